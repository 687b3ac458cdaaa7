import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, SdkError } from '@siteapi/runtime';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { generate } from '../../codegen/generate.ts';
import { typeCheck } from './type-check.ts';

// Plain documents that page by each mechanism, their generated clients walking every page against a loopback server
// that pages the way the document says: a Stripe-style list, offset/limit, a next-page URL, GitHub's Link header
// (an excerpt of its REST description's `GET /repos/{owner}/{repo}/issues`), a Slack-style cursor, and documents
// that declare their paging with x-speakeasy-pagination and x-fern-pagination.

const str = { type: 'string' };
const int = { type: 'integer' };
const thing = { type: 'object', required: ['id'], properties: { id: str, n: int } };
const ok = (schema: unknown, headers?: unknown) => ({
  '200': { description: 'ok', ...(headers ? { headers } : {}), content: { 'application/json': { schema } } },
});
const q = (name: string, schema: unknown = str) => ({ name, in: 'query', schema });
const doc = (title: string, paths: unknown) => ({ openapi: '3.0.3', info: { title, version: '1' }, servers: [{ url: 'http://api.invalid' }], paths });

const DOCS: Record<string, unknown> = {
  stripe: doc('Charges', {
    '/v1/charges': {
      get: {
        operationId: 'listCharges',
        parameters: [q('limit', int), q('starting_after'), q('ending_before')],
        responses: ok({
          type: 'object',
          required: ['data', 'has_more'],
          properties: { object: str, data: { type: 'array', items: thing }, has_more: { type: 'boolean' } },
        }),
      },
    },
    '/v1/charges/{id}': {
      get: { operationId: 'getCharge', parameters: [{ name: 'id', in: 'path', required: true, schema: str }], responses: ok(thing) },
    },
  }),
  offset: doc('Inventory', {
    '/items': {
      get: {
        operationId: 'listItems',
        parameters: [q('offset', int), q('limit', int)],
        responses: ok({ type: 'object', properties: { items: { type: 'array', items: thing }, total: int } }),
      },
    },
  }),
  odata: doc('Records', {
    '/records': {
      get: {
        operationId: 'listRecords',
        parameters: [q('$filter')],
        responses: ok({ type: 'object', properties: { value: { type: 'array', items: thing }, '@odata.nextLink': str } }),
      },
    },
    '/archive': {
      get: {
        operationId: 'listArchive',
        responses: ok({ type: 'object', properties: { value: { type: 'array', items: thing }, '@odata.nextLink': str } }),
      },
    },
  }),
  github: doc('GitHub issues', {
    '/repos/{owner}/{repo}/issues': {
      get: {
        operationId: 'issues/list-for-repo',
        tags: ['issues'],
        parameters: [
          { name: 'owner', in: 'path', required: true, schema: str },
          { name: 'repo', in: 'path', required: true, schema: str },
          q('state', { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' }),
          q('per_page', { type: 'integer', default: 30 }),
          q('page', { type: 'integer', default: 1 }),
        ],
        responses: ok(
          { type: 'array', items: { $ref: '#/components/schemas/issue' } },
          {
            Link: {
              example: '<https://api.github.com/resource?page=2>; rel="next", <https://api.github.com/resource?page=5>; rel="last"',
              schema: str,
            },
          },
        ),
      },
    },
  }),
  slack: doc('Slack', {
    '/conversations.list': {
      get: {
        operationId: 'conversations_list',
        tags: ['conversations'],
        parameters: [q('cursor'), q('limit', int), q('types')],
        responses: ok({
          type: 'object',
          properties: {
            ok: { type: 'boolean' },
            channels: { type: 'array', items: { type: 'object', properties: { id: str, name: str } } },
            response_metadata: { type: 'object', properties: { next_cursor: str } },
          },
        }),
      },
    },
  }),
  speakeasy: doc('Speakeasy items', {
    '/things': {
      get: {
        operationId: 'listThings',
        parameters: [q('from', int), q('size', int)],
        'x-speakeasy-pagination': {
          type: 'offsetLimit',
          inputs: [
            { name: 'from', in: 'parameters', type: 'offset' },
            { name: 'size', in: 'parameters', type: 'limit' },
          ],
          outputs: { results: '$.data.resultArray' },
        },
        responses: ok({ type: 'object', properties: { data: { type: 'object', properties: { resultArray: { type: 'array', items: thing } } } } }),
      },
    },
  }),
  fern: doc('Fern search', {
    '/search': {
      post: {
        operationId: 'search',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { text: str, token: str } } } } },
        'x-fern-pagination': { cursor: '$request.token', next_cursor: '$response.next', results: '$response.hits' },
        responses: ok({ type: 'object', properties: { hits: { type: 'array', items: thing }, next: str } }),
      },
    },
  }),
};
(DOCS.github as { components: unknown }).components = {
  schemas: { issue: { type: 'object', required: ['number', 'title'], properties: { number: int, title: str, state: str } } },
};

const things = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `t${from + i}`, n: from + i }));
const ids = (items: { id: string }[]) => items.map((t) => t.id);

const sent: { method: string; url: string; body?: string; host?: string; authorization?: string }[] = [];
let origin = '';
/** The same server under another origin (`localhost` for `127.0.0.1`): a next URL there is not followed. */
let otherOrigin = '';

function answer(res: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Pages of 2 over 5 items, each API by its own mechanism. */
function route(req: IncomingMessage, body: string, res: ServerResponse): void {
  const url = new URL(req.url!, origin);
  const p = url.searchParams;
  switch (url.pathname) {
    case '/v1/charges': {
      const all = things(0, 5);
      const after = p.get('starting_after');
      const start = after ? all.findIndex((t) => t.id === after) + 1 : 0;
      const limit = Number(p.get('limit') ?? 10);
      return answer(res, { object: 'list', data: all.slice(start, start + limit), has_more: start + limit < all.length });
    }
    case '/items': {
      const offset = Number(p.get('offset') ?? 0);
      return answer(res, { items: things(offset, Math.max(0, Math.min(2, 5 - offset))), total: 5 });
    }
    case '/records': {
      const skip = Number(p.get('$skip') ?? 0);
      const next = skip + 2 < 5 ? `${origin}/records?$filter=${p.get('$filter')}&$skip=${skip + 2}` : undefined;
      return answer(res, { value: things(skip, Math.min(2, 5 - skip)), ...(next ? { '@odata.nextLink': next } : {}) });
    }
    case '/archive':
      return answer(res, { value: things(0, 2), '@odata.nextLink': `${otherOrigin}/archive?$skip=2` });
    case '/repos/octo/hello/issues': {
      const page = Number(p.get('page') ?? 1);
      const perPage = Number(p.get('per_page') ?? 30);
      const issues = Array.from({ length: 5 }, (_, i) => ({ number: i + 1, title: `issue ${i + 1}` })).slice((page - 1) * perPage, page * perPage);
      const last = Math.ceil(5 / perPage);
      const link = (n: number, rel: string) => `<${origin}/repos/octo/hello/issues?state=all&per_page=${perPage}&page=${n}>; rel="${rel}"`;
      const links = [...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []), ...(page > 1 ? [link(1, 'first')] : [])];
      return answer(res, issues, links.length ? { link: links.join(', ') } : {});
    }
    case '/conversations.list':
    case '/api/conversations.list': {
      const names = ['general', 'random', 'dev', 'ops', 'ux'];
      const start = p.get('cursor') ? Number(Buffer.from(p.get('cursor')!, 'base64').toString().split(':')[1]) : 0;
      const end = start + Number(p.get('limit') ?? 100);
      const next = end < names.length ? Buffer.from(`id:${end}`).toString('base64') : '';
      return answer(res, {
        ok: true,
        channels: names.slice(start, end).map((name, i) => ({ id: `C${start + i}`, name })),
        response_metadata: { next_cursor: next },
      });
    }
    case '/things': {
      const from = Number(p.get('from') ?? 0);
      return answer(res, { data: { resultArray: things(from, Math.max(0, Math.min(Number(p.get('size')), 5 - from))) } });
    }
    case '/search': {
      const { token } = JSON.parse(body) as { token?: string };
      const start = token ? Number(token.slice(1)) : 0;
      return answer(res, { hits: things(start, Math.min(2, 5 - start)), ...(start + 2 < 5 ? { next: `@${start + 2}` } : {}) });
    }
  }
  res.writeHead(404).end();
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c));
  req.on('end', () => {
    sent.push({ method: req.method!, url: req.url!, host: req.headers.host, authorization: req.headers.authorization, ...(body ? { body } : {}) });
    route(req, body, res);
  });
});

const dir = path.resolve('node_modules/.cache/siteapi-pagination-calls');
type Module = Record<string, Record<string, (...args: unknown[]) => unknown>>;
const clients: Record<string, any> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  otherOrigin = `http://localhost:${port}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'spec'), { recursive: true });
  for (const [name, d] of Object.entries(DOCS)) await writeFile(path.join(dir, 'spec', `${name}.json`), JSON.stringify(d));
  // Slack's own description (an excerpt: conversations.list and what it refers to, as APIs.guru publishes it).
  await copyFile('test/fixtures/pagination/slack-conversations-list.json', path.join(dir, 'spec', 'slack-web-api.json'));
  for (const [p, text] of await generate(path.join(dir, 'spec'), { runtimeImport: '@siteapi/runtime' })) {
    await mkdir(path.dirname(path.join(dir, 'out', p)), { recursive: true });
    await writeFile(path.join(dir, 'out', p), text);
  }
  for (const service of ['charges', 'inventory', 'records', 'github-issues', 'slack', 'slack-web-api', 'speakeasy-items', 'fern-search']) {
    const modules = (await import(path.join(dir, 'out', service, 'index.ts'))) as Module;
    const found = Object.fromEntries(Object.entries(modules).filter(([, m]) => m && typeof m === 'object' && !Array.isArray(m)));
    clients[service] = createClient({ modules: found, host: origin, headers: { authorization: 'Bearer secret' } });
  }
}, 60_000);
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The requests sent since `from`, as method and URL (and body). */
const since = (from: number) => sent.slice(from).map((r) => `${r.method} ${r.url}${r.body ? ` ${r.body}` : ''}`);

describe('a generated list call walks every page', () => {
  it('Stripe: starting_after the last id while has_more', async () => {
    const from = sent.length;
    const items: { id: string }[] = [];
    for await (const charge of clients.charges.api.listCharges({ limit: 2 })) items.push(charge);
    expect(ids(items)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(since(from)).toEqual(['GET /v1/charges?limit=2', 'GET /v1/charges?limit=2&starting_after=t1', 'GET /v1/charges?limit=2&starting_after=t3']);
  });

  it('offset and limit, up to the total', async () => {
    const from = sent.length;
    const first = await clients.inventory.api.listItems({ limit: 2 });
    expect(ids(first.items)).toEqual(['t0', 't1']);
    expect(first.data.total).toBe(5);
    expect(first.response.status).toBe(200);
    const items = [];
    for await (const item of first.iterate()) items.push(item);
    expect(ids(items)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(since(from)).toEqual(['GET /items?limit=2', 'GET /items?offset=2&limit=2', 'GET /items?offset=4&limit=2']);
  });

  it('a next-page URL in the answer (@odata.nextLink), on the same origin', async () => {
    const from = sent.length;
    const items = [];
    for await (const record of clients.records.api.listRecords({ $filter: 'x' })) items.push(record);
    expect(ids(items)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(since(from)).toEqual(['GET /records?%24filter=x', 'GET /records?$filter=x&$skip=2', 'GET /records?$filter=x&$skip=4']);
    // The client's headers go with each page: the URL is the call's own origin.
    expect(sent.slice(from).map((r) => r.authorization)).toEqual(['Bearer secret', 'Bearer secret', 'Bearer secret']);
  });

  it("GitHub: the Link header's rel=next, as its REST description declares it", async () => {
    const from = sent.length;
    const page = await clients['github-issues'].issues.issuesListForRepo('octo', 'hello', { state: 'all', per_page: 2 });
    expect(page.hasNext()).toBe(true);
    const titles = [];
    for await (const issue of page.iterate()) titles.push(issue.title);
    expect(titles).toEqual(['issue 1', 'issue 2', 'issue 3', 'issue 4', 'issue 5']);
    expect(since(from)).toEqual([
      'GET /repos/octo/hello/issues?state=all&per_page=2',
      'GET /repos/octo/hello/issues?state=all&per_page=2&page=2',
      'GET /repos/octo/hello/issues?state=all&per_page=2&page=3',
    ]);
  });

  it('Slack: cursor in, response_metadata.next_cursor out, an empty cursor at the end', async () => {
    const from = sent.length;
    const names = [];
    for await (const channel of clients.slack.conversations.conversationsList({ limit: 2 })) names.push(channel.name);
    expect(names).toEqual(['general', 'random', 'dev', 'ops', 'ux']);
    expect(since(from)).toEqual([
      'GET /conversations.list?limit=2',
      'GET /conversations.list?cursor=aWQ6Mg%3D%3D&limit=2',
      'GET /conversations.list?cursor=aWQ6NA%3D%3D&limit=2',
    ]);
  });

  it("Slack's own Web API description: conversations.list pages by response_metadata.next_cursor, as the document says", async () => {
    const from = sent.length;
    const names = [];
    for await (const channel of clients['slack-web-api'].conversations.conversationsList({ limit: 2 })) names.push(channel.name);
    expect(names).toEqual(['general', 'random', 'dev', 'ops', 'ux']);
    expect(since(from)).toEqual([
      'GET /api/conversations.list?limit=2',
      // The query in the document's order: limit, then cursor.
      'GET /api/conversations.list?limit=2&cursor=aWQ6Mg%3D%3D',
      'GET /api/conversations.list?limit=2&cursor=aWQ6NA%3D%3D',
    ]);
  });

  it('x-speakeasy-pagination offsetLimit, ending at a short page', async () => {
    const from = sent.length;
    const items = [];
    for await (const t of clients['speakeasy-items'].api.listThings({ size: 2 })) items.push(t);
    expect(ids(items)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(since(from)).toEqual(['GET /things?size=2', 'GET /things?from=2&size=2', 'GET /things?from=4&size=2']);
  });

  it('x-fern-pagination: the cursor in the JSON body', async () => {
    const from = sent.length;
    const page = await clients['fern-search'].api.search({ text: 'a' });
    const second = await page.next();
    const third = await second.next();
    expect([...ids(page.items), ...ids(second.items), ...ids(third.items)]).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow('fern-search.search: there is no next page (check hasNext() first)');
    expect(since(from)).toEqual(['POST /search {"text":"a"}', 'POST /search {"text":"a","token":"@2"}', 'POST /search {"text":"a","token":"@4"}']);
  });
});

describe('a paged call', () => {
  it('refuses a next-page URL on another origin, and sends nothing there', async () => {
    const from = sent.length;
    const first = await clients.records.api.listArchive();
    expect(ids(first.items)).toEqual(['t0', 't1']);
    expect(first.hasNext()).toBe(true);
    await expect(first.next()).rejects.toThrow(
      `records.listArchive: the answer's next-page URL ${otherOrigin}/archive?$skip=2 is on another origin than the request (${origin}); not followed, so the client's credentials stay with ${origin}`,
    );
    const items: { id: string }[] = [];
    await expect(
      (async () => {
        for await (const item of clients.records.api.listArchive()) items.push(item);
      })(),
    ).rejects.toBeInstanceOf(SdkError);
    expect(ids(items)).toEqual(['t0', 't1']);
    expect(since(from)).toEqual(['GET /archive', 'GET /archive']);
    expect(sent.slice(from).map((r) => r.host)).toEqual([origin.slice('http://'.length), origin.slice('http://'.length)]);
  });

  it('keeps withResponse() and asResponse(), and stops at a cancelled signal', async () => {
    const { data, response } = await clients.inventory.api.listItems({ limit: 2 }).withResponse();
    expect(ids(data.items)).toEqual(['t0', 't1']);
    expect(response.status).toBe(200);
    expect(await (await clients.inventory.api.listItems({ limit: 2 }).asResponse()).json()).toEqual({ items: things(0, 2), total: 5 });
    const controller = new AbortController();
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const item of (await clients.inventory.api.listItems({ limit: 2 })).iterate({ signal: controller.signal })) {
          seen.push(item);
          controller.abort();
        }
      })(),
    ).rejects.toThrow('cancelled');
    expect(seen).toHaveLength(1);
  });

  it('type-checks: items typed from the schema, for await over the call', async () => {
    await writeFile(
      path.join(dir, 'out', 'use.ts'),
      [
        "import { createClient } from '@siteapi/runtime';",
        "import { api } from './charges/index.js';",
        "import { issues } from './github-issues/index.js';",
        'const client = createClient({ modules: { api, issues } });',
        'export async function use(): Promise<string[]> {',
        '  const out: string[] = [];',
        '  for await (const charge of client.api.listCharges({ limit: 2 })) out.push(charge.id);',
        "  const page = await client.issues.issuesListForRepo('o', 'r');",
        '  const n: number = page.items[0]!.number;',
        '  const more: boolean = page.hasNext();',
        '  // @ts-expect-error the items are typed from the schema: a title is a string',
        '  const title: number = page.items[0]!.title;',
        '  void title;',
        '  for await (const issue of api.listCharges()) out.push(issue.id);',
        '  return [...out, String(n), String(more), String(page.data.length)];',
        '}',
      ].join('\n'),
    );
    expect(await typeCheck(path.join(dir, 'out'))).toBe('');
  }, 60_000);
});

describe('the paging engine in a bundle', () => {
  /** The code a bundler keeps of the charges module for an entry that uses `call` alone. */
  async function bundled(call: string): Promise<string> {
    const entry = path.join(dir, 'out', `entry-${call}.ts`);
    await writeFile(entry, `export { ${call} } from './charges/api.ts';\n`);
    const result = (await build({
      configFile: false,
      root: path.join(dir, 'out'),
      logLevel: 'silent',
      publicDir: false,
      resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
      build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: call } },
    })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
    const outputs = Array.isArray(result) ? result : [result];
    return outputs
      .flatMap((o) => o.output)
      .map((c) => (c.type === 'chunk' ? c.code : ''))
      .join('\n');
  }

  it('is carried only by a call that pages', async () => {
    const [get, list] = [await bundled('getCharge'), await bundled('listCharges')];
    expect(list).toContain('there is no next page');
    expect(list).toContain('linkTarget');
    expect(get).toContain('getCharge');
    expect(get).not.toContain('there is no next page');
    expect(get).not.toContain('linkTarget');
  }, 60_000);
});

describe('--pagination off', () => {
  it('keeps every list call returning its answer as it is', async () => {
    const files = await generate(path.join(dir, 'spec', 'stripe.json'), { runtimeImport: '@siteapi/runtime', pagination: 'off' });
    const api = files.get('charges/api.ts')!;
    expect(api).toContain('export const listCharges: Call<[options?: ListChargesOptions, init?: CallInit], ListChargesResponse>');
    expect(api).not.toContain('paginate');
  });
});

describe('pagination extensions in the whole run', () => {
  it('are read, not reported as unknown keys, even under --strict', async () => {
    for (const name of ['speakeasy', 'fern']) {
      await expect(generate(path.join(dir, 'spec', `${name}.json`), { runtimeImport: '@siteapi/runtime', strict: true })).resolves.toBeInstanceOf(Map);
    }
  });

  it('warn where a declaration cannot be followed, at its line, and the call does not page', async () => {
    const file = path.join(dir, 'spec-bad', 'wild.yaml');
    await mkdir(path.dirname(file), { recursive: true });
    const yaml = [
      'openapi: 3.0.3',
      'info: { title: Wild, version: "1" }',
      'paths:',
      '  /things:',
      '    get:',
      '      operationId: listThings',
      '      x-speakeasy-pagination:',
      '        type: url',
      '        outputs: { results: "$.data[*]", nextUrl: "$.next" }',
      '      responses:',
      "        '200':",
      '          description: ok',
      '          content:',
      '            application/json:',
      '              schema: { type: object, properties: { data: { type: array, items: { type: string } }, next: { type: string } } }',
    ].join('\n');
    await writeFile(file, yaml);
    const files = await generate(file, { runtimeImport: '@siteapi/runtime' });
    expect(files.get('wild/api.ts')).not.toContain('paginate');
    await expect(generate(file, { runtimeImport: '@siteapi/runtime', strict: true })).rejects.toThrow(
      `wild.yaml:7:7 x-speakeasy-pagination outputs.results "$.data[*]" is not a JSONPath this generator follows ($.a.b, $['a']); the call does not page`,
    );
  });
});

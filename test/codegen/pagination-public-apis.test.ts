import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, SdkError } from '@siteapi/runtime';
import { generate } from '../../codegen/generate.ts';
import { typeCheck } from './type-check.ts';

// Public APIs' list calls as their own descriptions declare them (excerpts in test/fixtures/pagination/), generated
// and walked with `for await` against a loopback server that pages exactly as each API's documentation says: OpenAI
// (after/before, first_id/last_id, has_more), Twilio 2010-04-01 (a next_page_uri carrying the PageToken the server
// requires), PagerDuty (offset/limit, `more`, a `total` that is null unless asked for) and Jira (startAt/maxResults,
// a server that caps the page size, `total`, `isLast`, `nextPage`). Every item comes once, and nothing is asked past
// the end: each test checks the server's request log.

const FIXTURES = ['openai-lists', 'twilio-api-v2010-messages', 'pagerduty-incidents', 'jira-paged-lists', 'look-alikes'];

interface Sent {
  method: string;
  url: string;
  host?: string;
  authorization?: string;
}
const sent: Sent[] = [];
let origin = '';
/** The same server under another origin (`localhost` for `127.0.0.1`). */
let otherOrigin = '';

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

// --- OpenAI: `after`/`before` are ids of the list's objects, in `order` (newest first by default) ----------------

const openaiObjects = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, created_at: 1_700_000_000 + i }));
const OPENAI: Record<string, { id: string; created_at: number }[]> = {
  '/v1/assistants': openaiObjects('asst_', 5),
  '/v1/files': openaiObjects('file-', 4),
  '/v1/fine_tuning/jobs': openaiObjects('ftjob-', 5),
};

function openai(url: URL, res: ServerResponse): void {
  const p = url.searchParams;
  const all = OPENAI[url.pathname]!;
  const ordered = url.pathname === '/v1/fine_tuning/jobs' || p.get('order') !== 'asc' ? [...all].reverse() : all;
  const limit = Number(p.get('limit') ?? 20);
  const at = (key: string) => {
    const id = p.get(key);
    if (id === null) return undefined;
    const index = ordered.findIndex((o) => o.id === id);
    return index < 0 ? null : index;
  };
  const after = at('after');
  const before = at('before');
  if (after === null || before === null) {
    return answer(res, 400, { error: { message: 'No such object', type: 'invalid_request_error', param: after === null ? 'after' : 'before', code: null } });
  }
  const from = after === undefined ? 0 : after + 1;
  const to = before ?? ordered.length;
  const page = before !== undefined && after === undefined ? ordered.slice(Math.max(0, to - limit), to) : ordered.slice(from, Math.min(to, from + limit));
  const hasMore = before !== undefined && after === undefined ? to - limit > 0 : from + limit < to;
  const data = page.map((o) => ({ ...o, object: 'x' }));
  if (url.pathname === '/v1/fine_tuning/jobs') return answer(res, 200, { object: 'list', data, has_more: hasMore });
  return answer(res, 200, { object: 'list', data, first_id: page[0]?.id ?? null, last_id: page.at(-1)?.id ?? null, has_more: hasMore });
}

// --- Twilio: `Page` is the client's state; a page after the first needs the `PageToken` the answer issued --------

const ACCOUNT = `AC${'0'.repeat(32)}`;
/** An account whose answers point their next page at another host. */
const FORWARDED = `AC${'f'.repeat(32)}`;
const messages = Array.from({ length: 5 }, (_, i) => ({
  sid: `SM${String(i + 1).padStart(32, '0')}`,
  body: `message ${i + 1}`,
  to: '+15558675310',
  status: 'delivered',
}));
/** The token Twilio issues for page `page` of pages of `size`: here, after the last message of the page before. */
const pageToken = (page: number, size: number) => `PASM${messages[page * size - 1]?.sid}`;

function twilio(url: URL, account: string, res: ServerResponse): void {
  const p = url.searchParams;
  const size = Number(p.get('PageSize') ?? 50);
  const page = Number(p.get('Page') ?? 0);
  // As Twilio's documentation says: paging goes by the next_page_uri, whose PageToken the server checks.
  if (page > 0 && p.get('PageToken') !== pageToken(page, size)) {
    return answer(res, 400, {
      status: 400,
      message: 'Invalid PageToken for the requested Page',
      more_info: 'https://www.twilio.com/docs/usage/twilios-response',
    });
  }
  const items = messages.slice(page * size, (page + 1) * size);
  const base = `/2010-04-01/Accounts/${account}/Messages.json`;
  const filter = p.has('To') ? `To=${encodeURIComponent(p.get('To')!)}&` : '';
  const last = (page + 1) * size >= messages.length;
  const next = last ? null : `${base}?${filter}PageSize=${size}&Page=${page + 1}&PageToken=${pageToken(page + 1, size)}`;
  return answer(res, 200, {
    messages: items,
    end: page * size + items.length - 1,
    first_page_uri: `${base}?${filter}PageSize=${size}&Page=0`,
    next_page_uri: account === FORWARDED && next ? `//${otherOrigin.slice('http://'.length)}${next}` : next,
    page,
    page_size: size,
    previous_page_uri: page === 0 ? null : `${base}?${filter}PageSize=${size}&Page=${page - 1}&PageToken=PBSM${items[0]!.sid}`,
    start: page * size,
    uri: `${base}?${filter}PageSize=${size}&Page=${page}`,
  });
}

// --- PagerDuty: `more`, and `total` null unless `total=true` --------------------------------------------------------

const incidents = Array.from({ length: 6 }, (_, i) => ({ id: `PINC${i + 1}`, type: 'incident', summary: `incident ${i + 1}`, incident_number: i + 1 }));

function pagerduty(url: URL, res: ServerResponse): void {
  const p = url.searchParams;
  const limit = Math.min(Number(p.get('limit') ?? 25), 100);
  const offset = Number(p.get('offset') ?? 0);
  const page = incidents.slice(offset, offset + limit);
  const total = p.get('total') === 'true' ? incidents.length : null;
  return answer(res, 200, { incidents: page, limit, offset, more: offset + limit < incidents.length, total });
}

// --- Jira: startAt/maxResults; the server caps the page size at 2, whatever maxResults asks -----------------------

const JIRA_CAP = 2;
const jiraItems = <T extends { id: string | number }>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const issues = jiraItems(5, (i) => ({ id: `1000${i}`, key: `KAN-${i + 1}` }));
const projects = jiraItems(5, (i) => ({ id: `1001${i}`, key: `P${i}`, name: `Project ${i}` }));
const sprints = jiraItems(5, (i) => ({ id: 37 + i, name: `Sprint ${i + 1}`, state: i < 4 ? 'closed' : 'active' }));

function jira(url: URL, res: ServerResponse): void {
  const p = url.searchParams;
  const startAt = Number(p.get('startAt') ?? 0);
  const maxResults = Math.min(Number(p.get('maxResults') ?? 50), JIRA_CAP);
  const window = <T>(all: T[]) => ({ values: all.slice(startAt, startAt + maxResults), isLast: startAt + maxResults >= all.length });
  switch (url.pathname) {
    case '/rest/api/3/search': {
      const { values } = window(issues);
      return answer(res, 200, { expand: 'names,schema', startAt, maxResults, total: issues.length, issues: values, warningMessages: [] });
    }
    case '/rest/api/3/project/search': {
      const { values, isLast } = window(projects);
      const self = `${origin}/rest/api/3/project/search?maxResults=${maxResults}&startAt=${startAt}`;
      const nextPage = `${origin}/rest/api/3/project/search?maxResults=${maxResults}&startAt=${startAt + maxResults}`;
      return answer(res, 200, { self, ...(isLast ? {} : { nextPage }), maxResults, startAt, total: projects.length, isLast, values });
    }
    case '/rest/agile/1.0/board/7/sprint': {
      const { values, isLast } = window(sprints);
      return answer(res, 200, { maxResults, startAt, isLast, values });
    }
  }
  res.writeHead(404).end();
}

// --- look-alikes: whole answers ------------------------------------------------------------------------------------

const results = [
  { id: 'r1', value: 1 },
  { id: 'r2', value: 2 },
];

function lookAlike(url: URL, res: ServerResponse): void {
  switch (url.pathname) {
    case '/batches/b1':
      return answer(res, 200, { id: 'b1', data: results, has_more: true, last_id: 'r2' });
    case '/events':
    case '/history':
      return answer(res, 200, { data: results, has_more: true });
    case '/summary':
      return answer(res, 200, { top: results, more: true, isLast: false });
  }
  res.writeHead(404).end();
}

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url!, origin);
  if (url.pathname.startsWith('/v1/')) return openai(url, res);
  const account = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(url.pathname)?.[1];
  if (account) {
    // Twilio answers 401 to a request without the account's credentials.
    if (req.headers.authorization !== `Basic ${Buffer.from(`${account}:token`).toString('base64')}`)
      return answer(res, 401, { status: 401, message: 'Authenticate' });
    return twilio(url, account, res);
  }
  if (url.pathname === '/incidents') return pagerduty(url, res);
  if (url.pathname.startsWith('/rest/')) return jira(url, res);
  return lookAlike(url, res);
}

const server = createServer((req, res) => {
  sent.push({ method: req.method!, url: req.url!, host: req.headers.host, authorization: req.headers.authorization });
  req.resume();
  req.on('end', () => route(req, res));
});

const dir = path.resolve('node_modules/.cache/siteapi-pagination-public-apis');
type Module = Record<string, Record<string, (...args: unknown[]) => unknown>>;
const clients: Record<string, any> = {};
const generated = new Map<string, string>();

async function clientOf(service: string, headers: Record<string, string> = {}) {
  const modules = (await import(path.join(dir, 'out', service, 'index.ts'))) as Module;
  const found = Object.fromEntries(Object.entries(modules).filter(([, m]) => m && typeof m === 'object' && !Array.isArray(m)));
  return createClient({ modules: found, host: origin, headers });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  otherOrigin = `http://localhost:${port}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'spec'), { recursive: true });
  for (const name of FIXTURES) await copyFile(`test/fixtures/pagination/${name}.yaml`, path.join(dir, 'spec', `${name}.yaml`));
  // Twilio's description as a server URL with a base path would give it: the next_page_uri is still a path from the host.
  const twilioText = await readFile('test/fixtures/pagination/twilio-api-v2010-messages.yaml', 'utf8');
  await writeFile(
    path.join(dir, 'spec', 'twilio-base-path.yaml'),
    twilioText
      .replaceAll('url: https://api.twilio.com', 'url: https://api.twilio.com/2010-04-01')
      .replace('/2010-04-01/Accounts/{AccountSid}/Messages.json:', '/Accounts/{AccountSid}/Messages.json:')
      .replace('title: Twilio - Api', 'title: Twilio base path'),
  );
  for (const [p, text] of await generate(path.join(dir, 'spec'), { runtimeImport: '@siteapi/runtime' })) {
    generated.set(p, text);
    await mkdir(path.dirname(path.join(dir, 'out', p)), { recursive: true });
    await writeFile(path.join(dir, 'out', p), text);
  }
  const basic = (account: string) => ({ authorization: `Basic ${Buffer.from(`${account}:token`).toString('base64')}` });
  clients.openai = await clientOf('openai-api', { authorization: 'Bearer sk-test' });
  clients.twilio = await clientOf('twilio-api', basic(ACCOUNT));
  clients.twilioBasePath = await clientOf('twilio-base-path', basic(ACCOUNT));
  clients.twilioForwarded = await clientOf('twilio-api', basic(FORWARDED));
  clients.pagerduty = await clientOf('pagerduty-api', { authorization: 'Token token=y_NbAkKc66ryYTWUXYEu' });
  clients.jira = await clientOf('the-jira-cloud-platform-rest-api');
  clients.lookAlikes = await clientOf('look-alikes');
}, 60_000);
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The requests sent since `from`, as method and URL. */
const since = (from: number) => sent.slice(from).map((r) => `${r.method} ${r.url}`);

async function walk<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

const ids = (items: { id: string | number }[]) => items.map((i) => i.id);

describe('OpenAI: after the answer’s last_id while has_more', () => {
  it('assistants: every assistant once, newest first, and nothing asked after has_more is false', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.openai.assistants.listAssistants({ limit: 2 })))).toEqual(['asst_5', 'asst_4', 'asst_3', 'asst_2', 'asst_1']);
    expect(since(from)).toEqual(['GET /v1/assistants?limit=2', 'GET /v1/assistants?limit=2&after=asst_4', 'GET /v1/assistants?limit=2&after=asst_2']);
  });

  it('assistants in ascending order, the first page’s other fields kept on page.data', async () => {
    const from = sent.length;
    const first = await clients.openai.assistants.listAssistants({ limit: 3, order: 'asc' });
    expect(first.data).toMatchObject({ object: 'list', first_id: 'asst_1', last_id: 'asst_3', has_more: true });
    expect(ids(await walk(first.iterate()))).toEqual(['asst_1', 'asst_2', 'asst_3', 'asst_4', 'asst_5']);
    expect(since(from)).toEqual(['GET /v1/assistants?limit=3&order=asc', 'GET /v1/assistants?limit=3&order=asc&after=asst_3']);
  });

  it('files: a last page that is full ends at has_more false, not by asking for an empty page', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.openai.files.listFiles({ limit: 2, purpose: 'assistants' })))).toEqual(['file-4', 'file-3', 'file-2', 'file-1']);
    expect(since(from)).toEqual(['GET /v1/files?purpose=assistants&limit=2', 'GET /v1/files?purpose=assistants&limit=2&after=file-3']);
  });

  it('fine-tuning jobs: has_more alone, the cursor being the last item’s id', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.openai.fineTuning.listPaginatedFineTuningJobs({ limit: 2 })))).toEqual([
      'ftjob-5',
      'ftjob-4',
      'ftjob-3',
      'ftjob-2',
      'ftjob-1',
    ]);
    expect(since(from)).toEqual([
      'GET /v1/fine_tuning/jobs?limit=2',
      'GET /v1/fine_tuning/jobs?after=ftjob-4&limit=2',
      'GET /v1/fine_tuning/jobs?after=ftjob-2&limit=2',
    ]);
  });
});

describe('Twilio 2010-04-01: the next_page_uri, not a computed Page', () => {
  const sids = (items: { sid: string }[]) => items.map((m) => m.sid);

  it('Messages: every message once, each page asked by the path the answer gave, with its PageToken', async () => {
    const from = sent.length;
    const all = await walk<{ sid: string }>(clients.twilio.api20100401Message.listMessage(ACCOUNT, { To: '+15558675310', PageSize: 2 }));
    expect(sids(all)).toEqual(messages.map((m) => m.sid));
    const base = `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`;
    expect(since(from)).toEqual([
      `GET ${base}?To=%2B15558675310&PageSize=2`,
      `GET ${base}?To=%2B15558675310&PageSize=2&Page=1&PageToken=${pageToken(1, 2)}`,
      `GET ${base}?To=%2B15558675310&PageSize=2&Page=2&PageToken=${pageToken(2, 2)}`,
    ]);
    // The account's credentials go with every page: the path is on the request's own host.
    expect(new Set(sent.slice(from).map((r) => r.authorization)).size).toBe(1);
    expect(sent.slice(from).every((r) => r.host === origin.slice('http://'.length))).toBe(true);
  });

  it('a server URL with a base path: the path-absolute next_page_uri is resolved against the host, not the base path', async () => {
    const from = sent.length;
    const all = await walk<{ sid: string }>(clients.twilioBasePath.api20100401Message.listMessage(ACCOUNT, { PageSize: 3 }));
    expect(sids(all)).toEqual(messages.map((m) => m.sid));
    expect(since(from)).toEqual([
      `GET /2010-04-01/Accounts/${ACCOUNT}/Messages.json?PageSize=3`,
      `GET /2010-04-01/Accounts/${ACCOUNT}/Messages.json?PageSize=3&Page=1&PageToken=${pageToken(1, 3)}`,
    ]);
  });

  it('a next_page_uri on another host (protocol-relative) is refused, and nothing is sent there', async () => {
    const from = sent.length;
    const first = await clients.twilioForwarded.api20100401Message.listMessage(FORWARDED, { PageSize: 2 });
    expect(first.hasNext()).toBe(true);
    await expect(first.next()).rejects.toThrow(SdkError);
    await expect(first.next()).rejects.toThrow(
      `is on another origin than the request (${origin}); not followed, so the client's credentials stay with ${origin}`,
    );
    expect(since(from)).toEqual([`GET /2010-04-01/Accounts/${FORWARDED}/Messages.json?PageSize=2`]);
    expect(sent.slice(from).every((r) => r.host === origin.slice('http://'.length))).toBe(true);
  });
});

describe('PagerDuty: `more` ends the listing, `total` being null unless asked for', () => {
  const accept = 'application/vnd.pagerduty+json;version=2';

  it('a last page that is full: no request for the empty page after it', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.pagerduty.incidents.listIncidents({ Accept: accept, limit: 2 })))).toEqual(incidents.map((i) => i.id));
    expect(since(from)).toEqual(['GET /incidents?limit=2', 'GET /incidents?limit=2&offset=2', 'GET /incidents?limit=2&offset=4']);
  });

  it('no limit given: the server’s page of 25 holds all six, and more: false ends it there', async () => {
    const from = sent.length;
    const first = await clients.pagerduty.incidents.listIncidents({ Accept: accept });
    expect(first.data).toMatchObject({ more: false, total: null });
    expect(first.hasNext()).toBe(false);
    expect(ids(await walk(first.iterate()))).toEqual(incidents.map((i) => i.id));
    expect(since(from)).toEqual(['GET /incidents']);
  });

  it('with total=true too', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.pagerduty.incidents.listIncidents({ Accept: accept, limit: 4, total: true })))).toEqual(incidents.map((i) => i.id));
    expect(since(from)).toEqual(['GET /incidents?limit=4&total=true', 'GET /incidents?limit=4&offset=4&total=true']);
  });
});

describe('Jira: startAt moves by the items received; a page shorter than maxResults is not the last', () => {
  it('issue search: up to the total', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.jira.issueSearch.searchForIssuesUsingJql({ jql: 'project=KAN', maxResults: 3 })))).toEqual(ids(issues));
    expect(since(from)).toEqual([
      'GET /rest/api/3/search?jql=project%3DKAN&maxResults=3',
      'GET /rest/api/3/search?jql=project%3DKAN&startAt=2&maxResults=3',
      'GET /rest/api/3/search?jql=project%3DKAN&startAt=4&maxResults=3',
    ]);
  });

  it('paged projects: the nextPage URL until isLast', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.jira.projects.searchProjects({ maxResults: 3 })))).toEqual(ids(projects));
    expect(since(from)).toEqual([
      'GET /rest/api/3/project/search?maxResults=3',
      'GET /rest/api/3/project/search?maxResults=2&startAt=2',
      'GET /rest/api/3/project/search?maxResults=2&startAt=4',
    ]);
  });

  it('sprints: isLast alone, with no total', async () => {
    const from = sent.length;
    expect(ids(await walk(clients.jira.board.getAllSprints(7, { maxResults: 3 })))).toEqual(ids(sprints));
    expect(since(from)).toEqual([
      'GET /rest/agile/1.0/board/7/sprint?maxResults=3',
      'GET /rest/agile/1.0/board/7/sprint?startAt=2&maxResults=3',
      'GET /rest/agile/1.0/board/7/sprint?startAt=4&maxResults=3',
    ]);
  });
});

describe('look-alikes stay unpaged', () => {
  it.each([
    ['an object with id items, has_more and last_id, but no cursor parameter', 'getBatch', ['b1'], '/batches/b1'],
    ['after as a date-time', 'listEvents', [{ after: new Date('2026-01-01T00:00:00Z') }], '/events?after=2026-01-01T00%3A00%3A00.000Z'],
    ['before alone, with no first_id', 'listHistory', [{ before: 'r1' }], '/history?before=r1'],
    ['a `more` and `isLast` beside a list, with no position parameter', 'getSummary', [{ limit: 2 }], '/summary?limit=2'],
  ])('%s', async (_name, call, args, url) => {
    const from = sent.length;
    const result = await clients.lookAlikes.api[call](...args);
    expect(result).not.toHaveProperty('items');
    expect(Object.keys(result)).not.toContain('hasNext');
    expect(result).toMatchObject(call === 'getSummary' ? { top: results, more: true } : { data: results });
    expect(since(from)).toEqual([`GET ${url}`]);
    expect(generated.get('look-alikes/api.ts')).not.toContain('paginate');
  });
});

describe('the generated clients', () => {
  it('type-check, each paged call’s items typed from its document', async () => {
    await writeFile(
      path.join(dir, 'out', 'use.ts'),
      [
        "import { createClient } from '@siteapi/runtime';",
        "import { assistants } from './openai-api/index.js';",
        "import { api20100401Message } from './twilio-api/index.js';",
        "import { incidents } from './pagerduty-api/index.js';",
        "import { board } from './the-jira-cloud-platform-rest-api/index.js';",
        'const client = createClient({ modules: { assistants, api20100401Message, incidents, board } });',
        'export async function use(): Promise<string[]> {',
        '  const out: string[] = [];',
        '  for await (const a of client.assistants.listAssistants({ limit: 2 })) out.push(a.id);',
        "  for await (const m of client.api20100401Message.listMessage('AC', { PageSize: 2 })) out.push(m.sid ?? '');",
        "  const first = await client.incidents.listIncidents({ Accept: 'application/vnd.pagerduty+json;version=2' });",
        '  const more: boolean | undefined = first.data.more;',
        "  for await (const s of client.board.getAllSprints(7)) out.push(s.name ?? '');",
        '  return [...out, String(more), String(first.items[0]?.incident_number)];',
        '}',
      ].join('\n'),
    );
    expect(await typeCheck(path.join(dir, 'out'))).toBe('');
  }, 60_000);
});

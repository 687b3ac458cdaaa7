import { createServer } from 'node:http';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { callExample } from '../../cli/src/contract/call-example.ts';
import { checkConverted } from '../../cli/src/contract/converted-check.ts';
import type { ExampleCase } from '../../cli/src/contract/example-cases.ts';
import { judgeExample } from '../../cli/src/contract/judge-example.ts';
import { mockRefusal } from '../../cli/src/contract/request-refusal.ts';
import { ResponseSchemas } from '../../cli/src/contract/response-schemas.ts';
import { runContract } from '../../cli/src/contract/run-contract.ts';
import { runCli } from '../../cli/src/run.ts';
import { defineCall, encodeGetForm, type Plan } from '../../runtime/generated.ts';
import { type Call, createClient } from '../../runtime/index.ts';
import { notesService, queryNotesBuilder } from '../runtime/core/fixtures.ts';

const plan: Plan = {
  note: {
    createdDate: 'date',
    cover: 'image',
    url: 'pageUrl',
    place: 'address',
    pin: 'geocode',
    rating: 'float',
    extra: 'dataItemDates',
    bodyCompressed: ['expand', 'body'],
    tags: { '*': { at: 'date' } },
  },
};

describe('contract: converted results against their plans', () => {
  const cases: [string, { given: unknown; want: string | null }][] = [
    [
      'converted values',
      {
        given: {
          note: {
            createdDate: new Date(0),
            cover: 'wix:image://v1/a/a.jpg',
            url: 'https://x.test/a',
            place: { formatted: 'x', location: { latitude: 1 } },
            pin: { latitude: Number.NaN },
            extra: { due: new Date(0) },
            body: {},
            tags: [{ at: new Date(0) }],
          },
        },
        want: null,
      },
    ],
    ['absent and null fields', { given: { note: { createdDate: null } }, want: null }],
    [
      'a date left a string',
      { given: { note: { createdDate: '2024-05-01T10:00:00.000Z' } }, want: 'note.createdDate is a string "2024-05-01T10:00:00.000Z", not a Date' },
    ],
    ['an invalid Date', { given: { note: { createdDate: new Date('nope') } }, want: 'note.createdDate is a Date, not a Date' }],
    ['a media object', { given: { note: { cover: { id: 'a' } } }, want: 'note.cover is an object, not a image reference' }],
    ['a page URL object', { given: { note: { url: { base: 'x' } } }, want: 'note.url is an object, not a URL' }],
    ['an address with wire names', { given: { note: { place: { formattedAddress: 'x' } } }, want: 'note.place still has the wire field formattedAddress' }],
    ['a coordinate left a string', { given: { note: { pin: { latitude: 'NaN' } } }, want: 'note.pin.latitude is a string "NaN", not a number' }],
    ['a float left a string', { given: { note: { rating: 'Infinity' } }, want: 'note.rating is a string "Infinity", not a number' }],
    [
      'a $date wrapper left in item data',
      { given: { note: { extra: { deep: [{ $date: '2024-01-01' }] } } }, want: 'note.extra.deep[0] is still a { $date } wrapper, not a Date' },
    ],
    ['compressed content not expanded', { given: { note: { bodyCompressed: 'H4sI' } }, want: 'note.bodyCompressed was not expanded into body' }],
    ['a date in an array item', { given: { note: { tags: [{ at: new Date(0) }, { at: 'x' }] } }, want: 'note.tags[1].at is a string "x", not a Date' }],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    expect(checkConverted(plan, given)).toBe(want);
  });
});

describe('contract: a paged call', () => {
  const pagedCall = (responsePlan?: Plan) =>
    defineCall(notesService, {
      module: 'notes',
      operationId: 'listNotes',
      method: 'GET',
      path: '/v1/notes',
      args: [],
      responsePlan,
      pagination: { kind: 'url', items: '/notes', next: '/next' },
    }) as (...args: unknown[]) => Promise<unknown>;
  const answer = { note: { createdDate: '2026-01-01T00:00:00.000Z' }, notes: [] };
  const client = createClient({
    fetch: (async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch,
  });
  const datePlan: Plan = { note: { createdDate: 'date' } };

  it('checks the first page’s answer against the plan', async () => {
    expect(checkConverted(datePlan, await pagedCall(datePlan)({ client }))).toBeNull();
    // Declared without its plan, the call leaves the date a string: the page's answer is where that shows.
    const unconverted = checkConverted(datePlan, await pagedCall()({ client }));
    expect(unconverted).not.toBeNull();
    expect(unconverted).toBe(checkConverted(datePlan, answer));
  });
});

describe('contract: raw responses against the declared schemas', () => {
  it('accepts what the spec declares and names the first field that breaks it', async () => {
    const schemas = new ResponseSchemas(JSON.parse((await generate('test/fixtures/specs/valid')).get('openapi.json')!) as Record<string, unknown>);
    expect(schemas.check('notes.getNote', 200, { note: { id: 'n-1', title: 'Hello', createdDate: '2024-05-01T10:00:00.000Z' } })).toBeNull();
    expect(schemas.check('notes.getNote', 200, { note: { id: 2 } })).toBe('/note/id must be string');
    expect(schemas.check('notes.getNote', 200, { note: { createdDate: 'yesterday' } })).toBe('/note/createdDate must match format "date-time"');
    // A response declared by $ref (components/responses) resolves its own refs.
    expect(schemas.check('notes.listNotebookNotes', 200, { notes: [{ id: 1 }] })).toBe('/notes/0/id must be string');
    expect(schemas.check('notes.getNote', 404, { message: 7 })).toBe('/message must be string');
    expect(schemas.check('notes.getNote', 500, { anything: true })).toBeNull();
  });

  it("checks a GET form's value against the content it declares, which Prism cannot look inside", async () => {
    const schemas = new ResponseSchemas(JSON.parse((await generate('test/fixtures/specs/valid')).get('openapi.json')!) as Record<string, unknown>);
    expect(schemas.checkGetForm('notes.queryNotes', '.r', encodeGetForm({ query: { filter: { title: 'Hello' } } }))).toBeNull();
    expect(schemas.checkGetForm('notes.queryNotes', '.r', encodeGetForm({ query: 'everything' }))).toBe('/query must be object');
    expect(schemas.checkGetForm('notes.queryNotes', '.r', 'not base64 json')).toMatch(/^is not base64url JSON/);
    // A call without a GET form has nothing to check.
    expect(schemas.checkGetForm('notes.getNote', '.r', 'x')).toBeNull();
  });
});

describe('contract: calling an example', () => {
  const queryNotes = queryNotesBuilder as unknown as Call<unknown[], unknown>;

  it('sends the example request by its parts and records the exchange, even a query call with no query', async () => {
    const received: { method?: string; url?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, body });
        res.writeHead(200, { 'content-type': 'application/json', 'sl-violations': '[]' }).end('{"notes":[]}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const example = { name: 'all', request: { path: {}, query: {}, header: {} } };
      const outcome = await callExample(
        { label: 'notes.notes.queryNotes (all)', service: 'notes', module: 'notes', name: 'queryNotes', call: queryNotes, example },
        { host },
      );
      expect(outcome.failure).toBeUndefined();
      expect(outcome.result).toEqual({ notes: [] });
      // No query and no options: a POST without a body, as the call sends it given nothing.
      expect(received).toEqual([{ method: 'POST', url: '/notes/v1/notes/query', body: '' }]);
      expect(outcome.exchanges).toEqual([
        {
          method: 'POST',
          url: `${host}/notes/v1/notes/query`,
          status: 200,
          contentType: 'application/json',
          headers: expect.arrayContaining([['sl-violations', '[]']]),
          body: '{"notes":[]}',
        },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('contract: judging one call', () => {
  // GitHub's downloads declare only a redirect; the mock answers it without a Location, so the call fails. (A bundle's
  // operationIds carry their service, as `siteapi generate` writes them.)
  const bundle = {
    openapi: '3.1.0',
    info: { title: 'Files', version: '1' },
    paths: {
      '/files/{id}/zip': { get: { operationId: 'files.downloadZip', responses: { '302': { description: 'Found' } } } },
      '/files/{id}': { get: { operationId: 'files.getFile', responses: { '200': { description: 'The file.' } } } },
    },
  };
  const schemas = new ResponseSchemas(bundle);
  const judge = (operationId: string, status: number, body = '') =>
    judgeExample(
      { call: { op: { operationId, service: { name: 'files' } } } } as unknown as ExampleCase,
      {
        exchanges: [{ method: 'GET', url: 'http://127.0.0.1/files/1', status, contentType: body ? 'application/json' : null, headers: [], body }],
        failure: new Error(`${status} Found — empty response body`),
      },
      schemas,
      mockRefusal,
    );

  it('passes a declared redirect of an operation that declares no success, and fails an undeclared one', async () => {
    expect(await judge('downloadZip', 302)).toBeNull();
    expect(await judge('getFile', 302)).toBe('Error: 302 Found — empty response body');
  });

  it("names the mock's refusal of a request before anything else", async () => {
    const refusal = JSON.stringify({
      message: 'INVALID_ARGUMENT',
      details: { validationError: { fieldViolations: [{ field: 'id', description: 'must be integer' }] } },
    });
    expect(await judge('getFile', 400, refusal)).toBe('the mock refused the request: id must be integer');
  });
});

describe('contract: streamed answers, item by item', () => {
  // A host that streams as the document says, but for one item of each stream (test/fixtures/streams-site).
  const STREAMS: Record<string, { type: string; body: string }> = {
    'POST /v1/chat/completions': {
      type: 'text/event-stream',
      body: 'data: {"id":"c-1","delta":"Hel"}\n\ndata: {"id":"c-1","delta":"lo"}\n\ndata: {"id":"c-1"}\n\ndata: [DONE]\n\n',
    },
    'GET /v1/jobs/events': {
      type: 'text/event-stream',
      body: 'event: started\ndata: {"job":"j-1","at":"2026-11-29T10:00:00Z"}\n\nevent: finished\r\ndata: {"job":"j-1"}\r\n\r\n',
    },
    'GET /v1/logs': {
      type: 'application/jsonl',
      body: '{"level":"info","message":"a","at":"2026-11-29T10:00:00Z"}\n{"level":"loud","message":"b","at":"2026-11-29T10:00:00Z"}\n',
    },
    'GET /v1/metrics': { type: 'application/x-ndjson', body: '{"name":"cpu","value":1}\n{"name":"mem","value":2}\n' },
    'GET /v1/audit': { type: 'application/json-seq', body: '\x1e{"name":"login","value":1}\n\x1e{"name":"logout"' },
  };

  it('checks each streamed item against its schema and names the first that breaks it', async () => {
    const server = createServer((req, res) => {
      req.resume();
      const stream = STREAMS[`${req.method} ${req.url?.split('?')[0]}`];
      if (stream) return void res.writeHead(200, { 'content-type': stream.type }).end(stream.body);
      if (req.method === 'QUERY') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const cwd = await mkdtemp(path.join(tmpdir(), 'contract-streams-'));
    try {
      await mkdir(path.join(cwd, 'node_modules', '@siteapi'), { recursive: true });
      await symlink(path.resolve('runtime'), path.join(cwd, 'node_modules', '@siteapi', 'runtime'), 'dir');
      const out = path.join(cwd, 'client');
      expect(await runCli(['generate', '--spec', 'test/fixtures/streams-site/openapi.yaml', '--out', out, '-q'])).toBe(0);
      const report = await runContract({ out, target: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      expect(report.operations.map((o) => [o.call, o.problem])).toEqual([
        ['chat.createChatCompletion', "response 200 item 3: / must have required property 'delta'"],
        ['ops.followLogs', 'response 200 item 2: /level must be equal to one of the allowed values ("info", "warn", "error")'],
        ['ops.purgeCache', undefined],
        ['ops.readAudit', 'response 200 item 2 is cut short: the body ended inside it'],
        ['ops.searchJobs', undefined],
        ['ops.streamMetrics', undefined],
        ['ops.watchJobs', "response 200 item 2: data / must have required property 'at'"],
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(cwd, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails a stream longer than the check reads, naming the limit, and goes on with the other calls', async () => {
    // Items that each pass, without end: the check stops reading at its limit instead of holding them all.
    const item = Buffer.from(`${'{"name":"cpu","value":1}\n'.repeat(2000)}`);
    const server = createServer((req, res) => {
      req.resume();
      if (req.method === 'GET' && req.url?.startsWith('/v1/metrics')) {
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        const more = () => {
          while (!res.destroyed && res.write(item));
        };
        res.on('drain', more);
        more();
        return;
      }
      if (req.method === 'QUERY') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const cwd = await mkdtemp(path.join(tmpdir(), 'contract-endless-'));
    try {
      await mkdir(path.join(cwd, 'node_modules', '@siteapi'), { recursive: true });
      await symlink(path.resolve('runtime'), path.join(cwd, 'node_modules', '@siteapi', 'runtime'), 'dir');
      const out = path.join(cwd, 'client');
      expect(await runCli(['generate', '--spec', 'test/fixtures/streams-site/openapi.yaml', '--out', out, '-q'])).toBe(0);
      const report = await runContract({
        out,
        target: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        maxAnswerBytes: 1024 * 1024,
      });
      expect(report.operations.find((o) => o.call === 'ops.streamMetrics')?.problem).toBe(
        'response 200 is longer than 1 MiB, the most of an answer the contract check reads (a stream that does not end, or an answer too large to check)',
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(cwd, { recursive: true, force: true });
    }
  }, 120_000);
});

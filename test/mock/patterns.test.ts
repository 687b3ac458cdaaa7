import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, type MockDocument } from '@siteapi/mock';
import { type MockServer, startMockServer } from '@siteapi/mock/node';

// A document's `pattern` that backtracks exponentially on JavaScript's own engine: 40 letters and a `!` would hold the
// single-threaded mock (or the page running the in-browser mock) for days. Patterns run on a linear-time engine, so
// such a value gets its 400 at once and the next request its normal answer.
const HOSTILE = '^([a-zA-Z0-9]+\\s?)*$';
const word = { type: 'string', pattern: HOSTILE };
const document = {
  openapi: '3.1.0',
  info: { title: 'Patterns', version: '1' },
  paths: {
    '/things/{name}': {
      parameters: [{ name: 'name', in: 'path', required: true, schema: word }],
      get: {
        operationId: 'getThing',
        parameters: [{ name: 'tag', in: 'query', schema: word }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: { ok: true } } } } },
      },
      post: {
        operationId: 'renameThing',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { title: word } } } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: { ok: true } } } } },
      },
    },
  },
} as unknown as MockDocument;

const crafted = `${'a'.repeat(40)}!`;
const requests: [string, (base: string) => Request][] = [
  ['a query value', (base) => new Request(`${base}/things/fine?tag=${encodeURIComponent(crafted)}`)],
  ['a path value', (base) => new Request(`${base}/things/${encodeURIComponent(crafted)}`)],
  [
    'a body field',
    (base) => new Request(`${base}/things/fine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: crafted }) }),
  ],
];

describe('patterns under a crafted value', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ document });
  });
  afterAll(() => mock.close());

  it.each(requests)('the HTTP mock refuses %s at once, then answers the next request', async (_, request) => {
    const started = performance.now();
    const refused = await fetch(request(mock.url));
    expect(refused.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(5_000);
    const next = await fetch(`${mock.url}/things/fine%20words?tag=ok`);
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ ok: true });
  });

  it.each(requests)('the msw handlers (the in-browser mock) refuse %s at once', async (_, request) => {
    const handlers = createHandlers(document, { origin: 'http://mock.test' });
    const started = performance.now();
    const refused = await getResponse(handlers, request('http://mock.test'));
    expect(refused?.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

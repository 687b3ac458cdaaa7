import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { createHandlers, type MockDocument } from '../../mock/index.ts';
import { mswRoute } from '../../mock/handlers.ts';

describe('mswRoute', () => {
  it('gives msw’s builder for each method a document can declare, in either case; TRACE, which msw lacks, matches any method', () => {
    expect(mswRoute('get')).toBe(http.get);
    expect(mswRoute('POST')).toBe(http.post);
    expect(mswRoute('HEAD')).toBe(http.head);
    expect(mswRoute('options')).toBe(http.options);
    expect(mswRoute('PATCH')).toBe(http.patch);
    expect(mswRoute('TRACE')).toBe(http.all);
    expect(mswRoute('trace')).toBe(http.all);
  });

  it("gives OpenAPI 3.2's query method and an additional operation's method a handler of that method", () => {
    const resolver = () => new Response();
    expect(mswRoute('query')('/a', resolver).info.method).toBe('QUERY');
    expect(mswRoute('PURGE')('/a', resolver).info.method).toBe('PURGE');
  });
});

// The msw handlers of a 3.2 document's bundle (test/fixtures/openapi-32), as an app's tests would use them.
const QUERYSTRING = {
  openapi: '3.2.0',
  info: { title: 'Q', version: '1' },
  servers: [{ url: 'https://q.example.test' }],
  paths: {
    '/notes': {
      get: {
        parameters: [
          {
            name: 'filter',
            in: 'querystring',
            content: {
              'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { limit: { type: 'integer' } }, additionalProperties: false } },
            },
          },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { examples: { one: { dataValue: [{ id: 'n-1' }] } } } } } },
      },
    },
  },
};

const server = setupServer();
beforeAll(async () => {
  const bundle = JSON.parse((await generate('test/fixtures/openapi-32/openapi.yaml')).get('openapi.json')!) as MockDocument;
  server.use(...createHandlers(bundle, { origin: 'https://api.example.test', catchAll: true }), ...createHandlers(QUERYSTRING));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('msw handlers of an OpenAPI 3.2 document', () => {
  it('answer the query method and an additional operation with their dataValue examples, and only those methods', async () => {
    const found = await fetch('https://api.example.test/v1/notes/search', {
      method: 'QUERY',
      headers: { 'content-type': 'application/json' },
      body: '{"text":"milk"}',
    });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { id: string }[]).map((n) => n.id)).toEqual(['n-1', 'n-2']);
    const purged = await fetch('https://api.example.test/v1/cache/notes', { method: 'PURGE' });
    expect(await purged.json()).toEqual({ key: 'notes', purgedAt: '2026-11-29T10:00:00Z' });
    expect((await fetch('https://api.example.test/v1/cache/notes')).status).toBe(404);
    expect((await fetch('https://api.example.test/v1/notes/search')).status).toBe(404);
  });

  it('refuse a QUERY body its schema refuses', async () => {
    const refused = await fetch('https://api.example.test/v1/notes/search', {
      method: 'QUERY',
      headers: { 'content-type': 'application/json' },
      body: '{"tags":"home"}',
    });
    expect(refused.status).toBe(400);
  });

  it("check a querystring parameter's whole query string against its form schema", async () => {
    expect((await fetch('https://q.example.test/notes?limit=2')).status).toBe(200);
    expect((await fetch('https://q.example.test/notes')).status).toBe(200);
    const refused = await fetch('https://q.example.test/notes?limit=two&other=1');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { details: { validationError: { fieldViolations: { field: string; description: string }[] } } };
    expect(body.details.validationError.fieldViolations.map((v) => `${v.field} ${v.description}`).sort()).toEqual([
      'filter must NOT have additional properties',
      'filter.limit must be integer',
    ]);
  });
});

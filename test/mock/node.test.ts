import http from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '@siteapi/mock/node';
import { send } from './raw-request.ts';
import { document } from './things-document.ts';

// The HTTP mock (`siteapi mock --engine msw`) over loopback, sent what a careless or hostile client sends.

/** The status of a request whose body is still being sent: the mock must answer without waiting for the rest. */
function statusWhileSending(url: string, target: string, headers: Record<string, string | number>, total: number): Promise<{ status: number; sent: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const request = http.request({ host: hostname, port, method: 'POST', path: target, headers, agent: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    // Writes after the answer may meet a closed connection.
    request.on('error', () => undefined);
    const timer = setTimeout(() => reject(new Error(`no answer after ${sent} bytes`)), 10_000);
    request.on('close', () => clearTimeout(timer));
    const pump = () => {
      while (sent < total && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ document, allowedHosts: ['mock.example.test', '.lan.test'] });
});
afterAll(() => mock.close());

describe('startMockServer under hostile requests', () => {
  it('keeps one answer per declared example, whatever Prefer names the client sends', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const buffers = () => {
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    await send(mock.url, 'GET', '/things/t1');
    const before = buffers();
    for (let i = 0; i < 300; i++) {
      const answer = await send(mock.url, 'GET', '/things/t1', { prefer: `example=unknown-${i}` });
      expect(answer.status).toBe(200);
    }
    // Before, each unknown name kept its own 512 KiB copy of the default answer: 150 MiB.
    expect(buffers() - before).toBeLessThan(32 * 1024 * 1024);
    expect(JSON.parse((await send(mock.url, 'GET', '/things/t1', { prefer: 'example=small' })).body)).toEqual({ id: 't1' });
  });

  it('refuses a body declared over 10 MiB with 413 before reading it', async () => {
    const answer = await statusWhileSending(mock.url, '/things', { 'content-type': 'application/json', 'content-length': 200 * 1024 * 1024 }, 1024 * 1024);
    expect(answer.status).toBe(413);
  });

  it('refuses a chunked body with 413 once it passes 10 MiB', async () => {
    const answer = await statusWhileSending(mock.url, '/things', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 12 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThanOrEqual(12 * 1024 * 1024);
    // The mock still answers.
    expect((await send(mock.url, 'GET', '/things/t1', { prefer: 'example=small' })).status).toBe(200);
  });

  it('answers a body to an unknown path 404 without reading it', async () => {
    const answer = await statusWhileSending(mock.url, '/nothing/here', { 'content-length': 5 * 1024 * 1024 }, 1024 * 1024);
    expect(answer.status).toBe(404);
  });

  const DEEP = `${'{"child":'.repeat(50_000)}{}${'}'.repeat(50_000)}`;
  const JSON_TYPE = { 'content-type': 'application/json' };
  it.each<[string, string, string, Record<string, string>, string | undefined, number, string]>([
    ['a 50,000-level nested JSON body', 'POST', '/things', JSON_TYPE, DEEP, 400, 'nests deeper than 256 levels'],
    [
      'a cookie with bad percent-encoding',
      'GET',
      '/things/t1',
      { cookie: 'session=%E0%A4%A' },
      undefined,
      400,
      "cookie parameter 'session' is not percent-encoded",
    ],
    ['GET // (no operation there)', 'GET', '//', {}, undefined, 404, 'NOT_FOUND: no operation at GET //'],
    ['Host: a b', 'GET', '/things/t1', { host: 'a b' }, undefined, 400, 'is not a host name'],
    // A declared range answers as its first status.
    ['Prefer: code=2XX where 2XX is declared', 'POST', '/things', { ...JSON_TYPE, prefer: 'code=2XX' }, '{}', 200, '{"made":true}'],
    ['Prefer: code=2XX where it is not', 'GET', '/things/t1', { prefer: 'code=2XX, example=small' }, undefined, 200, '{"id":"t1"}'],
    ['Prefer: code=default', 'GET', '/things/t1', { prefer: 'code=default, example=small' }, undefined, 200, '{"id":"t1"}'],
  ])('answers %s as a client mistake (or the declared answer), never 500 or a stack', async (_, method, target, headers, body, status, text) => {
    const answer = await send(mock.url, method, target, headers, body);
    expect([answer.status, answer.body]).toEqual([status, expect.stringContaining(text)]);
    expect(answer.body).not.toMatch(/\n\s+at /);
  });

  it('answers only Host names of loopback, IP addresses and the allowed names (DNS rebinding)', async () => {
    const { port } = mock;
    const rebound = await send(mock.url, 'GET', '/things/t1', { host: `rebind.attacker.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('t1');
    expect(rebound.body).toContain('--allow-host rebind.attacker.example');
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `app.localhost:${port}`,
      `mock.example.test:${port}`,
      `a.lan.test:${port}`,
    ]) {
      expect((await send(mock.url, 'GET', '/things/t1', { host, prefer: 'example=small' })).status, host).toBe(200);
    }
    expect((await send(mock.url, 'GET', '/things/t1', { host: `lan.test.attacker.example:${port}` })).status).toBe(403);
  });
});

// What OpenAPI says of a request, beyond its schema's keywords: a parameter's type behind a $ref, readOnly properties.
describe('startMockServer reads a document as OpenAPI does', () => {
  const shelf = {
    openapi: '3.1.0',
    info: { title: 'Shelf', version: '1.0.0' },
    paths: {
      '/items/{itemId}': {
        get: {
          operationId: 'getItem',
          parameters: [{ name: 'itemId', in: 'path', required: true, schema: { $ref: '#/components/schemas/ItemNumber' } }],
          responses: { '200': { description: 'The item, no example.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
        put: {
          operationId: 'putItem',
          parameters: [{ name: 'itemId', in: 'path', required: true, schema: { $ref: '#/components/schemas/ItemNumber' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
          responses: { '200': { description: 'The item.', content: { 'application/json': { example: { id: 3, name: 'Lamp' } } } } },
        },
      },
    },
    components: {
      schemas: {
        ItemNumber: { type: 'integer', minimum: 1 },
        Item: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', example: 'Lamp' }, secret: { type: 'string', writeOnly: true } },
        },
      },
    },
  };
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ document: shelf });
  });
  afterAll(() => server.close());
  const put = (target: string, body: unknown) => send(server.url, 'PUT', target, { 'content-type': 'application/json' }, JSON.stringify(body));

  it("types a path parameter by its schema's $ref target, and leaves a required readOnly property out of the request", async () => {
    expect((await put('/items/3', { name: 'Lamp' })).status).toBe(200);
    const refused = await put('/items/0', {});
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['itemId', 'name']);
  });

  it('answers a response without an example with a value made from its schema (its examples; no writeOnly property)', async () => {
    const answer = await send(server.url, 'GET', '/items/3');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ id: 0, name: 'Lamp' });
  });
});

describe('startMockServer answers a browser every method the document declares', () => {
  const ok = (value: object) => ({ '200': { description: 'ok', content: { 'application/json': { example: value } } } });
  const methods = {
    openapi: '3.2.0',
    info: { title: 'Cache', version: '1' },
    paths: {
      '/notes': {
        query: { operationId: 'findNotes', responses: ok({ found: 1 }) },
        options: { operationId: 'noteOptions', responses: ok({ allow: 'QUERY' }) },
      },
      '/cache': { additionalOperations: { PURGE: { operationId: 'purge', responses: ok({ purged: true }) } } },
    },
  };
  const page = 'http://127.0.0.1:5173';
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ document: methods, allowOrigin: (origin) => origin === page });
  });
  afterAll(() => server.close());

  /** The CORS preflight a browser sends before a QUERY or PURGE request, and the methods it is told it may send. */
  const allowed = async (target: string, method: string) => {
    const answer = await fetch(`${server.url}${target}`, { method: 'OPTIONS', headers: { origin: page, 'access-control-request-method': method } });
    expect(answer.status).toBe(204);
    return (answer.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
  };

  it('allows a QUERY and an additionalOperations method (OpenAPI 3.2) in a preflight, then answers them', async () => {
    expect(await allowed('/notes', 'QUERY')).toContain('QUERY');
    expect(await allowed('/cache', 'PURGE')).toContain('PURGE');
    const query = await fetch(`${server.url}/notes`, { method: 'QUERY', headers: { origin: page } });
    expect([query.status, query.headers.get('access-control-allow-origin'), await query.json()]).toEqual([200, page, { found: 1 }]);
    const purge = await fetch(`${server.url}/cache`, { method: 'PURGE', headers: { origin: page } });
    expect([purge.status, await purge.json()]).toEqual([200, { purged: true }]);
  });

  it('answers an OPTIONS request that is no preflight from its operation', async () => {
    const answer = await send(server.url, 'OPTIONS', '/notes');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { allow: 'QUERY' }]);
  });
});

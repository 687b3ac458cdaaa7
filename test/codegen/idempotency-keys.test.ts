import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '@siteapi/runtime';
import { generate } from '../../codegen/generate.ts';

// A plain document whose writes declare an Idempotency-Key header, generated and called on loopback: one key per
// call, the same in every attempt, and the retry rules (Retry-After, retry-after-ms, x-should-retry) as for any call.
const created = { '201': { description: 'created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } };
const body = { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } };
const DOC = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  servers: [{ url: 'http://shop.invalid/v1' }],
  components: {
    schemas: { Order: { type: 'object', properties: { id: { type: 'string' }, createdAt: { type: 'string', format: 'date-time' } } } },
  },
  paths: {
    '/orders': {
      get: { operationId: 'listOrders', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } } },
      post: {
        operationId: 'createOrder',
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: body,
        responses: created,
      },
    },
    '/charges': {
      post: {
        operationId: 'createCharge',
        parameters: [{ name: 'idempotency-key', in: 'header', schema: { type: 'string' } }],
        requestBody: body,
        responses: created,
      },
    },
    '/notes': { post: { operationId: 'createNote', requestBody: body, responses: created } },
  },
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  at: number;
}
let script: { status: number; headers?: Record<string, string> }[] = [];
const seen: Seen[] = [];
const server = createServer((req, res) => {
  seen.push({ method: req.method!, url: req.url!, headers: req.headers, at: performance.now() });
  req.resume();
  const next = script.shift() ?? { status: req.method === 'POST' ? 201 : 200 };
  res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers }).end(JSON.stringify({ id: 'o1', createdAt: '2026-01-02T03:04:05.000Z' }));
});

const dir = path.resolve('node_modules/.cache/siteapi-idempotency-keys');
type Api = Record<string, (...args: unknown[]) => Promise<any>>;
let shop: { api: Api & { createOrder: { op: { idempotencyKey?: string } } } };
let emitted = '';
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'shop.json'), JSON.stringify(DOC));
  for (const [p, text] of await generate(path.join(dir, 'shop.json'), { runtimeImport: '@siteapi/runtime' })) {
    await mkdir(path.dirname(path.join(dir, 'out', p)), { recursive: true });
    await writeFile(path.join(dir, 'out', p), text);
    if (p.endsWith('api.ts')) emitted = text;
  }
  shop = await import(path.join(dir, 'out', 'shop', 'index.ts'));
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  seen.length = 0;
  script = [];
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fast = { baseDelayMs: 1, maxDelayMs: 5 };
const client = () => createClient({ modules: { api: shop.api }, host, retry: fast }) as unknown as { api: Api };
const keysSent = (name = 'idempotency-key') => seen.map((s) => s.headers[name]);

describe('Idempotency-Key declared by a plain document', () => {
  it('is carried by the declaration, and the caller need not pass it even where the document requires it', () => {
    expect(shop.api.createOrder.op.idempotencyKey).toBe('Idempotency-Key');
    expect(emitted).toContain("idempotencyKey: 'Idempotency-Key',");
    expect(emitted).toContain('sends a new `Idempotency-Key` with each call, the same in every attempt (retried like a GET)');
    // The options argument that carries the header is optional.
    expect(emitted).toMatch(/createOrder: Call<\[\w+: Order, options\?: CreateOrderOptions, init\?: CallInit\]/);
    expect(emitted).toContain("  'Idempotency-Key'?: string;");
    // The key's placement is a feature of these calls alone, so bundles of other calls do not carry it; the header
    // the caller may give is a header parameter, placed by its own feature.
    expect(emitted).toContain('headerParams: placeHeaderParams, idempotencyKey: placeIdempotencyKey');
  });

  it('sends one new key per call, the same in every attempt of that call', async () => {
    script = [{ status: 503 }, { status: 429 }];
    const order = await client().api.createOrder({ id: 'x' });
    expect(order.createdAt).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    const [first, ...retries] = keysSent();
    expect(first).toMatch(UUID);
    expect(retries).toEqual([first, first]);
    await client().api.createOrder({ id: 'y' });
    expect(keysSent()[3]).toMatch(UUID);
    expect(keysSent()[3]).not.toBe(first);
  });

  it('a key the caller gives wins, as the argument or in init.headers in any case', async () => {
    script = [{ status: 502 }];
    await client().api.createOrder({ id: 'x' }, { 'Idempotency-Key': 'mine-1' });
    await client().api.createOrder({ id: 'x' }, {}, { headers: { 'IDEMPOTENCY-KEY': 'mine-2' } });
    await client().api.createCharge({ id: 'x' }, {}, { headers: { 'Idempotency-Key': 'mine-3' } });
    expect(keysSent()).toEqual(['mine-1', 'mine-1', 'mine-2', 'mine-3']);
  });

  it('under the name the document spells, and not on a call that does not declare it (sent once)', async () => {
    await client().api.createCharge({ id: 'x' });
    expect(keysSent()[0]).toMatch(UUID);
    expect(Object.keys(seen[0]!.headers).filter((h) => h === 'idempotency-key')).toHaveLength(1);
    script = [{ status: 503, headers: { 'x-should-retry': 'true' } }];
    await expect(client().api.createNote({ id: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(seen.slice(1).map((s) => [s.url, s.headers['idempotency-key']])).toEqual([['/v1/notes', undefined]]);
  });
});

describe('retries of a plain document honour the server', () => {
  it('retry-after-ms over Retry-After, for a keyed POST and a GET alike', async () => {
    script = [{ status: 503, headers: { 'retry-after-ms': '150', 'retry-after': '0' } }];
    await client().api.createOrder({ id: 'x' });
    script = [{ status: 429, headers: { 'retry-after': '1' } }];
    await client().api.listOrders();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /v1/orders', 'POST /v1/orders', 'GET /v1/orders', 'GET /v1/orders']);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(145);
    expect(seen[3]!.at - seen[2]!.at).toBeGreaterThanOrEqual(995);
  });

  it('x-should-retry: true retries a keyed POST even after a 400; false stops it after a 503', async () => {
    script = [{ status: 400, headers: { 'x-should-retry': 'true' } }];
    await client().api.createOrder({ id: 'x' });
    expect(seen).toHaveLength(2);
    script = [{ status: 503, headers: { 'x-should-retry': 'false' } }];
    const error = await client()
      .api.createOrder({ id: 'x' })
      .catch((e: unknown) => e);
    expect([error instanceof ApiError, (error as ApiError).status, seen.length]).toEqual([true, 503, 3]);
  });

  it('a hint longer than maxRetryAfterMs ends the retries; a short one is waited for', async () => {
    script = [{ status: 503, headers: { 'retry-after': '120' } }];
    await expect(client().api.createOrder({ id: 'x' })).rejects.toBeInstanceOf(ApiError);
    script = [{ status: 503, headers: { 'retry-after': '0' } }];
    await client().api.createOrder({ id: 'x' });
    expect(keysSent()).toHaveLength(3);
    expect(keysSent()[2]).toBe(keysSent()[1]);
  });
});

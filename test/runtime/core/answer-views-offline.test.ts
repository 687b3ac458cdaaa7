import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// withResponse() and asResponse() are a chunk of their own (answer-views.ts), loaded with the first call that asks. In a
// browser that lost the network before it loaded, the import fails: a call that succeeded rejects with a
// ConnectionError naming the method, a failed call with its own error (never an unhandled rejection meanwhile), and the
// next use loads again.
describe('withResponse() and asResponse() whose code cannot load', () => {
  let host = '';
  const server = http.createServer((req, res) => {
    if (req.url?.endsWith('/n1')) res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r1' }).end('{"note":{"id":"n1"}}');
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no such note"}');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    vi.doUnmock('../../../runtime/answer-views.ts');
    vi.resetModules();
  });

  it('rejects a call that succeeded with a ConnectionError naming the method, a failed one with its own error', async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('../../../runtime/answer-views.ts', () => {
      loads++;
      throw new Error('chunk could not load');
    });
    const { ApiError, ConnectionError, createClient } = await import('../../../runtime/index.ts');
    const { notes } = await import('./fixtures.ts');
    const client = createClient({ modules: { notes }, host, retry: false });

    const withResponse = await client.notes
      .getNote('n1')
      .withResponse()
      .catch((e: unknown) => e);
    expect(withResponse).toBeInstanceOf(ConnectionError);
    expect((withResponse as Error).message).toMatch(/^withResponse\(\): its code could not load: /);
    expect((withResponse as Error).cause).toBeInstanceOf(Error);
    const asResponse = await client.notes
      .getNote('n1')
      .asResponse()
      .catch((e: unknown) => e);
    expect(asResponse).toBeInstanceOf(ConnectionError);
    expect((asResponse as Error).message).toMatch(/^asResponse\(\): its code could not load/);

    const failed = await client.notes
      .getNote('n2')
      .asResponse()
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as InstanceType<typeof ApiError>).status).toBe(404);
    expect(loads).toBeGreaterThanOrEqual(2);
  });

  it('gives the answer once its code loads', async () => {
    const { createClient } = await import('../../../runtime/index.ts');
    const { notes } = await import('./fixtures.ts');
    const client = createClient({ modules: { notes }, host });
    const { data, requestId, response } = await client.notes.getNote('n1').withResponse();
    expect([data, requestId, response.status]).toEqual([{ note: { id: 'n1' } }, 'r1', 200]);
    const raw = await client.notes.getNote('n1').asResponse();
    expect([raw.status, raw.url, await raw.text()]).toEqual([200, `${host}/notes/v1/notes/n1`, '{"note":{"id":"n1"}}']);
  });
});

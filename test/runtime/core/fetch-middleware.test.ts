import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import createOpenApiClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteapiMiddleware } from '../../../runtime/index.ts';
import { defineCall, type ServiceInfo } from '../../../runtime/generated.ts';

// siteapiMiddleware with answers it must leave to openapi-fetch: a stream, read by the caller as it arrives.

const service: ServiceInfo = { name: 'feed', title: 'Feed', prefix: '', host: 'feed.invalid' };
// Answers JSON (converted by the middleware) or NDJSON lines (the caller's to read).
const lines = defineCall(service, {
  module: 'feed',
  operationId: 'lines',
  method: 'GET',
  path: '/lines',
  args: [],
  responsePlan: { at: 'date' },
  stream: { mediaType: 'application/x-ndjson', plan: { at: 'date' } },
});
const body = '{"at":"2026-11-29T00:00:00Z"}\n{"at":"2026-11-29T00:00:01Z"}\n';

const server = createServer((req, res) => {
  if (req.headers.accept === 'application/x-ndjson') {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    return void res.end(body);
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"at":"2026-11-29T00:00:00Z"}');
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe('siteapiMiddleware', () => {
  const api = () => createOpenApiClient<any>({ baseUrl: 'https://feed.invalid' });

  it('leaves a streamed answer (NDJSON, whose type names json) unread, for parseAs: stream', async () => {
    const client = api();
    client.use(siteapiMiddleware({ modules: { feed: { lines } }, host: origin }));
    const { data, response } = await client.GET('/lines', { headers: { accept: 'application/x-ndjson' }, parseAs: 'stream' });
    expect(response.status).toBe(200);
    expect(await new Response(data as ReadableStream).text()).toBe(body);
  });

  it('still converts the JSON answer of the same call', async () => {
    const client = api();
    client.use(siteapiMiddleware({ modules: { feed: { lines } }, host: origin }));
    const { data } = await client.GET('/lines', {});
    expect(data).toEqual({ at: new Date('2026-11-29T00:00:00Z') });
  });
});

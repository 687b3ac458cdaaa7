import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import createOpenApiClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArgumentError, ResponseError, siteapiMiddleware } from '../../../runtime/index.ts';
import { defineCall, type ServiceInfo } from '../../../runtime/generated.ts';

// siteapiMiddleware with answers it must leave to openapi-fetch (a stream, read by the caller as it arrives) and
// answers it reads: bounded by maxAnswerBytes as the client's calls are (an endless body), checked as JSON.

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

const chunk = Buffer.alloc(64 * 1024, ' ');
/** Whether the server saw the endless answer's socket closed. */
let endlessClosed = false;

const server = createServer((req, res) => {
  if (req.url === '/lines' && req.headers['x-answer'] === 'endless') {
    // A JSON answer without end: '[' then spaces, as fast as the socket takes them, until it is closed.
    endlessClosed = false;
    req.socket.on('close', () => (endlessClosed = true));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    const pour = (): void => {
      while (!res.destroyed) if (!res.write(chunk)) return void res.once('drain', pour);
    };
    return pour();
  }
  if (req.headers['x-answer'] === 'none') {
    // No content, yet typed as JSON (as some servers do).
    res.writeHead(204, { 'content-type': 'application/json' });
    return void res.end();
  }
  if (req.headers['x-answer'] === 'html') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end('<html>a proxy page</html>');
  }
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

  it('fails an endless answer past maxAnswerBytes with the ResponseError of the client, and closes its connection', async () => {
    const client = api();
    client.use(siteapiMiddleware({ modules: { feed: { lines } }, host: origin, maxAnswerBytes: 1024 * 1024 }));
    const error = await client.GET('/lines', { headers: { 'x-answer': 'endless' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as Error).message).toBe(
      'feed.lines: the 200 response is longer than 1048576 bytes, the most the client reads of an answer (raise its maxAnswerBytes option, Infinity for no limit)',
    );
    const until = performance.now() + 2000;
    while (!endlessClosed && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(endlessClosed).toBe(true);
  });

  it('bounds an endless answer by default (64 MiB)', async () => {
    const client = api();
    client.use(siteapiMiddleware({ modules: { feed: { lines } }, host: origin }));
    const error = await client.GET('/lines', { headers: { 'x-answer': 'endless' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as Error).message).toMatch(/^feed\.lines: the 200 response is longer than 67108864 bytes/);
  }, 20_000);

  it.each([
    [Number.NaN, 'NaN'],
    [-1, '-1'],
    ['64', "'64'"],
  ])('maxAnswerBytes %s is an ArgumentError naming the option', (bad, shown) => {
    expect(() => siteapiMiddleware({ modules: { feed: { lines } }, maxAnswerBytes: bad as number })).toThrow(
      new ArgumentError(`siteapiMiddleware: its maxAnswerBytes must be a number of bytes, 0 or more (Infinity for no limit); got ${shown}`, 'maxAnswerBytes'),
    );
  });

  it('fails a JSON answer that is not JSON with a ResponseError, not a SyntaxError', async () => {
    const client = api();
    client.use(siteapiMiddleware({ modules: { feed: { lines } }, host: origin }));
    const error = await client.GET('/lines', { headers: { 'x-answer': 'html' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as Error).message).toBe('feed.lines: the 200 response is not JSON: <html>a proxy page</html>');
  });

  it('passes on a 204 typed as JSON as an answer without content', async () => {
    const client = api();
    client.use(siteapiMiddleware({ modules: { feed: { lines } }, host: origin }));
    const { data, error, response } = await client.GET('/lines', { headers: { 'x-answer': 'none' } });
    expect(response.status).toBe(204);
    expect(data).toBeUndefined();
    expect(error).toBeUndefined();
  });
});

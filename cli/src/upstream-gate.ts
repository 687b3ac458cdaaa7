// Between Prism's validating proxy and a live host: Prism forwards with node-fetch, which follows a redirect to any
// host and sends every header on but `Authorization` and `Cookie` (to another port of the same host name, those too):
// a contract check's `--header 'X-Api-Key: …'` would reach whatever host the live one names. Prism proxies to this
// gate on loopback instead, and the gate sends each request to the live host with redirects followed by the runtime's
// rule (runtime/README.md "Redirects": no header but `accept`, and no body, once off the live host's origin).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { isBodilessMethod } from '@siteapi/document';
import { followRedirects, isRedirectStatus } from '@siteapi/runtime/generated';

export interface UpstreamGate {
  /** Where Prism proxies to: this gate, with the live host's base path. */
  url: string;
  close(): Promise<void>;
}

/** Prism's own limit for a request body (10 MiB); a longer one is refused unread. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Headers fetch sets itself or refuses, and Prism's `accept-encoding: *` (fetch asks for what it can decode). */
const DROPPED_REQUEST = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding', 'upgrade', 'expect']);
/** fetch has decoded the body and may have read it in chunks: its length and encoding are no longer the answer's. */
const DROPPED_ANSWER = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export async function startUpstreamGate(upstream: string): Promise<UpstreamGate> {
  const live = new URL(upstream);
  const server = http.createServer((request, response) => {
    void forward(live, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The live host ${live.origin} was not reached: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${live.pathname === '/' ? '' : live.pathname.replace(/\/$/, '')}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function forward(live: URL, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const body = await readBody(request);
  if (body === 'too long') {
    response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Request body over 10 MiB\n');
    return;
  }
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.headers))
    if (value !== undefined && !DROPPED_REQUEST.has(key)) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', live.origin).href;
  const sent = body.byteLength > 0 && !isBodilessMethod(method) ? new Uint8Array(body) : undefined;
  const hop = (to: string, verb: string, withHeaders: Record<string, string>, withBody: BodyInit | undefined) =>
    fetch(to, { method: verb, headers: withHeaders, body: withBody, redirect: 'manual' });
  let answer = await hop(url, method, headers, sent);
  if (isRedirectStatus(answer.status)) {
    try {
      answer = (await followRedirects(`${method} ${url}`, { method, url, headers, body: sent }, answer, hop)).response;
    } catch (error) {
      // A redirect the rule refuses (a body to another origin, a loop): the contract check reports it as the answer.
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`${(error as Error).message}\n`);
      return;
    }
  }
  const out: Record<string, string | string[]> = {};
  answer.headers.forEach((value, key) => {
    if (!DROPPED_ANSWER.has(key)) out[key] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  response.writeHead(answer.status, answer.statusText, out);
  if (!answer.body) return void response.end();
  Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(response);
}

function readBody(request: http.IncomingMessage): Promise<Buffer | 'too long'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the answer can still be sent.
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too long' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

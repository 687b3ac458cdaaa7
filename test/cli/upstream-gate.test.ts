import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrismServer, startPrism } from '../../cli/src/prism.ts';

// `siteapi contract --target <live host> --header 'X-Api-Key: …'`: Prism's validating proxy in front of a live host
// on loopback that redirects to a second origin (another port). The second origin must receive no header of the
// check's but `accept`, and no body: Prism's own forwarding (node-fetch) sent every header but Authorization there.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

function recorder(route: (req: IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      route(req, res);
    });
  });
  return { server, seen };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const json = (res: import('node:http').ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let liveUrl = '';
let otherUrl = '';
const other = recorder((_req, res) => json(res, { at: 'other' }));
const live = recorder((req, res) => {
  if (req.url === '/api/things') return res.writeHead(307, { location: `${otherUrl}/collect` }).end();
  if (req.url === '/api/same') return res.writeHead(302, { location: '/api/final' }).end();
  if (req.url === '/api/final') return json(res, { at: 'live', key: req.headers['x-api-key'] ?? null });
  if (req.url === '/api/submit') return res.writeHead(307, { location: `${otherUrl}/collect` }).end();
  res.writeHead(404).end();
});

const answer = { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } };
const document = {
  openapi: '3.0.3',
  info: { title: 'Redirecting host', version: '1.0.0' },
  servers: [{ url: 'https://live.example.test/api' }],
  paths: {
    '/things': { get: { operationId: 'getThings', responses: { '200': answer } } },
    '/same': { get: { operationId: 'getSame', responses: { '200': answer } } },
    '/submit': {
      post: {
        operationId: 'submit',
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': answer },
      },
    },
  },
};

let folder = '';
let prism: PrismServer | undefined;
beforeAll(async () => {
  liveUrl = await listen(live.server);
  otherUrl = await listen(other.server);
  folder = await mkdtemp(path.join(tmpdir(), 'upstream-gate-'));
  const spec = path.join(folder, 'openapi.json');
  await writeFile(spec, JSON.stringify(document));
  prism = await startPrism({ document: spec, upstream: `${liveUrl}/api`, timeoutMs: 60_000 });
}, 90_000);
afterAll(async () => {
  await prism?.stop();
  live.server.close();
  other.server.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const credentials = { 'x-api-key': 'live-key', authorization: 'Bearer live-token', cookie: 'session=s1', accept: 'application/json' };

describe("Prism's proxy in front of a live host that redirects", () => {
  it('a redirect to another origin is followed with no credential: only accept reaches it', async () => {
    other.seen.length = 0;
    const response = await fetch(`${prism!.url}/things`, { headers: credentials });
    expect(await response.json()).toEqual({ at: 'other' });
    expect(other.seen).toHaveLength(1);
    const { headers } = other.seen[0]!;
    expect([headers['x-api-key'], headers.authorization, headers.cookie]).toEqual([undefined, undefined, undefined]);
    expect(headers.accept).toBe('application/json');
  });

  it('a redirect on the live origin keeps the credentials, as a call of the runtime does', async () => {
    const response = await fetch(`${prism!.url}/same`, { headers: credentials });
    expect(await response.json()).toEqual({ at: 'live', key: 'live-key' });
  });

  it('a body is never sent to another origin: the 307 of a POST is refused, the answer says why', async () => {
    other.seen.length = 0;
    const response = await fetch(`${prism!.url}/submit`, {
      method: 'POST',
      headers: { ...credentials, 'content-type': 'application/json' },
      body: JSON.stringify({ secret: 'card' }),
    });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain(`redirects a POST with its body to ${otherUrl} (307); not followed, so the body stays with ${liveUrl}`);
    expect(other.seen).toEqual([]);
  });
});

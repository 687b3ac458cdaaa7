// The HTTP mocks' CORS, one answer for both: the msw engine's server (`startMockServer`) and the gate in front of
// Prism answer an allowed page's preflight alike, over loopback, and let it send what it asks for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorsGate, originAllowed, startCorsGate } from '../../cli/src/cors-gate.ts';
import { type MockServer, startMockServer } from '@siteapi/mock/node';

const PAGE = 'http://127.0.0.1:5173';
const document = {
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  paths: {
    '/notes': {
      post: {
        operationId: 'createNote',
        responses: { '200': { description: 'ok', content: { 'application/json': { example: { id: 'n1' } } } } },
      },
    },
  },
};

let upstream: http.Server;
let gate: CorsGate;
let mock: MockServer;
beforeAll(async () => {
  // A stand-in for Prism behind the gate: it answers every request.
  upstream = http.createServer((_, response) => response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r1' }).end('{"id":"n1"}'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gate = await startCorsGate({ target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, host: '127.0.0.1', port: 0 });
  mock = await startMockServer({ document, host: '127.0.0.1', validate: false, allowOrigin: (origin) => originAllowed(origin, []) });
});
afterAll(async () => {
  await Promise.all([gate.close(), mock.close()]);
  await new Promise((resolve) => upstream.close(resolve));
});

/** A page's preflight before a signed JSON POST, and the CORS headers of the answer. */
async function preflight(url: string): Promise<{ status: number; cors: Record<string, string> }> {
  const answer = await fetch(`${url}/notes`, {
    method: 'OPTIONS',
    headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });
  const cors = Object.fromEntries([...answer.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'));
  return { status: answer.status, cors };
}

describe('CORS of the HTTP mocks', () => {
  it("answers a page's preflight with the method and headers it asks for (Authorization is never covered by a wildcard)", async () => {
    const [fromMock, fromGate] = [await preflight(mock.url), await preflight(gate.url)];
    expect(fromMock).toEqual({
      status: 204,
      cors: {
        'access-control-allow-origin': PAGE,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      },
    });
    expect(fromGate).toEqual(fromMock);
  });

  it('lets the page read every header of an answer, and no CORS header goes to a request without an Origin', async () => {
    for (const url of [mock.url, gate.url]) {
      const answer = await fetch(`${url}/notes`, { method: 'POST', headers: { origin: PAGE } });
      expect(answer.headers.get('access-control-allow-origin'), url).toBe(PAGE);
      const exposed = (answer.headers.get('access-control-expose-headers') ?? '').split(/,\s*/);
      expect(exposed, url).toContain('content-type');
      const bare = await fetch(`${url}/notes`, { method: 'POST' });
      expect(
        [...bare.headers.keys()].filter((name) => name.startsWith('access-control-')),
        url,
      ).toEqual([]);
    }
  });
});

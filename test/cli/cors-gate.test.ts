import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorsGate, startCorsGate } from '../../cli/src/cors-gate.ts';
import { send } from '../mock/raw-request.ts';

// The gate in front of Prism, over loopback, with a stand-in for Prism behind it that answers every request.
let upstream: http.Server;
let gate: CorsGate;
let named: CorsGate;
beforeAll(async () => {
  upstream = http.createServer((_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"mocked"}'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gate = await startCorsGate({ target, host: '127.0.0.1', port: 0 });
  named = await startCorsGate({ target, host: '127.0.0.1', port: 0, allowedHosts: ['mock.example.test', '.lan.test'] });
});
afterAll(async () => {
  await Promise.all([gate.close(), named.close()]);
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the gate in front of Prism', () => {
  it('refuses a request whose Host is a rebound name, though it carries no Origin (DNS rebinding)', async () => {
    const rebound = await send(gate.url, 'GET', '/things', { host: `rebind.attacker.example:${gate.port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('mocked');
    expect(rebound.body).toContain('--allow-host rebind.attacker.example');
  });

  it('passes loopback names, IP addresses and the allowed names on', async () => {
    for (const host of [`127.0.0.1:${gate.port}`, `localhost:${gate.port}`, `[::1]:${gate.port}`, `app.localhost:${gate.port}`]) {
      expect(await send(gate.url, 'GET', '/things', { host }), host).toEqual({ status: 200, body: '{"secret":"mocked"}' });
    }
    for (const host of ['mock.example.test', `mock.example.test:${named.port}`, `a.lan.test:${named.port}`, 'lan.test']) {
      expect((await send(named.url, 'GET', '/things', { host })).status, host).toBe(200);
    }
    expect((await send(named.url, 'GET', '/things', { host: 'evil-mock.example.test' })).status).toBe(403);
  });

  it('answers a Host that is no host name 400', async () => {
    const answer = await send(gate.url, 'GET', '/things', { host: 'a b' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('is not a host name');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, useExplorer } from './harness.ts';

// The auth panel's client credentials flow in Chromium, against a token URL on loopback that answers 307 to a second
// origin (another port), both with CORS open as an API a page calls would have it. Chromium's own following would
// send the token request on; the explorer sends it with redirect: 'manual' and says in the panel that it redirected.
useExplorer();

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
const received: { origin: string; method: string; url: string; body: string }[] = [];

function recorder(name: string, route: (req: IncomingMessage, res: import('node:http').ServerResponse) => void): Server {
  return createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ origin: name, method: req.method!, url: req.url!, body });
      if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
      route(req, res);
    });
  });
}

let tokenOrigin = '';
let otherOrigin = '';
const other = recorder('other', (_req, res) => res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end('{"access_token":"stolen"}'));
const token = recorder('token', (_req, res) => res.writeHead(307, { ...CORS, location: `${otherOrigin}/collect` }).end());
const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

let child: ChildProcess | undefined;
let folder = '';
let explorerUrl = '';
beforeAll(async () => {
  tokenOrigin = await listen(token);
  otherOrigin = await listen(other);
  const document = {
    openapi: '3.1.0',
    info: { title: 'Token redirect', version: '1.0.0' },
    servers: [{ url: tokenOrigin }],
    paths: {
      '/things': {
        get: {
          operationId: 'getThings',
          security: [{ OAuth2: [] }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: { ok: true } } } } },
        },
      },
    },
    components: {
      securitySchemes: { OAuth2: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: `${tokenOrigin}/oauth/token`, scopes: {} } } } },
    },
  };
  folder = await mkdtemp(path.join(tmpdir(), 'token-redirect-'));
  const spec = path.join(folder, 'token-redirect.json');
  await writeFile(spec, JSON.stringify(document));
  child = spawn(process.execPath, ['--conditions=@siteapi/source', '--import', 'tsx', 'scripts/start.ts', '--spec', spec], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for await (const line of createInterface({ input: child.stdout! })) {
    output += `${line}\n`;
    explorerUrl ||= /Explorer:\s+(\S+)/.exec(line)?.[1] ?? '';
    if (explorerUrl) break;
  }
  if (!explorerUrl) throw new Error(`npm start -- --spec did not start:\n${output}`);
}, 180_000);
afterAll(async () => {
  child?.kill('SIGINT');
  token.close();
  other.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a token URL that redirects', () => {
  it('the client credentials request is not followed to the other origin, and the panel says the token endpoint redirected', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${explorerUrl}?mock=in-browser&op=${encodeURIComponent('token-redirect.getThings')}`);
      await page.getByRole('navigation', { name: 'Operations' }).waitFor({ timeout: 90_000 });
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      const flow = panel.getByTestId('flow-token-redirect.OAuth2-clientCredentials');
      await flow.waitFor({ timeout: 60_000 });
      await flow.getByLabel('Client id').fill('app');
      await flow.getByLabel('Client secret').fill('s3cret');
      await flow.getByRole('button', { name: 'Get a token' }).click();
      // The panel's word on the flow, whichever it is (an alert, or the status of a token got).
      const said = panel.getByTestId('scheme-token-redirect.OAuth2').locator('[role="alert"], [role="status"]');
      await said.waitFor({ timeout: 30_000 });
      expect(received.filter((r) => r.origin === 'token' && r.method === 'POST').map((r) => r.url)).toEqual(['/oauth/token']);
      expect(received.filter((r) => r.origin === 'other').map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([]);
      expect(await said.getAttribute('role')).toBe('alert');
      expect(await said.textContent()).toContain(`The token endpoint ${tokenOrigin} answered with a redirect`);
    } finally {
      await context.close();
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, sendAndWait, useExplorer } from './harness.ts';

// `npm start -- --spec <document> --engine prism`: the explorer and a Prism mock on an outside
// document, its clients generated first (the default engine, msw, is the hostile-document test's). Opened in Chromium, an operation of that document is sent to its mock.
useExplorer();

let child: ChildProcess | undefined;
let explorerUrl = '';
let mockUrl = '';
const order: string[] = [];
beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      '--conditions=@siteapi/source',
      '--import',
      'tsx',
      'scripts/start.ts',
      '--spec',
      'node_modules/@readme/oas-examples/3.1/yaml/train-travel.yaml',
      '--engine',
      'prism',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for await (const line of createInterface({ input: child.stdout! })) {
    output += `${line}\n`;
    const ready = /Mock \(Prism\):\s+(\S+)\s+ready/.exec(line)?.[1];
    const explorer = /Explorer:\s+(\S+)/.exec(line)?.[1];
    if (ready) order.push('prism ready');
    if (explorer) order.push('explorer');
    mockUrl ||= ready ?? '';
    explorerUrl ||= explorer ?? '';
    if (mockUrl && explorerUrl) break;
  }
  if (!explorerUrl) throw new Error(`npm start -- --spec did not start:\n${output}`);
}, 180_000);
afterAll(() => {
  child?.kill('SIGINT');
});

describe('the explorer on an outside document', () => {
  it('is up before Prism is ready (its in-browser mock answers meanwhile)', () => {
    expect(order).toEqual(['explorer', 'prism ready']);
  });

  it("answers from the dev server's in-browser mock, on the outside document", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${explorerUrl}?mock=in-browser&op=${encodeURIComponent('train-travel-api.getStations')}`);
      await page.getByRole('navigation', { name: 'Operations' }).waitFor({ timeout: 90_000 });
      expect(await sendAndWait(page)).toContain('200');
      expect(await page.getByTestId('response-result').textContent()).toContain('Berlin Hauptbahnhof');
    } finally {
      await context.close();
    }
  });

  it('lists its operations and sends one to its own mock through the generated client', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${explorerUrl}?mock=${encodeURIComponent(mockUrl)}&op=${encodeURIComponent('train-travel-api.getStations')}`);
      await page.getByRole('navigation', { name: 'Operations' }).waitFor({ timeout: 90_000 });
      // A plain document's sidebar: each summary, its operationId beside it, then its path as written.
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Operations' }).textContent(), { timeout: 30_000 })
        .toContain('Get a list of train stationsgetStations /stations');
      expect(await sendAndWait(page)).toContain('200');
      expect(await page.getByTestId('response-result').textContent()).toContain('Berlin Hauptbahnhof');
    } finally {
      await context.close();
    }
  });

  it("offers the document's OAuth2 flow (authorization code with PKCE) with its scopes, and sends a token given there", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${explorerUrl}?mock=in-browser&op=${encodeURIComponent('train-travel-api.getStations')}`);
      await page.getByRole('navigation', { name: 'Operations' }).waitFor({ timeout: 90_000 });
      // The snippet imports the calls from the out folder the reader generated, and names the document's server (on a
      // plain document curl comes first: the client's snippet is the TypeScript tab).
      await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name: 'TypeScript', exact: true }).click({ timeout: 90_000 });
      const snippet = page.getByTestId('snippet-client');
      await expect.poll(() => snippet.textContent(), { timeout: 60_000 }).toContain("from './generated/train-travel-api/index.js';");
      expect(await snippet.textContent()).toContain("host: 'https://api.example.com'");
      expect(await snippet.textContent()).not.toContain('@siteapi/clients');
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      const flow = panel.getByTestId('flow-train-travel-api.OAuth2-authorizationCode');
      await flow.waitFor({ timeout: 60_000 });
      expect(await flow.textContent()).toContain('Authorization code with PKCE');
      expect(await flow.textContent()).toContain('https://example.com/oauth/token');
      for (const scope of ['read', 'write']) expect(await flow.getByRole('checkbox', { name: new RegExp(`^${scope}\\b`) }).isVisible()).toBe(true);
      const authorize = flow.getByRole('button', { name: 'Authorize' });
      expect(await authorize.isDisabled()).toBe(true);
      await flow.getByLabel('Client id').fill('train-app');
      expect(await authorize.isEnabled()).toBe(true);
      // Not the platform's sign-in.
      expect(await panel.getByLabel('Member email').count()).toBe(0);

      // A pasted token goes with the operation's call, to this target only.
      const token = `at-${Date.now()}`;
      await panel.getByTestId('scheme-train-travel-api.OAuth2').getByLabel('Access token').fill(token);
      await panel.getByRole('button', { name: 'Use for train-travel-api.OAuth2' }).click();
      await expect.poll(() => panel.getByTestId('scheme-status-train-travel-api.OAuth2').textContent()).toContain('Set, for');
      await page.keyboard.press('Escape');
      // A dialog's close event comes as a task of its own: Ctrl+Enter before it would reach an open panel.
      await panel.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('auth-button').textContent()).toBe('Auth: OAuth2');
      let sent: string | undefined;
      page.on('request', (request) => {
        if (request.url().includes('/stations')) sent = request.headers().authorization;
      });
      expect(await sendAndWait(page)).toContain('200');
      expect(sent).toBe(`Bearer ${token}`);
    } finally {
      await context.close();
    }
  });
});

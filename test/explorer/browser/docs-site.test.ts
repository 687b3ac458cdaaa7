// `siteapi docs` in Chromium: a site built for an outside document (with a hostile title and a tracking image in its
// description), served by a plain static server on loopback. The reader opens an operation, reads it, and sends it
// to the in-page mock; the page asks nothing of any other host and runs nothing from the document.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/src/run.ts';
import { buildShell } from '../../../explorer/vite/build-shell.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { env, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

const FIXTURE = path.resolve('test/fixtures/docs/pets.yaml');
const TITLE = 'Pet shelter </title><script>window.pwned = 1</script>';
let work: string;
const servers: StaticServer[] = [];

/** Builds the fixture's site with `args` and serves it; resolves to its URL. */
const site = (name: string, ...args: string[]): Promise<string> => siteOf(FIXTURE, name, ...args);

/** Builds a document's site with `args` and serves it; resolves to its URL. */
async function siteOf(spec: string, name: string, ...args: string[]): Promise<string> {
  const out = path.join(work, name);
  const code = await runCli(['docs', '--spec', spec, '--out', out, '--shell', path.join(work, 'shell'), '-q', ...args]);
  if (code !== 0) throw new Error(`siteapi docs exited ${code}`);
  const server = await serveStatic(out);
  servers.push(server);
  return server.url;
}

/** A fresh context on `url`: the page, and every request, page error and dialog it makes. */
async function open(url: string): Promise<{ page: Page; requests: string[]; errors: string[]; close(): Promise<void> }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(url);
  return { page, requests, errors, close: () => context.close() };
}

const foreign = (requests: string[], origin: string) =>
  requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docs-site-'));
  await buildShell(path.join(work, 'shell'));
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (work) await rm(work, { recursive: true, force: true });
});

describe('siteapi docs: the static site in Chromium', () => {
  it('opens an operation, reads it, and sends it to the in-page mock, asking nothing of another host', async () => {
    await writeFile(path.join(work, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
    const url = await site('site', '--logo', path.join(work, 'logo.svg'));
    const { origin } = new URL(url);
    const id = 'pet-shelter-title-script-window-pwned-1-script.getPet';
    const tab = await open(`${url}/?op=${encodeURIComponent(id)}`);
    const { page } = tab;
    try {
      // The page: the document's title as text, in the tab and the top bar, with the logo.
      expect(await page.title()).toBe(TITLE);
      const heading = page.getByRole('banner').getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(TITLE);
      expect(await heading.locator('img').getAttribute('src')).toBe('./logo-logo.svg');
      expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();

      // The operation, read: titled by its summary, its description and path parameter.
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('Get a pet');
      expect(await page.locator('#operation-title').textContent()).toContain('getPet');
      // A document with no tags: its operations by summary, under no heading.
      expect(await page.locator('.module-heading').count()).toBe(0);
      expect(await page.getByTestId(`operation-${id}`).locator('.operation-item__name').textContent()).toBe('Get a pet');
      // The operation's own chunk (its reference and try-it) loads after the title.
      await expect.poll(() => page.getByRole('main').textContent()).toContain('One pet by its id.');
      expect(await page.locator('#target-mode').inputValue()).toBe('browser');

      // Sent to the in-page mock: the example answer, from the page's own origin.
      await page.getByTestId('param-path-petId').fill(randomUUID());
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      await expect.poll(() => page.getByTestId('response-result').textContent()).toContain('Rex');
      expect(tab.requests.some((r) => r.startsWith(`${origin}/__mock/v1/pets/`))).toBe(true);

      // The overview: the description's image stays text, so the tracker is never asked.
      await page.goto(`${url}/`);
      await expect.poll(() => page.getByRole('main').textContent()).toContain('https://pets.example.test');
      expect(await page.getByRole('main').textContent()).toContain('Adopt a pet.');
      expect(foreign(tab.requests, origin)).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('shows a stream answer as a stream of its item, and try-it against the in-page mock shows its events one after another', async () => {
    const url = await siteOf(path.resolve('test/fixtures/streams-site/openapi.yaml'), 'streams');
    const { origin } = new URL(url);
    const tab = await open(`${url}/?op=${encodeURIComponent('stream-shop.createChatCompletion')}`);
    const { page } = tab;
    try {
      // The reference: JSON, or a stream of the chunk with the chunk's schema tree.
      await expect.poll(() => page.getByTestId('docs-stream').textContent()).toContain('stream of stream-shop.ChatChunk');
      expect(await page.getByTestId('docs-stream').textContent()).toContain('text/event-stream');
      expect(await page.getByTestId('docs-stream-item').textContent()).toContain('delta');

      // The sidebar: nested tags as a tree (Chat under AI), QUERY and PURGE with badges of their own.
      const headings = page.locator('.module-heading');
      await expect
        .poll(() => headings.evaluateAll((hs) => hs.map((h) => `${h.getAttribute('data-depth')}:${h.textContent}`)))
        .toEqual(['0:AI', '1:Chat', '0:Operations']);
      expect(await page.getByTestId('operation-stream-shop.searchJobs').locator('.method').getAttribute('class')).toBe('method method--query');
      expect(await page.getByTestId('operation-stream-shop.purgeCache').locator('.method').getAttribute('class')).toBe('method method--additional');

      // Try-it on the in-page mock: the example asks for a stream; each event is on the page before the next arrives.
      await page.evaluate(() => {
        const seen: [number, number][] = [];
        (window as { seen?: [number, number][] }).seen = seen;
        new MutationObserver(() => {
          const count = document.querySelectorAll('[data-testid="stream-events"] li').length;
          if (count > 0 && count !== seen.at(-1)?.[0]) seen.push([count, performance.now()]);
        }).observe(document.body, { childList: true, subtree: true });
      });
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(await page.getByTestId('stream-events').locator('li').allTextContents()).toEqual([
        'data: {"id":"c-1","delta":"Hel"}',
        'data: {"id":"c-1","delta":"lo"}',
        'data: {"id":"c-1","delta":" there"}',
        'data: [DONE]',
      ]);
      const seen = (await page.evaluate(() => (window as { seen?: [number, number][] }).seen)) ?? [];
      // Events close together may share a render (the first two did on a quiet machine); what matters is that they
      // appeared over time, in at least three updates, never all at once.
      const counts = seen.map(([count]) => count);
      expect(counts.at(-1)).toBe(4);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(counts.length).toBeGreaterThanOrEqual(3);
      // The mock spaces its events 30 ms apart: the last update comes at least one gap after the first.
      expect(seen.at(-1)![1] - seen[0]![1]).toBeGreaterThan(30);
      expect(tab.requests.some((r) => r.startsWith(`${origin}/__mock/v1/chat/completions`))).toBe(true);
      // The call's result: the stream's items as the client decoded them ([DONE] ends it).
      expect(await page.getByTestId('response-result').textContent()).toContain(' there');
      // Each item checked against the chunk's schema ([DONE] is no item).
      await expect.poll(() => page.getByTestId('response-check').textContent()).toContain('Each of the 3 items matches the declared 200 stream');

      // A 3.2 itemSchema: the event object's tree.
      await page.getByTestId('operation-stream-shop.watchJobs').click();
      await expect.poll(() => page.getByTestId('docs-stream').textContent()).toContain('A stream of events');
      // Its `data` opens to the JSON it carries (contentSchema): the job's fields.
      expect(await page.getByTestId('docs-stream-item').textContent()).toMatch(/event[\s\S]*data[\s\S]*job[\s\S]*at/);

      // The device flow in the auth panel: its URLs and scopes.
      await page.getByTestId('auth-button').click();
      const flow = page.getByRole('dialog', { name: 'Authentication' }).getByTestId('flow-stream-shop.device-deviceAuthorization');
      await flow.waitFor();
      expect(await flow.textContent()).toContain('Device authorization');
      expect(await flow.textContent()).toContain('https://auth.example.test/device');
      expect(await flow.textContent()).toContain('https://auth.example.test/token');
      expect(await flow.getByRole('checkbox', { name: /^jobs\.read\b/ }).isVisible()).toBe(true);
      expect(await flow.getByRole('button', { name: 'Get a device code' }).isVisible()).toBe(true);
      expect(foreign(tab.requests, origin)).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it("--target server: the document's server is the default target", async () => {
    const url = await site('served', '--target', 'server', '--title', 'Shelter');
    const tab = await open(`${url}/`);
    try {
      await expect.poll(() => tab.page.getByRole('main').textContent()).toContain('https://pets.example.test');
      expect(await tab.page.title()).toBe('Shelter');
      expect(await tab.page.locator('#target-mode').inputValue()).toBe('live');
      expect(await tab.page.getByRole('textbox', { name: 'Target URL' }).inputValue()).toBe('https://pets.example.test');
      expect(foreign(tab.requests, new URL(url).origin)).toEqual([]);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

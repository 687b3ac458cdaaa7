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
async function site(name: string, ...args: string[]): Promise<string> {
  const out = path.join(work, name);
  const code = await runCli(['docs', '--spec', FIXTURE, '--out', out, '--shell', path.join(work, 'shell'), '-q', ...args]);
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

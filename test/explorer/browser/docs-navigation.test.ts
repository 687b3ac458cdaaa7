// A document's own site read as the document is written (`siteapi docs` on test/fixtures/docs/gallery.yaml, served
// on loopback, in Chromium): its server whole with its variable to set and each path under it as written, try-it
// still sending to the right URL; the sidebar by summaries, tags titled and ordered as the document has them
// (`x-tagGroups`, 3.2's `parent`), foldable, each with its page, untagged operations last and the webhooks apart;
// an answer the document gives no example of, made by the in-page mock and passing its schema; Monaco fetched only
// when the body editor is first used; the mock's answer picker in plain text; the parameters grouped by place; the
// snippets naming the URL try-it calls.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/src/run.ts';
import { buildShell } from '../../../explorer/vite/build-shell.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { env, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

const FIXTURE = path.resolve('test/fixtures/docs/gallery.yaml');
let work: string;
let site: StaticServer;
/** A live host on loopback: every request's method and path, answered with JSON (CORS for the site's page). */
let live: http.Server;
const seen: string[] = [];
let liveUrl: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docs-navigation-'));
  await buildShell(path.join(work, 'shell'));
  const out = path.join(work, 'site');
  const code = await runCli(['docs', '--spec', FIXTURE, '--out', out, '--shell', path.join(work, 'shell'), '-q']);
  if (code !== 0) throw new Error(`siteapi docs exited ${code}`);
  site = await serveStatic(out);
  live = http.createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"exhibits":[]}');
  });
  await new Promise<void>((resolve) => live.listen(0, '127.0.0.1', resolve));
  liveUrl = `http://127.0.0.1:${(live.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => live?.close(resolve));
  if (work) await rm(work, { recursive: true, force: true });
});

/** A fresh context on the site: the page, the requests it makes and its errors. */
async function open(search: string): Promise<{ page: Page; requests: string[]; sizes: Map<string, number>; errors: string[]; close(): Promise<void> }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const sizes = new Map<string, number>();
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    void response.body().then(
      (body) => sizes.set(response.url(), body.length),
      () => undefined,
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/${search}`);
  return { page, requests, sizes, errors, close: () => context.close() };
}

/** Monaco's chunks: the JSON editor that imports it, its workers, and any script over 1 MB (Monaco itself, ~3.9 MB). */
const monacoRequests = (requests: string[], sizes: Map<string, number>) =>
  requests.filter((url) => /\/assets\/(json-editor|editor\.worker|json\.worker)[^/]*\.js$/.test(url) || (sizes.get(url) ?? 0) > 1_000_000);

/** The text of the snippet in the tab `name`. */
async function snippetText(page: Page, name: string, id: string): Promise<string> {
  await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name, exact: true }).click();
  return (await page.getByTestId(`snippet-${id}`).textContent()) ?? '';
}

/** The URL the curl snippet requests. */
const curlUrl = async (page: Page) => {
  const curl = await snippetText(page, 'curl', 'curl');
  return /^curl -X [A-Z]+ '([^']*)'/.exec(curl)?.[1] ?? curl;
};

/** The host the generated client's snippet is created with. */
const clientHost = async (page: Page) => {
  const client = await snippetText(page, 'TypeScript', 'client');
  return /host: '([^']*)'/.exec(client)?.[1] ?? client;
};

describe('a document site, read as the document is written', () => {
  it('shows the server whole with its variable, each path as written, and try-it sends to the server the reader sets', async () => {
    const tab = await open('');
    const { page } = tab;
    try {
      // The overview: the server as written, its variable to choose, and the URL they make.
      await expect.poll(() => page.getByTestId('server-url').textContent()).toBe('https://{region}.gallery.example.test/_mock/gallery-api');
      expect(await page.getByTestId('server-resolved').textContent()).toBe('https://eu.gallery.example.test/_mock/gallery-api');
      await page.getByLabel('{region}').selectOption('us');
      expect(await page.getByTestId('server-resolved').textContent()).toBe('https://us.gallery.example.test/_mock/gallery-api');
      await page.getByRole('button', { name: 'Send requests here' }).click();
      expect(await page.locator('#target-mode').inputValue()).toBe('live');
      expect(await page.getByLabel('Target URL').inputValue()).toBe('https://us.gallery.example.test/_mock/gallery-api');

      // Each path as the document writes it: in the sidebar, the palette's rows and the operation's header.
      expect(await page.getByTestId('operation-gallery.listExhibits').locator('.operation-item__path').textContent()).toBe('listExhibits /exhibits');
      await page.getByTestId('operation-gallery.listExhibits').click();
      await expect.poll(() => page.getByTestId('operation-path').textContent()).toBe('/exhibits');
      expect(await page.locator('.operation-view__meta').textContent()).toContain('Visit › Exhibits');

      // Try-it on a live host given as a server URL whole: the path goes under it once, not the base path twice.
      await page.getByLabel('Target URL').fill(`${liveUrl}/_mock/gallery-api`);
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(seen.at(-1)).toBe('GET /_mock/gallery-api/exhibits');
      // The snippets name the URL try-it called; the client's host is what goes before its own base path.
      await expect.poll(() => curlUrl(page)).toBe(`${liveUrl}/_mock/gallery-api/exhibits`);
      expect(await clientHost(page)).toBe(liveUrl);
      // A server variable that moves the base path: the path goes under that, in the call and in curl.
      await page.getByLabel('Target URL').fill(`${liveUrl}/staging`);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      await expect.poll(() => seen.at(-1)).toBe('GET /staging/exhibits');
      await expect.poll(() => curlUrl(page)).toBe(`${liveUrl}/staging/exhibits`);
      // The origin alone, as `--target server` gives it: the base path follows it.
      await page.getByLabel('Target URL').fill(liveUrl);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      await expect.poll(() => seen.at(-1)).toBe('GET /_mock/gallery-api/exhibits');
      await expect.poll(() => curlUrl(page)).toBe(`${liveUrl}/_mock/gallery-api/exhibits`);
      expect(await clientHost(page)).toBe(liveUrl);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('lists summaries by tags in the document order, each tag foldable with its page, untagged last, webhooks apart', async () => {
    const tab = await open('');
    const { page } = tab;
    try {
      const headings = page.locator('.module-heading');
      await expect
        .poll(() => headings.evaluateAll((hs) => hs.map((h) => `${h.getAttribute('data-depth')}:${h.textContent}`)))
        .toEqual(['0:Visit', '1:Tickets & passes', '2:Refunds', '1:Exhibits', '0:Back office', '1:Operations', '0:Other operations']);
      // An operation by its summary, the operationId beside it.
      const buy = page.getByTestId('operation-gallery.buyTicket');
      expect(await buy.locator('.operation-item__name').textContent()).toBe('Buy a ticket');
      expect(await buy.locator('.operation-item__id').textContent()).toBe('buyTicket');
      const order = await page.locator('.operation-item__name').allTextContents();
      expect(order).toEqual([
        'Buy a ticket',
        'Refund a ticket',
        'List the exhibits',
        'Read the visitor counts',
        'Check the gallery is open',
        'A ticket was sold',
      ]);

      // Folding a tag hides its operations and the tags under it.
      await page.getByRole('button', { name: 'Fold Tickets & passes' }).click();
      await expect
        .poll(() => page.locator('.operation-item__name').allTextContents())
        .toEqual(['List the exhibits', 'Read the visitor counts', 'Check the gallery is open', 'A ticket was sold']);
      await page.getByRole('button', { name: 'Unfold Tickets & passes' }).click();
      await expect.poll(() => page.locator('.operation-item__name').count()).toBe(6);

      // A tag's page: its title under its group, its description, its operations and the tag under it.
      await page.getByTestId('tag-tickets').click();
      const tagPage = page.getByTestId('tag-page');
      await expect.poll(() => tagPage.locator('h2').textContent()).toBe('Tickets & passes');
      expect(await tagPage.textContent()).toContain('Tickets for a day, and passes for a year.');
      expect(await tagPage.locator('.document-page__trail').textContent()).toBe('Visit');
      expect(await tagPage.getByRole('link').allTextContents()).toEqual(['Buy a ticket', 'Refunds']);
      expect(new URL(page.url()).searchParams.get('tag')).toBe('tickets');

      // A webhook's page, from the sidebar's own section.
      await page.getByTestId('webhook-gallery.ticketSold').click();
      const hookPage = page.getByTestId('webhook-page');
      await expect.poll(() => hookPage.locator('h2').textContent()).toContain('A ticket was sold');
      expect(await hookPage.textContent()).toContain('Sent when a ticket is paid for.');
      expect(await hookPage.getByRole('link', { name: 'gallery.Ticket' }).count()).toBe(1);

      // Back returns to the tag's page; an operation's link leaves the page for the operation.
      await page.goBack();
      await expect.poll(() => page.getByTestId('tag-page').locator('h2').textContent()).toBe('Tickets & passes');
      await page.getByTestId('tag-page').getByRole('link', { name: 'Buy a ticket' }).click();
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('Buy a ticket');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('answers an operation whose answer has no example with a value that passes its schema, from the in-page mock', async () => {
    const tab = await open(`?op=${encodeURIComponent('gallery.buyTicket')}`);
    const { page } = tab;
    try {
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      expect(await sendAndWait(page)).toMatch(/^201\b/);
      await expect.poll(() => page.getByTestId('response-check').textContent(), { timeout: 20_000 }).toContain('Matches the declared 201 response schema');
      expect(await page.getByTestId('response-result').textContent()).toContain('tk-');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('loads Monaco when the body editor is first used, not when a page with a body opens', async () => {
    const tab = await open(`?op=${encodeURIComponent('gallery.buyTicket')}`);
    const { page } = tab;
    try {
      const editor = page.getByTestId('request-editor');
      await editor.waitFor();
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      // Time for anything the page would fetch on its own (the workspace is preloaded when idle).
      await page.waitForTimeout(1500);
      expect(monacoRequests(tab.requests, tab.sizes)).toEqual([]);
      expect(await page.locator('.monaco-editor').count()).toBe(0);
      // The body as the document's example, editable as plain text meanwhile.
      expect(await editor.inputValue()).toContain('2026-12-01');

      await editor.click();
      await page.getByTestId('request-editor').locator('.monaco-editor').waitFor({ timeout: 30_000 });
      expect(monacoRequests(tab.requests, tab.sizes).some((url) => /json-editor/.test(url))).toBe(true);
      // Monaco itself (about 3.9 MB, 1 MB gzip) came with it.
      await expect.poll(() => [...tab.sizes.values()].some((bytes) => bytes > 3_000_000)).toBe(true);
      // The keyboard stays in the editor that replaced the plain one.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'))).toBe(true);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('groups the parameters by place, path first, and shows Markdown as plain text in summaries and example pickers', async () => {
    const tab = await open(`?op=${encodeURIComponent('gallery.refundTicket')}`);
    const { page } = tab;
    try {
      const table = page.getByTestId('docs-parameters');
      await table.waitFor();
      // The document lists them query, header, path, cookie, query: the table by place, each in the document's order.
      const groups = table.locator('tbody');
      expect(await groups.evaluateAll((bodies) => bodies.map((b) => b.getAttribute('data-testid')))).toEqual([
        'docs-parameters-path',
        'docs-parameters-query',
        'docs-parameters-header',
        'docs-parameters-cookie',
      ]);
      expect(await table.locator('th[scope="rowgroup"]').allTextContents()).toEqual(['Path parameters', 'Query parameters', 'Headers', 'Cookies']);
      expect(await table.locator('.operation-docs__param-name').allTextContents()).toEqual(['ticketId', 'reason', 'partial', 'Idempotency-Key', 'visit']);
    } finally {
      await tab.close();
    }

    const exhibits = await open(`?op=${encodeURIComponent('gallery.listExhibits')}`);
    try {
      const page = exhibits.page;
      // A status's summary line: the description's text, no tag or image mark left in it.
      const summary = page.getByTestId('docs-response-200').locator('summary').first();
      await expect.poll(() => summary.textContent()).toBe('200 The exhibits on show, in the halls.');
      // The example answers' picker: each example's summary as text.
      await page.getByRole('tablist', { name: 'Example answer by status' }).getByRole('tab', { name: '429', exact: true }).click();
      const options = await page.getByTestId('example-answer-429').locator('option').allTextContents();
      expect(options).toEqual(["quota · The day's quota, RESOURCE_EXHAUSTED", 'burst · A burst of too many calls']);
      expect(exhibits.errors).toEqual([]);
    } finally {
      await exhibits.close();
    }
  });

  it("shows the mock's answer choices as plain text, not Markdown", async () => {
    const tab = await open(`?op=${encodeURIComponent('gallery.listExhibits')}`);
    const { page } = tab;
    try {
      const status = page.getByLabel('Status', { exact: true });
      await status.waitFor();
      const options = await status.locator('option').allTextContents();
      expect(options).toContain('429 · Too many requests (RESOURCE_EXHAUSTED), slow down.');
      expect(options.join('\n')).not.toMatch(/[`*]/);
      await status.selectOption('429');
      expect(await page.getByLabel('Answer example').locator('option').allTextContents()).toContain("quota · The day's quota, RESOURCE_EXHAUSTED");
    } finally {
      await tab.close();
    }
  });
});

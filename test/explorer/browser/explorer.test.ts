// The built explorer in Debian's Chromium (playwright-core, no browser download) against a Prism mock of
// generated/src/openapi.json and a hostile loopback host, all on free loopback ports. Every test also checks
// that the page asked nothing of any host but its own origin and the chosen target.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPrism, type PrismServer } from '../../../cli/src/prism.ts';
import { IMG_PAYLOAD, SCRIPT_PAYLOAD, startHostileServer, type HostileServer } from './hostile-server.ts';
import { launchChromium } from '../../../explorer/dev/chromium.ts';
import { serveStatic, type StaticServer } from '../../../explorer/dev/static-server.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ISO_DATE = /^Date \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const OPERATION_COUNT = 248;
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let outDir: string | undefined;
let site: StaticServer | undefined;
let prism: PrismServer | undefined;
let hostile: HostileServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'explorer-build-'));
  const building = buildExplorer(outDir);
  const mocking = startPrism({ document: path.join(repoRoot, 'generated/src/openapi.json') });
  // Start both even if one fails, so afterAll can stop whatever did start.
  const [built, mocked] = await Promise.allSettled([building, mocking]);
  if (mocked.status === 'fulfilled') prism = mocked.value;
  if (built.status === 'rejected') throw built.reason;
  if (mocked.status === 'rejected') throw mocked.reason;
  [site, hostile] = await Promise.all([serveStatic(outDir), startHostileServer()]);
  browser = await launchChromium({
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), prism?.stop(), hostile?.close()]);
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** `vite build` as users run it: vitest sets NODE_ENV=test, which would give React's development build. */
async function buildExplorer(dir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(repoRoot, 'explorer/vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: dir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

interface Watched {
  page: Page;
  requests: string[];
  errors: string[];
  dialogs: string[];
  console: string[];
  close(): Promise<void>;
}

/** A fresh browser context (own storage) on the explorer; `search` is the page's query string. */
async function openExplorer(search: string, context: BrowserContextOptions = {}): Promise<Watched> {
  const browserContext = await browser!.newContext(context);
  const page = await browserContext.newPage();
  const watched: Watched = { page, requests: [], errors: [], dialogs: [], console: [], close: () => browserContext.close() };
  page.on('request', (request) => watched.requests.push(request.url()));
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('console', (message) => {
    watched.console.push(message.text());
    // The built page's Content-Security-Policy must never have to block anything the explorer does itself.
    if (/Content.Security.Policy/i.test(message.text())) watched.errors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${site!.url}/${search}`);
  await page.getByRole('navigation', { name: 'Operations' }).waitFor();
  return watched;
}

const mockSearch = (): string => `?mock=${encodeURIComponent(prism!.url)}`;

/** Requests to origins other than the explorer's own and `targets` (data: and blob: URLs never leave the page). */
function foreignRequests(requests: readonly string[], targets: readonly string[]): string[] {
  const allowed = [site!.url, ...targets];
  return requests.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return false;
    return !allowed.includes(new URL(url).origin);
  });
}

/** Opens the palette with Ctrl+K, pressing again while it has not appeared (the page may still be settling). */
async function openPalette(page: Page): Promise<Locator> {
  const input = page.getByRole('combobox', { name: 'Search operations' });
  await expect
    .poll(
      async () => {
        if (!(await input.isVisible())) await page.keyboard.press('Control+k');
        return input.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return input;
}

/** Opens the palette with the keyboard, searches, and opens the first result, which must be `id`. */
async function pickWithPalette(page: Page, query: string, id: string): Promise<void> {
  const input = await openPalette(page);
  await input.fill(query);
  const first = page.getByRole('listbox', { name: 'Operations found' }).getByRole('option', { selected: true });
  await expect.poll(() => first.getAttribute('data-testid')).toBe(`palette-${id}`);
  await input.press('Enter');
  await page.getByRole('dialog', { name: 'Go to operation' }).waitFor({ state: 'hidden' });
  await expect.poll(() => page.locator('#operation-title').textContent()).toContain(id.slice(id.indexOf('.') + 1));
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's WCAG A/AA rules on the page as it is now; injected inline, so nothing is fetched. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} } }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

async function sendAndWait(page: Page): Promise<string> {
  await page.keyboard.press('Control+Enter');
  const status = page.getByTestId('response-status');
  await status.waitFor({ timeout: 20_000 });
  return (await status.textContent()) ?? '';
}

/** How many sends the history in localStorage holds. */
function storedHistoryLength(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('explorer.history') ?? '{"entries":[]}') as { entries: unknown[] }).entries.length);
}

/** Sends and waits until the send is in the history (so an earlier answer on screen cannot be mistaken for it). */
async function sendRecorded(page: Page): Promise<void> {
  const before = await storedHistoryLength(page);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => storedHistoryLength(page), { timeout: 20_000 }).toBe(before + 1);
  await page.getByTestId('response-status').waitFor();
}

describe('explorer (built, in Chromium)', () => {
  it('paints a windowed list of every operation without the whole document or Monaco', async () => {
    const watched = await openExplorer(mockSearch());
    const { page, requests } = watched;
    try {
      expect(await page.getByText(`${OPERATION_COUNT} operations`).count()).toBe(1);
      // Windowed: the DOM holds the rows in view, not all 248.
      const rendered = await page.locator('a[data-testid^="operation-"]').count();
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(60);
      // Scrolling to the end renders the last service's rows.
      await page.locator('.operation-list__viewport').evaluate((element) => (element.scrollTop = element.scrollHeight));
      await page.getByRole('button', { name: /Reviews/ }).waitFor();

      expect(requests.filter((url) => url.includes('openapi'))).toEqual([]);
      expect(requests.filter((url) => /json-editor|editor\.worker|json\.worker|\/op-/.test(url))).toEqual([]);

      // Keyboard: the list is one tab stop; arrows move, Enter opens.
      await page.getByLabel('Filter operations').fill('post');
      await page.getByLabel('Filter operations').press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('op')).toMatch(/^blog\./);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('finds operations by parameter and body field names, and deep links to them', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      const input = await openPalette(page);
      await input.fill('cursorPaging');
      const results = page.getByRole('listbox', { name: 'Operations found' }).getByRole('option');
      // Results follow the input as soon as the browser has time (a deferred value): wait for them.
      await expect.poll(() => results.first().textContent()).toMatch(/body field cursorPaging|parameter cursorPaging/);
      expect(await results.count()).toBeGreaterThan(3);
      await input.fill('returnPrivateReviews');
      await expect.poll(() => results.first().textContent()).toMatch(/parameter returnPrivateReviews/);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Go to operation' }).waitFor({ state: 'hidden' });

      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      const first = page.url();
      await pickWithPalette(page, 'reviews getreview', 'reviews.getReview');
      expect(new URL(page.url()).searchParams.get('op')).toBe('reviews.getReview');
      await page.goBack();
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('getPost');
      expect(page.url()).toBe(first);

      // The link opens the operation in a new page.
      const other = await browser!.newPage();
      try {
        await other.goto(first);
        await other.getByRole('button', { name: 'Send', exact: true }).waitFor();
        expect(await other.locator('#operation-title').textContent()).toContain('getPost');
      } finally {
        await other.close();
      }
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  // One operation per service: found with the palette, a field filled, sent to Prism, a converted value shown.
  const perService: { id: string; query: string; fill: (page: Page) => Promise<void>; kind: 'date' | 'url' }[] = [
    { id: 'blog.getPost', query: 'blog getpost', fill: (page) => page.getByTestId('param-path-postId').fill(randomUUID()), kind: 'date' },
    { id: 'bookings.getService', query: 'bookings getservice', fill: (page) => page.getByTestId('param-path-serviceId').fill(randomUUID()), kind: 'date' },
    { id: 'data.getDataCollection', query: 'data getdatacollection', fill: (page) => page.getByTestId('param-path-dataCollectionId').fill('Books'), kind: 'date' },
    { id: 'ecom.getCheckout', query: 'ecom getcheckout', fill: (page) => page.getByTestId('param-path-id').fill(randomUUID()), kind: 'date' },
    { id: 'forms.getSubmission', query: 'forms getsubmission', fill: (page) => page.getByTestId('param-path-submissionId').fill(randomUUID()), kind: 'date' },
    { id: 'members.getMember', query: 'members getmember', fill: (page) => page.getByTestId('param-path-memberId').fill(randomUUID()), kind: 'date' },
    {
      id: 'oauth.loginV2',
      query: 'oauth loginv2',
      fill: async (page) => {
        await page.getByRole('button', { name: 'Form', exact: true }).click();
        await page.getByTestId('body-loginId.email').fill('someone@example.com');
        await page.getByTestId('body-password').fill('correct horse battery staple');
      },
      kind: 'date',
    },
    { id: 'plans.managementGetOrder', query: 'plans managementgetorder', fill: (page) => page.getByTestId('param-path-orderId').fill(randomUUID()), kind: 'date' },
    { id: 'reviews.getReview', query: 'reviews getreview', fill: (page) => page.getByTestId('param-path-reviewId').fill(randomUUID()), kind: 'date' },
  ];

  it.each(perService)('$id: picked with the palette, filled, sent to the mock, converted', async ({ id, query, fill, kind }) => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await pickWithPalette(page, query, id);
      await fill(page);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      const converted = page.getByTestId('response-result').locator(`[data-kind="${kind}"]`).first();
      await converted.waitFor();
      if (kind === 'date') expect(await converted.textContent()).toMatch(ISO_DATE);
      expect(await page.getByTestId('response-check').textContent()).toMatch(/Matches the declared 200 response schema|Checking/);
      await page.getByTestId('response-raw').locator('.monaco-editor').waitFor({ timeout: 30_000 });
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
      expect(watched.requests.some((url) => url.startsWith(`${prism!.url}/`))).toBe(true);
    } finally {
      await watched.close();
    }
  });

  it('shows the problems of a request the mock rejects on the fields they name', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      // A query parameter out of range: Prism's problem+json `validation` names ['query', 'paging.limit'].
      await pickWithPalette(page, 'blog listposts', 'blog.listPosts');
      const limit = page.getByTestId('param-query-paging.limit');
      await limit.fill('1000');
      // The schema warns before sending, and sending is not blocked.
      await expect.poll(() => page.getByTestId('request-warnings').count()).toBe(1);
      expect(await sendAndWait(page)).toMatch(/^422\b/);
      const problem = page.getByTestId('problem-query-paging.limit');
      await problem.waitFor();
      expect(await problem.textContent()).toMatch(/paging\.limit must be <= 100.*argument options\.paging\.limit/);
      expect(await limit.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('mock-violations').textContent()).toMatch(/query paging\.limit/);
      expect(await page.getByTestId('response-check').textContent()).toMatch(/declares no 422 answer/);

      // A body field: the form shows the problem under the field.
      await pickWithPalette(page, 'blog queryposts', 'blog.queryPosts');
      await page.getByRole('button', { name: 'Form', exact: true }).click();
      await page.getByTestId('body-query.cursorPaging.limit').fill('1000');
      expect(await sendAndWait(page)).toMatch(/^422\b/);
      const field = page.getByTestId('body-query.cursorPaging.limit');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const messages = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(messages.join(' ')).toMatch(/must be <= 100/);
      // The raw editor marks the same place.
      await page.getByRole('button', { name: 'Raw JSON', exact: true }).click();
      expect(await page.getByTestId('body-problems').textContent()).toMatch(/query\.cursorPaging\.limit/);

      // An error answer chosen with the mock controls: code and catalogue entry.
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      await page.getByLabel('Status', { exact: true }).selectOption('404');
      expect(await sendAndWait(page)).toMatch(/^404\b/);
      expect(await page.getByTestId('error-code').textContent()).toBe('POST_NOT_FOUND');
      expect(await page.getByTestId('error-entry').textContent()).toMatch(/Post not found\./);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('shows markup and script from an answer as text and runs none of it', async () => {
    const watched = await openExplorer(`?target=${encodeURIComponent(hostile!.url)}`);
    const { page } = watched;
    try {
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      const result = page.getByTestId('response-result');
      await result.getByText(IMG_PAYLOAD, { exact: false }).first().waitFor();
      expect(await result.textContent()).toContain(SCRIPT_PAYLOAD);
      const raw = page.getByTestId('response-raw').locator('.view-lines');
      await raw.waitFor({ timeout: 30_000 });
      await expect.poll(async () => ((await raw.textContent()) ?? '').replace(/\u00a0/g, ' ')).toContain('onerror=window.__pwned=1');
      await page.getByRole('tab', { name: /Headers/ }).click();
      expect(await page.getByRole('table', { name: 'Response headers' }).textContent()).toContain(IMG_PAYLOAD);

      // An HTML error page is shown as text too.
      await pickWithPalette(page, 'blog getpostbyslug', 'blog.getPostBySlug');
      expect(await sendAndWait(page)).toMatch(/^500\b/);
      await page.getByTestId('error').waitFor();

      // Give any injected handler time to run, then look for its traces.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(await page.locator('img, svg[onload], [data-testid="response-result"] script').count()).toBe(0);
      expect(watched.dialogs).toEqual([]);
      expect(watched.console.filter((line) => /pwned/.test(line))).toEqual([]);
      expect(watched.requests.filter((url) => new URL(url).pathname === '/x')).toEqual([]);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [hostile!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('keeps tokens out of localStorage, sessionStorage and the URL unless asked to remember them', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    const tokens = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('/oauth2/token') || response.request().method() !== 'POST') return;
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
      for (const value of [body.access_token, body.refresh_token]) if (value) tokens.add(value);
    });
    const authorizations: string[] = [];
    page.on('request', (request) => {
      const value = request.headers().authorization;
      if (value && request.url().includes('/blog/')) authorizations.push(value);
    });
    const stored = (): Promise<string> =>
      page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, url: location.href, state: history.state }));
    const containsToken = (text: string): boolean => [...tokens].some((token) => text.includes(token));
    try {
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      await panel.getByLabel('Client id').fill(randomUUID());
      await panel.getByRole('button', { name: 'Sign in as visitor' }).click();
      await expect.poll(() => panel.getByTestId('auth-status').textContent()).toMatch(/Visitor/);
      await panel.getByLabel('Member email').fill('maya.cohen@example.com');
      await panel.getByLabel('Password').fill('Tr0ub4dor&3-horse');
      await panel.getByRole('button', { name: 'Sign in as member' }).click();
      await expect.poll(() => panel.getByTestId('auth-status').textContent(), { timeout: 15_000 }).toMatch(/Member/);
      await page.keyboard.press('Escape');

      await pickWithPalette(page, 'blog listposts', 'blog.listPosts');
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(tokens.size).toBeGreaterThan(0);
      // The call carried the member's token...
      expect(authorizations.length).toBeGreaterThan(0);
      expect(authorizations.every((value) => tokens.has(value))).toBe(true);
      // ...which is in no storage and no URL.
      expect(containsToken(await stored())).toBe(false);
      expect(containsToken(page.url())).toBe(false);
      await page.getByRole('tab', { name: 'Request' }).click();
      expect(containsToken((await page.getByRole('table', { name: 'Request headers' }).textContent()) ?? '')).toBe(false);

      // Opting in keeps them in localStorage; opting out removes them again.
      await page.getByTestId('auth-button').click();
      await panel.getByLabel(/Remember tokens/).check();
      expect(containsToken(await stored())).toBe(true);
      await panel.getByLabel(/Remember tokens/).uncheck();
      expect(containsToken(await stored())).toBe(false);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('explains a refused connection and a CORS refusal, and cancels a call that does not answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const watched = await openExplorer(`?target=${encodeURIComponent(closed)}&op=blog.listPosts`);
    const { page } = watched;
    try {
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      await page.keyboard.press('Control+Enter');
      const diagnosis = page.getByTestId('network-diagnosis');
      await diagnosis.waitFor({ timeout: 15_000 });
      expect(await diagnosis.textContent()).toMatch(/connection refused/i);
      expect(await page.getByTestId('response-status').textContent()).toBe('No response');

      await page.getByLabel('Target URL').fill(hostile!.url);
      await pickWithPalette(page, 'blog gettotalposts', 'blog.getTotalPosts');
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => diagnosis.textContent(), { timeout: 15_000 }).toMatch(/CORS does not allow this origin/);

      await pickWithPalette(page, 'blog getpostmetrics', 'blog.getPostMetrics');
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('response-pending').waitFor();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await diagnosis.waitFor();
      expect(await diagnosis.textContent()).toMatch(/cancelled/i);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [closed, hostile!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('carries the whole request in a share link and snippets, with credentials only as placeholders', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    const apiKey = `sk-${randomUUID()}`;
    const serviceId = randomUUID();
    const slug = "baker's-café-🍞";
    try {
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      await panel.getByRole('textbox', { name: 'API key' }).fill(apiKey);
      await panel.getByRole('button', { name: 'Use API key' }).click();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await pickWithPalette(page, 'bookings setcustomslug', 'bookings.setCustomSlug');
      await page.getByTestId('param-path-serviceId').fill(serviceId);
      await page.getByRole('button', { name: 'Form', exact: true }).click();
      await page.getByTestId('body-slug').fill(slug);

      // Snippets follow the inputs; the key is a placeholder.
      await page.getByRole('tab', { name: 'Snippets' }).click();
      const curl = page.getByTestId('snippet-curl');
      await expect.poll(() => curl.textContent()).toContain(`${prism!.url}/bookings/v2/services/${serviceId}/slugs/custom`);
      expect(await curl.textContent()).toContain(`'{"slug":"baker'\\''s-café-🍞"}'`);
      expect(await curl.textContent()).toContain("-H 'authorization: <API_KEY>'");
      expect(await page.getByTestId('snippet-client').textContent()).toMatch(/import \{ \w+ \} from '@siteapi\/clients\/bookings';[\s\S]*\.setCustomSlug\('/);
      expect(await page.getByTestId('snippet-fetch').textContent()).toContain(`slug: 'baker\\'s-café-🍞'`);
      for (const testId of ['snippet-curl', 'snippet-client', 'snippet-fetch']) expect(await page.getByTestId(testId).textContent()).not.toContain(apiKey);

      const link = await page.getByTestId('share-link').inputValue();
      expect(link).not.toContain(apiKey);
      const fragment = new URLSearchParams(new URL(link).hash.slice(1)).get('request')!;
      expect(Buffer.from(fragment, 'base64url').toString('utf8')).not.toContain(apiKey);
      expect(link.startsWith(`${site!.url}/?`)).toBe(true);

      // The link, opened in a new page, brings back the same request.
      const other = await openExplorer(link.slice(site!.url.length + 1));
      try {
        await other.page.getByRole('button', { name: 'Send', exact: true }).waitFor();
        expect(await other.page.locator('#operation-title').textContent()).toContain('setCustomSlug');
        expect(await other.page.getByTestId('param-path-serviceId').inputValue()).toBe(serviceId);
        await other.page.getByRole('button', { name: 'Form', exact: true }).click();
        expect(await other.page.getByTestId('body-slug').inputValue()).toBe(slug);
        expect(new URL(other.page.url()).hash).toBe('');
        expect(other.errors).toEqual([]);
        expect(foreignRequests(other.requests, [prism!.url])).toEqual([]);
      } finally {
        await other.close();
      }
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('keeps a searchable history per operation across reloads and reopens a past request', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await pickWithPalette(page, 'blog listposts', 'blog.listPosts');
      const limit = page.getByTestId('param-query-paging.limit');
      await limit.fill('5');
      await sendRecorded(page);
      await limit.fill('7');
      await sendRecorded(page);

      await page.reload();
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      expect(await limit.inputValue()).not.toBe('7');
      await page.getByRole('tab', { name: 'History' }).click();
      const entries = page.getByTestId('history-entry');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.nth(0).textContent()).toContain('paging.limit=7');
      expect(await entries.nth(1).textContent()).toContain('paging.limit=5');

      const search = page.getByLabel('Search history');
      await search.fill('no-such-thing');
      await expect.poll(() => entries.count()).toBe(0);
      await search.fill('"5"');
      await expect.poll(() => entries.count()).toBe(1);
      await search.fill('');
      await expect.poll(() => entries.count()).toBe(2);

      await entries.nth(1).getByRole('button', { name: /^Reopen/ }).click();
      await expect.poll(() => limit.inputValue()).toBe('5');
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('diffs two answers: the fields that changed, appeared or went away', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      await page.getByTestId('param-path-postId').fill(randomUUID());
      const example = page.getByRole('group', { name: 'Mock answer' }).getByLabel('Example');
      await example.selectOption('published');
      await sendRecorded(page);
      await example.selectOption('compressed');
      await sendRecorded(page);

      await page.getByRole('tab', { name: 'Diff' }).click();
      const result = page.getByTestId('diff-result');
      await result.waitFor();
      const lines = await page.getByTestId('diff-entry').allTextContents();
      expect(lines.some((line) => /^added post\.richContentCompressed: "/.test(line))).toBe(true);
      expect(lines.some((line) => /^removed post\.richContent: \{/.test(line))).toBe(true);
      // The other way round, the same paths swap kinds.
      await page.getByLabel('Before').selectOption({ index: 0 });
      await page.getByLabel('After').selectOption({ index: 1 });
      await expect.poll(async () => (await page.getByTestId('diff-entry').allTextContents()).some((line) => line.startsWith('removed post.richContentCompressed'))).toBe(true);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('meets WCAG 2.2 AA rules (axe-core) in both themes: list, request, answer, snippets, history, diff, palette, auth panel', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the page's own policy rightly refuses.
      const watched = await openExplorer(mockSearch(), { colorScheme, bypassCSP: true });
      const { page } = watched;
      try {
        expect(await accessibilityViolations(page), `${colorScheme}: start`).toEqual([]);
        await pickWithPalette(page, 'blog queryposts', 'blog.queryPosts');
        expect(await sendAndWait(page)).toMatch(/^200\b/);
        await page.getByTestId('response-raw').locator('.monaco-editor').waitFor({ timeout: 30_000 });
        await page.getByTestId('response-check').waitFor();
        expect(await accessibilityViolations(page), `${colorScheme}: request and answer`).toEqual([]);
        await sendRecorded(page);
        for (const tab of ['Snippets', 'History', 'Diff']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.getByRole('tabpanel').first().waitFor();
          // Opening a tab low on the page scrolls it; axe then counts a control half under the sticky request
          // toolbar as a small target. The panels are checked whole from the top, as the other states are.
          await page.locator('.operation-view').evaluate((element) => (element.scrollTop = 0));
          expect(await accessibilityViolations(page), `${colorScheme}: ${tab}`).toEqual([]);
        }
        await page.getByTestId('diff-result').waitFor();
        await page.getByRole('button', { name: 'Form', exact: true }).click();
        expect(await accessibilityViolations(page), `${colorScheme}: body form`).toEqual([]);
        await (await openPalette(page)).fill('order');
        expect(await accessibilityViolations(page), `${colorScheme}: palette`).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByTestId('auth-button').click();
        await page.getByRole('dialog', { name: 'Authentication' }).waitFor();
        expect(await accessibilityViolations(page), `${colorScheme}: auth panel`).toEqual([]);
        expect(watched.errors).toEqual([]);
        expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
      } finally {
        await watched.close();
      }
    }
  });

  it('follows the system colour scheme and remembers a chosen theme', async () => {
    const watched = await openExplorer(mockSearch(), { colorScheme: 'dark' });
    const { page } = watched;
    try {
      const theme = (): Promise<string | undefined> => page.evaluate(() => document.documentElement.dataset.theme);
      expect(await theme()).toBe('dark');
      await page.getByLabel('Theme').selectOption('light');
      expect(await theme()).toBe('light');
      await page.reload();
      await page.getByRole('navigation', { name: 'Operations' }).waitFor();
      expect(await theme()).toBe('light');
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [prism!.url])).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});

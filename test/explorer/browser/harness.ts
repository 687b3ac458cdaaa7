// The browser tests' harness: the built explorer, the Prism mock and a hostile loopback host, with Chromium.
// The build and Prism are started once for the whole project (global-setup.ts); each test file launches its own
// browser and hostile host with `useExplorer()`. Every test also checks that the page asked nothing of any host but
// its own origin and the chosen target.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../../explorer/dev/chromium.ts';
import { startHostileServer, type HostileServer } from './hostile-server.ts';

export const ISO_DATE = /^Date \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const OPERATION_COUNT = 248;
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser: Browser | undefined;
let hostile: HostileServer | undefined;

/** Where things are: the built explorer, the mock, a hostile host; and the file's browser. */
export const env = {
  get siteUrl(): string {
    return inject('explorerUrl');
  },
  get mockUrl(): string {
    return inject('mockUrl');
  },
  get hostileUrl(): string {
    return hostile!.url;
  },
  get browser(): Browser {
    return browser!;
  },
};

/** Launches this file's Chromium and hostile host before its tests, and stops them after. */
export function useExplorer(): void {
  beforeAll(async () => {
    [hostile, browser] = await Promise.all([
      startHostileServer(),
      launchChromium({
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), hostile?.close()]);
  });
}

export interface Watched {
  page: Page;
  requests: string[];
  errors: string[];
  dialogs: string[];
  console: string[];
  close(): Promise<void>;
}

/** A fresh browser context (own storage) on the explorer; `search` is the page's query string. */
export async function openExplorer(search: string, context: BrowserContextOptions = {}): Promise<Watched> {
  const browserContext = await env.browser.newContext(context);
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
  await page.goto(`${env.siteUrl}/${search}`);
  // Attached, not visible: on a narrow screen with an operation picked, the list is folded away.
  await page.getByRole('navigation', { name: 'Operations', includeHidden: true }).waitFor({ state: 'attached' });
  return watched;
}

export const mockSearch = (): string => `?mock=${encodeURIComponent(env.mockUrl)}`;

/** Requests to origins other than the explorer's own and `targets` (data: and blob: URLs never leave the page). */
export function foreignRequests(requests: readonly string[], targets: readonly string[]): string[] {
  const allowed = [env.siteUrl, ...targets];
  return requests.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return false;
    return !allowed.includes(new URL(url).origin);
  });
}

/** Opens the palette with Ctrl+K, pressing again while it has not appeared (the page may still be settling). */
export async function openPalette(page: Page): Promise<Locator> {
  const input = page.getByRole('combobox', { name: 'Search operations and models' });
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
export async function pickWithPalette(page: Page, query: string, id: string): Promise<void> {
  const input = await openPalette(page);
  await input.fill(query);
  const first = page.getByRole('listbox', { name: 'Results' }).getByRole('option', { selected: true });
  await expect.poll(() => first.getAttribute('data-testid')).toBe(`palette-${id}`);
  await input.press('Enter');
  await page.getByRole('dialog', { name: 'Go to an operation or a model' }).waitFor({ state: 'hidden' });
  await expect.poll(() => page.locator('#operation-title').textContent()).toContain(id.slice(id.indexOf('.') + 1));
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's WCAG A/AA rules on the page as it is now; injected inline, so nothing is fetched. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} } }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

export async function sendAndWait(page: Page): Promise<string> {
  await page.keyboard.press('Control+Enter');
  const status = page.getByTestId('response-status');
  await status.waitFor({ timeout: 20_000 });
  return (await status.textContent()) ?? '';
}

/** How many sends the history in localStorage holds. */
export function storedHistoryLength(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('explorer.history') ?? '{"entries":[]}') as { entries: unknown[] }).entries.length);
}

/** Sends and waits until the send is in the history (so an earlier answer on screen cannot be mistaken for it). */
export async function sendRecorded(page: Page): Promise<void> {
  const before = await storedHistoryLength(page);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => storedHistoryLength(page), { timeout: 20_000 }).toBe(before + 1);
  await page.getByTestId('response-status').waitFor();
}

/**
 * `npm start -- --spec <document>` as a user runs it, on a document written to a temporary folder, for the file's
 * tests: `url()` is the explorer's once `beforeAll` has run; `afterAll` stops it and removes the folder.
 */
export function useExplorerOn(document: object, name: string): { url(): string } {
  let child: ChildProcess | undefined;
  let folder = '';
  let explorerUrl = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), `${name}-explorer-`));
    const spec = path.join(folder, `${name}.json`);
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
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return { url: () => explorerUrl };
}

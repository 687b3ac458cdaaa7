// The built explorer in Debian's Chromium (playwright-core, no browser download) against a Prism mock of
// generated/openapi.json: list → pick listPosts → send → status and converted dates; nothing leaves loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPrism, type PrismServer } from '../../scripts/lib/prism.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ISO_DATE = /^Date \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let outDir: string | undefined;
let site: StaticServer | undefined;
let prism: PrismServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'explorer-build-'));
  const building = buildExplorer(outDir);
  const mocking = startPrism({ document: path.join(repoRoot, 'generated/openapi.json') });
  // Start both even if one fails, so afterAll can stop whatever did start.
  const [built, mocked] = await Promise.allSettled([building, mocking]);
  if (mocked.status === 'fulfilled') prism = mocked.value;
  if (built.status === 'rejected') throw built.reason;
  if (mocked.status === 'rejected') throw mocked.reason;
  site = await serveStatic(outDir);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), prism?.stop()]);
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
}

async function openExplorer(target: string): Promise<Watched> {
  const page = await browser!.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site!.url}/?target=${encodeURIComponent(target)}`);
  return { page, requests, errors };
}

/** Origins other than the static server and Prism (data: and blob: URLs never leave the page). */
function foreignRequests(requests: readonly string[], allowed: readonly string[]): string[] {
  return requests.filter((url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return false;
    return !allowed.includes(new URL(url).origin);
  });
}

describe('explorer (built, in Chromium)', () => {
  it('sends listPosts to the mock and shows the status and converted dates', async () => {
    const { page, requests, errors } = await openExplorer(prism!.url);
    try {
      await page.getByRole('navigation', { name: 'Operations' }).waitFor();
      expect(await page.getByLabel('Target URL').inputValue()).toBe(prism!.url);

      await page.getByLabel('Filter operations').fill('listPosts');
      await page.getByTestId('operation-blog.listPosts').click();
      await expect(page.getByRole('heading', { level: 2, name: /listPosts/ }).count()).resolves.toBe(1);

      // Monaco is bundled and lazily loaded: wait for it so a CDN request could not slip past the check below.
      await page.locator('[data-testid="request-editor"] .monaco-editor').waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const status = page.getByTestId('response-status');
      await status.waitFor({ timeout: 15_000 });
      expect(await status.textContent()).toMatch(/^200\b/);

      const dates = page.getByTestId('response-result').locator('[data-kind="date"]');
      await dates.first().waitFor();
      expect(await dates.first().textContent()).toMatch(ISO_DATE);

      await page.getByTestId('response-raw').locator('.monaco-editor').waitFor();
      expect(errors).toEqual([]);
      expect(foreignRequests(requests, [site!.url, prism!.url])).toEqual([]);
      expect(requests.some((url) => url.startsWith(`${prism!.url}/`))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('explains a connection failure instead of "Failed to fetch"', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const { page, requests, errors } = await openExplorer(closed);
    try {
      await page.getByTestId('operation-blog.listPosts').click();
      await page.keyboard.press('Control+Enter');
      const diagnosis = page.getByTestId('network-diagnosis');
      await diagnosis.waitFor({ timeout: 15_000 });
      expect(await diagnosis.textContent()).toMatch(/connection refused/i);
      expect(await page.getByTestId('response-status').textContent()).toBe('No response');
      expect(errors).toEqual([]);
      expect(foreignRequests(requests, [site!.url, closed])).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

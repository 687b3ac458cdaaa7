// The docs site's layout as a reader meets it, on sites `siteapi docs` builds for Scalar's Galaxy and GitHub's REST
// description: at 1440 × 900 the parameter table fits its column (no cell cut off, nothing to scroll sideways), and
// "Try it" brings the builder into view without scrolling the docs away into a blank band; at 390 px nothing scrolls
// sideways and Try it still reaches the builder. Its first paint on GitHub's 1,223 operations waits on two scripts fetched
// side by side (the app's chunk and the catalogue) and draws only the sidebar's rows in view.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/src/run.ts';
import { buildShell } from '../../../explorer/vite/build-shell.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { env, useExplorer } from './harness.ts';

useExplorer();

const GALAXY = path.resolve('node_modules/@scalar/galaxy/dist/latest.json');
const GITHUB = path.resolve('node_modules/@octokit/openapi/generated/api.github.com.json');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let work: string;
const servers: StaticServer[] = [];
const urls: Record<'galaxy' | 'github', string> = { galaxy: '', github: '' };

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'docs-layout-'));
  const shell = path.join(work, 'shell');
  await buildShell(shell);
  for (const [name, spec] of [
    ['galaxy', GALAXY],
    ['github', GITHUB],
  ] as const) {
    const out = path.join(work, name);
    const code = await runCli(['docs', '--spec', spec, '--out', out, '--shell', shell, '-q']);
    if (code !== 0) throw new Error(`siteapi docs exited ${code} on ${spec}`);
    const server = await serveStatic(out);
    servers.push(server);
    urls[name] = server.url;
  }
}, 600_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (work) await rm(work, { recursive: true, force: true });
});

const PAGES = [
  { site: 'galaxy', op: 'scalar-galaxy.getAllData', title: 'Get all planets', method: 'GET', path: '/planets', success: '200', fields: ['data', 'meta'] },
  {
    site: 'github',
    op: 'githubs-official-openapi-spec-octokit-extension.reposListForOrg',
    title: 'List organization repositories',
    method: 'GET',
    path: '/orgs/{org}/repos',
    success: '200',
    fields: ['id', 'full_name', 'owner', 'stargazers_count', 'license'],
  },
] as const;

/** A fresh context at `viewport` on an operation's page, once its reference and Try it have loaded. */
async function openPage(page: (typeof PAGES)[number], viewport: { width: number; height: number }) {
  const context = await env.browser.newContext({ viewport });
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`${urls[page.site]}/?op=${encodeURIComponent(page.op)}`);
  await expect.poll(() => tab.locator('#operation-title').textContent()).toContain(page.title);
  await tab.getByTestId('docs-parameters').waitFor();
  await tab.getByTestId('try-it').waitFor();
  return { tab, errors, close: () => context.close() };
}

/** What of the parameter table is cut off: its box scrolling sideways, and each cell whose text runs out of it. */
const clipped = (tab: Page) =>
  tab.getByTestId('docs-parameters').evaluate((table) => {
    const box = table.parentElement!;
    const cut: string[] = [];
    if (box.scrollWidth > box.clientWidth) cut.push(`the table's box: ${box.scrollWidth} > ${box.clientWidth} px`);
    if (table.getBoundingClientRect().right > box.getBoundingClientRect().right + 0.5) cut.push('the table runs out of its box');
    for (const cell of table.querySelectorAll('th, td'))
      if (cell.scrollWidth > cell.clientWidth) cut.push(`${cell.textContent?.slice(0, 30)}: ${cell.scrollWidth} > ${cell.clientWidth} px`);
    return cut;
  });

/** The try-it panel's and the docs column's boxes in the viewport, and the viewport's height. */
const boxes = (tab: Page) =>
  tab.evaluate(() => {
    const rect = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    return { tryIt: rect('section[aria-label="Try it"]'), docs: rect('.operation-view__about'), height: innerHeight };
  });

describe('siteapi docs: the layout at 1440 × 900 and 390 px', () => {
  for (const page of PAGES) {
    it(`${page.site} ${page.op}: the parameter table is not cut off at 1440 px`, async () => {
      const { tab, errors, close } = await openPage(page, DESKTOP);
      try {
        expect(await clipped(tab)).toEqual([]);
        expect(await tab.getByTestId('docs-parameters').locator('thead th').allTextContents()).toEqual(['Name', 'Description']);
        // An enum's values are listed in the row (GitHub's `type`: all, public, …), and still fit.
        if (page.site === 'github')
          expect(
            await tab.getByTestId('docs-parameters').locator('tr', { hasText: 'Specifies the types' }).getByTestId('docs-parameter-values').textContent(),
          ).toBe('One of all public private forks sources member');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`${page.site} ${page.op}: a quiet header (summary, then method and path) and a success answer that stays short`, async () => {
      const { tab, errors, close } = await openPage(page, DESKTOP);
      try {
        // The title is the summary alone (the operationId beneath it, small); the method goes with the path.
        const title = tab.locator('#operation-title');
        expect(await title.locator('.method').count()).toBe(0);
        const path = tab.locator('.operation-view__path');
        expect(await path.locator('.method').textContent()).toBe(page.method);
        expect(await path.getByTestId('operation-path').textContent()).toBe(page.path);
        // The rest (its tags, Copy link) on one muted line in small type.
        const meta = tab.locator('.operation-view__meta');
        const style = (selector: string) =>
          tab.locator(selector).evaluate((element) => ({ size: getComputedStyle(element).fontSize, color: getComputedStyle(element).color }));
        const [metaStyle, pathStyle] = [await style('.operation-view__meta'), await style('.operation-view__path code')];
        expect(metaStyle.size).toBe('13px');
        expect(metaStyle.color).not.toBe(pathStyle.color);
        expect((await meta.boundingBox())!.height).toBeLessThan(30);
        expect(await meta.getByRole('button', { name: 'Copy link', exact: true }).isVisible()).toBe(true);

        // The success answer is open at its first level, nested objects closed; a long list shows its first fields and
        // folds the rest, which stays in the page (one click, or a find, away).
        const ok = tab.getByTestId(`docs-response-${page.success}`);
        expect((await ok.boundingBox())!.height).toBeLessThan(700);
        const names = await ok.locator('.schema-tree__name').allTextContents();
        expect(names).toEqual(expect.arrayContaining([...page.fields]));
        // The answer's own list (the fields under it fold their long lists too, when opened).
        const more = ok.locator('.schema-tree > [data-testid="schema-more"]');
        if (page.site === 'github') {
          expect(await more.locator(':scope > summary').textContent()).toMatch(/^\d+ more fields$/);
          const hidden = more.locator(':scope > ul > li > .schema-tree__name', { hasText: /^stargazers_count$/ });
          expect(await hidden.isVisible()).toBe(false);
          await more.locator(':scope > summary').click();
          expect(await hidden.isVisible()).toBe(true);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`${page.site} ${page.op}: Try it brings the builder into view beside the docs, with no blank band`, async () => {
      const { tab, errors, close } = await openPage(page, DESKTOP);
      try {
        await tab.getByTestId('try-it').click();
        await expect.poll(() => tab.evaluate(() => document.activeElement?.closest('section[aria-label="Try it"]') !== null)).toBe(true);
        const { tryIt, docs, height } = await boxes(tab);
        // The panel is in the viewport, its start shown.
        expect(tryIt.top).toBeGreaterThanOrEqual(0);
        expect(tryIt.top).toBeLessThan(height);
        // Beside it the docs run on to the viewport's end (or the panel's): the page did not scroll past them.
        expect(docs.bottom).toBeGreaterThanOrEqual(Math.min(height, tryIt.bottom));
        // The page itself did not scroll: only the request column did.
        expect(await tab.evaluate(() => scrollY)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('galaxy at 390 px: nothing scrolls sideways, the parameter table fits, and Try it reaches the builder', async () => {
    const { tab, errors, close } = await openPage(PAGES[0], PHONE);
    try {
      expect(await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(await clipped(tab)).toEqual([]);
      await tab.getByTestId('try-it').click();
      await expect.poll(async () => (await boxes(tab)).tryIt.top).toBeLessThan(PHONE.height);
      expect((await boxes(tab)).tryIt.bottom).toBeGreaterThan(0);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("siteapi docs: the first paint on GitHub's description (1,223 operations)", () => {
  /** At the first frame that shows an operation: the rows drawn below the list's visible end. */
  const FIRST_FRAME = `(() => {
    const check = () => {
      const viewport = document.querySelector('.operation-list__viewport');
      if (!viewport || !document.querySelector('a[data-testid^="operation-"]')) return requestAnimationFrame(check);
      const bottom = viewport.getBoundingClientRect().bottom;
      window.__firstFrame = { below: [...viewport.querySelectorAll('li.row')].filter((row) => row.getBoundingClientRect().top >= bottom).length };
    };
    requestAnimationFrame(check);
  })()`;

  it('fetches the entry and the catalogue side by side, and draws only the rows in view before the rest', async () => {
    const context = await env.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(FIRST_FRAME);
    const tab = await context.newPage();
    try {
      await tab.goto(`${urls.github}/`);
      await tab.waitForFunction('window.__firstFrame !== undefined');
      const first = (await tab.evaluate('window.__firstFrame')) as { below: number };
      const scripts = (await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            name: new URL(entry.name).pathname.split('/').pop()!,
            start: entry.startTime,
            end: (entry as PerformanceResourceTiming).responseEnd,
          })),
      )) as { name: string; start: number; end: number }[];
      const entry = scripts.find((script) => /^index-.+\.js$/.test(script.name))!;
      // What the page asks for before its entry chunk is in (what it loads lazily, such as the overview, it asks for
      // only once the entry runs): that chunk, beside Rolldown's small runtime helper, and the catalogue, preloaded;
      // not a dozen chunks the entry shares with lazy ones, which a static host serves six at a time.
      const early = scripts.filter((script) => script.start < entry.end && !script.name.startsWith('rolldown-runtime-')).map((script) => script.name);
      expect(early.sort()).toEqual([entry.name, 'site-catalogue.js']);
      // The first frame holds the rows in view only; the rows past the list's end follow when the page is idle.
      expect(first.below).toBe(0);
      await expect
        .poll(() =>
          tab.evaluate(() => {
            const bottom = document.querySelector('.operation-list__viewport')!.getBoundingClientRect().bottom;
            return [...document.querySelectorAll('.operation-list__viewport li.row')].filter((row) => row.getBoundingClientRect().top >= bottom).length;
          }),
        )
        .toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

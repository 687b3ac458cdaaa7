// Docs sites on GitHub's REST description (1,223 operations), side by side in one Chromium: the site `siteapi docs`
// builds, Scalar's standalone API reference and Swagger UI's standalone bundle, each served statically on loopback
// over the same document. Every page may load from loopback only: any other host is blocked and counted.
// `benchDocs` is what `npm run bench`'s docs-site section runs.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../explorer/dev/chromium.ts';
import { serveStatic } from '../../explorer/vite/static-server.ts';
import { runNode } from '../lib/child.ts';
import { type TimedRun, timeNode } from '../lib/child-cpu.ts';
import { ROOT, WORK } from '../lib/paths.ts';
import { summarize } from '../lib/stats.ts';

const require = createRequire(import.meta.url);
export const GITHUB_DOCUMENT = path.join(ROOT, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
const BIN = path.join(ROOT, 'cli', 'bin', 'siteapi.js');
export const VIEWPORT = { width: 1440, height: 900 };
/** Per page load; a tool that has not shown what is waited for by then is "not measured" for that figure. */
const LOAD_TIMEOUT_MS = 90_000;
/** The operation opened by deep link: GitHub's `repos/get`. */
export const OPEN_TITLE = 'Get a repository';

export type ToolName = 'siteapi docs' | 'Scalar' | 'Swagger UI';

/** How a tool's page is found in the DOM: what counts as the operation list painted, and as the operation open. */
export interface Tool {
  name: ToolName;
  /** A page expression, true once the first operation of the list is in the DOM. */
  listed: string;
  listedSelector: string;
  /** The deep link to `repos/get`, relative to the site's root. */
  deepLink: string;
  /** A page expression: the element of the open operation, once it shows its title. */
  opened: string;
  openedSelector: string;
}

const visible = (element: string): string =>
  `((e) => { if (!e) return false; const r = e.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight && r.height > 0; })(${element})`;

const SCALAR_OPERATION = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => `section[id*="/tag/"][id*="/${method}/"]`).join(',');
const SCALAR_REPOS_GET = 'section[id$="tag/repos/GET/repos/{owner}/{repo}"]';
/** Swagger UI's element id for repos/get: it escapes the slash in the id (CSS.escape). */
const SWAGGER_REPOS_GET = 'operations-repos-repos\\/get';

export const TOOLS: Tool[] = [
  {
    name: 'siteapi docs',
    listedSelector: 'a[data-testid^="operation-"]',
    listed: `!!document.querySelector('a[data-testid^="operation-"]')`,
    deepLink: `?op=${encodeURIComponent('githubs-official-openapi-spec-octokit-extension.reposGet')}`,
    openedSelector: '#operation-title containing the title',
    opened: `(document.getElementById('operation-title')?.textContent ?? '').includes(${JSON.stringify(OPEN_TITLE)}) && ${visible(`document.getElementById('operation-title')`)}`,
  },
  {
    name: 'Scalar',
    listedSelector: 'section[id*="/tag/"][id*="/<METHOD>/"] (an operation section)',
    listed: `!!document.querySelector(${JSON.stringify(SCALAR_OPERATION)})`,
    deepLink: '#tag/repos/GET/repos/{owner}/{repo}',
    openedSelector: `${SCALAR_REPOS_GET} h3 containing the title, scrolled into view`,
    opened: `(document.querySelector(${JSON.stringify(`${SCALAR_REPOS_GET} h3`)})?.textContent ?? '').includes(${JSON.stringify(OPEN_TITLE)}) && ${visible(`document.querySelector(${JSON.stringify(SCALAR_REPOS_GET)})`)}`,
  },
  {
    name: 'Swagger UI',
    listedSelector: '.opblock',
    listed: `!!document.querySelector('.opblock')`,
    // The link Swagger UI itself writes when repos/get is opened: the operationId's slash escaped as `\\/`.
    deepLink: '#/repos/repos%5C%2Fget',
    openedSelector: '#operations-repos-repos\\/get .opblock-body (expanded), scrolled into view',
    opened: `!!document.getElementById(${JSON.stringify(SWAGGER_REPOS_GET)})?.querySelector('.opblock-body') && ${visible(`document.getElementById(${JSON.stringify(SWAGGER_REPOS_GET)})`)}`,
  },
];

/**
 * Runs in the page from its first script: checks `condition` on every animation frame and stores the time from
 * the navigation's start when it first holds (what the next frame paints), so Playwright's own polling is not
 * counted.
 */
const watch = (condition: string): string => `(() => {
  const check = () => {
    let met = false;
    try { met = ${condition}; } catch {}
    if (met) window.__benchMetMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

export interface LoadSample {
  /** Navigation start → the watched condition; undefined when it did not hold within the timeout. */
  ms?: number;
  /** JSHeapUsedSize (CDP Performance.getMetrics) once the page has loaded and the network is quiet. */
  heapBytes?: number;
  /** Requests to any host but loopback, aborted. */
  blocked: number;
  blockedHosts: string[];
}

async function load(browser: Browser, url: string, condition: string, heap: boolean): Promise<LoadSample> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const blockedHosts = new Set<string>();
  let blocked = 0;
  await context.route('**/*', (route) => {
    const target = new URL(route.request().url());
    if (target.protocol === 'data:' || target.protocol === 'blob:' || target.hostname === '127.0.0.1') return route.continue();
    blocked++;
    blockedHosts.add(target.host);
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(watch(condition));
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const ms = await page
      .waitForFunction('window.__benchMetMs !== undefined', undefined, { timeout: LOAD_TIMEOUT_MS, polling: 100 })
      .then(() => page.evaluate('window.__benchMetMs') as Promise<number>)
      .catch(() => undefined);
    let heapBytes: number | undefined;
    if (heap && ms !== undefined) {
      await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const { metrics } = await cdp.send('Performance.getMetrics');
      heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    }
    return { ms, heapBytes, blocked, blockedHosts: [...blockedHosts].sort() };
  } finally {
    await context.close();
  }
}

export interface ToolResult {
  name: ToolName;
  firstPaint: LoadSample[];
  open: LoadSample[];
  /** Medians over the loads that measured; undefined with `missing` saying why. */
  firstPaintMs?: number;
  openMs?: number;
  heapBytes?: number;
  missing: string[];
  blockedPerLoad: number;
  blockedHosts: string[];
}

export interface DocsBench {
  build: TimedRun & { files: string };
  tools: ToolResult[];
  runs: number;
  warmup: number;
}

const median = (values: (number | undefined)[]): number | undefined => {
  const present = values.filter((value): value is number => value !== undefined);
  return present.length === values.length && present.length > 0 ? summarize(present).median : undefined;
};

/** The peers' pages: the standalone bundle and the document, with the smallest page that starts it. */
async function writePeerPages(work: string): Promise<Record<Exclude<ToolName, 'siteapi docs'>, string>> {
  const scalar = path.join(work, 'scalar');
  const swagger = path.join(work, 'swagger');
  await mkdir(scalar, { recursive: true });
  await mkdir(swagger, { recursive: true });
  // From node_modules as installed: @scalar/api-reference's exports do not name its browser bundle.
  const scalarBundle = path.join(ROOT, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js');
  const swaggerDir = path.join(ROOT, 'node_modules', 'swagger-ui-dist');
  await Promise.all([
    copyFile(GITHUB_DOCUMENT, path.join(scalar, 'openapi.json')),
    copyFile(GITHUB_DOCUMENT, path.join(swagger, 'openapi.json')),
    copyFile(scalarBundle, path.join(scalar, 'standalone.js')),
    copyFile(path.join(swaggerDir, 'swagger-ui-bundle.js'), path.join(swagger, 'swagger-ui-bundle.js')),
    copyFile(path.join(swaggerDir, 'swagger-ui.css'), path.join(swagger, 'swagger-ui.css')),
    writeFile(
      path.join(scalar, 'index.html'),
      `<!doctype html><html><head><meta charset="utf-8"><title>Scalar</title></head><body><div id="app"></div><script src="./standalone.js"></script><script>Scalar.createApiReference('#app', { url: './openapi.json' })</script></body></html>\n`,
    ),
    writeFile(
      path.join(swagger, 'index.html'),
      `<!doctype html><html><head><meta charset="utf-8"><title>Swagger UI</title><link rel="stylesheet" href="./swagger-ui.css"></head><body><div id="swagger-ui"></div><script src="./swagger-ui-bundle.js"></script><script>window.ui = SwaggerUIBundle({ url: './openapi.json', dom_id: '#swagger-ui', deepLinking: true })</script></body></html>\n`,
    ),
  ]);
  return { Scalar: scalar, 'Swagger UI': swagger };
}

/** The packages and the explorer's app shell, built as a release ships them; not part of the timed build. */
async function buildPrerequisites(log: (message: string) => void): Promise<void> {
  const tsc = require.resolve('typescript/bin/tsc');
  log('  building the packages (tsc -b) and the explorer app shell');
  const configs = ['runtime', 'document', 'codegen', 'mock', 'explorer', 'cli'].map((name) => `${name}/tsconfig.build.json`);
  await runNode([tsc, '-b', ...configs]);
  await runNode([path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'explorer/vite.shell.config.ts', '--logLevel', 'warn']);
}

export interface DocsOptions {
  runs: number;
  warmup: number;
  log?: (message: string) => void;
}

/** Builds the site with the built `siteapi docs`, then times cold loads of it and of the peers in Chromium. */
export async function benchDocs({ runs, warmup, log = () => undefined }: DocsOptions): Promise<DocsBench> {
  await buildPrerequisites(log);
  await mkdir(WORK, { recursive: true });
  const work = await mkdtemp(path.join(WORK, 'docs-'));
  try {
    log('  siteapi docs on the GitHub description (timed)');
    const site = path.join(work, 'site');
    const built = await timeNode([BIN, 'docs', '--spec', GITHUB_DOCUMENT, '--out', site, '-q']);
    // The command's own report, with the temporary folder's name left out.
    const build = { ...built, files: (built.stdout.trim().split('\n').pop() ?? '').replace(site, '<tmp>/site') };
    const folders: Record<ToolName, string> = { 'siteapi docs': site, ...(await writePeerPages(work)) };
    const servers = await Promise.all(TOOLS.map((tool) => serveStatic(folders[tool.name])));
    const browser = await launchChromium({ args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const samples = TOOLS.map(() => ({ firstPaint: [] as LoadSample[], open: [] as LoadSample[] }));
      const neverOpened = new Set<number>();
      // Rounds take every tool once, in a rotating order, so load from elsewhere hits all of them alike.
      for (let round = 0; round < warmup + runs; round++) {
        const warm = round < warmup;
        log(`  ${warm ? 'warm-up' : `round ${round - warmup + 1}/${runs}`}: ${TOOLS.length} tools, a cold list load and a cold deep link each`);
        for (let i = 0; i < TOOLS.length; i++) {
          const index = (i + round) % TOOLS.length;
          const tool = TOOLS[index]!;
          const base = `${servers[index]!.url}/`;
          const listed = await load(browser, base, tool.listed, true);
          // A deep link that did not open once is not retried: each try costs the whole timeout.
          const opened = neverOpened.has(index) ? { blocked: 0, blockedHosts: [] } : await load(browser, `${base}${tool.deepLink}`, tool.opened, false);
          if (opened.ms === undefined) neverOpened.add(index);
          if (warm) continue;
          samples[index]!.firstPaint.push(listed);
          samples[index]!.open.push(opened);
        }
      }
      const tools = TOOLS.map((tool, index): ToolResult => {
        const { firstPaint, open } = samples[index]!;
        const missing: string[] = [];
        const firstPaintMs = median(firstPaint.map((s) => s.ms));
        const openMs = median(open.map((s) => s.ms));
        const heapBytes = median(firstPaint.map((s) => s.heapBytes));
        const seconds = LOAD_TIMEOUT_MS / 1000;
        if (firstPaintMs === undefined)
          missing.push(`no operation listed within ${seconds} s in ${firstPaint.filter((s) => s.ms === undefined).length} of ${runs} loads`);
        if (openMs === undefined) missing.push(`${tool.deepLink} did not show "${OPEN_TITLE}" within ${seconds} s of a cold load (not retried)`);
        const all = [...firstPaint, ...open.filter((s) => s.ms !== undefined || s.blocked > 0)];
        return {
          name: tool.name,
          firstPaint,
          open,
          firstPaintMs,
          openMs,
          heapBytes,
          missing,
          blockedPerLoad: all.length ? Math.round(all.reduce((sum, s) => sum + s.blocked, 0) / all.length) : 0,
          blockedHosts: [...new Set(all.flatMap((s) => s.blockedHosts))].sort(),
        };
      });
      return { build, tools, runs, warmup };
    } finally {
      await browser.close();
      await Promise.all(servers.map((server) => server.close()));
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

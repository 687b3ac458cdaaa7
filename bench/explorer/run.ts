// `npm run bench:explorer`: how fast the built explorer is in Chromium, on the bundled document
// (248 operations) and on a synthetic one of ~3,000 (the bundled operations repeated under other paths).
// Measures, as the median of several cold page loads: first paint of the operation list, bytes fetched
// until then, the palette's answer to a query, and opening an operation. Prints the peers' first-paint
// numbers measured on these machines (shared/FACTS.md) beside them; those are not re-run here.
// `benchExplorer` is also what `npm run bench`'s explorer-render section runs.
//   npm run bench:explorer -- [--runs 5] [--operations 3000]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../../explorer/dev/chromium.ts';
import { viteConfigLoader } from '../../explorer/vite/config-loader.ts';
import { serveStatic } from '../../explorer/vite/static-server.ts';
import { OPERATIONS_FILE, readOperationModel, type ServiceOperations } from '@siteapi/codegen/operations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const documentPath = path.join(root, 'generated', 'src', 'openapi.json');
export const PEERS_FIRST_PAINT: Record<string, [string, string]> = {
  'Stoplight Elements': ['1.1 s', '3.0 s'],
  'Swagger UI': ['1.75 s', '8.1 s'],
  Scalar: ['2.0 s', '13.3 s'],
};

export interface Sample {
  firstPaintMs: number;
  bytesUntilPaint: number;
  searchMs: number;
  openMs: number;
}

type Doc = Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

/**
 * The bundled document's operations repeated under `/copy<n>` until there are at least `target`, and the generator's
 * model of them (each copy a call of its own, in a module of its own), to write beside it.
 */
async function syntheticDocument(target: number): Promise<{ document: Doc; model: ServiceOperations[]; operations: number }> {
  const original = JSON.parse(readFileSync(documentPath, 'utf8')) as Doc;
  const model = await readOperationModel(path.dirname(documentPath));
  const modelled = new Map(model.flatMap((service) => service.operations.map((operation) => [operation.id, { service, operation }] as const)));
  const copies = new Map(model.map((service) => [service, [] as ServiceOperations['operations']]));
  const paths: Doc['paths'] = {};
  let operations = 0;
  for (let copy = 0; operations < target; copy++) {
    for (const [route, item] of Object.entries(original.paths)) {
      const next: Record<string, Record<string, unknown>> = {};
      for (const [method, operation] of Object.entries(item)) {
        if (!operation || typeof operation !== 'object' || !('operationId' in operation)) {
          next[method] = operation;
          continue;
        }
        const suffix = copy === 0 ? '' : String(copy);
        const id = String(operation.operationId);
        next[method] = { ...operation, operationId: `${id}${suffix}` };
        const found = modelled.get(id);
        if (found) {
          const { service, operation: call } = found;
          copies.get(service)!.push({ ...call, id: `${id}${suffix}`, operationId: `${call.operationId}${suffix}`, module: `${call.module}${suffix}` });
        }
        operations++;
      }
      paths[copy === 0 ? route : `/copy${copy}${route}`] = next;
    }
  }
  return { document: { ...original, paths }, model: model.map((service) => ({ ...service, operations: copies.get(service)! })), operations };
}

async function buildExplorer(outDir: string, document?: string): Promise<void> {
  const previous = { document: process.env.EXPLORER_DOCUMENT, nodeEnv: process.env.NODE_ENV };
  if (document) process.env.EXPLORER_DOCUMENT = document;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'explorer/vite.config.ts'),
      configLoader: viteConfigLoader(),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of [
      ['EXPLORER_DOCUMENT', previous.document],
      ['NODE_ENV', previous.nodeEnv],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function measure(browser: Browser, url: string, query: string): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let bytes = 0;
  let painted = false;
  page.on('response', (response) => {
    if (painted) return;
    void response.body().then(
      (body) => (bytes += body.length),
      () => undefined,
    );
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('a[data-testid^="operation-"]').first().waitFor();
    // performance.now() counts from the navigation's start.
    const firstPaintMs = await page.evaluate(() => performance.now());
    painted = true;

    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search operations and models' });
    const searchMs = (await page.evaluate(`(${TIME_SEARCH})(${JSON.stringify(query)})`)) as number;
    // Timed in the page, from the Enter key to the Send button in the DOM: Playwright's own waiting polls, and
    // its steps (up to 500 ms) would be counted as the explorer's.
    await page.evaluate(WATCH_OPEN);
    await input.press('Enter');
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    const openMs = (await page.evaluate('window.__openMs')) as number;
    return { firstPaintMs, bytesUntilPaint: bytes, searchMs, openMs };
  } finally {
    await context.close();
  }
}

/** Runs in the page: from the next Enter keydown to the first Send button in the DOM, into `window.__openMs`. */
const WATCH_OPEN = `(() => {
  let start = 0;
  addEventListener('keydown', (event) => { if (event.key === 'Enter' && !start) start = performance.now(); }, { capture: true });
  const found = () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Send');
  const observer = new MutationObserver(() => {
    if (start && found()) { window.__openMs = performance.now() - start; observer.disconnect(); }
  });
  observer.observe(document.body, { childList: true, subtree: true });
})()`;

/**
 * Runs in the page: types the query into the palette the way React sees typing and resolves with the ms until
 * the first result names the last term. A string, because tsx's helpers do not exist in the page.
 */
const TIME_SEARCH = `async (text) => {
  const field = document.querySelector('[role="combobox"]');
  const start = performance.now();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const last = text.split(' ').pop();
  await new Promise((resolve) => {
    const check = () => {
      const first = document.querySelector('[role="option"][aria-selected="true"]');
      if (first && first.textContent.toLowerCase().includes(last)) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
  return performance.now() - start;
}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface BenchCase {
  label: string;
  operations: number;
  /** Index into PEERS_FIRST_PAINT's pairs: 0 for the bundled document, 1 for the synthetic one. */
  peer: 0 | 1;
  samples: Sample[];
  median: Sample;
}

export interface BenchOptions {
  runs: number;
  /** Cold loads before the measured ones, not recorded (Chromium's own first-launch costs). */
  warmup?: number;
  /** Operations in the synthetic document. */
  operations?: number;
  log?: (message: string) => void;
}

/** Builds the explorer on the bundled and on a synthetic document and times cold loads of each in Chromium. */
export async function benchExplorer({ runs, warmup = 1, operations = 3000, log = () => undefined }: BenchOptions): Promise<BenchCase[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'explorer-bench-'));
  const browser = await launchChromium({ args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const synthetic = await syntheticDocument(operations);
    const syntheticPath = path.join(work, 'synthetic.json');
    await writeFile(syntheticPath, JSON.stringify(synthetic.document));
    // The explorer reads each service's calls from the operations.json beside the document.
    for (const service of synthetic.model) {
      await mkdir(path.join(work, service.service), { recursive: true });
      await writeFile(path.join(work, service.service, OPERATIONS_FILE), JSON.stringify(service));
    }
    const cases = [
      { label: 'bundled document', operations: 248, document: undefined, query: 'bookings getservice', peer: 0 },
      { label: 'synthetic document', operations: synthetic.operations, document: syntheticPath, query: 'bookings getservice', peer: 1 },
    ] as const;
    const results: BenchCase[] = [];
    for (const benchCase of cases) {
      log(`  ${benchCase.label}: building, then ${warmup} + ${runs} cold loads`);
      const outDir = path.join(work, benchCase.document ? 'synthetic' : 'bundled');
      await buildExplorer(outDir, benchCase.document);
      const site = await serveStatic(outDir);
      try {
        for (let i = 0; i < warmup; i++) await measure(browser, `${site.url}/`, benchCase.query);
        const samples: Sample[] = [];
        for (let i = 0; i < runs; i++) samples.push(await measure(browser, `${site.url}/`, benchCase.query));
        const of = (key: keyof Sample): number => median(samples.map((sample) => sample[key]));
        const middle = { firstPaintMs: of('firstPaintMs'), bytesUntilPaint: of('bytesUntilPaint'), searchMs: of('searchMs'), openMs: of('openMs') };
        results.push({ label: benchCase.label, operations: benchCase.operations, peer: benchCase.peer, samples, median: middle });
      } finally {
        await site.close();
      }
    }
    return results;
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** One table row per case: first paint, bytes until then, palette query, open, the peers' first paint. */
export function benchRows(cases: readonly BenchCase[]): string[][] {
  return cases.map(({ label, operations, peer, median: m }) => [
    `${label} (${operations} operations)`,
    `${Math.round(m.firstPaintMs)} ms`,
    `${(m.bytesUntilPaint / 1024).toFixed(0)} kB`,
    `${m.searchMs.toFixed(1)} ms`,
    `${Math.round(m.openMs)} ms`,
    Object.entries(PEERS_FIRST_PAINT)
      .map(([name, times]) => `${name} ${times[peer]}`)
      .join(', '),
  ]);
}

export const BENCH_COLUMNS = ['case', 'first paint', 'fetched until paint', 'palette query', 'open operation', 'peers, first paint (FACTS.md)'];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, operations: { type: 'string', default: '3000' } } });
  const runs = Number(values.runs);
  const rows = benchRows(await benchExplorer({ runs, operations: Number(values.operations) }));
  console.log(`Explorer bench: median of ${runs} cold loads each, Chromium on loopback.\n`);
  console.log(`| ${BENCH_COLUMNS.join(' | ')} |`);
  console.log(`|${BENCH_COLUMNS.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

// Run only as a script; the bench section imports the functions above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`explorer-bench: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}

// The paging census over the directory in the corpus worker pool, and its report (bench/paging-census.md) with the
// hand-checked samples of bench/corpus/paging-checks.json. See bench/README.md ("Paging census").
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PaginationSpec } from '@siteapi/runtime/generated';
import { ROOT } from '../lib/paths.ts';
import { CENSUS_KINDS, type CensusDocument, type CensusKind, type CensusOperation, seededSample } from './census.ts';
import { API_DIR, DIRECTORY_PACKAGE, type DirectoryEntry } from './directory.ts';
import { WorkerLost, WorkerPool } from './pool.ts';
import { TIMEOUT_MS_PER_MB } from './run-corpus.ts';

export interface CensusRun {
  documents: CensusDocument[];
  wallMs: number;
  workers: number;
}

/** Every document read in the pool (parse and IR, no emit), largest first so the slowest start early. */
export async function runCensus(docs: DirectoryEntry[], workers: number, log: (line: string) => void): Promise<CensusRun> {
  const started = performance.now();
  const pool = new WorkerPool(workers);
  let done = 0;
  const order = [...docs].sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  const documents = await Promise.all(
    order.map(async (doc): Promise<CensusDocument> => {
      const timeoutMs = 180_000 + Math.round((doc.bytes / 1024 / 1024) * TIMEOUT_MS_PER_MB);
      const result = await pool.run<CensusDocument>({ kind: 'census', apiDir: API_DIR, name: doc.name }, timeoutMs).catch((error: unknown) => {
        if (!(error instanceof WorkerLost)) throw error;
        return { name: doc.name, status: 'lost' as const, operations: 0, listed: [], error: error.message };
      });
      done++;
      if (done % 100 === 0 || done === order.length) log(`[${done}/${order.length}] ${((performance.now() - started) / 1000).toFixed(0)} s`);
      return result;
    }),
  );
  await pool.close();
  documents.sort((a, b) => a.name.localeCompare(b.name));
  return { documents, wallMs: performance.now() - started, workers };
}

/** One operation of the census, with its document. */
export interface CensusEntry extends CensusOperation {
  document: string;
}

export const entriesOf = (run: CensusRun): CensusEntry[] => run.documents.flatMap((d) => d.listed.map((op) => ({ document: d.name, ...op })));

const DECLARED: ReadonlySet<CensusKind> = new Set(['x-pagination', 'x-speakeasy-pagination', 'x-fern-pagination']);
export const SAMPLE_SEED = 'paging-census-1';
const key = (e: { document: string; pointer: string }) => `${e.document}#${e.pointer}`;

/** The draws the hand checks were made on: 50 inferred paged operations, 20 list operations that do not page. */
export function drawSamples(entries: CensusEntry[]): { paged: CensusEntry[]; unpaged: CensusEntry[] } {
  const paged = seededSample(
    entries.filter((e) => e.spec && !DECLARED.has(e.kind!)),
    key,
    SAMPLE_SEED,
    50,
  );
  const unpaged = seededSample(
    entries.filter((e) => e.list && !e.spec),
    key,
    SAMPLE_SEED,
    20,
  );
  return { paged, unpaged };
}

/** One hand check (bench/corpus/paging-checks.json). */
export interface PagingCheck {
  document: string;
  pointer: string;
  /** The inference as it was checked (absent: the call did not page). */
  checked?: PaginationSpec;
  /** Whether that inference (or not paging) is what the API does. */
  right: boolean;
  why: string;
  /** What the call should do instead, when wrong: a declaration, or null for not paging. */
  expected?: PaginationSpec | null;
  /** The class of the error, when wrong. */
  class?: string;
}

export interface PagingChecks {
  /** What the draw was taken from: the commit the census ran on. */
  drawnFrom: string;
  /** That census's counts (`summaryOf`), to compare with this run's. */
  before?: CensusSummary;
  seed: string;
  paged: PagingCheck[];
  unpaged: PagingCheck[];
}

export const CHECKS_FILE = path.join(ROOT, 'bench', 'corpus', 'paging-checks.json');

export async function readChecks(): Promise<PagingChecks | undefined> {
  return readFile(CHECKS_FILE, 'utf8').then(
    (text) => JSON.parse(text) as PagingChecks,
    () => undefined,
  );
}

/** A census's counts: list operations, those that page, and paged operations by kind (list operations, others). */
export interface CensusSummary {
  lists: number;
  pagedLists: number;
  pagedOther: number;
  kinds: Partial<Record<CensusKind, [number, number]>>;
}

export function summaryOf(run: CensusRun): CensusSummary {
  const entries = entriesOf(run);
  const kinds: CensusSummary['kinds'] = {};
  for (const kind of CENSUS_KINDS) {
    const of = entries.filter((e) => e.kind === kind);
    kinds[kind] = [of.filter((e) => e.list).length, of.filter((e) => !e.list).length];
  }
  return {
    lists: entries.filter((e) => e.list).length,
    pagedLists: entries.filter((e) => e.list && e.spec).length,
    pagedOther: entries.filter((e) => !e.list && e.spec).length,
    kinds,
  };
}

const n = (x: number) => x.toLocaleString('en-US');
const pct = (x: number, of: number) => (of === 0 ? '-' : `${((100 * x) / of).toFixed(1)}%`);
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const same = (a: PaginationSpec | null | undefined, b: PaginationSpec | null | undefined) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (s: PaginationSpec | null | undefined) => (s ? Object.fromEntries(Object.entries(s).sort(([x], [y]) => x.localeCompare(y))) : null);

/** A declaration in one line: `cursor input=query.after next=/last_id items=/data until hasMore=/has_more`. */
export function describeSpec(spec: PaginationSpec | null | undefined): string {
  if (!spec) return 'not paged';
  const parts: string[] = [spec.kind];
  if (spec.input) parts.push(`in \`${spec.input}\``);
  if (spec.unit) parts.push(`by ${spec.unit}${spec.first === 0 ? ' from 0' : ''}`);
  if (spec.next !== undefined) parts.push(`next \`${spec.next}\``);
  if (spec.itemCursor !== undefined) parts.push(`next = last item's \`${spec.itemCursor}\``);
  parts.push(`items \`${spec.items || '(answer)'}\``);
  const ends = [
    spec.hasMore !== undefined ? `hasMore \`${spec.hasMore}\`` : '',
    spec.isLast !== undefined ? `isLast \`${spec.isLast}\`` : '',
    spec.total !== undefined ? `total \`${spec.total}\`` : '',
    spec.pages !== undefined ? `pages \`${spec.pages}\`` : '',
    spec.limit !== undefined ? `size \`${spec.limit}\`` : '',
  ].filter(Boolean);
  if (ends.length) parts.push(`ends by ${ends.join(', ')}`);
  return parts.join(', ');
}

const operationText = (pointer: string) => {
  const m = /^\/paths\/(.*)\/([a-z]+)$/.exec(pointer);
  return m ? `${m[2]!.toUpperCase()} ${m[1]!.replaceAll('~1', '/').replaceAll('~0', '~')}` : pointer;
};

/** The Markdown report. */
export function renderCensus(run: CensusRun, checks: PagingChecks | undefined, command: string): string {
  const docs = run.documents;
  const entries = entriesOf(run);
  const read = docs.filter((d) => d.status === 'read');
  const operations = read.reduce((s, d) => s + d.operations, 0);
  const lists = entries.filter((e) => e.list);
  const pagedLists = lists.filter((e) => e.spec);
  const pagedOther = entries.filter((e) => !e.list && e.spec);
  const lines: string[] = [];
  lines.push("# Paging census: APIs.guru's directory", '');
  lines.push(
    `\`${command}\` on ${new Date().toISOString().slice(0, 10)}: ${docs.length} documents of \`${DIRECTORY_PACKAGE}\` read through the ` +
      `generator's parse and IR stages in plain mode (no emit, no compile), ${run.workers} worker processes, wall time ` +
      `${(run.wallMs / 60_000).toFixed(1)} min on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} (shared), Node ${process.version}.`,
    '',
  );
  const status = (s: CensusDocument['status']) => docs.filter((d) => d.status === s).length;
  lines.push(
    `${read.length} documents read (${status('refused')} refused, ${status('crash')} crashed, ${status('lost')} lost), ${n(operations)} operations.`,
    '',
    'A **list operation** is a GET whose success answer (its lowest 2xx status, JSON) is an array, or an object with a ' +
      "property at its top that is an array of objects. Whether a call **pages** is the IR's own decision " +
      '(`codegen/ir/pagination.ts`: the call is generated as a paged call), so the counts are what generated clients do.',
    '',
    `**${n(pagedLists.length)} of ${n(lists.length)} list operations page (${pct(pagedLists.length, lists.length)})**, ` +
      `${n(lists.length - pagedLists.length)} do not; ${n(pagedOther.length)} other operations page too (a POST search, a GET whose items are no objects). ` +
      `${read.filter((d) => d.listed.some((e) => e.spec)).length} documents have at least one paged call.`,
    '',
  );
  lines.push('| kind | what | list operations | other operations | documents |', '|---|---|---:|---:|---:|');
  const WHAT: Record<CensusKind, string> = {
    cursor: 'a cursor parameter and the next cursor in the answer',
    'object-id cursor': "`after`/`starting_after` an object's id, `has_more`; `last_id` or the last item's `id`",
    offset: 'an offset by items (`offset`, `skip`, `start`, `startAt`)',
    page: 'a page number (`page`, `pageNumber`, …)',
    'next link': "the answer's link to the next page (`next`, `nextLink`, `next_page_uri`, `links.next`, …)",
    'Link header': 'an RFC 8288 `Link` header the answer declares',
    'x-pagination': 'declared by `x-pagination`',
    'x-speakeasy-pagination': 'declared by `x-speakeasy-pagination`',
    'x-fern-pagination': 'declared by `x-fern-pagination`',
  };
  for (const kind of CENSUS_KINDS) {
    const of = entries.filter((e) => e.kind === kind);
    lines.push(
      `| ${kind} | ${WHAT[kind]} | ${n(of.filter((e) => e.list).length)} | ${n(of.filter((e) => !e.list).length)} | ${new Set(of.map((e) => e.document)).size} |`,
    );
  }
  lines.push(
    `| none | list operations that do not page | ${n(lists.length - pagedLists.length)} | | ${new Set(lists.filter((e) => !e.spec).map((e) => e.document)).size} |`,
    '',
  );
  const failed = docs.filter((d) => d.status !== 'read');
  if (failed.length) {
    lines.push('Documents not read:', '');
    for (const d of failed) lines.push(`- \`${d.name}\` (${d.status}): ${cell(d.error ?? '')}`);
    lines.push('');
  }
  if (checks?.before) lines.push(...beforeLines(checks, summaryOf(run)));
  if (checks) lines.push(...checkLines(checks, entries));
  return lines.join('\n');
}

/** The census the samples were drawn from beside this one: what the fixes of the checked classes changed. */
function beforeLines(checks: PagingChecks, now: CensusSummary): string[] {
  const before = checks.before!;
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${n(x)}`;
  const row = (label: string, a: number, b: number) => `| ${label} | ${n(a)} | ${n(b)} | ${signed(b - a)} |`;
  const lines = [
    '## Before and after the fixes',
    '',
    `The census of ${checks.drawnFrom}, whose samples are checked below, beside this run (paged list operations; other paged operations in parentheses):`,
    '',
    '| | before | now | change |',
    '|---|---:|---:|---:|',
    row('list operations', before.lists, now.lists),
    row('list operations that page', before.pagedLists, now.pagedLists),
    row('other operations that page', before.pagedOther, now.pagedOther),
  ];
  for (const kind of CENSUS_KINDS) {
    const [a, ao] = before.kinds[kind] ?? [0, 0];
    const [b, bo] = now.kinds[kind] ?? [0, 0];
    if (a + ao + b + bo > 0) lines.push(`| ${kind} | ${n(a)} (${n(ao)}) | ${n(b)} (${n(bo)}) | ${signed(b - a)} (${signed(bo - ao)}) |`);
  }
  lines.push('');
  return lines;
}

/** The hand-checked samples: each check, and the precision as checked and as the census finds the calls now. */
function checkLines(checks: PagingChecks, entries: CensusEntry[]): string[] {
  const now = new Map(entries.map((e) => [key(e), e.spec]));
  // Right now: the call does what the check says is right (the checked inference when it was right, else `expected`).
  const rightNow = (c: PagingCheck) => same(now.get(key(c)), c.right ? c.checked : c.expected);
  const lines: string[] = [];
  const section = (title: string, intro: string, list: PagingCheck[], label: string) => {
    const right = list.filter((c) => c.right).length;
    const fixed = list.filter(rightNow).length;
    lines.push(`## ${title}`, '', intro, '');
    lines.push(`**As checked: ${right} of ${list.length} right. Now: ${fixed} of ${list.length}** (the call now does what the check says it should).`, '');
    lines.push(`| # | document | operation | ${label} | right | why | now |`, '|---:|---|---|---|---|---|---|');
    for (const [i, c] of list.entries()) {
      const current = now.get(key(c));
      const nowText = same(current, c.checked) ? 'unchanged' : describeSpec(current);
      lines.push(
        `| ${i + 1} | \`${c.document}\` | \`${cell(operationText(c.pointer))}\` | ${cell(describeSpec(c.checked))} | ${c.right ? 'yes' : `**no**${c.class ? ` (${cell(c.class)})` : ''}`} | ${cell(c.why)} | ${cell(nowText)}${rightNow(c) ? '' : ' ✗'} |`,
      );
    }
    lines.push('');
  };
  section(
    'Precision: 50 inferred paged operations, checked by hand',
    `Drawn from the census of ${checks.drawnFrom} (seed \`${checks.seed}\`: the 50 inferred, not declared, paged operations ` +
      'whose sha-256 of seed, document and pointer is lowest). Each was read in its document (parameters, answer schema, description) and, where ' +
      'the API documents its paging, against that; an inference is right when kind, input, next position, items and end rule all are.',
    checks.paged,
    'inferred (as checked)',
  );
  section(
    'Misses: 20 list operations that do not page, checked by hand',
    `Drawn the same way from the list operations that did not page in the census of ${checks.drawnFrom}. Right means the call ` +
      'indeed does not page (the API returns the whole list, or pages in a way no rule could infer from the document).',
    checks.unpaged,
    'as checked',
  );
  return lines;
}

/** The draws as JSON lines to start a checks file from. */
export function drawLines(entries: CensusEntry[]): string {
  const { paged, unpaged } = drawSamples(entries);
  const row = (e: CensusEntry) => ({ document: e.document, pointer: e.pointer, ...(e.spec ? { checked: e.spec } : {}), right: true, why: '' });
  return JSON.stringify({ seed: SAMPLE_SEED, paged: paged.map(row), unpaged: unpaged.map(row) }, null, 2);
}

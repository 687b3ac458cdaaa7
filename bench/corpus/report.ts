import os from 'node:os';
import { failureClasses, verdictOf, type Verdict } from './classify.ts';
import { CONFIGURATIONS, describeConfiguration } from './configurations.ts';
import { DIRECTORY_PACKAGE } from './directory.ts';
import { pagingLines } from './paging.ts';
import type { CorpusRun, DocumentResult } from './run-corpus.ts';

const VERDICTS: Verdict[] = ['pass', 'refused', 'crash', 'lost', 'does not parse', 'does not compile'];
const VERDICT_TEXT: Record<Verdict, string> = {
  pass: 'pass: generated, every file parses, compiles in every configuration',
  refused: 'refused with located problems (`file:line:col`)',
  crash: 'crash: an exception that is not a located problem (`siteapi generate` exits 2 with a stack trace)',
  lost: 'lost: the worker process ran out of time or memory',
  'does not parse': 'generated, but a written file does not parse',
  'does not compile': 'generated and parses, but does not compile in at least one configuration',
};

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Time per document beside openapi-typescript's, over one size band of the documents both generate. */
export interface TimeBand {
  label: string;
  documents: number;
  medianOurs: number;
  medianTheirs: number;
  /** The median of the per-document ratios (ours ÷ openapi-typescript's), not the ratio of the medians. */
  medianRatio: number;
  p90Ratio: number;
  totalOurs: number;
  totalTheirs: number;
}

const BANDS: [string, (bytes: number) => boolean][] = [
  ['all', () => true],
  ['< 50 kB', (b) => b < 50_000],
  ['50–500 kB', (b) => b >= 50_000 && b < 500_000],
  ['0.5–2 MB', (b) => b >= 500_000 && b < 2_000_000],
  ['≥ 2 MB', (b) => b >= 2_000_000],
];

/** The size bands' times (ms), for the corpus report and the bench's directory section alike. */
export function timeBands(docs: DocumentResult[]): TimeBand[] {
  const both = docs.filter((d) => d.generate.status === 'generated' && d.openapiTypescript.ok);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return BANDS.flatMap(([label, inBand]) => {
    const set = both.filter((d) => inBand(d.bytes));
    if (set.length === 0) return [];
    const ours = set.map((d) => d.generate.ms);
    const theirs = set.map((d) => d.openapiTypescript.ms);
    const ratios = set.map((d) => d.generate.ms / d.openapiTypescript.ms);
    return [
      {
        label,
        documents: set.length,
        medianOurs: median(ours),
        medianTheirs: median(theirs),
        medianRatio: median(ratios),
        p90Ratio: quantile(ratios, 0.9),
        totalOurs: sum(ours),
        totalTheirs: sum(theirs),
      },
    ];
  });
}

/** The Markdown report: counts, failure classes by count with one example each, times beside openapi-typescript's. */
export function renderReport(run: CorpusRun, title: string, command: string): string {
  const docs = run.documents;
  const n = docs.length;
  const verdicts = new Map(docs.map((d) => [d.name, verdictOf(d)]));
  const count = (v: Verdict) => docs.filter((d) => verdicts.get(d.name) === v).length;
  const generated = docs.filter((d) => d.generate.status === 'generated');
  const otsOk = docs.filter((d) => d.openapiTypescript.ok).length;
  const lines: string[] = [];
  lines.push(`# ${title}`, '');
  lines.push(
    `\`${command}\` on ${new Date().toISOString().slice(0, 10)}: ${n} documents of \`${DIRECTORY_PACKAGE}\`` +
      `${run.notRun.length ? ` (${run.notRun.length} more chosen but not run: the time budget ran out)` : ''}, ` +
      `${run.workers} worker processes, ${run.batchSize} documents per tsc program, wall time ${(run.wallMs / 60_000).toFixed(1)} min ` +
      `on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} (shared), Node ${process.version}.`,
    '',
  );
  lines.push(`**${count('pass')} of ${n} pass (${pct(count('pass'), n)})**; openapi-typescript takes ${otsOk} of ${n} (${pct(otsOk, n)}).`, '');
  lines.push('| outcome | documents | share |', '|---|---:|---:|');
  for (const v of VERDICTS) lines.push(`| ${VERDICT_TEXT[v]} | ${count(v)} | ${pct(count(v), n)} |`);
  lines.push('');
  lines.push(
    'Of the documents that generate, how many compile in each configuration (all `strict`, `skipLibCheck`, target es2022, lib es2022 + dom, in an ESM package, `@siteapi/runtime` resolved as the installed package):',
    '',
  );
  lines.push('| configuration | options | compile | of | tsc time |', '|---|---|---:|---:|---:|');
  for (const c of Object.keys(CONFIGURATIONS)) {
    const ok = generated.filter((d) => d.compiledIn.includes(c)).length;
    lines.push(`| ${c} | ${describeConfiguration(c)} | ${ok} | ${generated.length} | ${sec(run.compileMs[c] ?? 0)} |`);
  }
  if (run.unattributed.length) {
    lines.push('', 'Diagnostics no document owns:', '');
    for (const d of run.unattributed.slice(0, 10)) lines.push(`- ${d.configuration}: TS${d.code} ${d.file ?? ''} ${d.message}`);
  }

  lines.push('', '## Failures by cause', '');
  lines.push(
    'A document is counted once in each distinct cause it shows. Causes are normalised (quoted names → `…`, numbers → `N`); the example is exact. ' +
      'Compile errors are not counted for documents whose output does not parse.',
    '',
  );
  const classes = failureClasses(docs);
  lines.push('| # | outcome | cause | documents | configurations |', '|---:|---|---|---:|---|');
  for (const [i, c] of classes.entries()) {
    const configs =
      c.verdict === 'does not parse' ? 'any' : c.configurations.size === Object.keys(CONFIGURATIONS).length ? 'all' : [...c.configurations].join(', ');
    lines.push(`| ${i + 1} | ${c.verdict} | ${cell(c.cause)} | ${c.documents.length} | ${configs} |`);
  }
  lines.push('');
  for (const [i, c] of classes.entries()) {
    lines.push(`### ${i + 1}. ${c.verdict}: ${c.cause.replaceAll('\n', ' ')} (${c.documents.length})`, '');
    lines.push(`Example: \`${c.example.document}\``, '', '```', c.example.error, '```', '');
    if (c.documents.length > 1) {
      const shown = c.documents.slice(0, 30);
      lines.push(
        `Documents: ${shown.map((d) => `\`${d}\``).join(', ')}${c.documents.length > shown.length ? `, and ${c.documents.length - shown.length} more` : ''}`,
        '',
      );
    }
  }

  lines.push(...pagingLines(generated.flatMap((d) => (d.generate.status === 'generated' && d.generate.paging ? [d.generate.paging] : []))));

  lines.push('## Time per document beside openapi-typescript', '');
  lines.push(
    "This generator's `generate()` (parse, IR, emit; in memory; it runs openapi-typescript itself for `paths.ts`) and openapi-typescript's " +
      '`openapiTS()` + `astToString()` on the same file, each a job of the worker processes (the two often at the same time, each on one ' +
      'core), both warm. Documents both generate:',
    '',
  );
  lines.push('| size | documents | median (ours) | median (openapi-typescript) | median ratio | p90 ratio | total (ours) | total (openapi-typescript) |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const b of timeBands(docs)) {
    lines.push(
      `| ${b.label} | ${b.documents} | ${sec(b.medianOurs)} | ${sec(b.medianTheirs)} | ${b.medianRatio.toFixed(1)}× | ${b.p90Ratio.toFixed(1)}× | ${sec(b.totalOurs)} | ${sec(b.totalTheirs)} |`,
    );
  }
  lines.push('');
  const table = (rows: DocumentResult[]) => {
    lines.push('| document | kB | outcome | ours | openapi-typescript | ratio |', '|---|---:|---|---:|---:|---:|');
    for (const d of rows) {
      const o = d.openapiTypescript;
      const ratio = o.ok && d.generate.status === 'generated' ? `${(d.generate.ms / o.ms).toFixed(1)}×` : '';
      lines.push(
        `| ${d.name} | ${Math.round(d.bytes / 1000)} | ${verdicts.get(d.name)} | ${sec(d.generate.ms)} | ${sec(o.ms)}${o.ok ? '' : ' (fails)'} | ${ratio} |`,
      );
    }
    lines.push('');
  };
  if (n <= 200) {
    lines.push('<details><summary>Every document</summary>', '');
    table(docs);
    lines.push('</details>', '');
  } else {
    lines.push('The 25 slowest documents (by our time):', '');
    table([...docs].sort((a, b) => b.generate.ms - a.generate.ms).slice(0, 25));
  }
  const otsFailures = docs.filter((d) => !d.openapiTypescript.ok);
  if (otsFailures.length) {
    lines.push('openapi-typescript fails on:', '');
    for (const d of otsFailures.slice(0, 30)) lines.push(`- \`${d.name}\`: ${cell(d.openapiTypescript.error ?? '')}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

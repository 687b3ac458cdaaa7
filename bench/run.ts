// `npm run bench`: every section in one run, side by side with the peers; prints the tables and writes
// bench/results.json and bench/results.md. Options: --runs <n> (default 5, or a slow section's own default),
// --warmup <n> (default 1), --only <id,id> (print only; result files are written by full runs).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable, ms, textTable } from './lib/format.ts';
import { machine, packageVersions } from './lib/machine.ts';
import { ROOT, WORK } from './lib/paths.ts';
import type { Section, SectionReport } from './lib/section.ts';
import { appTestStartup } from './sections/app-test-startup.ts';
import { bundleSize } from './sections/bundle-size.ts';
import { contract } from './sections/contract.ts';
import { contractDocuments } from './sections/contract-documents.ts';
import { conversion } from './sections/conversion.ts';
import { directory } from './sections/directory.ts';
import { docsSite } from './sections/docs-site.ts';
import { explorerRender } from './sections/explorer-render.ts';
import { explorerSize } from './sections/explorer-size.ts';
import { generation } from './sections/generation.ts';
import { generationGithub } from './sections/generation-github.ts';
import { mock } from './sections/mock.ts';
import { mockLoad } from './sections/mock-load.ts';
import { perCall } from './sections/per-call.ts';
import { streams } from './sections/streams.ts';

const SECTIONS: Section[] = [
  generation,
  generationGithub,
  directory,
  perCall,
  conversion,
  bundleSize,
  streams,
  mock,
  mockLoad,
  contract,
  contractDocuments,
  appTestStartup,
  explorerSize,
  explorerRender,
  docsSite,
];

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, warmup: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(`usage: npm run bench -- [--runs 5] [--warmup 1] [--only ${SECTIONS.map((s) => s.id).join(',')}]`);
    return 0;
  }
  const runs = Math.max(1, count(values.runs, 5, 'runs'));
  const warmup = count(values.warmup, 1, 'warmup');
  const only = values.only?.split(',').map((s) => s.trim());
  const unknown = only?.filter((id) => !SECTIONS.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown section(s) ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.id).join(', ')}`);
  const selected = only ? SECTIONS.filter((s) => only.includes(s.id)) : SECTIONS;

  const started = performance.now();
  const startedAt = new Date();
  const host = machine();
  const versions = packageVersions();
  const log = (message: string): void => void process.stderr.write(`${message}\n`);
  log(`bench: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, Node ${host.node}; ${runs} runs after ${warmup} warm-up`);
  await mkdir(WORK, { recursive: true });

  const reports: SectionReport[] = [];
  for (const [i, section] of selected.entries()) {
    const t0 = performance.now();
    log(`[${i + 1}/${selected.length}] ${section.title}`);
    // A slow section may run fewer rounds by default; --runs applies to every section alike.
    const sectionRuns = values.runs === undefined ? (section.defaultRuns ?? runs) : runs;
    const report = await section.run({ runs: sectionRuns, warmup, log });
    const elapsed = performance.now() - t0;
    log(`[${i + 1}/${selected.length}] ${section.id} done in ${ms(elapsed)}`);
    reports.push({ ...report, data: { ...(report.data as object), elapsedMs: Math.round(elapsed) } });
    console.log(`\n${report.title}\n`);
    console.log(report.table ? textTable(report.table) : `(${report.status})`);
  }
  host.loadAverage.end = os.loadavg()[0]!;
  const durationMs = performance.now() - started;
  console.log(`\nTotal ${ms(durationMs)}; load average ${host.loadAverage.start.toFixed(2)} → ${host.loadAverage.end.toFixed(2)} on ${host.cores} cores.`);

  if (only) {
    log('bench: --only given, result files not written.');
    return 0;
  }
  const results = {
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(durationMs),
    options: { runs, warmup },
    machine: host,
    packages: versions,
    sections: reports,
  };
  await writeFile(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(ROOT, 'bench', 'results.md'), markdown(results));
  log('bench: wrote bench/results.json and bench/results.md');
  return 0;
}

function markdown(results: {
  startedAt: string;
  durationMs: number;
  options: { runs: number; warmup: number };
  machine: ReturnType<typeof machine>;
  packages: Record<string, string>;
  sections: SectionReport[];
}): string {
  const m = results.machine;
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${results.startedAt} in ${ms(results.durationMs)}. Medians of ${results.options.runs} runs after ${results.options.warmup} warm-up (fewer runs where a section's notes say so), with min and max; every section measures this project and its peers in the same run. See [README.md](README.md) for what each section does.`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average ${m.loadAverage.start.toFixed(2)} at the start, ${m.loadAverage.end?.toFixed(2)} at the end.`,
    '',
    `Packages: ${Object.entries(results.packages)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
  ];
  for (const section of results.sections) {
    lines.push('', `## ${section.title}`, '');
    lines.push(section.table ? markdownTable(section.table) : `_${section.status}_`);
    lines.push('', ...section.method.map((m) => `- ${m}`));
  }
  return `${lines.join('\n')}\n`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);

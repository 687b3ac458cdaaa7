// `npm run corpus`: APIs.guru's directory through the generator, each output compiled in every configuration users
// have; the committed sample of 100 by default, `--all` for the 2,639. See bench/README.md ("Corpus").
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, WORK } from '../lib/paths.ts';
import { type CensusRun, drawLines, entriesOf, readChecks, renderCensus, runCensus } from './census-run.ts';
import { verdictOf } from './classify.ts';
import { ensureDirectory, listDocuments } from './directory.ts';
import { renderReport } from './report.ts';
import { type CorpusRun, runCorpus } from './run-corpus.ts';
import { readSample, stableHash, writeSample } from './sample.ts';

const USAGE = `usage: npm run corpus -- [--all] [--workers 1|2] [--batch N] [--max-minutes M] [--limit N] [--only A,B]
                          [--choose-sample]
       npm run corpus -- --census [--workers 1|2] [--limit N] [--only A,B] [--report] [--draw]

  (default)        the committed sample of 100 documents (bench/corpus/sample.json); report bench/corpus-sample.md
  --all            every document of the directory, in a stable shuffled order; report bench/corpus-all.md
  --workers N      worker processes (default 2)
  --batch N        documents compiled per tsc program (default 100)
  --max-minutes M  start no new batch after M minutes; the report counts what ran and says how many did not
  --limit N        only the first N documents; the report is printed, not written
  --only A,B       only these documents of the directory (names as the report gives them, e.g. notion.com.json);
                   the report is printed, not written
  --report         render the report again from the last run's saved results (bench/.work/corpus-<mode>.run.json)
  --census         the paging census instead: every document through parse and IR only, list operations and how
                   they page; report bench/paging-census.md with the hand checks of bench/corpus/paging-checks.json
  --draw           with --census: print the seeded samples to check by hand (from the last census run), as JSON
  --choose-sample  choose the sample again from the directory and write bench/corpus/sample.json (never needed:
                   the sample is chosen once, so results compare across runs)`;

const { values } = parseArgs({
  options: {
    all: { type: 'boolean' },
    workers: { type: 'string', default: '2' },
    batch: { type: 'string', default: '100' },
    'max-minutes': { type: 'string' },
    limit: { type: 'string' },
    only: { type: 'string' },
    'choose-sample': { type: 'boolean' },
    report: { type: 'boolean' },
    census: { type: 'boolean' },
    draw: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
const positive = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${name} must be a positive number, got '${text}'\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const workers = positive('workers', values.workers)!;
const batchSize = positive('batch', values.batch)!;
const maxMinutes = positive('max-minutes', values['max-minutes']);
const limit = positive('limit', values.limit);

const log = (line: string) => console.error(line);
await ensureDirectory(log);
if (values['choose-sample']) {
  const sample = await writeSample(await listDocuments());
  log(`wrote bench/corpus/sample.json: ${sample.documents.length} documents`);
  process.exit(0);
}
const only = values.only
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
let chosen =
  values.all || values.census ? (await listDocuments()).sort((a, b) => stableHash(a.name).localeCompare(stableHash(b.name))) : (await readSample()).documents;
if (only) {
  const directory = new Map((await listDocuments()).map((d) => [d.name, d]));
  const unknown = only.filter((name) => !directory.has(name));
  if (unknown.length) {
    console.error(`--only: not in the directory: ${unknown.join(', ')}\n\n${USAGE}`);
    process.exit(2);
  }
  chosen = only.map((name) => directory.get(name)!);
}
const docs = limit ? chosen.slice(0, limit) : chosen;
const printOnly = limit !== undefined || only !== undefined;
if (values.census) {
  await runCensusCommand();
  process.exit(0);
}
const mode = values.all ? 'all' : 'sample';
log(`${docs.length} documents, ${workers} workers, ${batchSize} per tsc program${maxMinutes ? `, new batches for ${maxMinutes} min` : ''}`);

let command = `npm run corpus${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
const saved = path.join(WORK, `corpus-${mode}.run.json`);
let run: CorpusRun;
if (values.report) {
  ({ run, command } = JSON.parse(await readFile(saved, 'utf8')) as { run: CorpusRun; command: string });
} else {
  run = await runCorpus(docs, { workers, batchSize, budgetMs: maxMinutes ? maxMinutes * 60_000 : undefined, log });
  // Kept so the report can be rendered again (`--report`) without running the documents again.
  if (!printOnly) await writeFile(saved, JSON.stringify({ run, command }));
}
const title = values.all ? "APIs.guru's directory: every document" : "APIs.guru's directory: the sample of 100";
const report = renderReport(run, title, command);
if (printOnly) {
  console.log(report);
} else {
  const base = path.join(ROOT, 'bench', `corpus-${mode}`);
  await writeFile(`${base}.md`, report);
  // One line per document, for finding every document of a class.
  const rows = run.documents.map((d) =>
    JSON.stringify({
      name: d.name,
      bytes: d.bytes,
      verdict: verdictOf(d),
      ms: Math.round(d.generate.ms),
      openapiTypescript: { ok: d.openapiTypescript.ok, ms: Math.round(d.openapiTypescript.ms) },
      compiledIn: d.compiledIn,
      ...('problems' in d.generate && d.generate.problems ? { problems: d.generate.problems.slice(0, 3) } : {}),
      ...('error' in d.generate && d.generate.error ? { error: d.generate.error } : {}),
      ...(d.diagnostics.length
        ? { diagnostics: d.diagnostics.slice(0, 3).map((x) => `${x.configuration} ${x.file}:${x.line}:${x.col} TS${x.code}: ${x.message}`) }
        : {}),
    }),
  );
  await writeFile(`${base}.json`, `[\n${rows.join(',\n')}\n]\n`);
  log(`wrote bench/corpus-${mode}.md and bench/corpus-${mode}.json`);
}
const passed = run.documents.filter((d) => verdictOf(d) === 'pass').length;
log(`${passed} of ${run.documents.length} pass`);

/** `--census`: every document (or `--only`/`--limit` ones, printed) through parse and IR, and the paging report. */
async function runCensusCommand(): Promise<void> {
  const saved = path.join(WORK, 'paging-census.run.json');
  let run: CensusRun;
  let command = `npm run corpus${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  if (values.report || values.draw) {
    ({ run, command } = JSON.parse(
      await readFile(saved, 'utf8').catch(() => {
        console.error(`no census run saved in ${path.relative(ROOT, saved)}: run npm run corpus -- --census first`);
        process.exit(2);
      }),
    ) as { run: CensusRun; command: string });
  } else {
    log(`paging census: ${docs.length} documents, ${workers} workers`);
    run = await runCensus(docs, workers, log);
    if (!printOnly) {
      await mkdir(WORK, { recursive: true });
      await writeFile(saved, JSON.stringify({ run, command }));
    }
  }
  if (values.draw) {
    console.log(drawLines(entriesOf(run)));
    return;
  }
  const report = renderCensus(run, printOnly ? undefined : await readChecks(), command);
  if (printOnly) console.log(report);
  else {
    await writeFile(path.join(ROOT, 'bench', 'paging-census.md'), `${report}\n`);
    log('wrote bench/paging-census.md');
  }
}

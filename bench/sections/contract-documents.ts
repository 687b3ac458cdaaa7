// Contract check on outside documents: the built `siteapi contract` (its default engine, the in-process mock) on
// GitHub's REST description and on the corpus sample, each in an app folder of its own, spawn → exit.
import { copyFile, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDirectory } from '../corpus/directory.ts';
import { readSample } from '../corpus/sample.ts';
import { builtCli, runContract } from '../lib/built-cli.ts';
import { ms } from '../lib/format.ts';
import { ROOT, WORK } from '../lib/paths.ts';
import type { Section } from '../lib/section.ts';

const GITHUB = path.join(ROOT, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
/** How many documents of the corpus sample to check (all 100 by default): `CONTRACT_SAMPLE=10 npm run bench -- --only contract-documents`. */
const SAMPLE = Number(process.env.CONTRACT_SAMPLE ?? 100);
/** A document whose generation and check take longer is stopped and counted as not finished. */
const TIMEOUT_MS = 300_000;

interface Run {
  document: string;
  /** 0 every operation passed, 1 some failed, 2 the command stopped (a usage or internal error), null: stopped by the bench. */
  code: number | null;
  wallMs: number;
  /** The report's own time: the mock started, the client loaded, every example called and judged. */
  contractMs?: number;
  operations?: number;
  failed?: number;
  /** The document's own examples that break its schemas: warnings, not failures. */
  warnings?: number;
  /** The command's last line on stderr when it gave no report. */
  error?: string;
}

/** `siteapi contract --spec <doc> --out client --json -q` in a fresh app folder (ES module package, runtime linked). */
async function contractOn(document: string, name: string): Promise<Run> {
  const dir = path.join(WORK, 'contract-documents', name.replace(/[^A-Za-z0-9.-]+/g, '_'));
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'node_modules', '@siteapi'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
  await symlink(path.join(ROOT, 'runtime'), path.join(dir, 'node_modules', '@siteapi', 'runtime'), 'dir');
  const file = `api${path.extname(document)}`;
  await copyFile(document, path.join(dir, file));
  const { code, ms: wallMs, report, output } = await runContract(['--spec', file, '--out', 'client'], { cwd: dir, timeoutMs: TIMEOUT_MS });
  const run: Run = { document: name, code, wallMs };
  if (report) Object.assign(run, { operations: report.operations.length, failed: report.failed, warnings: report.warnings?.length, contractMs: report.ms });
  else run.error = output.trim().split('\n').at(-1)?.slice(0, 200) || `exit code ${code}`;
  return run;
}

const sum = (runs: Run[], pick: (r: Run) => number | undefined) => runs.reduce((n, r) => n + (pick(r) ?? 0), 0);

export const contractDocuments: Section = {
  id: 'contract-documents',
  title: "Contract check on outside documents: GitHub's description and the corpus sample, in-process mock, spawn → exit",
  defaultRuns: 1,
  async run(ctx) {
    await builtCli(ctx.log);
    const github = await contractOn(GITHUB, 'api.github.com');
    ctx.log(`  GitHub: ${github.operations ?? '?'} operations, ${github.failed ?? '?'} failed, ${ms(github.wallMs)} (exit ${github.code})`);
    const api = await ensureDirectory(ctx.log);
    const all = (await readSample()).documents;
    // Spread over the sample's size bands (it is sorted by size): a shorter run is not only the smallest documents.
    const count = Math.min(SAMPLE, all.length);
    const sample = Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)]!);
    const runs: Run[] = [];
    for (const [i, entry] of sample.entries()) {
      const run = await contractOn(path.join(api, entry.name), entry.name);
      runs.push(run);
      ctx.log(
        `  [${i + 1}/${sample.length}] ${entry.name}: ${run.operations === undefined ? `no report (${run.error})` : `${run.operations} operations, ${run.failed} failed`}, ${ms(run.wallMs)}`,
      );
    }
    const reported = runs.filter((r) => r.operations !== undefined);
    const operations = sum(reported, (r) => r.operations);
    const failed = sum(reported, (r) => r.failed);
    const documentsPassed = reported.filter((r) => r.failed === 0).length;
    const githubOps = github.operations ?? 0;
    const row = (label: string, documents: string, ops: number, failedOps: number, wall: number, contract: number) => [
      label,
      documents,
      String(ops),
      `${ops - failedOps} / ${failedOps}`,
      ms(wall),
      ms(contract),
    ];
    const notFinished = runs.filter((r) => r.operations === undefined);
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        '`siteapi contract --spec api.json --out client --json -q` with the built command, in a fresh ES module app folder per document (`@siteapi/runtime` linked into its node_modules): generation, then the in-process mock started, the generated client loaded, every example of every operation called (8 in flight) and judged.',
        "Wall time is spawn → exit, generation included; contract time is the report's own (mock, client load, calls, judging).",
        `The corpus row: ${sample.length} of the ${all.length} documents of bench/corpus/sample.json (APIs.guru's directory, chosen by size bands), spread evenly over its size order (CONTRACT_SAMPLE sets how many), one after another; a document is reported when the command printed its JSON report (exit 0 or 1).`,
        "Failed operations are the check's findings (a request the mock refuses, an answer that breaks the declared schema, a result of the wrong type), not crashes; the document's own examples that break its schemas are warnings, not failures (the mock answers a value made from the schema instead).",
        'One run each: the sample takes minutes.',
      ],
      table: {
        columns: ['siteapi contract', 'documents (reported / run)', 'operations', 'passed / failed', 'wall', 'contract'],
        rows: [
          row(
            "GitHub's description",
            github.operations === undefined ? '0 / 1' : '1 / 1',
            githubOps,
            github.failed ?? 0,
            github.wallMs,
            github.contractMs ?? 0,
          ),
          row(
            `corpus sample, ${sample.length} documents`,
            `${reported.length} / ${runs.length}`,
            operations,
            failed,
            sum(runs, (r) => r.wallMs),
            sum(reported, (r) => r.contractMs),
          ),
        ],
        notes: [
          `The document's own broken examples (warnings): GitHub ${github.warnings ?? '?'}, the corpus sample ${sum(reported, (r) => r.warnings)}.`,
          `Corpus documents whose every operation passed: ${documentsPassed} of ${runs.length}.`,
          ...(notFinished.length > 0 ? [`No report: ${notFinished.map((r) => `${r.document} (${r.error ?? `exit ${r.code}`})`).join('; ')}.`] : []),
        ],
      },
      data: { github, runs },
    };
  },
};

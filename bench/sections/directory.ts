// Generation on documents nobody here chose: the corpus sample of APIs.guru's directory, each document timed warm
// beside openapi-typescript in the corpus' worker processes (bench/corpus/), compiling left to `npm run corpus`.
import { ensureDirectory } from '../corpus/directory.ts';
import { timeBands } from '../corpus/report.ts';
import { type CorpusRun, runCorpus } from '../corpus/run-corpus.ts';
import { readSample } from '../corpus/sample.ts';
import { ms, ratio } from '../lib/format.ts';
import type { Section } from '../lib/section.ts';

/** The issue's goal for the median of the per-document ratios. */
const GOAL = 1.5;

export const directory: Section = {
  id: 'directory',
  title: "Generation: APIs.guru's directory, the sample of 100, time per document beside openapi-typescript",
  defaultRuns: 1,
  async run(ctx) {
    await ensureDirectory(ctx.log);
    const sample = (await readSample()).documents;
    const passes: CorpusRun[] = [];
    for (let pass = 0; pass < ctx.runs; pass++) {
      ctx.log(`  pass ${pass + 1}/${ctx.runs}: ${sample.length} documents, 2 workers`);
      let done = 0;
      const run = await runCorpus(sample, {
        workers: 2,
        compile: false,
        log: () => {
          if (++done % 25 === 0) ctx.log(`  ${done}/${sample.length}`);
        },
      });
      passes.push(run);
    }
    // With several passes, each document's time is its median over them.
    const documents = passes[0]!.documents.map((first, i) => {
      const mid = <T>(xs: T[], key: (x: T) => number) => [...xs].sort((a, b) => key(a) - key(b))[Math.floor(xs.length / 2)]!;
      const runs = passes.map((p) => p.documents[i]!);
      return { ...first, generate: mid(runs, (r) => r.generate.ms).generate, openapiTypescript: mid(runs, (r) => r.openapiTypescript.ms).openapiTypescript };
    });
    const generated = documents.filter((d) => d.generate.status === 'generated').length;
    const bands = timeBands(documents);
    const all = bands.find((b) => b.label === 'all');
    const rows = bands.map((b) => [
      b.label,
      String(b.documents),
      ms(b.medianOurs),
      ms(b.medianTheirs),
      ratio(b.medianRatio),
      ratio(b.p90Ratio),
      ms(b.totalOurs),
      ms(b.totalTheirs),
    ]);
    return {
      id: 'directory',
      title: this.title,
      status: 'measured',
      table: {
        columns: [
          'size band',
          'documents',
          'median (ours)',
          'median (openapi-typescript)',
          'median ratio',
          'p90 ratio',
          'total (ours)',
          'total (openapi-typescript)',
        ],
        rows,
        notes: all ? [`goal: median ratio ≤ ×${GOAL}; this run ×${all.medianRatio.toFixed(2)}, ${all.medianRatio <= GOAL ? 'met' : 'not met'}`] : [],
      },
      method: [
        `Input: the committed sample of 100 documents of APIs.guru's directory (bench/corpus/sample.json: sorted by size up to 10 MB, one per band of equal count), OpenAPI 3.0 and Swagger 2.0 files nobody here chose; ${generated} of ${documents.length} generated in this run.`,
        "Each document in one of two worker processes (bench/corpus/worker.ts): this generator's generate() in plain mode (parse, upgrade to 3.1, check against OpenAPI's schema, IR, emit, its .ts files written; it runs openapi-typescript itself for paths.ts), and openapi-typescript's openapiTS() + astToString() on the same file as a separate job; each worker runs its first document once untimed, so both tools are timed warm. The outputs are not compiled here (npm run corpus does that).",
        `Ratio: each document's time ÷ openapi-typescript's on it; the table gives the median and the 90th percentile of those ratios per size band, over the documents both generate. Goal: the median of all ≤ ×${GOAL}${all ? `; this run ×${all.medianRatio.toFixed(2)}, ${all.medianRatio <= GOAL ? 'met' : 'not met'}` : ''}.`,
        `${ctx.runs} pass(es) over the sample (this section runs 1 unless --runs is given; with more, each document's median time); the two tools often run at the same time, one on each core.`,
      ],
      data: {
        passes: passes.length,
        bands,
        documents: documents.map((d) => ({
          name: d.name,
          bytes: d.bytes,
          ours: d.generate.ms,
          openapiTypescript: d.openapiTypescript.ms,
          status: d.generate.status,
        })),
      },
    };
  },
};

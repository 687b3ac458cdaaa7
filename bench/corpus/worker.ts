// A worker process of the corpus run: takes one job at a time over IPC (generate a document, time openapi-typescript
// on it, read one for the paging census, or compile a batch in one configuration) and answers with its result (a generation also says where it is
// as it goes). A crash the job does not catch ends
// the process; the pool records it.
import { censusOne } from './census.ts';
import { type CompileRoot, compileBatches } from './compile.ts';
import { generateOne, openapiTypescriptOne } from './generate-one.ts';

export type JobInput =
  | { kind: 'generate'; apiDir: string; name: string; outDir: string }
  | { kind: 'openapi-typescript'; apiDir: string; name: string }
  | { kind: 'census'; apiDir: string; name: string }
  | { kind: 'compile'; root: CompileRoot; configurations: string[]; batch: string; slugs: string[] };
export type Job = JobInput & { id: number };

process.on('message', async (job: Job) => {
  const result =
    job.kind === 'generate'
      ? await generateOne(job.apiDir, job.name, job.outDir, (where) => process.send?.({ id: job.id, progress: where }))
      : job.kind === 'openapi-typescript'
        ? await openapiTypescriptOne(job.apiDir, job.name)
        : job.kind === 'census'
          ? await censusOne(job.apiDir, job.name)
          : await compileBatches(job.root, job.configurations, job.batch, job.slugs);
  process.send?.({ id: job.id, result });
});

// A run that ends (or is stopped) takes its workers with it.
process.on('disconnect', () => process.exit(0));

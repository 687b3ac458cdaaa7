import { formatProblem, generateIncremental, sortProblems, SpecProblemsError } from '@siteapi/codegen';
import { progressLines } from './progress-lines.ts';
import { runLine } from './run-line.ts';
import { watchSpecs } from './watch.ts';
import { parseSpecCommand, type SpecMode } from './args.ts';

/** `siteapi generate`: one incremental run, or `--watch` until Ctrl+C. */
export async function generateCommand(args: string[]): Promise<number> {
  const values = await parseSpecCommand(args, { watch: { type: 'boolean' }, force: { type: 'boolean' } });
  const options = {
    spec: values.spec,
    out: values.out,
    runtimeImport: values.runtime,
    mode: values.mode,
    msw: values.msw,
    force: values.force,
    quiet: values.quiet,
  };
  if (values.watch) {
    const stamp = () => new Date().toTimeString().slice(0, 8);
    const watcher = watchSpecs({ ...options, log: (line) => console.log(`[${stamp()}] ${line}`) });
    await watcher.ready;
    console.log(`[${stamp()}] watching ${values.spec} (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await watcher.close();
    return 0;
  }
  const result = await ensureGenerated(options);
  return result === 'problems' ? 1 : 0;
}

/**
 * An incremental run that reports in one line, or prints the spec problems and says the out folder was kept.
 * Also the first step of `mock` and `contract`.
 */
export async function ensureGenerated(
  options: { spec: string; out: string; runtimeImport?: string; mode?: SpecMode; msw?: boolean; force?: boolean; quiet?: boolean },
  report: { quietWhenUpToDate?: boolean; log?: (line: string) => void } = {},
): Promise<'ok' | 'problems'> {
  try {
    const result = await generateIncremental({ ...options, progress: progressLines('generate', { quiet: options.quiet }) });
    const unchanged = result.written.length === 0 && result.deleted.length === 0 && result.regenerated.length === 0;
    if (!(report.quietWhenUpToDate && unchanged)) (report.log ?? console.log)(runLine(result, options.out));
    if (!options.quiet) for (const w of sortProblems(result.warnings)) console.error(formatProblem(w));
    return 'ok';
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    const { problems } = error;
    console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the specs:`);
    for (const p of sortProblems(problems)) console.error(formatProblem(p));
    console.error(`\n${options.out}/ was not changed.`);
    return 'problems';
  }
}

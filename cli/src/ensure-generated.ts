// The first step of `generate`, `mock` and `contract`: an incremental run through codegen's light entry, so an
// up-to-date check loads neither the generator (TypeScript, openapi-typescript) nor Redocly (they load when a spec changed).
import { formatProblem, generateIncremental, groupWarnings, sortProblems, SpecProblemsError } from '@siteapi/codegen/incremental';
import type { IncrementalOptions } from '@siteapi/codegen/incremental';
import type { GeneratorOptions } from '@siteapi/codegen/options';
import { progressLines } from './progress-lines.ts';

/** What an incremental run takes: the folders, the generator's options (generator-options.ts) and the run's flags. */
export type GenerateOptions = Omit<IncrementalOptions, 'progress'> & { quiet?: boolean };

/** A command's options (`parseSpecCommand`'s values) as an incremental run's: one mapping for every command. */
export function generateOptions(values: {
  spec: string;
  out: string;
  generator: Partial<GeneratorOptions>;
  force?: boolean;
  quiet?: boolean;
}): GenerateOptions {
  const { spec, out, generator, force, quiet } = values;
  return { spec, out, ...generator, force, quiet };
}

/**
 * An incremental run that reports in one line, or prints the spec problems and says the out folder was kept.
 * Also the first step of `mock` and `contract`.
 */
export async function ensureGenerated(
  options: GenerateOptions,
  report: { quietWhenUpToDate?: boolean; log?: (line: string) => void } = {},
): Promise<'ok' | 'problems'> {
  try {
    const result = await generateIncremental({ ...options, progress: progressLines('generate', { quiet: options.quiet }) });
    const unchanged = result.written.length === 0 && result.deleted.length === 0 && result.regenerated.length === 0;
    if (!(report.quietWhenUpToDate && unchanged)) {
      // The run line compares documents (the diff module): loaded only when there is something to report.
      const { runLine } = await import('./run-line.ts');
      (report.log ?? console.log)(runLine(result, options.out));
    }
    if (!options.quiet) for (const w of groupWarnings(result.warnings)) console.error(formatProblem(w));
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

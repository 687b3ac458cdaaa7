import path from 'node:path';
import { diffTrees, generate, isBookkeeping, type LintProblem, lintSpecs, readTree, SpecProblemsError, specFiles } from '@siteapi/codegen';
import { parseSpecCommand } from './args.ts';
import { generatorFlagsText } from './generator-options.ts';
import { progressLines } from './progress-lines.ts';

/**
 * `siteapi check`: the spec quality gate (Redocly's recommended rules and the project's), then a full
 * regeneration in memory compared file by file (the manifest is a cache, not output).
 */
export async function checkCommand(args: string[]): Promise<number> {
  const values = await parseSpecCommand(args, { json: { type: 'boolean' }, 'no-lint': { type: 'boolean' } });
  const { spec, out } = values;
  const lint: LintProblem[] = values['no-lint'] ? [] : await lintSpecs(await specFiles(spec));
  const lintErrors = lint.filter((p) => p.severity === 'error').length;
  let files: Map<string, string>;
  try {
    files = await generate(spec, { ...values.generator, progress: progressLines('check', { quiet: values.quiet || values.json }) });
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    if (values.json) console.log(JSON.stringify({ ok: false, lint, problems: error.problems, changes: [] }, null, 2));
    else {
      printLint(lint);
      console.error(error.message);
    }
    return 1;
  }
  const onDisk = new Map([...(await readTree(out))].filter(([p]) => !isBookkeeping(p)));
  const diff = diffTrees(onDisk, files);
  if (values.json) {
    console.log(
      JSON.stringify(
        { ok: diff.length === 0 && lintErrors === 0, lint, problems: [], changes: diff.map((d) => ({ ...d, path: path.join(out, d.path) })) },
        null,
        2,
      ),
    );
    return diff.length === 0 && lintErrors === 0 ? 0 : 1;
  }
  printLint(lint);
  if (diff.length > 0) {
    console.error(`${out}/ is out of date with ${spec}/ and codegen/:`);
    for (const d of diff) console.error(`  ${d.change.padEnd(7)} ${path.join(out, d.path)}`);
    // The command that writes what this run compared with: the same spec, out folder and generator options.
    const flags = generatorFlagsText(values.generator);
    const fix =
      spec === 'spec' && out === 'generated/src' && flags === ' --msw' ? 'npm run generate' : `npx siteapi generate --spec ${spec} --out ${out}${flags}`;
    console.error(`\nRun \`${fix}\` to update it.`);
    return 1;
  }
  if (lintErrors > 0) return 1;
  console.log(`${out}/ is up to date (${files.size} files).`);
  return 0;
}

/** Lint problems, errors on stderr, then one summary line; warnings alone do not fail the check. */
function printLint(lint: LintProblem[]): void {
  if (lint.length === 0) return;
  const errors = lint.filter((p) => p.severity === 'error');
  const warnings = lint.length - errors.length;
  for (const p of errors) console.error(`${p.file}:${p.line}:${p.col} error ${p.rule}: ${p.message}`);
  const counts = [`${errors.length} error${errors.length === 1 ? '' : 's'}`, `${warnings} warning${warnings === 1 ? '' : 's'}`].join(', ');
  (errors.length > 0 ? console.error : console.log)(
    `spec lint (Redocly recommended + project rules): ${counts}${warnings > 0 ? ' (warnings: --json lists them)' : ''}`,
  );
}

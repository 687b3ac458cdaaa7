import { atRef, diffReport, diffSides, formatDiffReport, InputError, loadSide } from './diff/diff.ts';
import { SpecProblemsError } from '@siteapi/codegen';
import { parseCommand } from './args.ts';
import { UsageError } from './usage-error.ts';

/** `siteapi diff`: exit 1 when anything breaking is found. */
export async function diffCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    { base: { type: 'string' }, json: { type: 'boolean' }, 'strict-enums': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    2,
  );
  let oldArg: string | undefined;
  let newArg: string | undefined;
  if (values.base !== undefined) {
    if (positionals.length > 1) throw new UsageError('with --base, give only the new side (default: spec)');
    newArg = positionals[0] ?? 'spec';
  } else {
    if (positionals.length !== 2) throw new UsageError('give the old and the new side (files, folders or <ref>:<path>), or --base <ref>');
    [oldArg, newArg] = positionals;
  }
  let report: ReturnType<typeof diffReport>;
  try {
    const after = await loadSide(newArg!);
    const before = values.base !== undefined ? await atRef(values.base, newArg!) : await loadSide(oldArg!);
    report = diffReport(before.label, after.label, diffSides(before, after, { strictEnums: values['strict-enums'] }));
  } catch (error) {
    if (error instanceof InputError) throw new UsageError(error.message);
    if (error instanceof SpecProblemsError) {
      console.error(`${error.message}\n\nThe specs could not be compared.`);
      return 2;
    }
    throw error;
  }
  console.log(values.json ? JSON.stringify(report, null, 2) : formatDiffReport(report));
  return report.breaking > 0 ? 1 : 0;
}

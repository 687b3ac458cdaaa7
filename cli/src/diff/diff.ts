import { compareSpecSets, type Change } from './compare-operations.ts';
import type { SpecSide } from './load-side.ts';
import type { DiffOptions } from './rules.ts';
import { readSpecSet, specSetOf } from './spec-set.ts';

export { atRef, InputError, loadSide, type SpecSide } from './load-side.ts';
export { diffReport, diffSummary, formatDiffReport, type DiffReport } from './report.ts';
export { RULES, type ChangeKind, type DiffOptions } from './rules.ts';
export type { Change };

/** Every change from the old side to the new one; throws `SpecProblemsError` when a side's YAML does not parse. */
export function diffSides(before: SpecSide, after: SpecSide, options: DiffOptions = {}): Change[] {
  return compareSpecSets(readSpecSet(before), readSpecSet(after), options);
}

/** The same for two parsed documents (the watch compares a spec's last good version with its new one). */
export function diffDocuments(before: unknown, after: unknown, file: string, options: DiffOptions = {}): Change[] {
  return compareSpecSets(specSetOf('before', [{ file, data: before }]), specSetOf('after', [{ file, data: after }]), options);
}

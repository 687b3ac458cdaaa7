import type { Problem } from '@siteapi/document';

export type { Problem };

/**
 * What a message may quote of the document's text (a key, a value) that a terminal would act on: control characters
 * and line separators, escaped so that a problem is one line and cannot move the cursor or clear the screen.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col} ${p.message}`.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Sorted by file, then position, so output is stable whatever order the checks ran in. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

/**
 * Warnings as printed: sorted, and each kind once, at its first place, with how many there are. Warnings
 * without a kind are each their own.
 */
export function groupWarnings(warnings: Problem[]): Problem[] {
  const groups = new Map<string, Problem[]>();
  for (const w of sortProblems(warnings)) {
    const key = w.kind ?? `${formatProblem(w)}`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  return [...groups.values()].map(([first, ...rest]) =>
    rest.length === 0 ? first! : { ...first!, message: `${first!.message} (and ${rest.length} more like it)` },
  );
}

/** A warning made an error (`--strict`, or the platform dialect): the same place and text. */
export function warningAsError(w: Problem): Problem {
  return { file: w.file, line: w.line, col: w.col, message: w.message.replace(/^warning: /, '') };
}

/**
 * An exception no rule expected (a shape of document the generator does not handle) as a problem's text: what
 * failed and the error's first line, so that a document ends a run with a located problem, never a stack trace.
 */
export function failureMessage(what: string, error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `${what} failed on this document (a generator bug, please report it): ${text.split('\n')[0]}`;
}

/** Thrown by a stage when the specs have problems; carries all of them. */
export class SpecProblemsError extends Error {
  override name = 'SpecProblemsError';
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    // One text read twice in a bundle (a part two references draw in) is one problem.
    problems = [...new Map(problems.map((p) => [formatProblem(p), p])).values()];
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the specs:\n${sortProblems(problems).map(formatProblem).join('\n')}`);
    this.problems = problems;
  }
}

/** The spec input itself is wrong (a path that does not exist, a folder without a spec): one line says what. */
export class SpecInputError extends Error {
  override name = 'SpecInputError';
}

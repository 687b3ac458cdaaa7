/** A spec problem with its place in the source, reported as `file:line:col message`. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col} ${p.message}`;
}

/** Sorted by file, then position, so output is stable whatever order the checks ran in. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

/** Thrown by a stage when the specs have problems; carries all of them. */
export class SpecProblemsError extends Error {
  override name = 'SpecProblemsError';
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the specs:\n${sortProblems(problems).map(formatProblem).join('\n')}`);
  }
}

/** The spec input itself is wrong (a path that does not exist, a folder without a spec): one line says what. */
export class SpecInputError extends Error {
  override name = 'SpecInputError';
}

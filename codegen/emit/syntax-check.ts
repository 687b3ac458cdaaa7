import { ts } from 'ts-morph';
import { SpecProblemsError, type Problem } from '../problems.ts';

/**
 * Every `.ts` file of `files` (path → text) parsed by TypeScript: a file that does not parse is a generator bug or a
 * name that slipped past `naming.ts`, and must never reach the disk. Throws with each file's first syntax error at
 * its line and column in the generated file; `source` says which spec the files came from.
 */
export function assertParses(files: ReadonlyMap<string, string>, source: string): void {
  const problems: Problem[] = [];
  for (const [file, text] of files) {
    if (!file.endsWith('.ts')) continue;
    const parsed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    // The parser's own diagnostics (no program, no type check): what `tsc` reports as syntax errors.
    const first = (parsed as unknown as { parseDiagnostics?: readonly ts.DiagnosticWithLocation[] }).parseDiagnostics?.[0];
    if (!first) continue;
    const { line, character } = parsed.getLineAndCharacterOfPosition(first.start);
    problems.push({
      file,
      line: line + 1,
      col: character + 1,
      message: `generated code does not parse (from ${source}): ${ts.flattenDiagnosticMessageText(first.messageText, ' ').replace(/\.$/, '')}; nothing was written`,
    });
  }
  if (problems.length > 0) throw new SpecProblemsError(problems);
}

import type { ts as Ts } from 'ts-morph';
import { ts } from './ts-morph.ts';
import { SpecProblemsError, type Problem } from '../problems.ts';

/** The parser's own diagnostics of a file (no program, no type check): what `tsc` reports as syntax errors. */
export function syntaxErrors(file: Ts.SourceFile): readonly Ts.DiagnosticWithLocation[] {
  return (file as unknown as { parseDiagnostics?: readonly Ts.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
}

/**
 * Every `.ts` file of `files` (path → text) parsed by TypeScript: a file that does not parse is a generator bug or a
 * name that slipped past `naming.ts`, and must never reach the disk. Throws with each file's first syntax error at
 * its line and column in the generated file; `source` says which spec the files came from.
 */
export function assertParses(files: ReadonlyMap<string, string>, source: string): void {
  const problems: Problem[] = [];
  for (const [file, text] of files) {
    if (!file.endsWith('.ts')) continue;
    // Doc comments are not parsed (their text is no syntax; a comment left open still is an error): a third of the time.
    const parsed = ts.createSourceFile(
      file,
      text,
      { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
      false,
      ts.ScriptKind.TS,
    );
    const first = syntaxErrors(parsed)[0];
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

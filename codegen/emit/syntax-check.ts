import { createRequire } from 'node:module';
import type { DiagnosticWithLocation } from 'typescript';
import { SpecProblemsError, type Problem } from '../problems.ts';

// The `typescript` package paths.ts needs anyway (required, as paths-file.ts does: no ESM scan of its 9 MB), not
// ts-morph's own TypeScript, which a run whose files the structure printer covers never loads.
const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');

/**
 * The parser's own diagnostics of a file (no program, no type check): what `tsc` reports as syntax errors. The file
 * is this `typescript`'s or ts-morph's (whose project built it), which keep them alike.
 */
export function syntaxErrors(file: object): readonly DiagnosticWithLocation[] {
  return (file as { parseDiagnostics?: readonly DiagnosticWithLocation[] }).parseDiagnostics ?? [];
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

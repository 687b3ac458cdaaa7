import { createRequire } from 'node:module';
import type { DiagnosticWithLocation, SourceFile } from 'typescript';
import { SpecProblemsError, type Problem } from '../problems.ts';

// The `typescript` package paths.ts needs anyway, required (as paths-file.ts does: no ESM scan of its 9 MB).
const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');

/** What the parse of a generated file says beyond its being valid: whether it is a module (has an import or export). */
export interface Parsed {
  module: boolean;
}

/**
 * One generated file parsed by TypeScript: a file that does not parse is a generator bug or a name that slipped past
 * `naming.ts`, and must never reach the disk. Throws with the first syntax error at its line and column in the
 * generated file; `source` says which spec the file came from.
 */
export function parseGenerated(file: string, text: string, source: string): Parsed {
  const { parsed, problem } = parse(file, text, source);
  if (problem) throw new SpecProblemsError([problem]);
  return { module: ts.isExternalModule(parsed) };
}

/** Every `.ts` file of `files` (path → text) parsed as parseGenerated does; throws with each file's first syntax error. */
export function assertParses(files: ReadonlyMap<string, string>, source: string): void {
  const problems: Problem[] = [];
  for (const [file, text] of files) {
    if (!file.endsWith('.ts')) continue;
    const { problem } = parse(file, text, source);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new SpecProblemsError(problems);
}

function parse(file: string, text: string, source: string): { parsed: SourceFile; problem?: Problem } {
  // Doc comments are not parsed (their text is no syntax; a comment left open still is an error): a third of the time.
  const parsed = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    ts.ScriptKind.TS,
  );
  const first = syntaxErrors(parsed)[0];
  if (!first) return { parsed };
  const { line, character } = parsed.getLineAndCharacterOfPosition(first.start);
  const message = `generated code does not parse (from ${source}): ${ts.flattenDiagnosticMessageText(first.messageText, ' ').replace(/\.$/, '')}; nothing was written`;
  return { parsed, problem: { file, line: line + 1, col: character + 1, message } };
}

/**
 * The parser's own diagnostics of a file (no program, no type check): what `tsc` reports as syntax errors. Read off
 * the file: a program of it gives the same through a public call, at 1-2 ms a file more.
 */
function syntaxErrors(parsed: SourceFile): readonly DiagnosticWithLocation[] {
  return (parsed as { parseDiagnostics?: readonly DiagnosticWithLocation[] }).parseDiagnostics ?? [];
}

import { createRequire } from 'node:module';
import type {
  CompilerHost,
  CompilerOptions,
  Diagnostic,
  ResolvedModuleWithFailedLookupLocations,
  ResolvedTypeReferenceDirectiveWithFailedLookupLocations,
  SourceFile,
} from 'typescript';
import { SpecProblemsError, type Problem } from '../problems.ts';

// The `typescript` package paths.ts needs anyway, required (as paths-file.ts does: no ESM scan of its 9 MB) when the
// first file is checked: a run that prints nothing (the no-change rerun) does not load it.
const require = createRequire(import.meta.url);
let loaded: typeof import('typescript') | undefined;
const typescript = (): typeof import('typescript') => (loaded ??= require('typescript'));

/** Loads `typescript` now, if not yet loaded. */
export function loadSyntaxCheck(): void {
  typescript();
}

/** What the parse of a generated file says beyond its being valid: whether it is a module (has an import or export). */
export interface Parsed {
  module: boolean;
}

/** A parsed file waiting for its syntax check, with the spec it came from. */
interface Unchecked {
  file: string;
  parsed: SourceFile;
  source: string;
}

/**
 * The files parsed since the batch opened (withSyntaxBatch). The parser's diagnostics are read through a program's
 * public `getSyntacticDiagnostics`, and a program has a cost whatever it holds (0.05-0.1 ms once
 * nothing is resolved): one program for a run's files, not one a file. A batch is checked once it holds this many characters, so the trees it keeps
 * stay bounded on a large document.
 */
let batch: { files: Unchecked[]; chars: number } | undefined;
const BATCH_CHARS = 4 * 1024 * 1024;

/**
 * One generated file parsed by TypeScript: a file that does not parse is a generator bug or a name that slipped past
 * `naming.ts`, and must never reach the disk. Throws with the first syntax error at its line and column in the
 * generated file (inside withSyntaxBatch: when the batch is checked); `source` says which spec the file came from.
 */
export function parseGenerated(file: string, text: string, source: string): Parsed {
  return { module: typescript().isExternalModule(queue(file, text, source)) };
}

/**
 * Runs `emit` with the files parseGenerated and assertParses parse checked together (at most BATCH_CHARS at a time),
 * before it returns. Inside another batch it joins that one, which checks them before it returns: a document's
 * services, their `paths.ts` and the root files make one program, not one each.
 */
export function withSyntaxBatch<T>(emit: () => T): T {
  if (batch !== undefined) return emit();
  const own = { files: [], chars: 0 };
  batch = own;
  try {
    const result = emit();
    flush(own);
    return result;
  } finally {
    batch = undefined;
  }
}

/**
 * Every `.ts` file of `files` (path → text) parsed as parseGenerated does, and checked with its batch (now, outside
 * withSyntaxBatch); throws with each file's first syntax error.
 */
export function assertParses(files: ReadonlyMap<string, string>, source: string): void {
  withSyntaxBatch(() => {
    for (const [file, text] of files) if (file.endsWith('.ts')) queue(file, text, source);
  });
}

/** The file parsed, and checked now or queued in the open batch. */
function queue(file: string, text: string, source: string): SourceFile {
  const unchecked = { file, parsed: parse(file, text), source };
  if (batch === undefined) check([unchecked]);
  else {
    batch.files.push(unchecked);
    batch.chars += text.length;
    if (batch.chars >= BATCH_CHARS) flush(batch);
  }
  return unchecked.parsed;
}

function flush(open: { files: Unchecked[]; chars: number }): void {
  const files = open.files;
  open.files = [];
  open.chars = 0;
  check(files);
}

function parse(file: string, text: string): SourceFile {
  // Doc comments are not parsed (their text is no syntax; a comment left open still is an error): a third of the time.
  const ts = typescript();
  return ts.createSourceFile(
    `/${file}`,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    ts.ScriptKind.TS,
  );
}

/** Nothing but the given files: no library, no module resolution, no type check. */
const OPTIONS: CompilerOptions = { noLib: true, noResolve: true, types: [], noEmit: true };
const UNRESOLVED_MODULE: ResolvedModuleWithFailedLookupLocations = { resolvedModule: undefined };
const UNRESOLVED_TYPES: ResolvedTypeReferenceDirectiveWithFailedLookupLocations = { resolvedTypeReferenceDirective: undefined };

/** The parser's own diagnostics of each file (what `tsc` reports as syntax errors); throws with each file's first. */
function check(files: readonly Unchecked[]): void {
  if (files.length === 0) return;
  const byName = new Map(files.map((f) => [f.parsed.fileName, f.parsed]));
  const host: CompilerHost = {
    getSourceFile: (name) => byName.get(name),
    fileExists: (name) => byName.has(name),
    readFile: () => undefined,
    writeFile: () => {},
    getDefaultLibFileName: () => '/lib.d.ts',
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    // No file is added by an import (noResolve), so none is looked for: TypeScript would otherwise try every
    // import's candidate paths through fileExists, most of a small document's program.
    resolveModuleNameLiterals: (literals) => literals.map(() => UNRESOLVED_MODULE),
    resolveTypeReferenceDirectiveReferences: (references) => references.map(() => UNRESOLVED_TYPES),
  };
  const program = typescript().createProgram({ rootNames: [...byName.keys()], options: OPTIONS, host });
  const problems: Problem[] = [];
  for (const { file, parsed, source } of files) {
    const first = program.getSyntacticDiagnostics(parsed)[0];
    if (first) problems.push(problemOf(file, parsed, source, first));
  }
  if (problems.length > 0) throw new SpecProblemsError(problems);
}

function problemOf(file: string, parsed: SourceFile, source: string, diagnostic: Diagnostic): Problem {
  const { line, character } = parsed.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const message = `generated code does not parse (from ${source}): ${typescript().flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\.$/, '')}; nothing was written`;
  return { file, line: line + 1, col: character + 1, message };
}

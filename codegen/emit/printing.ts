import type { Progress } from '../progress.ts';
import type { GeneratorOptions, PluginSwitches } from '../options.ts';
// What every emitter shares: the support file names, the runtime specifier, the header, the in-memory project
// and printing (a file's imports are its FileImports', file-imports.ts).
import { tsMorph } from './ts-morph.ts';
import { StructureKind } from './structure-kinds.ts';
import { printStructures } from './structure-printer.ts';
import type { ImportDeclarationStructure, OptionalKind, StatementStructures, SourceFile, Project as TsMorphProject } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { camelName, serviceConstName } from '../naming.ts';
import { assertParses, syntaxErrors } from './syntax-check.ts';
import { formatterIndentation } from './formatter-indentation.ts';

/**
 * The support files of a service folder. Each name has a dash, which a module name (`^[a-z][A-Za-z0-9]*$`) cannot,
 * so a module (pricing plans have one called `plans`) never overwrites one.
 */
export const FILES = {
  types: 'schema-types',
  service: 'service-info',
  plans: 'conversion-plans',
  events: 'webhook-events',
  examples: 'call-examples',
  paths: 'paths',
  mocks: 'mock-handlers',
} as const;

// Its own module, so the incremental run's up-to-date check reads it without loading ts-morph.
export { RUNTIME_IMPORT } from './runtime-import.ts';

/** What the emitters take of the generator's options (options.ts); one left out is at its default. */
export type EmitOptions = Partial<Pick<GeneratorOptions, 'runtimeImport' | 'plugins'>> &
  PluginSwitches & {
    /** Told each file of a service as it is emitted. */
    progress?: Progress;
  };

export function header(source: string): string {
  return `// Generated from ${source} by codegen. Do not edit.\n`;
}

/** The in-memory project the formatter's files are built in, created when the first one is. */
export interface ProjectRef {
  get(): TsMorphProject;
}

export function createProject(): ProjectRef {
  let project: TsMorphProject | undefined;
  return {
    get: () => {
      const { Project, QuoteKind, IndentationText } = tsMorph();
      project ??= new Project({
        useInMemoryFileSystem: true,
        manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces, useTrailingCommas: true },
      });
      return project;
    },
  };
}

/** A file's statements in order: imports and exports as they are, declarations with a blank line before each. */
export type Statements = (StatementStructures | string)[];

/** Declarations with a blank line before each (set in the structures: the file is printed and parsed once). */
export function spaced(statements: StatementStructures[]): StatementStructures[] {
  return statements.map((s) => ({ ...s, leadingTrivia: '\n' }));
}

/** An import declaration's structure. */
export function importDeclaration(structure: OptionalKind<ImportDeclarationStructure>): ImportDeclarationStructure {
  return { kind: StructureKind.ImportDeclaration, ...structure };
}

/** How ts-morph prints a file of the project above: two-space indents, single quotes. */
const PRINT = { indentNumberOfSpaces: 2, useSingleQuote: true };

/**
 * The file made from its whole statement list at once, as TypeScript's formatter leaves it. The structures are
 * printed as ts-morph prints them (structure-printer.ts, without loading ts-morph), and the text is indented as the
 * formatter would indent it (formatter-indentation.ts): no parse of the file but the syntax check's, no formatting
 * pass. A structure the printer does not cover is printed by ts-morph; a file that the indentation rule does not
 * cover, and one that is no module, is built in the project and formatted as before (ts-morph and `project` are only
 * loaded and created for those).
 */
export function printFile(project: ProjectRef, name: string, statements: Statements, source: string): string {
  // An empty part (no schema types, say) still exports `{}`, as the formatter spaces it (see below).
  if (statements.length === 0) return finish('export { };', source);
  if (isModule(statements)) {
    const own = printStructures(statements);
    const indented = (own === undefined ? undefined : formatterIndentation(own)) ?? formatterIndentation(printStatements(statements));
    if (indented !== undefined) {
      const text = finish(indented, source);
      assertParses(new Map([[name, text]]), source);
      return text;
    }
  }
  const file = project.get().createSourceFile(name, { statements }, { overwrite: true });
  // A file without an import or export is a script, which `export * from` cannot name (TS2306 in projects without
  // `moduleDetection: force`): an empty part still exports `{}`.
  if (!tsMorph().ts.isExternalModule(file.compilerNode)) file.addStatements('export {};');
  const text = print(file, source);
  // ts-morph parsed the file to build it, and the formatter changes only whitespace: its parse says whether the
  // text parses, at no cost; only a file that does not is parsed again, for the place of the error in its text.
  if (syntaxErrors(file.compilerNode).length > 0) assertParses(new Map([[name, text]]), source);
  return text;
}

/** Initializers at least this long are set into ts-morph's print afterwards (see below). */
const WITHHELD_LENGTH = 200;
const WITHHELD = /__withheld_(\d+)__/g;

/**
 * ts-morph's print of the statements, for formatterIndentation. Its writer reads each character it writes, to
 * indent the lines of a multi-line initializer after the first, and call examples, plans and catalogues are most of
 * a file's text: a long initializer is printed as a placeholder and set in afterwards. That changes only where its
 * later lines start, which formatterIndentation works out again from the brackets. Not withheld: an initializer with
 * what it reads differently (a template literal, a block comment, a `\r`) or that ends in a blank; and a placeholder
 * met anywhere else in the print (a description quoting one) prints the file as it is.
 */
export function printStatements(statements: Statements): string {
  const { printStructure } = tsMorph();
  const withheld: string[] = [];
  const swapped = statements.map((s) => {
    if (typeof s === 'string' || s.kind !== StructureKind.VariableStatement) return s;
    const declarations = s.declarations.map((d) => {
      const text = d.initializer;
      if (typeof text !== 'string' || text.length < WITHHELD_LENGTH || /[`\r]|\/\*|\s$/.test(text)) return d;
      withheld.push(text);
      return { ...d, initializer: `__withheld_${withheld.length - 1}__` };
    });
    return { ...s, declarations };
  });
  if (withheld.length === 0) return printStructure({ kind: StructureKind.SourceFile, statements }, PRINT);
  const printed = printStructure({ kind: StructureKind.SourceFile, statements: swapped }, PRINT);
  const found = [...printed.matchAll(WITHHELD)].map((m) => Number(m[1]));
  if (found.length !== withheld.length || found.some((n, i) => n !== i)) return printStructure({ kind: StructureKind.SourceFile, statements }, PRINT);
  return printed.replace(WITHHELD, (_, n: string) => withheld[Number(n)]!);
}

/** Whether the statements surely make a module: an import, an export, or an exported declaration. */
function isModule(statements: Statements): boolean {
  return statements.some((s) =>
    typeof s === 'string'
      ? /^(import|export) /.test(s)
      : s.kind === StructureKind.ImportDeclaration || s.kind === StructureKind.ExportDeclaration || ('isExported' in s && s.isExported === true),
  );
}

/** The formatter's settings beyond the project's (and ts-morph's defaults for the rest). */
const FORMAT = { indentSize: 2, tabSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true };

/**
 * The file's text through TypeScript's formatter, by ts-morph's `formatText` (which parses the file again, twice):
 * only the rare file the printer or the indentation rule above does not cover comes here.
 */
function formattedText(file: SourceFile): string {
  file.formatText(FORMAT);
  const formatted = file.getFullText();
  return (formatted.endsWith('\n') ? formatted : `${formatted}\n`).replace(/\r?\n/g, '\n');
}

/** Formats with TypeScript's formatter. */
export function print(file: SourceFile, source: string): string {
  return finish(formattedText(file), source);
}

/** The header, then the text without trailing blanks and with at most one blank line in a row. */
function finish(text: string, source: string): string {
  return `${header(source)}\n${text.trimEnd().replace(/\n{3,}/g, '\n\n')}\n`;
}

/** The service's name as an identifier: `pricing-plans` → `pricingPlans`. */
export function serviceIdentifier(service: { name: string }): string {
  return camelName(service.name);
}

export function serviceConst(service: IrService): string {
  return serviceConstName(service.name);
}

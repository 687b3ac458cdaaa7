import type { Progress } from '../progress.ts';
// What every emitter shares: the support file names, the runtime specifier, the header, the in-memory project
// and printing, and the imports a generated file needs.
import { Project, QuoteKind, IndentationText, type StatementStructures, type SourceFile } from 'ts-morph';
import type { IrService } from '../ir/types.ts';

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

export interface EmitOptions {
  /** The module specifier service files import the runtime from; default {@link RUNTIME_IMPORT}. */
  runtimeImport?: string;
  /** Told each file of a service as it is emitted. */
  progress?: Progress;
  /** Also write each service's `mock-handlers.ts` (msw handlers and typed call mocks; imports `@siteapi/mock`). */
  msw?: boolean;
}

export function header(source: string): string {
  return `// Generated from ${source} by codegen. Do not edit.\n`;
}

export function createProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces, useTrailingCommas: true },
  });
}

/** Adds statements with a blank line before each (set in the structures: editing nodes afterwards re-parses the file each time). */
export function addStatements(file: SourceFile, statements: StatementStructures[]): void {
  file.addStatements(statements.map((s) => ({ ...s, leadingTrivia: '\n' })));
}

/** Formats with TypeScript's formatter. */
export function print(file: SourceFile, source: string): string {
  file.formatText({ indentSize: 2, tabSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  return `${header(source)}\n${file
    .getFullText()
    .trimEnd()
    .replace(/\n{3,}/g, '\n\n')}\n`;
}

export function importTypes(file: SourceFile, names: Set<string>, local: Set<string>, runtimeTypes: string[], runtime: string): void {
  const fromTypes = [...names].filter((n) => !runtimeTypes.includes(n) && !local.has(n)).sort();
  const fromRuntime = [...names].filter((n) => runtimeTypes.includes(n)).sort();
  if (fromRuntime.length > 0) file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: fromRuntime, isTypeOnly: true });
  if (fromTypes.length > 0) file.addImportDeclaration({ moduleSpecifier: `./${FILES.types}.js`, namedImports: fromTypes, isTypeOnly: true });
}

/** The service's name as an identifier: `pricing-plans` → `pricingPlans`. */
export function serviceIdentifier(service: IrService): string {
  return service.name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function serviceConst(service: IrService): string {
  return `${serviceIdentifier(service)}Service`;
}

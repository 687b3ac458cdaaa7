import type { Progress } from '../progress.ts';
import type { GeneratorOptions, PluginSwitches } from '../options.ts';
// What every emitter shares: the support file names, the runtime specifier, the header and printing (a file's imports
// are its FileImports', file-imports.ts).
import { printStructures, type Statement } from './structure-printer.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { camelName, serviceConstName } from '../naming.ts';
import { parseGenerated } from './syntax-check.ts';

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

// Its own module, so the incremental run's up-to-date check reads it without loading the emitters.
export { RUNTIME_IMPORT } from './runtime-import.ts';

/** What the emitters take of the generator's options (options.ts); one left out is at its default. */
export type EmitOptions = Partial<Pick<GeneratorOptions, 'runtimeImport' | 'plugins'>> &
  PluginSwitches & {
    /** Told each file of a service as it is emitted. */
    progress?: Progress;
  };

/**
 * The line every generated file starts with. The spec's file name is escaped where it would end the line comment (a
 * file name may hold line breaks and Unicode line separators), which would make the rest of it code.
 */
export function header(source: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
  const name = source.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `// Generated from ${name} by codegen. Do not edit.\n`;
}

/** A file's statements in order: imports and exports as they are, declarations with a blank line before each. */
export type Statements = Statement[];

/** Declarations with a blank line before each (set in the structures: the file is printed and parsed once). */
export function spaced(statements: StatementStructures[]): StatementStructures[] {
  return statements.map((s) => ({ ...s, leadingTrivia: '\n' }));
}

/**
 * A generated file: the header, then its statements as the structure printer writes them (indented as it writes), parsed
 * by TypeScript before it is returned (a file that does not parse is a generator bug and never written). A file that is
 * no module (no import or export) still exports `{}`: `export * from` cannot name a script (TS2306 in projects without
 * `moduleDetection: force`), and an empty part is one.
 */
export function printFile(name: string, statements: Statements, source: string): string {
  const body = printStructures(statements);
  if (body === '') return `${header(source)}\nexport { };\n`;
  const text = `${header(source)}\n${body}\n`;
  return parseGenerated(name, text, source).module ? text : `${text}export { };\n`;
}

/** The service's name as an identifier: `pricing-plans` → `pricingPlans`. */
export function serviceIdentifier(service: { name: string }): string {
  return camelName(service.name);
}

export function serviceConst(service: IrService): string {
  return serviceConstName(service.name);
}

// The generator's options, declared here and nowhere else: their type, their defaults and the values each accepts.
// `generate()`, `generateIncremental()` and the command line (its flags and siteapi.config, cli/src/generator-options.ts)
// all read them through this module. It imports nothing heavy: `--help` and an up-to-date check load it.
import { RUNTIME_IMPORT } from './emit/runtime-import.ts';

/** The words of each option that takes one of a few words. */
export const SPEC_MODES = ['auto', 'plain', 'platform'] as const;
export const PAGINATION_CHOICES = ['auto', 'off'] as const;

/**
 * How documents are read: `auto`, a document with `x-service` in the platform dialect (its rules, examples and
 * all) and any other in plain mode; `plain`, every document in plain mode (names, modules and arguments inferred
 * over any it declares); `platform`, every document must be in the dialect.
 */
export type SpecMode = (typeof SPEC_MODES)[number];

/** `auto`: plain-mode list calls page as the document declares or shows (see ir/pagination.ts); `off`: none does. */
export type Pagination = (typeof PAGINATION_CHOICES)[number];

export interface GeneratorOptions {
  /** The runtime package's specifier; service files import its `/generated` entry. */
  runtimeImport: string;
  mode: SpecMode;
  pagination: Pagination;
  /** Also write each service's `mock-handlers.ts` (msw handlers and typed call mocks; imports `@siteapi/mock`). */
  msw: boolean;
  /** Warnings are errors (as they always are in the platform dialect). */
  strict: boolean;
  /**
   * Write each service's `paths.ts` (openapi-typescript's types, for openapi-fetch users). A docs site runs the
   * calls and never reads these types, which take a third of the time on a big document.
   */
  paths: boolean;
}

export const GENERATOR_DEFAULTS: Readonly<GeneratorOptions> = Object.freeze({
  runtimeImport: RUNTIME_IMPORT,
  mode: 'auto',
  pagination: 'auto',
  msw: false,
  strict: false,
  paths: true,
});

/** What each option accepts: one of a few words, true or false, or a non-empty string. */
export const GENERATOR_OPTION_VALUES: { readonly [K in keyof GeneratorOptions]: readonly string[] | 'boolean' | 'string' } = {
  runtimeImport: 'string',
  mode: SPEC_MODES,
  pagination: PAGINATION_CHOICES,
  msw: 'boolean',
  strict: 'boolean',
  paths: 'boolean',
};

/** The options given, each one left out (or undefined) at its default. */
export function generatorOptions(given: Partial<GeneratorOptions> = {}): GeneratorOptions {
  const options = { ...GENERATOR_DEFAULTS };
  for (const key of Object.keys(GENERATOR_DEFAULTS) as (keyof GeneratorOptions)[]) {
    if (given[key] !== undefined) (options as Record<string, unknown>)[key] = given[key];
  }
  return options;
}

/** What an option accepts, in words for an error message: `auto, plain or platform`, `true or false`. */
export function acceptedValues(key: keyof GeneratorOptions): string {
  const values = GENERATOR_OPTION_VALUES[key];
  if (values === 'boolean') return 'true or false';
  if (values === 'string') return 'a non-empty string';
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** Whether `value` is one the option accepts. */
export function isGeneratorOptionValue(key: keyof GeneratorOptions, value: unknown): boolean {
  const values = GENERATOR_OPTION_VALUES[key];
  if (values === 'boolean') return typeof value === 'boolean';
  if (values === 'string') return typeof value === 'string' && value !== '';
  return typeof value === 'string' && values.includes(value);
}

// The generator's options, declared here and nowhere else: their type, their defaults and the values each accepts.
// `generate()`, `generateIncremental()` and the command line (its flags and siteapi.config, cli/src/generator-options.ts)
// all read them through this module. It imports nothing heavy: `--help` and an up-to-date check load it.
import { RUNTIME_IMPORT } from './emit/runtime-import.ts';

/** The words of each option that takes one of a few words. */
export const SPEC_MODES = ['auto', 'plain', 'platform'] as const;
export const PAGINATION_CHOICES = ['auto', 'off'] as const;
/**
 * The emitter plugins (emit/plugins.ts) a run may leave out or add, by name: `paths`, each service's `paths.ts`
 * (openapi-typescript's types, for openapi-fetch users); `msw`, its `mock-handlers.ts` (msw handlers and typed call
 * mocks; imports `@siteapi/mock`). The other emitters always run.
 */
export const SELECTABLE_PLUGINS = ['paths', 'msw'] as const;

/**
 * How documents are read: `auto`, a document with `x-service` in the platform dialect (its rules, examples and
 * all) and any other in plain mode; `plain`, every document in plain mode (names, modules and arguments inferred
 * over any it declares); `platform`, every document must be in the dialect.
 */
export type SpecMode = (typeof SPEC_MODES)[number];

/** `auto`: plain-mode list calls page as the document declares or shows (see ir/pagination.ts); `off`: none does. */
export type Pagination = (typeof PAGINATION_CHOICES)[number];

export type SelectablePlugin = (typeof SELECTABLE_PLUGINS)[number];

export interface GeneratorOptions {
  /** The runtime package's specifier; service files import its `/generated` entry. */
  runtimeImport: string;
  mode: SpecMode;
  pagination: Pagination;
  /**
   * The selectable emitter plugins that run, in SELECTABLE_PLUGINS' order. By default `paths` alone: a docs site,
   * which runs the calls and never reads openapi-typescript's types (a third of the time on a big document), runs none.
   */
  plugins: readonly SelectablePlugin[];
  /** Warnings are errors (as they always are in the platform dialect). */
  strict: boolean;
}

/**
 * The older spelling of the plugin selection, still taken: `msw: true` adds the msw plugin to it and `paths: false`
 * takes `paths.ts` out (false and true the other way round), over `plugins` or its default.
 */
export interface PluginSwitches {
  msw?: boolean;
  paths?: boolean;
}

export const GENERATOR_DEFAULTS: Readonly<GeneratorOptions> = Object.freeze({
  runtimeImport: RUNTIME_IMPORT,
  mode: 'auto',
  pagination: 'auto',
  plugins: Object.freeze(['paths'] as const),
  strict: false,
});

/** A list of some of these words, each at most once. */
interface ListOf {
  readonly listOf: readonly string[];
}

/** What each option accepts: one of a few words, a list of some, true or false, or a non-empty string. */
export const GENERATOR_OPTION_VALUES: { readonly [K in keyof GeneratorOptions]: readonly string[] | ListOf | 'boolean' | 'string' } = {
  runtimeImport: 'string',
  mode: SPEC_MODES,
  pagination: PAGINATION_CHOICES,
  plugins: { listOf: SELECTABLE_PLUGINS },
  strict: 'boolean',
};

/** The options given, each one left out (or undefined) at its default; `msw` and `paths` switch their plugin. */
export function generatorOptions(given: Partial<GeneratorOptions> & PluginSwitches = {}): GeneratorOptions {
  const options = { ...GENERATOR_DEFAULTS };
  for (const key of Object.keys(GENERATOR_DEFAULTS) as (keyof GeneratorOptions)[]) {
    if (given[key] !== undefined) (options as Record<string, unknown>)[key] = given[key];
  }
  const plugins = new Set(options.plugins);
  for (const name of ['msw', 'paths'] as const) {
    if (given[name] === true) plugins.add(name);
    if (given[name] === false) plugins.delete(name);
  }
  options.plugins = SELECTABLE_PLUGINS.filter((name) => plugins.has(name));
  return options;
}

/** What an option accepts, in words for an error message: `auto, plain or platform`, `true or false`. */
export function acceptedValues(key: keyof GeneratorOptions): string {
  const values = GENERATOR_OPTION_VALUES[key];
  if (values === 'boolean') return 'true or false';
  if (values === 'string') return 'a non-empty string';
  if ('listOf' in values) return `a list of any of ${values.listOf.slice(0, -1).join(', ')} and ${values.listOf.at(-1)}, each once`;
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** Whether `value` is one the option accepts. */
export function isGeneratorOptionValue(key: keyof GeneratorOptions, value: unknown): boolean {
  const values = GENERATOR_OPTION_VALUES[key];
  if (values === 'boolean') return typeof value === 'boolean';
  if (values === 'string') return typeof value === 'string' && value !== '';
  if ('listOf' in values)
    return Array.isArray(value) && new Set(value).size === value.length && value.every((v) => typeof v === 'string' && values.listOf.includes(v));
  return typeof value === 'string' && values.includes(value);
}

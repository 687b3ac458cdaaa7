// The generator's options on the command line: each one's flag (also its siteapi.config key) and help, and their
// reading from the flags over the config file over the defaults. Every command that generates reads them here;
// codegen's options.ts declares the type, the defaults and the values each option takes.
import {
  acceptedValues,
  GENERATOR_DEFAULTS,
  type GeneratorOptions,
  generatorOptions,
  isGeneratorOptionValue,
  type SelectablePlugin,
} from '@siteapi/codegen/options';
import { UsageError } from './usage-error.ts';

/** What a user sets: the generator's options, and `msw`, the flag (and config key) that adds the msw plugin. */
type UserValues = GeneratorOptions & { msw: boolean };

/** The options a user sets. */
export type UserOption = keyof UserValues;

const TABLE = {
  runtimeImport: {
    flag: 'runtime',
    type: 'string',
    usage: '--runtime <specifier>',
    help: ['the runtime package generated files import (its /generated entry)', 'default: @siteapi/runtime (install it beside the generated code)'],
  },
  mode: {
    flag: 'mode',
    type: 'string',
    usage: '--mode <mode>',
    help: [
      'auto: a document with x-service in the platform dialect, any other in plain',
      'mode (inferred names and arguments); plain: every document in plain mode;',
      'platform: every document in the dialect                          default: auto',
    ],
  },
  pagination: {
    flag: 'pagination',
    type: 'string',
    usage: '--pagination <auto|off>',
    help: [
      'auto: plain-mode list calls page (cursor, offset, next URL, Link header) as the',
      'document declares (x-pagination, x-speakeasy-pagination, x-fern-pagination) or',
      'shows; off: every call returns its answer as it is                default: auto',
    ],
  },
  plugins: {
    flag: 'plugins',
    type: 'string',
    usage: '--plugins <names>',
    help: [
      "the optional emitters, comma-separated ('' for none): paths, each service's",
      "paths.ts (openapi-typescript's types); msw, see --msw             default: paths",
    ],
  },
  msw: {
    flag: 'msw',
    type: 'boolean',
    usage: '--msw',
    help: [
      "also write each service's mock-handlers.ts: msw handlers answering from the",
      "spec's examples and typed call mocks (imports @siteapi/mock and msw): the msw",
      'plugin, added to --plugins or its default',
    ],
  },
  strict: {
    flag: 'strict',
    type: 'boolean',
    usage: '--strict',
    help: [
      'warnings are errors (an x- key the generator does not read, an oauth2 flow',
      'without scopes, keys beside a $ref, a webhook written as a callback, a link',
      'parameter that is no string, an unknown root key, a paths.ts openapi-typescript',
      'could not write); the platform dialect is always strict',
    ],
  },
} as const satisfies { readonly [K in UserOption]: { flag: string; type: 'string' | 'boolean'; usage: string; help: readonly string[] } };

/** Every option a user sets, in the order of the help and of the config's keys. */
export const USER_OPTIONS = Object.keys(TABLE) as UserOption[];

/**
 * The options `siteapi docs` takes. The client it builds imports the runtime the explorer bundles, and needs no msw
 * handlers (the page's mock answers from the document).
 */
export const DOCS_OPTIONS = ['mode', 'pagination', 'strict'] as const satisfies readonly UserOption[];

/** An option's flag, without its dashes: also its siteapi.config key. */
export function flagName(key: UserOption): string {
  return TABLE[key].flag;
}

/** The generator's part of siteapi.config: each option under its flag's name. */
export type GeneratorConfig = { -readonly [K in UserOption as (typeof TABLE)[K]['flag']]?: UserValues[K] };

/** parseArgs' options for the generator's flags a command takes. */
export function generatorFlags(keys: readonly UserOption[] = USER_OPTIONS): Record<string, { type: 'string' | 'boolean' }> {
  return Object.fromEntries(keys.map((key) => [TABLE[key].flag, { type: TABLE[key].type }]));
}

/** The siteapi.config keys of the generator's options, by key. */
export const CONFIG_KEYS: ReadonlyMap<string, UserOption> = new Map(USER_OPTIONS.map((key) => [TABLE[key].flag, key]));

/** What a config value should have been (`auto or off`), or undefined when the option takes it. */
export function configValueProblem(configKey: string, value: unknown): string | undefined {
  const key = CONFIG_KEYS.get(configKey);
  if (key === undefined) return undefined;
  if (key === 'msw') return typeof value === 'boolean' ? undefined : 'true or false';
  return isGeneratorOptionValue(key, value) ? undefined : acceptedValues(key);
}

/** A flag's value as the option takes it: `--plugins paths,msw` is a list (`''` the empty one). */
function flagValue(key: UserOption, given: unknown): unknown {
  if (key !== 'plugins' || typeof given !== 'string') return given;
  return given.trim() === '' ? [] : given.split(',').map((name) => name.trim());
}

/**
 * The generator's options: each flag given, else the config file's key, else the default. The config file was checked
 * as it loaded (config.ts); a flag's value is checked here, the error naming the flag.
 */
export function readGeneratorOptions(flags: Record<string, unknown>, config: GeneratorConfig, keys: readonly UserOption[] = USER_OPTIONS): GeneratorOptions {
  const options: Record<string, unknown> = {};
  for (const key of USER_OPTIONS) {
    const { flag } = TABLE[key];
    const given = keys.includes(key) ? flagValue(key, flags[flag]) : undefined;
    if (given !== undefined && key !== 'msw' && !isGeneratorOptionValue(key, given))
      throw new UsageError(`--${flag} ${flags[flag] === '' ? "''" : String(flags[flag])}: expected ${acceptedValues(key)}`);
    options[key] = given ?? (keys.includes(key) ? config[flag] : undefined);
  }
  // A --plugins flag names the whole selection: the config's msw, which changes the config's, is not read over it.
  if (flags[TABLE.plugins.flag] !== undefined && flags[TABLE.msw.flag] === undefined) options.msw = undefined;
  return generatorOptions(options as Partial<UserValues>);
}

/** The help lines of the generator's flags a command takes, aligned as help.ts aligns every option. */
export function generatorHelp(keys: readonly UserOption[] = USER_OPTIONS): string {
  const column = 25;
  return keys
    .flatMap((key) => {
      const { usage, help } = TABLE[key];
      const first = usage.length < column - 3 ? `  ${usage.padEnd(column - 2)}${help[0]}` : `  ${usage} ${help[0]}`;
      return [first, ...help.slice(1).map((line) => `${' '.repeat(column)}${line}`)];
    })
    .join('\n');
}

/** The flags that ask `siteapi generate` for these options (those not at their default), e.g. ` --mode plain --msw`. */
export function generatorFlagsText(options: GeneratorOptions): string {
  return USER_OPTIONS.map((key) => {
    if (key === 'msw') return '';
    if (key === 'plugins') return pluginsFlagText(options.plugins);
    if (options[key] === GENERATOR_DEFAULTS[key]) return '';
    return TABLE[key].type === 'boolean' ? ` --${TABLE[key].flag}` : ` --${TABLE[key].flag} ${options[key]}`;
  }).join('');
}

/** The plugin selection as flags: none at the default, ` --msw` for the default and msw, else ` --plugins <names>`. */
function pluginsFlagText(plugins: readonly SelectablePlugin[]): string {
  const same = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
  if (same(plugins, GENERATOR_DEFAULTS.plugins)) return '';
  if (same(plugins, generatorOptions({ msw: true }).plugins)) return ` --${TABLE.msw.flag}`;
  return ` --${TABLE.plugins.flag} ${plugins.length === 0 ? "''" : plugins.join(',')}`;
}

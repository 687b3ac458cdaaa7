import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { GeneratorOptions } from '@siteapi/codegen/options';
import { generatorFlags, readGeneratorOptions, USER_OPTIONS, type UserOption } from './generator-options.ts';
import { UsageError } from './usage-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The flags of every command that reads specs, the generator's aside (generator-options.ts). */
const SPEC_FLAGS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  config: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

/** What a command that reads specs takes besides its own flags. */
export interface SpecCommandShape {
  /** The generator's options it takes (flag and config key); default all. */
  generator?: readonly UserOption[];
  /** Its out folder's default; `docs` writes a site, not the config's `out` (the client's folder). */
  out?: { default: string; fromConfig: boolean };
}

/**
 * A command that reads specs: its flags over the project's siteapi.config file over the defaults (`spec`,
 * `generated`); the generator's options read by generator-options.ts, the one reader of them.
 */
export async function parseSpecCommand<O extends Options>(
  args: string[],
  options: O,
  shape: SpecCommandShape = {},
): Promise<Parsed<typeof SPEC_FLAGS & O>['values'] & { spec: string; out: string; generator: GeneratorOptions }> {
  const { generator: keys = USER_OPTIONS, out = { default: 'generated', fromConfig: true } } = shape;
  const flags = generatorFlags(keys);
  const values = parseCommand(args, { ...SPEC_FLAGS, ...flags, ...options }).values as Record<string, unknown>;
  const { loadConfig } = await import('./config.ts');
  const config = await loadConfig(values.config as string | undefined);
  // The generator's flags are read once, into `generator`, and not left beside it to be read again.
  const own = Object.fromEntries(Object.entries(values).filter(([name]) => !Object.hasOwn(flags, name)));
  return {
    ...own,
    spec: (values.spec as string | undefined) ?? config.spec ?? 'spec',
    out: (values.out as string | undefined) ?? (out.fromConfig ? config.out : undefined) ?? out.default,
    generator: readGeneratorOptions(values, config, keys),
  } as never;
}

type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: boolean }>>;

/** node:util parseArgs, strict, with its errors turned into usage errors. */
export function parseCommand<O extends Options>(args: string[], options: O, positionals = 0): Parsed<O> {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`unexpected argument '${parsed.positionals[positionals]}'`);
  return parsed;
}

/** `--header 'Name: value'` pairs as a headers object. */
export function headerOptions(values: string[] | undefined): Record<string, string> | undefined {
  if (!values?.length) return undefined;
  const headers: Record<string, string> = {};
  for (const v of values) {
    const colon = v.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header '${v}': expected '<name>: <value>'`);
    headers[v.slice(0, colon).trim()] = v.slice(colon + 1).trim();
  }
  return headers;
}

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

export const SPEC_OUT_OPTIONS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  runtime: { type: 'string' },
  mode: { type: 'string' },
  pagination: { type: 'string' },
  msw: { type: 'boolean' },
  strict: { type: 'boolean' },
  config: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

import type { SpecMode } from '@siteapi/codegen';

export type { SpecMode };

/**
 * A command that reads specs: its flags over the project's siteapi.config file over the defaults (`spec`,
 * `generated`).
 */
export async function parseSpecCommand<O extends Options>(
  args: string[],
  options: O,
): Promise<
  Parsed<typeof SPEC_OUT_OPTIONS & O>['values'] & { spec: string; out: string; mode: SpecMode; pagination: 'auto' | 'off'; msw: boolean; strict: boolean }
> {
  const values = parseCommand(args, { ...SPEC_OUT_OPTIONS, ...options }).values as Record<string, unknown>;
  const { loadConfig } = await import('./config.ts');
  const config = await loadConfig(values.config as string | undefined);
  const mode = (values.mode ?? config.mode ?? 'auto') as string;
  if (mode !== 'auto' && mode !== 'plain' && mode !== 'platform') throw new UsageError(`--mode ${mode}: expected auto, plain or platform`);
  const pagination = (values.pagination ?? config.pagination ?? 'auto') as string;
  if (pagination !== 'auto' && pagination !== 'off') throw new UsageError(`--pagination ${pagination}: expected auto or off`);
  return {
    ...values,
    spec: (values.spec as string | undefined) ?? config.spec ?? 'spec',
    out: (values.out as string | undefined) ?? config.out ?? 'generated',
    runtime: (values.runtime as string | undefined) ?? config.runtime,
    msw: (values.msw as boolean | undefined) ?? config.msw ?? false,
    strict: (values.strict as boolean | undefined) ?? config.strict ?? false,
    mode,
    pagination,
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

import { type ConverterName, ENCODERS } from './converter-table.ts';

export type { ConverterName };
/** A converter name, or `['expand', sibling]`: decode compressed rich content into the sibling property. */
export type PlanLeaf = ConverterName | readonly ['expand', string];
/** Field paths to converters as a tree: object keys, `*` for every array item or map value. Generated per call. */
export interface Plan {
  readonly [key: string]: Plan | PlanLeaf;
}

type Convert = (value: unknown) => unknown;
/** Converters by name: all of them for plans made at run time, only those a recursive plan names in generated code. */
export type Converters = Readonly<Partial<Record<ConverterName, Convert>>>;

export const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);

/**
 * What a decoder leaves for later: compressed rich content (`from` expanded into `to`, then converted by `decode`),
 * or a value whose decoder is loaded on demand (`load`: rich content's node tree, walked from its own module).
 */
export type Expansion = Compressed | Deferred;

export interface Compressed {
  target: Record<string, unknown>;
  from: string;
  to: string;
  decode: ResponseDecoder | undefined;
}

export interface Deferred {
  value: unknown;
  load: () => Promise<ResponseDecoder>;
}

/**
 * Converts a freshly parsed value in place, recording the rich content to expand. Generated per component plan
 * (`<service>/conversion-plans.ts`) as straight-line code, the plan's fields read by name.
 */
export type ResponseDecoder = (value: unknown, expansions: Expansion[]) => void;

/**
 * Applies a decoder in place and returns the value. Synchronous unless it found compressed rich content (the
 * asynchronous DecompressionStream) or a node tree whose decoder is loaded on demand.
 */
export function decodeWith(value: unknown, decode: ResponseDecoder): unknown | Promise<unknown> {
  const expansions: Expansion[] = [];
  decode(value, expansions);
  if (expansions.length === 0) return value;
  // Only answers with rich content have something to expand: that code loads with the first of them.
  return import('./expand.ts').then((m) => m.expandAll(expansions)).then(() => value);
}

/** Applies a request plan (SDK → wire) without touching the caller's objects: only converted branches are copied. */
export function encodeRequest<T>(value: T, plan: Plan | PlanLeaf): T {
  return encodeWith(value, plan, ENCODERS);
}

/**
 * `encodeRequest` with only the given converters (SDK → wire): what a generated call carries, the converters its
 * request plan names, so a bundle carries no others.
 */
export const planEncoder =
  (converters: Converters) =>
  <T>(value: T, plan: Plan | PlanLeaf): T =>
    encodeWith(value, plan, converters);

function encodeWith<T>(value: T, plan: Plan | PlanLeaf, converters: Converters): T {
  if (isLeaf(plan)) return (typeof plan === 'string' ? converters[plan]!(value) : value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) {
    const each = plan['*'];
    return (each ? value.map((v) => encodeWith(v, each, converters)) : value) as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in plan) {
    const sub = plan[key]!;
    if (key === '*') {
      for (const k of Object.keys(out)) out[k] = encodeWith(out[k], sub, converters);
    } else if (out[key] !== undefined && out[key] !== null) {
      out[key] = encodeWith(out[key], sub, converters);
    }
  }
  return out as T;
}

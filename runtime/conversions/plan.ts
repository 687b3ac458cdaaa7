import type { ConverterName } from './converter-table.ts';

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

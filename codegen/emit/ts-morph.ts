// ts-morph, required (CommonJS) when first asked for, not imported: it and its own TypeScript take some 0.5 s to load,
// which a file the structure printer covers never needs (structure-printer.ts), and Node's ESM loader would scan its
// 1 MB ts-morph.js for export names. Types still come from 'ts-morph'.
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

let loaded: typeof TsMorph | undefined;

/** The ts-morph package, loaded on the first call. */
export function tsMorph(): typeof TsMorph {
  loaded ??= createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
  return loaded;
}

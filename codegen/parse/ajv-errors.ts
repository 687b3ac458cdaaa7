import { escapePointer } from '@siteapi/document';
import type { ErrorObject } from '@siteapi/document/ajv';

// How ajv's errors read in a problem: one per place, in words.

export function ajvMessage(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
    const p = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
    return `unexpected property '${p.additionalProperty ?? p.unevaluatedProperty}'`;
  }
  if (e.keyword === 'enum') return `${e.message}: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  return e.message ?? e.keyword;
}

/** Where an error is: an unexpected property at its own key (a key among many, in a long object), else its value. */
export function ajvPointer(e: ErrorObject): string {
  const p = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
  const key = e.keyword === 'additionalProperties' ? p.additionalProperty : e.keyword === 'unevaluatedProperties' ? p.unevaluatedProperty : undefined;
  return key === undefined ? e.instancePath : `${e.instancePath}/${escapePointer(key)}`;
}

/** One problem per instance path: the most specific ajv error, not the oneOf/if noise above it. */
export function reduceAjvErrors(errors: ErrorObject[]): ErrorObject[] {
  const noise = new Set(['if', 'oneOf', 'anyOf', 'then', 'else', '$ref']);
  const byPath = new Map<string, ErrorObject>();
  for (const e of errors) {
    const prev = byPath.get(e.instancePath);
    if (!prev || (noise.has(prev.keyword) && !noise.has(e.keyword))) byPath.set(e.instancePath, e);
  }
  const paths = [...byPath.keys()];
  // Drop an error when a deeper path explains it.
  return [...byPath.values()].filter((e) => !(noise.has(e.keyword) && paths.some((p) => p !== e.instancePath && p.startsWith(`${e.instancePath}/`))));
}

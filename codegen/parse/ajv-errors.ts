import { escapePointer } from '@siteapi/document';
import type { ErrorObject } from '@siteapi/document/ajv';

// How ajv's errors read in a problem: one per place, in words.

export function ajvMessage(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
    const p = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
    const key = p.additionalProperty ?? p.unevaluatedProperty ?? '';
    const meant = e.instancePath === '' ? rootFieldMeant(key) : undefined;
    return `unexpected property '${key}'${meant ? `; did you mean '${meant}'?` : ''}`;
  }
  if (e.keyword === 'enum') return `${e.message}: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  const name = propertyNameOf(e);
  if (name !== undefined) return `'${name}' is not a key allowed here (${e.keyword === 'propertyNames' ? 'see its rule' : (e.message ?? e.keyword)})`;
  return e.message ?? e.keyword;
}

/** The key a `propertyNames` error is about (ajv names it on the error, or in the keyword's own params). */
function propertyNameOf(e: ErrorObject): string | undefined {
  const name =
    (e as { propertyName?: unknown }).propertyName ?? (e.keyword === 'propertyNames' ? (e.params as { propertyName?: unknown }).propertyName : undefined);
  return typeof name === 'string' ? name : undefined;
}

/** Where an error is: an unexpected property at its own key (a key among many, in a long object), else its value. */
export function ajvPointer(e: ErrorObject): string {
  const p = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
  const key = e.keyword === 'additionalProperties' ? p.additionalProperty : e.keyword === 'unevaluatedProperties' ? p.unevaluatedProperty : propertyNameOf(e);
  return key === undefined ? e.instancePath : `${e.instancePath}/${escapePointer(key)}`;
}

/** One problem per instance path: the most specific ajv error, not the oneOf/if noise above it. */
export function reduceAjvErrors(errors: ErrorObject[]): ErrorObject[] {
  const noise = new Set(['if', 'oneOf', 'anyOf', 'then', 'else', '$ref', 'propertyNames']);
  const byPath = new Map<string, ErrorObject>();
  for (const e of errors) {
    // A key that breaks a `propertyNames` rule is a place of its own (each bad key of one object once).
    const name = propertyNameOf(e);
    const place = name === undefined ? e.instancePath : `${e.instancePath}\0${name}`;
    const prev = byPath.get(place);
    if (!prev || (noise.has(prev.keyword) && !noise.has(e.keyword))) byPath.set(place, e);
  }
  const paths = [...byPath.values()].map((e) => e.instancePath);
  // Drop an error when a deeper path explains it.
  return [...byPath.values()].filter((e) => !(noise.has(e.keyword) && paths.some((p) => p !== e.instancePath && p.startsWith(`${e.instancePath}/`))));
}

const ROOT_FIELDS = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs'];

/** Whether `key` looks like `field` mistyped: the same but for case, or (for words of 5 letters or more) 1-2 edits. */
export function nearMiss(key: string, field: string): boolean {
  const a = key.toLowerCase();
  const b = field.toLowerCase();
  if (a === b) return true;
  if (b.length < 5 || Math.abs(a.length - b.length) > 2) return false;
  // Levenshtein distance, one row at a time.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]! <= 2;
}

/** The OpenAPI root field `key` looks like a mistyped spelling of, if any. */
export function rootFieldMeant(key: string): string | undefined {
  return ROOT_FIELDS.find((field) => nearMiss(key, field));
}

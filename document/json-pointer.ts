// JSON pointers (RFC 6901): positions of values in a document, problem places, `$ref` targets, ajv's instance paths.

/** One segment of a pointer: `~` and `/` escaped. */
export function escapePointer(segment: string): string {
  // Most keys have neither: returned as they are (the document walks escape every key they pass).
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One segment back to its key (`~1` is `/`, `~0` is `~`). */
export function unescapePointer(segment: string): string {
  if (!segment.includes('~')) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The pointer of a path of keys: `['paths', '/v1/posts', 'get']` → `/paths/~1v1~1posts/get`. */
export function pointerOf(...keys: (string | number)[]): string {
  return keys.map((k) => `/${escapePointer(String(k))}`).join('');
}

/** A pointer's keys: `/paths/~1v1~1posts/get` → `['paths', '/v1/posts', 'get']`; `''` → `[]`. */
export function pointerKeys(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
}

/**
 * The keys of a local reference (`#/components/schemas/A%20B` → `['components', 'schemas', 'A B']`), or undefined for
 * one that is not local. A `$ref` is a URI, so its fragment may be percent-encoded; a malformed escape (`100%`) is
 * kept as written rather than thrown.
 */
export function refKeys(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;
  const fragment = ref.slice(1);
  if (fragment !== '' && !fragment.startsWith('/')) return undefined;
  return pointerKeys(fragment).map(percentDecode);
}

function percentDecode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

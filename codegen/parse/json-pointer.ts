// JSON pointers (RFC 6901) as the generator uses them: positions of spec values, problem places, `$ref` targets.

/** One segment of a pointer: `~` and `/` escaped. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One segment back to its key; `$ref` fragments may also be percent-encoded (`#/components/schemas/A%20B`). */
export function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The pointer of a path of keys: `['paths', '/v1/posts', 'get']` → `/paths/~1v1~1posts/get`. */
export function pointerOf(...keys: (string | number)[]): string {
  return keys.map((k) => `/${escapePointer(String(k))}`).join('');
}

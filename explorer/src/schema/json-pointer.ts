// JSON pointers (RFC 6901) in the explorer: `$ref` targets of the bundle and the places ajv reports.

/** One segment back to its key (`~1` is `/`, `~0` is `~`). */
export function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A pointer's keys: `/paths/~1v1~1posts/get` → `['paths', '/v1/posts', 'get']`; `''` → `[]`. */
export function pointerKeys(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
}

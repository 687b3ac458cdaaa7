// JSON pointers into an answer (`/response_metadata/next_cursor`, `/@odata.nextLink`), as pagination specs name fields.

/** The value at `pointer` ('' is the whole value); undefined where a step is missing. */
export function valueAt(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  let current = value;
  for (const raw of pointer.slice(1).split('/')) {
    if (current === null || typeof current !== 'object') return undefined;
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

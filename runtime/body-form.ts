// The body form of a GET (`x-body-form`): its query sent as a POST's JSON body once the query string is too long.

/**
 * The JSON body of a body form: the wire query object as the query string carries it, so `null`s (which the query
 * string drops, in arrays too) are left out rather than sent as JSON `null`.
 */
export function bodyFormOf(query: Record<string, unknown>): Record<string, unknown> {
  const keep = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(keep);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    return bodyFormOf(value as Record<string, unknown>);
  };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) out[k] = keep(v);
  return out;
}

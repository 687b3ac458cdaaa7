/**
 * Dates inside schemaless data item values travel as `{ "$date": "<ISO>" }` wrappers, at any depth.
 * Unlike other converters these walk the whole value: item data has no schema to plan with.
 */
function isWrapper(value: object): value is { $date: string } {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$date' && typeof (value as { $date: unknown }).$date === 'string';
}

export function decodeDataItemDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = decodeDataItemDates(value[i]);
    return value;
  }
  if (isWrapper(value)) {
    const date = new Date(value.$date);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) obj[key] = decodeDataItemDates(obj[key]);
  return obj;
}

/** Copies the value with every `Date` wrapped; the caller's objects are not changed. */
export function encodeDataItemDates(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(encodeDataItemDates);
  const out: Record<string, unknown> = {};
  // defineProperty, so a field named `__proto__` stays a field instead of becoming the copy's prototype.
  for (const [key, v] of Object.entries(value))
    Object.defineProperty(out, key, { value: encodeDataItemDates(v), enumerable: true, writable: true, configurable: true });
  return out;
}

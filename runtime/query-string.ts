/**
 * The platform's query format: nested objects as dotted keys (`paging.limit=10`), arrays as repeated keys
 * (`fieldsets=URL&fieldsets=METRICS`), `null`/`undefined` dropped, Dates as ISO strings.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => (item !== null && typeof item === 'object' && !(item instanceof Date) ? add(`${key}.${i}`, item) : add(key, item)));
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) add(`${key}.${k}`, v);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}

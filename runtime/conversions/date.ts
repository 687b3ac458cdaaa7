/** Wire ISO strings to `Date` (an unparsable string stays as it came), and back. */
export function decodeDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

export function encodeDate(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

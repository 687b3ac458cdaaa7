/** Wire ISO strings to `Date` (an unparsable string stays as it came), and back. */
export function decodeDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

export function encodeDate(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** A calendar date (`format: date`, `2024-05-01`) as the `Date` of its midnight UTC, and back to `YYYY-MM-DD`. */
export function decodeCalendarDate(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? value : date;
}

export function encodeCalendarDate(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

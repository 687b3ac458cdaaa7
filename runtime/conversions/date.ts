/** Wire ISO strings to `Date` (an unparsable string stays as it came), and back. */
export function decodeDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const usual = usualForm(value);
  if (usual) return usual;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** The decimal digit at `i`; any other character makes it, and every field built with it, negative. */
function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -100_000;
}

const two = (s: string, i: number): number => digit(s, i) * 10 + digit(s, i + 1);

/**
 * The `Date` of the platform's usual form, `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.sssZ`, read by hand: about
 * twice as fast as the engine's date parser, which converting a long list is mostly made of. The time is counted here
 * (days from the civil date, as Howard Hinnant's `days_from_civil`) rather than by `Date.UTC` and a look back at the
 * day, which cost as much as the reading. Anything else (offsets, other precisions, hour 24, a day its month does not
 * have, which engines may read differently) is left to `new Date`, so the result is always the engine's.
 */
function usualForm(s: string): Date | undefined {
  const n = s.length;
  if ((n !== 24 && n !== 20) || s.charCodeAt(n - 1) !== 90 /* Z */) return undefined;
  // - - T : : and the decimal point
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return undefined;
  if (n === 24 && s.charCodeAt(19) !== 46) return undefined;
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  const ms = n === 24 ? digit(s, 20) * 100 + two(s, 21) : 0;
  // 31 days in odd months to July and even ones from August; February's 29th in leap years only.
  const last = month === 2 ? ((year % 100 ? year : year / 100) & 3 ? 28 : 29) : 30 | ((month ^ (month >> 3)) & 1);
  // A character not a digit made its field negative.
  if ((year | month | day | hour | minute | second | ms) < 0 || month < 1 || month > 12 || day < 1 || day > last || hour > 23 || minute > 59 || second > 59)
    return undefined;
  // March-based years (February last, so its leap day ends the year), 400 years later to keep them positive.
  const y = year + (month < 3 ? 399 : 400);
  const days = y * 365 + (y >> 2) - ((y / 100) | 0) + ((y / 400) | 0) + (((153 * (month < 3 ? month + 9 : month - 3) + 2) / 5) | 0) + day - 865_566;
  return new Date(((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + ms);
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

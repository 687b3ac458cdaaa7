const SPECIAL: Record<string, number> = { NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY, '-Infinity': Number.NEGATIVE_INFINITY };

/** A float as the platform sends it: a JSON number, or one of the strings "NaN", "Infinity" and "-Infinity". */
export function decodeFloat(v: unknown): unknown {
  return typeof v === 'string' && Object.hasOwn(SPECIAL, v) ? SPECIAL[v] : v;
}

/** A float as the platform takes it: JSON has no NaN or Infinity, so those go as their strings. */
export function encodeFloat(v: unknown): unknown {
  return typeof v === 'number' && !Number.isFinite(v) ? String(v) : v;
}

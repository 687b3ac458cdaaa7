import { decodeFloat, encodeFloat } from './float.ts';

/** Coordinates; the wire may carry non-finite numbers as the strings "NaN", "Infinity" and "-Infinity". */
export interface Geocode {
  latitude?: number;
  longitude?: number;
}

function mapCoordinates(value: unknown, convert: (v: unknown) => unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  if ('latitude' in out) out.latitude = convert(out.latitude);
  if ('longitude' in out) out.longitude = convert(out.longitude);
  return out;
}

export const decodeGeocode = (value: unknown): unknown => mapCoordinates(value, decodeFloat);
export const encodeGeocode = (value: unknown): unknown => mapCoordinates(value, encodeFloat);

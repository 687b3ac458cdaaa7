import { decodeGeocode, encodeGeocode, type Geocode } from './geocode.ts';

/** The SDK form of a platform address (the wire form says formattedAddress, geocode and addressLine). */
export interface PostalAddress {
  formatted?: string;
  location?: Geocode;
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: { name?: string; number?: string; apt?: string; formattedAddressLine?: string };
  hint?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
  countryFullname?: string;
  subdivisionFullname?: string;
}

type Obj = Record<string, unknown>;

/** Renames fields between two forms, dropping undefined ones; other fields pass through unchanged. */
function rename(value: Obj, from: readonly string[], to: readonly string[], convert: (v: unknown) => unknown): Obj {
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    const i = from.indexOf(key);
    if (v === undefined) continue;
    if (i < 0) out[key] = v;
    else out[to[i]!] = key === from[1] ? convert(v) : v;
  }
  return out;
}

const WIRE = ['formattedAddress', 'geocode', 'addressLine'] as const;
const SDK = ['formatted', 'location', 'addressLine1'] as const;

export function decodeAddress(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return rename(value as Obj, WIRE, SDK, decodeGeocode);
}

export function encodeAddress(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return rename(value as Obj, SDK, WIRE, encodeGeocode);
}

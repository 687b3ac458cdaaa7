// The converters, one entry each: what the runtime calls both ways, the SDK-side type the generator prints and the
// test the contract check judges a converted value by. Plans name converters by their key here; the runtime's tables
// (`converterFunctions`), the generator's emitted names and types and the contract check all read this one table.
// Generated calls import the functions one by one, so a call's bundle carries only those its plans name: nothing a
// call runs imports this module, and it holds no statement with a side effect, so a bundler drops it whole.
// In this order, which bundlers lay the modules out by: a call's bundle stays byte for byte what it was.
import { decodeCalendarDate, decodeDate, encodeCalendarDate, encodeDate } from './date.ts';
import { decodeAudio, decodeDocument, decodeImage, decodeVideo, mediaObjectFromRef } from './media.ts';
import { decodeAddress, encodeAddress } from './address.ts';
import { decodeDataItemDates, encodeDataItemDates } from './data-item-dates.ts';
import { decodeFloat, encodeFloat } from './float.ts';
import { decodeGeocode, encodeGeocode } from './geocode.ts';
import { decodePageUrl, decodePageUrlV2, encodePageUrl, encodePageUrlV2 } from './page-url.ts';

type Convert = (value: unknown) => unknown;

export interface Converter {
  /** Wire → SDK. Generated code imports it by its export name from the internal entry. */
  readonly decode: Convert;
  /** SDK → wire, without changing the caller's value. */
  readonly encode: Convert;
  /** The SDK-side type generated code prints for a value it converts; absent where the value keeps its schema's type. */
  readonly sdkType?: string;
  /** Whether `sdkType` is a type the runtime exports, which generated files import. */
  readonly runtimeType?: true;
  /**
   * Whether a converted value (never null or undefined) has the SDK form: null when it has, else what it is instead,
   * naming it by `at`. The contract check judges a generated call's converted answer with it.
   */
  readonly schemaTest: (value: unknown, at: string) => string | null;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
/** A value described for a message: its kind, and a primitive's first characters. */
const kind = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'an array'
      : v instanceof Date
        ? 'a Date'
        : typeof v === 'object'
          ? 'an object'
          : `a ${typeof v} ${JSON.stringify(v)?.slice(0, 40)}`;

const isDate = (v: unknown, at: string): string | null => (v instanceof Date && !Number.isNaN(v.getTime()) ? null : `${at} is ${kind(v)}, not a Date`);
const isString = (v: unknown, at: string, what: string): string | null => (typeof v === 'string' ? null : `${at} is ${kind(v)}, not ${what}`);
const isNumber = (v: unknown, at: string): string | null => (typeof v === 'number' ? null : `${at} is ${kind(v)}, not a number`);

function isCoordinates(v: unknown, at: string): string | null {
  if (!isObj(v)) return `${at} is ${kind(v)}, not coordinates`;
  const bad = ['latitude', 'longitude'].find((k) => k in v && typeof v[k] !== 'number');
  return bad ? `${at}.${bad} is ${kind(v[bad])}, not a number` : null;
}

function isPostalAddress(v: unknown, at: string): string | null {
  if (!isObj(v)) return `${at} is ${kind(v)}, not an address`;
  const wire = ['formattedAddress', 'geocode', 'addressLine'].find((k) => k in v);
  if (wire) return `${at} still has the wire field ${wire}`;
  return v.location === undefined || v.location === null ? null : isCoordinates(v.location, `${at}.location`);
}

/** A `{ $date }` wrapper left anywhere inside item data. */
function noDateWrapper(v: unknown, at: string): string | null {
  if (Array.isArray(v)) {
    for (const [i, item] of v.entries()) {
      const found = noDateWrapper(item, `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!isObj(v)) return null;
  if (Object.keys(v).length === 1 && typeof v.$date === 'string') return `${at} is still a { $date } wrapper, not a Date`;
  for (const [k, item] of Object.entries(v)) {
    const found = noDateWrapper(item, `${at}.${k}`);
    if (found) return found;
  }
  return null;
}

const TABLE = {
  date: { decode: decodeDate, encode: encodeDate, sdkType: 'Date', schemaTest: isDate },
  calendarDate: { decode: decodeCalendarDate, encode: encodeCalendarDate, sdkType: 'Date', schemaTest: isDate },
  image: {
    decode: decodeImage,
    encode: mediaObjectFromRef,
    sdkType: 'ImageRef',
    runtimeType: true,
    schemaTest: (v, at) => isString(v, at, 'a image reference'),
  },
  video: {
    decode: decodeVideo,
    encode: mediaObjectFromRef,
    sdkType: 'VideoRef',
    runtimeType: true,
    schemaTest: (v, at) => isString(v, at, 'a video reference'),
  },
  audio: {
    decode: decodeAudio,
    encode: mediaObjectFromRef,
    sdkType: 'AudioRef',
    runtimeType: true,
    schemaTest: (v, at) => isString(v, at, 'a audio reference'),
  },
  document: {
    decode: decodeDocument,
    encode: mediaObjectFromRef,
    sdkType: 'DocumentRef',
    runtimeType: true,
    schemaTest: (v, at) => isString(v, at, 'a document reference'),
  },
  pageUrl: { decode: decodePageUrl, encode: encodePageUrl, sdkType: 'string', schemaTest: (v, at) => isString(v, at, 'a URL') },
  pageUrlV2: { decode: decodePageUrlV2, encode: encodePageUrlV2, sdkType: 'string', schemaTest: (v, at) => isString(v, at, 'a URL') },
  // Renames its fields and converts the geocode inside.
  address: { decode: decodeAddress, encode: encodeAddress, sdkType: 'PostalAddress', runtimeType: true, schemaTest: isPostalAddress },
  // Coordinates keep their shape; only non-finite values change form.
  geocode: { decode: decodeGeocode, encode: encodeGeocode, schemaTest: isCoordinates },
  // "NaN", "Infinity" and "-Infinity" on the wire; numbers in the SDK.
  float: { decode: decodeFloat, encode: encodeFloat, schemaTest: isNumber },
  // Item data keeps its schemaless type; only `$date` wrappers inside become Dates.
  dataItemDates: { decode: decodeDataItemDates, encode: encodeDataItemDates, schemaTest: noDateWrapper },
} as const satisfies Record<string, Converter>;

export type ConverterName = keyof typeof TABLE;

/**
 * Every converter by the name plans give it. A new one is an entry here, its functions exported from generated.ts
 * (generated code imports them by name) and its spec rule (codegen/parse/converter-rules.ts).
 */
export const CONVERTERS: Readonly<Record<ConverterName, Converter>> = TABLE;

const byDirection: Partial<Record<'decode' | 'encode', Readonly<Record<ConverterName, Convert>>>> = {};

/** One direction of every converter by name: what plans made at run time are applied with. Made on first use. */
export function converterFunctions(direction: 'decode' | 'encode'): Readonly<Record<ConverterName, Convert>> {
  byDirection[direction] ??= Object.fromEntries(Object.entries(CONVERTERS).map(([name, c]) => [name, c[direction]])) as Record<ConverterName, Convert>;
  return byDirection[direction];
}

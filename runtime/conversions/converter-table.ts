// The converters: what the runtime calls both ways, the SDK-side type the generator prints and the test the contract
// check judges a converted value by. Plans name converters by their keys here; the runtime applies plans made at run
// time with the decode and encode columns, and the generator and the contract check read the rows (`converterTable`).
// Stored by column, each its own object: a bundler keeps or drops an object whole, so a bundle that decodes plans made
// at run time (webhooks, the fetch middleware) carries the decoders and nothing of the tools' columns. Generated calls
// import the functions one by one, so a call's bundle carries none of it. A converter missing from a column does not
// compile. A new one is a key in each column, its functions exported from generated.ts (generated code imports them
// by name), and its spec rule (codegen/parse/converter-rules.ts).
// In this order, which bundlers lay the modules out by: a call's bundle stays byte for byte what it was.
import { decodeCalendarDate, decodeDate, encodeCalendarDate, encodeDate } from './date.ts';
import { decodeAudio, decodeDocument, decodeImage, decodeVideo, mediaObjectFromRef } from './media.ts';
import { decodeAddress, encodeAddress } from './address.ts';
import { decodeDataItemDates, encodeDataItemDates } from './data-item-dates.ts';
import { decodeFloat, encodeFloat } from './float.ts';
import { decodeGeocode, encodeGeocode } from './geocode.ts';
import { decodePageUrl, decodePageUrlV2, encodePageUrl, encodePageUrlV2 } from './page-url.ts';

type Convert = (value: unknown) => unknown;

/**
 * A value's SDK-side type as generated code prints it; `fromRuntime` when the runtime exports it (generated files
 * import it).
 */
interface SdkType {
  readonly type: string;
  readonly fromRuntime?: true;
}

/**
 * Whether a converted value (never null or undefined) has the SDK form: null when it has, else what it is instead,
 * naming it by `at`.
 */
type SchemaTest = (value: unknown, at: string) => string | null;

/** Wire → SDK, by converter name: the names plans use. */
export const DECODERS = {
  date: decodeDate,
  calendarDate: decodeCalendarDate,
  image: decodeImage,
  video: decodeVideo,
  audio: decodeAudio,
  document: decodeDocument,
  pageUrl: decodePageUrl,
  pageUrlV2: decodePageUrlV2,
  // Renames its fields and converts the geocode inside.
  address: decodeAddress,
  geocode: decodeGeocode,
  // "NaN", "Infinity" and "-Infinity" on the wire; numbers in the SDK.
  float: decodeFloat,
  dataItemDates: decodeDataItemDates,
} satisfies Record<string, Convert>;

export type ConverterName = keyof typeof DECODERS;

/** SDK → wire, without changing the caller's value. */
export const ENCODERS: Readonly<Record<ConverterName, Convert>> = {
  date: encodeDate,
  calendarDate: encodeCalendarDate,
  image: mediaObjectFromRef,
  video: mediaObjectFromRef,
  audio: mediaObjectFromRef,
  document: mediaObjectFromRef,
  pageUrl: encodePageUrl,
  pageUrlV2: encodePageUrlV2,
  address: encodeAddress,
  geocode: encodeGeocode,
  float: encodeFloat,
  dataItemDates: encodeDataItemDates,
};

/** The SDK-side type generated code prints for a converted value; null where the value keeps its schema's type. */
const SDK_TYPES: Readonly<Record<ConverterName, SdkType | null>> = {
  date: { type: 'Date' },
  calendarDate: { type: 'Date' },
  image: { type: 'ImageRef', fromRuntime: true },
  video: { type: 'VideoRef', fromRuntime: true },
  audio: { type: 'AudioRef', fromRuntime: true },
  document: { type: 'DocumentRef', fromRuntime: true },
  pageUrl: { type: 'string' },
  pageUrlV2: { type: 'string' },
  address: { type: 'PostalAddress', fromRuntime: true },
  // Coordinates keep their shape; only non-finite values change form.
  geocode: null,
  float: null,
  // Item data keeps its schemaless type; only `$date` wrappers inside become Dates.
  dataItemDates: null,
};

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

/** The contract check's test of a converted value. */
const SCHEMA_TESTS: Readonly<Record<ConverterName, SchemaTest>> = {
  date: isDate,
  calendarDate: isDate,
  image: (v, at) => isString(v, at, 'a image reference'),
  video: (v, at) => isString(v, at, 'a video reference'),
  audio: (v, at) => isString(v, at, 'a audio reference'),
  document: (v, at) => isString(v, at, 'a document reference'),
  pageUrl: (v, at) => isString(v, at, 'a URL'),
  pageUrlV2: (v, at) => isString(v, at, 'a URL'),
  address: isPostalAddress,
  geocode: isCoordinates,
  float: isNumber,
  dataItemDates: noDateWrapper,
};

/** One converter: its row of the table. */
export interface Converter {
  readonly name: ConverterName;
  /** Wire → SDK. */
  readonly decode: Convert;
  /** SDK → wire. */
  readonly encode: Convert;
  /** The SDK-side type generated code prints for a value it converts; absent where it keeps its schema's type. */
  readonly sdkType?: string;
  /** Whether `sdkType` is a type the runtime exports, which generated files import. */
  readonly runtimeType: boolean;
  readonly schemaTest: SchemaTest;
}

let rows: Readonly<Record<ConverterName, Converter>> | undefined;

/** The table by rows, by converter name: what the generator and the contract check read. Made on first use. */
export function converterTable(): Readonly<Record<ConverterName, Converter>> {
  rows ??= Object.fromEntries(
    (Object.keys(DECODERS) as ConverterName[]).map((name) => [
      name,
      {
        name,
        decode: DECODERS[name],
        encode: ENCODERS[name],
        ...(SDK_TYPES[name] ? { sdkType: SDK_TYPES[name].type } : {}),
        runtimeType: SDK_TYPES[name]?.fromRuntime === true,
        schemaTest: SCHEMA_TESTS[name],
      },
    ]),
  ) as Record<ConverterName, Converter>;
  return rows;
}

import { decodeCalendarDate, decodeDate, encodeCalendarDate, encodeDate } from './date.ts';
import { decodeAudio, decodeDocument, decodeImage, decodeVideo, mediaObjectFromRef } from './media.ts';
import { decodeAddress, encodeAddress } from './address.ts';
import { decodeDataItemDates, encodeDataItemDates } from './data-item-dates.ts';
import { decodeFloat, encodeFloat } from './float.ts';
import { decodeGeocode, encodeGeocode } from './geocode.ts';
import { decodePageUrl, decodePageUrlV2, encodePageUrl, encodePageUrlV2 } from './page-url.ts';
import { decompressRichContent } from './rich-content.ts';

export type ConverterName =
  | 'date'
  | 'calendarDate'
  | 'image'
  | 'video'
  | 'audio'
  | 'document'
  | 'pageUrl'
  | 'pageUrlV2'
  | 'address'
  | 'geocode'
  | 'float'
  | 'dataItemDates';
/** A converter name, or `['expand', sibling]`: decode compressed rich content into the sibling property. */
export type PlanLeaf = ConverterName | readonly ['expand', string];
/** Field paths to converters as a tree: object keys, `*` for every array item or map value. Generated per call. */
export interface Plan {
  readonly [key: string]: Plan | PlanLeaf;
}

type Convert = (value: unknown) => unknown;
/** Converters by name: all of them for plans made at run time, only those a recursive plan names in generated code. */
export type Converters = Readonly<Partial<Record<ConverterName, Convert>>>;

/** Wire → SDK. */
const toSdk: Record<ConverterName, Convert> = {
  date: decodeDate,
  calendarDate: decodeCalendarDate,
  image: decodeImage,
  video: decodeVideo,
  audio: decodeAudio,
  document: decodeDocument,
  pageUrl: decodePageUrl,
  pageUrlV2: decodePageUrlV2,
  address: decodeAddress,
  geocode: decodeGeocode,
  float: decodeFloat,
  dataItemDates: decodeDataItemDates,
};

/** SDK → wire. */
const toWire: Record<ConverterName, Convert> = {
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

const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);

/** Compressed rich content found by a decoder: `from` is expanded into `to`, then converted by `decode`. */
export interface Expansion {
  target: Record<string, unknown>;
  from: string;
  to: string;
  decode: ResponseDecoder | undefined;
}

/**
 * Converts a freshly parsed value in place, recording the rich content to expand. Generated per component plan
 * (`<service>/conversion-plans.ts`) as straight-line code, the plan's fields read by name.
 */
export type ResponseDecoder = (value: unknown, expansions: Expansion[]) => void;

/** Converts a freshly parsed response in place; only the branches the plan names are visited. */
function decodeInPlace(value: unknown, plan: Plan, expansions: Expansion[], converters: Converters): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    const each = plan['*'];
    if (!each) return;
    for (let i = 0; i < value.length; i++) {
      if (isLeaf(each)) value[i] = convertLeaf(each, value[i], converters);
      else decodeInPlace(value[i], each, expansions, converters);
    }
    return;
  }
  const obj = value as Record<string, unknown>;
  for (const key in plan) {
    const sub = plan[key]!;
    if (key === '*') {
      for (const k of Object.keys(obj)) {
        if (isLeaf(sub)) obj[k] = convertLeaf(sub, obj[k], converters);
        else decodeInPlace(obj[k], sub, expansions, converters);
      }
      continue;
    }
    const child = obj[key];
    if (child === undefined || child === null) continue;
    if (isLeaf(sub)) {
      if (typeof sub === 'string') obj[key] = converters[sub]!(child);
      else if (typeof child === 'string') expansions.push({ target: obj, from: key, to: sub[1], decode: planDecoder(plan[sub[1]], converters) });
    } else {
      decodeInPlace(child, sub, expansions, converters);
    }
  }
}

/**
 * A plan walked as data inside a generated decoder: the recursive ones (rich content's nodes) are not compiled. The
 * decoder passes the converters the plan names, so a bundle carries no others.
 */
export const walkPlan = (value: unknown, plan: Plan, expansions: Expansion[], converters: Converters): void =>
  decodeInPlace(value, plan, expansions, converters);

function convertLeaf(leaf: PlanLeaf, value: unknown, converters: Converters): unknown {
  return typeof leaf === 'string' ? converters[leaf]!(value) : value;
}

const planDecoder = (plan: Plan | PlanLeaf | undefined, converters: Converters): ResponseDecoder | undefined =>
  plan && !isLeaf(plan) ? (value, expansions) => decodeInPlace(value, plan, expansions, converters) : undefined;

/**
 * Applies a response plan (wire → SDK) in place and returns the value, walking the plan as data: for plans made at
 * run time (webhooks, callbacks, the fetch middleware). Generated calls carry their plan compiled (`decodeWith`).
 */
export function decodeResponse(value: unknown, plan: Plan): unknown | Promise<unknown> {
  return decodeWith(value, planDecoder(plan, toSdk)!);
}

/**
 * Applies a decoder in place and returns the value. Synchronous unless it found compressed rich content, which
 * needs the asynchronous DecompressionStream.
 */
export function decodeWith(value: unknown, decode: ResponseDecoder): unknown | Promise<unknown> {
  const expansions: Expansion[] = [];
  decode(value, expansions);
  if (expansions.length === 0) return value;
  return expandAll(expansions).then(() => value);
}

async function expandAll(expansions: Expansion[]): Promise<void> {
  while (expansions.length > 0) {
    const batch = expansions.splice(0);
    const decoded = await Promise.all(
      batch.map((e) =>
        decompressRichContent(e.target[e.from] as string).catch((error: unknown) => {
          throw new Error(`${e.from} is not base64 of gzip'ed JSON (${(error as Error).message}), so ${e.to} could not be made from it`, { cause: error });
        }),
      ),
    );
    batch.forEach((e, i) => {
      e.target[e.to] = decoded[i];
      delete e.target[e.from];
      e.decode?.(decoded[i], expansions);
    });
  }
}

/** Applies a request plan (SDK → wire) without touching the caller's objects: only converted branches are copied. */
export function encodeRequest<T>(value: T, plan: Plan | PlanLeaf): T {
  return encodeWith(value, plan, toWire);
}

/**
 * `encodeRequest` with only the given converters (SDK → wire): what a generated call carries, the converters its
 * request plan names, so a bundle carries no others.
 */
export const planEncoder =
  (converters: Converters) =>
  <T>(value: T, plan: Plan | PlanLeaf): T =>
    encodeWith(value, plan, converters);

function encodeWith<T>(value: T, plan: Plan | PlanLeaf, converters: Converters): T {
  if (isLeaf(plan)) return (typeof plan === 'string' ? converters[plan]!(value) : value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) {
    const each = plan['*'];
    return (each ? value.map((v) => encodeWith(v, each, converters)) : value) as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in plan) {
    const sub = plan[key]!;
    if (key === '*') {
      for (const k of Object.keys(out)) out[k] = encodeWith(out[k], sub, converters);
    } else if (out[key] !== undefined && out[key] !== null) {
      out[key] = encodeWith(out[key], sub, converters);
    }
  }
  return out as T;
}

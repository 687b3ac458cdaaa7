import { decodeCalendarDate, decodeDate, encodeCalendarDate, encodeDate } from './date.ts';
import { mediaObjectFromRef, mediaRefFromObject } from './media.ts';
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

/** Wire → SDK. */
const toSdk: Record<ConverterName, Convert> = {
  date: decodeDate,
  calendarDate: decodeCalendarDate,
  image: (v) => mediaRefFromObject('image', v),
  video: (v) => mediaRefFromObject('video', v),
  audio: (v) => mediaRefFromObject('audio', v),
  document: (v) => mediaRefFromObject('document', v),
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

interface Expansion {
  target: Record<string, unknown>;
  from: string;
  to: string;
  plan: Plan | PlanLeaf | undefined;
}

/** Converts one freshly parsed value in place, recording the rich content to expand. */
type Decoder = (value: unknown, expansions: Expansion[]) => void;

const FIELD = 0;
const BRANCH = 1;
const EXPAND = 2;
const EVERY = 3;

/**
 * A plan object compiled once, on first use, into parallel arrays walked by one loop: no `for...in` over the plan,
 * no leaf test and no converter lookup per field. Plain data and closures rather than generated source, so no CSP
 * needs `eval`.
 */
const decoders = new WeakMap<Plan, Decoder>();

function decoderOf(plan: Plan): Decoder {
  return decoders.get(plan) ?? compileDecoder(plan);
}

/** Only the branches the plan names are visited; for an array, its `*` entry applies to every item. */
function compileDecoder(plan: Plan): Decoder {
  const keys: string[] = [];
  const kinds: number[] = [];
  const converts: (Convert | undefined)[] = [];
  const branches: (Decoder | undefined)[] = [];
  const targets: string[] = [];
  let eachConvert: Convert | undefined;
  let eachBranch: Decoder | undefined;
  const decoder: Decoder = (value, expansions) => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      if (eachConvert) for (let i = 0; i < value.length; i++) value[i] = eachConvert(value[i]);
      else if (eachBranch) for (let i = 0; i < value.length; i++) eachBranch(value[i], expansions);
      return;
    }
    const obj = value as Record<string, unknown>;
    for (let i = 0; i < keys.length; i++) {
      const kind = kinds[i];
      if (kind === EVERY) {
        const convert = converts[i];
        const branch = branches[i];
        for (const k of Object.keys(obj)) {
          if (convert) obj[k] = convert(obj[k]);
          else if (branch) branch(obj[k], expansions);
        }
        continue;
      }
      const key = keys[i]!;
      const child = obj[key];
      if (child === undefined || child === null) continue;
      if (kind === FIELD) obj[key] = converts[i]!(child);
      else if (kind === BRANCH) branches[i]!(child, expansions);
      else if (typeof child === 'string') expansions.push({ target: obj, from: key, to: targets[i]!, plan: plan[targets[i]!] });
    }
  };
  // Registered before its branches are compiled, so a recursive plan finds itself.
  decoders.set(plan, decoder);
  for (const key in plan) {
    const sub = plan[key]!;
    const convert = typeof sub === 'string' ? toSdk[sub] : undefined;
    const branch = isLeaf(sub) ? undefined : decoderOf(sub);
    keys.push(key);
    converts.push(convert);
    branches.push(branch);
    targets.push(typeof sub === 'string' || !isLeaf(sub) ? '' : sub[1]);
    if (key === '*') {
      kinds.push(EVERY);
      eachConvert = convert;
      eachBranch = branch;
    } else {
      kinds.push(convert ? FIELD : branch ? BRANCH : EXPAND);
    }
  }
  return decoder;
}

/**
 * Applies a response plan (wire → SDK) in place and returns the value. Synchronous unless the plan expands
 * compressed rich content, which needs the asynchronous DecompressionStream.
 */
export function decodeResponse(value: unknown, plan: Plan): unknown | Promise<unknown> {
  const expansions: Expansion[] = [];
  decoderOf(plan)(value, expansions);
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
      if (e.plan && !isLeaf(e.plan)) decoderOf(e.plan)(decoded[i], expansions);
    });
  }
}

/** Applies a request plan (SDK → wire) without touching the caller's objects: only converted branches are copied. */
export function encodeRequest<T>(value: T, plan: Plan | PlanLeaf): T {
  if (isLeaf(plan)) return (typeof plan === 'string' ? toWire[plan](value) : value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) {
    const each = plan['*'];
    return (each ? value.map((v) => encodeRequest(v, each)) : value) as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in plan) {
    const sub = plan[key]!;
    if (key === '*') {
      for (const k of Object.keys(out)) out[k] = encodeRequest(out[k], sub);
    } else if (out[key] !== undefined && out[key] !== null) {
      out[key] = encodeRequest(out[key], sub);
    }
  }
  return out as T;
}

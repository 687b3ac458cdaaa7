// The parts of sending a call that few calls need. A generated call names the ones it uses, so a bundle carries only
// those; a declaration written by hand (`defineCall`) gets all of them (all-features.ts). Types only here: the call
// path imports this file, never the features themselves.
import type { encodeRequest } from './conversions/encode-plan.ts';
import type { decodeResponse } from './conversions/walk-plan.ts';
import type { bodyFormOf } from './body-form.ts';
import type { getFormUrl } from './get-form.ts';
import type { placeHeaderParams } from './header-params.ts';
import type { placeIdempotencyKey } from './idempotency-key.ts';
import type { paginate } from './paging/page.ts';
import type { ParamStyles } from './param-style.ts';
import type { serializeQuery } from './query-string.ts';
import type { encodeBody } from './request-body.ts';
import type { StreamFeature } from './streams/open-stream.ts';

export interface CallFeatures {
  /** Walks `responsePlan` as data, for a declaration without a generated decoder. */
  readonly decodePlan?: typeof decodeResponse;
  /** Applies `requestPlan`. */
  readonly encodePlan?: typeof encodeRequest;
  /** Writes the query string of a call that places query fields and styles none (`params`). */
  readonly query?: typeof serializeQuery;
  /** Writes the parameters `params` styles. */
  readonly paramStyles?: ParamStyles;
  /** Writes a request body (JSON, form, multipart, text, binary), and a GET's body form. */
  readonly encodeBody?: typeof encodeBody;
  /** Sends a GET's query as a POST's JSON body once it is too long (`bodyForm`); with `encodeBody`. */
  readonly bodyForm?: typeof bodyFormOf;
  /** Sends a POST as its GET form (`getForm`). */
  readonly getFormUrl?: typeof getFormUrl;
  /** Places header and cookie parameters on the request. */
  readonly headerParams?: typeof placeHeaderParams;
  /** Places the key of a call that declares an `Idempotency-Key` header (`idempotencyKey`). */
  readonly idempotencyKey?: typeof placeIdempotencyKey;
  /** Pages a list call (`pagination`): the call resolves to its first page. */
  readonly paginate?: typeof paginate;
  /** Reads an answer in a sequential media type (`stream`) as a `Stream` of converted items, within its idle timeout. */
  readonly stream?: StreamFeature;
}

/** A feature the declaration does not carry: a declaration made by hand without `defineCall`, or a generator bug. */
export function missing(name: string, feature: keyof CallFeatures): never {
  throw new Error(`${name}: the call's declaration does not carry ${feature}; declare it with defineCall`);
}

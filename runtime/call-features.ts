// The parts of sending a call that few calls need. A generated call names the ones it uses, so a bundle carries only
// those; a declaration written by hand (`defineCall`) gets all of them.
import { encodeRequest } from './conversions/plan.ts';
import { decodeResponse } from './conversions/walk-plan.ts';
import { getFormUrl } from './get-form.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { paginate } from './paging/page.ts';
import { paramStyles, type ParamStyles } from './param-style.ts';
import { encodeBody } from './request-body.ts';

export interface CallFeatures {
  /** Walks `responsePlan` as data, for a declaration without a generated decoder. */
  readonly decodePlan?: typeof decodeResponse;
  /** Applies `requestPlan`. */
  readonly encodePlan?: typeof encodeRequest;
  /** Writes the parameters `params` styles. */
  readonly paramStyles?: ParamStyles;
  /** Writes a request body (JSON, form, multipart, text, binary), and a GET's body form. */
  readonly encodeBody?: typeof encodeBody;
  /** Sends a POST as its GET form (`getForm`). */
  readonly getFormUrl?: typeof getFormUrl;
  /** Makes the key of a call that declares an `Idempotency-Key` header (`idempotencyKey`). */
  readonly idempotencyKey?: typeof newIdempotencyKey;
  /** Pages a list call (`pagination`): the call resolves to its first page. */
  readonly paginate?: typeof paginate;
}

export const ALL_FEATURES: CallFeatures = {
  decodePlan: decodeResponse,
  encodePlan: encodeRequest,
  paramStyles,
  encodeBody,
  getFormUrl,
  idempotencyKey: newIdempotencyKey,
  paginate,
};

/** A feature the declaration does not carry: a declaration made by hand without `defineCall`, or a generator bug. */
export function missing(name: string, feature: keyof CallFeatures): never {
  throw new Error(`${name}: the call's declaration does not carry ${feature}; declare it with defineCall`);
}

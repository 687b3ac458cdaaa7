// Every call feature, for declarations written by hand (`defineCall`, `defineQueryCall`), which name none.
import { encodeRequest } from './conversions/encode-plan.ts';
import { decodeResponse } from './conversions/walk-plan.ts';
import { bodyFormOf } from './body-form.ts';
import { getFormUrl } from './get-form.ts';
import { placeHeaderParams } from './header-params.ts';
import { placeIdempotencyKey } from './idempotency-key.ts';
import { paginate } from './paging/page.ts';
import { paramStyles } from './param-style.ts';
import { serializeQuery } from './query-string.ts';
import { encodeBody } from './request-body.ts';
import { streams } from './streams/open-stream.ts';
import type { CallFeatures } from './call-features.ts';

export const ALL_FEATURES: CallFeatures = {
  decodePlan: decodeResponse,
  encodePlan: encodeRequest,
  query: serializeQuery,
  paramStyles,
  encodeBody,
  bodyForm: bodyFormOf,
  getFormUrl,
  headerParams: placeHeaderParams,
  idempotencyKey: placeIdempotencyKey,
  paginate,
  stream: streams,
};

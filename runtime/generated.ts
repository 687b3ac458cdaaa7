// `@siteapi/runtime/generated`: what generated code is written against, and what this project's own packages (codegen,
// cli, mock, explorer) use beyond the public API. Internal: versioned with the generator, it changes in any release.
// Applications import `@siteapi/runtime` (index.ts).
export { defineCall, defineGeneratedCall, defineGeneratedPagedCall, defineGeneratedStreamCall, isCall, responsePlanOf } from './define-call.ts';
export { defaultClient, elevatedClient } from './client-config.ts';
export { ALL_FEATURES } from './all-features.ts';
export type { CallFeatures } from './call-features.ts';
export { defineGeneratedQueryCall, defineQueryCall } from './query/item-query.ts';
export type { PageFetch } from './query/result.ts';
export { FilterBuilder, type FilterJoin, type FilterProblem } from './query/filter-builder.ts';
export { defineEvent } from './events.ts';
export { WEBHOOK_ALGORITHM } from './webhooks/verify.ts';
export { argumentsFromRequest, requestFromArguments } from './arguments.ts';
export { callerPath } from './caller-path.ts';
export { errorCatalogue } from './error-answer.ts';
export { codeChallenge, createCodeVerifier } from './auth/pkce.ts';
export { serviceBaseUrl } from './hosts.ts';
export { PLATFORM, type PlatformRules } from './platform.ts';
export { expandPath, paramStyles, type ParamStyles } from './param-style.ts';
export { encodeBody, encodeJsonBody } from './request-body.ts';
export { securityParts } from './security.ts';
export { serializeQuery } from './query-string.ts';
export type { HttpRequest } from './build-request.ts';
export type { RequestBody } from './request-body.ts';
export type { ParamStyle } from './param-style.ts';
export type { SecurityScheme, ServiceSecurity } from './security.ts';
export { getDotted, setDotted } from './dotted-path.ts';
export { decodeGetForm, encodeGetForm, getFormUrl } from './get-form.ts';
export { placeIdempotencyKey } from './idempotency-key.ts';
export { bodyFormOf } from './body-form.ts';
export { placeHeaderParams } from './header-params.ts';
export { paginate, Page, type PagePromise } from './paging/page.ts';
export { streams, type StreamFeature } from './streams/open-stream.ts';
export { sequentialMediaType, type SequentialMediaType } from './streams/media-types.ts';
export { type ItemSplitter, jsonLines, jsonTextSequence, type ServerSentEvent, serverSentEvents } from './streams/item-splitters.ts';
export { isStream, Stream } from './streams/stream.ts';
export { recordingFetch, type RecordedExchange, type RecordedRequest, type RecordedResponse, type RecordingOptions } from './recording-fetch.ts';
export { readTextAtMost } from './read-limited.ts';
export { MAX_ANSWER_BYTES } from './read-answer.ts';
export { followRedirects, isRedirectStatus, type SendHop, type SentRequest } from './redirects.ts';
export { encodeRequest, planEncoder } from './conversions/encode-plan.ts';
export {
  decodeWith,
  type ConverterName,
  type Converters,
  type Expansion,
  type Plan,
  type PlanLeaf,
  type ResponseDecoder,
} from './conversions/plan.ts';
export { decodeResponse, walkPlan } from './conversions/walk-plan.ts';
// The converter table (the generator and the contract check read it), and its functions, which generated code calls
// by these names: decoders (wire → SDK) and request encoders (SDK → wire).
export { converterTable, DECODERS, ENCODERS, type Converter } from './conversions/converter-table.ts';
export { decodeCalendarDate, decodeDate, encodeCalendarDate, encodeDate } from './conversions/date.ts';
export { decodeAddress, encodeAddress } from './conversions/address.ts';
export { decodeDataItemDates, encodeDataItemDates } from './conversions/data-item-dates.ts';
export { decodeFloat, encodeFloat } from './conversions/float.ts';
export { decodeGeocode, encodeGeocode } from './conversions/geocode.ts';
export { decodePageUrl, decodePageUrlV2, encodePageUrl, encodePageUrlV2 } from './conversions/page-url.ts';
export { decodeAudio, decodeDocument, decodeImage, decodeVideo, mediaObjectFromRef } from './conversions/media.ts';
export { compressRichContent, decompressRichContent } from './conversions/rich-content.ts';
export { dataError, formatMessage } from './data/data-error.ts';
export { validateFilterModel, validateSortModel } from './data/filter-model.ts';
export { typeForDisplay } from './data/filter.ts';
export { QueryBuilder, type QueryRequest, type QueryRunner, type QueryShape } from './data/query.ts';
export type { AggregateRequest } from './data/aggregate.ts';
export type {
  ArgumentSpec,
  BodyForm,
  Catalogue,
  ClientRules,
  ErrorCatalogueEntry,
  GetForm,
  Operation,
  OperationSpec,
  PaginationSpec,
  QueryBuilderSpec,
  ServiceInfo,
  StreamSpec,
} from './types.ts';
// Public names that generated files also use, so that each of them imports the runtime from one specifier.
export type { AudioRef, Call, CallExample, CallInit, DocumentRef, ImageRef, PagedCall, QueryCall, StreamChoiceCall, VideoRef } from './types.ts';
export type { Credential } from './security.ts';
export type { Geocode } from './conversions/geocode.ts';
export type { PostalAddress } from './conversions/address.ts';
export { ItemQuery } from './query/item-query.ts';

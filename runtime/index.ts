export { createClient, elevate, type Client } from './client.ts';
export { configure, configureElevated, defaultClient, elevatedClient, type ClientLike, type ClientOptions, type ErrorHandler } from './client-config.ts';
export { defineCall, defineGeneratedCall, responsePlanOf } from './define-call.ts';
export { ALL_FEATURES, type CallFeatures } from './call-features.ts';
export { siteapiMiddleware, type FetchMiddleware, type FetchMiddlewareOptions, type FetchMiddlewareParams } from './fetch-middleware.ts';
export { defineGeneratedQueryCall, defineQueryCall, ItemQuery } from './query/item-query.ts';
export { QueryResult, type PageFetch, type PagePosition } from './query/result.ts';
export { FilterBuilder, type FilterJoin, type FilterProblem } from './query/filter-builder.ts';
export { defineEvent, type EventDefinition, type EventHandler, type EventRegistrar, type EventRegistration } from './events.ts';
export { createEventProcessor, type AnyEventRegistration, type EventProcessor, type EventProcessorOptions, type ProcessedEvent } from './webhooks/processor.ts';
export { webhookHandler, type WebhookHandlerOptions } from './webhooks/response.ts';
export { WEBHOOK_ALGORITHM, type WebhookPublicKey } from './webhooks/verify.ts';
export {
  WebhookClaimError,
  WebhookError,
  WebhookEventTypeError,
  WebhookExpiredError,
  WebhookHandlerError,
  WebhookMethodError,
  WebhookPayloadError,
  WebhookSignatureError,
  type HandlerFailure,
  type WebhookErrorCode,
} from './webhooks/errors.ts';
export { argumentsFromRequest, requestFromArguments } from './arguments.ts';
export { callerPath } from './caller-path.ts';
export { errorCatalogue } from './error-answer.ts';
export {
  ApiError,
  isApiError,
  ArgumentError,
  AuthError,
  CancelledError,
  ConnectionError,
  ResponseError,
  SdkError,
  TimeoutError,
  type FieldViolation,
} from './errors.ts';
export { RETRY_DEFAULTS, type RetryOptions } from './retry.ts';
export { DEFAULT_TIMEOUT_MS } from './invoke.ts';
export { OAuthStrategy, type OAuthApi, type OAuthData, type OAuthRedirectResult, type OAuthStrategyOptions, type ResponseMode } from './auth/oauth-strategy.ts';
export type { FrameHost, SignInFrame } from './auth/silent-sign-in.ts';
export { ApiKeyStrategy, type ApiKeyStrategyOptions } from './auth/api-key-strategy.ts';
export { codeChallenge, createCodeVerifier } from './auth/pkce.ts';
export {
  memoryTokenStorage,
  webTokenStorage,
  type AccessToken,
  type LockManagerLike,
  type RefreshToken,
  type StorageFailure,
  type TokenRole,
  type Tokens,
  type TokenStorage,
  type WebTokenStorageOptions,
} from './auth/token-storage.ts';
export { serviceBaseUrl, type HostOption } from './hosts.ts';
export { expandPath, paramStyles, type ParamStyles } from './param-style.ts';
export { encodeBody } from './request-body.ts';
export { securityParts } from './security.ts';
export { serializeQuery } from './query-string.ts';
export type { HttpRequest } from './build-request.ts';
export type { RequestBody } from './request-body.ts';
export type { ParamStyle } from './param-style.ts';
export type { Credential, Credentials, SecurityScheme, ServiceSecurity } from './security.ts';
export { getDotted, setDotted } from './dotted-path.ts';
export { decodeGetForm, encodeGetForm, getFormUrl } from './get-form.ts';
export {
  decodeWith,
  encodeRequest,
  planEncoder,
  type ConverterName,
  type Converters,
  type Expansion,
  type Plan,
  type PlanLeaf,
  type ResponseDecoder,
} from './conversions/plan.ts';
export { decodeResponse, walkPlan } from './conversions/walk-plan.ts';
// The converters generated code calls, by converter name: decoders (wire → SDK) and request encoders (SDK → wire).
export { decodeCalendarDate, decodeDate, encodeCalendarDate, encodeDate } from './conversions/date.ts';
export { decodeAddress, encodeAddress } from './conversions/address.ts';
export { decodeDataItemDates, encodeDataItemDates } from './conversions/data-item-dates.ts';
export { decodeFloat, encodeFloat } from './conversions/float.ts';
export { decodeGeocode, encodeGeocode } from './conversions/geocode.ts';
export { decodePageUrl, decodePageUrlV2, encodePageUrl, encodePageUrlV2 } from './conversions/page-url.ts';
export {
  decodeAudio,
  decodeDocument,
  decodeImage,
  decodeVideo,
  mediaObjectFromRef,
  mediaUrl,
  parseMediaRef,
  type ParsedMediaRef,
} from './conversions/media.ts';
export { compressRichContent, decompressRichContent } from './conversions/rich-content.ts';
export type { PostalAddress } from './conversions/address.ts';
export type { Geocode } from './conversions/geocode.ts';
export type { AuthRequest, AuthStrategy } from './auth.ts';
export { DataError, dataError, formatMessage } from './data/data-error.ts';
export { validateFilterModel, validateSortModel } from './data/filter-model.ts';
export { DataFilter, typeForDisplay, type FilterModel } from './data/filter.ts';
export {
  DataQuery,
  DataSearch,
  MAX_PAGE_SIZE,
  QueryBuilder,
  type IncludedReference,
  type ItemData,
  type QueryOptions,
  type QueryRequest,
  type QueryRunner,
  type QueryShape,
  type SortItem,
} from './data/query.ts';
export { DataAggregate, type AggregateRequest } from './data/aggregate.ts';
export { DataPatch, type FieldModification } from './data/patch.ts';
export { DataResult, type PagingMetadata } from './data/result.ts';
export { BulkItemError, type BulkResult } from './data/bulk.ts';
export { DataHookError } from './data/server-errors.ts';
export { createDataItems, type DataItems, type DataItemsApi, type DataItemsOptions, type DirectQuery } from './data/items.ts';
export type {
  ArgumentSpec,
  AudioRef,
  Call,
  CallExample,
  CallInit,
  BodyForm,
  Catalogue,
  ClientRules,
  DocumentRef,
  ErrorCatalogueEntry,
  GetForm,
  ImageRef,
  Operation,
  OperationSpec,
  QueryBuilderSpec,
  QueryCall,
  RequestParts,
  ServiceInfo,
  VideoRef,
} from './types.ts';

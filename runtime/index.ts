// The public API: what applications call. Generated code and this project's own tools import `./generated.ts`
// (`@siteapi/runtime/generated`), which is internal and changes with the generator; nothing here may be removed or
// renamed without a major release (test/runtime/public-entry.test.ts lists these names).
export { createClient, elevate, type Client } from './client.ts';
export { configure, configureElevated, type ClientLike, type ClientOptions, type ErrorHandler } from './client-config.ts';
export { callOperation } from './call-operation.ts';
export type { CallPromise, WithResponse } from './call-promise.ts';
export { Page, type PagePromise } from './paging/page.ts';
export { isStream, Stream } from './streams/stream.ts';
export { siteapiMiddleware, type FetchMiddleware, type FetchMiddlewareOptions, type FetchMiddlewareParams } from './fetch-middleware.ts';
export { ItemQuery } from './query/item-query.ts';
export { QueryResult, type PagePosition } from './query/result.ts';
export type { EventDefinition, EventHandler, EventRegistrar, EventRegistration } from './events.ts';
export { createEventProcessor, type AnyEventRegistration, type EventProcessor, type EventProcessorOptions, type ProcessedEvent } from './webhooks/processor.ts';
export { webhookHandler, type WebhookHandlerOptions } from './webhooks/response.ts';
export type { WebhookPublicKey } from './webhooks/verify.ts';
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
export {
  ApiError,
  isApiError,
  ArgumentError,
  AuthError,
  CancelledError,
  ConnectionError,
  RedirectError,
  ResponseError,
  SdkError,
  TimeoutError,
  type FieldViolation,
} from './errors.ts';
export { RETRY_DEFAULTS } from './retry-defaults.ts';
export type { RetryOptions } from './retry.ts';
export { DEFAULT_TIMEOUT_MS } from './invoke.ts';
export type { AuthRequest, AuthStrategy } from './auth.ts';
export { OAuthStrategy, type OAuthApi, type OAuthData, type OAuthRedirectResult, type OAuthStrategyOptions, type ResponseMode } from './auth/oauth-strategy.ts';
export type { FrameHost, SignInFrame } from './auth/silent-sign-in.ts';
export { ApiKeyStrategy, type ApiKeyStrategyOptions } from './auth/api-key-strategy.ts';
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
export type { HostOption } from './hosts.ts';
export type { Credential, Credentials } from './security.ts';
export { mediaUrl, parseMediaRef, type ParsedMediaRef } from './conversions/media.ts';
export type { PostalAddress } from './conversions/address.ts';
export type { Geocode } from './conversions/geocode.ts';
export { createDataItems, type DataItems, type DataItemsApi, type DataItemsOptions, type DirectQuery } from './data/items.ts';
export { DataError } from './data/data-error.ts';
export { DataFilter, type FilterModel } from './data/filter.ts';
export { DataQuery, DataSearch, type IncludedReference, type ItemData, type QueryOptions, type SortItem } from './data/query.ts';
export { DataAggregate } from './data/aggregate.ts';
export { DataPatch, type FieldModification } from './data/patch.ts';
export { DataResult, type PagingMetadata } from './data/result.ts';
export { BulkItemError, type BulkResult } from './data/bulk.ts';
export { DataHookError } from './data/server-errors.ts';
export type {
  AudioRef,
  Call,
  CallExample,
  CallInit,
  DocumentRef,
  ImageRef,
  PagedCall,
  PaginationSpec,
  QueryCall,
  RequestParts,
  StreamChoiceCall,
  VideoRef,
} from './types.ts';

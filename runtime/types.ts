import type { CallFeatures } from './call-features.ts';
import type { CallPromise } from './call-promise.ts';
import type { PagePromise } from './paging/page.ts';
import type { ParamStyle } from './param-style.ts';
import type { ServiceSecurity } from './security.ts';
import type { ClientLike } from './client-config.ts';
import type { ConverterName, Plan, ResponseDecoder } from './conversions/plan.ts';
import type { PlatformRules } from './platform.ts';
import type { RetryOptions } from './retry.ts';
import type { Stream } from './streams/stream.ts';

/** A platform media reference, as the platform's SDK hands them out. */
export type ImageRef = `wix:image://v1/${string}`;
export type VideoRef = `wix:video://v1/${string}`;
export type AudioRef = `wix:audio://v1/${string}`;
export type DocumentRef = `wix:document://v1/${string}`;

export interface ErrorCatalogueEntry {
  /** Absent for errors the client raises itself. */
  readonly status?: number;
  readonly message: string;
  readonly description?: string;
  /** The code the SDK reports for this server code. */
  readonly clientCode?: string;
}

/** Error codes to their catalogue entries (`x-error-catalogue`). */
export type Catalogue = Readonly<Record<string, ErrorCatalogueEntry>>;

export interface ClientRules {
  readonly maxBulkItems?: number;
  readonly defaultPageSize?: number;
}

/**
 * A POST sent as a GET while the final URL (host, prefix, path and query) stays within `maxUrlLength` characters:
 * the JSON body, base64url-encoded, in the query parameter `parameter` (`x-get-form`).
 */
export interface GetForm {
  readonly parameter: string;
  readonly maxUrlLength: number;
}

/**
 * A GET sent as a POST to the same path once its query string (after `?`, as serialised) is longer than
 * `maxQueryLength` characters: the nested query object, `null`s dropped, as the JSON body (`x-body-form`).
 */
export interface BodyForm {
  readonly maxQueryLength: number;
}

/** A service's prefix, default host and error catalogue (`<service>/service-info.ts` of the generated clients). */
export interface ServiceInfo {
  readonly name: string;
  readonly title: string;
  readonly prefix: string;
  readonly host: string;
  /**
   * API path prefixes (the service's prefix included) → the prefixes a site's own host serves them under
   * (`{ '/blog': '/_api/communities-blog-node-api' }`), used with the client's `siteHost`: the longest prefix that
   * ends at a segment boundary wins; a path none matches is sent as it is.
   */
  readonly sitePaths?: Readonly<Record<string, string>>;
  /**
   * The platform dialect's rules (platform.ts: the edge host, a site's own host, the read-your-writes token, the
   * request id header): `PLATFORM` for a document in the platform dialect; none for a plain document.
   */
  readonly platform?: PlatformRules;
  readonly clientRules?: ClientRules;
  /** The error catalogue, carried when the client raises its errors itself before sending (data items' checks). */
  readonly errors?: Catalogue;
  /** The error catalogue loaded on demand, with the first error answer: what a generated service carries otherwise. */
  readonly loadErrors?: () => Promise<Catalogue>;
  /**
   * Its calls' response plans as data, by operationId, loaded on demand: a generated call applies its compiled
   * `decode`, so only tools read the plans (the mock, the contract check). Read a call's with `responsePlanOf`.
   */
  readonly loadResponsePlans?: () => Promise<Readonly<Record<string, Plan>>>;
  /**
   * The security schemes its document declares and the default requirement (see `credentials`), loaded by the first
   * call that sends credentials: a bundle whose calls send none carries no scheme.
   */
  readonly loadSecurity?: () => Promise<ServiceSecurity>;
}

/** A positional argument: one request field (`path.postId`), or an object whose properties are fields. */
export interface ArgumentSpec {
  readonly name: string;
  readonly required?: boolean;
  readonly value?: string;
  readonly properties?: Readonly<Record<string, string>>;
}

/** What a generated call declares; the runtime does the work. */
export interface OperationSpec {
  readonly module: string;
  readonly operationId: string;
  readonly method: string;
  /** The path prefix when it is not the service's (`x-prefix`). */
  readonly prefix?: string;
  readonly path: string;
  readonly args: readonly ArgumentSpec[];
  readonly clientRules?: ClientRules;
  readonly getForm?: GetForm;
  readonly bodyForm?: BodyForm;
  readonly requestPlan?: Plan;
  readonly responsePlan?: Plan;
  /** The response plan compiled at generate time; applied instead of walking `responsePlan` when present. */
  readonly decode?: ResponseDecoder;
  readonly responseAsync?: boolean;
  /** Safe to send again (`x-idempotent`): retried like a GET on connection errors, 408, 429 and 5xx. */
  readonly idempotent?: boolean;
  /**
   * The header of the `Idempotency-Key` parameter the call declares: each call sends a new key (unless the caller gives
   * one), the same in every attempt, so the call is retried like a GET.
   */
  readonly idempotencyKey?: string;
  /**
   * Parameters whose wire form is OpenAPI's style rather than the platform's (`query.filter`, `path.id`,
   * `header.X-Tags`, every `cookie.*`), by field.
   */
  readonly params?: Readonly<Record<string, ParamStyle>>;
  /** The request body's media type when it is not JSON: form, multipart, text or binary. */
  readonly contentType?: string;
  /** The success answer when it is not JSON: `text` resolves to a string, `binary` to a Blob. */
  readonly answer?: 'text' | 'binary';
  /** The call's security requirement when it is not its service's (`[]`: none). */
  readonly security?: readonly (readonly string[])[];
  /** The answer's property the call resolves to (`x-unwrap`), as the platform's SDK unwraps `{ submission }`. */
  readonly unwrap?: string;
  /** A `query*` call that returns a builder when given no query (`x-query-builder`). */
  readonly queryBuilder?: QueryBuilderSpec;
  /** A list call that pages (plain mode): the call resolves to a `Page` (paging/page.ts, its kind read by paging/kinds.ts). */
  readonly pagination?: PaginationSpec;
  /** An answer that may come as a stream of items (streams/open-stream.ts): the call then resolves to a `Stream`. */
  readonly stream?: StreamSpec;
}

/**
 * A success answer in a sequential media type: server-sent events, JSON Lines (`application/jsonl`,
 * `application/x-ndjson`) or JSON text sequences (`application/json-seq`). Chosen by the answer's `Content-Type`, so
 * a call that answers either JSON or a stream resolves to whichever the server sent.
 */
export interface StreamSpec {
  /** The media type the document declares; the answer's own `Content-Type` decides how its body is read. */
  readonly mediaType: string;
  /** Every 2xx answer with a body is this stream whatever its `Content-Type`: the call declares no other answer. */
  readonly only?: boolean;
  /**
   * Server-sent events: each item is the whole event, `{ event, data, id, retry }` (an OpenAPI 3.2 `itemSchema`),
   * rather than its `data` parsed as JSON (an OpenAPI 3.0/3.1 `schema`, which describes one event's data).
   */
  readonly events?: boolean;
  /** With `events`: each event's `data` is JSON text, parsed (`contentMediaType: application/json` or a `contentSchema`). */
  readonly jsonData?: boolean;
  /** The item's plan compiled (generated calls), applied to each item as `decode` is to an answer. */
  readonly decode?: ResponseDecoder;
  /** The item's plan as data, for a declaration without a compiled one (walked with the `decodePlan` feature). */
  readonly plan?: Plan;
}

/**
 * How a list call pages, as the generator decided it from the document (codegen/ir/pagination.ts): data, never code.
 * Paths into the answer are JSON pointers (`/data`, `/response_metadata/next_cursor`; `''` is the answer itself);
 * request fields are written as arguments' are (`query.cursor`, `body.page_token`).
 */
export interface PaginationSpec {
  /**
   * `cursor`: the next cursor comes in the answer (or is the last item's `itemCursor`) and goes to `input`;
   * `offset`: `input` moves by the items received (`unit: 'item'`) or by one page (`unit: 'page'`);
   * `url`: the answer holds the next page's URL (`next`); `link`: the `Link` header's `rel="next"` URL.
   */
  readonly kind: 'cursor' | 'offset' | 'url' | 'link';
  /** Where the answer keeps the page's items. */
  readonly items: string;
  /** The request field the next position is sent in (cursor and offset). */
  readonly input?: string;
  /** The next cursor (cursor) or the next page's URL (url) in the answer. */
  readonly next?: string;
  /** The property of the last item that is the next cursor (`starting_after` takes the last item's `/id`). */
  readonly itemCursor?: string;
  /** A boolean in the answer telling whether there are more pages (`/has_more`, `/more`): false ends the listing, true goes on past a short page. */
  readonly hasMore?: string;
  /** A boolean in the answer telling whether this page is the last (`/isLast`), read as `hasMore` is, the other way round. */
  readonly isLast?: string;
  /** offset: whether `input` counts items (`offset`) or pages (`page`). */
  readonly unit?: 'item' | 'page';
  /** offset by page: the number of the first page, when the caller gives none (1 unless the document says 0). */
  readonly first?: number;
  /** offset: the page size field (`query.limit`); a page shorter than the size asked for is the last. */
  readonly limit?: string;
  /** offset: the number of items in all pages (`/total`), when the answer says it. */
  readonly total?: string;
  /** offset: the number of pages (`/numPages`), when the answer says it. */
  readonly pages?: string;
}

/** Where a query call's answer keeps its items and its paging metadata (`x-query-builder`). */
export interface QueryBuilderSpec {
  readonly items: string;
  readonly pagingMetadata: string;
  /** The platform's query paging (`x-paging`): the builder's `QueryResult` pages by offset or (the default) by cursor. */
  readonly paging?: 'offset' | 'cursor';
}

export interface Operation extends OperationSpec {
  readonly service: ServiceInfo;
  /** What sending it needs beyond the core (call-features.ts); set by `defineCall` and the generated calls' factory. */
  readonly features?: CallFeatures;
}

/**
 * A list call that pages: `(...args)` resolves to its first `Page` of `T` items (the answer, `R`, as `page.data`), and
 * `for await (const item of call(...args))` walks every item of every page.
 */
export type PagedCall<A extends unknown[], R, T> = ((...args: A) => PagePromise<T, R>) & {
  readonly op: Operation;
  readonly route?: (args: readonly unknown[], client?: ClientLike) => unknown;
};

/**
 * A call that answers JSON or a stream, chosen by the request's boolean `stream` (OpenAI's `createChatCompletion`):
 * `(...S)`, with `stream: true`, resolves to a `Stream` of `T`; `(...J)`, with `stream` false or left out, to the JSON
 * answer `R`; `(...E)`, with a flag known only at run time, to either (`isStream` tells them apart).
 */
export interface StreamChoiceCall<S extends unknown[], J extends unknown[], E extends unknown[], R, T> {
  (...args: S): CallPromise<Stream<T>>;
  (...args: J): CallPromise<R>;
  (...args: E): CallPromise<R | Stream<T>>;
  readonly op: Operation;
  readonly route?: (args: readonly unknown[], client?: ClientLike) => unknown;
}

/** Per-call options, after the positional arguments. */
export interface CallInit {
  /** The client to send with; standalone calls use the default client (see `configure`). */
  client?: ClientLike;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Cancels the call: an aborted signal sends nothing, a later abort stops the exchange or the wait between retries. */
  signal?: AbortSignal;
  /** Milliseconds for the whole call, retries and body included; overrides the client's `timeout`. 0 or more; `Infinity` for none. */
  timeout?: number;
  /** Retry options for this call, or `false` for none; over the client's `retry`. */
  retry?: RetryOptions | false;
}

/**
 * A generated call: a function of the SDK method's positional arguments, carrying its declaration. It returns a
 * `CallPromise`: the converted data, and the answer itself with `withResponse()` / `asResponse()`.
 */
export type Call<A extends unknown[], R> = ((...args: A) => CallPromise<R>) & {
  readonly op: Operation;
  /** How a client runs the call when it is not a plain request (a query call's builder). */
  readonly route?: (args: readonly unknown[], client?: ClientLike) => unknown;
};

/**
 * A `query*` call with a builder: `(options?)` returns the builder `B`; `(query, options?)` sends the query. The
 * builder's signature comes first, so a call with no query (or only options) is typed as the builder, as it runs.
 */
export type QueryCall<A extends unknown[], R, BA extends unknown[], B> = ((...args: BA) => B) & Call<A, R>;

/** The request a call sends, before serialisation: path values, a nested query, headers and the JSON body. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Cookie parameters (sent as one `Cookie` header; browsers do not let a page set it). */
  cookie?: Record<string, unknown>;
  body?: unknown;
}

export interface CallExample {
  name: string;
  summary?: string;
  /** The request; `argumentsFromRequest(call.op, request)` gives the call's positional arguments. */
  request: RequestParts;
}

export type { ConverterName, Plan };
export type { ParamStyle };

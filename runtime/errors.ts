import type { ErrorCatalogueEntry } from './types.ts';

// Fields are `declare`d and set in the constructor: a declared field is emitted as written, in every bundle.

/** The root of every error the runtime throws. */
export class SdkError extends Error {
  override name = 'SdkError';
  /** `blog.getPost`, when the error belongs to a call. */
  declare operation?: string;
}

/** An argument the caller passed is missing or unusable; nothing was sent. */
export class ArgumentError extends SdkError {
  override name = 'ArgumentError';
  declare readonly argument: string;
  constructor(message: string, argument: string) {
    super(message);
    this.argument = argument;
  }
}

/** A sign-in step failed; `code` is the catalogue code of the oauth spec (INVALID_STATE, FAILED_TO_FETCH_TOKENS, ...). */
export class AuthError extends SdkError {
  override name = 'AuthError';
  declare readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** The request never got an HTTP answer (refused, reset, DNS, aborted); `cause` holds the underlying error. */
export class ConnectionError extends SdkError {
  override name = 'ConnectionError';
}

/** No complete answer (headers and body) arrived within the call's timeout; nothing more is retried. */
export class TimeoutError extends ConnectionError {
  override name = 'TimeoutError';
  declare readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(message, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal fired: before sending (nothing was sent), during the exchange or between retries. */
export class CancelledError extends SdkError {
  override name = 'CancelledError';
}

/** A successful answer whose body could not be read or converted. */
export class ResponseError extends SdkError {
  override name = 'ResponseError';
  declare readonly status: number;
  declare readonly body: string;
  constructor(message: string, status: number, body: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = body;
  }
}

/**
 * The answer redirected, and the runtime did not follow (redirects.ts): more than 20 redirects, a target that is no
 * http(s) URL, a body it cannot send again, a body bound for another origin, or a target the platform hides (a
 * browser's `redirect: 'manual'`). `status` is the redirect's, `location` its target as sent, when readable.
 */
export class RedirectError extends SdkError {
  override name = 'RedirectError';
  declare readonly status: number;
  declare readonly location: string | undefined;
  constructor(message: string, status: number, location: string | undefined) {
    super(message);
    this.status = status;
    this.location = location;
  }
}

/** A violation of a request rule, renamed to the caller's argument path. */
export interface FieldViolation {
  /** The caller's path: `options.paging.limit`. */
  field: string;
  /** The request field the server named: `paging.limit`. */
  serverField: string;
  description: string;
  rule?: string;
}

export interface ApiErrorInit {
  status: number;
  statusText: string;
  code?: string;
  requestId?: string;
  details?: unknown;
  violations: FieldViolation[];
  serverMessage?: string;
  body: string;
  /** The body parsed as JSON, when it is JSON. */
  data?: unknown;
  entry?: ErrorCatalogueEntry;
  operation: string;
  /**
   * The message; without one, the status line. A call's error answer has it written from the answer, by the module
   * that reads it (error-answer.ts: what the server said, the violations, the request id).
   */
  message?: string;
}

/** The server answered with an error status. */
export class ApiError extends SdkError {
  override name = 'ApiError';
  declare readonly status: number;
  declare readonly statusText: string;
  /** The application error code (`details.applicationError.code`), when the server sent one. */
  declare readonly code?: string;
  declare readonly requestId?: string;
  /** The parsed `details` of the error body. */
  declare readonly details?: unknown;
  declare readonly violations: FieldViolation[];
  /** The service's catalogue entry for `code`. */
  declare readonly entry?: ErrorCatalogueEntry;
  /** The raw body, as received (may be empty, HTML or truncated). */
  declare readonly body: string;
  /** The body parsed as JSON, when it is JSON: the declared error answer (see `isApiError`). */
  declare readonly data?: unknown;

  constructor(init: ApiErrorInit) {
    const { message, serverMessage: _, ...fields } = init;
    super(message ?? `${init.operation} failed: ${init.status} ${init.statusText.slice(0, 100)}`.trimEnd());
    // The fields as given: each assigned by name would be written out in every bundle that can throw one.
    Object.assign(this, fields);
  }
}

/**
 * Whether `error` is an error answer, of `status` when given (`404`, `'4XX'`, `'default'`: any status the call's
 * map does not list): with a call's generated `<Call>Errors` map, `data` is then typed as that answer's schema.
 *
 * ```ts
 * catch (e) { if (isApiError<GetPetErrors, 404>(e, 404)) console.log(e.data.message); }
 * ```
 */
export function isApiError<E = Record<number | string, unknown>, S extends keyof E = keyof E>(error: unknown, status?: S): error is ApiError & { data: E[S] } {
  if (!(error instanceof ApiError)) return false;
  if (status === undefined || status === 'default') return true;
  const wanted = String(status);
  return wanted === String(error.status) || (/^[1-5]XX$/i.test(wanted) && wanted[0] === String(error.status)[0]);
}

import { SdkError } from '../errors.ts';

export type WebhookErrorCode =
  | 'INVALID_SIGNATURE'
  | 'TOKEN_EXPIRED'
  | 'INVALID_CLAIM'
  | 'MALFORMED_PAYLOAD'
  | 'UNKNOWN_EVENT_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'HANDLER_FAILED';

/** A webhook request was refused or its handlers failed; `status` is what `webhookHandler` answers with. */
export class WebhookError extends SdkError {
  override name = 'WebhookError';
  constructor(
    readonly code: WebhookErrorCode,
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The token is not signed by the app's key (another key, another algorithm, no signature). */
export class WebhookSignatureError extends WebhookError {
  override name = 'WebhookSignatureError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('INVALID_SIGNATURE', 401, message, options);
  }
}

/** A time claim of the token fails: `nbf` in the future beyond the clock tolerance, or a claim that is not a number. */
export class WebhookClaimError extends WebhookError {
  override name = 'WebhookClaimError';
  constructor(
    readonly claim: string,
    message: string,
    options?: { cause?: unknown; code?: WebhookErrorCode },
  ) {
    super(options?.code ?? 'INVALID_CLAIM', 401, message, options);
  }
}

/** The token's `exp` has passed, beyond the clock tolerance: a late delivery or a replay. */
export class WebhookExpiredError extends WebhookClaimError {
  override name = 'WebhookExpiredError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('exp', message, { ...options, code: 'TOKEN_EXPIRED' });
  }
}

/** The body is not a JWT, or the signed message or event envelope is not in the platform's shape. */
export class WebhookPayloadError extends WebhookError {
  override name = 'WebhookPayloadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('MALFORMED_PAYLOAD', 400, `Malformed webhook payload: ${message}`, options);
  }
}

/** A correctly signed event of a type the processor has no registration for. */
export class WebhookEventTypeError extends WebhookError {
  override name = 'WebhookEventTypeError';
  constructor(
    readonly eventType: string,
    readonly expected: readonly string[],
  ) {
    super('UNKNOWN_EVENT_TYPE', 400, `Unexpected event type ${eventType}; registered: ${expected.length > 0 ? expected.join(', ') : 'none'}`);
  }
}

/** A `Request` that is not a POST. */
export class WebhookMethodError extends WebhookError {
  override name = 'WebhookMethodError';
  constructor(readonly method: string) {
    super('METHOD_NOT_ALLOWED', 405, `Webhook requests are POST, not ${method}`);
  }
}

export interface HandlerFailure {
  /** Position among the handlers of the event type, in registration order (0-based). */
  readonly index: number;
  /** The registration name: `onPostCreated`. */
  readonly name: string;
  readonly error: unknown;
}

/** One or more handlers threw; every handler of the event had run. `cause` is the first failure's error. */
export class WebhookHandlerError extends WebhookError {
  override name = 'WebhookHandlerError';
  constructor(
    readonly eventType: string,
    readonly handlers: number,
    readonly failures: readonly HandlerFailure[],
  ) {
    const first = failures[0]!;
    const which = failures.map((f) => f.index).join(', ');
    const reason = first.error instanceof Error ? first.error.message : String(first.error);
    super(
      'HANDLER_FAILED',
      500,
      `${failures.length === 1 ? 'Handler' : 'Handlers'} at index ${which} (of ${handlers}) failed for event ${eventType} (${first.name}): ${reason}`,
      { cause: first.error },
    );
  }
}

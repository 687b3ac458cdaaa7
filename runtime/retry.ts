import type { Operation } from './types.ts';

/**
 * When and how often a failed call is sent again. Only calls that are safe to repeat are retried: GETs, calls the
 * spec marks `x-idempotent`, and calls that send an idempotency key (a declared `Idempotency-Key` header).
 */
export interface RetryOptions {
  /** Attempts after the first. Default 2. */
  retries?: number;
  /** The first retry waits between half of this and all of it; each later one doubles it. Default 300 ms. */
  baseDelayMs?: number;
  /** No backoff wait is longer than this. Default 5000 ms. */
  maxDelayMs?: number;
  /** A `retry-after-ms` or `Retry-After` up to this long is honoured; a longer one ends the retries. Default 30000 ms. */
  maxRetryAfterMs?: number;
  /** Source of jitter, in [0, 1). Default `Math.random`. */
  random?: () => number;
}

export const RETRY_DEFAULTS = { retries: 2, baseDelayMs: 300, maxDelayMs: 5000, maxRetryAfterMs: 30_000 } as const;

export interface RetryPolicy {
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly random: () => number;
}

/** The call's policy: per-call options over the client's; `false` anywhere, or an unsafe call, means no retries. */
export function retryPolicy(op: Operation, client: RetryOptions | false | undefined, call: RetryOptions | false | undefined): RetryPolicy {
  const safe = op.method === 'GET' || op.idempotent === true || op.idempotencyKey !== undefined;
  // The usual case, no options anywhere: one of two shared policies rather than a new one per call.
  if (client === undefined && call === undefined) return safe ? DEFAULT_POLICY : NO_RETRIES;
  const off = !safe || client === false || call === false;
  const o = { ...RETRY_DEFAULTS, ...(client || {}), ...(call || {}) };
  return {
    retries: off ? 0 : Math.max(0, Math.floor(o.retries)),
    baseDelayMs: o.baseDelayMs,
    maxDelayMs: o.maxDelayMs,
    maxRetryAfterMs: o.maxRetryAfterMs,
    random: o.random ?? Math.random,
  };
}

// Math.random looked up at each use, as before, so a test that replaces it still steers the jitter.
const random = (): number => Math.random();
const DEFAULT_POLICY: RetryPolicy = Object.freeze({ ...RETRY_DEFAULTS, random });
const NO_RETRIES: RetryPolicy = Object.freeze({ ...RETRY_DEFAULTS, retries: 0, random });

/** 408 Request Timeout, 429 Too Many Requests and every 5xx are worth another try. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || (status >= 500 && status <= 599);

/**
 * Whether an error answer is worth another try: the server's `x-should-retry: true|false` when it says (as
 * openai-node reads it), else the status rule. Whether the call may be repeated at all is the policy's part.
 */
export function shouldRetryAnswer(status: number, headers: Headers): boolean {
  const told = headers.get('x-should-retry')?.trim().toLowerCase();
  return told === 'true' ? true : told === 'false' ? false : isRetryableStatus(status);
}

/**
 * Backoff before retry number `retry` (0 for the first): equal jitter over an exponential ceiling,
 * in [ceiling / 2, ceiling] where ceiling = min(maxDelayMs, baseDelayMs · 2^retry).
 */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (ceiling / 2) * policy.random());
}

/** `Retry-After` in milliseconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The server's wait hint in milliseconds: `retry-after-ms` (may be fractional; rounded up) over `Retry-After`; a
 * `retry-after-ms` that is not a non-negative number is ignored.
 */
export function retryHintMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms')?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Math.ceil(Number(ms));
  return retryAfterMs(headers.get('retry-after'), now);
}

/**
 * How long to wait before retry number `retry`, or undefined to stop: the backoff, or the server's hint
 * (`retryHintMs`) when that is longer and within `maxRetryAfterMs`.
 */
export function retryDelay(policy: RetryPolicy, retry: number, retryAfter?: number): number | undefined {
  if (retry >= policy.retries) return undefined;
  const backoff = backoffDelay(policy, retry);
  if (retryAfter === undefined) return backoff;
  return retryAfter > policy.maxRetryAfterMs ? undefined : Math.max(backoff, retryAfter);
}

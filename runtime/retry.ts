import type { Operation } from './types.ts';

/**
 * When and how often a failed call is sent again. Only calls that are safe to repeat are retried: GETs and QUERYs, calls the
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

export interface RetryPolicy {
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly random: () => number;
}

/**
 * GETs and QUERYs (OpenAPI 3.2's `query` method, safe and idempotent as a GET), calls the spec marks `x-idempotent`,
 * and calls that send an idempotency key are safe to repeat.
 */
export const repeatable = (op: Operation): boolean => op.method === 'GET' || op.method === 'QUERY' || op.idempotent === true || op.idempotencyKey !== undefined;

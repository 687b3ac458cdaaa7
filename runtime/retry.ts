import { ArgumentError, shownValue as shown } from './errors.ts';
import { isDelay } from './timer.ts';
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

export const RETRY_DEFAULTS = { retries: 2, baseDelayMs: 300, maxDelayMs: 5000, maxRetryAfterMs: 30_000 } as const;

export interface RetryPolicy {
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly random: () => number;
}

/** Whether the call may be sent again at all: safe to repeat, and retries not turned off for the client or the call. */
export function mayRetry(op: Operation, client: RetryOptions | false | undefined, call: RetryOptions | false | undefined): boolean {
  return client !== false && call !== false && repeatable(op);
}

/**
 * GETs and QUERYs (OpenAPI 3.2's `query` method, safe and idempotent as a GET), calls the spec marks `x-idempotent`,
 * and calls that send an idempotency key are safe to repeat.
 */
export const repeatable = (op: Operation): boolean => op.method === 'GET' || op.method === 'QUERY' || op.idempotent === true || op.idempotencyKey !== undefined;

const RETRY_NUMBERS = ['retries', 'baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const;

/**
 * The retry options of the client and the call, checked before anything is sent: `false`, or an object whose counts
 * and delays are numbers 0 or more (`Infinity` allowed) and whose `random` is a function. NaN once meant "retry
 * forever, without a wait" and a negative delay no wait; either is now an `ArgumentError` naming the option.
 */
export function checkRetryOptions(name: string, client: unknown, call: unknown): ArgumentError | undefined {
  return checkOne(name, "the client's", client) ?? checkOne(name, "the call's", call);
}

function checkOne(name: string, whose: string, options: unknown): ArgumentError | undefined {
  if (options === undefined || options === false) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return new ArgumentError(`${name}: ${whose} retry option must be an object of retry options or false; got ${shown(options)}`, 'retry');
  const given = options as Record<string, unknown>;
  for (const key of RETRY_NUMBERS) {
    const value = given[key];
    if (value === undefined) continue;
    if (!isDelay(value)) return new ArgumentError(`${name}: ${whose} retry.${key} must be a number, 0 or more; got ${shown(value)}`, `retry.${key}`);
  }
  if (given.random !== undefined && typeof given.random !== 'function')
    return new ArgumentError(`${name}: ${whose} retry.random must be a function returning a number in [0, 1); got ${shown(given.random)}`, 'retry.random');
  return undefined;
}

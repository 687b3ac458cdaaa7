// What a failed attempt needs: the network error's description, the backoff between attempts, the server's wait
// hints and the wait itself. A call that succeeds needs none of it, so it is its own chunk, fetched ahead by the first
// call.
import { RETRY_DEFAULTS } from './retry-defaults.ts';
import { repeatable, type RetryOptions, type RetryPolicy } from './retry.ts';
import type { Operation } from './types.ts';

export { sleep } from './timer.ts';

/** The call's policy: per-call options over the client's; `false` anywhere, or an unsafe call, means no retries. */
export function retryPolicy(op: Operation, client: RetryOptions | false | undefined, call: RetryOptions | false | undefined): RetryPolicy {
  const safe = repeatable(op);
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

/**
 * The wait before retry number `retry` of a call whose attempt failed (with an error answer, or none for a lost
 * connection), or undefined to stop.
 */
export function nextWait(
  op: Operation,
  client: RetryOptions | false | undefined,
  call: RetryOptions | false | undefined,
  retry: number,
  answer?: Response,
): number | undefined {
  const policy = retryPolicy(op, client, call);
  if (!answer) return retryDelay(policy, retry);
  return shouldRetryAnswer(answer.status, answer.headers) ? retryDelay(policy, retry, retryHintMs(answer.headers)) : undefined;
}

/** The real cause of a failed fetch (Node's undici hides it in `cause`), not just "fetch failed". */
export function describeNetworkError(error: unknown, url: string): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'AbortError') return `request to ${url} was aborted`;
  if (e?.name === 'TimeoutError') return `request to ${url} timed out`;
  const code = e?.cause?.code;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${host} (is the server running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host ${host} could not be resolved (${code})`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `connection to ${host} was reset (${code})`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `connection to ${host} timed out (${code})`;
  }
  const detail = e?.cause?.message ? `${e.message}: ${e.cause.message}` : (e?.message ?? String(error));
  return `network error calling ${host}: ${detail}`;
}

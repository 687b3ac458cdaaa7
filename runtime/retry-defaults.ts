/**
 * The retry options' defaults (`RetryOptions` in retry.ts). Apart from `retry.ts`, which every call runs: only a failed
 * attempt reads them (failed-attempt.ts), so they load with it.
 */
export const RETRY_DEFAULTS = { retries: 2, baseDelayMs: 300, maxDelayMs: 5000, maxRetryAfterMs: 30_000 } as const;

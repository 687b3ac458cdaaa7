/**
 * Delays the runtime accepts. Node and browsers hold a timer's delay in a signed 32-bit integer: a longer one (2^31 ms
 * is under 25 days; `Number.MAX_SAFE_INTEGER` is a common "never") fires after 1 ms, and Node warns
 * (TimeoutOverflowWarning) each time; timer.ts and deadline.ts wait in steps of the longest instead.
 */

/** The longest delay one timer holds. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether `value` is a delay a caller may give: a number of milliseconds, 0 or more (`Infinity` for never). NaN or a
 * negative one would be none (fire at once), so options read by the runtime check it and name themselves otherwise.
 */
export const isDelay = (value: unknown): value is number => typeof value === 'number' && value >= 0;

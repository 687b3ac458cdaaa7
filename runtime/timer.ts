/**
 * Timers for any delay. Node and browsers hold a timer's delay in a signed 32-bit integer: a longer one (2^31 ms is
 * under 25 days; `Number.MAX_SAFE_INTEGER` is a common "never") fires after 1 ms, and Node warns
 * (TimeoutOverflowWarning) each time. A timeout or a wait of the runtime's goes through here instead.
 */

/** The longest delay one timer holds. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A started timer; `stopTimer` clears it whichever step it is at. */
export interface Timer {
  id: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Runs `run` after `ms`: a delay beyond one timer's range waits in steps of the longest, so `Infinity` never fires;
 * a negative or NaN delay is none.
 */
export function startTimer(run: () => void, ms: number): Timer {
  const timer: Timer = { id: undefined };
  arm(timer, run, ms);
  return timer;
}

function arm(timer: Timer, run: () => void, left: number): void {
  // biome-ignore lint/complexity/useMathMinMax: Math.max keeps NaN; a NaN delay is none.
  timer.id = left > MAX_TIMER_MS ? setTimeout(arm, MAX_TIMER_MS, timer, run, left - MAX_TIMER_MS) : setTimeout(run, left > 0 ? left : 0);
}

export const stopTimer = (timer: Timer): void => clearTimeout(timer.id);

/**
 * Whether `value` is a delay a caller may give: a number of milliseconds, 0 or more (`Infinity` for never). NaN or a
 * negative one would be none (fire at once), so options read by the runtime check it and name themselves otherwise.
 */
export const isDelay = (value: unknown): value is number => typeof value === 'number' && value >= 0;

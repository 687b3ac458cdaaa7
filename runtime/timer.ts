/**
 * Timers for any delay (delay.ts: why a timer alone cannot hold one). A wait of the runtime's goes through here; a
 * call's deadline clamps its one timer itself (deadline.ts), so a call that never waits does not load this module.
 */

import { MAX_TIMER_MS } from './delay.ts';

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

/** Waits `ms` (any length: a server's `Retry-After` may name years), or rejects as soon as the signal fires. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return new Promise((resolve) => startTimer(resolve, ms));
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      stopTimer(timer);
      reject(signal.reason);
    };
    const timer = startTimer(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

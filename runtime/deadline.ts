/**
 * One call's cancellation: the caller's signal and the call's timeout, joined into one signal for every attempt,
 * every body read and every wait between retries. `release()` removes the listener from the caller's signal and
 * clears the timer, so a long-lived signal shared by many calls keeps no listeners. On Node's own fetch, a call with a
 * timeout and no signal of the caller's takes node-exchange.ts's deadline instead: a dispatcher, and no signal.
 */
import { startTimer, stopTimer } from './timer.ts';

export interface Deadline {
  /**
   * Given to fetch, and ends the waits between attempts. Undefined when nothing can end the call early: fetch wires
   * up every signal it is given, at a cost per request.
   */
  readonly signal: AbortSignal | undefined;
  /** Node's own fetch: given to fetch in place of the signal, it aborts the exchange at the timeout (node-exchange.ts). */
  readonly dispatcher?: object;
  /** What the dispatcher aborted the exchange with: fetch reports it wrapped in its own error. */
  readonly error?: unknown;
  /** Why the signal fired: 'timeout' or 'cancelled'; undefined while it has not. */
  readonly reason: 'timeout' | 'cancelled' | undefined;
  release(): void;
}

const NO_DEADLINE: Deadline = { signal: undefined, reason: undefined, release() {} };

export function startDeadline(timeoutMs: number | undefined, callerSignal: AbortSignal | undefined): Deadline {
  const timed = timeoutMs !== undefined && Number.isFinite(timeoutMs);
  if (!timed) {
    if (!callerSignal) return NO_DEADLINE;
    // Only the caller can stop the call: its own signal serves, with no controller joined to it.
    return {
      signal: callerSignal,
      get reason() {
        return callerSignal.aborted ? 'cancelled' : undefined;
      },
      release() {},
    };
  }
  const controller = new AbortController();
  let reason: Deadline['reason'];
  const onAbort = () => {
    reason ??= 'cancelled';
    controller.abort(callerSignal?.reason);
  };
  callerSignal?.addEventListener('abort', onAbort, { once: true });
  // A timeout beyond one timer's range (30 days, MAX_SAFE_INTEGER) is kept as long as it says (timer.ts).
  const timer = startTimer(() => {
    reason ??= 'timeout';
    controller.abort(timeoutReason(timeoutMs as number));
  }, timeoutMs as number);
  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    release() {
      stopTimer(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

/** What a timed-out exchange is aborted with, whether by the signal or by node-exchange.ts's dispatcher. */
export const timeoutReason = (timeoutMs: number): DOMException => new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError');

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

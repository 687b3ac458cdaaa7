/**
 * One call's cancellation: the caller's signal and the call's timeout, joined into one signal for every attempt,
 * every body read and every wait between retries. `release()` removes the listener from the caller's signal and takes
 * the call off the calls in flight, so a long-lived signal shared by many calls keeps no listeners and a finished call
 * leaves nothing behind.
 */
import { MAX_TIMER_MS } from './delay.ts';

export interface Deadline {
  /**
   * Given to fetch, and ends the waits between attempts. Undefined when nothing can end the call early: fetch wires
   * up every signal it is given, at a cost per request.
   */
  readonly signal: AbortSignal | undefined;
  /** Why the signal fired: 'timeout' or 'cancelled'; undefined while it has not. */
  readonly reason: 'timeout' | 'cancelled' | undefined;
  release(): void;
}

/** A call nothing can end early: one object for all of them. */
const UNTIMED: Deadline = { signal: undefined, reason: undefined, release() {} };

export function startDeadline(timeoutMs: number | undefined, callerSignal: AbortSignal | undefined): Deadline {
  if (Number.isFinite(timeoutMs)) return new TimedCall(timeoutMs!, callerSignal);
  // Only the caller can stop the call, if anyone: its own signal serves, with no controller joined to it.
  return callerSignal
    ? {
        signal: callerSignal,
        get reason() {
          return callerSignal.aborted ? 'cancelled' : undefined;
        },
        release() {},
      }
    : UNTIMED;
}

/**
 * The calls in flight with a timeout, and one timer for all of them, set for the earliest expiry: a timer set and
 * cleared per call costs more than the rest of a deadline besides its signal (bench/README.md, "Per call, round
 * four"). A call that starts later with the same timeout expires later, so it sets no timer. The timer holds Node
 * exactly while a call is in flight, as a timer per call would: when the last call ends it is unref'd, and fires once
 * more to find nothing.
 */
const calls = new Set<TimedCall>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the timer fires (`performance.now()`), Infinity when none is set. */
let due = Number.POSITIVE_INFINITY;

/**
 * A call with a finite timeout: its own controller, aborted with the timeout's `TimeoutError` or the caller's reason.
 * One object per call, its own listener on the caller's signal (`handleEvent`): no closure is made per call.
 */
class TimedCall implements Deadline {
  declare readonly signal: AbortSignal;
  declare reason: Deadline['reason'];
  declare readonly expiry: number;
  declare readonly controller: AbortController;
  declare readonly ms: number;
  declare readonly caller: AbortSignal | undefined;

  constructor(ms: number, caller: AbortSignal | undefined) {
    this.controller = new AbortController();
    this.signal = this.controller.signal;
    this.ms = ms;
    this.caller = caller;
    this.expiry = performance.now() + ms;
    caller?.addEventListener('abort', this, { once: true });
    if (calls.add(this).size === 1) (timer as NodeTimer | undefined)?.ref?.();
    if (this.expiry < due) arm(this.expiry);
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.reason ??= 'cancelled';
    this.controller.abort(this.caller!.reason);
  }

  release(): void {
    // Already off the set when it expired.
    if (calls.delete(this) && calls.size === 0) (timer as NodeTimer | undefined)?.unref?.();
    this.caller?.removeEventListener('abort', this);
  }
}

/** Node's timers can be unref'd (and ref'd again); a browser's timer is a number. */
type NodeTimer = { ref?(): void; unref?(): void };

/** A wait beyond one timer's range (delay.ts) is clamped: `fire` finds no call expired and arms for the rest. */
function arm(at: number): void {
  clearTimeout(timer);
  due = at;
  timer = setTimeout(fire, Math.min(MAX_TIMER_MS, Math.max(1, Math.ceil(at - performance.now()))));
}

/** Stops every call whose time is up, then waits for the earliest left. */
function fire(): void {
  timer = undefined;
  due = Number.POSITIVE_INFINITY;
  const now = performance.now();
  const expired: TimedCall[] = [];
  let next = due;
  for (const call of calls)
    if (call.expiry <= now) {
      expired.push(call);
      calls.delete(call);
    } else if (call.expiry < next) next = call.expiry;
  // The set and its timer are whole again before any call is stopped, whatever stopping one throws.
  if (next < due) arm(next);
  for (const call of expired) {
    call.reason ??= 'timeout';
    call.controller.abort(timeoutReason(call.ms));
  }
}

/** What a timed-out exchange is aborted with. */
export const timeoutReason = (timeoutMs: number): DOMException => new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError');

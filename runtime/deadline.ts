/**
 * One call's cancellation: the caller's signal and the call's timeout, joined into one signal for every attempt,
 * every body read and every wait between retries. `release()` removes the listener from the caller's signal and takes
 * the call off its timeout's list, so a long-lived signal shared by many calls keeps no listeners and a finished call
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

export function startDeadline(timeoutMs: number | undefined, callerSignal: AbortSignal | undefined): Deadline {
  // Only the caller can stop the call, if anyone: its own signal serves, with no controller joined to it.
  if (!Number.isFinite(timeoutMs))
    return {
      signal: callerSignal,
      get reason() {
        return callerSignal?.aborted ? 'cancelled' : undefined;
      },
      release() {},
    };
  let list = pending.get(timeoutMs!);
  if (!list) pending.set(timeoutMs!, (list = { ms: timeoutMs!, calls: new Set() }));
  return new TimedCall(list, callerSignal);
}

/** A call with a finite timeout, on its timeout's list until it ends: when it expires, and how to stop it then. */
interface Timed {
  /** `performance.now()` when the timeout fires. */
  readonly expiry: number;
  readonly expire: () => void;
}

/**
 * The calls in flight with one timeout, oldest first, and one timer for the oldest: a timer set and cleared per call
 * is most of what a deadline costs besides fetch's own work for the signal (bench/README.md, "Per call, round
 * four"). Calls with the same timeout expire in the order they started, so a Set, which keeps the order of insertion,
 * stays sorted. The timer keeps Node running only while a call is on the list, as a timer per call would: a finished
 * call leaves nothing that holds the process; the timer, unref'd, fires once more and finds the list empty.
 */
interface Pending {
  readonly ms: number;
  readonly calls: Set<Timed>;
  /** While it is set, it holds Node exactly when the list has calls (`hold`). */
  timer?: ReturnType<typeof setTimeout>;
}

/** One list per timeout in use; a timeout no call is waiting on has none. */
const pending = new Map<number, Pending>();

/**
 * A call with a finite timeout: its own controller, on the list of calls with the same timeout, which aborts it with
 * the timeout's `TimeoutError`; a caller's signal aborts it too. One object per call, its own listener on the caller's
 * signal (`handleEvent`): no closure is made per call, and a call's deadline is mostly the controller's cost.
 */
class TimedCall implements Deadline, Timed {
  declare readonly signal: AbortSignal;
  declare reason: Deadline['reason'];
  declare readonly expiry: number;
  declare readonly controller: AbortController;
  declare readonly list: Pending;
  declare readonly caller: AbortSignal | undefined;

  constructor(list: Pending, caller: AbortSignal | undefined) {
    this.controller = new AbortController();
    this.signal = this.controller.signal;
    this.list = list;
    this.caller = caller;
    this.expiry = performance.now() + list.ms;
    caller?.addEventListener('abort', this, { once: true });
    list.calls.add(this);
    if (!list.timer) arm(list, list.ms);
    // The list's timer holds Node exactly while the list has calls.
    else if (list.calls.size === 1) (list.timer as NodeTimer).ref?.();
  }

  /** The caller's signal aborted. */
  handleEvent(): void {
    this.reason ??= 'cancelled';
    this.controller.abort(this.caller!.reason);
  }

  expire(): void {
    this.reason ??= 'timeout';
    this.controller.abort(timeoutReason(this.list.ms));
  }

  release(): void {
    const { calls } = this.list;
    // Already off the list when it expired.
    if (calls.delete(this) && calls.size === 0) (this.list.timer as NodeTimer | undefined)?.unref?.();
    this.caller?.removeEventListener('abort', this);
  }
}

/** Node's timers can be unref'd (and ref'd again); a browser's timer is a number. */
type NodeTimer = { ref?(): void; unref?(): void };

/** A wait beyond one timer's range (timer.ts) is clamped: `fire` finds no call expired and arms for the rest. */
function arm(list: Pending, ms: number): void {
  list.timer = setTimeout(fire, Math.min(MAX_TIMER_MS, Math.max(1, Math.ceil(ms))), list);
}

/** Stops every call whose time is up, then waits for the oldest left; a list left empty is dropped. */
function fire(list: Pending): void {
  list.timer = undefined;
  const now = performance.now();
  const expired: Timed[] = [];
  for (const call of list.calls) {
    if (call.expiry > now) break;
    expired.push(call);
    list.calls.delete(call);
  }
  // The list is whole again before any call is stopped, whatever stopping one throws.
  const oldest = list.calls.values().next().value;
  if (oldest) arm(list, oldest.expiry - now);
  else if (pending.get(list.ms) === list) pending.delete(list.ms);
  for (const call of expired) call.expire();
}

/** What a timed-out exchange is aborted with. */
export const timeoutReason = (timeoutMs: number): DOMException => new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError');

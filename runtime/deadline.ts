/**
 * One call's cancellation: the caller's signal and the call's timeout, joined into one signal for every attempt,
 * every body read and every wait between retries. `release()` removes the listener from the caller's signal and takes
 * the call off its timeout's list, so a long-lived signal shared by many calls keeps no listeners and a finished call
 * leaves nothing behind.
 */
import { MAX_TIMER_MS, startTimer, stopTimer } from './timer.ts';

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
  return new TimedDeadline(timeoutMs, callerSignal);
}

/**
 * A call with a finite timeout: its own controller, on the list of calls with the same timeout (`Pending`), which
 * aborts it with the timeout's `TimeoutError`; a caller's signal aborts it too.
 */
class TimedDeadline implements Deadline {
  private readonly controller = new AbortController();
  reason: Deadline['reason'];
  /** When the timeout fires (`performance.now()`), and the calls in flight with the same timeout before and after it. */
  expiry = 0;
  previous: TimedDeadline | undefined;
  next: TimedDeadline | undefined;
  private readonly pending: Pending;
  private readonly onAbort: (() => void) | undefined;

  constructor(
    timeoutMs: number,
    private readonly callerSignal: AbortSignal | undefined,
  ) {
    if (callerSignal) {
      this.onAbort = () => this.stop('cancelled', callerSignal.reason);
      callerSignal.addEventListener('abort', this.onAbort, { once: true });
    }
    this.pending = pendingFor(timeoutMs);
    this.pending.add(this);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  stop(reason: 'timeout' | 'cancelled', error: unknown): void {
    this.reason ??= reason;
    this.controller.abort(error);
  }

  release(): void {
    this.pending.remove(this);
    if (this.onAbort) this.callerSignal!.removeEventListener('abort', this.onAbort);
  }
}

/** Node's timers can be unref'd (and ref'd again); a browser's timer is a number. */
type NodeTimer = { ref?(): void; unref?(): void };

/**
 * The calls in flight with one timeout, oldest first, and one timer for the oldest: a timer set and cleared per call
 * is most of what a deadline costs besides fetch's own work for the signal (bench/README.md, "Per call, round
 * four"). Calls with the same timeout expire in the order they started, so the list stays sorted by appending. The
 * timer keeps Node running only while a call is on the list, as a timer per call would: a finished call leaves
 * nothing that holds the process; the timer, unref'd, fires once more and finds the list empty.
 */
class Pending {
  private head: TimedDeadline | undefined;
  private tail: TimedDeadline | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private held = false;

  constructor(private readonly timeoutMs: number) {}

  add(deadline: TimedDeadline): void {
    deadline.expiry = performance.now() + this.timeoutMs;
    deadline.previous = this.tail;
    if (this.tail) this.tail.next = deadline;
    else this.head = deadline;
    this.tail = deadline;
    if (!this.timer) this.arm(this.timeoutMs);
    else if (!this.held) this.hold(true);
  }

  remove(deadline: TimedDeadline): void {
    if (deadline.previous) deadline.previous.next = deadline.next;
    else if (this.head === deadline) this.head = deadline.next;
    else return;
    if (deadline.next) deadline.next.previous = deadline.previous;
    else this.tail = deadline.previous;
    deadline.previous = deadline.next = undefined;
    if (!this.head) this.hold(false);
  }

  /** A wait beyond one timer's range (timer.ts) is clamped: `fire` finds no call expired and arms for the rest. */
  private arm(ms: number): void {
    this.timer = setTimeout(() => this.fire(), Math.min(MAX_TIMER_MS, Math.max(1, Math.ceil(ms))));
    this.held = true;
  }

  private hold(held: boolean): void {
    this.held = held;
    const timer = this.timer as NodeTimer | undefined;
    if (held) timer?.ref?.();
    else timer?.unref?.();
  }

  /** Stops every call whose time is up, then waits for the oldest left; a list left empty is dropped. */
  private fire(): void {
    this.timer = undefined;
    this.held = false;
    const now = performance.now();
    const expired: TimedDeadline[] = [];
    while (this.head && this.head.expiry <= now) {
      expired.push(this.head);
      this.remove(this.head);
    }
    // The list is whole again before any call is stopped, whatever stopping one throws.
    if (this.head) this.arm(this.head.expiry - now);
    else if (pending.get(this.timeoutMs) === this) pending.delete(this.timeoutMs);
    for (const deadline of expired) deadline.stop('timeout', timeoutReason(this.timeoutMs));
  }
}

/** One list per timeout in use; a timeout no call is waiting on has none. */
const pending = new Map<number, Pending>();

function pendingFor(timeoutMs: number): Pending {
  let list = pending.get(timeoutMs);
  if (!list) pending.set(timeoutMs, (list = new Pending(timeoutMs)));
  return list;
}

/** What a timed-out exchange is aborted with. */
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

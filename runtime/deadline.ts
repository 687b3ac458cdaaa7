/**
 * One call's cancellation: the caller's signal, which fetch gets as it is, and the call's timeout, a timer that ends
 * the call wherever it waits (fetch, the body, a wait between retries) through `race`. fetch is never given a signal
 * of the call's own: undici wires up every signal it is given at a cost per request (bench/README.md), and a
 * timeout must cost nothing until it fires. When it fires, an answer that arrives later has its body cancelled.
 */
export interface Deadline {
  /** The caller's signal, or undefined: fetch pays for every signal it is given. */
  readonly signal: AbortSignal | undefined;
  /** Why the call was stopped: 'timeout' or 'cancelled'; undefined while it was not. */
  readonly reason: 'timeout' | 'cancelled' | undefined;
  /** `work`'s outcome, or a rejection as soon as the timeout fires, whichever comes first. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Clears the timer; the call is over. */
  release(): void;
}

const noop = (): void => {};

class CallDeadline implements Deadline {
  #fired: 'timeout' | 'cancelled' | undefined;
  #cause: unknown;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #work: Promise<unknown> | undefined;
  #reject: ((reason: unknown) => void) | undefined;

  constructor(
    readonly signal: AbortSignal | undefined,
    timeoutMs: number | undefined,
  ) {
    if (timeoutMs !== undefined && Number.isFinite(timeoutMs)) this.#timer = setTimeout(() => this.#fire(timeoutMs), timeoutMs);
  }

  get reason(): 'timeout' | 'cancelled' | undefined {
    return this.#fired ?? (this.signal?.aborted ? 'cancelled' : undefined);
  }

  race<T>(work: Promise<T>): Promise<T> {
    if (this.#timer === undefined && !this.#fired) return work;
    if (this.#fired) {
      this.#late(work);
      return Promise.reject(this.#cause);
    }
    this.#work = work;
    return new Promise<T>((resolve, reject) => {
      this.#reject = reject;
      work.then(resolve, reject);
    });
  }

  release(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#work = undefined;
    this.#reject = undefined;
  }

  #fire(timeoutMs: number): void {
    // An abort by the caller that came first keeps its reason.
    const cancelled = this.signal?.aborted === true;
    this.#fired = cancelled ? 'cancelled' : 'timeout';
    this.#cause = cancelled ? this.signal!.reason : new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError');
    this.#timer = undefined;
    if (this.#work) this.#late(this.#work);
    this.#reject?.(this.#cause);
  }

  /** What the call no longer waits for: an answer that still arrives has its body cancelled, freeing the connection. */
  #late(work: Promise<unknown>): void {
    work.then((value) => {
      const body = (value as { body?: { cancel?: () => Promise<void> } | null } | null)?.body;
      if (typeof body?.cancel === 'function') body.cancel().catch(noop);
    }, noop);
  }
}

export function startDeadline(timeoutMs: number | undefined, callerSignal: AbortSignal | undefined): Deadline {
  return new CallDeadline(callerSignal, timeoutMs);
}

/** Waits `ms`, or rejects as soon as the signal fires. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return new Promise((resolve) => setTimeout(resolve, ms));
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

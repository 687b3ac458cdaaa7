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
  /** Waits `ms` between attempts, or rejects as soon as the caller's signal or the timeout fires; its timer cleared either way. */
  wait(ms: number): Promise<void>;
  /** Clears the timer; the call is over. */
  release(): void;
}

const noop = (): void => {};

/** What the call no longer waits for: an answer that still arrives has its body cancelled, freeing the connection. */
const cancelLate = (work: Promise<unknown>): void =>
  void work.then((value) => {
    const body = (value as { body?: { cancel?: () => Promise<void> } | null } | null)?.body;
    if (typeof body?.cancel === 'function') body.cancel().catch(noop);
  }, noop);

export function startDeadline(timeoutMs: number | undefined, signal: AbortSignal | undefined): Deadline {
  const timed = timeoutMs !== undefined && Number.isFinite(timeoutMs);
  // Closures rather than a class: the runtime is shipped to browsers, and locals minify where fields do not.
  let fired: Deadline['reason'];
  let cause: unknown;
  let work: Promise<unknown> | undefined;
  let reject: ((reason: unknown) => void) | undefined;
  let stopWait: (() => void) | undefined;
  let timer = timed
    ? setTimeout(() => {
        // An abort by the caller that came first keeps its reason.
        fired = signal?.aborted ? 'cancelled' : 'timeout';
        cause = fired === 'cancelled' ? signal!.reason : new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError');
        timer = undefined;
        if (work) cancelLate(work);
        stopWait?.();
        reject?.(cause);
      }, timeoutMs)
    : undefined;
  return {
    signal,
    get reason() {
      return fired ?? (signal?.aborted ? 'cancelled' : undefined);
    },
    race<T>(next: Promise<T>): Promise<T> {
      if (fired) {
        cancelLate(next);
        return Promise.reject(cause);
      }
      if (timer === undefined) return next;
      work = next;
      return new Promise<T>((resolve, rejectRace) => {
        reject = rejectRace;
        next.then(resolve, rejectRace);
      });
    },
    wait(ms: number): Promise<void> {
      if (fired) return Promise.reject(cause);
      if (timer === undefined) return sleep(ms, signal);
      // Rare (a retry), so a signal of its own: the timeout clears the wait's timer, which would keep Node alive.
      const stop = new AbortController();
      const onAbort = () => stop.abort(signal!.reason);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
      stopWait = () => stop.abort(cause);
      return this.race(sleep(ms, stop.signal)).finally(() => {
        signal?.removeEventListener('abort', onAbort);
        stopWait = undefined;
      });
    },
    release() {
      clearTimeout(timer);
      stopWait?.();
      timer = work = reject = stopWait = undefined;
    },
  };
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

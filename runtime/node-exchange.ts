/**
 * Node's own fetch (undici) only: a call's timeout that aborts its exchange (connecting, waiting for the headers or
 * reading the body) and closes the socket without giving fetch an AbortSignal, which undici wires up at a cost per
 * request (bench/README.md, "Per call"). Fetch is given a dispatcher of the call's own that sends each request through
 * the global dispatcher of the moment (a proxy or mock agent set with `setGlobalDispatcher` still applies) and keeps
 * the abort function undici hands the request's handler. Loaded by invoke.ts with the first call; never in browsers.
 */
import { timeoutReason, type Deadline } from './deadline.ts';
import { MAX_TIMER_MS } from './timer.ts';

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
/** Only Node's own fetch can load this module: a replaced fetch (a mock's, a polyfill) keeps the signal. */
const NODE_FETCH_SOURCE = 'internal/deps/undici/undici';

type Abort = (reason: unknown) => void;

/** The handler undici's fetch gives a dispatcher (undici 5 to 7): `onConnect` hands over the request's abort. */
interface Handler {
  onConnect(abort: Abort): void;
  onError(error: unknown): void;
  onHeaders(status: number, headers: unknown, resume: () => void, statusText: string): boolean | undefined;
  onData(chunk: unknown): boolean | undefined;
  onComplete(trailers: unknown): void;
  onUpgrade?(status: number, headers: unknown, socket: unknown): unknown;
  onResponseStarted?(): unknown;
  onBodySent?(chunk: unknown): unknown;
  onRequestSent?(): unknown;
}

interface Dispatcher {
  dispatch(options: object, handler: Handler): boolean;
  readonly isMockActive?: boolean;
}

const globalDispatcher = (): Dispatcher | undefined => (globalThis as Record<symbol, Dispatcher | undefined>)[GLOBAL_DISPATCHER];

/** A request's handler whose exchange the deadline can end, whatever stage it is at. */
class AbortableHandler implements Handler {
  private abort: Abort | undefined;
  /** The handler has had its end (an answer, an error, or the deadline's). */
  private ended = false;
  private stopReason: unknown;

  constructor(private readonly inner: Handler) {}

  onConnect(abort: Abort): void {
    // Stopped while connecting: the request is aborted as undici is about to send it, and its socket closed.
    if (this.ended) return abort(this.stopReason);
    this.abort = abort;
    this.inner.onConnect(abort);
  }
  onError(error: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.inner.onError(error);
  }
  onComplete(trailers: unknown): void {
    this.ended = true;
    this.inner.onComplete(trailers);
  }
  onHeaders(status: number, headers: unknown, resume: () => void, statusText: string): boolean | undefined {
    return this.inner.onHeaders(status, headers, resume, statusText);
  }
  onData(chunk: unknown): boolean | undefined {
    return this.inner.onData(chunk);
  }
  onUpgrade(status: number, headers: unknown, socket: unknown): unknown {
    return this.inner.onUpgrade?.(status, headers, socket);
  }
  onResponseStarted(): unknown {
    return this.inner.onResponseStarted?.();
  }
  onBodySent(chunk: unknown): unknown {
    return this.inner.onBodySent?.(chunk);
  }
  onRequestSent(): unknown {
    return this.inner.onRequestSent?.();
  }

  stop(reason: unknown): void {
    if (this.ended) return;
    // Sent: undici errors the request (the handler's onError) and destroys its socket.
    if (this.abort) return this.abort(reason);
    // Not sent yet (connecting, or queued behind another request): fetch ends now; undici's onConnect aborts later.
    this.stopReason = reason;
    this.onError(reason);
  }
}

/**
 * One call's timeout, and the dispatcher every request of the call (attempts, redirects) goes through: one object
 * per call. At the timeout it aborts the exchange in flight (and any the call would start), and the wait between
 * attempts if one is under way.
 */
class NodeDeadline implements Deadline, Dispatcher {
  error: DOMException | undefined;
  private current: AbortableHandler | undefined;
  private waits: AbortController | undefined;
  /** When the timeout fires (`performance.now()`), and the calls in flight with the same timeout before and after it. */
  expiry = 0;
  previous: NodeDeadline | undefined;
  next: NodeDeadline | undefined;
  private readonly pending: Pending;

  constructor(timeoutMs: number) {
    this.pending = pendingFor(timeoutMs);
    this.pending.add(this);
  }

  get dispatcher(): Dispatcher {
    return this;
  }
  get reason(): Deadline['reason'] {
    return this.error ? 'timeout' : undefined;
  }
  /** Not given to fetch (`dispatcher` is): only the waits between attempts listen to it, so it is made for them. */
  get signal(): AbortSignal {
    if (!this.waits) {
      this.waits = new AbortController();
      if (this.error) this.waits.abort(this.error);
    }
    return this.waits.signal;
  }

  dispatch(options: object, handler: Handler): boolean {
    const own = new AbortableHandler(handler);
    this.current = own;
    if (this.error) {
      own.stop(this.error);
      return false;
    }
    return (globalDispatcher() as Dispatcher).dispatch(options, own);
  }

  /** undici's fetch asks its dispatcher whether a MockAgent is active (it then sends the body as given). */
  get isMockActive(): boolean | undefined {
    return globalDispatcher()?.isMockActive;
  }

  stop(error: DOMException): void {
    this.error = error;
    this.current?.stop(error);
    this.waits?.abort(error);
  }

  release(): void {
    this.pending.remove(this);
  }
}

/**
 * The calls in flight with one timeout, oldest first, and one timer for the oldest: a Timeout object per call (set
 * and cleared) is most of what the deadline costs (bench/README.md, "Per call, round four"). Calls with the same
 * timeout expire in the order they started, so the list stays sorted by appending. The timer is unref'd: a call in
 * flight holds a socket (or a wait's own timer), which keeps the process alive; a finished call leaves nothing behind.
 */
class Pending {
  private head: NodeDeadline | undefined;
  private tail: NodeDeadline | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly timeoutMs: number) {}

  add(deadline: NodeDeadline): void {
    deadline.expiry = performance.now() + this.timeoutMs;
    deadline.previous = this.tail;
    if (this.tail) this.tail.next = deadline;
    else this.head = deadline;
    this.tail = deadline;
    if (!this.timer) this.arm(this.timeoutMs);
  }

  remove(deadline: NodeDeadline): void {
    if (deadline.previous) deadline.previous.next = deadline.next;
    else if (this.head === deadline) this.head = deadline.next;
    else return;
    if (deadline.next) deadline.next.previous = deadline.previous;
    else this.tail = deadline.previous;
    deadline.previous = deadline.next = undefined;
  }

  /** A wait beyond one timer's range (timer.ts) is clamped: `fire` finds no call expired and arms for the rest. */
  private arm(ms: number): void {
    this.timer = setTimeout(() => this.fire(), Math.min(MAX_TIMER_MS, Math.max(1, Math.ceil(ms))));
    (this.timer as unknown as { unref(): void }).unref();
  }

  /** Stops every call whose time is up, then waits for the oldest left; a list left empty is dropped. */
  private fire(): void {
    this.timer = undefined;
    const now = performance.now();
    const expired: NodeDeadline[] = [];
    while (this.head && this.head.expiry <= now) {
      expired.push(this.head);
      this.remove(this.head);
    }
    // The list is whole again before any call is stopped, whatever stopping one throws.
    if (this.head) this.arm(this.head.expiry - now);
    else if (pending.get(this.timeoutMs) === this) pending.delete(this.timeoutMs);
    for (const deadline of expired) deadline.stop(timeoutReason(this.timeoutMs));
  }
}

/** One list per timeout in use; a timeout no call is waiting on has none. */
const pending = new Map<number, Pending>();

function pendingFor(timeoutMs: number): Pending {
  let list = pending.get(timeoutMs);
  if (!list) pending.set(timeoutMs, (list = new Pending(timeoutMs)));
  return list;
}

/**
 * Resolves to what starts a call's timeout on Node's own fetch, or to null where it does not apply (another
 * fetch, an undici whose fetch does not hand its dispatcher the known handler). The starter itself yields undefined
 * once the global fetch is replaced, or before undici has made its global dispatcher.
 */
export async function nodeDeadlines(): Promise<((timeoutMs: number, signal: AbortSignal | undefined) => Deadline | undefined) | null> {
  const fetch = globalThis.fetch;
  if (typeof fetch !== 'function' || !Function.prototype.toString.call(fetch).includes(NODE_FETCH_SOURCE)) return null;
  // Asks fetch for a request it never sends: the dispatcher sees its handler's shape and refuses it at once.
  let known = false;
  const probe = {
    dispatch(_options: object, handler: Partial<Handler>): boolean {
      known = (['onConnect', 'onError', 'onHeaders', 'onData', 'onComplete'] as const).every((m) => typeof handler[m] === 'function');
      throw new Error('not sent');
    },
  };
  try {
    await fetch('http://127.0.0.1:0/', { dispatcher: probe } as RequestInit);
  } catch {
    // Refused by the probe, as meant.
  }
  if (!known) return null;
  // A caller's signal, or no timeout, keeps the signal path (startDeadline).
  return (timeoutMs, signal) =>
    !signal && Number.isFinite(timeoutMs) && globalThis.fetch === fetch && globalDispatcher() ? new NodeDeadline(timeoutMs) : undefined;
}

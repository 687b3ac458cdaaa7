// The call feature of calls whose answer is a stream (`stream` on the declaration): one engine for every sequential
// media type. The body is read as the loop asks, decoded as UTF-8 across chunk boundaries, cut into items
// (item-splitters.ts), each parsed and converted by the item's plan, and never kept whole. A generated call names it
// among its features only when it streams, so no other call's bundle carries it.
import { decodeWith } from '../conversions/plan.ts';
import type { Answer } from '../call-promise.ts';
import { startDeadline, timeoutReason, type Deadline } from '../deadline.ts';
import { startTimer, stopTimer } from '../timer.ts';
import { ApiError, CancelledError, ConnectionError, ResponseError, SdkError, TimeoutError } from '../errors.ts';
import { missing } from '../call-features.ts';
import type { Operation, StreamSpec } from '../types.ts';
import { jsonLines, jsonTextSequence, serverSentEvents, type ItemSplitter, type ServerSentEvent } from './item-splitters.ts';
import { sequentialMediaType } from './media-types.ts';
import { utf8Text } from './utf8-text.ts';
import { Stream } from './stream.ts';

/**
 * A deadline whose timeout starts again with each piece of the body: a stream's is the longest silence. Once a stream
 * holds it (`rearm`), the call's own `release()` leaves it running, and the stream ends it (`end`).
 */
export interface IdleDeadline extends Deadline {
  /** Starts the timeout again from now. */
  rearm(): void;
  /**
   * Stops counting until the next `rearm()`: the time the loop spends on the items of a piece is not the server's
   * silence (what it sent meanwhile waits in the body).
   */
  pause(): void;
  end(): void;
  readonly timeoutMs: number;
}

/** What invoke.ts hands a streamed answer: the call, its answer (headers read, body not), and the call's deadline. */
export interface StreamedAnswer {
  op: Operation & { stream: StreamSpec };
  name: string;
  response: Response;
  /** Where the call keeps its answer for `withResponse()` and `asResponse()`. */
  answer: Answer;
  /** Owned by the stream from here: started again at each piece of the body, released when the stream ends. */
  deadline: Deadline;
  timeout: number;
}

/** The call feature: the deadline of a call that may stream, and its answer as a `Stream` when it is one. */
export interface StreamFeature {
  deadline(timeoutMs: number, callerSignal: AbortSignal | undefined): IdleDeadline;
  /** Positional and short, as every call that does not stream carries this call of it (invoke.ts). */
  open(op: Operation, response: Response, answer: Answer, deadline: Deadline): Stream<unknown> | undefined;
}

export const streams: StreamFeature = {
  deadline: idleDeadline,
  open: (op, response, answer, deadline) =>
    openStream({
      op: op as StreamedAnswer['op'],
      name: `${op.service.name}.${op.operationId}`,
      response,
      answer,
      deadline,
      timeout: (deadline as IdleDeadline).timeoutMs,
    }),
};

/**
 * The caller's signal and the timeout joined, as `startDeadline` joins them for any call, but the timeout counts from
 * the request, then from each `rearm()`: until the answer's headers, then between two pieces of its body. One timer,
 * which looks at the clock when it fires, so a piece of the body costs a clock read, not a timer.
 */
export function idleDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined): IdleDeadline {
  if (!Number.isFinite(timeoutMs)) {
    const untimed = startDeadline(undefined, callerSignal);
    return {
      ...untimed,
      get reason() {
        return untimed.reason;
      },
      rearm() {},
      pause() {},
      end: untimed.release,
      timeoutMs,
    };
  }
  const controller = new AbortController();
  let reason: Deadline['reason'];
  let since = Date.now();
  const onAbort = () => {
    reason ??= 'cancelled';
    controller.abort(callerSignal?.reason);
  };
  callerSignal?.addEventListener('abort', onAbort, { once: true });
  // A timeout beyond one timer's range is kept as long as it says (timer.ts).
  const fire = () => {
    armed = false;
    // Paused: no timer until the next rearm(), so a stream left unfinished keeps none cycling.
    if (paused) return;
    const idle = Date.now() - since;
    if (idle < timeoutMs) {
      timer = startTimer(fire, timeoutMs - idle);
      armed = true;
      return;
    }
    reason ??= 'timeout';
    controller.abort(timeoutReason(timeoutMs));
  };
  let timer = startTimer(fire, timeoutMs);
  let armed = true;
  let held = false;
  let paused = false;
  const end = () => {
    stopTimer(timer);
    callerSignal?.removeEventListener('abort', onAbort);
  };
  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    release() {
      if (!held) end();
    },
    rearm() {
      held = true;
      paused = false;
      since = Date.now();
      if (!armed && !controller.signal.aborted) {
        timer = startTimer(fire, timeoutMs);
        armed = true;
      }
    },
    pause() {
      paused = true;
    },
    end,
    timeoutMs,
  };
}

/**
 * The answer as a `Stream`, when it is one: a sequential `Content-Type`, or any body of a call that answers nothing
 * else. Undefined otherwise (the call's JSON answer), and the caller reads the body as usual.
 */
export function openStream(answer: StreamedAnswer): Stream<unknown> | undefined {
  const { op, response } = answer;
  const spec = op.stream;
  const media = sequentialMediaType(response.headers.get('content-type')) ?? (spec.only ? sequentialMediaType(spec.mediaType) : undefined);
  if (!media || !response.body) return undefined;
  // `asResponse()` gives the answer with this body, unread unless the stream was read.
  answer.answer.response = response;
  answer.answer.body = response.body;
  // The timeout from here on is the longest silence between two pieces of the body.
  (answer.deadline as IdleDeadline).rearm();
  return new Stream(response, (signal) => (media === 'text/event-stream' ? readEvents(answer, signal) : readJson(answer, signal, media)));
}

/** JSON Lines, NDJSON, JSON text sequences: each item a JSON text. */
function readJson(answer: StreamedAnswer, signal: AbortSignal, media: string): AsyncIterator<unknown, void, undefined> {
  const reading = new ItemReader(answer, signal, media === 'application/json-seq' ? jsonTextSequence() : jsonLines());
  return new Items(reading, (text) => {
    reading.count++;
    return reading.convert(reading.parse(text));
  });
}

/** Server-sent events: each item an event's JSON `data`, or (`events`) the event itself; `data: [DONE]` ends it. */
function readEvents(answer: StreamedAnswer, signal: AbortSignal): AsyncIterator<unknown, void, undefined> {
  const { events, jsonData } = answer.op.stream;
  const reading = new ItemReader(answer, signal, serverSentEvents());
  return new Items(reading, (event) => {
    reading.count++;
    // OpenAI's end of a stream: no item, and nothing more to read.
    if (event.data === '[DONE]') return END;
    if (event.event === 'error') throw reading.errorEvent(event);
    if (!events) {
      // An event without data (a keep-alive) carries no item.
      if (event.data === '') return SKIP;
      return reading.convert(reading.parse(event.data));
    }
    const item: Record<string, unknown> = { ...event };
    for (const key of ['event', 'id', 'retry'] as const) if (item[key] === undefined) delete item[key];
    if (jsonData) item.data = reading.parse(event.data);
    return reading.convert(item);
  });
}

/** What `take` makes of an item besides a value: nothing to hand out (a keep-alive), or the end of the stream. */
const SKIP: unique symbol = Symbol('skip');
const END: unique symbol = Symbol('end');
const FINISHED: IteratorReturnResult<void> = Object.freeze({ done: true, value: undefined });
const ignore = (): void => {};

/**
 * The loop's iterator, written by hand rather than as an async generator: an item already split from the body is
 * handed out as an already resolved promise, so a `for await` step costs one promise, not a generator's resumption
 * and its awaits; only a step that reads the body (or awaits a conversion) is asynchronous. As a generator does, it
 * takes steps one at a time, ends the body read on `return()`, an error or the end, and is done after that.
 */
class Items<I> implements AsyncIterator<unknown, void, undefined> {
  readonly #reading: ItemReader<I>;
  /** One item in: its value (or a promise of it), `SKIP` or `END`; throws what the item is wrong with. */
  readonly #take: (item: I) => unknown;
  #batch: I[] = [];
  #at = 0;
  #finished = false;
  /** The step in flight when it is asynchronous: a later `next()` waits for it, as a generator's queue does. */
  #busy: Promise<unknown> | undefined;

  constructor(reading: ItemReader<I>, take: (item: I) => unknown) {
    this.#reading = reading;
    this.#take = take;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<unknown, void>> {
    return this.#busy ? this.#busy.then(this.#again, this.#again) : this.#serve();
  }

  #serve(): Promise<IteratorResult<unknown, void>> {
    for (;;) {
      if (this.#finished) return Promise.resolve(FINISHED);
      // `abort()`: the loop stops after the item it holds, without an error.
      if (this.#reading.stopped) return this.#end();
      if (this.#at === this.#batch.length) return this.#step(this.#reading.read().then(this.#filled));
      const item = this.#batch[this.#at++]!;
      let value: unknown;
      try {
        value = this.#take(item);
      } catch (error) {
        return this.#fail(error);
      }
      if (value === SKIP) continue;
      if (value === END) return this.#end();
      // Only an item with something to expand (rich content) converts to a promise.
      if (value instanceof Promise) return this.#step(value.then(toResult, (error: unknown) => this.#fail(error)));
      return Promise.resolve({ done: false, value });
    }
  }

  /** Leaving the loop (`break`, `return`, a throw in its body): the body's read ends, a read in flight with it. */
  async return(): Promise<IteratorResult<unknown, void>> {
    if (!this.#finished) {
      this.#finished = true;
      this.#reading.stop();
      await this.#busy?.catch(ignore);
      await this.#reading.close();
    }
    return FINISHED;
  }

  /** As a generator's `throw()`: the stream ends, and the error is what the step rejects with. */
  async throw(error?: unknown): Promise<IteratorResult<unknown, void>> {
    await this.return();
    throw error;
  }

  readonly #again = (): Promise<IteratorResult<unknown, void>> => this.next();

  readonly #filled = (batch: I[] | undefined): Promise<IteratorResult<unknown, void>> => {
    if (!batch) return this.#end();
    this.#batch = batch;
    this.#at = 0;
    return this.#serve();
  };

  #step(work: Promise<IteratorResult<unknown, void>>): Promise<IteratorResult<unknown, void>> {
    // A step that continues into another (a batch of keep-alives, then a read) hands `#busy` on to it.
    const settle = (): void => {
      if (this.#busy === step) this.#busy = undefined;
    };
    const step = work.then(
      (result) => {
        settle();
        return result;
      },
      (error: unknown) => {
        settle();
        return this.#fail(error);
      },
    );
    this.#busy = step;
    return step;
  }

  async #end(): Promise<IteratorResult<unknown, void>> {
    this.#finished = true;
    this.#batch = [];
    await this.#reading.close();
    return FINISHED;
  }

  async #fail(error: unknown): Promise<never> {
    // A second failure of the same step (the step's own, then its rejection here) is the same error.
    if (!this.#finished) await this.#end();
    throw error;
  }
}

const toResult = (value: unknown): IteratorResult<unknown, void> => ({ done: false, value });

/**
 * The most text one item may take, in characters (32 Mi, a chat chunk is under 1 Ki): a server that never ends an item
 * (a line without its LF, an event without its blank line) would otherwise grow the splitter's buffer without bound.
 */
const MAX_ITEM_CHARS = 32 * 1024 * 1024;

/** One stream's body read: its reader and splitter, its item count, and the errors that name the item. */
class ItemReader<I> {
  /** Items taken from the batches so far (the iterator counts each as it takes it); the one being read is `count`. */
  count = 0;
  readonly #answer: StreamedAnswer;
  readonly #signal: AbortSignal;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #splitter: ItemSplitter<I>;
  readonly #text = utf8Text();
  /** Text pushed since the last item came out: a bound on what the splitter holds. */
  #held = 0;
  /** The body was read to its end; `cut` when it ended in the middle of an item, reported at the next read. */
  #done = false;
  #cut = false;
  #closed = false;

  constructor(answer: StreamedAnswer, signal: AbortSignal, splitter: ItemSplitter<I>) {
    this.#answer = answer;
    this.#signal = signal;
    this.#splitter = splitter;
    this.#reader = answer.response.body!.getReader();
    const { op, name } = answer;
    const { decode, plan } = op.stream;
    this.#decode = decode
      ? (value) => decodeWith(value, decode)
      : plan
        ? (value) => (op.features?.decodePlan ?? missing(name, 'decodePlan'))(value, plan)
        : undefined;
    // `abort()`: the read in flight ends as the end of the body, and the loop stops without an error.
    if (signal.aborted) this.stopped = true;
    else signal.addEventListener('abort', this.stop, { once: true });
  }

  /**
   * Whether the loop ends quietly: the stream's controller aborted, or the iterator returned. A field, not a look at
   * the signal, as the iterator reads it for every item.
   */
  stopped = false;

  /** `abort()` and the iterator's `return()`: the read in flight ends as the end of the body would, nothing more is read. */
  readonly stop = (): void => {
    this.stopped = true;
    this.#cancel();
  };

  readonly #cancel = (): void => {
    this.#reader.cancel().catch(() => {});
  };

  /**
   * The next items as they complete, a batch per piece of the body that completes any (the iterator hands them out
   * one by one without another read); undefined at the end, or once stopped.
   */
  async read(): Promise<I[] | undefined> {
    for (;;) {
      if (this.#done) {
        if (!this.#cut) return undefined;
        this.#cut = false;
        throw this.#error(new ResponseError(`${this.#answer.name}: the stream ended in the middle of item ${this.count + 1}`, this.#status, ''));
      }
      if (this.stopped) return undefined;
      let chunk: ReadableStreamReadResult<Uint8Array>;
      const deadline = this.#answer.deadline as IdleDeadline;
      // The silence counted is the wait for the body, from here to its next piece.
      deadline.rearm();
      try {
        chunk = await this.#reader.read();
      } catch (error) {
        if (this.stopped) return undefined;
        throw this.#failed(error);
      }
      if (this.stopped) return undefined;
      if (chunk.done) {
        this.#done = true;
        // A multi-byte character cut at the end becomes U+FFFD, inside the item that was cut.
        const tail = this.#text.end();
        const flushed = tail === '' ? [] : this.#splitter.push(tail);
        const last = this.#splitter.end();
        this.#cut = last.cut;
        const rest = [...flushed, ...last.items];
        if (rest.length > 0) return rest;
        continue;
      }
      deadline.pause();
      const text = this.#text.push(chunk.value);
      const items = this.#splitter.push(text);
      this.#held = items.length > 0 ? 0 : this.#held + text.length;
      if (this.#held > MAX_ITEM_CHARS) {
        this.#cancel();
        throw this.#error(
          new ResponseError(
            `${this.#answer.name}: stream item ${this.count + 1} is longer than ${MAX_ITEM_CHARS / 1024 / 1024} Mi characters`,
            this.#status,
            '',
          ),
        );
      }
      if (items.length > 0) return items;
    }
  }

  get #status(): number {
    return this.#answer.response.status;
  }

  parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw this.#error(
        new ResponseError(`${this.#answer.name}: stream item ${this.count} is not JSON: ${text.slice(0, 120)}`, this.#status, text, { cause: error }),
      );
    }
  }

  /**
   * The item converted by the stream's item plan, in place, as any answer is: the value itself, or a promise only when
   * the item has something to expand (rich content), so a plain item costs no promise.
   */
  convert(value: unknown): unknown {
    const decode = this.#decode;
    if (!decode) return value;
    try {
      const converted = decode(value);
      return converted instanceof Promise ? converted.catch((error: unknown) => Promise.reject(this.#convertError(error))) : converted;
    } catch (error) {
      throw this.#convertError(error);
    }
  }

  /** The stream's item plan as one function, chosen once rather than for every item; none when it converts nothing. */
  readonly #decode: ((value: unknown) => unknown) | undefined;

  #convertError(error: unknown): unknown {
    if (error instanceof SdkError) return error;
    return this.#error(
      new ResponseError(`${this.#answer.name}: could not convert stream item ${this.count}: ${(error as Error).message}`, this.#status, '', { cause: error }),
    );
  }

  /** An `error` event: an `ApiError` whose `data` is the event's data (parsed when it is JSON). */
  errorEvent(event: ServerSentEvent): ApiError {
    let data: unknown = event.data;
    try {
      data = JSON.parse(event.data);
    } catch {}
    const detail = (data as { error?: unknown } | null)?.error ?? data;
    const field = (key: string): string | undefined => {
      const value = (detail as Record<string, unknown> | null)?.[key];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    };
    const { response, name } = this.#answer;
    const serverMessage = field('message') ?? event.data.slice(0, 120);
    const error = new ApiError({
      operation: name,
      status: response.status,
      statusText: response.statusText,
      code: field('code') ?? field('type'),
      serverMessage,
      violations: [],
      body: event.data,
      data,
    });
    const what = [error.code, serverMessage].filter(Boolean).join(': ');
    error.message = `${name}: the stream sent an error event (item ${this.count}): ${what}`;
    return this.#error(error);
  }

  #failed(error: unknown): SdkError {
    const { deadline, name, timeout } = this.#answer;
    if (deadline.reason === 'timeout')
      return new TimeoutError(`${name}: the stream sent nothing for ${timeout} ms (after item ${this.count})`, timeout, { cause: error });
    if (deadline.reason === 'cancelled')
      return new CancelledError(`${name}: cancelled in the middle of the stream (after item ${this.count})`, { cause: error });
    const reason = (error as Error)?.message ?? String(error);
    return new ConnectionError(`${name}: the connection was lost in the middle of the stream, reading item ${this.count + 1} (${reason})`, { cause: error });
  }

  #error<E extends SdkError>(error: E): E {
    error.operation ??= this.#answer.name;
    return error;
  }

  /** The end of the stream, however it came: the body cancelled (the connection closed) unless it was read to its end. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#signal.removeEventListener('abort', this.stop);
    (this.#answer.deadline as IdleDeadline).end();
    if (!this.#done) await this.#reader.cancel().catch(() => {});
    this.#reader.releaseLock();
  }
}

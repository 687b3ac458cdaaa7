// What a call whose answer is a sequence of items resolves to (server-sent events, JSON Lines, JSON text sequences):
// the items one by one as they arrive, `for await`, as openai-node's `Stream` hands them out. The engine that reads
// the body is open-stream.ts; this file is the type applications hold, and `isStream` to tell it from a JSON answer.
import { SdkError } from '../errors.ts';

const STREAM: unique symbol = Symbol.for('siteapi.stream');

/**
 * The items of a streamed answer, converted as any answer is (dates become `Date`s), read from the body as they
 * arrive. Iterate it once: `for await (const item of stream)`. Leaving the loop (`break`, `return`, a throw),
 * `abort()` or `controller.abort()` ends it and closes the connection; the call's signal and timeout end it too.
 */
export class Stream<T> implements AsyncIterable<T> {
  /** The answer as received: status, headers, URL. Its body is the stream's. */
  readonly response: Response;
  /** Aborting it ends the stream: the loop stops without an error, and the connection is closed. */
  readonly controller: AbortController;
  readonly [STREAM] = true;
  #items: ((signal: AbortSignal) => AsyncIterator<T, void, undefined>) | undefined;

  /** @internal Made by the runtime for a streamed answer. */
  constructor(response: Response, items: (signal: AbortSignal) => AsyncIterator<T, void, undefined>, controller = new AbortController()) {
    this.response = response;
    this.controller = controller;
    this.#items = items;
    // Aborted before any loop: no loop would ever close the connection or end the call's timeout, so one is run here,
    // which ends at once and lets go of both; a loop started afterwards finds no items.
    controller.signal.addEventListener(
      'abort',
      () => {
        const unread = this.#items;
        if (!unread) return;
        this.#items = undefined;
        this.#aborted = true;
        try {
          unread(controller.signal)
            .next()
            .catch(() => {});
        } catch {
          // The body is locked by a reader of the caller's (the answer of `withResponse()`): that reader ends it.
        }
      },
      { once: true },
    );
  }

  #aborted = false;

  [Symbol.asyncIterator](): AsyncIterator<T, void, undefined> {
    const items = this.#items;
    if (!items && this.#aborted) return noItems<T>();
    // One body, read once: a second loop would find it consumed.
    if (!items) throw new SdkError('this stream is already being read: iterate a stream once (collect its items to read them again)');
    this.#items = undefined;
    return items(this.controller.signal);
  }

  /** Ends the stream and closes the connection; a loop over it stops after the item it holds. */
  abort(reason?: unknown): void {
    this.controller.abort(reason);
  }
}

async function* noItems<T>(): AsyncGenerator<T, void, undefined> {}

/** Whether a call's result is a stream (an answer the server chose to stream) rather than a JSON answer. */
export function isStream<T = unknown>(value: unknown): value is Stream<T> {
  return typeof value === 'object' && value !== null && (value as { [STREAM]?: unknown })[STREAM] === true;
}

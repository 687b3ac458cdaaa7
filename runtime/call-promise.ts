// What a call returns: the promise of its converted data, with the answer itself reachable (`withResponse()`,
// `asResponse()`, as openai-node's APIPromise has them) without a second request. The methods are attached to the
// promise invoke.ts returns, shared by every call, so a call that never asks costs two property writes; their code
// (answer-views.ts) loads with the first call that asks.
import type { PlatformRules } from './platform.ts';
import { ConnectionError } from './errors.ts';
import { onFirstUse } from './on-first-use.ts';

/** The converted data with the answer it came from. */
export interface WithResponse<R> {
  readonly data: R;
  /** The answer as received (its body already read by the call): status, headers, URL. */
  readonly response: Response;
  /** The server's id of the request (the platform's `x-wix-request-id`, else `x-request-id`). */
  readonly requestId: string | undefined;
}

/** A call's promise: resolves to the converted data, like any promise; the answer on demand. */
export interface CallPromise<R> extends Promise<R> {
  /** The converted data, the `Response` and the request id, once the call succeeded; rejects as the call does. */
  withResponse(): Promise<WithResponse<R>>;
  /**
   * The success answer as a `Response` whose body can still be read (the bytes the call received, unconverted), with
   * its status, headers and URL. Rejects as the call does, except when only the conversion of a received answer failed.
   */
  asResponse(): Promise<Response>;
}

/** Where the sending call leaves its success answer and the body it read. Internal. */
export interface Answer {
  response?: Response;
  /** What the call read; for a streamed answer, its body, which the stream reads as the loop asks. */
  body?: string | Blob | ReadableStream<Uint8Array>;
  /** The URL the call sent its request to: a next-page URL is followed only on its origin. */
  url?: string;
  /** The URL the answer came from, when the runtime followed redirects to it: a next-page URL is resolved against it. */
  redirected?: string;
  /** The call's service's platform rules, when it has them: which header holds the request id. */
  platform?: PlatformRules;
}

const ANSWER: unique symbol = Symbol('siteapi.answer');
type Carrier<R> = CallPromise<R> & { [ANSWER]: Answer };

/** The call's promise with `withResponse` and `asResponse`; `answer` is filled by the sender before it converts. */
export function callPromise<R>(sending: Promise<R>, answer: Answer): CallPromise<R> {
  const promise = sending as Carrier<R>;
  promise[ANSWER] = answer;
  promise.withResponse = withResponse as CallPromise<R>['withResponse'];
  promise.asResponse = asResponse as CallPromise<R>['asResponse'];
  return promise;
}

/**
 * One of the two methods, from answer-views.ts. The call's own settling is awaited first (so a failed call is never an
 * unhandled rejection while the code loads); should the code not load, a failed call rejects with its own error, a
 * call that succeeded with a `ConnectionError` naming the method.
 */
function view(name: 'withResponse' | 'asResponse') {
  return function (this: Carrier<unknown>): Promise<never> {
    const answer = this[ANSWER];
    const views = loadViews();
    views.catch(() => {});
    const settle = (ok: boolean) => (value: unknown) =>
      views.then(
        (v) => v[name](answer, ok, value),
        (error: unknown) => {
          throw ok ? new ConnectionError(`${name}(): its code could not load: ${(error as Error)?.message}`, { cause: error }) : value;
        },
      );
    return this.then(settle(true), settle(false)) as Promise<never>;
  };
}

const loadViews = onFirstUse(() => import('./answer-views.ts'));
const withResponse = view('withResponse');
const asResponse = view('asResponse');

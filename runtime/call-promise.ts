// What a call returns: the promise of its converted data, with the answer itself reachable (`withResponse()`,
// `asResponse()`, as openai-node's APIPromise has them) without a second request. The methods are attached to the
// promise invoke.ts returns, shared by every call, so a call that never asks costs two property writes.
import type { PlatformRules } from './platform.ts';
import { requestIdOf } from './request-id.ts';

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
  promise.withResponse = withResponse;
  promise.asResponse = asResponse;
  return promise;
}

function withResponse<R>(this: Carrier<R>): Promise<WithResponse<R>> {
  const answer = this[ANSWER];
  return this.then((data) => ({ data, response: answer.response!, requestId: requestIdOf(answer.response!.headers, answer.platform) }));
}

function asResponse<R>(this: Carrier<R>): Promise<Response> {
  const answer = this[ANSWER];
  const raw = () => {
    const { response, body } = answer as Required<Answer>;
    // A body is not allowed with 204, 205 and 304; an empty one is no body either.
    const copy = new Response(body === '' || [204, 205, 304].includes(response.status) ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    return Object.defineProperty(copy, 'url', { value: response.url });
  };
  return this.then(raw, (error: unknown) => (answer.response ? raw() : Promise.reject(error)));
}

import { attemptRequest, buildRequest, CONSISTENCY_HEADER, type BuiltRequest } from './build-request.ts';
import { type Answer, type CallPromise, callPromise } from './call-promise.ts';
import { CONFIG, defaultClient, STATE, type ClientLike } from './client-config.ts';
import { startDeadline, type Deadline } from './deadline.ts';
import { CancelledError, ConnectionError, RedirectError, SdkError, TimeoutError } from './errors.ts';
import { apiError, readResult } from './read-answer.ts';
import { mayRetry } from './retry.ts';
import { isDelay } from './delay.ts';
import type { CallInit, Operation } from './types.ts';

type FailedAttempt = typeof import('./failed-attempt.ts');
let failedAttempt: Promise<FailedAttempt> | undefined;
/** What a failed attempt needs, loaded once; a failed load is tried again by the next call. */
const loadFailedAttempt = (): Promise<FailedAttempt> =>
  (failedAttempt ??= import('./failed-attempt.ts').catch((error: unknown) => {
    failedAttempt = undefined;
    throw error;
  }));

type Redirects = typeof import('./redirects.ts');
let redirects: Promise<Redirects> | undefined;
/** Following redirects, loaded with the first answer that redirects; a failed load is tried again by the next one. */
const loadRedirects = (): Promise<Redirects> =>
  (redirects ??= import('./redirects.ts').catch((error: unknown) => {
    redirects = undefined;
    throw error;
  }));

/** A call that has no complete answer after a minute is stuck, not slow. `Infinity` turns the timeout off. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Sends one call: arguments → request (build-request.ts) → fetch, retried when safe → errors or converted result, as a
 * `CallPromise` (its answer reachable with `withResponse()` and `asResponse()`). Internal: generated calls use it.
 */
export function invoke(op: Operation, rawArgs: readonly unknown[], bound?: ClientLike): CallPromise<unknown> {
  // A list call that pages resolves to its first page; the engine sends each page as this call (or its next URL).
  const paginate = op.pagination && op.features?.paginate;
  if (paginate) return paginate(op, rawArgs, (args, answer, reshape) => send(op, args, bound, answer, reshape));
  const answer: Answer = {};
  return callPromise(send(op, rawArgs, bound, answer), answer);
}

/** A call that fails before it is sent (no elevated client), with the same promise shape as a sent one. */
export function failedCall(error: unknown): CallPromise<never> {
  return callPromise(Promise.reject(error), {});
}

/** `reshape`: what is sent instead of the declared request (a next page's GET, made by the paging feature). */
async function send(
  op: Operation,
  rawArgs: readonly unknown[],
  bound: ClientLike | undefined,
  answer: Answer,
  reshape?: (built: BuiltRequest) => BuiltRequest,
): Promise<unknown> {
  const n = op.args.length;
  const init = (rawArgs.length > n ? rawArgs[n] : undefined) as CallInit | undefined;
  const client = init?.client ?? bound ?? defaultClient();
  const config = client[CONFIG];
  const state = client[STATE];
  const name = `${op.service.name}.${op.operationId}`;
  let deadline: Deadline | undefined;
  try {
    // A signal aborted before the call sends nothing, not even the auth strategy's token request.
    if (init?.signal?.aborted) throw new CancelledError(`${name}: cancelled before it was sent`, { cause: init.signal.reason });
    // Built once: every attempt sends the same URL and body, whatever the caller changes while a retry waits.
    const declared = buildRequest(op, rawArgs.slice(0, n), client, init);
    const built = reshape ? reshape(declared) : declared;
    const timeout = init?.timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS;
    // Checked by the code that explains what is wrong, loaded only then or with retry options (nothing sent before).
    if (!isDelay(timeout) || config.retry !== undefined || init?.retry !== undefined) {
      const bad = (await import('./call-options.ts')).badCallOptions(name, timeout, init?.timeout !== undefined, config.retry, init?.retry);
      if (bad) throw bad;
    }
    // A call that may stream brings its own deadline (streams/open-stream.ts).
    const streams = op.stream && op.features?.stream;
    deadline = (streams ? streams.deadline : startDeadline)(timeout, init?.signal);
    const retries = mayRetry(op, config.retry, init?.retry);
    // Fetched ahead, not awaited: an attempt that fails finds it at hand, even once the network is gone.
    if (!failedAttempt) loadFailedAttempt().catch(() => {});
    const fetchFn = config.fetch ?? globalThis.fetch;
    for (let retry = 0; ; retry++) {
      const attempt = attemptRequest(built, op, client);
      const request = attempt instanceof Promise ? await attempt : attempt;
      answer.url = request.url;
      // An earlier attempt's redirect is not where this one's answer comes from.
      if (answer.redirected) answer.redirected = undefined;
      let response: Response;
      let text: string;
      let binary: Blob | undefined;
      try {
        // The runtime follows redirects itself (redirects.ts), so that credentials stay on the call's origin.
        response = await fetchFn(request.url, fetchInit(request.method, request.headers, request.body, deadline));
        const status = response.status;
        // 0: a browser's opaque redirect. Any other 3xx that is no redirect is an answer, and an error below.
        if (status === 0 || (status > 300 && status < 309)) {
          const hop = (url: string, method: string, headers: Record<string, string>, body: BodyInit | undefined) =>
            fetchFn(url, fetchInit(method, headers, body, deadline!));
          const followed = await (await loadRedirects()).followRedirects(name, request, response, hop);
          response = followed.response;
          if (followed.url !== request.url) answer.redirected = followed.url;
        }
        // A streamed answer is the stream's to read, and so is the deadline from here (its release() then waits for the stream).
        const stream = streams && response.ok && streams.open(op, response, answer, deadline);
        if (stream) return stream;
        // A binary answer is kept as bytes; an error answer is text whatever the call returns.
        if (op.answer === 'binary' && response.ok) binary = await response.blob();
        text = binary ? '' : await response.text();
      } catch (error) {
        if (deadline.reason) throw stopped(deadline, name, timeout, error);
        if (error instanceof RedirectError) throw error;
        const failure = new ConnectionError(`${name}: ${await networkError(error, request.url)}`, { cause: error });
        const wait = retries ? await nextWait(op, init, client, retry) : undefined;
        if (wait === undefined) throw failure;
        await pause(wait, deadline, name, timeout);
        continue;
      }
      const consistency = response.headers.get(CONSISTENCY_HEADER);
      if (consistency) state.consistency = consistency;
      if (!response.ok) {
        const wait = retries ? await nextWait(op, init, client, retry, response) : undefined;
        if (wait === undefined) throw await apiError(op, name, response, text);
        await pause(wait, deadline, name, timeout);
        continue;
      }
      answer.response = response;
      answer.body = binary ?? text;
      if (binary) return binary;
      // Awaited here only when the conversion is asynchronous; its rejection still goes through the catch below.
      const result = readResult(op, name, response, text);
      return result instanceof Promise ? await result : result;
    }
  } catch (error) {
    const sdkError = error instanceof SdkError ? error : new SdkError(`${name}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    sdkError.operation ??= name;
    config.errorHandler?.(sdkError, { operation: name });
    throw sdkError;
  } finally {
    deadline?.release();
  }
}

/** What fetch is given: the call's signal; never a redirect to follow on its own. */
function fetchInit(method: string, headers: Record<string, string>, body: BodyInit | undefined, deadline: Deadline): RequestInit {
  return { method, headers, body, signal: deadline.signal, redirect: 'manual' };
}

/** The wait before the next attempt, or undefined to stop; should the backoff not load (offline), the call stops. */
async function nextWait(op: Operation, init: CallInit | undefined, client: ClientLike, retry: number, answer?: Response): Promise<number | undefined> {
  let loaded: FailedAttempt;
  try {
    loaded = await loadFailedAttempt();
  } catch {
    return undefined;
  }
  return loaded.nextWait(op, client[CONFIG].retry, init?.retry, retry, answer);
}

/** A failed fetch described by its real cause; should that code not load, by the error's own message. */
async function networkError(error: unknown, url: string): Promise<string> {
  try {
    return (await loadFailedAttempt()).describeNetworkError(error, url);
  } catch {
    return `network error calling ${url}: ${(error as Error)?.message ?? String(error)}`;
  }
}

/** Waits between attempts (after `nextWait`, so its module is at hand); the caller's signal and the timeout end the wait too. */
async function pause(ms: number, deadline: Deadline, name: string, timeout: number | undefined): Promise<void> {
  try {
    await (await loadFailedAttempt()).sleep(ms, deadline.signal);
  } catch (error) {
    throw stopped(deadline, name, timeout, error);
  }
}

function stopped(deadline: Deadline, name: string, timeout: number | undefined, cause: unknown): SdkError {
  return deadline.reason === 'timeout'
    ? new TimeoutError(`${name}: no complete answer within ${timeout} ms`, timeout!, { cause })
    : new CancelledError(`${name}: cancelled`, { cause });
}

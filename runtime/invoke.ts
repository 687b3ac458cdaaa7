import { attemptRequest, buildRequest, type BuiltRequest } from './build-request.ts';
import { type Answer, type CallPromise, callPromise } from './call-promise.ts';
import { CONFIG, defaultClient, STATE, type ClientLike } from './client-config.ts';
import { startDeadline, type Deadline } from './deadline.ts';
import { CancelledError, ConnectionError, RedirectError, ResponseError, SdkError, TimeoutError } from './errors.ts';
import { apiError, MAX_ANSWER_BYTES, readAnswerText, readResult } from './read-answer.ts';
import { onFirstUse } from './on-first-use.ts';
import { isDelay } from './delay.ts';
import type { CallInit, Operation } from './types.ts';

/** What a failed attempt needs; a failed load is tried again by the next use. */
const loadFailedAttempt = onFirstUse(() => import('./failed-attempt.ts'));
/** Following redirects, loaded with the first answer that redirects. */
const loadRedirects = onFirstUse(() => import('./redirects.ts'));

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
  // The call's options follow its declared arguments.
  const init = rawArgs[op.args.length] as CallInit | undefined;
  const client = init?.client ?? bound ?? defaultClient();
  const config = client[CONFIG];
  const state = client[STATE];
  const name = `${op.service.name}.${op.operationId}`;
  // What withResponse() reads the request id by, streamed answers included.
  answer.platform = op.service.platform;
  let deadline: Deadline | undefined;
  try {
    // A signal aborted before the call sends nothing, not even the auth strategy's token request.
    if (init?.signal?.aborted) throw new CancelledError(`${name}: cancelled before it was sent`, { cause: init.signal.reason });
    // Built once: every attempt sends the same URL and body, whatever the caller changes while a retry waits.
    const declared = buildRequest(op, rawArgs, client, init);
    const built = reshape ? reshape(declared) : declared;
    const timeout = init?.timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS;
    const maxAnswerBytes = config.maxAnswerBytes ?? MAX_ANSWER_BYTES;
    // Checked by the code that explains what is wrong, loaded only then or with retry options (nothing sent before);
    // `false`, retries off, needs no check.
    if (
      !isDelay(timeout) ||
      !isDelay(maxAnswerBytes) ||
      (config.retry !== undefined && config.retry !== false) ||
      (init?.retry !== undefined && init.retry !== false)
    ) {
      const bad = (await import('./call-options.ts')).badCallOptions(name, timeout, init?.timeout !== undefined, config.retry, init?.retry, maxAnswerBytes);
      if (bad) throw bad;
    }
    // A call that may stream brings its own deadline (streams/open-stream.ts).
    const streams = op.stream && op.features?.stream;
    deadline = (streams ? streams.deadline : startDeadline)(timeout, init?.signal);
    const timed = deadline;
    /**
     * After a failed attempt (a fetch that threw, or an error answer): waits before the next one, or throws the call's
     * error. Should the failed attempt's code not load (offline), the call stops there: a network error is described
     * by its own message.
     */
    const retryOrThrow = async (retry: number, url: string, error: unknown, answered?: Response, text?: string): Promise<void> => {
      const loaded = await loadFailedAttempt().catch(() => undefined);
      // Undefined for a call that is not retried (unsafe to repeat, or retries off), or retried enough.
      const wait = loaded?.nextWait(op, config.retry, init?.retry, retry, answered);
      if (wait === undefined)
        throw answered
          ? await apiError(op, name, answered, text!)
          : new ConnectionError(
              `${name}: ${loaded ? loaded.describeNetworkError(error, url) : `network error calling ${url}: ${(error as Error)?.message ?? String(error)}`}`,
              { cause: error },
            );
      try {
        await loaded!.sleep(wait, timed.signal);
      } catch (error) {
        throw stopped(timed, name, timeout, error);
      }
    };
    // Fetched ahead, not awaited: an attempt that fails finds it at hand, even once the network is gone.
    loadFailedAttempt().catch(() => {});
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
        if (op.answer === 'binary' && response.ok) binary = await (await import('./read-binary.ts')).readAnswerBlob(response, maxAnswerBytes, name);
        text = binary ? '' : await readAnswerText(response, maxAnswerBytes, name);
      } catch (error) {
        if (deadline.reason) throw stopped(deadline, name, timeout, error);
        // Not the network's failure, and no other attempt would answer shorter.
        if (error instanceof RedirectError || error instanceof ResponseError) throw error;
        await retryOrThrow(retry, request.url, error);
        continue;
      }
      const platform = op.service.platform;
      const consistency = platform && response.headers.get(platform.consistencyHeader);
      if (consistency) state.consistency = consistency;
      if (!response.ok) {
        await retryOrThrow(retry, request.url, undefined, response, text);
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

function stopped(deadline: Deadline, name: string, timeout: number | undefined, cause: unknown): SdkError {
  return deadline.reason === 'timeout'
    ? new TimeoutError(`${name}: no complete answer within ${timeout} ms`, timeout!, { cause })
    : new CancelledError(`${name}: cancelled`, { cause });
}

// A fetch that records what went over the wire, for tools that show or check exchanges (the explorer, the contract
// check). The caller still gets the whole Response: the recorder reads a copy of its body.
import { MAX_ANSWER_BYTES, readTextAtMost } from './read-limited.ts';

/** A request as sent, its body as text (a binary or multipart body is described, not shown). */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RecordedResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  bodyText: string;
  /** Bytes of the (decoded) body. */
  size: number;
  /** Set when the body was longer than the recorder's `bodyLimit`: that many bytes, past which it was not read (`bodyText` is empty). */
  overLimit?: number;
}

export interface RecordingOptions {
  /**
   * The most bytes of an answer's body recorded; a longer one is recorded as `overLimit` (an endless stream costs no
   * more). Default the bound on an answer a client reads (64 MiB); `Infinity` for no limit.
   */
  bodyLimit?: number;
}

/** One fetch: its request, and the answer or what the fetch threw. */
export interface RecordedExchange {
  request: RecordedRequest;
  /** `Date.now()` when it was sent. */
  startedAt: number;
  durationMs: number;
  response?: RecordedResponse;
  /** What the fetch threw; it is rethrown to the caller after `onRecord`. */
  error?: unknown;
}

/**
 * Wraps `baseFetch` (default: the global fetch, looked up at each call) so that every exchange reaches `onRecord`
 * once its body has been read (up to `options.bodyLimit` bytes) or the fetch failed; an `onRecord` that returns a
 * promise is awaited first.
 */
export function recordingFetch(
  onRecord: (exchange: RecordedExchange) => void | Promise<void>,
  baseFetch?: typeof fetch,
  options: RecordingOptions = {},
): typeof fetch {
  // The caller gets its answer once the copy is read: without a bound an endless body would never come back, and
  // both branches of the copy would grow meanwhile.
  const { bodyLimit = MAX_ANSWER_BYTES } = options;
  const send: typeof fetch = baseFetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    const request = await describeRequest(input, init);
    const startedAt = Date.now();
    const started = performance.now();
    let response: Response;
    try {
      response = await send(input, init);
    } catch (error) {
      await onRecord({ request, startedAt, durationMs: performance.now() - started, error });
      throw error;
    }
    let bodyText: string;
    let overLimit: number | undefined;
    try {
      const copy = response.clone();
      const text = bodyLimit === Infinity ? await copy.text() : await readTextAtMost(copy.body, bodyLimit);
      if (text === undefined) overLimit = bodyLimit;
      bodyText = text ?? '';
    } catch (error) {
      bodyText = `(body could not be read: ${error instanceof Error ? error.message : String(error)})`;
    }
    await onRecord({
      request,
      startedAt,
      durationMs: performance.now() - started,
      response: {
        status: response.status,
        statusText: response.statusText,
        headers: headerList(response.headers),
        bodyText,
        size: new TextEncoder().encode(bodyText).length,
        ...(overLimit === undefined ? {} : { overLimit }),
      },
    });
    return response;
  };
}

async function describeRequest(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const source = input instanceof Request ? input : undefined;
  const method = (init?.method ?? source?.method ?? 'GET').toUpperCase();
  const url = source ? source.url : String(input);
  const headers = Object.fromEntries(headerList(new Headers(init?.headers ?? source?.headers)));
  let body: string | undefined;
  if (init?.body != null) {
    body = typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : '(binary body)';
  } else if (source && method !== 'GET' && method !== 'HEAD') {
    body = (await source.clone().text()) || undefined;
  }
  return { method, url, headers, ...(body === undefined ? {} : { body }) };
}

/** A Headers' pairs, without its iterator (not in a project whose `lib` has DOM but not DOM.Iterable). */
function headerList(headers: Headers): [string, string][] {
  const out: [string, string][] = [];
  headers.forEach((value, name) => out.push([name, value]));
  return out;
}

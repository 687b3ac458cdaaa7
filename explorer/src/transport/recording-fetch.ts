// The runtime's recording fetch with what the explorer adds: the Cancel button's signal, a timeout, and network
// failures explained (browsers report every one of them as "TypeError: Failed to fetch").
import { recordingFetch, type RecordedExchange as WireExchange } from '@siteapi/runtime/generated';
import { watchStream } from './stream-events.ts';

export type { RecordedRequest, RecordedResponse } from '@siteapi/runtime/generated';

export interface RecordedFailure {
  name: string;
  message: string;
  /** What most likely happened, in words (connection refused, timed out, CORS, ...). */
  diagnosis: string;
}

/** One exchange as the explorer shows it: a failed fetch described and diagnosed. */
export type RecordedExchange = Omit<WireExchange, 'error'> & { failure?: RecordedFailure };

export interface RecordingFetchOptions {
  /** Receives one record per fetch, once the body has been read or the fetch failed. */
  onRecord: (record: RecordedExchange) => void;
  /** Aborts in-flight requests (the explorer's Cancel button). */
  signal?: AbortSignal;
  /** Give up after this many milliseconds; default 30 000. */
  timeoutMs?: number;
  /** The fetch to wrap; default `globalThis.fetch`. */
  baseFetch?: typeof fetch;
  /** The protocol of the page sending (`https:` blocks `http:` targets as mixed content); default none. */
  pageProtocol?: string;
  /** Each event of a streamed answer (server-sent events, JSON Lines, a JSON text sequence) as it arrives. */
  onStreamEvent?: (text: string) => void;
}

export function createRecordingFetch(options: RecordingFetchOptions): typeof fetch {
  const baseFetch = options.baseFetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 30_000;

  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // A timeout per request, which the diagnosis asks about once the fetch has failed.
    const timeout = AbortSignal.timeout(timeoutMs);
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signals = [timeout, options.signal, callerSignal].filter((s): s is AbortSignal => s != null);
    const send: typeof fetch = async (i, n) => {
      const response = await baseFetch(i, { ...n, signal: AbortSignal.any(signals) });
      if (options.onStreamEvent) watchStream(response, options.onStreamEvent);
      return response;
    };
    const record = recordingFetch(async ({ error, ...exchange }) => {
      if (exchange.response) return options.onRecord(exchange);
      const diagnosis = await diagnose(error, exchange.request.url, {
        timedOut: timeout.aborted,
        cancelled: options.signal?.aborted === true,
        timeoutMs,
        baseFetch,
        pageProtocol: options.pageProtocol,
      });
      options.onRecord({ ...exchange, failure: { ...describeError(error), diagnosis } });
    }, send);
    return record(input, init);
  };
}

function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error || error instanceof DOMException) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

interface DiagnoseContext {
  timedOut: boolean;
  cancelled: boolean;
  timeoutMs: number;
  baseFetch: typeof fetch;
  pageProtocol: string | undefined;
}

async function diagnose(error: unknown, url: string, context: DiagnoseContext): Promise<string> {
  if (context.timedOut) return `Timed out: no response within ${context.timeoutMs / 1000} s.`;
  if (context.cancelled) return 'Cancelled before a response arrived.';
  const { name } = describeError(error);
  if (name === 'AbortError') return 'Aborted by the caller before a response arrived.';

  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return `Not a valid URL: ${url}`;
  }
  // Node's fetch (tests) names the cause; browsers do not.
  const code = causeCode(error);
  if (code === 'ECONNREFUSED') return `Connection refused: nothing is listening at ${target.origin}.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Host not found: ${target.hostname} does not resolve.`;
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return `Timed out connecting to ${target.origin}.`;

  if (context.pageProtocol === 'https:' && target.protocol === 'http:') {
    return `Blocked as mixed content: this page is https and the target ${target.origin} is http.`;
  }
  // A no-cors request succeeds whenever the server answers at all, so it tells an unreachable server
  // apart from one that answered without the CORS headers the browser needs.
  try {
    await context.baseFetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return `The server at ${target.origin} answered, but the browser withheld the response: CORS does not allow this origin (the target must send Access-Control-Allow-Origin).`;
  } catch (probeError) {
    if (describeError(probeError).name === 'TimeoutError') return `Timed out: ${target.origin} accepts no connection within 5 s.`;
    return unreachable(target);
  }
}

/**
 * A browser reports a refused connection and a name that does not resolve alike, so only what the URL itself tells
 * is said: on loopback it is the mock that is not running; an IP address answers nothing; a name may not resolve.
 */
export function unreachable(target: URL): string {
  if (/^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(target.hostname)) {
    return `Connection refused: nothing answers at ${target.origin}. Is the mock running there (npm run mock, or npm start)?`;
  }
  if (/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i.test(target.hostname)) return `Could not connect to ${target.origin}: nothing answers there.`;
  return `Could not reach ${target.hostname}: the name does not resolve, or nothing answers at ${target.origin} (the browser does not say which). Check the target URL.`;
}

function causeCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

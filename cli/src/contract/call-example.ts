import { callOperation, createClient, isStream } from '@siteapi/runtime';
import { MAX_ANSWER_BYTES, recordingFetch } from '@siteapi/runtime/generated';
import type { ExampleCase } from './example-cases.ts';

/** One HTTP exchange of a call, as sent and answered. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The answer's headers, names in lower case (Prism's verdict travels in one, `sl-violations`). */
  headers: [string, string][];
  body: string;
  /** Set when the answer was longer than the check reads (`maxAnswerBytes`): that many bytes; `body` is then empty. */
  overLimit?: number;
}

/** An answer header's value, or null. */
export function headerOf(exchange: Exchange, name: string): string | null {
  return exchange.headers.find(([key]) => key === name)?.[1] ?? null;
}

/**
 * The global fetch, pushing each answered exchange onto `exchanges` (the caller still gets the whole Response); an
 * answer's body is read up to `maxAnswerBytes` (default the runtime's bound, 64 MiB): a host that streams without end,
 * or answers hundreds of megabytes, fails its operation instead of growing the check's memory.
 */
export function exchangeRecorder(exchanges: Exchange[], maxAnswerBytes = MAX_ANSWER_BYTES): typeof globalThis.fetch {
  return recordingFetch(
    ({ request, response }) => {
      if (!response) return;
      exchanges.push({
        method: request.method,
        url: request.url,
        status: response.status,
        contentType: response.headers.find(([key]) => key === 'content-type')?.[1] ?? null,
        headers: response.headers,
        body: response.bodyText,
        ...(response.overLimit === undefined ? {} : { overLimit: response.overLimit }),
      });
    },
    undefined,
    { bodyLimit: maxAnswerBytes },
  );
}

/** What the check says of an answer it did not read whole. */
export function overLimitText(exchange: Exchange): string | null {
  if (exchange.overLimit === undefined) return null;
  return `response ${exchange.status} is longer than ${exchange.overLimit / 1024 / 1024} MiB, the most of an answer the contract check reads (a stream that does not end, or an answer too large to check)`;
}

export interface ExampleOutcome {
  exchanges: Exchange[];
  /** The converted result the call resolved with (a stream's items, as the runtime decoded them). */
  result?: unknown;
  /** What the call threw. */
  failure?: unknown;
}

export interface CallOptions {
  /** Base URL the client sends to (the mock, or Prism's proxy). */
  host: string;
  /** Extra headers on every request (e.g. an Authorization for a live host). */
  headers?: Record<string, string>;
  /** The most bytes of an answer read (default MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
}

/**
 * Calls an example as an application would: through a client, with the example's request parts
 * (`callOperation`), recording every exchange. No retries, so each answer is the first one.
 */
export async function callExample(c: ExampleCase, options: CallOptions): Promise<ExampleOutcome> {
  const exchanges: Exchange[] = [];
  // The client reads as much as the recorder does: no more (a stream's items aside), nor less.
  const client = createClient({
    host: options.host,
    fetch: exchangeRecorder(exchanges, options.maxAnswerBytes),
    headers: options.headers,
    retry: false,
    maxAnswerBytes: options.maxAnswerBytes,
  });
  try {
    const result = await callOperation(c.call, c.example.request, { client });
    // A stream is read to its end as an application reads it: what the runtime cannot decode is the call's failure.
    // One longer than the check reads is not read on (judgeExample fails it).
    if (isStream(result) && exchanges.at(-1)?.overLimit !== undefined) {
      result.abort();
      return { exchanges, result: [] };
    }
    if (isStream(result)) {
      const items: unknown[] = [];
      for await (const item of result) items.push(item);
      return { exchanges, result: items };
    }
    return { exchanges, result };
  } catch (failure) {
    return { exchanges, failure };
  }
}

import { argumentsFromRequest, createClient } from '@siteapi/runtime';
import type { AnyCall, ExampleCase } from './example-cases.ts';

/** One HTTP exchange of a call, as sent and answered. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** Prism's `sl-violations` header: what it found wrong with the request (and, as a proxy, the response). */
  violations: string | null;
  body: string;
}

/** The global fetch, pushing each exchange onto `exchanges` (the caller still gets the whole Response). */
export function recordingFetch(exchanges: Exchange[]): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    exchanges.push({
      method: init?.method ?? 'GET',
      url: String(input),
      status: response.status,
      contentType: response.headers.get('content-type'),
      violations: response.headers.get('sl-violations'),
      body: await response.clone().text(),
    });
    return response;
  };
}

export interface ExampleOutcome {
  exchanges: Exchange[];
  /** The converted result the call resolved with. */
  result?: unknown;
  /** What the call threw. */
  failure?: unknown;
}

export interface CallOptions {
  /** Base URL the client sends to (Prism). */
  host: string;
  /** Extra headers on every request (e.g. an Authorization for a live host). */
  headers?: Record<string, string>;
}

/**
 * Calls an example as an application would: through a client, with the positional arguments the example's request
 * gives (`argumentsFromRequest`), recording every exchange. No retries, so each answer is the first one.
 */
export async function callExample(c: ExampleCase, options: CallOptions): Promise<ExampleOutcome> {
  const exchanges: Exchange[] = [];
  const fetch = recordingFetch(exchanges);
  const client = createClient({
    host: options.host,
    fetch,
    headers: options.headers,
    retry: false,
    modules: { [c.module]: { [c.name]: c.call } },
  }) as unknown as Record<string, Record<string, AnyCall>>;
  try {
    const result = await client[c.module]![c.name]!(...argumentsFromRequest(c.call.op, c.example.request));
    return { exchanges, result };
  } catch (failure) {
    return { exchanges, failure };
  }
}

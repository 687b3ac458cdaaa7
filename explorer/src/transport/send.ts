// Sends one operation through the generated client, recording the HTTP exchange(s) underneath it.
import { invoke, type RequestShape } from '../api.ts';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import type { AuthStrategy, Credentials } from '@siteapi/runtime';
import { createRecordingFetch, type RecordedExchange } from './recording-fetch.ts';

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface SendResult {
  /** Every fetch the call made, in order (usually one). */
  records: RecordedExchange[];
  outcome: Outcome;
  /** Wall time of the whole call, conversions included. */
  durationMs: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Accepts an absolute http(s) URL; returns it without a trailing slash. */
export function parseTarget(text: string): Parsed<string> {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: `The target "${trimmed}" is not an absolute URL (e.g. http://127.0.0.1:4010).` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `The target "${trimmed}" is not an http or https URL (e.g. http://127.0.0.1:4010).` };
  }
  return { ok: true, value: trimmed.replace(/\/+$/, '') };
}

export interface SendOptions {
  operation: LoadedOperation;
  request: RequestShape;
  target: string;
  auth?: AuthStrategy;
  /** The document's scheme credentials for this target (`store/auth-store.ts`). */
  credentials?: Credentials;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The fetch under the recorder; default `globalThis.fetch`. */
  baseFetch?: typeof fetch;
  /** The sending page's protocol, for the mixed-content diagnosis. */
  pageProtocol?: string;
  /** Each event of a streamed answer as it arrives. */
  onStreamEvent?: (text: string) => void;
  /** `target` is a server URL as the document writes it (a live host on a document's site; `callBase` in api.ts). */
  asServer?: boolean;
}

export async function sendOperation({
  operation,
  request,
  target,
  auth,
  credentials,
  headers,
  signal,
  baseFetch,
  pageProtocol,
  onStreamEvent,
  asServer,
}: SendOptions): Promise<SendResult> {
  const records: RecordedExchange[] = [];
  const fetch = createRecordingFetch({ onRecord: (record) => records.push(record), signal, baseFetch, pageProtocol, onStreamEvent });
  const started = performance.now();
  let outcome: Outcome;
  try {
    if (!operation.call) throw new Error(`generated/ has no call for ${operation.entry.id}; run npm run generate.`);
    const value = await invoke({ ref: operation.call, request, host: target, fetch, auth, credentials, headers, signal, asServer });
    outcome = { ok: true, value };
  } catch (error) {
    outcome = { ok: false, error };
  }
  return { records, outcome, durationMs: performance.now() - started };
}

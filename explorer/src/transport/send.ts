// Sends one operation through the generated client, recording the HTTP exchange(s) underneath it.
import { invoke, type RequestShape } from '../api.ts';
import type { OperationEntry } from '../catalog.ts';
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

const REQUEST_KEYS = new Set(['path', 'query', 'header', 'body']);

/** Reads the editor's text: a JSON object with optional `path`, `query` and `header` objects and any `body`. */
export function parseRequestText(text: string): Parsed<RequestShape> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The request is not valid JSON: ${(error as Error).message}` };
  }
  if (!isRecord(value)) return { ok: false, message: 'The request must be a JSON object: { "path": {}, "query": {}, "header": {}, "body": ... }' };
  const unknown = Object.keys(value).filter((key) => !REQUEST_KEYS.has(key));
  if (unknown.length > 0) {
    return { ok: false, message: `Unknown request key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')}: use "path", "query", "header" and "body".` };
  }
  for (const key of ['path', 'query', 'header'] as const) {
    if (value[key] !== undefined && !isRecord(value[key])) return { ok: false, message: `"${key}" must be an object of parameters by name.` };
  }
  return { ok: true, value: value as RequestShape };
}

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
  entry: OperationEntry;
  request: RequestShape;
  target: string;
  signal?: AbortSignal;
  /** The fetch under the recorder; default `globalThis.fetch`. */
  baseFetch?: typeof fetch;
}

export async function sendOperation({ entry, request, target, signal, baseFetch }: SendOptions): Promise<SendResult> {
  const records: RecordedExchange[] = [];
  const fetch = createRecordingFetch({ onRecord: (record) => records.push(record), signal, baseFetch });
  const started = performance.now();
  let outcome: Outcome;
  try {
    if (!entry.call) throw new Error(`generated/index.ts has no call for ${entry.id}; run npm run generate.`);
    const value = await invoke({ service: entry.service, ref: entry.call, request, host: target, fetch });
    outcome = { ok: true, value };
  } catch (error) {
    outcome = { ok: false, error };
  }
  return { records, outcome, durationMs: performance.now() - started };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a media type (a Content-Type header or a content key) is JSON: `application/json`, a `+json` type
 * (`application/problem+json`), parameters allowed. Not `application/jsonl`, `application/x-ndjson` or
 * `application/json-seq`, whose bodies are sequences of JSON texts, not one.
 */
export function isJsonMediaType(type: string | null | undefined): boolean {
  return typeof type === 'string' && /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
}

/** How a sequential media type streams: server-sent events, lines of JSON (JSON Lines, NDJSON), an RFC 7464 sequence. */
export type StreamFormat = 'sse' | 'lines' | 'sequence';

/**
 * How a media type (a Content-Type header or a content key) streams, parameters and case aside: `text/event-stream`,
 * `application/jsonl` (`application/x-ndjson`, `jsonlines`), `application/json-seq`; undefined for any other.
 */
export function streamFormat(media: string | null | undefined): StreamFormat | undefined {
  const type = (media ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return 'sse';
  if (type === 'application/json-seq') return 'sequence';
  if (/^application\/(x-)?(jsonl|ndjson|jsonlines)$/.test(type)) return 'lines';
  return undefined;
}

/**
 * Whether a media type (a Content-Type header or a content key) is JSON: `application/json`, a `+json` type
 * (`application/problem+json`), parameters allowed. Not `application/jsonl`, `application/x-ndjson` or
 * `application/json-seq`, whose bodies are sequences of JSON texts, not one.
 */
export function isJsonMediaType(type: string | null | undefined): boolean {
  return typeof type === 'string' && /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
}

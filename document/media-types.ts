/**
 * Whether a media type (a Content-Type header or a content key) is JSON: `application/json`, a `+json` type
 * (`application/problem+json`), parameters allowed. Not `application/jsonl`, `application/x-ndjson` or
 * `application/json-seq`, whose bodies are sequences of JSON texts, not one.
 */
export function isJsonMediaType(type: string | null | undefined): boolean {
  return typeof type === 'string' && /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
}

/**
 * The media type a request body is sent in, of those its `content` lists (in the document's order): JSON when offered
 * (`application/json`, else a JSON type, else `*\/*`, taken as JSON), else a form (multipart, then urlencoded), else
 * the first. The generator's calls send it; the explorer builds and documents the body in it.
 */
export function requestMediaType(types: readonly string[]): string | undefined {
  return (
    types.find((t) => t === 'application/json') ??
    types.find((t) => isJsonMediaType(t) || t === '*/*') ??
    types.find((t) => /^multipart\/form-data\b/i.test(t)) ??
    types.find((t) => /^application\/x-www-form-urlencoded\b/i.test(t)) ??
    types[0]
  );
}

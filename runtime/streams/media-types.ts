// The sequential media types a stream may come in, by the name an answer's `Content-Type` gives them. Its own module,
// without the parsers, for what only asks (the generator, the openapi-fetch middleware).

export type SequentialMediaType = 'text/event-stream' | 'application/jsonl' | 'application/x-ndjson' | 'application/json-seq';

/** The sequential media type of a `Content-Type`, parameters and case aside; undefined for any other. */
export function sequentialMediaType(contentType: string | null | undefined): SequentialMediaType | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  switch (type) {
    case 'text/event-stream':
    case 'application/jsonl':
    case 'application/x-ndjson':
    case 'application/json-seq':
      return type;
    // Names in use for the same format.
    case 'application/x-jsonlines':
    case 'application/jsonlines':
    case 'application/x-jsonl':
      return 'application/jsonl';
    default:
      return undefined;
  }
}

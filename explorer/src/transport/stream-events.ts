// The events of a streamed answer as they arrive, for try-it to show one by one: a copy of the body read chunk by
// chunk and cut at each event's end (server-sent events: a blank line; JSON Lines and NDJSON: a line; JSON text
// sequences: the next record separator). The call itself reads the answer as it always does.
import { type SequentialMediaType, sequentialMediaType, serverSentEvents } from '@siteapi/runtime/generated';

/** A copy of the answer's body read as it arrives when it is a stream, each event's text handed to `onEvent`. */
export function watchStream(response: Response, onEvent: (text: string) => void): void {
  const format = sequentialMediaType(response.headers.get('content-type'));
  if (!format || !response.body) return;
  void readEvents(response.clone().body!, format, onEvent).catch(() => {
    // A cancelled or broken stream ends the events; the call reports what went wrong.
  });
}

/** RFC 7464's record separator, before each JSON text of a sequence. */
const RS = String.fromCharCode(0x1e);

const ENDS: Record<SequentialMediaType, RegExp | string> = {
  'text/event-stream': /\r\n\r\n|\n\n|\r\r/,
  'application/jsonl': /\r?\n/,
  'application/x-ndjson': /\r?\n/,
  'application/json-seq': RS,
};

/**
 * The longest event text shown, in characters: past it the view stops watching (the call's own read bounds an item
 * too), so a server that never ends an event cannot grow the page's memory or its work on each piece.
 */
const MAX_EVENT_CHARS = 1024 * 1024;

async function readEvents(body: ReadableStream<Uint8Array>, format: SequentialMediaType, onEvent: (text: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  const hand = (text: string) => {
    const event = text.trim();
    if (event !== '') onEvent(event);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (pending.length > MAX_EVENT_CHARS) return void reader.cancel().catch(() => {});
    const parts = (pending + decoder.decode(value, { stream: true })).split(ENDS[format]);
    pending = parts.pop()!;
    // A JSON text sequence's record is whole once it ends in LF.
    if (format === 'application/json-seq' && pending.endsWith('\n')) {
      parts.push(pending);
      pending = '';
    }
    parts.forEach(hand);
  }
  hand(pending + decoder.decode());
}

/**
 * The item an event's text is, for checking against the stream's item schema: for server-sent events (read by the
 * runtime's one parser) the event object (`event`, `id`, `retry`, `data`) when `eventObject` (3.2's `itemSchema`),
 * else its `data` as JSON; a line or record as JSON. `done` for OpenAI's `data: [DONE]` end and for a block of only
 * comments (a keep-alive), which are no item; `error` for text that is no JSON.
 */
export function eventItem(text: string, mediaType: string, eventObject: boolean): { value: unknown } | { done: true } | { error: string } {
  const json = (raw: string) => {
    try {
      return { value: JSON.parse(raw) as unknown };
    } catch {
      return { error: `is not JSON: ${raw.slice(0, 80)}` };
    }
  };
  if (sequentialMediaType(mediaType) !== 'text/event-stream') return json(text);
  const [event] = serverSentEvents().push(`${text}\n\n`);
  if (event === undefined) return { done: true };
  if (eventObject) {
    const item: Record<string, unknown> = { ...event };
    for (const key of ['event', 'id', 'retry'] as const) if (item[key] === undefined) delete item[key];
    return { value: item };
  }
  return event.data === '[DONE]' ? { done: true } : json(event.data);
}

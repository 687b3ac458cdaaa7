// The events of a streamed answer as they arrive, for try-it to show one by one: a copy of the body read chunk by
// chunk and cut at each event's end (server-sent events: a blank line; JSON Lines and NDJSON: a line; JSON text
// sequences: the next record separator). The call itself reads the answer as it always does.
import { type StreamFormat, streamFormat } from '@siteapi/document';

/** A copy of the answer's body read as it arrives when it is a stream, each event's text handed to `onEvent`. */
export function watchStream(response: Response, onEvent: (text: string) => void): void {
  const format = streamFormat(response.headers.get('content-type'));
  if (!format || !response.body) return;
  void readEvents(response.clone().body!, format, onEvent).catch(() => {
    // A cancelled or broken stream ends the events; the call reports what went wrong.
  });
}

/** RFC 7464's record separator, before each JSON text of a sequence. */
const RS = String.fromCharCode(0x1e);

const ENDS: Record<StreamFormat, RegExp | string> = {
  sse: /\r\n\r\n|\n\n|\r\r/,
  lines: /\r?\n/,
  sequence: RS,
};

async function readEvents(body: ReadableStream<Uint8Array>, format: StreamFormat, onEvent: (text: string) => void): Promise<void> {
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
    const parts = (pending + decoder.decode(value, { stream: true })).split(ENDS[format]);
    pending = parts.pop()!;
    // A JSON text sequence's record is whole once it ends in LF.
    if (format === 'sequence' && pending.endsWith('\n')) {
      parts.push(pending);
      pending = '';
    }
    parts.forEach(hand);
  }
  hand(pending + decoder.decode());
}

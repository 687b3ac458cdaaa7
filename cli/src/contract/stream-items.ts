// A streamed answer's body cut into its items, for the contract check to judge each: server-sent events (CR, LF or
// CRLF; multi-line `data`; comments; `event`, `id`, `retry`), JSON Lines and NDJSON, JSON text sequences (RFC 7464).
// The whole body is at hand (the check records it), so this reads text, not a stream.
import type { StreamFormat } from '@siteapi/document';

/** One server-sent event as a 3.2 `itemSchema` describes it. */
export interface SentEvent {
  event?: string;
  data: string;
  id?: string;
  retry?: number;
}

/** The items of a body: events for SSE, JSON texts (unparsed) for the others; `cut` when it ends inside one. */
export function streamItems(format: StreamFormat, body: string): { items: (SentEvent | string)[]; cut: boolean } {
  if (format === 'sse') return serverSentEvents(body);
  if (format === 'lines') {
    const lines = body.split(/\r?\n/);
    // A last line without its LF is an item when it is whole JSON, and what the connection cut off otherwise.
    const last = lines.pop()!;
    const cut = last.trim() !== '' && !isJson(last);
    return { items: [...lines, ...(cut ? [] : [last])].filter((line) => line.trim() !== ''), cut };
  }
  const parts = body.split('\x1e');
  // Text before the first RS is no record; it is reported as an item so the check names it.
  const items = parts.filter((part, i) => (i === 0 ? part.trim() !== '' : true));
  // A last record not followed by LF was cut short (RFC 7464), even if what arrived parses.
  const cut = parts.length > 1 && !parts.at(-1)!.endsWith('\n');
  if (cut) items.pop();
  return { items, cut };
}

function serverSentEvents(body: string): { items: SentEvent[]; cut: boolean } {
  const items: SentEvent[] = [];
  let event: Partial<SentEvent> & { lines?: string[] } = {};
  const lines = body.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  // The last piece follows the last line break: empty when the body ended with one.
  const last = lines.pop()!;
  for (const line of lines) {
    if (line === '') {
      if (event.lines) items.push({ ...withoutLines(event), data: event.lines.join('\n') });
      event = {};
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') (event.lines ??= []).push(value);
    else if (field === 'event') event.event = value;
    else if (field === 'id' && !value.includes('\0')) event.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) event.retry = Number(value);
  }
  return { items, cut: last !== '' || event.lines !== undefined };
}

const withoutLines = ({ lines: _lines, ...rest }: Partial<SentEvent> & { lines?: string[] }): Omit<SentEvent, 'data'> => rest;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

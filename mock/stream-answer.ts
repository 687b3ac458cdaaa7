// A stream answer as the events it sends: server-sent events, JSON Lines (NDJSON) or JSON text sequences, made from
// the answer's example (or a sample of its item schema) and handed out one by one, spaced in time by the engines.
import { deref, exampleSerialized, exampleValue, isNode, type Node } from '@siteapi/document';
import type { SequentialMediaType } from '@siteapi/runtime/generated';
import { sampleValue } from './sample-value.ts';

/** Time between two events of a mocked stream: long enough to watch them arrive, short enough for tests. */
export const STREAM_GAP_MS = 30;

/** Items sampled from the item schema when the document gives no example of a stream. */
const SAMPLED_ITEMS = 3;

/** RFC 7464's record separator, before each JSON text of a sequence. */
const RS = String.fromCharCode(0x1e);

/**
 * The events of a stream answer. A 3.2 `serializedValue` is sent as written (cut at its events' ends); an example
 * value, or 3.2 `dataValue`, that is an array is one event per item, any other one event; with no example, items
 * sampled from the item schema. An item of an `itemSchema` that is an event object (`data`, `event`, `id`, `retry`)
 * is framed with those fields; any other item is one event's JSON `data`. An SSE stream ends with `data: [DONE]`
 * when the document's examples or descriptions say it does (OpenAI's does).
 */
export function streamEvents(document: Node, media: SequentialMediaType, mediaType: Node, example: unknown, describedBy: readonly unknown[]): string[] {
  const serialized = exampleSerialized(example);
  if (serialized !== undefined) return cutEvents(media, serialized);
  const given = example !== undefined ? exampleValue(example) : 'example' in mediaType ? { value: mediaType.example } : undefined;
  const itemSchema = mediaType.itemSchema ?? itemsOf(document, media, mediaType.schema);
  const items = given
    ? Array.isArray(given.value)
      ? given.value
      : [given.value]
    : Array.from({ length: SAMPLED_ITEMS }, () => sampleValue(document, itemSchema ?? {}));
  const eventObjects = media === 'text/event-stream' && mediaType.itemSchema !== undefined;
  const events = items.map((item) => frame(media, item, eventObjects));
  const done = media === 'text/event-stream' && !items.some((item) => item === '[DONE]') && saysDone(describedBy);
  return done ? [...events, 'data: [DONE]\n\n'] : events;
}

/** For JSON Lines and sequences, a `schema` that is an array is the whole stream: its items are the items. */
function itemsOf(document: Node, media: SequentialMediaType, schema: unknown): unknown {
  const node = deref(document, schema).value;
  return media !== 'text/event-stream' && isNode(node) && node.type === 'array' && node.items !== undefined ? node.items : schema;
}

function frame(media: SequentialMediaType, item: unknown, eventObject: boolean): string {
  if (media === 'application/json-seq') return `${RS}${JSON.stringify(item)}\n`;
  if (media !== 'text/event-stream') return `${JSON.stringify(item)}\n`;
  if (item === '[DONE]') return 'data: [DONE]\n\n';
  if (!eventObject || !isNode(item)) return dataLines(JSON.stringify(item));
  let out = '';
  if (typeof item.event === 'string') out += `event: ${oneLine(item.event)}\n`;
  if (typeof item.id === 'string' || typeof item.id === 'number') out += `id: ${oneLine(String(item.id))}\n`;
  if (typeof item.retry === 'number') out += `retry: ${Math.trunc(item.retry)}\n`;
  const data = item.data === undefined ? '' : typeof item.data === 'string' ? item.data : JSON.stringify(item.data);
  return out + dataLines(data);
}

/** An event's `data`, one `data:` field per line of it (a line break inside would end the field). */
const dataLines = (data: string) =>
  `${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** A serialized stream cut after each event (SSE: a blank line; JSON Lines: a line; sequences: before each RS). */
function cutEvents(media: SequentialMediaType, text: string): string[] {
  const parts =
    media === 'text/event-stream'
      ? text.split(/(?<=(?:\r\n|\r|\n)(?:\r\n|\r|\n))/)
      : media === 'application/json-seq'
        ? text.split(RS).map((part, i) => (i === 0 ? part : RS + part))
        : text.split(/(?<=\n)/);
  return parts.filter((part) => part !== '');
}

/** Whether any of these descriptions or examples names the `[DONE]` end. */
function saysDone(describedBy: readonly unknown[]): boolean {
  return describedBy.some((text) => (typeof text === 'string' ? text : JSON.stringify(text ?? null)).includes('[DONE]'));
}

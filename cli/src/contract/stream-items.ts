// A streamed answer's body cut into its items, for the contract check to judge each, by the runtime's own splitters
// (server-sent events by eventsource-parser, JSON Lines and NDJSON, JSON text sequences): the check reads a stream
// as the generated clients do. The whole body is at hand (the check records it), so it goes in as one piece.
import { jsonLines, jsonTextSequence, type SequentialMediaType, type ServerSentEvent, serverSentEvents } from '@siteapi/runtime/generated';

/** The items of a body: events for SSE (without the fields an event did not set), JSON texts (unparsed) for the others; `cut` when it ends inside one. */
export function streamItems(media: SequentialMediaType, body: string): { items: (ServerSentEvent | string)[]; cut: boolean } {
  if (media === 'text/event-stream') {
    const splitter = serverSentEvents();
    const items = splitter.push(body);
    const end = splitter.end();
    const events = [...items, ...end.items].map(
      (event) => Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as ServerSentEvent,
    );
    return { items: events, cut: end.cut };
  }
  const splitter = media === 'application/json-seq' ? jsonTextSequence() : jsonLines();
  const items = splitter.push(body);
  const end = splitter.end();
  return { items: [...items, ...end.items], cut: end.cut };
}

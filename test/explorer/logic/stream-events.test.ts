// Try-it's view of a streamed answer: the events handed over as they arrive from a loopback server that streams as
// an API does (events split across writes, CRLF, a pause between them), while the call reads the same answer whole.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRecordingFetch, type RecordedExchange } from '../../../explorer/src/transport/recording-fetch.ts';
import { eventItem } from '../../../explorer/src/transport/stream-events.ts';

/** Serves `pieces` one by one, `gapMs` apart, as `type`. */
async function streaming(type: string, pieces: string[], gapMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type });
    let i = 0;
    const next = () => {
      if (i === pieces.length) return void res.end();
      res.write(pieces[i++]);
      setTimeout(next, gapMs);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('try-it events of a streamed answer', () => {
  it('hands over each server-sent event as it arrives, whole though its bytes came in pieces', async () => {
    const server = await streaming(
      'text/event-stream',
      ['data: {"n":1}\r\n', '\r\n: a comment\r\n', 'event: tick\r\ndata: {"n":2}\r\n\r\n', 'data: [DONE]\n\n'],
      40,
    );
    const events: { text: string; at: number }[] = [];
    const records: RecordedExchange[] = [];
    const started = performance.now();
    try {
      const fetch = createRecordingFetch({ onRecord: (r) => records.push(r), onStreamEvent: (text) => events.push({ text, at: performance.now() - started }) });
      const response = await fetch(server.url);
      expect(await response.text()).toBe('data: {"n":1}\r\n\r\n: a comment\r\nevent: tick\r\ndata: {"n":2}\r\n\r\ndata: [DONE]\n\n');
      await expect.poll(() => events.length).toBe(3);
    } finally {
      await server.close();
    }
    expect(events.map((e) => e.text)).toEqual(['data: {"n":1}', ': a comment\r\nevent: tick\r\ndata: {"n":2}', 'data: [DONE]']);
    // Each one as its last piece came: the writes were 40 ms apart.
    expect(events[2]!.at - events[0]!.at).toBeGreaterThan(60);
    expect(records[0]!.response!.status).toBe(200);
    expect(events.map((e) => eventItem(e.text, 'text/event-stream', false))).toEqual([{ value: { n: 1 } }, { value: { n: 2 } }, { done: true }]);
    expect(eventItem(events[1]!.text, 'text/event-stream', true)).toEqual({ value: { event: 'tick', data: '{"n":2}' } });
  });

  it('hands over JSON Lines line by line and JSON text sequences record by record; an answer that is no stream, never', async () => {
    for (const [type, pieces, want] of [
      ['application/x-ndjson', ['{"a":1}\n{"a"', ':2}\n', '{"a":3}'], ['{"a":1}', '{"a":2}', '{"a":3}']],
      ['application/json-seq', ['\x1e{"a":1}\n\x1e{"a"', ':2}\n'], ['{"a":1}', '{"a":2}']],
      ['application/json', ['{"a":1}\n', '{"a":2}\n'], []],
    ] as const) {
      const server = await streaming(type, [...pieces], 10);
      const events: string[] = [];
      try {
        const response = await createRecordingFetch({ onRecord: () => undefined, onStreamEvent: (text) => events.push(text) })(server.url);
        await response.text();
        await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        await server.close();
      }
      expect(events, type).toEqual(want);
    }
    expect(eventItem('{"a"', 'application/jsonl', false)).toEqual({ error: 'is not JSON: {"a"' });
  });

  it("reads an event's fields by the runtime's parser: a keep-alive of comments is no item, retry and id kept", () => {
    expect(eventItem(': ping', 'text/event-stream', false)).toEqual({ done: true });
    expect(eventItem(': ping', 'text/event-stream', true)).toEqual({ done: true });
    expect(eventItem('retry: 3000\nid: a1\ndata: first\ndata: second', 'text/event-stream', true)).toEqual({
      value: { id: 'a1', retry: 3000, data: 'first\nsecond' },
    });
    expect(eventItem('data: {"n"\r\ndata: :1', 'text/event-stream', false)).toEqual({ error: 'is not JSON: {"n"\n:1' });
  });

  it('stops watching an event that never ends past 1 Mi characters, while the call still reads the answer', async () => {
    const endless = `data: ${'a'.repeat(256 * 1024)}`;
    const server = await streaming('text/event-stream', ['data: {"n":1}\n\n', endless, endless, endless, endless, endless, '\n\ndata: {"n":2}\n\n'], 5);
    const events: string[] = [];
    try {
      const response = await createRecordingFetch({ onRecord: () => undefined, onStreamEvent: (text) => events.push(text) })(server.url);
      expect((await response.text()).length).toBeGreaterThan(5 * 256 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await server.close();
    }
    expect(events).toEqual(['data: {"n":1}']);
  });
});

import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '@siteapi/document/ajv';
import { createHandlers, type MockDocument } from '@siteapi/mock';
import { type MockServer, startMockServer } from '@siteapi/mock/node';
import { generate } from '../../codegen/generate.ts';
import { STREAM_GAP_MS } from '../../mock/stream-answer.ts';

// Stream answers of the mock (test/fixtures/streams-site): each event sent on its own, a pause after the one before,
// by both engines: the HTTP mock over loopback and the msw handlers (the in-page mock and an app's tests).

const MSW_ORIGIN = 'https://streams.example.test';
let bundle: MockDocument;
let http: MockServer;
const server = setupServer();

beforeAll(async () => {
  bundle = JSON.parse((await generate('test/fixtures/streams-site/openapi.yaml')).get('openapi.json')!) as MockDocument;
  const serialized = JSON.parse((await generate('test/fixtures/openapi-32/openapi.yaml')).get('openapi.json')!) as MockDocument;
  http = await startMockServer({ document: bundle });
  server.use(...createHandlers(bundle, { origin: MSW_ORIGIN }), ...createHandlers(serialized, { origin: 'https://api.example.test' }));
  // The HTTP mock's loopback requests pass by msw.
  server.listen({ onUnhandledRequest: (request, print) => void (request.url.startsWith(http.url) ? undefined : print.error()) });
});
afterAll(async () => {
  server.close();
  await http?.close();
});

/**
 * The body's events as they arrive (cut after each blank line for SSE, each line otherwise), each with the time since
 * the answer's headers at which the chunk that completed it was read; a busy machine may read two in one chunk.
 */
async function chunks(answer: Response): Promise<{ text: string; at: number }[]> {
  const reader = answer.body!.getReader();
  const decoder = new TextDecoder();
  const terminator = answer.headers.get('content-type') === 'text/event-stream' ? '\n\n' : '\n';
  const started = performance.now();
  const out: { text: string; at: number }[] = [];
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return pending === '' ? out : [...out, { text: pending, at: performance.now() - started }];
    const parts = (pending + decoder.decode(value, { stream: true })).split(terminator).map((part) => part + terminator);
    // The text after the last terminator is the start of an event still coming.
    pending = parts.pop()!.slice(0, -terminator.length);
    for (const text of parts) out.push({ text, at: performance.now() - started });
  }
}

/** Whether the events came over time: the last at least half the mock's gaps after the first. */
const spread = (got: { at: number }[]) => got.at(-1)!.at - got[0]!.at >= ((got.length - 1) * STREAM_GAP_MS) / 2;

/** A validator of the bundle's schema at `pointer`. */
function schemaAt(pointer: string) {
  const ajv = createAjv();
  ajv.addSchema(bundle, 'urn:test:bundle', undefined, false);
  return (value: unknown) => {
    const validate = ajv.getSchema(`urn:test:bundle#${pointer}`)!;
    return validate(value) ? null : validate.errors;
  };
}

const engines = [
  ['the HTTP mock', () => http.url],
  ['the msw handlers', () => MSW_ORIGIN],
] as const;

describe.each(engines)('stream answers of %s', (_, origin) => {
  it('sends OpenAI-style chunks one by one, apart in time, ending with [DONE] as the document says, when the body asks for a stream', async () => {
    const request = (stream: boolean) =>
      fetch(`${origin()}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'm', stream }),
      });
    const whole = await request(false);
    expect([whole.headers.get('content-type'), await whole.json()]).toEqual(['application/json', { id: 'c-1', text: 'Hello there' }]);

    const answer = await request(true);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const got = await chunks(answer);
    expect(got.map((c) => c.text)).toEqual([
      'data: {"id":"c-1","delta":"Hel"}\n\n',
      'data: {"id":"c-1","delta":"lo"}\n\n',
      'data: {"id":"c-1","delta":" there"}\n\n',
      'data: [DONE]\n\n',
    ]);
    expect(spread(got)).toBe(true);
    const chunk = schemaAt('/components/schemas/stream-shop.ChatChunk');
    for (const c of got.slice(0, -1)) expect(chunk(JSON.parse(c.text.slice('data: '.length)))).toBeNull();
  });

  it('frames 3.2 event objects with their event and id fields, their data valid against its contentSchema', async () => {
    const got = await chunks(await fetch(`${origin()}/v1/jobs/events`));
    expect(got.map((c) => c.text)).toEqual([
      'event: started\nid: 1\ndata: {"job":"j-1","at":"2026-11-29T10:00:00Z"}\n\n',
      'event: finished\nid: 2\ndata: {"job":"j-1","at":"2026-11-29T10:00:05Z"}\n\n',
    ]);
    const job = schemaAt('/components/schemas/stream-shop.Job');
    for (const c of got) expect(job(JSON.parse(/^data: (.*)$/m.exec(c.text)![1]!))).toBeNull();
  });

  it('samples JSON Lines items from the item schema when the document has no example, each line valid', async () => {
    const answer = await fetch(`${origin()}/v1/logs`);
    expect(answer.headers.get('content-type')).toBe('application/jsonl');
    const got = await chunks(answer);
    expect(got).toHaveLength(3);
    const line = schemaAt('/components/schemas/stream-shop.LogLine');
    for (const c of got) {
      expect(c.text.endsWith('\n')).toBe(true);
      expect(line(JSON.parse(c.text))).toBeNull();
    }
  });

  it("sends an array example's items as NDJSON lines and as an RFC 7464 sequence", async () => {
    expect((await chunks(await fetch(`${origin()}/v1/metrics`))).map((c) => c.text)).toEqual([
      '{"name":"cpu","value":0.5}\n',
      '{"name":"memory","value":0.25}\n',
    ]);
    expect((await chunks(await fetch(`${origin()}/v1/audit`))).map((c) => c.text)).toEqual(['\x1e{"name":"login","value":1}\n']);
  });
});

describe('stream answers of a serializedValue', () => {
  it('are sent as written, one line at a time', async () => {
    const got = await chunks(await fetch('https://api.example.test/v1/logs', { headers: { 'x-api-key': 'k' } }));
    expect(got.map((c) => c.text)).toEqual([
      '{"level":"info","message":"started","at":"2026-11-29T10:00:00Z"}\n',
      '{"level":"warn","message":"slow","at":"2026-11-29T10:00:01Z"}\n',
    ]);
  });
});

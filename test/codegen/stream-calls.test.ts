import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, CancelledError, ConnectionError, createClient, isStream, ResponseError, TimeoutError, type Stream } from '@siteapi/runtime';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { generate } from '../../codegen/generate.ts';
import { typeCheck } from './type-check.ts';

// Documents that answer in streams (test/fixtures/streams: OpenAI's chat completion as its description declares it,
// JSON Lines, NDJSON, JSON text sequences, and JSON or SSE as the server chooses), generated, and each call walked on a
// loopback server that streams as those APIs do: chunk by chunk, `data: [DONE]` at the end.

type Chunk = { id: string; object: string; created: Date; model: string; choices: { index: number; delta: { role?: string; content?: string } }[] };
type Entry = { at: Date; level?: string; message: string };
type Module = Record<string, any>;

const dir = path.resolve('node_modules/.cache/siteapi-stream-calls');
const created = '2026-11-29T03:00:00.000Z';
const chunk = (content: string, extra: Record<string, unknown> = {}) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created,
  model: 'gpt-test',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
  ...extra,
});
const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

/** The sockets of the requests the server got, by the test's `user` field or path, and when each closed. */
const closed = new Map<string, Promise<void>>();
/** Lets a test hold the server between two writes. */
let release: (() => void) | undefined;
const held = () => new Promise<void>((resolve) => (release = resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function watch(key: string, socket: Socket): void {
  closed.set(key, new Promise((resolve) => socket.once('close', () => resolve())));
}

async function chat(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let text = '';
  for await (const part of req) text += part;
  const body = JSON.parse(text) as { stream?: boolean; user?: string; model: string };
  const user = body.user ?? '';
  watch(user, req.socket);
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: 'Hello world' }, finish_reason: 'stop' }],
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.flushHeaders();
  const first = sse(chunk('', { choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] }));
  switch (user) {
    case 'held': {
      // The second chunk is sent only once the client has the first: a client that waited for the whole body hangs.
      res.write(first);
      await held();
      res.write(sse(chunk('Hello')));
      res.end('data: [DONE]\n\n');
      return;
    }
    case 'endless':
      // Keeps streaming until the client goes away.
      while (!res.destroyed && !res.writableEnded) {
        res.write(sse(chunk('.')));
        await sleep(20);
      }
      return;
    case 'stalls':
      res.write(first);
      return;
    case 'slow':
      // A chunk every 100 ms: slower in all than a 250 ms timeout, never that long between two.
      for (const word of ['a', 'b', 'c', 'd', 'e']) {
        await sleep(100);
        res.write(sse(chunk(word)));
      }
      res.end('data: [DONE]\n\n');
      return;
    case 'error':
      res.write(first);
      res.end('event: error\ndata: {"error":{"message":"The server is overloaded","type":"server_error"}}\n\n');
      return;
    case 'cut':
      res.write(first);
      res.end('data: {"id":"chatcmpl-1","cho');
      return;
    case 'reset':
      res.write(first);
      res.write('data: {"id":"chatcmpl-1","cho');
      await sleep(20);
      res.socket?.destroy();
      return;
    case 'malformed':
      res.write(first);
      res.end('data: {"id": oops}\n\ndata: [DONE]\n\n');
      return;
    default:
      // As OpenAI sends it: a keep-alive comment, the chunks, then [DONE]; the words in separate writes.
      res.write(': keep-alive\n\n');
      res.write(first);
      for (const word of ['Hello', ' wörld', ' 👋']) {
        await sleep(5);
        res.write(sse(chunk(word)));
      }
      res.end('data: [DONE]\n\n');
  }
}

const entries = [
  { at: '2026-11-29T01:00:00.000Z', level: 'info', message: 'started' },
  { at: '2026-11-29T01:00:01.000Z', level: 'warn', message: 'slow disk – 95 %' },
  { at: '2026-11-29T01:00:02.000Z', message: 'stopped' },
];

const server = createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  watch(url.pathname, req.socket);
  if (url.pathname === '/v1/chat/completions') return void chat(req, res);
  if (url.pathname === '/logs') {
    res.writeHead(200, { 'content-type': 'application/jsonl', 'x-since': url.searchParams.get('since') ?? '' });
    // The last line without its LF, as JSON Lines allows.
    return void res.end(entries.map((e) => JSON.stringify(e)).join('\n'));
  }
  if (url.pathname === '/metrics') {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    res.write('{"at":"2026-11-29T02:00:00Z","value":1.5}\r\n\r\n');
    return void res.end('{"at":"2026-11-29T02:00:01Z","value":2}\r\n');
  }
  if (url.pathname === '/records') {
    res.writeHead(200, { 'content-type': 'application/json-seq' });
    // A record may span lines.
    return void res.end(`\x1e${JSON.stringify(entries[0])}\n\x1e${JSON.stringify(entries[1], null, 2)}\n\x1e${JSON.stringify(entries[2])}\n`);
  }
  if (url.pathname === '/tail') {
    if (req.headers['x-mode'] === 'stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return void res.end(entries.map((e, i) => `id: ${i}\nevent: entry\ndata: ${JSON.stringify(e)}\n\n`).join(''));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(entries));
  }
  if (url.pathname === '/ticks') {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 5000\nid: t1\nevent: tick\ndata: {"symbol":"ACME",\ndata: "price":1.5,"at":"2026-11-29T04:00:00Z"}\n\n');
    return void res.end(': heartbeat\n\ndata: {"symbol":"ACME","price":1.75,"at":"2026-11-29T04:00:01Z"}\n\n');
  }
  if (url.pathname === '/ticks/history' && req.method === 'QUERY') {
    let text = '';
    req.on('data', (part) => (text += part));
    req.on('end', () => {
      const { symbol } = JSON.parse(text) as { symbol: string };
      res.writeHead(200, { 'content-type': 'application/jsonl' });
      res.end(`{"symbol":"${symbol}","price":1,"at":"2026-11-29T03:00:00Z"}\n{"symbol":"${symbol}","price":2,"at":"2026-11-29T03:00:01Z"}\n`);
    });
    return;
  }
  if (url.pathname.startsWith('/logs/')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify(entries[0]));
  }
  res.writeHead(404).end();
});

let origin = '';
let chatApi: Module;
let logs: Module;
let ticks: Module;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'spec'), { recursive: true });
  for (const file of ['openai-chat.yaml', 'log-export.yaml', 'market-feed.yaml'])
    await copyFile(path.join('test/fixtures/streams', file), path.join(dir, 'spec', file));
  for (const [p, text] of await generate(path.join(dir, 'spec'), { runtimeImport: '@siteapi/runtime' })) {
    await mkdir(path.dirname(path.join(dir, 'out', p)), { recursive: true });
    await writeFile(path.join(dir, 'out', p), text);
  }
  const chatModule = (await import(path.join(dir, 'out', 'openai-chat', 'index.ts'))) as Module;
  const logModule = (await import(path.join(dir, 'out', 'log-export', 'index.ts'))) as Module;
  chatApi = createClient({ modules: { chat: chatModule.chat }, host: origin }).chat;
  logs = createClient({ modules: { logs: logModule.logs }, host: origin }).logs;
  const tickModule = (await import(path.join(dir, 'out', 'market-feed', 'index.ts'))) as Module;
  ticks = createClient({ modules: { ticks: tickModule.ticks }, host: origin }).ticks;
}, 60_000);
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

const messages = [{ role: 'user', content: 'Say hello' }];
const ask = (user: string, init?: Record<string, unknown>): Promise<Stream<Chunk>> =>
  chatApi.createChatCompletion({ model: 'gpt-test', messages, stream: true, user }, init);
async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}
/** The error a loop over the stream ends with, and the items it had. */
async function failure(stream: AsyncIterable<unknown>): Promise<{ error: unknown; items: unknown[] }> {
  const items: unknown[] = [];
  try {
    for await (const item of stream) items.push(item);
  } catch (error) {
    return { error, items };
  }
  throw new Error(`the stream ended without an error after ${items.length} items`);
}

describe('an OpenAI-style chat completion', () => {
  it('with stream: true yields each chunk, converted, up to [DONE]', async () => {
    const stream = await ask('');
    expect(isStream(stream)).toBe(true);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const chunks = await collect(stream);
    expect(chunks).toHaveLength(4);
    for (const c of chunks) expect(c.created).toEqual(new Date(created));
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(chunks.map((c) => c.choices[0]!.delta.content).join('')).toBe('Hello wörld 👋');
  });

  it('without stream resolves to the JSON completion', async () => {
    const completion = await chatApi.createChatCompletion({ model: 'gpt-test', messages });
    expect(isStream(completion)).toBe(false);
    expect(completion.created).toEqual(new Date(created));
    expect(completion.choices[0].message.content).toBe('Hello world');
  });

  it('hands out each chunk as it arrives, not once the body is complete', async () => {
    const stream = await ask('held');
    const seen: string[] = [];
    for await (const c of stream) {
      seen.push(c.choices[0]!.delta.content ?? '');
      // The server sends the rest only after this: a client that buffered the body would never get here.
      release?.();
    }
    expect(seen).toEqual(['', 'Hello']);
  });

  it('abort() ends the loop without an error and closes the connection', async () => {
    const stream = await ask('endless');
    let n = 0;
    for await (const _ of stream) if (++n === 3) stream.abort();
    expect(n).toBe(3);
    await closed.get('endless');
  });

  it('break closes the connection', async () => {
    const stream = await ask('endless');
    for await (const _ of stream) break;
    await closed.get('endless');
  });

  it("the caller's signal ends the stream with a CancelledError and closes the connection", async () => {
    const controller = new AbortController();
    const stream = await ask('endless', { signal: controller.signal });
    setTimeout(() => controller.abort(), 60);
    const { error, items } = await failure(stream);
    expect(error).toBeInstanceOf(CancelledError);
    expect((error as Error).message).toMatch(/^openai-chat\.createChatCompletion: cancelled in the middle of the stream \(after item \d+\)$/);
    expect(items.length).toBeGreaterThan(0);
    await closed.get('endless');
  });

  it('the timeout is the longest wait between two pieces of the body: a stalled stream fails, a slow one does not', async () => {
    const started = Date.now();
    const stalled = await ask('stalls', { timeout: 250 });
    const { error, items } = await failure(stalled);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('openai-chat.createChatCompletion: the stream sent nothing for 250 ms (after item 1)');
    expect(items).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
    await closed.get('stalls');
    // 500 ms in all, 100 ms between chunks.
    const slow = await collect(await ask('slow', { timeout: 250 }));
    expect(slow.map((c) => c.choices[0]!.delta.content).join('')).toBe('abcde');
  });

  it('an error event is an ApiError naming the item, with its data', async () => {
    const { error, items } = await failure(await ask('error'));
    expect(items).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'openai-chat.createChatCompletion: the stream sent an error event (item 2): server_error: The server is overloaded',
    );
    expect((error as ApiError).data).toEqual({ error: { message: 'The server is overloaded', type: 'server_error' } });
    expect((error as ApiError).operation).toBe('openai-chat.createChatCompletion');
  });

  it('a body that ends in the middle of an event is a ResponseError naming the item', async () => {
    const { error, items } = await failure(await ask('cut'));
    expect(items).toHaveLength(1);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as Error).message).toBe('openai-chat.createChatCompletion: the stream ended in the middle of item 2');
  });

  it('a connection lost in the middle of an event is a ConnectionError naming the item', async () => {
    const { error, items } = await failure(await ask('reset'));
    expect(items).toHaveLength(1);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/^openai-chat\.createChatCompletion: the connection was lost in the middle of the stream, reading item 2 \(/);
  });

  it('an item that is not JSON is a ResponseError naming it', async () => {
    const { error } = await failure(await ask('malformed'));
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as Error).message).toBe('openai-chat.createChatCompletion: stream item 2 is not JSON: {"id": oops}');
  });

  it('is read once', async () => {
    const stream = await ask('');
    await collect(stream);
    expect(() => stream[Symbol.asyncIterator]()).toThrow('this stream is already being read');
  });
});

describe('streams of JSON texts', () => {
  const wanted = entries.map((e) => ({ ...e, at: new Date(e.at) }));

  it('JSON Lines: one entry a line, the last without its LF, dates converted; the query sent as usual', async () => {
    const stream: Stream<Entry> = await logs.exportLogs({ since: new Date('2026-11-29T00:00:00Z') });
    expect(stream.response.headers.get('x-since')).toBe('2026-11-29T00:00:00.000Z');
    expect(await collect(stream)).toEqual(wanted);
  });

  it('NDJSON with CRLF and blank lines', async () => {
    expect(await collect(await logs.streamMetrics())).toEqual([
      { at: new Date('2026-11-29T02:00:00Z'), value: 1.5 },
      { at: new Date('2026-11-29T02:00:01Z'), value: 2 },
    ]);
  });

  it('JSON text sequences, a record over several lines', async () => {
    expect(await collect(await logs.streamRecords())).toEqual(wanted);
  });

  it('JSON or a stream, as the server answers: isStream tells them apart', async () => {
    const json = await logs.tailLogs();
    expect(isStream(json)).toBe(false);
    expect(json).toEqual(wanted);
    const stream = await logs.tailLogs({ headers: { 'x-mode': 'stream' } });
    expect(isStream(stream)).toBe(true);
    expect(await collect(stream)).toEqual(wanted);
  });

  it('a call that answers JSON only is unchanged', async () => {
    expect(await logs.getLogEntry('1')).toEqual(wanted[0]);
  });
});

describe('an OpenAPI 3.2 document (itemSchema)', () => {
  it('server-sent events: each item the event, its data parsed by contentMediaType and converted', async () => {
    expect(await collect(await ticks.streamTicks())).toEqual([
      { event: 'tick', id: 't1', retry: 5000, data: { symbol: 'ACME', price: 1.5, at: new Date('2026-11-29T04:00:00Z') } },
      { data: { symbol: 'ACME', price: 1.75, at: new Date('2026-11-29T04:00:01Z') } },
    ]);
  });

  it('a QUERY call answering JSON Lines yields its lines', async () => {
    expect(await collect(await ticks.searchTicks({ symbol: 'ACME' }))).toEqual([
      { symbol: 'ACME', price: 1, at: new Date('2026-11-29T03:00:00Z') },
      { symbol: 'ACME', price: 2, at: new Date('2026-11-29T03:00:01Z') },
    ]);
  });
});

describe('items split anywhere decode the same', () => {
  /** A client of `module` whose fetch answers `body` in these pieces, each read as it is. */
  const pieces = async (module: string, contentType: string, body: Uint8Array, cuts: number[]): Promise<Module> => {
    const points = [...new Set(cuts.map((c) => c % (body.length + 1)))].sort((a, b) => a - b);
    const parts = [0, ...points, body.length].slice(1).map((end, i, all) => body.slice(i === 0 ? 0 : all[i - 1], end));
    const fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            const part = parts.shift();
            if (part === undefined) controller.close();
            else controller.enqueue(part);
          },
        }),
        { headers: { 'content-type': contentType } },
      );
    const generated = (await import(path.join(dir, 'out', module, 'index.ts'))) as Module;
    return createClient({ modules: generated, host: origin, fetch }) as Module;
  };

  // Every line ending, multi-line data, comments, id, retry, an event name, multi-byte characters, a BOM, then [DONE].
  const events = [
    '\uFEFF: a comment\r\n',
    `id: 1\r\nretry: 1000\r\ndata: ${JSON.stringify(chunk('Grüße '))}\r\n\r\n`,
    `event: chunk\rdata: {"id":"chatcmpl-1","object":"chat.completion.chunk",\rdata: "created":"${created}","model":"gpt-test",\rdata: "choices":[{"index":0,"delta":{"content":"🌍 "}}]}\r\r`,
    `data:${JSON.stringify(chunk('日本語'))}\n:\n\n`,
    'data: [DONE]\n\n',
  ].join('');
  const sseBytes = new TextEncoder().encode(events);
  const jsonl = new TextEncoder().encode(entries.map((e) => `${JSON.stringify(e)}\r\n`).join('\n'));
  const seq = new TextEncoder().encode(entries.map((e) => `\x1e${JSON.stringify(e, null, 1)}\n`).join(''));
  const cuts = fc.array(fc.nat(), { maxLength: 12 });

  it('server-sent events', async () => {
    const whole = await collect<Chunk>(
      await (await pieces('openai-chat', 'text/event-stream', sseBytes, [])).chat.createChatCompletion({ model: 'm', messages, stream: true }),
    );
    expect(whole.map((c) => c.choices[0]!.delta.content).join('')).toBe('Grüße 🌍 日本語');
    expect(whole.every((c) => c.created instanceof Date)).toBe(true);
    await fc.assert(
      fc.asyncProperty(cuts, async (at) => {
        const client = await pieces('openai-chat', 'text/event-stream', sseBytes, at);
        expect(await collect(await client.chat.createChatCompletion({ model: 'm', messages, stream: true }))).toEqual(whole);
      }),
      { numRuns: 150 },
    );
    // Every single cut, each byte boundary inside the multi-byte characters included.
    for (let i = 0; i <= sseBytes.length; i++) {
      const client = await pieces('openai-chat', 'text/event-stream', sseBytes, [i]);
      expect(await collect(await client.chat.createChatCompletion({ model: 'm', messages, stream: true }))).toEqual(whole);
    }
  });

  it('JSON Lines and JSON text sequences', async () => {
    const wanted = entries.map((e) => ({ ...e, at: new Date(e.at) }));
    await fc.assert(
      fc.asyncProperty(cuts, async (at) => {
        expect(await collect(await (await pieces('log-export', 'application/jsonl', jsonl, at)).logs.exportLogs())).toEqual(wanted);
        expect(await collect(await (await pieces('log-export', 'application/json-seq', seq, at)).logs.streamRecords())).toEqual(wanted);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the generated clients', () => {
  it('compile under strict, and the types tell a stream from a JSON answer', async () => {
    await writeFile(
      path.join(dir, 'out', 'usage.ts'),
      [
        "import { createClient, isStream, type Stream } from '@siteapi/runtime';",
        "import { chat, createChatCompletion } from './openai-chat/chat.js';",
        "import { tailLogs, exportLogs, getLogEntry } from './log-export/logs.js';",
        "import type { CreateChatCompletionResponse, CreateChatCompletionStreamResponse } from './openai-chat/schema-types.js';",
        "import type { LogEntry } from './log-export/schema-types.js';",
        "import { streamTicks } from './market-feed/ticks.js';",
        "import type { Tick } from './market-feed/schema-types.js';",
        'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
        'const is = <T extends true>(t?: T) => t;',
        "const messages = [{ role: 'user' as const, content: 'hi' }];",
        'export async function run(flag: boolean): Promise<unknown[]> {',
        "  const stream = await createChatCompletion({ model: 'm', messages, stream: true });",
        '  is<Equal<typeof stream, Stream<CreateChatCompletionStreamResponse>>>();',
        '  const out: unknown[] = [];',
        '  for await (const chunk of stream) { const at: Date = chunk.created; out.push(at, chunk.choices[0]?.delta.content); }',
        "  const completion = await createChatCompletion({ model: 'm', messages });",
        '  is<Equal<typeof completion, CreateChatCompletionResponse>>();',
        "  const off = await createChatCompletion({ model: 'm', messages, stream: false });",
        '  is<Equal<typeof off, CreateChatCompletionResponse>>();',
        '  // @ts-expect-error a JSON answer is no stream',
        '  for await (const c of completion) out.push(c);',
        "  const either = await createChatCompletion({ model: 'm', messages, stream: flag });",
        '  is<Equal<typeof either, CreateChatCompletionResponse | Stream<CreateChatCompletionStreamResponse>>>();',
        '  if (isStream(either)) for await (const c of either) out.push(c.id);',
        '  else out.push(either.choices.length);',
        '  const client = createClient({ modules: { chat } });',
        "  const bound = await client.chat.createChatCompletion({ model: 'm', messages, stream: true });",
        '  is<Equal<typeof bound, Stream<CreateChatCompletionStreamResponse>>>();',
        "  const boundJson = await client.chat.createChatCompletion({ model: 'm', messages });",
        '  is<Equal<typeof boundJson, CreateChatCompletionResponse>>();',
        '  const tail = await tailLogs();',
        '  if (isStream(tail)) { is<Equal<typeof tail, Stream<LogEntry>>>(); } else { is<Equal<typeof tail, LogEntry[]>>(); }',
        '  const lines = await exportLogs();',
        '  is<Equal<typeof lines, Stream<LogEntry>>>();',
        '  is<Equal<Awaited<ReturnType<typeof getLogEntry>>, LogEntry>>();',
        '  for await (const tick of await streamTicks()) { const t: Tick = tick.data; const at: Date = t.at; out.push(at, tick.event, tick.id, tick.retry); }',
        '  return out;',
        '}',
      ].join('\n'),
    );
    expect(await typeCheck(path.join(dir, 'out'))).toBe('');
  }, 60_000);

  it('carry the stream engine only in the bundles of calls that stream', async () => {
    const bundled = async (call: string): Promise<string> => {
      const entry = path.join(dir, 'out', `entry-${call}.ts`);
      await writeFile(entry, `export { ${call} } from './log-export/logs.ts';\n`);
      const result = (await build({
        configFile: false,
        root: path.join(dir, 'out'),
        logLevel: 'silent',
        publicDir: false,
        resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
        build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: call } },
      })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
      return (Array.isArray(result) ? result : [result])
        .flatMap((o) => o.output)
        .map((c) => (c.type === 'chunk' ? c.code : ''))
        .join('\n');
    };
    const [json, lines] = [await bundled('getLogEntry'), await bundled('exportLogs')];
    expect(lines).toContain('the stream ended in the middle of item');
    expect(lines).toContain('createParser');
    expect(json).toContain('getLogEntry');
    expect(json).not.toContain('the stream ended in the middle of item');
    expect(json).not.toContain('createParser');
  }, 60_000);
});

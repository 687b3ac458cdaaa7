// Streams: a loopback server (its own process) streams 100,000 OpenAI-style chat completion chunks as server-sent
// events, and 100,000 log entries as JSON Lines; each client reads the whole stream item by item. Beside ours:
// eventsource-parser alone with JSON.parse (the floor for events), a hand-written line splitter with JSON.parse (the
// floor for lines), and hey-api's SSE client (its generated fetch client's `sse.post`) on the same events.
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { generate } from '@siteapi/codegen';
import { createClient, isStream } from '@siteapi/runtime';
import { runNode } from '../lib/child.ts';
import { startServerProcess } from '../lib/server-process.ts';
import { ms, ratio } from '../lib/format.ts';
import { DRIVERS, ROOT, WORK } from '../lib/paths.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize, type Summary } from '../lib/stats.ts';

const ITEMS = Number(process.env.STREAM_ITEMS ?? 100_000);
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'streams');
const DIR = path.join(WORK, 'streams');
const gc = (globalThis as { gc?: () => void }).gc;

type Entry = 'parser' | 'ours-sse' | 'hey-api-sse' | 'lines' | 'ours-jsonl';
const LABELS: Record<Entry, string> = {
  parser: 'eventsource-parser alone + JSON.parse (floor)',
  'ours-sse': 'siteapi-kit createChatCompletion({ stream: true }) (dates converted)',
  'hey-api-sse': "hey-api client.sse.post (its generated fetch client's SSE)",
  lines: 'line splitter + JSON.parse (floor)',
  'ours-jsonl': 'siteapi-kit exportLogs (JSON Lines, dates converted)',
};
const FLOOR: Record<Entry, Entry> = { parser: 'parser', 'ours-sse': 'parser', 'hey-api-sse': 'parser', lines: 'lines', 'ours-jsonl': 'lines' };

/** Our clients and hey-api's, generated from the two fixtures into bench/.work/streams/. */
async function generateClients(): Promise<void> {
  await rm(DIR, { recursive: true, force: true });
  await mkdir(path.join(DIR, 'spec'), { recursive: true });
  for (const file of ['openai-chat.yaml', 'log-export.yaml']) await copyFile(path.join(FIXTURES, file), path.join(DIR, 'spec', file));
  for (const [file, text] of await generate(path.join(DIR, 'spec'), { runtimeImport: '@siteapi/runtime' })) {
    await mkdir(path.dirname(path.join(DIR, 'ours', file)), { recursive: true });
    await writeFile(path.join(DIR, 'ours', file), text);
  }
  await runNode([path.join(DRIVERS, 'generate-hey-api.mjs'), path.join(DIR, 'spec'), path.join(DIR, 'hey-api')]);
}

/** One pass over a stream: items, time to the first item and to the last, the heap at every tenth of the stream. */
interface Pass {
  items: number;
  firstMs: number;
  totalMs: number;
  heap: number[];
}

type Reader = (onItem: (item: unknown) => void) => Promise<void>;

async function pass(read: Reader, withHeap: boolean): Promise<Pass> {
  const started = performance.now();
  let items = 0;
  let firstMs = 0;
  const heap: number[] = [];
  const every = Math.max(1, Math.floor(ITEMS / 10));
  await read(() => {
    if (items === 0) firstMs = performance.now() - started;
    items++;
    if (withHeap && items % every === 0) {
      gc?.();
      heap.push(process.memoryUsage().heapUsed);
    }
  });
  return { items, firstMs, totalMs: performance.now() - started, heap };
}

/** A web stream's chunks, read as any fetch user reads them (TypeScript's DOM types lack async iteration). */
async function* read<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) yield chunk.value;
}

interface OurCalls {
  chat: { createChatCompletion(body: object): Promise<unknown> };
  logs: { exportLogs(): Promise<AsyncIterable<unknown>> };
}

const MESSAGES = [{ role: 'user', content: 'Say hello.' }];

export const streams: Section = {
  id: 'streams',
  title: `Streams: ${ITEMS.toLocaleString('en-US')} server-sent events and JSON Lines over loopback`,
  async run(ctx) {
    ctx.log('  generating the stream clients (ours and hey-api)…');
    await generateClients();
    const server = await startServerProcess<{ port: number; sseBytes: number; jsonlBytes: number }>('stream-server.ts', String(ITEMS));
    try {
      const chat = (await import(pathToFileURL(path.join(DIR, 'ours', 'openai-chat', 'index.ts')).href)) as { chat: object };
      const logs = (await import(pathToFileURL(path.join(DIR, 'ours', 'log-export', 'index.ts')).href)) as { logs: object };
      // The modules are generated at run time: their types are not known to this file.
      const ours = createClient({ modules: { chat: chat.chat, logs: logs.logs } as never, host: server.url }) as unknown as OurCalls;
      const hey = (await import(pathToFileURL(path.join(DIR, 'hey-api', 'openai-chat', 'client.gen.ts')).href)) as {
        client: { setConfig(config: object): void; sse: { post(options: object): Promise<{ stream: AsyncGenerator<unknown> }> } };
      };
      hey.client.setConfig({ baseUrl: `${server.url}/v1` });
      const body = { model: 'gpt-4o-mini', messages: MESSAGES, stream: true };

      const readers: Record<Entry, Reader> = {
        parser: async (onItem) => {
          const response = await fetch(`${server.url}/v1/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const events = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
          for await (const event of read(events)) if (event.data !== '[DONE]') onItem(JSON.parse(event.data));
        },
        'ours-sse': async (onItem) => {
          const stream = await ours.chat.createChatCompletion(body);
          if (!isStream(stream)) throw new Error('createChatCompletion with stream: true did not answer a Stream');
          for await (const item of stream) onItem(item);
        },
        'hey-api-sse': async (onItem) => {
          const { stream } = await hey.client.sse.post({
            url: '/chat/completions',
            body,
            headers: { 'Content-Type': 'application/json' },
            sseMaxRetryAttempts: 0,
          });
          // It yields the end marker as one more item (the text `[DONE]`, not being JSON).
          for await (const item of stream) if (item !== '[DONE]') onItem(item);
        },
        lines: async (onItem) => {
          const response = await fetch(`${server.url}/logs`);
          let pending = '';
          for await (const text of read(response.body!.pipeThrough(new TextDecoderStream()))) {
            const parts = (pending + text).split('\n');
            pending = parts.pop()!;
            for (const line of parts) if (line !== '') onItem(JSON.parse(line));
          }
          if (pending !== '') onItem(JSON.parse(pending));
        },
        'ours-jsonl': async (onItem) => {
          for await (const item of await ours.logs.exportLogs()) onItem(item);
        },
      };

      // Each reader must get every item (and ours each converted) before it is timed.
      const entries = Object.keys(LABELS) as Entry[];
      for (const entry of entries) {
        let seen: unknown;
        const check = await pass(
          (onItem) =>
            readers[entry]((item) => {
              seen ??= item;
              onItem(item);
            }),
          false,
        );
        if (check.items !== ITEMS) throw new Error(`${entry}: ${check.items} items, expected ${ITEMS}`);
        const first = seen as { created?: unknown; at?: unknown };
        if (entry.startsWith('ours') && !((first.created ?? first.at) instanceof Date)) throw new Error(`${entry}: the item's date was not converted`);
      }

      const passes = { rate: {} as Record<Entry, number[]>, first: {} as Record<Entry, number[]> };
      for (const entry of entries) {
        passes.rate[entry] = [];
        passes.first[entry] = [];
      }
      await interleave(entries, ctx, async (entry, warm) => {
        const result = await pass(readers[entry], false);
        if (!warm) {
          passes.rate[entry].push(result.items / (result.totalMs / 1000));
          passes.first[entry].push(result.firstMs);
        }
        return result.totalMs;
      });
      // Memory, untimed: the heap after a forced collection at every tenth of one pass.
      const heap = {} as Record<Entry, number[]>;
      if (gc) for (const entry of entries) heap[entry] = (await pass(readers[entry], true)).heap;

      const rate = Object.fromEntries(entries.map((e) => [e, summarize(passes.rate[e])])) as Record<Entry, Summary>;
      const first = Object.fromEntries(entries.map((e) => [e, summarize(passes.first[e])])) as Record<Entry, Summary>;
      const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      const growth = (e: Entry) => {
        const h = heap[e];
        return h && h.length > 1 ? `${mb(h[0]!)} → ${mb(h[h.length - 1]!)} (max ${mb(Math.max(...h))})` : '–';
      };
      const k = (n: number) => `${Math.round(n / 1000).toLocaleString('en-US')} k/s`;
      return {
        id: this.id,
        title: this.title,
        status: 'measured',
        method: [
          `A Node http server in its own process on 127.0.0.1 streams ${ITEMS.toLocaleString('en-US')} OpenAI-style chat completion chunks as server-sent events ending in \`data: [DONE]\` (${mb(server.info.sseBytes)}), and ${ITEMS.toLocaleString('en-US')} log entries as JSON Lines (${mb(server.info.jsonlBytes)}), each body written in 16 KiB pieces as the socket drains (bench/drivers/stream-server.ts; the items in bench/lib/stream-items.ts).`,
          "Clients: this project generated from test/fixtures/streams/openai-chat.yaml (JSON and SSE under one 200, chosen by `stream: true`) and log-export.yaml, each item converted by its plan (`created` and `at` become Dates); eventsource-parser alone (fetch → TextDecoderStream → EventSourceParserStream, JSON.parse of each `data`); a hand-written line splitter with JSON.parse; hey-api's generated fetch client (`client.sse.post`, its SSE reader, no retries; it yields `[DONE]` as an item, which the reader skips). hey-api's generated sdk answers these operations as JSON (it picks the first media type), so its client is called directly; it has no JSON Lines reader.",
          `Rate: items ÷ time from the call to the stream's end; first item: from the call to the first item; ${ctx.warmup} warm-up pass(es), then ${ctx.runs} interleaved passes per client. Heap: one more pass with a forced collection at every tenth of the stream (first → last tenth).`,
          'Ratio: median rate ÷ the floor of the same media type (eventsource-parser alone for events, the line splitter for lines).',
        ],
        table: {
          columns: ['client', 'items/s (median)', 'min', 'max', 'first item', 'heap over the stream', '× floor rate'],
          rows: entries.map((e) => [
            LABELS[e],
            k(rate[e].median),
            k(rate[e].min),
            k(rate[e].max),
            ms(first[e].median),
            growth(e),
            ratio(rate[e].median / rate[FLOOR[e]].median),
          ]),
        },
        data: { unit: 'items per second', items: ITEMS, rate, first, heap },
      };
    } finally {
      await server.stop();
    }
  },
};

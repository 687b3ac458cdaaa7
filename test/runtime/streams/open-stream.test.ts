import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type Call, type CallInit, createClient, isStream, ResponseError, type Stream } from '../../../runtime/index.ts';
import { defineCall, type ServiceInfo, type StreamSpec } from '../../../runtime/generated.ts';

// The stream engine under declarations written by hand, on a loopback server: OpenAPI 3.2 event items (the whole
// event, its JSON data parsed and converted), text data, a call that answers nothing but a stream whatever its
// Content-Type, and the raw answer of a streamed call.

const service: ServiceInfo = { name: 'feed', title: 'Feed', prefix: '', host: 'feed.invalid' };
const declare = <T>(operationId: string, path: string, stream: StreamSpec): Call<[init?: CallInit], Stream<T>> =>
  defineCall(service, { module: 'feed', operationId, method: 'GET', path, args: [], stream });

type Tick = { event?: string; data: { at: Date; n: number }; id?: string; retry?: number };
const events = declare<Tick>('events', '/events', { mediaType: 'text/event-stream', events: true, jsonData: true, plan: { data: { at: 'date' } } });
const texts = declare<{ event?: string; data: string }>('texts', '/texts', { mediaType: 'text/event-stream', events: true });
const lines = declare<{ at: Date }>('lines', '/lines', { mediaType: 'application/jsonl', only: true, plan: { at: 'date' } });
const errors = declare<unknown>('errors', '/errors', { mediaType: 'text/event-stream' });
const endless = declare<unknown>('endless', '/endless', { mediaType: 'application/jsonl', only: true });
/** Whether the endless answer's connection was closed by the client before the server stopped writing. */
let endlessClosed: Promise<boolean> = Promise.resolve(false);
/** JSON Lines and events in one piece each, then silence on an open connection: the client must close it. */
const held = declare<{ n: number }>('held', '/held', { mediaType: 'application/jsonl', only: true });
/** A line every 40 ms: a server that is never silent for long. */
const steady = declare<{ n: number }>('steady', '/steady', { mediaType: 'application/jsonl', only: true });
/** One long JSON text sequence item, in many pieces that end in LF. */
const longSeq = declare<string[]>('longSeq', '/long-seq', { mediaType: 'application/json-seq', only: true });
const heldBad = declare<{ n: number }>('heldBad', '/held-bad', { mediaType: 'application/jsonl', only: true });
const heldDone = declare<{ n: number }>('heldDone', '/held-done', { mediaType: 'text/event-stream' });
/** Item 2 of /held converts asynchronously (a decoder loaded on demand, as rich content's is); `fail` makes that load fail. */
let loadFails = false;
const heldLoaded = declare<{ n: number; loaded?: boolean }>('heldLoaded', '/held', {
  mediaType: 'application/jsonl',
  only: true,
  decode: (value, expansions) => {
    if ((value as { n: number }).n !== 2) return;
    expansions.push({
      value,
      load: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (loadFails) throw new Error('no such module');
        return (loaded) => void ((loaded as { loaded?: boolean }).loaded = true);
      },
    });
  },
});
/** Resolves when the client closes the connection of the last held answer, which the server never ends. */
let heldClosed: Promise<void> = Promise.resolve();
const hold = (res: ServerResponse, type: string, piece: string): void => {
  res.writeHead(200, { 'content-type': type });
  res.write(piece);
  heldClosed = new Promise((resolve) => res.on('close', resolve));
};

const server = createServer((req, res) => {
  switch (req.url) {
    case '/events':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 3000\nid: a1\nevent: tick\ndata: {"at":"2026-11-29T00:00:00Z",\ndata: "n":1}\n\n');
      res.write(': ping\n\n');
      res.end('data: {"at":"2026-11-29T00:00:01Z","n":2}\n\ndata: [DONE]\n\ndata: {"at":"2026-11-29T00:00:02Z","n":3}\n\n');
      return;
    case '/texts':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: note\ndata: first line\ndata: second line\n\n');
      return;
    case '/lines':
      // Served as octet-stream: the call declares nothing but the stream, so it is read as its declared JSON Lines.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('{"at":"2026-11-29T00:00:00Z"}\n');
      return;
    case '/endless': {
      // One complete line, then a line that never ends (1 MiB pieces, up to 64 MiB): the client must stop it.
      res.writeHead(200, { 'content-type': 'application/jsonl' });
      res.write('{"n":1}\n{"n":"');
      const piece = 'a'.repeat(1024 * 1024);
      let sent = 0;
      endlessClosed = new Promise((resolve) => {
        const more = (): void => {
          while (sent < 64 && !res.destroyed) {
            sent++;
            if (!res.write(piece)) return void res.once('drain', more);
          }
          resolve(res.destroyed);
          res.end();
        };
        res.on('close', () => resolve(sent < 64));
        more();
      });
      return;
    }
    case '/held':
      hold(res, 'application/jsonl', '{"n":1}\n{"n":2}\n{"n":3}\n');
      return;
    case '/held-bad':
      hold(res, 'application/jsonl', '{"n":1}\n{"n":2}\nnot json\n{"n":4}\n');
      return;
    case '/held-done':
      hold(res, 'text/event-stream', 'data: {"n":1}\n\n: ping\n\ndata: {"n":2}\n\ndata: [DONE]\n\ndata: {"n":3}\n\n');
      return;
    case '/steady': {
      // A line every 40 ms, 8 in all: never silent for long, whatever the reader does meanwhile.
      res.writeHead(200, { 'content-type': 'application/jsonl' });
      let n = 0;
      const tick = setInterval(() => {
        res.write(`{"n":${++n}}\n`);
        if (n === 8) {
          clearInterval(tick);
          res.end();
        }
      }, 40);
      res.on('close', () => clearInterval(tick));
      return;
    }
    case '/long-seq': {
      // One JSON text sequence item of 24 MiB, an array of strings, in pieces that each end in LF, a pause between.
      res.writeHead(200, { 'content-type': 'application/json-seq' });
      res.write('\x1e[');
      const piece = `"${'a'.repeat(64 * 1024 - 4)}",\n`;
      let sent = 0;
      const more = (): void => {
        if (res.destroyed) return;
        if (++sent < 384) return void (res.write(piece) ? setTimeout(more, 1) : res.once('drain', () => setTimeout(more, 1)));
        res.end('"end"]\n');
      };
      more();
      return;
    }
    case '/errors':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: error\ndata: rate limited\n\n');
      return;
    default:
      res.writeHead(404).end();
  }
});

let client: ReturnType<typeof createClient>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createClient({ host: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => {
  server.close();
});

const collect = async <T>(stream: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const item of stream) out.push(item);
  return out;
};

describe('openStream', () => {
  it('an item that never ends is an error naming it once it passes 32 Mi characters, and the connection is closed', async () => {
    const seen: unknown[] = [];
    const failure = await (async () => {
      for await (const item of await endless({ client })) seen.push(item);
    })().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(seen).toEqual([{ n: 1 }]);
    expect(String((failure as Error | undefined)?.message)).toBe('feed.endless: stream item 2 is longer than 32 Mi characters');
    expect(await endlessClosed).toBe(true);
  });

  it('a stream aborted before it is read closes its connection at once, and its timeout is no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const stream = await endless({ client, timeout: 1000 });
      stream.abort();
      const closed = await Promise.race([endlessClosed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 500))]);
      expect(closed).toBe(true);
      // Past the timeout: nothing holds the deadline any more.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('OpenAPI 3.2 event items: event, id and retry kept, JSON data parsed and converted, [DONE] the end', async () => {
    expect(await collect(await events({ client }))).toEqual([
      { event: 'tick', id: 'a1', retry: 3000, data: { at: new Date('2026-11-29T00:00:00Z'), n: 1 } },
      { data: { at: new Date('2026-11-29T00:00:01Z'), n: 2 } },
    ]);
  });

  it('event items whose data is text keep it, lines joined', async () => {
    expect(await collect(await texts({ client }))).toEqual([{ event: 'note', data: 'first line\nsecond line' }]);
  });

  it("a call that answers only a stream reads it whatever the answer's Content-Type", async () => {
    const stream = await lines({ client });
    expect(isStream(stream)).toBe(true);
    expect(await collect(stream)).toEqual([{ at: new Date('2026-11-29T00:00:00Z') }]);
  });

  it('an error event whose data is text is an ApiError with that text', async () => {
    const failure = await collect(await errors({ client })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('feed.errors: the stream sent an error event (item 1): rate limited');
    expect((failure as ApiError).data).toBe('rate limited');
  });

  it('break in the middle of a piece of the body closes the connection, the items after it unread', async () => {
    const seen: unknown[] = [];
    for await (const item of await held({ client })) {
      seen.push(item);
      break;
    }
    expect(seen).toEqual([{ n: 1 }]);
    await heldClosed;
  });

  it('return() by hand in the middle of a piece closes the connection, and the iterator is done after it', async () => {
    const items = (await held({ client }))[Symbol.asyncIterator]();
    expect(await items.next()).toEqual({ done: false, value: { n: 1 } });
    expect(await items.return!()).toEqual({ done: true, value: undefined });
    await heldClosed;
    expect(await items.next()).toEqual({ done: true, value: undefined });
  });

  it('return() while a read waits on a silent server ends the read at once, not at the timeout', async () => {
    const items = (await held({ client, timeout: 5_000 }))[Symbol.asyncIterator]();
    for (const n of [1, 2, 3]) expect(await items.next()).toEqual({ done: false, value: { n } });
    // Nothing more comes: this step waits on the body.
    const waiting = items.next();
    const started = Date.now();
    expect(await items.return!()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(Date.now() - started).toBeLessThan(2_000);
    await heldClosed;
  });

  it('steps asked for at once are answered in order, as a generator queues them', async () => {
    const items = (await held({ client }))[Symbol.asyncIterator]();
    const steps = await Promise.all([items.next(), items.next(), items.next()]);
    expect(steps).toEqual([1, 2, 3].map((n) => ({ done: false, value: { n } })));
    await items.return!();
    await heldClosed;
  });

  it('an item that is not JSON in the middle of a piece fails after the items before it, and closes the connection', async () => {
    const seen: unknown[] = [];
    const failure = await (async () => {
      for await (const item of await heldBad({ client })) seen.push(item);
    })().catch((error: unknown) => error);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(failure).toBeInstanceOf(ResponseError);
    expect((failure as ResponseError).message).toBe('feed.heldBad: stream item 3 is not JSON: not json');
    await heldClosed;
  });

  it('[DONE] in the middle of a piece ends the stream there and closes the connection', async () => {
    expect(await collect(await heldDone({ client }))).toEqual([{ n: 1 }, { n: 2 }]);
    await heldClosed;
  });

  it('an item converted asynchronously in the middle of a piece keeps its place; one that fails to convert ends the stream', async () => {
    const items = (await heldLoaded({ client }))[Symbol.asyncIterator]();
    // Asked for at once: the step after the asynchronous one waits for it.
    const steps = await Promise.all([items.next(), items.next(), items.next()]);
    expect(steps.map((step) => step.value)).toEqual([{ n: 1 }, { n: 2, loaded: true }, { n: 3 }]);
    await items.return!();
    await heldClosed;
    loadFails = true;
    try {
      const seen: unknown[] = [];
      const failure = await (async () => {
        for await (const item of await heldLoaded({ client })) seen.push(item);
      })().catch((error: unknown) => error);
      expect(seen).toEqual([{ n: 1 }]);
      expect(failure).toBeInstanceOf(ResponseError);
      expect((failure as ResponseError).message).toMatch(/^feed\.heldLoaded: could not convert stream item 2: /);
      await heldClosed;
    } finally {
      loadFails = false;
    }
  });

  it('abort() in the middle of a piece stops the loop after the item it holds, without an error', async () => {
    const stream = await held({ client });
    const seen: unknown[] = [];
    for await (const item of stream) {
      seen.push(item);
      stream.abort();
    }
    expect(seen).toEqual([{ n: 1 }]);
    await heldClosed;
  });

  it('the timeout counts the silence of the server, not the time the loop spends on an item', async () => {
    const seen: unknown[] = [];
    for await (const item of await steady({ client, timeout: 150 })) {
      seen.push(item);
      // A slow consumer: the server has sent more meanwhile, which waits in the body.
      if (seen.length === 1) await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ n })));
  });

  it('a long JSON text sequence item in many pieces ending in LF is parsed once it may be whole, not at every piece', async () => {
    const started = performance.now();
    const items = await collect(await longSeq({ client }));
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveLength(384);
    expect(items[0]!.at(-1)).toBe('end');
    // Parsed at every piece, the item took about 20 s of parsing (a quadratic cost in its length).
    expect(performance.now() - started).toBeLessThan(8_000);
  }, 60_000);

  it('abort() of a stream whose body the caller took (withResponse) throws nothing where no one can catch it', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const { data, response } = await held({ client }).withResponse();
      const reader = response.body!.getReader();
      data.abort();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toEqual([]);
      await reader.cancel();
      await heldClosed;
    } finally {
      process.off('uncaughtException', onError);
    }
  });

  it('a loop paused on an item past the timeout keeps no timer running meanwhile', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const items = (await held({ client, timeout: 100 }))[Symbol.asyncIterator]();
    expect(await items.next()).toEqual({ done: false, value: { n: 1 } });
    // Items 2 and 3 are at hand; the loop has not asked for them for three timeouts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const paused = timers();
    expect(await items.next()).toEqual({ done: false, value: { n: 2 } });
    await items.return!();
    await heldClosed;
    // Ended, the stream holds no timer: paused, it held none either.
    expect(paused).toBe(timers());
  });

  it('asResponse() gives the answer itself, its body unread; withResponse() the stream and the answer', async () => {
    const response = await lines({ client }).asResponse();
    expect(await response.text()).toBe('{"at":"2026-11-29T00:00:00Z"}\n');
    const { data, response: answer } = await events({ client }).withResponse();
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(await collect(data)).toHaveLength(2);
  });
});

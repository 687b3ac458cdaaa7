// The default call on Node's own fetch: its timeout aborts the exchange through a dispatcher of the call's own, with no
// signal given to fetch. Real HTTP on 127.0.0.1.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ArgumentError, CancelledError, createClient, TimeoutError, type SdkError } from '../../../runtime/index.ts';
import { nodeDeadlines } from '../../../runtime/node-exchange.ts';
import { failureOf, notes } from './fixtures.ts';

const modules = { notes };
const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

interface Handler {
  onConnect(abort: (reason?: unknown) => void): void;
  onError(error: unknown): void;
}
interface Dispatcher {
  dispatch(options: { path: string }, handler: Handler): boolean;
  readonly isMockActive?: boolean;
}
type Globals = Record<symbol, Dispatcher>;

/** What the global dispatcher was handed, per request: true when it came through a call's own dispatcher. */
let sent: { path: string; callDispatcher: boolean }[] = [];
let undiciDispatcher: Dispatcher;

/** Fetch hands the global dispatcher its own object literal; the call's dispatcher hands it its wrapper. */
function watchGlobalDispatcher(): void {
  undiciDispatcher = (globalThis as Globals)[GLOBAL_DISPATCHER];
  (globalThis as Globals)[GLOBAL_DISPATCHER] = {
    dispatch(options, handler) {
      sent.push({ path: options.path, callDispatcher: Object.getPrototypeOf(handler) !== Object.prototype });
      return undiciDispatcher.dispatch(options, handler);
    },
    get isMockActive() {
      return undiciDispatcher.isMockActive;
    },
  };
}

interface TestServer {
  host: string;
  /** The sockets that carried a request, and when the server saw each closed. */
  carried: { socket: Socket; closedAt?: number }[];
  stop(): Promise<void>;
}

async function serve(handle: http.RequestListener): Promise<TestServer> {
  const carried: TestServer['carried'] = [];
  const server = http.createServer((req, res) => {
    const entry: TestServer['carried'][number] = { socket: req.socket };
    carried.push(entry);
    req.socket.on('close', () => (entry.closedAt = performance.now()));
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    carried,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const note = (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ note: { id: 'n1', title: 'x', createdDate: '2024-05-01T10:00:00.000Z' } }));
};

/** A call through its own dispatcher ended by its 300 ms timeout, and the request's socket closed soon after. */
async function expectEndedAtDeadline(server: TestServer, error: SdkError, started: number, ended: number): Promise<void> {
  expect(sent.map((s) => s.callDispatcher)).toEqual([true]);
  expect(error).toBeInstanceOf(TimeoutError);
  // The same cause as when a signal aborts the exchange: the timeout's own DOMException.
  expect((error.cause as DOMException).name).toBe('TimeoutError');
  expect(ended - started).toBeGreaterThanOrEqual(295);
  expect(ended - started).toBeLessThan(600);
  expect(server.carried).toHaveLength(1);
  const closedAt = await requestSocketClosed(server, 500);
  expect(closedAt).toBeDefined();
  expect(closedAt! - ended).toBeLessThan(300);
}

/** When the server saw the request's socket closed, waiting up to `ms` for it; undefined if it stays open. */
async function requestSocketClosed(server: TestServer, ms: number): Promise<number | undefined> {
  const until = performance.now() + ms;
  while (server.carried[0]?.closedAt === undefined && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  return server.carried[0]?.closedAt;
}

let normal: TestServer;

beforeAll(async () => {
  normal = await serve((_req, res) => note(res));
  const client = createClient({ modules, host: normal.host, retry: false });
  // The first call uses the global dispatcher undici makes, and loads the call's dispatcher for the next ones.
  await client.notes.getNote('n1');
  watchGlobalDispatcher();
  for (let i = 0; i < 100 && !sent.some((s) => s.callDispatcher); i++) {
    await client.notes.getNote('n1');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  sent = [];
});

afterEach(() => {
  sent = [];
});

afterAll(async () => {
  (globalThis as Globals)[GLOBAL_DISPATCHER] = undiciDispatcher;
  await normal.stop();
});

describe('the timeout on Node’s own fetch', () => {
  it('sends a normal call through the global dispatcher with no signal, and reads it as the signal path does', async () => {
    const client = createClient({ modules, host: normal.host, retry: false });
    const viaDispatcher = await client.notes.getNote('n1');
    expect(sent).toEqual([{ path: '/notes/v1/notes/n1', callDispatcher: true }]);
    // A fetch of the user's own keeps the signal, as before.
    const signals: (AbortSignal | null | undefined)[] = [];
    const own = createClient({
      modules,
      host: normal.host,
      retry: false,
      fetch: (url, init) => {
        signals.push(init?.signal);
        return fetch(url, init);
      },
    });
    const viaSignal = await own.notes.getNote('n1');
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(sent[1]).toEqual({ path: '/notes/v1/notes/n1', callDispatcher: false });
    expect(viaDispatcher).toEqual(viaSignal);
    expect(viaDispatcher.note?.createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
  });

  it('an error answer is the same ApiError on both paths', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json', 'x-wix-request-id': 'r1' });
      res.end(JSON.stringify({ message: 'no such note', details: { applicationError: { code: 'NOTE_NOT_FOUND' } } }));
    });
    try {
      const direct = await failureOf(createClient({ modules, host: server.host, retry: false }).notes.getNote('n1'));
      const own = await failureOf(createClient({ modules, host: server.host, retry: false, fetch: (u, i) => fetch(u, i) }).notes.getNote('n1'));
      expect(sent.map((s) => s.callDispatcher)).toEqual([true, false]);
      expect(direct).toBeInstanceOf(ApiError);
      expect({ ...direct, message: direct.message, name: direct.name }).toEqual({ ...own, message: own.message, name: own.name });
    } finally {
      await server.stop();
    }
  });

  it('a server that accepts and never answers: a TimeoutError at the deadline, and the socket closed', async () => {
    const server = await serve(() => {});
    try {
      const client = createClient({ modules, host: server.host, timeout: 300, retry: false });
      const started = performance.now();
      const error = await failureOf(client.notes.getNote('n1'));
      const ended = performance.now();
      expect(error.message).toBe('notes.getNote: no complete answer within 300 ms');
      await expectEndedAtDeadline(server, error, started, ended);
    } finally {
      await server.stop();
    }
  });

  it('a server that sends the headers and stalls the body: the same', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"note": {"title": "half');
    });
    try {
      const client = createClient({ modules, host: server.host, timeout: 300, retry: false });
      const started = performance.now();
      const error = await failureOf(client.notes.getNote('n1'));
      const ended = performance.now();
      await expectEndedAtDeadline(server, error, started, ended);
    } finally {
      await server.stop();
    }
  });

  it('calls in flight with one timer per timeout: each ends at its own deadline, whatever finished between them', async () => {
    // /never is never answered; any other note is.
    const server = await serve((req, res) => {
      if (!req.url?.includes('never')) note(res);
    });
    try {
      const client = createClient({ modules, host: server.host, retry: false });
      const started = performance.now();
      const ended = (pending: Promise<unknown>) => failureOf(pending).then((error) => ({ error, after: performance.now() - started }));
      const a = ended(client.notes.getNote('never-a', undefined, { timeout: 400 }));
      const b = ended(client.notes.getNote('never-b', undefined, { timeout: 200 }));
      // Finishes first, so the oldest of the 400 ms list leaves it before its time.
      const answered = await client.notes.getNote('n1', undefined, { timeout: 400 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const d = ended(client.notes.getNote('never-d', undefined, { timeout: 400 }));
      const [first, second, third] = await Promise.all([a, b, d]);
      expect(answered.note?.id).toBe('n1');
      for (const { error } of [first, second, third]) expect(error).toBeInstanceOf(TimeoutError);
      expect(second.after).toBeGreaterThanOrEqual(195);
      expect(second.after).toBeLessThan(first.after);
      expect(first.after).toBeGreaterThanOrEqual(395);
      expect(third.after).toBeGreaterThanOrEqual(495);
      expect(third.after - first.after).toBeGreaterThanOrEqual(90);
      expect(sent.every((s) => s.callDispatcher)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('a finished call leaves nothing that keeps Node running: its 60 s timeout does not hold the process', async () => {
    const script = `
      import http from 'node:http';
      import { createClient } from './runtime/index.ts';
      import { notes } from './test/runtime/core/fixtures.ts';
      const server = http.createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"note": {"id": "n1"}}');
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const client = createClient({ modules: { notes }, host: 'http://127.0.0.1:' + server.address().port, retry: false });
      for (let i = 0; i < 20; i++) await client.notes.getNote('n1');
      server.close();
      server.closeAllConnections();
      console.log('done');
    `;
    const started = performance.now();
    const { stdout } = await run(process.execPath, ['--conditions=@siteapi/source', '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO,
      timeout: 30_000,
    });
    expect(stdout.trim()).toBe('done');
    // A held 60 s timer would keep it alive for a minute; the child's own start-up is a few seconds at most.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('the deadline during the wait between retries ends the call there', async () => {
    let attempts = 0;
    const server = await serve((_req, res) => {
      attempts++;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{}');
    });
    try {
      // The first backoff wait (about 300 ms with this jitter) outlasts the 150 ms budget.
      const client = createClient({ modules, host: server.host, timeout: 150, retry: { random: () => 0.999 } });
      const started = performance.now();
      const error = await failureOf(client.notes.getNote('n1'));
      const elapsed = performance.now() - started;
      expect(sent.map((s) => s.callDispatcher)).toEqual([true]);
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.message).toBe('notes.getNote: no complete answer within 150 ms');
      expect(attempts).toBe(1);
      expect(elapsed).toBeGreaterThanOrEqual(145);
      expect(elapsed).toBeLessThan(400);
    } finally {
      await server.stop();
    }
  });

  it('a caller’s signal keeps the signal path: its abort is a CancelledError and closes the socket', async () => {
    const server = await serve(() => {});
    try {
      const client = createClient({ modules, host: server.host, retry: false });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const error = await failureOf(client.notes.getNote('n1', {}, { signal: controller.signal }));
      expect(error).toBeInstanceOf(CancelledError);
      expect(sent.map((s) => s.callDispatcher)).toEqual([false]);
      expect(await requestSocketClosed(server, 500)).toBeDefined();
    } finally {
      await server.stop();
    }
  });

  it('a global dispatcher that has not connected yet: the call ends at the deadline and the request is aborted when it is sent', async () => {
    const late: Handler[] = [];
    const watching = (globalThis as Globals)[GLOBAL_DISPATCHER];
    // Holds every request, as a pool does while a connection is being made.
    (globalThis as Globals)[GLOBAL_DISPATCHER] = {
      dispatch(_options, handler) {
        late.push(handler);
        return true;
      },
    };
    try {
      const client = createClient({ modules, host: normal.host, timeout: 200, retry: false });
      const started = performance.now();
      const error = await failureOf(client.notes.getNote('n1'));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(elapsed).toBeGreaterThanOrEqual(195);
      expect(elapsed).toBeLessThan(500);
      expect(late).toHaveLength(1);
      const aborted: unknown[] = [];
      late[0]!.onConnect((reason) => aborted.push(reason));
      expect(aborted).toHaveLength(1);
      expect((aborted[0] as DOMException).name).toBe('TimeoutError');
      // Its error afterwards reaches no one: fetch has had its end.
      expect(() => late[0]!.onError(new Error('aborted'))).not.toThrow();
    } finally {
      (globalThis as Globals)[GLOBAL_DISPATCHER] = watching;
    }
  });

  it('a fetch replaced after loading (a mock’s, a polyfill) keeps the signal path', async () => {
    const native = globalThis.fetch;
    const seen: RequestInit[] = [];
    globalThis.fetch = (url, init) => {
      seen.push(init ?? {});
      return native(url, init);
    };
    try {
      await createClient({ modules, host: normal.host, retry: false }).notes.getNote('n1');
    } finally {
      globalThis.fetch = native;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
    expect('dispatcher' in seen[0]!).toBe(false);
  });
});

describe('which fetch gets the dispatcher', () => {
  /** Runs `nodeDeadlines()` with `fake` as the global fetch. */
  async function startsWith(fake: typeof fetch): Promise<ReturnType<typeof nodeDeadlines>> {
    const native = globalThis.fetch;
    globalThis.fetch = fake;
    try {
      return await nodeDeadlines();
    } finally {
      globalThis.fetch = native;
    }
  }
  // Written as Node's own fetch is, so that its source names undici's internal module.
  const undiciLike = (handler: object) =>
    function fetch(_input: RequestInfo | URL, init?: RequestInit) {
      // require('internal/deps/undici/undici')
      (init as { dispatcher: Dispatcher }).dispatcher.dispatch({ path: '/' }, handler as Handler);
      return Promise.reject(new TypeError('fetch failed'));
    } as typeof globalThis.fetch;
  const known = { onConnect() {}, onError() {}, onHeaders() {}, onData() {}, onComplete() {} };

  it('Node’s own fetch handing its dispatcher the known handler: a deadline per call with a timeout and no signal', async () => {
    const start = await startsWith(undiciLike(known));
    expect(start).toBeTypeOf('function');
    // Made for the global fetch it was probed on only; that one is a fake here, so every call keeps the signal path.
    expect(start!(1000, undefined)).toBeUndefined();
    const real = await nodeDeadlines();
    const deadline = real!(1000, undefined);
    expect(deadline?.dispatcher).toBeDefined();
    deadline!.release();
    expect(real!(1000, new AbortController().signal)).toBeUndefined();
    expect(real!(Number.POSITIVE_INFINITY, undefined)).toBeUndefined();
  });

  it('an undici whose fetch hands its dispatcher another handler keeps the signal path', async () => {
    const { onConnect: _, ...withoutConnect } = known;
    expect(await startsWith(undiciLike(withoutConnect))).toBeNull();
    expect(
      await startsWith(undiciLike({ onRequestStart() {}, onResponseStart() {}, onResponseData() {}, onResponseEnd() {}, onResponseError() {} })),
    ).toBeNull();
  });

  it('a fetch that is not Node’s own is never called to find out', async () => {
    let called = 0;
    const other = (() => {
      called++;
      return Promise.reject(new TypeError('fetch failed'));
    }) as typeof globalThis.fetch;
    expect(await startsWith(other)).toBeNull();
    expect(called).toBe(0);
  });
});

describe('timeouts beyond a timer’s range (2^31 − 1 ms)', () => {
  /** The process warnings emitted while `run` runs (a timer past its range warns TimeoutOverflowWarning). */
  async function warningsDuring<T>(run: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', listen);
    try {
      const result = await run();
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      return { result, warnings };
    } finally {
      process.off('warning', listen);
    }
  }

  /** A server that answers each request after `ms`, and one whose requests are never answered. */
  const slow = (ms: number) => serve((_req, res) => setTimeout(() => note(res), ms));

  const huge = [2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY];

  it.each(huge.flatMap((timeout) => [[timeout, 'no signal'] as const, [timeout, 'a caller’s signal'] as const]))(
    'timeout %s with %s: the call waits for a 200 ms answer, with no warning',
    async (timeout, how) => {
      const server = await slow(200);
      try {
        const client = createClient({ modules, host: server.host, retry: false });
        const signal = how === 'no signal' ? undefined : new AbortController().signal;
        const started = performance.now();
        const { result, warnings } = await warningsDuring(() => client.notes.getNote('n1', undefined, { timeout, signal }));
        expect(result.note?.id).toBe('n1');
        expect(performance.now() - started).toBeGreaterThanOrEqual(195);
        expect(warnings).toEqual([]);
        // A finite timeout without a signal takes the call's dispatcher; Infinity and a signal keep the signal path.
        expect(sent.map((s) => s.callDispatcher)).toEqual([how === 'no signal' && Number.isFinite(timeout)]);
      } finally {
        await server.stop();
      }
    },
  );

  it.each(huge)('timeout %s: aborting the caller’s signal still cancels the call at once', async (timeout) => {
    const server = await serve(() => {});
    try {
      const client = createClient({ modules, host: server.host, retry: false });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const started = performance.now();
      const { result: error, warnings } = await warningsDuring(() => failureOf(client.notes.getNote('n1', undefined, { timeout, signal: controller.signal })));
      expect(error).toBeInstanceOf(CancelledError);
      expect(performance.now() - started).toBeLessThan(400);
      expect(warnings).toEqual([]);
      expect(await requestSocketClosed(server, 500)).toBeDefined();
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['a Retry-After of 10^11 seconds', { 'retry-after': '99999999999' }, { maxRetryAfterMs: Number.POSITIVE_INFINITY }],
    ['a retry-after-ms of 2^53', { 'retry-after-ms': String(2 ** 53) }, { maxRetryAfterMs: Number.POSITIVE_INFINITY }],
    ['a Retry-After too long for a number', { 'retry-after': '9'.repeat(400) }, { maxRetryAfterMs: Number.POSITIVE_INFINITY }],
    ['a backoff of 2^40 ms', {}, { baseDelayMs: 2 ** 40, maxDelayMs: 2 ** 41 }],
  ])('%s is waited, not retried at once: the timeout ends the wait, with no warning', async (_name, headers, retry) => {
    let attempts = 0;
    const server = await serve((_req, res) => {
      attempts++;
      res.writeHead(503, { 'content-type': 'application/json', ...headers });
      res.end('{}');
    });
    try {
      const client = createClient({ modules, host: server.host, timeout: 300, retry });
      const started = performance.now();
      const { result: error, warnings } = await warningsDuring(() => failureOf(client.notes.getNote('n1')));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(attempts).toBe(1);
      expect(elapsed).toBeGreaterThanOrEqual(295);
      expect(warnings).toEqual([]);
      // With a caller's signal (the signal path), its abort ends the wait.
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const cancelled = await warningsDuring(() => failureOf(client.notes.getNote('n1', undefined, { timeout: 2 ** 40, signal: controller.signal })));
      expect(cancelled.result).toBeInstanceOf(CancelledError);
      expect(attempts).toBe(2);
      expect(cancelled.warnings).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it.each([
    ['the call’s', { timeout: Number.NaN }, {}, "the call's timeout must be a number of milliseconds, 0 or more (Infinity for none); got NaN"],
    ['the call’s', { timeout: -1 }, {}, "the call's timeout must be a number of milliseconds, 0 or more (Infinity for none); got -1"],
    ['the call’s', { timeout: '5000' }, {}, "the call's timeout must be a number of milliseconds, 0 or more (Infinity for none); got '5000'"],
    [
      'the client’s',
      {},
      { timeout: Number.NEGATIVE_INFINITY },
      "the client's timeout must be a number of milliseconds, 0 or more (Infinity for none); got -Infinity",
    ],
  ])('%s timeout %o %o is an ArgumentError, and nothing is sent', async (_where, init, options, message) => {
    const client = createClient({ modules, host: normal.host, retry: false, ...(options as object) });
    const error = await failureOf(client.notes.getNote('n1', undefined, init as { timeout: number }));
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error.message).toBe(`notes.getNote: ${message}`);
    expect((error as ArgumentError).argument).toBe('timeout');
    expect(sent).toEqual([]);
  });
});

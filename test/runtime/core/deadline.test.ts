// A call's deadline (runtime/deadline.ts): its timeout aborts the exchange wherever it is and closes the socket, the
// calls in flight with one timeout share one timer, and a finished call leaves nothing that keeps Node running. Real
// HTTP on 127.0.0.1.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArgumentError, CancelledError, createClient, TimeoutError, type SdkError } from '../../../runtime/index.ts';
import { failureOf, notes } from './fixtures.ts';

const modules = { notes };
const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

/** A call ended by its 300 ms timeout, and the request's socket closed soon after. */
async function expectEndedAtDeadline(server: TestServer, error: SdkError, started: number, ended: number): Promise<void> {
  expect(error).toBeInstanceOf(TimeoutError);
  // The timeout's own DOMException, which the call's signal aborted fetch with.
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
/** Requests the normal server has had since the last test. */
let normalRequests = 0;

beforeAll(async () => {
  normal = await serve((_req, res) => {
    normalRequests++;
    note(res);
  });
});

afterEach(() => {
  normalRequests = 0;
});

afterAll(async () => {
  await normal.stop();
});

/**
 * The timers runtime/deadline.ts sets while `body` runs, and how many of them keep Node running (set, not yet fired,
 * and not unref'd). Only the deadline's own are counted: a count of every timer in the process also sees undici's and
 * the test runner's, which come and go under load.
 */
async function deadlineTimers(body: (held: () => number) => Promise<void>): Promise<void> {
  const live = new Set<NodeJS.Timeout>();
  const real = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if (!/runtime[\\/]deadline\.ts/.test(new Error().stack ?? '')) return real(run, ms, ...args);
    const timer: NodeJS.Timeout = real(
      (...passed: unknown[]) => {
        live.delete(timer);
        run(...passed);
      },
      ms,
      ...args,
    );
    live.add(timer);
    return timer;
  }) as typeof setTimeout);
  try {
    await body(() => [...live].filter((timer) => timer.hasRef()).length);
  } finally {
    spy.mockRestore();
  }
}

describe('the timeout', () => {
  it('gives fetch a signal of the call’s own, on the global fetch and on a fetch of the client’s alike', async () => {
    const seen: RequestInit[] = [];
    const native = globalThis.fetch;
    globalThis.fetch = (url, init) => {
      seen.push(init ?? {});
      return native(url, init);
    };
    try {
      const viaGlobal = await createClient({ modules, host: normal.host, retry: false }).notes.getNote('n1');
      const ownFetch: typeof fetch = (url, init) => {
        seen.push(init ?? {});
        return native(url, init);
      };
      const own = createClient({ modules, host: normal.host, retry: false, fetch: ownFetch });
      const viaOwn = await own.notes.getNote('n1');
      expect(viaGlobal).toEqual(viaOwn);
      expect(viaGlobal.note?.createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    } finally {
      globalThis.fetch = native;
    }
    expect(seen).toHaveLength(2);
    for (const init of seen) {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      expect(init.signal?.aborted).toBe(false);
      expect('dispatcher' in init).toBe(false);
    }
    expect(seen[0]!.signal).not.toBe(seen[1]!.signal);
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
    } finally {
      await server.stop();
    }
  });

  it('20 calls in flight with one timeout hold one timer between them, and none once they end', async () => {
    const answers: http.ServerResponse[] = [];
    const server = await serve((_req, res) => answers.push(res));
    try {
      await deadlineTimers(async (held) => {
        const global = createClient({ modules, host: server.host, retry: false, timeout: 5_000 });
        const own = createClient({ modules, host: server.host, retry: false, timeout: 5_000, fetch: (url, init) => fetch(url, init) });
        const calls = Array.from({ length: 20 }, (_, i) => (i % 2 ? global : own).notes.getNote(`n${i}`));
        while (answers.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
        expect(held()).toBe(1);
        for (const res of answers) note(res);
        await Promise.all(calls);
        expect(held()).toBe(0);
      });
    } finally {
      await server.stop();
    }
  });

  it('calls in flight with different timeouts hold one timer between them, and none once they end', async () => {
    const answers: http.ServerResponse[] = [];
    const server = await serve((_req, res) => answers.push(res));
    try {
      await deadlineTimers(async (held) => {
        const client = createClient({ modules, host: server.host, retry: false });
        // The later calls expire first: each shorter timeout moves the one timer earlier.
        const calls = [8_000, 6_000, 4_000, 6_000, 8_000].map((timeout, i) => client.notes.getNote(`n${i}`, undefined, { timeout }));
        while (answers.length < calls.length) await new Promise((resolve) => setTimeout(resolve, 5));
        expect(held()).toBe(1);
        for (const res of answers) note(res);
        await Promise.all(calls);
        expect(held()).toBe(0);
      });
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

  it('a call in flight keeps Node running until its timeout, as a timer of its own would', async () => {
    // A fetch of the client's that settles only when its signal aborts, and nothing else to keep the process alive.
    const script = `
      import { createClient } from './runtime/index.ts';
      import { notes } from './test/runtime/core/fixtures.ts';
      const fetch = (_url, init) => new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
      const client = createClient({ modules: { notes }, host: 'http://127.0.0.1:9', retry: false, timeout: 300, fetch });
      client.notes.getNote('n1').catch((error) => console.log(error.name));
    `;
    const { stdout } = await run(process.execPath, ['--conditions=@siteapi/source', '--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO,
      timeout: 30_000,
    });
    expect(stdout.trim()).toBe('TimeoutError');
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
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error.message).toBe('notes.getNote: no complete answer within 150 ms');
      expect(attempts).toBe(1);
      expect(elapsed).toBeGreaterThanOrEqual(145);
      expect(elapsed).toBeLessThan(400);
    } finally {
      await server.stop();
    }
  });

  it('a caller’s signal: its abort is a CancelledError and closes the socket', async () => {
    const server = await serve(() => {});
    try {
      const client = createClient({ modules, host: server.host, retry: false });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const error = await failureOf(client.notes.getNote('n1', {}, { signal: controller.signal }));
      expect(error).toBeInstanceOf(CancelledError);
      expect(await requestSocketClosed(server, 500)).toBeDefined();
    } finally {
      await server.stop();
    }
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
    expect(normalRequests).toBe(0);
  });
});

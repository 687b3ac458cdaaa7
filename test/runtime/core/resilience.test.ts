import { getEventListeners } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CancelledError, ConnectionError, createClient, TimeoutError } from '../../../runtime/index.ts';
import { defineCall } from '../../../runtime/generated.ts';
import { RETRY_DEFAULTS } from '../../../runtime/retry-defaults.ts';
import { backoffDelay, retryAfterMs, retryHintMs, retryPolicy } from '../../../runtime/failed-attempt.ts';
import { createNote, failureOf, fakeFetch, getNote, json, notes } from './fixtures.ts';

const idempotentCreate = defineCall(createNote.op.service, { ...createNote.op, operationId: 'putNote', idempotent: true });
const modules = { notes: { ...notes, idempotentCreate } };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs a call under fake timers, advancing them until it settles. */
async function settle<T>(pending: Promise<T>): Promise<T> {
  let done = false;
  const watched = pending.finally(() => (done = true));
  watched.catch(() => {});
  while (!done) await vi.advanceTimersByTimeAsync(50);
  return watched;
}

describe('timeouts', () => {
  it('fires within 100 ms of the limit when the headers arrive and the body stalls', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"note": {"title": "half'); // and nothing more
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createClient({ modules, host: `http://127.0.0.1:${port}`, timeout: 400, retry: false });
      const started = performance.now();
      const error = await failureOf(client.notes.getNote('n1'));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toBeInstanceOf(ConnectionError);
      expect(error.message).toBe('notes.getNote: no complete answer within 400 ms');
      expect(elapsed).toBeGreaterThanOrEqual(395);
      expect(elapsed).toBeLessThan(500);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a per-call timeout overrides the client one and ends the retries too', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch(() => json(503, {}));
    // The first backoff wait (about 300 ms with this jitter) outlasts the 200 ms budget.
    const client = createClient({ modules, fetch, timeout: 60_000, retry: { random: () => 0.999 } });
    const error = await settle(failureOf(client.notes.getNote('n1', {}, { timeout: 200 })));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(fetch.calls).toHaveLength(1);
  });

  it('a timeout during the wait between retries ends the call there', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch(() => json(503, {}));
    const client = createClient({ modules, fetch, timeout: 100, retry: { random: () => 0.999 } });
    const error = await settle(failureOf(client.notes.getNote('n1')));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe('notes.getNote: no complete answer within 100 ms');
    expect(fetch.calls).toHaveLength(1);
    // The wait's own timer is cleared too: nothing is left to keep the process alive.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('cancellation', () => {
  it('a signal aborted before the call sends nothing', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    const auth = { getAuthHeaders: vi.fn(() => ({ authorization: 't' })) };
    const client = createClient({ modules, fetch, auth });
    const error = await failureOf(client.notes.getNote('n1', {}, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(CancelledError);
    expect(error.message).toBe('notes.getNote: cancelled before it was sent');
    expect(fetch.calls).toHaveLength(0);
    expect(auth.getAuthHeaders).not.toHaveBeenCalled();
  });

  it('an abort during the exchange is a CancelledError and is not retried', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
          controller.abort();
        }),
    );
    const client = createClient({ modules, fetch: fetch as typeof globalThis.fetch });
    const error = await failureOf(client.notes.getNote('n1', {}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(CancelledError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('1000 sequential calls with one signal leave 0 abort listeners on it', async () => {
    const fetch = fakeFetch(() => json(200, { note: { title: 'x' } }));
    const client = createClient({ modules, fetch });
    const signal = new AbortController().signal;
    for (let i = 0; i < 1000; i++) await client.notes.getNote(`n${i}`, {}, { signal });
    expect(fetch.calls).toHaveLength(1000);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('with no timeout, fetch gets no signal, or the caller’s own; an abort is still a CancelledError', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const caller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          signals.push(init?.signal);
          if (!init?.signal) return resolve(json(200, { note: { title: 'x' } }));
          init.signal.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
          caller.abort();
        }),
    );
    const client = createClient({ modules, fetch: fetch as typeof globalThis.fetch, timeout: Infinity });
    await expect(client.notes.getNote('n1')).resolves.toEqual({ note: { title: 'x' } });
    const error = await failureOf(client.notes.getNote('n2', {}, { signal: caller.signal }));
    expect(error).toBeInstanceOf(CancelledError);
    expect(signals).toEqual([undefined, caller.signal]);
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0);
  });

  it('with no timeout and no signal, a retry still waits its backoff', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const fetch = fakeFetch(() => (answers++ === 0 ? json(503, {}) : json(200, { note: { title: 'x' } })));
    const client = createClient({ modules, fetch, timeout: Infinity, retry: { random: () => 0.999 } });
    const pending = client.notes.getNote('n1');
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch.calls).toHaveLength(1);
    await expect(settle(pending)).resolves.toEqual({ note: { title: 'x' } });
    expect(fetch.calls).toHaveLength(2);
  });

  it('aborting while waiting to retry stops there', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = fakeFetch(() => json(503, {}));
    const client = createClient({ modules, fetch });
    const pending = failureOf(client.notes.getNote('n1', {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await settle(pending);
    expect(error).toBeInstanceOf(CancelledError);
    expect(fetch.calls).toHaveLength(1);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('retries', () => {
  const answers = (...statuses: number[]) => {
    let i = 0;
    return fakeFetch(() => {
      const status = statuses[Math.min(i++, statuses.length - 1)]!;
      return json(status, status === 200 ? { note: { title: 'ok' } } : { message: `status ${status}` });
    });
  };

  it('503, 503, 200 on a GET: 3 attempts and success; the errorHandler sees nothing', async () => {
    vi.useFakeTimers();
    const fetch = answers(503, 503, 200);
    const errorHandler = vi.fn();
    const client = createClient({ modules, fetch, errorHandler });
    const result = await settle(client.notes.getNote('n1'));
    expect(result).toEqual({ note: { title: 'ok' } });
    expect(fetch.calls).toHaveLength(3);
    expect(errorHandler).not.toHaveBeenCalled();
  });

  it('a POST without the idempotent mark: 1 attempt', async () => {
    const fetch = answers(503, 200);
    const client = createClient({ modules, fetch });
    const error = await failureOf(client.notes.createNote({ title: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetch.calls).toHaveLength(1);
  });

  it('a POST marked idempotent is retried like a GET', async () => {
    vi.useFakeTimers();
    const fetch = answers(500, 200);
    const client = createClient({ modules, fetch });
    await settle(client.notes.idempotentCreate({ title: 'x' }));
    expect(fetch.calls.map((c) => c.method)).toEqual(['POST', 'POST']);
  });

  it('retries connection errors, 408 and 429; not 400 or 404', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const fetch = fakeFetch(() => {
      attempt++;
      if (attempt === 1) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
      return json(attempt === 2 ? 408 : attempt === 3 ? 429 : 200, {});
    });
    const client = createClient({ modules, fetch, retry: { retries: 3 } });
    await settle(client.notes.getNote('n1'));
    expect(fetch.calls).toHaveLength(4);

    for (const status of [400, 404]) {
      const once = answers(status, 200);
      await failureOf(createClient({ modules, fetch: once }).notes.getNote('n1'));
      expect(once.calls).toHaveLength(1);
    }
  });

  it('after the last retry, the errorHandler sees the final failure once', async () => {
    vi.useFakeTimers();
    const fetch = answers(502, 503, 504);
    const errorHandler = vi.fn();
    const error = await settle(failureOf(createClient({ modules, fetch, errorHandler }).notes.getNote('n1')));
    expect((error as ApiError).status).toBe(504);
    expect(fetch.calls).toHaveLength(3);
    expect(errorHandler).toHaveBeenCalledOnce();
    expect(errorHandler.mock.calls[0]![0]).toBe(error);
  });

  it('retry: false on the client or the call turns retries off', async () => {
    const off = answers(503, 200);
    await failureOf(createClient({ modules, fetch: off, retry: false }).notes.getNote('n1'));
    const offPerCall = answers(503, 200);
    await failureOf(createClient({ modules, fetch: offPerCall }).notes.getNote('n1', {}, { retry: false }));
    expect([off.calls.length, offPerCall.calls.length]).toEqual([1, 1]);
  });

  it('waits stay within the documented bounds: [ceiling/2, ceiling], ceiling = min(max, base·2^n)', async () => {
    vi.useFakeTimers();
    for (const random of [0, 0.999999]) {
      const fetch = answers(503, 503, 200);
      const client = createClient({ modules, fetch, retry: { random: () => random } });
      const pending = client.notes.getNote('n1');
      const times: number[] = [];
      let now = 0;
      while (fetch.calls.length < 3) {
        await vi.advanceTimersByTimeAsync(1);
        now++;
        if (fetch.calls.length > times.length + 1) times.push(now);
      }
      await pending;
      const [first, second] = [times[0]!, times[1]! - times[0]!];
      const { baseDelayMs } = RETRY_DEFAULTS;
      // Each wait, within 1 ms of the fake clock's step.
      expect(first).toBeGreaterThanOrEqual(baseDelayMs / 2);
      expect(first).toBeLessThanOrEqual(baseDelayMs + 1);
      expect(second).toBeGreaterThanOrEqual(baseDelayMs);
      expect(second).toBeLessThanOrEqual(2 * baseDelayMs + 1);
      if (random === 0) expect([first, second]).toEqual([baseDelayMs / 2, baseDelayMs]);
    }
  });

  it('backoff is capped by maxDelayMs for every retry and every jitter value', () => {
    const policy = retryPolicy(getNote.op, { retries: 20, baseDelayMs: 100, maxDelayMs: 2000 }, undefined);
    for (let n = 0; n < 20; n++) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.999999]) {
        const ceiling = Math.min(2000, 100 * 2 ** n);
        const d = backoffDelay({ ...policy, random: () => r }, n);
        expect(d).toBeGreaterThanOrEqual(ceiling / 2);
        expect(d).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it('honours Retry-After up to the cap; a longer one ends the retries', async () => {
    vi.useFakeTimers();
    let i = 0;
    const fetch = fakeFetch(() => (i++ === 0 ? json(429, {}, { 'retry-after': '2' }) : json(200, {})));
    const client = createClient({ modules, fetch });
    const pending = client.notes.getNote('n1');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(fetch.calls).toHaveLength(2);

    const tooLong = fakeFetch(() => json(503, {}, { 'retry-after': '120' }));
    await failureOf(createClient({ modules, fetch: tooLong }).notes.getNote('n1'));
    expect(tooLong.calls).toHaveLength(1);
  });

  it('x-should-retry: true retries a 400 of a GET, false ends the retries of a 503', async () => {
    vi.useFakeTimers();
    let i = 0;
    const told = fakeFetch(() => (i++ === 0 ? json(400, {}, { 'x-should-retry': 'true' }) : json(200, { note: { title: 'ok' } })));
    expect(await settle(createClient({ modules, fetch: told }).notes.getNote('n1'))).toEqual({ note: { title: 'ok' } });
    expect(told.calls).toHaveLength(2);

    const stop = fakeFetch(() => json(503, {}, { 'x-should-retry': 'false' }));
    const error = await settle(failureOf(createClient({ modules, fetch: stop }).notes.getNote('n1')));
    expect((error as ApiError).status).toBe(503);
    expect(stop.calls).toHaveLength(1);
  });

  it('x-should-retry: true does not make a POST without the idempotent mark retry', async () => {
    const fetch = fakeFetch(() => json(503, {}, { 'x-should-retry': 'true' }));
    const error = await failureOf(createClient({ modules, fetch }).notes.createNote({ title: 'x' }));
    expect((error as ApiError).status).toBe(503);
    expect(fetch.calls).toHaveLength(1);
  });

  it('retry-after-ms wins over Retry-After, fractional milliseconds included', async () => {
    vi.useFakeTimers();
    let i = 0;
    const fetch = fakeFetch(() => (i++ === 0 ? json(503, {}, { 'retry-after-ms': '1500.5', 'retry-after': '10' }) : json(200, {})));
    const pending = createClient({ modules, fetch, retry: { random: () => 0 } }).notes.getNote('n1');
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetch.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(fetch.calls).toHaveLength(2);
  });

  it('a retry-after-ms longer than maxRetryAfterMs ends the retries, as a Retry-After does', async () => {
    const fetch = fakeFetch(() => json(503, {}, { 'retry-after-ms': '30000.5', 'retry-after': '1' }));
    const error = await failureOf(createClient({ modules, fetch }).notes.getNote('n1'));
    expect((error as ApiError).status).toBe(503);
    expect(fetch.calls).toHaveLength(1);
  });

  it('reads retry-after-ms as milliseconds and ignores one that is not a number', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(retryHintMs(headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryHintMs(headers({ 'retry-after-ms': '0.4' }), now)).toBe(1);
    expect(retryHintMs(headers({ 'retry-after-ms': '100', 'retry-after': '3' }), now)).toBe(100);
    expect(retryHintMs(headers({ 'retry-after-ms': 'soon', 'retry-after': '3' }), now)).toBe(3000);
    expect(retryHintMs(headers({ 'retry-after-ms': '1e3', 'retry-after': '3' }), now)).toBe(3000);
    expect(retryHintMs(headers({ 'retry-after-ms': '-5', 'retry-after': '3' }), now)).toBe(3000);
    expect(retryHintMs(headers({}), now)).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../runtime/index.ts';
import { defineCall } from '../../../runtime/generated.ts';
import { createNote, fakeFetch, json, listNotes } from './fixtures.ts';

const putNote = defineCall(createNote.op.service, { ...createNote.op, operationId: 'putNote', idempotent: true });

afterEach(() => {
  vi.useRealTimers();
});

/** Fails the first two attempts with a 503, then answers 200. */
function flaky() {
  let n = 0;
  return fakeFetch(() => (n++ < 2 ? json(503, {}) : json(200, {})));
}

/** Advances fake time until the call settles, running `during` once the first attempt is out. */
async function settleChanging<T>(pending: Promise<T>, sent: () => number, during: () => void): Promise<T> {
  let done = false;
  const watched = pending.finally(() => (done = true));
  watched.catch(() => {});
  while (sent() === 0) await vi.advanceTimersByTimeAsync(1);
  during();
  while (!done) await vi.advanceTimersByTimeAsync(50);
  return watched;
}

describe('every attempt of a retried call sends the same request', () => {
  it('a GET whose query object the caller changes during the backoff wait', async () => {
    vi.useFakeTimers();
    const fetch = flaky();
    const client = createClient({ fetch, host: 'http://127.0.0.1:4010' });
    const options = { paging: { limit: 5, offset: 0 }, since: new Date('2026-01-01T00:00:00Z') };
    const headers = { 'x-trace': 'one' };
    await settleChanging(
      listNotes(options, { client, headers }),
      () => fetch.calls.length,
      () => {
        options.paging.limit = 500;
        options.paging.offset = 40;
        options.since.setUTCFullYear(1999);
        headers['x-trace'] = 'two';
      },
    );
    expect(fetch.calls).toHaveLength(3);
    const [first, ...retries] = fetch.calls;
    expect(first!.url).toBe('http://127.0.0.1:4010/notes/v1/notes?paging.limit=5&paging.offset=0&since=2026-01-01T00%3A00%3A00.000Z');
    for (const retry of retries) expect(retry).toEqual(first);
  });

  it('an x-idempotent POST whose body object the caller changes during the backoff wait', async () => {
    vi.useFakeTimers();
    const fetch = flaky();
    const client = createClient({ fetch, host: 'http://127.0.0.1:4010' });
    const note = { title: 'draft', createdDate: new Date('2026-01-01T00:00:00Z') };
    await settleChanging(
      putNote(note, { client }),
      () => fetch.calls.length,
      () => {
        note.title = 'changed';
        note.createdDate.setUTCFullYear(1999);
      },
    );
    expect(fetch.calls.map((c) => [c.method, c.url, c.body])).toEqual(
      Array(3).fill(['POST', 'http://127.0.0.1:4010/notes/v1/notes', '{"note":{"title":"draft","createdDate":"2026-01-01T00:00:00.000Z"}}']),
    );
  });

  it('asks the auth strategy for its headers on each attempt, so a token renewed in between is used', async () => {
    vi.useFakeTimers();
    const fetch = flaky();
    let token = 0;
    const auth = { getAuthHeaders: vi.fn(() => ({ authorization: `token-${++token}` })) };
    const client = createClient({ fetch, auth, host: 'http://127.0.0.1:4010' });
    await settleChanging(
      listNotes({}, { client }),
      () => fetch.calls.length,
      () => {},
    );
    expect(fetch.calls.map((c) => c.headers.authorization)).toEqual(['token-1', 'token-2', 'token-3']);
    expect(new Set(fetch.calls.map((c) => c.url)).size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { recordingFetch, type RecordedExchange } from '../../../runtime/generated.ts';

const answer = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });

describe('recordingFetch', () => {
  it('records the request as sent and the whole answer, and the caller still reads the body', async () => {
    const records: RecordedExchange[] = [];
    const fetch = recordingFetch(
      (r) => void records.push(r),
      async () => answer('{"ok":"é"}', { status: 201, statusText: 'Created' }),
    );
    const response = await fetch('http://127.0.0.1:9/v1/notes', { method: 'post', headers: { 'X-Tag': 'a' }, body: '{"n":1}' });
    expect(await response.json()).toEqual({ ok: 'é' });
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record!.request).toEqual({ method: 'POST', url: 'http://127.0.0.1:9/v1/notes', headers: { 'x-tag': 'a' }, body: '{"n":1}' });
    expect(record!.response).toEqual({
      status: 201,
      statusText: 'Created',
      headers: [['content-type', 'application/json']],
      bodyText: '{"ok":"é"}',
      size: 11,
    });
    expect(record!.error).toBeUndefined();
    expect(record!.durationMs).toBeGreaterThanOrEqual(0);
  });

  const bodies: [string, { init?: RequestInit; input?: () => Request; body: string | undefined }][] = [
    ['a form body as its text', { init: { method: 'POST', body: new URLSearchParams({ a: '1', b: 'x y' }) }, body: 'a=1&b=x+y' }],
    ['a binary body described', { init: { method: 'PUT', body: new Uint8Array([1, 2]) }, body: '(binary body)' }],
    ['no body on a GET', { init: {}, body: undefined }],
    ['a Request body read from a copy', { input: () => new Request('http://127.0.0.1:9/x', { method: 'POST', body: 'text' }), body: 'text' }],
  ];
  it.each(bodies)('records %s', async (_, { init, input, body }) => {
    const records: RecordedExchange[] = [];
    let sentBody: string | undefined;
    const fetch = recordingFetch(
      (r) => void records.push(r),
      async (i) => {
        if (i instanceof Request) sentBody = await i.text();
        return answer('{}');
      },
    );
    await fetch(input ? input() : 'http://127.0.0.1:9/x', init);
    expect(records[0]!.request.body).toBe(body);
    // The Request itself still carries its body to the fetch underneath.
    if (input) expect(sentBody).toBe('text');
  });

  it('records a failed fetch with what it threw, then rethrows it', async () => {
    const records: RecordedExchange[] = [];
    const failure = new TypeError('fetch failed');
    const fetch = recordingFetch(
      (r) => void records.push(r),
      async () => {
        throw failure;
      },
    );
    await expect(fetch('http://127.0.0.1:9/x')).rejects.toBe(failure);
    expect(records).toEqual([
      { request: { method: 'GET', url: 'http://127.0.0.1:9/x', headers: {} }, startedAt: expect.any(Number), durationMs: expect.any(Number), error: failure },
    ]);
  });

  it('waits for an asynchronous onRecord before the caller gets the answer or the failure', async () => {
    const order: string[] = [];
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('recorded');
    };
    await recordingFetch(slow, async () => answer('{}'))('http://127.0.0.1:9/x');
    order.push('answered');
    await recordingFetch(slow, async () => Promise.reject(new Error('down')))('http://127.0.0.1:9/x').catch(() => order.push('failed'));
    expect(order).toEqual(['recorded', 'answered', 'recorded', 'failed']);
  });

  it('uses the global fetch of the moment when given none', async () => {
    const original = globalThis.fetch;
    const records: RecordedExchange[] = [];
    const fetch = recordingFetch((r) => void records.push(r));
    globalThis.fetch = async () => answer('{"later":true}');
    try {
      await fetch('http://127.0.0.1:9/x');
    } finally {
      globalThis.fetch = original;
    }
    expect(records[0]!.response?.bodyText).toBe('{"later":true}');
  });
});

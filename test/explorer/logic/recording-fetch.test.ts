// The explorer's recording fetch over the runtime's: the answer as recorded, and a failed fetch named and diagnosed.
import { describe, expect, it } from 'vitest';
import { createRecordingFetch, type RecordedExchange } from '../../../explorer/src/transport/recording-fetch.ts';

/** A fetch that never answers and rejects with the abort reason once aborted, as fetch does. */
const hanging: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });

describe("the explorer's recording fetch", () => {
  it('records an answer as the runtime records it, without a failure', async () => {
    const records: RecordedExchange[] = [];
    const fetch = createRecordingFetch({ onRecord: (r) => records.push(r), baseFetch: async () => new Response('{"a":1}', { status: 404 }) });
    const response = await fetch('http://127.0.0.1:9/v1/x', { method: 'DELETE' });
    expect(await response.text()).toBe('{"a":1}');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      request: { method: 'DELETE', url: 'http://127.0.0.1:9/v1/x' },
      response: { status: 404, bodyText: '{"a":1}', size: 7 },
    });
    expect(records[0]).not.toHaveProperty('failure');
    expect(records[0]).not.toHaveProperty('error');
  });

  it('names a timeout in the failure it records, then rethrows', async () => {
    const records: RecordedExchange[] = [];
    const fetch = createRecordingFetch({ onRecord: (r) => records.push(r), timeoutMs: 20, baseFetch: hanging });
    await expect(fetch('http://127.0.0.1:9/slow')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(records).toHaveLength(1);
    expect(records[0]!.failure).toEqual({ name: 'TimeoutError', message: expect.any(String), diagnosis: 'Timed out: no response within 0.02 s.' });
    expect(records[0]).not.toHaveProperty('error');
  });

  it('tells a cancel by its signal apart', async () => {
    const records: RecordedExchange[] = [];
    const controller = new AbortController();
    const fetch = createRecordingFetch({ onRecord: (r) => records.push(r), signal: controller.signal, baseFetch: hanging });
    const pending = fetch('http://127.0.0.1:9/slow');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(records[0]!.failure?.diagnosis).toBe('Cancelled before a response arrived.');
  });

  it("names mixed content from the sending page's protocol, which the explorer passes in", async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const diagnosis = async (pageProtocol: string | undefined): Promise<string | undefined> => {
      const records: RecordedExchange[] = [];
      const fetch = createRecordingFetch({ onRecord: (r) => records.push(r), baseFetch: refused, pageProtocol });
      await expect(fetch('http://127.0.0.1:9/x')).rejects.toThrow('Failed to fetch');
      return records[0]!.failure?.diagnosis;
    };
    expect(await diagnosis('https:')).toBe('Blocked as mixed content: this page is https and the target http://127.0.0.1:9 is http.');
    const refusedHere = 'Connection refused: nothing answers at http://127.0.0.1:9. Is the mock running there (npm run mock, or npm start)?';
    expect(await diagnosis('http:')).toBe(refusedHere);
    expect(await diagnosis(undefined)).toBe(refusedHere);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

// The failed attempt's code is a chunk of its own; in a browser that lost the network before it loaded, the import
// fails. The call must still fail as a ConnectionError, with the error's own message and no retry.
describe('a failed attempt whose code cannot load', () => {
  afterEach(() => {
    vi.doUnmock('../../../runtime/failed-attempt.ts');
    vi.resetModules();
  });

  it('is a ConnectionError with the error’s own message, not retried', async () => {
    vi.resetModules();
    vi.doMock('../../../runtime/failed-attempt.ts', () => {
      throw new Error('chunk could not load');
    });
    const { ConnectionError, createClient } = await import('../../../runtime/index.ts');
    const { notes } = await import('./fixtures.ts');
    let attempts = 0;
    const fetch = (async () => {
      attempts++;
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const client = createClient({ modules: { notes }, fetch });
    const error = await client.notes.getNote('n1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe('notes.getNote: network error calling https://api.example.test/notes/v1/notes/n1: fetch failed');
    expect(attempts).toBe(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../../runtime/idempotency-key.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('is a new v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('is made from getRandomValues where randomUUID is missing (a browser page over plain http)', () => {
    const getRandomValues = (bytes: Uint8Array) => bytes.fill(0xff);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

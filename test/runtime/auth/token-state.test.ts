import { describe, expect, it, vi } from 'vitest';
import { createTokenState } from '../../../runtime/auth/token-state.ts';
import { emptyTokens, memoryTokenStorage, type TokenStorage } from '../../../runtime/auth/token-storage.ts';
import { clock, NOW, tokensOf } from './stubs.ts';

describe('token-state: where the strategy keeps its tokens', () => {
  it('starts with the given tokens, else empty ones, in the given storage', () => {
    expect(createTokenState({ clientId: 'c', now: clock }).current()).toEqual(emptyTokens());
    const storage = memoryTokenStorage();
    const state = createTokenState({ clientId: 'c', now: clock, tokenStorage: storage, tokens: tokensOf('a', 'r', 'member') });
    expect(storage.get()).toEqual(tokensOf('a', 'r', 'member'));
    state.set(tokensOf('b', 'r2', 'visitor'));
    expect([state.current(), storage.get()]).toEqual([tokensOf('b', 'r2', 'visitor'), tokensOf('b', 'r2', 'visitor')]);
  });

  it('binds the storage to the client id before anything is written', () => {
    const calls: string[] = [];
    const storage: TokenStorage = { ...memoryTokenStorage(), bindClient: (id) => calls.push(`bind ${id}`), set: () => calls.push('set') };
    createTokenState({ clientId: 'client-9', now: clock, tokenStorage: storage, tokens: tokensOf('a', 'r', 'visitor') });
    expect(calls).toEqual(['bind client-9', 'set']);
  });

  const fresh: [string, number, number | undefined, boolean][] = [
    ['an hour left', 3600, undefined, true],
    ['61 s left, default margin 60 s', 61, undefined, true],
    ['60 s left, default margin 60 s', 60, undefined, false],
    ['expired', -1, undefined, false],
    ['200 s left, margin 300 s', 200, 300, false],
    ['200 s left, margin 0', 200, 0, true],
  ];
  it.each(fresh)('fresh: %s', (_name, inSeconds, renewBeforeSeconds, want) => {
    const state = createTokenState({ clientId: 'c', now: clock, renewBeforeSeconds });
    expect(state.fresh(tokensOf('a', 'r', 'visitor', inSeconds))).toBe(want);
  });

  it('an access token without a value is never fresh', () => {
    expect(
      createTokenState({ clientId: 'c', now: clock }).fresh({ ...tokensOf('', 'r', 'visitor'), accessToken: { value: '', expiresAt: NOW / 1000 + 9999 } }),
    ).toBe(false);
  });

  it('a write the storage refuses keeps the tokens in memory and reports once, by default with console.warn', () => {
    const full: TokenStorage = {
      ...memoryTokenStorage(),
      set: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const state = createTokenState({ clientId: 'c', now: clock, tokenStorage: full });
      state.set(tokensOf('a', 'r', 'member'));
      state.set(tokensOf('b', 'r2', 'member'));
      expect(state.current()).toEqual(tokensOf('b', 'r2', 'member'));
      expect(warn.mock.calls).toEqual([
        ['siteapi: the token storage could not keep the tokens (QuotaExceededError: full); they are kept in memory and written again later'],
      ]);
      const onStorageError = vi.fn();
      createTokenState({ clientId: 'c', now: clock, tokenStorage: full, onStorageError }).set(tokensOf('a', 'r', 'member'));
      expect(onStorageError).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("runs a task under the storage's lock when it has one, else directly", async () => {
    const order: string[] = [];
    const locking: TokenStorage = {
      ...memoryTokenStorage(),
      withLock: async (task) => {
        order.push('lock');
        const result = await task();
        order.push('unlock');
        return result;
      },
    };
    expect(await createTokenState({ clientId: 'c', now: clock, tokenStorage: locking }).withLock(async () => order.push('task'))).toBe(2);
    expect(order).toEqual(['lock', 'task', 'unlock']);
    expect(await createTokenState({ clientId: 'c', now: clock }).withLock(async () => 'plain')).toBe('plain');
  });
});

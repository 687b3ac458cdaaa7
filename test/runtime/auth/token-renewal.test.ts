import { describe, expect, it, vi } from 'vitest';
import { isRefusal } from '../../../runtime/auth/refresh-failure.ts';
import { tokenRenewal } from '../../../runtime/auth/token-renewal.ts';
import { createTokenState } from '../../../runtime/auth/token-state.ts';
import { memoryTokenStorage, type TokenStorage } from '../../../runtime/auth/token-storage.ts';
import { AuthError } from '../../../runtime/errors.ts';
import { apiError, clock, memoryTokens, stubEndpoint, tokensOf } from './stubs.ts';

const expiredMember = tokensOf('old', 'member-refresh', 'member', -10);
const failedWith = (cause: unknown) => new AuthError('FAILED_TO_FETCH_TOKENS', 'failed', { cause });

describe('token-renewal: valid tokens, renewed once per refresh token', () => {
  const refusals: [string, unknown, boolean][] = [
    ['a 400 (invalid_grant)', failedWith(apiError(400)), true],
    ['a 401', failedWith(apiError(401)), true],
    ['a 408', failedWith(apiError(408)), false],
    ['a 429', failedWith(apiError(429)), false],
    ['a 503', failedWith(apiError(503)), false],
    ['no connection', failedWith(new TypeError('fetch failed')), false],
    ['a bare 400, not wrapped', apiError(400), true],
  ];
  it.each(refusals)('isRefusal: %s → %s', (_name, error, want) => {
    expect(isRefusal(error)).toBe(want);
  });

  it('fresh tokens are returned as they are, with no grant', async () => {
    const { fetchTokens } = stubEndpoint();
    const tokens = memoryTokens(tokensOf('a', 'r', 'visitor'));
    expect(await tokenRenewal({ clientId: 'c', tokens, fetchTokens })()).toEqual(tokensOf('a', 'r', 'visitor'));
    expect(fetchTokens).not.toHaveBeenCalled();
  });

  it('with no refresh token, concurrent callers share one anonymous grant, stored', async () => {
    const { fetchTokens, grants } = stubEndpoint();
    const tokens = memoryTokens();
    const validTokens = tokenRenewal({ clientId: 'c', tokens, fetchTokens });
    const [a, b] = await Promise.all([validTokens(), validTokens()]);
    expect(a).toBe(b);
    expect(grants).toEqual([{ payload: { grantType: 'anonymous', clientId: 'c' }, role: 'visitor', keepRefresh: undefined, headers: undefined }]);
    expect(tokens.current()).toBe(a);
  });

  it("an expired member's tokens are renewed by a refresh grant that keeps the role and the refresh token", async () => {
    const { fetchTokens, grants } = stubEndpoint();
    const tokens = memoryTokens(expiredMember);
    const renewed = await tokenRenewal({ clientId: 'c', tokens, fetchTokens })();
    expect(grants[0]).toMatchObject({
      payload: { grantType: 'refresh_token', refreshToken: 'member-refresh', clientId: 'c' },
      role: 'member',
      keepRefresh: 'member-refresh',
    });
    expect(renewed.refreshToken).toEqual({ value: 'member-refresh', role: 'member' });
  });

  it('a failure that may pass is retried after each delay, then thrown with the tokens kept', async () => {
    vi.useFakeTimers();
    try {
      const { fetchTokens } = stubEndpoint(() => Promise.reject(failedWith(apiError(503))));
      const tokens = memoryTokens(expiredMember);
      const pending = tokenRenewal({ clientId: 'c', tokens, fetchTokens, retryDelaysMs: [10, 20] })().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29);
      expect(fetchTokens).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(AuthError);
      expect(fetchTokens).toHaveBeenCalledTimes(3);
      expect(tokens.current()).toEqual(expiredMember);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a retry delay beyond a timer’s range (2^31 ms) is waited, not cut to 1 ms', async () => {
    vi.useFakeTimers();
    try {
      const { fetchTokens } = stubEndpoint(() => Promise.reject(failedWith(apiError(503))));
      const pending = tokenRenewal({ clientId: 'c', tokens: memoryTokens(expiredMember), fetchTokens, retryDelaysMs: [2 ** 31] })().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetchTokens).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2 ** 31 - 1001);
      expect(fetchTokens).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(AuthError);
      expect(fetchTokens).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refusal falls back to visitor tokens and says so', async () => {
    const refusal = failedWith(apiError(400));
    const { fetchTokens, grants } = stubEndpoint((payload, n) =>
      payload.grantType === 'refresh_token' ? Promise.reject(refusal) : tokensOf(`v${n}`, `vr${n}`, 'visitor'),
    );
    const onVisitorFallback = vi.fn();
    const tokens = memoryTokens(expiredMember);
    const renewed = await tokenRenewal({ clientId: 'c', tokens, fetchTokens, onVisitorFallback })();
    expect(renewed.refreshToken.role).toBe('visitor');
    expect(grants.map((g) => g.payload.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(onVisitorFallback).toHaveBeenCalledWith({ previousRole: 'member', error: refusal });
  });

  it('a refusal after another tab stored a fresh rotated pair uses that pair, still a member', async () => {
    const rotated = tokensOf('new', 'rotated', 'member');
    const tokens = memoryTokens(expiredMember);
    const { fetchTokens } = stubEndpoint(() => {
      tokens.set(rotated);
      return Promise.reject(failedWith(apiError(400)));
    });
    expect(await tokenRenewal({ clientId: 'c', tokens, fetchTokens })()).toBe(rotated);
    expect(fetchTokens).toHaveBeenCalledTimes(1);
  });

  it('renews under the storage lock, and a renewal that finds fresh tokens there sends nothing', async () => {
    const shared = tokensOf('other-tab', 'r', 'member');
    let locked = 0;
    const storage: TokenStorage = {
      ...memoryTokenStorage(expiredMember),
      async withLock(task) {
        locked += 1;
        storage.set(shared);
        return task();
      },
    };
    const { fetchTokens } = stubEndpoint();
    const tokens = createTokenState({ clientId: 'c', now: clock, tokenStorage: storage });
    expect(await tokenRenewal({ clientId: 'c', tokens, fetchTokens })()).toEqual(shared);
    expect([locked, fetchTokens.mock.calls.length]).toEqual([1, 0]);
  });

  it('a renewal does not overwrite tokens a sign-in stored meanwhile', async () => {
    const signedIn = tokensOf('member', 'member-r', 'member');
    const tokens = memoryTokens();
    const { fetchTokens } = stubEndpoint(() => {
      tokens.set(signedIn);
      return tokensOf('visitor', 'visitor-r', 'visitor');
    });
    expect((await tokenRenewal({ clientId: 'c', tokens, fetchTokens })()).accessToken.value).toBe('visitor');
    expect(tokens.current()).toBe(signedIn);
  });

  it('a failed renewal is not cached: the next call sends again', async () => {
    let fail = true;
    const { fetchTokens } = stubEndpoint((_p, n) => (fail ? Promise.reject(failedWith(new TypeError('down'))) : tokensOf(`a${n}`, `r${n}`, 'visitor')));
    const validTokens = tokenRenewal({ clientId: 'c', tokens: memoryTokens(), fetchTokens, retryDelaysMs: [] });
    await expect(validTokens()).rejects.toBeInstanceOf(AuthError);
    fail = false;
    expect((await validTokens()).accessToken.value).toBe('a2');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

// What a failed refresh needs (refusal or not, the wait) is a chunk of its own; in a browser that lost the network
// before it loaded, the import fails. The member must not be signed out for it: the failure is reported as it is,
// with the tokens kept and no retry.
describe('a failed refresh whose code cannot load', () => {
  afterEach(() => {
    vi.doUnmock('../../../runtime/auth/refresh-failure.ts');
    vi.resetModules();
  });

  it('throws the failure as it is, keeps the tokens, and sends no second grant', async () => {
    vi.resetModules();
    vi.doMock('../../../runtime/auth/refresh-failure.ts', () => {
      throw new Error('chunk could not load');
    });
    const { tokenRenewal } = await import('../../../runtime/auth/token-renewal.ts');
    const { AuthError } = await import('../../../runtime/errors.ts');
    const { apiError, memoryTokens, stubEndpoint, tokensOf } = await import('./stubs.ts');
    const expired = tokensOf('old', 'member-refresh', 'member', -10);
    const tokens = memoryTokens(expired);
    const failure = new AuthError('FAILED_TO_FETCH_TOKENS', 'failed', { cause: apiError(503) });
    const { fetchTokens, grants } = stubEndpoint(() => {
      throw failure;
    });
    const error = await tokenRenewal({ clientId: 'c', tokens, fetchTokens, retryDelaysMs: [0, 0] })().catch((e: unknown) => e);
    expect(error).toBe(failure);
    expect(grants).toHaveLength(1);
    expect(tokens.current()).toEqual(expired);
  });
});

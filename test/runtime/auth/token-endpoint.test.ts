import { describe, expect, it, vi } from 'vitest';
import type { OAuthApi } from '../../../runtime/auth/oauth-api.ts';
import { tokenEndpoint } from '../../../runtime/auth/token-endpoint.ts';
import { AuthError } from '../../../runtime/errors.ts';
import { apiError, clock, NOW } from './stubs.ts';

const apiAnswering = (token: OAuthApi['oauth']['token']) =>
  ({ oauth: { token: vi.fn(token) } }) as unknown as OAuthApi & { oauth: { token: ReturnType<typeof vi.fn> } };

describe('token-endpoint: a grant in, tokens out', () => {
  it('sends the grant with the headers and init, and dates the access token from the clock', async () => {
    const api = apiAnswering(async () => ({ access_token: 'at', expires_in: 600, refresh_token: 'rt' }));
    const init = { signal: undefined };
    const tokens = await tokenEndpoint(api, init, clock)({ grantType: 'anonymous' }, 'visitor', undefined, { Authorization: 'x' });
    expect(tokens).toEqual({ accessToken: { value: 'at', expiresAt: NOW / 1000 + 600 }, refreshToken: { value: 'rt', role: 'visitor' } });
    expect(api.oauth.token).toHaveBeenCalledWith({ grantType: 'anonymous' }, { Authorization: 'x' }, init);
  });

  it('keeps the refresh token when the answer carries none (a refresh grant), else none', async () => {
    const api = apiAnswering(async () => ({ access_token: 'at' }));
    const fetchTokens = tokenEndpoint(api, {}, clock);
    expect((await fetchTokens({}, 'member', 'kept')).refreshToken).toEqual({ value: 'kept', role: 'member' });
    const bare = await fetchTokens({}, 'visitor');
    expect([bare.refreshToken.value, bare.accessToken.expiresAt]).toEqual(['', NOW / 1000]);
  });

  it('an error answer is FAILED_TO_FETCH_TOKENS with its status, request id and body start; the cause is kept', async () => {
    const refused = apiError(400, { statusText: 'Bad Request', requestId: 'req-7', body: `{"error":"invalid_grant"}${'x'.repeat(300)}` });
    const error = await tokenEndpoint(
      apiAnswering(async () => Promise.reject(refused)),
      {},
      clock,
    )({}, 'visitor').then(
      () => expect.fail('expected a rejection'),
      (e: unknown) => e as AuthError,
    );
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe('FAILED_TO_FETCH_TOKENS');
    expect(error.message).toBe(`Failed to fetch tokens from OAuth API: Bad Request. request id: req-7. Response: {"error":"invalid_grant"}${'x'.repeat(175)}`);
    expect(error.cause).toBe(refused);
  });

  it('any other failure is FAILED_TO_FETCH_TOKENS with its message', async () => {
    const down = new TypeError('fetch failed');
    const error = await tokenEndpoint(
      apiAnswering(async () => Promise.reject(down)),
      {},
      clock,
    )({}, 'visitor').then(
      () => expect.fail('expected a rejection'),
      (e: unknown) => e as AuthError,
    );
    expect([error.code, error.message, error.cause]).toEqual(['FAILED_TO_FETCH_TOKENS', 'Failed to fetch tokens from OAuth API: fetch failed', down]);
  });
});

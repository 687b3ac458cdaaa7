import { ApiError, AuthError } from '../errors.ts';
import type { CallInit } from '../types.ts';
import type { OAuthApi } from './oauth-api.ts';
import type { TokenRole, Tokens } from './token-storage.ts';

/** One grant sent to the token endpoint; `keepRefresh` stays the refresh token when the answer carries none. */
export type FetchTokens = (payload: object, role: TokenRole, keepRefresh?: string, headers?: object) => Promise<Tokens>;

/**
 * The token endpoint: a grant in, tokens out, with the access token's expiry in epoch seconds. Any failure is an
 * `AuthError` (`FAILED_TO_FETCH_TOKENS`) with what the answer said and the original error as its cause.
 */
export function tokenEndpoint(api: OAuthApi, init: CallInit, now: () => number): FetchTokens {
  return async (payload, role, keepRefresh, headers) => {
    let answer: Awaited<ReturnType<OAuthApi['oauth']['token']>>;
    try {
      answer = await api.oauth.token(payload, headers, init);
    } catch (error) {
      const e = error as ApiError;
      const detail =
        e instanceof ApiError
          ? `${e.statusText || e.status}. request id: ${e.requestId ?? 'none'}. Response: ${e.body.slice(0, 200)}`
          : (error as Error).message;
      throw new AuthError('FAILED_TO_FETCH_TOKENS', `Failed to fetch tokens from OAuth API: ${detail}`, { cause: error });
    }
    return {
      accessToken: { value: answer.access_token, expiresAt: Math.floor(now() / 1000) + (answer.expires_in ?? 0) },
      refreshToken: { value: answer.refresh_token ?? keepRefresh ?? '', role },
    };
  };
}

import { vi } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../../runtime/errors.ts';
import type { FetchTokens } from '../../../runtime/auth/token-endpoint.ts';
import { createTokenState } from '../../../runtime/auth/token-state.ts';
import type { TokenRole, Tokens } from '../../../runtime/auth/token-storage.ts';

export const NOW = Date.UTC(2026, 0, 1);
export const clock = () => NOW;

/** Tokens whose access token expires `inSeconds` after NOW. */
export const tokensOf = (access: string, refresh: string, role: TokenRole, inSeconds = 3600): Tokens => ({
  accessToken: { value: access, expiresAt: NOW / 1000 + inSeconds },
  refreshToken: { value: refresh, role },
});

/** A token state in memory on the fixed clock. */
export const memoryTokens = (tokens?: Tokens) => createTokenState({ clientId: 'client-1', tokens, now: clock });

/** A token endpoint stub: each grant recorded, answered by `answer` (default: numbered tokens of the grant's role). */
export function stubEndpoint(answer?: (payload: Record<string, unknown>, n: number) => Tokens | Promise<Tokens>) {
  const grants: { payload: Record<string, unknown>; role: TokenRole; keepRefresh?: string; headers?: object }[] = [];
  const fetchTokens = vi.fn<FetchTokens>(async (payload, role, keepRefresh, headers) => {
    grants.push({ payload: payload as Record<string, unknown>, role, keepRefresh, headers });
    const n = grants.length;
    return answer ? answer(payload as Record<string, unknown>, n) : tokensOf(`access-${n}`, keepRefresh ?? `refresh-${n}`, role);
  });
  return { fetchTokens, grants };
}

/** The redirect sessions call, answering each with a URL (or none when `url` is null). */
export function stubRedirects(url: string | null = 'https://users.example.test/session') {
  const createRedirectSession = vi.fn(async (_options?: object, _init?: object) => ({ redirectSession: url === null ? {} : { fullUrl: url } }));
  return { redirects: { createRedirectSession } };
}

/** An error answer of the token endpoint. */
export const apiError = (status: number, init: Partial<ApiErrorInit> = {}) =>
  new ApiError({ status, statusText: '', violations: [], body: '', operation: 'token', ...init });

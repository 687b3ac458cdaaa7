import type { AuthStrategy } from '../auth.ts';
import { newClient, type ClientLike } from '../client-config.ts';
import type { HostOption } from '../hosts.ts';
import type { CallInit } from '../types.ts';
import { deferredMethods } from './deferred-methods.ts';
import { directSignIn, type DirectSignIn } from './direct-sign-in.ts';
import type { OAuthApi } from './oauth-api.ts';
import type { PreWarmOptions } from './pre-warm.ts';
// The redirect sign-in, logout, the elevated grant and the visitor cookie load with their first use, as direct login,
// PKCE, the silent frame and the pre-warm do: a token call never runs them, and each sends requests anyway.
import type { RedirectSignIn } from './redirect-sign-in.ts';
import { parseFromUrl, type ResponseMode, type OAuthRedirectResult } from './sign-in-callback.ts';
import { tokenEndpoint } from './token-endpoint.ts';
import { tokenRenewal } from './token-renewal.ts';
import { createTokenState } from './token-state.ts';
import { transactionStorage } from './transaction-storage.ts';
import type { StorageFailure, TokenRole, Tokens, TokenStorage } from './token-storage.ts';

export type { OAuthApi, TokenAnswer } from './oauth-api.ts';
export type { OAuthRedirectResult, ResponseMode } from './sign-in-callback.ts';
export type { OAuthData } from './sign-in-transactions.ts';

export interface OAuthStrategyOptions {
  clientId: string;
  api: OAuthApi;
  /** Host and fetch for the strategy's own calls (default: the platform host, the global fetch). */
  host?: HostOption;
  fetch?: typeof fetch;
  /** Tokens to start with (e.g. restored by the application). */
  tokens?: Tokens;
  /** Where tokens live; in memory by default. */
  tokenStorage?: TokenStorage;
  /** Renew this many seconds before the access token expires (default 60), so no call goes out with an expired one. */
  renewBeforeSeconds?: number;
  /** Milliseconds since the epoch (tests inject a clock). */
  now?: () => number;
  /** Called when a refresh failed and the strategy fell back to new visitor tokens: a member became a visitor. */
  onVisitorFallback?: (event: { previousRole: TokenRole; error: unknown }) => void;
  /**
   * Called when the token storage could not keep tokens (a full localStorage throws `QuotaExceededError`), once per
   * run of failures. The tokens stay in memory and the strategy keeps working; writing is tried again later.
   * Default: one `console.warn`.
   */
  onStorageError?: (event: StorageFailure) => void;
  /**
   * Where sign-ins in flight are kept until their redirect comes back (one record per state, removed before the
   * code is exchanged). Default: `sessionStorage` in browsers, so a callback is usable once even across reloads;
   * none on servers, where the saved data passed to `getMemberTokens` is used once per strategy.
   */
  transactionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Waits before retrying a refresh that failed for a transient reason (5xx, connection); default [250, 1000] ms. */
  refreshRetryDelaysMs?: readonly number[];
}

export interface OAuthStrategy extends AuthStrategy, RedirectSignIn, DirectSignIn {
  parseFromUrl(url: string, responseMode?: ResponseMode): OAuthRedirectResult;
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /** True when the refresh token belongs to a member. */
  loggedIn(): boolean;
  /** Valid tokens, renewing (once, whatever the number of callers) when the access token is missing or about to expire. */
  validTokens(): Promise<Tokens>;
  generateVisitorTokens(): Promise<Tokens>;
  logout(originalUrl: string): Promise<{ logoutUrl: string }>;
  /** Elevated access (server side): member tokens for a member authenticated elsewhere, with an API key. */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens>;
  /** Browsers: make sure the platform's visitor cookie exists (at most every 7 days); returns whether it ran. */
  preWarmVisitorCookie(options?: PreWarmOptions): Promise<boolean>;
}

/**
 * Sign-in with the platform's OAuth, each flow in a module of its own over one token state: visitor tokens and
 * their renewal, redirect (PKCE) and direct sign-in, logout, the elevated grant, the visitor cookie.
 */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { api, clientId } = options;
  const now = options.now ?? Date.now;
  const tokens = createTokenState({ ...options, now });
  // Clients without modules, for the calls given in `api`.
  const client: ClientLike = newClient({ host: options.host, fetch: options.fetch });
  // Token calls go without a token.
  const fetchTokens = tokenEndpoint(api, { client }, now);
  const validTokens = tokenRenewal({
    clientId,
    tokens,
    fetchTokens,
    retryDelaysMs: options.refreshRetryDelaysMs,
    onVisitorFallback: options.onVisitorFallback,
  });
  const authHeaders = async () => ({ authorization: (await validTokens()).accessToken.value });
  // Identity calls (register, login, ...) and redirect sessions (getAuthUrl, silent sign-in, logout) go out with the
  // current token, a visitor's obtained first when there is none, as the SDK sends them, never through the edge cache.
  const authedInit: CallInit = { client: newClient({ host: options.host, fetch: options.fetch, auth: { getAuthHeaders: authHeaders }, useCdn: false }) };
  const transactions = transactionStorage(options.transactionStorage);
  return {
    preferCdn: true,
    getAuthHeaders: authHeaders,
    getTokens: tokens.current,
    setTokens: tokens.set,
    loggedIn: () => tokens.current().refreshToken.role === 'member',
    validTokens,
    generateVisitorTokens: validTokens,
    parseFromUrl,
    ...deferredMethods(
      async () => (await import('./redirect-sign-in.ts')).redirectSignIn({ clientId, api, authedInit, transactionStorage: transactions, fetchTokens, tokens }),
      ['generateOAuthData', 'getAuthUrl', 'getMemberTokens', 'getMemberTokensForDirectLogin'],
    ),
    ...directSignIn(api, authedInit, clientId),
    ...deferredMethods(
      async () => (await import('./member-flows.ts')).memberFlows({ clientId, api, authedInit, tokens, fetchTokens, validTokens, now }),
      ['logout', 'getMemberTokensForExternalLogin', 'preWarmVisitorCookie'],
    ),
  };
}

import type { AuthStrategy } from '../auth.ts';
import type { ClientLike } from '../client-config.ts';
import { createClient } from '../client.ts';
import { ApiError, AuthError } from '../errors.ts';
import type { HostOption } from '../hosts.ts';
import type { CallInit } from '../types.ts';
// Sign-in flows an app may never start (direct login, the redirect's PKCE, the silent frame, the cookie pre-warm)
// load with their first use: each is asynchronous and sends requests anyway.
import type { createDirectLogin, DirectLoginApi, LoginResult } from './direct-login.ts';
import type { PreWarmOptions } from './pre-warm.ts';
import type { FrameHost } from './silent-sign-in.ts';
import {
  emptyTokens,
  keepInMemoryOnFailure,
  memoryTokenStorage,
  type StorageFailure,
  type TokenRole,
  type Tokens,
  type TokenStorage,
} from './token-storage.ts';

/**
 * The oauth calls the strategy needs: the generated oauth service (`services.oauth` of generated/index.ts).
 * Passed in, because the runtime never imports generated code.
 */
export interface OAuthApi extends DirectLoginApi {
  oauth: { token(payload: object, headers?: object, init?: CallInit): Promise<TokenAnswer> };
  redirects: { createRedirectSession(options?: object, init?: CallInit): Promise<{ redirectSession?: { fullUrl?: string } }> };
}

export interface TokenAnswer {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
}

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

/** What `generateOAuthData` returns; keep it (e.g. in session storage) until the redirect comes back. */
export interface OAuthData {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  redirectUri: string;
  originalUri?: string;
}

export type ResponseMode = 'fragment' | 'query';

export interface OAuthRedirectResult {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

export interface OAuthStrategy extends AuthStrategy {
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /** True when the refresh token belongs to a member. */
  loggedIn(): boolean;
  /** Valid tokens, renewing (once, whatever the number of callers) when the access token is missing or about to expire. */
  validTokens(): Promise<Tokens>;
  generateVisitorTokens(): Promise<Tokens>;
  generateOAuthData(redirectUri: string, originalUri?: string, verifierLength?: number): Promise<OAuthData>;
  getAuthUrl(
    data: OAuthData,
    options?: { prompt?: 'login' | 'none'; responseMode?: ResponseMode | 'web_message'; sessionToken?: string },
  ): Promise<{ authUrl: string }>;
  parseFromUrl(url: string, responseMode?: ResponseMode): OAuthRedirectResult;
  getMemberTokens(code: string | undefined, state: string | undefined, data?: OAuthData): Promise<Tokens>;
  logout(originalUrl: string): Promise<{ logoutUrl: string }>;
  register: ReturnType<typeof createDirectLogin>['register'];
  login: ReturnType<typeof createDirectLogin>['login'];
  processVerification: ReturnType<typeof createDirectLogin>['processVerification'];
  verifyFactor: ReturnType<typeof createDirectLogin>['verifyFactor'];
  sendPasswordResetEmail: ReturnType<typeof createDirectLogin>['sendPasswordResetEmail'];
  loginState(): LoginResult;
  /** After a direct login: member tokens for its session token, through a hidden frame (browsers). */
  getMemberTokensForDirectLogin(sessionToken: string, options?: { redirectUri?: string; host?: FrameHost; timeoutMs?: number }): Promise<Tokens>;
  /** Elevated access (server side): member tokens for a member authenticated elsewhere, with an API key. */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens>;
  /** Browsers: make sure the platform's visitor cookie exists (at most every 7 days); returns whether it ran. */
  preWarmVisitorCookie(options?: PreWarmOptions): Promise<boolean>;
}

const SCOPE = 'offline_access';

/**
 * The token endpoint refused the grant (`invalid_grant`, any 4xx but 408 and 429): asking again cannot help. Any
 * other failure (5xx, no connection, a proxy's page instead of JSON) may pass.
 */
function isRefusal(error: unknown): boolean {
  const cause = error instanceof AuthError ? error.cause : error;
  return cause instanceof ApiError && cause.status >= 400 && cause.status < 500 && cause.status !== 408 && cause.status !== 429;
}

/** The browser's sessionStorage; none on servers, or where the browser blocks it (reading it throws a SecurityError). */
function sessionStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const TRANSACTION_PREFIX = 'siteapi.oauth.transaction';

/** A module's part loaded with its first use and kept; a load that failed is tried again on the next use. */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const now = options.now ?? Date.now;
  // A refresh grant rotates the refresh token: tokens a full storage cannot take must not be dropped, or the next
  // renewal sends the used one and the member is signed out.
  const storage = keepInMemoryOnFailure(
    options.tokenStorage ?? memoryTokenStorage(),
    options.onStorageError ??
      (({ error }) =>
        console.warn(
          `siteapi: the token storage could not keep the tokens (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); they are kept in memory and written again later`,
        )),
    now,
  );
  storage.bindClient?.(options.clientId);
  if (options.tokens) storage.set(options.tokens);
  const transactions = options.transactionStorage === undefined ? sessionStorageIfAllowed() : (options.transactionStorage ?? undefined);
  const transactionKey = (state: string) => `${TRANSACTION_PREFIX}.${options.clientId}.${state}`;
  const retryDelays = options.refreshRetryDelaysMs ?? [250, 1000];
  const renewBefore = options.renewBeforeSeconds ?? 60;
  const client: ClientLike = createClient({ host: options.host, fetch: options.fetch });
  const init: CallInit = { client };
  const authHeaders = async () => ({ authorization: (await validTokens()).accessToken.value });
  // Identity calls (register, login, ...) and redirect sessions (getAuthUrl, silent sign-in, logout) go out with the
  // current token, a visitor's obtained first when there is none, as the SDK sends them, never through the edge
  // cache; token calls go without a token.
  const authedInit: CallInit = { client: createClient({ host: options.host, fetch: options.fetch, auth: { getAuthHeaders: authHeaders }, useCdn: false }) };
  // The direct login's flow state lives in it: made once, with its first use.
  let direct: ReturnType<typeof createDirectLogin> | undefined;
  const directLogin = onFirstUse(async () => (direct = (await import('./direct-login.ts')).createDirectLogin(options.api, authedInit, options.clientId)));
  const renewals = new Map<string, Promise<Tokens>>();
  // Sign-ins started here and not yet finished, by state; a Map, so '__proto__' is just a string.
  const pending = new Map<string, OAuthData>();
  const consumed = new Set<string>();

  const forget = (state: string) => {
    pending.delete(state);
    transactions?.removeItem(transactionKey(state));
  };
  const current = (): Tokens => storage.get() ?? emptyTokens();
  const fresh = (t: Tokens) => !!t.accessToken.value && t.accessToken.expiresAt - renewBefore > now() / 1000;

  async function fetchTokens(payload: object, role: TokenRole, keepRefresh?: string, headers?: object): Promise<Tokens> {
    let answer: TokenAnswer;
    try {
      answer = await options.api.oauth.token(payload, headers, init);
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
  }

  const anonymous = () => fetchTokens({ grantType: 'anonymous', clientId: options.clientId }, 'visitor');

  async function renew(from: Tokens): Promise<Tokens> {
    const { refreshToken } = from;
    if (!refreshToken.value || refreshToken.role === 'none') return anonymous();
    const grant = { grantType: 'refresh_token', refreshToken: refreshToken.value, clientId: options.clientId };
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchTokens(grant, refreshToken.role, refreshToken.value);
      } catch (error) {
        // A failure that may pass never signs the member out: retried, then reported with the tokens kept.
        if (!isRefusal(error)) {
          if (attempt < retryDelays.length) {
            await new Promise((resolve) => setTimeout(resolve, retryDelays[attempt]));
            continue;
          }
          throw error;
        }
        // A definitive refusal (invalid_grant): another tab may have rotated the refresh token and stored the new pair.
        const latest = current();
        if (latest.refreshToken.value !== refreshToken.value && fresh(latest)) return latest;
        const visitor = await anonymous();
        options.onVisitorFallback?.({ previousRole: refreshToken.role, error });
        return visitor;
      }
    }
  }

  /** Renews under the storage's lock; whoever comes second finds the first one's tokens and uses them. */
  function renewShared(seen: Tokens): Promise<Tokens> {
    const run = async () => {
      const latest = current();
      if (fresh(latest)) return latest;
      const next = await renew(latest.refreshToken.value ? latest : seen);
      // Store only if nobody replaced the tokens meanwhile (a sign-in must not be overwritten by an old renewal).
      if (current().refreshToken.value === latest.refreshToken.value) storage.set(next);
      return next;
    };
    return storage.withLock ? storage.withLock(run) : run();
  }

  function validTokens(): Promise<Tokens> {
    const tokens = current();
    if (fresh(tokens)) return Promise.resolve(tokens);
    // One renewal per refresh token: concurrent callers share it; a member and a visitor never do.
    const key = tokens.refreshToken.value ? `${tokens.refreshToken.role}:${tokens.refreshToken.value}` : 'anonymous';
    let renewal = renewals.get(key);
    if (!renewal) {
      renewal = renewShared(tokens);
      renewals.set(key, renewal);
      // A failed renewal is not cached: the next call starts a new one.
      const settle = () => {
        if (renewals.get(key) === renewal) renewals.delete(key);
      };
      renewal.then(settle, settle);
    }
    return renewal;
  }

  const strategy: OAuthStrategy = {
    preferCdn: true,
    getAuthHeaders: authHeaders,
    getTokens: current,
    setTokens: (tokens) => storage.set(tokens),
    loggedIn: () => current().refreshToken.role === 'member',
    validTokens,
    async generateVisitorTokens() {
      const tokens = current();
      if (fresh(tokens)) return tokens;
      return validTokens();
    },
    async generateOAuthData(redirectUri, originalUri, verifierLength) {
      const { codeChallenge, createCodeVerifier, createState } = await import('./pkce.ts');
      const codeVerifier = createCodeVerifier(verifierLength);
      const data: OAuthData = { state: createState(), codeVerifier, codeChallenge: await codeChallenge(codeVerifier), redirectUri, originalUri };
      pending.set(data.state, data);
      transactions?.setItem(transactionKey(data.state), JSON.stringify(data));
      return data;
    },
    async getAuthUrl(data, { prompt = 'login', responseMode = 'fragment', sessionToken } = {}) {
      const { redirectSession } = await options.api.redirects.createRedirectSession(
        {
          auth: {
            authRequest: {
              redirectUri: data.redirectUri,
              clientId: options.clientId,
              codeChallenge: data.codeChallenge,
              codeChallengeMethod: 'S256',
              responseMode,
              responseType: 'code',
              scope: SCOPE,
              state: data.state,
              ...(sessionToken && { sessionToken }),
            },
            prompt,
          },
        },
        authedInit,
      );
      if (!redirectSession?.fullUrl) throw new AuthError('NO_REDIRECT_URL', 'No URL in the redirect session answer');
      return { authUrl: redirectSession.fullUrl };
    },
    parseFromUrl(url, responseMode = 'fragment') {
      const parsed = new URL(url);
      const params = new URLSearchParams(responseMode === 'query' ? parsed.search : parsed.hash.replace(/^#/, ''));
      // A callback whose code or state is given twice is forged or mangled: which one the server meant is unknown.
      for (const name of ['code', 'state']) {
        if (params.getAll(name).length > 1) throw new AuthError('INVALID_CALLBACK', `The sign-in callback has '${name}' more than once; it is refused`);
      }
      const get = (k: string) => params.get(k) ?? undefined;
      return { code: get('code'), state: get('state'), error: get('error'), errorDescription: get('error_description') };
    },
    async getMemberTokens(code, state, data) {
      if (!code || !state) throw new AuthError('MISSING_CODE_OR_STATE', 'Missing code or _state');
      // Where sign-ins are kept across reloads, the stored one is the authority and is used once: it is removed
      // before the exchange, so a replayed callback finds nothing, whatever saved data comes with it.
      let stored: OAuthData | undefined;
      if (transactions) {
        const raw = transactions.getItem(transactionKey(state));
        transactions.removeItem(transactionKey(state));
        try {
          stored = raw ? (JSON.parse(raw) as OAuthData) : undefined;
        } catch {
          stored = undefined;
        }
        if (!stored)
          throw new AuthError('INVALID_STATE', 'Invalid _state: no sign-in with this state is in progress (it was used already, or started elsewhere)');
      }
      // Otherwise the data saved by the application (the page reloaded on the redirect), else a sign-in started here.
      const expected = stored ?? data ?? pending.get(state);
      // Each state is good once: a replayed redirect is refused like a forged one.
      if (!expected || expected.state !== state || consumed.has(state) || (data && data.state !== state))
        throw new AuthError('INVALID_STATE', 'Invalid _state');
      consumed.add(state);
      forget(state);
      const tokens = await fetchTokens(
        { grantType: 'authorization_code', clientId: options.clientId, redirectUri: expected.redirectUri, code, codeVerifier: expected.codeVerifier },
        'member',
      );
      storage.set(tokens);
      return tokens;
    },
    async logout(originalUrl) {
      const { redirectSession } = await options.api.redirects.createRedirectSession(
        { logout: { clientId: options.clientId }, callbacks: { postFlowUrl: originalUrl } },
        authedInit,
      );
      storage.set(emptyTokens());
      if (!redirectSession?.fullUrl) throw new AuthError('NO_REDIRECT_URL', 'No URL in the redirect session answer');
      return { logoutUrl: redirectSession.fullUrl };
    },
    register: async (credentials) => (await directLogin()).register(credentials),
    login: async (credentials) => (await directLogin()).login(credentials),
    processVerification: async (input, state) => (await directLogin()).processVerification(input, state),
    verifyFactor: async (factorType, input) => (await directLogin()).verifyFactor(factorType, input),
    sendPasswordResetEmail: async (email, redirectUri) => (await directLogin()).sendPasswordResetEmail(email, redirectUri),
    loginState: () => direct?.loginState() ?? { loginState: 'INITIAL' },
    async getMemberTokensForDirectLogin(sessionToken, { redirectUri = globalThis.location?.origin ?? '', host, timeoutMs } = {}) {
      const data = await strategy.generateOAuthData(redirectUri);
      try {
        const { authUrl } = await strategy.getAuthUrl(data, { prompt: 'none', responseMode: 'web_message', sessionToken });
        const { silentSignIn } = await import('./silent-sign-in.ts');
        const result = await silentSignIn(authUrl, data.state, { host, timeoutMs });
        if (result.error)
          throw new AuthError('SIGN_IN_FAILED', `Sign-in failed: ${result.error}${result.errorDescription ? ` (${result.errorDescription})` : ''}`);
        return await strategy.getMemberTokens(result.code, result.state, data);
      } finally {
        // This sign-in never comes back by redirect: whatever happened, nothing is left waiting for it.
        forget(data.state);
      }
    },
    async preWarmVisitorCookie(preWarm) {
      const warm = await import('./pre-warm.ts');
      return warm.preWarmVisitorCookie(
        async () => {
          const { redirectSession } = await options.api.redirects.createRedirectSession({ login: {} }, authedInit);
          if (!redirectSession?.fullUrl) throw new AuthError('NO_REDIRECT_URL', 'No URL in the redirect session answer');
          return redirectSession.fullUrl;
        },
        { now, ...preWarm },
      );
    },
    async getMemberTokensForExternalLogin(memberId, apiKey) {
      const visitor = await validTokens();
      const tokens = await fetchTokens({ grant_type: 'authorized_client', scope: SCOPE, member_id: memberId }, 'member', undefined, {
        Authorization: `${visitor.accessToken.value},${apiKey}`,
      });
      storage.set(tokens);
      return tokens;
    },
  };
  return strategy;
}

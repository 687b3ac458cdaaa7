import { ArgumentError, AuthError } from '../errors.ts';
import { shownValue } from '../shown-value.ts';
import { isDelay } from '../delay.ts';
import type { CallInit } from '../types.ts';
import { loaded, SCOPE, type OAuthApi } from './oauth-api.ts';
import { redirectUrl } from './redirect-session.ts';
import type { ResponseMode } from './sign-in-callback.ts';
import type { FrameHost } from './silent-sign-in.ts';
import { signInTransactions, type OAuthData } from './sign-in-transactions.ts';
import type { FetchTokens } from './token-endpoint.ts';
import type { TokenState } from './token-state.ts';
import type { TransactionStorage } from './transaction-storage.ts';
import type { Tokens } from './token-storage.ts';

/** The member's sign-in by redirect, and by a hidden frame after a direct login; loaded with its first use. */
export interface RedirectSignIn {
  generateOAuthData(redirectUri: string, originalUri?: string, verifierLength?: number): Promise<OAuthData>;
  getAuthUrl(
    data: OAuthData,
    options?: { prompt?: 'login' | 'none'; responseMode?: ResponseMode | 'web_message'; sessionToken?: string },
  ): Promise<{ authUrl: string }>;
  getMemberTokens(code: string | undefined, state: string | undefined, data?: OAuthData): Promise<Tokens>;
  /** After a direct login: member tokens for its session token, through a hidden frame (browsers). */
  getMemberTokensForDirectLogin(sessionToken: string, options?: { redirectUri?: string; host?: FrameHost; timeoutMs?: number }): Promise<Tokens>;
}

export interface RedirectSignInOptions {
  clientId: string;
  api: Pick<OAuthApi, 'redirects'>;
  /** How redirect sessions are sent: with the current token, never through the edge cache. */
  authedInit: CallInit;
  /** Where sign-ins in flight are kept across reloads, if anywhere. */
  transactionStorage: TransactionStorage | undefined;
  fetchTokens: FetchTokens;
  tokens: TokenState;
}

/**
 * The member's sign-in by redirect (PKCE): the sign-in data, the platform's sign-in URL, and the callback's code
 * exchanged for member tokens; and the same through a hidden frame after a direct login.
 */
export function redirectSignIn(options: RedirectSignInOptions): RedirectSignIn {
  const { clientId, api, authedInit, fetchTokens, tokens } = options;
  const transactions = signInTransactions(clientId, options.transactionStorage);
  const flows: RedirectSignIn = {
    async generateOAuthData(redirectUri, originalUri, verifierLength) {
      const { codeChallenge, createCodeVerifier, createState } = await import('./pkce.ts');
      const codeVerifier = createCodeVerifier(verifierLength);
      const data: OAuthData = { state: createState(), codeVerifier, codeChallenge: await codeChallenge(codeVerifier), redirectUri, originalUri };
      transactions.start(data);
      return data;
    },
    async getAuthUrl(data, { prompt = 'login', responseMode = 'fragment', sessionToken } = {}) {
      const authRequest = {
        // No redirect URI (a silent sign-in outside a page) is none sent, as the platform's SDK sends none.
        ...(data.redirectUri && { redirectUri: data.redirectUri }),
        clientId,
        codeChallenge: data.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode,
        responseType: 'code',
        scope: SCOPE,
        state: data.state,
        ...(sessionToken && { sessionToken }),
      };
      return { authUrl: redirectUrl(await (await loaded(api.redirects)).createRedirectSession({ auth: { authRequest, prompt } }, authedInit)) };
    },
    async getMemberTokens(code, state, data) {
      if (!code || !state) throw new AuthError('MISSING_CODE_OR_STATE', 'Missing code or _state');
      const expected = transactions.take(state, data);
      const member = await fetchTokens(
        {
          grantType: 'authorization_code',
          clientId,
          ...(expected.redirectUri && { redirectUri: expected.redirectUri }),
          code,
          codeVerifier: expected.codeVerifier,
        },
        'member',
      );
      tokens.set(member);
      return member;
    },
    async getMemberTokensForDirectLogin(sessionToken, { redirectUri = globalThis.location?.origin ?? '', host, timeoutMs } = {}) {
      // NaN or a negative wait once timed the sign-in out at once, after its session request was sent.
      if (timeoutMs !== undefined && !isDelay(timeoutMs))
        throw new ArgumentError(
          `getMemberTokensForDirectLogin: timeoutMs must be a number of milliseconds, 0 or more (Infinity for none); got ${shownValue(timeoutMs)}`,
          'timeoutMs',
        );
      const data = await flows.generateOAuthData(redirectUri);
      try {
        const { authUrl } = await flows.getAuthUrl(data, { prompt: 'none', responseMode: 'web_message', sessionToken });
        const { silentSignIn } = await import('./silent-sign-in.ts');
        const result = await silentSignIn(authUrl, data.state, { host, timeoutMs });
        if (result.error)
          throw new AuthError('SIGN_IN_FAILED', `Sign-in failed: ${result.error}${result.errorDescription ? ` (${result.errorDescription})` : ''}`);
        return await flows.getMemberTokens(result.code, result.state, data);
      } finally {
        // This sign-in never comes back by redirect: whatever happened, nothing is left waiting for it.
        transactions.forget(data.state);
      }
    },
  };
  return flows;
}

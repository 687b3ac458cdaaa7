import type { CallInit } from '../types.ts';
import { externalLogin } from './external-login.ts';
import { logoutFlow } from './logout.ts';
import type { OAuthApi } from './oauth-api.ts';
import type { FetchTokens } from './token-endpoint.ts';
import type { TokenState } from './token-state.ts';
import type { Tokens } from './token-storage.ts';
import { visitorCookieWarmer } from './visitor-cookie.ts';

export interface MemberFlowsOptions {
  clientId: string;
  api: Pick<OAuthApi, 'redirects'>;
  authedInit: CallInit;
  tokens: TokenState;
  fetchTokens: FetchTokens;
  validTokens: () => Promise<Tokens>;
  now: () => number;
}

/** Signing out, the elevated grant and the visitor cookie: the strategy loads them with the first of them. */
export function memberFlows(o: MemberFlowsOptions) {
  return {
    logout: logoutFlow(o.clientId, o.api, o.tokens, o.authedInit),
    getMemberTokensForExternalLogin: externalLogin(o.fetchTokens, o.validTokens, o.tokens),
    preWarmVisitorCookie: visitorCookieWarmer(o.api, o.authedInit, o.now),
  };
}

import type { CallInit } from '../types.ts';
import { loaded, type OAuthApi } from './oauth-api.ts';
import { redirectUrl } from './redirect-session.ts';
import type { TokenState } from './token-state.ts';
import { emptyTokens } from './token-storage.ts';

/**
 * Signing out: the platform's logout redirect session (back to `originalUrl` afterwards) is made with the current
 * token, then the tokens are dropped, even when the answer has no URL to go to.
 */
export function logoutFlow(clientId: string, api: Pick<OAuthApi, 'redirects'>, tokens: TokenState, authedInit: CallInit) {
  return async (originalUrl: string): Promise<{ logoutUrl: string }> => {
    const answer = await (await loaded(api.redirects)).createRedirectSession({ logout: { clientId }, callbacks: { postFlowUrl: originalUrl } }, authedInit);
    tokens.set(emptyTokens());
    return { logoutUrl: redirectUrl(answer) };
  };
}

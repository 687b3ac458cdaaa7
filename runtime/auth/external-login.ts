import { SCOPE } from './oauth-api.ts';
import type { FetchTokens } from './token-endpoint.ts';
import type { TokenState } from './token-state.ts';
import type { Tokens } from './token-storage.ts';

/**
 * Elevated access (server side): member tokens for a member authenticated elsewhere, granted to the visitor's access
 * token together with the app's API key; the member's tokens then replace the visitor's.
 */
export function externalLogin(fetchTokens: FetchTokens, validTokens: () => Promise<Tokens>, tokens: TokenState) {
  return async (memberId: string, apiKey: string): Promise<Tokens> => {
    const visitor = await validTokens();
    const member = await fetchTokens({ grant_type: 'authorized_client', scope: SCOPE, member_id: memberId }, 'member', undefined, {
      Authorization: `${visitor.accessToken.value},${apiKey}`,
    });
    tokens.set(member);
    return member;
  };
}

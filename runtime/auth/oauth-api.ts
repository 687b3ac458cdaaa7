import type { CallInit } from '../types.ts';
import type { DirectLoginApi } from './direct-login.ts';

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

/** The scope every sign-in asks for: a refresh token comes with the access token. */
export const SCOPE = 'offline_access';

import type { CallInit } from '../types.ts';
import type { DirectLoginApi } from './direct-login.ts';

/**
 * The oauth calls the strategy needs: the generated oauth service (`services.oauth` of generated/index.ts).
 * Passed in, because the runtime never imports generated code. `oauth` (the token call) is what a first call runs;
 * the others may each be a loader of their module (`redirects: () => import('@siteapi/clients/oauth/redirects')`), so
 * that an app's bundle loads them with the first flow that needs them.
 */
export interface OAuthApi extends DirectLoginApi {
  oauth: { token(payload: object, headers?: object, init?: CallInit): Promise<TokenAnswer> };
  redirects: Loadable<RedirectsCalls>;
}

export interface RedirectsCalls {
  createRedirectSession(options?: object, init?: CallInit): Promise<{ redirectSession?: { fullUrl?: string } }>;
}

/** An oauth module as given, or a loader of it. */
export type Loadable<T> = T | (() => Promise<T>);

/** The module of a `Loadable`, loaded when it is a loader (an import() caches it). */
export const loaded = async <T extends object>(part: Loadable<T>): Promise<T> => (typeof part === 'function' ? (part as () => Promise<T>)() : part);

export interface TokenAnswer {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
}

/** The scope every sign-in asks for: a refresh token comes with the access token. */
export const SCOPE = 'offline_access';

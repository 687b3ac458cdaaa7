import type { CallInit } from '../types.ts';
import { loaded, type OAuthApi } from './oauth-api.ts';
import type { PreWarmOptions } from './pre-warm.ts';
import { redirectUrl } from './redirect-session.ts';

/** Browsers: the platform's visitor cookie made sure of through a login redirect session; the pre-warm loads on first use. */
export function visitorCookieWarmer(api: Pick<OAuthApi, 'redirects'>, authedInit: CallInit, now: () => number) {
  return async (options?: PreWarmOptions): Promise<boolean> => {
    const warm = await import('./pre-warm.ts');
    return warm.preWarmVisitorCookie(async () => redirectUrl(await (await loaded(api.redirects)).createRedirectSession({ login: {} }, authedInit)), {
      now,
      ...options,
    });
  };
}

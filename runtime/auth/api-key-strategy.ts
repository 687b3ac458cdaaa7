import type { AuthStrategy } from '../auth.ts';

export interface ApiKeyStrategyOptions {
  /** The API key (server side only: never ship it to a browser). */
  apiKey: string;
  siteId?: string;
  accountId?: string;
}

/** Server-side access with an API key: the key as the Authorization header, with the site or account it acts on. */
export function ApiKeyStrategy(options: ApiKeyStrategyOptions): AuthStrategy & { readonly elevated: true } {
  // Elevated: modules wrapped with elevate() run with it.
  if (!options.apiKey) throw new TypeError('ApiKeyStrategy: apiKey is required');
  const headers: Record<string, string> = { authorization: options.apiKey };
  if (options.siteId) headers['wix-site-id'] = options.siteId;
  if (options.accountId) headers['wix-account-id'] = options.accountId;
  return { elevated: true, getAuthHeaders: () => ({ ...headers }) };
}

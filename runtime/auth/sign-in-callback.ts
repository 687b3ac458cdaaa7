import { AuthError } from '../errors.ts';

export type ResponseMode = 'fragment' | 'query';

export interface OAuthRedirectResult {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/** The sign-in callback's code and state, or error, read from its URL (the fragment, or the query). */
export function parseFromUrl(url: string, responseMode: ResponseMode = 'fragment'): OAuthRedirectResult {
  const parsed = new URL(url);
  const params = new URLSearchParams(responseMode === 'query' ? parsed.search : parsed.hash.replace(/^#/, ''));
  // A callback whose code or state is given twice is forged or mangled: which one the server meant is unknown.
  for (const name of ['code', 'state']) {
    if (params.getAll(name).length > 1) throw new AuthError('INVALID_CALLBACK', `The sign-in callback has '${name}' more than once; it is refused`);
  }
  const get = (k: string) => params.get(k) ?? undefined;
  return { code: get('code'), state: get('state'), error: get('error'), errorDescription: get('error_description') };
}

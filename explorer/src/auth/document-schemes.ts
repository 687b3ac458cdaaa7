// The explorer's one auth model, pure: the schemes calls may carry credentials for, each of a kind. A document's
// security schemes (what the user enters becomes the runtime's credential, which the generated client puts where the
// scheme says: header, query or cookie, `Bearer`, `Basic`; OAuth2's flows become an authorization URL, PKCE S256 for
// the authorization code, a token request and a redirect to read), and the platform's sign-in as one more kind (its
// OAuth visitor and member tokens or its API key, applied by the runtime's strategies). The store
// (`store/auth-store.ts`) does the opening, fetching and remembering.
import type { Credential, Credentials } from '@siteapi/runtime';
import type { OAuthFlowInfo, SecuritySchemeInfo } from '../catalogue/types.ts';

/** Who the platform's sign-in makes calls as: nobody, an OAuth app's visitor or member (tokens), or an API key. */
export type PlatformSignInKind = 'none' | 'oauth' | 'apiKey';

/**
 * What one call to a target carries, for its send and its snippets alike: the platform's sign-in (which of the
 * runtime's strategies; its secrets stay in the store) and the document's scheme credentials by the service's own
 * scheme names.
 */
export interface AppliedAuth {
  /** The platform's sign-in, present where it is a scheme of this explorer (`none`: not signed in). */
  platform?: PlatformSignInKind;
  credentials?: Credentials;
}

/**
 * The platform's sign-in as a scheme of the model. Its name has no dot, so no document scheme (named
 * `<service>.<name>`) can take it.
 */
export const PLATFORM_SIGN_IN: SecuritySchemeInfo = { name: 'platform', type: 'platformSignIn', flows: [] };

/** The schemes an explorer offers: the platform's sign-in for the platform's document, else the document's own. */
export function explorerSchemes(platformSignIn: boolean, documentSchemes: readonly SecuritySchemeInfo[]): readonly SecuritySchemeInfo[] {
  return platformSignIn ? [PLATFORM_SIGN_IN] : documentSchemes.filter((scheme) => scheme.name !== PLATFORM_SIGN_IN.name);
}

/**
 * What a scheme asks for: the platform's sign-in, a key, a token (bearer, OAuth2, OpenID Connect), a user and
 * password, or a value after its HTTP scheme name.
 */
export type SchemeInputKind = 'platformSignIn' | 'apiKey' | 'token' | 'basic' | 'httpValue' | 'unsupported';

export function inputKindOf(scheme: SecuritySchemeInfo): SchemeInputKind {
  if (scheme === PLATFORM_SIGN_IN) return 'platformSignIn';
  if (scheme.type === 'apiKey') return scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie' ? 'apiKey' : 'unsupported';
  if (scheme.type === 'http') {
    const name = (scheme.scheme ?? '').toLowerCase();
    return name === 'basic' ? 'basic' : name === 'bearer' ? 'token' : name ? 'httpValue' : 'unsupported';
  }
  return scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? 'token' : 'unsupported';
}

export type SchemeInput = { value: string } | { username: string; password: string };

/** The credential for what was entered; undefined when it is blank (nothing to send). */
export function credentialOf(input: SchemeInput): Credential | undefined {
  if ('value' in input) return input.value.trim() ? input.value.trim() : undefined;
  return input.username || input.password ? { username: input.username, password: input.password } : undefined;
}

/** A target as credentials are bound to it (and as a send names it): trimmed, without a trailing slash. */
export function boundTarget(text: string): string {
  return text.trim().replace(/\/+$/, '');
}

/** A credential with the target it was entered for: it goes to no other. */
export interface BoundCredential {
  credential: Credential;
  target: string;
}

/**
 * The credentials one service's calls to `target` carry, by its own scheme names: the catalogue names schemes
 * `<service>.<name>` (the bundle's), the generated service declares them as `<name>`. Credentials entered for another
 * target are left out.
 */
export function credentialsFor(service: string, entries: ReadonlyMap<string, BoundCredential>, target: string): Credentials | undefined {
  const prefix = `${service}.`;
  const out: Record<string, Credential> = {};
  for (const [name, { credential, target: boundTo }] of entries) {
    if (name.startsWith(prefix) && boundTo === target) out[name.slice(prefix.length)] = credential;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The flows the explorer runs (the password flow would have the page hold a user's password: a token is pasted instead). */
export const RUNNABLE_FLOWS = ['authorizationCode', 'clientCredentials', 'implicit', 'deviceAuthorization'] as const;
export type RunnableFlow = (typeof RUNNABLE_FLOWS)[number];

export const FLOW_TITLES: Record<string, string> = {
  authorizationCode: 'Authorization code with PKCE',
  clientCredentials: 'Client credentials',
  implicit: 'Implicit',
  password: 'Password',
  deviceAuthorization: 'Device authorization',
};

/**
 * A flow's URL as an absolute http(s) URL: OpenAPI allows one relative to the server, here the target. Anything
 * else (another protocol, a broken URL) is refused with the reason.
 */
export function flowUrl(url: string | undefined, target: string, what: string): { ok: true; url: URL } | { ok: false; message: string } {
  if (!url) return { ok: false, message: `The document gives this flow no ${what}.` };
  let resolved: URL;
  try {
    resolved = new URL(url, `${target}/`);
  } catch {
    return { ok: false, message: `The ${what} "${url}" is not a URL.` };
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return { ok: false, message: `The ${what} "${url}" is not an http(s) URL.` };
  return { ok: true, url: resolved };
}

export interface AuthorizationParameters {
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  /** The S256 challenge of the PKCE verifier (authorization code only). */
  codeChallenge?: string;
}

/** Where the browser goes to authorize: the flow's authorization URL with the request's parameters (RFC 6749, RFC 7636). */
export function authorizationUrl(flow: OAuthFlowInfo, target: string, parameters: AuthorizationParameters): string {
  const base = flowUrl(flow.authorizationUrl, target, 'authorization URL');
  if (!base.ok) throw new Error(base.message);
  const url = base.url;
  url.searchParams.set('response_type', flow.flow === 'implicit' ? 'token' : 'code');
  url.searchParams.set('client_id', parameters.clientId);
  url.searchParams.set('redirect_uri', parameters.redirectUri);
  if (parameters.scopes.length > 0) url.searchParams.set('scope', parameters.scopes.join(' '));
  url.searchParams.set('state', parameters.state);
  if (parameters.codeChallenge) {
    url.searchParams.set('code_challenge', parameters.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

export type TokenGrant =
  | { grant: 'authorization_code'; code: string; redirectUri: string; clientId: string; codeVerifier: string }
  | { grant: 'client_credentials'; clientId: string; clientSecret: string; scopes: readonly string[] }
  | { grant: typeof DEVICE_CODE_GRANT; deviceCode: string; clientId: string };

/** RFC 8628's grant type: the token endpoint asked, again and again, whether the user has approved the device. */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** The token endpoint's request: a form POST (client credentials with HTTP Basic, RFC 6749 §2.3.1). */
export function tokenRequest(flow: OAuthFlowInfo, target: string, grant: TokenGrant): { url: string; init: RequestInit } {
  const base = flowUrl(flow.tokenUrl, target, 'token URL');
  if (!base.ok) throw new Error(base.message);
  const body = new URLSearchParams({ grant_type: grant.grant });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (grant.grant === 'authorization_code') {
    body.set('code', grant.code);
    body.set('redirect_uri', grant.redirectUri);
    body.set('client_id', grant.clientId);
    body.set('code_verifier', grant.codeVerifier);
  } else if (grant.grant === DEVICE_CODE_GRANT) {
    body.set('device_code', grant.deviceCode);
    body.set('client_id', grant.clientId);
  } else {
    if (grant.scopes.length > 0) body.set('scope', grant.scopes.join(' '));
    const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
    headers.authorization = `Basic ${btoa(`${encode(grant.clientId)}:${encode(grant.clientSecret)}`)}`;
  }
  // Never followed: a 307 or 308 would send the body and the client secret on to wherever it points (the runtime's
  // rule, runtime/README.md "Redirects"); the store reports a redirect instead.
  return { url: base.url.toString(), init: { method: 'POST', headers, body: body.toString(), redirect: 'manual' } };
}

/** The access token from a token endpoint's answer (untrusted: a string of sane length, or an error saying what came back). */
export function accessTokenOf(answer: unknown): { ok: true; token: string } | { ok: false; message: string } {
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const token = record.access_token;
  if (typeof token === 'string' && token.length > 0 && token.length <= 16_384) return { ok: true, token };
  const error = typeof record.error === 'string' ? record.error.slice(0, 200) : undefined;
  return { ok: false, message: error ? `The token endpoint refused: ${error}.` : 'The token endpoint did not answer with an access_token.' };
}

export type RedirectResult = { ok: true; code: string } | { ok: true; accessToken: string } | { ok: false; message: string };

/**
 * What the authorization server sent back to the redirect URI (the query for a code, the fragment for an implicit
 * token). Untrusted: the state must be the one this sign-in sent, and the values strings of sane length.
 */
export function readRedirect(href: string, expectedState: string): RedirectResult {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { ok: false, message: 'The authorization server sent back an address that is not a URL.' };
  }
  const params = new URLSearchParams(url.hash.startsWith('#') && url.hash.includes('=') ? url.hash.slice(1) : url.search);
  if (params.get('state') !== expectedState) return { ok: false, message: 'The answer is not for this sign-in (its state differs); nothing was used.' };
  const error = params.get('error');
  if (error) return { ok: false, message: `The authorization server refused: ${error.slice(0, 200)}.` };
  const sane = (value: string | null): value is string => value !== null && value.length > 0 && value.length <= 16_384;
  const token = params.get('access_token');
  if (sane(token)) return { ok: true, accessToken: token };
  const code = params.get('code');
  if (sane(code)) return { ok: true, code };
  return { ok: false, message: 'The authorization server sent back neither a code nor a token.' };
}

/** The device authorization request of RFC 8628 (§3.1): the client id and the scopes, as a form POST. */
export function deviceAuthorizationRequest(
  flow: OAuthFlowInfo,
  target: string,
  clientId: string,
  scopes: readonly string[],
): { url: string; init: RequestInit } {
  const base = flowUrl(flow.deviceAuthorizationUrl, target, 'device authorization URL');
  if (!base.ok) throw new Error(base.message);
  const body = new URLSearchParams({ client_id: clientId });
  if (scopes.length > 0) body.set('scope', scopes.join(' '));
  return {
    url: base.url.toString(),
    // As the token request: a redirect is not followed (it would carry the client id and scopes elsewhere).
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      redirect: 'manual',
    },
  };
}

/** What the user is told and the page polls with, from a device authorization answer (RFC 8628 §3.2). */
export interface DeviceCode {
  deviceCode: string;
  userCode: string;
  /** Where the user goes (an http(s) URL), and the same with the code filled in when the server gives one. */
  verificationUri: string;
  verificationUriComplete?: string;
  /** Seconds between two token requests (5 unless the server says, never under 1). */
  interval: number;
  /** Seconds the code lives (at most 30 minutes are waited). */
  expiresIn: number;
}

/** A device authorization answer, read as untrusted: strings of sane length, http(s) verification URIs. */
export function deviceCodeOf(answer: unknown): { ok: true; code: DeviceCode } | { ok: false; message: string } {
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const sane = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 2048;
  const web = (value: unknown): value is string => sane(value) && /^https?:\/\//i.test(value) && URL.canParse(value);
  const seconds = (value: unknown, fallback: number, max: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.max(value, 1), max) : fallback;
  if (typeof record.error === 'string') return { ok: false, message: `The device authorization endpoint refused: ${record.error.slice(0, 200)}.` };
  if (!sane(record.device_code) || !sane(record.user_code) || !web(record.verification_uri))
    return { ok: false, message: 'The device authorization endpoint did not answer with a device_code, a user_code and an http(s) verification_uri.' };
  return {
    ok: true,
    code: {
      deviceCode: record.device_code,
      userCode: record.user_code,
      verificationUri: record.verification_uri,
      ...(web(record.verification_uri_complete) ? { verificationUriComplete: record.verification_uri_complete } : {}),
      interval: seconds(record.interval, 5, 60),
      expiresIn: seconds(record.expires_in, 600, 1800),
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { services } from '../../../generated/src/index.ts';
import { posts } from '../../../generated/src/blog/index.ts';
import { ApiKeyStrategy, AuthError, createClient, OAuthStrategy, type Tokens } from '../../../runtime/index.ts';
import { codeChallenge, createCodeVerifier } from '../../../runtime/generated.ts';
import { fakeFetch, json, type Recorded } from '../core/fixtures.ts';

const NOW = Date.UTC(2026, 0, 1);
const nowSeconds = NOW / 1000;
const expired = (role: 'visitor' | 'member', refresh = `${role}-refresh`): Tokens => ({
  accessToken: { value: 'old-access', expiresAt: nowSeconds - 10 },
  refreshToken: { value: refresh, role },
});

/** The platform as far as sign-in goes: token endpoint, redirect sessions, one blog call. */
function platform(answerToken?: (body: Record<string, unknown>, n: number) => Response | Promise<Response>) {
  let n = 0;
  const fetch = fakeFetch(async (req: Recorded) => {
    const url = new URL(req.url);
    if (url.pathname === '/oauth2/token') {
      const body = JSON.parse(req.body!) as Record<string, unknown>;
      n += 1;
      if (answerToken) return answerToken(body, n);
      return json(200, { access_token: `access-${n}`, expires_in: 14400, refresh_token: body.grantType === 'refresh_token' ? undefined : `refresh-${n}` });
    }
    if (url.pathname === '/_api/redirects-api/v1/redirect-session') {
      return json(200, { redirectSession: { id: 'rs-1', fullUrl: 'https://users.example.test/signin?session=rs-1' } });
    }
    return json(200, { posts: [] });
  });
  const tokenRequests = () => fetch.calls.filter((c) => c.url.endsWith('/oauth2/token')).map((c) => JSON.parse(c.body!) as Record<string, unknown>);
  const apiCalls = () => fetch.calls.filter((c) => c.url.includes('/blog/'));
  return { fetch, tokenRequests, apiCalls };
}

function strategyOn(p: ReturnType<typeof platform>, extra: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) {
  return OAuthStrategy({ clientId: 'client-1', api: services.oauth, host: 'http://127.0.0.1:1', fetch: p.fetch, now: () => NOW, ...extra });
}

describe('PKCE', () => {
  it('gives the RFC 7636 appendix B challenge', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43 characters by default, 43 to 128 on request, of unreserved characters only', () => {
    expect(createCodeVerifier()).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(createCodeVerifier(128)).toHaveLength(128);
    expect(new Set(Array.from({ length: 50 }, () => createCodeVerifier())).size).toBe(50);
    for (const bad of [42, 129, 0, 50.5]) expect(() => createCodeVerifier(bad)).toThrow(/PKCE code verifier length must be an integer from 43 to 128/);
  });
});

describe('visitor tokens', () => {
  it('fetches an anonymous pair on the first call and sends its access token', async () => {
    const p = platform();
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch: p.fetch, auth: strategyOn(p) });
    await client.posts.listPosts();
    expect(p.tokenRequests()).toEqual([{ grantType: 'anonymous', clientId: 'client-1' }]);
    expect(p.apiCalls()[0]!.headers.authorization).toBe('access-1');
    expect(p.apiCalls()[0]!.url).not.toContain('access-1');
  });

  it('100 concurrent calls with an expired access token: exactly 1 token request, and all 100 carry the new token', async () => {
    const p = platform();
    const auth = strategyOn(p, { tokens: expired('visitor') });
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch: p.fetch, auth });
    await Promise.all(Array.from({ length: 100 }, () => client.posts.listPosts()));
    expect(p.tokenRequests()).toEqual([{ grantType: 'refresh_token', refreshToken: 'visitor-refresh', clientId: 'client-1' }]);
    expect(p.apiCalls()).toHaveLength(100);
    expect(new Set(p.apiCalls().map((c) => c.headers.authorization))).toEqual(new Set(['access-1']));
    expect(auth.getTokens().refreshToken).toEqual({ value: 'visitor-refresh', role: 'visitor' });
  });

  it('a failing renewal rejects every waiting call, is not cached, and call 101 triggers exactly 1 new renewal', async () => {
    let down = true;
    const p = platform((body, n) =>
      down
        ? new Response('upstream down', { status: 503, statusText: 'Service Unavailable' })
        : json(200, { access_token: `access-${n}`, expires_in: 14400, refresh_token: body.grantType === 'anonymous' ? 'r' : undefined }),
    );
    const auth = strategyOn(p, { tokens: expired('visitor'), refreshRetryDelaysMs: [0, 0] });
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch: p.fetch, auth });
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => client.posts.listPosts()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as AuthError;
    expect(reason).toBeInstanceOf(AuthError);
    expect(reason.code).toBe('FAILED_TO_FETCH_TOKENS');
    expect(reason.message).toMatch(/^Failed to fetch tokens from OAuth API: Service Unavailable\. request id: none\. Response: upstream down$/);
    // One renewal: the refresh and its two retries (a 503 is transient), no fallback to new visitor tokens.
    expect(p.tokenRequests().map((b) => b.grantType)).toEqual(['refresh_token', 'refresh_token', 'refresh_token']);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'visitor-refresh', role: 'visitor' });
    expect(p.apiCalls()).toHaveLength(0);
    down = false;
    const before = p.tokenRequests().length;
    await client.posts.listPosts();
    expect(
      p
        .tokenRequests()
        .slice(before)
        .map((b) => b.grantType),
    ).toEqual(['refresh_token']);
    expect(p.apiCalls()).toHaveLength(1);
  });

  it('renews a little before expiry, not after', async () => {
    const p = platform();
    const soon = strategyOn(p, { tokens: { accessToken: { value: 'a', expiresAt: nowSeconds + 30 }, refreshToken: { value: 'r', role: 'visitor' } } });
    await soon.getAuthHeaders({ method: 'GET', url: '', service: 'blog', operationId: 'listPosts' });
    expect(p.tokenRequests()).toHaveLength(1);
    const later = strategyOn(p, { tokens: { accessToken: { value: 'b', expiresAt: nowSeconds + 600 }, refreshToken: { value: 'r', role: 'visitor' } } });
    expect(await later.getAuthHeaders({ method: 'GET', url: '', service: 'blog', operationId: 'listPosts' })).toEqual({ authorization: 'b' });
    expect(p.tokenRequests()).toHaveLength(1);
  });

  it('reports a member who silently becomes a visitor when the refresh fails', async () => {
    const p = platform((body, n) =>
      body.grantType === 'refresh_token'
        ? json(400, { message: 'invalid refresh token' })
        : json(200, { access_token: `access-${n}`, expires_in: 14400, refresh_token: 'visitor-r' }),
    );
    const onVisitorFallback = vi.fn();
    const auth = strategyOn(p, { tokens: expired('member'), onVisitorFallback });
    expect(auth.loggedIn()).toBe(true);
    await auth.validTokens();
    expect(onVisitorFallback).toHaveBeenCalledTimes(1);
    expect(onVisitorFallback.mock.calls[0]![0]).toMatchObject({ previousRole: 'member' });
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'visitor-r', role: 'visitor' });
  });

  it('a member and a visitor never share a renewal, and an old renewal does not overwrite a sign-in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const p = platform(async (body, n) => {
      if (body.refreshToken === 'visitor-refresh') await gate;
      return json(200, { access_token: `access-${n}-${String(body.refreshToken)}`, expires_in: 14400 });
    });
    const auth = strategyOn(p, { tokens: expired('visitor') });
    const visitorRenewal = auth.validTokens();
    await new Promise((r) => setTimeout(r, 5));
    auth.setTokens(expired('member'));
    const member = await auth.validTokens();
    expect(member.accessToken.value).toBe('access-2-member-refresh');
    release();
    expect((await visitorRenewal).accessToken.value).toBe('access-1-visitor-refresh');
    expect(auth.getTokens().refreshToken.role).toBe('member');
    expect(auth.getTokens().accessToken.value).toBe('access-2-member-refresh');
  });
});

describe('member sign-in by redirect', () => {
  it('asks for a redirect session with PKCE S256 and the state, and exchanges the code for member tokens', async () => {
    const p = platform();
    const auth = strategyOn(p);
    const data = await auth.generateOAuthData('https://app.example.test/callback', 'https://app.example.test/account');
    expect(data.codeVerifier).toHaveLength(43);
    expect(data.codeChallenge).toBe(await codeChallenge(data.codeVerifier));
    const { authUrl } = await auth.getAuthUrl(data);
    expect(authUrl).toBe('https://users.example.test/signin?session=rs-1');
    const sent = JSON.parse(p.fetch.calls.find((c) => c.url.endsWith('/redirect-session'))!.body!);
    expect(sent.auth.authRequest).toEqual({
      redirectUri: 'https://app.example.test/callback',
      clientId: 'client-1',
      codeChallenge: data.codeChallenge,
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: data.state,
    });
    const result = auth.parseFromUrl(`https://app.example.test/callback#code=c-1&state=${data.state}`);
    const tokens = await auth.getMemberTokens(result.code, result.state, data);
    expect(p.tokenRequests().at(-1)).toEqual({
      grantType: 'authorization_code',
      clientId: 'client-1',
      redirectUri: 'https://app.example.test/callback',
      code: 'c-1',
      codeVerifier: data.codeVerifier,
    });
    expect(tokens.refreshToken.role).toBe('member');
    expect(auth.loggedIn()).toBe(true);
  });

  it('reads the result from the fragment by default, from the query on request', () => {
    const auth = strategyOn(platform());
    expect(auth.parseFromUrl('https://a.test/cb?code=q#code=f&state=s&error=access_denied&error_description=No%20way')).toEqual({
      code: 'f',
      state: 's',
      error: 'access_denied',
      errorDescription: 'No way',
    });
    expect(auth.parseFromUrl('https://a.test/cb?code=q&state=s2#code=f', 'query')).toEqual({
      code: 'q',
      state: 's2',
      error: undefined,
      errorDescription: undefined,
    });
  });

  it('rejects missing, wrong, repeated and __proto__ states without any token request', async () => {
    const p = platform();
    const auth = strategyOn(p);
    const data = await auth.generateOAuthData('https://app.example.test/callback');
    const cases: [string | undefined, string | undefined, RegExp][] = [
      [undefined, data.state, /^Missing code or _state$/],
      ['c', undefined, /^Missing code or _state$/],
      ['c', 'not-the-state', /^Invalid _state$/],
      ['c', '__proto__', /^Invalid _state$/],
      ['c', 'constructor', /^Invalid _state$/],
    ];
    for (const [code, state, message] of cases) {
      await expect(auth.getMemberTokens(code, state)).rejects.toThrow(message);
      await expect(auth.getMemberTokens(code, state, state === data.state ? data : undefined)).rejects.toThrow(message);
    }
    await expect(auth.getMemberTokens('c', '__proto__', { ...data, state: 'x' })).rejects.toBeInstanceOf(AuthError);
    expect(p.tokenRequests()).toHaveLength(0);
    await auth.getMemberTokens('c', data.state, data);
    expect(p.tokenRequests()).toHaveLength(1);
    await expect(auth.getMemberTokens('c', data.state, data)).rejects.toThrow(/^Invalid _state$/);
    expect(p.tokenRequests()).toHaveLength(1);
  });

  it('logout clears both tokens, sets the role to none and returns the logout URL', async () => {
    const p = platform();
    const auth = strategyOn(p, { tokens: { accessToken: { value: 'm', expiresAt: nowSeconds + 3600 }, refreshToken: { value: 'mr', role: 'member' } } });
    const { logoutUrl } = await auth.logout('https://app.example.test/');
    expect(logoutUrl).toBe('https://users.example.test/signin?session=rs-1');
    expect(auth.getTokens()).toEqual({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(auth.loggedIn()).toBe(false);
    const sent = JSON.parse(p.fetch.calls.at(-1)!.body!);
    expect(sent).toEqual({ logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://app.example.test/' } });
  });
});

describe('ApiKeyStrategy', () => {
  it('sends the key and the site it acts on', async () => {
    const p = platform();
    const client = createClient({
      modules: { posts },
      host: 'http://127.0.0.1:1',
      fetch: p.fetch,
      auth: ApiKeyStrategy({ apiKey: 'key-1', siteId: 'site-1' }),
    });
    await client.posts.listPosts();
    expect(p.apiCalls()[0]!.headers).toMatchObject({ authorization: 'key-1', 'wix-site-id': 'site-1' });
    expect(() => ApiKeyStrategy({ apiKey: '' })).toThrow(/apiKey is required/);
  });
});

import { describe, expect, it } from 'vitest';
import { redirectSignIn } from '../../../runtime/auth/redirect-sign-in.ts';
import type { FrameHost } from '../../../runtime/auth/silent-sign-in.ts';
import type { AuthError } from '../../../runtime/errors.ts';
import { memoryTokens, stubEndpoint, stubRedirects } from './stubs.ts';

function setup(transactionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const api = stubRedirects('https://users.example.test/authorize?session=1');
  const endpoint = stubEndpoint();
  const tokens = memoryTokens();
  const authedInit = { headers: { marker: 'authed' } };
  const flows = redirectSignIn({ clientId: 'client-1', api, authedInit, transactionStorage, fetchTokens: endpoint.fetchTokens, tokens });
  return { flows, api, endpoint, tokens, authedInit };
}

describe('redirect-sign-in: the member signs in by redirect', () => {
  it('generateOAuthData makes a PKCE pair and a state, and keeps the sign-in for its callback', async () => {
    const session = new Map<string, string>();
    const { flows } = setup({ getItem: (k) => session.get(k) ?? null, setItem: (k, v) => void session.set(k, v), removeItem: (k) => void session.delete(k) });
    const data = await flows.generateOAuthData('https://app.test/cb', 'https://app.test/page', 64);
    expect(data.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    expect(data.codeChallenge).toMatch(/^[A-Za-z0-9\-_]{43}$/);
    expect([data.redirectUri, data.originalUri]).toEqual(['https://app.test/cb', 'https://app.test/page']);
    expect(JSON.parse(session.get(`siteapi.oauth.transaction.client-1.${data.state}`)!)).toEqual(data);
  });

  it("getAuthUrl asks for a redirect session with the sign-in's PKCE request, sent as the authed calls are", async () => {
    const { flows, api, authedInit } = setup();
    const data = { state: 's1', codeVerifier: 'v', codeChallenge: 'ch', redirectUri: 'https://app.test/cb' };
    expect(await flows.getAuthUrl(data)).toEqual({ authUrl: 'https://users.example.test/authorize?session=1' });
    await flows.getAuthUrl(data, { prompt: 'none', responseMode: 'web_message', sessionToken: 'st' });
    const request = (responseMode: string, extra = {}) => ({
      redirectUri: 'https://app.test/cb',
      clientId: 'client-1',
      codeChallenge: 'ch',
      codeChallengeMethod: 'S256',
      responseMode,
      responseType: 'code',
      scope: 'offline_access',
      state: 's1',
      ...extra,
    });
    expect(api.redirects.createRedirectSession.mock.calls).toEqual([
      [{ auth: { authRequest: request('fragment'), prompt: 'login' } }, authedInit],
      [{ auth: { authRequest: request('web_message', { sessionToken: 'st' }), prompt: 'none' } }, authedInit],
    ]);
  });

  it('sends no redirectUri where there is none (a silent sign-in outside a page), as the platform SDK sends none', async () => {
    const { flows, api, endpoint } = setup();
    const data = await flows.generateOAuthData('');
    await flows.getAuthUrl(data, { prompt: 'none', responseMode: 'web_message', sessionToken: 'st' });
    const { authRequest } = (api.redirects.createRedirectSession.mock.calls[0]![0] as { auth: { authRequest: Record<string, unknown> } }).auth;
    expect(Object.keys(authRequest)).not.toContain('redirectUri');
    await flows.getMemberTokens('code-1', data.state);
    expect(Object.keys(endpoint.grants[0]!.payload as object)).toEqual(['grantType', 'clientId', 'code', 'codeVerifier']);
  });

  it('getAuthUrl without a URL in the answer is NO_REDIRECT_URL', async () => {
    const { flows, api } = setup();
    api.redirects.createRedirectSession.mockResolvedValueOnce({ redirectSession: {} });
    await expect(flows.getAuthUrl({ state: 's', codeVerifier: 'v', codeChallenge: 'c', redirectUri: 'r' })).rejects.toMatchObject({ code: 'NO_REDIRECT_URL' });
  });

  it('getMemberTokens exchanges the code with the verifier once, and stores member tokens', async () => {
    const { flows, endpoint, tokens } = setup();
    const data = await flows.generateOAuthData('https://app.test/cb');
    const member = await flows.getMemberTokens('code-1', data.state);
    expect(endpoint.grants).toEqual([
      {
        payload: { grantType: 'authorization_code', clientId: 'client-1', redirectUri: 'https://app.test/cb', code: 'code-1', codeVerifier: data.codeVerifier },
        role: 'member',
        keepRefresh: undefined,
        headers: undefined,
      },
    ]);
    expect(tokens.current()).toBe(member);
    await expect(flows.getMemberTokens('code-1', data.state)).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('getMemberTokens without code or state is MISSING_CODE_OR_STATE, nothing sent', async () => {
    const { flows, endpoint } = setup();
    for (const [code, state] of [
      [undefined, 's'],
      ['c', undefined],
      ['', 's'],
    ] as const) {
      const error = (await flows.getMemberTokens(code, state).catch((e: unknown) => e)) as AuthError;
      expect([error.code, error.message]).toEqual(['MISSING_CODE_OR_STATE', 'Missing code or _state']);
    }
    expect(endpoint.grants).toEqual([]);
  });

  it('getMemberTokensForDirectLogin: a hidden sign-in that fails is SIGN_IN_FAILED and leaves no sign-in waiting', async () => {
    const session = new Map<string, string>();
    const { flows, api } = setup({
      getItem: (k) => session.get(k) ?? null,
      setItem: (k, v) => void session.set(k, v),
      removeItem: (k) => void session.delete(k),
    });
    const listeners = new Set<(e: MessageEvent) => void>();
    let frames = 0;
    const host: FrameHost = {
      window: { addEventListener: (_t, l) => listeners.add(l), removeEventListener: (_t, l) => listeners.delete(l) },
      document: {
        createElement: () => {
          frames += 1;
          return { style: { display: '' }, src: '', remove: () => undefined };
        },
        body: { appendChild: (n) => n },
      },
    };
    const login = flows.getMemberTokensForDirectLogin('session-1', { redirectUri: 'https://app.test', host });
    await expect.poll(() => frames).toBe(1);
    const { state } = (api.redirects.createRedirectSession.mock.calls[0]![0] as { auth: { authRequest: { state: string } } }).auth.authRequest;
    expect(session.size).toBe(1);
    for (const l of listeners)
      l({ origin: 'https://users.example.test', data: { state, error: 'login_required', error_description: 'Sign in first' } } as MessageEvent);
    const error = (await login.catch((e: unknown) => e)) as AuthError;
    expect([error.code, error.message]).toEqual(['SIGN_IN_FAILED', 'Sign-in failed: login_required (Sign in first)']);
    expect(session.size).toBe(0);
  });
});

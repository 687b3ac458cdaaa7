import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuthStrategy, type FrameHost, type SignInFrame } from '@siteapi/runtime';
import { services } from '@siteapi/clients';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Sign-in against canned answers on a loopback server: redirect sessions (getAuthUrl, silent login, logout) go out
// with a token, a visitor's obtained first when there is none, as the platform's SDK sends them.
const seen: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c.toString()));
  req.on('end', () => {
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const path = new URL(req.url!, 'http://x').pathname;
    seen.push({ path, authorization: req.headers.authorization, body });
    const answer = path.endsWith('/oauth2/token')
      ? body.grantType === 'anonymous'
        ? { access_token: 'visitor-access', expires_in: 14400, refresh_token: 'visitor-refresh' }
        : { access_token: 'member-access', expires_in: 14400, refresh_token: 'member-refresh' }
      : { redirectSession: { id: 'rs', fullUrl: 'https://users.example.test/authorize?s=1' } };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

/** A frame host whose sign-in page answers at once with a code for the state in its URL's session. */
function answeringFrames(): FrameHost {
  let listener: ((e: MessageEvent) => void) | undefined;
  return {
    window: { addEventListener: (_t, l) => (listener = l), removeEventListener: () => (listener = undefined) },
    document: {
      createElement: () => ({ style: { display: '' }, src: '', remove() {} }) as SignInFrame,
      body: {
        appendChild: (frame) => {
          const state = (seen.findLast((s) => s.path.endsWith('/redirect-session'))!.body.auth as { authRequest: { state: string } }).authRequest.state;
          queueMicrotask(() => listener?.({ origin: 'https://users.example.test', data: { state, code: 'code-1' } } as MessageEvent));
          return frame;
        },
      },
    },
  };
}

describe('sign-in sends a token with its redirect sessions, as the SDK does', () => {
  it('getAuthUrl with no tokens yet: a visitor token first, then the redirect session with it', async () => {
    const auth = OAuthStrategy({ clientId: 'client-1', api: services.oauth, host });
    const data = await auth.generateOAuthData('https://app.example.test/callback');
    const { authUrl } = await auth.getAuthUrl(data);
    expect(authUrl).toBe('https://users.example.test/authorize?s=1');
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ['/oauth2/token', undefined],
      ['/_api/redirects-api/v1/redirect-session', 'visitor-access'],
    ]);
    expect(seen[0]!.body).toEqual({ grantType: 'anonymous', clientId: 'client-1' });
  });

  it('silent login (getMemberTokensForDirectLogin): the redirect session carries the visitor token', async () => {
    const auth = OAuthStrategy({ clientId: 'client-1', api: services.oauth, host });
    const tokens = await auth.getMemberTokensForDirectLogin('session-1', { redirectUri: 'https://app.example.test', host: answeringFrames() });
    expect(tokens.refreshToken).toEqual({ value: 'member-refresh', role: 'member' });
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ['/oauth2/token', undefined],
      ['/_api/redirects-api/v1/redirect-session', 'visitor-access'],
      ['/oauth2/token', undefined],
    ]);
    expect(seen[2]!.body).toMatchObject({ grantType: 'authorization_code', code: 'code-1' });
  });

  it('silent login outside a page, with no redirect URI: none is sent, as the SDK sends none', async () => {
    const auth = OAuthStrategy({ clientId: 'client-1', api: services.oauth, host });
    await auth.getMemberTokensForDirectLogin('session-1', { host: answeringFrames() });
    const authRequest = (seen[1]!.body.auth as { authRequest: Record<string, unknown> }).authRequest;
    expect(authRequest).not.toHaveProperty('redirectUri');
    expect(seen[2]!.body).not.toHaveProperty('redirectUri');
    expect(seen[2]!.body).toMatchObject({ grantType: 'authorization_code', code: 'code-1' });
  });

  it("logout: the redirect session carries the member's token, then the tokens are cleared", async () => {
    const auth = OAuthStrategy({
      clientId: 'client-1',
      api: services.oauth,
      host,
      tokens: { accessToken: { value: 'member-access', expiresAt: Date.now() / 1000 + 3600 }, refreshToken: { value: 'member-refresh', role: 'member' } },
    });
    const { logoutUrl } = await auth.logout('https://app.example.test/');
    expect(logoutUrl).toBe('https://users.example.test/authorize?s=1');
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([['/_api/redirects-api/v1/redirect-session', 'member-access']]);
    expect(auth.loggedIn()).toBe(false);
  });
});

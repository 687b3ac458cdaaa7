// Auth from the document's security schemes: what the user enters becomes the credential the generated client puts
// where each scheme says (the runtime's securityParts, which the client runs), bound to the target it was entered for;
// OAuth2's flows as URLs, token requests and redirects read as untrusted input; the store running them.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { securityParts } from '@siteapi/runtime/generated';
import {
  accessTokenOf,
  authorizationUrl,
  type BoundCredential,
  credentialOf,
  credentialsFor,
  inputKindOf,
  readRedirect,
  tokenRequest,
} from '../../../explorer/src/auth/document-schemes.ts';
import type { OAuthFlowInfo, SecuritySchemeInfo } from '../../../explorer/src/catalogue/types.ts';
import { memoryEnvironment } from '../../../explorer/src/store/environment.ts';
import type { SignInWindow } from '../../../explorer/src/auth/sign-in-window.ts';
import { createAuthStore } from '../../../explorer/src/store/auth-store.ts';
import { createSettingsStore } from '../../../explorer/src/store/settings-store.ts';

const TARGET = 'http://127.0.0.1:4010';
const scheme = (name: string, extra: Partial<SecuritySchemeInfo>): SecuritySchemeInfo => ({ name: `train.${name}`, type: 'apiKey', flows: [], ...extra });
const SCHEMES = [
  scheme('HeaderKey', { type: 'apiKey', in: 'header', parameterName: 'X-Api-Key' }),
  scheme('QueryKey', { type: 'apiKey', in: 'query', parameterName: 'api_key' }),
  scheme('CookieKey', { type: 'apiKey', in: 'cookie', parameterName: 'session' }),
  scheme('Bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
  scheme('Basic', { type: 'http', scheme: 'basic' }),
  scheme('OAuth2', { type: 'oauth2' }),
  scheme('Oidc', { type: 'openIdConnect', openIdConnectUrl: 'https://id.example/.well-known/openid-configuration' }),
];
/** The service's security as its generated client declares it (the document's schemes under their own names). */
const security = {
  schemes: {
    HeaderKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    QueryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
    CookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
    Bearer: { type: 'http', scheme: 'bearer' },
    Basic: { type: 'http', scheme: 'basic' },
    OAuth2: { type: 'oauth2' },
    Oidc: { type: 'openIdConnect' },
  },
  requirements: [],
} as const;

const FLOW: OAuthFlowInfo = {
  flow: 'authorizationCode',
  authorizationUrl: 'https://auth.trains.example/authorize',
  tokenUrl: '/oauth/token',
  scopes: [
    { name: 'read', description: 'Read access' },
    { name: 'write', description: 'Write access' },
  ],
};

async function applied(name: string, credential: ReturnType<typeof credentialOf>) {
  const entries = new Map<string, BoundCredential>([[`train.${name}`, { credential: credential!, target: TARGET }]]);
  return securityParts(security, [[name]], credentialsFor('train', entries, TARGET) ?? {});
}

describe('document security schemes', () => {
  it('asks each scheme for what it needs', () => {
    expect(SCHEMES.map(inputKindOf)).toEqual(['apiKey', 'apiKey', 'apiKey', 'token', 'basic', 'token', 'token']);
    expect(inputKindOf(scheme('Digest', { type: 'http', scheme: 'digest' }))).toBe('httpValue');
    expect(inputKindOf(scheme('Odd', { type: 'apiKey', in: 'body' }))).toBe('unsupported');
    expect(inputKindOf(scheme('Mutual', { type: 'mutualTLS' }))).toBe('unsupported');
  });

  it('applies an API key in a header, a query parameter or a cookie, a bearer or basic pair, and OAuth2 / OpenID Connect tokens', async () => {
    expect((await applied('HeaderKey', credentialOf({ value: ' k-1 ' }))).headers).toEqual({ 'x-api-key': 'k-1' });
    expect((await applied('QueryKey', credentialOf({ value: 'k 2' }))).query).toEqual([['api_key', 'k 2']]);
    expect((await applied('CookieKey', credentialOf({ value: 'k3' }))).cookies).toEqual([['session', 'k3']]);
    expect((await applied('Bearer', credentialOf({ value: 'jwt' }))).headers).toEqual({ authorization: 'Bearer jwt' });
    expect((await applied('Basic', credentialOf({ username: 'ada', password: 'pw:1' }))).headers).toEqual({ authorization: `Basic ${btoa('ada:pw:1')}` });
    expect((await applied('OAuth2', credentialOf({ value: 'at' }))).headers).toEqual({ authorization: 'Bearer at' });
    expect((await applied('Oidc', credentialOf({ value: 'id-at' }))).headers).toEqual({ authorization: 'Bearer id-at' });
    // Blank input is nothing to send.
    expect(credentialOf({ value: '  ' })).toBeUndefined();
    expect(credentialOf({ username: '', password: '' })).toBeUndefined();
  });

  it("sends a credential only to the target it was entered for, and only with its own service's calls", () => {
    const entries = new Map<string, BoundCredential>([
      ['train.Bearer', { credential: 'a', target: TARGET }],
      ['train.HeaderKey', { credential: 'b', target: 'https://api.trains.example' }],
      ['other.Bearer', { credential: 'c', target: TARGET }],
      ['trains.Bearer', { credential: 'd', target: TARGET }],
    ]);
    expect(credentialsFor('train', entries, TARGET)).toEqual({ Bearer: 'a' });
    expect(credentialsFor('train', entries, 'https://api.trains.example')).toEqual({ HeaderKey: 'b' });
    expect(credentialsFor('train', entries, 'http://127.0.0.1:9')).toBeUndefined();
  });

  it('builds the authorization URL: a code with a PKCE S256 challenge, or an implicit token, with the chosen scopes', () => {
    const params = { clientId: 'app 1', redirectUri: 'http://127.0.0.1:5173/', scopes: ['read', 'write'], state: 's1', codeChallenge: 'c1' };
    const code = new URL(authorizationUrl(FLOW, TARGET, params));
    expect(code.origin + code.pathname).toBe('https://auth.trains.example/authorize');
    expect(Object.fromEntries(code.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'app 1',
      redirect_uri: 'http://127.0.0.1:5173/',
      scope: 'read write',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    });
    const implicit = new URL(authorizationUrl({ ...FLOW, flow: 'implicit' }, TARGET, { ...params, codeChallenge: undefined }));
    expect(implicit.searchParams.get('response_type')).toBe('token');
    expect(implicit.searchParams.has('code_challenge')).toBe(false);
    // A relative URL is the target's; another protocol is refused.
    expect(authorizationUrl({ ...FLOW, authorizationUrl: '/authorize' }, TARGET, params)).toMatch(/^http:\/\/127\.0\.0\.1:4010\/authorize\?/);
    expect(() => authorizationUrl({ ...FLOW, authorizationUrl: 'javascript:alert(1)' }, TARGET, params)).toThrow(/not an http\(s\) URL/);
    expect(() => authorizationUrl({ ...FLOW, authorizationUrl: undefined }, TARGET, params)).toThrow(/no authorization URL/);
  });

  it('asks the token endpoint with the code and its verifier, or with the client credentials as HTTP Basic', () => {
    const code = tokenRequest(FLOW, TARGET, {
      grant: 'authorization_code',
      code: 'c',
      redirectUri: 'http://127.0.0.1:5173/',
      clientId: 'app',
      codeVerifier: 'v',
    });
    expect(code.url).toBe(`${TARGET}/oauth/token`);
    expect(Object.fromEntries(new URLSearchParams(code.init.body as string))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: 'http://127.0.0.1:5173/',
      client_id: 'app',
      code_verifier: 'v',
    });
    const client = tokenRequest({ ...FLOW, flow: 'clientCredentials' }, TARGET, {
      grant: 'client_credentials',
      clientId: 'app',
      clientSecret: 's:1',
      scopes: ['read'],
    });
    expect((client.init.headers as Record<string, string>).authorization).toBe(`Basic ${btoa('app:s%3A1')}`);
    expect(client.init.body).toBe('grant_type=client_credentials&scope=read');
  });

  it('reads the redirect as untrusted: the state must match, a code or a token of sane length, a refusal said', () => {
    expect(readRedirect('http://127.0.0.1:5173/?code=abc&state=s1', 's1')).toEqual({ ok: true, code: 'abc' });
    expect(readRedirect('http://127.0.0.1:5173/#access_token=t&state=s1', 's1')).toEqual({ ok: true, accessToken: 't' });
    expect(readRedirect('http://127.0.0.1:5173/?code=abc&state=other', 's1')).toMatchObject({ ok: false, message: expect.stringContaining('state differs') });
    expect(readRedirect('http://127.0.0.1:5173/?error=access_denied&state=s1', 's1')).toMatchObject({
      ok: false,
      message: expect.stringContaining('access_denied'),
    });
    expect(readRedirect(`http://127.0.0.1:5173/?code=${'x'.repeat(20_000)}&state=s1`, 's1').ok).toBe(false);
    expect(accessTokenOf({ access_token: 42 })).toMatchObject({ ok: false });
    expect(accessTokenOf('<html>')).toMatchObject({ ok: false });
  });
});

describe("auth store: a document's schemes", () => {
  const make = (fetch: typeof globalThis.fetch, signIn?: SignInWindow) => {
    const environment = memoryEnvironment(`http://127.0.0.1:5173/?target=${encodeURIComponent(TARGET)}`, { fetch });
    const settings = createSettingsStore(environment);
    return { settings, auth: createAuthStore(environment, settings, { platformSignIn: false, ...(signIn ? { signIn } : {}) }) };
  };

  it('binds what is entered to the current target, and forgets it', () => {
    const { settings, auth } = make(() => Promise.reject(new Error('no network')));
    auth.setInput('train.Bearer', { value: 'tok' });
    expect(auth.store.getState().set).toEqual({ 'train.Bearer': TARGET });
    expect(auth.applied('train', TARGET).credentials).toEqual({ Bearer: 'tok' });
    settings.setLiveUrl('https://elsewhere.example');
    expect(auth.applied('train', 'https://elsewhere.example').credentials).toBeUndefined();
    auth.forget('train.Bearer');
    expect(auth.applied('train', TARGET).credentials).toBeUndefined();
    expect(JSON.stringify(auth.store.getState())).not.toContain('tok');
  });

  it('runs the authorization code flow with PKCE: the challenge sent is the S256 of the verifier the token request carries', async () => {
    let opened = '';
    const signIn: SignInWindow = {
      open: (url) => {
        opened = url;
        return true;
      },
      nextRedirect: async () => `http://127.0.0.1:5173/?code=the-code&state=${encodeURIComponent(new URL(opened).searchParams.get('state')!)}`,
    };
    const asked: { url: string; body: URLSearchParams }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      asked.push({ url, body: new URLSearchParams(init.body as string) });
      return new Response(JSON.stringify({ access_token: 'at-1', token_type: 'Bearer' }), { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const { auth } = make(fetch, signIn);
    await auth.authorize({ scheme: 'train.OAuth2', flow: { ...FLOW, flow: 'authorizationCode' }, clientId: 'app', scopes: ['read'] });
    expect(auth.store.getState().message).toMatchObject({ tone: 'info' });
    const sent = new URL(opened).searchParams;
    expect(sent.get('scope')).toBe('read');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`${TARGET}/oauth/token`);
    const verifier = asked[0]!.body.get('code_verifier')!;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    expect(sent.get('code_challenge')).toBe(Buffer.from(digest).toString('base64url'));
    expect(asked[0]!.body.get('code')).toBe('the-code');
    expect(auth.applied('train', TARGET).credentials).toEqual({ OAuth2: 'at-1' });
  });

  it('uses nothing from a redirect of another sign-in, and says what the token endpoint refused', async () => {
    const signIn: SignInWindow = { open: () => true, nextRedirect: async () => 'http://127.0.0.1:5173/?code=stolen&state=forged' };
    let fetched = 0;
    const { auth } = make(
      (async () => {
        fetched++;
        return new Response(JSON.stringify({ error: 'invalid_client' }), { status: 401 });
      }) as typeof globalThis.fetch,
      signIn,
    );
    await auth.authorize({ scheme: 'train.OAuth2', flow: { ...FLOW, flow: 'authorizationCode' }, clientId: 'app', scopes: [] });
    expect(auth.store.getState().message).toMatchObject({ tone: 'error', text: expect.stringContaining('state differs') });
    expect(fetched).toBe(0);
    await auth.authorize({ scheme: 'train.OAuth2', flow: { ...FLOW, flow: 'clientCredentials' }, clientId: 'app', clientSecret: 's', scopes: [] });
    expect(auth.store.getState().message).toMatchObject({ tone: 'error', text: 'The token endpoint refused: invalid_client.' });
    expect(auth.applied('train', TARGET).credentials).toBeUndefined();
  });

  it('runs the device flow (RFC 8628) on loopback: shows the code, polls past authorization_pending, and takes the token', async () => {
    const asked: string[] = [];
    let polls = 0;
    let verification = 'https://auth.example.test/device';
    const server = createServer((req, res) => {
      let body = '';
      req
        .on('data', (chunk) => (body += chunk))
        .on('end', () => {
          const form = new URLSearchParams(body);
          asked.push(`${req.url} ${[...form.keys()].sort().join(',')}`);
          const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
          if (req.url === '/device')
            return json(200, { device_code: 'dc-1', user_code: 'WDJB-MJHT', verification_uri: verification, interval: 1, expires_in: 60 });
          if (form.get('device_code') !== 'dc-1' || form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:device_code')
            return json(400, { error: 'invalid_grant' });
          polls++;
          return polls === 1 ? json(400, { error: 'authorization_pending' }) : json(200, { access_token: 'device-token', token_type: 'Bearer' });
        });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const flow = { flow: 'deviceAuthorization' as const, deviceAuthorizationUrl: `${base}/device`, tokenUrl: `${base}/token`, scopes: [] };
    try {
      const { auth } = make(globalThis.fetch);
      const running = auth.authorize({ scheme: 'train.OAuth2', flow, clientId: 'tv-app', scopes: ['read'] });
      await expect.poll(() => auth.store.getState().device).toEqual({ scheme: 'train.OAuth2', userCode: 'WDJB-MJHT', verificationUri: verification });
      await running;
      expect(asked).toEqual(['/device client_id,scope', '/token client_id,device_code,grant_type', '/token client_id,device_code,grant_type']);
      expect(auth.store.getState()).toMatchObject({ device: undefined, message: { tone: 'info' } });
      expect(auth.applied('train', TARGET).credentials).toEqual({ OAuth2: 'device-token' });

      // Cancelled while it waits (before its first poll): no token; a verification address that is no http(s) URL is never shown.
      const again = auth.authorize({ scheme: 'train.OAuth2', flow, clientId: 'tv-app', scopes: [] });
      await expect.poll(() => auth.store.getState().device?.userCode).toBe('WDJB-MJHT');
      auth.cancelDevice();
      await again;
      expect(auth.store.getState().message).toEqual({ scheme: 'train.OAuth2', tone: 'error', text: 'The device sign-in was cancelled.' });
      verification = 'javascript:alert(1)';
      await auth.authorize({ scheme: 'train.OAuth2', flow, clientId: 'tv-app', scopes: [] });
      expect(auth.store.getState().message?.text).toContain('an http(s) verification_uri');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  describe('token requests on real loopback servers', () => {
    interface Seen {
      method: string;
      url: string;
      authorization?: string;
      body: string;
    }
    /** A server on 127.0.0.1 that records what it receives and answers with `route`. */
    async function serve(route: (req: IncomingMessage, res: import('node:http').ServerResponse) => void) {
      const seen: Seen[] = [];
      const server: Server = createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => {
          seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
          route(req, res);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
    }
    const onTarget = (target: string) => {
      const environment = memoryEnvironment(`http://127.0.0.1:5173/?target=${encodeURIComponent(target)}`, { fetch: globalThis.fetch });
      return createAuthStore(environment, createSettingsStore(environment), { platformSignIn: false });
    };
    const tokens = (_req: IncomingMessage, res: import('node:http').ServerResponse) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'stolen', token_type: 'Bearer' }));

    it.each([301, 302, 303, 307, 308])('a %i from the token URL is not followed: the secret stays, the panel says why', async (status) => {
      const elsewhere = await serve(tokens);
      const endpoint = await serve((req, res) => res.writeHead(status, { location: `${elsewhere.origin}/collect${req.url}` }).end());
      try {
        const auth = onTarget(endpoint.origin);
        await auth.authorize({ scheme: 'train.OAuth2', flow: { ...FLOW, flow: 'clientCredentials' }, clientId: 'app', clientSecret: 's3cret', scopes: [] });
        expect(endpoint.seen.map((r) => [r.method, r.url, r.authorization])).toEqual([['POST', '/oauth/token', `Basic ${btoa('app:s3cret')}`]]);
        expect(elsewhere.seen).toEqual([]);
        expect(auth.store.getState().message).toEqual({
          scheme: 'train.OAuth2',
          tone: 'error',
          text: `The token endpoint ${endpoint.origin} answered with a redirect to ${elsewhere.origin}/collect/oauth/token, which is not followed: it would send the client's credentials on. Set the token URL to the address the token endpoint is at.`,
        });
        expect(auth.applied('train', endpoint.origin).credentials).toBeUndefined();
      } finally {
        endpoint.close();
        elsewhere.close();
      }
    });

    it('the code exchange of the authorization code flow is not followed either: the code and verifier stay', async () => {
      const elsewhere = await serve(tokens);
      const endpoint = await serve((_req, res) => res.writeHead(307, { location: `${elsewhere.origin}/collect` }).end());
      let opened = '';
      const signIn: SignInWindow = {
        open: (url) => {
          opened = url;
          return true;
        },
        nextRedirect: async () => `http://127.0.0.1:5173/?code=the-code&state=${encodeURIComponent(new URL(opened).searchParams.get('state')!)}`,
      };
      try {
        const environment = memoryEnvironment(`http://127.0.0.1:5173/?target=${encodeURIComponent(endpoint.origin)}`, { fetch: globalThis.fetch });
        const auth = createAuthStore(environment, createSettingsStore(environment), { platformSignIn: false, signIn });
        await auth.authorize({ scheme: 'train.OAuth2', flow: { ...FLOW, flow: 'authorizationCode' }, clientId: 'app', scopes: [] });
        expect(endpoint.seen).toHaveLength(1);
        expect(new URLSearchParams(endpoint.seen[0]!.body).get('code')).toBe('the-code');
        expect(elsewhere.seen).toEqual([]);
        expect(auth.store.getState().message).toMatchObject({ tone: 'error', text: expect.stringContaining('answered with a redirect') });
      } finally {
        endpoint.close();
        elsewhere.close();
      }
    });

    it('a token answer of 64 MiB is not read whole: the reading stops past 64 KiB and the panel says why', async () => {
      const chunks = 1024;
      let written = 0;
      let closed = false;
      const endpoint = await serve((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        res.on('close', () => (closed = true));
        const more = (): void => {
          while (written < chunks && !closed) {
            written++;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      });
      try {
        const auth = onTarget(endpoint.origin);
        await auth.authorize({ scheme: 'train.OAuth2', flow: { ...FLOW, flow: 'clientCredentials' }, clientId: 'app', clientSecret: 's', scopes: [] });
        expect(auth.store.getState().message).toMatchObject({
          tone: 'error',
          text: 'The token endpoint answered 200 with more than 64 KiB; a token answer is far smaller.',
        });
        // The reading was cancelled: the server could not write the rest (what the socket buffers aside).
        await new Promise((resolve) => setImmediate(resolve));
        expect(written).toBeLessThan(chunks / 2);
      } finally {
        endpoint.close();
      }
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { services } from '../../../generated/src/index.ts';
import { ArgumentError, AuthError, OAuthStrategy, type Tokens } from '../../../runtime/index.ts';
import { silentSignIn, type FrameHost, type SignInFrame } from '../../../runtime/auth/silent-sign-in.ts';
import { fakeFetch, json, type Recorded } from '../core/fixtures.ts';

const NOW = Date.UTC(2026, 0, 1);
const visitor: Tokens = { accessToken: { value: 'visitor-access', expiresAt: NOW / 1000 + 3600 }, refreshToken: { value: 'vr', role: 'visitor' } };

/** A browser stand-in: records frames and message listeners, and can post a message to them. */
function fakeBrowser() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const frames: (SignInFrame & { removed: boolean })[] = [];
  const host: FrameHost = {
    window: { addEventListener: (_t, l) => listeners.add(l), removeEventListener: (_t, l) => listeners.delete(l) },
    document: {
      createElement: () => {
        const frame = {
          style: { display: '' },
          src: '',
          removed: false,
          remove() {
            this.removed = true;
          },
        };
        frames.push(frame);
        return frame;
      },
      body: { appendChild: (n) => n },
    },
  };
  const post = (origin: string, data: unknown) => [...listeners].forEach((l) => l({ origin, data } as MessageEvent));
  return { host, listeners, frames, post, attached: () => frames.filter((f) => !f.removed) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('silent sign-in', () => {
  it("times out at 120000 ms with 'OAuth flow timed out' and leaves no frame or listener", async () => {
    vi.useFakeTimers();
    const b = fakeBrowser();
    const result = silentSignIn('https://users.example.test/signin?s=1', 'state-1', { host: b.host });
    const settled = result.catch((e: unknown) => e);
    expect(b.listeners.size).toBe(1);
    expect(b.attached()).toHaveLength(1);
    expect(b.frames[0]).toMatchObject({ src: 'https://users.example.test/signin?s=1', style: { display: 'none' } });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(b.listeners.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await settled) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'OAUTH_FLOW_TIMED_OUT', message: 'OAuth flow timed out' });
    expect(b.listeners.size).toBe(0);
    expect(b.attached()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes only the message with our state from the sign-in origin, then cleans up', async () => {
    vi.useFakeTimers();
    const b = fakeBrowser();
    const result = silentSignIn('https://users.example.test/signin', 'state-1', { host: b.host });
    b.post('https://evil.example.test', { state: 'state-1', code: 'stolen' });
    b.post('https://users.example.test', { state: 'other', code: 'x' });
    b.post('https://users.example.test', 'not an object');
    b.post('https://users.example.test', { state: 'state-1', code: 'c-1' });
    expect(await result).toEqual({ code: 'c-1', state: 'state-1', error: undefined, errorDescription: undefined });
    expect(b.listeners.size).toBe(0);
    expect(b.attached()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a timeout beyond a timer’s range (2^31 ms and more) waits for the frame, with no warning', async () => {
    const warnings: Error[] = [];
    const listen = (warning: Error) => warnings.push(warning);
    process.on('warning', listen);
    try {
      for (const timeoutMs of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
        const b = fakeBrowser();
        const result = silentSignIn('https://users.example.test/signin', 'state-1', { host: b.host, timeoutMs });
        const outcome = result.then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        const early = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('pending'), 50))]);
        expect(early).toBe('pending');
        b.post('https://users.example.test', { state: 'state-1', code: 'c-1' });
        expect(await outcome).toEqual({ value: { code: 'c-1', state: 'state-1', error: undefined, errorDescription: undefined } });
        expect(b.attached()).toHaveLength(0);
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', listen);
    }
  });
});

function identity(answers: Record<string, (body: Record<string, unknown>) => Response>) {
  const fetch = fakeFetch((req: Recorded) => {
    const path = new URL(req.url).pathname;
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix));
    return answer ? answer[1](body) : json(404, { message: `no fake for ${path}` });
  });
  const auth = OAuthStrategy({ clientId: 'client-1', api: services.oauth, host: 'http://127.0.0.1:1', fetch, tokens: visitor, now: () => NOW });
  return { fetch, auth };
}

const appError =
  (status: number, code: string, message = `error ${code}`) =>
  () =>
    json(status, { message, details: { applicationError: { code, description: message } } });

describe('direct login and registration', () => {
  it('takes the sign-in modules as loaders: none loaded before a flow needs it, each once, the flow as with the modules', async () => {
    const fetch = fakeFetch((req: Recorded) => {
      const path = new URL(req.url).pathname;
      if (path.endsWith('/v2/login')) return json(200, { state: 'SUCCESS', sessionToken: 'session-1' });
      if (path.endsWith('/v1/redirect-session')) return json(200, { redirectSession: { fullUrl: 'https://users.example.test/logout' } });
      return json(404, { message: `no fake for ${path}` });
    });
    const loads: string[] = [];
    const loader =
      <T>(name: string, module: T) =>
      () => {
        loads.push(name);
        return Promise.resolve(module);
      };
    const o = services.oauth;
    const api = {
      oauth: o.oauth,
      authentication: loader('authentication', o.authentication),
      verification: loader('verification', o.verification),
      recovery: loader('recovery', o.recovery),
      redirects: loader('redirects', o.redirects),
    };
    const auth = OAuthStrategy({ clientId: 'client-1', api, host: 'http://127.0.0.1:1', fetch, tokens: visitor, now: () => NOW });
    expect(auth.loginState()).toEqual({ loginState: 'INITIAL' });
    expect(loads).toEqual([]);
    for (let i = 0; i < 2; i++)
      expect(await auth.login({ email: 'ann@example.test', password: 'pw' })).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'session-1' } });
    expect(loads.sort()).toEqual(['authentication', 'recovery', 'verification']);
    expect(await auth.logout('https://app.example.test/')).toEqual({ logoutUrl: 'https://users.example.test/logout' });
    expect(loads).toContain('redirects');
    expect(fetch.calls.map((c) => new URL(c.url).pathname.split('/').slice(-2).join('/'))).toEqual(['v2/login', 'v2/login', 'v1/redirect-session']);
  });

  it('maps server states to client login states, with the visitor token on the call', async () => {
    const states: [Record<string, unknown>, object][] = [
      [
        { state: 'SUCCESS', sessionToken: 'session-1' },
        { loginState: 'SUCCESS', data: { sessionToken: 'session-1' } },
      ],
      [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
      [
        { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' },
        { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } },
      ],
      [
        { state: 'REQUIRE_MFA', stateToken: 'st-2' },
        { loginState: 'FAILURE', error: 'Unknown _state' },
      ],
      [{ state: 'STATUS_CHECK' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    ];
    for (const [answer, want] of states) {
      const { fetch, auth } = identity({ '/v2/login': () => json(200, answer) });
      expect(await auth.login({ email: 'ann@example.test', password: 'pw' })).toEqual(want);
      const call = fetch.calls[0]!;
      expect(call.headers.authorization).toBe('visitor-access');
      expect(JSON.parse(call.body!)).toMatchObject({ loginId: { email: 'ann@example.test' }, password: 'pw' });
    }
  });

  it('maps every login error code of the identity service to its client code (any other code → invalidEmail)', async () => {
    const cases: [string, string][] = [
      ['-19971', 'missingCaptchaToken'],
      ['-19970', 'invalidCaptchaToken'],
      ['-19976', 'invalidPassword'],
      ['-19973', 'resetPassword'],
      ['-19995', 'invalidEmail'],
      ['-1', 'invalidEmail'],
    ];
    for (const [code, errorCode] of cases) {
      const { auth } = identity({ '/v2/login': appError(400, code) });
      expect(await auth.login({ email: 'a@example.test', password: 'pw' })).toMatchObject({ loginState: 'FAILURE', errorCode });
    }
  });

  it('maps every register error code of the identity service, and an EMAIL violation, to its client code', async () => {
    const cases: [string, string | undefined][] = [
      ['-19971', 'missingCaptchaToken'],
      ['-19970', 'invalidCaptchaToken'],
      ['-19995', 'emailAlreadyExists'],
      ['-19976', undefined],
      ['-1', undefined],
    ];
    for (const [code, errorCode] of cases) {
      const { auth } = identity({ '/v2/register': appError(400, code) });
      const result = await auth.register({ email: 'a@example.test', password: 'pw' });
      expect(result.loginState).toBe('FAILURE');
      expect(result.errorCode).toBe(errorCode);
    }
    const { auth } = identity({
      '/v2/register': () =>
        json(400, {
          message: 'bad',
          details: { validationError: { fieldViolations: [{ field: 'loginId.email', description: 'not an email', data: { type: 'EMAIL' } }] } },
        }),
    });
    expect(await auth.register({ email: 'nope', password: 'pw' })).toEqual({ loginState: 'FAILURE', error: 'not an email', errorCode: 'invalidEmail' });
  });

  it('sends captcha tokens the way the platform reads them', async () => {
    const { fetch, auth } = identity({ '/v2/register': () => json(200, { state: 'SUCCESS', sessionToken: 's' }) });
    await auth.register({ email: 'a@example.test', password: 'pw', captchaTokens: { recaptchaToken: 'r1', invisibleRecaptchaToken: 'r2' } });
    expect(JSON.parse(fetch.calls[0]!.body!).captchaTokens).toEqual([{ Recaptcha: 'r1', InvisibleRecaptcha: 'r2' }]);
  });

  it('processes email verification only while EMAIL_VERIFICATION_REQUIRED, with the remembered state token', async () => {
    const { fetch, auth } = identity({
      '/v2/register': () => json(200, { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-9' }),
      '/v1/auth/verify': () => json(200, { state: 'SUCCESS', sessionToken: 'session-9' }),
    });
    // Before any flow (the direct login's code not loaded yet) and after a refused step, the state is INITIAL.
    expect(auth.loginState()).toEqual({ loginState: 'INITIAL' });
    expect(await auth.processVerification({ verificationCode: '123456' })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(auth.loginState()).toEqual({ loginState: 'INITIAL' });
    expect(fetch.calls).toHaveLength(0);
    await auth.register({ email: 'a@example.test', password: 'pw' });
    expect(auth.loginState()).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-9' } });
    expect(await auth.processVerification({ verificationCode: '123456' })).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'session-9' } });
    expect(JSON.parse(fetch.calls[1]!.body!)).toEqual({ code: '123456', stateToken: 'st-9' });
  });

  it('verifies a second factor and sends the password recovery email', async () => {
    const { fetch, auth } = identity({
      '/v2/TOTP/verify': () => json(200, { state: 'SUCCESS', sessionToken: 's-mfa' }),
      '/v1/send-email': () => json(200, {}),
    });
    expect(await auth.verifyFactor('TOTP', { stateToken: 'st', totpData: { code: '000000' } })).toMatchObject({ loginState: 'SUCCESS' });
    await auth.sendPasswordResetEmail('a@example.test', 'https://app.example.test/reset');
    expect(JSON.parse(fetch.calls.at(-1)!.body!)).toEqual({
      email: 'a@example.test',
      redirect: { url: 'https://app.example.test/reset', clientId: 'client-1' },
    });
  });
});

describe('tokens after a direct login', () => {
  it('exchanges the session token through a hidden frame for member tokens', async () => {
    const b = fakeBrowser();
    const { fetch, auth } = identity({
      '/v1/redirect-session': () => json(200, { redirectSession: { fullUrl: 'https://users.example.test/authorize?s=2' } }),
      '/oauth2/token': () => json(200, { access_token: 'member-access', expires_in: 14400, refresh_token: 'member-refresh' }),
    });
    const pending = auth.getMemberTokensForDirectLogin('session-1', { redirectUri: 'https://app.example.test', host: b.host });
    await vi.waitFor(() => expect(b.frames).toHaveLength(1));
    const session = JSON.parse(fetch.calls[0]!.body!);
    expect(session.auth).toMatchObject({ prompt: 'none', authRequest: { responseMode: 'web_message', sessionToken: 'session-1' } });
    b.post('https://users.example.test', { state: session.auth.authRequest.state, code: 'c-7' });
    const tokens = await pending;
    expect(tokens.refreshToken).toEqual({ value: 'member-refresh', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
    expect(b.listeners.size).toBe(0);
    expect(b.attached()).toHaveLength(0);
  });

  it.each([Number.NaN, -1])('a timeoutMs of %o is an ArgumentError before anything is sent or framed', async (timeoutMs) => {
    const b = fakeBrowser();
    const { fetch, auth } = identity({});
    const error = await auth
      .getMemberTokensForDirectLogin('session-1', { redirectUri: 'https://app.example.test', host: b.host, timeoutMs })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as ArgumentError).message).toBe(
      `getMemberTokensForDirectLogin: timeoutMs must be a number of milliseconds, 0 or more (Infinity for none); got ${timeoutMs}`,
    );
    expect([fetch.calls.length, b.frames.length]).toEqual([0, 0]);
  });

  it('elevated access: the authorized_client grant with the visitor token and the API key', async () => {
    const { fetch, auth } = identity({ '/oauth2/token': () => json(200, { access_token: 'm', expires_in: 100, refresh_token: 'mr' }) });
    const tokens = await auth.getMemberTokensForExternalLogin('member-1', 'api-key-1');
    const call = fetch.calls[0]!;
    expect(JSON.parse(call.body!)).toEqual({ grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-1' });
    expect(call.headers.authorization).toBe('visitor-access,api-key-1');
    expect(tokens.refreshToken.role).toBe('member');
  });
});

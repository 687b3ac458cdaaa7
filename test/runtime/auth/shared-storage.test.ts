import { describe, expect, it, vi } from 'vitest';
import { services } from '../../../generated/src/index.ts';
import { silentSignIn, type FrameHost, type SignInFrame } from '../../../runtime/auth/silent-sign-in.ts';
import { ArgumentError, AuthError, OAuthStrategy, webTokenStorage, type LockManagerLike, type Tokens } from '../../../runtime/index.ts';
import { fakeFetch, json } from '../core/fixtures.ts';

// Sign-in where a browser shares state between strategies: two tabs over one localStorage, a page reloaded on the
// redirect, two apps on one origin, two silent sign-ins at once.
const NOW = Date.UTC(2026, 0, 1);
const expiredMember = (refresh: string): Tokens => ({
  accessToken: { value: 'old', expiresAt: NOW / 1000 - 10 },
  refreshToken: { value: refresh, role: 'member' },
});

/** A `Storage` shared by "tabs" (the same object), as localStorage is on one origin. */
function sharedStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

/** The Web Locks API's exclusive mode, in one process: a queue per name. */
function fakeLocks(): LockManagerLike & { requests: number } {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    requests: 0,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      locks.requests++;
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return locks;
}

/**
 * A token endpoint that rotates refresh tokens: each refresh token works once, a used one is `invalid_grant`.
 * `delayMs` holds every answer back, so two tabs' requests overlap.
 */
function rotatingTokenEndpoint(valid: string, { delayMs = 0, failFirst = 0, failStatus = 503 } = {}) {
  let current = valid;
  let n = 0;
  let failures = failFirst;
  const fetch = fakeFetch(async (req) => {
    const body = JSON.parse(req.body!) as { grantType: string; refreshToken?: string; code?: string };
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures > 0) {
      failures--;
      return new Response('upstream down', { status: failStatus });
    }
    n++;
    if (body.grantType === 'anonymous') return json(200, { access_token: `visitor-access-${n}`, expires_in: 3600, refresh_token: `visitor-refresh-${n}` });
    if (body.grantType === 'authorization_code')
      return json(200, { access_token: `member-access-${n}`, expires_in: 3600, refresh_token: `member-refresh-${n}` });
    if (body.refreshToken !== current) return json(400, { error: 'invalid_grant', error_description: 'refresh token already used' });
    current = `member-refresh-${n}`;
    return json(200, { access_token: `member-access-${n}`, expires_in: 3600, refresh_token: current });
  });
  const grants = () => fetch.calls.map((c) => (JSON.parse(c.body!) as { grantType: string }).grantType);
  return { fetch, grants };
}

function tab(fetch: typeof globalThis.fetch, extra: Partial<Parameters<typeof OAuthStrategy>[0]> = {}) {
  const onVisitorFallback = vi.fn();
  const strategy = OAuthStrategy({
    clientId: 'app-1',
    api: services.oauth,
    host: 'http://127.0.0.1:1',
    fetch,
    now: () => NOW,
    onVisitorFallback,
    transactionStorage: null,
    ...extra,
  });
  return { strategy, onVisitorFallback };
}

describe('two tabs sharing persisted tokens, with a token endpoint that rotates refresh tokens', () => {
  for (const [name, locks] of [
    ['Web Locks', fakeLocks()],
    ['a lease record (no Web Locks)', null],
  ] as const) {
    it(`renewing at once in both tabs sends 1 refresh grant and keeps the member signed in (${name})`, async () => {
      const local = sharedStorage();
      const endpoint = rotatingTokenEndpoint('member-refresh-0', { delayMs: 20 });
      webTokenStorage(local, { clientId: 'app-1' }).set(expiredMember('member-refresh-0'));
      const a = tab(endpoint.fetch, { tokenStorage: webTokenStorage(local, { locks }) });
      const b = tab(endpoint.fetch, { tokenStorage: webTokenStorage(local, { locks }) });
      const [ta, tb] = await Promise.all([a.strategy.validTokens(), b.strategy.validTokens()]);
      expect(endpoint.grants()).toEqual(['refresh_token']);
      expect(ta).toEqual(tb);
      expect(ta.refreshToken).toEqual({ value: 'member-refresh-1', role: 'member' });
      expect(a.strategy.loggedIn() && b.strategy.loggedIn()).toBe(true);
      expect(a.onVisitorFallback).not.toHaveBeenCalled();
      expect(b.onVisitorFallback).not.toHaveBeenCalled();
      expect([...local.data.keys()].filter((k) => k.endsWith('.lock'))).toEqual([]);
    });
  }

  it('a refresh refused because another tab rotated the token uses the tokens that tab stored, and stays signed in', async () => {
    // A storage without a lock: both tabs send their grant; the second is refused after the first one stored.
    let slot: Tokens | undefined = expiredMember('member-refresh-0');
    const unlocked = { get: () => slot, set: (t: Tokens) => void (slot = t), clear: () => void (slot = undefined) };
    let first = true;
    const endpoint = rotatingTokenEndpoint('member-refresh-0');
    const slowSecond = fakeFetch(async (req) => {
      const late = !first;
      first = false;
      if (late) await new Promise((resolve) => setTimeout(resolve, 50));
      return endpoint.fetch(req.url, { method: req.method, headers: req.headers, body: req.body });
    });
    const a = tab(slowSecond, { tokenStorage: unlocked });
    const b = tab(slowSecond, { tokenStorage: unlocked });
    const [ta, tb] = await Promise.all([a.strategy.validTokens(), b.strategy.validTokens()]);
    expect(endpoint.grants()).toEqual(['refresh_token', 'refresh_token']);
    expect(ta.refreshToken).toEqual({ value: 'member-refresh-1', role: 'member' });
    expect(tb).toEqual(ta);
    expect(b.onVisitorFallback).not.toHaveBeenCalled();
  });

  it('one 503 of a member refresh is retried, and the member stays signed in', async () => {
    const endpoint = rotatingTokenEndpoint('member-refresh-0', { failFirst: 1 });
    const a = tab(endpoint.fetch, { tokens: expiredMember('member-refresh-0'), refreshRetryDelaysMs: [0, 0] });
    const tokens = await a.strategy.validTokens();
    expect(endpoint.grants()).toEqual(['refresh_token', 'refresh_token']);
    expect(tokens.refreshToken.role).toBe('member');
    expect(a.onVisitorFallback).not.toHaveBeenCalled();
  });

  it('a refresh that keeps failing for a transient reason rejects the call and keeps the member tokens for the next one', async () => {
    const endpoint = rotatingTokenEndpoint('member-refresh-0', { failFirst: 3 });
    const a = tab(endpoint.fetch, { tokens: expiredMember('member-refresh-0'), refreshRetryDelaysMs: [0, 0] });
    await expect(a.strategy.validTokens()).rejects.toMatchObject({ code: 'FAILED_TO_FETCH_TOKENS' });
    expect(a.strategy.getTokens().refreshToken).toEqual({ value: 'member-refresh-0', role: 'member' });
    expect(a.onVisitorFallback).not.toHaveBeenCalled();
    expect((await a.strategy.validTokens()).refreshToken).toEqual({ value: 'member-refresh-1', role: 'member' });
  });

  it('a member refresh answered with a page that is not JSON (a proxy or captive portal) is retried, and the member stays signed in', async () => {
    const endpoint = rotatingTokenEndpoint('member-refresh-0', { failFirst: 1, failStatus: 200 });
    const a = tab(endpoint.fetch, { tokens: expiredMember('member-refresh-0'), refreshRetryDelaysMs: [0, 0] });
    const tokens = await a.strategy.validTokens();
    expect(endpoint.grants()).toEqual(['refresh_token', 'refresh_token']);
    expect(tokens.refreshToken).toEqual({ value: 'member-refresh-1', role: 'member' });
    expect(a.onVisitorFallback).not.toHaveBeenCalled();
  });

  it('invalid_grant with nothing newer stored falls back to visitor tokens and says so', async () => {
    const endpoint = rotatingTokenEndpoint('someone-else');
    const a = tab(endpoint.fetch, { tokens: expiredMember('member-refresh-0') });
    const tokens = await a.strategy.validTokens();
    expect(endpoint.grants()).toEqual(['refresh_token', 'anonymous']);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(a.onVisitorFallback).toHaveBeenCalledWith(expect.objectContaining({ previousRole: 'member' }));
  });
});

/** A localStorage that fills up: while `full`, every write throws as browsers do. */
function fillingStorage(): Storage & { data: Map<string, string>; full: boolean; writes: number } {
  const storage = Object.assign(sharedStorage(), { full: false, writes: 0 });
  const setItem = storage.setItem;
  storage.setItem = (k: string, v: string) => {
    storage.writes++;
    if (storage.full) throw new DOMException("Failed to execute 'setItem' on 'Storage': the quota has been exceeded.", 'QuotaExceededError');
    setItem(k, v);
  };
  return storage;
}

describe('a storage that cannot keep tokens or lease records', () => {
  const stored = (local: Storage) => JSON.parse(local.getItem('siteapi.tokens.app-1') ?? 'null') as Tokens | null;

  it('a full storage keeps the renewed tokens in memory: the member stays signed in, is told once, and the tokens are written when there is room', async () => {
    const local = fillingStorage();
    webTokenStorage(local, { clientId: 'app-1' }).set(expiredMember('member-refresh-0'));
    local.full = true;
    let clock = NOW;
    const onStorageError = vi.fn();
    const endpoint = rotatingTokenEndpoint('member-refresh-0');
    const a = tab(endpoint.fetch, { tokenStorage: webTokenStorage(local, { locks: fakeLocks() }), now: () => clock, onStorageError });

    expect((await a.strategy.validTokens()).refreshToken).toEqual({ value: 'member-refresh-1', role: 'member' });
    expect(onStorageError).toHaveBeenCalledTimes(1);
    expect((onStorageError.mock.calls[0]![0] as { error: DOMException }).error.name).toBe('QuotaExceededError');
    expect(stored(local)?.refreshToken.value).toBe('member-refresh-0');

    // An hour on, the next renewal sends the rotated refresh token, not the used one.
    clock += 3600_000;
    expect((await a.strategy.validTokens()).refreshToken).toEqual({ value: 'member-refresh-2', role: 'member' });
    expect(endpoint.grants()).toEqual(['refresh_token', 'refresh_token']);
    expect(a.strategy.loggedIn()).toBe(true);
    expect(a.onVisitorFallback).not.toHaveBeenCalled();
    expect(onStorageError).toHaveBeenCalledTimes(1);

    local.full = false;
    clock += 10_000;
    expect(a.strategy.getTokens().refreshToken.value).toBe('member-refresh-2');
    expect(stored(local)?.refreshToken).toEqual({ value: 'member-refresh-2', role: 'member' });
  });

  it('without onStorageError, a full storage is one warning, not one per call', async () => {
    const local = fillingStorage();
    local.full = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const endpoint = rotatingTokenEndpoint('member-refresh-0');
      const a = tab(endpoint.fetch, { tokenStorage: webTokenStorage(local, { locks: fakeLocks() }), tokens: expiredMember('member-refresh-0') });
      expect((await a.strategy.validTokens()).refreshToken.value).toBe('member-refresh-1');
      a.strategy.setTokens({ ...a.strategy.getTokens() });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/token storage could not keep the tokens \(QuotaExceededError: .*quota.*\); they are kept in memory/);
    } finally {
      warn.mockRestore();
    }
  });

  it('with the lease lock, a full storage still renews (the lock stays in the page), once for concurrent calls', async () => {
    const local = fillingStorage();
    webTokenStorage(local, { clientId: 'app-1' }).set(expiredMember('member-refresh-0'));
    local.full = true;
    const endpoint = rotatingTokenEndpoint('member-refresh-0', { delayMs: 20 });
    const a = tab(endpoint.fetch, { tokenStorage: webTokenStorage(local, { locks: null }), onStorageError: () => undefined });
    const [t1, t2] = await Promise.all([a.strategy.validTokens(), a.strategy.validTokens()]);
    expect(t1).toEqual(t2);
    expect(t1.refreshToken).toEqual({ value: 'member-refresh-1', role: 'member' });
    expect(endpoint.grants()).toEqual(['refresh_token']);
    expect([...local.data.keys()]).toEqual(['siteapi.tokens.app-1']);

    // Two storages over the full one in this page: their tasks still run one at a time.
    let running = 0;
    let most = 0;
    const task = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
    };
    const one = webTokenStorage(local, { clientId: 'app-1', locks: null });
    const two = webTokenStorage(local, { clientId: 'app-1', locks: null });
    await Promise.all([one.withLock!(task), two.withLock!(task), one.withLock!(task)]);
    expect(most).toBe(1);
  });

  const FAR = Date.now() + 5 * 365 * 24 * 3600_000;
  for (const record of ['{}', '[]', '42', '"held"', '{"until":"later"}', '{"owner":"x"}', `{"owner":"x","until":${FAR}}`, '{"owner":"x","until":1e999}']) {
    it(`a lease record ${record} is no lease: the renewal goes ahead at once and the record is replaced, then removed`, async () => {
      const local = fillingStorage();
      webTokenStorage(local, { clientId: 'app-1' }).set(expiredMember('member-refresh-0'));
      local.setItem('siteapi.tokens.app-1.lock', record);
      const endpoint = rotatingTokenEndpoint('member-refresh-0');
      const a = tab(endpoint.fetch, { tokenStorage: webTokenStorage(local, { locks: null }) });
      const started = Date.now();
      expect((await a.strategy.validTokens()).refreshToken.value).toBe('member-refresh-1');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(local.writes).toBe(4); // the tokens, the planted record, our lease, the renewed tokens
      expect([...local.data.keys()]).toEqual(['siteapi.tokens.app-1']);
    });
  }
});

describe('the lease of a storage without Web Locks', () => {
  it.each([
    [Number.NaN, 'NaN'],
    [-1, '-1'],
    [0, '0'],
    ['10000', "'10000'"],
  ])('a leaseMs of %o is an ArgumentError when the storage is made (NaN made every lease read as none: no lock)', (leaseMs, shown) => {
    let error: unknown;
    try {
      webTokenStorage(sharedStorage(), { clientId: 'app-1', locks: null, leaseMs: leaseMs as number });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as ArgumentError).message).toBe(`webTokenStorage: leaseMs must be a number of milliseconds, more than 0; got ${shown}`);
    expect((error as ArgumentError).argument).toBe('leaseMs');
  });
});

describe('the sign-in callback', () => {
  it("refuses a callback that repeats 'state' or 'code'", () => {
    const { strategy } = tab(rotatingTokenEndpoint('x').fetch);
    expect(() => strategy.parseFromUrl('https://app.example.test/cb#code=c1&state=good&state=evil')).toThrow(AuthError);
    expect(() => strategy.parseFromUrl('https://app.example.test/cb?code=c1&code=c2&state=s', 'query')).toThrow(/'code' more than once/);
    expect(strategy.parseFromUrl('https://app.example.test/cb#code=c1&state=good')).toMatchObject({ code: 'c1', state: 'good' });
  });

  it('is usable once across page reloads: the same code, state and saved data a second time exchange nothing', async () => {
    const session = sharedStorage();
    const endpoint = rotatingTokenEndpoint('x');
    const before = tab(endpoint.fetch, { transactionStorage: session });
    const saved = await before.strategy.generateOAuthData('https://app.example.test/cb');
    // The redirect comes back: a new page, a new strategy, the saved data from the application's session storage.
    const first = tab(endpoint.fetch, { transactionStorage: session });
    expect((await first.strategy.getMemberTokens('code-1', saved.state, saved)).refreshToken.role).toBe('member');
    const replay = tab(endpoint.fetch, { transactionStorage: session });
    await expect(replay.strategy.getMemberTokens('code-1', saved.state, saved)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect(endpoint.grants()).toEqual(['authorization_code']);
    expect([...session.data.keys()]).toEqual([]);
  });

  it('a browser that blocks session storage still signs in, with the saved data used once', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(globalThis, 'sessionStorage', { get: blocked, configurable: true });
    try {
      const endpoint = rotatingTokenEndpoint('x');
      const { strategy } = tab(endpoint.fetch, { transactionStorage: undefined });
      const saved = await strategy.generateOAuthData('https://app.example.test/cb');
      expect((await strategy.getMemberTokens('code-1', saved.state, saved)).refreshToken.role).toBe('member');
      await expect(strategy.getMemberTokens('code-1', saved.state, saved)).rejects.toMatchObject({ code: 'INVALID_STATE' });
      expect(endpoint.grants()).toEqual(['authorization_code']);
    } finally {
      delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });

  it('a direct login whose hidden sign-in fails leaves no sign-in waiting in session storage', async () => {
    const session = sharedStorage();
    const frames: SignInFrame[] = [];
    const listeners = new Set<(e: MessageEvent) => void>();
    const host: FrameHost = {
      window: { addEventListener: (_t, l) => listeners.add(l), removeEventListener: (_t, l) => listeners.delete(l) },
      document: {
        createElement: () => {
          const frame = { style: { display: '' }, src: '', remove: () => undefined };
          frames.push(frame);
          return frame;
        },
        body: { appendChild: (n) => n },
      },
    };
    const fetch = fakeFetch((req) =>
      req.url.includes('redirect-session')
        ? json(200, { redirectSession: { fullUrl: 'https://users.example.test/authorize' } })
        : json(200, { access_token: 'visitor-access', expires_in: 3600, refresh_token: 'visitor-refresh' }),
    );
    const { strategy } = tab(fetch, { transactionStorage: session });
    const login = strategy.getMemberTokensForDirectLogin('session-1', { redirectUri: 'https://app.example.test', host });
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(session.data.size).toBe(1);
    const { state } = JSON.parse(fetch.calls.at(-1)!.body!).auth.authRequest as { state: string };
    [...listeners].forEach((l) => l({ origin: 'https://users.example.test', data: { state, error: 'login_required' } } as MessageEvent));
    await expect(login).rejects.toMatchObject({ code: 'SIGN_IN_FAILED' });
    expect([...session.data.keys()]).toEqual([]);
  });
});

describe('two apps on one origin', () => {
  it('each client id has its own slot: app B never receives app A’s tokens', async () => {
    const local = sharedStorage();
    const endpoint = rotatingTokenEndpoint('x');
    const a = tab(endpoint.fetch, { clientId: 'app-a', tokenStorage: webTokenStorage(local) });
    const b = tab(endpoint.fetch, { clientId: 'app-b', tokenStorage: webTokenStorage(local) });
    a.strategy.setTokens({ accessToken: { value: 'a-access', expiresAt: NOW / 1000 + 3600 }, refreshToken: { value: 'a-refresh', role: 'member' } });
    expect(b.strategy.getTokens().accessToken.value).toBe('');
    expect(b.strategy.loggedIn()).toBe(false);
    expect([...local.data.keys()]).toEqual(['siteapi.tokens.app-a']);
  });

  it('tokens stored for another client id under a shared key are not handed out', () => {
    const local = sharedStorage();
    const endpoint = rotatingTokenEndpoint('x');
    const a = tab(endpoint.fetch, { clientId: 'app-a', tokenStorage: webTokenStorage(local, 'shared') });
    const b = tab(endpoint.fetch, { clientId: 'app-b', tokenStorage: webTokenStorage(local, 'shared') });
    a.strategy.setTokens({ accessToken: { value: 'a-access', expiresAt: NOW / 1000 + 3600 }, refreshToken: { value: 'a-refresh', role: 'member' } });
    expect(b.strategy.getTokens().refreshToken.value).toBe('');
  });

  it('one webTokenStorage given to two client ids is refused, so app B never reads app A’s tokens', () => {
    const storage = webTokenStorage(sharedStorage());
    const endpoint = rotatingTokenEndpoint('x');
    const a = tab(endpoint.fetch, { clientId: 'app-a', tokenStorage: storage });
    a.strategy.setTokens({ accessToken: { value: 'a-access', expiresAt: NOW / 1000 + 3600 }, refreshToken: { value: 'a-refresh', role: 'member' } });
    expect(() => tab(endpoint.fetch, { clientId: 'app-b', tokenStorage: storage })).toThrow(
      "The token storage belongs to client id 'app-a'; it cannot hold the tokens of client id 'app-b'",
    );
    expect(() => tab(endpoint.fetch, { clientId: 'app-b', tokenStorage: webTokenStorage(sharedStorage(), { clientId: 'app-a' }) })).toThrow(ArgumentError);
  });
});

describe('silent sign-in', () => {
  it('two at once open one hidden frame at a time; the second starts when the first has its answer', async () => {
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
    const attached = () => frames.filter((f) => !f.removed).length;
    const post = (data: unknown) => [...listeners].forEach((l) => l({ origin: 'https://users.example.test', data } as MessageEvent));
    const one = silentSignIn('https://users.example.test/signin?1', 'state-1', { host });
    const two = silentSignIn('https://users.example.test/signin?2', 'state-2', { host });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(attached()).toBe(1);
    expect(frames.map((f) => f.src)).toEqual(['https://users.example.test/signin?1']);
    post({ state: 'state-1', code: 'c1' });
    expect((await one).code).toBe('c1');
    await vi.waitFor(() => expect(frames).toHaveLength(2));
    expect(attached()).toBe(1);
    post({ state: 'state-2', code: 'c2' });
    expect((await two).code).toBe('c2');
    expect(attached()).toBe(0);
  });
});

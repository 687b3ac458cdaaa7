// The platform's sign-in, one scheme kind of the auth store (`auth-store.ts`): calls are made as nobody, a visitor
// or member of an OAuth app (the runtime's OAuthStrategy), or an API key (ApiKeyStrategy). The store's `platform`
// holds only what may be shown and remembered (client id, role, expiry); token values and the API key live in this
// closure, in memory, and reach storage only while "remember" is on. They never go into the page URL, the store,
// snapshots or exports.
import type { AuthStrategy, OAuthApi, OAuthStrategy, TokenRole } from '@siteapi/runtime';
import { PLATFORM_SIGN_IN, type PlatformSignInKind } from '../auth/document-schemes.ts';
import { createRecordingFetch, type RecordedExchange } from '../transport/recording-fetch.ts';
import type { Store } from './create-store.ts';
import { readJson, remove, writeJson } from './persisted.ts';
import type { ExplorerEnvironment } from './environment.ts';
import { isMockMode, type SettingsStore } from './settings-store.ts';
import { persistedTokens, switchableTokenStorage, TOKENS_KEY, type SwitchableTokenStorage } from './switchable-token-storage.ts';

/** What one token or sign-in request did, without its bodies (they hold tokens). */
export interface AuthRequestLog {
  method: string;
  url: string;
  status?: number;
  durationMs: number;
  problem?: string;
}

/** What the platform's sign-in may show and remember (no secret). */
export interface PlatformSignInState {
  kind: PlatformSignInKind;
  /** The OAuth app's client id (public, remembered). */
  clientId: string;
  role: TokenRole;
  /** Epoch seconds. */
  expiresAt?: number;
  /** The target the tokens were issued by. */
  tokenTarget?: string;
  apiKeySet: boolean;
  /** The target the API key was entered for; the key goes to no other target unless the user says so for it. */
  apiKeyTarget?: string;
  siteId: string;
  accountId: string;
  /** Opt-in: keep tokens and the API key in localStorage. Default off. */
  remember: boolean;
  /** A member sign-in waiting for the emailed code. */
  awaitingCode: boolean;
  requests: AuthRequestLog[];
}

/** What of the auth store's state the sign-in reads and writes: its own part, and the store's busy scheme and message. */
export interface SignInHost {
  platform: PlatformSignInState;
  busy?: string;
  message?: { scheme: string; tone: 'info' | 'error'; text: string };
}

const PREFERENCES_KEY = 'explorer.auth';
const API_KEY_KEY = 'explorer.apiKey';
const MOCK_AUTHORIZATION_CODE = 'explorer-mock-authorization-code';

interface AuthPreferences {
  clientId: string;
  kind: PlatformSignInKind;
  remember: boolean;
  siteId: string;
  accountId: string;
  tokenTarget: string;
}

export type PlatformSignIn = ReturnType<typeof createPlatformSignIn>;

/** The sign-in's first state: what an opted-in earlier visit remembered (untrusted: only strings of the right kind are read). */
export function initialPlatformSignIn(storage: ExplorerEnvironment['storage']): PlatformSignInState {
  const remembered = readJson<AuthPreferences>(storage, PREFERENCES_KEY) ?? {};
  const rememberOn = remembered.remember === true;
  return {
    kind: rememberOn && (remembered.kind === 'oauth' || remembered.kind === 'apiKey') ? remembered.kind : 'none',
    clientId: typeof remembered.clientId === 'string' ? remembered.clientId : '',
    role: 'none',
    apiKeySet: false,
    siteId: typeof remembered.siteId === 'string' ? remembered.siteId : '',
    accountId: typeof remembered.accountId === 'string' ? remembered.accountId : '',
    remember: rememberOn,
    awaitingCode: false,
    requests: [],
  };
}

/** The platform's sign-in over the auth store's `platform` part; its secrets in this closure (never in the store). */
export function createPlatformSignIn(
  environment: Pick<ExplorerEnvironment, 'storage' | 'location' | 'fetch'>,
  settings: SettingsStore,
  host: Store<SignInHost>,
) {
  const { storage, location } = environment;
  const remembered = readJson<AuthPreferences>(storage, PREFERENCES_KEY) ?? {};
  const rememberOn = host.getState().platform.remember;
  const scheme = PLATFORM_SIGN_IN.name;
  // The sign-in's own part of the auth store, read and written as a store of its own.
  const store = {
    getState: () => host.getState().platform,
    setState(update: Partial<PlatformSignInState> | ((state: PlatformSignInState) => Partial<PlatformSignInState>)): void {
      host.setState((state) => ({ platform: { ...state.platform, ...(typeof update === 'function' ? update(state.platform) : update) } }));
    },
  };

  // Secrets: here, never in the store.
  const tokenStorage: SwitchableTokenStorage = switchableTokenStorage(storage, rememberOn);
  let oauth: { strategy: OAuthStrategy; clientId: string; target: string } | undefined;
  let apiKey: string | undefined;
  // The targets the key may be sent to: the one it was entered for, and each the user approved when asked.
  let apiKeyTargets = new Set<string>();

  function saveApiKey(): void {
    if (store.getState().remember && apiKey) writeJson(storage, API_KEY_KEY, { apiKey, targets: [...apiKeyTargets] });
    else remove(storage, API_KEY_KEY);
  }

  function savePreferences(): void {
    const { clientId, kind, remember, siteId, accountId, tokenTarget } = store.getState();
    // Only the client id is kept for everyone (it is public); the rest only for those who opted in.
    writeJson(storage, PREFERENCES_KEY, remember ? { clientId, kind, remember, siteId, accountId, tokenTarget } : { clientId });
  }

  function logRequest(record: RecordedExchange): void {
    const entry: AuthRequestLog = {
      method: record.request.method,
      url: record.request.url,
      durationMs: record.durationMs,
      ...(record.response ? { status: record.response.status } : {}),
      ...(record.failure ? { problem: record.failure.diagnosis } : {}),
    };
    store.setState((state) => ({ requests: [entry, ...state.requests].slice(0, 5) }));
  }

  const authFetch = createRecordingFetch({ onRecord: logRequest, baseFetch: environment.fetch, pageProtocol: location.protocol });

  async function oauthFor(clientId: string): Promise<OAuthStrategy> {
    const target = settings.currentTarget();
    if (oauth && oauth.clientId === clientId && oauth.target === target) return oauth.strategy;
    // Tokens belong to one app on one target: another app or target starts signed out.
    const { tokenTarget } = store.getState();
    if (oauth || (tokenTarget && tokenTarget !== target)) tokenStorage.clear();
    // The runtime and the generated oauth calls load with the first sign-in, not with the page.
    const { OAuthStrategy, loadService } = await import('../api.ts');
    const { modules } = await loadService('oauth');
    const strategy = OAuthStrategy({
      clientId,
      api: modules as unknown as OAuthApi,
      host: target,
      fetch: authFetch,
      tokenStorage,
      onVisitorFallback: () => setMessage('info', 'The member’s sign-in could not be renewed: calls continue as a visitor.'),
    });
    oauth = { strategy, clientId, target };
    return strategy;
  }

  function refreshRole(): void {
    const tokens = tokenStorage.get();
    const role = tokens?.refreshToken.role ?? 'none';
    store.setState((state) => ({
      role,
      expiresAt: tokens?.accessToken.expiresAt || undefined,
      tokenTarget: role === 'none' ? undefined : (oauth?.target ?? state.tokenTarget),
    }));
    savePreferences();
  }

  function setMessage(tone: 'info' | 'error', text: string): void {
    host.setState({ message: { scheme, tone, text } });
  }

  async function run(task: () => Promise<void>): Promise<void> {
    host.setState({ busy: scheme, message: undefined });
    try {
      await task();
    } catch (error) {
      setMessage('error', error instanceof Error ? error.message : String(error));
    } finally {
      host.setState({ busy: undefined });
      refreshRole();
    }
  }

  function setClientId(clientId: string): void {
    store.setState({ clientId: clientId.trim() });
    savePreferences();
  }

  /** Visitor tokens for the OAuth app: the platform's anonymous grant. */
  function signInVisitor(): Promise<void> {
    return run(async () => {
      const { clientId } = store.getState();
      if (!clientId) throw new Error('Enter the OAuth app’s client id first.');
      const strategy = await oauthFor(clientId);
      await strategy.generateVisitorTokens();
      store.setState({ kind: 'oauth' });
      setMessage('info', 'Signed in as a visitor. Calls now carry the visitor’s access token.');
    });
  }

  let pendingLoginClientId: string | undefined;

  /** Direct member sign-in (email and password), then the PKCE exchange for member tokens. */
  function signInMember(email: string, password: string): Promise<void> {
    return run(async () => {
      const { clientId } = store.getState();
      if (!clientId) throw new Error('Enter the OAuth app’s client id first.');
      const strategy = await oauthFor(clientId);
      const result = await strategy.login({ email, password });
      await continueLogin(strategy, result.loginState, result.data?.sessionToken, result.error);
      pendingLoginClientId = clientId;
    });
  }

  /** A member sign-in that asked for the code sent by email. */
  function submitVerificationCode(code: string): Promise<void> {
    return run(async () => {
      const strategy = await oauthFor(pendingLoginClientId ?? store.getState().clientId);
      const result = await strategy.processVerification({ verificationCode: code });
      await continueLogin(strategy, result.loginState, result.data?.sessionToken, result.error);
    });
  }

  async function continueLogin(strategy: OAuthStrategy, state: string, sessionToken: string | undefined, error: string | undefined): Promise<void> {
    store.setState({ awaitingCode: state === 'EMAIL_VERIFICATION_REQUIRED' });
    if (state === 'EMAIL_VERIFICATION_REQUIRED') return setMessage('info', 'Enter the code the platform sent by email.');
    if (state !== 'SUCCESS' || !sessionToken) {
      throw new Error(`Sign-in did not succeed: ${state}${error ? ` (${error})` : ''}.`);
    }
    if (isMockMode(settings.store.getState().mode)) {
      // The mock has no sign-in page to redirect through: the explorer plays the redirect back itself,
      // with a made-up authorization code, and the mock's token endpoint answers it.
      const data = await strategy.generateOAuthData(`${location.origin}${location.pathname}`);
      await strategy.getAuthUrl(data, { prompt: 'none', sessionToken });
      await strategy.getMemberTokens(MOCK_AUTHORIZATION_CODE, data.state, data);
    } else {
      // The platform's own sign-in page, in a hidden frame (the explorer's origin must be an allowed redirect URI).
      await strategy.getMemberTokensForDirectLogin(sessionToken);
    }
    store.setState({ kind: 'oauth' });
    setMessage('info', 'Signed in as a member. Calls now carry the member’s access token.');
  }

  function setApiKey(key: string, siteId: string, accountId: string): void {
    apiKey = key.trim() || undefined;
    const target = settings.currentTarget();
    apiKeyTargets = new Set(apiKey ? [target] : []);
    store.setState({
      apiKeySet: apiKey !== undefined,
      apiKeyTarget: apiKey ? target : undefined,
      siteId: siteId.trim(),
      accountId: accountId.trim(),
      kind: apiKey ? 'apiKey' : 'none',
    });
    host.setState({ message: undefined });
    saveApiKey();
    savePreferences();
  }

  /**
   * Why the API key may not go to `target` without asking: it was entered for another one (a share link or a changed
   * target moved the explorer there). Undefined when it may, or when no key is set.
   */
  function apiKeyQuestion(target: string): string | undefined {
    const state = store.getState();
    if (state.kind !== 'apiKey' || !apiKey || apiKeyTargets.has(target)) return undefined;
    const where = state.apiKeyTarget ? `entered for ${state.apiKeyTarget}` : 'remembered from an earlier visit';
    return `The API key was ${where}. Send it to ${target}?`;
  }

  /** The user's answer for `target`: the key may go there from now on. */
  function allowApiKeyFor(target: string): void {
    if (!apiKey) return;
    apiKeyTargets.add(target);
    saveApiKey();
  }

  /** Forgets every credential, in memory and in localStorage. */
  function signOut(): void {
    tokenStorage.clear();
    oauth = undefined;
    apiKey = undefined;
    apiKeyTargets = new Set();
    pendingLoginClientId = undefined;
    remove(storage, API_KEY_KEY);
    store.setState({
      kind: 'none',
      role: 'none',
      expiresAt: undefined,
      tokenTarget: undefined,
      apiKeySet: false,
      apiKeyTarget: undefined,
      awaitingCode: false,
    });
    host.setState((state) => (state.message?.scheme === scheme ? { message: undefined } : {}));
    savePreferences();
  }

  function setRemember(remember: boolean): void {
    tokenStorage.persist(remember);
    store.setState({ remember });
    saveApiKey();
    if (!remember) remove(storage, TOKENS_KEY);
    savePreferences();
  }

  /**
   * The strategy calls to `target` are sent with now. Credentials belong to the target they were entered for: tokens
   * issued by another target are not sent, nor is an API key the user has not approved for this target.
   */
  async function authForCalls(target: string): Promise<AuthStrategy | undefined> {
    const state = store.getState();
    if (state.kind === 'apiKey' && apiKey) {
      if (!apiKeyTargets.has(target)) return undefined;
      const { ApiKeyStrategy } = await import('../api.ts');
      return ApiKeyStrategy({ apiKey, siteId: state.siteId || undefined, accountId: state.accountId || undefined });
    }
    if (state.kind !== 'oauth' || !state.clientId) return undefined;
    if (state.tokenTarget && state.tokenTarget !== target) return undefined;
    const strategy = await oauthFor(state.clientId);
    // A call may renew or fetch tokens: show the new role and expiry afterwards.
    return {
      preferCdn: strategy.preferCdn,
      getAuthHeaders: async (request) => {
        try {
          return await strategy.getAuthHeaders(request);
        } finally {
          refreshRole();
        }
      },
    };
  }

  // Restore what an opted-in previous visit kept.
  if (rememberOn) {
    const stored = readJson<{ apiKey: string; targets?: unknown }>(storage, API_KEY_KEY);
    if (typeof stored?.apiKey === 'string' && stored.apiKey) {
      apiKey = stored.apiKey;
      // A record without its targets (an older one) is bound to none: the first send asks.
      const targets = Array.isArray(stored.targets) ? stored.targets.filter((t): t is string => typeof t === 'string') : [];
      apiKeyTargets = new Set(targets);
      store.setState({ apiKeySet: true, apiKeyTarget: targets[0] });
    }
    const tokens = persistedTokens(storage);
    if (tokens) store.setState({ role: tokens.refreshToken.role, expiresAt: tokens.accessToken.expiresAt, tokenTarget: remembered.tokenTarget });
  }

  return {
    setClientId,
    signInVisitor,
    signInMember,
    submitVerificationCode,
    setApiKey,
    apiKeyQuestion,
    allowApiKeyFor,
    signOut,
    setRemember,
    authForCalls,
  };
}

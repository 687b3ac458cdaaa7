// The explorer's one auth store: credentials keyed by scheme, for every scheme kind of `auth/document-schemes.ts`.
// A document's schemes (an API key, a bearer token, a user and password, an OAuth2 / OpenID Connect access token,
// pasted or got through one of the scheme's flows) keep their values in this closure, in memory only, each bound to
// the target it was entered for; the platform's sign-in (`platform-sign-in.ts`) is one more scheme, with its
// tokens or API key in its own closure. The state holds only which schemes are set and where, never a value: no
// value goes into links, history, snapshots or (but the platform's, while "Remember" is on) storage. `applied` is
// the one place that says what a call carries, for its send and for its snippets.
import type { AuthStrategy, Credentials } from '@siteapi/runtime';
import { readTextAtMost } from '@siteapi/runtime/generated';
import {
  accessTokenOf,
  type AppliedAuth,
  authorizationUrl,
  type BoundCredential,
  boundTarget,
  credentialOf,
  credentialsFor,
  DEVICE_CODE_GRANT,
  deviceAuthorizationRequest,
  deviceCodeOf,
  PLATFORM_SIGN_IN,
  readRedirect,
  type RunnableFlow,
  type SchemeInput,
  tokenRequest,
} from '../auth/document-schemes.ts';
import type { SignInWindow } from '../auth/sign-in-window.ts';
import type { OAuthFlowInfo } from '../catalogue/types.ts';
import { createStore } from './create-store.ts';
import type { ExplorerEnvironment } from './environment.ts';
import { createPlatformSignIn, initialPlatformSignIn, type PlatformSignInState } from './platform-sign-in.ts';
import type { SettingsStore } from './settings-store.ts';

export interface AuthState {
  /** A document scheme's name (`<service>.<name>`) → the target its credential was entered for. */
  set: Record<string, string>;
  /** The platform's sign-in: what of it may be shown and remembered. */
  platform: PlatformSignInState;
  /** The scheme whose sign-in or flow is running. */
  busy?: string;
  /** A device flow waiting for the user: where to go and the code to enter (RFC 8628). */
  device?: { scheme: string; userCode: string; verificationUri: string; verificationUriComplete?: string };
  /** The last word of a sign-in, a flow or a change, on the scheme it is about. */
  message?: { tone: 'info' | 'error'; scheme: string; text: string };
}

/** How long a sign-in window may take. */
const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

export interface FlowRequest {
  scheme: string;
  flow: OAuthFlowInfo & { flow: RunnableFlow };
  clientId: string;
  clientSecret?: string;
  scopes: string[];
}

export interface AuthStoreOptions {
  /** Whether the platform's sign-in is a scheme of this explorer (the platform's document); else its credentials go nowhere. */
  platformSignIn: boolean;
  /** The page's sign-in window (`auth/sign-in-window.ts`); absent, the flows that need one say so. */
  signIn?: SignInWindow;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The credentials of one explorer, for every scheme it offers; values in closures, never in the state. */
export function createAuthStore(
  environment: Pick<ExplorerEnvironment, 'storage' | 'location' | 'fetch'>,
  settings: SettingsStore,
  { platformSignIn, signIn }: AuthStoreOptions,
) {
  const store = createStore<AuthState>({ set: {}, platform: initialPlatformSignIn(environment.storage) });
  const values = new Map<string, BoundCredential>();
  const platform = createPlatformSignIn(environment, settings, store);

  function setInput(scheme: string, input: SchemeInput): void {
    const credential = credentialOf(input);
    const target = boundTarget(settings.currentTarget());
    if (credential === undefined) values.delete(scheme);
    else values.set(scheme, { credential, target });
    store.setState((state) => {
      const set = { ...state.set };
      if (credential === undefined) delete set[scheme];
      else set[scheme] = target;
      return { set, message: undefined };
    });
  }

  /**
   * When each scheme was last forgotten (`forgotten.every`: every scheme), counted in `forgotten.count`: a flow takes
   * the token it gets only if its scheme was not forgotten since it started.
   */
  const forgotten = { count: 0, every: 0, by: new Map<string, number>() };

  /** Forgets one scheme's credential, or (no scheme) every scheme's, the platform's sign-in too. */
  function forget(scheme?: string): void {
    forgotten.count++;
    if (scheme === undefined) forgotten.every = forgotten.count;
    else forgotten.by.set(scheme, forgotten.count);
    if (scheme === undefined || scheme === PLATFORM_SIGN_IN.name) platform.signOut();
    // A device flow still waiting would otherwise set the token it gets after the user cleared it.
    if (scheme === undefined || scheme === device?.scheme) device?.stop(true);
    if (scheme === undefined) values.clear();
    else values.delete(scheme);
    store.setState((state) => ({
      set: scheme === undefined ? {} : Object.fromEntries(Object.entries(state.set).filter(([name]) => name !== scheme)),
      message: undefined,
    }));
  }

  /**
   * What a call of `service` to `target` carries: the platform's sign-in where it is a scheme of this explorer and
   * signed in, and the document's credentials entered for this very target (the generated client applies the
   * operation's requirements). Sends and snippets both read it here.
   */
  function applied(service: string, target: string): AppliedAuth {
    const credentials = credentialsFor(service, values, boundTarget(target));
    return { ...(platformSignIn ? { platform: store.getState().platform.kind } : {}), ...(credentials ? { credentials } : {}) };
  }

  /** Why a send to `target` must ask before it carries a credential (the platform's API key entered elsewhere); undefined when it need not. */
  function question(target: string): string | undefined {
    return platformSignIn ? platform.apiKeyQuestion(target) : undefined;
  }

  /**
   * What a send of `service` to `target` hands the client: `applied`, with the platform's strategy made (it goes
   * only where its credential belongs, `platform-sign-in.ts`); `omitPlatform` when the user said to send without it.
   */
  async function forSend(service: string, target: string, omitPlatform = false): Promise<{ auth?: AuthStrategy; credentials?: Credentials }> {
    const { platform: kind, credentials } = applied(service, target);
    const auth = kind === undefined || kind === 'none' || omitPlatform ? undefined : await platform.authForCalls(target);
    return { ...(auth ? { auth } : {}), ...(credentials ? { credentials } : {}) };
  }

  const message = (scheme: string, tone: 'info' | 'error', text: string) => store.setState({ message: { scheme, tone, text } });
  /**
   * The device flow under way, from its request for a code on, and what ends it (its Cancel button, a new flow, or
   * `cleared` by forgetting its scheme).
   */
  let device: { scheme: string; stop: (cleared?: boolean) => void } | undefined;

  /**
   * RFC 8628: asks for a device code, shows the user where to enter it, then asks the token endpoint every `interval`
   * seconds until the user approves (the token), refuses, the code expires, or the flow is cancelled (undefined when
   * the user cleared its scheme: nothing to report).
   */
  async function deviceToken(request: FlowRequest, target: string, fetch: (url: string, init: RequestInit) => Promise<Response>): Promise<string | undefined> {
    let ended: 'cancelled' | 'cleared' | undefined;
    let wake: (() => void) | undefined;
    // Stopping also aborts a request in flight (for the code, or a poll), so nothing answered after it is taken.
    const abort = new AbortController();
    const stop = (cleared?: boolean) => {
      ended ??= cleared ? 'cleared' : 'cancelled';
      abort.abort();
      wake?.();
      if (cleared) store.setState({ device: undefined });
    };
    device = { scheme: request.scheme, stop };
    /** The answer of a request of this flow; undefined once the flow was stopped. */
    const ask = (url: string, init: RequestInit, what: string) =>
      answerOf(fetch, url, { ...init, signal: abort.signal }, what).catch((error: unknown) => {
        if (!ended) throw error;
      });
    const stopped = (): undefined => {
      if (ended === 'cleared') return undefined;
      throw new Error('The device sign-in was cancelled.');
    };
    try {
      const asked = deviceAuthorizationRequest(request.flow, target, request.clientId, request.scopes);
      const answered = await ask(asked.url, asked.init, 'device authorization endpoint');
      if (ended) return stopped();
      const read = deviceCodeOf(answered);
      if (!read.ok) throw new Error(read.message);
      const { code } = read;
      store.setState({
        device: {
          scheme: request.scheme,
          userCode: code.userCode,
          verificationUri: code.verificationUri,
          ...(code.verificationUriComplete ? { verificationUriComplete: code.verificationUriComplete } : {}),
        },
      });
      const deadline = Date.now() + code.expiresIn * 1000;
      let interval = code.interval;
      for (;;) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, interval * 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (ended) return stopped();
        if (Date.now() > deadline) throw new Error('The device code expired before the sign-in was approved.');
        const poll = tokenRequest(request.flow, target, { grant: DEVICE_CODE_GRANT, deviceCode: code.deviceCode, clientId: request.clientId });
        const answer = (await ask(poll.url, poll.init, 'token endpoint')) as Record<string, unknown> | null | undefined;
        if (ended) return stopped();
        const error = answer && typeof answer === 'object' ? answer.error : undefined;
        // The user has not approved yet; `slow_down` asks for 5 s more between requests (RFC 8628 §3.5).
        if (error === 'authorization_pending') continue;
        if (error === 'slow_down') {
          interval = Math.min(interval + 5, 60);
          continue;
        }
        const token = accessTokenOf(answer);
        if (!token.ok) throw new Error(token.message);
        return token.token;
      }
    } finally {
      // A newer flow may have started since this one was stopped: only this flow's own state is dropped.
      if (device?.stop === stop) {
        device = undefined;
        store.setState({ device: undefined });
      }
    }
  }

  function cancelDevice(): void {
    device?.stop();
  }

  /** Runs one of the scheme's OAuth2 flows; the access token it gets is bound to the current target. */
  async function authorize(request: FlowRequest): Promise<void> {
    const target = boundTarget(settings.currentTarget());
    const { location } = environment;
    const fetch = (input: string, init: RequestInit) => environment.fetch(input, init);
    store.setState({ busy: request.scheme, message: undefined });
    const started = forgotten.count;
    try {
      // PKCE's helpers load with the first flow run, not with the page.
      const { codeChallenge, createCodeVerifier } = await import('@siteapi/runtime/generated');
      let token: string;
      if (request.flow.flow === 'deviceAuthorization') {
        device?.stop();
        const got = await deviceToken(request, target, fetch);
        if (got === undefined) return;
        token = got;
      } else if (request.flow.flow === 'clientCredentials') {
        const { url, init } = tokenRequest(request.flow, target, {
          grant: 'client_credentials',
          clientId: request.clientId,
          clientSecret: request.clientSecret ?? '',
          scopes: request.scopes,
        });
        token = await exchange(fetch, url, init);
      } else {
        if (!signIn) throw new Error('This page cannot open a sign-in window.');
        const redirectUri = `${location.origin}${location.pathname}`;
        const state = createCodeVerifier();
        const verifier = request.flow.flow === 'authorizationCode' ? createCodeVerifier(64) : undefined;
        const url = authorizationUrl(request.flow, target, {
          clientId: request.clientId,
          redirectUri,
          scopes: request.scopes,
          state,
          ...(verifier ? { codeChallenge: await codeChallenge(verifier) } : {}),
        });
        if (!signIn.open(url)) throw new Error('The browser blocked the sign-in window; allow pop-ups for this page.');
        const answer = readRedirect(await signIn.nextRedirect(SIGN_IN_TIMEOUT_MS), state);
        if (!answer.ok) throw new Error(answer.message);
        if ('accessToken' in answer) token = answer.accessToken;
        else {
          const exchangeRequest = tokenRequest(request.flow, target, {
            grant: 'authorization_code',
            code: answer.code,
            redirectUri,
            clientId: request.clientId,
            codeVerifier: verifier!,
          });
          token = await exchange(fetch, exchangeRequest.url, exchangeRequest.init);
        }
      }
      // Cleared while the flow ran: the user's word is the last.
      if (Math.max(forgotten.every, forgotten.by.get(request.scheme) ?? 0) > started) return;
      values.set(request.scheme, { credential: token, target });
      store.setState((s) => ({ set: { ...s.set, [request.scheme]: target } }));
      message(request.scheme, 'info', `Authorized: calls to ${target} now carry the access token.`);
    } catch (error) {
      message(request.scheme, 'error', error instanceof Error ? error.message : String(error));
    } finally {
      store.setState({ busy: undefined });
    }
  }

  return {
    store,
    /** Whether the platform's sign-in is a scheme of this explorer. */
    platformSignIn,
    /** The platform's sign-in: its form's actions. */
    platform: {
      setClientId: platform.setClientId,
      signInVisitor: platform.signInVisitor,
      signInMember: platform.signInMember,
      submitVerificationCode: platform.submitVerificationCode,
      setApiKey: platform.setApiKey,
      setRemember: platform.setRemember,
      signOut: () => forget(PLATFORM_SIGN_IN.name),
    },
    setInput,
    forget,
    authorize,
    cancelDevice,
    applied,
    question,
    allowFor: platform.allowApiKeyFor,
    forSend,
  };
}

async function exchange(fetch: (url: string, init: RequestInit) => Promise<Response>, url: string, init: RequestInit): Promise<string> {
  const token = accessTokenOf(await answerOf(fetch, url, init, 'token endpoint'));
  if (!token.ok) throw new Error(token.message);
  return token.token;
}

/** An OAuth endpoint's JSON answer, whatever its status (its errors are JSON too); what is no JSON is said. */
async function answerOf(fetch: (url: string, init: RequestInit) => Promise<Response>, url: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new Error(`The ${what} ${new URL(url).origin} could not be reached (${error instanceof Error ? error.message : String(error)}).`);
  }
  // `redirect: 'manual'` (tokenRequest): a browser hands back an opaque redirect (status 0), Node the 3xx itself.
  if (response.type === 'opaqueredirect' || response.status === 0 || (response.status >= 300 && response.status < 400)) {
    const origin = new URL(url).origin;
    const location = response.headers.get('location');
    const where = location ? ` to ${location.slice(0, 200)}` : '';
    throw new Error(
      `The ${what} ${origin} answered with a redirect${where}, which is not followed: it would send the client's credentials on. Set the ${what === 'token endpoint' ? 'token URL' : 'device authorization URL'} to the address the ${what} is at.`,
    );
  }
  const text = await readTextAtMost(response.body, TOKEN_ANSWER_BYTES);
  if (text === undefined)
    throw new Error(
      `The ${what} answered ${response.status} with more than ${TOKEN_ANSWER_BYTES / 1024} KiB; ${what === 'token endpoint' ? 'a token answer' : 'its answer'} is far smaller.`,
    );
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`The ${what} answered ${response.status} without JSON.`);
  }
}

/** A token (or device code) answer is a few kilobytes (an access token is at most 16 KiB, accessTokenOf): more is not one. */
const TOKEN_ANSWER_BYTES = 64 * 1024;

import { AuthError } from '../errors.ts';
import { startTimer, stopTimer, type Timer } from '../timer.ts';

export const SILENT_SIGN_IN_TIMEOUT_MS = 120_000;

/** The frame, as far as silent sign-in uses it. */
export interface SignInFrame {
  style: { display: string };
  src: string;
  remove(): void;
  onload?: ((this: unknown, ev: Event) => unknown) | null;
}

type MessageListener = (event: MessageEvent) => void;

/** The browser parts silent sign-in touches; tests pass their own. */
export interface FrameHost {
  window: { addEventListener(type: 'message', listener: MessageListener): void; removeEventListener(type: 'message', listener: MessageListener): void };
  document: { createElement(tag: 'iframe'): SignInFrame; body: { appendChild(node: SignInFrame): unknown } };
}

export interface SilentSignInResult {
  code?: string;
  state: string;
  error?: string;
  errorDescription?: string;
}

// The last silent sign-in started; a new one waits for it (two frames would race for the same session cookie).
let last: Promise<unknown> | undefined;

/** One silent sign-in at a time: the first starts at once, each later one when the one before it has settled. */
export function silentSignIn(authUrl: string, state: string, options: { timeoutMs?: number; host?: FrameHost } = {}): Promise<SilentSignInResult> {
  const start = () => signInInFrame(authUrl, state, options);
  const run = last ? last.then(start, start) : start();
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  last = settled;
  void settled.then(() => {
    if (last === settled) last = undefined;
  });
  return run;
}

/**
 * Loads the sign-in URL in a hidden frame and waits for the frame's message with our state, from the sign-in
 * page's origin. The frame, the listener and the timer are removed in every outcome.
 */
function signInInFrame(authUrl: string, state: string, options: { timeoutMs?: number; host?: FrameHost }): Promise<SilentSignInResult> {
  const host = options.host ?? ({ window: globalThis.window, document: globalThis.document } as unknown as FrameHost);
  if (!host.window || !host.document) return Promise.reject(new AuthError('NO_BROWSER', 'Silent sign-in needs a browser window'));
  const origin = new URL(authUrl).origin;
  let frame: SignInFrame | undefined;
  let timer: Timer | undefined;
  let listener: ((event: MessageEvent) => void) | undefined;
  const result = new Promise<SilentSignInResult>((resolve, reject) => {
    listener = (event: MessageEvent) => {
      const data = event.data as { state?: unknown; code?: string; error?: string; error_description?: string; errorDescription?: string } | null;
      // Messages from other origins or for other sign-ins are not ours.
      if (event.origin !== origin || !data || typeof data !== 'object' || data.state !== state) return;
      resolve({ code: data.code, state, error: data.error, errorDescription: data.error_description ?? data.errorDescription });
    };
    host.window.addEventListener('message', listener);
    timer = startTimer(() => reject(new AuthError('OAUTH_FLOW_TIMED_OUT', 'OAuth flow timed out')), options.timeoutMs ?? SILENT_SIGN_IN_TIMEOUT_MS);
    const created = host.document.createElement('iframe');
    created.style.display = 'none';
    created.src = authUrl;
    host.document.body.appendChild(created);
    frame = created;
  });
  const cleanup = () => {
    if (timer) stopTimer(timer);
    if (listener) host.window.removeEventListener('message', listener);
    frame?.remove();
  };
  return result.finally(cleanup);
}

// The sign-in window of the OAuth2 flows that go through the browser (authorization code, implicit): `window.open`,
// and the redirect that the explorer loaded in that window posts back to its opener, on the same origin only.

/** The message a sign-in window posts back to the page that opened it (same origin only). */
export const REDIRECT_MESSAGE = 'siteapi-explorer-oauth-redirect';

/** What the browser offers the auth store: a window to sign in (window.open) and its messages; absent in tests. */
export interface SignInWindow {
  open(url: string): boolean;
  /** Resolves with the address the sign-in window came back to. */
  nextRedirect(timeoutMs: number): Promise<string>;
}

/** The sign-in window of a page: `window.open`, and the redirect its copy of the explorer posts back (same origin only). */
export function browserSignInWindow(window: Window): SignInWindow {
  return {
    open: (url) => window.open(url, 'siteapi-explorer-sign-in', 'popup,width=520,height=680') !== null,
    nextRedirect: (timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = window.setTimeout(() => {
          window.removeEventListener('message', onMessage);
          reject(new Error('The sign-in window did not come back in time.'));
        }, timeoutMs);
        function onMessage(event: MessageEvent): void {
          const data = event.data as { type?: unknown; href?: unknown } | null;
          if (event.origin !== window.location.origin || data?.type !== REDIRECT_MESSAGE || typeof data.href !== 'string') return;
          window.clearTimeout(timer);
          window.removeEventListener('message', onMessage);
          resolve(data.href);
        }
        window.addEventListener('message', onMessage);
      }),
  };
}

/**
 * In a sign-in window that came back to the explorer (`?code=…&state=…` or `#access_token=…`): hands the address to
 * the page that opened it, on this origin only, and closes. True when it did.
 */
export function returnSignInRedirect(window: Window): boolean {
  const { location } = window;
  const params = new URLSearchParams(location.hash.includes('access_token=') ? location.hash.slice(1) : location.search);
  if (!params.has('state') || !(params.has('code') || params.has('access_token') || params.has('error'))) return false;
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  opener.postMessage({ type: REDIRECT_MESSAGE, href: location.href }, location.origin);
  window.close();
  return true;
}

// The in-browser mock: the @siteapi/mock handlers of the explorer's document, run by msw's service worker, so the
// explorer answers every operation from the specs' examples with no server at all (a static build works as it is).
// Loaded on first use: the worker, the handlers and the whole document stay out of the first paint.
import { browserMockUrl } from '../store/settings-store.ts';

let starting: Promise<void> | undefined;

/**
 * Starts the worker once (later calls share the first start: one worker serves the page, whichever explorer asks);
 * a failed start is tried again next time. `origin` is the page's, where the worker answers.
 */
export function startBrowserMock(origin: string): Promise<void> {
  starting ??= (async () => {
    if (!('serviceWorker' in navigator)) throw new Error('This browser has no service workers, so the in-browser mock cannot run here: choose Prism.');
    const base = import.meta.env.BASE_URL;
    const [{ setupWorker }, { createHandlers }, document] = await Promise.all([
      import('msw/browser'),
      import('@siteapi/mock'),
      fetch(`${base}mock-document.json`).then((r) => {
        if (!r.ok) throw new Error(`the mock's document did not load (${r.status} ${r.statusText})`);
        return r.json() as Promise<Record<string, unknown>>;
      }),
    ]);
    const worker = setupWorker(...createHandlers(document, { origin: browserMockUrl(origin), catchAll: true }));
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: `${base}mockServiceWorker.js` } });
  })().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

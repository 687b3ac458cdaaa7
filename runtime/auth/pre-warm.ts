import type { FrameHost } from './silent-sign-in.ts';

/** Where the time of the last pre-warm is kept (local storage), and how often it may repeat. */
export const PREWARM_STORAGE_KEY = 'siteapi.visitorCookiePreWarm';
export const PREWARM_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PreWarmOptions {
  /** Pre-warm even if it ran within the last 7 days. */
  force?: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  host?: FrameHost;
  now?: () => number;
}

/**
 * Loads a login redirect session in a hidden frame so the platform's visitor cookie exists before a sign-in needs it.
 * Runs at most every 7 days per browser; returns whether it ran.
 */
export async function preWarmVisitorCookie(sessionUrl: () => Promise<string>, options: PreWarmOptions = {}): Promise<boolean> {
  const storage = options.storage ?? globalThis.localStorage;
  const host = options.host ?? ({ window: globalThis.window, document: globalThis.document } as unknown as FrameHost);
  const now = options.now ?? Date.now;
  if (!storage || !host.document) return false;
  const last = Number(storage.getItem(PREWARM_STORAGE_KEY));
  if (!options.force && Number.isFinite(last) && last > 0 && now() - last < PREWARM_INTERVAL_MS) return false;
  const url = await sessionUrl();
  const frame = host.document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = url;
  await new Promise<void>((resolve) => {
    frame.onload = () => resolve();
    host.document.body.appendChild(frame);
  });
  frame.remove();
  storage.setItem(PREWARM_STORAGE_KEY, String(now()));
  return true;
}

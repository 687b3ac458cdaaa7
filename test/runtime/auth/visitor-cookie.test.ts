import { describe, expect, it } from 'vitest';
import { PREWARM_STORAGE_KEY } from '../../../runtime/auth/pre-warm.ts';
import type { FrameHost } from '../../../runtime/auth/silent-sign-in.ts';
import { visitorCookieWarmer } from '../../../runtime/auth/visitor-cookie.ts';
import { clock, NOW, stubRedirects } from './stubs.ts';

function frameHost() {
  const loaded: string[] = [];
  const host: FrameHost = {
    window: { addEventListener: () => undefined, removeEventListener: () => undefined },
    document: {
      createElement: () => {
        const frame: { style: { display: string }; src: string; remove(): void; onload?: () => void } = {
          style: { display: '' },
          src: '',
          remove: () => undefined,
        };
        return frame;
      },
      body: {
        appendChild: (frame: { src: string; onload?: () => void }) => {
          loaded.push(frame.src);
          frame.onload?.();
          return frame;
        },
      },
    },
  } as unknown as FrameHost;
  return { host, loaded };
}

describe("visitor-cookie: the platform's visitor cookie made sure of", () => {
  it('loads a login redirect session, sent as the authed calls are, in a hidden frame, on the strategy’s clock', async () => {
    const api = stubRedirects('https://users.example.test/login?session=1');
    const { host, loaded } = frameHost();
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const init = { headers: { marker: 'authed' } };
    const warm = visitorCookieWarmer(api, init, clock);
    expect(await warm({ host, storage })).toBe(true);
    expect(api.redirects.createRedirectSession.mock.calls).toEqual([[{ login: {} }, init]]);
    expect(loaded).toEqual(['https://users.example.test/login?session=1']);
    expect(stored.get(PREWARM_STORAGE_KEY)).toBe(String(NOW));
    // Within 7 days it does not run again.
    expect(await warm({ host, storage })).toBe(false);
    expect(api.redirects.createRedirectSession).toHaveBeenCalledTimes(1);
  });

  it('a session answer without a URL is NO_REDIRECT_URL', async () => {
    const { host } = frameHost();
    const storage = { getItem: () => null, setItem: () => undefined };
    await expect(visitorCookieWarmer(stubRedirects(null), {}, clock)({ host, storage })).rejects.toMatchObject({ code: 'NO_REDIRECT_URL' });
  });
});

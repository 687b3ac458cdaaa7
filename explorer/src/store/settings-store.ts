// Where requests go and how the explorer looks; remembered in its storage (preferences, never secrets).
// Defaults: the mock server at VITE_MOCK_URL when `npm start` set it, else the in-browser mock (a static build needs
// no server), or the live host a docs site was built with (`siteapi docs --target`); the mock server's URL
// http://127.0.0.1:4010; live host https://www.wixapis.com; theme follows the system.
// `?mock=<url>`, `?mock=in-browser` or `?target=<url>` in the page URL choose for this visit without changing what
// is remembered.
import { createStore } from './create-store.ts';
import type { ExplorerEnvironment } from './environment.ts';
import { readJson, writeJson } from './persisted.ts';

/** `mock`: a mock server at a URL (`siteapi mock`: msw, or Prism); `browser`: the in-browser mock (msw in a service worker); `live`: a live host. */
export type TargetMode = 'mock' | 'browser' | 'live';

/** The `?mock=` value of the in-browser mock in share links. */
export const IN_BROWSER = 'in-browser';

/** Whether a target answers from the specs' examples (Prism or in-browser), so mock preferences apply. */
export const isMockMode = (mode: TargetMode): boolean => mode !== 'live';

/** Where the in-browser mock answers: a path of the page's own origin that the service worker serves. */
export function browserMockUrl(origin: string): string {
  return `${origin}/__mock`;
}
export type ThemeChoice = 'system' | 'light' | 'dark';

export interface SettingsState {
  mode: TargetMode;
  mockUrl: string;
  liveUrl: string;
  theme: ThemeChoice;
}

const STORAGE_KEY = 'explorer.settings';
export const DEFAULT_MOCK_URL = 'http://127.0.0.1:4010';
export const DEFAULT_LIVE_URL = 'https://www.wixapis.com';

export function initialSettings(search: string, mockUrl: string | undefined, remembered: Partial<SettingsState> | undefined, liveUrl?: string): SettingsState {
  const state: SettingsState = {
    mode:
      remembered?.mode === 'live' || remembered?.mode === 'browser' || remembered?.mode === 'mock'
        ? remembered.mode
        : mockUrl
          ? 'mock'
          : liveUrl
            ? 'live'
            : 'browser',
    mockUrl: stringOr(remembered?.mockUrl, mockUrl || DEFAULT_MOCK_URL),
    liveUrl: stringOr(remembered?.liveUrl, liveUrl || DEFAULT_LIVE_URL),
    theme: remembered?.theme === 'light' || remembered?.theme === 'dark' ? remembered.theme : 'system',
  };
  // `npm start` may have moved the mock to another port since it was remembered.
  if (mockUrl && !remembered?.mockUrl) state.mockUrl = mockUrl;
  const params = new URLSearchParams(search);
  const mock = params.get('mock');
  const target = params.get('target');
  if (mock === IN_BROWSER) state.mode = 'browser';
  else if (mock) Object.assign(state, { mode: 'mock', mockUrl: mock });
  else if (target) Object.assign(state, { mode: 'live', liveUrl: target });
  return state;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/** The settings of one explorer: remembered in its storage, this visit's choice read from its address. */
export function createSettingsStore(environment: ExplorerEnvironment) {
  const { storage, location, darkQuery, events } = environment;
  const store = createStore<SettingsState>(
    initialSettings(location.search, environment.mockUrl, readJson<SettingsState>(storage, STORAGE_KEY), environment.liveUrl),
  );

  function update(patch: Partial<SettingsState>): void {
    store.setState(patch);
    writeJson(storage, STORAGE_KEY, store.getState());
  }

  return {
    store,
    setTargetMode: (mode: TargetMode): void => update({ mode }),
    setMockUrl: (mockUrl: string): void => update({ mockUrl }),
    setLiveUrl: (liveUrl: string): void => update({ liveUrl }),
    setTheme: (theme: ThemeChoice): void => update({ theme }),
    /** The base URL requests go to now. */
    currentTarget(state: SettingsState = store.getState()): string {
      if (state.mode === 'browser') return browserMockUrl(location.origin);
      return state.mode === 'mock' ? state.mockUrl : state.liveUrl;
    },
    /** Follows the theme another page of this origin chooses (not its target: each page keeps its own). */
    listen(): () => void {
      const onStorage = (event: Event): void => {
        const { key, storageArea } = event as StorageEvent;
        if (storageArea !== storage || (key !== null && key !== STORAGE_KEY)) return;
        const theme = initialSettings('', undefined, readJson<SettingsState>(storage, STORAGE_KEY)).theme;
        if (theme !== store.getState().theme) store.setState({ theme });
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
    /** For `useSyncExternalStore`: the system's dark mode. */
    subscribeSystemTheme(listener: () => void): () => void {
      darkQuery?.addEventListener('change', listener);
      return () => darkQuery?.removeEventListener('change', listener);
    },
    systemDark: (): boolean => darkQuery?.matches ?? false,
  };
}

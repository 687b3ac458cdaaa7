// Where requests go and how the explorer looks; remembered in localStorage (preferences, never secrets).
// Defaults: the Prism mock at VITE_MOCK_URL when `npm start` set it, else the in-browser mock (a static build needs
// no server); Prism's URL http://127.0.0.1:4010; live host https://www.wixapis.com; theme follows the system.
// `?mock=<url>`, `?mock=in-browser` or `?target=<url>` in the page URL choose for this visit without changing what
// is remembered.
import { useSyncExternalStore } from 'react';
import { createStore } from './create-store.ts';
import { readJson, writeJson } from './persisted.ts';

/** `mock`: Prism at a URL; `browser`: the in-browser mock (msw in a service worker); `live`: a live host. */
export type TargetMode = 'mock' | 'browser' | 'live';

/** The `?mock=` value of the in-browser mock in share links. */
export const IN_BROWSER = 'in-browser';

/** Whether a target answers from the specs' examples (Prism or in-browser), so mock preferences apply. */
export const isMockMode = (mode: TargetMode): boolean => mode !== 'live';

/** Where the in-browser mock answers: a path of the page's own origin that the service worker serves. */
export function browserMockUrl(): string {
  return `${typeof location === 'undefined' ? 'http://localhost' : location.origin}/__mock`;
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

export function initialSettings(search: string, mockUrl: string | undefined, remembered: Partial<SettingsState> | undefined): SettingsState {
  const state: SettingsState = {
    mode: remembered?.mode === 'live' || remembered?.mode === 'browser' || remembered?.mode === 'mock' ? remembered.mode : mockUrl ? 'mock' : 'browser',
    mockUrl: stringOr(remembered?.mockUrl, mockUrl || DEFAULT_MOCK_URL),
    liveUrl: stringOr(remembered?.liveUrl, DEFAULT_LIVE_URL),
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

export const settingsStore = createStore<SettingsState>(
  initialSettings(typeof location === 'undefined' ? '' : location.search, import.meta.env.VITE_MOCK_URL, readJson<SettingsState>(STORAGE_KEY)),
);

function update(patch: Partial<SettingsState>): void {
  settingsStore.setState(patch);
  writeJson(STORAGE_KEY, settingsStore.getState());
}

export const setTargetMode = (mode: TargetMode): void => update({ mode });
export const setMockUrl = (mockUrl: string): void => update({ mockUrl });
export const setLiveUrl = (liveUrl: string): void => update({ liveUrl });
export const setTheme = (theme: ThemeChoice): void => update({ theme });

/** The base URL requests go to now. */
export function currentTarget(state: SettingsState = settingsStore.getState()): string {
  if (state.mode === 'browser') return browserMockUrl();
  return state.mode === 'mock' ? state.mockUrl : state.liveUrl;
}

const darkQuery = typeof matchMedia === 'undefined' ? undefined : matchMedia('(prefers-color-scheme: dark)');

function subscribeSystemTheme(listener: () => void): () => void {
  darkQuery?.addEventListener('change', listener);
  return () => darkQuery?.removeEventListener('change', listener);
}

/** 'light' or 'dark': the choice, or the system's when the choice is 'system'. */
export function useResolvedTheme(): 'light' | 'dark' {
  const choice = useSyncExternalStore(settingsStore.subscribe, () => settingsStore.getState().theme);
  const systemDark = useSyncExternalStore(subscribeSystemTheme, () => darkQuery?.matches ?? false);
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

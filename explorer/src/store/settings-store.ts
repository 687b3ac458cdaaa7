// Where requests go and how the explorer looks; remembered in localStorage (preferences, never secrets).
// Defaults: the mock at VITE_MOCK_URL (set by `npm start`) or http://127.0.0.1:4010; live host
// https://www.wixapis.com; theme follows the system. `?mock=<url>` or `?target=<url>` in the page URL
// choose the mock or a live host for this visit without changing what is remembered.
import { useSyncExternalStore } from 'react';
import { createStore } from './create-store.ts';
import { readJson, writeJson } from './persisted.ts';

export type TargetMode = 'mock' | 'live';
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
    mode: remembered?.mode === 'live' ? 'live' : 'mock',
    mockUrl: stringOr(remembered?.mockUrl, mockUrl || DEFAULT_MOCK_URL),
    liveUrl: stringOr(remembered?.liveUrl, DEFAULT_LIVE_URL),
    theme: remembered?.theme === 'light' || remembered?.theme === 'dark' ? remembered.theme : 'system',
  };
  // `npm start` may have moved the mock to another port since it was remembered.
  if (mockUrl && !remembered?.mockUrl) state.mockUrl = mockUrl;
  const params = new URLSearchParams(search);
  const mock = params.get('mock');
  const target = params.get('target');
  if (mock) Object.assign(state, { mode: 'mock', mockUrl: mock });
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

import { describe, expect, it } from 'vitest';
import { createSettingsStore, initialSettings } from '../../../explorer/src/store/settings-store.ts';
import { memoryEnvironment } from '../../../explorer/src/store/environment.ts';

// A docs site's default target (`siteapi docs --target`): a live host, until the reader picks another.
describe('settings: a docs site default target', () => {
  it('is the live host when nothing was remembered, and the page address or a remembered choice wins', () => {
    expect(initialSettings('', undefined, undefined, 'https://api.example.test')).toMatchObject({ mode: 'live', liveUrl: 'https://api.example.test' });
    expect(initialSettings('', undefined, undefined)).toMatchObject({ mode: 'browser', liveUrl: 'https://www.wixapis.com' });
    expect(initialSettings('?mock=in-browser', undefined, undefined, 'https://api.example.test').mode).toBe('browser');
    expect(initialSettings('', undefined, { mode: 'browser', liveUrl: 'https://mine.example.test' }, 'https://api.example.test')).toMatchObject({
      mode: 'browser',
      liveUrl: 'https://mine.example.test',
    });
    // A Prism that `npm start` named stays the default over it.
    expect(initialSettings('', 'http://127.0.0.1:4010', undefined, 'https://api.example.test').mode).toBe('mock');
  });

  it('comes from the environment the provider is given', () => {
    const settings = createSettingsStore(memoryEnvironment('http://127.0.0.1:4173/', { liveUrl: 'https://api.example.test' }));
    expect(settings.currentTarget()).toBe('https://api.example.test');
  });
});

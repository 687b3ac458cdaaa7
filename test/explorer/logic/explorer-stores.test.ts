// One explorer's state per provider: two explorers, each with its own environment, share nothing (selection,
// address, settings, credentials, drafts, history), listen only while connected, and a share link is read once.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { shareUrl } from '../../../explorer/src/share/share-link.ts';
import { memoryEnvironment, memoryStorage } from '../../../explorer/src/store/environment.ts';
import { ExplorerProvider, useExplorer } from '../../../explorer/src/store/explorer-provider.tsx';
import { connectExplorer, createExplorerStores, type ExplorerStores } from '../../../explorer/src/store/explorer-stores.ts';
import { historyStoreOf } from '../../../explorer/src/store/history-store.ts';
import { requestStoreOf } from '../../../explorer/src/store/request-store.ts';
import { snapshotOf } from '../../../explorer/src/store/snapshot.ts';
import { NO_MOCK_PREFERENCES } from '../../../explorer/src/request/draft.ts';

vi.mock('virtual:explorer-catalogue', () => ({
  catalogue: [{ id: 'blog.listPosts' }, { id: 'blog.getPost' }, { id: 'forms.listForms' }, { id: 'oauth.token' }],
  // The platform's services, so each explorer's auth is the platform's sign-in.
  services: ['blog', 'forms', 'oauth'].map((name) => ({ name, title: name, platform: true })),
}));
vi.mock('virtual:explorer-loaders', () => ({ detailLoaders: {}, serviceLoaders: {} }));

const PAGE = 'http://127.0.0.1:5173/';

/** Fires an event where the explorer listens (a memory environment's is an EventTarget). */
const fire = (stores: ExplorerStores, event: Event): boolean => (stores.environment.events as EventTarget).dispatchEvent(event);

/** A storage event as a browser fires it on the other pages of the origin. */
const storageEvent = (storage: Storage, key: string): Event => Object.assign(new Event('storage'), { key, storageArea: storage });

describe('two explorers', () => {
  it('keep their own selection, address and history', () => {
    const a = createExplorerStores(memoryEnvironment(`${PAGE}?op=blog.listPosts`));
    const b = createExplorerStores(memoryEnvironment(`${PAGE}?schema=blog.Post`));
    expect(a.navigation.store.getState()).toMatchObject({ selectedId: 'blog.listPosts', model: null, listOpen: false });
    expect(b.navigation.store.getState()).toMatchObject({ selectedId: null, model: 'blog.Post', listOpen: false });

    a.navigation.selectOperation('forms.listForms');
    a.navigation.setFilter('forms');
    expect(a.environment.location.search).toBe('?op=forms.listForms');
    expect(a.environment.history.state).toEqual({ op: 'forms.listForms' });
    expect(b.navigation.store.getState()).toMatchObject({ selectedId: null, model: 'blog.Post', filter: '' });
    expect(b.environment.location.search).toBe('?schema=blog.Post');
    expect(b.environment.history.state).toBeNull();
    // Deep links are the explorer's own page's.
    expect(b.navigation.operationHref('blog.getPost')).toBe('/?op=blog.getPost');
  });

  it('remember settings and credentials in their own storage', () => {
    const a = createExplorerStores(memoryEnvironment(`${PAGE}?mock=http://127.0.0.1:4011`));
    const b = createExplorerStores(memoryEnvironment(PAGE, { mockUrl: 'http://127.0.0.1:4012' }));
    expect(a.settings.currentTarget()).toBe('http://127.0.0.1:4011');
    expect(b.settings.currentTarget()).toBe('http://127.0.0.1:4012');
    a.settings.setTheme('dark');
    a.auth.platform.setRemember(true);
    a.auth.platform.setApiKey('key-a', 'site-a', '');
    expect(a.environment.storage?.getItem('explorer.settings')).toContain('"theme":"dark"');
    expect(a.environment.storage?.getItem('explorer.apiKey')).toContain('key-a');
    expect(b.environment.storage?.length).toBe(0);
    expect(b.settings.store.getState().theme).toBe('system');
    expect(b.auth.store.getState().platform).toMatchObject({ kind: 'none', apiKeySet: false, remember: false });
    // A's key is bound to A's target; B has no key to ask about.
    expect(a.auth.question('http://127.0.0.1:4012')).toContain('entered for http://127.0.0.1:4011');
    expect(b.auth.question('http://127.0.0.1:4011')).toBeUndefined();
    // A later explorer over A's storage finds what A remembered.
    const again = createExplorerStores(memoryEnvironment(PAGE, { storage: a.environment.storage }));
    expect(again.auth.store.getState().platform).toMatchObject({ kind: 'apiKey', apiKeySet: true, remember: true, siteId: 'site-a' });
    expect(again.settings.store.getState().theme).toBe('dark');
  });

  it('keep their own drafts and history', () => {
    const a = createExplorerStores(memoryEnvironment(PAGE));
    const b = createExplorerStores(memoryEnvironment(PAGE));
    const snapshot = snapshotOf('blog.listPosts', {
      exampleName: null,
      params: { 'query:paging.limit': '3' },
      bodyText: '',
      bodyMode: 'raw',
      mock: NO_MOCK_PREFERENCES,
    });
    requestStoreOf(a).restoreSnapshot(snapshot);
    expect(requestStoreOf(a)).toBe(requestStoreOf(a));
    expect(Object.keys(requestStoreOf(a).store.getState().drafts)).toEqual(['blog.listPosts']);
    expect(requestStoreOf(b).store.getState().drafts).toEqual({});
    historyStoreOf(a).add({ snapshot, target: { mode: 'mock', url: 'http://127.0.0.1:4010' }, status: 200, durationMs: 1, bodyText: '{}' });
    expect(historyStoreOf(a).store.getState().entries).toHaveLength(1);
    expect(historyStoreOf(b).store.getState().entries).toHaveLength(0);
  });

  it('follow Back and Forward and other pages’ theme only while connected, each its own', () => {
    const a = createExplorerStores(memoryEnvironment(PAGE));
    const b = createExplorerStores(memoryEnvironment(PAGE));
    const disconnectA = connectExplorer(a);
    const disconnectB = connectExplorer(b);

    a.environment.history.pushState(null, '', '?op=blog.getPost');
    fire(a, new Event('popstate'));
    expect(a.navigation.store.getState().selectedId).toBe('blog.getPost');
    expect(b.navigation.store.getState().selectedId).toBeNull();

    const storage = a.environment.storage!;
    storage.setItem('explorer.settings', JSON.stringify({ theme: 'light' }));
    fire(a, storageEvent(storage, 'explorer.settings'));
    expect(a.settings.store.getState().theme).toBe('light');
    expect(b.settings.store.getState().theme).toBe('system');
    // Another storage area, or another key, is not this explorer's settings.
    storage.setItem('explorer.settings', JSON.stringify({ theme: 'dark' }));
    fire(a, storageEvent(memoryStorage(), 'explorer.settings'));
    fire(a, storageEvent(storage, 'explorer.history'));
    expect(a.settings.store.getState().theme).toBe('light');

    disconnectA();
    a.environment.history.pushState(null, '', '?op=forms.listForms');
    fire(a, new Event('popstate'));
    fire(a, storageEvent(storage, 'explorer.settings'));
    expect(a.navigation.store.getState().selectedId).toBe('blog.getPost');
    expect(a.settings.store.getState().theme).toBe('light');
    disconnectB();
  });

  it('read a share link once: the request becomes the draft, and connecting removes it from the address', () => {
    const snapshot = snapshotOf('blog.getPost', {
      exampleName: null,
      params: { 'path:postId': 'p-1' },
      bodyText: '',
      bodyMode: 'raw',
      mock: NO_MOCK_PREFERENCES,
    });
    const link = shareUrl(PAGE, snapshot, { mode: 'mock', url: 'http://127.0.0.1:4010' });
    const a = createExplorerStores(memoryEnvironment(link));
    const b = createExplorerStores(memoryEnvironment(PAGE));
    // Making the stores changes nothing.
    expect(a.environment.location.hash).toMatch(/^#request=/);
    expect(a.sharedRequest).toEqual(snapshot);
    const disconnect = connectExplorer(a);
    expect(a.environment.location.href).toBe(`${PAGE}?op=blog.getPost&mock=http%3A%2F%2F127.0.0.1%3A4010`);
    expect(requestStoreOf(a).store.getState().drafts['blog.getPost']?.params).toEqual({ 'path:postId': 'p-1' });
    expect(requestStoreOf(b).store.getState().drafts).toEqual({});
    disconnect();
  });
});

describe('ExplorerProvider', () => {
  function Selected(): ReactNode {
    const { navigation } = useExplorer();
    return createElement('output', null, navigation.store.getState().selectedId);
  }

  it('gives the components under it its own stores, made from its environment', () => {
    const html = renderToString(
      createElement(
        'div',
        null,
        createElement(ExplorerProvider, { environment: memoryEnvironment(`${PAGE}?op=blog.listPosts`), children: createElement(Selected) }),
        createElement(ExplorerProvider, { environment: memoryEnvironment(`${PAGE}?op=forms.listForms`), children: createElement(Selected) }),
      ),
    );
    expect(html).toBe('<div><output>blog.listPosts</output><output>forms.listForms</output></div>');
  });

  it('says so when a component is rendered outside one', () => {
    expect(() => renderToString(createElement(Selected))).toThrow('explorer: a component that reads the stores is rendered outside <ExplorerProvider>.');
  });
});

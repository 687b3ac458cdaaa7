// Importing the explorer does nothing: every module under explorer/src that needs no DOM to load is imported with
// recording stand-ins for the page (window, location, history, storage, matchMedia) on globalThis, and none of them
// is read, written or given a listener. State and listeners belong to ExplorerProvider, made and installed per app.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:explorer-catalogue', () => ({ catalogue: [], services: [] }));
vi.mock('virtual:explorer-loaders', () => ({ detailLoaders: {}, serviceLoaders: {} }));
vi.mock('virtual:explorer-models', () => ({ models: [], modelLoaders: {} }));

const source = fileURLToPath(new URL('../../../explorer/src/', import.meta.url));

/** Modules that need a DOM to load at all, and why; they are loaded only in the browser. */
const NEED_A_DOM: Record<string, string> = {
  'main.tsx': 'the entry: it renders into #root and imports the stylesheet',
  'monaco-setup.ts': "Monaco's workers (`?worker` imports) and its editor, which reads the document when loaded",
  'components/json-editor.tsx': 'imports monaco-setup.ts',
};

const modules = readdirSync(source, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !(path in NEED_A_DOM))
  .sort();

/** A stand-in every read, write and call of which is written down (`location.search`, `matchMedia()`). */
function recorder(name: string, log: string[]): object {
  return new Proxy(() => undefined, {
    get: (_target, key) => {
      if (typeof key === 'symbol') return undefined;
      log.push(`${name}.${key}`);
      return recorder(`${name}.${key}`, log);
    },
    set: (_target, key) => {
      log.push(`${name}.${String(key)} =`);
      return true;
    },
    has: (_target, key) => {
      log.push(`${String(key)} in ${name}`);
      return false;
    },
    apply: () => {
      log.push(`${name}()`);
      return recorder(`${name}()`, log);
    },
  });
}

const PAGE_GLOBALS = ['location', 'history', 'localStorage', 'sessionStorage', 'matchMedia'] as const;
const saved = new Map(
  ['window', 'addEventListener', 'removeEventListener', ...PAGE_GLOBALS].map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]),
);

afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, key, descriptor);
    else delete (globalThis as Record<string, unknown>)[key];
  }
});

describe('importing the explorer', () => {
  it('finds the modules it imports', () => {
    expect(modules).toContain('store/navigation-store.ts');
    expect(modules).toContain('store/explorer-provider.tsx');
    expect(modules).toContain('app.tsx');
    expect(modules.length).toBeGreaterThan(60);
  });

  it('reads, writes and listens to nothing of the page', async () => {
    const log: string[] = [];
    const page = globalThis as Record<string, unknown>;
    for (const key of PAGE_GLOBALS) page[key] = recorder(key, log);
    // Listeners go on the window (globalThis in a page): both are counted.
    const listen =
      (where: string) =>
      (type: string): void => {
        log.push(`${where}.addEventListener(${type})`);
      };
    page.addEventListener = listen('globalThis');
    page.removeEventListener = () => undefined;
    page.window = { addEventListener: listen('window'), removeEventListener: () => undefined };
    for (const key of PAGE_GLOBALS) (page.window as Record<string, unknown>)[key] = page[key];
    const before = new Set(Object.getOwnPropertyNames(globalThis));

    for (const module of modules) await import(/* @vite-ignore */ `${source}${module}`);

    expect(log).toEqual([]);
    expect(Object.getOwnPropertyNames(globalThis).filter((key) => !before.has(key))).toEqual([]);
  });
});

// What one explorer works with: the page's address and history, its storage, the target of its listeners, the
// system theme and the transport. `ExplorerProvider` takes any of them as props; each defaults to the page's own
// (`pageEnvironment`), read when a provider is created, never when a module is imported. `memoryEnvironment` is a
// page of its own in memory: a second explorer beside the first, or a test in Node.

/** The parts of `window.location` the explorer reads. */
export type PageLocation = Pick<Location, 'href' | 'origin' | 'protocol' | 'pathname' | 'search' | 'hash'>;

/** The parts of `window.history` the explorer writes. */
export type PageHistory = Pick<History, 'state' | 'pushState' | 'replaceState'>;

/** The parts of a `MediaQueryList` the theme follows. */
export type DarkQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

export interface ExplorerEnvironment {
  /** Where `?op=`, `?schema=`, `?mock=`, `?target=` and a share link's `#request=` are read. Default `window.location`. */
  location: PageLocation;
  /** Where a selection is pushed (Back and Forward move between them) and a read share link is removed. Default `window.history`. */
  history: PageHistory;
  /** Where preferences, history and opted-in credentials are remembered; undefined remembers nothing. Default `window.localStorage`. */
  storage: Storage | undefined;
  /** Where the provider listens for `popstate` and `storage` while it is mounted. Default `window`. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The system's dark-mode query, followed by the "System" theme; undefined is light. Default `matchMedia('(prefers-color-scheme: dark)')`. */
  darkQuery: DarkQuery | undefined;
  /** The fetch every call and sign-in goes through. Default `globalThis.fetch`. */
  fetch: typeof fetch;
  /** The mock server's base URL when `npm start` started one (`VITE_MOCK_URL`); the default target then. */
  mockUrl: string | undefined;
  /** A docs site's default live host (`siteapi docs --target`): the target until the reader picks another. Default none. */
  liveUrl?: string;
}

/** The page's own environment, with `overrides` in place of its parts. */
export function pageEnvironment(overrides: Partial<ExplorerEnvironment> = {}): ExplorerEnvironment {
  return {
    location: overrides.location ?? window.location,
    history: overrides.history ?? window.history,
    storage: 'storage' in overrides ? overrides.storage : pageStorage(),
    events: overrides.events ?? window,
    darkQuery: 'darkQuery' in overrides ? overrides.darkQuery : window.matchMedia('(prefers-color-scheme: dark)'),
    fetch: overrides.fetch ?? pageFetch,
    mockUrl: 'mockUrl' in overrides ? overrides.mockUrl : import.meta.env.VITE_MOCK_URL,
    liveUrl: overrides.liveUrl,
  };
}

// Looked up on every call, so a fetch replaced later (a test's, a mock's) is the one used.
const pageFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

// Reading `localStorage` throws where storage is disabled (a sandboxed frame, some private modes).
function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** An address, a history and a storage in memory, starting at `url`: nothing of the page is read or written. */
export function memoryEnvironment(url: string, overrides: Partial<ExplorerEnvironment> = {}): ExplorerEnvironment {
  let current = new URL(url);
  let state: unknown = null;
  const go = (next: unknown, to: string | URL | null | undefined): void => {
    state = next;
    if (to != null) current = new URL(to, current);
  };
  const location: PageLocation = {
    get href() {
      return current.href;
    },
    get origin() {
      return current.origin;
    },
    get protocol() {
      return current.protocol;
    },
    get pathname() {
      return current.pathname;
    },
    get search() {
      return current.search;
    },
    get hash() {
      return current.hash;
    },
  };
  const history: PageHistory = {
    get state() {
      return state;
    },
    pushState: (next, _unused, to) => go(next, to),
    replaceState: (next, _unused, to) => go(next, to),
  };
  return { location, history, storage: memoryStorage(), events: new EventTarget(), darkQuery: undefined, fetch: pageFetch, mockUrl: undefined, ...overrides };
}

/** A `Storage` in memory. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

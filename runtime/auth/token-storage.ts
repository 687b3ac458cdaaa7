import { ArgumentError } from '../errors.ts';
import { shownValue } from '../shown-value.ts';
import { isDelay } from '../delay.ts';

/** An access token and when it expires (epoch seconds). */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

export type TokenRole = 'none' | 'visitor' | 'member';

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** Where a strategy keeps its tokens. In memory by default; persistence is the application's choice. */
export interface TokenStorage {
  get(): Tokens | undefined;
  set(tokens: Tokens): void;
  clear(): void;
  /**
   * Runs `task` holding the storage's renewal lock, so strategies sharing one storage (two tabs) renew one at a time.
   * Storages only one strategy uses need none.
   */
  withLock?<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Called once by the strategy that uses the storage: tokens of another client id are never handed out, and a
   * storage that belongs to another client id throws.
   */
  bindClient?(clientId: string): void;
}

export const emptyTokens = (): Tokens => ({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });

export function memoryTokenStorage(initial?: Tokens): TokenStorage {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (t) => {
      tokens = t;
    },
    clear: () => {
      tokens = undefined;
    },
  };
}

/** A storage that could not keep tokens: what it threw (a `QuotaExceededError` when localStorage is full). */
export interface StorageFailure {
  error: unknown;
}

/**
 * A storage whose writes never fail the caller. Tokens it cannot keep (a full localStorage throws
 * `QuotaExceededError` after a refresh grant has already rotated the refresh token) stay in memory and are used as
 * long as the storage holds what it held then; they are written again on a later read, at most every `retryMs`.
 * `report` hears of the first failure of each run of failures.
 */
export function keepInMemoryOnFailure(storage: TokenStorage, report: (failure: StorageFailure) => void, now: () => number, retryMs = 10_000): TokenStorage {
  let unsaved: { tokens: Tokens; over: string | undefined; retryAt: number } | undefined;
  const signature = (t: Tokens | undefined) => (t ? JSON.stringify([t.refreshToken, t.accessToken]) : undefined);
  const write = (tokens: Tokens) => {
    try {
      storage.set(tokens);
      unsaved = undefined;
    } catch (error) {
      if (!unsaved) report({ error });
      unsaved = { tokens, over: signature(storage.get()), retryAt: now() + retryMs };
    }
  };
  const kept: TokenStorage = {
    get() {
      const stored = storage.get();
      if (!unsaved) return stored;
      // Written over since (another tab, the application): what is stored now is newer than what was kept.
      if (signature(stored) !== unsaved.over) {
        unsaved = undefined;
        return stored;
      }
      const { tokens, retryAt } = unsaved;
      if (now() >= retryAt) write(tokens);
      return tokens;
    },
    set: write,
    clear() {
      unsaved = undefined;
      storage.clear();
    },
  };
  if (storage.withLock) kept.withLock = (task) => storage.withLock!(task);
  if (storage.bindClient) kept.bindClient = (id) => storage.bindClient!(id);
  return kept;
}

/** The Web Locks API, as far as the renewal lock uses it (`navigator.locks` in browsers). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface WebTokenStorageOptions {
  /** The storage key; default `siteapi.tokens.<client id>`, so two apps on one origin never share tokens. */
  key?: string;
  /** The client id the tokens belong to; OAuthStrategy sets it when it is not given here. */
  clientId?: string;
  /** Cross-tab lock; default `navigator.locks`, else a lease record in the storage itself. */
  locks?: LockManagerLike | null;
  /** How long a lease lasts if its holder dies (ms); default 10000. */
  leaseMs?: number;
  /** Milliseconds since the epoch (tests inject a clock). */
  now?: () => number;
}

interface StoredTokens extends Tokens {
  clientId?: string;
}

/**
 * Browser persistence under one key of a `Storage` (localStorage or sessionStorage), for applications that opt in.
 * Records carry their client id, and a record of another client id reads as no tokens. Renewals are serialised
 * across tabs with the Web Locks API, or a lease record where it is missing.
 */
export function webTokenStorage(storage: Storage, options: string | WebTokenStorageOptions = {}): TokenStorage {
  const o: WebTokenStorageOptions = typeof options === 'string' ? { key: options } : options;
  // NaN would make every lease read as none (no lock at all), a negative one expire before it is taken.
  if (o.leaseMs !== undefined && !(isDelay(o.leaseMs) && o.leaseMs > 0))
    throw new ArgumentError(`webTokenStorage: leaseMs must be a number of milliseconds, more than 0; got ${shownValue(o.leaseMs)}`, 'leaseMs');
  let clientId = o.clientId;
  const key = () => o.key ?? (clientId ? `siteapi.tokens.${clientId}` : 'siteapi.tokens');
  const locks = o.locks === undefined ? (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks : (o.locks ?? undefined);
  const now = o.now ?? Date.now;
  return {
    get: () => {
      const raw = storage.getItem(key());
      if (!raw) return undefined;
      try {
        const { clientId: owner, ...tokens } = JSON.parse(raw) as StoredTokens;
        return owner !== undefined && clientId !== undefined && owner !== clientId ? undefined : tokens;
      } catch {
        return undefined;
      }
    },
    set: (t) => storage.setItem(key(), JSON.stringify(clientId ? { ...t, clientId } : t)),
    clear: () => storage.removeItem(key()),
    bindClient(id) {
      if (clientId !== undefined && clientId !== id)
        throw new ArgumentError(`The token storage belongs to client id '${clientId}'; it cannot hold the tokens of client id '${id}'`, 'tokenStorage');
      clientId = id;
    },
    withLock: (task) => (locks ? locks.request(`${key()}.renewal`, task) : withLease(storage, `${key()}.lock`, o.leaseMs ?? 10_000, now, task)),
  };
}

/**
 * A lock for storages without Web Locks: a lease record `{ owner, until }` written, read back to see who won, and
 * removed after the task; a lease whose holder died expires after `leaseMs`. A storage that cannot take the record
 * (full) leaves the lock to this page alone: its renewals still go one at a time.
 */
async function withLease<T>(storage: Storage, key: string, leaseMs: number, now: () => number, task: () => Promise<T>): Promise<T> {
  const owner = `${now()}-${Math.random().toString(36).slice(2)}`;
  // The record is untrusted like any stored value: one that is not a lease, or that lasts longer than a lease can
  // (its `until` past now + leaseMs), is no lease; it reads as absent and is written over.
  const read = (): { owner: string; until: number } | undefined => {
    let record: unknown;
    try {
      record = JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      return undefined;
    }
    if (!record || typeof record !== 'object') return undefined;
    const { owner: holder, until } = record as { owner?: unknown; until?: unknown };
    if (typeof holder !== 'string' || typeof until !== 'number' || !(until <= now() + leaseMs)) return undefined;
    return { owner: holder, until };
  };
  const deadline = now() + leaseMs * 2;
  for (;;) {
    const held = read();
    if (!held || held.until <= now()) {
      try {
        storage.setItem(key, JSON.stringify({ owner, until: now() + leaseMs }));
      } catch {
        return inPage(storage, key, task);
      }
      // Another tab may have written in between: whoever's record stands has the lease.
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (read()?.owner === owner) break;
    }
    if (now() > deadline) break; // a stuck lease never blocks sign-in forever: go ahead
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    return await task();
  } finally {
    if (read()?.owner === owner) storage.removeItem(key);
  }
}

// The renewal lock of a page whose storage cannot take a lease record, by storage and key.
const pageLocks = new WeakMap<Storage, Map<string, Promise<unknown>>>();

function inPage<T>(storage: Storage, key: string, task: () => Promise<T>): Promise<T> {
  let queues = pageLocks.get(storage);
  if (!queues) pageLocks.set(storage, (queues = new Map()));
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  // The last one out leaves no entry behind.
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

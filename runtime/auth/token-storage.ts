import { ArgumentError } from '../errors.ts';

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
 * removed after the task; a lease whose holder died expires after `leaseMs`.
 */
async function withLease<T>(storage: Storage, key: string, leaseMs: number, now: () => number, task: () => Promise<T>): Promise<T> {
  const owner = `${now()}-${Math.random().toString(36).slice(2)}`;
  const read = (): { owner: string; until: number } | undefined => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  };
  const deadline = now() + leaseMs * 2;
  for (;;) {
    const held = read();
    if (!held || held.until <= now()) {
      storage.setItem(key, JSON.stringify({ owner, until: now() + leaseMs }));
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

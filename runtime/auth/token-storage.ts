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

/** Browser persistence under one key of a `Storage` (localStorage or sessionStorage), for applications that opt in. */
export function webTokenStorage(storage: Storage, key = 'siteapi.tokens'): TokenStorage {
  return {
    get: () => {
      const raw = storage.getItem(key);
      if (!raw) return undefined;
      try {
        return JSON.parse(raw) as Tokens;
      } catch {
        return undefined;
      }
    },
    set: (t) => storage.setItem(key, JSON.stringify(t)),
    clear: () => storage.removeItem(key),
  };
}

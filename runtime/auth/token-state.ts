import { emptyTokens, keepInMemoryOnFailure, memoryTokenStorage, type StorageFailure, type Tokens, type TokenStorage } from './token-storage.ts';

/** The strategy's tokens: where they are kept, and whether the access token is still good. */
export interface TokenState {
  /** The stored tokens, or empty ones. */
  current(): Tokens;
  set(tokens: Tokens): void;
  /** An access token that expires later than the renewal margin from now. */
  fresh(tokens: Tokens): boolean;
  /** Runs `task` under the storage's renewal lock (shared by the tabs that share the storage), else as it is. */
  withLock<T>(task: () => Promise<T>): Promise<T>;
}

export interface TokenStateOptions {
  clientId: string;
  tokens?: Tokens;
  tokenStorage?: TokenStorage;
  renewBeforeSeconds?: number;
  now: () => number;
  onStorageError?: (event: StorageFailure) => void;
}

const warnOnce = ({ error }: StorageFailure) =>
  console.warn(
    `siteapi: the token storage could not keep the tokens (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); they are kept in memory and written again later`,
  );

/** The storage bound to the client id, starting with the given tokens; its writes never fail the strategy. */
export function createTokenState(options: TokenStateOptions): TokenState {
  const { now } = options;
  // A refresh grant rotates the refresh token: tokens a full storage cannot take must not be dropped, or the next
  // renewal sends the used one and the member is signed out.
  const storage = keepInMemoryOnFailure(options.tokenStorage ?? memoryTokenStorage(), options.onStorageError ?? warnOnce, now);
  storage.bindClient?.(options.clientId);
  if (options.tokens) storage.set(options.tokens);
  const renewBefore = options.renewBeforeSeconds ?? 60;
  return {
    current: () => storage.get() ?? emptyTokens(),
    set: (tokens) => storage.set(tokens),
    fresh: (t) => !!t.accessToken.value && t.accessToken.expiresAt - renewBefore > now() / 1000,
    withLock: (task) => (storage.withLock ? storage.withLock(task) : task()),
  };
}

// The token storage the explorer gives OAuthStrategy: memory by default; the app's storage only while the user
// has opted in. Switching moves the tokens, so opting out removes them from the browser at once.
import { memoryTokenStorage, webTokenStorage, type Tokens, type TokenStorage } from '@siteapi/runtime';

export const TOKENS_KEY = 'explorer.tokens';

export interface SwitchableTokenStorage extends TokenStorage {
  persist(on: boolean): void;
}

export function switchableTokenStorage(storage: Storage | undefined, persist: boolean): SwitchableTokenStorage {
  const memory = memoryTokenStorage();
  const web = storage && webTokenStorage(storage, TOKENS_KEY);
  let current: TokenStorage = persist && web ? web : memory;
  return {
    get: () => current.get(),
    set: (tokens: Tokens) => current.set(tokens),
    clear: () => {
      memory.clear();
      web?.clear();
    },
    persist(on) {
      const next = on && web ? web : memory;
      if (next === current) return;
      const tokens = current.get();
      current.clear();
      current = next;
      if (tokens) current.set(tokens);
    },
  };
}

/** Tokens a previous visit persisted (the user opted in then), if any. */
export function persistedTokens(storage: Storage | undefined): Tokens | undefined {
  try {
    return storage && webTokenStorage(storage, TOKENS_KEY).get();
  } catch {
    return undefined;
  }
}

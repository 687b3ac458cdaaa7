import { AuthError } from '../errors.ts';
import type { TransactionStorage } from './transaction-storage.ts';

/** What `generateOAuthData` returns; keep it (e.g. in session storage) until the redirect comes back. */
export interface OAuthData {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  redirectUri: string;
  originalUri?: string;
}

/** Sign-ins started and not yet finished, each good for one code exchange. */
export interface SignInTransactions {
  /** Keeps a sign-in until its redirect comes back. */
  start(data: OAuthData): void;
  /**
   * The sign-in a callback with this state finishes, used up by the call: the stored record where sign-ins are kept
   * across reloads, else the data the application saved, else one started here. `INVALID_STATE` when there is none,
   * it does not match, or it was used already.
   */
  take(state: string, data?: OAuthData): OAuthData;
  /** Drops a sign-in that will never come back. */
  forget(state: string): void;
}

const TRANSACTION_PREFIX = 'siteapi.oauth.transaction';

/** Sign-ins kept in memory, and in `transactions` (one record per state) when there is one. */
export function signInTransactions(clientId: string, transactions: TransactionStorage | undefined): SignInTransactions {
  const key = (state: string) => `${TRANSACTION_PREFIX}.${clientId}.${state}`;
  // By state; a Map, so '__proto__' is just a string.
  const pending = new Map<string, OAuthData>();
  const consumed = new Set<string>();
  const forget = (state: string) => {
    pending.delete(state);
    transactions?.removeItem(key(state));
  };
  return {
    start(data) {
      pending.set(data.state, data);
      transactions?.setItem(key(data.state), JSON.stringify(data));
    },
    take(state, data) {
      // Where sign-ins are kept across reloads, the stored one is the authority and is used once: it is removed
      // before the exchange, so a replayed callback finds nothing, whatever saved data comes with it.
      let stored: OAuthData | undefined;
      if (transactions) {
        const raw = transactions.getItem(key(state));
        transactions.removeItem(key(state));
        try {
          stored = raw ? (JSON.parse(raw) as OAuthData) : undefined;
        } catch {
          stored = undefined;
        }
        if (!stored)
          throw new AuthError('INVALID_STATE', 'Invalid _state: no sign-in with this state is in progress (it was used already, or started elsewhere)');
      }
      // Otherwise the data saved by the application (the page reloaded on the redirect), else a sign-in started here.
      const expected = stored ?? data ?? pending.get(state);
      // Each state is good once: a replayed redirect is refused like a forged one.
      if (!expected || expected.state !== state || consumed.has(state) || (data && data.state !== state))
        throw new AuthError('INVALID_STATE', 'Invalid _state');
      consumed.add(state);
      forget(state);
      return expected;
    },
    forget,
  };
}

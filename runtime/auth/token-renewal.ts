import { ArgumentError } from '../errors.ts';
import { onFirstUse } from '../on-first-use.ts';
import { shownValue } from '../shown-value.ts';
import { isDelay } from '../delay.ts';
import type { TokenState } from './token-state.ts';
import type { FetchTokens } from './token-endpoint.ts';
import type { TokenRole, Tokens } from './token-storage.ts';

export interface TokenRenewalOptions {
  clientId: string;
  tokens: TokenState;
  fetchTokens: FetchTokens;
  /** Waits before retrying a refresh that failed for a transient reason; default [250, 1000] ms. */
  retryDelaysMs?: readonly number[];
  onVisitorFallback?: (event: { previousRole: TokenRole; error: unknown }) => void;
}

/** What a failed refresh needs (is it a refusal, the wait before the next attempt); a first token call never fails one. */
const loadFailure = onFirstUse(() => import('./refresh-failure.ts'));

/**
 * Valid tokens on demand: the current ones while fresh, else one renewal per refresh token (a visitor's anonymous
 * grant when there is none), shared by concurrent callers and, through the storage's lock, by other tabs.
 */
export function tokenRenewal(options: TokenRenewalOptions): () => Promise<Tokens> {
  const { clientId, tokens, fetchTokens } = options;
  const retryDelays = checkedDelays(options.retryDelaysMs ?? [250, 1000]);
  const renewals = new Map<string, Promise<Tokens>>();
  const anonymous = () => fetchTokens({ grantType: 'anonymous', clientId }, 'visitor');

  async function renew(from: Tokens): Promise<Tokens> {
    const { refreshToken } = from;
    // Fetched ahead, not awaited: a refresh that fails finds it at hand, even once the network is gone.
    loadFailure().catch(() => {});
    if (!refreshToken.value || refreshToken.role === 'none') return anonymous();
    const grant = { grantType: 'refresh_token', refreshToken: refreshToken.value, clientId };
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchTokens(grant, refreshToken.role, refreshToken.value);
      } catch (error) {
        // Should that code not load (offline), the failure is reported as it is, with the tokens kept.
        const failure = await loadFailure().catch(() => undefined);
        if (!failure) throw error;
        // A failure that may pass never signs the member out: retried, then reported with the tokens kept.
        if (!failure.isRefusal(error)) {
          if (attempt < retryDelays.length) {
            await failure.sleep(retryDelays[attempt]!, undefined);
            continue;
          }
          throw error;
        }
        // A definitive refusal (invalid_grant): another tab may have rotated the refresh token and stored the new pair.
        const latest = tokens.current();
        if (latest.refreshToken.value !== refreshToken.value && tokens.fresh(latest)) return latest;
        const visitor = await anonymous();
        options.onVisitorFallback?.({ previousRole: refreshToken.role, error });
        return visitor;
      }
    }
  }

  /** Renews under the storage's lock; whoever comes second finds the first one's tokens and uses them. */
  function renewShared(seen: Tokens): Promise<Tokens> {
    return tokens.withLock(async () => {
      const latest = tokens.current();
      if (tokens.fresh(latest)) return latest;
      const next = await renew(latest.refreshToken.value ? latest : seen);
      // Store only if nobody replaced the tokens meanwhile (a sign-in must not be overwritten by an old renewal).
      if (tokens.current().refreshToken.value === latest.refreshToken.value) tokens.set(next);
      return next;
    });
  }

  return function validTokens(): Promise<Tokens> {
    const seen = tokens.current();
    if (tokens.fresh(seen)) return Promise.resolve(seen);
    // One renewal per refresh token: concurrent callers share it; a member and a visitor never do.
    const key = seen.refreshToken.value ? `${seen.refreshToken.role}:${seen.refreshToken.value}` : 'anonymous';
    let renewal = renewals.get(key);
    if (!renewal) {
      renewal = renewShared(seen);
      renewals.set(key, renewal);
      // A failed renewal is not cached: the next call starts a new one.
      const settle = () => {
        if (renewals.get(key) === renewal) renewals.delete(key);
      };
      renewal.then(settle, settle);
    }
    return renewal;
  };
}

/** Each wait a number of milliseconds, 0 or more (NaN or a negative one would retry at once): else an `ArgumentError`. */
function checkedDelays(delays: readonly number[]): readonly number[] {
  if (!Array.isArray(delays))
    throw new ArgumentError(`refreshRetryDelaysMs must be an array of milliseconds; got a value of type ${typeof delays}`, 'refreshRetryDelaysMs');
  delays.forEach((delay: unknown, i) => {
    if (!isDelay(delay)) {
      throw new ArgumentError(`refreshRetryDelaysMs[${i}] must be a number of milliseconds, 0 or more; got ${shownValue(delay)}`, `refreshRetryDelaysMs[${i}]`);
    }
  });
  return [...delays];
}

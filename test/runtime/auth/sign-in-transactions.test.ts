import { describe, expect, it } from 'vitest';
import { signInTransactions, type OAuthData } from '../../../runtime/auth/sign-in-transactions.ts';
import type { AuthError } from '../../../runtime/errors.ts';

const data = (state: string): OAuthData => ({ state, codeVerifier: `v-${state}`, codeChallenge: `c-${state}`, redirectUri: 'https://app.example.test/cb' });
const mapStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
const refusal = (take: () => unknown) => {
  try {
    take();
  } catch (e) {
    return [(e as AuthError).code, (e as AuthError).message];
  }
  throw new Error('expected INVALID_STATE');
};

describe('sign-in-transactions: each sign-in good for one code exchange', () => {
  it('in memory: a started sign-in is taken once; a second take, an unknown state or a mismatch is INVALID_STATE', () => {
    const t = signInTransactions('c', undefined);
    t.start(data('s1'));
    expect(t.take('s1')).toEqual(data('s1'));
    expect(refusal(() => t.take('s1'))).toEqual(['INVALID_STATE', 'Invalid _state']);
    expect(refusal(() => t.take('nope'))).toEqual(['INVALID_STATE', 'Invalid _state']);
    t.start(data('s2'));
    expect(refusal(() => t.take('s2', data('other')))).toEqual(['INVALID_STATE', 'Invalid _state']);
  });

  it("without a storage, the application's saved data is used once per state", () => {
    const t = signInTransactions('c', undefined);
    expect(t.take('saved', data('saved'))).toEqual(data('saved'));
    expect(refusal(() => t.take('saved', data('saved')))[0]).toBe('INVALID_STATE');
  });

  it('with a storage, the stored record (by client id and state) is the authority and is removed before use', () => {
    const storage = mapStorage();
    const t = signInTransactions('client-1', storage);
    t.start(data('s1'));
    expect([...storage.map.keys()]).toEqual(['siteapi.oauth.transaction.client-1.s1']);
    // Another instance (the page reloaded) finds it.
    expect(signInTransactions('client-1', storage).take('s1')).toEqual(data('s1'));
    expect(storage.map.size).toBe(0);
    const [code, message] = refusal(() => t.take('s1', data('s1')));
    expect([code, message]).toEqual(['INVALID_STATE', 'Invalid _state: no sign-in with this state is in progress (it was used already, or started elsewhere)']);
  });

  it('a stored record that is not JSON is no sign-in, and is removed', () => {
    const storage = mapStorage();
    storage.setItem('siteapi.oauth.transaction.c.s1', '{not json');
    expect(refusal(() => signInTransactions('c', storage).take('s1'))[0]).toBe('INVALID_STATE');
    expect(storage.map.size).toBe(0);
  });

  it("'__proto__' is just a state", () => {
    const t = signInTransactions('c', undefined);
    expect(refusal(() => t.take('__proto__'))[0]).toBe('INVALID_STATE');
    t.start(data('__proto__'));
    expect(t.take('__proto__').state).toBe('__proto__');
  });

  it('forget drops a sign-in from memory and from the storage', () => {
    const storage = mapStorage();
    const t = signInTransactions('c', storage);
    t.start(data('s1'));
    t.forget('s1');
    expect(storage.map.size).toBe(0);
    expect(refusal(() => signInTransactions('c', undefined).take('s1'))[0]).toBe('INVALID_STATE');
    expect(refusal(() => t.take('s1'))[0]).toBe('INVALID_STATE');
  });
});

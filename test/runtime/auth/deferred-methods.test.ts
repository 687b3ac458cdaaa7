import { describe, expect, it } from 'vitest';
import { deferredMethods } from '../../../runtime/auth/deferred-methods.ts';
import { ConnectionError } from '../../../runtime/errors.ts';

describe('deferred-methods: a flow’s code loaded with its first call', () => {
  it('loads once, whichever method comes first, and calls through with the arguments', async () => {
    let loads = 0;
    const flow = {
      greet: async (name: string, punctuation: string) => `hello ${name}${punctuation}`,
      count: async () => loads,
    };
    const methods = deferredMethods(async () => {
      loads++;
      return flow;
    }, ['greet', 'count']);
    expect(loads).toBe(0);
    expect(await methods.greet('ada', '!')).toBe('hello ada!');
    expect(await methods.count()).toBe(1);
    expect(loads).toBe(1);
  });

  it('a load that fails (offline) is a ConnectionError naming the method; the next call loads again', async () => {
    let loads = 0;
    const methods = deferredMethods(async () => {
      if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { logout: async (url: string) => ({ logoutUrl: url }) };
    }, ['logout']);
    const error = await methods.logout('https://app.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe('logout: its code could not load: Failed to fetch dynamically imported module');
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(await methods.logout('https://app.test')).toEqual({ logoutUrl: 'https://app.test' });
    expect(loads).toBe(2);
  });
});

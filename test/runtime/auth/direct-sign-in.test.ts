import { describe, expect, it, vi } from 'vitest';
import type { DirectLoginApi } from '../../../runtime/auth/direct-login.ts';
import { directSignIn } from '../../../runtime/auth/direct-sign-in.ts';

/** The identity calls direct login sends; only the login call answers here. */
function identityApi(state: string) {
  const login = vi.fn(async () => ({ state, sessionToken: 'st-1', stateToken: 'state-token-1' }));
  return { api: { authentication: { loginV2: login, registerV2: login } } as unknown as DirectLoginApi, login };
}

describe('direct-sign-in: direct login, made with its first use', () => {
  it('the login state is the initial one before any use', () => {
    const { api, login } = identityApi('SUCCESS');
    expect(directSignIn(api, {}, 'client-1').loginState()).toEqual({ loginState: 'INITIAL' });
    expect(login).not.toHaveBeenCalled();
  });

  it('login goes through the direct login with the authed init; a state it waits in is then the login state', async () => {
    const { api, login } = identityApi('REQUIRE_EMAIL_VERIFICATION');
    const init = { headers: { marker: 'authed' } };
    const flows = directSignIn(api, init, 'client-1');
    const result = await flows.login({ email: 'a@b.test', password: 'pw' });
    expect(result).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'state-token-1' } });
    expect(login.mock.calls[0]!.at(-1)).toBe(init);
    expect(flows.loginState()).toEqual(result);
  });

  it('each flow shares the one direct login: a success needs no verification state', async () => {
    const { api, login } = identityApi('SUCCESS');
    const flows = directSignIn(api, {}, 'client-1');
    expect(await flows.register({ email: 'a@b.test', password: 'pw' })).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'st-1' } });
    expect(await flows.login({ email: 'a@b.test', password: 'pw' })).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'st-1' } });
    expect(login).toHaveBeenCalledTimes(2);
    expect(flows.loginState()).toEqual({ loginState: 'INITIAL' });
  });
});

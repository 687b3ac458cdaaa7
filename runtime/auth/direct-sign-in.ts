import type { CallInit } from '../types.ts';
// Direct login is loaded with its first use: an app may never start it, and it sends requests anyway.
import type { createDirectLogin, DirectLoginApi, LoginResult } from './direct-login.ts';
import { onFirstUse } from '../on-first-use.ts';
import { loaded } from './oauth-api.ts';

type DirectLogin = ReturnType<typeof createDirectLogin>;

/** Register, login, verification and recovery without leaving the page. */
export interface DirectSignIn {
  register: DirectLogin['register'];
  login: DirectLogin['login'];
  processVerification: DirectLogin['processVerification'];
  verifyFactor: DirectLogin['verifyFactor'];
  sendPasswordResetEmail: DirectLogin['sendPasswordResetEmail'];
  loginState(): LoginResult;
}

/**
 * Register, login, verification and recovery through the direct login, made once with its first use (its flow state
 * lives in it); before that, the login state is the initial one.
 */
export function directSignIn(api: DirectLoginApi, authedInit: CallInit, clientId: string): DirectSignIn {
  let direct: DirectLogin | undefined;
  // The identity modules too, when the app gave loaders of them.
  const directLogin = onFirstUse(async () => {
    const [{ createDirectLogin }, authentication, verification, recovery] = await Promise.all([
      import('./direct-login.ts'),
      loaded(api.authentication),
      loaded(api.verification),
      loaded(api.recovery),
    ]);
    return (direct = createDirectLogin({ authentication, verification, recovery }, authedInit, clientId));
  });
  return {
    register: async (credentials) => (await directLogin()).register(credentials),
    login: async (credentials) => (await directLogin()).login(credentials),
    processVerification: async (input, state) => (await directLogin()).processVerification(input, state),
    verifyFactor: async (factorType, input) => (await directLogin()).verifyFactor(factorType, input),
    sendPasswordResetEmail: async (email, redirectUri) => (await directLogin()).sendPasswordResetEmail(email, redirectUri),
    loginState: () => direct?.loginState() ?? { loginState: 'INITIAL' },
  };
}

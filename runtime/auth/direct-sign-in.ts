import type { CallInit } from '../types.ts';
// Direct login is loaded with its first use: an app may never start it, and it sends requests anyway.
import type { createDirectLogin, DirectLoginApi, LoginResult } from './direct-login.ts';
import { deferredMethods } from './deferred-methods.ts';
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
  const methods = deferredMethods(async () => {
    const [{ createDirectLogin }, authentication, verification, recovery] = await Promise.all([
      import('./direct-login.ts'),
      loaded(api.authentication),
      loaded(api.verification),
      loaded(api.recovery),
    ]);
    return (direct = createDirectLogin({ authentication, verification, recovery }, authedInit, clientId));
  }, ['register', 'login', 'processVerification', 'verifyFactor', 'sendPasswordResetEmail']);
  return { ...methods, loginState: () => direct?.loginState() ?? { loginState: 'INITIAL' } };
}

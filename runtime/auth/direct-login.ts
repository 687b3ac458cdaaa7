import { ApiError } from '../errors.ts';
import type { CallInit } from '../types.ts';
import type { Loadable } from './oauth-api.ts';

/** Client login states, as the platform's SDK reports them. */
export const LoginState = {
  INITIAL: 'INITIAL',
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

export type LoginErrorCode = 'missingCaptchaToken' | 'invalidCaptchaToken' | 'emailAlreadyExists' | 'invalidPassword' | 'resetPassword' | 'invalidEmail';

export interface LoginResult {
  loginState: LoginState;
  data?: { sessionToken?: string; stateToken?: string };
  error?: string;
  errorCode?: LoginErrorCode;
}

/** What the platform's authentication calls answer. */
export interface StateAnswer {
  state?: string;
  sessionToken?: string;
  stateToken?: string;
}

/** The identity calls of the direct login, each module as given or a loader of it (oauth-api.ts). */
export interface DirectLoginApi {
  authentication: Loadable<DirectLoginCalls['authentication']>;
  verification: Loadable<DirectLoginCalls['verification']>;
  recovery: Loadable<DirectLoginCalls['recovery']>;
}

/** The identity calls the direct login sends, loaded. */
export interface DirectLoginCalls {
  authentication: {
    registerV2(loginId: object, options?: object, init?: CallInit): Promise<StateAnswer>;
    loginV2(loginId: object, options?: object, init?: CallInit): Promise<StateAnswer>;
    verify(factorType: never, options?: object, init?: CallInit): Promise<StateAnswer>;
  };
  verification: { verifyDuringAuthentication(code: string, options: object, init?: CallInit): Promise<StateAnswer> };
  recovery: { sendRecoveryEmail(email: string, options?: object, init?: CallInit): Promise<unknown> };
}

export interface Credentials {
  email: string;
  password: string;
  profile?: object;
  captchaTokens?: { recaptchaToken?: string; invisibleRecaptchaToken?: string };
}

/** The identity service's error codes and the client codes the platform's SDK maps them to. */
export const LOGIN_ERROR_CODES: Record<string, LoginErrorCode> = {
  '-19971': 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  '-19995': 'emailAlreadyExists',
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
};

function captchaTokens(c: Credentials) {
  return c.captchaTokens ? [{ Recaptcha: c.captchaTokens.recaptchaToken, InvisibleRecaptcha: c.captchaTokens.invisibleRecaptchaToken }] : undefined;
}

function details(error: unknown): { code?: string; emailViolation?: string } {
  if (!(error instanceof ApiError)) return {};
  const body = error.details as { validationError?: { fieldViolations?: { description?: string; data?: { type?: string } }[] } } | undefined;
  const email = body?.validationError?.fieldViolations?.find((v) => v.data?.type === 'EMAIL');
  return { code: error.code, emailViolation: email ? (email.description ?? 'Invalid email') : undefined };
}

/**
 * Register, login, verification and recovery on top of the generated identity calls. The state a flow waits in
 * (email verification) is remembered here, so `processVerification` continues it.
 */
export function createDirectLogin(api: DirectLoginCalls, init: CallInit, clientId: string) {
  let pendingState: LoginResult = { loginState: LoginState.INITIAL };

  const handleState = (answer: StateAnswer): LoginResult => {
    switch (answer.state) {
      case 'SUCCESS':
        return { loginState: LoginState.SUCCESS, data: { sessionToken: answer.sessionToken } };
      case 'REQUIRE_OWNER_APPROVAL':
        return { loginState: LoginState.OWNER_APPROVAL_REQUIRED };
      case 'REQUIRE_EMAIL_VERIFICATION':
        pendingState = { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: answer.stateToken } };
        return pendingState;
      default:
        return { loginState: LoginState.FAILURE, error: 'Unknown _state' };
    }
  };

  return {
    async register(c: Credentials): Promise<LoginResult> {
      try {
        return handleState(
          await api.authentication.registerV2({ email: c.email }, { password: c.password, profile: c.profile, captchaTokens: captchaTokens(c) }, init),
        );
      } catch (error) {
        const { code, emailViolation } = details(error);
        if (emailViolation) return { loginState: LoginState.FAILURE, error: emailViolation, errorCode: 'invalidEmail' };
        const errorCode = code && code !== '-19976' && code !== '-19973' ? LOGIN_ERROR_CODES[code] : undefined;
        return { loginState: LoginState.FAILURE, error: (error as Error).message, ...(errorCode && { errorCode }) };
      }
    },
    async login(c: Credentials): Promise<LoginResult> {
      try {
        return handleState(await api.authentication.loginV2({ email: c.email }, { password: c.password, captchaTokens: captchaTokens(c) }, init));
      } catch (error) {
        const { code } = details(error);
        // Any other login failure is reported as invalidEmail, as the platform's SDK does.
        const errorCode = (code && code !== '-19995' && LOGIN_ERROR_CODES[code]) || 'invalidEmail';
        return { loginState: LoginState.FAILURE, error: (error as Error).message, errorCode };
      }
    },
    /** Continues a flow waiting for an emailed code; only possible in EMAIL_VERIFICATION_REQUIRED. */
    async processVerification(input: { verificationCode: string }, state: LoginResult = pendingState): Promise<LoginResult> {
      if (state.loginState !== LoginState.EMAIL_VERIFICATION_REQUIRED || !state.data?.stateToken)
        return { loginState: LoginState.FAILURE, error: 'Unknown _state' };
      return handleState(await api.verification.verifyDuringAuthentication(input.verificationCode, { stateToken: state.data.stateToken }, init));
    },
    /** A second factor (MFA): the factor's data for the state token of the flow that asked for it. */
    async verifyFactor(factorType: string, input: { stateToken: string; rememberThisDevice?: boolean } & Record<string, unknown>): Promise<LoginResult> {
      return handleState(await api.authentication.verify(factorType as never, input, init));
    },
    async sendPasswordResetEmail(email: string, redirectUri: string): Promise<void> {
      await api.recovery.sendRecoveryEmail(email, { redirect: { url: redirectUri, clientId } }, init);
    },
    /** The state a pending flow waits in (INITIAL when none). */
    loginState: () => pendingState,
  };
}

// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeAddress, encodeDate, encodeFloat, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CallVerifyData, CaptchaToken, ChangePasswordResponse, ExternalEmailVerifyData, FactorType, IdentityProfile, LoginId, PushVerifyData, RawHttpResponse, SignOnResponse, SmsVerifyData, StateMachineResponse, TotpVerifyData, ValidateEmailResponse, WebAuthnVerifyData } from './schema-types.js';
import { registerV2RequestPlan, signOnRequestPlan } from './request-plans.js';
import { signOnResponseDecoder, stateMachineResponseDecoder } from './response-decoders.js';
import { oauthService } from './service-info.js';

/** Error answers of {@link changePassword} by status: `isApiError<ChangePasswordErrors, 404>(e, 404)` types `e.data`. */
export type ChangePasswordErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link loginV2}. */
export interface LoginV2Options {
  password?: string;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown>;
  /** State token of a login flow started beforehand, to continue it. */
  stateToken?: string;
}

/** Error answers of {@link loginV2} by status: `isApiError<LoginV2Errors, 404>(e, 404)` types `e.data`. */
export type LoginV2Errors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link logout}. */
export interface LogoutOptions {
  /** URL to redirect to after logout. */
  postLogoutRedirectUri?: string;
  /** ID of the OAuth app (client) initiating the logout. */
  clientId?: string;
}

/** Error answers of {@link logout} by status: `isApiError<LogoutErrors, 404>(e, 404)` types `e.data`. */
export type LogoutErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link registerV2}. */
export interface RegisterV2Options {
  password?: string;
  profile?: IdentityProfile;
  /** CAPTCHA tokens, when the site's CAPTCHA setting is on. */
  captchaTokens?: CaptchaToken[];
  /** Additional data relevant to the flow. */
  clientMetaData?: Record<string, unknown>;
}

/** Error answers of {@link registerV2} by status: `isApiError<RegisterV2Errors, 404>(e, 404)` types `e.data`. */
export type RegisterV2Errors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
  500: ApiErrorBody;
  501: ApiErrorBody;
};

/** Argument `options` of {@link signOn}. */
export interface SignOnOptions {
  /** Profile of the member; updates an existing member or creates a new one. */
  profile?: IdentityProfile;
  /** Mark the email as verified without verification; default false. */
  verifyEmail?: boolean;
  /** Link the member to an existing contact with the same email; default true. */
  mergeExistingContact?: boolean;
}

/** Error answers of {@link signOn} by status: `isApiError<SignOnErrors, 404>(e, 404)` types `e.data`. */
export type SignOnErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link validateEmail} by status: `isApiError<ValidateEmailErrors, 404>(e, 404)` types `e.data`. */
export type ValidateEmailErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link verify}. */
export interface VerifyOptions {
  /** State token of the authentication in progress. */
  stateToken?: string;
  /** Remember this device for later logins (second factors only). */
  rememberThisDevice?: boolean;
  smsData?: SmsVerifyData;
  callData?: CallVerifyData;
  emailData?: ExternalEmailVerifyData;
  totpData?: TotpVerifyData;
  pushData?: PushVerifyData;
  webauthnData?: WebAuthnVerifyData;
}

/** Error answers of {@link verify} by status: `isApiError<VerifyErrors, 404>(e, 404)` types `e.data`. */
export type VerifyErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Change password
 *
 * Changes the password of the logged-in member (member session required). The session stays valid. The new password must meet the site's length and complexity rules.
 *
 * `POST /_api/iam/authentication/v2/change-password`
 *
 * @param newPassword `body.newPassword`
 */
export const changePassword: Call<[newPassword: string, init?: CallInit], ChangePasswordResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'changePassword',
  method: 'POST',
  path: '/v2/change-password',
  args: [{ name: 'newPassword', required: true, value: 'body.newPassword' }],
}, { encodeBody: encodeJsonBody });

/**
 * Login V2
 *
 * Logs in an existing member. On `state: SUCCESS` the response carries a `sessionToken` to exchange for member tokens; `REQUIRE_EMAIL_VERIFICATION` carries a `stateToken` for Verify During Authentication; `REQUIRE_OWNER_APPROVAL` means the owner has not approved the member yet; `REQUIRE_MFA` / `MFA_CHALLENGE` carry `requireMfaData` / `mfaChallengeData` for the Verify call. Send `stateToken` to continue a flow started beforehand. OAuthStrategy's `login({ email, password, captchaTokens })` maps failures onto login errors: -19971 → missingCaptchaToken, -19970 → invalidCaptchaToken, -19976 → invalidPassword, -19973 → resetPassword, any other code → invalidEmail.
 *
 * `POST /_api/iam/authentication/v2/login`
 *
 * @param loginId `body.loginId`
 *
 * @param options Options.
 */
export const loginV2: Call<[loginId: LoginId, options?: LoginV2Options, init?: CallInit], StateMachineResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'loginV2',
  method: 'POST',
  path: '/v2/login',
  args: [
    { name: 'loginId', required: true, value: 'body.loginId' },
    {
      name: 'options',
      properties: {
        password: 'body.password',
        captchaTokens: 'body.captchaTokens',
        clientMetaData: 'body.clientMetaData',
        stateToken: 'body.stateToken',
      },
    },
  ],
  decode: stateMachineResponseDecoder,
  responseAsync: true,
}, { encodeBody: encodeJsonBody });

/**
 * Logout
 *
 * Ends the member's session and clears the authentication cookies. The answer is a raw HTTP response: `body` (HTML, base64 on the wire), `statusCode` (200, or 302 with a `Location` header when `postLogoutRedirectUri` is given) and `headers` (`Set-Cookie` headers that remove the session cookies). Headless clients usually log out with a `logout` redirect session instead (OAuthStrategy `logout()`).
 *
 * `GET /_api/iam/authentication/v1/logout`
 *
 * @param options Options.
 */
export const logout: Call<[options?: LogoutOptions, init?: CallInit], RawHttpResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'logout',
  method: 'GET',
  path: '/v1/logout',
  args: [
    {
      name: 'options',
      properties: {
        postLogoutRedirectUri: 'query.postLogoutRedirectUri',
        clientId: 'query.clientId',
      },
    },
  ],
}, { query: serializeQuery });

/**
 * Register V2
 *
 * Registers a new member. On `state: SUCCESS` the response carries a `sessionToken`, which the client exchanges for member tokens (OAuthStrategy `getMemberTokensForDirectLogin()`: a silent authorization redirect session and the authorization-code token request). When the email is already a contact's, or the site requires it, the state is `REQUIRE_EMAIL_VERIFICATION` with a `stateToken` for Verify During Authentication; when the site requires owner approval it is `REQUIRE_OWNER_APPROVAL`. OAuthStrategy's `register({ email, password, profile, captchaTokens: { recaptchaToken, invisibleRecaptchaToken } })` sends one captcha token object with `Recaptcha` and `InvisibleRecaptcha`, and maps failures onto login errors: a field violation of type EMAIL → invalidEmail, -19971 → missingCaptchaToken, -19995 → emailAlreadyExists, -19970 → invalidCaptchaToken.
 *
 * `POST /_api/iam/authentication/v2/register`
 *
 * @param loginId `body.loginId`
 *
 * @param options Options.
 */
export const registerV2: Call<[loginId: LoginId, options?: RegisterV2Options, init?: CallInit], StateMachineResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'registerV2',
  method: 'POST',
  path: '/v2/register',
  args: [
    { name: 'loginId', required: true, value: 'body.loginId' },
    {
      name: 'options',
      properties: {
        password: 'body.password',
        profile: 'body.profile',
        captchaTokens: 'body.captchaTokens',
        clientMetaData: 'body.clientMetaData',
      },
    },
  ],
  requestPlan: { body: registerV2RequestPlan },
  decode: stateMachineResponseDecoder,
  responseAsync: true,
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Sign on
 *
 * Authenticates a member without credentials and returns a session token, creating or updating the member as needed (trusted integrations only: an app identity with `IAM.AUTHENTICAITON_SIGN_ON`). OAuthStrategy's `getMemberTokensForExternalLoginWithSession(email, apiKey, options)` calls it with the visitor token and the API key joined by a comma, then requests `grant_type: authorized_client` tokens with the identity's ID and the session token. Only email login IDs are supported.
 *
 * `POST /_api/iam/authentication/v2/sign-on`
 *
 * @param loginId `body.loginId`
 *
 * @param options Options.
 */
export const signOn: Call<[loginId: LoginId, options?: SignOnOptions, init?: CallInit], SignOnResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'signOn',
  method: 'POST',
  path: '/v2/sign-on',
  args: [
    { name: 'loginId', required: true, value: 'body.loginId' },
    {
      name: 'options',
      properties: {
        profile: 'body.profile',
        verifyEmail: 'body.verifyEmail',
        mergeExistingContact: 'body.mergeExistingContact',
      },
    },
  ],
  requestPlan: { body: signOnRequestPlan },
  decode: signOnResponseDecoder,
  responseAsync: true,
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Validate email
 *
 * Checks whether an email address can receive mail (format, domain records, bounces, block lists) before it is used to register. Not among the requirements' calls; included because the authentication module of the current SDK has it (`authentication.validateEmail(email)`).
 *
 * `POST /_api/iam/authentication/v2/validate-email`; idempotent (retried like a GET)
 *
 * @param email `body.email`
 */
export const validateEmail: Call<[email: string, init?: CallInit], ValidateEmailResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'validateEmail',
  method: 'POST',
  path: '/v2/validate-email',
  args: [{ name: 'email', required: true, value: 'body.email' }],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Verify factor
 *
 * Verifies one authentication factor of a login in progress (multi-factor authentication): pass the `stateToken` of the `REQUIRE_MFA` / `MFA_CHALLENGE` state and the data of the factor named in the path (`smsData`, `callData`, `emailData`, `totpData`, `pushData` or `webauthnData`). Modelled as ONE operation with a `factorType` path enum, because the SDK has one method, `authentication.verify(factorType, options)`, not one per factor. That method is in `@wix/identity` up to 1.0.166 (authentication 1.0.28) and was removed from later releases (the request type `VerifyRequest` remains in the current SDK). `rememberThisDevice` applies to second factors only.
 *
 * `POST /_api/iam/authentication/v2/{factorType}/verify`
 *
 * @param factorType `path.factorType`
 *
 * @param options Options.
 */
export const verify: Call<[factorType: FactorType, options?: VerifyOptions, init?: CallInit], StateMachineResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'authentication',
  operationId: 'verify',
  method: 'POST',
  path: '/v2/{factorType}/verify',
  args: [
    { name: 'factorType', required: true, value: 'path.factorType' },
    {
      name: 'options',
      properties: {
        stateToken: 'body.stateToken',
        rememberThisDevice: 'body.rememberThisDevice',
        smsData: 'body.smsData',
        callData: 'body.callData',
        emailData: 'body.emailData',
        totpData: 'body.totpData',
        pushData: 'body.pushData',
        webauthnData: 'body.webauthnData',
      },
    },
  ],
  decode: stateMachineResponseDecoder,
  responseAsync: true,
}, { encodeBody: encodeJsonBody });

/** The `authentication` module: pass it to `createClient({ modules: { authentication } })`. */
export const authentication = { changePassword, loginV2, logout, registerV2, signOn, validateEmail, verify };

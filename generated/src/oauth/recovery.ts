// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, EmailOptions, Redirect, SendActivationEmailResponse, SendRecoveryEmailResponse, StateMachineResponse } from './schema-types.js';
import { stateMachineResponseDecoder } from './response-decoders.js';
import { oauthService } from './service-info.js';

/** Argument `options` of {@link recover}. */
export interface RecoverOptions {
  /** The new password. */
  password?: string;
}

/** Error answers of {@link recover} by status: `isApiError<RecoverErrors, 404>(e, 404)` types `e.data`. */
export type RecoverErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link sendActivationEmail}. */
export interface SendActivationEmailOptions {
  emailOptions?: EmailOptions;
}

/** Error answers of {@link sendActivationEmail} by status: `isApiError<SendActivationEmailErrors, 404>(e, 404)` types `e.data`. */
export type SendActivationEmailErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link sendRecoveryEmail}. */
export interface SendRecoveryEmailOptions {
  /** Language of the email (ISO 639-1); default the member's language. */
  language?: string;
  /** Where to go after the password is reset. */
  redirect?: Redirect;
}

/** Error answers of {@link sendRecoveryEmail} by status: `isApiError<SendRecoveryEmailErrors, 404>(e, 404)` types `e.data`. */
export type SendRecoveryEmailErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Recover
 *
 * Sets a new password for the member of a recovery token (from the link of a recovery email). After a successful recovery the member can log in with the new password; the answer is the authentication state. Served under `/_api/iam/recovery`.
 *
 * `POST /_api/iam/recovery/v1/recover`
 *
 * @param recoveryToken `body.recoveryToken`
 *
 * @param options Options.
 */
export const recover: Call<[recoveryToken: string, options?: RecoverOptions, init?: CallInit], StateMachineResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'recovery',
  operationId: 'recover',
  method: 'POST',
  prefix: '/_api/iam/recovery',
  path: '/v1/recover',
  args: [
    { name: 'recoveryToken', required: true, value: 'body.recoveryToken' },
    { name: 'options', properties: { password: 'body.password' } },
  ],
  decode: stateMachineResponseDecoder,
  responseAsync: true,
}, { encodeBody: encodeJsonBody });

/**
 * Send activation email
 *
 * Sends a member an email with an activation link that turns an initial contact into an active site member (app identity with `IAM.SEND_ACTIVATION_EMAIL`). Served under `/_api/iam/recovery`.
 *
 * `POST /_api/iam/recovery/v1/activation-email`
 *
 * @param identityId `body.identityId`
 *
 * @param options Options.
 */
export const sendActivationEmail: Call<[identityId: string, options?: SendActivationEmailOptions, init?: CallInit], SendActivationEmailResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'recovery',
  operationId: 'sendActivationEmail',
  method: 'POST',
  prefix: '/_api/iam/recovery',
  path: '/v1/activation-email',
  args: [
    { name: 'identityId', required: true, value: 'body.identityId' },
    { name: 'options', properties: { emailOptions: 'body.emailOptions' } },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Send recovery email
 *
 * Sends the member an email with a link to a Wix-managed password reset page (the Wix site connected to the headless project must be published). OAuthStrategy's `sendPasswordResetEmail(email, redirectUri)` calls it with `redirect: { url: redirectUri, clientId }`. Served under `/_api/iam/recovery`.
 *
 * `POST /_api/iam/recovery/v1/send-email`
 *
 * @param email `body.email`
 *
 * @param options Options.
 */
export const sendRecoveryEmail: Call<[email: string, options?: SendRecoveryEmailOptions, init?: CallInit], SendRecoveryEmailResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'recovery',
  operationId: 'sendRecoveryEmail',
  method: 'POST',
  prefix: '/_api/iam/recovery',
  path: '/v1/send-email',
  args: [
    { name: 'email', required: true, value: 'body.email' },
    {
      name: 'options',
      properties: { language: 'body.language', redirect: 'body.redirect' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/** The `recovery` module: pass it to `createClient({ modules: { recovery } })`. */
export const recovery = { recover, sendActivationEmail, sendRecoveryEmail };

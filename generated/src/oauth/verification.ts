// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, StartResponse, StateMachineResponse, Target } from './schema-types.js';
import { stateMachineResponseDecoder } from './response-decoders.js';
import { oauthService } from './service-info.js';

/** Error answers of {@link resendDuringAuthentication} by status: `isApiError<ResendDuringAuthenticationErrors, 404>(e, 404)` types `e.data`. */
export type ResendDuringAuthenticationErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
  500: ApiErrorBody;
};

/** Argument `options` of {@link start}. */
export interface StartOptions {
  /** Identity whose email receives the code; currently required. */
  identityId?: string;
  target?: Target;
}

/** Error answers of {@link start} by status: `isApiError<StartErrors, 404>(e, 404)` types `e.data`. */
export type StartErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
  500: ApiErrorBody;
};

/** Argument `options` of {@link verifyDuringAuthentication}. */
export interface VerifyDuringAuthenticationOptions {
  /** State token of the REQUIRE_EMAIL_VERIFICATION state. */
  stateToken: string;
}

/** Error answers of {@link verifyDuringAuthentication} by status: `isApiError<VerifyDuringAuthenticationErrors, 404>(e, 404)` types `e.data`. */
export type VerifyDuringAuthenticationErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Resend during authentication
 *
 * Sends the verification email again for a registration or login in state `REQUIRE_EMAIL_VERIFICATION` and returns the state (with a fresh state token). `verification.resendDuringAuthentication(stateToken)` is in `@wix/identity` up to 1.0.166 (verification 1.0.26); later releases removed it. Served under `/_api/iam/verification`.
 *
 * `POST /_api/iam/verification/v1/auth/resend`
 *
 * @param stateToken `body.stateToken`
 */
export const resendDuringAuthentication: Call<[stateToken: string, init?: CallInit], StateMachineResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'verification',
  operationId: 'resendDuringAuthentication',
  method: 'POST',
  prefix: '/_api/iam/verification',
  path: '/v1/auth/resend',
  args: [{ name: 'stateToken', required: true, value: 'body.stateToken' }],
  decode: stateMachineResponseDecoder,
  responseAsync: true,
}, { encodeBody: encodeJsonBody });

/**
 * Start verification
 *
 * Starts an email verification: sends a code to the email of the identity and returns the ID of the verification process (caller needs `IAM.START`). `identityId` is currently required in practice. During registration or login, the member completes the verification with Verify During Authentication and the `stateToken` of the `REQUIRE_EMAIL_VERIFICATION` state, not with this `verificationId`. The path is `/v1/Start` as in `@wix/identity` 1.0.166 (verification 1.0.26); the current SDK sends `/v1/start`. Served under `/_api/iam/verification`.
 *
 * `POST /_api/iam/verification/v1/Start`
 *
 * @param options Options.
 */
export const start: Call<[options?: StartOptions, init?: CallInit], StartResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'verification',
  operationId: 'start',
  method: 'POST',
  prefix: '/_api/iam/verification',
  path: '/v1/Start',
  args: [
    {
      name: 'options',
      properties: { identityId: 'body.identityId', target: 'body.target' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Verify during authentication
 *
 * Continues a registration or login that is in state `REQUIRE_EMAIL_VERIFICATION`, with the code the member received by email and the state token of that state. OAuthStrategy's `processVerification({ verificationCode })` calls it only while its login state is EMAIL_VERIFICATION_REQUIRED (with the remembered state token), and otherwise returns FAILURE with 'Unknown _state'. Served under `/_api/iam/verification`.
 *
 * `POST /_api/iam/verification/v1/auth/verify`
 *
 * @param code `body.code`
 *
 * @param options Options.
 */
export const verifyDuringAuthentication: Call<[code: string, options: VerifyDuringAuthenticationOptions, init?: CallInit], StateMachineResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'verification',
  operationId: 'verifyDuringAuthentication',
  method: 'POST',
  prefix: '/_api/iam/verification',
  path: '/v1/auth/verify',
  args: [
    { name: 'code', required: true, value: 'body.code' },
    {
      name: 'options',
      required: true,
      properties: { stateToken: 'body.stateToken' },
    },
  ],
  decode: stateMachineResponseDecoder,
  responseAsync: true,
}, { encodeBody: encodeJsonBody });

/** The `verification` module: pass it to `createClient({ modules: { verification } })`. */
export const verification = { resendDuringAuthentication, start, verifyDuringAuthentication };

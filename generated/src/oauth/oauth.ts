// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody, placeHeaderParams } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, TokenRequest, TokenResponse } from './schema-types.js';
import { oauthService } from './service-info.js';

/** Extra request headers of the token request. */
export interface TokenHeaders {
  /** Only for `grant_type: authorized_client`: the current visitor access token and an API key with permissions on Wix Contacts & Members, joined by a comma (`<accessToken>,<apiKey>`). Other grant types send no extra Authorization header. (OpenAPI tools may ignore a header parameter named Authorization; the runtime sends it.) */
  Authorization?: string;
  /** Binding of the token to the calling client, passed by OAuthStrategy's `tokenRequestOptions.headers` in public rendering flows. */
  'client-binding'?: string;
}

/** Error answers of {@link token} by status: `isApiError<TokenErrors, 404>(e, 404)` types `e.data`. */
export type TokenErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Retrieve tokens
 *
 * Retrieves access and refresh tokens for a visitor or member of the site (JSON body; the endpoint also accepts `application/x-www-form-urlencoded` with the same names). The body is one of four grant types, told apart by the SDK's own field names: `grantType: anonymous` (a new visitor; `clientId`), `grantType: refresh_token` (`refreshToken`; OAuthStrategy also sends `clientId`), `grantType: authorization_code` (PKCE exchange after a Wix-managed login: `clientId`, `redirectUri`, `code`, `codeVerifier`), and `grant_type: authorized_client` (snake case: a member authenticated elsewhere, `member_id` with `scope: offline_access`, or `member_id` with the `session_token` of Sign On; it needs the extra `Authorization` header, the visitor access token and an API key joined by a comma). The access token expires `expires_in` seconds after the answer: OAuthStrategy stores `{ value: access_token, expiresAt: now + expires_in }` (epoch seconds) and the refresh token with role `visitor` (anonymous, refresh keeps the old one) or `member` (authorization code, authorized client). The platform serves the call at the host root (`x-prefix: ''`). The SDK's generated `oauth.token()` wraps the same endpoint as a raw HTTP request; OAuthStrategy calls it as `fetchTokens(payload, headers)`, and this operation's arguments follow that call. `headers` also carries `client-binding`, the header OAuthStrategy's `tokenRequestOptions` passes in public rendering flows. A non-200 answer makes OAuthStrategy raise FAILED_TO_FETCH_TOKENS.
 *
 * `POST /oauth2/token`
 *
 * @param payload The token request, one of the four grant types.
 *
 * @param headers Extra request headers of the token request.
 */
export const token: Call<[payload: TokenRequest, headers?: TokenHeaders, init?: CallInit], TokenResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'oauth',
  operationId: 'token',
  method: 'POST',
  prefix: '',
  path: '/oauth2/token',
  args: [
    { name: 'payload', required: true, value: 'body' },
    {
      name: 'headers',
      properties: {
        Authorization: 'header.Authorization',
        'client-binding': 'header.client-binding',
      },
    },
  ],
  security: [],
}, { encodeBody: encodeJsonBody, headerParams: placeHeaderParams });

/** The `oauth` module: pass it to `createClient({ modules: { oauth } })`. */
export const oauth = { token };

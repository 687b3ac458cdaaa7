// Generated from spec/oauth.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { oauthErrors } from './error-catalogue.js';

export type OauthErrorCode = keyof typeof oauthErrors;

/**
 * Sign-in services of a hosted site for headless clients: redirect sessions (a URL that takes a visitor through Wix-managed login, logout, authorization or a checkout), the OAuth token endpoint (anonymous visitor tokens, refresh, PKCE authorization code exchange, tokens for an externally authenticated member), member authentication (register, log in, change password, sign on, log out, multi-factor verify, validate an email), account recovery (recovery and activation emails, recover with a new password), email verification during authentication (start, verify, resend), the site's GraphQL endpoint, and the event the redirect service emits.
 *
 * Ground truth: the platform's public REST API as exposed by the `@wix/sdk` package (`OAuthStrategy`, whose token requests, redirect-session call, error mapping and client messages this document follows), `@wix/redirects` (`@wix/auto_sdk_redirects_redirects`, module `redirects`) and `@wix/identity` (`@wix/auto_sdk_identity_authentication`, `_recovery`, `_verification`, `_oauth`). Field names are the wire (REST) names: `id` rather than the SDK's `_id`, `createdDate` rather than `_createdDate`, addresses with `addressLine`/`formattedAddress`/`geocode` (`x-address`).
 *
 * Prefixes: most calls are the authentication service's, served under `/_api/iam/authentication` (the first www.wixapis.com mapping of the SDK's http file; `/iam/authentication` is an alias). The other calls carry `x-prefix`: the redirect session `/_api/redirects-api`, recovery `/_api/iam/recovery`, verification `/_api/iam/verification`, and the token endpoint and GraphQL are at the host root (prefix `''`, `POST /oauth2/token`, `POST /graphql/{apiVersion}`).
 *
 * Versions: `@wix/sdk` 1.21.16, `@wix/identity` 1.0.238 (authentication 1.0.61, recovery 1.0.50, verification 1.0.51, oauth 1.0.57), `@wix/redirects` 1.0.129 (redirects 1.0.56). Three calls of the requirements were removed from the current `@wix/identity`; they follow `@wix/identity` 1.0.166 (authentication 1.0.28, verification 1.0.26), the last release that has them: `authentication.verify` (`POST /v2/{factorType}/verify`), `verification.resendDuringAuthentication` (`POST /v1/auth/resend`) and `verification.start` at `POST /v1/Start` (the current SDK sends `/v1/start`).
 *
 * Client-side behaviour (OAuthStrategy): a visitor gets tokens anonymously; an expired or missing access token is renewed with the refresh token, and when renewal fails a new anonymous pair is fetched. A member is logged in when the refresh token's role is `member`; logging out clears both tokens and sets the role to `none`. Login and register map the server `StateType` onto the client `LoginState` (SUCCESS → SUCCESS with the session token, REQUIRE_OWNER_APPROVAL → OWNER_APPROVAL_REQUIRED, REQUIRE_EMAIL_VERIFICATION → EMAIL_VERIFICATION_REQUIRED with the state token, which the client remembers; any other state → FAILURE with 'Unknown _state'). Wix-managed login uses PKCE (verifier length 43 to 128, default 43; challenge method S256), scope `offline_access`, response mode `fragment` by default (or `query`, or `web_message` for silent login in a hidden frame that waits 120000 ms for a message carrying the matching state), prompt `login` by default. The authorization result is read from the URL fragment (or query): `code`, `state`, `error`, `error_description`. The visitor-cookie pre-warm repeats only after 7 days (last time kept in local storage under `wixRedirectSessionLastPreWarm`). Requests use the `Authorization` header and pass the consistency header along; GET requests whose query exceeds 4000 characters use a fallback request; a CDN host (edge.wixapis.com) is used when enabled.
 */
export const oauthService: ServiceInfo = {
  name: 'oauth',
  title: 'OAuth and identity',
  prefix: '/_api/iam/authentication',
  host: 'www.wixapis.com',
  sitePaths: {
    '/_api/iam/recovery': '/_iam/recovery',
    '/_api/redirects-api': '/headless',
    '/oauth2': '/_api/oauth2',
  },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.oauthErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type OauthCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

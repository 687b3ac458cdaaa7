// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CallbackParams, CreateRedirectSessionResponse, RedirectSessionAuthParams, RedirectSessionBookingsBookParams, RedirectSessionBookingsCheckoutParams, RedirectSessionEcomCheckoutParams, RedirectSessionEcomOrderPaymentRequestParams, RedirectSessionEventsCheckoutParams, RedirectSessionLoginParams, RedirectSessionLogoutParams, RedirectSessionPaidPlansCheckoutParams, RedirectSessionPreferences, RedirectSessionStoresProductParams } from './schema-types.js';
import { oauthService } from './service-info.js';

/** Argument `options` of {@link createRedirectSession}. */
export interface CreateRedirectSessionOptions {
  bookingsCheckout?: RedirectSessionBookingsCheckoutParams;
  ecomCheckout?: RedirectSessionEcomCheckoutParams;
  eventsCheckout?: RedirectSessionEventsCheckoutParams;
  paidPlansCheckout?: RedirectSessionPaidPlansCheckoutParams;
  /** An empty object, for a Wix login URL without first checking whether the visitor is authenticated. */
  login?: RedirectSessionLoginParams;
  logout?: RedirectSessionLogoutParams;
  auth?: RedirectSessionAuthParams;
  storesProduct?: RedirectSessionStoresProductParams;
  bookingsBook?: RedirectSessionBookingsBookParams;
  ecomOrderPaymentRequest?: RedirectSessionEcomOrderPaymentRequestParams;
  /** Pages of the client site to send the visitor back to; Wix adds the boolean `wixMemberLoggedIn` parameter. For an authentication redirect use `auth.authRequest.redirectUri` instead of `postFlowUrl`. */
  callbacks?: CallbackParams;
  preferences?: RedirectSessionPreferences;
  /** The origin of the request. */
  origin?: string;
}

/** Error answers of {@link createRedirectSession} by status: `isApiError<CreateRedirectSessionErrors, 404>(e, 404)` types `e.data`. */
export type CreateRedirectSessionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Create redirect session
 *
 * Creates a URL for redirecting a visitor from an external (headless) client site to a Wix page for Wix-managed functionality: authentication (`auth`, used by OAuthStrategy's `getAuthUrl()` with PKCE, scope `offline_access`, response mode `fragment` by default, prompt `login` by default), login, logout (OAuthStrategy's `logout()` sends `logout.clientId` and `callbacks.postFlowUrl`), or a checkout or page of bookings, eCommerce, events, paid plans or stores. Give exactly one intent. Redirect the visitor to `redirectSession.fullUrl`. The platform serves the call under `/_api/redirects-api` (also `/headless/v1/redirect-session`).
 *
 * `POST /_api/redirects-api/v1/redirect-session`
 *
 * Emits `redirects.onRedirectSessionCreated` (`wix.headless.v1.redirect_session_created`).
 *
 * @param options Options.
 */
export const createRedirectSession: Call<[options?: CreateRedirectSessionOptions, init?: CallInit], CreateRedirectSessionResponse> = /* @__PURE__ */ defineGeneratedCall(oauthService, {
  module: 'redirects',
  operationId: 'createRedirectSession',
  method: 'POST',
  prefix: '/_api/redirects-api',
  path: '/v1/redirect-session',
  args: [
    {
      name: 'options',
      properties: {
        bookingsCheckout: 'body.bookingsCheckout',
        ecomCheckout: 'body.ecomCheckout',
        eventsCheckout: 'body.eventsCheckout',
        paidPlansCheckout: 'body.paidPlansCheckout',
        login: 'body.login',
        logout: 'body.logout',
        auth: 'body.auth',
        storesProduct: 'body.storesProduct',
        bookingsBook: 'body.bookingsBook',
        ecomOrderPaymentRequest: 'body.ecomOrderPaymentRequest',
        callbacks: 'body.callbacks',
        preferences: 'body.preferences',
        origin: 'body.origin',
      },
    },
  ],
}, { encodeBody: encodeJsonBody });

/** The `redirects` module: pass it to `createClient({ modules: { redirects } })`. */
export const redirects = { createRedirectSession };

// Generated from spec/oauth.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { RedirectSessionCreatedEvent } from './schema-types.js';
import { redirectSessionCreatedEventPlan } from './conversion-plans.js';
import { oauthService } from './service-info.js';

/**
 * Triggered when a redirect session is created.
 *
 * Event type `wix.headless.v1.redirect_session_created`.
 */
export const onRedirectSessionCreated = /* @__PURE__ */ defineEvent<RedirectSessionCreatedEvent>(oauthService, {
  module: 'redirects',
  name: 'onRedirectSessionCreated',
  type: 'wix.headless.v1.redirect_session_created',
  plan: redirectSessionCreatedEventPlan,
});

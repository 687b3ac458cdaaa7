// Generated from spec/plans.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { plansErrors } from './error-catalogue.js';

export type PlansErrorCode = keyof typeof plansErrors;

/**
 * Paid membership plans of a site and their orders (subscriptions): list, query, read, create and update plans,
 * show or hide them, mark one as primary or clear it, archive them and count them; read and list orders as the site
 * owner or as the buying member, postpone an order's end date, cancel, pause, resume and mark orders as paid, let a
 * member request cancellation; create online and offline orders, preview an order or a plan's price before buying;
 * and the events the service emits for plans and orders.
 *
 * Ground truth: the platform's public REST API as exposed by the `@wix/pricing-plans` SDK (modules `plans`, from
 * `@wix/auto_sdk_pricing-plans_plans`, and `orders`, from `@wix/auto_sdk_pricing-plans_orders`). Field names are the
 * wire (REST) names: `id` rather than the SDK's `_id`, `createdDate` rather than `_createdDate`. Monetary amounts are
 * decimal strings. Calls resolve to the REST response as sent (`{ plans }`, `{ order }`, ...), except those the
 * platform SDK unwraps (`x-unwrap`): `getPlan`, `createPlan`, `updatePlan` and `memberGetOrder` resolve to the
 * plan or the order.
 *
 * The plans calls are the platform's Plans v2 service (`/v2/plans`); the orders calls are three platform services
 * that share the prefix: order management (`/v2/orders`), member orders (`/v2/member/orders`) and checkout
 * (`/v2/checkout/orders`). The enumerations and the image of the newer Plans v3 entity (SDK module `plansV3`) are
 * included as component schemas (`PlanV3` and the types it uses); its calls and events are not part of this
 * document.
 *
 * Every call needs the site's Pricing Plans app; without it the plans calls and most checkout calls fail with
 * `PRICING_PLANS_NOT_INSTALLED`.
 */
export const plansService: ServiceInfo = {
  name: 'plans',
  title: 'Pricing plans',
  prefix: '/pricing-plans',
  host: 'www.wixapis.com',
  sitePaths: {
    '/pricing-plans': '/_api/paid-plans',
    '/pricing-plans/v2/checkout': '/pricing-plans/v2/checkout',
    '/pricing-plans/v2/member': '/_api/pricing-plans/v2/member',
    '/pricing-plans/v2/plans': '/_api/pricing-plans/v2/plans',
  },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.plansErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type PlansCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

// Generated from spec/ecom.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { ecomErrors } from './error-catalogue.js';

export type EcomErrorCode = keyof typeof ecomErrors;

/**
 * The e-commerce purchase flow of a site: checkouts (create, read, update, coupons, gift cards, line items, checkout URLs, payment settings, placing the order, completion), orders (read, search, create, update, cancel, approval status, activities, payment collection, authorized payments, refundability and refunds), order transactions (payments, refunds, chargebacks), order fulfillments, refunds through order billing, and the events the eCommerce platform emits for checkouts, checkout templates and settings, orders, transactions, fulfillments, shipping options and Shippo configurations, orders settings, discount rules, tax groups and regions, abandoned checkouts, back-in-stock requests and subscription contracts.
 *
 * Ground truth: the platform's public REST API as exposed by the `@wix/ecom` SDK (`@wix/auto_sdk_ecom_checkout`, `_orders`, `_order-transactions`, `_order-fulfillments`, `_order-billing` and the packages of the event-only entities). Field names are the wire (REST) names: `id` rather than the SDK's `_id`, images as objects (`x-media: image`), addresses with `addressLine`/`formattedAddress`/`geocode` (`x-address`), page URLs as `{ url, relativePath }` (`x-page-url: url`). Monetary amounts are decimal strings: checkout prices are `MultiCurrencyPrice` (amount and converted amount), order prices are `Price`. Calls resolve to the REST response as sent (`{ checkouts }`, ...), except those the platform SDK unwraps (`x-unwrap`): the get, create and update calls of checkouts and orders resolve to the checkout or the order.
 */
export const ecomService: ServiceInfo = {
  name: 'ecom',
  title: 'eCommerce',
  prefix: '/ecom',
  host: 'www.wixapis.com',
  sitePaths: {
    '/ecom/v1/fulfillments': '/_api/fulfillments/v1/fulfillments',
    '/ecom/v1/orders': '/v1/orders',
    '/ecom/v1/payments': '/v1/payments',
  },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.ecomErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type EcomCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

// Generated from spec/ecom.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeAddress, encodeDate, encodeFloat, encodeJsonBody, encodePageUrlV2, mediaObjectFromRef, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { AddToCheckoutResponse, ApiErrorBody, ChannelType, Checkout, CreateCheckoutResponse, CreateOrderAndChargeResponse, CreateOrderFromCheckoutResponse, CustomLineItem, GetCheckoutByCartIdResponse, GetCheckoutPaymentSettingsResponse, GetCheckoutResponse, GetCheckoutURLResponse, GetWixCheckoutURLResponse, LineItem, LineItemQuantityUpdate, MarkCheckoutAsCompletedResponse, RawHttpResponse, RemoveCouponResponse, RemoveGiftCardResponse, RemoveLineItemsResponse, RemoveOverrideCheckoutUrlResponse, UpdateCheckoutResponse, UpdateLineItemsQuantityResponse } from './schema-types.js';
import { addToCheckoutRequestPlan, createCheckoutRequestPlan, updateCheckoutRequestPlan } from './request-plans.js';
import { addToCheckoutResponseDecoder, createCheckoutResponseDecoder, getCheckoutByCartIdResponseDecoder, getCheckoutResponseDecoder, removeCouponResponseDecoder, removeGiftCardResponseDecoder, removeLineItemsResponseDecoder, removeOverrideCheckoutUrlResponseDecoder, updateCheckoutResponseDecoder, updateLineItemsQuantityResponseDecoder } from './response-decoders.js';
import { ecomService } from './service-info.js';

/** Argument `options` of {@link addToCheckout}. */
export interface AddToCheckoutOptions {
  /** Catalog line items. */
  lineItems?: LineItem[];
  /** Custom line items. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
}

/** Error answers of {@link addToCheckout} by status: `isApiError<AddToCheckoutErrors, 404>(e, 404)` types `e.data`. */
export type AddToCheckoutErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Checkout creation options. */
export interface CreateCheckoutOptions {
  /** Checkout information. */
  checkoutInfo?: Checkout;
  /** Coupon code. */
  couponCode?: string;
  /** Catalog line items to add to the checkout. */
  lineItems?: LineItem[];
  /** Custom line items to add to the checkout. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
  /** Sales channel that submitted the order. */
  channelType: ChannelType;
  /** Gift card code. */
  giftCardCode?: string;
  /** `overrideCheckoutUrl` allows the flexibility to redirect customers to a customized checkout page. */
  overrideCheckoutUrl?: string;
  /** Amount to redeem from the gift card referenced in `gift_card_code`. */
  giftCardRedeemAmount?: string;
}

/** Error answers of {@link createCheckout} by status: `isApiError<CreateCheckoutErrors, 404>(e, 404)` types `e.data`. */
export type CreateCheckoutErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createOrderAndCharge}. */
export interface CreateOrderAndChargeOptions {
  /** Payment token. */
  paymentToken?: string;
  /** Whether the payment method should be saved on the order. */
  savePaymentMethod?: boolean;
  /** Whether to authorize the payment and delay the capture. */
  delayCapture?: boolean;
  /** Whether the order is being placed from within a native mobile app (iOS or Android) where the buyer paid via the platform's in-app purchase system. (Internal in the SDK.) */
  inAppPurchase?: boolean;
}

/** Error answers of {@link createOrderAndCharge} by status: `isApiError<CreateOrderAndChargeErrors, 404>(e, 404)` types `e.data`. */
export type CreateOrderAndChargeErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createOrderFromCheckout}. */
export interface CreateOrderFromCheckoutOptions {
  /** Whether the payment method should be saved on the order. */
  savePaymentMethod?: boolean;
  /** Whether to authorize the payment and delay the capture. */
  delayCapture?: boolean;
  /** Whether the order is being placed from within a native mobile app (iOS or Android) where the buyer paid via the platform's in-app purchase system. (Internal in the SDK.) */
  inAppPurchase?: boolean;
}

/** Error answers of {@link createOrderFromCheckout} by status: `isApiError<CreateOrderFromCheckoutErrors, 404>(e, 404)` types `e.data`. */
export type CreateOrderFromCheckoutErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getCheckout} by status: `isApiError<GetCheckoutErrors, 404>(e, 404)` types `e.data`. */
export type GetCheckoutErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getCheckoutByCartId} by status: `isApiError<GetCheckoutByCartIdErrors, 404>(e, 404)` types `e.data`. */
export type GetCheckoutByCartIdErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getCheckoutPaymentSettings} by status: `isApiError<GetCheckoutPaymentSettingsErrors, 404>(e, 404)` types `e.data`. */
export type GetCheckoutPaymentSettingsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getCheckoutUrl} by status: `isApiError<GetCheckoutUrlErrors, 404>(e, 404)` types `e.data`. */
export type GetCheckoutUrlErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getWixCheckoutUrl} by status: `isApiError<GetWixCheckoutUrlErrors, 404>(e, 404)` types `e.data`. */
export type GetWixCheckoutUrlErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link markCheckoutAsCompleted}. */
export interface MarkCheckoutAsCompletedOptions {
  /** Order ID. (Internal in the SDK.) */
  orderId?: string;
}

/** Error answers of {@link markCheckoutAsCompleted} by status: `isApiError<MarkCheckoutAsCompletedErrors, 404>(e, 404)` types `e.data`. */
export type MarkCheckoutAsCompletedErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link markCheckoutAsCompletedAndRedirectToUrl} by status: `isApiError<MarkCheckoutAsCompletedAndRedirectToUrlErrors, 404>(e, 404)` types `e.data`. */
export type MarkCheckoutAsCompletedAndRedirectToUrlErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link removeCoupon} by status: `isApiError<RemoveCouponErrors, 404>(e, 404)` types `e.data`. */
export type RemoveCouponErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link removeGiftCard} by status: `isApiError<RemoveGiftCardErrors, 404>(e, 404)` types `e.data`. */
export type RemoveGiftCardErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link removeLineItems} by status: `isApiError<RemoveLineItemsErrors, 404>(e, 404)` types `e.data`. */
export type RemoveLineItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link removeOverrideCheckoutUrl} by status: `isApiError<RemoveOverrideCheckoutUrlErrors, 404>(e, 404)` types `e.data`. */
export type RemoveOverrideCheckoutUrlErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateCheckout}. */
export interface UpdateCheckoutOptions {
  /** Coupon code. */
  couponCode?: string;
  /** Gift card code. */
  giftCardCode?: string;
  /** `overrideCheckoutUrl` allows the flexibility to redirect customers to a customized checkout page. */
  overrideCheckoutUrl?: string;
  /** Catalog line items. */
  lineItems?: LineItem[];
  /** Custom line items. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
  /** Amount to redeem from the gift card referenced in `gift_card_code`. */
  giftCardRedeemAmount?: string;
}

/** Error answers of {@link updateCheckout} by status: `isApiError<UpdateCheckoutErrors, 404>(e, 404)` types `e.data`. */
export type UpdateCheckoutErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateLineItemsQuantity} by status: `isApiError<UpdateLineItemsQuantityErrors, 404>(e, 404)` types `e.data`. */
export type UpdateLineItemsQuantityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Add to checkout
 *
 * Adds catalog line items and/or custom line items to a checkout (at most 100 of each per call).
 *
 * `POST /ecom/v1/checkouts/{id}/add-to-checkout`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id Checkout ID.
 *
 * @param options Options.
 */
export const addToCheckout: Call<[_id: string, options?: AddToCheckoutOptions, init?: CallInit], AddToCheckoutResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'addToCheckout',
  method: 'POST',
  path: '/v1/checkouts/{id}/add-to-checkout',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    {
      name: 'options',
      properties: { lineItems: 'body.lineItems', customLineItems: 'body.customLineItems' },
    },
  ],
  requestPlan: { body: addToCheckoutRequestPlan },
  decode: addToCheckoutResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Create checkout
 *
 * Creates a checkout from catalog line items and/or custom line items (at least 1 item in total). When `checkoutInfo.customFields` is passed, each custom field needs a `value`. The SDK marks the method deprecated in favour of Cart V2; it is the documented checkout call of the REST API. `channelType` is required on the wire, so the `options` argument is required here although the SDK types it as optional.
 *
 * `POST /ecom/v1/checkouts`
 *
 * Emits `checkout.onCheckoutCreated` (`wix.ecom.v1.checkout_created`).
 *
 * @param options Checkout creation options.
 */
export const createCheckout: Call<[options: CreateCheckoutOptions, init?: CallInit], Checkout> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'createCheckout',
  method: 'POST',
  path: '/v1/checkouts',
  args: [
    {
      name: 'options',
      required: true,
      properties: {
        checkoutInfo: 'body.checkoutInfo',
        couponCode: 'body.couponCode',
        lineItems: 'body.lineItems',
        customLineItems: 'body.customLineItems',
        channelType: 'body.channelType',
        giftCardCode: 'body.giftCardCode',
        overrideCheckoutUrl: 'body.overrideCheckoutUrl',
        giftCardRedeemAmount: 'body.giftCardRedeemAmount',
      },
    },
  ],
  requestPlan: { body: createCheckoutRequestPlan },
  decode: createCheckoutResponseDecoder,
  unwrap: 'checkout',
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Create order and charge
 *
 * Creates an order from a checkout and charges the buyer with a payment token from the payment provider in one call. The request field `urlParams` is not sent by the SDK and is not declared.
 *
 * `POST /ecom/v1/checkouts/{id}/create-order-and-charge`
 *
 * Emits `orders.onOrderCreated` (`wix.ecom.v1.order_created`).
 *
 * @param _id Checkout ID.
 *
 * @param options Options.
 */
export const createOrderAndCharge: Call<[_id: string, options?: CreateOrderAndChargeOptions, init?: CallInit], CreateOrderAndChargeResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'createOrderAndCharge',
  method: 'POST',
  path: '/v1/checkouts/{id}/create-order-and-charge',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    {
      name: 'options',
      properties: {
        paymentToken: 'body.paymentToken',
        savePaymentMethod: 'body.savePaymentMethod',
        delayCapture: 'body.delayCapture',
        inAppPurchase: 'body.inAppPurchase',
      },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Create order (from checkout)
 *
 * Creates an order from a checkout; the buyer then pays on the returned payment gateway order (or no payment is needed). The SDK method is `checkout.createOrder`; the operationId differs from Orders' Create Order. The request field `urlParams` is not sent by the SDK and is not declared.
 *
 * `POST /ecom/v1/checkouts/{id}/create-order`
 *
 * Emits `orders.onOrderCreated` (`wix.ecom.v1.order_created`).
 *
 * @param _id Checkout ID.
 *
 * @param options Options.
 */
export const createOrderFromCheckout: Call<[_id: string, options?: CreateOrderFromCheckoutOptions, init?: CallInit], CreateOrderFromCheckoutResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'createOrderFromCheckout',
  method: 'POST',
  path: '/v1/checkouts/{id}/create-order',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    {
      name: 'options',
      properties: {
        savePaymentMethod: 'body.savePaymentMethod',
        delayCapture: 'body.delayCapture',
        inAppPurchase: 'body.inAppPurchase',
      },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Get checkout
 *
 * Retrieves a checkout, recalculated (prices, stock, discounts, shipping and tax).
 *
 * `GET /ecom/v1/checkouts/{id}`
 *
 * @param _id Checkout ID.
 */
export const getCheckout: Call<[_id: string, init?: CallInit], Checkout> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'getCheckout',
  method: 'GET',
  path: '/v1/checkouts/{id}',
  args: [{ name: '_id', required: true, value: 'path.id' }],
  decode: getCheckoutResponseDecoder,
  unwrap: 'checkout',
});

/**
 * Get checkout by cart ID
 *
 * Retrieves the checkout created from a cart.
 *
 * `GET /ecom/v1/checkouts/by-cart-id/{id}`
 *
 * @param _id Cart ID.
 */
export const getCheckoutByCartId: Call<[_id: string, init?: CallInit], GetCheckoutByCartIdResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'getCheckoutByCartId',
  method: 'GET',
  path: '/v1/checkouts/by-cart-id/{id}',
  args: [{ name: '_id', required: true, value: 'path.id' }],
  decode: getCheckoutByCartIdResponseDecoder,
});

/**
 * Get checkout payment settings
 *
 * Retrieves the payment settings of a checkout: the payment options blocked for it (for example manual/offline payment, when a line item needs an online payment). The method and its types are in the internal build of @wix/auto_sdk_ecom_checkout 1.0.0 (`getCheckoutPaymentSettings(_id)`); later versions dropped it from the SDK.
 *
 * `GET /ecom/v1/checkouts/{id}/payment-settings`
 *
 * @param _id Checkout ID.
 */
export const getCheckoutPaymentSettings: Call<[_id: string, init?: CallInit], GetCheckoutPaymentSettingsResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'getCheckoutPaymentSettings',
  method: 'GET',
  path: '/v1/checkouts/{id}/payment-settings',
  args: [{ name: '_id', required: true, value: 'path.id' }],
});

/**
 * Get checkout URL
 *
 * Retrieves the checkout page URL of a checkout: the `overrideCheckoutUrl` when one was set, otherwise the site's checkout page. The optional `currencyCode` query field is not sent by the SDK and is not declared.
 *
 * `GET /ecom/v1/checkouts/{id}/checkout-url`
 *
 * @param _id Checkout ID.
 */
export const getCheckoutUrl: Call<[_id: string, init?: CallInit], GetCheckoutURLResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'getCheckoutUrl',
  method: 'GET',
  path: '/v1/checkouts/{id}/checkout-url',
  args: [{ name: '_id', required: true, value: 'path.id' }],
});

/**
 * Get Wix checkout URL
 *
 * Retrieves the URL of the site's own checkout page for a checkout, ignoring any `overrideCheckoutUrl`. The SDK has the method in its internal build only, marked as deprecated in favour of Get Checkout URL. The request's optional `cartId` and `currencyCode` query fields are not sent by the SDK and are not declared.
 *
 * `GET /ecom/v1/checkouts/{id}/wix-checkout-url`
 *
 * @param _id Checkout ID.
 */
export const getWixCheckoutUrl: Call<[_id: string, init?: CallInit], GetWixCheckoutURLResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'getWixCheckoutUrl',
  method: 'GET',
  path: '/v1/checkouts/{id}/wix-checkout-url',
  args: [{ name: '_id', required: true, value: 'path.id' }],
});

/**
 * Mark checkout as completed
 *
 * Sets `completed` to `true`. A checkout completed through the site is marked automatically; use this call when the order was completed in another system.
 *
 * `POST /ecom/v1/checkouts/{id}/mark-as-completed`
 *
 * Emits `checkout.onCheckoutCompleted` (`wix.ecom.v1.checkout_completed`).
 *
 * @param _id Checkout ID.
 *
 * @param options Options.
 */
export const markCheckoutAsCompleted: Call<[_id: string, options?: MarkCheckoutAsCompletedOptions, init?: CallInit], MarkCheckoutAsCompletedResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'markCheckoutAsCompleted',
  method: 'POST',
  path: '/v1/checkouts/{id}/mark-as-completed',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    { name: 'options', properties: { orderId: 'body.orderId' } },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Mark checkout as completed and redirect to URL
 *
 * Marks the checkout named in a server-signed token as completed and redirects the browser to the URL in the token. The public API answers `302 Found` with the target in `Location` (declared below; a mock serves it on `Prefer: code=302`). The `200` declares the answer as the SDK types it, a raw HTTP response (`RawHttpResponse`: body, status code and headers): a mock answers it by default (Prism picks the lowest 2xx) and the generated client can return it, whereas a real 302 is followed by `fetch` to the target page, so against the platform the call is meant for browsers. `UNAUTHENTICATED_TOKEN` is the SDK's code for a bad token.
 *
 * `GET /ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url`
 *
 * Emits `checkout.onCheckoutCompleted` (`wix.ecom.v1.checkout_completed`).
 *
 * @param token Server-signed JWT token with the information needed to complete the checkout.
 */
export const markCheckoutAsCompletedAndRedirectToUrl: Call<[token: string, init?: CallInit], RawHttpResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'markCheckoutAsCompletedAndRedirectToUrl',
  method: 'GET',
  path: '/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url',
  args: [{ name: 'token', required: true, value: 'query.token' }],
}, { query: serializeQuery });

/**
 * Remove coupon
 *
 * Removes the coupon applied to a checkout.
 *
 * `POST /ecom/v1/checkouts/{id}/remove-coupon`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id ID of the checkout to remove the coupon from.
 */
export const removeCoupon: Call<[_id: string, init?: CallInit], RemoveCouponResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'removeCoupon',
  method: 'POST',
  path: '/v1/checkouts/{id}/remove-coupon',
  args: [{ name: '_id', required: true, value: 'path.id' }],
  decode: removeCouponResponseDecoder,
});

/**
 * Remove gift card
 *
 * Removes the gift card applied to a checkout.
 *
 * `POST /ecom/v1/checkouts/{id}/remove-gift-card`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id ID of the checkout to remove the gift card from.
 */
export const removeGiftCard: Call<[_id: string, init?: CallInit], RemoveGiftCardResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'removeGiftCard',
  method: 'POST',
  path: '/v1/checkouts/{id}/remove-gift-card',
  args: [{ name: '_id', required: true, value: 'path.id' }],
  decode: removeGiftCardResponseDecoder,
});

/**
 * Remove line items
 *
 * Removes line items from a checkout.
 *
 * `POST /ecom/v1/checkouts/{id}/remove-line-items`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id ID of the checkout to remove line items from.
 *
 * @param lineItemIds IDs of the line items to remove.
 */
export const removeLineItems: Call<[_id: string, lineItemIds: string[], init?: CallInit], RemoveLineItemsResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'removeLineItems',
  method: 'POST',
  path: '/v1/checkouts/{id}/remove-line-items',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    { name: 'lineItemIds', required: true, value: 'body.lineItemIds' },
  ],
  decode: removeLineItemsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Remove override checkout URL
 *
 * Removes the `overrideCheckoutUrl` of a checkout, so Get Checkout URL returns the site's checkout page again.
 *
 * `POST /ecom/v1/checkouts/{id}/remove-override-checkout-url`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id ID of the checkout to remove the override checkout URL from.
 */
export const removeOverrideCheckoutUrl: Call<[_id: string, init?: CallInit], RemoveOverrideCheckoutUrlResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'removeOverrideCheckoutUrl',
  method: 'POST',
  path: '/v1/checkouts/{id}/remove-override-checkout-url',
  args: [{ name: '_id', required: true, value: 'path.id' }],
  decode: removeOverrideCheckoutUrlResponseDecoder,
});

/**
 * Update checkout
 *
 * Updates a checkout: buyer, billing and shipping info, custom fields, memberships, the coupon or gift card, and the line items. The platform declares the path as `/v1/checkouts/{checkout.id}`; it is written `{id}` here (the same template as Get Checkout), and the ID is also sent as `checkout.id`. The request fields `fieldMask` and `ignoreCalculationErrors` are not sent by the SDK and are not declared.
 *
 * `PATCH /ecom/v1/checkouts/{id}`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id Checkout ID (`checkout.id`).
 *
 * @param checkout Checkout fields to update.
 *
 * @param options Options.
 */
export const updateCheckout: Call<[_id: string, checkout: Checkout, options?: UpdateCheckoutOptions, init?: CallInit], Checkout> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'updateCheckout',
  method: 'PATCH',
  path: '/v1/checkouts/{id}',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    { name: 'checkout', required: true, value: 'body.checkout' },
    {
      name: 'options',
      properties: {
        couponCode: 'body.couponCode',
        giftCardCode: 'body.giftCardCode',
        overrideCheckoutUrl: 'body.overrideCheckoutUrl',
        lineItems: 'body.lineItems',
        customLineItems: 'body.customLineItems',
        giftCardRedeemAmount: 'body.giftCardRedeemAmount',
      },
    },
  ],
  requestPlan: { body: updateCheckoutRequestPlan },
  decode: updateCheckoutResponseDecoder,
  unwrap: 'checkout',
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Update line items quantity
 *
 * Updates the quantity of line items. When the requested quantity is more than the remaining stock, the returned quantity is the stock left. To remove an item use Remove Line Items; to add one use Add To Checkout.
 *
 * `POST /ecom/v1/checkouts/{id}/update-line-items-quantity`
 *
 * Emits `checkout.onCheckoutUpdated` (`wix.ecom.v1.checkout_updated`).
 *
 * @param _id Checkout ID.
 *
 * @param lineItems Line items and their new quantities.
 */
export const updateLineItemsQuantity: Call<[_id: string, lineItems: LineItemQuantityUpdate[], init?: CallInit], UpdateLineItemsQuantityResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'checkout',
  operationId: 'updateLineItemsQuantity',
  method: 'POST',
  path: '/v1/checkouts/{id}/update-line-items-quantity',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    { name: 'lineItems', required: true, value: 'body.lineItems' },
  ],
  decode: updateLineItemsQuantityResponseDecoder,
}, { encodeBody: encodeJsonBody });

/** The `checkout` module: pass it to `createClient({ modules: { checkout } })`. */
export const checkout = { addToCheckout, createCheckout, createOrderAndCharge, createOrder: createOrderFromCheckout, getCheckout, getCheckoutByCartId, getCheckoutPaymentSettings, getCheckoutUrl, getWixCheckoutUrl, markCheckoutAsCompleted, markCheckoutAsCompletedAndRedirectToUrl, removeCoupon, removeGiftCard, removeLineItems, removeOverrideCheckoutUrl, updateCheckout, updateLineItemsQuantity };

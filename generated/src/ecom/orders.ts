// Generated from spec/ecom.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeAddress, encodeDate, encodeFloat, encodeGeocode, encodeJsonBody, mediaObjectFromRef, planEncoder } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { Activity, AddActivitiesResponse, ApiErrorBody, BulkUpdateOrdersResponse, CancelOrderResponse, CaptureAuthorizedPaymentsResponse, CreateOrderResponse, CursorSearch, DelayedCaptureSettings, GetOrderResponse, GetPaymentCollectabilityStatusResponse, GetRefundabilityStatusResponse, MaskedOrder, Order, OrderCreationSettings, OrderStatus, PaymentCapture, PaymentRefund, PreparePaymentCollectionResponse, Price, RecordManuallyCollectedPaymentResponse, RedirectUrls, RefundDetails, RefundSideEffects, SearchOrdersResponse, TriggerRefundResponse, UpdateOrderResponse, UpdateOrderStatusResponse, UserDefinedPaymentMethodName, VoidAuthorizedPaymentsResponse } from './schema-types.js';
import { addActivitiesRequestPlan, bulkUpdateOrdersRequestPlan, createOrderRequestPlan, searchOrdersRequestPlan, updateOrderRequestPlan } from './request-plans.js';
import { addActivitiesResponseDecoder, bulkUpdateOrdersResponseDecoder, cancelOrderResponseDecoder, captureAuthorizedPaymentsResponseDecoder, createOrderResponseDecoder, getOrderResponseDecoder, searchOrdersResponseDecoder, triggerRefundResponseDecoder, updateOrderResponseDecoder, updateOrderStatusResponseDecoder, voidAuthorizedPaymentsResponseDecoder } from './response-decoders.js';
import { ecomService } from './service-info.js';

/** Argument `options` of {@link addActivities}. */
export interface AddActivitiesOptions {
  /** Activities to add to the order. */
  orderActivities?: Activity[];
}

/** Error answers of {@link addActivities} by status: `isApiError<AddActivitiesErrors, 404>(e, 404)` types `e.data`. */
export type AddActivitiesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateOrders}. */
export interface BulkUpdateOrdersOptions {
  /** Whether to return the full order entities. */
  returnEntity?: boolean;
}

/** Error answers of {@link bulkUpdateOrders} by status: `isApiError<BulkUpdateOrdersErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateOrdersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link cancelOrder}. */
export interface CancelOrderOptions {
  /** Whether to send an order canceled email to the buyer. */
  sendOrderCanceledEmail?: boolean;
  /** Custom note to be added to the email (optional). */
  customMessage?: string;
  /** Whether to restock all items in the order. This will only apply to products in the Wix Stores inventory. */
  restockAllItems?: boolean;
}

/** Error answers of {@link cancelOrder} by status: `isApiError<CancelOrderErrors, 404>(e, 404)` types `e.data`. */
export type CancelOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link captureAuthorizedPayments} by status: `isApiError<CaptureAuthorizedPaymentsErrors, 404>(e, 404)` types `e.data`. */
export type CaptureAuthorizedPaymentsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createOrder}. */
export interface CreateOrderOptions {
  /** Settings and side effects to apply when creating the order, including approval strategy, notifications, and edit access. */
  settings?: OrderCreationSettings;
}

/** Error answers of {@link createOrder} by status: `isApiError<CreateOrderErrors, 404>(e, 404)` types `e.data`. */
export type CreateOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getOrder} by status: `isApiError<GetOrderErrors, 404>(e, 404)` types `e.data`. */
export type GetOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getPaymentCollectabilityStatus} by status: `isApiError<GetPaymentCollectabilityStatusErrors, 404>(e, 404)` types `e.data`. */
export type GetPaymentCollectabilityStatusErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getRefundabilityStatus} by status: `isApiError<GetRefundabilityStatusErrors, 404>(e, 404)` types `e.data`. */
export type GetRefundabilityStatusErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link preparePaymentCollection}. */
export interface PreparePaymentCollectionOptions {
  /** Optional parameter. When present, payment collection will be performed using given payment gateway order. Existing payment gateway order will be updated with a new amount. When parameter is absent, new payment gateway order will be created and used for payment collection. */
  paymentGatewayOrderId?: string;
  /** Whether to delay capture of the payment. Default: false */
  delayedCapture?: boolean;
  /** Specifies whether payment collection is initiated by Merchant or User of User Default: `true` (Internal in the SDK.) */
  merchantInitiated?: boolean;
  /** Redirect urls which are used to return buyer to third party system. (Internal in the SDK.) */
  redirectUrls?: RedirectUrls;
  /** Delayed capture payment settings */
  delayedCaptureSettings?: DelayedCaptureSettings;
}

/** Error answers of {@link preparePaymentCollection} by status: `isApiError<PreparePaymentCollectionErrors, 404>(e, 404)` types `e.data`. */
export type PreparePaymentCollectionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link recordManuallyCollectedPayment}. */
export interface RecordManuallyCollectedPaymentOptions {
  /** Payment method name provided by user. (Internal in the SDK.) */
  userDefinedPaymentMethodName?: UserDefinedPaymentMethodName;
}

/** Error answers of {@link recordManuallyCollectedPayment} by status: `isApiError<RecordManuallyCollectedPaymentErrors, 404>(e, 404)` types `e.data`. */
export type RecordManuallyCollectedPaymentErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link searchOrders} by status: `isApiError<SearchOrdersErrors, 404>(e, 404)` types `e.data`. */
export type SearchOrdersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link triggerRefund}. */
export interface TriggerRefundOptions {
  /** Business model of a refund */
  details?: RefundDetails;
  /** Side effect details related to refund */
  sideEffects?: RefundSideEffects;
}

/** Error answers of {@link triggerRefund} by status: `isApiError<TriggerRefundErrors, 404>(e, 404)` types `e.data`. */
export type TriggerRefundErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateOrder} by status: `isApiError<UpdateOrderErrors, 404>(e, 404)` types `e.data`. */
export type UpdateOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateOrderStatus} by status: `isApiError<UpdateOrderStatusErrors, 404>(e, 404)` types `e.data`. */
export type UpdateOrderStatusErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link voidAuthorizedPayments} by status: `isApiError<VoidAuthorizedPaymentsErrors, 404>(e, 404)` types `e.data`. */
export type VoidAuthorizedPaymentsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Add activities
 *
 * Adds entries to an order's activity history (merchant comments and custom app activities). The request's deprecated `activities` field is not sent by the SDK and is not declared.
 *
 * `POST /ecom/v1/orders/{orderId}/activities/add`
 *
 * @param orderId Order ID.
 *
 * @param options Options.
 */
export const addActivities: Call<[orderId: string, options?: AddActivitiesOptions, init?: CallInit], AddActivitiesResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'addActivities',
  method: 'POST',
  path: '/v1/orders/{orderId}/activities/add',
  args: [
    { name: 'orderId', required: true, value: 'path.orderId' },
    { name: 'options', properties: { orderActivities: 'body.orderActivities' } },
  ],
  requestPlan: { body: addActivitiesRequestPlan },
  decode: addActivitiesResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Bulk update orders
 *
 * Updates up to 100 orders; each item names the fields it changes in `fieldMask`.
 *
 * `POST /ecom/v1/bulk/orders/update`
 *
 * Emits `orders.onOrderUpdated` (`wix.ecom.v1.order_updated`).
 *
 * @param orders Orders to update, with their field masks.
 *
 * @param options Options.
 */
export const bulkUpdateOrders: Call<[orders: MaskedOrder[], options?: BulkUpdateOrdersOptions, init?: CallInit], BulkUpdateOrdersResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'bulkUpdateOrders',
  method: 'POST',
  path: '/v1/bulk/orders/update',
  args: [
    { name: 'orders', required: true, value: 'body.orders' },
    { name: 'options', properties: { returnEntity: 'body.returnEntity' } },
  ],
  requestPlan: { body: bulkUpdateOrdersRequestPlan },
  decode: bulkUpdateOrdersResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat, image: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/**
 * Cancel order
 *
 * Cancels an order (status `CANCELED`), optionally emailing the buyer and restocking the items. Refunds are separate (Refund Payments).
 *
 * `POST /ecom/v1/orders/{id}/cancel`
 *
 * Emits `orders.onOrderCanceled` (`wix.ecom.v1.order_canceled`).
 *
 * @param _id Order ID.
 *
 * @param options Options.
 */
export const cancelOrder: Call<[_id: string, options?: CancelOrderOptions, init?: CallInit], CancelOrderResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/v1/orders/{id}/cancel',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    {
      name: 'options',
      properties: {
        sendOrderCanceledEmail: 'body.sendOrderCanceledEmail',
        customMessage: 'body.customMessage',
        restockAllItems: 'body.restockAllItems',
      },
    },
  ],
  decode: cancelOrderResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Capture authorized payments
 *
 * Captures payments that were authorized with a delayed capture, in full or in part.
 *
 * `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/capture-authorized-payments`
 *
 * @param ecomOrderId Order ID.
 *
 * @param payments Payments to capture and the amount of each.
 */
export const captureAuthorizedPayments: Call<[ecomOrderId: string, payments: PaymentCapture[], init?: CallInit], CaptureAuthorizedPaymentsResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'captureAuthorizedPayments',
  method: 'POST',
  path: '/v1/payments-collector/orders/{ecomOrderId}/capture-authorized-payments',
  args: [
    { name: 'ecomOrderId', required: true, value: 'path.ecomOrderId' },
    { name: 'payments', required: true, value: 'body.payments' },
  ],
  decode: captureAuthorizedPaymentsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Create order
 *
 * Creates an order directly (without a checkout), for example to record a sale made on another channel. Send at least one line item, the price summary, the currency and the buyer or billing info; `settings` controls approval, notifications and which apps may edit the order.
 *
 * `POST /ecom/v1/orders`
 *
 * Emits `orders.onOrderCreated` (`wix.ecom.v1.order_created`).
 *
 * @param order Order info.
 *
 * @param options Options.
 */
export const createOrder: Call<[order: Order, options?: CreateOrderOptions, init?: CallInit], Order> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'createOrder',
  method: 'POST',
  path: '/v1/orders',
  args: [
    { name: 'order', required: true, value: 'body.order' },
    { name: 'options', properties: { settings: 'body.settings' } },
  ],
  requestPlan: { body: createOrderRequestPlan },
  decode: createOrderResponseDecoder,
  unwrap: 'order',
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat, image: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/**
 * Get order
 *
 * Retrieves an order.
 *
 * `GET /ecom/v1/orders/{id}`
 *
 * @param _id ID of the order to retrieve.
 */
export const getOrder: Call<[_id: string, init?: CallInit], Order> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'getOrder',
  method: 'GET',
  path: '/v1/orders/{id}',
  args: [{ name: '_id', required: true, value: 'path.id' }],
  decode: getOrderResponseDecoder,
  unwrap: 'order',
});

/**
 * Get payment collectability status
 *
 * Tells whether the order's remaining balance can be collected (charged to a saved card or recorded), and if not, why (`NONCOLLECTABLE_*`: canceled, paid, missing payment method, pending, rejected, has subscriptions, has chargebacks...).
 *
 * `GET /ecom/v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status`
 *
 * @param ecomOrderId Order ID.
 */
export const getPaymentCollectabilityStatus: Call<[ecomOrderId: string, init?: CallInit], GetPaymentCollectabilityStatusResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'getPaymentCollectabilityStatus',
  method: 'GET',
  path: '/v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status',
  args: [{ name: 'ecomOrderId', required: true, value: 'path.ecomOrderId' }],
});

/**
 * Get refundability status
 *
 * Tells, per payment of the order, whether it can be refunded through the platform (`REFUNDABLE`), only manually (`MANUAL`, with a ManuallyRefundableReason: expired, not supported, offline, requires card reader), or not at all (`NOT_REFUNDABLE`, with a NonRefundableReason). The SDK has the method in its internal build.
 *
 * `GET /ecom/v1/payments-collector/orders/{ecomOrderId}/refundability`
 *
 * @param ecomOrderId Order ID.
 */
export const getRefundabilityStatus: Call<[ecomOrderId: string, init?: CallInit], GetRefundabilityStatusResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'getRefundabilityStatus',
  method: 'GET',
  path: '/v1/payments-collector/orders/{ecomOrderId}/refundability',
  args: [{ name: 'ecomOrderId', required: true, value: 'path.ecomOrderId' }],
});

/**
 * Prepare payment collection
 *
 * Creates (or reuses) a payment gateway order for collecting an amount of the order balance, for the buyer or the merchant to pay. Optionally delays the capture with a scheduled void or capture.
 *
 * `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/prepare-payment-collection`
 *
 * @param ecomOrderId Order ID.
 *
 * @param amount Amount to collect.
 *
 * @param options Options.
 */
export const preparePaymentCollection: Call<[ecomOrderId: string, amount: Price, options?: PreparePaymentCollectionOptions, init?: CallInit], PreparePaymentCollectionResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'preparePaymentCollection',
  method: 'POST',
  path: '/v1/payments-collector/orders/{ecomOrderId}/prepare-payment-collection',
  args: [
    { name: 'ecomOrderId', required: true, value: 'path.ecomOrderId' },
    { name: 'amount', required: true, value: 'body.amount' },
    {
      name: 'options',
      properties: {
        paymentGatewayOrderId: 'body.paymentGatewayOrderId',
        delayedCapture: 'body.delayedCapture',
        merchantInitiated: 'body.merchantInitiated',
        redirectUrls: 'body.redirectUrls',
        delayedCaptureSettings: 'body.delayedCaptureSettings',
      },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Record manually collected payment
 *
 * Records a payment collected outside the platform (cash, bank transfer, check or a custom method) on the order. The SDK has the method in its internal build.
 *
 * `POST /ecom/v1/payments-collector/orders/{orderId}/manual-payment`
 *
 * @param orderId Order ID.
 *
 * @param amount Amount collected.
 *
 * @param options Options.
 */
export const recordManuallyCollectedPayment: Call<[orderId: string, amount: Price, options?: RecordManuallyCollectedPaymentOptions, init?: CallInit], RecordManuallyCollectedPaymentResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'recordManuallyCollectedPayment',
  method: 'POST',
  path: '/v1/payments-collector/orders/{orderId}/manual-payment',
  args: [
    { name: 'orderId', required: true, value: 'path.orderId' },
    { name: 'amount', required: true, value: 'body.amount' },
    {
      name: 'options',
      properties: { userDefinedPaymentMethodName: 'body.userDefinedPaymentMethodName' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Search orders
 *
 * Retrieves orders with filtering, sorting and cursor paging (at most 100 per page). Filterable fields include `id`, `number`, `status`, `paymentStatus`, `fulfillmentStatus`, `createdDate`, `updatedDate`, `purchasedDate`, `buyerInfo.contactId`, `buyerInfo.memberId`, `channelInfo.type`, `lineItems.catalogReference.catalogItemId` and `archived`.
 *
 * `POST /ecom/v1/orders/search`; idempotent (retried like a GET)
 *
 * @param search Search options.
 */
export const searchOrders: Call<[search: CursorSearch, init?: CallInit], SearchOrdersResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'searchOrders',
  method: 'POST',
  path: '/v1/orders/search',
  args: [{ name: 'search', required: true, value: 'body.search' }],
  idempotent: true,
  requestPlan: { body: searchOrdersRequestPlan },
  decode: searchOrdersResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ geocode: encodeGeocode }), encodeBody: encodeJsonBody });

/**
 * Trigger refund
 *
 * Refunds payments of an order, with the refunded items and side effects (restock, email). The SDK has the method in its internal build; Refund Payments (order billing) is the public refund call.
 *
 * `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund`
 *
 * @param ecomOrderId Order ID.
 *
 * @param payments Payments to refund and the amount of each.
 *
 * @param options Options.
 */
export const triggerRefund: Call<[ecomOrderId: string, payments: PaymentRefund[], options?: TriggerRefundOptions, init?: CallInit], TriggerRefundResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'triggerRefund',
  method: 'POST',
  path: '/v1/payments-collector/orders/{ecomOrderId}/trigger-refund',
  args: [
    { name: 'ecomOrderId', required: true, value: 'path.ecomOrderId' },
    { name: 'payments', required: true, value: 'body.payments' },
    {
      name: 'options',
      properties: { details: 'body.details', sideEffects: 'body.sideEffects' },
    },
  ],
  decode: triggerRefundResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update order
 *
 * Updates an order's editable fields (buyer info, billing and recipient info, shipping info, buyer note, custom fields, tags, extended fields, archived). The platform declares the path as `/v1/orders/{order.id}`; it is written `{id}` here (the same template as Get Order), and the ID is also sent as `order.id`. The request field `fieldMask` is not sent by the SDK and is not declared.
 *
 * `PATCH /ecom/v1/orders/{id}`
 *
 * Emits `orders.onOrderUpdated` (`wix.ecom.v1.order_updated`).
 *
 * @param _id Order ID (`order.id`).
 *
 * @param order Order fields to update.
 */
export const updateOrder: Call<[_id: string, order: Order, init?: CallInit], Order> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'updateOrder',
  method: 'PATCH',
  path: '/v1/orders/{id}',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    { name: 'order', required: true, value: 'body.order' },
  ],
  requestPlan: { body: updateOrderRequestPlan },
  decode: updateOrderResponseDecoder,
  unwrap: 'order',
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, float: encodeFloat, image: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/**
 * Update order status
 *
 * Sets an order's approval status (for example approves a `PENDING` order or rejects it). The SDK has the method in its internal build.
 *
 * `POST /ecom/v1/orders/{orderId}/update-status`
 *
 * Emits `orders.onOrderUpdated` (`wix.ecom.v1.order_updated`).
 *
 * @param orderId Order ID.
 *
 * @param status The new status.
 */
export const updateOrderStatus: Call<[orderId: string, status: OrderStatus, init?: CallInit], UpdateOrderStatusResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'updateOrderStatus',
  method: 'POST',
  path: '/v1/orders/{orderId}/update-status',
  args: [
    { name: 'orderId', required: true, value: 'path.orderId' },
    { name: 'status', required: true, value: 'body.status' },
  ],
  decode: updateOrderStatusResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Void authorized payments
 *
 * Voids payments that were authorized but not captured, releasing the hold on the buyer's card.
 *
 * `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/void-authorized-payments`
 *
 * @param ecomOrderId Order ID.
 *
 * @param paymentIds IDs of the authorized payments to void.
 */
export const voidAuthorizedPayments: Call<[ecomOrderId: string, paymentIds: string[], init?: CallInit], VoidAuthorizedPaymentsResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orders',
  operationId: 'voidAuthorizedPayments',
  method: 'POST',
  path: '/v1/payments-collector/orders/{ecomOrderId}/void-authorized-payments',
  args: [
    { name: 'ecomOrderId', required: true, value: 'path.ecomOrderId' },
    { name: 'paymentIds', required: true, value: 'body.paymentIds' },
  ],
  decode: voidAuthorizedPaymentsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/** The `orders` module: pass it to `createClient({ modules: { orders } })`. */
export const orders = { addActivities, bulkUpdateOrders, cancelOrder, captureAuthorizedPayments, createOrder, getOrder, getPaymentCollectabilityStatus, getRefundabilityStatus, preparePaymentCollection, recordManuallyCollectedPayment, searchOrders, triggerRefund, updateOrder, updateOrderStatus, voidAuthorizedPayments };

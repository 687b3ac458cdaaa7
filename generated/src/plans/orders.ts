// Generated from spec/plans.yaml by codegen. Do not edit.

import { bodyFormOf, defineGeneratedCall, encodeDate, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CancelOrderResponse, CancellationEffectiveAt, CreateOfflineOrderResponse, CreateOnlineOrderResponse, FieldSet, GetOfflineOrderPreviewResponse, GetOnlineOrderPreviewResponse, GetOrderResponse, GetPricePreviewResponse, ListOrdersResponse, MarkAsPaidResponse, MemberGetOrderResponse, MemberListOrdersResponse, OnBehalf, Order, OrderStatus, PauseOrderResponse, PaymentStatus, PostponeEndDateResponse, RequestCancellationResponse, ResumeOrderResponse, SortOrder } from './schema-types.js';
import { createOfflineOrderRequestPlan, createOnlineOrderRequestPlan, getOfflineOrderPreviewRequestPlan, getOnlineOrderPreviewRequestPlan, postponeEndDateRequestPlan } from './request-plans.js';
import { createOfflineOrderResponseDecoder, createOnlineOrderResponseDecoder, getOfflineOrderPreviewResponseDecoder, getOnlineOrderPreviewResponseDecoder, getOrderResponseDecoder, listOrdersResponseDecoder, memberGetOrderResponseDecoder, memberListOrdersResponseDecoder } from './response-decoders.js';
import { plansService } from './service-info.js';

/** Error answers of {@link cancelOrder} by status: `isApiError<CancelOrderErrors, 404>(e, 404)` types `e.data`. */
export type CancelOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createOfflineOrder}. */
export interface CreateOfflineOrderOptions {
  /** When the plan starts. Default now. */
  startDate?: Date;
  /** Whether the order is paid. Default `false`. */
  paid?: boolean;
  /** Coupon code to apply. */
  couponCode?: string;
  /** ID of the checkout form submission. */
  submissionId?: string;
}

/** Error answers of {@link createOfflineOrder} by status: `isApiError<CreateOfflineOrderErrors, 404>(e, 404)` types `e.data`. */
export type CreateOfflineOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createOnlineOrder}. */
export interface CreateOnlineOrderOptions {
  /** When the plan starts. Default now. */
  startDate?: Date;
  /** Coupon code to apply. */
  couponCode?: string;
  /** The buyer, when the caller is not the buying member (then required). */
  onBehalf?: OnBehalf;
  /** ID of the checkout form submission. */
  submissionId?: string;
}

/** Error answers of {@link createOnlineOrder} by status: `isApiError<CreateOnlineOrderErrors, 404>(e, 404)` types `e.data`. */
export type CreateOnlineOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getOfflineOrderPreview}. */
export interface GetOfflineOrderPreviewOptions {
  /** When the plan would start. Default now. */
  startDate?: Date;
  /** Coupon code to apply. */
  couponCode?: string;
}

/** Error answers of {@link getOfflineOrderPreview} by status: `isApiError<GetOfflineOrderPreviewErrors, 404>(e, 404)` types `e.data`. */
export type GetOfflineOrderPreviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getOnlineOrderPreview}. */
export interface GetOnlineOrderPreviewOptions {
  /** When the plan would start. Default now. */
  startDate?: Date;
  /** Coupon code to apply. */
  couponCode?: string;
}

/** Error answers of {@link getOnlineOrderPreview} by status: `isApiError<GetOnlineOrderPreviewErrors, 404>(e, 404)` types `e.data`. */
export type GetOnlineOrderPreviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getPricePreview}. */
export interface GetPricePreviewOptions {
  /** Coupon code to apply. */
  couponCode?: string;
}

/** Error answers of {@link getPricePreview} by status: `isApiError<GetPricePreviewErrors, 404>(e, 404)` types `e.data`. */
export type GetPricePreviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link managementGetOrder}. */
export interface ManagementGetOrderOptions {
  /** Fields to return. Default `BASIC` (no form submission data). */
  fieldSet?: FieldSet;
}

/** Error answers of {@link managementGetOrder} by status: `isApiError<ManagementGetOrderErrors, 404>(e, 404)` types `e.data`. */
export type ManagementGetOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link managementListOrders}. */
export interface ManagementListOrdersOptions {
  /** Only orders of these buyers (member IDs). */
  buyerIds?: string[];
  /** Only orders of these plans. */
  planIds?: string[];
  /** Only orders whose auto-renewal was (or was not) canceled. */
  autoRenewCanceled?: boolean;
  /** Only orders in these statuses. */
  orderStatuses?: OrderStatus[];
  /** Only orders whose last payment has these statuses. */
  paymentStatuses?: PaymentStatus[];
  /** Number of orders to return, at most `50`. */
  limit?: number;
  /** Number of orders to skip in the current sort order. */
  offset?: number;
  sorting?: {
    /** Field to sort by, `createdDate` or `endDate`. */
    fieldName?: string;
    /** Sort order. Default `DESC`. */
    order?: SortOrder;
  };
  /** Fields to return. Default `BASIC` (no form submission data). */
  fieldSet?: FieldSet;
}

/** Error answers of {@link managementListOrders} by status: `isApiError<ManagementListOrdersErrors, 404>(e, 404)` types `e.data`. */
export type ManagementListOrdersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link markAsPaid} by status: `isApiError<MarkAsPaidErrors, 404>(e, 404)` types `e.data`. */
export type MarkAsPaidErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link memberGetOrder}. */
export interface MemberGetOrderOptions {
  /** Fields to return. Default `BASIC` (no form submission data). */
  fieldSet?: FieldSet;
}

/** Error answers of {@link memberGetOrder} by status: `isApiError<MemberGetOrderErrors, 404>(e, 404)` types `e.data`. */
export type MemberGetOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link memberListOrders}. */
export interface MemberListOrdersOptions {
  /** Only orders of these plans. */
  planIds?: string[];
  /** Only orders whose auto-renewal was (or was not) canceled. */
  autoRenewCanceled?: boolean;
  /** Only orders in these statuses. */
  orderStatuses?: OrderStatus[];
  /** Only orders whose last payment has these statuses. */
  paymentStatuses?: PaymentStatus[];
  /** Number of orders to return. Default `50`, at most `50`. */
  limit?: number;
  /** Number of orders to skip. */
  offset?: number;
  sorting?: {
    /** Field to sort by, `createdDate` or `endDate`. */
    fieldName?: string;
    /** Sort order. Default `ASC`. */
    order?: SortOrder;
  };
  /** Fields to return. Default `BASIC` (no form submission data). */
  fieldSet?: FieldSet;
}

/** Error answers of {@link memberListOrders} by status: `isApiError<MemberListOrdersErrors, 404>(e, 404)` types `e.data`. */
export type MemberListOrdersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link pauseOrder} by status: `isApiError<PauseOrderErrors, 404>(e, 404)` types `e.data`. */
export type PauseOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link postponeEndDate} by status: `isApiError<PostponeEndDateErrors, 404>(e, 404)` types `e.data`. */
export type PostponeEndDateErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link requestCancellation} by status: `isApiError<RequestCancellationErrors, 404>(e, 404)` types `e.data`. */
export type RequestCancellationErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link resumeOrder} by status: `isApiError<ResumeOrderErrors, 404>(e, 404)` types `e.data`. */
export type ResumeOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Cancel order
 *
 * Cancels an order, as the site owner. Recurring orders can be canceled `IMMEDIATELY` or at the `NEXT_PAYMENT_DATE` (the buyer keeps the plan until then); one-time orders only `IMMEDIATELY`. Canceled during a free trial, the buyer is not billed. The platform declares the path as `/v2/orders/{id}/cancel`. The SDK declares no application error codes for this call.
 *
 * `POST /pricing-plans/v2/orders/{orderId}/cancel`
 *
 * Emits `orders.onOrderCanceled` (`wix.pricing_plans.v2.order_canceled`).
 *
 * @param _id Order ID (the path's `id`).
 *
 * @param effectiveAt `body.effectiveAt`
 */
export const cancelOrder: Call<[_id: string, effectiveAt: CancellationEffectiveAt, init?: CallInit], CancelOrderResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/v2/orders/{orderId}/cancel',
  args: [
    { name: '_id', required: true, value: 'path.orderId' },
    { name: 'effectiveAt', required: true, value: 'body.effectiveAt' },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Create offline order
 *
 * Creates an order for a member who bought the plan outside the site (type `OFFLINE`). The plan's purchase limit is ignored. The order is `PENDING` when `startDate` is in the future, `ACTIVE` otherwise; its last payment status is `NOT_APPLICABLE` for a free plan, else `PAID` or `UNPAID` by `paid` (mark it paid later with Mark As Paid). Tax applies when the site has it configured. Validation rules the SDK names: `MEMBER_DOESNT_EXIST` (the member ID is not a site member), `invalid_sort_field`.
 *
 * `POST /pricing-plans/v2/checkout/orders/offline`
 *
 * Emits `orders.onOrderCreated` (`wix.pricing_plans.v2.order_created`).
 *
 * @param planId `body.planId`
 *
 * @param memberId `body.memberId`
 *
 * @param options Options.
 */
export const createOfflineOrder: Call<[planId: string, memberId: string, options?: CreateOfflineOrderOptions, init?: CallInit], CreateOfflineOrderResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'createOfflineOrder',
  method: 'POST',
  path: '/v2/checkout/orders/offline',
  args: [
    { name: 'planId', required: true, value: 'body.planId' },
    { name: 'memberId', required: true, value: 'body.memberId' },
    {
      name: 'options',
      properties: {
        startDate: 'body.startDate',
        paid: 'body.paid',
        couponCode: 'body.couponCode',
        submissionId: 'body.submissionId',
      },
    },
  ],
  requestPlan: { body: createOfflineOrderRequestPlan },
  decode: createOfflineOrderResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Create online order
 *
 * Creates an online order of a plan for a site member. Called by a member, the member is the buyer; otherwise `onBehalf.memberId` is required (and `onBehalf.orderMethod` says how the sale was made, `MOTO` or `POS`). The order is `DRAFT` until paid, then `PENDING` (future start date) or `ACTIVE`. Validation rules the SDK names: `UNKNOWN_ORDER_METHOD`, `RECURRING_POS_UNSUPPORTED` (a recurring plan cannot be sold by `POS`), `invalid_sort_field`.
 *
 * `POST /pricing-plans/v2/checkout/orders/online`
 *
 * Emits `orders.onOrderCreated` (`wix.pricing_plans.v2.order_created`).
 *
 * @param planId `body.planId`
 *
 * @param options Options.
 */
export const createOnlineOrder: Call<[planId: string, options?: CreateOnlineOrderOptions, init?: CallInit], CreateOnlineOrderResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'createOnlineOrder',
  method: 'POST',
  path: '/v2/checkout/orders/online',
  args: [
    { name: 'planId', required: true, value: 'body.planId' },
    {
      name: 'options',
      properties: {
        startDate: 'body.startDate',
        couponCode: 'body.couponCode',
        onBehalf: 'body.onBehalf',
        submissionId: 'body.submissionId',
      },
    },
  ],
  requestPlan: { body: createOnlineOrderRequestPlan },
  decode: createOnlineOrderResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Get offline order preview
 *
 * Previews the offline order a member would get for a plan: a dry run of Create Offline Order, not saved; the preview's order and subscription IDs are zeros. The purchase limit does not block the preview, but `purchaseLimitExceeded` tells whether this order would exceed it. Validation rule the SDK names: `invalid_sort_field`.
 *
 * `POST /pricing-plans/v2/checkout/orders/preview-offline`; idempotent (retried like a GET)
 *
 * @param planId `body.planId`
 *
 * @param memberId `body.memberId`
 *
 * @param options Options.
 */
export const getOfflineOrderPreview: Call<[planId: string, memberId: string, options?: GetOfflineOrderPreviewOptions, init?: CallInit], GetOfflineOrderPreviewResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'getOfflineOrderPreview',
  method: 'POST',
  path: '/v2/checkout/orders/preview-offline',
  args: [
    { name: 'planId', required: true, value: 'body.planId' },
    { name: 'memberId', required: true, value: 'body.memberId' },
    {
      name: 'options',
      properties: { startDate: 'body.startDate', couponCode: 'body.couponCode' },
    },
  ],
  idempotent: true,
  requestPlan: { body: getOfflineOrderPreviewRequestPlan },
  decode: getOfflineOrderPreviewResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Get online order preview
 *
 * Previews the online order the logged-in member would get for a plan, without creating it. Must be called as a site member. When the member already reached the plan's purchase limit, `purchaseLimitExceeded` is `true` and `order` is omitted. Validation rule the SDK names: `invalid_sort_field`.
 *
 * `POST /pricing-plans/v2/checkout/orders/preview-online`; idempotent (retried like a GET)
 *
 * @param planId `body.planId`
 *
 * @param options Options.
 */
export const getOnlineOrderPreview: Call<[planId: string, options?: GetOnlineOrderPreviewOptions, init?: CallInit], GetOnlineOrderPreviewResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'getOnlineOrderPreview',
  method: 'POST',
  path: '/v2/checkout/orders/preview-online',
  args: [
    { name: 'planId', required: true, value: 'body.planId' },
    {
      name: 'options',
      properties: { startDate: 'body.startDate', couponCode: 'body.couponCode' },
    },
  ],
  idempotent: true,
  requestPlan: { body: getOnlineOrderPreviewRequestPlan },
  decode: getOnlineOrderPreviewResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Get price preview
 *
 * Previews a plan's price, with a coupon if given, in the pricing-model form orders use. Not specific to a buyer (no login needed); tax applies when the site has it configured. For a buyer-specific preview call Get Offline Order Preview. `price` is deprecated in favour of `prices`.
 *
 * `POST /pricing-plans/v2/checkout/orders/price-preview`; idempotent (retried like a GET)
 *
 * @param planId `body.planId`
 *
 * @param options Options.
 */
export const getPricePreview: Call<[planId: string, options?: GetPricePreviewOptions, init?: CallInit], GetPricePreviewResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'getPricePreview',
  method: 'POST',
  path: '/v2/checkout/orders/price-preview',
  args: [
    { name: 'planId', required: true, value: 'body.planId' },
    { name: 'options', properties: { couponCode: 'body.couponCode' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Get order
 *
 * Retrieves an order by ID, for the site owner. With `fieldSet` `FULL` the order includes the data submitted to the plan's checkout form (`formData.submissionData`); by default (`BASIC`) it does not. The platform declares the path as `/v2/orders/{id}`. The SDK declares no application error codes for this call.
 *
 * `GET /pricing-plans/v2/orders/{orderId}`
 *
 * @param _id Order ID (the path's `id`).
 *
 * @param options Options.
 */
export const managementGetOrder: Call<[_id: string, options?: ManagementGetOrderOptions, init?: CallInit], GetOrderResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'managementGetOrder',
  method: 'GET',
  path: '/v2/orders/{orderId}',
  args: [
    { name: '_id', required: true, value: 'path.orderId' },
    { name: 'options', properties: { fieldSet: 'query.fieldSet' } },
  ],
  decode: getOrderResponseDecoder,
}, { query: serializeQuery });

/**
 * List orders
 *
 * Retrieves up to 50 orders, for the site owner, filtered by buyer, plan, auto-renew state, order status and payment status. By default all orders are returned, newest `createdDate` first; `sorting.fieldName` accepts `endDate` and `createdDate`. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`. The SDK declares no application error codes for this call.
 *
 * `GET /pricing-plans/v2/orders`, or `POST /pricing-plans/v2/orders` with the query as its JSON body once the query string is longer than 4000 characters
 *
 * @param options Options.
 */
export const managementListOrders: Call<[options?: ManagementListOrdersOptions, init?: CallInit], ListOrdersResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'managementListOrders',
  method: 'GET',
  path: '/v2/orders',
  args: [
    {
      name: 'options',
      properties: {
        buyerIds: 'query.buyerIds',
        planIds: 'query.planIds',
        autoRenewCanceled: 'query.autoRenewCanceled',
        orderStatuses: 'query.orderStatuses',
        paymentStatuses: 'query.paymentStatuses',
        limit: 'query.limit',
        offset: 'query.offset',
        sorting: 'query.sorting',
        fieldSet: 'query.fieldSet',
      },
    },
  ],
  bodyForm: { maxQueryLength: 4000 },
  decode: listOrdersResponseDecoder,
}, { query: serializeQuery, encodeBody: encodeJsonBody, bodyForm: bodyFormOf });

/**
 * Mark as paid
 *
 * Marks an offline order as paid: its `lastPaymentStatus` becomes `PAID` and its status `PENDING` or `ACTIVE`, by its `startDate`. Online orders, and offline orders already paid, cannot be marked. Separate payment cycles cannot be marked; the whole order is. The platform declares the path as `/v2/orders/{id}/mark-as-paid`. The SDK declares no application error codes for this call.
 *
 * `POST /pricing-plans/v2/orders/{orderId}/mark-as-paid`
 *
 * Emits `orders.onOrderMarkedAsPaid` (`wix.pricing_plans.v2.order_marked_as_paid`).
 *
 * @param _id Order ID (the path's `id`).
 */
export const markAsPaid: Call<[_id: string, init?: CallInit], MarkAsPaidResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'markAsPaid',
  method: 'POST',
  path: '/v2/orders/{orderId}/mark-as-paid',
  args: [{ name: '_id', required: true, value: 'path.orderId' }],
});

/**
 * Member get order
 *
 * Retrieves an order of the logged-in member by ID. The platform declares the path as `/v2/member/orders/{id}`. The SDK method `memberGetOrder(_id, options)` returns the order itself; this call returns `{ order }`. The SDK declares no application error codes for this call.
 *
 * `GET /pricing-plans/v2/member/orders/{orderId}`
 *
 * @param _id Order ID (the path's `id`).
 *
 * @param options Options.
 */
export const memberGetOrder: Call<[_id: string, options?: MemberGetOrderOptions, init?: CallInit], Order> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'memberGetOrder',
  method: 'GET',
  path: '/v2/member/orders/{orderId}',
  args: [
    { name: '_id', required: true, value: 'path.orderId' },
    { name: 'options', properties: { fieldSet: 'query.fieldSet' } },
  ],
  decode: memberGetOrderResponseDecoder,
  unwrap: 'order',
}, { query: serializeQuery });

/**
 * Member list orders
 *
 * Retrieves the logged-in member's orders, with the same filters as List Orders except `buyerIds`. `limit` defaults to 50 (at most 50); sorting defaults to ascending. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`. The SDK declares no application error codes for this call.
 *
 * `GET /pricing-plans/v2/member/orders`, or `POST /pricing-plans/v2/member/orders` with the query as its JSON body once the query string is longer than 4000 characters
 *
 * @param options Options.
 */
export const memberListOrders: Call<[options?: MemberListOrdersOptions, init?: CallInit], MemberListOrdersResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'memberListOrders',
  method: 'GET',
  path: '/v2/member/orders',
  args: [
    {
      name: 'options',
      properties: {
        planIds: 'query.planIds',
        autoRenewCanceled: 'query.autoRenewCanceled',
        orderStatuses: 'query.orderStatuses',
        paymentStatuses: 'query.paymentStatuses',
        limit: 'query.limit',
        offset: 'query.offset',
        sorting: 'query.sorting',
        fieldSet: 'query.fieldSet',
      },
    },
  ],
  bodyForm: { maxQueryLength: 4000 },
  decode: memberListOrdersResponseDecoder,
}, { query: serializeQuery, encodeBody: encodeJsonBody, bodyForm: bodyFormOf });

/**
 * Pause order
 *
 * Pauses an `ACTIVE` order: its status becomes `PAUSED`, a pause period starts, and for recurring orders the payment schedule stops. When the order is resumed, its `endDate` and `earliestEndDate` move by the pause's length. The platform declares the path as `/v2/orders/{id}/pause`. The SDK declares no application error codes for this call; an order that cannot be paused has one of the reasons `ReasonNotSuspendable` lists.
 *
 * `POST /pricing-plans/v2/orders/{orderId}/pause`
 *
 * Emits `orders.onOrderPaused` (`wix.pricing_plans.v2.order_paused`).
 *
 * @param _id Order ID (the path's `id`).
 */
export const pauseOrder: Call<[_id: string, init?: CallInit], PauseOrderResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'pauseOrder',
  method: 'POST',
  path: '/v2/orders/{orderId}/pause',
  args: [{ name: '_id', required: true, value: 'path.orderId' }],
});

/**
 * Postpone end date
 *
 * Extends an order by moving its `endDate` later. Payments are not affected. The new date must be later than the current `endDate`; orders valid until canceled and `PAUSED` orders cannot be postponed. The platform declares the path as `/v2/orders/{id}`. The SDK declares no application error codes for this call.
 *
 * `PATCH /pricing-plans/v2/orders/{orderId}`
 *
 * Emits `orders.onOrderEndDatePostponed` (`wix.pricing_plans.v2.order_end_date_postponed`).
 *
 * @param _id Order ID (the path's `id`).
 *
 * @param endDate `body.endDate`
 */
export const postponeEndDate: Call<[_id: string, endDate: Date, init?: CallInit], PostponeEndDateResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'postponeEndDate',
  method: 'PATCH',
  path: '/v2/orders/{orderId}',
  args: [
    { name: '_id', required: true, value: 'path.orderId' },
    { name: 'endDate', required: true, value: 'body.endDate' },
  ],
  requestPlan: { body: postponeEndDateRequestPlan },
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Request cancellation
 *
 * Cancels an order of the logged-in member, as the buyer. Recurring orders can be canceled `IMMEDIATELY` or at the `NEXT_PAYMENT_DATE`; one-time orders only `IMMEDIATELY`. The plan must allow it (`buyerCanCancel`). Some work (such as refunds) may finish before the status changes to `CANCELED`. The platform declares the path as `/v2/member/orders/{id}/cancel`. The SDK declares no application error codes for this call.
 *
 * `POST /pricing-plans/v2/member/orders/{orderId}/cancel`
 *
 * @param _id Order ID (the path's `id`).
 *
 * @param effectiveAt `body.effectiveAt`
 */
export const requestCancellation: Call<[_id: string, effectiveAt: CancellationEffectiveAt, init?: CallInit], RequestCancellationResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'requestCancellation',
  method: 'POST',
  path: '/v2/member/orders/{orderId}/cancel',
  args: [
    { name: '_id', required: true, value: 'path.orderId' },
    { name: 'effectiveAt', required: true, value: 'body.effectiveAt' },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Resume order
 *
 * Resumes a paused order: its status becomes `ACTIVE`, the pause period ends, its `endDate` (and `earliestEndDate`) move by the pause's length, and for recurring orders the payment schedule restarts. The platform declares the path as `/v2/orders/{id}/resume`. The SDK declares no application error codes for this call.
 *
 * `POST /pricing-plans/v2/orders/{orderId}/resume`
 *
 * Emits `orders.onOrderResumed` (`wix.pricing_plans.v2.order_resumed`).
 *
 * @param _id Order ID (the path's `id`).
 */
export const resumeOrder: Call<[_id: string, init?: CallInit], ResumeOrderResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'orders',
  operationId: 'resumeOrder',
  method: 'POST',
  path: '/v2/orders/{orderId}/resume',
  args: [{ name: '_id', required: true, value: 'path.orderId' }],
});

/** The `orders` module: pass it to `createClient({ modules: { orders } })`. */
export const orders = { cancelOrder, createOfflineOrder, createOnlineOrder, getOfflineOrderPreview, getOnlineOrderPreview, getPricePreview, managementGetOrder, managementListOrders, markAsPaid, memberGetOrder, memberListOrders, pauseOrder, postponeEndDate, requestCancellation, resumeOrder };

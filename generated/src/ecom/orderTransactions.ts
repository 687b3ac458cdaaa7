// Generated from spec/ecom.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDate, encodeJsonBody, planEncoder } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { AddPaymentsResponse, ApiErrorBody, BulkUpdatePaymentStatusesResponse, ListTransactionsForMultipleOrdersResponse, ListTransactionsForSingleOrderResponse, Payment, PaymentAndOrderId, TransactionStatus, UpdatePaymentStatusResponse } from './schema-types.js';
import { addPaymentsRequestPlan } from './request-plans.js';
import { addPaymentsResponseDecoder, bulkUpdatePaymentStatusesResponseDecoder, listTransactionsForMultipleOrdersResponseDecoder, listTransactionsForSingleOrderResponseDecoder, updatePaymentStatusResponseDecoder } from './response-decoders.js';
import { ecomService } from './service-info.js';

/** Error answers of {@link addPayments} by status: `isApiError<AddPaymentsErrors, 404>(e, 404)` types `e.data`. */
export type AddPaymentsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdatePaymentStatuses}. */
export interface BulkUpdatePaymentStatusesOptions {
  /** Whether to return the full payment entity (`results.item`) in the response. */
  returnFullEntity?: boolean;
  /** Payment status. */
  status?: TransactionStatus;
}

/** Error answers of {@link bulkUpdatePaymentStatuses} by status: `isApiError<BulkUpdatePaymentStatusesErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdatePaymentStatusesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link listTransactionsForMultipleOrders} by status: `isApiError<ListTransactionsForMultipleOrdersErrors, 404>(e, 404)` types `e.data`. */
export type ListTransactionsForMultipleOrdersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link listTransactionsForSingleOrder} by status: `isApiError<ListTransactionsForSingleOrderErrors, 404>(e, 404)` types `e.data`. */
export type ListTransactionsForSingleOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `identifiers` of {@link updatePaymentStatus}. */
export interface UpdatePaymentStatusIdentifiers {
  /** Payment ID. */
  paymentId: string;
  /** Order ID. */
  orderId: string;
}

/** Argument `options` of {@link updatePaymentStatus}. */
export interface UpdatePaymentStatusOptions {
  /** Payment status. */
  status?: TransactionStatus;
}

/** Error answers of {@link updatePaymentStatus} by status: `isApiError<UpdatePaymentStatusErrors, 404>(e, 404)` types `e.data`. */
export type UpdatePaymentStatusErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Add payments
 *
 * Adds payment records to an order, for example a payment a payment app collected outside the checkout.
 *
 * `POST /ecom/v1/payments/orders/{orderId}/add-payment`
 *
 * Emits `orderTransactions.onOrderTransactionsUpdated` (`wix.ecom.v1.order_transactions_updated`).
 *
 * @param orderId Order ID.
 *
 * @param payments Payments to add.
 */
export const addPayments: Call<[orderId: string, payments: Payment[], init?: CallInit], AddPaymentsResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderTransactions',
  operationId: 'addPayments',
  method: 'POST',
  path: '/v1/payments/orders/{orderId}/add-payment',
  args: [
    { name: 'orderId', required: true, value: 'path.orderId' },
    { name: 'payments', required: true, value: 'body.payments' },
  ],
  requestPlan: { body: addPaymentsRequestPlan },
  decode: addPaymentsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Bulk update payment statuses
 *
 * Sets the same status on several payments of several orders. The request field `statusUpdatedDate` is not sent by the SDK and is not declared.
 *
 * `POST /ecom/v1/bulk/payments/update-payment-transaction-status`
 *
 * Emits `orderTransactions.onOrderTransactionsUpdated` (`wix.ecom.v1.order_transactions_updated`).
 *
 * @param paymentAndOrderIds The payments to update, with their orders.
 *
 * @param options Options.
 */
export const bulkUpdatePaymentStatuses: Call<[paymentAndOrderIds: PaymentAndOrderId[], options?: BulkUpdatePaymentStatusesOptions, init?: CallInit], BulkUpdatePaymentStatusesResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderTransactions',
  operationId: 'bulkUpdatePaymentStatuses',
  method: 'POST',
  path: '/v1/bulk/payments/update-payment-transaction-status',
  args: [
    { name: 'paymentAndOrderIds', required: true, value: 'body.paymentAndOrderIds' },
    {
      name: 'options',
      properties: { returnFullEntity: 'body.returnFullEntity', status: 'body.status' },
    },
  ],
  decode: bulkUpdatePaymentStatusesResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * List transactions for multiple orders
 *
 * Retrieves the payments and refunds of up to 100 orders.
 *
 * `POST /ecom/v1/payments/list-by-ids`; idempotent (retried like a GET)
 *
 * @param orderIds Order IDs.
 */
export const listTransactionsForMultipleOrders: Call<[orderIds: string[], init?: CallInit], ListTransactionsForMultipleOrdersResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderTransactions',
  operationId: 'listTransactionsForMultipleOrders',
  method: 'POST',
  path: '/v1/payments/list-by-ids',
  args: [{ name: 'orderIds', required: true, value: 'body.orderIds' }],
  idempotent: true,
  decode: listTransactionsForMultipleOrdersResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * List transactions for single order
 *
 * Retrieves an order's payments (with their authorization, capture, void and chargeback details) and refunds.
 *
 * `GET /ecom/v1/payments/orders/{orderId}`
 *
 * @param orderId Order ID.
 */
export const listTransactionsForSingleOrder: Call<[orderId: string, init?: CallInit], ListTransactionsForSingleOrderResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderTransactions',
  operationId: 'listTransactionsForSingleOrder',
  method: 'GET',
  path: '/v1/payments/orders/{orderId}',
  args: [{ name: 'orderId', required: true, value: 'path.orderId' }],
  decode: listTransactionsForSingleOrderResponseDecoder,
});

/**
 * Update payment status
 *
 * Updates the status of a payment, for example marks an offline payment as approved. The request field `statusUpdatedDate` is not sent by the SDK and is not declared.
 *
 * `POST /ecom/v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status`
 *
 * Emits `orderTransactions.onOrderTransactionsUpdated` (`wix.ecom.v1.order_transactions_updated`).
 *
 * @param identifiers Options.
 *
 * @param options Options.
 */
export const updatePaymentStatus: Call<[identifiers: UpdatePaymentStatusIdentifiers, options?: UpdatePaymentStatusOptions, init?: CallInit], UpdatePaymentStatusResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderTransactions',
  operationId: 'updatePaymentStatus',
  method: 'POST',
  path: '/v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status',
  args: [
    {
      name: 'identifiers',
      required: true,
      properties: { paymentId: 'path.paymentId', orderId: 'path.orderId' },
    },
    { name: 'options', properties: { status: 'body.status' } },
  ],
  decode: updatePaymentStatusResponseDecoder,
}, { encodeBody: encodeJsonBody });

/** The `orderTransactions` module: pass it to `createClient({ modules: { orderTransactions } })`. */
export const orderTransactions = { addPayments, bulkUpdatePaymentStatuses, listTransactionsForMultipleOrders, listTransactionsForSingleOrder, updatePaymentStatus };

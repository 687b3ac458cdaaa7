// Generated from spec/ecom.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, BillingPaymentRefund, BillingRefundSideEffects, GetOrderRefundabilityResponse, RefundItems, RefundPaymentsResponse } from './schema-types.js';
import { refundPaymentsResponseDecoder } from './response-decoders.js';
import { ecomService } from './service-info.js';

/** Error answers of {@link getOrderRefundability} by status: `isApiError<GetOrderRefundabilityErrors, 404>(e, 404)` types `e.data`. */
export type GetOrderRefundabilityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link refundPayments}. */
export interface RefundPaymentsOptions {
  /** Payment refunds specifying which payments to refund and their amounts. Set `externalRefund` to `true` for manual refunds processed outside the system. */
  paymentRefunds: BillingPaymentRefund[];
  /** Additional actions to perform alongside the refund, such as restocking inventory or sending notifications. */
  sideEffects?: BillingRefundSideEffects;
  /** Specific items being refunded including line items, shipping, and additional fees. */
  refundItems?: RefundItems;
  /** Optional customer-provided reason for the refund for record-keeping purposes. */
  customerReason?: string;
  /** Location where the refund was processed. (Internal in the SDK.) */
  locationId?: string;
}

/** Error answers of {@link refundPayments} by status: `isApiError<RefundPaymentsErrors, 404>(e, 404)` types `e.data`. */
export type RefundPaymentsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Get order refundability
 *
 * Tells what can be refunded on an order: per payment (refundable, manually refundable with a reason, or not refundable with a reason), per line item (quantities), shipping and additional fees.
 *
 * `POST /ecom/v1/order-billing/get-order-refundability`; idempotent (retried like a GET)
 *
 * @param orderId Order ID.
 */
export const getOrderRefundability: Call<[orderId: string, init?: CallInit], GetOrderRefundabilityResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderBilling',
  operationId: 'getOrderRefundability',
  method: 'POST',
  path: '/v1/order-billing/get-order-refundability',
  args: [{ name: 'orderId', required: true, value: 'body.orderId' }],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Refund payments
 *
 * Refunds payments of an order (through the payment provider, or recorded as an external refund), with the refunded items and side effects (restock, customer email). Check Get Order Refundability first.
 *
 * `POST /ecom/v1/order-billing/refund-payments`
 *
 * @param orderId Order ID.
 *
 * @param options Options.
 */
export const refundPayments: Call<[orderId: string, options: RefundPaymentsOptions, init?: CallInit], RefundPaymentsResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderBilling',
  operationId: 'refundPayments',
  method: 'POST',
  path: '/v1/order-billing/refund-payments',
  args: [
    { name: 'orderId', required: true, value: 'body.orderId' },
    {
      name: 'options',
      required: true,
      properties: {
        paymentRefunds: 'body.paymentRefunds',
        sideEffects: 'body.sideEffects',
        refundItems: 'body.refundItems',
        customerReason: 'body.customerReason',
        locationId: 'body.locationId',
      },
    },
  ],
  decode: refundPaymentsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/** The `orderBilling` module: pass it to `createClient({ modules: { orderBilling } })`. */
export const orderBilling = { getOrderRefundability, refundPayments };

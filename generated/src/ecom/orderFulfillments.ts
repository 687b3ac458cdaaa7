// Generated from spec/ecom.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDate, encodeJsonBody, planEncoder } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, BulkCreateFulfillmentResponse, BulkCreateOrderWithFulfillments, CreateFulfillmentResponse, DeleteFulfillmentResponse, Fulfillment, ListFulfillmentsForMultipleOrdersResponse, ListFulfillmentsForSingleOrderResponse, UpdateFulfillmentResponse } from './schema-types.js';
import { bulkCreateFulfillmentRequestPlan, createFulfillmentRequestPlan, updateFulfillmentRequestPlan } from './request-plans.js';
import { bulkCreateFulfillmentResponseDecoder, createFulfillmentResponseDecoder, deleteFulfillmentResponseDecoder, listFulfillmentsForMultipleOrdersResponseDecoder, listFulfillmentsForSingleOrderResponseDecoder, updateFulfillmentResponseDecoder } from './response-decoders.js';
import { ecomService } from './service-info.js';

/** Error answers of {@link bulkCreateFulfillments} by status: `isApiError<BulkCreateFulfillmentsErrors, 404>(e, 404)` types `e.data`. */
export type BulkCreateFulfillmentsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link createFulfillment} by status: `isApiError<CreateFulfillmentErrors, 404>(e, 404)` types `e.data`. */
export type CreateFulfillmentErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `identifiers` of {@link deleteFulfillment}. */
export interface DeleteFulfillmentIdentifiers {
  /** ID of the fulfillment to delete. */
  fulfillmentId: string;
  /** Order ID. */
  orderId: string;
}

/** Error answers of {@link deleteFulfillment} by status: `isApiError<DeleteFulfillmentErrors, 404>(e, 404)` types `e.data`. */
export type DeleteFulfillmentErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link listFulfillmentsForMultipleOrders} by status: `isApiError<ListFulfillmentsForMultipleOrdersErrors, 404>(e, 404)` types `e.data`. */
export type ListFulfillmentsForMultipleOrdersErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link listFulfillmentsForSingleOrder} by status: `isApiError<ListFulfillmentsForSingleOrderErrors, 404>(e, 404)` types `e.data`. */
export type ListFulfillmentsForSingleOrderErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `identifiers` of {@link updateFulfillment}. */
export interface UpdateFulfillmentIdentifiers {
  /** Fulfillment ID (`fulfillment.id`). */
  fulfillmentId: string;
  /** Order ID. */
  orderId: string;
}

/** Argument `options` of {@link updateFulfillment}. */
export interface UpdateFulfillmentOptions {
  /** Fulfillment info to update. */
  fulfillment?: Fulfillment;
}

/** Error answers of {@link updateFulfillment} by status: `isApiError<UpdateFulfillmentErrors, 404>(e, 404)` types `e.data`. */
export type UpdateFulfillmentErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Bulk create fulfillments
 *
 * Creates fulfillments for several orders.
 *
 * `POST /ecom/v1/fulfillments/orders/bulk/create-fulfillments`
 *
 * Emits `orderFulfillments.onFulfillmentsUpdated` (`wix.ecom.v1.fulfillments_updated`).
 *
 * @param ordersWithFulfillments Orders and the fulfillments to create for each.
 */
export const bulkCreateFulfillments: Call<[ordersWithFulfillments: BulkCreateOrderWithFulfillments[], init?: CallInit], BulkCreateFulfillmentResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderFulfillments',
  operationId: 'bulkCreateFulfillments',
  method: 'POST',
  path: '/v1/fulfillments/orders/bulk/create-fulfillments',
  args: [
    {
      name: 'ordersWithFulfillments',
      required: true,
      value: 'body.ordersWithFulfillments',
    },
  ],
  requestPlan: { body: bulkCreateFulfillmentRequestPlan },
  decode: bulkCreateFulfillmentResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Create fulfillment
 *
 * Creates a fulfillment of some or all of an order's line items; the order's fulfillment status follows.
 *
 * `POST /ecom/v1/fulfillments/orders/{orderId}/create-fulfillment`
 *
 * Emits `orderFulfillments.onFulfillmentsUpdated` (`wix.ecom.v1.fulfillments_updated`).
 *
 * @param orderId Order ID.
 *
 * @param fulfillment Fulfillment info.
 */
export const createFulfillment: Call<[orderId: string, fulfillment: Fulfillment, init?: CallInit], CreateFulfillmentResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderFulfillments',
  operationId: 'createFulfillment',
  method: 'POST',
  path: '/v1/fulfillments/orders/{orderId}/create-fulfillment',
  args: [
    { name: 'orderId', required: true, value: 'path.orderId' },
    { name: 'fulfillment', required: true, value: 'body.fulfillment' },
  ],
  requestPlan: { body: createFulfillmentRequestPlan },
  decode: createFulfillmentResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Delete fulfillment
 *
 * Deletes a fulfillment; the order's fulfillment status follows.
 *
 * `DELETE /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}`
 *
 * Emits `orderFulfillments.onFulfillmentsUpdated` (`wix.ecom.v1.fulfillments_updated`).
 *
 * @param identifiers Options.
 */
export const deleteFulfillment: Call<[identifiers: DeleteFulfillmentIdentifiers, init?: CallInit], DeleteFulfillmentResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderFulfillments',
  operationId: 'deleteFulfillment',
  method: 'DELETE',
  path: '/v1/fulfillments/{fulfillmentId}/orders/{orderId}',
  args: [
    {
      name: 'identifiers',
      required: true,
      properties: { fulfillmentId: 'path.fulfillmentId', orderId: 'path.orderId' },
    },
  ],
  decode: deleteFulfillmentResponseDecoder,
});

/**
 * List fulfillments for multiple orders
 *
 * Retrieves the fulfillments of up to 100 orders.
 *
 * `POST /ecom/v1/fulfillments/list-by-ids`; idempotent (retried like a GET)
 *
 * @param orderIds Order IDs.
 */
export const listFulfillmentsForMultipleOrders: Call<[orderIds: string[], init?: CallInit], ListFulfillmentsForMultipleOrdersResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderFulfillments',
  operationId: 'listFulfillmentsForMultipleOrders',
  method: 'POST',
  path: '/v1/fulfillments/list-by-ids',
  args: [{ name: 'orderIds', required: true, value: 'body.orderIds' }],
  idempotent: true,
  decode: listFulfillmentsForMultipleOrdersResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * List fulfillments for single order
 *
 * Retrieves an order's fulfillments (shipments with tracking info, or custom fulfillment info).
 *
 * `GET /ecom/v1/fulfillments/orders/{orderId}`
 *
 * @param orderId Order ID.
 */
export const listFulfillmentsForSingleOrder: Call<[orderId: string, init?: CallInit], ListFulfillmentsForSingleOrderResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderFulfillments',
  operationId: 'listFulfillmentsForSingleOrder',
  method: 'GET',
  path: '/v1/fulfillments/orders/{orderId}',
  args: [{ name: 'orderId', required: true, value: 'path.orderId' }],
  decode: listFulfillmentsForSingleOrderResponseDecoder,
});

/**
 * Update fulfillment
 *
 * Updates a fulfillment's tracking or custom info. The platform declares the path as `/v1/fulfillments/{fulfillment.id}/orders/{orderId}`; it is written `{fulfillmentId}` here (the same template as Delete Fulfillment), and the ID is also sent as `fulfillment.id`. The request field `fieldMask` is not sent by the SDK and is not declared.
 *
 * `PATCH /ecom/v1/fulfillments/{fulfillmentId}/orders/{orderId}`
 *
 * Emits `orderFulfillments.onFulfillmentsUpdated` (`wix.ecom.v1.fulfillments_updated`).
 *
 * @param identifiers Options.
 *
 * @param options Options.
 */
export const updateFulfillment: Call<[identifiers: UpdateFulfillmentIdentifiers, options?: UpdateFulfillmentOptions, init?: CallInit], UpdateFulfillmentResponse> = /* @__PURE__ */ defineGeneratedCall(ecomService, {
  module: 'orderFulfillments',
  operationId: 'updateFulfillment',
  method: 'PATCH',
  path: '/v1/fulfillments/{fulfillmentId}/orders/{orderId}',
  args: [
    {
      name: 'identifiers',
      required: true,
      properties: { fulfillmentId: 'path.fulfillmentId', orderId: 'path.orderId' },
    },
    { name: 'options', properties: { fulfillment: 'body.fulfillment' } },
  ],
  requestPlan: { body: updateFulfillmentRequestPlan },
  decode: updateFulfillmentResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/** The `orderFulfillments` module: pass it to `createClient({ modules: { orderFulfillments } })`. */
export const orderFulfillments = { bulkCreateFulfillments, createFulfillment, deleteFulfillment, listFulfillmentsForMultipleOrders, listFulfillmentsForSingleOrder, updateFulfillment };

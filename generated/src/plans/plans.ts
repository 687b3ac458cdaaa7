// Generated from spec/plans.yaml by codegen. Do not edit.

import { bodyFormOf, defineGeneratedCall, defineGeneratedQueryCall, encodeDate, encodeGeocode, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { ApiErrorBody, ArchivePlanResponse, ArchivedFilter, ClearPrimaryResponse, CreatePlanResponse, GetPlanResponse, GetPlanStatsResponse, ListPlansResponse, ListPublicPlansResponse, MakePlanPrimaryResponse, Plan, PublicFilter, PublicPlan, QueryPublicPlansResponse, QueryV2, SetPlanVisibilityResponse, UpdatePlanResponse } from './schema-types.js';
import { createPlanRequestPlan, queryPublicPlansRequestPlan, updatePlanRequestPlan } from './request-plans.js';
import { archivePlanResponseDecoder, createPlanResponseDecoder, getPlanResponseDecoder, listPlansResponseDecoder, listPublicPlansResponseDecoder, makePlanPrimaryResponseDecoder, queryPublicPlansResponseDecoder, setPlanVisibilityResponseDecoder, updatePlanResponseDecoder } from './response-decoders.js';
import { plansService } from './service-info.js';

/** Error answers of {@link archivePlan} by status: `isApiError<ArchivePlanErrors, 404>(e, 404)` types `e.data`. */
export type ArchivePlanErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link clearPrimary} by status: `isApiError<ClearPrimaryErrors, 404>(e, 404)` types `e.data`. */
export type ClearPrimaryErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link createPlan} by status: `isApiError<CreatePlanErrors, 404>(e, 404)` types `e.data`. */
export type CreatePlanErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getPlan} by status: `isApiError<GetPlanErrors, 404>(e, 404)` types `e.data`. */
export type GetPlanErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getPlanStats} by status: `isApiError<GetPlanStatsErrors, 404>(e, 404)` types `e.data`. */
export type GetPlanStatsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listPlans}. */
export interface ListPlansOptions {
  /** Which plans to list by archive state. Default `ACTIVE`. */
  archived?: ArchivedFilter;
  /** Which plans to list by visibility. Default `PUBLIC_AND_HIDDEN`. */
  public?: PublicFilter;
  /** Number of plans to return. Default `75`, at most `100`. */
  limit?: number;
  /** Number of plans to skip. Default `0`. */
  offset?: number;
  /** IDs of the plans to list, at most 100. Unknown IDs are ignored. */
  planIds?: string[];
}

/** Error answers of {@link listPlans} by status: `isApiError<ListPlansErrors, 404>(e, 404)` types `e.data`. */
export type ListPlansErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listPublicPlans}. */
export interface ListPublicPlansOptions {
  /** Number of plans to return. Default `75`, at most `100`. */
  limit?: number;
  /** Number of plans to skip. Default `0`. */
  offset?: number;
  /** IDs of the plans to list, at most 100. Unknown IDs are ignored. */
  planIds?: string[];
}

/** Error answers of {@link listPublicPlans} by status: `isApiError<ListPublicPlansErrors, 404>(e, 404)` types `e.data`. */
export type ListPublicPlansErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link makePlanPrimary} by status: `isApiError<MakePlanPrimaryErrors, 404>(e, 404)` types `e.data`. */
export type MakePlanPrimaryErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link queryPublicPlans} by status: `isApiError<QueryPublicPlansErrors, 404>(e, 404)` types `e.data`. */
export type QueryPublicPlansErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link setPlanVisibility} by status: `isApiError<SetPlanVisibilityErrors, 404>(e, 404)` types `e.data`. */
export type SetPlanVisibilityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updatePlan}. */
export interface UpdatePlanOptions {
  /** Comma-separated paths of the fields to update, for example `name,pricing`. */
  fieldMask?: string;
}

/** Error answers of {@link updatePlan} by status: `isApiError<UpdatePlanErrors, 404>(e, 404)` types `e.data`. */
export type UpdatePlanErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Archive plan
 *
 * Archives an active plan: it is no longer public and can no longer be bought or reactivated, but its orders stay in effect. Archiving an archived plan fails with `already_archived`. The platform declares the path as `/v2/plans/{id}/archive`.
 *
 * `POST /pricing-plans/v2/plans/{planId}/archive`
 *
 * Emits `plans.onPlanArchived` (`wix.pricing_plans.plan_plan_archived`).
 *
 * @param _id ID of the active plan to archive (the path's `id`).
 */
export const archivePlan: Call<[_id: string, init?: CallInit], ArchivePlanResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'archivePlan',
  method: 'POST',
  path: '/v2/plans/{planId}/archive',
  args: [{ name: '_id', required: true, value: 'path.planId' }],
  decode: archivePlanResponseDecoder,
});

/**
 * Clear primary
 *
 * Sets all plans as not primary, so no plan is highlighted on the site.
 *
 * `POST /pricing-plans/v2/plans/clear-primary`
 *
 * Emits `plans.onPlanUpdated` (`wix.pricing_plans.plan_updated`).
 */
export const clearPrimary: Call<[init?: CallInit], ClearPrimaryResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'clearPrimary',
  method: 'POST',
  path: '/v2/plans/clear-primary',
  args: [],
});

/**
 * Create plan
 *
 * Creates a plan. `plan.name` and `plan.pricing` are required, and the pricing has exactly one model: a `subscription` (recurring payments every `cycleDuration`, for `cycleCount` cycles, `0` meaning until canceled; may have `freeTrialDays`), a `singlePaymentForDuration` (one payment, valid for a duration) or `singlePaymentUnlimited` (one payment, valid until canceled). New plans are public. The SDK method `createPlan(plan)` returns the plan itself. Validation rules the SDK names: `PLAN_NAME_BLANK`, `PLAN_FEE_NAME_BLANK`, `PERIOD_AMOUNT_OUT_OF_RANGE`, `RECURRING_PLAN_PAYMENT_PRICE_MISSING`, `RECURRING_PLAN_CYCLE_DURATION_TOO_SHORT`, `RECURRING_PLAN_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_DURATION_TOO_SHORT`, `SINGLE_PAYMENT_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_FREE_TRIAL_UNSUPPORTED`, `INVALID_SINGLE_PAYMENT_WITHOUT_DURATION`, `invalid_duration_unit`, `client_data_is_invalid`.
 *
 * `POST /pricing-plans/v2/plans`
 *
 * Emits `plans.onPlanCreated` (`wix.pricing_plans.plan_created`).
 *
 * @param plan `body.plan`
 */
export const createPlan: Call<[plan: Plan, init?: CallInit], Plan> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'createPlan',
  method: 'POST',
  path: '/v2/plans',
  args: [{ name: 'plan', required: true, value: 'body.plan' }],
  requestPlan: { body: createPlanRequestPlan },
  decode: createPlanResponseDecoder,
  unwrap: 'plan',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Get plan
 *
 * Retrieves a plan by ID, public, hidden or archived. The platform declares the path as `/v2/plans/{id}`. The SDK method `getPlan(_id)` returns the plan itself; this call returns `{ plan }`.
 *
 * `GET /pricing-plans/v2/plans/{planId}`
 *
 * @param _id Plan ID (the path's `id`).
 */
export const getPlan: Call<[_id: string, init?: CallInit], Plan> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'getPlan',
  method: 'GET',
  path: '/v2/plans/{planId}',
  args: [{ name: '_id', required: true, value: 'path.planId' }],
  decode: getPlanResponseDecoder,
  unwrap: 'plan',
});

/**
 * Get plan stats
 *
 * Gets statistics about the site's plans. Currently only the total number of plans, active (public and hidden) and archived.
 *
 * `GET /pricing-plans/v2/plans/stats`
 */
export const getPlanStats: Call<[init?: CallInit], GetPlanStatsResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'getPlanStats',
  method: 'GET',
  path: '/v2/plans/stats',
  args: [],
});

/**
 * List plans
 *
 * Retrieves up to 100 plans, public, hidden and archived, for the site owner. `archived` defaults to `ACTIVE` and `public` to `PUBLIC_AND_HIDDEN`; `limit` defaults to 75. Without `planIds` the plans come in the order set in the dashboard. Validation rules the SDK names: `INVALID_ARCHIVE_FILTER`, `INVALID_VISIBLE_FILTER`. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`.
 *
 * `GET /pricing-plans/v2/plans`
 *
 * @param options Options.
 */
export const listPlans: Call<[options?: ListPlansOptions, init?: CallInit], ListPlansResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'listPlans',
  method: 'GET',
  path: '/v2/plans',
  args: [
    {
      name: 'options',
      properties: {
        archived: 'query.archived',
        public: 'query.public',
        limit: 'query.limit',
        offset: 'query.offset',
        planIds: 'query.planIds',
      },
    },
  ],
  decode: listPlansResponseDecoder,
}, { query: serializeQuery });

/**
 * List public plans
 *
 * Retrieves up to 100 public plans: visible, not archived plans that site visitors can buy. Plans come in the order set in the dashboard (Arrange Plans). `limit` defaults to 75; IDs in `planIds` that do not exist are ignored. Any site visitor or member may call it. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`; the response's `pagingMetadata` gives `count`, `offset` and `total`.
 *
 * `GET /pricing-plans/v2/plans/public`, or `POST /pricing-plans/v2/plans/public` with the query as its JSON body once the query string is longer than 4000 characters
 *
 * @param options Options.
 */
export const listPublicPlans: Call<[options?: ListPublicPlansOptions, init?: CallInit], ListPublicPlansResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'listPublicPlans',
  method: 'GET',
  path: '/v2/plans/public',
  args: [
    {
      name: 'options',
      properties: { limit: 'query.limit', offset: 'query.offset', planIds: 'query.planIds' },
    },
  ],
  bodyForm: { maxQueryLength: 4000 },
  decode: listPublicPlansResponseDecoder,
}, { query: serializeQuery, encodeBody: encodeJsonBody, bodyForm: bodyFormOf });

/**
 * Make plan primary
 *
 * Marks a plan as the primary plan, highlighted on the site with a ribbon. Only one plan is primary at a time: the previous primary plan loses its status. The platform declares the path as `/v2/plans/{id}/make-primary`.
 *
 * `POST /pricing-plans/v2/plans/{planId}/make-primary`
 *
 * Emits `plans.onPlanUpdated` (`wix.pricing_plans.plan_updated`).
 *
 * @param _id ID of the plan to make primary (the path's `id`).
 */
export const makePlanPrimary: Call<[_id: string, init?: CallInit], MakePlanPrimaryResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'makePlanPrimary',
  method: 'POST',
  path: '/v2/plans/{planId}/make-primary',
  args: [{ name: '_id', required: true, value: 'path.planId' }],
  decode: makePlanPrimaryResponseDecoder,
});

/**
 * Query public plans
 *
 * Retrieves public plans that match a query: `filter` on plan fields (`id`, `primary`, `createdDate`, `updatedDate`, `slug` and the other public fields), `sort`, and offset paging (`paging.limit`, `paging.offset`; the SDK's query builder sends `paging.limit` 50 when the caller gives none). A limit out of range is rejected with the validation rule `PAGING_LIMIT_OUT_OF_RANGE`. In the SDK the method with no argument returns a query builder; with a query object it sends it as is.
 *
 * `POST /pricing-plans/v2/plans/public/query`; idempotent (retried like a GET)
 *
 * Given no query, returns a builder: `queryPublicPlans().eq(field, value).limit(10).find()`, `for await (const item of queryPublicPlans().iterate())`.
 *
 * @param query `body.query`
 */
export const queryPublicPlans: QueryCall<[query: QueryV2, init?: CallInit], QueryPublicPlansResponse, [], ItemQuery<PublicPlan>> = /* @__PURE__ */ defineGeneratedQueryCall(plansService, {
  module: 'plans',
  operationId: 'queryPublicPlans',
  method: 'POST',
  path: '/v2/plans/public/query',
  args: [{ name: 'query', required: true, value: 'body.query' }],
  clientRules: { defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: queryPublicPlansRequestPlan },
  decode: queryPublicPlansResponseDecoder,
  queryBuilder: { items: 'plans', pagingMetadata: 'pagingMetadata', paging: 'offset' },
}, { encodePlan: /* @__PURE__ */ planEncoder({ geocode: encodeGeocode }), encodeBody: encodeJsonBody });

/**
 * Set plan visibility
 *
 * Shows or hides a plan: sets its `public` field. Hidden plans cannot be chosen by visitors, but their orders stay active. Unlike archiving, this can be reversed. The platform declares the path as `/v2/plans/{id}/visibility`.
 *
 * `PUT /pricing-plans/v2/plans/{planId}/visibility`; idempotent (retried like a GET)
 *
 * Emits `plans.onPlanUpdated` (`wix.pricing_plans.plan_updated`).
 *
 * @param _id ID of the plan to show or hide (the path's `id`).
 *
 * @param visible `body.visible`
 */
export const setPlanVisibility: Call<[_id: string, visible: boolean, init?: CallInit], SetPlanVisibilityResponse> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'setPlanVisibility',
  method: 'PUT',
  path: '/v2/plans/{planId}/visibility',
  args: [
    { name: '_id', required: true, value: 'path.planId' },
    { name: 'visible', required: true, value: 'body.visible' },
  ],
  idempotent: true,
  decode: setPlanVisibilityResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update plan
 *
 * Updates a plan. Existing orders keep the terms of the plan as it was when they were bought. The platform declares the path as `/v2/plans/{plan.id}` (the ID is `plan.id` of the body); it is written `{planId}` here. The SDK method is `updatePlan(_id, plan)` and computes the field mask from the fields given; the mask `fieldMask` (comma-separated field paths) is carried by a trailing `options` argument here. Validation rules the SDK names: `MISSING_PLAN_ID`, `PLAN_NAME_BLANK`, `PLAN_FEE_NAME_BLANK`, `PERIOD_AMOUNT_OUT_OF_RANGE`, `RECURRING_PLAN_PAYMENT_PRICE_MISSING`, `RECURRING_PLAN_CYCLE_DURATION_TOO_SHORT`, `RECURRING_PLAN_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_FREE_TRIAL_UNSUPPORTED`, `INVALID_SINGLE_PAYMENT_WITHOUT_DURATION`, `INVALID_DURATION_UNIT`, `update_not_supported`, `invalid_period_amount`, `price_missing`, `duration_missing`, `free_trial_not_supported`, `client_data_is_invalid`.
 *
 * `PATCH /pricing-plans/v2/plans/{planId}`
 *
 * Emits `plans.onPlanUpdated` (`wix.pricing_plans.plan_updated`).
 *
 * @param _id ID of the plan to update (the path's `plan.id`).
 *
 * @param plan `body.plan`
 *
 * @param options Options.
 */
export const updatePlan: Call<[_id: string, plan: Plan, options?: UpdatePlanOptions, init?: CallInit], Plan> = /* @__PURE__ */ defineGeneratedCall(plansService, {
  module: 'plans',
  operationId: 'updatePlan',
  method: 'PATCH',
  path: '/v2/plans/{planId}',
  args: [
    { name: '_id', required: true, value: 'path.planId' },
    { name: 'plan', required: true, value: 'body.plan' },
    { name: 'options', properties: { fieldMask: 'body.fieldMask' } },
  ],
  requestPlan: { body: updatePlanRequestPlan },
  decode: updatePlanResponseDecoder,
  unwrap: 'plan',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/** The `plans` module: pass it to `createClient({ modules: { plans } })`. */
export const plans = { archivePlan, clearPrimary, createPlan, getPlan, getPlanStats, listPlans, listPublicPlans, makePlanPrimary, queryPublicPlans, setPlanVisibility, updatePlan };

// Generated from spec/plans.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

/** Conversions of `Sorting`. */
export const sortingPlan: Plan = { origin: 'geocode' };

/** Conversions of `QueryV2`. */
export const queryV2Plan: Plan = { sort: { '*': sortingPlan } };

/** Conversions of `Plan`. */
export const planPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `QueryPublicPlansRequest`. */
export const queryPublicPlansRequestPlan: Plan = { query: queryV2Plan };

/** Conversions of `CreatePlanRequest`. */
export const createPlanRequestPlan: Plan = { plan: planPlan };

/** Conversions of `UpdatePlanRequest`. */
export const updatePlanRequestPlan: Plan = { plan: planPlan };

/** Conversions of `PostponeEndDateRequest`. */
export const postponeEndDateRequestPlan: Plan = { endDate: 'date' };

/** Conversions of `CreateOnlineOrderRequest`. */
export const createOnlineOrderRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `CreateOfflineOrderRequest`. */
export const createOfflineOrderRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `GetOnlineOrderPreviewRequest`. */
export const getOnlineOrderPreviewRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `GetOfflineOrderPreviewRequest`. */
export const getOfflineOrderPreviewRequestPlan: Plan = { startDate: 'date' };

// Generated from spec/plans.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeDate } from '@siteapi/runtime';

/** Conversions of `Sorting`. */
export const sortingPlan: Plan = { origin: 'geocode' };

/** Conversions of `QueryV2`. */
export const queryV2Plan: Plan = { sort: { '*': sortingPlan } };

/** Conversions of `Plan`. */
export const planPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `PublicPlan`. */
export const publicPlanPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `ListPublicPlansResponse`. */
export const listPublicPlansResponsePlan: Plan = { plans: { '*': publicPlanPlan } };

/** Conversions of `QueryPublicPlansRequest`. */
export const queryPublicPlansRequestPlan: Plan = { query: queryV2Plan };

/** Conversions of `QueryPublicPlansResponse`. */
export const queryPublicPlansResponsePlan: Plan = { plans: { '*': publicPlanPlan } };

/** Conversions of `GetPlanResponse`. */
export const getPlanResponsePlan: Plan = { plan: planPlan };

/** Conversions of `ListPlansResponse`. */
export const listPlansResponsePlan: Plan = { plans: { '*': planPlan } };

/** Conversions of `CreatePlanRequest`. */
export const createPlanRequestPlan: Plan = { plan: planPlan };

/** Conversions of `CreatePlanResponse`. */
export const createPlanResponsePlan: Plan = { plan: planPlan };

/** Conversions of `UpdatePlanRequest`. */
export const updatePlanRequestPlan: Plan = { plan: planPlan };

/** Conversions of `UpdatePlanResponse`. */
export const updatePlanResponsePlan: Plan = { plan: planPlan };

/** Conversions of `SetPlanVisibilityResponse`. */
export const setPlanVisibilityResponsePlan: Plan = { plan: planPlan };

/** Conversions of `MakePlanPrimaryResponse`. */
export const makePlanPrimaryResponsePlan: Plan = { plan: planPlan };

/** Conversions of `ArchivePlanResponse`. */
export const archivePlanResponsePlan: Plan = { plan: planPlan };

/** Conversions of `Cancellation`. */
export const cancellationPlan: Plan = { requestedDate: 'date' };

/** Conversions of `PausePeriod`. */
export const pausePeriodPlan: Plan = { pauseDate: 'date', resumeDate: 'date' };

/** Conversions of `CurrentCycle`. */
export const currentCyclePlan: Plan = { endedDate: 'date', startedDate: 'date' };

/** Conversions of `OrderCycle`. */
export const orderCyclePlan: Plan = { endedDate: 'date', startedDate: 'date' };

/** Conversions of `Order`. */
export const orderPlan: Plan = {
  cancellation: cancellationPlan,
  createdDate: 'date',
  currentCycle: currentCyclePlan,
  cycles: { '*': orderCyclePlan },
  earliestEndDate: 'date',
  endDate: 'date',
  pausePeriods: { '*': pausePeriodPlan },
  startDate: 'date',
  updatedDate: 'date',
};

/** Conversions of `GetOrderResponse`. */
export const getOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `ListOrdersResponse`. */
export const listOrdersResponsePlan: Plan = { orders: { '*': orderPlan } };

/** Conversions of `PostponeEndDateRequest`. */
export const postponeEndDateRequestPlan: Plan = { endDate: 'date' };

/** Conversions of `MemberGetOrderResponse`. */
export const memberGetOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `MemberListOrdersResponse`. */
export const memberListOrdersResponsePlan: Plan = { orders: { '*': orderPlan } };

/** Conversions of `CreateOnlineOrderRequest`. */
export const createOnlineOrderRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `CreateOnlineOrderResponse`. */
export const createOnlineOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `CreateOfflineOrderRequest`. */
export const createOfflineOrderRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `CreateOfflineOrderResponse`. */
export const createOfflineOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `GetOnlineOrderPreviewRequest`. */
export const getOnlineOrderPreviewRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `GetOnlineOrderPreviewResponse`. */
export const getOnlineOrderPreviewResponsePlan: Plan = { order: orderPlan };

/** Conversions of `GetOfflineOrderPreviewRequest`. */
export const getOfflineOrderPreviewRequestPlan: Plan = { startDate: 'date' };

/** Conversions of `GetOfflineOrderPreviewResponse`. */
export const getOfflineOrderPreviewResponsePlan: Plan = { order: orderPlan };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `PlanCreatedEvent`. */
export const planCreatedEventPlan: Plan = { entity: planPlan, metadata: eventMetadataPlan };

/** Conversions of `PlanUpdatedEvent`. */
export const planUpdatedEventPlan: Plan = { entity: planPlan, metadata: eventMetadataPlan };

/** Conversions of `BuyerCanCancelUpdated`. */
export const buyerCanCancelUpdatedPlan: Plan = { plan: planPlan };

/** Conversions of `PlanBuyerCanCancelUpdatedEvent`. */
export const planBuyerCanCancelUpdatedEventPlan: Plan = { data: buyerCanCancelUpdatedPlan, metadata: eventMetadataPlan };

/** Conversions of `PlanArchived`. */
export const planArchivedPlan: Plan = { plan: planPlan };

/** Conversions of `PlanArchivedEvent`. */
export const planArchivedEventPlan: Plan = { data: planArchivedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderCreatedEvent`. */
export const orderCreatedEventPlan: Plan = { entity: orderPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderUpdatedEvent`. */
export const orderUpdatedEventPlan: Plan = { entity: orderPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderPurchased`. */
export const orderPurchasedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderPurchasedEvent`. */
export const orderPurchasedEventPlan: Plan = { data: orderPurchasedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderStarted`. */
export const orderStartedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderStartedEvent`. */
export const orderStartedEventPlan: Plan = { data: orderStartedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderCycleStarted`. */
export const orderCycleStartedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderCycleStartedEvent`. */
export const orderCycleStartedEventPlan: Plan = { data: orderCycleStartedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderAutoRenewCanceled`. */
export const orderAutoRenewCanceledPlan: Plan = { order: orderPlan };

/** Conversions of `OrderAutoRenewCanceledEvent`. */
export const orderAutoRenewCanceledEventPlan: Plan = { data: orderAutoRenewCanceledPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderCanceled`. */
export const orderCanceledPlan: Plan = { order: orderPlan };

/** Conversions of `OrderCanceledEvent`. */
export const orderCanceledEventPlan: Plan = { data: orderCanceledPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderEnded`. */
export const orderEndedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderEndedEvent`. */
export const orderEndedEventPlan: Plan = { data: orderEndedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderEndDatePostponed`. */
export const orderEndDatePostponedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderEndDatePostponedEvent`. */
export const orderEndDatePostponedEventPlan: Plan = { data: orderEndDatePostponedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderMarkedAsPaid`. */
export const orderMarkedAsPaidPlan: Plan = { order: orderPlan };

/** Conversions of `OrderMarkedAsPaidEvent`. */
export const orderMarkedAsPaidEventPlan: Plan = { data: orderMarkedAsPaidPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderPaused`. */
export const orderPausedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderPausedEvent`. */
export const orderPausedEventPlan: Plan = { data: orderPausedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderResumed`. */
export const orderResumedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderResumedEvent`. */
export const orderResumedEventPlan: Plan = { data: orderResumedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderStartDateChanged`. */
export const orderStartDateChangedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderStartDateChangedEvent`. */
export const orderStartDateChangedEventPlan: Plan = { data: orderStartDateChangedPlan, metadata: eventMetadataPlan };

/** Converts a parsed `Plan` in place, as {@link planPlan} says. */
export function planDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `PublicPlan` in place, as {@link publicPlanPlan} says. */
export function publicPlanDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `ListPublicPlansResponse` in place, as {@link listPublicPlansResponsePlan} says. */
export function listPublicPlansResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plans) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) publicPlanDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) publicPlanDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryPublicPlansResponse` in place, as {@link queryPublicPlansResponsePlan} says. */
export function queryPublicPlansResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plans) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) publicPlanDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) publicPlanDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `GetPlanResponse` in place, as {@link getPlanResponsePlan} says. */
export function getPlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `ListPlansResponse` in place, as {@link listPlansResponsePlan} says. */
export function listPlansResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plans) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) planDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) planDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CreatePlanResponse` in place, as {@link createPlanResponsePlan} says. */
export function createPlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `UpdatePlanResponse` in place, as {@link updatePlanResponsePlan} says. */
export function updatePlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `SetPlanVisibilityResponse` in place, as {@link setPlanVisibilityResponsePlan} says. */
export function setPlanVisibilityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `MakePlanPrimaryResponse` in place, as {@link makePlanPrimaryResponsePlan} says. */
export function makePlanPrimaryResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `ArchivePlanResponse` in place, as {@link archivePlanResponsePlan} says. */
export function archivePlanResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.plan) != null) planDecoder(c0, x);
  }
}

/** Converts a parsed `Cancellation` in place, as {@link cancellationPlan} says. */
export function cancellationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.requestedDate) != null) v.requestedDate = decodeDate(c0);
  }
}

/** Converts a parsed `PausePeriod` in place, as {@link pausePeriodPlan} says. */
export function pausePeriodDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.pauseDate) != null) v.pauseDate = decodeDate(c0);
    if ((c0 = v.resumeDate) != null) v.resumeDate = decodeDate(c0);
  }
}

/** Converts a parsed `CurrentCycle` in place, as {@link currentCyclePlan} says. */
export function currentCycleDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.endedDate) != null) v.endedDate = decodeDate(c0);
    if ((c0 = v.startedDate) != null) v.startedDate = decodeDate(c0);
  }
}

/** Converts a parsed `OrderCycle` in place, as {@link orderCyclePlan} says. */
export function orderCycleDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.endedDate) != null) v.endedDate = decodeDate(c0);
    if ((c0 = v.startedDate) != null) v.startedDate = decodeDate(c0);
  }
}

/** Converts a parsed `Order` in place, as {@link orderPlan} says. */
export function orderDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cancellation) != null) cancellationDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.currentCycle) != null) currentCycleDecoder(c0, x);
    if ((c0 = v.cycles) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderCycleDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderCycleDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.earliestEndDate) != null) v.earliestEndDate = decodeDate(c0);
    if ((c0 = v.endDate) != null) v.endDate = decodeDate(c0);
    if ((c0 = v.pausePeriods) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) pausePeriodDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) pausePeriodDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.startDate) != null) v.startDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `GetOrderResponse` in place, as {@link getOrderResponsePlan} says. */
export function getOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `ListOrdersResponse` in place, as {@link listOrdersResponsePlan} says. */
export function listOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orders) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `MemberGetOrderResponse` in place, as {@link memberGetOrderResponsePlan} says. */
export function memberGetOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `MemberListOrdersResponse` in place, as {@link memberListOrdersResponsePlan} says. */
export function memberListOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orders) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CreateOnlineOrderResponse` in place, as {@link createOnlineOrderResponsePlan} says. */
export function createOnlineOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `CreateOfflineOrderResponse` in place, as {@link createOfflineOrderResponsePlan} says. */
export function createOfflineOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `GetOnlineOrderPreviewResponse` in place, as {@link getOnlineOrderPreviewResponsePlan} says. */
export function getOnlineOrderPreviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `GetOfflineOrderPreviewResponse` in place, as {@link getOfflineOrderPreviewResponsePlan} says. */
export function getOfflineOrderPreviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

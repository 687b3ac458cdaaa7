// Generated from spec/plans.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { planPlan } from './request-plans.js';

/** Conversions of `PublicPlan`. */
export const publicPlanPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `ListPublicPlansResponse`. */
export const listPublicPlansResponsePlan: Plan = { plans: { '*': publicPlanPlan } };

/** Conversions of `QueryPublicPlansResponse`. */
export const queryPublicPlansResponsePlan: Plan = { plans: { '*': publicPlanPlan } };

/** Conversions of `GetPlanResponse`. */
export const getPlanResponsePlan: Plan = { plan: planPlan };

/** Conversions of `ListPlansResponse`. */
export const listPlansResponsePlan: Plan = { plans: { '*': planPlan } };

/** Conversions of `CreatePlanResponse`. */
export const createPlanResponsePlan: Plan = { plan: planPlan };

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

/** Conversions of `MemberGetOrderResponse`. */
export const memberGetOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `MemberListOrdersResponse`. */
export const memberListOrdersResponsePlan: Plan = { orders: { '*': orderPlan } };

/** Conversions of `CreateOnlineOrderResponse`. */
export const createOnlineOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `CreateOfflineOrderResponse`. */
export const createOfflineOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `GetOnlineOrderPreviewResponse`. */
export const getOnlineOrderPreviewResponsePlan: Plan = { order: orderPlan };

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

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  createOfflineOrder: createOfflineOrderResponsePlan,
  createOnlineOrder: createOnlineOrderResponsePlan,
  getOfflineOrderPreview: getOfflineOrderPreviewResponsePlan,
  getOnlineOrderPreview: getOnlineOrderPreviewResponsePlan,
  managementGetOrder: getOrderResponsePlan,
  managementListOrders: listOrdersResponsePlan,
  memberGetOrder: memberGetOrderResponsePlan,
  memberListOrders: memberListOrdersResponsePlan,
  archivePlan: archivePlanResponsePlan,
  createPlan: createPlanResponsePlan,
  getPlan: getPlanResponsePlan,
  listPlans: listPlansResponsePlan,
  listPublicPlans: listPublicPlansResponsePlan,
  makePlanPrimary: makePlanPrimaryResponsePlan,
  queryPublicPlans: queryPublicPlansResponsePlan,
  setPlanVisibility: setPlanVisibilityResponsePlan,
  updatePlan: updatePlanResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';

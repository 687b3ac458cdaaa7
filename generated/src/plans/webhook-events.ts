// Generated from spec/plans.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { OrderAutoRenewCanceledEvent, OrderCanceledEvent, OrderCreatedEvent, OrderCycleStartedEvent, OrderEndDatePostponedEvent, OrderEndedEvent, OrderMarkedAsPaidEvent, OrderPausedEvent, OrderPurchasedEvent, OrderResumedEvent, OrderStartDateChangedEvent, OrderStartedEvent, OrderUpdatedEvent, PlanArchivedEvent, PlanBuyerCanCancelUpdatedEvent, PlanCreatedEvent, PlanUpdatedEvent } from './schema-types.js';
import { orderAutoRenewCanceledEventPlan, orderCanceledEventPlan, orderCreatedEventPlan, orderCycleStartedEventPlan, orderEndDatePostponedEventPlan, orderEndedEventPlan, orderMarkedAsPaidEventPlan, orderPausedEventPlan, orderPurchasedEventPlan, orderResumedEventPlan, orderStartDateChangedEventPlan, orderStartedEventPlan, orderUpdatedEventPlan, planArchivedEventPlan, planBuyerCanCancelUpdatedEventPlan, planCreatedEventPlan, planUpdatedEventPlan } from './conversion-plans.js';
import { plansService } from './service-info.js';

/**
 * Triggered when a recurring order is canceled with `effectiveAt` `NEXT_PAYMENT_DATE`. Not triggered for `IMMEDIATELY` (Order Canceled is), nor when such an order finally expires (Order Canceled and Order Ended are).
 *
 * Event type `wix.pricing_plans.v2.order_auto_renew_canceled`.
 */
export const onOrderAutoRenewCanceled = /* @__PURE__ */ defineEvent<OrderAutoRenewCanceledEvent>(plansService, {
  module: 'orders',
  name: 'onOrderAutoRenewCanceled',
  type: 'wix.pricing_plans.v2.order_auto_renew_canceled',
  plan: orderAutoRenewCanceledEventPlan,
});

/**
 * Triggered when an order is canceled: at once for `IMMEDIATELY`, at the end of the current cycle for `NEXT_PAYMENT_DATE`. `order.cancellation.cause` tells why.
 *
 * Event type `wix.pricing_plans.v2.order_canceled`.
 */
export const onOrderCanceled = /* @__PURE__ */ defineEvent<OrderCanceledEvent>(plansService, {
  module: 'orders',
  name: 'onOrderCanceled',
  type: 'wix.pricing_plans.v2.order_canceled',
  plan: orderCanceledEventPlan,
});

/**
 * Triggered when an order is created: an online order (as a draft) or an offline order.
 *
 * Event type `wix.pricing_plans.v2.order_created`.
 */
export const onOrderCreated = /* @__PURE__ */ defineEvent<OrderCreatedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderCreated',
  type: 'wix.pricing_plans.v2.order_created',
  plan: orderCreatedEventPlan,
});

/**
 * Triggered when a new payment cycle of an order starts. Not triggered at the first start of an offline order.
 *
 * Event type `wix.pricing_plans.v2.order_cycle_started`.
 */
export const onOrderCycleStarted = /* @__PURE__ */ defineEvent<OrderCycleStartedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderCycleStarted',
  type: 'wix.pricing_plans.v2.order_cycle_started',
  plan: orderCycleStartedEventPlan,
});

/**
 * Triggered when an order's `endDate` is postponed.
 *
 * Event type `wix.pricing_plans.v2.order_end_date_postponed`.
 */
export const onOrderEndDatePostponed = /* @__PURE__ */ defineEvent<OrderEndDatePostponedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderEndDatePostponed',
  type: 'wix.pricing_plans.v2.order_end_date_postponed',
  plan: orderEndDatePostponedEventPlan,
});

/**
 * Triggered when an order ends: it expired, or was canceled.
 *
 * Event type `wix.pricing_plans.v2.order_ended`.
 */
export const onOrderEnded = /* @__PURE__ */ defineEvent<OrderEndedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderEnded',
  type: 'wix.pricing_plans.v2.order_ended',
  plan: orderEndedEventPlan,
});

/**
 * Triggered when an offline order is marked as paid.
 *
 * Event type `wix.pricing_plans.v2.order_marked_as_paid`.
 */
export const onOrderMarkedAsPaid = /* @__PURE__ */ defineEvent<OrderMarkedAsPaidEvent>(plansService, {
  module: 'orders',
  name: 'onOrderMarkedAsPaid',
  type: 'wix.pricing_plans.v2.order_marked_as_paid',
  plan: orderMarkedAsPaidEventPlan,
});

/**
 * Triggered when an order is paused.
 *
 * Event type `wix.pricing_plans.v2.order_paused`.
 */
export const onOrderPaused = /* @__PURE__ */ defineEvent<OrderPausedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderPaused',
  type: 'wix.pricing_plans.v2.order_paused',
  plan: orderPausedEventPlan,
});

/**
 * Triggered when an order is paid for, or when a free or offline order is created.
 *
 * Event type `wix.pricing_plans.v2.order_purchased`.
 */
export const onOrderPurchased = /* @__PURE__ */ defineEvent<OrderPurchasedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderPurchased',
  type: 'wix.pricing_plans.v2.order_purchased',
  plan: orderPurchasedEventPlan,
});

/**
 * Triggered when a paused order is resumed.
 *
 * Event type `wix.pricing_plans.v2.order_resumed`.
 */
export const onOrderResumed = /* @__PURE__ */ defineEvent<OrderResumedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderResumed',
  type: 'wix.pricing_plans.v2.order_resumed',
  plan: orderResumedEventPlan,
});

/**
 * Triggered when the `startDate` of an order changes (a draft order's start date is changed before checkout).
 *
 * Event type `wix.pricing_plans.v2.order_start_date_changed`.
 */
export const onOrderStartDateChanged = /* @__PURE__ */ defineEvent<OrderStartDateChangedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderStartDateChanged',
  type: 'wix.pricing_plans.v2.order_start_date_changed',
  plan: orderStartDateChangedEventPlan,
});

/**
 * Triggered when an order reaches its `startDate`.
 *
 * Event type `wix.pricing_plans.v2.order_started`.
 */
export const onOrderStarted = /* @__PURE__ */ defineEvent<OrderStartedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderStarted',
  type: 'wix.pricing_plans.v2.order_started',
  plan: orderStartedEventPlan,
});

/**
 * Triggered whenever an order changes: paid for, started or ended, a new cycle, marked as paid, end date postponed, paused or resumed, canceled (now or at the next payment date). The specific event of the change is triggered too.
 *
 * Event type `wix.pricing_plans.v2.order_updated`.
 */
export const onOrderUpdated = /* @__PURE__ */ defineEvent<OrderUpdatedEvent>(plansService, {
  module: 'orders',
  name: 'onOrderUpdated',
  type: 'wix.pricing_plans.v2.order_updated',
  plan: orderUpdatedEventPlan,
});

/**
 * Triggered when a plan is archived. Deprecated in the SDK. The wire type is `wix.pricing_plans.plan_plan_archived` (sic).
 *
 * Event type `wix.pricing_plans.plan_plan_archived`.
 */
export const onPlanArchived = /* @__PURE__ */ defineEvent<PlanArchivedEvent>(plansService, {
  module: 'plans',
  name: 'onPlanArchived',
  type: 'wix.pricing_plans.plan_plan_archived',
  plan: planArchivedEventPlan,
});

/**
 * Triggered when a plan's `buyerCanCancel` field changes. Deprecated in the SDK.
 *
 * Event type `wix.pricing_plans.plan_buyer_can_cancel_updated`.
 */
export const onPlanBuyerCanCancelUpdated = /* @__PURE__ */ defineEvent<PlanBuyerCanCancelUpdatedEvent>(plansService, {
  module: 'plans',
  name: 'onPlanBuyerCanCancelUpdated',
  type: 'wix.pricing_plans.plan_buyer_can_cancel_updated',
  plan: planBuyerCanCancelUpdatedEventPlan,
});

/**
 * Triggered when a plan is created.
 *
 * Event type `wix.pricing_plans.plan_created`.
 */
export const onPlanCreated = /* @__PURE__ */ defineEvent<PlanCreatedEvent>(plansService, {
  module: 'plans',
  name: 'onPlanCreated',
  type: 'wix.pricing_plans.plan_created',
  plan: planCreatedEventPlan,
});

/**
 * Triggered when a plan is updated.
 *
 * Event type `wix.pricing_plans.plan_updated`.
 */
export const onPlanUpdated = /* @__PURE__ */ defineEvent<PlanUpdatedEvent>(plansService, {
  module: 'plans',
  name: 'onPlanUpdated',
  type: 'wix.pricing_plans.plan_updated',
  plan: planUpdatedEventPlan,
});

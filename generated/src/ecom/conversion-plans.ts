// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { catalogOverrideFieldsPlan, chargebackPlan, checkoutPlan, customLineItemPlan, digitalFilePlan, fulfillmentPlan, lineItemQuantityChangePlan, merchantDiscountPlan, orderAddressWithContactPlan, orderDeliveryLogisticsPlan, orderLineItemPlan, orderPlan, paymentPlan, physicalPropertiesPlan, subscriptionInfoPlan, v1ShippingInformationPlan } from './request-plans.js';

/** Conversions of `And` (recursive). */
export const andPlan: Plan = {};

/** Conversions of `Or` (recursive). */
export const orPlan: Plan = {};

/** Conversions of `DiscountTrigger` (recursive). */
export const discountTriggerPlan: Plan = {};

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `CreateCheckoutResponse`. */
export const createCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `GetCheckoutResponse`. */
export const getCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `UpdateCheckoutResponse`. */
export const updateCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `GetCheckoutByCartIdResponse`. */
export const getCheckoutByCartIdResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `RemoveCouponResponse`. */
export const removeCouponResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `RemoveGiftCardResponse`. */
export const removeGiftCardResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `RemoveOverrideCheckoutUrlResponse`. */
export const removeOverrideCheckoutUrlResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `AddToCheckoutResponse`. */
export const addToCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `RemoveLineItemsResponse`. */
export const removeLineItemsResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `UpdateLineItemsQuantityResponse`. */
export const updateLineItemsQuantityResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `GetOrderResponse`. */
export const getOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `SearchOrdersResponse`. */
export const searchOrdersResponsePlan: Plan = { orders: { '*': orderPlan } };

/** Conversions of `CreateOrderResponse`. */
export const createOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `UpdateOrderResponse`. */
export const updateOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `BulkOrderResult`. */
export const bulkOrderResultPlan: Plan = { item: orderPlan };

/** Conversions of `BulkUpdateOrdersResponse`. */
export const bulkUpdateOrdersResponsePlan: Plan = { results: { '*': bulkOrderResultPlan } };

/** Conversions of `CancelOrderResponse`. */
export const cancelOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `UpdateOrderStatusResponse`. */
export const updateOrderStatusResponsePlan: Plan = { order: orderPlan };

/** Conversions of `AddActivitiesResponse`. */
export const addActivitiesResponsePlan: Plan = { order: orderPlan };

/** Conversions of `Refund`. */
export const refundPlan: Plan = { createdDate: 'date' };

/** Conversions of `OrderTransactions`. */
export const orderTransactionsPlan: Plan = { payments: { '*': paymentPlan }, refunds: { '*': refundPlan } };

/** Conversions of `TriggerRefundResponse`. */
export const triggerRefundResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `VoidAuthorizedPaymentsResponse`. */
export const voidAuthorizedPaymentsResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `CaptureAuthorizedPaymentsResponse`. */
export const captureAuthorizedPaymentsResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `ListTransactionsForSingleOrderResponse`. */
export const listTransactionsForSingleOrderResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `ListTransactionsForMultipleOrdersResponse`. */
export const listTransactionsForMultipleOrdersResponsePlan: Plan = { orderTransactions: { '*': orderTransactionsPlan } };

/** Conversions of `AddPaymentsResponse`. */
export const addPaymentsResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `UpdatePaymentStatusResponse`. */
export const updatePaymentStatusResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `BulkPaymentResult`. */
export const bulkPaymentResultPlan: Plan = { item: paymentPlan };

/** Conversions of `BulkUpdatePaymentStatusesResponse`. */
export const bulkUpdatePaymentStatusesResponsePlan: Plan = { results: { '*': bulkPaymentResultPlan } };

/** Conversions of `OrderWithFulfillments`. */
export const orderWithFulfillmentsPlan: Plan = { fulfillments: { '*': fulfillmentPlan } };

/** Conversions of `ListFulfillmentsForSingleOrderResponse`. */
export const listFulfillmentsForSingleOrderResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `ListFulfillmentsForMultipleOrdersResponse`. */
export const listFulfillmentsForMultipleOrdersResponsePlan: Plan = { ordersWithFulfillments: { '*': orderWithFulfillmentsPlan } };

/** Conversions of `CreateFulfillmentResponse`. */
export const createFulfillmentResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `UpdateFulfillmentResponse`. */
export const updateFulfillmentResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `DeleteFulfillmentResponse`. */
export const deleteFulfillmentResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `BulkOrderFulfillmentsResult`. */
export const bulkOrderFulfillmentsResultPlan: Plan = { ordersWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `BulkCreateFulfillmentResponse`. */
export const bulkCreateFulfillmentResponsePlan: Plan = { results: { '*': bulkOrderFulfillmentsResultPlan } };

/** Conversions of `RefundPaymentsResponse`. */
export const refundPaymentsResponsePlan: Plan = { orderTransactions: orderTransactionsPlan, refund: refundPlan };

/** Conversions of `CheckoutMarkedAsCompleted`. */
export const checkoutMarkedAsCompletedPlan: Plan = { checkout: checkoutPlan };

/** Conversions of `CheckoutCompletedEvent`. */
export const checkoutCompletedEventPlan: Plan = { data: checkoutMarkedAsCompletedPlan, metadata: eventMetadataPlan };

/** Conversions of `CheckoutCreatedEvent`. */
export const checkoutCreatedEventPlan: Plan = { entity: checkoutPlan, metadata: eventMetadataPlan };

/** Conversions of `CheckoutDeletedEvent`. */
export const checkoutDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `CheckoutUpdatedEvent`. */
export const checkoutUpdatedEventPlan: Plan = { entity: checkoutPlan, metadata: eventMetadataPlan };

/** Conversions of `V1LineItem`. */
export const v1LineItemPlan: Plan = { catalogOverrideFields: catalogOverrideFieldsPlan };

/** Conversions of `CheckoutTemplate`. */
export const checkoutTemplatePlan: Plan = {
  customLineItems: { '*': customLineItemPlan },
  lineItems: { '*': v1LineItemPlan },
};

/** Conversions of `CheckoutTemplateCreatedEvent`. */
export const checkoutTemplateCreatedEventPlan: Plan = { entity: checkoutTemplatePlan, metadata: eventMetadataPlan };

/** Conversions of `CheckoutTemplateDeletedEvent`. */
export const checkoutTemplateDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `CheckoutTemplateUpdatedEvent`. */
export const checkoutTemplateUpdatedEventPlan: Plan = { entity: checkoutTemplatePlan, metadata: eventMetadataPlan };

/** Conversions of `CheckoutTemplateUsed`. */
export const checkoutTemplateUsedPlan: Plan = { checkout: checkoutPlan, checkoutTemplate: checkoutTemplatePlan };

/** Conversions of `CheckoutTemplateUsedEvent`. */
export const checkoutTemplateUsedEventPlan: Plan = { data: checkoutTemplateUsedPlan, metadata: eventMetadataPlan };

/** Conversions of `Logo`. */
export const logoPlan: Plan = { image: 'image' };

/** Conversions of `BackgroundFill`. */
export const backgroundFillPlan: Plan = { image: 'image' };

/** Conversions of `CheckoutHeader`. */
export const checkoutHeaderPlan: Plan = { backgroundFill: backgroundFillPlan, logo: logoPlan };

/** Conversions of `CheckoutMain`. */
export const checkoutMainPlan: Plan = {
  cornerRadius: 'float',
  formBackgroundFill: backgroundFillPlan,
  summaryBackgroundFill: backgroundFillPlan,
};

/** Conversions of `CheckoutFooter`. */
export const checkoutFooterPlan: Plan = { backgroundFill: backgroundFillPlan };

/** Conversions of `CheckoutBrand`. */
export const checkoutBrandPlan: Plan = {
  footer: checkoutFooterPlan,
  header: checkoutHeaderPlan,
  mainSection: checkoutMainPlan,
};

/** Conversions of `CheckoutSettings`. */
export const checkoutSettingsPlan: Plan = { checkoutBrand: checkoutBrandPlan, createdDate: 'date', updatedDate: 'date' };

/** Conversions of `CheckoutSettingsUpdatedEvent`. */
export const checkoutSettingsUpdatedEventPlan: Plan = { entity: checkoutSettingsPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderApproved`. */
export const orderApprovedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderApprovedEvent`. */
export const orderApprovedEventPlan: Plan = { data: orderApprovedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderCanceledEventOrderCanceled`. */
export const orderCanceledEventOrderCanceledPlan: Plan = { order: orderPlan };

/** Conversions of `OrderCanceledEvent`. */
export const orderCanceledEventPlan: Plan = { data: orderCanceledEventOrderCanceledPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderLineItemChangedDetails`. */
export const orderLineItemChangedDetailsPlan: Plan = {
  digitalFile: digitalFilePlan,
  image: 'image',
  physicalProperties: physicalPropertiesPlan,
  subscriptionInfo: subscriptionInfoPlan,
};

/** Conversions of `LineItemDelta`. */
export const lineItemDeltaPlan: Plan = { lineItemRemoved: orderLineItemChangedDetailsPlan };

/** Conversions of `CommittedDiffs`. */
export const committedDiffsPlan: Plan = {
  changedShippingInfo: v1ShippingInformationPlan,
  lineItems: { '*': lineItemDeltaPlan },
};

/** Conversions of `OrderDeltasCommitted`. */
export const orderDeltasCommittedPlan: Plan = { changes: committedDiffsPlan, commitDate: 'date', order: orderPlan };

/** Conversions of `OrderCommittedEvent`. */
export const orderCommittedEventPlan: Plan = { data: orderDeltasCommittedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderCreatedEvent`. */
export const orderCreatedEventPlan: Plan = { entity: orderPlan, metadata: eventMetadataPlan };

/** Conversions of `FulfillmentStatusUpdated`. */
export const fulfillmentStatusUpdatedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderFulfilledEvent`. */
export const orderFulfilledEventPlan: Plan = { data: fulfillmentStatusUpdatedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderImported`. */
export const orderImportedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderImportedEvent`. */
export const orderImportedEventPlan: Plan = { data: orderImportedPlan, metadata: eventMetadataPlan };

/** Conversions of `ImportedOrderDeleted`. */
export const importedOrderDeletedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderImportedOrderDeletedEvent`. */
export const orderImportedOrderDeletedEventPlan: Plan = { data: importedOrderDeletedPlan, metadata: eventMetadataPlan };

/** Conversions of `PaymentStatusUpdated`. */
export const paymentStatusUpdatedPlan: Plan = { order: orderPlan };

/** Conversions of `OrderPaymentStatusUpdatedEvent`. */
export const orderPaymentStatusUpdatedEventPlan: Plan = { data: paymentStatusUpdatedPlan, metadata: eventMetadataPlan };

/** Conversions of `OrderUpdatedEvent`. */
export const orderUpdatedEventPlan: Plan = { entity: orderPlan, metadata: eventMetadataPlan };

/** Conversions of `ChargebackApproved`. */
export const chargebackApprovedPlan: Plan = { chargeback: chargebackPlan, orderTransactions: orderTransactionsPlan };

/** Conversions of `OrderTransactionsChargebackApprovedEvent`. */
export const orderTransactionsChargebackApprovedEventPlan: Plan = { data: chargebackApprovedPlan, metadata: eventMetadataPlan };

/** Conversions of `TransactionChargebackReversed`. */
export const transactionChargebackReversedPlan: Plan = { chargeback: chargebackPlan, orderTransactions: orderTransactionsPlan };

/** Conversions of `OrderTransactionsChargebackReversedEvent`. */
export const orderTransactionsChargebackReversedEventPlan: Plan = { data: transactionChargebackReversedPlan, metadata: eventMetadataPlan };

/** Conversions of `PaymentDetailsUpdated`. */
export const paymentDetailsUpdatedPlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `OrderTransactionsDetailsUpdatedEvent`. */
export const orderTransactionsDetailsUpdatedEventPlan: Plan = { data: paymentDetailsUpdatedPlan, metadata: eventMetadataPlan };

/** Conversions of `RefundCompleted`. */
export const refundCompletedPlan: Plan = { orderTransactions: orderTransactionsPlan, refund: refundPlan };

/** Conversions of `OrderTransactionsRefundCompletedEvent`. */
export const orderTransactionsRefundCompletedEventPlan: Plan = { data: refundCompletedPlan, metadata: eventMetadataPlan };

/** Conversions of `PaymentsUpdated`. */
export const paymentsUpdatedPlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `OrderTransactionsUpdatedEvent`. */
export const orderTransactionsUpdatedEventPlan: Plan = { data: paymentsUpdatedPlan, metadata: eventMetadataPlan };

/** Conversions of `FulfillmentsUpdatedEvent`. */
export const fulfillmentsUpdatedEventPlan: Plan = { entity: orderWithFulfillmentsPlan, metadata: eventMetadataPlan };

/** Conversions of `ShippingOption`. */
export const shippingOptionPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `ShippingOptionCreatedEvent`. */
export const shippingOptionCreatedEventPlan: Plan = { entity: shippingOptionPlan, metadata: eventMetadataPlan };

/** Conversions of `ShippingOptionDeletedEvent`. */
export const shippingOptionDeletedEventPlan: Plan = { entity: shippingOptionPlan, metadata: eventMetadataPlan };

/** Conversions of `ShippingOptionUpdatedEvent`. */
export const shippingOptionUpdatedEventPlan: Plan = { entity: shippingOptionPlan, metadata: eventMetadataPlan };

/** Conversions of `ShippoConfiguration`. */
export const shippoConfigurationPlan: Plan = { createdDate: 'date', shipFromAddress: 'address', updatedDate: 'date' };

/** Conversions of `ShippoConfigurationCreatedEvent`. */
export const shippoConfigurationCreatedEventPlan: Plan = { entity: shippoConfigurationPlan, metadata: eventMetadataPlan };

/** Conversions of `ShippoConfigurationDeletedEvent`. */
export const shippoConfigurationDeletedEventPlan: Plan = { entity: shippoConfigurationPlan, metadata: eventMetadataPlan };

/** Conversions of `ShippoConfigurationUpdatedEvent`. */
export const shippoConfigurationUpdatedEventPlan: Plan = { entity: shippoConfigurationPlan, metadata: eventMetadataPlan };

/** Conversions of `OrdersSettings`. */
export const ordersSettingsPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `OrdersSettingsUpdatedEvent`. */
export const ordersSettingsUpdatedEventPlan: Plan = { entity: ordersSettingsPlan, metadata: eventMetadataPlan };

/** Conversions of `ItemQuantityRange`. */
export const itemQuantityRangePlan: Plan = { from: 'float', to: 'float' };

/** Conversions of `TimeOfDay`. */
export const timeOfDayPlan: Plan = { hours: 'float', minutes: 'float' };

/** Conversions of `TimeWindow`. */
export const timeWindowPlan: Plan = { endTime: timeOfDayPlan, startTime: timeOfDayPlan };

/** Conversions of `WeeklySchedule`. */
export const weeklySchedulePlan: Plan = { timeWindows: { '*': timeWindowPlan } };

/** Conversions of `Recurrence`. */
export const recurrencePlan: Plan = { weeklySchedule: weeklySchedulePlan };

/** Conversions of `ActiveTimeInfo`. */
export const activeTimeInfoPlan: Plan = { end: 'date', recurrence: recurrencePlan, start: 'date' };

/** Conversions of `Discount`. */
export const discountPlan: Plan = { percentage: 'float' };

/** Conversions of `Discounts`. */
export const discountsPlan: Plan = { values: { '*': discountPlan } };

/** Conversions of `DiscountSettings`. */
export const discountSettingsPlan: Plan = { usageLimit: 'float', usageLimitPerUser: 'float' };

/** Conversions of `DiscountRule`. */
export const discountRulePlan: Plan = {
  activeTimeInfo: activeTimeInfoPlan,
  createdDate: 'date',
  discounts: discountsPlan,
  settings: discountSettingsPlan,
  trigger: discountTriggerPlan,
  updatedDate: 'date',
};

/** Conversions of `DiscountRuleCreatedEvent`. */
export const discountRuleCreatedEventPlan: Plan = { entity: discountRulePlan, metadata: eventMetadataPlan };

/** Conversions of `DiscountRuleDeletedEvent`. */
export const discountRuleDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `DiscountRuleUpdatedEvent`. */
export const discountRuleUpdatedEventPlan: Plan = { entity: discountRulePlan, metadata: eventMetadataPlan };

/** Conversions of `TaxGroup`. */
export const taxGroupPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `TaxGroupCreatedEvent`. */
export const taxGroupCreatedEventPlan: Plan = { entity: taxGroupPlan, metadata: eventMetadataPlan };

/** Conversions of `TaxGroupDeletedEvent`. */
export const taxGroupDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `TaxGroupUpdatedEvent`. */
export const taxGroupUpdatedEventPlan: Plan = { entity: taxGroupPlan, metadata: eventMetadataPlan };

/** Conversions of `TaxRegion`. */
export const taxRegionPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `TaxRegionCreatedEvent`. */
export const taxRegionCreatedEventPlan: Plan = { entity: taxRegionPlan, metadata: eventMetadataPlan };

/** Conversions of `TaxRegionDeletedEvent`. */
export const taxRegionDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `TaxRegionUpdatedEvent`. */
export const taxRegionUpdatedEventPlan: Plan = { entity: taxRegionPlan, metadata: eventMetadataPlan };

/** Conversions of `AbandonedCheckoutActivity`. */
export const abandonedCheckoutActivityPlan: Plan = { createdDate: 'date' };

/** Conversions of `AbandonedCheckoutLineItem`. */
export const abandonedCheckoutLineItemPlan: Plan = { image: 'image', physicalProperties: physicalPropertiesPlan };

/** Conversions of `AbandonedCheckoutAppliedDiscount`. */
export const abandonedCheckoutAppliedDiscountPlan: Plan = { merchantDiscount: merchantDiscountPlan };

/** Conversions of `AbandonedCheckout`. */
export const abandonedCheckoutPlan: Plan = {
  activities: { '*': abandonedCheckoutActivityPlan },
  appliedDiscounts: { '*': abandonedCheckoutAppliedDiscountPlan },
  checkoutRecoveredDate: 'date',
  createdDate: 'date',
  lineItems: { '*': abandonedCheckoutLineItemPlan },
  updatedDate: 'date',
};

/** Conversions of `AbandonedCheckoutCreatedEvent`. */
export const abandonedCheckoutCreatedEventPlan: Plan = { entity: abandonedCheckoutPlan, metadata: eventMetadataPlan };

/** Conversions of `AbandonedCheckoutDeletedEvent`. */
export const abandonedCheckoutDeletedEventPlan: Plan = { entity: abandonedCheckoutPlan, metadata: eventMetadataPlan };

/** Conversions of `AbandonedCheckoutRecovered`. */
export const abandonedCheckoutRecoveredPlan: Plan = { abandonedCheckout: abandonedCheckoutPlan };

/** Conversions of `AbandonedCheckoutRecoveredEvent`. */
export const abandonedCheckoutRecoveredEventPlan: Plan = { data: abandonedCheckoutRecoveredPlan, metadata: eventMetadataPlan };

/** Conversions of `AbandonedCheckoutUpdatedEvent`. */
export const abandonedCheckoutUpdatedEventPlan: Plan = { entity: abandonedCheckoutPlan, metadata: eventMetadataPlan };

/** Conversions of `BackInStockNotificationRequest`. */
export const backInStockNotificationRequestPlan: Plan = { createdDate: 'date' };

/** Conversions of `BackInStockNotificationRequestCreatedEvent`. */
export const backInStockNotificationRequestCreatedEventPlan: Plan = { entity: backInStockNotificationRequestPlan, metadata: eventMetadataPlan };

/** Conversions of `BackInStockNotificationRequestDeletedEvent`. */
export const backInStockNotificationRequestDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `BackInStockNotificationRequestUpdatedEvent`. */
export const backInStockNotificationRequestUpdatedEventPlan: Plan = { entity: backInStockNotificationRequestPlan, metadata: eventMetadataPlan };

/** Conversions of `V1SubscriptionSettings`. */
export const v1SubscriptionSettingsPlan: Plan = { startDate: 'date' };

/** Conversions of `SubscriptionContractShippingInformation`. */
export const subscriptionContractShippingInformationPlan: Plan = { logistics: orderDeliveryLogisticsPlan };

/** Conversions of `SubscriptionContractLineItemChanges`. */
export const subscriptionContractLineItemChangesPlan: Plan = { quantity: lineItemQuantityChangePlan };

/** Conversions of `ContractChange`. */
export const contractChangePlan: Plan = { lineItemChanged: subscriptionContractLineItemChangesPlan };

/** Conversions of `ChangesAppliedActivity`. */
export const changesAppliedActivityPlan: Plan = { changes: { '*': contractChangePlan } };

/** Conversions of `SubscriptionContractActivity`. */
export const subscriptionContractActivityPlan: Plan = { changesApplied: changesAppliedActivityPlan, createdDate: 'date' };

/** Conversions of `SubscriptionContract`. */
export const subscriptionContractPlan: Plan = {
  activities: { '*': subscriptionContractActivityPlan },
  billingInfo: orderAddressWithContactPlan,
  createdDate: 'date',
  lineItems: { '*': orderLineItemPlan },
  recipientInfo: orderAddressWithContactPlan,
  shippingInfo: subscriptionContractShippingInformationPlan,
  subscriptionSettings: v1SubscriptionSettingsPlan,
  updatedDate: 'date',
};

/** Conversions of `SubscriptionContractCreatedEvent`. */
export const subscriptionContractCreatedEventPlan: Plan = { entity: subscriptionContractPlan, metadata: eventMetadataPlan };

/** Conversions of `SubscriptionContractDeletedEvent`. */
export const subscriptionContractDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `SubscriptionContractUpdatedEvent`. */
export const subscriptionContractUpdatedEventPlan: Plan = { entity: subscriptionContractPlan, metadata: eventMetadataPlan };
Object.assign(andPlan, { triggers: { '*': discountTriggerPlan } });
Object.assign(orPlan, { triggers: { '*': discountTriggerPlan } });
Object.assign(discountTriggerPlan, { and: andPlan, itemQuantityRange: itemQuantityRangePlan, or: orPlan });

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  addToCheckout: addToCheckoutResponsePlan,
  createCheckout: createCheckoutResponsePlan,
  getCheckout: getCheckoutResponsePlan,
  getCheckoutByCartId: getCheckoutByCartIdResponsePlan,
  removeCoupon: removeCouponResponsePlan,
  removeGiftCard: removeGiftCardResponsePlan,
  removeLineItems: removeLineItemsResponsePlan,
  removeOverrideCheckoutUrl: removeOverrideCheckoutUrlResponsePlan,
  updateCheckout: updateCheckoutResponsePlan,
  updateLineItemsQuantity: updateLineItemsQuantityResponsePlan,
  refundPayments: refundPaymentsResponsePlan,
  bulkCreateFulfillments: bulkCreateFulfillmentResponsePlan,
  createFulfillment: createFulfillmentResponsePlan,
  deleteFulfillment: deleteFulfillmentResponsePlan,
  listFulfillmentsForMultipleOrders: listFulfillmentsForMultipleOrdersResponsePlan,
  listFulfillmentsForSingleOrder: listFulfillmentsForSingleOrderResponsePlan,
  updateFulfillment: updateFulfillmentResponsePlan,
  addActivities: addActivitiesResponsePlan,
  bulkUpdateOrders: bulkUpdateOrdersResponsePlan,
  cancelOrder: cancelOrderResponsePlan,
  captureAuthorizedPayments: captureAuthorizedPaymentsResponsePlan,
  createOrder: createOrderResponsePlan,
  getOrder: getOrderResponsePlan,
  searchOrders: searchOrdersResponsePlan,
  triggerRefund: triggerRefundResponsePlan,
  updateOrder: updateOrderResponsePlan,
  updateOrderStatus: updateOrderStatusResponsePlan,
  voidAuthorizedPayments: voidAuthorizedPaymentsResponsePlan,
  addPayments: addPaymentsResponsePlan,
  bulkUpdatePaymentStatuses: bulkUpdatePaymentStatusesResponsePlan,
  listTransactionsForMultipleOrders: listTransactionsForMultipleOrdersResponsePlan,
  listTransactionsForSingleOrder: listTransactionsForSingleOrderResponsePlan,
  updatePaymentStatus: updatePaymentStatusResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';

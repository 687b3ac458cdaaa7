// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeAddress, decodeDate, decodeFloat, decodeImage, decodePageUrlV2 } from '@siteapi/runtime';

/** Conversions of `And` (recursive). */
export const andPlan: Plan = {};

/** Conversions of `Or` (recursive). */
export const orPlan: Plan = {};

/** Conversions of `DiscountTrigger` (recursive). */
export const discountTriggerPlan: Plan = {};

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `TaxRateBreakdown`. */
export const taxRateBreakdownPlan: Plan = { exemptionIds: { '*': 'float' } };

/** Conversions of `ItemTaxFullDetails`. */
export const itemTaxFullDetailsPlan: Plan = { rateBreakdown: { '*': taxRateBreakdownPlan } };

/** Conversions of `PhysicalProperties`. */
export const physicalPropertiesPlan: Plan = { weight: 'float' };

/** Conversions of `SubscriptionSettings`. */
export const subscriptionSettingsPlan: Plan = { startDate: 'date' };

/** Conversions of `SubscriptionOptionInfo`. */
export const subscriptionOptionInfoPlan: Plan = { subscriptionSettings: subscriptionSettingsPlan };

/** Conversions of `ServiceProperties`. */
export const servicePropertiesPlan: Plan = { endDate: 'date', scheduledDate: 'date' };

/** Conversions of `CatalogOverrideFields`. */
export const catalogOverrideFieldsPlan: Plan = { image: 'image', physicalProperties: physicalPropertiesPlan };

/** Conversions of `LineItem`. */
export const lineItemPlan: Plan = {
  catalogOverrideFields: catalogOverrideFieldsPlan,
  media: 'image',
  physicalProperties: physicalPropertiesPlan,
  serviceProperties: servicePropertiesPlan,
  subscriptionOptionInfo: subscriptionOptionInfoPlan,
  taxDetails: itemTaxFullDetailsPlan,
  url: 'pageUrlV2',
};

/** Conversions of `AddressWithContact`. */
export const addressWithContactPlan: Plan = { address: 'address' };

/** Conversions of `PickupDetails`. */
export const pickupDetailsPlan: Plan = { address: 'address' };

/** Conversions of `DeliveryTimeSlot`. */
export const deliveryTimeSlotPlan: Plan = { from: 'date', to: 'date' };

/** Conversions of `DeliveryLogistics`. */
export const deliveryLogisticsPlan: Plan = { deliveryTimeSlot: deliveryTimeSlotPlan, pickupDetails: pickupDetailsPlan };

/** Conversions of `SelectedCarrierServiceOptionPrices`. */
export const selectedCarrierServiceOptionPricesPlan: Plan = { taxDetails: itemTaxFullDetailsPlan };

/** Conversions of `SelectedCarrierServiceOptionOtherCharge`. */
export const selectedCarrierServiceOptionOtherChargePlan: Plan = { cost: selectedCarrierServiceOptionPricesPlan };

/** Conversions of `SelectedCarrierServiceOption`. */
export const selectedCarrierServiceOptionPlan: Plan = {
  cost: selectedCarrierServiceOptionPricesPlan,
  logistics: deliveryLogisticsPlan,
  otherCharges: { '*': selectedCarrierServiceOptionOtherChargePlan },
};

/** Conversions of `CarrierShippingOption`. */
export const carrierShippingOptionPlan: Plan = { logistics: deliveryLogisticsPlan };

/** Conversions of `CarrierServiceOption`. */
export const carrierServiceOptionPlan: Plan = { shippingOptions: { '*': carrierShippingOptionPlan } };

/** Conversions of `ShippingInfo`. */
export const shippingInfoPlan: Plan = {
  carrierServiceOptions: { '*': carrierServiceOptionPlan },
  selectedCarrierServiceOption: selectedCarrierServiceOptionPlan,
  shippingDestination: addressWithContactPlan,
};

/** Conversions of `MerchantDiscount`. */
export const merchantDiscountPlan: Plan = { percentage: 'float' };

/** Conversions of `AppliedDiscount`. */
export const appliedDiscountPlan: Plan = { merchantDiscount: merchantDiscountPlan };

/** Conversions of `MembershipPaymentCredits`. */
export const membershipPaymentCreditsPlan: Plan = { redemptionCost: 'float', remaining: 'float' };

/** Conversions of `Membership`. */
export const membershipPlan: Plan = { credits: membershipPaymentCreditsPlan, expirationDate: 'date' };

/** Conversions of `InvalidMembership`. */
export const invalidMembershipPlan: Plan = { membership: membershipPlan };

/** Conversions of `MembershipOptions`. */
export const membershipOptionsPlan: Plan = {
  eligibleMemberships: { '*': membershipPlan },
  invalidMemberships: { '*': invalidMembershipPlan },
};

/** Conversions of `AdditionalFee`. */
export const additionalFeePlan: Plan = { taxDetails: itemTaxFullDetailsPlan };

/** Conversions of `Charge`. */
export const chargePlan: Plan = { cycleBillingDate: 'date' };

/** Conversions of `SubscriptionCharges`. */
export const subscriptionChargesPlan: Plan = { charges: { '*': chargePlan } };

/** Conversions of `Checkout`. */
export const checkoutPlan: Plan = {
  additionalFees: { '*': additionalFeePlan },
  appliedDiscounts: { '*': appliedDiscountPlan },
  billingInfo: addressWithContactPlan,
  createdDate: 'date',
  lineItems: { '*': lineItemPlan },
  membershipOptions: membershipOptionsPlan,
  shippingInfo: shippingInfoPlan,
  subscriptionCharges: { '*': subscriptionChargesPlan },
  updatedDate: 'date',
};

/** Conversions of `CustomLineItem`. */
export const customLineItemPlan: Plan = {
  media: 'image',
  physicalProperties: physicalPropertiesPlan,
  serviceProperties: servicePropertiesPlan,
  subscriptionOptionInfo: subscriptionOptionInfoPlan,
  url: 'pageUrlV2',
};

/** Conversions of `CreateCheckoutRequest`. */
export const createCheckoutRequestPlan: Plan = {
  checkoutInfo: checkoutPlan,
  customLineItems: { '*': customLineItemPlan },
  lineItems: { '*': lineItemPlan },
};

/** Conversions of `CreateCheckoutResponse`. */
export const createCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `GetCheckoutResponse`. */
export const getCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `UpdateCheckoutRequest`. */
export const updateCheckoutRequestPlan: Plan = {
  checkout: checkoutPlan,
  customLineItems: { '*': customLineItemPlan },
  lineItems: { '*': lineItemPlan },
};

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

/** Conversions of `AddToCheckoutRequest`. */
export const addToCheckoutRequestPlan: Plan = {
  customLineItems: { '*': customLineItemPlan },
  lineItems: { '*': lineItemPlan },
};

/** Conversions of `AddToCheckoutResponse`. */
export const addToCheckoutResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `RemoveLineItemsResponse`. */
export const removeLineItemsResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `UpdateLineItemsQuantityResponse`. */
export const updateLineItemsQuantityResponsePlan: Plan = { checkout: checkoutPlan };

/** Conversions of `DigitalFile`. */
export const digitalFilePlan: Plan = { expirationDate: 'date' };

/** Conversions of `SubscriptionInfo`. */
export const subscriptionInfoPlan: Plan = { subscriptionSettings: subscriptionSettingsPlan };

/** Conversions of `OrderLineItem`. */
export const orderLineItemPlan: Plan = {
  digitalFile: digitalFilePlan,
  image: 'image',
  physicalProperties: physicalPropertiesPlan,
  serviceProperties: servicePropertiesPlan,
  subscriptionInfo: subscriptionInfoPlan,
};

/** Conversions of `OrderAddressWithContact`. */
export const orderAddressWithContactPlan: Plan = { address: 'address' };

/** Conversions of `OrderPickupDetails`. */
export const orderPickupDetailsPlan: Plan = { address: 'address' };

/** Conversions of `OrderDeliveryLogistics`. */
export const orderDeliveryLogisticsPlan: Plan = {
  deliverByDate: 'date',
  deliveryTimeSlot: deliveryTimeSlotPlan,
  pickupDetails: orderPickupDetailsPlan,
  shippingDestination: orderAddressWithContactPlan,
};

/** Conversions of `V1ShippingInformation`. */
export const v1ShippingInformationPlan: Plan = { logistics: orderDeliveryLogisticsPlan };

/** Conversions of `LineItemQuantityChange`. */
export const lineItemQuantityChangePlan: Plan = { diff: 'float' };

/** Conversions of `LineItemChanges`. */
export const lineItemChangesPlan: Plan = { quantity: lineItemQuantityChangePlan };

/** Conversions of `OrderChange`. */
export const orderChangePlan: Plan = { lineItemChanged: lineItemChangesPlan };

/** Conversions of `DraftOrderChangesApplied`. */
export const draftOrderChangesAppliedPlan: Plan = { changes: { '*': orderChangePlan } };

/** Conversions of `Activity`. */
export const activityPlan: Plan = { createdDate: 'date', draftOrderChangesApplied: draftOrderChangesAppliedPlan };

/** Conversions of `Order`. */
export const orderPlan: Plan = {
  activities: { '*': activityPlan },
  billingInfo: orderAddressWithContactPlan,
  createdDate: 'date',
  lineItems: { '*': orderLineItemPlan },
  purchasedDate: 'date',
  recipientInfo: orderAddressWithContactPlan,
  shippingInfo: v1ShippingInformationPlan,
  updatedDate: 'date',
};

/** Conversions of `GetOrderResponse`. */
export const getOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `Sorting`. */
export const sortingPlan: Plan = { origin: 'geocode' };

/** Conversions of `CursorSearch`. */
export const cursorSearchPlan: Plan = { sort: { '*': sortingPlan } };

/** Conversions of `SearchOrdersRequest`. */
export const searchOrdersRequestPlan: Plan = { search: cursorSearchPlan };

/** Conversions of `SearchOrdersResponse`. */
export const searchOrdersResponsePlan: Plan = { orders: { '*': orderPlan } };

/** Conversions of `CreateOrderRequest`. */
export const createOrderRequestPlan: Plan = { order: orderPlan };

/** Conversions of `CreateOrderResponse`. */
export const createOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `UpdateOrderRequest`. */
export const updateOrderRequestPlan: Plan = { order: orderPlan };

/** Conversions of `UpdateOrderResponse`. */
export const updateOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `MaskedOrder`. */
export const maskedOrderPlan: Plan = { order: orderPlan };

/** Conversions of `BulkUpdateOrdersRequest`. */
export const bulkUpdateOrdersRequestPlan: Plan = { orders: { '*': maskedOrderPlan } };

/** Conversions of `BulkOrderResult`. */
export const bulkOrderResultPlan: Plan = { item: orderPlan };

/** Conversions of `BulkUpdateOrdersResponse`. */
export const bulkUpdateOrdersResponsePlan: Plan = { results: { '*': bulkOrderResultPlan } };

/** Conversions of `CancelOrderResponse`. */
export const cancelOrderResponsePlan: Plan = { order: orderPlan };

/** Conversions of `UpdateOrderStatusResponse`. */
export const updateOrderStatusResponsePlan: Plan = { order: orderPlan };

/** Conversions of `AddActivitiesRequest`. */
export const addActivitiesRequestPlan: Plan = { orderActivities: { '*': activityPlan } };

/** Conversions of `AddActivitiesResponse`. */
export const addActivitiesResponsePlan: Plan = { order: orderPlan };

/** Conversions of `AuthorizationCapture`. */
export const authorizationCapturePlan: Plan = { createdDate: 'date' };

/** Conversions of `AuthorizationVoid`. */
export const authorizationVoidPlan: Plan = { voidedDate: 'date' };

/** Conversions of `V1ScheduledAction`. */
export const v1ScheduledActionPlan: Plan = { executionDate: 'date' };

/** Conversions of `AuthorizationDetails`. */
export const authorizationDetailsPlan: Plan = {
  authorizedDate: 'date',
  captures: { '*': authorizationCapturePlan },
  scheduledAction: v1ScheduledActionPlan,
  void: authorizationVoidPlan,
};

/** Conversions of `Chargeback`. */
export const chargebackPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `RegularPaymentDetails`. */
export const regularPaymentDetailsPlan: Plan = {
  authorizationDetails: authorizationDetailsPlan,
  chargebacks: { '*': chargebackPlan },
};

/** Conversions of `Payment`. */
export const paymentPlan: Plan = {
  createdDate: 'date',
  regularPaymentDetails: regularPaymentDetailsPlan,
  updatedDate: 'date',
};

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

/** Conversions of `AddPaymentsRequest`. */
export const addPaymentsRequestPlan: Plan = { payments: { '*': paymentPlan } };

/** Conversions of `AddPaymentsResponse`. */
export const addPaymentsResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `UpdatePaymentStatusResponse`. */
export const updatePaymentStatusResponsePlan: Plan = { orderTransactions: orderTransactionsPlan };

/** Conversions of `BulkPaymentResult`. */
export const bulkPaymentResultPlan: Plan = { item: paymentPlan };

/** Conversions of `BulkUpdatePaymentStatusesResponse`. */
export const bulkUpdatePaymentStatusesResponsePlan: Plan = { results: { '*': bulkPaymentResultPlan } };

/** Conversions of `Fulfillment`. */
export const fulfillmentPlan: Plan = { createdDate: 'date' };

/** Conversions of `OrderWithFulfillments`. */
export const orderWithFulfillmentsPlan: Plan = { fulfillments: { '*': fulfillmentPlan } };

/** Conversions of `ListFulfillmentsForSingleOrderResponse`. */
export const listFulfillmentsForSingleOrderResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `ListFulfillmentsForMultipleOrdersResponse`. */
export const listFulfillmentsForMultipleOrdersResponsePlan: Plan = { ordersWithFulfillments: { '*': orderWithFulfillmentsPlan } };

/** Conversions of `CreateFulfillmentRequest`. */
export const createFulfillmentRequestPlan: Plan = { fulfillment: fulfillmentPlan };

/** Conversions of `CreateFulfillmentResponse`. */
export const createFulfillmentResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `UpdateFulfillmentRequest`. */
export const updateFulfillmentRequestPlan: Plan = { fulfillment: fulfillmentPlan };

/** Conversions of `UpdateFulfillmentResponse`. */
export const updateFulfillmentResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `DeleteFulfillmentResponse`. */
export const deleteFulfillmentResponsePlan: Plan = { orderWithFulfillments: orderWithFulfillmentsPlan };

/** Conversions of `BulkCreateOrderWithFulfillments`. */
export const bulkCreateOrderWithFulfillmentsPlan: Plan = { fulfillments: { '*': fulfillmentPlan } };

/** Conversions of `BulkCreateFulfillmentRequest`. */
export const bulkCreateFulfillmentRequestPlan: Plan = { ordersWithFulfillments: { '*': bulkCreateOrderWithFulfillmentsPlan } };

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

/** Converts a parsed `TaxRateBreakdown` in place, as {@link taxRateBreakdownPlan} says. */
export function taxRateBreakdownDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.exemptionIds) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) c0[i1] = decodeFloat(c0[i1]);
        } else {
          for (const k1 of Object.keys(c0)) c0[k1] = decodeFloat(c0[k1]);
        }

      }

    }

  }
}

/** Converts a parsed `ItemTaxFullDetails` in place, as {@link itemTaxFullDetailsPlan} says. */
export function itemTaxFullDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.rateBreakdown) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) taxRateBreakdownDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) taxRateBreakdownDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `PhysicalProperties` in place, as {@link physicalPropertiesPlan} says. */
export function physicalPropertiesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.weight) != null) v.weight = decodeFloat(c0);
  }
}

/** Converts a parsed `SubscriptionSettings` in place, as {@link subscriptionSettingsPlan} says. */
export function subscriptionSettingsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.startDate) != null) v.startDate = decodeDate(c0);
  }
}

/** Converts a parsed `SubscriptionOptionInfo` in place, as {@link subscriptionOptionInfoPlan} says. */
export function subscriptionOptionInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.subscriptionSettings) != null) subscriptionSettingsDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceProperties` in place, as {@link servicePropertiesPlan} says. */
export function servicePropertiesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.endDate) != null) v.endDate = decodeDate(c0);
    if ((c0 = v.scheduledDate) != null) v.scheduledDate = decodeDate(c0);
  }
}

/** Converts a parsed `CatalogOverrideFields` in place, as {@link catalogOverrideFieldsPlan} says. */
export function catalogOverrideFieldsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.physicalProperties) != null) physicalPropertiesDecoder(c0, x);
  }
}

/** Converts a parsed `LineItem` in place, as {@link lineItemPlan} says. */
export function lineItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.catalogOverrideFields) != null) catalogOverrideFieldsDecoder(c0, x);
    if ((c0 = v.media) != null) v.media = decodeImage(c0);
    if ((c0 = v.physicalProperties) != null) physicalPropertiesDecoder(c0, x);
    if ((c0 = v.serviceProperties) != null) servicePropertiesDecoder(c0, x);
    if ((c0 = v.subscriptionOptionInfo) != null) subscriptionOptionInfoDecoder(c0, x);
    if ((c0 = v.taxDetails) != null) itemTaxFullDetailsDecoder(c0, x);
    if ((c0 = v.url) != null) v.url = decodePageUrlV2(c0);
  }
}

/** Converts a parsed `AddressWithContact` in place, as {@link addressWithContactPlan} says. */
export function addressWithContactDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `PickupDetails` in place, as {@link pickupDetailsPlan} says. */
export function pickupDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `DeliveryTimeSlot` in place, as {@link deliveryTimeSlotPlan} says. */
export function deliveryTimeSlotDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.from) != null) v.from = decodeDate(c0);
    if ((c0 = v.to) != null) v.to = decodeDate(c0);
  }
}

/** Converts a parsed `DeliveryLogistics` in place, as {@link deliveryLogisticsPlan} says. */
export function deliveryLogisticsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.deliveryTimeSlot) != null) deliveryTimeSlotDecoder(c0, x);
    if ((c0 = v.pickupDetails) != null) pickupDetailsDecoder(c0, x);
  }
}

/** Converts a parsed `SelectedCarrierServiceOptionPrices` in place, as {@link selectedCarrierServiceOptionPricesPlan} says. */
export function selectedCarrierServiceOptionPricesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.taxDetails) != null) itemTaxFullDetailsDecoder(c0, x);
  }
}

/** Converts a parsed `SelectedCarrierServiceOptionOtherCharge` in place, as {@link selectedCarrierServiceOptionOtherChargePlan} says. */
export function selectedCarrierServiceOptionOtherChargeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cost) != null) selectedCarrierServiceOptionPricesDecoder(c0, x);
  }
}

/** Converts a parsed `SelectedCarrierServiceOption` in place, as {@link selectedCarrierServiceOptionPlan} says. */
export function selectedCarrierServiceOptionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cost) != null) selectedCarrierServiceOptionPricesDecoder(c0, x);
    if ((c0 = v.logistics) != null) deliveryLogisticsDecoder(c0, x);
    if ((c0 = v.otherCharges) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) selectedCarrierServiceOptionOtherChargeDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) selectedCarrierServiceOptionOtherChargeDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CarrierShippingOption` in place, as {@link carrierShippingOptionPlan} says. */
export function carrierShippingOptionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.logistics) != null) deliveryLogisticsDecoder(c0, x);
  }
}

/** Converts a parsed `CarrierServiceOption` in place, as {@link carrierServiceOptionPlan} says. */
export function carrierServiceOptionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.shippingOptions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) carrierShippingOptionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) carrierShippingOptionDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ShippingInfo` in place, as {@link shippingInfoPlan} says. */
export function shippingInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.carrierServiceOptions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) carrierServiceOptionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) carrierServiceOptionDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.selectedCarrierServiceOption) != null) selectedCarrierServiceOptionDecoder(c0, x);
    if ((c0 = v.shippingDestination) != null) addressWithContactDecoder(c0, x);
  }
}

/** Converts a parsed `MerchantDiscount` in place, as {@link merchantDiscountPlan} says. */
export function merchantDiscountDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.percentage) != null) v.percentage = decodeFloat(c0);
  }
}

/** Converts a parsed `AppliedDiscount` in place, as {@link appliedDiscountPlan} says. */
export function appliedDiscountDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.merchantDiscount) != null) merchantDiscountDecoder(c0, x);
  }
}

/** Converts a parsed `MembershipPaymentCredits` in place, as {@link membershipPaymentCreditsPlan} says. */
export function membershipPaymentCreditsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.redemptionCost) != null) v.redemptionCost = decodeFloat(c0);
    if ((c0 = v.remaining) != null) v.remaining = decodeFloat(c0);
  }
}

/** Converts a parsed `Membership` in place, as {@link membershipPlan} says. */
export function membershipDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.credits) != null) membershipPaymentCreditsDecoder(c0, x);
    if ((c0 = v.expirationDate) != null) v.expirationDate = decodeDate(c0);
  }
}

/** Converts a parsed `InvalidMembership` in place, as {@link invalidMembershipPlan} says. */
export function invalidMembershipDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.membership) != null) membershipDecoder(c0, x);
  }
}

/** Converts a parsed `MembershipOptions` in place, as {@link membershipOptionsPlan} says. */
export function membershipOptionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.eligibleMemberships) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) membershipDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) membershipDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.invalidMemberships) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) invalidMembershipDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) invalidMembershipDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AdditionalFee` in place, as {@link additionalFeePlan} says. */
export function additionalFeeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.taxDetails) != null) itemTaxFullDetailsDecoder(c0, x);
  }
}

/** Converts a parsed `Charge` in place, as {@link chargePlan} says. */
export function chargeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cycleBillingDate) != null) v.cycleBillingDate = decodeDate(c0);
  }
}

/** Converts a parsed `SubscriptionCharges` in place, as {@link subscriptionChargesPlan} says. */
export function subscriptionChargesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.charges) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) chargeDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) chargeDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `Checkout` in place, as {@link checkoutPlan} says. */
export function checkoutDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.additionalFees) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) additionalFeeDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) additionalFeeDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.appliedDiscounts) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) appliedDiscountDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) appliedDiscountDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.billingInfo) != null) addressWithContactDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.lineItems) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) lineItemDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) lineItemDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.membershipOptions) != null) membershipOptionsDecoder(c0, x);
    if ((c0 = v.shippingInfo) != null) shippingInfoDecoder(c0, x);
    if ((c0 = v.subscriptionCharges) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) subscriptionChargesDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) subscriptionChargesDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `CreateCheckoutResponse` in place, as {@link createCheckoutResponsePlan} says. */
export function createCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `GetCheckoutResponse` in place, as {@link getCheckoutResponsePlan} says. */
export function getCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateCheckoutResponse` in place, as {@link updateCheckoutResponsePlan} says. */
export function updateCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `GetCheckoutByCartIdResponse` in place, as {@link getCheckoutByCartIdResponsePlan} says. */
export function getCheckoutByCartIdResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveCouponResponse` in place, as {@link removeCouponResponsePlan} says. */
export function removeCouponResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveGiftCardResponse` in place, as {@link removeGiftCardResponsePlan} says. */
export function removeGiftCardResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveOverrideCheckoutUrlResponse` in place, as {@link removeOverrideCheckoutUrlResponsePlan} says. */
export function removeOverrideCheckoutUrlResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `AddToCheckoutResponse` in place, as {@link addToCheckoutResponsePlan} says. */
export function addToCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveLineItemsResponse` in place, as {@link removeLineItemsResponsePlan} says. */
export function removeLineItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateLineItemsQuantityResponse` in place, as {@link updateLineItemsQuantityResponsePlan} says. */
export function updateLineItemsQuantityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `DigitalFile` in place, as {@link digitalFilePlan} says. */
export function digitalFileDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.expirationDate) != null) v.expirationDate = decodeDate(c0);
  }
}

/** Converts a parsed `SubscriptionInfo` in place, as {@link subscriptionInfoPlan} says. */
export function subscriptionInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.subscriptionSettings) != null) subscriptionSettingsDecoder(c0, x);
  }
}

/** Converts a parsed `OrderLineItem` in place, as {@link orderLineItemPlan} says. */
export function orderLineItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.digitalFile) != null) digitalFileDecoder(c0, x);
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.physicalProperties) != null) physicalPropertiesDecoder(c0, x);
    if ((c0 = v.serviceProperties) != null) servicePropertiesDecoder(c0, x);
    if ((c0 = v.subscriptionInfo) != null) subscriptionInfoDecoder(c0, x);
  }
}

/** Converts a parsed `OrderAddressWithContact` in place, as {@link orderAddressWithContactPlan} says. */
export function orderAddressWithContactDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `OrderPickupDetails` in place, as {@link orderPickupDetailsPlan} says. */
export function orderPickupDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `OrderDeliveryLogistics` in place, as {@link orderDeliveryLogisticsPlan} says. */
export function orderDeliveryLogisticsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.deliverByDate) != null) v.deliverByDate = decodeDate(c0);
    if ((c0 = v.deliveryTimeSlot) != null) deliveryTimeSlotDecoder(c0, x);
    if ((c0 = v.pickupDetails) != null) orderPickupDetailsDecoder(c0, x);
    if ((c0 = v.shippingDestination) != null) orderAddressWithContactDecoder(c0, x);
  }
}

/** Converts a parsed `V1ShippingInformation` in place, as {@link v1ShippingInformationPlan} says. */
export function v1ShippingInformationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.logistics) != null) orderDeliveryLogisticsDecoder(c0, x);
  }
}

/** Converts a parsed `LineItemQuantityChange` in place, as {@link lineItemQuantityChangePlan} says. */
export function lineItemQuantityChangeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.diff) != null) v.diff = decodeFloat(c0);
  }
}

/** Converts a parsed `LineItemChanges` in place, as {@link lineItemChangesPlan} says. */
export function lineItemChangesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.quantity) != null) lineItemQuantityChangeDecoder(c0, x);
  }
}

/** Converts a parsed `OrderChange` in place, as {@link orderChangePlan} says. */
export function orderChangeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.lineItemChanged) != null) lineItemChangesDecoder(c0, x);
  }
}

/** Converts a parsed `DraftOrderChangesApplied` in place, as {@link draftOrderChangesAppliedPlan} says. */
export function draftOrderChangesAppliedDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.changes) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderChangeDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderChangeDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `Activity` in place, as {@link activityPlan} says. */
export function activityDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.draftOrderChangesApplied) != null) draftOrderChangesAppliedDecoder(c0, x);
  }
}

/** Converts a parsed `Order` in place, as {@link orderPlan} says. */
export function orderDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.activities) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) activityDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) activityDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.billingInfo) != null) orderAddressWithContactDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.lineItems) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderLineItemDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderLineItemDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.purchasedDate) != null) v.purchasedDate = decodeDate(c0);
    if ((c0 = v.recipientInfo) != null) orderAddressWithContactDecoder(c0, x);
    if ((c0 = v.shippingInfo) != null) v1ShippingInformationDecoder(c0, x);
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

/** Converts a parsed `SearchOrdersResponse` in place, as {@link searchOrdersResponsePlan} says. */
export function searchOrdersResponseDecoder(v: any, x: Expansion[]): void {
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

/** Converts a parsed `CreateOrderResponse` in place, as {@link createOrderResponsePlan} says. */
export function createOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateOrderResponse` in place, as {@link updateOrderResponsePlan} says. */
export function updateOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `BulkOrderResult` in place, as {@link bulkOrderResultPlan} says. */
export function bulkOrderResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `BulkUpdateOrdersResponse` in place, as {@link bulkUpdateOrdersResponsePlan} says. */
export function bulkUpdateOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkOrderResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkOrderResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CancelOrderResponse` in place, as {@link cancelOrderResponsePlan} says. */
export function cancelOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateOrderStatusResponse` in place, as {@link updateOrderStatusResponsePlan} says. */
export function updateOrderStatusResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `AddActivitiesResponse` in place, as {@link addActivitiesResponsePlan} says. */
export function addActivitiesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `AuthorizationCapture` in place, as {@link authorizationCapturePlan} says. */
export function authorizationCaptureDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `AuthorizationVoid` in place, as {@link authorizationVoidPlan} says. */
export function authorizationVoidDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.voidedDate) != null) v.voidedDate = decodeDate(c0);
  }
}

/** Converts a parsed `V1ScheduledAction` in place, as {@link v1ScheduledActionPlan} says. */
export function v1ScheduledActionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.executionDate) != null) v.executionDate = decodeDate(c0);
  }
}

/** Converts a parsed `AuthorizationDetails` in place, as {@link authorizationDetailsPlan} says. */
export function authorizationDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.authorizedDate) != null) v.authorizedDate = decodeDate(c0);
    if ((c0 = v.captures) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) authorizationCaptureDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) authorizationCaptureDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.scheduledAction) != null) v1ScheduledActionDecoder(c0, x);
    if ((c0 = v.void) != null) authorizationVoidDecoder(c0, x);
  }
}

/** Converts a parsed `Chargeback` in place, as {@link chargebackPlan} says. */
export function chargebackDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `RegularPaymentDetails` in place, as {@link regularPaymentDetailsPlan} says. */
export function regularPaymentDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.authorizationDetails) != null) authorizationDetailsDecoder(c0, x);
    if ((c0 = v.chargebacks) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) chargebackDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) chargebackDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `Payment` in place, as {@link paymentPlan} says. */
export function paymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.regularPaymentDetails) != null) regularPaymentDetailsDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `Refund` in place, as {@link refundPlan} says. */
export function refundDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `OrderTransactions` in place, as {@link orderTransactionsPlan} says. */
export function orderTransactionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.payments) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) paymentDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) paymentDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.refunds) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) refundDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) refundDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `TriggerRefundResponse` in place, as {@link triggerRefundResponsePlan} says. */
export function triggerRefundResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `VoidAuthorizedPaymentsResponse` in place, as {@link voidAuthorizedPaymentsResponsePlan} says. */
export function voidAuthorizedPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `CaptureAuthorizedPaymentsResponse` in place, as {@link captureAuthorizedPaymentsResponsePlan} says. */
export function captureAuthorizedPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `ListTransactionsForSingleOrderResponse` in place, as {@link listTransactionsForSingleOrderResponsePlan} says. */
export function listTransactionsForSingleOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `ListTransactionsForMultipleOrdersResponse` in place, as {@link listTransactionsForMultipleOrdersResponsePlan} says. */
export function listTransactionsForMultipleOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderTransactionsDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderTransactionsDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AddPaymentsResponse` in place, as {@link addPaymentsResponsePlan} says. */
export function addPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `UpdatePaymentStatusResponse` in place, as {@link updatePaymentStatusResponsePlan} says. */
export function updatePaymentStatusResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `BulkPaymentResult` in place, as {@link bulkPaymentResultPlan} says. */
export function bulkPaymentResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) paymentDecoder(c0, x);
  }
}

/** Converts a parsed `BulkUpdatePaymentStatusesResponse` in place, as {@link bulkUpdatePaymentStatusesResponsePlan} says. */
export function bulkUpdatePaymentStatusesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkPaymentResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkPaymentResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `Fulfillment` in place, as {@link fulfillmentPlan} says. */
export function fulfillmentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `OrderWithFulfillments` in place, as {@link orderWithFulfillmentsPlan} says. */
export function orderWithFulfillmentsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.fulfillments) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) fulfillmentDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) fulfillmentDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ListFulfillmentsForSingleOrderResponse` in place, as {@link listFulfillmentsForSingleOrderResponsePlan} says. */
export function listFulfillmentsForSingleOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `ListFulfillmentsForMultipleOrdersResponse` in place, as {@link listFulfillmentsForMultipleOrdersResponsePlan} says. */
export function listFulfillmentsForMultipleOrdersResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.ordersWithFulfillments) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) orderWithFulfillmentsDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) orderWithFulfillmentsDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CreateFulfillmentResponse` in place, as {@link createFulfillmentResponsePlan} says. */
export function createFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateFulfillmentResponse` in place, as {@link updateFulfillmentResponsePlan} says. */
export function updateFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteFulfillmentResponse` in place, as {@link deleteFulfillmentResponsePlan} says. */
export function deleteFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `BulkOrderFulfillmentsResult` in place, as {@link bulkOrderFulfillmentsResultPlan} says. */
export function bulkOrderFulfillmentsResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.ordersWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `BulkCreateFulfillmentResponse` in place, as {@link bulkCreateFulfillmentResponsePlan} says. */
export function bulkCreateFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkOrderFulfillmentsResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkOrderFulfillmentsResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `RefundPaymentsResponse` in place, as {@link refundPaymentsResponsePlan} says. */
export function refundPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
    if ((c0 = v.refund) != null) refundDecoder(c0, x);
  }
}

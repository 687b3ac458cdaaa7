// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

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

/** Conversions of `UpdateCheckoutRequest`. */
export const updateCheckoutRequestPlan: Plan = {
  checkout: checkoutPlan,
  customLineItems: { '*': customLineItemPlan },
  lineItems: { '*': lineItemPlan },
};

/** Conversions of `AddToCheckoutRequest`. */
export const addToCheckoutRequestPlan: Plan = {
  customLineItems: { '*': customLineItemPlan },
  lineItems: { '*': lineItemPlan },
};

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

/** Conversions of `Sorting`. */
export const sortingPlan: Plan = { origin: 'geocode' };

/** Conversions of `CursorSearch`. */
export const cursorSearchPlan: Plan = { sort: { '*': sortingPlan } };

/** Conversions of `SearchOrdersRequest`. */
export const searchOrdersRequestPlan: Plan = { search: cursorSearchPlan };

/** Conversions of `CreateOrderRequest`. */
export const createOrderRequestPlan: Plan = { order: orderPlan };

/** Conversions of `UpdateOrderRequest`. */
export const updateOrderRequestPlan: Plan = { order: orderPlan };

/** Conversions of `MaskedOrder`. */
export const maskedOrderPlan: Plan = { order: orderPlan };

/** Conversions of `BulkUpdateOrdersRequest`. */
export const bulkUpdateOrdersRequestPlan: Plan = { orders: { '*': maskedOrderPlan } };

/** Conversions of `AddActivitiesRequest`. */
export const addActivitiesRequestPlan: Plan = { orderActivities: { '*': activityPlan } };

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

/** Conversions of `AddPaymentsRequest`. */
export const addPaymentsRequestPlan: Plan = { payments: { '*': paymentPlan } };

/** Conversions of `Fulfillment`. */
export const fulfillmentPlan: Plan = { createdDate: 'date' };

/** Conversions of `CreateFulfillmentRequest`. */
export const createFulfillmentRequestPlan: Plan = { fulfillment: fulfillmentPlan };

/** Conversions of `UpdateFulfillmentRequest`. */
export const updateFulfillmentRequestPlan: Plan = { fulfillment: fulfillmentPlan };

/** Conversions of `BulkCreateOrderWithFulfillments`. */
export const bulkCreateOrderWithFulfillmentsPlan: Plan = { fulfillments: { '*': fulfillmentPlan } };

/** Conversions of `BulkCreateFulfillmentRequest`. */
export const bulkCreateFulfillmentRequestPlan: Plan = { ordersWithFulfillments: { '*': bulkCreateOrderWithFulfillmentsPlan } };

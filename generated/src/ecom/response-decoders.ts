// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeAddress, decodeDate, decodeFloat, decodeImage, decodePageUrlV2 } from '@siteapi/runtime/generated';

/** Converts a parsed `TaxRateBreakdown` in place, as `taxRateBreakdownPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `ItemTaxFullDetails` in place, as `itemTaxFullDetailsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `PhysicalProperties` in place, as `physicalPropertiesPlan` (conversion-plans.ts) says. */
export function physicalPropertiesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.weight) != null) v.weight = decodeFloat(c0);
  }
}

/** Converts a parsed `SubscriptionSettings` in place, as `subscriptionSettingsPlan` (conversion-plans.ts) says. */
export function subscriptionSettingsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.startDate) != null) v.startDate = decodeDate(c0);
  }
}

/** Converts a parsed `SubscriptionOptionInfo` in place, as `subscriptionOptionInfoPlan` (conversion-plans.ts) says. */
export function subscriptionOptionInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.subscriptionSettings) != null) subscriptionSettingsDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceProperties` in place, as `servicePropertiesPlan` (conversion-plans.ts) says. */
export function servicePropertiesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.endDate) != null) v.endDate = decodeDate(c0);
    if ((c0 = v.scheduledDate) != null) v.scheduledDate = decodeDate(c0);
  }
}

/** Converts a parsed `CatalogOverrideFields` in place, as `catalogOverrideFieldsPlan` (conversion-plans.ts) says. */
export function catalogOverrideFieldsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.physicalProperties) != null) physicalPropertiesDecoder(c0, x);
  }
}

/** Converts a parsed `LineItem` in place, as `lineItemPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `AddressWithContact` in place, as `addressWithContactPlan` (conversion-plans.ts) says. */
export function addressWithContactDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `PickupDetails` in place, as `pickupDetailsPlan` (conversion-plans.ts) says. */
export function pickupDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `DeliveryTimeSlot` in place, as `deliveryTimeSlotPlan` (conversion-plans.ts) says. */
export function deliveryTimeSlotDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.from) != null) v.from = decodeDate(c0);
    if ((c0 = v.to) != null) v.to = decodeDate(c0);
  }
}

/** Converts a parsed `DeliveryLogistics` in place, as `deliveryLogisticsPlan` (conversion-plans.ts) says. */
export function deliveryLogisticsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.deliveryTimeSlot) != null) deliveryTimeSlotDecoder(c0, x);
    if ((c0 = v.pickupDetails) != null) pickupDetailsDecoder(c0, x);
  }
}

/** Converts a parsed `SelectedCarrierServiceOptionPrices` in place, as `selectedCarrierServiceOptionPricesPlan` (conversion-plans.ts) says. */
export function selectedCarrierServiceOptionPricesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.taxDetails) != null) itemTaxFullDetailsDecoder(c0, x);
  }
}

/** Converts a parsed `SelectedCarrierServiceOptionOtherCharge` in place, as `selectedCarrierServiceOptionOtherChargePlan` (conversion-plans.ts) says. */
export function selectedCarrierServiceOptionOtherChargeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cost) != null) selectedCarrierServiceOptionPricesDecoder(c0, x);
  }
}

/** Converts a parsed `SelectedCarrierServiceOption` in place, as `selectedCarrierServiceOptionPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `CarrierShippingOption` in place, as `carrierShippingOptionPlan` (conversion-plans.ts) says. */
export function carrierShippingOptionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.logistics) != null) deliveryLogisticsDecoder(c0, x);
  }
}

/** Converts a parsed `CarrierServiceOption` in place, as `carrierServiceOptionPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `ShippingInfo` in place, as `shippingInfoPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `MerchantDiscount` in place, as `merchantDiscountPlan` (conversion-plans.ts) says. */
export function merchantDiscountDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.percentage) != null) v.percentage = decodeFloat(c0);
  }
}

/** Converts a parsed `AppliedDiscount` in place, as `appliedDiscountPlan` (conversion-plans.ts) says. */
export function appliedDiscountDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.merchantDiscount) != null) merchantDiscountDecoder(c0, x);
  }
}

/** Converts a parsed `MembershipPaymentCredits` in place, as `membershipPaymentCreditsPlan` (conversion-plans.ts) says. */
export function membershipPaymentCreditsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.redemptionCost) != null) v.redemptionCost = decodeFloat(c0);
    if ((c0 = v.remaining) != null) v.remaining = decodeFloat(c0);
  }
}

/** Converts a parsed `Membership` in place, as `membershipPlan` (conversion-plans.ts) says. */
export function membershipDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.credits) != null) membershipPaymentCreditsDecoder(c0, x);
    if ((c0 = v.expirationDate) != null) v.expirationDate = decodeDate(c0);
  }
}

/** Converts a parsed `InvalidMembership` in place, as `invalidMembershipPlan` (conversion-plans.ts) says. */
export function invalidMembershipDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.membership) != null) membershipDecoder(c0, x);
  }
}

/** Converts a parsed `MembershipOptions` in place, as `membershipOptionsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `AdditionalFee` in place, as `additionalFeePlan` (conversion-plans.ts) says. */
export function additionalFeeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.taxDetails) != null) itemTaxFullDetailsDecoder(c0, x);
  }
}

/** Converts a parsed `Charge` in place, as `chargePlan` (conversion-plans.ts) says. */
export function chargeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cycleBillingDate) != null) v.cycleBillingDate = decodeDate(c0);
  }
}

/** Converts a parsed `SubscriptionCharges` in place, as `subscriptionChargesPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `Checkout` in place, as `checkoutPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `CreateCheckoutResponse` in place, as `createCheckoutResponsePlan` (conversion-plans.ts) says. */
export function createCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `GetCheckoutResponse` in place, as `getCheckoutResponsePlan` (conversion-plans.ts) says. */
export function getCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateCheckoutResponse` in place, as `updateCheckoutResponsePlan` (conversion-plans.ts) says. */
export function updateCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `GetCheckoutByCartIdResponse` in place, as `getCheckoutByCartIdResponsePlan` (conversion-plans.ts) says. */
export function getCheckoutByCartIdResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveCouponResponse` in place, as `removeCouponResponsePlan` (conversion-plans.ts) says. */
export function removeCouponResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveGiftCardResponse` in place, as `removeGiftCardResponsePlan` (conversion-plans.ts) says. */
export function removeGiftCardResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveOverrideCheckoutUrlResponse` in place, as `removeOverrideCheckoutUrlResponsePlan` (conversion-plans.ts) says. */
export function removeOverrideCheckoutUrlResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `AddToCheckoutResponse` in place, as `addToCheckoutResponsePlan` (conversion-plans.ts) says. */
export function addToCheckoutResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveLineItemsResponse` in place, as `removeLineItemsResponsePlan` (conversion-plans.ts) says. */
export function removeLineItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateLineItemsQuantityResponse` in place, as `updateLineItemsQuantityResponsePlan` (conversion-plans.ts) says. */
export function updateLineItemsQuantityResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.checkout) != null) checkoutDecoder(c0, x);
  }
}

/** Converts a parsed `DigitalFile` in place, as `digitalFilePlan` (conversion-plans.ts) says. */
export function digitalFileDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.expirationDate) != null) v.expirationDate = decodeDate(c0);
  }
}

/** Converts a parsed `SubscriptionInfo` in place, as `subscriptionInfoPlan` (conversion-plans.ts) says. */
export function subscriptionInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.subscriptionSettings) != null) subscriptionSettingsDecoder(c0, x);
  }
}

/** Converts a parsed `OrderLineItem` in place, as `orderLineItemPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `OrderAddressWithContact` in place, as `orderAddressWithContactPlan` (conversion-plans.ts) says. */
export function orderAddressWithContactDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `OrderPickupDetails` in place, as `orderPickupDetailsPlan` (conversion-plans.ts) says. */
export function orderPickupDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `OrderDeliveryLogistics` in place, as `orderDeliveryLogisticsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `V1ShippingInformation` in place, as `v1ShippingInformationPlan` (conversion-plans.ts) says. */
export function v1ShippingInformationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.logistics) != null) orderDeliveryLogisticsDecoder(c0, x);
  }
}

/** Converts a parsed `LineItemQuantityChange` in place, as `lineItemQuantityChangePlan` (conversion-plans.ts) says. */
export function lineItemQuantityChangeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.diff) != null) v.diff = decodeFloat(c0);
  }
}

/** Converts a parsed `LineItemChanges` in place, as `lineItemChangesPlan` (conversion-plans.ts) says. */
export function lineItemChangesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.quantity) != null) lineItemQuantityChangeDecoder(c0, x);
  }
}

/** Converts a parsed `OrderChange` in place, as `orderChangePlan` (conversion-plans.ts) says. */
export function orderChangeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.lineItemChanged) != null) lineItemChangesDecoder(c0, x);
  }
}

/** Converts a parsed `DraftOrderChangesApplied` in place, as `draftOrderChangesAppliedPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `Activity` in place, as `activityPlan` (conversion-plans.ts) says. */
export function activityDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.draftOrderChangesApplied) != null) draftOrderChangesAppliedDecoder(c0, x);
  }
}

/** Converts a parsed `Order` in place, as `orderPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `GetOrderResponse` in place, as `getOrderResponsePlan` (conversion-plans.ts) says. */
export function getOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `SearchOrdersResponse` in place, as `searchOrdersResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `CreateOrderResponse` in place, as `createOrderResponsePlan` (conversion-plans.ts) says. */
export function createOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateOrderResponse` in place, as `updateOrderResponsePlan` (conversion-plans.ts) says. */
export function updateOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `BulkOrderResult` in place, as `bulkOrderResultPlan` (conversion-plans.ts) says. */
export function bulkOrderResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `BulkUpdateOrdersResponse` in place, as `bulkUpdateOrdersResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `CancelOrderResponse` in place, as `cancelOrderResponsePlan` (conversion-plans.ts) says. */
export function cancelOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateOrderStatusResponse` in place, as `updateOrderStatusResponsePlan` (conversion-plans.ts) says. */
export function updateOrderStatusResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `AddActivitiesResponse` in place, as `addActivitiesResponsePlan` (conversion-plans.ts) says. */
export function addActivitiesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.order) != null) orderDecoder(c0, x);
  }
}

/** Converts a parsed `AuthorizationCapture` in place, as `authorizationCapturePlan` (conversion-plans.ts) says. */
export function authorizationCaptureDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `AuthorizationVoid` in place, as `authorizationVoidPlan` (conversion-plans.ts) says. */
export function authorizationVoidDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.voidedDate) != null) v.voidedDate = decodeDate(c0);
  }
}

/** Converts a parsed `V1ScheduledAction` in place, as `v1ScheduledActionPlan` (conversion-plans.ts) says. */
export function v1ScheduledActionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.executionDate) != null) v.executionDate = decodeDate(c0);
  }
}

/** Converts a parsed `AuthorizationDetails` in place, as `authorizationDetailsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `Chargeback` in place, as `chargebackPlan` (conversion-plans.ts) says. */
export function chargebackDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `RegularPaymentDetails` in place, as `regularPaymentDetailsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `Payment` in place, as `paymentPlan` (conversion-plans.ts) says. */
export function paymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.regularPaymentDetails) != null) regularPaymentDetailsDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `Refund` in place, as `refundPlan` (conversion-plans.ts) says. */
export function refundDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `OrderTransactions` in place, as `orderTransactionsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `TriggerRefundResponse` in place, as `triggerRefundResponsePlan` (conversion-plans.ts) says. */
export function triggerRefundResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `VoidAuthorizedPaymentsResponse` in place, as `voidAuthorizedPaymentsResponsePlan` (conversion-plans.ts) says. */
export function voidAuthorizedPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `CaptureAuthorizedPaymentsResponse` in place, as `captureAuthorizedPaymentsResponsePlan` (conversion-plans.ts) says. */
export function captureAuthorizedPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `ListTransactionsForSingleOrderResponse` in place, as `listTransactionsForSingleOrderResponsePlan` (conversion-plans.ts) says. */
export function listTransactionsForSingleOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `ListTransactionsForMultipleOrdersResponse` in place, as `listTransactionsForMultipleOrdersResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `AddPaymentsResponse` in place, as `addPaymentsResponsePlan` (conversion-plans.ts) says. */
export function addPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `UpdatePaymentStatusResponse` in place, as `updatePaymentStatusResponsePlan` (conversion-plans.ts) says. */
export function updatePaymentStatusResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `BulkPaymentResult` in place, as `bulkPaymentResultPlan` (conversion-plans.ts) says. */
export function bulkPaymentResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) paymentDecoder(c0, x);
  }
}

/** Converts a parsed `BulkUpdatePaymentStatusesResponse` in place, as `bulkUpdatePaymentStatusesResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `Fulfillment` in place, as `fulfillmentPlan` (conversion-plans.ts) says. */
export function fulfillmentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `OrderWithFulfillments` in place, as `orderWithFulfillmentsPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `ListFulfillmentsForSingleOrderResponse` in place, as `listFulfillmentsForSingleOrderResponsePlan` (conversion-plans.ts) says. */
export function listFulfillmentsForSingleOrderResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `ListFulfillmentsForMultipleOrdersResponse` in place, as `listFulfillmentsForMultipleOrdersResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `CreateFulfillmentResponse` in place, as `createFulfillmentResponsePlan` (conversion-plans.ts) says. */
export function createFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateFulfillmentResponse` in place, as `updateFulfillmentResponsePlan` (conversion-plans.ts) says. */
export function updateFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteFulfillmentResponse` in place, as `deleteFulfillmentResponsePlan` (conversion-plans.ts) says. */
export function deleteFulfillmentResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `BulkOrderFulfillmentsResult` in place, as `bulkOrderFulfillmentsResultPlan` (conversion-plans.ts) says. */
export function bulkOrderFulfillmentsResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.ordersWithFulfillments) != null) orderWithFulfillmentsDecoder(c0, x);
  }
}

/** Converts a parsed `BulkCreateFulfillmentResponse` in place, as `bulkCreateFulfillmentResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `RefundPaymentsResponse` in place, as `refundPaymentsResponsePlan` (conversion-plans.ts) says. */
export function refundPaymentsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.orderTransactions) != null) orderTransactionsDecoder(c0, x);
    if ((c0 = v.refund) != null) refundDecoder(c0, x);
  }
}

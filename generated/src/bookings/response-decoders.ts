// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeAddress, decodeDate, decodeFloat, decodeImage, decodePageUrlV2 } from '@siteapi/runtime/generated';

/** Converts a parsed `ContactAddress` in place, as `contactAddressPlan` (conversion-plans.ts) says. */
export function contactAddressDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.geocode) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (!Array.isArray(c0)) {
          let c1: any;
          if ((c1 = c0.latitude) != null) c0.latitude = decodeFloat(c1);
          if ((c1 = c0.longitude) != null) c0.longitude = decodeFloat(c1);
        }

      }

    }

  }
}

/** Converts a parsed `ServiceMediaItem` in place, as `serviceMediaItemPlan` (conversion-plans.ts) says. */
export function serviceMediaItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
  }
}

/** Converts a parsed `ServiceMedia` in place, as `serviceMediaPlan` (conversion-plans.ts) says. */
export function serviceMediaDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.coverMedia) != null) serviceMediaItemDecoder(c0, x);
    if ((c0 = v.items) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceMediaItemDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceMediaItemDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.mainMedia) != null) serviceMediaItemDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceSubscriptionPayment` in place, as `serviceSubscriptionPaymentPlan` (conversion-plans.ts) says. */
export function serviceSubscriptionPaymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.recurringStartDate) != null) v.recurringStartDate = decodeDate(c0);
  }
}

/** Converts a parsed `ServicePayment` in place, as `servicePaymentPlan` (conversion-plans.ts) says. */
export function servicePaymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.subscription) != null) serviceSubscriptionPaymentDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceBusinessLocationOptions` in place, as `serviceBusinessLocationOptionsPlan` (conversion-plans.ts) says. */
export function serviceBusinessLocationOptionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `ServiceCustomLocationOptions` in place, as `serviceCustomLocationOptionsPlan` (conversion-plans.ts) says. */
export function serviceCustomLocationOptionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `ServiceLocation` in place, as `serviceLocationPlan` (conversion-plans.ts) says. */
export function serviceLocationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.business) != null) serviceBusinessLocationOptionsDecoder(c0, x);
    if ((c0 = v.calculatedAddress) != null) v.calculatedAddress = decodeAddress(c0);
    if ((c0 = v.custom) != null) serviceCustomLocationOptionsDecoder(c0, x);
  }
}

/** Converts a parsed `BookingPolicy` in place, as `bookingPolicyPlan` (conversion-plans.ts) says. */
export function bookingPolicyDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `ServiceSchedule` in place, as `serviceSchedulePlan` (conversion-plans.ts) says. */
export function serviceScheduleDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.firstSessionStart) != null) v.firstSessionStart = decodeDate(c0);
    if ((c0 = v.lastSessionEnd) != null) v.lastSessionEnd = decodeDate(c0);
  }
}

/** Converts a parsed `ServiceStaffMediaItem` in place, as `serviceStaffMediaItemPlan` (conversion-plans.ts) says. */
export function serviceStaffMediaItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
  }
}

/** Converts a parsed `ServiceStaffMember` in place, as `serviceStaffMemberPlan` (conversion-plans.ts) says. */
export function serviceStaffMemberDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.mainMedia) != null) serviceStaffMediaItemDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceStaffMemberDetails` in place, as `serviceStaffMemberDetailsPlan` (conversion-plans.ts) says. */
export function serviceStaffMemberDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.staffMembers) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceStaffMemberDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceStaffMemberDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ServiceSlug` in place, as `serviceSlugPlan` (conversion-plans.ts) says. */
export function serviceSlugDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `ServiceUrls` in place, as `serviceUrlsPlan` (conversion-plans.ts) says. */
export function serviceUrlsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPage) != null) v.bookingPage = decodePageUrlV2(c0);
    if ((c0 = v.calendarPage) != null) v.calendarPage = decodePageUrlV2(c0);
    if ((c0 = v.servicePage) != null) v.servicePage = decodePageUrlV2(c0);
  }
}

/** Converts a parsed `Service` in place, as `servicePlan` (conversion-plans.ts) says. */
export function serviceDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPolicy) != null) bookingPolicyDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.locations) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceLocationDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceLocationDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.mainSlug) != null) serviceSlugDecoder(c0, x);
    if ((c0 = v.media) != null) serviceMediaDecoder(c0, x);
    if ((c0 = v.payment) != null) servicePaymentDecoder(c0, x);
    if ((c0 = v.schedule) != null) serviceScheduleDecoder(c0, x);
    if ((c0 = v.staffMemberDetails) != null) serviceStaffMemberDetailsDecoder(c0, x);
    if ((c0 = v.staffMembers) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceStaffMemberDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceStaffMemberDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.supportedSlugs) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceSlugDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceSlugDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
    if ((c0 = v.urls) != null) serviceUrlsDecoder(c0, x);
  }
}

/** Converts a parsed `BookingPolicyWithServices` in place, as `bookingPolicyWithServicesPlan` (conversion-plans.ts) says. */
export function bookingPolicyWithServicesDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPolicy) != null) bookingPolicyDecoder(c0, x);
    if ((c0 = v.connectedServices) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ServiceBulkResult` in place, as `serviceBulkResultPlan` (conversion-plans.ts) says. */
export function serviceBulkResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceBusinessLocations` in place, as `serviceBusinessLocationsPlan` (conversion-plans.ts) says. */
export function serviceBusinessLocationsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.locations) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceLocationDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceLocationDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `RangeAggregationResult` in place, as `rangeAggregationResultPlan` (conversion-plans.ts) says. */
export function rangeAggregationResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.from) != null) v.from = decodeFloat(c0);
    if ((c0 = v.to) != null) v.to = decodeFloat(c0);
  }
}

/** Converts a parsed `AggregationRangeResults` in place, as `aggregationRangeResultsPlan` (conversion-plans.ts) says. */
export function aggregationRangeResultsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) rangeAggregationResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) rangeAggregationResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AggregationResultsScalarResult` in place, as `aggregationResultsScalarResultPlan` (conversion-plans.ts) says. */
export function aggregationResultsScalarResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) v.value = decodeFloat(c0);
  }
}

/** Converts a parsed `NestedAggregationResults` in place, as `nestedAggregationResultsPlan` (conversion-plans.ts) says. */
export function nestedAggregationResultsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.ranges) != null) aggregationRangeResultsDecoder(c0, x);
    if ((c0 = v.scalar) != null) aggregationResultsScalarResultDecoder(c0, x);
  }
}

/** Converts a parsed `NestedValueAggregationResult` in place, as `nestedValueAggregationResultPlan` (conversion-plans.ts) says. */
export function nestedValueAggregationResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.nestedResults) != null) nestedAggregationResultsDecoder(c0, x);
  }
}

/** Converts a parsed `AggregationGroupByValueResults` in place, as `aggregationGroupByValueResultsPlan` (conversion-plans.ts) says. */
export function aggregationGroupByValueResultsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) nestedValueAggregationResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) nestedValueAggregationResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AggregationRangeResult` in place, as `aggregationRangeResultPlan` (conversion-plans.ts) says. */
export function aggregationRangeResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.from) != null) v.from = decodeFloat(c0);
    if ((c0 = v.to) != null) v.to = decodeFloat(c0);
  }
}

/** Converts a parsed `AggregationScalarResult` in place, as `aggregationScalarResultPlan` (conversion-plans.ts) says. */
export function aggregationScalarResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) v.value = decodeFloat(c0);
  }
}

/** Converts a parsed `AggregationNestedResultValue` in place, as `aggregationNestedResultValuePlan` (conversion-plans.ts) says. */
export function aggregationNestedResultValueDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.range) != null) aggregationRangeResultDecoder(c0, x);
    if ((c0 = v.scalar) != null) aggregationScalarResultDecoder(c0, x);
  }
}

/** Converts a parsed `AggregationNestedResultGroup` in place, as `aggregationNestedResultGroupPlan` (conversion-plans.ts) says. */
export function aggregationNestedResultGroupDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) aggregationNestedResultValueDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) aggregationNestedResultValueDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AggregationNestedResults` in place, as `aggregationNestedResultsPlan` (conversion-plans.ts) says. */
export function aggregationNestedResultsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) aggregationNestedResultGroupDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) aggregationNestedResultGroupDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AggregationResults` in place, as `aggregationResultsPlan` (conversion-plans.ts) says. */
export function aggregationResultsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.groupedByValue) != null) aggregationGroupByValueResultsDecoder(c0, x);
    if ((c0 = v.nested) != null) aggregationNestedResultsDecoder(c0, x);
    if ((c0 = v.ranges) != null) aggregationRangeResultsDecoder(c0, x);
    if ((c0 = v.scalar) != null) aggregationResultsScalarResultDecoder(c0, x);
  }
}

/** Converts a parsed `AggregationData` in place, as `aggregationDataPlan` (conversion-plans.ts) says. */
export function aggregationDataDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) aggregationResultsDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) aggregationResultsDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `CreateServiceResponse` in place, as `createServiceResponsePlan` (conversion-plans.ts) says. */
export function createServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `BulkCreateServicesResponse` in place, as `bulkCreateServicesResponsePlan` (conversion-plans.ts) says. */
export function bulkCreateServicesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceBulkResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceBulkResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `GetServiceResponse` in place, as `getServiceResponsePlan` (conversion-plans.ts) says. */
export function getServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateServiceResponse` in place, as `updateServiceResponsePlan` (conversion-plans.ts) says. */
export function updateServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `BulkUpdateServicesResponse` in place, as `bulkUpdateServicesResponsePlan` (conversion-plans.ts) says. */
export function bulkUpdateServicesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceBulkResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceBulkResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `BulkDeleteServicesResponse` in place, as `bulkDeleteServicesResponsePlan` (conversion-plans.ts) says. */
export function bulkDeleteServicesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceBulkResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceBulkResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryServicesResponse` in place, as `queryServicesResponsePlan` (conversion-plans.ts) says. */
export function queryServicesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.services) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `SearchServicesResponse` in place, as `searchServicesResponsePlan` (conversion-plans.ts) says. */
export function searchServicesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.aggregationData) != null) aggregationDataDecoder(c0, x);
    if ((c0 = v.services) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) serviceDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) serviceDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryPoliciesResponse` in place, as `queryPoliciesResponsePlan` (conversion-plans.ts) says. */
export function queryPoliciesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPolicies) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bookingPolicyWithServicesDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bookingPolicyWithServicesDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryLocationsResponse` in place, as `queryLocationsResponsePlan` (conversion-plans.ts) says. */
export function queryLocationsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.businessLocations) != null) serviceBusinessLocationsDecoder(c0, x);
  }
}

/** Converts a parsed `SetServiceLocationsResponse` in place, as `setServiceLocationsResponsePlan` (conversion-plans.ts) says. */
export function setServiceLocationsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `EnablePricingPlansForServiceResponse` in place, as `enablePricingPlansForServiceResponsePlan` (conversion-plans.ts) says. */
export function enablePricingPlansForServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `DisablePricingPlansForServiceResponse` in place, as `disablePricingPlansForServiceResponsePlan` (conversion-plans.ts) says. */
export function disablePricingPlansForServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `SetCustomSlugResponse` in place, as `setCustomSlugResponsePlan` (conversion-plans.ts) says. */
export function setCustomSlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
    if ((c0 = v.slug) != null) serviceSlugDecoder(c0, x);
  }
}

/** Converts a parsed `CloneServiceResponse` in place, as `cloneServiceResponsePlan` (conversion-plans.ts) says. */
export function cloneServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `TimeSlotBookingPolicyViolations` in place, as `timeSlotBookingPolicyViolationsPlan` (conversion-plans.ts) says. */
export function timeSlotBookingPolicyViolationsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.earliestBookingDate) != null) v.earliestBookingDate = decodeDate(c0);
  }
}

/** Converts a parsed `TimeSlot` in place, as `timeSlotPlan` (conversion-plans.ts) says. */
export function timeSlotDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPolicyViolations) != null) timeSlotBookingPolicyViolationsDecoder(c0, x);
  }
}

/** Converts a parsed `ListAvailabilityTimeSlotsResponse` in place, as `listAvailabilityTimeSlotsResponsePlan` (conversion-plans.ts) says. */
export function listAvailabilityTimeSlotsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.timeSlots) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) timeSlotDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) timeSlotDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `GetAvailabilityTimeSlotResponse` in place, as `getAvailabilityTimeSlotResponsePlan` (conversion-plans.ts) says. */
export function getAvailabilityTimeSlotResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.timeSlot) != null) timeSlotDecoder(c0, x);
  }
}

/** Converts a parsed `ListMultiServiceAvailabilityTimeSlotsResponse` in place, as `listMultiServiceAvailabilityTimeSlotsResponsePlan` (conversion-plans.ts) says. */
export function listMultiServiceAvailabilityTimeSlotsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.timeSlots) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) timeSlotDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) timeSlotDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `BookingContactDetails` in place, as `bookingContactDetailsPlan` (conversion-plans.ts) says. */
export function bookingContactDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.fullAddress) != null) contactAddressDecoder(c0, x);
  }
}

/** Converts a parsed `Booking` in place, as `bookingPlan` (conversion-plans.ts) says. */
export function bookingDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.canceledDate) != null) v.canceledDate = decodeDate(c0);
    if ((c0 = v.contactDetails) != null) bookingContactDetailsDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.endDate) != null) v.endDate = decodeDate(c0);
    if ((c0 = v.startDate) != null) v.startDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `BulkBookingResult` in place, as `bulkBookingResultPlan` (conversion-plans.ts) says. */
export function bulkBookingResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) bookingDecoder(c0, x);
  }
}

/** Converts a parsed `BookingResponse` in place, as `bookingResponsePlan` (conversion-plans.ts) says. */
export function bookingResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.booking) != null) bookingDecoder(c0, x);
  }
}

/** Converts a parsed `BulkBookingsResponse` in place, as `bulkBookingsResponsePlan` (conversion-plans.ts) says. */
export function bulkBookingsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkBookingResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkBookingResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `MultiServiceBookingResult` in place, as `multiServiceBookingResultPlan` (conversion-plans.ts) says. */
export function multiServiceBookingResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.booking) != null) bookingDecoder(c0, x);
  }
}

/** Converts a parsed `MultiServiceBooking` in place, as `multiServiceBookingPlan` (conversion-plans.ts) says. */
export function multiServiceBookingDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookings) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) multiServiceBookingResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) multiServiceBookingResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `MultiServiceBookingResponse` in place, as `multiServiceBookingResponsePlan` (conversion-plans.ts) says. */
export function multiServiceBookingResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.multiServiceBooking) != null) multiServiceBookingDecoder(c0, x);
  }
}

/** Converts a parsed `GetMultiServiceBookingResponse` in place, as `getMultiServiceBookingResponsePlan` (conversion-plans.ts) says. */
export function getMultiServiceBookingResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.multiServiceBooking) != null) multiServiceBookingDecoder(c0, x);
  }
}

/** Converts a parsed `MultiServiceBookingBookingsResponse` in place, as `multiServiceBookingBookingsResponsePlan` (conversion-plans.ts) says. */
export function multiServiceBookingBookingsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookings) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) multiServiceBookingResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) multiServiceBookingResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ExtendedBookingOrder` in place, as `extendedBookingOrderPlan` (conversion-plans.ts) says. */
export function extendedBookingOrderDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionAuthorizationCapture` in place, as `transactionAuthorizationCapturePlan` (conversion-plans.ts) says. */
export function transactionAuthorizationCaptureDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionAuthorizationVoid` in place, as `transactionAuthorizationVoidPlan` (conversion-plans.ts) says. */
export function transactionAuthorizationVoidDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.voidedDate) != null) v.voidedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionScheduledAction` in place, as `transactionScheduledActionPlan` (conversion-plans.ts) says. */
export function transactionScheduledActionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.executionDate) != null) v.executionDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionAuthorizationDetails` in place, as `transactionAuthorizationDetailsPlan` (conversion-plans.ts) says. */
export function transactionAuthorizationDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.authorizedDate) != null) v.authorizedDate = decodeDate(c0);
    if ((c0 = v.captures) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) transactionAuthorizationCaptureDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) transactionAuthorizationCaptureDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.scheduledAction) != null) transactionScheduledActionDecoder(c0, x);
    if ((c0 = v.void) != null) transactionAuthorizationVoidDecoder(c0, x);
  }
}

/** Converts a parsed `TransactionChargeback` in place, as `transactionChargebackPlan` (conversion-plans.ts) says. */
export function transactionChargebackDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionRegularPaymentDetails` in place, as `transactionRegularPaymentDetailsPlan` (conversion-plans.ts) says. */
export function transactionRegularPaymentDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.authorizationDetails) != null) transactionAuthorizationDetailsDecoder(c0, x);
    if ((c0 = v.chargebacks) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) transactionChargebackDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) transactionChargebackDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `TransactionPayment` in place, as `transactionPaymentPlan` (conversion-plans.ts) says. */
export function transactionPaymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.regularPaymentDetails) != null) transactionRegularPaymentDetailsDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionRefund` in place, as `transactionRefundPlan` (conversion-plans.ts) says. */
export function transactionRefundDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionMembershipPaymentDetails` in place, as `transactionMembershipPaymentDetailsPlan` (conversion-plans.ts) says. */
export function transactionMembershipPaymentDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.expirationDate) != null) v.expirationDate = decodeDate(c0);
  }
}

/** Converts a parsed `ExtendedBookingTransactions` in place, as `extendedBookingTransactionsPlan` (conversion-plans.ts) says. */
export function extendedBookingTransactionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.chargedMembershipPaymentDetails) != null) transactionMembershipPaymentDetailsDecoder(c0, x);
    if ((c0 = v.payments) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) transactionPaymentDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) transactionPaymentDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.refunds) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) transactionRefundDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) transactionRefundDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ExtendedBookingSubscriptionInfo` in place, as `extendedBookingSubscriptionInfoPlan` (conversion-plans.ts) says. */
export function extendedBookingSubscriptionInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cancellationDate) != null) v.cancellationDate = decodeDate(c0);
    if ((c0 = v.nextBillingDate) != null) v.nextBillingDate = decodeDate(c0);
  }
}

/** Converts a parsed `ExtendedBooking` in place, as `extendedBookingPlan` (conversion-plans.ts) says. */
export function extendedBookingDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.booking) != null) bookingDecoder(c0, x);
    if ((c0 = v.order) != null) extendedBookingOrderDecoder(c0, x);
    if ((c0 = v.subscriptionInfo) != null) extendedBookingSubscriptionInfoDecoder(c0, x);
    if ((c0 = v.transactions) != null) extendedBookingTransactionsDecoder(c0, x);
  }
}

/** Converts a parsed `QueryExtendedBookingsResponse` in place, as `queryExtendedBookingsResponsePlan` (conversion-plans.ts) says. */
export function queryExtendedBookingsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.extendedBookings) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) extendedBookingDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) extendedBookingDecoder(c0[k1], x);
        }

      }

    }

  }
}

// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeAddress, decodeDate, decodeFloat, decodeImage, decodePageUrlV2 } from '@siteapi/runtime';

/** Conversions of `ContactAddress`. */
export const contactAddressPlan: Plan = { geocode: { latitude: 'float', longitude: 'float' } };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `ServiceMediaItem`. */
export const serviceMediaItemPlan: Plan = { image: 'image' };

/** Conversions of `ServiceMedia`. */
export const serviceMediaPlan: Plan = {
  coverMedia: serviceMediaItemPlan,
  items: { '*': serviceMediaItemPlan },
  mainMedia: serviceMediaItemPlan,
};

/** Conversions of `ServiceSubscriptionPayment`. */
export const serviceSubscriptionPaymentPlan: Plan = { recurringStartDate: 'date' };

/** Conversions of `ServicePayment`. */
export const servicePaymentPlan: Plan = { subscription: serviceSubscriptionPaymentPlan };

/** Conversions of `ServiceBusinessLocationOptions`. */
export const serviceBusinessLocationOptionsPlan: Plan = { address: 'address' };

/** Conversions of `ServiceCustomLocationOptions`. */
export const serviceCustomLocationOptionsPlan: Plan = { address: 'address' };

/** Conversions of `ServiceLocation`. */
export const serviceLocationPlan: Plan = {
  business: serviceBusinessLocationOptionsPlan,
  calculatedAddress: 'address',
  custom: serviceCustomLocationOptionsPlan,
};

/** Conversions of `BookingPolicy`. */
export const bookingPolicyPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `ServiceSchedule`. */
export const serviceSchedulePlan: Plan = { firstSessionStart: 'date', lastSessionEnd: 'date' };

/** Conversions of `ServiceStaffMediaItem`. */
export const serviceStaffMediaItemPlan: Plan = { image: 'image' };

/** Conversions of `ServiceStaffMember`. */
export const serviceStaffMemberPlan: Plan = { mainMedia: serviceStaffMediaItemPlan };

/** Conversions of `ServiceStaffMemberDetails`. */
export const serviceStaffMemberDetailsPlan: Plan = { staffMembers: { '*': serviceStaffMemberPlan } };

/** Conversions of `ServiceSlug`. */
export const serviceSlugPlan: Plan = { createdDate: 'date' };

/** Conversions of `ServiceUrls`. */
export const serviceUrlsPlan: Plan = {
  bookingPage: 'pageUrlV2',
  calendarPage: 'pageUrlV2',
  servicePage: 'pageUrlV2',
};

/** Conversions of `Service`. */
export const servicePlan: Plan = {
  bookingPolicy: bookingPolicyPlan,
  createdDate: 'date',
  locations: { '*': serviceLocationPlan },
  mainSlug: serviceSlugPlan,
  media: serviceMediaPlan,
  payment: servicePaymentPlan,
  schedule: serviceSchedulePlan,
  staffMemberDetails: serviceStaffMemberDetailsPlan,
  staffMembers: { '*': serviceStaffMemberPlan },
  supportedSlugs: { '*': serviceSlugPlan },
  updatedDate: 'date',
  urls: serviceUrlsPlan,
};

/** Conversions of `DefaultBookingPolicySet`. */
export const defaultBookingPolicySetPlan: Plan = {
  currentDefaultBookingPolicy: bookingPolicyPlan,
  previousDefaultBookingPolicy: bookingPolicyPlan,
};

/** Conversions of `BookingPolicyWithServices`. */
export const bookingPolicyWithServicesPlan: Plan = { bookingPolicy: bookingPolicyPlan, connectedServices: { '*': servicePlan } };

/** Conversions of `Category`. */
export const categoryPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `ServiceBulkResult`. */
export const serviceBulkResultPlan: Plan = { item: servicePlan };

/** Conversions of `MaskedService`. */
export const maskedServicePlan: Plan = { service: servicePlan };

/** Conversions of `ServiceBusinessLocations`. */
export const serviceBusinessLocationsPlan: Plan = { locations: { '*': serviceLocationPlan } };

/** Conversions of `MoveToNewLocationsOptions`. */
export const moveToNewLocationsOptionsPlan: Plan = { newLocation: serviceLocationPlan };

/** Conversions of `RemovedLocationSessionsAction`. */
export const removedLocationSessionsActionPlan: Plan = { moveToLocationOptions: moveToNewLocationsOptionsPlan };

/** Conversions of `AggregationRangeBucket`. */
export const aggregationRangeBucketPlan: Plan = { from: 'float', to: 'float' };

/** Conversions of `RangeAggregation`. */
export const rangeAggregationPlan: Plan = { buckets: { '*': aggregationRangeBucketPlan } };

/** Conversions of `NestedAggregationItem`. */
export const nestedAggregationItemPlan: Plan = { range: rangeAggregationPlan };

/** Conversions of `NestedAggregation`. */
export const nestedAggregationPlan: Plan = { nestedAggregations: { '*': nestedAggregationItemPlan } };

/** Conversions of `Aggregation`. */
export const aggregationPlan: Plan = { nested: nestedAggregationPlan, range: rangeAggregationPlan };

/** Conversions of `ServiceSearch`. */
export const serviceSearchPlan: Plan = { aggregations: { '*': aggregationPlan } };

/** Conversions of `RangeAggregationResult`. */
export const rangeAggregationResultPlan: Plan = { from: 'float', to: 'float' };

/** Conversions of `AggregationRangeResults`. */
export const aggregationRangeResultsPlan: Plan = { results: { '*': rangeAggregationResultPlan } };

/** Conversions of `AggregationResultsScalarResult`. */
export const aggregationResultsScalarResultPlan: Plan = { value: 'float' };

/** Conversions of `NestedAggregationResults`. */
export const nestedAggregationResultsPlan: Plan = {
  ranges: aggregationRangeResultsPlan,
  scalar: aggregationResultsScalarResultPlan,
};

/** Conversions of `NestedValueAggregationResult`. */
export const nestedValueAggregationResultPlan: Plan = { nestedResults: nestedAggregationResultsPlan };

/** Conversions of `AggregationGroupByValueResults`. */
export const aggregationGroupByValueResultsPlan: Plan = { results: { '*': nestedValueAggregationResultPlan } };

/** Conversions of `AggregationRangeResult`. */
export const aggregationRangeResultPlan: Plan = { from: 'float', to: 'float' };

/** Conversions of `AggregationScalarResult`. */
export const aggregationScalarResultPlan: Plan = { value: 'float' };

/** Conversions of `AggregationNestedResultValue`. */
export const aggregationNestedResultValuePlan: Plan = { range: aggregationRangeResultPlan, scalar: aggregationScalarResultPlan };

/** Conversions of `AggregationNestedResultGroup`. */
export const aggregationNestedResultGroupPlan: Plan = { results: { '*': aggregationNestedResultValuePlan } };

/** Conversions of `AggregationNestedResults`. */
export const aggregationNestedResultsPlan: Plan = { results: { '*': aggregationNestedResultGroupPlan } };

/** Conversions of `AggregationResults`. */
export const aggregationResultsPlan: Plan = {
  groupedByValue: aggregationGroupByValueResultsPlan,
  nested: aggregationNestedResultsPlan,
  ranges: aggregationRangeResultsPlan,
  scalar: aggregationResultsScalarResultPlan,
};

/** Conversions of `AggregationData`. */
export const aggregationDataPlan: Plan = { results: { '*': aggregationResultsPlan } };

/** Conversions of `ServiceCreatedEvent`. */
export const serviceCreatedEventPlan: Plan = { entity: servicePlan, metadata: eventMetadataPlan };

/** Conversions of `ServiceUpdatedEvent`. */
export const serviceUpdatedEventPlan: Plan = { entity: servicePlan, metadata: eventMetadataPlan };

/** Conversions of `ServiceDeletedEvent`. */
export const serviceDeletedEventPlan: Plan = { entity: servicePlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryCreatedEvent`. */
export const categoryCreatedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryUpdatedEvent`. */
export const categoryUpdatedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryDeletedEvent`. */
export const categoryDeletedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingPolicyCreatedEvent`. */
export const bookingPolicyCreatedEventPlan: Plan = { entity: bookingPolicyPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingPolicyUpdatedEvent`. */
export const bookingPolicyUpdatedEventPlan: Plan = { entity: bookingPolicyPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingPolicyDeletedEvent`. */
export const bookingPolicyDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `BookingPolicyDefaultBookingPolicySetEvent`. */
export const bookingPolicyDefaultBookingPolicySetEventPlan: Plan = { data: defaultBookingPolicySetPlan, metadata: eventMetadataPlan };

/** Conversions of `CreateServiceRequest`. */
export const createServiceRequestPlan: Plan = { service: servicePlan };

/** Conversions of `CreateServiceResponse`. */
export const createServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `BulkCreateServicesRequest`. */
export const bulkCreateServicesRequestPlan: Plan = { services: { '*': servicePlan } };

/** Conversions of `BulkCreateServicesResponse`. */
export const bulkCreateServicesResponsePlan: Plan = { results: { '*': serviceBulkResultPlan } };

/** Conversions of `GetServiceResponse`. */
export const getServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `UpdateServiceRequest`. */
export const updateServiceRequestPlan: Plan = { service: servicePlan };

/** Conversions of `UpdateServiceResponse`. */
export const updateServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `BulkUpdateServicesRequest`. */
export const bulkUpdateServicesRequestPlan: Plan = { services: { '*': maskedServicePlan } };

/** Conversions of `BulkUpdateServicesResponse`. */
export const bulkUpdateServicesResponsePlan: Plan = { results: { '*': serviceBulkResultPlan } };

/** Conversions of `BulkUpdateServicesByFilterRequest`. */
export const bulkUpdateServicesByFilterRequestPlan: Plan = { service: servicePlan };

/** Conversions of `BulkDeleteServicesResponse`. */
export const bulkDeleteServicesResponsePlan: Plan = { results: { '*': serviceBulkResultPlan } };

/** Conversions of `QueryServicesResponse`. */
export const queryServicesResponsePlan: Plan = { services: { '*': servicePlan } };

/** Conversions of `SearchServicesRequest`. */
export const searchServicesRequestPlan: Plan = { search: serviceSearchPlan };

/** Conversions of `SearchServicesResponse`. */
export const searchServicesResponsePlan: Plan = { aggregationData: aggregationDataPlan, services: { '*': servicePlan } };

/** Conversions of `QueryPoliciesResponse`. */
export const queryPoliciesResponsePlan: Plan = { bookingPolicies: { '*': bookingPolicyWithServicesPlan } };

/** Conversions of `QueryLocationsResponse`. */
export const queryLocationsResponsePlan: Plan = { businessLocations: serviceBusinessLocationsPlan };

/** Conversions of `SetServiceLocationsRequest`. */
export const setServiceLocationsRequestPlan: Plan = {
  locations: { '*': serviceLocationPlan },
  removedLocationSessionsAction: removedLocationSessionsActionPlan,
};

/** Conversions of `SetServiceLocationsResponse`. */
export const setServiceLocationsResponsePlan: Plan = { service: servicePlan };

/** Conversions of `EnablePricingPlansForServiceResponse`. */
export const enablePricingPlansForServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `DisablePricingPlansForServiceResponse`. */
export const disablePricingPlansForServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `SetCustomSlugResponse`. */
export const setCustomSlugResponsePlan: Plan = { service: servicePlan, slug: serviceSlugPlan };

/** Conversions of `CloneServiceResponse`. */
export const cloneServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `TimeSlotBookingPolicyViolations`. */
export const timeSlotBookingPolicyViolationsPlan: Plan = { earliestBookingDate: 'date' };

/** Conversions of `TimeSlot`. */
export const timeSlotPlan: Plan = { bookingPolicyViolations: timeSlotBookingPolicyViolationsPlan };

/** Conversions of `ListAvailabilityTimeSlotsRequest`. */
export const listAvailabilityTimeSlotsRequestPlan: Plan = { bookingPolicyViolations: timeSlotBookingPolicyViolationsPlan };

/** Conversions of `ListAvailabilityTimeSlotsResponse`. */
export const listAvailabilityTimeSlotsResponsePlan: Plan = { timeSlots: { '*': timeSlotPlan } };

/** Conversions of `GetAvailabilityTimeSlotResponse`. */
export const getAvailabilityTimeSlotResponsePlan: Plan = { timeSlot: timeSlotPlan };

/** Conversions of `ListMultiServiceAvailabilityTimeSlotsRequest`. */
export const listMultiServiceAvailabilityTimeSlotsRequestPlan: Plan = { bookingPolicyViolations: timeSlotBookingPolicyViolationsPlan };

/** Conversions of `ListMultiServiceAvailabilityTimeSlotsResponse`. */
export const listMultiServiceAvailabilityTimeSlotsResponsePlan: Plan = { timeSlots: { '*': timeSlotPlan } };

/** Conversions of `BookingContactDetails`. */
export const bookingContactDetailsPlan: Plan = { fullAddress: contactAddressPlan };

/** Conversions of `Booking`. */
export const bookingPlan: Plan = {
  canceledDate: 'date',
  contactDetails: bookingContactDetailsPlan,
  createdDate: 'date',
  endDate: 'date',
  startDate: 'date',
  updatedDate: 'date',
};

/** Conversions of `BulkBookingResult`. */
export const bulkBookingResultPlan: Plan = { item: bookingPlan };

/** Conversions of `BookingResponse`. */
export const bookingResponsePlan: Plan = { booking: bookingPlan };

/** Conversions of `BulkBookingsResponse`. */
export const bulkBookingsResponsePlan: Plan = { results: { '*': bulkBookingResultPlan } };

/** Conversions of `CreateBookingRequest`. */
export const createBookingRequestPlan: Plan = { booking: bookingPlan };

/** Conversions of `CreateBookingInfo`. */
export const createBookingInfoPlan: Plan = { booking: bookingPlan };

/** Conversions of `BulkCreateBookingRequest`. */
export const bulkCreateBookingRequestPlan: Plan = { createBookingsInfo: { '*': createBookingInfoPlan } };

/** Conversions of `MultiServiceBookingResult`. */
export const multiServiceBookingResultPlan: Plan = { booking: bookingPlan };

/** Conversions of `MultiServiceBooking`. */
export const multiServiceBookingPlan: Plan = { bookings: { '*': multiServiceBookingResultPlan } };

/** Conversions of `MultiServiceBookingResponse`. */
export const multiServiceBookingResponsePlan: Plan = { multiServiceBooking: multiServiceBookingPlan };

/** Conversions of `CreateMultiServiceBookingRequest`. */
export const createMultiServiceBookingRequestPlan: Plan = { bookings: { '*': bookingPlan } };

/** Conversions of `GetMultiServiceBookingResponse`. */
export const getMultiServiceBookingResponsePlan: Plan = { multiServiceBooking: multiServiceBookingPlan };

/** Conversions of `MultiServiceBookingBookingsResponse`. */
export const multiServiceBookingBookingsResponsePlan: Plan = { bookings: { '*': multiServiceBookingResultPlan } };

/** Conversions of `ExtendedBookingOrder`. */
export const extendedBookingOrderPlan: Plan = { updatedDate: 'date' };

/** Conversions of `TransactionAuthorizationCapture`. */
export const transactionAuthorizationCapturePlan: Plan = { createdDate: 'date' };

/** Conversions of `TransactionAuthorizationVoid`. */
export const transactionAuthorizationVoidPlan: Plan = { voidedDate: 'date' };

/** Conversions of `TransactionScheduledAction`. */
export const transactionScheduledActionPlan: Plan = { executionDate: 'date' };

/** Conversions of `TransactionAuthorizationDetails`. */
export const transactionAuthorizationDetailsPlan: Plan = {
  authorizedDate: 'date',
  captures: { '*': transactionAuthorizationCapturePlan },
  scheduledAction: transactionScheduledActionPlan,
  void: transactionAuthorizationVoidPlan,
};

/** Conversions of `TransactionChargeback`. */
export const transactionChargebackPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `TransactionRegularPaymentDetails`. */
export const transactionRegularPaymentDetailsPlan: Plan = {
  authorizationDetails: transactionAuthorizationDetailsPlan,
  chargebacks: { '*': transactionChargebackPlan },
};

/** Conversions of `TransactionPayment`. */
export const transactionPaymentPlan: Plan = {
  createdDate: 'date',
  regularPaymentDetails: transactionRegularPaymentDetailsPlan,
  updatedDate: 'date',
};

/** Conversions of `TransactionRefund`. */
export const transactionRefundPlan: Plan = { createdDate: 'date' };

/** Conversions of `TransactionMembershipPaymentDetails`. */
export const transactionMembershipPaymentDetailsPlan: Plan = { expirationDate: 'date' };

/** Conversions of `ExtendedBookingTransactions`. */
export const extendedBookingTransactionsPlan: Plan = {
  chargedMembershipPaymentDetails: transactionMembershipPaymentDetailsPlan,
  payments: { '*': transactionPaymentPlan },
  refunds: { '*': transactionRefundPlan },
};

/** Conversions of `ExtendedBookingSubscriptionInfo`. */
export const extendedBookingSubscriptionInfoPlan: Plan = { cancellationDate: 'date', nextBillingDate: 'date' };

/** Conversions of `ExtendedBooking`. */
export const extendedBookingPlan: Plan = {
  booking: bookingPlan,
  order: extendedBookingOrderPlan,
  subscriptionInfo: extendedBookingSubscriptionInfoPlan,
  transactions: extendedBookingTransactionsPlan,
};

/** Conversions of `QueryExtendedBookingsResponse`. */
export const queryExtendedBookingsResponsePlan: Plan = { extendedBookings: { '*': extendedBookingPlan } };

/** Conversions of `StaffMemberMediaItem`. */
export const staffMemberMediaItemPlan: Plan = { image: 'image' };

/** Conversions of `StaffMember`. */
export const staffMemberPlan: Plan = {
  createdDate: 'date',
  mainMedia: staffMemberMediaItemPlan,
  updatedDate: 'date',
};

/** Conversions of `Resource`. */
export const resourcePlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `ResourceType`. */
export const resourceTypePlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `BookingCreatedEvent`. */
export const bookingCreatedEventPlan: Plan = { entity: bookingPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingUpdatedEvent`. */
export const bookingUpdatedEventPlan: Plan = {
  entity: bookingPlan,
  metadata: eventMetadataPlan,
  modifiedFields: bookingPlan,
};

/** Conversions of `BookingConfirmed`. */
export const bookingConfirmedPlan: Plan = { booking: bookingPlan };

/** Conversions of `BookingDeclined`. */
export const bookingDeclinedPlan: Plan = { booking: bookingPlan };

/** Conversions of `BookingCanceled`. */
export const bookingCanceledPlan: Plan = { booking: bookingPlan };

/** Conversions of `BookingRescheduled`. */
export const bookingRescheduledPlan: Plan = { booking: bookingPlan, previousEndDate: 'date', previousStartDate: 'date' };

/** Conversions of `BookingNumberOfParticipantsUpdated`. */
export const bookingNumberOfParticipantsUpdatedPlan: Plan = { booking: bookingPlan };

/** Conversions of `BookingMarkedAsPending`. */
export const bookingMarkedAsPendingPlan: Plan = { booking: bookingPlan };

/** Conversions of `BookingConfirmedEvent`. */
export const bookingConfirmedEventPlan: Plan = { data: bookingConfirmedPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingDeclinedEvent`. */
export const bookingDeclinedEventPlan: Plan = { data: bookingDeclinedPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingCanceledEvent`. */
export const bookingCanceledEventPlan: Plan = { data: bookingCanceledPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingRescheduledEvent`. */
export const bookingRescheduledEventPlan: Plan = { data: bookingRescheduledPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingNumberOfParticipantsUpdatedEvent`. */
export const bookingNumberOfParticipantsUpdatedEventPlan: Plan = { data: bookingNumberOfParticipantsUpdatedPlan, metadata: eventMetadataPlan };

/** Conversions of `BookingMarkedAsPendingEvent`. */
export const bookingMarkedAsPendingEventPlan: Plan = { data: bookingMarkedAsPendingPlan, metadata: eventMetadataPlan };

/** Conversions of `StaffMemberCreatedEvent`. */
export const staffMemberCreatedEventPlan: Plan = { entity: staffMemberPlan, metadata: eventMetadataPlan };

/** Conversions of `StaffMemberUpdatedEvent`. */
export const staffMemberUpdatedEventPlan: Plan = {
  entity: staffMemberPlan,
  metadata: eventMetadataPlan,
  modifiedFields: staffMemberPlan,
};

/** Conversions of `StaffMemberDeletedEvent`. */
export const staffMemberDeletedEventPlan: Plan = { entity: staffMemberPlan, metadata: eventMetadataPlan };

/** Conversions of `ResourceCreatedEvent`. */
export const resourceCreatedEventPlan: Plan = { entity: resourcePlan, metadata: eventMetadataPlan };

/** Conversions of `ResourceUpdatedEvent`. */
export const resourceUpdatedEventPlan: Plan = {
  entity: resourcePlan,
  metadata: eventMetadataPlan,
  modifiedFields: resourcePlan,
};

/** Conversions of `ResourceDeletedEvent`. */
export const resourceDeletedEventPlan: Plan = { entity: resourcePlan, metadata: eventMetadataPlan };

/** Conversions of `ResourceTypeCreatedEvent`. */
export const resourceTypeCreatedEventPlan: Plan = { entity: resourceTypePlan, metadata: eventMetadataPlan };

/** Conversions of `ResourceTypeUpdatedEvent`. */
export const resourceTypeUpdatedEventPlan: Plan = {
  entity: resourceTypePlan,
  metadata: eventMetadataPlan,
  modifiedFields: resourceTypePlan,
};

/** Conversions of `ResourceTypeDeletedEvent`. */
export const resourceTypeDeletedEventPlan: Plan = { entity: resourceTypePlan, metadata: eventMetadataPlan };

/** Converts a parsed `ContactAddress` in place, as {@link contactAddressPlan} says. */
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

/** Converts a parsed `ServiceMediaItem` in place, as {@link serviceMediaItemPlan} says. */
export function serviceMediaItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
  }
}

/** Converts a parsed `ServiceMedia` in place, as {@link serviceMediaPlan} says. */
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

/** Converts a parsed `ServiceSubscriptionPayment` in place, as {@link serviceSubscriptionPaymentPlan} says. */
export function serviceSubscriptionPaymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.recurringStartDate) != null) v.recurringStartDate = decodeDate(c0);
  }
}

/** Converts a parsed `ServicePayment` in place, as {@link servicePaymentPlan} says. */
export function servicePaymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.subscription) != null) serviceSubscriptionPaymentDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceBusinessLocationOptions` in place, as {@link serviceBusinessLocationOptionsPlan} says. */
export function serviceBusinessLocationOptionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `ServiceCustomLocationOptions` in place, as {@link serviceCustomLocationOptionsPlan} says. */
export function serviceCustomLocationOptionsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.address) != null) v.address = decodeAddress(c0);
  }
}

/** Converts a parsed `ServiceLocation` in place, as {@link serviceLocationPlan} says. */
export function serviceLocationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.business) != null) serviceBusinessLocationOptionsDecoder(c0, x);
    if ((c0 = v.calculatedAddress) != null) v.calculatedAddress = decodeAddress(c0);
    if ((c0 = v.custom) != null) serviceCustomLocationOptionsDecoder(c0, x);
  }
}

/** Converts a parsed `BookingPolicy` in place, as {@link bookingPolicyPlan} says. */
export function bookingPolicyDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `ServiceSchedule` in place, as {@link serviceSchedulePlan} says. */
export function serviceScheduleDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.firstSessionStart) != null) v.firstSessionStart = decodeDate(c0);
    if ((c0 = v.lastSessionEnd) != null) v.lastSessionEnd = decodeDate(c0);
  }
}

/** Converts a parsed `ServiceStaffMediaItem` in place, as {@link serviceStaffMediaItemPlan} says. */
export function serviceStaffMediaItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
  }
}

/** Converts a parsed `ServiceStaffMember` in place, as {@link serviceStaffMemberPlan} says. */
export function serviceStaffMemberDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.mainMedia) != null) serviceStaffMediaItemDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceStaffMemberDetails` in place, as {@link serviceStaffMemberDetailsPlan} says. */
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

/** Converts a parsed `ServiceSlug` in place, as {@link serviceSlugPlan} says. */
export function serviceSlugDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `ServiceUrls` in place, as {@link serviceUrlsPlan} says. */
export function serviceUrlsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPage) != null) v.bookingPage = decodePageUrlV2(c0);
    if ((c0 = v.calendarPage) != null) v.calendarPage = decodePageUrlV2(c0);
    if ((c0 = v.servicePage) != null) v.servicePage = decodePageUrlV2(c0);
  }
}

/** Converts a parsed `Service` in place, as {@link servicePlan} says. */
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

/** Converts a parsed `BookingPolicyWithServices` in place, as {@link bookingPolicyWithServicesPlan} says. */
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

/** Converts a parsed `ServiceBulkResult` in place, as {@link serviceBulkResultPlan} says. */
export function serviceBulkResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `ServiceBusinessLocations` in place, as {@link serviceBusinessLocationsPlan} says. */
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

/** Converts a parsed `RangeAggregationResult` in place, as {@link rangeAggregationResultPlan} says. */
export function rangeAggregationResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.from) != null) v.from = decodeFloat(c0);
    if ((c0 = v.to) != null) v.to = decodeFloat(c0);
  }
}

/** Converts a parsed `AggregationRangeResults` in place, as {@link aggregationRangeResultsPlan} says. */
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

/** Converts a parsed `AggregationResultsScalarResult` in place, as {@link aggregationResultsScalarResultPlan} says. */
export function aggregationResultsScalarResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) v.value = decodeFloat(c0);
  }
}

/** Converts a parsed `NestedAggregationResults` in place, as {@link nestedAggregationResultsPlan} says. */
export function nestedAggregationResultsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.ranges) != null) aggregationRangeResultsDecoder(c0, x);
    if ((c0 = v.scalar) != null) aggregationResultsScalarResultDecoder(c0, x);
  }
}

/** Converts a parsed `NestedValueAggregationResult` in place, as {@link nestedValueAggregationResultPlan} says. */
export function nestedValueAggregationResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.nestedResults) != null) nestedAggregationResultsDecoder(c0, x);
  }
}

/** Converts a parsed `AggregationGroupByValueResults` in place, as {@link aggregationGroupByValueResultsPlan} says. */
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

/** Converts a parsed `AggregationRangeResult` in place, as {@link aggregationRangeResultPlan} says. */
export function aggregationRangeResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.from) != null) v.from = decodeFloat(c0);
    if ((c0 = v.to) != null) v.to = decodeFloat(c0);
  }
}

/** Converts a parsed `AggregationScalarResult` in place, as {@link aggregationScalarResultPlan} says. */
export function aggregationScalarResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.value) != null) v.value = decodeFloat(c0);
  }
}

/** Converts a parsed `AggregationNestedResultValue` in place, as {@link aggregationNestedResultValuePlan} says. */
export function aggregationNestedResultValueDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.range) != null) aggregationRangeResultDecoder(c0, x);
    if ((c0 = v.scalar) != null) aggregationScalarResultDecoder(c0, x);
  }
}

/** Converts a parsed `AggregationNestedResultGroup` in place, as {@link aggregationNestedResultGroupPlan} says. */
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

/** Converts a parsed `AggregationNestedResults` in place, as {@link aggregationNestedResultsPlan} says. */
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

/** Converts a parsed `AggregationResults` in place, as {@link aggregationResultsPlan} says. */
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

/** Converts a parsed `AggregationData` in place, as {@link aggregationDataPlan} says. */
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

/** Converts a parsed `CreateServiceResponse` in place, as {@link createServiceResponsePlan} says. */
export function createServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `BulkCreateServicesResponse` in place, as {@link bulkCreateServicesResponsePlan} says. */
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

/** Converts a parsed `GetServiceResponse` in place, as {@link getServiceResponsePlan} says. */
export function getServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateServiceResponse` in place, as {@link updateServiceResponsePlan} says. */
export function updateServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `BulkUpdateServicesResponse` in place, as {@link bulkUpdateServicesResponsePlan} says. */
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

/** Converts a parsed `BulkDeleteServicesResponse` in place, as {@link bulkDeleteServicesResponsePlan} says. */
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

/** Converts a parsed `QueryServicesResponse` in place, as {@link queryServicesResponsePlan} says. */
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

/** Converts a parsed `SearchServicesResponse` in place, as {@link searchServicesResponsePlan} says. */
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

/** Converts a parsed `QueryPoliciesResponse` in place, as {@link queryPoliciesResponsePlan} says. */
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

/** Converts a parsed `QueryLocationsResponse` in place, as {@link queryLocationsResponsePlan} says. */
export function queryLocationsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.businessLocations) != null) serviceBusinessLocationsDecoder(c0, x);
  }
}

/** Converts a parsed `SetServiceLocationsResponse` in place, as {@link setServiceLocationsResponsePlan} says. */
export function setServiceLocationsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `EnablePricingPlansForServiceResponse` in place, as {@link enablePricingPlansForServiceResponsePlan} says. */
export function enablePricingPlansForServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `DisablePricingPlansForServiceResponse` in place, as {@link disablePricingPlansForServiceResponsePlan} says. */
export function disablePricingPlansForServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `SetCustomSlugResponse` in place, as {@link setCustomSlugResponsePlan} says. */
export function setCustomSlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
    if ((c0 = v.slug) != null) serviceSlugDecoder(c0, x);
  }
}

/** Converts a parsed `CloneServiceResponse` in place, as {@link cloneServiceResponsePlan} says. */
export function cloneServiceResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.service) != null) serviceDecoder(c0, x);
  }
}

/** Converts a parsed `TimeSlotBookingPolicyViolations` in place, as {@link timeSlotBookingPolicyViolationsPlan} says. */
export function timeSlotBookingPolicyViolationsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.earliestBookingDate) != null) v.earliestBookingDate = decodeDate(c0);
  }
}

/** Converts a parsed `TimeSlot` in place, as {@link timeSlotPlan} says. */
export function timeSlotDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.bookingPolicyViolations) != null) timeSlotBookingPolicyViolationsDecoder(c0, x);
  }
}

/** Converts a parsed `ListAvailabilityTimeSlotsResponse` in place, as {@link listAvailabilityTimeSlotsResponsePlan} says. */
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

/** Converts a parsed `GetAvailabilityTimeSlotResponse` in place, as {@link getAvailabilityTimeSlotResponsePlan} says. */
export function getAvailabilityTimeSlotResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.timeSlot) != null) timeSlotDecoder(c0, x);
  }
}

/** Converts a parsed `ListMultiServiceAvailabilityTimeSlotsResponse` in place, as {@link listMultiServiceAvailabilityTimeSlotsResponsePlan} says. */
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

/** Converts a parsed `BookingContactDetails` in place, as {@link bookingContactDetailsPlan} says. */
export function bookingContactDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.fullAddress) != null) contactAddressDecoder(c0, x);
  }
}

/** Converts a parsed `Booking` in place, as {@link bookingPlan} says. */
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

/** Converts a parsed `BulkBookingResult` in place, as {@link bulkBookingResultPlan} says. */
export function bulkBookingResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.item) != null) bookingDecoder(c0, x);
  }
}

/** Converts a parsed `BookingResponse` in place, as {@link bookingResponsePlan} says. */
export function bookingResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.booking) != null) bookingDecoder(c0, x);
  }
}

/** Converts a parsed `BulkBookingsResponse` in place, as {@link bulkBookingsResponsePlan} says. */
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

/** Converts a parsed `MultiServiceBookingResult` in place, as {@link multiServiceBookingResultPlan} says. */
export function multiServiceBookingResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.booking) != null) bookingDecoder(c0, x);
  }
}

/** Converts a parsed `MultiServiceBooking` in place, as {@link multiServiceBookingPlan} says. */
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

/** Converts a parsed `MultiServiceBookingResponse` in place, as {@link multiServiceBookingResponsePlan} says. */
export function multiServiceBookingResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.multiServiceBooking) != null) multiServiceBookingDecoder(c0, x);
  }
}

/** Converts a parsed `GetMultiServiceBookingResponse` in place, as {@link getMultiServiceBookingResponsePlan} says. */
export function getMultiServiceBookingResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.multiServiceBooking) != null) multiServiceBookingDecoder(c0, x);
  }
}

/** Converts a parsed `MultiServiceBookingBookingsResponse` in place, as {@link multiServiceBookingBookingsResponsePlan} says. */
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

/** Converts a parsed `ExtendedBookingOrder` in place, as {@link extendedBookingOrderPlan} says. */
export function extendedBookingOrderDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionAuthorizationCapture` in place, as {@link transactionAuthorizationCapturePlan} says. */
export function transactionAuthorizationCaptureDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionAuthorizationVoid` in place, as {@link transactionAuthorizationVoidPlan} says. */
export function transactionAuthorizationVoidDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.voidedDate) != null) v.voidedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionScheduledAction` in place, as {@link transactionScheduledActionPlan} says. */
export function transactionScheduledActionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.executionDate) != null) v.executionDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionAuthorizationDetails` in place, as {@link transactionAuthorizationDetailsPlan} says. */
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

/** Converts a parsed `TransactionChargeback` in place, as {@link transactionChargebackPlan} says. */
export function transactionChargebackDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionRegularPaymentDetails` in place, as {@link transactionRegularPaymentDetailsPlan} says. */
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

/** Converts a parsed `TransactionPayment` in place, as {@link transactionPaymentPlan} says. */
export function transactionPaymentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.regularPaymentDetails) != null) transactionRegularPaymentDetailsDecoder(c0, x);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionRefund` in place, as {@link transactionRefundPlan} says. */
export function transactionRefundDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
  }
}

/** Converts a parsed `TransactionMembershipPaymentDetails` in place, as {@link transactionMembershipPaymentDetailsPlan} says. */
export function transactionMembershipPaymentDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.expirationDate) != null) v.expirationDate = decodeDate(c0);
  }
}

/** Converts a parsed `ExtendedBookingTransactions` in place, as {@link extendedBookingTransactionsPlan} says. */
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

/** Converts a parsed `ExtendedBookingSubscriptionInfo` in place, as {@link extendedBookingSubscriptionInfoPlan} says. */
export function extendedBookingSubscriptionInfoDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.cancellationDate) != null) v.cancellationDate = decodeDate(c0);
    if ((c0 = v.nextBillingDate) != null) v.nextBillingDate = decodeDate(c0);
  }
}

/** Converts a parsed `ExtendedBooking` in place, as {@link extendedBookingPlan} says. */
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

/** Converts a parsed `QueryExtendedBookingsResponse` in place, as {@link queryExtendedBookingsResponsePlan} says. */
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

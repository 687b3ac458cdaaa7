// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

/** Conversions of `ContactAddress`. */
export const contactAddressPlan: Plan = { geocode: { latitude: 'float', longitude: 'float' } };

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

/** Conversions of `MaskedService`. */
export const maskedServicePlan: Plan = { service: servicePlan };

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

/** Conversions of `CreateServiceRequest`. */
export const createServiceRequestPlan: Plan = { service: servicePlan };

/** Conversions of `BulkCreateServicesRequest`. */
export const bulkCreateServicesRequestPlan: Plan = { services: { '*': servicePlan } };

/** Conversions of `UpdateServiceRequest`. */
export const updateServiceRequestPlan: Plan = { service: servicePlan };

/** Conversions of `BulkUpdateServicesRequest`. */
export const bulkUpdateServicesRequestPlan: Plan = { services: { '*': maskedServicePlan } };

/** Conversions of `BulkUpdateServicesByFilterRequest`. */
export const bulkUpdateServicesByFilterRequestPlan: Plan = { service: servicePlan };

/** Conversions of `SearchServicesRequest`. */
export const searchServicesRequestPlan: Plan = { search: serviceSearchPlan };

/** Conversions of `SetServiceLocationsRequest`. */
export const setServiceLocationsRequestPlan: Plan = {
  locations: { '*': serviceLocationPlan },
  removedLocationSessionsAction: removedLocationSessionsActionPlan,
};

/** Conversions of `TimeSlotBookingPolicyViolations`. */
export const timeSlotBookingPolicyViolationsPlan: Plan = { earliestBookingDate: 'date' };

/** Conversions of `ListAvailabilityTimeSlotsRequest`. */
export const listAvailabilityTimeSlotsRequestPlan: Plan = { bookingPolicyViolations: timeSlotBookingPolicyViolationsPlan };

/** Conversions of `ListMultiServiceAvailabilityTimeSlotsRequest`. */
export const listMultiServiceAvailabilityTimeSlotsRequestPlan: Plan = { bookingPolicyViolations: timeSlotBookingPolicyViolationsPlan };

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

/** Conversions of `CreateBookingRequest`. */
export const createBookingRequestPlan: Plan = { booking: bookingPlan };

/** Conversions of `CreateBookingInfo`. */
export const createBookingInfoPlan: Plan = { booking: bookingPlan };

/** Conversions of `BulkCreateBookingRequest`. */
export const bulkCreateBookingRequestPlan: Plan = { createBookingsInfo: { '*': createBookingInfoPlan } };

/** Conversions of `CreateMultiServiceBookingRequest`. */
export const createMultiServiceBookingRequestPlan: Plan = { bookings: { '*': bookingPlan } };

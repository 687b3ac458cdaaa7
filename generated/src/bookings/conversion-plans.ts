// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { bookingPlan, bookingPolicyPlan, serviceLocationPlan, servicePlan, serviceSlugPlan, timeSlotBookingPolicyViolationsPlan } from './request-plans.js';

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

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

/** Conversions of `ServiceBusinessLocations`. */
export const serviceBusinessLocationsPlan: Plan = { locations: { '*': serviceLocationPlan } };

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

/** Conversions of `CreateServiceResponse`. */
export const createServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `BulkCreateServicesResponse`. */
export const bulkCreateServicesResponsePlan: Plan = { results: { '*': serviceBulkResultPlan } };

/** Conversions of `GetServiceResponse`. */
export const getServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `UpdateServiceResponse`. */
export const updateServiceResponsePlan: Plan = { service: servicePlan };

/** Conversions of `BulkUpdateServicesResponse`. */
export const bulkUpdateServicesResponsePlan: Plan = { results: { '*': serviceBulkResultPlan } };

/** Conversions of `BulkDeleteServicesResponse`. */
export const bulkDeleteServicesResponsePlan: Plan = { results: { '*': serviceBulkResultPlan } };

/** Conversions of `QueryServicesResponse`. */
export const queryServicesResponsePlan: Plan = { services: { '*': servicePlan } };

/** Conversions of `SearchServicesResponse`. */
export const searchServicesResponsePlan: Plan = { aggregationData: aggregationDataPlan, services: { '*': servicePlan } };

/** Conversions of `QueryPoliciesResponse`. */
export const queryPoliciesResponsePlan: Plan = { bookingPolicies: { '*': bookingPolicyWithServicesPlan } };

/** Conversions of `QueryLocationsResponse`. */
export const queryLocationsResponsePlan: Plan = { businessLocations: serviceBusinessLocationsPlan };

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

/** Conversions of `TimeSlot`. */
export const timeSlotPlan: Plan = { bookingPolicyViolations: timeSlotBookingPolicyViolationsPlan };

/** Conversions of `ListAvailabilityTimeSlotsResponse`. */
export const listAvailabilityTimeSlotsResponsePlan: Plan = { timeSlots: { '*': timeSlotPlan } };

/** Conversions of `GetAvailabilityTimeSlotResponse`. */
export const getAvailabilityTimeSlotResponsePlan: Plan = { timeSlot: timeSlotPlan };

/** Conversions of `ListMultiServiceAvailabilityTimeSlotsResponse`. */
export const listMultiServiceAvailabilityTimeSlotsResponsePlan: Plan = { timeSlots: { '*': timeSlotPlan } };

/** Conversions of `BulkBookingResult`. */
export const bulkBookingResultPlan: Plan = { item: bookingPlan };

/** Conversions of `BookingResponse`. */
export const bookingResponsePlan: Plan = { booking: bookingPlan };

/** Conversions of `BulkBookingsResponse`. */
export const bulkBookingsResponsePlan: Plan = { results: { '*': bulkBookingResultPlan } };

/** Conversions of `MultiServiceBookingResult`. */
export const multiServiceBookingResultPlan: Plan = { booking: bookingPlan };

/** Conversions of `MultiServiceBooking`. */
export const multiServiceBookingPlan: Plan = { bookings: { '*': multiServiceBookingResultPlan } };

/** Conversions of `MultiServiceBookingResponse`. */
export const multiServiceBookingResponsePlan: Plan = { multiServiceBooking: multiServiceBookingPlan };

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

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  getAvailabilityTimeSlot: getAvailabilityTimeSlotResponsePlan,
  listAvailabilityTimeSlots: listAvailabilityTimeSlotsResponsePlan,
  addBookingsToMultiServiceBooking: multiServiceBookingBookingsResponsePlan,
  bulkConfirmOrDeclineBooking: bulkBookingsResponsePlan,
  bulkCreateBooking: bulkBookingsResponsePlan,
  cancelBooking: bookingResponsePlan,
  cancelMultiServiceBooking: multiServiceBookingResponsePlan,
  confirmBooking: bookingResponsePlan,
  confirmMultiServiceBooking: multiServiceBookingResponsePlan,
  confirmOrDeclineBooking: bookingResponsePlan,
  createBooking: bookingResponsePlan,
  createMultiServiceBooking: multiServiceBookingResponsePlan,
  declineBooking: bookingResponsePlan,
  declineMultiServiceBooking: multiServiceBookingResponsePlan,
  getMultiServiceBooking: getMultiServiceBookingResponsePlan,
  markBookingAsPending: bookingResponsePlan,
  markMultiServiceBookingAsPending: multiServiceBookingResponsePlan,
  removeBookingsFromMultiServiceBooking: multiServiceBookingBookingsResponsePlan,
  rescheduleBooking: bookingResponsePlan,
  rescheduleMultiServiceBooking: multiServiceBookingResponsePlan,
  setBookingSubmissionId: bookingResponsePlan,
  updateNumberOfParticipants: bookingResponsePlan,
  query: queryExtendedBookingsResponsePlan,
  queryExtendedBookings: queryExtendedBookingsResponsePlan,
  listMultiServiceAvailabilityTimeSlots: listMultiServiceAvailabilityTimeSlotsResponsePlan,
  bulkCreateServices: bulkCreateServicesResponsePlan,
  bulkDeleteServices: bulkDeleteServicesResponsePlan,
  bulkUpdateServices: bulkUpdateServicesResponsePlan,
  cloneService: cloneServiceResponsePlan,
  createService: createServiceResponsePlan,
  disablePricingPlansForService: disablePricingPlansForServiceResponsePlan,
  enablePricingPlansForService: enablePricingPlansForServiceResponsePlan,
  getService: getServiceResponsePlan,
  queryLocations: queryLocationsResponsePlan,
  queryPolicies: queryPoliciesResponsePlan,
  queryServices: queryServicesResponsePlan,
  searchServices: searchServicesResponsePlan,
  setCustomSlug: setCustomSlugResponsePlan,
  setServiceLocations: setServiceLocationsResponsePlan,
  updateService: updateServiceResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';

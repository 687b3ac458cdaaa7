// Generated from spec/bookings.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { calculateMultiSlotAvailability, getScheduleAvailability, queryAvailability } from './availabilityCalendar.js';
import { getAvailabilityTimeSlot, listAvailabilityTimeSlots } from './availabilityTimeSlots.js';
import { addBookingsToMultiServiceBooking, bulkConfirmOrDeclineBooking, bulkCreateBooking, bulkGetMultiServiceBookingAllowedActions, cancelBooking, cancelMultiServiceBooking, confirmBooking, confirmMultiServiceBooking, confirmOrDeclineBooking, createBooking, createMultiServiceBooking, declineBooking, declineMultiServiceBooking, getMultiServiceBooking, getMultiServiceBookingAvailability, markBookingAsPending, markMultiServiceBookingAsPending, removeBookingsFromMultiServiceBooking, rescheduleBooking, rescheduleMultiServiceBooking, setBookingSubmissionId, updateExtendedFields, updateNumberOfParticipants } from './bookings.js';
import { countExtendedBookings, query, queryExtendedBookings } from './extendedBookings.js';
import { listMultiServiceAvailabilityTimeSlots } from './multiServiceAvailabilityTimeSlots.js';
import { bulkCreateServices, bulkDeleteServices, bulkDeleteServicesByFilter, bulkUpdateServices, bulkUpdateServicesByFilter, cloneService, countServices, createAddOnGroup, createService, deleteAddOnGroup, deleteService, disablePricingPlansForService, enablePricingPlansForService, getService, listAddOnGroupsByServiceId, queryBookingForms, queryCategories, queryLocations, queryPolicies, queryServices, searchServices, setAddOnsForGroup, setCustomSlug, setServiceLocations, updateAddOnGroup, updateService, validateSlug } from './services.js';

/** msw handlers of every bookings call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...bookingsHandlers(document))`. */
export function bookingsHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['bookings'] });
}

/** One bookings call answered by a typed resolver, for a test: `server.use(bookingsMocks.addBookingsToMultiServiceBooking(() => ...))`. */
export const bookingsMocks = {
  addBookingsToMultiServiceBooking: (resolve: MockResolver<typeof addBookingsToMultiServiceBooking>, options?: MockCallOptions) => mockCall(addBookingsToMultiServiceBooking, resolve, options),
  bulkConfirmOrDeclineBooking: (resolve: MockResolver<typeof bulkConfirmOrDeclineBooking>, options?: MockCallOptions) => mockCall(bulkConfirmOrDeclineBooking, resolve, options),
  bulkCreateBooking: (resolve: MockResolver<typeof bulkCreateBooking>, options?: MockCallOptions) => mockCall(bulkCreateBooking, resolve, options),
  bulkCreateServices: (resolve: MockResolver<typeof bulkCreateServices>, options?: MockCallOptions) => mockCall(bulkCreateServices, resolve, options),
  bulkDeleteServices: (resolve: MockResolver<typeof bulkDeleteServices>, options?: MockCallOptions) => mockCall(bulkDeleteServices, resolve, options),
  bulkDeleteServicesByFilter: (resolve: MockResolver<typeof bulkDeleteServicesByFilter>, options?: MockCallOptions) => mockCall(bulkDeleteServicesByFilter, resolve, options),
  bulkGetMultiServiceBookingAllowedActions: (resolve: MockResolver<typeof bulkGetMultiServiceBookingAllowedActions>, options?: MockCallOptions) => mockCall(bulkGetMultiServiceBookingAllowedActions, resolve, options),
  bulkUpdateServices: (resolve: MockResolver<typeof bulkUpdateServices>, options?: MockCallOptions) => mockCall(bulkUpdateServices, resolve, options),
  bulkUpdateServicesByFilter: (resolve: MockResolver<typeof bulkUpdateServicesByFilter>, options?: MockCallOptions) => mockCall(bulkUpdateServicesByFilter, resolve, options),
  calculateMultiSlotAvailability: (resolve: MockResolver<typeof calculateMultiSlotAvailability>, options?: MockCallOptions) => mockCall(calculateMultiSlotAvailability, resolve, options),
  cancelBooking: (resolve: MockResolver<typeof cancelBooking>, options?: MockCallOptions) => mockCall(cancelBooking, resolve, options),
  cancelMultiServiceBooking: (resolve: MockResolver<typeof cancelMultiServiceBooking>, options?: MockCallOptions) => mockCall(cancelMultiServiceBooking, resolve, options),
  cloneService: (resolve: MockResolver<typeof cloneService>, options?: MockCallOptions) => mockCall(cloneService, resolve, options),
  confirmBooking: (resolve: MockResolver<typeof confirmBooking>, options?: MockCallOptions) => mockCall(confirmBooking, resolve, options),
  confirmMultiServiceBooking: (resolve: MockResolver<typeof confirmMultiServiceBooking>, options?: MockCallOptions) => mockCall(confirmMultiServiceBooking, resolve, options),
  confirmOrDeclineBooking: (resolve: MockResolver<typeof confirmOrDeclineBooking>, options?: MockCallOptions) => mockCall(confirmOrDeclineBooking, resolve, options),
  countExtendedBookings: (resolve: MockResolver<typeof countExtendedBookings>, options?: MockCallOptions) => mockCall(countExtendedBookings, resolve, options),
  countServices: (resolve: MockResolver<typeof countServices>, options?: MockCallOptions) => mockCall(countServices, resolve, options),
  createAddOnGroup: (resolve: MockResolver<typeof createAddOnGroup>, options?: MockCallOptions) => mockCall(createAddOnGroup, resolve, options),
  createBooking: (resolve: MockResolver<typeof createBooking>, options?: MockCallOptions) => mockCall(createBooking, resolve, options),
  createMultiServiceBooking: (resolve: MockResolver<typeof createMultiServiceBooking>, options?: MockCallOptions) => mockCall(createMultiServiceBooking, resolve, options),
  createService: (resolve: MockResolver<typeof createService>, options?: MockCallOptions) => mockCall(createService, resolve, options),
  declineBooking: (resolve: MockResolver<typeof declineBooking>, options?: MockCallOptions) => mockCall(declineBooking, resolve, options),
  declineMultiServiceBooking: (resolve: MockResolver<typeof declineMultiServiceBooking>, options?: MockCallOptions) => mockCall(declineMultiServiceBooking, resolve, options),
  deleteAddOnGroup: (resolve: MockResolver<typeof deleteAddOnGroup>, options?: MockCallOptions) => mockCall(deleteAddOnGroup, resolve, options),
  deleteService: (resolve: MockResolver<typeof deleteService>, options?: MockCallOptions) => mockCall(deleteService, resolve, options),
  disablePricingPlansForService: (resolve: MockResolver<typeof disablePricingPlansForService>, options?: MockCallOptions) => mockCall(disablePricingPlansForService, resolve, options),
  enablePricingPlansForService: (resolve: MockResolver<typeof enablePricingPlansForService>, options?: MockCallOptions) => mockCall(enablePricingPlansForService, resolve, options),
  getAvailabilityTimeSlot: (resolve: MockResolver<typeof getAvailabilityTimeSlot>, options?: MockCallOptions) => mockCall(getAvailabilityTimeSlot, resolve, options),
  getMultiServiceBooking: (resolve: MockResolver<typeof getMultiServiceBooking>, options?: MockCallOptions) => mockCall(getMultiServiceBooking, resolve, options),
  getMultiServiceBookingAvailability: (resolve: MockResolver<typeof getMultiServiceBookingAvailability>, options?: MockCallOptions) => mockCall(getMultiServiceBookingAvailability, resolve, options),
  getScheduleAvailability: (resolve: MockResolver<typeof getScheduleAvailability>, options?: MockCallOptions) => mockCall(getScheduleAvailability, resolve, options),
  getService: (resolve: MockResolver<typeof getService>, options?: MockCallOptions) => mockCall(getService, resolve, options),
  listAddOnGroupsByServiceId: (resolve: MockResolver<typeof listAddOnGroupsByServiceId>, options?: MockCallOptions) => mockCall(listAddOnGroupsByServiceId, resolve, options),
  listAvailabilityTimeSlots: (resolve: MockResolver<typeof listAvailabilityTimeSlots>, options?: MockCallOptions) => mockCall(listAvailabilityTimeSlots, resolve, options),
  listMultiServiceAvailabilityTimeSlots: (resolve: MockResolver<typeof listMultiServiceAvailabilityTimeSlots>, options?: MockCallOptions) => mockCall(listMultiServiceAvailabilityTimeSlots, resolve, options),
  markBookingAsPending: (resolve: MockResolver<typeof markBookingAsPending>, options?: MockCallOptions) => mockCall(markBookingAsPending, resolve, options),
  markMultiServiceBookingAsPending: (resolve: MockResolver<typeof markMultiServiceBookingAsPending>, options?: MockCallOptions) => mockCall(markMultiServiceBookingAsPending, resolve, options),
  query: (resolve: MockResolver<typeof query>, options?: MockCallOptions) => mockCall(query, resolve, options),
  queryAvailability: (resolve: MockResolver<typeof queryAvailability>, options?: MockCallOptions) => mockCall(queryAvailability, resolve, options),
  queryBookingForms: (resolve: MockResolver<typeof queryBookingForms>, options?: MockCallOptions) => mockCall(queryBookingForms, resolve, options),
  queryCategories: (resolve: MockResolver<typeof queryCategories>, options?: MockCallOptions) => mockCall(queryCategories, resolve, options),
  queryExtendedBookings: (resolve: MockResolver<typeof queryExtendedBookings>, options?: MockCallOptions) => mockCall(queryExtendedBookings, resolve, options),
  queryLocations: (resolve: MockResolver<typeof queryLocations>, options?: MockCallOptions) => mockCall(queryLocations, resolve, options),
  queryPolicies: (resolve: MockResolver<typeof queryPolicies>, options?: MockCallOptions) => mockCall(queryPolicies, resolve, options),
  queryServices: (resolve: MockResolver<typeof queryServices>, options?: MockCallOptions) => mockCall(queryServices, resolve, options),
  removeBookingsFromMultiServiceBooking: (resolve: MockResolver<typeof removeBookingsFromMultiServiceBooking>, options?: MockCallOptions) => mockCall(removeBookingsFromMultiServiceBooking, resolve, options),
  rescheduleBooking: (resolve: MockResolver<typeof rescheduleBooking>, options?: MockCallOptions) => mockCall(rescheduleBooking, resolve, options),
  rescheduleMultiServiceBooking: (resolve: MockResolver<typeof rescheduleMultiServiceBooking>, options?: MockCallOptions) => mockCall(rescheduleMultiServiceBooking, resolve, options),
  searchServices: (resolve: MockResolver<typeof searchServices>, options?: MockCallOptions) => mockCall(searchServices, resolve, options),
  setAddOnsForGroup: (resolve: MockResolver<typeof setAddOnsForGroup>, options?: MockCallOptions) => mockCall(setAddOnsForGroup, resolve, options),
  setBookingSubmissionId: (resolve: MockResolver<typeof setBookingSubmissionId>, options?: MockCallOptions) => mockCall(setBookingSubmissionId, resolve, options),
  setCustomSlug: (resolve: MockResolver<typeof setCustomSlug>, options?: MockCallOptions) => mockCall(setCustomSlug, resolve, options),
  setServiceLocations: (resolve: MockResolver<typeof setServiceLocations>, options?: MockCallOptions) => mockCall(setServiceLocations, resolve, options),
  updateAddOnGroup: (resolve: MockResolver<typeof updateAddOnGroup>, options?: MockCallOptions) => mockCall(updateAddOnGroup, resolve, options),
  updateExtendedFields: (resolve: MockResolver<typeof updateExtendedFields>, options?: MockCallOptions) => mockCall(updateExtendedFields, resolve, options),
  updateNumberOfParticipants: (resolve: MockResolver<typeof updateNumberOfParticipants>, options?: MockCallOptions) => mockCall(updateNumberOfParticipants, resolve, options),
  updateService: (resolve: MockResolver<typeof updateService>, options?: MockCallOptions) => mockCall(updateService, resolve, options),
  validateSlug: (resolve: MockResolver<typeof validateSlug>, options?: MockCallOptions) => mockCall(validateSlug, resolve, options),
};

// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDate, encodeJsonBody, planEncoder } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CursorPaging, ListMultiServiceAvailabilityTimeSlotsResponse, MultiServiceTimeSlotsService, TimeSlotBookingPolicyViolations, TimeSlotLocation } from './schema-types.js';
import { listMultiServiceAvailabilityTimeSlotsRequestPlan } from './request-plans.js';
import { listMultiServiceAvailabilityTimeSlotsResponseDecoder } from './response-decoders.js';
import { bookingsService } from './service-info.js';

/** Argument `options` of {@link listMultiServiceAvailabilityTimeSlots}. */
export interface ListMultiServiceAvailabilityTimeSlotsOptions {
  /** Services, in the order they are booked. */
  services?: MultiServiceTimeSlotsService[];
  /** Lower boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  fromLocalDate?: string;
  /** Upper boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  toLocalDate?: string;
  /** Time zone of the local dates, IANA format. */
  timeZone?: string;
  /** Location of the time slots. With `BUSINESS`, give the location ID too. */
  location?: TimeSlotLocation;
  /** Whether to return only time slots bookable according to all services' booking policies. */
  bookable?: boolean;
  bookingPolicyViolations?: TimeSlotBookingPolicyViolations;
  /** Maximum number of time slots to return for each day. */
  timeSlotsPerDay?: number;
  cursorPaging?: CursorPaging;
}

/** Error answers of {@link listMultiServiceAvailabilityTimeSlots} by status: `isApiError<ListMultiServiceAvailabilityTimeSlotsErrors, 404>(e, 404)` types `e.data`. */
export type ListMultiServiceAvailabilityTimeSlotsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * List multi-service availability time slots
 *
 * Retrieves time slots for booking 2 to 8 services one after the other at one location. Each time slot holds a nested time slot per service, in the order given. Cursor paging.
 *
 * `POST /bookings/v2/multi-service-time-slots`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const listMultiServiceAvailabilityTimeSlots: Call<[options?: ListMultiServiceAvailabilityTimeSlotsOptions, init?: CallInit], ListMultiServiceAvailabilityTimeSlotsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'multiServiceAvailabilityTimeSlots',
  operationId: 'listMultiServiceAvailabilityTimeSlots',
  method: 'POST',
  path: '/v2/multi-service-time-slots',
  args: [
    {
      name: 'options',
      properties: {
        services: 'body.services',
        fromLocalDate: 'body.fromLocalDate',
        toLocalDate: 'body.toLocalDate',
        timeZone: 'body.timeZone',
        location: 'body.location',
        bookable: 'body.bookable',
        bookingPolicyViolations: 'body.bookingPolicyViolations',
        timeSlotsPerDay: 'body.timeSlotsPerDay',
        cursorPaging: 'body.cursorPaging',
      },
    },
  ],
  idempotent: true,
  requestPlan: { body: listMultiServiceAvailabilityTimeSlotsRequestPlan },
  decode: listMultiServiceAvailabilityTimeSlotsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/** The `multiServiceAvailabilityTimeSlots` module: pass it to `createClient({ modules: { multiServiceAvailabilityTimeSlots } })`. */
export const multiServiceAvailabilityTimeSlots = { listMultiServiceAvailabilityTimeSlots };

// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CalculateMultiSlotAvailabilityResponse, CursorPaging, GetScheduleAvailabilityResponse, MultiSlotRuleBasedConstraints, QueryAvailabilityResponse, QueryV2, SlotBookingPolicyViolations, SlotLocation } from './schema-types.js';
import { bookingsService } from './service-info.js';

/** Argument `options` of {@link calculateMultiSlotAvailability}. */
export interface CalculateMultiSlotAvailabilityOptions {
  /** Start of the range, local date and time. */
  from?: string;
  /** End of the range, local date and time. */
  to?: string;
  /** Time zone of `from` and `to`, IANA format. */
  timeZone?: string;
  /** Whether to return only bookable slots. */
  bookable?: boolean;
  /** Policy violation filter; each field is checked on its own. */
  bookingPolicyViolations?: SlotBookingPolicyViolations;
  /** Location filter: by location type or location ID. Other fields are ignored. */
  location?: SlotLocation;
  /** Services to book one after the other. */
  slots?: MultiSlotRuleBasedConstraints[];
  /** Maximum number of slots to return for each date. */
  slotsPerDay?: number;
  cursorPaging?: CursorPaging;
}

/** Error answers of {@link calculateMultiSlotAvailability} by status: `isApiError<CalculateMultiSlotAvailabilityErrors, 404>(e, 404)` types `e.data`. */
export type CalculateMultiSlotAvailabilityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getScheduleAvailability} by status: `isApiError<GetScheduleAvailabilityErrors, 404>(e, 404)` types `e.data`. */
export type GetScheduleAvailabilityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryAvailability}. */
export interface QueryAvailabilityOptions {
  /** Time zone override for the `startDate` and `endDate` filters, IANA format. Default: no override. */
  timezone?: string;
  /** Maximum number of appointment slots to return for each date. */
  slotsPerDay?: number;
}

/** Error answers of {@link queryAvailability} by status: `isApiError<QueryAvailabilityErrors, 404>(e, 404)` types `e.data`. */
export type QueryAvailabilityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Calculate multi-slot availability
 *
 * Calculates availability for booking several services back to back (up to 6), with cursor paging. Deprecated by the platform in favour of List Multi Service Availability Time Slots.
 *
 * `POST /bookings/v1/availability/multislot`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const calculateMultiSlotAvailability: Call<[options?: CalculateMultiSlotAvailabilityOptions, init?: CallInit], CalculateMultiSlotAvailabilityResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'availabilityCalendar',
  operationId: 'calculateMultiSlotAvailability',
  method: 'POST',
  path: '/v1/availability/multislot',
  args: [
    {
      name: 'options',
      properties: {
        from: 'body.from',
        to: 'body.to',
        timeZone: 'body.timeZone',
        bookable: 'body.bookable',
        bookingPolicyViolations: 'body.bookingPolicyViolations',
        location: 'body.location',
        slots: 'body.slots',
        slotsPerDay: 'body.slotsPerDay',
        cursorPaging: 'body.cursorPaging',
      },
    },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Get schedule availability
 *
 * Returns the availability of a schedule (a course): total spots are the schedule's capacity, open spots that capacity minus the participants of its bookings. Deprecated by the platform.
 *
 * `GET /bookings/v2/availability/schedule/{scheduleId}`
 *
 * @param scheduleId `path.scheduleId`
 */
export const getScheduleAvailability: Call<[scheduleId: string, init?: CallInit], GetScheduleAvailabilityResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'availabilityCalendar',
  operationId: 'getScheduleAvailability',
  method: 'GET',
  path: '/v2/availability/schedule/{scheduleId}',
  args: [{ name: 'scheduleId', required: true, value: 'path.scheduleId' }],
});

/**
 * Query availability
 *
 * Retrieves appointment slots or class events that match a filter. The filter must include `serviceId`; give `startDate` and `endDate` too. Slots sort only by `startDate`, unavailable ones last. Course sessions are not returned. Deprecated by the platform in favour of the time slot calls.
 *
 * `POST /bookings/v1/availability/query`; idempotent (retried like a GET)
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryAvailability: Call<[query: QueryV2, options?: QueryAvailabilityOptions, init?: CallInit], QueryAvailabilityResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'availabilityCalendar',
  operationId: 'queryAvailability',
  method: 'POST',
  path: '/v1/availability/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    {
      name: 'options',
      properties: { timezone: 'body.timezone', slotsPerDay: 'body.slotsPerDay' },
    },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/** The `availabilityCalendar` module: pass it to `createClient({ modules: { availabilityCalendar } })`. */
export const availabilityCalendar = { calculateMultiSlotAvailability, getScheduleAvailability, queryAvailability };

// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDate, encodeJsonBody, planEncoder } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CursorPaging, GetAvailabilityTimeSlotResponse, ListAvailabilityTimeSlotsResponse, TimeSlotBookingPolicyViolations, TimeSlotCustomerChoices, TimeSlotLocation, TimeSlotResourceType } from './schema-types.js';
import { listAvailabilityTimeSlotsRequestPlan } from './request-plans.js';
import { getAvailabilityTimeSlotResponseDecoder, listAvailabilityTimeSlotsResponseDecoder } from './response-decoders.js';
import { bookingsService } from './service-info.js';

/** Argument `options` of {@link getAvailabilityTimeSlot}. */
export interface GetAvailabilityTimeSlotOptions {
  /** Resources to include in the response. */
  resourceIds?: string[];
  /** Resource type IDs to include, in addition to `resourceIds`. */
  includeResourceTypeIds?: string[];
  /** Resource types to filter by. */
  resourceTypes?: TimeSlotResourceType[];
}

/** Error answers of {@link getAvailabilityTimeSlot} by status: `isApiError<GetAvailabilityTimeSlotErrors, 404>(e, 404)` types `e.data`. */
export type GetAvailabilityTimeSlotErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listAvailabilityTimeSlots}. */
export interface ListAvailabilityTimeSlotsOptions {
  /** ID of an appointment-based service. */
  serviceId?: string;
  /** Lower boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  fromLocalDate?: string;
  /** Upper boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  toLocalDate?: string;
  /** Time zone of `fromLocalDate` and `toLocalDate`, IANA format. */
  timeZone?: string;
  /** Locations to include. */
  locations?: TimeSlotLocation[];
  /** Resources to include. */
  resourceIds?: string[];
  /** Resource type IDs to include in `availableResources`. */
  includeResourceTypeIds?: string[];
  /** Whether to return only bookable (`true`) or only non-bookable (`false`) time slots. */
  bookable?: boolean;
  bookingPolicyViolations?: TimeSlotBookingPolicyViolations;
  /** Maximum number of time slots to return for each day. */
  timeSlotsPerDay?: number;
  cursorPaging?: CursorPaging;
  customerChoices?: TimeSlotCustomerChoices;
  /** Resource types to filter time slots by. */
  resourceTypes?: TimeSlotResourceType[];
}

/** Error answers of {@link listAvailabilityTimeSlots} by status: `isApiError<ListAvailabilityTimeSlotsErrors, 404>(e, 404)` types `e.data`. */
export type ListAvailabilityTimeSlotsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Get availability time slot
 *
 * Retrieves one time slot of an appointment-based service by its local start and end, with its capacity and the resources available for it. Call it before Create Booking to check the slot is still free.
 *
 * `POST /bookings/v2/time-slots/get`; idempotent (retried like a GET)
 *
 * @param serviceId `body.serviceId`
 *
 * @param localStartDate `body.localStartDate`
 *
 * @param localEndDate `body.localEndDate`
 *
 * @param timeZone `body.timeZone`
 *
 * @param location `body.location`
 *
 * @param options Options.
 */
export const getAvailabilityTimeSlot: Call<[serviceId: string, localStartDate: string, localEndDate: string, timeZone?: string, location?: TimeSlotLocation, options?: GetAvailabilityTimeSlotOptions, init?: CallInit], GetAvailabilityTimeSlotResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'availabilityTimeSlots',
  operationId: 'getAvailabilityTimeSlot',
  method: 'POST',
  path: '/v2/time-slots/get',
  args: [
    { name: 'serviceId', required: true, value: 'body.serviceId' },
    { name: 'localStartDate', required: true, value: 'body.localStartDate' },
    { name: 'localEndDate', required: true, value: 'body.localEndDate' },
    { name: 'timeZone', value: 'body.timeZone' },
    { name: 'location', value: 'body.location' },
    {
      name: 'options',
      properties: {
        resourceIds: 'body.resourceIds',
        includeResourceTypeIds: 'body.includeResourceTypeIds',
        resourceTypes: 'body.resourceTypes',
      },
    },
  ],
  idempotent: true,
  decode: getAvailabilityTimeSlotResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * List availability time slots
 *
 * Retrieves the time slots of an appointment-based service in a local date range (default: now to 7 days later), sorted by `localStartDate`, with their capacity, booking policy violations and available resources. Cursor paging; later pages give only `cursorPaging.cursor`.
 *
 * `POST /bookings/v2/time-slots`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const listAvailabilityTimeSlots: Call<[options?: ListAvailabilityTimeSlotsOptions, init?: CallInit], ListAvailabilityTimeSlotsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'availabilityTimeSlots',
  operationId: 'listAvailabilityTimeSlots',
  method: 'POST',
  path: '/v2/time-slots',
  args: [
    {
      name: 'options',
      properties: {
        serviceId: 'body.serviceId',
        fromLocalDate: 'body.fromLocalDate',
        toLocalDate: 'body.toLocalDate',
        timeZone: 'body.timeZone',
        locations: 'body.locations',
        resourceIds: 'body.resourceIds',
        includeResourceTypeIds: 'body.includeResourceTypeIds',
        bookable: 'body.bookable',
        bookingPolicyViolations: 'body.bookingPolicyViolations',
        timeSlotsPerDay: 'body.timeSlotsPerDay',
        cursorPaging: 'body.cursorPaging',
        customerChoices: 'body.customerChoices',
        resourceTypes: 'body.resourceTypes',
      },
    },
  ],
  idempotent: true,
  requestPlan: { body: listAvailabilityTimeSlotsRequestPlan },
  decode: listAvailabilityTimeSlotsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/** The `availabilityTimeSlots` module: pass it to `createClient({ modules: { availabilityTimeSlots } })`. */
export const availabilityTimeSlots = { getAvailabilityTimeSlot, listAvailabilityTimeSlots };

// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineGeneratedCall, defineGeneratedQueryCall, encodeJsonBody } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CountExtendedBookingsResponse, ExtendedBooking, ExtendedBookingQuery, Filter, QueryExtendedBookingsResponse } from './schema-types.js';
import { queryExtendedBookingsResponseDecoder } from './response-decoders.js';
import { bookingsService } from './service-info.js';

/** Argument `options` of {@link countExtendedBookings}. */
export interface CountExtendedBookingsOptions {
  /** Filter on booking fields. */
  filter?: Filter;
}

/** Error answers of {@link countExtendedBookings} by status: `isApiError<CountExtendedBookingsErrors, 404>(e, 404)` types `e.data`. */
export type CountExtendedBookingsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link query}. */
export interface QueryOptions {
  /** Return the actions the customer may perform (`allowedActions`). */
  withBookingAllowedActions?: boolean;
  /** Return attendance information (`attendance`). */
  withBookingAttendanceInfo?: boolean;
  /** Return only bookings of this session (for courses, which have no session ID on the booking). */
  sessionId?: string;
  /** Return the eCommerce order (`order`). */
  withEcomOrder?: boolean;
  /** Return the order invoices (`invoices`). */
  withEcomInvoices?: boolean;
  /** Return the order transactions (`transactions`). */
  withEcomTransactions?: boolean;
  /** Return the booking form submission (`formSubmissions`). */
  withFormSubmissions?: boolean;
}

/** Error answers of {@link query} by status: `isApiError<QueryErrors, 404>(e, 404)` types `e.data`. */
export type QueryErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryExtendedBookings}. */
export interface QueryExtendedBookingsOptions {
  /** Return the actions the customer may perform (`allowedActions`). */
  withBookingAllowedActions?: boolean;
  /** Return attendance information (`attendance`). */
  withBookingAttendanceInfo?: boolean;
  /** Return the online conferencing details (`conferencingDetails`). */
  withBookingConferencingDetails?: boolean;
  /** Return the booking policy settings (`bookingPolicySettings`). */
  withBookingPolicySettings?: boolean;
  /** Return the booking fee details (`bookingFeeDetails`). */
  withBookingFeeDetails?: boolean;
  /** Return the eCommerce order (`order`). */
  withEcomOrder?: boolean;
  /** Return the order invoices (`invoices`). */
  withEcomInvoices?: boolean;
  /** Return the order transactions (`transactions`). */
  withEcomTransactions?: boolean;
  /** Return the booking form submission (`formSubmissions`). */
  withFormSubmissions?: boolean;
}

/** Error answers of {@link queryExtendedBookings} by status: `isApiError<QueryExtendedBookingsErrors, 404>(e, 404)` types `e.data`. */
export type QueryExtendedBookingsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Count extended bookings
 *
 * Counts the bookings that match a filter.
 *
 * `POST /bookings/v2/extended-bookings/count`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const countExtendedBookings: Call<[options?: CountExtendedBookingsOptions, init?: CallInit], CountExtendedBookingsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'extendedBookings',
  operationId: 'countExtendedBookings',
  method: 'POST',
  path: '/v2/extended-bookings/count',
  args: [{ name: 'options', properties: { filter: 'body.filter' } }],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Query extended bookings (deprecated endpoint)
 *
 * Retrieves bookings with extra information, given filter, sort and paging (default: `createdDate` descending, `cursorPaging.limit` 50). `query.fields` and `query.fieldsets` are not supported; filter dates are UTC. Use `sessionId` to find course bookings by session. Replaced by Query Extended Bookings (`queryExtendedBookings`).
 *
 * `POST /bookings/v2/extended-booking/query`; idempotent (retried like a GET)
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const query: Call<[query: ExtendedBookingQuery, options?: QueryOptions, init?: CallInit], QueryExtendedBookingsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'extendedBookings',
  operationId: 'query',
  method: 'POST',
  path: '/v2/extended-booking/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    {
      name: 'options',
      properties: {
        withBookingAllowedActions: 'body.withBookingAllowedActions',
        withBookingAttendanceInfo: 'body.withBookingAttendanceInfo',
        sessionId: 'body.sessionId',
        withEcomOrder: 'body.withEcomOrder',
        withEcomInvoices: 'body.withEcomInvoices',
        withEcomTransactions: 'body.withEcomTransactions',
        withFormSubmissions: 'body.withFormSubmissions',
      },
    },
  ],
  idempotent: true,
  decode: queryExtendedBookingsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Query extended bookings
 *
 * Retrieves bookings with the extra information asked for: allowed actions, attendance, conferencing details, policy settings, booking fees, and the eCommerce order, invoices, transactions and form submissions. Default sort `createdDate` descending, `cursorPaging.limit` 50; filter dates are UTC. Results may lag recent changes (eventual consistency).
 *
 * `POST /bookings/v2/extended-bookings/query`; idempotent (retried like a GET)
 *
 * Given no query, or only `options`, returns a builder: `queryExtendedBookings().eq(field, value).limit(10).find()`, `for await (const item of queryExtendedBookings().iterate())`.
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryExtendedBookings: QueryCall<[query: ExtendedBookingQuery, options?: QueryExtendedBookingsOptions, init?: CallInit], QueryExtendedBookingsResponse, [options?: QueryExtendedBookingsOptions], ItemQuery<ExtendedBooking>> = /* @__PURE__ */ defineGeneratedQueryCall(bookingsService, {
  module: 'extendedBookings',
  operationId: 'queryExtendedBookings',
  method: 'POST',
  path: '/v2/extended-bookings/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    {
      name: 'options',
      properties: {
        withBookingAllowedActions: 'body.withBookingAllowedActions',
        withBookingAttendanceInfo: 'body.withBookingAttendanceInfo',
        withBookingConferencingDetails: 'body.withBookingConferencingDetails',
        withBookingPolicySettings: 'body.withBookingPolicySettings',
        withBookingFeeDetails: 'body.withBookingFeeDetails',
        withEcomOrder: 'body.withEcomOrder',
        withEcomInvoices: 'body.withEcomInvoices',
        withEcomTransactions: 'body.withEcomTransactions',
        withFormSubmissions: 'body.withFormSubmissions',
      },
    },
  ],
  idempotent: true,
  decode: queryExtendedBookingsResponseDecoder,
  queryBuilder: {
    items: 'extendedBookings',
    pagingMetadata: 'pagingMetadata',
    paging: 'cursor',
  },
}, { encodeBody: encodeJsonBody });

/** The `extendedBookings` module: pass it to `createClient({ modules: { extendedBookings } })`. */
export const extendedBookings = { countExtendedBookings, query, queryExtendedBookings };

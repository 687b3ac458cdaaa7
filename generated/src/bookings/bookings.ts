// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDate, encodeFloat, encodeJsonBody, planEncoder } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, BookedAddOn, Booking, BookingParticipantChoices, BookingPaymentStatus, BookingResponse, BookingSlot, BulkBookingsResponse, BulkConfirmOrDeclineBookingDetails, BulkGetMultiServiceBookingAllowedActionsResponse, CancelBookingFlowControlSettings, ConfirmBookingFlowControlSettings, CreateBookingFlowControlSettings, CreateBookingInfo, DeclineBookingFlowControlSettings, GetMultiServiceBookingAvailabilityResponse, GetMultiServiceBookingResponse, MarkBookingAsPendingFlowControlSettings, MultiServiceBooking, MultiServiceBookingBookingsResponse, MultiServiceBookingIdAndRevision, MultiServiceBookingInfo, MultiServiceBookingResponse, MultiServiceBookingType, MultiServiceRescheduleBookingInfo, ParticipantNotification, RescheduleBookingFlowControlSettings, UpdateExtendedFieldsResponse } from './schema-types.js';
import { bulkCreateBookingRequestPlan, createBookingRequestPlan, createMultiServiceBookingRequestPlan } from './request-plans.js';
import { bookingResponseDecoder, bulkBookingsResponseDecoder, getMultiServiceBookingResponseDecoder, multiServiceBookingBookingsResponseDecoder, multiServiceBookingResponseDecoder } from './response-decoders.js';
import { bookingsService } from './service-info.js';

/** Argument `options` of {@link addBookingsToMultiServiceBooking}. */
export interface AddBookingsToMultiServiceBookingOptions {
  /** Single-service bookings to add. */
  bookings: MultiServiceBookingIdAndRevision[];
  /** Whether to return the added bookings. */
  returnFullEntity?: boolean;
}

/** Error answers of {@link addBookingsToMultiServiceBooking} by status: `isApiError<AddBookingsToMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type AddBookingsToMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkConfirmOrDeclineBooking}. */
export interface BulkConfirmOrDeclineBookingOptions {
  /** Whether to return the bookings. */
  returnEntity?: boolean;
}

/** Error answers of {@link bulkConfirmOrDeclineBooking} by status: `isApiError<BulkConfirmOrDeclineBookingErrors, 404>(e, 404)` types `e.data`. */
export type BulkConfirmOrDeclineBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkCreateBooking}. */
export interface BulkCreateBookingOptions {
  /** Whether to return the created bookings. */
  returnFullEntity?: boolean;
}

/** Error answers of {@link bulkCreateBooking} by status: `isApiError<BulkCreateBookingErrors, 404>(e, 404)` types `e.data`. */
export type BulkCreateBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link bulkGetMultiServiceBookingAllowedActions} by status: `isApiError<BulkGetMultiServiceBookingAllowedActionsErrors, 404>(e, 404)` types `e.data`. */
export type BulkGetMultiServiceBookingAllowedActionsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link cancelBooking}. */
export interface CancelBookingOptions {
  participantNotification?: ParticipantNotification;
  flowControlSettings?: CancelBookingFlowControlSettings;
  /** Current revision of the booking. */
  revision: string;
  /** Waive the charges and cancel the eCommerce order of the booking. */
  waiveCharges?: boolean;
}

/** Error answers of {@link cancelBooking} by status: `isApiError<CancelBookingErrors, 404>(e, 404)` types `e.data`. */
export type CancelBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link cancelMultiServiceBooking}. */
export interface CancelMultiServiceBookingOptions {
  participantNotification?: ParticipantNotification;
  flowControlSettings?: CancelBookingFlowControlSettings;
  /** Whether to return the canceled bookings. */
  returnFullEntity?: boolean;
  /** Waive the charges and cancel the eCommerce order. */
  waiveCharges?: boolean;
}

/** Error answers of {@link cancelMultiServiceBooking} by status: `isApiError<CancelMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type CancelMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link confirmBooking}. */
export interface ConfirmBookingOptions {
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the session. */
  sendSmsReminder?: boolean;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
  /** Whether the booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  flowControlSettings?: ConfirmBookingFlowControlSettings;
}

/** Error answers of {@link confirmBooking} by status: `isApiError<ConfirmBookingErrors, 404>(e, 404)` types `e.data`. */
export type ConfirmBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link confirmMultiServiceBooking}. */
export interface ConfirmMultiServiceBookingOptions {
  /** Single-service bookings to confirm. */
  confirmBookingsInfo?: MultiServiceBookingInfo[];
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the sessions. */
  sendSmsReminder?: boolean;
  /** Whether a booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  /** Whether to return the bookings. */
  returnFullEntity?: boolean;
  flowControlSettings?: ConfirmBookingFlowControlSettings;
}

/** Error answers of {@link confirmMultiServiceBooking} by status: `isApiError<ConfirmMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type ConfirmMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link confirmOrDeclineBooking}. */
export interface ConfirmOrDeclineBookingOptions {
  /** Current payment status, when using a custom checkout page instead of the eCommerce checkout. */
  paymentStatus?: BookingPaymentStatus;
}

/** Error answers of {@link confirmOrDeclineBooking} by status: `isApiError<ConfirmOrDeclineBookingErrors, 404>(e, 404)` types `e.data`. */
export type ConfirmOrDeclineBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createBooking}. */
export interface CreateBookingOptions {
  /** Whether to notify the customer, and the message. */
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder to `contactDetails.phone` 24 hours before the session. */
  sendSmsReminder?: boolean;
  flowControlSettings?: CreateBookingFlowControlSettings;
  /** Booking form data, keyed by the form fields' `target`s. Bookings derives the contact from it. */
  formSubmission?: Record<string, unknown>;
}

/** Error answers of {@link createBooking} by status: `isApiError<CreateBookingErrors, 404>(e, 404)` types `e.data`. */
export type CreateBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createMultiServiceBooking}. */
export interface CreateMultiServiceBookingOptions {
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the sessions. */
  sendSmsReminder?: boolean;
  flowControlSettings?: CreateBookingFlowControlSettings;
  /** Whether to return the created bookings. */
  returnFullEntity?: boolean;
  multiServiceBookingType?: MultiServiceBookingType;
  /** Booking form data, keyed by the form fields' `target`s. */
  formSubmission?: Record<string, unknown>;
}

/** Error answers of {@link createMultiServiceBooking} by status: `isApiError<CreateMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type CreateMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link declineBooking}. */
export interface DeclineBookingOptions {
  participantNotification?: ParticipantNotification;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
  /** Whether the booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  flowControlSettings?: DeclineBookingFlowControlSettings;
}

/** Error answers of {@link declineBooking} by status: `isApiError<DeclineBookingErrors, 404>(e, 404)` types `e.data`. */
export type DeclineBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link declineMultiServiceBooking}. */
export interface DeclineMultiServiceBookingOptions {
  /** Single-service bookings to decline. */
  declineBookingsInfo?: MultiServiceBookingInfo[];
  participantNotification?: ParticipantNotification;
  /** Whether a booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  /** Whether to return the bookings. */
  returnFullEntity?: boolean;
  flowControlSettings?: DeclineBookingFlowControlSettings;
}

/** Error answers of {@link declineMultiServiceBooking} by status: `isApiError<DeclineMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type DeclineMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getMultiServiceBooking} by status: `isApiError<GetMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type GetMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getMultiServiceBookingAvailability} by status: `isApiError<GetMultiServiceBookingAvailabilityErrors, 404>(e, 404)` types `e.data`. */
export type GetMultiServiceBookingAvailabilityErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link markBookingAsPending}. */
export interface MarkBookingAsPendingOptions {
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the session. */
  sendSmsReminder?: boolean;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
  /** Whether the booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  flowControlSettings?: MarkBookingAsPendingFlowControlSettings;
}

/** Error answers of {@link markBookingAsPending} by status: `isApiError<MarkBookingAsPendingErrors, 404>(e, 404)` types `e.data`. */
export type MarkBookingAsPendingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link markMultiServiceBookingAsPending}. */
export interface MarkMultiServiceBookingAsPendingOptions {
  /** Single-service bookings to mark as `PENDING`. */
  markAsPendingBookingsInfo?: MultiServiceBookingInfo[];
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the sessions. */
  sendSmsReminder?: boolean;
  /** Whether a booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  /** Whether to return the bookings. */
  returnFullEntity?: boolean;
  flowControlSettings?: MarkBookingAsPendingFlowControlSettings;
}

/** Error answers of {@link markMultiServiceBookingAsPending} by status: `isApiError<MarkMultiServiceBookingAsPendingErrors, 404>(e, 404)` types `e.data`. */
export type MarkMultiServiceBookingAsPendingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link removeBookingsFromMultiServiceBooking}. */
export interface RemoveBookingsFromMultiServiceBookingOptions {
  /** Single-service bookings to remove. */
  bookings?: MultiServiceBookingIdAndRevision[];
  /** Whether to return the removed bookings. */
  returnFullEntity?: boolean;
}

/** Error answers of {@link removeBookingsFromMultiServiceBooking} by status: `isApiError<RemoveBookingsFromMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type RemoveBookingsFromMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link rescheduleBooking}. */
export interface RescheduleBookingOptions {
  /** Current revision of the booking. */
  revision: string;
  participantNotification?: ParticipantNotification;
  flowControlSettings?: RescheduleBookingFlowControlSettings;
  /** Total number of participants, when all book the same variant. */
  totalParticipants?: number;
  participantsChoices?: BookingParticipantChoices;
  /** Add-ons of the rescheduled booking. */
  bookedAddOns?: BookedAddOn[];
}

/** Error answers of {@link rescheduleBooking} by status: `isApiError<RescheduleBookingErrors, 404>(e, 404)` types `e.data`. */
export type RescheduleBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link rescheduleMultiServiceBooking}. */
export interface RescheduleMultiServiceBookingOptions {
  participantNotification?: ParticipantNotification;
  flowControlSettings?: RescheduleBookingFlowControlSettings;
  /** Whether to return the bookings. */
  returnFullEntity?: boolean;
}

/** Error answers of {@link rescheduleMultiServiceBooking} by status: `isApiError<RescheduleMultiServiceBookingErrors, 404>(e, 404)` types `e.data`. */
export type RescheduleMultiServiceBookingErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link setBookingSubmissionId} by status: `isApiError<SetBookingSubmissionIdErrors, 404>(e, 404)` types `e.data`. */
export type SetBookingSubmissionIdErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateExtendedFields}. */
export interface UpdateExtendedFieldsOptions {
  /** Data to set, structured by the namespace's schema. */
  namespaceData: Record<string, unknown>;
}

/** Error answers of {@link updateExtendedFields} by status: `isApiError<UpdateExtendedFieldsErrors, 404>(e, 404)` types `e.data`. */
export type UpdateExtendedFieldsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateNumberOfParticipants}. */
export interface UpdateNumberOfParticipantsOptions {
  /** Current revision of the booking. */
  revision: string;
  /** Total number of participants, when all book the same variant. */
  totalParticipants?: number;
  participantsChoices?: BookingParticipantChoices;
}

/** Error answers of {@link updateNumberOfParticipants} by status: `isApiError<UpdateNumberOfParticipantsErrors, 404>(e, 404)` types `e.data`. */
export type UpdateNumberOfParticipantsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Add bookings to multi-service booking
 *
 * Adds existing single-service bookings to a multi-service booking.
 *
 * `POST /bookings/v2/multi_service_bookings/add_bookings_to_multi_service_booking`
 *
 * @param multiServiceBookingId `body.multiServiceBookingId`
 *
 * @param options Options.
 */
export const addBookingsToMultiServiceBooking: Call<[multiServiceBookingId: string, options: AddBookingsToMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingBookingsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'addBookingsToMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings/add_bookings_to_multi_service_booking',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'body.multiServiceBookingId',
    },
    {
      name: 'options',
      required: true,
      properties: { bookings: 'body.bookings', returnFullEntity: 'body.returnFullEntity' },
    },
  ],
  clientRules: { maxBulkItems: 40 },
  decode: multiServiceBookingBookingsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Bulk confirm or decline booking
 *
 * Confirms or declines up to 300 bookings, each by its availability.
 *
 * `POST /bookings/v2/bulk/bookings/confirmOrDecline`
 *
 * Emits `bookings.onBookingConfirmed` (`wix.bookings.v2.booking_confirmed`), `bookings.onBookingDeclined` (`wix.bookings.v2.booking_declined`).
 *
 * @param details `body.details`
 *
 * @param options Options.
 */
export const bulkConfirmOrDeclineBooking: Call<[details: BulkConfirmOrDeclineBookingDetails[], options?: BulkConfirmOrDeclineBookingOptions, init?: CallInit], BulkBookingsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'bulkConfirmOrDeclineBooking',
  method: 'POST',
  path: '/v2/bulk/bookings/confirmOrDecline',
  args: [
    { name: 'details', required: true, value: 'body.details' },
    { name: 'options', properties: { returnEntity: 'body.returnEntity' } },
  ],
  clientRules: { maxBulkItems: 300 },
  decode: bulkBookingsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Bulk create booking
 *
 * Creates up to 40 bookings, each like Create Booking.
 *
 * `POST /bookings/v2/bulk/bookings/create`
 *
 * Emits `bookings.onBookingCreated` (`wix.bookings.v2.booking_created`).
 *
 * @param createBookingsInfo `body.createBookingsInfo`
 *
 * @param options Options.
 */
export const bulkCreateBooking: Call<[createBookingsInfo: CreateBookingInfo[], options?: BulkCreateBookingOptions, init?: CallInit], BulkBookingsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'bulkCreateBooking',
  method: 'POST',
  path: '/v2/bulk/bookings/create',
  args: [
    { name: 'createBookingsInfo', required: true, value: 'body.createBookingsInfo' },
    { name: 'options', properties: { returnFullEntity: 'body.returnFullEntity' } },
  ],
  clientRules: { maxBulkItems: 40 },
  requestPlan: { body: bulkCreateBookingRequestPlan },
  decode: bulkBookingsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Bulk get multi-service booking allowed actions
 *
 * Retrieves, for up to 50 multi-service bookings, whether the customer may cancel or reschedule them.
 *
 * `POST /bookings/v2/bulk/multi_service_bookings/get_allowed_actions`; idempotent (retried like a GET)
 *
 * @param multiServiceBookingIds `body.multiServiceBookingIds`
 */
export const bulkGetMultiServiceBookingAllowedActions: Call<[multiServiceBookingIds: string[], init?: CallInit], BulkGetMultiServiceBookingAllowedActionsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'bulkGetMultiServiceBookingAllowedActions',
  method: 'POST',
  path: '/v2/bulk/multi_service_bookings/get_allowed_actions',
  args: [
    {
      name: 'multiServiceBookingIds',
      required: true,
      value: 'body.multiServiceBookingIds',
    },
  ],
  clientRules: { maxBulkItems: 50 },
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Cancel booking
 *
 * Cancels a booking. The service's cancellation policy applies unless `flowControlSettings.ignoreCancellationPolicy`. Give the current `revision`.
 *
 * `POST /bookings/v2/bookings/{bookingId}/cancel`
 *
 * Emits `bookings.onBookingCanceled` (`wix.bookings.v2.booking_canceled`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param options Options.
 */
export const cancelBooking: Call<[bookingId: string, options: CancelBookingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'cancelBooking',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/cancel',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    {
      name: 'options',
      required: true,
      properties: {
        participantNotification: 'body.participantNotification',
        flowControlSettings: 'body.flowControlSettings',
        revision: 'body.revision',
        waiveCharges: 'body.waiveCharges',
      },
    },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Cancel multi-service booking
 *
 * Cancels all single-service bookings of a multi-service booking.
 *
 * `POST /bookings/v2/multi_service_bookings/{multiServiceBookingId}/cancel`
 *
 * Emits `bookings.onBookingCanceled` (`wix.bookings.v2.booking_canceled`).
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 *
 * @param options Options.
 */
export const cancelMultiServiceBooking: Call<[multiServiceBookingId: string, options?: CancelMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'cancelMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}/cancel',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        flowControlSettings: 'body.flowControlSettings',
        returnFullEntity: 'body.returnFullEntity',
        waiveCharges: 'body.waiveCharges',
      },
    },
  ],
  decode: multiServiceBookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Confirm booking
 *
 * Confirms a `PENDING` booking, so it appears in the business calendar. Give the current `revision`.
 *
 * `POST /bookings/v2/bookings/{bookingId}/confirm`
 *
 * Emits `bookings.onBookingConfirmed` (`wix.bookings.v2.booking_confirmed`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param revision `body.revision`
 *
 * @param options Options.
 */
export const confirmBooking: Call<[bookingId: string, revision: string, options?: ConfirmBookingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'confirmBooking',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/confirm',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    { name: 'revision', required: true, value: 'body.revision' },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        sendSmsReminder: 'body.sendSmsReminder',
        paymentStatus: 'body.paymentStatus',
        doubleBooked: 'body.doubleBooked',
        flowControlSettings: 'body.flowControlSettings',
      },
    },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Confirm multi-service booking
 *
 * Confirms all single-service bookings of a multi-service booking.
 *
 * `POST /bookings/v2/multi_service_bookings/{multiServiceBookingId}/confirm`
 *
 * Emits `bookings.onBookingConfirmed` (`wix.bookings.v2.booking_confirmed`).
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 *
 * @param options Options.
 */
export const confirmMultiServiceBooking: Call<[multiServiceBookingId: string, options?: ConfirmMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'confirmMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}/confirm',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
    {
      name: 'options',
      properties: {
        confirmBookingsInfo: 'body.confirmBookingsInfo',
        participantNotification: 'body.participantNotification',
        sendSmsReminder: 'body.sendSmsReminder',
        doubleBooked: 'body.doubleBooked',
        returnFullEntity: 'body.returnFullEntity',
        flowControlSettings: 'body.flowControlSettings',
      },
    },
  ],
  decode: multiServiceBookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Confirm or decline booking
 *
 * Confirms or declines a booking by its availability: a booking whose slot is still free is confirmed, otherwise declined. For custom checkout flows; give the current payment status.
 *
 * `POST /bookings/v2/confirmation/{bookingId}:confirmOrDecline`
 *
 * Emits `bookings.onBookingConfirmed` (`wix.bookings.v2.booking_confirmed`), `bookings.onBookingDeclined` (`wix.bookings.v2.booking_declined`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param options Options.
 */
export const confirmOrDeclineBooking: Call<[bookingId: string, options?: ConfirmOrDeclineBookingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'confirmOrDeclineBooking',
  method: 'POST',
  path: '/v2/confirmation/{bookingId}:confirmOrDecline',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    { name: 'options', properties: { paymentStatus: 'body.paymentStatus' } },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Create booking
 *
 * Creates a booking. For appointments give the slot in `bookedEntity.slot` (as returned by the time slot calls); for classes give `bookedEntity.slot.eventId`; for courses `bookedEntity.schedule.scheduleId`. Give `totalParticipants` or `participantsChoices`. Bookings start as `CREATED`; only callers with Manage Bookings permission may set another status or skip validations.
 *
 * `POST /bookings/v2/bookings`
 *
 * Emits `bookings.onBookingCreated` (`wix.bookings.v2.booking_created`).
 *
 * @param booking `body.booking`
 *
 * @param options Options.
 */
export const createBooking: Call<[booking: Booking, options?: CreateBookingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'createBooking',
  method: 'POST',
  path: '/v2/bookings',
  args: [
    { name: 'booking', required: true, value: 'body.booking' },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        sendSmsReminder: 'body.sendSmsReminder',
        flowControlSettings: 'body.flowControlSettings',
        formSubmission: 'body.formSubmission',
      },
    },
  ],
  requestPlan: { body: createBookingRequestPlan },
  decode: bookingResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Create multi-service booking
 *
 * Creates 2 to 8 single-service bookings and combines them in a multi-service booking (for example a spa package). Each booking is specified like in Create Booking; `multiServiceBookingType` says how they relate in time.
 *
 * `POST /bookings/v2/multi_service_bookings`
 *
 * Emits `bookings.onBookingCreated` (`wix.bookings.v2.booking_created`).
 *
 * @param bookings `body.bookings`
 *
 * @param options Options.
 */
export const createMultiServiceBooking: Call<[bookings: Booking[], options?: CreateMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'createMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings',
  args: [
    { name: 'bookings', required: true, value: 'body.bookings' },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        sendSmsReminder: 'body.sendSmsReminder',
        flowControlSettings: 'body.flowControlSettings',
        returnFullEntity: 'body.returnFullEntity',
        multiServiceBookingType: 'body.multiServiceBookingType',
        formSubmission: 'body.formSubmission',
      },
    },
  ],
  clientRules: { maxBulkItems: 8 },
  requestPlan: { body: createMultiServiceBookingRequestPlan },
  decode: multiServiceBookingResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Decline booking
 *
 * Declines a `PENDING` booking. Give the current `revision`.
 *
 * `POST /bookings/v2/bookings/{bookingId}/decline`
 *
 * Emits `bookings.onBookingDeclined` (`wix.bookings.v2.booking_declined`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param revision `body.revision`
 *
 * @param options Options.
 */
export const declineBooking: Call<[bookingId: string, revision: string, options?: DeclineBookingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'declineBooking',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/decline',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    { name: 'revision', required: true, value: 'body.revision' },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        paymentStatus: 'body.paymentStatus',
        doubleBooked: 'body.doubleBooked',
        flowControlSettings: 'body.flowControlSettings',
      },
    },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Decline multi-service booking
 *
 * Declines all single-service bookings of a multi-service booking.
 *
 * `POST /bookings/v2/multi_service_bookings/{multiServiceBookingId}/decline`
 *
 * Emits `bookings.onBookingDeclined` (`wix.bookings.v2.booking_declined`).
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 *
 * @param options Options.
 */
export const declineMultiServiceBooking: Call<[multiServiceBookingId: string, options?: DeclineMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'declineMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}/decline',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
    {
      name: 'options',
      properties: {
        declineBookingsInfo: 'body.declineBookingsInfo',
        participantNotification: 'body.participantNotification',
        doubleBooked: 'body.doubleBooked',
        returnFullEntity: 'body.returnFullEntity',
        flowControlSettings: 'body.flowControlSettings',
      },
    },
  ],
  decode: multiServiceBookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Get multi-service booking
 *
 * Retrieves a multi-service booking and its single-service bookings.
 *
 * `GET /bookings/v2/multi_service_bookings/{multiServiceBookingId}`
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 */
export const getMultiServiceBooking: Call<[multiServiceBookingId: string, init?: CallInit], MultiServiceBooking> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'getMultiServiceBooking',
  method: 'GET',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
  ],
  decode: getMultiServiceBookingResponseDecoder,
  unwrap: 'multiServiceBooking',
});

/**
 * Get multi-service booking availability
 *
 * Checks whether all single-service bookings of a multi-service booking are still bookable, for example before confirming it.
 *
 * `POST /bookings/v2/multi_service_bookings/{multiServiceBookingId}/get_availability`; idempotent (retried like a GET)
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 */
export const getMultiServiceBookingAvailability: Call<[multiServiceBookingId: string, init?: CallInit], GetMultiServiceBookingAvailabilityResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'getMultiServiceBookingAvailability',
  method: 'POST',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}/get_availability',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
  ],
  idempotent: true,
});

/**
 * Mark booking as pending
 *
 * Sets a booking to `PENDING`, so the business confirms or declines it manually. Give the current `revision`.
 *
 * `POST /bookings/v2/bookings/{bookingId}/mark_booking_as_pending`
 *
 * Emits `bookings.onBookingMarkedAsPending` (`wix.bookings.v2.booking_markedAsPending`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param revision `body.revision`
 *
 * @param options Options.
 */
export const markBookingAsPending: Call<[bookingId: string, revision: string, options?: MarkBookingAsPendingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'markBookingAsPending',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/mark_booking_as_pending',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    { name: 'revision', required: true, value: 'body.revision' },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        sendSmsReminder: 'body.sendSmsReminder',
        paymentStatus: 'body.paymentStatus',
        doubleBooked: 'body.doubleBooked',
        flowControlSettings: 'body.flowControlSettings',
      },
    },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Mark multi-service booking as pending
 *
 * Sets all single-service bookings of a multi-service booking to `PENDING`.
 *
 * `POST /bookings/v2/multi_service_bookings/{multiServiceBookingId}/mark_as_pending`
 *
 * Emits `bookings.onBookingMarkedAsPending` (`wix.bookings.v2.booking_markedAsPending`).
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 *
 * @param options Options.
 */
export const markMultiServiceBookingAsPending: Call<[multiServiceBookingId: string, options?: MarkMultiServiceBookingAsPendingOptions, init?: CallInit], MultiServiceBookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'markMultiServiceBookingAsPending',
  method: 'POST',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}/mark_as_pending',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
    {
      name: 'options',
      properties: {
        markAsPendingBookingsInfo: 'body.markAsPendingBookingsInfo',
        participantNotification: 'body.participantNotification',
        sendSmsReminder: 'body.sendSmsReminder',
        doubleBooked: 'body.doubleBooked',
        returnFullEntity: 'body.returnFullEntity',
        flowControlSettings: 'body.flowControlSettings',
      },
    },
  ],
  decode: multiServiceBookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Remove bookings from multi-service booking
 *
 * Removes single-service bookings from a multi-service booking; they remain as separate bookings.
 *
 * `POST /bookings/v2/multi_service_bookings/remove_bookings_from_multi_service_booking`
 *
 * @param multiServiceBookingId `body.multiServiceBookingId`
 *
 * @param options Options.
 */
export const removeBookingsFromMultiServiceBooking: Call<[multiServiceBookingId: string, options?: RemoveBookingsFromMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingBookingsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'removeBookingsFromMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings/remove_bookings_from_multi_service_booking',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'body.multiServiceBookingId',
    },
    {
      name: 'options',
      properties: { bookings: 'body.bookings', returnFullEntity: 'body.returnFullEntity' },
    },
  ],
  clientRules: { maxBulkItems: 40 },
  decode: multiServiceBookingBookingsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Reschedule booking
 *
 * Moves a booking to another slot of the same service, optionally changing the participants. Give the current `revision`. The service rescheduling policy applies unless `flowControlSettings.ignoreReschedulePolicy`.
 *
 * `POST /bookings/v2/bookings/{bookingId}/reschedule`
 *
 * Emits `bookings.onBookingRescheduled` (`wix.bookings.v2.booking_rescheduled`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param slot `body.slot`
 *
 * @param options Options.
 */
export const rescheduleBooking: Call<[bookingId: string, slot: BookingSlot, options: RescheduleBookingOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'rescheduleBooking',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/reschedule',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    { name: 'slot', required: true, value: 'body.slot' },
    {
      name: 'options',
      required: true,
      properties: {
        revision: 'body.revision',
        participantNotification: 'body.participantNotification',
        flowControlSettings: 'body.flowControlSettings',
        totalParticipants: 'body.totalParticipants',
        participantsChoices: 'body.participantsChoices',
        bookedAddOns: 'body.bookedAddOns',
      },
    },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Reschedule multi-service booking
 *
 * Reschedules all single-service bookings of a multi-service booking; list every booking with its new slot and current revision. Supported when one staff member provides all services.
 *
 * `POST /bookings/v2/multi_service_bookings/{multiServiceBookingId}/reschedule`
 *
 * Emits `bookings.onBookingRescheduled` (`wix.bookings.v2.booking_rescheduled`).
 *
 * @param multiServiceBookingId `path.multiServiceBookingId`
 *
 * @param rescheduleBookingsInfo `body.rescheduleBookingsInfo`
 *
 * @param options Options.
 */
export const rescheduleMultiServiceBooking: Call<[multiServiceBookingId: string, rescheduleBookingsInfo: MultiServiceRescheduleBookingInfo[], options?: RescheduleMultiServiceBookingOptions, init?: CallInit], MultiServiceBookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'rescheduleMultiServiceBooking',
  method: 'POST',
  path: '/v2/multi_service_bookings/{multiServiceBookingId}/reschedule',
  args: [
    {
      name: 'multiServiceBookingId',
      required: true,
      value: 'path.multiServiceBookingId',
    },
    {
      name: 'rescheduleBookingsInfo',
      required: true,
      value: 'body.rescheduleBookingsInfo',
    },
    {
      name: 'options',
      properties: {
        participantNotification: 'body.participantNotification',
        flowControlSettings: 'body.flowControlSettings',
        returnFullEntity: 'body.returnFullEntity',
      },
    },
  ],
  decode: multiServiceBookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Set booking submission ID
 *
 * Sets the booking's `formSubmissionId`: the form submission the customer filled in for it.
 *
 * `POST /bookings/v2/bookings/{bookingId}/set-booking-submission-id`
 *
 * @param bookingId `path.bookingId`
 *
 * @param submissionId `body.submissionId`
 */
export const setBookingSubmissionId: Call<[bookingId: string, submissionId: string, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'setBookingSubmissionId',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/set-booking-submission-id',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    { name: 'submissionId', required: true, value: 'body.submissionId' },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update extended fields
 *
 * Sets the extended fields of one app namespace on a booking. The SDK names the first argument `_id`; it is `id` here (argument names are identifiers without a leading underscore).
 *
 * `POST /bookings/v2/bookings/{id}/update_extended_fields`
 *
 * @param id `path.id`
 *
 * @param namespace `body.namespace`
 *
 * @param options Options.
 */
export const updateExtendedFields: Call<[id: string, namespace: string, options: UpdateExtendedFieldsOptions, init?: CallInit], UpdateExtendedFieldsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'updateExtendedFields',
  method: 'POST',
  path: '/v2/bookings/{id}/update_extended_fields',
  args: [
    { name: 'id', required: true, value: 'path.id' },
    { name: 'namespace', required: true, value: 'body.namespace' },
    {
      name: 'options',
      required: true,
      properties: { namespaceData: 'body.namespaceData' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Update number of participants
 *
 * Changes the number of participants of a booking: `totalParticipants`, or `participantsChoices` for services with variants. Give the current `revision`.
 *
 * `POST /bookings/v2/bookings/{bookingId}/update_number_of_participants`
 *
 * Emits `bookings.onBookingNumberOfParticipantsUpdated` (`wix.bookings.v2.booking_number_of_participants_updated`).
 *
 * @param bookingId `path.bookingId`
 *
 * @param options Options.
 */
export const updateNumberOfParticipants: Call<[bookingId: string, options: UpdateNumberOfParticipantsOptions, init?: CallInit], BookingResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'bookings',
  operationId: 'updateNumberOfParticipants',
  method: 'POST',
  path: '/v2/bookings/{bookingId}/update_number_of_participants',
  args: [
    { name: 'bookingId', required: true, value: 'path.bookingId' },
    {
      name: 'options',
      required: true,
      properties: {
        revision: 'body.revision',
        totalParticipants: 'body.totalParticipants',
        participantsChoices: 'body.participantsChoices',
      },
    },
  ],
  decode: bookingResponseDecoder,
}, { encodeBody: encodeJsonBody });

/** The `bookings` module: pass it to `createClient({ modules: { bookings } })`. */
export const bookings = { addBookingsToMultiServiceBooking, bulkConfirmOrDeclineBooking, bulkCreateBooking, bulkGetMultiServiceBookingAllowedActions, cancelBooking, cancelMultiServiceBooking, confirmBooking, confirmMultiServiceBooking, confirmOrDeclineBooking, createBooking, createMultiServiceBooking, declineBooking, declineMultiServiceBooking, getMultiServiceBooking, getMultiServiceBookingAvailability, markBookingAsPending, markMultiServiceBookingAsPending, removeBookingsFromMultiServiceBooking, rescheduleBooking, rescheduleMultiServiceBooking, setBookingSubmissionId, updateExtendedFields, updateNumberOfParticipants };

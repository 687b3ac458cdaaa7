// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { ImageRef, PostalAddress } from '@siteapi/runtime/generated';

export interface AddBookingsToMultiServiceBookingRequest {
  /** Multi-service booking ID. */
  multiServiceBookingId: string;
  /** Single-service bookings to add. */
  bookings: MultiServiceBookingIdAndRevision[];
  /** Whether to return the added bookings. */
  returnFullEntity?: boolean;
}

/** An add-on in an add-on group. Either `durationInMinutes` or `maxQuantity` is set. */
export interface AddOn {
  /** Add-on ID. */
  addOnId?: string;
  /** Add-on name shown to customers. */
  name?: string;
  /** Add-on price. */
  price?: Money;
  /** Translated add-on name. */
  nameTranslated?: string;
  /** Minutes a duration-based add-on adds to the session. */
  durationInMinutes?: number;
  /** Maximum quantity of a quantity-based add-on. */
  maxQuantity?: number;
}

/** An add-on customers can choose when booking a service. */
export interface AddOnDetails {
  /** Add-on ID. */
  addOnId?: string;
  /** Minutes the add-on adds to the session; empty for quantity-based add-ons. */
  durationInMinutes?: number;
}

/** A group of add-ons of a service, from which customers choose when booking. */
export interface AddOnGroup {
  /** Add-on group ID, set by the platform when the group is created; an update names the group by it. */
  id?: string;
  /** Add-on group name. */
  name?: string;
  /** Maximum number of different add-ons of the group a customer can choose. No limit when empty. */
  maxNumberOfAddOns?: number;
  /** IDs of the add-ons in the group, in display order. */
  addOnIds?: string[];
  /** Instructions shown to customers, for example `Choose up to 2 extras`. */
  prompt?: string;
}

/** An add-on group with its add-ons. */
export interface AddOnGroupDetail {
  /** Add-on group ID. */
  groupId?: string;
  /** Maximum number of add-ons customers can choose from the group. */
  maxNumberOfAddOns?: number;
  /** Group name shown to customers. */
  groupName?: string;
  /** Add-ons of the group, in display order. */
  addOns?: AddOn[];
  /** Instructions shown to customers. */
  prompt?: string;
  /** Translated group name. */
  groupNameTranslated?: string;
  /** Translated prompt. */
  promptTranslated?: string;
}

/** How customers pay for add-ons when the booking is paid with a pricing plan. */
export const AddOnPaymentOptions = {
  UNKNOWN_ADD_ON_PAYMENT_OPTIONS: 'UNKNOWN_ADD_ON_PAYMENT_OPTIONS',
  ONLINE: 'ONLINE',
  IN_PERSON: 'IN_PERSON',
} as const;

/** How customers pay for add-ons when the booking is paid with a pricing plan. */
export type AddOnPaymentOptions = (typeof AddOnPaymentOptions)[keyof typeof AddOnPaymentOptions];

/** A physical address. The SDK form renames formattedAddress → formatted, geocode → location, addressLine → addressLine1. */
export type Address = PostalAddress;

/** Where the hint text of a business address is shown relative to the address (the SDK `PlacementType`, from the site-properties address the services module consumes). */
export const AddressHintPlacementType = {
  BEFORE: 'BEFORE',
  AFTER: 'AFTER',
  REPLACE: 'REPLACE',
} as const;

/** Where the hint text of a business address is shown relative to the address (the SDK `PlacementType`, from the site-properties address the services module consumes). */
export type AddressHintPlacementType = (typeof AddressHintPlacementType)[keyof typeof AddressHintPlacementType];

/** Geographic coordinates. */
export interface AddressLocation {
  /** Latitude, -90 to 90. */
  latitude?: number;
  /** Longitude, -180 to 180. */
  longitude?: number;
}

/** An aggregation of search results. */
export interface Aggregation {
  /** Name of the aggregation, unique in the request; the result carries it. */
  name?: string;
  /** Aggregation type; the matching kind field (`value`, `range`, `scalar`, `dateHistogram`, `nested`) is set. */
  type?: AggregationType;
  /** Field to aggregate, in dot notation, for example `type` or `payment.options.online`. */
  fieldPath?: string;
  /** Value aggregation. */
  value?: ValueAggregation;
  /** Range aggregation. */
  range?: RangeAggregation;
  /** Scalar aggregation. */
  scalar?: ScalarAggregation;
  /** Date histogram aggregation. */
  dateHistogram?: DateHistogramAggregation;
  /** Nested aggregation. */
  nested?: NestedAggregation;
  /**
   * Deprecated: use `nested`.
   * @deprecated
   */
  groupBy?: GroupByAggregation;
}

/** Results of the aggregations of a search. */
export interface AggregationData {
  /** One result per requested aggregation. */
  results?: AggregationResults[];
}

/** A date histogram bucket (the SDK `DateHistogramResult`). */
export interface AggregationDateHistogramResult {
  /** Start of the bucket, an ISO 8601 date. */
  value?: string;
  /** Number of services in the bucket. */
  count?: number;
}

/** Date histogram results (the SDK `DateHistogramResults`). */
export interface AggregationDateHistogramResults {
  /** Buckets. */
  results?: AggregationDateHistogramResult[];
}

/** Group-by results (the SDK `GroupByValueResults`). */
export interface AggregationGroupByValueResults {
  /** Groups. */
  results?: NestedValueAggregationResult[];
}

/** Options for missing values (the SDK `IncludeMissingValuesOptions`). */
export interface AggregationIncludeMissingValuesOptions {
  /** Name of the bucket of missing values. Default `N/A` (strings), `0` (numbers), `false` (booleans). */
  addToBucket?: string;
}

/** Interval of a date histogram (the SDK `Interval`). */
export const AggregationInterval = {
  UNKNOWN_INTERVAL: 'UNKNOWN_INTERVAL',
  YEAR: 'YEAR',
  MONTH: 'MONTH',
  WEEK: 'WEEK',
  DAY: 'DAY',
  HOUR: 'HOUR',
  MINUTE: 'MINUTE',
  SECOND: 'SECOND',
} as const;

/** Interval of a date histogram (the SDK `Interval`). */
export type AggregationInterval = (typeof AggregationInterval)[keyof typeof AggregationInterval];

/** Whether items without the field form a bucket (the SDK `MissingValues`). */
export const AggregationMissingValues = {
  EXCLUDE: 'EXCLUDE',
  INCLUDE: 'INCLUDE',
} as const;

/** Whether items without the field form a bucket (the SDK `MissingValues`). */
export type AggregationMissingValues = (typeof AggregationMissingValues)[keyof typeof AggregationMissingValues];

/** One row of nested aggregation results (the SDK `Results`). */
export interface AggregationNestedResultGroup {
  /** Results of the row, keyed by aggregation name. */
  results?: Record<string, AggregationNestedResultValue>;
}

/** Nested aggregation results, flattened (the SDK `NestedResults`). */
export interface AggregationNestedResults {
  /** Result rows. */
  results?: AggregationNestedResultGroup[];
}

/** One aggregation result in a nested row (the SDK `NestedResultValue`). */
export interface AggregationNestedResultValue {
  /** Value result. */
  value?: AggregationValueResult;
  /** Range result. */
  range?: AggregationRangeResult;
  /** Scalar result. */
  scalar?: AggregationScalarResult;
  /** Date histogram result. */
  dateHistogram?: AggregationValueResult;
  /** Scalar result of a date field. */
  scalarDate?: AggregationScalarDateResult;
}

/** A range bucket (the SDK `RangeBucket`). */
export interface AggregationRangeBucket {
  /** Inclusive lower bound; required when `to` is not set. */
  from?: number;
  /** Exclusive upper bound; required when `from` is not set. */
  to?: number;
}

/** A range result (the SDK `RangeResult`). */
export interface AggregationRangeResult {
  /** Inclusive lower bound. */
  from?: number;
  /** Exclusive upper bound. */
  to?: number;
  /** Number of services in the range. */
  count?: number;
}

/** Range aggregation results (the SDK `RangeResults`). */
export interface AggregationRangeResults {
  /** Buckets, in the requested order. */
  results?: RangeAggregationResult[];
}

/** The result of one aggregation. */
export interface AggregationResults {
  /** Name of the aggregation, as requested. */
  name?: string;
  /** Aggregation type, as requested. */
  type?: AggregationType;
  /** Aggregated field. */
  fieldPath?: string;
  /** Value aggregation results. */
  values?: AggregationValueResults;
  /** Range aggregation results. */
  ranges?: AggregationRangeResults;
  /** Scalar aggregation result. */
  scalar?: AggregationResultsScalarResult;
  /** Group-by results. */
  groupedByValue?: AggregationGroupByValueResults;
  /** Date histogram results. */
  dateHistogram?: AggregationDateHistogramResults;
  /** Nested aggregation results. */
  nested?: AggregationNestedResults;
  /** Scalar result of a date field. */
  scalarDate?: AggregationResultsScalarDateResult;
}

/** A scalar aggregation result of a date field. */
export interface AggregationResultsScalarDateResult {
  /** `MIN` or `MAX`. */
  type?: AggregationScalarType;
  /** The date, ISO 8601. */
  value?: string;
}

/** A scalar aggregation result. */
export interface AggregationResultsScalarResult {
  /** The metric. */
  type?: AggregationScalarType;
  /** Value of the metric. */
  value?: number;
}

/** A scalar date result (the SDK `ScalarDateResult`). */
export interface AggregationScalarDateResult {
  /** The date, ISO 8601. */
  value?: string;
}

/** A scalar result (the SDK `ScalarResult`). */
export interface AggregationScalarResult {
  /** Value of the metric. */
  value?: number;
}

/** Metric of a scalar aggregation (the SDK `ScalarType`). */
export const AggregationScalarType = {
  UNKNOWN_SCALAR_TYPE: 'UNKNOWN_SCALAR_TYPE',
  COUNT_DISTINCT: 'COUNT_DISTINCT',
  MIN: 'MIN',
  MAX: 'MAX',
} as const;

/** Metric of a scalar aggregation (the SDK `ScalarType`). */
export type AggregationScalarType = (typeof AggregationScalarType)[keyof typeof AggregationScalarType];

/** Sort direction of value buckets (the SDK `SortDirection`). */
export const AggregationSortDirection = {
  DESC: 'DESC',
  ASC: 'ASC',
} as const;

/** Sort direction of value buckets (the SDK `SortDirection`). */
export type AggregationSortDirection = (typeof AggregationSortDirection)[keyof typeof AggregationSortDirection];

/** Sort value buckets by count or by value (the SDK `SortType`). */
export const AggregationSortType = {
  COUNT: 'COUNT',
  VALUE: 'VALUE',
} as const;

/** Sort value buckets by count or by value (the SDK `SortType`). */
export type AggregationSortType = (typeof AggregationSortType)[keyof typeof AggregationSortType];

/** Type of an aggregation: value distribution, counts per range, a single metric, counts per time interval, or nested aggregations. */
export const AggregationType = {
  UNKNOWN_AGGREGATION_TYPE: 'UNKNOWN_AGGREGATION_TYPE',
  VALUE: 'VALUE',
  RANGE: 'RANGE',
  SCALAR: 'SCALAR',
  DATE_HISTOGRAM: 'DATE_HISTOGRAM',
  NESTED: 'NESTED',
} as const;

/** Type of an aggregation: value distribution, counts per range, a single metric, counts per time interval, or nested aggregations. */
export type AggregationType = (typeof AggregationType)[keyof typeof AggregationType];

/** A value result (the SDK `ValueResult`). */
export interface AggregationValueResult {
  /** Field value. */
  value?: string;
  /** Number of services with the value. */
  count?: number;
}

/** Value aggregation results (the SDK `ValueResults`). */
export interface AggregationValueResults {
  /** Buckets. */
  results?: ValueAggregationResult[];
}

/** The platform's error body. */
export interface ApiErrorBody {
  message?: string;
  details?: {
    applicationError?: {
      /** Application error code from the catalogue. */
      code?: string;
      description?: string;
      data?: Record<string, unknown>;
    };
    validationError?: {
      fieldViolations?: Array<{
        /** The request field, e.g. `paging.limit`. */
        field?: string;
        description?: string;
        violatedRule?: string;
        ruleName?: string;
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** Choices of the customer that change availability. */
export interface AvailabilityCustomerChoices {
  /** Selected duration in minutes, from a service variant. */
  durationInMinutes?: number;
  /** Selected add-on IDs. */
  addOnIds?: string[];
  /** Selected duration choice ID. */
  durationChoiceId?: string;
  requestedGender?: AvailabilityRequestedGender;
}

/** Booking policy settings of a slot or schedule. */
export interface AvailabilityPolicySettings {
  /** Maximum number of participants in one booking. */
  maxParticipantsPerBooking?: number;
}

/** Gender the customer narrowed an "any staff member" choice to. */
export interface AvailabilityRequestedGender {
  gender?: AvailabilityRequestedGenderValue;
}

/** Gender an "any staff member" choice was narrowed to. */
export const AvailabilityRequestedGenderValue = {
  ANY_MALE: 'ANY_MALE',
  ANY_FEMALE: 'ANY_FEMALE',
} as const;

/** Gender an "any staff member" choice was narrowed to. */
export type AvailabilityRequestedGenderValue = (typeof AvailabilityRequestedGenderValue)[keyof typeof AvailabilityRequestedGenderValue];

/** Booking after the start of the schedule. */
export interface BookAfterStartPolicy {
  /** Whether customers can book after the schedule started. Default `false`. */
  enabled?: boolean;
}

/** An add-on booked with the booking. */
export interface BookedAddOn {
  /** Add-on ID. */
  id?: string;
  /** Add-on group ID. */
  groupId?: string;
  /** Add-on duration at the time of booking. Read-only. */
  durationInMinutes?: number;
  /** Quantity booked. */
  quantity?: number;
  /** Add-on name at the time of booking. Read-only. */
  name?: string;
  /** Add-on name in the customer's language. Read-only. */
  nameTranslated?: string;
}

/** What was booked: a time slot or a schedule. */
export interface BookedEntity {
  /** Booked slot (appointments and class sessions). Either `slot` or `schedule`. */
  slot?: BookedSlot;
  /** Booked schedule (courses). Either `slot` or `schedule`. */
  schedule?: BookedSchedule;
  /** Session title at the time of booking. Read-only. */
  title?: string;
  /** Tags of the booking, for example `INDIVIDUAL`, `GROUP` or `COURSE`. */
  tags?: string[];
}

export interface BookedResource {
  /** ID of the booking's primary resource. */
  id?: string;
  /** Resource's name at the time of booking. */
  name?: string;
  /** Resource's email at the time of booking. */
  email?: string;
  /** ID of the primary resource's schedule. */
  scheduleId?: string;
  /** Resource type ID. Read-only. */
  type?: string;
}

/** The booked schedule: a course. */
export interface BookedSchedule {
  /** Schedule ID (the course). */
  scheduleId?: string;
  /** Booked service ID. */
  serviceId?: string;
  location?: SlotLocation;
  /** Time zone, IANA format. */
  timezone?: string;
  /** Start of the first session. Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  firstSessionStart?: string;
  /** End of the last session. Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  lastSessionEnd?: string;
}

/** The booked slot: an appointment or a class session. */
export interface BookedSlot {
  /** Session ID. Deprecated, replaced by `eventId`. */
  sessionId?: string;
  /** Service ID. */
  serviceId?: string;
  /** Schedule ID. */
  scheduleId?: string;
  /** ID of the calendar event. For classes, give it to book the class session. */
  eventId?: string;
  /** Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  startDate?: string;
  /** Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  endDate?: string;
  /** Time zone, IANA format. */
  timezone?: string;
  resource?: BookedResource;
  location?: SlotLocation;
  resourceSelections?: BookingResourceSelection[];
  /** Whether the booked slot spans one or more full days. */
  allDay?: boolean;
  durationUnitType?: BookingDurationUnitType;
  /** Number of booked duration units. Read-only. */
  durationUnitCount?: number;
}

/** A booking of an appointment, a class session or a course. */
export interface Booking {
  /** Booking ID. Read-only. */
  id?: string;
  bookedEntity?: BookedEntity;
  contactDetails?: BookingContactDetails;
  /** Additional booking form fields. Deprecated, replaced by `formSubmissionId`. */
  additionalFields?: BookingCustomFormField[];
  status?: BookingStatus;
  paymentStatus?: BookingPaymentStatus;
  selectedPaymentOption?: BookingSelectedPaymentOption;
  /** When the booking was created. Read-only. */
  createdDate?: Date;
  /** User ID in an external app. */
  externalUserId?: string;
  /** Revision number, incremented on every update. Give it when updating, rescheduling or canceling. */
  revision?: string;
  /** Who created the booking. Read-only. */
  createdBy?: IdentificationData;
  /** Start of the booking (of the first session, for courses). Read-only. */
  startDate?: Date;
  /** End of the booking (of the last session, for courses). Read-only. */
  endDate?: Date;
  /** When the booking was last updated. Read-only. */
  updatedDate?: Date;
  /** When the booking was canceled. Read-only. */
  canceledDate?: Date;
  extendedFields?: ExtendedFields;
  /** Whether the booking overlaps another confirmed booking. Read-only. */
  doubleBooked?: boolean;
  multiServiceBookingInfo?: BookingMultiServiceBookingInfo;
  /** ID of the booking form submission (set by Set Booking Submission ID). */
  formSubmissionId?: string;
  /** ID of the booking form. Read-only. */
  formId?: string;
  bookedAddOns?: BookedAddOn[];
  /** ID of the app the booking belongs to. Read-only. */
  appId?: string;
  /** ID of the app that created the booking. Read-only. */
  createdByAppId?: string;
  /** Whether the customer pays only the deposit upfront. */
  depositSelected?: boolean;
  /** Total number of participants, when all booked the same variant. Either this or `participantsChoices`. */
  totalParticipants?: number;
  participantsChoices?: BookingParticipantChoices;
  bookingSource?: BookingSource;
}

export interface BookingApplicationError {
  /** Error code. */
  code?: string;
  /** Description of the error. */
  description?: string;
  /** Data of the error. */
  data?: Record<string, unknown>;
}

/** Attendance of a booking: not recorded, at least one participant attended, or nobody attended. */
export const BookingAttendanceStatus = {
  NOT_SET: 'NOT_SET',
  ATTENDED: 'ATTENDED',
  NOT_ATTENDED: 'NOT_ATTENDED',
} as const;

/** Attendance of a booking: not recorded, at least one participant attended, or nobody attended. */
export type BookingAttendanceStatus = (typeof BookingAttendanceStatus)[keyof typeof BookingAttendanceStatus];

export interface BookingBulkActionMetadata {
  /** Number of items processed. */
  totalSuccesses?: number;
  /** Number of items that couldn't be processed. */
  totalFailures?: number;
  /** Number of failures without details (over the detailed-failure threshold). */
  undetailedFailures?: number;
}

export interface BookingCanceled {
  booking?: Booking;
  participantNotification?: ParticipantNotification;
  flowControlSettings?: CancelBookingFlowControlSettings;
  /** Who canceled the booking. */
  initiatedBy?: IdentificationData;
  previousStatus?: BookingStatus;
}

export interface BookingCanceledEvent {
  /** The cancellation. */
  data: BookingCanceled;
  metadata: EventMetadata;
}

export interface BookingConfirmed {
  booking?: Booking;
  participantNotification?: ParticipantNotification;
  /** Whether an SMS reminder is sent 24 hours before the session. */
  sendSmsReminder?: boolean;
  /** Whether the booking overlaps another confirmed booking. */
  doubleBooked?: boolean;
  /** Who confirmed the booking. */
  initiatedBy?: IdentificationData;
  previousStatus?: BookingStatus;
  previousPaymentStatus?: BookingPaymentStatus;
}

export interface BookingConfirmedEvent {
  /** The confirmation. */
  data: BookingConfirmed;
  metadata: EventMetadata;
}

/** Contact details of the customer who booked. */
export interface BookingContactDetails {
  /** Contact ID. */
  contactId?: string;
  /** Contact's first name. */
  firstName?: string;
  /** Contact's last name. */
  lastName?: string;
  /** Contact's email. */
  email?: string;
  /** Contact's phone number. */
  phone?: string;
  /** Contact's full address, with its geocode. */
  fullAddress?: ContactAddress;
  /** Contact's time zone. Deprecated. */
  timeZone?: string;
  /** Contact's country, ISO 3166-1 alpha-2. */
  countryCode?: string;
}

export interface BookingCreatedEvent {
  /** The created booking. */
  entity: Booking;
  metadata: EventMetadata;
}

/** An additional booking form field. Deprecated, replaced by the form submission. */
export interface BookingCustomFormField {
  /** Form field ID. */
  id?: string;
  /** Submitted value. */
  value?: string;
  /** Field's label at the time of submission. Read-only. */
  label?: string;
  valueType?: BookingCustomFormFieldValueType;
}

/** Value type of a booking form field. `CHECK_BOX` values are `true` or `false`. Default `SHORT_TEXT`. */
export const BookingCustomFormFieldValueType = {
  SHORT_TEXT: 'SHORT_TEXT',
  LONG_TEXT: 'LONG_TEXT',
  CHECK_BOX: 'CHECK_BOX',
} as const;

/** Value type of a booking form field. `CHECK_BOX` values are `true` or `false`. Default `SHORT_TEXT`. */
export type BookingCustomFormFieldValueType = (typeof BookingCustomFormFieldValueType)[keyof typeof BookingCustomFormFieldValueType];

export interface BookingDeclined {
  booking?: Booking;
  participantNotification?: ParticipantNotification;
  /** Whether the booking overlaps another confirmed booking. */
  doubleBooked?: boolean;
  /** Who declined the booking. */
  initiatedBy?: IdentificationData;
  previousStatus?: BookingStatus;
  previousPaymentStatus?: BookingPaymentStatus;
  flowControlSettings?: DeclineBookingFlowControlSettings;
}

export interface BookingDeclinedEvent {
  /** The decline. */
  data: BookingDeclined;
  metadata: EventMetadata;
}

/** Duration unit of a booking of a service with flexible durations: `HOUR` counts minutes, `DAY` counts days. */
export const BookingDurationUnitType = {
  HOUR: 'HOUR',
  DAY: 'DAY',
} as const;

/** Duration unit of a booking of a service with flexible durations: `HOUR` counts minutes, `DAY` counts days. */
export type BookingDurationUnitType = (typeof BookingDurationUnitType)[keyof typeof BookingDurationUnitType];

/** Status of a booking fee (cancellation or no-show fee): not yet added to the eCommerce order, or already added as an additional fee. `PREVIEW` (SDK extra): a fee preview. */
export const BookingFeeStatus = {
  UNKNOWN_STATUS: 'UNKNOWN_STATUS',
  PREVIEW: 'PREVIEW',
  NOT_YET_APPLIED_TO_ORDER: 'NOT_YET_APPLIED_TO_ORDER',
  APPLIED_TO_ORDER: 'APPLIED_TO_ORDER',
} as const;

/** Status of a booking fee (cancellation or no-show fee): not yet added to the eCommerce order, or already added as an additional fee. `PREVIEW` (SDK extra): a fee preview. */
export type BookingFeeStatus = (typeof BookingFeeStatus)[keyof typeof BookingFeeStatus];

/** A booking form and the services using it. */
export interface BookingForm {
  /** The form. */
  formDetails?: BookingFormDetails;
  /** Up to 5 services using the form. */
  connectedServices?: BookingFormConnectedService[];
  /** Number of services using the form. */
  totalServiceCount?: number;
}

/** A service that uses a booking form (the SDK `ConnectedService`). */
export interface BookingFormConnectedService {
  /** Service ID. */
  id?: string;
  /** Service name. */
  name?: string;
}

/** A booking form (the SDK `FormDetails`). */
export interface BookingFormDetails {
  /** Form ID. */
  formId?: string;
  /** Form name. */
  name?: string;
  /** Revision number of the form. */
  revision?: string;
}

/** Conditional fields of Query Booking Forms (the SDK `RequestedFields`): `DEFAULT_BOOKING_FORM` returns the default form of the site. */
export const BookingFormRequestedFields = {
  UNKNOWN_REQUESTED_FIELD: 'UNKNOWN_REQUESTED_FIELD',
  DEFAULT_BOOKING_FORM: 'DEFAULT_BOOKING_FORM',
} as const;

/** Conditional fields of Query Booking Forms (the SDK `RequestedFields`): `DEFAULT_BOOKING_FORM` returns the default form of the site. */
export type BookingFormRequestedFields = (typeof BookingFormRequestedFields)[keyof typeof BookingFormRequestedFields];

export interface BookingItemMetadata {
  /** Item ID. */
  id?: string;
  /** Index of the item in the request. */
  originalIndex?: number;
  /** Whether the action succeeded for this item; when `false`, `error` is set. */
  success?: boolean;
  error?: BookingApplicationError;
}

export interface BookingMarkedAsPending {
  booking?: Booking;
  participantNotification?: ParticipantNotification;
  /** Whether an SMS reminder is sent 24 hours before the session. */
  sendSmsReminder?: boolean;
  /** Whether the booking overlaps another confirmed booking. */
  doubleBooked?: boolean;
  /** Who marked the booking as pending. */
  initiatedBy?: IdentificationData;
  previousStatus?: BookingStatus;
  previousPaymentStatus?: BookingPaymentStatus;
}

export interface BookingMarkedAsPendingEvent {
  /** The status change to `PENDING`. */
  data: BookingMarkedAsPending;
  metadata: EventMetadata;
}

/** The multi-service booking the booking is part of. */
export interface BookingMultiServiceBookingInfo {
  /** Multi-service booking ID. Read-only. */
  id?: string;
  type?: MultiServiceBookingType;
}

export interface BookingNumberOfParticipantsUpdated {
  /** Previous total number of participants. */
  previousTotalParticipants?: number;
  previousParticipantsChoices?: BookingParticipantChoices;
  /** The updated booking. */
  booking?: Booking;
  /** Who updated the number of participants. */
  initiatedBy?: IdentificationData;
}

export interface BookingNumberOfParticipantsUpdatedEvent {
  /** The participant count change. */
  data: BookingNumberOfParticipantsUpdated;
  metadata: EventMetadata;
}

/** Booked service choices and participant counts. Give either this or `totalParticipants`. */
export interface BookingParticipantChoices {
  /** Booked service choices, with the number of participants each. */
  serviceChoices?: BookingServiceChoices[];
}

/** Payment status of a booking, kept in sync with its eCommerce order. `EXEMPT`: free of charge. `FAILED` (SDK extra): the latest subscription payment failed; it returns to `PAID` when the payment is recovered. */
export const BookingPaymentStatus = {
  UNDEFINED: 'UNDEFINED',
  NOT_PAID: 'NOT_PAID',
  PAID: 'PAID',
  PARTIALLY_PAID: 'PARTIALLY_PAID',
  REFUNDED: 'REFUNDED',
  EXEMPT: 'EXEMPT',
  FAILED: 'FAILED',
} as const;

/** Payment status of a booking, kept in sync with its eCommerce order. `EXEMPT`: free of charge. `FAILED` (SDK extra): the latest subscription payment failed; it returns to `PAID` when the payment is recovered. */
export type BookingPaymentStatus = (typeof BookingPaymentStatus)[keyof typeof BookingPaymentStatus];

/** Rules under which a service can be booked, canceled and rescheduled. Each sub-policy is disabled by default; a sub-policy is updated as a whole. */
export interface BookingPolicy {
  /** Booking policy ID. */
  id?: string;
  /** Revision number, incremented on every update (an int64 as a decimal string). */
  revision?: string;
  /** Date and time the policy was created. */
  createdDate?: Date;
  /** Date and time the policy was last updated. */
  updatedDate?: Date;
  /** ID of the app the policy belongs to. */
  appId?: string;
  /** ID of the app that created the policy. */
  createdByAppId?: string;
  /** Policy name. */
  name?: string;
  /** Policy text shown to customers. */
  customPolicyDescription?: BookingPolicyDescription;
  /** Whether this is the default policy of the site. */
  default?: boolean;
  /** How early customers can book. */
  limitEarlyBookingPolicy?: LimitEarlyBookingPolicy;
  /** How late customers can book. */
  limitLateBookingPolicy?: LimitLateBookingPolicy;
  /** Whether customers can book after the schedule started. */
  bookAfterStartPolicy?: BookAfterStartPolicy;
  /** Whether and until when customers can cancel. */
  cancellationPolicy?: CancellationPolicy;
  /** Whether and until when customers can reschedule. */
  reschedulePolicy?: ReschedulePolicy;
  /** Waitlist of fully booked sessions. */
  waitlistPolicy?: WaitlistPolicy;
  /** Participants per booking. */
  participantsPolicy?: ParticipantsPolicy;
  /** How resources (for example staff members) are allocated. */
  resourcesPolicy?: BookingPolicyResources;
  /** Cancellation fees. */
  cancellationFeePolicy?: CancellationFeePolicy;
  /** Whether the card of the customer is saved. */
  saveCreditCardPolicy?: SaveCreditCardPolicy;
  /** How a staff member is chosen when several are available. */
  staffSortingPolicy?: BookingPolicyStaffSorting;
  /** Intake form presented to customers. */
  intakeFormPolicy?: IntakeFormPolicy;
  /** Custom data of other apps, by namespace. */
  extendedFields?: ExtendedFields;
}

/** {@link BookingPolicy} as a request sends it: without the fields the server sets (readOnly). */
export interface BookingPolicyWritable {
  /** Booking policy ID. */
  id?: string;
  /** ID of the app the policy belongs to. */
  appId?: string;
  /** Policy name. */
  name?: string;
  /** Policy text shown to customers. */
  customPolicyDescription?: BookingPolicyDescription;
  /** How early customers can book. */
  limitEarlyBookingPolicy?: LimitEarlyBookingPolicy;
  /** How late customers can book. */
  limitLateBookingPolicy?: LimitLateBookingPolicy;
  /** Whether customers can book after the schedule started. */
  bookAfterStartPolicy?: BookAfterStartPolicy;
  /** Whether and until when customers can cancel. */
  cancellationPolicy?: CancellationPolicy;
  /** Whether and until when customers can reschedule. */
  reschedulePolicy?: ReschedulePolicy;
  /** Waitlist of fully booked sessions. */
  waitlistPolicy?: WaitlistPolicy;
  /** Participants per booking. */
  participantsPolicy?: ParticipantsPolicy;
  /** How resources (for example staff members) are allocated. */
  resourcesPolicy?: BookingPolicyResources;
  /** Cancellation fees. */
  cancellationFeePolicy?: CancellationFeePolicy;
  /** Whether the card of the customer is saved. */
  saveCreditCardPolicy?: SaveCreditCardPolicy;
  /** How a staff member is chosen when several are available. */
  staffSortingPolicy?: BookingPolicyStaffSorting;
  /** Intake form presented to customers. */
  intakeFormPolicy?: IntakeFormPolicy;
  /** Custom data of other apps, by namespace. */
  extendedFields?: ExtendedFields;
}

export interface BookingPolicyCreatedEvent {
  /** The created policy. */
  entity: BookingPolicy;
  metadata: EventMetadata;
}

export interface BookingPolicyDefaultBookingPolicySetEvent {
  /** The new and the previous default policy. */
  data: DefaultBookingPolicySet;
  metadata: EventMetadata;
}

/** The deleted policy's ID is `metadata.entityId`. */
export interface BookingPolicyDeletedEvent {
  metadata: EventMetadata;
}

/** A description of a booking policy, shown to customers. */
export interface BookingPolicyDescription {
  /** Whether the description is shown. Default `false`. */
  enabled?: boolean;
  /** The text shown. */
  description?: string;
}

/** Allocation of resources (for example staff members) to bookings (the SDK `ResourcesPolicy`). */
export interface BookingPolicyResources {
  /** Whether the policy is enabled. When `false`, the customer always selects a resource. */
  enabled?: boolean;
  /** Whether a resource can be assigned automatically. Default `false`. */
  autoAssignAllowed?: boolean;
}

/** Custom staff selection provided by an app (the SDK `CustomOptions`). */
export interface BookingPolicyStaffCustomSortingOptions {
  /** ID of the custom sorting implementation. */
  implementationId?: string;
  /** ID of the app providing it. */
  appId?: string;
}

/** Ranking-based staff selection (the SDK `RankingOptions`). */
export interface BookingPolicyStaffRankingOptions {
  /** Ranking order. Default `LOWEST_TO_HIGHEST`. */
  order?: BookingPolicyStaffRankingOrder;
}

/** Order of ranking-based staff selection (the SDK `RankingOrder`). */
export const BookingPolicyStaffRankingOrder = {
  UNKNOWN_RANKING_ORDER: 'UNKNOWN_RANKING_ORDER',
  LOWEST_TO_HIGHEST: 'LOWEST_TO_HIGHEST',
  HIGHEST_TO_LOWEST: 'HIGHEST_TO_LOWEST',
} as const;

/** Order of ranking-based staff selection (the SDK `RankingOrder`). */
export type BookingPolicyStaffRankingOrder = (typeof BookingPolicyStaffRankingOrder)[keyof typeof BookingPolicyStaffRankingOrder];

/** How a staff member is chosen when several are available (the SDK `StaffSortingPolicy`). */
export interface BookingPolicyStaffSorting {
  /** How staff members are chosen. Default `RANDOM`. */
  sortingMethodType?: BookingPolicyStaffSortingMethodType;
  /** Options when `sortingMethodType` is `RANKING`. */
  rankingOptions?: BookingPolicyStaffRankingOptions;
  /** Options when `sortingMethodType` is `CUSTOM`. */
  customOptions?: BookingPolicyStaffCustomSortingOptions;
}

/** How a staff member is chosen (the SDK `SortingMethodType`): at random, by priority ranking, or by an app. */
export const BookingPolicyStaffSortingMethodType = {
  UNKNOWN_SORTING_METHOD_TYPE: 'UNKNOWN_SORTING_METHOD_TYPE',
  RANDOM: 'RANDOM',
  RANKING: 'RANKING',
  CUSTOM: 'CUSTOM',
} as const;

/** How a staff member is chosen (the SDK `SortingMethodType`): at random, by priority ranking, or by an app. */
export type BookingPolicyStaffSortingMethodType = (typeof BookingPolicyStaffSortingMethodType)[keyof typeof BookingPolicyStaffSortingMethodType];

export interface BookingPolicyUpdatedEvent {
  /** The policy after the update. */
  entity: BookingPolicy;
  metadata: EventMetadata;
}

/** A booking policy and the services using it. */
export interface BookingPolicyWithServices {
  /** The booking policy. */
  bookingPolicy?: BookingPolicy;
  /** Up to 5 services using the policy. */
  connectedServices?: Service[];
  /** Number of services using the policy. */
  totalServiceCount?: number;
}

export interface BookingRescheduled {
  /** Previous total number of participants. */
  previousTotalParticipants?: number;
  previousParticipantsChoices?: BookingParticipantChoices;
  /** The rescheduled booking. */
  booking?: Booking;
  participantNotification?: ParticipantNotification;
  flowControlSettings?: RescheduleBookingFlowControlSettings;
  /** Who rescheduled the booking. */
  initiatedBy?: IdentificationData;
  previousStatus?: BookingStatus;
  /** The slot or schedule before rescheduling. */
  previousBookedEntity?: BookedEntity;
  /** Start of the booking before rescheduling. */
  previousStartDate?: Date;
  /** End of the booking before rescheduling. */
  previousEndDate?: Date;
  previousBookedAddOns?: BookedAddOn[];
}

export interface BookingRescheduledEvent {
  /** The rescheduling, with the previous start and end dates. */
  data: BookingRescheduled;
  metadata: EventMetadata;
}

/** How the customer selected the resource of one resource type. */
export interface BookingResourceSelection {
  /** Resource type ID. */
  resourceTypeId?: string;
  selectionMethod?: BookingResourceSelectionMethod;
  requestedGender?: AvailabilityRequestedGender;
}

/** How the customer selected the resource of a resource type. */
export const BookingResourceSelectionMethod = {
  SPECIFIC_RESOURCE: 'SPECIFIC_RESOURCE',
  ANY_RESOURCE: 'ANY_RESOURCE',
  NO_SELECTION: 'NO_SELECTION',
} as const;

/** How the customer selected the resource of a resource type. */
export type BookingResourceSelectionMethod = (typeof BookingResourceSelectionMethod)[keyof typeof BookingResourceSelectionMethod];

/** A booking. */
export interface BookingResponse {
  booking?: Booking;
}

/** How the customer intends to pay. `MEMBERSHIP`: with a pricing plan; `MEMBERSHIP_OFFLINE`: with a pricing plan that the business redeems manually. */
export const BookingSelectedPaymentOption = {
  UNDEFINED: 'UNDEFINED',
  OFFLINE: 'OFFLINE',
  ONLINE: 'ONLINE',
  MEMBERSHIP: 'MEMBERSHIP',
  MEMBERSHIP_OFFLINE: 'MEMBERSHIP_OFFLINE',
} as const;

/** How the customer intends to pay. `MEMBERSHIP`: with a pricing plan; `MEMBERSHIP_OFFLINE`: with a pricing plan that the business redeems manually. */
export type BookingSelectedPaymentOption = (typeof BookingSelectedPaymentOption)[keyof typeof BookingSelectedPaymentOption];

/** A choice among the options of a service variant. */
export interface BookingServiceChoice {
  /** Value of a custom option choice. */
  custom?: string;
  duration?: BookingServiceChoiceDuration;
  /** Matched date-time pricing rule, for `DATE_TIME` options. */
  dateTime?: BookingServiceChoiceRule;
  /** Matched participants pricing rule, for `NUMBER_OF_PARTICIPANTS` options. */
  participantRange?: BookingServiceChoiceRule;
  /** ID of the service option the choice belongs to. */
  optionId?: string;
  /** ID of the service choice; the choice details are filled in from it. */
  choiceId?: string;
}

export interface BookingServiceChoiceDuration {
  /** Duration in minutes. */
  minutes?: number;
  /** Name of the duration option. */
  name?: string;
}

export interface BookingServiceChoiceRule {
  /** Name of the matched pricing rule, for example "Weekend mornings". */
  name?: string;
}

export interface BookingServiceChoices {
  /** Number of participants with these choices. */
  numberOfParticipants?: number;
  choices?: BookingServiceChoice[];
}

/** A slot to move a booking to. */
export interface BookingSlot {
  /** Session ID. Deprecated. */
  sessionId?: string;
  /** Service ID. Required. */
  serviceId?: string;
  /** Schedule ID. Required. */
  scheduleId?: string;
  /** Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  startDate?: string;
  /** Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  endDate?: string;
  /** Time zone the slot is calculated and shown in, IANA format. */
  timezone?: string;
  resource?: SlotResource;
  location?: SlotLocation;
  /** Calendar event ID. */
  eventId?: string;
  resourceSelections?: BookingResourceSelection[];
  /** Whether the slot spans one or more full days. */
  allDay?: boolean;
}

/** Where the booking was created: platform, actor and app. */
export interface BookingSource {
  platform?: BookingSourcePlatform;
  actor?: BookingSourceActor;
  /** ID of the app that created the booking. */
  appDefId?: string;
  /** Name of the app that created the booking. Read-only. */
  appName?: string;
}

/** Who created the booking: the business (owner or staff, on behalf of a customer) or the customer. */
export const BookingSourceActor = {
  UNDEFINED_ACTOR: 'UNDEFINED_ACTOR',
  BUSINESS: 'BUSINESS',
  CUSTOMER: 'CUSTOMER',
} as const;

/** Who created the booking: the business (owner or staff, on behalf of a customer) or the customer. */
export type BookingSourceActor = (typeof BookingSourceActor)[keyof typeof BookingSourceActor];

/** Platform the booking was created from. */
export const BookingSourcePlatform = {
  UNDEFINED_PLATFORM: 'UNDEFINED_PLATFORM',
  WEB: 'WEB',
  MOBILE_APP: 'MOBILE_APP',
} as const;

/** Platform the booking was created from. */
export type BookingSourcePlatform = (typeof BookingSourcePlatform)[keyof typeof BookingSourcePlatform];

/** Booking status. `CREATED`: the customer has not completed the eCommerce checkout yet; `CONFIRMED`: in the business calendar; `CANCELED`: canceled; `PENDING`: waiting for the business to confirm or decline; `DECLINED`: declined by the business; `WAITING_LIST`: on the waitlist. */
export const BookingStatus = {
  CREATED: 'CREATED',
  CONFIRMED: 'CONFIRMED',
  CANCELED: 'CANCELED',
  PENDING: 'PENDING',
  DECLINED: 'DECLINED',
  WAITING_LIST: 'WAITING_LIST',
} as const;

/** Booking status. `CREATED`: the customer has not completed the eCommerce checkout yet; `CONFIRMED`: in the business calendar; `CANCELED`: canceled; `PENDING`: waiting for the business to confirm or decline; `DECLINED`: declined by the business; `WAITING_LIST`: on the waitlist. */
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

export interface BookingUpdatedEvent {
  /** The booking after the update. */
  entity: Booking;
  metadata: EventMetadata;
  /** Only the fields the update changed, with their new values. */
  modifiedFields: Booking;
}

export interface BulkBookingResult {
  itemMetadata?: BookingItemMetadata;
  /** The booking, when the request asked for full entities. */
  item?: Booking;
}

/** Results of a bulk booking call. */
export interface BulkBookingsResponse {
  results?: BulkBookingResult[];
  bulkActionMetadata?: BookingBulkActionMetadata;
}

export interface BulkConfirmOrDeclineBookingDetails {
  /** ID of the booking to confirm or decline. */
  bookingId: string;
  /** Current payment status of the booking. */
  paymentStatus?: BookingPaymentStatus;
}

export interface BulkConfirmOrDeclineBookingRequest {
  /** Bookings to confirm or decline. */
  details: BulkConfirmOrDeclineBookingDetails[];
  /** Whether to return the bookings. */
  returnEntity?: boolean;
}

export interface BulkCreateBookingRequest {
  /** Bookings to create. */
  createBookingsInfo: CreateBookingInfo[];
  /** Whether to return the created bookings. */
  returnFullEntity?: boolean;
}

export interface BulkCreateServicesRequest {
  /** Services to create. */
  services: Service[];
  /** Whether to return the created services. Default `false`. */
  returnEntity?: boolean;
}

export interface BulkCreateServicesResponse {
  /** Outcome of each service, in request order. */
  results?: ServiceBulkResult[];
  /** Totals. */
  bulkActionMetadata?: ServiceBulkActionMetadata;
}

export interface BulkDeleteServicesByFilterRequest {
  /** Filter selecting the services to delete. */
  filter: Filter;
  /** Whether to keep future sessions that have participants. Default `false`. */
  preserveFutureSessionsWithParticipants?: boolean;
  /** Whether to notify participants, and the message. */
  participantNotification?: ParticipantNotification;
}

export interface BulkDeleteServicesByFilterResponse {
  /** ID of the asynchronous deletion job (see the Async Jobs API). */
  jobId?: string;
}

export interface BulkDeleteServicesRequest {
  /** IDs of the services to delete. */
  ids: string[];
  /** Whether to keep future sessions that have participants. Default `false`. */
  preserveFutureSessionsWithParticipants?: boolean;
  /** Whether to notify participants, and the message. */
  participantNotification?: ParticipantNotification;
}

export interface BulkDeleteServicesResponse {
  /** Outcome of each service, in request order. */
  results?: ServiceBulkResult[];
  /** Totals. */
  bulkActionMetadata?: ServiceBulkActionMetadata;
}

export interface BulkGetMultiServiceBookingAllowedActionsRequest {
  /** Multi-service booking IDs. */
  multiServiceBookingIds: string[];
}

export interface BulkGetMultiServiceBookingAllowedActionsResponse {
  results?: MultiServiceBookingAllowedActionsResult[];
  bulkActionMetadata?: BookingBulkActionMetadata;
}

export interface BulkUpdateServicesByFilterRequest {
  /** Filter selecting the services to update. */
  filter: Filter;
  /** The values to set on every matching service. */
  service: Service;
  /** Comma-separated paths of the fields to update. */
  mask?: string;
}

export interface BulkUpdateServicesByFilterResponse {
  /** ID of the asynchronous update job (see the Async Jobs API). */
  jobId?: string;
}

export interface BulkUpdateServicesRequest {
  /** Services to update, each with its field mask. */
  services?: MaskedService[];
  /** Whether to return the updated services. Default `false`. */
  returnEntity?: boolean;
}

export interface BulkUpdateServicesResponse {
  /** Outcome of each service, in request order. */
  results?: ServiceBulkResult[];
  /** Totals. */
  bulkActionMetadata?: ServiceBulkActionMetadata;
}

export interface CalculateMultiSlotAvailabilityRequest {
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

export interface CalculateMultiSlotAvailabilityResponse {
  slots?: SlotAvailability[];
  cursorPagingMetadata?: PagingMetadata;
}

/** Standard steps of the cancellation flow to change. */
export interface CancelBookingFlowControlSettings {
  /** Ignore the service's cancellation policy. */
  ignoreCancellationPolicy?: boolean;
  /** Issue a refund when canceling. */
  withRefund?: boolean;
  /** Waive the cancellation fee. */
  waiveCancellationFee?: boolean;
}

export interface CancelBookingRequest {
  participantNotification?: ParticipantNotification;
  flowControlSettings?: CancelBookingFlowControlSettings;
  /** Current revision of the booking. */
  revision: string;
  /** Waive the charges and cancel the eCommerce order of the booking. */
  waiveCharges?: boolean;
}

/** Cancellation fees. */
export interface CancellationFeePolicy {
  /** Whether canceling incurs a fee. Default `false`. */
  enabled?: boolean;
  /** Windows before the session start and the fee charged in each. */
  cancellationWindows?: CancellationWindow[];
  /** Whether the fee is collected automatically when the customer cancels. Default `true`. */
  autoCollectFeeEnabled?: boolean;
}

/** Cancellation of a booking. */
export interface CancellationPolicy {
  /** Whether customers can cancel. Default `false`. */
  enabled?: boolean;
  /** Whether there is a latest cancellation time. Default `false`. */
  limitLatestCancellation?: boolean;
  /** Minimum minutes before the session start a booking can be canceled. Default 1440. */
  latestCancellationInMinutes?: number;
  /** Whether visitors who are not members can cancel. Unset means `true`. */
  allowAnonymous?: boolean;
}

/** A cancellation fee window. Either `amount` or `percentage` is set. */
export interface CancellationWindow {
  /** Fixed fee. */
  amount?: Money;
  /** Fee as a percentage of the price, for example `"50"`. Greater than 0, at most 100. */
  percentage?: string;
  /** The fee applies when the session starts within this many minutes. */
  startInMinutes?: number;
}

export interface CancelMultiServiceBookingRequest {
  participantNotification?: ParticipantNotification;
  flowControlSettings?: CancelBookingFlowControlSettings;
  /** Whether to return the canceled bookings. */
  returnFullEntity?: boolean;
  /** Waive the charges and cancel the eCommerce order. */
  waiveCharges?: boolean;
}

/** A category of services (Categories V2): it orders the services on the live site and in the dashboard. */
export interface Category {
  /** Category ID. */
  id?: string;
  /** Revision number, incremented on every update (an int64 as a decimal string). */
  revision?: string;
  /** Date and time the category was created. */
  createdDate?: Date;
  /** Date and time the category was last updated. */
  updatedDate?: Date;
  /** Category name. */
  name?: string;
  /** Position of the category in the category list. */
  sortOrder?: number;
  /** Custom data of other apps, by namespace. */
  extendedFields?: ExtendedFields;
}

export interface CategoryCreatedEvent {
  /** The created category. */
  entity: Category;
  metadata: EventMetadata;
}

export interface CategoryDeletedEvent {
  /** The deleted category, when delivered. Its ID is always `metadata.entityId`. */
  entity?: Category;
  metadata: EventMetadata;
}

export interface CategoryUpdatedEvent {
  /** The category after the update. */
  entity: Category;
  metadata: EventMetadata;
}

/** Connected entities that could not be cloned: the service's options and variants, or its booking form. */
export const CloneErrors = {
  OPTIONS_AND_VARIANTS: 'OPTIONS_AND_VARIANTS',
  FORM: 'FORM',
} as const;

/** Connected entities that could not be cloned: the service's options and variants, or its booking form. */
export type CloneErrors = (typeof CloneErrors)[keyof typeof CloneErrors];

export interface CloneServiceRequest {
  /** ID of the service to clone. */
  sourceServiceId: string;
}

export interface CloneServiceResponse {
  /** The new service. */
  service?: Service;
  /** Connected entities that could not be cloned; the service is created without them. */
  errors?: CloneErrors[];
}

/** Standard steps of the confirmation flow to change. */
export interface ConfirmBookingFlowControlSettings {
  /** Check availability before confirming. */
  checkAvailabilityValidation?: boolean;
}

export interface ConfirmBookingRequest {
  /** Current revision of the booking. */
  revision: string;
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the session. */
  sendSmsReminder?: boolean;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
  /** Whether the booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  flowControlSettings?: ConfirmBookingFlowControlSettings;
}

export interface ConfirmMultiServiceBookingRequest {
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

export interface ConfirmOrDeclineBookingRequest {
  /** Current payment status, when using a custom checkout page instead of the eCommerce checkout. */
  paymentStatus?: BookingPaymentStatus;
}

/** A contact's address as booking contact details carry it. Unlike other addresses it is not converted: the platform's SDK sends and returns it with the wire field names (addressLine, formattedAddress, geocode). */
export interface ContactAddress {
  /** 2-letter country code (ISO-3166 alpha-2). */
  country?: string;
  /** Subdivision code (ISO-3166 alpha-2 subdivision). */
  subdivision?: string;
  city?: string;
  postalCode?: string;
  /** Main address line, usually street and number. */
  addressLine?: string;
  /** Free text for the unit, floor or building. */
  addressLine2?: string;
  streetAddress?: StreetAddress;
  /** The full address as one line. */
  formattedAddress?: string;
  /** Free text to help find the address. */
  hint?: string;
  /** Geographic coordinates, as the wire has them. */
  geocode?: {
    /** Latitude, -90 to 90. */
    latitude?: number;
    /** Longitude, -180 to 180. */
    longitude?: number;
  };
  countryFullname?: string;
  subdivisionFullname?: string;
}

export interface CountExtendedBookingsRequest {
  /** Filter on booking fields. */
  filter?: Filter;
}

export interface CountExtendedBookingsResponse {
  /** Number of bookings that match the filter. */
  count?: number;
}

export interface CountServicesRequest {
  /** Filter, as in Query Services. All services when omitted. */
  filter?: Filter;
}

export interface CountServicesResponse {
  /** Number of matching services. */
  count?: number;
}

export interface CreateAddOnGroupRequest {
  /** Add-on group to create; `name` is required. */
  addOnGroup: AddOnGroup;
  /** ID of the service to add the group to. */
  serviceId: string;
}

export interface CreateAddOnGroupResponse {
  /** The created add-on group. */
  addOnGroup?: AddOnGroup;
}

/** Standard steps of the booking flow to skip. */
export interface CreateBookingFlowControlSettings {
  /** Skip the availability check. Needs Manage Bookings permission. */
  skipAvailabilityValidation?: boolean;
  /** Confirm `PENDING` bookings automatically. Needs Manage Bookings permission. */
  skipBusinessConfirmation?: boolean;
  /** Allow a payment option the service doesn't support. Needs Manage Bookings permission. */
  skipSelectedPaymentOptionValidation?: boolean;
  /** Skip the add-on validations. */
  skipAddOnValidation?: boolean;
}

/** One booking to create in a bulk call. */
export interface CreateBookingInfo {
  booking: Booking;
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the session. */
  sendSmsReminder?: boolean;
  flowControlSettings?: CreateBookingFlowControlSettings;
  /** Booking form data. */
  formSubmission?: Record<string, unknown>;
}

export interface CreateBookingRequest {
  /** The booking to create: `bookedEntity` plus `totalParticipants` or `participantsChoices`. */
  booking: Booking;
  /** Whether to notify the customer, and the message. */
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder to `contactDetails.phone` 24 hours before the session. */
  sendSmsReminder?: boolean;
  flowControlSettings?: CreateBookingFlowControlSettings;
  /** Booking form data, keyed by the form fields' `target`s. Bookings derives the contact from it. */
  formSubmission?: Record<string, unknown>;
}

export interface CreateMultiServiceBookingRequest {
  /** 2 to 8 single-service bookings to create and combine. */
  bookings: Booking[];
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

export interface CreateServiceRequest {
  /** Service to create. */
  service: Service;
}

export interface CreateServiceResponse {
  /** The created service. */
  service: Service;
}

export interface CursorPaging {
  limit?: number;
  /** Cursor from the previous page's pagingMetadata.cursors.next. */
  cursor?: string;
}

/** Query with cursor paging. */
export interface CursorQuery {
  filter?: Filter;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

export interface Cursors {
  next?: string;
  prev?: string;
}

/** Counts per time interval. */
export interface DateHistogramAggregation {
  /** Bucket interval. */
  interval?: AggregationInterval;
}

/** A day of the week. */
export const DayOfWeek = {
  MONDAY: 'MONDAY',
  TUESDAY: 'TUESDAY',
  WEDNESDAY: 'WEDNESDAY',
  THURSDAY: 'THURSDAY',
  FRIDAY: 'FRIDAY',
  SATURDAY: 'SATURDAY',
  SUNDAY: 'SUNDAY',
} as const;

/** A day of the week. */
export type DayOfWeek = (typeof DayOfWeek)[keyof typeof DayOfWeek];

/** Standard steps of the decline flow to change. */
export interface DeclineBookingFlowControlSettings {
  /** Whether a refund is expected when declining. */
  withRefund?: boolean;
}

export interface DeclineBookingRequest {
  /** Current revision of the booking. */
  revision: string;
  participantNotification?: ParticipantNotification;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
  /** Whether the booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  flowControlSettings?: DeclineBookingFlowControlSettings;
}

export interface DeclineMultiServiceBookingRequest {
  /** Single-service bookings to decline. */
  declineBookingsInfo?: MultiServiceBookingInfo[];
  participantNotification?: ParticipantNotification;
  /** Whether a booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  /** Whether to return the bookings. */
  returnFullEntity?: boolean;
  flowControlSettings?: DeclineBookingFlowControlSettings;
}

/** A change of the default booking policy of the site. */
export interface DefaultBookingPolicySet {
  /** The new default policy. */
  currentDefaultBookingPolicy?: BookingPolicy;
  /** The previous default policy; empty when there was none. */
  previousDefaultBookingPolicy?: BookingPolicy;
}

export interface DeleteAddOnGroupRequest {
  /** ID of the add-on group to delete. */
  addOnGroupId: string;
  /** ID of the service the group belongs to. */
  serviceId: string;
}

/** Empty on success. */
export type DeleteAddOnGroupResponse = Record<string, unknown>;

/** Empty on success. */
export type DeleteServiceResponse = Record<string, unknown>;

export interface DisablePricingPlansForServiceRequest {
  /** IDs of the pricing plans to remove from `payment.pricingPlanIds`. */
  pricingPlanIds?: string[];
}

export interface DisablePricingPlansForServiceResponse {
  /** The updated service. */
  service?: Service;
}

export interface EnablePricingPlansForServiceRequest {
  /** IDs of the pricing plans to add to `payment.pricingPlanIds`. */
  pricingPlanIds: string[];
}

export interface EnablePricingPlansForServiceResponse {
  /** The updated service. */
  service?: Service;
}

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Fully qualified name of the entity, for example wix.bookings.v2.booking. */
  entityFqdn?: string;
  /** Event name, for example created. */
  slug?: string;
  accountInfo?: {
    accountId?: string;
    parentAccountId?: string;
    siteId?: string;
  };
  /** Event id. */
  id?: string;
  entityId?: string;
  eventTime?: Date;
  triggeredByAnonymizeRequest?: boolean;
  originatedFrom?: string;
  identity?: IdentificationData;
  entityEventSequence?: string;
  instanceId?: string;
  eventType?: string;
}

/** A booking with the extra information a query asked for. */
export interface ExtendedBooking {
  booking?: Booking;
  /** With `withBookingAllowedActions`. */
  allowedActions?: ExtendedBookingAllowedActions;
  /** With `withBookingAttendanceInfo`. */
  attendance?: ExtendedBookingAttendance;
  /** With `withBookingConferencingDetails`. */
  conferencingDetails?: ExtendedBookingConferencingDetails;
  /** With `withBookingPolicySettings`. */
  bookingPolicySettings?: ExtendedBookingPolicySettings;
  /** With `withBookingFeeDetails`. */
  bookingFeeDetails?: ExtendedBookingFeeDetails;
  /** With `withEcomOrder`. */
  order?: ExtendedBookingOrder;
  waiver?: ExtendedBookingWaiver;
  /** With `withEcomInvoices`. */
  invoices?: ExtendedBookingInvoices;
  /** With `withEcomTransactions`. */
  transactions?: ExtendedBookingTransactions;
  /** With `withFormSubmissions`. */
  formSubmissions?: ExtendedBookingFormSubmission[];
  subscriptionInfo?: ExtendedBookingSubscriptionInfo;
}

export interface ExtendedBookingAllowedActions {
  /** Whether the customer may cancel the booking. */
  cancel?: boolean;
  /** Whether the customer may reschedule the booking. */
  reschedule?: boolean;
  /** Deprecated. */
  refund?: boolean;
}

export interface ExtendedBookingAttendance {
  /** Attendance ID. Read-only. */
  id?: string;
  status?: BookingAttendanceStatus;
  /** Number of participants who attended. */
  numberOfAttendees?: number;
}

export interface ExtendedBookingBalanceSummary {
  /** Amount left to pay. */
  balance?: ExtendedBookingPrice;
  /** Amount paid, including later refunds. */
  paid?: ExtendedBookingPrice;
}

export interface ExtendedBookingCatalogReference {
  /** ID of the item in its catalog. */
  catalogItemId?: string;
  /** ID of the app providing the catalog. */
  appId?: string;
  /** Additional item details. */
  options?: Record<string, unknown>;
}

export interface ExtendedBookingConferencingDetails {
  /** URL a guest joins the conference with. */
  guestUrl?: string;
  /** Conference password. */
  password?: string;
}

export interface ExtendedBookingCyclePrice {
  /** Amount charged for the billing cycle. */
  amount?: string;
  /** Currency, ISO-4217. */
  currency?: string;
}

export interface ExtendedBookingFeeDetails {
  cancellationFeeStatus?: BookingFeeStatus;
}

export interface ExtendedBookingFormSubmission {
  /** Form field label. */
  label?: string;
  /** Submission key, the target of the form field. */
  key?: string;
  /** Submitted value, as a string. */
  value?: string;
  /** Form field ID. */
  fieldId?: string;
}

export interface ExtendedBookingInvoice {
  /** Invoice ID. */
  id?: string;
  /** ID of the app that set the invoice. */
  appId?: string;
}

export interface ExtendedBookingInvoices {
  /** Order ID. */
  orderId?: string;
  invoicesInfo?: ExtendedBookingInvoice[];
}

/** Summary of the eCommerce order of the booking. */
export interface ExtendedBookingOrder {
  /** Order ID. */
  id?: string;
  /** Order number shown in the dashboard. */
  number?: string;
  priceSummary?: ExtendedBookingOrderPriceSummary;
  lineItems?: ExtendedBookingOrderLineItem[];
  status?: ExtendedBookingOrderStatus;
  paymentStatus?: ExtendedBookingOrderPaymentStatus;
  balanceSummary?: ExtendedBookingBalanceSummary;
  /** Currency, ISO-4217. */
  currency?: string;
  /** Total after discounts and tax. */
  totalPrice?: ExtendedBookingPrice;
  /** Price of the booking line item, after its discounts. */
  bookingPrice?: ExtendedBookingPrice;
  bookingPriceDescription?: ExtendedBookingPriceDescription;
  /** Amount left to pay. */
  balance?: ExtendedBookingPrice;
  /** When the order was last updated. */
  updatedDate?: Date;
}

export interface ExtendedBookingOrderLineItem {
  /** Line item ID. */
  id?: string;
  catalogReference?: ExtendedBookingCatalogReference;
  price?: ExtendedBookingPrice;
  paymentOption?: PaymentOptionType;
  priceDescription?: ExtendedBookingPriceDescription;
}

/** Payment status of the eCommerce order of a booking. `PENDING_MERCHANT`: received, not yet confirmed by the payment provider. */
export const ExtendedBookingOrderPaymentStatus = {
  UNSPECIFIED: 'UNSPECIFIED',
  NOT_PAID: 'NOT_PAID',
  PAID: 'PAID',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  FULLY_REFUNDED: 'FULLY_REFUNDED',
  PENDING: 'PENDING',
  PARTIALLY_PAID: 'PARTIALLY_PAID',
  PENDING_MERCHANT: 'PENDING_MERCHANT',
  CANCELED: 'CANCELED',
  DECLINED: 'DECLINED',
} as const;

/** Payment status of the eCommerce order of a booking. `PENDING_MERCHANT`: received, not yet confirmed by the payment provider. */
export type ExtendedBookingOrderPaymentStatus = (typeof ExtendedBookingOrderPaymentStatus)[keyof typeof ExtendedBookingOrderPaymentStatus];

export interface ExtendedBookingOrderPriceSummary {
  /** Subtotal of the line items, before discounts and tax. */
  subtotal?: ExtendedBookingPrice;
  shipping?: ExtendedBookingPrice;
  tax?: ExtendedBookingPrice;
  discount?: ExtendedBookingPrice;
  /** Total after discounts and tax. */
  total?: ExtendedBookingPrice;
  totalAdditionalFees?: ExtendedBookingPrice;
}

/** Status of the eCommerce order of a booking. */
export const ExtendedBookingOrderStatus = {
  INITIALIZED: 'INITIALIZED',
  APPROVED: 'APPROVED',
  CANCELED: 'CANCELED',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
} as const;

/** Status of the eCommerce order of a booking. */
export type ExtendedBookingOrderStatus = (typeof ExtendedBookingOrderStatus)[keyof typeof ExtendedBookingOrderStatus];

/** The booking's policy settings, from its policy snapshot. */
export interface ExtendedBookingPolicySettings {
  /** Whether the booking has an active cancellation fee policy. */
  cancellationFeeEnabled?: boolean;
}

export interface ExtendedBookingPrice {
  /** Amount, as a decimal string. */
  amount?: string;
  /** Amount with the currency symbol. */
  formattedAmount?: string;
}

export interface ExtendedBookingPriceDescription {
  /** Price description in the site's language. */
  original?: string;
  /** Price description in the buyer's language. */
  translated?: string;
}

/** Filter, sort and paging of an extended booking query. */
export interface ExtendedBookingQuery {
  /** Filter on booking fields, for example `{"status": {"$in": ["CONFIRMED"]}}`. Dates in UTC. */
  filter?: Filter;
  /** Sort order. Default `createdDate` descending. */
  sort?: Sorting[];
  /** Offset paging. Either `paging` or `cursorPaging`. */
  paging?: Paging;
  /** Cursor paging (default, `limit` 50). Later pages give only the cursor. */
  cursorPaging?: CursorPaging;
  /** Projected fields. Not supported by the extended booking queries. */
  fields?: string[];
  /** Projected field sets. Not supported by the extended booking queries. */
  fieldsets?: string[];
}

/** Billing frequency of a course subscription. */
export const ExtendedBookingSubscriptionFrequency = {
  MONTHLY: 'MONTHLY',
} as const;

/** Billing frequency of a course subscription. */
export type ExtendedBookingSubscriptionFrequency = (typeof ExtendedBookingSubscriptionFrequency)[keyof typeof ExtendedBookingSubscriptionFrequency];

/** Subscription payment of a course booking with subscription pricing. */
export interface ExtendedBookingSubscriptionInfo {
  /** Number of cycles charged. */
  currentCycle?: number;
  /** Total number of cycles. */
  totalCycles?: number;
  billingFrequency?: ExtendedBookingSubscriptionFrequency;
  /** Subscription ID. */
  subscriptionId?: string;
  status?: ExtendedBookingSubscriptionStatus;
  cyclePrice?: ExtendedBookingCyclePrice;
  /** When the subscription was or will be canceled. */
  cancellationDate?: Date;
  /** When the next cycle is charged. */
  nextBillingDate?: Date;
}

/** Status of a course subscription. */
export const ExtendedBookingSubscriptionStatus = {
  DRAFT: 'DRAFT',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  CANCELED: 'CANCELED',
  ENDED: 'ENDED',
} as const;

/** Status of a course subscription. */
export type ExtendedBookingSubscriptionStatus = (typeof ExtendedBookingSubscriptionStatus)[keyof typeof ExtendedBookingSubscriptionStatus];

/** Transactions of the eCommerce order of the booking. */
export interface ExtendedBookingTransactions {
  /** Order ID. */
  orderId?: string;
  /** Payments made to the business. */
  payments?: TransactionPayment[];
  /** Refunds made to the buyer. */
  refunds?: TransactionRefund[];
  /** The charged, not voided, membership payment of the booking. */
  chargedMembershipPaymentDetails?: TransactionMembershipPaymentDetails;
  /** Sum of the refunds made to the buyer. */
  refundSumAmounts?: string;
}

export interface ExtendedBookingWaiver {
  /** Waiver ID. */
  id?: string;
  /** Waiver template ID. */
  waiverTemplateId?: string;
  /** Contact ID. */
  contactId?: string;
  status?: ExtendedBookingWaiverStatus;
}

/** Whether the customer signed the waiver. */
export const ExtendedBookingWaiverStatus = {
  UNDEFINED: 'UNDEFINED',
  SIGNED: 'SIGNED',
  NOT_SIGNED: 'NOT_SIGNED',
} as const;

/** Whether the customer signed the waiver. */
export type ExtendedBookingWaiverStatus = (typeof ExtendedBookingWaiverStatus)[keyof typeof ExtendedBookingWaiverStatus];

/** Data of other apps, by namespace. */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/** A platform filter, for example {"status": {"$in": ["CONFIRMED"]}}; its fields depend on the entity queried. */
export type Filter = Record<string, unknown>;

export interface GetAvailabilityTimeSlotRequest {
  /** Service ID of the time slot. */
  serviceId: string;
  /** Local start of the time slot. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  localStartDate: string;
  /** Local end of the time slot. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  localEndDate: string;
  /** Time zone of the local dates, IANA format. */
  timeZone?: string;
  location?: TimeSlotLocation;
  /** Resources to include in the response. */
  resourceIds?: string[];
  /** Resource type IDs to include, in addition to `resourceIds`. */
  includeResourceTypeIds?: string[];
  /** Resource types to filter by. */
  resourceTypes?: TimeSlotResourceType[];
}

export interface GetAvailabilityTimeSlotResponse {
  timeSlot?: TimeSlot;
  /** Time zone of the local dates, IANA format. */
  timeZone?: string;
}

export interface GetMultiServiceBookingAvailabilityResponse {
  /** Whether all single-service bookings are bookable. */
  bookable?: boolean;
  /** Total number of spots. */
  totalCapacity?: number;
  /** Number of open spots. */
  remainingCapacity?: number;
  policyViolations?: SlotBookingPolicyViolations;
  policySettings?: AvailabilityPolicySettings;
  /** The single-service bookings checked. */
  multiServiceBookingInfo?: MultiServiceBookingAvailabilityBookingInfo[];
}

export interface GetMultiServiceBookingResponse {
  multiServiceBooking: MultiServiceBooking;
  metadata?: MultiServiceBookingMetadata;
}

export interface GetScheduleAvailabilityResponse {
  availability?: ScheduleAvailability;
  bookingPolicySettings?: AvailabilityPolicySettings;
}

export interface GetServiceResponse {
  /** The service. */
  service: Service;
}

/** Deprecated group-by aggregation. */
export interface GroupByAggregation {
  /** Name of the aggregation. */
  name?: string;
  /** Field to group by, in dot notation. */
  fieldPath?: string;
  /** Value aggregation within each group. */
  value?: ValueAggregation;
}

export interface IdentificationData {
  contactId?: string;
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  identityType?: IdentityType;
}

/** Who performed the action that caused an event. */
export const IdentityType = {
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/** Who performed the action that caused an event. */
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];

/** An image in the platform's media manager. */
export type Image = ImageRef;

/** Whether the intake form must be completed before the booking is finalized (the SDK `CompletionRequirement`). */
export const IntakeFormCompletionRequirement = {
  OPTIONAL: 'OPTIONAL',
  REQUIRED_BEFORE_BOOKING: 'REQUIRED_BEFORE_BOOKING',
} as const;

/** Whether the intake form must be completed before the booking is finalized (the SDK `CompletionRequirement`). */
export type IntakeFormCompletionRequirement = (typeof IntakeFormCompletionRequirement)[keyof typeof IntakeFormCompletionRequirement];

/** Intake form of a service. */
export interface IntakeFormPolicy {
  /** Whether an intake form is used. Default `false`. */
  enabled?: boolean;
  /** ID of the intake form. */
  formId?: string;
  /** When the form is presented. */
  timing?: IntakeFormTiming;
  /** Whether completing the form is required. */
  completionRequirement?: IntakeFormCompletionRequirement;
}

/** When the intake form is presented (the SDK `Timing`). */
export const IntakeFormTiming = {
  AFTER_BOOKING: 'AFTER_BOOKING',
  BEFORE_BOOKING: 'BEFORE_BOOKING',
} as const;

/** When the intake form is presented (the SDK `Timing`). */
export type IntakeFormTiming = (typeof IntakeFormTiming)[keyof typeof IntakeFormTiming];

/** Data of the `INVALID_PRICING_PLAN` error. */
export interface InvalidPricingPlan {
  /** ID of the pricing plan. */
  id?: string;
  /** Why the plan is invalid. */
  message?: string;
}

/** Why a slug is invalid. */
export const InvalidSlugError = {
  UNKNOWN_SLUG_ERROR: 'UNKNOWN_SLUG_ERROR',
  SLUG_CONTAINS_ILLEGAL_CHARACTERS: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
  SLUG_ALREADY_EXISTS: 'SLUG_ALREADY_EXISTS',
} as const;

/** Why a slug is invalid. */
export type InvalidSlugError = (typeof InvalidSlugError)[keyof typeof InvalidSlugError];

/** Limit on early bookings. */
export interface LimitEarlyBookingPolicy {
  /** Whether there is a limit on how early customers can book. Default `false`. */
  enabled?: boolean;
  /** Maximum minutes before the session start a booking can be made. Default 10080 (7 days). */
  earliestBookingInMinutes?: number;
}

/** Limit on late bookings. Cannot be enabled together with `bookAfterStartPolicy`. */
export interface LimitLateBookingPolicy {
  /** Whether there is a limit on how late customers can book. Default `false`. */
  enabled?: boolean;
  /** Minimum minutes before the session start a booking can be made. Default 1440 (1 day). */
  latestBookingInMinutes?: number;
}

export interface ListAddOnGroupsByServiceIdRequest {
  /** ID of the service. */
  serviceId: string;
  /** IDs of the groups to return; all groups by default. */
  groupIds?: string[];
}

export interface ListAddOnGroupsByServiceIdResponse {
  /** The groups with their add-ons. */
  addOnGroupsDetails?: AddOnGroupDetail[];
}

export interface ListAvailabilityTimeSlotsRequest {
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

export interface ListAvailabilityTimeSlotsResponse {
  /** Time slots, sorted by `localStartDate`. */
  timeSlots?: TimeSlot[];
  /** Time zone of the local dates, IANA format. */
  timeZone?: string;
  cursorPagingMetadata?: PagingMetadata;
}

export interface ListMultiServiceAvailabilityTimeSlotsRequest {
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

export interface ListMultiServiceAvailabilityTimeSlotsResponse {
  /** Multi-service time slots; each holds a nested slot per service. */
  timeSlots?: TimeSlot[];
  /** Time zone of the local dates, IANA format. */
  timeZone?: string;
  cursorPagingMetadata?: PagingMetadata;
}

/** Where a session takes place. */
export const LocationType = {
  BUSINESS: 'BUSINESS',
  CUSTOM: 'CUSTOM',
  CUSTOMER: 'CUSTOMER',
} as const;

/** Where a session takes place. */
export type LocationType = (typeof LocationType)[keyof typeof LocationType];

/** Standard steps of the mark-as-pending flow to change. */
export interface MarkBookingAsPendingFlowControlSettings {
  /** Check for double-booking conflicts when updating the status. */
  checkAvailabilityValidation?: boolean;
  /** Allow marking any booking as pending, even when the service doesn't require manual approval. */
  skipPendingApprovalServiceValidation?: boolean;
}

export interface MarkBookingAsPendingRequest {
  /** Current revision of the booking. */
  revision: string;
  participantNotification?: ParticipantNotification;
  /** Send an SMS reminder 24 hours before the session. */
  sendSmsReminder?: boolean;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
  /** Whether the booking conflicts with another confirmed booking. */
  doubleBooked?: boolean;
  flowControlSettings?: MarkBookingAsPendingFlowControlSettings;
}

export interface MarkMultiServiceBookingAsPendingRequest {
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

/** A service and the fields of it to update. */
export interface MaskedService {
  /** The service to update: `id` and `revision` are required. */
  service?: Service;
  /** Comma-separated paths of the fields to update, for example `name,defaultCapacity`. */
  mask?: string;
}

/** {@link MaskedService} as a request sends it: without the fields the server sets (readOnly). */
export interface MaskedServiceWritable {
  /** The service to update: `id` and `revision` are required. */
  service?: ServiceWritable;
  /** Comma-separated paths of the fields to update, for example `name,defaultCapacity`. */
  mask?: string;
}

export interface Money {
  /** Amount as a decimal string, for example "25.00". */
  value?: string;
  /** 3-letter ISO-4217 currency code. */
  currency?: string;
  formattedValue?: string;
}

/** Where sessions at a removed location move to. */
export interface MoveToNewLocationsOptions {
  /** The location the sessions move to. */
  newLocation?: ServiceLocation;
}

/** {@link MoveToNewLocationsOptions} as a request sends it: without the fields the server sets (readOnly). */
export interface MoveToNewLocationsOptionsWritable {
  /** The location the sessions move to. */
  newLocation?: ServiceLocationWritable;
}

/** Bookings of several services combined in one package. The type is on each booking, in `multiServiceBookingInfo.type`. */
export interface MultiServiceBooking {
  /** Multi-service booking ID. */
  id?: string;
  /** The single-service bookings of the package. */
  bookings?: MultiServiceBookingResult[];
}

export interface MultiServiceBookingAllowedActions {
  /** Whether canceling is allowed. */
  cancel?: boolean;
  /** Whether rescheduling is allowed. */
  reschedule?: boolean;
}

export interface MultiServiceBookingAllowedActionsResult {
  itemMetadata?: BookingItemMetadata;
  item?: MultiServiceBookingAllowedActions;
}

export interface MultiServiceBookingAvailabilityBookingInfo {
  /** Booking ID. */
  bookingId?: string;
}

export interface MultiServiceBookingBookingsResponse {
  /** The single-service bookings added or removed. */
  bookings?: MultiServiceBookingResult[];
}

export interface MultiServiceBookingIdAndRevision {
  /** Single-service booking ID. */
  bookingId?: string;
  /** Current revision of the booking. */
  revision?: string;
}

/** One single-service booking of a multi-service booking call. */
export interface MultiServiceBookingInfo {
  /** Single-service booking ID. */
  bookingId?: string;
  /** Current revision of the booking. */
  revision?: string;
  /** Payment status to set. */
  paymentStatus?: BookingPaymentStatus;
}

export interface MultiServiceBookingMetadata {
  /** Number of `CONFIRMED` and `PENDING` single-service bookings. */
  totalNumberOfScheduledBookings?: number;
}

export interface MultiServiceBookingResponse {
  multiServiceBooking?: MultiServiceBooking;
}

export interface MultiServiceBookingResult {
  /** Single-service booking ID. Always set. */
  bookingId?: string;
  /** The booking; only with `returnFullEntity: true`. */
  booking?: Booking;
}

/** How the bookings of a multi-service booking relate in time: back to back, independent, or at the same time. */
export const MultiServiceBookingType = {
  SEQUENTIAL_BOOKINGS: 'SEQUENTIAL_BOOKINGS',
  SEPARATE_BOOKINGS: 'SEPARATE_BOOKINGS',
  PARALLEL_BOOKINGS: 'PARALLEL_BOOKINGS',
} as const;

/** How the bookings of a multi-service booking relate in time: back to back, independent, or at the same time. */
export type MultiServiceBookingType = (typeof MultiServiceBookingType)[keyof typeof MultiServiceBookingType];

/** One single-service booking to reschedule. */
export interface MultiServiceRescheduleBookingInfo {
  /** ID of the booking to reschedule. */
  bookingId: string;
  /** New slot. */
  slot: BookingSlot;
  /** Current revision of the booking. */
  revision: string;
  /** Total number of participants. */
  totalParticipants?: number;
  participantsChoices?: BookingParticipantChoices;
  bookedAddOns?: BookedAddOn[];
}

/** One service of a multi-service time slot request. */
export interface MultiServiceTimeSlotsService {
  /** Service ID. */
  serviceId?: string;
  /** Resource type IDs to include in the response. */
  includeResourceTypeIds?: string[];
  customerChoices?: AvailabilityCustomerChoices;
  resourceTypes?: TimeSlotResourceType[];
}

export interface MultiSlotResourcesFilter {
  /** Resource IDs to consider. */
  resourceIds?: string[];
}

/** One service of a multi-slot availability request. */
export interface MultiSlotRuleBasedConstraints {
  /** Service ID. */
  serviceId?: string;
  resourcesFilter?: MultiSlotResourcesFilter;
  customerChoices?: AvailabilityCustomerChoices;
}

/** Multi-level aggregation: each aggregation is computed within the buckets of the previous one. */
export interface NestedAggregation {
  /** Aggregations, each nested in the previous one. */
  nestedAggregations?: NestedAggregationItem[];
}

/** One level of a nested aggregation. */
export interface NestedAggregationItem {
  /** Name of the aggregation, unique in the request. */
  name?: string;
  /** Aggregation type; the matching kind field is set. */
  type?: NestedAggregationType;
  /** Field to aggregate, in dot notation. */
  fieldPath?: string;
  /** Value aggregation. */
  value?: ValueAggregation;
  /** Range aggregation. */
  range?: RangeAggregation;
  /** Scalar aggregation. */
  scalar?: ScalarAggregation;
  /** Date histogram aggregation. */
  dateHistogram?: DateHistogramAggregation;
}

/** Results of an aggregation within a group. */
export interface NestedAggregationResults {
  /** Name of the aggregation. */
  name?: string;
  /** Aggregation type. */
  type?: AggregationType;
  /** Aggregated field. */
  fieldPath?: string;
  /** Value results. */
  values?: AggregationValueResults;
  /** Range results. */
  ranges?: AggregationRangeResults;
  /** Scalar result. */
  scalar?: AggregationResultsScalarResult;
}

/** Type of one level of a nested aggregation. */
export const NestedAggregationType = {
  UNKNOWN_AGGREGATION_TYPE: 'UNKNOWN_AGGREGATION_TYPE',
  VALUE: 'VALUE',
  RANGE: 'RANGE',
  SCALAR: 'SCALAR',
  DATE_HISTOGRAM: 'DATE_HISTOGRAM',
} as const;

/** Type of one level of a nested aggregation. */
export type NestedAggregationType = (typeof NestedAggregationType)[keyof typeof NestedAggregationType];

/** One group of a group-by aggregation. */
export interface NestedValueAggregationResult {
  /** Group value. */
  value?: string;
  /** Aggregation within the group. */
  nestedResults?: NestedAggregationResults;
}

/** A page URL; the SDK form is the full URL string. */
export type PageUrl = string;

export interface Paging {
  limit?: number;
  offset?: number;
}

export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: Cursors;
  hasNext?: boolean;
}

/** Whether to notify the participants of a change, and the message to send them. */
export interface ParticipantNotification {
  notifyParticipants?: boolean;
  /** Custom message for the participants. */
  message?: string;
}

/** Participants per booking. */
export interface ParticipantsPolicy {
  /** Maximum participants per booking. Default 1. */
  maxParticipantsPerBooking?: number;
}

/** How a booking is paid. */
export const PaymentOptionType = {
  FULL_PAYMENT_ONLINE: 'FULL_PAYMENT_ONLINE',
  FULL_PAYMENT_OFFLINE: 'FULL_PAYMENT_OFFLINE',
  MEMBERSHIP: 'MEMBERSHIP',
  DEPOSIT_ONLINE: 'DEPOSIT_ONLINE',
  MEMBERSHIP_OFFLINE: 'MEMBERSHIP_OFFLINE',
  MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER: 'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
} as const;

/** How a booking is paid. */
export type PaymentOptionType = (typeof PaymentOptionType)[keyof typeof PaymentOptionType];

export interface QueryAvailabilityRequest {
  /** Filter and sort. The filter must include `serviceId`; also give `startDate` and `endDate`. Slots sort only by `startDate`. */
  query: QueryV2;
  /** Time zone override for the `startDate` and `endDate` filters, IANA format. Default: no override. */
  timezone?: string;
  /** Maximum number of appointment slots to return for each date. */
  slotsPerDay?: number;
}

export interface QueryAvailabilityResponse {
  /** Appointment slots or class events that match the filter. */
  availabilityEntries?: SlotAvailability[];
}

export interface QueryBookingFormsRequest {
  /** Filter, sort and cursor paging over forms (see the Forms API for the supported fields). */
  query: CursorQuery;
  /** Conditional fields to return. */
  conditionalFields?: BookingFormRequestedFields[];
}

export interface QueryBookingFormsResponse {
  /** The booking forms and the services using them. */
  bookingForms?: BookingForm[];
  /** Cursor paging metadata. */
  pagingMetadata?: PagingMetadata;
  /** The default booking form of the site, with `DEFAULT_BOOKING_FORM`. */
  defaultBookingForm?: BookingForm;
}

/** Which services and categories to consider. */
export interface QueryCategoriesFilter {
  /** Filter on services, as in Query Services. */
  services?: Filter;
  /** Category IDs to return. */
  categoryIds?: string[];
}

export interface QueryCategoriesRequest {
  /** Filter. */
  filter?: QueryCategoriesFilter;
}

export interface QueryCategoriesResponse {
  /** Categories of the matching services. */
  categories?: ServiceCategory[];
}

export interface QueryExtendedBookingRequest {
  query: ExtendedBookingQuery;
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

export interface QueryExtendedBookingsRequest {
  query: ExtendedBookingQuery;
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

export interface QueryExtendedBookingsResponse {
  /** Retrieved bookings. */
  extendedBookings?: ExtendedBooking[];
  pagingMetadata?: PagingMetadata;
}

/** Which services and business locations to consider. */
export interface QueryLocationsFilter {
  /** Filter on services, as in Query Services. */
  services?: Filter;
  /** Business location IDs to return. */
  businessLocationIds?: string[];
}

export interface QueryLocationsRequest {
  /** Filter. */
  filter?: QueryLocationsFilter;
}

export interface QueryLocationsResponse {
  /** Business locations, and whether a matching service uses one. */
  businessLocations?: ServiceBusinessLocations;
  /** Whether a matching service uses a custom location. */
  customLocations?: ServiceCustomLocations;
  /** Whether a matching service uses the customer's location. */
  customerLocations?: ServiceCustomerLocations;
}

export interface QueryPoliciesRequest {
  /** Filter, sort and cursor paging over booking policies. */
  query: CursorQuery;
}

export interface QueryPoliciesResponse {
  /** The booking policies and the services using them. */
  bookingPolicies?: BookingPolicyWithServices[];
  /** Cursor paging metadata. */
  pagingMetadata?: PagingMetadata;
}

export interface QueryServicesRequest {
  /** Filter, sort and offset paging (`paging.limit` at most 100, default 50). */
  query: QueryV2;
  /** Conditional fields to return. */
  conditionalFields?: ServiceRequestedFields[];
}

export interface QueryServicesResponse {
  /** The services of the page. */
  services?: Service[];
  /** Offset paging metadata: `count`, `offset`, `total`. */
  pagingMetadata?: PagingMetadata;
}

/** Query with offset paging. */
export interface QueryV2 {
  filter?: Filter;
  sort?: Sorting[];
  paging?: Paging;
  fields?: string[];
  fieldsets?: string[];
}

/** Counts per value range. */
export interface RangeAggregation {
  /** Range buckets; each item goes in the first bucket it fits. */
  buckets?: AggregationRangeBucket[];
}

/** A range bucket. */
export interface RangeAggregationResult {
  /** Inclusive lower bound. */
  from?: number;
  /** Exclusive upper bound. */
  to?: number;
  /** Number of services in the range. */
  count?: number;
}

export interface RemoveBookingsFromMultiServiceBookingRequest {
  /** Multi-service booking ID. */
  multiServiceBookingId: string;
  /** Single-service bookings to remove. */
  bookings?: MultiServiceBookingIdAndRevision[];
  /** Whether to return the removed bookings. */
  returnFullEntity?: boolean;
}

/** What happens to future sessions at locations removed from a service. */
export interface RemovedLocationSessionsAction {
  /** What to do with future sessions at a removed location. Default `KEEP_AT_CURRENT_LOCATION`. */
  action?: RemovedLocationSessionsActionType;
  /** Where to move them, when `action` is `MOVE_TO_LOCATION`. */
  moveToLocationOptions?: MoveToNewLocationsOptions;
}

/** {@link RemovedLocationSessionsAction} as a request sends it: without the fields the server sets (readOnly). */
export interface RemovedLocationSessionsActionWritable {
  /** What to do with future sessions at a removed location. Default `KEEP_AT_CURRENT_LOCATION`. */
  action?: RemovedLocationSessionsActionType;
  /** Where to move them, when `action` is `MOVE_TO_LOCATION`. */
  moveToLocationOptions?: MoveToNewLocationsOptionsWritable;
}

/** What to do with future sessions at a removed location (the SDK `Action`). `DELETE` (cancel them) is listed by the platform but not supported. */
export const RemovedLocationSessionsActionType = {
  UNKNOWN_ACTION_TYPE: 'UNKNOWN_ACTION_TYPE',
  KEEP_AT_CURRENT_LOCATION: 'KEEP_AT_CURRENT_LOCATION',
  MOVE_TO_LOCATION: 'MOVE_TO_LOCATION',
  DELETE: 'DELETE',
} as const;

/** What to do with future sessions at a removed location (the SDK `Action`). `DELETE` (cancel them) is listed by the platform but not supported. */
export type RemovedLocationSessionsActionType = (typeof RemovedLocationSessionsActionType)[keyof typeof RemovedLocationSessionsActionType];

/** Standard steps of the rescheduling flow to skip. */
export interface RescheduleBookingFlowControlSettings {
  /** Ignore the service's rescheduling policy. */
  ignoreReschedulePolicy?: boolean;
  /** Skip the availability check of the new slot. */
  skipAvailabilityValidation?: boolean;
  /** Set the rescheduled booking's status to `CONFIRMED` without business confirmation. */
  skipBusinessConfirmation?: boolean;
  /** Allow changing the booked add-ons while rescheduling. */
  allowAddOnChanges?: boolean;
}

export interface RescheduleBookingRequest {
  /** New slot of the booking. */
  slot: BookingSlot;
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

export interface RescheduleMultiServiceBookingRequest {
  /** All single-service bookings, with their new slots. */
  rescheduleBookingsInfo: MultiServiceRescheduleBookingInfo[];
  participantNotification?: ParticipantNotification;
  flowControlSettings?: RescheduleBookingFlowControlSettings;
  /** Whether to return the bookings. */
  returnFullEntity?: boolean;
}

/** Rescheduling of a booking. */
export interface ReschedulePolicy {
  /** Whether customers can reschedule. Default `false`. */
  enabled?: boolean;
  /** Whether there is a latest reschedule time. Default `false`. */
  limitLatestReschedule?: boolean;
  /** Minimum minutes before the session start a booking can be rescheduled. Default 1440. */
  latestRescheduleInMinutes?: number;
  /** Whether visitors who are not members can reschedule. Unset means `true`. */
  allowAnonymous?: boolean;
}

/** A bookable resource, such as a room or equipment (staff members are resources too). */
export interface Resource {
  /** Resource ID. Read-only. */
  id?: string;
  /** Revision, incremented on every update. Read-only. */
  revision?: string;
  /** When the resource was created. */
  createdDate?: Date;
  /** When the resource was last updated. */
  updatedDate?: Date;
  /** Name. */
  name?: string;
  /** Resource type ID. */
  typeId?: string;
  workingHoursSchedules?: ResourceWorkingHoursSchedules;
  locationOptions?: ResourceLocationOptions;
  eventsSchedule?: ResourceEventsSchedule;
  extendedFields?: ExtendedFields;
}

export interface ResourceBusinessLocation {
  /** Business location ID. */
  locationId?: string;
}

export interface ResourceCreatedEvent {
  /** The created resource. */
  entity: Resource;
  metadata: EventMetadata;
}

export interface ResourceDeletedEvent {
  /** The deleted resource. */
  entity: Resource;
  metadata: EventMetadata;
}

export interface ResourceEventsSchedule {
  /** Event schedule ID. */
  scheduleId?: string;
}

export interface ResourceLocationOptions {
  /** Whether the resource is available in all business locations. */
  availableInAllLocations?: boolean;
  specificLocationOptions?: ResourceSpecificLocation;
}

export interface ResourceSpecificLocation {
  /** Whether the resource is available in business locations. */
  availableInBusinessLocations?: boolean;
  businessLocations?: ResourceBusinessLocation[];
}

/** A type of resource, such as rooms. */
export interface ResourceType {
  /** Resource type ID. Read-only. */
  id?: string;
  /** Revision, incremented on every update. Read-only. */
  revision?: string;
  /** When the resource type was created. */
  createdDate?: Date;
  /** When the resource type was last updated. */
  updatedDate?: Date;
  /** Name, for example `meeting room`. */
  name?: string;
  extendedFields?: ExtendedFields;
}

export interface ResourceTypeCreatedEvent {
  /** The created resource type. */
  entity: ResourceType;
  metadata: EventMetadata;
}

export interface ResourceTypeDeletedEvent {
  /** The deleted resource type. */
  entity: ResourceType;
  metadata: EventMetadata;
}

export interface ResourceTypeUpdatedEvent {
  /** The resource type after the update. */
  entity: ResourceType;
  metadata: EventMetadata;
  /** Only the fields the update changed, with their new values. */
  modifiedFields: ResourceType;
}

export interface ResourceUpdatedEvent {
  /** The resource after the update. */
  entity: Resource;
  metadata: EventMetadata;
  /** Only the fields the update changed, with their new values. */
  modifiedFields: Resource;
}

export interface ResourceWorkingHoursSchedule {
  /** Working hours schedule ID. */
  scheduleId?: string;
  /** Whether the schedule is shared by several resources. Read-only. */
  shared?: boolean;
}

export interface ResourceWorkingHoursSchedules {
  /** Currently a single schedule. */
  values?: ResourceWorkingHoursSchedule[];
}

/** Saving the card of the customer. */
export interface SaveCreditCardPolicy {
  /** Whether the card of the customer is saved. Default `false`. */
  enabled?: boolean;
}

/** A single metric of a field. */
export interface ScalarAggregation {
  /** The metric. */
  type?: AggregationScalarType;
}

/** Availability of a schedule (a course). */
export interface ScheduleAvailability {
  /** Total number of spots of the schedule (its capacity). */
  totalSpots?: number;
  /** Number of open spots: the capacity minus the participants of all bookings of the schedule. */
  openSpots?: number;
  bookingPolicyViolations?: SlotBookingPolicyViolations;
}

export interface SearchServicesRequest {
  /** Filter, sort, free text, aggregations and cursor paging. */
  search: ServiceSearch;
}

export interface SearchServicesResponse {
  /** The services of the page. */
  services?: Service[];
  /** Cursor paging metadata: `count`, `cursors`, `hasNext`. */
  pagingMetadata?: PagingMetadata;
  /** Aggregation results, when aggregations were requested. */
  aggregationData?: AggregationData;
}

/** An offering that a business provides to its customers: an appointment, a class or a course. */
export interface Service {
  /** Service ID (GUID). Set by the platform when the service is created; send it back when updating. */
  id?: string;
  /** ID of the app the service belongs to. Default: the Wix Bookings app ID `13d21c63-b5ec-5912-8397-c3a5ddb27a97`. Services appear in Wix Bookings only if they belong to the Bookings app or have no app ID. Immutable. */
  appId?: string;
  /** ID of the app that created the service (the caller app, else `appId`, else the Bookings app). */
  createdByAppId?: string;
  /** Service type: appointment, class or course. */
  type?: ServiceType;
  /** Order of the service within its category. */
  sortOrder?: number;
  /** Service name. */
  name?: string;
  /** Service description, for example `High-class hair styling, cuts, straightening and color`. */
  description?: string;
  /** Short service description, such as `Hair styling`. */
  tagLine?: string;
  /** Default maximum number of customers that can book the service. */
  defaultCapacity?: number;
  /** Images of the service. */
  media?: ServiceMedia;
  /** Whether the service is hidden from the Bookings pages and widgets of the site. */
  hidden?: boolean;
  /** Category of the service. A service without a category is not shown on the live site. */
  category?: ServiceCategory;
  /** Booking form customers fill out when booking the service. */
  form?: ServiceForm;
  /** Price and payment options of the service. */
  payment?: ServicePayment;
  /** Online booking settings. */
  onlineBooking?: ServiceOnlineBooking;
  /** Conferencing options of the service. */
  conferencing?: ServiceConferencing;
  /** Locations where the service is offered. Change them with Set Service Locations. */
  locations?: ServiceLocation[];
  /** Booking policy of the service: the rules under which it can be booked, canceled and rescheduled. */
  bookingPolicy?: BookingPolicy;
  /** The service's schedule, which holds its sessions, and its availability constraints. */
  schedule?: ServiceSchedule;
  /** IDs of the resources of the staff members who provide the service (resource IDs, not staff member IDs). Set for appointments; derived from the recurring sessions for classes and courses. */
  staffMemberIds?: string[];
  /**
   * Deprecated: staff members providing the service. Use `staffMemberDetails`.
   * @deprecated
   */
  staffMembers?: ServiceStaffMember[];
  /** Staff members providing the service. Returned only with the `STAFF_MEMBER_DETAILS` conditional field. */
  staffMemberDetails?: ServiceStaffMemberDetails;
  /**
   * Deprecated: resource groups required to book the service. Use `serviceResources`.
   * @deprecated
   */
  resourceGroups?: ServiceResourceGroup[];
  /** Resources (for example rooms or equipment) that must be available to book the service. */
  serviceResources?: ServiceResource[];
  /** Slugs the service's pages answer to: past names kept for backward compatibility and the custom slug, if any. */
  supportedSlugs?: ServiceSlug[];
  /** Active slug of the service. */
  mainSlug?: ServiceSlug;
  /** URLs of the service page, the booking page and the calendar page. */
  urls?: ServiceUrls;
  /** Custom data of other apps, by namespace. */
  extendedFields?: ExtendedFields;
  /** Custom SEO data of the service page. */
  seoData?: ServiceSeoSchema;
  /** Date and time the service was created. */
  createdDate?: Date;
  /** Date and time the service was last updated. */
  updatedDate?: Date;
  /** Revision number, incremented on every update (an int64 as a decimal string). Send the current revision when updating. */
  revision?: string;
  /** Add-on groups of the service. */
  addOnGroups?: AddOnGroup[];
  /** The add-ons customers can choose when booking the service. */
  addOnDetails?: AddOnDetails[];
  /** Address used to calculate tax. */
  taxableAddress?: ServiceTaxableAddress;
  /** ID of the resource type whose resources drive availability of this appointment service. Default: the staff resource type. */
  primaryResourceType?: string;
}

/** {@link Service} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceWritable {
  /** Service ID (GUID). Set by the platform when the service is created; send it back when updating. */
  id?: string;
  /** ID of the app the service belongs to. Default: the Wix Bookings app ID `13d21c63-b5ec-5912-8397-c3a5ddb27a97`. Services appear in Wix Bookings only if they belong to the Bookings app or have no app ID. Immutable. */
  appId?: string;
  /** Service type: appointment, class or course. */
  type?: ServiceType;
  /** Order of the service within its category. */
  sortOrder?: number;
  /** Service name. */
  name?: string;
  /** Service description, for example `High-class hair styling, cuts, straightening and color`. */
  description?: string;
  /** Short service description, such as `Hair styling`. */
  tagLine?: string;
  /** Default maximum number of customers that can book the service. */
  defaultCapacity?: number;
  /** Images of the service. */
  media?: ServiceMedia;
  /** Whether the service is hidden from the Bookings pages and widgets of the site. */
  hidden?: boolean;
  /** Category of the service. A service without a category is not shown on the live site. */
  category?: ServiceCategoryWritable;
  /** Booking form customers fill out when booking the service. */
  form?: ServiceForm;
  /** Price and payment options of the service. */
  payment?: ServicePaymentWritable;
  /** Online booking settings. */
  onlineBooking?: ServiceOnlineBooking;
  /** Conferencing options of the service. */
  conferencing?: ServiceConferencing;
  /** Locations where the service is offered. Change them with Set Service Locations. */
  locations?: ServiceLocationWritable[];
  /** Booking policy of the service: the rules under which it can be booked, canceled and rescheduled. */
  bookingPolicy?: BookingPolicyWritable;
  /** The service's schedule, which holds its sessions, and its availability constraints. */
  schedule?: ServiceScheduleWritable;
  /** IDs of the resources of the staff members who provide the service (resource IDs, not staff member IDs). Set for appointments; derived from the recurring sessions for classes and courses. */
  staffMemberIds?: string[];
  /** Staff members providing the service. Returned only with the `STAFF_MEMBER_DETAILS` conditional field. */
  staffMemberDetails?: ServiceStaffMemberDetailsWritable;
  /** Resources (for example rooms or equipment) that must be available to book the service. */
  serviceResources?: ServiceResourceWritable[];
  /** Custom data of other apps, by namespace. */
  extendedFields?: ExtendedFields;
  /** Custom SEO data of the service page. */
  seoData?: ServiceSeoSchema;
  /** Revision number, incremented on every update (an int64 as a decimal string). Send the current revision when updating. */
  revision?: string;
  /** Add-on groups of the service. */
  addOnGroups?: AddOnGroup[];
  /** Address used to calculate tax. */
  taxableAddress?: ServiceTaxableAddress;
  /** ID of the resource type whose resources drive availability of this appointment service. Default: the staff resource type. */
  primaryResourceType?: string;
}

/** An error of one item of a bulk call (the SDK `ApplicationError`). */
export interface ServiceApplicationError {
  /** Error code. */
  code?: string;
  /** Error description. */
  description?: string;
  /** Data of the error. */
  data?: Record<string, unknown>;
}

/** Limits on the availability of a service. */
export interface ServiceAvailabilityConstraints {
  /** All supported session durations (calculated). */
  durations?: ServiceDuration[];
  /** Supported session durations in minutes. Set for appointments only. */
  sessionDurations?: number[];
  /** Minutes between the end of a session and the start of the next. */
  timeBetweenSessions?: number;
  /** Range of durations the customer picks from, instead of fixed `sessionDurations`. */
  durationRange?: ServiceDurationRange;
}

/** {@link ServiceAvailabilityConstraints} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceAvailabilityConstraintsWritable {
  /** Supported session durations in minutes. Set for appointments only. */
  sessionDurations?: number[];
  /** Minutes between the end of a session and the start of the next. */
  timeBetweenSessions?: number;
  /** Range of durations the customer picks from, instead of fixed `sessionDurations`. */
  durationRange?: ServiceDurationRange;
}

/** Type of a pricing-plan benefit that can pay for services (the SDK `BenefitType`, from the pricing-plan benefit notifications the services module consumes): a limited number of sessions, or unlimited. */
export const ServiceBenefitType = {
  UNDEFINED: 'UNDEFINED',
  LIMITED: 'LIMITED',
  UNLIMITED: 'UNLIMITED',
} as const;

/** Type of a pricing-plan benefit that can pay for services (the SDK `BenefitType`, from the pricing-plan benefit notifications the services module consumes): a limited number of sessions, or unlimited. */
export type ServiceBenefitType = (typeof ServiceBenefitType)[keyof typeof ServiceBenefitType];

/** Totals of a bulk call (the SDK `BulkActionMetadata`). */
export interface ServiceBulkActionMetadata {
  /** Items processed successfully. */
  totalSuccesses?: number;
  /** Items that failed. */
  totalFailures?: number;
  /** Failures without details (the detail threshold was exceeded). */
  undetailedFailures?: number;
}

/** Metadata of one item of a bulk call (the SDK `ItemMetadata`). */
export interface ServiceBulkItemMetadata {
  /** Service ID, when known. */
  id?: string;
  /** Index of the item in the request. */
  originalIndex?: number;
  /** Whether the item succeeded; when `false`, `error` is set. */
  success?: boolean;
  /** Why the item failed. */
  error?: ServiceApplicationError;
}

/** The outcome of one service in a bulk call (the SDK `BulkServiceResult`). */
export interface ServiceBulkResult {
  /** Outcome of the item. */
  itemMetadata?: ServiceBulkItemMetadata;
  /** The service, when `returnEntity` was `true` and the item succeeded. */
  item?: Service;
}

/** A business location of the site. */
export interface ServiceBusinessLocationOptions {
  /** ID of the business location. When setting a business location, give only the ID. */
  id?: string;
  /** Business location name. */
  name?: string;
  /** Whether this is the default location of the site. */
  default?: boolean;
  /** Business location address. */
  address?: Address;
  /** Business location email. */
  email?: string;
  /** Business location phone. */
  phone?: string;
}

/** {@link ServiceBusinessLocationOptions} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceBusinessLocationOptionsWritable {
  /** ID of the business location. When setting a business location, give only the ID. */
  id?: string;
}

/** Business locations of services (the SDK `BusinessLocations`). */
export interface ServiceBusinessLocations {
  /** Whether a matching service is offered at any of the business locations. */
  exists?: boolean;
  /** The business locations. */
  locations?: ServiceLocation[];
}

/** The category of a service (Services V2 `V2Category`). */
export interface ServiceCategory {
  /** Category ID. */
  id?: string;
  /** Category name. */
  name?: string;
  /** Position of the category in the category list. */
  sortOrder?: number;
}

/** {@link ServiceCategory} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceCategoryWritable {
  /** Category ID. */
  id?: string;
}

/** Conferencing options of a service. */
export interface ServiceConferencing {
  /** Whether a conference link is generated for the sessions. */
  enabled?: boolean;
}

export interface ServiceCreatedEvent {
  /** The created service. */
  entity: Service;
  metadata: EventMetadata;
}

/** Customer locations of services (the SDK `CustomerLocations`). */
export interface ServiceCustomerLocations {
  /** Whether a matching service is offered at the customer's location. */
  exists?: boolean;
}

/** A location set by the business that is not one of its business locations. */
export interface ServiceCustomLocationOptions {
  /** ID of the custom location. */
  id?: string;
  /** Address of the custom location. */
  address?: Address;
}

/** {@link ServiceCustomLocationOptions} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceCustomLocationOptionsWritable {
  /** Address of the custom location. */
  address?: Address;
}

/** Custom locations of services (the SDK `CustomLocations`). */
export interface ServiceCustomLocations {
  /** Whether a matching service is offered at a custom location. */
  exists?: boolean;
}

/** A custom price. */
export interface ServiceCustomPayment {
  /** Text explaining to the customer how to pay, for example `Price on request`. */
  description?: string;
}

/** Daily duration range. */
export interface ServiceDailyDurationConfig {
  /** Shortest bookable duration in days. */
  minDurationInDays?: number;
  /** Longest bookable duration in days. */
  maxDurationInDays?: number;
}

export interface ServiceDeletedEvent {
  /** The deleted service, when delivered. Its ID is always `metadata.entityId`. */
  entity?: Service;
  metadata: EventMetadata;
}

/** Estimated discount of a service from active eCommerce discounts. */
export interface ServiceDiscountInfo {
  /** Name of the discount, for example `Summer Sale - 20% Off`. */
  discountName?: string;
  /** Estimated price after the discount. */
  priceAfterDiscount?: Money;
}

/** A session duration. */
export interface ServiceDuration {
  /** Duration in minutes. */
  minutes?: number;
}

/** A duration range the customer chooses from (for example rentals). */
export interface ServiceDurationRange {
  /** Unit of the range; selects `hourOptions` or `dayOptions`. */
  unitType?: ServiceDurationUnitType;
  /** Range in minutes, when `unitType` is `HOUR`. */
  hourOptions?: ServiceHourlyDurationConfig;
  /** Range in days, when `unitType` is `DAY`. */
  dayOptions?: ServiceDailyDurationConfig;
}

/** Unit of a duration range (the SDK `UnitType`). */
export const ServiceDurationUnitType = {
  HOUR: 'HOUR',
  DAY: 'DAY',
} as const;

/** Unit of a duration range (the SDK `UnitType`). */
export type ServiceDurationUnitType = (typeof ServiceDurationUnitType)[keyof typeof ServiceDurationUnitType];

/** When the first billing cycle is charged: at checkout, or on `recurringStartDate` (the SDK `FirstChargeDateType`). */
export const ServiceFirstChargeDateType = {
  CHECKOUT: 'CHECKOUT',
  SCHEDULED: 'SCHEDULED',
} as const;

/** When the first billing cycle is charged: at checkout, or on `recurringStartDate` (the SDK `FirstChargeDateType`). */
export type ServiceFirstChargeDateType = (typeof ServiceFirstChargeDateType)[keyof typeof ServiceFirstChargeDateType];

/** A fixed price. */
export interface ServiceFixedPayment {
  /** Price required to book the service. */
  price?: Money;
  /** Deposit required to book the service (when `options.deposit` is `true`). */
  deposit?: Money;
  /** Whether customers can pay the full price upfront instead of only the deposit. Default `false`. */
  fullUpfrontPaymentAllowed?: boolean;
}

/** The booking form of a service. */
export interface ServiceForm {
  /** ID of the booking form. `00000000-0000-0000-0000-000000000000` is the default booking form of the site. */
  id?: string;
}

/** Hourly duration range. */
export interface ServiceHourlyDurationConfig {
  /** Shortest bookable duration in minutes. */
  minDurationInMinutes?: number;
  /** Longest bookable duration in minutes. */
  maxDurationInMinutes?: number;
}

/** A location where a service is offered. */
export interface ServiceLocation {
  /** Location ID. */
  id?: string;
  /** Location type. Default `CUSTOM`. */
  type?: ServiceLocationType;
  /** The business location. Required when `type` is `BUSINESS`. */
  business?: ServiceBusinessLocationOptions;
  /** The custom location. Required when `type` is `CUSTOM`. */
  custom?: ServiceCustomLocationOptions;
  /** Address of the location; empty for `CUSTOMER` locations. */
  calculatedAddress?: Address;
}

/** {@link ServiceLocation} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceLocationWritable {
  /** Location type. Default `CUSTOM`. */
  type?: ServiceLocationType;
  /** The business location. Required when `type` is `BUSINESS`. */
  business?: ServiceBusinessLocationOptionsWritable;
  /** The custom location. Required when `type` is `CUSTOM`. */
  custom?: ServiceCustomLocationOptionsWritable;
}

/** Type of a service location (the SDK `LocationTypeEnumLocationType`): a custom address, a business location, or the customer's address (appointments only). */
export const ServiceLocationType = {
  UNKNOWN_LOCATION_TYPE: 'UNKNOWN_LOCATION_TYPE',
  CUSTOM: 'CUSTOM',
  BUSINESS: 'BUSINESS',
  CUSTOMER: 'CUSTOMER',
} as const;

/** Type of a service location (the SDK `LocationTypeEnumLocationType`): a custom address, a business location, or the customer's address (appointments only). */
export type ServiceLocationType = (typeof ServiceLocationType)[keyof typeof ServiceLocationType];

/** Media of a service. */
export interface ServiceMedia {
  /** Media items of the service. */
  items?: ServiceMediaItem[];
  /** Primary media of the service. */
  mainMedia?: ServiceMediaItem;
  /** Cover media of the service. */
  coverMedia?: ServiceMediaItem;
}

/** A media item; currently always an image. */
export interface ServiceMediaItem {
  /** An image of the service. */
  image?: Image;
}

/** Online booking settings of a service. */
export interface ServiceOnlineBooking {
  /** Whether the service can be booked online. */
  enabled?: boolean;
  /** Whether bookings need the business to approve them. */
  requireManualApproval?: boolean;
  /** Whether several customers can request the same slot (with manual approval). */
  allowMultipleRequests?: boolean;
}

/** Price and payment options of a service. Exactly one of `fixed`, `custom`, `varied`, `subscription` is set, matching `rateType`. */
export interface ServicePayment {
  /** How the service is priced; selects which of `fixed`, `custom`, `varied` or `subscription` applies. */
  rateType?: ServiceRateType;
  /** Fixed price. Required when `rateType` is `FIXED`. */
  fixed?: ServiceFixedPayment;
  /** Custom price description. Required when `rateType` is `CUSTOM`. */
  custom?: ServiceCustomPayment;
  /** Varied pricing (service variants). Required when `rateType` is `VARIED`. */
  varied?: ServiceVariedPayment;
  /** Recurring payments, for courses only. Required when `rateType` is `SUBSCRIPTION`. */
  subscription?: ServiceSubscriptionPayment;
  /** Payment options customers can use. */
  options?: ServicePaymentOptions;
  /** IDs of the pricing plans that can pay for the service. Change them with Enable/Disable Pricing Plans For Service. */
  pricingPlanIds?: string[];
  /** How customers pay for add-ons when they pay for the booking with a pricing plan. */
  addOnOption?: AddOnPaymentOptions;
  /** Estimated discount from active eCommerce discounts. Returned only with `DISCOUNT_INFO_DETAILS`. */
  discountInfo?: ServiceDiscountInfo;
}

/** {@link ServicePayment} as a request sends it: without the fields the server sets (readOnly). */
export interface ServicePaymentWritable {
  /** How the service is priced; selects which of `fixed`, `custom`, `varied` or `subscription` applies. */
  rateType?: ServiceRateType;
  /** Fixed price. Required when `rateType` is `FIXED`. */
  fixed?: ServiceFixedPayment;
  /** Custom price description. Required when `rateType` is `CUSTOM`. */
  custom?: ServiceCustomPayment;
  /** Varied pricing (service variants). Required when `rateType` is `VARIED`. */
  varied?: ServiceVariedPaymentWritable;
  /** Recurring payments, for courses only. Required when `rateType` is `SUBSCRIPTION`. */
  subscription?: ServiceSubscriptionPayment;
  /** Payment options customers can use. */
  options?: ServicePaymentOptions;
  /** How customers pay for add-ons when they pay for the booking with a pricing plan. */
  addOnOption?: AddOnPaymentOptions;
}

/** How customers can pay for a service. For `FIXED` and `VARIED` at least one of `online`, `inPerson`, `pricingPlan` is `true`. */
export interface ServicePaymentOptions {
  /** Customers can pay online. Requires `rateType` `FIXED`, `VARIED` or `SUBSCRIPTION` with a price. */
  online?: boolean;
  /** Customers can pay in person. */
  inPerson?: boolean;
  /** A deposit must be paid online to book. Requires `online` and not `inPerson`, and a `deposit` amount. */
  deposit?: boolean;
  /** Customers can pay with a pricing plan. */
  pricingPlan?: boolean;
}

/** How a service is priced (the SDK `RateType`): a fixed price, a custom price description, prices per variant, free, or recurring monthly payments (courses). */
export const ServiceRateType = {
  UNKNOWN_RATE_TYPE: 'UNKNOWN_RATE_TYPE',
  FIXED: 'FIXED',
  CUSTOM: 'CUSTOM',
  VARIED: 'VARIED',
  NO_FEE: 'NO_FEE',
  SUBSCRIPTION: 'SUBSCRIPTION',
} as const;

/** How a service is priced (the SDK `RateType`): a fixed price, a custom price description, prices per variant, free, or recurring monthly payments (courses). */
export type ServiceRateType = (typeof ServiceRateType)[keyof typeof ServiceRateType];

/** Conditional fields of a service (the SDK `V2RequestedFields`): `staffMemberDetails`, `serviceResources.resourceType.name`, `payment.discountInfo`, `serviceResources.resourceDetails`. */
export const ServiceRequestedFields = {
  UNKNOWN_REQUESTED_FIELD: 'UNKNOWN_REQUESTED_FIELD',
  STAFF_MEMBER_DETAILS: 'STAFF_MEMBER_DETAILS',
  RESOURCE_TYPE_DETAILS: 'RESOURCE_TYPE_DETAILS',
  DISCOUNT_INFO_DETAILS: 'DISCOUNT_INFO_DETAILS',
  RESOURCE_DETAILS: 'RESOURCE_DETAILS',
} as const;

/** Conditional fields of a service (the SDK `V2RequestedFields`): `staffMemberDetails`, `serviceResources.resourceType.name`, `payment.discountInfo`, `serviceResources.resourceDetails`. */
export type ServiceRequestedFields = (typeof ServiceRequestedFields)[keyof typeof ServiceRequestedFields];

/** A resource type (and optionally specific resources) that must be available to book a service. */
export interface ServiceResource {
  /** Specific resources of the type; when not set, every resource of the type is eligible. */
  resourceIds?: ServiceResourceIds;
  /** The required resource type. */
  resourceType?: ServiceResourceType;
  /** The resources assigned. Returned only with the `RESOURCE_DETAILS` conditional field. */
  resourceDetails?: ServiceResourceDetails;
}

/** {@link ServiceResource} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceResourceWritable {
  /** Specific resources of the type; when not set, every resource of the type is eligible. */
  resourceIds?: ServiceResourceIds;
  /** The required resource type. */
  resourceType?: ServiceResourceTypeWritable;
}

/** Resources assigned to a service resource. */
export interface ServiceResourceDetails {
  /** Resources assigned. */
  resources?: ServiceResourceInfo[];
}

/** Deprecated: a group of resources required to book a service. */
export interface ServiceResourceGroup {
  /** ID of the resource group. */
  resourceGroupId?: string;
  /** IDs of the resources of the group. */
  resourceIds?: ServiceResourceIds;
  /** How many of the resources are required to book the service. Default `1`. */
  requiredResourcesNumber?: number;
  /** Whether the customer selects the resources when booking. */
  selectableResource?: boolean;
}

/** A list of resource IDs. */
export interface ServiceResourceIds {
  /** Resource IDs. */
  values?: string[];
}

/** A resource assigned to a service resource. */
export interface ServiceResourceInfo {
  /** Resource ID. */
  id?: string;
  /** Resource name, for example `Room A`. */
  name?: string;
}

/** A resource type required by a service. */
export interface ServiceResourceType {
  /** Resource type ID. */
  id?: string;
  /** Resource type name. Returned only with the `RESOURCE_TYPE_DETAILS` conditional field. */
  name?: string;
}

/** {@link ServiceResourceType} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceResourceTypeWritable {
  /** Resource type ID. */
  id?: string;
}

/** The schedule of a service. */
export interface ServiceSchedule {
  /** ID of the schedule the service's events belong to. */
  id?: string;
  /** Start of the first session. Courses only. */
  firstSessionStart?: Date;
  /** End of the last session. Courses only. */
  lastSessionEnd?: Date;
  /** Limits on the availability of the service. */
  availabilityConstraints?: ServiceAvailabilityConstraints;
}

/** {@link ServiceSchedule} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceScheduleWritable {
  /** Limits on the availability of the service. */
  availabilityConstraints?: ServiceAvailabilityConstraintsWritable;
}

/** A search over services: filter, sort, free text, aggregations and cursor paging (the SDK `CursorSearch`). */
export interface ServiceSearch {
  /** Cursor paging. With `cursorPaging.cursor`, `filter`, `sort` and `search` cannot be given. */
  cursorPaging?: CursorPaging;
  /** Filter, for example `{"payment.options.online": true}`. */
  filter?: Filter;
  /** Sort order, for example `[{"fieldName": "createdDate", "order": "DESC"}]`. */
  sort?: Sorting[];
  /** Aggregations (facets) to compute over the matching services. */
  aggregations?: Aggregation[];
  /** Free-text search. */
  search?: ServiceSearchDetails;
  /** Time zone for time fields in filters and aggregations: IANA name or UTC offset, for example `America/New_York`. */
  timeZone?: string;
}

/** Free-text search (the SDK `SearchDetails`). */
export interface ServiceSearchDetails {
  /** How several terms of the expression combine. */
  mode?: ServiceSearchMode;
  /** Search term or expression. */
  expression?: string;
  /** Fields to search in (dot notation); all searchable fields when empty. */
  fields?: string[];
  /** Whether close matches (typos, declensions) are found too. */
  fuzzy?: boolean;
}

/** Whether at least one or all terms of a search expression must match (the SDK `Mode`). */
export const ServiceSearchMode = {
  OR: 'OR',
  AND: 'AND',
} as const;

/** Whether at least one or all terms of a search expression must match (the SDK `Mode`). */
export type ServiceSearchMode = (typeof ServiceSearchMode)[keyof typeof ServiceSearchMode];

/** An SEO keyword. */
export interface ServiceSeoKeyword {
  /** Keyword. */
  term?: string;
  /** Whether this is the main focus keyword. */
  isMain?: boolean;
  /** Source that added the keyword. */
  origin?: string;
}

/** Custom SEO data of a page. It overrides other sources of tags and goes into the HTML `<head>`. */
export interface ServiceSeoSchema {
  /** SEO tags. */
  tags?: ServiceSeoTag[];
  /** SEO settings. */
  settings?: ServiceSeoSettings;
}

/** SEO settings of a page. */
export interface ServiceSeoSettings {
  /** Whether the automatic redirect from the old URL to the new one is disabled. Default `false`. */
  preventAutoRedirect?: boolean;
  /** Keywords of the page. */
  keywords?: ServiceSeoKeyword[];
}

/** An SEO tag. */
export interface ServiceSeoTag {
  /** Tag type: `title`, `meta`, `script` or `link`. */
  type?: string;
  /** Tag attributes, for example `{"name": "description", "content": "..."}`. */
  props?: Record<string, unknown>;
  /** Tag metadata, for example `{"height": 300, "width": 240}`. */
  meta?: Record<string, unknown>;
  /** Inner content of the tag. */
  children?: string;
  /** Whether the tag is one of the site's custom (advanced) tags. */
  custom?: boolean;
  /** Whether the tag is disabled. */
  disabled?: boolean;
}

/** A slug of a service. */
export interface ServiceSlug {
  /** The slug: the last part of the service page URL, for example `service-1`. */
  name?: string;
  /** Whether the business owner set the slug (otherwise it was generated from the service name). */
  custom?: boolean;
  /** Date and time the slug was created. */
  createdDate?: Date;
}

/** A media item of a staff member. */
export interface ServiceStaffMediaItem {
  /** Image of the staff member. */
  image?: Image;
}

/** A staff member providing a service. */
export interface ServiceStaffMember {
  /** ID of the resource of the staff member (matches `staffMemberIds`). */
  staffMemberId?: string;
  /** Name of the staff member. */
  name?: string;
  /** Main media of the staff member. */
  mainMedia?: ServiceStaffMediaItem;
}

/** {@link ServiceStaffMember} as a request sends it: without the fields the server sets (readOnly). */
export type ServiceStaffMemberWritable = Record<string, unknown>;

/** Staff members of a service. */
export interface ServiceStaffMemberDetails {
  /** Staff members providing the service. Appointments only. */
  staffMembers?: ServiceStaffMember[];
}

/** {@link ServiceStaffMemberDetails} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceStaffMemberDetailsWritable {
  /** Staff members providing the service. Appointments only. */
  staffMembers?: ServiceStaffMemberWritable[];
}

/** Billing frequency of a subscription (the SDK `FrequencyType`). */
export const ServiceSubscriptionFrequency = {
  MONTHLY: 'MONTHLY',
} as const;

/** Billing frequency of a subscription (the SDK `FrequencyType`). */
export type ServiceSubscriptionFrequency = (typeof ServiceSubscriptionFrequency)[keyof typeof ServiceSubscriptionFrequency];

/** Recurring (subscription) pricing of a course. */
export interface ServiceSubscriptionPayment {
  /** Base price charged per billing cycle, before tax and discounts. */
  amountPerBillingCycle?: Money;
  /** Billing frequency. */
  frequency?: ServiceSubscriptionFrequency;
  /** Number of billing cycles, for example `12`. */
  totalPayments?: number;
  /** When the first billing cycle is charged. */
  firstChargeDate?: ServiceFirstChargeDateType;
  /** Date and time recurring billing starts. */
  recurringStartDate?: Date;
  /**
   * Deprecated.
   * @deprecated
   */
  enrollmentFeeAmount?: Money;
}

/** The address used to calculate tax for a service. */
export interface ServiceTaxableAddress {
  /** Which address is taxed. */
  taxableAddressType?: ServiceTaxableAddressType;
}

/** Which address is used to calculate tax (the SDK `TaxableAddressType`). */
export const ServiceTaxableAddressType = {
  UNKNOWN_TAXABLE_ADDRESS_TYPE: 'UNKNOWN_TAXABLE_ADDRESS_TYPE',
  BUSINESS: 'BUSINESS',
  BILLING: 'BILLING',
} as const;

/** Which address is used to calculate tax (the SDK `TaxableAddressType`). */
export type ServiceTaxableAddressType = (typeof ServiceTaxableAddressType)[keyof typeof ServiceTaxableAddressType];

/** Appointment (one-to-one, scheduled by the customer), class (scheduled sessions), course (a set of sessions booked together). */
export const ServiceType = {
  APPOINTMENT: 'APPOINTMENT',
  CLASS: 'CLASS',
  COURSE: 'COURSE',
} as const;

/** Appointment (one-to-one, scheduled by the customer), class (scheduled sessions), course (a set of sessions booked together). */
export type ServiceType = (typeof ServiceType)[keyof typeof ServiceType];

export interface ServiceUpdatedEvent {
  /** The service after the update. */
  entity: Service;
  metadata: EventMetadata;
}

/** URLs of the pages of a service. */
export interface ServiceUrls {
  /** URL of the service page. */
  servicePage?: PageUrl;
  /** URL of the booking entry point (the calendar or the service page). */
  bookingPage?: PageUrl;
  /** URL of the booking calendar; empty when there is no calendar. */
  calendarPage?: PageUrl;
}

/** Varied pricing: a set of prices that depend on service variants. */
export interface ServiceVariedPayment {
  /** Price of the service without variants, and default price of new variants. */
  defaultPrice?: Money;
  /** Deposit required to book the service (when `options.deposit` is `true`). */
  deposit?: Money;
  /** Lowest price among the variants. */
  minPrice?: Money;
  /** Highest price among the variants. */
  maxPrice?: Money;
  /** Whether customers can pay the full price upfront instead of only the deposit. Default `false`. */
  fullUpfrontPaymentAllowed?: boolean;
}

/** {@link ServiceVariedPayment} as a request sends it: without the fields the server sets (readOnly). */
export interface ServiceVariedPaymentWritable {
  /** Price of the service without variants, and default price of new variants. */
  defaultPrice?: Money;
  /** Deposit required to book the service (when `options.deposit` is `true`). */
  deposit?: Money;
  /** Whether customers can pay the full price upfront instead of only the deposit. Default `false`. */
  fullUpfrontPaymentAllowed?: boolean;
}

export interface SetAddOnsForGroupRequest {
  /** ID of the service. */
  serviceId: string;
  /** ID of the add-on group. */
  groupId: string;
  /** IDs of the add-ons of the group, in display order; they replace the current ones. */
  addOnIds: string[];
}

export interface SetAddOnsForGroupResponse {
  /** The updated add-on group. */
  addOnGroup?: AddOnGroup;
}

export interface SetBookingSubmissionIdRequest {
  /** ID of the form submission to set as the booking's `formSubmissionId`. */
  submissionId: string;
}

export interface SetCustomSlugRequest {
  /** Slug to set as the active slug of the service. */
  slug?: string;
}

export interface SetCustomSlugResponse {
  /** The new active slug. */
  slug?: ServiceSlug;
  /** The updated service. */
  service?: Service;
}

export interface SetServiceLocationsRequest {
  /** The new locations; existing locations not listed are removed. */
  locations?: ServiceLocation[];
  /** What happens to future sessions at removed locations. */
  removedLocationSessionsAction?: RemovedLocationSessionsAction;
  /** Whether to notify affected participants, and the message. */
  participantNotification?: ParticipantNotification;
}

export interface SetServiceLocationsResponse {
  /** The service with its new locations. */
  service?: Service;
}

/** An appointment slot or class event. */
export interface Slot {
  /** Session ID. Deprecated, replaced by `eventId`. */
  sessionId?: string;
  /** Service ID. */
  serviceId?: string;
  /** Schedule ID. */
  scheduleId?: string;
  /** Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  startDate?: string;
  /** Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
  endDate?: string;
  /** Time zone the slot is calculated in, IANA format, for example `America/New_York`. */
  timezone?: string;
  resource?: SlotResource;
  location?: SlotLocation;
  /** ID of the calendar event of the slot. */
  eventId?: string;
}

/** Availability of one slot: an entry of Query Availability. */
export interface SlotAvailability {
  slot?: Slot;
  /** Whether the slot is bookable: open spots and booking policies allow it. Locks are not taken into account. */
  bookable?: boolean;
  /** Total number of spots. For a session with 10 spots and 3 booked, `totalSpots` is 10 and `openSpots` is 7. */
  totalSpots?: number;
  /** Number of open spots. */
  openSpots?: number;
  waitingList?: SlotWaitingList;
  bookingPolicyViolations?: SlotBookingPolicyViolations;
  /** Whether the slot is locked because a waitlist exists; a freed spot is offered to the waitlist first. */
  locked?: boolean;
  /** Deprecated, not in use since 2025-06-15. */
  isFromV2?: boolean;
}

/** Booking policy violations of a slot. In a filter each field is checked on its own. */
export interface SlotBookingPolicyViolations {
  /** Too early to book this slot. */
  tooEarlyToBook?: boolean;
  /** Too late to book this slot. */
  tooLateToBook?: boolean;
  /** Online booking is disabled for this slot. */
  bookOnlineDisabled?: boolean;
  /** A booking form submission is required for this slot. */
  validSubmissionRequired?: boolean;
}

/** Where a slot or booked session takes place. */
export interface SlotLocation {
  /** Business location ID, for business locations only. */
  id?: string;
  /** Location name. */
  name?: string;
  /** The full address of the location. */
  formattedAddress?: string;
  /** The full address, translated. */
  formattedAddressTranslated?: string;
  locationType?: SlotLocationType;
}

/** Location type of a slot or booking: the business address, the address set on the service, or an address set for the individual session. */
export const SlotLocationType = {
  UNDEFINED: 'UNDEFINED',
  OWNER_BUSINESS: 'OWNER_BUSINESS',
  OWNER_CUSTOM: 'OWNER_CUSTOM',
  CUSTOM: 'CUSTOM',
} as const;

/** Location type of a slot or booking: the business address, the address set on the service, or an address set for the individual session. */
export type SlotLocationType = (typeof SlotLocationType)[keyof typeof SlotLocationType];

/** The resource a slot needs. Currently the only supported resource is a staff member. */
export interface SlotResource {
  /** Resource ID. */
  id?: string;
  /** Resource name. Read-only. */
  name?: string;
  /** Transparency of the resource in the calendar event. Used when rescheduling. */
  transparency?: SlotResourceTransparency;
}

/** Whether the resource is blocked (`OPAQUE`) or stays available (`TRANSPARENT`) during the booked calendar event. */
export const SlotResourceTransparency = {
  OPAQUE: 'OPAQUE',
  TRANSPARENT: 'TRANSPARENT',
} as const;

/** Whether the resource is blocked (`OPAQUE`) or stays available (`TRANSPARENT`) during the booked calendar event. */
export type SlotResourceTransparency = (typeof SlotResourceTransparency)[keyof typeof SlotResourceTransparency];

/** Slot availability a linked schedule's sessions leave: `FREE` keeps the schedule's slots available, `BUSY` (default) blocks them. Used by staff and resource schedules. */
export const SlotTransparency = {
  UNDEFINED: 'UNDEFINED',
  FREE: 'FREE',
  BUSY: 'BUSY',
} as const;

/** Slot availability a linked schedule's sessions leave: `FREE` keeps the schedule's slots available, `BUSY` (default) blocks them. Used by staff and resource schedules. */
export type SlotTransparency = (typeof SlotTransparency)[keyof typeof SlotTransparency];

/** A slot's waitlist and its occupancy. */
export interface SlotWaitingList {
  /** Total number of waitlist spots. */
  totalSpots?: number;
  /** Number of open waitlist spots. */
  openSpots?: number;
}

export interface Sorting {
  fieldName?: string;
  order?: SortOrder;
}

/** Sort direction. */
export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Sort direction. */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** A staff member of the business. */
export interface StaffMember {
  /** Staff member ID. Read-only. */
  id?: string;
  /** Name. */
  name?: string;
  /** Email address. */
  email?: string;
  /** Phone number. */
  phone?: string;
  /** Description, for example a short bio. */
  description?: string;
  mainMedia?: StaffMemberMediaItem;
  /** Resource ID of the staff member. Read-only. */
  resourceId?: string;
  resource?: StaffMemberResource;
  associatedWixIdentity?: StaffMemberAssociatedWixIdentity;
  /** Revision, incremented on every update. Read-only. */
  revision?: string;
  /** When the staff member was created. */
  createdDate?: Date;
  /** When the staff member was last updated. */
  updatedDate?: Date;
  extendedFields?: ExtendedFields;
  tags?: StaffMemberTags;
  /** Whether the staff member provides services. Read-only. */
  serviceProvider?: boolean;
}

/** The platform user connected to the staff member. */
export interface StaffMemberAssociatedWixIdentity {
  /** The connected identity. */
  identificationData?: IdentificationData;
  /** Deprecated, replaced by `connection`. */
  connectionStatus?: StaffMemberConnectionStatus;
  connection?: StaffMemberConnection;
}

/** Status of the connection between a staff member's schedule and an external calendar (Google, Microsoft, iCal). */
export const StaffMemberCalendarConnectionStatus = {
  UNDEFINED: 'UNDEFINED',
  CONNECTED: 'CONNECTED',
  SYNC_IN_PROGRESS: 'SYNC_IN_PROGRESS',
  SYNCED: 'SYNCED',
  DISCONNECTED: 'DISCONNECTED',
  ERROR: 'ERROR',
} as const;

/** Status of the connection between a staff member's schedule and an external calendar (Google, Microsoft, iCal). */
export type StaffMemberCalendarConnectionStatus = (typeof StaffMemberCalendarConnectionStatus)[keyof typeof StaffMemberCalendarConnectionStatus];

/** Why an external calendar connection of a staff schedule is in `ERROR`. The same names are in the error catalogue. */
export const StaffMemberCalendarSyncErrorReason = {
  UNDEFINED: 'UNDEFINED',
  TOKEN_REVOKED: 'TOKEN_REVOKED',
  EXTERNAL_CALENDAR_CREATION_FAILED: 'EXTERNAL_CALENDAR_CREATION_FAILED',
  EXTERNAL_CALENDAR_DELETED: 'EXTERNAL_CALENDAR_DELETED',
} as const;

/** Why an external calendar connection of a staff schedule is in `ERROR`. The same names are in the error catalogue. */
export type StaffMemberCalendarSyncErrorReason = (typeof StaffMemberCalendarSyncErrorReason)[keyof typeof StaffMemberCalendarSyncErrorReason];

export interface StaffMemberConnection {
  status?: StaffMemberConnectionStatus;
}

/** Connection state between a staff member and a platform user: connected, invitation pending, invitation expired, or disconnected. */
export const StaffMemberConnectionStatus = {
  UNKNOWN: 'UNKNOWN',
  CONNECTED: 'CONNECTED',
  PENDING: 'PENDING',
  EXPIRED: 'EXPIRED',
  DISCONNECTED: 'DISCONNECTED',
} as const;

/** Connection state between a staff member and a platform user: connected, invitation pending, invitation expired, or disconnected. */
export type StaffMemberConnectionStatus = (typeof StaffMemberConnectionStatus)[keyof typeof StaffMemberConnectionStatus];

export interface StaffMemberCreatedEvent {
  /** The created staff member. */
  entity: StaffMember;
  metadata: EventMetadata;
}

export interface StaffMemberDeletedEvent {
  /** The deleted staff member. */
  entity: StaffMember;
  metadata: EventMetadata;
}

export interface StaffMemberEventSchedule {
  /** Event schedule ID. */
  id?: string;
}

export interface StaffMemberMediaItem {
  /** Staff member's main image. */
  image?: Image;
}

/** The resource of a staff member. */
export interface StaffMemberResource {
  /** Resource ID. */
  id?: string;
  workingHoursSchedules?: StaffMemberWorkingHoursSchedule[];
  eventsSchedule?: StaffMemberEventSchedule;
  /** Whether the staff member works the business's default working hours. */
  usesDefaultWorkingHours?: boolean;
  /** Revision of the resource. */
  revision?: string;
}

export interface StaffMemberTagList {
  tagIds?: string[];
}

export interface StaffMemberTags {
  /** Tags that need an extra permission to read. */
  privateTags?: StaffMemberTagList;
  /** Public tags. */
  tags?: StaffMemberTagList;
}

export interface StaffMemberUpdatedEvent {
  /** The staff member after the update. */
  entity: StaffMember;
  metadata: EventMetadata;
  /** Only the fields the update changed, with their new values. */
  modifiedFields: StaffMember;
}

export interface StaffMemberWorkingHoursSchedule {
  /** Working hours schedule ID. */
  id?: string;
  /** Whether the schedule is shared with the business (default working hours). */
  shared?: boolean;
}

export interface StreetAddress {
  number?: string;
  name?: string;
  apt?: string;
  formattedAddressLine?: string;
}

/** A bookable time slot of an appointment-based service. */
export interface TimeSlot {
  /** Service ID. */
  serviceId?: string;
  /** Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  localStartDate?: string;
  /** Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  localEndDate?: string;
  /** Whether customers can book the slot according to the service's booking policies. */
  bookable?: boolean;
  location?: TimeSlotLocation;
  eventInfo?: TimeSlotEventInfo;
  /** Total number of spots. */
  totalCapacity?: number;
  /** Remaining number of spots. */
  remainingCapacity?: number;
  /** Number of spots customers can book. */
  bookableCapacity?: number;
  bookingPolicyViolations?: TimeSlotBookingPolicyViolations;
  /** Resources available during the slot, by resource type. */
  availableResources?: TimeSlotAvailableResources[];
  /** Time slots of each service, for multi-service time slots. */
  nestedTimeSlots?: TimeSlotNested[];
  nonBookableReasons?: TimeSlotNonBookableReasons;
  /** Schedule ID of the time slot. */
  scheduleId?: string;
  /** Whether the time slot spans one or more full days. */
  allDay?: boolean;
}

export interface TimeSlotAvailableResources {
  /** Resource type ID. */
  resourceTypeId?: string;
  /** Resources of the type available during the slot. */
  resources?: TimeSlotResource[];
  /** Whether more resources are available than listed. Read-only. */
  hasMoreAvailableResources?: boolean;
}

/** Booking policy violations of a time slot; in a request, a filter on them. */
export interface TimeSlotBookingPolicyViolations {
  /** Whether it's too early to book the slot. */
  tooEarlyToBook?: boolean;
  /** Earliest time the slot can be booked. */
  earliestBookingDate?: Date;
  /** Whether it's too late to book the slot. */
  tooLateToBook?: boolean;
  /** Whether online booking is disabled for the service. */
  bookOnlineDisabled?: boolean;
}

/** Selected customer choices for the service configuration. */
export interface TimeSlotCustomerChoices {
  /** Selected duration in minutes. */
  durationInMinutes?: number;
  /** Selected add-on IDs. */
  addOnIds?: string[];
  /** Selected duration choice ID. */
  durationChoiceId?: string;
  requestedGender?: AvailabilityRequestedGender;
}

/** The calendar event of the slot (classes). */
export interface TimeSlotEventInfo {
  /** Event ID. */
  eventId?: string;
  waitingList?: TimeSlotWaitingList;
  /** Event title. */
  eventTitle?: string;
}

/** Where the business provides the service. When filtering by `BUSINESS`, also give the location ID. */
export interface TimeSlotLocation {
  /** Location ID, for business locations. */
  id?: string;
  /** Location name. */
  name?: string;
  /** Formatted location address. */
  formattedAddress?: string;
  locationType?: LocationType;
}

/** One service of a multi-service time slot. */
export interface TimeSlotNested {
  /** Service ID of the nested time slot. */
  serviceId?: string;
  /** Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  localStartDate?: string;
  /** Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
  localEndDate?: string;
  availableResources?: TimeSlotAvailableResources[];
  /** Schedule ID of the nested time slot. */
  scheduleId?: string;
}

/** Why customers can't book the time slot. */
export interface TimeSlotNonBookableReasons {
  /** Fully booked. */
  noRemainingCapacity?: boolean;
  /** Booking violates the service's booking policy. */
  violatesBookingPolicy?: boolean;
  /** Reserved for the waitlist. */
  reservedForWaitingList?: boolean;
  /** The event was cancelled. */
  eventCancelled?: boolean;
}

export interface TimeSlotResource {
  /** Resource ID. */
  id?: string;
  /** Resource name. */
  name?: string;
}

/** Resources of one type to filter time slots by. */
export interface TimeSlotResourceType {
  /** Resource type ID. */
  resourceTypeId?: string;
  /** Resource IDs of the type. */
  resourceIds?: string[];
}

export interface TimeSlotWaitingList {
  /** Total number of waitlist spots. */
  totalCapacity?: number;
  /** Number of remaining waitlist spots. */
  remainingCapacity?: number;
}

export interface TransactionActionFailureDetails {
  /** Failure code. */
  failureCode?: string;
}

export interface TransactionAdditionalFeeRefund {
  /** Additional fee ID. */
  additionalFeeId?: string;
  amount?: ExtendedBookingPrice;
}

export interface TransactionAuthorizationCapture {
  /** Capture ID. */
  id?: string;
  status?: TransactionAuthorizationCaptureStatus;
  amount?: ExtendedBookingPrice;
  /** When the capture was initiated. */
  createdDate?: Date;
  failureDetails?: TransactionActionFailureDetails;
}

/** Status of the capture of an authorized payment. */
export const TransactionAuthorizationCaptureStatus = {
  UNKNOWN_STATUS: 'UNKNOWN_STATUS',
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
} as const;

/** Status of the capture of an authorized payment. */
export type TransactionAuthorizationCaptureStatus = (typeof TransactionAuthorizationCaptureStatus)[keyof typeof TransactionAuthorizationCaptureStatus];

export interface TransactionAuthorizationDetails {
  /** Whether the payment is captured later. */
  delayedCapture?: boolean;
  /** When the payment was authorized. */
  authorizedDate?: Date;
  captures?: TransactionAuthorizationCapture[];
  void?: TransactionAuthorizationVoid;
  scheduledAction?: TransactionScheduledAction;
}

export interface TransactionAuthorizationVoid {
  status?: TransactionAuthorizationVoidStatus;
  /** When the void was initiated. */
  voidedDate?: Date;
  failureDetails?: TransactionActionFailureDetails;
  reason?: TransactionAuthorizationVoidReason;
}

/** Why an authorization was voided: by a user (`MANUAL`) or because it passed its execution date (`SCHEDULED`). */
export const TransactionAuthorizationVoidReason = {
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  MANUAL: 'MANUAL',
  SCHEDULED: 'SCHEDULED',
} as const;

/** Why an authorization was voided: by a user (`MANUAL`) or because it passed its execution date (`SCHEDULED`). */
export type TransactionAuthorizationVoidReason = (typeof TransactionAuthorizationVoidReason)[keyof typeof TransactionAuthorizationVoidReason];

/** Status of the void of an authorized payment. */
export const TransactionAuthorizationVoidStatus = {
  UNKNOWN_STATUS: 'UNKNOWN_STATUS',
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
} as const;

/** Status of the void of an authorized payment. */
export type TransactionAuthorizationVoidStatus = (typeof TransactionAuthorizationVoidStatus)[keyof typeof TransactionAuthorizationVoidStatus];

export interface TransactionChargeback {
  /** Chargeback ID. */
  id?: string;
  /** When the chargeback was created. */
  createdDate?: Date;
  /** When the chargeback was updated. */
  updatedDate?: Date;
  amount?: ExtendedBookingPrice;
  /** Reversed amount, when `status` is `REVERSED`. */
  reversalAmount?: ExtendedBookingPrice;
  status?: TransactionChargebackStatus;
  /** External chargeback ID. */
  externalId?: string;
}

/** Status of a chargeback. */
export const TransactionChargebackStatus = {
  UNSPECIFIED: 'UNSPECIFIED',
  APPROVED: 'APPROVED',
  REVERSED: 'REVERSED',
} as const;

/** Status of a chargeback. */
export type TransactionChargebackStatus = (typeof TransactionChargebackStatus)[keyof typeof TransactionChargebackStatus];

export interface TransactionCreditCardDetails {
  /** Last 4 digits of the card. */
  lastFourDigits?: string;
  /** Card brand. */
  brand?: string;
}

export interface TransactionGiftCardPaymentDetails {
  /** Gift card payment ID. */
  giftCardPaymentId?: string;
  /** ID of the app that created the gift card. */
  appId?: string;
  /** Whether the gift card payment was voided. */
  voided?: boolean;
}

export interface TransactionLineItemRefundSummary {
  /** Line item ID. */
  lineItemId?: string;
  totalRefundedAmount?: ExtendedBookingPrice;
}

export interface TransactionMembershipCredits {
  /** Total credits of the membership. */
  total?: number;
  /** Remaining credits. */
  remaining?: number;
}

export interface TransactionMembershipName {
  /** Membership name. */
  original?: string;
  /** Translated membership name. */
  translated?: string;
}

export interface TransactionMembershipPaymentDetails {
  name?: TransactionMembershipName;
  /** When the membership expires. */
  expirationDate?: Date;
  credits?: TransactionMembershipCredits;
}

export interface TransactionPayment {
  /** Regular payment. Either this or `giftcardPaymentDetails`. */
  regularPaymentDetails?: TransactionRegularPaymentDetails;
  giftcardPaymentDetails?: TransactionGiftCardPaymentDetails;
  /** Payment ID. */
  id?: string;
  /** When the payment was created. */
  createdDate?: Date;
  /** When the payment was last updated. */
  updatedDate?: Date;
  amount?: ExtendedBookingPrice;
  /** Whether refunds of this payment are disabled. */
  refundDisabled?: boolean;
}

export interface TransactionRefund {
  /** Refund ID. */
  id?: string;
  transactions?: TransactionRefundTransaction[];
  details?: TransactionRefundDetails;
  /** When the refund was created. */
  createdDate?: Date;
  summary?: TransactionRefundSummary;
  /** ID of the app that initiated the refund. */
  requestingServiceAppId?: string;
}

export interface TransactionRefundDetails {
  items?: TransactionRefundItem[];
  /** Whether shipping was refunded too. */
  shippingIncluded?: boolean;
  /** Reason for the refund. */
  reason?: string;
  lineItems?: TransactionRefundItem[];
  additionalFees?: TransactionAdditionalFeeRefund[];
  shipping?: TransactionShippingRefund;
}

export interface TransactionRefundItem {
  /** Line item ID. */
  lineItemId?: string;
  /** Refunded quantity. */
  quantity?: number;
}

export interface TransactionRefundItemsBreakdown {
  lineItems?: TransactionLineItemRefundSummary[];
}

/** Status of a refund transaction. `SCHEDULED`: acknowledged, executed soon; `STARTED`: initiated with the provider. */
export const TransactionRefundStatus = {
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  SCHEDULED: 'SCHEDULED',
  STARTED: 'STARTED',
} as const;

/** Status of a refund transaction. `SCHEDULED`: acknowledged, executed soon; `STARTED`: initiated with the provider. */
export type TransactionRefundStatus = (typeof TransactionRefundStatus)[keyof typeof TransactionRefundStatus];

export interface TransactionRefundStatusInfo {
  /** Reason code of the current status. */
  paymentGatewayReasonCode?: string;
  /** Explanation of the current status. */
  description?: string;
}

export interface TransactionRefundSummary {
  requestedRefund?: ExtendedBookingPrice;
  pendingRefund?: ExtendedBookingPrice;
  refunded?: ExtendedBookingPrice;
  failedRefundAmount?: ExtendedBookingPrice;
  /** Whether a refund transaction is still pending. */
  pending?: boolean;
  breakdown?: TransactionRefundItemsBreakdown;
}

export interface TransactionRefundTransaction {
  /** ID of the refunded payment. */
  paymentId?: string;
  amount?: ExtendedBookingPrice;
  refundStatus?: TransactionRefundStatus;
  refundStatusInfo?: TransactionRefundStatusInfo;
  /** Payment gateway's refund ID. */
  gatewayRefundId?: string;
  /** Refund ID at the payment provider. */
  providerRefundId?: string;
  /** Whether the refund was made manually on the provider's side. */
  externalRefund?: boolean;
}

export interface TransactionRegularPaymentDetails {
  creditCardDetails?: TransactionCreditCardDetails;
  /** Payments order ID. */
  paymentOrderId?: string;
  /** Payment gateway's transaction ID. */
  gatewayTransactionId?: string;
  /** Payment method, for example `CreditCard` or `PayPal`. */
  paymentMethod?: string;
  /** Transaction ID at the payment provider. */
  providerTransactionId?: string;
  /** Whether the payment was made offline. */
  offlinePayment?: boolean;
  status?: TransactionStatus;
  /** Whether a payment agreement allows future charges. */
  savedPaymentMethod?: boolean;
  authorizationDetails?: TransactionAuthorizationDetails;
  chargebacks?: TransactionChargeback[];
}

export interface TransactionScheduledAction {
  actionType?: TransactionScheduledActionType;
  /** When the action runs. */
  executionDate?: Date;
}

/** Action scheduled on an authorized payment. */
export const TransactionScheduledActionType = {
  UNKNOWN_ACTION_TYPE: 'UNKNOWN_ACTION_TYPE',
  VOID: 'VOID',
  CAPTURE: 'CAPTURE',
} as const;

/** Action scheduled on an authorized payment. */
export type TransactionScheduledActionType = (typeof TransactionScheduledActionType)[keyof typeof TransactionScheduledActionType];

export interface TransactionShippingRefund {
  amount?: ExtendedBookingPrice;
}

/** Status of a payment transaction. */
export const TransactionStatus = {
  UNDEFINED: 'UNDEFINED',
  APPROVED: 'APPROVED',
  PENDING: 'PENDING',
  PENDING_MERCHANT: 'PENDING_MERCHANT',
  CANCELED: 'CANCELED',
  DECLINED: 'DECLINED',
  REFUNDED: 'REFUNDED',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  AUTHORIZED: 'AUTHORIZED',
  VOIDED: 'VOIDED',
} as const;

/** Status of a payment transaction. */
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export interface UpdateAddOnGroupRequest {
  /** The add-on group fields to update; `id` is required. */
  addOnGroup: AddOnGroup;
  /** ID of the service the group belongs to. */
  serviceId: string;
  /** Comma-separated paths of the fields to update, for example `name,prompt`. */
  mask?: string;
}

export interface UpdateAddOnGroupResponse {
  /** The updated add-on group. */
  addOnGroup?: AddOnGroup;
}

export interface UpdateExtendedFieldsRequest {
  /** Namespace of the app whose extended fields are updated. */
  namespace: string;
  /** Data to set, structured by the namespace's schema. */
  namespaceData: Record<string, unknown>;
}

export interface UpdateExtendedFieldsResponse {
  /** Updated namespace. */
  namespace?: string;
  /** Updated data. */
  namespaceData?: Record<string, unknown>;
}

export interface UpdateNumberOfParticipantsRequest {
  /** Current revision of the booking. */
  revision: string;
  /** Total number of participants, when all book the same variant. */
  totalParticipants?: number;
  participantsChoices?: BookingParticipantChoices;
}

export interface UpdateServiceRequest {
  /** The service fields to update. `revision` is required; `id`, when given, must match the path. */
  service: Service;
  /** Comma-separated paths of the fields to update, for example `name,defaultCapacity`. Default: the fields sent. */
  mask?: string;
}

export interface UpdateServiceResponse {
  /** The updated service. */
  service: Service;
}

export interface ValidateSlugRequest {
  /** ID of the service the slug is for. */
  serviceId: string;
  /** Slug to validate. */
  slug?: string;
}

export interface ValidateSlugResponse {
  /** Whether the slug can be used. */
  valid?: boolean;
  /** The slug, when valid. */
  slug?: string;
  /** Why the slug is invalid, when it is. */
  errors?: InvalidSlugError[];
}

/** Counts of each value of a field. */
export interface ValueAggregation {
  /** Sort buckets by count or by value. */
  sortType?: AggregationSortType;
  /** Sort direction. */
  sortDirection?: AggregationSortDirection;
  /** Number of buckets to return. Default 10. */
  limit?: number;
  /** Whether missing values form a bucket. Default `EXCLUDE`. */
  missingValues?: AggregationMissingValues;
  /** Options when `missingValues` is `INCLUDE`. */
  includeOptions?: AggregationIncludeMissingValuesOptions;
}

/** A value bucket. */
export interface ValueAggregationResult {
  /** Field value. */
  value?: string;
  /** Number of services with that value. */
  count?: number;
}

/** Waitlist of a session. */
export interface WaitlistPolicy {
  /** Whether sessions have a waitlist. Default `false`. */
  enabled?: boolean;
  /** Number of waitlist spots. Default 10. */
  capacity?: number;
  /** Minutes a notified customer has to book a freed spot. Default 10. */
  reservationTimeInMinutes?: number;
}

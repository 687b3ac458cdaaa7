// Generated from spec/bookings.yaml by codegen. Do not edit.


/** Application error codes of the Bookings service (x-error-catalogue). */
export const bookingsErrors = {
  ADD_ON_CHANGES_NOT_ALLOWED: {
    status: 428,
    message: 'Add-on changes not allowed.',
    description: 'Changing add-ons while rescheduling needs `allowAddOnChanges`. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ADD_ON_GROUP_NOT_FOUND: {
    status: 404,
    message: 'Add-on group not found.',
    description: 'No add-on group with the given ID exists on the service.',
  },
  ADD_ON_NOT_FOUND: {
    status: 404,
    message: 'Add-on not found.',
    description: 'A booked add-on does not exist. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ALL_BOOKINGS_ARE_ALREADY_CANCELED: {
    status: 428,
    message: 'All bookings are already canceled.',
    description: 'Every single-service booking is already `CANCELED`. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ALL_BOOKINGS_ARE_ALREADY_CONFIRMED: {
    status: 428,
    message: 'All bookings are already confirmed.',
    description: 'Every single-service booking is already `CONFIRMED`. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ALL_BOOKINGS_ARE_ALREADY_DECLINED: {
    status: 428,
    message: 'All bookings are already declined.',
    description: 'Every single-service booking is already `DECLINED`. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  BOOKING_ALREADY_PART_OF_ANOTHER_MULTI_SERVICE_BOOKING: {
    status: 409,
    message: 'Booking is part of another multi-service booking.',
    description: 'A booking to add already belongs to a different multi-service booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  BOOKING_MARK_BOOKING_AS_PENDING: {
    status: 428,
    message: 'Failed to mark the booking as pending.',
    description: 'The booking cannot be marked as `PENDING` in its current state. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  BOOKING_NOT_FOUND: {
    status: 404,
    message: 'Booking not found.',
    description: 'No booking has the given ID (or it is not visible to the caller). (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  BOOKING_POLICY_VIOLATION: {
    status: 428,
    message: 'Booking policy violation.',
    description: 'The action violates the service\'s booking policy, for example too late to book or cancel. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  BOOKING_REVISION_MISMATCH: {
    status: 409,
    message: 'Booking revision mismatch.',
    description: 'The given revision is not the current revision of the booking; retrieve it again. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  BOOKING_TO_ADD_STATUS_NOT_VALID: {
    status: 428,
    message: 'Booking status not valid for adding.',
    description: 'Only bookings in an active status can be added to a multi-service booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CAN_NOT_CREATE_BOOKING_WITH_MULTI_SERVICE_BOOKING_INFO: {
    status: 400,
    message: 'Cannot create a booking with multi-service booking info.',
    description: 'Single bookings cannot set `multiServiceBookingInfo`; use Create Multi Service Booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CAN_NOT_SKIP_AVAILABILITY_VALIDATION_IF_RESOURCE_NOT_PROVIDED: {
    status: 400,
    message: 'Cannot skip availability validation without a resource.',
    description: '`skipAvailabilityValidation` needs the slot resource. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CONTACT_DETAILS_CONFLICT: {
    status: 400,
    message: 'Contact details conflict.',
    description: 'The contact details conflict with the form submission. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  DEFAULT_BOOKING_FORM_NOT_FOUND: {
    status: 404,
    message: 'Default booking form not found.',
    description: 'Query Booking Forms was asked for `DEFAULT_BOOKING_FORM` but the site has no default booking form (Wix Forms not provisioned).',
  },
  DUPLICATE_BOOKING_INFO: {
    status: 400,
    message: 'Duplicate booking info.',
    description: 'The same single-service booking is listed twice. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  DUPLICATED_BOOKINGS: {
    status: 400,
    message: 'Duplicated bookings.',
    description: 'The same booking ID is listed twice in a bulk call. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  EMPTY_FORM_INFO: {
    status: 400,
    message: 'Empty form info.',
    description: 'The booking form information is empty. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  EXTERNAL_CALENDAR_CREATION_FAILED: {
    status: 428,
    message: 'External calendar creation failed.',
    description: 'The calendar could not be created in the external account. Staff calendar sync error reason: the `errorReason` of an external calendar connection of a staff member\'s schedule whose status is `ERROR` (see StaffMemberCalendarSyncErrorReason). No call of this spec returns it; the status is nominal.',
  },
  EXTERNAL_CALENDAR_DELETED: {
    status: 428,
    message: 'External calendar deleted.',
    description: 'The synced calendar was deleted in the external account. Staff calendar sync error reason: the `errorReason` of an external calendar connection of a staff member\'s schedule whose status is `ERROR` (see StaffMemberCalendarSyncErrorReason). No call of this spec returns it; the status is nominal.',
  },
  FAILED_CONFIRMING_NON_PENDING_BOOKING: {
    status: 428,
    message: 'Only pending bookings can be confirmed.',
    description: 'The booking is not `PENDING`. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FAILED_DECLINE_NON_PENDING_BOOKING: {
    status: 428,
    message: 'Only pending bookings can be declined.',
    description: 'The booking is not `PENDING`. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FAILED_RESOLVING_CUSTOM_CHOICES: {
    status: 400,
    message: 'Failed to resolve the custom choices.',
    description: 'The custom choices could not be resolved to service options. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FAILED_RESOLVING_SCHEDULE: {
    status: 404,
    message: 'Failed to resolve the schedule.',
    description: 'The schedule could not be resolved, for example because it does not exist. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FAILED_RESOLVING_SESSION: {
    status: 404,
    message: 'Failed to resolve the session.',
    description: 'The session of the new slot could not be resolved. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FAILED_TO_CREATE_RESOURCES: {
    status: 500,
    message: 'Failed to create resources.',
    description: 'The platform could not create the resources the service needs (its schedule and resource links) while creating or updating it. Retry the call; the service\'s other changes are not applied.',
  },
  FAILED_VALIDATING_AVAILABILITY: {
    status: 500,
    message: 'Failed to validate availability.',
    description: 'Availability could not be calculated; retry later. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FEATURE_LIMIT_EXCEEDED: {
    status: 428,
    message: 'Feature limit exceeded.',
    description: 'The site\'s plan does not include the feature. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FORM: {
    status: 500,
    message: 'Failed to clone the booking form of the service.',
    description: 'Clone error: the source service\'s booking form could not be cloned. Clone Service still succeeds (200) and returns the new service, listing `FORM` in `errors`; the new service uses the site\'s default booking form.',
  },
  GROUP_NOT_ON_SERVICE: {
    status: 404,
    message: 'Add-on group not found on the service.',
    description: 'The service has no add-on group with the given ID.',
  },
  INVALID_BOOKING_STATUS: {
    status: 428,
    message: 'Invalid booking status.',
    description: 'The booking status does not allow the action, for example confirming a canceled booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_CHOICES: {
    status: 400,
    message: 'Invalid choices.',
    description: 'The participants choices are not among the options of the service. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_DATE_FORMAT: {
    status: 400,
    message: 'Invalid date format.',
    description: 'A slot date is not in a supported ISO-8601 format. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_FLOW_SELECTED_RESOURCES: {
    status: 400,
    message: 'Invalid selected resources.',
    description: 'The resource selections do not match the resource types of the service. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_PRICING_PLAN: {
    status: 400,
    message: 'Invalid pricing plan.',
    description: 'A pricing plan ID does not exist or the plan cannot pay for the service. `data` is an `InvalidPricingPlan` (`id`, `message`).',
  },
  INVALID_SERVICE_CHOICES: {
    status: 400,
    message: 'Invalid service choices.',
    description: 'The service choices do not match the service options and variants. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_SERVICES_SIZE: {
    status: 400,
    message: 'Invalid number of services.',
    description: 'A multi-service time slot request needs between 2 and 8 services. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_TIME_ZONE: {
    status: 400,
    message: 'Invalid time zone.',
    description: 'The time zone is not a valid IANA time zone. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  MISSING_ARGUMENTS: {
    status: 400,
    message: 'Missing arguments.',
    description: 'A required request field, such as the service ID or the date range, is missing. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  MULTI_SERVICE_BOOKING_ALREADY_INCLUDES_BOOKING: {
    status: 409,
    message: 'Multi-service booking already includes the booking.',
    description: 'A booking to add is already part of this multi-service booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  MULTI_SERVICE_BOOKING_INCLUDES_MULTIPLE_STAFF_MEMBERS: {
    status: 428,
    message: 'Multi-service booking includes several staff members.',
    description: 'The action is supported only when one staff member provides all the services. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  MULTI_SERVICE_BOOKING_NOT_FOUND: {
    status: 404,
    message: 'Multi-service booking not found.',
    description: 'No multi-service booking has the given ID. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  MULTIPLE_IMPLEMENTERS_FOUND: {
    status: 428,
    message: 'Several availability providers found.',
    description: 'More than one availability provider is installed for the service. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NEW_PRICE_WITH_WAIVE_CHARGES: {
    status: 400,
    message: 'New price with waived charges.',
    description: 'Charges cannot be waived when the cancellation sets a new price. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NO_IMPLEMENTERS_FOUND: {
    status: 428,
    message: 'No availability provider found.',
    description: 'No availability provider is installed for the service. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NO_OPEN_SPOTS: {
    status: 428,
    message: 'No open spots.',
    description: 'The session has no open spots left. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NOT_ALL_BOOKINGS_HAVE_START_AND_END_DATE: {
    status: 428,
    message: 'Not all bookings have start and end dates.',
    description: 'Every single-service booking needs a start and end date to be confirmed. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NOT_ALL_BOOKINGS_WERE_SENT: {
    status: 400,
    message: 'Not all bookings were sent.',
    description: 'The call must list every single-service booking of the multi-service booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NOT_ALLOWED_TO_UPDATE_BOOKING_IN_MULTI_SERVICE_BOOKING: {
    status: 428,
    message: 'Booking is part of a multi-service booking.',
    description: 'Use the multi-service booking calls to update a booking that belongs to one. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NOT_PENDING_APPROVAL_SERVICE: {
    status: 428,
    message: 'Service does not require approval.',
    description: 'The service doesn\'t require manual approval; set `skipPendingApprovalServiceValidation` to mark the booking as pending anyway. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  OPTIONS_AND_VARIANTS: {
    status: 500,
    message: 'Failed to clone the options and variants of the service.',
    description: 'Clone error: the source service\'s options and variants could not be cloned. Clone Service still succeeds (200) and returns the new service without them, listing `OPTIONS_AND_VARIANTS` in `errors`; add them with the Service Options and Variants API.',
  },
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error; the caller lacks the permission the call needs.',
  },
  PRICE_CHANGE_NOT_ALLOWED: {
    status: 428,
    message: 'Price change not allowed.',
    description: 'The rescheduling would change the price of the booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  REFUND_NOT_ALLOWED: {
    status: 428,
    message: 'Refund not allowed.',
    description: 'The booking cannot be refunded. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  REQUESTED_GENDER_NOT_ALLOWED: {
    status: 400,
    message: 'Requested gender not allowed.',
    description: 'The service does not let customers narrow "any staff member" by gender. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  RESOURCE_NOT_FOUND: {
    status: 404,
    message: 'Resource not found.',
    description: 'The resource given in the slot does not exist. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  REVISION_MISSING: {
    status: 400,
    message: 'Revision missing.',
    description: 'A single-service booking was given without its revision. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SCHEDULE_CAPACITY_EXCEEDED: {
    status: 428,
    message: 'Schedule capacity exceeded.',
    description: 'The course has fewer open spots than the participants booked. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SCHEDULE_NOT_FOUND: {
    status: 404,
    message: 'Schedule not found.',
    description: 'The booked schedule (or the schedule of the booked slot) does not exist. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SERVICE_DOES_NOT_SUPPORT_PRICING_PLANS: {
    status: 400,
    message: 'Service does not support pricing plans.',
    description: 'The service cannot be paid with pricing plans, for example because its rate type is `CUSTOM` or it requires manual approval.',
  },
  SERVICE_NOT_FOUND: {
    status: 404,
    message: 'Service not found.',
    description: 'No service has the given ID (or it was deleted). The services API documents no custom not-found code; this is the platform\'s standard not-found application error for a service.',
  },
  SESSION_CAPACITY_EXCEEDED: {
    status: 428,
    message: 'Session capacity exceeded.',
    description: 'The session has fewer open spots than the participants booked. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SESSION_NOT_FOUND: {
    status: 404,
    message: 'Session not found.',
    description: 'The session or event of the booked slot does not exist. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SLOT_HOLD_UNAVAILABLE: {
    status: 428,
    message: 'Slot hold unavailable.',
    description: 'The slot could not be held for the booking. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SLOT_NOT_AVAILABLE: {
    status: 428,
    message: 'Slot not available.',
    description: 'The slot is no longer available. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SLOT_NOT_FOUND: {
    status: 404,
    message: 'Time slot not found.',
    description: 'No time slot of the service matches the given local start and end dates and location. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SLUG_ALREADY_EXISTS: {
    status: 409,
    message: 'Slug already exists.',
    description: 'Another service already uses the slug (as its active or a supported slug). Set Custom Slug fails with it; Validate Slug reports it in `errors` of a 200 answer.',
  },
  SLUG_CONTAINS_ILLEGAL_CHARACTERS: {
    status: 400,
    message: 'Slug contains illegal characters.',
    description: 'The slug has characters a URL path segment cannot hold. Set Custom Slug rejects it (a validation error with this rule name); Validate Slug reports it in `errors` of a 200 answer.',
  },
  SOME_BOOKINGS_UPDATES_FAILED: {
    status: 500,
    message: 'Some booking updates failed.',
    description: 'Some of the single-service bookings could not be updated. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SUBSCRIPTION_SERVICE_NOT_SUPPORTED: {
    status: 400,
    message: 'Add-on groups are not supported for subscription services.',
    description: 'Add-on groups cannot be created for a service whose `payment.rateType` is `SUBSCRIPTION`.',
  },
  TOKEN_REVOKED: {
    status: 428,
    message: 'External calendar token revoked.',
    description: 'The authorization of the external calendar was revoked by its owner. Staff calendar sync error reason: the `errorReason` of an external calendar connection of a staff member\'s schedule whose status is `ERROR` (see StaffMemberCalendarSyncErrorReason). No call of this spec returns it; the status is nominal.',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error; the request carries no valid authorization.',
  },
  UNAUTHORIZED_OPERATION: {
    status: 403,
    message: 'Unauthorized operation.',
    description: 'The caller may not perform the operation, for example set a status or skip a validation without Manage Bookings permission. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  VALIDATION_FAILURE: {
    status: 400,
    message: 'Validation failed.',
    description: 'The booking data is invalid, for example participants missing or more than the service allows. (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
} as const;

// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { BookingCanceledEvent, BookingConfirmedEvent, BookingCreatedEvent, BookingDeclinedEvent, BookingMarkedAsPendingEvent, BookingNumberOfParticipantsUpdatedEvent, BookingPolicyCreatedEvent, BookingPolicyDefaultBookingPolicySetEvent, BookingPolicyDeletedEvent, BookingPolicyUpdatedEvent, BookingRescheduledEvent, BookingUpdatedEvent, CategoryCreatedEvent, CategoryDeletedEvent, CategoryUpdatedEvent, ResourceCreatedEvent, ResourceDeletedEvent, ResourceTypeCreatedEvent, ResourceTypeDeletedEvent, ResourceTypeUpdatedEvent, ResourceUpdatedEvent, ServiceCreatedEvent, ServiceDeletedEvent, ServiceUpdatedEvent, StaffMemberCreatedEvent, StaffMemberDeletedEvent, StaffMemberUpdatedEvent } from './schema-types.js';
import { bookingCanceledEventPlan, bookingConfirmedEventPlan, bookingCreatedEventPlan, bookingDeclinedEventPlan, bookingMarkedAsPendingEventPlan, bookingNumberOfParticipantsUpdatedEventPlan, bookingPolicyCreatedEventPlan, bookingPolicyDefaultBookingPolicySetEventPlan, bookingPolicyDeletedEventPlan, bookingPolicyUpdatedEventPlan, bookingRescheduledEventPlan, bookingUpdatedEventPlan, categoryCreatedEventPlan, categoryDeletedEventPlan, categoryUpdatedEventPlan, resourceCreatedEventPlan, resourceDeletedEventPlan, resourceTypeCreatedEventPlan, resourceTypeDeletedEventPlan, resourceTypeUpdatedEventPlan, resourceUpdatedEventPlan, serviceCreatedEventPlan, serviceDeletedEventPlan, serviceUpdatedEventPlan, staffMemberCreatedEventPlan, staffMemberDeletedEventPlan, staffMemberUpdatedEventPlan } from './conversion-plans.js';
import { bookingsService } from './service-info.js';

/**
 * Triggered when a booking is canceled.
 *
 * Event type `wix.bookings.v2.booking_canceled`.
 */
export const onBookingCanceled = /* @__PURE__ */ defineEvent<BookingCanceledEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingCanceled',
  type: 'wix.bookings.v2.booking_canceled',
  plan: bookingCanceledEventPlan,
});

/**
 * Triggered when a booking is confirmed.
 *
 * Event type `wix.bookings.v2.booking_confirmed`.
 */
export const onBookingConfirmed = /* @__PURE__ */ defineEvent<BookingConfirmedEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingConfirmed',
  type: 'wix.bookings.v2.booking_confirmed',
  plan: bookingConfirmedEventPlan,
});

/**
 * Triggered when a booking is created.
 *
 * Event type `wix.bookings.v2.booking_created`.
 */
export const onBookingCreated = /* @__PURE__ */ defineEvent<BookingCreatedEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingCreated',
  type: 'wix.bookings.v2.booking_created',
  plan: bookingCreatedEventPlan,
});

/**
 * Triggered when a booking is declined.
 *
 * Event type `wix.bookings.v2.booking_declined`.
 */
export const onBookingDeclined = /* @__PURE__ */ defineEvent<BookingDeclinedEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingDeclined',
  type: 'wix.bookings.v2.booking_declined',
  plan: bookingDeclinedEventPlan,
});

/**
 * Triggered when a booking is set to `PENDING` (SDK event, in addition to the seed list).
 *
 * Event type `wix.bookings.v2.booking_markedAsPending`.
 */
export const onBookingMarkedAsPending = /* @__PURE__ */ defineEvent<BookingMarkedAsPendingEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingMarkedAsPending',
  type: 'wix.bookings.v2.booking_markedAsPending',
  plan: bookingMarkedAsPendingEventPlan,
});

/**
 * Triggered when the number of participants of a booking changes.
 *
 * Event type `wix.bookings.v2.booking_number_of_participants_updated`.
 */
export const onBookingNumberOfParticipantsUpdated = /* @__PURE__ */ defineEvent<BookingNumberOfParticipantsUpdatedEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingNumberOfParticipantsUpdated',
  type: 'wix.bookings.v2.booking_number_of_participants_updated',
  plan: bookingNumberOfParticipantsUpdatedEventPlan,
});

/**
 * Triggered when a booking policy is created.
 *
 * Event type `wix.bookings.v1.booking_policy_created`.
 */
export const onBookingPolicyCreated = /* @__PURE__ */ defineEvent<BookingPolicyCreatedEvent>(bookingsService, {
  module: 'bookingPolicies',
  name: 'onBookingPolicyCreated',
  type: 'wix.bookings.v1.booking_policy_created',
  plan: bookingPolicyCreatedEventPlan,
});

/**
 * Triggered when the site's default booking policy changes. Update events for both policies follow.
 *
 * Event type `wix.bookings.v1.booking_policy_default_booking_policy_set`.
 */
export const onBookingPolicyDefaultBookingPolicySet = /* @__PURE__ */ defineEvent<BookingPolicyDefaultBookingPolicySetEvent>(bookingsService, {
  module: 'bookingPolicies',
  name: 'onBookingPolicyDefaultBookingPolicySet',
  type: 'wix.bookings.v1.booking_policy_default_booking_policy_set',
  plan: bookingPolicyDefaultBookingPolicySetEventPlan,
});

/**
 * Triggered when a booking policy is deleted; its services move to the default policy.
 *
 * Event type `wix.bookings.v1.booking_policy_deleted`.
 */
export const onBookingPolicyDeleted = /* @__PURE__ */ defineEvent<BookingPolicyDeletedEvent>(bookingsService, {
  module: 'bookingPolicies',
  name: 'onBookingPolicyDeleted',
  type: 'wix.bookings.v1.booking_policy_deleted',
  plan: bookingPolicyDeletedEventPlan,
});

/**
 * Triggered when a booking policy is updated, including when it becomes or stops being the site's default policy.
 *
 * Event type `wix.bookings.v1.booking_policy_updated`.
 */
export const onBookingPolicyUpdated = /* @__PURE__ */ defineEvent<BookingPolicyUpdatedEvent>(bookingsService, {
  module: 'bookingPolicies',
  name: 'onBookingPolicyUpdated',
  type: 'wix.bookings.v1.booking_policy_updated',
  plan: bookingPolicyUpdatedEventPlan,
});

/**
 * Triggered when a booking is rescheduled; carries the previous slot and its start and end dates.
 *
 * Event type `wix.bookings.v2.booking_rescheduled`.
 */
export const onBookingRescheduled = /* @__PURE__ */ defineEvent<BookingRescheduledEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingRescheduled',
  type: 'wix.bookings.v2.booking_rescheduled',
  plan: bookingRescheduledEventPlan,
});

/**
 * Triggered when a booking is updated, including status and schedule changes.
 *
 * Event type `wix.bookings.v2.booking_updated`.
 */
export const onBookingUpdated = /* @__PURE__ */ defineEvent<BookingUpdatedEvent>(bookingsService, {
  module: 'bookings',
  name: 'onBookingUpdated',
  type: 'wix.bookings.v2.booking_updated',
  plan: bookingUpdatedEventPlan,
});

/**
 * Triggered when a service category is created (Categories V2).
 *
 * Event type `wix.bookings.categories.v2.category_created`.
 */
export const onCategoryCreated = /* @__PURE__ */ defineEvent<CategoryCreatedEvent>(bookingsService, {
  module: 'categoriesV2',
  name: 'onCategoryCreated',
  type: 'wix.bookings.categories.v2.category_created',
  plan: categoryCreatedEventPlan,
});

/**
 * Triggered when a service category is deleted.
 *
 * Event type `wix.bookings.categories.v2.category_deleted`.
 */
export const onCategoryDeleted = /* @__PURE__ */ defineEvent<CategoryDeletedEvent>(bookingsService, {
  module: 'categoriesV2',
  name: 'onCategoryDeleted',
  type: 'wix.bookings.categories.v2.category_deleted',
  plan: categoryDeletedEventPlan,
});

/**
 * Triggered when a service category is updated, including when categories are reordered.
 *
 * Event type `wix.bookings.categories.v2.category_updated`.
 */
export const onCategoryUpdated = /* @__PURE__ */ defineEvent<CategoryUpdatedEvent>(bookingsService, {
  module: 'categoriesV2',
  name: 'onCategoryUpdated',
  type: 'wix.bookings.categories.v2.category_updated',
  plan: categoryUpdatedEventPlan,
});

/**
 * Triggered when a resource is created.
 *
 * Event type `wix.bookings.resources.v2.resource_created`.
 */
export const onResourceCreated = /* @__PURE__ */ defineEvent<ResourceCreatedEvent>(bookingsService, {
  module: 'resources',
  name: 'onResourceCreated',
  type: 'wix.bookings.resources.v2.resource_created',
  plan: resourceCreatedEventPlan,
});

/**
 * Triggered when a resource is deleted.
 *
 * Event type `wix.bookings.resources.v2.resource_deleted`.
 */
export const onResourceDeleted = /* @__PURE__ */ defineEvent<ResourceDeletedEvent>(bookingsService, {
  module: 'resources',
  name: 'onResourceDeleted',
  type: 'wix.bookings.resources.v2.resource_deleted',
  plan: resourceDeletedEventPlan,
});

/**
 * Triggered when a resource type is created.
 *
 * Event type `wix.bookings.resources.v2.resource_type_created`.
 */
export const onResourceTypeCreated = /* @__PURE__ */ defineEvent<ResourceTypeCreatedEvent>(bookingsService, {
  module: 'resourceTypes',
  name: 'onResourceTypeCreated',
  type: 'wix.bookings.resources.v2.resource_type_created',
  plan: resourceTypeCreatedEventPlan,
});

/**
 * Triggered when a resource type is deleted.
 *
 * Event type `wix.bookings.resources.v2.resource_type_deleted`.
 */
export const onResourceTypeDeleted = /* @__PURE__ */ defineEvent<ResourceTypeDeletedEvent>(bookingsService, {
  module: 'resourceTypes',
  name: 'onResourceTypeDeleted',
  type: 'wix.bookings.resources.v2.resource_type_deleted',
  plan: resourceTypeDeletedEventPlan,
});

/**
 * Triggered when a resource type is updated.
 *
 * Event type `wix.bookings.resources.v2.resource_type_updated`.
 */
export const onResourceTypeUpdated = /* @__PURE__ */ defineEvent<ResourceTypeUpdatedEvent>(bookingsService, {
  module: 'resourceTypes',
  name: 'onResourceTypeUpdated',
  type: 'wix.bookings.resources.v2.resource_type_updated',
  plan: resourceTypeUpdatedEventPlan,
});

/**
 * Triggered when a resource is updated.
 *
 * Event type `wix.bookings.resources.v2.resource_updated`.
 */
export const onResourceUpdated = /* @__PURE__ */ defineEvent<ResourceUpdatedEvent>(bookingsService, {
  module: 'resources',
  name: 'onResourceUpdated',
  type: 'wix.bookings.resources.v2.resource_updated',
  plan: resourceUpdatedEventPlan,
});

/**
 * Triggered when a service is created.
 *
 * Event type `wix.bookings.services.v2.service_created`.
 */
export const onServiceCreated = /* @__PURE__ */ defineEvent<ServiceCreatedEvent>(bookingsService, {
  module: 'services',
  name: 'onServiceCreated',
  type: 'wix.bookings.services.v2.service_created',
  plan: serviceCreatedEventPlan,
});

/**
 * Triggered when a service is deleted.
 *
 * Event type `wix.bookings.services.v2.service_deleted`.
 */
export const onServiceDeleted = /* @__PURE__ */ defineEvent<ServiceDeletedEvent>(bookingsService, {
  module: 'services',
  name: 'onServiceDeleted',
  type: 'wix.bookings.services.v2.service_deleted',
  plan: serviceDeletedEventPlan,
});

/**
 * Triggered when a service is updated, including its locations, pricing plans, slug and add-on groups.
 *
 * Event type `wix.bookings.services.v2.service_updated`.
 */
export const onServiceUpdated = /* @__PURE__ */ defineEvent<ServiceUpdatedEvent>(bookingsService, {
  module: 'services',
  name: 'onServiceUpdated',
  type: 'wix.bookings.services.v2.service_updated',
  plan: serviceUpdatedEventPlan,
});

/**
 * Triggered when a staff member is created.
 *
 * Event type `wix.bookings.staff.v1.staff_member_created`.
 */
export const onStaffMemberCreated = /* @__PURE__ */ defineEvent<StaffMemberCreatedEvent>(bookingsService, {
  module: 'staffMembers',
  name: 'onStaffMemberCreated',
  type: 'wix.bookings.staff.v1.staff_member_created',
  plan: staffMemberCreatedEventPlan,
});

/**
 * Triggered when a staff member is deleted.
 *
 * Event type `wix.bookings.staff.v1.staff_member_deleted`.
 */
export const onStaffMemberDeleted = /* @__PURE__ */ defineEvent<StaffMemberDeletedEvent>(bookingsService, {
  module: 'staffMembers',
  name: 'onStaffMemberDeleted',
  type: 'wix.bookings.staff.v1.staff_member_deleted',
  plan: staffMemberDeletedEventPlan,
});

/**
 * Triggered when a staff member is updated.
 *
 * Event type `wix.bookings.staff.v1.staff_member_updated`.
 */
export const onStaffMemberUpdated = /* @__PURE__ */ defineEvent<StaffMemberUpdatedEvent>(bookingsService, {
  module: 'staffMembers',
  name: 'onStaffMemberUpdated',
  type: 'wix.bookings.staff.v1.staff_member_updated',
  plan: staffMemberUpdatedEventPlan,
});

// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { ImageRef, PostalAddress } from '@siteapi/runtime/generated';

export interface paths {
    "/v2/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create service
         * @description Creates a service. Give at least `type`, `name`, `category`, `form`, `payment` and `locations`; appointments also need `schedule.availabilityConstraints.sessionDurations`. The platform creates the service schedule and sets the read-only fields.
         */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/services/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create services
         * @description Creates up to 100 services. Each item succeeds or fails on its own; `results` follow the request order.
         */
        post: operations["bulkCreateServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/{serviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get service
         * @description Retrieves a service. Conditional fields add staff member details, resource type names, resource details or discount estimates.
         */
        get: operations["getService"];
        put?: never;
        post?: never;
        /**
         * Delete service
         * @description Deletes a service. By default its future sessions are canceled too; keep the ones that have participants with `preserveFutureSessionsWithParticipants`, and notify participants with `participantNotification`.
         */
        delete: operations["deleteService"];
        options?: never;
        head?: never;
        /**
         * Update service
         * @description Updates a service. Send the current `revision`; only the fields in `mask` (default: the fields sent) change. Locations, pricing plans and the slug have their own calls. The platform declares the path as `/v2/services/{service.id}` (the ID is `service.id` of the body); it is written `{serviceId}` here because OpenAPI forbids two templated paths that differ only in parameter names. The SDK method is `updateService(_id, service)`; its first argument is named `serviceId` here.
         */
        patch: operations["updateService"];
        trace?: never;
    };
    "/v2/bulk/services/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update services
         * @description Updates up to 100 services, each with its own field mask. Each item needs `id` and the current `revision`.
         */
        post: operations["bulkUpdateServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/services/update-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update services by filter
         * @description Sets the given field values on every service matching the filter, as an asynchronous job.
         */
        post: operations["bulkUpdateServicesByFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/services/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk delete services
         * @description Deletes up to 100 services. Each item succeeds or fails on its own.
         */
        post: operations["bulkDeleteServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/services/delete-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk delete services by filter
         * @description Deletes every service matching the filter, as an asynchronous job.
         */
        post: operations["bulkDeleteServicesByFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query services
         * @description Retrieves services matching a query: `filter`, `sort` and offset paging (`paging.limit` at most 100, default 50). See the filtering and sorting article of the platform for the supported fields.
         */
        post: operations["queryServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search services
         * @description Retrieves services matching a search (filter, free text, sort) with cursor paging, and computes aggregations over all matching services: value counts, ranges, scalar metrics, date histograms and nested aggregations.
         */
        post: operations["searchServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/policies/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query policies
         * @description Retrieves booking policies matching a query, with cursor paging, and for each up to 5 of the services using it and their total number.
         */
        post: operations["queryPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/booking-forms/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query booking forms
         * @description Retrieves the booking forms of the site matching a query, with cursor paging, and for each up to 5 of the services using it. With `DEFAULT_BOOKING_FORM` the default form of the site is returned too.
         */
        post: operations["queryBookingForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count services
         * @description Counts the services matching a filter (all services when no filter is given).
         */
        post: operations["countServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/locations/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query locations
         * @description Retrieves the business locations of the site and tells, for business, custom and customer locations, whether a service matching the filter is offered there.
         */
        post: operations["queryLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/categories/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query categories
         * @description Retrieves the categories of the services matching the filter.
         */
        post: operations["queryCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/{serviceId}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set service locations
         * @description Replaces the locations of a service. Future sessions at removed locations stay where they are unless `removedLocationSessionsAction` moves them; affected participants can be notified.
         */
        post: operations["setServiceLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/{serviceId}/pricing-plans/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable pricing plans for service
         * @description Adds pricing plans to the plans that can pay for a service (`payment.pricingPlanIds`) and enables `payment.options.pricingPlan`.
         */
        post: operations["enablePricingPlansForService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/{serviceId}/pricing-plans/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable pricing plans for service
         * @description Removes pricing plans from the plans that can pay for a service. When none is left, `payment.options.pricingPlan` becomes `false`.
         */
        post: operations["disablePricingPlansForService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/{serviceId}/slugs/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set custom slug
         * @description Sets the active slug of a service to a custom one. Previous slugs stay in `supportedSlugs`, so old links keep working.
         */
        post: operations["setCustomSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/slugs/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate slug
         * @description Checks whether a slug can be used as the custom slug of a service, before calling Set Custom Slug. Problems (`SLUG_CONTAINS_ILLEGAL_CHARACTERS`, `SLUG_ALREADY_EXISTS`) are reported in `errors` of the answer.
         */
        post: operations["validateSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone service
         * @description Creates a copy of a service, named `<name> (copy)`, with its connected entities (options and variants, booking form, pricing plans). Entities that could not be cloned are listed in `errors`; the copy is created without them.
         */
        post: operations["cloneService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/add-on-groups/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create add-on group
         * @description Creates an add-on group on a service (at most 3 per service, each with at most 7 add-ons).
         */
        post: operations["createAddOnGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/add-on-groups/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete add-on group
         * @description Deletes an add-on group from a service. The add-ons themselves are not deleted.
         */
        post: operations["deleteAddOnGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/add-on-groups/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update add-on group
         * @description Updates an add-on group of a service; only the fields in `mask` (default: the fields sent) change.
         */
        post: operations["updateAddOnGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/add-on-groups/list-add-on-groups-by-service-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List add-on groups by service ID
         * @description Retrieves the add-on groups of a service (all, or the given ones) with their add-ons, names and prices.
         */
        post: operations["listAddOnGroupsByServiceId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/services/add-on-groups/set-add-ons-for-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set add-ons for group
         * @description Replaces the add-ons of an add-on group (1 to 7, in display order).
         */
        post: operations["setAddOnsForGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/availability/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query availability
         * @description Retrieves appointment slots or class events that match a filter. The filter must include `serviceId`; give `startDate` and `endDate` too. Slots sort only by `startDate`, unavailable ones last. Course sessions are not returned. Deprecated by the platform in favour of the time slot calls.
         */
        post: operations["queryAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/availability/schedule/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get schedule availability
         * @description Returns the availability of a schedule (a course): total spots are the schedule's capacity, open spots that capacity minus the participants of its bookings. Deprecated by the platform.
         */
        get: operations["getScheduleAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/availability/multislot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate multi-slot availability
         * @description Calculates availability for booking several services back to back (up to 6), with cursor paging. Deprecated by the platform in favour of List Multi Service Availability Time Slots.
         */
        post: operations["calculateMultiSlotAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List availability time slots
         * @description Retrieves the time slots of an appointment-based service in a local date range (default: now to 7 days later), sorted by `localStartDate`, with their capacity, booking policy violations and available resources. Cursor paging; later pages give only `cursorPaging.cursor`.
         */
        post: operations["listAvailabilityTimeSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/time-slots/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get availability time slot
         * @description Retrieves one time slot of an appointment-based service by its local start and end, with its capacity and the resources available for it. Call it before Create Booking to check the slot is still free.
         */
        post: operations["getAvailabilityTimeSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi-service-time-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List multi-service availability time slots
         * @description Retrieves time slots for booking 2 to 8 services one after the other at one location. Each time slot holds a nested time slot per service, in the order given. Cursor paging.
         */
        post: operations["listMultiServiceAvailabilityTimeSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/extended-booking/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query extended bookings (deprecated endpoint)
         * @description Retrieves bookings with extra information, given filter, sort and paging (default: `createdDate` descending, `cursorPaging.limit` 50). `query.fields` and `query.fieldsets` are not supported; filter dates are UTC. Use `sessionId` to find course bookings by session. Replaced by Query Extended Bookings (`queryExtendedBookings`).
         */
        post: operations["query"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/extended-bookings/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query extended bookings
         * @description Retrieves bookings with the extra information asked for: allowed actions, attendance, conferencing details, policy settings, booking fees, and the eCommerce order, invoices, transactions and form submissions. Default sort `createdDate` descending, `cursorPaging.limit` 50; filter dates are UTC. Results may lag recent changes (eventual consistency).
         */
        post: operations["queryExtendedBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/extended-bookings/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count extended bookings
         * @description Counts the bookings that match a filter.
         */
        post: operations["countExtendedBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/confirmation/{bookingId}:confirmOrDecline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm or decline booking
         * @description Confirms or declines a booking by its availability: a booking whose slot is still free is confirmed, otherwise declined. For custom checkout flows; give the current payment status.
         */
        post: operations["confirmOrDeclineBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/bookings/confirmOrDecline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk confirm or decline booking
         * @description Confirms or declines up to 300 bookings, each by its availability.
         */
        post: operations["bulkConfirmOrDeclineBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create booking
         * @description Creates a booking. For appointments give the slot in `bookedEntity.slot` (as returned by the time slot calls); for classes give `bookedEntity.slot.eventId`; for courses `bookedEntity.schedule.scheduleId`. Give `totalParticipants` or `participantsChoices`. Bookings start as `CREATED`; only callers with Manage Bookings permission may set another status or skip validations.
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/bookings/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create booking
         * @description Creates up to 40 bookings, each like Create Booking.
         */
        post: operations["bulkCreateBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reschedule booking
         * @description Moves a booking to another slot of the same service, optionally changing the participants. Give the current `revision`. The service rescheduling policy applies unless `flowControlSettings.ignoreReschedulePolicy`.
         */
        post: operations["rescheduleBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm booking
         * @description Confirms a `PENDING` booking, so it appears in the business calendar. Give the current `revision`.
         */
        post: operations["confirmBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline booking
         * @description Declines a `PENDING` booking. Give the current `revision`.
         */
        post: operations["declineBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel booking
         * @description Cancels a booking. The service's cancellation policy applies unless `flowControlSettings.ignoreCancellationPolicy`. Give the current `revision`.
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/mark_booking_as_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark booking as pending
         * @description Sets a booking to `PENDING`, so the business confirms or declines it manually. Give the current `revision`.
         */
        post: operations["markBookingAsPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/update_number_of_participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update number of participants
         * @description Changes the number of participants of a booking: `totalParticipants`, or `participantsChoices` for services with variants. Give the current `revision`.
         */
        post: operations["updateNumberOfParticipants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{bookingId}/set-booking-submission-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set booking submission ID
         * @description Sets the booking's `formSubmissionId`: the form submission the customer filled in for it.
         */
        post: operations["setBookingSubmissionId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{id}/update_extended_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update extended fields
         * @description Sets the extended fields of one app namespace on a booking. The SDK names the first argument `_id`; it is `id` here (argument names are identifiers without a leading underscore).
         */
        post: operations["updateExtendedFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create multi-service booking
         * @description Creates 2 to 8 single-service bookings and combines them in a multi-service booking (for example a spa package). Each booking is specified like in Create Booking; `multiServiceBookingType` says how they relate in time.
         */
        post: operations["createMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reschedule multi-service booking
         * @description Reschedules all single-service bookings of a multi-service booking; list every booking with its new slot and current revision. Supported when one staff member provides all services.
         */
        post: operations["rescheduleMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}/get_availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get multi-service booking availability
         * @description Checks whether all single-service bookings of a multi-service booking are still bookable, for example before confirming it.
         */
        post: operations["getMultiServiceBookingAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel multi-service booking
         * @description Cancels all single-service bookings of a multi-service booking.
         */
        post: operations["cancelMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}/mark_as_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark multi-service booking as pending
         * @description Sets all single-service bookings of a multi-service booking to `PENDING`.
         */
        post: operations["markMultiServiceBookingAsPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm multi-service booking
         * @description Confirms all single-service bookings of a multi-service booking.
         */
        post: operations["confirmMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline multi-service booking
         * @description Declines all single-service bookings of a multi-service booking.
         */
        post: operations["declineMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/multi_service_bookings/get_allowed_actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk get multi-service booking allowed actions
         * @description Retrieves, for up to 50 multi-service bookings, whether the customer may cancel or reschedule them.
         */
        post: operations["bulkGetMultiServiceBookingAllowedActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/{multiServiceBookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get multi-service booking
         * @description Retrieves a multi-service booking and its single-service bookings.
         */
        get: operations["getMultiServiceBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/add_bookings_to_multi_service_booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add bookings to multi-service booking
         * @description Adds existing single-service bookings to a multi-service booking.
         */
        post: operations["addBookingsToMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multi_service_bookings/remove_bookings_from_multi_service_booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove bookings from multi-service booking
         * @description Removes single-service bookings from a multi-service booking; they remain as separate bookings.
         */
        post: operations["removeBookingsFromMultiServiceBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    serviceCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Service created
         * @description Triggered when a service is created.
         */
        post: operations["onServiceCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    serviceUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Service updated
         * @description Triggered when a service is updated, including its locations, pricing plans, slug and add-on groups.
         */
        post: operations["onServiceUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    serviceDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Service deleted
         * @description Triggered when a service is deleted.
         */
        post: operations["onServiceDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    categoryCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Category created
         * @description Triggered when a service category is created (Categories V2).
         */
        post: operations["onCategoryCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    categoryUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Category updated
         * @description Triggered when a service category is updated, including when categories are reordered.
         */
        post: operations["onCategoryUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    categoryDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Category deleted
         * @description Triggered when a service category is deleted.
         */
        post: operations["onCategoryDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingPolicyCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking policy created
         * @description Triggered when a booking policy is created.
         */
        post: operations["onBookingPolicyCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingPolicyUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking policy updated
         * @description Triggered when a booking policy is updated, including when it becomes or stops being the site's default policy.
         */
        post: operations["onBookingPolicyUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingPolicyDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking policy deleted
         * @description Triggered when a booking policy is deleted; its services move to the default policy.
         */
        post: operations["onBookingPolicyDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingPolicyDefaultBookingPolicySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Default booking policy set
         * @description Triggered when the site's default booking policy changes. Update events for both policies follow.
         */
        post: operations["onBookingPolicyDefaultBookingPolicySet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking created
         * @description Triggered when a booking is created.
         */
        post: operations["onBookingCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking updated
         * @description Triggered when a booking is updated, including status and schedule changes.
         */
        post: operations["onBookingUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking confirmed
         * @description Triggered when a booking is confirmed.
         */
        post: operations["onBookingConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingDeclined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking declined
         * @description Triggered when a booking is declined.
         */
        post: operations["onBookingDeclined"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingCanceled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking canceled
         * @description Triggered when a booking is canceled.
         */
        post: operations["onBookingCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingRescheduled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking rescheduled
         * @description Triggered when a booking is rescheduled; carries the previous slot and its start and end dates.
         */
        post: operations["onBookingRescheduled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingNumberOfParticipantsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking number of participants updated
         * @description Triggered when the number of participants of a booking changes.
         */
        post: operations["onBookingNumberOfParticipantsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bookingMarkedAsPending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking marked as pending
         * @description Triggered when a booking is set to `PENDING` (SDK event, in addition to the seed list).
         */
        post: operations["onBookingMarkedAsPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    staffMemberCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff member created
         * @description Triggered when a staff member is created.
         */
        post: operations["onStaffMemberCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    staffMemberUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff member updated
         * @description Triggered when a staff member is updated.
         */
        post: operations["onStaffMemberUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    staffMemberDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff member deleted
         * @description Triggered when a staff member is deleted.
         */
        post: operations["onStaffMemberDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    resourceCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resource created
         * @description Triggered when a resource is created.
         */
        post: operations["onResourceCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    resourceUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resource updated
         * @description Triggered when a resource is updated.
         */
        post: operations["onResourceUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    resourceDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resource deleted
         * @description Triggered when a resource is deleted.
         */
        post: operations["onResourceDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    resourceTypeCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resource type created
         * @description Triggered when a resource type is created.
         */
        post: operations["onResourceTypeCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    resourceTypeUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resource type updated
         * @description Triggered when a resource type is updated.
         */
        post: operations["onResourceTypeUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    resourceTypeDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resource type deleted
         * @description Triggered when a resource type is deleted.
         */
        post: operations["onResourceTypeDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The platform's error body. */
        ApiErrorBody: {
            message?: string;
            details?: {
                applicationError?: {
                    /** @description Application error code from the catalogue. */
                    code?: string;
                    description?: string;
                    data?: {
                        [key: string]: unknown;
                    };
                };
                validationError?: {
                    fieldViolations?: {
                        /** @description The request field, e.g. `paging.limit`. */
                        field?: string;
                        description?: string;
                        violatedRule?: string;
                        ruleName?: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description A physical address. The SDK form renames formattedAddress → formatted, geocode → location, addressLine → addressLine1. */
        Address: PostalAddress;
        /** @description A contact's address as booking contact details carry it. Unlike other addresses it is not converted: the platform's SDK sends and returns it with the wire field names (addressLine, formattedAddress, geocode). */
        ContactAddress: {
            /** @description 2-letter country code (ISO-3166 alpha-2). */
            country?: string;
            /** @description Subdivision code (ISO-3166 alpha-2 subdivision). */
            subdivision?: string;
            city?: string;
            postalCode?: string;
            /** @description Main address line, usually street and number. */
            addressLine?: string;
            /** @description Free text for the unit, floor or building. */
            addressLine2?: string;
            streetAddress?: components["schemas"]["StreetAddress"];
            /** @description The full address as one line. */
            formattedAddress?: string;
            /** @description Free text to help find the address. */
            hint?: string;
            /** @description Geographic coordinates, as the wire has them. */
            geocode?: {
                /** @description Latitude, -90 to 90. */
                latitude?: number;
                /** @description Longitude, -180 to 180. */
                longitude?: number;
            };
            countryFullname?: string;
            subdivisionFullname?: string;
        };
        StreetAddress: {
            number?: string;
            name?: string;
            apt?: string;
            formattedAddressLine?: string;
        };
        /** @description Geographic coordinates. */
        AddressLocation: {
            /** @description Latitude, -90 to 90. */
            latitude?: number;
            /** @description Longitude, -180 to 180. */
            longitude?: number;
        };
        /** @description An image in the platform's media manager. */
        Image: ImageRef;
        /** @description A page URL; the SDK form is the full URL string. */
        PageUrl: string;
        Money: {
            /** @description Amount as a decimal string, for example "25.00". */
            value?: string;
            /** @description 3-letter ISO-4217 currency code. */
            currency?: string;
            formattedValue?: string;
        };
        Paging: {
            limit?: number;
            offset?: number;
        };
        CursorPaging: {
            limit?: number;
            /** @description Cursor from the previous page's pagingMetadata.cursors.next. */
            cursor?: string;
        };
        Cursors: {
            next?: string;
            prev?: string;
        };
        PagingMetadata: {
            count?: number;
            offset?: number;
            total?: number;
            tooManyToCount?: boolean;
            cursors?: components["schemas"]["Cursors"];
            hasNext?: boolean;
        };
        /**
         * @description Sort direction.
         * @enum {string}
         */
        SortOrder: "ASC" | "DESC";
        Sorting: {
            fieldName?: string;
            order?: components["schemas"]["SortOrder"];
        };
        /** @description A platform filter, for example {"status": {"$in": ["CONFIRMED"]}}; its fields depend on the entity queried. */
        Filter: {
            [key: string]: unknown;
        };
        /** @description Query with offset paging. */
        QueryV2: {
            filter?: components["schemas"]["Filter"];
            sort?: components["schemas"]["Sorting"][];
            paging?: components["schemas"]["Paging"];
            fields?: string[];
            fieldsets?: string[];
        };
        /** @description Query with cursor paging. */
        CursorQuery: {
            filter?: components["schemas"]["Filter"];
            sort?: components["schemas"]["Sorting"][];
            cursorPaging?: components["schemas"]["CursorPaging"];
        };
        /** @description Data of other apps, by namespace. */
        ExtendedFields: {
            namespaces?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * @description Who performed the action that caused an event.
         * @enum {string}
         */
        IdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        IdentificationData: {
            contactId?: string;
            anonymousVisitorId?: string;
            memberId?: string;
            wixUserId?: string;
            appId?: string;
            identityType?: components["schemas"]["IdentityType"];
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Fully qualified name of the entity, for example wix.bookings.v2.booking. */
            entityFqdn?: string;
            /** @description Event name, for example created. */
            slug?: string;
            accountInfo?: {
                accountId?: string;
                parentAccountId?: string;
                siteId?: string;
            };
            /** @description Event id. */
            id?: string;
            entityId?: string;
            /** Format: date-time */
            eventTime?: Date;
            triggeredByAnonymizeRequest?: boolean;
            originatedFrom?: string;
            identity?: components["schemas"]["IdentificationData"];
            entityEventSequence?: string;
            instanceId?: string;
            eventType?: string;
        };
        /** @description Whether to notify the participants of a change, and the message to send them. */
        ParticipantNotification: {
            notifyParticipants?: boolean;
            /** @description Custom message for the participants. */
            message?: string;
        };
        /**
         * @description Where a session takes place.
         * @enum {string}
         */
        LocationType: "BUSINESS" | "CUSTOM" | "CUSTOMER";
        /**
         * @description A day of the week.
         * @enum {string}
         */
        DayOfWeek: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
        /**
         * @description Appointment (one-to-one, scheduled by the customer), class (scheduled sessions), course (a set of sessions booked together).
         * @enum {string}
         */
        ServiceType: "APPOINTMENT" | "CLASS" | "COURSE";
        /**
         * @description How a booking is paid.
         * @enum {string}
         */
        PaymentOptionType: "FULL_PAYMENT_ONLINE" | "FULL_PAYMENT_OFFLINE" | "MEMBERSHIP" | "DEPOSIT_ONLINE" | "MEMBERSHIP_OFFLINE" | "MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER";
        /** @description An offering that a business provides to its customers: an appointment, a class or a course. */
        Service: {
            /** @description Service ID (GUID). Set by the platform when the service is created; send it back when updating. */
            id?: string;
            /** @description ID of the app the service belongs to. Default: the Wix Bookings app ID `13d21c63-b5ec-5912-8397-c3a5ddb27a97`. Services appear in Wix Bookings only if they belong to the Bookings app or have no app ID. Immutable. */
            appId?: string;
            /** @description ID of the app that created the service (the caller app, else `appId`, else the Bookings app). */
            readonly createdByAppId?: string;
            /** @description Service type: appointment, class or course. */
            type?: components["schemas"]["ServiceType"];
            /** @description Order of the service within its category. */
            sortOrder?: number;
            /** @description Service name. */
            name?: string;
            /** @description Service description, for example `High-class hair styling, cuts, straightening and color`. */
            description?: string;
            /** @description Short service description, such as `Hair styling`. */
            tagLine?: string;
            /** @description Default maximum number of customers that can book the service. */
            defaultCapacity?: number;
            /** @description Images of the service. */
            media?: components["schemas"]["ServiceMedia"];
            /** @description Whether the service is hidden from the Bookings pages and widgets of the site. */
            hidden?: boolean;
            /** @description Category of the service. A service without a category is not shown on the live site. */
            category?: components["schemas"]["ServiceCategory"];
            /** @description Booking form customers fill out when booking the service. */
            form?: components["schemas"]["ServiceForm"];
            /** @description Price and payment options of the service. */
            payment?: components["schemas"]["ServicePayment"];
            /** @description Online booking settings. */
            onlineBooking?: components["schemas"]["ServiceOnlineBooking"];
            /** @description Conferencing options of the service. */
            conferencing?: components["schemas"]["ServiceConferencing"];
            /** @description Locations where the service is offered. Change them with Set Service Locations. */
            locations?: components["schemas"]["ServiceLocation"][];
            /** @description Booking policy of the service: the rules under which it can be booked, canceled and rescheduled. */
            bookingPolicy?: components["schemas"]["BookingPolicy"];
            /** @description The service's schedule, which holds its sessions, and its availability constraints. */
            schedule?: components["schemas"]["ServiceSchedule"];
            /** @description IDs of the resources of the staff members who provide the service (resource IDs, not staff member IDs). Set for appointments; derived from the recurring sessions for classes and courses. */
            staffMemberIds?: string[];
            /**
             * @deprecated
             * @description Deprecated: staff members providing the service. Use `staffMemberDetails`.
             */
            readonly staffMembers?: components["schemas"]["ServiceStaffMember"][];
            /** @description Staff members providing the service. Returned only with the `STAFF_MEMBER_DETAILS` conditional field. */
            staffMemberDetails?: components["schemas"]["ServiceStaffMemberDetails"];
            /**
             * @deprecated
             * @description Deprecated: resource groups required to book the service. Use `serviceResources`.
             */
            readonly resourceGroups?: components["schemas"]["ServiceResourceGroup"][];
            /** @description Resources (for example rooms or equipment) that must be available to book the service. */
            serviceResources?: components["schemas"]["ServiceResource"][];
            /** @description Slugs the service's pages answer to: past names kept for backward compatibility and the custom slug, if any. */
            readonly supportedSlugs?: components["schemas"]["ServiceSlug"][];
            /** @description Active slug of the service. */
            readonly mainSlug?: components["schemas"]["ServiceSlug"];
            /** @description URLs of the service page, the booking page and the calendar page. */
            readonly urls?: components["schemas"]["ServiceUrls"];
            /** @description Custom data of other apps, by namespace. */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Custom SEO data of the service page. */
            seoData?: components["schemas"]["ServiceSeoSchema"];
            /**
             * Format: date-time
             * @description Date and time the service was created.
             */
            readonly createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the service was last updated.
             */
            readonly updatedDate?: Date;
            /** @description Revision number, incremented on every update (an int64 as a decimal string). Send the current revision when updating. */
            revision?: string;
            /** @description Add-on groups of the service. */
            addOnGroups?: components["schemas"]["AddOnGroup"][];
            /** @description The add-ons customers can choose when booking the service. */
            readonly addOnDetails?: components["schemas"]["AddOnDetails"][];
            /** @description Address used to calculate tax. */
            taxableAddress?: components["schemas"]["ServiceTaxableAddress"];
            /** @description ID of the resource type whose resources drive availability of this appointment service. Default: the staff resource type. */
            primaryResourceType?: string;
        };
        /** @description Media of a service. */
        ServiceMedia: {
            /** @description Media items of the service. */
            items?: components["schemas"]["ServiceMediaItem"][];
            /** @description Primary media of the service. */
            mainMedia?: components["schemas"]["ServiceMediaItem"];
            /** @description Cover media of the service. */
            coverMedia?: components["schemas"]["ServiceMediaItem"];
        };
        /** @description A media item; currently always an image. */
        ServiceMediaItem: {
            /** @description An image of the service. */
            image?: components["schemas"]["Image"];
        };
        /** @description The category of a service (Services V2 `V2Category`). */
        ServiceCategory: {
            /** @description Category ID. */
            id?: string;
            /** @description Category name. */
            readonly name?: string;
            /** @description Position of the category in the category list. */
            readonly sortOrder?: number;
        };
        /** @description The booking form of a service. */
        ServiceForm: {
            /** @description ID of the booking form. `00000000-0000-0000-0000-000000000000` is the default booking form of the site. */
            id?: string;
        };
        /** @description Price and payment options of a service. Exactly one of `fixed`, `custom`, `varied`, `subscription` is set, matching `rateType`. */
        ServicePayment: {
            /** @description How the service is priced; selects which of `fixed`, `custom`, `varied` or `subscription` applies. */
            rateType?: components["schemas"]["ServiceRateType"];
            /** @description Fixed price. Required when `rateType` is `FIXED`. */
            fixed?: components["schemas"]["ServiceFixedPayment"];
            /** @description Custom price description. Required when `rateType` is `CUSTOM`. */
            custom?: components["schemas"]["ServiceCustomPayment"];
            /** @description Varied pricing (service variants). Required when `rateType` is `VARIED`. */
            varied?: components["schemas"]["ServiceVariedPayment"];
            /** @description Recurring payments, for courses only. Required when `rateType` is `SUBSCRIPTION`. */
            subscription?: components["schemas"]["ServiceSubscriptionPayment"];
            /** @description Payment options customers can use. */
            options?: components["schemas"]["ServicePaymentOptions"];
            /** @description IDs of the pricing plans that can pay for the service. Change them with Enable/Disable Pricing Plans For Service. */
            readonly pricingPlanIds?: string[];
            /** @description How customers pay for add-ons when they pay for the booking with a pricing plan. */
            addOnOption?: components["schemas"]["AddOnPaymentOptions"];
            /** @description Estimated discount from active eCommerce discounts. Returned only with `DISCOUNT_INFO_DETAILS`. */
            readonly discountInfo?: components["schemas"]["ServiceDiscountInfo"];
        };
        /** @description A fixed price. */
        ServiceFixedPayment: {
            /** @description Price required to book the service. */
            price?: components["schemas"]["Money"];
            /** @description Deposit required to book the service (when `options.deposit` is `true`). */
            deposit?: components["schemas"]["Money"];
            /** @description Whether customers can pay the full price upfront instead of only the deposit. Default `false`. */
            fullUpfrontPaymentAllowed?: boolean;
        };
        /** @description A custom price. */
        ServiceCustomPayment: {
            /** @description Text explaining to the customer how to pay, for example `Price on request`. */
            description?: string;
        };
        /** @description Varied pricing: a set of prices that depend on service variants. */
        ServiceVariedPayment: {
            /** @description Price of the service without variants, and default price of new variants. */
            defaultPrice?: components["schemas"]["Money"];
            /** @description Deposit required to book the service (when `options.deposit` is `true`). */
            deposit?: components["schemas"]["Money"];
            /** @description Lowest price among the variants. */
            readonly minPrice?: components["schemas"]["Money"];
            /** @description Highest price among the variants. */
            readonly maxPrice?: components["schemas"]["Money"];
            /** @description Whether customers can pay the full price upfront instead of only the deposit. Default `false`. */
            fullUpfrontPaymentAllowed?: boolean;
        };
        /** @description Recurring (subscription) pricing of a course. */
        ServiceSubscriptionPayment: {
            /** @description Base price charged per billing cycle, before tax and discounts. */
            amountPerBillingCycle?: components["schemas"]["Money"];
            /** @description Billing frequency. */
            frequency?: components["schemas"]["ServiceSubscriptionFrequency"];
            /** @description Number of billing cycles, for example `12`. */
            totalPayments?: number;
            /** @description When the first billing cycle is charged. */
            firstChargeDate?: components["schemas"]["ServiceFirstChargeDateType"];
            /**
             * Format: date-time
             * @description Date and time recurring billing starts.
             */
            recurringStartDate?: Date;
            /**
             * @deprecated
             * @description Deprecated.
             */
            enrollmentFeeAmount?: components["schemas"]["Money"];
        };
        /** @description How customers can pay for a service. For `FIXED` and `VARIED` at least one of `online`, `inPerson`, `pricingPlan` is `true`. */
        ServicePaymentOptions: {
            /** @description Customers can pay online. Requires `rateType` `FIXED`, `VARIED` or `SUBSCRIPTION` with a price. */
            online?: boolean;
            /** @description Customers can pay in person. */
            inPerson?: boolean;
            /** @description A deposit must be paid online to book. Requires `online` and not `inPerson`, and a `deposit` amount. */
            deposit?: boolean;
            /** @description Customers can pay with a pricing plan. */
            pricingPlan?: boolean;
        };
        /** @description Estimated discount of a service from active eCommerce discounts. */
        ServiceDiscountInfo: {
            /** @description Name of the discount, for example `Summer Sale - 20% Off`. */
            discountName?: string;
            /** @description Estimated price after the discount. */
            priceAfterDiscount?: components["schemas"]["Money"];
        };
        /** @description Online booking settings of a service. */
        ServiceOnlineBooking: {
            /** @description Whether the service can be booked online. */
            enabled?: boolean;
            /** @description Whether bookings need the business to approve them. */
            requireManualApproval?: boolean;
            /** @description Whether several customers can request the same slot (with manual approval). */
            allowMultipleRequests?: boolean;
        };
        /** @description Conferencing options of a service. */
        ServiceConferencing: {
            /** @description Whether a conference link is generated for the sessions. */
            enabled?: boolean;
        };
        /** @description A location where a service is offered. */
        ServiceLocation: {
            /** @description Location ID. */
            readonly id?: string;
            /** @description Location type. Default `CUSTOM`. */
            type?: components["schemas"]["ServiceLocationType"];
            /** @description The business location. Required when `type` is `BUSINESS`. */
            business?: components["schemas"]["ServiceBusinessLocationOptions"];
            /** @description The custom location. Required when `type` is `CUSTOM`. */
            custom?: components["schemas"]["ServiceCustomLocationOptions"];
            /** @description Address of the location; empty for `CUSTOMER` locations. */
            readonly calculatedAddress?: components["schemas"]["Address"];
        };
        /** @description A business location of the site. */
        ServiceBusinessLocationOptions: {
            /** @description ID of the business location. When setting a business location, give only the ID. */
            id?: string;
            /** @description Business location name. */
            readonly name?: string;
            /** @description Whether this is the default location of the site. */
            readonly default?: boolean;
            /** @description Business location address. */
            readonly address?: components["schemas"]["Address"];
            /** @description Business location email. */
            readonly email?: string;
            /** @description Business location phone. */
            readonly phone?: string;
        };
        /** @description A location set by the business that is not one of its business locations. */
        ServiceCustomLocationOptions: {
            /** @description ID of the custom location. */
            readonly id?: string;
            /** @description Address of the custom location. */
            address?: components["schemas"]["Address"];
        };
        /** @description The schedule of a service. */
        ServiceSchedule: {
            /** @description ID of the schedule the service's events belong to. */
            readonly id?: string;
            /**
             * Format: date-time
             * @description Start of the first session. Courses only.
             */
            readonly firstSessionStart?: Date;
            /**
             * Format: date-time
             * @description End of the last session. Courses only.
             */
            readonly lastSessionEnd?: Date;
            /** @description Limits on the availability of the service. */
            availabilityConstraints?: components["schemas"]["ServiceAvailabilityConstraints"];
        };
        /** @description Limits on the availability of a service. */
        ServiceAvailabilityConstraints: {
            /** @description All supported session durations (calculated). */
            readonly durations?: components["schemas"]["ServiceDuration"][];
            /** @description Supported session durations in minutes. Set for appointments only. */
            sessionDurations?: number[];
            /** @description Minutes between the end of a session and the start of the next. */
            timeBetweenSessions?: number;
            /** @description Range of durations the customer picks from, instead of fixed `sessionDurations`. */
            durationRange?: components["schemas"]["ServiceDurationRange"];
        };
        /** @description A session duration. */
        ServiceDuration: {
            /** @description Duration in minutes. */
            minutes?: number;
        };
        /** @description A duration range the customer chooses from (for example rentals). */
        ServiceDurationRange: {
            /** @description Unit of the range; selects `hourOptions` or `dayOptions`. */
            unitType?: components["schemas"]["ServiceDurationUnitType"];
            /** @description Range in minutes, when `unitType` is `HOUR`. */
            hourOptions?: components["schemas"]["ServiceHourlyDurationConfig"];
            /** @description Range in days, when `unitType` is `DAY`. */
            dayOptions?: components["schemas"]["ServiceDailyDurationConfig"];
        };
        /** @description Hourly duration range. */
        ServiceHourlyDurationConfig: {
            /** @description Shortest bookable duration in minutes. */
            minDurationInMinutes?: number;
            /** @description Longest bookable duration in minutes. */
            maxDurationInMinutes?: number;
        };
        /** @description Daily duration range. */
        ServiceDailyDurationConfig: {
            /** @description Shortest bookable duration in days. */
            minDurationInDays?: number;
            /** @description Longest bookable duration in days. */
            maxDurationInDays?: number;
        };
        /** @description Staff members of a service. */
        ServiceStaffMemberDetails: {
            /** @description Staff members providing the service. Appointments only. */
            staffMembers?: components["schemas"]["ServiceStaffMember"][];
        };
        /** @description A staff member providing a service. */
        ServiceStaffMember: {
            /** @description ID of the resource of the staff member (matches `staffMemberIds`). */
            readonly staffMemberId?: string;
            /** @description Name of the staff member. */
            readonly name?: string;
            /** @description Main media of the staff member. */
            readonly mainMedia?: components["schemas"]["ServiceStaffMediaItem"];
        };
        /** @description A media item of a staff member. */
        ServiceStaffMediaItem: {
            /** @description Image of the staff member. */
            image?: components["schemas"]["Image"];
        };
        /** @description Deprecated: a group of resources required to book a service. */
        ServiceResourceGroup: {
            /** @description ID of the resource group. */
            resourceGroupId?: string;
            /** @description IDs of the resources of the group. */
            resourceIds?: components["schemas"]["ServiceResourceIds"];
            /** @description How many of the resources are required to book the service. Default `1`. */
            requiredResourcesNumber?: number;
            /** @description Whether the customer selects the resources when booking. */
            readonly selectableResource?: boolean;
        };
        /** @description A list of resource IDs. */
        ServiceResourceIds: {
            /** @description Resource IDs. */
            values?: string[];
        };
        /** @description A resource type (and optionally specific resources) that must be available to book a service. */
        ServiceResource: {
            /** @description Specific resources of the type; when not set, every resource of the type is eligible. */
            resourceIds?: components["schemas"]["ServiceResourceIds"];
            /** @description The required resource type. */
            resourceType?: components["schemas"]["ServiceResourceType"];
            /** @description The resources assigned. Returned only with the `RESOURCE_DETAILS` conditional field. */
            readonly resourceDetails?: components["schemas"]["ServiceResourceDetails"];
        };
        /** @description A resource type required by a service. */
        ServiceResourceType: {
            /** @description Resource type ID. */
            id?: string;
            /** @description Resource type name. Returned only with the `RESOURCE_TYPE_DETAILS` conditional field. */
            readonly name?: string;
        };
        /** @description Resources assigned to a service resource. */
        ServiceResourceDetails: {
            /** @description Resources assigned. */
            resources?: components["schemas"]["ServiceResourceInfo"][];
        };
        /** @description A resource assigned to a service resource. */
        ServiceResourceInfo: {
            /** @description Resource ID. */
            readonly id?: string;
            /** @description Resource name, for example `Room A`. */
            readonly name?: string;
        };
        /** @description A slug of a service. */
        ServiceSlug: {
            /** @description The slug: the last part of the service page URL, for example `service-1`. */
            name?: string;
            /** @description Whether the business owner set the slug (otherwise it was generated from the service name). */
            readonly custom?: boolean;
            /**
             * Format: date-time
             * @description Date and time the slug was created.
             */
            readonly createdDate?: Date;
        };
        /** @description URLs of the pages of a service. */
        ServiceUrls: {
            /** @description URL of the service page. */
            servicePage?: components["schemas"]["PageUrl"];
            /** @description URL of the booking entry point (the calendar or the service page). */
            bookingPage?: components["schemas"]["PageUrl"];
            /** @description URL of the booking calendar; empty when there is no calendar. */
            calendarPage?: components["schemas"]["PageUrl"];
        };
        /** @description Custom SEO data of a page. It overrides other sources of tags and goes into the HTML `<head>`. */
        ServiceSeoSchema: {
            /** @description SEO tags. */
            tags?: components["schemas"]["ServiceSeoTag"][];
            /** @description SEO settings. */
            settings?: components["schemas"]["ServiceSeoSettings"];
        };
        /** @description An SEO tag. */
        ServiceSeoTag: {
            /** @description Tag type: `title`, `meta`, `script` or `link`. */
            type?: string;
            /** @description Tag attributes, for example `{"name": "description", "content": "..."}`. */
            props?: {
                [key: string]: unknown;
            };
            /** @description Tag metadata, for example `{"height": 300, "width": 240}`. */
            meta?: {
                [key: string]: unknown;
            };
            /** @description Inner content of the tag. */
            children?: string;
            /** @description Whether the tag is one of the site's custom (advanced) tags. */
            custom?: boolean;
            /** @description Whether the tag is disabled. */
            disabled?: boolean;
        };
        /** @description SEO settings of a page. */
        ServiceSeoSettings: {
            /** @description Whether the automatic redirect from the old URL to the new one is disabled. Default `false`. */
            preventAutoRedirect?: boolean;
            /** @description Keywords of the page. */
            keywords?: components["schemas"]["ServiceSeoKeyword"][];
        };
        /** @description An SEO keyword. */
        ServiceSeoKeyword: {
            /** @description Keyword. */
            term?: string;
            /** @description Whether this is the main focus keyword. */
            isMain?: boolean;
            /** @description Source that added the keyword. */
            origin?: string;
        };
        /** @description The address used to calculate tax for a service. */
        ServiceTaxableAddress: {
            /** @description Which address is taxed. */
            taxableAddressType?: components["schemas"]["ServiceTaxableAddressType"];
        };
        /** @description A group of add-ons of a service, from which customers choose when booking. */
        AddOnGroup: {
            /** @description Add-on group ID, set by the platform when the group is created; an update names the group by it. */
            id?: string;
            /** @description Add-on group name. */
            name?: string;
            /** @description Maximum number of different add-ons of the group a customer can choose. No limit when empty. */
            maxNumberOfAddOns?: number;
            /** @description IDs of the add-ons in the group, in display order. */
            addOnIds?: string[];
            /** @description Instructions shown to customers, for example `Choose up to 2 extras`. */
            prompt?: string;
        };
        /** @description An add-on customers can choose when booking a service. */
        AddOnDetails: {
            /** @description Add-on ID. */
            addOnId?: string;
            /** @description Minutes the add-on adds to the session; empty for quantity-based add-ons. */
            durationInMinutes?: number;
        };
        /** @description An add-on group with its add-ons. */
        AddOnGroupDetail: {
            /** @description Add-on group ID. */
            groupId?: string;
            /** @description Maximum number of add-ons customers can choose from the group. */
            maxNumberOfAddOns?: number;
            /** @description Group name shown to customers. */
            groupName?: string;
            /** @description Add-ons of the group, in display order. */
            addOns?: components["schemas"]["AddOn"][];
            /** @description Instructions shown to customers. */
            prompt?: string;
            /** @description Translated group name. */
            groupNameTranslated?: string;
            /** @description Translated prompt. */
            promptTranslated?: string;
        };
        /** @description An add-on in an add-on group. Either `durationInMinutes` or `maxQuantity` is set. */
        AddOn: {
            /** @description Add-on ID. */
            addOnId?: string;
            /** @description Add-on name shown to customers. */
            name?: string;
            /** @description Add-on price. */
            price?: components["schemas"]["Money"];
            /** @description Translated add-on name. */
            nameTranslated?: string;
            /** @description Minutes a duration-based add-on adds to the session. */
            durationInMinutes?: number;
            /** @description Maximum quantity of a quantity-based add-on. */
            maxQuantity?: number;
        };
        /** @description Rules under which a service can be booked, canceled and rescheduled. Each sub-policy is disabled by default; a sub-policy is updated as a whole. */
        BookingPolicy: {
            /** @description Booking policy ID. */
            id?: string;
            /** @description Revision number, incremented on every update (an int64 as a decimal string). */
            readonly revision?: string;
            /**
             * Format: date-time
             * @description Date and time the policy was created.
             */
            readonly createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the policy was last updated.
             */
            readonly updatedDate?: Date;
            /** @description ID of the app the policy belongs to. */
            appId?: string;
            /** @description ID of the app that created the policy. */
            readonly createdByAppId?: string;
            /** @description Policy name. */
            name?: string;
            /** @description Policy text shown to customers. */
            customPolicyDescription?: components["schemas"]["BookingPolicyDescription"];
            /** @description Whether this is the default policy of the site. */
            readonly default?: boolean;
            /** @description How early customers can book. */
            limitEarlyBookingPolicy?: components["schemas"]["LimitEarlyBookingPolicy"];
            /** @description How late customers can book. */
            limitLateBookingPolicy?: components["schemas"]["LimitLateBookingPolicy"];
            /** @description Whether customers can book after the schedule started. */
            bookAfterStartPolicy?: components["schemas"]["BookAfterStartPolicy"];
            /** @description Whether and until when customers can cancel. */
            cancellationPolicy?: components["schemas"]["CancellationPolicy"];
            /** @description Whether and until when customers can reschedule. */
            reschedulePolicy?: components["schemas"]["ReschedulePolicy"];
            /** @description Waitlist of fully booked sessions. */
            waitlistPolicy?: components["schemas"]["WaitlistPolicy"];
            /** @description Participants per booking. */
            participantsPolicy?: components["schemas"]["ParticipantsPolicy"];
            /** @description How resources (for example staff members) are allocated. */
            resourcesPolicy?: components["schemas"]["BookingPolicyResources"];
            /** @description Cancellation fees. */
            cancellationFeePolicy?: components["schemas"]["CancellationFeePolicy"];
            /** @description Whether the card of the customer is saved. */
            saveCreditCardPolicy?: components["schemas"]["SaveCreditCardPolicy"];
            /** @description How a staff member is chosen when several are available. */
            staffSortingPolicy?: components["schemas"]["BookingPolicyStaffSorting"];
            /** @description Intake form presented to customers. */
            intakeFormPolicy?: components["schemas"]["IntakeFormPolicy"];
            /** @description Custom data of other apps, by namespace. */
            extendedFields?: components["schemas"]["ExtendedFields"];
        };
        /** @description A description of a booking policy, shown to customers. */
        BookingPolicyDescription: {
            /** @description Whether the description is shown. Default `false`. */
            enabled?: boolean;
            /** @description The text shown. */
            description?: string;
        };
        /** @description Limit on early bookings. */
        LimitEarlyBookingPolicy: {
            /** @description Whether there is a limit on how early customers can book. Default `false`. */
            enabled?: boolean;
            /** @description Maximum minutes before the session start a booking can be made. Default 10080 (7 days). */
            earliestBookingInMinutes?: number;
        };
        /** @description Limit on late bookings. Cannot be enabled together with `bookAfterStartPolicy`. */
        LimitLateBookingPolicy: {
            /** @description Whether there is a limit on how late customers can book. Default `false`. */
            enabled?: boolean;
            /** @description Minimum minutes before the session start a booking can be made. Default 1440 (1 day). */
            latestBookingInMinutes?: number;
        };
        /** @description Booking after the start of the schedule. */
        BookAfterStartPolicy: {
            /** @description Whether customers can book after the schedule started. Default `false`. */
            enabled?: boolean;
        };
        /** @description Cancellation of a booking. */
        CancellationPolicy: {
            /** @description Whether customers can cancel. Default `false`. */
            enabled?: boolean;
            /** @description Whether there is a latest cancellation time. Default `false`. */
            limitLatestCancellation?: boolean;
            /** @description Minimum minutes before the session start a booking can be canceled. Default 1440. */
            latestCancellationInMinutes?: number;
            /** @description Whether visitors who are not members can cancel. Unset means `true`. */
            allowAnonymous?: boolean;
        };
        /** @description Rescheduling of a booking. */
        ReschedulePolicy: {
            /** @description Whether customers can reschedule. Default `false`. */
            enabled?: boolean;
            /** @description Whether there is a latest reschedule time. Default `false`. */
            limitLatestReschedule?: boolean;
            /** @description Minimum minutes before the session start a booking can be rescheduled. Default 1440. */
            latestRescheduleInMinutes?: number;
            /** @description Whether visitors who are not members can reschedule. Unset means `true`. */
            allowAnonymous?: boolean;
        };
        /** @description Waitlist of a session. */
        WaitlistPolicy: {
            /** @description Whether sessions have a waitlist. Default `false`. */
            enabled?: boolean;
            /** @description Number of waitlist spots. Default 10. */
            capacity?: number;
            /** @description Minutes a notified customer has to book a freed spot. Default 10. */
            reservationTimeInMinutes?: number;
        };
        /** @description Participants per booking. */
        ParticipantsPolicy: {
            /** @description Maximum participants per booking. Default 1. */
            maxParticipantsPerBooking?: number;
        };
        /** @description Allocation of resources (for example staff members) to bookings (the SDK `ResourcesPolicy`). */
        BookingPolicyResources: {
            /** @description Whether the policy is enabled. When `false`, the customer always selects a resource. */
            enabled?: boolean;
            /** @description Whether a resource can be assigned automatically. Default `false`. */
            autoAssignAllowed?: boolean;
        };
        /** @description Cancellation fees. */
        CancellationFeePolicy: {
            /** @description Whether canceling incurs a fee. Default `false`. */
            enabled?: boolean;
            /** @description Windows before the session start and the fee charged in each. */
            cancellationWindows?: components["schemas"]["CancellationWindow"][];
            /** @description Whether the fee is collected automatically when the customer cancels. Default `true`. */
            autoCollectFeeEnabled?: boolean;
        };
        /** @description A cancellation fee window. Either `amount` or `percentage` is set. */
        CancellationWindow: {
            /** @description Fixed fee. */
            amount?: components["schemas"]["Money"];
            /** @description Fee as a percentage of the price, for example `"50"`. Greater than 0, at most 100. */
            percentage?: string;
            /** @description The fee applies when the session starts within this many minutes. */
            startInMinutes?: number;
        };
        /** @description Saving the card of the customer. */
        SaveCreditCardPolicy: {
            /** @description Whether the card of the customer is saved. Default `false`. */
            enabled?: boolean;
        };
        /** @description How a staff member is chosen when several are available (the SDK `StaffSortingPolicy`). */
        BookingPolicyStaffSorting: {
            /** @description How staff members are chosen. Default `RANDOM`. */
            sortingMethodType?: components["schemas"]["BookingPolicyStaffSortingMethodType"];
            /** @description Options when `sortingMethodType` is `RANKING`. */
            rankingOptions?: components["schemas"]["BookingPolicyStaffRankingOptions"];
            /** @description Options when `sortingMethodType` is `CUSTOM`. */
            customOptions?: components["schemas"]["BookingPolicyStaffCustomSortingOptions"];
        };
        /** @description Ranking-based staff selection (the SDK `RankingOptions`). */
        BookingPolicyStaffRankingOptions: {
            /** @description Ranking order. Default `LOWEST_TO_HIGHEST`. */
            order?: components["schemas"]["BookingPolicyStaffRankingOrder"];
        };
        /** @description Custom staff selection provided by an app (the SDK `CustomOptions`). */
        BookingPolicyStaffCustomSortingOptions: {
            /** @description ID of the custom sorting implementation. */
            implementationId?: string;
            /** @description ID of the app providing it. */
            appId?: string;
        };
        /** @description Intake form of a service. */
        IntakeFormPolicy: {
            /** @description Whether an intake form is used. Default `false`. */
            enabled?: boolean;
            /** @description ID of the intake form. */
            formId?: string;
            /** @description When the form is presented. */
            timing?: components["schemas"]["IntakeFormTiming"];
            /** @description Whether completing the form is required. */
            completionRequirement?: components["schemas"]["IntakeFormCompletionRequirement"];
        };
        /** @description A change of the default booking policy of the site. */
        DefaultBookingPolicySet: {
            /** @description The new default policy. */
            currentDefaultBookingPolicy?: components["schemas"]["BookingPolicy"];
            /** @description The previous default policy; empty when there was none. */
            previousDefaultBookingPolicy?: components["schemas"]["BookingPolicy"];
        };
        /** @description A booking policy and the services using it. */
        BookingPolicyWithServices: {
            /** @description The booking policy. */
            bookingPolicy?: components["schemas"]["BookingPolicy"];
            /** @description Up to 5 services using the policy. */
            connectedServices?: components["schemas"]["Service"][];
            /** @description Number of services using the policy. */
            totalServiceCount?: number;
        };
        /** @description A booking form and the services using it. */
        BookingForm: {
            /** @description The form. */
            formDetails?: components["schemas"]["BookingFormDetails"];
            /** @description Up to 5 services using the form. */
            connectedServices?: components["schemas"]["BookingFormConnectedService"][];
            /** @description Number of services using the form. */
            totalServiceCount?: number;
        };
        /** @description A booking form (the SDK `FormDetails`). */
        BookingFormDetails: {
            /** @description Form ID. */
            formId?: string;
            /** @description Form name. */
            name?: string;
            /** @description Revision number of the form. */
            readonly revision?: string;
        };
        /** @description A service that uses a booking form (the SDK `ConnectedService`). */
        BookingFormConnectedService: {
            /** @description Service ID. */
            id?: string;
            /** @description Service name. */
            name?: string;
        };
        /** @description A category of services (Categories V2): it orders the services on the live site and in the dashboard. */
        Category: {
            /** @description Category ID. */
            readonly id?: string;
            /** @description Revision number, incremented on every update (an int64 as a decimal string). */
            readonly revision?: string;
            /**
             * Format: date-time
             * @description Date and time the category was created.
             */
            readonly createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the category was last updated.
             */
            readonly updatedDate?: Date;
            /** @description Category name. */
            name?: string;
            /** @description Position of the category in the category list. */
            readonly sortOrder?: number;
            /** @description Custom data of other apps, by namespace. */
            extendedFields?: components["schemas"]["ExtendedFields"];
        };
        /** @description The outcome of one service in a bulk call (the SDK `BulkServiceResult`). */
        ServiceBulkResult: {
            /** @description Outcome of the item. */
            itemMetadata?: components["schemas"]["ServiceBulkItemMetadata"];
            /** @description The service, when `returnEntity` was `true` and the item succeeded. */
            item?: components["schemas"]["Service"];
        };
        /** @description Metadata of one item of a bulk call (the SDK `ItemMetadata`). */
        ServiceBulkItemMetadata: {
            /** @description Service ID, when known. */
            id?: string;
            /** @description Index of the item in the request. */
            originalIndex?: number;
            /** @description Whether the item succeeded; when `false`, `error` is set. */
            success?: boolean;
            /** @description Why the item failed. */
            error?: components["schemas"]["ServiceApplicationError"];
        };
        /** @description An error of one item of a bulk call (the SDK `ApplicationError`). */
        ServiceApplicationError: {
            /** @description Error code. */
            code?: string;
            /** @description Error description. */
            description?: string;
            /** @description Data of the error. */
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description Totals of a bulk call (the SDK `BulkActionMetadata`). */
        ServiceBulkActionMetadata: {
            /** @description Items processed successfully. */
            totalSuccesses?: number;
            /** @description Items that failed. */
            totalFailures?: number;
            /** @description Failures without details (the detail threshold was exceeded). */
            undetailedFailures?: number;
        };
        /** @description A service and the fields of it to update. */
        MaskedService: {
            /** @description The service to update: `id` and `revision` are required. */
            service?: components["schemas"]["Service"];
            /** @description Comma-separated paths of the fields to update, for example `name,defaultCapacity`. */
            mask?: string;
        };
        /** @description Data of the `INVALID_PRICING_PLAN` error. */
        InvalidPricingPlan: {
            /** @description ID of the pricing plan. */
            id?: string;
            /** @description Why the plan is invalid. */
            message?: string;
        };
        /** @description Which services and business locations to consider. */
        QueryLocationsFilter: {
            /** @description Filter on services, as in Query Services. */
            services?: components["schemas"]["Filter"];
            /** @description Business location IDs to return. */
            businessLocationIds?: string[];
        };
        /** @description Business locations of services (the SDK `BusinessLocations`). */
        ServiceBusinessLocations: {
            /** @description Whether a matching service is offered at any of the business locations. */
            exists?: boolean;
            /** @description The business locations. */
            locations?: components["schemas"]["ServiceLocation"][];
        };
        /** @description Custom locations of services (the SDK `CustomLocations`). */
        ServiceCustomLocations: {
            /** @description Whether a matching service is offered at a custom location. */
            exists?: boolean;
        };
        /** @description Customer locations of services (the SDK `CustomerLocations`). */
        ServiceCustomerLocations: {
            /** @description Whether a matching service is offered at the customer's location. */
            exists?: boolean;
        };
        /** @description Which services and categories to consider. */
        QueryCategoriesFilter: {
            /** @description Filter on services, as in Query Services. */
            services?: components["schemas"]["Filter"];
            /** @description Category IDs to return. */
            categoryIds?: string[];
        };
        /** @description What happens to future sessions at locations removed from a service. */
        RemovedLocationSessionsAction: {
            /** @description What to do with future sessions at a removed location. Default `KEEP_AT_CURRENT_LOCATION`. */
            action?: components["schemas"]["RemovedLocationSessionsActionType"];
            /** @description Where to move them, when `action` is `MOVE_TO_LOCATION`. */
            moveToLocationOptions?: components["schemas"]["MoveToNewLocationsOptions"];
        };
        /** @description Where sessions at a removed location move to. */
        MoveToNewLocationsOptions: {
            /** @description The location the sessions move to. */
            newLocation?: components["schemas"]["ServiceLocation"];
        };
        /** @description A search over services: filter, sort, free text, aggregations and cursor paging (the SDK `CursorSearch`). */
        ServiceSearch: {
            /** @description Cursor paging. With `cursorPaging.cursor`, `filter`, `sort` and `search` cannot be given. */
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Filter, for example `{"payment.options.online": true}`. */
            filter?: components["schemas"]["Filter"];
            /** @description Sort order, for example `[{"fieldName": "createdDate", "order": "DESC"}]`. */
            sort?: components["schemas"]["Sorting"][];
            /** @description Aggregations (facets) to compute over the matching services. */
            aggregations?: components["schemas"]["Aggregation"][];
            /** @description Free-text search. */
            search?: components["schemas"]["ServiceSearchDetails"];
            /** @description Time zone for time fields in filters and aggregations: IANA name or UTC offset, for example `America/New_York`. */
            timeZone?: string;
        };
        /** @description Free-text search (the SDK `SearchDetails`). */
        ServiceSearchDetails: {
            /** @description How several terms of the expression combine. */
            mode?: components["schemas"]["ServiceSearchMode"];
            /** @description Search term or expression. */
            expression?: string;
            /** @description Fields to search in (dot notation); all searchable fields when empty. */
            fields?: string[];
            /** @description Whether close matches (typos, declensions) are found too. */
            fuzzy?: boolean;
        };
        /** @description An aggregation of search results. */
        Aggregation: {
            /** @description Name of the aggregation, unique in the request; the result carries it. */
            name?: string;
            /** @description Aggregation type; the matching kind field (`value`, `range`, `scalar`, `dateHistogram`, `nested`) is set. */
            type?: components["schemas"]["AggregationType"];
            /** @description Field to aggregate, in dot notation, for example `type` or `payment.options.online`. */
            fieldPath?: string;
            /** @description Value aggregation. */
            value?: components["schemas"]["ValueAggregation"];
            /** @description Range aggregation. */
            range?: components["schemas"]["RangeAggregation"];
            /** @description Scalar aggregation. */
            scalar?: components["schemas"]["ScalarAggregation"];
            /** @description Date histogram aggregation. */
            dateHistogram?: components["schemas"]["DateHistogramAggregation"];
            /** @description Nested aggregation. */
            nested?: components["schemas"]["NestedAggregation"];
            /**
             * @deprecated
             * @description Deprecated: use `nested`.
             */
            groupBy?: components["schemas"]["GroupByAggregation"];
        };
        /** @description Counts of each value of a field. */
        ValueAggregation: {
            /** @description Sort buckets by count or by value. */
            sortType?: components["schemas"]["AggregationSortType"];
            /** @description Sort direction. */
            sortDirection?: components["schemas"]["AggregationSortDirection"];
            /** @description Number of buckets to return. Default 10. */
            limit?: number;
            /** @description Whether missing values form a bucket. Default `EXCLUDE`. */
            missingValues?: components["schemas"]["AggregationMissingValues"];
            /** @description Options when `missingValues` is `INCLUDE`. */
            includeOptions?: components["schemas"]["AggregationIncludeMissingValuesOptions"];
        };
        /** @description Options for missing values (the SDK `IncludeMissingValuesOptions`). */
        AggregationIncludeMissingValuesOptions: {
            /** @description Name of the bucket of missing values. Default `N/A` (strings), `0` (numbers), `false` (booleans). */
            addToBucket?: string;
        };
        /** @description Counts per value range. */
        RangeAggregation: {
            /** @description Range buckets; each item goes in the first bucket it fits. */
            buckets?: components["schemas"]["AggregationRangeBucket"][];
        };
        /** @description A range bucket (the SDK `RangeBucket`). */
        AggregationRangeBucket: {
            /** @description Inclusive lower bound; required when `to` is not set. */
            from?: number;
            /** @description Exclusive upper bound; required when `from` is not set. */
            to?: number;
        };
        /** @description A single metric of a field. */
        ScalarAggregation: {
            /** @description The metric. */
            type?: components["schemas"]["AggregationScalarType"];
        };
        /** @description Counts per time interval. */
        DateHistogramAggregation: {
            /** @description Bucket interval. */
            interval?: components["schemas"]["AggregationInterval"];
        };
        /** @description Multi-level aggregation: each aggregation is computed within the buckets of the previous one. */
        NestedAggregation: {
            /** @description Aggregations, each nested in the previous one. */
            nestedAggregations?: components["schemas"]["NestedAggregationItem"][];
        };
        /** @description One level of a nested aggregation. */
        NestedAggregationItem: {
            /** @description Name of the aggregation, unique in the request. */
            name?: string;
            /** @description Aggregation type; the matching kind field is set. */
            type?: components["schemas"]["NestedAggregationType"];
            /** @description Field to aggregate, in dot notation. */
            fieldPath?: string;
            /** @description Value aggregation. */
            value?: components["schemas"]["ValueAggregation"];
            /** @description Range aggregation. */
            range?: components["schemas"]["RangeAggregation"];
            /** @description Scalar aggregation. */
            scalar?: components["schemas"]["ScalarAggregation"];
            /** @description Date histogram aggregation. */
            dateHistogram?: components["schemas"]["DateHistogramAggregation"];
        };
        /** @description Deprecated group-by aggregation. */
        GroupByAggregation: {
            /** @description Name of the aggregation. */
            name?: string;
            /** @description Field to group by, in dot notation. */
            fieldPath?: string;
            /** @description Value aggregation within each group. */
            value?: components["schemas"]["ValueAggregation"];
        };
        /** @description Results of the aggregations of a search. */
        AggregationData: {
            /** @description One result per requested aggregation. */
            results?: components["schemas"]["AggregationResults"][];
        };
        /** @description The result of one aggregation. */
        AggregationResults: {
            /** @description Name of the aggregation, as requested. */
            name?: string;
            /** @description Aggregation type, as requested. */
            type?: components["schemas"]["AggregationType"];
            /** @description Aggregated field. */
            fieldPath?: string;
            /** @description Value aggregation results. */
            values?: components["schemas"]["AggregationValueResults"];
            /** @description Range aggregation results. */
            ranges?: components["schemas"]["AggregationRangeResults"];
            /** @description Scalar aggregation result. */
            scalar?: components["schemas"]["AggregationResultsScalarResult"];
            /** @description Group-by results. */
            groupedByValue?: components["schemas"]["AggregationGroupByValueResults"];
            /** @description Date histogram results. */
            dateHistogram?: components["schemas"]["AggregationDateHistogramResults"];
            /** @description Nested aggregation results. */
            nested?: components["schemas"]["AggregationNestedResults"];
            /** @description Scalar result of a date field. */
            scalarDate?: components["schemas"]["AggregationResultsScalarDateResult"];
        };
        /** @description Value aggregation results (the SDK `ValueResults`). */
        AggregationValueResults: {
            /** @description Buckets. */
            results?: components["schemas"]["ValueAggregationResult"][];
        };
        /** @description A value bucket. */
        ValueAggregationResult: {
            /** @description Field value. */
            value?: string;
            /** @description Number of services with that value. */
            count?: number;
        };
        /** @description Range aggregation results (the SDK `RangeResults`). */
        AggregationRangeResults: {
            /** @description Buckets, in the requested order. */
            results?: components["schemas"]["RangeAggregationResult"][];
        };
        /** @description A range bucket. */
        RangeAggregationResult: {
            /** @description Inclusive lower bound. */
            from?: number;
            /** @description Exclusive upper bound. */
            to?: number;
            /** @description Number of services in the range. */
            count?: number;
        };
        /** @description A scalar aggregation result. */
        AggregationResultsScalarResult: {
            /** @description The metric. */
            type?: components["schemas"]["AggregationScalarType"];
            /** @description Value of the metric. */
            value?: number;
        };
        /** @description Group-by results (the SDK `GroupByValueResults`). */
        AggregationGroupByValueResults: {
            /** @description Groups. */
            results?: components["schemas"]["NestedValueAggregationResult"][];
        };
        /** @description One group of a group-by aggregation. */
        NestedValueAggregationResult: {
            /** @description Group value. */
            value?: string;
            /** @description Aggregation within the group. */
            nestedResults?: components["schemas"]["NestedAggregationResults"];
        };
        /** @description Results of an aggregation within a group. */
        NestedAggregationResults: {
            /** @description Name of the aggregation. */
            name?: string;
            /** @description Aggregation type. */
            type?: components["schemas"]["AggregationType"];
            /** @description Aggregated field. */
            fieldPath?: string;
            /** @description Value results. */
            values?: components["schemas"]["AggregationValueResults"];
            /** @description Range results. */
            ranges?: components["schemas"]["AggregationRangeResults"];
            /** @description Scalar result. */
            scalar?: components["schemas"]["AggregationResultsScalarResult"];
        };
        /** @description Date histogram results (the SDK `DateHistogramResults`). */
        AggregationDateHistogramResults: {
            /** @description Buckets. */
            results?: components["schemas"]["AggregationDateHistogramResult"][];
        };
        /** @description A date histogram bucket (the SDK `DateHistogramResult`). */
        AggregationDateHistogramResult: {
            /** @description Start of the bucket, an ISO 8601 date. */
            value?: string;
            /** @description Number of services in the bucket. */
            count?: number;
        };
        /** @description Nested aggregation results, flattened (the SDK `NestedResults`). */
        AggregationNestedResults: {
            /** @description Result rows. */
            results?: components["schemas"]["AggregationNestedResultGroup"][];
        };
        /** @description One row of nested aggregation results (the SDK `Results`). */
        AggregationNestedResultGroup: {
            /** @description Results of the row, keyed by aggregation name. */
            results?: {
                [key: string]: components["schemas"]["AggregationNestedResultValue"];
            };
        };
        /** @description One aggregation result in a nested row (the SDK `NestedResultValue`). */
        AggregationNestedResultValue: {
            /** @description Value result. */
            value?: components["schemas"]["AggregationValueResult"];
            /** @description Range result. */
            range?: components["schemas"]["AggregationRangeResult"];
            /** @description Scalar result. */
            scalar?: components["schemas"]["AggregationScalarResult"];
            /** @description Date histogram result. */
            dateHistogram?: components["schemas"]["AggregationValueResult"];
            /** @description Scalar result of a date field. */
            scalarDate?: components["schemas"]["AggregationScalarDateResult"];
        };
        /** @description A value result (the SDK `ValueResult`). */
        AggregationValueResult: {
            /** @description Field value. */
            value?: string;
            /** @description Number of services with the value. */
            count?: number;
        };
        /** @description A range result (the SDK `RangeResult`). */
        AggregationRangeResult: {
            /** @description Inclusive lower bound. */
            from?: number;
            /** @description Exclusive upper bound. */
            to?: number;
            /** @description Number of services in the range. */
            count?: number;
        };
        /** @description A scalar result (the SDK `ScalarResult`). */
        AggregationScalarResult: {
            /** @description Value of the metric. */
            value?: number;
        };
        /** @description A scalar date result (the SDK `ScalarDateResult`). */
        AggregationScalarDateResult: {
            /** @description The date, ISO 8601. */
            value?: string;
        };
        /** @description A scalar aggregation result of a date field. */
        AggregationResultsScalarDateResult: {
            /** @description `MIN` or `MAX`. */
            type?: components["schemas"]["AggregationScalarType"];
            /** @description The date, ISO 8601. */
            value?: string;
        };
        /**
         * @description How a service is priced (the SDK `RateType`): a fixed price, a custom price description, prices per variant, free, or recurring monthly payments (courses).
         * @enum {string}
         */
        ServiceRateType: "UNKNOWN_RATE_TYPE" | "FIXED" | "CUSTOM" | "VARIED" | "NO_FEE" | "SUBSCRIPTION";
        /**
         * @description How customers pay for add-ons when the booking is paid with a pricing plan.
         * @enum {string}
         */
        AddOnPaymentOptions: "UNKNOWN_ADD_ON_PAYMENT_OPTIONS" | "ONLINE" | "IN_PERSON";
        /**
         * @description Billing frequency of a subscription (the SDK `FrequencyType`).
         * @enum {string}
         */
        ServiceSubscriptionFrequency: "MONTHLY";
        /**
         * @description When the first billing cycle is charged: at checkout, or on `recurringStartDate` (the SDK `FirstChargeDateType`).
         * @enum {string}
         */
        ServiceFirstChargeDateType: "CHECKOUT" | "SCHEDULED";
        /**
         * @description Type of a service location (the SDK `LocationTypeEnumLocationType`): a custom address, a business location, or the customer's address (appointments only).
         * @enum {string}
         */
        ServiceLocationType: "UNKNOWN_LOCATION_TYPE" | "CUSTOM" | "BUSINESS" | "CUSTOMER";
        /**
         * @description Unit of a duration range (the SDK `UnitType`).
         * @enum {string}
         */
        ServiceDurationUnitType: "HOUR" | "DAY";
        /**
         * @description Which address is used to calculate tax (the SDK `TaxableAddressType`).
         * @enum {string}
         */
        ServiceTaxableAddressType: "UNKNOWN_TAXABLE_ADDRESS_TYPE" | "BUSINESS" | "BILLING";
        /**
         * @description Conditional fields of a service (the SDK `V2RequestedFields`): `staffMemberDetails`, `serviceResources.resourceType.name`, `payment.discountInfo`, `serviceResources.resourceDetails`.
         * @enum {string}
         */
        ServiceRequestedFields: "UNKNOWN_REQUESTED_FIELD" | "STAFF_MEMBER_DETAILS" | "RESOURCE_TYPE_DETAILS" | "DISCOUNT_INFO_DETAILS" | "RESOURCE_DETAILS";
        /**
         * @description Conditional fields of Query Booking Forms (the SDK `RequestedFields`): `DEFAULT_BOOKING_FORM` returns the default form of the site.
         * @enum {string}
         */
        BookingFormRequestedFields: "UNKNOWN_REQUESTED_FIELD" | "DEFAULT_BOOKING_FORM";
        /**
         * @description What to do with future sessions at a removed location (the SDK `Action`). `DELETE` (cancel them) is listed by the platform but not supported.
         * @enum {string}
         */
        RemovedLocationSessionsActionType: "UNKNOWN_ACTION_TYPE" | "KEEP_AT_CURRENT_LOCATION" | "MOVE_TO_LOCATION" | "DELETE";
        /**
         * @description Why a slug is invalid.
         * @enum {string}
         */
        InvalidSlugError: "UNKNOWN_SLUG_ERROR" | "SLUG_CONTAINS_ILLEGAL_CHARACTERS" | "SLUG_ALREADY_EXISTS";
        /**
         * @description Connected entities that could not be cloned: the service's options and variants, or its booking form.
         * @enum {string}
         */
        CloneErrors: "OPTIONS_AND_VARIANTS" | "FORM";
        /**
         * @description Type of an aggregation: value distribution, counts per range, a single metric, counts per time interval, or nested aggregations.
         * @enum {string}
         */
        AggregationType: "UNKNOWN_AGGREGATION_TYPE" | "VALUE" | "RANGE" | "SCALAR" | "DATE_HISTOGRAM" | "NESTED";
        /**
         * @description Type of one level of a nested aggregation.
         * @enum {string}
         */
        NestedAggregationType: "UNKNOWN_AGGREGATION_TYPE" | "VALUE" | "RANGE" | "SCALAR" | "DATE_HISTOGRAM";
        /**
         * @description Interval of a date histogram (the SDK `Interval`).
         * @enum {string}
         */
        AggregationInterval: "UNKNOWN_INTERVAL" | "YEAR" | "MONTH" | "WEEK" | "DAY" | "HOUR" | "MINUTE" | "SECOND";
        /**
         * @description Metric of a scalar aggregation (the SDK `ScalarType`).
         * @enum {string}
         */
        AggregationScalarType: "UNKNOWN_SCALAR_TYPE" | "COUNT_DISTINCT" | "MIN" | "MAX";
        /**
         * @description Sort value buckets by count or by value (the SDK `SortType`).
         * @enum {string}
         */
        AggregationSortType: "COUNT" | "VALUE";
        /**
         * @description Sort direction of value buckets (the SDK `SortDirection`).
         * @enum {string}
         */
        AggregationSortDirection: "DESC" | "ASC";
        /**
         * @description Whether items without the field form a bucket (the SDK `MissingValues`).
         * @enum {string}
         */
        AggregationMissingValues: "EXCLUDE" | "INCLUDE";
        /**
         * @description Whether at least one or all terms of a search expression must match (the SDK `Mode`).
         * @enum {string}
         */
        ServiceSearchMode: "OR" | "AND";
        /**
         * @description How a staff member is chosen (the SDK `SortingMethodType`): at random, by priority ranking, or by an app.
         * @enum {string}
         */
        BookingPolicyStaffSortingMethodType: "UNKNOWN_SORTING_METHOD_TYPE" | "RANDOM" | "RANKING" | "CUSTOM";
        /**
         * @description Order of ranking-based staff selection (the SDK `RankingOrder`).
         * @enum {string}
         */
        BookingPolicyStaffRankingOrder: "UNKNOWN_RANKING_ORDER" | "LOWEST_TO_HIGHEST" | "HIGHEST_TO_LOWEST";
        /**
         * @description When the intake form is presented (the SDK `Timing`).
         * @enum {string}
         */
        IntakeFormTiming: "AFTER_BOOKING" | "BEFORE_BOOKING";
        /**
         * @description Whether the intake form must be completed before the booking is finalized (the SDK `CompletionRequirement`).
         * @enum {string}
         */
        IntakeFormCompletionRequirement: "OPTIONAL" | "REQUIRED_BEFORE_BOOKING";
        /**
         * @description Type of a pricing-plan benefit that can pay for services (the SDK `BenefitType`, from the pricing-plan benefit notifications the services module consumes): a limited number of sessions, or unlimited.
         * @enum {string}
         */
        ServiceBenefitType: "UNDEFINED" | "LIMITED" | "UNLIMITED";
        /**
         * @description Where the hint text of a business address is shown relative to the address (the SDK `PlacementType`, from the site-properties address the services module consumes).
         * @enum {string}
         */
        AddressHintPlacementType: "BEFORE" | "AFTER" | "REPLACE";
        ServiceCreatedEvent: {
            /** @description The created service. */
            entity: components["schemas"]["Service"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ServiceUpdatedEvent: {
            /** @description The service after the update. */
            entity: components["schemas"]["Service"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ServiceDeletedEvent: {
            /** @description The deleted service, when delivered. Its ID is always `metadata.entityId`. */
            entity?: components["schemas"]["Service"];
            metadata: components["schemas"]["EventMetadata"];
        };
        CategoryCreatedEvent: {
            /** @description The created category. */
            entity: components["schemas"]["Category"];
            metadata: components["schemas"]["EventMetadata"];
        };
        CategoryUpdatedEvent: {
            /** @description The category after the update. */
            entity: components["schemas"]["Category"];
            metadata: components["schemas"]["EventMetadata"];
        };
        CategoryDeletedEvent: {
            /** @description The deleted category, when delivered. Its ID is always `metadata.entityId`. */
            entity?: components["schemas"]["Category"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingPolicyCreatedEvent: {
            /** @description The created policy. */
            entity: components["schemas"]["BookingPolicy"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingPolicyUpdatedEvent: {
            /** @description The policy after the update. */
            entity: components["schemas"]["BookingPolicy"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description The deleted policy's ID is `metadata.entityId`. */
        BookingPolicyDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingPolicyDefaultBookingPolicySetEvent: {
            /** @description The new and the previous default policy. */
            data: components["schemas"]["DefaultBookingPolicySet"];
            metadata: components["schemas"]["EventMetadata"];
        };
        CreateServiceRequest: {
            /** @description Service to create. */
            service: components["schemas"]["Service"];
        };
        CreateServiceResponse: {
            /** @description The created service. */
            service: components["schemas"]["Service"];
        };
        BulkCreateServicesRequest: {
            /** @description Services to create. */
            services: components["schemas"]["Service"][];
            /** @description Whether to return the created services. Default `false`. */
            returnEntity?: boolean;
        };
        BulkCreateServicesResponse: {
            /** @description Outcome of each service, in request order. */
            results?: components["schemas"]["ServiceBulkResult"][];
            /** @description Totals. */
            bulkActionMetadata?: components["schemas"]["ServiceBulkActionMetadata"];
        };
        GetServiceResponse: {
            /** @description The service. */
            service: components["schemas"]["Service"];
        };
        UpdateServiceRequest: {
            /** @description The service fields to update. `revision` is required; `id`, when given, must match the path. */
            service: components["schemas"]["Service"];
            /** @description Comma-separated paths of the fields to update, for example `name,defaultCapacity`. Default: the fields sent. */
            mask?: string;
        };
        UpdateServiceResponse: {
            /** @description The updated service. */
            service: components["schemas"]["Service"];
        };
        BulkUpdateServicesRequest: {
            /** @description Services to update, each with its field mask. */
            services?: components["schemas"]["MaskedService"][];
            /** @description Whether to return the updated services. Default `false`. */
            returnEntity?: boolean;
        };
        BulkUpdateServicesResponse: {
            /** @description Outcome of each service, in request order. */
            results?: components["schemas"]["ServiceBulkResult"][];
            /** @description Totals. */
            bulkActionMetadata?: components["schemas"]["ServiceBulkActionMetadata"];
        };
        BulkUpdateServicesByFilterRequest: {
            /** @description Filter selecting the services to update. */
            filter: components["schemas"]["Filter"];
            /** @description The values to set on every matching service. */
            service: components["schemas"]["Service"];
            /** @description Comma-separated paths of the fields to update. */
            mask?: string;
        };
        BulkUpdateServicesByFilterResponse: {
            /** @description ID of the asynchronous update job (see the Async Jobs API). */
            jobId?: string;
        };
        /** @description Empty on success. */
        DeleteServiceResponse: Record<string, never>;
        BulkDeleteServicesRequest: {
            /** @description IDs of the services to delete. */
            ids: string[];
            /** @description Whether to keep future sessions that have participants. Default `false`. */
            preserveFutureSessionsWithParticipants?: boolean;
            /** @description Whether to notify participants, and the message. */
            participantNotification?: components["schemas"]["ParticipantNotification"];
        };
        BulkDeleteServicesResponse: {
            /** @description Outcome of each service, in request order. */
            results?: components["schemas"]["ServiceBulkResult"][];
            /** @description Totals. */
            bulkActionMetadata?: components["schemas"]["ServiceBulkActionMetadata"];
        };
        BulkDeleteServicesByFilterRequest: {
            /** @description Filter selecting the services to delete. */
            filter: components["schemas"]["Filter"];
            /** @description Whether to keep future sessions that have participants. Default `false`. */
            preserveFutureSessionsWithParticipants?: boolean;
            /** @description Whether to notify participants, and the message. */
            participantNotification?: components["schemas"]["ParticipantNotification"];
        };
        BulkDeleteServicesByFilterResponse: {
            /** @description ID of the asynchronous deletion job (see the Async Jobs API). */
            jobId?: string;
        };
        QueryServicesRequest: {
            /** @description Filter, sort and offset paging (`paging.limit` at most 100, default 50). */
            query: components["schemas"]["QueryV2"];
            /** @description Conditional fields to return. */
            conditionalFields?: components["schemas"]["ServiceRequestedFields"][];
        };
        QueryServicesResponse: {
            /** @description The services of the page. */
            services?: components["schemas"]["Service"][];
            /** @description Offset paging metadata: `count`, `offset`, `total`. */
            pagingMetadata?: components["schemas"]["PagingMetadata"];
        };
        SearchServicesRequest: {
            /** @description Filter, sort, free text, aggregations and cursor paging. */
            search: components["schemas"]["ServiceSearch"];
        };
        SearchServicesResponse: {
            /** @description The services of the page. */
            services?: components["schemas"]["Service"][];
            /** @description Cursor paging metadata: `count`, `cursors`, `hasNext`. */
            pagingMetadata?: components["schemas"]["PagingMetadata"];
            /** @description Aggregation results, when aggregations were requested. */
            aggregationData?: components["schemas"]["AggregationData"];
        };
        QueryPoliciesRequest: {
            /** @description Filter, sort and cursor paging over booking policies. */
            query: components["schemas"]["CursorQuery"];
        };
        QueryPoliciesResponse: {
            /** @description The booking policies and the services using them. */
            bookingPolicies?: components["schemas"]["BookingPolicyWithServices"][];
            /** @description Cursor paging metadata. */
            pagingMetadata?: components["schemas"]["PagingMetadata"];
        };
        QueryBookingFormsRequest: {
            /** @description Filter, sort and cursor paging over forms (see the Forms API for the supported fields). */
            query: components["schemas"]["CursorQuery"];
            /** @description Conditional fields to return. */
            conditionalFields?: components["schemas"]["BookingFormRequestedFields"][];
        };
        QueryBookingFormsResponse: {
            /** @description The booking forms and the services using them. */
            bookingForms?: components["schemas"]["BookingForm"][];
            /** @description Cursor paging metadata. */
            pagingMetadata?: components["schemas"]["PagingMetadata"];
            /** @description The default booking form of the site, with `DEFAULT_BOOKING_FORM`. */
            defaultBookingForm?: components["schemas"]["BookingForm"];
        };
        CountServicesRequest: {
            /** @description Filter, as in Query Services. All services when omitted. */
            filter?: components["schemas"]["Filter"];
        };
        CountServicesResponse: {
            /** @description Number of matching services. */
            count?: number;
        };
        QueryLocationsRequest: {
            /** @description Filter. */
            filter?: components["schemas"]["QueryLocationsFilter"];
        };
        QueryLocationsResponse: {
            /** @description Business locations, and whether a matching service uses one. */
            businessLocations?: components["schemas"]["ServiceBusinessLocations"];
            /** @description Whether a matching service uses a custom location. */
            customLocations?: components["schemas"]["ServiceCustomLocations"];
            /** @description Whether a matching service uses the customer's location. */
            customerLocations?: components["schemas"]["ServiceCustomerLocations"];
        };
        QueryCategoriesRequest: {
            /** @description Filter. */
            filter?: components["schemas"]["QueryCategoriesFilter"];
        };
        QueryCategoriesResponse: {
            /** @description Categories of the matching services. */
            categories?: components["schemas"]["ServiceCategory"][];
        };
        SetServiceLocationsRequest: {
            /** @description The new locations; existing locations not listed are removed. */
            locations?: components["schemas"]["ServiceLocation"][];
            /** @description What happens to future sessions at removed locations. */
            removedLocationSessionsAction?: components["schemas"]["RemovedLocationSessionsAction"];
            /** @description Whether to notify affected participants, and the message. */
            participantNotification?: components["schemas"]["ParticipantNotification"];
        };
        SetServiceLocationsResponse: {
            /** @description The service with its new locations. */
            service?: components["schemas"]["Service"];
        };
        EnablePricingPlansForServiceRequest: {
            /** @description IDs of the pricing plans to add to `payment.pricingPlanIds`. */
            pricingPlanIds: string[];
        };
        EnablePricingPlansForServiceResponse: {
            /** @description The updated service. */
            service?: components["schemas"]["Service"];
        };
        DisablePricingPlansForServiceRequest: {
            /** @description IDs of the pricing plans to remove from `payment.pricingPlanIds`. */
            pricingPlanIds?: string[];
        };
        DisablePricingPlansForServiceResponse: {
            /** @description The updated service. */
            service?: components["schemas"]["Service"];
        };
        SetCustomSlugRequest: {
            /** @description Slug to set as the active slug of the service. */
            slug?: string;
        };
        SetCustomSlugResponse: {
            /** @description The new active slug. */
            slug?: components["schemas"]["ServiceSlug"];
            /** @description The updated service. */
            service?: components["schemas"]["Service"];
        };
        ValidateSlugRequest: {
            /** @description ID of the service the slug is for. */
            serviceId: string;
            /** @description Slug to validate. */
            slug?: string;
        };
        ValidateSlugResponse: {
            /** @description Whether the slug can be used. */
            valid?: boolean;
            /** @description The slug, when valid. */
            slug?: string;
            /** @description Why the slug is invalid, when it is. */
            errors?: components["schemas"]["InvalidSlugError"][];
        };
        CloneServiceRequest: {
            /** @description ID of the service to clone. */
            sourceServiceId: string;
        };
        CloneServiceResponse: {
            /** @description The new service. */
            service?: components["schemas"]["Service"];
            /** @description Connected entities that could not be cloned; the service is created without them. */
            errors?: components["schemas"]["CloneErrors"][];
        };
        CreateAddOnGroupRequest: {
            /** @description Add-on group to create; `name` is required. */
            addOnGroup: components["schemas"]["AddOnGroup"];
            /** @description ID of the service to add the group to. */
            serviceId: string;
        };
        CreateAddOnGroupResponse: {
            /** @description The created add-on group. */
            addOnGroup?: components["schemas"]["AddOnGroup"];
        };
        DeleteAddOnGroupRequest: {
            /** @description ID of the add-on group to delete. */
            addOnGroupId: string;
            /** @description ID of the service the group belongs to. */
            serviceId: string;
        };
        /** @description Empty on success. */
        DeleteAddOnGroupResponse: Record<string, never>;
        UpdateAddOnGroupRequest: {
            /** @description The add-on group fields to update; `id` is required. */
            addOnGroup: components["schemas"]["AddOnGroup"];
            /** @description ID of the service the group belongs to. */
            serviceId: string;
            /** @description Comma-separated paths of the fields to update, for example `name,prompt`. */
            mask?: string;
        };
        UpdateAddOnGroupResponse: {
            /** @description The updated add-on group. */
            addOnGroup?: components["schemas"]["AddOnGroup"];
        };
        ListAddOnGroupsByServiceIdRequest: {
            /** @description ID of the service. */
            serviceId: string;
            /** @description IDs of the groups to return; all groups by default. */
            groupIds?: string[];
        };
        ListAddOnGroupsByServiceIdResponse: {
            /** @description The groups with their add-ons. */
            addOnGroupsDetails?: components["schemas"]["AddOnGroupDetail"][];
        };
        SetAddOnsForGroupRequest: {
            /** @description ID of the service. */
            serviceId: string;
            /** @description ID of the add-on group. */
            groupId: string;
            /** @description IDs of the add-ons of the group, in display order; they replace the current ones. */
            addOnIds: string[];
        };
        SetAddOnsForGroupResponse: {
            /** @description The updated add-on group. */
            addOnGroup?: components["schemas"]["AddOnGroup"];
        };
        /**
         * @description Booking status. `CREATED`: the customer has not completed the eCommerce checkout yet; `CONFIRMED`: in the business calendar; `CANCELED`: canceled; `PENDING`: waiting for the business to confirm or decline; `DECLINED`: declined by the business; `WAITING_LIST`: on the waitlist.
         * @enum {string}
         */
        BookingStatus: "CREATED" | "CONFIRMED" | "CANCELED" | "PENDING" | "DECLINED" | "WAITING_LIST";
        /**
         * @description Payment status of a booking, kept in sync with its eCommerce order. `EXEMPT`: free of charge. `FAILED` (SDK extra): the latest subscription payment failed; it returns to `PAID` when the payment is recovered.
         * @enum {string}
         */
        BookingPaymentStatus: "UNDEFINED" | "NOT_PAID" | "PAID" | "PARTIALLY_PAID" | "REFUNDED" | "EXEMPT" | "FAILED";
        /**
         * @description How the customer intends to pay. `MEMBERSHIP`: with a pricing plan; `MEMBERSHIP_OFFLINE`: with a pricing plan that the business redeems manually.
         * @enum {string}
         */
        BookingSelectedPaymentOption: "UNDEFINED" | "OFFLINE" | "ONLINE" | "MEMBERSHIP" | "MEMBERSHIP_OFFLINE";
        /**
         * @description Platform the booking was created from.
         * @enum {string}
         */
        BookingSourcePlatform: "UNDEFINED_PLATFORM" | "WEB" | "MOBILE_APP";
        /**
         * @description Who created the booking: the business (owner or staff, on behalf of a customer) or the customer.
         * @enum {string}
         */
        BookingSourceActor: "UNDEFINED_ACTOR" | "BUSINESS" | "CUSTOMER";
        /**
         * @description Value type of a booking form field. `CHECK_BOX` values are `true` or `false`. Default `SHORT_TEXT`.
         * @enum {string}
         */
        BookingCustomFormFieldValueType: "SHORT_TEXT" | "LONG_TEXT" | "CHECK_BOX";
        /**
         * @description How the bookings of a multi-service booking relate in time: back to back, independent, or at the same time.
         * @enum {string}
         */
        MultiServiceBookingType: "SEQUENTIAL_BOOKINGS" | "SEPARATE_BOOKINGS" | "PARALLEL_BOOKINGS";
        /**
         * @description Location type of a slot or booking: the business address, the address set on the service, or an address set for the individual session.
         * @enum {string}
         */
        SlotLocationType: "UNDEFINED" | "OWNER_BUSINESS" | "OWNER_CUSTOM" | "CUSTOM";
        /**
         * @description How the customer selected the resource of a resource type.
         * @enum {string}
         */
        BookingResourceSelectionMethod: "SPECIFIC_RESOURCE" | "ANY_RESOURCE" | "NO_SELECTION";
        /**
         * @description Gender an "any staff member" choice was narrowed to.
         * @enum {string}
         */
        AvailabilityRequestedGenderValue: "ANY_MALE" | "ANY_FEMALE";
        /**
         * @description Duration unit of a booking of a service with flexible durations: `HOUR` counts minutes, `DAY` counts days.
         * @enum {string}
         */
        BookingDurationUnitType: "HOUR" | "DAY";
        /**
         * @description Whether the resource is blocked (`OPAQUE`) or stays available (`TRANSPARENT`) during the booked calendar event.
         * @enum {string}
         */
        SlotResourceTransparency: "OPAQUE" | "TRANSPARENT";
        /**
         * @description Slot availability a linked schedule's sessions leave: `FREE` keeps the schedule's slots available, `BUSY` (default) blocks them. Used by staff and resource schedules.
         * @enum {string}
         */
        SlotTransparency: "UNDEFINED" | "FREE" | "BUSY";
        /**
         * @description Attendance of a booking: not recorded, at least one participant attended, or nobody attended.
         * @enum {string}
         */
        BookingAttendanceStatus: "NOT_SET" | "ATTENDED" | "NOT_ATTENDED";
        /**
         * @description Status of a booking fee (cancellation or no-show fee): not yet added to the eCommerce order, or already added as an additional fee. `PREVIEW` (SDK extra): a fee preview.
         * @enum {string}
         */
        BookingFeeStatus: "UNKNOWN_STATUS" | "PREVIEW" | "NOT_YET_APPLIED_TO_ORDER" | "APPLIED_TO_ORDER";
        /**
         * @description Status of the eCommerce order of a booking.
         * @enum {string}
         */
        ExtendedBookingOrderStatus: "INITIALIZED" | "APPROVED" | "CANCELED" | "PENDING" | "REJECTED";
        /**
         * @description Payment status of the eCommerce order of a booking. `PENDING_MERCHANT`: received, not yet confirmed by the payment provider.
         * @enum {string}
         */
        ExtendedBookingOrderPaymentStatus: "UNSPECIFIED" | "NOT_PAID" | "PAID" | "PARTIALLY_REFUNDED" | "FULLY_REFUNDED" | "PENDING" | "PARTIALLY_PAID" | "PENDING_MERCHANT" | "CANCELED" | "DECLINED";
        /**
         * @description Whether the customer signed the waiver.
         * @enum {string}
         */
        ExtendedBookingWaiverStatus: "UNDEFINED" | "SIGNED" | "NOT_SIGNED";
        /**
         * @description Status of a payment transaction.
         * @enum {string}
         */
        TransactionStatus: "UNDEFINED" | "APPROVED" | "PENDING" | "PENDING_MERCHANT" | "CANCELED" | "DECLINED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "AUTHORIZED" | "VOIDED";
        /**
         * @description Status of the capture of an authorized payment.
         * @enum {string}
         */
        TransactionAuthorizationCaptureStatus: "UNKNOWN_STATUS" | "PENDING" | "SUCCEEDED" | "FAILED";
        /**
         * @description Status of the void of an authorized payment.
         * @enum {string}
         */
        TransactionAuthorizationVoidStatus: "UNKNOWN_STATUS" | "PENDING" | "SUCCEEDED" | "FAILED";
        /**
         * @description Why an authorization was voided: by a user (`MANUAL`) or because it passed its execution date (`SCHEDULED`).
         * @enum {string}
         */
        TransactionAuthorizationVoidReason: "UNKNOWN_REASON" | "MANUAL" | "SCHEDULED";
        /**
         * @description Action scheduled on an authorized payment.
         * @enum {string}
         */
        TransactionScheduledActionType: "UNKNOWN_ACTION_TYPE" | "VOID" | "CAPTURE";
        /**
         * @description Status of a chargeback.
         * @enum {string}
         */
        TransactionChargebackStatus: "UNSPECIFIED" | "APPROVED" | "REVERSED";
        /**
         * @description Status of a refund transaction. `SCHEDULED`: acknowledged, executed soon; `STARTED`: initiated with the provider.
         * @enum {string}
         */
        TransactionRefundStatus: "PENDING" | "SUCCEEDED" | "FAILED" | "SCHEDULED" | "STARTED";
        /**
         * @description Billing frequency of a course subscription.
         * @enum {string}
         */
        ExtendedBookingSubscriptionFrequency: "MONTHLY";
        /**
         * @description Status of a course subscription.
         * @enum {string}
         */
        ExtendedBookingSubscriptionStatus: "DRAFT" | "PENDING" | "ACTIVE" | "PAUSED" | "CANCELED" | "ENDED";
        /**
         * @description Connection state between a staff member and a platform user: connected, invitation pending, invitation expired, or disconnected.
         * @enum {string}
         */
        StaffMemberConnectionStatus: "UNKNOWN" | "CONNECTED" | "PENDING" | "EXPIRED" | "DISCONNECTED";
        /**
         * @description Status of the connection between a staff member's schedule and an external calendar (Google, Microsoft, iCal).
         * @enum {string}
         */
        StaffMemberCalendarConnectionStatus: "UNDEFINED" | "CONNECTED" | "SYNC_IN_PROGRESS" | "SYNCED" | "DISCONNECTED" | "ERROR";
        /**
         * @description Why an external calendar connection of a staff schedule is in `ERROR`. The same names are in the error catalogue.
         * @enum {string}
         */
        StaffMemberCalendarSyncErrorReason: "UNDEFINED" | "TOKEN_REVOKED" | "EXTERNAL_CALENDAR_CREATION_FAILED" | "EXTERNAL_CALENDAR_DELETED";
        /** @description The resource a slot needs. Currently the only supported resource is a staff member. */
        SlotResource: {
            /** @description Resource ID. */
            id?: string;
            /** @description Resource name. Read-only. */
            name?: string;
            /** @description Transparency of the resource in the calendar event. Used when rescheduling. */
            transparency?: components["schemas"]["SlotResourceTransparency"];
        };
        /** @description Where a slot or booked session takes place. */
        SlotLocation: {
            /** @description Business location ID, for business locations only. */
            id?: string;
            /** @description Location name. */
            name?: string;
            /** @description The full address of the location. */
            formattedAddress?: string;
            /** @description The full address, translated. */
            formattedAddressTranslated?: string;
            locationType?: components["schemas"]["SlotLocationType"];
        };
        /** @description Booking policy violations of a slot. In a filter each field is checked on its own. */
        SlotBookingPolicyViolations: {
            /** @description Too early to book this slot. */
            tooEarlyToBook?: boolean;
            /** @description Too late to book this slot. */
            tooLateToBook?: boolean;
            /** @description Online booking is disabled for this slot. */
            bookOnlineDisabled?: boolean;
            /** @description A booking form submission is required for this slot. */
            validSubmissionRequired?: boolean;
        };
        /** @description A slot's waitlist and its occupancy. */
        SlotWaitingList: {
            /** @description Total number of waitlist spots. */
            totalSpots?: number;
            /** @description Number of open waitlist spots. */
            openSpots?: number;
        };
        /** @description An appointment slot or class event. */
        Slot: {
            /** @description Session ID. Deprecated, replaced by `eventId`. */
            sessionId?: string;
            /** @description Service ID. */
            serviceId?: string;
            /** @description Schedule ID. */
            scheduleId?: string;
            /** @description Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            startDate?: string;
            /** @description Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            endDate?: string;
            /** @description Time zone the slot is calculated in, IANA format, for example `America/New_York`. */
            timezone?: string;
            resource?: components["schemas"]["SlotResource"];
            location?: components["schemas"]["SlotLocation"];
            /** @description ID of the calendar event of the slot. */
            eventId?: string;
        };
        /** @description Availability of one slot: an entry of Query Availability. */
        SlotAvailability: {
            slot?: components["schemas"]["Slot"];
            /** @description Whether the slot is bookable: open spots and booking policies allow it. Locks are not taken into account. */
            bookable?: boolean;
            /** @description Total number of spots. For a session with 10 spots and 3 booked, `totalSpots` is 10 and `openSpots` is 7. */
            totalSpots?: number;
            /** @description Number of open spots. */
            openSpots?: number;
            waitingList?: components["schemas"]["SlotWaitingList"];
            bookingPolicyViolations?: components["schemas"]["SlotBookingPolicyViolations"];
            /** @description Whether the slot is locked because a waitlist exists; a freed spot is offered to the waitlist first. */
            locked?: boolean;
            /** @description Deprecated, not in use since 2025-06-15. */
            isFromV2?: boolean;
        };
        /** @description Booking policy settings of a slot or schedule. */
        AvailabilityPolicySettings: {
            /** @description Maximum number of participants in one booking. */
            maxParticipantsPerBooking?: number;
        };
        /** @description Availability of a schedule (a course). */
        ScheduleAvailability: {
            /** @description Total number of spots of the schedule (its capacity). */
            totalSpots?: number;
            /** @description Number of open spots: the capacity minus the participants of all bookings of the schedule. */
            openSpots?: number;
            bookingPolicyViolations?: components["schemas"]["SlotBookingPolicyViolations"];
        };
        QueryAvailabilityRequest: {
            /** @description Filter and sort. The filter must include `serviceId`; also give `startDate` and `endDate`. Slots sort only by `startDate`. */
            query: components["schemas"]["QueryV2"];
            /** @description Time zone override for the `startDate` and `endDate` filters, IANA format. Default: no override. */
            timezone?: string;
            /** @description Maximum number of appointment slots to return for each date. */
            slotsPerDay?: number;
        };
        QueryAvailabilityResponse: {
            /** @description Appointment slots or class events that match the filter. */
            availabilityEntries?: components["schemas"]["SlotAvailability"][];
        };
        GetScheduleAvailabilityResponse: {
            availability?: components["schemas"]["ScheduleAvailability"];
            bookingPolicySettings?: components["schemas"]["AvailabilityPolicySettings"];
        };
        /** @description Gender the customer narrowed an "any staff member" choice to. */
        AvailabilityRequestedGender: {
            gender?: components["schemas"]["AvailabilityRequestedGenderValue"];
        };
        /** @description Choices of the customer that change availability. */
        AvailabilityCustomerChoices: {
            /** @description Selected duration in minutes, from a service variant. */
            durationInMinutes?: number;
            /** @description Selected add-on IDs. */
            addOnIds?: string[];
            /** @description Selected duration choice ID. */
            durationChoiceId?: string;
            requestedGender?: components["schemas"]["AvailabilityRequestedGender"];
        };
        MultiSlotResourcesFilter: {
            /** @description Resource IDs to consider. */
            resourceIds?: string[];
        };
        /** @description One service of a multi-slot availability request. */
        MultiSlotRuleBasedConstraints: {
            /** @description Service ID. */
            serviceId?: string;
            resourcesFilter?: components["schemas"]["MultiSlotResourcesFilter"];
            customerChoices?: components["schemas"]["AvailabilityCustomerChoices"];
        };
        CalculateMultiSlotAvailabilityRequest: {
            /** @description Start of the range, local date and time. */
            from?: string;
            /** @description End of the range, local date and time. */
            to?: string;
            /** @description Time zone of `from` and `to`, IANA format. */
            timeZone?: string;
            /** @description Whether to return only bookable slots. */
            bookable?: boolean;
            /** @description Policy violation filter; each field is checked on its own. */
            bookingPolicyViolations?: components["schemas"]["SlotBookingPolicyViolations"];
            /** @description Location filter: by location type or location ID. Other fields are ignored. */
            location?: components["schemas"]["SlotLocation"];
            /** @description Services to book one after the other. */
            slots?: components["schemas"]["MultiSlotRuleBasedConstraints"][];
            /** @description Maximum number of slots to return for each date. */
            slotsPerDay?: number;
            cursorPaging?: components["schemas"]["CursorPaging"];
        };
        CalculateMultiSlotAvailabilityResponse: {
            slots?: components["schemas"]["SlotAvailability"][];
            cursorPagingMetadata?: components["schemas"]["PagingMetadata"];
        };
        /** @description Where the business provides the service. When filtering by `BUSINESS`, also give the location ID. */
        TimeSlotLocation: {
            /** @description Location ID, for business locations. */
            id?: string;
            /** @description Location name. */
            name?: string;
            /** @description Formatted location address. */
            formattedAddress?: string;
            locationType?: components["schemas"]["LocationType"];
        };
        /** @description Booking policy violations of a time slot; in a request, a filter on them. */
        TimeSlotBookingPolicyViolations: {
            /** @description Whether it's too early to book the slot. */
            tooEarlyToBook?: boolean;
            /**
             * Format: date-time
             * @description Earliest time the slot can be booked.
             */
            earliestBookingDate?: Date;
            /** @description Whether it's too late to book the slot. */
            tooLateToBook?: boolean;
            /** @description Whether online booking is disabled for the service. */
            bookOnlineDisabled?: boolean;
        };
        TimeSlotWaitingList: {
            /** @description Total number of waitlist spots. */
            totalCapacity?: number;
            /** @description Number of remaining waitlist spots. */
            remainingCapacity?: number;
        };
        /** @description The calendar event of the slot (classes). */
        TimeSlotEventInfo: {
            /** @description Event ID. */
            eventId?: string;
            waitingList?: components["schemas"]["TimeSlotWaitingList"];
            /** @description Event title. */
            eventTitle?: string;
        };
        TimeSlotResource: {
            /** @description Resource ID. */
            id?: string;
            /** @description Resource name. */
            name?: string;
        };
        TimeSlotAvailableResources: {
            /** @description Resource type ID. */
            resourceTypeId?: string;
            /** @description Resources of the type available during the slot. */
            resources?: components["schemas"]["TimeSlotResource"][];
            /** @description Whether more resources are available than listed. Read-only. */
            hasMoreAvailableResources?: boolean;
        };
        /** @description One service of a multi-service time slot. */
        TimeSlotNested: {
            /** @description Service ID of the nested time slot. */
            serviceId?: string;
            /** @description Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            localStartDate?: string;
            /** @description Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            localEndDate?: string;
            availableResources?: components["schemas"]["TimeSlotAvailableResources"][];
            /** @description Schedule ID of the nested time slot. */
            scheduleId?: string;
        };
        /** @description Why customers can't book the time slot. */
        TimeSlotNonBookableReasons: {
            /** @description Fully booked. */
            noRemainingCapacity?: boolean;
            /** @description Booking violates the service's booking policy. */
            violatesBookingPolicy?: boolean;
            /** @description Reserved for the waitlist. */
            reservedForWaitingList?: boolean;
            /** @description The event was cancelled. */
            eventCancelled?: boolean;
        };
        /** @description A bookable time slot of an appointment-based service. */
        TimeSlot: {
            /** @description Service ID. */
            serviceId?: string;
            /** @description Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            localStartDate?: string;
            /** @description Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            localEndDate?: string;
            /** @description Whether customers can book the slot according to the service's booking policies. */
            bookable?: boolean;
            location?: components["schemas"]["TimeSlotLocation"];
            eventInfo?: components["schemas"]["TimeSlotEventInfo"];
            /** @description Total number of spots. */
            totalCapacity?: number;
            /** @description Remaining number of spots. */
            remainingCapacity?: number;
            /** @description Number of spots customers can book. */
            bookableCapacity?: number;
            bookingPolicyViolations?: components["schemas"]["TimeSlotBookingPolicyViolations"];
            /** @description Resources available during the slot, by resource type. */
            availableResources?: components["schemas"]["TimeSlotAvailableResources"][];
            /** @description Time slots of each service, for multi-service time slots. */
            nestedTimeSlots?: components["schemas"]["TimeSlotNested"][];
            nonBookableReasons?: components["schemas"]["TimeSlotNonBookableReasons"];
            /** @description Schedule ID of the time slot. */
            scheduleId?: string;
            /** @description Whether the time slot spans one or more full days. */
            allDay?: boolean;
        };
        /** @description Selected customer choices for the service configuration. */
        TimeSlotCustomerChoices: {
            /** @description Selected duration in minutes. */
            durationInMinutes?: number;
            /** @description Selected add-on IDs. */
            addOnIds?: string[];
            /** @description Selected duration choice ID. */
            durationChoiceId?: string;
            requestedGender?: components["schemas"]["AvailabilityRequestedGender"];
        };
        /** @description Resources of one type to filter time slots by. */
        TimeSlotResourceType: {
            /** @description Resource type ID. */
            resourceTypeId?: string;
            /** @description Resource IDs of the type. */
            resourceIds?: string[];
        };
        ListAvailabilityTimeSlotsRequest: {
            /** @description ID of an appointment-based service. */
            serviceId?: string;
            /** @description Lower boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            fromLocalDate?: string;
            /** @description Upper boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            toLocalDate?: string;
            /** @description Time zone of `fromLocalDate` and `toLocalDate`, IANA format. */
            timeZone?: string;
            /** @description Locations to include. */
            locations?: components["schemas"]["TimeSlotLocation"][];
            /** @description Resources to include. */
            resourceIds?: string[];
            /** @description Resource type IDs to include in `availableResources`. */
            includeResourceTypeIds?: string[];
            /** @description Whether to return only bookable (`true`) or only non-bookable (`false`) time slots. */
            bookable?: boolean;
            bookingPolicyViolations?: components["schemas"]["TimeSlotBookingPolicyViolations"];
            /** @description Maximum number of time slots to return for each day. */
            timeSlotsPerDay?: number;
            cursorPaging?: components["schemas"]["CursorPaging"];
            customerChoices?: components["schemas"]["TimeSlotCustomerChoices"];
            /** @description Resource types to filter time slots by. */
            resourceTypes?: components["schemas"]["TimeSlotResourceType"][];
        };
        ListAvailabilityTimeSlotsResponse: {
            /** @description Time slots, sorted by `localStartDate`. */
            timeSlots?: components["schemas"]["TimeSlot"][];
            /** @description Time zone of the local dates, IANA format. */
            timeZone?: string;
            cursorPagingMetadata?: components["schemas"]["PagingMetadata"];
        };
        GetAvailabilityTimeSlotRequest: {
            /** @description Service ID of the time slot. */
            serviceId: string;
            /** @description Local start of the time slot. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            localStartDate: string;
            /** @description Local end of the time slot. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            localEndDate: string;
            /** @description Time zone of the local dates, IANA format. */
            timeZone?: string;
            location?: components["schemas"]["TimeSlotLocation"];
            /** @description Resources to include in the response. */
            resourceIds?: string[];
            /** @description Resource type IDs to include, in addition to `resourceIds`. */
            includeResourceTypeIds?: string[];
            /** @description Resource types to filter by. */
            resourceTypes?: components["schemas"]["TimeSlotResourceType"][];
        };
        GetAvailabilityTimeSlotResponse: {
            timeSlot?: components["schemas"]["TimeSlot"];
            /** @description Time zone of the local dates, IANA format. */
            timeZone?: string;
        };
        /** @description One service of a multi-service time slot request. */
        MultiServiceTimeSlotsService: {
            /** @description Service ID. */
            serviceId?: string;
            /** @description Resource type IDs to include in the response. */
            includeResourceTypeIds?: string[];
            customerChoices?: components["schemas"]["AvailabilityCustomerChoices"];
            resourceTypes?: components["schemas"]["TimeSlotResourceType"][];
        };
        ListMultiServiceAvailabilityTimeSlotsRequest: {
            /** @description Services, in the order they are booked. */
            services?: components["schemas"]["MultiServiceTimeSlotsService"][];
            /** @description Lower boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            fromLocalDate?: string;
            /** @description Upper boundary for `localStartDate`. Local date and time without offset, `YYYY-MM-DDThh:mm:ss` (ISO-8601). Kept as a string: it has no time zone of its own. */
            toLocalDate?: string;
            /** @description Time zone of the local dates, IANA format. */
            timeZone?: string;
            /** @description Location of the time slots. With `BUSINESS`, give the location ID too. */
            location?: components["schemas"]["TimeSlotLocation"];
            /** @description Whether to return only time slots bookable according to all services' booking policies. */
            bookable?: boolean;
            bookingPolicyViolations?: components["schemas"]["TimeSlotBookingPolicyViolations"];
            /** @description Maximum number of time slots to return for each day. */
            timeSlotsPerDay?: number;
            cursorPaging?: components["schemas"]["CursorPaging"];
        };
        ListMultiServiceAvailabilityTimeSlotsResponse: {
            /** @description Multi-service time slots; each holds a nested slot per service. */
            timeSlots?: components["schemas"]["TimeSlot"][];
            /** @description Time zone of the local dates, IANA format. */
            timeZone?: string;
            cursorPagingMetadata?: components["schemas"]["PagingMetadata"];
        };
        BookedResource: {
            /** @description ID of the booking's primary resource. */
            id?: string;
            /** @description Resource's name at the time of booking. */
            name?: string;
            /** @description Resource's email at the time of booking. */
            email?: string;
            /** @description ID of the primary resource's schedule. */
            scheduleId?: string;
            /** @description Resource type ID. Read-only. */
            type?: string;
        };
        /** @description How the customer selected the resource of one resource type. */
        BookingResourceSelection: {
            /** @description Resource type ID. */
            resourceTypeId?: string;
            selectionMethod?: components["schemas"]["BookingResourceSelectionMethod"];
            requestedGender?: components["schemas"]["AvailabilityRequestedGender"];
        };
        /** @description The booked slot: an appointment or a class session. */
        BookedSlot: {
            /** @description Session ID. Deprecated, replaced by `eventId`. */
            sessionId?: string;
            /** @description Service ID. */
            serviceId?: string;
            /** @description Schedule ID. */
            scheduleId?: string;
            /** @description ID of the calendar event. For classes, give it to book the class session. */
            eventId?: string;
            /** @description Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            startDate?: string;
            /** @description Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            endDate?: string;
            /** @description Time zone, IANA format. */
            timezone?: string;
            resource?: components["schemas"]["BookedResource"];
            location?: components["schemas"]["SlotLocation"];
            resourceSelections?: components["schemas"]["BookingResourceSelection"][];
            /** @description Whether the booked slot spans one or more full days. */
            allDay?: boolean;
            durationUnitType?: components["schemas"]["BookingDurationUnitType"];
            /** @description Number of booked duration units. Read-only. */
            durationUnitCount?: number;
        };
        /** @description The booked schedule: a course. */
        BookedSchedule: {
            /** @description Schedule ID (the course). */
            scheduleId?: string;
            /** @description Booked service ID. */
            serviceId?: string;
            location?: components["schemas"]["SlotLocation"];
            /** @description Time zone, IANA format. */
            timezone?: string;
            /** @description Start of the first session. Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            firstSessionStart?: string;
            /** @description End of the last session. Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            lastSessionEnd?: string;
        };
        /** @description What was booked: a time slot or a schedule. */
        BookedEntity: {
            /** @description Booked slot (appointments and class sessions). Either `slot` or `schedule`. */
            slot?: components["schemas"]["BookedSlot"];
            /** @description Booked schedule (courses). Either `slot` or `schedule`. */
            schedule?: components["schemas"]["BookedSchedule"];
            /** @description Session title at the time of booking. Read-only. */
            title?: string;
            /** @description Tags of the booking, for example `INDIVIDUAL`, `GROUP` or `COURSE`. */
            tags?: string[];
        };
        /** @description Contact details of the customer who booked. */
        BookingContactDetails: {
            /** @description Contact ID. */
            contactId?: string;
            /** @description Contact's first name. */
            firstName?: string;
            /** @description Contact's last name. */
            lastName?: string;
            /** @description Contact's email. */
            email?: string;
            /** @description Contact's phone number. */
            phone?: string;
            /** @description Contact's full address, with its geocode. */
            fullAddress?: components["schemas"]["ContactAddress"];
            /** @description Contact's time zone. Deprecated. */
            timeZone?: string;
            /** @description Contact's country, ISO 3166-1 alpha-2. */
            countryCode?: string;
        };
        /** @description An additional booking form field. Deprecated, replaced by the form submission. */
        BookingCustomFormField: {
            /** @description Form field ID. */
            id?: string;
            /** @description Submitted value. */
            value?: string;
            /** @description Field's label at the time of submission. Read-only. */
            label?: string;
            valueType?: components["schemas"]["BookingCustomFormFieldValueType"];
        };
        BookingServiceChoiceDuration: {
            /** @description Duration in minutes. */
            minutes?: number;
            /** @description Name of the duration option. */
            name?: string;
        };
        BookingServiceChoiceRule: {
            /** @description Name of the matched pricing rule, for example "Weekend mornings". */
            name?: string;
        };
        /** @description A choice among the options of a service variant. */
        BookingServiceChoice: {
            /** @description Value of a custom option choice. */
            custom?: string;
            duration?: components["schemas"]["BookingServiceChoiceDuration"];
            /** @description Matched date-time pricing rule, for `DATE_TIME` options. */
            dateTime?: components["schemas"]["BookingServiceChoiceRule"];
            /** @description Matched participants pricing rule, for `NUMBER_OF_PARTICIPANTS` options. */
            participantRange?: components["schemas"]["BookingServiceChoiceRule"];
            /** @description ID of the service option the choice belongs to. */
            optionId?: string;
            /** @description ID of the service choice; the choice details are filled in from it. */
            choiceId?: string;
        };
        BookingServiceChoices: {
            /** @description Number of participants with these choices. */
            numberOfParticipants?: number;
            choices?: components["schemas"]["BookingServiceChoice"][];
        };
        /** @description Booked service choices and participant counts. Give either this or `totalParticipants`. */
        BookingParticipantChoices: {
            /** @description Booked service choices, with the number of participants each. */
            serviceChoices?: components["schemas"]["BookingServiceChoices"][];
        };
        /** @description The multi-service booking the booking is part of. */
        BookingMultiServiceBookingInfo: {
            /** @description Multi-service booking ID. Read-only. */
            id?: string;
            type?: components["schemas"]["MultiServiceBookingType"];
        };
        /** @description An add-on booked with the booking. */
        BookedAddOn: {
            /** @description Add-on ID. */
            id?: string;
            /** @description Add-on group ID. */
            groupId?: string;
            /** @description Add-on duration at the time of booking. Read-only. */
            durationInMinutes?: number;
            /** @description Quantity booked. */
            quantity?: number;
            /** @description Add-on name at the time of booking. Read-only. */
            name?: string;
            /** @description Add-on name in the customer's language. Read-only. */
            nameTranslated?: string;
        };
        /** @description Where the booking was created: platform, actor and app. */
        BookingSource: {
            platform?: components["schemas"]["BookingSourcePlatform"];
            actor?: components["schemas"]["BookingSourceActor"];
            /** @description ID of the app that created the booking. */
            appDefId?: string;
            /** @description Name of the app that created the booking. Read-only. */
            appName?: string;
        };
        /** @description A booking of an appointment, a class session or a course. */
        Booking: {
            /** @description Booking ID. Read-only. */
            id?: string;
            bookedEntity?: components["schemas"]["BookedEntity"];
            contactDetails?: components["schemas"]["BookingContactDetails"];
            /** @description Additional booking form fields. Deprecated, replaced by `formSubmissionId`. */
            additionalFields?: components["schemas"]["BookingCustomFormField"][];
            status?: components["schemas"]["BookingStatus"];
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
            selectedPaymentOption?: components["schemas"]["BookingSelectedPaymentOption"];
            /**
             * Format: date-time
             * @description When the booking was created. Read-only.
             */
            createdDate?: Date;
            /** @description User ID in an external app. */
            externalUserId?: string;
            /** @description Revision number, incremented on every update. Give it when updating, rescheduling or canceling. */
            revision?: string;
            /** @description Who created the booking. Read-only. */
            createdBy?: components["schemas"]["IdentificationData"];
            /**
             * Format: date-time
             * @description Start of the booking (of the first session, for courses). Read-only.
             */
            startDate?: Date;
            /**
             * Format: date-time
             * @description End of the booking (of the last session, for courses). Read-only.
             */
            endDate?: Date;
            /**
             * Format: date-time
             * @description When the booking was last updated. Read-only.
             */
            updatedDate?: Date;
            /**
             * Format: date-time
             * @description When the booking was canceled. Read-only.
             */
            canceledDate?: Date;
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Whether the booking overlaps another confirmed booking. Read-only. */
            doubleBooked?: boolean;
            multiServiceBookingInfo?: components["schemas"]["BookingMultiServiceBookingInfo"];
            /** @description ID of the booking form submission (set by Set Booking Submission ID). */
            formSubmissionId?: string;
            /** @description ID of the booking form. Read-only. */
            formId?: string;
            bookedAddOns?: components["schemas"]["BookedAddOn"][];
            /** @description ID of the app the booking belongs to. Read-only. */
            appId?: string;
            /** @description ID of the app that created the booking. Read-only. */
            createdByAppId?: string;
            /** @description Whether the customer pays only the deposit upfront. */
            depositSelected?: boolean;
            /** @description Total number of participants, when all booked the same variant. Either this or `participantsChoices`. */
            totalParticipants?: number;
            participantsChoices?: components["schemas"]["BookingParticipantChoices"];
            bookingSource?: components["schemas"]["BookingSource"];
        };
        BookingApplicationError: {
            /** @description Error code. */
            code?: string;
            /** @description Description of the error. */
            description?: string;
            /** @description Data of the error. */
            data?: {
                [key: string]: unknown;
            };
        };
        BookingItemMetadata: {
            /** @description Item ID. */
            id?: string;
            /** @description Index of the item in the request. */
            originalIndex?: number;
            /** @description Whether the action succeeded for this item; when `false`, `error` is set. */
            success?: boolean;
            error?: components["schemas"]["BookingApplicationError"];
        };
        BookingBulkActionMetadata: {
            /** @description Number of items processed. */
            totalSuccesses?: number;
            /** @description Number of items that couldn't be processed. */
            totalFailures?: number;
            /** @description Number of failures without details (over the detailed-failure threshold). */
            undetailedFailures?: number;
        };
        BulkBookingResult: {
            itemMetadata?: components["schemas"]["BookingItemMetadata"];
            /** @description The booking, when the request asked for full entities. */
            item?: components["schemas"]["Booking"];
        };
        /** @description Standard steps of the booking flow to skip. */
        CreateBookingFlowControlSettings: {
            /** @description Skip the availability check. Needs Manage Bookings permission. */
            skipAvailabilityValidation?: boolean;
            /** @description Confirm `PENDING` bookings automatically. Needs Manage Bookings permission. */
            skipBusinessConfirmation?: boolean;
            /** @description Allow a payment option the service doesn't support. Needs Manage Bookings permission. */
            skipSelectedPaymentOptionValidation?: boolean;
            /** @description Skip the add-on validations. */
            skipAddOnValidation?: boolean;
        };
        /** @description Standard steps of the rescheduling flow to skip. */
        RescheduleBookingFlowControlSettings: {
            /** @description Ignore the service's rescheduling policy. */
            ignoreReschedulePolicy?: boolean;
            /** @description Skip the availability check of the new slot. */
            skipAvailabilityValidation?: boolean;
            /** @description Set the rescheduled booking's status to `CONFIRMED` without business confirmation. */
            skipBusinessConfirmation?: boolean;
            /** @description Allow changing the booked add-ons while rescheduling. */
            allowAddOnChanges?: boolean;
        };
        /** @description Standard steps of the confirmation flow to change. */
        ConfirmBookingFlowControlSettings: {
            /** @description Check availability before confirming. */
            checkAvailabilityValidation?: boolean;
        };
        /** @description Standard steps of the decline flow to change. */
        DeclineBookingFlowControlSettings: {
            /** @description Whether a refund is expected when declining. */
            withRefund?: boolean;
        };
        /** @description Standard steps of the cancellation flow to change. */
        CancelBookingFlowControlSettings: {
            /** @description Ignore the service's cancellation policy. */
            ignoreCancellationPolicy?: boolean;
            /** @description Issue a refund when canceling. */
            withRefund?: boolean;
            /** @description Waive the cancellation fee. */
            waiveCancellationFee?: boolean;
        };
        /** @description Standard steps of the mark-as-pending flow to change. */
        MarkBookingAsPendingFlowControlSettings: {
            /** @description Check for double-booking conflicts when updating the status. */
            checkAvailabilityValidation?: boolean;
            /** @description Allow marking any booking as pending, even when the service doesn't require manual approval. */
            skipPendingApprovalServiceValidation?: boolean;
        };
        /** @description A slot to move a booking to. */
        BookingSlot: {
            /** @description Session ID. Deprecated. */
            sessionId?: string;
            /** @description Service ID. Required. */
            serviceId?: string;
            /** @description Schedule ID. Required. */
            scheduleId?: string;
            /** @description Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            startDate?: string;
            /** @description Date and time in ISO-8601 format, local (`YYYY-MM-DDThh:mm:ss`) or with an offset (`2025-06-10T10:00:00-04:00`). Kept as a string, as the platform SDK does. */
            endDate?: string;
            /** @description Time zone the slot is calculated and shown in, IANA format. */
            timezone?: string;
            resource?: components["schemas"]["SlotResource"];
            location?: components["schemas"]["SlotLocation"];
            /** @description Calendar event ID. */
            eventId?: string;
            resourceSelections?: components["schemas"]["BookingResourceSelection"][];
            /** @description Whether the slot spans one or more full days. */
            allDay?: boolean;
        };
        /** @description A booking. */
        BookingResponse: {
            booking?: components["schemas"]["Booking"];
        };
        ConfirmOrDeclineBookingRequest: {
            /** @description Current payment status, when using a custom checkout page instead of the eCommerce checkout. */
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
        };
        BulkConfirmOrDeclineBookingDetails: {
            /** @description ID of the booking to confirm or decline. */
            bookingId: string;
            /** @description Current payment status of the booking. */
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
        };
        BulkConfirmOrDeclineBookingRequest: {
            /** @description Bookings to confirm or decline. */
            details: components["schemas"]["BulkConfirmOrDeclineBookingDetails"][];
            /** @description Whether to return the bookings. */
            returnEntity?: boolean;
        };
        /** @description Results of a bulk booking call. */
        BulkBookingsResponse: {
            results?: components["schemas"]["BulkBookingResult"][];
            bulkActionMetadata?: components["schemas"]["BookingBulkActionMetadata"];
        };
        CreateBookingRequest: {
            /** @description The booking to create: `bookedEntity` plus `totalParticipants` or `participantsChoices`. */
            booking: components["schemas"]["Booking"];
            /** @description Whether to notify the customer, and the message. */
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder to `contactDetails.phone` 24 hours before the session. */
            sendSmsReminder?: boolean;
            flowControlSettings?: components["schemas"]["CreateBookingFlowControlSettings"];
            /** @description Booking form data, keyed by the form fields' `target`s. Bookings derives the contact from it. */
            formSubmission?: {
                [key: string]: unknown;
            };
        };
        /** @description One booking to create in a bulk call. */
        CreateBookingInfo: {
            booking: components["schemas"]["Booking"];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder 24 hours before the session. */
            sendSmsReminder?: boolean;
            flowControlSettings?: components["schemas"]["CreateBookingFlowControlSettings"];
            /** @description Booking form data. */
            formSubmission?: {
                [key: string]: unknown;
            };
        };
        BulkCreateBookingRequest: {
            /** @description Bookings to create. */
            createBookingsInfo: components["schemas"]["CreateBookingInfo"][];
            /** @description Whether to return the created bookings. */
            returnFullEntity?: boolean;
        };
        RescheduleBookingRequest: {
            /** @description New slot of the booking. */
            slot: components["schemas"]["BookingSlot"];
            /** @description Current revision of the booking. */
            revision: string;
            participantNotification?: components["schemas"]["ParticipantNotification"];
            flowControlSettings?: components["schemas"]["RescheduleBookingFlowControlSettings"];
            /** @description Total number of participants, when all book the same variant. */
            totalParticipants?: number;
            participantsChoices?: components["schemas"]["BookingParticipantChoices"];
            /** @description Add-ons of the rescheduled booking. */
            bookedAddOns?: components["schemas"]["BookedAddOn"][];
        };
        ConfirmBookingRequest: {
            /** @description Current revision of the booking. */
            revision: string;
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder 24 hours before the session. */
            sendSmsReminder?: boolean;
            /** @description Payment status to set. */
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
            /** @description Whether the booking conflicts with another confirmed booking. */
            doubleBooked?: boolean;
            flowControlSettings?: components["schemas"]["ConfirmBookingFlowControlSettings"];
        };
        DeclineBookingRequest: {
            /** @description Current revision of the booking. */
            revision: string;
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Payment status to set. */
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
            /** @description Whether the booking conflicts with another confirmed booking. */
            doubleBooked?: boolean;
            flowControlSettings?: components["schemas"]["DeclineBookingFlowControlSettings"];
        };
        CancelBookingRequest: {
            participantNotification?: components["schemas"]["ParticipantNotification"];
            flowControlSettings?: components["schemas"]["CancelBookingFlowControlSettings"];
            /** @description Current revision of the booking. */
            revision: string;
            /** @description Waive the charges and cancel the eCommerce order of the booking. */
            waiveCharges?: boolean;
        };
        MarkBookingAsPendingRequest: {
            /** @description Current revision of the booking. */
            revision: string;
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder 24 hours before the session. */
            sendSmsReminder?: boolean;
            /** @description Payment status to set. */
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
            /** @description Whether the booking conflicts with another confirmed booking. */
            doubleBooked?: boolean;
            flowControlSettings?: components["schemas"]["MarkBookingAsPendingFlowControlSettings"];
        };
        UpdateNumberOfParticipantsRequest: {
            /** @description Current revision of the booking. */
            revision: string;
            /** @description Total number of participants, when all book the same variant. */
            totalParticipants?: number;
            participantsChoices?: components["schemas"]["BookingParticipantChoices"];
        };
        SetBookingSubmissionIdRequest: {
            /** @description ID of the form submission to set as the booking's `formSubmissionId`. */
            submissionId: string;
        };
        UpdateExtendedFieldsRequest: {
            /** @description Namespace of the app whose extended fields are updated. */
            namespace: string;
            /** @description Data to set, structured by the namespace's schema. */
            namespaceData: {
                [key: string]: unknown;
            };
        };
        UpdateExtendedFieldsResponse: {
            /** @description Updated namespace. */
            namespace?: string;
            /** @description Updated data. */
            namespaceData?: {
                [key: string]: unknown;
            };
        };
        MultiServiceBookingResult: {
            /** @description Single-service booking ID. Always set. */
            bookingId?: string;
            /** @description The booking; only with `returnFullEntity: true`. */
            booking?: components["schemas"]["Booking"];
        };
        /** @description Bookings of several services combined in one package. The type is on each booking, in `multiServiceBookingInfo.type`. */
        MultiServiceBooking: {
            /** @description Multi-service booking ID. */
            id?: string;
            /** @description The single-service bookings of the package. */
            bookings?: components["schemas"]["MultiServiceBookingResult"][];
        };
        MultiServiceBookingResponse: {
            multiServiceBooking?: components["schemas"]["MultiServiceBooking"];
        };
        /** @description One single-service booking of a multi-service booking call. */
        MultiServiceBookingInfo: {
            /** @description Single-service booking ID. */
            bookingId?: string;
            /** @description Current revision of the booking. */
            revision?: string;
            /** @description Payment status to set. */
            paymentStatus?: components["schemas"]["BookingPaymentStatus"];
        };
        MultiServiceBookingIdAndRevision: {
            /** @description Single-service booking ID. */
            bookingId?: string;
            /** @description Current revision of the booking. */
            revision?: string;
        };
        /** @description One single-service booking to reschedule. */
        MultiServiceRescheduleBookingInfo: {
            /** @description ID of the booking to reschedule. */
            bookingId: string;
            /** @description New slot. */
            slot: components["schemas"]["BookingSlot"];
            /** @description Current revision of the booking. */
            revision: string;
            /** @description Total number of participants. */
            totalParticipants?: number;
            participantsChoices?: components["schemas"]["BookingParticipantChoices"];
            bookedAddOns?: components["schemas"]["BookedAddOn"][];
        };
        CreateMultiServiceBookingRequest: {
            /** @description 2 to 8 single-service bookings to create and combine. */
            bookings: components["schemas"]["Booking"][];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder 24 hours before the sessions. */
            sendSmsReminder?: boolean;
            flowControlSettings?: components["schemas"]["CreateBookingFlowControlSettings"];
            /** @description Whether to return the created bookings. */
            returnFullEntity?: boolean;
            multiServiceBookingType?: components["schemas"]["MultiServiceBookingType"];
            /** @description Booking form data, keyed by the form fields' `target`s. */
            formSubmission?: {
                [key: string]: unknown;
            };
        };
        RescheduleMultiServiceBookingRequest: {
            /** @description All single-service bookings, with their new slots. */
            rescheduleBookingsInfo: components["schemas"]["MultiServiceRescheduleBookingInfo"][];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            flowControlSettings?: components["schemas"]["RescheduleBookingFlowControlSettings"];
            /** @description Whether to return the bookings. */
            returnFullEntity?: boolean;
        };
        GetMultiServiceBookingAvailabilityResponse: {
            /** @description Whether all single-service bookings are bookable. */
            bookable?: boolean;
            /** @description Total number of spots. */
            totalCapacity?: number;
            /** @description Number of open spots. */
            remainingCapacity?: number;
            policyViolations?: components["schemas"]["SlotBookingPolicyViolations"];
            policySettings?: components["schemas"]["AvailabilityPolicySettings"];
            /** @description The single-service bookings checked. */
            multiServiceBookingInfo?: components["schemas"]["MultiServiceBookingAvailabilityBookingInfo"][];
        };
        MultiServiceBookingAvailabilityBookingInfo: {
            /** @description Booking ID. */
            bookingId?: string;
        };
        CancelMultiServiceBookingRequest: {
            participantNotification?: components["schemas"]["ParticipantNotification"];
            flowControlSettings?: components["schemas"]["CancelBookingFlowControlSettings"];
            /** @description Whether to return the canceled bookings. */
            returnFullEntity?: boolean;
            /** @description Waive the charges and cancel the eCommerce order. */
            waiveCharges?: boolean;
        };
        MarkMultiServiceBookingAsPendingRequest: {
            /** @description Single-service bookings to mark as `PENDING`. */
            markAsPendingBookingsInfo?: components["schemas"]["MultiServiceBookingInfo"][];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder 24 hours before the sessions. */
            sendSmsReminder?: boolean;
            /** @description Whether a booking conflicts with another confirmed booking. */
            doubleBooked?: boolean;
            /** @description Whether to return the bookings. */
            returnFullEntity?: boolean;
            flowControlSettings?: components["schemas"]["MarkBookingAsPendingFlowControlSettings"];
        };
        ConfirmMultiServiceBookingRequest: {
            /** @description Single-service bookings to confirm. */
            confirmBookingsInfo?: components["schemas"]["MultiServiceBookingInfo"][];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Send an SMS reminder 24 hours before the sessions. */
            sendSmsReminder?: boolean;
            /** @description Whether a booking conflicts with another confirmed booking. */
            doubleBooked?: boolean;
            /** @description Whether to return the bookings. */
            returnFullEntity?: boolean;
            flowControlSettings?: components["schemas"]["ConfirmBookingFlowControlSettings"];
        };
        DeclineMultiServiceBookingRequest: {
            /** @description Single-service bookings to decline. */
            declineBookingsInfo?: components["schemas"]["MultiServiceBookingInfo"][];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Whether a booking conflicts with another confirmed booking. */
            doubleBooked?: boolean;
            /** @description Whether to return the bookings. */
            returnFullEntity?: boolean;
            flowControlSettings?: components["schemas"]["DeclineBookingFlowControlSettings"];
        };
        BulkGetMultiServiceBookingAllowedActionsRequest: {
            /** @description Multi-service booking IDs. */
            multiServiceBookingIds: string[];
        };
        MultiServiceBookingAllowedActions: {
            /** @description Whether canceling is allowed. */
            cancel?: boolean;
            /** @description Whether rescheduling is allowed. */
            reschedule?: boolean;
        };
        MultiServiceBookingAllowedActionsResult: {
            itemMetadata?: components["schemas"]["BookingItemMetadata"];
            item?: components["schemas"]["MultiServiceBookingAllowedActions"];
        };
        BulkGetMultiServiceBookingAllowedActionsResponse: {
            results?: components["schemas"]["MultiServiceBookingAllowedActionsResult"][];
            bulkActionMetadata?: components["schemas"]["BookingBulkActionMetadata"];
        };
        MultiServiceBookingMetadata: {
            /** @description Number of `CONFIRMED` and `PENDING` single-service bookings. */
            totalNumberOfScheduledBookings?: number;
        };
        GetMultiServiceBookingResponse: {
            multiServiceBooking: components["schemas"]["MultiServiceBooking"];
            metadata?: components["schemas"]["MultiServiceBookingMetadata"];
        };
        AddBookingsToMultiServiceBookingRequest: {
            /** @description Multi-service booking ID. */
            multiServiceBookingId: string;
            /** @description Single-service bookings to add. */
            bookings: components["schemas"]["MultiServiceBookingIdAndRevision"][];
            /** @description Whether to return the added bookings. */
            returnFullEntity?: boolean;
        };
        RemoveBookingsFromMultiServiceBookingRequest: {
            /** @description Multi-service booking ID. */
            multiServiceBookingId: string;
            /** @description Single-service bookings to remove. */
            bookings?: components["schemas"]["MultiServiceBookingIdAndRevision"][];
            /** @description Whether to return the removed bookings. */
            returnFullEntity?: boolean;
        };
        MultiServiceBookingBookingsResponse: {
            /** @description The single-service bookings added or removed. */
            bookings?: components["schemas"]["MultiServiceBookingResult"][];
        };
        /** @description Filter, sort and paging of an extended booking query. */
        ExtendedBookingQuery: {
            /** @description Filter on booking fields, for example `{"status": {"$in": ["CONFIRMED"]}}`. Dates in UTC. */
            filter?: components["schemas"]["Filter"];
            /** @description Sort order. Default `createdDate` descending. */
            sort?: components["schemas"]["Sorting"][];
            /** @description Offset paging. Either `paging` or `cursorPaging`. */
            paging?: components["schemas"]["Paging"];
            /** @description Cursor paging (default, `limit` 50). Later pages give only the cursor. */
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Projected fields. Not supported by the extended booking queries. */
            fields?: string[];
            /** @description Projected field sets. Not supported by the extended booking queries. */
            fieldsets?: string[];
        };
        QueryExtendedBookingRequest: {
            query: components["schemas"]["ExtendedBookingQuery"];
            /** @description Return the actions the customer may perform (`allowedActions`). */
            withBookingAllowedActions?: boolean;
            /** @description Return attendance information (`attendance`). */
            withBookingAttendanceInfo?: boolean;
            /** @description Return only bookings of this session (for courses, which have no session ID on the booking). */
            sessionId?: string;
            /** @description Return the eCommerce order (`order`). */
            withEcomOrder?: boolean;
            /** @description Return the order invoices (`invoices`). */
            withEcomInvoices?: boolean;
            /** @description Return the order transactions (`transactions`). */
            withEcomTransactions?: boolean;
            /** @description Return the booking form submission (`formSubmissions`). */
            withFormSubmissions?: boolean;
        };
        QueryExtendedBookingsRequest: {
            query: components["schemas"]["ExtendedBookingQuery"];
            /** @description Return the actions the customer may perform (`allowedActions`). */
            withBookingAllowedActions?: boolean;
            /** @description Return attendance information (`attendance`). */
            withBookingAttendanceInfo?: boolean;
            /** @description Return the online conferencing details (`conferencingDetails`). */
            withBookingConferencingDetails?: boolean;
            /** @description Return the booking policy settings (`bookingPolicySettings`). */
            withBookingPolicySettings?: boolean;
            /** @description Return the booking fee details (`bookingFeeDetails`). */
            withBookingFeeDetails?: boolean;
            /** @description Return the eCommerce order (`order`). */
            withEcomOrder?: boolean;
            /** @description Return the order invoices (`invoices`). */
            withEcomInvoices?: boolean;
            /** @description Return the order transactions (`transactions`). */
            withEcomTransactions?: boolean;
            /** @description Return the booking form submission (`formSubmissions`). */
            withFormSubmissions?: boolean;
        };
        QueryExtendedBookingsResponse: {
            /** @description Retrieved bookings. */
            extendedBookings?: components["schemas"]["ExtendedBooking"][];
            pagingMetadata?: components["schemas"]["PagingMetadata"];
        };
        CountExtendedBookingsRequest: {
            /** @description Filter on booking fields. */
            filter?: components["schemas"]["Filter"];
        };
        CountExtendedBookingsResponse: {
            /** @description Number of bookings that match the filter. */
            count?: number;
        };
        ExtendedBookingAllowedActions: {
            /** @description Whether the customer may cancel the booking. */
            cancel?: boolean;
            /** @description Whether the customer may reschedule the booking. */
            reschedule?: boolean;
            /** @description Deprecated. */
            refund?: boolean;
        };
        ExtendedBookingAttendance: {
            /** @description Attendance ID. Read-only. */
            id?: string;
            status?: components["schemas"]["BookingAttendanceStatus"];
            /** @description Number of participants who attended. */
            numberOfAttendees?: number;
        };
        ExtendedBookingConferencingDetails: {
            /** @description URL a guest joins the conference with. */
            guestUrl?: string;
            /** @description Conference password. */
            password?: string;
        };
        /** @description The booking's policy settings, from its policy snapshot. */
        ExtendedBookingPolicySettings: {
            /** @description Whether the booking has an active cancellation fee policy. */
            cancellationFeeEnabled?: boolean;
        };
        ExtendedBookingFeeDetails: {
            cancellationFeeStatus?: components["schemas"]["BookingFeeStatus"];
        };
        ExtendedBookingPrice: {
            /** @description Amount, as a decimal string. */
            amount?: string;
            /** @description Amount with the currency symbol. */
            formattedAmount?: string;
        };
        ExtendedBookingPriceDescription: {
            /** @description Price description in the site's language. */
            original?: string;
            /** @description Price description in the buyer's language. */
            translated?: string;
        };
        ExtendedBookingOrderPriceSummary: {
            /** @description Subtotal of the line items, before discounts and tax. */
            subtotal?: components["schemas"]["ExtendedBookingPrice"];
            shipping?: components["schemas"]["ExtendedBookingPrice"];
            tax?: components["schemas"]["ExtendedBookingPrice"];
            discount?: components["schemas"]["ExtendedBookingPrice"];
            /** @description Total after discounts and tax. */
            total?: components["schemas"]["ExtendedBookingPrice"];
            totalAdditionalFees?: components["schemas"]["ExtendedBookingPrice"];
        };
        ExtendedBookingCatalogReference: {
            /** @description ID of the item in its catalog. */
            catalogItemId?: string;
            /** @description ID of the app providing the catalog. */
            appId?: string;
            /** @description Additional item details. */
            options?: {
                [key: string]: unknown;
            };
        };
        ExtendedBookingOrderLineItem: {
            /** @description Line item ID. */
            id?: string;
            catalogReference?: components["schemas"]["ExtendedBookingCatalogReference"];
            price?: components["schemas"]["ExtendedBookingPrice"];
            paymentOption?: components["schemas"]["PaymentOptionType"];
            priceDescription?: components["schemas"]["ExtendedBookingPriceDescription"];
        };
        ExtendedBookingBalanceSummary: {
            /** @description Amount left to pay. */
            balance?: components["schemas"]["ExtendedBookingPrice"];
            /** @description Amount paid, including later refunds. */
            paid?: components["schemas"]["ExtendedBookingPrice"];
        };
        /** @description Summary of the eCommerce order of the booking. */
        ExtendedBookingOrder: {
            /** @description Order ID. */
            id?: string;
            /** @description Order number shown in the dashboard. */
            number?: string;
            priceSummary?: components["schemas"]["ExtendedBookingOrderPriceSummary"];
            lineItems?: components["schemas"]["ExtendedBookingOrderLineItem"][];
            status?: components["schemas"]["ExtendedBookingOrderStatus"];
            paymentStatus?: components["schemas"]["ExtendedBookingOrderPaymentStatus"];
            balanceSummary?: components["schemas"]["ExtendedBookingBalanceSummary"];
            /** @description Currency, ISO-4217. */
            currency?: string;
            /** @description Total after discounts and tax. */
            totalPrice?: components["schemas"]["ExtendedBookingPrice"];
            /** @description Price of the booking line item, after its discounts. */
            bookingPrice?: components["schemas"]["ExtendedBookingPrice"];
            bookingPriceDescription?: components["schemas"]["ExtendedBookingPriceDescription"];
            /** @description Amount left to pay. */
            balance?: components["schemas"]["ExtendedBookingPrice"];
            /**
             * Format: date-time
             * @description When the order was last updated.
             */
            updatedDate?: Date;
        };
        ExtendedBookingWaiver: {
            /** @description Waiver ID. */
            id?: string;
            /** @description Waiver template ID. */
            waiverTemplateId?: string;
            /** @description Contact ID. */
            contactId?: string;
            status?: components["schemas"]["ExtendedBookingWaiverStatus"];
        };
        ExtendedBookingInvoice: {
            /** @description Invoice ID. */
            id?: string;
            /** @description ID of the app that set the invoice. */
            appId?: string;
        };
        ExtendedBookingInvoices: {
            /** @description Order ID. */
            orderId?: string;
            invoicesInfo?: components["schemas"]["ExtendedBookingInvoice"][];
        };
        TransactionCreditCardDetails: {
            /** @description Last 4 digits of the card. */
            lastFourDigits?: string;
            /** @description Card brand. */
            brand?: string;
        };
        TransactionActionFailureDetails: {
            /** @description Failure code. */
            failureCode?: string;
        };
        TransactionAuthorizationCapture: {
            /** @description Capture ID. */
            id?: string;
            status?: components["schemas"]["TransactionAuthorizationCaptureStatus"];
            amount?: components["schemas"]["ExtendedBookingPrice"];
            /**
             * Format: date-time
             * @description When the capture was initiated.
             */
            createdDate?: Date;
            failureDetails?: components["schemas"]["TransactionActionFailureDetails"];
        };
        TransactionAuthorizationVoid: {
            status?: components["schemas"]["TransactionAuthorizationVoidStatus"];
            /**
             * Format: date-time
             * @description When the void was initiated.
             */
            voidedDate?: Date;
            failureDetails?: components["schemas"]["TransactionActionFailureDetails"];
            reason?: components["schemas"]["TransactionAuthorizationVoidReason"];
        };
        TransactionScheduledAction: {
            actionType?: components["schemas"]["TransactionScheduledActionType"];
            /**
             * Format: date-time
             * @description When the action runs.
             */
            executionDate?: Date;
        };
        TransactionAuthorizationDetails: {
            /** @description Whether the payment is captured later. */
            delayedCapture?: boolean;
            /**
             * Format: date-time
             * @description When the payment was authorized.
             */
            authorizedDate?: Date;
            captures?: components["schemas"]["TransactionAuthorizationCapture"][];
            void?: components["schemas"]["TransactionAuthorizationVoid"];
            scheduledAction?: components["schemas"]["TransactionScheduledAction"];
        };
        TransactionChargeback: {
            /** @description Chargeback ID. */
            id?: string;
            /**
             * Format: date-time
             * @description When the chargeback was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description When the chargeback was updated.
             */
            updatedDate?: Date;
            amount?: components["schemas"]["ExtendedBookingPrice"];
            /** @description Reversed amount, when `status` is `REVERSED`. */
            reversalAmount?: components["schemas"]["ExtendedBookingPrice"];
            status?: components["schemas"]["TransactionChargebackStatus"];
            /** @description External chargeback ID. */
            externalId?: string;
        };
        TransactionRegularPaymentDetails: {
            creditCardDetails?: components["schemas"]["TransactionCreditCardDetails"];
            /** @description Payments order ID. */
            paymentOrderId?: string;
            /** @description Payment gateway's transaction ID. */
            gatewayTransactionId?: string;
            /** @description Payment method, for example `CreditCard` or `PayPal`. */
            paymentMethod?: string;
            /** @description Transaction ID at the payment provider. */
            providerTransactionId?: string;
            /** @description Whether the payment was made offline. */
            offlinePayment?: boolean;
            status?: components["schemas"]["TransactionStatus"];
            /** @description Whether a payment agreement allows future charges. */
            savedPaymentMethod?: boolean;
            authorizationDetails?: components["schemas"]["TransactionAuthorizationDetails"];
            chargebacks?: components["schemas"]["TransactionChargeback"][];
        };
        TransactionGiftCardPaymentDetails: {
            /** @description Gift card payment ID. */
            giftCardPaymentId?: string;
            /** @description ID of the app that created the gift card. */
            appId?: string;
            /** @description Whether the gift card payment was voided. */
            voided?: boolean;
        };
        TransactionPayment: {
            /** @description Regular payment. Either this or `giftcardPaymentDetails`. */
            regularPaymentDetails?: components["schemas"]["TransactionRegularPaymentDetails"];
            giftcardPaymentDetails?: components["schemas"]["TransactionGiftCardPaymentDetails"];
            /** @description Payment ID. */
            id?: string;
            /**
             * Format: date-time
             * @description When the payment was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description When the payment was last updated.
             */
            updatedDate?: Date;
            amount?: components["schemas"]["ExtendedBookingPrice"];
            /** @description Whether refunds of this payment are disabled. */
            refundDisabled?: boolean;
        };
        TransactionRefundStatusInfo: {
            /** @description Reason code of the current status. */
            paymentGatewayReasonCode?: string;
            /** @description Explanation of the current status. */
            description?: string;
        };
        TransactionRefundTransaction: {
            /** @description ID of the refunded payment. */
            paymentId?: string;
            amount?: components["schemas"]["ExtendedBookingPrice"];
            refundStatus?: components["schemas"]["TransactionRefundStatus"];
            refundStatusInfo?: components["schemas"]["TransactionRefundStatusInfo"];
            /** @description Payment gateway's refund ID. */
            gatewayRefundId?: string;
            /** @description Refund ID at the payment provider. */
            providerRefundId?: string;
            /** @description Whether the refund was made manually on the provider's side. */
            externalRefund?: boolean;
        };
        TransactionRefundItem: {
            /** @description Line item ID. */
            lineItemId?: string;
            /** @description Refunded quantity. */
            quantity?: number;
        };
        TransactionAdditionalFeeRefund: {
            /** @description Additional fee ID. */
            additionalFeeId?: string;
            amount?: components["schemas"]["ExtendedBookingPrice"];
        };
        TransactionShippingRefund: {
            amount?: components["schemas"]["ExtendedBookingPrice"];
        };
        TransactionRefundDetails: {
            items?: components["schemas"]["TransactionRefundItem"][];
            /** @description Whether shipping was refunded too. */
            shippingIncluded?: boolean;
            /** @description Reason for the refund. */
            reason?: string;
            lineItems?: components["schemas"]["TransactionRefundItem"][];
            additionalFees?: components["schemas"]["TransactionAdditionalFeeRefund"][];
            shipping?: components["schemas"]["TransactionShippingRefund"];
        };
        TransactionLineItemRefundSummary: {
            /** @description Line item ID. */
            lineItemId?: string;
            totalRefundedAmount?: components["schemas"]["ExtendedBookingPrice"];
        };
        TransactionRefundItemsBreakdown: {
            lineItems?: components["schemas"]["TransactionLineItemRefundSummary"][];
        };
        TransactionRefundSummary: {
            requestedRefund?: components["schemas"]["ExtendedBookingPrice"];
            pendingRefund?: components["schemas"]["ExtendedBookingPrice"];
            refunded?: components["schemas"]["ExtendedBookingPrice"];
            failedRefundAmount?: components["schemas"]["ExtendedBookingPrice"];
            /** @description Whether a refund transaction is still pending. */
            pending?: boolean;
            breakdown?: components["schemas"]["TransactionRefundItemsBreakdown"];
        };
        TransactionRefund: {
            /** @description Refund ID. */
            id?: string;
            transactions?: components["schemas"]["TransactionRefundTransaction"][];
            details?: components["schemas"]["TransactionRefundDetails"];
            /**
             * Format: date-time
             * @description When the refund was created.
             */
            createdDate?: Date;
            summary?: components["schemas"]["TransactionRefundSummary"];
            /** @description ID of the app that initiated the refund. */
            requestingServiceAppId?: string;
        };
        TransactionMembershipName: {
            /** @description Membership name. */
            original?: string;
            /** @description Translated membership name. */
            translated?: string;
        };
        TransactionMembershipCredits: {
            /** @description Total credits of the membership. */
            total?: number;
            /** @description Remaining credits. */
            remaining?: number;
        };
        TransactionMembershipPaymentDetails: {
            name?: components["schemas"]["TransactionMembershipName"];
            /**
             * Format: date-time
             * @description When the membership expires.
             */
            expirationDate?: Date;
            credits?: components["schemas"]["TransactionMembershipCredits"];
        };
        /** @description Transactions of the eCommerce order of the booking. */
        ExtendedBookingTransactions: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Payments made to the business. */
            payments?: components["schemas"]["TransactionPayment"][];
            /** @description Refunds made to the buyer. */
            refunds?: components["schemas"]["TransactionRefund"][];
            /** @description The charged, not voided, membership payment of the booking. */
            chargedMembershipPaymentDetails?: components["schemas"]["TransactionMembershipPaymentDetails"];
            /** @description Sum of the refunds made to the buyer. */
            refundSumAmounts?: string;
        };
        ExtendedBookingFormSubmission: {
            /** @description Form field label. */
            label?: string;
            /** @description Submission key, the target of the form field. */
            key?: string;
            /** @description Submitted value, as a string. */
            value?: string;
            /** @description Form field ID. */
            fieldId?: string;
        };
        ExtendedBookingCyclePrice: {
            /** @description Amount charged for the billing cycle. */
            amount?: string;
            /** @description Currency, ISO-4217. */
            currency?: string;
        };
        /** @description Subscription payment of a course booking with subscription pricing. */
        ExtendedBookingSubscriptionInfo: {
            /** @description Number of cycles charged. */
            currentCycle?: number;
            /** @description Total number of cycles. */
            totalCycles?: number;
            billingFrequency?: components["schemas"]["ExtendedBookingSubscriptionFrequency"];
            /** @description Subscription ID. */
            subscriptionId?: string;
            status?: components["schemas"]["ExtendedBookingSubscriptionStatus"];
            cyclePrice?: components["schemas"]["ExtendedBookingCyclePrice"];
            /**
             * Format: date-time
             * @description When the subscription was or will be canceled.
             */
            cancellationDate?: Date;
            /**
             * Format: date-time
             * @description When the next cycle is charged.
             */
            nextBillingDate?: Date;
        };
        /** @description A booking with the extra information a query asked for. */
        ExtendedBooking: {
            booking?: components["schemas"]["Booking"];
            /** @description With `withBookingAllowedActions`. */
            allowedActions?: components["schemas"]["ExtendedBookingAllowedActions"];
            /** @description With `withBookingAttendanceInfo`. */
            attendance?: components["schemas"]["ExtendedBookingAttendance"];
            /** @description With `withBookingConferencingDetails`. */
            conferencingDetails?: components["schemas"]["ExtendedBookingConferencingDetails"];
            /** @description With `withBookingPolicySettings`. */
            bookingPolicySettings?: components["schemas"]["ExtendedBookingPolicySettings"];
            /** @description With `withBookingFeeDetails`. */
            bookingFeeDetails?: components["schemas"]["ExtendedBookingFeeDetails"];
            /** @description With `withEcomOrder`. */
            order?: components["schemas"]["ExtendedBookingOrder"];
            waiver?: components["schemas"]["ExtendedBookingWaiver"];
            /** @description With `withEcomInvoices`. */
            invoices?: components["schemas"]["ExtendedBookingInvoices"];
            /** @description With `withEcomTransactions`. */
            transactions?: components["schemas"]["ExtendedBookingTransactions"];
            /** @description With `withFormSubmissions`. */
            formSubmissions?: components["schemas"]["ExtendedBookingFormSubmission"][];
            subscriptionInfo?: components["schemas"]["ExtendedBookingSubscriptionInfo"];
        };
        StaffMemberMediaItem: {
            /** @description Staff member's main image. */
            image?: components["schemas"]["Image"];
        };
        StaffMemberWorkingHoursSchedule: {
            /** @description Working hours schedule ID. */
            id?: string;
            /** @description Whether the schedule is shared with the business (default working hours). */
            shared?: boolean;
        };
        StaffMemberEventSchedule: {
            /** @description Event schedule ID. */
            id?: string;
        };
        /** @description The resource of a staff member. */
        StaffMemberResource: {
            /** @description Resource ID. */
            id?: string;
            workingHoursSchedules?: components["schemas"]["StaffMemberWorkingHoursSchedule"][];
            eventsSchedule?: components["schemas"]["StaffMemberEventSchedule"];
            /** @description Whether the staff member works the business's default working hours. */
            usesDefaultWorkingHours?: boolean;
            /** @description Revision of the resource. */
            revision?: string;
        };
        StaffMemberConnection: {
            status?: components["schemas"]["StaffMemberConnectionStatus"];
        };
        /** @description The platform user connected to the staff member. */
        StaffMemberAssociatedWixIdentity: {
            /** @description The connected identity. */
            identificationData?: components["schemas"]["IdentificationData"];
            /** @description Deprecated, replaced by `connection`. */
            connectionStatus?: components["schemas"]["StaffMemberConnectionStatus"];
            connection?: components["schemas"]["StaffMemberConnection"];
        };
        StaffMemberTagList: {
            tagIds?: string[];
        };
        StaffMemberTags: {
            /** @description Tags that need an extra permission to read. */
            privateTags?: components["schemas"]["StaffMemberTagList"];
            /** @description Public tags. */
            tags?: components["schemas"]["StaffMemberTagList"];
        };
        /** @description A staff member of the business. */
        StaffMember: {
            /** @description Staff member ID. Read-only. */
            id?: string;
            /** @description Name. */
            name?: string;
            /** @description Email address. */
            email?: string;
            /** @description Phone number. */
            phone?: string;
            /** @description Description, for example a short bio. */
            description?: string;
            mainMedia?: components["schemas"]["StaffMemberMediaItem"];
            /** @description Resource ID of the staff member. Read-only. */
            resourceId?: string;
            resource?: components["schemas"]["StaffMemberResource"];
            associatedWixIdentity?: components["schemas"]["StaffMemberAssociatedWixIdentity"];
            /** @description Revision, incremented on every update. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description When the staff member was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description When the staff member was last updated.
             */
            updatedDate?: Date;
            extendedFields?: components["schemas"]["ExtendedFields"];
            tags?: components["schemas"]["StaffMemberTags"];
            /** @description Whether the staff member provides services. Read-only. */
            serviceProvider?: boolean;
        };
        ResourceWorkingHoursSchedule: {
            /** @description Working hours schedule ID. */
            scheduleId?: string;
            /** @description Whether the schedule is shared by several resources. Read-only. */
            shared?: boolean;
        };
        ResourceWorkingHoursSchedules: {
            /** @description Currently a single schedule. */
            values?: components["schemas"]["ResourceWorkingHoursSchedule"][];
        };
        ResourceBusinessLocation: {
            /** @description Business location ID. */
            locationId?: string;
        };
        ResourceSpecificLocation: {
            /** @description Whether the resource is available in business locations. */
            availableInBusinessLocations?: boolean;
            businessLocations?: components["schemas"]["ResourceBusinessLocation"][];
        };
        ResourceLocationOptions: {
            /** @description Whether the resource is available in all business locations. */
            availableInAllLocations?: boolean;
            specificLocationOptions?: components["schemas"]["ResourceSpecificLocation"];
        };
        ResourceEventsSchedule: {
            /** @description Event schedule ID. */
            scheduleId?: string;
        };
        /** @description A bookable resource, such as a room or equipment (staff members are resources too). */
        Resource: {
            /** @description Resource ID. Read-only. */
            id?: string;
            /** @description Revision, incremented on every update. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description When the resource was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description When the resource was last updated.
             */
            updatedDate?: Date;
            /** @description Name. */
            name?: string;
            /** @description Resource type ID. */
            typeId?: string;
            workingHoursSchedules?: components["schemas"]["ResourceWorkingHoursSchedules"];
            locationOptions?: components["schemas"]["ResourceLocationOptions"];
            eventsSchedule?: components["schemas"]["ResourceEventsSchedule"];
            extendedFields?: components["schemas"]["ExtendedFields"];
        };
        /** @description A type of resource, such as rooms. */
        ResourceType: {
            /** @description Resource type ID. Read-only. */
            id?: string;
            /** @description Revision, incremented on every update. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description When the resource type was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description When the resource type was last updated.
             */
            updatedDate?: Date;
            /** @description Name, for example `meeting room`. */
            name?: string;
            extendedFields?: components["schemas"]["ExtendedFields"];
        };
        BookingCreatedEvent: {
            /** @description The created booking. */
            entity: components["schemas"]["Booking"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingUpdatedEvent: {
            /** @description The booking after the update. */
            entity: components["schemas"]["Booking"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description Only the fields the update changed, with their new values. */
            modifiedFields: components["schemas"]["Booking"];
        };
        BookingConfirmed: {
            booking?: components["schemas"]["Booking"];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Whether an SMS reminder is sent 24 hours before the session. */
            sendSmsReminder?: boolean;
            /** @description Whether the booking overlaps another confirmed booking. */
            doubleBooked?: boolean;
            /** @description Who confirmed the booking. */
            initiatedBy?: components["schemas"]["IdentificationData"];
            previousStatus?: components["schemas"]["BookingStatus"];
            previousPaymentStatus?: components["schemas"]["BookingPaymentStatus"];
        };
        BookingDeclined: {
            booking?: components["schemas"]["Booking"];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Whether the booking overlaps another confirmed booking. */
            doubleBooked?: boolean;
            /** @description Who declined the booking. */
            initiatedBy?: components["schemas"]["IdentificationData"];
            previousStatus?: components["schemas"]["BookingStatus"];
            previousPaymentStatus?: components["schemas"]["BookingPaymentStatus"];
            flowControlSettings?: components["schemas"]["DeclineBookingFlowControlSettings"];
        };
        BookingCanceled: {
            booking?: components["schemas"]["Booking"];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            flowControlSettings?: components["schemas"]["CancelBookingFlowControlSettings"];
            /** @description Who canceled the booking. */
            initiatedBy?: components["schemas"]["IdentificationData"];
            previousStatus?: components["schemas"]["BookingStatus"];
        };
        BookingRescheduled: {
            /** @description Previous total number of participants. */
            previousTotalParticipants?: number;
            previousParticipantsChoices?: components["schemas"]["BookingParticipantChoices"];
            /** @description The rescheduled booking. */
            booking?: components["schemas"]["Booking"];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            flowControlSettings?: components["schemas"]["RescheduleBookingFlowControlSettings"];
            /** @description Who rescheduled the booking. */
            initiatedBy?: components["schemas"]["IdentificationData"];
            previousStatus?: components["schemas"]["BookingStatus"];
            /** @description The slot or schedule before rescheduling. */
            previousBookedEntity?: components["schemas"]["BookedEntity"];
            /**
             * Format: date-time
             * @description Start of the booking before rescheduling.
             */
            previousStartDate?: Date;
            /**
             * Format: date-time
             * @description End of the booking before rescheduling.
             */
            previousEndDate?: Date;
            previousBookedAddOns?: components["schemas"]["BookedAddOn"][];
        };
        BookingNumberOfParticipantsUpdated: {
            /** @description Previous total number of participants. */
            previousTotalParticipants?: number;
            previousParticipantsChoices?: components["schemas"]["BookingParticipantChoices"];
            /** @description The updated booking. */
            booking?: components["schemas"]["Booking"];
            /** @description Who updated the number of participants. */
            initiatedBy?: components["schemas"]["IdentificationData"];
        };
        BookingMarkedAsPending: {
            booking?: components["schemas"]["Booking"];
            participantNotification?: components["schemas"]["ParticipantNotification"];
            /** @description Whether an SMS reminder is sent 24 hours before the session. */
            sendSmsReminder?: boolean;
            /** @description Whether the booking overlaps another confirmed booking. */
            doubleBooked?: boolean;
            /** @description Who marked the booking as pending. */
            initiatedBy?: components["schemas"]["IdentificationData"];
            previousStatus?: components["schemas"]["BookingStatus"];
            previousPaymentStatus?: components["schemas"]["BookingPaymentStatus"];
        };
        BookingConfirmedEvent: {
            /** @description The confirmation. */
            data: components["schemas"]["BookingConfirmed"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingDeclinedEvent: {
            /** @description The decline. */
            data: components["schemas"]["BookingDeclined"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingCanceledEvent: {
            /** @description The cancellation. */
            data: components["schemas"]["BookingCanceled"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingRescheduledEvent: {
            /** @description The rescheduling, with the previous start and end dates. */
            data: components["schemas"]["BookingRescheduled"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingNumberOfParticipantsUpdatedEvent: {
            /** @description The participant count change. */
            data: components["schemas"]["BookingNumberOfParticipantsUpdated"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BookingMarkedAsPendingEvent: {
            /** @description The status change to `PENDING`. */
            data: components["schemas"]["BookingMarkedAsPending"];
            metadata: components["schemas"]["EventMetadata"];
        };
        StaffMemberCreatedEvent: {
            /** @description The created staff member. */
            entity: components["schemas"]["StaffMember"];
            metadata: components["schemas"]["EventMetadata"];
        };
        StaffMemberUpdatedEvent: {
            /** @description The staff member after the update. */
            entity: components["schemas"]["StaffMember"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description Only the fields the update changed, with their new values. */
            modifiedFields: components["schemas"]["StaffMember"];
        };
        StaffMemberDeletedEvent: {
            /** @description The deleted staff member. */
            entity: components["schemas"]["StaffMember"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ResourceCreatedEvent: {
            /** @description The created resource. */
            entity: components["schemas"]["Resource"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ResourceUpdatedEvent: {
            /** @description The resource after the update. */
            entity: components["schemas"]["Resource"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description Only the fields the update changed, with their new values. */
            modifiedFields: components["schemas"]["Resource"];
        };
        ResourceDeletedEvent: {
            /** @description The deleted resource. */
            entity: components["schemas"]["Resource"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ResourceTypeCreatedEvent: {
            /** @description The created resource type. */
            entity: components["schemas"]["ResourceType"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ResourceTypeUpdatedEvent: {
            /** @description The resource type after the update. */
            entity: components["schemas"]["ResourceType"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description Only the fields the update changed, with their new values. */
            modifiedFields: components["schemas"]["ResourceType"];
        };
        ResourceTypeDeletedEvent: {
            /** @description The deleted resource type. */
            entity: components["schemas"]["ResourceType"];
            metadata: components["schemas"]["EventMetadata"];
        };
    };
    responses: {
        /** @description No valid authorization was sent (application error `UNAUTHENTICATED`). */
        Unauthenticated: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The caller may not perform this call (application error `PERMISSION_DENIED`). */
        PermissionDenied: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The request quota is exhausted (application error `RESOURCE_EXHAUSTED`). */
        TooManyRequests: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description No booking has this ID (application error `BOOKING_NOT_FOUND`). */
        BookingNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description No multi-service booking has this ID, or one of its bookings is missing (`MULTI_SERVICE_BOOKING_NOT_FOUND`, `BOOKING_NOT_FOUND`). */
        MultiServiceBookingNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The booked session, schedule, resource or add-on does not exist (`SESSION_NOT_FOUND`, `SCHEDULE_NOT_FOUND`, `RESOURCE_NOT_FOUND`, `ADD_ON_NOT_FOUND`, `ADD_ON_GROUP_NOT_FOUND`, `BOOKING_NOT_FOUND`). */
        BookedEntityNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The schedule could not be resolved (`FAILED_RESOLVING_SCHEDULE`). */
        ScheduleNotResolved: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The service does not exist (`SERVICE_NOT_FOUND`). */
        TimeSlotServiceNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description No time slot matches (`SLOT_NOT_FOUND`). */
        TimeSlotNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The booking changed meanwhile or belongs elsewhere (`BOOKING_REVISION_MISMATCH`, `BOOKING_ALREADY_PART_OF_ANOTHER_MULTI_SERVICE_BOOKING`, `MULTI_SERVICE_BOOKING_ALREADY_INCLUDES_BOOKING`). */
        BookingConflict: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The booking or slot is not in a state that allows the call (failed precondition): for example `SLOT_NOT_AVAILABLE`, `INVALID_BOOKING_STATUS`, `BOOKING_POLICY_VIOLATION`, `NO_OPEN_SPOTS`; the operation lists its codes in `x-errors`. */
        BookingPreconditionFailed: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description No single availability provider serves the service (`NO_IMPLEMENTERS_FOUND`, `MULTIPLE_IMPLEMENTERS_FOUND`). */
        AvailabilityProviderUnavailable: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The platform's id of the request, to quote when reporting a problem (`ApiError.requestId`).
         * @example 1732190000.5187412345
         */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceRequest"];
            };
        };
        responses: {
            /** @description The created service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
            /** @description The resources of the service could not be created (application error `FAILED_TO_CREATE_RESOURCES`). */
            500: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    bulkCreateServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCreateServicesRequest"];
            };
        };
        responses: {
            /** @description The outcome of each service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCreateServicesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getService: {
        parameters: {
            query?: {
                /** @description Conditional fields to return. */
                conditionalFields?: components["schemas"]["ServiceRequestedFields"][];
            };
            header?: never;
            path: {
                /** @description ID of the service to retrieve. */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteService: {
        parameters: {
            query?: {
                /** @description Whether to keep future sessions that have participants. Default `false`. */
                preserveFutureSessionsWithParticipants?: boolean;
                /** @description Whether to notify participants of the change. Default `false`. */
                "participantNotification.notifyParticipants"?: boolean;
                /** @description Custom message for the participants. */
                "participantNotification.message"?: string;
            };
            header?: never;
            path: {
                /** @description ID of the service to delete. */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the service to update (`service.id`). */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateServiceRequest"];
            };
        };
        responses: {
            /** @description The updated service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The resources of the service could not be updated (application error `FAILED_TO_CREATE_RESOURCES`). */
            500: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    bulkUpdateServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateServicesRequest"];
            };
        };
        responses: {
            /** @description The outcome of each service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateServicesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkUpdateServicesByFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateServicesByFilterRequest"];
            };
        };
        responses: {
            /** @description The update job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateServicesByFilterResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkDeleteServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteServicesRequest"];
            };
        };
        responses: {
            /** @description The outcome of each service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteServicesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkDeleteServicesByFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteServicesByFilterRequest"];
            };
        };
        responses: {
            /** @description The deletion job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteServicesByFilterResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryServicesRequest"];
            };
        };
        responses: {
            /** @description The services of the page and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryServicesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchServicesRequest"];
            };
        };
        responses: {
            /** @description The services of the page, the paging metadata and the aggregation results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchServicesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryPoliciesRequest"];
            };
        };
        responses: {
            /** @description The booking policies and their services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryPoliciesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryBookingForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryBookingFormsRequest"];
            };
        };
        responses: {
            /** @description The booking forms and their services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryBookingFormsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The site has no default booking form (application error `DEFAULT_BOOKING_FORM_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    countServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountServicesRequest"];
            };
        };
        responses: {
            /** @description The number of matching services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountServicesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryLocationsRequest"];
            };
        };
        responses: {
            /** @description The locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryLocationsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryCategoriesRequest"];
            };
        };
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryCategoriesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setServiceLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the service. */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetServiceLocationsRequest"];
            };
        };
        responses: {
            /** @description The service with its new locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetServiceLocationsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    enablePricingPlansForService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the service. */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnablePricingPlansForServiceRequest"];
            };
        };
        responses: {
            /** @description The updated service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnablePricingPlansForServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    disablePricingPlansForService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the service. */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisablePricingPlansForServiceRequest"];
            };
        };
        responses: {
            /** @description The updated service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisablePricingPlansForServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    setCustomSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the service. */
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetCustomSlugRequest"];
            };
        };
        responses: {
            /** @description The new slug and the updated service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetCustomSlugResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Another service uses the slug (application error `SLUG_ALREADY_EXISTS`). */
            409: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    validateSlug: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateSlugRequest"];
            };
        };
        responses: {
            /** @description Whether the slug is valid, and why not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateSlugResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cloneService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloneServiceRequest"];
            };
        };
        responses: {
            /** @description The new service and what could not be cloned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloneServiceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    createAddOnGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAddOnGroupRequest"];
            };
        };
        responses: {
            /** @description The created add-on group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAddOnGroupResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAddOnGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAddOnGroupRequest"];
            };
        };
        responses: {
            /** @description The add-on group was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAddOnGroupResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The service has no add-on group with this ID (application error `GROUP_NOT_ON_SERVICE`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateAddOnGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAddOnGroupRequest"];
            };
        };
        responses: {
            /** @description The updated add-on group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateAddOnGroupResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The service has no add-on group with this ID (application error `GROUP_NOT_ON_SERVICE`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAddOnGroupsByServiceId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListAddOnGroupsByServiceIdRequest"];
            };
        };
        responses: {
            /** @description The add-on groups and their add-ons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAddOnGroupsByServiceIdResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No service has this ID (application error `SERVICE_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    setAddOnsForGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAddOnsForGroupRequest"];
            };
        };
        responses: {
            /** @description The updated add-on group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetAddOnsForGroupResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The service has no add-on group with this ID (application error `ADD_ON_GROUP_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryAvailabilityRequest"];
            };
        };
        responses: {
            /** @description The matching slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryAvailabilityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getScheduleAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the schedule to check. */
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule's availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetScheduleAvailabilityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["ScheduleNotResolved"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calculateMultiSlotAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalculateMultiSlotAvailabilityRequest"];
            };
        };
        responses: {
            /** @description The matching slots and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalculateMultiSlotAvailabilityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAvailabilityTimeSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListAvailabilityTimeSlotsRequest"];
            };
        };
        responses: {
            /** @description The time slots and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAvailabilityTimeSlotsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["TimeSlotServiceNotFound"];
            428: components["responses"]["AvailabilityProviderUnavailable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAvailabilityTimeSlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetAvailabilityTimeSlotRequest"];
            };
        };
        responses: {
            /** @description The time slot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAvailabilityTimeSlotResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["TimeSlotNotFound"];
            428: components["responses"]["AvailabilityProviderUnavailable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMultiServiceAvailabilityTimeSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListMultiServiceAvailabilityTimeSlotsRequest"];
            };
        };
        responses: {
            /** @description The multi-service time slots and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListMultiServiceAvailabilityTimeSlotsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["AvailabilityProviderUnavailable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    query: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryExtendedBookingRequest"];
            };
        };
        responses: {
            /** @description The bookings and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryExtendedBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryExtendedBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryExtendedBookingsRequest"];
            };
        };
        responses: {
            /** @description The bookings and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryExtendedBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countExtendedBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountExtendedBookingsRequest"];
            };
        };
        responses: {
            /** @description The number of matching bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountExtendedBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmOrDeclineBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmOrDeclineBookingRequest"];
            };
        };
        responses: {
            /** @description The confirmed or declined booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkConfirmOrDeclineBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkConfirmOrDeclineBookingRequest"];
            };
        };
        responses: {
            /** @description A result per booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingRequest"];
            };
        };
        responses: {
            /** @description The created booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookedEntityNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkCreateBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCreateBookingRequest"];
            };
        };
        responses: {
            /** @description A result per booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookedEntityNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rescheduleBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleBookingRequest"];
            };
        };
        responses: {
            /** @description The rescheduled booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookedEntityNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmBookingRequest"];
            };
        };
        responses: {
            /** @description The confirmed booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    declineBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingRequest"];
            };
        };
        responses: {
            /** @description The declined booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingRequest"];
            };
        };
        responses: {
            /** @description The canceled booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markBookingAsPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkBookingAsPendingRequest"];
            };
        };
        responses: {
            /** @description The pending booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateNumberOfParticipants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example 6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNumberOfParticipantsRequest"];
            };
        };
        responses: {
            /** @description The updated booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setBookingSubmissionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetBookingSubmissionIdRequest"];
            };
        };
        responses: {
            /** @description The updated booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateExtendedFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Booking ID.
                 * @example f47ac10b-58cc-4372-a567-0e02b2c3d479
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateExtendedFieldsRequest"];
            };
        };
        responses: {
            /** @description The updated namespace data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateExtendedFieldsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookingNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The created multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["BookedEntityNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rescheduleMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Multi-service booking ID.
                 * @example 5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f
                 */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The rescheduled multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            409: components["responses"]["BookingConflict"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMultiServiceBookingAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Multi-service booking ID. */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The availability of the multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMultiServiceBookingAvailabilityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Multi-service booking ID.
                 * @example 5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f
                 */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The canceled multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markMultiServiceBookingAsPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Multi-service booking ID.
                 * @example 5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f
                 */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkMultiServiceBookingAsPendingRequest"];
            };
        };
        responses: {
            /** @description The updated multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            409: components["responses"]["BookingConflict"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Multi-service booking ID.
                 * @example 5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f
                 */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The confirmed multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            409: components["responses"]["BookingConflict"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    declineMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Multi-service booking ID.
                 * @example 5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f
                 */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The declined multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            409: components["responses"]["BookingConflict"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkGetMultiServiceBookingAllowedActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkGetMultiServiceBookingAllowedActionsRequest"];
            };
        };
        responses: {
            /** @description A result per multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkGetMultiServiceBookingAllowedActionsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Multi-service booking ID. */
                multiServiceBookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The multi-service booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMultiServiceBookingResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addBookingsToMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddBookingsToMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The added bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            409: components["responses"]["BookingConflict"];
            428: components["responses"]["BookingPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeBookingsFromMultiServiceBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveBookingsFromMultiServiceBookingRequest"];
            };
        };
        responses: {
            /** @description The removed bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiServiceBookingBookingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MultiServiceBookingNotFound"];
            409: components["responses"]["BookingConflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onServiceCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onServiceUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onServiceDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCategoryCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCategoryUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCategoryDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingPolicyCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPolicyCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingPolicyUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPolicyUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingPolicyDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPolicyDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingPolicyDefaultBookingPolicySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingPolicyDefaultBookingPolicySetEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingConfirmed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingConfirmedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingDeclined: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingDeclinedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingCanceled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingCanceledEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingRescheduled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRescheduledEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingNumberOfParticipantsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingNumberOfParticipantsUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBookingMarkedAsPending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingMarkedAsPendingEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onStaffMemberCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMemberCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onStaffMemberUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMemberUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onStaffMemberDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMemberDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onResourceCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onResourceUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onResourceDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onResourceTypeCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceTypeCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onResourceTypeUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceTypeUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onResourceTypeDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceTypeDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

// Generated from spec/bookings.yaml by codegen. Do not edit.

import { defineGeneratedCall, defineGeneratedQueryCall, encodeAddress, encodeDate, encodeFloat, encodeJsonBody, encodePageUrlV2, mediaObjectFromRef, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { AddOnGroup, ApiErrorBody, BookingFormRequestedFields, BulkCreateServicesResponse, BulkDeleteServicesByFilterResponse, BulkDeleteServicesResponse, BulkUpdateServicesByFilterResponse, BulkUpdateServicesResponse, CloneServiceResponse, CountServicesResponse, CreateAddOnGroupResponse, CreateServiceResponse, CursorQuery, DeleteAddOnGroupResponse, DeleteServiceResponse, DisablePricingPlansForServiceResponse, EnablePricingPlansForServiceResponse, Filter, GetServiceResponse, ListAddOnGroupsByServiceIdResponse, MaskedServiceWritable, ParticipantNotification, QueryBookingFormsResponse, QueryCategoriesFilter, QueryCategoriesResponse, QueryLocationsFilter, QueryLocationsResponse, QueryPoliciesResponse, QueryServicesResponse, QueryV2, RemovedLocationSessionsActionWritable, SearchServicesResponse, Service, ServiceLocationWritable, ServiceRequestedFields, ServiceSearch, ServiceWritable, SetAddOnsForGroupResponse, SetCustomSlugResponse, SetServiceLocationsResponse, UpdateAddOnGroupResponse, UpdateServiceResponse, ValidateSlugResponse } from './schema-types.js';
import { bulkCreateServicesRequestPlan, bulkUpdateServicesByFilterRequestPlan, bulkUpdateServicesRequestPlan, createServiceRequestPlan, searchServicesRequestPlan, setServiceLocationsRequestPlan, updateServiceRequestPlan } from './request-plans.js';
import { bulkCreateServicesResponseDecoder, bulkDeleteServicesResponseDecoder, bulkUpdateServicesResponseDecoder, cloneServiceResponseDecoder, createServiceResponseDecoder, disablePricingPlansForServiceResponseDecoder, enablePricingPlansForServiceResponseDecoder, getServiceResponseDecoder, queryLocationsResponseDecoder, queryPoliciesResponseDecoder, queryServicesResponseDecoder, searchServicesResponseDecoder, setCustomSlugResponseDecoder, setServiceLocationsResponseDecoder, updateServiceResponseDecoder } from './response-decoders.js';
import { bookingsService } from './service-info.js';

/** Argument `options` of {@link bulkCreateServices}. */
export interface BulkCreateServicesOptions {
  /** Whether to return the created services. Default `false`. */
  returnEntity?: boolean;
}

/** Error answers of {@link bulkCreateServices} by status: `isApiError<BulkCreateServicesErrors, 404>(e, 404)` types `e.data`. */
export type BulkCreateServicesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkDeleteServices}. */
export interface BulkDeleteServicesOptions {
  /** Whether to keep future sessions that have participants. Default `false`. */
  preserveFutureSessionsWithParticipants?: boolean;
  /** Whether to notify participants, and the message. */
  participantNotification?: ParticipantNotification;
}

/** Error answers of {@link bulkDeleteServices} by status: `isApiError<BulkDeleteServicesErrors, 404>(e, 404)` types `e.data`. */
export type BulkDeleteServicesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkDeleteServicesByFilter}. */
export interface BulkDeleteServicesByFilterOptions {
  /** Whether to keep future sessions that have participants. Default `false`. */
  preserveFutureSessionsWithParticipants?: boolean;
  /** Whether to notify participants, and the message. */
  participantNotification?: ParticipantNotification;
}

/** Error answers of {@link bulkDeleteServicesByFilter} by status: `isApiError<BulkDeleteServicesByFilterErrors, 404>(e, 404)` types `e.data`. */
export type BulkDeleteServicesByFilterErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateServices}. */
export interface BulkUpdateServicesOptions {
  /** Services to update, each with its field mask. */
  services?: MaskedServiceWritable[];
  /** Whether to return the updated services. Default `false`. */
  returnEntity?: boolean;
}

/** Error answers of {@link bulkUpdateServices} by status: `isApiError<BulkUpdateServicesErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateServicesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateServicesByFilter}. */
export interface BulkUpdateServicesByFilterOptions {
  /** The values to set on every matching service. */
  service: ServiceWritable;
  /** Comma-separated paths of the fields to update. */
  mask?: string;
}

/** Error answers of {@link bulkUpdateServicesByFilter} by status: `isApiError<BulkUpdateServicesByFilterErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateServicesByFilterErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link cloneService} by status: `isApiError<CloneServiceErrors, 404>(e, 404)` types `e.data`. */
export type CloneServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link countServices}. */
export interface CountServicesOptions {
  /** Filter, as in Query Services. All services when omitted. */
  filter?: Filter;
}

/** Error answers of {@link countServices} by status: `isApiError<CountServicesErrors, 404>(e, 404)` types `e.data`. */
export type CountServicesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createAddOnGroup}. */
export interface CreateAddOnGroupOptions {
  /** ID of the service to add the group to. */
  serviceId: string;
}

/** Error answers of {@link createAddOnGroup} by status: `isApiError<CreateAddOnGroupErrors, 404>(e, 404)` types `e.data`. */
export type CreateAddOnGroupErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link createService} by status: `isApiError<CreateServiceErrors, 404>(e, 404)` types `e.data`. */
export type CreateServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
  500: ApiErrorBody;
};

/** Argument `options` of {@link deleteAddOnGroup}. */
export interface DeleteAddOnGroupOptions {
  /** ID of the service the group belongs to. */
  serviceId: string;
}

/** Error answers of {@link deleteAddOnGroup} by status: `isApiError<DeleteAddOnGroupErrors, 404>(e, 404)` types `e.data`. */
export type DeleteAddOnGroupErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link deleteService}. */
export interface DeleteServiceOptions {
  /** Whether to keep future sessions that have participants. Default `false`. */
  preserveFutureSessionsWithParticipants?: boolean;
  participantNotification?: {
    /** Whether to notify participants of the change. Default `false`. */
    notifyParticipants?: boolean;
    /** Custom message for the participants. */
    message?: string;
  };
}

/** Error answers of {@link deleteService} by status: `isApiError<DeleteServiceErrors, 404>(e, 404)` types `e.data`. */
export type DeleteServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link disablePricingPlansForService}. */
export interface DisablePricingPlansForServiceOptions {
  /** IDs of the pricing plans to remove from `payment.pricingPlanIds`. */
  pricingPlanIds?: string[];
}

/** Error answers of {@link disablePricingPlansForService} by status: `isApiError<DisablePricingPlansForServiceErrors, 404>(e, 404)` types `e.data`. */
export type DisablePricingPlansForServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link enablePricingPlansForService} by status: `isApiError<EnablePricingPlansForServiceErrors, 404>(e, 404)` types `e.data`. */
export type EnablePricingPlansForServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getService}. */
export interface GetServiceOptions {
  /** Conditional fields to return. */
  conditionalFields?: ServiceRequestedFields[];
}

/** Error answers of {@link getService} by status: `isApiError<GetServiceErrors, 404>(e, 404)` types `e.data`. */
export type GetServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listAddOnGroupsByServiceId}. */
export interface ListAddOnGroupsByServiceIdOptions {
  /** IDs of the groups to return; all groups by default. */
  groupIds?: string[];
}

/** Error answers of {@link listAddOnGroupsByServiceId} by status: `isApiError<ListAddOnGroupsByServiceIdErrors, 404>(e, 404)` types `e.data`. */
export type ListAddOnGroupsByServiceIdErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryBookingForms}. */
export interface QueryBookingFormsOptions {
  /** Conditional fields to return. */
  conditionalFields?: BookingFormRequestedFields[];
}

/** Error answers of {@link queryBookingForms} by status: `isApiError<QueryBookingFormsErrors, 404>(e, 404)` types `e.data`. */
export type QueryBookingFormsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryCategories}. */
export interface QueryCategoriesOptions {
  /** Filter. */
  filter?: QueryCategoriesFilter;
}

/** Error answers of {@link queryCategories} by status: `isApiError<QueryCategoriesErrors, 404>(e, 404)` types `e.data`. */
export type QueryCategoriesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryLocations}. */
export interface QueryLocationsOptions {
  /** Filter. */
  filter?: QueryLocationsFilter;
}

/** Error answers of {@link queryLocations} by status: `isApiError<QueryLocationsErrors, 404>(e, 404)` types `e.data`. */
export type QueryLocationsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link queryPolicies} by status: `isApiError<QueryPoliciesErrors, 404>(e, 404)` types `e.data`. */
export type QueryPoliciesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryServices}. */
export interface QueryServicesOptions {
  /** Conditional fields to return. */
  conditionalFields?: ServiceRequestedFields[];
}

/** Error answers of {@link queryServices} by status: `isApiError<QueryServicesErrors, 404>(e, 404)` types `e.data`. */
export type QueryServicesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link searchServices} by status: `isApiError<SearchServicesErrors, 404>(e, 404)` types `e.data`. */
export type SearchServicesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link setAddOnsForGroup}. */
export interface SetAddOnsForGroupOptions {
  /** ID of the add-on group. */
  groupId: string;
  /** IDs of the add-ons of the group, in display order; they replace the current ones. */
  addOnIds: string[];
}

/** Error answers of {@link setAddOnsForGroup} by status: `isApiError<SetAddOnsForGroupErrors, 404>(e, 404)` types `e.data`. */
export type SetAddOnsForGroupErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link setCustomSlug}. */
export interface SetCustomSlugOptions {
  /** Slug to set as the active slug of the service. */
  slug?: string;
}

/** Error answers of {@link setCustomSlug} by status: `isApiError<SetCustomSlugErrors, 404>(e, 404)` types `e.data`. */
export type SetCustomSlugErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link setServiceLocations}. */
export interface SetServiceLocationsOptions {
  /** The new locations; existing locations not listed are removed. */
  locations?: ServiceLocationWritable[];
  /** What happens to future sessions at removed locations. */
  removedLocationSessionsAction?: RemovedLocationSessionsActionWritable;
  /** Whether to notify affected participants, and the message. */
  participantNotification?: ParticipantNotification;
}

/** Error answers of {@link setServiceLocations} by status: `isApiError<SetServiceLocationsErrors, 404>(e, 404)` types `e.data`. */
export type SetServiceLocationsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateAddOnGroup}. */
export interface UpdateAddOnGroupOptions {
  /** ID of the service the group belongs to. */
  serviceId: string;
  /** Comma-separated paths of the fields to update, for example `name,prompt`. */
  mask?: string;
}

/** Error answers of {@link updateAddOnGroup} by status: `isApiError<UpdateAddOnGroupErrors, 404>(e, 404)` types `e.data`. */
export type UpdateAddOnGroupErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateService}. */
export interface UpdateServiceOptions {
  /** Comma-separated paths of the fields to update, for example `name,defaultCapacity`. Default: the fields sent. */
  mask?: string;
}

/** Error answers of {@link updateService} by status: `isApiError<UpdateServiceErrors, 404>(e, 404)` types `e.data`. */
export type UpdateServiceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
  500: ApiErrorBody;
};

/** Argument `options` of {@link validateSlug}. */
export interface ValidateSlugOptions {
  /** Slug to validate. */
  slug?: string;
}

/** Error answers of {@link validateSlug} by status: `isApiError<ValidateSlugErrors, 404>(e, 404)` types `e.data`. */
export type ValidateSlugErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Bulk create services
 *
 * Creates up to 100 services. Each item succeeds or fails on its own; `results` follow the request order.
 *
 * `POST /bookings/v2/bulk/services/create`
 *
 * Emits `services.onServiceCreated` (`wix.bookings.services.v2.service_created`).
 *
 * @param services `body.services`
 *
 * @param options Options.
 */
export const bulkCreateServices: Call<[services: ServiceWritable[], options?: BulkCreateServicesOptions, init?: CallInit], BulkCreateServicesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'bulkCreateServices',
  method: 'POST',
  path: '/v2/bulk/services/create',
  args: [
    { name: 'services', required: true, value: 'body.services' },
    { name: 'options', properties: { returnEntity: 'body.returnEntity' } },
  ],
  clientRules: { maxBulkItems: 100 },
  requestPlan: { body: bulkCreateServicesRequestPlan },
  decode: bulkCreateServicesResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Bulk delete services
 *
 * Deletes up to 100 services. Each item succeeds or fails on its own.
 *
 * `POST /bookings/v2/bulk/services/delete`
 *
 * Emits `services.onServiceDeleted` (`wix.bookings.services.v2.service_deleted`).
 *
 * @param ids `body.ids`
 *
 * @param options Options.
 */
export const bulkDeleteServices: Call<[ids: string[], options?: BulkDeleteServicesOptions, init?: CallInit], BulkDeleteServicesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'bulkDeleteServices',
  method: 'POST',
  path: '/v2/bulk/services/delete',
  args: [
    { name: 'ids', required: true, value: 'body.ids' },
    {
      name: 'options',
      properties: {
        preserveFutureSessionsWithParticipants: 'body.preserveFutureSessionsWithParticipants',
        participantNotification: 'body.participantNotification',
      },
    },
  ],
  clientRules: { maxBulkItems: 100 },
  decode: bulkDeleteServicesResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Bulk delete services by filter
 *
 * Deletes every service matching the filter, as an asynchronous job.
 *
 * `POST /bookings/v2/bulk/services/delete-by-filter`
 *
 * Emits `services.onServiceDeleted` (`wix.bookings.services.v2.service_deleted`).
 *
 * @param filter `body.filter`
 *
 * @param options Options.
 */
export const bulkDeleteServicesByFilter: Call<[filter: Filter, options?: BulkDeleteServicesByFilterOptions, init?: CallInit], BulkDeleteServicesByFilterResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'bulkDeleteServicesByFilter',
  method: 'POST',
  path: '/v2/bulk/services/delete-by-filter',
  args: [
    { name: 'filter', required: true, value: 'body.filter' },
    {
      name: 'options',
      properties: {
        preserveFutureSessionsWithParticipants: 'body.preserveFutureSessionsWithParticipants',
        participantNotification: 'body.participantNotification',
      },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Bulk update services
 *
 * Updates up to 100 services, each with its own field mask. Each item needs `id` and the current `revision`.
 *
 * `POST /bookings/v2/bulk/services/update`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param options Options.
 */
export const bulkUpdateServices: Call<[options?: BulkUpdateServicesOptions, init?: CallInit], BulkUpdateServicesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'bulkUpdateServices',
  method: 'POST',
  path: '/v2/bulk/services/update',
  args: [
    {
      name: 'options',
      properties: { services: 'body.services', returnEntity: 'body.returnEntity' },
    },
  ],
  clientRules: { maxBulkItems: 100 },
  requestPlan: { body: bulkUpdateServicesRequestPlan },
  decode: bulkUpdateServicesResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Bulk update services by filter
 *
 * Sets the given field values on every service matching the filter, as an asynchronous job.
 *
 * `POST /bookings/v2/bulk/services/update-by-filter`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param filter `body.filter`
 *
 * @param options Options.
 */
export const bulkUpdateServicesByFilter: Call<[filter: Filter, options: BulkUpdateServicesByFilterOptions, init?: CallInit], BulkUpdateServicesByFilterResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'bulkUpdateServicesByFilter',
  method: 'POST',
  path: '/v2/bulk/services/update-by-filter',
  args: [
    { name: 'filter', required: true, value: 'body.filter' },
    {
      name: 'options',
      required: true,
      properties: { service: 'body.service', mask: 'body.mask' },
    },
  ],
  requestPlan: { body: bulkUpdateServicesByFilterRequestPlan },
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Clone service
 *
 * Creates a copy of a service, named `<name> (copy)`, with its connected entities (options and variants, booking form, pricing plans). Entities that could not be cloned are listed in `errors`; the copy is created without them.
 *
 * `POST /bookings/v2/services/clone`
 *
 * Emits `services.onServiceCreated` (`wix.bookings.services.v2.service_created`).
 *
 * @param sourceServiceId `body.sourceServiceId`
 */
export const cloneService: Call<[sourceServiceId: string, init?: CallInit], CloneServiceResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'cloneService',
  method: 'POST',
  path: '/v2/services/clone',
  args: [{ name: 'sourceServiceId', required: true, value: 'body.sourceServiceId' }],
  decode: cloneServiceResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Count services
 *
 * Counts the services matching a filter (all services when no filter is given).
 *
 * `POST /bookings/v2/services/count`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const countServices: Call<[options?: CountServicesOptions, init?: CallInit], CountServicesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'countServices',
  method: 'POST',
  path: '/v2/services/count',
  args: [{ name: 'options', properties: { filter: 'body.filter' } }],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Create add-on group
 *
 * Creates an add-on group on a service (at most 3 per service, each with at most 7 add-ons).
 *
 * `POST /bookings/v2/services/add-on-groups/create`
 *
 * @param addOnGroup `body.addOnGroup`
 *
 * @param options Options.
 */
export const createAddOnGroup: Call<[addOnGroup: AddOnGroup, options: CreateAddOnGroupOptions, init?: CallInit], CreateAddOnGroupResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'createAddOnGroup',
  method: 'POST',
  path: '/v2/services/add-on-groups/create',
  args: [
    { name: 'addOnGroup', required: true, value: 'body.addOnGroup' },
    { name: 'options', required: true, properties: { serviceId: 'body.serviceId' } },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Create service
 *
 * Creates a service. Give at least `type`, `name`, `category`, `form`, `payment` and `locations`; appointments also need `schedule.availabilityConstraints.sessionDurations`. The platform creates the service schedule and sets the read-only fields.
 *
 * `POST /bookings/v2/services`
 *
 * Emits `services.onServiceCreated` (`wix.bookings.services.v2.service_created`).
 *
 * @param service `body.service`
 */
export const createService: Call<[service: ServiceWritable, init?: CallInit], Service> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'createService',
  method: 'POST',
  path: '/v2/services',
  args: [{ name: 'service', required: true, value: 'body.service' }],
  requestPlan: { body: createServiceRequestPlan },
  decode: createServiceResponseDecoder,
  unwrap: 'service',
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Delete add-on group
 *
 * Deletes an add-on group from a service. The add-ons themselves are not deleted.
 *
 * `POST /bookings/v2/services/add-on-groups/delete`
 *
 * @param addOnGroupId `body.addOnGroupId`
 *
 * @param options Options.
 */
export const deleteAddOnGroup: Call<[addOnGroupId: string, options: DeleteAddOnGroupOptions, init?: CallInit], DeleteAddOnGroupResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'deleteAddOnGroup',
  method: 'POST',
  path: '/v2/services/add-on-groups/delete',
  args: [
    { name: 'addOnGroupId', required: true, value: 'body.addOnGroupId' },
    { name: 'options', required: true, properties: { serviceId: 'body.serviceId' } },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Delete service
 *
 * Deletes a service. By default its future sessions are canceled too; keep the ones that have participants with `preserveFutureSessionsWithParticipants`, and notify participants with `participantNotification`.
 *
 * `DELETE /bookings/v2/services/{serviceId}`
 *
 * Emits `services.onServiceDeleted` (`wix.bookings.services.v2.service_deleted`).
 *
 * @param serviceId `path.serviceId`
 *
 * @param options Options.
 */
export const deleteService: Call<[serviceId: string, options?: DeleteServiceOptions, init?: CallInit], DeleteServiceResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'deleteService',
  method: 'DELETE',
  path: '/v2/services/{serviceId}',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    {
      name: 'options',
      properties: {
        preserveFutureSessionsWithParticipants: 'query.preserveFutureSessionsWithParticipants',
        participantNotification: 'query.participantNotification',
      },
    },
  ],
}, { query: serializeQuery });

/**
 * Disable pricing plans for service
 *
 * Removes pricing plans from the plans that can pay for a service. When none is left, `payment.options.pricingPlan` becomes `false`.
 *
 * `POST /bookings/v2/services/{serviceId}/pricing-plans/remove`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param serviceId `path.serviceId`
 *
 * @param options Options.
 */
export const disablePricingPlansForService: Call<[serviceId: string, options?: DisablePricingPlansForServiceOptions, init?: CallInit], DisablePricingPlansForServiceResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'disablePricingPlansForService',
  method: 'POST',
  path: '/v2/services/{serviceId}/pricing-plans/remove',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    { name: 'options', properties: { pricingPlanIds: 'body.pricingPlanIds' } },
  ],
  decode: disablePricingPlansForServiceResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Enable pricing plans for service
 *
 * Adds pricing plans to the plans that can pay for a service (`payment.pricingPlanIds`) and enables `payment.options.pricingPlan`.
 *
 * `POST /bookings/v2/services/{serviceId}/pricing-plans/add`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param serviceId `path.serviceId`
 *
 * @param pricingPlanIds `body.pricingPlanIds`
 */
export const enablePricingPlansForService: Call<[serviceId: string, pricingPlanIds: string[], init?: CallInit], EnablePricingPlansForServiceResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'enablePricingPlansForService',
  method: 'POST',
  path: '/v2/services/{serviceId}/pricing-plans/add',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    { name: 'pricingPlanIds', required: true, value: 'body.pricingPlanIds' },
  ],
  decode: enablePricingPlansForServiceResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Get service
 *
 * Retrieves a service. Conditional fields add staff member details, resource type names, resource details or discount estimates.
 *
 * `GET /bookings/v2/services/{serviceId}`
 *
 * @param serviceId `path.serviceId`
 *
 * @param options Options.
 */
export const getService: Call<[serviceId: string, options?: GetServiceOptions, init?: CallInit], Service> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'getService',
  method: 'GET',
  path: '/v2/services/{serviceId}',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    {
      name: 'options',
      properties: { conditionalFields: 'query.conditionalFields' },
    },
  ],
  decode: getServiceResponseDecoder,
  unwrap: 'service',
}, { query: serializeQuery });

/**
 * List add-on groups by service ID
 *
 * Retrieves the add-on groups of a service (all, or the given ones) with their add-ons, names and prices.
 *
 * `POST /bookings/v2/services/add-on-groups/list-add-on-groups-by-service-id`; idempotent (retried like a GET)
 *
 * @param serviceId `body.serviceId`
 *
 * @param options Options.
 */
export const listAddOnGroupsByServiceId: Call<[serviceId: string, options?: ListAddOnGroupsByServiceIdOptions, init?: CallInit], ListAddOnGroupsByServiceIdResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'listAddOnGroupsByServiceId',
  method: 'POST',
  path: '/v2/services/add-on-groups/list-add-on-groups-by-service-id',
  args: [
    { name: 'serviceId', required: true, value: 'body.serviceId' },
    { name: 'options', properties: { groupIds: 'body.groupIds' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Query booking forms
 *
 * Retrieves the booking forms of the site matching a query, with cursor paging, and for each up to 5 of the services using it. With `DEFAULT_BOOKING_FORM` the default form of the site is returned too.
 *
 * `POST /bookings/v2/services/booking-forms/query`; idempotent (retried like a GET)
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryBookingForms: Call<[query: CursorQuery, options?: QueryBookingFormsOptions, init?: CallInit], QueryBookingFormsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'queryBookingForms',
  method: 'POST',
  path: '/v2/services/booking-forms/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    { name: 'options', properties: { conditionalFields: 'body.conditionalFields' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Query categories
 *
 * Retrieves the categories of the services matching the filter.
 *
 * `POST /bookings/v2/services/categories/query`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const queryCategories: Call<[options?: QueryCategoriesOptions, init?: CallInit], QueryCategoriesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'queryCategories',
  method: 'POST',
  path: '/v2/services/categories/query',
  args: [{ name: 'options', properties: { filter: 'body.filter' } }],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Query locations
 *
 * Retrieves the business locations of the site and tells, for business, custom and customer locations, whether a service matching the filter is offered there.
 *
 * `POST /bookings/v2/services/locations/query`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const queryLocations: Call<[options?: QueryLocationsOptions, init?: CallInit], QueryLocationsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'queryLocations',
  method: 'POST',
  path: '/v2/services/locations/query',
  args: [{ name: 'options', properties: { filter: 'body.filter' } }],
  idempotent: true,
  decode: queryLocationsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Query policies
 *
 * Retrieves booking policies matching a query, with cursor paging, and for each up to 5 of the services using it and their total number.
 *
 * `POST /bookings/v2/services/policies/query`; idempotent (retried like a GET)
 *
 * @param query `body.query`
 */
export const queryPolicies: Call<[query: CursorQuery, init?: CallInit], QueryPoliciesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'queryPolicies',
  method: 'POST',
  path: '/v2/services/policies/query',
  args: [{ name: 'query', required: true, value: 'body.query' }],
  idempotent: true,
  decode: queryPoliciesResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Query services
 *
 * Retrieves services matching a query: `filter`, `sort` and offset paging (`paging.limit` at most 100, default 50). See the filtering and sorting article of the platform for the supported fields.
 *
 * `POST /bookings/v2/services/query`; idempotent (retried like a GET)
 *
 * Given no query, or only `options`, returns a builder: `queryServices().eq(field, value).limit(10).find()`, `for await (const item of queryServices().iterate())`.
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryServices: QueryCall<[query: QueryV2, options?: QueryServicesOptions, init?: CallInit], QueryServicesResponse, [options?: QueryServicesOptions], ItemQuery<Service>> = /* @__PURE__ */ defineGeneratedQueryCall(bookingsService, {
  module: 'services',
  operationId: 'queryServices',
  method: 'POST',
  path: '/v2/services/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    { name: 'options', properties: { conditionalFields: 'body.conditionalFields' } },
  ],
  idempotent: true,
  decode: queryServicesResponseDecoder,
  queryBuilder: { items: 'services', pagingMetadata: 'pagingMetadata', paging: 'offset' },
}, { encodeBody: encodeJsonBody });

/**
 * Search services
 *
 * Retrieves services matching a search (filter, free text, sort) with cursor paging, and computes aggregations over all matching services: value counts, ranges, scalar metrics, date histograms and nested aggregations.
 *
 * `POST /bookings/v2/services/search`; idempotent (retried like a GET)
 *
 * @param search `body.search`
 */
export const searchServices: Call<[search: ServiceSearch, init?: CallInit], SearchServicesResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'searchServices',
  method: 'POST',
  path: '/v2/services/search',
  args: [{ name: 'search', required: true, value: 'body.search' }],
  idempotent: true,
  requestPlan: { body: searchServicesRequestPlan },
  decode: searchServicesResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Set add-ons for group
 *
 * Replaces the add-ons of an add-on group (1 to 7, in display order).
 *
 * `POST /bookings/v2/services/add-on-groups/set-add-ons-for-group`
 *
 * @param serviceId `body.serviceId`
 *
 * @param options Options.
 */
export const setAddOnsForGroup: Call<[serviceId: string, options: SetAddOnsForGroupOptions, init?: CallInit], SetAddOnsForGroupResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'setAddOnsForGroup',
  method: 'POST',
  path: '/v2/services/add-on-groups/set-add-ons-for-group',
  args: [
    { name: 'serviceId', required: true, value: 'body.serviceId' },
    {
      name: 'options',
      required: true,
      properties: { groupId: 'body.groupId', addOnIds: 'body.addOnIds' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Set custom slug
 *
 * Sets the active slug of a service to a custom one. Previous slugs stay in `supportedSlugs`, so old links keep working.
 *
 * `POST /bookings/v2/services/{serviceId}/slugs/custom`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param serviceId `path.serviceId`
 *
 * @param options Options.
 */
export const setCustomSlug: Call<[serviceId: string, options?: SetCustomSlugOptions, init?: CallInit], SetCustomSlugResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'setCustomSlug',
  method: 'POST',
  path: '/v2/services/{serviceId}/slugs/custom',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    { name: 'options', properties: { slug: 'body.slug' } },
  ],
  decode: setCustomSlugResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Set service locations
 *
 * Replaces the locations of a service. Future sessions at removed locations stay where they are unless `removedLocationSessionsAction` moves them; affected participants can be notified.
 *
 * `POST /bookings/v2/services/{serviceId}/locations`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param serviceId `path.serviceId`
 *
 * @param options Options.
 */
export const setServiceLocations: Call<[serviceId: string, options?: SetServiceLocationsOptions, init?: CallInit], SetServiceLocationsResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'setServiceLocations',
  method: 'POST',
  path: '/v2/services/{serviceId}/locations',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    {
      name: 'options',
      properties: {
        locations: 'body.locations',
        removedLocationSessionsAction: 'body.removedLocationSessionsAction',
        participantNotification: 'body.participantNotification',
      },
    },
  ],
  requestPlan: { body: setServiceLocationsRequestPlan },
  decode: setServiceLocationsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress }), encodeBody: encodeJsonBody });

/**
 * Update add-on group
 *
 * Updates an add-on group of a service; only the fields in `mask` (default: the fields sent) change.
 *
 * `POST /bookings/v2/services/add-on-groups/update`
 *
 * @param addOnGroup `body.addOnGroup`
 *
 * @param options Options.
 */
export const updateAddOnGroup: Call<[addOnGroup: AddOnGroup, options: UpdateAddOnGroupOptions, init?: CallInit], UpdateAddOnGroupResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'updateAddOnGroup',
  method: 'POST',
  path: '/v2/services/add-on-groups/update',
  args: [
    { name: 'addOnGroup', required: true, value: 'body.addOnGroup' },
    {
      name: 'options',
      required: true,
      properties: { serviceId: 'body.serviceId', mask: 'body.mask' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Update service
 *
 * Updates a service. Send the current `revision`; only the fields in `mask` (default: the fields sent) change. Locations, pricing plans and the slug have their own calls. The platform declares the path as `/v2/services/{service.id}` (the ID is `service.id` of the body); it is written `{serviceId}` here because OpenAPI forbids two templated paths that differ only in parameter names. The SDK method is `updateService(_id, service)`; its first argument is named `serviceId` here.
 *
 * `PATCH /bookings/v2/services/{serviceId}`
 *
 * Emits `services.onServiceUpdated` (`wix.bookings.services.v2.service_updated`).
 *
 * @param serviceId The service ID (the SDK's `_id` argument).
 *
 * @param service `body.service`
 *
 * @param options Options.
 */
export const updateService: Call<[serviceId: string, service: ServiceWritable, options?: UpdateServiceOptions, init?: CallInit], Service> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'updateService',
  method: 'PATCH',
  path: '/v2/services/{serviceId}',
  args: [
    { name: 'serviceId', required: true, value: 'path.serviceId' },
    { name: 'service', required: true, value: 'body.service' },
    { name: 'options', properties: { mask: 'body.mask' } },
  ],
  requestPlan: { body: updateServiceRequestPlan },
  decode: updateServiceResponseDecoder,
  unwrap: 'service',
}, { encodePlan: /* @__PURE__ */ planEncoder({ address: encodeAddress, date: encodeDate, image: mediaObjectFromRef, pageUrlV2: encodePageUrlV2 }), encodeBody: encodeJsonBody });

/**
 * Validate slug
 *
 * Checks whether a slug can be used as the custom slug of a service, before calling Set Custom Slug. Problems (`SLUG_CONTAINS_ILLEGAL_CHARACTERS`, `SLUG_ALREADY_EXISTS`) are reported in `errors` of the answer.
 *
 * `POST /bookings/v2/services/slugs/validate`; idempotent (retried like a GET)
 *
 * @param serviceId `body.serviceId`
 *
 * @param options Options.
 */
export const validateSlug: Call<[serviceId: string, options?: ValidateSlugOptions, init?: CallInit], ValidateSlugResponse> = /* @__PURE__ */ defineGeneratedCall(bookingsService, {
  module: 'services',
  operationId: 'validateSlug',
  method: 'POST',
  path: '/v2/services/slugs/validate',
  args: [
    { name: 'serviceId', required: true, value: 'body.serviceId' },
    { name: 'options', properties: { slug: 'body.slug' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/** The `services` module: pass it to `createClient({ modules: { services } })`. */
export const services = { bulkCreateServices, bulkDeleteServices, bulkDeleteServicesByFilter, bulkUpdateServices, bulkUpdateServicesByFilter, cloneService, countServices, createAddOnGroup, createService, deleteAddOnGroup, deleteService, disablePricingPlansForService, enablePricingPlansForService, getService, listAddOnGroupsByServiceId, queryBookingForms, queryCategories, queryLocations, queryPolicies, queryServices, searchServices, setAddOnsForGroup, setCustomSlug, setServiceLocations, updateAddOnGroup, updateService, validateSlug };

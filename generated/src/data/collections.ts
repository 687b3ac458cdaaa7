// Generated from spec/data.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDate, encodeFloat, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { ApiErrorBody, CreateDataCollectionFieldResponse, CreateDataCollectionResponse, DataCollectionWritable, DeleteDataCollectionFieldResponse, DeleteDataCollectionResponse, FieldWritable, GetDataCollectionResponse, ListDataCollectionsResponse, RestoreDataCollectionResponse, SortOrder, UpdateDataCollectionFieldResponse, UpdateDataCollectionResponse } from './schema-types.js';
import { createDataCollectionFieldRequestPlan, createDataCollectionRequestPlan, updateDataCollectionFieldRequestPlan, updateDataCollectionRequestPlan } from './request-plans.js';
import { createDataCollectionFieldResponseDecoder, createDataCollectionResponseDecoder, deleteDataCollectionFieldResponseDecoder, getDataCollectionResponseDecoder, listDataCollectionsResponseDecoder, restoreDataCollectionResponseDecoder, updateDataCollectionFieldResponseDecoder, updateDataCollectionResponseDecoder } from './response-decoders.js';
import { dataService } from './service-info.js';

/** Error answers of {@link createDataCollection} by status: `isApiError<CreateDataCollectionErrors, 404>(e, 404)` types `e.data`. */
export type CreateDataCollectionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  409: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createDataCollectionField}. */
export interface CreateDataCollectionFieldOptions {
  field: FieldWritable;
}

/** Error answers of {@link createDataCollectionField} by status: `isApiError<CreateDataCollectionFieldErrors, 404>(e, 404)` types `e.data`. */
export type CreateDataCollectionFieldErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link deleteDataCollection} by status: `isApiError<DeleteDataCollectionErrors, 404>(e, 404)` types `e.data`. */
export type DeleteDataCollectionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link deleteDataCollectionField}. */
export interface DeleteDataCollectionFieldOptions {
  /** Key of the field to delete. */
  fieldKey: string;
}

/** Error answers of {@link deleteDataCollectionField} by status: `isApiError<DeleteDataCollectionFieldErrors, 404>(e, 404)` types `e.data`. */
export type DeleteDataCollectionFieldErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getDataCollection}. */
export interface GetDataCollectionOptions {
  /** Whether to read from the primary database instance (up to date, slower). Default `false`. */
  consistentRead?: boolean;
  /** Whether to include `allowedDataPermissions`, the item operations the caller may perform. Default `false`. */
  includeAllowedDataPermissions?: boolean;
  /** Collection properties to return; all when empty. */
  fields?: string[];
}

/** Error answers of {@link getDataCollection} by status: `isApiError<GetDataCollectionErrors, 404>(e, 404)` types `e.data`. */
export type GetDataCollectionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listDataCollections}. */
export interface ListDataCollectionsOptions {
  sort?: {
    /** Name of the field to sort the collections by. Default `id`. */
    fieldName?: string;
    /** Sort order. Default `ASC`. */
    order?: SortOrder;
  };
  paging?: {
    /** Number of collections to return. Default 50. */
    limit?: number;
    /** Number of collections to skip. Default 0. */
    offset?: number;
  };
  /** Whether to read from the primary database instance: slower, but up to date even immediately after an update. Default `false`. */
  consistentRead?: boolean;
  /** Whether to include `allowedDataPermissions` (the item operations the caller may perform) in each collection. Default `false`. */
  includeAllowedDataPermissions?: boolean;
  /** Collection properties to return; all when empty. Applies to every returned collection. */
  fields?: string[];
}

/** Error answers of {@link listDataCollections} by status: `isApiError<ListDataCollectionsErrors, 404>(e, 404)` types `e.data`. */
export type ListDataCollectionsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link restoreDataCollection} by status: `isApiError<RestoreDataCollectionErrors, 404>(e, 404)` types `e.data`. */
export type RestoreDataCollectionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link updateDataCollection} by status: `isApiError<UpdateDataCollectionErrors, 404>(e, 404)` types `e.data`. */
export type UpdateDataCollectionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateDataCollectionField}. */
export interface UpdateDataCollectionFieldOptions {
  field: FieldWritable;
}

/** Error answers of {@link updateDataCollectionField} by status: `isApiError<UpdateDataCollectionFieldErrors, 404>(e, 404)` types `e.data`. */
export type UpdateDataCollectionFieldErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Create data collection
 *
 * Creates a new data collection. The collection must have an `id`, at least 1 field (each with `key` and `type`) and `permissions` (`insert`, `update`, `remove`, `read`); otherwise it is not created. Read-only properties (`collectionType`, `ownerAppId`, `maxPageSize`, `capabilities`, `revision`, `pagingModes`, dates) are set by the platform. Permission `WIX_DATA.CREATE_COLLECTION`.
 *
 * `POST /wix-data/v2/collections`
 *
 * @param collection `body.collection`
 */
export const createDataCollection: Call<[collection: DataCollectionWritable, init?: CallInit], CreateDataCollectionResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'createDataCollection',
  method: 'POST',
  path: '/v2/collections',
  args: [{ name: 'collection', required: true, value: 'body.collection' }],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: createDataCollectionRequestPlan },
  decode: createDataCollectionResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Create data collection field
 *
 * Adds a field to the structure of a data collection. Permission `WIX_DATA.CREATE_COLLECTION_FIELD`.
 *
 * `POST /wix-data/v2/collections/create-field`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param options Options.
 */
export const createDataCollectionField: Call<[dataCollectionId: string, options: CreateDataCollectionFieldOptions, init?: CallInit], CreateDataCollectionFieldResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'createDataCollectionField',
  method: 'POST',
  path: '/v2/collections/create-field',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'options', required: true, properties: { field: 'body.field' } },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: createDataCollectionFieldRequestPlan },
  decode: createDataCollectionFieldResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Delete data collection
 *
 * Deletes a data collection. A deleted collection can be restored (Restore Data Collection) for a limited time only. Permission `WIX_DATA.DELETE_COLLECTION`.
 *
 * `DELETE /wix-data/v2/collections/{dataCollectionId}`
 *
 * @param dataCollectionId `path.dataCollectionId`
 */
export const deleteDataCollection: Call<[dataCollectionId: string, init?: CallInit], DeleteDataCollectionResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'deleteDataCollection',
  method: 'DELETE',
  path: '/v2/collections/{dataCollectionId}',
  args: [{ name: 'dataCollectionId', required: true, value: 'path.dataCollectionId' }],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
});

/**
 * Delete data collection field
 *
 * Deletes a field from a data collection; the field's values are deleted from every item of the collection. Permission `WIX_DATA.DELETE_COLLECTION_FIELD`.
 *
 * `POST /wix-data/v2/collections/delete-field`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param options Options.
 */
export const deleteDataCollectionField: Call<[dataCollectionId: string, options: DeleteDataCollectionFieldOptions, init?: CallInit], DeleteDataCollectionFieldResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'deleteDataCollectionField',
  method: 'POST',
  path: '/v2/collections/delete-field',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'options', required: true, properties: { fieldKey: 'body.fieldKey' } },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: deleteDataCollectionFieldResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Get data collection
 *
 * Retrieves a data collection by ID. With a visitor (unauthenticated) identity only the details needed to display the collection's data are returned (`id`, `displayName`, `displayField`, `plugins`, and per field `key`, `displayName`, `type`, `typeMetadata`). Permission `WIX_DATA.GET_COLLECTION`.
 *
 * `GET /wix-data/v2/collections/{dataCollectionId}`
 *
 * @param dataCollectionId `path.dataCollectionId`
 *
 * @param options Options.
 */
export const getDataCollection: Call<[dataCollectionId: string, options?: GetDataCollectionOptions, init?: CallInit], GetDataCollectionResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'getDataCollection',
  method: 'GET',
  path: '/v2/collections/{dataCollectionId}',
  args: [
    { name: 'dataCollectionId', required: true, value: 'path.dataCollectionId' },
    {
      name: 'options',
      properties: {
        consistentRead: 'query.consistentRead',
        includeAllowedDataPermissions: 'query.includeAllowedDataPermissions',
        fields: 'query.fields',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: getDataCollectionResponseDecoder,
}, { query: serializeQuery });

/**
 * List data collections
 *
 * Retrieves the data collections of the site or project, ordered by ID ascending by default, with offset paging (`paging.limit`, `paging.offset`; default page size 50). Permission `WIX_DATA.LIST_COLLECTIONS`.
 *
 * `GET /wix-data/v2/collections`
 *
 * @param options Options.
 */
export const listDataCollections: Call<[options?: ListDataCollectionsOptions, init?: CallInit], ListDataCollectionsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'listDataCollections',
  method: 'GET',
  path: '/v2/collections',
  args: [
    {
      name: 'options',
      properties: {
        sort: 'query.sort',
        paging: 'query.paging',
        consistentRead: 'query.consistentRead',
        includeAllowedDataPermissions: 'query.includeAllowedDataPermissions',
        fields: 'query.fields',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: listDataCollectionsResponseDecoder,
}, { query: serializeQuery });

/**
 * Restore data collection
 *
 * Restores a deleted data collection, with its items. Fails with `WDE0025` when the collection was deleted too long ago or never existed. (The method is in the SDK's internal build of `@wix/auto_sdk_data_collections`.)
 *
 * `POST /wix-data/v2/collections/restore/{dataCollectionId}`
 *
 * @param dataCollectionId `path.dataCollectionId`
 */
export const restoreDataCollection: Call<[dataCollectionId: string, init?: CallInit], RestoreDataCollectionResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'restoreDataCollection',
  method: 'POST',
  path: '/v2/collections/restore/{dataCollectionId}',
  args: [{ name: 'dataCollectionId', required: true, value: 'path.dataCollectionId' }],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: restoreDataCollectionResponseDecoder,
});

/**
 * Update data collection
 *
 * Replaces a data collection. The collection's `id`, current `revision`, `permissions` and at least 1 field must be given; the update fails when the revision is not the latest. Properties left out are lost. The collection's `updatedDate` changes and its `revision` increments by 1. Permission `WIX_DATA.UPDATE_COLLECTION`.
 *
 * `PUT /wix-data/v2/collections`
 *
 * @param collection `body.collection`
 */
export const updateDataCollection: Call<[collection: DataCollectionWritable, init?: CallInit], UpdateDataCollectionResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'updateDataCollection',
  method: 'PUT',
  path: '/v2/collections',
  args: [{ name: 'collection', required: true, value: 'body.collection' }],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: updateDataCollectionRequestPlan },
  decode: updateDataCollectionResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Update data collection field
 *
 * Replaces a field in a data collection's `fields` (matched by `key`). Properties left out of the field are lost. Permission `WIX_DATA.UPDATE_COLLECTION_FIELD`.
 *
 * `POST /wix-data/v2/collections/update-field`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param options Options.
 */
export const updateDataCollectionField: Call<[dataCollectionId: string, options: UpdateDataCollectionFieldOptions, init?: CallInit], UpdateDataCollectionFieldResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'collections',
  operationId: 'updateDataCollectionField',
  method: 'POST',
  path: '/v2/collections/update-field',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'options', required: true, properties: { field: 'body.field' } },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: updateDataCollectionFieldRequestPlan },
  decode: updateDataCollectionFieldResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ float: encodeFloat }), encodeBody: encodeJsonBody });

/** The `collections` module: pass it to `createClient({ modules: { collections } })`. */
export const collections = { createDataCollection, createDataCollectionField, deleteDataCollection, deleteDataCollectionField, getDataCollection, listDataCollections, restoreDataCollection, updateDataCollection, updateDataCollectionField };

// Generated from spec/data.yaml by codegen. Do not edit.

import { defineGeneratedCall, encodeDataItemDates, encodeFloat, encodeJsonBody, getFormUrl, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit } from '@siteapi/runtime/generated';
import type { AggregateDataItemsResponse, AggregatePipelineDataItemsResponse, Aggregation, AggregationPipeline, ApiErrorBody, BulkInsertDataItemReferencesResponse, BulkInsertDataItemsResponse, BulkPatchDataItemsResponse, BulkRemoveDataItemReferencesResponse, BulkRemoveDataItemsResponse, BulkSaveDataItemsResponse, BulkUpdateDataItemsResponse, CountDataItemsResponse, CursorPaging, DataItem, DataItemReference, DataPublishPluginOptions, Environment, Filter, GetDataItemResponse, IncludedReference, InsertDataItemResponse, IsReferencedDataItemResponse, Paging, Patch, PatchDataItemResponse, QueryDataItemsResponse, QueryDistinctValuesResponse, QueryReferencedDataItemsResponse, QueryV2, RandomOptions, RemoveDataItemResponse, ReplaceDataItemReferencesResponse, SaveDataItemResponse, Search, SearchDataItemsResponse, SortMode, SortOrder, Sorting, TruncateDataItemsResponse, UpdateDataItemResponse } from './schema-types.js';
import { aggregateDataItemsRequestPlan, aggregatePipelineDataItemsRequestPlan, bulkInsertDataItemsRequestPlan, bulkPatchDataItemsRequestPlan, bulkSaveDataItemsRequestPlan, bulkUpdateDataItemsRequestPlan, countDataItemsRequestPlan, insertDataItemRequestPlan, patchDataItemRequestPlan, queryDataItemsRequestPlan, queryDistinctValuesRequestPlan, saveDataItemRequestPlan, searchDataItemsRequestPlan, updateDataItemRequestPlan } from './request-plans.js';
import { aggregateDataItemsResponseDecoder, aggregatePipelineDataItemsResponseDecoder, bulkInsertDataItemsResponseDecoder, bulkPatchDataItemsResponseDecoder, bulkRemoveDataItemsResponseDecoder, bulkSaveDataItemsResponseDecoder, bulkUpdateDataItemsResponseDecoder, getDataItemResponseDecoder, insertDataItemResponseDecoder, patchDataItemResponseDecoder, queryDataItemsResponseDecoder, queryDistinctValuesResponseDecoder, queryReferencedDataItemsResponseDecoder, removeDataItemResponseDecoder, saveDataItemResponseDecoder, searchDataItemsResponseDecoder, updateDataItemResponseDecoder } from './response-decoders.js';
import { dataService } from './service-info.js';

/** Argument `options` of {@link aggregateDataItems}. */
export interface AggregateDataItemsOptions {
  initialFilter?: Filter;
  finalFilter?: Filter;
  /** Sort entries of the results. */
  sort?: Sorting[];
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the results into. */
  language?: string;
  environment?: Environment;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link aggregateDataItems} by status: `isApiError<AggregateDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type AggregateDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link aggregatePipelineDataItems}. */
export interface AggregatePipelineDataItemsOptions {
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag of the items to aggregate. */
  language?: string;
  environment?: Environment;
  /** Parameters specific to the Wix app collection, genuinely free-form. */
  appOptions?: Record<string, unknown>;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link aggregatePipelineDataItems} by status: `isApiError<AggregatePipelineDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type AggregatePipelineDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkInsertDataItemReferences}. */
export interface BulkInsertDataItemReferencesOptions {
  /** Whether each result carries its `dataItemReference`. Default `false`. */
  returnEntity?: boolean;
  environment?: Environment;
}

/** Error answers of {@link bulkInsertDataItemReferences} by status: `isApiError<BulkInsertDataItemReferencesErrors, 404>(e, 404)` types `e.data`. */
export type BulkInsertDataItemReferencesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkInsertDataItems}. */
export interface BulkInsertDataItemsOptions {
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the items to other items are saved. */
  saveReferences?: boolean;
}

/** Error answers of {@link bulkInsertDataItems} by status: `isApiError<BulkInsertDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type BulkInsertDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkPatchDataItems}. */
export interface BulkPatchDataItemsOptions {
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link bulkPatchDataItems} by status: `isApiError<BulkPatchDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type BulkPatchDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkRemoveDataItemReferences}. */
export interface BulkRemoveDataItemReferencesOptions {
  environment?: Environment;
}

/** Error answers of {@link bulkRemoveDataItemReferences} by status: `isApiError<BulkRemoveDataItemReferencesErrors, 404>(e, 404)` types `e.data`. */
export type BulkRemoveDataItemReferencesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkRemoveDataItems}. */
export interface BulkRemoveDataItemsOptions {
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link bulkRemoveDataItems} by status: `isApiError<BulkRemoveDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type BulkRemoveDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkSaveDataItems}. */
export interface BulkSaveDataItemsOptions {
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the items to other items are saved. */
  saveReferences?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link bulkSaveDataItems} by status: `isApiError<BulkSaveDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type BulkSaveDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateDataItems}. */
export interface BulkUpdateDataItemsOptions {
  environment?: Environment;
  /** Whether each result carries its `dataItem`. Default `false`. */
  returnEntity?: boolean;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the items to other items are saved. */
  saveReferences?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link bulkUpdateDataItems} by status: `isApiError<BulkUpdateDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link countDataItems}. */
export interface CountDataItemsOptions {
  filter?: Filter;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag of the text the filter matches. */
  language?: string;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link countDataItems} by status: `isApiError<CountDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type CountDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getDataItem}. */
export interface GetDataItemOptions {
  /** Whether to read from the primary database instance (up to date, slower). Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the item's text into (translation must be enabled in the site's multilingual settings). Not translated when omitted. */
  language?: string;
  /** Item fields to return; all when empty. `_id` is always returned. */
  fields?: string[];
  /** Conditional field groups to include (app collections). */
  includeFieldGroups?: string[];
  /** Collection environment to read from. Default `LIVE`. */
  environment?: Environment;
  /** Whether draft items are included (collections with the Publish plugin; the SDK's `showDrafts`). Default `false`. */
  publishPluginOptions?: {
    /** Whether draft items are included (collections with the Publish plugin; the SDK's `showDrafts`). Default `false`. */
    includeDraftItems?: boolean;
  };
}

/** Error answers of {@link getDataItem} by status: `isApiError<GetDataItemErrors, 404>(e, 404)` types `e.data`. */
export type GetDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link insertDataItem}. */
export interface InsertDataItemOptions {
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the item to other items are saved. */
  saveReferences?: boolean;
  /** Whether referenced items are included in the answer (the SDK's `includeReferences`). */
  includeReferencedItems?: boolean;
}

/** Error answers of {@link insertDataItem} by status: `isApiError<InsertDataItemErrors, 404>(e, 404)` types `e.data`. */
export type InsertDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  409: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link isReferencedDataItem}. */
export interface IsReferencedDataItemOptions {
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  environment?: Environment;
}

/** Error answers of {@link isReferencedDataItem} by status: `isApiError<IsReferencedDataItemErrors, 404>(e, 404)` types `e.data`. */
export type IsReferencedDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link patchDataItem}. */
export interface PatchDataItemOptions {
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link patchDataItem} by status: `isApiError<PatchDataItemErrors, 404>(e, 404)` types `e.data`. */
export type PatchDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryDataItems}. */
export interface QueryDataItemsOptions {
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Reference fields whose referenced items are included in the results. */
  includeReferences?: IncludedReference[];
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the results into. */
  language?: string;
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Parameters specific to the queried Wix app collection, genuinely free-form (for the Stores Products collection: `includeHiddenProducts`, `includeVariants`). */
  appOptions?: Record<string, unknown>;
  publishPluginOptions?: DataPublishPluginOptions;
  sortMode?: SortMode;
  randomOptions?: RandomOptions;
  /** Conditional field groups to include (app collections). */
  includeFieldGroups?: string[];
}

/** Error answers of {@link queryDataItems} by status: `isApiError<QueryDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type QueryDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryDistinctValues}. */
export interface QueryDistinctValuesOptions {
  filter?: Filter;
  order?: SortOrder;
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the values into. */
  language?: string;
  environment?: Environment;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link queryDistinctValues} by status: `isApiError<QueryDistinctValuesErrors, 404>(e, 404)` types `e.data`. */
export type QueryDistinctValuesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryReferencedDataItems}. */
export interface QueryReferencedDataItemsOptions {
  /** ID of one referring item (deprecated; use `referringItemIds`). */
  referringItemId?: string;
  order?: SortOrder;
  paging?: Paging;
  cursorPaging?: CursorPaging;
  /** Whether `pagingMetadata.total` is returned. Default `false`. */
  returnTotalCount?: boolean;
  /** Whether to read from the primary database instance. Default `false`. */
  consistentRead?: boolean;
  /** IETF BCP 47 language tag to translate the referenced items into. */
  language?: string;
  /** Fields to return for each referenced item; all when empty. `_id` is always returned. */
  fields?: string[];
  environment?: Environment;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link queryReferencedDataItems} by status: `isApiError<QueryReferencedDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type QueryReferencedDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link removeDataItem}. */
export interface RemoveDataItemOptions {
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link removeDataItem} by status: `isApiError<RemoveDataItemErrors, 404>(e, 404)` types `e.data`. */
export type RemoveDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link replaceDataItemReferences}. */
export interface ReplaceDataItemReferencesOptions {
  environment?: Environment;
}

/** Error answers of {@link replaceDataItemReferences} by status: `isApiError<ReplaceDataItemReferencesErrors, 404>(e, 404)` types `e.data`. */
export type ReplaceDataItemReferencesErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link saveDataItem}. */
export interface SaveDataItemOptions {
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the item to other items are saved. */
  saveReferences?: boolean;
  /** Whether referenced items are included in the answer. */
  includeReferencedItems?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link saveDataItem} by status: `isApiError<SaveDataItemErrors, 404>(e, 404)` types `e.data`. */
export type SaveDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link searchDataItems}. */
export interface SearchDataItemsOptions {
  /** Reference fields whose referenced items are included in the results. */
  includeReferences?: IncludedReference[];
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link searchDataItems} by status: `isApiError<SearchDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type SearchDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link truncateDataItems}. */
export interface TruncateDataItemsOptions {
  environment?: Environment;
}

/** Error answers of {@link truncateDataItems} by status: `isApiError<TruncateDataItemsErrors, 404>(e, 404)` types `e.data`. */
export type TruncateDataItemsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateDataItem}. */
export interface UpdateDataItemOptions {
  environment?: Environment;
  /** Whether data hooks are skipped (site backend code only). Default `false`. */
  suppressHooks?: boolean;
  /** Whether references from the item to other items are saved. */
  saveReferences?: boolean;
  /** Whether referenced items are included in the answer. */
  includeReferencedItems?: boolean;
  publishPluginOptions?: DataPublishPluginOptions;
}

/** Error answers of {@link updateDataItem} by status: `isApiError<UpdateDataItemErrors, 404>(e, 404)` types `e.data`. */
export type UpdateDataItemErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  413: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Aggregate data items
 *
 * Runs an aggregation: `initialFilter` selects the items, `aggregation` groups them by `groupingFields` and computes `operations` (average, min, max, sum, item count) into result fields, `finalFilter` filters the grouped results. Results are free-form objects (one per group; the group key is in `_id`). (The SDK's fluent `items.aggregate(dataCollectionId)` builder sends this request; its `filter`, `having` and `group` can each be set once, `WDE0011`-`WDE0013`.)
 *
 * `POST /wix-data/v2/items/aggregate`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param aggregation `body.aggregation`
 *
 * @param options Options.
 */
export const aggregateDataItems: Call<[dataCollectionId: string, aggregation?: Aggregation, options?: AggregateDataItemsOptions, init?: CallInit], AggregateDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'aggregateDataItems',
  method: 'POST',
  path: '/v2/items/aggregate',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'aggregation', value: 'body.aggregation' },
    {
      name: 'options',
      properties: {
        initialFilter: 'body.initialFilter',
        finalFilter: 'body.finalFilter',
        sort: 'body.sort',
        paging: 'body.paging',
        cursorPaging: 'body.cursorPaging',
        returnTotalCount: 'body.returnTotalCount',
        consistentRead: 'body.consistentRead',
        language: 'body.language',
        environment: 'body.environment',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: aggregateDataItemsRequestPlan },
  decode: aggregateDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Aggregate pipeline data items
 *
 * Runs an aggregation pipeline: `pipeline.stages` are applied in order (filter, group with accumulators, projection, sort, object-to-array, unwind-array, skip, limit), each on the previous stage's output; the pipeline pages with `pipeline.paging` or `pipeline.cursorPaging`. Results are free-form objects; `{ "$date" }` wrappers in them are converted to `Date`. (The SDK's `items.aggregatePipeline(dataCollectionId, pipeline, options)`; `items.aggregate(dataCollectionId, pipeline, options)` sends the same request.)
 *
 * `POST /wix-data/v2/items/aggregate-pipeline`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param pipeline `body.pipeline`
 *
 * @param options Options.
 */
export const aggregatePipelineDataItems: Call<[dataCollectionId: string, pipeline?: AggregationPipeline, options?: AggregatePipelineDataItemsOptions, init?: CallInit], AggregatePipelineDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'aggregatePipelineDataItems',
  method: 'POST',
  path: '/v2/items/aggregate-pipeline',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'pipeline', value: 'body.pipeline' },
    {
      name: 'options',
      properties: {
        returnTotalCount: 'body.returnTotalCount',
        consistentRead: 'body.consistentRead',
        language: 'body.language',
        environment: 'body.environment',
        appOptions: 'body.appOptions',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: aggregatePipelineDataItemsRequestPlan },
  decode: aggregatePipelineDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Bulk insert data item references
 *
 * Adds references to multi-reference fields, one result per reference. (The SDK's `items.insertReference( dataCollectionId, propertyName, referringItem, referencedItem, options)` sends one reference per referenced item.)
 *
 * `POST /wix-data/v2/bulk/items/insert-references`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param dataItemReferences `body.dataItemReferences`
 *
 * @param options Options.
 */
export const bulkInsertDataItemReferences: Call<[dataCollectionId: string, dataItemReferences: DataItemReference[], options?: BulkInsertDataItemReferencesOptions, init?: CallInit], BulkInsertDataItemReferencesResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkInsertDataItemReferences',
  method: 'POST',
  path: '/v2/bulk/items/insert-references',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'dataItemReferences', required: true, value: 'body.dataItemReferences' },
    {
      name: 'options',
      properties: { returnEntity: 'body.returnEntity', environment: 'body.environment' },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk insert data items
 *
 * Inserts up to 1000 items (`x-client-rules.maxBulkItems`; the SDK rejects more with `WDE0006` before sending). Each item succeeds or fails on its own: `results[].itemMetadata` says which, with the failure's `error`. The SDK (`items.bulkInsert`) ignores results failing with `WDE0074` (item already exists; counted as skipped) unless `overrideExisting` is set, in which case it sends a bulk save instead.
 *
 * `POST /wix-data/v2/bulk/items/insert`
 *
 * Emits `items.onDataItemCreated` (`wix.data.v2.data_item_created`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param items `body.dataItems`
 *
 * @param options Options.
 */
export const bulkInsertDataItems: Call<[dataCollectionId: string, items: DataItem[], options?: BulkInsertDataItemsOptions, init?: CallInit], BulkInsertDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkInsertDataItems',
  method: 'POST',
  path: '/v2/bulk/items/insert',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'items', required: true, value: 'body.dataItems' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        returnEntity: 'body.returnEntity',
        suppressHooks: 'body.suppressHooks',
        saveReferences: 'body.saveReferences',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: bulkInsertDataItemsRequestPlan },
  decode: bulkInsertDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Bulk patch data items
 *
 * Applies field modifications to up to 1000 items, one patch per item. (The SDK's `items.bulkPatch(dataCollectionId, itemIds, fieldModifications, options)` sends one patch per ID with the same modifications.)
 *
 * `POST /wix-data/v2/bulk/items/patch`
 *
 * Emits `items.onDataItemUpdated` (`wix.data.v2.data_item_updated`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param patches `body.patches`
 *
 * @param options Options.
 */
export const bulkPatchDataItems: Call<[dataCollectionId: string, patches: Patch[], options?: BulkPatchDataItemsOptions, init?: CallInit], BulkPatchDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkPatchDataItems',
  method: 'POST',
  path: '/v2/bulk/items/patch',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'patches', required: true, value: 'body.patches' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        returnEntity: 'body.returnEntity',
        suppressHooks: 'body.suppressHooks',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: bulkPatchDataItemsRequestPlan },
  decode: bulkPatchDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Bulk remove data item references
 *
 * Removes references from multi-reference fields, one result per reference. (The SDK's `items.removeReference` sends one reference per referenced item.)
 *
 * `POST /wix-data/v2/bulk/items/remove-references`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param dataItemReferences `body.dataItemReferences`
 *
 * @param options Options.
 */
export const bulkRemoveDataItemReferences: Call<[dataCollectionId: string, dataItemReferences: DataItemReference[], options?: BulkRemoveDataItemReferencesOptions, init?: CallInit], BulkRemoveDataItemReferencesResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkRemoveDataItemReferences',
  method: 'POST',
  path: '/v2/bulk/items/remove-references',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'dataItemReferences', required: true, value: 'body.dataItemReferences' },
    { name: 'options', properties: { environment: 'body.environment' } },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk remove data items
 *
 * Removes up to 1000 items by ID (the SDK rejects more with `WDE0069`, and IDs that are not strings with `WDE0068`, before sending). Items that do not exist fail with `WDE0073`, which the SDK (`items.bulkRemove`) ignores.
 *
 * `POST /wix-data/v2/bulk/items/remove`
 *
 * Emits `items.onDataItemDeleted` (`wix.data.v2.data_item_deleted`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param itemIds `body.dataItemIds`
 *
 * @param options Options.
 */
export const bulkRemoveDataItems: Call<[dataCollectionId: string, itemIds: string[], options?: BulkRemoveDataItemsOptions, init?: CallInit], BulkRemoveDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkRemoveDataItems',
  method: 'POST',
  path: '/v2/bulk/items/remove',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'itemIds', required: true, value: 'body.dataItemIds' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: bulkRemoveDataItemsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Bulk save data items
 *
 * Inserts or replaces up to 1000 items; each result's `action` is `INSERT` or `UPDATE`.
 *
 * `POST /wix-data/v2/bulk/items/save`
 *
 * Emits `items.onDataItemCreated` (`wix.data.v2.data_item_created`), `items.onDataItemUpdated` (`wix.data.v2.data_item_updated`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param items `body.dataItems`
 *
 * @param options Options.
 */
export const bulkSaveDataItems: Call<[dataCollectionId: string, items: DataItem[], options?: BulkSaveDataItemsOptions, init?: CallInit], BulkSaveDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkSaveDataItems',
  method: 'POST',
  path: '/v2/bulk/items/save',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'items', required: true, value: 'body.dataItems' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        returnEntity: 'body.returnEntity',
        suppressHooks: 'body.suppressHooks',
        saveReferences: 'body.saveReferences',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: bulkSaveDataItemsRequestPlan },
  decode: bulkSaveDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Bulk update data items
 *
 * Replaces up to 1000 existing items (each needs its ID). Items that do not exist fail with `WDE0073`, which the SDK (`items.bulkUpdate`) ignores (counted as skipped).
 *
 * `POST /wix-data/v2/bulk/items/update`
 *
 * Emits `items.onDataItemUpdated` (`wix.data.v2.data_item_updated`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param items `body.dataItems`
 *
 * @param options Options.
 */
export const bulkUpdateDataItems: Call<[dataCollectionId: string, items: DataItem[], options?: BulkUpdateDataItemsOptions, init?: CallInit], BulkUpdateDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'bulkUpdateDataItems',
  method: 'POST',
  path: '/v2/bulk/items/update',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'items', required: true, value: 'body.dataItems' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        returnEntity: 'body.returnEntity',
        suppressHooks: 'body.suppressHooks',
        saveReferences: 'body.saveReferences',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: bulkUpdateDataItemsRequestPlan },
  decode: bulkUpdateDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Count data items
 *
 * Counts the items of a collection that match a filter (all items without one).
 *
 * `POST /wix-data/v2/items/count`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param options Options.
 */
export const countDataItems: Call<[dataCollectionId: string, options?: CountDataItemsOptions, init?: CallInit], CountDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'countDataItems',
  method: 'POST',
  path: '/v2/items/count',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    {
      name: 'options',
      properties: {
        filter: 'body.filter',
        consistentRead: 'body.consistentRead',
        language: 'body.language',
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: countDataItemsRequestPlan },
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Get data item
 *
 * Retrieves an item from a collection. The SDK (`items.get`) answers `null` instead of failing when the item does not exist (`WDE0073`). Dates inside `dataItem.data` arrive as `{ "$date": ... }` wrappers and are converted to `Date`.
 *
 * `GET /wix-data/v2/items/{dataItemId}`
 *
 * @param dataCollectionId `query.dataCollectionId`
 *
 * @param dataItemId `path.dataItemId`
 *
 * @param options Options.
 */
export const getDataItem: Call<[dataCollectionId: string, dataItemId: string, options?: GetDataItemOptions, init?: CallInit], GetDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'getDataItem',
  method: 'GET',
  path: '/v2/items/{dataItemId}',
  args: [
    { name: 'dataCollectionId', required: true, value: 'query.dataCollectionId' },
    { name: 'dataItemId', required: true, value: 'path.dataItemId' },
    {
      name: 'options',
      properties: {
        consistentRead: 'query.consistentRead',
        language: 'query.language',
        fields: 'query.fields',
        includeFieldGroups: 'query.includeFieldGroups',
        environment: 'query.environment',
        publishPluginOptions: 'query.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: getDataItemResponseDecoder,
}, { query: serializeQuery });

/**
 * Insert data item
 *
 * Adds an item to a collection. When `dataItem.id` (or `data._id`) is omitted the platform generates one; an existing ID fails with `WDE0074`. The SDK (`items.insert`) logs an error for field names starting with `$` and a warning for field names containing `.`. `Date` values inside `dataItem.data` are sent as `{ "$date": ... }`.
 *
 * `POST /wix-data/v2/items`
 *
 * Emits `items.onDataItemCreated` (`wix.data.v2.data_item_created`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param dataItem `body.dataItem`
 *
 * @param options Options.
 */
export const insertDataItem: Call<[dataCollectionId: string, dataItem: DataItem, options?: InsertDataItemOptions, init?: CallInit], InsertDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'insertDataItem',
  method: 'POST',
  path: '/v2/items',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'dataItem', required: true, value: 'body.dataItem' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        saveReferences: 'body.saveReferences',
        includeReferencedItems: 'body.includeReferencedItems',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: insertDataItemRequestPlan },
  decode: insertDataItemResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Is referenced data item
 *
 * Checks whether the referring item's multi-reference field references the other item. (The SDK's `items.isReferenced(dataCollectionId, propertyName, referringItem, referencedItem, options)` also accepts items with an `_id` instead of IDs; the wire carries the IDs.)
 *
 * `POST /wix-data/v2/items/is-referenced`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param propertyName `body.referringItemFieldName`
 *
 * @param referringItem `body.referringItemId`
 *
 * @param referencedItem `body.referencedItemId`
 *
 * @param options Options.
 */
export const isReferencedDataItem: Call<[dataCollectionId: string, propertyName: string, referringItem: string, referencedItem: string, options?: IsReferencedDataItemOptions, init?: CallInit], IsReferencedDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'isReferencedDataItem',
  method: 'POST',
  path: '/v2/items/is-referenced',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'propertyName', required: true, value: 'body.referringItemFieldName' },
    { name: 'referringItem', required: true, value: 'body.referringItemId' },
    { name: 'referencedItem', required: true, value: 'body.referencedItemId' },
    {
      name: 'options',
      properties: { consistentRead: 'body.consistentRead', environment: 'body.environment' },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Patch data item
 *
 * Applies field modifications to one item: `SET_FIELD`, `REMOVE_FIELD`, `INCREMENT_FIELD`, `APPEND_TO_ARRAY`, `REMOVE_FROM_ARRAY`. Other fields are unchanged. (The SDK's `items.patch(dataCollectionId, itemId, fieldModifications, options)` sends `itemId` and `fieldModifications` as `patch`.)
 *
 * `POST /wix-data/v2/items/patch`
 *
 * Emits `items.onDataItemUpdated` (`wix.data.v2.data_item_updated`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param patch `body.patch`
 *
 * @param options Options.
 */
export const patchDataItem: Call<[dataCollectionId: string, patch: Patch, options?: PatchDataItemOptions, init?: CallInit], PatchDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'patchDataItem',
  method: 'POST',
  path: '/v2/items/patch',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'patch', required: true, value: 'body.patch' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: patchDataItemRequestPlan },
  decode: patchDataItemResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates, float: encodeFloat }), encodeBody: encodeJsonBody });

/**
 * Query data items
 *
 * Retrieves the items of a collection that match `query.filter`, sorted by `query.sort`, with offset paging (`query.paging`) or cursor paging (`query.cursorPaging`; later pages carry the cursor only; skip cannot be combined with a cursor, `WDE0080`). Default page size 50. The client sends the same request as `GET /v2/items/query?.r=<base64url of the JSON body>` while the final URL stays within 2048 characters (`x-get-form`), and as this POST otherwise. `Date` values in the filter are sent as `{ "$date": ... }` wrappers; wrappers in item data are converted back to `Date`.
 *
 * `POST /wix-data/v2/items/query`, or `GET /wix-data/v2/items/query?.r=<base64url of the JSON body>` while the final URL stays within 2048 characters; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param queryRequest `body.query`
 *
 * @param options Options.
 */
export const queryDataItems: Call<[dataCollectionId: string, queryRequest?: QueryV2, options?: QueryDataItemsOptions, init?: CallInit], QueryDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'queryDataItems',
  method: 'POST',
  path: '/v2/items/query',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'queryRequest', value: 'body.query' },
    {
      name: 'options',
      properties: {
        returnTotalCount: 'body.returnTotalCount',
        includeReferences: 'body.includeReferences',
        consistentRead: 'body.consistentRead',
        language: 'body.language',
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        appOptions: 'body.appOptions',
        publishPluginOptions: 'body.publishPluginOptions',
        sortMode: 'body.sortMode',
        randomOptions: 'body.randomOptions',
        includeFieldGroups: 'body.includeFieldGroups',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  getForm: { parameter: '.r', maxUrlLength: 2048 },
  idempotent: true,
  requestPlan: { body: queryDataItemsRequestPlan },
  decode: queryDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody, getFormUrl });

/**
 * Query distinct values
 *
 * Retrieves the distinct values of one field over the items that match a filter, with offset or cursor paging. Date values arrive as `{ "$date": ... }` wrappers and are converted to `Date`.
 *
 * `POST /wix-data/v2/items/query-distinct-values`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param fieldName `body.fieldName`
 *
 * @param options Options.
 */
export const queryDistinctValues: Call<[dataCollectionId: string, fieldName?: string, options?: QueryDistinctValuesOptions, init?: CallInit], QueryDistinctValuesResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'queryDistinctValues',
  method: 'POST',
  path: '/v2/items/query-distinct-values',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'fieldName', value: 'body.fieldName' },
    {
      name: 'options',
      properties: {
        filter: 'body.filter',
        order: 'body.order',
        paging: 'body.paging',
        cursorPaging: 'body.cursorPaging',
        returnTotalCount: 'body.returnTotalCount',
        consistentRead: 'body.consistentRead',
        language: 'body.language',
        environment: 'body.environment',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: queryDistinctValuesRequestPlan },
  decode: queryDistinctValuesResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Query referenced data items
 *
 * Retrieves the items referenced by the referring items' multi-reference field, ordered by when they were referenced. A reference that cannot be resolved (missing or draft item) comes back as `unresolvedReference`. Default page size 50 (the SDK's `items.queryReferenced` / `queryReferencedItems` send `paging.limit` 50 when the caller gives none).
 *
 * `POST /wix-data/v2/items/query-referenced`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param referringItem `body.referringItemIds`
 *
 * @param referringItemFieldName `body.referringItemFieldName`
 *
 * @param options Options.
 */
export const queryReferencedDataItems: Call<[dataCollectionId: string, referringItem?: string[], referringItemFieldName?: string, options?: QueryReferencedDataItemsOptions, init?: CallInit], QueryReferencedDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'queryReferencedDataItems',
  method: 'POST',
  path: '/v2/items/query-referenced',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'referringItem', value: 'body.referringItemIds' },
    { name: 'referringItemFieldName', value: 'body.referringItemFieldName' },
    {
      name: 'options',
      properties: {
        referringItemId: 'body.referringItemId',
        order: 'body.order',
        paging: 'body.paging',
        cursorPaging: 'body.cursorPaging',
        returnTotalCount: 'body.returnTotalCount',
        consistentRead: 'body.consistentRead',
        language: 'body.language',
        fields: 'body.fields',
        environment: 'body.environment',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
  decode: queryReferencedDataItemsResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Remove data item
 *
 * Removes an item from a collection and answers with the removed item. The SDK (`items.remove`) answers `null` instead of failing when the item does not exist (`WDE0073`).
 *
 * `POST /wix-data/v2/items/remove`
 *
 * Emits `items.onDataItemDeleted` (`wix.data.v2.data_item_deleted`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param dataItemId `body.dataItemId`
 *
 * @param options Options.
 */
export const removeDataItem: Call<[dataCollectionId: string, dataItemId: string, options?: RemoveDataItemOptions, init?: CallInit], RemoveDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'removeDataItem',
  method: 'POST',
  path: '/v2/items/remove',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'dataItemId', required: true, value: 'body.dataItemId' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  decode: removeDataItemResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Replace data item references
 *
 * Replaces every reference in the referring item's multi-reference field with the given referenced items (an empty list removes them all).
 *
 * `POST /wix-data/v2/items/replace-references`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param propertyName `body.referringItemFieldName`
 *
 * @param referringItem `body.referringItemId`
 *
 * @param referencedItem `body.newReferencedItemIds`
 *
 * @param options Options.
 */
export const replaceDataItemReferences: Call<[dataCollectionId: string, propertyName: string, referringItem: string, referencedItem?: string[], options?: ReplaceDataItemReferencesOptions, init?: CallInit], ReplaceDataItemReferencesResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'replaceDataItemReferences',
  method: 'POST',
  path: '/v2/items/replace-references',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'propertyName', required: true, value: 'body.referringItemFieldName' },
    { name: 'referringItem', required: true, value: 'body.referringItemId' },
    { name: 'referencedItem', value: 'body.newReferencedItemIds' },
    { name: 'options', properties: { environment: 'body.environment' } },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
}, { encodeBody: encodeJsonBody });

/**
 * Save data item
 *
 * Inserts an item, or replaces it when an item with the same ID exists. `action` tells which (`INSERTED` or `UPDATED`).
 *
 * `POST /wix-data/v2/items/save`
 *
 * Emits `items.onDataItemCreated` (`wix.data.v2.data_item_created`), `items.onDataItemUpdated` (`wix.data.v2.data_item_updated`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param dataItem `body.dataItem`
 *
 * @param options Options.
 */
export const saveDataItem: Call<[dataCollectionId: string, dataItem: DataItem, options?: SaveDataItemOptions, init?: CallInit], SaveDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'saveDataItem',
  method: 'POST',
  path: '/v2/items/save',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'dataItem', required: true, value: 'body.dataItem' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        saveReferences: 'body.saveReferences',
        includeReferencedItems: 'body.includeReferencedItems',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: saveDataItemRequestPlan },
  decode: saveDataItemResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Search data items
 *
 * Free-text search over the collection's searchable fields (`search.search.expression`, terms combined with `OR` or `AND`, optionally fuzzy), combined with a filter, sort and paging (at most 10 sort entries and 20 fields).
 *
 * `POST /wix-data/v2/items/search`; idempotent (retried like a GET)
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param searchRequest `body.search`
 *
 * @param options Options.
 */
export const searchDataItems: Call<[dataCollectionId: string, searchRequest?: Search, options?: SearchDataItemsOptions, init?: CallInit], SearchDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'searchDataItems',
  method: 'POST',
  path: '/v2/items/search',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'searchRequest', value: 'body.search' },
    {
      name: 'options',
      properties: {
        includeReferences: 'body.includeReferences',
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  idempotent: true,
  requestPlan: { body: searchDataItemsRequestPlan },
  decode: searchDataItemsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/**
 * Truncate data items
 *
 * Removes every item from a collection. The SDK's `items.truncate(dataCollectionId)` sends no options.
 *
 * `POST /wix-data/v2/items/truncate`
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param options Options.
 */
export const truncateDataItems: Call<[dataCollectionId: string, options?: TruncateDataItemsOptions, init?: CallInit], TruncateDataItemsResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'truncateDataItems',
  method: 'POST',
  path: '/v2/items/truncate',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'options', properties: { environment: 'body.environment' } },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
}, { encodeBody: encodeJsonBody });

/**
 * Update data item
 *
 * Replaces an existing item's data (the item is matched by `dataItem.id`; fields left out are removed). The SDK (`items.update`) requires a string `_id` before sending (`WDE0007`).
 *
 * `POST /wix-data/v2/items/update`
 *
 * Emits `items.onDataItemUpdated` (`wix.data.v2.data_item_updated`).
 *
 * @param dataCollectionId `body.dataCollectionId`
 *
 * @param dataItem `body.dataItem`
 *
 * @param options Options.
 */
export const updateDataItem: Call<[dataCollectionId: string, dataItem: DataItem, options?: UpdateDataItemOptions, init?: CallInit], UpdateDataItemResponse> = /* @__PURE__ */ defineGeneratedCall(dataService, {
  module: 'items',
  operationId: 'updateDataItem',
  method: 'POST',
  path: '/v2/items/update',
  args: [
    { name: 'dataCollectionId', required: true, value: 'body.dataCollectionId' },
    { name: 'dataItem', required: true, value: 'body.dataItem' },
    {
      name: 'options',
      properties: {
        environment: 'body.environment',
        suppressHooks: 'body.suppressHooks',
        saveReferences: 'body.saveReferences',
        includeReferencedItems: 'body.includeReferencedItems',
        publishPluginOptions: 'body.publishPluginOptions',
      },
    },
  ],
  clientRules: { maxBulkItems: 1000, defaultPageSize: 50 },
  requestPlan: { body: updateDataItemRequestPlan },
  decode: updateDataItemResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ dataItemDates: encodeDataItemDates }), encodeBody: encodeJsonBody });

/** The `items` module: pass it to `createClient({ modules: { items } })`. */
export const items = { aggregateDataItems, aggregatePipelineDataItems, bulkInsertDataItemReferences, bulkInsertDataItems, bulkPatchDataItems, bulkRemoveDataItemReferences, bulkRemoveDataItems, bulkSaveDataItems, bulkUpdateDataItems, countDataItems, getDataItem, insertDataItem, isReferencedDataItem, patchDataItem, queryDataItems, queryDistinctValues, queryReferencedDataItems, removeDataItem, replaceDataItemReferences, saveDataItem, searchDataItems, truncateDataItems, updateDataItem };

// Generated from spec/data.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { dataCollectionPlan, dataItemPlan } from './request-plans.js';

/** Conversions of `CreateDataCollectionResponse`. */
export const createDataCollectionResponsePlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `GetDataCollectionResponse`. */
export const getDataCollectionResponsePlan: Plan = {
  collection: dataCollectionPlan,
  referencedCollections: { '*': dataCollectionPlan },
};

/** Conversions of `ListDataCollectionsResponse`. */
export const listDataCollectionsResponsePlan: Plan = { collections: { '*': dataCollectionPlan } };

/** Conversions of `UpdateDataCollectionResponse`. */
export const updateDataCollectionResponsePlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `RestoreDataCollectionResponse`. */
export const restoreDataCollectionResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `CreateDataCollectionFieldResponse`. */
export const createDataCollectionFieldResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `UpdateDataCollectionFieldResponse`. */
export const updateDataCollectionFieldResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `DeleteDataCollectionFieldResponse`. */
export const deleteDataCollectionFieldResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `BulkDataItemResult`. */
export const bulkDataItemResultPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `ReferencedResult`. */
export const referencedResultPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `InsertDataItemResponse`. */
export const insertDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `UpdateDataItemResponse`. */
export const updateDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `PatchDataItemResponse`. */
export const patchDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `SaveDataItemResponse`. */
export const saveDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `GetDataItemResponse`. */
export const getDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `RemoveDataItemResponse`. */
export const removeDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `BulkInsertDataItemsResponse`. */
export const bulkInsertDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkUpdateDataItemsResponse`. */
export const bulkUpdateDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkPatchDataItemsResponse`. */
export const bulkPatchDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkSaveDataItemsResponse`. */
export const bulkSaveDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkRemoveDataItemsResponse`. */
export const bulkRemoveDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `QueryReferencedDataItemsResponse`. */
export const queryReferencedDataItemsResponsePlan: Plan = { results: { '*': referencedResultPlan } };

/** Conversions of `QueryDistinctValuesResponse`. */
export const queryDistinctValuesResponsePlan: Plan = { distinctValues: 'dataItemDates' };

/** Conversions of `QueryDataItemsResponse`. */
export const queryDataItemsResponsePlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `AggregateDataItemsResponse`. */
export const aggregateDataItemsResponsePlan: Plan = { results: 'dataItemDates' };

/** Conversions of `AggregatePipelineDataItemsResponse`. */
export const aggregatePipelineDataItemsResponsePlan: Plan = { results: 'dataItemDates' };

/** Conversions of `SearchDataItemsResponse`. */
export const searchDataItemsResponsePlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `DataItemCreatedEvent`. */
export const dataItemCreatedEventPlan: Plan = { entity: dataItemPlan, metadata: eventMetadataPlan };

/** Conversions of `DataItemUpdatedEvent`. */
export const dataItemUpdatedEventPlan: Plan = { entity: dataItemPlan, metadata: eventMetadataPlan };

/** Conversions of `DataItemDeletedEvent`. */
export const dataItemDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  createDataCollection: createDataCollectionResponsePlan,
  createDataCollectionField: createDataCollectionFieldResponsePlan,
  deleteDataCollectionField: deleteDataCollectionFieldResponsePlan,
  getDataCollection: getDataCollectionResponsePlan,
  listDataCollections: listDataCollectionsResponsePlan,
  restoreDataCollection: restoreDataCollectionResponsePlan,
  updateDataCollection: updateDataCollectionResponsePlan,
  updateDataCollectionField: updateDataCollectionFieldResponsePlan,
  aggregateDataItems: aggregateDataItemsResponsePlan,
  aggregatePipelineDataItems: aggregatePipelineDataItemsResponsePlan,
  bulkInsertDataItems: bulkInsertDataItemsResponsePlan,
  bulkPatchDataItems: bulkPatchDataItemsResponsePlan,
  bulkRemoveDataItems: bulkRemoveDataItemsResponsePlan,
  bulkSaveDataItems: bulkSaveDataItemsResponsePlan,
  bulkUpdateDataItems: bulkUpdateDataItemsResponsePlan,
  getDataItem: getDataItemResponsePlan,
  insertDataItem: insertDataItemResponsePlan,
  patchDataItem: patchDataItemResponsePlan,
  queryDataItems: queryDataItemsResponsePlan,
  queryDistinctValues: queryDistinctValuesResponsePlan,
  queryReferencedDataItems: queryReferencedDataItemsResponsePlan,
  removeDataItem: removeDataItemResponsePlan,
  saveDataItem: saveDataItemResponsePlan,
  searchDataItems: searchDataItemsResponsePlan,
  updateDataItem: updateDataItemResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';

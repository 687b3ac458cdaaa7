// Generated from spec/data.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { createDataCollection, createDataCollectionField, deleteDataCollection, deleteDataCollectionField, getDataCollection, listDataCollections, restoreDataCollection, updateDataCollection, updateDataCollectionField } from './collections.js';
import { aggregateDataItems, aggregatePipelineDataItems, bulkInsertDataItemReferences, bulkInsertDataItems, bulkPatchDataItems, bulkRemoveDataItemReferences, bulkRemoveDataItems, bulkSaveDataItems, bulkUpdateDataItems, countDataItems, getDataItem, insertDataItem, isReferencedDataItem, patchDataItem, queryDataItems, queryDistinctValues, queryReferencedDataItems, removeDataItem, replaceDataItemReferences, saveDataItem, searchDataItems, truncateDataItems, updateDataItem } from './items.js';

/** msw handlers of every data call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...dataHandlers(document))`. */
export function dataHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['data'] });
}

/** One data call answered by a typed resolver, for a test: `server.use(dataMocks.aggregateDataItems(() => ...))`. */
export const dataMocks = {
  aggregateDataItems: (resolve: MockResolver<typeof aggregateDataItems>, options?: MockCallOptions) => mockCall(aggregateDataItems, resolve, options),
  aggregatePipelineDataItems: (resolve: MockResolver<typeof aggregatePipelineDataItems>, options?: MockCallOptions) => mockCall(aggregatePipelineDataItems, resolve, options),
  bulkInsertDataItemReferences: (resolve: MockResolver<typeof bulkInsertDataItemReferences>, options?: MockCallOptions) => mockCall(bulkInsertDataItemReferences, resolve, options),
  bulkInsertDataItems: (resolve: MockResolver<typeof bulkInsertDataItems>, options?: MockCallOptions) => mockCall(bulkInsertDataItems, resolve, options),
  bulkPatchDataItems: (resolve: MockResolver<typeof bulkPatchDataItems>, options?: MockCallOptions) => mockCall(bulkPatchDataItems, resolve, options),
  bulkRemoveDataItemReferences: (resolve: MockResolver<typeof bulkRemoveDataItemReferences>, options?: MockCallOptions) => mockCall(bulkRemoveDataItemReferences, resolve, options),
  bulkRemoveDataItems: (resolve: MockResolver<typeof bulkRemoveDataItems>, options?: MockCallOptions) => mockCall(bulkRemoveDataItems, resolve, options),
  bulkSaveDataItems: (resolve: MockResolver<typeof bulkSaveDataItems>, options?: MockCallOptions) => mockCall(bulkSaveDataItems, resolve, options),
  bulkUpdateDataItems: (resolve: MockResolver<typeof bulkUpdateDataItems>, options?: MockCallOptions) => mockCall(bulkUpdateDataItems, resolve, options),
  countDataItems: (resolve: MockResolver<typeof countDataItems>, options?: MockCallOptions) => mockCall(countDataItems, resolve, options),
  createDataCollection: (resolve: MockResolver<typeof createDataCollection>, options?: MockCallOptions) => mockCall(createDataCollection, resolve, options),
  createDataCollectionField: (resolve: MockResolver<typeof createDataCollectionField>, options?: MockCallOptions) => mockCall(createDataCollectionField, resolve, options),
  deleteDataCollection: (resolve: MockResolver<typeof deleteDataCollection>, options?: MockCallOptions) => mockCall(deleteDataCollection, resolve, options),
  deleteDataCollectionField: (resolve: MockResolver<typeof deleteDataCollectionField>, options?: MockCallOptions) => mockCall(deleteDataCollectionField, resolve, options),
  getDataCollection: (resolve: MockResolver<typeof getDataCollection>, options?: MockCallOptions) => mockCall(getDataCollection, resolve, options),
  getDataItem: (resolve: MockResolver<typeof getDataItem>, options?: MockCallOptions) => mockCall(getDataItem, resolve, options),
  insertDataItem: (resolve: MockResolver<typeof insertDataItem>, options?: MockCallOptions) => mockCall(insertDataItem, resolve, options),
  isReferencedDataItem: (resolve: MockResolver<typeof isReferencedDataItem>, options?: MockCallOptions) => mockCall(isReferencedDataItem, resolve, options),
  listDataCollections: (resolve: MockResolver<typeof listDataCollections>, options?: MockCallOptions) => mockCall(listDataCollections, resolve, options),
  patchDataItem: (resolve: MockResolver<typeof patchDataItem>, options?: MockCallOptions) => mockCall(patchDataItem, resolve, options),
  queryDataItems: (resolve: MockResolver<typeof queryDataItems>, options?: MockCallOptions) => mockCall(queryDataItems, resolve, options),
  queryDistinctValues: (resolve: MockResolver<typeof queryDistinctValues>, options?: MockCallOptions) => mockCall(queryDistinctValues, resolve, options),
  queryReferencedDataItems: (resolve: MockResolver<typeof queryReferencedDataItems>, options?: MockCallOptions) => mockCall(queryReferencedDataItems, resolve, options),
  removeDataItem: (resolve: MockResolver<typeof removeDataItem>, options?: MockCallOptions) => mockCall(removeDataItem, resolve, options),
  replaceDataItemReferences: (resolve: MockResolver<typeof replaceDataItemReferences>, options?: MockCallOptions) => mockCall(replaceDataItemReferences, resolve, options),
  restoreDataCollection: (resolve: MockResolver<typeof restoreDataCollection>, options?: MockCallOptions) => mockCall(restoreDataCollection, resolve, options),
  saveDataItem: (resolve: MockResolver<typeof saveDataItem>, options?: MockCallOptions) => mockCall(saveDataItem, resolve, options),
  searchDataItems: (resolve: MockResolver<typeof searchDataItems>, options?: MockCallOptions) => mockCall(searchDataItems, resolve, options),
  truncateDataItems: (resolve: MockResolver<typeof truncateDataItems>, options?: MockCallOptions) => mockCall(truncateDataItems, resolve, options),
  updateDataCollection: (resolve: MockResolver<typeof updateDataCollection>, options?: MockCallOptions) => mockCall(updateDataCollection, resolve, options),
  updateDataCollectionField: (resolve: MockResolver<typeof updateDataCollectionField>, options?: MockCallOptions) => mockCall(updateDataCollectionField, resolve, options),
  updateDataItem: (resolve: MockResolver<typeof updateDataItem>, options?: MockCallOptions) => mockCall(updateDataItem, resolve, options),
};

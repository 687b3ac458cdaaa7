// Generated from spec/data.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';

/** Conversions of `ExpressionList` (recursive). */
export const expressionListPlan: Plan = {};

/** Conversions of `ExpressionPair` (recursive). */
export const expressionPairPlan: Plan = {};

/** Conversions of `ExpressionOperand` (recursive). */
export const expressionOperandPlan: Plan = {};

/** Conversions of `SubstringOperation` (recursive). */
export const substringOperationPlan: Plan = {};

/** Conversions of `Expression` (recursive). */
export const expressionPlan: Plan = {};

/** Conversions of `ProjectionField` (recursive). */
export const projectionFieldPlan: Plan = {};

/** Conversions of `NumberRange`. */
export const numberRangePlan: Plan = { max: 'float', min: 'float' };

/** Conversions of `Field`. */
export const fieldPlan: Plan = { numberRange: numberRangePlan };

/** Conversions of `DataCollection`. */
export const dataCollectionPlan: Plan = { createdDate: 'date', fields: { '*': fieldPlan }, updatedDate: 'date' };

/** Conversions of `CreateDataCollectionRequest`. */
export const createDataCollectionRequestPlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `CreateDataCollectionResponse`. */
export const createDataCollectionResponsePlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `GetDataCollectionResponse`. */
export const getDataCollectionResponsePlan: Plan = {
  collection: dataCollectionPlan,
  referencedCollections: { '*': dataCollectionPlan },
};

/** Conversions of `ListDataCollectionsResponse`. */
export const listDataCollectionsResponsePlan: Plan = { collections: { '*': dataCollectionPlan } };

/** Conversions of `UpdateDataCollectionRequest`. */
export const updateDataCollectionRequestPlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `UpdateDataCollectionResponse`. */
export const updateDataCollectionResponsePlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `RestoreDataCollectionResponse`. */
export const restoreDataCollectionResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `CreateDataCollectionFieldRequest`. */
export const createDataCollectionFieldRequestPlan: Plan = { field: fieldPlan };

/** Conversions of `CreateDataCollectionFieldResponse`. */
export const createDataCollectionFieldResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `UpdateDataCollectionFieldRequest`. */
export const updateDataCollectionFieldRequestPlan: Plan = { field: fieldPlan };

/** Conversions of `UpdateDataCollectionFieldResponse`. */
export const updateDataCollectionFieldResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `DeleteDataCollectionFieldResponse`. */
export const deleteDataCollectionFieldResponsePlan: Plan = { dataCollection: dataCollectionPlan };

/** Conversions of `DataItem`. */
export const dataItemPlan: Plan = { data: 'dataItemDates' };

/** Conversions of `FieldModification`. */
export const fieldModificationPlan: Plan = {
  appendToArrayOptions: { value: 'dataItemDates' },
  incrementFieldOptions: { value: 'float' },
  removeFromArrayOptions: { value: 'dataItemDates' },
  setFieldOptions: { value: 'dataItemDates' },
};

/** Conversions of `Patch`. */
export const patchPlan: Plan = { fieldModifications: { '*': fieldModificationPlan } };

/** Conversions of `BulkDataItemResult`. */
export const bulkDataItemResultPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `QueryV2`. */
export const queryV2Plan: Plan = { filter: 'dataItemDates' };

/** Conversions of `PipelineGroupId`. */
export const pipelineGroupIdPlan: Plan = { expression: expressionPlan };

/** Conversions of `PipelineAccumulator`. */
export const pipelineAccumulatorPlan: Plan = {
  avg: expressionOperandPlan,
  first: expressionOperandPlan,
  last: expressionOperandPlan,
  max: expressionOperandPlan,
  min: expressionOperandPlan,
  push: expressionOperandPlan,
  sum: expressionOperandPlan,
};

/** Conversions of `PipelineGroup`. */
export const pipelineGroupPlan: Plan = {
  accumulators: { '*': pipelineAccumulatorPlan },
  groupIds: { '*': pipelineGroupIdPlan },
};

/** Conversions of `PipelineStage`. */
export const pipelineStagePlan: Plan = {
  filter: 'dataItemDates',
  group: pipelineGroupPlan,
  projection: { fields: { '*': projectionFieldPlan } },
};

/** Conversions of `AggregationPipeline`. */
export const aggregationPipelinePlan: Plan = { stages: { '*': pipelineStagePlan } };

/** Conversions of `Search`. */
export const searchPlan: Plan = { filter: 'dataItemDates' };

/** Conversions of `ReferencedResult`. */
export const referencedResultPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `InsertDataItemRequest`. */
export const insertDataItemRequestPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `InsertDataItemResponse`. */
export const insertDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `UpdateDataItemRequest`. */
export const updateDataItemRequestPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `UpdateDataItemResponse`. */
export const updateDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `PatchDataItemRequest`. */
export const patchDataItemRequestPlan: Plan = { patch: patchPlan };

/** Conversions of `PatchDataItemResponse`. */
export const patchDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `SaveDataItemRequest`. */
export const saveDataItemRequestPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `SaveDataItemResponse`. */
export const saveDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `GetDataItemResponse`. */
export const getDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `RemoveDataItemResponse`. */
export const removeDataItemResponsePlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `BulkInsertDataItemsRequest`. */
export const bulkInsertDataItemsRequestPlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `BulkInsertDataItemsResponse`. */
export const bulkInsertDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkUpdateDataItemsRequest`. */
export const bulkUpdateDataItemsRequestPlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `BulkUpdateDataItemsResponse`. */
export const bulkUpdateDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkPatchDataItemsRequest`. */
export const bulkPatchDataItemsRequestPlan: Plan = { patches: { '*': patchPlan } };

/** Conversions of `BulkPatchDataItemsResponse`. */
export const bulkPatchDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkSaveDataItemsRequest`. */
export const bulkSaveDataItemsRequestPlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `BulkSaveDataItemsResponse`. */
export const bulkSaveDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `BulkRemoveDataItemsResponse`. */
export const bulkRemoveDataItemsResponsePlan: Plan = { results: { '*': bulkDataItemResultPlan } };

/** Conversions of `QueryReferencedDataItemsResponse`. */
export const queryReferencedDataItemsResponsePlan: Plan = { results: { '*': referencedResultPlan } };

/** Conversions of `CountDataItemsRequest`. */
export const countDataItemsRequestPlan: Plan = { filter: 'dataItemDates' };

/** Conversions of `QueryDistinctValuesRequest`. */
export const queryDistinctValuesRequestPlan: Plan = { filter: 'dataItemDates' };

/** Conversions of `QueryDistinctValuesResponse`. */
export const queryDistinctValuesResponsePlan: Plan = { distinctValues: 'dataItemDates' };

/** Conversions of `QueryDataItemsRequest`. */
export const queryDataItemsRequestPlan: Plan = { query: queryV2Plan };

/** Conversions of `QueryDataItemsResponse`. */
export const queryDataItemsResponsePlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `AggregateDataItemsRequest`. */
export const aggregateDataItemsRequestPlan: Plan = { finalFilter: 'dataItemDates', initialFilter: 'dataItemDates' };

/** Conversions of `AggregateDataItemsResponse`. */
export const aggregateDataItemsResponsePlan: Plan = { results: 'dataItemDates' };

/** Conversions of `AggregatePipelineDataItemsRequest`. */
export const aggregatePipelineDataItemsRequestPlan: Plan = { pipeline: aggregationPipelinePlan };

/** Conversions of `AggregatePipelineDataItemsResponse`. */
export const aggregatePipelineDataItemsResponsePlan: Plan = { results: 'dataItemDates' };

/** Conversions of `SearchDataItemsRequest`. */
export const searchDataItemsRequestPlan: Plan = { search: searchPlan };

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
Object.assign(expressionListPlan, { expressions: { '*': expressionPlan } });
Object.assign(expressionPairPlan, { firstExpression: expressionPlan, secondExpression: expressionPlan });
Object.assign(expressionOperandPlan, { expression: expressionPlan });
Object.assign(substringOperationPlan, {
  expression: expressionPlan,
  lengthExpression: expressionPlan,
  startExpression: expressionPlan,
});
Object.assign(expressionPlan, {
  abs: expressionOperandPlan,
  add: expressionListPlan,
  ceil: expressionOperandPlan,
  concat: expressionListPlan,
  divide: expressionPairPlan,
  floor: expressionOperandPlan,
  length: expressionOperandPlan,
  mod: expressionPairPlan,
  multiply: expressionListPlan,
  numeric: 'float',
  stringify: expressionOperandPlan,
  substring: substringOperationPlan,
  subtract: expressionPairPlan,
  sum: expressionListPlan,
  toLower: expressionOperandPlan,
  toUpper: expressionOperandPlan,
});
Object.assign(projectionFieldPlan, {
  projectNested: { fields: { '*': projectionFieldPlan } },
  reshape: { expression: expressionPlan },
});

/** Each call's response plan, by operationId: what a call's `loadResponsePlan` gives tools (the mock, the contract check). */
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

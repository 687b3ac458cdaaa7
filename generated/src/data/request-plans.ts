// Generated from spec/data.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

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

/** Conversions of `UpdateDataCollectionRequest`. */
export const updateDataCollectionRequestPlan: Plan = { collection: dataCollectionPlan };

/** Conversions of `CreateDataCollectionFieldRequest`. */
export const createDataCollectionFieldRequestPlan: Plan = { field: fieldPlan };

/** Conversions of `UpdateDataCollectionFieldRequest`. */
export const updateDataCollectionFieldRequestPlan: Plan = { field: fieldPlan };

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

/** Conversions of `InsertDataItemRequest`. */
export const insertDataItemRequestPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `UpdateDataItemRequest`. */
export const updateDataItemRequestPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `PatchDataItemRequest`. */
export const patchDataItemRequestPlan: Plan = { patch: patchPlan };

/** Conversions of `SaveDataItemRequest`. */
export const saveDataItemRequestPlan: Plan = { dataItem: dataItemPlan };

/** Conversions of `BulkInsertDataItemsRequest`. */
export const bulkInsertDataItemsRequestPlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `BulkUpdateDataItemsRequest`. */
export const bulkUpdateDataItemsRequestPlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `BulkPatchDataItemsRequest`. */
export const bulkPatchDataItemsRequestPlan: Plan = { patches: { '*': patchPlan } };

/** Conversions of `BulkSaveDataItemsRequest`. */
export const bulkSaveDataItemsRequestPlan: Plan = { dataItems: { '*': dataItemPlan } };

/** Conversions of `CountDataItemsRequest`. */
export const countDataItemsRequestPlan: Plan = { filter: 'dataItemDates' };

/** Conversions of `QueryDistinctValuesRequest`. */
export const queryDistinctValuesRequestPlan: Plan = { filter: 'dataItemDates' };

/** Conversions of `QueryDataItemsRequest`. */
export const queryDataItemsRequestPlan: Plan = { query: queryV2Plan };

/** Conversions of `AggregateDataItemsRequest`. */
export const aggregateDataItemsRequestPlan: Plan = { finalFilter: 'dataItemDates', initialFilter: 'dataItemDates' };

/** Conversions of `AggregatePipelineDataItemsRequest`. */
export const aggregatePipelineDataItemsRequestPlan: Plan = { pipeline: aggregationPipelinePlan };

/** Conversions of `SearchDataItemsRequest`. */
export const searchDataItemsRequestPlan: Plan = { search: searchPlan };
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

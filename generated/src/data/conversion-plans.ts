// Generated from spec/data.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeDataItemDates, decodeDate, decodeFloat } from '@siteapi/runtime';

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

/** Converts a parsed `NumberRange` in place, as {@link numberRangePlan} says. */
export function numberRangeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.max) != null) v.max = decodeFloat(c0);
    if ((c0 = v.min) != null) v.min = decodeFloat(c0);
  }
}

/** Converts a parsed `Field` in place, as {@link fieldPlan} says. */
export function fieldDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.numberRange) != null) numberRangeDecoder(c0, x);
  }
}

/** Converts a parsed `DataCollection` in place, as {@link dataCollectionPlan} says. */
export function dataCollectionDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.fields) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) fieldDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) fieldDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `CreateDataCollectionResponse` in place, as {@link createDataCollectionResponsePlan} says. */
export function createDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.collection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `GetDataCollectionResponse` in place, as {@link getDataCollectionResponsePlan} says. */
export function getDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.collection) != null) dataCollectionDecoder(c0, x);
    if ((c0 = v.referencedCollections) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) dataCollectionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) dataCollectionDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `ListDataCollectionsResponse` in place, as {@link listDataCollectionsResponsePlan} says. */
export function listDataCollectionsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.collections) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) dataCollectionDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) dataCollectionDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `UpdateDataCollectionResponse` in place, as {@link updateDataCollectionResponsePlan} says. */
export function updateDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.collection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `RestoreDataCollectionResponse` in place, as {@link restoreDataCollectionResponsePlan} says. */
export function restoreDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `CreateDataCollectionFieldResponse` in place, as {@link createDataCollectionFieldResponsePlan} says. */
export function createDataCollectionFieldResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateDataCollectionFieldResponse` in place, as {@link updateDataCollectionFieldResponsePlan} says. */
export function updateDataCollectionFieldResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteDataCollectionFieldResponse` in place, as {@link deleteDataCollectionFieldResponsePlan} says. */
export function deleteDataCollectionFieldResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `DataItem` in place, as {@link dataItemPlan} says. */
export function dataItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.data) != null) v.data = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `BulkDataItemResult` in place, as {@link bulkDataItemResultPlan} says. */
export function bulkDataItemResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `ReferencedResult` in place, as {@link referencedResultPlan} says. */
export function referencedResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `InsertDataItemResponse` in place, as {@link insertDataItemResponsePlan} says. */
export function insertDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateDataItemResponse` in place, as {@link updateDataItemResponsePlan} says. */
export function updateDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `PatchDataItemResponse` in place, as {@link patchDataItemResponsePlan} says. */
export function patchDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `SaveDataItemResponse` in place, as {@link saveDataItemResponsePlan} says. */
export function saveDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `GetDataItemResponse` in place, as {@link getDataItemResponsePlan} says. */
export function getDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveDataItemResponse` in place, as {@link removeDataItemResponsePlan} says. */
export function removeDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `BulkInsertDataItemsResponse` in place, as {@link bulkInsertDataItemsResponsePlan} says. */
export function bulkInsertDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkDataItemResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkDataItemResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `BulkUpdateDataItemsResponse` in place, as {@link bulkUpdateDataItemsResponsePlan} says. */
export function bulkUpdateDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkDataItemResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkDataItemResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `BulkPatchDataItemsResponse` in place, as {@link bulkPatchDataItemsResponsePlan} says. */
export function bulkPatchDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkDataItemResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkDataItemResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `BulkSaveDataItemsResponse` in place, as {@link bulkSaveDataItemsResponsePlan} says. */
export function bulkSaveDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkDataItemResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkDataItemResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `BulkRemoveDataItemsResponse` in place, as {@link bulkRemoveDataItemsResponsePlan} says. */
export function bulkRemoveDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkDataItemResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkDataItemResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryReferencedDataItemsResponse` in place, as {@link queryReferencedDataItemsResponsePlan} says. */
export function queryReferencedDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) referencedResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) referencedResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryDistinctValuesResponse` in place, as {@link queryDistinctValuesResponsePlan} says. */
export function queryDistinctValuesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.distinctValues) != null) v.distinctValues = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `QueryDataItemsResponse` in place, as {@link queryDataItemsResponsePlan} says. */
export function queryDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItems) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) dataItemDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) dataItemDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `AggregateDataItemsResponse` in place, as {@link aggregateDataItemsResponsePlan} says. */
export function aggregateDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) v.results = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `AggregatePipelineDataItemsResponse` in place, as {@link aggregatePipelineDataItemsResponsePlan} says. */
export function aggregatePipelineDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) v.results = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `SearchDataItemsResponse` in place, as {@link searchDataItemsResponsePlan} says. */
export function searchDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItems) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) dataItemDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) dataItemDecoder(c0[k1], x);
        }

      }

    }

  }
}

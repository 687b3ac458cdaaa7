// Generated from spec/data.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeDataItemDates, decodeDate, decodeFloat } from '@siteapi/runtime/generated';

/** Converts a parsed `NumberRange` in place, as `numberRangePlan` (conversion-plans.ts) says. */
export function numberRangeDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.max) != null) v.max = decodeFloat(c0);
    if ((c0 = v.min) != null) v.min = decodeFloat(c0);
  }
}

/** Converts a parsed `Field` in place, as `fieldPlan` (conversion-plans.ts) says. */
export function fieldDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.numberRange) != null) numberRangeDecoder(c0, x);
  }
}

/** Converts a parsed `DataCollection` in place, as `dataCollectionPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `CreateDataCollectionResponse` in place, as `createDataCollectionResponsePlan` (conversion-plans.ts) says. */
export function createDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.collection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `GetDataCollectionResponse` in place, as `getDataCollectionResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `ListDataCollectionsResponse` in place, as `listDataCollectionsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `UpdateDataCollectionResponse` in place, as `updateDataCollectionResponsePlan` (conversion-plans.ts) says. */
export function updateDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.collection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `RestoreDataCollectionResponse` in place, as `restoreDataCollectionResponsePlan` (conversion-plans.ts) says. */
export function restoreDataCollectionResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `CreateDataCollectionFieldResponse` in place, as `createDataCollectionFieldResponsePlan` (conversion-plans.ts) says. */
export function createDataCollectionFieldResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateDataCollectionFieldResponse` in place, as `updateDataCollectionFieldResponsePlan` (conversion-plans.ts) says. */
export function updateDataCollectionFieldResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteDataCollectionFieldResponse` in place, as `deleteDataCollectionFieldResponsePlan` (conversion-plans.ts) says. */
export function deleteDataCollectionFieldResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataCollection) != null) dataCollectionDecoder(c0, x);
  }
}

/** Converts a parsed `DataItem` in place, as `dataItemPlan` (conversion-plans.ts) says. */
export function dataItemDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.data) != null) v.data = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `BulkDataItemResult` in place, as `bulkDataItemResultPlan` (conversion-plans.ts) says. */
export function bulkDataItemResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `ReferencedResult` in place, as `referencedResultPlan` (conversion-plans.ts) says. */
export function referencedResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `InsertDataItemResponse` in place, as `insertDataItemResponsePlan` (conversion-plans.ts) says. */
export function insertDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateDataItemResponse` in place, as `updateDataItemResponsePlan` (conversion-plans.ts) says. */
export function updateDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `PatchDataItemResponse` in place, as `patchDataItemResponsePlan` (conversion-plans.ts) says. */
export function patchDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `SaveDataItemResponse` in place, as `saveDataItemResponsePlan` (conversion-plans.ts) says. */
export function saveDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `GetDataItemResponse` in place, as `getDataItemResponsePlan` (conversion-plans.ts) says. */
export function getDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveDataItemResponse` in place, as `removeDataItemResponsePlan` (conversion-plans.ts) says. */
export function removeDataItemResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.dataItem) != null) dataItemDecoder(c0, x);
  }
}

/** Converts a parsed `BulkInsertDataItemsResponse` in place, as `bulkInsertDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `BulkUpdateDataItemsResponse` in place, as `bulkUpdateDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `BulkPatchDataItemsResponse` in place, as `bulkPatchDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `BulkSaveDataItemsResponse` in place, as `bulkSaveDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `BulkRemoveDataItemsResponse` in place, as `bulkRemoveDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `QueryReferencedDataItemsResponse` in place, as `queryReferencedDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `QueryDistinctValuesResponse` in place, as `queryDistinctValuesResponsePlan` (conversion-plans.ts) says. */
export function queryDistinctValuesResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.distinctValues) != null) v.distinctValues = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `QueryDataItemsResponse` in place, as `queryDataItemsResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `AggregateDataItemsResponse` in place, as `aggregateDataItemsResponsePlan` (conversion-plans.ts) says. */
export function aggregateDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) v.results = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `AggregatePipelineDataItemsResponse` in place, as `aggregatePipelineDataItemsResponsePlan` (conversion-plans.ts) says. */
export function aggregatePipelineDataItemsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) v.results = decodeDataItemDates(c0);
  }
}

/** Converts a parsed `SearchDataItemsResponse` in place, as `searchDataItemsResponsePlan` (conversion-plans.ts) says. */
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

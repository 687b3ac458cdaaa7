import { bulkWrites, type BulkWrites } from './bulk-writes.ts';
import type { Catalogue } from './data-error.ts';
import { itemAggregates, type ItemAggregates } from './item-aggregates.ts';
import { itemQueries, type ItemQueries } from './item-queries.ts';
import { itemReferences, type ItemReferences } from './item-references.ts';
import { itemWrites, type ItemWrites } from './item-writes.ts';
import { createItemsContext, type DataItemsOptions } from './items-context.ts';

export type { BulkWrites } from './bulk-writes.ts';
export type { ItemAggregates } from './item-aggregates.ts';
export type { BulkInsertOptions, CountOptions, GetOptions, ItemOptions, QueryReferencedOptions, WriteOptions } from './item-options.ts';
export type { DirectQuery, ItemQueries } from './item-queries.ts';
export type { ItemReferences } from './item-references.ts';
export type { ItemWrites } from './item-writes.ts';
export type { DataItemsApi, DataItemsOptions } from './items-context.ts';

export interface DataItems extends ItemQueries, ItemWrites, BulkWrites, ItemReferences, ItemAggregates {
  readonly catalogue: Catalogue;
}

/**
 * The platform's data items API over the generated data client: argument checks before anything is sent, item
 * data unwrapped, missing items as `null`, bulk counts, paged results and WDE-coded errors, as the platform's data SDK behaves.
 */
export function createDataItems(options: DataItemsOptions): DataItems {
  const ctx = createItemsContext(options);
  return {
    catalogue: ctx.catalogue,
    ...itemQueries(ctx),
    ...itemWrites(ctx),
    ...bulkWrites(ctx),
    ...itemReferences(ctx),
    ...itemAggregates(ctx),
  };
}

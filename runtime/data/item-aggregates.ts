import { DataAggregate, type AggregateRequest } from './aggregate.ts';
import type { ItemsContext } from './items-context.ts';
import { readFields } from './item-options.ts';
import { firstPage, pagingFields } from './pages.ts';
import type { QueryOptions } from './query.ts';
import type { DataResult, PagePosition, PagingMetadata } from './result.ts';

export interface ItemAggregates {
  /** An aggregation builder: `.filter(f).group('genre').sum('pages').run()`, results paged like a query's. */
  aggregate(collection: string): DataAggregate<DataResult<Record<string, unknown>>, QueryOptions>;
}

/** Aggregations sent page by page: the whole request first, then only the collection and the page asked for. */
export function itemAggregates(ctx: ItemsContext): ItemAggregates {
  const { api, catalogue, defaultPageSize, send } = ctx;
  return {
    aggregate(collection) {
      return new DataAggregate(catalogue, collection, (request: AggregateRequest, o: QueryOptions | undefined) => {
        const pageSize = request.paging?.limit ?? defaultPageSize;
        const { paging: _first, ...rest } = request;
        const fetch = async (position: PagePosition, signal?: AbortSignal) => {
          const first = typeof position === 'number';
          const body = first
            ? { ...rest, ...(request.paging || position > 0 ? pagingFields(pageSize, position) : {}) }
            : { dataCollectionId: collection, ...pagingFields(pageSize, position) };
          const answer = await send<{ results?: Record<string, unknown>[]; pagingMetadata?: PagingMetadata }>(
            api.aggregateDataItems,
            body,
            { ...readFields(o), returnTotalCount: first ? o?.returnTotalCount : undefined },
            signal,
          );
          return { items: (answer.results ?? []).map(unwrapGroupId), paging: answer.pagingMetadata ?? {} };
        };
        return firstPage(catalogue, collection, pageSize, request.paging?.offset ?? 0, fetch);
      });
    },
  };
}

/** Grouping by one field answers `_id: { genre: 'sf' }`; the platform's SDK hands out `_id: 'sf'`. */
export function unwrapGroupId(row: Record<string, unknown>): Record<string, unknown> {
  const id = row._id;
  if (id === null || typeof id !== 'object' || Array.isArray(id) || id instanceof Date) return row;
  const keys = Object.keys(id);
  return keys.length === 1 ? { ...row, _id: (id as Record<string, unknown>)[keys[0]!] } : row;
}

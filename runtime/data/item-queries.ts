import { OPTION_FLAGS } from './checks.ts';
import { dataError } from './data-error.ts';
import { itemOf, orNull, type ItemAnswer } from './item-envelope.ts';
import { readFields, type CountOptions, type GetOptions } from './item-options.ts';
import type { ItemsContext } from './items-context.ts';
import { validateFilterModel } from './filter-model.ts';
import { DataFilter, type FilterModel } from './filter.ts';
import { firstPage, nonEmpty, pagingFields } from './pages.ts';
import { DataQuery, DataSearch, type ItemData, type QueryBuilder, type QueryOptions, type QueryRunner, type SortItem } from './query.ts';
import { DataResult, dataPastEnd, type PagePosition, type PagingMetadata } from './result.ts';

/** A query request given directly instead of through the builder. */
export interface DirectQuery {
  filter?: FilterModel;
  sort?: SortItem[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: { limit?: number; cursor?: string };
  fields?: string[];
}

/** The calls that read items: by ID, counted, distinct values, queries and searches. */
export interface ItemQueries {
  /** The item, or `null` when the collection has no item with this ID. */
  get(collection: string, itemId: string, options?: GetOptions): Promise<ItemData | null>;
  count(collection: string, options?: CountOptions): Promise<number>;
  distinct(collection: string, field: string, options?: QueryOptions): Promise<DataResult<unknown>>;
  /** A query builder on the collection: `.eq(...).ascending(...).find()`. */
  query(collection: string): DataQuery;
  /** Runs a query request given directly (filter, sort, offset or cursor paging). */
  query(collection: string, request: DirectQuery, options?: QueryOptions): Promise<DataResult<ItemData>>;
  search(collection: string): DataSearch;
  /** A filter builder, for `.and()`, `.or()`, `.not()` and aggregates. */
  filter(): DataFilter;
}

type ItemsAnswer = { dataItems?: { data?: ItemData }[]; pagingMetadata?: PagingMetadata };
const itemsOf = (answer: ItemsAnswer) => (answer.dataItems ?? []).map((d) => d.data ?? {});
const includes = (shape: QueryBuilder['shape']) => (shape.include?.length ? [...shape.include] : undefined);

/**
 * Reading items: `get`, `count`, `distinct`, and the query and search builders bound to the runner that sends them,
 * each result paged by offset or cursor.
 */
export function itemQueries(ctx: ItemsContext): ItemQueries {
  const { api, catalogue, check, defaultPageSize, send } = ctx;

  const runner: QueryRunner = {
    async find(query, args) {
      const [o] = args as [QueryOptions | undefined];
      const filter = query.checkedFilter(check().arity('find', args, 0, 1).collectionName(query.collection).options(o, OPTION_FLAGS.read).problems);
      return findPages(query, filter, o);
    },
    async count(query, args) {
      const [o] = args as [QueryOptions | undefined];
      const filter = query.checkedFilter(check().arity('count', args, 0, 1).collectionName(query.collection).options(o, OPTION_FLAGS.read).problems);
      const answer = await send<{ totalCount?: number }>(api.countDataItems, { dataCollectionId: query.collection, filter: nonEmpty(filter) }, readFields(o));
      return answer.totalCount ?? 0;
    },
    async distinct(query, args) {
      const [field, o] = args as [string, QueryOptions | undefined];
      const filter = query.checkedFilter(
        check().arity('distinct', args, 1, 2).collectionName(query.collection).fieldName(field).options(o, OPTION_FLAGS.read).problems,
      );
      const order = query.shape.sort.find((s) => s.fieldName === field)?.order;
      const pageSize = query.shape.limit ?? defaultPageSize;
      const fetch = async (position: PagePosition, signal?: AbortSignal) => {
        const first = typeof position === 'number';
        const answer = await send<{ distinctValues?: unknown[]; pagingMetadata?: PagingMetadata }>(
          api.queryDistinctValues,
          { dataCollectionId: query.collection, ...pagingFields(pageSize, position), ...(first ? { fieldName: field, filter: nonEmpty(filter), order } : {}) },
          { ...readFields(o), returnTotalCount: first ? o?.returnTotalCount : undefined },
          signal,
        );
        return { items: answer.distinctValues ?? [], paging: answer.pagingMetadata ?? {} };
      };
      return firstPage(catalogue, query.collection, pageSize, query.shape.skip ?? 0, fetch);
    },
    async search(search, args) {
      const [o] = args as [QueryOptions | undefined];
      const filter = search.checkedFilter(check().arity('run', args, 0, 1).collectionName(search.collection).options(o, OPTION_FLAGS.read).problems);
      const { shape } = search;
      const pageSize = shape.limit ?? defaultPageSize;
      const fetch = async (position: PagePosition, signal?: AbortSignal) => {
        const body = {
          ...(typeof position === 'number' ? { filter: nonEmpty(filter), sort: shape.sort.length ? [...shape.sort] : undefined } : {}),
          fields: shape.fields?.length ? [...shape.fields] : undefined,
          search: shape.search ? { ...shape.search } : undefined,
          ...pagingFields(pageSize, position),
        };
        const answer = await send<ItemsAnswer>(
          api.searchDataItems,
          { dataCollectionId: search.collection, search: body },
          { ...readFields(o), includeReferences: includes(shape) },
          signal,
        );
        return { items: itemsOf(answer), paging: answer.pagingMetadata ?? {} };
      };
      return firstPage(catalogue, search.collection, pageSize, shape.skip ?? 0, fetch);
    },
  };

  function findPages(
    query: { collection: string; shape: QueryBuilder['shape'] },
    filter: FilterModel,
    o: QueryOptions | undefined,
    cursorStart?: string,
  ): Promise<DataResult<ItemData>> {
    const { shape } = query;
    const pageSize = shape.limit ?? defaultPageSize;
    const fetch = async (position: PagePosition, signal?: AbortSignal) => {
      const first = typeof position === 'number';
      const q = {
        ...(first ? { filter: nonEmpty(filter), sort: shape.sort.length ? [...shape.sort] : undefined } : {}),
        ...pagingFields(pageSize, position),
        fields: shape.fields?.length ? [...shape.fields] : undefined,
      };
      const answer = await send<ItemsAnswer>(
        api.queryDataItems,
        { dataCollectionId: query.collection, query: q },
        { ...readFields(o), includeReferences: includes(shape), returnTotalCount: first ? o?.returnTotalCount : undefined },
        signal,
      );
      return { items: itemsOf(answer), paging: answer.pagingMetadata ?? {} };
    };
    if (cursorStart !== undefined) {
      return fetch(cursorStart).then((page) => new DataResult({ ...page, fetch, pastEnd: dataPastEnd(catalogue, query.collection), pageSize }));
    }
    return firstPage(catalogue, query.collection, pageSize, shape.skip ?? 0, fetch);
  }

  const newQuery = (collection: string) => new DataQuery(catalogue, collection, { defaultPageSize, runner });

  /** A query given as a request: checked like the builder's, cursor paging allowed but never with a skip (WDE0080). */
  async function directQuery(collection: string, request: DirectQuery, o: QueryOptions | undefined): Promise<DataResult<ItemData>> {
    const c = check().collectionName(collection).options(o, OPTION_FLAGS.read);
    const cursor = request.cursorPaging?.cursor;
    if (cursor !== undefined && (request.paging?.offset ?? 0) > 0) throw dataError(catalogue, 'WDE0080');
    if (cursor !== undefined) c.nonEmptyString(cursor, 'cursor');
    let query = newQuery(collection);
    const limit = request.paging?.limit ?? request.cursorPaging?.limit;
    if (limit !== undefined) query = query.limit(limit);
    if (request.paging?.offset) query = query.skip(request.paging.offset);
    if (request.sort?.length) for (const s of request.sort) query = s.order === 'DESC' ? query.descending(s.fieldName) : query.ascending(s.fieldName);
    if (request.fields?.length) query = query.fields(request.fields);
    query.checkedFilter(c.problems);
    const filter = request.filter ?? {};
    const problems = validateFilterModel(filter, catalogue);
    if (problems.length) query.checkedFilter(problems);
    return findPages(query, filter, o, cursor);
  }

  return {
    async get(collection, itemId, o) {
      check().collectionName(collection).itemId(itemId).arity('get', arguments, 2, 3).options(o, OPTION_FLAGS.read).throwFirst();
      const answer = await orNull(
        send<ItemAnswer>(api.getDataItem, { dataCollectionId: collection, dataItemId: itemId }, { ...readFields(o), fields: o?.fields }),
      );
      return itemOf(answer ?? undefined);
    },
    async count(collection, o) {
      check().arity('count', arguments, 1, 2).collectionName(collection).options(o, OPTION_FLAGS.read).throwFirst();
      const answer = await send<{ totalCount?: number }>(api.countDataItems, { dataCollectionId: collection, filter: o?.filter }, readFields(o));
      return answer.totalCount ?? 0;
    },
    async distinct(collection, field, o) {
      check().arity('distinct', arguments, 2, 3).collectionName(collection).fieldName(field).options(o, OPTION_FLAGS.read).throwFirst();
      return newQuery(collection).distinct(field, ...(o === undefined ? [] : [o]));
    },
    query: function (collection: string, request?: DirectQuery, o?: QueryOptions) {
      if (arguments.length < 2) return newQuery(collection);
      return directQuery(collection, request ?? {}, o);
    } as ItemQueries['query'],
    search(collection) {
      return new DataSearch(catalogue, collection, { defaultPageSize, runner });
    },
    filter() {
      return new DataFilter(catalogue);
    },
  };
}

import { requestFieldLocations } from '../arguments.ts';
import { callOperation } from '../call-operation.ts';
import type { ClientLike } from '../client-config.ts';
import type { CallInit, Operation, RequestParts } from '../types.ts';
import { toBulkResult, type BulkItemResult, type BulkResult } from './bulk.ts';
import { DataAggregate, type AggregateRequest } from './aggregate.ts';
import { ArgumentCheck, asArray, hasFieldName, OPTION_FLAGS, toItemId, type ItemRef } from './checks.ts';
import { DataError, type Catalogue } from './data-error.ts';
import { validateFilterModel } from './filter-model.ts';
import { DataFilter, type FilterModel } from './filter.ts';
import { DataPatch, type FieldModification } from './patch.ts';
import { DataQuery, DataSearch, type ItemData, type QueryBuilder, type QueryOptions, type QueryRunner, type SortItem } from './query.ts';
import { DataResult, dataPastEnd, type PagePosition, type PagingMetadata } from './result.ts';
import { toDataError } from './server-errors.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated calls' own signatures are checked where they are declared
// biome-ignore lint/suspicious/noExplicitAny: the generated data calls, whatever their argument and answer types
type DataCall = ((...args: any[]) => Promise<any>) & { readonly op: Operation };

const CALLS = [
  'getDataItem',
  'insertDataItem',
  'updateDataItem',
  'saveDataItem',
  'removeDataItem',
  'truncateDataItems',
  'patchDataItem',
  'bulkInsertDataItems',
  'bulkUpdateDataItems',
  'bulkSaveDataItems',
  'bulkRemoveDataItems',
  'bulkPatchDataItems',
  'isReferencedDataItem',
  'bulkInsertDataItemReferences',
  'bulkRemoveDataItemReferences',
  'replaceDataItemReferences',
  'queryReferencedDataItems',
  'countDataItems',
  'queryDistinctValues',
  'queryDataItems',
  'searchDataItems',
  'aggregateDataItems',
] as const;

/** The generated data items module (`services.data.items` or `import { items } from '@siteapi/clients/data'`). */
export type DataItemsApi = { readonly [K in (typeof CALLS)[number]]: DataCall };

export interface DataItemsOptions {
  api: DataItemsApi;
  /** The client to send with; default: the default client (see `configure`). */
  client?: ClientLike;
  /** Where field-name warnings go (`$` prefixed: error, dotted: warning). Default: `console`. */
  logger?: Pick<Console, 'error' | 'warn'>;
}

/** Options of the single-item and read calls. `showDrafts` reads and writes draft items too. */
export interface ItemOptions {
  suppressAuth?: boolean;
  suppressHooks?: boolean;
  showDrafts?: boolean;
  consistentRead?: boolean;
  language?: string;
}
export interface GetOptions extends ItemOptions {
  fields?: string[];
}
export interface WriteOptions extends ItemOptions {
  /** Return referenced items in place of their IDs. */
  includeReferences?: boolean;
  /** Save referenced items sent in place of IDs. */
  saveReferences?: boolean;
}
export interface BulkInsertOptions extends WriteOptions {
  /** Overwrite items whose `_id` exists (a bulk save) instead of skipping them. */
  overrideExisting?: boolean;
}
export interface CountOptions extends ItemOptions {
  filter?: FilterModel;
}
export interface QueryReferencedOptions extends ItemOptions {
  limit?: number;
  skip?: number;
  order?: 'asc' | 'desc';
  returnTotalCount?: boolean;
}
/** A query request given directly instead of through the builder. */
export interface DirectQuery {
  filter?: FilterModel;
  sort?: SortItem[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: { limit?: number; cursor?: string };
  fields?: string[];
}

export interface DataItems {
  /** The item, or `null` when the collection has no item with this ID. */
  get(collection: string, itemId: string, options?: GetOptions): Promise<ItemData | null>;
  insert(collection: string, item: ItemData, options?: WriteOptions): Promise<ItemData>;
  /** Replaces the item with the same `_id` (which must be a string, WDE0007). */
  update(collection: string, item: ItemData, options?: WriteOptions): Promise<ItemData>;
  /** Inserts, or replaces the item with the same `_id`. */
  save(collection: string, item: ItemData, options?: WriteOptions): Promise<ItemData>;
  /** The removed item, or `null` when there was none. */
  remove(collection: string, itemId: string, options?: ItemOptions): Promise<ItemData | null>;
  truncate(collection: string, options?: ItemOptions): Promise<void>;
  bulkInsert(collection: string, items: ItemData[], options?: BulkInsertOptions): Promise<BulkResult>;
  bulkUpdate(collection: string, items: ItemData[], options?: WriteOptions): Promise<BulkResult>;
  bulkSave(collection: string, items: ItemData[], options?: WriteOptions): Promise<BulkResult>;
  bulkRemove(collection: string, itemIds: string[], options?: ItemOptions): Promise<BulkResult>;
  /** Field changes of one item; `.run()` sends them and resolves with the patched item. */
  patch(collection: string, itemId: string): DataPatch<ItemData>;
  bulkPatch(collection: string, itemIds: string[]): DataPatch<BulkResult>;
  isReferenced(collection: string, field: string, referring: ItemRef, referenced: ItemRef, options?: ItemOptions): Promise<boolean>;
  insertReference(collection: string, field: string, referring: ItemRef, referenced: ItemRef | ItemRef[], options?: ItemOptions): Promise<void>;
  removeReference(collection: string, field: string, referring: ItemRef, referenced: ItemRef | ItemRef[], options?: ItemOptions): Promise<void>;
  replaceReferences(collection: string, field: string, referring: ItemRef, referenced: ItemRef | ItemRef[], options?: ItemOptions): Promise<void>;
  /** The items one item references through a multi-reference field, paged. */
  queryReferenced(collection: string, item: ItemRef, field: string, options?: QueryReferencedOptions): Promise<DataResult<ItemData>>;
  count(collection: string, options?: CountOptions): Promise<number>;
  distinct(collection: string, field: string, options?: QueryOptions): Promise<DataResult<unknown>>;
  /** A query builder on the collection: `.eq(...).ascending(...).find()`. */
  query(collection: string): DataQuery;
  /** Runs a query request given directly (filter, sort, offset or cursor paging). */
  query(collection: string, request: DirectQuery, options?: QueryOptions): Promise<DataResult<ItemData>>;
  search(collection: string): DataSearch;
  /** An aggregation builder: `.filter(f).group('genre').sum('pages').run()`, results paged like a query's. */
  aggregate(collection: string): DataAggregate<DataResult<Record<string, unknown>>, QueryOptions>;
  /** A filter builder, for `.and()`, `.or()`, `.not()` and aggregates. */
  filter(): DataFilter;
  readonly catalogue: Catalogue;
}

type Fields = Record<string, unknown>;

/**
 * The platform's data items API over the generated data client: argument checks before anything is sent, item
 * data unwrapped, missing items as `null`, bulk counts, paged results and WDE-coded errors, as the platform's data SDK behaves.
 */
export function createDataItems(options: DataItemsOptions): DataItems {
  const { api, client } = options;
  const logger = options.logger ?? console;
  const catalogue: Catalogue = api.queryDataItems.op.service.errors ?? {};
  const rules = api.queryDataItems.op.clientRules ?? api.queryDataItems.op.service.clientRules ?? {};
  const maxBulk = rules.maxBulkItems ?? 1000;
  const defaultPageSize = rules.defaultPageSize ?? 50;
  const check = () => new ArgumentCheck(catalogue);

  /** Sends `fields` (each must be a request field of the call) and `optional` ones the call declares. */
  async function send<R>(call: DataCall, fields: Fields, optional: Fields = {}, signal?: AbortSignal): Promise<R> {
    const locations = requestFieldLocations(call.op);
    const parts: Pick<RequestParts, 'path' | 'query' | 'header'> & { body: Fields } = { path: {}, query: {}, header: {}, body: {} };
    for (const [name, value] of Object.entries({ ...optional, ...fields })) {
      if (value === undefined) continue;
      const where = locations.get(name);
      if (!where) {
        if (name in fields) throw new Error(`data items: ${call.op.operationId} has no request field '${name}'`);
        continue;
      }
      if (where === 'cookie') continue;
      parts[where][name] = value;
    }
    const init: CallInit = { ...(client ? { client } : {}), ...(signal ? { signal } : {}) };
    try {
      return (await callOperation(call, parts, init)) as R;
    } catch (error) {
      throw toDataError(error, catalogue);
    }
  }

  /** A missing item (WDE0073) is an empty answer for get and remove. */
  async function orNull<R>(pending: Promise<R>): Promise<R | null> {
    try {
      return await pending;
    } catch (error) {
      if (error instanceof DataError && error.code === 'WDE0073') return null;
      throw error;
    }
  }

  function warnAboutFieldNames(items: unknown): void {
    if (hasFieldName(items, (k) => k.startsWith('$')))
      logger.error("Data inserted contains a field name starting with '$'; such fields do not work with some data operations.");
    if (hasFieldName(items, (k) => k.includes('.')))
      logger.warn("Data inserted contains a field name containing '.'; such fields do not work with some data operations.");
  }

  const read = (o: ItemOptions | undefined): Fields => ({
    consistentRead: o?.consistentRead,
    language: o?.language,
    suppressHooks: o?.suppressHooks,
    publishPluginOptions: o?.showDrafts === undefined ? undefined : { includeDraftItems: o.showDrafts },
  });
  const write = (o: WriteOptions | undefined): Fields => ({
    suppressHooks: o?.suppressHooks,
    publishPluginOptions: o?.showDrafts === undefined ? undefined : { includeDraftItems: o.showDrafts },
    includeReferencedItems: o?.includeReferences,
    saveReferences: o?.saveReferences,
  });
  const dataOf = (answer: { dataItem?: { data?: ItemData } } | undefined) => answer?.dataItem?.data ?? null;
  const wrap = (item: ItemData) => ({ id: item._id ?? undefined, data: item });

  async function writeOne(
    method: 'insert' | 'update' | 'save',
    call: DataCall,
    args: IArguments,
    collection: string,
    item: ItemData,
    o?: WriteOptions,
  ): Promise<ItemData> {
    check()
      .arity(method, args, 2, 3)
      .collectionName(collection)
      .item(item, collection, method === 'update')
      .options(o, OPTION_FLAGS.read)
      .throwFirst();
    if (method !== 'update') warnAboutFieldNames(item);
    const answer = await send<{ dataItem?: { data?: ItemData } }>(call, { dataCollectionId: collection, dataItem: wrap(item) }, write(o));
    return dataOf(answer) ?? item;
  }

  async function bulkWrite(
    method: string,
    call: DataCall,
    args: IArguments,
    collection: string,
    items: ItemData[],
    o: BulkInsertOptions | undefined,
    flags: readonly string[],
    ignore: string[],
  ): Promise<BulkResult> {
    check().arity(method, args, 2, 3).collectionName(collection).items(items, collection, maxBulk).options(o, flags).throwFirst();
    if (method !== 'bulkUpdate') warnAboutFieldNames(items);
    const { results } = await send<{ results?: BulkItemResult[] }>(call, { dataCollectionId: collection, dataItems: items.map(wrap) }, write(o));
    return toBulkResult(items, results ?? [], ignore);
  }

  function references(
    method: string,
    call: DataCall,
    args: IArguments,
    collection: string,
    field: string,
    referring: ItemRef,
    referenced: ItemRef | ItemRef[],
    o?: ItemOptions,
  ): Promise<void> {
    const rights = asArray(referenced);
    const c = check().arity(method, args, 4, 5).collectionName(collection).nonEmptyString(field, 'relationshipAttribute').reference(referring);
    (method === 'removeReference' ? c.removeReferences(rights) : c.references(rights)).options(o, OPTION_FLAGS.read).throwFirst();
    const dataItemReferences = rights.map((r) => ({ referringItemFieldName: field, referringItemId: toItemId(referring), referencedItemId: toItemId(r) }));
    return send(call, { dataCollectionId: collection, dataItemReferences });
  }

  /** Offset or cursor paging for a page position. */
  const paging = (limit: number, position: PagePosition) =>
    typeof position === 'string' ? { cursorPaging: { limit, cursor: position } } : { paging: { limit, offset: position } };

  async function firstPage<T>(
    collection: string,
    pageSize: number,
    offset: number,
    fetch: (p: PagePosition) => Promise<{ items: T[]; paging: PagingMetadata }>,
  ): Promise<DataResult<T>> {
    const page = await fetch(offset);
    return new DataResult({ ...page, fetch, pastEnd: dataPastEnd(catalogue, collection), pageSize, offset });
  }

  const runner: QueryRunner = {
    async find(query, args) {
      const [o] = args as [QueryOptions | undefined];
      const filter = query.checkedFilter(check().arity('find', args, 0, 1).collectionName(query.collection).options(o, OPTION_FLAGS.read).problems);
      return findPages(query, filter, o);
    },
    async count(query, args) {
      const [o] = args as [QueryOptions | undefined];
      const filter = query.checkedFilter(check().arity('count', args, 0, 1).collectionName(query.collection).options(o, OPTION_FLAGS.read).problems);
      const answer = await send<{ totalCount?: number }>(api.countDataItems, { dataCollectionId: query.collection, filter: nonEmpty(filter) }, read(o));
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
          { dataCollectionId: query.collection, ...paging(pageSize, position), ...(first ? { fieldName: field, filter: nonEmpty(filter), order } : {}) },
          { ...read(o), returnTotalCount: first ? o?.returnTotalCount : undefined },
          signal,
        );
        return { items: answer.distinctValues ?? [], paging: answer.pagingMetadata ?? {} };
      };
      return firstPage(query.collection, pageSize, query.shape.skip ?? 0, fetch);
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
          ...paging(pageSize, position),
        };
        const answer = await send<ItemsAnswer>(
          api.searchDataItems,
          { dataCollectionId: search.collection, search: body },
          { ...read(o), includeReferences: includes(shape) },
          signal,
        );
        return { items: itemsOf(answer), paging: answer.pagingMetadata ?? {} };
      };
      return firstPage(search.collection, pageSize, shape.skip ?? 0, fetch);
    },
  };

  type ItemsAnswer = { dataItems?: { data?: ItemData }[]; pagingMetadata?: PagingMetadata };
  const itemsOf = (answer: ItemsAnswer) => (answer.dataItems ?? []).map((d) => d.data ?? {});
  const includes = (shape: QueryBuilder['shape']) => (shape.include?.length ? [...shape.include] : undefined);

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
        ...paging(pageSize, position),
        fields: shape.fields?.length ? [...shape.fields] : undefined,
      };
      const answer = await send<ItemsAnswer>(
        api.queryDataItems,
        { dataCollectionId: query.collection, query: q },
        { ...read(o), includeReferences: includes(shape), returnTotalCount: first ? o?.returnTotalCount : undefined },
        signal,
      );
      return { items: itemsOf(answer), paging: answer.pagingMetadata ?? {} };
    };
    if (cursorStart !== undefined) {
      return fetch(cursorStart).then((page) => new DataResult({ ...page, fetch, pastEnd: dataPastEnd(catalogue, query.collection), pageSize }));
    }
    return firstPage(query.collection, pageSize, shape.skip ?? 0, fetch);
  }

  const newQuery = (collection: string) => new DataQuery(catalogue, collection, { defaultPageSize, runner });

  const items: DataItems = {
    catalogue,

    async get(collection, itemId, o) {
      check().collectionName(collection).itemId(itemId).arity('get', arguments, 2, 3).options(o, OPTION_FLAGS.read).throwFirst();
      const answer = await orNull(
        send<{ dataItem?: { data?: ItemData } }>(api.getDataItem, { dataCollectionId: collection, dataItemId: itemId }, { ...read(o), fields: o?.fields }),
      );
      return dataOf(answer ?? undefined);
    },
    insert(collection, item, o) {
      return writeOne('insert', api.insertDataItem, arguments, collection, item, o);
    },
    update(collection, item, o) {
      return writeOne('update', api.updateDataItem, arguments, collection, item, o);
    },
    save(collection, item, o) {
      return writeOne('save', api.saveDataItem, arguments, collection, item, o);
    },
    async remove(collection, itemId, o) {
      check().arity('remove', arguments, 2, 3).collectionName(collection).itemId(itemId).options(o, OPTION_FLAGS.read).throwFirst();
      const answer = await orNull(send<{ dataItem?: { data?: ItemData } }>(api.removeDataItem, { dataCollectionId: collection, dataItemId: itemId }, read(o)));
      return dataOf(answer ?? undefined);
    },
    async truncate(collection, o) {
      check().arity('truncate', arguments, 1, 2).collectionName(collection).options(o, OPTION_FLAGS.read).throwFirst();
      await send(api.truncateDataItems, { dataCollectionId: collection });
    },

    bulkInsert(collection, list, o) {
      const override = o?.overrideExisting ?? false;
      return bulkWrite(
        'bulkInsert',
        override ? api.bulkSaveDataItems : api.bulkInsertDataItems,
        arguments,
        collection,
        list,
        o,
        OPTION_FLAGS.bulkInsert,
        override ? [] : ['WDE0074'],
      );
    },
    bulkUpdate(collection, list, o) {
      return bulkWrite('bulkUpdate', api.bulkUpdateDataItems, arguments, collection, list, o, OPTION_FLAGS.bulkWrite, ['WDE0073']);
    },
    bulkSave(collection, list, o) {
      return bulkWrite('bulkSave', api.bulkSaveDataItems, arguments, collection, list, o, OPTION_FLAGS.bulkInsert, []);
    },
    async bulkRemove(collection, itemIds, o) {
      check()
        .arity('bulkRemove', arguments, 2, 3)
        .collectionName(collection)
        .itemIds(itemIds, collection, maxBulk)
        .options(o, OPTION_FLAGS.bulkWrite)
        .throwFirst();
      const { results } = await send<{ results?: BulkItemResult[] }>(api.bulkRemoveDataItems, { dataCollectionId: collection, dataItemIds: itemIds }, read(o));
      return toBulkResult(itemIds, results ?? [], ['WDE0073']);
    },

    patch(collection, itemId) {
      return new DataPatch<ItemData>(catalogue, async (fieldModifications: FieldModification[], o, args) => {
        const opts = o as ItemOptions | undefined;
        check().arity('patch.run', args, 0, 1).collectionName(collection).itemId(itemId).options(opts, OPTION_FLAGS.read).throwFirst();
        const answer = await send<{ dataItem?: { data?: ItemData } }>(
          api.patchDataItem,
          { dataCollectionId: collection, patch: { dataItemId: itemId, fieldModifications } },
          read(opts),
        );
        return dataOf(answer) ?? { _id: itemId };
      });
    },
    bulkPatch(collection, itemIds) {
      return new DataPatch<BulkResult>(catalogue, async (fieldModifications: FieldModification[], o, args) => {
        const opts = o as ItemOptions | undefined;
        check()
          .arity('bulkPatch.run', args, 0, 1)
          .collectionName(collection)
          .itemIds(itemIds, collection, maxBulk)
          .options(opts, OPTION_FLAGS.bulkWrite)
          .throwFirst();
        const patches = itemIds.map((dataItemId) => ({ dataItemId, fieldModifications }));
        const { results } = await send<{ results?: BulkItemResult[] }>(api.bulkPatchDataItems, { dataCollectionId: collection, patches }, read(opts));
        return toBulkResult(itemIds, results ?? [], ['WDE0073']);
      });
    },

    async isReferenced(collection, field, referring, referenced, o) {
      check()
        .arity('isReferenced', arguments, 4, 5)
        .collectionName(collection)
        .nonEmptyString(field, 'relationshipAttribute')
        .reference(referring)
        .reference(referenced)
        .options(o, OPTION_FLAGS.read)
        .throwFirst();
      const answer = await send<{ isReferenced?: boolean }>(
        api.isReferencedDataItem,
        { dataCollectionId: collection, referringItemFieldName: field, referringItemId: toItemId(referring), referencedItemId: toItemId(referenced) },
        read(o),
      );
      return answer.isReferenced ?? false;
    },
    async insertReference(collection, field, referring, referenced, o) {
      await references('insertReference', api.bulkInsertDataItemReferences, arguments, collection, field, referring, referenced, o);
    },
    async removeReference(collection, field, referring, referenced, o) {
      await references('removeReference', api.bulkRemoveDataItemReferences, arguments, collection, field, referring, referenced, o);
    },
    async replaceReferences(collection, field, referring, referenced, o) {
      const rights = asArray(referenced);
      check()
        .arity('replaceReferences', arguments, 4, 5)
        .collectionName(collection)
        .nonEmptyString(field, 'relationshipAttribute')
        .reference(referring)
        .references(rights)
        .options(o, OPTION_FLAGS.read)
        .throwFirst();
      await send(api.replaceDataItemReferences, {
        dataCollectionId: collection,
        referringItemFieldName: field,
        referringItemId: toItemId(referring),
        newReferencedItemIds: rights.map(toItemId),
      });
    },
    async queryReferenced(collection, item, field, o) {
      const c = check()
        .arity('queryReferenced', arguments, 3, 4)
        .collectionName(collection)
        .reference(item)
        .nonEmptyString(field, 'relationshipAttribute')
        .options(o, OPTION_FLAGS.read);
      const pageQuery = newQuery(collection)
        .limit(o?.limit ?? defaultPageSize)
        .skip(o?.skip ?? 0);
      pageQuery.checkedFilter(c.problems);
      const pageSize = pageQuery.shape.limit ?? defaultPageSize;
      const fetch = async (position: PagePosition, signal?: AbortSignal) => {
        const first = typeof position === 'number';
        const answer = await send<{ results?: { dataItem?: { data?: ItemData } }[]; pagingMetadata?: PagingMetadata }>(
          api.queryReferencedDataItems,
          {
            dataCollectionId: collection,
            ...paging(pageSize, position),
            ...(first
              ? {
                  referringItemId: toItemId(item),
                  referringItemFieldName: field,
                  order: o?.order === undefined ? undefined : o.order === 'desc' ? 'DESC' : 'ASC',
                }
              : {}),
          },
          { ...read(o), returnTotalCount: first ? o?.returnTotalCount : undefined },
          signal,
        );
        const found = (answer.results ?? []).flatMap((r) => (r.dataItem?.data ? [r.dataItem.data] : []));
        return { items: found, paging: answer.pagingMetadata ?? {} };
      };
      return firstPage(collection, pageSize, pageQuery.shape.skip ?? 0, fetch);
    },

    async count(collection, o) {
      check().arity('count', arguments, 1, 2).collectionName(collection).options(o, OPTION_FLAGS.read).throwFirst();
      const answer = await send<{ totalCount?: number }>(api.countDataItems, { dataCollectionId: collection, filter: o?.filter }, read(o));
      return answer.totalCount ?? 0;
    },
    async distinct(collection, field, o) {
      check().arity('distinct', arguments, 2, 3).collectionName(collection).fieldName(field).options(o, OPTION_FLAGS.read).throwFirst();
      return newQuery(collection).distinct(field, ...(o === undefined ? [] : [o]));
    },

    query: function (collection: string, request?: DirectQuery, o?: QueryOptions) {
      if (arguments.length < 2) return newQuery(collection);
      return directQuery(collection, request ?? {}, o);
    } as DataItems['query'],
    search(collection) {
      return new DataSearch(catalogue, collection, { defaultPageSize, runner });
    },
    filter() {
      return new DataFilter(catalogue);
    },
    aggregate(collection) {
      return new DataAggregate(catalogue, collection, (request: AggregateRequest, o: QueryOptions | undefined) => {
        const pageSize = request.paging?.limit ?? defaultPageSize;
        const { paging: _first, ...rest } = request;
        const fetch = async (position: PagePosition, signal?: AbortSignal) => {
          const first = typeof position === 'number';
          const body = first
            ? { ...rest, ...(request.paging || position > 0 ? paging(pageSize, position) : {}) }
            : { dataCollectionId: collection, ...paging(pageSize, position) };
          const answer = await send<{ results?: Record<string, unknown>[]; pagingMetadata?: PagingMetadata }>(
            api.aggregateDataItems,
            body,
            {
              ...read(o),
              returnTotalCount: first ? o?.returnTotalCount : undefined,
            },
            signal,
          );
          return { items: (answer.results ?? []).map(unwrapGroupId), paging: answer.pagingMetadata ?? {} };
        };
        return firstPage(collection, pageSize, request.paging?.offset ?? 0, fetch);
      });
    },
  };

  /** A query given as a request: checked like the builder's, cursor paging allowed but never with a skip (WDE0080). */
  async function directQuery(collection: string, request: DirectQuery, o: QueryOptions | undefined): Promise<DataResult<ItemData>> {
    const c = check().collectionName(collection).options(o, OPTION_FLAGS.read);
    const cursor = request.cursorPaging?.cursor;
    if (cursor !== undefined && (request.paging?.offset ?? 0) > 0)
      throw new DataError('WDE0080', `WDE0080: ${catalogue.WDE0080?.message ?? 'Skip is not supported in cursor paging.'}`);
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

  return items;
}

/** Grouping by one field answers `_id: { genre: 'sf' }`; the platform's SDK hands out `_id: 'sf'`. */
function unwrapGroupId(row: Record<string, unknown>): Record<string, unknown> {
  const id = row._id;
  if (id === null || typeof id !== 'object' || Array.isArray(id) || id instanceof Date) return row;
  const keys = Object.keys(id);
  return keys.length === 1 ? { ...row, _id: (id as Record<string, unknown>)[keys[0]!] } : row;
}

const nonEmpty = (filter: FilterModel) => (Object.keys(filter).length > 0 ? filter : undefined);

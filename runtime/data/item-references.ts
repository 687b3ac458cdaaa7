import { asArray, OPTION_FLAGS, toItemId, type ItemRef } from './checks.ts';
import type { ItemAnswer } from './item-envelope.ts';
import { readFields, type ItemOptions, type QueryReferencedOptions } from './item-options.ts';
import type { ItemsContext } from './items-context.ts';
import { firstPage, pagingFields } from './pages.ts';
import { DataQuery, type ItemData } from './query.ts';
import type { DataResult, PagePosition, PagingMetadata } from './result.ts';
import type { DataCall } from './send-call.ts';

/** The calls on the references a reference field holds between a referring item and the items it references. */
export interface ItemReferences {
  isReferenced(collection: string, field: string, referring: ItemRef, referenced: ItemRef, options?: ItemOptions): Promise<boolean>;
  insertReference(collection: string, field: string, referring: ItemRef, referenced: ItemRef | ItemRef[], options?: ItemOptions): Promise<void>;
  removeReference(collection: string, field: string, referring: ItemRef, referenced: ItemRef | ItemRef[], options?: ItemOptions): Promise<void>;
  replaceReferences(collection: string, field: string, referring: ItemRef, referenced: ItemRef | ItemRef[], options?: ItemOptions): Promise<void>;
  /** The items one item references through a multi-reference field, paged. */
  queryReferenced(collection: string, item: ItemRef, field: string, options?: QueryReferencedOptions): Promise<DataResult<ItemData>>;
}

/** References checked (items as IDs or objects with an `_id`) and sent as the platform's reference records. */
export function itemReferences(ctx: ItemsContext): ItemReferences {
  const { api, catalogue, check, defaultPageSize, send } = ctx;

  function references(
    method: 'insertReference' | 'removeReference',
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

  return {
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
        readFields(o),
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
      // The query builder checks limit and skip as a query's, with the call's own problems.
      const pageQuery = new DataQuery(catalogue, collection, { defaultPageSize }).limit(o?.limit ?? defaultPageSize).skip(o?.skip ?? 0);
      pageQuery.checkedFilter(c.problems);
      const pageSize = pageQuery.shape.limit ?? defaultPageSize;
      const fetch = async (position: PagePosition, signal?: AbortSignal) => {
        const first = typeof position === 'number';
        const answer = await send<{ results?: ItemAnswer[]; pagingMetadata?: PagingMetadata }>(
          api.queryReferencedDataItems,
          {
            dataCollectionId: collection,
            ...pagingFields(pageSize, position),
            ...(first
              ? {
                  referringItemId: toItemId(item),
                  referringItemFieldName: field,
                  order: o?.order === undefined ? undefined : o.order === 'desc' ? 'DESC' : 'ASC',
                }
              : {}),
          },
          { ...readFields(o), returnTotalCount: first ? o?.returnTotalCount : undefined },
          signal,
        );
        const found = (answer.results ?? []).flatMap((r) => (r.dataItem?.data ? [r.dataItem.data] : []));
        return { items: found, paging: answer.pagingMetadata ?? {} };
      };
      return firstPage(catalogue, collection, pageSize, pageQuery.shape.skip ?? 0, fetch);
    },
  };
}

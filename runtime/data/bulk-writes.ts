import { toBulkResult, type BulkItemResult, type BulkResult } from './bulk.ts';
import { OPTION_FLAGS } from './checks.ts';
import { wrapItem } from './item-envelope.ts';
import { readFields, writeFields, type BulkInsertOptions, type ItemOptions, type WriteOptions } from './item-options.ts';
import type { ItemsContext } from './items-context.ts';
import { DataPatch, type FieldModification } from './patch.ts';
import type { ItemData } from './query.ts';
import type { DataCall } from './send-call.ts';

/** The calls that write many items at once, at most the data spec's `maxBulkItems` of them. */
export interface BulkWrites {
  bulkInsert(collection: string, items: ItemData[], options?: BulkInsertOptions): Promise<BulkResult>;
  bulkUpdate(collection: string, items: ItemData[], options?: WriteOptions): Promise<BulkResult>;
  bulkSave(collection: string, items: ItemData[], options?: WriteOptions): Promise<BulkResult>;
  bulkRemove(collection: string, itemIds: string[], options?: ItemOptions): Promise<BulkResult>;
  bulkPatch(collection: string, itemIds: string[]): DataPatch<BulkResult>;
}

type BulkAnswer = { results?: BulkItemResult[] };

/**
 * Bulk insert, update, save, remove and patch: the items checked together, each item's outcome counted, the codes in
 * `ignore` (an insert's existing item, an update's missing one) skipped rather than failed.
 */
export function bulkWrites(ctx: ItemsContext): BulkWrites {
  const { api, catalogue, check, maxBulk, send } = ctx;

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
    if (method !== 'bulkUpdate') ctx.warnAboutFieldNames(items);
    const { results } = await send<BulkAnswer>(call, { dataCollectionId: collection, dataItems: items.map(wrapItem) }, writeFields(o));
    return toBulkResult(items, results ?? [], ignore);
  }

  return {
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
      const { results } = await send<BulkAnswer>(api.bulkRemoveDataItems, { dataCollectionId: collection, dataItemIds: itemIds }, readFields(o));
      return toBulkResult(itemIds, results ?? [], ['WDE0073']);
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
        const { results } = await send<BulkAnswer>(api.bulkPatchDataItems, { dataCollectionId: collection, patches }, readFields(opts));
        return toBulkResult(itemIds, results ?? [], ['WDE0073']);
      });
    },
  };
}

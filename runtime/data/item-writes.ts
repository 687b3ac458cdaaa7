import { OPTION_FLAGS } from './checks.ts';
import { itemOf, orNull, wrapItem, type ItemAnswer } from './item-envelope.ts';
import { readFields, writeFields, type ItemOptions, type WriteOptions } from './item-options.ts';
import type { ItemsContext } from './items-context.ts';
import { DataPatch, type FieldModification } from './patch.ts';
import type { ItemData } from './query.ts';
import type { DataCall } from './send-call.ts';

/** The calls that write one item, or all of a collection's. */
export interface ItemWrites {
  insert(collection: string, item: ItemData, options?: WriteOptions): Promise<ItemData>;
  /** Replaces the item with the same `_id` (a string, WDE0007; without one the server answers). */
  update(collection: string, item: ItemData, options?: WriteOptions): Promise<ItemData>;
  /** Inserts, or replaces the item with the same `_id`. */
  save(collection: string, item: ItemData, options?: WriteOptions): Promise<ItemData>;
  /** The removed item, or `null` when there was none. */
  remove(collection: string, itemId: string, options?: ItemOptions): Promise<ItemData | null>;
  truncate(collection: string, options?: ItemOptions): Promise<void>;
  /** Field changes of one item; `.run()` sends them and resolves with the patched item. */
  patch(collection: string, itemId: string): DataPatch<ItemData>;
}

/** Insert, update, save, remove, truncate and patch of single items: checked, then sent, the item unwrapped. */
export function itemWrites(ctx: ItemsContext): ItemWrites {
  const { api, catalogue, check, send } = ctx;

  async function writeOne(
    method: 'insert' | 'update' | 'save',
    call: DataCall,
    args: IArguments,
    collection: string,
    item: ItemData,
    o?: WriteOptions,
  ): Promise<ItemData> {
    check().arity(method, args, 2, 3).collectionName(collection).item(item, collection).options(o, OPTION_FLAGS.read).throwFirst();
    if (method !== 'update') ctx.warnAboutFieldNames(item);
    const answer = await send<ItemAnswer>(call, { dataCollectionId: collection, dataItem: wrapItem(item) }, writeFields(o));
    return itemOf(answer) ?? item;
  }

  return {
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
      const answer = await orNull(send<ItemAnswer>(api.removeDataItem, { dataCollectionId: collection, dataItemId: itemId }, readFields(o)));
      return itemOf(answer ?? undefined);
    },
    async truncate(collection, o) {
      check().arity('truncate', arguments, 1, 2).collectionName(collection).options(o, OPTION_FLAGS.read).throwFirst();
      await send(api.truncateDataItems, { dataCollectionId: collection });
    },
    patch(collection, itemId) {
      return new DataPatch<ItemData>(catalogue, async (fieldModifications: FieldModification[], o, args) => {
        const opts = o as ItemOptions | undefined;
        check().arity('patch.run', args, 0, 1).collectionName(collection).itemId(itemId).options(opts, OPTION_FLAGS.read).throwFirst();
        const answer = await send<ItemAnswer>(
          api.patchDataItem,
          { dataCollectionId: collection, patch: { dataItemId: itemId, fieldModifications } },
          readFields(opts),
        );
        return itemOf(answer) ?? { _id: itemId };
      });
    },
  };
}

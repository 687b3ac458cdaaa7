import { DataError } from './data-error.ts';
import type { ItemData } from './query.ts';

/** A single-item answer: the item under `dataItem.data`. */
export type ItemAnswer = { dataItem?: { data?: ItemData } };

/** Item data as the platform sends it: `{ id, data }`. */
export const wrapItem = (item: ItemData) => ({ id: item._id ?? undefined, data: item });

/** The item of a single-item answer, or `null` when it has none. */
export const itemOf = (answer: ItemAnswer | undefined): ItemData | null => answer?.dataItem?.data ?? null;

/** A missing item (WDE0073) is an empty answer for get and remove. */
export async function orNull<R>(pending: Promise<R>): Promise<R | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof DataError && error.code === 'WDE0073') return null;
    throw error;
  }
}

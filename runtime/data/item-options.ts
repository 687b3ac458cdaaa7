import type { FilterModel } from './filter.ts';

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

/** Request fields by name; `undefined` ones are not sent. */
export type Fields = Record<string, unknown>;

const drafts = (o: ItemOptions | undefined) => (o?.showDrafts === undefined ? undefined : { includeDraftItems: o.showDrafts });

/** The request fields a read or a single-item call's options become (`suppressAuth` is the client's concern). */
export const readFields = (o: ItemOptions | undefined): Fields => ({
  consistentRead: o?.consistentRead,
  language: o?.language,
  suppressHooks: o?.suppressHooks,
  publishPluginOptions: drafts(o),
});

/** The request fields a write's options become. */
export const writeFields = (o: WriteOptions | undefined): Fields => ({
  suppressHooks: o?.suppressHooks,
  publishPluginOptions: drafts(o),
  includeReferencedItems: o?.includeReferences,
  saveReferences: o?.saveReferences,
});

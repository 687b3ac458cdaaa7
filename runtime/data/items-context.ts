import type { ClientLike } from '../client-config.ts';
import { ArgumentCheck, hasFieldName } from './checks.ts';
import type { Catalogue } from './data-error.ts';
import { createSend, type DataCall, type Send } from './send-call.ts';

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

/** What every flow of the data items layer works with: the calls, the data spec's catalogue and rules, the send path. */
export interface ItemsContext {
  readonly api: DataItemsApi;
  readonly catalogue: Catalogue;
  /** The most items one bulk call takes (the data spec's `maxBulkItems`). */
  readonly maxBulk: number;
  /** A page's size when the caller names none (the data spec's `defaultPageSize`). */
  readonly defaultPageSize: number;
  readonly send: Send;
  /** A fresh set of argument checks with the catalogue's messages. */
  check(): ArgumentCheck;
  /** Warns of field names some data operations cannot handle, in what is about to be written. */
  warnAboutFieldNames(items: unknown): void;
}

/** The context of `createDataItems`: catalogue and client rules read from the generated calls' declarations. */
export function createItemsContext(options: DataItemsOptions): ItemsContext {
  const { api } = options;
  const logger = options.logger ?? console;
  const catalogue: Catalogue = api.queryDataItems.op.service.errors ?? {};
  const rules = api.queryDataItems.op.clientRules ?? api.queryDataItems.op.service.clientRules ?? {};
  return {
    api,
    catalogue,
    maxBulk: rules.maxBulkItems ?? 1000,
    defaultPageSize: rules.defaultPageSize ?? 50,
    send: createSend(catalogue, options.client),
    check: () => new ArgumentCheck(catalogue),
    warnAboutFieldNames(items) {
      if (hasFieldName(items, (k) => k.startsWith('$')))
        logger.error("Data inserted contains a field name starting with '$'; such fields do not work with some data operations.");
      if (hasFieldName(items, (k) => k.includes('.')))
        logger.warn("Data inserted contains a field name containing '.'; such fields do not work with some data operations.");
    },
  };
}

import { DataError } from './data-error.ts';

/** One item's answer in a bulk response. */
export interface BulkItemResult {
  action?: string;
  itemMetadata?: {
    id?: string;
    originalIndex?: number;
    success?: boolean;
    error?: { code?: string; description?: string; data?: { fieldViolations?: unknown[] } & Record<string, unknown> };
  };
  dataItem?: { data?: Record<string, unknown> };
}

/** An item a bulk call could not write: the server's description and code, the item (or ID) sent and its index. */
export class BulkItemError extends DataError {
  override name = 'BulkItemError';
  constructor(
    code: string,
    message: string,
    readonly item: unknown,
    readonly originalIndex: number,
    readonly violations?: unknown[],
  ) {
    super(code, message);
  }
}

/** What a bulk write did, counted on the client from the per-item results. */
export interface BulkResult {
  inserted: number;
  updated: number;
  removed: number;
  /** Items the call left alone: failures whose code the call ignores (missing items, existing items on insert). */
  skipped: number;
  insertedItemIds: string[];
  updatedItemIds: string[];
  removedItemIds: string[];
  errors: BulkItemError[];
}

/**
 * Per-item results → counts and errors. `ignore` holds the codes that count as skipped, not as errors:
 * WDE0073 (no such item) for update, patch and remove; WDE0074 (already exists) for insert.
 */
export function toBulkResult(sent: readonly unknown[], results: readonly BulkItemResult[], ignore: readonly string[]): BulkResult {
  const out: BulkResult = { inserted: 0, updated: 0, removed: 0, skipped: 0, insertedItemIds: [], updatedItemIds: [], removedItemIds: [], errors: [] };
  results.forEach((r, position) => {
    const meta = r.itemMetadata ?? {};
    const id = meta.id ?? (r.dataItem?.data?._id as string | undefined);
    if (meta.success) {
      if (r.action === 'INSERT') {
        out.inserted++;
        if (id) out.insertedItemIds.push(id);
      } else if (r.action === 'UPDATE' || r.action === 'PATCH') {
        out.updated++;
        if (id) out.updatedItemIds.push(id);
      } else if (r.action === 'DELETE') {
        out.removed++;
        if (id) out.removedItemIds.push(id);
      }
      return;
    }
    const code = meta.error?.code ?? 'WD_UNKNOWN_ERROR';
    if (ignore.includes(code)) {
      out.skipped++;
      return;
    }
    const index = meta.originalIndex ?? position;
    const description = meta.error?.description ?? 'The item could not be written.';
    out.errors.push(new BulkItemError(code, description, sent[index], index, meta.error?.data?.fieldViolations));
  });
  return out;
}

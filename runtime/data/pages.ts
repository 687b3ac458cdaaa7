import type { Catalogue } from './data-error.ts';
import type { FilterModel } from './filter.ts';
import { DataResult, dataPastEnd, type PagePosition, type PagingMetadata } from './result.ts';

/** What one page of a paged data call yields. */
export type Page<T> = { items: T[]; paging: PagingMetadata };

/** The request's offset or cursor paging for a page position (a number is an offset, a string a cursor). */
export const pagingFields = (limit: number, position: PagePosition) =>
  typeof position === 'string' ? { cursorPaging: { limit, cursor: position } } : { paging: { limit, offset: position } };

/** The first page, at `offset`, as a `DataResult` that fetches the others with `fetch`. */
export async function firstPage<T>(
  catalogue: Catalogue,
  collection: string,
  pageSize: number,
  offset: number,
  fetch: (p: PagePosition, signal?: AbortSignal) => Promise<Page<T>>,
): Promise<DataResult<T>> {
  const page = await fetch(offset);
  return new DataResult({ ...page, fetch, pastEnd: dataPastEnd(catalogue, collection), pageSize, offset });
}

/** An empty filter is not sent. */
export const nonEmpty = (filter: FilterModel) => (Object.keys(filter).length > 0 ? filter : undefined);

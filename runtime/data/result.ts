import { dataError, type Catalogue } from './data-error.ts';

/** The paging metadata of a query, distinct, referenced or aggregate answer. */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: { next?: string; prev?: string };
  hasNext?: boolean;
}

/** A page position: a cursor from the last answer, or an offset when none came back. */
export type PagePosition = string | number;

/** Fetches the page at a position: its items and paging metadata. */
export type PageFetch<T> = (position: PagePosition) => Promise<{ items: T[]; paging: PagingMetadata }>;

export interface ResultInit<T> {
  items: T[];
  paging: PagingMetadata;
  fetch: PageFetch<T>;
  catalogue: Catalogue;
  collection: string;
  pageSize: number;
  /** The offset this page was fetched at; absent when it was fetched by cursor. */
  offset?: number;
  currentPage?: number;
  /** Carried from the first page, which alone may report the total. */
  totalCount?: number;
  /** The position this page was fetched at (absent for the first page, fetched by the query itself). */
  position?: PagePosition;
  /** The page `next()` came from: a page reached by a cursor can go back to it when no prev cursor came back. */
  previous?: DataResult<T>;
}

/**
 * One page of results with the platform's paging: `next()` and `prev()` follow the cursor when the answer
 * carried one and move the offset by the page size otherwise. Asking past either end is WDE0165 / WDE0159,
 * raised before anything is sent.
 */
export class DataResult<T> implements Iterable<T> {
  readonly items: T[];
  /** Matching items in all pages, when the server counted them (`returnTotalCount`). */
  readonly totalCount?: number;
  readonly pageSize: number;
  /** Zero-based. */
  readonly currentPage: number;
  readonly paging: PagingMetadata;
  private readonly init: ResultInit<T>;

  constructor(init: ResultInit<T>) {
    this.init = init;
    this.items = init.items;
    this.paging = init.paging;
    this.pageSize = init.pageSize;
    this.totalCount = init.totalCount ?? (init.paging.tooManyToCount ? undefined : init.paging.total);
    this.currentPage = init.currentPage ?? Math.ceil((init.offset ?? 0) / init.pageSize);
  }

  get length(): number {
    return this.items.length;
  }

  get totalPages(): number | undefined {
    return this.totalCount === undefined ? undefined : Math.ceil(this.totalCount / this.pageSize);
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items[Symbol.iterator]();
  }

  hasNext(): boolean {
    if (this.paging.hasNext !== undefined) return this.paging.hasNext;
    if (typeof this.paging.cursors?.next === 'string') return true;
    const { offset } = this.init;
    return offset !== undefined && this.totalCount !== undefined && offset + this.items.length < this.totalCount;
  }

  hasPrev(): boolean {
    if (typeof this.paging.cursors?.prev === 'string') return true;
    // A page reached by a cursor next() has one before it, whether or not the answer named its cursor (as the SDK says).
    if (this.init.previous !== undefined && this.init.offset === undefined) return true;
    return this.init.offset !== undefined && this.init.offset > 0;
  }

  async next(): Promise<DataResult<T>> {
    if (!this.hasNext()) throw dataError(this.init.catalogue, 'WDE0165', { collectionName: this.init.collection });
    const cursor = this.paging.cursors?.next;
    return this.turn(cursor ?? (this.init.offset ?? 0) + this.pageSize, this.currentPage + 1, this);
  }

  async prev(): Promise<DataResult<T>> {
    if (!this.hasPrev()) throw dataError(this.init.catalogue, 'WDE0159', { collectionName: this.init.collection });
    const cursor = this.paging.cursors?.prev;
    const previous = this.init.previous;
    if (cursor === undefined && this.init.offset === undefined && previous) {
      // Back to the page this one came from: fetched again at its position, or (the first page) as it was.
      if (previous.init.position === undefined) return previous;
      return this.turn(previous.init.position, previous.currentPage, previous.init.previous);
    }
    return this.turn(cursor ?? Math.max((this.init.offset ?? 0) - this.pageSize, 0), Math.max(this.currentPage - 1, 0));
  }

  private async turn(position: PagePosition, currentPage: number, previous?: DataResult<T>): Promise<DataResult<T>> {
    const { items, paging } = await this.init.fetch(position);
    return new DataResult({
      ...this.init,
      items,
      paging,
      offset: typeof position === 'number' ? position : undefined,
      currentPage,
      totalCount: this.totalCount,
      position,
      previous,
    });
  }

  toJSON(): { items: T[]; totalCount?: number; pageSize: number; currentPage: number; totalPages?: number } {
    return { items: this.items, totalCount: this.totalCount, pageSize: this.pageSize, currentPage: this.currentPage, totalPages: this.totalPages };
  }
}

import { CancelledError } from '../errors.ts';

/** The paging metadata of a query, distinct, referenced or aggregate answer. */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
}

/** A page position: a cursor from the last answer, or an offset when none came back. */
export type PagePosition = string | number;

/** Fetches the page at a position: its items and paging metadata; `signal` cancels the request. */
export type PageFetch<T> = (position: PagePosition, signal?: AbortSignal) => Promise<{ items: T[]; paging: PagingMetadata }>;

export interface ResultInit<T> {
  items: T[];
  paging: PagingMetadata;
  fetch: PageFetch<T>;
  /** The error for asking past the first or the last page (raised before anything is sent). */
  pastEnd: (direction: 'next' | 'prev') => Error;
  pageSize: number;
  /** The offset this page was fetched at; absent when it was fetched by cursor. */
  offset?: number;
  currentPage?: number;
  /** Carried from the first page, which alone may report the total. */
  totalCount?: number;
  /** The position this page was fetched at (absent for the first page, fetched by the query itself). */
  position?: PagePosition;
  /** The page `next()` came from: a page reached by a cursor can go back to it when no prev cursor came back. */
  previous?: QueryResult<T>;
  /**
   * Which of the platform SDK's two result classes this page answers as, where they differ on the previous page:
   * `builder` (its query iterators, the generated builders) counts offset pages as `floor(offset / limit)` and has a
   * cursor page's previous page only when the answer names the prev cursor; `data` (its data items results, the
   * default) counts them as `ceil(offset / limit)`, has no previous page before a first page that came back empty,
   * and has one before any page a cursor `next()` reached.
   */
  rules?: 'data' | 'builder';
}

/**
 * One page of results with the platform's paging, for the data items layer and every generated query builder:
 * `next()` and `prev()` follow the cursor when the answer carried one and move the offset by the page size otherwise;
 * `iterate()` walks every item from this page on.
 */
export class QueryResult<T> implements Iterable<T> {
  readonly items: T[];
  /** Matching items in all pages, when the server counted them. */
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
    const round = init.rules === 'builder' ? Math.floor : Math.ceil;
    this.currentPage = init.currentPage ?? round((init.offset ?? 0) / init.pageSize);
  }

  get length(): number {
    return this.items.length;
  }

  get totalPages(): number | undefined {
    return this.totalCount === undefined ? undefined : Math.ceil(this.totalCount / this.pageSize);
  }

  /** The cursors the answer carried (cursor paging). */
  get cursors(): { next?: string; prev?: string } {
    const { next, prev } = this.paging.cursors ?? {};
    return { ...(typeof next === 'string' ? { next } : {}), ...(typeof prev === 'string' ? { prev } : {}) };
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items[Symbol.iterator]();
  }

  hasNext(): boolean {
    if (this.paging.hasNext !== undefined) return this.paging.hasNext;
    if (this.cursors.next !== undefined) return true;
    const { offset } = this.init;
    return offset !== undefined && this.totalCount !== undefined && offset + this.items.length < this.totalCount;
  }

  hasPrev(): boolean {
    if (this.cursors.prev !== undefined) return true;
    const { offset, position, previous, rules } = this.init;
    if (rules === 'builder') return offset !== undefined && this.currentPage > 0;
    // Data items: a page reached by a cursor next() has one before it, whether or not the answer named its cursor.
    if (previous !== undefined && offset === undefined) return true;
    // A first page that came back empty (skipped past the end) has no page number, so no previous page.
    return offset !== undefined && offset > 0 && (position !== undefined || this.items.length > 0);
  }

  async next(signal?: AbortSignal): Promise<QueryResult<T>> {
    if (!this.hasNext()) throw this.init.pastEnd('next');
    return this.turn(this.cursors.next ?? (this.init.offset ?? 0) + this.pageSize, this.currentPage + 1, this, signal);
  }

  async prev(signal?: AbortSignal): Promise<QueryResult<T>> {
    if (!this.hasPrev()) throw this.init.pastEnd('prev');
    const cursor = this.cursors.prev;
    const previous = this.init.previous;
    if (cursor === undefined && this.init.offset === undefined && previous) {
      // Back to the page this one came from: fetched again at its position, or (the first page) as it was.
      if (previous.init.position === undefined) return previous;
      return this.turn(previous.init.position, previous.currentPage, previous.init.previous, signal);
    }
    return this.turn(cursor ?? Math.max((this.init.offset ?? 0) - this.pageSize, 0), Math.max(this.currentPage - 1, 0), undefined, signal);
  }

  /**
   * Every item from this page to the last, fetching each next page when the loop reaches it. An aborted `signal`
   * stops the loop with a `CancelledError`, the request in flight included; breaking out of the loop fetches nothing more.
   */
  async *iterate(options: { signal?: AbortSignal } = {}): AsyncGenerator<T, void, undefined> {
    const { signal } = options;
    let page: QueryResult<T> = this;
    for (;;) {
      for (const item of page.items) {
        if (signal?.aborted) throw cancelled(signal);
        yield item;
      }
      if (!page.hasNext()) return;
      if (signal?.aborted) throw cancelled(signal);
      page = await page.next(signal);
    }
  }

  private async turn(position: PagePosition, currentPage: number, previous?: QueryResult<T>, signal?: AbortSignal): Promise<QueryResult<T>> {
    const { items, paging } = await this.init.fetch(position, signal);
    return new QueryResult({
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

function cancelled(signal: AbortSignal): CancelledError {
  return new CancelledError('iterate: cancelled', { cause: signal.reason });
}

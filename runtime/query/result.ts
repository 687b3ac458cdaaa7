import { queryStep, queryKey, type PagePosition, type PagingMetadata, type QueryStep } from '../paging/kinds.ts';
import { Listing, startAt, type Trail } from '../paging/listing.ts';

export type { PagePosition, PagingMetadata } from '../paging/kinds.ts';

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
  /** @internal How to go back to the page `next()` came from: a page reached by a cursor can, when no prev cursor came back. */
  back?: Back<T>;
  /** @internal Where the page stands in its listing (paging/listing.ts): the positions that led to it, the page before's items. */
  trail?: Trail;
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
 * The way back to a page: its position and number (and the way back from it), or the first page itself, which no
 * position fetches. Positions, not pages, so a long listing keeps no earlier page's items alive.
 */
export type Back<T> =
  | { readonly first: QueryResult<T> }
  | { readonly position: PagePosition; readonly currentPage: number; readonly before: Back<T> | undefined };

/**
 * One page of results with the platform's paging, for the data items layer and every generated query builder: the
 * platform's query kind of the paging engine (paging/listing.ts). `next()` and `prev()` follow the cursor when the
 * answer carried one and move the offset by the page size otherwise (paging/kinds.ts `queryStep`); `iterate()` walks
 * every item from this page on. A listing ends when a position comes back on its way forward or a page repeats the
 * items of the one before (a server that ignores the cursor or offset), as every kind's does, so a server that
 * repeats itself cannot loop `iterate()`.
 */
export class QueryResult<T> extends Listing<T, QueryStep> implements Iterable<T> {
  /** Matching items in all pages, when the server counted them. */
  readonly totalCount?: number;
  readonly pageSize: number;
  /** Zero-based. */
  readonly currentPage: number;
  readonly paging: PagingMetadata;
  private readonly init: ResultInit<T>;

  constructor(init: ResultInit<T>) {
    super(init.items, init.trail ?? startAt());
    this.init = init;
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

  protected nextStep(): QueryStep | undefined {
    const { offset } = this.init;
    return queryStep(this.paging, { itemCount: this.items.length, pageSize: this.pageSize, offset, totalCount: this.totalCount });
  }

  hasPrev(): boolean {
    if (this.cursors.prev !== undefined) return true;
    const { offset, position, back, rules } = this.init;
    if (rules === 'builder') return offset !== undefined && this.currentPage > 0;
    // Data items: a page reached by a cursor next() has one before it, whether or not the answer named its cursor.
    if (back !== undefined && offset === undefined) return true;
    // A first page that came back empty (skipped past the end) has no page number, so no previous page.
    return offset !== undefined && offset > 0 && (position !== undefined || this.items.length > 0);
  }

  async next(signal?: AbortSignal): Promise<QueryResult<T>> {
    const step = this.ahead;
    if (step === undefined) throw this.init.pastEnd('next');
    const back: Back<T> =
      this.init.position === undefined ? { first: this } : { position: this.init.position, currentPage: this.currentPage, before: this.init.back };
    return this.turn(step.position, this.currentPage + 1, back, signal, this.trailAfter(step));
  }

  async prev(signal?: AbortSignal): Promise<QueryResult<T>> {
    if (!this.hasPrev()) throw this.init.pastEnd('prev');
    const cursor = this.cursors.prev;
    const back = this.init.back;
    if (cursor === undefined && this.init.offset === undefined && back) {
      // Back to the page this one came from: fetched again at its position, or (the first page) as it was.
      if ('first' in back) return back.first;
      return this.turn(back.position, back.currentPage, back.before, signal, this.trailBackTo(queryKey(back.position)));
    }
    const position = cursor ?? Math.max((this.init.offset ?? 0) - this.pageSize, 0);
    return this.turn(position, Math.max(this.currentPage - 1, 0), undefined, signal, this.trailBackTo(queryKey(position)));
  }

  protected advance(signal: AbortSignal | undefined): Promise<QueryResult<T>> {
    return this.next(signal);
  }

  protected get iterateLabel(): string {
    return 'iterate';
  }

  /** The page at `position`, reached along `trail`. */
  private async turn(
    position: PagePosition,
    currentPage: number,
    back: Back<T> | undefined,
    signal: AbortSignal | undefined,
    trail: Trail,
  ): Promise<QueryResult<T>> {
    const { items, paging } = await this.init.fetch(position, signal);
    return new QueryResult({
      ...this.init,
      items,
      paging,
      offset: typeof position === 'number' ? position : undefined,
      currentPage,
      totalCount: this.totalCount,
      position,
      back,
      trail,
    });
  }

  toJSON(): { items: T[]; totalCount?: number; pageSize: number; currentPage: number; totalPages?: number } {
    return { items: this.items, totalCount: this.totalCount, pageSize: this.pageSize, currentPage: this.currentPage, totalPages: this.totalPages };
  }
}

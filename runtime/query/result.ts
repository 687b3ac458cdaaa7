import { CancelledError } from '../errors.ts';
import { Positions } from '../paging/positions.ts';

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
  /** @internal How to go back to the page `next()` came from: a page reached by a cursor can, when no prev cursor came back. */
  back?: Back<T>;
  /** @internal The positions the listing has fetched (shared by its pages) and how many of them led to this page. */
  positions?: Positions;
  length?: number;
  /** @internal Whether this page's items are the ones of the page before: the server ignored the position. */
  repeated?: boolean;
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
 * One page of results with the platform's paging, for the data items layer and every generated query builder:
 * `next()` and `prev()` follow the cursor when the answer carried one and move the offset by the page size otherwise;
 * `iterate()` walks every item from this page on. A listing ends when a position comes back on its way forward or a
 * page repeats the items of the one before (a server that ignores the cursor or offset), as plain paging does
 * (paging/page.ts), so a server that repeats itself cannot loop `iterate()`.
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
  private readonly positions: Positions;
  private readonly pathLength: number;
  /** This page's items as JSON, made when the page after is fetched (to tell a repeat), kept for the next step. */
  private fingerprint: string | undefined;

  constructor(init: ResultInit<T>) {
    this.init = init;
    this.positions = init.positions ?? new Positions();
    this.pathLength = init.length ?? 0;
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

  /** Whether the answer says there is a page after this one, and this page was no repeat nor is its next position one. */
  hasNext(): boolean {
    if (this.init.repeated) return false;
    if (!this.saysNext()) return false;
    return !this.positions.has(positionKey(this.nextPosition()), this.pathLength);
  }

  private saysNext(): boolean {
    if (this.paging.hasNext !== undefined) return this.paging.hasNext;
    if (this.cursors.next !== undefined) return true;
    const { offset } = this.init;
    return offset !== undefined && this.totalCount !== undefined && offset + this.items.length < this.totalCount;
  }

  private nextPosition(): PagePosition {
    return this.cursors.next ?? (this.init.offset ?? 0) + this.pageSize;
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
    if (!this.hasNext()) throw this.init.pastEnd('next');
    const position = this.nextPosition();
    const back: Back<T> =
      this.init.position === undefined ? { first: this } : { position: this.init.position, currentPage: this.currentPage, before: this.init.back };
    // One write to the listing's record (paging/positions.ts), not a copy of the path per page.
    const positions = this.positions.step(this.pathLength, positionKey(position));
    return this.turn(position, this.currentPage + 1, back, signal, { positions, length: this.pathLength + 1 });
  }

  async prev(signal?: AbortSignal): Promise<QueryResult<T>> {
    if (!this.hasPrev()) throw this.init.pastEnd('prev');
    const cursor = this.cursors.prev;
    const back = this.init.back;
    if (cursor === undefined && this.init.offset === undefined && back) {
      // Back to the page this one came from: fetched again at its position, or (the first page) as it was.
      if ('first' in back) return back.first;
      return this.turn(back.position, back.currentPage, back.before, signal, onePosition(back.position));
    }
    const position = cursor ?? Math.max((this.init.offset ?? 0) - this.pageSize, 0);
    return this.turn(position, Math.max(this.currentPage - 1, 0), undefined, signal, onePosition(position));
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

  /** The page at `position`; `path` is its record of positions (the way forward that led to it). */
  private async turn(
    position: PagePosition,
    currentPage: number,
    back: Back<T> | undefined,
    signal: AbortSignal | undefined,
    path: { positions: Positions; length: number },
  ): Promise<QueryResult<T>> {
    const { items, paging } = await this.init.fetch(position, signal);
    const fingerprint = fingerprintOf(items);
    this.fingerprint ??= fingerprintOf(this.items);
    const page = new QueryResult({
      ...this.init,
      items,
      paging,
      offset: typeof position === 'number' ? position : undefined,
      currentPage,
      totalCount: this.totalCount,
      position,
      back,
      ...path,
      repeated: fingerprint !== undefined && fingerprint === this.fingerprint,
    });
    page.fingerprint = fingerprint;
    return page;
  }

  toJSON(): { items: T[]; totalCount?: number; pageSize: number; currentPage: number; totalPages?: number } {
    return { items: this.items, totalCount: this.totalCount, pageSize: this.pageSize, currentPage: this.currentPage, totalPages: this.totalPages };
  }
}

/** A position as the record of positions keeps it: a cursor and an offset never mistaken for each other. */
const positionKey = (position: PagePosition): string => (typeof position === 'string' ? `c:${position}` : `o:${position}`);

/** The record of a page reached by `prev()`: a new way forward starts there. */
function onePosition(position: PagePosition): { positions: Positions; length: number } {
  return { positions: new Positions().step(0, positionKey(position)), length: 1 };
}

/** A page's items as JSON, to tell a page that repeats the one before; none for items JSON cannot write (a BigInt). */
function fingerprintOf(items: readonly unknown[]): string | undefined {
  try {
    return JSON.stringify(items);
  } catch {
    return undefined;
  }
}

function cancelled(signal: AbortSignal): CancelledError {
  return new CancelledError('iterate: cancelled', { cause: signal.reason });
}

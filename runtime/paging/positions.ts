/**
 * The positions (cursors, offsets, next-page URLs) a listing has fetched, so that one coming back ends the listing
 * instead of looping. One record is shared by the pages of a listing: a page holds it and `length`, how many of its
 * positions led to that page (its first `length` entries, in order, are the page's path). The page after adds its
 * position at the end, one write, where a copy per page made a listing of n pages cost n²/2.
 *
 * `next()` twice on one page takes the same step: both pages share the record, nothing is copied. A page whose next
 * position differs from the one the record holds after it (a server that answered the same request differently)
 * branches: its own record, the path to it copied once, and O(1) per page again after that. Each path is checked
 * against its own positions only: a position fetched on another branch does not end this one.
 */
export class Positions {
  /** Each position and its place on the path; in insertion order, which is path order (entries are only appended). */
  readonly #index = new Map<string, number>();
  readonly #work: { writes: number };

  constructor(work: { writes: number } = { writes: 0 }) {
    this.#work = work;
  }

  /** How many positions this record holds. */
  get size(): number {
    return this.#index.size;
  }

  /** Positions written by every record of the listing, appended or copied into a branch: one per page on one path. */
  get writes(): number {
    return this.#work.writes;
  }

  /** Whether `position` is among the first `length`: on the path to the page that holds that many. */
  has(position: string, length: number): boolean {
    const at = this.#index.get(position);
    return at !== undefined && at < length;
  }

  /**
   * The record of the page reached from one holding `length` positions by going to `position` (not on its path:
   * `has` said so); that page holds `length + 1`.
   */
  step(length: number, position: string): Positions {
    const at = this.#index.get(position);
    // The same step taken before from this place (next() called again on one page): already recorded.
    if (at === length) return this;
    if (this.#index.size === length) {
      this.#index.set(position, length);
      this.#work.writes++;
      return this;
    }
    const branch = new Positions(this.#work);
    for (const [key, place] of this.#index) {
      if (place >= length) break;
      branch.#index.set(key, place);
    }
    branch.#index.set(position, length);
    this.#work.writes += length + 1;
    return branch;
  }
}

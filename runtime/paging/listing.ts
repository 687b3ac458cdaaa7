// The paging engine every paged result runs on, whatever its kind: a plain list call's `Page` (page.ts) and the
// platform's `QueryResult` (query/result.ts) are two faces of it. Here is what all kinds share: where a page stands
// in its listing, the end-of-list rules (a position coming back on the way forward, a page repeating the one before)
// and the walk over every item. Where the next page is, read from an answer, is each kind's rule (kinds.ts).
import { CancelledError } from '../errors.ts';
import { Positions } from './positions.ts';

/** The way to the next page that a kind read from an answer; `key` names its position in the listing's record. */
export interface Step {
  readonly key: string;
}

/**
 * Where a page stands in its listing: the record of positions its pages share (positions.ts), how many of them led
 * to this page (its path is their first `length`), and the page before's items as JSON, when it was fetched by a step.
 */
export interface Trail {
  readonly positions: Positions;
  readonly length: number;
  readonly previous?: string;
}

/** The trail of a listing's first page: at `key` when the caller asked for a position, else at none. */
export function startAt(key?: string): Trail {
  const positions = new Positions();
  return key === undefined ? { positions, length: 0 } : { positions: positions.step(0, key), length: 1 };
}

/** One page of a listing of `T` items, whatever its kind; `S` is the kind's step. */
export abstract class Listing<T, S extends Step = Step> {
  /** The items of this page, where the answer keeps them. */
  readonly items: T[];
  /** Where this page stands in its listing. */
  protected readonly trail: Trail;
  /** This page's items are the ones of the page before: the server ignored the position, which ends the listing. */
  readonly #repeated: boolean;
  /** The items as JSON (undefined when JSON cannot write them), made when first needed; null before. */
  #fingerprint: string | undefined | null = null;
  /** The next page's step, read when first asked; null before. */
  #ahead: S | undefined | null = null;

  protected constructor(items: T[], trail: Trail) {
    this.items = items;
    this.trail = trail;
    this.#repeated = trail.previous !== undefined && this.fingerprint !== undefined && this.fingerprint === trail.previous;
  }

  /** Where the answer says the next page is, by the kind's rule (kinds.ts); undefined when it says there is none. */
  protected abstract nextStep(): S | undefined;
  /** The next page, fetched as the kind fetches it. */
  protected abstract advance(signal: AbortSignal | undefined): PromiseLike<Listing<T, S>>;
  /** What a cancelled `iterate()` names: `iterate`, or `blog.listPosts: iterate`. */
  protected abstract get iterateLabel(): string;

  /** The next page's step: none after a repeated page, nor to a position already on the way to this one. */
  protected get ahead(): S | undefined {
    if (this.#ahead === null) {
      const step = this.#repeated ? undefined : this.nextStep();
      this.#ahead = step !== undefined && !this.trail.positions.has(step.key, this.trail.length) ? step : undefined;
    }
    return this.#ahead;
  }

  /** Whether there is a page after this one: the answer says so, and this page was no repeat nor is its next position one. */
  hasNext(): boolean {
    return this.ahead !== undefined;
  }

  /** The trail of the page `step` leads to: one write to the listing's record, not a copy of the path per page. */
  protected trailAfter(step: S): Trail {
    const { positions, length } = this.trail;
    return { positions: positions.step(length, step.key), length: length + 1, previous: this.fingerprint };
  }

  /** The trail of a page reached by going back to `key`: a new way forward starts there. */
  protected trailBackTo(key: string): Trail {
    return { ...startAt(key), previous: this.fingerprint };
  }

  private get fingerprint(): string | undefined {
    if (this.#fingerprint === null) this.#fingerprint = fingerprintOf(this.items);
    return this.#fingerprint;
  }

  /**
   * Every item from this page to the last, fetching each next page when the loop reaches it. An aborted `signal`
   * stops the loop with a `CancelledError`, the request in flight included; breaking out of the loop fetches nothing more.
   */
  async *iterate(options: { signal?: AbortSignal } = {}): AsyncGenerator<T, void, undefined> {
    const { signal } = options;
    let page: Listing<T, S> = this;
    for (;;) {
      for (const item of page.items) {
        if (signal?.aborted) throw page.cancelled(signal);
        yield item;
      }
      if (!page.hasNext()) return;
      if (signal?.aborted) throw page.cancelled(signal);
      page = await page.advance(signal);
    }
  }

  private cancelled(signal: AbortSignal): CancelledError {
    return new CancelledError(`${this.iterateLabel}: cancelled`, { cause: signal.reason });
  }
}

/** A page's items as JSON, to tell a page that repeats the one before; none for items JSON cannot write (a BigInt). */
function fingerprintOf(items: readonly unknown[]): string | undefined {
  try {
    return JSON.stringify(items);
  } catch {
    return undefined;
  }
}

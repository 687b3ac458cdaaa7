// The paging engine of plain-mode list calls: one for every kind a document pages by (cursor, offset, next URL, Link
// header), driven by the call's `PaginationSpec`. A generated call that pages names `paginate` among its features, so
// a bundle without such a call carries none of this.
import { bindings } from '../arguments.ts';
import type { BuiltRequest } from '../build-request.ts';
import { type Answer, type CallPromise, callPromise } from '../call-promise.ts';
import { CancelledError, SdkError } from '../errors.ts';
import type { CallInit, Operation, PaginationSpec } from '../types.ts';
import { linkTarget } from './link-header.ts';
import { valueAt } from './pointer.ts';
import { Positions } from './positions.ts';

/** Sends the call once with these positional arguments (and init), or what `reshape` makes of its request; fills `answer`. */
export type PageSend = (rawArgs: readonly unknown[], answer: Answer, reshape?: (built: BuiltRequest) => BuiltRequest) => Promise<unknown>;

/** What a paged call returns: the first page, like any call's promise (`withResponse()`, `asResponse()`), and `for await` over every item. */
export type PagePromise<T, R> = CallPromise<Page<T, R>> & AsyncIterable<T>;

/** Where the next page is: request arguments with the position replaced, a URL to GET, or a URL refused (why). */
type NextPage = { args: readonly unknown[]; key: string } | { url: string; key: string } | { refused: string; key: string };

/** Reads a page's record of positions; set by `Page` itself, which alone sees its private state. */
let readPositions: (page: Page<unknown, unknown>) => Positions;

/** One page of a list call: its items, its answer, and the way to the next. */
export class Page<T, R = unknown> implements AsyncIterable<T> {
  /** The items of this page, where the document says the answer keeps them. */
  readonly items: T[];
  /** The whole answer, converted: the list's other fields (totals, cursors) are here. */
  readonly data: R;
  /** The answer as received (its body already read): status, headers, URL. */
  readonly response: Response;
  readonly #state: PageState;
  readonly #next: NextPage | undefined;
  readonly #size: number | undefined;
  readonly #fingerprint: string;

  /** @internal Made by `paginate`. */
  constructor(state: PageState, data: R, answer: Answer) {
    this.#state = state;
    this.data = data;
    this.response = answer.response!;
    const items = valueAt(data, state.spec.items);
    this.items = Array.isArray(items) ? (items as T[]) : [];
    this.#size = state.size ?? (state.spec.kind === 'offset' ? this.items.length : undefined);
    this.#fingerprint = JSON.stringify(this.items) ?? '';
    // A server that ignores the position answers the same page again: that ends the listing too.
    const repeated = state.previous !== undefined && state.previous === this.#fingerprint;
    this.#next = repeated ? undefined : nextPage({ ...state, size: this.#size }, this.items, data, answer);
  }

  /** Whether there is a page after this one: the answer says so, and this page was neither empty nor a repeat. */
  hasNext(): boolean {
    return this.#next !== undefined;
  }

  /** The next page, sent as this call was (same client, headers, retries); `signal` cancels it. */
  next(options: { signal?: AbortSignal } = {}): PagePromise<T, R> {
    const next = this.#next;
    const state = this.#state;
    const refused = !next ? `${state.name}: there is no next page (check hasNext() first)` : 'refused' in next ? next.refused : undefined;
    if (!next || refused !== undefined) return pagePromise(state, Promise.reject(new SdkError(refused)), {}) as PagePromise<T, R>;
    // One write to the listing's record, not a copy of every position so far (positions.ts).
    const positions = state.positions.step(state.length, next.key);
    const rawArgs = 'args' in next ? next.args : state.rawArgs;
    const withSignal = withInit(rawArgs, state.op.args.length, options.signal);
    const after: PageState = { ...state, rawArgs: withSignal, positions, length: state.length + 1, size: this.#size, previous: this.#fingerprint };
    return requestPage<T, R>(after, 'url' in next ? next.url : undefined);
  }

  /**
   * Every item from this page to the last, fetching each next page when the loop reaches it. An aborted `signal`
   * stops the loop with a `CancelledError`, the request in flight included; breaking out of the loop fetches nothing more.
   */
  async *iterate(options: { signal?: AbortSignal } = {}): AsyncGenerator<T, void, undefined> {
    const { signal } = options;
    let page: Page<T, R> = this;
    for (;;) {
      for (const item of page.items) {
        if (signal?.aborted) throw cancelled(page.#state.name, signal);
        yield item;
      }
      if (!page.hasNext()) return;
      if (signal?.aborted) throw cancelled(page.#state.name, signal);
      page = await page.next({ signal });
    }
  }

  [Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    return this.iterate({ signal: initOf(this.#state)?.signal });
  }

  static {
    readPositions = (page) => page.#state.positions;
  }
}

/** Internal: the record of positions a page's listing keeps (positions.ts), for tests and diagnostics of the paging cost. */
export const positionsOf = (page: Page<unknown, unknown>): Positions => readPositions(page);

/** What every page of one listing shares. Internal. */
interface PageState {
  readonly op: Operation;
  readonly spec: PaginationSpec;
  readonly name: string;
  readonly send: PageSend;
  /** The positional arguments (and init) this page was asked with. */
  readonly rawArgs: readonly unknown[];
  /** The positions already fetched, shared by the listing's pages: one coming back again ends the listing instead of looping. */
  readonly positions: Positions;
  /** How many of them led to this page: its path is their first `length`. */
  readonly length: number;
  /** The page size of the first page, when the caller asked for none: a shorter page is the last. */
  readonly size?: number;
  /** The items of the page before, as JSON. */
  readonly previous?: string;
}

/** Sends a paged call: its first page, as a `PagePromise`. Internal: `invoke` calls it for a call that names it. */
export function paginate(op: Operation, rawArgs: readonly unknown[], send: PageSend): PagePromise<unknown, unknown> {
  const spec = op.pagination!;
  const state: PageState = { op, spec, name: `${op.service.name}.${op.operationId}`, send, rawArgs, positions: new Positions(), length: 0 };
  let first: unknown;
  try {
    first = spec.input === undefined ? undefined : fieldValue(op, rawArgs, spec.input);
  } catch (error) {
    // A declaration the call's arguments do not match fails like the call, not with a throw.
    return pagePromise(state, Promise.reject(error), {});
  }
  return first === undefined ? requestPage(state) : requestPage({ ...state, positions: state.positions.step(0, String(first)), length: 1 });
}

function requestPage<T, R>(state: PageState, url?: string): PagePromise<T, R> {
  const answer: Answer = {};
  const sending = state
    .send(state.rawArgs, answer, url === undefined ? undefined : (built) => nextPageRequest(built, url))
    .then((data) => new Page<T, R>(state, data as R, answer));
  return pagePromise(state, sending, answer) as PagePromise<T, R>;
}

/** The GET of a next page's URL (checked to be on the call's origin): the call's headers, no body, no content type. */
function nextPageRequest(built: BuiltRequest, url: string): BuiltRequest {
  const headers = Object.fromEntries(Object.entries(built.headers).filter(([k]) => k.toLowerCase() !== 'content-type'));
  return { method: 'GET', url, headers, callHeaders: built.callHeaders };
}

function pagePromise(state: PageState, sending: Promise<Page<unknown, unknown>>, answer: Answer): PagePromise<unknown, unknown> {
  const promise = callPromise(sending, answer) as PagePromise<unknown, unknown>;
  promise[Symbol.asyncIterator] = async function* () {
    yield* (await promise).iterate({ signal: initOf(state)?.signal });
  };
  return promise;
}

/** Where the page after this one is, by the call's kind; none after an empty page or at a position already fetched. */
function nextPage(state: PageState, items: readonly unknown[], data: unknown, answer: Answer): NextPage | undefined {
  const { spec, op, rawArgs } = state;
  if (items.length === 0) return undefined;
  const more = moreSaid(spec, data);
  if (more === false) return undefined;
  const n = op.args.length;
  let next: NextPage | undefined;
  switch (spec.kind) {
    case 'cursor': {
      if (spec.hasMore !== undefined && more === undefined) return undefined;
      const cursor = spec.itemCursor !== undefined ? valueAt(items[items.length - 1], spec.itemCursor) : valueAt(data, spec.next ?? '');
      if (!(typeof cursor === 'string' && cursor !== '') && !(typeof cursor === 'number' && Number.isFinite(cursor))) return undefined;
      next = { args: [...withField(op, rawArgs.slice(0, n), spec.input!, cursor), ...rawArgs.slice(n)], key: String(cursor) };
      break;
    }
    case 'offset': {
      const asked = fieldValue(op, rawArgs, spec.input!);
      const position =
        typeof asked === 'number' ? asked : typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : spec.unit === 'page' ? (spec.first ?? 1) : 0;
      const limit = spec.limit === undefined ? undefined : Number(fieldValue(op, rawArgs, spec.limit));
      const size = Number.isFinite(limit) && limit! > 0 ? limit! : (state.size ?? items.length);
      const total = spec.total === undefined ? undefined : valueAt(data, spec.total);
      const pages = spec.pages === undefined ? undefined : valueAt(data, spec.pages);
      const offset = spec.unit === 'page' ? undefined : position;
      // The answer's own word (`more: true`, `isLast: false`) outweighs the total and a short page.
      if (more === undefined) {
        if (typeof total === 'number' && offset !== undefined && offset + items.length >= total) return undefined;
        if (typeof pages === 'number' && spec.unit === 'page' && position >= pages) return undefined;
        if (typeof total !== 'number' && typeof pages !== 'number' && items.length < size) return undefined;
      }
      const nextPosition = spec.unit === 'page' ? position + 1 : position + items.length;
      next = { args: [...withField(op, rawArgs.slice(0, n), spec.input!, nextPosition), ...rawArgs.slice(n)], key: String(nextPosition) };
      break;
    }
    case 'url':
    case 'link': {
      const target = spec.kind === 'url' ? valueAt(data, spec.next ?? '') : linkTarget(answer.response?.headers.get('link') ?? null, 'next');
      if (typeof target !== 'string' || target === '') return undefined;
      next = sameOrigin(state.name, target, answer.redirected ?? answer.url, answer.url);
      break;
    }
  }
  return state.positions.has(next.key, state.length) ? undefined : next;
}

/** Whether the answer says there are more pages (`hasMore`) or that this is the last (`isLast`); undefined when it says neither. */
function moreSaid(spec: PaginationSpec, data: unknown): boolean | undefined {
  const more = spec.hasMore === undefined ? undefined : valueAt(data, spec.hasMore);
  if (typeof more === 'boolean') return more;
  const last = spec.isLast === undefined ? undefined : valueAt(data, spec.isLast);
  return typeof last === 'boolean' ? !last : undefined;
}

/**
 * A next-page URL from an answer, resolved against the URL the answer came from (`base`, after any redirect). It is
 * the server's word, not the caller's: followed only on the origin the call was sent to (`sent`), so the client's
 * credentials never go to another host, even when a redirect brought the page from one.
 */
function sameOrigin(name: string, target: string, base: string | undefined, sent: string | undefined): NextPage {
  let url: URL;
  let from: URL;
  try {
    from = new URL(sent ?? '');
    url = new URL(target, new URL(base ?? '', from));
  } catch {
    return { refused: `${name}: the answer's next-page URL '${target}' is not a URL; not followed`, key: target };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { refused: `${name}: the answer's next-page URL '${target}' is not http(s); not followed`, key: target };
  if (url.origin !== from.origin)
    return {
      refused: `${name}: the answer's next-page URL ${url.href} is on another origin than the request (${from.origin}); not followed, so the client's credentials stay with ${from.origin}`,
      key: target,
    };
  return { url: url.href, key: url.href };
}

/** The positional arguments with the init's signal replaced (the one given to `next()`, else the first call's). */
function withInit(rawArgs: readonly unknown[], n: number, signal: AbortSignal | undefined): unknown[] {
  const init = rawArgs[n] as CallInit | undefined;
  const args = rawArgs.slice(0, n);
  while (args.length < n) args.push(undefined);
  return signal === undefined ? [...args, ...(init === undefined ? [] : [init])] : [...args, { ...init, signal }];
}

const initOf = (state: PageState): CallInit | undefined => state.rawArgs[state.op.args.length] as CallInit | undefined;

/** The binding of a request field (`query.cursor`): an argument's own, else the whole body's property. */
function bindingOf(op: Operation, ref: string) {
  const dot = ref.indexOf('.');
  const location = ref.slice(0, dot);
  const name = ref.slice(dot + 1);
  const all = bindings(op);
  const own = all.find((b) => b.location === location && b.name === name);
  if (own) return { binding: own, property: undefined };
  const body = location === 'body' ? all.find((b) => b.location === 'body' && b.name === '') : undefined;
  if (!body) throw new SdkError(`${op.service.name}.${op.operationId}: pages by ${ref}, which no argument carries`);
  return { binding: body, property: name };
}

function fieldValue(op: Operation, rawArgs: readonly unknown[], ref: string): unknown {
  const { binding, property } = bindingOf(op, ref);
  const arg = rawArgs[binding.argIndex] as Record<string, unknown> | undefined;
  const value = binding.property === undefined ? arg : (arg?.[binding.property] as Record<string, unknown> | undefined);
  return property === undefined ? value : (value as Record<string, unknown> | undefined)?.[property];
}

/** The positional arguments with one request field set: copies along the way, the caller's objects stay as they were. */
function withField(op: Operation, args: readonly unknown[], ref: string, value: unknown): unknown[] {
  const { binding, property } = bindingOf(op, ref);
  const out = [...args];
  while (out.length <= binding.argIndex) out.push(undefined);
  const set = (target: unknown, key: string, v: unknown) => ({ ...(target as Record<string, unknown> | undefined), [key]: v });
  const inner = (current: unknown) => (property === undefined ? value : set(current, property, value));
  const arg = out[binding.argIndex] as Record<string, unknown> | undefined;
  out[binding.argIndex] = binding.property === undefined ? inner(arg) : set(arg, binding.property, inner(arg?.[binding.property]));
  return out;
}

function cancelled(name: string, signal: AbortSignal): CancelledError {
  return new CancelledError(`${name}: iterate: cancelled`, { cause: signal.reason });
}

// Plain-mode list calls on the paging engine (listing.ts): a call whose declaration carries a `PaginationSpec`
// resolves to its first `Page`, and each page finds the next by its spec's kind (kinds.ts). A generated call that
// pages names `paginate` among its features, so a bundle without such a call carries none of this.
import { bindings } from '../arguments.ts';
import type { BuiltRequest } from '../build-request.ts';
import { type Answer, type CallPromise, callPromise } from '../call-promise.ts';
import { SdkError } from '../errors.ts';
import type { CallInit, Operation, PaginationSpec } from '../types.ts';
import { listStep } from './kinds.ts';
import { Listing, startAt, type Trail } from './listing.ts';
import { valueAt } from './pointer.ts';
import type { Positions } from './positions.ts';

/** Sends the call once with these positional arguments (and init), or what `reshape` makes of its request; fills `answer`. */
export type PageSend = (rawArgs: readonly unknown[], answer: Answer, reshape?: (built: BuiltRequest) => BuiltRequest) => Promise<unknown>;

/** What a paged call returns: the first page, like any call's promise (`withResponse()`, `asResponse()`), and `for await` over every item. */
export type PagePromise<T, R> = CallPromise<Page<T, R>> & AsyncIterable<T>;

/** Where the next page is: request arguments with the position replaced, a URL to GET, or a URL refused (why). */
type NextPage = { args: readonly unknown[]; key: string } | { url: string; key: string } | { refused: string; key: string };

/** Reads a page's record of positions; set by `Page` itself, which alone sees its private state. */
let readPositions: (page: Page<unknown, unknown>) => Positions;

/** One page of a list call: its items, its answer, and the way to the next. */
export class Page<T, R = unknown> extends Listing<T, NextPage> implements AsyncIterable<T> {
  /** The whole answer, converted: the list's other fields (totals, cursors) are here. */
  readonly data: R;
  /** The answer as received (its body already read): status, headers, URL. */
  readonly response: Response;
  readonly #state: PageState;
  readonly #answer: Answer;
  readonly #size: number | undefined;

  /** @internal Made by `paginate`. */
  constructor(state: PageState, data: R, answer: Answer) {
    const items = valueAt(data, state.spec.items);
    super(Array.isArray(items) ? (items as T[]) : [], state.trail);
    this.#state = state;
    this.#answer = answer;
    this.data = data;
    this.response = answer.response!;
    this.#size = state.size ?? (state.spec.kind === 'offset' ? this.items.length : undefined);
    // Read now, so a declaration the call's arguments do not match fails this page's call, not a later next().
    void this.ahead;
  }

  protected nextStep(): NextPage | undefined {
    const { spec, op, rawArgs, name } = this.#state;
    const field = (ref: string) => fieldValue(op, rawArgs, ref);
    const step = listStep(spec, { name, items: this.items, data: this.data, answer: this.#answer, field, size: this.#size });
    if (step === undefined || !('position' in step)) return step;
    const n = op.args.length;
    return { args: [...withField(op, rawArgs.slice(0, n), spec.input!, step.position), ...rawArgs.slice(n)], key: step.key };
  }

  /** The next page, sent as this call was (same client, headers, retries); `signal` cancels it. */
  next(options: { signal?: AbortSignal } = {}): PagePromise<T, R> {
    const next = this.ahead;
    const state = this.#state;
    const refused = !next ? `${state.name}: there is no next page (check hasNext() first)` : 'refused' in next ? next.refused : undefined;
    if (!next || refused !== undefined) return pagePromise(state, Promise.reject(new SdkError(refused)), {}) as PagePromise<T, R>;
    const rawArgs = 'args' in next ? next.args : state.rawArgs;
    const withSignal = withInit(rawArgs, state.op.args.length, options.signal);
    const after: PageState = { ...state, rawArgs: withSignal, trail: this.trailAfter(next), size: this.#size };
    return requestPage<T, R>(after, 'url' in next ? next.url : undefined);
  }

  protected advance(signal: AbortSignal | undefined): PagePromise<T, R> {
    return this.next({ signal });
  }

  protected get iterateLabel(): string {
    return `${this.#state.name}: iterate`;
  }

  [Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    return this.iterate({ signal: initOf(this.#state)?.signal });
  }

  static {
    readPositions = (page) => page.trail.positions;
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
  /** Where the page stands in its listing (listing.ts). */
  readonly trail: Trail;
  /** The page size of the first page, when the caller asked for none: a shorter page is the last. */
  readonly size?: number;
}

/** Sends a paged call: its first page, as a `PagePromise`. Internal: `invoke` calls it for a call that names it. */
export function paginate(op: Operation, rawArgs: readonly unknown[], send: PageSend): PagePromise<unknown, unknown> {
  const spec = op.pagination!;
  const state: PageState = { op, spec, name: `${op.service.name}.${op.operationId}`, send, rawArgs, trail: startAt() };
  let first: unknown;
  try {
    first = spec.input === undefined ? undefined : fieldValue(op, rawArgs, spec.input);
  } catch (error) {
    // A declaration the call's arguments do not match fails like the call, not with a throw.
    return pagePromise(state, Promise.reject(error), {});
  }
  return requestPage(first === undefined ? state : { ...state, trail: startAt(String(first)) });
}

function requestPage<T, R>(state: PageState, url?: string): PagePromise<T, R> {
  const answer: Answer = {};
  const sending = state
    .send(state.rawArgs, answer, url === undefined ? undefined : (built) => nextPageRequest(built, url))
    .then((data) => new Page<T, R>(state, data as R, answer));
  return pagePromise(state, sending, answer) as PagePromise<T, R>;
}

/** The GET of a next page's URL (checked to be on the call's origin by kinds.ts): the call's headers, no body, no content type. */
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

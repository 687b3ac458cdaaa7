import { ALL_FEATURES } from '../all-features.ts';
import type { CallFeatures } from '../call-features.ts';
import type { ClientLike } from '../client-config.ts';
import { ArgumentError } from '../errors.ts';
import { invoke } from '../invoke.ts';
import type { CallInit, Operation, OperationSpec, QueryBuilderSpec, ServiceInfo } from '../types.ts';
import type { FilterProblem, FilterState } from './filter-builder.ts';
import { QueryResult, type PagePosition, type PagingMetadata } from './result.ts';
import { SortedQuery } from './sorted-query.ts';

/** The page size of a builder that was given no `limit()`, as in the platform's SDK. */
const DEFAULT_LIMIT = 50;
/** The field names the platform's SDK renames on the way out. */
const SYSTEM_FIELDS: Readonly<Record<string, string>> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };
const QUERY_KEYS = ['filter', 'sort', 'paging', 'cursorPaging'];

const MESSAGES: Readonly<Record<FilterProblem, (p: Record<string, unknown>) => string>> = {
  arity1: () => 'takes one argument',
  arity2: () => 'takes two arguments: a field name and a value',
  arity3: () => 'takes three arguments: a field name, a start and an end',
  arityValues: () => 'takes a field name and at least one value',
  fieldName: (p) => `takes a field name (a string), not ${p.field}`,
  comparable: (p) => `compares strings, numbers, booleans or Dates, not ${p.value}`,
  string: (p) => `takes a string value, not ${p.value}`,
  setValues: () => 'takes strings, numbers or Dates',
  betweenTypes: (p) => `takes a start and an end of one type, not ${p.first} and ${p.second}`,
  notFilter: (p) => `takes a query of the same call, not ${p.obj}`,
  otherCollection: () => 'takes a query of the same call',
  noFields: () => 'takes at least one field name',
  fieldNames: (p) => `takes field names (strings), not ${p.args}`,
  countType: (p) => `takes a ${p.specifier} integer, not ${p.operand}`,
  countPositive: (p) => `takes a positive integer, not ${p.operand}`,
  countNonNegative: (p) => `takes a non-negative integer, not ${p.operand}`,
  countInteger: (p) => `takes an integer, not ${p.operand}`,
  paging: () => 'is for offset paging; this call pages by cursor (next(), or skipTo(cursor))',
};

/** Sends one page's query through the generated call. */
type QuerySend = (query: Record<string, unknown>, init: CallInit | undefined) => Promise<unknown>;

interface Source {
  /** `queryPosts()`: how the builder is named in messages. */
  readonly name: string;
  readonly spec: QueryBuilderSpec;
  readonly paging: 'offset' | 'cursor';
  readonly defaultLimit: number;
  readonly send: QuerySend;
}

interface ItemQueryShape {
  readonly sort: readonly { fieldName: string; order: 'ASC' | 'DESC' }[];
  readonly limit?: number;
  readonly skip?: number;
  /** Where a cursor query starts (`skipTo`). */
  readonly cursor?: string;
}

/**
 * The builder a `query*` call returns when it is given no query (`queryPosts().eq('featured', true).find()`), as the
 * platform's SDK has it: the shared filter, sort and paging engine, problems as `ArgumentError`s naming the method,
 * conditions joined by `$and`, and `_id` sent as `id`. `find()` resolves to the first page; `iterate()` walks every
 * item of every page.
 */
export class ItemQuery<T> extends SortedQuery<ArgumentError, ItemQueryShape> {
  constructor(private readonly source: Source) {
    super({ conditions: [], problems: [] } as FilterState<ArgumentError>, { sort: [] });
  }

  protected get kind(): string {
    return this.source.name;
  }

  protected override get join(): 'and' {
    return 'and';
  }

  protected override fieldName(field: string): string {
    return field
      .split('.')
      .map((segment) => SYSTEM_FIELDS[segment] ?? segment)
      .join('.');
  }

  protected problem(problem: FilterProblem, params: Record<string, unknown>): ArgumentError {
    const where = `${this.source.name}${String(params.operatorName ?? '')}`;
    return new ArgumentError(`${where} ${MESSAGES[problem](params)}`, where);
  }

  protected override accepts(other: unknown): other is ItemQuery<T> {
    return other instanceof ItemQuery && other.source.name === this.source.name;
  }

  /** Items to skip (offset paging only). */
  override skip(skip: number): this {
    if (this.source.paging === 'cursor') return this.withShape({}, [this.problem('paging', { operatorName: '.skip' })]);
    return super.skip(skip);
  }

  /** Starts at a cursor from an earlier page (cursor paging only). */
  skipTo(cursor: string): this {
    if (this.source.paging !== 'cursor') return this.withShape({}, [this.problem('paging', { operatorName: '.skipTo' })]);
    if (typeof cursor !== 'string' || cursor === '') return this.withShape({}, [this.problem('string', { operatorName: '.skipTo', value: typeof cursor })]);
    return this.withShape({ cursor }, []);
  }

  /** The query object the first page sends, or an ArgumentError naming every problem found while building. */
  toQuery(): Record<string, unknown> {
    const [first, ...rest] = this.state.problems;
    if (first) {
      const error = new ArgumentError([first, ...rest].map((p) => p.message).join('\n'), first.argument);
      throw Object.assign(error, { problems: this.state.problems });
    }
    return this.pageQuery(this.shape.cursor ?? this.shape.skip ?? 0);
  }

  private get pageSize(): number {
    return this.shape.limit ?? this.source.defaultLimit;
  }

  /** A cursor page carries the cursor only, as the platform takes it; an offset page carries the whole query. */
  private pageQuery(position: PagePosition): Record<string, unknown> {
    const limit = this.pageSize;
    if (typeof position === 'string') return { cursorPaging: { limit, cursor: position } };
    const query: Record<string, unknown> = { filter: this.filterModel() };
    if (this.shape.sort.length) query.sort = this.shape.sort.map((s) => ({ ...s }));
    if (this.source.paging === 'cursor') query.cursorPaging = { limit };
    else query.paging = { limit, offset: position };
    return query;
  }

  /** The first page of matching items (or the page at `skip()` / `skipTo()`). */
  async find(init?: CallInit): Promise<QueryResult<T>> {
    const query = this.toQuery();
    const { items, pagingMetadata } = this.source.spec;
    const read = (answer: unknown) => {
      const fields = answer as Record<string, unknown> | undefined;
      return { items: (fields?.[items] as T[] | undefined) ?? [], paging: (fields?.[pagingMetadata] as PagingMetadata | undefined) ?? {} };
    };
    const fetch = async (position: PagePosition, signal?: AbortSignal) =>
      read(await this.source.send(this.pageQuery(position), signal ? { ...init, signal } : init));
    const offset = this.source.paging === 'offset' ? (this.shape.skip ?? 0) : undefined;
    const pastEnd = (direction: 'next' | 'prev') =>
      new ArgumentError(`${this.source.name}.find(): there is no ${direction === 'next' ? 'next' : 'previous'} page`, `${this.source.name}.${direction}`);
    return new QueryResult<T>({
      ...read(await this.source.send(query, init)),
      fetch,
      pastEnd,
      pageSize: this.pageSize,
      offset,
      currentPage: offset === undefined ? 0 : undefined,
      rules: 'builder',
    });
  }

  /**
   * Every matching item, page after page, beyond the SDK: `for await (const post of queryPosts().iterate())`. An
   * aborted `init.signal` stops it with a `CancelledError`, the request in flight included.
   */
  async *iterate(init?: CallInit): AsyncGenerator<T, void, undefined> {
    const first = await this.find(init);
    yield* first.iterate({ signal: init?.signal });
  }
}

/** Whether a lone argument is a query (it names `filter`, `sort`, `paging` or `cursorPaging`), as the SDK tells them apart. */
const isQuery = (value: unknown) => typeof value === 'object' && value !== null && QUERY_KEYS.some((key) => Object.hasOwn(value, key));

/**
 * A `query*` call with a builder (`x-query-builder`): given a query it sends it, as any call; given nothing (or only
 * its options, for calls that take them) it returns an `ItemQuery` bound to the same client.
 */
export function queryCall(op: Operation, args: readonly unknown[], client?: ClientLike): unknown {
  const spec = op.queryBuilder!;
  const hasOptions = op.args.length > 1;
  const wantsBuilder = args.length === 0 || (hasOptions && args.length === 1 && !isQuery(args[0]));
  if (!wantsBuilder) return invoke(op, args, client);
  const options = args[0];
  const rules = op.clientRules ?? op.service.clientRules;
  return new ItemQuery({
    name: `${op.operationId}()`,
    spec,
    paging: spec.paging === 'offset' ? 'offset' : 'cursor',
    defaultLimit: rules?.defaultPageSize ?? DEFAULT_LIMIT,
    send: (query, init) => invoke(op, hasOptions ? [query, options, init] : [query, init], client),
  });
}

/** Turns a `query*` declaration with a builder into a call (see `queryCall`); any feature it needs. */
export function defineQueryCall<F>(service: ServiceInfo, spec: OperationSpec): F {
  return defineGeneratedQueryCall(service, spec, ALL_FEATURES);
}

/** `defineQueryCall` for generated calls: they name the features they use (call-features.ts). */
export function defineGeneratedQueryCall<F>(service: ServiceInfo, spec: OperationSpec, features: CallFeatures = {}): F {
  const op: Operation = { ...spec, service, features };
  const call = (...args: unknown[]) => queryCall(op, args);
  return Object.assign(call, { op, route: (args: readonly unknown[], client?: ClientLike) => queryCall(op, args, client) }) as F;
}

import { dataError, DataError, type Catalogue } from './data-error.ts';
import { DataFilter, typeForDisplay, type FilterModel } from './filter.ts';
import type { DataResult } from './result.ts';

/** The platform's most items one query page may ask for. */
export const MAX_PAGE_SIZE = 1000;

export type SortItem = { fieldName: string; order: 'ASC' | 'DESC' };
/** A reference field whose referenced items come in place of their IDs, at most `limit` of them. */
export type IncludedReference = { field: string; limit?: number };

export interface QueryShape {
  readonly sort: readonly SortItem[];
  readonly limit?: number;
  readonly skip?: number;
  readonly fields?: readonly string[];
  readonly include?: readonly IncludedReference[];
  /** Free-text search (DataSearch only). */
  readonly search?: { readonly expression?: string; readonly mode?: 'AND' | 'OR'; readonly fuzzy?: boolean };
}

/** The request a query becomes: the data API's QueryV2 and the referenced items to include. */
export interface QueryRequest {
  dataCollectionId: string;
  query: { filter?: FilterModel; sort?: SortItem[]; paging: { limit: number; offset: number }; fields?: string[] };
  includeReferences?: IncludedReference[];
}

/** Item data as the platform stores it: `_id` plus the collection's fields. */
export type ItemData = Record<string, unknown> & { _id?: string };

/** What sends a query once it is checked; the data items layer provides it (`createDataItems`). */
export interface QueryRunner {
  find(query: DataQuery, args: unknown[]): Promise<DataResult<ItemData>>;
  count(query: DataQuery, args: unknown[]): Promise<number>;
  distinct(query: DataQuery, args: unknown[]): Promise<DataResult<unknown>>;
  search(search: DataSearch, args: unknown[]): Promise<DataResult<ItemData>>;
}

export interface QueryContext {
  readonly defaultPageSize?: number;
  readonly runner?: QueryRunner;
}

type FilterState = ConstructorParameters<typeof DataFilter>[1] & object;
type QueryCtor<T> = new (catalogue: Catalogue, collection: string, context: QueryContext, state?: FilterState, shape?: QueryShape) => T;

/** Field names as varargs or one array (the platform's `ascending('a', 'b')` / `ascending(['a', 'b'])`). */
function fieldList(args: unknown[]): unknown[] {
  return args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
}

/**
 * What a query and a search share: the filter operators of DataFilter plus sort, paging and projection.
 * Immutable; argument problems are collected with their WDE codes and raised together before anything is sent.
 */
export abstract class QueryBuilder extends DataFilter {
  constructor(
    catalogue: Catalogue,
    readonly collection: string,
    protected readonly context: QueryContext = {},
    state: FilterState = { conditions: [], problems: [], collection },
    readonly shape: QueryShape = { sort: [] },
  ) {
    super(catalogue, { ...state, collection });
  }

  get defaultPageSize(): number {
    return this.context.defaultPageSize ?? 50;
  }

  protected override copy(state: FilterState): this {
    return this.make(state, this.shape);
  }

  private make(state: FilterState, shape: QueryShape): this {
    const Self = this.constructor as QueryCtor<this>;
    return new Self(this.catalogue, this.collection, this.context, state, shape);
  }

  protected withShape(patch: Partial<QueryShape>, problems: DataError[]): this {
    const state = { ...this.state, problems: [...this.state.problems, ...problems] };
    return this.make(state, problems.length ? this.shape : { ...this.shape, ...patch });
  }

  private names(operatorName: string, args: unknown[]): { names: string[]; problems: DataError[] } {
    const names = fieldList(args);
    if (names.length === 0) return { names: [], problems: [dataError(this.catalogue, 'WDE0043', { operatorName })] };
    if (!names.every((n) => typeof n === 'string'))
      return { names: [], problems: [dataError(this.catalogue, 'WDE0051', { operatorName, args: names.map(typeForDisplay).join(',') })] };
    return { names: names as string[], problems: [] };
  }

  private sorted(order: 'ASC' | 'DESC', operatorName: string, args: unknown[]): this {
    const { names, problems } = this.names(operatorName, args);
    return this.withShape({ sort: [...this.shape.sort, ...names.map((fieldName) => ({ fieldName, order }))] }, problems);
  }

  ascending(...fields: string[] | [string[]]): this {
    return this.sorted('ASC', '.ascending', fields);
  }
  descending(...fields: string[] | [string[]]): this {
    return this.sorted('DESC', '.descending', fields);
  }

  private count_(operatorName: string, args: unknown[], positive: boolean, max: number): DataError[] {
    const err = (code: string, params: Record<string, unknown> = {}) => [dataError(this.catalogue, code, { operatorName, operand: args[0], ...params })];
    if (args.length !== 1) return err('WDE0039');
    const n = args[0];
    if (typeof n !== 'number' || Number.isNaN(n)) return err('WDE0032', { specifier: positive ? 'positive' : 'non-negative', operand: typeForDisplay(n) });
    if (positive ? n <= 0 : n < 0) return err(positive ? 'WDE0033' : 'WDE0034');
    if (!Number.isInteger(n)) return err('WDE0035');
    if (n > max) return err('WDE0036', { value: max });
    return [];
  }

  /** Items per page: a positive integer, at most 1000. */
  limit(limit: number): this {
    return this.withShape({ limit }, this.count_('.limit', [...arguments], true, MAX_PAGE_SIZE));
  }
  /** Items to skip: a non-negative safe integer. */
  skip(skip: number): this {
    return this.withShape({ skip }, this.count_('.skip', [...arguments], false, Number.MAX_SAFE_INTEGER));
  }
  /** Only these fields in the results (`_id` always comes). */
  fields(...fields: string[] | [string[]]): this {
    const { names, problems } = this.names('.fields', fields);
    return this.withShape({ fields: [...(this.shape.fields ?? []), ...names] }, problems);
  }
  /** Referenced items to return in place of their IDs; a trailing number caps how many per field. */
  include(...fieldsAndLimit: (string | number)[] | [string[]]): this {
    const args = fieldList(fieldsAndLimit);
    const limit = typeof args[args.length - 1] === 'number' ? (args[args.length - 1] as number) : undefined;
    const { names, problems } = this.names('.include', limit === undefined ? args : args.slice(0, -1));
    return this.withShape(
      { include: [...(this.shape.include ?? []), ...names.map((field) => (limit === undefined ? { field } : { field, limit }))] },
      problems,
    );
  }

  /**
   * The filter model, or one DataError naming every problem of the builder plus `extra` (the checks of the call
   * that runs it): `Failed to perform query on [Books].` and a line per problem.
   */
  checkedFilter(extra: readonly DataError[] = []): FilterModel {
    const problems = [...this.state.problems, ...extra];
    const [first] = problems;
    if (first) throw new DataError(first.code, `Failed to perform query on [${this.collection}].\n${problems.map((p) => p.message).join('\n')}`, { problems });
    return this.build();
  }

  protected runner(): QueryRunner {
    if (!this.context.runner)
      throw new DataError(
        'WD_UNKNOWN_ERROR',
        `${this.kind} of [${this.collection}] is not bound to a client: create it with createDataItems(...).query(collection)`,
      );
    return this.context.runner;
  }
}

/** A query on one collection; `find()`, `count()` and `distinct()` send it through the data items layer. */
export class DataQuery extends QueryBuilder {
  protected override get kind(): string {
    return 'DataQuery';
  }

  /** The request this query sends, or a DataError naming every problem found while building it. */
  toRequest(): QueryRequest {
    const filter = this.build();
    const query: QueryRequest['query'] = { paging: { limit: this.shape.limit ?? this.defaultPageSize, offset: this.shape.skip ?? 0 } };
    if (Object.keys(filter).length > 0) query.filter = filter;
    if (this.shape.sort.length > 0) query.sort = [...this.shape.sort];
    if (this.shape.fields?.length) query.fields = [...this.shape.fields];
    const request: QueryRequest = { dataCollectionId: this.collection, query };
    if (this.shape.include?.length) request.includeReferences = [...this.shape.include];
    return request;
  }

  /** The first page of matching items. */
  find(options?: QueryOptions): Promise<DataResult<ItemData>> {
    return this.send(() => this.runner().find(this, [...arguments]));
  }
  /** How many items match. */
  count(options?: QueryOptions): Promise<number> {
    return this.send(() => this.runner().count(this, [...arguments]));
  }
  /** The distinct values of a field over the matching items, paged like `find()`. */
  distinct(field: string, options?: QueryOptions): Promise<DataResult<unknown>> {
    return this.send(() => this.runner().distinct(this, [...arguments]));
  }

  private send<T>(run: () => Promise<T>): Promise<T> {
    return Promise.resolve().then(run);
  }
}

/** The options of the read calls: flags checked before sending (WDE0018). */
export interface QueryOptions {
  suppressAuth?: boolean;
  suppressHooks?: boolean;
  showDrafts?: boolean;
  consistentRead?: boolean;
  language?: string;
  returnTotalCount?: boolean;
}

/** A free-text search with a query's filter, sort and paging; `run()` sends it. */
export class DataSearch extends QueryBuilder {
  protected override get kind(): string {
    return 'DataSearch';
  }

  /** The text to search for. */
  expression(text: string): this {
    const problems = typeof text === 'string' ? [] : [dataError(this.catalogue, 'WDE0044', { operatorName: '.expression', value: typeForDisplay(text) })];
    return this.withShape({ search: { ...this.shape.search, expression: text } }, problems);
  }
  /** Every term must be present. */
  andMode(): this {
    return this.withShape({ search: { ...this.shape.search, mode: 'AND' } }, []);
  }
  /** Any term may be present (the default). */
  orMode(): this {
    return this.withShape({ search: { ...this.shape.search, mode: 'OR' } }, []);
  }
  /** Match terms approximately. */
  fuzzy(): this {
    return this.withShape({ search: { ...this.shape.search, fuzzy: true } }, []);
  }

  run(options?: QueryOptions): Promise<DataResult<ItemData>> {
    return Promise.resolve().then(() => this.runner().search(this, [...arguments]));
  }
}

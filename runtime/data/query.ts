import { fieldList, SortedQuery, type SortAndPaging, type SortItem } from '../query/sorted-query.ts';
import { dataError, DataError, failedTo, type Catalogue } from './data-error.ts';
import { checkedModel, DATA_BUILDER, dataProblem, isDataBuilder, typeForDisplay, type FilterModel } from './filter.ts';
import type { DataResult } from './result.ts';
import type { FilterBuilder, FilterProblem, FilterState } from '../query/filter-builder.ts';

export type { SortItem };

/** A reference field whose referenced items come in place of their IDs, at most `limit` of them. */
export type IncludedReference = { field: string; limit?: number };

export interface QueryShape extends SortAndPaging {
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

/**
 * What a data query and a search share: the shared filter, sort and paging engine with the data layer's WDE codes,
 * plus projection and included references.
 */
export abstract class QueryBuilder extends SortedQuery<DataError, QueryShape> {
  constructor(
    protected readonly catalogue: Catalogue,
    readonly collection: string,
    protected readonly context: QueryContext = {},
    state: FilterState<DataError> = { conditions: [], problems: [], collection },
    shape: QueryShape = { sort: [] },
  ) {
    super({ ...state, collection }, shape);
  }

  protected problem(problem: FilterProblem, params: Record<string, unknown>): DataError {
    return dataProblem(this.catalogue, problem, params);
  }

  readonly [DATA_BUILDER] = true;

  protected override accepts(other: unknown): other is FilterBuilder<DataError> {
    return isDataBuilder(other);
  }

  get defaultPageSize(): number {
    return this.context.defaultPageSize ?? 50;
  }

  /** The collection a query is bound to. */
  get boundCollection(): string {
    return this.collection;
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

  /** The filter model, or a DataError naming every problem found while building (nothing was sent). */
  build(): FilterModel {
    return checkedModel(this.kind, this.state.problems, () => this.filterModel());
  }

  /**
   * The filter model, or one DataError naming every problem of the builder plus `extra` (the checks of the call
   * that runs it): `Failed to perform query on [Books].` and a line per problem.
   */
  checkedFilter(extra: readonly DataError[] = []): FilterModel {
    const problems = [...this.state.problems, ...extra];
    if (problems.length > 0) throw failedTo('query', this.collection, problems);
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

  /**
   * Every matching item, page after page, beyond the platform's SDK: `for await (const item of query.iterate())`. An
   * aborted `signal` stops it with a `CancelledError`, the request in flight included.
   */
  async *iterate(options: QueryOptions & { signal?: AbortSignal } = {}): AsyncGenerator<ItemData, void, undefined> {
    const { signal, ...rest } = options;
    const first = await this.find(rest);
    yield* first.iterate({ signal });
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

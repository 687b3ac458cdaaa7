import { dataError, type Catalogue, type DataError } from './data-error.ts';
import { DataFilter, typeForDisplay, type FilterModel } from './filter.ts';

/** The platform's most items one query page may ask for. */
export const MAX_PAGE_SIZE = 1000;

export interface QueryShape {
  readonly sort: readonly { fieldName: string; order: 'ASC' | 'DESC' }[];
  readonly limit?: number;
  readonly skip?: number;
  readonly fields?: readonly string[];
  readonly include?: readonly string[];
}

/** The request a query becomes: the data API's QueryV2 and the referenced fields to include. */
export interface QueryRequest {
  dataCollectionId: string;
  query: { filter?: FilterModel; sort?: { fieldName: string; order: 'ASC' | 'DESC' }[]; paging: { limit: number; offset: number }; fields?: string[] };
  referencedItemOptions?: { fieldName: string }[];
}

type FilterState = ConstructorParameters<typeof DataFilter>[1] & object;

/** Field names as varargs or one array (the platform's `ascending('a', 'b')` / `ascending(['a', 'b'])`). */
function fieldList(args: unknown[]): unknown[] {
  return args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
}

/**
 * A query on one collection: the filter operators of DataFilter plus sort, paging and projection. Immutable;
 * argument problems are raised together, with their WDE codes, by `toRequest()` before anything is sent.
 */
export class DataQuery extends DataFilter {
  constructor(
    catalogue: Catalogue,
    readonly collection: string,
    state: FilterState = { conditions: [], problems: [], collection },
    readonly shape: QueryShape = { sort: [] },
    readonly defaultPageSize = 50,
  ) {
    super(catalogue, { ...state, collection });
  }

  protected override get kind(): string {
    return 'DataQuery';
  }

  protected override copy(state: FilterState): this {
    return new DataQuery(this.catalogue, this.collection, state, this.shape, this.defaultPageSize) as this;
  }

  private withShape(patch: Partial<QueryShape>, problems: DataError[]): this {
    const state = { ...this.state, problems: [...this.state.problems, ...problems] };
    return new DataQuery(this.catalogue, this.collection, state, problems.length ? this.shape : { ...this.shape, ...patch }, this.defaultPageSize) as this;
  }

  private names(operatorName: string, args: unknown[]): { names: string[]; problems: DataError[] } {
    const names = fieldList(args);
    if (names.length === 0) return { names: [], problems: [dataError(this.catalogue, 'WDE0043', { operatorName })] };
    if (!names.every((n) => typeof n === 'string')) return { names: [], problems: [dataError(this.catalogue, 'WDE0051', { operatorName, args: names.map(typeForDisplay).join(',') })] };
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

  private count(operatorName: string, args: unknown[], positive: boolean, max: number): DataError[] {
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
    return this.withShape({ limit }, this.count('.limit', [...arguments], true, MAX_PAGE_SIZE));
  }
  /** Items to skip: a non-negative safe integer. */
  skip(skip: number): this {
    return this.withShape({ skip }, this.count('.skip', [...arguments], false, Number.MAX_SAFE_INTEGER));
  }
  /** Only these fields in the results (`_id` always comes). */
  fields(...fields: string[] | [string[]]): this {
    const { names, problems } = this.names('.fields', fields);
    return this.withShape({ fields: [...(this.shape.fields ?? []), ...names] }, problems);
  }
  /** Referenced items to return in place of their ids. */
  include(...fields: string[] | [string[]]): this {
    const { names, problems } = this.names('.include', fields);
    return this.withShape({ include: [...(this.shape.include ?? []), ...names] }, problems);
  }

  /** The request this query sends, or a DataError naming every problem found while building it. */
  toRequest(): QueryRequest {
    const filter = this.build();
    const query: QueryRequest['query'] = { paging: { limit: this.shape.limit ?? this.defaultPageSize, offset: this.shape.skip ?? 0 } };
    if (Object.keys(filter).length > 0) query.filter = filter;
    if (this.shape.sort.length > 0) query.sort = [...this.shape.sort];
    if (this.shape.fields?.length) query.fields = [...this.shape.fields];
    const request: QueryRequest = { dataCollectionId: this.collection, query };
    if (this.shape.include?.length) request.referencedItemOptions = this.shape.include.map((fieldName) => ({ fieldName }));
    return request;
  }
}

import { ArgumentCheck, OPTION_FLAGS } from './checks.ts';
import { dataError, DataError, failedTo, type Catalogue } from './data-error.ts';
import { DataFilter, typeForDisplay, type FilterModel } from './filter.ts';

/** The field an operation is computed on. */
export interface AggregateOperand {
  itemFieldName: string;
}

/** One operation of an aggregation: the result field it fills and exactly one calculation. */
export interface AggregateOperation {
  resultFieldName: string;
  average?: AggregateOperand;
  min?: AggregateOperand;
  max?: AggregateOperand;
  sum?: AggregateOperand;
  itemCount?: Record<string, never>;
}

export interface AggregateSort {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/** The body of the data API's aggregate request for a first page, as the platform SDK sends it. */
export interface AggregateRequest {
  dataCollectionId: string;
  initialFilter: FilterModel;
  aggregation: { groupingFields: string[]; operations: AggregateOperation[] };
  /** The `having` filter, on the grouped results; only when one was set. */
  finalFilter?: FilterModel;
  sort: AggregateSort[];
  /** Only when a limit or a skip was set; the server's default page size applies otherwise. */
  paging?: { limit?: number; offset: number };
}

/** Sends the request and reads the answer; bound by the client that created the aggregate. */
export type AggregateRunner<R, O> = (request: AggregateRequest, options: O | undefined) => Promise<R>;

interface AggregateState {
  readonly filter?: DataFilter;
  readonly having?: DataFilter;
  readonly group: readonly string[];
  readonly operations: readonly AggregateOperation[];
  readonly sort: readonly AggregateSort[];
  readonly limit?: number;
  readonly skip: number;
  /** Problems found while building, the filter's and having's included; raised together before anything is sent. */
  readonly problems: readonly DataError[];
}

type Accumulator = 'sum' | 'avg' | 'min' | 'max';

/** The request's name of each calculation. */
const CALCULATION: Record<Accumulator, 'sum' | 'average' | 'min' | 'max'> = { sum: 'sum', avg: 'average', min: 'min', max: 'max' };

const EMPTY: AggregateState = { group: [], operations: [], sort: [], skip: 0, problems: [] };

/** Field names as varargs or one array (`group('a', 'b')` / `group(['a', 'b'])`). */
function fieldList(args: unknown[]): unknown[] {
  return args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
}

/**
 * An aggregation on one collection: a filter on the items, grouping, sums, averages, minimums, maximums and counts
 * per group, a filter on the groups (`having`), sort and paging. Immutable; argument problems are raised together,
 * with their WDE codes, by `toRequest()` and `run()` before anything is sent.
 */
export class DataAggregate<R = unknown, O = unknown> {
  constructor(
    private readonly catalogue: Catalogue,
    readonly collection: string,
    private readonly runner?: AggregateRunner<R, O>,
    private readonly state: AggregateState = EMPTY,
  ) {}

  private next(patch: Partial<AggregateState>): DataAggregate<R, O> {
    return new DataAggregate(this.catalogue, this.collection, this.runner, { ...this.state, ...patch });
  }

  /** A builder like this one with the problem recorded and nothing else changed. */
  private refused(code: string, operatorName: string, params: Record<string, unknown> = {}): DataAggregate<R, O> {
    return this.next({ problems: [...this.state.problems, dataError(this.catalogue, code, { operatorName, ...params })] });
  }

  private setFilter(slot: 'filter' | 'having', operatorName: string, args: unknown[]): DataAggregate<R, O> {
    const [given] = args;
    if (args.length !== 1) return this.refused('WDE0039', operatorName);
    // An empty filter does not count as set, as on the platform.
    if (this.state[slot]?.hasAnyFilter()) return this.refused('WDE0012', operatorName);
    // A query's sort and paging would be dropped silently: like the platform, only a plain filter builder is taken.
    if (!(given instanceof DataFilter) || given.boundCollection !== undefined) return this.refused('WDE0011', operatorName);
    return this.next({ [slot]: given, problems: [...this.state.problems, ...given.problems] });
  }

  /** Only the items matching this filter are aggregated. */
  filter(filter: DataFilter): DataAggregate<R, O> {
    return this.setFilter('filter', '.filter', [...arguments]);
  }
  /** Only the groups matching this filter are returned; it names the result fields (`priceSum`, `count`, ...). */
  having(filter: DataFilter): DataAggregate<R, O> {
    return this.setFilter('having', '.having', [...arguments]);
  }

  private names(args: unknown[]): { names: string[]; problem?: [string, Record<string, unknown>] } {
    const names = fieldList(args);
    if (names.length === 0) return { names: [], problem: ['WDE0043', {}] };
    if (!names.every((n) => typeof n === 'string')) return { names: [], problem: ['WDE0051', { args: names.map(typeForDisplay).join(',') }] };
    return { names: names as string[] };
  }

  /** Groups the items by these fields; without a group all items form one. */
  group(...fields: string[] | [string[]]): DataAggregate<R, O> {
    if (fields.length === 0) return this.refused('WDE0043', '.group');
    if (this.state.group.length > 0) return this.refused('WDE0013', '.group');
    const { names, problem } = this.names(fields);
    return problem ? this.refused(problem[0], '.group', problem[1]) : this.next({ group: names });
  }

  private accumulate(kind: Accumulator, args: unknown[]): DataAggregate<R, O> {
    const operatorName = `.${kind}`;
    const [field, alias] = args;
    if (args.length === 0) return this.refused('WDE0043', operatorName);
    if (typeof field !== 'string') return this.refused('WDE0044', operatorName, { value: typeForDisplay(field) });
    if (alias !== undefined && typeof alias !== 'string') return this.refused('WDE0044', operatorName, { value: typeForDisplay(alias) });
    const resultFieldName = (alias as string | undefined) ?? `${field}${kind[0]!.toUpperCase()}${kind.slice(1)}`;
    const operation: AggregateOperation = { resultFieldName, [CALCULATION[kind]]: { itemFieldName: field } };
    return this.next({ operations: [...this.state.operations, operation] });
  }

  /** Sum of the field per group, in `alias` (default `${field}Sum`). */
  sum(field: string, alias?: string): DataAggregate<R, O> {
    return this.accumulate('sum', [...arguments]);
  }
  /** Average of the field per group, in `alias` (default `${field}Avg`). */
  avg(field: string, alias?: string): DataAggregate<R, O> {
    return this.accumulate('avg', [...arguments]);
  }
  /** Smallest value of the field per group, in `alias` (default `${field}Min`). */
  min(field: string, alias?: string): DataAggregate<R, O> {
    return this.accumulate('min', [...arguments]);
  }
  /** Largest value of the field per group, in `alias` (default `${field}Max`). */
  max(field: string, alias?: string): DataAggregate<R, O> {
    return this.accumulate('max', [...arguments]);
  }
  /** Number of items per group, in `alias`. */
  count(alias = 'count'): DataAggregate<R, O> {
    if (typeof alias !== 'string') return this.refused('WDE0044', '.count', { value: typeForDisplay(alias) });
    return this.next({ operations: [...this.state.operations, { resultFieldName: alias, itemCount: {} }] });
  }

  private sorted(order: 'ASC' | 'DESC', operatorName: string, args: unknown[]): DataAggregate<R, O> {
    const { names, problem } = this.names(args);
    if (problem) return this.refused(problem[0], operatorName, problem[1]);
    return this.next({ sort: [...this.state.sort, ...names.map((fieldName) => ({ fieldName, order }))] });
  }

  /** Sorts the results by these fields (grouping fields or result fields), ascending. */
  ascending(...fields: string[] | [string[]]): DataAggregate<R, O> {
    return this.sorted('ASC', '.ascending', fields);
  }
  descending(...fields: string[] | [string[]]): DataAggregate<R, O> {
    return this.sorted('DESC', '.descending', fields);
  }

  /** The first problem of a page count, in the platform's order of checks. */
  private countProblem(operatorName: string, args: unknown[], positive: boolean): [string, Record<string, unknown>] | undefined {
    if (args.length !== 1) return ['WDE0039', {}];
    const n = args[0];
    if (typeof n !== 'number') return ['WDE0032', { specifier: positive ? 'positive' : 'non-negative', operand: typeForDisplay(n) }];
    // String() so that NaN and Infinity read as such in the message.
    const operand = String(n);
    if (Number.isNaN(n) || (positive ? n <= 0 : n < 0)) return [positive ? 'WDE0033' : 'WDE0034', { operand }];
    if (!Number.isInteger(n) || n >= Number.MAX_SAFE_INTEGER) return ['WDE0035', { operand }];
    return undefined;
  }

  /** Results per page: a positive integer; one above the API's 1000 is sent, as the platform's SDK sends it. */
  limit(limit: number): DataAggregate<R, O> {
    const problem = this.countProblem('.limit', [...arguments], true);
    return problem ? this.refused(problem[0], '.limit', problem[1]) : this.next({ limit });
  }
  /** Results to skip: a non-negative integer. */
  skip(skip: number): DataAggregate<R, O> {
    const problem = this.countProblem('.skip', [...arguments], false);
    return problem ? this.refused(problem[0], '.skip', problem[1]) : this.next({ skip });
  }

  /** The request, or a DataError naming every problem: the builder's, then `extra` (checks of the call's arguments). */
  private checked(extra: readonly DataError[]): AggregateRequest {
    const problems = [...this.state.problems, ...extra];
    if (problems.length > 0) throw failedTo('aggregation', this.collection, problems);
    const { filter, having, group, operations, sort, limit, skip } = this.state;
    const request: AggregateRequest = {
      dataCollectionId: this.collection,
      initialFilter: filter ? filter.build() : {},
      aggregation: { groupingFields: [...group], operations: operations.map((o) => ({ ...o })) },
      sort: sort.map((s) => ({ ...s })),
    };
    if (having) request.finalFilter = having.build();
    if (limit !== undefined || skip > 0) request.paging = limit === undefined ? { offset: skip } : { limit, offset: skip };
    return request;
  }

  /** The request this aggregate sends, or a DataError naming every problem found while building it. */
  toRequest(): AggregateRequest {
    return this.checked(new ArgumentCheck(this.catalogue).collectionName(this.collection).problems);
  }

  /**
   * Checks the aggregate and the call's arguments together, as the platform does (a DataError before anything is
   * sent), then runs it with the client it is bound to.
   */
  async run(options?: O): Promise<R> {
    const check = new ArgumentCheck(this.catalogue).arity('run', arguments, 0, 1).collectionName(this.collection).options(options, OPTION_FLAGS.read);
    const request = this.checked(check.problems);
    if (!this.runner) {
      throw new DataError(
        'WD_UNKNOWN_ERROR',
        `DataAggregate of [${this.collection}] is not bound to a client: create it with createDataItems(...).aggregate(collection)`,
      );
    }
    return this.runner(request, options);
  }
}

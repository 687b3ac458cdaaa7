import { FilterBuilder, typeForDisplay, type FilterProblem, type FilterState } from './filter-builder.ts';

export type SortItem = { fieldName: string; order: 'ASC' | 'DESC' };

/** Sort and paging of a query, besides its filter. */
export interface SortAndPaging {
  readonly sort: readonly SortItem[];
  readonly limit?: number;
  readonly skip?: number;
}

/** Field names as varargs or one array (the platform's `ascending('a', 'b')` / `ascending(['a', 'b'])`). */
export function fieldList(args: unknown[]): unknown[] {
  return args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
}

/**
 * A filter plus sort and paging: what the data items query and the generated query builders share. Immutable;
 * problems are collected and raised together before anything is sent.
 */
export abstract class SortedQuery<E extends Error, S extends SortAndPaging = SortAndPaging> extends FilterBuilder<E> {
  constructor(
    state: FilterState<E>,
    readonly shape: S,
  ) {
    super(state);
  }

  protected withShape(patch: Partial<S>, problems: E[]): this {
    const next = this.withProblems(problems);
    if (problems.length) return next;
    return Object.assign(Object.create(Object.getPrototypeOf(next)) as this, next, { shape: { ...this.shape, ...patch } });
  }

  protected names(operatorName: string, args: unknown[]): { names: string[]; problems: E[] } {
    const names = fieldList(args);
    if (names.length === 0) return { names: [], problems: [this.problem('noFields', { operatorName })] };
    if (!names.every((n) => typeof n === 'string'))
      return { names: [], problems: [this.problem('fieldNames', { operatorName, args: names.map(typeForDisplay).join(',') })] };
    return { names: names as string[], problems: [] };
  }

  private sorted(order: 'ASC' | 'DESC', operatorName: string, args: unknown[]): this {
    const { names, problems } = this.names(operatorName, args);
    const sort = [...this.shape.sort, ...names.map((name) => ({ fieldName: this.fieldName(name), order }))];
    return this.withShape({ sort } as unknown as Partial<S>, problems);
  }

  ascending(...fields: string[] | [string[]]): this {
    return this.sorted('ASC', '.ascending', fields);
  }
  descending(...fields: string[] | [string[]]): this {
    return this.sorted('DESC', '.descending', fields);
  }

  private pagingProblems(operatorName: string, args: unknown[], positive: boolean): E[] {
    const err = (problem: FilterProblem, params: Record<string, unknown> = {}) => [this.problem(problem, { operatorName, operand: args[0], ...params })];
    if (args.length !== 1) return err('arity1');
    const n = args[0];
    if (typeof n !== 'number' || Number.isNaN(n)) return err('countType', { specifier: positive ? 'positive' : 'non-negative', operand: typeForDisplay(n) });
    if (positive ? n <= 0 : n < 0) return err(positive ? 'countPositive' : 'countNonNegative');
    // The platform's SDK counts the largest safe integer and beyond as not integers (WDE0035).
    if (!Number.isInteger(n) || n >= Number.MAX_SAFE_INTEGER) return err('countInteger');
    return [];
  }

  /**
   * Items per page: a positive safe integer. A page size the API does not allow (the data API's most is 1000) is sent,
   * as the platform's SDK sends it, and the server's answer says so.
   */
  limit(limit: number): this {
    return this.withShape({ limit } as unknown as Partial<S>, this.pagingProblems('.limit', [...arguments], true));
  }
  /** Items to skip: a non-negative safe integer. */
  skip(skip: number): this {
    return this.withShape({ skip } as unknown as Partial<S>, this.pagingProblems('.skip', [...arguments], false));
  }
}

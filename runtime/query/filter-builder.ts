/** A platform filter model: `{ field: value }`, `{ field: { $gt: v } }`, `$and` / `$or` / `$not`. */
export type FilterModel = Record<string, unknown>;

/**
 * What can be wrong with a builder call. Each builder reports them in its own words: the data layer as the platform's
 * WDE codes, the generated query builders as `ArgumentError`s naming the method.
 */
export type FilterProblem =
  | 'arity1'
  | 'arity2'
  | 'arity3'
  | 'arityValues'
  | 'fieldName'
  | 'comparable'
  | 'string'
  | 'setValues'
  | 'betweenTypes'
  | 'notFilter'
  | 'otherCollection'
  | 'noFields'
  | 'fieldNames'
  | 'countType'
  | 'countPositive'
  | 'countNonNegative'
  | 'countInteger'
  | 'paging';

/**
 * How conditions on different fields are joined: `merge` puts them in one object (`{ title: 'x', year: { $gt: 2000 } }`)
 * and uses `$and` only when a field repeats (the data items API, as the platform's SDK sends it); `and` joins every
 * two conditions with `$and` (the other query calls, as the SDK's generic query builder does).
 */
export type FilterJoin = 'merge' | 'and';

export interface FilterState<E> {
  /** Conditions so far, all joined by `$and`. */
  readonly conditions: readonly FilterModel[];
  /** Problems found while building; `build()` raises them all at once. */
  readonly problems: readonly E[];
  readonly collection?: string;
}

/** How a value reads in a message: its type, as the platform's messages show it. */
export function typeForDisplay(value: unknown): string {
  if (value === null) return 'null';
  if (value instanceof Date) return 'Date';
  if (Array.isArray(value)) return 'Array';
  const t = typeof value;
  return t === 'object' ? 'Object' : t.charAt(0).toUpperCase() + t.slice(1);
}

const isComparable = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date;
const isStringNumberOrDate = (v: unknown) => typeof v === 'string' || typeof v === 'number' || v instanceof Date;

/**
 * The immutable filter engine of every query builder: the platform's operators, their argument checks and the filter
 * model they build. Every method returns a new builder; problems are collected and raised together before any request.
 */
export abstract class FilterBuilder<E extends Error = Error> {
  constructor(protected readonly state: FilterState<E> = { conditions: [], problems: [] }) {}

  /** The name this builder is known by in messages. */
  protected abstract get kind(): string;
  /** The error a problem becomes. */
  protected abstract problem(problem: FilterProblem, params: Record<string, unknown>): E;
  /** How conditions on different fields are joined. */
  protected get join(): FilterJoin {
    return 'merge';
  }
  /** The wire name of a field the caller names (the platform's SDK sends `_id` as `id`). */
  protected fieldName(field: string): string {
    return field;
  }

  /** A copy with another state; subclasses keep their own fields (a query's sort and paging) as they are. */
  protected copy(state: FilterState<E>): this {
    const next = Object.create(Object.getPrototypeOf(this)) as this;
    Object.assign(next, this, { state });
    return next;
  }

  protected withProblems(problems: readonly E[]): this {
    return problems.length ? this.copy({ ...this.state, problems: [...this.state.problems, ...problems] }) : this;
  }

  private with(condition: FilterModel | undefined, problems: E[]): this {
    return this.copy({
      ...this.state,
      conditions: condition ? [...this.state.conditions, condition] : this.state.conditions,
      problems: [...this.state.problems, ...problems],
    });
  }

  private checkField(operatorName: string, args: unknown[], arity: 1 | 2 | 3): E[] {
    const problems: E[] = [];
    if (args.length !== arity) problems.push(this.problem(`arity${arity}`, { operatorName }));
    if (typeof args[0] !== 'string') problems.push(this.problem('fieldName', { operatorName, field: typeForDisplay(args[0]) }));
    return problems;
  }

  private condition(field: unknown, op: string, operand: unknown): FilterModel | undefined {
    if (typeof field !== 'string') return undefined;
    const value = operand === undefined ? null : operand;
    const name = this.fieldName(field);
    return op === '$eq' ? { [name]: value } : { [name]: { [op]: value } };
  }

  private binary(op: string, operatorName: string, args: unknown[]): this {
    return this.with(this.condition(args[0], op, args[1]), this.checkField(operatorName, args, 2));
  }

  private comparison(op: string, operatorName: string, args: unknown[]): this {
    const problems = this.checkField(operatorName, args, 2);
    if (args.length === 2 && !isComparable(args[1])) problems.push(this.problem('comparable', { operatorName, value: typeForDisplay(args[1]) }));
    return this.with(problems.length ? undefined : this.condition(args[0], op, args[1]), problems);
  }

  private text(op: string, operatorName: string, args: unknown[]): this {
    const problems = this.checkField(operatorName, args, 2);
    if (args.length === 2 && typeof args[1] !== 'string') problems.push(this.problem('string', { operatorName, value: typeForDisplay(args[1]) }));
    return this.with(problems.length ? undefined : this.condition(args[0], op, args[1]), problems);
  }

  private set(op: string, operatorName: string, args: unknown[]): this {
    const problems: E[] = [];
    if (args.length < 2) problems.push(this.problem('arityValues', { operatorName }));
    if (typeof args[0] !== 'string') problems.push(this.problem('fieldName', { operatorName, field: typeForDisplay(args[0]) }));
    // Values as varargs or one array.
    const values = Array.isArray(args[1]) && args.length === 2 ? (args[1] as unknown[]) : args.slice(1);
    if (!values.every(isStringNumberOrDate)) problems.push(this.problem('setValues', { operatorName }));
    return this.with(problems.length ? undefined : this.condition(args[0], op, values), problems);
  }

  eq(field: string, value: unknown): this {
    return this.binary('$eq', '.eq', [...arguments]);
  }
  ne(field: string, value: unknown): this {
    return this.binary('$ne', '.ne', [...arguments]);
  }
  gt(field: string, value: string | number | boolean | Date): this {
    return this.comparison('$gt', '.gt', [...arguments]);
  }
  ge(field: string, value: string | number | boolean | Date): this {
    return this.comparison('$gte', '.ge', [...arguments]);
  }
  lt(field: string, value: string | number | boolean | Date): this {
    return this.comparison('$lt', '.lt', [...arguments]);
  }
  le(field: string, value: string | number | boolean | Date): this {
    return this.comparison('$lte', '.le', [...arguments]);
  }
  startsWith(field: string, value: string): this {
    return this.text('$startsWith', '.startsWith', [...arguments]);
  }
  endsWith(field: string, value: string): this {
    return this.text('$endsWith', '.endsWith', [...arguments]);
  }
  contains(field: string, value: string): this {
    return this.text('$contains', '.contains', [...arguments]);
  }
  hasSome(field: string, ...values: (string | number | Date)[] | [(string | number | Date)[]]): this {
    return this.set('$hasSome', '.hasSome', [field, ...values]);
  }
  hasAll(field: string, ...values: (string | number | Date)[] | [(string | number | Date)[]]): this {
    return this.set('$hasAll', '.hasAll', [field, ...values]);
  }
  in(field: string, ...values: (string | number | Date)[] | [(string | number | Date)[]]): this {
    return this.set('$in', '.in', [field, ...values]);
  }
  exists(field: string, value = true): this {
    const args = [...arguments];
    const problems = this.checkField('.exists', args.length === 1 ? [...args, true] : args, 2);
    return this.with(problems.length ? undefined : this.condition(field, '$exists', value), problems);
  }
  /** The field is empty: null or missing. */
  isEmpty(field: string): this {
    const problems = this.checkField('.isEmpty', [...arguments], 1);
    return this.with(problems.length ? undefined : this.condition(field, '$eq', null), problems);
  }
  isNotEmpty(field: string): this {
    const problems = this.checkField('.isNotEmpty', [...arguments], 1);
    return this.with(problems.length ? undefined : this.condition(field, '$ne', null), problems);
  }
  /** From `start` (included) to `end` (excluded); both of one type: string, number or Date. */
  between(field: string, start: string | number | Date, end: string | number | Date): this {
    const args = [...arguments];
    const problems = this.checkField('.between', args, 3);
    if (args.length === 3) {
      if (typeForDisplay(start) !== typeForDisplay(end))
        problems.push(this.problem('betweenTypes', { operatorName: '.between', first: typeForDisplay(start), second: typeForDisplay(end) }));
      for (const v of [start, end])
        if (!isStringNumberOrDate(v)) problems.push(this.problem('comparable', { operatorName: '.between', value: typeForDisplay(v) }));
    }
    if (problems.length) return this.with(undefined, problems);
    const name = this.fieldName(field);
    return this.copy({ ...this.state, conditions: [...this.state.conditions, { [name]: { $gte: start } }, { [name]: { $lt: end } }] });
  }

  /** Whether `other` can be joined to this builder by `or`, `and` and `not`. */
  protected accepts(other: unknown): other is FilterBuilder<E> {
    return other instanceof FilterBuilder && other.constructor === this.constructor;
  }

  private combine(operatorName: '.or' | '.and' | '.not', other: unknown, args: unknown[]): this {
    if (args.length !== 1) return this.with(undefined, [this.problem('arity1', { operatorName })]);
    if (!this.accepts(other))
      return this.with(undefined, [this.problem('notFilter', { operatorName, constructorName: this.kind, obj: typeForDisplay(other) })]);
    const theirState = other.state;
    if (theirState.collection !== undefined && this.state.collection !== undefined && theirState.collection !== this.state.collection) {
      return this.with(undefined, [this.problem('otherCollection', { operatorName, constructorName: this.kind, collectionName: theirState.collection })]);
    }
    const mine = this.state.conditions.length ? this.model(this.state.conditions) : undefined;
    const theirs = this.model(theirState.conditions);
    return this.copy({ ...this.state, conditions: [this.joined(operatorName, mine, theirs)], problems: [...this.state.problems, ...theirState.problems] });
  }

  /**
   * The data API takes `$not` as a one-element array and nests `$or`s as given; the other query calls take `$not` as
   * an object and flatten `$or`s, as the SDK's generic query builder sends them.
   */
  private joined(operatorName: '.or' | '.and' | '.not', mine: FilterModel | undefined, theirs: FilterModel): FilterModel {
    const flatOr = (m: FilterModel) => (this.join === 'and' && Object.keys(m).length === 1 && Array.isArray(m.$or) ? (m.$or as FilterModel[]) : [m]);
    switch (operatorName) {
      case '.or':
        return { $or: mine ? [...flatOr(mine), ...flatOr(theirs)] : [theirs] };
      case '.and':
        return mine ? { $and: [mine, theirs] } : theirs;
      case '.not': {
        const negated = { $not: this.join === 'and' ? theirs : [theirs] };
        return mine ? { $and: [mine, negated] } : negated;
      }
    }
  }

  or(other: FilterBuilder<E>): this {
    return this.combine('.or', other, [...arguments]);
  }
  and(other: FilterBuilder<E>): this {
    return this.combine('.and', other, [...arguments]);
  }
  not(other: FilterBuilder<E>): this {
    return this.combine('.not', other, [...arguments]);
  }

  /** Whether any condition was added: an aggregate's filter or having counts as set only then. */
  hasAnyFilter(): boolean {
    return this.state.conditions.length > 0;
  }

  /** Problems found so far, for a builder that reports them together with its own (an aggregate's filter and having). */
  get problems(): readonly E[] {
    return this.state.problems;
  }

  /** The filter model the conditions make, problems aside. */
  protected filterModel(): FilterModel {
    return this.model(this.state.conditions);
  }

  /**
   * The conditions as one filter: none → `{}`, one → itself; more are flattened out of nested `$and`s and joined as
   * `join` says.
   */
  private model(conditions: readonly FilterModel[]): FilterModel {
    const flat = conditions.flatMap((c) => (Object.keys(c).length === 1 && Array.isArray(c.$and) ? (c.$and as FilterModel[]) : [c]));
    if (flat.length === 0) return {};
    if (flat.length === 1) return flat[0]!;
    if (this.join === 'and') return { $and: flat };
    const merged: FilterModel = {};
    for (const condition of flat) {
      for (const [key, value] of Object.entries(condition)) {
        if (Object.hasOwn(merged, key)) return { $and: flat };
        merged[key] = value;
      }
    }
    return merged;
  }
}

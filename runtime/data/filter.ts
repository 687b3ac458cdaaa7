import { dataError, DataError, type Catalogue } from './data-error.ts';

/** A platform filter model: `{ field: value }`, `{ field: { $gt: v } }`, `$and` / `$or` / `$not`. */
export type FilterModel = Record<string, unknown>;

interface FilterState {
  /** Conditions so far, all joined by `$and`. */
  readonly conditions: readonly FilterModel[];
  /** Problems found while building; `build()` raises them all at once. */
  readonly problems: readonly DataError[];
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
 * An immutable filter builder with the platform data API's operators. Every method returns a new builder; argument
 * problems are collected with their WDE codes and raised together by `build()`, before any request.
 */
export class DataFilter {
  constructor(
    protected readonly catalogue: Catalogue,
    protected readonly state: FilterState = { conditions: [], problems: [] },
  ) {}

  /** The name this builder is known by in messages. */
  protected get kind(): string {
    return 'DataFilter';
  }

  protected copy(state: FilterState): this {
    const Self = this.constructor as new (catalogue: Catalogue, state: FilterState) => this;
    return new Self(this.catalogue, state);
  }

  private problem(code: string, params: Record<string, unknown>): DataError {
    return dataError(this.catalogue, code, params);
  }

  private with(condition: FilterModel | undefined, problems: DataError[]): this {
    return this.copy({
      ...this.state,
      conditions: condition ? [...this.state.conditions, condition] : this.state.conditions,
      problems: [...this.state.problems, ...problems],
    });
  }

  private checkField(operatorName: string, args: unknown[], arity: number, code: string): DataError[] {
    const problems: DataError[] = [];
    if (args.length !== arity) problems.push(this.problem(code, { operatorName }));
    if (typeof args[0] !== 'string') problems.push(this.problem('WDE0048', { operatorName, field: typeForDisplay(args[0]) }));
    return problems;
  }

  private condition(field: unknown, op: string, operand: unknown): FilterModel | undefined {
    if (typeof field !== 'string') return undefined;
    const value = operand === undefined ? null : operand;
    return op === '$eq' ? { [field]: value } : { [field]: { [op]: value } };
  }

  private binary(op: string, operatorName: string, args: unknown[]): this {
    const problems = this.checkField(operatorName, args, 2, 'WDE0040');
    return this.with(this.condition(args[0], op, args[1]), problems);
  }

  private comparison(op: string, operatorName: string, args: unknown[]): this {
    const problems = this.checkField(operatorName, args, 2, 'WDE0040');
    if (args.length === 2 && !isComparable(args[1])) problems.push(this.problem('WDE0045', { operatorName, value: typeForDisplay(args[1]) }));
    return this.with(problems.length ? undefined : this.condition(args[0], op, args[1]), problems);
  }

  private text(op: string, operatorName: string, args: unknown[]): this {
    const problems = this.checkField(operatorName, args, 2, 'WDE0040');
    if (args.length === 2 && typeof args[1] !== 'string') problems.push(this.problem('WDE0044', { operatorName, value: typeForDisplay(args[1]) }));
    return this.with(problems.length ? undefined : this.condition(args[0], op, args[1]), problems);
  }

  private set(op: string, operatorName: string, args: unknown[]): this {
    const problems: DataError[] = [];
    if (args.length < 2) problems.push(this.problem('WDE0042', { operatorName }));
    if (typeof args[0] !== 'string') problems.push(this.problem('WDE0048', { operatorName, field: typeForDisplay(args[0]) }));
    // Values as varargs or one array.
    const values = Array.isArray(args[1]) && args.length === 2 ? (args[1] as unknown[]) : args.slice(1);
    if (!values.every(isStringNumberOrDate)) problems.push(this.problem('WDE0047', { operatorName }));
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
    const problems = this.checkField('.exists', args.length === 1 ? [...args, true] : args, 2, 'WDE0040');
    return this.with(problems.length ? undefined : this.condition(field, '$exists', value), problems);
  }
  /** The field is empty: null or missing. */
  isEmpty(field: string): this {
    const problems = this.checkField('.isEmpty', [...arguments], 1, 'WDE0039');
    return this.with(problems.length ? undefined : this.condition(field, '$eq', null), problems);
  }
  isNotEmpty(field: string): this {
    const problems = this.checkField('.isNotEmpty', [...arguments], 1, 'WDE0039');
    return this.with(problems.length ? undefined : this.condition(field, '$ne', null), problems);
  }
  /** From `start` (included) to `end` (excluded); both of one type: string, number or Date. */
  between(field: string, start: string | number | Date, end: string | number | Date): this {
    const args = [...arguments];
    const problems = this.checkField('.between', args, 3, 'WDE0041');
    if (args.length === 3) {
      if (typeForDisplay(start) !== typeForDisplay(end))
        problems.push(this.problem('WDE0046', { operatorName: '.between', first: typeForDisplay(start), second: typeForDisplay(end) }));
      for (const v of [start, end])
        if (!isStringNumberOrDate(v)) problems.push(this.problem('WDE0045', { operatorName: '.between', value: typeForDisplay(v) }));
    }
    if (problems.length) return this.with(undefined, problems);
    return this.copy({ ...this.state, conditions: [...this.state.conditions, { [field]: { $gte: start } }, { [field]: { $lt: end } }] });
  }

  private combine(operatorName: string, other: unknown, args: unknown[], join: (self: FilterModel | undefined, them: FilterModel) => FilterModel): this {
    if (args.length !== 1) return this.with(undefined, [this.problem('WDE0039', { operatorName })]);
    if (!(other instanceof DataFilter))
      return this.with(undefined, [this.problem('WDE0049', { operatorName, constructorName: this.kind, obj: typeForDisplay(other) })]);
    if (other.state.collection !== undefined && this.state.collection !== undefined && other.state.collection !== this.state.collection) {
      return this.with(undefined, [this.problem('WDE0050', { operatorName, constructorName: this.kind, collectionName: other.state.collection })]);
    }
    const mine = this.state.conditions.length ? modelOf(this.state.conditions) : undefined;
    const theirs = modelOf(other.state.conditions);
    return this.copy({ ...this.state, conditions: [join(mine, theirs)], problems: [...this.state.problems, ...other.state.problems] });
  }

  or(other: DataFilter): this {
    return this.combine('.or', other, [...arguments], (mine, theirs) => ({ $or: mine ? [mine, theirs] : [theirs] }));
  }
  and(other: DataFilter): this {
    return this.combine('.and', other, [...arguments], (mine, theirs) => (mine ? { $and: [mine, theirs] } : theirs));
  }
  not(other: DataFilter): this {
    return this.combine('.not', other, [...arguments], (mine, theirs) => (mine ? { $and: [mine, { $not: [theirs] }] } : { $not: [theirs] }));
  }

  /** Whether any condition was added: an aggregate's filter or having counts as set only then. */
  hasAnyFilter(): boolean {
    return this.state.conditions.length > 0;
  }

  /** Problems found so far, for a builder that reports them together with its own (an aggregate's filter and having). */
  get problems(): readonly DataError[] {
    return this.state.problems;
  }

  /** The collection a query is bound to; undefined for a plain filter. */
  get boundCollection(): string | undefined {
    return this.state.collection;
  }

  /** The filter model, or a DataError naming every problem found while building (nothing was sent). */
  build(): FilterModel {
    const [first, ...rest] = this.state.problems;
    if (first) {
      const messages = [first, ...rest].map((p) => p.message);
      const what = ({ DataQuery: 'query', DataSearch: 'search' } as Record<string, string>)[this.kind] ?? 'filter';
      throw new DataError(first.code, `Failed to build a ${what}:\n${messages.join('\n')}`, { problems: this.state.problems });
    }
    return modelOf(this.state.conditions);
  }
}

/**
 * The conditions as one filter, as the platform's SDK sends it: none → `{}`, conditions on different fields merged
 * into one object (`{ title: 'x', year: { $gt: 2000 } }`), `$and` only when a field (or `$or`, `$not`) repeats;
 * nested `$and`s flattened.
 */
function modelOf(conditions: readonly FilterModel[]): FilterModel {
  const flat = conditions.flatMap((c) => (Object.keys(c).length === 1 && Array.isArray(c.$and) ? (c.$and as FilterModel[]) : [c]));
  if (flat.length === 0) return {};
  if (flat.length === 1) return flat[0]!;
  const merged: FilterModel = {};
  for (const condition of flat) {
    for (const [key, value] of Object.entries(condition)) {
      if (Object.hasOwn(merged, key)) return { $and: flat };
      merged[key] = value;
    }
  }
  return merged;
}

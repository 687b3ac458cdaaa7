import { dataError, type DataError, type Catalogue } from './data-error.ts';

/** The platform's "plain object" test: not null, not an array, not a Date or other class instance. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === '[object Object]';

/** A referring or referenced item: a non-empty ID or an object with an `_id` (the platform's data rules). */
export type ItemRef = string | { _id: string; [field: string]: unknown };

const isRef = (v: unknown) => (typeof v === 'string' && v !== '') || (isPlainObject(v) && Object.hasOwn(v, '_id'));
/** Removing a reference also accepts the empty ID, as the platform's SDK does. */
const isRemoveRef = (v: unknown) => typeof v === 'string' || (isPlainObject(v) && Object.hasOwn(v, '_id'));

/** The option flags each call accepts; `language` must be a non-empty string, the others booleans. */
export const OPTION_FLAGS = {
  read: ['suppressAuth', 'suppressHooks', 'showDrafts', 'consistentRead', 'language'],
  bulkInsert: ['suppressAuth', 'suppressHooks', 'overrideExisting'],
  bulkWrite: ['suppressAuth', 'suppressHooks', 'showDrafts'],
} as const;

/**
 * The argument checks of the data calls (the platform's data rules), run before anything is sent. Each check adds
 * at most one catalogue error; `throwFirst()` raises the first, as the platform's SDK rejects with the first.
 */
export class ArgumentCheck {
  readonly problems: DataError[] = [];
  constructor(private readonly catalogue: Catalogue) {}

  private check(ok: boolean, code: string, params?: Record<string, unknown>): this {
    if (!ok) this.problems.push(dataError(this.catalogue, code, params));
    return this;
  }

  /** `args` is the call's `arguments`: trailing `undefined`s count, as they do for the platform's SDK. */
  arity(method: string, args: ArrayLike<unknown>, from: number, to: number): this {
    return this.check(args.length >= from && args.length <= to, 'WDE0008', { method, from, to, actual: args.length });
  }
  collectionName(value: unknown): this {
    return this.check(typeof value === 'string', 'WDE0001');
  }
  itemId(value: unknown): this {
    return this.check(typeof value === 'string', 'WDE0002');
  }
  fieldName(value: unknown): this {
    return this.check(typeof value === 'string', 'WDE0003');
  }
  /**
   * An item to write: a plain object whose `_id`, when present, is a string. An update without one is sent, as the
   * platform's SDK sends it, and the server answers.
   */
  item(item: unknown, collectionName: unknown): this {
    if (!isPlainObject(item)) return this.check(false, 'WDE0004', { item: describeItem(item), collectionName });
    return this.check(item._id === undefined || typeof item._id === 'string', 'WDE0007');
  }
  /** Items of a bulk write: plain objects whose `_id`, when present, is a string; at most `max` of them. */
  items(items: unknown, collectionName: unknown, max: number): this {
    const ok = Array.isArray(items) && items.every((i) => isPlainObject(i) && (i._id === undefined || i._id === null || typeof i._id === 'string'));
    this.check(ok, 'WDE0005', { collectionName });
    return this.check(!Array.isArray(items) || items.length <= max, 'WDE0006', { collectionName, max });
  }
  itemIds(ids: unknown, collectionName: unknown, max: number): this {
    this.check(Array.isArray(ids) && ids.every((id) => typeof id === 'string'), 'WDE0068');
    return this.check(!Array.isArray(ids) || ids.length <= max, 'WDE0069', { collectionName, max });
  }
  options(options: unknown, flags: readonly string[]): this {
    const ok =
      options === undefined ||
      options === null ||
      (isPlainObject(options) &&
        flags.every((flag) => {
          const v = options[flag];
          if (v === undefined || v === null) return true;
          return flag === 'language' ? typeof v === 'string' && v.length > 0 : typeof v === 'boolean';
        }));
    return this.check(ok, 'WDE0018', { properties: flags.join(', ') });
  }
  reference(value: unknown): this {
    return this.check(isRef(value), 'WDE0019');
  }
  references(values: unknown): this {
    return this.check(Array.isArray(values) && values.every(isRef), 'WDE0019');
  }
  removeReferences(values: unknown): this {
    return this.check(Array.isArray(values) && values.every(isRemoveRef), 'WDE0019');
  }
  /** A cursor, a relationship attribute: a non-empty string. */
  nonEmptyString(value: unknown, name: string): this {
    return this.check(typeof value === 'string' && value.length > 0, 'WDE0094', { operatorName: name });
  }

  throwFirst(): void {
    const [first] = this.problems;
    if (first) throw first;
  }
}

/** How an item reads in WDE0004: as a template literal shows it, as the platform's SDK writes it (`[1,2]` is `1,2`). */
function describeItem(item: unknown): string {
  try {
    return String(item);
  } catch {
    // A symbol, or an object whose toString throws.
    return typeof item;
  }
}

export const toItemId = (ref: ItemRef): string => (typeof ref === 'string' ? ref : ref._id);
export const asArray = <T>(value: T | readonly T[]): T[] => (Array.isArray(value) ? [...(value as T[])] : [value as T]);

/** Whether any key at any depth matches: field names the platform's operations cannot address. */
export function hasFieldName(value: unknown, test: (key: string) => boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => hasFieldName(v, test));
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  return Object.keys(value).some((k) => test(k) || hasFieldName((value as Record<string, unknown>)[k], test));
}

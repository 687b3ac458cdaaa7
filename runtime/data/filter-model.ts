import { dataError, type Catalogue, type DataError } from './data-error.ts';

/**
 * The platform's filter and sort models, checked before anything is sent, by the platform's data rules: operators take
 * the value types they allow, `$regex` is refused (WDE0070), `$matches` needs `ignoreCase: true` and a spec of
 * literal or anyOf items, `$not` takes one element, and each sort item has a single `asc` or `desc` key.
 */
type Model = Record<string, unknown>;

const isObject = (v: unknown): v is Model => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const isDateWrapper = (v: unknown) => isObject(v) && Object.keys(v).length === 1 && typeof v.$date === 'string';
/** Values a comparison accepts: string, number, boolean, Date or a `$date` wrapper. */
const isComparable = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date || isDateWrapper(v);
const join = (path: string | undefined, key: string) => (path === undefined ? key : `${path}.${key}`);
/** The separators a `$matches` anyOf item stands for (the platform's urlized matching). */
const ANY_OF_SEPARATORS = ' \t\n-';

export function validateFilterModel(model: unknown, catalogue: Catalogue, path?: string): DataError[] {
  const err = (code: string, params: Record<string, unknown>) => dataError(catalogue, code, params);
  if (!isObject(model)) return [err('WDE0056', { operatorName: path ?? 'Filter Model', value: model })];
  const out: DataError[] = [];
  for (const [key, value] of Object.entries(model)) {
    const at = join(path, key);
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) out.push(err('WDE0057', { operatorName: at, value }));
      else for (const part of value) out.push(...validateFilterModel(part, catalogue, at));
    } else if (key === '$not') {
      if (Array.isArray(value) && value.length !== 1) out.push(err('WDE0057', { operatorName: `${at} (one element)`, value }));
      else out.push(...validateFilterModel(Array.isArray(value) ? value[0] : value, catalogue, at));
    } else if (key.startsWith('$')) {
      out.push(...validateOperator(key, value, path, catalogue));
    } else if (isObject(value) && !isDateWrapper(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      for (const [op, operand] of Object.entries(value)) out.push(...validateOperator(op, operand, at, catalogue));
    }
  }
  return out;
}

function validateOperator(op: string, value: unknown, field: string | undefined, catalogue: Catalogue): DataError[] {
  const err = (code: string, params: Record<string, unknown>) => [dataError(catalogue, code, params)];
  const at = join(field, op);
  switch (op) {
    case '$eq':
    case '$ne':
      return [];
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return isComparable(value) ? [] : err('WDE0058', { operatorName: at, value });
    case '$startsWith':
    case '$endsWith':
    case '$contains':
      return typeof value === 'string' ? [] : err('WDE0059', { operatorName: at, value });
    case '$exists':
      return typeof value === 'boolean' ? [] : err('WDE0058', { operatorName: at, value });
    case '$hasSome':
    case '$hasAll':
    case '$in':
      if (!Array.isArray(value)) return err('WDE0057', { operatorName: at, value });
      return value.every(isComparable) ? [] : err('WDE0060', { operatorName: at, value });
    case '$matches': {
      if (!isObject(value)) return err('WDE0056', { operatorName: at, value });
      const out: DataError[] = [];
      if (value.ignoreCase !== true) out.push(...err('WDE0063', { value: value.ignoreCase }));
      if (!Array.isArray(value.spec)) out.push(...err('WDE0062', { value, propertyName: 'spec' }));
      else {
        const invalid = value.spec.find(
          (s: unknown) => !(isObject(s) && ((s.type === 'anyOf' && s.value === ANY_OF_SEPARATORS) || (s.type === 'literal' && typeof s.value === 'string'))),
        );
        if (invalid !== undefined) out.push(...err('WDE0064', { value: invalid }));
      }
      return out;
    }
    case '$regex':
      return err('WDE0070', {});
    case '$not':
      return isObject(value)
        ? Object.entries(value).flatMap(([o, v]) => validateOperator(o, v, field, catalogue))
        : err('WDE0056', { operatorName: at, value });
    default:
      return err('WDE0056', { operatorName: `${at} (unknown operator)`, value });
  }
}

/** Sort model: an array of `{ field: 'asc' | 'desc' }` items. */
export function validateSortModel(sort: unknown, catalogue: Catalogue): DataError[] {
  if (!Array.isArray(sort)) return [dataError(catalogue, 'WDE0065', { value: sort })];
  return sort.flatMap((item) => {
    if (!isObject(item)) return [dataError(catalogue, 'WDE0066', { value: item })];
    const entries = Object.entries(item);
    const [only] = entries;
    return entries.length === 1 && (only![1] === 'asc' || only![1] === 'desc') ? [] : [dataError(catalogue, 'WDE0067', { value: item })];
  });
}

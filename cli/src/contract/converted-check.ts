import type { Plan, PlanLeaf } from '@siteapi/runtime/generated';

type Obj = Record<string, unknown>;
const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const kind = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'an array'
      : v instanceof Date
        ? 'a Date'
        : typeof v === 'object'
          ? 'an object'
          : `a ${typeof v} ${JSON.stringify(v).slice(0, 40)}`;

/**
 * The first field of a converted result that does not have the SDK type its plan declares (a date that is still a
 * string, a media object that is not a reference, ...), or null. Walks only the branches the plan names.
 */
export function checkConverted(plan: Plan | undefined, value: unknown, path = ''): string | null {
  if (!plan || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    const each = plan['*'];
    if (!each) return null;
    for (const [i, item] of value.entries()) {
      const problem = isLeaf(each) ? checkLeaf(each, item, `${path}[${i}]`) : checkConverted(each, item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  const obj = value as Obj;
  for (const [key, sub] of Object.entries(plan)) {
    const keys = key === '*' ? Object.keys(obj) : [key];
    for (const k of keys) {
      const at = path ? `${path}.${k}` : k;
      const child = obj[k];
      if (Array.isArray(sub)) {
        // Compressed rich content is expanded into its sibling and removed.
        if (typeof child === 'string') return `${at} was not expanded into ${sub[1]}`;
        continue;
      }
      if (child === undefined || child === null) continue;
      const problem = isLeaf(sub) ? checkLeaf(sub, child, at) : checkConverted(sub, child, at);
      if (problem) return problem;
    }
  }
  return null;
}

function checkLeaf(leaf: PlanLeaf, value: unknown, at: string): string | null {
  if (value === undefined || value === null || Array.isArray(leaf)) return null;
  switch (leaf) {
    case 'date':
    case 'calendarDate':
      return value instanceof Date && !Number.isNaN(value.getTime()) ? null : `${at} is ${kind(value)}, not a Date`;
    case 'image':
    case 'video':
    case 'audio':
    case 'document':
      return typeof value === 'string' ? null : `${at} is ${kind(value)}, not a ${leaf} reference`;
    case 'pageUrl':
    case 'pageUrlV2':
      return typeof value === 'string' ? null : `${at} is ${kind(value)}, not a URL`;
    case 'address': {
      if (!isObj(value)) return `${at} is ${kind(value)}, not an address`;
      const wire = ['formattedAddress', 'geocode', 'addressLine'].find((k) => k in value);
      return wire ? `${at} still has the wire field ${wire}` : checkLeaf('geocode', value.location, `${at}.location`);
    }
    case 'geocode': {
      if (!isObj(value)) return `${at} is ${kind(value)}, not coordinates`;
      const bad = ['latitude', 'longitude'].find((k) => k in value && typeof value[k] !== 'number');
      return bad ? `${at}.${bad} is ${kind(value[bad])}, not a number` : null;
    }
    case 'float':
      return typeof value === 'number' ? null : `${at} is ${kind(value)}, not a number`;
    case 'dataItemDates':
      return findWrapper(value, at);
    default:
      return null;
  }
}

/** A `{ $date }` wrapper left anywhere inside item data. */
function findWrapper(value: unknown, at: string): string | null {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findWrapper(v, `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!isObj(value)) return null;
  if (Object.keys(value).length === 1 && typeof value.$date === 'string') return `${at} is still a { $date } wrapper, not a Date`;
  for (const [k, v] of Object.entries(value)) {
    const found = findWrapper(v, `${at}.${k}`);
    if (found) return found;
  }
  return null;
}

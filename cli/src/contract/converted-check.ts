import { type ConverterName, converterTable, Page, type Plan, type PlanLeaf } from '@siteapi/runtime/generated';

type Obj = Record<string, unknown>;
const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);

/**
 * The first field of a converted result that does not have the SDK type its plan declares (a date that is still a
 * string, a media object that is not a reference, ...), or null. Walks only the branches the plan names.
 */
export function checkConverted(plan: Plan | undefined, value: unknown, path = ''): string | null {
  if (!plan || value === null || typeof value !== 'object') return null;
  // A paged call resolves to its first page: the plan converts the page's answer.
  if (path === '' && value instanceof Page) return checkConverted(plan, value.data);
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

/** A converted leaf judged by its converter's test in the runtime's table; compressed content is judged above. */
function checkLeaf(leaf: PlanLeaf, value: unknown, at: string): string | null {
  if (value === undefined || value === null || typeof leaf !== 'string') return null;
  const table = converterTable();
  return Object.hasOwn(table, leaf) ? table[leaf as ConverterName].schemaTest(value, at) : null;
}

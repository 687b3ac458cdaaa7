// Route matching compiled once from a document's operations, with msw's semantics for the handlers' `*<path>`
// (path-to-regexp 6 as msw 2 calls it: case-insensitive, an optional trailing slash, parameters decoded, any origin
// or leading path before the template), so the HTTP mock picks the operation the msw handlers would.
import { type MockOperation, type RequestFacts, rankOperations, sharedPaths } from './operations.ts';

export interface Route {
  op: MockOperation;
  /** Path values by the template's names. */
  params: Record<string, string>;
  /**
   * Every operation the request may be, most likely first (this one): several where operations share the method and
   * a path alike, for its body to settle (`settleOperation`).
   */
  candidates: { op: MockOperation; params: Record<string, string> }[];
}

interface Compiled {
  /** The operations of one method at this path: one, unless the document told them apart by a fragment or parameter names. */
  ops: MockOperation[];
  pattern: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The template as one regular expression over a URL's path: what `*` + the msw path matches. */
function patternOf(template: string): RegExp {
  const body = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '([^\\/#\\?]+?)' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^(?:.*)${body}[\\/#\\?]?$`, 'i');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Operations by method, in the document's matching order (most specific path first, as `operationsOf` sorts them):
 * a request tries only its method's operations (and `trace`'s, which msw registers for every method). Where several
 * share the method and path, the request's headers and query rank them (`rankOperations`).
 */
export function compileRoutes(operations: readonly MockOperation[]): (method: string, pathname: string, request?: RequestFacts) => Route | undefined {
  const byMethod = new Map<string, Compiled[]>();
  const methods = new Set(operations.map((op) => op.method.toUpperCase()));
  const compiled = sharedPaths(operations).map((ops) => ({ ops, pattern: patternOf(ops[0]!.template) }));
  const methodOf = (c: Compiled) => c.ops[0]!.method;
  for (const method of methods)
    byMethod.set(
      method,
      compiled.filter((c) => methodOf(c) === 'trace' || methodOf(c).toUpperCase() === method),
    );
  const anyMethod = compiled.filter((c) => methodOf(c) === 'trace');
  return (method, pathname, request) => {
    for (const { ops, pattern } of byMethod.get(method.toUpperCase()) ?? anyMethod) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      const candidates = (request ? rankOperations(ops, request) : ops).map((op) => {
        const params: Record<string, string> = {};
        op.paramNames.forEach((name, i) => {
          params[name] = decode(match[i + 1]!);
        });
        return { op, params };
      });
      return { ...candidates[0]!, candidates };
    }
    return undefined;
  };
}

import { upgrade } from '@scalar/openapi-upgrader';
import type { OpenApiDocument } from '../openapi-types.ts';
import { pointerOf } from '../json-pointer.ts';
import { hasNullBeside, upgrade30To31 } from './upgrade-30-to-31.ts';

export const DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** The OpenAPI version a document declares, or why it has none this generator reads. */
export function documentVersion(data: unknown): { version: '2.0' | '3.0' | '3.1' | '3.2' } | { problem: string } {
  const doc = data as { openapi?: unknown; swagger?: unknown };
  if (typeof doc.swagger === 'string' || typeof doc.swagger === 'number') {
    return String(doc.swagger) === '2.0' ? { version: '2.0' } : { problem: `swagger '${String(doc.swagger)}' is not supported; only Swagger 2.0` };
  }
  if (typeof doc.openapi !== 'string') return { problem: 'not an OpenAPI document: it has no openapi (or swagger) version' };
  if (/^3\.0\.\d+$/.test(doc.openapi)) return { version: '3.0' };
  if (/^3\.1\.\d+$/.test(doc.openapi)) return { version: '3.1' };
  if (/^3\.2\.\d+$/.test(doc.openapi)) return { version: '3.2' };
  return { problem: `openapi '${doc.openapi}' is not supported; use 3.0.x, 3.1.x or 3.2.x (or Swagger 2.0)` };
}

/** The sections Swagger 2.0 keeps where OpenAPI 3 has components. */
const SWAGGER_SECTIONS: [string, string][] = [
  ['/components/schemas', '/definitions'],
  ['/components/securitySchemes', '/securityDefinitions'],
  ['/components/parameters', '/parameters'],
  ['/components/responses', '/responses'],
];

/** Where a pointer of the upgraded document was in the Swagger 2.0 document it came from (or its nearest ancestor). */
export function swaggerPointer(pointer: string): string {
  for (const [to, from] of SWAGGER_SECTIONS) if (pointer === to || pointer.startsWith(`${to}/`)) return from + pointer.slice(to.length);
  return pointer;
}

/**
 * Where a pointer of the upgraded document was in the 2.0 or 3.0 document `data`: Swagger 2.0's own sections, and
 * `x-webhooks`, which the upgrader moves to `webhooks` (over any `webhooks` written beside it).
 */
export function upgradedFrom(data: unknown, version: '2.0' | '3.0'): (pointer: string) => string {
  const webhooks = !!data && typeof data === 'object' && Object.hasOwn(data, 'x-webhooks');
  return (pointer) => {
    const moved = webhooks && (pointer === '/webhooks' || pointer.startsWith('/webhooks/')) ? `/x-${pointer.slice(1)}` : pointer;
    return version === '2.0' ? swaggerPointer(moved) : moved;
  };
}

/**
 * A Swagger 2.0 or OpenAPI 3.0 document as OpenAPI 3.1: 2.0 → 3.0 by Scalar's upgrader (`definitions` →
 * components, body parameters → request bodies, ...), 3.0 → 3.1 by place (`upgrade30To31`: `nullable` → type
 * arrays, ...), then `nullAsAlternative`: the rest of the
 * generator reads 3.1 only. Schemas use JSON Schema 2020-12 unless the document says otherwise. The input is not changed.
 */
export function upgradeTo31(data: unknown): OpenApiDocument {
  const upgraded = upgrade30To31(upgrade(structuredClone(data) as Record<string, unknown>, '3.0') as Record<string, unknown>);
  upgraded.jsonSchemaDialect ??= DIALECT_2020_12;
  rewriteNullAlongside(upgraded);
  return upgraded;
}

/**
 * Whether a schema says "or null" beside what else it is, in a form 3.1 does not read that way: 3.0's `nullable: true`
 * where there is no `type` for the upgrader to add `null` to (it leaves `nullable`, which 3.1 ignores), and a lone
 * `type: 'null'` beside a composition, a `$ref` or an enum, which converters write for that `nullable` and which 3.1
 * reads as "null and the rest" (no value, or a type that refers to itself in an intersection, which does not compile).
 */
function nullAlongside(o: Record<string, unknown>): boolean {
  const said = (o.nullable === true && o.type === undefined) || o.type === 'null';
  return said && hasNullBeside(o);
}

/**
 * Rewrites in place every `nullAlongside` schema in `root` as 3.1 says "or null". An allOf moves into the new anyOf's
 * first member, so every `$ref` into it (`#/components/schemas/A/allOf/0`, which real documents write) is pointed at
 * its new place.
 */
function rewriteNullAlongside(root: unknown): void {
  const moved: [string, string][] = [];
  const seen = new Set<object>();
  // The keys down to the node walked: a pointer is spelt only for an allOf that moves.
  const keys: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        keys.push(String(i));
        walk(item);
        keys.pop();
      });
      return;
    }
    const o = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(o)) {
      keys.push(key);
      walk(value);
      keys.pop();
    }
    if (!nullAlongside(o)) return;
    delete o.nullable;
    delete o.type;
    const isNull = (s: unknown) => !!s && typeof s === 'object' && (s as { type?: unknown }).type === 'null';
    if (Array.isArray(o.enum)) {
      if (!o.enum.includes(null)) o.enum = [...o.enum, null];
    } else if (Array.isArray(o.oneOf) || Array.isArray(o.anyOf)) {
      // One more alternative (after the others: their pointers stay).
      const key = Array.isArray(o.oneOf) ? 'oneOf' : 'anyOf';
      const alternatives = o[key] as unknown[];
      if (!alternatives.some(isNull)) o[key] = [...alternatives, { type: 'null' }];
    } else {
      // A $ref or an allOf: one alternative of an anyOf, null the other; other keywords stay beside it (a null meets them).
      const { $ref, allOf } = o;
      delete o.$ref;
      delete o.allOf;
      const rest = $ref === undefined ? { allOf } : allOf === undefined ? { $ref } : { $ref, allOf };
      o.anyOf = [rest, { type: 'null' }];
      if (allOf !== undefined) {
        const pointer = pointerOf(...keys);
        moved.push([`#${pointer}/allOf`, `#${pointer}/anyOf/0/allOf`]);
      }
    }
  };
  walk(root);
  if (moved.length === 0) return;
  const redirect = (ref: string): string => {
    for (const [from, to] of moved) if (ref === from || ref.startsWith(`${from}/`)) return to + ref.slice(from.length);
    return ref;
  };
  const refs = new Set<object>();
  const fix = (node: unknown): void => {
    if (!node || typeof node !== 'object' || refs.has(node)) return;
    refs.add(node);
    if (Array.isArray(node)) return node.forEach(fix);
    const o = node as Record<string, unknown>;
    if (typeof o.$ref === 'string') o.$ref = redirect(o.$ref);
    for (const value of Object.values(o)) fix(value);
  };
  fix(root);
}

/**
 * `data` (an OpenAPI 3.1 document) with every `nullAlongside` schema saying "or null" as 3.1 does: an enum gets a
 * `null` value, a oneOf or anyOf a `{ type: 'null' }` alternative, a `$ref` or allOf becomes `anyOf: [it, { type: 'null' }]`.
 * The input is not changed; where there is nothing to rewrite it is what this returns.
 */
export function nullAsAlternative<T>(data: T): T {
  let found = false;
  const seen = new Set<object>();
  const scan = (node: unknown): void => {
    if (found || !node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(scan);
    if (nullAlongside(node as Record<string, unknown>)) found = true;
    else for (const value of Object.values(node)) scan(value);
  };
  scan(data);
  if (!found) return data;
  const copy = structuredClone(data);
  rewriteNullAlongside(copy);
  return copy;
}

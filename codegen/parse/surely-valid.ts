// Whether an example is valid against its schema, answered without compiling the schema: ajv compiles each example's
// schema with everything it references (most of a spec's validation time), to find problems that almost never
// exist. This reads the schema as ajv (2020-12, strict off, ajv-formats) would judge the value, for the keywords
// the specs use; when it cannot be sure (a keyword, reference or format beyond it, anything ajv might refuse to
// compile anywhere in the schema, or an invalid value) it answers false, and ajv compiles and reports as before.
import { refKeys, resolveRef } from '@siteapi/document';

/** A format as Ajv holds it (`ajv.formats[name]`): `true` (any value), a RegExp, a function, or a definition. */
export type AjvFormat = true | RegExp | ((value: never) => boolean) | { type?: string; validate: RegExp | ((value: never) => boolean); async?: boolean };

type Schema = Record<string, unknown> | boolean;

/** Keywords that validate nothing here (annotations, or words ajv ignores with strict off). */
const IGNORED = new Set([
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  '$comment',
  '$defs',
  'definitions',
  'discriminator',
  'xml',
  'externalDocs',
]);

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']);
const NUMBER_LIMITS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
/**
 * A local reference both ajv and `resolveRef` read the same way: ajv decodes `%XX`, which `resolveRef` does not, and
 * looks names up with `schema[name]`, inherited ones (`constructor`) included.
 */
const plainRef = (ref: string): boolean => /^#(?:\/[^%#]*)?$/.test(ref) && (refKeys(ref) ?? []).every((key) => !(key in Object.prototype));

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isSchema = (v: unknown): v is Schema => typeof v === 'boolean' || isObject(v);

/**
 * A judge for one document's examples: `(schema, pointer, value)` is true when ajv, given `spec#pointer` (or the
 * schema's top-level local `$ref`, whose siblings ajv's lookup then skips, as validate-document.ts does), would
 * compile the schema and accept the value.
 */
export function exampleJudge(root: unknown, formats: Record<string, AjvFormat | undefined>): (schema: unknown, pointer: string, value: unknown) => boolean {
  const known = new Map<unknown, boolean>();
  const patterns = new Map<string, RegExp>();

  /** Schemas everything reachable from which is readable: what one walk that found no fault went through. */
  const good = new Set<unknown>();

  /** Every schema the root reaches uses only what `valid` reads, in forms ajv compiles. */
  const readable = (top: Schema): boolean => {
    const seen = new Set<unknown>();
    const walk = (schema: unknown): boolean => {
      if (typeof schema === 'boolean') return true;
      if (!isObject(schema)) return false;
      if (seen.has(schema) || good.has(schema)) return true;
      seen.add(schema);
      for (const [key, v] of Object.entries(schema)) {
        if (IGNORED.has(key) || key.startsWith('x-')) continue;
        if (NUMBER_LIMITS.includes(key)) {
          if (typeof v !== 'number') return false;
        } else if (key === 'type') {
          if (!(Array.isArray(v) ? v.length > 0 && v.every((t) => TYPES.has(t as string)) : TYPES.has(v as string))) return false;
        } else if (key === 'enum') {
          if (!Array.isArray(v)) return false;
        } else if (key === 'const') {
          // any value
        } else if (key === 'required') {
          if (!Array.isArray(v) || !v.every((p) => typeof p === 'string')) return false;
        } else if (key === 'properties') {
          // ajv skips a `__proto__` property; this would not.
          if (!isObject(v) || Object.hasOwn(v, '__proto__') || !Object.values(v).every(walk)) return false;
        } else if (key === 'additionalProperties' || key === 'items') {
          if (!isSchema(v) || !walk(v)) return false;
        } else if (SUBSCHEMA_LISTS.includes(key)) {
          if (!Array.isArray(v) || v.length === 0 || !v.every(walk)) return false;
        } else if (key === 'pattern') {
          if (typeof v !== 'string' || !regExp(v)) return false;
        } else if (key === 'format') {
          const format = typeof v === 'string' && Object.hasOwn(formats, v) ? formats[v] : undefined;
          if (format === undefined || (typeof format === 'object' && !(format instanceof RegExp) && format.async)) return false;
        } else if (key === '$ref') {
          if (typeof v !== 'string' || !plainRef(v) || !isSchema(resolveRef(root, v)) || !walk(resolveRef(root, v))) return false;
        } else {
          return false;
        }
      }
      return true;
    };
    if (!walk(top)) return false;
    for (const schema of seen) good.add(schema);
    return true;
  };

  const regExp = (source: string): RegExp | undefined => {
    if (!patterns.has(source)) {
      try {
        patterns.set(source, new RegExp(source, 'u'));
      } catch {
        return undefined;
      }
    }
    return patterns.get(source);
  };

  const valid = (schema: Schema, value: unknown): boolean => {
    if (typeof schema === 'boolean') return schema;
    if (schema.$ref !== undefined && !valid(resolveRef(root, schema.$ref as string) as Schema, value)) return false;
    if (schema.type !== undefined && !(Array.isArray(schema.type) ? schema.type : [schema.type]).some((t) => hasType(value, t as string))) return false;
    if (schema.enum !== undefined && !(schema.enum as unknown[]).some((e) => equal(e, value))) return false;
    if ('const' in schema && !equal(schema.const, value)) return false;
    for (const key of SUBSCHEMA_LISTS) {
      const list = schema[key] as Schema[] | undefined;
      if (!list) continue;
      const passing = list.filter((s) => valid(s, value)).length;
      if (key === 'allOf' ? passing !== list.length : key === 'anyOf' ? passing === 0 : passing !== 1) return false;
    }
    if (typeof value === 'string') {
      const length = schema.minLength !== undefined || schema.maxLength !== undefined ? codePoints(value) : 0;
      if (schema.minLength !== undefined && length < (schema.minLength as number)) return false;
      if (schema.maxLength !== undefined && length > (schema.maxLength as number)) return false;
      if (schema.pattern !== undefined && !regExp(schema.pattern as string)!.test(value)) return false;
    }
    if (schema.format !== undefined && (typeof value === 'string' || typeof value === 'number') && !formatValid(formats[schema.format as string]!, value))
      return false;
    if (typeof value === 'number') {
      if (schema.minimum !== undefined && !(value >= (schema.minimum as number))) return false;
      if (schema.maximum !== undefined && !(value <= (schema.maximum as number))) return false;
      if (schema.exclusiveMinimum !== undefined && !(value > (schema.exclusiveMinimum as number))) return false;
      if (schema.exclusiveMaximum !== undefined && !(value < (schema.exclusiveMaximum as number))) return false;
    }
    if (Array.isArray(value)) {
      if (schema.minItems !== undefined && value.length < (schema.minItems as number)) return false;
      if (schema.maxItems !== undefined && value.length > (schema.maxItems as number)) return false;
      // Every index, as ajv's loop reads them (holes included, which `every` would skip).
      if (schema.items !== undefined) for (let i = 0; i < value.length; i++) if (!valid(schema.items as Schema, value[i])) return false;
    }
    if (isObject(value)) {
      // As ajv's code reads them: `data[name] !== undefined`, inherited names included.
      for (const name of (schema.required as string[] | undefined) ?? []) if (value[name] === undefined) return false;
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const [name, s] of Object.entries(properties)) if (value[name] !== undefined && !valid(s, value[name])) return false;
      const extra = schema.additionalProperties as Schema | undefined;
      if (extra !== undefined) {
        for (const name in value) if (!Object.hasOwn(properties, name) && !valid(extra, value[name])) return false;
      }
    }
    return true;
  };

  return (schema, pointer, value) => {
    if (isObject(root) && ('$id' in root || '$schema' in root)) return false;
    // What ajv looks up: the top-level local `$ref`, or the schema at `spec#pointer` (the value there, not `schema`).
    const ref = isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#/') ? schema.$ref : `#${pointer}`;
    if (!plainRef(ref)) return false;
    const top = resolveRef(root, ref);
    if (!isSchema(top)) return false;
    if (!known.has(top)) known.set(top, readable(top));
    return known.get(top)! && valid(top, value);
  };
}

/** ajv's type test for one JSON type. */
function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && !(value % 1);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    default:
      return isObject(value);
  }
}

/** ajv's format test: a format applies to values of its type (strings unless it says `number`). */
function formatValid(format: AjvFormat, value: string | number): boolean {
  if (format === true) return true;
  const def = typeof format === 'object' && !(format instanceof RegExp) ? format : undefined;
  if ((def?.type ?? 'string') !== typeof value) return true;
  const check = def ? def.validate : (format as RegExp | ((v: never) => boolean));
  return typeof check === 'function' ? check(value as never) : check.test(value as string);
}

/** String length in code points, as ajv counts it (`unicode: true`). */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if ((next & 0xfc00) === 0xdc00) i++;
    }
  }
  return n;
}

/** ajv's equality for `enum` and `const` (fast-deep-equal on JSON data). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => equal(x, (b as unknown[])[i]));
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

// "Generate from schema": a plausible value for a schema, without a library. Declared examples, defaults,
// consts and enums win; otherwise a value of the right type and format, within the schema's bounds.
import type { JsonSchema } from '../catalogue/types.ts';
import { componentRef, deref, effective, enumOf, kindOf, type Schemas } from './resolve.ts';

/**
 * Which optional properties a sample carries: `all` (a request body to start from, as Scalar and Stripe's docs show
 * one), `required` (only what the schema requires), `top` (the optional ones near the top only, so a deep answer
 * reads as an example, not a wall).
 */
export type SampleFields = 'all' | 'required' | 'top';

export interface SampleOptions {
  /** A request leaves out readOnly fields; an answer leaves out writeOnly ones instead. */
  side?: 'request' | 'response';
  fields?: SampleFields;
}

/** Past this depth only what the schema requires is made (required properties, `minItems` items)… */
const MAX_DEPTH = 6;
/** …and past this one nothing (only an inline nesting this deep, a hostile document's, gets here). */
const HARD_DEPTH = 32;
/** `top`: optional properties are included down to this depth; deeper, only required ones. */
const TOP_DEPTH = 1;
/** `all`: past this many values, only required properties are added, so a wide document's body stays readable. */
const ALL_BUDGET = 300;
/** An array's items beyond its first are copies for `minItems`; at most this many. */
const MAX_ITEMS = 16;
/**
 * Past this many values as the sample is written out (an array's copies counted), nothing more is made, required or
 * not: a hostile document's required fields that fan out level after level, or `minItems` nested deep, would
 * otherwise make a body of billions of values (the schema is then not met; no document of use comes near it).
 */
const MAX_VALUES = 10_000;

interface Walk {
  schemas: Schemas;
  side: 'request' | 'response';
  fields: SampleFields;
  /** Values made so far (`all`'s budget). */
  made: number;
  /** Values as written out so far, an array's copies counted (`MAX_VALUES`). */
  spelled: number;
}

/**
 * A value for `schema`: its example, default, const or first enum value, else one built from its type. A recursive
 * schema ends where it meets itself (an optional property left out, an array left empty, a nullable one null).
 */
export function sampleValue(schema: JsonSchema, schemas: Schemas, options: SampleOptions | 'request' | 'response' = {}): unknown {
  const { side = 'request', fields = 'top' } = typeof options === 'string' ? { side: options } : options;
  return sample(schema, { schemas, side, fields, made: 0, spelled: 0 }, 0, []);
}

function sample(schema: JsonSchema, walk: Walk, depth: number, refs: readonly string[]): unknown {
  const { schemas } = walk;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref && refs.includes(ref)) return undefined; // recursive schema
  const nextRefs = ref ? [...refs, ref] : refs;
  const node = effective(deref(schema, schemas), schemas);
  walk.made++;
  walk.spelled++;

  if (node.example !== undefined) return node.example;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  const values = enumOf(node);
  if (values && values.length > 0) return values.find((v) => v !== null) ?? values[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length > 0) return sampleUnion(node, options as JsonSchema[], walk, depth, nextRefs);
  }

  switch (kindOf(node)) {
    case 'string':
      return sampleString(node);
    case 'integer':
      return sampleNumber(node, true);
    case 'number':
      return sampleNumber(node, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const least = typeof node.minItems === 'number' ? node.minItems : 0;
      if (depth >= HARD_DEPTH || !node.items || (depth >= MAX_DEPTH && least === 0) || walk.spelled >= MAX_VALUES) return [];
      const before = walk.spelled;
      const item = sample(node.items as JsonSchema, walk, depth + 1, nextRefs);
      if (item === undefined) return [];
      // Each copy is written out in full: as many as the budget leaves room for.
      const size = walk.spelled - before;
      const count = Math.max(1, Math.min(Math.max(least, 1), MAX_ITEMS, Math.floor((MAX_VALUES - walk.spelled) / size) + 1));
      walk.spelled += (count - 1) * size;
      return Array.from({ length: count }, () => item);
    }
    case 'object': {
      if (depth >= HARD_DEPTH || walk.spelled >= MAX_VALUES) return {};
      const required = new Set((node.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)) {
        if (walk.spelled >= MAX_VALUES) break;
        if (!required.has(name) && !optionalWanted(walk, depth)) continue;
        const { readOnly, writeOnly } = deref(child, schemas) as { readOnly?: boolean; writeOnly?: boolean };
        if (walk.side === 'request' ? readOnly : writeOnly) continue;
        const value = sample(child, walk, depth + 1, nextRefs);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return {};
  }
}

function optionalWanted(walk: Walk, depth: number): boolean {
  if (walk.fields === 'required' || depth >= MAX_DEPTH) return false;
  if (walk.fields === 'top') return depth <= TOP_DEPTH;
  return walk.made < ALL_BUDGET;
}

/**
 * The first member that gives a value (not null, when another does), with the discriminator's value for it: a
 * member met inside itself gives none, so a recursive union ends at its null or plain member.
 */
function sampleUnion(node: JsonSchema, options: JsonSchema[], walk: Walk, depth: number, refs: readonly string[]): unknown {
  const ordered = [...options.filter((o) => kindOf(deref(o, walk.schemas)) !== 'null'), ...options.filter((o) => kindOf(deref(o, walk.schemas)) === 'null')];
  for (const option of ordered) {
    const value = sample(option, walk, depth, refs);
    if (value === undefined) continue;
    const discriminator = node.discriminator as { propertyName?: unknown; mapping?: Record<string, unknown> } | undefined;
    const property = discriminator?.propertyName;
    if (typeof property === 'string' && value !== null && typeof value === 'object' && !Array.isArray(value) && typeof option.$ref === 'string') {
      const mapped = Object.entries(discriminator?.mapping ?? {}).find(([, target]) => target === option.$ref)?.[0];
      const name = mapped ?? componentRef(option.$ref)?.split('.').pop();
      // The member's own value for it (a const, an enum) stands; a plain string would match every member.
      const own = effective(option, walk.schemas).properties as Record<string, JsonSchema> | undefined;
      const declared = own?.[property] ? effective(own[property], walk.schemas) : undefined;
      const fixed = declared && (declared.const !== undefined || enumOf(declared) !== undefined);
      if (name !== undefined && !fixed) return { ...(value as object), [property]: name };
    }
    return value;
  }
  return undefined;
}

function sampleNumber(node: JsonSchema, integer: boolean): number {
  const step = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : integer ? 1 : 0;
  let value = typeof node.minimum === 'number' ? node.minimum : 0;
  if (typeof node.exclusiveMinimum === 'number' && value <= node.exclusiveMinimum) value = node.exclusiveMinimum + (step || 1);
  if (typeof node.maximum === 'number' && value > node.maximum) value = node.maximum;
  if (typeof node.exclusiveMaximum === 'number' && value >= node.exclusiveMaximum) value = node.exclusiveMaximum - (step || 1);
  if (step) value = Math.ceil(value / step) * step;
  return integer ? Math.ceil(value) : value;
}

function sampleString(node: JsonSchema): string {
  switch (node.format) {
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'time':
      return '12:00:00';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return 'someone@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com';
    default: {
      const min = typeof node.minLength === 'number' ? Math.min(node.minLength, 4096) : 0;
      const max = typeof node.maxLength === 'number' ? node.maxLength : Number.POSITIVE_INFINITY;
      return 'string'.padEnd(min, 'x').slice(0, Math.max(max, min));
    }
  }
}

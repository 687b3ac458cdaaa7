// "Generate from schema": a plausible value for a schema, without a library. Declared examples, defaults,
// consts and enums win; otherwise a value of the right type and format. Optional properties are filled
// near the top only, so a deep schema (rich content, orders) gives a readable body, not a wall.
import type { JsonSchema } from '../catalogue/types.ts';
import { deref, effective, enumOf, kindOf, type Schemas } from './resolve.ts';

const MAX_DEPTH = 6;
/** Optional properties are included down to this depth; deeper, only required ones. */
const OPTIONAL_DEPTH = 1;

/**
 * A value for `schema`: its example, default, const or first enum value, else one built from its type. A request
 * leaves out readOnly fields; an answer (`side` 'response') leaves out writeOnly ones instead.
 */
export function sampleValue(schema: JsonSchema, schemas: Schemas, side: 'request' | 'response' = 'request', depth = 0, refs: readonly string[] = []): unknown {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref && refs.includes(ref)) return undefined; // recursive schema
  const nextRefs = ref ? [...refs, ref] : refs;
  const node = effective(deref(schema, schemas), schemas);

  if (node.example !== undefined) return node.example;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  const values = enumOf(node);
  if (values && values.length > 0) return values.find((v) => v !== null) ?? values[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length > 0) {
      const option = (options as JsonSchema[]).find((o) => kindOf(deref(o, schemas)) !== 'null') ?? (options[0] as JsonSchema);
      return sampleValue(option, schemas, side, depth, nextRefs);
    }
  }

  switch (kindOf(node)) {
    case 'string':
      return sampleString(node);
    case 'integer':
      return typeof node.minimum === 'number' ? Math.ceil(node.minimum) : 0;
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      if (depth >= MAX_DEPTH || !node.items) return [];
      const item = sampleValue(node.items as JsonSchema, schemas, side, depth + 1, nextRefs);
      return item === undefined ? [] : [item];
    }
    case 'object': {
      if (depth >= MAX_DEPTH) return {};
      const required = new Set((node.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)) {
        if (!required.has(name) && depth > OPTIONAL_DEPTH) continue;
        const { readOnly, writeOnly } = deref(child, schemas) as { readOnly?: boolean; writeOnly?: boolean };
        if (side === 'request' ? readOnly : writeOnly) continue;
        const value = sampleValue(child, schemas, side, depth + 1, nextRefs);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return {};
  }
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
      const min = typeof node.minLength === 'number' ? node.minLength : 0;
      return 'string'.padEnd(min, 'x');
    }
  }
}

// A value a schema of the document accepts, for an answer the document gives no example of (a stream's items). Its
// own examples, defaults, consts and enums win; otherwise required properties (all of them at the top) of the right
// type and format. A string that carries JSON (`contentMediaType: application/json`, `contentSchema`) holds a sample
// of its content, as a 3.2 server-sent event's `data` does.
import { deref, isNode, type Node } from '@siteapi/document';

const MAX_DEPTH = 8;

const FORMATS: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  hostname: 'example.com',
};

export function sampleValue(document: Node, schema: unknown, depth = 0, refs: readonly string[] = []): unknown {
  const ref = isNode(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref && refs.includes(ref)) return undefined;
  const seen = ref ? [...refs, ref] : refs;
  const node = merged(document, deref(document, schema).value);
  if (!isNode(node) || depth > MAX_DEPTH) return undefined;
  if (node.example !== undefined) return node.example;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum.find((v) => v !== null) ?? node.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length > 0) {
      const option = options.find((o) => typeOf(deref(document, o).value) !== 'null') ?? options[0];
      return sampleValue(document, option, depth, seen);
    }
  }
  switch (typeOf(node)) {
    case 'string': {
      if (node.contentMediaType === 'application/json' || node.contentSchema !== undefined)
        return JSON.stringify(sampleValue(document, node.contentSchema ?? {}, depth + 1, seen) ?? null);
      const format = typeof node.format === 'string' ? FORMATS[node.format] : undefined;
      const min = typeof node.minLength === 'number' ? node.minLength : 0;
      return format ?? 'string'.padEnd(min, 's');
    }
    case 'integer':
      return typeof node.minimum === 'number' ? Math.ceil(node.minimum) : 0;
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const item = node.items === undefined ? undefined : sampleValue(document, node.items, depth + 1, seen);
      const min = typeof node.minItems === 'number' ? Math.min(node.minItems, 3) : 0;
      return item === undefined ? [] : Array.from({ length: Math.max(min, 1) }, () => item);
    }
    case 'object': {
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(isNode(node.properties) ? node.properties : {})) {
        if (!required.has(name) && depth > 0) continue;
        const value = sampleValue(document, child, depth + 1, seen);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return {};
  }
}

/** A schema with its `allOf` members' properties and requirements folded in. */
function merged(document: Node, schema: unknown): unknown {
  if (!isNode(schema) || !Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const out: Node = { ...rest };
  for (const member of allOf) {
    const m = merged(document, deref(document, member).value);
    if (!isNode(m)) continue;
    for (const [key, value] of Object.entries(m)) {
      if (key === 'properties' && isNode(value)) out.properties = { ...(isNode(out.properties) ? out.properties : {}), ...value };
      else if (key === 'required' && Array.isArray(value)) out.required = [...(Array.isArray(out.required) ? out.required : []), ...value];
      else if (!(key in out)) out[key] = value;
    }
  }
  return out;
}

/** The one type a schema is of (the first that is not null of a list; `object` for one with properties). */
function typeOf(schema: unknown): string | undefined {
  if (!isNode(schema)) return undefined;
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? schema.type[0]) : schema.type;
  if (typeof type === 'string') return type;
  if (isNode(schema.properties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

// A value a schema of the document accepts, for an answer the document gives no example of (a stream's items). Its
// own examples, defaults, consts and enums win; otherwise required properties (all of them at the top) of the right
// type, format and pattern. A string that carries JSON (`contentMediaType: application/json`, `contentSchema`) holds a sample
// of its content, as a 3.2 server-sent event's `data` does.
import { deref, escapePointer, isNode, type Node } from '@siteapi/document';
import { stringMatching } from '@siteapi/document/ajv';

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

/** How `sampleValue` makes a value. */
export interface SampleOptions {
  /** Take the schema's own examples and defaults (default true); without, values are made from types and formats. */
  examples?: boolean;
  /**
   * Whether the schema at a document pointer accepts a value: where given, a `oneOf` or `anyOf` gets the first of its
   * options' samples that it accepts (open objects often match several options of a `oneOf`, which takes exactly one).
   */
  accepts?: (pointer: string, value: unknown) => boolean;
  /** Every property at every depth (default: all at the top, below it the required ones). */
  allProperties?: boolean;
}

export function sampleValue(document: Node, schema: unknown, options: SampleOptions = {}, pointer?: string): unknown {
  return sampleAt(document, schema, options, pointer, 0, []);
}

function sampleAt(document: Node, schema: unknown, options: SampleOptions, pointer: string | undefined, depth: number, refs: readonly string[]): unknown {
  const ref = isNode(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref && refs.includes(ref)) return undefined;
  const seen = ref ? [...refs, ref] : refs;
  const found = deref(document, schema, pointer ?? '');
  // A schema whose allOf is folded in is no one place of the document: nothing under it is judged by pointer.
  const node = merged(document, found.value);
  const at = pointer !== undefined && node === found.value ? found.pointer : undefined;
  if (!isNode(node) || depth > MAX_DEPTH) return undefined;
  if (options.examples !== false) {
    if (node.example !== undefined) return node.example;
    if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
    if (node.default !== undefined) return node.default;
  }
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum.find((v) => v !== null) ?? node.enum[0];
  const child = (sub: unknown, key: string, deeper: number) => sampleAt(document, sub, options, at === undefined ? undefined : `${at}/${key}`, deeper, seen);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = node[key];
    if (!Array.isArray(alternatives) || alternatives.length === 0) continue;
    const order = alternatives
      .map((o, i) => ({ o, i }))
      .sort((a, b) => Number(typeOf(deref(document, a.o).value) === 'null') - Number(typeOf(deref(document, b.o).value) === 'null'));
    if (options.accepts && at !== undefined) {
      for (const { o, i } of order) {
        const value = child(o, `${key}/${i}`, depth);
        if (value !== undefined && options.accepts(at, value)) return value;
      }
      // Open objects whose required properties (often none) fit several options: each option with all its
      // properties, so one whose `type: { enum: [episode] }` no other option takes is told apart.
      if (!options.allProperties)
        for (const { o, i } of order) {
          const value = sampleAt(document, o, { ...options, allProperties: true }, `${at}/${key}/${i}`, depth, seen);
          if (value !== undefined && options.accepts(at, value)) return value;
        }
    }
    return child(order[0]!.o, `${key}/${order[0]!.i}`, depth);
  }
  switch (typeOf(node)) {
    case 'string': {
      if (node.contentMediaType === 'application/json' || node.contentSchema !== undefined)
        return JSON.stringify(child(node.contentSchema ?? {}, 'contentSchema', depth + 1) ?? null);
      const format = typeof node.format === 'string' ? FORMATS[node.format] : undefined;
      const min = typeof node.minLength === 'number' ? node.minLength : 0;
      const matching = typeof node.pattern === 'string' ? stringMatching(node.pattern, min) : undefined;
      return format ?? matching ?? 'string'.padEnd(min, 's');
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
      const item = node.items === undefined ? undefined : child(node.items, 'items', depth + 1);
      const min = typeof node.minItems === 'number' ? Math.min(node.minItems, 3) : 0;
      return item === undefined ? [] : Array.from({ length: Math.max(min, 1) }, () => item);
    }
    case 'object': {
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(isNode(node.properties) ? node.properties : {})) {
        if (!required.has(name) && depth > 0 && !options.allProperties) continue;
        const value = child(property, `properties/${escapePointer(name)}`, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      // A required name the schema defines no property for (Apicurio's `group`): its additionalProperties' value, else a string.
      for (const name of required) {
        if (typeof name !== 'string' || Object.hasOwn(out, name) || node.additionalProperties === false) continue;
        const extra = isNode(node.additionalProperties) ? child(node.additionalProperties, 'additionalProperties', depth + 1) : undefined;
        out[name] = extra ?? 'string';
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

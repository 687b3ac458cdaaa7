// Reading the schemas of one operation detail: component refs (`#/components/schemas/<name>`) resolve
// against the detail's `schemas`; `allOf` is merged for the form's purposes (properties and required).
import type { JsonSchema } from '../catalogue/types.ts';
import { deref as followRef } from '@siteapi/document';

export type Schemas = Record<string, JsonSchema>;

const SCHEMA_REF = '#/components/schemas/';

/** The schema a component `$ref` points to (followed until a non-ref, siblings on top), or the schema itself. */
export function deref(schema: unknown, schemas: Schemas): JsonSchema {
  return (followRef({ components: { schemas } }, schema ?? {}, '', (ref) => !ref.startsWith(SCHEMA_REF)).value ?? {}) as JsonSchema;
}

/** How many `allOf` levels are merged: deeper parts (only a hostile or broken document has them) are left out. */
const MAX_ALL_OF_DEPTH = 16;

/**
 * How many `allOf` parts one merge takes in: parts that fan out level after level (a hostile document's, four parts a
 * level each the next level's schema) would otherwise be merged once per path, 4^16 times; past it, parts are left out.
 */
const MAX_ALL_OF_PARTS = 10_000;

/**
 * Refs followed and `allOf` parts merged into one object schema. A part met again inside itself (an `allOf` cycle,
 * `A: { allOf: [{ $ref: A }] }`) is merged once.
 */
export function effective(schema: unknown, schemas: Schemas, within: ReadonlySet<JsonSchema> = new Set()): JsonSchema {
  return merge(schema, schemas, within, { left: MAX_ALL_OF_PARTS });
}

function merge(schema: unknown, schemas: Schemas, within: ReadonlySet<JsonSchema>, budget: { left: number }): JsonSchema {
  const node = deref(schema, schemas);
  if (!Array.isArray(node.allOf)) return node;
  if (within.has(node) || within.size >= MAX_ALL_OF_DEPTH || budget.left <= 0) {
    const { allOf: _allOf, ...rest } = node;
    return rest;
  }
  budget.left -= node.allOf.length;
  const inside = new Set(within).add(node);
  const parts = (node.allOf as unknown[]).map((part) => merge(part, schemas, inside, budget));
  const { allOf: _allOf, ...rest } = node;
  const merged: JsonSchema = { ...rest };
  const properties: Record<string, unknown> = { ...((rest.properties as Record<string, unknown> | undefined) ?? {}) };
  const required = new Set<string>((rest.required as string[] | undefined) ?? []);
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) if (!(key in merged) && key !== 'properties' && key !== 'required') merged[key] = value;
    Object.assign(properties, part.properties ?? {});
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

export type SchemaKind = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'any';

/** The JSON type a schema describes (the first non-null one of a type list). */
export function kindOf(schema: JsonSchema): SchemaKind {
  const type = schema.type;
  const types = Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
  const first = types.find((t) => t !== 'null') ?? types[0];
  if (first) return first as SchemaKind;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const value = schema.enum[0];
    return value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
  }
  if (schema.const !== undefined) return typeof schema.const === 'number' ? 'number' : typeof schema.const === 'boolean' ? 'boolean' : 'string';
  return 'any';
}

/** The enum values of a schema (also a `oneOf` of `const`s or of one-value enums, as GitHub writes some), or undefined. */
export function enumOf(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  const options = schema.oneOf ?? schema.anyOf;
  const single = (o: unknown): o is JsonSchema => isObject(o) && ('const' in o || (Array.isArray(o.enum) && o.enum.length === 1));
  if (Array.isArray(options) && options.length > 0 && options.every(single)) {
    return options.map((o) => ('const' in o ? o.const : (o.enum as unknown[])[0]));
  }
  return undefined;
}

/** `#/components/schemas/<name>` → `<name>`, else undefined. */
export function componentRef(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : undefined;
}

/**
 * The component a schema is: its `$ref`, or the one part of an `allOf` that wraps a ref to give it a description
 * (`{ allOf: [{ $ref }], description }`, OpenAPI 3.0's way to put words beside a ref).
 */
export function componentOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  const own = componentRef(schema.$ref);
  if (own !== undefined) return own;
  return Array.isArray(schema.allOf) && schema.allOf.length === 1 ? componentRef((schema.allOf[0] as JsonSchema | undefined)?.$ref) : undefined;
}

const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether a schema allows only null (`type: 'null'`, `const: null`, `enum: [null]`). */
function onlyNull(schema: unknown, schemas: Schemas): boolean {
  const node = deref(schema, schemas);
  return node.type === 'null' || (node.const === null && 'const' in node) || (Array.isArray(node.enum) && node.enum.length === 1 && node.enum[0] === null);
}

/**
 * A schema with null taken out, and whether it allowed null: OpenAPI 3.0's `nullable`, a type list with `null`, and a
 * `oneOf`/`anyOf` with a null member. `X | null` becomes X itself with the composition's own words (description,
 * default, examples) on top, and `component` names X when it is a ref; refs and `allOf` are followed as `effective` does.
 */
export function withoutNull(schema: unknown, schemas: Schemas): { node: JsonSchema; nullable: boolean; component?: string } {
  let node = effective(schema, schemas);
  let nullable = node.nullable === true;
  let component: string | undefined;
  if (Array.isArray(node.type) && node.type.includes('null')) {
    const rest = (node.type as unknown[]).filter((t) => t !== 'null');
    if (rest.length > 0) {
      node = { ...node, type: rest.length === 1 ? rest[0] : rest };
      nullable = true;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = node[key];
    if (!Array.isArray(options)) continue;
    const kept = options.filter((option) => !onlyNull(option, schemas));
    if (kept.length === options.length || kept.length === 0) continue;
    nullable = true;
    const { [key]: _options, ...rest } = node;
    if (kept.length > 1) {
      node = { ...rest, [key]: kept };
      continue;
    }
    // One member left: the member's own type list may allow null too (`anyOf: [{ type: [string, null] }, { type: null }]`).
    const inner = withoutNull(kept[0], schemas).node;
    component = componentOf(kept[0]);
    node = { ...inner, ...rest };
  }
  return { node, nullable, ...(component !== undefined ? { component } : {}) };
}

/** The values a schema gives as examples: OpenAPI's `example`, then JSON Schema's `examples` list. */
export function examplesOf(schema: JsonSchema): unknown[] {
  const list = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  return schema.example !== undefined ? [schema.example, ...list] : list;
}

/** The root schema Monaco and ajv get: the schema itself plus the components its refs point into. */
export function rootSchema(schema: JsonSchema, schemas: Schemas): JsonSchema {
  // `allOf` rather than spreading: a root `$ref` would hide its siblings under draft-07 rules (Monaco).
  return { allOf: [schema], components: { schemas } };
}

/** What to show as a field's default (the schema's `default`, when it declares one). */
export function defaultOf(schema: JsonSchema): unknown {
  return schema.default;
}

// What one node of the schema tree shows, read once from the schema: its type in words, nullable, enum values,
// default, examples, marks and description; the fields it opens to (`allOf` merged; an array's items' fields) and the
// members of its union (`oneOf`/`anyOf`, each by its title, component name or type, with its discriminator value).
// `components/schema-tree.tsx` draws it; children are read only when a node is opened.
import type { JsonSchema } from '../catalogue/types.ts';
import { describeSchema, memberLabel, unionMembers } from './describe.ts';
import { componentOf, deref, enumOf, examplesOf, kindOf, type Schemas, withoutNull } from './resolve.ts';

/** `request`: readOnly fields are left out (the server sets them); `response`: writeOnly ones are; `model`: all. */
export type SchemaSide = 'request' | 'response' | 'model';

export interface TreeField {
  name: string;
  schema: unknown;
  required: boolean;
}

export interface TreeVariant {
  /** Its title, else its component's name, else its type in words; unique within the union. */
  label: string;
  /** Its component, when it is one (a link to its model). */
  component?: string;
  /** The value of the union's discriminator that selects it (`system`), when the document says. */
  discriminatorValue?: string;
  /**
   * The fields it makes required, when that is all it says (GitHub's `oneOf: [{ required: [id] }, …]` beside the
   * union's own properties): its tree alone would read "any".
   */
  requires?: string[];
  schema: unknown;
}

export interface TreeUnion {
  kind: 'oneOf' | 'anyOf';
  /** The discriminator's property name (`role`). */
  discriminator?: string;
  variants: TreeVariant[];
  /** Members past MAX_VARIANTS, not listed. */
  more: number;
}

export interface TreeNode {
  /** `string (date-time)`, `array of Message`, `"tool"` (a const), `System message | User message`. */
  type: string;
  /** The component the schema is (a `$ref`, or the X of `X | null`). */
  component?: string;
  /** Every component met on the way to the fields (the node's, its array items'): a node met again inside itself is not opened. */
  components: string[];
  nullable: boolean;
  /** The enum's values (more than one; a single value is the type). */
  values?: unknown[];
  default?: { value: unknown };
  examples: unknown[];
  description?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  fields: TreeField[];
  union?: TreeUnion;
}

/** Arrays of arrays are looked through this deep for their items' fields (an array of itself has none). */
const MAX_ARRAY_DEPTH = 8;
/** A union's members listed at most; a hostile document's thousands are counted instead. */
export const MAX_VARIANTS = 50;

const isSchema = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

export function treeNode(schema: unknown, schemas: Schemas, side: SchemaSide): TreeNode {
  const { node, nullable, component: inner } = withoutNull(schema, schemas);
  const component = componentOf(schema) ?? inner;
  const element = elementOf(schema, schemas);
  const values = enumOf(node) ?? (kindOf(node) === 'array' && node.items ? enumOf(withoutNull(node.items, schemas).node) : undefined);
  return {
    type: describeSchema(schema, schemas),
    ...(component !== undefined ? { component } : {}),
    components: element.components,
    nullable,
    ...(values && values.length > 1 ? { values } : {}),
    ...('default' in node && node.default !== undefined ? { default: { value: node.default } } : {}),
    examples: examplesOf(node),
    ...(typeof node.description === 'string' ? { description: node.description } : {}),
    deprecated: node.deprecated === true,
    readOnly: node.readOnly === true,
    writeOnly: node.writeOnly === true,
    fields: fieldsOf(element.node, schemas, side),
    ...unionOf(element.node, schemas),
  };
}

/**
 * The schema a node opens to: through `X | null`, an array's items and a string's `contentSchema` (OpenAPI 3.1's JSON
 * carried in a string: a 3.2 server-sent event's `data`), with every component met on the way.
 */
function elementOf(schema: unknown, schemas: Schemas): { node: JsonSchema; components: string[] } {
  const components: string[] = [];
  let current = schema;
  for (let depth = 0; ; depth++) {
    const { node, component } = withoutNull(current, schemas);
    for (const name of [componentOf(current), component]) if (name !== undefined && !components.includes(name)) components.push(name);
    const kind = kindOf(node);
    const next = kind === 'array' && isSchema(node.items) ? node.items : kind === 'string' && isSchema(node.contentSchema) ? node.contentSchema : undefined;
    if (next === undefined) return { node, components };
    if (depth >= MAX_ARRAY_DEPTH) return { node: {}, components };
    current = next;
  }
}

function fieldsOf(node: JsonSchema, schemas: Schemas, side: SchemaSide): TreeField[] {
  const properties = isSchema(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? (node.required as unknown[]) : []);
  return Object.entries(properties)
    .filter(([, child]) => {
      if (side === 'model') return true;
      const c = deref(child, schemas);
      return side === 'request' ? c.readOnly !== true : c.writeOnly !== true;
    })
    .map(([name, child]) => ({ name, schema: child, required: required.has(name) }));
}

/** A `oneOf`/`anyOf` as its members; a union of consts is an enum, not a union. */
function unionOf(node: JsonSchema, schemas: Schemas): { union?: TreeUnion } {
  const union = unionMembers(node);
  if (!union || enumOf(node)) return {};
  const discriminator = isSchema(node.discriminator) && typeof node.discriminator.propertyName === 'string' ? node.discriminator.propertyName : undefined;
  const mapping = isSchema(node.discriminator) && isSchema(node.discriminator.mapping) ? node.discriminator.mapping : {};
  const labels = new Map<string, number>();
  const variants = union.members.slice(0, MAX_VARIANTS).map((member): TreeVariant => {
    const component = componentOf(member);
    let label = memberLabel(member, schemas);
    // Two members called alike (two untitled strings) stay apart: the second is `string (2)`.
    const count = (labels.get(label) ?? 0) + 1;
    labels.set(label, count);
    if (count > 1) label = `${label} (${count})`;
    const value = discriminator !== undefined ? discriminatorValue(member, component, discriminator, mapping, schemas) : undefined;
    const requires = requiredOnly(deref(member, schemas));
    return {
      label,
      ...(component !== undefined ? { component } : {}),
      ...(value !== undefined ? { discriminatorValue: value } : {}),
      ...(requires ? { requires } : {}),
      schema: member,
    };
  });
  return { union: { kind: union.kind, ...(discriminator !== undefined ? { discriminator } : {}), variants, more: union.members.length - variants.length } };
}

/** A member's required names when it has nothing else but words about itself (a title, a description). */
function requiredOnly(member: JsonSchema): string[] | undefined {
  const names = Array.isArray(member.required) ? member.required.filter((name): name is string => typeof name === 'string') : [];
  const others = Object.keys(member).filter((key) => !['required', 'title', 'description'].includes(key));
  return names.length > 0 && others.length === 0 ? names : undefined;
}

/**
 * The discriminator's value for one member: the `mapping` keys that name it (by ref or by component name), else the
 * member's own const or single enum value of the property.
 */
function discriminatorValue(member: unknown, component: string | undefined, property: string, mapping: JsonSchema, schemas: Schemas): string | undefined {
  if (component !== undefined) {
    const keys = Object.entries(mapping)
      .filter(([, target]) => typeof target === 'string' && (target === `#/components/schemas/${component}` || target === component))
      .map(([key]) => key);
    if (keys.length > 0) return keys.join(', ');
  }
  const properties = withoutNull(member, schemas).node.properties;
  if (!isSchema(properties) || !isSchema(properties[property])) return undefined;
  const own = withoutNull(properties[property], schemas).node;
  if ('const' in own) return String(own.const);
  const values = enumOf(own);
  return values && values.length > 0 ? values.map(String).join(', ') : undefined;
}

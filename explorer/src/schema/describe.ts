// Short, human descriptions of a schema for field hints and the schema tree: "integer, 1 to 100", "string (date-time)",
// "System message | User message" (a union by its members).
import type { JsonSchema } from '../catalogue/types.ts';
import { componentOf, deref, enumOf, kindOf, type Schemas, withoutNull } from './resolve.ts';

/** Arrays of arrays (and unions of unions) are described this deep; an array of itself would otherwise be described forever. */
const MAX_ARRAY_DEPTH = 4;
/** A union is written out member by member up to this many members and characters; a longer one is counted. */
const MAX_UNION_MEMBERS = 4;
const MAX_UNION_TEXT = 80;

/**
 * A schema in words. Null is left out (`X | null` reads as X: callers mark it nullable); a `const`, or an enum of one
 * value, reads as its value; a union as its members (`string | Known models`), or counted (`one of 6`).
 */
export function describeSchema(schema: unknown, schemas: Schemas, depth = 0): string {
  const { node } = withoutNull(schema, schemas);
  if ('const' in node) return formatValue(node.const);
  const values = enumOf(node);
  if (values?.length === 1) return formatValue(values[0]);
  const kind = kindOf(node);
  const members = unionMembers(node);
  if (members && !values && kind !== 'object') return depth >= MAX_ARRAY_DEPTH ? '…' : describeUnion(members, schemas, depth);
  if (kind === 'array') {
    const items = !node.items ? 'any' : depth >= MAX_ARRAY_DEPTH ? '…' : itemsText(node.items, schemas, depth + 1);
    const count = range(node.minItems, node.maxItems, 'item');
    return `array of ${items}${count ? `, ${count}` : ''}`;
  }
  const parts: string[] = [kind === 'any' ? 'any' : kind];
  if (typeof node.format === 'string') parts[0] += ` (${node.format})`;
  if (values) parts[0] = `enum of ${values.length}`;
  const bounds = kind === 'string' ? range(node.minLength, node.maxLength, 'character') : numberRange(node);
  if (bounds) parts.push(bounds);
  if (typeof node.pattern === 'string') parts.push(`pattern ${node.pattern}`);
  return parts.join(', ');
}

/** An array's items: a component object by its name, a union in parentheses. */
function itemsText(items: unknown, schemas: Schemas, depth: number): string {
  const name = componentOf(items);
  if (name !== undefined && kindOf(withoutNull(items, schemas).node) === 'object') return name;
  const text = describeSchema(items, schemas, depth);
  return text.includes(' | ') ? `(${text})` : text;
}

/** The members of a `oneOf` (else `anyOf`), null members out; undefined when there is none. */
export function unionMembers(node: JsonSchema): { kind: 'oneOf' | 'anyOf'; members: unknown[] } | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const members = node[kind];
    if (Array.isArray(members) && members.length > 0) return { kind, members };
  }
  return undefined;
}

function describeUnion(union: { kind: 'oneOf' | 'anyOf'; members: unknown[] }, schemas: Schemas, depth: number): string {
  const count = `${union.kind === 'oneOf' ? 'one' : 'any'} of ${union.members.length}`;
  if (union.members.length > MAX_UNION_MEMBERS) return count;
  const text = union.members.map((member) => memberLabel(member, schemas, depth + 1)).join(' | ');
  return text.length <= MAX_UNION_TEXT ? text : count;
}

/** Property names an untitled inline member is told apart by. */
const MAX_LABEL_NAMES = 3;

/**
 * What a union's member is called: its title, else its component's name, else its type in words; an inline object
 * by its first properties (`object with owner, repo`), a member that only adds `required` by those names.
 */
export function memberLabel(member: unknown, schemas: Schemas, depth = 0): string {
  const own = deref(member, schemas);
  if (typeof own.title === 'string' && own.title.trim() !== '') return own.title.trim();
  const name = componentOf(member);
  if (name !== undefined) return name;
  const text = describeSchema(member, schemas, depth);
  const names = (list: string[]) => `${list.slice(0, MAX_LABEL_NAMES).join(', ')}${list.length > MAX_LABEL_NAMES ? ', …' : ''}`;
  // Fields as merged (`allOf: [Base, { … }]`); the title above is the member's own, never a part's.
  const merged = withoutNull(member, schemas).node;
  const properties = merged.properties && typeof merged.properties === 'object' ? Object.keys(merged.properties) : [];
  if (text === 'object' && properties.length > 0) return `object with ${names(properties)}`;
  const required = Array.isArray(merged.required) ? merged.required.filter((r): r is string => typeof r === 'string') : [];
  if (text === 'any' && required.length > 0) return `with ${names(required)} required`;
  return text;
}

function numberRange(node: JsonSchema): string {
  const min = typeof node.minimum === 'number' ? node.minimum : typeof node.exclusiveMinimum === 'number' ? `> ${node.exclusiveMinimum}` : undefined;
  const max = typeof node.maximum === 'number' ? node.maximum : typeof node.exclusiveMaximum === 'number' ? `< ${node.exclusiveMaximum}` : undefined;
  if (min !== undefined && max !== undefined && typeof min === 'number' && typeof max === 'number') return `${min} to ${max}`;
  if (min !== undefined) return typeof min === 'number' ? `at least ${min}` : String(min);
  if (max !== undefined) return typeof max === 'number' ? `at most ${max}` : String(max);
  return '';
}

function range(min: unknown, max: unknown, noun: string): string {
  const lo = typeof min === 'number' ? min : undefined;
  const hi = typeof max === 'number' ? max : undefined;
  if (lo !== undefined && hi !== undefined) return `${lo} to ${hi} ${noun}s`;
  if (lo !== undefined && lo > 0) return `at least ${lo} ${noun}${lo === 1 ? '' : 's'}`;
  if (hi !== undefined) return `at most ${hi} ${noun}${hi === 1 ? '' : 's'}`;
  return '';
}

/** A value as it reads in a hint: strings quoted, the rest as JSON. */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

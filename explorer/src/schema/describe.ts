// Short, human descriptions of a schema for field hints: "integer, 1 to 100", "string (date-time)".
import type { JsonSchema } from '../catalogue/types.ts';
import { effective, enumOf, kindOf, type Schemas } from './resolve.ts';

/** Arrays of arrays are described this deep; an array of itself would otherwise be described forever. */
const MAX_ARRAY_DEPTH = 4;

export function describeSchema(schema: unknown, schemas: Schemas, depth = 0): string {
  const node = effective(schema, schemas);
  const kind = kindOf(node);
  if (kind === 'array') {
    const items = !node.items ? 'any' : depth >= MAX_ARRAY_DEPTH ? '…' : describeSchema(node.items, schemas, depth + 1);
    const count = range(node.minItems, node.maxItems, 'item');
    return `array of ${items}${count ? `, ${count}` : ''}`;
  }
  const parts: string[] = [kind === 'any' ? 'any' : kind];
  if (typeof node.format === 'string') parts[0] += ` (${node.format})`;
  const values = enumOf(node);
  if (values) parts[0] = `enum of ${values.length}`;
  const bounds = kind === 'string' ? range(node.minLength, node.maxLength, 'character') : numberRange(node);
  if (bounds) parts.push(bounds);
  if (typeof node.pattern === 'string') parts.push(`pattern ${node.pattern}`);
  return parts.join(', ');
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

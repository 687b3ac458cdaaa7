import { isNode } from './node.ts';

/**
 * An Example Object's value: `value`, else OpenAPI 3.2's `dataValue` (the same value as data); undefined when it has
 * neither (an `externalValue`, or a 3.2 `serializedValue` alone: see `exampleSerialized`).
 */
export function exampleValue(example: unknown): { value: unknown } | undefined {
  if (!isNode(example)) return undefined;
  if ('value' in example) return { value: example.value };
  if ('dataValue' in example) return { value: example.dataValue };
  return undefined;
}

/** OpenAPI 3.2's `serializedValue`: the example as it is sent (a form body, a line of a stream), when it says. */
export function exampleSerialized(example: unknown): string | undefined {
  return isNode(example) && typeof example.serializedValue === 'string' ? example.serializedValue : undefined;
}

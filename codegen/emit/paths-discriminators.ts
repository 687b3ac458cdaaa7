import { escapePointer, unescapePointer } from '@siteapi/document';
import type { DiscriminatorObject, GlobalContext, OpenAPI3 } from 'openapi-typescript';

/**
 * The discriminators of a document as openapi-typescript's transform reads them (its context's `discriminators`),
 * with the document patched as openapi-typescript 7.13's `openapiTS` patches it first: each schema a `oneOf` with a
 * discriminator names (by its mapping, else by the name its `$ref` ends with), and each `allOf` child a mapping names,
 * gets the property as an enum of its values. Ours, step for step as its `scanDiscriminators` does it (whose walk
 * builds an array path for every node and is about a tenth of paths.ts's time on a large document), with its
 * pointers, its order, its `$ref` resolution and its errors on an `allOf` or `oneOf` item that is no object;
 * test/codegen/emit/paths-discriminators.test.ts holds the two equal on generated documents.
 */
export function discriminatorsOf(schema: OpenAPI3): GlobalContext['discriminators'] {
  const objects: Record<string, DiscriminatorObject> = {};
  const refsHandled: string[] = [];
  // Whether the second walk can do anything where the first found no discriminator: throw on an allOf item that is
  // no object, or meet a `$ref` that names something every object inherits (`constructor`) as one it found.
  let allOfNeedsReading = false;
  walk(schema, (obj, path) => {
    if (Array.isArray(obj.allOf) && !allOfNeedsReading) {
      allOfNeedsReading = obj.allOf.some((item) => !item || typeof item !== 'object' || ('$ref' in item && !!INHERITED[item.$ref as string]));
    }
    const discriminator = obj.discriminator as DiscriminatorObject | undefined;
    if (!discriminator?.propertyName) return;
    const ref = createRef(path);
    objects[ref] = discriminator;
    if (!obj.oneOf || !Array.isArray(obj.oneOf)) return;
    const mapping: Record<string, { inferred?: string; defined?: string[] }> = {};
    for (const item of obj.oneOf as Record<string, unknown>[]) {
      if ('$ref' in item) {
        const value = (item.$ref as string).split('/').pop();
        if (value) {
          if (!mapping[item.$ref as string]) mapping[item.$ref as string] = { inferred: value };
          else mapping[item.$ref as string]!.inferred = value;
        }
      }
    }
    if (discriminator.mapping) {
      for (const mappedValue in discriminator.mapping) {
        const mappedRef = discriminator.mapping[mappedValue];
        if (!mappedRef) continue;
        if (!mapping[mappedRef]?.defined) mapping[mappedRef] = { defined: [] };
        mapping[mappedRef]!.defined?.push(mappedValue);
      }
    }
    for (const [mappedRef, { inferred, defined }] of Object.entries(mapping)) {
      if (refsHandled.includes(mappedRef)) continue;
      if (!inferred && !defined) continue;
      const mappedValues = defined ?? [inferred!];
      if (patchDiscriminatorEnum(schema, mappedRef, mappedValues, discriminator)) refsHandled.push(mappedRef);
    }
  });
  if (Object.keys(objects).length === 0 && !allOfNeedsReading) return { objects, refsHandled };
  walk(schema, (obj, path) => {
    if (!Array.isArray(obj.allOf)) return;
    for (const item of obj.allOf as Record<string, unknown>[]) {
      if ('$ref' in item) {
        const itemRef = item.$ref as string;
        // Not `continue`: openapi-typescript leaves the rest of this allOf unread too.
        if (!objects[itemRef]) return;
        const ref = createRef(path);
        const discriminator = objects[itemRef]!;
        const mappedValues: string[] = [];
        if (discriminator.mapping) {
          for (const mappedValue in discriminator.mapping) if (discriminator.mapping[mappedValue] === ref) mappedValues.push(mappedValue);
          if (mappedValues.length > 0 && patchDiscriminatorEnum(schema, ref, mappedValues, discriminator)) refsHandled.push(ref);
        }
        objects[ref] = { ...objects[itemRef]! };
      } else if ((item.discriminator as DiscriminatorObject | undefined)?.propertyName) {
        objects[createRef(path)] = { ...(item.discriminator as DiscriminatorObject) };
      }
    }
  });
  return { objects, refsHandled };
}

/** What an empty object reads under a key it does not have. */
const INHERITED: Record<string, unknown> = {};

/**
 * Every object (not array) under `node`, parents first, each as often as the tree reaches it, with its path of keys
 * (one array, pushed and popped: the callback copies what it keeps). Keys are read after the callback, which may add
 * some; an array's length is read at every step.
 */
function walk(node: unknown, visit: (obj: Record<string, unknown>, path: (string | number)[]) => void): void {
  const path: (string | number)[] = [];
  const step = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        step(value[i]);
        path.pop();
      }
      return;
    }
    const obj = value as Record<string, unknown>;
    visit(obj, path);
    for (const key of Object.keys(obj)) {
      path.push(key);
      step(obj[key]);
      path.pop();
    }
  };
  step(node);
}

/**
 * The pointer openapi-typescript names a place by (its `createRef`): empty keys left out, a key holding `#/` read as
 * a pointer of its own (the part after its first `#/`, decoded), `~` and `/` escaped.
 */
function createRef(parts: readonly (string | number)[]): string {
  let pointer = '#';
  for (const part of parts) {
    if (part === '') continue;
    const inner = refKeys(String(part));
    if (inner.length > 0) for (const key of inner) pointer += `/${escapePointer(key)}`;
    else pointer += `/${typeof part === 'number' ? part : escapePointer(part)}`;
  }
  return pointer;
}

/** A `$ref`'s keys as openapi-typescript's resolver splits it (Redocly's `parseRef`): only the part after the first `#/`. */
function refKeys(ref: string): string[] {
  const pointer = ref.split('#/')[1] ?? '';
  return pointer
    .split('/')
    .map((key) => decodeURIComponent(unescapePointer(key)))
    .filter(Boolean);
}

/** A local `$ref`'s target as openapi-typescript's `resolveRef` finds it: through truthy values, following `$ref`s once each. */
function resolveRef(schema: unknown, ref: string, visited: string[] = []): unknown {
  const keys = refKeys(ref);
  if (keys.length === 0) return undefined;
  let node = schema as Record<string, unknown>;
  for (const key of keys) {
    if (node && typeof node === 'object' && node[key]) node = node[key] as Record<string, unknown>;
    else return undefined;
  }
  if (node && typeof node === 'object' && node.$ref) {
    const next = node.$ref as string;
    if (visited.includes(next)) return undefined;
    return resolveRef(schema, next, [...visited, next]);
  }
  return node;
}

const enumOf = (values: string[], previous?: { description?: string }) => ({
  type: 'string',
  enum: values,
  description: previous?.description
    ? `${previous.description} (enum property replaced by openapi-typescript)`
    : 'discriminator enum property added by openapi-typescript',
});

/** The discriminator property added to the schema `ref` names, as an enum of `values`; false where it is neither an allOf nor an object. */
function patchDiscriminatorEnum(schema: OpenAPI3, ref: string, values: string[], discriminator: DiscriminatorObject): boolean {
  // Named and written as openapi-typescript's, so a schema it fails on fails with the same message.
  const resolvedSchema = resolveRef(schema, ref) as
    | { allOf?: unknown[]; type?: unknown; properties?: Record<string, unknown>; required?: string[] }
    | undefined;
  if (resolvedSchema?.allOf) {
    resolvedSchema.allOf.push({
      type: 'object',
      required: [discriminator.propertyName],
      properties: { [discriminator.propertyName]: enumOf(values) },
    });
    return true;
  }
  if (typeof resolvedSchema === 'object' && 'type' in resolvedSchema && resolvedSchema.type === 'object') {
    if (!resolvedSchema.properties) resolvedSchema.properties = {};
    if (!resolvedSchema.required) resolvedSchema.required = [discriminator.propertyName];
    else if (!resolvedSchema.required.includes(discriminator.propertyName)) resolvedSchema.required.push(discriminator.propertyName);
    resolvedSchema.properties[discriminator.propertyName] = enumOf(values, resolvedSchema.properties[discriminator.propertyName] as { description?: string });
    return true;
  }
  return false;
}

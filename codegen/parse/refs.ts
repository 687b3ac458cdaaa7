import { escapePointer, unescapePointer } from './json-pointer.ts';

/** Whether a spec's text may hold a `$ref` to another file (a cheap test before parsing with Redocly). */
export function mayHaveExternalRefs(text: string): boolean {
  return /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"',}]/.test(text);
}

/** Resolves a local reference (`#/components/schemas/Post`) in a document; `undefined` when it does not resolve. */
export function resolveRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = unescapePointer(raw);
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Follows `$ref` chains (Parameter, RequestBody, Response objects, schemas): a reference that does not resolve, or
 * one already followed (a loop), stops the walk; siblings of a `$ref` are laid over its target. Returns the value
 * and the pointer of the last target. The one rule for references in the generator and the command line.
 */
export function deref<T>(root: unknown, value: T, pointer: string): { value: T; pointer: string } {
  let current: unknown = value;
  let at = pointer;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const ref = (current as { $ref: string }).$ref;
    if (seen.has(ref)) break;
    seen.add(ref);
    const target = resolveRef(root, ref);
    if (target === undefined) break;
    // Siblings of a `$ref` (a description, a summary) override the target's, as OpenAPI 3.1 and 2020-12 have it.
    const { $ref: _ref, ...siblings } = current as Record<string, unknown>;
    current = Object.keys(siblings).length > 0 && target && typeof target === 'object' && !Array.isArray(target) ? { ...target, ...siblings } : target;
    at = ref.slice(1);
  }
  return { value: current as T, pointer: at };
}

/** Every `$ref` in the document with its pointer, skipping example values (they are data, not schema). */
export function collectRefs(root: unknown): { ref: string; pointer: string }[] {
  const out: { ref: string; pointer: string }[] = [];
  const walk = (node: unknown, pointer: string, parentKey: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${pointer}/${i}`, parentKey));
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const child = `${pointer}/${escapePointer(key)}`;
        if (key === '$ref' && typeof value === 'string') out.push({ ref: value, pointer: child });
        else if (isExampleMap(key, value)) {
          for (const [name, example] of Object.entries(value)) {
            const ref = (example as { $ref?: unknown } | null)?.$ref;
            if (typeof ref === 'string') out.push({ ref, pointer: `${child}/${escapePointer(name)}/$ref` });
          }
        } else if (!isDataKey(key, parentKey)) walk(value, child, key);
      }
    }
  };
  walk(root, '', '');
  return out;
}

/**
 * An `examples` map of Example Objects (a media type's, a parameter's, `components.examples`), not a schema's array
 * of values: each entry may be a `$ref`; what an Example holds (`value`) is data.
 */
export function isExampleMap(key: string, value: unknown): value is Record<string, unknown> {
  return key === 'examples' && !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Keys whose values are instance data rather than OpenAPI structure (`default` under `responses` is a Response). */
export function isDataKey(key: string, parentKey?: string): boolean {
  if (key === 'default') return parentKey !== 'responses';
  return key === 'example' || key === 'examples' || key === 'const' || key === 'enum';
}

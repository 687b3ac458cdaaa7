// The one rule for `$ref`s, shared by the generator, the command line, the mock and the explorer.
import { childPlace, DOCUMENT_PLACE, type Place } from './places.ts';
import { escapePointer, pointerOf, refKeys } from './json-pointer.ts';
import { isNode, type Node } from './node.ts';

/** Whether a spec's text may hold a `$ref` to another file (a cheap test before bundling). */
export function mayHaveExternalRefs(text: string): boolean {
  return /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"',}]/.test(text);
}

/** Resolves a local reference (`#/components/schemas/Post`) in a document; `undefined` when it does not resolve. */
export function resolveRef(root: unknown, ref: string): unknown {
  const keys = refKeys(ref);
  if (!keys) return undefined;
  let node: unknown = root;
  for (const key of keys) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Node)[key];
  }
  return node;
}

/**
 * Follows a `$ref` chain (Path Item, Parameter, Request Body, Response, Example objects, schemas): a reference that
 * does not resolve, one already followed (a loop) or one `stop` declines ends the walk; siblings of a `$ref` (a
 * description, a summary) are laid over its target, as OpenAPI 3.1 and JSON Schema 2020-12 have it. Returns the value
 * and the pointer of the last target (`pointer` itself when `value` is not a reference).
 */
export function deref<T>(root: unknown, value: T, pointer = '', stop?: (ref: string) => boolean): { value: T; pointer: string } {
  let current: unknown = value;
  let at = pointer;
  const seen = new Set<string>();
  while (isNode(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || stop?.(ref)) break;
    seen.add(ref);
    const target = resolveRef(root, ref);
    if (target === undefined) break;
    const { $ref: _ref, ...siblings } = current;
    current = Object.keys(siblings).length > 0 && isNode(target) ? { ...target, ...siblings } : target;
    at = pointerOf(...(refKeys(ref) ?? []));
  }
  return { value: current as T, pointer: at };
}

/**
 * Every `$ref` of a document, by place (places.ts): in OpenAPI objects and in extensions, never in example data,
 * defaults or enums, and never decided by a key's name (a property named `default` or `enum` is a schema whose
 * references count).
 */
export function collectRefs(root: unknown): { ref: string; pointer: string }[] {
  const out: { ref: string; pointer: string }[] = [];
  const walk = (node: unknown, place: Place, pointer: string): void => {
    if ('kind' in place && place.kind === 'data') return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, childPlace(place, String(i), item), `${pointer}/${i}`));
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        const child = `${pointer}/${escapePointer(key)}`;
        if (key === '$ref' && typeof value === 'string' && !('map' in place)) out.push({ ref: value, pointer: child });
        else walk(value, childPlace(place, key, value), child);
      }
    }
  };
  walk(root, DOCUMENT_PLACE, '');
  return out;
}

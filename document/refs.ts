// The one rule for `$ref`s, shared by the generator, the command line, the mock and the explorer.
import { childPlace, DOCUMENT_PLACE, type Place } from './places.ts';
import { pointerOf, refKeys } from './json-pointer.ts';
import { isNode, type Node } from './node.ts';

/** Whether a spec's text may hold a `$ref` to another file (a cheap test before bundling). */
export function mayHaveExternalRefs(text: string): boolean {
  return /["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"',}]/.test(text);
}

/** Resolves a local reference (`#/components/schemas/Post`) in a document; `undefined` when it does not resolve. */
export function resolveRef(root: unknown, ref: string): unknown {
  // A reference to the document's own `$self` URI (`https://x/api.yaml#/components/…`) is local too.
  const self = ref.startsWith('#') ? undefined : selfOf(root);
  const keys = self === undefined ? localKeys(ref) : refKeys(refFromSelf(ref, self));
  if (!keys) return undefined;
  let node: unknown = root;
  for (const key of keys) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Node)[key];
  }
  return node;
}

/** A bound on the keys kept below: a process that reads many documents keeps the last ones' most used. */
const KEPT_KEYS = 10_000;
const keysOf = new Map<string, readonly string[] | undefined>();

/**
 * `refKeys` of a reference, each spelling split once: a document's references repeat (thousands of
 * `#/components/schemas/…`), and each is resolved many times over a run. Read only, never handed out.
 */
function localKeys(ref: string): readonly string[] | undefined {
  let keys = keysOf.get(ref);
  if (keys === undefined && !keysOf.has(ref)) {
    if (keysOf.size >= KEPT_KEYS) keysOf.clear();
    keys = refKeys(ref);
    keysOf.set(ref, keys);
  }
  return keys;
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
    at = pointerOf(...(localKeys(ref) ?? []));
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
  // The keys down to the node walked; a pointer is spelt only for a `$ref` found (most nodes have none).
  const keys: string[] = [];
  const walk = (node: unknown, place: Place): void => {
    if ('kind' in place && place.kind === 'data') return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        keys.push(String(i));
        walk(item, childPlace(place, String(i), item));
        keys.pop();
      });
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        keys.push(key);
        if (key === '$ref' && typeof value === 'string' && !('map' in place)) out.push({ ref: value, pointer: pointerOf(...keys) });
        else walk(value, childPlace(place, key, value));
        keys.pop();
      }
    }
  };
  walk(root, DOCUMENT_PLACE);
  return out;
}

/** A document's `$self` (OpenAPI 3.2): the URI relative references resolve against; `undefined` when it has none. */
export function selfOf(root: unknown): string | undefined {
  if (!isNode(root) || typeof root.$self !== 'string' || typeof root.openapi !== 'string' || !root.openapi.startsWith('3.2')) return undefined;
  return root.$self;
}

/** A stand-in for where a document was read from, when the caller does not say. */
const DOCUMENT_URL = 'file:///document/openapi';

const sameSpace = (a: URL, b: URL) => a.protocol === b.protocol && a.host === b.host;

/** `to`'s path relative to the folder of `from`'s (`../schemas/a.yaml`). */
function relativePath(from: URL, to: URL): string {
  const dir = from.pathname.split('/').slice(0, -1);
  const target = to.pathname.split('/');
  let common = 0;
  while (common < dir.length && common < target.length - 1 && dir[common] === target[common]) common++;
  const up = dir.length - common;
  return `${'../'.repeat(up)}${target.slice(common).join('/')}`;
}

/**
 * A `$ref` of a document whose `$self` is `self`, as a reference the loader follows (OpenAPI 3.2: relative references
 * resolve against `$self`, which is itself resolved against where the document was read, `documentUrl`). A target
 * that is the document itself becomes a local `#…` reference; a target in `$self`'s space (its scheme and host) is
 * the file at the same place relative to the document's file (a document is read from disk, never fetched, so
 * `https://api.example.test/specs/schemas/a.yaml` under `$self: https://api.example.test/specs/openapi.yaml` is
 * `schemas/a.yaml` beside it); any other stays a URL. A `$self` or `$ref` that is no URI reference leaves the
 * reference as written.
 */
export function refFromSelf(ref: string, self: string, documentUrl = DOCUMENT_URL): string {
  let doc: URL;
  let base: URL;
  let target: URL;
  try {
    doc = new URL(documentUrl);
    base = new URL(self, doc);
    target = new URL(ref, base);
  } catch {
    return ref;
  }
  const fragment = target.hash;
  const bare = (u: URL) => u.href.slice(0, u.href.length - u.hash.length);
  if (bare(target) === bare(base) || bare(target) === bare(doc)) return fragment === '' ? '#' : fragment;
  // `$self` relative, or in the document's own space: the target is where it says, beside the file.
  const beside = sameSpace(base, doc) ? target : sameSpace(target, base) ? new URL(relativePath(base, target) + target.search, doc) : undefined;
  if (!beside) return target.href;
  return `${relativePath(doc, beside)}${beside.search}${fragment}`;
}

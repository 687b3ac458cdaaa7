// JSON pointers (RFC 6901) and references in the explorer: `$ref` targets of the bundle and the places ajv reports.

/** One segment back to its key (`~1` is `/`, `~0` is `~`). */
export function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A pointer's keys: `/paths/~1v1~1posts/get` → `['paths', '/v1/posts', 'get']`; `''` → `[]`. */
export function pointerKeys(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** The value a local pointer (`#/components/schemas/Post`) names in `root`, or undefined. */
export function resolveRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node = root;
  for (const key of pointerKeys(ref.slice(1))) {
    if (!isNode(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Follows a value's `$ref` chain by the generator's rule: a reference that does not resolve, one already followed
 * (a loop) or one `stop` declines ends the walk; siblings of a `$ref` (a description) are laid over its target.
 */
export function followRef(root: unknown, value: unknown, stop: (ref: string) => boolean = () => false): unknown {
  let current = value;
  const seen = new Set<string>();
  while (isNode(current) && typeof current.$ref === 'string' && !seen.has(current.$ref) && !stop(current.$ref)) {
    seen.add(current.$ref);
    const target = resolveRef(root, current.$ref);
    if (target === undefined) break;
    const { $ref: _ref, ...siblings } = current;
    current = Object.keys(siblings).length > 0 && isNode(target) ? { ...target, ...siblings } : target;
  }
  return current;
}

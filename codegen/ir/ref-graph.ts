import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { resolveRef } from '@siteapi/document';

/** The sub-schemas a type or a plan reads: allOf/oneOf/anyOf members, properties, items, additionalProperties. */
function subSchemas(schema: JsonSchema): (JsonSchema | boolean)[] {
  const out: (JsonSchema | boolean)[] = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...Object.values(schema.properties ?? {})];
  if (schema.items) out.push(schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(schema.additionalProperties);
  return out;
}

/** Each local `$ref` a document reaches: the schemas read at its target up to the next `$ref`s, and those `$ref`s. */
export type RefGraph = ReadonlyMap<string, { schemas: readonly JsonSchema[]; targets: readonly string[] }>;

/**
 * The graph of a document's local `$ref`s, walked once for every question `refsReaching` asks of it (which refs
 * reach a read-only field, which a conversion).
 */
export function refGraph(doc: OpenApiDocument): RefGraph {
  const graph = new Map<string, { schemas: JsonSchema[]; targets: string[] }>();
  const visit = (ref: string) => {
    if (graph.has(ref)) return;
    const node = { schemas: [] as JsonSchema[], targets: [] as string[] };
    graph.set(ref, node);
    const walk = (schema: JsonSchema | boolean | undefined) => {
      if (!schema || schema === true) return;
      node.schemas.push(schema);
      if (schema.$ref) {
        node.targets.push(schema.$ref);
        visit(schema.$ref);
        return;
      }
      for (const sub of subSchemas(schema)) walk(sub);
    };
    walk(resolveRef(doc, ref) as JsonSchema | undefined);
  };
  const stack: unknown[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#')) visit(v);
      else if (k !== 'example' && k !== 'examples') stack.push(v);
    }
  }
  return graph;
}

/**
 * Every local `$ref` below which some schema has a property `own` picks (a conversion, a read-only field): those
 * whose own schemas have it, and every ref that reaches one of them. Recursion adds nothing of its own, so a cycle
 * has it exactly when something on it or below it does.
 */
export function refsReaching(graph: RefGraph, own: (schema: JsonSchema) => boolean): Set<string> {
  const reaching = new Set<string>();
  const sources = new Map<string, string[]>();
  for (const [ref, { targets }] of graph) {
    for (const target of targets) {
      const list = sources.get(target);
      if (list) list.push(ref);
      else sources.set(target, [ref]);
    }
  }
  const queue: string[] = [];
  for (const [ref, { schemas }] of graph) {
    if (!schemas.some(own)) continue;
    reaching.add(ref);
    queue.push(ref);
  }
  while (queue.length > 0) {
    for (const source of sources.get(queue.pop()!) ?? []) {
      if (reaching.has(source)) continue;
      reaching.add(source);
      queue.push(source);
    }
  }
  return reaching;
}

import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { resolveRef } from '@siteapi/document';

/** The sub-schemas a type or a plan reads: allOf/oneOf/anyOf members, properties, items, additionalProperties. */
function subSchemas(schema: JsonSchema): (JsonSchema | boolean)[] {
  const out: (JsonSchema | boolean)[] = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...Object.values(schema.properties ?? {})];
  if (schema.items) out.push(schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(schema.additionalProperties);
  return out;
}

/**
 * Every local `$ref` below which some schema has a property `own` picks (a conversion, a read-only field), as a
 * fixed point over the reference graph: recursion adds nothing of its own, so a cycle has it exactly when
 * something on it or below it does.
 */
export function refsReaching(doc: OpenApiDocument, own: (schema: JsonSchema) => boolean): Set<string> {
  const direct = new Set<string>();
  const edges = new Map<string, Set<string>>();
  const visit = (ref: string) => {
    if (edges.has(ref)) return;
    const out = new Set<string>();
    edges.set(ref, out);
    const walk = (schema: JsonSchema | boolean | undefined) => {
      if (!schema || schema === true) return;
      if (own(schema)) direct.add(ref);
      if (schema.$ref) {
        out.add(schema.$ref);
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
  const reaching = new Set(direct);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [ref, targets] of edges) {
      if (reaching.has(ref)) continue;
      if ([...targets].some((t) => reaching.has(t))) {
        reaching.add(ref);
        grew = true;
      }
    }
  }
  return reaching;
}

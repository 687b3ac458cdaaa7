import { pointerOf } from '@siteapi/document';
import { type ConverterModes, converterOf, eitherConverter } from '../parse/converter-rules.ts';
import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { resolveRef } from '@siteapi/document';
import { refsReaching } from './ref-graph.ts';
import type { Plan, PlanDraft, PlanLeaf } from './types.ts';

export interface PlanContext extends ConverterModes {
  doc: OpenApiDocument;
  problem: (pointer: string, message: string) => void;
  /**
   * Plans of referenced schemas, computed once. A recursive schema's plan refers to itself: the object is put
   * here before its fields are planned, and the references met inside are that very object.
   */
  memo: Map<string, Plan | PlanLeaf | undefined>;
  /** Refs below which something converts (see convertingRefs), worked out on first use. */
  converting?: Set<string>;
}

/** Whether a schema has a conversion of its own (not through a `$ref`). */
const ownLeaf = (schema: JsonSchema, modes: ConverterModes): boolean => !!(converterOf(schema, modes) || schema['x-rich-content-compressed']);

/** Every `$ref` below which some field converts. */
function convertingRefs(doc: OpenApiDocument, modes: ConverterModes): Set<string> {
  return refsReaching(doc, (schema) => ownLeaf(schema, modes));
}

const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);

/**
 * Merges two plans for the same value (allOf members, or with `either` oneOf/anyOf alternatives); a leaf meeting a
 * different leaf or a tree is a conflict, unless the value is either and one converter takes both forms
 * (converter-rules.ts's eitherConverter).
 */
export function mergePlans(
  a: Plan | PlanLeaf | undefined,
  b: Plan | PlanLeaf | undefined,
  onConflict: (msg: string) => void,
  either = false,
): Plan | PlanLeaf | undefined {
  if (!a) return b;
  if (!b) return a;
  if (isLeaf(a) || isLeaf(b)) {
    if (JSON.stringify(a) === JSON.stringify(b)) return a;
    const wide = either && typeof a === 'string' && typeof b === 'string' ? eitherConverter(a, b) : undefined;
    if (wide) return wide;
    onConflict(`conflicting conversions ${JSON.stringify(a)} and ${JSON.stringify(b)} for one value`);
    return a;
  }
  const out: PlanDraft = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = mergePlans(out[k], v, onConflict, either)!;
  return ordered(out);
}

/** Expand leaves first (the expanded value is then converted by its sibling's plan), then keys in order. */
export function ordered(node: Plan): Plan {
  const keys = Object.keys(node).sort((a, b) => (Array.isArray(node[a]) ? 0 : 1) - (Array.isArray(node[b]) ? 0 : 1) || a.localeCompare(b));
  const out: PlanDraft = {};
  for (const k of keys) out[k] = node[k]!;
  return out;
}

/** Plans of component schemas by name, in dependency order, for hoisting into one shared constant each. */
export function componentPlans(ctx: PlanContext): { name: string; plan: Plan }[] {
  const out: { name: string; plan: Plan }[] = [];
  for (const [ref, plan] of ctx.memo) {
    const m = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
    if (m && plan && !Array.isArray(plan) && typeof plan === 'object') out.push({ name: m[1]!, plan: plan as Plan });
  }
  return out;
}

/**
 * The conversion plan of a schema: which fields below it convert, and how. `undefined` when nothing converts,
 * so plans only hold the branches that matter and the runtime never walks the rest.
 */
export function planForSchema(ctx: PlanContext, schema: JsonSchema | boolean | undefined, pointer: string): Plan | PlanLeaf | undefined {
  if (!schema || schema === true) return undefined;
  if (schema.$ref) {
    const ref = schema.$ref;
    if (ctx.memo.has(ref)) return ctx.memo.get(ref);
    ctx.converting ??= convertingRefs(ctx.doc, ctx);
    if (!ctx.converting.has(ref)) {
      ctx.memo.set(ref, undefined);
      return undefined;
    }
    const self: PlanDraft = {};
    ctx.memo.set(ref, self);
    const plan = planForSchema(ctx, resolveRef(ctx.doc, ref) as JsonSchema | undefined, ref.slice(1));
    // Set again once planned, so the map lists dependencies first (componentPlans' order).
    ctx.memo.delete(ref);
    const done = plan && !isLeaf(plan) ? Object.assign(self, plan) : plan;
    ctx.memo.set(ref, done);
    return done;
  }
  const own = converterOf(schema, ctx);
  if (own) return own;

  let plan: Plan | PlanLeaf | undefined;
  const merge = (p: Plan | PlanLeaf | undefined) => {
    plan = mergePlans(plan, p, (msg) => ctx.problem(pointer, msg));
  };
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    // A value is each of its allOf members, and either of its oneOf or anyOf members.
    let members: Plan | PlanLeaf | undefined;
    let first: number | undefined;
    schema[key]?.forEach((member, i) => {
      const own = planForSchema(ctx, member, `${pointer}/${key}/${i}`);
      const places = ` (${key}/${first} and ${key}/${i})`;
      members = mergePlans(members, own, (msg) => ctx.problem(pointer, msg + places), key !== 'allOf');
      if (own) first ??= i;
    });
    merge(members);
  }
  if (schema.items) {
    const items = planForSchema(ctx, schema.items, `${pointer}/items`);
    if (items) merge({ '*': items });
  }
  if (schema.properties) {
    const node: PlanDraft = {};
    for (const [name, prop] of Object.entries(schema.properties)) {
      const at = `${pointer}${pointerOf('properties', name)}`;
      const target = prop['x-rich-content-compressed'];
      if (target) {
        if (!schema.properties[target]) ctx.problem(at, `x-rich-content-compressed names '${target}', which is not a property of the same object`);
        node[name] = ['expand', target];
        continue;
      }
      const sub = planForSchema(ctx, prop, at);
      if (sub) node[name] = sub;
    }
    if (Object.keys(node).length > 0) merge(ordered(node));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const values = planForSchema(ctx, schema.additionalProperties, `${pointer}/additionalProperties`);
    if (values) merge({ '*': values });
  }
  return plan;
}

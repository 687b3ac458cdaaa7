import { pointerOf } from '@siteapi/document';
import { type ConverterModes, converterOf, eitherConverter } from '../parse/converter-rules.ts';
import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { resolveRef } from '@siteapi/document';
import { type RefGraph, refGraph, refsReaching } from './ref-graph.ts';
import type { Plan, PlanDraft, PlanLeaf } from './types.ts';

export interface PlanContext extends ConverterModes {
  doc: OpenApiDocument;
  problem: (pointer: string, message: string) => void;
  /**
   * Plans of referenced schemas, computed once. A recursive schema's plan refers to itself: the object is put
   * here before its fields are planned, and the references met inside are that very object.
   */
  memo: Map<string, Plan | PlanLeaf | undefined>;
  /** The document's `$ref` graph, when the caller has it already; else walked on first use. */
  refs?: RefGraph;
  /** Refs below which something converts (see convertingRefs), worked out on first use. */
  converting?: Set<string>;
  /** Merged plans that refer to themselves (see mergePlans), named after the plans merged. */
  merged?: { name: string; plan: Plan }[];
}

/** Whether a schema has a conversion of its own (not through a `$ref`). */
const ownLeaf = (schema: JsonSchema, modes: ConverterModes): boolean => !!(converterOf(schema, modes) || schema['x-rich-content-compressed']);

/** Every `$ref` below which some field converts. */
function convertingRefs(graph: RefGraph, modes: ConverterModes): Set<string> {
  return refsReaching(graph, (schema) => ownLeaf(schema, modes));
}

const isLeaf = (p: Plan | PlanLeaf): p is PlanLeaf => typeof p === 'string' || Array.isArray(p);

/** The pairs of trees one merge has met, and the merged trees that refer to themselves. */
export interface MergeState {
  pairs: Map<Plan, Map<Plan, { out: PlanDraft; done: boolean }>>;
  /** A merged tree met again while it was being merged: a cycle of its own, which needs a name to be printed. */
  cyclic: Map<PlanDraft, [Plan, Plan]>;
}

export const mergeState = (): MergeState => ({ pairs: new Map(), cyclic: new Map() });

/**
 * Merges two plans for the same value (allOf members, or with `either` oneOf/anyOf alternatives); a leaf meeting a
 * different leaf or a tree is a conflict, unless the value is either and one converter takes both forms
 * (converter-rules.ts's eitherConverter). Plans of recursive schemas are cyclic: a pair of trees met again while it
 * is being merged is that same merged tree (noted in `state.cyclic`), so the merge ends on any graph.
 */
export function mergePlans(
  a: Plan | PlanLeaf | undefined,
  b: Plan | PlanLeaf | undefined,
  onConflict: (msg: string) => void,
  either = false,
  state: MergeState = mergeState(),
): Plan | PlanLeaf | undefined {
  if (!a) return b;
  if (!b) return a;
  // One plan met twice (a schema in allOf and again in oneOf): itself, not a copy.
  if (a === b) return a;
  if (isLeaf(a) || isLeaf(b)) {
    if (isLeaf(a) && isLeaf(b) && JSON.stringify(a) === JSON.stringify(b)) return a;
    const wide = either && typeof a === 'string' && typeof b === 'string' ? eitherConverter(a, b) : undefined;
    if (wide) return wide;
    // A tree may be cyclic: it is described, not printed.
    const text = (p: Plan | PlanLeaf) => (isLeaf(p) ? JSON.stringify(p) : 'conversions of its fields');
    onConflict(`conflicting conversions ${text(a)} and ${text(b)} for one value`);
    return a;
  }
  const known = state.pairs.get(a)?.get(b);
  if (known) {
    if (!known.done) state.cyclic.set(known.out, [a, b]);
    return known.out;
  }
  const entry = { out: {} as PlanDraft, done: false };
  state.pairs.set(a, (state.pairs.get(a) ?? new Map()).set(b, entry));
  // The merged value of a key is a's when a has one (a leaf wins, see above), which decides its place.
  for (const k of orderedKeys({ ...b, ...a })) entry.out[k] = mergePlans(a[k], b[k], onConflict, either, state)!;
  entry.done = true;
  return entry.out;
}

/** Expand leaves first (the expanded value is then converted by its sibling's plan), then keys in order. */
export function ordered(node: Plan): Plan {
  const out: PlanDraft = {};
  for (const k of orderedKeys(node)) out[k] = node[k]!;
  return out;
}

function orderedKeys(node: Plan): string[] {
  return Object.keys(node).sort((a, b) => (Array.isArray(node[a]) ? 0 : 1) - (Array.isArray(node[b]) ? 0 : 1) || a.localeCompare(b));
}

/** Plans of component schemas by name, in dependency order, for hoisting into one shared constant each. */
export function componentPlans(ctx: PlanContext): { name: string; plan: Plan }[] {
  const out: { name: string; plan: Plan }[] = [];
  for (const [ref, plan] of ctx.memo) {
    const name = componentName(ref);
    if (name !== undefined && plan && !Array.isArray(plan) && typeof plan === 'object') out.push({ name, plan: plan as Plan });
  }
  // Merged recursive plans (a oneOf of recursive schemas) are printed as constants of their own, as those are.
  return [...out, ...(ctx.merged ?? [])];
}

/** `Pet` of `#/components/schemas/Pet`. */
const componentName = (ref: string): string | undefined => /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];

/** The component whose plan `plan` is, when it is one. */
function componentOf(ctx: PlanContext, plan: Plan): string | undefined {
  for (const [ref, p] of ctx.memo) if (p === plan) return componentName(ref);
  return undefined;
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
    ctx.converting ??= convertingRefs((ctx.refs ??= refGraph(ctx.doc)), ctx);
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
  // A merged tree that refers to itself is printed as a constant of its own, as a component's plan is.
  const nameCycles = (state: MergeState) => {
    for (const [out, pair] of state.cyclic) (ctx.merged ??= []).push({ name: pair.map((p) => componentOf(ctx, p) ?? 'Merged').join('With'), plan: out });
  };
  const merge = (p: Plan | PlanLeaf | undefined) => {
    const state = mergeState();
    plan = mergePlans(plan, p, (msg) => ctx.problem(pointer, msg), false, state);
    nameCycles(state);
  };
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    // A value is each of its allOf members, and either of its oneOf or anyOf members.
    let members: Plan | PlanLeaf | undefined;
    let first: number | undefined;
    schema[key]?.forEach((member, i) => {
      const own = planForSchema(ctx, member, `${pointer}/${key}/${i}`);
      const places = ` (${key}/${first} and ${key}/${i})`;
      const state = mergeState();
      members = mergePlans(members, own, (msg) => ctx.problem(pointer, msg + places), key !== 'allOf', state);
      nameCycles(state);
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

import type { Plan, PlanDraft, PlanLeaf } from './types.ts';

// Compressed content (`['expand', field]` leaves) expands in answers only; requests carry the expanded document.
// Plans of recursive schemas refer to themselves: these walks remember what they have seen.

/** A plan that is a tree of fields (not a leaf), or undefined. */
export function asPlan(plan: Plan | PlanLeaf | undefined): Plan | undefined {
  return typeof plan === 'object' && !Array.isArray(plan) ? (plan as Plan) : undefined;
}

/** Whether a plan expands compressed content anywhere below it. */
export function hasExpand(plan: Plan | readonly unknown[] | string, seen = new Set<object>()): boolean {
  if (typeof plan === 'string') return false;
  if (Array.isArray(plan)) return plan[0] === 'expand';
  if (seen.has(plan)) return false;
  seen.add(plan);
  return Object.values(plan as Plan).some((v) => hasExpand(v as Plan, seen));
}

/** Requests never carry compressed content: the caller sends the expanded document. Unchanged subtrees keep their identity. */
export function withoutExpand(plan: Plan, copies = new Map<Plan, PlanDraft>()): Plan | undefined {
  if (!hasExpand(plan)) return plan;
  const done = copies.get(plan);
  if (done) return done;
  const out: PlanDraft = {};
  copies.set(plan, out);
  for (const [k, v] of Object.entries(plan)) {
    if (Array.isArray(v)) continue;
    if (typeof v === 'string') out[k] = v as Plan[string];
    else {
      const sub = withoutExpand(v as Plan, copies);
      if (sub) out[k] = sub;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

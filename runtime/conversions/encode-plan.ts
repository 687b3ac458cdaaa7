// Request plans applied (SDK → wire): what a call with a request plan carries as its `encodePlan` feature, apart from
// the response side (plan.ts), which every call's answer runs; a module lives in one chunk, so an encoder that only a
// module loaded on demand uses would otherwise stay in the page's first chunk with `decodeWith`.
import { ENCODERS } from './converter-table.ts';
import { type Converters, isLeaf, type Plan, type PlanLeaf } from './plan.ts';

/** Applies a request plan (SDK → wire) without touching the caller's objects: only converted branches are copied. */
export function encodeRequest<T>(value: T, plan: Plan | PlanLeaf): T {
  return encodeWith(value, plan, ENCODERS);
}

/**
 * `encodeRequest` with only the given converters (SDK → wire): what a generated call carries, the converters its
 * request plan names, so a bundle carries no others.
 */
export const planEncoder =
  (converters: Converters) =>
  <T>(value: T, plan: Plan | PlanLeaf): T =>
    encodeWith(value, plan, converters);

function encodeWith<T>(value: T, plan: Plan | PlanLeaf, converters: Converters): T {
  if (isLeaf(plan)) return (typeof plan === 'string' ? converters[plan]!(value) : value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) {
    const each = plan['*'];
    return (each ? value.map((v) => encodeWith(v, each, converters)) : value) as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in plan) {
    const sub = plan[key]!;
    if (key === '*') {
      for (const k of Object.keys(out)) out[k] = encodeWith(out[k], sub, converters);
    } else if (out[key] !== undefined && out[key] !== null) {
      out[key] = encodeWith(out[key], sub, converters);
    }
  }
  return out as T;
}

// A plan walked as data: for plans made at run time (webhooks, callbacks, the fetch middleware) and the recursive
// ones generated code does not compile (rich content's nodes). Its own module, so a bundle whose calls only apply
// compiled decoders loads it with the first answer that needs it.
import { DECODERS } from './converter-table.ts';
import { type Converters, decodeWith, type Expansion, isLeaf, type Plan, type PlanLeaf, type ResponseDecoder } from './plan.ts';

/** Converts a freshly parsed response in place; only the branches the plan names are visited. */
function decodeInPlace(value: unknown, plan: Plan, expansions: Expansion[], converters: Converters): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    const each = plan['*'];
    if (!each) return;
    for (let i = 0; i < value.length; i++) {
      if (isLeaf(each)) value[i] = convertLeaf(each, value[i], converters);
      else decodeInPlace(value[i], each, expansions, converters);
    }
    return;
  }
  const obj = value as Record<string, unknown>;
  for (const key in plan) {
    const sub = plan[key]!;
    if (key === '*') {
      for (const k of Object.keys(obj)) {
        if (isLeaf(sub)) obj[k] = convertLeaf(sub, obj[k], converters);
        else decodeInPlace(obj[k], sub, expansions, converters);
      }
      continue;
    }
    const child = obj[key];
    if (child === undefined || child === null) continue;
    if (isLeaf(sub)) {
      if (typeof sub === 'string') obj[key] = converters[sub]!(child);
      else if (typeof child === 'string') expansions.push({ target: obj, from: key, to: sub[1], decode: planDecoder(plan[sub[1]], converters) });
    } else {
      decodeInPlace(child, sub, expansions, converters);
    }
  }
}

/**
 * A plan walked as data inside a generated decoder: the recursive ones (rich content's nodes) are not compiled. The
 * decoder passes the converters the plan names, so a bundle carries no others.
 */
export const walkPlan = (value: unknown, plan: Plan, expansions: Expansion[], converters: Converters): void =>
  decodeInPlace(value, plan, expansions, converters);

function convertLeaf(leaf: PlanLeaf, value: unknown, converters: Converters): unknown {
  return typeof leaf === 'string' ? converters[leaf]!(value) : value;
}

const planDecoder = (plan: Plan | PlanLeaf | undefined, converters: Converters): ResponseDecoder | undefined =>
  plan && !isLeaf(plan) ? (value, expansions) => decodeInPlace(value, plan, expansions, converters) : undefined;

/**
 * Applies a response plan (wire → SDK) in place and returns the value, walking the plan as data: for plans made at
 * run time (webhooks, callbacks, the fetch middleware). Generated calls carry their plan compiled (`decodeWith`).
 */
export function decodeResponse(value: unknown, plan: Plan): unknown | Promise<unknown> {
  return decodeWith(value, planDecoder(plan, DECODERS)!);
}

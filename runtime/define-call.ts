import { ALL_FEATURES } from './all-features.ts';
import type { CallFeatures } from './call-features.ts';
import type { CallPromise } from './call-promise.ts';
import { invoke } from './invoke.ts';
import type { Plan } from './conversions/plan.ts';
import type { Call, Operation, OperationSpec, PagedCall, ServiceInfo } from './types.ts';

/** Whether a module member is a generated call (modules also hold the calls' types and nothing else, but be sure). */
export function isCall(value: unknown): value is Call<unknown[], unknown> {
  return typeof value === 'function' && 'op' in value;
}

/**
 * A call's response plan as data: carried by its declaration (`responsePlan`), or, for a call with a compiled
 * decoder, loaded with its service's plans (`loadResponsePlans`).
 */
export async function responsePlanOf(op: Operation): Promise<Plan | undefined> {
  if (op.responsePlan || !op.decode) return op.responsePlan;
  const plans = await op.service.loadResponsePlans?.();
  return plans && Object.hasOwn(plans, op.operationId) ? plans[op.operationId] : undefined;
}

/** Turns a declaration into a standalone call (default client) that `createClient` can also bind; any feature it needs. */
export function defineCall<A extends unknown[], R>(service: ServiceInfo, spec: OperationSpec): Call<A, R> {
  return defineGeneratedCall(service, spec, ALL_FEATURES);
}

/** `defineCall` for generated calls: they name the features they use (call-features.ts), so bundles carry no others. */
export function defineGeneratedCall<A extends unknown[], R>(service: ServiceInfo, spec: OperationSpec, features: CallFeatures = {}): Call<A, R> {
  const op: Operation = { ...spec, service, features };
  const call = (...args: A) => invoke(op, args) as CallPromise<R>;
  return Object.assign(call, { op });
}

/** `defineGeneratedCall` for a list call that pages: it names `paginate` among its features and resolves to a `Page`. */
export function defineGeneratedPagedCall<A extends unknown[], R, T>(service: ServiceInfo, spec: OperationSpec, features: CallFeatures): PagedCall<A, R, T> {
  return defineGeneratedCall(service, spec, features) as unknown as PagedCall<A, R, T>;
}

/**
 * `defineGeneratedCall` for a call that answers JSON or a stream, chosen by a `stream` flag of its request: `C` is its
 * overloads (`stream: true` → `Stream`, else the JSON answer), which no single `Call<A, R>` spells.
 */
export function defineGeneratedStreamCall<C>(service: ServiceInfo, spec: OperationSpec, features: CallFeatures): C {
  return defineGeneratedCall(service, spec, features) as unknown as C;
}

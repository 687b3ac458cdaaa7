import { invoke } from './invoke.ts';
import type { Call, Operation, OperationSpec, ServiceInfo } from './types.ts';

/** Whether a module member is a generated call (modules also hold the calls' types and nothing else, but be sure). */
export function isCall(value: unknown): value is Call<unknown[], unknown> {
  return typeof value === 'function' && 'op' in value;
}

/** Turns a generated declaration into a standalone call (default client) that `createClient` can also bind. */
export function defineCall<A extends unknown[], R>(service: ServiceInfo, spec: OperationSpec): Call<A, R> {
  const op: Operation = { ...spec, service };
  const call = (...args: A) => invoke(op, args) as Promise<R>;
  return Object.assign(call, { op });
}

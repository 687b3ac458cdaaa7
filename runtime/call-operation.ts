import { argumentsFromRequest } from './arguments.ts';
import type { CallPromise } from './call-promise.ts';
import { invoke } from './invoke.ts';
import type { CallInit, Operation, RequestParts } from './types.ts';

/**
 * Sends one generated call given its request's parts by the request's own names (`{ path: { postId }, query,
 * header, body }`, as a `CallExample` holds them) rather than positional arguments, with the client's transport,
 * conversions and errors: `init.client`, else the default client. It always sends: a query call given no query
 * sends one with no filter, where calling it would return a builder. Any function carrying a declaration (`op`) will
 * do: a generated call, or one typed by hand as a promise of its answer.
 */
export function callOperation<A extends unknown[], R>(
  call: ((...args: A) => PromiseLike<R>) & { readonly op: Operation },
  parts: Partial<RequestParts>,
  init?: CallInit,
): CallPromise<R> {
  const given = argumentsFromRequest(call.op, parts);
  // Every positional slot filled, so `init` lands where the call options go.
  const args = call.op.args.map((_, i) => given[i]);
  return invoke(call.op, [...args, init]) as CallPromise<R>;
}

import type { CallPromise } from './call-promise.ts';
import { CONFIG, elevatedClient, STATE, type ClientLike, type ClientOptions } from './client-config.ts';
import { isCall } from './define-call.ts';
import { failedCall, invoke } from './invoke.ts';
import type { PagePromise } from './paging/page.ts';
import type { Stream } from './streams/stream.ts';
import type { Call, PagedCall, QueryCall, StreamChoiceCall } from './types.ts';

type BoundCall<T> =
  // First: its overloads would otherwise be read as one signature, the last.
  T extends StreamChoiceCall<infer S, infer J, infer E, infer R, infer I>
    ? ((...args: S) => CallPromise<Stream<I>>) & ((...args: J) => CallPromise<R>) & ((...args: E) => CallPromise<R | Stream<I>>)
    : T extends QueryCall<infer A, infer R, infer BA, infer B>
      ? ((...args: BA) => B) & ((...args: A) => CallPromise<R>)
      : T extends PagedCall<infer A, infer R, infer I>
        ? (...args: A) => PagePromise<I, R>
        : T extends Call<infer A, infer R>
          ? (...args: A) => CallPromise<R>
          : never;
type BoundModule<T> = { readonly [K in keyof T]: BoundCall<T[K]> };
export type Client<M> = ClientLike & { readonly [K in keyof M]: BoundModule<M[K]> };

/** A client with the generated modules bound: `createClient({ modules: { posts } }).posts.getPost(id)`. */
export function createClient<M extends Record<string, Record<string, unknown>> = Record<never, never>>(options: ClientOptions<M> = {}): Client<M> {
  const client: Record<string | symbol, unknown> = { [CONFIG]: { ...options }, [STATE]: {} };
  for (const [moduleName, module] of Object.entries(options.modules ?? {})) {
    const bound: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(module)) {
      if (!isCall(call)) continue;
      const { op, route } = call;
      bound[name] = route
        ? (...args: unknown[]) => route(args, client as unknown as ClientLike)
        : (...args: unknown[]) => invoke(op, args, client as unknown as ClientLike);
    }
    client[moduleName] = Object.freeze(bound);
  }
  return Object.freeze(client) as unknown as Client<M>;
}

/** A module whose standalone calls run with elevated access: on the client given per call, else the elevated client. */
export function elevate<M extends Record<string, unknown>>(module: M): M {
  const out: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(module)) {
    if (!isCall(call)) continue;
    out[name] = Object.assign(
      (...args: unknown[]) => {
        const init = args[call.op.args.length] as { client?: ClientLike } | undefined;
        if (init?.client) return call(...args);
        let client: ClientLike;
        try {
          client = elevatedClient();
        } catch (error) {
          return failedCall(error);
        }
        return call.route ? call.route(args, client) : invoke(call.op, args, client);
      },
      { op: call.op, route: call.route },
    );
  }
  return out as M;
}

import type { HttpHandler } from 'msw';
import type { Call } from '@siteapi/runtime';
import { encodeRequest, responsePlanOf } from '@siteapi/runtime/generated';
import { mswRoute, mswUrl } from './handlers.ts';
import { mswPathOf } from './operations.ts';

/** What a call's resolver is given: the request, its path values by the spec's names, and its parsed JSON body. */
export interface MockRequestInfo {
  request: Request;
  params: Record<string, string>;
  body: unknown;
}

/**
 * A resolver for one generated call, typed by it: it returns what the call resolves to (`Date`s, media references,
 * the entity of an unwrapping call), which the mock turns into the wire answer with the call's own plan; or any
 * `Response` (an error, a delay, another status).
 */
export type MockResolver<C> = C extends Call<infer _A, infer R> ? (info: MockRequestInfo) => R | Response | Promise<R | Response> : never;

export interface MockCallOptions {
  /** Only requests to this origin; default any. */
  origin?: string;
  /** The status of a resolved value (default 200). */
  status?: number;
}

/**
 * An msw handler for one generated call, to put before the document's handlers (`server.use(mockCall(getPost, ...))`):
 * the call's method and path (with its service's prefix), answered by a typed resolver.
 */
export function mockCall<C extends Call<never, unknown>>(call: C, resolve: MockResolver<C>, options: MockCallOptions = {}): HttpHandler {
  const { op } = call;
  const { mswPath: path, paramNames: names } = mswPathOf(`${op.prefix ?? op.service.prefix}${op.path}`);
  return mswRoute(op.method)(mswUrl(options.origin, path), async ({ request, params }) => {
    const named = Object.fromEntries(names.map((name, i) => [name, String(params[`p${i}`] ?? '')]));
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const value = await (resolve as (info: MockRequestInfo) => unknown)({ request, params: named, body });
    if (value instanceof Response) return value;
    const answer = op.unwrap === undefined ? value : { [op.unwrap]: value };
    const plan = await responsePlanOf(op);
    const wire = plan ? encodeRequest(answer, plan) : answer;
    return Response.json(wire, { status: options.status ?? 200 });
  });
}

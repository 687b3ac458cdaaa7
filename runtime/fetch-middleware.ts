import type { AuthStrategy } from './auth.ts';
import { badMaxAnswerBytes } from './call-options.ts';
import { encodeRequest } from './conversions/encode-plan.ts';
import { decodeWith } from './conversions/plan.ts';
import { decodeResponse } from './conversions/walk-plan.ts';
import { serviceBaseUrl, type HostOption } from './hosts.ts';
import { isCall } from './define-call.ts';
import { MAX_ANSWER_BYTES, parseAnswer, readAnswerText } from './read-answer.ts';
import { sequentialMediaType } from './streams/media-types.ts';
import { followRedirects, isRedirectStatus } from './redirects.ts';
import type { Operation } from './types.ts';

/**
 * What openapi-fetch hands a middleware, as far as this one reads it (structurally openapi-fetch's
 * `MiddlewareCallbackParams`, so the runtime needs no dependency on it).
 */
export interface FetchMiddlewareParams {
  request: Request;
  readonly schemaPath: string;
  /** `fetch`: the client's, which sends the redirects the middleware follows (default the global one). */
  readonly options: { readonly baseUrl: string; readonly fetch?: (input: Request) => Promise<Response> };
}

/** An openapi-fetch middleware: `client.use(siteapiMiddleware(...))`. */
export interface FetchMiddleware {
  onRequest(params: FetchMiddlewareParams): Promise<Request | undefined>;
  onResponse(params: FetchMiddlewareParams & { response: Response }): Promise<Response | undefined>;
}

export interface FetchMiddlewareOptions {
  /** The generated modules of one service (`services.blog`, or `{ posts }`): their calls say where and how to convert. */
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** As `createClient`'s `host`: a base URL, or a function of the service; default the service's platform host. */
  host?: HostOption;
  /** Signs each request: `OAuthStrategy` (visitor and member tokens, one renewal at a time) or `ApiKeyStrategy`. */
  auth?: AuthStrategy;
  /**
   * As `createClient`'s: the most bytes of an answer the middleware reads whole (the JSON answers it converts); a
   * longer one fails the call with a `ResponseError` and its connection is closed. Default 64 MiB; `Infinity` for no limit.
   */
  maxAnswerBytes?: number;
}

/**
 * A parsed answer that openapi-fetch reads through `json()`: the converted value (with its `Date`s), which a JSON
 * text could not carry.
 */
class DecodedResponse extends Response {
  constructor(
    private readonly value: unknown,
    text: string,
    init: ResponseInit,
  ) {
    super(text, init);
  }
  override json(): Promise<unknown> {
    return Promise.resolve(this.value);
  }
}

/**
 * An openapi-fetch middleware that gives a `createClient<paths>()` client what this project's clients have: the
 * platform's host and each call's prefix (whatever `baseUrl` says), the auth strategy's headers (sign-in with one
 * token renewal at a time), requests converted by the call's plan (media references to objects) and answers by its
 * plan (`Date`s, media references, page URLs, addresses), which `paths.ts` types as such.
 */
export function siteapiMiddleware(options: FetchMiddlewareOptions): FetchMiddleware {
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const bad = badMaxAnswerBytes('siteapiMiddleware', 'its', maxAnswerBytes);
  if (bad) throw bad;
  const byRoute = new Map<string, Operation>();
  for (const module of Object.values(options.modules)) {
    for (const call of Object.values(module)) if (isCall(call)) byRoute.set(`${call.op.method} ${call.op.path}`, call.op);
  }
  const find = (request: Request, schemaPath: string) => byRoute.get(`${request.method} ${schemaPath}`);
  // The requests this middleware signed, with their body as sent: a 307 or 308 sends it again.
  const sentBodies = new WeakMap<Request, { body: string | null; method: string }>();

  return {
    async onRequest({ request, schemaPath, options: { baseUrl } }) {
      const op = find(request, schemaPath);
      if (!op) return undefined;
      // What follows the client's base URL (the filled path and the query) goes to the call's own base URL.
      const rest = request.url.startsWith(baseUrl)
        ? request.url.slice(baseUrl.replace(/\/+$/, '').length)
        : ((u) => u.pathname + u.search)(new URL(request.url));
      const url = `${serviceBaseUrl(op.service, options.host, op.prefix ?? op.service.prefix)}${rest}`;
      const headers = new Headers(request.headers);
      if (options.auth) {
        const signed = await options.auth.getAuthHeaders({ method: request.method, url, service: op.service.name, operationId: op.operationId });
        for (const [name, value] of Object.entries(signed)) headers.set(name, value);
      }
      let body: string | null = request.body ? await request.clone().text() : null;
      const bodyPlan = op.requestPlan?.body;
      if (typeof body === 'string' && body !== '' && bodyPlan && headers.get('content-type')?.includes('json')) {
        body = JSON.stringify(encodeRequest(JSON.parse(body), bodyPlan as never));
      }
      // Redirects are followed in onResponse (redirects.ts), so the strategy's headers stay on the call's origin; a
      // caller's own 'error' or 'manual' is kept.
      const redirect = request.redirect === 'follow' ? 'manual' : request.redirect;
      const out = new Request(url, { method: request.method, headers, body, signal: request.signal, redirect });
      if (request.redirect === 'follow') sentBodies.set(out, { body, method: request.method });
      return out;
    },

    async onResponse({ request, response: received, schemaPath, options: { fetch: clientFetch = globalThis.fetch } }) {
      const op = find(request, schemaPath);
      let response = received;
      const sent = sentBodies.get(request);
      if (op && sent && (response.status === 0 || isRedirectStatus(response.status))) {
        // forEach, not the iterator: a project whose `lib` has DOM but not DOM.Iterable compiles this file too.
        const headers: Record<string, string> = {};
        request.headers.forEach((value, key) => {
          headers[key] = value;
        });
        const from = { method: sent.method, url: request.url, headers, body: sent.body };
        ({ response } = await followRedirects(`${op.service.name}.${op.operationId}`, from, response, (url, method, headers, body) =>
          clientFetch(new Request(url, { method, headers, body, signal: request.signal, redirect: 'manual' })),
        ));
      }
      const type = response.headers.get('content-type');
      // A stream (JSON Lines, JSON text sequences too) is the caller's to read as it arrives (`parseAs: 'stream'`).
      // No body (a 204, a HEAD's answer): nothing to convert, and no Response of that status may be made with one.
      if (!(op?.decode || op?.responsePlan) || !response.ok || !response.body || !type?.includes('json') || sequentialMediaType(type))
        return response === received ? undefined : response;
      const name = `${op.service.name}.${op.operationId}`;
      const text = await readAnswerText(response, maxAnswerBytes, name);
      if (text.trim() === '') return new Response(text, response);
      const data = parseAnswer(name, response, text);
      const value = await (op.decode ? decodeWith(data, op.decode) : decodeResponse(data, op.responsePlan!));
      const headers = new Headers(response.headers);
      // With a length, openapi-fetch reads the answer with json(), which gives the converted value.
      headers.set('content-length', String(new TextEncoder().encode(text).length));
      return new DecodedResponse(value, text, { status: response.status, statusText: response.statusText, headers });
    },
  };
}

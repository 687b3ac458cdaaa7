// Redirects, followed by the runtime rather than by fetch: every request goes with `redirect: 'manual'`, and an answer
// that redirects comes here. fetch would send the request's headers on to whatever origin the server names, removing
// only `Authorization` (undici also `Cookie`): an `X-Api-Key` header or a client header would reach a host the caller
// never called. Here credentials go only to the origin the call was sent to. Loaded with the first redirect.
import { RedirectError } from './errors.ts';

/** The statuses fetch follows (the Fetch standard's "redirect status"); other 3xx answers are answers. */
export const isRedirectStatus = (status: number): boolean => status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

/** As many redirects as fetch follows before it gives up. */
export const MAX_REDIRECTS = 20;

/** A request as the runtime sent it, before any redirect. */
export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: BodyInit | null;
  /** Query parameters the runtime added as credentials (an `apiKey` in the query): removed from a URL on another origin. */
  readonly credentialQuery?: readonly (readonly [string, string])[];
}

/** Sends one request of the chain, with `redirect: 'manual'` and the call's signal. */
export type SendHop = (url: string, method: string, headers: Record<string, string>, body: BodyInit | undefined) => Promise<Response>;

/** Headers that describe a body, dropped with it when a redirect turns the request into a GET (Fetch standard, 4.4). */
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-language', 'content-location']);

/**
 * Follows the redirects of `response`, the answer to `request`, and resolves to the first answer that is not one (a
 * redirect without `Location` included, as fetch does) with the URL it came from.
 *
 * - On the call's origin, the request goes on as it was: every header, credentials included.
 * - Once the chain leaves the call's origin it is followed without any credential, to its end: only `accept` is sent,
 *   no auth strategy's header, no security scheme's header, cookie or query parameter, no header of the client's or
 *   the call's (any of them may carry a key). A request whose body would go there is refused instead.
 * - 301 and 302 turn a POST into a GET, 303 anything but GET and HEAD, without the body; 307 and 308 keep both.
 */
export async function followRedirects(name: string, request: SentRequest, response: Response, send: SendHop): Promise<{ response: Response; url: string }> {
  const origin = new URL(request.url).origin;
  let { method, url } = request;
  let headers: Record<string, string> = { ...request.headers };
  let body = request.body ?? undefined;
  let crossed = false;
  for (let hops = 0; ; hops++) {
    if (response.type === 'opaqueredirect')
      throw new RedirectError(
        `${name}: the answer from ${url} is a redirect whose target this platform's fetch hides (a browser's redirect: 'manual'); ` +
          `not followed, as the runtime cannot tell whether it stays on ${origin}, where the request's credentials belong. Call the URL it leads to`,
        response.status,
        undefined,
      );
    const location = response.headers.get('location');
    if (!isRedirectStatus(response.status) || location === null) return { response, url };
    const status = response.status;
    // The redirect's own body is never read: a hostile one may be endless.
    response.body?.cancel().catch(() => {});
    if (hops === MAX_REDIRECTS)
      throw new RedirectError(`${name}: more than ${MAX_REDIRECTS} redirects, the last from ${url} to ${location}; not followed`, status, location);
    let target: URL;
    try {
      target = new URL(location, url);
    } catch {
      throw new RedirectError(`${name}: the answer from ${url} redirects to '${location}', which is not a URL; not followed`, status, location);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new RedirectError(`${name}: the answer from ${url} redirects to '${location}', which is not http(s); not followed`, status, location);
    if (target.username || target.password)
      throw new RedirectError(`${name}: the answer from ${url} redirects to a URL with a user name or password; not followed`, status, location);
    const verb = method.toUpperCase();
    if (((status === 301 || status === 302) && verb === 'POST') || (status === 303 && verb !== 'GET' && verb !== 'HEAD')) {
      method = 'GET';
      body = undefined;
      for (const key of Object.keys(headers)) if (BODY_HEADERS.has(key.toLowerCase())) delete headers[key];
    }
    // Once off the origin, never back with credentials: a server elsewhere chooses the rest of the chain.
    if (target.origin !== origin) crossed = true;
    if (crossed) {
      if (body !== undefined)
        throw new RedirectError(
          `${name}: the answer from ${url} redirects a ${method} with its body to ${target.origin} (${status}); not followed, so the body stays with ${origin}`,
          status,
          location,
        );
      headers = withoutCredentials(headers);
      if (request.credentialQuery) removeQuery(target, request.credentialQuery);
    } else if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) {
      throw new RedirectError(
        `${name}: the answer from ${url} redirects (${status}) a request whose body was a stream, which cannot be sent again; not followed`,
        status,
        location,
      );
    }
    url = target.href;
    response = await send(url, method, headers, body);
  }
}

/** The headers a request keeps on another origin: what it accepts, nothing that could be a credential. */
function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === 'accept') kept.accept = value;
  return kept;
}

/**
 * Removes the credential pairs (name and value) from the target's query, should the server have copied them there.
 * Only then is the query written again (URLSearchParams re-encodes all of it), so another host's signed URL is kept.
 */
function removeQuery(target: URL, pairs: readonly (readonly [string, string])[]): void {
  if (!target.search) return;
  const query = target.searchParams;
  for (const [key, value] of pairs) if (query.has(key, value)) query.delete(key, value);
}

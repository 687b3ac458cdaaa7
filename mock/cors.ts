// The CORS answers of the HTTP mocks (`startMockServer`, and the gate in front of Prism), once: which request is a
// preflight, what an allowed page's preflight is told, and what every answer to an allowed page carries. Which pages
// are allowed is the caller's (`allowOrigin`, the gate's `--allow-origin` list).
import type { IncomingHttpHeaders } from 'node:http';

/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/** Whether a request is a CORS preflight; an OPTIONS request without an Origin or a requested method is an operation's. */
export function isPreflight(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === 'OPTIONS' && headers.origin !== undefined && headers['access-control-request-method'] !== undefined;
}

/**
 * The headers of the answer (204) to an allowed page's preflight: the method and the headers it asks for, as asked.
 * Not `*`: the Fetch standard's wildcard never covers Authorization, and covers nothing for a request with
 * credentials, so a page that signs its calls would be refused.
 */
export function preflightHeaders(origin: string, headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-allow-methods': oneValue(headers['access-control-request-method']),
    'access-control-allow-headers': oneValue(headers['access-control-request-headers']),
    'access-control-max-age': PREFLIGHT_MAX_AGE,
  };
}

/** The CORS headers of any other answer to an allowed page: every header of the answer readable by it (request ids, Prism's sl-violations). */
export function answerCorsHeaders(origin: string, answerHeaders: readonly string[]): Record<string, string> {
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': answerHeaders.join(', ') };
}

const oneValue = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

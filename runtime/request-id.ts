/** The headers that carry the platform's (or a gateway's) id of a request, first match wins. */
const REQUEST_ID_HEADERS = ['x-wix-request-id', 'x-request-id'];

/** The id the server gave the request, for support and logs; undefined when the answer names none. */
export function requestIdOf(headers: Headers): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value;
  }
  return undefined;
}

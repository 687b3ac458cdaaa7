/** The operations a Path Item may hold as fields, in the order OpenAPI lists them (`query` since OpenAPI 3.2). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

/** Whether a Path Item's key names an operation (`get`), rather than `parameters`, `servers` or an `x-` key. */
export function isHttpMethod(key: unknown): key is HttpMethod {
  return typeof key === 'string' && METHODS.has(key);
}

/** RFC 9110's method token: what a request line can carry. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Whether a key of a Path Item's `additionalOperations` (OpenAPI 3.2) is an operation of its own: an HTTP method
 * (`PURGE`, `LINK`), sent as written, that is none of the fixed fields in any case (`POST` there is a problem:
 * `post` holds that operation).
 */
export function isAdditionalMethod(key: unknown): key is string {
  return typeof key === 'string' && TOKEN.test(key) && !METHODS.has(key.toLowerCase());
}

/** Whether a request of `method` carries no body: Fetch refuses one with GET or HEAD, in any case. */
export function isBodilessMethod(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD';
}

/** Where an operation of `method` is in its Path Item: `['get']`, or `['additionalOperations', 'PURGE']`. */
export function methodKeys(method: string): string[] {
  return isHttpMethod(method) ? [method] : ['additionalOperations', method];
}

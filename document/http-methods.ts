/** The operations a Path Item may hold, in the order OpenAPI lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

/** Whether a Path Item's key names an operation (`get`), rather than `parameters`, `servers` or an `x-` key. */
export function isHttpMethod(key: unknown): key is HttpMethod {
  return typeof key === 'string' && METHODS.has(key);
}

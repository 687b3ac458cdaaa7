/** The operations of a bundled OpenAPI document, as the mock matches and answers them. */

export type Node = Record<string, unknown>;
export const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface MockParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Node;
  /** Where the parameter's schema is, for its compiled validator. */
  pointer: string;
}

export interface MockOperation {
  /** The operationId (`blog.getPost` in the bundle), or `GET /path` for an operation without one. */
  key: string;
  /** The service the bundle's `x-service` names, when it does. */
  service?: string;
  method: (typeof HTTP_METHODS)[number];
  /** The document's path template: `/blog/v3/posts/{postId}`. */
  template: string;
  /** The template as an msw path, its parameters renamed `p0`, `p1`, ... (a platform name may hold a dot). */
  mswPath: string;
  /** msw's parameter names back to the template's. */
  paramNames: string[];
  parameters: MockParameter[];
  /** The JSON request body's schema pointer, and whether a body is required. */
  body?: { pointer: string; required: boolean };
  responses: Node;
  operation: Node;
  pointer: string;
}

export const escapePointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

/** A local `$ref` of the document (`#/components/...`), followed until it is not one. */
export function deref(document: Node, value: unknown): { value: unknown; pointer?: string } {
  let current = value;
  let pointer: string | undefined;
  for (let hops = 0; isNode(current) && typeof current.$ref === 'string' && hops < 32; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) break;
    pointer = ref.slice(1);
    current = ref
      .slice(2)
      .split('/')
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isNode(node) || Array.isArray(node) ? (node as Node)[key] : undefined), document);
  }
  return { value: current, pointer };
}

const JSON_TYPE = /^application\/(.+\+)?json$/;

/**
 * A path template as msw matches it: parameters renamed `:p0`, `:p1`, ... and path-to-regexp's special characters
 * escaped, so `/v2/confirmation/{bookingId}:confirmOrDecline` keeps its literal `:confirmOrDecline`.
 */
export function mswPathOf(template: string): { mswPath: string; paramNames: string[] } {
  const paramNames: string[] = [];
  const mswPath = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (!param) return part.replace(/[:*?+()[\]\\]/g, (c) => `\\${c}`);
      paramNames.push(param[1]!);
      return `:p${paramNames.length - 1}`;
    })
    .join('');
  return { mswPath, paramNames };
}

/**
 * Every operation of the document, most specific path first (`/v3/posts/query` before `/v3/posts/{postId}`), so the
 * first handler that matches a request is its operation's.
 */
export function operationsOf(document: Node): MockOperation[] {
  const out: MockOperation[] = [];
  for (const [template, rawItem] of Object.entries(isNode(document.paths) ? document.paths : {})) {
    const item = deref(document, rawItem).value;
    if (!isNode(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      const pointer = `/paths/${escapePointer(template)}/${method}`;
      const parameters = new Map<string, MockParameter>();
      const declared = [
        ...(Array.isArray(item.parameters) ? item.parameters.map((p, i) => [p, `/paths/${escapePointer(template)}/parameters/${i}`] as const) : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters.map((p, i) => [p, `${pointer}/parameters/${i}`] as const) : []),
      ];
      for (const [raw, at] of declared) {
        const { value, pointer: refPointer } = deref(document, raw);
        if (!isNode(value) || typeof value.name !== 'string' || typeof value.in !== 'string') continue;
        const schema = isNode(value.schema) ? value.schema : {};
        parameters.set(`${value.in}:${value.name}`, {
          name: value.name,
          in: value.in as MockParameter['in'],
          required: value.required === true || value.in === 'path',
          schema,
          pointer: `${refPointer ?? at}/schema`,
        });
      }
      const { mswPath, paramNames } = mswPathOf(template);
      let body: MockOperation['body'];
      const { value: requestBody, pointer: bodyRef } = deref(document, operation.requestBody);
      if (isNode(requestBody) && isNode(requestBody.content)) {
        const media = Object.keys(requestBody.content).find((m) => JSON_TYPE.test(m));
        const content = media ? requestBody.content[media] : undefined;
        if (media && isNode(content) && content.schema !== undefined)
          body = { pointer: `${bodyRef ?? `${pointer}/requestBody`}/content/${escapePointer(media)}/schema`, required: requestBody.required === true };
      }
      out.push({
        key: typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${template}`,
        service: typeof operation['x-service'] === 'string' ? operation['x-service'] : undefined,
        method,
        template,
        mswPath,
        paramNames,
        parameters: [...parameters.values()],
        body,
        responses: isNode(operation.responses) ? operation.responses : {},
        operation,
        pointer,
      });
    }
  }
  // Literal segments before parameters, segment by segment; then longer paths first.
  const rank = (t: string) => t.split('/').map((s) => (s.includes('{') ? '1' : '0'));
  return out.sort((a, b) => {
    const ra = rank(a.template);
    const rb = rank(b.template);
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return ra[i]! < rb[i]! ? -1 : 1;
    return rb.length - ra.length;
  });
}

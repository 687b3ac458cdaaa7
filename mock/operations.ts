/** The operations of a bundled OpenAPI document, as the mock matches and answers them. */
import { deref, escapePointer, isNode, type Node, type OperationView, operations, type ParameterLocation } from '@siteapi/document';

export interface MockParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  /** The parameter's schema, a `$ref` followed: its `type` says how a value's string is read. */
  schema: Node;
  /** Where the parameter's schema is, for its compiled validator. */
  pointer: string;
  /** The media type of a parameter written with `content` (a `querystring` one's: a form, JSON, …). */
  contentType?: string;
}

export interface MockOperation {
  /** The operationId (`blog.getPost` in the bundle), or `GET /path` for an operation without one. */
  key: string;
  /** The service the bundle's `x-service` names, when it does. */
  service?: string;
  /** `get`, `query`, or a method of `additionalOperations` as written (`PURGE`). */
  method: OperationView['method'];
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
  for (const view of operations(document)) {
    const { operation, method, path: template } = view;
    let body: MockOperation['body'];
    const content = view.requestBody && isNode(view.requestBody.value.content) ? view.requestBody.value.content : {};
    const media = Object.keys(content).find((m) => JSON_TYPE.test(m));
    if (media && isNode(content[media]) && content[media].schema !== undefined)
      body = { pointer: `${view.requestBody!.pointer}/content/${escapePointer(media)}/schema`, required: view.requestBody!.value.required === true };
    out.push({
      key: view.operationId ?? `${method.toUpperCase()} ${template}`,
      service: typeof operation['x-service'] === 'string' ? operation['x-service'] : undefined,
      method,
      template,
      ...mswPathOf(template),
      parameters: view.parameters.map((p) => {
        // A parameter with `content` (OpenAPI 3.2's `querystring` has it) is checked against its one media type's schema.
        const [type, media] = p.value.schema === undefined && isNode(p.value.content) ? (Object.entries(p.value.content)[0] ?? []) : [];
        const at = type === undefined ? `${p.pointer}/schema` : `${p.pointer}/content/${escapePointer(type)}/schema`;
        const schema = type === undefined ? p.value.schema : isNode(media) ? media.schema : undefined;
        return {
          name: p.name,
          in: p.in,
          required: p.required,
          // A `$ref` followed: the schema's `type` says how a value's string is read.
          schema: isNode(schema) ? (deref(document, schema).value as Node) : {},
          pointer: at,
          ...(type === undefined ? {} : { contentType: type }),
        };
      }),
      body,
      responses: view.responses,
      operation,
      pointer: view.pointer,
    });
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

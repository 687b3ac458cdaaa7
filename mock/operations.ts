/** The operations of a bundled OpenAPI document, as the mock matches and answers them. */
import {
  deref,
  escapePointer,
  isNode,
  type Node,
  type OperationView,
  operations,
  type ParameterLocation,
  requestMediaType,
  requestPath,
} from '@siteapi/document';

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
  /**
   * A query object sent as its own keys (`style: form`, `explode: true`, OpenAPI's default for query): `?a=1&b=2`
   * for `{ a: 1, b: 2 }`, so the parameter's name is not in the query at all.
   */
  exploded?: boolean;
}

export interface MockOperation {
  /** The operationId (`blog.getPost` in the bundle), or `GET /path` for an operation without one. */
  key: string;
  /** The service the bundle's `x-service` names, when it does. */
  service?: string;
  /** `get`, `query`, or a method of `additionalOperations` as written (`PURGE`). */
  method: OperationView['method'];
  /**
   * The path template requests are sent to: `/blog/v3/posts/{postId}`; the document's without a fragment
   * (`requestPath`: AWS's `/#X-Amz-Target=…` is `/`), which several operations of one method may then share.
   */
  template: string;
  /** The template as an msw path, its parameters renamed `p0`, `p1`, ... (a platform name may hold a dot). */
  mswPath: string;
  /** msw's parameter names back to the template's. */
  paramNames: string[];
  parameters: MockParameter[];
  /** The JSON request body's schema pointer, and whether a body is required. */
  body?: { pointer: string; required: boolean };
  /** The media types of the request body (`application/json`, `image/*`), lower case. */
  mediaTypes: string[];
  responses: Node;
  operation: Node;
  pointer: string;
}

const JSON_TYPE = /^application\/(.+\+)?json$/;
const MEDIA_HEADERS: ReadonlySet<string> = new Set(['accept', 'content-type']);

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
    // The body of the media type a generated call sends (the one rule of @siteapi/document): checked when it is JSON.
    const sent = requestMediaType(Object.keys(content));
    const media = sent !== undefined && JSON_TYPE.test(sent) ? sent : undefined;
    if (media && isNode(content[media]) && content[media].schema !== undefined)
      body = { pointer: `${view.requestBody!.pointer}/content/${escapePointer(media)}/schema`, required: view.requestBody!.value.required === true };
    const path = requestPath(template);
    out.push({
      key: view.operationId ?? `${method.toUpperCase()} ${template}`,
      service: typeof operation['x-service'] === 'string' ? operation['x-service'] : undefined,
      method,
      template: path,
      ...mswPathOf(path),
      // OpenAPI: a header parameter named Accept or Content-Type is ignored (the media types say what they say).
      // Authorization stays: the platform dialect declares it on purpose, and a missing credential is worth refusing.
      parameters: view.parameters
        .filter((p) => !(p.in === 'header' && MEDIA_HEADERS.has(p.name.toLowerCase())))
        .map((p) => {
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
            ...(p.in === 'query' && type === undefined && explodesObject(document, p.value, schema) ? { exploded: true } : {}),
          };
        }),
      body,
      mediaTypes: Object.keys(content).map((m) => m.toLowerCase()),
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

/** What choosing among operations that share a method and a path reads of a request: its URL and headers. */
export interface RequestFacts {
  url: URL;
  headers: { get(name: string): string | null };
}

/** A media type without its parameters, lower case: `application/json; charset=utf-8` is `application/json`. */
const essence = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/**
 * How well a request fits an operation: `undefined` when it cannot be that operation's (a required header or query
 * parameter missing, or carrying another value than the one its schema allows; a body of a media type it does not
 * take), else how many of those it matched.
 */
function fit(op: MockOperation, request: RequestFacts): number | undefined {
  let score = 0;
  for (const p of op.parameters) {
    if (p.in !== 'header' && p.in !== 'query') continue;
    const value = p.in === 'header' ? request.headers.get(p.name) : request.url.searchParams.get(p.name);
    if (value === null) {
      if (p.required) return undefined;
      continue;
    }
    const only = 'const' in p.schema ? [p.schema.const] : Array.isArray(p.schema.enum) && p.schema.enum.length === 1 ? p.schema.enum : undefined;
    if (only) {
      if (String(only[0]) !== value) return undefined;
      score++;
    } else if (p.required) score++;
  }
  const sent = request.headers.get('content-type');
  if (sent !== null && op.mediaTypes.length > 0) {
    const type = essence(sent);
    const taken = op.mediaTypes.some((m) => {
      const declared = essence(m);
      return declared === type || declared === '*/*' || (declared.endsWith('/*') && type.startsWith(declared.slice(0, -1)));
    });
    if (!taken) return undefined;
    score++;
  }
  return score;
}

/**
 * The operations a request may be, among operations of one method whose paths match it alike (told apart by a
 * fragment, `requestPath`, or only by their parameters' names), most likely first: those whose required headers and
 * query parameters it carries, with the one value each allows where its schema allows one (AWS's `X-Amz-Target`),
 * and whose body media type it sends (Azure's overloads), the most specific first. When none of them fits, all, in
 * the document's order (validation then settles, `settleOperation`).
 */
export function rankOperations(ops: readonly MockOperation[], request: RequestFacts): MockOperation[] {
  if (ops.length === 1) return [...ops];
  const fitting = ops.flatMap((op, i) => {
    const score = fit(op, request);
    return score === undefined ? [] : [{ op, i, score }];
  });
  if (fitting.length === 0) return [...ops];
  return fitting.sort((a, b) => b.score - a.score || a.i - b.i).map(({ op }) => op);
}

/**
 * The operation a request is among `ranked` (`rankOperations`' order), by all it carries: the first whose validation
 * it passes whole, its path values and body included (two overloads alike in headers but not in their bodies; vtex's
 * `…/orders/{orderId}/cancel` beside `…/orders/{marketplaceOrderId}/cancel`). When it passes none, the first, with
 * what that one's validation found. `alike`: a later one the request passes too, which the document does not tell
 * apart from the chosen (`ambiguityWarning` says so once).
 */
export async function settleOperation<T, V>(
  ranked: readonly T[],
  violationsOf: (candidate: T) => Promise<V[]>,
): Promise<{ chosen: T; violations: V[]; alike?: T }> {
  const first = { chosen: ranked[0]!, violations: await violationsOf(ranked[0]!) };
  for (const [i, candidate] of ranked.entries()) {
    const violations = i === 0 ? first.violations : await violationsOf(candidate);
    if (violations.length > 0) continue;
    for (const other of ranked.slice(i + 1)) if ((await violationsOf(other)).length === 0) return { chosen: candidate, violations, alike: other };
    return { chosen: candidate, violations };
  }
  return first;
}

/** Told of a request two operations of one path both take (`MockOptions.onAmbiguousRequest`). */
export type AmbiguityListener = (message: string) => void;

/**
 * What the mock says when a request passes the validation of two operations at one path: the one it answers as and
 * the other, once per pair (the document does not tell them apart: a required header, query parameter or a body only
 * one takes would). `listener` defaults to `console.warn`.
 */
export function ambiguityWarning(listener: AmbiguityListener = (message) => console.warn(message)): (chosen: MockOperation, alike: MockOperation) => void {
  const told = new Set<string>();
  return (chosen, alike) => {
    const pair = `${chosen.pointer}\u0000${alike.pointer}`;
    if (told.has(pair)) return;
    told.add(pair);
    listener(
      `[siteapi mock] ${chosen.method.toUpperCase()} ${chosen.template}: a request passes the validation of both ${chosen.key} and ${alike.key}; answered as ${chosen.key}, the first in the document's order (a required header or query parameter, or a body only one of them takes, would tell them apart)`,
    );
  };
}

/**
 * Operations grouped by method and path as a request matches it (parameters by position, not name: `/{a}/x` and
 * `/{b}/x` take the same requests), in their order (a group where its first operation was).
 */
export function sharedPaths(ops: readonly MockOperation[]): MockOperation[][] {
  const groups = new Map<string, MockOperation[]>();
  for (const op of ops) {
    const key = `${op.method.toUpperCase()} ${op.mswPath}`;
    const group = groups.get(key);
    if (group) group.push(op);
    else groups.set(key, [op]);
  }
  return [...groups.values()];
}

/** A query parameter whose object value goes as its own keys: form style, exploded (both OpenAPI's defaults). */
function explodesObject(document: Node, param: Node, schema: unknown): boolean {
  if ((param.style ?? 'form') !== 'form' || param.explode === false) return false;
  const found = isNode(schema) ? deref(document, schema).value : undefined;
  if (!isNode(found)) return false;
  const types = Array.isArray(found.type) ? found.type : [found.type];
  return types.includes('object') || (found.type === undefined && isNode(found.properties));
}

// The operations of an OpenAPI document, read once: each Path Item and operation with its `$ref`s followed, the
// parameters of both levels merged, and the pointers where each part is written (for problems and validators).
import { HTTP_METHODS, type HttpMethod, isAdditionalMethod } from './http-methods.ts';
import { escapePointer } from './json-pointer.ts';
import { isNode, type Node } from './node.ts';
import { deref } from './refs.ts';

/** Where a parameter goes; `querystring` (OpenAPI 3.2) is the whole query string, from one schema or content. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

export interface ParameterView {
  name: string;
  in: ParameterLocation;
  /** Path parameters are always required. */
  required: boolean;
  /** The Parameter Object, its `$ref` followed. */
  value: Node;
  /** Where the Parameter Object is written (its target's pointer when it was a `$ref`). */
  pointer: string;
}

export interface OperationView {
  /**
   * A fixed field's method (`get`, `query`), or a key of the Path Item's `additionalOperations` (OpenAPI 3.2) as
   * written, which is the method the request sends (`PURGE`).
   */
  method: HttpMethod | (string & {});
  /** The path template (`/blog/v3/posts/{postId}`), the webhook's name when read from `webhooks`, or a callback's expression. */
  path: string;
  /** `/paths/~1blog~1v3~1posts~1{postId}/get` (`…/additionalOperations/PURGE` for an additional one). */
  pointer: string;
  /** The Path Item, its `$ref` followed, and where it is written. */
  pathItem: Node;
  pathItemPointer: string;
  operation: Node;
  operationId?: string;
  /** Path-level parameters, then the operation's; an operation's parameter replaces the path's of the same name and place. */
  parameters: ParameterView[];
  /** The Request Body Object, its `$ref` followed, and where it is written. */
  requestBody?: { value: Node; pointer: string };
  /** The Responses Object (each response may still be a `$ref`: `response(doc, view, status)` follows one). */
  responses: Node;
}

const LOCATIONS: ReadonlySet<string> = new Set(['path', 'query', 'querystring', 'header', 'cookie']);

/**
 * The path a request of a path template is sent to: the template without a fragment. Publishers write one to keep
 * several operations of one method at one path apart, since a Paths Object's keys must differ (AWS's
 * `/#X-Amz-Target=DynamoDB_20120810.GetItem` is `POST /` with that `X-Amz-Target` header, `/tags/{arn}#tagKeys` is
 * `/tags/{arn}` with a `tagKeys` query; Azure's `…/Evaluate#overload=url`); a fragment is never part of a request.
 */
export function requestPath(template: string): string {
  const hash = template.indexOf('#');
  if (hash < 0) return template;
  return template.slice(0, hash) || '/';
}

/**
 * Every operation of `document`, in document order (paths as written, methods in OpenAPI's order, then a Path
 * Item's `additionalOperations` as written); with `'webhooks'`,
 * the operations of its webhooks (OpenAPI 3.1's events) instead.
 */
export function operations(document: unknown, section: 'paths' | 'webhooks' = 'paths'): OperationView[] {
  return pathItemOperations(document, isNode(document) ? document[section] : undefined, `/${section}`);
}

/**
 * The operations of a map of Path Items written at `at` (a document's `paths` or `webhooks`, or a Callback Object,
 * keyed by its runtime expressions), each Path Item's `$ref` followed within `document`; `x-` keys are skipped.
 */
export function pathItemOperations(document: unknown, items: unknown, at: string): OperationView[] {
  const { value: map, pointer: mapAt } = deref(document, items, at);
  if (!isNode(map)) return [];
  // An `x-` key is an extension (Paths and Callback Objects allow them; documents put them in `webhooks` too), no Path Item.
  return Object.entries(map).flatMap(([path, raw]) =>
    path.startsWith('x-') ? [] : pathItemOperationsOf(document, raw, `${mapAt}/${escapePointer(path)}`, path),
  );
}

/**
 * The operations of one Path Item written at `at` (its `$ref` followed within `document`), each with `path`: its
 * fixed fields' in OpenAPI's order (`get` … `query`), then its `additionalOperations` as written; `x-` keys and
 * other fields are no operations.
 */
export function pathItemOperationsOf(document: unknown, raw: unknown, at: string, path: string): OperationView[] {
  const out: OperationView[] = [];
  const { value: pathItem, pointer: pathItemPointer } = deref(document, raw, at);
  if (!isNode(pathItem)) return out;
  const additional = isNode(pathItem.additionalOperations) ? pathItem.additionalOperations : {};
  const methods: [string, unknown, string][] = [
    ...HTTP_METHODS.map((m): [string, unknown, string] => [m, pathItem[m], `${pathItemPointer}/${m}`]),
    // A fixed method's name there (`POST`) is a problem the schema check reports; the `post` field holds that operation.
    ...Object.entries(additional)
      .filter(([m]) => isAdditionalMethod(m))
      .map(([m, op]): [string, unknown, string] => [m, op, `${pathItemPointer}/additionalOperations/${escapePointer(m)}`]),
  ];
  for (const [method, operation, pointer] of methods) {
    if (!isNode(operation)) continue;
    out.push({
      method,
      path,
      pointer,
      pathItem,
      pathItemPointer,
      operation,
      operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
      parameters: parametersOf(document, pathItem, pathItemPointer, operation, pointer),
      requestBody: requestBodyOf(document, operation.requestBody, `${pointer}/requestBody`),
      responses: isNode(operation.responses) ? operation.responses : {},
    });
  }
  return out;
}

/**
 * The parameters of one operation: the Path Item's, then the operation's; an operation's parameter replaces the
 * Path Item's of the same name and place, where it stood. Parameters without a name (or named '') or a known place are
 * skipped.
 */
export function parametersOf(document: unknown, pathItem: Node, pathItemPointer: string, operation: Node, pointer: string): ParameterView[] {
  const merged = new Map<string, ParameterView>();
  for (const [list, at] of [
    [pathItem.parameters, `${pathItemPointer}/parameters`],
    [operation.parameters, `${pointer}/parameters`],
  ] as const) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw: unknown, i) => {
      const { value, pointer } = deref(document, raw, `${at}/${i}`);
      // A name '' (converters from other formats write them) is no field a request can carry.
      if (!isNode(value) || typeof value.name !== 'string' || value.name === '' || typeof value.in !== 'string' || !LOCATIONS.has(value.in)) return;
      const location = value.in as ParameterLocation;
      merged.set(`${location}:${value.name}`, { name: value.name, in: location, required: value.required === true || location === 'path', value, pointer });
    });
  }
  return [...merged.values()];
}

function requestBodyOf(document: unknown, raw: unknown, at: string): OperationView['requestBody'] {
  if (raw === undefined) return undefined;
  const { value, pointer } = deref(document, raw, at);
  return isNode(value) ? { value, pointer } : undefined;
}

/** One response of an operation by its status key (`'200'`, `'4XX'`, `'default'`), its `$ref` followed. */
export function responseOf(document: unknown, view: OperationView, status: string): { value: Node; pointer: string } | undefined {
  if (!Object.hasOwn(view.responses, status)) return undefined;
  const { value, pointer } = deref(document, view.responses[status], `${view.pointer}/responses/${escapePointer(status)}`);
  return isNode(value) ? { value, pointer } : undefined;
}

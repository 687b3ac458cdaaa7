import type { JsonSchema, MediaTypeObject, OpenApiDocument, OperationObject, ParameterObject, PathItemObject } from '@siteapi/document';
import { deref, type Node, parametersOf, requestMediaType } from '@siteapi/document';

/**
 * The JSON content of a body or an answer: `application/json`, else a JSON media type (`application/problem+json`,
 * `application/json; charset=utf-8`) or any type, in the document's order.
 */
export function jsonContent(content: Record<string, MediaTypeObject> | undefined): MediaTypeObject | undefined {
  if (!content) return undefined;
  if (content['application/json']) return content['application/json'];
  const key = Object.keys(content).find(isJsonType);
  return key === undefined ? undefined : content[key];
}

/** `application/json`, `application/problem+json`, `application/json; charset=utf-8`, or `*\/*` (taken as JSON). */
export function isJsonType(type: string): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type) || type === '*/*';
}

/**
 * The media type a body is sent in: JSON when the operation offers it, else a form (multipart, then urlencoded),
 * else the first it lists. Its schema, or a binary string (a text one for `text/*`) when it has none.
 */
export function requestContent(content: Record<string, MediaTypeObject> | undefined): { type: string; media: MediaTypeObject; schema: JsonSchema } | undefined {
  if (!content) return undefined;
  const type = requestMediaType(Object.keys(content));
  if (type === undefined) return undefined;
  const json = isJsonType(type);
  const media = content[type] ?? {};
  const schema = media.schema ?? (json ? {} : /^text\//i.test(type) ? { type: 'string' } : { type: 'string', format: 'binary' });
  return { type, media, schema };
}

export type FieldLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** The request fields of an operation: its parameters (path-level ones included) and its top-level body properties. */
export interface RequestFields {
  params: { param: ParameterObject; pointer: string }[];
  body?: { schema: JsonSchema; required: boolean; properties: Record<string, JsonSchema>; requiredProps: string[]; contentType: string };
}

/**
 * An operation's parameters as OpenAPI merges them: the path item's, unless the operation redefines one (same name
 * and location), then the operation's; `$ref`s followed; each with its pointer (`pointer` is the operation's).
 */
export function operationParameters(
  doc: OpenApiDocument,
  pathItem: PathItemObject,
  op: OperationObject,
  pointer: string,
): { param: ParameterObject; pointer: string }[] {
  // `…/get`, or `…/additionalOperations/PURGE` (OpenAPI 3.2).
  const additional = (pathItem as { additionalOperations?: Record<string, unknown> }).additionalOperations;
  const up = additional && Object.values(additional).includes(op) ? 2 : 1;
  const pathPointer = pointer.split('/').slice(0, -up).join('/');
  return parametersOf(doc, pathItem as Node, pathPointer, op as Node, pointer).map((p) => ({
    param: p.value as unknown as ParameterObject,
    pointer: p.pointer,
  }));
}

export function requestFields(doc: OpenApiDocument, pathItem: PathItemObject, op: OperationObject, pointer: string): RequestFields {
  const fields: RequestFields = { params: operationParameters(doc, pathItem, op, pointer) };
  if (op.requestBody) {
    const rb = deref(doc, op.requestBody, `${pointer}/requestBody`).value;
    const body = requestContent(rb?.content);
    if (body) {
      const schema = deref(doc, body.schema, '').value;
      fields.body = {
        schema: body.schema,
        required: rb.required === true,
        properties: schema.properties ?? {},
        requiredProps: schema.required ?? [],
        contentType: body.type,
      };
    }
  }
  return fields;
}

export interface FieldMatch {
  location: FieldLocation;
  /** Parameter name, dotted group prefix, or body property; '' for the whole body. */
  name: string;
  params: ParameterObject[];
  bodyProperty?: JsonSchema;
  required: boolean;
}

/**
 * Resolves `path.postId`, `query.paging` (a parameter, or the group of `paging.*` parameters),
 * `header.x`, `body` or `body.query` against an operation's request fields.
 */
export function matchField(fields: RequestFields, ref: string): FieldMatch | string {
  const dot = ref.indexOf('.');
  const location = (dot < 0 ? ref : ref.slice(0, dot)) as FieldLocation;
  const name = dot < 0 ? '' : ref.slice(dot + 1);
  if (location === 'body') {
    if (!fields.body) return `'${ref}': the operation has no request body`;
    if (name === '') return { location, name, params: [], required: fields.body.required };
    const prop = fields.body.properties[name];
    if (!prop) return `'${ref}': the request body has no property '${name}'`;
    return { location, name, params: [], bodyProperty: prop, required: fields.body.required && fields.body.requiredProps.includes(name) };
  }
  if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') {
    return `'${ref}': a field is path.<name>, query.<name>, header.<name>, cookie.<name>, body or body.<property>`;
  }
  if (name === '') return `'${ref}': name the ${location} parameter`;
  const exact = fields.params.filter((p) => p.param.in === location && p.param.name === name).map((p) => p.param);
  const group = fields.params.filter((p) => p.param.in === location && p.param.name.startsWith(`${name}.`)).map((p) => p.param);
  const params = exact.length > 0 ? exact : group;
  if (params.length === 0) return `'${ref}': the operation has no ${location} parameter '${name}' (nor '${name}.*')`;
  return { location, name, params, required: params.some((p) => p.required === true) };
}

/** Every request field key that must be carried by an argument (`path:postId`, `query:paging.limit`, `body:query`, `body:`). */
export function fieldKeys(fields: RequestFields): string[] {
  const keys = fields.params.filter((p) => p.param.in !== 'cookie').map((p) => `${p.param.in}:${p.param.name}`);
  if (fields.body) {
    const props = Object.keys(fields.body.properties);
    if (props.length === 0) keys.push('body:');
    else keys.push(...props.map((p) => `body:${p}`));
  }
  return keys;
}

/** The field keys a match covers. */
export function coveredKeys(fields: RequestFields, match: FieldMatch): string[] {
  if (match.location === 'body') {
    if (match.name !== '') return [`body:${match.name}`];
    const props = Object.keys(fields.body?.properties ?? {});
    return props.length === 0 ? ['body:'] : props.map((p) => `body:${p}`);
  }
  return match.params.map((p) => `${p.in}:${p.name}`);
}

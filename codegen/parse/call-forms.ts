import { isDeepStrictEqual } from 'node:util';
import { escapePointer } from '@siteapi/document';
import { operations } from '@siteapi/document';
import type { OpenApiDocument, OperationObject, ParameterObject, PathItemObject } from '@siteapi/document';
import { deref, resolveRef } from '@siteapi/document';
import { isJsonType, requestFields } from './request-fields.ts';
import { CALL_EXTENSIONS } from './extensions.ts';

type At = (pointer: string, message: string) => void;

/** Keys that make an operation a call; a form is sent by its call, which declares them. */
const CALL_KEYS = ['operationId', ...CALL_EXTENSIONS] as const;

/** Which declaration of which call a form of each method belongs to. */
const FORMS = {
  get: { call: 'post', decl: 'x-get-form' },
  post: { call: 'get', decl: 'x-body-form' },
} as const;

const paramKey = (p: { in: string; name: string }) => `${p.in}:${p.name}`;

interface Located {
  path: string;
  method: string;
  item: PathItemObject;
  op: OperationObject;
  pointer: string;
}

function allOperations(doc: OpenApiDocument): Located[] {
  return operations(doc).map((v) => ({
    path: v.path,
    method: v.method,
    item: v.pathItem as PathItemObject,
    op: v.operation as OperationObject,
    pointer: v.pointer,
  }));
}

/**
 * A call's other forms: `x-get-form` on a POST and the GET of the same path that declares that form, or
 * `x-body-form` on a GET and the POST of the same path that declares that one (`x-form-of`, for the mock and for
 * readers), must agree, so the runtime sends only what the spec declares. The shapes of the values are checked with
 * the other extensions.
 */
export function checkCallForms(doc: OpenApiDocument, at: At): void {
  const operations = allOperations(doc);
  const byId = new Map<string, Located>();
  for (const o of operations) if (typeof o.op.operationId === 'string' && !byId.has(o.op.operationId)) byId.set(o.op.operationId, o);
  for (const o of operations) {
    if (o.op['x-get-form'] !== undefined) checkGetForm(doc, o, at);
    if (o.op['x-body-form'] !== undefined) checkBodyForm(doc, o, at);
    if (o.op['x-form-of'] !== undefined) checkFormOf(doc, o, byId, at);
  }
}

function checkGetForm(doc: OpenApiDocument, { path, method, item, op, pointer }: Located, at: At): void {
  const decl = op['x-get-form'];
  if (!decl || typeof decl !== 'object' || typeof decl.parameter !== 'string') return;
  const label = `${method.toUpperCase()} ${path}`;
  const here = `${pointer}/x-get-form`;
  if (method !== 'post') {
    at(here, `${label}: x-get-form belongs on a POST (it sends that call's JSON body as a GET)`);
    return;
  }
  const fields = requestFields(doc, item, op, pointer);
  if (!fields.body || !isJsonType(fields.body.contentType)) at(here, `${label}: x-get-form needs an application/json request body to send in the URL`);
  if (fields.params.some((p) => p.param.in === 'query' && p.param.name === decl.parameter)) {
    at(`${here}/parameter`, `${label}: '${decl.parameter}' is already a query parameter of this call`);
  }
  const get = item.get;
  if (!get || get['x-form-of'] !== op.operationId) {
    at(
      here,
      `${label}: x-get-form needs the GET form on the same path: a get with x-form-of: ${op.operationId ?? '<operationId>'} and the required string query parameter '${decl.parameter}'`,
    );
    return;
  }

  const getPointer = `/paths/${escapePointer(path)}/get`;
  const getFields = requestFields(doc, item, get, getPointer);
  const param = getFields.params.find((p) => p.param.name === decl.parameter);
  if (!param) {
    at(`${here}/parameter`, `${label}: the GET form on this path has no parameter '${decl.parameter}'`);
  } else {
    const schema = param.param.schema ? deref(doc, param.param.schema, '').value : undefined;
    const wrong = [
      param.param.in !== 'query' && `in: query (not ${param.param.in})`,
      param.param.required !== true && 'required: true',
      schema?.type !== 'string' && 'schema type: string',
      // What the value carries, so a validator that decodes it (the contract check) checks what the client sends.
      schema?.contentEncoding !== 'base64url' && 'contentEncoding: base64url',
      schema?.contentMediaType !== 'application/json' && 'contentMediaType: application/json',
      fields.body &&
        JSON.stringify(schema?.contentSchema) !== JSON.stringify(fields.body.schema) &&
        `contentSchema: the POST's body schema (${fields.body.schema && typeof fields.body.schema === 'object' && '$ref' in fields.body.schema ? `{ $ref: '${fields.body.schema.$ref}' }` : 'the same schema'})`,
    ].filter(Boolean);
    if (wrong.length > 0) at(param.pointer, `GET ${path}: the x-get-form parameter '${decl.parameter}' of ${op.operationId} needs ${wrong.join(', ')}`);
  }

  // The runtime sends the call's own parameters on the GET too, so the GET declares exactly those plus the body's.
  const own = new Set(fields.params.map((p) => paramKey(p.param)));
  const theirs = new Set(getFields.params.map((p) => paramKey(p.param)));
  for (const p of fields.params) {
    if (!theirs.has(paramKey(p.param))) at(getPointer, `GET ${path}: the GET form lacks the ${p.param.in} parameter '${p.param.name}' of ${op.operationId}`);
  }
  for (const p of getFields.params) {
    if (p.param.name !== decl.parameter && !own.has(paramKey(p.param))) {
      at(
        p.pointer,
        `GET ${path}: ${p.param.in} parameter '${p.param.name}' is not a parameter of ${op.operationId} (a GET form has the call's parameters and '${decl.parameter}')`,
      );
    }
  }
}

function checkBodyForm(doc: OpenApiDocument, { path, method, item, op, pointer }: Located, at: At): void {
  const decl = op['x-body-form'];
  if (!decl || typeof decl !== 'object' || typeof decl.maxQueryLength !== 'number') return;
  const label = `${method.toUpperCase()} ${path}`;
  const here = `${pointer}/x-body-form`;
  const id = op.operationId ?? '<operationId>';
  if (method !== 'get') {
    at(here, `${label}: x-body-form belongs on a GET (it sends that call's query as a JSON body)`);
    return;
  }
  const fields = requestFields(doc, item, op, pointer);
  const query = fields.params.filter((p) => p.param.in === 'query');
  if (query.length === 0) at(here, `${label}: x-body-form needs query parameters to send in the body`);
  const post = item.post;
  if (post && post['x-form-of'] === undefined && typeof post.operationId === 'string') {
    // The runtime posts to this very path, so the call there would receive the query.
    at(here, `${label}: x-body-form sends the query as a POST to this path, but its POST is the call ${post.operationId}; ${id} cannot have a body form`);
    return;
  }
  if (!post || post['x-form-of'] !== op.operationId) {
    at(here, `${label}: x-body-form needs the POST form on the same path: a post with x-form-of: ${id} whose JSON body has the query parameters`);
    return;
  }

  // The runtime sends the call's path and header parameters unchanged, and no query string.
  const postPointer = `/paths/${escapePointer(path)}/post`;
  const postFields = requestFields(doc, item, post, postPointer);
  const kept = fields.params.filter((p) => p.param.in === 'path' || p.param.in === 'header');
  const own = new Set(kept.map((p) => paramKey(p.param)));
  const theirs = new Set(postFields.params.map((p) => paramKey(p.param)));
  for (const p of kept) {
    if (!theirs.has(paramKey(p.param))) at(postPointer, `POST ${path}: the body form lacks the ${p.param.in} parameter '${p.param.name}' of ${id}`);
  }
  for (const p of postFields.params) {
    if (p.param.in === 'query') at(p.pointer, `POST ${path}: the body form of ${id} sends no query string; '${p.param.name}' belongs in its body`);
    else if (!own.has(paramKey(p.param)))
      at(
        p.pointer,
        `POST ${path}: ${p.param.in} parameter '${p.param.name}' is not a parameter of ${id} (a body form has the call's path and header parameters)`,
      );
  }
  if (!postFields.body || !isJsonType(postFields.body.contentType)) {
    at(
      post.requestBody ? `${postPointer}/requestBody` : postPointer,
      `POST ${path}: the body form of ${id} needs an application/json request body with its query parameters`,
    );
    return;
  }
  const body = deref(doc, post.requestBody, `${postPointer}/requestBody`);
  const check = { doc, at, label: `POST ${path}`, id };
  compareQueryNode(check, queryTree(query), postFields.body.schema, `${body.pointer}/content/application~1json/schema`, '');
}

/** The query parameters as the nested object the runtime builds: `paging.limit` is `limit` under `paging`. */
interface QueryNode {
  param?: { param: ParameterObject; pointer: string };
  children: Map<string, QueryNode>;
}

function queryTree(params: { param: ParameterObject; pointer: string }[]): QueryNode {
  const root: QueryNode = { children: new Map() };
  for (const p of params) {
    let node = root;
    for (const part of p.param.name.split('.')) {
      let next = node.children.get(part);
      if (!next) node.children.set(part, (next = { children: new Map() }));
      node = next;
    }
    node.param = p;
  }
  return root;
}

const isRequired = (node: QueryNode): boolean => node.param?.param.required === true || [...node.children.values()].some(isRequired);
const leafNames = (node: QueryNode): string[] => [...(node.param ? [node.param.param.name] : []), ...[...node.children.values()].flatMap(leafNames)];
const quoted = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

interface BodyCheck {
  doc: OpenApiDocument;
  at: At;
  label: string;
  id: string;
}

/** The body schema at `dotted` carries exactly the query parameters under it, with their schemas and requiredness. */
function compareQueryNode(check: BodyCheck, node: QueryNode, schema: unknown, pointer: string, dotted: string): void {
  const { doc, at, label, id } = check;
  const { value, pointer: schemaPointer } = deref(doc, schema as { $ref?: string }, pointer);
  const s = (value ?? {}) as { type?: unknown; properties?: Record<string, unknown>; required?: string[] };
  if (node.param) {
    if (node.children.size > 0) {
      at(
        node.param.pointer,
        `${label}: query parameters ${quoted(leafNames(node))} of ${id} cannot all be body properties ('${dotted}' is both a value and an object)`,
      );
    } else if (!isDeepStrictEqual(comparable(doc, s), comparable(doc, node.param.param.schema ?? {}))) {
      at(
        schemaPointer,
        `${label}: body property '${dotted}' differs from the query parameter '${dotted}' of ${id} (use the same schema; descriptions and examples may differ)`,
      );
    }
    return;
  }
  const what = dotted === '' ? 'the body' : `body property '${dotted}'`;
  if (s.type !== 'object')
    at(schemaPointer, `${label}: ${what} must be an object (type: object) carrying the query parameters ${quoted(leafNames(node))} of ${id}`);
  const props = s.properties ?? {};
  for (const [name, child] of node.children) {
    const d = dotted === '' ? name : `${dotted}.${name}`;
    if (Object.hasOwn(props, name)) compareQueryNode(check, child, props[name], `${schemaPointer}/properties/${escapePointer(name)}`, d);
    else
      at(
        s.properties ? `${schemaPointer}/properties` : schemaPointer,
        `${label}: ${what} lacks '${name}', which carries the query parameter${leafNames(child).length > 1 ? 's' : ''} ${quoted(leafNames(child))} of ${id}`,
      );
  }
  for (const name of Object.keys(props)) {
    if (!node.children.has(name))
      at(
        `${schemaPointer}/properties/${escapePointer(name)}`,
        `${label}: body property '${dotted === '' ? name : `${dotted}.${name}`}' is no query parameter of ${id}`,
      );
  }
  // Required exactly where the query is: a stricter body would reject what the GET accepts, and the reverse.
  const wanted = [...node.children]
    .filter(([, c]) => isRequired(c))
    .map(([n]) => n)
    .sort();
  const actual = Array.isArray(s.required) ? [...s.required].sort() : [];
  if (!isDeepStrictEqual(wanted, actual)) {
    at(
      Array.isArray(s.required) ? `${schemaPointer}/required` : schemaPointer,
      `${label}: ${what} must require ${wanted.length > 0 ? `exactly ${quoted(wanted)}` : 'nothing'}, as the query parameters of ${id} do`,
    );
  }
}

/** Keys that document a schema without changing what it accepts. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', '$comment']);
/** Maps whose keys are property names, not schema keywords. */
const NAMED = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** A schema with its `$ref`s resolved and its annotations dropped, for comparing what two schemas accept. */
function comparable(doc: OpenApiDocument, node: unknown, parentKey = '', seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(node)) return node.map((n) => comparable(doc, n, '', seen));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && !NAMED.has(parentKey)) {
    const target = seen.has(ref) ? undefined : resolveRef(doc, ref);
    return target === undefined ? { $ref: ref } : comparable(doc, target, '', new Set([...seen, ref]));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (NAMED.has(parentKey)) out[k] = comparable(doc, v, '', seen);
    else if (!ANNOTATIONS.has(k)) out[k] = k === 'enum' || k === 'const' || k === 'default' ? v : comparable(doc, v, k, seen);
  }
  return out;
}

function checkFormOf(doc: OpenApiDocument, { path, method, op, pointer }: Located, byId: Map<string, Located>, at: At): void {
  const target = op['x-form-of'];
  if (typeof target !== 'string') return;
  const label = `${method.toUpperCase()} ${path}`;
  const here = `${pointer}/x-form-of`;
  for (const k of CALL_KEYS) {
    if (op[k] !== undefined) at(`${pointer}/${k}`, `${label}: a form of another call has no ${k} (x-form-of: ${target} declares the call)`);
  }
  // A GET form carries the body in a parameter; a body form needs its requestBody.
  if (method === 'get' && op.requestBody !== undefined)
    at(`${pointer}/requestBody`, `${label}: a form of another call has no requestBody (x-form-of: ${target} declares the call)`);
  const form = method === 'get' || method === 'post' ? FORMS[method] : undefined;
  if (!form) {
    at(here, `${label}: x-form-of is on a GET (the GET form of a POST with x-get-form) or a POST (the body form of a GET with x-body-form)`);
    return;
  }
  const call = byId.get(target);
  if (!call) {
    at(here, `${label}: x-form-of names '${target}', which is no operationId of this document`);
    return;
  }
  if (call.path !== path || call.method !== form.call) {
    at(
      here,
      `${label}: x-form-of names ${call.method.toUpperCase()} ${call.path}; a ${method.toUpperCase()} form is the ${form.call.toUpperCase()} of the same path`,
    );
    return;
  }
  if (call.op[form.decl] === undefined) {
    at(here, `${label}: ${target} has no ${form.decl}, so nothing is ever sent as this ${method.toUpperCase()}`);
    return;
  }
  // A form answers as its call: the same responses (the same $refs, or equal inline ones).
  const statuses = new Set([...Object.keys(op.responses ?? {}), ...Object.keys(call.op.responses ?? {})]);
  for (const status of [...statuses].sort()) {
    const mine = op.responses?.[status];
    const theirs = call.op.responses?.[status];
    const same = mine !== undefined && theirs !== undefined && isDeepStrictEqual(deref(doc, mine, '').value, deref(doc, theirs, '').value);
    if (!same)
      at(
        mine === undefined ? `${pointer}/responses` : `${pointer}/responses/${status}`,
        `${label}: response ${status} differs from ${target}'s (a form answers as its call: use the same responses)`,
      );
  }
}

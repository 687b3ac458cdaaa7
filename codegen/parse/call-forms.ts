import { isDeepStrictEqual } from 'node:util';
import { escapePointer } from './load-yaml.ts';
import { HTTP_METHODS, type OpenApiDocument, type OperationObject, type PathItemObject } from './openapi-types.ts';
import { deref } from './refs.ts';
import { requestFields } from './request-fields.ts';

type At = (pointer: string, message: string) => void;

/** Keys that make an operation a call; a form is sent by its call, which declares them. */
const CALL_KEYS = ['operationId', 'x-module', 'x-method', 'x-prefix', 'x-arguments', 'x-paging', 'x-errors', 'x-client-rules', 'requestBody'] as const;

interface Located {
  path: string;
  method: string;
  item: PathItemObject;
  op: OperationObject;
  pointer: string;
}

function allOperations(doc: OpenApiDocument): Located[] {
  const out: Located[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op && typeof op === 'object') out.push({ path, method, item, op, pointer: `/paths/${escapePointer(path)}/${method}` });
    }
  }
  return out;
}

/**
 * A call's other forms: `x-get-form` on a POST and the GET of the same path that declares that form
 * (`x-form-of`, for the mock and for readers) must agree, so the runtime sends only what the spec declares.
 * The shapes of both values are checked with the other extensions.
 */
export function checkCallForms(doc: OpenApiDocument, at: At): void {
  const operations = allOperations(doc);
  const byId = new Map<string, Located>();
  for (const o of operations) if (typeof o.op.operationId === 'string' && !byId.has(o.op.operationId)) byId.set(o.op.operationId, o);
  for (const o of operations) {
    if (o.op['x-get-form'] !== undefined) checkGetForm(doc, o, at);
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
  if (!fields.body) at(here, `${label}: x-get-form needs an application/json request body to send in the URL`);
  if (fields.params.some((p) => p.param.in === 'query' && p.param.name === decl.parameter)) {
    at(`${here}/parameter`, `${label}: '${decl.parameter}' is already a query parameter of this call`);
  }
  const get = item.get;
  if (!get || get['x-form-of'] !== op.operationId) {
    at(here, `${label}: x-get-form needs the GET form on the same path: a get with x-form-of: ${op.operationId ?? '<operationId>'} and the required string query parameter '${decl.parameter}'`);
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
    ].filter(Boolean);
    if (wrong.length > 0) at(param.pointer, `GET ${path}: the x-get-form parameter '${decl.parameter}' of ${op.operationId} needs ${wrong.join(', ')}`);
  }

  // The runtime sends the call's own parameters on the GET too, so the GET declares exactly those plus the body's.
  const key = (p: { in: string; name: string }) => `${p.in}:${p.name}`;
  const own = new Set(fields.params.map((p) => key(p.param)));
  const theirs = new Set(getFields.params.map((p) => key(p.param)));
  for (const p of fields.params) {
    if (!theirs.has(key(p.param))) at(getPointer, `GET ${path}: the GET form lacks the ${p.param.in} parameter '${p.param.name}' of ${op.operationId}`);
  }
  for (const p of getFields.params) {
    if (p.param.name !== decl.parameter && !own.has(key(p.param))) {
      at(p.pointer, `GET ${path}: ${p.param.in} parameter '${p.param.name}' is not a parameter of ${op.operationId} (a GET form has the call's parameters and '${decl.parameter}')`);
    }
  }
}

function checkFormOf(doc: OpenApiDocument, { path, method, op, pointer }: Located, byId: Map<string, Located>, at: At): void {
  const target = op['x-form-of'];
  if (typeof target !== 'string') return;
  const label = `${method.toUpperCase()} ${path}`;
  const here = `${pointer}/x-form-of`;
  for (const k of CALL_KEYS) {
    if (op[k] !== undefined) at(`${pointer}/${k}`, `${label}: a form of another call has no ${k} (x-form-of: ${target} declares the call)`);
  }
  if (method !== 'get') {
    at(here, `${label}: x-form-of is supported on a GET only (the GET form of a POST with x-get-form)`);
    return;
  }
  const call = byId.get(target);
  if (!call) {
    at(here, `${label}: x-form-of names '${target}', which is no operationId of this document`);
    return;
  }
  if (call.path !== path || call.method !== 'post') {
    at(here, `${label}: x-form-of names ${call.method.toUpperCase()} ${call.path}; a GET form is the POST of the same path`);
    return;
  }
  if (call.op['x-get-form'] === undefined) {
    at(here, `${label}: ${target} has no x-get-form, so nothing is ever sent as this GET`);
    return;
  }
  // A form answers as its call: the same responses (the same $refs, or equal inline ones).
  const statuses = new Set([...Object.keys(op.responses ?? {}), ...Object.keys(call.op.responses ?? {})]);
  for (const status of [...statuses].sort()) {
    const mine = op.responses?.[status];
    const theirs = call.op.responses?.[status];
    const same = mine !== undefined && theirs !== undefined && isDeepStrictEqual(deref(doc, mine, '').value, deref(doc, theirs, '').value);
    if (!same) at(mine === undefined ? `${pointer}/responses` : `${pointer}/responses/${status}`, `${label}: response ${status} differs from ${target}'s (a form answers as its call: use the same responses)`);
  }
}

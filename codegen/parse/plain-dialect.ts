// Plain mode: a document without the platform's extensions gets them inferred here, so the IR and the emitters
// read one dialect. Every name that reaches generated code is made a safe identifier here (see identifiers.ts);
// every choice is deterministic (document order, then a numeric suffix on a collision).
import path from 'node:path';
import { escapePointer } from '@siteapi/document';
import { HTTP_METHODS } from '@siteapi/document';
import type { ArgumentDecl, OpenApiDocument, OperationObject, PathItemObject } from './openapi-types.ts';
import { importedValues } from '../naming.ts';
import { identifierProblem, typeName } from './identifiers.ts';
import { deref } from '@siteapi/document';
import { operationParameters, requestContent } from './request-fields.ts';

/** The module of operations without a tag. */
const DEFAULT_MODULE = 'api';
/** The host of a document whose servers are relative or absent: the client's `host` option says where it runs. */
const PLAIN_DEFAULT_HOST = 'http://localhost';

/** Whether a document speaks the platform dialect (its `x-service`); any other document is read in plain mode. */
export function isPlatformDocument(data: unknown): boolean {
  return !!data && typeof data === 'object' && 'x-service' in data;
}

/** `get-pets`, `Pets_List`, `GET /pets/{id}` → `getPets`, `petsList`, `getPetsId`: words joined in camelCase. */
function camelCase(text: string): string {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/** A safe value name from any text: camelCase, `_` after a reserved word, `fallback` when nothing is left. */
function safeName(text: string, fallback: string): string {
  const name = camelCase(text) || fallback;
  return identifierProblem(name) === undefined ? name : `${name}_`;
}

/** Takes `wanted` or, when taken, `wanted2`, `wanted3`, …; records the name taken. */
function unique(wanted: string, taken: Set<string>): string {
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
  taken.add(name);
  return name;
}

/** `swagger-petstore` from the title, else the file name; `api` when neither has a letter. */
export function serviceName(doc: OpenApiDocument, file: string): string {
  const kebab = (t: string) =>
    t
      .replace(/['’]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '');
  return kebab(doc.info?.title ?? '') || kebab(path.basename(file).replace(/\.[^.]+$/, '')) || 'api';
}

/** The first server's URL with its variables' defaults: its origin is the host, its path the prefix. */
function hostAndPrefix(doc: OpenApiDocument): { host: string; prefix: string } {
  const server = (doc.servers as { url?: string; variables?: Record<string, { default?: string }> }[] | undefined)?.[0];
  const url = (server?.url ?? '').replace(/\{([^}]+)\}/g, (_, name: string) => String(server?.variables?.[name]?.default ?? ''));
  const absolute = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]+)([^?#]*)/i.exec(url);
  const clean = (p: string) => p.replace(/\/+$/, '').replace(/[^A-Za-z0-9._~\-/]/g, '');
  if (absolute) return { host: `${absolute[1] ?? 'https:'}//${absolute[2]}`, prefix: clean(absolute[3] ?? '') };
  return { host: PLAIN_DEFAULT_HOST, prefix: url.startsWith('/') ? clean(url) : '' };
}

/**
 * The platform extensions of a plain document: `x-service` (name from the title, host and prefix from the first
 * server), per operation `x-module` (its first tag), a safe unique `operationId` (made from the operationId, or
 * from method and path; a renamed one kept as `x-original-operation-id`), and `x-arguments`: required path parameters in path order, then the request body when
 * required, then one `options` object with the other query, header and cookie parameters (and an optional body).
 * Webhooks get `x-module` and `x-event`. The input is not changed.
 */
export function inferDialect(input: OpenApiDocument, file: string): OpenApiDocument {
  const doc = structuredClone(input) as OpenApiDocument;
  const { host, prefix } = hostAndPrefix(doc);
  (doc as Record<string, unknown>)['x-service'] = { name: serviceName(doc, file), prefix, host };

  // Modules and calls are values beside the component types in generated files: no name may be both.
  const componentNames = new Set(Object.keys(doc.components?.schemas ?? {}).map(typeName));
  const moduleNames = new Map<string, string>();
  const moduleOf = (op: OperationObject, fallback: string): string => {
    const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : undefined;
    const key = tag ?? `\0${fallback}`;
    let name = moduleNames.get(key);
    if (!name) {
      const wanted = tag === undefined ? fallback : safeName(tag, fallback);
      name = unique(wanted === 'index' || componentNames.has(wanted) ? `${wanted}Api` : wanted, new Set([...moduleNames.values(), ...componentNames]));
      moduleNames.set(key, name);
    }
    return name;
  };

  // Modules first: a call's name may be no module's, as a service's index exports both.
  const calls: { op: OperationObject; item: PathItemObject; method: string; template: string; pointer: string }[] = [];
  for (const [template, original] of Object.entries(doc.paths ?? {})) {
    // A path item may be a `$ref` to another: its operations are this path's too.
    const target = deref(doc, original, `/paths/${escapePointer(template)}`).value;
    if (!target || typeof target !== 'object') continue;
    const item = target === original ? target : structuredClone(target);
    doc.paths![template] = item;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      op['x-module'] = moduleOf(op, DEFAULT_MODULE);
      calls.push({ op, item, method, template, pointer: `/paths/${escapePointer(template)}/${method}` });
    }
  }
  // Names are unique in the document (the service's index exports every module's calls), in document order, so a
  // collision (a duplicate operationId among them) always suffixes the later one.
  const taken = new Set([...moduleNames.values(), ...importedValues(serviceName(doc, file))]);
  for (const { op, item, method, template, pointer } of calls) {
    const wanted = safeName(op.operationId ?? `${method} ${template.replace(/[{}]/g, ' ')}`, method);
    const own = op.operationId;
    op.operationId = unique(componentNames.has(wanted) ? `${wanted}Call` : wanted, taken);
    // The document's own name stays findable (the explorer searches `repos/get` for `reposGet`).
    if (typeof own === 'string' && own !== op.operationId) op['x-original-operation-id'] = own;
    op['x-arguments'] = inferArguments(doc, item, op, pointer, template);
    // A builder stands on the dialect's arguments (the query first), which plain mode replaces.
    delete op['x-query-builder'];
    // So does the events' naming (their operationIds are made here), which `x-emits` would refer to.
    delete op['x-emits'];
  }
  const events = new Set<string>();
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      op.operationId = unique(safeName(`on ${name}`, 'onEvent'), events);
      op['x-module'] = moduleOf(op, 'webhooks');
      op['x-event'] = { type: name };
    }
  }
  return doc;
}

function inferArguments(doc: OpenApiDocument, item: PathItemObject, op: OperationObject, pointer: string, template: string): ArgumentDecl[] {
  const params = operationParameters(doc, item, op, pointer).map((p) => p.param);
  const names = new Set<string>();
  const args: ArgumentDecl[] = [];
  const order = [...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
  for (const name of order) {
    // A name only in the path template is still a value the caller must give: a string, as the URL holds it.
    if (!params.some((p) => p.in === 'path' && p.name === name)) {
      const added = { name, in: 'path' as const, required: true, schema: { type: 'string' } };
      op.parameters = [...(Array.isArray(op.parameters) ? op.parameters : []), added];
      params.push(added);
    }
    args.push({ name: unique(safeName(name, 'id'), names), value: `path.${name}` });
  }
  const body = op.requestBody ? deref(doc, op.requestBody, `${pointer}/requestBody`).value : undefined;
  const hasBody = requestContent(body?.content) !== undefined;
  const bodyName = hasBody && body?.required === true ? unique('body', names) : undefined;
  if (bodyName) args.push({ name: bodyName, value: 'body' });
  const properties: Record<string, string> = {};
  const propertyNames = new Set<string>();
  for (const p of params) {
    if (p.in === 'path') continue;
    properties[unique(p.name, propertyNames)] = `${p.in}.${p.name}`;
  }
  if (hasBody && !bodyName) properties[unique('body', propertyNames)] = 'body';
  if (Object.keys(properties).length > 0) args.push({ name: unique('options', names), properties });
  return args;
}

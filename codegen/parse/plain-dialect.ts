// Plain mode: a document without the platform's extensions gets them inferred here, so the IR and the emitters
// read one dialect. Every name that reaches generated code is made a safe identifier here (by naming.ts's rules);
// every choice is deterministic (document order, then a numeric suffix on a collision).
import path from 'node:path';
import { escapePointer, methodKeys, operations, type OperationView } from '@siteapi/document';
import type { ArgumentDecl, OpenApiDocument, OperationObject, PathItemObject } from '@siteapi/document';
import { componentTypeNames, reservedValues, memberName, Names, SERVICE_FILE_NAMES } from '../naming.ts';
import { deref } from '@siteapi/document';
import { requestContent } from './request-fields.ts';

/** The module of operations without a tag. */
const DEFAULT_MODULE = 'api';
/** The host of a document whose servers are relative or absent: the client's `host` option says where it runs. */
const PLAIN_DEFAULT_HOST = 'http://localhost';

/** Whether a document speaks the platform dialect (its `x-service`); any other document is read in plain mode. */
export function isPlatformDocument(data: unknown): boolean {
  return !!data && typeof data === 'object' && 'x-service' in data;
}

/** Takes `wanted` or, when taken, `wanted2`, `wanted3`, …: for keys of an object, which need not be names. */
function uniqueKey(wanted: string, taken: Set<string>): string {
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
  return inferDialectInPlace(structuredClone(input) as OpenApiDocument, file);
}

/** `inferDialect` written into `doc` itself, for a caller whose document is its own copy already. */
export function inferDialectInPlace(doc: OpenApiDocument, file: string): OpenApiDocument {
  const { host, prefix } = hostAndPrefix(doc);
  const service = serviceName(doc, file);
  (doc as Record<string, unknown>)['x-service'] = { name: service, prefix, host };

  // Modules and calls are values beside the component types in generated files: no name may be both.
  const componentNames = new Set(componentTypeNames(Object.keys(doc.components?.schemas ?? {})).values());
  // Each module is also a file of its own (`<module>.ts`), and a value its file declares beside what it imports.
  const modules = new Names(componentNames, 'value', true);
  const reserved = new Set(reservedValues(service));
  const moduleNames = new Map<string, string>();
  const moduleOf = (op: OperationObject, fallback: string): string => {
    const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : undefined;
    const key = tag ?? `\0${fallback}`;
    let name = moduleNames.get(key);
    if (!name) {
      const wanted = tag === undefined ? fallback : memberName(tag, fallback);
      name = modules.take(SERVICE_FILE_NAMES.has(wanted.toLowerCase()) || componentNames.has(wanted) || reserved.has(wanted) ? `${wanted}Api` : wanted);
      moduleNames.set(key, name);
    }
    return name;
  };

  // A Path Item reached by a `$ref` gets its own copy: the names and arguments written below are this path's.
  const views = operations(doc).map((view) => ownPathItem(doc, 'paths', view));
  // Modules first: a call's name may be no module's, as a service's index exports both.
  for (const { operation } of views) (operation as OperationObject)['x-module'] = moduleOf(operation as OperationObject, DEFAULT_MODULE);
  // Names are unique in the document (the service's index exports every module's calls), in document order, so a
  // collision (a duplicate operationId among them) always suffixes the later one.
  const calls = new Names([], 'value');
  for (const name of [...moduleNames.values(), ...reserved]) calls.claim(name);
  for (const view of views) {
    const op = view.operation as OperationObject;
    const wanted = memberName(op.operationId ?? `${view.method} ${view.path.replace(/[{}]/g, ' ')}`, view.method);
    const own = op.operationId;
    op.operationId = calls.take(componentNames.has(wanted) ? `${wanted}Call` : wanted);
    // The document's own name stays findable (the explorer searches `repos/get` for `reposGet`).
    if (typeof own === 'string' && own !== op.operationId) op['x-original-operation-id'] = own;
    op['x-arguments'] = inferArguments(doc, view);
    // A builder stands on the dialect's arguments (the query first), which plain mode replaces.
    delete op['x-query-builder'];
    // So does the events' naming (their operationIds are made here), which `x-emits` would refer to.
    delete op['x-emits'];
  }
  // Events are values beside the calls and the component types (the service's index exports them all), and in
  // webhook-events.ts beside its imports.
  for (const { path: name, operation } of operations(doc, 'webhooks').map((view) => ownPathItem(doc, 'webhooks', view))) {
    const op = operation as OperationObject;
    const wanted = memberName(`on ${name}`, 'onEvent');
    op.operationId = calls.take(componentNames.has(wanted) ? `${wanted}Event` : wanted);
    op['x-module'] = moduleOf(op, 'webhooks');
    op['x-event'] = { type: name };
  }
  return doc;
}

/**
 * The view of an operation on its own path's (or webhook's) Path Item: one reached by a `$ref` is copied into its
 * place first, so that two places sharing one Path Item get names of their own.
 */
function ownPathItem(doc: OpenApiDocument, section: 'paths' | 'webhooks', view: OperationView): OperationView {
  const at = `/${section}/${escapePointer(view.path)}`;
  if (view.pathItemPointer === at) return view;
  const items = doc[section] as Record<string, PathItemObject>;
  let item = items[view.path]!;
  if ((item as { $ref?: unknown }).$ref !== undefined) {
    item = structuredClone(view.pathItem) as PathItemObject;
    items[view.path] = item;
  }
  const keys = methodKeys(view.method);
  return {
    ...view,
    pathItem: item as OperationView['pathItem'],
    pathItemPointer: at,
    pointer: `${at}/${keys.map(escapePointer).join('/')}`,
    operation: keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], item) as OperationView['operation'],
  };
}

function inferArguments(doc: OpenApiDocument, view: OperationView): ArgumentDecl[] {
  const op = view.operation as OperationObject;
  const params: { name: string; in: string }[] = view.parameters.map((p) => ({ name: p.name, in: p.in }));
  const names = new Names([], 'value');
  const args: ArgumentDecl[] = [];
  const order = [...view.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
  for (const name of order) {
    // A name only in the path template is still a value the caller must give: a string, as the URL holds it.
    if (!params.some((p) => p.in === 'path' && p.name === name)) {
      const added = { name, in: 'path' as const, required: true, schema: { type: 'string' } };
      op.parameters = [...(Array.isArray(op.parameters) ? op.parameters : []), added];
      params.push(added);
    }
    args.push({ name: names.take(memberName(name, 'id')), value: `path.${name}` });
  }
  const body = op.requestBody ? deref(doc, op.requestBody, `${view.pointer}/requestBody`).value : undefined;
  const hasBody = requestContent(body?.content) !== undefined;
  const bodyName = hasBody && body?.required === true ? names.take('body') : undefined;
  if (bodyName) args.push({ name: bodyName, value: 'body' });
  const properties: Record<string, string> = {};
  const propertyNames = new Set<string>();
  for (const p of params) {
    if (p.in === 'path') continue;
    properties[uniqueKey(p.name, propertyNames)] = `${p.in}.${p.name}`;
  }
  if (hasBody && !bodyName) properties[uniqueKey('body', propertyNames)] = 'body';
  if (Object.keys(properties).length > 0) args.push({ name: names.take('options'), properties });
  return args;
}

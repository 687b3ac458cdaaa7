import { DEFAULT_HOST } from '../ir/build.ts';
import { DIALECT_2020_12 } from '../parse/validate-document.ts';
import {
  childPlace,
  DOCUMENT_PLACE,
  deref,
  escapePointer,
  isHttpMethod,
  isNode,
  methodKeys,
  type Node,
  type OperationView,
  pathItemOperationsOf,
  type Place,
  resolveRef,
} from '@siteapi/document';
import type { OpenApiDocument } from '@siteapi/document';
import { bundledName } from './operations-file.ts';

export const BUNDLE_NOTICE = 'Generated from spec/*.yaml by codegen. Do not edit.';

/** `#/components/<section>/<Name>` as the bundle names it: `#/components/<section>/<service>.<Name>`; any other as it is. */
const prefixedRef = (ref: string, service: string) =>
  ref.replace(/^#\/components\/([^/]+)\/(.+)$/, (_, section: string, name: string) => `#/components/${section}/${bundledName(service, name)}`);

/**
 * Example data is data, never a reference, and is copied as it is, with one exception: a `{ "$ref": … }` in it that
 * names a component of the document (sms77's lookup example holds `$ref: '#/components/schemas/Carrier'`). Tools
 * that dereference every `$ref` wherever it sits (Prism's json-schema-ref-parser) would find it dangling once the
 * component is renamed, and refuse the whole bundle; renamed with it, it points where it did in the publisher's
 * document. Any other value, and a `$ref` that names nothing there, stays as written.
 */
function prefixDataRefs(node: unknown, service: string, root: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  // Copied only where something is renamed: a large document's examples are shared with it, not cloned.
  let out: Record<string, unknown> | unknown[] | undefined;
  for (const [key, value] of Object.entries(node)) {
    const names = key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') && resolveRef(root, value) !== undefined;
    const next = names ? prefixedRef(value, service) : prefixDataRefs(value, service, root);
    if (next === value) continue;
    out ??= Array.isArray(node) ? [...node] : { ...node };
    (out as Record<string, unknown>)[key] = next;
  }
  return out ?? node;
}

/**
 * Renames `#/components/<section>/<Name>` to `#/components/<section>/<service>.<Name>` everywhere but in example data
 * (by place: a property named `default` or `example` is a schema whose references are renamed too; see
 * `prefixDataRefs` for data). A reference to another place of the document (`#/paths/~1a/get/parameters/0`) would
 * dangle once paths move under their prefix: its target is written in its place (a cycle of such references is left
 * as it is).
 */
function prefixRefs(node: unknown, service: string, place: Place = DOCUMENT_PLACE, root: unknown = node, inlining: ReadonlySet<string> = new Set()): unknown {
  if ('kind' in place && place.kind === 'data') return prefixDataRefs(node, service, root);
  if (Array.isArray(node)) return node.map((n, i) => prefixRefs(n, service, childPlace(place, String(i), n), root, inlining));
  if (!node || typeof node !== 'object') return node;
  const isMap = 'map' in place;
  const ref = (node as { $ref?: unknown }).$ref;
  if (!isMap && typeof ref === 'string' && ref.startsWith('#/') && !ref.startsWith('#/components/') && !inlining.has(ref)) {
    const target = resolveRef(root, ref);
    if (target !== undefined) {
      const { $ref: _ref, ...siblings } = node as Record<string, unknown>;
      const merged = Object.keys(siblings).length > 0 && target && typeof target === 'object' && !Array.isArray(target) ? { ...target, ...siblings } : target;
      return prefixRefs(merged, service, place, root, new Set([...inlining, ref]));
    }
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isMap && key === '$ref' && typeof value === 'string') {
      out[key] = prefixedRef(value, service);
    } else {
      out[key] = prefixRefs(value, service, childPlace(place, key, value), root, inlining);
    }
  }
  return out;
}

/**
 * One OpenAPI document for all services, for Prism (one process) and the explorer: every path under its service
 * prefix, operationIds `<service>.<operationId>` (and `x-form-of` likewise), components `<service>.<Name>`, and `x-service`
 * on every operation.
 * This is a transformation of the validated specs, not generated code, so it reads the documents.
 */
export function bundle(docs: OpenApiDocument[]): object {
  const sorted = [...docs].sort((a, b) => a['x-service'].name.localeCompare(b['x-service'].name));
  const paths: Record<string, Record<string, unknown>> = {};
  const webhooks: Record<string, unknown> = {};
  const components: Record<string, unknown> = {};
  const services: Record<string, unknown> = {};
  // A bundle of one document keeps its tags as written (a docs site lists them in the document's order, nests them by
  // 3.2's `parent`, groups them by `x-tagGroups`, and lists an untagged operation as untagged); services bundled
  // together are tagged by service.
  const single = sorted.length === 1;
  const ownTags = single && Array.isArray(sorted[0]!.tags) && sorted[0]!.tags.length > 0;
  // The single document as the bundle names its components: its tags and info are written from this copy, so a `$ref`
  // held in them (a tag's `x-` model, say) points at the bundle's name too.
  let front: OpenApiDocument | undefined;
  for (const original of sorted) {
    const svc = original['x-service'];
    const doc = prefixRefs(original, svc.name) as OpenApiDocument;
    if (single) front = doc;
    const tagsOf = (op: Record<string, unknown>): { tags?: unknown } =>
      single ? (Array.isArray(op.tags) && op.tags.length > 0 ? { tags: op.tags } : {}) : { tags: [svc.name] };
    services[svc.name] = {
      title: doc.info.title,
      version: doc.info.version,
      prefix: svc.prefix,
      host: svc.host ?? DEFAULT_HOST,
      // The document's servers as written (variables and all), which a docs site shows: the paths carry `prefix`.
      ...(single && Array.isArray(original.servers) ? { servers: original.servers } : {}),
      errors: doc['x-error-catalogue'] ?? {},
      clientRules: doc['x-client-rules'],
    };
    // Components under their bundled names first: a Path Item's `$ref` (already renamed) is followed among them.
    const own = Object.fromEntries(
      Object.entries(doc.components ?? {}).map(([section, entries]) => [
        section,
        isNode(entries) ? Object.fromEntries(Object.entries(entries).map(([name, value]) => [bundledName(svc.name, name), value])) : entries,
      ]),
    );
    const root = { ...doc, components: own };
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (path.startsWith('x-')) continue;
      const views = asWritten(pathItemOperationsOf(root, item, `/paths/${escapePointer(path)}`, path));
      for (const { method, operation: op } of views) {
        // A form of another call (x-form-of) is served where that call is, and has no operationId of its own.
        const formOf = op['x-form-of'] as string | undefined;
        const call = formOf === undefined ? op : views.find((v) => v.operationId === formOf)?.operation;
        const full = `${(call?.['x-prefix'] as string | undefined) ?? svc.prefix}${path}`;
        // Operations go under their own prefix (x-prefix) or the service's; path-level fields go with each.
        paths[full] ??= pathItemFields(views[0]!.pathItem);
        putOperation(
          paths[full]!,
          method,
          formOf === undefined
            ? { ...op, operationId: bundledName(svc.name, String(op.operationId)), ...tagsOf(op), 'x-service': svc.name, ...emits(op, svc.name) }
            : { ...op, 'x-form-of': bundledName(svc.name, formOf), ...tagsOf(op), 'x-service': svc.name },
        );
      }
    }
    for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
      // An extension among the webhooks (3.0 documents' x-webhooks have them) is kept as written, not made an event.
      if (name.startsWith('x-')) {
        webhooks[name] ??= item;
        continue;
      }
      const at = `/webhooks/${escapePointer(name)}`;
      const target = pathItemFields(deref(root, item, at).value);
      for (const { method, operation: op } of asWritten(pathItemOperationsOf(root, item, at, name))) {
        putOperation(target, method, { ...op, operationId: bundledName(svc.name, String(op.operationId)), ...tagsOf(op), 'x-service': svc.name });
      }
      webhooks[bundledName(svc.name, name)] = target;
    }
    for (const [section, entries] of Object.entries(own)) {
      // An extension's list or value (`x-samples-languages: [curl, node]`) has no names to rename: kept as written.
      if (isNode(entries)) Object.assign(((components[section] as Record<string, unknown> | undefined) ??= {}), entries);
      else components[section] ??= entries;
    }
  }
  return {
    'x-generated': BUNDLE_NOTICE,
    // 3.2 when a document is (its `query` operations, `itemSchema`s and the rest are 3.2's), else 3.1 as before.
    openapi: sorted.some((d) => /^3\.2\./.test(d.openapi)) ? '3.2.0' : '3.1.0',
    jsonSchemaDialect: DIALECT_2020_12,
    ...(front
      ? ownFront(front)
      : {
          info: { title: 'Site APIs', version: '1.0.0', description: `All services in one document: ${sorted.map((d) => d['x-service'].name).join(', ')}.` },
          servers: [{ url: `https://${DEFAULT_HOST}` }],
        }),
    ...(single
      ? { ...(ownTags ? { tags: front?.tags } : {}), ...(front?.['x-tagGroups'] ? { 'x-tagGroups': front['x-tagGroups'] } : {}) }
      : { tags: sorted.map((d) => ({ name: d['x-service'].name, description: d.info.title })) }),
    'x-services': services,
    paths,
    webhooks,
    components,
  };
}

/**
 * A bundle of one document keeps that document's front matter (a docs site's overview and its "server" target read
 * it): its info and externalDocs, and its server's origin (the paths already carry the server's path), when the
 * document names an absolute one.
 */
function ownFront(doc: OpenApiDocument): { info: unknown; servers: { url: string }[]; externalDocs?: unknown } {
  const host = doc['x-service'].host ?? DEFAULT_HOST;
  const first = (doc.servers as { url?: unknown }[] | undefined)?.[0]?.url;
  const absolute = typeof first === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(first);
  return {
    info: doc.info,
    servers: absolute ? [{ url: /^https?:\/\//.test(host) ? host : `https://${host}` }] : [],
    ...(doc.externalDocs ? { externalDocs: doc.externalDocs } : {}),
  };
}

/** A Path Item's fields but its operations (which the bundle writes renamed, `putOperation`); `{}` for no Path Item. */
function pathItemFields(pathItem: unknown): Record<string, unknown> {
  if (!isNode(pathItem)) return {};
  return Object.fromEntries(Object.entries(pathItem).filter(([key]) => !isHttpMethod(key) && key !== 'additionalOperations'));
}

/** One Path Item's operations in the order its fields are written (the view lists them in OpenAPI's), so the bundle keeps it. */
function asWritten(views: OperationView[]): OperationView[] {
  const keys = views.length > 0 ? Object.keys(views[0]!.pathItem) : [];
  return views
    .map((view, i) => ({ view, rank: keys.indexOf(methodKeys(view.method)[0]!), i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ view }) => view);
}

/** An operation where its method goes in a Path Item: its field (`get`, `query`), or under `additionalOperations` (OpenAPI 3.2). */
function putOperation(pathItem: Record<string, unknown>, method: string, operation: Node): void {
  const keys = methodKeys(method);
  let at = pathItem;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = operation;
}

/** `x-emits` names the service's webhooks, which the bundle namespaces like everything else. */
function emits(op: Record<string, unknown>, service: string): { 'x-emits'?: string[] } {
  const names = op['x-emits'] as string[] | undefined;
  return names ? { 'x-emits': names.map((name) => bundledName(service, name)) } : {};
}

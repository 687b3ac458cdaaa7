import { DEFAULT_HOST } from '../ir/build.ts';
import { DIALECT_2020_12 } from '../parse/validate-document.ts';
import { childPlace, DOCUMENT_PLACE, isAdditionalMethod, isHttpMethod, type Place, resolveRef } from '@siteapi/document';
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
  const components: Record<string, Record<string, unknown>> = {};
  const services: Record<string, unknown> = {};
  // A bundle of one document keeps its tags as written (a docs site lists them in the document's order, nests them by
  // 3.2's `parent`, groups them by `x-tagGroups`, and lists an untagged operation as untagged); services bundled
  // together are tagged by service.
  const single = sorted.length === 1;
  const ownTags = single && Array.isArray(sorted[0]!.tags) && sorted[0]!.tags.length > 0;
  for (const original of sorted) {
    const svc = original['x-service'];
    const doc = prefixRefs(original, svc.name) as OpenApiDocument;
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
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      // Operations go under their own prefix (x-prefix) or the service's; path-level fields go with each.
      const shared = Object.fromEntries(Object.entries(item).filter(([key]) => !isHttpMethod(key) && key !== 'additionalOperations'));
      // The Path Item's methods, then its `additionalOperations` (OpenAPI 3.2), which go back under that key.
      const additional = (item as { additionalOperations?: Record<string, unknown> }).additionalOperations ?? {};
      const ops = [
        ...Object.entries(item).filter(([key]) => isHttpMethod(key)),
        ...Object.entries(additional).filter(([key]) => isAdditionalMethod(key)),
      ].filter(([, value]) => value && typeof value === 'object') as [string, Record<string, unknown>][];
      for (const [key, op] of ops) {
        // A form of another call (x-form-of) is served where that call is, and has no operationId of its own.
        const formOf = op['x-form-of'] as string | undefined;
        const call = formOf === undefined ? op : ops.find(([, o]) => o.operationId === formOf)?.[1];
        const full = `${(call?.['x-prefix'] as string | undefined) ?? svc.prefix}${path}`;
        paths[full] ??= { ...shared };
        const target = isHttpMethod(key) ? paths[full]! : ((paths[full]!.additionalOperations ??= {}) as Record<string, unknown>);
        target[key] =
          formOf === undefined
            ? { ...op, operationId: bundledName(svc.name, String(op.operationId)), ...tagsOf(op), 'x-service': svc.name, ...emits(op, svc.name) }
            : { ...op, 'x-form-of': bundledName(svc.name, formOf), ...tagsOf(op), 'x-service': svc.name };
      }
    }
    for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
      const target: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(item)) {
        const isOperation = isHttpMethod(key) && value && typeof value === 'object';
        const op = value as Record<string, unknown>;
        target[key] = isOperation ? { ...op, operationId: bundledName(svc.name, String(op.operationId)), ...tagsOf(op), 'x-service': svc.name } : value;
      }
      webhooks[bundledName(svc.name, name)] = target;
    }
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      if (!entries || typeof entries !== 'object') continue;
      const bucket = (components[section] ??= {});
      for (const [name, value] of Object.entries(entries)) bucket[bundledName(svc.name, name)] = value;
    }
  }
  return {
    'x-generated': BUNDLE_NOTICE,
    // 3.2 when a document is (its `query` operations, `itemSchema`s and the rest are 3.2's), else 3.1 as before.
    openapi: sorted.some((d) => /^3\.2\./.test(d.openapi)) ? '3.2.0' : '3.1.0',
    jsonSchemaDialect: DIALECT_2020_12,
    ...(sorted.length === 1
      ? ownFront(sorted[0]!)
      : {
          info: { title: 'Site APIs', version: '1.0.0', description: `All services in one document: ${sorted.map((d) => d['x-service'].name).join(', ')}.` },
          servers: [{ url: `https://${DEFAULT_HOST}` }],
        }),
    ...(single
      ? { ...(ownTags ? { tags: sorted[0]!.tags } : {}), ...(sorted[0]!['x-tagGroups'] ? { 'x-tagGroups': sorted[0]!['x-tagGroups'] } : {}) }
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

/** `x-emits` names the service's webhooks, which the bundle namespaces like everything else. */
function emits(op: Record<string, unknown>, service: string): { 'x-emits'?: string[] } {
  const names = op['x-emits'] as string[] | undefined;
  return names ? { 'x-emits': names.map((name) => bundledName(service, name)) } : {};
}

// The document's own examples that break its schemas, as the contract report lists them: apart from failures (they are
// the document's defects, not the client's), each at its place in the spec as written: a JSON pointer into the
// service's spec file, and that file's line and column.
import { readFile } from 'node:fs/promises';
import type { BrokenExample } from '@siteapi/mock';
import { isNode, type Node, pointerKeys, pointerOf } from '@siteapi/document';
import { documentVersion, type LoadedDocument, loadDocument, positionsOf, upgradedFrom } from '@siteapi/document/load';
import type { ExampleCase } from './example-cases.ts';
import type { ExampleDefect } from './response-schemas.ts';

export interface DocumentWarning {
  /** The service and operation, as the report's rows name them. */
  service: string;
  operationId: string;
  /** What the example stands for: `response 200`, `request body`, `path parameter version`. */
  of: string;
  /** The call example that sent it, for a request's. */
  example?: string;
  /** Where the example's value is in the spec as written (the service's own names, not the bundle's). */
  pointer: string;
  /** `api.json:1234:17`: the spec file, and the line and column of that place (or of the nearest place above it). */
  at?: string;
  /** The first way it breaks its schema: `/0 must have required property 'type'`. */
  problem: string;
  /**
   * An answer's: whether a value made from the schema that passes it was answered instead, so the client was judged
   * on that. When none could be made, the example was answered as it is.
   */
  replaced?: boolean;
  /** No example of the document's: the schema at `pointer` is at fault (an enum that takes no value, a schema no made value passes). */
  ofSchema?: true;
}

export interface WarningSources {
  bundle: Node;
  cases: readonly ExampleCase[];
  /** Values refused for the document's own defects (its examples, its enums that take no value), by call example. */
  requestDefects: ReadonlyMap<ExampleCase, readonly ExampleDefect[]>;
  /** What the mock told of broken answer examples. */
  broken: readonly BrokenExample[];
  /** Each service's spec file (the bundle's service name → the file as generate reported it). */
  specFiles?: ReadonlyMap<string, string>;
}

/** Every broken example, once each, in the order of the report's rows. */
export async function documentWarnings({ bundle, cases, requestDefects, broken, specFiles }: WarningSources): Promise<DocumentWarning[]> {
  const keyOf = (c: ExampleCase) => `${c.call.op.service.name}.${c.call.op.operationId}`;
  const byKey = new Map(cases.map((c) => [keyOf(c), c]));
  const found: (DocumentWarning & { bundleService: string; bundlePointer: string })[] = [];
  const seen = new Set<string>();
  const add = (c: ExampleCase, warning: Omit<DocumentWarning, 'service' | 'operationId' | 'pointer'>, pointer: string) => {
    const key = `${keyOf(c)}\0${warning.of}\0${pointer}`;
    if (seen.has(key)) return;
    seen.add(key);
    const bundleService = c.call.op.service.name;
    found.push({ service: c.service, operationId: c.call.op.operationId, ...warning, pointer, bundleService, bundlePointer: pointer });
  };
  for (const b of broken) {
    const c = byKey.get(b.operation);
    if (!c) continue;
    if (b.ambiguousOneOf)
      add(
        c,
        {
          of: `response ${b.status}`,
          problem: `${b.problem}: several of its members take the value made from the schema, and no value made matches one alone`,
          replaced: b.replaced,
          ofSchema: true,
        },
        b.pointer,
      );
    else add(c, { of: `response ${b.status}`, problem: b.problem, replaced: b.replaced }, b.pointer);
  }
  for (const [c, defects] of requestDefects)
    for (const d of defects) add(c, { of: d.of, example: c.example.name, problem: d.problem, ...(d.ofSchema ? { ofSchema: true as const } : {}) }, d.pointer);
  const order = new Map(cases.map((c, i) => [keyOf(c), i] as const));
  found.sort((a, b) => (order.get(`${a.bundleService}.${a.operationId}`) ?? 0) - (order.get(`${b.bundleService}.${b.operationId}`) ?? 0));
  const places = await placesIn(
    specFiles,
    found.map((w) => ({ service: w.bundleService, pointer: sourcePointer(bundle, w.bundleService, w.bundlePointer) })),
  );
  return found.map(({ bundleService: _service, bundlePointer: _pointer, ...warning }, i) => ({ ...warning, ...places[i]! }));
}

/**
 * Where a place of the bundle is in its service's document: the inverse of the bundle's naming (codegen's
 * emit/bundle.ts): components and webhooks lose the `<service>.` before their names, paths the service's prefix.
 */
export function sourcePointer(bundle: Node, service: string, pointer: string): string {
  const keys = pointerKeys(pointer);
  const own = (name: string | undefined) => (name?.startsWith(`${service}.`) ? name.slice(service.length + 1) : name);
  if (keys[0] === 'components' && keys.length > 2) keys[2] = own(keys[2])!;
  else if (keys[0] === 'webhooks' && keys.length > 1) keys[1] = own(keys[1])!;
  else if (keys[0] === 'paths' && keys.length > 1) {
    const services = isNode(bundle['x-services']) ? bundle['x-services'] : {};
    const prefix = isNode(services[service]) && typeof services[service].prefix === 'string' ? services[service].prefix : '';
    if (prefix && keys[1]!.startsWith(prefix)) keys[1] = keys[1]!.slice(prefix.length);
  }
  return pointerOf(...keys);
}

/**
 * Each place in its service's spec file as written: the pointer (a 2.0 or 3.0 document's is where the upgrade took it
 * from) and `file:line:col`, each file read once and its places found together. Without the file, or when it cannot
 * be read, the pointer alone.
 */
async function placesIn(
  specFiles: ReadonlyMap<string, string> | undefined,
  places: { service: string; pointer: string }[],
): Promise<{ pointer: string; at?: string }[]> {
  const out: { pointer: string; at?: string }[] = places.map(({ pointer }) => ({ pointer }));
  for (const service of new Set(places.map((p) => p.service))) {
    const file = specFiles?.get(service);
    if (file === undefined) continue;
    let doc: LoadedDocument | undefined;
    try {
      doc = loadDocument(file, await readFile(file, 'utf8')).doc;
    } catch {
      continue;
    }
    if (!doc) continue;
    const version = documentVersion(doc.data);
    const from = 'version' in version && (version.version === '2.0' || version.version === '3.0') ? upgradedFrom(doc.data, version.version) : (p: string) => p;
    const mine = places.flatMap((p, i) => (p.service === service ? [i] : []));
    const pointers = mine.map((i) => from(places[i]!.pointer));
    const positions = positionsOf(doc, pointers);
    mine.forEach((i, k) => {
      out[i] = { pointer: pointers[k]!, at: `${file}:${positions[k]![0]}:${positions[k]![1]}` };
    });
  }
  return out;
}

import { compareSchemas, placeText, type Place, type SchemaContext } from './compare-schemas.ts';
import { isBreaking, type ChangeKind, type DiffOptions, type Direction } from './rules.ts';
import { deref, isNode, type Node } from '@siteapi/document';
import type { EventInfo, OperationInfo, SpecSet } from './spec-set.ts';

/** One reported change of one operation (or event). */
export interface Change {
  service: string;
  /** operationId (or `METHOD path`), or the event's handler name. */
  operation: string;
  /** The call as it is now (as it was, when removed). */
  method?: string;
  path?: string;
  kind: ChangeKind;
  direction: Direction;
  /** Where in the call: `query paging.limit`, `body: note.title`, `response 200: note.createdDate`; empty for the whole call. */
  where: string;
  detail: string;
  breaking: boolean;
}

type Emit = (kind: ChangeKind, direction: Direction, where: string, detail: string) => void;

/** Every change between two spec sets, per operation, in a stable order (service, then operation as in the new spec). */
export function compareSpecSets(before: SpecSet, after: SpecSet, options: DiffOptions = {}): Change[] {
  const changes: Change[] = [];
  const emitterFor = (service: string, operation: string, method?: string, path?: string): Emit => {
    const seen = new Set<string>();
    return (kind, direction, where, detail) => {
      const key = `${kind}|${where}|${detail}`;
      if (seen.has(key)) return;
      seen.add(key);
      changes.push({ service, operation, method, path, kind, direction, where, detail, breaking: isBreaking(kind, direction, options) });
    };
  };

  const oldOps = new Map(before.operations.map((o) => [o.key, o]));
  const newOps = new Map(after.operations.map((o) => [o.key, o]));
  // An operationId that changed on the same method and path is the same call under a new name.
  const renamed = new Map<string, OperationInfo>();
  for (const o of before.operations) {
    if (newOps.has(o.key)) continue;
    const n = after.operations.find(
      (c) =>
        !oldOps.has(c.key) &&
        c.service.name === o.service.name &&
        c.method === o.method &&
        shape(c.path) === shape(o.path) &&
        ![...renamed.values()].includes(c),
    );
    if (n) renamed.set(o.key, n);
  }
  const renamedTargets = new Set([...renamed.values()].map((n) => n.key));

  for (const o of before.operations) {
    const n = newOps.get(o.key) ?? renamed.get(o.key);
    const emit = emitterFor(o.service.name, (n ?? o).name, (n ?? o).method, (n ?? o).path);
    if (!n) emit('operation-removed', 'operation', '', `${o.method} ${o.path} removed`);
    else compareOperation(o, n, emit);
  }
  for (const n of after.operations) {
    if (oldOps.has(n.key) || renamedTargets.has(n.key)) continue;
    emitterFor(n.service.name, n.name, n.method, n.path)('operation-added', 'operation', '', `${n.method} ${n.path} added`);
  }
  compareEvents(before.events, after.events, emitterFor);
  return sortChanges(changes, after);
}

function compareOperation(o: OperationInfo, n: OperationInfo, emit: Emit): void {
  if (o.name !== n.name) emit('sdk-name-changed', 'operation', '', `operationId ${o.name} → ${n.name}`);
  if (shape(o.path) !== shape(n.path)) emit('path-changed', 'operation', '', `${o.path} → ${n.path}`);
  if (o.method !== n.method) emit('method-changed', 'operation', '', `${o.method} → ${n.method}`);
  const sdkName = (x: OperationInfo) => `${String(x.op['x-module'] ?? '')}.${String(x.op['x-method'] ?? x.op.operationId ?? '')}`;
  if (o.op['x-module'] !== undefined && n.op['x-module'] !== undefined && sdkName(o) !== sdkName(n) && o.name === n.name) {
    emit('sdk-name-changed', 'operation', '', `${sdkName(o)} → ${sdkName(n)}`);
  }
  compareArguments(o.op['x-arguments'], n.op['x-arguments'], emit);

  const ctx = (direction: 'request' | 'response'): SchemaContext => ({
    oldDoc: o.service.doc,
    newDoc: n.service.doc,
    seen: new Set(),
    report: (kind, at, detail) => emit(kind, direction, placeText(at), detail),
  });
  const request = ctx('request');
  compareParameters(o, n, request, emit);
  compareBodies(o, n, request, emit);
  compareResponses(o, n, ctx('response'), emit);
  compareErrors(o, n, emit);
}

/** Positional arguments (`x-arguments`): what the generated call's signature is made of. */
function compareArguments(before: unknown, after: unknown, emit: Emit): void {
  if (!Array.isArray(before) || !Array.isArray(after)) return;
  const fields = (arg: Node) => (typeof arg.value === 'string' ? [arg.value] : isNode(arg.properties) ? Object.values(arg.properties).map(String) : []);
  const olds = before.filter(isNode);
  const news = after.filter(isNode);
  olds.forEach((a, i) => {
    const b = news[i];
    if (!b) return emit('arguments-changed', 'operation', '', `argument ${i + 1} (${String(a.name)}) removed`);
    if (a.name !== b.name) emit('arguments-changed', 'operation', '', `argument ${i + 1}: ${String(a.name)} → ${String(b.name)}`);
    for (const f of fields(a)) {
      if (fields(b).includes(f)) continue;
      const to = news.find((x) => fields(x).includes(f));
      if (to) emit('arguments-changed', 'operation', '', `${f} moved from ${String(a.name)} to ${String(to.name)}`);
    }
  });
  for (const b of news.slice(olds.length)) emit('argument-added', 'operation', '', `argument ${String(b.name)} added`);
}

interface Param {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
}

function parametersOf(x: OperationInfo): Map<string, Param> {
  const out = new Map<string, Param>();
  for (const p of x.parameters) out.set(`${p.in} ${p.name}`, { name: p.name, in: p.in, required: p.required, schema: p.value.schema });
  return out;
}

function compareParameters(o: OperationInfo, n: OperationInfo, ctx: SchemaContext, emit: Emit): void {
  const before = parametersOf(o);
  const after = parametersOf(n);
  // Path parameters are positional: one renamed in the same place of the template is the same parameter.
  const oldNames = templateNames(o.path);
  const newNames = templateNames(n.path);
  if (shape(o.path) === shape(n.path)) {
    oldNames.forEach((name, i) => {
      const renamed = before.get(`path ${name}`);
      if (name !== newNames[i] && renamed && after.has(`path ${newNames[i]}`) && !after.has(`path ${name}`)) {
        before.delete(`path ${name}`);
        before.set(`path ${newNames[i]}`, { ...renamed, name: newNames[i]! });
      }
    });
  }
  for (const [key, p] of before) {
    const q = after.get(key);
    if (!q) {
      const moved = [...after.values()].find((x) => x.name === p.name && !before.has(`${x.in} ${x.name}`));
      if (moved) emit('parameter-moved', 'request', key, `${p.in} → ${moved.in}`);
      else emit('parameter-removed', 'request', key, 'removed');
      continue;
    }
    if (p.required && !q.required) emit('parameter-optional', 'request', key, 'no longer required');
    if (!p.required && q.required) emit('parameter-required', 'request', key, 'now required');
    compareSchemas(ctx, p.schema, q.schema, { base: key, path: '' });
  }
  for (const [key, q] of after) {
    if (before.has(key) || [...before.values()].some((p) => p.name === q.name)) continue;
    if (q.required) emit('parameter-required', 'request', key, 'added, required');
    else emit('parameter-added', 'request', key, 'added (optional)');
  }
}

/** The JSON schema of a request body or response: `application/json`, else the first media type. */
function contentSchema(doc: Node, holder: unknown): { schema: unknown; required: boolean } | undefined {
  const h = deref(doc, holder).value;
  if (!isNode(h) || !isNode(h.content)) return undefined;
  const media = (h.content['application/json'] ?? Object.values(h.content)[0]) as Node | undefined;
  return { schema: isNode(media) ? media.schema : undefined, required: h.required === true };
}

function compareBodies(o: OperationInfo, n: OperationInfo, ctx: SchemaContext, emit: Emit): void {
  const before = contentSchema(o.service.doc, o.op.requestBody);
  const after = contentSchema(n.service.doc, n.op.requestBody);
  if (!before && !after) return;
  if (before && !after) return emit('field-removed', 'request', 'body', 'the request body was removed');
  if (!before && after) {
    if (after.required) emit('body-required', 'request', 'body', 'added, required');
    else emit('field-added', 'request', 'body', 'an optional request body was added');
    return;
  }
  if (!before!.required && after!.required) emit('body-required', 'request', 'body', 'now required');
  compareSchemas(ctx, before!.schema, after!.schema, { base: 'body', path: '' });
}

const successStatus = (op: Node) =>
  Object.keys(isNode(op.responses) ? op.responses : {})
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];

function compareResponses(o: OperationInfo, n: OperationInfo, ctx: SchemaContext, emit: Emit): void {
  const a = successStatus(o.op);
  const b = successStatus(n.op);
  if (!a || !b) return;
  if (a !== b) emit('success-status-changed', 'response', `response ${a}`, `${a} → ${b}`);
  const before = contentSchema(o.service.doc, (o.op.responses as Node)[a]);
  const after = contentSchema(n.service.doc, (n.op.responses as Node)[b]);
  const at: Place = { base: `response ${b}`, path: '' };
  if (before?.schema !== undefined && after?.schema === undefined) return emit('field-removed', 'response', placeText(at), 'the response body was removed');
  if (before?.schema === undefined && after?.schema !== undefined) return emit('field-added', 'response', placeText(at), 'a response body was added');
  if (before && after) compareSchemas(ctx, before.schema, after.schema, at);
}

interface CatalogueEntry {
  status?: number;
  clientCode?: string;
}

function catalogue(doc: Node): Record<string, CatalogueEntry> {
  return (isNode(doc['x-error-catalogue']) ? doc['x-error-catalogue'] : {}) as Record<string, CatalogueEntry>;
}

/** Application error codes (`x-errors`) and their catalogue entries (`x-error-catalogue`). */
function compareErrors(o: OperationInfo, n: OperationInfo, emit: Emit): void {
  const codes = (x: OperationInfo) => (Array.isArray(x.op['x-errors']) ? (x.op['x-errors'] as unknown[]).map(String) : []);
  const before = codes(o);
  const after = codes(n);
  const oldCat = catalogue(o.service.doc);
  const newCat = catalogue(n.service.doc);
  const removed = before.filter((c) => !after.includes(c));
  const added = after.filter((c) => !before.includes(c));
  const replacedBy = new Map<string, string>();
  for (const r of removed) {
    const status = oldCat[r]?.status;
    const match = added.find((a) => status !== undefined && newCat[a]?.status === status && ![...replacedBy.values()].includes(a));
    if (match) replacedBy.set(r, match);
  }
  for (const r of removed) {
    const to = replacedBy.get(r);
    if (to) emit('error-code-changed', 'operation', 'errors', `${r} replaced by ${to} (status ${oldCat[r]!.status})`);
    else emit('error-code-removed', 'operation', 'errors', `${r} removed`);
  }
  for (const a of added)
    if (![...replacedBy.values()].includes(a))
      emit('error-code-added', 'operation', 'errors', `${a} added${newCat[a]?.status ? ` (status ${newCat[a]!.status})` : ''}`);
  for (const c of before.filter((x) => after.includes(x))) {
    const x = oldCat[c];
    const y = newCat[c];
    if (!x || !y) continue;
    if (x.status !== y.status) emit('error-code-changed', 'operation', 'errors', `${c}: status ${x.status ?? 'none'} → ${y.status ?? 'none'}`);
    if (x.clientCode !== y.clientCode)
      emit('error-code-changed', 'operation', 'errors', `${c}: client code ${x.clientCode ?? 'none'} → ${y.clientCode ?? 'none'}`);
  }
}

/** Webhook events: their payload is read by handlers, so it compares in the response direction. */
function compareEvents(before: EventInfo[], after: EventInfo[], emitterFor: (service: string, operation: string) => Emit): void {
  const newEvents = new Map(after.map((e) => [e.key, e]));
  const oldKeys = new Set(before.map((e) => e.key));
  for (const e of before) {
    const f = newEvents.get(e.key);
    const emit = emitterFor(e.service.name, e.name);
    if (!f) {
      emit('event-removed', 'operation', '', 'event removed');
      continue;
    }
    const a = contentSchema(e.service.doc, e.op.requestBody);
    const b = contentSchema(f.service.doc, f.op.requestBody);
    if (!a || !b) continue;
    const ctx: SchemaContext = {
      oldDoc: e.service.doc,
      newDoc: f.service.doc,
      seen: new Set(),
      report: (kind, at, detail) => emit(kind, 'response', placeText(at), detail),
    };
    compareSchemas(ctx, a.schema, b.schema, { base: 'payload', path: '' });
  }
  for (const f of after) if (!oldKeys.has(f.key)) emitterFor(f.service.name, f.name)('event-added', 'operation', '', 'event added');
}

const templateNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** A path template without its parameter names: `/v1/notes/{id}` and `/v1/notes/{noteId}` are the same route. */
function shape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

function sortChanges(changes: Change[], after: SpecSet): Change[] {
  const order = new Map<string, number>();
  for (const [i, x] of [...after.operations, ...after.events].entries()) order.set(`${x.service.name}.${x.name}`, i);
  const rank = (c: Change) => order.get(`${c.service}.${c.operation}`) ?? Number.MAX_SAFE_INTEGER;
  return changes
    .map((c, i) => ({ c, i }))
    .sort((x, y) => x.c.service.localeCompare(y.c.service) || rank(x.c) - rank(y.c) || x.c.operation.localeCompare(y.c.operation) || x.i - y.i)
    .map(({ c }) => c);
}

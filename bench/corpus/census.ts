// The paging census (`npm run corpus -- --census`): every operation of every document of the directory read through
// the generator's parse and IR stages only (no emit, no compile), counted as a list operation or not and by the way
// its call pages. What pages is the IR's own decision (`IrOperation.paging`), so the census counts what a
// generated client does; what is a list operation is defined here, on the document, apart from that decision.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildIr, parseSpecs, SpecInputError, SpecProblemsError, sortProblems } from '@siteapi/codegen';
import { deref, escapePointer, isNode, type Node, operations, pointerKeys, responseOf } from '@siteapi/document';
import type { PaginationSpec } from '@siteapi/runtime/generated';
import { describeCrash } from './generate-one.ts';

/** How a call pages, as the census tells them apart. */
export const CENSUS_KINDS = [
  'cursor',
  'object-id cursor',
  'offset',
  'page',
  'next link',
  'Link header',
  'x-pagination',
  'x-speakeasy-pagination',
  'x-fern-pagination',
] as const;
export type CensusKind = (typeof CENSUS_KINDS)[number];

export interface CensusOperation {
  /** `/paths/~1items/get`. */
  pointer: string;
  /** A list operation (see {@link isListOperation}). */
  list: boolean;
  kind?: CensusKind;
  spec?: PaginationSpec;
}

export interface CensusDocument {
  name: string;
  status: 'read' | 'refused' | 'crash' | 'lost';
  /** Every operation of the document. */
  operations: number;
  /** The list operations and the paged ones (the rest are only counted). */
  listed: CensusOperation[];
  error?: string;
}

const DECLARATIONS = ['x-pagination', 'x-speakeasy-pagination', 'x-fern-pagination'] as const;

/** The kind of a paged call: the extension that declared it, else the shape it was inferred from. */
export function censusKind(op: Node, spec: PaginationSpec): CensusKind {
  const declared = DECLARATIONS.find((key) => op[key] !== undefined);
  if (declared) return declared;
  switch (spec.kind) {
    case 'link':
      return 'Link header';
    case 'url':
      return 'next link';
    case 'offset':
      return spec.unit === 'page' ? 'page' : 'offset';
    case 'cursor': {
      const last = spec.next === undefined ? '' : (pointerKeys(spec.next).at(-1) ?? '');
      return spec.itemCursor !== undefined || /^(last|first)_?id$/i.test(last) ? 'object-id cursor' : 'cursor';
    }
  }
}

/**
 * A list operation: a GET whose success answer (its lowest 2xx status, JSON) is an array, or an object with a
 * property, at its top, that is an array of objects. Other methods that page (a POST search) are counted as paged
 * operations that are no list operation.
 */
export function isListOperation(doc: unknown, method: string, success: unknown): boolean {
  if (method !== 'get') return false;
  const schema = resolved(doc, success);
  if (!schema) return false;
  if (isArray(doc, schema)) return true;
  return Object.values(propertiesOf(doc, schema)).some((p) => {
    const s = resolved(doc, p);
    return s !== undefined && isArray(doc, s) && isObject(doc, resolved(doc, s.items));
  });
}

function resolved(doc: unknown, schema: unknown): Node | undefined {
  const value = deref(doc, schema).value;
  return isNode(value) ? value : undefined;
}

function propertiesOf(doc: unknown, schema: Node | undefined, depth = 0): Record<string, unknown> {
  if (!schema || depth > 8) return {};
  const out: Record<string, unknown> = {};
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) Object.assign(out, propertiesOf(doc, resolved(doc, member), depth + 1));
  return Object.assign(out, isNode(schema.properties) ? schema.properties : {});
}

const typeHas = (s: Node, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));
const isArray = (_doc: unknown, s: Node) => typeHas(s, 'array') || (s.type === undefined && s.items !== undefined);
const isObject = (doc: unknown, s: Node | undefined) =>
  s !== undefined &&
  (typeHas(s, 'object') || (s.type === undefined && (s.properties !== undefined || Array.isArray(s.allOf))) || Object.keys(propertiesOf(doc, s)).length > 0);

/** The success answer's JSON schema: the lowest 2xx status, `application/json` or another JSON type. */
function successSchema(doc: unknown, view: ReturnType<typeof operations>[number]): unknown {
  const status = Object.keys(view.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  const response = status === undefined ? undefined : responseOf(doc, view, status)?.value;
  const content = response && isNode(response.content) ? response.content : undefined;
  if (!content) return undefined;
  const key = content['application/json']
    ? 'application/json'
    : Object.keys(content).find((t) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(t) || t === '*/*');
  const media = key === undefined ? undefined : content[key];
  return isNode(media) ? media.schema : undefined;
}

/** One document through parse and IR (plain mode, as `siteapi generate` reads an outside document). */
export async function censusOne(apiDir: string, name: string): Promise<CensusDocument> {
  const file = path.join(apiDir, name);
  try {
    const docs = await parseSpecs([file], undefined, undefined, 'plain');
    const services = buildIr(docs);
    const paged = new Map<string, PaginationSpec>();
    for (const service of services)
      for (const op of service.operations) {
        if (typeof op.paging === 'object') paged.set(`/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}`, op.paging.spec);
      }
    const listed: CensusOperation[] = [];
    let count = 0;
    for (const doc of docs) {
      for (const view of operations(doc.data)) {
        count++;
        const list = isListOperation(doc.data, view.method, successSchema(doc.data, view));
        const spec = paged.get(view.pointer);
        if (!list && !spec) continue;
        listed.push({ pointer: view.pointer, list, ...(spec ? { kind: censusKind(view.operation, spec), spec } : {}) });
      }
    }
    return { name, status: 'read', operations: count, listed };
  } catch (error) {
    if (error instanceof SpecProblemsError) {
      const first = sortProblems(error.problems)[0];
      const where = first ? `${path.relative(apiDir, first.file) || first.file}:${first.line}:${first.col} ${first.message}` : error.message;
      return {
        name,
        status: 'refused',
        operations: 0,
        listed: [],
        error: `${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}, the first: ${where}`,
      };
    }
    if (error instanceof SpecInputError) return { name, status: 'refused', operations: 0, listed: [], error: error.message.split('\n')[0] };
    return { name, status: 'crash', operations: 0, listed: [], error: describeCrash(error).error };
  }
}

/** A seeded draw of `n` of `items`: each item's rank is the sha-256 of the seed and its key, so a draw never changes. */
export function seededSample<T>(items: readonly T[], key: (item: T) => string, seed: string, n: number): T[] {
  const rank = (item: T) =>
    createHash('sha256')
      .update(`${seed}\n${key(item)}`)
      .digest('hex');
  return [...items]
    .map((item) => ({ item, rank: rank(item) }))
    .sort((a, b) => a.rank.localeCompare(b.rank))
    .slice(0, n)
    .map((r) => r.item);
}

import { deref, escapePointer, pointerKeys } from '@siteapi/document';
import type { JsonSchema, OpenApiDocument, OperationObject } from '@siteapi/document';
import { jsonContent, type RequestFields } from '../parse/request-fields.ts';
import type { IrType, PaginationSpec } from './types.ts';

// How a plain-mode list call pages, decided here and nowhere else: the operation's own override (`x-pagination`),
// then the extensions other generators' users wrote (`x-speakeasy-pagination`, `x-fern-pagination`), then the
// shapes common APIs use. The result is a declaration (paths and field names) the runtime's paging engine reads.

/** What the decision reads of one operation. */
export interface PaginationInput {
  doc: OpenApiDocument;
  op: OperationObject;
  method: string;
  fields: RequestFields;
  /** The operation's pointer (`/paths/~1items/get`). */
  pointer: string;
  /** Told why a declaration is not followed, at its pointer. */
  warn: (pointer: string, message: string) => void;
}

const norm = (name: string) => name.toLowerCase().replace(/[^a-z0-9@]/g, '');

/** Request fields that carry a cursor, by their normalised name. */
const CURSOR_INPUTS = new Set(['cursor', 'after', 'pagetoken', 'continuation', 'continuationtoken', 'nextcursor', 'nexttoken', 'pagecursor', 'startcursor']);
/** Answer fields holding the next cursor (at the top or one object down: `pageInfo.endCursor`, `response_metadata.next_cursor`). */
const CURSOR_OUTPUTS = new Set(['nextcursor', 'endcursor', 'nextpagetoken', 'nexttoken', 'continuationtoken', 'continuation', 'nextpagecursor']);
/** Answer fields holding the next page's URL, or its path on the same host (Twilio's `next_page_uri`). */
const URL_OUTPUTS = new Set(['nextlink', '@odatanextlink', 'nexturl', 'nextpageurl', 'nextpage', 'nextpagelink', 'nextpageuri', 'nexturi']);
/** Objects whose `next` string is the next page's link (`meta.next`). */
const LINK_PARENTS = new Set(['meta']);
/** Request fields taking the id of the object a page starts after (OpenAI's `after`, Anthropic's `after_id`, Stripe's `starting_after`). */
const AFTER_ID_INPUTS = new Set(['after', 'afterid', 'startingafter']);
/** The same, paging backwards (`before`, `before_id`, `ending_before`): followed only with the answer's `first_id`. */
const BEFORE_ID_INPUTS = new Set(['before', 'beforeid', 'endingbefore']);
const OFFSET_INPUTS = new Set(['offset', 'skip', 'start', 'startat', 'startindex']);
const PAGE_INPUTS = new Set(['page', 'pagenumber', 'pagenum', 'pageno', 'pageindex']);
const LIMIT_INPUTS = new Set(['limit', 'perpage', 'pagesize', 'size', 'count', 'maxresults', 'top', 'pagelimit', 'rows']);
const TOTAL_OUTPUTS = new Set(['total', 'totalcount', 'totalresults', 'totalitems', 'totalsize', 'count', 'numfound']);
const PAGES_OUTPUTS = new Set(['totalpages', 'pagecount', 'numpages', 'pages', 'lastpage']);
const HAS_MORE_OUTPUTS = new Set(['hasmore', 'hasnextpage', 'hasnext', 'more']);
/** Booleans true on the last page (Jira's `isLast`, Spring's `last`). */
const IS_LAST_OUTPUTS = new Set(['islast', 'last']);
/** Names an answer's item array usually has, in order of preference when it has several arrays. */
const ITEM_NAMES = ['data', 'items', 'results', 'values', 'value', 'entries', 'records', 'elements', 'list', 'nodes'];
/** An answer's own identity: an answer that has one is one resource (a project, a playlist), not a page of a list. */
const IDENTITY_OUTPUTS = new Set(['id', 'key']);
/** Top-level answer fields that say the answer is a page. */
const PAGE_SIGNALS = [CURSOR_OUTPUTS, URL_OUTPUTS, TOTAL_OUTPUTS, PAGES_OUTPUTS, HAS_MORE_OUTPUTS, IS_LAST_OUTPUTS];
/** A field or parameter the document says is not in use (eBay's `next`: "This field is for future use.") is no paging signal. */
const UNUSED = /\bfor future use\b|\breserved for future\b/i;

/**
 * The pagination of one operation, or undefined when it does not page or the document does not say enough. Inference
 * needs both sides: where the next position goes in the request and where the answer gives it; a shape half found
 * is no pagination.
 */
export function paginationOf(input: PaginationInput): PaginationSpec | undefined {
  const { op, pointer } = input;
  const own = op['x-pagination'];
  if (own !== undefined) return own === false ? undefined : declared(input, own, `${pointer}/x-pagination`);
  const speakeasy = op['x-speakeasy-pagination'];
  if (speakeasy !== undefined) return fromSpeakeasy(input, speakeasy, `${pointer}/x-speakeasy-pagination`);
  const fern = op['x-fern-pagination'];
  if (fern !== undefined) return fromFern(input, fern, `${pointer}/x-fern-pagination`);
  return inferred(input);
}

// --- the answer's schema -----------------------------------------------------------------------------------------

/** The success answer's JSON schema and its declared headers. */
function successAnswer(input: PaginationInput): { schema?: JsonSchema; headers: string[] } {
  const { doc, op, pointer } = input;
  const status = Object.keys(op.responses ?? {})
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  if (status === undefined) return { headers: [] };
  const response = deref(doc, op.responses?.[status], `${pointer}/responses/${status}`).value;
  return { schema: jsonContent(response?.content)?.schema, headers: Object.keys(response?.headers ?? {}) };
}

function resolved(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  return schema === undefined ? undefined : (deref(doc, schema, '').value as JsonSchema | undefined);
}

/** An object schema's properties, `allOf` members' included. */
function propertiesOf(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): Record<string, JsonSchema> {
  const s = resolved(doc, schema);
  if (!s || typeof s !== 'object' || depth > 8) return {};
  const out: Record<string, JsonSchema> = {};
  for (const member of Array.isArray(s.allOf) ? s.allOf : []) Object.assign(out, propertiesOf(doc, member, depth + 1));
  return Object.assign(out, s.properties ?? {});
}

function typeIs(doc: OpenApiDocument, schema: JsonSchema | undefined, type: string): boolean {
  const s = resolved(doc, schema);
  if (!s) return false;
  if (s.type === type || (Array.isArray(s.type) && s.type.includes(type))) return true;
  return type === 'array' ? s.type === undefined && s.items !== undefined : type === 'object' && s.type === undefined && s.properties !== undefined;
}

/** The answer's fields at the top and one object down, with their pointers and normalised names. */
function answerFields(doc: OpenApiDocument, schema: JsonSchema | undefined): { pointer: string; name: string; schema: JsonSchema }[] {
  const out: { pointer: string; name: string; schema: JsonSchema }[] = [];
  for (const [name, prop] of Object.entries(propertiesOf(doc, schema))) {
    out.push({ pointer: `/${escapePointer(name)}`, name: norm(name), schema: prop });
  }
  for (const [outer, prop] of Object.entries(propertiesOf(doc, schema))) {
    if (!typeIs(doc, prop, 'object')) continue;
    for (const [name, inner] of Object.entries(propertiesOf(doc, prop))) {
      out.push({ pointer: `/${escapePointer(outer)}/${escapePointer(name)}`, name: norm(name), schema: inner });
    }
  }
  return out.filter((o) => !unused(resolved(doc, o.schema)?.description));
}

const unused = (description: unknown) => typeof description === 'string' && UNUSED.test(description);

/** The answer's item array: the answer itself when it is an array, else its one array property (or the usual name). */
function itemsOf(doc: OpenApiDocument, schema: JsonSchema | undefined): { pointer: string; item?: JsonSchema } | undefined {
  if (typeIs(doc, schema, 'array')) return { pointer: '', item: resolved(doc, schema)?.items };
  const props = Object.entries(propertiesOf(doc, schema));
  const arrays = props.filter(([, s]) => typeIs(doc, s, 'array'));
  // The usual name holding an object (Google's aggregatedList: `items` is a map by scope): the list is in there, and
  // an array beside it (`unreachables`) is none.
  const named = props.filter(([name]) => ITEM_NAMES.includes(norm(name)));
  if (named.length > 0 && !named.some(([, s]) => typeIs(doc, s, 'array')) && named.some(([, s]) => typeIs(doc, s, 'object'))) return undefined;
  // Among several arrays, the usual name, else the one array of objects (Jira's `issues` beside `warningMessages`).
  const ofObjects = arrays.filter(([, s]) => typeIs(doc, resolved(doc, s)?.items, 'object'));
  // ... except beside a table's `rows` (arrays of cells: Google Analytics, AdSense), where the one array of objects
  // (`columnHeaders`, `headers`) describes the columns and is no list.
  const tableRows = arrays.some(([name, s]) => norm(name) === 'rows' && typeIs(doc, resolved(doc, s)?.items, 'array'));
  const chosen =
    arrays.length === 1
      ? arrays[0]
      : (ITEM_NAMES.map((n) => arrays.find(([name]) => norm(name) === n)).find(Boolean) ?? (ofObjects.length === 1 && !tableRows ? ofObjects[0] : undefined));
  return chosen ? { pointer: `/${escapePointer(chosen[0])}`, item: resolved(doc, chosen[1])?.items } : undefined;
}

// --- the request's fields ----------------------------------------------------------------------------------------

/** The request fields a position can go in: query parameters and top-level JSON body properties, as `query.x` / `body.x`. */
function requestInputs(fields: RequestFields): { ref: string; name: string; schema?: JsonSchema }[] {
  const out: { ref: string; name: string; schema?: JsonSchema }[] = [];
  for (const { param } of fields.params)
    if (param.in === 'query' && !unused(param.description)) out.push({ ref: `query.${param.name}`, name: norm(param.name), schema: param.schema });
  for (const [name, schema] of Object.entries(fields.body?.properties ?? {})) out.push({ ref: `body.${name}`, name: norm(name), schema });
  return out;
}

// --- inference ---------------------------------------------------------------------------------------------------

function inferred(input: PaginationInput): PaginationSpec | undefined {
  const { doc, fields } = input;
  const { schema, headers } = successAnswer(input);
  const items = itemsOf(doc, schema);
  if (!items) return undefined;
  // An answer with its own `id` or `key`, whose array has no list's usual name and whose top level says nothing of
  // pages, is one resource (LaunchDarkly's project and its `environments`, Spotify's playlist and its `images`): its
  // `_links.next` or a nested list's `next` is no next page of it. A page that has an id says so (Listen Notes' genre
  // `id` beside `has_next` and `total`).
  const own = Object.entries(propertiesOf(doc, schema)).map(([name, s]) => [norm(name), s] as const);
  const identity = own.some(([name, s]) => IDENTITY_OUTPUTS.has(name) && (typeIs(doc, s, 'string') || typeIs(doc, s, 'integer')));
  const pageSignal = own.some(([name]) => PAGE_SIGNALS.some((names) => names.has(name)) || name === 'next') || pagingLinks(doc, schema);
  if (identity && !pageSignal && items.pointer !== '' && !ITEM_NAMES.includes(norm(pointerKeys(items.pointer)[0]!))) return undefined;
  const inputs = requestInputs(fields);
  const find = (names: ReadonlySet<string>) => inputs.find((i) => names.has(i.name));
  const outputs = answerFields(doc, schema);
  const output = (names: ReadonlySet<string>, type?: string) => outputs.find((o) => names.has(o.name) && (!type || typeIs(doc, o.schema, type)));
  const pageInput = find(PAGE_INPUTS);
  const limit = find(LIMIT_INPUTS);

  // An RFC 8288 Link header the answer declares (GitHub): the server's own next-page URL.
  if (headers.some((h) => h.toLowerCase() === 'link') && input.method === 'get') return { kind: 'link', items: items.pointer };

  const hasMore = output(HAS_MORE_OUTPUTS, 'boolean');
  const isLast = output(IS_LAST_OUTPUTS, 'boolean');
  // What the answer says of the pages after this one, kept beside any position: it ends the listing, not a short page.
  const flags = { ...(hasMore ? { hasMore: hasMore.pointer } : {}), ...(isLast ? { isLast: isLast.pointer } : {}) };
  const cursorOutput = output(CURSOR_OUTPUTS);
  // The cursor is sent back under the name the answer gives it (Zoom's `next_page_token` both ways), as a query
  // parameter: a body with the answer's fields is the resource sent back (Google Fit's dataset PATCH), no position.
  const cursorInput =
    find(CURSOR_INPUTS) ?? inputs.find((i) => i.ref.startsWith('query.') && CURSOR_OUTPUTS.has(i.name) && outputs.some((o) => o.name === i.name));
  if (cursorInput && cursorOutput) return { kind: 'cursor', items: items.pointer, input: cursorInput.ref, next: cursorOutput.pointer, ...flags };

  // An object's id as the cursor, while `has_more` (OpenAI, Anthropic, Stripe): the answer's `last_id` (`first_id`
  // backwards) when it has one, else the last item's `id`.
  const idInput = (names: ReadonlySet<string>) => inputs.find((i) => names.has(i.name) && isIdSchema(doc, i.schema));
  const afterId = idInput(AFTER_ID_INPUTS);
  const beforeId = afterId ? undefined : idInput(BEFORE_ID_INPUTS);
  if (hasMore && (afterId || beforeId)) {
    const answerId = output(new Set([afterId ? 'lastid' : 'firstid']), 'string');
    const common = { kind: 'cursor', items: items.pointer, hasMore: hasMore.pointer } as const;
    if (answerId) return { ...common, input: (afterId ?? beforeId)!.ref, next: answerId.pointer };
    if (afterId && 'id' in propertiesOf(doc, items.item)) return { ...common, input: afterId.ref, itemCursor: '/id' };
  }

  // A cursor parameter answered by a plain `next` that is no URL; a `next` is the next page's link when it says so
  // (a `uri`, a `previous` beside it), or when it is `meta.next` and the call has no cursor parameter.
  const plainNext = outputs.find((o) => o.name === 'next' && typeIs(doc, o.schema, 'string'));
  const nextIsUrl =
    plainNext &&
    (isUrlSchema(doc, plainNext.schema) ||
      outputs.some((o) => o.name === 'previous' || o.name === 'prev') ||
      (!cursorInput && LINK_PARENTS.has(norm(pointerKeys(plainNext.pointer)[0]!))));
  if (cursorInput && plainNext && !nextIsUrl) return { kind: 'cursor', items: items.pointer, input: cursorInput.ref, next: plainNext.pointer, ...flags };

  // A next-page link in the answer (`@odata.nextLink`, Twilio's `next_page_uri`, `next` as above, `links.next`,
  // `_links.next.href`): followed rather than computing the next page or offset, which servers that page by token refuse.
  const urlOutput = output(URL_OUTPUTS, 'string') ?? (nextIsUrl ? plainNext : undefined) ?? linksNext(doc, schema);
  if (urlOutput && input.method === 'get') return { kind: 'url', items: items.pointer, next: urlOutput.pointer };

  // Offset or page number, ending where the answer says (`more`, `isLast`), else at the total, the page count or a
  // page shorter than the size asked for. A total said only on request (PagerDuty's `total=true`) may be null.
  const offset = find(OFFSET_INPUTS);
  const position = offset ?? pageInput;
  if (position && isNumberSchema(doc, position.schema)) {
    const total = output(TOTAL_OUTPUTS, 'integer') ?? output(TOTAL_OUTPUTS, 'number');
    const pages = pageInput === position ? (output(PAGES_OUTPUTS, 'integer') ?? output(PAGES_OUTPUTS, 'number')) : undefined;
    if (!limit && !total && !pages && !hasMore && !isLast) return undefined;
    const first = position === pageInput ? firstPage(doc, position.schema) : undefined;
    return {
      kind: 'offset',
      items: items.pointer,
      input: position.ref,
      unit: position === pageInput ? 'page' : 'item',
      ...(first === 0 ? { first } : {}),
      ...(limit ? { limit: limit.ref } : {}),
      ...(total && position === offset ? { total: total.pointer } : {}),
      ...(pages ? { pages: pages.pointer } : {}),
      ...flags,
    };
  }
  return undefined;
}

/** A request field that can carry an object's id: a string that is no date, time or enumeration. */
function isIdSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): boolean {
  const s = resolved(doc, schema);
  if (s === undefined) return true;
  return typeIs(doc, s, 'string') && s.enum === undefined && !['date', 'date-time', 'time'].includes(String(s.format));
}

function isUrlSchema(doc: OpenApiDocument, schema: JsonSchema): boolean {
  const format = resolved(doc, schema)?.format;
  return format === 'uri' || format === 'url' || format === 'uri-reference';
}

function isNumberSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): boolean {
  return schema === undefined || typeIs(doc, schema, 'integer') || typeIs(doc, schema, 'number');
}

/** A zero-based page number says so with its default or minimum. */
function firstPage(doc: OpenApiDocument, schema: JsonSchema | undefined): number | undefined {
  const s = resolved(doc, schema);
  return s?.default === 0 || s?.minimum === 0 ? 0 : undefined;
}

/** A `links`/`_links` object with `next` and `prev`, `previous`, `first` or `last`: the links of a page (papinet's order and its lines). */
function pagingLinks(doc: OpenApiDocument, schema: JsonSchema | undefined): boolean {
  const props = propertiesOf(doc, schema);
  return ['links', '_links'].some((key) => {
    const names = Object.keys(propertiesOf(doc, props[key])).map(norm);
    return names.includes('next') && names.some((n) => ['prev', 'previous', 'first', 'last'].includes(n));
  });
}

/** `links.next` (JSON:API) or `_links.next.href` (HAL) as a string. */
function linksNext(doc: OpenApiDocument, schema: JsonSchema | undefined): { pointer: string } | undefined {
  const props = propertiesOf(doc, schema);
  for (const key of ['links', '_links']) {
    const next = propertiesOf(doc, props[key]).next;
    if (!next) continue;
    if (typeIs(doc, next, 'string')) return { pointer: `/${key}/next` };
    if (typeIs(doc, propertiesOf(doc, next).href, 'string')) return { pointer: `/${key}/next/href` };
  }
  return undefined;
}

// --- declarations ------------------------------------------------------------------------------------------------

/** A JSONPath of the simple kind (`$`, `$.a.b`, `$['@odata.nextLink']`) as a JSON pointer; undefined for any other. */
export function jsonPathPointer(path: string): string | undefined {
  const m = /^\$((?:\.[A-Za-z_@$][\w@$-]*|\[(?:'[^']*'|"[^"]*")\])*)$/.exec(path.trim());
  if (!m) return undefined;
  const keys = [...m[1]!.matchAll(/\.([A-Za-z_@$][\w@$-]*)|\[(?:'([^']*)'|"([^"]*)")\]/g)].map((k) => k[1] ?? k[2] ?? k[3] ?? '');
  return keys.map((k) => `/${escapePointer(k)}`).join('');
}

const KINDS = new Set(['cursor', 'offset', 'url', 'link']);

/** Our own declaration (`x-pagination`), the runtime's spec as written; checked against the call. */
function declared(input: PaginationInput, value: unknown, at: string): PaginationSpec | undefined {
  const { warn } = input;
  const fail = (why: string) => {
    warn(at, `x-pagination ${why}; the call does not page`);
    return undefined;
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('must be false or an object with kind and items');
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' || !KINDS.has(v.kind)) return fail(`kind must be cursor, offset, url or link, not ${JSON.stringify(v.kind)}`);
  const pointers = ['items', 'next', 'itemCursor', 'hasMore', 'isLast', 'total', 'pages'] as const;
  for (const key of pointers)
    if (v[key] !== undefined && (typeof v[key] !== 'string' || !/^(\/[^/]*)*$/.test(v[key]))) return fail(`${key} must be a JSON pointer ('/data')`);
  if (typeof v.items !== 'string') return fail("needs items, the answer's item array as a JSON pointer ('' for the answer itself)");
  const inputs = new Set(requestInputs(input.fields).map((i) => i.ref));
  for (const key of ['input', 'limit'] as const) {
    if (v[key] !== undefined && (typeof v[key] !== 'string' || !inputs.has(v[key])))
      return fail(`${key} must name a query parameter or body property of the call (query.<name>, body.<name>)`);
  }
  if ((v.kind === 'cursor' || v.kind === 'offset') && v.input === undefined) return fail(`of kind ${v.kind} needs input`);
  if (v.kind === 'cursor' && v.next === undefined && v.itemCursor === undefined) return fail('of kind cursor needs next or itemCursor');
  if (v.kind === 'url' && v.next === undefined) return fail('of kind url needs next');
  if (v.unit !== undefined && v.unit !== 'item' && v.unit !== 'page') return fail("unit must be 'item' or 'page'");
  if (v.first !== undefined && v.first !== 0 && v.first !== 1) return fail('first must be 0 or 1');
  const known = new Set(['kind', 'items', 'input', 'next', 'itemCursor', 'hasMore', 'isLast', 'unit', 'first', 'limit', 'total', 'pages']);
  const unknown = Object.keys(v).find((k) => !known.has(k));
  if (unknown) return fail(`has no key '${unknown}'`);
  return { ...(v as unknown as PaginationSpec), ...(v.kind === 'offset' && v.unit === undefined ? { unit: 'item' as const } : {}) };
}

/** A field an extension names (`name`, `in: parameters | requestBody`), as a request field of the call. */
function fieldRef(fields: RequestFields, name: string, where?: string): string | undefined {
  const inputs = requestInputs(fields);
  const ref = where === 'requestBody' ? `body.${name}` : where === 'parameters' ? `query.${name}` : undefined;
  return (ref !== undefined ? inputs.find((i) => i.ref === ref) : inputs.find((i) => i.ref === `query.${name}` || i.ref === `body.${name}`))?.ref;
}

/** `x-speakeasy-pagination`: `type` offsetLimit | cursor | url, `inputs` [{ name, in, type }], `outputs` as JSONPath. */
function fromSpeakeasy(input: PaginationInput, value: unknown, at: string): PaginationSpec | undefined {
  const fail = (why: string) => {
    input.warn(at, `x-speakeasy-pagination ${why}; the call does not page`);
    return undefined;
  };
  if (!value || typeof value !== 'object') return fail('must be an object');
  const v = value as { type?: unknown; inputs?: unknown; outputs?: Record<string, unknown> };
  const outputs = v.outputs && typeof v.outputs === 'object' ? v.outputs : {};
  const pointerOf = (key: string): string | undefined | null => {
    const path = outputs[key];
    if (path === undefined) return undefined;
    return typeof path === 'string' ? (jsonPathPointer(path) ?? null) : null;
  };
  const inputs = (Array.isArray(v.inputs) ? v.inputs : []) as { name?: unknown; in?: unknown; type?: unknown }[];
  const inputOf = (type: string) => {
    const found = inputs.find((i) => i?.type === type);
    if (!found) return undefined;
    return typeof found.name === 'string' ? (fieldRef(input.fields, found.name, String(found.in)) ?? null) : null;
  };
  const answer = successAnswer(input);
  let items = pointerOf('results');
  if (items === null) return fail(`outputs.results ${JSON.stringify(outputs.results)} is not a JSONPath this generator follows ($.a.b, $['a'])`);
  items ??= itemsOf(input.doc, answer.schema)?.pointer;
  if (items === undefined) return fail('has no outputs.results and the answer has no item array');
  const unsupported = (key: string) => fail(`outputs.${key} ${JSON.stringify(outputs[key])} is not a JSONPath this generator follows ($.a.b, $['a'])`);
  const missingInput = (type: string) => fail(`needs an input of type ${type} naming a parameter or body property of the call`);
  switch (v.type) {
    case 'offsetLimit': {
      const offset = inputOf('offset');
      const page = inputOf('page');
      const limit = inputOf('limit');
      const position = offset ?? page;
      if (!position || limit === null) return missingInput('offset or page (and limit, when given)');
      const pages = pointerOf('numPages');
      if (pages === null) return unsupported('numPages');
      return { kind: 'offset', items, input: position, unit: offset ? 'item' : 'page', ...(limit ? { limit } : {}), ...(pages !== undefined ? { pages } : {}) };
    }
    case 'cursor': {
      const cursor = inputOf('cursor');
      if (!cursor) return missingInput('cursor');
      const raw = outputs.nextCursor;
      // `$.data[-1].id`: the cursor is the last item's field.
      const last = typeof raw === 'string' ? /^(.*)\[-1\]((?:\.[A-Za-z_$][\w$-]*)+)$/.exec(raw.trim()) : null;
      if (last && jsonPathPointer(last[1]!) === items) return { kind: 'cursor', items, input: cursor, itemCursor: jsonPathPointer(`$${last[2]}`)! };
      const next = pointerOf('nextCursor');
      if (next === undefined) return fail('of type cursor needs outputs.nextCursor');
      if (next === null) return unsupported('nextCursor');
      return { kind: 'cursor', items, input: cursor, next };
    }
    case 'url': {
      const next = pointerOf('nextUrl');
      if (next === undefined) return fail('of type url needs outputs.nextUrl');
      if (next === null) return unsupported('nextUrl');
      return { kind: 'url', items, next };
    }
    default:
      return fail(`type must be offsetLimit, cursor or url, not ${JSON.stringify(v.type)}`);
  }
}

/** `x-fern-pagination`: `cursor: $request.x`, `next_cursor: $response.y`, `results: $response.z`; or `offset: $request.page` (with `step`). */
function fromFern(input: PaginationInput, value: unknown, at: string): PaginationSpec | undefined {
  const fail = (why: string) => {
    input.warn(at, `x-fern-pagination ${why}; the call does not page`);
    return undefined;
  };
  if (!value || typeof value !== 'object') return fail('must be an object');
  const v = value as Record<string, unknown>;
  const request = (key: string): string | undefined | null => {
    const text = v[key];
    if (text === undefined) return undefined;
    const m = typeof text === 'string' ? /^\$request\.([A-Za-z_$][\w$-]*)$/.exec(text.trim()) : null;
    return m ? (fieldRef(input.fields, m[1]!) ?? null) : null;
  };
  const response = (key: string): string | undefined | null => {
    const text = v[key];
    if (text === undefined) return undefined;
    return typeof text === 'string' && text.trim().startsWith('$response') ? (jsonPathPointer(`$${text.trim().slice('$response'.length)}`) ?? null) : null;
  };
  const bad = (key: string, side: string) =>
    fail(
      `${key} ${JSON.stringify(v[key])} is not ${side === 'request' ? '$request.<a parameter or body property of the call>' : 'a $response path this generator follows ($response.a.b)'}`,
    );
  const items = response('results');
  if (items === null) return bad('results', 'response');
  if (items === undefined) return fail('needs results ($response.<items>)');
  const hasNext = response('has_next_page');
  if (hasNext === null) return bad('has_next_page', 'response');
  const more = hasNext === undefined ? {} : { hasMore: hasNext };
  if (v.cursor !== undefined) {
    const cursor = request('cursor');
    if (!cursor) return bad('cursor', 'request');
    const next = response('next_cursor');
    if (!next) return v.next_cursor === undefined ? fail('with cursor needs next_cursor') : bad('next_cursor', 'response');
    return { kind: 'cursor', items, input: cursor, next, ...more };
  }
  if (v.offset !== undefined) {
    const offset = request('offset');
    if (!offset) return bad('offset', 'request');
    const step = request('step');
    if (step === null) return bad('step', 'request');
    // Fern moves the offset by one page, or by `step` items when the call names its page size field.
    return { kind: 'offset', items, input: offset, unit: step ? 'item' : 'page', ...(step ? { limit: step } : {}), ...more };
  }
  return fail('needs cursor or offset');
}

// --- typing ------------------------------------------------------------------------------------------------------

/** The type of the items at `pointer` in the answer's IR type, or undefined when it is no array there. */
export function itemTypeAt(answer: IrType, pointer: string, resolve: (name: string) => IrType | undefined): IrType | undefined {
  let t: IrType | undefined = answer;
  const keys = pointerKeys(pointer);
  for (const key of keys) {
    const object = objectOf(t, resolve);
    t = object?.properties.find((p) => p.name === key)?.type ?? object?.additional;
  }
  const array = arrayOf(t, resolve);
  return array?.items;
}

function follow(t: IrType | undefined, resolve: (name: string) => IrType | undefined): IrType | undefined {
  const seen = new Set<string>();
  while (t?.kind === 'ref' && !seen.has(t.name)) {
    seen.add(t.name);
    t = resolve(t.name);
  }
  // `T | null` answers and fields: the non-null member.
  if (t?.kind === 'union') {
    const members = t.members.filter((m) => !(m.kind === 'primitive' && m.type === 'null'));
    if (members.length === 1) return follow(members[0], resolve);
  }
  return t;
}

function objectOf(t: IrType | undefined, resolve: (name: string) => IrType | undefined): Extract<IrType, { kind: 'object' }> | undefined {
  const f = follow(t, resolve);
  if (f?.kind === 'object') return f;
  if (f?.kind === 'intersection') {
    const parts = f.members.map((m) => objectOf(m, resolve)).filter((m) => m !== undefined);
    return parts.length > 0 ? { kind: 'object', properties: parts.flatMap((p) => p.properties) } : undefined;
  }
  return undefined;
}

function arrayOf(t: IrType | undefined, resolve: (name: string) => IrType | undefined): Extract<IrType, { kind: 'array' }> | undefined {
  const f = follow(t, resolve);
  return f?.kind === 'array' ? f : undefined;
}

// A request as the builder edits it, and its conversions: from a call example, from the schema, and to
// the `{ path, query, header, body }` the generated call takes. Parameter values are kept as the text
// the user typed and typed only when sent, so a half-typed number is never lost or rejected.
import type { CallExample, RequestShape } from '../api.ts';
import type { OperationDetail, ParameterInfo } from '../catalogue/types.ts';
import { effective, enumOf, kindOf, type Schemas } from '../schema/resolve.ts';
import { type SampleFields, sampleValue } from '../schema/sample.ts';
import { bodyKind, fileFields, withFiles } from './form-body.ts';
import { getDotted as getNested, setDotted } from '@siteapi/runtime/generated';

/** A parameter's text: one string, or one per item for arrays. */
export type FieldText = string | string[];

export type BodyMode = 'form' | 'raw';

/** The mock's answer choice, sent as Prism's `Prefer` header. Empty strings mean "as the spec says". */
export interface MockPreferences {
  status: string;
  example: string;
  dynamic: boolean;
}

export interface Draft {
  /** The call example the draft started from; null for a blank or generated one. */
  exampleName: string | null;
  /** Parameter texts by `paramKey` (`query:paging.limit`). */
  params: Record<string, FieldText>;
  /** The JSON body as text; '' for none. */
  bodyText: string;
  bodyMode: BodyMode;
  mock: MockPreferences;
  /** Files picked for a multipart body's file fields, by field (never in a snapshot: a file is no JSON). */
  files?: Readonly<Record<string, readonly File[]>>;
}

export const NO_MOCK_PREFERENCES: MockPreferences = { status: '', example: '', dynamic: false };

export function paramKey(parameter: Pick<ParameterInfo, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/** How a body is edited first: a form for a form or multipart body, else the raw JSON. */
export function defaultBodyMode(detail: Pick<OperationDetail, 'requestBody'>): BodyMode {
  const kind = detail.requestBody ? bodyKind(detail.requestBody.mediaType) : 'json';
  return kind === 'urlencoded' || kind === 'multipart' ? 'form' : 'raw';
}

/**
 * The draft for a call example, or a blank one (required path fields empty, `{}` for a body). Where the document has
 * no example of the body, the body is its schema's sample with every field, as a reader expects from docs (the call
 * example's own sample has only the required ones).
 */
export function draftFromExample(detail: OperationDetail, example: CallExample | undefined, bodyMode: BodyMode = defaultBodyMode(detail)): Draft {
  const params: Record<string, FieldText> = {};
  for (const parameter of detail.parameters) {
    // A path parameter the document gives no value for was sampled by the generator (`string`): left to fill.
    if (parameter.in === 'path' && !declaresValue(parameter, detail.schemas)) continue;
    const value = example ? exampleParameter(example.request, parameter) : undefined;
    if (value !== undefined) params[paramKey(parameter)] = toText(value, parameter.schema, detail.schemas);
  }
  const requestBody = detail.requestBody;
  const sampled = requestBody && requestBody.examples.length === 0 && bodyKind(requestBody.mediaType) !== 'other';
  const body = sampled ? bodySample(detail, 'all') : example?.request.body;
  const bodyText = requestBody ? JSON.stringify(body === undefined ? {} : body, null, 2) : '';
  return { exampleName: example?.name ?? null, params, bodyText, bodyMode, mock: NO_MOCK_PREFERENCES };
}

/**
 * Every parameter the operation requires (a path one only when the document gives it a value), and the body, filled
 * from the schema (examples, defaults, enums): every field, or with `fields` 'required' only the required ones.
 */
export function draftFromSchema(detail: OperationDetail, previous?: Draft, fields: SampleFields = 'all'): Draft {
  const params: Record<string, FieldText> = {};
  for (const parameter of detail.parameters) {
    const schema = effective(parameter.schema, detail.schemas);
    if (!parameter.required && schema.default === undefined) continue;
    // A made-up segment (`string`) would send a wrong URL that looks right: the path parameter stays to fill.
    if (parameter.in === 'path' && !declaresValue(parameter, detail.schemas)) continue;
    const value = parameter.example !== undefined ? parameter.example : sampleValue(parameter.schema, detail.schemas);
    if (value !== undefined) params[paramKey(parameter)] = toText(value, parameter.schema, detail.schemas);
  }
  const bodyText = detail.requestBody ? JSON.stringify(bodySample(detail, fields) ?? {}, null, 2) : '';
  return {
    exampleName: null,
    params,
    bodyText,
    bodyMode: previous?.bodyMode ?? defaultBodyMode(detail),
    mock: previous?.mock ?? NO_MOCK_PREFERENCES,
    ...(previous?.files ? { files: previous.files } : {}),
  };
}

/** The body sampled from its schema; a multipart body's optional files are left to pick (a sample is no file). */
function bodySample(detail: OperationDetail, fields: SampleFields): unknown {
  const value = sampleValue(detail.requestBody!.schema, detail.schemas, { side: 'request', fields });
  const optionalFiles = fileFields(detail).filter((field) => !field.required);
  if (optionalFiles.length === 0 || !value || typeof value !== 'object') return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const field of optionalFiles) delete out[field.name];
  return out;
}

/** Whether the document gives a parameter a value: an example, a default, a const or an enumeration. */
function declaresValue(parameter: ParameterInfo, schemas: Schemas): boolean {
  const node = effective(parameter.schema, schemas);
  return (
    parameter.example !== undefined ||
    node.example !== undefined ||
    (Array.isArray(node.examples) && node.examples.length > 0) ||
    node.default !== undefined ||
    node.const !== undefined ||
    enumOf(node) !== undefined
  );
}

function exampleParameter(request: RequestShape, parameter: ParameterInfo): unknown {
  if (parameter.in === 'query') return getDotted(request.query, parameter.name);
  if (parameter.in === 'path') return request.path?.[parameter.name];
  if (parameter.in === 'header') {
    const headers = request.header ?? {};
    const key = Object.keys(headers).find((k) => k.toLowerCase() === parameter.name.toLowerCase());
    return key === undefined ? undefined : headers[key];
  }
  return undefined;
}

/** A parameter value as the form shows it. */
export function toText(value: unknown, schema: unknown, schemas: Schemas): FieldText {
  const node = effective(schema, schemas);
  if (Array.isArray(value) && kindOf(node) === 'array') return value.map((item) => scalarText(item));
  return scalarText(value);
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type Built<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The draft as the generated call's request; only malformed JSON and an empty path parameter stop it (schema
 * problems are warnings). A snippet passes `pathPlaceholders` to show the empty ones as `{name}` instead.
 */
export function buildRequest(detail: OperationDetail, draft: Draft, pathPlaceholders?: Record<string, string>, filePlaceholders = false): Built<RequestShape> {
  const request: Required<Pick<RequestShape, 'path' | 'query' | 'header'>> & RequestShape = { path: {}, query: {}, header: {} };
  for (const parameter of detail.parameters) {
    const text = draft.params[paramKey(parameter)];
    const value = text === undefined ? undefined : fromText(text, parameter.schema, detail.schemas);
    if (value === undefined && parameter.in === 'path') {
      // A path without its segment would go to `/repos/undefined/…`: never sent.
      const placeholder = pathPlaceholders?.[parameter.name];
      if (placeholder === undefined) return { ok: false, message: `Fill the path parameter ${parameter.name}: the URL needs it.` };
      request.path[parameter.name] = placeholder;
      continue;
    }
    if (value === undefined) continue;
    if (parameter.in === 'query') setDotted(request.query, parameter.name, value);
    else if (parameter.in === 'path' || parameter.in === 'header') request[parameter.in][parameter.name] = value;
  }
  if (detail.requestBody && draft.bodyText.trim() !== '') {
    try {
      request.body = JSON.parse(draft.bodyText);
    } catch (error) {
      return { ok: false, message: `The body is not valid JSON: ${(error as Error).message}` };
    }
  }
  const files = detail.requestBody ? fileFields(detail) : [];
  if (files.length > 0) request.body = withFiles(request.body, files, draft.files, filePlaceholders);
  return { ok: true, value: request };
}

/** Typed as the schema says where the text allows it; otherwise sent as typed, so the server can say what is wrong. */
export function fromText(text: FieldText, schema: unknown, schemas: Schemas): unknown {
  const node = effective(schema, schemas);
  if (Array.isArray(text)) {
    const items = text.filter((item) => item.trim() !== '');
    if (items.length === 0) return undefined;
    return items.map((item) => fromScalar(item, node.items, schemas));
  }
  if (text.trim() === '') return undefined;
  if (kindOf(node) === 'array') return text.split(',').map((item) => fromScalar(item.trim(), node.items, schemas));
  return fromScalar(text, node, schemas);
}

function fromScalar(text: string, schema: unknown, schemas: Schemas): unknown {
  const node = effective(schema, schemas);
  switch (kindOf(node)) {
    case 'integer':
    case 'number': {
      const number = Number(text);
      return text.trim() !== '' && Number.isFinite(number) ? number : text;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'object':
    case 'array':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

function getDotted(source: unknown, dotted: string): unknown {
  // A flat key wins over nesting: a query may be given either way.
  if (source && typeof source === 'object' && dotted in source) return (source as Record<string, unknown>)[dotted];
  return getNested(source, dotted);
}

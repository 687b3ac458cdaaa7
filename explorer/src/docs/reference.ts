// What the operation page shows without a click: one row per parameter (type, format, required, default, example,
// allowed values), the status whose answer is open, and the example answer of each status (declared, else generated
// from the schema).
import type { HeaderInfo, JsonSchema, OperationDetail, ParameterInfo, ResponseInfo } from '../catalogue/types.ts';
import { describeSchema } from '../schema/describe.ts';
import { enumOf, examplesOf, kindOf, type Schemas, withoutNull } from '../schema/resolve.ts';
import { sampleValue } from '../schema/sample.ts';
import { type TreeField, treeNode } from '../schema/tree-node.ts';

export interface ParameterRow {
  name: string;
  in: string;
  /** `string`, `integer`, `array of string`, … */
  type: string;
  format?: string;
  required: boolean;
  deprecated: boolean;
  /** JSON text, or undefined when none is declared. */
  default?: string;
  example?: string;
  /** The values it may take (an enum, `const`s, or an array's items'), as text. */
  values?: string[];
  description?: string;
}

export function parameterRows(parameters: readonly ParameterInfo[], schemas: Schemas): ParameterRow[] {
  return parameters.map((p) => {
    // `X | null` is X here; a union of other types reads as its members (`string | integer`), not `any`.
    const { node } = withoutNull(p.schema, schemas);
    const kind = kindOf(node);
    const items = kind === 'array' && node.items ? withoutNull(node.items, schemas).node : undefined;
    const format = typeof node.format === 'string' ? node.format : typeof items?.format === 'string' ? items.format : undefined;
    const example = p.example !== undefined ? p.example : examplesOf(node)[0];
    const values = enumOf(items ?? node)?.filter((value) => value !== null);
    return {
      name: p.name,
      in: p.in,
      type: items ? `array of ${kindOf(items)}` : kind === 'any' ? describeSchema(p.schema, schemas) : kind,
      ...(format ? { format } : {}),
      required: p.required,
      deprecated: p.deprecated,
      ...(node.default !== undefined ? { default: asText(node.default) } : {}),
      ...(example !== undefined ? { example: asText(example) } : {}),
      ...(values && values.length > 0 ? { values: values.map((value) => asText(value)) } : {}),
      ...(p.description ? { description: p.description } : {}),
    };
  });
}

/** The places a parameter is in, in the order the table groups them, with each group's heading. */
const PLACES: readonly [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['querystring', 'Query string'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
];

/**
 * The rows grouped by where each parameter goes (path, query, header, cookie, as Scalar and Redoc group them), each
 * group in the document's order; a place OpenAPI does not name comes last under its own name.
 */
export function parameterGroups(rows: readonly ParameterRow[]): { place: string; heading: string; rows: ParameterRow[] }[] {
  const known = new Map(PLACES);
  const places = [...PLACES.map(([place]) => place), ...new Set(rows.map((r) => r.in).filter((place) => !known.has(place)))];
  return places.flatMap((place) => {
    const inPlace = rows.filter((r) => r.in === place);
    return inPlace.length > 0 ? [{ place, heading: known.get(place) ?? `In ${place}`, rows: inPlace }] : [];
  });
}

/**
 * A response's headers as rows of the schema tree: the header's own description, example and deprecated mark sit
 * beside its schema (over a `$ref`'s, as siblings of a ref do).
 */
export function headerFields(headers: readonly HeaderInfo[]): TreeField[] {
  return headers.map((h) => {
    const schema: JsonSchema = {
      ...h.schema,
      ...(h.description !== undefined ? { description: h.description } : {}),
      ...(h.example !== undefined ? { example: h.example } : {}),
      ...(h.deprecated ? { deprecated: true } : {}),
    };
    return { name: h.name, schema, required: h.required };
  });
}

/**
 * How many levels of the success answer's tree start open below its fields: one when the answer only wraps its
 * content in one field (`{ post }`, `{ data }`), so the content's own fields show; else none (each nested object on a
 * click), so a wide answer (GitHub's repository) does not open into hundreds of rows.
 */
export function answerOpenLevels(schema: JsonSchema, schemas: Schemas): number {
  return treeNode(schema, schemas, 'response').fields.length === 1 ? 1 : 0;
}

/** The answer a successful call gets: the first 2XX status (200 before 201, `2XX` after them), else `default`. */
export function successStatus(responses: readonly ResponseInfo[]): string | undefined {
  const ok = responses.filter((r) => /^2(\d\d|XX)$/i.test(r.status)).sort((a, b) => a.status.localeCompare(b.status));
  return ok[0]?.status ?? responses.find((r) => r.status === 'default')?.status;
}

export interface ExampleAnswer {
  name: string;
  summary?: string;
  /** Pretty JSON. */
  text: string;
  /** True when the document declares none and the value comes from the schema. */
  generated: boolean;
}

/** The example answers of one status: the declared ones with values, else one generated from its schema. */
export function exampleAnswers(response: ResponseInfo, detail: Pick<OperationDetail, 'schemas'>): ExampleAnswer[] {
  const declared = response.examples.filter((e) => e.value !== undefined);
  if (declared.length > 0)
    return declared.map((e) => ({ name: e.name, ...(e.summary ? { summary: e.summary } : {}), text: asText(e.value, 2), generated: false }));
  if (!response.schema) return [];
  const value = sampleValue(response.schema, detail.schemas, 'response');
  return value === undefined ? [] : [{ name: 'generated', text: asText(value, 2), generated: true }];
}

function asText(value: unknown, indent?: number): string {
  return typeof value === 'string' && indent === undefined ? value : (JSON.stringify(value, null, indent) ?? String(value));
}

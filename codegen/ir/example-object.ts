import { deref, exampleValue, samplingView } from '@siteapi/document';
import { sample } from 'openapi-sampler';
import type { ExampleObject, JsonSchema, OpenApiDocument, OperationObject } from '@siteapi/document';
import { isJsonType, type RequestFields, requestContent } from '../parse/request-fields.ts';
import type { IrCallExample } from './types.ts';

// The Example Object: a call's examples, one request per example name.

/** A named Example Object, its `$ref` followed (`#/components/examples/…`: publishers share examples that way). */
function exampleAt(doc: OpenApiDocument, examples: Record<string, ExampleObject> | undefined, name: string): ExampleObject | undefined {
  return examples && Object.hasOwn(examples, name) ? deref(doc, examples[name]).value : undefined;
}

function firstValue(doc: OpenApiDocument, examples: Record<string, ExampleObject> | undefined): unknown {
  for (const name of Object.keys(examples ?? {})) {
    const found = exampleValue(exampleAt(doc, examples, name));
    if (found) return found.value;
  }
  return undefined;
}

function setDotted(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let level = target;
  parts.slice(0, -1).forEach((p) => {
    if (!level[p] || typeof level[p] !== 'object') level[p] = {};
    level = level[p] as Record<string, unknown>;
  });
  level[parts[parts.length - 1]!] = value;
}

/** Call examples: the named parameter and body examples of one name, as one request. */
export function callExamples(fields: RequestFields, op: OperationObject, doc: OpenApiDocument, pointer: string): IrCallExample[] {
  const rb = op.requestBody ? deref(doc, op.requestBody, `${pointer}/requestBody`).value : undefined;
  // The examples of the media type the call sends (JSON when offered, else a form, else the first listed).
  const media = requestContent(rb?.content)?.media;
  const bodyExamples = media?.examples;
  const names = new Set<string>(Object.keys(bodyExamples ?? {}));
  for (const { param } of fields.params) for (const n of Object.keys(param.examples ?? {})) names.add(n);
  if (names.size === 0) names.add('default');
  return [...names].sort(sortDefaultFirst).map((name) => {
    const request: IrCallExample['request'] = { path: {}, query: {}, header: {} };
    for (const { param } of fields.params) {
      if (param.in === 'cookie') continue;
      const named = exampleValue(exampleAt(doc, param.examples, name));
      let value = named ? named.value : param.example;
      if (value === undefined && param.required) value = firstValue(doc, param.examples) ?? sampleOf(doc, param.schema);
      // Only query names nest (`paging.limit` is the `paging` object); a path name like `service.id` is one key.
      if (value !== undefined) {
        if (param.in === 'query') setDotted(request.query, param.name, value);
        // The whole query string (OpenAPI 3.2; plain mode reads a form one as a query object, see querystring-parameters.ts).
        else if (param.in === 'querystring') Object.assign(request.query, value);
        else request[param.in][param.name] = value;
      }
    }
    if (fields.body) {
      const named = exampleValue(exampleAt(doc, bodyExamples, name));
      // A form's fields are sampled as JSON's are; a body of another media type too when the call needs one (an upload's is `"string"`), so that its
      // example can be called at all.
      const sampled = () =>
        isJsonType(fields.body!.contentType) || /^application\/x-www-form-urlencoded\b/i.test(fields.body!.contentType) || fields.body!.required
          ? sampleOf(doc, fields.body!.schema)
          : undefined;
      request.body = named ? named.value : (firstValue(doc, bodyExamples) ?? media?.example ?? sampled());
    }
    const summary = exampleAt(doc, bodyExamples, name)?.summary ?? fields.params.map((p) => exampleAt(doc, p.param.examples, name)?.summary).find(Boolean);
    return { name, summary, request };
  });
}

/**
 * A value a schema accepts, for a call that has no example (outside documents often have none): its own
 * examples, else one made up by Redoc's openapi-sampler, required fields only, read-only ones left out.
 */
function sampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  try {
    const view = samplingView(doc, schema);
    return sample(view.schema as never, { skipReadOnly: true, skipNonRequired: true, quiet: true }, view.document);
  } catch {
    return undefined;
  }
}

function sortDefaultFirst(a: string, b: string): number {
  if (a === 'default') return -1;
  if (b === 'default') return 1;
  return a.localeCompare(b);
}

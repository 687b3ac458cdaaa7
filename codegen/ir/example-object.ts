import { deref, exampleValue } from '@siteapi/document';
import { linearRegExp, stringMatching } from '@siteapi/document/ajv';
import { sample } from 'openapi-sampler';
import type { ExampleObject, JsonSchema, OpenApiDocument, OperationObject } from '@siteapi/document';
import { isJsonType, requestContent, type RequestFields } from '../parse/request-fields.ts';
import type { IrCallExample } from './types.ts';

// The Example Object: a call's examples, one request per example name.

function firstValue(examples: Record<string, ExampleObject> | undefined): unknown {
  for (const e of Object.values(examples ?? {})) {
    const found = exampleValue(e);
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
  // The examples of the media type the call sends, a named one given by `$ref` followed.
  const media = requestContent(rb?.content)?.media;
  const bodyExamples = media?.examples
    ? Object.fromEntries(Object.entries(media.examples).map(([name, e]) => [name, deref(doc, e, '').value as ExampleObject]))
    : undefined;
  const names = new Set<string>(Object.keys(bodyExamples ?? {}));
  for (const { param } of fields.params) for (const n of Object.keys(param.examples ?? {})) names.add(n);
  if (names.size === 0) names.add('default');
  return [...names].sort(sortDefaultFirst).map((name) => {
    const request: IrCallExample['request'] = { path: {}, query: {}, header: {} };
    for (const { param } of fields.params) {
      if (param.in === 'cookie') continue;
      const named = exampleValue(param.examples?.[name]);
      let value = named ? named.value : param.example;
      if (value === undefined && param.required) value = firstValue(param.examples) ?? sampleOf(doc, param.schema);
      // Only query names nest (`paging.limit` is the `paging` object); a path name like `service.id` is one key.
      if (value !== undefined) {
        if (param.in === 'query') setDotted(request.query, param.name, value);
        // The whole query string (OpenAPI 3.2; plain mode reads a form one as a query object, see querystring-parameters.ts).
        else if (param.in === 'querystring') Object.assign(request.query, value);
        else request[param.in][param.name] = value;
      }
    }
    if (fields.body) {
      const named = exampleValue(bodyExamples?.[name]);
      request.body = named
        ? named.value
        : (firstValue(bodyExamples) ??
          media?.example ??
          (isJsonType(fields.body.contentType) || /^application\/x-www-form-urlencoded\b/i.test(fields.body.contentType)
            ? sampleOf(doc, fields.body.schema)
            : undefined));
    }
    const summary = bodyExamples?.[name]?.summary ?? fields.params.map((p) => p.param.examples?.[name]?.summary).find(Boolean);
    return { name, summary, request };
  });
}

/**
 * A value a schema accepts, for a call that has no example (outside documents often have none): its own
 * examples, else one made up by Redoc's openapi-sampler, required fields only, read-only ones left out; a string
 * its `pattern` accepts where the sampler's does not match it.
 */
function sampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  let value: unknown;
  try {
    value = sample(schema as never, { skipReadOnly: true, skipNonRequired: true, quiet: true }, doc);
  } catch {
    return undefined;
  }
  // openapi-sampler makes "string" whatever a `pattern` says (GitHub's `version` path parameter takes `^\d+\.\d+\.\d+$`).
  const pattern = (deref(doc, schema).value as { pattern?: unknown } | undefined)?.pattern;
  if (typeof value !== 'string' || typeof pattern !== 'string') return value;
  try {
    return linearRegExp(pattern).test(value) ? value : (stringMatching(pattern) ?? value);
  } catch {
    // No regular expression at all: the schema's own problem, reported where schemas are checked.
    return value;
  }
}

function sortDefaultFirst(a: string, b: string): number {
  if (a === 'default') return -1;
  if (b === 'default') return 1;
  return a.localeCompare(b);
}

import { deref, escapePointer, exampleValue } from '@siteapi/document';
import type { ExampleObject, OpenApiDocument, OperationObject } from '@siteapi/document';
import type { RequestFields } from './request-fields.ts';
import type { CheckExample } from './validate-schemas.ts';

// The Example Objects of an operation: every required parameter, the body and a success response have one, and
// each matches its schema.

export function hasNamedExamples(doc: OpenApiDocument, examples: Record<string, ExampleObject> | undefined): boolean {
  return namedValues(doc, examples, '').length > 0;
}

/**
 * Each named example's value (`value`, or OpenAPI 3.2's `dataValue`) with the pointer of the key that holds it; an
 * example given by `$ref` (`#/components/examples/…`) is its target's, where it is written.
 */
function namedValues(doc: OpenApiDocument, examples: Record<string, ExampleObject> | undefined, at: string): { value: unknown; pointer: string }[] {
  return Object.entries(examples ?? {}).flatMap(([name, raw]) => {
    const { value: ex, pointer } = deref(doc, raw, `${at}/examples/${escapePointer(name)}`);
    const found = exampleValue(ex);
    return found ? [{ value: found.value, pointer: `${pointer}/${'value' in ex ? 'value' : 'dataValue'}` }] : [];
  });
}

export function checkOperationExamples(
  doc: OpenApiDocument,
  op: OperationObject,
  fields: RequestFields,
  pointer: string,
  label: string,
  checkExample: CheckExample,
  at: (pointer: string, message: string) => void,
): void {
  for (const { param, pointer: pp } of fields.params) {
    if (param.example !== undefined) checkExample(param.schema, `${pp}/schema`, param.example, `${pp}/example`);
    for (const ex of namedValues(doc, param.examples, pp)) checkExample(param.schema, `${pp}/schema`, ex.value, ex.pointer);
    if (param.required && param.example === undefined && !hasNamedExamples(doc, param.examples)) {
      at(pp, `${label}: required parameter '${param.name}' needs an example`);
    }
  }
  if (op.requestBody) {
    const rb = deref(doc, op.requestBody, `${pointer}/requestBody`);
    const media = rb.value?.content?.['application/json'];
    const mp = `${rb.pointer}/content/application~1json`;
    if (!media) at(rb.pointer, `${label}: the request body must have application/json content`);
    else if (!hasNamedExamples(doc, media.examples)) at(mp, `${label}: the request body needs named examples`);
    for (const ex of namedValues(doc, media?.examples, mp)) checkExample(media?.schema, `${mp}/schema`, ex.value, ex.pointer);
  }
  const success = Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
  if (success.length === 0) at(`${pointer}/responses`, `${label}: a success (2xx) response is required`);
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const r = deref(doc, response, `${pointer}/responses/${status}`);
    for (const [type, media] of Object.entries(r.value?.content ?? {})) {
      const mp = `${r.pointer}/content/${escapePointer(type)}`;
      if (/^2/.test(status) && type === 'application/json' && !hasNamedExamples(doc, media.examples)) {
        at(mp, `${label}: the ${status} response needs named examples`);
      }
      for (const ex of namedValues(doc, media.examples, mp)) checkExample(media.schema, `${mp}/schema`, ex.value, ex.pointer);
    }
  }
}

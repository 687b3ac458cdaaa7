import type { HttpMethod } from './http-methods.ts';
/** The slice of OpenAPI 3.1 and 3.2 this project reads, as loaded from YAML (not yet trusted: see validate-document.ts). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  title?: string;
  deprecated?: boolean;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  'x-media'?: MediaKind;
  'x-page-url'?: 'base-path' | 'url';
  'x-address'?: boolean;
  'x-geocode'?: boolean;
  'x-data-item-dates'?: boolean;
  'x-rich-content-compressed'?: string;
  [key: string]: unknown;
};

export type MediaKind = 'image' | 'video' | 'audio' | 'document';

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
  /** OpenAPI 3.2: the value as data (what `value` holds when it is absent), and as it is sent. */
  dataValue?: unknown;
  serializedValue?: string;
}

export interface ParameterObject {
  name: string;
  /** `querystring` (OpenAPI 3.2): the whole query string, from the one media type of `content`. */
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  style?: string;
  explode?: boolean;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
  content?: Record<string, MediaTypeObject>;
  $ref?: string;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  /** OpenAPI 3.2, sequential media (`text/event-stream`, `application/jsonl`): the schema of each item. */
  itemSchema?: JsonSchema;
  itemEncoding?: Record<string, unknown>;
  prefixEncoding?: Record<string, unknown>[];
  example?: unknown;
  examples?: Record<string, ExampleObject>;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
  $ref?: string;
}

export interface ResponseObject {
  /** OpenAPI 3.2. */
  summary?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
  $ref?: string;
}

export interface ArgumentDecl {
  name: string;
  value?: string;
  properties?: Record<string, string>;
  description?: string;
}

export interface ClientRules {
  maxBulkItems?: number;
  defaultPageSize?: number;
}

/** `x-get-form` on a POST: the body may travel as base64url JSON in one query parameter of a GET. */
export interface GetFormDecl {
  parameter: string;
  maxUrlLength: number;
}

/** `x-body-form` on a GET: the query may travel as the JSON body of a POST on the same path. */
export interface BodyFormDecl {
  maxQueryLength: number;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  'x-module'?: string;
  'x-method'?: string;
  'x-prefix'?: string;
  'x-arguments'?: ArgumentDecl[];
  'x-paging'?: 'none' | 'offset' | 'cursor';
  'x-errors'?: string[];
  /** Names of the document's webhooks a successful call triggers. */
  'x-emits'?: string[];
  'x-client-rules'?: ClientRules;
  'x-get-form'?: GetFormDecl;
  'x-body-form'?: BodyFormDecl;
  'x-idempotent'?: boolean;
  'x-query-builder'?: { items: string; pagingMetadata: string };
  'x-unwrap'?: string;
  /** The operationId of the call this operation is another form of (not a call of its own). */
  'x-form-of'?: string;
  /** Plain mode only: the document's operationId, when the call had to be named otherwise. */
  'x-original-operation-id'?: string;
  'x-event'?: { type: string };
  [key: string]: unknown;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  /** OpenAPI 3.2: operations of other methods, by the method as sent (`PURGE`). */
  additionalOperations?: Record<string, OperationObject>;
  parameters?: ParameterObject[];
  summary?: string;
  description?: string;
};

export interface ErrorCatalogueEntry {
  status?: number;
  message: string;
  description?: string;
  clientCode?: string;
}

export interface OpenApiDocument {
  openapi: string;
  jsonSchemaDialect?: string;
  info: { title: string; version: string; description?: string };
  /** Relative references resolve against it (OpenAPI 3.2; the loader rewrites them as it reads the file). */
  $self?: string;
  servers?: { url: string; description?: string; name?: string }[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
    [key: string]: unknown;
  };
  /** `summary`, `parent` (nesting) and `kind` since OpenAPI 3.2. */
  tags?: { name: string; description?: string; summary?: string; parent?: string; kind?: string }[];
  'x-service': { name: string; prefix: string; host?: string; sitePaths?: Record<string, string> };
  'x-error-catalogue'?: Record<string, ErrorCatalogueEntry>;
  'x-client-rules'?: ClientRules;
  [key: string]: unknown;
}

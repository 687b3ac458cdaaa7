// The parts of the bundled OpenAPI 3.1 document (generated/openapi.json) the explorer reads.

export type JsonSchema = Record<string, unknown>;

export interface ExampleObject {
  summary?: string;
  value?: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
  examples?: Record<string, ExampleObject>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaTypeObject> }>;
  'x-service'?: string;
  'x-module'?: string;
  'x-paging'?: string;
  'x-errors'?: string[];
  /** The bundled operationId of the call this operation is another form of. */
  'x-form-of'?: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[] };

export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string };
  paths?: Record<string, PathItemObject>;
  components?: { schemas?: Record<string, JsonSchema>; [key: string]: unknown };
}

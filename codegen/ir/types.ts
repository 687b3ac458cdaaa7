import type { HttpMethod } from '@siteapi/document';
/**
 * The generator's typed, normalised model. Emitters read only this; defaults are resolved here once
 * (paging 'none', argument requiredness, success status, client rules merged from document and operation).
 */

// Conversion plans are the runtime's: it applies exactly what the generator builds (one definition, there).
import type { ConverterName, PaginationSpec, ParamStyle, Plan, PlanLeaf, SecurityScheme } from '@siteapi/runtime/generated';

export type { ConverterName, PaginationSpec, ParamStyle, Plan, PlanLeaf, SecurityScheme };
/** A plan while the IR builds it: the runtime's `Plan`, writable. */
export type PlanDraft = { -readonly [K in keyof Plan]: Plan[K] };

/** A value TypeScript spells as a literal type. */
export type IrLiteral = string | number | boolean | null;

export type IrType =
  | { kind: 'ref'; name: string }
  | { kind: 'primitive'; type: 'string' | 'number' | 'integer' | 'boolean' | 'null' }
  | { kind: 'literal'; values: IrLiteral[] }
  | { kind: 'array'; items: IrType }
  /** `lazyMap`: the map is on a loop of type aliases, and prints as an index signature (see alias-recursion.ts). */
  | { kind: 'object'; properties: IrProperty[]; additional?: IrType; lazyMap?: boolean }
  | { kind: 'union'; members: IrType[] }
  | { kind: 'intersection'; members: IrType[] }
  | { kind: 'converted'; converter: ConverterName }
  /** Bytes: a `Blob` in requests and answers (a file in a form, an octet-stream body). */
  | { kind: 'binary' }
  | { kind: 'void' }
  | { kind: 'unknown' };

export interface IrProperty {
  name: string;
  type: IrType;
  required: boolean;
  description?: string;
  deprecated?: boolean;
}

export interface IrNamedType {
  name: string;
  description?: string;
  type: IrType;
  /** A string enumeration, emitted as a `const` object and a union type. */
  enumValues?: string[];
  /** The type for requests (`<Name>Writable`: no readOnly fields) when it differs, and its name. */
  writable?: IrType;
  writableName?: string;
}

export type FieldLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** One request field an argument carries: `query.paging` (group `paging.*`), `body.query`, or the whole `body`. */
export interface IrFieldRef {
  location: FieldLocation;
  /** Parameter name, dotted group prefix or body property; '' for the whole body. */
  name: string;
}

export interface IrArgument {
  name: string;
  description?: string;
  required: boolean;
  /** The argument is one field ... */
  value?: IrFieldRef;
  /** ... or an object whose properties are fields. */
  properties?: { name: string; field: IrFieldRef; required: boolean; type: IrType; description?: string }[];
  type: IrType;
  /** Name of the emitted type of a `properties` argument (e.g. `ListPostsOptions`). */
  typeName?: string;
}

export interface IrCallExample {
  name: string;
  summary?: string;
  /** The request; the runtime's `argumentsFromRequest` gives the positional arguments that send it. */
  request: { path: Record<string, unknown>; query: Record<string, unknown>; header: Record<string, unknown>; body?: unknown };
}

export interface IrClientRules {
  maxBulkItems?: number;
  defaultPageSize?: number;
}

/** The body sent as base64url JSON in a query parameter of a GET, while the final URL stays within `maxUrlLength`. */
export interface IrGetForm {
  parameter: string;
  maxUrlLength: number;
}

/** The query sent as the JSON body of a POST on the same path once the query string is longer than `maxQueryLength`. */
export interface IrBodyForm {
  maxQueryLength: number;
}

export interface IrOperation {
  operationId: string;
  /** Plain mode: the document's own operationId when the call had to be named otherwise (`get-thing` for `getThing2`). */
  originalOperationId?: string;
  module: string;
  /** The method's name in its module: `x-method`, else the operationId. */
  sdkName: string;
  /** The path prefix of this call: `x-prefix`, else the service's. */
  prefix: string;
  /** `GET`, `QUERY`; a method of `additionalOperations` (OpenAPI 3.2) as written (`PURGE`). */
  method: Uppercase<HttpMethod> | (string & {});
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  args: IrArgument[];
  /** The success answer's SDK type and the name it is emitted under. */
  response: { type: IrType; typeName: string };
  /** Applied to `{ query, body }` before sending (SDK → wire). */
  requestPlan?: Plan;
  /** Applied to the parsed success body (wire → SDK). */
  responsePlan?: Plan;
  /** Whether the response plan expands compressed content (asynchronous decoding). */
  responseAsync: boolean;
  /** How the call pages, whatever the document's dialect (see `IrPaging`). */
  paging: IrPaging;
  errors: string[];
  /** `x-emits`: the events a successful call triggers, as their handlers (`bookings.onBookingConfirmed`) and types. */
  emits: { handler: string; type: string }[];
  clientRules: IrClientRules;
  /** `x-get-form`: the GET this call is sent as while the URL is short enough. */
  getForm?: IrGetForm;
  /** `x-body-form`: the POST this GET is sent as once its query string is too long. */
  bodyForm?: IrBodyForm;
  /** `x-idempotent`: a non-GET call that is safe to send again. */
  idempotent: boolean;
  /** The `Idempotency-Key` header parameter it declares, by its name: the runtime sends one key per call, in every attempt. */
  idempotencyKey?: string;
  /** `x-unwrap`: the call resolves to this property of its answer. */
  unwrap?: { property: string; type: IrType; required: boolean };
  /** `x-query-builder`: given no query, the call returns a builder of these items. */
  queryBuilder?: IrQueryBuilder;
  /** A success answer in a sequential media type (stream-answer.ts): the call resolves to a `Stream` of these items. */
  stream?: IrStream;
  /** Parameters sent in OpenAPI's style where it differs from the platform's wire form, by field (`query.filter`). */
  params?: Record<string, ParamStyle>;
  /** The request body's media type when it is not JSON. */
  contentType?: string;
  /** The success answer when it is not JSON. */
  answer?: 'text' | 'binary';
  /** The call's security requirement when it is not the service's. */
  security?: string[][];
  /** Payloads of the requests it makes to the caller's server (`callbacks`), emitted as `<Call><Name>Callback`. */
  callbacks?: { typeName: string; name: string; expression: string; method: string; type: IrType; plan?: Plan }[];
  /** The error answers it declares with a JSON body (`404`, `4XX`, `default`), emitted as `<Call>Errors`. */
  errorAnswers?: { typeName: string; answers: { status: string; type: IrType }[] };
  examples: IrCallExample[];
}

/** A streamed answer: its media type, one item's type and plan, and what chooses it. */
export interface IrStream {
  /** The sequential media type as the document names it (`text/event-stream`, `application/jsonl`, ...). */
  mediaType: string;
  /** The status declares no JSON answer beside it: every answer is the stream. */
  only: boolean;
  /** Server-sent events whose items are whole events (an OpenAPI 3.2 `itemSchema`), not their `data`. */
  events: boolean;
  /** With `events`: each event's `data` is JSON text, parsed. */
  jsonData: boolean;
  itemType: IrType;
  /** The item type's name: its component's, or one the module file declares (`declared`). */
  itemTypeName: string;
  declared: boolean;
  /** Applied to each parsed item (wire → SDK). */
  plan?: Plan;
  /** The request body's boolean `stream`: which argument carries it, and the properties that lead to it. */
  chooser?: { arg: number; path: string[] };
}

export interface IrEvent {
  name: string;
  operationId: string;
  module: string;
  type: string;
  description?: string;
  payload: IrType;
  /** The payload's type name when it is no component (`<Name>Event`). */
  typeName?: string;
  plan?: Plan;
}

export interface IrError {
  code: string;
  /** Absent for errors the client raises itself. */
  status?: number;
  message: string;
  description?: string;
  /** The code the SDK reports for this server code (`emailAlreadyExists` for -19995). */
  clientCode?: string;
}

export interface IrService {
  name: string;
  /** spec/<file>, for the do-not-edit header. */
  file: string;
  title: string;
  description?: string;
  prefix: string;
  host: string;
  /** `x-service.sitePaths`: API path prefixes → the prefixes a site's own host serves them under. */
  sitePaths?: Record<string, string>;
  /** The document's servers as written (variables and all), which a docs site shows. */
  servers: IrServer[];
  /** Whether the document speaks the platform dialect: its calls follow the platform's rules (runtime/platform.ts). */
  platform: boolean;
  types: IrNamedType[];
  operations: IrOperation[];
  events: IrEvent[];
  errors: IrError[];
  clientRules: IrClientRules;
  /** `components.securitySchemes` and the document's `security`, when it declares schemes. */
  security?: { schemes: Record<string, SecurityScheme>; requirements: string[][] };
  /**
   * Plans of component schemas, dependencies first. Operation and event plans hold these very objects where a
   * field has the component's type, so emitters can print each once and refer to it by name.
   */
  plans: { name: string; plan: Plan }[];
  /** The names of the service's own types (service-info.ts). */
  /** Names the service's files export beside the component types: the error code union, the error catalogue constant, the credentials. */
  typeNames: { errorCode: string; errors: string; credentials?: string };
}

/**
 * How a call pages, one field for both dialects: `none`; the platform's query paging (`x-paging`: `offset` or
 * `cursor`, the request's `paging` or `cursorPaging` and the answer's paging metadata, which the runtime's
 * `QueryResult` walks, and a builder with it when the call has `x-query-builder`); or a list call of a plain
 * document, paged as the document declares or shows it (pagination.ts): the call resolves to a `Page`.
 */
export type IrPaging = 'none' | 'offset' | 'cursor' | IrListPaging;

/** A plain document's list call: the declaration the runtime's paging engine reads, and the items' type. */
export interface IrListPaging {
  spec: PaginationSpec;
  itemType: IrType;
}

/** A server of the document, as OpenAPI writes it. */
export interface IrServer {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}

/** A query call's builder (`x-query-builder`): where its answer keeps the items and the paging metadata. */
export interface IrQueryBuilder {
  items: string;
  pagingMetadata: string;
  /** The items' SDK type. */
  itemType: IrType;
}

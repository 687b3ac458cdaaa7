// What the build-time catalogue (explorer/vite/) hands the app: a slim list of every operation for the
// first paint and search, and one detail module per operation with the schemas it needs, loaded on demand.

export type JsonSchema = Record<string, unknown>;

export interface ServiceSummary {
  name: string;
  title: string;
  /** Whether its document speaks the platform dialect, as the generator's model says (operations.json's `platform`). */
  platform: boolean;
  /**
   * A document's own site (a bundle of one document): the path its first server puts before each of its paths, which
   * the catalogue's paths carry (`/_mock/docs/openapi/museum-api`, OpenAI's `/v1`; `''` for none). The site shows each
   * path as the document writes it, and a live target as a server URL.
   */
  base?: string;
  /**
   * Its tags' headings (`CatalogueEntry.tagPath`) in the document's order: `x-tagGroups` first, each tag's 3.2
   * children after it, then the other tags as declared, then tags only operations name; untagged operations come last.
   */
  tagOrder?: { tag: string; path: string[] }[];
  /** Its webhooks, in the document's order, for the sidebar's own section. */
  webhooks?: WebhookSummary[];
}

/** A webhook in the sidebar: its page is `?webhook=<name>`. */
export interface WebhookSummary {
  /** The bundled name, `<service>.<name>`; unique. */
  name: string;
  method: string;
  summary?: string;
}

/** One operation, without schemas: enough to list, search and deep-link it. */
export interface CatalogueEntry {
  /** The bundled operationId, `<service>.<operationId>` (e.g. `blog.listPosts`); unique. */
  id: string;
  service: string;
  module: string;
  /** The operationId without the service (`listPosts`): what the generated call declares. */
  operationId: string;
  /**
   * The document's own operationId when its words differ from the catalogue's (`get-thing` for `getThing2`), for
   * search; one with the same words (`repos/get` for `reposGet`) is found through the name.
   */
  originalOperationId?: string;
  method: string;
  /** The path as sent, with the service prefix (`/blog/v3/posts`). */
  path: string;
  summary?: string;
  /**
   * Words of the description's first sentence that the summary, operationId and path do not have (space-separated,
   * lower case, a dozen at most), for search: the first paint carries what the sentence adds, not the sentence.
   */
  keywords?: string;
  deprecated: boolean;
  /** Parameter names (`paging.limit`), for search. */
  params: string[];
  /** Property names of the request body, a few levels deep, for search. */
  fields: string[];
  /**
   * Where the sidebar lists it by the document's tags: the titles from the outermost `x-tagGroups` group through 3.2's
   * `parent`s to its own tag (`['AI', 'Chat']`), a tag titled by its `summary` (3.2), else `x-displayName`, else its
   * name; `[]` for an untagged operation of a document's own site. Absent where the module groups it (the platform's
   * services bundled together).
   */
  tagPath?: string[];
}

/** `querystring` (OpenAPI 3.2): the whole query string from one schema; a generated bundle carries it as a form `query` object. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

export interface ParameterInfo {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: JsonSchema;
  /** Its `example`, or its first named example's value. */
  example?: unknown;
}

/** A named example of a body (a lone `example` is named `example`), a `$ref` followed; a value over 64 kB is left out. */
export interface ExampleInfo {
  name: string;
  summary?: string;
  value?: unknown;
}

/** One media type of a body's `content`: its schema (when declared) and examples. */
export interface MediaInfo {
  mediaType: string;
  schema?: JsonSchema;
  examples: ExampleInfo[];
}

export interface ResponseInfo {
  /** `200`, `404`, `4XX` or `default`. */
  status: string;
  description?: string;
  /** The JSON body's schema (`application/json`, a JSON type or `*\/*`), when the response has one. */
  schema?: JsonSchema;
  /** The JSON body's media type (`application/json`, `*\/*`, …), with `schema`. */
  mediaType?: string;
  /** The other media types the status answers with (XML, text, binary), each with its schema; streams are `stream`. */
  others?: { mediaType: string; schema?: JsonSchema }[];
  /** Named examples of the JSON body (a lone `example` is named `example`); a value over 64 kB is left out. */
  examples: { name: string; summary?: string; value?: unknown }[];
  /** A stream the status answers (alone, or beside JSON as OpenAI's chat completions do). */
  stream?: StreamInfo;
  /** The headers it declares, in the document's order (absent when none). */
  headers?: HeaderInfo[];
}

/** A response header: its name, schema and the words beside it (a header's example is its own or its schema's). */
export interface HeaderInfo {
  name: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

/** A streamed answer: a sequential media type and one item's schema. */
export interface StreamInfo {
  /** `text/event-stream`, `application/jsonl`, `application/x-ndjson` or `application/json-seq`. */
  mediaType: string;
  /**
   * One item: OpenAPI 3.2's `itemSchema` (for server-sent events, the event with its `data`), else the media type's
   * `schema` (one event's JSON `data`, or one line; an array schema's `items` for lines and sequences).
   */
  item: JsonSchema;
  /** Whether `item` is the whole server-sent event (3.2's `itemSchema`) rather than its JSON `data`. */
  events: boolean;
}

/** A webhook event an operation triggers. */
export interface EventInfo {
  /** The bundled webhook name, `<service>.<name>` (e.g. `bookings.bookingCreated`). */
  name: string;
  /** The SDK's handler (`bookings.onBookingCreated`), as the generator models the event (operations.json). */
  handler?: string;
  /** The event type it arrives with, as the generator models it. */
  type?: string;
  summary?: string;
  /** The component schema of its payload, when the body is one (`bookings.BookingCreatedEvent`). */
  payload?: string;
}

export interface ArgumentInfo {
  name: string;
  required: boolean;
}

/** Everything about one operation the request builder and the response checks need. */
/** An `externalDocs` object: documentation elsewhere (its URL is shown as a link only when http(s)). */
export interface ExternalDocs {
  url: string;
  description?: string;
}

/** The request body: the media type it is sent in (as the generated call sends it), and every one it may be. */
export interface RequestBodyInfo {
  required: boolean;
  description?: string;
  /** The media type sent (`application/json`, `application/x-www-form-urlencoded`, `multipart/form-data`, …). */
  mediaType: string;
  /** Its schema (`{}` when it declares none). */
  schema: JsonSchema;
  /** Its examples, by name: the request examples the builder and snippets start from. */
  examples: ExampleInfo[];
  /** Every media type of the body's `content`, in the document's order, the one sent among them. */
  contents: MediaInfo[];
}

export interface OperationDetail {
  id: string;
  description?: string;
  externalDocs?: ExternalDocs;
  parameters: ParameterInfo[];
  requestBody?: RequestBodyInfo;
  responses: ResponseInfo[];
  /** Catalogue codes the operation may answer with, as the generator models them (sorted). */
  errors: string[];
  /** The events a successful call triggers, as the generator models them. */
  events: EventInfo[];
  /** The generated call's positional arguments, required as the generator resolves them, for the call signature. */
  arguments: ArgumentInfo[];
  /** Every component schema the schemas above reach, by name (`blog.Post`); refs stay `#/components/schemas/<name>`. */
  schemas: Record<string, JsonSchema>;
}

/** One component schema in the models index: its service, and the operations that use it (directly or inside). */
export interface ModelSummary {
  /** The bundled component name, `<service>.<Name>` (e.g. `blog.Post`). */
  name: string;
  service: string;
  /** The first sentence of its description. */
  summary?: string;
  /** `CatalogueEntry.id`s of the operations whose parameters, body or answers reach it. */
  usedBy: string[];
  /** When it is an event's payload: the event's handler and the operations that emit it (`x-emits`). */
  emittedBy?: { event: string; operations: string[] };
  /** Its own property names (allOf members' included), for search and field links. */
  fields: string[];
}

/** A model's own chunk: its schema and every component schema it reaches. */
export interface ModelDetail {
  name: string;
  schema: JsonSchema;
  schemas: Record<string, JsonSchema>;
}

/** The document as a whole, for the explorer's first page: `info`, `servers`, `externalDocs` and the security schemes. */
export interface ApiOverview {
  title: string;
  version?: string;
  summary?: string;
  /** Markdown. */
  description?: string;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; identifier?: string; url?: string };
  /** As the document writes them (a bundle of one document), with their variables. */
  servers: ServerInfo[];
  externalDocs?: ExternalDocs;
  securitySchemes: SecuritySchemeInfo[];
  /** The document's tags, each with its page (`?tag=<name>`). */
  tags: TagInfo[];
  /** The document's webhooks, each with its page (`?webhook=<name>`). */
  webhooks: WebhookInfo[];
}

export interface TagInfo {
  name: string;
  /** Its heading in the sidebar, the tag's title last (`CatalogueEntry.tagPath`). */
  path: string[];
  /** Markdown. */
  description?: string;
  externalDocs?: ExternalDocs;
}

export interface WebhookInfo extends WebhookSummary {
  /** Markdown. */
  description?: string;
  /** The component schema of its JSON payload, when the payload is one (`gallery.Ticket`). */
  payload?: string;
  /** Its JSON payload's schema, when written in place, with the component schemas it reaches. */
  schema?: JsonSchema;
  schemas: Record<string, JsonSchema>;
}

export interface ServerInfo {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string }[];
}

/** A security scheme by name: its type and where its key goes (apiKey), its HTTP scheme, or its OAuth flows. */
export interface SecuritySchemeInfo {
  name: string;
  type: string;
  description?: string;
  /** apiKey: `header`, `query` or `cookie`, and the parameter's name. */
  in?: string;
  parameterName?: string;
  /** http: `bearer`, `basic`, … and the bearer token's format. */
  scheme?: string;
  bearerFormat?: string;
  openIdConnectUrl?: string;
  /** oauth2: one per flow declared, in the document's order. */
  flows: OAuthFlowInfo[];
}

export interface OAuthFlowInfo {
  /** `implicit`, `password`, `clientCredentials`, `authorizationCode`, or OpenAPI 3.2's `deviceAuthorization`. */
  flow: string;
  authorizationUrl?: string;
  /** The device flow's endpoint (RFC 8628), where a device asks for its user code. */
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: { name: string; description: string }[];
}

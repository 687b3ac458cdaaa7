// Splits the bundled OpenAPI document (generated/src/openapi.json, 4 MB) into what the explorer loads: a slim
// catalogue for the first paint and one detail per operation with the component schemas it reaches.
// Build-time only (the Vite plugin next to it); the app never sees the whole document.
// What the generator models of each call (its service, module, arguments, errors and events) comes from the
// generator's operations.json files (`@siteapi/codegen/operations`), not from the dialect's extensions on the bundle:
// the bundle is read only for what OpenAPI itself says (parameters, bodies, answers, schemas, tags, servers).
import type {
  ApiOverview,
  ArgumentInfo,
  CatalogueEntry,
  EventInfo,
  ExternalDocs,
  ExampleInfo,
  HeaderInfo,
  JsonSchema,
  MediaInfo,
  ModelDetail,
  ModelSummary,
  OAuthFlowInfo,
  OperationDetail,
  ParameterInfo,
  RequestBodyInfo,
  ResponseInfo,
  SecuritySchemeInfo,
  ServerInfo,
  ServiceSummary,
  StreamInfo,
  TagInfo,
  WebhookInfo,
  WebhookSummary,
} from '../src/catalogue/types.ts';
import { plainText } from '../src/docs/plain-text.ts';
import { STOP_WORDS, searchWords } from '../src/search/words.ts';
import {
  escapePointer,
  exampleValue,
  deref as followRef,
  isJsonMediaType,
  type Node,
  operations,
  type ParameterView,
  pathItemOperationsOf,
  refKeys,
  requestMediaType,
} from '@siteapi/document';
import { sequentialMediaType } from '@siteapi/runtime/generated';
import { bundledName, type ModelledEvent, type ModelledOperation, type ServiceOperations } from '@siteapi/codegen/operations';

const SCHEMA_REF = '#/components/schemas/';
/** Body field names collected for search: deep enough for `paging.limit`, bounded for huge bodies. */
const FIELD_DEPTH = 3;
const MAX_FIELDS = 60;
/** The description's first sentence is searched too; cut so that a long one does not weigh on the first paint. */
const MAX_DESCRIPTION = 120;
/** Description words kept per operation. */
const MAX_KEYWORDS = 12;
/** Words of descriptions that say nothing about the operation, beside the search's stop words. */
const COMMON_WORDS = new Set(['are', 'be', 'this', 'that', 'it', 'you', 'your', 'can', 'will', 'if', 'as']);
/** Examples larger than this (JSON characters) stay out of an operation's chunk; the mock still answers with them. */
const MAX_EXAMPLE = 64_000;

export interface SlimDocument {
  services: ServiceSummary[];
  catalogue: CatalogueEntry[];
  detail(id: string): OperationDetail | undefined;
  /** Every component schema, with the operations that reach it (computed on first use). */
  models(): ModelSummary[];
  model(name: string): ModelDetail | undefined;
  /** The document's info, servers, externalDocs and security schemes, for the first page. */
  overview(): ApiOverview;
}

interface Located {
  entry: CatalogueEntry;
  operation: Node;
  parameters: ParameterInfo[];
  /** What the generator models of the call; absent for a document read without its model. */
  modelled?: ModelledOperation;
}

/** The generator's model of a bundle, indexed: its services, their calls and their webhooks by the bundle's names. */
interface Model {
  services: ReadonlyMap<string, ServiceOperations>;
  operations: ReadonlyMap<string, { service: string; operation: ModelledOperation }>;
  events: ReadonlyMap<string, { service: string; event: ModelledEvent }>;
}

function indexModel(model: readonly ServiceOperations[] | undefined): Model | undefined {
  if (!model) return undefined;
  return {
    services: new Map(model.map((s) => [s.service, s])),
    operations: new Map(model.flatMap((s) => s.operations.map((operation) => [operation.id, { service: s.service, operation }] as const))),
    events: new Map(model.flatMap((s) => s.events.map((event) => [event.name, { service: s.service, event }] as const))),
  };
}

/**
 * The explorer's view of a bundle and the generator's model of it (every service's operations.json): the calls the
 * generator made, in the document's order. Without a model (a document no generator run modelled) every operation is
 * listed as written, under its first tag, with no arguments, errors or events.
 */
export function slimDocument(document: Node, generated?: readonly ServiceOperations[]): SlimDocument {
  const model = indexModel(generated);
  const located = new Map<string, Located>();
  const tags = tagTree(document, model);
  const tagPath = tags.pathOf;
  for (const view of operations(document)) {
    const { operation, method, path } = view;
    const found = model && view.operationId !== undefined ? model.operations.get(view.operationId) : undefined;
    // What the generator made no call of (another form of a call, sent by that call) is not listed.
    if (model && !found) continue;
    const id = view.operationId ?? `${method} ${path}`;
    const service = found?.service ?? (operation.tags as string[] | undefined)?.[0] ?? 'other';
    const parameters = parameterInfos(view.parameters);
    const operationId = found?.operation.operationId ?? id;
    // Search finds a name by its words (`repos/get` is reposGet's): only an original with other words is carried.
    const original = found?.operation.originalOperationId;
    const carried = original !== undefined && searchWords(original).join(' ') !== searchWords(operationId).join(' ') ? original : undefined;
    const sentence = typeof operation.description === 'string' ? firstSentence(operation.description) : undefined;
    const summary = typeof operation.summary === 'string' ? operation.summary : undefined;
    const keywords = sentence ? newWords(sentence, [summary ?? '', id, path]) : undefined;
    const entry: CatalogueEntry = {
      id,
      service,
      module: found?.operation.module ?? 'other',
      operationId,
      ...(carried ? { originalOperationId: carried } : {}),
      method: method.toUpperCase(),
      path,
      ...(typeof operation.summary === 'string' ? { summary: operation.summary } : {}),
      ...(keywords ? { keywords } : {}),
      deprecated: operation.deprecated === true,
      params: parameters.map((p) => p.name),
      fields: bodyFieldNames(document, requestBodySchema(document, operation)),
      ...tagPath((operation.tags as unknown[] | undefined)?.[0]),
    };
    located.set(id, { entry, operation, parameters, ...(found ? { modelled: found.operation } : {}) });
  }
  // A model and a bundle of different runs would show some calls and silently drop others.
  const missing = [...(model?.operations.keys() ?? [])].filter((id) => !located.has(id));
  if (missing.length > 0) {
    throw new Error(
      `the generator's model (operations.json) names ${missing.length === 1 ? 'a call' : `${missing.length} calls`} the document does not have (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): the two are not from one generate run; generate again`,
    );
  }
  let models: ModelSummary[] | undefined;
  return {
    services: serviceSummaries(document, located, tags, model),
    catalogue: [...located.values()].map((l) => l.entry),
    detail(id) {
      const found = located.get(id);
      return found ? buildDetail(document, found, model) : undefined;
    },
    models() {
      return (models ??= buildModels(document, located, model));
    },
    model(name) {
      const all = ((document.components as Node | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
      if (!Object.hasOwn(all, name)) return undefined;
      return { name, schema: all[name]!, schemas: reachableSchemas(document, [all[name]]) };
    },
    overview() {
      return buildOverview(document, tags, model);
    },
  };
}

/** The first sentence of Markdown as plain text (links, code and emphasis marks dropped), at most MAX_DESCRIPTION characters. */
export function firstSentence(markdown: string): string | undefined {
  // Only the head is read: a description may be megabytes long.
  const plain = plainText(markdown.slice(0, MAX_DESCRIPTION * 4));
  const sentence = plain.split(/(?<=[.!?])\s/)[0] ?? '';
  if (sentence.length <= MAX_DESCRIPTION) return sentence || undefined;
  const cut = sentence.slice(0, MAX_DESCRIPTION);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_DESCRIPTION / 2 ? cut.slice(0, space) : cut}…`;
}

/** The words of `sentence`, lower case, that none of `known` has and that are worth searching by. */
function newWords(sentence: string, known: string[]): string | undefined {
  const seen = new Set(known.flatMap(searchWords));
  const out: string[] = [];
  for (const word of searchWords(sentence)) {
    if (out.length >= MAX_KEYWORDS) break;
    if (seen.has(word) || STOP_WORDS.has(word) || COMMON_WORDS.has(word) || word.length < 2) continue;
    seen.add(word);
    out.push(word);
  }
  return out.length > 0 ? out.join(' ') : undefined;
}

function buildModels(document: Node, located: Map<string, Located>, model: Model | undefined): ModelSummary[] {
  const all = ((document.components as Node | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  const usedBy = new Map<string, string[]>();
  const emittedBy = new Map<string, { event: string; operations: string[] }>();
  for (const [id, found] of located) {
    const detail = buildDetail(document, found, model);
    for (const name of Object.keys(detail.schemas)) {
      const list = usedBy.get(name) ?? [];
      list.push(id);
      usedBy.set(name, list);
    }
    for (const event of detail.events) {
      if (!event.payload) continue;
      const entry = emittedBy.get(event.payload) ?? { event: event.handler ?? event.name, operations: [] };
      entry.operations.push(id);
      emittedBy.set(event.payload, entry);
    }
  }
  // A component is its service's when the bundle's name for it starts with the service's (`blog.Post`).
  const services = [...(model?.services.keys() ?? [])];
  return Object.keys(all)
    .sort()
    .map((name) => {
      const description = typeof all[name]?.description === 'string' ? (all[name]!.description as string) : undefined;
      const summary = description?.split(/(?<=\.)\s/)[0];
      return {
        name,
        service: services.find((service) => name.startsWith(bundledName(service, ''))) ?? 'other',
        ...(summary ? { summary } : {}),
        usedBy: usedBy.get(name) ?? [],
        ...(emittedBy.has(name) ? { emittedBy: emittedBy.get(name)! } : {}),
        fields: ownFields(document, all[name]),
      };
    });
}

function serviceSummaries(document: Node, located: Map<string, Located>, tagTree: TagTree, model: Model | undefined): ServiceSummary[] {
  const tags = new Map(((document.tags ?? []) as { name: string; description?: string }[]).map((t) => [t.name, t.description]));
  // A document's own site lists its webhooks in a section of their own; the platform's are shown with the calls that emit them.
  const hooks = tagTree.single ? webhookSummaries(document, model) : [];
  const names = new Set([...located.values()].map((l) => l.entry.service));
  for (const hook of hooks) names.add(hook.service);
  return [...names].sort().map((name) => {
    const own = hooks.filter((hook) => hook.service === name).map(({ service: _, ...hook }) => hook);
    return {
      name,
      title: model?.services.get(name)?.title ?? tags.get(name) ?? name,
      // The generator's one flag; a document no generator run modelled is a plain one.
      platform: model?.services.get(name)?.platform ?? false,
      ...(tagTree.single ? { base: model?.services.get(name)?.prefix ?? '', tagOrder: tagTree.order } : {}),
      ...(own.length > 0 ? { webhooks: own } : {}),
    };
  });
}

/** Each webhook's name, first method and summary, with its service (the model's, else `other`). */
function webhookSummaries(document: Node, model: Model | undefined): (WebhookSummary & { service: string })[] {
  const seen = new Set<string>();
  return operations(document, 'webhooks').flatMap(({ path: name, method, operation }) => {
    // A webhook with several methods is listed once, by its first.
    if (seen.has(name)) return [];
    seen.add(name);
    const service = model?.events.get(name)?.service ?? 'other';
    return [{ name, method: method.toUpperCase(), ...field('summary', operation.summary), service }];
  });
}

function buildDetail(document: Node, { entry, operation, parameters, modelled }: Located, model: Model | undefined): OperationDetail {
  const body = deref(document, operation.requestBody) as Node | undefined;
  const bodySchema = requestBodySchema(document, operation);
  const responses: ResponseInfo[] = Object.entries((operation.responses ?? {}) as Record<string, unknown>).map(([status, raw]) => {
    const response = (objectAt(deref(document, raw)) ?? {}) as Node;
    const content = objectAt(response.content) ?? {};
    const jsonType = jsonMediaType(Object.keys(content));
    const media = jsonType === undefined ? undefined : objectAt(content[jsonType]);
    const stream = streamInfo(document, response);
    // Every other media type with its schema (XML, text, a file); a stream is shown as one.
    const others = Object.entries(content).flatMap(([mediaType, raw]) => {
      if (mediaType === jsonType || sequentialMediaType(mediaType) !== undefined) return [];
      const schema = objectAt(objectAt(raw)?.schema);
      return [{ mediaType, ...(schema ? { schema: schema as JsonSchema } : {}) }];
    });
    const headers = headerInfos(document, response.headers);
    return {
      status,
      ...(typeof response.description === 'string' ? { description: response.description } : {}),
      ...(media?.schema ? { schema: media.schema as JsonSchema, mediaType: jsonType } : {}),
      ...(others.length > 0 ? { others } : {}),
      examples: media ? examplesOf(document, media) : [],
      ...(stream ? { stream } : {}),
      ...(headers.length > 0 ? { headers } : {}),
    };
  });
  const args: ArgumentInfo[] = (modelled?.arguments ?? []).map((a) => ({ name: a.name, required: a.required }));
  const own: OperationDetail = {
    id: entry.id,
    ...(typeof operation.description === 'string' ? { description: operation.description } : {}),
    ...externalDocsOf(operation.externalDocs),
    parameters,
    ...(body ? { requestBody: requestBodyInfo(document, body, bodySchema) } : {}),
    responses,
    errors: [...(modelled?.errors ?? [])],
    events: (modelled?.events ?? []).map((name) => eventInfo(document, name, model?.events.get(name)?.event)),
    arguments: args,
    schemas: {},
  };
  own.schemas = reachableSchemas(document, [own.parameters, own.requestBody, own.responses]);
  return own;
}

/** A body's media types, each with its schema and examples, and the one the generated call sends. */
function requestBodyInfo(document: Node, body: Node, schema: JsonSchema | undefined): RequestBodyInfo {
  const content = objectAt(body.content) ?? {};
  const contents: MediaInfo[] = Object.entries(content).map(([mediaType, raw]) => {
    const media = objectAt(raw) ?? {};
    const own = objectAt(media.schema);
    return { mediaType, ...(own ? { schema: own as JsonSchema } : {}), examples: examplesOf(document, media) };
  });
  const sent = contents.find((c) => c.mediaType === requestMediaType(Object.keys(content)));
  return {
    required: body.required === true,
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    mediaType: sent?.mediaType ?? 'application/json',
    schema: schema ?? {},
    examples: sent?.examples ?? [],
    contents,
  };
}

/** A media type's examples by name, each `$ref` followed; a lone `example` is named `example`. */
function examplesOf(document: Node, media: Node): ExampleInfo[] {
  const named = Object.entries(objectAt(media.examples) ?? {}).map(([name, raw]) => {
    const example = objectAt(deref(document, raw)) ?? {};
    const value = exampleValue(example)?.value;
    return { name, ...(typeof example.summary === 'string' ? { summary: example.summary } : {}), ...(readable(value) ? { value } : {}) };
  });
  if (named.length > 0 || !('example' in media)) return named;
  return [{ name: 'example', ...(readable(media.example) ? { value: media.example } : {}) }];
}

/** The JSON media type of a response's content: `application/json`, else a JSON type, else `*\/*` (taken as JSON). */
function jsonMediaType(types: string[]): string | undefined {
  return types.find((t) => t === 'application/json') ?? types.find((t) => isJsonMediaType(t)) ?? types.find((t) => t === '*/*');
}

/** The stream a response answers, when one of its media types is sequential: its item's schema. */
function streamInfo(document: Node, response: Node): StreamInfo | undefined {
  const content = objectAt(response.content) ?? {};
  const mediaType = Object.keys(content).find((m) => sequentialMediaType(m) !== undefined);
  const media = mediaType ? objectAt(content[mediaType]) : undefined;
  if (!mediaType || !media) return undefined;
  if (objectAt(media.itemSchema)) return { mediaType, item: media.itemSchema as JsonSchema, events: sequentialMediaType(mediaType) === 'text/event-stream' };
  const schema = objectAt(media.schema);
  if (!schema) return undefined;
  // For lines and sequences an array schema is the whole stream: its items are the items.
  const whole = sequentialMediaType(mediaType) !== 'text/event-stream' ? schemaAt(document, schema) : undefined;
  const item = whole?.type === 'array' && objectAt(whole.items) ? (whole.items as JsonSchema) : schema;
  return { mediaType, item, events: false };
}

/** At most this many tags from an operation's tag to the outermost: a `parent` chain longer than it is cut. */
const MAX_TAG_DEPTH = 8;

interface TagTree {
  /** A bundle of one document: its operations are listed by their tags, untagged ones too. */
  single: boolean;
  /** `{ tagPath }` to spread on a catalogue entry whose first tag is `tag`; nothing where modules group. */
  pathOf(tag: unknown): { tagPath?: string[] };
  /** The declared tags in the document's order, each with its heading path (`ServiceSummary.tagOrder`). */
  order: { tag: string; path: string[] }[];
  /** The declared tags by name. */
  declared: ReadonlyMap<string, Node>;
}

/**
 * The document's tags as the sidebar lists them: OpenAPI 3.2's `parent` (a loop or an unknown parent ends the chain)
 * and Redoc's `x-tagGroups` (the group is the outermost level), each tag titled by its `summary` (3.2), else its
 * `x-displayName` (Redoc's), else its name. A bundle of one document lists every operation by its first tag (none:
 * untagged); a bundle of several lists them by module unless the tags nest.
 */
function tagTree(document: Node, model: Model | undefined): TagTree {
  const tags = new Map<string, Node>();
  for (const raw of Array.isArray(document.tags) ? document.tags : []) {
    const tag = objectAt(raw);
    if (tag && typeof tag.name === 'string' && !tags.has(tag.name)) tags.set(tag.name, tag);
  }
  const groupList: { name: string; tags: string[] }[] = [];
  const groups = new Map<string, string>();
  for (const raw of Array.isArray(document['x-tagGroups']) ? document['x-tagGroups'] : []) {
    const group = objectAt(raw);
    if (!group || typeof group.name !== 'string' || !Array.isArray(group.tags)) continue;
    const names = group.tags.filter((name): name is string => typeof name === 'string');
    groupList.push({ name: group.name, tags: names });
    for (const name of names) if (!groups.has(name)) groups.set(name, group.name);
  }
  const single = model?.services.size === 1;
  const nested = groups.size > 0 || [...tags.values()].some((t) => typeof t.parent === 'string');
  const title = (name: string) => text(tags.get(name)?.summary) ?? text(tags.get(name)?.['x-displayName']) ?? name;
  const parentOf = (name: string): string | undefined => {
    const parent: unknown = tags.get(name)?.parent;
    return typeof parent === 'string' && parent !== name && tags.has(parent) ? parent : undefined;
  };
  const headings = (tag: string): string[] => {
    const chain: string[] = [];
    for (let name: string | undefined = tag; name !== undefined && !chain.includes(name) && chain.length < MAX_TAG_DEPTH; name = parentOf(name)) {
      chain.unshift(name);
    }
    const group = groups.get(chain[0]!);
    return [...(group !== undefined ? [group] : []), ...chain.map(title)];
  };
  const pathOf = (tag: unknown): { tagPath?: string[] } => {
    if (typeof tag !== 'string') return single ? { tagPath: [] } : {};
    return single || nested ? { tagPath: headings(tag) } : {};
  };
  // The document's order: its groups' tags, each followed by its children (3.2), then the other tags as declared.
  const order: { tag: string; path: string[] }[] = [];
  const placed = new Set<string>();
  const children = new Map<string, string[]>();
  for (const name of tags.keys()) {
    const parent = parentOf(name);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), name]);
  }
  const place = (name: string, depth: number): void => {
    if (placed.has(name) || depth > MAX_TAG_DEPTH) return;
    placed.add(name);
    order.push({ tag: name, path: headings(name) });
    for (const child of children.get(name) ?? []) place(child, depth + 1);
  };
  for (const group of groupList) for (const name of group.tags) place(name, 0);
  for (const name of tags.keys()) if (parentOf(name) === undefined) place(name, 0);
  for (const name of tags.keys()) place(name, 0);
  return { single, pathOf, order, declared: tags };
}

/** What the reference shows of each parameter (the document model has merged the Path Item's and the operation's). */
function parameterInfos(parameters: ParameterView[]): ParameterInfo[] {
  return parameters.map(({ name, in: location, value: p }) => ({
    name,
    in: location,
    required: p.required === true,
    deprecated: p.deprecated === true,
    ...(typeof p.description === 'string' ? { description: p.description } : {}),
    schema: (p.schema ?? {}) as JsonSchema,
    ...parameterExample(p),
  }));
}

/** A response's headers for the reference (refs to `components/headers` followed; `Content-Type` is not one: OpenAPI ignores it). */
function headerInfos(document: Node, value: unknown): HeaderInfo[] {
  return Object.entries(objectAt(value) ?? {}).flatMap(([name, raw]) => {
    const header = objectAt(deref(document, raw));
    if (!header || name.toLowerCase() === 'content-type') return [];
    // A header described by `content` (rare) carries its schema in its one media type.
    const schema = objectAt(header.schema) ?? objectAt(objectAt(Object.values(objectAt(header.content) ?? {})[0])?.schema) ?? {};
    return [
      {
        name,
        required: header.required === true,
        deprecated: header.deprecated === true,
        ...field('description', header.description),
        schema: schema as JsonSchema,
        ...parameterExample(header),
      },
    ];
  });
}

/** A parameter's (or a header's) example for the reference: its `example`, else its first named example's value. */
function parameterExample(p: Node): { example?: unknown } {
  const first = objectAt(Object.values(objectAt(p.examples) ?? {})[0]);
  const value = 'example' in p ? p.example : exampleValue(first)?.value;
  return readable(value) ? { example: value } : {};
}

/** An example worth carrying in an operation's chunk: present, and not too large to read on a page. */
function readable(value: unknown): boolean {
  return value !== undefined && (JSON.stringify(value)?.length ?? 0) <= MAX_EXAMPLE;
}

/** The schema of the media type the body is sent in. */
function requestBodySchema(document: Node, operation: Node): JsonSchema | undefined {
  const content = objectAt(objectAt(deref(document, operation.requestBody))?.content) ?? {};
  const type = requestMediaType(Object.keys(content));
  return type === undefined ? undefined : (objectAt(objectAt(content[type])?.schema) as JsonSchema | undefined);
}

/** Property names of a schema, breadth first through refs, compositions and array items. */
function bodyFieldNames(document: Node, schema: JsonSchema | undefined): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  let level: unknown[] = schema ? [schema] : [];
  for (let depth = 0; depth < FIELD_DEPTH && level.length > 0 && names.size < MAX_FIELDS; depth++) {
    const next: unknown[] = [];
    for (const raw of level) {
      const node = schemaAt(document, raw);
      if (!node || seen.has(node)) continue;
      seen.add(node);
      for (const key of ['allOf', 'oneOf', 'anyOf'] as const) if (Array.isArray(node[key])) level.push(...(node[key] as unknown[]));
      if (node.items) next.push(node.items);
      for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
        if (names.size >= MAX_FIELDS) break;
        names.add(name);
        next.push(child);
      }
    }
    level = next;
  }
  return [...names];
}

/** The component schemas reachable from `roots`, following refs transitively. */
function reachableSchemas(document: Node, roots: unknown[]): Record<string, JsonSchema> {
  const all = ((document.components as Node | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, JsonSchema> = {};
  const pending: unknown[] = [...roots];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        const name = componentName(value);
        if (name !== undefined && !(name in out) && Object.hasOwn(all, name)) {
          out[name] = all[name];
          pending.push(all[name]);
        }
      } else if (typeof value === 'object') {
        pending.push(value);
      }
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** A schema with its component ref followed (one level: the caller walks on). */
function schemaAt(document: Node, value: unknown): Node | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as Node).$ref;
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return value as Node;
  const all = ((document.components as Node | undefined)?.schemas ?? {}) as Record<string, Node>;
  const name = componentName(ref);
  return name !== undefined && Object.hasOwn(all, name) ? all[name] : undefined;
}

/** Follows local refs of non-schema objects (parameters, responses, bodies) so the detail holds them inline. */
function deref(document: Node, value: unknown): unknown {
  return followRef(document, value, '', (ref) => ref.startsWith(SCHEMA_REF)).value;
}

/** `#/components/schemas/A~1B` → `A/B`. */
function componentName(ref: string): string | undefined {
  return refKeys(ref)?.slice(2).join('/');
}

/** A schema's property names, its allOf members' included (one level of refs followed), in order, at most 60. */
function ownFields(document: Node, schema: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    const s = schemaAt(document, node);
    if (!s || depth > 3) return;
    for (const name of Object.keys((s.properties ?? {}) as Node)) names.add(name);
    for (const part of (s.allOf ?? []) as unknown[]) visit(part, depth + 1);
  };
  visit(schema, 0);
  return [...names].slice(0, MAX_FIELDS);
}

/**
 * What the reference shows of an event an operation triggers: its handler and type as the generator models them, its
 * summary and payload as the webhook's POST declares them; a name the document lacks is shown bare.
 */
function eventInfo(document: Node, name: string, event: ModelledEvent | undefined): EventInfo {
  // The event is the webhook's first operation, whatever its method, as the generator reads it.
  const post = pathItemOperationsOf(document, objectAt(document.webhooks)?.[name], `/webhooks/${escapePointer(name)}`, name)[0]?.operation;
  if (!post) return { name };
  const ref = (((post.requestBody as Node | undefined)?.content as Record<string, Node> | undefined)?.['application/json']?.schema as Node | undefined)?.$ref;
  return {
    name,
    ...(event ? { handler: event.handler, type: event.type } : {}),
    ...(typeof post.summary === 'string' ? { summary: post.summary } : {}),
    ...(typeof ref === 'string' && ref.startsWith(SCHEMA_REF) ? { payload: ref.slice(SCHEMA_REF.length) } : {}),
  };
}

/** An `externalDocs` object as `{ externalDocs }` to spread, or nothing when it has no string URL. */
function externalDocsOf(value: unknown): { externalDocs?: ExternalDocs } {
  if (!value || typeof value !== 'object') return {};
  const { url, description } = value as Node;
  if (typeof url !== 'string') return {};
  return { externalDocs: { url, ...(typeof description === 'string' ? { description } : {}) } };
}

/** The value when it is a string; the document is untrusted, so anything else is left out. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `{ [key]: value }` to spread when the value is a string, else nothing. */
function field<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  return typeof value === 'string' ? ({ [key]: value } as { [P in K]: string }) : {};
}

function objectAt(value: unknown): Node | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

function buildOverview(document: Node, tagTree: TagTree, model: Model | undefined): ApiOverview {
  const info = objectAt(document.info) ?? {};
  const contact = objectAt(info.contact);
  const license = objectAt(info.license);
  const contactInfo = contact && { ...field('name', contact.name), ...field('url', contact.url), ...field('email', contact.email) };
  // A bundle of one document keeps its servers as written beside the origin its paths go under.
  const own = tagTree.single ? [...(model?.services.values() ?? [])][0]?.servers : undefined;
  const written: unknown[] = own ?? (Array.isArray(document.servers) ? document.servers : []);
  const servers: ServerInfo[] = written.flatMap((raw: unknown) => {
    const server = objectAt(raw);
    const url = text(server?.url);
    if (!server || url === undefined) return [];
    const variables = Object.entries(objectAt(server.variables) ?? {}).flatMap(([name, rawVariable]) => {
      const variable = objectAt(rawVariable);
      const fallback = text(variable?.default);
      if (!variable || fallback === undefined) return [];
      const choices = Array.isArray(variable.enum) ? variable.enum.filter((v): v is string => typeof v === 'string') : undefined;
      return [{ name, default: fallback, ...(choices ? { enum: choices } : {}), ...field('description', variable.description) }];
    });
    return [{ url, ...field('description', server.description), variables }];
  });
  const schemes = objectAt(objectAt(document.components)?.securitySchemes) ?? {};
  const securitySchemes: SecuritySchemeInfo[] = Object.entries(schemes).flatMap(([name, raw]) => {
    // A scheme given as a $ref is shown as what it points at.
    const scheme = objectAt(deref(document, raw));
    const type = text(scheme?.type);
    if (!scheme || type === undefined) return [];
    const flows: OAuthFlowInfo[] = Object.entries(objectAt(scheme.flows) ?? {}).flatMap(([flow, rawFlow]) => {
      const declared = objectAt(rawFlow);
      if (!declared) return [];
      const scopes = Object.entries(objectAt(declared.scopes) ?? {}).map(([scope, description]) => ({ name: scope, description: text(description) ?? '' }));
      return [
        {
          flow,
          ...field('authorizationUrl', declared.authorizationUrl),
          ...field('deviceAuthorizationUrl', declared.deviceAuthorizationUrl),
          ...field('tokenUrl', declared.tokenUrl),
          ...field('refreshUrl', declared.refreshUrl),
          scopes,
        },
      ];
    });
    return [
      {
        name,
        type,
        ...field('description', scheme.description),
        ...field('in', scheme.in),
        ...field('parameterName', scheme.name),
        ...field('scheme', scheme.scheme),
        ...field('bearerFormat', scheme.bearerFormat),
        ...field('openIdConnectUrl', scheme.openIdConnectUrl),
        flows,
      },
    ];
  });
  return {
    title: text(info.title) ?? 'API',
    ...field('version', info.version),
    ...field('summary', info.summary),
    ...field('description', info.description),
    ...field('termsOfService', info.termsOfService),
    ...(contactInfo && Object.keys(contactInfo).length > 0 ? { contact: contactInfo } : {}),
    ...(license && typeof license.name === 'string'
      ? { license: { name: license.name, ...field('identifier', license.identifier), ...field('url', license.url) } }
      : {}),
    servers,
    ...externalDocsOf(document.externalDocs),
    securitySchemes,
    tags: tagTree.order.map(({ tag, path }): TagInfo => {
      const declared = tagTree.declared.get(tag) ?? {};
      return { name: tag, path, ...field('description', declared.description), ...externalDocsOf(declared.externalDocs) };
    }),
    webhooks: tagTree.single ? webhookInfos(document, model) : [],
  };
}

/** Each webhook's page: its summary and description, and its JSON payload (a component's name, or the schema in place). */
function webhookInfos(document: Node, model: Model | undefined): WebhookInfo[] {
  const views = operations(document, 'webhooks');
  return webhookSummaries(document, model).map(({ service: _, ...hook }) => {
    const view = views.find((v) => v.path === hook.name && v.method.toUpperCase() === hook.method);
    const operation = view?.operation ?? {};
    const body = objectAt(deref(document, operation.requestBody));
    const schema = objectAt(objectAt(objectAt(body?.content)?.['application/json'])?.schema);
    const ref = text(schema?.$ref);
    const payload = ref?.startsWith(SCHEMA_REF) && Object.keys(schema!).length === 1 ? componentName(ref) : undefined;
    return {
      ...hook,
      ...field('description', operation.description),
      ...(payload !== undefined ? { payload } : schema ? { schema: schema as JsonSchema } : {}),
      schemas: schema && payload === undefined ? reachableSchemas(document, [schema]) : {},
    };
  });
}

// What kind of OpenAPI object sits at each place of a document, from the place alone: the document's root is a
// document, `paths/<key>` a Path Item, `…/parameters/<i>` a Parameter, `…/schema` and `properties/<name>` schemas.
// A key's name never decides a kind: a parameter kept under the component key `schema`, a property named `example`
// or `x-rate`, and a header named `x-request-id` stay what their place makes them. One table for every reader that
// needs it (the 3.0 → 3.1 upgrade, which `x-` keys are extensions).
import { HTTP_METHODS } from './http-methods.ts';
import { escapePointer, pointerKeys } from './json-pointer.ts';
import { isNode, type Node } from './node.ts';

/**
 * The OpenAPI objects this table tells apart; `extension` is the value of an `x-` field (no OpenAPI meaning, but its
 * `$ref`s are references), `data` a value with none at all (examples, defaults, enums).
 */
export type PlaceKind =
  | 'document'
  | 'components'
  | 'paths'
  | 'webhooks'
  | 'path-item'
  | 'operation'
  | 'responses'
  | 'response'
  | 'callback'
  | 'parameter'
  | 'header'
  | 'request-body'
  | 'media-type'
  | 'encoding'
  | 'example'
  | 'link'
  | 'security-scheme'
  | 'oauth-flows'
  | 'oauth-flow'
  | 'schema'
  | 'discriminator'
  | 'xml'
  | 'info'
  | 'contact'
  | 'license'
  | 'server'
  | 'server-variable'
  | 'tag'
  | 'external-docs'
  | 'extension'
  | 'data';

/** What a key of an object leads to: one object, a map of them (keys are names), or a list of them. */
type Child = PlaceKind | { map: PlaceKind } | { list: PlaceKind };

const SCHEMA_FIELDS: Record<string, Child> = {
  ...Object.fromEntries(
    ['not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema'].map((k) => [k, 'schema']),
  ),
  ...Object.fromEntries(['allOf', 'anyOf', 'oneOf', 'prefixItems'].map((k) => [k, { list: 'schema' }])),
  ...Object.fromEntries(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'].map((k) => [k, { map: 'schema' }])),
  // A list in 3.0's tuple form and draft-04, one schema otherwise: `childAt` reads which.
  items: 'schema',
  additionalItems: 'schema',
  additionalProperties: 'schema',
  discriminator: 'discriminator',
  xml: 'xml',
  externalDocs: 'external-docs',
};

/** The fields of each kind that lead to other OpenAPI objects; any other field is data. */
const FIELDS: Record<Exclude<PlaceKind, 'data' | 'extension'>, Record<string, Child>> = {
  document: {
    info: 'info',
    servers: { list: 'server' },
    paths: 'paths',
    webhooks: 'webhooks',
    'x-webhooks': 'webhooks',
    components: 'components',
    tags: { list: 'tag' },
    externalDocs: 'external-docs',
  },
  info: { contact: 'contact', license: 'license' },
  contact: {},
  license: {},
  server: { variables: { map: 'server-variable' } },
  'server-variable': {},
  tag: { externalDocs: 'external-docs' },
  'external-docs': {},
  components: {
    schemas: { map: 'schema' },
    parameters: { map: 'parameter' },
    headers: { map: 'header' },
    requestBodies: { map: 'request-body' },
    responses: { map: 'response' },
    callbacks: { map: 'callback' },
    pathItems: { map: 'path-item' },
    examples: { map: 'example' },
    links: { map: 'link' },
    securitySchemes: { map: 'security-scheme' },
    mediaTypes: { map: 'media-type' },
  },
  paths: {},
  webhooks: {},
  'path-item': {
    parameters: { list: 'parameter' },
    additionalOperations: { map: 'operation' },
    ...Object.fromEntries(HTTP_METHODS.map((m) => [m, 'operation'])),
  },
  operation: { parameters: { list: 'parameter' }, requestBody: 'request-body', responses: 'responses', callbacks: { map: 'callback' } },
  responses: {},
  response: { headers: { map: 'header' }, content: { map: 'media-type' }, links: { map: 'link' } },
  callback: {},
  parameter: { schema: 'schema', content: { map: 'media-type' }, examples: { map: 'example' } },
  header: { schema: 'schema', content: { map: 'media-type' }, examples: { map: 'example' } },
  'request-body': { content: { map: 'media-type' } },
  'media-type': {
    schema: 'schema',
    itemSchema: 'schema',
    examples: { map: 'example' },
    encoding: { map: 'encoding' },
    itemEncoding: 'encoding',
    prefixEncoding: { list: 'encoding' },
  },
  encoding: { headers: { map: 'header' }, encoding: { map: 'encoding' }, itemEncoding: 'encoding', prefixEncoding: { list: 'encoding' } },
  example: {},
  link: { server: 'server' },
  'security-scheme': { flows: 'oauth-flows' },
  'oauth-flows': {
    implicit: 'oauth-flow',
    password: 'oauth-flow',
    clientCredentials: 'oauth-flow',
    authorizationCode: 'oauth-flow',
    deviceAuthorization: 'oauth-flow',
  },
  'oauth-flow': {},
  schema: SCHEMA_FIELDS,
  discriminator: {},
  xml: {},
};

/**
 * Objects whose keys are all names of one kind, `x-` keys excepted: extensions, as OpenAPI says of paths, responses
 * and callbacks, and as the operations model reads webhooks (OpenAPI allows none there; documents write them).
 */
const NAMED_MEMBERS: Partial<Record<PlaceKind, PlaceKind>> = { paths: 'path-item', webhooks: 'path-item', responses: 'response', callback: 'path-item' };

/** A place: its kind, or a map or list of that kind (whose members are of it). */
export type Place = { kind: PlaceKind } | { map: PlaceKind } | { list: PlaceKind };

// One place object per kind and per list of a kind, shared: the walks ask for one at every key of a document.
const KINDS = new Map<PlaceKind, Place>();
const LISTS = new Map<PlaceKind, Place>();
const placeOf = (kind: PlaceKind): Place => KINDS.get(kind) ?? KINDS.set(kind, { kind }).get(kind)!;
const listOf = (kind: PlaceKind): Place => LISTS.get(kind) ?? LISTS.set(kind, { list: kind }).get(kind)!;

/** The place a key of an object of `kind` leads to; `value` tells a list from one schema where both may be. */
export function childAt(kind: PlaceKind, key: string, value?: unknown): Place {
  if (kind === 'data' || kind === 'extension') return placeOf(kind);
  if (key.startsWith('x-') && !(kind === 'document' && key === 'x-webhooks')) return placeOf('extension');
  const member = NAMED_MEMBERS[kind];
  if (member) return placeOf(member);
  const child = Object.hasOwn(FIELDS[kind], key) ? FIELDS[kind][key] : undefined;
  if (child === undefined) return placeOf('data');
  if (typeof child === 'string') return kind === 'schema' && Array.isArray(value) ? listOf(child) : placeOf(child);
  return child;
}

/** The place of a document's root. */
export const DOCUMENT_PLACE: Place = { kind: 'document' };

/** The place under a map or a list (a member), or under an object (a field). */
export function childPlace(place: Place, key: string, value?: unknown): Place {
  if ('map' in place) return placeOf(place.map);
  if ('list' in place) return placeOf(place.list);
  return childAt(place.kind, key, value);
}

/**
 * The kind of the object at `pointer` in `root`, read along the pointer's path; undefined where the path leaves
 * the document or lands on a map or a list. Values on the path decide only what values say (a list of schemas
 * under `items`), never by their keys' names.
 */
export function placeKind(root: unknown, pointer: string): PlaceKind | undefined {
  let place: Place = { kind: 'document' };
  let node: unknown = root;
  for (const key of pointerKeys(pointer)) {
    node = isNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    place = childPlace(place, key, node);
  }
  return 'kind' in place ? place.kind : undefined;
}

/**
 * The pointer of the extension (`x-` field of an OpenAPI object) that holds `pointer`, or undefined when none does:
 * `/components/x-policy/Read` is in `/components/x-policy`; `/components/schemas/x-thing` (a schema's name) and a
 * header named `x-request-id` are in none.
 */
export function extensionOf(pointer: string): string | undefined {
  let place: Place = { kind: 'document' };
  let at = '';
  for (const key of pointerKeys(pointer)) {
    at = `${at}/${escapePointer(key)}`;
    place = childPlace(place, key);
    if ('kind' in place && place.kind === 'extension') return at;
  }
  return undefined;
}

/**
 * Calls `visit` with every OpenAPI object of `root` (not data), its kind and pointer, each object once whatever else
 * shares it (YAML anchors); `visit` may change the object's own keys. A `$ref` object is visited at its own place
 * (its siblings are of that kind: the `$ref` rule lays them over the target); its target is visited where it is.
 */
export function forEachPlace(root: unknown, visit: (node: Node, kind: PlaceKind, pointer: string) => void): void {
  const seen = new Set<object>();
  const stack: [unknown, Place, string][] = [[root, { kind: 'document' }, '']];
  while (stack.length > 0) {
    const [node, place, pointer] = stack.pop()!;
    if ('kind' in place && (place.kind === 'data' || place.kind === 'extension')) continue;
    if (Array.isArray(node)) {
      if ('list' in place) for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], { kind: place.list }, `${pointer}/${i}`]);
      continue;
    }
    if (!isNode(node)) continue;
    if ('map' in place) {
      for (const [key, member] of Object.entries(node).reverse()) stack.push([member, { kind: place.map }, `${pointer}/${escapePointer(key)}`]);
      continue;
    }
    // A list where one object belongs (`items: [...]` read as one schema) holds no place of its own.
    if (!('kind' in place) || seen.has(node)) continue;
    seen.add(node);
    const kind = place.kind;
    visit(node, kind, pointer);
    // Pushed last to first, so objects are visited in the document's order.
    for (const [key, value] of Object.entries(node).reverse()) stack.push([value, childAt(kind, key, value), `${pointer}/${escapePointer(key)}`]);
  }
}

/** The pointer of the nearest object of `kind` that holds `pointer` (itself included), or undefined when none does. */
export function enclosingPlace(root: unknown, pointer: string, kind: PlaceKind): string | undefined {
  let place: Place = { kind: 'document' };
  let node: unknown = root;
  let at = '';
  let found = kind === 'document' ? '' : undefined;
  for (const key of pointerKeys(pointer)) {
    node = isNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    place = childPlace(place, key, node);
    at = `${at}/${escapePointer(key)}`;
    if ('kind' in place && place.kind === kind) found = at;
  }
  return found;
}

/**
 * Calls `visit` with every extension of `root` (an `x-` field of an OpenAPI object, found by place: a header or a
 * property may be called `x-...`, and example data holds none), in the document's order.
 */
export function forEachExtension(root: unknown, visit: (key: string, value: unknown, pointer: string) => void): void {
  const seen = new Set<object>();
  const walk = (node: unknown, place: Place, pointer: string): void => {
    if (('kind' in place && (place.kind === 'data' || place.kind === 'extension')) || !node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
    for (const [key, value] of entries) {
      const child = `${pointer}/${escapePointer(key)}`;
      const at = childPlace(place, key, value);
      if ('kind' in at && at.kind === 'extension' && !Array.isArray(node) && !('map' in place)) visit(key, value, child);
      else walk(value, at, child);
    }
  };
  walk(root, DOCUMENT_PLACE, '');
}

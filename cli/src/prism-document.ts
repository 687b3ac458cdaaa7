// The document Prism is started on: the bundle without what Prism never reads. Prism 5.14 dereferences the document
// twice at start and walks each result as a tree (`decycle` expands every shared `$ref` again), then compiles each
// operation's request and response schemas with ajv on its first call; all of that scales with the document's size.
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isHttpMethod, isNode, type Node, pointerKeys, pointerOf, refKeys } from '@siteapi/document';

export interface PrismDocumentOptions {
  /**
   * Prism mocks (not proxies): a response schema is left out where the media type has examples, since Prism answers
   * with an example and validates its own example against the schema only to log it (`--errors false`).
   */
  mock: boolean;
}

/** Bump when `slimDocument` changes what it keeps: cached files of an older slimmer are not reused. */
const SLIMMER_VERSION = 2;
/** Documentation only: no Prism code path reads them (request validation, routing, answers, security). */
const PROSE = new Set(['description', 'summary', 'title', 'externalDocs', '$comment']);
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_ONE = [
  'items',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'contentSchema',
  'additionalItems',
];

/** Keys of a spec object Prism may read: everything but prose and `x-` extensions (`x-json-schema-faker` excepted). */
function kept(key: string): boolean {
  return !PROSE.has(key) && (!key.startsWith('x-') || key === 'x-json-schema-faker');
}

function mapValues(value: unknown, f: (v: unknown) => unknown): unknown {
  return isNode(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, f(v)])) : value;
}

/** A `$ref` keeps its JSON Schema siblings (`readOnly`, `deprecated`); Prism's only overrides are prose. */
function slimSchema(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const out: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!kept(key)) continue;
    if (SCHEMA_MAPS.includes(key)) out[key] = mapValues(value, slimSchema);
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) out[key] = value.map(slimSchema);
    else if (SCHEMA_ONE.includes(key)) out[key] = Array.isArray(value) ? value.map(slimSchema) : slimSchema(value);
    // enum, const, default, example(s): values, kept as they are.
    else out[key] = value;
  }
  return out;
}

/** A spec object (parameter, header, example, security scheme...): its own prose and extensions dropped. */
function slimObject(value: unknown, children: Record<string, (v: unknown) => unknown> = {}): unknown {
  if (!isNode(value)) return value;
  const out: Node = {};
  for (const [key, child] of Object.entries(value)) {
    if (!kept(key)) continue;
    const slim = children[key] ? children[key](child) : child;
    // A child slimmer returning undefined leaves the key out (an operation's tags).
    if (slim !== undefined) out[key] = slim;
  }
  return out;
}

const slimExample = (v: unknown) => slimObject(v);
const slimHeader = (v: unknown): unknown =>
  slimObject(v, { schema: slimSchema, examples: (e) => mapValues(e, slimExample), content: (c) => slimContent(c, false) });
const slimParameter = slimHeader;

function slimMedia(media: unknown, dropSchema: boolean): unknown {
  if (!isNode(media)) return media;
  const hasExample = media.example !== undefined || (isNode(media.examples) && Object.keys(media.examples).length > 0);
  const out = slimObject(media, { schema: slimSchema, examples: (e) => mapValues(e, slimExample), encoding: (e) => mapValues(e, slimHeader) }) as Node;
  if (dropSchema && hasExample) delete out.schema;
  return out;
}

const slimContent = (content: unknown, dropSchema: boolean) => mapValues(content, (m) => slimMedia(m, dropSchema));

/** A response keeps its `description`: OpenAPI requires it, and Prism fails an answer whose response has none. */
function slimResponse(response: unknown, options: PrismDocumentOptions): unknown {
  const out = slimObject(response, { content: (c) => slimContent(c, options.mock), headers: (h) => mapValues(h, slimHeader) });
  if (isNode(out) && isNode(response) && typeof response.description === 'string') out.description = response.description;
  return out;
}

function slimOperation(operation: unknown, options: PrismDocumentOptions): unknown {
  return slimObject(operation, {
    // Tags group operations in documentation only.
    tags: () => undefined,
    parameters: (p) => (Array.isArray(p) ? p.map(slimParameter) : p),
    requestBody: (b) => slimObject(b, { content: (c) => slimContent(c, false) }),
    responses: (r) => mapValues(r, (x) => slimResponse(x, options)),
    callbacks: (c) => mapValues(c, (cb) => mapValues(cb, (item) => slimPathItem(item, options))),
  });
}

function slimPathItem(item: unknown, options: PrismDocumentOptions): unknown {
  if (!isNode(item)) return item;
  const out: Node = {};
  for (const [key, value] of Object.entries(item)) {
    if (!kept(key)) continue;
    if (isHttpMethod(key)) out[key] = slimOperation(value, options);
    else if (key === 'parameters' && Array.isArray(value)) out[key] = value.map(slimParameter);
    else out[key] = value;
  }
  return out;
}

/** Local `$ref`s reachable from a value, as their keys (`['components', 'schemas', 'Post']`) in pointer form. */
function refsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (isNode(value)) {
    const keys = typeof value.$ref === 'string' ? refKeys(value.$ref) : undefined;
    if (keys && keys.length > 0) into.add(pointerOf(...keys));
    for (const v of Object.values(value)) refsIn(v, into);
  }
}

/**
 * The document as Prism needs it: paths, servers, security and the components they reach, without prose, tags,
 * `x-` extensions and webhooks (Prism serves paths only); what Prism validates and answers with is kept as it is.
 */
export function slimDocument(document: Node, options: PrismDocumentOptions): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(document)) {
    if (!kept(key) || key === 'tags' || key === 'webhooks') continue;
    if (key === 'info' && isNode(value)) out.info = { title: value.title, version: value.version };
    else if (key === 'paths') out.paths = mapValues(value, (item) => slimPathItem(item, options));
    else if (key !== 'components') out[key] = value;
  }
  if (!isNode(document.components)) return out;
  const slimmers: Record<string, (v: unknown) => unknown> = {
    schemas: slimSchema,
    parameters: slimParameter,
    headers: slimHeader,
    examples: slimExample,
    requestBodies: (b) => slimObject(b, { content: (c) => slimContent(c, false) }),
    responses: (r) => slimResponse(r, options),
    securitySchemes: (s) => slimObject(s),
    pathItems: (item) => slimPathItem(item, options),
  };
  const components: Record<string, Node> = {};
  for (const [kind, entries] of Object.entries(document.components)) {
    if (!isNode(entries) || !kept(kind)) continue;
    components[kind] = mapValues(entries, slimmers[kind] ?? ((v) => v)) as Node;
  }
  // Only the components something kept still reaches (security schemes are reached by name, so all stay).
  const reached = new Set<string>();
  const pending = new Set<string>();
  refsIn(out, pending);
  for (const pointer of pending) {
    if (reached.has(pointer)) continue;
    reached.add(pointer);
    const [top, kind, name] = pointerKeys(pointer);
    if (top !== 'components' || !kind || name === undefined) continue;
    const target = components[kind] && Object.hasOwn(components[kind], name) ? components[kind][name] : undefined;
    const found = new Set<string>();
    refsIn(target, found);
    for (const f of found) if (!reached.has(f)) pending.add(f);
  }
  const used = new Set(
    [...reached].flatMap((p) => {
      const [top, kind, name] = pointerKeys(p);
      return top === 'components' && kind && name !== undefined ? [`${kind}/${name}`] : [];
    }),
  );
  const kept_: Record<string, Node> = {};
  for (const [kind, entries] of Object.entries(components)) {
    const names = Object.keys(entries).filter((name) => kind === 'securitySchemes' || used.has(`${kind}/${name}`));
    if (names.length > 0) kept_[kind] = Object.fromEntries(names.map((name) => [name, entries[name]]));
  }
  out.components = kept_;
  return out;
}

/**
 * The user's own cache folder for slim documents: `$XDG_CACHE_HOME/siteapi/prism`, else `~/.cache/siteapi/prism`
 * (`~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows). Never the shared temporary folder, where anyone could
 * plant the file Prism reads.
 */
export function prismCacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return path.join(env.XDG_CACHE_HOME, 'siteapi', 'prism');
  if (process.platform === 'win32' && env.LOCALAPPDATA) return path.join(env.LOCALAPPDATA, 'siteapi', 'Cache', 'prism');
  const base = process.platform === 'darwin' ? path.join(os.homedir(), 'Library', 'Caches') : path.join(os.homedir(), '.cache');
  return path.join(base, 'siteapi', 'prism');
}

/** Whether a path is ours alone: a real folder or file (no link), owned by this user, writable by no one else. */
async function isPrivate(at: string, kind: 'folder' | 'file'): Promise<boolean> {
  try {
    const stat = await lstat(at);
    if (kind === 'folder' ? !stat.isDirectory() : !stat.isFile()) return false;
    // Windows has no owners or modes to read: its per-user folders are private already.
    if (process.platform === 'win32') return true;
    return stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** `folder` made if missing (0700) and checked private; else a fresh private folder under the temporary one. */
async function privateFolder(folder: string): Promise<string> {
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
  } catch {
    // Unwritable (no home, read-only): the fallback below.
  }
  if (await isPrivate(folder, 'folder')) return folder;
  return mkdtemp(path.join(os.tmpdir(), 'siteapi-prism-'));
}

/**
 * The slim document for `file`, written once per content (and slimmer version) in the user's private cache folder
 * and reused while the bundle is unchanged; its path is what Prism is started on.
 */
export async function prismDocument(file: string, options: PrismDocumentOptions, cache = prismCacheFolder()): Promise<string> {
  // YAML (or anything not JSON) is served as it is.
  if (!file.endsWith('.json')) return file;
  const text = await readFile(file, 'utf8');
  const hash = createHash('sha256')
    .update(`${SLIMMER_VERSION}\0${options.mock ? 'mock' : 'proxy'}\0`)
    .update(text)
    .digest('hex')
    .slice(0, 24);
  const folder = await privateFolder(cache);
  const target = path.join(folder, `${hash}.json`);
  if (await isPrivate(target, 'file')) return target;
  const slim = slimDocument(JSON.parse(text) as Node, options);
  // Written aside under a name no one can guess, created new (never through a link), then renamed: a Prism
  // started meanwhile by another process never reads half a file.
  const partial = path.join(folder, `.${hash}.${randomBytes(8).toString('hex')}.partial`);
  const handle = await open(partial, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  try {
    await handle.writeFile(JSON.stringify(slim));
  } finally {
    await handle.close();
  }
  try {
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return target;
}

// Plain mode's tolerance: rules real documents break where the output does not depend on them (or reads them in
// one plain way) are warnings, each of a kind, at the line the user wrote; `--strict` and the platform dialect make
// them errors (generate.ts).
import {
  collectRefs,
  deref,
  escapePointer,
  extensionOf,
  isNode,
  operations,
  pathItemOperations,
  pathItemOperationsOf,
  pointerKeys,
  resolveRef,
} from '@siteapi/document';
import type { OpenApiDocument } from '@siteapi/document';
import type { ErrorObject } from '@siteapi/document/ajv';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { Problem } from '../problems.ts';
import { rootFieldMeant } from './ajv-errors.ts';

/**
 * Breaks mended in the document before it is checked, a warning each: an oauth2 flow without `scopes` (Swagger 2.0
 * and OpenAPI require them; publishers leave them out) is read as one with none; a parameter named '' is left out.
 */
export function mendBreaks(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  const schemes = (doc.data as OpenApiDocument).components?.securitySchemes ?? {};
  for (const [name, scheme] of Object.entries(schemes)) {
    const flows = (scheme as { type?: unknown; flows?: unknown })?.type === 'oauth2' ? (scheme as { flows?: unknown }).flows : undefined;
    if (!flows || typeof flows !== 'object') continue;
    for (const [flow, value] of Object.entries(flows)) {
      if (!value || typeof value !== 'object' || 'scopes' in value) continue;
      (value as { scopes: object }).scopes = {};
      const message = `warning: oauth2 flow '${flow}' of security scheme '${name}' has no scopes (OpenAPI requires them); read as none`;
      warnings.push({ ...problemAt(doc, `/components/securitySchemes/${escapePointer(name)}/flows/${escapePointer(flow)}`, message), kind: 'oauth2-scopes' });
    }
  }
  return [...warnings, ...namelessParameters(doc), ...callbackWebhooks(doc), ...unresolvedExtensionRefs(doc)];
}

/**
 * A local `$ref` that does not resolve inside an extension the generator does not read (Spotify's description points
 * `x-spotify-policy-list` at `#/components/x-spotify-policy/…`, which it never writes) cannot change the output:
 * the extension is left out with a warning, as one whose `$ref` names a file that cannot be read (external-refs.ts).
 */
function unresolvedExtensionRefs(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  const dropped = new Set<string>();
  for (const { ref, pointer } of collectRefs(doc.data)) {
    const extension = extensionOf(pointer);
    if (extension === undefined || !ref.startsWith('#') || resolveRef(doc.data, ref) !== undefined) continue;
    const message = `warning: $ref in an extension the generator does not read: '${ref}' does not resolve; the extension is left out of the document`;
    warnings.push({ ...problemAt(doc, pointer, message), kind: 'extension-ref' });
    dropped.add(extension);
  }
  for (const extension of dropped) {
    const keys = pointerKeys(extension);
    const owner = resolveRef(doc.data, `#${extension.slice(0, extension.lastIndexOf('/'))}`);
    if (isNode(owner)) delete owner[keys.at(-1)!];
  }
  return warnings;
}

/**
 * A webhook written as a Callback Object, its one Path Item under a runtime expression
 * (`inbound: { '{$request.body#/callback}': { post: … } }`, as 3.0 documents' `x-webhooks` often are), is read as
 * that Path Item, so its event generates; problems inside it keep the lines written.
 */
function callbackWebhooks(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  const webhooks = (doc.data as OpenApiDocument).webhooks as Record<string, unknown> | undefined;
  if (!isNode(webhooks)) return warnings;
  const moved = new Map<string, string>();
  for (const [name, value] of Object.entries(webhooks)) {
    const at = `/webhooks/${escapePointer(name)}`;
    // A Path Item (or a `$ref` to one) with an operation is a webhook as written; an `x-` key is no webhook.
    if (name.startsWith('x-') || !isNode(value) || pathItemOperationsOf(doc.data, value, at, name).length > 0) continue;
    const keys = Object.keys(value).filter((k) => !k.startsWith('x-'));
    const expression = keys.length === 1 ? keys[0]! : undefined;
    // The operations view reads a Callback Object as a map of Path Items by expression (x- keys skipped).
    if (expression === undefined || !/^\$|\{\$/.test(expression) || pathItemOperations(doc.data, value, at).length === 0) continue;
    const message = `warning: webhook '${name}' is written as a Callback Object (its Path Item under '${expression}'); a webhook is the Path Item itself, and this one is read as it`;
    warnings.push({ ...problemAt(doc, `${at}/${escapePointer(expression)}`, message), kind: 'callback-webhook' });
    webhooks[name] = value[expression];
    moved.set(at, `${at}/${escapePointer(expression)}`);
  }
  if (moved.size > 0) {
    const { positions } = doc;
    const original = (pointer: string) => {
      const at = pointer.split('/', 3).join('/');
      const to = pointer.length > at.length ? moved.get(at) : undefined;
      return to ? to + pointer.slice(at.length) : pointer;
    };
    doc.positions = { get: (p: string) => positions.get(original(p)), has: (p: string) => positions.has(original(p)) } as LoadedDocument['positions'];
  }
  return warnings;
}

/**
 * A parameter named '' (converters from other formats write them) is no field a request can carry: the document
 * model skips it (parametersOf), and it is left out with a warning. The document is not changed, so `$ref`s into
 * its parameter lists still resolve.
 */
function namelessParameters(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  const data = doc.data as OpenApiDocument;
  // Each list once, where it is written: a Path Item's is shared by its operations.
  const lists = new Map<string, unknown>();
  for (const view of operations(data)) {
    lists.set(view.pathItemPointer, view.pathItem.parameters);
    lists.set(view.pointer, view.operation.parameters);
  }
  for (const [pointer, list] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw: unknown, i: number) => {
      const p = deref(data, raw, '').value as { name?: unknown; in?: unknown } | undefined;
      if (!p || typeof p !== 'object' || p.name !== '' || p.in === 'path') return;
      const message = `warning: this ${String(p.in)} parameter has no name, so no request can carry it; left out`;
      warnings.push({ ...problemAt(doc, `${pointer}/parameters/${i}`, message), kind: 'nameless-parameter' });
    });
  }
  return warnings;
}

/**
 * An OpenAPI schema error (one of reduceAjvErrors') that plain mode tolerates: its warning, `'reported'` when a
 * warning of another check names the place already, `undefined` for an error. Tolerated: an `x-` key in `webhooks`
 * (OpenAPI allows none there; the operations model skips it as an extension, as in `paths`, and extensionWarnings
 * reports it by name), keys beside a `$ref` outside schemas (OpenAPI allows only `summary` and `description`;
 * the `$ref` rule lays them over the target, as it does those), a Link Object's parameter that is no string (the
 * Link spec allows any value; the generator reads no links), and a key of the document's root that is no OpenAPI
 * field and no extension (nothing reads it).
 */
export function toleratedSchemaError(doc: LoadedDocument, e: ErrorObject): Problem | 'reported' | undefined {
  const keys = pointerKeys(e.instancePath);
  if (keys[0] === 'webhooks' && keys[1]?.startsWith('x-')) return 'reported';
  if (e.keyword === 'unevaluatedProperties' && typeof valueAt(doc.data, keys)?.$ref === 'string') {
    const key = (e.params as { unevaluatedProperty: string }).unevaluatedProperty;
    const message = `warning: '${key}' beside a $ref (OpenAPI allows only summary and description there); laid over the referenced object`;
    return { ...problemAt(doc, `${e.instancePath}/${escapePointer(key)}`, message), kind: 'ref-siblings' };
  }
  if (e.keyword === 'type' && keys.at(-4) === 'links' && keys.at(-2) === 'parameters') {
    const message = `warning: link parameter '${keys.at(-1)}' is not a string (OpenAPI's schema wants a runtime expression or text; the generator does not read links); kept as written`;
    return { ...problemAt(doc, e.instancePath, message), kind: 'link-parameter' };
  }
  if (e.keyword === 'unevaluatedProperties' && keys.length === 0) {
    const key = (e.params as { unevaluatedProperty: string }).unevaluatedProperty;
    // A misspelt field (`securty`) is one the output misses: an error (ajvMessage names the field meant).
    if (rootFieldMeant(key)) return undefined;
    const message = `warning: '${key}' is no OpenAPI field (an extension's name starts with x-); the generator does not read it`;
    return { ...problemAt(doc, `/${escapePointer(key)}`, message), kind: 'unknown-root-field' };
  }
  return undefined;
}

function valueAt(root: unknown, keys: string[]): Record<string, unknown> | undefined {
  let node = root;
  for (const key of keys) {
    if ((!isNode(node) && !Array.isArray(node)) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return isNode(node) ? node : undefined;
}

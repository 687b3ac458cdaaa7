import type { Problem } from '../problems.ts';
import { operations, pointerOf } from '@siteapi/document';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { OpenApiDocument } from '@siteapi/document';

/**
 * The checks that span documents: each service name is used by one spec (generated code and the bundle namespace
 * each service), and each operationId once within a document in the platform dialect (plain mode names its calls
 * itself, see `duplicateOperationIds`). `known` holds the services of specs that are not parsed this time (an
 * incremental run's unchanged ones), by name → file. Runs on every document that parsed, so all problems come out
 * at once.
 */
export function crossDocumentProblems(docs: readonly LoadedDocument[], known: ReadonlyMap<string, string> = new Map()): Problem[] {
  const problems: Problem[] = [];
  const names = new Map(known);
  for (const doc of docs) {
    const data = doc.data as OpenApiDocument;
    if (!data || typeof data !== 'object') continue;
    const name = data['x-service']?.name;
    if (name && names.has(name)) problems.push(problemAt(doc, '/x-service/name', `service name '${name}' is also used by ${names.get(name)}`));
    if (name) names.set(name, doc.file);
    if (doc.plain) continue;
    for (const d of duplicateOperationIds(data)) {
      const at = problemAt(doc, d.first, '');
      problems.push({ ...problemAt(doc, d.pointer, ''), message: `duplicate operationId '${d.id}' (first defined at ${at.file}:${at.line}:${at.col})` });
    }
  }
  return problems;
}

/**
 * Each operationId used again, with its operation's path and method and the pointers of it and of the first, in the
 * order of the operations view (the order plain mode names the later ones apart in). A Path Item reached by `$ref`
 * is counted where it is written, not again at each path that reuses it.
 */
export function duplicateOperationIds(data: OpenApiDocument): { id: string; path: string; method: string; pointer: string; first: string }[] {
  const out: { id: string; path: string; method: string; pointer: string; first: string }[] = [];
  const ids = new Map<string, string>();
  for (const view of operations(data)) {
    if (view.operationId === undefined || view.pathItemPointer !== pointerOf('paths', view.path)) continue;
    // Positions are worked out for duplicates only (a JSON document's are computed on demand).
    const pointer = `${view.pointer}/operationId`;
    const first = ids.get(view.operationId);
    if (first === undefined) ids.set(view.operationId, pointer);
    else out.push({ id: view.operationId, path: view.path, method: view.method, pointer, first });
  }
  return out;
}

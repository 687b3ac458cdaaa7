// A GET or HEAD that declares a request body (Meilisearch's `getStopWords`, IllumiDesk's `projectCopyCheck`): fetch
// refuses to send a body with either method ("Request with GET/HEAD method cannot have body"), so a generated call
// could never be made. Plain mode leaves the body out of such calls, with a warning at the requestBody.
import { isBodilessMethod, operations } from '@siteapi/document';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { Problem } from '../problems.ts';

/** Drops `doc`'s GET and HEAD request bodies in place, a warning for each. */
export function bodilessMethods(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  for (const view of [...operations(doc.data), ...operations(doc.data, 'webhooks')]) {
    if (!isBodilessMethod(view.method) || view.operation.requestBody === undefined) continue;
    const message = `warning: ${view.method.toUpperCase()} ${view.path} declares a request body, which fetch cannot send with ${view.method.toUpperCase()}; the generated call leaves it out`;
    warnings.push({ ...problemAt(doc, `${view.pointer}/requestBody`, message), kind: 'bodiless-method' });
    delete view.operation.requestBody;
  }
  return warnings;
}

// Header parameters that fetch sets itself and refuses from a caller (vtex writes `Content-Length` as one, with an
// example): a call that sent the document's value would fail before it left ("Request body length does not match
// content-length header"). Plain mode leaves them out of calls, with a warning at each parameter.
import { operations } from '@siteapi/document';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { Problem } from '../problems.ts';
import { dropParameters } from './drop-parameters.ts';

/** Fetch's forbidden request headers that a document may write as parameters (the Fetch standard's list). */
const FETCH_HEADERS: ReadonlySet<string> = new Set([
  'accept-charset',
  'accept-encoding',
  'connection',
  'content-length',
  'date',
  'expect',
  'host',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

/** Drops `doc`'s header parameters that fetch sets itself, in place, a warning for each. */
export function fetchSetHeaders(doc: LoadedDocument): Problem[] {
  const warnings: Problem[] = [];
  const dropped = new Set<object>();
  for (const view of [...operations(doc.data), ...operations(doc.data, 'webhooks')]) {
    for (const p of view.parameters) {
      if (p.in !== 'header' || !FETCH_HEADERS.has(p.name.toLowerCase())) continue;
      const message = `warning: header parameter '${p.name}' of ${view.method.toUpperCase()} ${view.path} is set by fetch itself, never by a caller; the generated call leaves it out`;
      if (!dropped.has(p.value)) warnings.push({ ...problemAt(doc, p.pointer, message), kind: 'fetch-header' });
      dropped.add(p.value);
    }
  }
  dropParameters(doc.data, dropped);
  return warnings;
}

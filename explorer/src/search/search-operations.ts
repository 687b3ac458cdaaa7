// The palette's search: each query term is fuzzy-matched against an operation's fields, weighted by how
// much a match there says (the method name more than a body field), and every term must match somewhere.
import type { CatalogueEntry } from '../catalogue/types.ts';
import { fuzzyMatch } from './fuzzy.ts';

export type MatchedField = 'name' | 'summary' | 'path' | 'method' | 'service' | 'module' | 'param' | 'field';

export interface SearchHit {
  entry: CatalogueEntry;
  score: number;
  /** Matched positions in the operationId, for highlighting. */
  namePositions: number[];
  /** The best match outside the name (`param paging.limit`), to show why the operation matched. */
  because?: { field: MatchedField; text: string };
}

const WEIGHTS: Record<MatchedField, number> = { name: 3, summary: 1.6, path: 1.5, service: 1.4, module: 1.4, method: 1.2, param: 1.1, field: 1 };
/** A body with hundreds of fields should not drown the operations whose name matches. */
const MAX_LIST_CANDIDATES = 80;

export function searchOperations(entries: readonly CatalogueEntry[], query: string, limit = 50): SearchHit[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return entries.slice(0, limit).map((entry) => ({ entry, score: 0, namePositions: [] }));
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    const hit = scoreEntry(entry, terms);
    if (hit) hits.push(hit);
  }
  hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
  return hits.slice(0, limit);
}

function scoreEntry(entry: CatalogueEntry, terms: string[]): SearchHit | undefined {
  let total = 0;
  let namePositions: number[] = [];
  let because: SearchHit['because'];
  let becauseScore = -Infinity;
  for (const term of terms) {
    let termBest = -Infinity;
    const consider = (field: MatchedField, text: string | undefined): void => {
      if (!text) return;
      // The method only counts as a whole word: "get" should not match every "target".
      if (field === 'method' && text.toLowerCase() !== term) return;
      const match = fuzzyMatch(term, text);
      if (!match) return;
      const score = match.score * WEIGHTS[field];
      if (score > termBest) termBest = score;
      if (field === 'name' && match.positions.length > 0) namePositions = [...new Set([...namePositions, ...match.positions])];
      if (field !== 'name' && score > becauseScore) {
        becauseScore = score;
        because = { field, text };
      }
    };
    consider('name', entry.operationId);
    consider('summary', entry.summary);
    consider('path', entry.path);
    consider('method', entry.method);
    consider('service', entry.service);
    consider('module', entry.module);
    for (const param of entry.params.slice(0, MAX_LIST_CANDIDATES)) consider('param', param);
    for (const field of entry.fields.slice(0, MAX_LIST_CANDIDATES)) consider('field', field);
    if (termBest === -Infinity) return undefined;
    total += termBest;
  }
  return { entry, score: total, namePositions: namePositions.sort((a, b) => a - b), because };
}

// The palette's search. Two passes over each operation:
// - the whole query as a phrase: equal to, or the start of, the summary, the operationId (the catalogue's or the
//   document's own; word for word too, so `repos/get` is reposGet's) or the path puts the operation first; the phrase
//   inside the summary ranks it up;
// - the query's terms together: every term must match somewhere, a whole word beats a word's start, which beats a
//   substring, which beats a fuzzy subsequence; each weighted by how much the field says (the name more than a body
//   field). Stop words ("a", "the") are not terms unless the query has nothing else.
import type { CatalogueEntry } from '../catalogue/types.ts';
import { fuzzyMatch, isWordStart } from './fuzzy.ts';
import { STOP_WORDS, searchWords } from './words.ts';

export type MatchedField = 'name' | 'summary' | 'path' | 'method' | 'service' | 'module' | 'param' | 'field' | 'keyword';

export interface SearchHit {
  entry: CatalogueEntry;
  score: number;
  /** Matched positions in the operationId, for highlighting. */
  namePositions: number[];
  /** The best match outside the name (`param paging.limit`), to show why the operation matched. */
  because?: { field: MatchedField; text: string };
}

const WEIGHTS: Record<MatchedField, number> = {
  name: 3,
  summary: 1.6,
  path: 1.5,
  service: 1.4,
  module: 1.4,
  method: 1.2,
  param: 1.1,
  field: 1,
  keyword: 0.8,
};
/** How a term matched a field, best first. A fuzzy match scores 0 to FUZZY by how tight it is. */
const WHOLE = 10;
const WORD = 6;
const WORD_START = 4;
const SUBSTRING = 3;
const FUZZY = 2;
/** The whole query equal to a summary, name or path, or starting one: above anything terms can add up to. */
const PHRASE_EXACT = 1000;
const PHRASE_PREFIX = 500;
/** The whole query inside the summary, as words. */
const PHRASE_INSIDE = 40;
/** Per character a phrase-matched field is longer than the query: `Get a repository` before `Get a repository secret`. */
const PHRASE_LENGTH = -0.5;
/** A body with hundreds of fields should not drown the operations whose name matches. */
const MAX_LIST_CANDIDATES = 80;

/** A term of the query as typed, and its words (for a term written with separators). */
interface Term {
  text: string;
  words: string[];
}

/** One field of an entry, prepared once: its lower-case text and its words. */
interface Field {
  kind: MatchedField;
  text: string;
  lower: string;
  words: string[];
}

interface Prepared {
  fields: Field[];
  /** Lower-case texts the whole query is compared with. */
  phraseTargets: string[];
  /** The names' words, space-separated and padded: `repos/get` is the phrase of reposGet. */
  nameWords: string[];
  /** The summary's words, space-separated and padded, for the phrase inside. */
  prose: string[];
}

// Entries are immutable build-time data: prepared on the first search, reused on every keystroke after.
const prepared = new WeakMap<CatalogueEntry, Prepared>();

function field(kind: MatchedField, text: string): Field {
  return { kind, text, lower: text.toLowerCase(), words: searchWords(text) };
}

function prepare(entry: CatalogueEntry): Prepared {
  let found = prepared.get(entry);
  if (found) return found;
  const fields = [field('name', entry.operationId)];
  if (entry.originalOperationId) fields.push(field('name', entry.originalOperationId));
  if (entry.summary) fields.push(field('summary', entry.summary));
  fields.push(field('path', entry.path), field('method', entry.method), field('service', entry.service), field('module', entry.module));
  for (const param of entry.params.slice(0, MAX_LIST_CANDIDATES)) fields.push(field('param', param));
  for (const name of entry.fields.slice(0, MAX_LIST_CANDIDATES)) fields.push(field('field', name));
  if (entry.keywords) fields.push(field('keyword', entry.keywords));
  const phraseTargets = [entry.summary, entry.operationId, entry.originalOperationId, entry.path, entry.id]
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.toLowerCase());
  const prose = entry.summary ? [` ${searchWords(entry.summary).join(' ')} `] : [];
  const nameWords = [entry.operationId, entry.originalOperationId]
    .filter((t): t is string => typeof t === 'string')
    .map((t) => ` ${searchWords(t).join(' ')} `);
  found = { fields, phraseTargets, nameWords, prose };
  prepared.set(entry, found);
  return found;
}

export function searchOperations(entries: readonly CatalogueEntry[], query: string, limit = 50): SearchHit[] {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const all = phrase.split(' ').filter(Boolean);
  if (all.length === 0) return entries.slice(0, limit).map((entry) => ({ entry, score: 0, namePositions: [] }));
  const meaningful = all.filter((term) => !STOP_WORDS.has(term));
  const terms = (meaningful.length > 0 ? meaningful : all).map((text) => ({ text, words: searchWords(text) }));
  const phraseWords = ` ${searchWords(phrase).join(' ')} `;
  const hits: SearchHit[] = [];
  for (const entry of entries) {
    const hit = scoreEntry(entry, phrase, phraseWords, terms);
    if (hit) hits.push(hit);
  }
  hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
  const top = hits.slice(0, limit);
  // Highlighting is only needed for what is shown.
  for (const hit of top)
    hit.namePositions = namePositions(
      hit.entry.operationId,
      terms.flatMap((t) => [t.text, ...t.words]),
    );
  return top;
}

function scoreEntry(entry: CatalogueEntry, phrase: string, phraseWords: string, terms: Term[]): SearchHit | undefined {
  const { fields, phraseTargets, nameWords, prose } = prepare(entry);
  let total = 0;
  let because: SearchHit['because'];
  let becauseScore = -Infinity;
  const best = (term: string): number => {
    let termBest = 0;
    for (const f of fields) {
      const score = termScore(term, f) * WEIGHTS[f.kind];
      if (score <= termBest) continue;
      termBest = score;
      if (f.kind !== 'name' && score > becauseScore) {
        becauseScore = score;
        because = { field: f.kind, text: f.text };
      }
    }
    return termBest;
  };
  for (const term of terms) {
    let termBest = best(term.text);
    // `repos/get` or `paging.limit` found nowhere as written: then by each of its words.
    if (termBest === 0 && term.words.length > 1) {
      for (const word of term.words) {
        const wordBest = best(word);
        if (wordBest === 0) return undefined;
        termBest += wordBest;
      }
    }
    if (termBest === 0) return undefined;
    total += termBest;
  }
  total += phraseScore(phrase, phraseWords, phraseTargets, nameWords, prose);
  return { entry, score: total, namePositions: [], ...(because ? { because } : {}) };
}

function phraseScore(phrase: string, phraseWords: string, targets: string[], nameWords: string[], prose: string[]): number {
  let best = 0;
  if (phraseWords.length > 2 && nameWords.includes(phraseWords)) return PHRASE_EXACT;
  for (const target of targets) {
    if (target === phrase) return PHRASE_EXACT;
    if (target.startsWith(phrase)) best = Math.max(best, PHRASE_PREFIX + PHRASE_LENGTH * (target.length - phrase.length));
  }
  if (best > 0 || phraseWords.length <= 2) return best;
  for (const text of prose) if (text.includes(phraseWords)) return PHRASE_INSIDE;
  return 0;
}

/** How well one term matches one field, unweighted; 0 when it does not. */
function termScore(term: string, f: Field): number {
  if (f.lower === term) return WHOLE;
  // The method only counts as a whole word: "get" should not match every "target".
  if (f.kind === 'method') return 0;
  let prefix = false;
  for (const word of f.words) {
    if (word === term) return WORD;
    if (!prefix && word.startsWith(term)) prefix = true;
  }
  if (prefix) return WORD_START;
  // One letter matches as a word only: fuzzily, it would match nearly everything.
  if (term.length < 2) return 0;
  if (f.lower.includes(term)) return SUBSTRING;
  // Fuzzy matching is for abbreviated names (`lp` for listPosts); in prose it finds letters scattered over words.
  if (f.kind === 'summary' || f.kind === 'keyword') return 0;
  const match = fuzzyMatch(term, f.text);
  if (!match || !isAbbreviation(f.text, match.positions)) return 0;
  // The matcher gives about 2 per character for a tight run: scaled to (0, FUZZY].
  return Math.min(FUZZY, Math.max(0.1, (FUZZY * match.score) / (2 * term.length)));
}

/**
 * An abbreviation is runs of letters that each begin at a word start (`lp` and `lisPo` for listPosts); letters
 * scattered inside words ("issues" in interactionsSetPullRequest) are no match.
 */
function isAbbreviation(text: string, positions: number[]): boolean {
  return positions.every((p, i) => (i > 0 && positions[i - 1] === p - 1) || isWordStart(text, p));
}

function namePositions(name: string, terms: string[]): number[] {
  const positions = new Set<number>();
  for (const term of terms) for (const p of fuzzyMatch(term, name)?.positions ?? []) positions.add(p);
  return [...positions].sort((a, b) => a - b);
}

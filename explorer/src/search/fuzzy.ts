// A small fuzzy matcher (fzy-like): the query's characters in order, scored for matches at word starts
// (after `.`, `/`, `-`, `_`, space or a camelCase hump), consecutive runs and an early start; gaps cost.
// Written here rather than added as a dependency: it is ~60 lines and the ranking is ours to tune.

export interface FuzzyMatch {
  score: number;
  /** Indices of the matched characters in the text, for highlighting. */
  positions: number[];
}

const WORD_START = 0.9;
const CONSECUTIVE = 1.0;
const FIRST_CHAR = 0.6;
const MATCH = 0.1;
const GAP = -0.01;
const EXACT_SUBSTRING = 2;
// A term equal to a whole field (a service, a module, a name) says more than one found inside a longer name.
const EXACT_MATCH = 12;
/** Per character the text is longer than the query: ties go to the shorter text (getPost before getPostBySlug). */
const LENGTH = -0.002;

/** Whether `text[i]` starts a word: the first character, after a separator, or a camelCase hump. */
export function isWordStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const previous = text[i - 1]!;
  const current = text[i]!;
  if (/[\s./_\-{}:]/.test(previous)) return true;
  return previous === previous.toLowerCase() && current !== current.toLowerCase();
}

// Reused between calls: a search scores thousands of fields per keystroke.
let bestBuffer = new Float64Array(1024);
let fromBuffer = new Int32Array(1024);

function buffers(size: number): { best: Float64Array; from: Int32Array } {
  if (bestBuffer.length < size) {
    bestBuffer = new Float64Array(size * 2);
    fromBuffer = new Int32Array(size * 2);
  }
  return { best: bestBuffer, from: fromBuffer };
}

/** Scores `query` (lower case) against `text`; undefined when the characters do not occur in order. */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | undefined {
  if (query === '') return { score: 0, positions: [] };
  const lower = text.toLowerCase();
  // Cheap rejection first: most texts do not hold the characters in order at all.
  let probe = 0;
  for (let i = 0; i < lower.length && probe < query.length; i++) if (lower[i] === query[probe]) probe++;
  if (probe < query.length) return undefined;

  // best[i*m+j]: best score of query[0..i] with query[i] matched at text[j]. One pass per row: `gapScore`
  // carries the best earlier match k <= j-2 with its gap cost so far, so a row costs O(m), not O(m²).
  const n = query.length;
  const m = lower.length;
  const { best, from } = buffers(n * m);
  best.fill(-Infinity, 0, n * m);
  for (let i = 0; i < n; i++) {
    const row = i * m;
    const previous = (i - 1) * m;
    let gapScore = -Infinity;
    let gapFrom = -1;
    for (let j = i; j < m; j++) {
      if (i > 0 && j >= 2 && best[previous + j - 2]! + GAP > gapScore + GAP) {
        gapScore = best[previous + j - 2]! + GAP;
        gapFrom = j - 2;
      } else {
        gapScore += GAP;
      }
      if (lower[j] !== query[i]) continue;
      const bonus = MATCH + (isWordStart(text, j) ? WORD_START : 0);
      if (i === 0) {
        best[row + j] = bonus + (j === 0 ? FIRST_CHAR : 0) + GAP * j;
        continue;
      }
      const consecutive = j >= 1 ? best[previous + j - 1]! + CONSECUTIVE : -Infinity;
      if (consecutive >= gapScore && consecutive > -Infinity) {
        best[row + j] = consecutive + bonus;
        from[row + j] = j - 1;
      } else if (gapScore > -Infinity) {
        best[row + j] = gapScore + bonus;
        from[row + j] = gapFrom;
      }
    }
  }
  let end = -1;
  let score = -Infinity;
  const lastRow = (n - 1) * m;
  for (let j = 0; j < m; j++) if (best[lastRow + j]! > score) [score, end] = [best[lastRow + j]!, j];
  if (end < 0) return undefined;
  const positions: number[] = [];
  for (let i = n - 1, j = end; i >= 0; j = from[i * m + j]!, i--) positions.unshift(j);
  if (lower === query) score += EXACT_MATCH;
  else if (lower.includes(query)) score += EXACT_SUBSTRING;
  score += LENGTH * (m - n);
  return { score, positions };
}

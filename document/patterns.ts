// A document's `pattern`s: run on a linear-time engine (ajv's `regExp`), and a string one accepts, for samplers
// (openapi-sampler makes `"string"` whatever the pattern says; GitHub's `version` path parameter takes
// `^\d+\.\d+\.\d+$`, its `subject_digest` `^sha256:[a-f0-9]{64}$`).

import { RE2JS } from 're2js';

interface PatternTest {
  test(value: string): boolean;
}

/**
 * `pattern` keywords run on RE2's linear-time engine: a document's pattern such as `^([a-z0-9]+\s?)*$` would
 * otherwise take exponential time on a crafted value and freeze the mock (or the page). A pattern RE2 cannot take
 * (lookaround, back-references) is not enforced rather than run with backtracking; one no engine can read still fails
 * the schema's compilation, as it would with JavaScript's own engine.
 */
export function linearRegExp(pattern: string): PatternTest {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch {
    // Throws for a pattern that is not a regular expression at all, with the unicode flag or without it (`\:`, AWS
    // SSM's, is an escape only without).
    try {
      new RegExp(pattern, 'u');
    } catch {
      new RegExp(pattern);
    }
    return { test: () => true, toString: () => `/${pattern}/ (not enforced)` } as PatternTest;
  }
  return { test: (value: string) => compiled.matcher(value).find(), toString: () => `/${pattern}/` } as PatternTest;
}

/** Characters a class escape stands for, the first of each taken. */
const ESCAPES: Record<string, string> = { d: '0', w: 'a', s: ' ', D: 'a', W: '-', S: 'a', n: '\n', t: '\t', r: '\r' };

/**
 * A string that `pattern` (a JSON Schema `pattern`: ECMA-262, unanchored) matches, or undefined. Reads the common
 * part of regular expressions: literals and escapes, classes, groups, alternatives (the first is taken) and
 * quantifiers (their least count, at least one for `+`). What it makes is tested against the pattern, so a pattern it
 * reads wrongly or cannot read (lookaround, back-references) gives undefined, never a string the pattern refuses.
 * With `minLength` (AWS's log group ARNs take 47 characters at least), open quantifiers repeat their atom more times
 * until the string is that long, if they can.
 */
export function stringMatching(pattern: string, minLength = 0): string | undefined {
  try {
    const test = linearRegExp(pattern);
    let made = new Reader(pattern).alternatives();
    // Each more repetition makes the string no shorter; a bound, for patterns with no open quantifier.
    for (let more = 1; [...made].length < minLength && more <= minLength; more++) made = new Reader(pattern, more).alternatives();
    return test.test(made) ? made : undefined;
  } catch {
    return undefined;
  }
}

class Reader {
  private i = 0;

  /** `more`: how many more times than its least an open quantifier (`*`, `+`, `{n,}`, `{n,m}` up to m) writes its atom. */
  constructor(
    private readonly text: string,
    private readonly more = 0,
  ) {}

  /** Alternatives up to a `)` or the end: the first one's string. */
  alternatives(): string {
    const first = this.sequence();
    while (this.text[this.i] === '|') {
      this.i++;
      this.sequence();
    }
    return first;
  }

  private sequence(): string {
    let out = '';
    while (this.i < this.text.length && this.text[this.i] !== '|' && this.text[this.i] !== ')') {
      const atom = this.atom();
      out += atom.repeat(this.quantifier());
    }
    return out;
  }

  /** One atom's string: `^` and `$` are empty, a group its first alternative's, a class its first character. */
  private atom(): string {
    const c = this.text[this.i++]!;
    if (c === '^' || c === '$') return '';
    if (c === '.') return 'a';
    if (c === '\\') return this.escape();
    if (c === '[') return this.charClass();
    if (c === '(') {
      if (this.text[this.i] === '?') {
        // Only a non-capturing group is read; lookaround cannot be.
        if (this.text[this.i + 1] !== ':') throw new Error('lookaround');
        this.i += 2;
      }
      const inner = this.alternatives();
      if (this.text[this.i++] !== ')') throw new Error('unclosed group');
      return inner;
    }
    return c;
  }

  /** An escape's character; a word boundary (`\b`, `\B`) is empty outside a class (AWS's ids: `\b[0-9a-f]{8}\b-…`), a backspace in one. */
  private escape(inClass = false): string {
    const c = this.text[this.i++];
    if (c === undefined) throw new Error('trailing backslash');
    if (/[1-9]/.test(c)) throw new Error('back-reference');
    if (c === 'b' || c === 'B') return inClass && c === 'b' ? '\b' : '';
    return ESCAPES[c] ?? c;
  }

  /** A class's first character (or range start); a negated class is read as the first printable it does not hold. */
  private charClass(): string {
    const negated = this.text[this.i] === '^';
    if (negated) this.i++;
    const members: string[] = [];
    while (this.i < this.text.length && (this.text[this.i] !== ']' || members.length === 0)) {
      const c = this.text[this.i++]!;
      members.push(c === '\\' ? this.escape(true) : c);
    }
    if (this.text[this.i++] !== ']') throw new Error('unclosed class');
    if (!negated) return members[0]!;
    for (const candidate of 'aA0_-') if (!members.includes(candidate)) return candidate;
    throw new Error('negated class');
  }

  /** How many times the atom before is written: `?`, `*` none, `+` once, `{n}` and `{n,m}` n (each open one `more` times more). */
  private quantifier(): number {
    const c = this.text[this.i];
    let count = 1;
    if (c === '?') {
      this.i++;
      count = 0;
    } else if (c === '*' || c === '+') {
      this.i++;
      count = (c === '*' ? 0 : 1) + this.more;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.i));
      if (!m) return 1;
      this.i += m[0].length;
      const least = Number(m[1]);
      count = m[2] === undefined ? least : Math.min(least + this.more, m[3] ? Number(m[3]) : Number.POSITIVE_INFINITY);
    }
    // A lazy or possessive mark changes nothing here.
    if (this.text[this.i] === '?' || this.text[this.i] === '+') this.i++;
    return count;
  }
}

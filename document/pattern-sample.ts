// A string that a JSON Schema `pattern` matches, for a sampler that makes none (openapi-sampler answers `"string"`
// for AWS's `arn:[^:]*:iot:[^:]*:[0-9]+:(thing|thinggroup)/.+`, which the mock then refuses). Built from the
// pattern's own parts, so it matches by construction; a pattern with anything this does not read (lookaround,
// back-references, word boundaries, Unicode escapes) gets no sample rather than a wrong one.

const MAX_LENGTH = 1000;

/** Characters tried for a negated class (`[^:]`), in order. */
const CANDIDATES = ['a', '0', 'x', 'Z', '-', '_', '.', ' '];

const ESCAPES: Record<string, string> = { d: '0', w: 'a', s: ' ', D: 'a', W: '-', S: 'a', n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

class Unreadable extends Error {}

/** One string `pattern` matches, or undefined when the pattern holds what this does not read. */
export function patternSample(pattern: string): string | undefined {
  try {
    const reader = new Reader(pattern);
    const out = reader.alternatives(true);
    if (reader.at < pattern.length) throw new Unreadable();
    return out.length <= MAX_LENGTH ? out : undefined;
  } catch (error) {
    if (error instanceof Unreadable || error instanceof RangeError) return undefined;
    throw error;
  }
}

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  private peek(): string | undefined {
    return this.text[this.at];
  }

  /** `a|b|c` up to the end or a `)`: the first alternative's string (the others are read past). */
  alternatives(top: boolean): string {
    const first = this.sequence(top);
    while (this.peek() === '|') {
      this.at++;
      this.sequence(top);
    }
    return first;
  }

  private sequence(top: boolean): string {
    let out = '';
    for (let c = this.peek(); c !== undefined && c !== '|' && c !== ')'; c = this.peek()) {
      if (c === '^' || c === '$') {
        // Anchors: only at the ends of the whole pattern's alternatives (else they say what this cannot).
        this.at++;
        const next = this.peek();
        if (!top || (c === '^' ? out !== '' : next !== undefined && next !== '|')) throw new Unreadable();
        continue;
      }
      const atom = this.atom();
      out += atom.repeat(this.count());
      if (out.length > MAX_LENGTH) throw new Unreadable();
    }
    return out;
  }

  private atom(): string {
    const c = this.text[this.at++]!;
    if (c === '.') return 'a';
    if (c === '\\') return this.escape(false);
    if (c === '[') return this.charClass();
    if (c === '(') {
      if (this.peek() === '?') {
        if (this.text[this.at + 1] !== ':') throw new Unreadable();
        this.at += 2;
      }
      const inner = this.alternatives(false);
      if (this.text[this.at++] !== ')') throw new Unreadable();
      return inner;
    }
    if ('*+?{}'.includes(c)) throw new Unreadable();
    return c;
  }

  private escape(inClass: boolean): string {
    const c = this.text[this.at++];
    if (c === undefined) throw new Unreadable();
    if (ESCAPES[c] !== undefined) return ESCAPES[c];
    // Back-references, word boundaries, Unicode and control escapes: not read.
    if (/[0-9bBuxcpPkq]/.test(c) && !(inClass && c === 'b')) throw new Unreadable();
    if (/[a-zA-Z]/.test(c)) throw new Unreadable();
    return c;
  }

  /** `[a-z0-9_]` → its first member; `[^:/]` → the first candidate it does not exclude. */
  private charClass(): string {
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const members: (string | [string, string])[] = [];
    let classes = '';
    for (let first = true; ; first = false) {
      const c = this.text[this.at++];
      if (c === undefined) throw new Unreadable();
      if (c === ']' && !first) break;
      let one = c;
      if (c === '\\') {
        const e = this.text[this.at];
        if (e !== undefined && 'dwsDWS'.includes(e)) {
          this.at++;
          classes += e;
          continue;
        }
        one = this.escape(true);
      } else if (c === '[') throw new Unreadable();
      if (this.peek() === '-' && this.text[this.at + 1] !== ']' && this.text[this.at + 1] !== undefined) {
        this.at++;
        let end = this.text[this.at++]!;
        if (end === '\\') end = this.escape(true);
        members.push([one, end]);
      } else members.push(one);
    }
    const inClass = (ch: string) =>
      members.some((m) => (typeof m === 'string' ? m === ch : m[0] <= ch && ch <= m[1])) || [...classes].some((k) => new RegExp(`\\${k}`).test(ch));
    if (!negated) {
      const m = members[0];
      if (m !== undefined) return typeof m === 'string' ? m : m[0];
      if (classes) return ESCAPES[classes[0]!]!;
      throw new Unreadable();
    }
    const found = CANDIDATES.find((ch) => !inClass(ch));
    if (found === undefined) throw new Unreadable();
    return found;
  }

  /** The quantifier after an atom, as a count it allows (one where it allows one; `*` and `?` included). */
  private count(): number {
    const c = this.peek();
    let n = 1;
    if (c === '*' || c === '+' || c === '?') this.at++;
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.at));
      if (!m) throw new Unreadable();
      this.at += m[0].length;
      const min = Number(m[1]);
      const max = m[3] === undefined || m[3] === '' ? (m[2] ? Number.POSITIVE_INFINITY : min) : Number(m[3]);
      if (min > MAX_LENGTH || max < min) throw new Unreadable();
      n = min > 0 ? min : Math.min(1, max);
    } else return 1;
    // A lazy or possessive mark changes nothing here.
    if (this.peek() === '?') this.at++;
    return n;
  }
}

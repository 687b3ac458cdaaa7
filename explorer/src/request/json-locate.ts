// Where a value sits in JSON text: the offsets of the value at a path, so a problem the mock names on
// `post.title` can be marked on that line of the body editor. Valid JSON only; undefined otherwise.

export interface TextRange {
  start: number;
  end: number;
}

export function locateJsonPath(text: string, path: readonly (string | number)[]): TextRange | undefined {
  const scanner = new Scanner(text);
  try {
    scanner.skipSpace();
    return scanner.find(path, 0);
  } catch {
    return undefined;
  }
}

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  /** Finds `path[depth..]` inside the value at `pos`; the deepest existing value when the rest is missing. */
  find(path: readonly (string | number)[], depth: number): TextRange {
    const start = this.pos;
    if (depth === path.length) {
      this.skipValue();
      return { start, end: this.pos };
    }
    const want = path[depth];
    const char = this.text[this.pos];
    if (char === '{') {
      this.pos++;
      for (;;) {
        this.skipSpace();
        if (this.text[this.pos] === '}') break;
        const keyStart = this.pos;
        const key = this.readString();
        this.skipSpace();
        this.expect(':');
        this.skipSpace();
        if (key === String(want)) {
          const found = this.find(path, depth + 1);
          // A missing deeper field: mark the key whose value lacks it.
          return depth + 1 === path.length ? { start: keyStart, end: found.end } : found;
        }
        this.skipValue();
        this.skipSpace();
        if (this.text[this.pos] === ',') this.pos++;
      }
    } else if (char === '[') {
      this.pos++;
      for (let index = 0; ; index++) {
        this.skipSpace();
        if (this.text[this.pos] === ']') break;
        if (index === Number(want)) return this.find(path, depth + 1);
        this.skipValue();
        this.skipSpace();
        if (this.text[this.pos] === ',') this.pos++;
      }
    }
    // The path goes on past what the text holds: the value that should contain it.
    this.pos = start;
    this.skipValue();
    return { start, end: this.pos };
  }

  skipValue(): void {
    const char = this.text[this.pos];
    if (char === '"') {
      this.readString();
    } else if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      this.pos++;
      for (;;) {
        this.skipSpace();
        if (this.text[this.pos] === close) break;
        if (char === '{') {
          this.readString();
          this.skipSpace();
          this.expect(':');
          this.skipSpace();
        }
        this.skipValue();
        this.skipSpace();
        if (this.text[this.pos] === ',') this.pos++;
        else if (this.text[this.pos] !== close) throw new Error('unexpected character');
      }
      this.pos++;
    } else {
      const match = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.pos, this.pos + 64));
      if (!match) throw new Error('unexpected character');
      this.pos += match[0].length;
    }
  }

  readString(): string {
    this.expect('"');
    const start = this.pos;
    while (this.pos < this.text.length && this.text[this.pos] !== '"') this.pos += this.text[this.pos] === '\\' ? 2 : 1;
    if (this.pos >= this.text.length) throw new Error('unterminated string');
    const raw = this.text.slice(start, this.pos);
    this.pos++;
    return JSON.parse(`"${raw}"`) as string;
  }

  expect(char: string): void {
    if (this.text[this.pos] !== char) throw new Error(`expected ${char}`);
    this.pos++;
  }
}

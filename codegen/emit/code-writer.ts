// The text of a generated file as it is written, indented as it goes. The printer (structure-printer.ts) hands it
// structures' text and the emitters' code as text (initializers, types, function bodies), unindented or indented any
// way; the writer sets each line's indentation by one bracket rule: two spaces past the line that opened the innermost
// bracket still open, a line that starts by closing one at that line's indentation. A block comment's later lines move
// as much as its first; a template literal's text is kept as it is. This is the indentation TypeScript's formatter
// gives the code the emitters print, so the files read as formatted ones, without a formatting pass.

const code = (c: string): number => c.charCodeAt(0);
const [SPACE, SLASH, STAR, BACKSLASH, QUOTE, DOUBLE_QUOTE, BACKTICK, DOLLAR, OPEN_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [...' /*\\\'"`${[]'].map(code) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const OPENERS = new Set([...'{[('].map(code));
const CLOSERS = new Set([...'}])'].map(code));
/** The white space the writer's line-break rules skip looking back for code (ts-morph's, which they mirror). */
const WHITESPACE = new Set([' ', '\f', '\n', '\r', '\t', '\v', '\u00a0', '\u2028', '\u2029']);
/** After these a `/` starts a regular expression; after anything else it divides. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^'].map(code));
const KEYWORDS_BEFORE_REGEX = /(?:^|[^\w$])(?:return|typeof|case|in|of|delete|void|throw|new|instanceof|yield|await)$/;

/** An open bracket: its character (`$` for a template literal's `${`) and the indentation of the line it opened on. */
interface Open {
  readonly char: number;
  readonly indent: number;
}

/** Where the scan is between characters: in code, or inside a construct that may span lines. */
type Mode = 'code' | 'comment' | 'template';

export class CodeWriter {
  private readonly parts: string[] = [];
  private readonly stack: Open[] = [];
  private mode: Mode = 'code';
  /** The line being written, up to its line break: each line is indented and scanned whole. */
  private pending = '';
  /** The current line's indentation, and how far a block comment opened on an earlier line moves its lines. */
  private indent = 0;
  private commentShift = 0;
  /** Line breaks at the end of the text written: a third in a row is left out (at most one blank line). */
  private breaks = 0;
  /** The last code character of the scan, for telling a regular expression from a division. */
  private lastScanned = 0;
  // What the printer asks of the text it was handed (before indentation): its last two characters, its last one that
  // is no white space, and whether a line break came since a block opened.
  private last = '';
  private lastCode = '';
  private firstLine = true;
  private written = false;

  /** Writes code, one or several lines (a line may come in several pieces). */
  write(text: string): void {
    if (text === '') return;
    this.written = true;
    this.last = text.length >= 2 ? text.slice(-2) : (this.last + text).slice(-2);
    for (let i = text.length - 1; i >= 0; i--) {
      if (!WHITESPACE.has(text[i]!)) {
        this.lastCode = text[i]!;
        break;
      }
    }
    let from = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', from)) {
      this.firstLine = false;
      this.line(this.pending === '' ? text.slice(from, end) : this.pending + text.slice(from, end));
      this.pending = '';
      this.lineBreak();
      from = end + 1;
    }
    if (from < text.length) this.pending += text.slice(from);
  }

  /** The text written, without blank lines at its end. */
  text(): string {
    if (this.pending !== '') this.line(this.pending);
    this.pending = '';
    return this.parts.join('').trimEnd();
  }

  newLine(): void {
    this.write('\n');
  }

  lastIsNewLine(): boolean {
    return this.last.endsWith('\n');
  }

  newLineIfLastNot(): void {
    if (!this.lastIsNewLine()) this.newLine();
  }

  blankLineIfLastNot(): void {
    if (this.last === '\n\n') return;
    this.newLineIfLastNot();
    this.newLine();
  }

  spaceIfLastNot(): void {
    if (!this.last.endsWith(' ')) this.write(' ');
  }

  /** Nothing but line breaks written since the file or the innermost block opened. */
  atStartOfBlock(): boolean {
    return this.firstLine && (!this.written || this.lastIsNewLine());
  }

  /** Opens a block: `{` and a line break; `close` ends it. */
  open(): void {
    this.write('{');
    this.newLineIfLastNot();
    this.firstLine = true;
  }

  close(): void {
    this.firstLine = false;
    this.newLineIfLastNot();
    this.write('}');
  }

  lastCodeIsCloseBrace(): boolean {
    return this.lastCode === '}';
  }

  /** One line, without its line break: indented by the rule above, its blanks at the end left out after code. */
  private line(text: string): void {
    if (this.mode === 'template') {
      // A template literal's text is its value: its lines stay as they are.
      this.scan(text, 0);
      this.put(text);
      return;
    }
    let width = 0;
    while (width < text.length && text.charCodeAt(width) === SPACE) width++;
    if (width === text.length) return;
    if (this.mode === 'comment') this.indent = Math.max(0, width + this.commentShift);
    else {
      const top = this.stack[this.stack.length - 1];
      this.indent = top === undefined ? 0 : CLOSERS.has(text.charCodeAt(width)) && top.char !== DOLLAR ? top.indent : top.indent + 2;
    }
    const codeEnd = this.scan(text, width);
    this.put(indentation(this.indent));
    this.put(text.slice(width, codeEnd));
  }

  /**
   * Follows the brackets, strings, comments and template literals of a line from `from` (its width of leading blanks);
   * returns where its code ends before blanks.
   */
  private scan(text: string, from: number): number {
    const to = text.length;
    let codeEnd = from;
    let i = from;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (this.mode === 'comment') {
        const end = text.indexOf('*/', i);
        if (end < 0) return to;
        this.mode = 'code';
        i = codeEnd = end + 2;
        continue;
      }
      if (this.mode === 'template') {
        if (c === BACKSLASH) i += 2;
        else if (c === BACKTICK) {
          this.mode = 'code';
          this.lastScanned = c;
          i = codeEnd = i + 1;
        } else if (c === DOLLAR && text.charCodeAt(i + 1) === OPEN_BRACE) {
          this.stack.push({ char: DOLLAR, indent: this.indent });
          this.mode = 'code';
          this.lastScanned = OPEN_BRACE;
          i = codeEnd = i + 2;
        } else i++;
        continue;
      }
      if (c === SPACE) {
        i++;
        continue;
      }
      if (c === QUOTE || c === DOUBLE_QUOTE) i = stringEnd(text, i, c);
      else if (c === BACKTICK) {
        this.mode = 'template';
        i++;
        continue;
      } else if (c === SLASH && text.charCodeAt(i + 1) === SLASH) {
        // A line comment: the rest of the line, its blanks too.
        return to;
      } else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) {
          // Left open: a comment that starts the line moves its later lines as far as this one; one after code none.
          this.mode = 'comment';
          this.commentShift = i === from ? this.indent - from : 0;
          return to;
        }
        i = codeEnd = end + 2;
        continue;
      } else if (c === SLASH) i = this.regexAhead(text, i) ? regexEnd(text, i) : i + 1;
      else if (OPENERS.has(c)) {
        this.stack.push({ char: c, indent: this.indent });
        i++;
      } else if (CLOSERS.has(c)) {
        i++;
        if (this.stack.pop()?.char === DOLLAR) {
          this.mode = 'template';
          codeEnd = i;
          continue;
        }
      } else i++;
      codeEnd = i;
      this.lastScanned = c;
    }
    return this.mode === 'template' ? to : codeEnd;
  }

  /** Whether the `/` at i starts a regular expression: after an operator, a bracket or a keyword, not after a value. */
  private regexAhead(text: string, i: number): boolean {
    if (this.lastScanned === 0 || BEFORE_REGEX.has(this.lastScanned)) return true;
    return KEYWORDS_BEFORE_REGEX.test(text.slice(Math.max(0, i - 12), i).trimEnd());
  }

  private lineBreak(): void {
    // A blank line inside a template literal is its text; elsewhere at most one is written in a row.
    if (this.mode === 'template') this.breaks = 0;
    if (this.breaks < 2) {
      this.parts.push('\n');
      this.breaks++;
    }
  }

  private put(text: string): void {
    if (text === '') return;
    this.parts.push(text);
    this.breaks = 0;
  }
}

const INDENTS: string[] = [];

/** `n` spaces, each length made once. */
function indentation(n: number): string {
  INDENTS[n] ??= ' '.repeat(n);
  return INDENTS[n]!;
}

/** The index after the closing quote of the string literal starting at `start`, or the line's end. */
function stringEnd(text: string, start: number, quote: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === quote) return i + 1;
  }
  return text.length;
}

/** The index after a regular expression literal starting at `start` (a `/` inside a character class is no end). */
function regexEnd(text: string, start: number): number {
  let inClass = false;
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === OPEN_BRACKET) inClass = true;
    else if (c === CLOSE_BRACKET) inClass = false;
    else if (c === SLASH && !inClass) return i + 1;
  }
  return text.length;
}

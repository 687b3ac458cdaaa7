/**
 * ts-morph prints structures with hanging indents (each line of a multi-line initializer or type two spaces deeper
 * than the one before) and multi-line statement text unindented; TypeScript's formatter then puts every line at the
 * depth of its brackets. For the code the emitters print, that depth can be read off the text: a line is indented
 * two spaces past the line that opened its innermost open bracket, a line that starts by closing one sits at that
 * line's indentation, and a doc comment's later lines move as much as its first. This gives the formatter's text
 * without the parse and the formatting pass, or `undefined` for any text where the formatter could do more than
 * re-indent (a bracket with code after it that closes on another line, template literals, regular expressions,
 * code after a comment's end, tabs, trailing blanks): those files still go through the formatter.
 */
export function formatterIndentation(text: string): string | undefined {
  // Other line breaks the formatter would see (and `\r\n`, which it turns into `\n`).
  if (/[\r\u2028\u2029]/.test(text)) return undefined;
  // The formatter spaces an empty import or export list (`export { };`), and no other empty braces.
  if (/\b(import|export)( type)? \{\}/.test(text)) return undefined;
  const lines = text.split('\n');
  const out: string[] = [];
  const stack: Open[] = [];
  // Inside a block comment that started on an earlier line: how far its lines move.
  let commentShift: number | undefined;
  for (const [n, line] of lines.entries()) {
    const width = leadingSpaces(line);
    if (width === undefined) return undefined;
    if (width === line.length) {
      // Blank line (the formatter trims its blanks); a blank line in a comment keeps the formatter's shift rule.
      if (commentShift !== undefined && commentShift > 0) return undefined;
      out.push('');
      continue;
    }
    const body = line.slice(width);
    // Trailing blanks stay inside a comment and go elsewhere.
    const trailingBlank = body.charCodeAt(body.length - 1) === SPACE;
    if (commentShift !== undefined) {
      const end = body.indexOf('*/');
      // Code after the comment on its last line: leave it to the formatter.
      if (end >= 0 && end + 2 !== body.length) return undefined;
      const indent = width + commentShift;
      out.push(indent > 0 ? ' '.repeat(indent) + body : body);
      if (end >= 0) commentShift = undefined;
      continue;
    }
    const first = body.charCodeAt(0);
    const top = stack[stack.length - 1];
    const indent = top === undefined ? 0 : isCloser(first) ? top.indent : top.indent + 2;
    const scanned = scanLine(body, indent, n, stack);
    if (scanned === false || (trailingBlank && scanned === true)) return undefined;
    if (scanned !== true) {
      // A block comment left open: only one that starts the line (a doc comment) is re-indented as a whole.
      if (scanned !== 0) return undefined;
      commentShift = indent - width;
    }
    out.push(' '.repeat(indent) + body);
  }
  if (stack.length > 0 || commentShift !== undefined) return undefined;
  return out.join('\n');
}

const [SPACE, TAB, COMMA, SEMICOLON, SLASH, STAR, BACKSLASH, QUOTE, DOUBLE_QUOTE, BACKTICK] = [...' \t,;/*\\\'"`'].map((c) => c.charCodeAt(0));
const OPENERS = [...'{[('].map((c) => c.charCodeAt(0));
const CLOSERS = [...'}])'].map((c) => c.charCodeAt(0));
const CLOSE_BRACE = CLOSERS[0];

/** The line's indentation in spaces, or undefined when other white space (a tab, a no-break space) starts it. */
function leadingSpaces(line: string): number | undefined {
  let i = 0;
  while (i < line.length && line.charCodeAt(i) === SPACE) i++;
  if (i < line.length && /\s/.test(line[i]!)) return undefined;
  return i;
}

function isCloser(c: number): boolean {
  return CLOSERS.includes(c);
}

/** An open bracket: its character code, the new indentation of its line, its line, whether code follows it there. */
interface Open {
  char: number;
  indent: number;
  line: number;
  codeAfter: boolean;
}

/**
 * Tracks the brackets of one line of code. Returns true for a line read through, false for anything the rule above
 * does not cover, or the column of a block comment that stays open at the end of the line.
 */
function scanLine(body: string, indent: number, line: number, stack: Open[]): boolean | number {
  // Whether code came before this point of the line.
  let code = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === SPACE) {
      // The formatter's spacing: one blank between tokens, none before a comma or semicolon.
      const next = body.charCodeAt(i + 1);
      if (next === SPACE || next === COMMA || next === SEMICOLON) return false;
      continue;
    }
    if (c === TAB || c === BACKTICK) return false;
    // and one after a comma (spec text that reached the code unspaced, such as an array enum value).
    if (c === COMMA && i + 1 < body.length && body.charCodeAt(i + 1) !== SPACE) return false;
    if (c === SLASH) {
      const next = body.charCodeAt(i + 1);
      if (next === SLASH) break;
      if (next !== STAR) return false;
      const end = body.indexOf('*/', i + 2);
      if (end < 0) return i;
      i = end + 1;
      continue;
    }
    if (isCloser(c)) {
      const open = stack.pop();
      if (open === undefined || open.char !== OPENERS[CLOSERS.indexOf(c)]) return false;
      // A brace pair over several lines with code after its opening or before its closing: the formatter breaks
      // the line there in an object literal or a block.
      if (c === CLOSE_BRACE && open.line !== line && (open.codeAfter || code)) return false;
    } else {
      // Code after a bracket opened earlier on this line.
      for (let j = stack.length - 1; j >= 0 && stack[j]!.line === line; j--) stack[j]!.codeAfter = true;
      if (c === QUOTE || c === DOUBLE_QUOTE) {
        i = stringEnd(body, i, c);
        if (i < 0) return false;
      } else if (OPENERS.includes(c)) {
        stack.push({ char: c, indent, line, codeAfter: false });
      }
    }
    code = true;
  }
  return true;
}

/** The index of the closing quote of the string literal starting at `start`, or -1 if the line ends first. */
function stringEnd(body: string, start: number, quote: number): number {
  for (let i = start + 1; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === quote) return i;
  }
  return -1;
}

/**
 * A string as a double-quoted TypeScript literal, escaped as TypeScript's printer escapes a string literal it made
 * (not parsed from text): `\\`, `"`, control characters, line and paragraph separators and NEL as escapes, then every
 * character past ASCII as `\uXXXX` (a surrogate pair as two). paths.ts is printed byte for byte as openapi-typescript's
 * `astToString` prints it; test/codegen/emit/string-literal.test.ts holds the two equal.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
const ESCAPED = /[\\"\u0000-\u001f\u2028\u2029\u0085]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range of ASCII, whose complement this escapes
const NON_ASCII = /[^\u0000-\u007f]/g;

const NAMED: Record<string, string> = {
  '\t': '\\t',
  '\v': '\\v',
  '\f': '\\f',
  '\b': '\\b',
  '\r': '\\r',
  '\n': '\\n',
  '\\': '\\\\',
  '"': '\\"',
};

const unicodeEscape = (ch: string): string => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

function escaped(ch: string, offset: number, text: string): string {
  if (ch === '\0') {
    // `\0` before a digit would read as an octal escape.
    const next = text.charCodeAt(offset + 1);
    return next >= 48 && next <= 57 ? '\\x00' : '\\0';
  }
  return NAMED[ch] ?? unicodeEscape(ch);
}

export function doubleQuoted(text: string): string {
  return `"${text.replace(ESCAPED, escaped).replace(NON_ASCII, unicodeEscape)}"`;
}

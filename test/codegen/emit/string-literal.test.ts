import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleQuoted } from '../../../codegen/emit/string-literal.ts';

const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');

/** TypeScript's printer on a string literal it made, as openapi-typescript's astToString prints one (public API). */
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
const file = ts.createSourceFile('x.ts', '', ts.ScriptTarget.ESNext, false, ts.ScriptKind.TS);
const printed = (text: string) => printer.printNode(ts.EmitHint.Unspecified, ts.factory.createStringLiteral(text), file);

/** The string a literal's text parses back to. */
function parsed(literal: string): string {
  const source = ts.createSourceFile('x.ts', `x = ${literal};`, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TS);
  const statement = source.statements[0] as import('typescript').ExpressionStatement;
  const right = (statement.expression as import('typescript').BinaryExpression).right;
  expect(ts.isStringLiteral(right)).toBe(true);
  // The literal is the whole right-hand side: nothing of it was read as something else.
  expect([right.getStart(source), right.end]).toEqual([4, 4 + literal.length]);
  return (right as import('typescript').StringLiteral).text;
}

// Characters where the escaping rules meet: quotes, backslashes, NUL before a digit, controls, separators, astral.
const edgy = fc.constantFrom(
  '\0',
  '0',
  '7',
  '\\',
  '"',
  "'",
  '`',
  '\t',
  '\v',
  '\f',
  '\b',
  '\r',
  '\n',
  '\x7f',
  '\x85',
  '\u2028',
  '\u2029',
  'é',
  '\u{1f600}',
  '\ud800',
  '${',
  'a',
);
const strings = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(edgy).map((parts) => parts.join('')),
);

describe('doubleQuoted', () => {
  it.each([
    ['', '""'],
    ['plain', '"plain"'],
    ['say "hi"\\', '"say \\"hi\\"\\\\"'],
    ["it's `x`", '"it\'s `x`"'],
    ['a\0b', '"a\\0b"'],
    ['\x001', '"\\x001"'],
    ['\t\n\r\v\f\b', '"\\t\\n\\r\\v\\f\\b"'],
    ['\x01\x1f\x7f', '"\\u0001\\u001F\x7f"'],
    ['\x85\u2028\u2029', '"\\u0085\\u2028\\u2029"'],
    ['café', '"caf\\u00E9"'],
    ['\u{1f600}', '"\\uD83D\\uDE00"'],
  ])('%j → %s', (text, want) => {
    expect(doubleQuoted(text)).toBe(want);
  });

  it("is TypeScript's printer's text for any string", () => {
    fc.assert(
      fc.property(strings, (text) => doubleQuoted(text) === printed(text)),
      { numRuns: 2000 },
    );
  });

  it('parses back to the same string', () => {
    fc.assert(
      fc.property(strings, (text) => {
        expect(parsed(doubleQuoted(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});

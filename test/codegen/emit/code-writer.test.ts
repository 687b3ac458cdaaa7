import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeWriter } from '../../../codegen/emit/code-writer.ts';
import { literalText } from '../../../codegen/emit/literal-text.ts';
import { formatterText } from './formatter-oracle.ts';

/** The text as the writer writes it, in the pieces given, with the line break a file ends in. */
function written(...pieces: string[]): string {
  const w = new CodeWriter();
  for (const piece of pieces) w.write(piece);
  return `${w.text()}\n`;
}

describe('CodeWriter', () => {
  it.each<[string, string]>([
    ['a hanging-indented initializer', "export const a = {\n    name: 'blog',\n    security: {\n      schemes: { k: 1 },\n    },\n  };\n"],
    [
      'objects in an array, two on a line',
      'export const a = {\n    x: [\n      {\n        a: 1,\n      }, {\n        b: [{\n          c: 2,\n        }],\n      },\n    ],\n  };\n',
    ],
    ['a call with an object argument', 'export const f = /* @__PURE__ */ define(service, {\n    m: "a",\n    decode: (v: any) => v,\n  }, { paginate });\n'],
    ['a function body printed without indentation', 'function d(v: any): void {\nif (v) {\nlet c0: any;\nif ((c0 = v.a) != null) v.a = f(c0);\n}\n}\n'],
    [
      'an interface with nested object types',
      'export interface A {\n  /** Doc. */\n  b?: {\n      c: string;\n      d?: Array<{\n          e: number;\n        }>;\n    };\n}\n',
    ],
    [
      'doc comments moved left with their lines',
      'export type A = {\n      /**\n       * Two lines,\n       *   one indented. \n       */\n      b: string;\n    };\n',
    ],
    ['doc comments moved right with their lines', 'function d(): void {\nif (x) {\n/**\n * Doc.\n */\ny();\n}\n}\n'],
    ['comments and strings with brackets', 'export const a = [\n    \'({[\', // ]\n    "}" /* ) */,\n  ];\n'],
    ['blank lines, at most one in a row', 'export const a = 1;\n\n\n\nexport const b = {\n\n    c: 1,\n  };\n'],
    ['a trailing blank on a line of code', 'export const a = {\n  b: 1, \n}; \n'],
    ['a line comment, its trailing blanks kept', 'export const a = {\nb: 1, // c  \n};\n'],
    ['a block comment opened after code', 'export const a = {\nb: 1, /* c\n  d */\n};\n'],
    ['a division', 'export const a = {\nb: c / d,\ne: (f) / 2,\n};\n'],
    ['a regular expression with brackets in it', 'export const a = {\nb: /[({]/.test(c),\nd: [/\\/}/],\n};\n'],
    ['a regular expression after a keyword', 'function f(a: string) {\nreturn /[(]/.test(a) ? {\nb: 1,\n} : undefined;\n}\n'],
  ])("indents %s as TypeScript's formatter does", (_, text) => {
    const want = formatterText(text);
    expect(want).not.toBe(text);
    expect(written(text)).toBe(want);
  });

  it.each<[string, string, string]>([
    // The formatter breaks the line after the `{` and before the last `}`; the writer breaks no line.
    [
      'an object literal with code after its brace, closed on another line',
      'x.push({ a: 1, f: () => {\ny();\n} });\n',
      'x.push({ a: 1, f: () => {\n  y();\n} });\n',
    ],
    // The formatter takes a template literal's lines as they are, and so does the writer, whatever their brackets.
    ['a template literal over lines', 'const a = {\nb: `\n  (c\n}`,\nd: 1,\n};\n', 'const a = {\n  b: `\n  (c\n}`,\n  d: 1,\n};\n'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code text holding a template literal
    ['code in a template literal', 'const a = {\nb: `${c({\nd: 1,\n})}`,\n};\n', 'const a = {\n  b: `${c({\n    d: 1,\n  })}`,\n};\n'],
    // A blank line inside a template literal is its text.
    ['blank lines in a template literal', 'const a = `\n\n\n`;\n', 'const a = `\n\n\n`;\n'],
  ])('writes %s', (_, text, want) => {
    expect(written(text)).toBe(want);
  });

  it('writes a text in any pieces as it writes it whole', () => {
    const texts = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: code text holding a template literal
      "export const a = {\n    b: [\n      { c: 'd(' }, // e{\n    ],\n  /** f\n   * g\n   */\n  h: `i\n  ${j({\nk: 1 })}`,\n    l: m / n, o: /[)]/ ,  \n};\n\n\n",
      'function d(v: any): void {\nif (v) {\n  /**\n   * Doc.\n   */\nlet c0: any;\n}\n}\n',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...points].map((from, i) => text.slice(from, [...points, text.length][i]));
        expect(written(...pieces)).toBe(written(text));
      }),
      { numRuns: 300 },
    );
  });

  it("indents any literal the emitters print, as TypeScript's formatter does", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 6 }), (values) => {
        // Printed with a hanging indent, as ts-morph's writer printed an initializer.
        const text = values.map((v, i) => `export const c${i} = ${literalText(v).replaceAll('\n', '\n    ')};\n`).join('\n');
        expect(written(text)).toBe(formatterText(text));
      }),
      { numRuns: 200 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Plan } from '@siteapi/runtime/generated';
import { StructureKind, VariableDeclarationKind, Writers } from 'ts-morph';
import { decoderBody, decoderRefs } from '../../../codegen/emit/decoder-text.ts';
import { formatterIndentation } from '../../../codegen/emit/formatter-indentation.ts';
import { createProject, print, printFile, type ProjectRef, type Statements } from '../../../codegen/emit/printing.ts';

/** TypeScript's formatter on the text, as printing.ts runs it (without the header). */
function formatted(text: string): string {
  const file = createProject().get().createSourceFile('a.ts', text, { overwrite: true });
  return print(file, 'x').split('\n').slice(2).join('\n');
}

const direct = (text: string) => {
  const indented = formatterIndentation(text);
  return indented === undefined ? undefined : `${indented.trimEnd().replace(/\n{3,}/g, '\n\n')}\n`;
};

describe('formatterIndentation', () => {
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
    ['blank lines', 'export const a = 1;\n\n\n\nexport const b = {\n\n    c: 1,\n  };\n'],
  ])('indents %s as the formatter does', (_, text) => {
    const want = formatted(text);
    expect(want).not.toBe(text);
    expect(direct(text)).toBe(want);
  });

  it.each<[string, string]>([
    // The formatter breaks the line after `{` and before the last `}` of a multi-line object literal.
    ['an object literal with code after its brace, closed on another line', 'x.push({ a: 1, f: () => {\ny();\n} });\n'],
    ['code before a closing brace of a pair over lines', 'const a = {\n  b: 1 };\n'],
    ['a template literal', 'const a = `\n  b`;\n'],
    ['a regular expression', 'const a = /[(]/;\n'],
    ['a comma without a blank after it', "type A = 'a' | b,c;\n"],
    ['two blanks between tokens', 'const a =  1;\n'],
    ['a tab', 'const a = {\n\tb: 1,\n};\n'],
    ['a carriage return', 'const a = {\r\n  b: 1,\r\n};\r\n'],
    ['code after a doc comment on its last line', '/**\n * a\n */ const a = 1;\n'],
    ['a block comment opened after code', 'const a = 1; /* a\n b */\n'],
    ['a trailing blank on a line of code', 'const a = 1; \n'],
    ['unbalanced brackets', 'const a = {\n'],
    ['an empty export list', 'export {};\n'],
    ['a string left open at the end of its line', "const a = 'b\n';\n"],
  ])('leaves %s to the formatter', (_, text) => {
    expect(formatterIndentation(text)).toBeUndefined();
  });
});

describe('printFile', () => {
  // No project: a file the direct printer covers never builds one.
  const noProject: ProjectRef = {
    get: () => {
      throw new Error('project created');
    },
  };

  it('prints a module as the formatter leaves it, without building it in a project', () => {
    const statements: Statements = [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './b.js', namedImports: ['B'], isTypeOnly: true },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: 'A',
        docs: ['A type.\n\nWith two paragraphs.'],
        type: Writers.objectType({ properties: [{ name: 'b', type: Writers.objectType({ properties: [{ name: 'c', type: 'B' }] }) }] }),
        leadingTrivia: '\n',
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'a', initializer: "{\n  b: [\n    { c: 'd' },\n  ],\n}" }],
        leadingTrivia: '\n',
      },
    ];
    const viaFormatter = print(createProject().get().createSourceFile('svc/a.ts', { statements }), 'spec/x.yaml');
    expect(printFile(noProject, 'svc/a.ts', statements, 'spec/x.yaml')).toBe(viaFormatter);
  });

  it('prints an empty part as the formatter leaves `export {};`, without building it in a project', () => {
    expect(printFile(noProject, 'svc/schema-types.ts', [], 'spec/x.yaml')).toBe(
      print(createProject().get().createSourceFile('svc/schema-types.ts', 'export {};'), 'spec/x.yaml'),
    );
  });

  it('prints a decoder that expands rich content into a walked plan directly, as the formatter breaks it', () => {
    // Rich content's node tree reaches itself: its decoder is an arrow that leaves the walk for later.
    const tree: Record<string, unknown> = { createdDate: 'date' };
    tree.nodes = { '*': tree };
    const node = tree as Plan;
    const post: Plan = { contentCompressed: ['expand', 'content'], content: node };
    const refs = decoderRefs(new Map([[node, 'nodePlan']]));
    const statements: Statements = [
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: './a.js', namedImports: ['Expansion'], isTypeOnly: true },
      {
        kind: StructureKind.Function,
        isExported: true,
        name: 'postDecoder',
        parameters: [
          { name: 'v', type: 'any' },
          { name: 'x', type: 'Expansion[]' },
        ],
        returnType: 'void',
        statements: decoderBody(post, refs),
      },
    ];
    const text = printFile(noProject, 'svc/response-decoders.ts', statements, 'spec/x.yaml');
    expect(text).toContain("x.push({\n      target: v, from: 'contentCompressed', to: 'content', decode: (v: any, x: Expansion[]): void => {\n");
    expect(text).toBe(print(createProject().get().createSourceFile('svc/response-decoders.ts', { statements }), 'spec/x.yaml'));
  });

  it('formats a file the direct printer does not cover', () => {
    const statements: Statements = [
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'a', initializer: '[{ b: 1, f: () => {\nreturn 1;\n} }]' }],
      },
    ];
    expect(printFile(createProject(), 'svc/a.ts', statements, 'spec/x.yaml')).toBe(
      '// Generated from spec/x.yaml by codegen. Do not edit.\n\nexport const a = [{\n  b: 1, f: () => {\n    return 1;\n  }\n}];\n',
    );
  });
});

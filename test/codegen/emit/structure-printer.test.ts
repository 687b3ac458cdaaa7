import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  type CodeBlockWriter,
  type OptionalKind,
  type PropertySignatureStructure,
  StructureKind,
  VariableDeclarationKind,
  type WriterFunction,
  Writers,
} from 'ts-morph';
import { printStructures } from '../../../codegen/emit/structure-printer.ts';
import { StructureKind as Kinds } from '../../../codegen/emit/structure-kinds.ts';
import { docs, propertyName, typeText } from '../../../codegen/emit/type-text.ts';
import type { Statements } from '../../../codegen/emit/printing.ts';
import type { IrProperty, IrType } from '../../../codegen/ir/types.ts';
import { generate } from '../../../codegen/index.ts';
import { formatterPrint } from './formatter-oracle.ts';

// Every statement list the emitters hand to printFile, kept as they print it.
const seen = vi.hoisted(() => [] as { name: string; statements: Statements }[]);
vi.mock('../../../codegen/emit/printing.ts', async (original) => {
  const actual = await original<typeof import('../../../codegen/emit/printing.ts')>();
  return {
    ...actual,
    printFile: (...args: Parameters<typeof actual.printFile>) => {
      seen.push({ name: args[0], statements: args[1] });
      return actual.printFile(...args);
    },
  };
});

const root = path.resolve(import.meta.dirname, '../../..');

/** Our print of a file's statements, as a file ends (the header aside). */
const ours = (statements: Statements) => `${printStructures(statements)}\n`;

describe('printStructures', () => {
  it("prints every file of the nine specs and the fixtures as ts-morph and TypeScript's formatter did", { timeout: 240_000 }, async () => {
    const fixtures = ['test/fixtures/names', 'test/fixtures/pagination'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .map((f) => path.join(root, dir, f)),
    );
    for (const spec of [path.join(root, 'spec'), path.join(root, 'test/fixtures/specs/tasks/tasks.yaml'), ...fixtures]) {
      // A fixture made to fail is no source of files.
      await generate(spec, { msw: true }).catch(() => undefined);
    }
    expect(seen.length).toBeGreaterThan(150);
    const kinds = new Set<unknown>();
    for (const { name, statements } of seen) {
      expect(ours(statements), name).toBe(formatterPrint(statements));
      for (const s of statements) if (typeof s !== 'string') kinds.add(s.kind);
    }
    // The emitters build every kind the printer prints, so this test prints each.
    expect([...kinds].sort()).toEqual(Object.values(Kinds).sort());
  });

  it('prints every statement kind the emitters use, blank lines after a closing brace, doc comments of any text', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 3 }),
        text,
        fc.array(fc.constantFrom('a;', 'if (a) {\n  b;\n}', 'c()'), { maxLength: 4 }),
        (descriptions, description, body) => {
          const doc = docs(description);
          const statements: Statements = [
            { kind: StructureKind.ImportDeclaration, moduleSpecifier: './a.js', namedImports: ['A', { name: 'B', alias: 'C' }], isTypeOnly: true },
            { kind: StructureKind.ImportDeclaration, moduleSpecifier: './side.js' },
            { kind: StructureKind.ExportDeclaration, moduleSpecifier: './b.js', namespaceExport: 'b', leadingTrivia: '\n' },
            { kind: StructureKind.ExportDeclaration, moduleSpecifier: './c.js' },
            'export const raw = 1;',
            {
              kind: StructureKind.Interface,
              isExported: true,
              name: 'I',
              docs: descriptions.flatMap((d) => docs(d)),
              properties: [{ name: 'p', type: 'string', hasQuestionToken: true, docs: doc }],
            },
            { kind: StructureKind.Interface, name: 'Empty', properties: [] },
            { kind: StructureKind.TypeAlias, isExported: true, name: 'T', type: '{\n  a: 1;\n}', docs: doc, leadingTrivia: '\n' },
            {
              kind: StructureKind.VariableStatement,
              isExported: true,
              declarationKind: VariableDeclarationKind.Const,
              docs: doc,
              declarations: [{ name: 'v', type: 'number', initializer: '1' }],
            },
            {
              kind: StructureKind.Function,
              isExported: true,
              name: 'f',
              parameters: [
                { name: 'a', type: 'A' },
                { name: 'b', hasQuestionToken: true },
                { name: 'c', type: 'C', initializer: '{}' },
              ],
              returnType: 'void',
              statements: body,
            },
            { kind: StructureKind.Function, name: 'g', statements: 'return;' },
            'Object.assign(a, {});',
          ];
          expect(ours(statements)).toBe(formatterPrint(statements));
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each<[string, Statements, string]>([
    [
      'a kind it does not print',
      [{ kind: StructureKind.Enum, name: 'E', members: [] }],
      `does not print a structure of kind ${StructureKind.Enum} (ts-morph's StructureKind)`,
    ],
    ['a writer function', [{ kind: StructureKind.TypeAlias, name: 'T', type: (w) => w.write('string') }], 'the type of a TypeAlias given as a writer function'],
    ['a property it does not print', [{ kind: StructureKind.TypeAlias, name: 'T', type: 'string', typeParameters: ['X'] }], '`typeParameters` of a TypeAlias'],
    [
      'a default export',
      [{ kind: StructureKind.VariableStatement, isDefaultExport: true, declarations: [{ name: 'a', initializer: '1' }] }],
      '`isDefaultExport` of a VariableStatement',
    ],
    [
      'two declarations in one statement',
      [{ kind: StructureKind.VariableStatement, declarations: [{ name: 'a', initializer: '1' }, { name: 'b' }] }],
      '2 declarations in a VariableStatement',
    ],
    ['an import name that is no identifier', [{ kind: StructureKind.ImportDeclaration, moduleSpecifier: './a.js', namedImports: ['a-b'] }], 'the name "a-b"'],
  ])('refuses %s, naming it and where to add it', (_, statements, what) => {
    expect(() => printStructures(statements)).toThrow(what);
    expect(() => printStructures(statements)).toThrow('codegen/emit/structure-printer.ts');
  });

  it('escapes a module specifier', () => {
    expect(printStructures([{ kind: StructureKind.ImportDeclaration, moduleSpecifier: "./it's\\.js" }])).toBe("import './it\\u0027s\\u005c.js';");
  });
});

/** typeText as it was: ts-morph writer functions for object types (Writers.objectType). */
function typeWriterBefore(t: IrType): string | WriterFunction {
  const line = (u: IrType): string => {
    const w = typeWriterBefore(u);
    return typeof w === 'string' ? w : 'unknown';
  };
  switch (t.kind) {
    case 'object': {
      const map = t.additional && (t.lazyMap ? `{ [key: string]: ${line(t.additional)} }` : `Record<string, ${line(t.additional)}>`);
      if (t.properties.length === 0) return map ?? 'Record<string, never>';
      const obj = Writers.objectType({ properties: propertiesBefore(t.properties) });
      if (!map) return obj;
      return (w: CodeBlockWriter) => {
        obj(w);
        w.write(` & ${map}`);
      };
    }
    case 'array': {
      const inner = typeWriterBefore(t.items);
      if (typeof inner === 'string') return /^[A-Za-z0-9_$.<>, ]+$/.test(inner) && !inner.includes('<') ? `${inner}[]` : `Array<${inner}>`;
      return (w: CodeBlockWriter) => {
        w.write('Array<');
        inner(w);
        w.write('>');
      };
    }
    case 'union':
    case 'intersection': {
      const parts = t.members.map(typeWriterBefore);
      const sep = t.kind === 'union' ? ' | ' : ' & ';
      if (parts.every((p) => typeof p === 'string'))
        return [...new Set(parts as string[])].map((p) => (p.includes(' ') && !p.startsWith('Record<') && !p.startsWith('{') ? `(${p})` : p)).join(sep);
      return (w: CodeBlockWriter) => {
        parts.forEach((p, i) => {
          if (i > 0) w.write(sep);
          if (typeof p === 'string') w.write(p.includes(' ') ? `(${p})` : p);
          else p(w);
        });
      };
    }
    default:
      return typeText(t);
  }
}

function propertiesBefore(properties: IrProperty[]): OptionalKind<PropertySignatureStructure>[] {
  return properties.map((p) => ({
    name: propertyName(p.name),
    type: typeWriterBefore(p.type),
    hasQuestionToken: !p.required,
    docs: docs(p.description, p.deprecated),
  }));
}

describe('typeText (object types as text, not writer functions)', () => {
  const leaf: fc.Arbitrary<IrType> = fc.oneof(
    fc.constantFrom<IrType>({ kind: 'primitive', type: 'string' }, { kind: 'unknown' }, { kind: 'ref', name: 'Post' }, { kind: 'binary' }),
    fc.record({ kind: fc.constant('literal' as const), values: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }) }),
  );
  const { type } = fc.letrec<{ type: IrType }>((tie) => ({
    type: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({ kind: fc.constant('array' as const), items: tie('type') }),
      fc.record({ kind: fc.constant('union' as const), members: fc.array(tie('type'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ kind: fc.constant('intersection' as const), members: fc.array(tie('type'), { minLength: 1, maxLength: 3 }) }),
      fc.record(
        {
          kind: fc.constant('object' as const),
          properties: fc.array(
            fc.record(
              {
                name: fc.string({ minLength: 1, maxLength: 6 }),
                type: tie('type'),
                required: fc.boolean(),
                description: fc.string({ unit: 'binary', maxLength: 30 }),
                deprecated: fc.boolean(),
              },
              { requiredKeys: ['name', 'type', 'required'] },
            ),
            { maxLength: 3 },
          ),
          additional: tie('type'),
          lazyMap: fc.boolean(),
        },
        { requiredKeys: ['kind', 'properties'] },
      ),
    ),
  }));

  it('prints as the writer functions did, in a type alias and in an interface', () => {
    fc.assert(
      fc.property(type, (t) => {
        const alias = (value: string | WriterFunction): Statements => [
          { kind: StructureKind.TypeAlias, isExported: true, name: 'T', type: value },
          { kind: StructureKind.Interface, isExported: true, name: 'I', properties: [{ name: 'p', type: value, docs: ['Doc.\n\nMore.'] }] },
        ];
        expect(ours(alias(typeText(t)))).toBe(formatterPrint(alias(typeWriterBefore(t))));
      }),
      { numRuns: 500, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printStructure, StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import { formatterIndentation } from '../../../codegen/emit/formatter-indentation.ts';
import { literalText } from '../../../codegen/emit/literal-text.ts';
import { docs } from '../../../codegen/emit/type-text.ts';
import { printStatements, spaced, type Statements } from '../../../codegen/emit/printing.ts';

/** ts-morph's print of the whole file, as printFile had it before long initializers were withheld from it. */
const whole = (statements: Statements) => printStructure({ kind: StructureKind.SourceFile, statements }, { indentNumberOfSpaces: 2, useSingleQuote: true });

const constant = (name: string, initializer: string, description?: string): StatementStructures => ({
  kind: StructureKind.VariableStatement,
  isExported: true,
  declarationKind: VariableDeclarationKind.Const,
  docs: docs(description),
  declarations: [{ name, initializer }],
});

describe('printStatements (long initializers set in after ts-morph prints)', () => {
  it('indents as ts-morph and formatterIndentation do for any literal and description', () => {
    // Arrays of several values: most print longer than the length from which an initializer is withheld.
    const json = fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 4, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(json, fc.option(fc.string({ unit: 'binary' }), { nil: undefined })), { minLength: 1, maxLength: 4 }), (values) => {
        const statements = spaced(values.map(([value, description], i) => constant(`c${i}`, literalText(value), description)));
        expect(formatterIndentation(printStatements(statements))).toBe(formatterIndentation(whole(statements)));
      }),
      { numRuns: 300 },
    );
  });

  it('prints the file whole when a placeholder is spelt elsewhere in it', () => {
    const long = literalText(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${i}`, `value ${i}`])));
    const statements: Statements = [
      'export const quoted = "__withheld_0__";',
      ...spaced([constant('a', long, 'Mentions __withheld_1__ too.'), constant('b', `${long} as const`)]),
    ];
    const text = printStatements(statements);
    expect(text).toBe(whole(statements));
    expect(text).toContain('"__withheld_0__"');
    expect(text).toContain("key29: 'value 29'");
  });

  it('withholds nothing it would read differently: a template literal keeps its lines as they are', () => {
    const statements = spaced([constant('t', `\`line one\n  line two ${'x'.repeat(200)}\``)]);
    expect(printStatements(statements)).toBe(whole(statements));
  });
});

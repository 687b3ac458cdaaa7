import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Node } from 'typescript';
import { readSpecSources } from '@siteapi/document/load';
import type { OpenApiDocument } from '@siteapi/document';
import { pathsStatements } from '../../../codegen/emit/paths-file.ts';
import { type PrintStats, printStatements } from '../../../codegen/emit/paths-printer.ts';
import { parseSources } from '../../../codegen/generate.ts';

// printStatements against what it stands in for, openapi-typescript's astToString (TypeScript's printer), on the
// statements openapi-typescript makes of real and generated documents: the two texts are the same, byte for byte.

const require = createRequire(import.meta.url);
const ts = require('typescript') as typeof import('typescript');
const { astToString } = require('openapi-typescript') as typeof import('openapi-typescript');

/** The statements of each document that generates, as `generate()` hands it to paths.ts, by file. */
async function statementsOf(files: string[]): Promise<Map<string, Node[]>> {
  const out = new Map<string, Node[]>();
  for (const file of files) {
    const { sources } = await readSpecSources([file], process.cwd());
    let docs: ReturnType<typeof parseSources>;
    try {
      docs = parseSources(sources);
    } catch {
      continue; // a fixture of refused documents
    }
    for (const doc of docs) {
      const made = pathsStatements(doc.data as OpenApiDocument, doc.plain === true);
      if ('statements' in made) out.set(file, made.statements);
    }
  }
  return out;
}

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f))
    .sort();

/** The same text as astToString, and how many statements went to TypeScript's printer. */
function compare(statements: Node[]): PrintStats {
  const stats: PrintStats = { statements: 0, fallbacks: 0 };
  expect(printStatements(statements, stats)).toBe(astToString(statements));
  return stats;
}

describe('printStatements', () => {
  it("prints the nine specs, the test fixtures and ReadMe's example documents as astToString does", async () => {
    const examples = path.dirname(require.resolve('@readme/oas-examples/package.json'));
    const files = [
      ...filesUnder('spec', /\.yaml$/),
      ...filesUnder('test/fixtures', /\.(ya?ml|json)$/),
      ...filesUnder(examples, /^3\.[01]\/json\/[^/]+\.json$/),
    ];
    const all = await statementsOf(files);
    expect(all.size).toBeGreaterThan(60);
    let fallbacks = 0;
    for (const [file, statements] of all) {
      const stats = compare(statements);
      expect(stats.statements, file).toBe(statements.length);
      fallbacks += stats.fallbacks;
    }
    // Only openapi-typescript's parsed helper (WithRequired) goes to TypeScript's printer.
    expect(fallbacks).toBeLessThan(all.size / 4);
  }, 120_000);

  it("prints GitHub's description as astToString does, with no statement left to TypeScript's printer", async () => {
    const github = require.resolve('@octokit/openapi/generated/api.github.com.json');
    const statements = (await statementsOf([github])).get(github)!;
    expect(compare(statements)).toEqual({ statements: statements.length, fallbacks: 0 });
  }, 120_000);

  // Text where the printer's rules meet: comment lines (blanks, tabs, CR, LS/PS, `*/`, non-ASCII), names and literals.
  const awkward = fc.oneof(
    fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\r', '\r\n', '\u2028', '\u2029', '\u00a0', '\u0085', '*', '/', '"', '\\', 'é', '😀', '\u0000') }),
    fc.string(),
  );
  const ref = fc.constantFrom({ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' });
  // A schema of at most `depth` levels of subschemas (fast-check's own depth bound lets these records grow too large).
  const schemaOf = (depth: number): fc.Arbitrary<unknown> => {
    const sub = depth === 0 ? ref : fc.oneof(ref, schemaOf(depth - 1));
    return fc.record(
      {
        type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'null', 'object', 'array', ['string', 'null']),
        format: fc.constantFrom('date-time', 'int64', 'binary'),
        description: awkward,
        title: awkward,
        default: fc.oneof(awkward, fc.integer(), fc.constant(null), fc.dictionary(awkward, fc.integer(), { maxKeys: 2 })),
        example: fc.oneof(awkward, fc.array(fc.integer(), { maxLength: 2 })),
        deprecated: fc.boolean(),
        enum: fc.array(fc.oneof(awkward, fc.integer({ min: -5, max: 5 }), fc.constant(null), fc.boolean()), { minLength: 1, maxLength: 3 }),
        const: fc.oneof(awkward, fc.integer({ min: -3, max: 3 }), fc.array(fc.integer(), { maxLength: 2 })),
        properties: fc.dictionary(awkward, sub, { maxKeys: 2 }),
        required: fc.array(awkward, { maxLength: 2 }),
        additionalProperties: fc.oneof(fc.boolean(), sub),
        items: sub,
        prefixItems: fc.array(sub, { maxLength: 2 }),
        oneOf: fc.array(sub, { maxLength: 2 }),
        anyOf: fc.array(sub, { maxLength: 2 }),
        allOf: fc.array(sub, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    );
  };
  const schema = { node: schemaOf(2) };

  it('prints generated documents as astToString does', () => {
    fc.assert(
      fc.property(schema.node, schema.node, awkward, (a, b, summary) => {
        const doc = {
          openapi: '3.1.0',
          info: { title: 't', version: '1' },
          paths: {
            '/things/{id}': {
              get: {
                operationId: 'getThing',
                summary,
                description: summary,
                parameters: [{ name: 'id', in: 'path', required: true, schema: a }],
                responses: { '200': { description: summary, content: { 'application/json': { schema: b } } } },
              },
            },
          },
          components: { schemas: { A: a, B: b } },
        } as unknown as OpenApiDocument;
        for (const plain of [true, false]) {
          const made = pathsStatements(doc, plain);
          if ('statements' in made) compare(made.statements);
        }
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('prints the kinds it covers under comments, emit flags and nesting as TypeScript does, and hands over the rest', () => {
    const f = ts.factory;
    type CommentKind = import('typescript').SyntaxKind.SingleLineCommentTrivia | import('typescript').SyntaxKind.MultiLineCommentTrivia;
    const comment = <T extends Node>(node: T, text: string, kind: CommentKind = ts.SyntaxKind.MultiLineCommentTrivia, newline = true): T =>
      ts.addSyntheticLeadingComment(node, kind, text, newline);
    const str = () => f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword);
    const members = [
      comment(f.createPropertySignature(undefined, 'a', undefined, str()), '*\n\t * tab\n \u2028x\r\n  y\n\n *  '),
      f.createPropertySignature(
        [f.createModifier(ts.SyntaxKind.ReadonlyKeyword)],
        f.createStringLiteral('é"\n'),
        f.createToken(ts.SyntaxKind.QuestionToken),
        str(),
      ),
      f.createPropertySignature(undefined, f.createNumericLiteral(1), undefined, comment(str(), ' inline', ts.SyntaxKind.SingleLineCommentTrivia)),
      f.createPropertySignature(undefined, 'u', undefined, f.createUnionTypeNode([str(), comment(str(), '* u ', ts.SyntaxKind.MultiLineCommentTrivia, false)])),
      f.createPropertySignature(undefined, 't', undefined, f.createTupleTypeNode([])),
      f.createPropertySignature(undefined, 'r', undefined, f.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, f.createArrayTypeNode(str()))),
      f.createIndexSignature(
        undefined,
        [
          f.createParameterDeclaration(
            undefined,
            undefined,
            'k',
            undefined,
            f.createTypeLiteralNode([f.createPropertySignature(undefined, 'x', undefined, str())]),
          ),
        ],
        f.createTupleTypeNode([
          str(),
          f.createRestTypeNode(
            f.createArrayTypeNode(f.createLiteralTypeNode(f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(2)))),
          ),
        ]),
      ),
    ];
    const covered = [
      f.createInterfaceDeclaration([f.createModifier(ts.SyntaxKind.ExportKeyword)], 'I', undefined, undefined, members),
      f.createInterfaceDeclaration(undefined, 'Empty', undefined, undefined, []),
      f.createTypeAliasDeclaration(undefined, 'E', undefined, f.createTypeLiteralNode([])),
    ];
    expect(compare(covered)).toEqual({ statements: 3, fallbacks: 0 });
    const single = ts.setEmitFlags(f.createTypeLiteralNode([f.createPropertySignature(undefined, 'x', undefined, str())]), ts.EmitFlags.SingleLine);
    const handedOver = [
      f.createTypeAliasDeclaration(undefined, 'S', undefined, single),
      ...ts.createSourceFile('x.ts', 'type WithRequired<T, K extends keyof T> = T & { [P in K]-?: T[P] };', ts.ScriptTarget.ESNext).statements,
      f.createEnumDeclaration(undefined, 'En', [f.createEnumMember('A', f.createStringLiteral('a'))]),
    ];
    expect(compare([...covered, ...handedOver])).toEqual({ statements: 6, fallbacks: 3 });
  });
});

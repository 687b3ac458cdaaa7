// The explorer reads what the generator models of the platform's dialect from operations.json, never an `x-`
// extension of the bundle: no string of its sources (the app and its build) names one. Comments may.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CALL_EXTENSIONS, PAGINATION_EXTENSIONS } from '../../../codegen/parse/extensions.ts';
import { CONVERSION_EXTENSIONS } from '../../../codegen/parse/converter-rules.ts';
import { EXTENSION_SCHEMAS } from '../../../codegen/parse/validate-extensions.ts';

/** The platform dialect's extensions, and the ones the bundle adds (`x-services`, `x-generated`, `x-service` on each call). */
const PLATFORM = new Set([
  ...Object.keys(EXTENSION_SCHEMAS),
  ...CALL_EXTENSIONS,
  ...PAGINATION_EXTENSIONS,
  ...CONVERSION_EXTENSIONS,
  'x-services',
  'x-generated',
  'x-service',
  'x-form-of',
]);

/** The `x-` words the explorer may spell: Redoc's tag extensions, which any document may carry, and a header's name. */
const OTHERS = new Set(['x-tagGroups', 'x-displayName', 'x-api-key']);

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));

/** Every `x-…` word in a string or template of a source file (by TypeScript's parser, so comments do not count; a media type's `application/x-…` is none). */
function extensionWords(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const words: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      words.push(...(node.text.match(/(?<![\w/.-])x-[A-Za-z0-9_-]+/g) ?? []));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return words;
}

describe("the explorer and the platform's extensions", () => {
  const files = [...sources('explorer/src'), ...sources('explorer/vite')];
  const found = new Map(files.map((file) => [file, extensionWords(file)]));

  it('reads the strings of every source of the app and of its build', () => {
    expect(files).toContain(path.join('explorer', 'vite', 'slim-document.ts'));
    expect(found.get(path.join('explorer', 'vite', 'slim-document.ts'))).toContain('x-tagGroups');
    expect(PLATFORM).toContain('x-emits');
    expect(PLATFORM).toContain('x-paging');
  });

  it('spells no platform extension, and no x- word but the few it may', () => {
    const platform = [...found].flatMap(([file, words]) => words.filter((w) => PLATFORM.has(w)).map((w) => `${file}: ${w}`));
    expect(platform).toEqual([]);
    const others = [...found].flatMap(([file, words]) => words.filter((w) => !OTHERS.has(w)).map((w) => `${file}: ${w}`));
    expect(others).toEqual([]);
  });
});

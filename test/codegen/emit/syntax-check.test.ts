import { describe, expect, it } from 'vitest';
import { StructureKind } from 'ts-morph';
import { printFile } from '../../../codegen/emit/printing.ts';
import { assertParses, withSyntaxBatch } from '../../../codegen/emit/syntax-check.ts';
import { formatProblem, SpecProblemsError } from '../../../codegen/problems.ts';

function problems(files: Record<string, string>): string[] {
  try {
    assertParses(new Map(Object.entries(files)), 'spec/x.yaml');
    return [];
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    return error.problems.map(formatProblem);
  }
}

describe('assertParses', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['valid files pass', { 'a/index.ts': "export * from './b.js';\n", 'a/b.ts': 'export const b = 1;\n' }, []],
    ['JSON and other files are not read', { 'openapi.json': '{ not: typescript', 'a/README': 'export const -' }, []],
    [
      'an import alias that is no identifier',
      { 'index.ts': "// header\n\nimport { api as exampleApi-2 -0_api } from './example-api-2-0/index.js';\n" },
      ["index.ts:3:27 generated code does not parse (from spec/x.yaml): ',' expected; nothing was written"],
    ],
    [
      'a doc comment left open',
      { 'svc/paths.ts': 'export const a = 1;\n/** open\nexport {};\n' },
      ["svc/paths.ts:4:1 generated code does not parse (from spec/x.yaml): '*/' expected; nothing was written"],
    ],
    [
      'a type name that starts with a digit; only the first error of each file',
      { 'svc/api.ts': 'export interface 123abcResponse {\n  a?: string;\n}\n', 'svc/ok.ts': 'export {};\n', 'svc/other.ts': 'export const = 1;\n' },
      [
        'svc/api.ts:1:1 generated code does not parse (from spec/x.yaml): Declaration or statement expected; nothing was written',
        'svc/other.ts:1:14 generated code does not parse (from spec/x.yaml): Variable declaration expected; nothing was written',
      ],
    ],
  ])('%s', (_, files, want) => {
    expect(problems(files)).toEqual(want);
  });
});

describe('printFile', () => {
  it('refuses a file it cannot parse, at the place in the text it would write', () => {
    const statements = [{ kind: StructureKind.TypeAlias as const, isExported: true, name: '123abcResponse', type: 'string', leadingTrivia: '\n' }];
    expect(() => printFile('svc/api.ts', statements, 'spec/x.yaml')).toThrow(
      'svc/api.ts:4:1 generated code does not parse (from spec/x.yaml): Declaration or statement expected; nothing was written',
    );
  });

  it('in a batch, refuses every file it cannot parse when the batch ends, and checks each file again once it is over', () => {
    const bad = (name: string) => [{ kind: StructureKind.TypeAlias as const, isExported: true, name, type: 'string', leadingTrivia: '\n' }];
    let printed = 0;
    expect(() =>
      withSyntaxBatch(() => {
        for (const name of ['1a', 'Fine', '2b']) {
          printFile(`svc/${name}.ts`, bad(name), 'spec/x.yaml');
          printed++;
        }
      }),
    ).toThrow(
      'svc/1a.ts:4:1 generated code does not parse (from spec/x.yaml): Declaration or statement expected; nothing was written\n' +
        'svc/2b.ts:4:1 generated code does not parse (from spec/x.yaml): Declaration or statement expected; nothing was written',
    );
    expect(printed).toBe(3);
    expect(() => printFile('svc/3c.ts', bad('3c'), 'spec/x.yaml')).toThrow('svc/3c.ts:4:1');
  });

  it('in a batch, a nested batch and assertParses join it: their files are checked, all in one, when the outer ends', () => {
    const bad = (name: string) => [{ kind: StructureKind.TypeAlias as const, isExported: true, name, type: 'string', leadingTrivia: '\n' }];
    const steps: string[] = [];
    expect(() =>
      withSyntaxBatch(() => {
        withSyntaxBatch(() => printFile('a/1a.ts', bad('1a'), 'spec/a.yaml'));
        steps.push('service a');
        withSyntaxBatch(() => {
          printFile('b/Fine.ts', bad('Fine'), 'spec/b.yaml');
          assertParses(new Map([['b/paths.ts', 'export interface 2b {}\n']]), 'spec/b.yaml');
        });
        steps.push('service b');
        printFile('index.ts', bad('3c'), 'spec/*.yaml');
      }),
    ).toThrow(
      'a/1a.ts:4:1 generated code does not parse (from spec/a.yaml): Declaration or statement expected; nothing was written\n' +
        'b/paths.ts:1:1 generated code does not parse (from spec/b.yaml): Declaration or statement expected; nothing was written\n' +
        'index.ts:4:1 generated code does not parse (from spec/*.yaml): Declaration or statement expected; nothing was written',
    );
    expect(steps).toEqual(['service a', 'service b']);
  });

  it('makes a file with no import or export a module', () => {
    expect(printFile('svc/schema-types.ts', [], 'spec/x.yaml')).toBe('// Generated from spec/x.yaml by codegen. Do not edit.\n\nexport { };\n');
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failureClasses, normalise, verdictOf } from '../../bench/corpus/classify.ts';
import { compileBatch, compileBatches, prepareCompileRoot } from '../../bench/corpus/compile.ts';
import type { CompileDiagnostic } from '../../bench/corpus/compile.ts';
import type { DocumentResult } from '../../bench/corpus/run-corpus.ts';
import { ALONE_BYTES, programsOf, slugOf, startOrder } from '../../bench/corpus/run-corpus.ts';
import { chooseSample } from '../../bench/corpus/sample.ts';
import { pagingLines, pagingOf } from '../../bench/corpus/paging.ts';
import { BASE_OPTIONS, COMPILE_GROUPS, CONFIGURATIONS } from '../../bench/corpus/configurations.ts';
import ts from 'typescript';

// How `npm run corpus` sorts what it sees: the sample rule, the classification of outcomes and the mapping of one
// program's diagnostics back to the documents whose output it compiled.
const ALL = Object.keys(CONFIGURATIONS);
const doc = (name: string, over: Partial<DocumentResult>): DocumentResult => ({
  name,
  bytes: 1,
  generate: { status: 'generated', ms: 1 },
  openapiTypescript: { ok: true, ms: 1 },
  compiledIn: ALL,
  diagnostics: [],
  ...over,
});
const diag = (over: Partial<CompileDiagnostic>): CompileDiagnostic => ({
  configuration: 'bundler',
  code: 2306,
  kind: 'semantic',
  file: 'index.ts',
  line: 1,
  col: 1,
  message: 'm',
  ...over,
});

describe('corpus sample', () => {
  const dir = Array.from({ length: 1000 }, (_, i) => ({ name: `api-${i}.json`, bytes: 1000 - i }));
  it('takes one document from each size band, the same ones every time', () => {
    const sample = chooseSample(dir, 10);
    expect(sample).toHaveLength(10);
    expect(sample).toEqual(chooseSample([...dir].reverse(), 10));
    // Band k holds the sizes 100k+1 … 100k+100.
    expect(sample.map((d) => Math.floor((d.bytes - 1) / 100))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('leaves documents over the size cap to the full run', () => {
    const sample = chooseSample(dir, 10, 500);
    expect(sample).toHaveLength(10);
    expect(Math.max(...sample.map((d) => d.bytes))).toBeLessThanOrEqual(500);
    expect(chooseSample(dir, 10, 500)).toEqual(
      chooseSample(
        dir.filter((d) => d.bytes <= 500),
        10,
        500,
      ),
    );
  });
  it('queues the largest documents of a batch first, names breaking ties', () => {
    const batch = [
      { name: 'b.json', bytes: 10 },
      { name: 'graph.json', bytes: 47_000_000 },
      { name: 'a.json', bytes: 10 },
      { name: 'mid.json', bytes: 5000 },
    ];
    expect(startOrder(batch).map((d) => d.name)).toEqual(['graph.json', 'mid.json', 'a.json', 'b.json']);
  });

  it('compiles a very large document in a program of its own, the rest together', () => {
    const docs = [
      { name: 'a.json', bytes: 10 },
      { name: 'graph.json', bytes: ALONE_BYTES + 1 },
      { name: 'b.json', bytes: ALONE_BYTES },
    ];
    expect(programsOf(docs).map((p) => p.map((d) => d.name))).toEqual([['a.json', 'b.json'], ['graph.json']]);
    expect(programsOf([docs[1]!]).map((p) => p.map((d) => d.name))).toEqual([['graph.json']]);
  });

  it('gives documents folder names that cannot collide', () => {
    expect(slugOf('a/b.json')).not.toBe(slugOf('a_b.json'));
    expect(slugOf('apideck.com/crm.json')).toMatch(/^apideck\.com_crm-[0-9a-f]{6}$/);
  });
});

describe('corpus classification', () => {
  it.each([
    ['pass', doc('a', {})],
    ['refused', doc('a', { generate: { status: 'problems', ms: 1, problems: ['a.json:1:1 bad'] }, compiledIn: [] })],
    ['crash', doc('a', { generate: { status: 'crash', ms: 1, error: 'TypeError: x' }, compiledIn: [] })],
    ['lost', doc('a', { generate: { status: 'lost', ms: 1, error: 'timed out after 180 s' }, compiledIn: [] })],
    ['does not parse', doc('a', { diagnostics: [diag({ kind: 'syntax', code: 1005 }), diag({ code: 2304 })], compiledIn: [] })],
    ['does not compile', doc('a', { diagnostics: [diag({})], compiledIn: ALL.filter((c) => c !== 'bundler') })],
  ])('%s', (verdict, result) => {
    expect(verdictOf(result)).toBe(verdict);
  });

  it('normalises names, numbers and pointers out of a cause', () => {
    expect(normalise("Type alias 'Date' circularly references itself.")).toBe("Type alias '…' circularly references itself.");
    expect(normalise('#/components/schemas/X: invalid property examples at 12')).toBe('#/… invalid property examples at N');
  });

  it('counts a document once per cause, only the first syntax error of a file, with the configurations seen', () => {
    const classes = failureClasses([
      doc('one', {
        diagnostics: [diag({ message: "File 'a/x.ts' is not a module." }), diag({ configuration: 'node16', message: "File 'a/y.ts' is not a module." })],
      }),
      doc('two', { diagnostics: [diag({ message: "File 'b/x.ts' is not a module." })] }),
      doc('three', { diagnostics: [diag({ kind: 'syntax', code: 1005, message: "',' expected." }), diag({ kind: 'syntax', code: 1128, message: 'later' })] }),
    ]);
    expect(classes.map((c) => [c.verdict, c.cause, c.documents, [...c.configurations]])).toEqual([
      ['does not compile', "TS2306 File '…' is not a module.", ['one', 'two'], ['bundler', 'node16']],
      ['does not parse', "TS1005 '…' expected.", ['three'], ['bundler']],
    ]);
    expect(classes[0]?.example).toEqual({ document: 'one', error: "index.ts:1:1 TS2306: File 'a/x.ts' is not a module." });
  });
  it("names a program's own failure (its worker lost) by the document it compiled, without a TypeScript code", () => {
    const lost = 'worker exited (SIGABRT) while compiling: ran out of memory (heap limit 4096 MB)';
    const classes = failureClasses([
      doc('big', { compiledIn: [], diagnostics: [diag({ code: 0, kind: 'options', file: undefined, line: undefined, col: undefined, message: lost })] }),
    ]);
    expect(classes.map((c) => [c.verdict, c.cause, c.documents])).toEqual([
      ['does not compile', 'tsc worker exited (SIGABRT) while compiling: ran out of memory (heap limit N MB)', ['big']],
    ]);
    expect(classes[0]?.example.error).toBe(`bundler: tsc: ${lost}`);
  });
});

describe('corpus compile groups', () => {
  it('name every configuration once', () => {
    expect(COMPILE_GROUPS.flat().sort()).toEqual(ALL.sort());
  });

  it('keep configurations whose parsed files can be shared in one group', () => {
    const registry = ts.createDocumentRegistry();
    const keyOf = (c: string) =>
      registry.getKeyForCompilationSettings(ts.convertCompilerOptionsFromJson({ ...BASE_OPTIONS, ...CONFIGURATIONS[c] }, '.').options);
    for (const a of ALL) for (const b of ALL) if (keyOf(a) === keyOf(b)) expect(COMPILE_GROUPS.find((g) => g.includes(a))).toContain(b);
  });
});

describe('corpus compile', () => {
  const work = mkdtemp(path.join(tmpdir(), 'siteapi-corpus-compile-'));
  afterAll(async () => rm(await work, { recursive: true, force: true }));

  it("hands each diagnostic of one program back to the document whose folder holds the file, with the file's line", async () => {
    const root = await prepareCompileRoot(path.join(await work, 'root'));
    const files: Record<string, string> = {
      // Both entries generated code imports: the public one and the internal one.
      'good/index.ts':
        "import type { ClientOptions } from '@siteapi/runtime';\nimport type { PageFetch } from '@siteapi/runtime/generated';\nexport type C = [ClientOptions, PageFetch<string>];\n",
      'no-module/index.ts': "export * from './types.js';\n",
      'no-module/types.ts': 'type T = string;\n',
      'broken/index.ts': 'export const 1a = 2;\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root.outDir, rel)), { recursive: true });
      await writeFile(path.join(root.outDir, rel), text);
    }
    const slugs = ['good', 'no-module', 'broken'];
    const bundler = await compileBatch(root, 'bundler', 't', slugs);
    const force = await compileBatch(root, 'bundler-force', 't', slugs);
    expect(bundler.unattributed).toEqual([]);
    expect([...bundler.diagnostics.keys()].sort()).toEqual(['broken', 'no-module']);
    expect(bundler.diagnostics.get('no-module')).toEqual([
      {
        configuration: 'bundler',
        code: 2306,
        kind: 'semantic',
        file: 'index.ts',
        line: 1,
        col: 15,
        message: "File 'types.ts' is not a module.",
        source: "export * from './types.js';",
      },
    ]);
    expect(bundler.diagnostics.get('broken')?.every((d) => d.kind === 'syntax')).toBe(true);
    // With moduleDetection force every file is a module: only the syntax error is left.
    expect([...force.diagnostics.keys()]).toEqual(['broken']);
  }, 120_000);

  it('checks each configuration with its own options where they share parsed files', async () => {
    const root = await prepareCompileRoot(path.join(await work, 'shared'));
    const files: Record<string, string> = {
      // Fine under strict; wrong with noUncheckedIndexedAccess, exactOptionalPropertyTypes and isolatedModules.
      'strict-only/index.ts':
        "export type { Shape } from './shape.js';\nimport { type Shape } from './shape.js';\nexport const first = (a: string[]): string => a[0];\nexport const s: Shape = { name: undefined };\n",
      'strict-only/shape.ts': 'export interface Shape { name?: string }\n',
      'reexport/index.ts': "export { Shape } from './shape.js';\n",
      'reexport/shape.ts': 'export interface Shape { name?: string }\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root.outDir, rel)), { recursive: true });
      await writeFile(path.join(root.outDir, rel), text);
    }
    const slugs = ['strict-only', 'reexport'];
    const codes = (r: { diagnostics: Map<string, CompileDiagnostic[]> }) =>
      Object.fromEntries([...r.diagnostics].map(([slug, list]) => [slug, list.map((d) => d.code).sort()]));
    const shared = await compileBatches(root, ['nodenext', 'nodenext-stricter', 'bundler-force', 'bundler-stricter'], 's', slugs);
    expect(codes(shared.nodenext!)).toEqual({});
    expect(codes(shared['bundler-force']!)).toEqual({});
    const stricter = { 'strict-only': [2322, 2375], reexport: [1205] };
    expect(codes(shared['nodenext-stricter']!)).toEqual(stricter);
    expect(codes(shared['bundler-stricter']!)).toEqual(stricter);
    // The same as each configuration compiled on its own.
    expect(codes(await compileBatch(root, 'nodenext-stricter', 'alone', slugs))).toEqual(stricter);
  }, 120_000);
});

describe('corpus pagination count', () => {
  const module = [
    "export const getThing: Call<[id: string], Thing> = /* @__PURE__ */ defineGeneratedCall(s, { operationId: 'getThing' });",
    "export const listThings: PagedCall<[], R, Thing> = /* @__PURE__ */ defineGeneratedPagedCall(s, {\n  pagination: {\n    kind: 'cursor',\n    items: '/data',\n  },\n}, { paginate });",
    "export const listOthers: PagedCall<[], R, Thing> = /* @__PURE__ */ defineGeneratedPagedCall(s, { pagination: { kind: 'link', items: '' } }, { paginate });",
  ].join('\n');
  it('counts calls and paged calls by kind from the generated modules', () => {
    const count = pagingOf(
      new Map([
        ['a/api.ts', module],
        ['openapi.json', "pagination: { kind: 'url'"],
      ]),
    );
    expect(count).toEqual({ calls: 3, paged: { cursor: 1, offset: 0, url: 0, link: 1 } });
  });
  it('reports them by kind with the documents that have any', () => {
    const none = { calls: 4, paged: { cursor: 0, offset: 0, url: 0, link: 0 } };
    const lines = pagingLines([pagingOf(new Map([['a/api.ts', module]])), none]);
    expect(lines.slice(2, 4)).toEqual([expect.stringMatching(/^Of 7 calls in the 2 documents that generate, 2 page \(1 documents have at least one\)/), '']);
    expect(lines.slice(6, 10)).toEqual(['| cursor | 1 | 1 |', '| offset | 0 | 0 |', '| url | 0 | 0 |', '| link | 1 | 1 |']);
  });
});

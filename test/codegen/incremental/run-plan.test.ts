import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../codegen/incremental/manifest.ts';
import { type HashedSource, planRun, runVariant } from '../../../codegen/incremental/run-plan.ts';
import type { GeneratorOptions, PluginSwitches } from '../../../codegen/options.ts';

// Stage 0 on its own: a manifest, the files on disk and the specs as read, and what the run must do.

const source = (file: string, hash: string): HashedSource => ({ file, text: '', hash });
const manifest: Manifest = {
  generator: 'g',
  specs: {
    'a.yaml': { hash: 'ha', service: 'a', modules: ['m'], files: { 'a/m.ts': 'x1' } },
    'b.yaml': { hash: 'hb', service: 'b', modules: ['n'], files: { 'b/n.ts': 'x2' } },
  },
  root: { 'index.ts': 'r1' },
} as unknown as Manifest;
const disk = new Map([
  ['a/m.ts', 'x1'],
  ['b/n.ts', 'x2'],
  ['index.ts', 'r1'],
]);

const cases: [
  string,
  {
    given: { sources: HashedSource[]; manifest?: Manifest; disk: Map<string, string> };
    want: { kept: string[]; changed: string[]; removed: string[]; upToDate: boolean };
  },
][] = [
  [
    'nothing changed',
    {
      given: { sources: [source('a.yaml', 'ha'), source('b.yaml', 'hb')], manifest, disk },
      want: { kept: ['a.yaml', 'b.yaml'], changed: [], removed: [], upToDate: true },
    },
  ],
  [
    'a spec edited',
    {
      given: { sources: [source('a.yaml', 'ha2'), source('b.yaml', 'hb')], manifest, disk },
      want: { kept: ['b.yaml'], changed: ['a.yaml'], removed: [], upToDate: false },
    },
  ],
  [
    'a generated file edited by hand',
    {
      given: { sources: [source('a.yaml', 'ha'), source('b.yaml', 'hb')], manifest, disk: new Map([...disk, ['b/n.ts', 'edited']]) },
      want: { kept: ['a.yaml'], changed: ['b.yaml'], removed: [], upToDate: false },
    },
  ],
  [
    'a spec gone',
    { given: { sources: [source('a.yaml', 'ha')], manifest, disk }, want: { kept: ['a.yaml'], changed: [], removed: ['b.yaml'], upToDate: false } },
  ],
  [
    'a stray file in the folder',
    {
      given: { sources: [source('a.yaml', 'ha'), source('b.yaml', 'hb')], manifest, disk: new Map([...disk, ['c/x.ts', 'y']]) },
      want: { kept: ['a.yaml', 'b.yaml'], changed: [], removed: [], upToDate: false },
    },
  ],
  [
    'the root index edited',
    {
      given: { sources: [source('a.yaml', 'ha'), source('b.yaml', 'hb')], manifest, disk: new Map([...disk, ['index.ts', 'edited']]) },
      want: { kept: ['a.yaml', 'b.yaml'], changed: [], removed: [], upToDate: false },
    },
  ],
  [
    'no manifest: every spec',
    { given: { sources: [source('a.yaml', 'ha')], disk: new Map() }, want: { kept: [], changed: ['a.yaml'], removed: [], upToDate: false } },
  ],
];

describe('planRun', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const plan = planRun(given.sources, given.manifest, given.disk);
    expect({ kept: [...plan.kept.keys()], changed: plan.changed.map((s) => s.file), removed: plan.removedSpecs, upToDate: plan.upToDate }).toEqual(want);
  });
});

describe('runVariant', () => {
  it.each([
    ['the default run', { given: {}, want: '' }],
    ['auto is the default', { given: { mode: 'auto' }, want: '' }],
    ['another mode, msw and strict', { given: { mode: 'plain', msw: true, strict: true }, want: 'mode:plain\0strict\0msw' }],
    ['msw alone', { given: { msw: true }, want: 'msw' }],
    ['msw by the plugin selection', { given: { plugins: ['paths', 'msw'] }, want: 'msw' }],
    ['msw alone by the plugin selection', { given: { plugins: ['msw'] }, want: 'paths:off\0msw' }],
    ['pagination off', { given: { pagination: 'off', strict: true }, want: 'pagination:off\0strict' }],
    ['pagination auto is the default', { given: { pagination: 'auto' }, want: '' }],
    ['no paths.ts', { given: { paths: false }, want: 'paths:off' }],
    ['no plugin', { given: { plugins: [] }, want: 'paths:off' }],
    ['the runtime import is in the hash, not the variant', { given: { runtimeImport: 'my-runtime' }, want: '' }],
  ] as [string, { given: Partial<GeneratorOptions> & PluginSwitches; want: string }][])('%s', (_, { given, want }) => expect(runVariant(given)).toBe(want));
});

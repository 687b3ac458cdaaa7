import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acceptedValues,
  GENERATOR_DEFAULTS,
  GENERATOR_OPTION_VALUES,
  type GeneratorOptions,
  generatorOptions,
  isGeneratorOptionValue,
  type PluginSwitches,
} from '../../codegen/options.ts';

describe('generatorOptions', () => {
  it.each([
    [
      'nothing given: the defaults',
      { given: {}, want: { runtimeImport: '@siteapi/runtime', mode: 'auto', pagination: 'auto', plugins: ['paths'], strict: false } },
    ],
    ['undefined is left out', { given: { mode: undefined, strict: undefined }, want: GENERATOR_DEFAULTS }],
    [
      'what is given wins',
      {
        given: { runtimeImport: 'rt', mode: 'plain', pagination: 'off', plugins: ['msw'], strict: true },
        want: { runtimeImport: 'rt', mode: 'plain', pagination: 'off', plugins: ['msw'], strict: true },
      },
    ],
    ['plugins in their declared order', { given: { plugins: ['msw', 'paths'] }, want: { ...GENERATOR_DEFAULTS, plugins: ['paths', 'msw'] } }],
    ['msw: true adds the msw plugin', { given: { msw: true }, want: { ...GENERATOR_DEFAULTS, plugins: ['paths', 'msw'] } }],
    ['paths: false takes paths out', { given: { paths: false, msw: true }, want: { ...GENERATOR_DEFAULTS, plugins: ['msw'] } }],
    ['the switches over a selection', { given: { plugins: [], paths: true }, want: { ...GENERATOR_DEFAULTS, plugins: ['paths'] } }],
    ['msw: false takes msw out', { given: { plugins: ['msw'], msw: false }, want: { ...GENERATOR_DEFAULTS, plugins: [] } }],
    ['other keys are not options', { given: { progress: () => {}, spec: 'x' } as Partial<GeneratorOptions>, want: GENERATOR_DEFAULTS }],
  ] as [string, { given: Partial<GeneratorOptions> & PluginSwitches; want: GeneratorOptions }][])('%s', (_, { given, want }) =>
    expect(generatorOptions(given)).toEqual(want),
  );

  it('names every option once: the defaults and the values have the same keys', () => {
    expect(Object.keys(GENERATOR_OPTION_VALUES).sort()).toEqual(Object.keys(GENERATOR_DEFAULTS).sort());
    for (const key of Object.keys(GENERATOR_DEFAULTS) as (keyof GeneratorOptions)[])
      expect(isGeneratorOptionValue(key, GENERATOR_DEFAULTS[key]), key).toBe(true);
  });
});

describe('the values an option takes', () => {
  it.each([
    ['mode', { value: 'plain', takes: true, words: 'auto, plain or platform' }],
    ['mode', { value: 'strict', takes: false, words: 'auto, plain or platform' }],
    ['pagination', { value: 'off', takes: true, words: 'auto or off' }],
    ['pagination', { value: 'on', takes: false, words: 'auto or off' }],
    ['plugins', { value: ['msw', 'paths'], takes: true, words: 'a list of any of paths and msw, each once' }],
    ['plugins', { value: [], takes: true, words: 'a list of any of paths and msw, each once' }],
    ['plugins', { value: ['msw', 'msw'], takes: false, words: 'a list of any of paths and msw, each once' }],
    ['plugins', { value: ['mocks'], takes: false, words: 'a list of any of paths and msw, each once' }],
    ['plugins', { value: 'msw', takes: false, words: 'a list of any of paths and msw, each once' }],
    ['strict', { value: 'yes', takes: false, words: 'true or false' }],
    ['strict', { value: false, takes: true, words: 'true or false' }],
    ['runtimeImport', { value: '', takes: false, words: 'a non-empty string' }],
    ['runtimeImport', { value: 3, takes: false, words: 'a non-empty string' }],
  ] as [keyof GeneratorOptions, { value: unknown; takes: boolean; words: string }][])('%s %j', (key, { value, takes, words }) => {
    expect(isGeneratorOptionValue(key, value)).toBe(takes);
    expect(acceptedValues(key)).toBe(words);
  });
});

describe('one declaration', () => {
  /** The TypeScript sources under a folder, built output aside. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.split(path.sep).some((part) => part === 'dist' || part === 'node_modules'))
      .map((f) => path.join(dir, f));

  it("no file of the generator, the command line, the mock or the docs site's build declares an option's type but codegen/options.ts", () => {
    const option = new RegExp(`^\\s*(?:${Object.keys(GENERATOR_DEFAULTS).join('|')})\\??: [^,()={]+;\\s*$`, 'm');
    const declaring = [...sources('codegen'), ...sources('cli/src'), ...sources('mock'), ...sources('explorer/vite')].filter((file) =>
      option.test(readFileSync(file, 'utf8')),
    );
    expect(declaring).toEqual([path.join('codegen', 'options.ts')]);
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parseSpecCommand } from '../../cli/src/args.ts';
import { DOCS_OPTIONS, generatorFlagsText, generatorHelp, USER_OPTIONS } from '../../cli/src/generator-options.ts';
import { HELP } from '../../cli/src/help.ts';
import { runCli } from '../../cli/src/run.ts';

// The generator's options on the command line, read in one place: the same flags, config keys, errors and help for
// every command that generates, `siteapi docs` included.

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-options-'));
  dirs.push(dir);
  return dir;
}

/** A plain document with one warning (an extension the generator does not read) and a list call that pages. */
const SPEC = `openapi: 3.0.3
info: { title: Pets, version: "1" }
x-unknown-extension: true
paths:
  /pets:
    get:
      operationId: listPets
      x-pagination: { kind: cursor, items: /pets, input: query.cursor, next: /next }
      parameters:
        - { name: cursor, in: query, schema: { type: string } }
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  pets: { type: array, items: { type: string } }
                  next: { type: string }
`;

/** A command run in this process: its exit code and what it printed. */
async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void stdout.push(String(line)));
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void stderr.push(String(line)));
  try {
    return { code: await runCli(args), stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('the generator options of a command line', () => {
  it.each([
    ['--mode', ['--mode', 'loose'], '--mode loose: expected auto, plain or platform'],
    ['--pagination', ['--pagination', 'on'], '--pagination on: expected auto or off'],
    ['an empty --runtime', ['--runtime', ''], "--runtime '': expected a non-empty string"],
    ['--plugins', ['--plugins', 'paths,mocks'], '--plugins paths,mocks: expected a list of any of paths and msw, each once'],
    ['repeated --plugins', ['--plugins', 'msw,msw'], '--plugins msw,msw: expected a list of any of paths and msw, each once'],
  ])('refuses a bad %s, naming the flag', async (_, args, message) => {
    await expect(parseSpecCommand(args, {})).rejects.toThrow(message);
  });

  it.each([
    ['msw', 'yes', '(true or false)'],
    ['strict', 1, '(true or false)'],
    ['runtime', '', '(a non-empty string)'],
    ['pagination', 'never', '(auto or off)'],
    ['plugins', 'msw', '(a list of any of paths and msw, each once)'],
    ['plugins', ['paths', 'mocks'], '(a list of any of paths and msw, each once)'],
  ])("refuses a config's '%s': %j, naming the file, the key and what it takes", async (key, value, words) => {
    const file = path.join(await folder(), 'siteapi.config.json');
    await writeFile(file, JSON.stringify({ [key]: value }));
    await expect(parseSpecCommand(['--config', file], {})).rejects.toThrow(
      `siteapi.config.json: '${key}' has an invalid value ${JSON.stringify(value)} ${words}`,
    );
  });

  it.each([
    ['the default', { args: [], config: {}, want: ['paths'] }],
    ['--plugins', { args: ['--plugins', 'msw, paths'], config: {}, want: ['paths', 'msw'] }],
    ["--plugins ''", { args: ['--plugins', ''], config: {}, want: [] }],
    ['--msw', { args: ['--msw'], config: {}, want: ['paths', 'msw'] }],
    ['--msw over --plugins', { args: ['--plugins', '', '--msw'], config: {}, want: ['msw'] }],
    ["the config's plugins", { args: [], config: { plugins: ['msw'] }, want: ['msw'] }],
    ["the config's msw", { args: [], config: { msw: true }, want: ['paths', 'msw'] }],
    ["the config's msw over its plugins", { args: [], config: { plugins: [], msw: true }, want: ['msw'] }],
    ["--plugins over the config's plugins and msw", { args: ['--plugins', 'paths'], config: { plugins: ['msw'], msw: true }, want: ['paths'] }],
    ["--msw over the config's plugins", { args: ['--msw'], config: { plugins: [] }, want: ['msw'] }],
  ])('the plugin selection: %s', async (_, { args, config, want }) => {
    const file = path.join(await folder(), 'siteapi.config.json');
    await writeFile(file, JSON.stringify(config));
    expect((await parseSpecCommand(['--config', file, ...args], {})).generator.plugins).toEqual(want);
  });

  it('generate --plugins writes the files of the plugins named, and leaves out the others', async () => {
    const dir = await folder();
    const spec = path.join(dir, 'pets.yaml');
    await writeFile(spec, SPEC);
    const files = async (...args: string[]) => {
      const out = path.join(dir, `out-${args.join('') || 'default'}`);
      expect((await run(['generate', '--spec', spec, '--out', out, '-q', ...args])).code).toBe(0);
      return (await readdir(path.join(out, 'pets'))).filter((f) => f === 'paths.ts' || f === 'mock-handlers.ts').sort();
    };
    expect(await files()).toEqual(['paths.ts']);
    expect(await files('--msw')).toEqual(['mock-handlers.ts', 'paths.ts']);
    expect(await files('--plugins', 'msw')).toEqual(['mock-handlers.ts']);
    expect(await files('--plugins', '')).toEqual([]);
  });

  it("docs takes the config's spec, mode, pagination and strict, not its out (the client's folder) nor the others' flags", async () => {
    const file = path.join(await folder(), 'siteapi.config.json');
    await writeFile(file, JSON.stringify({ spec: 'api.yaml', out: 'src/client', runtime: 'rt', mode: 'plain', pagination: 'off', msw: true, strict: true }));
    const shape = { generator: DOCS_OPTIONS, out: { default: 'site', fromConfig: false } };
    expect(await parseSpecCommand(['--config', file], {}, shape)).toEqual({
      config: file,
      spec: 'api.yaml',
      out: 'site',
      generator: { runtimeImport: '@siteapi/runtime', mode: 'plain', pagination: 'off', plugins: ['paths'], strict: true },
    });
    expect((await parseSpecCommand(['--config', file, '--pagination', 'auto'], {}, shape)).generator.pagination).toBe('auto');
    await expect(parseSpecCommand(['--msw'], {}, shape)).rejects.toThrow("Unknown option '--msw'");
  });

  it('every command that generates lists the flags of the options it takes, docs its three', () => {
    for (const command of ['generate', 'check', 'contract', 'mock']) expect(HELP[command]).toContain(generatorHelp(USER_OPTIONS));
    expect(HELP.docs).toContain(generatorHelp(DOCS_OPTIONS));
    for (const flag of ['--mode <mode>', '--pagination <auto|off>', '--strict', '--config <file>']) expect(HELP.docs).toContain(`\n  ${flag} `);
    for (const flag of ['--msw', '--runtime']) expect(HELP.docs).not.toContain(`\n  ${flag} `);
  });

  it.each([
    ['the defaults', { runtimeImport: '@siteapi/runtime', mode: 'auto', pagination: 'auto', plugins: ['paths'], strict: false }, ''],
    [
      'the others, the msw plugin added as --msw',
      { runtimeImport: 'rt', mode: 'plain', pagination: 'off', plugins: ['paths', 'msw'], strict: true },
      ' --runtime rt --mode plain --pagination off --msw --strict',
    ],
    ['msw without paths', { runtimeImport: '@siteapi/runtime', mode: 'auto', pagination: 'auto', plugins: ['msw'], strict: false }, ' --plugins msw'],
    ['no plugin', { runtimeImport: '@siteapi/runtime', mode: 'auto', pagination: 'auto', plugins: [], strict: false }, " --plugins ''"],
  ] as const)('generatorFlagsText: %s', (_, options, want) => expect(generatorFlagsText(options)).toBe(want));
});

describe('siteapi check and docs read them', () => {
  it("check's fix names the generator's options it compared with", async () => {
    const dir = await folder();
    const spec = path.join(dir, 'pets.yaml');
    const out = path.join(dir, 'out');
    await writeFile(spec, SPEC);
    expect((await run(['generate', '--spec', spec, '--out', out, '--pagination', 'off', '-q'])).code).toBe(0);
    await writeFile(path.join(out, 'index.ts'), '// edited\n');
    const stale = await run(['check', '--spec', spec, '--out', out, '--pagination', 'off', '--no-lint', '-q']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(`Run \`npx siteapi generate --spec ${spec} --out ${out} --pagination off\` to update it.`);
  });

  it('docs --strict, and a config saying strict, refuse a document with a warning before building anything', async () => {
    const dir = await folder();
    const spec = path.join(dir, 'pets.yaml');
    await writeFile(spec, SPEC);
    const refused = await run(['docs', '--spec', spec, '--out', path.join(dir, 'site'), '--strict', '-q']);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/pets\.yaml:3:1 'x-unknown-extension'/);
    expect(refused.stderr).toContain('has a problem; nothing was written');
    const config = path.join(dir, 'docs.config.json');
    await writeFile(config, JSON.stringify({ spec, strict: true }));
    expect(await run(['docs', '--config', config, '--out', path.join(dir, 'site'), '-q'])).toEqual(refused);
    await expect(readFile(path.join(dir, 'site', 'index.html'))).rejects.toThrow(/ENOENT/);
    // --serve builds through the watch: it takes the same options, and serves nothing when the first run is refused.
    const served = await run(['docs', '--config', config, '--out', path.join(dir, 'site'), '--serve', '--port', '0', '-q']);
    expect(served.code).toBe(1);
    expect(served.stdout).toMatch(/pets\.yaml:3:1 'x-unknown-extension'/);
    expect(served.stdout).not.toContain('serving');
  });
});

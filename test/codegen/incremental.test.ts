import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generate, readTree } from '../../codegen/generate.ts';
import { combineHash, generatorInputs, generatorLibraries } from '../../codegen/incremental/generator-hash.ts';
import { generateIncremental } from '../../codegen/incremental/incremental.ts';
import { CACHE_DIR, isBookkeeping, MANIFEST_FILE } from '../../codegen/incremental/manifest.ts';
import { SpecProblemsError } from '../../codegen/problems.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A spec set that is not this repository's (notes and tasks) in a temp folder, generated into `gen/` there. */
async function specSet() {
  const cwd = await mkdtemp(path.join(tmpdir(), 'incremental-'));
  dirs.push(cwd);
  await cp('test/fixtures/specs/valid/notes.yaml', path.join(cwd, 'spec', 'notes.yaml'), { recursive: true });
  await cp('test/fixtures/specs/tasks/tasks.yaml', path.join(cwd, 'spec', 'tasks.yaml'));
  const run = (force = false) => generateIncremental({ spec: 'spec', out: 'gen', cwd, force });
  const edit = async (file: string, from: string, to: string) => {
    const full = path.join(cwd, 'spec', file);
    const text = await readFile(full, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    await writeFile(full, text.replace(from, to));
  };
  const output = async () => new Map([...(await readTree(path.join(cwd, 'gen')))].filter(([p]) => !isBookkeeping(p)));
  const mtime = async (rel: string) => (await stat(path.join(cwd, 'gen', rel))).mtimeMs;
  /** What a full, non-incremental run gives for the specs as they are now. */
  const full = async () => {
    const previous = process.cwd();
    process.chdir(cwd);
    try {
      return await generate('spec');
    } finally {
      process.chdir(previous);
    }
  };
  return { cwd, run, edit, output, mtime, full };
}

describe('incremental generate', () => {
  it('a first run writes everything, byte-identical to a full run, with a manifest and the document cache', async () => {
    const set = await specSet();
    const result = await set.run();
    expect(result.full).toBe(true);
    expect(result.regenerated.map((r) => r.service)).toEqual(['notes', 'tasks']);
    expect(await set.output()).toEqual(await set.full());
    const tree = await readTree(path.join(set.cwd, 'gen'));
    expect(tree.has(MANIFEST_FILE)).toBe(true);
    expect([...tree.keys()].filter((p) => p.startsWith(`${CACHE_DIR}/`))).toHaveLength(2);
  });

  it('a rerun with nothing changed parses nothing and writes nothing', async () => {
    const set = await specSet();
    await set.run();
    const before = await set.mtime('notes/notes.ts');
    const result = await set.run();
    expect(result).toMatchObject({ regenerated: [], written: [], deleted: [], full: false });
    expect(await set.mtime('notes/notes.ts')).toBe(before);
  });

  it('a rerun with nothing changed loads neither TypeScript nor openapi-typescript (only paths.ts and the syntax check need them)', {
    timeout: 120_000,
  }, async () => {
    const set = await specSet();
    await set.run();
    // A process of its own, from the sources as `npm run generate` runs them; it lists the CommonJS modules it loaded.
    const script = [
      "import { createRequire } from 'node:module';",
      "import { generateIncremental } from '@siteapi/codegen';",
      "const result = await generateIncremental({ spec: 'spec', out: 'gen', cwd: process.argv[1] });",
      'console.log(JSON.stringify({ regenerated: result.regenerated.length, loaded: Object.keys(createRequire(import.meta.url).cache) }));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--conditions=@siteapi/source',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
      set.cwd,
    ]);
    const { regenerated, loaded } = JSON.parse(stdout.trim().split('\n').pop()!) as { regenerated: number; loaded: string[] };
    expect(regenerated).toBe(0);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((m) => /[\\/]node_modules[\\/](typescript|openapi-typescript|@redocly)[\\/]/.test(m))).toEqual([]);
  });

  it('a changed spec regenerates only its service, plus index.ts and the bundle; the result equals a full run', async () => {
    const set = await specSet();
    await set.run();
    const notes = await set.mtime('notes/notes.ts');
    await set.edit('tasks.yaml', 'title: { type: string, maxLength: 200 }', 'title: { type: string, maxLength: 200 }\n        priority: { type: integer }');
    const result = await set.run();
    expect(result.regenerated).toEqual([{ file: path.join('spec', 'tasks.yaml'), service: 'tasks' }]);
    expect(result.written).toEqual(['openapi.json', 'tasks/paths.ts', 'tasks/schema-types.ts']);
    expect(await set.mtime('notes/notes.ts')).toBe(notes);
    expect(await set.output()).toEqual(await set.full());
    // The previous document came from the cache, for the run's report.
    expect(result.documents).toEqual([
      expect.objectContaining({ file: path.join('spec', 'tasks.yaml'), previous: expect.any(Object), current: expect.any(Object) }),
    ]);
  });

  it('a broken spec throws with file:line:col and leaves the output as it was', async () => {
    const set = await specSet();
    await set.run();
    const before = await readTree(path.join(set.cwd, 'gen'));
    await set.edit('tasks.yaml', "$ref: '#/components/schemas/TaskStatus'", "$ref: '#/components/schemas/TaskState'");
    const error = await set.run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecProblemsError);
    expect((error as SpecProblemsError).message).toMatch(/spec\/tasks\.yaml:\d+:\d+ \$ref '#\/components\/schemas\/TaskState' does not resolve/);
    expect(await readTree(path.join(set.cwd, 'gen'))).toEqual(before);
  });

  it('a hand-edited or deleted output file is regenerated even though its spec did not change', async () => {
    const set = await specSet();
    await set.run();
    await writeFile(path.join(set.cwd, 'gen', 'tasks', 'tasks.ts'), '// edited by hand\n');
    await rm(path.join(set.cwd, 'gen', 'notes', 'index.ts'));
    const result = await set.run();
    expect(result.regenerated.map((r) => r.service).sort()).toEqual(['notes', 'tasks']);
    expect(await set.output()).toEqual(await set.full());
  });

  it('an output file whose bytes were changed is regenerated, even where they decode to the text written', async () => {
    const set = await specSet();
    // U+FFFD is what an invalid UTF-8 sequence decodes to: a file with one in its place reads as the same text.
    await set.edit('notes.yaml', 'summary: Gets a note.', 'summary: Gets a note \uFFFD.');
    await set.run();
    const file = path.join(set.cwd, 'gen', 'notes', 'notes.ts');
    const bytes = await readFile(file);
    const at = bytes.indexOf(Buffer.from('\uFFFD'));
    expect(at).toBeGreaterThan(0);
    await writeFile(file, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at + 3)]));
    expect(await readFile(file, 'utf8')).toBe(bytes.toString('utf8'));
    const result = await set.run();
    expect(result.regenerated.map((r) => r.service)).toEqual(['notes']);
    expect(await readFile(file)).toEqual(bytes);
  });

  it('a removed spec removes its service folder and updates index.ts and the bundle', async () => {
    const set = await specSet();
    await set.run();
    await rm(path.join(set.cwd, 'spec', 'tasks.yaml'));
    const result = await set.run();
    expect(result.removedSpecs).toEqual([path.join('spec', 'tasks.yaml')]);
    expect(result.deleted).toContain('tasks/tasks.ts');
    expect(await stat(path.join(set.cwd, 'gen', 'tasks')).catch(() => 'gone')).toBe('gone');
    expect(await set.output()).toEqual(await set.full());
  });

  it('without the document cache (a fresh checkout), skipped specs are read again for the bundle', async () => {
    const set = await specSet();
    await set.run();
    await rm(path.join(set.cwd, 'gen', CACHE_DIR), { recursive: true });
    await set.edit('tasks.yaml', 'version: 1.0.0', 'version: 1.1.0');
    const result = await set.run();
    expect(result.regenerated.map((r) => r.service)).toEqual(['tasks']);
    expect(await set.output()).toEqual(await set.full());
  });

  it('another generator (here: another runtime specifier) regenerates everything; --force does too', async () => {
    const set = await specSet();
    await set.run();
    const other = await generateIncremental({ spec: 'spec', out: 'gen', cwd: set.cwd, runtimeImport: '@acme/runtime' });
    expect(other.full).toBe(true);
    // Generated files import the named runtime's internal entry, never its public one.
    const tasks = (await set.output()).get('tasks/tasks.ts')!;
    expect(tasks).toContain("from '@acme/runtime/generated'");
    expect(tasks).not.toContain("from '@acme/runtime'");
    expect((await set.run(true)).regenerated).toHaveLength(2);
  });

  it('hashes the generator stages into the manifest, not the command line or the tools beside them', async () => {
    const inputs = await generatorInputs();
    expect(inputs).toEqual(
      expect.arrayContaining(['generate.ts', 'emit/service.ts', 'emit/bundle.ts', 'ir/build.ts', 'parse/validate-document.ts', 'incremental/manifest.ts']),
    );
    expect(inputs.filter((f) => f.startsWith('cli') || f.startsWith('tools/'))).toEqual([]);
  });

  it('hashes the version of every package the generator and the document model depend on, read from their package.json', async () => {
    const libraries = await generatorLibraries();
    const manifest = async (dir: string) =>
      (JSON.parse(await readFile(path.join(import.meta.dirname, '../..', dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
        .dependencies;
    const declared = { ...(await manifest('document')), ...(await manifest('codegen')) };
    expect(Object.keys(libraries)).toEqual(
      Object.keys(declared)
        .filter((n) => !n.startsWith('@types/'))
        .sort(),
    );
    // The document model reads and upgrades every spec: an upgrade of its YAML reader or Scalar's upgrader regenerates.
    expect(libraries['@scalar/openapi-upgrader']).toBe(declared['@scalar/openapi-upgrader']);
    expect(libraries.yaml).toBe(declared.yaml);
    // openapi-typescript writes paths.ts and openapi-sampler the examples: an upgrade of either must regenerate.
    expect(libraries['openapi-typescript']).toBe(declared['openapi-typescript']);
    expect(libraries['openapi-sampler']).toBe(declared['openapi-sampler']);
    const files: [string, string][] = [['generate.ts', 'export {}']];
    const upgraded = { ...libraries, 'openapi-typescript': '99.0.0' };
    expect(combineHash(files, upgraded, '@siteapi/runtime')).not.toBe(combineHash(files, libraries, '@siteapi/runtime'));
    expect(combineHash(files, { ...libraries }, '@siteapi/runtime')).toBe(combineHash(files, libraries, '@siteapi/runtime'));
  });

  it('writes a deterministic manifest: a forced rerun gives the same bytes', async () => {
    const set = await specSet();
    await set.run();
    const first = await readFile(path.join(set.cwd, 'gen', MANIFEST_FILE), 'utf8');
    await set.run(true);
    expect(await readFile(path.join(set.cwd, 'gen', MANIFEST_FILE), 'utf8')).toBe(first);
    expect(JSON.parse(first).specs[path.join('spec', 'tasks.yaml')]).toMatchObject({ service: 'tasks', modules: ['tasks'] });
  });
});

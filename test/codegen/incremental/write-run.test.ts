import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../codegen/incremental/generator-hash.ts';
import { MANIFEST_FILE, newManifest } from '../../../codegen/incremental/manifest.ts';
import { writeRun } from '../../../codegen/incremental/write-run.ts';

// The write step alone, into a folder of its own: a full run replaces it; any other touches only what changed.

const root = await mkdtemp(path.join(tmpdir(), 'siteapi-write-run-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const output = (texts: Record<string, string>) => ({
  files: new Map(Object.entries(texts)),
  cache: new Map<string, string>(),
  next: newManifest(
    'g',
    {
      'a.yaml': {
        hash: 'h',
        service: 'a',
        modules: ['m'],
        files: Object.fromEntries(
          Object.entries(texts)
            .filter(([p]) => p.startsWith('a/'))
            .map(([p, t]) => [p, sha256(t)]),
        ),
      },
    },
    { 'index.ts': sha256(texts['index.ts']!) },
  ),
});

describe('writeRun', () => {
  it('a full run replaces the folder, stale files and all, manifest included', async () => {
    const out = path.join(root, 'full');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'stale.ts'), 'old');
    const result = await writeRun(out, output({ 'a/m.ts': 'm1', 'index.ts': 'i1' }), undefined);
    expect(result).toEqual({ written: ['a/m.ts', 'index.ts'], deleted: [] });
    expect(await files(out)).toEqual([MANIFEST_FILE, 'a/m.ts', 'index.ts'].sort());
  });

  it.each([
    ['one file changed', { given: { 'a/m.ts': 'm2', 'index.ts': 'i1' }, want: { written: ['a/m.ts'], deleted: [] as string[] } }],
    ['a file no spec emits any more', { given: { 'index.ts': 'i1' }, want: { written: [] as string[], deleted: ['a/m.ts'] } }],
  ])('%s: written and deleted, nothing else', async (_, { given, want }) => {
    const out = path.join(root, `inc-${want.deleted.length}`);
    await mkdir(path.join(out, 'a'), { recursive: true });
    await writeFile(path.join(out, 'a/m.ts'), 'm1');
    await writeFile(path.join(out, 'index.ts'), 'i1');
    const disk = new Map([
      ['a/m.ts', sha256('m1')],
      ['index.ts', sha256('i1')],
    ]);
    expect(await writeRun(out, output(given), disk)).toEqual(want);
    for (const [p, text] of Object.entries(given)) expect(await readFile(path.join(out, p), 'utf8')).toBe(text);
    expect(await files(out)).toEqual([MANIFEST_FILE, ...Object.keys(given)].sort());
  });
});

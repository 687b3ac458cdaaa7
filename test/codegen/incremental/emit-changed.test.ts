import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emitChanged } from '../../../codegen/incremental/emit-changed.ts';
import type { SpecEntry } from '../../../codegen/incremental/manifest.ts';
import { generatorOptions } from '../../../codegen/options.ts';
import { SpecProblemsError } from '../../../codegen/problems.ts';

// Stages 1-3 for the changed specs alone: a changed spec is emitted and entered; a kept one stays as the manifest has it.

const NOTES = readFileSync(new URL('../../fixtures/specs/valid/notes.yaml', import.meta.url), 'utf8');
const PLAIN = [
  'openapi: 3.1.0',
  'info: { title: Pets, version: "1" }',
  'x-logo: a',
  'paths:',
  '  /pets:',
  '    get:',
  '      operationId: listPets',
  '      responses: { "200": { description: ok } }',
  '',
].join('\n');
const kept: SpecEntry = { hash: 'hk', service: 'other', modules: ['things'], files: { 'other/things.ts': 'h' } };

describe('emitChanged', () => {
  it.each([
    ['one changed spec, nothing kept', { given: { kept: new Map<string, SpecEntry>() }, want: { entries: ['notes.yaml'] } }],
    ['one changed spec beside a kept one', { given: { kept: new Map([['other.yaml', kept]]) }, want: { entries: ['other.yaml', 'notes.yaml'] } }],
  ])('%s', async (_, { given, want }) => {
    const run = await emitChanged([{ file: 'notes.yaml', text: NOTES, hash: 'hn' }], given.kept, generatorOptions());
    expect(run.regenerated).toEqual([{ file: 'notes.yaml', service: 'notes' }]);
    expect(Object.keys(run.entries)).toEqual(want.entries);
    if (given.kept.size > 0) expect(run.entries['other.yaml']).toBe(kept);
    const entry = run.entries['notes.yaml']!;
    expect(entry).toMatchObject({ hash: 'hn', service: 'notes' });
    // The entry lists each emitted file with its hash, and nothing else.
    expect(Object.keys(entry.files).sort()).toEqual([...run.files.keys()].sort());
    expect([...run.files.keys()]).toContain('notes/schema-types.ts');
    expect(run.docs.map((d) => d.file)).toEqual(['notes.yaml']);
  });

  it('a plain spec passes with a warning, which a strict run refuses', async () => {
    const source = { file: 'pets.yaml', text: PLAIN, hash: 'hp' };
    const run = await emitChanged([source], new Map(), generatorOptions({ runtimeImport: 'rt' }));
    expect(run.docs.flatMap((d) => d.warnings ?? []).map((w) => w.message)).toEqual([
      expect.stringContaining("'x-logo' is not an extension this generator reads"),
    ]);
    await expect(emitChanged([source], new Map(), generatorOptions({ runtimeImport: 'rt', strict: true }))).rejects.toBeInstanceOf(SpecProblemsError);
  });
});

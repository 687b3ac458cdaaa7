import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSpecSources } from '@siteapi/document/load';

const dir = mkdtempSync(path.join(tmpdir(), 'spec-sources-'));
const write = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

describe('readSpecSources', () => {
  it('keeps a one-file spec as text and bundles one whose $refs name other files, placing their parts', async () => {
    const single = write('single.yaml', 'openapi: 3.1.0\ninfo: {title: A, version: "1"}\npaths: {}\n');
    write('pet.yaml', 'type: object\nproperties:\n  id: {type: string}\n');
    const multi = write('multi.yaml', "openapi: 3.1.0\ninfo: {title: B, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {$ref: './pet.yaml'}\n");
    const { sources, problems } = await readSpecSources([single, multi], dir);
    expect(problems).toEqual([]);
    expect(sources.map((s) => [s.file, s.bundled !== undefined])).toEqual([
      ['single.yaml', false],
      ['multi.yaml', true],
    ]);
    const bundled = sources[1]!.bundled as { components: { schemas: Record<string, unknown> } };
    expect(JSON.stringify(bundled.components.schemas)).toContain('"id"');
    expect(sources[1]!.locate?.('/components/schemas/pet/properties/id')).toMatchObject({ file: 'pet.yaml', line: 3 });
  });

  it('reports a missing file and a file that is not UTF-8 at their place, with the others', async () => {
    const missing = write(
      'missing.yaml',
      "openapi: 3.1.0\ninfo: {title: C, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {$ref: './nope.yaml'}\n",
    );
    const latin = path.join(dir, 'latin.yaml');
    writeFileSync(latin, Buffer.from([0x61, 0x3a, 0x20, 0xe9, 0x0a]));
    const { sources, problems } = await readSpecSources([missing, latin], dir);
    expect(sources).toEqual([]);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(['missing.yaml:6', 'latin.yaml:1']);
  });
});

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as TsMorph from 'ts-morph';
import { tsMorph } from '../../../codegen/emit/ts-morph.ts';
import { StructureKind, VariableDeclarationKind } from '../../../codegen/emit/structure-kinds.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const root = path.join(repo, 'codegen');

/** The generator's own TypeScript sources (not its build, not its tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'dist' || e.name === 'node_modules' ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('ts-morph is required when needed, not imported', () => {
  it('no module but emit/ts-morph.ts takes values from ts-morph (type imports are erased)', () => {
    const importers = sources(root).filter((file) => {
      if (file.endsWith(path.join('emit', 'ts-morph.ts'))) return false;
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/^import (?!type )[^;]*? from 'ts-morph';/gms)].length > 0 || /(import|require)\(['"]ts-morph['"]\)/.test(text);
    });
    expect(importers.map((f) => path.relative(root, f))).toEqual([]);
  });

  it("gives the package's values", () => {
    const required = tsMorph();
    expect(required.Project).toBe(TsMorph.Project);
    expect(required.printStructure).toBe(TsMorph.printStructure);
    expect(required.ts === TsMorph.ts).toBe(true);
  });

  it("structure-kinds.ts holds ts-morph's values", () => {
    for (const [name, value] of Object.entries(StructureKind)) expect(value, name).toBe(TsMorph.StructureKind[name as keyof typeof TsMorph.StructureKind]);
    for (const [name, value] of Object.entries(VariableDeclarationKind))
      expect(value, name).toBe(TsMorph.VariableDeclarationKind[name as keyof typeof TsMorph.VariableDeclarationKind]);
  });

  it('a generation of the nine specs and of a plain document loads neither ts-morph nor its TypeScript', { timeout: 120_000 }, () => {
    // A process of its own, from the sources as `npm run generate` runs them; it lists the CommonJS modules it loaded.
    const script = [
      "import { createRequire } from 'node:module';",
      "import { generate } from '@siteapi/codegen';",
      'for (const spec of process.argv.slice(1)) await generate(spec, { msw: true });',
      'console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));',
    ].join('\n');
    const out = execFileSync(
      process.execPath,
      ['--conditions=@siteapi/source', '--import', 'tsx', '--input-type=module', '-e', script, 'spec', 'test/fixtures/specs/tasks/tasks.yaml'],
      { cwd: repo, encoding: 'utf8' },
    );
    const loaded = JSON.parse(out.trim().split('\n').pop()!) as string[];
    // The check sees what it should: `typescript` is loaded (paths.ts, the syntax check).
    expect(loaded.some((m) => m.includes(`${path.sep}typescript${path.sep}`))).toBe(true);
    expect(loaded.filter((m) => /[\\/]@?ts-morph[\\/]/.test(m))).toEqual([]);
  });
});

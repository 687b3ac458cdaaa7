import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as TsMorph from 'ts-morph';
import * as required from '../../../codegen/emit/ts-morph.ts';

const root = path.resolve(import.meta.dirname, '../../../codegen');

/** The generator's own TypeScript sources (not its build, not its tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'dist' || e.name === 'node_modules' ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('ts-morph is required, not imported', () => {
  it('no module but emit/ts-morph.ts takes values from ts-morph (type imports are erased)', () => {
    const importers = sources(root).filter((file) => {
      if (file.endsWith(path.join('emit', 'ts-morph.ts'))) return false;
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/^import (?!type )[^;]*? from 'ts-morph';/gms)].length > 0 || /import\(['"]ts-morph['"]\)/.test(text);
    });
    expect(importers.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('gives the same values as the package', () => {
    for (const [name, value] of Object.entries(required)) expect(value, name).toBe((TsMorph as Record<string, unknown>)[name]);
  });
});

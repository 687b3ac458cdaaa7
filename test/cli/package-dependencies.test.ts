import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each package's package.json says what its shipped code needs, no more and no less: every package its shipped
// source imports (`import`, `export … from`, `import()`, `require()`, type-only ones too: the declarations name
// them) is one of its dependencies, and every dependency is imported or named (a `require.resolve`d file, a binary
// run by its package's path) somewhere in that source. A missing one breaks the installed package; an unused one is
// installed by every user for nothing.

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The files `siteapi docs` runs in Node: what explorer/tsconfig.build.json builds (a comment line is no JSON). */
const explorerNodeFiles = (JSON.parse(readFileSync('explorer/tsconfig.build.json', 'utf8').replace(/^\s*\/\/.*$/gm, '')) as { include: string[] }).include;

/**
 * What each workspace ships as code, as paths in it: what runs installed, and what is bundled into the package
 * (the explorer's app, built by Vite into site-dist, whose packages are devDependencies).
 */
const SHIPPED: Record<string, { runtime: string[]; bundled?: string[] }> = {
  runtime: { runtime: ['.'] },
  document: { runtime: ['.'] },
  codegen: { runtime: ['.'] },
  mock: { runtime: ['.'] },
  cli: { runtime: ['src', 'bin'] },
  generated: { runtime: ['src'] },
  explorer: { runtime: explorerNodeFiles, bundled: ['src'] },
};

const SKIPPED = new Set(['node_modules', 'dist', 'site-dist']);
const BUILTINS = new Set(builtinModules);

function sourcesUnder(dir: string): string[] {
  if (/\.(ts|tsx|js)$/.test(dir)) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourcesUnder(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`); undefined for a relative path or a builtin. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return BUILTINS.has(name) ? undefined : name;
}

/** The packages a source file imports, by TypeScript's public pre-processor (imports, re-exports, `import()`, `require()`). */
function importedPackages(text: string): Set<string> {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return new Set(importedFiles.flatMap(({ fileName }) => packageOf(fileName) ?? []));
}

/** Whether `text` names `pkg` in a string (`require.resolve('pkg/…')`, a binary found by its package's path). */
const namesPackage = (text: string, pkg: string): boolean => new RegExp(`['"\`]${pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^'"\`]*)?['"\`]`).test(text);

function packageReport(workspace: string) {
  const manifest = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as Manifest;
  const own = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const dev = new Set(Object.keys(manifest.devDependencies ?? {}));
  const { runtime, bundled = [] } = SHIPPED[workspace]!;
  const read = (dirs: string[]) => dirs.flatMap((d) => sourcesUnder(path.join(workspace, d))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const runtimeFiles = read(runtime);
  const bundledFiles = read(bundled);
  const missing: string[] = [];
  for (const { file, text } of runtimeFiles) for (const pkg of importedPackages(text)) if (!own.has(pkg)) missing.push(`${file} imports ${pkg}`);
  for (const { file, text } of bundledFiles)
    for (const pkg of importedPackages(text)) if (!own.has(pkg) && !dev.has(pkg)) missing.push(`${file} imports ${pkg}`);
  const used = (pkg: string) =>
    runtimeFiles.some(({ text }) => importedPackages(text).has(pkg) || namesPackage(text, pkg)) ||
    // `@types/x` gives the types of x.
    (pkg.startsWith('@types/') && runtimeFiles.some(({ text }) => importedPackages(text).has(pkg.slice('@types/'.length))));
  const unused = [...own].filter((pkg) => !used(pkg)).sort();
  return { missing: [...new Set(missing)].sort(), unused };
}

const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces;

describe('package dependencies', () => {
  it('knows what every workspace ships', () => {
    expect(Object.keys(SHIPPED).sort()).toEqual([...workspaces].sort());
  });

  it('reads a package name off a specifier', () => {
    expect(['@scope/name/sub', 'name/sub', 'node:fs', 'fs', './a.ts', 'virtual:x'].map(packageOf)).toEqual([
      '@scope/name',
      'name',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  for (const workspace of workspaces) {
    it(`${workspace}: every package its shipped source imports is a dependency, and every dependency is imported`, () => {
      expect(packageReport(workspace)).toEqual({ missing: [], unused: [] });
    });
  }
});

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generator's own files: codegen/ when run from source, the package's dist/ when built. */
const CODEGEN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Libraries whose behaviour shapes the output (formatting, YAML reading, schema checks).
const LIBRARIES = ['ts-morph', 'js-yaml', 'yaml', 'ajv', '@redocly/openapi-core', '@scalar/openapi-upgrader'];

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'dist' && entry.name !== 'node_modules') out.push(...(await sourceFiles(full)));
    } else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const memo = new Map<string, Promise<string>>();

/**
 * A hash of everything besides the specs that decides the output: the generator's sources, the versions of the
 * libraries it prints and reads with, and the runtime import specifier. A change to any of them regenerates all.
 */
export function generatorHash(runtimeImport: string): Promise<string> {
  let hash = memo.get(runtimeImport);
  if (!hash) {
    hash = computeHash(runtimeImport);
    memo.set(runtimeImport, hash);
  }
  return hash;
}

/** The generator's source files that the hash covers, relative to codegen/. */
export async function generatorInputs(): Promise<string[]> {
  return (await sourceFiles(CODEGEN)).map((f) => path.relative(CODEGEN, f).split(path.sep).join('/')).sort();
}

async function computeHash(runtimeImport: string): Promise<string> {
  const h = createHash('sha256');
  const files = await generatorInputs();
  for (const rel of files) h.update(`${rel}\0${await readFile(path.join(CODEGEN, rel), 'utf8')}\0`);
  for (const name of LIBRARIES) h.update(`${name}@${await libraryVersion(name)}\0`);
  h.update(`runtime:${runtimeImport}`);
  return h.digest('hex');
}

/** A library's version from its package.json, found above its entry (not every package exports `./package.json`). */
async function libraryVersion(name: string): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as { name?: string; version: string },
      () => undefined,
    );
    if (manifest?.name === name) return manifest.version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${name} above its entry`);
    dir = parent;
  }
}

/** Forgets computed hashes (the watch calls this when codegen/ itself changes; tests too). */
export function forgetGeneratorHash(): void {
  memo.clear();
}

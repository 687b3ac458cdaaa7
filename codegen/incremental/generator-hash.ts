import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { converterTableText } from '../emit/converter-names.ts';

const require = createRequire(import.meta.url);
/** The generator's own files: codegen/ when run from source, the package's dist/ when built. */
const CODEGEN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The document model's package folder (the generator reads every document through it). */
const DOCUMENT_PACKAGE = path.dirname(require.resolve('@siteapi/document/package.json'));

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
 * A hash of everything besides the specs that decides the output: the generator's and the document model's sources,
 * the runtime's converter table as generated code uses it, the versions of every package the generator depends on (it
 * prints, reads, upgrades, samples and types with them), and the runtime import specifier. A change to any of them
 * regenerates all.
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
  return relativeFiles(CODEGEN);
}

async function relativeFiles(dir: string): Promise<string[]> {
  return (await sourceFiles(dir)).map((f) => path.relative(dir, f).split(path.sep).join('/')).sort();
}

/**
 * The libraries that shape the output: the generator's and the document model's dependencies, as their package.json
 * files declare them (type-only packages aside), with their installed versions.
 */
export async function generatorLibraries(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [dir, name] of [
    [CODEGEN, '@siteapi/codegen'],
    [DOCUMENT_PACKAGE, '@siteapi/document'],
  ] as const) {
    const manifest = await packageJsonAbove(dir, name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      if (!dependency.startsWith('@types/')) out[dependency] ??= await libraryVersion(dependency, dir);
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** The hash of the generator's inputs: files as `[relative path, text]`, library versions, the runtime specifier. */
export function combineHash(files: [string, string][], libraries: Record<string, string>, runtimeImport: string): string {
  const h = createHash('sha256');
  for (const [rel, text] of files) h.update(`${rel}\0${text}\0`);
  for (const name of Object.keys(libraries).sort()) h.update(`${name}@${libraries[name]}\0`);
  h.update(`runtime:${runtimeImport}`);
  return h.digest('hex');
}

/** The document model's sources in a checkout, its built dist/ where it is installed. */
async function documentFolder(): Promise<string> {
  const source = await readFile(path.join(DOCUMENT_PACKAGE, 'index.ts')).then(
    () => true,
    () => false,
  );
  return source ? DOCUMENT_PACKAGE : path.join(DOCUMENT_PACKAGE, 'dist');
}

async function computeHash(runtimeImport: string): Promise<string> {
  return combineHash(await hashedFiles(), await generatorLibraries(), runtimeImport);
}

/**
 * The texts the hash covers as `[label, text]`: the generator's and the document model's files, and what generated
 * code takes from the runtime's converter table (the names it imports, the types it prints).
 */
export async function hashedFiles(): Promise<[string, string][]> {
  const files: [string, string][] = [];
  for (const [root, label] of [
    [CODEGEN, ''],
    [await documentFolder(), '@siteapi/document/'],
  ] as const)
    for (const rel of await relativeFiles(root)) files.push([`${label}${rel}`, await readFile(path.join(root, rel), 'utf8')]);
  files.push(['@siteapi/runtime converter table', converterTableText()]);
  return files;
}

interface Manifest {
  name?: string;
  version: string;
  dependencies?: Record<string, string>;
}

async function packageJsonAbove(start: string, name: string): Promise<Manifest> {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => undefined,
    );
    if (manifest?.name === name) return manifest;
    if (path.dirname(dir) === dir) throw new Error(`no package.json of ${name} above ${start}`);
  }
}

/** A library's installed version, from its folder on Node's search path from `from` (not every package exports `./package.json` or a main entry). */
async function libraryVersion(name: string, from: string): Promise<string> {
  for (const dir of createRequire(path.join(from, 'package.json')).resolve.paths(name) ?? []) {
    const manifest = await readFile(path.join(dir, name, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => undefined,
    );
    if (manifest?.name === name) return manifest.version;
  }
  throw new Error(`${name} is not installed beside the generator`);
}

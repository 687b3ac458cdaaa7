import type { Dirent } from 'node:fs';
import { createHash } from 'node:crypto';
import { open, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from './generator-hash.ts';

/**
 * `<out>/.manifest.json`: what the last run generated from what, so the next run can skip every spec whose text,
 * file name and generator are unchanged and whose output files are still as written. It is a cache: `check`
 * ignores it, and a missing or foreign manifest only means a full run.
 */
export const MANIFEST_FILE = '.manifest.json';
/** `<out>/.spec-cache/<hash>.json`: each spec's parsed document, for the bundle when that spec is skipped. */
export const CACHE_DIR = '.spec-cache';
const FORMAT = 1;

export interface SpecEntry {
  /** sha256 of the generator hash, the file name as reported and the spec's text. */
  hash: string;
  service: string;
  modules: string[];
  /** Output files of this spec (relative to the out folder) → sha256 of their text. */
  files: Record<string, string>;
}

export interface Manifest {
  format: typeof FORMAT;
  generator: string;
  /** By spec file name as reported (relative to the working folder). */
  specs: Record<string, SpecEntry>;
  /** Files made from all specs (`index.ts`, `openapi.json`) → sha256. */
  root: Record<string, string>;
}

/** True for the manifest and the document cache: bookkeeping of the out folder, not generated code. */
export function isBookkeeping(relPath: string): boolean {
  return relPath === MANIFEST_FILE || relPath.startsWith(`${CACHE_DIR}/`);
}

export function specHash(generator: string, file: string, text: string): string {
  return sha256(`${generator}\0${file}\0${text}`);
}

/** The manifest of `outDir` when it was written by this generator (same hash); otherwise undefined. */
export async function readManifest(outDir: string, generator: string): Promise<Manifest | undefined> {
  try {
    const data = JSON.parse(await readFile(path.join(outDir, MANIFEST_FILE), 'utf8')) as Manifest;
    return data.format === FORMAT && data.generator === generator && data.specs && data.root ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each service's spec file, as the last run of `outDir` recorded it (the file name as reported, relative to the
 * working folder); empty without a manifest. For reports that point into the specs (the contract check's warnings).
 */
export async function specFilesOf(outDir: string): Promise<Map<string, string>> {
  try {
    const data = JSON.parse(await readFile(path.join(outDir, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
    return new Map(Object.entries(data.specs ?? {}).flatMap(([file, entry]) => (typeof entry?.service === 'string' ? [[entry.service, file] as const] : [])));
  } catch {
    return new Map();
  }
}

const sortedRecord = <T>(record: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** Deterministic text: keys sorted, no timestamps. */
export function manifestText(manifest: Manifest): string {
  const specs = Object.fromEntries(
    Object.entries(sortedRecord(manifest.specs)).map(([file, e]) => [
      file,
      { hash: e.hash, service: e.service, modules: [...e.modules].sort(), files: sortedRecord(e.files) },
    ]),
  );
  return `${JSON.stringify({ format: manifest.format, generator: manifest.generator, specs, root: sortedRecord(manifest.root) }, null, 2)}\n`;
}

export function newManifest(generator: string, specs: Record<string, SpecEntry>, root: Record<string, string>): Manifest {
  return { format: FORMAT, generator, specs, root };
}

/** sha256 of every file under the out folder except the bookkeeping, by relative path. */
export async function hashTree(outDir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const buffer = Buffer.allocUnsafe(READ_SIZE);
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      const rel = path.relative(outDir, full).split(path.sep).join('/');
      if (isBookkeeping(rel) || rel === CACHE_DIR) continue;
      if (e.isDirectory()) await walk(full);
      else out.set(rel, await hashFile(full, buffer));
    }
  };
  await walk(outDir);
  return out;
}

const READ_SIZE = 256 * 1024;

/**
 * sha256 of a file's bytes, which is `sha256` of the text written to it (UTF-8), read through one reused buffer: an
 * up-to-date check of an out folder of many megabytes (the bundle alone is 4 MB) leaves no texts behind to collect,
 * which raised the peak memory of every command that starts with the check (`siteapi mock`). Bytes rather than their
 * decoded text also tell an invalid UTF-8 sequence from the U+FFFD it decodes to.
 */
async function hashFile(file: string, buffer: Buffer): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(file, 'r');
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

export const cachePath = (hash: string): string => `${CACHE_DIR}/${hash}.json`;

/** A skipped spec's document from the cache; undefined when it is not there (the caller parses the spec instead). */
export async function readCachedDocument(outDir: string, hash: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(outDir, cachePath(hash)), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Removes cached documents that no spec of the manifest refers to. */
export async function pruneCache(outDir: string, manifest: Manifest): Promise<void> {
  const keep = new Set(Object.values(manifest.specs).map((e) => `${e.hash}.json`));
  const dir = path.join(outDir, CACHE_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((n) => !keep.has(n)).map((n) => rm(path.join(dir, n), { force: true })));
}

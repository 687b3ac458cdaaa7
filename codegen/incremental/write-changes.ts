import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFolders } from '../leftovers.ts';
import { MANIFEST_FILE } from './manifest.ts';

export interface OutputChanges {
  /** Files to create or replace, by path relative to the out folder. */
  write: Map<string, string>;
  /** Files to delete. */
  remove: string[];
  /** The new manifest's text; written last. */
  manifest: string;
}

/**
 * Applies an incremental run to an existing out folder, touching only the files that changed (a watcher such as
 * Vite's reloads only those). Everything is written to a sibling staging folder first, then renamed into place
 * file by file; the manifest goes last, so an interrupted run leaves a manifest that no longer matches the
 * files it lists, and the next run regenerates them.
 */
export async function writeChanges(outDir: string, changes: OutputChanges): Promise<void> {
  const { staging } = writeFolders(outDir);
  const files = [...changes.write, [MANIFEST_FILE, changes.manifest] as const].sort(([a], [b]) => a.localeCompare(b));
  await rm(staging, { recursive: true, force: true });
  try {
    for (const [rel, text] of files) {
      const target = path.join(staging, rel);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    for (const [rel] of files) {
      if (rel === MANIFEST_FILE) continue;
      await mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
      await rename(path.join(staging, rel), path.join(outDir, rel));
    }
    for (const rel of changes.remove) {
      await rm(path.join(outDir, rel), { force: true });
      await removeEmptyParents(outDir, rel);
    }
    await rename(path.join(staging, MANIFEST_FILE), path.join(outDir, MANIFEST_FILE));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A removed service leaves no empty folder behind. */
async function removeEmptyParents(outDir: string, rel: string): Promise<void> {
  for (let dir = path.dirname(rel); dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
    try {
      await rmdir(path.join(outDir, dir));
    } catch {
      return;
    }
  }
}

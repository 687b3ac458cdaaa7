import type { Progress } from '../progress.ts';
import { sha256 } from './generator-hash.ts';
import { type Manifest, MANIFEST_FILE, manifestText, pruneCache } from './manifest.ts';
import { writeChanges } from './write-changes.ts';

// The last step of an incremental run: a full run replaces the folder whole; any other writes only the files whose
// content changed and deletes those no spec emits any more, manifest last.

export interface RunOutput {
  /** Every file the run made (its services and the root files), by output path. */
  files: Map<string, string>;
  /** Documents to cache, by cache path. */
  cache: Map<string, string>;
  /** The manifest of this run. */
  next: Manifest;
}

/** `disk`: the hashes of the files on disk, by path; undefined for a full run (no usable manifest). */
export async function writeRun(
  out: string,
  { files, cache, next }: RunOutput,
  disk: ReadonlyMap<string, string> | undefined,
  progress?: Progress,
): Promise<{ written: string[]; deleted: string[] }> {
  if (!disk) {
    // Without a manifest every spec was emitted: the folder is replaced whole, stale files and all.
    const { writeAtomically } = await import('../generate.ts');
    progress?.({ stage: 'write', count: files.size });
    await writeAtomically(out, new Map([...files, ...cache, [MANIFEST_FILE, manifestText(next)]]));
    return { written: [...files.keys()].sort(), deleted: [] };
  }
  const wanted = new Set([...Object.values(next.specs).flatMap((e) => Object.keys(e.files)), ...Object.keys(next.root)]);
  const write = new Map([...files].filter(([p, text]) => disk.get(p) !== sha256(text)));
  const remove = [...disk.keys()].filter((p) => !wanted.has(p)).sort();
  progress?.({ stage: 'write', count: write.size });
  await writeChanges(out, { write: new Map([...write, ...cache]), remove, manifest: manifestText(next) });
  await pruneCache(out, next);
  return { written: [...write.keys()].sort(), deleted: remove };
}

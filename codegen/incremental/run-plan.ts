import type { SpecSource } from '@siteapi/document/load';
import type { Manifest, SpecEntry } from './manifest.ts';

// Stage 0 of an incremental run: which specs need the generator, judged by hash against the manifest and the files
// on disk. Nothing here reads or writes a file.

/** A spec as read, with its hash (text, bundled parts, file name and generator). */
export interface HashedSource extends SpecSource {
  hash: string;
}

export interface RunPlan {
  /** The specs whose hash and files are as the manifest says: not parsed, not emitted. */
  kept: Map<string, SpecEntry>;
  /** The specs to parse and emit. */
  changed: HashedSource[];
  /** Spec files the manifest has and the folder no longer. */
  removedSpecs: string[];
  /** Whether nothing is to do: no spec changed or went, no stray or edited file. */
  upToDate: boolean;
}

/**
 * Plans a run from the manifest (undefined: no usable one, so every spec changed) and the hashes of the files on
 * disk. A spec is kept only while every file it emitted is on disk unedited.
 */
export function planRun(sources: HashedSource[], manifest: Manifest | undefined, disk: ReadonlyMap<string, string>): RunPlan {
  const intact = (files: Record<string, string>) => Object.entries(files).every(([p, h]) => disk.get(p) === h);
  const kept = new Map<string, SpecEntry>();
  for (const s of sources) {
    const entry = manifest?.specs[s.file];
    if (entry && entry.hash === s.hash && intact(entry.files)) kept.set(s.file, entry);
  }
  const changed = sources.filter((s) => !kept.has(s.file));
  const current = new Set(sources.map((s) => s.file));
  const removedSpecs = Object.keys(manifest?.specs ?? {}).filter((f) => !current.has(f));
  const known = new Set([...[...kept.values()].flatMap((e) => Object.keys(e.files)), ...Object.keys(manifest?.root ?? {})]);
  const extra = [...disk.keys()].filter((p) => !known.has(p));
  const upToDate = manifest !== undefined && changed.length === 0 && removedSpecs.length === 0 && extra.length === 0 && intact(manifest.root);
  return { kept, changed, removedSpecs, upToDate };
}

/**
 * The variant of the generator a run is: the mode (and pagination off) changes what a spec generates, so does asking for msw handlers (or
 * no longer asking), and a strict run judges every spec again for the warnings another run let pass. '' for the
 * default run.
 */
export function runVariant(options: { mode?: string; pagination?: string; msw?: boolean; strict?: boolean }): string {
  const mode = options.mode ?? 'auto';
  const paging = options.pagination === 'off' ? 'pagination:off' : '';
  return [mode === 'auto' ? '' : `mode:${mode}`, paging, options.msw ? 'msw' : '', options.strict ? 'strict' : ''].filter(Boolean).join('\0');
}

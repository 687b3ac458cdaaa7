import type { SpecSource } from '@siteapi/document/load';
import type { Manifest, SpecEntry } from './manifest.ts';
import { GENERATOR_DEFAULTS, type GeneratorOptions, generatorOptions, type PluginSwitches, SELECTABLE_PLUGINS } from '../options.ts';

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
 * The variant of the generator a run is: every option that changes what a spec generates (the mode, pagination off,
 * a selectable plugin added (`msw`) or left out (`paths:off`)), and a strict run, which judges every spec again for
 * the warnings another run let pass. '' for the default run; the runtime import is in the generator's hash itself.
 */
export function runVariant(given: Partial<GeneratorOptions> & PluginSwitches): string {
  const options = generatorOptions(given);
  const defaults = GENERATOR_DEFAULTS;
  const plugins = SELECTABLE_PLUGINS.map((name) => {
    const on = options.plugins.includes(name);
    return on === defaults.plugins.includes(name) ? '' : on ? name : `${name}:off`;
  });
  return [
    options.mode === defaults.mode ? '' : `mode:${options.mode}`,
    options.pagination === defaults.pagination ? '' : `pagination:${options.pagination}`,
    options.strict ? 'strict' : '',
    ...plugins,
  ]
    .filter(Boolean)
    .join('\0');
}

import type { GeneratorOptions } from '../options.ts';
import type { LoadedDocument } from '@siteapi/document/load';
import type { Progress } from '../progress.ts';
import { sha256 } from './generator-hash.ts';
import type { SpecEntry } from './manifest.ts';
import type { HashedSource } from './run-plan.ts';

// Stages 1-3 of an incremental run, for the changed specs only: parse, IR, emit. The generator (TypeScript and all)
// is loaded here, only when there is work.

export interface EmittedChanges {
  /** The parsed documents of the changed specs. */
  docs: LoadedDocument[];
  /** Their services' files, by output path. */
  files: Map<string, string>;
  /** The manifest entries of every spec: the kept ones and the emitted ones. */
  entries: Record<string, SpecEntry>;
  regenerated: { file: string; service: string }[];
}

export async function emitChanged(
  changed: HashedSource[],
  kept: ReadonlyMap<string, SpecEntry>,
  options: GeneratorOptions & { progress?: Progress },
): Promise<EmittedChanges> {
  const { parseSources, buildIr, failOnWarnings } = await import('../generate.ts');
  const { emitServiceFiles, loadEmitLibraries } = await import('../emit/service.ts');
  const { rootEntry } = await import('../emit/root-index-file.ts');
  loadEmitLibraries(options);
  const docs = parseSources(
    changed.map((s) => ({ file: s.file, text: s.text, bundled: s.bundled, warnings: s.warnings, locate: s.locate })),
    new Map([...kept].map(([file, entry]) => [entry.service, file])),
    options.progress,
    options.mode,
  );
  const services = buildIr(docs, options.progress, options);

  const files = new Map<string, string>();
  const entries: Record<string, SpecEntry> = Object.fromEntries(kept);
  const regenerated: EmittedChanges['regenerated'] = [];
  for (const service of services) {
    const source = changed.find((s) => s.file === service.file)!;
    const emitted = emitServiceFiles(
      service,
      docs.find((d) => d.file === service.file),
      options,
    );
    for (const [p, text] of emitted) files.set(p, text);
    const { modules } = rootEntry(service);
    entries[source.file] = { hash: source.hash, service: service.name, modules, files: Object.fromEntries([...emitted].map(([p, t]) => [p, sha256(t)])) };
    regenerated.push({ file: source.file, service: service.name });
  }

  // Read after the emit, which warns of a file it skipped.
  failOnWarnings(docs, options.strict);
  return { docs, files, entries, regenerated };
}

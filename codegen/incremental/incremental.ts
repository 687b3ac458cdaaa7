import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readSpecSources, type SpecSource } from '../parse/spec-sources.ts';
import { SpecProblemsError } from '../problems.ts';
import { specFiles } from '../spec-files.ts';
import { RUNTIME_IMPORT } from '../emit/runtime-import.ts';
import { recoverLeftovers } from '../leftovers.ts';
import { generatorHash, sha256 } from './generator-hash.ts';
import {
  cachePath,
  hashTree,
  MANIFEST_FILE,
  manifestText,
  newManifest,
  pruneCache,
  readCachedDocument,
  readManifest,
  specHash,
  type SpecEntry,
} from './manifest.ts';
import { writeChanges } from './write-changes.ts';
import type { Progress } from '../progress.ts';
import type { Problem } from '../problems.ts';
import type { SpecMode } from '../generate.ts';

export interface IncrementalOptions {
  /** A folder of `*.yaml` specs, or one spec file. */
  spec: string;
  /** The out folder (`generated`). */
  out: string;
  /** Spec file names are reported, and written in headers, relative to this folder; default `process.cwd()`. */
  cwd?: string;
  /** Module specifier of the runtime in generated service files; default `@siteapi/runtime`. */
  runtimeImport?: string;
  /** Ignore the manifest: regenerate and rewrite everything. */
  force?: boolean;
  /** Told each stage, spec and service as the run reaches it. */
  progress?: Progress;
  /** How documents are read (see `SpecMode`); default `auto`. */
  mode?: SpecMode;
  /** Also write each service's msw handlers (`mock-handlers.ts`). */
  msw?: boolean;
  /** Warnings are errors (as they always are in the platform dialect). */
  strict?: boolean;
}

export interface IncrementalResult {
  /** Spec files read. */
  specs: string[];
  /** Specs parsed and emitted again, with their service. */
  regenerated: { file: string; service: string }[];
  /** Spec files that are gone since the last run (their services' files were removed). */
  removedSpecs: string[];
  /** Output files created or replaced, and deleted (bookkeeping not included). */
  written: string[];
  deleted: string[];
  /** The whole folder was written (no usable manifest, or `force`). */
  full: boolean;
  /** For each regenerated spec: the document of the previous run (when cached) and the new one, for reports. */
  documents: { file: string; previous?: unknown; current: unknown }[];
  /** What passed with a warning in the specs parsed this run (`x-` keys the generator does not read). */
  warnings: Problem[];
  ms: number;
}

interface Source extends SpecSource {
  hash: string;
}

/**
 * parse → IR → emit for the specs that changed since the last run, by content hash, and `index.ts` plus the bundle
 * (they are made from all specs) whenever any did. Unchanged specs are neither parsed nor emitted; their files stay
 * as they are. Spec problems throw `SpecProblemsError` before anything is written: the last good output stays.
 */
export async function generateIncremental(options: IncrementalOptions): Promise<IncrementalResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const out = path.resolve(cwd, options.out);
  const runtimeImport = options.runtimeImport ?? RUNTIME_IMPORT;
  // The mode changes what a spec generates: a run in another mode regenerates everything.
  const mode = options.mode ?? 'auto';
  // So does asking for msw handlers, or no longer asking.
  const base = await generatorHash(runtimeImport);
  // A strict run judges every spec again, for the warnings a run that was not strict let pass.
  const variant = [mode === 'auto' ? '' : `mode:${mode}`, options.msw ? 'msw' : '', options.strict ? 'strict' : ''].filter(Boolean).join('\0');
  const generator = variant ? sha256(`${base}\0${variant}`) : base;
  options.progress?.({ stage: 'read', file: options.spec });
  const sources = await readSources(path.resolve(cwd, options.spec), cwd, generator);
  // A run killed while writing may have left its staging folder, or the out folder moved aside.
  await recoverLeftovers(out);

  // Stage 0, plan: which specs need the generator, judged by hash against the manifest and the files on disk.
  const exists = await stat(out).then(
    (s) => s.isDirectory(),
    () => false,
  );
  const manifest = options.force || !exists ? undefined : await readManifest(out, generator);
  const disk = manifest ? await hashTree(out) : new Map<string, string>();
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
  const result: IncrementalResult = {
    specs: sources.map((s) => s.file),
    regenerated: [],
    removedSpecs,
    written: [],
    deleted: [],
    full: !manifest,
    documents: [],
    warnings: [],
    ms: 0,
  };
  if (manifest && changed.length === 0 && removedSpecs.length === 0 && extra.length === 0 && intact(manifest.root)) {
    result.ms = performance.now() - started;
    return result;
  }

  // Stages 1-3 for the changed specs only; the generator (ts-morph and all) is loaded only when there is work.
  const { parseSources, buildIr, failOnWarnings } = await import('../generate.ts');
  const { emitServiceFiles } = await import('../emit/service.ts');
  const { emitRootFiles, rootEntry } = await import('../emit/root-index-file.ts');
  const docs = parseSources(
    changed.map((s) => ({ file: s.file, text: s.text, bundled: s.bundled, warnings: s.warnings, locate: s.locate })),
    new Map([...kept].map(([file, entry]) => [entry.service, file])),
    options.progress,
    mode,
  );
  const services = buildIr(docs, options.progress);

  const files = new Map<string, string>();
  const entries: Record<string, SpecEntry> = Object.fromEntries(kept);
  for (const service of services) {
    const source = changed.find((s) => s.file === service.file)!;
    const emitted = emitServiceFiles(
      service,
      docs.find((d) => d.file === service.file),
      { runtimeImport, progress: options.progress, msw: options.msw },
    );
    for (const [p, text] of emitted) files.set(p, text);
    const { modules } = rootEntry(service);
    entries[source.file] = { hash: source.hash, service: service.name, modules, files: Object.fromEntries([...emitted].map(([p, t]) => [p, sha256(t)])) };
    result.regenerated.push({ file: source.file, service: service.name });
  }

  // Read after the emit, which warns of a file it skipped.
  failOnWarnings(docs, options.strict);
  result.warnings = docs.flatMap((d) => d.warnings ?? []);

  // index.ts and the bundle are made from every spec: skipped ones come from the manifest and the document cache.
  const data = new Map<string, unknown>(docs.map((d) => [d.file, d.data]));
  const uncached = new Set(changed.map((s) => s.file));
  for (const s of sources) {
    if (data.has(s.file)) continue;
    const cached = await readCachedDocument(out, s.hash);
    // A fresh clone has the manifest's files but no cache: read that spec's YAML once (it was valid when generated).
    if (cached === undefined) uncached.add(s.file);
    data.set(s.file, cached ?? parseSources([s], undefined, undefined, mode)[0]?.data);
  }
  const roots = Object.values(entries).map((e) => ({ name: e.service, modules: e.modules }));
  for (const [p, text] of emitRootFiles(
    roots,
    sources.map((s) => data.get(s.file)),
  ))
    files.set(p, text);
  const next = newManifest(generator, entries, { 'index.ts': sha256(files.get('index.ts')!), 'openapi.json': sha256(files.get('openapi.json')!) });

  for (const s of changed) {
    const previous = manifest?.specs[s.file] ? await readCachedDocument(out, manifest.specs[s.file]!.hash) : undefined;
    result.documents.push({ file: s.file, previous, current: data.get(s.file) });
  }
  const cache = new Map(sources.filter((s) => uncached.has(s.file)).map((s) => [cachePath(s.hash), JSON.stringify(data.get(s.file))]));

  if (!manifest) {
    // Without a manifest every spec was emitted: the folder is replaced whole, stale files and all.
    const { writeAtomically } = await import('../generate.ts');
    options.progress?.({ stage: 'write', count: files.size });
    await writeAtomically(out, new Map([...files, ...cache, [MANIFEST_FILE, manifestText(next)]]));
    result.written = [...files.keys()].sort();
  } else {
    const wanted = new Set([...Object.values(next.specs).flatMap((e) => Object.keys(e.files)), ...Object.keys(next.root)]);
    const write = new Map([...files].filter(([p, text]) => disk.get(p) !== sha256(text)));
    const remove = [...disk.keys()].filter((p) => !wanted.has(p)).sort();
    options.progress?.({ stage: 'write', count: write.size });
    await writeChanges(out, { write: new Map([...write, ...cache]), remove, manifest: manifestText(next) });
    await pruneCache(out, next);
    result.written = [...write.keys()].sort();
    result.deleted = remove;
  }
  result.ms = performance.now() - started;
  return result;
}

async function readSources(input: string, cwd: string, generator: string): Promise<Source[]> {
  const { sources, problems } = await readSpecSources(await specFiles(input), cwd);
  if (problems.length > 0) throw new SpecProblemsError(problems);
  // A bundled spec's hash covers the files its $refs read too.
  return sources.map((s) => ({ ...s, hash: specHash(generator, s.file, s.bundled === undefined ? s.text : `${s.text}\0${JSON.stringify(s.bundled)}`) }));
}

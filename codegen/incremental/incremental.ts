import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readSpecSources } from '@siteapi/document/load';
import { SpecProblemsError } from '../problems.ts';
import { specFiles } from '../spec-files.ts';
import { recoverLeftovers } from '../leftovers.ts';
import { generatorHash, sha256 } from './generator-hash.ts';
import { cachePath, hashTree, newManifest, readCachedDocument, readManifest, specHash } from './manifest.ts';
import { type HashedSource, planRun, runVariant } from './run-plan.ts';
import { writeRun } from './write-run.ts';
import type { Progress } from '../progress.ts';
import type { Problem } from '../problems.ts';
import { type GeneratorOptions, generatorOptions, type PluginSwitches } from '../options.ts';

/** The run's folders and bookkeeping, and the generator's options (options.ts; one left out is at its default). */
export interface IncrementalOptions extends Partial<GeneratorOptions>, PluginSwitches {
  /** A folder of `*.yaml` specs, or one spec file. */
  spec: string;
  /** The out folder (`generated`). */
  out: string;
  /** Spec file names are reported, and written in headers, relative to this folder; default `process.cwd()`. */
  cwd?: string;
  /** Ignore the manifest: regenerate and rewrite everything. */
  force?: boolean;
  /** Told each stage, spec and service as the run reaches it. */
  progress?: Progress;
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

/**
 * parse → IR → emit for the specs that changed since the last run, by content hash, and `index.ts` plus the bundle
 * (they are made from all specs) whenever any did. Unchanged specs are neither parsed nor emitted; their files stay
 * as they are. Spec problems throw `SpecProblemsError` before anything is written: the last good output stays.
 * The steps: plan (run-plan.ts), emit the changed specs (emit-changed.ts), the root files from every spec's
 * document (root-files.ts), write (write-run.ts).
 */
export async function generateIncremental(options: IncrementalOptions): Promise<IncrementalResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const out = path.resolve(cwd, options.out);
  const resolved = generatorOptions(options);
  const { runtimeImport, mode } = resolved;
  const base = await generatorHash(runtimeImport);
  const variant = runVariant(resolved);
  const generator = variant ? sha256(`${base}\0${variant}`) : base;
  options.progress?.({ stage: 'read', file: options.spec });
  const sources = await readSources(path.resolve(cwd, options.spec), cwd, generator);
  // A run killed while writing may have left its staging folder, or the out folder moved aside.
  await recoverLeftovers(out);

  const exists = await stat(out).then(
    (s) => s.isDirectory(),
    () => false,
  );
  const manifest = options.force || !exists ? undefined : await readManifest(out, generator);
  const disk = manifest ? await hashTree(out) : new Map<string, string>();
  const { kept, changed, removedSpecs, upToDate } = planRun(sources, manifest, disk);
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
  if (upToDate) {
    result.ms = performance.now() - started;
    return result;
  }

  const { emitChanged } = await import('./emit-changed.ts');
  const { docs, files, entries, regenerated } = await emitChanged(changed, kept, { ...resolved, progress: options.progress });
  result.regenerated = regenerated;
  result.warnings = docs.flatMap((d) => d.warnings ?? []);

  const { allDocuments } = await import('./root-files.ts');
  const { emitRootFiles } = await import('../emit/root-index-file.ts');
  const { data, uncached } = await allDocuments(out, sources, changed, docs, mode);
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
  const { written, deleted } = await writeRun(out, { files, cache, next }, manifest ? disk : undefined, options.progress);
  result.written = written;
  result.deleted = deleted;
  result.ms = performance.now() - started;
  return result;
}

async function readSources(input: string, cwd: string, generator: string): Promise<HashedSource[]> {
  const { sources, problems } = await readSpecSources(await specFiles(input), cwd);
  if (problems.length > 0) throw new SpecProblemsError(problems);
  // A bundled spec's hash covers the files its $refs read too.
  return sources.map((s) => ({ ...s, hash: specHash(generator, s.file, s.bundled === undefined ? s.text : `${s.text}\0${JSON.stringify(s.bundled)}`) }));
}

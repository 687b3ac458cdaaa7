import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildService, type IrOptions } from './ir/build.ts';
import type { IrService } from './ir/types.ts';
import { recoverLeftovers, writeFolders } from './leftovers.ts';
import type { EmitOptions } from './emit/printing.ts';
import { bundleText, emitRootFiles, rootEntry } from './emit/root-index-file.ts';

export { bundleText };
import { emitServiceFiles, loadEmitLibraries } from './emit/service.ts';
import { withSyntaxBatch } from './emit/syntax-check.ts';
import { loadDocument, problemAt, type LoadedDocument } from '@siteapi/document/load';
import { readSpecSources, type SpecSource } from '@siteapi/document/load';
import { methodKeys, type OpenApiDocument } from '@siteapi/document';
import { inferDialect, inferDialectInPlace, isPlatformDocument } from './parse/plain-dialect.ts';
import { DIALECT_2020_12, documentVersion, nullAsAlternative, upgradedFrom, upgradeTo31 } from '@siteapi/document/load';
import { crossDocumentProblems, duplicateOperationIds } from './parse/cross-document.ts';
import { validateDocument } from './parse/validate-document.ts';
import { mendBreaks } from './parse/tolerated-breaks.ts';
import { bodilessMethods } from './parse/get-bodies.ts';
import { fetchSetHeaders } from './parse/fetch-headers.ts';
import { querystringAsQuery } from './parse/querystring-parameters.ts';
import { extensionWarnings } from './parse/validate-extensions.ts';
import type { Progress } from './progress.ts';
import { GENERATOR_DEFAULTS, type GeneratorOptions, generatorOptions, type PluginSwitches, type SpecMode } from './options.ts';
import { failureMessage, SpecProblemsError, type Problem, warningAsError } from './problems.ts';

import { specFiles } from './spec-files.ts';

export { specFiles };

/** Stage 1, parse: YAML with positions, OpenAPI 3.1 and project rules, for all files; throws with every problem at once. */
export async function parseSpecs(
  files: string[],
  cwd = process.cwd(),
  progress?: Progress,
  mode: SpecMode = GENERATOR_DEFAULTS.mode,
): Promise<LoadedDocument[]> {
  progress?.({ stage: 'read', total: files.length });
  const { sources, problems } = await readSpecSources(files, cwd);
  if (problems.length === 0) return parseSources(sources, undefined, progress, mode);
  try {
    parseSources(sources, undefined, undefined, mode);
  } catch (error) {
    if (error instanceof SpecProblemsError) throw new SpecProblemsError([...problems, ...error.problems]);
    throw error;
  }
  throw new SpecProblemsError(problems);
}

/**
 * Stage 1 on in-memory sources (file names are only used in problems); `known` names the services of specs parsed
 * earlier (name → file), which a source may not reuse.
 */
export function parseSources(
  sources: SpecSource[],
  known?: ReadonlyMap<string, string>,
  progress?: Progress,
  mode: SpecMode = GENERATOR_DEFAULTS.mode,
): LoadedDocument[] {
  const problems: Problem[] = [];
  const loaded: LoadedDocument[] = [];
  const valid: LoadedDocument[] = [];
  for (const [i, source] of sources.entries()) {
    progress?.({ stage: 'parse', file: source.file, index: i + 1, total: sources.length });
    const { doc, problems: syntax } = loadDocument(source.file, source.text);
    problems.push(...syntax);
    if (!doc) continue;
    if (source.bundled !== undefined) {
      doc.data = source.bundled;
      doc.locate = source.locate;
    }
    let read: ReturnType<typeof readDialect>;
    try {
      read = readDialect(doc, mode);
    } catch (error) {
      read = { problems: [problemAt(doc, '', failureMessage('reading the document', error))] };
    }
    problems.push(...read.problems);
    if (!read.doc) continue;
    // What bundling warned of is an error in the platform dialect, as its own rules are.
    if (read.doc.plain) read.doc.warnings = [...(source.warnings ?? []), ...(read.doc.warnings ?? [])];
    else problems.push(...(source.warnings ?? []).map(warningAsError));
    loaded.push(read.doc);
    if (read.problems.length === 0) valid.push(read.doc);
  }
  problems.push(...crossDocumentProblems(loaded, known));
  if (problems.length > 0) throw new SpecProblemsError(problems);
  return valid;
}

/**
 * A document in the platform dialect is checked by its rules as it is; any other is upgraded to OpenAPI 3.1,
 * checked against OpenAPI's schema, and given the dialect's extensions by inference (plain mode).
 */
function readDialect(loaded: LoadedDocument, mode: SpecMode): { doc?: LoadedDocument; problems: Problem[] } {
  const data = loaded.data;
  const isObject = !!data && typeof data === 'object' && !Array.isArray(data);
  if (!isObject || mode === 'platform' || (mode === 'auto' && isPlatformDocument(data))) return { doc: loaded, problems: validateDocument(loaded) };
  const version = documentVersion(data);
  if ('problem' in version) return { problems: [problemAt(loaded, '', version.problem)] };
  let upgradedData: unknown;
  // Whether upgradedData shares nothing with the loaded document (the upgrade copied it), so the inference below may
  // write into it instead of copying it once more (a deep copy of GitHub's 13 MB is a noticeable part of its run).
  let own: boolean;
  try {
    // 3.1 and 3.2 are read as written (3.2 adds to 3.1: see document/README.md); 2.0 and 3.0 are upgraded to 3.1.
    if (version.version === '3.1' || version.version === '3.2') {
      const alternative = nullAsAlternative(data);
      own = alternative !== data;
      upgradedData = { jsonSchemaDialect: DIALECT_2020_12, ...alternative };
    } else {
      upgradedData = upgradeTo31(data);
      own = true;
    }
  } catch (error) {
    // The upgrader is a library: what it throws on is a problem of this document, not of the run.
    return {
      problems: [problemAt(loaded, '', `the upgrade from ${version.version} to 3.1 failed: ${String((error as Error)?.message ?? error).split('\n')[0]}`)],
    };
  }
  const moved = version.version === '3.1' || version.version === '3.2' ? undefined : upgradedFrom(data, version.version);
  const upgraded: LoadedDocument = {
    ...loaded,
    data: upgradedData,
    // Problems point at the lines the user wrote, in the 2.0 or 3.0 document's own sections.
    ...(moved && {
      positions: mappedPositions(loaded.positions, moved),
      locateAll: loaded.locateAll && ((pointers) => loaded.locateAll!(pointers.map(moved))),
    }),
  };
  const tolerated = mendBreaks(upgraded);
  const problems = validateDocument(upgraded, 'plain', tolerated);
  if (problems.length > 0) return { problems };
  tolerated.push(...querystringAsQuery(upgraded), ...bodilessMethods(upgraded), ...fetchSetHeaders(upgraded));
  // Read before the inference, which may write into upgraded.data (its operationIds, its extensions).
  const unknownExtensions = extensionWarnings(upgraded);
  const duplicates = duplicateOperationIds(upgraded.data as OpenApiDocument);
  const inferred = own ? inferDialectInPlace(upgraded.data as OpenApiDocument, loaded.file) : inferDialect(upgraded.data as OpenApiDocument, loaded.file);
  // openapi-typescript takes a document that repeats an operationId, and so does plain mode: the later call is
  // named apart (see plain-dialect.ts), and the repeat is a warning.
  const renamed = duplicates.map((d) => {
    const at = problemAt(upgraded, d.first, '');
    const op = methodKeys(d.method).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], inferred.paths?.[d.path]);
    const name = (op as { operationId?: string } | undefined)?.operationId;
    return problemAt(upgraded, d.pointer, `duplicate operationId '${d.id}' (first defined at ${at.file}:${at.line}:${at.col}); this call is named '${name}'`);
  });
  const warnings = [...tolerated, ...unknownExtensions, ...renamed];
  return { doc: { ...upgraded, data: inferred, warnings, plain: true }, problems: [] };
}

/** Positions looked up under other pointers. */
function mappedPositions(positions: LoadedDocument['positions'], map: (pointer: string) => string): LoadedDocument['positions'] {
  return { get: (p: string) => positions.get(map(p)), has: (p: string) => positions.has(map(p)) } as LoadedDocument['positions'];
}

/**
 * Warnings that are errors: every one with `strict`, and in the platform dialect always (its documents are the
 * project's own). Thrown as problems, before anything is written.
 */
export function failOnWarnings(docs: LoadedDocument[], strict = GENERATOR_DEFAULTS.strict): void {
  const errors = docs.flatMap((d) => (strict || !d.plain ? (d.warnings ?? []) : [])).map(warningAsError);
  if (errors.length > 0) throw new SpecProblemsError(errors);
}

/** Stage 2, IR. */
export function buildIr(docs: LoadedDocument[], progress?: Progress, options: IrOptions = {}): IrService[] {
  const problems: Problem[] = [];
  const services: IrService[] = [];
  for (const [i, doc] of docs.entries()) {
    progress?.({ stage: 'ir', file: doc.file, index: i + 1, total: docs.length });
    const result = buildService(doc, options);
    problems.push(...result.problems);
    if (result.service) services.push(result.service);
  }
  if (problems.length > 0) throw new SpecProblemsError(problems);
  return services.sort((a, b) => a.name.localeCompare(b.name));
}

/** Stage 3, emit: every generated file, by path relative to the output folder. */
export function emitAll(services: IrService[], docs: LoadedDocument[], options: EmitOptions = {}): Map<string, string> {
  // Every file's syntax check in one batch (one program for a small document's files, not one a service and one
  // for the root index.ts), done before this returns.
  return withSyntaxBatch(() => emitEvery(services, docs, options));
}

function emitEvery(services: IrService[], docs: LoadedDocument[], options: EmitOptions): Map<string, string> {
  const files = new Map<string, string>();
  for (const service of services) {
    const document = docs.find((d) => d.file === service.file);
    for (const [p, text] of emitServiceFiles(service, document, options)) files.set(p, text);
  }
  for (const [p, text] of emitRootFiles(
    services.map(rootEntry),
    docs.map((d) => d.data),
  ))
    files.set(p, text);
  return files;
}

/** parse → IR → emit, in memory; an option left out is at its default (options.ts). */
export async function generate(
  specInput: string,
  given: Partial<GeneratorOptions> & PluginSwitches & { progress?: Progress } = {},
): Promise<Map<string, string>> {
  const options = { ...generatorOptions(given), progress: given.progress };
  loadEmitLibraries(options);
  const docs = await parseSpecs(await specFiles(specInput), undefined, options.progress, options.mode);
  const files = emitAll(buildIr(docs, options.progress, options), docs, options);
  failOnWarnings(docs, options.strict);
  return files;
}

/**
 * Replaces `outDir` with exactly `files`: everything is written to a sibling folder first and swapped in
 * with renames, so a failure leaves the previous output whole.
 */
export async function writeAtomically(outDir: string, files: Map<string, string>): Promise<void> {
  await recoverLeftovers(outDir);
  const { staging, previous } = writeFolders(outDir);
  await rm(staging, { recursive: true, force: true });
  try {
    for (const [rel, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
      const target = path.join(staging, rel);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const exists = await stat(outDir).then(
    () => true,
    () => false,
  );
  if (exists) await rename(outDir, previous);
  try {
    await rename(staging, outDir);
  } catch (error) {
    if (exists) await rename(previous, outDir);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

/** Files under a folder, relative paths to contents. */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (d: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full);
      else out.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full, 'utf8'));
    }
  };
  await walk(dir);
  return out;
}

/** Paths that differ between what is on disk and what the specs produce. */
export function diffTrees(actual: Map<string, string>, expected: Map<string, string>): { path: string; change: 'missing' | 'extra' | 'changed' }[] {
  const out: { path: string; change: 'missing' | 'extra' | 'changed' }[] = [];
  for (const [p, text] of expected) {
    if (!actual.has(p)) out.push({ path: p, change: 'missing' });
    else if (actual.get(p) !== text) out.push({ path: p, change: 'changed' });
  }
  for (const p of actual.keys()) if (!expected.has(p)) out.push({ path: p, change: 'extra' });
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../lib/paths.ts';
import { BASE_OPTIONS, CONFIGURATIONS } from './configurations.ts';

/**
 * Where generated outputs are compiled: `<work>/out/<slug>/` per document, beside a `package.json` of an ESM project
 * and a `node_modules/@siteapi/runtime` holding the runtime's declarations as the published package ships them (so
 * `@siteapi/runtime` resolves the way it does for users, in every module resolution, with no `paths`).
 */
export interface CompileRoot {
  dir: string;
  outDir: string;
}

export async function prepareCompileRoot(dir: string): Promise<CompileRoot> {
  await rm(dir, { recursive: true, force: true });
  const modules = path.join(dir, 'node_modules');
  const runtime = path.join(modules, '@siteapi', 'runtime');
  await mkdir(runtime, { recursive: true });
  emitRuntimeDeclarations(path.join(runtime, 'dist'));
  await writeFile(path.join(runtime, 'package.json'), JSON.stringify(await typesOnlyManifest()));
  // The runtime's declarations name jose's types.
  await symlink(path.join(ROOT, 'node_modules', 'jose'), path.join(modules, 'jose'), 'dir');
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'corpus-compile', private: true, type: 'module' }));
  const outDir = path.join(dir, 'out');
  await mkdir(outDir, { recursive: true });
  return { dir, outDir };
}

/**
 * The runtime's own package.json with only the `types` of each entry: generated code imports the internal entry
 * (`@siteapi/runtime/generated`) as well as the public one, and every entry the package publishes must resolve.
 */
async function typesOnlyManifest(): Promise<object> {
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'runtime', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const exports: Record<string, unknown> = {};
  for (const [entry, target] of Object.entries(manifest.exports)) {
    const types = target && typeof target === 'object' ? (target as { types?: unknown }).types : undefined;
    if (typeof types === 'string') exports[entry] = { types };
  }
  return { name: '@siteapi/runtime', type: 'module', exports };
}

/** `tsc -p runtime/tsconfig.build.json`, declarations only, into `outDir`. */
function emitRuntimeDeclarations(outDir: string): void {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'runtime', 'tsconfig.build.json'), { outDir }, parseHost());
  if (!config) throw new Error('runtime/tsconfig.build.json could not be read');
  const options = { ...config.options, outDir, emitDeclarationOnly: true, declaration: true, composite: false, incremental: false, tsBuildInfoFile: undefined };
  const result = ts.createProgram(config.fileNames, options).emit();
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) throw new Error(`runtime declarations: ${ts.flattenDiagnosticMessageText(errors[0]!.messageText, ' ')}`);
}

export interface CompileDiagnostic {
  configuration: string;
  code: number;
  /** `syntax` when the file does not parse; `options` for a problem of the configuration itself. */
  kind: 'syntax' | 'semantic' | 'options';
  /** Relative to the document's output folder. */
  file?: string;
  line?: number;
  col?: number;
  message: string;
  /** The line the diagnostic points at (at most 200 characters around the column). */
  source?: string;
}

/** Per document slug, what one configuration reports on its output (slugs with nothing to say are left out). */
export type CompileReport = { diagnostics: Map<string, CompileDiagnostic[]>; unattributed: CompileDiagnostic[]; ms: number };

/** Diagnostics kept per document and configuration: enough to classify, not the thousands a broken file can give. */
const KEEP = 20;

/**
 * Parsed and bound source files shared by every program of this process, as TypeScript's language service shares
 * them: by file and by the options that change a parse or a bind (`target`, `module`, `moduleResolution`,
 * `moduleDetection`, ...: `getKeyForCompilationSettings`) and the file's module format. The lib and runtime
 * declarations are parsed once per such key for the whole run, a batch's outputs once per key instead of once per
 * configuration (NodeNext and its stricter twin share theirs, as do the two Bundler configurations with
 * `moduleDetection: force`); each program still type-checks everything with its own options.
 */
const registry = ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames, ts.sys.getCurrentDirectory());

/** A compiler host reading through {@link registry}; the batch's own files it took are released with `release`. */
function sharingHost(options: ts.CompilerOptions, outDir: string): { host: ts.CompilerHost; release: () => void } {
  const host = ts.createCompilerHost(options, true);
  const key = registry.getKeyForCompilationSettings(options);
  const taken: [ts.Path, ts.ScriptKind, ts.ResolutionMode][] = [];
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    const text = host.readFile(fileName);
    if (text === undefined) {
      onError?.(`file not found: ${fileName}`);
      return undefined;
    }
    const kind = fileName.endsWith('.json') ? ts.ScriptKind.JSON : ts.ScriptKind.TS;
    const file = ts.sys.resolvePath(fileName) as ts.Path;
    // Every file of a run is written once before it is compiled (a document's folder is unique), so one version.
    const sf = registry.acquireDocumentWithKey(fileName, file, options, key, ts.ScriptSnapshot.fromString(text), '1', kind, languageVersionOrOptions);
    const format = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions.impliedNodeFormat : undefined;
    if (!path.relative(outDir, fileName).startsWith('..')) taken.push([file, kind, format]);
    return sf;
  };
  const release = () => {
    for (const [file, kind, format] of taken) registry.releaseDocumentWithKey(file, key, kind, format);
  };
  return { host, release };
}

/**
 * One program per configuration for many documents: writes `tsconfig.<configuration>.<batch>.json` including every
 * slug's folder (so each run can be reproduced with `tsc -p`), compiles it and hands each diagnostic back to the
 * document it belongs to. Configurations compiled in one call share what {@link registry} lets them share, and a
 * program with the same source-file settings as the one before is built from it (`oldProgram`).
 */
export async function compileBatches(root: CompileRoot, configurations: string[], batch: string, slugs: string[]): Promise<Record<string, CompileReport>> {
  const reports: Record<string, CompileReport> = {};
  const held: (() => void)[] = [];
  let previous: { program: ts.Program; key: ts.DocumentRegistryBucketKey } | undefined;
  try {
    for (const configuration of configurations) {
      const started = performance.now();
      const tsconfig = path.join(root.dir, `tsconfig.${configuration}.${batch}.json`);
      const compilerOptions = { ...BASE_OPTIONS, ...CONFIGURATIONS[configuration] };
      await writeFile(tsconfig, JSON.stringify({ compilerOptions, include: slugs.map((s) => `out/${s}/**/*.ts`) }, null, 2));
      const config = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, parseHost());
      if (!config) {
        reports[configuration] = {
          diagnostics: new Map(),
          unattributed: [{ configuration, code: 0, kind: 'options', message: `${tsconfig} could not be read` }],
          ms: 0,
        };
        continue;
      }
      const { host, release } = sharingHost(config.options, root.outDir);
      held.push(release);
      const key = registry.getKeyForCompilationSettings(config.options);
      const program = ts.createProgram({
        rootNames: config.fileNames,
        options: config.options,
        host,
        configFileParsingDiagnostics: config.errors,
        oldProgram: previous?.key === key ? previous.program : undefined,
      });
      previous = { program, key };
      reports[configuration] = { ...diagnose(program, root, configuration, config.errors), ms: performance.now() - started };
    }
  } finally {
    for (const release of held) release();
  }
  return reports;
}

/** {@link compileBatches} of one configuration. */
export async function compileBatch(root: CompileRoot, configuration: string, batch: string, slugs: string[]): Promise<CompileReport> {
  return (await compileBatches(root, [configuration], batch, slugs))[configuration]!;
}

/** Every diagnostic of a program, each given to the document whose folder holds its file. */
function diagnose(program: ts.Program, root: CompileRoot, configuration: string, configErrors: readonly ts.Diagnostic[]): Omit<CompileReport, 'ms'> {
  const diagnostics = new Map<string, CompileDiagnostic[]>();
  const unattributed: CompileDiagnostic[] = [];
  const add = (d: ts.Diagnostic, kind: CompileDiagnostic['kind']) => {
    const flat = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (!d.file) return unattributed.push({ configuration, code: d.code, kind: 'options', message: flat });
    const rel = path.relative(root.outDir, d.file.fileName);
    const [slug, ...rest] = rel.split(path.sep);
    if (rel.startsWith('..') || !slug)
      return unattributed.push({ configuration, code: d.code, kind, file: path.relative(root.dir, d.file.fileName), message: flat });
    // Paths in messages as the document's own output folder would show them.
    const message = flat.replaceAll(`${path.join(root.outDir, slug)}/`, '');
    const list = diagnostics.get(slug) ?? [];
    diagnostics.set(slug, list);
    if (list.length >= KEEP) return;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const text = d.file.text.split('\n', line + 1)[line] ?? '';
    const from = Math.max(0, character - 100);
    const source = `${from > 0 ? '…' : ''}${text.slice(from, from + 200)}${text.length > from + 200 ? '…' : ''}`;
    list.push({ configuration, code: d.code, kind, file: rest.join('/'), line: line + 1, col: character + 1, message, source });
  };
  for (const d of [...configErrors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) add(d, 'options');
  const syntax = program.getSyntacticDiagnostics();
  for (const d of syntax) add(d, 'syntax');
  // A file that does not parse gives semantic noise too; its syntax errors are what to report.
  const broken = new Set(syntax.map((d) => d.file?.fileName));
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || broken.has(file.fileName)) continue;
    for (const d of program.getSemanticDiagnostics(file)) add(d, 'semantic');
  }
  return { diagnostics, unattributed };
}

function parseHost(): ts.ParseConfigFileHost {
  return {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, ' '));
    },
  };
}

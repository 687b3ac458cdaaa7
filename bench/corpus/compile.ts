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
 * One program for many documents: writes `tsconfig.<configuration>.<batch>.json` including every slug's folder (so the
 * run can be reproduced with `tsc -p`), compiles it and hands each diagnostic back to the document it belongs to.
 */
export async function compileBatch(root: CompileRoot, configuration: string, batch: string, slugs: string[]): Promise<CompileReport> {
  const started = performance.now();
  const tsconfig = path.join(root.dir, `tsconfig.${configuration}.${batch}.json`);
  const compilerOptions = { ...BASE_OPTIONS, ...CONFIGURATIONS[configuration] };
  await writeFile(tsconfig, JSON.stringify({ compilerOptions, include: slugs.map((s) => `out/${s}/**/*.ts`) }, null, 2));
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, parseHost());
  const diagnostics = new Map<string, CompileDiagnostic[]>();
  const unattributed: CompileDiagnostic[] = [];
  if (!config) return { diagnostics, unattributed: [{ configuration, code: 0, kind: 'options', message: `${tsconfig} could not be read` }], ms: 0 };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, configFileParsingDiagnostics: config.errors });
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
  for (const d of [...config.errors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) add(d, 'options');
  const syntax = program.getSyntacticDiagnostics();
  for (const d of syntax) add(d, 'syntax');
  // A file that does not parse gives semantic noise too; its syntax errors are what to report.
  const broken = new Set(syntax.map((d) => d.file?.fileName));
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || broken.has(file.fileName)) continue;
    for (const d of program.getSemanticDiagnostics(file)) add(d, 'semantic');
  }
  return { diagnostics, unattributed, ms: performance.now() - started };
}

function parseHost(): ts.ParseConfigFileHost {
  return {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, ' '));
    },
  };
}

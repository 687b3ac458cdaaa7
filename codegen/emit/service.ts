import type { IrService } from '../ir/types.ts';
import type { EmitOptions } from './printing.ts';
import { generatorOptions } from '../options.ts';
import { generatedEntry } from './runtime-import.ts';
import { PlanNames } from './plan-names.ts';
import type { EmitContext } from './plugin.ts';
import { EMITTER_PLUGINS } from './plugins.ts';
import { loadSyntaxCheck, withSyntaxBatch } from './syntax-check.ts';
import { failureMessage, SpecProblemsError } from '../problems.ts';
import { type LoadedDocument, problemAt } from '@siteapi/document/load';

/**
 * All files of one service, by path relative to generated/: what each emitter plugin (plugins.ts) the options select
 * writes. `document` is the parsed document the service was modelled from: its `paths.ts` (openapi-typescript's
 * types) is made from it.
 */
export function emitServiceFiles(service: IrService, document: LoadedDocument | undefined, options: EmitOptions = {}): Map<string, string> {
  try {
    return withSyntaxBatch(() => emitFiles(service, document, options));
  } catch (error) {
    if (error instanceof SpecProblemsError) throw error;
    const at = document ? problemAt(document, '', '') : { file: service.file, line: 1, col: 1 };
    throw new SpecProblemsError([{ file: at.file, line: at.line, col: at.col, message: failureMessage(`emitting ${service.name}`, error) }]);
  }
}

/** The plugins the options select; those that need a loaded document are left to the caller. */
function selectedPlugins(options: EmitOptions) {
  const selected = new Set<string>(generatorOptions(options).plugins);
  return EMITTER_PLUGINS.filter((p) => !p.selectable || selected.has(p.name));
}

/**
 * Loads what emitting needs (`typescript` for the syntax check, the selected plugins' libraries) before a run parses
 * its documents: each is loaded on first use otherwise, and loaded later, into the heap the documents and the IR
 * fill, the same load cost the garbage collector about 5% more of the nine specs' run.
 */
export function loadEmitLibraries(options: EmitOptions = {}): void {
  loadSyntaxCheck();
  for (const plugin of selectedPlugins(options)) plugin.load?.();
}

function emitFiles(service: IrService, document: LoadedDocument | undefined, options: EmitOptions): Map<string, string> {
  const { runtimeImport } = generatorOptions(options);
  const plugins = selectedPlugins(options).filter((p) => p.needs !== 'document' || document !== undefined);
  let plans: PlanNames | undefined;
  let index = 0;
  const context: EmitContext = {
    service,
    document,
    modules: [...new Set(service.operations.map((o) => o.module))].sort(),
    runtime: generatedEntry(runtimeImport),
    get plans() {
      plans ??= new PlanNames(service);
      return plans;
    },
    step: (file, count) => options.progress?.({ stage: 'emit', service: service.name, file, ...(count === undefined ? {} : { count }), index: ++index, total }),
  };
  // The slow files on a large document (schema types, a file per module, the call examples and paths.ts) are reported.
  const total = plugins.reduce((sum, p) => sum + (p.steps?.(context) ?? 0), 0);
  const out = new Map<string, string>();
  for (const plugin of plugins) {
    for (const [file, text] of plugin.emit(context)) out.set(`${service.name}/${file}`, text);
  }
  return out;
}

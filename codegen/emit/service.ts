import type { IrService } from '../ir/types.ts';
import { createProject, FILES, type EmitOptions } from './printing.ts';
import { GENERATOR_DEFAULTS } from '../options.ts';
import { generatedEntry } from './runtime-import.ts';
import { PlanNames } from './plan-names.ts';
import { emitSchemaTypes } from './schema-types-file.ts';
import { emitModule } from './module-file.ts';
import { DECODERS_FILE, emitConversionPlans, REQUEST_PLANS_FILE } from './conversion-plans-file.ts';
import { CATALOGUE_FILE, emitServiceInfo } from './service-info-file.ts';
import { emitWebhookEvents } from './webhook-events-file.ts';
import { emitCallExamples } from './call-examples-file.ts';
import { emitServiceIndex } from './service-index-file.ts';
import { emitOperationsFile, OPERATIONS_FILE } from './operations-file.ts';
import { emitPathsFile } from './paths-file.ts';
import { emitMockHandlers } from './mock-handlers-file.ts';
import { header } from './printing.ts';
import { assertParses } from './syntax-check.ts';
import { failureMessage, SpecProblemsError } from '../problems.ts';
import { type LoadedDocument, problemAt } from '@siteapi/document/load';

/**
 * All files of one service, by path relative to generated/. `document` is the parsed document the service was
 * modelled from: its `paths.ts` (openapi-typescript's types) is made from it.
 */
export function emitServiceFiles(service: IrService, document: LoadedDocument | undefined, options: EmitOptions = {}): Map<string, string> {
  try {
    return emitFiles(service, document, options);
  } catch (error) {
    if (error instanceof SpecProblemsError) throw error;
    const at = document ? problemAt(document, '', '') : { file: service.file, line: 1, col: 1 };
    throw new SpecProblemsError([{ file: at.file, line: at.line, col: at.col, message: failureMessage(`emitting ${service.name}`, error) }]);
  }
}

function emitFiles(service: IrService, document: LoadedDocument | undefined, options: EmitOptions): Map<string, string> {
  const runtime = generatedEntry(options.runtimeImport ?? GENERATOR_DEFAULTS.runtimeImport);
  const project = createProject();
  const out = new Map<string, string>();
  const modules = [...new Set(service.operations.map((o) => o.module))].sort();
  // Schema types, a file per module, the call examples and paths.ts (the slow ones on a large document) are reported.
  const total = modules.length + 2 + (document ? 1 : 0);
  options.progress?.({ stage: 'emit', service: service.name, file: `${FILES.types}.ts`, count: service.types.length, index: 1, total });
  out.set(`${service.name}/${FILES.types}.ts`, emitSchemaTypes(project, service, runtime));
  const info = emitServiceInfo(project, service, runtime);
  out.set(`${service.name}/${FILES.service}.ts`, info.info);
  if (info.catalogue) out.set(`${service.name}/${CATALOGUE_FILE}.ts`, info.catalogue);
  const plans = new PlanNames(service);
  for (const [i, m] of modules.entries()) {
    const count = service.operations.filter((o) => o.module === m).length;
    options.progress?.({ stage: 'emit', service: service.name, file: `${m}.ts`, count, index: i + 2, total });
    out.set(
      `${service.name}/${m}.ts`,
      emitModule(
        project,
        service,
        m,
        service.operations.filter((o) => o.module === m),
        plans,
        runtime,
      ),
    );
  }
  if (service.events.length > 0) out.set(`${service.name}/${FILES.events}.ts`, emitWebhookEvents(project, service, plans, runtime));
  const conversions = emitConversionPlans(project, service, plans, runtime);
  if (conversions.plans) out.set(`${service.name}/${FILES.plans}.ts`, conversions.plans);
  if (conversions.requestPlans) out.set(`${service.name}/${REQUEST_PLANS_FILE}.ts`, conversions.requestPlans);
  if (conversions.decoders) out.set(`${service.name}/${DECODERS_FILE}.ts`, conversions.decoders);
  options.progress?.({ stage: 'emit', service: service.name, file: `${FILES.examples}.ts`, index: modules.length + 2, total });
  out.set(`${service.name}/${FILES.examples}.ts`, emitCallExamples(project, service, runtime));
  if (document && (options.paths ?? GENERATOR_DEFAULTS.paths)) {
    options.progress?.({ stage: 'emit', service: service.name, file: `${FILES.paths}.ts`, index: total, total });
    const paths = emitPathsFile(document.data as never, header(service.file), runtime, document.plain === true);
    if ('text' in paths) {
      const file = new Map([[`${service.name}/${FILES.paths}.ts`, paths.text]]);
      // Printed by openapi-typescript, not by printFile (which checks its own files).
      assertParses(file, service.file);
      for (const [p, text] of file) out.set(p, text);
    } else {
      const { pointer, reason } = paths.skipped;
      const message = `warning: ${FILES.paths}.ts not written for this document: openapi-typescript could not read #${pointer} (${reason})`;
      (document.warnings ??= []).push(problemAt(document, pointer, message));
    }
  }
  if (options.msw) out.set(`${service.name}/${FILES.mocks}.ts`, emitMockHandlers(project, service, modules));
  out.set(`${service.name}/index.ts`, emitServiceIndex(project, service, modules));
  out.set(`${service.name}/${OPERATIONS_FILE}`, emitOperationsFile(service));
  return out;
}

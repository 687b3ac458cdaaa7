import { problemAt } from '@siteapi/document/load';
import type { EmitterPlugin } from './plugin.ts';
import { FILES, header } from './printing.ts';
import { emitSchemaTypes } from './schema-types-file.ts';
import { CATALOGUE_FILE, emitServiceInfo, SECURITY_FILE } from './service-info-file.ts';
import { emitModule } from './module-file.ts';
import { emitWebhookEvents } from './webhook-events-file.ts';
import { DECODERS_FILE, emitConversionPlans, REQUEST_PLANS_FILE } from './conversion-plans-file.ts';
import { emitCallExamples } from './call-examples-file.ts';
import { emitServiceIndex } from './service-index-file.ts';
import { emitPathsFile, loadPathsLibraries } from './paths-file.ts';
import { assertParses } from './syntax-check.ts';
import { emitMockHandlers } from './mock-handlers-file.ts';
import { emitOperationsFile, OPERATIONS_FILE } from './operations-file.ts';

// Every emitter, in the order a service's files are written. A new kind of file is a new entry here (see
// CONTRIBUTING's map); a selectable one also names itself in options.ts' SELECTABLE_PLUGINS.

/** `schema-types.ts`: the service's schemas as types. */
const schemaTypes: EmitterPlugin = {
  name: 'schema-types',
  steps: () => 1,
  emit: ({ service, runtime, step }) => {
    step(`${FILES.types}.ts`, service.types.length);
    return [[`${FILES.types}.ts`, emitSchemaTypes(service, runtime)]];
  },
};

/** `service-info.ts` (prefix, host, client rules), `error-catalogue.ts`, which error answers load, and `security-schemes.ts`, which signed calls load. */
const serviceInfo: EmitterPlugin = {
  name: 'service-info',
  emit: ({ service, runtime }) => {
    const { info, catalogue, security } = emitServiceInfo(service, runtime);
    return [
      [`${FILES.service}.ts`, info],
      ...(catalogue ? [[`${CATALOGUE_FILE}.ts`, catalogue] as const] : []),
      ...(security ? [[`${SECURITY_FILE}.ts`, security] as const] : []),
    ];
  },
};

/** A file of calls per module. */
const modules: EmitterPlugin = {
  name: 'modules',
  steps: ({ modules }) => modules.length,
  emit: ({ service, modules, plans, runtime, step }) =>
    modules.map((m) => {
      const ops = service.operations.filter((o) => o.module === m);
      step(`${m}.ts`, ops.length);
      return [`${m}.ts`, emitModule(service, m, ops, plans, runtime)] as const;
    }),
};

/** `webhook-events.ts`, for a service with webhooks. */
const webhookEvents: EmitterPlugin = {
  name: 'webhook-events',
  emit: ({ service, plans, runtime }) => (service.events.length > 0 ? [[`${FILES.events}.ts`, emitWebhookEvents(service, plans, runtime)]] : []),
};

/** `conversion-plans.ts`, `request-plans.ts` and `response-decoders.ts`, each when it has something to hold. */
const conversionPlans: EmitterPlugin = {
  name: 'conversion-plans',
  emit: ({ service, plans, runtime }) => {
    const files = emitConversionPlans(service, plans, runtime);
    const named: [string, string | undefined][] = [
      [`${FILES.plans}.ts`, files.plans],
      [`${REQUEST_PLANS_FILE}.ts`, files.requestPlans],
      [`${DECODERS_FILE}.ts`, files.decoders],
    ];
    return named.filter((file): file is [string, string] => file[1] !== undefined);
  },
};

/** `call-examples.ts`: each call's examples, as the explorer and the contract check run them. */
const callExamples: EmitterPlugin = {
  name: 'call-examples',
  steps: () => 1,
  emit: ({ service, runtime, step }) => {
    step(`${FILES.examples}.ts`);
    return [[`${FILES.examples}.ts`, emitCallExamples(service, runtime)]];
  },
};

/**
 * `paths.ts`: openapi-typescript's types of the service's published paths, for openapi-fetch. Made from the loaded
 * document; one openapi-typescript cannot read gets none, and a warning where it stopped.
 */
const paths: EmitterPlugin = {
  name: 'paths',
  selectable: true,
  needs: 'document',
  load: loadPathsLibraries,
  steps: () => 1,
  emit: ({ service, document, runtime, step }) => {
    step(`${FILES.paths}.ts`);
    const made = emitPathsFile(document!.data as never, header(service.file), runtime, document!.plain === true);
    if ('skipped' in made) {
      const { pointer, reason } = made.skipped;
      const message = `warning: ${FILES.paths}.ts not written for this document: openapi-typescript could not read #${pointer} (${reason})`;
      (document!.warnings ??= []).push(problemAt(document!, pointer, message));
      return [];
    }
    // Printed by openapi-typescript, not by printFile (which checks its own files).
    assertParses(new Map([[`${service.name}/${FILES.paths}.ts`, made.text]]), service.file);
    return [[`${FILES.paths}.ts`, made.text]];
  },
};

/** `mock-handlers.ts`: msw handlers and typed call mocks over `@siteapi/mock` (`--msw`). */
const msw: EmitterPlugin = {
  name: 'msw',
  selectable: true,
  emit: ({ service, modules }) => [[`${FILES.mocks}.ts`, emitMockHandlers(service, [...modules])]],
};

/** `index.ts`: the service's entry, re-exporting its client files. */
const serviceIndex: EmitterPlugin = {
  name: 'service-index',
  emit: ({ service, modules }) => [['index.ts', emitServiceIndex(service, [...modules])]],
};

/** `operations.json`: the service's calls and events as the explorer's catalogue reads them (not code). */
const operations: EmitterPlugin = {
  name: 'operations',
  emit: ({ service }) => [[OPERATIONS_FILE, emitOperationsFile(service)]],
};

/** The emitters, in the order their files are written. */
export const EMITTER_PLUGINS: readonly EmitterPlugin[] = [
  schemaTypes,
  serviceInfo,
  modules,
  webhookEvents,
  conversionPlans,
  callExamples,
  paths,
  msw,
  serviceIndex,
  operations,
];

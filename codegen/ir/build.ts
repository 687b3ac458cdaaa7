import { failureMessage, type Problem } from '../problems.ts';
import { operations as documentOperations, unescapePointer } from '@siteapi/document';
import { problemAt, type LoadedDocument } from '@siteapi/document/load';
import type { OpenApiDocument, OperationObject, PathItemObject } from '@siteapi/document';
import { Names, pascalName, serviceConstName, serviceErrorsName, TYPE_FILE_IMPORTS } from '../naming.ts';
import { componentPlans, type PlanContext } from './plans.ts';
import { breakAliasCycles } from './alias-recursion.ts';
import { refGraph, refsReaching } from './ref-graph.ts';
import { componentNames, type TypeView } from './schema-object.ts';
import { componentTypes, keepUsedWritables } from './components.ts';
import { operationOf, type OperationScope } from './operation-object.ts';
import { securityOf } from './security-scheme-object.ts';
import { eventsOf } from './webhooks.ts';
import type { IrOperation, IrService } from './types.ts';
import type { GeneratorOptions } from '../options.ts';

export const DEFAULT_HOST = 'www.wixapis.com';

/**
 * Builds the IR of one validated document: its components, operations, webhooks, error catalogue and security, each
 * by the module of its spec object. Problems found here (conversion conflicts, recursion) carry positions.
 */
/** Options of the IR: `pagination: 'off'` keeps every plain-mode list call returning its answer as it is. */
export type IrOptions = Partial<Pick<GeneratorOptions, 'pagination'>>;

export function buildService(loaded: LoadedDocument, options: IrOptions = {}): { service?: IrService; problems: Problem[] } {
  try {
    return buildDocument(loaded, options);
  } catch (error) {
    return { problems: [problemAt(loaded, '', failureMessage('reading the document into the IR', error))] };
  }
}

function buildDocument(loaded: LoadedDocument, options: IrOptions): { service?: IrService; problems: Problem[] } {
  const doc = loaded.data as OpenApiDocument;
  const problems: Problem[] = [];
  const refs = refGraph(doc);
  const ctx: PlanContext = {
    doc,
    refs,
    problem: (pointer, message) => problems.push(problemAt(loaded, pointer, message)),
    memo: new Map(),
    calendarDates: loaded.plain,
    floats: !loaded.plain,
  };
  // One scope for the service's type names and the constants beside them: its files' exports meet in its index
  // (`export *`), where a type and a value of one name are ambiguous too. The service's constant keeps its name.
  const typeScope = new Names([...TYPE_FILE_IMPORTS, serviceConstName(doc['x-service'].name)]);
  const writable = refsReaching(refs, (s) => s.readOnly === true);
  const names = componentNames(Object.keys(doc.components?.schemas ?? {}), writable, typeScope);
  const read: TypeView = { side: 'read', writable: new Set(), calendarDates: loaded.plain, names };
  const write: TypeView = { side: 'write', writable, calendarDates: loaded.plain, names };

  const types = componentTypes(ctx, read, write);
  const serviceSecurity = securityOf(doc);
  const uniqueName = (wanted: string) => typeScope.take(wanted);
  const docRules = doc['x-client-rules'] ?? {};
  const scope: OperationScope = {
    read,
    write,
    uniqueName,
    docRules,
    serviceRequirements: serviceSecurity?.requirements ?? [],
    typeOf: (name) => types.find((t) => t.name === name)?.type,
    paginate: loaded.plain === true && options.pagination !== 'off',
    warn: (pointer, message) => (loaded.warnings ??= []).push(problemAt(loaded, pointer, `warning: ${message}`)),
  };
  const operations: IrOperation[] = [];
  for (const view of documentOperations(doc)) {
    const op = view.operation as OperationObject;
    // A form of another call (x-form-of) is sent by that call, not generated.
    if (op['x-form-of'] !== undefined) continue;
    // One operation the generator cannot read is a problem at its place; the others are still read and checked.
    try {
      operations.push(operationOf(ctx, view.path, view.method, view.pathItem as PathItemObject, op, scope));
    } catch (error) {
      ctx.problem(view.pointer, failureMessage(`reading ${view.method.toUpperCase()} ${view.path}`, error));
    }
  }
  operations.sort((a, b) => a.module.localeCompare(b.module) || a.operationId.localeCompare(b.operationId));
  keepUsedWritables(types, operations);
  breakAliasCycles(types);
  const events = eventsOf(ctx, read, uniqueName);

  const service = doc['x-service'];
  const serviceType = pascalName(service.name);
  return {
    problems,
    service: {
      name: service.name,
      file: loaded.file,
      title: doc.info.title,
      description: doc.info.description,
      prefix: service.prefix,
      host: service.host ?? DEFAULT_HOST,
      sitePaths: service.sitePaths,
      servers: (doc.servers ?? []) as IrService['servers'],
      platform: !loaded.plain,
      types,
      operations,
      events,
      errors: Object.entries(doc['x-error-catalogue'] ?? {})
        .map(([code, e]) => ({ code, status: e.status, message: e.message, description: e.description, clientCode: e.clientCode }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      clientRules: docRules,
      security: serviceSecurity,
      typeNames: {
        errorCode: typeScope.take(`${serviceType}ErrorCode`),
        errors: typeScope.take(serviceErrorsName(service.name)),
        credentials: serviceSecurity ? typeScope.take(`${serviceType}Credentials`) : undefined,
      },
      plans: componentPlans(ctx).map((p) => ({ name: names.type.get(unescapePointer(p.name)) ?? pascalName(p.name), plan: p.plan })),
    },
  };
}

// The operation catalogue: every operation of the bundled document, joined with its generated call
// and call examples, grouped by service and module. Built once at start-up.
import { apiDocument, findCall, findExamples, type CallExample, type CallRef } from './api.ts';
import { HTTP_METHODS, type OpenApiDocument, type OperationObject, type ParameterObject } from './openapi.ts';

export interface OperationEntry {
  /** The bundled operationId, `<service>.<name>` (e.g. `blog.listPosts`); unique. */
  id: string;
  service: string;
  module: string;
  /** The SDK method name (`listPosts`). */
  name: string;
  method: string;
  /** The path as sent, with the service prefix (`/blog/v3/posts`). */
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  parameters: ParameterObject[];
  operation: OperationObject;
  /** The generated call, when generated/index.ts has one. */
  call?: CallRef;
  examples: CallExample[];
  /** Lower-case text the filter matches against. */
  haystack: string;
}

export interface ModuleGroup {
  module: string;
  operations: OperationEntry[];
}

export interface ServiceGroup {
  service: string;
  modules: ModuleGroup[];
}

export function buildCatalog(document: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      // Another form of a listed call (the GET form of a query) is sent by that call, not on its own.
      if (!operation || operation['x-form-of']) continue;
      const operationId = operation.operationId ?? `${method} ${path}`;
      const dot = operationId.indexOf('.');
      const service = operation['x-service'] ?? (dot > 0 ? operationId.slice(0, dot) : operation.tags?.[0] ?? 'other');
      const name = dot > 0 ? operationId.slice(dot + 1) : operationId;
      const module = operation['x-module'] ?? 'other';
      const call = findCall(service, name, module);
      const entry: OperationEntry = {
        id: operationId,
        service,
        module,
        name,
        method: method.toUpperCase(),
        path,
        summary: operation.summary,
        description: operation.description,
        deprecated: operation.deprecated === true,
        parameters: mergeParameters(item.parameters, operation.parameters),
        operation,
        call,
        examples: findExamples(service, name),
        haystack: [service, module, name, method, path, operation.summary ?? ''].join(' ').toLowerCase(),
      };
      entries.push(entry);
    }
  }
  return entries;
}

/** Path-level parameters apply unless the operation redefines them (same name and location). */
function mergeParameters(shared: ParameterObject[] = [], own: ParameterObject[] = []): ParameterObject[] {
  const key = (p: ParameterObject): string => `${p.in}:${p.name}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((p) => !ownKeys.has(key(p))), ...own];
}

/** Every whitespace-separated term must occur in the operation's service, module, name, method, path or summary. */
export function matchesFilter(entry: OperationEntry, filter: string): boolean {
  const terms = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return terms.every((term) => entry.haystack.includes(term));
}

/** Services and modules in alphabetical order; operations in document order. */
export function groupOperations(entries: readonly OperationEntry[]): ServiceGroup[] {
  const services = new Map<string, Map<string, OperationEntry[]>>();
  for (const entry of entries) {
    let modules = services.get(entry.service);
    if (!modules) services.set(entry.service, (modules = new Map()));
    let operations = modules.get(entry.module);
    if (!operations) modules.set(entry.module, (operations = []));
    operations.push(entry);
  }
  const byName = (a: string, b: string): number => a.localeCompare(b);
  return [...services.keys()].sort(byName).map((service) => {
    const modules = services.get(service)!;
    return {
      service,
      modules: [...modules.keys()].sort(byName).map((module) => ({ module, operations: modules.get(module)! })),
    };
  });
}

export const catalog: readonly OperationEntry[] = buildCatalog(apiDocument);
export const catalogById: ReadonlyMap<string, OperationEntry> = new Map(catalog.map((entry) => [entry.id, entry]));

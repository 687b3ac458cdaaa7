import { plainServiceName, type Problem, SpecProblemsError } from '@siteapi/codegen';
import { loadYaml } from '@siteapi/document/load';
import { isNode, type Node, operations, type ParameterView } from '@siteapi/document';
import type { SpecSide } from './load-side.ts';

/** One service of a spec set: a document, read as plain OpenAPI (the diff does not need the project rules to hold). */
export interface ServiceDoc {
  name: string;
  file: string;
  doc: Node;
}

/** A call of a service (forms of another call, `x-form-of`, are part of that call and not listed). */
export interface OperationInfo {
  service: ServiceDoc;
  /** `<service>.<operationId>`, or `<service>.<METHOD> <path>` without an operationId. */
  key: string;
  name: string;
  method: string;
  /** The path as sent: the operation's `x-prefix` or the service's prefix, then the path. */
  path: string;
  op: Node;
  /** Its parameters and the Path Item's, merged as OpenAPI merges them (the document model's operations view). */
  parameters: ParameterView[];
}

export interface EventInfo {
  service: ServiceDoc;
  key: string;
  name: string;
  op: Node;
}

export interface SpecSet {
  label: string;
  services: ServiceDoc[];
  operations: OperationInfo[];
  events: EventInfo[];
}

/** Parses a side's YAML; syntax errors are reported together as `file:line:col message`. */
export function readSpecSet(side: SpecSide): SpecSet {
  const problems: Problem[] = [];
  const docs: { file: string; data: unknown }[] = [];
  for (const { file, text } of side.files) {
    const { doc, problems: found } = loadYaml(file, text);
    problems.push(...found);
    if (!doc) continue;
    if (!isNode(doc.data)) problems.push({ file, line: 1, col: 1, message: 'not an OpenAPI document (expected a mapping at the top)' });
    else docs.push({ file, data: doc.data });
  }
  if (problems.length > 0) throw new SpecProblemsError(problems);
  return specSetOf(side.label, docs);
}

/** A spec set of documents already parsed. */
export function specSetOf(label: string, docs: { file: string; data: unknown }[]): SpecSet {
  const services: ServiceDoc[] = docs
    .filter((d): d is { file: string; data: Node } => isNode(d.data))
    .map(({ file, data }) => ({
      // A service is the same across versions by its name: the dialect's x-service, else the one plain mode gives
      // it (from the title, else the file name), so a renamed file still matches.
      name: (data['x-service'] as { name?: string } | undefined)?.name ?? plainServiceName(data as never, file),
      file,
      doc: data,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { label, services, operations: services.flatMap(operationsOf), events: services.flatMap(eventsOf) };
}

function operationsOf(service: ServiceDoc): OperationInfo[] {
  const prefix = (service.doc['x-service'] as { prefix?: string } | undefined)?.prefix ?? '';
  const out: OperationInfo[] = [];
  for (const { method, path: p, operation: op, operationId, parameters } of operations(service.doc)) {
    if (op['x-form-of'] !== undefined) continue;
    const name = operationId ?? `${method.toUpperCase()} ${p}`;
    out.push({
      service,
      key: `${service.name}.${name}`,
      name,
      method: method.toUpperCase(),
      path: `${(op['x-prefix'] as string | undefined) ?? prefix}${p}`,
      op,
      parameters,
    });
  }
  return out;
}

function eventsOf(service: ServiceDoc): EventInfo[] {
  const views = operations(service.doc, 'webhooks');
  const count = new Map<string, number>();
  for (const { path: name } of views) count.set(name, (count.get(name) ?? 0) + 1);
  return views.map(({ path: name, method, operation: op, operationId }) => {
    // A webhook of several operations without ids names each by its method too.
    const id = operationId ?? (count.get(name)! > 1 ? `${name} ${method.toUpperCase()}` : name);
    return { service, key: `${service.name}.${id}`, name: id, op };
  });
}

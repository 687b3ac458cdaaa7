// generated/<service>/operations.json: the service's calls as the generator models them (module, arguments, errors,
// events), for the explorer's catalogue. The explorer's build reads this file beside the bundle instead of reading
// the dialect's extensions off the bundle a second time. Types only and node:fs here: the explorer's build loads
// this module (`@siteapi/codegen/operations`) without the generator.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IrServer, IrService } from '../ir/types.ts';

export const OPERATIONS_FILE = 'operations.json';

/** A name as the bundle (openapi.json) spells it: an operationId, a webhook or a component under its service. */
export const bundledName = (service: string, name: string): string => `${service}.${name}`;

/** One service's calls and events: the contents of its operations.json. */
export interface ServiceOperations {
  /** `Generated from spec/<file> by codegen. Do not edit.` */
  generated: string;
  service: string;
  title: string;
  /** The path before each of the service's paths in the bundle. */
  prefix: string;
  /** Whether the document speaks the platform dialect. */
  platform: boolean;
  /** The document's servers as written. */
  servers: IrServer[];
  /** In the IR's order (by module, then operationId). */
  operations: ModelledOperation[];
  /** The service's webhooks, once each (a webhook with several methods by its first). */
  events: ModelledEvent[];
}

export interface ModelledOperation {
  /** The bundle's operationId (`blog.listPosts`). */
  id: string;
  /** The call's operationId in its service (`listPosts`). */
  operationId: string;
  /** The document's own operationId when the call had to be named otherwise. */
  originalOperationId?: string;
  module: string;
  /** The generated call's positional arguments. */
  arguments: { name: string; required: boolean }[];
  /** The application error codes it may answer. */
  errors: string[];
  /** The bundle's names of the webhooks a successful call triggers (`bookings.bookingCreated`). */
  events: string[];
}

export interface ModelledEvent {
  /** The bundle's webhook name (`bookings.bookingCreated`). */
  name: string;
  /** The SDK's handler (`bookings.onBookingCreated`). */
  handler: string;
  type: string;
}

/** A service's operations.json, from its IR. */
export function serviceOperations(service: IrService): ServiceOperations {
  const handlerOf = (event: { module: string; operationId: string }) => `${event.module}.${event.operationId}`;
  const events = new Map<string, ModelledEvent>();
  for (const event of service.events) {
    const name = bundledName(service.name, event.name);
    if (!events.has(name)) events.set(name, { name, handler: handlerOf(event), type: event.type });
  }
  const byHandler = new Map([...events.values()].map((e) => [e.handler, e.name]));
  return {
    generated: `Generated from ${service.file} by codegen. Do not edit.`,
    service: service.name,
    title: service.title,
    prefix: service.prefix,
    platform: service.platform,
    servers: service.servers,
    operations: service.operations.map((op) => ({
      id: bundledName(service.name, op.operationId),
      operationId: op.operationId,
      ...(op.originalOperationId !== undefined ? { originalOperationId: op.originalOperationId } : {}),
      module: op.module,
      arguments: op.args.map((a) => ({ name: a.name, required: a.required })),
      errors: op.errors,
      events: op.emits.flatMap((e) => byHandler.get(e.handler) ?? []),
    })),
    events: [...events.values()],
  };
}

/** operations.json's text: a field per line, and a call or an event per line, so a changed call is a changed line. */
export function emitOperationsFile(service: IrService): string {
  const fields = Object.entries(serviceOperations(service)).map(([key, value]) =>
    Array.isArray(value) && value.length > 0
      ? ` ${JSON.stringify(key)}: [\n${value.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n ]`
      : ` ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${fields.join(',\n')}\n}\n`;
}

/** What is wrong with an operations.json, said with its file. */
export class OperationsFileError extends Error {
  override name = 'OperationsFileError';
}

/**
 * Every service's operations.json in a generated folder (`<folder>/<service>/operations.json`), by service name.
 * A file that is not one the generator writes is an `OperationsFileError` naming it.
 */
export async function readOperationModel(folder: string): Promise<ServiceOperations[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new OperationsFileError(`cannot read the generated folder ${folder} (${error.code ?? error.message})`);
  });
  const model: ServiceOperations[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(folder, entry.name, OPERATIONS_FILE);
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw new OperationsFileError(`cannot read ${file} (${error.code ?? error.message})`);
    });
    if (text !== undefined) model.push(parseOperationsFile(text, file));
  }
  return model;
}

/** An operations.json's text as its model; `file` names it in the error when the text is not one. */
export function parseOperationsFile(text: string, file: string): ServiceOperations {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new OperationsFileError(`${file}: not JSON (${(error as Error).message}); regenerate it`);
  }
  const problem = shapeProblem(value);
  if (problem !== undefined) throw new OperationsFileError(`${file}: ${problem}; regenerate it`);
  return value as ServiceOperations;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Where a parsed file differs from `ServiceOperations`, or undefined. */
function shapeProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'expected an object';
  for (const key of ['generated', 'service', 'title', 'prefix'] as const) if (typeof value[key] !== 'string') return `"${key}" is not a string`;
  if (typeof value.platform !== 'boolean') return '"platform" is not a boolean';
  if (!Array.isArray(value.servers) || !value.servers.every((s) => isObject(s) && typeof s.url === 'string')) return '"servers" is not a list of servers';
  if (!Array.isArray(value.events)) return '"events" is not a list';
  for (const [i, e] of value.events.entries()) {
    if (!isObject(e) || typeof e.name !== 'string' || typeof e.handler !== 'string' || typeof e.type !== 'string') return `events[${i}] is not an event`;
  }
  if (!Array.isArray(value.operations)) return '"operations" is not a list';
  for (const [i, op] of value.operations.entries()) {
    const at = `operations[${i}]`;
    if (!isObject(op)) return `${at} is not an object`;
    for (const key of ['id', 'operationId', 'module'] as const) if (typeof op[key] !== 'string') return `${at}.${key} is not a string`;
    if (op.originalOperationId !== undefined && typeof op.originalOperationId !== 'string') return `${at}.originalOperationId is not a string`;
    if (!Array.isArray(op.arguments) || !op.arguments.every((a) => isObject(a) && typeof a.name === 'string' && typeof a.required === 'boolean'))
      return `${at}.arguments is not a list of arguments`;
    if (!isStrings(op.errors)) return `${at}.errors is not a list of codes`;
    if (!isStrings(op.events)) return `${at}.events is not a list of names`;
  }
  return undefined;
}

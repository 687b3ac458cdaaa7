// The one place the explorer touches generated/ and runtime/. Their types are specific per call; the
// explorer works on any call, so it sees them through the loose shapes below.
import documentText from '../../generated/openapi.json?raw';
import { examples as generatedExamples, services as generatedServices } from '../../generated/index.ts';
import { argumentsFromRequest, createClient, type Call, type CallExample, type RequestParts } from '../../runtime/index.ts';
import type { OpenApiDocument } from './openapi.ts';

/** A generated call, seen by the explorer without its per-call argument types. */
export type ExplorerCall = Call<unknown[], unknown>;

/** A request as the explorer edits it: parameters by name, a nested query, the JSON body. */
export type RequestShape = Partial<RequestParts>;

export type { CallExample };

type Registry = Record<string, Record<string, Record<string, ExplorerCall>>>;

const registry = generatedServices as unknown as Registry;
const exampleRegistry: Record<string, Record<string, CallExample[] | undefined> | undefined> = generatedExamples;

/** The bundled document of all services (generated/openapi.json). */
export const apiDocument = JSON.parse(documentText) as OpenApiDocument;

export interface CallRef {
  /** The key of the call's module in `services[service]` (= the client's module). */
  module: string;
  /** The call's key in its module: the SDK method name (the operationId unless the spec gives `x-method`). */
  name: string;
  call: ExplorerCall;
}

/** Finds the call whose operationId is `operationId` (the bundled id without the service prefix). */
export function findCall(service: string, operationId: string, module?: string): CallRef | undefined {
  const modules = registry[service];
  if (!modules) return undefined;
  const ordered = Object.entries(modules).sort(([a], [b]) => Number(b === module) - Number(a === module));
  for (const [key, calls] of ordered) {
    for (const [name, call] of Object.entries(calls)) {
      if (typeof call === 'function' && call.op.operationId === operationId) return { module: key, name, call };
    }
  }
  return undefined;
}

export function findExamples(service: string, name: string): CallExample[] {
  return exampleRegistry[service]?.[name] ?? [];
}

export interface InvokeOptions {
  service: string;
  ref: CallRef;
  request: RequestShape;
  /** Base URL of the target, e.g. the mock's `http://127.0.0.1:4010`. */
  host: string;
  fetch: typeof fetch;
}

/** Calls the operation the way an application would: a client over the service's modules, positional args. */
export async function invoke({ service, ref, request, host, fetch }: InvokeOptions): Promise<unknown> {
  const modules = registry[service];
  if (!modules) throw new Error(`No generated service "${service}"`);
  // One send, one exchange: the explorer shows what happened, so the client does not retry; the recording fetch times out.
  const client = createClient({ modules, host, fetch, retry: false, timeout: Infinity });
  const method = client[ref.module]?.[ref.name];
  if (typeof method !== 'function') throw new Error(`createClient() has no ${ref.module}.${ref.name}`);
  return method(...argumentsFromRequest(ref.call.op, request));
}

// The one place the explorer touches the clients package and the runtime. Each service's generated calls load on
// demand (their own chunk); their types are specific per call, so the explorer sees them through the loose
// shapes below.
import { callOperation, createClient, isStream, type AuthStrategy, type Call, type CallExample, type Credentials, type RequestParts } from '@siteapi/runtime';
import { argumentsFromRequest, callerPath, isCall } from '@siteapi/runtime/generated';
import { serviceLoaders } from 'virtual:explorer-loaders';
import { callBase } from './transport/call-base.ts';

/** A generated call, seen by the explorer without its per-call argument types. */
export type ExplorerCall = Call<unknown[], unknown>;

/** A request as the explorer builds it: parameters by name, a nested query, the JSON body. */
export type RequestShape = Partial<RequestParts>;

export type { CallExample };

// The auth strategies, for the auth store, which loads this module only when someone signs in. Named
// re-exports keep the bundle to what is used (a dynamic import of the runtime's index would take all of it).
export { ApiKeyStrategy, OAuthStrategy } from '@siteapi/runtime';

/** A service's modules as `createClient({ modules })` takes them: `{ posts: { listPosts, ... } }`. */
export type ServiceModules = Record<string, Record<string, ExplorerCall>>;

export interface LoadedService {
  modules: ServiceModules;
  examples: Record<string, CallExample[] | undefined>;
}

export interface CallRef {
  /** The key of the call's module in the service (= the client's module). */
  module: string;
  /** The call's key in its module: the SDK method name. */
  name: string;
  call: ExplorerCall;
}

// Vite splits each service into its own chunk; nothing of the clients package is in the first one.
const loaded = new Map<string, Promise<LoadedService>>();

export function loadService(service: string): Promise<LoadedService> {
  let promise = loaded.get(service);
  if (!promise) {
    const load = Object.hasOwn(serviceLoaders, service) ? serviceLoaders[service] : undefined;
    promise = load
      ? load().then(([exports, ex]) => ({ modules: modulesOf(exports), examples: ex.examples }))
      : Promise.reject(new Error(`@siteapi/clients has no service ${service}; run npm run generate.`));
    // A failed load (e.g. a chunk that went missing after a rebuild) may be retried.
    promise.catch(() => loaded.delete(service));
    loaded.set(service, promise);
  }
  return promise;
}

/** A service index exports its modules as objects of calls (`export const posts = { getPost, ... }`). */
function modulesOf(exports: Record<string, unknown>): ServiceModules {
  const modules: ServiceModules = {};
  for (const [name, value] of Object.entries(exports)) {
    if (!value || typeof value !== 'object' || isCall(value)) continue;
    const members = Object.values(value);
    if (members.length > 0 && members.every(isCall)) modules[name] = value as Record<string, ExplorerCall>;
  }
  return modules;
}

/** Finds the call whose operationId is `operationId`, looking in `module` first. */
export function findCall(service: LoadedService, operationId: string, module?: string): CallRef | undefined {
  const ordered = Object.entries(service.modules).sort(([a], [b]) => Number(b === module) - Number(a === module));
  for (const [key, calls] of ordered) {
    for (const [name, call] of Object.entries(calls)) {
      if (call.op.operationId === operationId) return { module: key, name, call };
    }
  }
  return undefined;
}

/** The caller's argument path of a request field the server named (`paging.limit` → `options.paging.limit`). */
export function argumentPath(ref: CallRef, serverField: string): string {
  return callerPath(ref.call.op, serverField);
}

export interface InvokeOptions {
  ref: CallRef;
  request: RequestShape;
  /** Base URL of the target, e.g. the mock's `http://127.0.0.1:4010`. */
  host: string;
  fetch: typeof fetch;
  auth?: AuthStrategy;
  /** Credentials for the document's security schemes, by the service's scheme names (the client applies them). */
  credentials?: Credentials;
  /** Extra headers of this call (the mock's `Prefer`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `host` is a server URL as a document writes it (a live target of a document's site): see `callBase`. */
  asServer?: boolean;
}

/** Sends the operation's request parts through a client, as an application's call of it would go. */
export async function invoke({ ref, request, host, fetch, auth, credentials, headers, signal, asServer }: InvokeOptions): Promise<unknown> {
  const own = ref.call.op.prefix ?? ref.call.op.service.prefix;
  const base = callBase(host, own, asServer);
  // Another prefix than its own: the same call, declared with that prefix (what the runtime reads of it is `op`).
  const call = base.prefix === own ? ref.call : Object.assign((...args: unknown[]) => ref.call(...args), { op: { ...ref.call.op, prefix: base.prefix } });
  // One send, one exchange: the explorer shows what happened, so the client does not retry; the recording fetch times out.
  const client = createClient({ host: base.host, fetch, auth, ...(credentials ? { credentials } : {}), retry: false, timeout: Infinity });
  const result = await callOperation(call, request, { client, headers, signal });
  // A stream is read to its end (Cancel stops it): its items, converted by the client, are the result.
  if (!isStream(result)) return result;
  const items: unknown[] = [];
  for await (const item of result) items.push(item);
  return items;
}

/** The positional arguments the call takes for a request (what a snippet passes). */
export function callArguments(ref: CallRef, request: RequestShape): unknown[] {
  return argumentsFromRequest(ref.call.op, request);
}

export interface PreviewedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** A form body's fields as the client wrote them (a file by its name). */
  form?: { multipart: boolean; fields: ({ name: string; value: string } | { name: string; file: string })[] };
}

/** The fields of a form body the client built, or undefined for any other body. */
function formOf(body: unknown): PreviewedRequest['form'] {
  if (body instanceof URLSearchParams) return { multipart: false, fields: [...body].map(([name, value]) => ({ name, value })) };
  if (!(body instanceof FormData)) return undefined;
  const fields = [...body].map(([name, value]) => (typeof value === 'string' ? { name, value } : { name, file: value.name }));
  return { multipart: true, fields };
}

/** The HTTP request the client would send, without sending it: the client runs up to fetch, which keeps it and stops. */
export async function previewRequest({
  ref,
  request,
  host,
  headers,
  credentials,
  asServer,
}: Omit<InvokeOptions, 'fetch' | 'auth' | 'signal'>): Promise<PreviewedRequest | undefined> {
  let captured: PreviewedRequest | undefined;
  const keep: typeof fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const form = formOf(init?.body);
    captured = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(body === undefined ? {} : { body }),
      ...(form ? { form } : {}),
    };
    return Promise.reject(new Error('preview only'));
  };
  await invoke({ ref, request, host, fetch: keep, headers, credentials, asServer }).catch(() => undefined);
  return captured;
}

import { readFile } from 'node:fs/promises';
import { deref, isNode, operations } from '@siteapi/document';
import { sequentialMediaType } from '@siteapi/runtime/generated';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RunningMock, startMock } from '../mock-engine.ts';
import { startPrism, type PrismServer } from '../prism.ts';
import { callExample } from './call-example.ts';
import { allCalls, exampleCases, type ExampleCase, type GeneratedIndex } from './example-cases.ts';
import { judgeExample } from './judge-example.ts';
import { ResponseSchemas } from './response-schemas.ts';

export interface ContractOptions {
  /** The out folder: `<out>/index.ts` is the generated client, `<out>/openapi.json` the bundle Prism serves. */
  out: string;
  /** A live host: Prism runs as a validating proxy in front of it instead of as the mock. */
  target?: string;
  /** Only these services. */
  services?: string[];
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** Calls in flight at once; default 8 (enough to keep Prism busy while answers are judged). */
  concurrency?: number;
  /** Told each step (`kind` groups steps of one sort, such as each call); `progressTicker` prints them. */
  progress?: (step: string, kind?: string) => void;
}

export interface OperationResult {
  service: string;
  operationId: string;
  /** `posts.getPost`: how the call is reached on a client. */
  call: string;
  examples: number;
  passed: boolean;
  /** The first failing example's name, and its first problem. */
  example?: string;
  problem?: string;
}

export interface ContractReport {
  /** `mock` or the live host's URL. */
  target: string;
  document: string;
  operations: OperationResult[];
  passed: number;
  failed: number;
  ms: number;
}

/** The methods Prism 5 routes (`@stoplight/http-spec` reads these Path Item fields only). */
const PRISM_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/**
 * Whether Prism can answer an operation of the bundle (by method and `<service>.<operationId>`): not a QUERY or a
 * method of OpenAPI 3.2's additionalOperations (PURGE), which it does not route, nor one that may answer a stream
 * (a sequential media type: server-sent events, JSON Lines, a JSON text sequence), which it answers as one body
 * from `schema` and cannot make from 3.2's `itemSchema`; the msw mock sends its events.
 */
function prismServes(bundle: unknown): (method: string, operationId: string) => boolean {
  const streams = new Set<string>();
  for (const view of operations(bundle)) {
    const answers = Object.values(view.responses).map((r) => deref(bundle, r).value);
    const media = answers.flatMap((r) => (isNode(r) && isNode(r.content) ? Object.keys(r.content) : []));
    if (view.operationId && media.some((m) => sequentialMediaType(m) !== undefined)) streams.add(view.operationId);
  }
  return (method, operationId) => PRISM_METHODS.has(method.toUpperCase()) && !streams.has(operationId);
}

let tsxRegistered = false;

/**
 * The generated client is TypeScript: tsx compiles it as it loads, so the out folder needs no build step. Registered
 * for the whole process (not `tsImport`), so the client and this command share one instance of the runtime.
 */
async function importTypeScript(url: string): Promise<unknown> {
  if (!tsxRegistered) {
    const { register } = await import('tsx/esm/api');
    register();
    tsxRegistered = true;
  }
  return import(url);
}

/**
 * Starts Prism on the bundle (a free loopback port), calls every operation with each of its examples through the
 * generated client, judges each call, stops Prism. One result per operation: it passes when all its examples do.
 */
export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = performance.now();
  const out = path.resolve(options.out);
  const document = path.join(out, 'openapi.json');
  // One Prism, started (its own process, seconds) while this one loads the client and the response schemas. Two
  // Prisms sharing the services were measured slower on two cores: a second start costs more than it saves.
  const starting = startPrism({ document, upstream: options.target });
  // Handled here too: a Prism that fails while the client loads is reported where it is awaited, not as unhandled.
  starting.catch(() => undefined);
  const wanted = (service: string) => !options.services?.length || options.services.includes(service);
  let prism: PrismServer;
  let cases: ExampleCase[];
  let calls: ReturnType<typeof allCalls>;
  let schemas: ResponseSchemas;
  let bundle: Record<string, unknown>;
  try {
    options.progress?.('loading the client while Prism starts');
    const generated = (await importTypeScript(pathToFileURL(path.join(out, 'index.ts')).href)) as GeneratedIndex;
    cases = exampleCases(generated).filter((c) => wanted(c.service));
    calls = allCalls(generated).filter((c) => wanted(c.service));
    bundle = JSON.parse(await readFile(document, 'utf8')) as Record<string, unknown>;
    schemas = new ResponseSchemas(bundle);
    options.progress?.('waiting for Prism');
    prism = await starting;
  } catch (error) {
    await starting.then(
      (p) => p.stop(),
      () => undefined,
    );
    throw error;
  }
  const problems = new Map<ExampleCase, string | null>();
  // What Prism cannot serve (see `prismServes`) is called on the msw mock, which validates requests too, or, with a
  // live host, on the host itself.
  const served = prismServes(bundle);
  const byPrism = (c: ExampleCase) => served(c.call.op.method, `${c.call.op.service.name}.${c.call.op.operationId}`);
  let msw: RunningMock | undefined;
  try {
    if (!options.target && !cases.every(byPrism)) msw = await startMock({ engine: 'msw', document, port: 0, host: '127.0.0.1' });
    await pool(cases, options.concurrency ?? 8, async (c) => {
      const host = byPrism(c) ? prism.url : (msw?.url ?? options.target!);
      problems.set(c, await judgeExample(c, await callExample(c, { host, headers: options.headers }), schemas));
      options.progress?.(`called ${problems.size}/${cases.length} examples`, 'call');
    });
  } finally {
    await Promise.all([prism.stop(), msw?.stop()]);
  }

  const operations = calls.map(({ service, module, name, call }): OperationResult => {
    const mine = cases.filter((c) => c.service === service && c.call === call);
    const failing = mine.find((c) => problems.get(c));
    const problem = mine.length === 0 ? 'no call example' : failing ? problems.get(failing)! : undefined;
    return {
      service,
      operationId: call.op.operationId,
      call: `${module}.${name}`,
      examples: mine.length,
      passed: !problem,
      example: failing?.example.name,
      problem,
    };
  });
  const failed = operations.filter((o) => !o.passed).length;
  return {
    target: options.target ?? 'mock',
    document: path.relative(process.cwd(), document) || document,
    operations,
    passed: operations.length - failed,
    failed,
    ms: performance.now() - started,
  };
}

/** Runs `work` over `items` with at most `size` in flight. */
async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

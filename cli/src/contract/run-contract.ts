import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  /** Calls in flight at once; default 8 (enough to keep the Prisms busy while answers are judged). */
  concurrency?: number;
  /**
   * Prism processes mocking at once, each serving part of the services (Prism answers on one thread, and most of a
   * check is its time). Default: 2 with three cores or more, else 1, since this process needs a core of its own to
   * call and judge, and a second Prism costs a second start (measured: slower on a busy two-core machine). A proxy
   * (`target`) is always one.
   */
  mocks?: number;
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
 * Starts Prism on the bundle (free loopback ports; two processes sharing the services when mocking), calls every
 * operation with each of its examples through the generated client, judges each call, stops Prism. One result per
 * operation: it passes when all its examples do.
 */
export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = performance.now();
  const out = path.resolve(options.out);
  const document = path.join(out, 'openapi.json');
  const bundle = JSON.parse(await readFile(document, 'utf8')) as Record<string, unknown>;
  const wanted = (service: string) => !options.services?.length || options.services.includes(service);
  const mocks = options.target ? 1 : (options.mocks ?? (os.availableParallelism() >= 3 ? 2 : 1));
  // The first Prisms serve a share of the services each; the last serves the whole bundle, and every call no other takes.
  const shares = splitServices(bundle, wanted, mocks);
  // The Prisms start (their own processes, seconds) while this one loads the client and the response schemas.
  const starting = [...shares.map((services) => startPrism({ document, services })), startPrism({ document, upstream: options.target })];
  const settled = Promise.allSettled(starting);
  let prisms: PrismServer[];
  let cases: ExampleCase[];
  let calls: ReturnType<typeof allCalls>;
  let schemas: ResponseSchemas;
  try {
    const generated = (await importTypeScript(pathToFileURL(path.join(out, 'index.ts')).href)) as GeneratedIndex;
    cases = exampleCases(generated).filter((c) => wanted(c.service));
    calls = allCalls(generated).filter((c) => wanted(c.service));
    schemas = new ResponseSchemas(bundle);
    prisms = await Promise.all(starting);
  } catch (error) {
    for (const s of await settled) if (s.status === 'fulfilled') await s.value.stop();
    throw error;
  }
  const prismOf = (c: ExampleCase) => prisms[shares.findIndex((services) => services.includes(c.service))] ?? prisms.at(-1)!;
  const problems = new Map<ExampleCase, string | null>();
  try {
    await pool(cases, options.concurrency ?? 8, async (c) => {
      problems.set(c, judgeExample(c, await callExample(c, { host: prismOf(c).url, headers: options.headers }), schemas));
    });
  } finally {
    await Promise.all(prisms.map((p) => p.stop()));
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

/**
 * The services of `mocks - 1` Prisms besides the last, by the bundle's `x-service`: each a share of the operations,
 * largest services first into the smallest share; none when one Prism serves everything.
 */
function splitServices(bundle: Record<string, unknown>, wanted: (service: string) => boolean, mocks: number): string[][] {
  const counts = new Map<string, number>();
  const paths = bundle.paths && typeof bundle.paths === 'object' ? Object.values(bundle.paths as Record<string, unknown>) : [];
  for (const item of paths) {
    for (const op of Object.values(item && typeof item === 'object' ? item : {})) {
      const service = op && typeof op === 'object' ? (op as Record<string, unknown>)['x-service'] : undefined;
      if (typeof service === 'string' && wanted(service)) counts.set(service, (counts.get(service) ?? 0) + 1);
    }
  }
  if (mocks < 2 || counts.size < 2) return [];
  const shares = Array.from({ length: mocks }, () => ({ services: [] as string[], operations: 0 }));
  for (const [service, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const smallest = shares.reduce((a, b) => (b.operations < a.operations ? b : a));
    smallest.services.push(service);
    smallest.operations += n;
  }
  // The last Prism takes the last share's services (and anything unnamed) from the whole bundle.
  return shares.slice(0, -1).map((s) => s.services);
}

/** Runs `work` over `items` with at most `size` in flight. */
async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { deref, HTTP_METHODS, isNode, operations } from '@siteapi/document';
import { sequentialMediaType } from '@siteapi/runtime/generated';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrokenExample } from '@siteapi/mock';
import { DEFAULT_MOCK_ENGINE, type MockEngine, type RunningMock, type StartMockOptions, startMock } from '../mock-engine.ts';
import { startPrism } from '../prism.ts';
import { CommandError } from '../usage-error.ts';
import { callExample } from './call-example.ts';
import { allCalls, exampleCases, type ExampleCase, type GeneratedIndex } from './example-cases.ts';
import { judgeExample, message } from './judge-example.ts';
import { mockRefusal, prismRefusal, type RequestRefusal } from './request-refusal.ts';
import { type ExampleDefect, ResponseSchemas } from './response-schemas.ts';
import { type DocumentWarning, documentWarnings } from './document-warnings.ts';

export interface ContractOptions {
  /** The out folder: `<out>/index.ts` is the generated client, `<out>/openapi.json` the bundle the mock serves. */
  out: string;
  /** A live host: Prism runs as a validating proxy in front of it instead of a mock. */
  target?: string;
  /** The mock the calls go to without a target: in this process (msw, the default) or Prism. */
  engine?: MockEngine;
  /** Milliseconds Prism may take to answer (default: scaled to the document's size). */
  prismTimeoutMs?: number;
  /** Only these services. */
  services?: string[];
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** The most bytes of one answer read (default 64 MiB, `MAX_ANSWER_BYTES`); a longer answer fails its operation. */
  maxAnswerBytes?: number;
  /** Calls in flight at once; default 8 (enough to keep the mock busy while answers are judged). */
  concurrency?: number;
  /** Told each step (`kind` groups steps of one sort, such as each call); `progressTicker` prints them. */
  progress?: (step: string, kind?: string) => void;
  /** The document's examples that break their own schemas fail their operations, not only warn (`--strict`). */
  warningsFail?: boolean;
  /** Where each service's spec file is, for the line and column of a warning (`<out>/.manifest.json` says). */
  specFiles?: ReadonlyMap<string, string>;
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
  /** The first of the document's own examples that breaks its schema, in one line (`warnings` has them all). */
  warning?: string;
}

export interface ContractReport {
  /** `mock` or the live host's URL. */
  target: string;
  /** What answered: the in-process mock (`msw`), Prism's mock, or Prism's proxy in front of the target. */
  engine: MockEngine;
  document: string;
  operations: OperationResult[];
  passed: number;
  failed: number;
  /** Operations with a warning (they pass unless `warningsFail`). */
  warned: number;
  /** The document's own examples that break its schemas: its defects, not the client's. */
  warnings: DocumentWarning[];
  ms: number;
}

/** The methods Prism 5 routes: OpenAPI 3.1's Path Item fields (`@stoplight/http-spec` reads no 3.2 `query`). */
const PRISM_METHODS: ReadonlySet<string> = new Set(HTTP_METHODS.filter((m) => m !== 'query').map((m) => m.toUpperCase()));

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
 * for the whole process (not `tsImport`), so the client and this command share one instance of the runtime. A
 * package it imports that is not installed beside it is one line saying what to install, not Node's stack.
 */
async function importClient(file: string): Promise<unknown> {
  if (!tsxRegistered) {
    const { register } = await import('tsx/esm/api');
    register();
    tsxRegistered = true;
  }
  try {
    return await import(pathToFileURL(file).href);
  } catch (error) {
    const missing = (error as { code?: unknown }).code === 'ERR_MODULE_NOT_FOUND' && /Cannot find package '([^']+)'/.exec((error as Error).message)?.[1];
    const at = path.relative(process.cwd(), file) || file;
    if (missing) {
      const folder = packageFolder(path.dirname(file));
      throw new CommandError(`${at} imports ${missing}, which is not installed there: run \`npm install ${missing}\` in ${folder}`);
    }
    throw new CommandError(`the generated client ${at} could not be loaded: ${message(error)}`);
  }
}

/** The folder of the nearest package.json above `dir` (where `npm install` puts what the code in it imports). */
function packageFolder(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'package.json'))) return d;
    if (path.dirname(d) === d) return dir;
  }
}

/** The engine the calls go to, started; what it says of a refused request; how to stop it. */
interface Engine {
  url: string;
  /** Prism (its mock or its proxy), which cannot serve every operation (`prismServes`). */
  prism: boolean;
  refusal: RequestRefusal;
  stop(): Promise<void>;
}

/** Prism as the validating proxy in front of a live host, or the chosen mock on a free loopback port. */
async function startEngine(options: ContractOptions, document: string, answers: Pick<StartMockOptions, 'onBrokenExample' | 'judgeAnswer'>): Promise<Engine> {
  const engine = options.target ? 'prism' : (options.engine ?? DEFAULT_MOCK_ENGINE);
  try {
    if (options.target) {
      const prism = await startPrism({ document, upstream: options.target, timeoutMs: options.prismTimeoutMs });
      return { url: prism.url, prism: true, refusal: prismRefusal, stop: prism.stop };
    }
    const mock = await startMock({ engine, document, port: 0, host: '127.0.0.1', prismTimeoutMs: options.prismTimeoutMs, validAnswers: true, ...answers });
    return { url: mock.url, prism: engine === 'prism', refusal: engine === 'prism' ? prismRefusal : mockRefusal, stop: mock.stop };
  } catch (error) {
    // Prism's own account (its last output) without a stack, this process's or its own, and what to change.
    const text = (error instanceof Error ? error.message : String(error))
      .split('\n')
      .filter((line) => !/^\s*'?\s*at .+:\d+:\d+\)?/.test(line))
      .join('\n');
    const hints = [
      ...(/did not answer on/.test(text) ? ['--prism-timeout <seconds> gives Prism longer'] : []),
      ...(engine === 'prism' && !options.target ? ['the default engine, msw, runs in this process'] : []),
    ];
    throw new CommandError(`${text}${hints.length > 0 ? `\n(${hints.join('; ')})` : ''}`);
  }
}

/**
 * Starts the mock on the bundle (or Prism's proxy in front of the target), calls every operation with each of its
 * examples through the generated client, judges each call, stops the engine. One result per operation: it passes when
 * all its examples do; a call that fails for any reason is its operation's failure, in one line, and the run goes on.
 */
export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = performance.now();
  const out = path.resolve(options.out);
  const document = path.join(out, 'openapi.json');
  // Prism starts (its own process, seconds) while this one loads the client and the response schemas. Two Prisms
  // sharing the services were measured slower on two cores: a second start costs more than it saves.
  // The in-process mock answers only what the response schemas accept: where the document's example breaks its
  // schema, a value made from the schema answers, and the example is a warning (Prism answers it as it is).
  const broken: BrokenExample[] = [];
  let schemas: ResponseSchemas | undefined;
  // The mock judges its answers with the schemas the answers are judged by here: each compiles once. No request
  // reaches the mock before they are loaded below.
  const answers = {
    onBrokenExample: (b: BrokenExample) => broken.push(b),
    judgeAnswer: (pointer: string, value: unknown) => schemas?.problemAt(pointer, value) ?? null,
  };
  const starting = startEngine(options, document, answers);
  // Handled here too: an engine that fails while the client loads is reported where it is awaited, not as unhandled.
  starting.catch(() => undefined);
  const wanted = (service: string) => !options.services?.length || options.services.includes(service);
  let engine: Engine;
  let cases: ExampleCase[];
  let calls: ReturnType<typeof allCalls>;
  let bundle: Record<string, unknown>;
  try {
    options.progress?.('loading the client while the mock starts');
    const generated = (await importClient(path.join(out, 'index.ts'))) as GeneratedIndex;
    cases = exampleCases(generated).filter((c) => wanted(c.service));
    calls = allCalls(generated).filter((c) => wanted(c.service));
    bundle = JSON.parse(await readFile(document, 'utf8')) as Record<string, unknown>;
    schemas = new ResponseSchemas(bundle);
    options.progress?.('waiting for the mock');
    engine = await starting;
  } catch (error) {
    await starting.then(
      (e) => e.stop(),
      () => undefined,
    );
    throw error;
  }
  const problems = new Map<ExampleCase, string | null>();
  const requestDefects = new Map<ExampleCase, ExampleDefect[]>();
  // With Prism, what it cannot serve (see `prismServes`) is called on the in-process mock, which validates requests
  // too, or, with a live host, on the host itself.
  const served = prismServes(bundle);
  const byEngine = (c: ExampleCase) => !engine.prism || served(c.call.op.method, `${c.call.op.service.name}.${c.call.op.operationId}`);
  let msw: RunningMock | undefined;
  try {
    if (!options.target && !cases.every(byEngine))
      msw = await startMock({ engine: 'msw', document, port: 0, host: '127.0.0.1', validAnswers: true, ...answers });
    await pool(cases, options.concurrency ?? 8, async (c) => {
      // Prism's calls on Prism; what it cannot serve on the in-process mock, or the live host itself.
      const [host, refusal] = byEngine(c) ? [engine.url, engine.refusal] : msw ? [msw.url, mockRefusal] : [options.target!, prismRefusal];
      let problem: string | null;
      try {
        const outcome = await callExample(c, { host, headers: options.headers, maxAnswerBytes: options.maxAnswerBytes });
        const exchange = outcome.exchanges.at(-1);
        // A request refused for a value the document's own example gives: the document's defect, not the client's.
        const defects =
          exchange && refusal(exchange) ? schemas.requestExampleDefects(`${c.call.op.service.name}.${c.call.op.operationId}`, c.example.request) : [];
        problem = defects.length > 0 ? null : await judgeExample(c, outcome, schemas, refusal, defects);
        if (defects.length > 0) requestDefects.set(c, defects);
      } catch (error) {
        // The check itself failed on this call (a schema ajv cannot compile, a plan that cannot be read): its row says so.
        problem = `not checked: ${message(error)}`;
      }
      problems.set(c, problem);
      options.progress?.(`called ${problems.size}/${cases.length} examples`, 'call');
    });
  } finally {
    await Promise.all([engine.stop(), msw?.stop()]);
  }

  // An answer the mock sent as the document's example because no value made from the schema passes it either (an
  // `additionalProperties: false` beside an `allOf` that adds properties), or made from a schema whose oneOf's members
  // all take the value (`ambiguousOneOf`): its failure is the schema's, a warning.
  for (const [c, problem] of problems) {
    const key = `${c.call.op.service.name}.${c.call.op.operationId}`;
    if (problem?.startsWith('response ') && broken.some((b) => b.operation === key && !b.replaced && problem.endsWith(` ${b.problem}`))) problems.set(c, null);
  }
  const warnings = await documentWarnings({ bundle, cases, requestDefects, broken, specFiles: options.specFiles });
  const operations = calls.map(({ service, module, name, call }): OperationResult => {
    const mine = cases.filter((c) => c.service === service && c.call === call);
    const failing = mine.find((c) => problems.get(c));
    const warned = warnings.find((w) => w.service === service && w.operationId === call.op.operationId);
    const warning =
      warned &&
      (warned.ofSchema
        ? `the document's schema of the ${warned.of} is at fault: ${warned.problem} (${warned.at ?? warned.pointer})`
        : `the document's example of the ${warned.of} breaks its schema: ${warned.problem} (${warned.at ?? warned.pointer})`);
    const problem = mine.length === 0 ? 'no call example' : failing ? problems.get(failing)! : options.warningsFail ? warning : undefined;
    return {
      service,
      operationId: call.op.operationId,
      call: `${module}.${name}`,
      examples: mine.length,
      passed: !problem,
      example: failing?.example.name,
      problem,
      ...(warning ? { warning } : {}),
    };
  });
  const failed = operations.filter((o) => !o.passed).length;
  return {
    target: options.target ?? 'mock',
    engine: options.target ? 'prism' : (options.engine ?? DEFAULT_MOCK_ENGINE),
    document: path.relative(process.cwd(), document) || document,
    operations,
    passed: operations.length - failed,
    failed,
    warned: operations.filter((o) => o.warning).length,
    warnings,
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

// Starts the installed Prism CLI (@stoplight/prism-cli 5.14.2) as a child process on a loopback port.
// Used by `npm run mock`, `npm start`, the contract tests, the browser test and `siteapi mock|contract`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { startCorsGate, type CorsGate } from './cors-gate.ts';
import { prismDocument } from './prism-document.ts';
import { startUpstreamGate, type UpstreamGate } from './upstream-gate.ts';

export interface StartPrismOptions {
  /** Path (or URL) of the OpenAPI document to serve, e.g. `generated/src/openapi.json`. */
  document: string;
  /** Port to listen on; 0 or undefined picks a free loopback port. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
  /** Generate responses from schemas instead of examples (`--dynamic`); default false. */
  dynamic?: boolean;
  /** Milliseconds to wait for Prism to answer; default 30 000. */
  timeoutMs?: number;
  /**
   * A live host to proxy to instead of mocking (`prism proxy <document> <upstream> --errors`): requests and responses
   * are validated against the document, and a response that breaks it is answered as a 500 listing the violations.
   */
  upstream?: string;
  /** Origins besides loopback pages whose browser requests are answered (the explorer served from elsewhere). */
  allowedOrigins?: readonly string[];
  /** Host names answered besides loopback and IP addresses (`.example.com` takes subdomains; `true` any): DNS rebinding. */
  allowedHosts?: readonly string[] | true;
  /**
   * Start Prism on the document as it is, not on its slim copy (`prism-document.ts`: no prose, extensions, webhooks
   * or, when mocking, response schemas beside examples); default false.
   */
  fullDocument?: boolean;
}

export interface PrismServer {
  /** Base URL, e.g. `http://127.0.0.1:4010` (no trailing slash). */
  url: string;
  port: number;
  /** Prism's recent output lines (stdout and stderr), for diagnostics. */
  output(): string;
  /** Resolves when Prism has exited, whether stopped or not (e.g. it crashed). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills Prism (and any child it forked); resolves once it has exited. */
  stop(): Promise<void>;
}

const OUTPUT_LINES = 60;
const LISTENING = /Prism is listening on/;

/** The Prism CLI entry point, resolved from node_modules (run with `process.execPath`, not a shell). */
export function prismBin(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.prism;
  if (!bin) throw new Error(`@stoplight/prism-cli at ${pkgPath} declares no "prism" bin`);
  return path.join(path.dirname(pkgPath), bin);
}

/** Asks the OS for a free port by binding `host:0`, then releases it. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error(`could not get a free port on ${host}`))));
    });
  });
}

/** True when nothing listens on `host:port` (we can bind it ourselves). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function startPrism(options: StartPrismOptions): Promise<PrismServer> {
  const host = options.host ?? '127.0.0.1';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const isRemote = /^https?:\/\//.test(options.document);
  const document = isRemote ? options.document : path.resolve(options.document);
  if (!isRemote && !existsSync(document)) {
    throw new Error(`Prism: no such document: ${document}`);
  }
  // A local document is served from its slim copy: Prism's start and first calls scale with what it reads.
  const served = isRemote || options.fullDocument ? document : await prismDocument(document, { mock: !options.upstream });
  // Prism itself listens on a free internal port, without its open CORS; the gate takes the requested address.
  const innerPort = await freePort('127.0.0.1');
  const url = `http://127.0.0.1:${innerPort}`;
  // Prism's proxy follows redirects with the request's headers to any host: it proxies to a gate that does not.
  const upstreamGate: UpstreamGate | undefined = options.upstream ? await startUpstreamGate(options.upstream) : undefined;

  // Request validation is always on in `prism mock`; `--errors false` keeps response-validation
  // problems out of the answers; `--dynamic` stays off so answers are the spec's named examples.
  const args = options.upstream
    ? [prismBin(), 'proxy', served, upstreamGate!.url, '-h', '127.0.0.1', '-p', String(innerPort), '--errors', '--cors', 'false']
    : [prismBin(), 'mock', served, '-h', '127.0.0.1', '-p', String(innerPort), '--errors', 'false', '--cors', 'false'];
  if (options.dynamic) args.push('--dynamic');
  // A mock logs warnings and errors only: its info lines, several a request, took a tenth of its time in a contract
  // check. Without its "listening" line, it is known to be up when it answers as Prism does (`answersAsPrism`).
  const quiet = !options.upstream;
  if (quiet) args.push('-v', 'warn');

  const lines: string[] = [];
  let listening = false;
  const keep = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (line.trim() === '') continue;
      if (LISTENING.test(line)) listening = true;
      lines.push(line);
      if (lines.length > OUTPUT_LINES) lines.shift();
    }
  };
  const output = (): string => lines.join('\n');

  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  // Safety net: never leave a Prism behind if the parent exits without calling stop().
  const onParentExit = (): void => killTree(child, 'SIGKILL');
  process.once('exit', onParentExit);
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    process.removeListener('exit', onParentExit);
  });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await upstreamGate?.close();
      if (hasExited || child.exitCode !== null || child.signalCode !== null) return;
      killTree(child, 'SIGTERM');
      const timer = setTimeout(() => killTree(child, 'SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError) {
      process.removeListener('exit', onParentExit);
      killTree(child, 'SIGKILL');
      await upstreamGate?.close();
      throw new Error(`Prism could not be started (${spawnError.message})`);
    }
    if (hasExited) {
      const { code, signal } = await exited;
      await upstreamGate?.close();
      const tail = output() || '(no output)';
      throw new Error(`Prism exited before answering (${signal ?? `exit code ${code}`}) on ${url} for ${document}.\n` + `Last output:\n${tail}`);
    }
    // Prism's own answer (or "listening" line): another server already on the port would answer too.
    if (quiet ? await answersAsPrism(url) : listening && (await answers(url))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `Prism did not answer on ${url} within ${Math.round(timeoutMs / 1000)} s for ${document}.\n` + `Last output:\n${output() || '(no output)'}`,
      );
    }
    await delay(25);
  }

  let gate: CorsGate;
  try {
    gate = await startCorsGate({ target: url, host, port: options.port ?? 0, allowedOrigins: options.allowedOrigins, allowedHosts: options.allowedHosts });
  } catch (error) {
    await stop();
    throw new Error(`The mock could not listen on ${host}:${options.port ?? 0}: ${(error as Error).message}`);
  }
  const stopBoth = async (): Promise<void> => {
    await gate.close();
    await stop();
  };
  return { url: gate.url, port: gate.port, output, exited, stop: stopBoth };
}

/** Any HTTP answer (Prism gives 404 problem+json for `/`) means the server is up. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * Prism's own refusal of a method no OpenAPI document can declare: a problem whose type is one of Prism's errors,
 * whatever paths the document has.
 */
async function answersAsPrism(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { method: 'PROPFIND', signal: AbortSignal.timeout(1_000) });
    return /^https:\/\/stoplight\.io\/prism\/errors#/.test(((await response.json()) as { type?: string }).type ?? '');
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Signals the process and its descendants (Prism's `--multiprocess` forks a worker). */
function killTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  for (const pid of [...descendants(child.pid), child.pid]) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Descendant pids via /proc (Linux); elsewhere only the direct child is signalled. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [...descendants(child), child]);
}

import { access, constants, lstat, mkdtemp, readdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatProblem, type GeneratorOptions, generate, processAlive, sortProblems, SpecProblemsError, writeAtomically } from '@siteapi/codegen';
import { parseSpecCommand } from './args.ts';
import { DOCS_OPTIONS } from './generator-options.ts';
import { progressLines, progressTicker } from './progress-lines.ts';
import { UsageError } from './usage-error.ts';
import { watchSpecs } from './watch.ts';

const OPTIONS = {
  title: { type: 'string' },
  logo: { type: 'string' },
  target: { type: 'string' },
  base: { type: 'string' },
  'client-package': { type: 'string' },
  shell: { type: 'string' },
  serve: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
} as const;

interface DocsOptions {
  spec: string;
  out: string;
  title?: string;
  logo?: string;
  /** `mock`, `server` (the document's first server) or a base URL. */
  target: string;
  base?: string;
  /** The package the client snippets import from (`--client-package`). */
  clientPackage?: string;
  /** A prebuilt app shell instead of the installed explorer's. */
  shell?: string;
  /** The generator's options; no selectable plugin (`paths.ts`, msw handlers), which a site does not read. */
  generator: Partial<GeneratorOptions>;
  quiet: boolean;
  /** Progress lines on stderr once the run has taken a second (`progressTicker`). */
  tick?: (step: string) => void;
  /** When the command started (the report's time is the whole run's). */
  started: number;
}

/** The generated clients' temporary folder: `siteapi-docs-<pid>-XXXXXX`, so a later run can tell a killed run's. */
const CLIENTS_PREFIX = `siteapi-docs-${process.pid}-`;
const CLIENTS_FOLDER = /^siteapi-docs-(\d+)-[A-Za-z0-9]{6}$/;
/** A build's work folder this old is a killed run's even if its pid now names another process. */
const STALE_WORK_MS = 24 * 60 * 60 * 1000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `siteapi docs`: the explorer as a static site for a document; `--serve` serves it and rebuilds on change. */
export async function docsCommand(args: string[]): Promise<number> {
  const started = performance.now();
  const values = await parseSpecCommand(args, OPTIONS, { generator: DOCS_OPTIONS, out: { default: 'site', fromConfig: false } });
  const target = values.target ?? 'mock';
  if (target !== 'mock' && target !== 'server' && !isHttpUrl(target)) throw new UsageError(`--target ${target}: expected mock, server or an http(s) URL`);
  const options: DocsOptions = {
    spec: values.spec,
    out: values.out,
    title: values.title,
    logo: values.logo,
    target,
    base: values.base,
    clientPackage: values['client-package'],
    shell: values.shell && path.resolve(values.shell),
    generator: { ...values.generator, plugins: [] },
    quiet: values.quiet ?? false,
    tick: progressTicker('docs', { quiet: values.quiet }),
    started,
  };
  const port = values.port === undefined ? 4173 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port ${values.port}: expected a port number`);
  if (!values.serve && (values.port !== undefined || values.host !== undefined)) throw new UsageError('--port and --host go with --serve');
  await checkInputs(options);
  await removeLeftovers(options.out);
  if (values.serve) return serve(options, values.host ?? '127.0.0.1', port);

  const clients = await mkdtemp(path.join(tmpdir(), CLIENTS_PREFIX));
  try {
    const generated = await generateClients(options, clients);
    if (!generated) return 1;
    await buildOnce(options, clients);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof Error && error.name === 'SpecInputError')) throw error;
    // What went wrong in the build (a disk full, a folder another program locked), in one line: nothing was replaced.
    console.error(`siteapi docs: the site was not built (${options.out}/ is as it was): ${firstLine(error)}`);
    return 2;
  } finally {
    await rm(clients, { recursive: true, force: true });
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What can be checked before any work: the logo is a readable picture, the out folder (or the folder its link leads
 * to) and its folder are writable, and the document is not inside it.
 */
async function checkInputs(options: DocsOptions): Promise<void> {
  const { isBasePath, isPackageName, logoFileName, resolveOut, SiteOptionsError } = await import('@siteapi/explorer/build');
  if (options.logo) {
    try {
      logoFileName(options.logo);
    } catch (error) {
      if (error instanceof SiteOptionsError) throw new UsageError(error.message);
      throw error;
    }
    const info = await stat(options.logo).catch(() => undefined);
    if (!info?.isFile()) throw new UsageError(`--logo ${options.logo}: no such file`);
  }
  if (options.base !== undefined && !isBasePath(options.base)) throw new UsageError(`--base ${options.base}: expected a path from / to /, like /docs/`);
  if (options.clientPackage !== undefined && !isPackageName(options.clientPackage)) {
    throw new UsageError(`--client-package ${options.clientPackage}: expected an npm package name, like @acme/api or acme-api`);
  }
  const parent = path.dirname(path.resolve(options.out));
  const writable = (folder: string) =>
    access(folder, constants.W_OK).catch(() => {
      throw new UsageError(`--out ${options.out}: cannot write in ${folder} (missing or not writable)`);
    });
  await writable(parent);
  const out = await resolveOut(options.out).catch((error: unknown) => {
    throw error instanceof SiteOptionsError ? new UsageError(error.message) : error;
  });
  await writable(path.dirname(out));
  if (await stat(out).catch(() => undefined)) await writable(out);
  // The build replaces only files it wrote, but a document in the site's folder would be published with the site,
  // and overwritten should it share a name with one of the site's files.
  const spec = await realpath(options.spec).catch(() => undefined);
  if (spec && (spec === out || spec.startsWith(out + path.sep))) {
    throw new UsageError(`--out ${options.out}: the document --spec ${options.spec} is inside it; keep the document outside the site's folder`);
  }
}

/**
 * Removes what killed runs left: work folders beside the out folder and clients folders in the temp folder whose
 * process is gone (a work folder also when a day old). Those of running builds (or a running --serve) are kept.
 */
async function removeLeftovers(out: string): Promise<void> {
  const { resolveOut, workFolders } = await import('@siteapi/explorer/build');
  const stale = (pid: number) => pid !== process.pid && !processAlive(pid);
  for (const { folder, pid, modified } of await workFolders(await resolveOut(out))) {
    if (stale(pid) || (pid !== process.pid && Date.now() - modified > STALE_WORK_MS)) await rm(folder, { recursive: true, force: true });
  }
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    const match = CLIENTS_FOLDER.exec(name);
    if (!match || !stale(Number(match[1]))) continue;
    const info = await lstat(path.join(tmpdir(), name)).catch(() => undefined);
    if (info?.isDirectory() && (!process.getuid || info.uid === process.getuid())) await rm(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** The document's clients and bundle, generated into `clients`; false after printing the spec's problems. */
async function generateClients(options: DocsOptions, clients: string): Promise<boolean> {
  try {
    const files = await generate(options.spec, { ...options.generator, progress: progressLines('docs', { quiet: options.quiet }) });
    options.tick?.(`writing the client (${files.size} files)`);
    await writeAtomically(clients, files);
    return true;
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    for (const problem of sortProblems(error.problems)) console.error(formatProblem(problem));
    console.error(`siteapi docs: ${options.spec} has ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`}; nothing was written`);
    return false;
  }
}

/** Builds the site from generated clients; a usage-level problem (a folder we may not replace) is a usage error. */
async function buildOnce(options: DocsOptions, clients: string): Promise<void> {
  const { buildSite, SiteOptionsError } = await import('@siteapi/explorer/build');
  const document = path.join(clients, 'openapi.json');
  options.tick?.('building the site');
  try {
    const built = await buildSite({
      document,
      clients,
      out: options.out,
      title: options.title,
      logo: options.logo,
      target: await defaultTarget(options.target, document),
      base: options.base,
      clientPackage: options.clientPackage,
      shell: options.shell,
      progress: options.tick,
    });
    console.log(
      `wrote ${options.out}/: ${built.files} files, ${megabytes(built.bytes)}, in ${seconds(performance.now() - options.started)} (the site build ${seconds(built.ms)})`,
    );
  } catch (error) {
    if (error instanceof SiteOptionsError) throw new UsageError(error.message);
    throw error;
  }
}

/** `--target` as a base URL: none for the in-page mock, the document's first server for `server`. */
async function defaultTarget(target: string, document: string): Promise<string | undefined> {
  if (target === 'mock') return undefined;
  if (target !== 'server') return target;
  const bundle = JSON.parse(await readFile(document, 'utf8')) as { servers?: { url?: unknown }[] };
  const url = bundle.servers?.[0]?.url;
  if (typeof url !== 'string' || !isHttpUrl(url)) {
    throw new UsageError(`--target server: the document has no server with an absolute http(s) URL${typeof url === 'string' ? ` (its first is ${url})` : ''}`);
  }
  return url;
}

/** Serves the site on loopback and rebuilds it whenever a spec changes; a failed rebuild keeps the last site. */
async function serve(options: DocsOptions, host: string, port: number): Promise<number> {
  const { serveStatic } = await import('@siteapi/explorer/static-server');
  const clients = await mkdtemp(path.join(tmpdir(), CLIENTS_PREFIX));
  const stamp = () => new Date().toTimeString().slice(0, 8);
  const log = (line: string) => console.log(`[${stamp()}] ${line}`);
  let building: Promise<void> = Promise.resolve();
  let built = false;
  const rebuild = () => {
    building = building.then(() =>
      buildOnce({ ...options, started: performance.now() }, clients).then(
        () => void (built = true),
        (error: unknown) => log(`the site was not rebuilt: ${firstLine(error)}; ${options.out}/ keeps the last one`),
      ),
    );
  };
  const watcher = watchSpecs({ spec: options.spec, out: clients, ...options.generator, log, onRun: ({ result }) => result && rebuild() });
  try {
    await watcher.ready;
    await building;
    if (!built) return 1;
    const server = await serveStatic(options.out, { host, port, base: options.base }).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(error.code === 'EADDRINUSE' ? `--port ${port}: in use; choose another (0 picks a free one)` : error.message);
    });
    log(`serving ${options.out}/ at ${server.url}/ and watching ${options.spec} (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await server.close();
    return 0;
  } finally {
    await watcher.close();
    await building;
    await rm(clients, { recursive: true, force: true });
  }
}

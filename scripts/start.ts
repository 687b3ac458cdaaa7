// `npm start`: regenerate if stale, start the explorer's Vite dev server and the mock of generated/src/openapi.json
// side by side (msw by default, in this process; `-- --engine prism` for Prism, a few seconds to start), print both
// URLs, and stop both on Ctrl+C. With `-- --spec <document>`, the same for any OpenAPI document.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer, type ViteDevServer } from 'vite';
import { DEFAULT_MOCK_ENGINE, freePort, isPortFree, MOCK_ENGINES, startMock, type MockEngine, type RunningMock } from '@siteapi/cli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOCK_PORT = 4010;
const EXPLORER_PORT = 5173;
const HOST = '127.0.0.1';

interface RunResult {
  code: number | null;
  output: string;
}

/** `npm run -s <script>` with its output captured (npm's own path when started by npm). */
function runScript(script: string): Promise<RunResult> {
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli && /\.[cm]?js$/.test(npmCli) ? [process.execPath, [npmCli, 'run', '-s', script]] : ['npm', ['run', '-s', script]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function ensureGenerated(): Promise<void> {
  const check = await runScript('gen:check');
  if (check.code === 0) return;
  console.log('generated/ is missing or stale: running npm run generate…');
  const generate = await runScript('generate');
  if (generate.code !== 0) {
    throw new Error(`npm run generate failed (exit code ${generate.code}); nothing was started.\n${generate.output.trimEnd()}`);
  }
}

/**
 * `npm start -- --spec <file|folder> [--out <dir>]`: the explorer and its mock on any
 * document, generated first into <out> (default: a folder under node_modules/.cache, inside the repository so
 * the generated files resolve @siteapi/runtime).
 */
async function exploreTarget(): Promise<{ document: string; clients?: string; engine: MockEngine }> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { spec: { type: 'string' }, out: { type: 'string' }, engine: { type: 'string', default: DEFAULT_MOCK_ENGINE } },
    strict: true,
  });
  const engine = values.engine as MockEngine;
  if (!MOCK_ENGINES.includes(engine)) throw new Error(`--engine ${engine}: expected ${MOCK_ENGINES.join(' or ')}`);
  if (!values.spec) {
    await ensureGenerated();
    return { document: path.join(root, 'generated', 'src', 'openapi.json'), engine };
  }
  const spec = path.resolve(values.spec);
  const out = path.resolve(values.out ?? path.join(root, 'node_modules', '.cache', 'siteapi-explore', path.basename(spec).replace(/[^\w.-]/g, '_')));
  const { generateIncremental, formatProblem, sortProblems, SpecProblemsError } = await import('@siteapi/codegen');
  try {
    const result = await generateIncremental({ spec, out, cwd: process.cwd() });
    console.log(
      `generated ${result.regenerated.map((r) => r.service).join(', ') || 'nothing new'} from ${values.spec} into ${path.relative(process.cwd(), out) || out}/`,
    );
  } catch (error) {
    if (error instanceof SpecProblemsError) throw new Error(`${values.spec} has problems:\n${sortProblems(error.problems).map(formatProblem).join('\n')}`);
    throw error;
  }
  return { document: path.join(out, 'openapi.json'), clients: out, engine };
}

async function main(): Promise<void> {
  const target = await exploreTarget();
  // Read by the explorer's catalogue plugin: the document to show and the clients to send with.
  process.env.EXPLORER_DOCUMENT = target.document;
  if (target.clients) process.env.EXPLORER_CLIENTS = target.clients;

  let mock: RunningMock | undefined;
  let vite: ViteDevServer | undefined;
  let stopping = false;
  const shutdown = async (code: number): Promise<never> => {
    stopping = true;
    await Promise.allSettled([vite?.close(), mock?.stop()]);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  try {
    // The port is chosen first, so the explorer can name the mock's URL before it answers.
    const mockPort = (await isPortFree(MOCK_PORT, HOST)) ? MOCK_PORT : await freePort(HOST);
    if (mockPort !== MOCK_PORT) {
      console.warn(`Port ${MOCK_PORT} is already in use (another \`npm run mock\` or \`npm start\`?): the mock runs on port ${mockPort} instead.`);
    }
    const mockUrl = `http://${HOST}:${mockPort}`;
    const mockStarted = performance.now();
    const starting = startMock({ engine: target.engine, document: target.document, host: HOST, port: mockPort });
    const label = `Mock (${target.engine === 'prism' ? 'Prism' : 'msw'}):`.padEnd(15);

    // Read by the explorer as import.meta.env.VITE_MOCK_URL (the mock's URL in its target picker).
    process.env.VITE_MOCK_URL = mockUrl;
    vite = await createServer({
      configFile: path.join(root, 'explorer', 'vite.config.ts'),
      // Node imports the config itself, with this process's source condition: Vite's default loader would resolve
      // the workspace packages it imports to their dist/, which a fresh clone does not have.
      configLoader: 'native',
      server: { host: HOST, port: EXPLORER_PORT },
      clearScreen: false,
    });
    await vite.listen();
    const explorerUrl = vite.resolvedUrls?.local[0] ?? `http://${HOST}:${EXPLORER_PORT}/`;
    if (!explorerUrl.includes(`:${EXPLORER_PORT}/`)) {
      console.warn(`Port ${EXPLORER_PORT} is already in use: the explorer runs on ${explorerUrl} instead.`);
    }
    console.log('');
    console.log(`  Explorer:      ${explorerUrl}   (its in-browser mock answers now)`);
    console.log(`  ${label}${mockUrl}   (starting…)`);
    console.log('');

    mock = await starting;
    void mock.exited.then(({ code, signal }) => {
      if (stopping || signal === 'SIGINT' || signal === 'SIGTERM') return;
      console.error(`The Prism mock exited unexpectedly (${signal ?? `exit code ${code}`}). Last output:\n${mock?.output()}`);
      void shutdown(1);
    });
    console.log(`  ${label}${mock.url}   ready in ${((performance.now() - mockStarted) / 1000).toFixed(1)} s`);
    console.log('');
    console.log('  Press Ctrl+C to stop both.');
  } catch (error) {
    console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

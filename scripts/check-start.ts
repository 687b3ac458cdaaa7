// `npm start` as a new user runs it: started, its two URLs read from what it prints, the explorer's page and one mock
// answer requested, then stopped. `.ci/run` runs it on a fresh clone before anything is built; exit code 1 with the
// command's output when any step fails.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_WITHIN_MS = 300_000;

/** The first GET path of the platform's bundle that takes no path parameter: the mock answers it from its examples. */
async function mockPath(): Promise<string> {
  const bundle = JSON.parse(await readFile(path.join(root, 'generated', 'src', 'openapi.json'), 'utf8')) as { paths: Record<string, { get?: unknown }> };
  const found = Object.entries(bundle.paths).find(([route, item]) => item.get && !route.includes('{'));
  if (!found) throw new Error('generated/src/openapi.json has no GET operation without path parameters');
  return found[0];
}

async function expectOk(url: string, looksRight: (body: string, type: string) => boolean): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const body = await answer.text();
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !looksRight(body, type)) throw new Error(`${url}: ${answer.status} ${type}\n${body.slice(0, 300)}`);
  return `${url}: ${answer.status} ${type}, ${body.length} bytes`;
}

async function main(): Promise<void> {
  const started = performance.now();
  // Its own process group, so stopping it stops npm, the start script and everything they started.
  const child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {}
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {}
    }
  };
  try {
    const urls = await new Promise<{ explorer: string; mock: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start printed no ready mock within ${READY_WITHIN_MS / 1000} s`)), READY_WITHIN_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const explorer = /Explorer:\s+(http:\/\/\S+)/.exec(output)?.[1];
        const mock = /Mock \([^)]*\):\s+(http:\/\/\S+)\s+ready/.exec(output)?.[1];
        if (explorer && mock) {
          clearTimeout(timer);
          resolve({ explorer, mock });
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (code ${code}) before both URLs were ready`));
      });
    });
    console.log(`npm start: both URLs ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(await expectOk(urls.explorer, (body, type) => type.startsWith('text/html') && body.includes('id="root"')));
    console.log(await expectOk(new URL(await mockPath(), urls.mock).href, (body, type) => type.includes('json') && body.trim().startsWith('{')));
  } catch (error) {
    console.error(`check-start: ${error instanceof Error ? error.message : String(error)}\n--- npm start printed ---\n${output}`);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();

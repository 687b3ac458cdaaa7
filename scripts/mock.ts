// `npm run mock`: serves generated/openapi.json with Prism on http://127.0.0.1:4010.
// Options: --port <n> (or PORT), --host <h> (or HOST). Stops on Ctrl+C / SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isPortFree, startPrism } from './lib/prism.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = path.join(root, 'generated', 'openapi.json');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: npm run mock -- [--port 4010] [--host 127.0.0.1]   (or PORT=..., HOST=...)');
    return 0;
  }
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const portText = values.port ?? process.env.PORT ?? '4010';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`mock: invalid port "${portText}" (expected 0-65535; 0 picks a free port)`);
    return 2;
  }
  if (!existsSync(document)) {
    console.error(`mock: ${document} is missing. Run \`npm run generate\` first.`);
    return 1;
  }
  if (port !== 0 && !(await isPortFree(port, host))) {
    console.error(`mock: port ${port} on ${host} is already in use (another mock?). Stop it, or choose another: npm run mock -- --port 4011`);
    return 1;
  }

  const prism = await startPrism({ document, port, host });
  console.log(`Prism mock of generated/openapi.json: ${prism.url}`);
  console.log('Press Ctrl+C to stop.');

  const signalled = new Promise<'signal'>((resolve) => {
    process.once('SIGINT', () => resolve('signal'));
    process.once('SIGTERM', () => resolve('signal'));
  });
  const ended = await Promise.race([signalled, prism.exited]);
  // Ctrl+C in a terminal reaches Prism too (same process group): that exit is not a crash.
  const interrupted = ended !== 'signal' && (ended.signal === 'SIGINT' || ended.signal === 'SIGTERM' || ended.code === 130);
  if (ended !== 'signal' && !interrupted) {
    console.error(`mock: Prism exited unexpectedly (${ended.signal ?? `exit code ${ended.code}`}). Last output:\n${prism.output()}`);
    return 1;
  }
  await prism.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

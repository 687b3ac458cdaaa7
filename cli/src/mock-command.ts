import path from 'node:path';
import { isPortFree, startPrism } from './prism.ts';
import { parseSpecCommand, UsageError } from './args.ts';
import { ensureGenerated } from './generate-command.ts';

/** `siteapi mock`: Prism on the bundle until Ctrl+C. */
export async function mockCommand(args: string[]): Promise<number> {
  const values = await parseSpecCommand(args, {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true },
  });
  const allowedOrigins = values['allow-origin'] ?? [];
  for (const origin of allowedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new UsageError(`--allow-origin ${origin}: expected an origin such as https://explorer.example.com (no path)`);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${values.port}: expected 0-65535 (0 picks a free port)`);
  if (
    (await ensureGenerated(
      { spec: values.spec, out: values.out, runtimeImport: values.runtime, mode: values.mode, quiet: values.quiet },
      { quietWhenUpToDate: true },
    )) === 'problems'
  )
    return 1;
  if (port !== 0 && !(await isPortFree(port, values.host))) {
    console.error(`port ${port} on ${values.host} is in use (another mock?); choose another with --port`);
    return 1;
  }
  const prism = await startPrism({ document: path.join(values.out, 'openapi.json'), port, host: values.host, allowedOrigins });
  console.log(`Prism mock of ${path.join(values.out, 'openapi.json')}: ${prism.url} (Ctrl+C to stop)`);
  const ended = await Promise.race([
    new Promise<'signal'>((resolve) => {
      process.once('SIGINT', () => resolve('signal'));
      process.once('SIGTERM', () => resolve('signal'));
    }),
    prism.exited,
  ]);
  if (ended !== 'signal' && ended.signal !== 'SIGINT' && ended.signal !== 'SIGTERM') {
    console.error(`Prism stopped (${ended.signal ?? `exit code ${ended.code}`}). Last output:\n${prism.output()}`);
    return 2;
  }
  await prism.stop();
  return 0;
}

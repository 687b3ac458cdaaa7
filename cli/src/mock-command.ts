import path from 'node:path';
import { DEFAULT_MOCK_ENGINE, MOCK_ENGINES, type MockEngine, startMock } from './mock-engine.ts';
import { isPortFree } from './prism.ts';
import { parseSpecCommand } from './args.ts';
import { UsageError } from './usage-error.ts';
import { ensureGenerated, generateOptions } from './ensure-generated.ts';

const stopped = () =>
  new Promise<'signal'>((resolve) => {
    process.once('SIGINT', () => resolve('signal'));
    process.once('SIGTERM', () => resolve('signal'));
  });

/** `siteapi mock`: the in-process mock (msw handlers; or Prism, `--engine prism`) on the bundle until Ctrl+C. */
export async function mockCommand(args: string[]): Promise<number> {
  const values = await parseSpecCommand(args, {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true },
    'allow-host': { type: 'string', multiple: true },
    engine: { type: 'string', default: DEFAULT_MOCK_ENGINE },
  });
  const engine = values.engine as MockEngine;
  if (!MOCK_ENGINES.includes(engine)) throw new UsageError(`--engine ${engine}: expected ${MOCK_ENGINES.join(' or ')}`);
  const allowedOrigins = values['allow-origin'] ?? [];
  for (const origin of allowedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new UsageError(`--allow-origin ${origin}: expected an origin such as https://explorer.example.com (no path)`);
  }
  const allowedHosts = values['allow-host'] ?? [];
  for (const host of allowedHosts) {
    if (!/^\.?[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(host))
      throw new UsageError(`--allow-host ${host}: expected a host name such as mock.example.test or .example.test (no scheme or port)`);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${values.port}: expected 0-65535 (0 picks a free port)`);
  if ((await ensureGenerated(generateOptions(values), { quietWhenUpToDate: true })) === 'problems') return 1;
  if (port !== 0 && !(await isPortFree(port, values.host))) {
    console.error(`port ${port} on ${values.host} is in use (another mock?); choose another with --port`);
    return 1;
  }
  const bundle = path.join(values.out, 'openapi.json');
  if (engine === 'prism' && !values.quiet) console.error(`siteapi mock: starting Prism on ${bundle} (a few seconds; the default engine, msw, answers at once)`);
  const mock = await startMock({ engine, document: bundle, port, host: values.host, allowedOrigins, allowedHosts });
  console.log(`${engine === 'prism' ? 'Prism' : 'msw'} mock of ${bundle}: ${mock.url} (Ctrl+C to stop)`);
  const ended = await Promise.race([stopped(), mock.exited]);
  if (ended !== 'signal' && ended.signal !== 'SIGINT' && ended.signal !== 'SIGTERM') {
    console.error(`Prism stopped (${ended.signal ?? `exit code ${ended.code}`}). Last output:\n${mock.output()}`);
    return 2;
  }
  await mock.stop();
  return 0;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatContractReport } from './contract/report.ts';
import { runContract } from './contract/run-contract.ts';
import { headerOptions, parseSpecCommand } from './args.ts';
import { DEFAULT_MOCK_ENGINE, MOCK_ENGINES, type MockEngine } from './mock-engine.ts';
import { UsageError } from './usage-error.ts';
import { specFilesOf } from '@siteapi/codegen/incremental';
import { ensureGenerated, generateOptions } from './ensure-generated.ts';
import { progressTicker } from './progress-lines.ts';

/** `siteapi contract`: exit 1 when any operation failed (with `--strict`, also when the document's own example breaks its schema). */
export async function contractCommand(args: string[]): Promise<number> {
  const values = await parseSpecCommand(args, {
    target: { type: 'string' },
    service: { type: 'string', multiple: true },
    header: { type: 'string', multiple: true },
    json: { type: 'boolean' },
    engine: { type: 'string' },
    'prism-timeout': { type: 'string' },
  });
  if (values.target !== undefined && !/^https?:\/\/[^/]/.test(values.target)) throw new UsageError(`--target ${values.target}: expected an http(s) URL`);
  const engine = (values.engine ?? DEFAULT_MOCK_ENGINE) as MockEngine;
  if (!MOCK_ENGINES.includes(engine)) throw new UsageError(`--engine ${engine}: expected ${MOCK_ENGINES.join(' or ')}`);
  // A live host is checked through Prism's validating proxy: the in-process mock answers, it does not proxy.
  if (values.target !== undefined && engine !== 'prism' && values.engine !== undefined)
    throw new UsageError(`--engine ${engine} with --target: a live host is checked through Prism's validating proxy`);
  const usesPrism = engine === 'prism' || values.target !== undefined;
  let prismTimeoutMs: number | undefined;
  if (values['prism-timeout'] !== undefined) {
    const seconds = Number(values['prism-timeout']);
    if (!usesPrism) throw new UsageError('--prism-timeout: Prism is started only with --engine prism or --target');
    if (!(seconds > 0) || !Number.isFinite(seconds)) throw new UsageError(`--prism-timeout ${values['prism-timeout']}: expected a number of seconds above 0`);
    prismTimeoutMs = seconds * 1000;
  }
  const headers = headerOptions(values.header);
  // With --json, stdout carries the report only: the generate line goes to stderr.
  const generated = await ensureGenerated(generateOptions(values), { quietWhenUpToDate: true, log: values.json ? console.error : console.log });
  if (generated === 'problems') return 1;
  if (!inModulePackage(values.out)) {
    throw new UsageError(`${values.out}/ is not in an ES module package: generated code is ES modules, so the package.json above it needs "type": "module"`);
  }
  const report = await runContract({
    out: values.out,
    target: values.target,
    engine,
    prismTimeoutMs,
    services: values.service,
    headers,
    progress: progressTicker('contract', { quiet: values.quiet }),
    strict: values.generator.strict,
    specFiles: await specFilesOf(values.out),
  });
  if (report.operations.length === 0) throw new UsageError(`no operation to call${values.service ? ` in service ${values.service.join(', ')}` : ''}`);
  console.log(values.json ? JSON.stringify(report, null, 2) : formatContractReport(report));
  return report.failed > 0 ? 1 : 0;
}

/** The nearest package.json above a folder says `"type": "module"` (TypeScript files are loaded as CommonJS otherwise). */
function inModulePackage(dir: string): boolean {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const file = path.join(d, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { type?: string }).type === 'module';
    if (path.dirname(d) === d) return false;
  }
}

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommand } from './args.ts';
import { UsageError } from './usage-error.ts';

/**
 * `siteapi explore --spec <document>`: the explorer and a Prism mock of any document (`npm start -- --spec`).
 * The explorer is an app of the repository, not a package: this command runs it from a checkout.
 */
export async function exploreCommand(args: string[]): Promise<number> {
  const { values } = parseCommand(args, { spec: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } });
  if (!values.spec) throw new UsageError('--spec <file|folder> is required: the document to explore');
  const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const start = path.join(repository, 'scripts', 'start.ts');
  if (!existsSync(start) || !existsSync(path.join(repository, 'explorer', 'vite.config.ts'))) {
    throw new UsageError('the explorer runs from a checkout of the siteapi-kit repository: there, `npm start -- --spec <file>` (or this command)');
  }
  const forwarded = ['--spec', path.resolve(values.spec), ...(values.out ? ['--out', path.resolve(values.out)] : [])];
  const child = spawn(process.execPath, ['--conditions=@siteapi/source', '--import', 'tsx', start, ...forwarded], { cwd: repository, stdio: 'inherit' });
  // Ctrl+C reaches the child through the terminal; its exit code is this command's.
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

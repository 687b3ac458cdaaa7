import { spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

export interface ChildResult {
  /** Wall time from spawn to exit. */
  ms: number;
  stdout: string;
  stderr: string;
  /** Exit code: 0 unless `allowFailure` was given. */
  code: number;
}

/**
 * Runs `node <args>` from the repository root and times it from spawn to exit; a non-zero exit throws with its output,
 * unless `allowFailure` (then the result carries the exit code).
 */
export function runNode(args: string[], options: { env?: Record<string, string>; allowFailure?: boolean } = {}): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const ms = performance.now() - started;
      if (code === 0 || (options.allowFailure && code !== null)) resolve({ ms, stdout, stderr, code: code ?? 0 });
      else reject(new Error(`node ${args.join(' ')} failed (${signal ?? `exit code ${code}`}):\n${(stderr || stdout).slice(-2000)}`));
    });
  });
}

/** How this project's TypeScript entry points run from source (`npm run generate` does the same). */
export const tsxArgs = (script: string, ...args: string[]): string[] => ['--conditions=@siteapi/source', '--import', 'tsx', script, ...args];

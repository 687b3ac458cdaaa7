// A command's wall and CPU time, its descendants' CPU included: Node reports no child's resource usage, so the
// command runs under `sh`, whose `times` prints the user and system time of every child it waited for (their
// own waited-for children included), on a pipe of its own.
import { spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

export interface TimedRun {
  wallMs: number;
  /** User + system CPU time of the command and its descendants. */
  cpuMs: number;
  userMs: number;
  systemMs: number;
  stdout: string;
  stderr: string;
}

const DURATION = /^(?:(\d+)m)?(\d+(?:\.\d+)?)s$/;

function duration(text: string, line: string): number {
  const match = DURATION.exec(text);
  if (!match) throw new Error(`times: expected a duration like 0m1.250s, got "${text}" in "${line}"`);
  return (Number(match[1] ?? 0) * 60 + Number(match[2])) * 1000;
}

/**
 * The children's user and system time from the output of the shell's `times`: two lines, the shell's own times
 * then its children's, each `<user> <system>` as `1m2.500s` (bash, dash) or `2.500s`.
 */
export function parseTimes(output: string): { userMs: number; systemMs: number } {
  const lines = output
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length !== 2) throw new Error(`times: expected two lines (the shell's, its children's), got ${lines.length}: "${output.trim()}"`);
  const children = lines[1]!;
  const parts = children.split(/\s+/);
  if (parts.length !== 2) throw new Error(`times: expected "<user> <system>", got "${children}"`);
  return { userMs: duration(parts[0]!, children), systemMs: duration(parts[1]!, children) };
}

/** Runs `node <args>` from the repository root under `sh`; a non-zero exit throws with the end of its output. */
export function timeNode(args: string[]): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('sh', ['-c', '"$@"; code=$?; times >&3; exit $code', 'sh', process.execPath, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const streams = { stdout: '', stderr: '', times: '' };
    child.stdout!.on('data', (chunk: Buffer) => (streams.stdout += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (streams.stderr += chunk.toString('utf8')));
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (streams.times += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const wallMs = performance.now() - started;
      if (code !== 0) {
        reject(new Error(`node ${args.join(' ')} failed (${signal ?? `exit code ${code}`}):\n${(streams.stderr || streams.stdout).slice(-2000)}`));
        return;
      }
      try {
        const { userMs, systemMs } = parseTimes(streams.times);
        resolve({ wallMs, cpuMs: userMs + systemMs, userMs, systemMs, stdout: streams.stdout, stderr: streams.stderr });
      } catch (error) {
        reject(error);
      }
    });
  });
}

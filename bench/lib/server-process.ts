import { spawn } from 'node:child_process';
import path from 'node:path';
import { tsxArgs } from './child.ts';
import { DRIVERS, ROOT } from './paths.ts';

/** A loopback server of bench/drivers/ in its own process; `info` is the JSON line it printed once listening. */
export interface ServerProcess<I extends { port: number } = { port: number }> {
  url: string;
  info: I;
  stop(): Promise<void>;
}

/**
 * Starts a driver (bench/drivers/<name>.ts) in its own process, so that serving does not share the client's event
 * loop, and waits for the `{"port": n, …}` line it prints once listening.
 */
export function startServerProcess<I extends { port: number }>(driver: string, ...args: string[]): Promise<ServerProcess<I>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs(path.join(DRIVERS, driver), ...args), {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${driver} exited early (code ${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const info = JSON.parse(line) as I;
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        info,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

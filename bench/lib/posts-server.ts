import { spawn } from 'node:child_process';
import path from 'node:path';
import { tsxArgs } from './child.ts';
import { DRIVERS, ROOT } from './paths.ts';

export interface PostsServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts bench/drivers/posts-server.ts in its own process, so that serving does not share the client's event loop. */
export function startPostsServer(count: number): Promise<PostsServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs(path.join(DRIVERS, 'posts-server.ts'), String(count)), {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`posts server exited early (code ${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { port } = JSON.parse(line) as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

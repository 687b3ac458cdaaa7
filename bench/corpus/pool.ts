import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Job, JobInput } from './worker.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** How a job ended when its worker did not answer. */
export class WorkerLost extends Error {
  override name = 'WorkerLost';
}

type Pending = { job: Job; timeoutMs: number; resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * Worker processes that each run one job at a time. A job that outlives its timeout, or whose worker dies (out of
 * memory, a crash nothing caught), rejects with {@link WorkerLost}; the worker is replaced, so one bad document
 * costs only itself. Jobs pushed with `first` run before those waiting.
 */
export class WorkerPool {
  private queue: Pending[] = [];
  private idle: ChildProcess[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    private readonly heapMb = 4096,
    /** The worker module (tests give a stand-in). */
    private readonly worker = WORKER,
  ) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  run<T>(job: JobInput, timeoutMs: number, first = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const pending = { job: { ...job, id: this.nextId++ } as Job, timeoutMs, resolve: resolve as (v: unknown) => void, reject };
      if (first) this.queue.unshift(pending);
      else this.queue.push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.idle) w.kill();
    this.idle = [];
  }

  private spawn(): ChildProcess {
    return fork(this.worker, [], {
      execArgv: ['--conditions=@siteapi/source', '--import', 'tsx', `--max-old-space-size=${this.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
  }

  private dispatch(): void {
    while (!this.closed && this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const pending = this.queue.shift()!;
      this.start(worker, pending);
    }
  }

  private start(worker: ChildProcess, { job, timeoutMs, resolve, reject }: Pending): void {
    let stderr = '';
    const onData = (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    };
    worker.stderr?.on('data', onData);
    const finish = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.stderr?.off('data', onData);
    };
    // Where the job last said it was: a job stopped for its time or its memory is reported there.
    let at = '';
    const onMessage = (message: { id: number; result?: unknown; progress?: string }) => {
      if (message.id !== job.id) return;
      if (message.progress !== undefined) {
        at = message.progress;
        return;
      }
      finish();
      this.idle.push(worker);
      resolve(message.result);
      this.dispatch();
    };
    const lose = (why: string) => {
      finish();
      this.idle.push(this.spawn());
      reject(new WorkerLost(why));
      this.dispatch();
    };
    const onExit = (code: number | null, signal: string | null) => {
      // V8's fatal out-of-memory report ends in a native stack; its first line is the one that says what happened.
      const outOfMemory = /heap out of memory|Reached heap limit/.test(stderr);
      const last = outOfMemory ? `ran out of memory (heap limit ${this.heapMb} MB)` : stderr.trim().split('\n').slice(-3).join(' | ');
      lose(`worker exited (${signal ?? `code ${code}`})${at ? ` while ${at}` : ''}${last ? `: ${last}` : ''}`);
    };
    const timer = setTimeout(() => {
      worker.off('exit', onExit);
      worker.kill('SIGKILL');
      lose(`timed out after ${Math.round(timeoutMs / 1000)} s${at ? ` while ${at}` : ''}`);
    }, timeoutMs);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.send(job);
  }
}

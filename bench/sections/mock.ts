// Mock: Prism on the bundled document, from spawn to listening to the first answered call, and its memory.
import { spawn } from 'node:child_process';
import { freePort, prismBin } from '@siteapi/cli';
import { MB, ms } from '../lib/format.ts';
import { BUNDLED_DOCUMENT, rel } from '../lib/paths.ts';
import { signalTree, treeRss } from '../lib/process-tree.ts';
import type { Section } from '../lib/section.ts';
import { summarize } from '../lib/stats.ts';

const LISTENING = /Prism is listening on/;
const FIRST_CALL = '/blog/v3/posts';
const TIMEOUT_MS = 60_000;

export interface Start {
  listeningMs: number;
  firstAnswerMs: number;
  status: number;
  rssBytes: number;
  peakRssBytes: number;
}

const delay = (t: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, t));

/** One start, with the arguments scripts/lib/prism.ts uses for `npm run mock` and the tests. */
export async function startOnce(): Promise<Start> {
  const host = '127.0.0.1';
  const port = await freePort(host);
  const started = performance.now();
  const child = spawn(process.execPath, [prismBin(), 'mock', BUNDLED_DOCUMENT, '-h', host, '-p', String(port), '--errors', 'false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let listeningMs = 0;
  const watch = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-4000);
    if (!listeningMs && LISTENING.test(output)) listeningMs = performance.now() - started;
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  let peakRssBytes = 0;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, treeRss(child.pid!))), 50);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Prism exited during start-up:\n${output}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`Prism did not answer within ${TIMEOUT_MS / 1000} s:\n${output}`);
      if (listeningMs) {
        try {
          const response = await fetch(`http://${host}:${port}${FIRST_CALL}`, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          const firstAnswerMs = performance.now() - started;
          const rssBytes = treeRss(child.pid!);
          return { listeningMs, firstAnswerMs, status: response.status, rssBytes, peakRssBytes: Math.max(peakRssBytes, rssBytes) };
        } catch {
          // not accepting yet
        }
      }
      await delay(10);
    }
  } finally {
    clearInterval(sampler);
    signalTree(child.pid!, 'SIGTERM');
    const killer = setTimeout(() => signalTree(child.pid!, 'SIGKILL'), 3_000);
    await exited;
    clearTimeout(killer);
  }
}

export const mock: Section = {
  id: 'mock',
  title: 'Mock: Prism start-up and memory on the bundled document',
  async run(ctx) {
    const starts: Start[] = [];
    for (let i = 0; i < ctx.warmup + ctx.runs; i++) {
      const start = await startOnce();
      ctx.log(`  ${i < ctx.warmup ? 'warm-up' : `run ${i - ctx.warmup + 1}/${ctx.runs}`}: first answer ${ms(start.firstAnswerMs)}, ${MB(start.rssBytes)}`);
      if (start.status !== 200) throw new Error(`Prism answered ${FIRST_CALL} with ${start.status}, expected 200`);
      if (i >= ctx.warmup) starts.push(start);
    }
    const stats = {
      listeningMs: summarize(starts.map((s) => s.listeningMs)),
      firstAnswerMs: summarize(starts.map((s) => s.firstAnswerMs)),
      rssBytes: summarize(starts.map((s) => s.rssBytes)),
      peakRssBytes: summarize(starts.map((s) => s.peakRssBytes)),
    };
    const timeRow = (label: string, s: ReturnType<typeof summarize>): string[] => [label, ms(s.median), ms(s.min), ms(s.max)];
    const sizeRow = (label: string, s: ReturnType<typeof summarize>): string[] => [label, MB(s.median), MB(s.min), MB(s.max)];
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `Prism (the installed @stoplight/prism-cli) serving ${rel(BUNDLED_DOCUMENT)} (all nine services, one process) with the arguments of scripts/lib/prism.ts, on a free loopback port.`,
        `Times from spawn: to Prism's "listening" line, and to the first answered GET ${FIRST_CALL} (polled every 10 ms once listening).`,
        'Memory: resident set size of the Prism process and its descendants (/proc), right after the first answer, and the peak sampled every 50 ms during start-up.',
        `${ctx.warmup} warm-up start(s), then ${ctx.runs} starts, one after another; each Prism is stopped before the next.`,
      ],
      table: {
        columns: ['Prism', 'median', 'min', 'max'],
        rows: [
          timeRow('spawn → listening', stats.listeningMs),
          timeRow('spawn → first answered request', stats.firstAnswerMs),
          sizeRow('RSS after the first answer', stats.rssBytes),
          sizeRow('peak RSS during start-up', stats.peakRssBytes),
        ],
      },
      data: { stats, starts },
    };
  },
};

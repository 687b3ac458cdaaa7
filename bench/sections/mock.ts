// Mock: from spawn to the first answered call, and memory, for Prism on the bundled document as it is, Prism on its
// slim copy (what startPrism serves), and the built `siteapi mock` with each engine.
import { spawn } from 'node:child_process';
import { freePort, prismBin, prismDocument } from '@siteapi/cli';
import { builtCli, CLI_OUT, startCliMock } from '../lib/built-cli.ts';
import { MB, ms, ratio } from '../lib/format.ts';
import { BUNDLED_DOCUMENT, rel } from '../lib/paths.ts';
import { signalTree, treeRss } from '../lib/process-tree.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize } from '../lib/stats.ts';

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

/** Resident memory of a process tree sampled every 50 ms until stopped: the peak. */
function sampler(pid: number): () => number {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRss(pid));
  };
}

/** One Prism start on a document, with the arguments cli/src/prism.ts gives it (`--errors false`). */
export async function startOnce(document = BUNDLED_DOCUMENT): Promise<Start> {
  const host = '127.0.0.1';
  const port = await freePort(host);
  const started = performance.now();
  const child = spawn(process.execPath, [prismBin(), 'mock', document, '-h', host, '-p', String(port), '--errors', 'false'], {
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
  const peak = sampler(child.pid!);
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
          return { listeningMs, firstAnswerMs, status: response.status, rssBytes, peakRssBytes: Math.max(peak(), rssBytes) };
        } catch {
          // not accepting yet
        }
      }
      await delay(10);
    }
  } finally {
    peak();
    signalTree(child.pid!, 'SIGTERM');
    const killer = setTimeout(() => signalTree(child.pid!, 'SIGKILL'), 3_000);
    await exited;
    clearTimeout(killer);
  }
}

/** The built `siteapi mock` with an engine: spawn → its URL line → the first answered GET, RSS of its process tree. */
export async function cliStartOnce(engine: 'msw' | 'prism', call = FIRST_CALL): Promise<Start> {
  const started = performance.now();
  const mock = await startCliMock(engine);
  const listeningMs = performance.now() - started;
  const peak = sampler(mock.pid);
  try {
    const response = await fetch(`${mock.url}${call}`);
    await response.arrayBuffer();
    const firstAnswerMs = performance.now() - started;
    const rssBytes = treeRss(mock.pid);
    return { listeningMs, firstAnswerMs, status: response.status, rssBytes, peakRssBytes: Math.max(peak(), rssBytes) };
  } finally {
    peak();
    await mock.stop();
  }
}

const CONTENDERS = ['prism-full', 'prism-slim', 'cli-prism', 'cli-msw'] as const;
type Contender = (typeof CONTENDERS)[number];
const LABELS: Record<Contender, string> = {
  'prism-full': 'Prism, the bundle as it is (4.2 MB)',
  'prism-slim': 'Prism, its slim copy (what startPrism serves)',
  'cli-prism': 'siteapi mock --engine prism (built)',
  'cli-msw': 'siteapi mock, msw, the default (built)',
};

export const mock: Section = {
  id: 'mock',
  title: 'Mock: spawn → first answer and memory, Prism and the built siteapi mock, all nine services',
  async run(ctx) {
    await builtCli(ctx.log);
    const slim = await prismDocument(BUNDLED_DOCUMENT, { mock: true });
    const starts = Object.fromEntries(CONTENDERS.map((c) => [c, [] as Start[]])) as Record<Contender, Start[]>;
    const once = (c: Contender): Promise<Start> =>
      c === 'prism-full' ? startOnce() : c === 'prism-slim' ? startOnce(slim) : cliStartOnce(c === 'cli-prism' ? 'prism' : 'msw');
    await interleave(CONTENDERS, { runs: ctx.runs, warmup: ctx.warmup, onRound: (round, total) => ctx.log(`  round ${round}/${total}`) }, async (c, warm) => {
      const start = await once(c);
      if (start.status !== 200) throw new Error(`${LABELS[c]} answered ${FIRST_CALL} with ${start.status}, expected 200`);
      ctx.log(`    ${LABELS[c]}: ${ms(start.firstAnswerMs)}, ${MB(start.rssBytes)}${warm ? ' (warm-up)' : ''}`);
      if (!warm) starts[c].push(start);
      return start.firstAnswerMs;
    });
    const stats = Object.fromEntries(
      CONTENDERS.map((c) => [
        c,
        {
          listeningMs: summarize(starts[c].map((s) => s.listeningMs)),
          firstAnswerMs: summarize(starts[c].map((s) => s.firstAnswerMs)),
          rssBytes: summarize(starts[c].map((s) => s.rssBytes)),
          peakRssBytes: summarize(starts[c].map((s) => s.peakRssBytes)),
        },
      ]),
    ) as Record<Contender, Record<'listeningMs' | 'firstAnswerMs' | 'rssBytes' | 'peakRssBytes', ReturnType<typeof summarize>>>;
    const reference = stats['prism-full'].firstAnswerMs.median;
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `Prism (the installed @stoplight/prism-cli) on ${rel(BUNDLED_DOCUMENT)} as it is, and on its slim copy (cli/src/prism-document.ts: no prose, x- extensions, webhooks, nor response schemas beside examples), with the arguments cli/src/prism.ts gives it; times from spawn to the first answered GET ${FIRST_CALL} (polled every 10 ms once Prism prints that it listens).`,
        `The built command (cli/bin/siteapi.js over dist/, as an installed \`siteapi\` runs) on ${rel(CLI_OUT)}, which it generated itself beforehand: spawn → its URL line → the first answered GET ${FIRST_CALL}; this includes its up-to-date check of the out folder, and for Prism the slim copy (cached by content) and the CORS gate in front of it.`,
        'Memory: resident set size of the process and its descendants (/proc) right after the first answer, and the peak sampled every 50 ms during start-up.',
        `${ctx.warmup} warm-up round(s), then ${ctx.runs} rounds; the four contenders in a rotating order each round, one after another.`,
      ],
      table: {
        columns: ['spawn → first answer', 'median', 'min', 'max', 'ratio', 'RSS', 'peak RSS'],
        rows: CONTENDERS.map((c) => {
          const s = stats[c];
          return [
            LABELS[c],
            ms(s.firstAnswerMs.median),
            ms(s.firstAnswerMs.min),
            ms(s.firstAnswerMs.max),
            ratio(s.firstAnswerMs.median / reference),
            MB(s.rssBytes.median),
            MB(s.peakRssBytes.median),
          ];
        }),
        notes: [
          ...(['cli-prism', 'cli-msw'] as const).map((c) => {
            const s = stats[c];
            const meets = s.firstAnswerMs.median <= 2000 && s.peakRssBytes.median <= 150e6;
            return `Goal ≤ 2 s and ≤ 150 MB for all nine services: ${LABELS[c]} ${meets ? 'meets it' : 'does not meet it'} (${ms(s.firstAnswerMs.median)}, peak ${MB(s.peakRssBytes.median)}).`;
          }),
        ],
      },
      data: { stats, starts },
    };
  },
};

// App-test start-up: how long until a test's first call is answered, with Prism as a child process, with
// `siteapi mock` (engine msw) as a child process, and with the msw handlers in the test's own process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { runNode, tsxArgs } from '../lib/child.ts';
import { MB, ms } from '../lib/format.ts';
import { BUNDLED_DOCUMENT, DRIVERS, ROOT, rel } from '../lib/paths.ts';
import { signalTree, treeRss } from '../lib/process-tree.ts';
import type { Section } from '../lib/section.ts';
import { summarize } from '../lib/stats.ts';
import { prismDocument } from '@siteapi/cli';
import { builtCli } from '../lib/built-cli.ts';
import { cliStartOnce, startOnce as startPrism } from './mock.ts';

const FIRST_CALL = '/blog/v3/posts/3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56';

interface Sample {
  firstAnswerMs: number;
  rssBytes?: number;
}

/** `siteapi mock` (engine msw) from source, as `npm run mock` runs it: spawn → first answer. */
async function mswServerOnce(): Promise<Sample> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    tsxArgs(path.join(ROOT, 'cli/src/main.ts'), 'mock', '--engine', 'msw', '--port', '0', '--out', 'generated/src', '--msw', '-q'),
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let url: string | undefined;
    for await (const line of createInterface({ input: child.stdout })) {
      url = /: (http:\/\/\S+) \(Ctrl\+C/.exec(line)?.[1];
      if (url) break;
    }
    if (!url) throw new Error('siteapi mock ended before serving');
    const response = await fetch(`${url}${FIRST_CALL}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`msw mock answered ${response.status}`);
    return { firstAnswerMs: performance.now() - started, rssBytes: treeRss(child.pid!) };
  } finally {
    signalTree(child.pid!, 'SIGINT');
    await exited;
  }
}

/** The handlers in a fresh process of their own (the test's): spawn → the first generated call answered. */
async function mswInProcessOnce(): Promise<Sample & { inProcessMs: number }> {
  const result = await runNode(tsxArgs(path.join(DRIVERS, 'msw-first-answer.ts'), BUNDLED_DOCUMENT));
  const out = JSON.parse(result.stdout) as { inProcessMs: number; sinceStartMs: number; title?: string };
  if (!out.title) throw new Error(`msw in-process: no post in the answer: ${result.stdout}`);
  return { firstAnswerMs: out.sinceStartMs, inProcessMs: out.inProcessMs };
}

export const appTestStartup: Section = {
  id: 'app-test-startup',
  title: "App-test start-up: Prism vs msw, to a test's first answered call",
  async run(ctx) {
    await builtCli(ctx.log);
    // What an app test's startPrism serves (the contract project's set-up does the same).
    const slim = await prismDocument(BUNDLED_DOCUMENT, { mock: true });
    const prism: Sample[] = [];
    const server: Sample[] = [];
    const built: Sample[] = [];
    const inProcess: (Sample & { inProcessMs: number })[] = [];
    for (let i = 0; i < ctx.warmup + ctx.runs; i++) {
      const round = [await startPrism(slim), await mswServerOnce(), await mswInProcessOnce(), await cliStartOnce('msw', FIRST_CALL)] as const;
      ctx.log(
        `  ${i < ctx.warmup ? 'warm-up' : `run ${i - ctx.warmup + 1}/${ctx.runs}`}: Prism ${ms(round[0].firstAnswerMs)}, msw server ${ms(round[1].firstAnswerMs)} (built ${ms(round[3].firstAnswerMs)}), msw in-process ${ms(round[2].inProcessMs)}`,
      );
      if (i < ctx.warmup) continue;
      prism.push(round[0]);
      server.push(round[1]);
      inProcess.push(round[2]);
      built.push(round[3]);
    }
    const stat = (values: number[]) => summarize(values);
    const p = stat(prism.map((s) => s.firstAnswerMs));
    const row = (label: string, values: number[], rss?: number[]) => {
      const s = stat(values);
      return [label, ms(s.median), ms(s.min), ms(s.max), `×${(s.median / p.median).toFixed(3)}`, rss ? MB(stat(rss).median) : '—'];
    };
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `Prism: the mock section's start (spawn → its first answered GET ${'/blog/v3/posts'}) on the slim copy of ${rel(BUNDLED_DOCUMENT)} that startPrism serves (as the contract tests' set-up does); RSS of its process tree then.`,
        `msw server: \`siteapi mock --engine msw\` from source (tsx), spawn → its URL line → the first answered GET ${FIRST_CALL}; RSS of its process tree then. The built row runs cli/bin/siteapi.js over dist/ on bench/.work/cli-out, as an installed \`siteapi\` does.`,
        'msw in the test process: a fresh Node process (tsx, from source) imports msw/node, @siteapi/mock, the runtime and the blog client, reads the document, sets up the handlers and answers getPost through the generated client; "in-process" is from its first line to the answer, "process start" adds Node and tsx starting.',
        `${ctx.warmup} warm-up round(s), then ${ctx.runs} rounds of the three, one after another.`,
      ],
      table: {
        columns: ['to the first answer', 'median', 'min', 'max', 'ratio to Prism', 'RSS'],
        rows: [
          row(
            'Prism child process (spawn →)',
            prism.map((s) => s.firstAnswerMs),
            prism.map((s) => s.rssBytes ?? 0),
          ),
          row(
            'siteapi mock, msw, from source (spawn →)',
            server.map((s) => s.firstAnswerMs),
            server.map((s) => s.rssBytes ?? 0),
          ),
          row(
            'siteapi mock, msw, built (spawn →)',
            built.map((s) => s.firstAnswerMs),
            built.map((s) => s.rssBytes ?? 0),
          ),
          row(
            'msw in the test process (process start →)',
            inProcess.map((s) => s.firstAnswerMs),
          ),
          row(
            'msw in the test process (set-up → answer)',
            inProcess.map((s) => s.inProcessMs),
          ),
        ],
      },
      data: { prism, server, built, inProcess },
    };
  },
};

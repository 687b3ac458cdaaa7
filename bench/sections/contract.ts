// Contract check: the built `siteapi contract` end to end (spawn → exit) on the nine services, with its memory.
import { spawn } from 'node:child_process';
import { BIN, builtCli, CLI_OUT } from '../lib/built-cli.ts';
import { MB, ms } from '../lib/format.ts';
import { ROOT } from '../lib/paths.ts';
import { treeRss } from '../lib/process-tree.ts';
import type { Section } from '../lib/section.ts';
import { summarize } from '../lib/stats.ts';

interface Run {
  ms: number;
  peakRssBytes: number;
  operations: number;
  failed: number;
}

/** One `siteapi contract --json` from spawn to exit, the RSS of its process tree (it and Prism) sampled every 50 ms. */
function contractOnce(): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, 'contract', '--out', CLI_OUT, '--msw', '--json', '-q'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let peakRssBytes = 0;
    const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, treeRss(child.pid!))), 50);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => {
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      try {
        const report = JSON.parse(stdout) as { operations: unknown[]; failed: number };
        if (code !== 0 || report.failed > 0) throw new Error(`exit code ${code}, ${report.failed} failed`);
        resolve({ ms: elapsed, peakRssBytes, operations: report.operations.length, failed: report.failed });
      } catch (error) {
        reject(new Error(`siteapi contract: ${(error as Error).message}\n${(stderr || stdout).slice(-2000)}`));
      }
    });
  });
}

export const contract: Section = {
  id: 'contract',
  title: 'Contract check: the built siteapi contract on the nine services, spawn → exit',
  async run(ctx) {
    await builtCli(ctx.log);
    const runs: Run[] = [];
    for (let i = 0; i < ctx.warmup + ctx.runs; i++) {
      const run = await contractOnce();
      ctx.log(
        `  ${i < ctx.warmup ? 'warm-up' : `run ${i - ctx.warmup + 1}/${ctx.runs}`}: ${run.operations} operations in ${ms(run.ms)}, peak ${MB(run.peakRssBytes)}`,
      );
      if (i >= ctx.warmup) runs.push(run);
    }
    const time = summarize(runs.map((r) => r.ms));
    const rss = summarize(runs.map((r) => r.peakRssBytes));
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `\`siteapi contract --out bench/.work/cli-out --json\` with the built command (cli/bin/siteapi.js over dist/): the up-to-date check, Prism started on the slim copy of the bundle while the generated client loads, every example of all ${runs[0]?.operations ?? 248} operations called through the client (8 in flight) and judged, Prism stopped.`,
        'Before a run counts, its report must list every operation passed (exit code 0).',
        'Memory: the peak resident set size of the command and its descendants (Prism), sampled every 50 ms.',
        `${ctx.warmup} warm-up run(s), then ${ctx.runs} runs, one after another.`,
      ],
      table: {
        columns: ['siteapi contract', 'median', 'min', 'max', 'peak RSS'],
        rows: [[`${runs[0]?.operations ?? 0} operations, spawn → exit`, ms(time.median), ms(time.min), ms(time.max), MB(rss.median)]],
        notes: [`Goal ≤ 8 s: ${time.median <= 8000 ? 'met' : 'not met'} (median ${ms(time.median)}).`],
      },
      data: { runs, time, rss },
    };
  },
};

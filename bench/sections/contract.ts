// Contract check: the built `siteapi contract` end to end (spawn → exit) on the nine services, with its memory.
import { builtCli, CLI_OUT, runContract } from '../lib/built-cli.ts';
import { MB, ms } from '../lib/format.ts';
import type { Section } from '../lib/section.ts';
import { summarize } from '../lib/stats.ts';

interface Run {
  ms: number;
  peakRssBytes: number;
  operations: number;
  failed: number;
}

/** One `siteapi contract --json` from spawn to exit, the RSS of its process tree (it and Prism) sampled every 50 ms. */
async function contractOnce(): Promise<Run> {
  const run = await runContract(['--out', CLI_OUT, '--msw']);
  if (!run.report || run.code !== 0 || run.report.failed > 0)
    throw new Error(`siteapi contract: exit code ${run.code}, ${run.report ? `${run.report.failed} failed` : 'no report'}\n${run.output}`);
  return { ms: run.ms, peakRssBytes: run.peakRssBytes, operations: run.report.operations.length, failed: run.report.failed };
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

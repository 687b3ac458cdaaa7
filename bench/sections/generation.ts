// Generation: this project's generator and the peers on the same nine spec files, each run in a fresh process.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { runNode } from '../lib/child.ts';
import { ms, ratio } from '../lib/format.ts';
import { buildGenerator, generatorArgs } from '../lib/generator-driver.ts';
import { DRIVERS, SPEC_DIR, WORK, rel } from '../lib/paths.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize } from '../lib/stats.ts';

const OUT = path.join(WORK, 'generation');

type Entry = 'ours' | 'ours-source' | 'ours-rerun' | 'openapi-typescript' | 'hey-api';

const LABELS: Record<Entry, string> = {
  ours: 'siteapi-kit codegen (parse → IR → emit, write; built, as installed)',
  'ours-source': 'siteapi-kit codegen from source through tsx (npm run generate)',
  'ours-rerun': 'siteapi-kit codegen, no-change rerun (built)',
  'openapi-typescript': 'openapi-typescript (types)',
  'hey-api': '@hey-api/openapi-ts (types, sdk, transformers, client)',
};

const command: Record<Entry, () => string[]> = {
  ours: () => generatorArgs('built', 'full', SPEC_DIR, path.join(OUT, 'ours')),
  'ours-source': () => generatorArgs('source', 'full', SPEC_DIR, path.join(OUT, 'ours-source')),
  'ours-rerun': () => generatorArgs('built', 'rerun', SPEC_DIR, path.join(OUT, 'ours-rerun')),
  'openapi-typescript': () => [path.join(DRIVERS, 'generate-openapi-typescript.mjs'), SPEC_DIR, path.join(OUT, 'openapi-typescript')],
  'hey-api': () => [path.join(DRIVERS, 'generate-hey-api.mjs'), SPEC_DIR, path.join(OUT, 'hey-api')],
};

export const generation: Section = {
  id: 'generation',
  title: 'Generation: all 9 specs, one process per run',
  async run(ctx) {
    await rm(OUT, { recursive: true, force: true });
    await buildGenerator(ctx.log);
    // The rerun starts from a folder this generator wrote the way `npm run generate` does (manifest included).
    ctx.log('  first generation into the rerun folder');
    await runNode(command['ours-rerun']());
    const outcomes = new Set<string>();
    const entries: Entry[] = ['ours', 'ours-source', 'openapi-typescript', 'hey-api', 'ours-rerun'];
    const samples = await interleave(entries, { ...ctx, onRound: (round, total) => ctx.log(`  round ${round}/${total}`) }, async (entry, warm) => {
      // Output folders are removed first so every full run writes from scratch.
      if (entry !== 'ours-rerun') await rm(path.join(OUT, entry), { recursive: true, force: true });
      const { ms: elapsed, stdout } = await runNode(command[entry]());
      if (entry === 'ours-rerun' && !warm) outcomes.add((JSON.parse(stdout.trim().split('\n').pop()!) as { outcome: string }).outcome);
      if (warm) ctx.log(`  warm-up ${entry}: ${ms(elapsed)}`);
      return elapsed;
    });
    const stats = Object.fromEntries(entries.map((e) => [e, summarize(samples[e])])) as Record<Entry, ReturnType<typeof summarize>>;
    const base = stats.ours.median;
    const rerun = [...outcomes].join('; ');
    const rerunLabel =
      outcomes.size === 1 && rerun.startsWith('skipped') ? 'content-hash skip' : rerun.includes('no content-hash skip') ? 'full: no hash skip yet' : rerun;
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `Input: the nine files of spec/ (${rel(SPEC_DIR)}/*.yaml) for every tool, each reading and resolving the YAML itself; not the bundled generated/src/openapi.json, whose operationIds and component names are namespaced for the mock.`,
        'Time: wall clock from spawn to exit of a fresh Node process per run (module loading included, no warm module cache), output written to bench/.work/generation/.',
        'This project runs as plain Node ESM on its built packages (codegen/dist, brought up to date with `tsc -b` before the rounds), as an installed `siteapi generate` runs and as the peers run through their programmatic APIs (one process for all nine specs; hey-api gets one job per spec); the same driver from source through tsx, as `npm run generate` runs in a checkout, is the second row.',
        'hey-api plugins: @hey-api/client-fetch, @hey-api/typescript, @hey-api/sdk (transformer: true), @hey-api/transformers (dates: true). openapi-typescript: one .d.ts per spec.',
        `No-change rerun: the generator run again, specs unchanged, into a folder it wrote itself, through codegen's content-hash skip (codegen/incremental/ generateIncremental) when the checkout has it, else a second full generation; this run: ${rerun}. bench/drivers/generate-ours.mjs \`rerun\` is the one place that decides.`,
        `Runs are interleaved round by round in a rotating order; ${ctx.warmup} warm-up round(s) not counted. Ratio: median ÷ this project's full generation (built).`,
      ],
      table: {
        columns: ['generator', 'median', 'min', 'max', '× siteapi-kit'],
        rows: entries.map((e) => [
          e === 'ours-rerun' ? `${LABELS[e]} (${rerunLabel})` : LABELS[e],
          ms(stats[e].median),
          ms(stats[e].min),
          ms(stats[e].max),
          ratio(stats[e].median / base),
        ]),
      },
      data: { unit: 'ms', input: 'spec/*.yaml (9 files)', rerun, stats, samples },
    };
  },
};

// Mock under load: 50 keep-alive clients sending 5,000 GETs over a mix of operations to the built `siteapi mock`,
// with each engine; the load generator runs in its own process (drivers/mock-load.ts).
import path from 'node:path';
import { builtCli, type RunningMock, startCliMock } from '../lib/built-cli.ts';
import { runNode, tsxArgs } from '../lib/child.ts';
import { ms, ratio } from '../lib/format.ts';
import { DRIVERS } from '../lib/paths.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize } from '../lib/stats.ts';

const CLIENTS = 50;
const REQUESTS = 5_000;
/** GETs of six services: lists, reads by id or slug, a count. */
const PATHS = [
  '/blog/v3/posts',
  '/blog/v3/posts/3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56',
  '/blog/v3/posts/slugs/welcome-to-the-blog',
  '/blog/v2/stats/posts/total',
  '/bookings/v2/services/a1b2c3d4-0000-4000-8000-000000000001',
  '/wix-data/v2/collections',
  '/members/v1/members',
  '/pricing-plans/v2/plans/public',
  '/reviews/v1/reviews/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
];

interface Load {
  answers: number;
  lost: number;
  ms: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

const ENGINES = ['prism', 'msw'] as const;
type Engine = (typeof ENGINES)[number];
const LABELS: Record<Engine, string> = {
  prism: 'siteapi mock --engine prism',
  msw: 'siteapi mock, msw (the default)',
};

async function load(url: string, clients = CLIENTS, requests = REQUESTS, paths = PATHS): Promise<Load> {
  const result = await runNode(tsxArgs(path.join(DRIVERS, 'mock-load.ts'), url, String(clients), String(requests), ...paths));
  return JSON.parse(result.stdout) as Load;
}

export const mockLoad: Section = {
  id: 'mock-load',
  title: `Mock under load: ${CLIENTS} keep-alive clients, ${REQUESTS.toLocaleString('en')} GETs, answers per second and latency`,
  async run(ctx) {
    await builtCli(ctx.log);
    const servers = {} as Record<Engine, RunningMock>;
    const loads = Object.fromEntries(ENGINES.map((e) => [e, [] as Load[]])) as Record<Engine, Load[]>;
    try {
      for (const engine of ENGINES) {
        ctx.log(`  starting ${LABELS[engine]}`);
        servers[engine] = await startCliMock(engine);
        // Before timing: every path of the mix is answered 200 by this engine.
        const check = await load(servers[engine].url, 1, PATHS.length);
        if (check.statuses['200'] !== PATHS.length)
          throw new Error(`${LABELS[engine]}: the mix's paths answered ${JSON.stringify(check.statuses)}, expected 200 each`);
      }
      await interleave(
        ENGINES,
        { runs: ctx.runs, warmup: ctx.warmup, onRound: (round, total) => ctx.log(`  round ${round}/${total}`) },
        async (engine, warm) => {
          const result = await load(servers[engine].url);
          ctx.log(
            `    ${LABELS[engine]}: ${result.perSecond.toFixed(0)}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.lost} lost${warm ? ' (warm-up)' : ''}`,
          );
          if (!warm) loads[engine].push(result);
          return result.ms;
        },
      );
    } finally {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
    }
    const stats = Object.fromEntries(
      ENGINES.map((e) => [
        e,
        {
          perSecond: summarize(loads[e].map((l) => l.perSecond)),
          p50: summarize(loads[e].map((l) => l.p50)),
          p99: summarize(loads[e].map((l) => l.p99)),
          lost: loads[e].reduce((n, l) => n + l.lost, 0),
          non200: loads[e].reduce((n, l) => n + l.answers - (l.statuses['200'] ?? 0), 0),
        },
      ]),
    ) as Record<
      Engine,
      { perSecond: ReturnType<typeof summarize>; p50: ReturnType<typeof summarize>; p99: ReturnType<typeof summarize>; lost: number; non200: number }
    >;
    const reference = stats.prism.perSecond.median;
    const goal = (s: (typeof stats)['msw']) => s.perSecond.median >= 2000 && s.p99.median <= 100 && s.lost === 0;
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `The built \`siteapi mock\` (cli/bin/siteapi.js over dist/) with each engine on bench/.work/cli-out, started once each before the rounds (its start-up is the mock section's); both serve while the other is loaded.`,
        `The load: a separate Node process (drivers/mock-load.ts) with ${CLIENTS} clients, each one keep-alive connection (node:http Agent) sending GETs one after another over ${PATHS.length} paths in turn (${PATHS.join(', ')}), ${REQUESTS.toLocaleString('en')} in all; latency from sending to the answer's last byte; lost: no answer (error, reset or 10 s without one).`,
        'Before timing, every path of the mix must be answered 200 by each engine.',
        `${ctx.warmup} warm-up round(s), then ${ctx.runs} rounds, the engines in a rotating order; medians over rounds, lost summed over rounds.`,
      ],
      table: {
        columns: [`${CLIENTS} clients, ${REQUESTS.toLocaleString('en')} GETs`, 'answers/s', 'min', 'max', 'ratio', 'p50', 'p99', 'lost', 'not 200'],
        rows: ENGINES.map((e) => {
          const s = stats[e];
          return [
            LABELS[e],
            s.perSecond.median.toFixed(0),
            s.perSecond.min.toFixed(0),
            s.perSecond.max.toFixed(0),
            ratio(s.perSecond.median / reference),
            ms(s.p50.median),
            ms(s.p99.median),
            String(s.lost),
            String(s.non200),
          ];
        }),
        notes: [
          ...(['prism', 'msw'] as const).map(
            (c) =>
              `Goal ≥ 2,000 answers/s, p99 ≤ 100 ms, 0 lost: ${LABELS[c]} ${goal(stats[c]) ? 'meets it' : 'does not meet it'} (${stats[c].perSecond.median.toFixed(0)}/s, p99 ${ms(stats[c].p99.median)}, ${stats[c].lost} lost).`,
          ),
        ],
      },
      data: { stats, loads, paths: PATHS, clients: CLIENTS, requests: REQUESTS },
    };
  },
};

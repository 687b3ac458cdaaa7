// Explorer first render in Chromium: what `npm run bench:explorer` measures (bench/explorer/run.ts), run
// with the bench's runs and warm-up. When the explorer cannot be built or Chromium cannot start, the section
// reports "not measured" with the reason; it never makes a number up.
import { BENCH_COLUMNS, benchExplorer, benchRows, type BenchCase } from '../explorer/run.ts';
import type { Table } from '../lib/format.ts';
import type { Section, SectionContext } from '../lib/section.ts';

export interface FirstRender {
  /** What was measured, one sentence each, for results.md. */
  method: string[];
  table: Table;
  /** Raw numbers for results.json. */
  data: unknown;
}

/** Builds the explorer, loads it cold in Chromium (playwright-core) and times the operation list's first render. */
export async function measureFirstRender(ctx: SectionContext): Promise<FirstRender | { skipped: string }> {
  let cases: BenchCase[];
  try {
    cases = await benchExplorer({ runs: ctx.runs, warmup: ctx.warmup, log: ctx.log });
  } catch (error) {
    return { skipped: `the explorer could not be built or loaded: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  return {
    method: [
      `Median of ${ctx.runs} cold page loads (fresh browser context each) after ${ctx.warmup} warm-up, the built explorer served statically on loopback.`,
      'First paint: from navigation start to the first operation row in the DOM; bytes: response bodies fetched until then.',
      'Palette query: typing "bookings getservice" into the Ctrl+K palette until the first result names it; open: Enter until the request builder shows.',
      'Synthetic document: the bundled operations repeated under other paths. Peers: first paint measured once on these machines (shared/FACTS.md), not re-run.',
    ],
    table: { columns: BENCH_COLUMNS, rows: benchRows(cases) },
    data: { measured: true, cases },
  };
}

export const explorerRender: Section = {
  id: 'explorer-render',
  title: 'Explorer: first render in Chromium',
  async run(ctx) {
    const measured = await measureFirstRender(ctx);
    if ('skipped' in measured) {
      return {
        id: this.id,
        title: this.title,
        status: 'not measured',
        method: [`Not measured: ${measured.skipped}.`],
        data: { measured: false, reason: measured.skipped },
      };
    }
    return { id: this.id, title: this.title, status: 'measured', method: measured.method, table: measured.table, data: measured.data };
  },
};

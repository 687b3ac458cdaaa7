// Explorer first render in Chromium: a slot for the explorer's owners. Until `measureFirstRender` is implemented
// the section reports "not measured"; it never makes a number up.
import type { Section, SectionContext } from '../lib/section.ts';
import type { Table } from '../lib/format.ts';

export interface FirstRender {
  /** What was measured, one sentence each, for results.md. */
  method: string[];
  table: Table;
  /** Raw numbers for results.json. */
  data: unknown;
}

/**
 * The hook: load the built explorer in Debian's Chromium (playwright-core, `executablePath: '/usr/bin/chromium'`)
 * against a local Prism and time the first render of the operation list. Return `undefined` while not implemented.
 */
export async function measureFirstRender(_ctx: SectionContext): Promise<FirstRender | undefined> {
  return undefined;
}

export const explorerRender: Section = {
  id: 'explorer-render',
  title: 'Explorer: first render in Chromium',
  async run(ctx) {
    const measured = await measureFirstRender(ctx);
    if (!measured) {
      return {
        id: this.id,
        title: this.title,
        status: 'not measured',
        method: ['Not measured yet: bench/sections/explorer-render.ts `measureFirstRender` is the slot for it.'],
        data: { measured: false },
      };
    }
    return { id: this.id, title: this.title, status: 'measured', method: measured.method, table: measured.table, data: measured.data };
  },
};

// The docs site `siteapi docs` builds for GitHub's REST description against Scalar and Swagger UI, in one Chromium
// run (bench/docs/run.ts). A peer that cannot load, or a figure that does not come within the timeout, is reported
// "not measured" with the reason; no number is made up.
import { benchDocs, type DocsBench, OPEN_TITLE, TOOLS, VIEWPORT } from '../docs/run.ts';
import { MB, ms, ratio, type Table, verdict, versus } from '../lib/format.ts';
import type { Section } from '../lib/section.ts';

const BUILD_GOAL_MS = 15_000;
const PAINT_GOAL_MS = 1_000;
const PEER_SHARE_GOAL = 1 / 5;

function table(result: DocsBench): Table {
  const ours = result.tools[0]!;
  const rows = result.tools.map((tool) => [
    tool.name,
    tool.firstPaintMs === undefined ? 'not measured' : ms(tool.firstPaintMs),
    tool.openMs === undefined ? 'not measured' : ms(tool.openMs),
    tool.heapBytes === undefined ? 'not measured' : MB(tool.heapBytes),
    `${tool.blockedPerLoad}${tool.blockedHosts.length ? ` (${tool.blockedHosts.join(', ')})` : ''}`,
    tool === ours ? '' : versus(ours.firstPaintMs, tool.firstPaintMs),
    tool === ours ? '' : versus(ours.openMs, tool.openMs),
    tool === ours ? '' : versus(ours.heapBytes, tool.heapBytes),
  ]);
  const { build } = result;
  const notes = [
    `siteapi docs build: ${ms(build.wallMs)} wall, ${ms(build.cpuMs)} CPU (${ms(build.userMs)} user, ${ms(build.systemMs)} system); ${build.files}`,
    verdict(`Goal: the docs build in ≤ ${BUILD_GOAL_MS / 1000} s`, ms(build.wallMs), build.wallMs <= BUILD_GOAL_MS),
    verdict(
      `Goal: first paint ≤ ${ms(PAINT_GOAL_MS)}`,
      ours.firstPaintMs === undefined ? undefined : ms(ours.firstPaintMs),
      ours.firstPaintMs === undefined ? undefined : ours.firstPaintMs <= PAINT_GOAL_MS,
    ),
  ];
  for (const peer of result.tools.slice(1)) {
    const share = ours.firstPaintMs !== undefined && peer.firstPaintMs !== undefined ? ours.firstPaintMs / peer.firstPaintMs : undefined;
    notes.push(
      verdict(
        `Goal: first paint ≤ ⅕ of ${peer.name}'s`,
        share === undefined ? undefined : ratio(share),
        share === undefined ? undefined : share <= PEER_SHARE_GOAL,
      ),
    );
  }
  for (const tool of result.tools) if (tool.missing.length) notes.push(`${tool.name}: not measured: ${tool.missing.join('; ')}.`);
  return {
    columns: [
      'tool',
      'first paint',
      `open "${OPEN_TITLE}"`,
      'JS heap after load',
      'blocked requests / load',
      'first paint, ours ÷',
      'open, ours ÷',
      'heap, ours ÷',
    ],
    rows,
    notes,
  };
}

export const docsSite: Section = {
  id: 'docs-site',
  title: "Docs site on GitHub's REST description (1,223 operations): siteapi docs vs Scalar and Swagger UI",
  defaultRuns: 3,
  async run(ctx) {
    let result: DocsBench;
    try {
      result = await benchDocs({ runs: ctx.runs, warmup: ctx.warmup, log: ctx.log });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      ctx.log(`  not measured: ${error instanceof Error ? error.message : reason}`);
      return { id: this.id, title: this.title, status: 'not measured', method: [`Not measured: ${reason}.`], data: { measured: false, reason } };
    }
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        "Input: @octokit/openapi's generated/api.github.com.json. The site is built by the built command (`node cli/bin/siteapi.js docs --spec <it> --out <tmp>/site -q`) over the prebuilt app shell (`npm run build:shell`, not timed, as it ships in the package); wall time from spawn to exit, CPU time of the command and its children from the shell's `times`.",
        "Peers: Scalar's standalone bundle (`@scalar/api-reference` dist/browser/standalone.js, `Scalar.createApiReference('#app', { url })`) and Swagger UI's (`swagger-ui-dist` swagger-ui-bundle.js, `SwaggerUIBundle({ url, deepLinking: true })`), each in a minimal index.html beside a copy of the same JSON document.",
        `Each tool served statically on its own 127.0.0.1 port; Chromium (playwright-core) at ${VIEWPORT.width}×${VIEWPORT.height}; every request to another host aborted and counted. Median of ${ctx.runs} cold loads (a fresh browser context each) after ${ctx.warmup} warm-up round; each round takes the tools in a rotating order.`,
        `First paint: navigation start → the first animation frame on which the first operation of the list is in the DOM (${TOOLS.map((t) => `${t.name}: \`${t.listedSelector}\``).join('; ')}), checked every frame by a script the page runs first.`,
        `Open: a cold load of the deep link to GitHub's repos/get, navigation start → the operation shown with its title in view (${TOOLS.map((t) => `${t.name}: \`${t.deepLink}\`, ${t.openedSelector}`).join('; ')}).`,
        'JS heap: CDP Performance.getMetrics JSHeapUsedSize on the first-paint load, once the load event has fired and the network has been idle (at most 30 s more); no forced GC. Ratios: ours ÷ the peer; goals from the project issues: the docs build ≤ 15 s, first paint ≤ 1 s and ≤ ⅕ of each peer.',
        'A figure is "not measured" when its condition did not hold within 90 s in any one of the loads; a deep link that did not open once is not tried again. Swagger UI 5.35 lists operations in a virtualized list (only the rows in view are in the DOM) and its deep link for an operationId with a slash does not survive a load: `#/repos/repos%5C%2Fget`, the link it writes itself when repos/get is opened, is cut to `#/repos/repos%5C` and nothing opens.',
      ],
      table: table(result),
      data: { measured: true, ...result, tools: result.tools },
    };
  },
};

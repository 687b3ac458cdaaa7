// Screenshots for bench/docs/comparison.md: the same operation pages of Scalar's Galaxy and GitHub's REST description
// at 1440 × 900, in the site `siteapi docs` builds and in Scalar's standalone API reference, both served statically
// on loopback in one Chromium (any other host is blocked). Also the site's page right after "Try it" is clicked.
//   node --conditions=@siteapi/source --import tsx bench/docs/screenshots.ts <label> [--scalar] [--phone]
// writes bench/docs/screenshots/siteapi-<label>-<page>.png (and scalar-<page>.png with --scalar); with --phone at
// 390 × 844 instead, into siteapi-<label>-<page>-390.png (scalar-<page>-390.png).
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { runCli } from '../../cli/src/run.ts';
import { launchChromium } from '../../explorer/dev/chromium.ts';
import { buildShell } from '../../explorer/vite/build-shell.ts';
import { serveStatic } from '../../explorer/vite/static-server.ts';
import { ROOT, WORK } from '../lib/paths.ts';
import { GITHUB_DOCUMENT, VIEWPORT } from './run.ts';

const OUT = path.join(ROOT, 'bench', 'docs', 'screenshots');
const GALAXY = path.join(ROOT, 'node_modules', '@scalar', 'galaxy', 'dist', 'latest.json');
const PHONE = { width: 390, height: 844 };

interface Shot {
  /** The file's page part. */
  name: string;
  spec: string;
  /** `?op=` of the site `siteapi docs` builds. */
  op: string;
  /** Scalar's fragment for the same operation; its section's id ends with it. */
  scalar: string;
}

const SHOTS: Shot[] = [
  { name: 'galaxy-get-all-planets', spec: GALAXY, op: 'scalar-galaxy.getAllData', scalar: 'tag/planets/GET/planets' },
  { name: 'galaxy-create-planet', spec: GALAXY, op: 'scalar-galaxy.createPlanet', scalar: 'tag/planets/POST/planets' },
  { name: 'galaxy-upload-image', spec: GALAXY, op: 'scalar-galaxy.uploadImage', scalar: 'tag/planets/POST/planets/{planetId}/image' },
  {
    name: 'github-list-org-repos',
    spec: GITHUB_DOCUMENT,
    op: 'githubs-official-openapi-spec-octokit-extension.reposListForOrg',
    scalar: 'tag/repos/GET/orgs/{org}/repos',
  },
];

async function main(): Promise<void> {
  const [label, ...flags] = process.argv.slice(2);
  if (!label || !/^[a-z0-9-]+$/.test(label)) throw new Error('usage: screenshots.ts <label: a-z, 0-9, -> [--scalar] [--phone]');
  const phone = flags.includes('--phone');
  const viewport = phone ? PHONE : VIEWPORT;
  const suffix = phone ? '-390' : '';
  await mkdir(OUT, { recursive: true });
  await mkdir(WORK, { recursive: true });
  const work = await mkdtemp(path.join(WORK, 'docs-shots-'));
  try {
    await buildShell(path.join(work, 'shell'));
    const specs = [...new Set(SHOTS.map((shot) => shot.spec))];
    const sites = new Map<string, string>();
    for (const [index, spec] of specs.entries()) {
      const out = path.join(work, `site-${index}`);
      const code = await runCli(['docs', '--spec', spec, '--out', out, '--shell', path.join(work, 'shell'), '-q']);
      if (code !== 0) throw new Error(`siteapi docs exited ${code} on ${spec}`);
      const scalar = path.join(work, `scalar-${index}`);
      await mkdir(scalar);
      await copyFile(spec, path.join(scalar, 'openapi.json'));
      await copyFile(path.join(ROOT, 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js'), path.join(scalar, 'standalone.js'));
      await writeFile(
        path.join(scalar, 'index.html'),
        `<!doctype html><html><head><meta charset="utf-8"><title>Scalar</title></head><body><div id="app"></div><script src="./standalone.js"></script><script>Scalar.createApiReference('#app', { url: './openapi.json' })</script></body></html>\n`,
      );
      sites.set(spec, out);
      sites.set(`scalar:${spec}`, scalar);
    }
    const servers = new Map(await Promise.all([...sites].map(async ([key, folder]) => [key, await serveStatic(folder)] as const)));
    const browser = await launchChromium({ args: ['--no-sandbox', '--disable-gpu'] });
    try {
      for (const shot of SHOTS) {
        const context = await browser.newContext({ viewport });
        await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')));
        const page = await context.newPage();
        const ours = servers.get(shot.spec)!.url;
        await page.goto(`${ours}/?op=${encodeURIComponent(shot.op)}`);
        await page.getByRole('button', { name: 'Try it' }).first().waitFor({ timeout: 60_000 });
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `siteapi-${label}-${shot.name}${suffix}.png`) });
        await page.getByRole('button', { name: 'Try it' }).first().click();
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `siteapi-${label}-${shot.name}-try-it${suffix}.png`) });
        if (flags.includes('--scalar')) {
          await page.goto(`${servers.get(`scalar:${shot.spec}`)!.url}/#${shot.scalar}`);
          // Scalar scrolls to the fragment itself and renders sections lazily: wait for the section in view.
          const selector = `section[id$=${JSON.stringify(shot.scalar)}]`;
          await page.waitForFunction(
            (css) => {
              const rect = document.querySelector(css)?.getBoundingClientRect();
              return rect !== undefined && rect.height > 0 && rect.top < innerHeight && rect.bottom > 0;
            },
            selector,
            { timeout: 120_000, polling: 250 },
          );
          await settle(page);
          await page.screenshot({ timeout: 120_000, path: path.join(OUT, `scalar-${shot.name}${suffix}.png`) });
        }
        await context.close();
      }
    } finally {
      await browser.close();
      await Promise.all([...servers.values()].map((server) => server.close()));
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Lets lazy chunks, fonts and smooth scrolling finish before a shot. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1_500);
}

await main();

// Explorer: built JavaScript sizes, the initial chunks (what index.html loads) against the lazily loaded Monaco chunk.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runNode } from '../lib/child.ts';
import { kB, ratio } from '../lib/format.ts';
import { ROOT, WORK, rel } from '../lib/paths.ts';
import type { Section } from '../lib/section.ts';

const DIST = path.join(ROOT, 'explorer', 'dist');
const BUILD = path.join(WORK, 'explorer-dist');
/** What a build of the explorer depends on: a dist older than any of these is stale. */
const SOURCES = ['explorer/src', 'explorer/vite', 'explorer/vite.config.ts', 'explorer/index.html', 'runtime', 'generated', 'package-lock.json'];

async function newestMtime(p: string): Promise<number> {
  const info = await stat(p).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(p)) newest = Math.max(newest, await newestMtime(path.join(p, entry)));
  return newest;
}

/** explorer/dist when it is newer than everything it is built from; otherwise a fresh build into bench/.work. */
async function distFolder(log: (m: string) => void): Promise<{ dir: string; built: boolean }> {
  const index = path.join(DIST, 'index.html');
  if (existsSync(index)) {
    const built = (await stat(index)).mtimeMs;
    const sources = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(path.join(ROOT, s))))));
    if (built >= sources) return { dir: DIST, built: false };
  }
  log(`  ${rel(DIST)} missing or stale: building the explorer into ${rel(BUILD)}`);
  await runNode([
    path.join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    'explorer/vite.config.ts',
    '--outDir',
    BUILD,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  return { dir: BUILD, built: true };
}

interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

const sum = (files: FileSize[]): { files: number; bytes: number; gzip: number } => ({
  files: files.length,
  bytes: files.reduce((n, f) => n + f.bytes, 0),
  gzip: files.reduce((n, f) => n + f.gzip, 0),
});

export const explorerSize: Section = {
  id: 'explorer-size',
  title: 'Explorer: built JavaScript',
  async run(ctx) {
    const { dir, built } = await distFolder(ctx.log);
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    // Initial: the entry script and the chunks index.html preloads.
    const initialNames = new Set(
      [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => path.basename(m[1]!)),
    );
    const assets = path.join(dir, 'assets');
    const files: FileSize[] = [];
    for (const name of (await readdir(assets)).filter((f) => f.endsWith('.js')).sort()) {
      const content = await readFile(path.join(assets, name));
      files.push({ file: name, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    const initial = files.filter((f) => initialNames.has(f.file));
    const workers = files.filter((f) => !initialNames.has(f.file) && /\.worker-/.test(f.file));
    // Monaco is the one multi-megabyte lazy chunk; its name follows the module that imports it.
    const lazy = files.filter((f) => !initialNames.has(f.file) && !workers.includes(f));
    const monaco = lazy.reduce<FileSize | undefined>((big, f) => (!big || f.bytes > big.bytes ? f : big), undefined);
    const rest = lazy.filter((f) => f !== monaco);
    if (initial.length === 0 || !monaco) throw new Error(`explorer build in ${rel(dir)}: no initial chunk or no lazy chunk found`);
    const groups = {
      initial: sum(initial),
      monaco: sum([monaco]),
      workers: sum(workers),
      otherLazy: sum(rest),
    };
    const row = (label: string, g: { files: number; bytes: number; gzip: number }): string[] => [
      label,
      String(g.files),
      kB(g.bytes),
      kB(g.gzip),
      ratio(g.gzip / groups.initial.gzip),
    ];
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `Read from ${built ? `a build made by this run (vite build --config explorer/vite.config.ts --outDir ${rel(BUILD)})` : `${rel(DIST)}, newer than the explorer's sources, runtime/ and generated/`}.`,
        `Initial: the entry script and the modulepreload chunks named by index.html (${[...initialNames].join(', ')}). Monaco: the largest lazily loaded chunk (${monaco.file}); Monaco's workers apart; the rest are the lazy per-service and per-operation chunks. CSS and fonts are not counted.`,
        "gzip with node:zlib at level 9, per file. Ratio: gzip size ÷ the initial chunks'.",
      ],
      table: {
        columns: ['chunks', 'files', 'size', 'gzip', '× initial'],
        rows: [
          row('initial (index.html)', groups.initial),
          row(`Monaco (${monaco.file})`, groups.monaco),
          row('Monaco workers', groups.workers),
          row('other lazy chunks', groups.otherLazy),
        ],
      },
      data: {
        unit: 'bytes',
        dist: rel(dir),
        builtByBench: built,
        groups,
        initial: initial.map((f) => f.file),
        monaco: monaco.file,
        workers: workers.map((f) => f.file),
      },
    };
  },
};

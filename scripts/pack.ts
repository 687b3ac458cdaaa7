// `npm run pack`: builds the installable packages (runtime, document, codegen, mock, explorer, cli, clients) and writes
// their tarballs into dist-packages/, printing each one's name, file count and sizes. The explorer's tarball carries
// its app shell, built here by Vite, which `siteapi docs` builds each document's site over.
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildShell } from '../explorer/vite/build-shell.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DESTINATION = path.join(root, 'dist-packages');
/** The published packages, in dependency order. */
export const PACKAGES = ['runtime', 'document', 'codegen', 'mock', 'explorer', 'cli', 'generated'] as const;

interface PackResult {
  name: string;
  version: string;
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
}

/** npm's own path when started by npm, else `npm` from PATH. */
function npm(args: string[]) {
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.[cm]?js$/.test(npmCli)
    ? run(process.execPath, [npmCli, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
    : run('npm', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
}

export async function pack(log: (line: string) => void = console.log): Promise<string[]> {
  const started = performance.now();
  log('building runtime, document, codegen, mock, explorer, cli and clients (tsc -b)…');
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  await run(process.execPath, [tsc, '-b', ...PACKAGES.map((p) => path.join(p, 'tsconfig.build.json'))], { cwd: root });
  log("building the explorer's app shell (vite)…");
  await buildShell();
  await rm(DESTINATION, { recursive: true, force: true });
  await mkdir(DESTINATION, { recursive: true });
  log('packing…');
  const { stdout } = await npm(['pack', '--json', '--pack-destination', DESTINATION, ...PACKAGES.flatMap((p) => ['--workspace', p])]);
  const results = JSON.parse(stdout) as PackResult[];
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const r of results)
    log(`  ${r.filename.padEnd(34)} ${String(r.entryCount).padStart(4)} files  ${kB(r.size).padStart(9)} packed  ${kB(r.unpackedSize).padStart(10)} unpacked`);
  log(`${results.length} packages in ${path.relative(process.cwd(), DESTINATION) || '.'}/ (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return results.map((r) => path.join(DESTINATION, r.filename));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  pack().catch((error: unknown) => {
    console.error(`pack: ${error instanceof Error ? (error as { stderr?: string }).stderr || error.message : String(error)}`);
    process.exit(1);
  });
}

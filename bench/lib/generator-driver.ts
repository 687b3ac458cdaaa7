// How the bench runs this project's generator: drivers/generate-ours.mjs on the built packages (dist/, what an
// installed `siteapi generate` runs, and plain Node ESM as the peers' drivers are), or on the sources through tsx
// (what `npm run generate` runs in a checkout).
import path from 'node:path';
import { runNode, tsxArgs } from './child.ts';
import { ms } from './format.ts';
import { DRIVERS, ROOT } from './paths.ts';

const DRIVER = path.join(DRIVERS, 'generate-ours.mjs');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** node arguments for one driver run: `built` (dist/) or `source` (tsx). */
export const generatorArgs = (how: 'built' | 'source', ...args: string[]): string[] => (how === 'built' ? [DRIVER, ...args] : tsxArgs(DRIVER, ...args));

let build: Promise<void> | undefined;

/**
 * Brings codegen/dist and runtime/dist up to date with the sources (`tsc -b`, as `npm run build` does; a few seconds
 * when nothing changed), once per bench run, so the built driver times the code of this checkout.
 */
export function buildGenerator(log: (message: string) => void): Promise<void> {
  build ??= (async () => {
    log('  building codegen and runtime (tsc -b)');
    const { ms: took } = await runNode([TSC, '-b', path.join('codegen', 'tsconfig.build.json')]);
    log(`  built in ${ms(took)}`);
  })();
  return build;
}

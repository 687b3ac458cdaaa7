import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startPrism, type PrismServer } from '../../../cli/src/prism.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { viteConfigLoader } from '../../../explorer/vite/config-loader.ts';

// Once for the browser project (the slow parts): the explorer built as users build it, served statically, and the
// Prism mock of the bundled specs, each on a free loopback port. Test files read the URLs with `inject`.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'explorer-build-'));
  let prism: PrismServer | undefined;
  let site: StaticServer | undefined;
  const stop = async () => {
    await Promise.all([site?.close(), prism?.stop()]);
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    // Start both even if one fails, so whatever did start is stopped.
    const [built, mocked] = await Promise.allSettled([
      buildExplorer(outDir),
      startPrism({ document: path.join(repoRoot, 'generated/src/openapi.json'), timeoutMs: 120_000 }),
    ]);
    if (mocked.status === 'fulfilled') prism = mocked.value;
    if (built.status === 'rejected') throw built.reason;
    if (mocked.status === 'rejected') throw mocked.reason;
    site = await serveStatic(outDir);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('explorerUrl', site.url);
  project.provide('mockUrl', prism!.url);
  return stop;
}

/** `vite build` as users run it: vitest sets NODE_ENV=test, which would give React's development build. */
async function buildExplorer(dir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(repoRoot, 'explorer/vite.config.ts'),
      configLoader: viteConfigLoader(),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: dir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    explorerUrl: string;
    mockUrl: string;
  }
}

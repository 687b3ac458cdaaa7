// Builds the app shell of `siteapi docs` (vite.shell.config.ts) into a folder: explorer/site-dist/shell when the
// packages are packed, a temporary folder in tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { viteConfigLoader } from './config-loader.ts';
import { INDEX_HTML, SHELL_DIR } from './site-layout.ts';

const explorerRoot = fileURLToPath(new URL('..', import.meta.url));

export async function buildShell(outDir = path.join(explorerRoot, SHELL_DIR)): Promise<void> {
  // React's production build, whoever runs this (vitest sets NODE_ENV=test).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(explorerRoot, 'vite.shell.config.ts'),
      configLoader: viteConfigLoader(),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The app shell packed with this package. A checkout has the explorer's sources and no packed shell until
 * `npm run pack` (or `npm run build:shell`): there the shell is built first, once, so `siteapi docs` works on a fresh
 * clone. Undefined when there is neither (a package installed without its shell).
 */
export async function ensureShell(progress?: (line: string) => void): Promise<string | undefined> {
  const shell = path.join(explorerRoot, SHELL_DIR);
  if (existsSync(path.join(shell, INDEX_HTML))) return shell;
  if (!existsSync(path.join(explorerRoot, 'vite.shell.config.ts'))) return undefined;
  progress?.("building the explorer's app shell (first run in this checkout)");
  await buildShell(shell);
  return shell;
}

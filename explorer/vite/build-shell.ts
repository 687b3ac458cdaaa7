// Builds the app shell of `siteapi docs` (vite.shell.config.ts) into a folder: explorer/site-dist/shell when the
// packages are packed, a temporary folder in tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { SHELL_DIR } from './site-layout.ts';

const explorerRoot = fileURLToPath(new URL('..', import.meta.url));

export async function buildShell(outDir = path.join(explorerRoot, SHELL_DIR)): Promise<void> {
  // React's production build, whoever runs this (vitest sets NODE_ENV=test).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(explorerRoot, 'vite.shell.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

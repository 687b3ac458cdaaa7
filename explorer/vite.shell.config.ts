// The app shell of `siteapi docs`: the explorer built once (at pack time, `npm run build:shell`) with the
// document's modules (site-layout.ts) left as imports of fixed files, and relative URLs, so one shell serves any
// document under any base path. The mock's service worker script is copied in from the msw the shell bundles.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { chunkFileNames } from './vite/catalogue-plugin.ts';
import { contentSecurityPolicy } from './vite/content-security-policy.ts';
import { ASSETS_DIR, SHELL_DIR, SITE_MODULES } from './vite/site-layout.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const WORKER = 'mockServiceWorker.js';

export default defineConfig({
  root,
  base: './',
  plugins: [
    react(),
    contentSecurityPolicy(),
    (() => {
      let outDir = '';
      return {
        name: 'explorer-shell-worker',
        apply: 'build',
        configResolved(config) {
          outDir = config.build.outDir;
        },
        closeBundle() {
          mkdirSync(outDir, { recursive: true });
          copyFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), path.join(outDir, WORKER));
        },
      } satisfies Plugin;
    })(),
  ],
  resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: {
    outDir: path.join(root, SHELL_DIR),
    emptyOutDir: true,
    assetsDir: ASSETS_DIR,
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      external: Object.keys(SITE_MODULES),
      output: { chunkFileNames, paths: Object.fromEntries(Object.entries(SITE_MODULES).map(([id, file]) => [id, `./${file}`])) },
    },
  },
});

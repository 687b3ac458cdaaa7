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

/**
 * The document's catalogue is imported by the entry chunk, so a browser would find it only once that chunk had
 * arrived and been parsed; it is what the first paint waits for. A preload right after the entry script fetches it
 * beside the entry, ahead of the shared chunks (a static host over HTTP/1.1 serves six requests at a time).
 */
function cataloguePreload(): Plugin {
  const href = `./${ASSETS_DIR}/${SITE_MODULES['virtual:explorer-catalogue']}`;
  return {
    name: 'explorer-shell-catalogue-preload',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's script tag.
      order: 'post',
      handler(html) {
        const entry = /<script type="module"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('explorer shell: index.html has no module script to preload the catalogue beside');
        const at = entry.index + entry[0].length;
        return `${html.slice(0, at)}\n    <link rel="modulepreload" crossorigin href="${href}">${html.slice(at)}`;
      },
    },
  };
}

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
    cataloguePreload(),
  ],
  resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: {
    outDir: path.join(root, SHELL_DIR),
    emptyOutDir: true,
    assetsDir: ASSETS_DIR,
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      // The initial chunk holds what the runtime and the auth store import lazily elsewhere (see below): by design.
      checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
      external: Object.keys(SITE_MODULES),
      output: {
        // Everything the page imports before its first paint in one chunk: left to itself, Rolldown splits what the
        // entry shares with lazy chunks into a dozen small files, and a static host over HTTP/1.1 serves six requests
        // at a time, so the first paint waited on three rounds of them (16 requests → 3 with the catalogue and CSS).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        chunkFileNames,
        paths: Object.fromEntries(Object.entries(SITE_MODULES).map(([id, file]) => [id, `./${file}`])),
      },
    },
  },
});

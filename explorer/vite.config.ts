// Vite config of the explorer. Root is explorer/; it imports @siteapi/clients and @siteapi/runtime from their
// sources in this repository (the `@siteapi/source` export condition), so the dev server may read the whole
// repository. `npm start` passes the Prism mock's URL as VITE_MOCK_URL; without it the in-browser mock is the default.
// EXPLORER_DOCUMENT points it at another document (the explorer bench's synthetic big spec, or a document given to
// `npm start -- --spec`), with each service's operations.json beside it; EXPLORER_CLIENTS at the folder its clients
// were generated into.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { cataloguePlugin, chunkFileNames } from './vite/catalogue-plugin.ts';
import { contentSecurityPolicy } from './vite/content-security-policy.ts';
import { mockAssetsPlugin } from './vite/mock-assets-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const document = process.env.EXPLORER_DOCUMENT ?? fileURLToPath(new URL('../generated/src/openapi.json', import.meta.url));
const clientsFolder = process.env.EXPLORER_CLIENTS;

export default defineConfig({
  root,
  plugins: [react(), cataloguePlugin({ document, clients: '@siteapi/clients', clientsFolder }), mockAssetsPlugin({ document }), contentSecurityPolicy()],
  resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    fs: { allow: [repoRoot] },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // Monaco's workers split into chunks; only module workers can load them.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Monaco alone is several MB; that is expected, not a warning.
    chunkSizeWarningLimit: 8000,
    // Rolldown warns when plugins take >1 s in total; Monaco's worker transform always does on 2 cores.
    rolldownOptions: { checks: { bundlerTimings: false }, output: { chunkFileNames } },
  },
});

// The in-browser mock's two files: msw's service worker script (from the installed msw, so it always matches the
// library) and the document its handlers answer from, served by the dev server and emitted beside index.html in a
// build: /mockServiceWorker.js and /mock-document.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';
const DOCUMENT = 'mock-document.json';

export function mockAssetsPlugin(options: { document: string }): Plugin {
  const documentPath = () => path.resolve(options.document);
  const workerPath = () => createRequire(import.meta.url).resolve(`msw/${WORKER}`);
  return {
    name: 'explorer-mock-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0];
        const file = pathname === `/${WORKER}` ? workerPath() : pathname === `/${DOCUMENT}` ? documentPath() : undefined;
        if (!file) return next();
        response.setHeader('content-type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(workerPath()) });
      this.emitFile({ type: 'asset', fileName: DOCUMENT, source: readFileSync(documentPath()) });
    },
  };
}

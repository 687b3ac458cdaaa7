// Serves the explorer's view of generated/src/openapi.json and the generator's model of its calls (each service's
// operations.json beside it) as virtual modules, so the 4 MB document never reaches the browser whole:
//   virtual:explorer-catalogue             services and the slim catalogue: what the first paint reads, and nothing
//                                          it would have to load after it
//   virtual:explorer-loaders               one loader per operation, and one loader per service of the clients
//                                          package (its calls and call examples): read when an operation opens
//   virtual:explorer-operation/<id>        that operation's detail (its own chunk, loaded on demand)
//   virtual:explorer-models                the models index: every component schema and the operations using it,
//                                          and one loader per model (loaded when the models view opens)
//   virtual:explorer-model/<name>          one model's schema and the component schemas it reaches
//   virtual:explorer-overview              the document's info, servers, externalDocs and security schemes: the page
//                                          shown before an operation is picked (its own chunk, kilobytes of
//                                          descriptions that a deep link to an operation never needs)
// It also exports `site`: what a publisher set with `siteapi docs` (title, logo, default target); empty otherwise.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OPERATIONS_FILE, readOperationModel } from '@siteapi/codegen/operations';
import { slimDocument, type SlimDocument } from './slim-document.ts';

const CATALOGUE_ID = 'virtual:explorer-catalogue';
const LOADERS_ID = 'virtual:explorer-loaders';
const OPERATION_PREFIX = 'virtual:explorer-operation/';
const MODELS_ID = 'virtual:explorer-models';
const MODEL_PREFIX = 'virtual:explorer-model/';
const OVERVIEW_ID = 'virtual:explorer-overview';
// Rollup's convention: a leading \0 keeps other plugins away from virtual modules.
const RESOLVED = '\0';
const RESOLVED_OPERATION = RESOLVED + OPERATION_PREFIX;

/** Chunk file names: operation details as `op-<id>-<hash>.js` (the default would name them after the service only). */
export function chunkFileNames(chunk: { name: string; facadeModuleId?: string | null }): string {
  const id = chunk.facadeModuleId;
  if (id?.startsWith(RESOLVED_OPERATION)) return `assets/op-${id.slice(RESOLVED_OPERATION.length).replace(/[^\w.-]/g, '_')}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/** The document to read and where each service's generated calls are. */
export interface CatalogueOptions {
  /** The bundle (`openapi.json`) of a generate run. */
  document: string;
  /**
   * The folder that run wrote, whose `<service>/operations.json` model each service's calls; default the document's
   * folder (where the generator writes the bundle).
   */
  generated?: string;
  /** The package whose `<pkg>/<service>` subpaths hold each service's calls, */
  clients: string;
  /** or the folder they were generated into (`<folder>/<service>/index.ts`), which wins. */
  clientsFolder?: string;
  site?: SiteSettings;
}

/** A docs site's own settings, read by the explorer's top bar and target store. */
export interface SiteSettings {
  /** Shown in the top bar instead of "API explorer". */
  title?: string;
  /** A picture beside the title: a file name beside index.html. */
  logo?: string;
  /** The default target: a base URL requests go to until the reader picks another (undefined: the in-page mock). */
  target?: string;
  /** The package the client snippets import the calls from (`@acme/api` → `@acme/api/<service>`); default `./generated`. */
  clientPackage?: string;
}

// Service names are the document's; only plain ones become import specifiers.
const SERVICE_NAME = /^[a-z][a-z0-9-]*$/;

export function cataloguePlugin(options: CatalogueOptions): Plugin {
  const documentPath = path.resolve(options.document);
  const generatedFolder = path.resolve(options.generated ?? path.dirname(documentPath));
  let cached: Promise<SlimDocument> | undefined;
  const current = (): Promise<SlimDocument> => {
    cached ??= read();
    // A failed read (a folder being regenerated) is tried again next time.
    cached.catch(() => (cached = undefined));
    return cached;
  };
  const read = async (): Promise<SlimDocument> => {
    const [text, model] = await Promise.all([readFile(documentPath, 'utf8'), readOperationModel(generatedFolder)]);
    if (model.length === 0) {
      throw new Error(
        `no ${OPERATIONS_FILE} in the folders of ${generatedFolder}: the explorer reads each service's calls from the ${OPERATIONS_FILE} the generator writes beside ${path.basename(documentPath)}; generate ${generatedFolder} again`,
      );
    }
    return slimDocument(JSON.parse(text) as Record<string, unknown>, model);
  };
  const isModelFile = (file: string) => path.basename(file) === OPERATIONS_FILE && path.dirname(path.dirname(path.resolve(file))) === generatedFolder;

  return {
    name: 'explorer-catalogue',
    resolveId(id) {
      if (id === CATALOGUE_ID || id === LOADERS_ID || id.startsWith(OPERATION_PREFIX) || id === MODELS_ID || id.startsWith(MODEL_PREFIX) || id === OVERVIEW_ID)
        return RESOLVED + id;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED + CATALOGUE_ID) {
        this.addWatchFile(documentPath);
        const slim = await current();
        for (const { name } of slim.services) this.addWatchFile(path.join(generatedFolder, name, OPERATIONS_FILE));
        return [
          `export const services = ${jsonModuleValue(slim.services)};`,
          `export const catalogue = ${jsonModuleValue(slim.catalogue)};`,
          `export const site = ${jsonModuleValue(options.site ?? {})};`,
        ].join('\n');
      }
      if (id === RESOLVED + LOADERS_ID) {
        this.addWatchFile(documentPath);
        const slim = await current();
        const loaders = slim.catalogue
          .map((entry) => `  ${JSON.stringify(entry.id)}: () => import(${JSON.stringify(OPERATION_PREFIX + entry.id)}),`)
          .join('\n');
        // A service the clients package does not have (e.g. the bench's synthetic document) can be read, not sent.
        const serviceLoaders: string[] = [];
        const folder = options.clientsFolder && path.resolve(options.clientsFolder);
        for (const { name } of slim.services) {
          const calls = folder ? path.join(folder, name, 'index.ts') : `${options.clients}/${name}`;
          if (!SERVICE_NAME.test(name) || !(await this.resolve(calls))) continue;
          const examples = JSON.stringify(folder ? path.join(folder, name, 'call-examples.ts') : `${calls}/call-examples`);
          serviceLoaders.push(`  ${JSON.stringify(name)}: () => Promise.all([import(${JSON.stringify(calls)}), import(${examples})]),`);
        }
        return [`export const detailLoaders = {\n${loaders}\n};`, `export const serviceLoaders = {\n${serviceLoaders.join('\n')}\n};`].join('\n');
      }
      if (id === RESOLVED + MODELS_ID) {
        this.addWatchFile(documentPath);
        const models = (await current()).models();
        const loaders = models.map((m) => `  ${JSON.stringify(m.name)}: () => import(${JSON.stringify(MODEL_PREFIX + m.name)}),`).join('\n');
        return [`export const models = ${jsonModuleValue(models)};`, `export const modelLoaders = {\n${loaders}\n};`].join('\n');
      }
      if (id === RESOLVED + OVERVIEW_ID) {
        this.addWatchFile(documentPath);
        return `export const overview = ${jsonModuleValue((await current()).overview())};`;
      }
      if (id.startsWith(RESOLVED + MODEL_PREFIX)) {
        const name = id.slice((RESOLVED + MODEL_PREFIX).length);
        const model = (await current()).model(name);
        if (!model) this.error(`No component schema ${name} in ${documentPath}`);
        return `export default ${jsonModuleValue(model)};`;
      }
      if (id.startsWith(RESOLVED_OPERATION)) {
        const operationId = id.slice(RESOLVED_OPERATION.length);
        const detail = (await current()).detail(operationId);
        if (!detail) this.error(`No operation ${operationId} in ${documentPath}`);
        return `export default ${jsonModuleValue(detail)};`;
      }
      return undefined;
    },
    // Regenerating the document or its model reloads the page with the new catalogue.
    handleHotUpdate({ file, server }) {
      if (path.resolve(file) !== documentPath && !isModelFile(file)) return undefined;
      cached = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (
          module.id === RESOLVED + CATALOGUE_ID ||
          module.id === RESOLVED + LOADERS_ID ||
          module.id === RESOLVED + MODELS_ID ||
          module.id === RESOLVED + OVERVIEW_ID ||
          module.id?.startsWith(RESOLVED_OPERATION) ||
          module.id?.startsWith(RESOLVED + MODEL_PREFIX)
        )
          server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}

/** `JSON.parse('…')` is parsed faster than the same data as an object literal (V8's advice for big data). */
function jsonModuleValue(value: unknown): string {
  return `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

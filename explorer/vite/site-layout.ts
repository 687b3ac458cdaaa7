// The docs site's layout, shared by the app shell's build (at pack time) and `siteapi docs` (per document): the
// shell is the explorer built once with the document's modules left out, importing them from these fixed files
// beside its own chunks; `siteapi docs` builds only those modules (catalogue, operation and model chunks, overview,
// the generated calls) into the same folder.

/** The folder of every script chunk, relative to index.html. */
export const ASSETS_DIR = 'assets';

/** The document's modules the shell imports, and the file in ASSETS_DIR each one is built into. */
export const SITE_MODULES = {
  'virtual:explorer-catalogue': 'site-catalogue.js',
  'virtual:explorer-loaders': 'site-loaders.js',
  'virtual:explorer-models': 'site-models.js',
  'virtual:explorer-overview': 'site-overview.js',
} as const;

export type SiteModule = keyof typeof SITE_MODULES;

/** The page itself; `siteapi docs` writes its title and base path into a copy. */
export const INDEX_HTML = 'index.html';

/** Where the built shell sits in the explorer package. */
export const SHELL_DIR = 'site-dist/shell';

// `siteapi docs`: the explorer as a static site for one document. The app shell was built once, when the package
// was packed (vite.shell.config.ts); here only the document's own modules are built, by Vite, beside a copy of it:
// the catalogue, one chunk per operation and per model, the overview, the generated calls of each service, and the
// in-page mock's document. Everything is written to a folder beside the out folder and moved in at the end, replacing
// only what the previous build wrote (site-folder.ts), so a failed build leaves the out folder as it was.
import { existsSync } from 'node:fs';
import { copyFile, cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { ensureShell } from './build-shell.ts';
import { buildConditions } from './config-loader.ts';
import { cataloguePlugin, chunkFileNames, type SiteSettings } from './catalogue-plugin.ts';
import { applyUserModes, installSite, makeWorkFolder, readRecord, resolveOut } from './site-folder.ts';
import { ASSETS_DIR, INDEX_HTML, SHELL_DIR, SITE_MODULES } from './site-layout.ts';
import { SiteOptionsError } from './site-options-error.ts';

export { resolveOut, SITE_RECORD, workFolders } from './site-folder.ts';
export { SiteOptionsError };

export interface SiteOptions {
  /** The bundled document (`<clients>/openapi.json` of a generate run). */
  document: string;
  /** The folder the document's clients were generated into (`<folder>/<service>/index.ts`, and its `operations.json`). */
  clients: string;
  /**
   * The folder to write (or a link to it): the files the previous build wrote are replaced when the build succeeds,
   * everything else in it is kept.
   */
  out: string;
  /** The page's and the top bar's title; default the document's `info.title`. */
  title?: string;
  /** A picture file shown beside the title, copied into the site. */
  logo?: string;
  /** The default target's base URL; default the in-page mock. */
  target?: string;
  /** The package the client snippets import the generated calls from (`@acme/api`); default `./generated`. */
  clientPackage?: string;
  /** The URL path the site is served under, `/` or `/docs/`; default relative URLs, which work under any path ending in `/`. */
  base?: string;
  /** The app shell to build over; default the one packed with this package (built first in a checkout). */
  shell?: string;
  /** Told of slow steps, such as building the app shell in a checkout. */
  progress?: (line: string) => void;
}

export interface BuiltSite {
  files: number;
  bytes: number;
  ms: number;
}

/** Names a logo may be copied as: a picture, which an `<img>` shows and never runs. */
const LOGO_EXTENSIONS = new Set(['.png', '.svg', '.jpg', '.jpeg', '.gif', '.webp', '.avif']);
/** A base path as `siteapi docs --base` takes it: `/`, or segments of URL-safe characters between slashes. */
export function isBasePath(base: string): boolean {
  return /^\/(?:[\w.~-]+\/)*$/.test(base);
}
const MOCK_DOCUMENT = 'mock-document.json';

/** An npm package name (`acme-api`, `@acme/api`): lower case, URL-safe, at most 214 characters, as npm requires. */
export function isPackageName(name: string): boolean {
  return name.length <= 214 && /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/.test(name);
}

/** The app shell packed with this package. */
export function packedShell(): string {
  const packageJson = createRequire(import.meta.url).resolve('@siteapi/explorer/package.json');
  return path.join(path.dirname(packageJson), SHELL_DIR);
}

/** The file name a logo is copied as: its base name with anything but letters, digits, `.`, `_` and `-` replaced. */
export function logoFileName(file: string): string {
  const extension = path.extname(file).toLowerCase();
  if (!LOGO_EXTENSIONS.has(extension)) throw new SiteOptionsError(`--logo ${file}: expected a picture (${[...LOGO_EXTENSIONS].join(', ')})`);
  const stem = path
    .basename(file, path.extname(file))
    .replace(/[^\w.-]/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 64);
  return `logo-${stem || 'site'}${extension}`;
}

/** Builds the site into a folder beside `out`, then moves it in. */
export async function buildSite(options: SiteOptions): Promise<BuiltSite> {
  const started = performance.now();
  const shell = options.shell ?? (await ensureShell(options.progress)) ?? packedShell();
  if (!existsSync(path.join(shell, INDEX_HTML)))
    throw new SiteOptionsError(`the explorer's app shell is missing (${shell}); reinstall @siteapi/explorer, or pass --shell <folder>`);
  if (options.base !== undefined && !isBasePath(options.base)) throw new SiteOptionsError(`--base ${options.base}: expected a path from / to /, like /docs/`);
  if (options.clientPackage !== undefined && !isPackageName(options.clientPackage))
    throw new SiteOptionsError(`--client-package ${options.clientPackage}: expected an npm package name, like @acme/api or acme-api`);
  const out = await resolveOut(options.out);
  // A record that is not ours is refused before any work.
  await readRecord(out);
  const document = JSON.parse(await readFile(options.document, 'utf8')) as { info?: { title?: unknown } };
  const site: SiteSettings = {
    title: (options.title ?? (typeof document.info?.title === 'string' ? document.info.title : '')).trim().slice(0, 200) || undefined,
    target: options.target,
    ...(options.clientPackage !== undefined ? { clientPackage: options.clientPackage } : {}),
  };
  if (options.logo) site.logo = logoFileName(options.logo);

  const work = await makeWorkFolder(out);
  try {
    await cp(shell, work, { recursive: true });
    await buildDocumentModules(work, options, site);
    await copyFile(options.document, path.join(work, MOCK_DOCUMENT));
    if (options.logo && site.logo) await copyFile(options.logo, path.join(work, site.logo));
    await writeFile(path.join(work, INDEX_HTML), pageHtml(await readFile(path.join(work, INDEX_HTML), 'utf8'), site.title, options.base));
    await applyUserModes(work);
    const { files, bytes } = await sizeOf(work);
    await installSite(work, out);
    return { files, bytes, ms: performance.now() - started };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The document's modules, as fixed files in the shell's assets folder; their chunks beside them. */
async function buildDocumentModules(work: string, options: SiteOptions, site: SiteSettings): Promise<void> {
  const input = Object.fromEntries(Object.entries(SITE_MODULES).map(([id, file]) => [file.replace(/\.js$/, ''), id]));
  const root = path.resolve(options.clients);
  await build({
    configFile: false,
    root,
    envDir: root,
    base: './',
    mode: 'production',
    // What fails is reported by the caller, once; what Vite would warn of is about generated code, not the user's.
    logLevel: 'silent',
    publicDir: false,
    plugins: [cataloguePlugin({ document: options.document, generated: root, clients: root, clientsFolder: root, site }), runtimeFromHere()],
    resolve: { conditions: buildConditions() },
    build: {
      outDir: work,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: Number.MAX_SAFE_INTEGER,
      rolldownOptions: {
        input,
        // The shell imports these modules' exports by name.
        preserveEntrySignatures: 'strict',
        // Generated code both imports and lazily imports a service's plans; that is by design, not the user's to fix.
        checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
        output: { entryFileNames: `${ASSETS_DIR}/[name].js`, chunkFileNames },
      },
    },
  });
}

/**
 * The generated calls import the runtime's internal entry; they sit in a folder of their own (often a temporary
 * one), so it is resolved from this package, whichever folder they are in.
 */
function runtimeFromHere(): Plugin {
  const here = fileURLToPath(import.meta.url);
  return {
    name: 'docs-site-runtime',
    async resolveId(id) {
      if (id !== '@siteapi/runtime' && !id.startsWith('@siteapi/runtime/')) return undefined;
      return this.resolve(id, here, { skipSelf: true });
    },
  };
}

/** index.html with the site's title (as text) and, when given, absolute URLs under the base path. */
export function pageHtml(html: string, title: string | undefined, base: string | undefined): string {
  let page = html;
  // Replacement functions, not strings: a title's `$&`, `$'` or `` $` `` is text, not a replacement pattern.
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (base) page = page.replace(/(src|href)="\.\//g, (_, attribute: string) => `${attribute}="${base}`);
  return page;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

// One entry module built as an app's build splits it (Vite, library mode, minified), its chunks gzipped one by one:
// the bundle section's measure, and what the plain-document bundle test inspects.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { ROOT } from './paths.ts';

export interface Part {
  minified: number;
  gzip: number;
  chunks: number;
}

export interface ModuleSize {
  module: string;
  rendered: number;
  gzip: number;
}

export interface BundleSize {
  /** The entry chunk and the chunks it imports statically. */
  initial: Part;
  /** The chunks only dynamic imports load. */
  lazy: Part;
  /** The initial chunks by module, largest first: rendered bytes before minify, and the module's code gzipped alone. */
  modules: ModuleSize[];
  /** The modules of the lazy chunks, named as in `modules`. */
  lazyModules: ModuleSize[];
  /** The initial chunks' code, minified. */
  initialCode: string;
  /** Every chunk as written, by file name, and the entry's: what a test loads to run the call through the bundle. */
  files: Record<string, string>;
  entryFile: string;
}

/** A module named from the repository's root, or by its package for a dependency. */
const moduleName = (id: string): string => (id.startsWith(ROOT) ? path.relative(ROOT, id) : id).replace(/^.*node_modules\//, '');

/** Where the bytes come from: rolldown's per-module rendered code. */
function modulesOf(chunks: Iterable<Rolldown.OutputChunk>): ModuleSize[] {
  const sizes: ModuleSize[] = [];
  for (const chunk of chunks) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength === 0) continue;
      sizes.push({ module: moduleName(id), rendered: info.renderedLength, gzip: gzipSync(info.code ?? '', { level: 9 }).length });
    }
  }
  return sizes.sort((a, b) => b.rendered - a.rendered);
}

/** Chunks added up: each a file of its own, gzipped alone as a server sends it. */
function part(chunks: Rolldown.OutputChunk[]): Part {
  return {
    minified: chunks.reduce((n, c) => n + Buffer.byteLength(c.code), 0),
    gzip: chunks.reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0),
    chunks: chunks.length,
  };
}

/** Writes `<dir>/<id>.ts` with `source` and builds it. */
export async function buildBundle(dir: string, id: string, source: string): Promise<BundleSize> {
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, `${id}.ts`);
  await writeFile(entry, `${source}\n`);
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The runtime from source, as the entries import it: the generated modules' `@siteapi/runtime` would otherwise
    // resolve to runtime/dist (when built) and put a second copy of the runtime into the bundle.
    resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
    build: {
      // As an app's build splits: the entry may export more than it declares, so what it shares with a lazy
      // chunk stays in it rather than in a third chunk (library mode would keep the entry's exports exact).
      rollupOptions: { preserveEntrySignatures: 'allow-extension' },
      write: false,
      minify: true,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry, formats: ['es'], fileName: id },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<Rolldown.OutputChunk>();
  const queue = chunks.filter((c) => c.isEntry);
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (initial.has(chunk)) continue;
    initial.add(chunk);
    for (const name of chunk.imports) if (byName.has(name)) queue.push(byName.get(name)!);
  }
  const lazy = chunks.filter((c) => !initial.has(c));
  return {
    initial: part([...initial]),
    lazy: part(lazy),
    modules: modulesOf(initial),
    lazyModules: modulesOf(lazy),
    initialCode: [...initial].map((c) => c.code).join('\n'),
    files: Object.fromEntries(chunks.map((c) => [c.fileName, c.code])),
    entryFile: chunks.find((c) => c.isEntry)!.fileName,
  };
}

import { readFileSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BaseResolver, bundle, createConfig, type Document, getLineColLocation, isAbsoluteUrl, type NormalizedProblem, Source } from '@redocly/openapi-core';
import type { Problem } from '../problem.ts';
import { decodeSpec, loadDocument, type LoadedDocument, problemAt } from './load-document.ts';
import { describeCycle, refCycles } from './ref-cycles.ts';
import { isOpenApi32, OPENAPI_32_TYPES } from './redocly-types.ts';
import { escapePointer, unescapePointer } from '../json-pointer.ts';

const under = (roots: string[], file: string) => roots.some((root) => file === root || file.startsWith(`${root}${path.sep}`));

function realPathOf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** Where a pointer of a bundled document is in the file that holds its text; undefined for the spec's own. */
export type Locate = (pointer: string) => { file: string; line: number; col: number } | undefined;

/** Files read as documents; any other (a Markdown description) is text. */
const DOCUMENT_FILE = /\.(ya?ml|json)$/i;

/**
 * Only files under the allowed folders are read: a spec is untrusted, and what a `$ref` reads becomes part of
 * the generated document. Where a path leads counts, not how it is written: a symbolic link under the folder that
 * points outside it (git stores them, so a cloned spec can carry one) is refused like `../`. URLs are never fetched
 * (no network at generate time). Every document is read as the
 * spec itself is (UTF-8 only, YAML's limits on aliases and tags, located syntax errors), not by Redocly's own parser:
 * what it refuses is in `problems`, and Redocly is told the file cannot be read.
 */
class LocalFilesResolver extends BaseResolver {
  readonly problems: Problem[] = [];
  private readonly loaded = new Map<string, LoadedDocument>();
  private readonly origins = new WeakMap<object, { doc: LoadedDocument; pointer: string }>();

  private realRoots: string[] | undefined;

  constructor(
    private readonly roots: string[],
    private readonly cwd: string,
    private readonly entry: string,
  ) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    const resolved = this.allowed(absoluteRef);
    if (!DOCUMENT_FILE.test(resolved)) return super.loadExternalRef(resolved);
    const bytes = await readFile(resolved).catch((error: NodeJS.ErrnoException) => {
      throw new Error(`cannot read '${path.relative(this.cwd, resolved) || resolved}': ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    });
    const doc = this.read(resolved, bytes);
    if (!doc) throw new Error(`'${path.relative(this.cwd, resolved) || resolved}' is not a document this generator reads (see the problems in it)`);
    return new Source(resolved, new TextDecoder().decode(bytes).replace(/\r\n/g, '\n'));
  }

  override parseDocument(source: Source, isRoot?: boolean): Document {
    const doc = this.loaded.get(source.absoluteRef);
    return doc ? { source, parsed: doc.data } : super.parseDocument(source, isRoot);
  }

  /** A file's document, read with the spec's own limits; undefined (and its problems recorded) when it has problems. */
  read(resolved: string, bytes: Uint8Array): LoadedDocument | undefined {
    if (this.loaded.has(resolved)) return this.loaded.get(resolved);
    const file = path.relative(this.cwd, resolved) || resolved;
    const decoded = decodeSpec(file, bytes);
    const loaded = decoded.text === undefined ? { problems: decoded.problems } : loadDocument(file, decoded.text);
    if (!loaded.doc || loaded.problems.length > 0) {
      this.problems.push(...loaded.problems);
      return undefined;
    }
    this.loaded.set(resolved, loaded.doc);
    // Every value's place, taken before the bundler changes any (it writes the values of other files into these).
    const stack: [unknown, string][] = [[loaded.doc.data, '']];
    while (stack.length > 0) {
      const [node, pointer] = stack.pop()!;
      if (!node || typeof node !== 'object' || this.origins.has(node)) continue;
      this.origins.set(node, { doc: loaded.doc, pointer });
      for (const [key, value] of Object.entries(node)) stack.push([value, `${pointer}/${escapePointer(key)}`]);
    }
    return loaded.doc;
  }

  /** The document of a file under the allowed folders, read now if need be; undefined when it cannot be read. */
  readNow(absolute: string): LoadedDocument | undefined {
    try {
      const resolved = this.allowed(absolute);
      return DOCUMENT_FILE.test(resolved) ? this.read(resolved, readFileSync(resolved)) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Where a pointer of the bundle is in the files the user wrote: the bundler moves the values it reads from other
   * files into the document as they are (the same objects), so the deepest value on the pointer's path that came
   * from another file names that file and the pointer there.
   */
  locator(bundled: unknown, root: string): Locate {
    const origins = this.origins;
    const rootDoc = this.loaded.get(root);
    return (pointer) => {
      const segments = pointer === '' ? [] : pointer.slice(1).split('/');
      let node: unknown = bundled;
      let found: { doc: LoadedDocument; pointer: string; rest: number } | undefined;
      for (let i = 0; ; i++) {
        const origin = node && typeof node === 'object' ? origins.get(node) : undefined;
        if (origin) found = { ...origin, rest: i };
        if (i === segments.length || !node || typeof node !== 'object') break;
        node = (node as Record<string, unknown>)[unescapePointer(segments[i]!)];
      }
      if (!found || found.doc === rootDoc) return undefined;
      const inFile = `${found.pointer}${segments
        .slice(found.rest)
        .map((s) => `/${s}`)
        .join('')}`;
      const { file, line, col } = problemAt(found.doc, inFile, '');
      return { file, line, col };
    };
  }

  private allowed(absoluteRef: string): string {
    if (isAbsoluteUrl(absoluteRef)) throw new Error(`'${absoluteRef}' is a URL; only $refs to local files are followed (save the document beside the spec)`);
    const resolved = path.resolve(absoluteRef);
    // The document the user named is read wherever it is; what it names must stay under the roots.
    if (resolved === this.entry) return resolved;
    if (!under(this.roots, resolved)) throw new Error(`'${absoluteRef}' is outside ${this.roots.join(' and ')}; a $ref may only read files there`);
    this.realRoots ??= this.roots.map(realPathOf);
    // A file that does not exist has no real path: reading it reports it as missing.
    const real = realPathOf(resolved);
    if (!under(this.realRoots, real))
      throw new Error(`'${absoluteRef}' leads to '${real}' through a symbolic link, outside ${this.roots.join(' and ')}; a $ref may only read files there`);
    return resolved;
  }
}

/**
 * One document from a spec and the files its `$ref`s name, with Redocly's bundler (each file's parts become local
 * components). Problems carry the file, line and column where the reference is.
 */
export async function bundleExternalRefs(
  absoluteFile: string,
  cwd: string,
): Promise<{ data?: unknown; problems: Problem[]; warnings?: Problem[]; locate?: Locate }> {
  const resolver = localFilesResolver(absoluteFile, cwd);
  const is32 = isOpenApi32(resolver.readNow(path.resolve(absoluteFile))?.data);
  const config = await createConfig({ extends: [], rules: {}, ...(is32 ? { plugins: [OPENAPI_32_TYPES] } : {}) });
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    result = await bundle({ ref: absoluteFile, config, externalRefResolver: resolver, dereference: false });
  } catch (error) {
    return { problems: unbundled(resolver, absoluteFile, cwd, error) };
  }
  const errors = result.problems.filter((p) => p.severity === 'error');
  // A reference inside an extension the generator does not read cannot change the output: the extension is left out.
  const inExtension = (p: NormalizedProblem) => (p.location[0]?.pointer ?? '').split('/').some((s) => s.startsWith('x-'));
  const problems: Problem[] = errors.filter((p) => !inExtension(p)).map((p) => ({ ...redoclyPlace(p, absoluteFile, cwd), message: `$ref: ${p.message}` }));
  problems.push(...resolver.problems);
  if (problems.length > 0) return { problems };
  const warnings: Problem[] = errors.filter(inExtension).map((p) => ({
    ...redoclyPlace(p, absoluteFile, cwd),
    kind: 'extension-ref',
    message: `warning: $ref in an extension the generator does not read: ${p.message}; the extension is left out of the document`,
  }));
  const data = result.bundle.parsed;
  if (warnings.length > 0) dropUnresolvedExtensions(data);
  return { data, problems, warnings, locate: resolver.locator(data, path.resolve(absoluteFile)) };
}

/** Removes every `x-` key whose value holds a `$ref` to another file (one the bundle could not draw in). */
function dropUnresolvedExtensions(node: unknown): boolean {
  if (Array.isArray(node)) return node.some((n) => dropUnresolvedExtensions(n));
  if (!node || typeof node !== 'object') return false;
  let external = false;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') {
      if (typeof value === 'string' && !value.startsWith('#')) external = true;
    } else if (dropUnresolvedExtensions(value)) {
      if (key.startsWith('x-')) delete (node as Record<string, unknown>)[key];
      else external = true;
    }
  }
  return external;
}

/**
 * Why Redocly threw instead of reporting: the problems of the files it read, a `$ref` cycle across files (Redocly's
 * "Self-referencing circular pointer"), at each place, or else its message at the spec's first line.
 */
export function unbundled(resolver: LocalFilesResolver, absoluteFile: string, cwd: string, error: unknown): Problem[] {
  if (resolver.problems.length > 0) return resolver.problems;
  const shown = (file: string) => path.relative(cwd, file) || file;
  const root = path.resolve(absoluteFile);
  const cycles = refCycles(root, (file) => resolver.readNow(file)?.data);
  if (resolver.problems.length > 0) return resolver.problems;
  if (cycles.length > 0) {
    return cycles.map((cycle) =>
      problemAt(
        resolver.readNow(cycle[0]!.file)!,
        `${cycle[0]!.pointer}/$ref`,
        `$ref cycle ${describeCycle(cycle, shown)}: each reference names another and none reaches a value`,
      ),
    );
  }
  return [{ file: shown(root), line: 1, col: 1, message: `$ref: the references could not be followed: ${(error as Error)?.message ?? String(error)}` }];
}

/** The resolver for one spec: files under its folder and the working folder. */
export function localFilesResolver(absoluteFile: string, cwd: string): LocalFilesResolver {
  return new LocalFilesResolver([...new Set([path.resolve(cwd), path.dirname(path.resolve(absoluteFile))])], path.resolve(cwd), path.resolve(absoluteFile));
}

/** Where a Redocly problem is, as file (relative to `cwd`), line and column. */
export function redoclyPlace(problem: NormalizedProblem, absoluteFile: string, cwd: string): { file: string; line: number; col: number } {
  const location = problem.location[0];
  const file = location ? path.relative(cwd, location.source.absoluteRef) || location.source.absoluteRef : path.relative(cwd, absoluteFile);
  if (!location) return { file, line: 1, col: 1 };
  try {
    const { line, col } = getLineColLocation(location).start;
    return { file, line, col };
  } catch {
    // A location in a file that could not be parsed has no line; the file name still says where.
    return { file, line: 1, col: 1 };
  }
}

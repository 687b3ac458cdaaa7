import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { BaseResolver, bundle, createConfig, getLineColLocation, isAbsoluteUrl, type NormalizedProblem, type Source } from '@redocly/openapi-core';
import type { Problem } from '../problems.ts';

/**
 * Only files under the allowed folders are read: a spec is untrusted, and what a `$ref` reads becomes part of
 * the generated document. Where a path leads counts, not how it is written: a symbolic link under the folder that
 * points outside it (git stores them, so a cloned spec can carry one) is refused like `../`. URLs are never
 * fetched (no network at generate time).
 */
class LocalFilesResolver extends BaseResolver {
  private realRoots: Promise<string[]> | undefined;

  constructor(
    private readonly roots: string[],
    private readonly entry: string,
  ) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) throw new Error(`'${absoluteRef}' is a URL; only $refs to local files are followed (save the document beside the spec)`);
    const resolved = path.resolve(absoluteRef);
    // The document the user named is read wherever it is; what it names must stay under the roots.
    if (resolved !== this.entry) {
      if (!under(this.roots, resolved)) throw new Error(`'${absoluteRef}' is outside ${this.roots.join(' and ')}; a $ref may only read files there`);
      this.realRoots ??= Promise.all(this.roots.map((root) => realpath(root).catch(() => root)));
      // A file that does not exist has no real path: the base resolver reports it as missing.
      const real = await realpath(resolved).catch(() => resolved);
      if (!under(await this.realRoots, real))
        throw new Error(`'${absoluteRef}' leads to '${real}' through a symbolic link, outside ${this.roots.join(' and ')}; a $ref may only read files there`);
    }
    return super.loadExternalRef(resolved);
  }
}

const under = (roots: string[], file: string) => roots.some((root) => file === root || file.startsWith(`${root}${path.sep}`));

/**
 * One document from a spec and the files its `$ref`s name, with Redocly's bundler (each file's parts become local
 * components). Problems carry the file, line and column where the reference is.
 */
export async function bundleExternalRefs(absoluteFile: string, cwd: string): Promise<{ data?: unknown; problems: Problem[] }> {
  const config = await createConfig({ extends: [], rules: {} });
  const result = await bundle({ ref: absoluteFile, config, externalRefResolver: localFilesResolver(absoluteFile, cwd), dereference: false });
  const problems: Problem[] = result.problems
    .filter((p) => p.severity === 'error')
    .map((p) => ({ ...redoclyPlace(p, absoluteFile, cwd), message: `$ref: ${p.message}` }));
  return problems.length > 0 ? { problems } : { data: result.bundle.parsed, problems };
}

/** The resolver for one spec: files under its folder and the working folder. */
export function localFilesResolver(absoluteFile: string, cwd: string): LocalFilesResolver {
  return new LocalFilesResolver([...new Set([path.resolve(cwd), path.dirname(path.resolve(absoluteFile))])], path.resolve(absoluteFile));
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

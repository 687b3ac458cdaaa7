import type { SpecMode } from '../options.ts';
import type { LoadedDocument } from '@siteapi/document/load';
import { readCachedDocument } from './manifest.ts';
import type { HashedSource } from './run-plan.ts';

// `index.ts` and the bundle are made from every spec: the changed ones as parsed this run, the kept ones from the
// document cache (or read again where a fresh clone has none).

export interface AllDocuments {
  /** Every spec's document, by spec file. */
  data: Map<string, unknown>;
  /** The specs whose document the cache lacks (the changed ones, and kept ones read again): the run caches them. */
  uncached: Set<string>;
}

export async function allDocuments(
  out: string,
  sources: HashedSource[],
  changed: HashedSource[],
  docs: LoadedDocument[],
  mode: SpecMode,
): Promise<AllDocuments> {
  const data = new Map<string, unknown>(docs.map((d) => [d.file, d.data]));
  const uncached = new Set(changed.map((s) => s.file));
  const { parseSources } = await import('../generate.ts');
  for (const s of sources) {
    if (data.has(s.file)) continue;
    const cached = await readCachedDocument(out, s.hash);
    // A fresh clone has the manifest's files but no cache: read that spec's YAML once (it was valid when generated).
    if (cached === undefined) uncached.add(s.file);
    data.set(s.file, cached ?? parseSources([s], undefined, undefined, mode)[0]?.data);
  }
  return { data, uncached };
}

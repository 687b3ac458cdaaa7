// Reading the spec files of a run: each file's text, and for a spec whose `$ref`s name other files, the bundle of it
// with them. Apart from load-document.ts, which the bundler's file reader (external-refs.ts) uses in turn.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectRefs, mayHaveExternalRefs } from '../refs.ts';
import type { Problem } from '../problem.ts';
import { decodeSpec, loadDocument, type LoadedDocument } from './load-document.ts';

/** A spec file's text; `bundled` is the document with the files its `$ref`s name drawn in, when it names any. */
export interface SpecSource {
  file: string;
  text: string;
  bundled?: unknown;
  /** What bundling passed with a warning. */
  warnings?: Problem[];
  /** Where the bundle's parts came from (see `LoadedDocument.locate`). */
  locate?: LoadedDocument['locate'];
}

/**
 * Reads spec files as UTF-8 text; every file that is not UTF-8 is a problem, reported with the others. A spec
 * whose `$ref`s name other files is bundled with them into one document.
 */
export async function readSpecSources(files: string[], cwd: string): Promise<{ sources: SpecSource[]; problems: Problem[] }> {
  const sources: SpecSource[] = [];
  const problems: Problem[] = [];
  for (const [i, bytes] of (await Promise.all(files.map((f) => readFile(f)))).entries()) {
    const file = path.relative(cwd, files[i]!) || files[i]!;
    const decoded = decodeSpec(file, bytes);
    problems.push(...decoded.problems);
    if (decoded.text === undefined) continue;
    if (!mayHaveExternalRefs(decoded.text)) {
      sources.push({ file, text: decoded.text });
      continue;
    }
    const { doc } = loadDocument(file, decoded.text);
    if (!doc || !collectRefs(doc.data).some(({ ref }) => !ref.startsWith('#'))) {
      sources.push({ file, text: decoded.text });
      continue;
    }
    // Redocly is loaded only for a spec that needs it: an up-to-date check reads specs without it.
    const { bundleExternalRefs } = await import('./external-refs.ts');
    const bundled = await bundleExternalRefs(path.resolve(cwd, files[i]!), cwd);
    problems.push(...bundled.problems);
    if (bundled.data !== undefined) sources.push({ file, text: decoded.text, bundled: bundled.data, warnings: bundled.warnings, locate: bundled.locate });
  }
  return { sources, problems };
}

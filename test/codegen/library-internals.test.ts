import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Shipped code uses other libraries through their public APIs only: a private field changes in any release (and
// TypeScript's native port keeps none of today's JavaScript objects). Each row is a library's internal that code of
// ours once read, as the words that read it.
const INTERNALS: [library: string, internal: string, pattern: RegExp][] = [
  ['typescript', "a node's emit state (`emitNode`: comments, emit flags; no public getEmitFlags)", /\bemitNode\b/],
  ['typescript', "a string literal's quote (`singleQuote`)", /\bsingleQuote\b/],
  ['typescript', "a string literal's source text (`textSourceNode`)", /\btextSourceNode\b/],
  ['typescript', "its string escaper (`escapeNonAsciiString`; the generator's quoting is its own)", /\bescapeNonAsciiString\b/],
  [
    'typescript',
    "its formatter module (`ts.formatting`: formatDocument, getFormatContext; ts-morph's formatText is public)",
    /\.formatting\b|\b(?:formatDocument|getFormatContext)\b/,
  ],
  ['typescript', "a source file's parse diagnostics (`parseDiagnostics`; a program's getSyntacticDiagnostics is public)", /\bparseDiagnostics\b/],
  [
    'openapi-typescript',
    'its built files by path (`lib/utils.cjs`, `transform/*.cjs`; its package entry is public)',
    /openapi-typescript\/dist|\b(?:lib|transform)\/[\w-]+\.c?js\b/,
  ],
  ['undici', "its global dispatcher's symbol (`Symbol.for('undici.globalDispatcher.1')`)", /undici\.globalDispatcher/],
  [
    'node',
    'fetch recognised by its source text (`Function.prototype.toString` of fetch)',
    /Function\.prototype\.toString\.call\(\s*(?:globalThis\.)?fetch\b|\bfetch\.toString\(\)/,
  ],
];

/** The workspaces whose sources are ours (generated/ holds the generator's output, which prints spec text). */
const SHIPPED = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces.filter((w) => w !== 'generated');
// Build output (site-dist holds Monaco's bundle, which has its own formatter) is not our source.
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'site-dist', 'dist-packages', '.vite', '.tmp', 'coverage']);

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) out.push(...sourcesUnder(full));
    } else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('library internals in shipped code', () => {
  const files = SHIPPED.flatMap(sourcesUnder);

  it('reads the sources of every shipped package', () => {
    expect(SHIPPED).toEqual(expect.arrayContaining(['codegen', 'runtime', 'document', 'cli', 'mock', 'explorer']));
    expect(files).toContain(path.join('codegen', 'emit', 'paths-file.ts'));
  });

  it.each(INTERNALS)('no shipped source reads %s internal %s', (_library, _internal, pattern) => {
    const readers = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});

// How many calls of the corpus documents page, and by which kind: read from the generated modules (each paged call's
// declaration carries `pagination: { kind: … }`), so the count costs no second run of the generator.

export const PAGING_KINDS = ['cursor', 'offset', 'url', 'link'] as const;
export type PagingKind = (typeof PAGING_KINDS)[number];

export interface PagingCount {
  /** Calls generated. */
  calls: number;
  /** Calls that page, by kind. */
  paged: Record<PagingKind, number>;
}

/** The calls and paged calls of one document's generated files. */
export function pagingOf(files: ReadonlyMap<string, string>): PagingCount {
  const count: PagingCount = { calls: 0, paged: { cursor: 0, offset: 0, url: 0, link: 0 } };
  for (const [file, text] of files) {
    if (!file.endsWith('.ts')) continue;
    count.calls += text.match(/\/\* @__PURE__ \*\/ defineGenerated(?:Paged|Query)?Call\(/g)?.length ?? 0;
    for (const m of text.matchAll(/\bpagination: \{\s*kind: '(cursor|offset|url|link)'/g)) count.paged[m[1] as PagingKind]++;
  }
  return count;
}

/** The report's lines: paged calls by kind across the documents that generated, and how many documents have any. */
export function pagingLines(counts: readonly PagingCount[]): string[] {
  const calls = counts.reduce((n, c) => n + c.calls, 0);
  const total = (kind: PagingKind) => counts.reduce((n, c) => n + c.paged[kind], 0);
  const paged = PAGING_KINDS.reduce((n, k) => n + total(k), 0);
  const docs = (kind?: PagingKind) => counts.filter((c) => (kind ? c.paged[kind] > 0 : PAGING_KINDS.some((k) => c.paged[k] > 0))).length;
  const lines = [
    '## Pagination',
    '',
    `Of ${calls.toLocaleString('en-US')} calls in the ${counts.length} documents that generate, ${paged.toLocaleString('en-US')} page (${docs()} documents have at least one): ` +
      'declared (`x-pagination`, `x-speakeasy-pagination`, `x-fern-pagination`) or inferred from the parameters, the answer and its headers.',
    '',
    '| kind | calls | documents |',
    '|---|---:|---:|',
  ];
  for (const kind of PAGING_KINDS) lines.push(`| ${kind} | ${total(kind)} | ${docs(kind)} |`);
  lines.push('');
  return lines;
}

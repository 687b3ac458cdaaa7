/** A section's printed table: already formatted cells, the first column left-aligned, the rest right-aligned. */
export interface Table {
  columns: string[];
  rows: string[][];
  /** Lines printed under the table: a check's verdict, a goal. */
  notes?: string[];
}

export const ms = (value: number): string =>
  value >= 10_000
    ? `${(value / 1000).toFixed(1)} s`
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : value >= 10
        ? `${value.toFixed(0)} ms`
        : value >= 1
          ? `${value.toFixed(2)} ms`
          : `${(value * 1000).toFixed(0)} µs`;

export const kB = (bytes: number): string => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1000).toFixed(1)} kB`);

export const MB = (bytes: number): string => `${(bytes / 1e6).toFixed(bytes >= 1e8 ? 0 : 1)} MB`;

export const ratio = (value: number): string => `×${value >= 10 ? value.toFixed(1) : value.toFixed(2)}`;

export const perSecond = (value: number): string =>
  value >= 1e6 ? `${(value / 1e6).toFixed(2)} M/s` : value >= 1e3 ? `${(value / 1e3).toFixed(0)} k/s` : `${value.toFixed(0)} /s`;

export function textTable(table: Table): string {
  const widths = table.columns.map((c, i) => Math.max(c.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const notes = table.notes?.length ? ['', ...table.notes] : [];
  return [line(table.columns), widths.map((w) => '─'.repeat(w)).join('  '), ...table.rows.map(line), ...notes].join('\n');
}

export function markdownTable(table: Table): string {
  const escapeCell = (c: string): string => c.replace(/\|/g, '\\|');
  return [
    `| ${table.columns.map(escapeCell).join(' | ')} |`,
    `|${table.columns.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...table.rows.map((r) => `| ${r.map(escapeCell).join(' | ')} |`),
    // One paragraph each.
    ...(table.notes ?? []).flatMap((note) => ['', note]),
  ].join('\n');
}

/** `ours ÷ peer` as a ratio cell, or a dash when either side was not measured. */
export const versus = (ours: number | undefined, peer: number | undefined): string =>
  ours === undefined || peer === undefined || peer <= 0 ? '—' : ratio(ours / peer);

/** A goal's verdict line: `met` or `not met`, with the figure; `not measured` when there is no figure. */
export function verdict(goal: string, figure: string | undefined, met: boolean | undefined): string {
  if (figure === undefined || met === undefined) return `${goal}: not measured.`;
  return `${goal}: ${met ? 'met' : 'not met'} (${figure}).`;
}

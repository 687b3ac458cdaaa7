import type { Change } from './compare-operations.ts';

export interface DiffReport {
  old: string;
  new: string;
  breaking: number;
  compatible: number;
  changes: Change[];
}

export function diffReport(oldLabel: string, newLabel: string, changes: Change[]): DiffReport {
  const breaking = changes.filter((c) => c.breaking).length;
  return { old: oldLabel, new: newLabel, breaking, compatible: changes.length - breaking, changes };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The readable report: one block per operation, one row per change, breaking ones marked. */
export function formatDiffReport(report: DiffReport): string {
  const lines = [`Breaking-change report: ${report.old} → ${report.new}`, ''];
  if (report.changes.length === 0) return [...lines, 'No changes to operations, fields, types, enums or error codes.'].join('\n');
  const kindWidth = Math.max(...report.changes.map((c) => c.kind.length));
  const whereWidth = Math.min(48, Math.max(...report.changes.map((c) => c.where.length)));
  let current = '';
  for (const c of report.changes) {
    const heading = `${c.service}.${c.operation}${c.method ? `  ${c.method} ${c.path}` : '  (event)'}`;
    if (heading !== current) {
      if (current) lines.push('');
      lines.push(heading);
      current = heading;
    }
    lines.push(`  ${(c.breaking ? 'BREAKING' : 'compatible').padEnd(10)}  ${c.kind.padEnd(kindWidth)}  ${c.where.padEnd(whereWidth)}  ${c.detail}`.trimEnd());
  }
  const operations = new Set(report.changes.map((c) => `${c.service}.${c.operation}`)).size;
  lines.push('', `${plural(report.breaking, 'breaking change')} and ${plural(report.compatible, 'compatible change')} in ${plural(operations, 'operation')}.`);
  return lines.join('\n');
}

/** A one-line count, for the watch: `1 breaking, 2 compatible API changes`. */
export function diffSummary(changes: Change[]): string {
  if (changes.length === 0) return 'no API change';
  const breaking = changes.filter((c) => c.breaking).length;
  return `API: ${breaking} breaking, ${changes.length - breaking} compatible`;
}

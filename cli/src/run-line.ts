import { diffDocuments, diffSummary } from './diff/diff.ts';
import type { IncrementalResult } from '@siteapi/codegen';

const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function fileList(files: string[]): string {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

/** What one run did, in one line: which services were regenerated, which files changed, what the API change was. */
export function runLine(result: IncrementalResult, out: string): string {
  const unchanged = result.specs.length - result.regenerated.length;
  if (result.regenerated.length === 0 && result.written.length === 0 && result.deleted.length === 0) {
    return `${out}/ is up to date: ${plural(result.specs.length, 'spec')} unchanged (${seconds(result.ms)})`;
  }
  if (result.full) {
    return `generated ${plural(result.regenerated.length, 'service')} (${plural(result.written.length, 'file')}) in ${out}/ (${seconds(result.ms)})`;
  }
  const parts: string[] = [];
  if (result.regenerated.length > 0) parts.push(`regenerated ${result.regenerated.map((r) => `${r.service} (${r.file})`).join(', ')}`);
  if (result.removedSpecs.length > 0) parts.push(`removed ${result.removedSpecs.join(', ')}`);
  parts.push(result.written.length > 0 ? `wrote ${fileList(result.written)}` : 'no file changed');
  if (result.deleted.length > 0) parts.push(`deleted ${fileList(result.deleted)}`);
  const api = apiChanges(result);
  if (api) parts.push(api);
  if (unchanged > 0) parts.push(`${plural(unchanged, 'spec')} skipped (unchanged)`);
  return `${parts.join('; ')} (${seconds(result.ms)})`;
}

/** The API change of the regenerated specs against their last good version, when it was cached. */
function apiChanges(result: IncrementalResult): string | undefined {
  const compared = result.documents.filter((d) => d.previous !== undefined);
  if (compared.length === 0) return undefined;
  return diffSummary(compared.flatMap((d) => diffDocuments(d.previous, d.current, d.file)));
}

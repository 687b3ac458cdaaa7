import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/paths.ts';
import { DIRECTORY_PACKAGE, type DirectoryEntry } from './directory.ts';

/** The committed sample: chosen once, read by `npm run corpus` and the corpus test, so it never drifts. */
export const SAMPLE_FILE = path.join(ROOT, 'bench', 'corpus', 'sample.json');
export const SAMPLE_SIZE = 100;
/**
 * Documents above this are left to `--all`: Microsoft Graph's two (20 and 47 MB) take minutes each to generate and
 * compile, longer than the rest of the sample together, which CI runs on every change.
 */
export const SAMPLE_MAX_BYTES = 10_000_000;

export interface SampleFile {
  package: string;
  rule: string;
  documents: DirectoryEntry[];
}

/** A stable order that owes nothing to names or sizes: sha-256 of the document's name. */
export function stableHash(name: string): string {
  return createHash('sha256').update(name).digest('hex');
}

/**
 * Leaves out documents over `maxBytes`, sorts the rest by size, cuts it into `size` runs of (nearly) equal count and takes from each run the document
 * whose name hashes lowest: every size band is represented, and which document stands for it is not anyone's choice.
 */
export function chooseSample(all: DirectoryEntry[], size = SAMPLE_SIZE, maxBytes = SAMPLE_MAX_BYTES): DirectoryEntry[] {
  const bySize = all.filter((d) => d.bytes <= maxBytes).sort((a, b) => a.bytes - b.bytes || a.name.localeCompare(b.name));
  const chosen: DirectoryEntry[] = [];
  for (let i = 0; i < size; i++) {
    const band = bySize.slice(Math.floor((i * bySize.length) / size), Math.floor(((i + 1) * bySize.length) / size));
    const pick = band.reduce((best, d) => (stableHash(d.name) < stableHash(best.name) ? d : best));
    chosen.push(pick);
  }
  return chosen;
}

export async function writeSample(all: DirectoryEntry[]): Promise<SampleFile> {
  const sample: SampleFile = {
    package: DIRECTORY_PACKAGE,
    rule: `the directory's documents up to ${SAMPLE_MAX_BYTES / 1e6} MB sorted by size, cut into ${SAMPLE_SIZE} bands of equal count, from each the name with the lowest sha-256`,
    documents: chooseSample(all),
  };
  await writeFile(SAMPLE_FILE, `${JSON.stringify(sample, null, 2)}\n`);
  return sample;
}

export async function readSample(): Promise<SampleFile> {
  return JSON.parse(await readFile(SAMPLE_FILE, 'utf8')) as SampleFile;
}

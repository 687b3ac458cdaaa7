import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The spec files of a directory (sorted), or the one file given. */
export async function specFiles(input: string): Promise<string[]> {
  const info = await stat(input);
  if (!info.isDirectory()) return [input];
  return (await readdir(input))
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => path.join(input, f));
}

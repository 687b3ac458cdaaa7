// The peers' drivers take `<spec dir|file> <out dir>`: the spec files (the folder's *.yaml sorted, or the one file,
// YAML or JSON) and the out folder, or usage and exit 2.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export async function specInputs(script) {
  const [input, out] = process.argv.slice(2);
  if (!input || !out) {
    console.error(`usage: node bench/drivers/${script} <spec dir|file> <out dir>`);
    process.exit(2);
  }
  const files = (await stat(input)).isDirectory()
    ? (await readdir(input))
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => path.join(input, f))
    : [input];
  return { files, out };
}

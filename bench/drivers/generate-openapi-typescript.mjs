// openapi-typescript on every spec of a folder (or one file), in one process: one `<name>.d.ts` each.
// Plain Node ESM, as its CLI runs.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const [input, out] = process.argv.slice(2);
if (!input || !out) {
  console.error('usage: node bench/drivers/generate-openapi-typescript.mjs <spec dir|file> <out dir>');
  process.exit(2);
}
const files = (await stat(input)).isDirectory()
  ? (await readdir(input))
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => path.join(input, f))
  : [input];
await mkdir(out, { recursive: true });
for (const file of files) {
  const ast = await openapiTS(pathToFileURL(path.resolve(file)), { silent: true });
  await writeFile(path.join(out, `${path.basename(file, '.yaml')}.d.ts`), astToString(ast));
}
console.log(JSON.stringify({ files: files.length }));

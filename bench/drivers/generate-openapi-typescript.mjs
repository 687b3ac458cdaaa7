// openapi-typescript on every spec of a folder (or one YAML or JSON file), in one process: one `<name>.d.ts` each.
// Plain Node ESM, as its CLI runs.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { specInputs } from './spec-inputs.mjs';

const { files, out } = await specInputs('generate-openapi-typescript.mjs');
await mkdir(out, { recursive: true });
for (const file of files) {
  const ast = await openapiTS(pathToFileURL(path.resolve(file)), { silent: true });
  await writeFile(path.join(out, `${path.basename(file, path.extname(file))}.d.ts`), astToString(ast));
}
console.log(JSON.stringify({ files: files.length }));

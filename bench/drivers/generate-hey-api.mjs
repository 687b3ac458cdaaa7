// @hey-api/openapi-ts on every spec of a folder (or one YAML or JSON file), in one process (one job per spec): types, the sdk
// with response transformers, the transformers plugin (dates as Date) and the fetch client. Plain Node ESM, as its
// CLI runs.
import path from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { specInputs } from './spec-inputs.mjs';

const { files, out } = await specInputs('generate-hey-api.mjs');
await createClient(
  files.map((file) => ({
    // A relative input without `./` is read as a registry shorthand (`org/project`); use absolute paths.
    input: path.resolve(file),
    output: { path: path.resolve(out, path.basename(file, path.extname(file))) },
    logs: { level: 'silent' },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', { name: '@hey-api/sdk', transformer: true }, { name: '@hey-api/transformers', dates: true }],
  })),
);
console.log(JSON.stringify({ files: files.length }));

import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isEmptySpec } from './parse/load-yaml.ts';
import { SpecInputError } from './problems.ts';

const SPEC_EXTENSIONS = /\.(ya?ml|json)$/i;

/** A document's `openapi: 3.x` or `swagger: "2.0"`, in YAML or JSON. */
const DOCUMENT_KEY = /["']?\b(openapi|swagger)["']?\s*:\s*["']?[23]\./;

/**
 * The spec files of a directory (sorted), or the one file given. In a folder, only files that are OpenAPI or
 * Swagger documents count: the parts their `$ref`s name live beside them and are read through those refs. An empty
 * file counts too (reading it is a problem): an emptied spec must not pass as a removed one.
 */
export async function specFiles(input: string): Promise<string[]> {
  const shown = path.relative(process.cwd(), input) || input;
  const info = await stat(input).catch((error: NodeJS.ErrnoException) => {
    throw new SpecInputError(error.code === 'ENOENT' ? `${shown}: no such file or folder` : `${shown}: ${error.message}`);
  });
  if (!info.isDirectory()) return [input];
  const candidates = (await readdir(input)).filter((f) => SPEC_EXTENSIONS.test(f)).sort();
  const files: string[] = [];
  for (const name of candidates) {
    const file = path.join(input, name);
    const start = await head(file);
    if (DOCUMENT_KEY.test(start) || (isEmptySpec(start) && isEmptySpec(await readFile(file, 'utf8')))) files.push(file);
  }
  if (files.length === 0) {
    throw new SpecInputError(
      candidates.length === 0
        ? `${shown}: no spec in this folder (looked for .yaml, .yml and .json files)`
        : `${shown}: none of its ${candidates.length} .yaml/.yml/.json files is an OpenAPI document (no top-level openapi or swagger key)`,
    );
  }
  return files;
}

/** The first few kilobytes of a file, where a document's top-level keys begin. */
async function head(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

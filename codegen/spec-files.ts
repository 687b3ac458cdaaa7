import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isEmptySpec } from '@siteapi/document/load';
import { SpecInputError } from './problems.ts';

const SPEC_EXTENSIONS = /\.(ya?ml|json)$/i;

/** Whether a file name is one a spec folder is read for (`.yaml`, `.yml`, `.json`): the generator and the watch agree. */
export function isSpecFileName(name: string): boolean {
  return SPEC_EXTENSIONS.test(name);
}

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
  const candidates = (await readdir(input)).filter(isSpecFileName).sort();
  const folder = await realpath(input);
  const files: string[] = [];
  for (const name of candidates) {
    const file = path.join(input, name);
    const real = await realpath(file).catch((error: NodeJS.ErrnoException) => {
      throw new SpecInputError(`${path.join(shown, name)}: ${error.code === 'ENOENT' ? 'a symbolic link to nothing' : error.message}`);
    });
    const start = await head(file);
    if (!DOCUMENT_KEY.test(start) && !(isEmptySpec(start) && isEmptySpec(await readFile(file, 'utf8')))) continue;
    // Where a document leads counts, not its name: a symbolic link (git stores them) must not bring in a file from
    // outside the folder, whose text would land in the bundle and the explorer. Parts are checked where a $ref names them.
    if (!real.startsWith(`${folder}${path.sep}`))
      throw new SpecInputError(`${path.join(shown, name)}: a symbolic link to ${real}, outside ${shown}; a spec folder's documents must be inside it`);
    files.push(file);
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

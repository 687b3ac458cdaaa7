import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { specFiles } from '@siteapi/codegen';

const git = promisify(execFile);

/** One version of a spec set: where it came from and the text of each file. */
export interface SpecSide {
  label: string;
  files: { file: string; text: string }[];
}

/** A side that cannot be read (no such path, unknown git ref): a usage problem, not a spec problem. */
export class InputError extends Error {
  override name = 'InputError';
}

const isSpecName = (name: string) => name.endsWith('.yaml') || name.endsWith('.yml');

/**
 * A spec file or folder on disk, or a git object `<ref>:<path>` (`HEAD~1:spec`, `main:spec/blog.yaml`); the path
 * of a git object is from the repository root, or from the working folder when it starts with `./`.
 */
export async function loadSide(arg: string, cwd = process.cwd()): Promise<SpecSide> {
  const onDisk = path.resolve(cwd, arg);
  if (existsSync(onDisk)) {
    const files = await specFiles(onDisk);
    if (files.length === 0) throw new InputError(`${arg} has no *.yaml or *.yml spec`);
    return { label: arg, files: await Promise.all(files.map(async (f) => ({ file: path.relative(cwd, f) || f, text: await readFile(f, 'utf8') }))) };
  }
  const colon = arg.indexOf(':');
  if (colon <= 0) throw new InputError(`${arg}: no such file or folder (a git version is written <ref>:<path>, e.g. HEAD~1:spec)`);
  return loadGitSide(arg.slice(0, colon), arg.slice(colon + 1), cwd);
}

/** `<path>` as it was at `<ref>`: the other side of `--base <ref>`. */
export function atRef(ref: string, side: string, cwd = process.cwd()): Promise<SpecSide> {
  const rel = path.relative(cwd, path.resolve(cwd, side)).split(path.sep).join('/');
  return loadGitSide(ref, `./${rel}`, cwd);
}

async function loadGitSide(ref: string, objectPath: string, cwd: string): Promise<SpecSide> {
  const object = `${ref}:${objectPath}`;
  const run = async (args: string[]) => (await git('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 })).stdout;
  let type: string;
  try {
    type = (await run(['cat-file', '-t', object])).trim();
  } catch (error) {
    const message = ((error as { stderr?: string }).stderr ?? String(error)).trim().split('\n')[0];
    throw new InputError(`${object}: not in git (${message})`);
  }
  const label = `${ref}:${objectPath.replace(/^\.\//, '')}`;
  if (type === 'blob') return { label, files: [{ file: label, text: await run(['show', object]) }] };
  const names = (await run(['ls-tree', '--name-only', object])).split('\n').filter(isSpecName).sort();
  if (names.length === 0) throw new InputError(`${object} has no *.yaml or *.yml spec`);
  const base = objectPath.replace(/\/+$/, '');
  const files = [];
  for (const name of names) files.push({ file: `${label.replace(/\/+$/, '')}/${name}`, text: await run(['show', `${ref}:${base}/${name}`]) });
  return { label, files };
}

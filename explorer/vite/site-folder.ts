// The out folder of `siteapi docs` is shared with the user: a gh-pages worktree's `.git`, a `CNAME`, their own files.
// A build replaces only what the previous build wrote, as listed in its record (SITE_RECORD), and keeps the rest.
// The new site is built in a work folder beside the out folder (same file system), then moved in file by file, the
// page last, so a reader sees the old site or the new one; a build that fails before that leaves the out folder as
// it was. The record is untrusted input: only plain relative paths inside the out folder, never through a link.
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, readFile, realpath, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INDEX_HTML } from './site-layout.ts';
import { SiteOptionsError } from './site-options-error.ts';

/** The record of what a build wrote, in the out folder. */
export const SITE_RECORD = '.siteapi-docs.json';
const WRITTEN_BY = 'siteapi docs';
const MAX_RECORD_BYTES = 32 * 1024 * 1024;

interface SiteRecord {
  /** Files the build wrote, relative to the out folder, `/`-separated. */
  files: string[];
  /** Folders the build created; removed when a later build no longer needs them and they are empty. */
  folders: string[];
}

/**
 * A path a build may write and a record may name: relative, `/`-separated, no `.`, `..` or empty segments, no `\`,
 * `:` or NUL, and nothing at the top that starts with a dot (`.git`, `.well-known`, the record itself).
 */
export function isSitePath(rel: unknown): rel is string {
  if (typeof rel !== 'string' || rel.length === 0 || rel.length > 4096 || /[\\:\0]/.test(rel) || rel.startsWith('.')) return false;
  return rel.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * The folder a build writes: `out` itself, or the folder it links to. A link to nothing or to a file, a file, or a
 * missing parent folder is refused.
 */
export async function resolveOut(out: string): Promise<string> {
  const absolute = path.resolve(out);
  const info = await lstat(absolute).catch(() => undefined);
  if (!info) {
    const parent = await realpath(path.dirname(absolute)).catch(() => undefined);
    if (!parent || !(await stat(parent)).isDirectory()) throw new SiteOptionsError(`--out ${out}: its folder ${path.dirname(absolute)} does not exist`);
    return path.join(parent, path.basename(absolute));
  }
  const real = await realpath(absolute).catch(() => undefined);
  if (!real) throw new SiteOptionsError(`--out ${out}: a symbolic link to nothing; point it at a folder or remove it`);
  if (!(await stat(real)).isDirectory()) throw new SiteOptionsError(`--out ${out}: ${info.isSymbolicLink() ? `links to ${real}, ` : ''}a file, not a folder`);
  return real;
}

/** What the previous build recorded; empty when the folder or its record is missing. A record not ours is refused. */
export async function readRecord(out: string): Promise<SiteRecord> {
  const file = path.join(out, SITE_RECORD);
  const info = await lstat(file).catch(() => undefined);
  if (!info) return { files: [], folders: [] };
  const notOurs = (why: string) =>
    new SiteOptionsError(`${file}: ${why}, not a record siteapi docs wrote; remove it (and the files it lists, if you know them)`);
  if (!info.isFile()) throw notOurs('not a file');
  if (info.size > MAX_RECORD_BYTES) throw notOurs(`${info.size} bytes`);
  let record: unknown;
  try {
    record = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw notOurs('not JSON');
  }
  const { writtenBy, files, folders } = (record ?? {}) as Record<string, unknown>;
  if (writtenBy !== WRITTEN_BY || !Array.isArray(files) || !Array.isArray(folders)) throw notOurs('not in its format');
  const bad = [...files, ...folders].find((rel) => !isSitePath(rel));
  if (bad !== undefined) throw notOurs(`it names ${JSON.stringify(bad)}, a path outside the site's own`);
  return { files, folders };
}

/** A new, empty work folder beside `out` (`.<out>-building-<pid>-<random>`), with the mode the user's umask gives. */
export async function makeWorkFolder(out: string): Promise<string> {
  const work = path.join(path.dirname(out), `${workPrefix(out)}${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(work);
  return work;
}

function workPrefix(out: string): string {
  return `.${path.basename(out)}-building-`;
}

/** Work folders of earlier builds of `out` (killed ones, or running ones): ours by name and owner, with their pid. */
export async function workFolders(out: string): Promise<{ folder: string; pid: number; modified: number }[]> {
  const parent = path.dirname(out);
  const prefix = workPrefix(out);
  const found: { folder: string; pid: number; modified: number }[] = [];
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const match = name.startsWith(prefix) ? /^(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length)) : null;
    if (!match) continue;
    const info = await lstat(path.join(parent, name)).catch(() => undefined);
    if (!info?.isDirectory() || (process.getuid && info.uid !== process.getuid())) continue;
    found.push({ folder: path.join(parent, name), pid: Number(match[1]), modified: info.mtimeMs });
  }
  return found;
}

/**
 * Gives every folder and file under `work` the mode a new folder and file get (0777 and 0666 less the umask), read
 * off `work` itself, which mkdir made: copies of the shell keep the modes of the installed package's files.
 */
export async function applyUserModes(work: string): Promise<void> {
  const folderMode = (await stat(work)).mode & 0o777;
  const fileMode = folderMode & 0o666;
  for (const entry of await readdir(work, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(full, folderMode);
    else if (entry.isFile()) await chmod(full, fileMode);
  }
}

/** The files and folders under `work`, `/`-separated, parents before children; anything else is refused. */
async function treeOf(work: string): Promise<SiteRecord> {
  const files: string[] = [];
  const folders: string[] = [];
  for (const entry of await readdir(work, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(work, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!isSitePath(rel)) throw new Error(`the site build wrote ${JSON.stringify(rel)}, a name a site may not have`);
    if (entry.isDirectory()) folders.push(rel);
    else if (entry.isFile()) files.push(rel);
    else throw new Error(`the site build wrote ${rel}, which is neither a file nor a folder`);
  }
  const depth = (rel: string) => rel.split('/').length;
  folders.sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  // The page last: until it is in place, readers get the old page, whose files are all still there.
  files.sort((a, b) => Number(a === INDEX_HTML) - Number(b === INDEX_HTML) || a.localeCompare(b));
  return { files, folders };
}

/**
 * Moves the site built in `work` into `out` (which may not exist yet): files the previous build recorded are
 * replaced or removed, everything else is kept. Refused, with `out` untouched, when a file of the new site would
 * replace one the previous build did not write, or a folder it needs is a link or a file.
 */
export async function installSite(work: string, out: string): Promise<void> {
  const previous = await readRecord(out);
  const next = await treeOf(work);
  const recorded = new Set(previous.files);
  const missing: string[] = [];
  for (const folder of next.folders) {
    const info = await lstat(path.join(out, folder)).catch(() => undefined);
    if (!info) missing.push(folder);
    else if (!info.isDirectory())
      throw new SiteOptionsError(`${path.join(out, folder)}: the site needs a folder there, and ${kind(info)} is there; move it away`);
  }
  for (const file of next.files) {
    const info = await lstat(path.join(out, file)).catch(() => undefined);
    if (!info || (info.isFile() && recorded.has(file))) continue;
    throw new SiteOptionsError(
      `${path.join(out, file)}: the site writes this ${info.isFile() ? 'file, which the previous build did not write' : `path, and ${kind(info)} is there`} (${SITE_RECORD} lists what it wrote); move it away or choose another folder`,
    );
  }

  await mkdir(out, { recursive: true });
  // Recorded first, so that a run killed while moving leaves a record of everything it may have put there.
  const owned = new Set([...previous.folders, ...missing]);
  await writeRecord(work, out, { files: union(previous.files, next.files), folders: [...owned] });
  for (const folder of missing) await mkdir(path.join(out, folder));
  for (const file of next.files) await rename(path.join(work, file), path.join(out, file));

  const kept = new Set(next.files);
  for (const file of previous.files) if (!kept.has(file)) await removeRecordedFile(out, file);
  const needed = new Set(next.folders);
  const stale = previous.folders.filter((folder) => !needed.has(folder)).sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of stale) await removeEmptyFolder(out, folder);
  await writeRecord(work, out, { files: next.files, folders: next.folders.filter((folder) => owned.has(folder)) });
}

function kind(info: { isSymbolicLink(): boolean; isDirectory(): boolean }): string {
  return info.isSymbolicLink() ? 'a symbolic link' : info.isDirectory() ? 'a folder' : 'a file';
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])];
}

async function writeRecord(work: string, out: string, record: SiteRecord): Promise<void> {
  const staged = path.join(work, SITE_RECORD);
  const note = 'The files and folders siteapi docs wrote here; the next build replaces or removes these and keeps everything else.';
  await writeFile(staged, `${JSON.stringify({ writtenBy: WRITTEN_BY, note, ...record }, null, 1)}\n`);
  await rename(staged, path.join(out, SITE_RECORD));
}

/** Whether every folder on the way to `rel` is a real folder inside `out` (no link leads elsewhere). */
async function plainWay(out: string, rel: string): Promise<boolean> {
  const segments = rel.split('/');
  for (let i = 1; i < segments.length; i++) {
    const info = await lstat(path.join(out, ...segments.slice(0, i))).catch(() => undefined);
    if (!info?.isDirectory()) return false;
  }
  return true;
}

/** Removes a recorded file if it is still a plain file reached through plain folders; anything else is kept. */
async function removeRecordedFile(out: string, rel: string): Promise<void> {
  if (!isSitePath(rel) || !(await plainWay(out, rel))) return;
  const file = path.join(out, rel);
  const info = await lstat(file).catch(() => undefined);
  if (info?.isFile()) await unlink(file);
}

/** Removes a folder a build created once nothing is left in it; a folder with anyone's files in it stays. */
async function removeEmptyFolder(out: string, rel: string): Promise<void> {
  if (!isSitePath(rel) || !(await plainWay(out, rel))) return;
  const folder = path.join(out, rel);
  const info = await lstat(folder).catch(() => undefined);
  if (!info?.isDirectory()) return;
  await rmdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST' && error.code !== 'ENOENT') throw error;
  });
}

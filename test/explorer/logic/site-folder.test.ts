import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installSite, isSitePath, makeWorkFolder, readRecord, SITE_RECORD } from '../../../explorer/vite/site-folder.ts';

// The out folder of `siteapi docs` on real folders: a site is moved in over an earlier one, and a record someone
// edited (or a link someone made) never leads a build to delete or write outside the out folder.
let root: string;
let out: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-folder-'));
  out = path.join(root, 'site');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under `dir`, relative path to text. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

/** A built site in a new work folder beside `out`, then moved in. */
async function install(files: Record<string, string>): Promise<void> {
  const work = await makeWorkFolder(out);
  try {
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(work, rel)), { recursive: true });
      await writeFile(path.join(work, rel), text);
    }
    await installSite(work, out);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

describe('isSitePath', () => {
  it.each([
    ['index.html', true],
    ['assets/op-a.b-1.js', true],
    ['assets/.hidden-1.js', true],
    ['', false],
    ['/etc/passwd', false],
    ['../x', false],
    ['assets/../../x', false],
    ['assets//x', false],
    ['./index.html', false],
    ['assets/', false],
    ['.git/config', false],
    [SITE_RECORD, false],
    ['a\\..\\b', false],
    ['C:/x', false],
    ['a\0b', false],
    [42, false],
  ])('%j: %s', (rel, ok) => {
    expect(isSitePath(rel)).toBe(ok);
  });
});

describe('installSite', () => {
  it('replaces the recorded files, removes recorded files and emptied folders no longer built, and keeps the rest', async () => {
    await mkdir(out);
    await writeFile(path.join(out, 'CNAME'), 'docs.example.test');
    await install({ 'index.html': 'one', 'assets/a-1.js': 'a1', 'old/only.js': 'old' });
    await writeFile(path.join(out, 'assets', 'mine.txt'), 'mine');
    await install({ 'index.html': 'two', 'assets/a-2.js': 'a2' });
    expect(await filesOf(out)).toEqual({
      CNAME: 'docs.example.test',
      'assets/mine.txt': 'mine',
      'assets/a-2.js': 'a2',
      'index.html': 'two',
      [SITE_RECORD]: expect.any(String),
    });
    expect(await readdir(out)).not.toContain('old');
    expect(await readRecord(out)).toEqual({ files: ['assets/a-2.js', 'index.html'], folders: ['assets'] });
    // No work folder is left beside it.
    expect(await readdir(root)).toEqual(['site']);
  });

  it('refuses to overwrite a file the previous build did not write, and leaves the folder as it was', async () => {
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'my own page');
    await expect(install({ 'index.html': 'site', 'assets/a.js': 'a' })).rejects.toThrow(
      `${path.join(out, 'index.html')}: the site writes this file, which the previous build did not write`,
    );
    expect(await filesOf(out)).toEqual({ 'index.html': 'my own page' });
  });

  it('refuses to write through a folder that is a link, and writes nothing there', async () => {
    await install({ 'index.html': 'one', 'assets/a.js': 'a' });
    const elsewhere = path.join(root, 'elsewhere');
    await mkdir(elsewhere);
    await rm(path.join(out, 'assets'), { recursive: true });
    await symlink(elsewhere, path.join(out, 'assets'));
    await expect(install({ 'index.html': 'two', 'assets/a.js': 'a2' })).rejects.toThrow(
      `${path.join(out, 'assets')}: the site needs a folder there, and a symbolic link is there`,
    );
    expect(await readdir(elsewhere)).toEqual([]);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('one');
  });

  it('never deletes through a link or a file that is no longer a plain file, whatever the record says', async () => {
    const elsewhere = path.join(root, 'elsewhere');
    await mkdir(elsewhere);
    await writeFile(path.join(elsewhere, 'keep.txt'), 'keep');
    await writeFile(path.join(root, 'outside.txt'), 'outside');
    await install({ 'index.html': 'one', 'assets/a.js': 'a' });
    await symlink(elsewhere, path.join(out, 'linked'));
    await symlink(path.join(root, 'outside.txt'), path.join(out, 'assets', 'a.js.link'));
    const record = JSON.parse(await readFile(path.join(out, SITE_RECORD), 'utf8')) as { files: string[]; folders: string[] };
    record.files.push('linked/keep.txt', 'assets/a.js.link');
    record.folders.push('linked');
    await writeFile(path.join(out, SITE_RECORD), JSON.stringify(record));
    await install({ 'index.html': 'two' });
    expect(await filesOf(elsewhere)).toEqual({ 'keep.txt': 'keep' });
    expect(await readFile(path.join(root, 'outside.txt'), 'utf8')).toBe('outside');
    expect((await lstat(path.join(out, 'linked'))).isSymbolicLink()).toBe(true);
    expect((await lstat(path.join(out, 'assets', 'a.js.link'))).isSymbolicLink()).toBe(true);
  });

  it.each([
    ['not JSON', 'not json', 'not JSON'],
    ['another program', JSON.stringify({ files: [] }), 'not in its format'],
    ['a path out', JSON.stringify({ writtenBy: 'siteapi docs', files: ['../outside.txt'], folders: [] }), 'it names "../outside.txt"'],
    ['an absolute path', JSON.stringify({ writtenBy: 'siteapi docs', files: ['/tmp/x'], folders: [] }), 'it names "/tmp/x"'],
    ['a folder out', JSON.stringify({ writtenBy: 'siteapi docs', files: [], folders: ['..'] }), 'it names ".."'],
  ])('refuses a record that is %s, before touching anything', async (_, text, message) => {
    await mkdir(out);
    await writeFile(path.join(out, SITE_RECORD), text);
    await writeFile(path.join(root, 'outside.txt'), 'outside');
    await expect(readRecord(out)).rejects.toThrow(message);
    await expect(install({ 'index.html': 'x' })).rejects.toThrow('not a record siteapi docs wrote');
    expect(await filesOf(out)).toEqual({ [SITE_RECORD]: text });
    expect(await readFile(path.join(root, 'outside.txt'), 'utf8')).toBe('outside');
  });

  it('refuses a record that is a link', async () => {
    await mkdir(out);
    await writeFile(path.join(root, 'other.json'), JSON.stringify({ writtenBy: 'siteapi docs', files: [], folders: [] }));
    await symlink(path.join(root, 'other.json'), path.join(out, SITE_RECORD));
    await expect(readRecord(out)).rejects.toThrow('not a file, not a record siteapi docs wrote');
  });
});

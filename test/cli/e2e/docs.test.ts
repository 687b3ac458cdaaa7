import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShell } from '../../../explorer/vite/build-shell.ts';

// `siteapi docs` as a user runs it: plain node on the bin, a small outside document with a hostile title, the
// explorer's app shell built from this checkout (as `npm run pack` builds it) into a folder of the test's own.
const BIN = path.resolve('cli/bin/siteapi.js');
const FIXTURE = path.resolve('test/fixtures/docs/pets.yaml');
let work: string;
let shell: string;

function siteapi(args: string[], cwd = work): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, timeout: 200_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const docs = (out: string, ...args: string[]) => siteapi(['docs', '--spec', FIXTURE, '--out', out, '--shell', shell, ...args]);

/** Every file under `dir` by relative path, with its text. */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return files;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'siteapi-docs-'));
  shell = path.join(work, 'shell');
  await buildShell(shell);
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('siteapi docs', () => {
  it('writes a static site: the shell, the document modules, the mock, the logo under a safe name; the document stays data', async () => {
    await writeFile(path.join(work, 'my logo <1>.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const result = await docs('site', '--logo', 'my logo <1>.svg', '--target', 'server');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^wrote site\/: \d+ files, [\d.]+ MB, in [\d.]+ s/);

    const files = await filesOf(path.join(work, 'site'));
    for (const file of [
      'index.html',
      'mockServiceWorker.js',
      'mock-document.json',
      'logo-my_logo__1_.svg',
      'assets/site-catalogue.js',
      'assets/site-overview.js',
      'assets/site-models.js',
    ])
      expect(files.has(file), file).toBe(true);
    // Nothing else at the top: no work folder left beside it either.
    expect([...files.keys()].filter((f) => !f.startsWith('assets/')).sort()).toEqual([
      'index.html',
      'logo-my_logo__1_.svg',
      'mock-document.json',
      'mockServiceWorker.js',
    ]);
    expect((await readdir(work)).sort()).toEqual(['my logo <1>.svg', 'shell', 'site']);

    // The title is text in the page; the one script is the shell's own module.
    const html = files.get('index.html')!;
    expect(html).toContain('<title>Pet shelter &#60;/title&#62;&#60;script&#62;window.pwned = 1&#60;/script&#62;</title>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js">$/)]);
    expect(html).toContain('Content-Security-Policy');
    // In the modules, the document's words are inside JSON strings only.
    const catalogue = files.get('assets/site-catalogue.js')!;
    expect(catalogue).toContain('"target":"https://pets.example.test"');
    expect(catalogue).toContain('"logo":"logo-my_logo__1_.svg"');
    // (Names made from it, like the service's, are identifiers of letters, digits and dashes.)
    expect(catalogue).toContain('window.pwned = 1');
    expect(catalogue.replace(/JSON\.parse\(`[^`]*`\)/g, '')).not.toMatch(/pwned[^-]/);
    // Every operation has its chunk; the in-page mock answers from the bundled document.
    expect(JSON.parse(files.get('mock-document.json')!)).toMatchObject({
      info: { title: expect.stringContaining('Pet shelter') },
      servers: [{ url: 'https://pets.example.test' }],
    });
    const assets = [...files.keys()].filter((f) => f.startsWith('assets/'));
    expect(assets.some((f) => files.get(f)!.includes('"operationId":"getPet"'))).toBe(true);
    // No other host is named as a place to load from.
    for (const [file, text] of files) if (file.endsWith('.html')) expect(text).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
  });

  it('--base writes absolute asset URLs under the base path', async () => {
    expect((await docs('based', '--base', '/docs/api/', '-q')).code).toBe(0);
    const html = await readFile(path.join(work, 'based', 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/docs\/api\/assets\/index-[\w-]+\.js"/);
    expect(html).not.toContain('"./');
  });

  it('rebuilds a site it wrote in place, and leaves it whole when the spec is broken', async () => {
    expect((await docs('again', '-q')).code).toBe(0);
    const before = await filesOf(path.join(work, 'again'));
    expect((await docs('again', '-q', '--title', 'Shelter')).code).toBe(0);
    expect((await readFile(path.join(work, 'again', 'index.html'), 'utf8')).match(/<title>(.*)<\/title>/)?.[1]).toBe('Shelter');
    const after = await filesOf(path.join(work, 'again'));

    await writeFile(
      path.join(work, 'broken.yaml'),
      (await readFile(FIXTURE, 'utf8')).replace("$ref: '#/components/schemas/Pet'", "$ref: '#/components/schemas/Cat'"),
    );
    const broken = await siteapi(['docs', '--spec', 'broken.yaml', '--out', 'again', '--shell', shell]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^broken\.yaml:\d+:\d+ .*Cat/m);
    expect(broken.stderr).toContain('nothing was written');
    expect(await filesOf(path.join(work, 'again'))).toEqual(after);
    expect(after.size).toBe(before.size);
  });

  it('refuses an out folder it did not write, a missing parent folder, a logo that is not a picture, a bad target or base', async () => {
    await mkdir(path.join(work, 'mine'));
    await writeFile(path.join(work, 'mine', 'notes.txt'), 'keep me');
    const notOurs = await docs('mine');
    expect(notOurs.code).toBe(2);
    expect(notOurs.stderr).toContain('is not empty and holds no site siteapi docs wrote');
    expect(await filesOf(path.join(work, 'mine'))).toEqual(new Map([['notes.txt', 'keep me']]));

    const missing = await docs('no/such/folder/site');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--out no/such/folder/site: cannot write in');

    await cp(FIXTURE, path.join(work, 'logo.yaml'));
    const logo = await docs('x', '--logo', 'logo.yaml');
    expect(logo.code).toBe(2);
    expect(logo.stderr).toContain('--logo logo.yaml: expected a picture');

    expect((await docs('x', '--target', 'javascript:alert(1)')).stderr).toContain('expected mock, server or an http(s) URL');
    expect((await docs('x', '--base', 'docs')).stderr).toContain('--base docs: expected a path from / to /');
    for (const name of ['x']) expect(await readdir(work)).not.toContain(name);
  });

  it('--serve serves the site on loopback and rebuilds it when the document is saved', async () => {
    await cp(FIXTURE, path.join(work, 'live.yaml'));
    const child = spawn(process.execPath, [BIN, 'docs', '--spec', 'live.yaml', '--out', 'live', '--shell', shell, '--serve', '--port', '0'], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async (pattern: RegExp): Promise<RegExpExecArray> => {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) throw new Error(`siteapi docs --serve ended before printing ${pattern}`);
        const match = pattern.exec(value);
        if (match) return match;
      }
    };
    try {
      const url = (await next(/serving live\/ at (http:\/\/127\.0\.0\.1:\d+)\/ and watching live\.yaml/))[1]!;
      const title = async () => (await (await fetch(`${url}/`)).text()).match(/<title>(.*)<\/title>/)?.[1];
      expect(await title()).toContain('Pet shelter');
      expect((await fetch(`${url}/assets/site-catalogue.js`)).status).toBe(200);

      await writeFile(path.join(work, 'live.yaml'), (await readFile(FIXTURE, 'utf8')).replace(/title: Pet shelter .*/, 'title: Cat shelter'));
      await next(/wrote live\/: \d+ files/);
      expect(await title()).toBe('Cat shelter');
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });

  it('a build that fails midway says so in one line and leaves the out folder and its folder as they were', async () => {
    expect((await docs('kept', '-q')).code).toBe(0);
    const before = await filesOf(path.join(work, 'kept'));
    // A shell whose assets folder is a file: the build cannot write its modules there.
    const bad = path.join(work, 'bad-shell');
    await mkdir(bad);
    await writeFile(path.join(bad, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(path.join(bad, 'assets'), 'not a folder');
    const entries = await readdir(work);
    const failed = await siteapi(['docs', '--spec', FIXTURE, '--out', 'kept', '--shell', bad, '-q']);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/^siteapi docs: the site was not built \(kept\/ is as it was\): .+\n$/);
    expect(await filesOf(path.join(work, 'kept'))).toEqual(before);
    expect((await readdir(work)).sort()).toEqual(entries.sort());
  });

  it('says what to do when the shell is missing', async () => {
    const result = await siteapi(['docs', '--spec', FIXTURE, '--out', 'y', '--shell', path.join(work, 'no-shell')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("the explorer's app shell is missing");
  });
});

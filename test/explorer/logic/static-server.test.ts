import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from '../../../explorer/vite/static-server.ts';

// The static server of `siteapi docs --serve` on loopback over a real folder: a docs folder may be a gh-pages
// worktree (its .git holds the remote's URL, sometimes with a token) and may hold links; neither is served.
let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  const site = path.join(root, 'site');
  await mkdir(path.join(site, '.git'), { recursive: true });
  await mkdir(path.join(site, 'assets'));
  await writeFile(path.join(site, 'index.html'), '<title>site</title>');
  await writeFile(path.join(site, 'assets', 'app.js'), 'app');
  await writeFile(path.join(site, '.git', 'config'), '[remote "origin"]\n  url = https://token@example.test/x.git\n');
  await writeFile(path.join(site, '.siteapi-docs.json'), '{}');
  await writeFile(path.join(root, 'secret.txt'), 'outside');
  await symlink(path.join(root, 'secret.txt'), path.join(site, 'assets', 'secret.js'));
  await symlink(path.join(site, 'assets', 'app.js'), path.join(site, 'app-link.js'));
  server = await serveStatic(site);
});

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const get = async (pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, text: await response.text() };
};

it('serves the site', async () => {
  expect(await get('/')).toEqual({ status: 200, text: '<title>site</title>' });
  expect(await get('/assets/app.js')).toEqual({ status: 200, text: 'app' });
  expect(await get('/app-link.js')).toEqual({ status: 200, text: 'app' });
});

it.each(['/.git/config', '/.git/', '/%2egit/config', '/.siteapi-docs.json', '/assets/secret.js'])('does not serve %s', async (pathname) => {
  const { status, text } = await get(pathname);
  expect(status).toBe(404);
  expect(text).not.toMatch(/token|outside/);
});

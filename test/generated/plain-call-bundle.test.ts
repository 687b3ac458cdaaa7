// A plain document's call carries no platform module: Scalar's Galaxy generated in an app folder and its
// createPlanet built as an app's build splits it (the bench's bundle build), against the platform's getPost signed in
// with OAuthStrategy, which carries them, so the check is seen to see them.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it("is what the platform's getPost carries, so the check sees them", () => {
    expect(platformModules(platform.modules)).toEqual(
      expect.arrayContaining(['runtime/platform.ts', 'runtime/conversions/media.ts', 'runtime/auth/oauth-strategy.ts']),
    );
    expect(platform.initialCode).toContain('x-wix-consistent');
  });
});

// Bundle size: what one call, and one service's calls, cost a browser app; minified by Vite (library mode), gzipped.
// The initial chunks (the entry and what it imports statically: what a page loads to make the call) apart from the
// chunks loaded on demand (rich content, error answers, credentials), which only some answers need.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { type BundleSize, buildBundle } from '../lib/bundle-build.ts';
import { kB, ratio } from '../lib/format.ts';
import { ROOT, SPEC_DIR, WORK } from '../lib/paths.ts';
import {
  ensureBlogPeers,
  ensureGalaxyClients,
  HEY_API_BLOG,
  HEY_API_GALAXY,
  OPENAPI_TYPESCRIPT_BLOG,
  OPENAPI_TYPESCRIPT_GALAXY,
  OURS_GALAXY,
} from '../lib/peers.ts';
import type { Section } from '../lib/section.ts';

const ENTRIES = path.join(WORK, 'bundle');
const at = (...parts: string[]): string => JSON.stringify(path.join(...parts));

interface Bundle {
  label: string;
  group: 'getPost' | 'blog' | 'createPlanet';
  /** The row the others of its group are compared with. */
  reference?: boolean;
  entry: () => Promise<string>;
}

/** openapi-fetch has no per-call functions: a thin wrapper per blog operation, as an app would write them. */
async function openapiFetchWrappers(only?: string): Promise<string> {
  const spec = parse(await readFile(path.join(SPEC_DIR, 'blog.yaml'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const lines: string[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId || (only && op.operationId !== only)) continue;
      const names = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const params = [...names.map((n) => `${n}: string`), method === 'get' ? 'query?: object' : 'body: object'].join(', ');
      const init = method === 'get' ? `{ params: { path: { ${names.join(', ')} }, query } }` : `{ params: { path: { ${names.join(', ')} } }, body }`;
      lines.push(`export const ${op.operationId} = (${params}) => client.${method.toUpperCase()}(${JSON.stringify(route)}, ${init} as never);`);
    }
  }
  return [
    `import createClient from 'openapi-fetch';`,
    `import type { paths } from ${at(OPENAPI_TYPESCRIPT_BLOG)};`,
    `let client = createClient<paths>({ baseUrl: 'https://www.wixapis.com/blog' });`,
    `export const setup = (baseUrl: string) => { client = createClient<paths>({ baseUrl }); };`,
    ...lines,
  ].join('\n');
}

const ourSetup = `export const setup = (host: string) => configure({ host });`;
const oauthSetup = [
  // The token call's module as it is; the sign-in flows' modules as loaders, loaded with the first flow that needs them.
  `import { oauth } from ${at(ROOT, 'generated/src/oauth/oauth.ts')};`,
  `const api = { oauth, ${['authentication', 'recovery', 'redirects', 'verification'].map((m) => `${m}: () => import(${at(ROOT, `generated/src/oauth/${m}.ts`)})`).join(', ')} };`,
  `export const setup = (clientId: string) => configure({ auth: OAuthStrategy({ clientId, api }) });`,
].join('\n');
const heySetup = `import { client } from ${at(HEY_API_BLOG, 'client.gen.ts')};\nexport const setup = (baseUrl: string) => client.setConfig({ baseUrl });`;

/** Galaxy's createPlanet (a JSON body, bearer auth), with the bearer token each client's own way. */
const galaxySetup = {
  ours: `export const setup = (host: string, token: string) => configure({ host, credentials: { bearerAuth: token } });`,
  heyApi: `import { client } from ${at(HEY_API_GALAXY, 'client.gen.ts')};\nexport const setup = (baseUrl: string, token: string) => client.setConfig({ baseUrl, auth: token });`,
};

const BUNDLES: Record<string, Bundle> = {
  'ours-get-post': {
    label: 'siteapi-kit getPost + runtime',
    group: 'getPost',
    reference: true,
    entry: async () =>
      `import { configure } from ${at(ROOT, 'runtime/index.ts')};\nexport { getPost } from ${at(ROOT, 'generated/src/blog/posts.ts')};\n${ourSetup}`,
  },
  'ours-get-post-oauth': {
    label: 'siteapi-kit getPost + runtime + OAuthStrategy',
    group: 'getPost',
    entry: async () =>
      `import { OAuthStrategy, configure } from ${at(ROOT, 'runtime/index.ts')};\nexport { getPost } from ${at(ROOT, 'generated/src/blog/posts.ts')};\n${oauthSetup}`,
  },
  'openapi-fetch-get-post': { label: 'openapi-fetch + types, GET /v3/posts/{postId}', group: 'getPost', entry: () => openapiFetchWrappers('getPost') },
  'hey-api-get-post': {
    label: 'hey-api sdk getPost + client-fetch',
    group: 'getPost',
    entry: async () => `export { getPost } from ${at(HEY_API_BLOG, 'sdk.gen.ts')};\n${heySetup}`,
  },
  'ours-create-planet': {
    label: 'siteapi-kit createPlanet + runtime (plain document)',
    group: 'createPlanet',
    reference: true,
    entry: async () =>
      `import { configure } from ${at(ROOT, 'runtime/index.ts')};\nexport { createPlanet } from ${at(OURS_GALAXY, 'planets.ts')};\n${galaxySetup.ours}`,
  },
  'openapi-fetch-create-planet': {
    label: 'openapi-fetch + types, POST /planets',
    group: 'createPlanet',
    entry: async () =>
      [
        `import createClient from 'openapi-fetch';`,
        `import type { paths } from ${at(OPENAPI_TYPESCRIPT_GALAXY)};`,
        `let client = createClient<paths>({ baseUrl: 'https://galaxy.scalar.com' });`,
        "export const setup = (baseUrl: string, token: string) => { client = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + token } }); };",
        `export const createPlanet = (body: object) => client.POST('/planets', { body } as never);`,
      ].join('\n'),
  },
  'hey-api-create-planet': {
    label: 'hey-api sdk createPlanet + client-fetch',
    group: 'createPlanet',
    entry: async () => `export { createPlanet } from ${at(HEY_API_GALAXY, 'sdk.gen.ts')};\n${galaxySetup.heyApi}`,
  },
  'ours-blog': {
    label: 'siteapi-kit, all blog calls + runtime',
    group: 'blog',
    reference: true,
    entry: async () => `import { configure } from ${at(ROOT, 'runtime/index.ts')};\nexport * from ${at(ROOT, 'generated/src/blog/posts.ts')};\n${ourSetup}`,
  },
  'openapi-fetch-blog': { label: 'openapi-fetch + types, a wrapper per blog call', group: 'blog', entry: () => openapiFetchWrappers() },
  'hey-api-blog': {
    label: 'hey-api sdk, all blog functions + client-fetch',
    group: 'blog',
    entry: async () => `export * from ${at(HEY_API_BLOG, 'sdk.gen.ts')};\n${heySetup}`,
  },
};

export const bundleSize: Section = {
  id: 'bundle-size',
  title: 'Bundle size: minified and gzipped',
  async run(ctx) {
    await ensureBlogPeers();
    await ensureGalaxyClients();
    await rm(ENTRIES, { recursive: true, force: true });
    const sizes: Record<string, BundleSize> = {};
    for (const [id, b] of Object.entries(BUNDLES)) {
      ctx.log(`  ${id}`);
      sizes[id] = await buildBundle(ENTRIES, id, await b.entry());
      if (id.startsWith('ours-get-post') || id === 'ours-create-planet')
        for (const m of sizes[id].modules) ctx.log(`    ${String(m.rendered).padStart(6)} ${String(m.gzip).padStart(6)} ${m.module}`);
    }
    const reference = (group: Bundle['group']): BundleSize =>
      sizes[Object.keys(BUNDLES).find((id) => BUNDLES[id]!.group === group && BUNDLES[id]!.reference)!]!;
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        "Each row is an entry module (written to bench/.work/bundle/) that exports the call(s) and a setup function for the base URL or the auth, built with Vite in library mode (ES, minify on, target es2022, process.env.NODE_ENV = production, the runtime from source through its @siteapi/source condition, one copy; entry signatures 'allow-extension', as an app's build, so modules the entry shares with a lazy chunk stay in the entry). Each output chunk is gzipped alone with node:zlib at level 9, as a server sends it.",
        "Initial: the entry chunk and the chunks it imports statically, what a page loads to make the call; the goal is judged on it. Lazy: the chunks only dynamic imports load, with the first answer that needs them (rich content's node tree and its plans; an error answer's reading and the service's error catalogue; credentials' security parts). Total: both.",
        "getPost: the standalone call and the runtime it pulls in; with OAuth, OAuthStrategy with the token call's module as it is and the sign-in flows' modules (authentication, recovery, redirects, verification) as loaders. openapi-fetch: its client, one wrapper, openapi-typescript's types (erased). hey-api: its sdk function, its response transformer and the bundled fetch client.",
        "createPlanet (a plain document: Scalar's Galaxy, @scalar/galaxy's 3.1.yaml, each client generated from it into bench/.work/galaxy/): the call with a bearer token set up each client's way (this project: credentials { bearerAuth }, signed by a chunk loaded with the first call; hey-api: setConfig({ auth }); openapi-fetch: an Authorization header). This project's client of a plain document carries no platform module (hosts' edge and site hosts, x-wix headers, media and page-URL conversions): test/generated/plain-call-bundle.test.ts builds it and checks.",
        "All blog calls: this project's seven blog calls; openapi-fetch with one wrapper per blog operation; hey-api's whole sdk.gen.ts (it also emits a function for the GET's POST form).",
        'Not the same features: openapi-fetch converts nothing (dates stay strings) and returns errors as values; hey-api converts dates only; this project converts dates, media, page URLs and rich content, maps errors to its catalogue and retries.',
        "Ratio: initial gzip size ÷ this project's row of the same group.",
        ...['ours-get-post', 'ours-create-planet'].map(
          (id) =>
            `Where ${id === 'ours-get-post' ? "getPost's" : "createPlanet's"} initial bytes come from (rendered bytes before minify, gzip of the module alone): ${sizes[
              id
            ]!.modules.map((m) => `${m.module} ${m.rendered}/${m.gzip}`).join(', ')}.`,
        ),
      ],
      table: {
        columns: ['bundle', 'initial minified', 'initial gzip', 'lazy gzip', 'total gzip', 'chunks (initial + lazy)', '× siteapi-kit'],
        rows: Object.entries(BUNDLES).map(([id, b]) => {
          const { initial, lazy } = sizes[id]!;
          return [
            b.label,
            kB(initial.minified),
            kB(initial.gzip),
            lazy.chunks > 0 ? kB(lazy.gzip) : '–',
            kB(initial.gzip + lazy.gzip),
            `${initial.chunks} + ${lazy.chunks}`,
            ratio(initial.gzip / reference(b.group).initial.gzip),
          ];
        }),
      },
      data: {
        unit: 'bytes',
        sizes: Object.fromEntries(Object.entries(sizes).map(([id, { initialCode: _, files: __, entryFile: ___, ...size }]) => [id, size])),
      },
    };
  },
};

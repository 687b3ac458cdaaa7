// The peers' code for the blog service, generated once per bench run into bench/.work/peers/: hey-api's sdk and
// transformers (per-call, conversion and bundle sections) and openapi-typescript's types (openapi-fetch's bundle); and
// for a plain document, Scalar's Galaxy, this project's client beside the same two (bundle section).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { runNode, tsxArgs } from './child.ts';
import { DRIVERS, ROOT, SPEC_DIR, WORK } from './paths.ts';

const PEERS = path.join(WORK, 'peers');
export const HEY_API_BLOG = path.join(PEERS, 'hey-api', 'blog');
export const OPENAPI_TYPESCRIPT_BLOG = path.join(PEERS, 'openapi-typescript', 'blog.d.ts');

let ready: Promise<void> | undefined;

export function ensureBlogPeers(): Promise<void> {
  ready ??= (async () => {
    await rm(PEERS, { recursive: true, force: true });
    const spec = path.join(SPEC_DIR, 'blog.yaml');
    await runNode([path.join(DRIVERS, 'generate-hey-api.mjs'), spec, path.join(PEERS, 'hey-api')]);
    await runNode([path.join(DRIVERS, 'generate-openapi-typescript.mjs'), spec, path.join(PEERS, 'openapi-typescript')]);
    for (const file of [path.join(HEY_API_BLOG, 'sdk.gen.ts'), path.join(HEY_API_BLOG, 'transformers.gen.ts'), OPENAPI_TYPESCRIPT_BLOG]) {
      if (!existsSync(file)) throw new Error(`peer output missing: ${file}`);
    }
  })();
  return ready;
}

/** Scalar's Galaxy (OpenAPI 3.1, `@scalar/galaxy`): a plain document, in no dialect of ours. */
export const GALAXY_DOCUMENT = path.join(ROOT, 'node_modules', '@scalar', 'galaxy', 'dist', '3.1.yaml');
const GALAXY = path.join(WORK, 'galaxy');
/** This project's client of the Galaxy, generated from the sources as `npm run generate` runs. */
export const OURS_GALAXY = path.join(GALAXY, 'ours', 'scalar-galaxy');
export const HEY_API_GALAXY = path.join(GALAXY, 'hey-api', '3.1');
export const OPENAPI_TYPESCRIPT_GALAXY = path.join(GALAXY, 'openapi-typescript', '3.1.d.ts');

let galaxy: Promise<void> | undefined;

export function ensureGalaxyClients(): Promise<void> {
  galaxy ??= (async () => {
    await rm(GALAXY, { recursive: true, force: true });
    await runNode(tsxArgs(path.join(DRIVERS, 'generate-ours.mjs'), 'full', GALAXY_DOCUMENT, path.join(GALAXY, 'ours')));
    await runNode([path.join(DRIVERS, 'generate-hey-api.mjs'), GALAXY_DOCUMENT, path.join(GALAXY, 'hey-api')]);
    await runNode([path.join(DRIVERS, 'generate-openapi-typescript.mjs'), GALAXY_DOCUMENT, path.join(GALAXY, 'openapi-typescript')]);
    for (const file of [path.join(OURS_GALAXY, 'planets.ts'), path.join(HEY_API_GALAXY, 'sdk.gen.ts'), OPENAPI_TYPESCRIPT_GALAXY]) {
      if (!existsSync(file)) throw new Error(`Galaxy client missing: ${file}`);
    }
  })();
  return galaxy;
}

// The peers' code for the blog service, generated once per bench run into bench/.work/peers/: hey-api's sdk and
// transformers (per-call, conversion and bundle sections) and openapi-typescript's types (openapi-fetch's bundle).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { runNode } from './child.ts';
import { DRIVERS, SPEC_DIR, WORK } from './paths.ts';

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

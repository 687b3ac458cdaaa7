import { describe, expect, it } from 'vitest';
import { services } from '../../../generated/src/index.ts';
import { posts } from '../../../generated/src/blog/index.ts';
import { createClient, OAuthStrategy, type Tokens } from '../../../runtime/index.ts';
import { defineCall, type ServiceInfo } from '../../../runtime/generated.ts';
import { PREWARM_INTERVAL_MS, PREWARM_STORAGE_KEY } from '../../../runtime/auth/pre-warm.ts';
import type { FrameHost, SignInFrame } from '../../../runtime/auth/silent-sign-in.ts';
import { fakeFetch, json } from '../core/fixtures.ts';

const NOW = Date.UTC(2026, 0, 1);
const visitor: Tokens = { accessToken: { value: 'va', expiresAt: NOW / 1000 + 3600 }, refreshToken: { value: 'vr', role: 'visitor' } };

describe('consistency header', () => {
  it('echoes the last x-wix-consistent answer on every later call of the client', async () => {
    let n = 0;
    const fetch = fakeFetch(() => json(200, { posts: [] }, ++n === 2 ? { 'x-wix-consistent': 'token-after-write' } : {}));
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch });
    await client.posts.listPosts();
    await client.posts.listPosts();
    await client.posts.listPosts();
    expect(fetch.calls.map((c) => c.headers['x-wix-consistent'])).toEqual([undefined, undefined, 'token-after-write']);
    const other = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch });
    await other.posts.listPosts();
    expect(fetch.calls.at(-1)!.headers['x-wix-consistent']).toBeUndefined();
  });
});

describe("a plain document's service (no platform rules)", () => {
  const shelf: ServiceInfo = { name: 'shelf', title: 'Shelf', prefix: '', host: 'https://shelf.example.test' };
  const getItem = defineCall<[id: string], unknown>(shelf, {
    module: 'items',
    operationId: 'getItem',
    method: 'GET',
    path: '/items/{id}',
    args: [{ name: 'id', required: true, value: 'path.id' }],
  });

  it('gets no platform header, host or request id: the consistency token is not echoed to it, useCdn and siteHost do not move it', async () => {
    const fetch = fakeFetch(() => json(200, { posts: [] }, { 'x-wix-consistent': 'token-after-write', 'x-wix-request-id': 'wix-1', 'x-request-id': 'req-1' }));
    const client = createClient({ modules: { posts, items: { getItem } }, host: 'http://127.0.0.1:1', fetch });
    await client.posts.listPosts();
    const { requestId } = await client.items.getItem('i1').withResponse();
    await client.posts.listPosts();
    expect(fetch.calls.map((c) => c.headers['x-wix-consistent'])).toEqual([undefined, undefined, 'token-after-write']);
    expect(requestId).toBe('req-1');
    const platformOptions = createClient({ modules: { items: { getItem } }, fetch, useCdn: true, siteHost: 'https://shop.example.test' });
    await platformOptions.items.getItem('i1');
    expect(fetch.calls.at(-1)!.url).toBe('https://shelf.example.test/items/i1');
  });
});

describe('CDN host', () => {
  it('visitor and member clients use the edge host unless told not to; a given host always wins', async () => {
    const fetch = fakeFetch(() => json(200, { posts: [] }));
    const auth = OAuthStrategy({ clientId: 'c', api: services.oauth, fetch, tokens: visitor, now: () => NOW });
    await createClient({ modules: { posts }, auth, fetch }).posts.listPosts();
    await createClient({ modules: { posts }, auth, fetch, useCdn: false }).posts.listPosts();
    await createClient({ modules: { posts }, auth, fetch, host: 'http://127.0.0.1:1' }).posts.listPosts();
    await createClient({ modules: { posts }, fetch }).posts.listPosts();
    expect(fetch.calls.map((c) => new URL(c.url).host)).toEqual(['edge.wixapis.com', 'www.wixapis.com', '127.0.0.1:1', 'www.wixapis.com']);
  });
});

describe('visitor cookie pre-warm', () => {
  function browser() {
    const frames: SignInFrame[] = [];
    const store = new Map<string, string>();
    const host: FrameHost = {
      window: { addEventListener: () => {}, removeEventListener: () => {} },
      document: {
        createElement: () => {
          const f: SignInFrame = { style: { display: '' }, src: '', remove: () => {} };
          frames.push(f);
          return f;
        },
        body: { appendChild: (f) => queueMicrotask(() => (f as SignInFrame).onload?.call(f, new Event('load'))) },
      },
    };
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    return { host, storage, frames, store };
  }

  it('loads a login session in a hidden frame at most every 7 days, remembering the time in local storage', async () => {
    const fetch = fakeFetch(() => json(200, { redirectSession: { fullUrl: 'https://users.example.test/login?s=w' } }));
    let now = NOW;
    const auth = OAuthStrategy({ clientId: 'c', api: services.oauth, host: 'http://127.0.0.1:1', fetch, tokens: visitor, now: () => now });
    const b = browser();
    expect(await auth.preWarmVisitorCookie({ host: b.host, storage: b.storage })).toBe(true);
    expect(b.frames).toHaveLength(1);
    expect(b.frames[0]).toMatchObject({ src: 'https://users.example.test/login?s=w', style: { display: 'none' } });
    expect(JSON.parse(fetch.calls[0]!.body!)).toEqual({ login: {} });
    expect(b.store.get(PREWARM_STORAGE_KEY)).toBe(String(NOW));
    now = NOW + PREWARM_INTERVAL_MS - 1;
    expect(await auth.preWarmVisitorCookie({ host: b.host, storage: b.storage })).toBe(false);
    expect(await auth.preWarmVisitorCookie({ host: b.host, storage: b.storage, force: true })).toBe(true);
    now = NOW + 2 * PREWARM_INTERVAL_MS;
    expect(await auth.preWarmVisitorCookie({ host: b.host, storage: b.storage })).toBe(true);
    expect(b.frames).toHaveLength(3);
  });
});

describe('elevated modules', () => {
  it("fail with 'An elevated client is required...' until an elevated client is configured, then use its API key", async () => {
    const { ApiKeyStrategy, AuthError, configureElevated, elevate } = await import('../../../runtime/index.ts');
    const elevatedPosts = elevate(posts);
    const error = await elevatedPosts.listPosts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as InstanceType<typeof AuthError>).code).toBe('ELEVATED_CLIENT_REQUIRED');
    expect((error as Error).message).toMatch(/^An elevated client is required/);
    const fetch = fakeFetch(() => json(200, { posts: [] }));
    expect(() => configureElevated({ auth: OAuthStrategy({ clientId: 'c', api: services.oauth, fetch }), fetch })).toThrow(/must grant elevated access/);
    configureElevated({ auth: ApiKeyStrategy({ apiKey: 'server-key', siteId: 'site-1' }), host: 'http://127.0.0.1:1', fetch });
    await elevatedPosts.listPosts();
    expect(fetch.calls[0]!.headers).toMatchObject({ authorization: 'server-key', 'wix-site-id': 'site-1' });
    expect(elevatedPosts.listPosts.op).toBe(posts.listPosts.op);
  });
});

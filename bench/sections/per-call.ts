// Per call: one listPosts of 10 posts over loopback HTTP, sequentially, with each client's defaults.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createFetchClient from 'openapi-fetch';
import { posts } from '@siteapi/clients/blog';
import { createClient } from '@siteapi/runtime';
import { ms, ratio } from '../lib/format.ts';
import { HEY_API_BLOG, ensureBlogPeers } from '../lib/peers.ts';
import { checkConverted } from '../lib/posts.ts';
import { startPostsServer } from '../lib/posts-server.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize, type Summary } from '../lib/stats.ts';

const POSTS = 10;
const PREFIX = '/blog';

type Entry = 'fetch' | 'openapi-fetch' | 'ours' | 'hey-api';
const LABELS: Record<Entry, string> = {
  fetch: 'bare fetch + json()',
  'openapi-fetch': 'openapi-fetch GET',
  ours: 'siteapi-kit listPosts (dates converted)',
  'hey-api': 'hey-api sdk listPosts (transformer)',
};

/** Just enough of the blog's paths for openapi-fetch's types; its runtime never sees them. */
interface BlogPaths {
  '/v3/posts': { get: { parameters: { query?: Record<string, unknown> }; responses: { 200: { content: { 'application/json': unknown } } } } };
}

interface HeyApiSdk {
  listPosts(options?: object): Promise<{ data?: unknown; error?: unknown }>;
}
interface HeyApiClientModule {
  client: { setConfig(config: { baseUrl: string }): void };
}

export const perCall: Section = {
  id: 'per-call',
  title: `Per call: listPosts of ${POSTS} posts over loopback`,
  async run(ctx) {
    await ensureBlogPeers();
    const server = await startPostsServer(POSTS);
    try {
      const url = `${server.url}${PREFIX}/v3/posts`;
      const fetchClient = createFetchClient<BlogPaths>({ baseUrl: `${server.url}${PREFIX}` });
      const client = createClient({ modules: { posts }, host: server.url });
      const heySdk = (await import(pathToFileURL(path.join(HEY_API_BLOG, 'sdk.gen.ts')).href)) as HeyApiSdk;
      const heyClient = (await import(pathToFileURL(path.join(HEY_API_BLOG, 'client.gen.ts')).href)) as HeyApiClientModule;
      heyClient.client.setConfig({ baseUrl: `${server.url}${PREFIX}` });

      const calls: Record<Entry, () => Promise<unknown>> = {
        fetch: async () => (await fetch(url)).json(),
        'openapi-fetch': async () => (await fetchClient.GET('/v3/posts')).data,
        ours: () => client.posts.listPosts(),
        'hey-api': async () => {
          const { data, error } = await heySdk.listPosts();
          if (error) throw new Error(`hey-api listPosts: ${JSON.stringify(error)}`);
          return data;
        },
      };
      // Each client must really get the posts (and convert them where it claims to) before it is timed.
      for (const [entry, call] of Object.entries(calls) as [Entry, () => Promise<unknown>][]) {
        const answer = (await call()) as { posts?: unknown[] };
        if (entry === 'ours' || entry === 'hey-api') checkConverted(answer, entry, POSTS);
        else if (answer.posts?.length !== POSTS) throw new Error(`${entry}: expected ${POSTS} posts`);
      }

      const perRound = Math.max(50, Math.ceil(250 / ctx.runs));
      const entries: Entry[] = ['fetch', 'openapi-fetch', 'ours', 'hey-api'];
      const samples = await interleave(entries, ctx, async (entry) => {
        const call = calls[entry];
        const times: number[] = [];
        for (let i = 0; i < perRound; i++) {
          const started = performance.now();
          await call();
          times.push(performance.now() - started);
        }
        return times;
      });
      const stats = Object.fromEntries(entries.map((e) => [e, summarize(samples[e])])) as Record<Entry, Summary>;
      const base = stats.fetch.median;
      return {
        id: this.id,
        title: this.title,
        status: 'measured',
        method: [
          `A Node http server in its own process on 127.0.0.1 answers every GET with the same ${POSTS}-post listPosts body (${POSTS * 4} date strings; see bench/lib/posts.ts).`,
          'Each client runs in the bench process with its defaults (this project: retries and timeouts on, as users get them); one call at a time, the global fetch (undici, keep-alive) underneath all of them.',
          `Latency of each call from the call to the resolved result (body read and parsed, dates converted where the client does it); ${ctx.warmup * perRound} warm-up calls per client, then ${ctx.runs} interleaved rounds of ${perRound} calls (${ctx.runs * perRound} per client).`,
          'Ratio: median ÷ bare fetch median.',
        ],
        table: {
          columns: ['client', 'median', 'min', 'max', 'calls', '× bare fetch'],
          rows: entries.map((e) => [LABELS[e], ms(stats[e].median), ms(stats[e].min), ms(stats[e].max), String(stats[e].n), ratio(stats[e].median / base)]),
        },
        data: { unit: 'ms per call', posts: POSTS, stats },
      };
    } finally {
      await server.stop();
    }
  },
};

// Per call: one listPosts of 10 posts over loopback HTTP, sequentially, with each client's defaults.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createFetchClient from 'openapi-fetch';
import { posts } from '@siteapi/clients/blog';
import { createClient } from '@siteapi/runtime';
import { ms, ratio } from '../lib/format.ts';
import { HEY_API_BLOG, ensureBlogPeers } from '../lib/peers.ts';
import { checkConverted } from '../lib/posts.ts';
import { startServerProcess } from '../lib/server-process.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize, type Summary } from '../lib/stats.ts';

const POSTS = 10;
const PREFIX = '/blog';

type Entry = 'fetch' | 'fetch-signal' | 'openapi-fetch' | 'ours' | 'ours-no-timeout' | 'hey-api';
const LABELS: Record<Entry, string> = {
  fetch: 'bare fetch + json()',
  'fetch-signal': 'bare fetch + json(), with a timeout signal',
  'openapi-fetch': 'openapi-fetch GET',
  ours: 'siteapi-kit listPosts (dates converted)',
  'ours-no-timeout': 'siteapi-kit listPosts, timeout: Infinity (no signal)',
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
    const server = await startServerProcess('posts-server.ts', String(POSTS));
    try {
      const url = `${server.url}${PREFIX}/v3/posts`;
      const fetchClient = createFetchClient<BlogPaths>({ baseUrl: `${server.url}${PREFIX}` });
      const client = createClient({ modules: { posts }, host: server.url });
      const untimed = createClient({ modules: { posts }, host: server.url, timeout: Number.POSITIVE_INFINITY });
      const heySdk = (await import(pathToFileURL(path.join(HEY_API_BLOG, 'sdk.gen.ts')).href)) as HeyApiSdk;
      const heyClient = (await import(pathToFileURL(path.join(HEY_API_BLOG, 'client.gen.ts')).href)) as HeyApiClientModule;
      heyClient.client.setConfig({ baseUrl: `${server.url}${PREFIX}` });

      const calls: Record<Entry, () => Promise<unknown>> = {
        fetch: async () => (await fetch(url)).json(),
        // What a timeout costs any client: undici wires up every signal it is given (see bench/README.md).
        'fetch-signal': async () => {
          const controller = new AbortController();
          const timer = setTimeout(() => controller.abort(), 60_000);
          try {
            return await (await fetch(url, { signal: controller.signal })).json();
          } finally {
            clearTimeout(timer);
          }
        },
        'openapi-fetch': async () => (await fetchClient.GET('/v3/posts')).data,
        ours: () => client.posts.listPosts(),
        'ours-no-timeout': () => untimed.posts.listPosts(),
        'hey-api': async () => {
          const { data, error } = await heySdk.listPosts();
          if (error) throw new Error(`hey-api listPosts: ${JSON.stringify(error)}`);
          return data;
        },
      };
      // Each client must really get the posts (and convert them where it claims to) before it is timed.
      for (const [entry, call] of Object.entries(calls) as [Entry, () => Promise<unknown>][]) {
        const answer = (await call()) as { posts?: unknown[] };
        if (entry === 'ours' || entry === 'ours-no-timeout' || entry === 'hey-api') checkConverted(answer, entry, POSTS);
        else if (answer.posts?.length !== POSTS) throw new Error(`${entry}: expected ${POSTS} posts`);
      }

      // Calls are cheap and their spread wide: 2,000 per client keep the medians' ratios steady on a busy machine.
      const perRound = Math.max(200, Math.ceil(2000 / ctx.runs));
      const entries: Entry[] = ['fetch', 'fetch-signal', 'openapi-fetch', 'ours', 'ours-no-timeout', 'hey-api'];
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
          "Each client runs in the bench process with its defaults (this project: retries and a 60 s timeout on, as users get them); one call at a time, the global fetch (undici, keep-alive) underneath all of them. Two rows show what a timeout costs: bare fetch given a fresh AbortController's signal with a 60 s timer, and this project with `timeout: Infinity`, which passes fetch no signal (the default passes a signal of the call's own, which aborts the exchange at the timeout).",
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

// Conversion: a 10,000-post listPosts answer, freshly parsed, converted by the plan, a schema walk and hey-api.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listPostsResponsePlan } from '../../generated/src/blog/conversion-plans.ts';
import { listPostsResponseDecoder } from '../../generated/src/blog/response-decoders.ts';
import { decodeResponse, decodeWith } from '@siteapi/runtime/generated';
import { perSecond, ms, ratio } from '../lib/format.ts';
import { BUNDLED_DOCUMENT } from '../lib/paths.ts';
import { HEY_API_BLOG, ensureBlogPeers } from '../lib/peers.ts';
import { checkConverted, listPostsAnswer } from '../lib/posts.ts';
import { schemaWalker } from '../lib/schema-walk.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize, type Summary } from '../lib/stats.ts';

const POSTS = 10_000;
const MIN_RUNS = 15;

type Entry = 'plan' | 'plan-walk' | 'schema-walk' | 'hey-api';
const LABELS: Record<Entry, string> = {
  plan: 'siteapi-kit generated decoder (decodeWith + listPostsResponseDecoder)',
  'plan-walk': 'siteapi-kit plan walked at run time (decodeResponse + listPostsResponsePlan)',
  'schema-walk': 'generic schema walk (bench/lib/schema-walk.ts)',
  'hey-api': 'hey-api listPostsResponseTransformer',
};

interface HeyApiTransformers {
  listPostsResponseTransformer(data: unknown): Promise<unknown>;
}

const gc = (globalThis as { gc?: () => void }).gc;

export const conversion: Section = {
  id: 'conversion',
  title: `Conversion: a ${POSTS.toLocaleString('en')}-post listPosts answer`,
  async run(ctx) {
    await ensureBlogPeers();
    const text = JSON.stringify(listPostsAnswer(POSTS));
    const document = JSON.parse(await readFile(BUNDLED_DOCUMENT, 'utf8')) as Record<string, unknown>;
    const walk = schemaWalker(document);
    const responseSchema = { $ref: '#/components/schemas/blog.ListPostsResponse' };
    const hey = (await import(pathToFileURL(path.join(HEY_API_BLOG, 'transformers.gen.ts')).href)) as HeyApiTransformers;

    const converters: Record<Entry, (data: unknown) => unknown> = {
      plan: (data) => decodeWith(data, listPostsResponseDecoder),
      'plan-walk': (data) => decodeResponse(data, listPostsResponsePlan),
      'schema-walk': (data) => walk(data, responseSchema),
      'hey-api': (data) => hey.listPostsResponseTransformer(data),
    };
    // All of them must produce the same dates before they are compared.
    const reference = JSON.stringify(await converters.plan(JSON.parse(text)));
    for (const entry of Object.keys(converters) as Entry[]) {
      const converted = await converters[entry](JSON.parse(text));
      checkConverted(converted, entry, POSTS);
      if (JSON.stringify(converted) !== reference) throw new Error(`${entry}: converted answer differs from the generated decoder's`);
    }

    const runs = Math.max(ctx.runs, MIN_RUNS);
    const entries: Entry[] = ['plan', 'plan-walk', 'schema-walk', 'hey-api'];
    const samples = await interleave(entries, { runs, warmup: Math.max(ctx.warmup, 2) }, async (entry) => {
      // A fresh answer each time (converters work in place); parsing and collection are not timed.
      const data = JSON.parse(text) as unknown;
      gc?.();
      const started = performance.now();
      await converters[entry](data);
      return performance.now() - started;
    });
    const stats = Object.fromEntries(entries.map((e) => [e, summarize(samples[e])])) as Record<Entry, Summary>;
    const rate = (t: number): number => POSTS / (t / 1000);
    return {
      id: this.id,
      title: this.title,
      status: 'measured',
      method: [
        `${POSTS.toLocaleString('en')} posts (${(text.length / 1e6).toFixed(1)} MB of JSON) with four date-time fields each (first and last published, moderation submitted and moderated) and no media or page URLs, so all of them convert exactly the same ${(POSTS * 4).toLocaleString('en')} strings to Date; their outputs are checked to be identical first.`,
        "decoder: the generated listPostsResponseDecoder, the plan compiled at generate time into straight-line code (what every generated call applies), run by the runtime's decodeWith; plan walked: the runtime's decodeResponse walking listPostsResponsePlan as data (webhooks, callbacks, the fetch middleware). Schema walk: a straightforward converter that walks the bundled document's ListPostsResponse schema next to the value ($ref, properties, items, additionalProperties, allOf/oneOf/anyOf) and calls the same leaf converters. hey-api: its generated transformer (transformers plugin, dates: true).",
        `Each run converts a freshly parsed answer in place; parsing${gc ? ' and a forced garbage collection' : ''} before the timer. ${Math.max(ctx.warmup, 2)} warm-up runs, then ${runs} interleaved runs. Ratio: median time ÷ the generated decoder's.`,
      ],
      table: {
        columns: ['converter', 'items/s (median)', 'median', 'min', 'max', '× decoder time'],
        rows: entries.map((e) => [
          LABELS[e],
          perSecond(rate(stats[e].median)),
          ms(stats[e].median),
          ms(stats[e].min),
          ms(stats[e].max),
          ratio(stats[e].median / stats.plan.median),
        ]),
      },
      data: { unit: 'ms per answer', posts: POSTS, itemsPerSecond: Object.fromEntries(entries.map((e) => [e, Math.round(rate(stats[e].median))])), stats },
    };
  },
};

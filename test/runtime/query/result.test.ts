import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, createDataItems } from '@siteapi/runtime';
import { posts } from '@siteapi/clients/blog';
import { items as dataItemsApi } from '@siteapi/clients/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryResult, type PagePosition, type PagingMetadata } from '../../../runtime/query/result.ts';

// 40 items, answered by offset as the platform answers an offset query: no cursors, `hasNext` and the total.
const ALL = Array.from({ length: 40 }, (_, i) => i);
const SIZE = 10;

function walk(rules: 'data' | 'builder' | undefined, skip: number) {
  const asked: PagePosition[] = [];
  const fetch = async (position: PagePosition) => {
    asked.push(position);
    const offset = position as number;
    const items = ALL.slice(offset, offset + SIZE);
    return { items, paging: { count: items.length, offset, total: ALL.length, hasNext: offset + items.length < ALL.length } };
  };
  const pastEnd = (direction: 'next' | 'prev') => new Error(`no ${direction} page`);
  const first = async () => {
    const { items, paging } = await fetch(skip);
    asked.length = 0;
    return new QueryResult({ items, paging, fetch, pastEnd, pageSize: SIZE, offset: skip, ...(rules ? { rules } : {}) });
  };
  return { asked, first };
}

/** Where a page stands: its first item (or none), its page number and whether it has a previous page. */
const at = (page: QueryResult<number>) => [page.items[0] ?? null, page.currentPage, page.hasPrev()];

describe('QueryResult: the previous page after skip(), as the platform SDK counts it', () => {
  // [skip, first page, then each prev() page until hasPrev() is false]: measured with the SDK's data items results.
  const dataCases: [string, number, unknown[][]][] = [
    [
      'skip smaller than the page size',
      5,
      [
        [5, 1, true],
        [0, 0, false],
      ],
    ],
    [
      'skip equal to the page size',
      10,
      [
        [10, 1, true],
        [0, 0, false],
      ],
    ],
    [
      'skip larger than the page size',
      25,
      [
        [25, 3, true],
        [15, 2, true],
        [5, 1, true],
        [0, 0, false],
      ],
    ],
    ['no skip', 0, [[0, 0, false]]],
  ];
  it.each(dataCases)('data items: %s', async (_, skip, pages) => {
    const { asked, first } = walk(undefined, skip);
    let page = await first();
    const seen = [at(page)];
    while (page.hasPrev()) {
      page = await page.prev();
      seen.push(at(page));
    }
    expect(seen).toEqual(pages);
    expect(asked).toEqual(pages.slice(1).map(([offset]) => offset));
    await expect(page.prev()).rejects.toThrow('no prev page');
  });

  it('data items: next() from a skipped page moves by the page size and has the page before it', async () => {
    const { asked, first } = walk('data', 5);
    const second = await (await first()).next();
    expect([at(second), asked]).toEqual([[15, 2, true], [15]]);
    expect(at(await second.prev())).toEqual([5, 1, true]);
  });

  it('data items: a first page skipped past the end came back empty and has no previous page; nothing is sent', async () => {
    const { asked, first } = walk('data', 45);
    const page = await first();
    expect([page.items, page.hasPrev(), page.hasNext()]).toEqual([[], false, false]);
    await expect(page.prev()).rejects.toThrow('no prev page');
    expect(asked).toEqual([]);
  });

  // The SDK's query iterators (the generated builders) count pages as floor(offset / limit).
  const builderCases: [string, number, unknown[][]][] = [
    ['skip smaller than the page size: page 0, no previous page', 5, [[5, 0, false]]],
    [
      'skip equal to the page size',
      10,
      [
        [10, 1, true],
        [0, 0, false],
      ],
    ],
    [
      'skip larger than the page size: back to offset 5, page 0',
      25,
      [
        [25, 2, true],
        [15, 1, true],
        [5, 0, false],
      ],
    ],
    [
      'skipped past the end: the page number alone decides',
      45,
      [
        [null, 4, true],
        [35, 3, true],
        [25, 2, true],
        [15, 1, true],
        [5, 0, false],
      ],
    ],
  ];
  it.each(builderCases)('query builders: %s', async (_, skip, pages) => {
    const { first } = walk('builder', skip);
    let page = await first();
    const seen = [at(page)];
    while (page.hasPrev()) {
      page = await page.prev();
      seen.push(at(page));
    }
    expect(seen).toEqual(pages);
    await expect(page.prev()).rejects.toThrow('no prev page');
  });

  it('query builders: next() from skip 5 is page 1 and has the page before it', async () => {
    const { asked, first } = walk('builder', 5);
    const second = await (await first()).next();
    expect([at(second), asked]).toEqual([[15, 1, true], [15]]);
    expect(at(await second.prev())).toEqual([5, 0, false]);
  });
});

// QueryResult (query builders, data items): a server that repeats itself ends a listing instead of looping it, and a
// long listing keeps no earlier page's items alive.

/** Answers the n-th request (from 1); a listing that runs on past `cap` requests is told it ended, so a loop fails the test instead of hanging it. */
let answer: (n: number) => unknown = () => ({});
let requests = 0;
const cap = 200;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  req.on('end', () => {
    requests++;
    const body = requests > cap ? { posts: [], dataItems: [], pagingMetadata: { count: 0, hasNext: false } } : answer(requests);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

async function collect<T>(walk: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of walk) out.push(item);
  return out;
}

describe('a server that repeats itself ends the listing', () => {
  it('the same next cursor in every answer: iterate() stops after the page it first came back on', async () => {
    requests = 0;
    answer = (n) => ({ posts: [{ id: `p${n}` }], pagingMetadata: { count: 1, cursors: { next: 'same' }, hasNext: true } });
    const client = createClient({ modules: { posts }, host });
    const ids = (await collect(client.posts.queryPosts().limit(1).iterate())).map((p) => p.id);
    expect(ids).toEqual(['p1', 'p2']);
    expect(requests).toBe(2);
  });

  it('a cursor that comes back after others (a cycle) ends the listing too', async () => {
    requests = 0;
    answer = (n) => ({ posts: [{ id: `p${n}` }], pagingMetadata: { count: 1, cursors: { next: ['a', 'b', 'c'][n % 3] }, hasNext: true } });
    const client = createClient({ modules: { posts }, host });
    const first = await client.posts.queryPosts().limit(1).find();
    const ids = (await collect(first.iterate())).map((p) => p.id);
    expect(ids).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(requests).toBe(4);
  });

  it('a server that ignores the cursor (the same page, a new cursor each time) ends at the repeated page', async () => {
    requests = 0;
    answer = (n) => ({ posts: [{ id: 'p1' }, { id: 'p2' }], pagingMetadata: { count: 2, cursors: { next: `c${n}` }, hasNext: true } });
    const client = createClient({ modules: { posts }, host });
    const second = await (await client.posts.queryPosts().limit(2).find()).next();
    expect(second.hasNext()).toBe(false);
    await expect(second.next()).rejects.toThrow('queryPosts().find(): there is no next page');
    expect(requests).toBe(2);
  });

  it('data items: a server that ignores the offset and counts a billion items ends at the repeated page', async () => {
    requests = 0;
    answer = () => ({ dataItems: [{ id: 'a', data: { _id: 'a' } }], pagingMetadata: { count: 1, total: 1e9 } });
    const items = createDataItems({ api: dataItemsApi, client: createClient({ host }) });
    const ids = (await collect((await items.query('Books').limit(1).find({ returnTotalCount: true })).iterate())).map((i) => i._id);
    expect(ids).toEqual(['a', 'a']);
    expect(requests).toBe(2);
  });

  it('going back and forth is no repeat: prev() then next() reaches the same page again', async () => {
    requests = 0;
    const pages: Record<string, unknown> = {
      first: { posts: [{ id: 'p1' }], pagingMetadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } },
      c2: { posts: [{ id: 'p2' }], pagingMetadata: { count: 1, cursors: { next: 'c3', prev: 'c1' }, hasNext: true } },
      c1: { posts: [{ id: 'p1' }], pagingMetadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } },
    };
    const order = ['first', 'c2', 'c1', 'c2'];
    answer = (n) => pages[order[n - 1]!];
    const client = createClient({ modules: { posts }, host });
    const second = await (await client.posts.queryPosts().limit(1).find()).next();
    const back = await second.prev();
    expect(back.hasNext()).toBe(true);
    const again = await back.next();
    expect(again.items.map((p) => p.id)).toEqual(['p2']);
    expect(requests).toBe(4);
  });
});

/** Every object reachable from `root` through properties, array entries and Map/Set entries (what a page holds on to). */
function reachable(root: object): Set<object> {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue;
    seen.add(value);
    if (value instanceof Map) for (const [k, v] of value) stack.push(k, v);
    if (value instanceof Set) for (const v of value) stack.push(v);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && 'value' in descriptor) stack.push(descriptor.value);
    }
  }
  return seen;
}

describe('a long listing keeps no earlier page alive', () => {
  it('10,000 cursor pages: the last holds the first page (prev() returns it as it was) and positions, no other page', async () => {
    type Item = { page: number };
    const pageCount = 10_000;
    let fetched = 0;
    const pageAt = (n: number): { items: Item[]; paging: PagingMetadata } => ({
      items: [{ page: n }, { page: n }],
      paging: { count: 2, cursors: n < pageCount ? { next: `c${n + 1}` } : {}, hasNext: n < pageCount },
    });
    const fetch = async (position: PagePosition) => {
      fetched++;
      return pageAt(Number(String(position).slice(1)));
    };
    const first = new QueryResult<Item>({ ...pageAt(1), fetch, pastEnd: (d) => new Error(`no ${d} page`), pageSize: 2 });
    let page = first;
    let walked = 0;
    for await (const item of first.iterate()) walked += item.page > 0 ? 1 : 0;
    expect([walked, fetched]).toEqual([2 * pageCount, pageCount - 1]);
    while (page.hasNext()) page = await page.next();
    expect(page.currentPage).toBe(pageCount - 1);

    const heldPages = new Set([...reachable(page)].filter((o): o is Item => typeof (o as Item).page === 'number').map((o) => o.page));
    expect([...heldPages].sort((a, b) => a - b)).toEqual([1, pageCount]);

    // prev() still walks back page by page, each fetched again at its position, to the first page itself.
    const before = await page.prev();
    expect([before.items[0]!.page, before.currentPage, before.hasPrev()]).toEqual([pageCount - 1, pageCount - 2, true]);
    let back = before;
    for (let n = 0; n < 3; n++) back = await back.prev();
    expect([back.items[0]!.page, back.currentPage]).toEqual([pageCount - 4, pageCount - 5]);
  });
});

import { describe, expect, it } from 'vitest';
import { createClient, type PaginationSpec } from '../../../runtime/index.ts';
import { defineCall, type ServiceInfo } from '../../../runtime/generated.ts';
import { linkTarget } from '../../../runtime/paging/link-header.ts';
import { positionsOf } from '../../../runtime/paging/page.ts';
import { valueAt } from '../../../runtime/paging/pointer.ts';

// The paging engine alone, with an injected fetch: where each kind stops, and what it sends.

const service: ServiceInfo = { name: 'things', title: 'Things', prefix: '', host: 'api.example.test' };

function listCall(pagination: PaginationSpec, method = 'GET') {
  return defineCall(service, {
    module: 'things',
    operationId: 'listThings',
    method,
    path: '/things',
    args: [{ name: 'options', properties: { cursor: 'query.cursor', page: 'query.page', size: 'query.size', body: 'body' } }],
    pagination,
  }) as (...args: unknown[]) => any;
}

/** A client whose fetch answers each request with the next of `answers`, recording the URLs. */
function scripted(answers: { body: unknown; headers?: Record<string, string> }[]) {
  const urls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    urls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${String(url)}`);
    return new Response(JSON.stringify(next.body), { status: 200, headers: { 'content-type': 'application/json', ...next.headers } });
  };
  return { client: createClient({ fetch: fetch as typeof globalThis.fetch, host: 'https://api.example.test' }), urls };
}

async function all(promise: AsyncIterable<unknown>): Promise<unknown[]> {
  const out = [];
  for await (const x of promise) out.push(x);
  return out;
}

describe('the paging engine', () => {
  it('stops when a cursor comes back again, instead of looping', async () => {
    const call = listCall({ kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next' });
    const { client, urls } = scripted([{ body: { data: [1], next: 'a' } }, { body: { data: [2], next: 'b' } }, { body: { data: [3], next: 'a' } }]);
    expect(await all(call({}, { client }))).toEqual([1, 2, 3]);
    expect(urls).toEqual(['https://api.example.test/things', 'https://api.example.test/things?cursor=a', 'https://api.example.test/things?cursor=b']);
  });

  it('stops when the server answers the same page again (a position it ignores)', async () => {
    const call = listCall({ kind: 'offset', items: '/data', input: 'query.page', unit: 'page', limit: 'query.size' });
    const { client, urls } = scripted([{ body: { data: [1, 2] } }, { body: { data: [1, 2] } }]);
    expect(await all(call({ size: 2 }, { client }))).toEqual([1, 2, 1, 2]);
    expect(urls.map((u) => new URL(u).search)).toEqual(['?size=2', '?page=2&size=2']);
  });

  it('fails like the call, not with a throw, when no argument carries the declared input', async () => {
    const call = listCall({ kind: 'cursor', items: '/data', input: 'query.token', next: '/next' });
    const { client, urls } = scripted([]);
    const promise = call({}, { client });
    await expect(promise).rejects.toThrow('things.listThings: pages by query.token, which no argument carries');
    expect(urls).toEqual([]);
  });

  it('stops at an empty page whatever the answer says of more', async () => {
    const call = listCall({ kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next', hasMore: '/more' });
    const { client, urls } = scripted([{ body: { data: [1], next: 'a', more: true } }, { body: { data: [], next: 'b', more: true } }]);
    expect(await all(call({}, { client }))).toEqual([1]);
    expect(urls).toHaveLength(2);
  });

  it('pages by page number from the one the caller asked for', async () => {
    const call = listCall({ kind: 'offset', items: '', input: 'query.page', unit: 'page', limit: 'query.size', pages: '/pages' });
    const { client, urls } = scripted([{ body: [1, 2] }, { body: [3, 4] }]);
    // An array answer has no page count: the short-page rule applies, and a full last page asks once more.
    const first = await call({ page: 3, size: 2 }, { client });
    expect(first.items).toEqual([1, 2]);
    const second = await first.next();
    expect(second.items).toEqual([3, 4]);
    expect(urls).toEqual(['https://api.example.test/things?page=3&size=2', 'https://api.example.test/things?page=4&size=2']);
  });

  it('takes the first page size as the size when the caller asked for none', async () => {
    const call = listCall({ kind: 'offset', items: '/data', input: 'query.page', unit: 'page' });
    const { client, urls } = scripted([{ body: { data: [1, 2, 3] } }, { body: { data: [4, 5, 6] } }, { body: { data: [7] } }]);
    expect(await all(call({}, { client }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(urls.map((u) => new URL(u).search)).toEqual(['', '?page=2', '?page=3']);
  });

  it('sends a cursor in the JSON body and leaves the caller’s arguments as they were', async () => {
    const call = listCall({ kind: 'cursor', items: '/data', input: 'body.token', next: '/next' }, 'POST');
    const bodies: string[] = [];
    const answers = [{ data: [1], next: 't2' }, { data: [2] }];
    const fetch = async (_url: unknown, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
    };
    const options = { body: { q: 'x' } };
    expect(await all(call(options, { client: createClient({ fetch: fetch as typeof globalThis.fetch }) }))).toEqual([1, 2]);
    expect(bodies).toEqual(['{"q":"x"}', '{"q":"x","token":"t2"}']);
    expect(options).toEqual({ body: { q: 'x' } });
  });

  it('refuses a next URL that is no http(s) URL, before sending anything', async () => {
    const call = listCall({ kind: 'url', items: '/data', next: '/next' });
    const { client, urls } = scripted([{ body: { data: [1], next: 'file:///etc/passwd' } }]);
    const page = await call({}, { client });
    await expect(page.next()).rejects.toThrow("things.listThings: the answer's next-page URL 'file:///etc/passwd' is not http(s); not followed");
    expect(urls).toHaveLength(1);
  });

  it('follows a relative next URL on the origin of the request', async () => {
    const call = listCall({ kind: 'link', items: '/data' });
    const { client, urls } = scripted([{ body: { data: [1] }, headers: { link: '</things?page=2>; rel="next"' } }, { body: { data: [2] } }]);
    expect(await all(call({}, { client }))).toEqual([1, 2]);
    expect(urls).toEqual(['https://api.example.test/things', 'https://api.example.test/things?page=2']);
  });
});

/**
 * A client whose fetch answers a cursor listing by `answer(cursor)` (undefined for the first page), counting the
 * requests; each answer is `{ data: [item], next }`.
 */
function cursorServer(answer: (cursor: string | undefined) => { item: unknown; next?: string }) {
  const sent: (string | undefined)[] = [];
  const fetch = async (url: string | URL | Request) => {
    const cursor = new URL(String(url)).searchParams.get('cursor') ?? undefined;
    sent.push(cursor);
    const { item, next } = answer(cursor);
    return new Response(JSON.stringify({ data: [item], next }), { headers: { 'content-type': 'application/json' } });
  };
  return { client: createClient({ fetch: fetch as typeof globalThis.fetch, host: 'https://api.example.test', retry: false }), sent };
}

/** `pages` one-item pages: the first answers item 0 and cursor '1', cursor i item i and i + 1; the last `lastNext`. */
const numbered = (pages: number, lastNext?: string) =>
  cursorServer((cursor) => {
    const at = Number(cursor ?? 0);
    return { item: at, next: at + 1 < pages ? String(at + 1) : lastNext };
  });

describe('the cost of a long listing', () => {
  const call = listCall({ kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next' });

  it('10,000 pages by next(): one position written per page, whatever the length, and a cursor from page 5,000 still ends it', async () => {
    const { client, sent } = numbered(10_000, '5000');
    let page = await call({}, { client });
    const record = positionsOf(page);
    // Work per page: positions written into the listing's record (a copy of the path would write all of them).
    const perPage = new Set<number>();
    while (page.hasNext()) {
      const before = record.writes;
      page = await page.next();
      perPage.add(record.writes - before);
    }
    expect([...perPage]).toEqual([1]);
    expect(positionsOf(page)).toBe(record);
    expect(record.size).toBe(9_999);
    expect(page.items).toEqual([9_999]);
    expect(sent).toHaveLength(10_000);
  });

  it('10,000 pages by for await: every item once, one position written per page', async () => {
    const { client, sent } = numbered(10_000);
    const first = await call({}, { client });
    let count = 0;
    let last: unknown;
    for await (const item of first) {
      count++;
      last = item;
    }
    expect([count, last]).toEqual([10_000, 9_999]);
    expect(positionsOf(first).writes).toBe(9_999);
    expect(sent).toHaveLength(10_000);
  });

  it('next() twice on one page: two pages on the same path, each walked to the end on its own, nothing copied', async () => {
    const { client, sent } = numbered(50, '3');
    const first = await call({}, { client });
    const second = await first.next();
    const again = await first.next();
    expect(again.items).toEqual(second.items);
    const walk = async (page: typeof first) => {
      const items = [...page.items];
      while (page.hasNext()) {
        page = await page.next();
        items.push(...page.items);
      }
      return items;
    };
    const fromSecond = await walk(second);
    // The positions the other walk recorded are ahead of this page on the same path: they neither end it early nor
    // are written again.
    const writes = positionsOf(first).writes;
    const fromAgain = await walk(again);
    expect(fromAgain).toEqual(fromSecond);
    expect(fromSecond).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect(positionsOf(first).writes).toBe(writes);
    expect(sent).toHaveLength(1 + 49 + 49);
  });

  it('a page whose answer differs the second time branches: each path ends at its own repeats only', async () => {
    // Cursor 'b' answers 'c' the first time and 'x' after; 'x' leads back to 'c', on a path that has not fetched it.
    let asked = 0;
    const { client, sent } = cursorServer((cursor) => {
      switch (cursor) {
        case undefined:
          return { item: 'a', next: 'b' };
        case 'b':
          return { item: 'b', next: asked++ === 0 ? 'c' : 'x' };
        case 'c':
          return { item: 'c', next: 'b' };
        case 'x':
          return { item: 'x', next: 'c' };
        default:
          throw new Error(`unexpected cursor ${cursor}`);
      }
    });
    const first = await call({}, { client });
    const b1 = await first.next();
    const c1 = await b1.next();
    // 'b' again on the path a → b → c: a loop, the listing ends.
    expect(c1.hasNext()).toBe(false);
    const b2 = await first.next();
    const x = await b2.next();
    // 'c' was fetched on the other path only: followed on this one, then its 'b' ends it.
    const c2 = await x.next();
    expect([x.items, c2.items, c2.hasNext()]).toEqual([['x'], ['c'], false]);
    expect(sent).toEqual([undefined, 'b', 'c', 'b', 'x', 'c']);
    // The branch copied its path up to 'b' once: 'b' and 'c' on the first path, 'b', 'x' and 'c' on the branch.
    expect(positionsOf(c2)).not.toBe(positionsOf(c1));
    expect([positionsOf(c1).size, positionsOf(c2).size]).toEqual([2, 3]);
  });
});

describe("the answer's word on more pages (hasMore, isLast)", () => {
  it('offset: more: true goes on past a short page and a null total, more: false stops at a full page', async () => {
    const call = listCall({ kind: 'offset', items: '/data', input: 'query.page', unit: 'page', limit: 'query.size', total: '/total', hasMore: '/more' });
    const { client, urls } = scripted([{ body: { data: [1], more: true, total: null } }, { body: { data: [2, 3], more: false, total: null } }]);
    expect(await all(call({ size: 2 }, { client }))).toEqual([1, 2, 3]);
    expect(urls.map((u) => new URL(u).search)).toEqual(['?size=2', '?page=2&size=2']);
  });

  it('offset: isLast, read the other way round; without it, the short-page rule', async () => {
    const call = listCall({ kind: 'offset', items: '/data', input: 'query.page', unit: 'page', limit: 'query.size', isLast: '/isLast' });
    const { client, urls } = scripted([{ body: { data: [1], isLast: false } }, { body: { data: [2, 3], isLast: true } }]);
    expect(await all(call({ size: 2 }, { client }))).toEqual([1, 2, 3]);
    expect(urls).toHaveLength(2);
    const unsaid = scripted([{ body: { data: [1] } }]);
    expect(await all(call({ size: 2 }, { client: unsaid.client }))).toEqual([1]);
    expect(unsaid.urls).toHaveLength(1);
  });

  it('cursor: isLast ends a listing whose next cursor is still there', async () => {
    const call = listCall({ kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next', isLast: '/isLast' });
    const { client, urls } = scripted([{ body: { data: [1], next: 'a', isLast: false } }, { body: { data: [2], next: 'b', isLast: true } }]);
    expect(await all(call({}, { client }))).toEqual([1, 2]);
    expect(urls).toEqual(['https://api.example.test/things', 'https://api.example.test/things?cursor=a']);
  });
});

describe('linkTarget', () => {
  it.each([
    ['<https://a.test/x?page=2>; rel="next", <https://a.test/x?page=5>; rel="last"', 'next', 'https://a.test/x?page=2'],
    ['<https://a.test/x?page=5>; rel="last", <https://a.test/x?page=2>; rel=next', 'next', 'https://a.test/x?page=2'],
    ['<https://a.test/x?a=1,2>; title="a, b"; rel="prev next"', 'next', 'https://a.test/x?a=1,2'],
    ['<https://a.test/x?page=1>; rel="first"', 'next', undefined],
    ['garbage', 'next', undefined],
  ])('%s', (header, rel, want) => {
    expect(linkTarget(header, rel)).toBe(want);
  });
});

describe('valueAt', () => {
  it('reads JSON pointers, escapes and own properties only', () => {
    const doc = { a: { 'b/c': 1, '@odata.nextLink': 'n' }, list: [1] };
    expect([valueAt(doc, ''), valueAt(doc, '/a/b~1c'), valueAt(doc, '/a/@odata.nextLink'), valueAt(doc, '/a/toString'), valueAt(doc, '/x/y')]).toEqual([
      doc,
      1,
      'n',
      undefined,
      undefined,
    ]);
  });
});

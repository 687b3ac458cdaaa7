import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ArgumentError, CancelledError, createClient, ItemQuery } from '@siteapi/runtime';
import { posts } from '@siteapi/clients/blog';
import { members } from '@siteapi/clients/members';
import { plans } from '@siteapi/clients/plans';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The query* calls with a builder (x-query-builder) against canned answers on a loopback server: the requests are the
// ones the platform's SDK sends for the same builder chain.
let answers: unknown[] = [];
const seen: { url: string; body: Record<string, unknown> }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen.push({ url: req.url!, body: body ? JSON.parse(body) : {} });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? {}));
  });
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  answers = [];
});

const post = (id: string) => ({ id, title: `Post ${id}`, firstPublishedDate: '2026-01-02T03:04:05.000Z' });
const cursorPage = (ids: string[], next?: string, prev?: string) => ({
  posts: ids.map(post),
  pagingMetadata: { count: ids.length, cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) }, hasNext: next !== undefined },
});

describe('query builders (cursor paging: blog queryPosts)', () => {
  it('sends the builder chain as the SDK does: conditions joined by $and, _id as id, sort, cursorPaging.limit', async () => {
    answers = [cursorPage(['p1', 'p2'], 'c2')];
    const client = createClient({ modules: { posts }, host });
    const page = await client.posts
      .queryPosts()
      .eq('featured', true)
      .hasSome('categoryIds', ['cat-1'])
      .ne('_id', 'p0')
      .descending('firstPublishedDate')
      .limit(2)
      .find();
    expect(seen[0]!.url).toBe('/blog/v3/posts/query');
    expect(seen[0]!.body).toEqual({
      query: {
        filter: { $and: [{ featured: true }, { categoryIds: { $hasSome: ['cat-1'] } }, { id: { $ne: 'p0' } }] },
        sort: [{ fieldName: 'firstPublishedDate', order: 'DESC' }],
        cursorPaging: { limit: 2 },
      },
    });
    expect(page.items.map((p) => p.id)).toEqual(['p1', 'p2']);
    // The call's conversion plan applies to the items.
    expect(page.items[0]!.firstPublishedDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(page.length).toBe(2);
    expect(page.pageSize).toBe(2);
    expect(page.cursors).toEqual({ next: 'c2' });
    expect(page.hasNext()).toBe(true);
    expect(page.hasPrev()).toBe(false);
  });

  it('next() sends only the cursor and the limit; the page reached has a previous page', async () => {
    answers = [cursorPage(['p1'], 'c2'), cursorPage(['p2'], undefined, 'c1'), cursorPage(['p1'], 'c2')];
    const first = await posts
      .queryPosts()
      .eq('featured', true)
      .limit(1)
      .find({ client: createClient({ host }) });
    const second = await first.next();
    expect(seen[1]!.body).toEqual({ query: { cursorPaging: { limit: 1, cursor: 'c2' } } });
    expect(second.items.map((p) => p.id)).toEqual(['p2']);
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
    expect(second.currentPage).toBe(1);
    await expect(second.next()).rejects.toBeInstanceOf(ArgumentError);
    const back = await second.prev();
    expect(seen[2]!.body).toEqual({ query: { cursorPaging: { limit: 1, cursor: 'c1' } } });
    expect(back.items.map((p) => p.id)).toEqual(['p1']);
  });

  it('a page reached by next() whose answer names no prev cursor has no previous page, as the SDK says', async () => {
    answers = [cursorPage(['p1'], 'c2'), cursorPage(['p2'], 'c3')];
    const first = await posts
      .queryPosts()
      .limit(1)
      .find({ client: createClient({ host }) });
    const second = await first.next();
    expect([second.hasNext(), second.hasPrev(), second.cursors]).toEqual([true, false, { next: 'c3' }]);
    const error = await second.prev().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as Error).message).toBe('queryPosts().find(): there is no previous page');
    expect(seen).toHaveLength(2);
  });

  it('takes the options argument first, and sends it with every page', async () => {
    answers = [cursorPage(['p1'], 'c2'), cursorPage(['p2'])];
    const client = createClient({ modules: { posts }, host });
    const first = await client.posts.queryPosts({ fieldsets: ['URL'] }).find();
    await first.next();
    expect(seen.map((s) => s.body.fieldsets)).toEqual([['URL'], ['URL']]);
    expect(seen[0]!.body.query).toEqual({ filter: {}, cursorPaging: { limit: 50 } });
  });

  it('given a query, sends it as a plain call and resolves to the answer', async () => {
    answers = [cursorPage(['p1'])];
    const client = createClient({ modules: { posts }, host });
    const answer = await client.posts.queryPosts({ filter: { featured: true } }, { fieldsets: ['URL'] });
    expect(answer.posts?.[0]?.id).toBe('p1');
    expect(seen[0]!.body).toEqual({ query: { filter: { featured: true } }, fieldsets: ['URL'] });
    // A lone object that names no query key is the builder's options, as in the SDK (and as the types say).
    expect(client.posts.queryPosts({})).toBeInstanceOf(ItemQuery);
    expect(seen).toHaveLength(1);
  });

  it('or() flattens, not() takes an object, and() joins, as the SDK sends them', async () => {
    answers = [cursorPage([])];
    const q = posts.queryPosts();
    const filter = q.eq('pinned', true).or(q.eq('featured', true)).or(q.startsWith('title', 'How')).not(q.eq('language', 'de')).toQuery().filter;
    expect(filter).toEqual({
      $and: [{ $or: [{ pinned: true }, { featured: true }, { title: { $startsWith: 'How' } }] }, { $not: { language: 'de' } }],
    });
  });

  it('reports builder mistakes as one ArgumentError naming the method, before anything is sent', async () => {
    const client = createClient({ modules: { posts }, host });
    const wrong = client.posts
      .queryPosts()
      .skip(10)
      .limit(0)
      .gt('minutesToRead', {} as unknown as number);
    const error = await wrong.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as ArgumentError).argument).toBe('queryPosts().skip');
    expect((error as ArgumentError).message).toBe(
      [
        'queryPosts().skip is for offset paging; this call pages by cursor (next(), or skipTo(cursor))',
        'queryPosts().limit takes a positive integer, not 0',
        'queryPosts().gt compares strings, numbers, booleans or Dates, not Object',
      ].join('\n'),
    );
    expect(seen).toHaveLength(0);
  });

  it('iterate() walks every item of every page, and an AbortSignal stops it', async () => {
    answers = [cursorPage(['p1', 'p2'], 'c2'), cursorPage(['p3', 'p4'], 'c3'), cursorPage(['p5'])];
    const client = createClient({ modules: { posts }, host });
    const ids: string[] = [];
    for await (const p of client.posts.queryPosts().limit(2).iterate()) ids.push(p.id!);
    expect(ids).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(seen.map((s) => (s.body.query as { cursorPaging: unknown }).cursorPaging)).toEqual([
      { limit: 2 },
      { limit: 2, cursor: 'c2' },
      { limit: 2, cursor: 'c3' },
    ]);

    seen.length = 0;
    answers = [cursorPage(['p1', 'p2'], 'c2'), cursorPage(['p3', 'p4'], 'c3'), cursorPage(['p5'])];
    const controller = new AbortController();
    const walked: string[] = [];
    const stopped = await (async () => {
      for await (const p of client.posts.queryPosts().limit(2).iterate({ signal: controller.signal })) {
        walked.push(p.id!);
        if (p.id === 'p3') controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(CancelledError);
    expect(walked).toEqual(['p1', 'p2', 'p3']);
    expect(seen).toHaveLength(2);
  });

  it('an abort while a page is in flight cancels its request', async () => {
    answers = [cursorPage(['p1'], 'c2')];
    const controller = new AbortController();
    const slow = createClient({
      modules: { posts },
      host,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (seen.length > 1) controller.abort();
        init?.signal?.throwIfAborted();
        return response;
      },
    });
    const items: unknown[] = [];
    const result = await (async () => {
      for await (const p of slow.posts.queryPosts().limit(1).iterate({ signal: controller.signal })) items.push(p);
    })().catch((e: unknown) => e);
    expect(result).toBeInstanceOf(CancelledError);
    expect(items).toHaveLength(1);
  });
});

describe('query builders (offset paging)', () => {
  const membersPage = (ids: string[], offset: number, total: number) => ({
    members: ids.map((id) => ({ id, loginEmail: `${id}@example.com` })),
    metadata: { count: ids.length, offset, total },
  });

  it('members: skip and limit become paging; the result counts pages; next() and prev() move the offset', async () => {
    answers = [membersPage(['m3', 'm4'], 2, 5), membersPage(['m5'], 4, 5), membersPage(['m1', 'm2'], 0, 5)];
    const client = createClient({ modules: { members }, host });
    const page = await client.members.queryMembers().startsWith('profile.nickname', 'a').ascending('_createdDate').skip(2).limit(2).find();
    expect(seen[0]!.body).toEqual({
      query: {
        filter: { 'profile.nickname': { $startsWith: 'a' } },
        sort: [{ fieldName: 'createdDate', order: 'ASC' }],
        paging: { limit: 2, offset: 2 },
      },
    });
    expect(page.totalCount).toBe(5);
    expect(page.totalPages).toBe(3);
    expect(page.currentPage).toBe(1);
    expect(page.hasNext()).toBe(true);
    expect(page.hasPrev()).toBe(true);
    const last = await page.next();
    expect((seen[1]!.body.query as { paging: unknown }).paging).toEqual({ limit: 2, offset: 4 });
    expect((seen[1]!.body.query as { filter: unknown }).filter).toEqual({ 'profile.nickname': { $startsWith: 'a' } });
    expect(last.currentPage).toBe(2);
    expect(last.hasNext()).toBe(false);
    const firstPage = await page.prev();
    expect((seen[2]!.body.query as { paging: unknown }).paging).toEqual({ limit: 2, offset: 0 });
    expect(firstPage.currentPage).toBe(0);
  });

  it('plans: a call without options is a builder with no arguments, and a call with a query is sent as given', async () => {
    answers = [{ plans: [{ id: 'pl1', name: 'Gold' }], pagingMetadata: { count: 1, offset: 0, total: 1 } }];
    const client = createClient({ modules: { plans }, host });
    const builder = client.plans.queryPublicPlans();
    expect(builder).toBeInstanceOf(ItemQuery);
    const page = await builder.in('_id', ['pl1']).find();
    expect(seen[0]!.body).toEqual({ query: { filter: { id: { $in: ['pl1'] } }, paging: { limit: 50, offset: 0 } } });
    expect(page.items[0]!.name).toBe('Gold');
    const plain = await client.plans.queryPublicPlans({ paging: { limit: 1 } });
    expect(plain.plans?.[0]?.id).toBe('pl1');
    expect(seen[1]!.body).toEqual({ query: { paging: { limit: 1 } } });
  });
});

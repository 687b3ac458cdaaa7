import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, createDataItems } from '@siteapi/runtime';
import { decodeGetForm } from '@siteapi/runtime/generated';
import { posts } from '@siteapi/clients/blog';
import { bookings, services } from '@siteapi/clients/bookings';
import { reviews } from '@siteapi/clients/reviews';
import { submissions } from '@siteapi/clients/forms';
import { plans } from '@siteapi/clients/plans';
import { items } from '@siteapi/clients/data';
import { members } from '@siteapi/clients/members';
import { orders } from '@siteapi/clients/ecom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The generated clients against canned answers on a loopback server, where the platform's SDK behaves in a way
// code written against it relies on.
type Seen = { url: string; body: string };
/** The canned answer, or one made from the request (a page at the offset it asks for). */
let answer: unknown = {};
let status = 200;
const seen: Seen[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const request = { url: req.url!, body };
    seen.push(request);
    const reply = typeof answer === 'function' ? (answer as (r: Seen) => unknown)(request) : answer;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
});
/** The body a call sent: its JSON, or a data query's `?.r=` form. */
const sentBody = (request: Seen) =>
  (request.body ? JSON.parse(request.body) : decodeGetForm(new URL(request.url, host).searchParams.get('.r')!)) as Record<string, never>;
const sentPaging = (request: Seen) => (sentBody(request).query as { paging?: unknown }).paging;
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('SDK fidelity', () => {
  it("keeps a booking contact's fullAddress in its wire form, in the request and the answer (the SDK converts no other field of it)", async () => {
    const fullAddress = {
      country: 'US',
      city: 'New York',
      addressLine: '12 W 72nd St',
      formattedAddress: '12 W 72nd St, New York',
      geocode: { latitude: 40.7, longitude: -73.9 },
    };
    answer = { booking: { id: 'b1', contactDetails: { firstName: 'Maya', fullAddress }, createdDate: '2026-01-01T00:00:00.000Z' } };
    const client = createClient({ modules: { bookings }, host });
    const created = await client.bookings.createBooking({ contactDetails: { firstName: 'Maya', fullAddress } });
    expect(created.booking?.contactDetails?.fullAddress).toEqual(fullAddress);
    expect(created.booking?.createdDate).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(JSON.parse(seen.at(-1)!.body).booking.contactDetails.fullAddress).toEqual(fullAddress);
  });

  it('reads the floats the platform sends as "NaN", "Infinity" and "-Infinity" as numbers, and sends non-finite numbers so', async () => {
    answer = { metrics: { comments: 0, likes: 1, views: 12, averageRating: 'NaN' } };
    const client = createClient({ modules: { posts, services }, host });
    const { metrics } = await client.posts.getPostMetrics('p1');
    expect(metrics?.averageRating).toBeNaN();
    answer = { post: { id: 'p1', metrics: { averageRating: 'Infinity' } } };
    const { post } = await client.posts.getPost('p1');
    expect(post?.metrics?.averageRating).toBe(Number.POSITIVE_INFINITY);
    // A string that is not one of the three stays as it came; an integer field is not a float.
    answer = { metrics: { averageRating: 'nan', views: 'Infinity' } };
    const odd = await client.posts.getPostMetrics('p1');
    expect(odd.metrics?.averageRating).toBe('nan');
    expect(odd.metrics?.views).toBe('Infinity');
    answer = { services: [], aggregationData: { results: [{ scalar: { type: 'MIN', value: '-Infinity' } }] } };
    const found = await client.services.searchServices({
      aggregations: [{ name: 'price', fieldPath: 'payment.fixed.price.value', range: { buckets: [{ from: Number.NEGATIVE_INFINITY, to: 10 }] } }],
    });
    expect(JSON.parse(seen.at(-1)!.body).search.aggregations[0].range.buckets[0]).toEqual({ from: '-Infinity', to: 10 });
    expect(found.aggregationData?.results?.[0]?.scalar?.value).toBe(Number.NEGATIVE_INFINITY);
  });

  it('sends a media reference in a request as the SDK does: the reference as url, its file name as altText', async () => {
    const image = 'wix:image://v1/a27d24_loaf~mv2.jpg/sourdough%20loaf.jpg#originWidth=1200&originHeight=800';
    answer = {
      review: {
        id: 'r1',
        namespace: 'stores',
        entityId: 'e1',
        content: {
          media: [
            {
              image: {
                id: 'a27d24_loaf~mv2.jpg',
                url: 'https://static.wixstatic.com/media/a27d24_loaf~mv2.jpg',
                width: 1200,
                height: 800,
                filename: 'sourdough loaf.jpg',
              },
            },
          ],
        },
      },
    };
    const client = createClient({ modules: { reviews }, host });
    const created = await client.reviews.createReview({ namespace: 'stores', entityId: 'e1', content: { media: [{ image }] } });
    expect(JSON.parse(seen.at(-1)!.body).review.content.media[0].image).toEqual({
      id: 'a27d24_loaf~mv2.jpg',
      height: 800,
      width: 1200,
      altText: 'sourdough loaf.jpg',
      filename: 'sourdough loaf.jpg',
      url: image,
    });
    expect(created.content?.media?.[0]?.image).toBe(image);
  });

  it('resolves the calls the SDK unwraps to the entity itself (x-unwrap): forms createSubmission, plans getPlan', async () => {
    answer = { submission: { id: 's1', formId: 'f1', status: 'PENDING', createdDate: '2026-02-03T04:05:06.000Z' } };
    const client = createClient({ modules: { submissions, plans }, host });
    const submission = await client.submissions.createSubmission({ formId: 'f1', submissions: { first_name: 'Maya' } });
    expect(submission.id).toBe('s1');
    expect(submission.createdDate).toEqual(new Date('2026-02-03T04:05:06.000Z'));
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ submission: { formId: 'f1', submissions: { first_name: 'Maya' } } });
    answer = { plan: { id: 'pl1', name: 'Gold' } };
    expect(await client.plans.getPlan('pl1')).toEqual({ id: 'pl1', name: 'Gold' });
  });

  it('joins a page URL whose base has no scheme as http://, as the SDK does', async () => {
    answer = { post: { id: 'p1', url: { base: 'example.wixsite.com/site', path: '/post/a' } } };
    const client = createClient({ modules: { posts }, host });
    const { post } = await client.posts.getPost('p1');
    expect(post?.url).toBe('http://example.wixsite.com/site/post/a');
  });

  it("a site's own host (siteHost, the SDK's custom apiBaseUrl) gets the site-relative paths the SDK sends there", async () => {
    answer = {};
    // siteHost wins over host.
    const site = createClient({ modules: { posts, members, bookings, orders, submissions }, host: 'http://127.0.0.1:9', siteHost: host });
    await site.posts.listPosts();
    await site.members.getCurrentMember();
    await site.bookings.declineBooking('b 1', '2');
    await site.bookings.bulkConfirmOrDeclineBooking([]);
    await site.orders.getOrder('o1');
    await site.submissions.upsertContactFromSubmission('s1');
    expect(seen.slice(-6).map((s) => s.url.split('?')[0])).toEqual([
      '/_api/communities-blog-node-api/v3/posts',
      '/_api/members/v1/members/my',
      '/_api/bookings-service/v2/bookings/b%201/decline',
      // A path the SDK keeps as it is on a site, under a prefix that moves its neighbours.
      '/bookings/v2/bulk/bookings/confirmOrDecline',
      '/v1/orders/o1',
      // A call with a prefix of its own (x-prefix).
      '/forms/contactupsert/v4/submissions-contacts',
    ]);
    // The API host's paths otherwise, also for a host option that names a site.
    await createClient({ modules: { posts }, host }).posts.listPosts();
    expect(seen.at(-1)!.url.split('?')[0]).toBe('/blog/v3/posts');
  });

  it("data items: one filter object, a cursor page's previous page, the SDK's WDE0004 text, the server's own description", async () => {
    const dataItems = createDataItems({ api: items, client: createClient({ host }) });
    answer = { dataItems: [{ id: 'a', data: { _id: 'a' } }], pagingMetadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } };
    const first = await dataItems.query('Books').eq('genre', 'sf').gt('year', 2000).limit(1).find();
    expect((sentBody(seen.at(-1)!).query as { filter: unknown }).filter).toEqual({ genre: 'sf', year: { $gt: 2000 } });
    answer = { dataItems: [{ id: 'b', data: { _id: 'b' } }], pagingMetadata: { count: 1, cursors: {}, hasNext: false } };
    const second = await first.next();
    expect(second.hasPrev()).toBe(true);
    const notObject = await dataItems.insert('Books', 'a book' as never).catch((e: Error) => e);
    expect(notObject.message).toBe('WDE0004: Failed to save [a book] into [Books].\nItems must be JavaScript objects.');
    status = 400;
    answer = { message: 'x', details: { applicationError: { code: 'WDE0025', description: 'The collection does not exist.' } } };
    const described = (await dataItems.get('Nope', 'x').catch((e: unknown) => e)) as Error & { code?: string };
    status = 200;
    expect([described.code, described.message]).toEqual(['WDE0025', 'The collection does not exist.']);
  });

  it("data items: a client-side error's application error is its whole message, code first; past the last page is a validation error", async () => {
    const dataItems = createDataItems({ api: items, client: createClient({ host }) });
    const before = seen.length;
    const reason = async (run: () => Promise<unknown>) => {
      const e = (await run().catch((error: unknown) => error)) as Error & { code?: string; details?: unknown };
      return [e.code, e.message, e.details];
    };
    const badId = 'WDE0002: ItemId must be a string.';
    expect(await reason(() => dataItems.get('Books', 5 as never))).toEqual(['WDE0002', badId, { applicationError: { code: 'WDE0002', description: badId } }]);
    const notObject = 'WDE0004: Failed to save [a book] into [Books].\nItems must be JavaScript objects.';
    expect(await reason(() => dataItems.insert('Books', 'a book' as never))).toEqual([
      'WDE0004',
      notObject,
      { applicationError: { code: 'WDE0004', description: notObject } },
    ]);
    // A builder's problems: WDE0020, the heading and a line per problem, as the description too.
    const [code, message, details] = await reason(() => dataItems.query('Books').limit(0).find());
    expect([code, message]).toEqual([
      'WDE0020',
      'Failed to perform query on [Books].\nWDE0033: Invalid .limit parameter [0]. .limit parameter must be a positive number.',
    ]);
    expect((details as { applicationError: unknown }).applicationError).toEqual({ code: 'WDE0020', description: message });
    expect(seen.length).toBe(before);

    answer = { dataItems: [{ id: 'a', data: { _id: 'a' } }], pagingMetadata: { count: 1, offset: 0, hasNext: false } };
    const only = await dataItems.query('Books').find();
    expect(await reason(() => only.next())).toEqual(['WD_VALIDATION_ERROR', 'WDE0165: Invalid query on [Books].\nThere is no next page.', undefined]);
    expect(await reason(() => only.prev())).toEqual(['WD_VALIDATION_ERROR', 'WDE0159: Invalid query on [Books].\nThere is no prev page.', undefined]);
    expect(seen.length).toBe(before + 1);
  });

  // 40 items answered at the offset each request asks for, as the platform answers an offset query.
  const byOffset = (itemsKey: string, metadataKey: string, item: (i: number) => unknown) => (request: Seen) => {
    const { limit, offset } = sentPaging(request) as { limit: number; offset: number };
    const ids = Array.from({ length: Math.max(0, Math.min(limit, 40 - offset)) }, (_, i) => offset + i);
    return { [itemsKey]: ids.map(item), [metadataKey]: { count: ids.length, offset, total: 40, hasNext: offset + ids.length < 40 } };
  };
  /** A page of either result class, walked backwards. */
  interface Walkable {
    items: unknown[];
    currentPage: number;
    hasPrev(): boolean;
    prev(): Promise<Walkable>;
  }
  /** Walks prev() while the page says it has one: each page's first item, page number and hasPrev(). */
  const backwards = async (page: Walkable, id: (item: unknown) => unknown) => {
    const pages = [];
    for (;;) {
      pages.push([page.items.length ? id(page.items[0]) : null, page.currentPage, page.hasPrev()]);
      if (!page.hasPrev()) return pages;
      page = await page.prev();
    }
  };

  it('data items: skip() and the previous page as the SDK counts them (page ceil(skip / limit); none before an empty first page)', async () => {
    const dataItems = createDataItems({ api: items, client: createClient({ host }) });
    answer = byOffset('dataItems', 'pagingMetadata', (i) => ({ id: `b${i}`, data: { _id: `b${i}` } }));
    const id = (item: unknown) => (item as { _id: string })._id;
    const skipped = (skip: number) => dataItems.query('Books').skip(skip).limit(10).find();
    expect(await backwards(await skipped(5), id)).toEqual([
      ['b5', 1, true],
      ['b0', 0, false],
    ]);
    expect(await backwards(await skipped(10), id)).toEqual([
      ['b10', 1, true],
      ['b0', 0, false],
    ]);
    const from = seen.length;
    expect(await backwards(await skipped(25), id)).toEqual([
      ['b25', 3, true],
      ['b15', 2, true],
      ['b5', 1, true],
      ['b0', 0, false],
    ]);
    expect(seen.slice(from).map(sentPaging)).toEqual([25, 15, 5, 0].map((offset) => ({ limit: 10, offset })));
    const next = await (await skipped(5)).next();
    expect([id(next.items[0]), next.currentPage, next.hasPrev(), sentPaging(seen.at(-1)!)]).toEqual(['b15', 2, true, { limit: 10, offset: 15 }]);
    // Skipped past the end: an empty first page, which the SDK gives no page number and so no previous page.
    const past = await skipped(45);
    expect([past.items, past.hasPrev()]).toEqual([[], false]);
    await expect(past.prev()).rejects.toThrow('WDE0159');
  });

  it("query builders: skip() and the previous page as the SDK's query iterators count them (page floor(offset / limit))", async () => {
    const client = createClient({ modules: { members }, host });
    answer = byOffset('members', 'metadata', (i) => ({ id: `m${i}` }));
    const id = (item: unknown) => (item as { id: string }).id;
    const skipped = (skip: number) => client.members.queryMembers().skip(skip).limit(10).find();
    expect(await backwards(await skipped(5), id)).toEqual([['m5', 0, false]]);
    expect(await backwards(await skipped(10), id)).toEqual([
      ['m10', 1, true],
      ['m0', 0, false],
    ]);
    const from = seen.length;
    expect(await backwards(await skipped(25), id)).toEqual([
      ['m25', 2, true],
      ['m15', 1, true],
      ['m5', 0, false],
    ]);
    expect(seen.slice(from).map(sentPaging)).toEqual([25, 15, 5].map((offset) => ({ limit: 10, offset })));
    const next = await (await skipped(5)).next();
    expect([id(next.items[0]), next.currentPage, next.hasPrev()]).toEqual(['m15', 1, true]);
    // The page number alone decides, an empty page too.
    expect((await skipped(45)).hasPrev()).toBe(true);
  });

  it('data items: an update without an _id is sent, as the SDK sends it, and resolves to the item the server answers', async () => {
    const dataItems = createDataItems({ api: items, client: createClient({ host }) });
    answer = { dataItem: { id: 'n1', data: { _id: 'n1', title: 'x' } } };
    expect(await dataItems.update('Books', { title: 'x' })).toEqual({ _id: 'n1', title: 'x' });
    expect([seen.at(-1)!.url.split('?')[0], sentBody(seen.at(-1)!).dataItem]).toEqual(['/wix-data/v2/items/update', { data: { title: 'x' } }]);
  });

  it("data items: a limit above the API's 1000 is sent, as the SDK sends it, and the server's answer is the error", async () => {
    const dataItems = createDataItems({ api: items, client: createClient({ host }) });
    status = 400;
    answer = {
      message: 'paging.limit must not be greater than 1000',
      details: { validationError: { fieldViolations: [{ field: 'query.paging.limit', description: 'must not be greater than 1000', violatedRule: 'MAX' }] } },
    };
    const refused = (await dataItems
      .query('Books')
      .limit(1001)
      .find()
      .catch((e: unknown) => e)) as Error & { code?: string };
    const aggregated = (await dataItems
      .aggregate('Books')
      .limit(1001)
      .run()
      .catch((e: unknown) => e)) as Error & { code?: string };
    status = 200;
    expect(sentPaging(seen.at(-2)!)).toEqual({ limit: 1001, offset: 0 });
    expect(sentBody(seen.at(-1)!).paging).toEqual({ limit: 1001, offset: 0 });
    for (const error of [refused, aggregated]) {
      expect(error.code).toBe('WD_VALIDATION_ERROR');
      expect(error.message).toContain('paging.limit must not be greater than 1000\nquery.paging.limit: must not be greater than 1000');
    }
  });
});

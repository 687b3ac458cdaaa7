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
let answer: unknown = {};
let status = 200;
const seen: { url: string; body: string }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen.push({ url: req.url!, body });
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
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
    const sent = seen.at(-1)!;
    const body = sent.body ? JSON.parse(sent.body) : decodeGetForm(new URL(sent.url, host).searchParams.get('.r')!);
    expect((body as { query: { filter: unknown } }).query.filter).toEqual({ genre: 'sf', year: { $gt: 2000 } });
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
});

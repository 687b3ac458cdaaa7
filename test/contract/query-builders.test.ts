import { describe, expect, it } from 'vitest';
import { prismRefusal } from '../../cli/src/contract/request-refusal.ts';
import { posts } from '../../generated/src/blog/posts.ts';
import { extendedBookings } from '../../generated/src/bookings/extendedBookings.ts';
import { services } from '../../generated/src/bookings/services.ts';
import { submissions } from '../../generated/src/forms/submissions.ts';
import { members } from '../../generated/src/members/members.ts';
import { plans } from '../../generated/src/plans/plans.ts';
import { reviews } from '../../generated/src/reviews/reviews.ts';
import type { ItemQuery, QueryResult } from '../../runtime/index.ts';
import { recordingClient } from './recording-client.ts';

/**
 * Every query builder's first page against Prism: the requests the builders make (an empty or built filter, sort,
 * paging of the call's kind) are valid by the specs, and the answers' items and paging metadata are where the
 * builders look for them. The README's builder example is the first case.
 */
describe('contract: query builders against Prism', () => {
  const cases: [string, () => ItemQuery<unknown>][] = [
    [
      'blog queryPosts',
      () =>
        posts
          .queryPosts({ fieldsets: ['URL'] })
          .eq('featured', true)
          .descending('firstPublishedDate')
          .limit(3),
    ],
    ['bookings queryServices', () => services.queryServices().eq('hidden', false).limit(5)],
    ['bookings queryExtendedBookings', () => extendedBookings.queryExtendedBookings().ascending('startDate').limit(5)],
    ['forms querySubmissionsByNamespace', () => submissions.querySubmissionsByNamespace().eq('namespace', 'wix.form_app.form').limit(5)],
    ['members queryMembers', () => members.queryMembers().startsWith('profile.nickname', 'a').skip(0).limit(5)],
    ['plans queryPublicPlans', () => plans.queryPublicPlans().limit(5)],
    ['reviews queryReviews', () => reviews.queryReviews().eq('namespace', 'stores').limit(5)],
  ];

  it.each(cases)('%s: the first page is valid and read', async (_, build) => {
    const { client, exchanges } = recordingClient();
    const page: QueryResult<unknown> = await build().find({ client });
    expect(exchanges).toHaveLength(1);
    const [exchange] = exchanges;
    expect(exchange, exchange!.body.slice(0, 500)).toMatchObject({ status: 200 });
    expect(prismRefusal(exchange!)).toBeNull();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.length).toBe(page.items.length);
  });
});

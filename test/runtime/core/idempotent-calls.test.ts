import { describe, expect, it } from 'vitest';
import { listPosts, queryPosts } from '../../../generated/src/blog/posts.ts';
import { services } from '../../../generated/src/index.ts';
import { createClient, type Call } from '../../../runtime/index.ts';
import { defineCall, type Operation } from '../../../runtime/generated.ts';
import { fakeFetch, json } from './fixtures.ts';

type AnyCall = Call<unknown[], unknown>;
const operations: Operation[] = Object.values(services).flatMap((modules) =>
  Object.values(modules as Record<string, Record<string, AnyCall>>).flatMap((calls) => Object.values(calls).map((c) => c.op)),
);
const idempotent = operations
  .filter((op) => op.idempotent)
  .map((op) => `${op.service.name}.${op.operationId}`)
  .sort();

describe('x-idempotent in the specs', () => {
  it('marks only calls that read or set a state, never a GET', () => {
    expect(operations.filter((op) => op.idempotent && op.method === 'GET')).toEqual([]);
    expect(
      operations
        .filter((op) => op.idempotent)
        .map((op) => op.method)
        .sort(),
    ).toEqual([...Array(47).fill('POST'), 'PUT']);
    // Names that say the call writes: none of them is marked.
    const writes =
      /^(create|insert|bulkInsert|bulkCreate|add|append|charge|record|trigger|capture|refund|send|register|remove|delete|bulkDelete|update|bulkUpdate|patch|save|cancel|mark|confirm|decline|reschedule|clone|join|leave|block|mute|approve|token|start|verify|recover|login|sign)/;
    expect(idempotent.filter((id) => writes.test(id.split('.')[1]!))).toEqual([]);
  });

  it('is the reviewed list (a change to it is a decision, not a side effect)', () => {
    expect(idempotent).toEqual([
      'blog.queryPosts',
      'bookings.bulkGetMultiServiceBookingAllowedActions',
      'bookings.calculateMultiSlotAvailability',
      'bookings.countExtendedBookings',
      'bookings.countServices',
      'bookings.getAvailabilityTimeSlot',
      'bookings.getMultiServiceBookingAvailability',
      'bookings.listAddOnGroupsByServiceId',
      'bookings.listAvailabilityTimeSlots',
      'bookings.listMultiServiceAvailabilityTimeSlots',
      'bookings.query',
      'bookings.queryAvailability',
      'bookings.queryBookingForms',
      'bookings.queryCategories',
      'bookings.queryExtendedBookings',
      'bookings.queryLocations',
      'bookings.queryPolicies',
      'bookings.queryServices',
      'bookings.searchServices',
      'bookings.validateSlug',
      'data.aggregateDataItems',
      'data.aggregatePipelineDataItems',
      'data.countDataItems',
      'data.isReferencedDataItem',
      'data.queryDataItems',
      'data.queryDistinctValues',
      'data.queryReferencedDataItems',
      'data.searchDataItems',
      'ecom.getOrderRefundability',
      'ecom.listFulfillmentsForMultipleOrders',
      'ecom.listTransactionsForMultipleOrders',
      'ecom.searchOrders',
      'forms.countDeletedSubmissions',
      'forms.countSubmissions',
      'forms.countSubmissionsByFilter',
      'forms.querySubmission',
      'forms.querySubmissionsByNamespace',
      'forms.searchSubmissionsByNamespace',
      'forms.validateFormSubmission',
      'members.queryMembers',
      'oauth.validateEmail',
      'plans.getOfflineOrderPreview',
      'plans.getOnlineOrderPreview',
      'plans.getPricePreview',
      'plans.queryPublicPlans',
      'plans.setPlanVisibility',
      'reviews.countReviews',
      'reviews.queryReviews',
    ]);
  });
});

describe('retries follow the declarations', () => {
  const flaky = () => {
    let n = 0;
    return fakeFetch(() => (n++ === 0 ? json(503, { message: 'unavailable' }) : json(200, { posts: [] })));
  };
  const retry = { baseDelayMs: 1, maxDelayMs: 1 };

  it('an x-idempotent POST is sent again after a 503; the same call undeclared is not', async () => {
    const fetch = flaky();
    await queryPosts({}, undefined, { client: createClient({ fetch, retry }) });
    expect(fetch.calls.map((c) => c.method)).toEqual(['POST', 'POST']);

    const undeclared = defineCall(queryPosts.op.service, { ...queryPosts.op, idempotent: undefined });
    const once = flaky();
    await expect(undeclared({}, undefined, { client: createClient({ fetch: once, retry }) })).rejects.toMatchObject({ status: 503 });
    expect(once.calls).toHaveLength(1);
  });

  it('a QUERY (OpenAPI 3.2: safe and idempotent, as a GET) is sent again after a 503; a PURGE is not', async () => {
    const fetch = flaky();
    const query = defineCall(queryPosts.op.service, { ...queryPosts.op, method: 'QUERY', idempotent: undefined });
    await query({}, undefined, { client: createClient({ fetch, retry }) });
    expect(fetch.calls.map((c) => c.method)).toEqual(['QUERY', 'QUERY']);
    const purge = defineCall(queryPosts.op.service, { ...queryPosts.op, method: 'PURGE', idempotent: undefined });
    const once = flaky();
    await expect(purge({}, undefined, { client: createClient({ fetch: once, retry }) })).rejects.toMatchObject({ status: 503 });
    expect(once.calls).toHaveLength(1);
  });

  it("a GET's fallback POST (x-body-form) is sent again as the GET would be", async () => {
    const fetch = flaky();
    await listPosts({ hashtags: Array.from({ length: 100 }, (_, i) => `tag-${i}-${'x'.repeat(40)}`) }, { client: createClient({ fetch, retry }) });
    expect(fetch.calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(fetch.calls[1]!.body).toBe(fetch.calls[0]!.body);
  });
});

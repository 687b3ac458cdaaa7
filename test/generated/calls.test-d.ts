// Type tests of the generated call signatures (vitest typecheck): what an app developer's editor sees.
import {
  callOperation,
  createClient,
  isApiError,
  type ApiError,
  type CallInit,
  type CallPromise,
  type WithResponse,
  type ImageRef,
  type ItemQuery,
  type QueryResult,
} from '@siteapi/runtime';
import {
  SortOrder,
  getPost,
  type listPosts,
  posts,
  queryPosts,
  type ApiErrorBody,
  type GetPostErrors,
  type GetPostResponse,
  type Post,
  type QueryPostsResponse,
} from '@siteapi/clients/blog';
import { plans, type Plan, type PublicPlan } from '@siteapi/clients/plans';
import { createSubmission, type FormSubmission } from '@siteapi/clients/forms';
import { updateFulfillment } from '@siteapi/clients/ecom';
import { describe, expectTypeOf, it } from 'vitest';

describe('generated calls', () => {
  it('calls the SDK unwraps resolve to the entity (x-unwrap)', () => {
    expectTypeOf(createSubmission).returns.resolves.toEqualTypeOf<FormSubmission>();
    expectTypeOf(createClient({ modules: { plans } }).plans.getPlan).returns.resolves.toEqualTypeOf<Plan>();
  });

  it('query calls: a builder without a query, a request with one (x-query-builder)', () => {
    expectTypeOf(queryPosts()).toEqualTypeOf<ItemQuery<Post>>();
    expectTypeOf(queryPosts({ fieldsets: ['URL'] })).toEqualTypeOf<ItemQuery<Post>>();
    expectTypeOf(queryPosts({ filter: { featured: true } })).toEqualTypeOf<CallPromise<QueryPostsResponse>>();
    expectTypeOf(queryPosts().eq('featured', true).find()).toEqualTypeOf<Promise<QueryResult<Post>>>();
    const client = createClient({ modules: { posts, plans } });
    expectTypeOf(client.posts.queryPosts().limit(5)).toEqualTypeOf<ItemQuery<Post>>();
    expectTypeOf(client.plans.queryPublicPlans()).toEqualTypeOf<ItemQuery<PublicPlan>>();
    // @ts-expect-error queryPublicPlans takes no options: its builder takes no argument
    client.plans.queryPublicPlans({ fieldsets: ['URL'] });
  });

  it("type an error answer's body by its status", () => {
    const e: unknown = undefined;
    if (isApiError<GetPostErrors, 404>(e, 404)) {
      expectTypeOf(e.data).toEqualTypeOf<ApiErrorBody>();
      expectTypeOf(e.status).toEqualTypeOf<number>();
    }
    // @ts-expect-error getPost declares no 418 answer
    isApiError<GetPostErrors, 418>(e, 418);
  });

  it('take the SDK positional arguments, then options, then the call init', () => {
    expectTypeOf(getPost).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(getPost).parameter(2).toEqualTypeOf<CallInit | undefined>();
    expectTypeOf(getPost).returns.resolves.toEqualTypeOf<GetPostResponse>();
    // @ts-expect-error the post id is required
    getPost();
    // @ts-expect-error a number is not a post id
    getPost(42);
    // @ts-expect-error unknown option
    getPost('p1', { fieldset: ['URL'] });
    expectTypeOf(updateFulfillment).parameter(0).toHaveProperty('orderId');
  });

  it('answer with converted types: Date for date-time, a wix: reference for media', () => {
    expectTypeOf<Post['firstPublishedDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<Post['heroImage']>>().toEqualTypeOf<ImageRef>();
  });

  it('bind to a client by module, with the same signatures', () => {
    const client = createClient({ modules: { posts } });
    expectTypeOf(client.posts.listPosts).returns.resolves.toEqualTypeOf<Awaited<ReturnType<typeof listPosts>>>();
    expectTypeOf(client.posts.getPost).parameters.toEqualTypeOf<[postId: string, options?: Parameters<typeof getPost>[1], init?: CallInit]>();
  });

  it('offer the answer with the data: withResponse() and asResponse() on every call, bound or standalone', () => {
    expectTypeOf(getPost('p1').withResponse()).toEqualTypeOf<Promise<WithResponse<GetPostResponse>>>();
    expectTypeOf<WithResponse<GetPostResponse>>().toEqualTypeOf<{
      readonly data: GetPostResponse;
      readonly response: Response;
      readonly requestId: string | undefined;
    }>();
    expectTypeOf(getPost('p1').asResponse()).toEqualTypeOf<Promise<Response>>();
    const client = createClient({ modules: { posts, plans } });
    expectTypeOf(client.posts.getPost('p1')).toEqualTypeOf<CallPromise<GetPostResponse>>();
    expectTypeOf(client.plans.getPlan('x').withResponse()).resolves.toHaveProperty('data').toEqualTypeOf<Plan>();
    expectTypeOf(client.posts.queryPosts({ filter: {} }).withResponse())
      .resolves.toHaveProperty('data')
      .toEqualTypeOf<QueryPostsResponse>();
    expectTypeOf(callOperation(getPost, { path: { postId: 'p1' } }).asResponse()).toEqualTypeOf<Promise<Response>>();
    // A builder is not a call: it has no answer of its own.
    // @ts-expect-error queryPosts() without a query is a builder
    queryPosts().withResponse();
    // A CallPromise is still a plain promise of the data.
    expectTypeOf(getPost('p1')).toExtend<Promise<GetPostResponse>>();
  });

  it('give enumerations as const objects with a union type', () => {
    expectTypeOf(SortOrder.FEED).toEqualTypeOf<'FEED'>();
    expectTypeOf<SortOrder>().toExtend<string>();
    const order: SortOrder = 'PUBLISHED_DATE_ASC';
    // @ts-expect-error not a sort order
    const wrong: SortOrder = 'OLDEST';
    expectTypeOf(order).not.toBeAny();
    expectTypeOf(wrong).not.toBeAny();
  });

  it('throw one error hierarchy', () => {
    expectTypeOf<ApiError['status']>().toEqualTypeOf<number>();
  });
});

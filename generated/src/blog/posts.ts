// Generated from spec/blog.yaml by codegen. Do not edit.

import { bodyFormOf, defineGeneratedCall, defineGeneratedQueryCall, encodeDate, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { ApiErrorBody, GetPostBySlugResponse, GetPostMetricsResponse, GetPostResponse, GetTotalPostsResponse, ListPostsResponse, Post, PostCountOrder, PostFieldField, PostQuery, QueryPostCountStatsResponse, QueryPostsResponse, SortOrder } from './schema-types.js';
import { getPostBySlugResponseDecoder, getPostMetricsResponseDecoder, getPostResponseDecoder, listPostsResponseDecoder, queryPostCountStatsResponseDecoder, queryPostsResponseDecoder } from './response-decoders.js';
import { blogService } from './service-info.js';

/** Argument `options` of {@link getPost}. */
export interface GetPostOptions {
  /** Additional post fields to include in the response. By default only the post's base fields are returned. */
  fieldsets?: PostFieldField[];
}

/** Error answers of {@link getPost} by status: `isApiError<GetPostErrors, 404>(e, 404)` types `e.data`. */
export type GetPostErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getPostBySlug}. */
export interface GetPostBySlugOptions {
  /** Additional post fields to include in the response. By default only the post's base fields are returned. */
  fieldsets?: PostFieldField[];
  /** Language of the post, a 2-or-4-letter IETF BCP 47 language tag. */
  language?: string;
}

/** Error answers of {@link getPostBySlug} by status: `isApiError<GetPostBySlugErrors, 404>(e, 404)` types `e.data`. */
export type GetPostBySlugErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getPostMetrics} by status: `isApiError<GetPostMetricsErrors, 404>(e, 404)` types `e.data`. */
export type GetPostMetricsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getTotalPosts}. */
export interface GetTotalPostsOptions {
  /** Language filter, a 2-or-4-letter IETF BCP 47 language tag. Only posts in that language are counted. */
  language?: string;
}

/** Error answers of {@link getTotalPosts} by status: `isApiError<GetTotalPostsErrors, 404>(e, 404)` types `e.data`. */
export type GetTotalPostsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listPosts}. */
export interface ListPostsOptions {
  /** Whether to return only featured posts. Default `false`. */
  featured?: boolean;
  /** Hashtag filter. Only posts containing any of the given hashtags are returned. If omitted, posts with or without hashtags are returned. */
  hashtags?: string[];
  /** Category filter. Only posts in any of the given categories are returned. If omitted, posts with or without categories are returned. */
  categoryIds?: string[];
  /** Tag filter. Only posts with any of the given tags are returned. If omitted, posts with or without tags are returned. */
  tagIds?: string[];
  /** Sort order of the returned posts. Default `FEED`. */
  sort?: SortOrder;
  paging?: {
    /** Number of posts to return. Default `50`, at most `100`. */
    limit?: number;
    /** Number of posts to skip in the current sort order. Default `0`. */
    offset?: number;
  };
  /** Language filter, a 2-or-4-letter IETF BCP 47 language tag. Only posts in that language are returned; if omitted, posts in all languages are returned. */
  language?: string;
  /** Member ID of the posts' owner. Only that member's posts are returned. */
  memberId?: string;
  /** Additional post fields to include in the response. By default only the post's base fields (fields that are not a fieldset value) are returned. */
  fieldsets?: PostFieldField[];
}

/** Error answers of {@link listPosts} by status: `isApiError<ListPostsErrors, 404>(e, 404)` types `e.data`. */
export type ListPostsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryPostCountStats}. */
export interface QueryPostCountStatsOptions {
  /** Start of the time range, as an ISO 8601 date and time. */
  rangeStart?: Date;
  /** Order of the returned periods. Default `OLDEST`. */
  order?: PostCountOrder;
  /** Number of months to include in the response. */
  months?: number;
  /** Language filter, a 2-or-4-letter IETF BCP 47 language tag. Only posts in that language are counted. */
  language?: string;
  /** Time zone used to compute the start of each month, as a UTC offset (New York is `-05`). */
  timeZone?: string;
}

/** Error answers of {@link queryPostCountStats} by status: `isApiError<QueryPostCountStatsErrors, 404>(e, 404)` types `e.data`. */
export type QueryPostCountStatsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryPosts}. */
export interface QueryPostsOptions {
  /** Additional post fields to include in the response. By default only the post's base fields are returned. */
  fieldsets?: PostFieldField[];
  /** When `true`, `pagingMetadata.total` is omitted; `hasNext` and the next cursor are still returned. */
  skipCount?: boolean;
}

/** Error answers of {@link queryPosts} by status: `isApiError<QueryPostsErrors, 404>(e, 404)` types `e.data`. */
export type QueryPostsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Get post
 *
 * Retrieves a published post by its ID.
 *
 * `GET /blog/v3/posts/{postId}`
 *
 * @param postId `path.postId`
 *
 * @param options Options.
 */
export const getPost: Call<[postId: string, options?: GetPostOptions, init?: CallInit], GetPostResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {
  module: 'posts',
  operationId: 'getPost',
  method: 'GET',
  path: '/v3/posts/{postId}',
  args: [
    { name: 'postId', required: true, value: 'path.postId' },
    { name: 'options', properties: { fieldsets: 'query.fieldsets' } },
  ],
  decode: getPostResponseDecoder,
  responseAsync: true,
}, { query: serializeQuery });

/**
 * Get post by slug
 *
 * Retrieves a published post by its slug, the case-sensitive last part of the post's URL (for `https://example.com/blog/post/my-post-slug` the slug is `my-post-slug`).
 *
 * `GET /blog/v3/posts/slugs/{slug}`
 *
 * @param slug `path.slug`
 *
 * @param options Options.
 */
export const getPostBySlug: Call<[slug: string, options?: GetPostBySlugOptions, init?: CallInit], GetPostBySlugResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {
  module: 'posts',
  operationId: 'getPostBySlug',
  method: 'GET',
  path: '/v3/posts/slugs/{slug}',
  args: [
    { name: 'slug', required: true, value: 'path.slug' },
    {
      name: 'options',
      properties: { fieldsets: 'query.fieldsets', language: 'query.language' },
    },
  ],
  decode: getPostBySlugResponseDecoder,
  responseAsync: true,
}, { query: serializeQuery });

/**
 * Get post metrics
 *
 * Retrieves a post's metrics, the comments, likes, views and ratings the post received.
 *
 * `GET /blog/v3/posts/{postId}/metrics`
 *
 * @param postId `path.postId`
 */
export const getPostMetrics: Call<[postId: string, init?: CallInit], GetPostMetricsResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {
  module: 'posts',
  operationId: 'getPostMetrics',
  method: 'GET',
  path: '/v3/posts/{postId}/metrics',
  args: [{ name: 'postId', required: true, value: 'path.postId' }],
  decode: getPostMetricsResponseDecoder,
});

/**
 * Get total posts
 *
 * Retrieves the total number of published posts of the blog.
 *
 * `GET /blog/v2/stats/posts/total`
 *
 * @param options Options.
 */
export const getTotalPosts: Call<[options?: GetTotalPostsOptions, init?: CallInit], GetTotalPostsResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {
  module: 'posts',
  operationId: 'getTotalPosts',
  method: 'GET',
  path: '/v2/stats/posts/total',
  args: [{ name: 'options', properties: { language: 'query.language' } }],
}, { query: serializeQuery });

/**
 * List posts
 *
 * Retrieves up to 100 published posts per request. By default posts are sorted by `firstPublishedDate` in descending order with pinned posts first (`FEED`), with `paging.limit` 50 and `paging.offset` 0.
 *
 * `GET /blog/v3/posts`, or `POST /blog/v3/posts` with the query as its JSON body once the query string is longer than 4000 characters
 *
 * @param options Options.
 */
export const listPosts: Call<[options?: ListPostsOptions, init?: CallInit], ListPostsResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {
  module: 'posts',
  operationId: 'listPosts',
  method: 'GET',
  path: '/v3/posts',
  args: [
    {
      name: 'options',
      properties: {
        featured: 'query.featured',
        hashtags: 'query.hashtags',
        categoryIds: 'query.categoryIds',
        tagIds: 'query.tagIds',
        sort: 'query.sort',
        paging: 'query.paging',
        language: 'query.language',
        memberId: 'query.memberId',
        fieldsets: 'query.fieldsets',
      },
    },
  ],
  bodyForm: { maxQueryLength: 4000 },
  decode: listPostsResponseDecoder,
  responseAsync: true,
}, { query: serializeQuery, encodeBody: encodeJsonBody, bodyForm: bodyFormOf });

/**
 * Query post count stats
 *
 * Retrieves the number of published posts per month in a time range. The range starts on the 1st day of the month of `rangeStart` and spans `months` months, ending on the last day of a month. Months without published posts are left out of the response.
 *
 * `GET /blog/v2/stats/post/count`
 *
 * @param options Options.
 */
export const queryPostCountStats: Call<[options?: QueryPostCountStatsOptions, init?: CallInit], QueryPostCountStatsResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {
  module: 'posts',
  operationId: 'queryPostCountStats',
  method: 'GET',
  path: '/v2/stats/post/count',
  args: [
    {
      name: 'options',
      properties: {
        rangeStart: 'query.rangeStart',
        order: 'query.order',
        months: 'query.months',
        language: 'query.language',
        timeZone: 'query.timeZone',
      },
    },
  ],
  requestPlan: { query: { rangeStart: 'date' } },
  decode: queryPostCountStatsResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), query: serializeQuery });

/**
 * Query posts
 *
 * Retrieves published posts that match a query: `filter` on post fields, up to 3 `sort` entries and cursor paging (`cursorPaging.limit` at most 100). Later pages are requested with `cursorPaging.cursor` only.
 *
 * `POST /blog/v3/posts/query`; idempotent (retried like a GET)
 *
 * Given no query, or only `options`, returns a builder: `queryPosts().eq(field, value).limit(10).find()`, `for await (const item of queryPosts().iterate())`.
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryPosts: QueryCall<[query: PostQuery, options?: QueryPostsOptions, init?: CallInit], QueryPostsResponse, [options?: QueryPostsOptions], ItemQuery<Post>> = /* @__PURE__ */ defineGeneratedQueryCall(blogService, {
  module: 'posts',
  operationId: 'queryPosts',
  method: 'POST',
  path: '/v3/posts/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    {
      name: 'options',
      properties: { fieldsets: 'body.fieldsets', skipCount: 'body.skipCount' },
    },
  ],
  idempotent: true,
  decode: queryPostsResponseDecoder,
  responseAsync: true,
  queryBuilder: { items: 'posts', pagingMetadata: 'pagingMetadata', paging: 'cursor' },
}, { encodeBody: encodeJsonBody });

/** The `posts` module: pass it to `createClient({ modules: { posts } })`. */
export const posts = { getPost, getPostBySlug, getPostMetrics, getTotalPosts, listPosts, queryPostCountStats, queryPosts };

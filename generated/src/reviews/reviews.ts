// Generated from spec/reviews.yaml by codegen. Do not edit.

import { defineGeneratedCall, defineGeneratedQueryCall, encodeDate, encodeFloat, encodeJsonBody, mediaObjectFromRef, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { ApiErrorBody, BulkCreateReviewResponse, BulkDeleteReviewsResponse, BulkUpdateModerationStatusResponse, CountReviewsResponse, CreateReviewResponse, DeleteReviewResponse, Filter, GetReviewResponse, ModerationStatus, QueryReviewsResponse, QueryV2, RemoveReplyResponse, Review, ReviewContent, SetReplyResponse, UpdateModerationStatusRequestModerationStatus, UpdateModerationStatusResponse, UpdateReviewResponse } from './schema-types.js';
import { bulkCreateReviewRequestPlan, createReviewAndContactRequestPlan, createReviewRequestPlan, updateReviewRequestPlan } from './request-plans.js';
import { bulkCreateReviewResponseDecoder, createReviewResponseDecoder, deleteReviewResponseDecoder, getReviewResponseDecoder, queryReviewsResponseDecoder, removeReplyResponseDecoder, setReplyResponseDecoder, updateModerationStatusResponseDecoder, updateReviewResponseDecoder } from './response-decoders.js';
import { reviewsService } from './service-info.js';

/** Argument `options` of {@link bulkCreateReview}. */
export interface BulkCreateReviewOptions {
  /** Whether to return the created reviews. */
  returnEntity?: boolean;
}

/** Error answers of {@link bulkCreateReview} by status: `isApiError<BulkCreateReviewErrors, 404>(e, 404)` types `e.data`. */
export type BulkCreateReviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkDeleteReviews}. */
export interface BulkDeleteReviewsOptions {
  filter?: Filter;
}

/** Error answers of {@link bulkDeleteReviews} by status: `isApiError<BulkDeleteReviewsErrors, 404>(e, 404)` types `e.data`. */
export type BulkDeleteReviewsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateModerationStatus}. */
export interface BulkUpdateModerationStatusOptions {
  /** The reviews to moderate. */
  filter?: Filter;
  status?: ModerationStatus;
}

/** Error answers of {@link bulkUpdateModerationStatus} by status: `isApiError<BulkUpdateModerationStatusErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateModerationStatusErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link countReviews}. */
export interface CountReviewsOptions {
  filter?: Filter;
  /** Whether to count unpublished reviews too. Default `false`. */
  includePrivateReviews?: boolean;
}

/** Error answers of {@link countReviews} by status: `isApiError<CountReviewsErrors, 404>(e, 404)` types `e.data`. */
export type CountReviewsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link createReview} by status: `isApiError<CreateReviewErrors, 404>(e, 404)` types `e.data`. */
export type CreateReviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createReviewAndContact}. */
export interface CreateReviewAndContactOptions {
  /** Name of the author, shown with the review and used for the new contact. Required for third-party apps. */
  name?: string;
  /** E-mail address of the author, used to find or create the contact. Required for third-party apps. */
  email?: string;
}

/** Error answers of {@link createReviewAndContact} by status: `isApiError<CreateReviewAndContactErrors, 404>(e, 404)` types `e.data`. */
export type CreateReviewAndContactErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link deleteReview} by status: `isApiError<DeleteReviewErrors, 404>(e, 404)` types `e.data`. */
export type DeleteReviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link getReview}. */
export interface GetReviewOptions {
  /** Whether to return the review even if it is unpublished. Default `false`. */
  returnPrivateReviews?: boolean;
}

/** Error answers of {@link getReview} by status: `isApiError<GetReviewErrors, 404>(e, 404)` types `e.data`. */
export type GetReviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link queryReviews}. */
export interface QueryReviewsOptions {
  /** Whether to return unpublished reviews too. Default `false`. */
  returnPrivateReviews?: boolean;
}

/** Error answers of {@link queryReviews} by status: `isApiError<QueryReviewsErrors, 404>(e, 404)` types `e.data`. */
export type QueryReviewsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link removeReply} by status: `isApiError<RemoveReplyErrors, 404>(e, 404)` types `e.data`. */
export type RemoveReplyErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link setReply} by status: `isApiError<SetReplyErrors, 404>(e, 404)` types `e.data`. */
export type SetReplyErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateModerationStatus}. */
export interface UpdateModerationStatusOptions {
  status?: UpdateModerationStatusRequestModerationStatus;
}

/** Error answers of {@link updateModerationStatus} by status: `isApiError<UpdateModerationStatusErrors, 404>(e, 404)` types `e.data`. */
export type UpdateModerationStatusErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateReview}. */
export interface UpdateReviewOptions {
  /** Comma-separated paths of the fields to update, for example `content.title,content.rating` (a protobuf field mask). Without it, the fields sent are updated. */
  fieldMask?: string;
}

/** Error answers of {@link updateReview} by status: `isApiError<UpdateReviewErrors, 404>(e, 404)` types `e.data`. */
export type UpdateReviewErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Bulk create reviews
 *
 * Creates up to 100 reviews. Each needs `namespace`, `entityId`, `content` and `author.contactId`. With `returnEntity: true` each result carries the created review. An empty `author.authorName` is filled as in Create Review.
 *
 * `POST /reviews/v1/bulk/reviews/create`
 *
 * Emits `reviews.onReviewCreated` (`wix.reviews.v1.review_created`).
 *
 * @param reviews `body.reviews`
 *
 * @param options Options.
 */
export const bulkCreateReview: Call<[reviews: Review[], options?: BulkCreateReviewOptions, init?: CallInit], BulkCreateReviewResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'bulkCreateReview',
  method: 'POST',
  path: '/v1/bulk/reviews/create',
  args: [
    { name: 'reviews', required: true, value: 'body.reviews' },
    { name: 'options', properties: { returnEntity: 'body.returnEntity' } },
  ],
  clientRules: { maxBulkItems: 100 },
  requestPlan: { body: bulkCreateReviewRequestPlan },
  decode: bulkCreateReviewResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat, image: mediaObjectFromRef, video: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/**
 * Bulk delete reviews
 *
 * Deletes every review that matches `filter` (the filter fields of Query Reviews), in a background job whose ID is returned; the job may not finish at once. Query Reviews with the same filter shows what would be deleted.
 *
 * `POST /reviews/v1/bulk/reviews/delete`
 *
 * Emits `reviews.onReviewDeleted` (`wix.reviews.v1.review_deleted`).
 *
 * @param options Options.
 */
export const bulkDeleteReviews: Call<[options?: BulkDeleteReviewsOptions, init?: CallInit], BulkDeleteReviewsResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'bulkDeleteReviews',
  method: 'POST',
  path: '/v1/bulk/reviews/delete',
  args: [{ name: 'options', properties: { filter: 'body.filter' } }],
}, { encodeBody: encodeJsonBody });

/**
 * Bulk update moderation status
 *
 * Sets one moderation status on every review that matches `filter`, in a background job whose ID is returned.
 *
 * `POST /reviews/v1/bulk/reviews/moderate`
 *
 * Emits `reviews.onReviewModerationStatusChanged` (`wix.reviews.v1.review_moderation_status_changed`).
 *
 * @param options Options.
 */
export const bulkUpdateModerationStatus: Call<[options?: BulkUpdateModerationStatusOptions, init?: CallInit], BulkUpdateModerationStatusResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'bulkUpdateModerationStatus',
  method: 'POST',
  path: '/v1/bulk/reviews/moderate',
  args: [
    {
      name: 'options',
      properties: { filter: 'body.filter', status: 'body.status' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Count reviews
 *
 * Counts the reviews that match `filter` (the filter fields of Query Reviews), or all reviews without a filter. Unpublished reviews are counted only with `includePrivateReviews: true`.
 *
 * `POST /reviews/v1/reviews/count`; idempotent (retried like a GET)
 *
 * @param options Options.
 */
export const countReviews: Call<[options?: CountReviewsOptions, init?: CallInit], CountReviewsResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'countReviews',
  method: 'POST',
  path: '/v1/reviews/count',
  args: [
    {
      name: 'options',
      properties: { filter: 'body.filter', includePrivateReviews: 'body.includePrivateReviews' },
    },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Create review
 *
 * Creates a review by an existing contact (`review.author.contactId`; see the platform's Contacts API). `review.namespace`, `review.entityId`, `review.content` and `review.content.rating` are required. If `author.authorName` is empty, a site member's name is used; for other authors it stays empty. The review may need moderation. `reviewDate` may be set for reviews imported from another system.
 *
 * `POST /reviews/v1/reviews`
 *
 * Emits `reviews.onReviewCreated` (`wix.reviews.v1.review_created`).
 *
 * @param review `body.review`
 */
export const createReview: Call<[review: Review, init?: CallInit], Review> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'createReview',
  method: 'POST',
  path: '/v1/reviews',
  args: [{ name: 'review', required: true, value: 'body.review' }],
  requestPlan: { body: createReviewRequestPlan },
  decode: createReviewResponseDecoder,
  unwrap: 'review',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat, image: mediaObjectFromRef, video: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/**
 * Create review and contact (deprecated)
 *
 * Creates a review and, when the author is not yet a contact of the site, a contact from `name` and `email` (both needed to create the contact; a third-party app must always send them). When the author is already a contact, only the review is created. The review may need moderation. Deprecated by the platform (target removal 2024-02-01) in favour of Create Review; described from `@wix/reviews` 1.0.66, where the method is `createReviewAndContact(namespace, entityId, content, options?)`.
 *
 * `POST /reviews/v1/reviews/contact`
 *
 * Emits `reviews.onReviewCreated` (`wix.reviews.v1.review_created`).
 *
 * @param namespace `body.namespace`
 *
 * @param entityId `body.entityId`
 *
 * @param content `body.content`
 *
 * @param options Options.
 * @deprecated
 */
export const createReviewAndContact: Call<[namespace: string, entityId: string, content: ReviewContent, options?: CreateReviewAndContactOptions, init?: CallInit], CreateReviewResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'createReviewAndContact',
  method: 'POST',
  path: '/v1/reviews/contact',
  args: [
    { name: 'namespace', required: true, value: 'body.namespace' },
    { name: 'entityId', required: true, value: 'body.entityId' },
    { name: 'content', required: true, value: 'body.content' },
    { name: 'options', properties: { name: 'body.name', email: 'body.email' } },
  ],
  requestPlan: { body: createReviewAndContactRequestPlan },
  decode: createReviewResponseDecoder,
}, { encodePlan: /* @__PURE__ */ planEncoder({ image: mediaObjectFromRef, video: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/**
 * Delete review
 *
 * Deletes a review. The answer holds the deleted review.
 *
 * `DELETE /reviews/v1/reviews/{reviewId}`
 *
 * Emits `reviews.onReviewDeleted` (`wix.reviews.v1.review_deleted`).
 *
 * @param reviewId `path.reviewId`
 */
export const deleteReview: Call<[reviewId: string, init?: CallInit], DeleteReviewResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'deleteReview',
  method: 'DELETE',
  path: '/v1/reviews/{reviewId}',
  args: [{ name: 'reviewId', required: true, value: 'path.reviewId' }],
  decode: deleteReviewResponseDecoder,
});

/**
 * Get review
 *
 * Retrieves a review. By default an unpublished (private) review, one whose moderation status is not `APPROVED`, is not returned; pass `returnPrivateReviews: true` to retrieve it (needs the `REVIEWS.READ_PRIVATE_REVIEWS` permission).
 *
 * `GET /reviews/v1/reviews/{reviewId}`
 *
 * @param reviewId `path.reviewId`
 *
 * @param options Options.
 */
export const getReview: Call<[reviewId: string, options?: GetReviewOptions, init?: CallInit], Review> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'getReview',
  method: 'GET',
  path: '/v1/reviews/{reviewId}',
  args: [
    { name: 'reviewId', required: true, value: 'path.reviewId' },
    {
      name: 'options',
      properties: { returnPrivateReviews: 'query.returnPrivateReviews' },
    },
  ],
  decode: getReviewResponseDecoder,
  unwrap: 'review',
}, { query: serializeQuery });

/**
 * Query reviews
 *
 * Retrieves reviews that match a query: `filter`, `sort` and cursor paging (`cursorPaging.limit` at most 100, default 50). Filterable: `id`, `namespace`, `entityId`, `author.contactId`, `moderation.moderationStatus` (`$eq`, `$in`, `$ne`); `createdDate`, `content.rating`, `helpfulness`, `relevanceScore` (also `$gt`, `$gte`, `$lt`, `$lte`, sortable); `origin.type`, `verified` (`$eq`, `$ne`, sortable); `content.media` (`$isEmpty`). Unpublished reviews are returned only with `returnPrivateReviews: true`. The answer's paging metadata is `metadata` (`count`, `cursors`), with no `hasNext`: a page has a successor when `cursors.next` is set. The SDK's `queryReviews(options?)` is a query builder; the data form used here is its `typedQueryReviews(query, options?)`.
 *
 * `POST /reviews/v1/reviews/query`; idempotent (retried like a GET)
 *
 * Given no query, or only `options`, returns a builder: `queryReviews().eq(field, value).limit(10).find()`, `for await (const item of queryReviews().iterate())`.
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const queryReviews: QueryCall<[query: QueryV2, options?: QueryReviewsOptions, init?: CallInit], QueryReviewsResponse, [options?: QueryReviewsOptions], ItemQuery<Review>> = /* @__PURE__ */ defineGeneratedQueryCall(reviewsService, {
  module: 'reviews',
  operationId: 'queryReviews',
  method: 'POST',
  path: '/v1/reviews/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    {
      name: 'options',
      properties: { returnPrivateReviews: 'body.returnPrivateReviews' },
    },
  ],
  clientRules: { defaultPageSize: 50 },
  idempotent: true,
  decode: queryReviewsResponseDecoder,
  queryBuilder: { items: 'reviews', pagingMetadata: 'metadata', paging: 'cursor' },
}, { encodeBody: encodeJsonBody });

/**
 * Remove reply
 *
 * Removes the owner's reply from a review. (The seed calls this "delete reply"; the SDK method is `removeReply(reviewId)`.)
 *
 * `DELETE /reviews/v1/reviews/{reviewId}/reply`
 *
 * Emits `reviews.onReviewUpdated` (`wix.reviews.v1.review_updated`).
 *
 * @param reviewId `path.reviewId`
 */
export const removeReply: Call<[reviewId: string, init?: CallInit], RemoveReplyResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'removeReply',
  method: 'DELETE',
  path: '/v1/reviews/{reviewId}/reply',
  args: [{ name: 'reviewId', required: true, value: 'path.reviewId' }],
  decode: removeReplyResponseDecoder,
});

/**
 * Set reply
 *
 * Sets the owner's reply on a review. A review has at most one reply; setting a reply again overwrites it. (The seed calls this "update reply"; the SDK method is `setReply(reviewId, message)`.)
 *
 * `PATCH /reviews/v1/reviews/{reviewId}/reply`
 *
 * Emits `reviews.onReviewUpdated` (`wix.reviews.v1.review_updated`).
 *
 * @param reviewId `path.reviewId`
 *
 * @param message `body.message`
 */
export const setReply: Call<[reviewId: string, message: string, init?: CallInit], SetReplyResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'setReply',
  method: 'PATCH',
  path: '/v1/reviews/{reviewId}/reply',
  args: [
    { name: 'reviewId', required: true, value: 'path.reviewId' },
    { name: 'message', required: true, value: 'body.message' },
  ],
  decode: setReplyResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update moderation status
 *
 * Moderates a review: `APPROVED` publishes it, `REJECTED` hides it from the site. The review's `moderation.manuallyChanged` becomes `true`.
 *
 * `PATCH /reviews/v1/reviews/{reviewId}/moderate`
 *
 * Emits `reviews.onReviewModerationStatusChanged` (`wix.reviews.v1.review_moderation_status_changed`).
 *
 * @param reviewId `path.reviewId`
 *
 * @param options Options.
 */
export const updateModerationStatus: Call<[reviewId: string, options?: UpdateModerationStatusOptions, init?: CallInit], UpdateModerationStatusResponse> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'updateModerationStatus',
  method: 'PATCH',
  path: '/v1/reviews/{reviewId}/moderate',
  args: [
    { name: 'reviewId', required: true, value: 'path.reviewId' },
    { name: 'options', properties: { status: 'body.status' } },
  ],
  decode: updateModerationStatusResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update review
 *
 * Updates a review. Send the current `revision`: it increments by 1 on every update, and an outdated revision is rejected. The platform declares the path as `/v1/reviews/{review.id}` (the ID is `review.id` of the body); it is written `{reviewId}` here. `fieldMask` (comma-separated field paths such as `content.title,content.rating`) limits the update to those fields; the SDK method `updateReview(_id, review)` has no argument for it, so it is carried by a trailing `options` argument here. This is the call the seed lists as "update review content" (PATCH with a field mask); the SDK's older `updateReviewContent` was a different call (`PUT /v1/reviews/content/{reviewId}`), deprecated and since removed.
 *
 * `PATCH /reviews/v1/reviews/{reviewId}`
 *
 * Emits `reviews.onReviewUpdated` (`wix.reviews.v1.review_updated`).
 *
 * @param _id The review ID (the path's `review.id`).
 *
 * @param review `body.review`
 *
 * @param options Options.
 */
export const updateReview: Call<[_id: string, review: Review, options?: UpdateReviewOptions, init?: CallInit], Review> = /* @__PURE__ */ defineGeneratedCall(reviewsService, {
  module: 'reviews',
  operationId: 'updateReview',
  method: 'PATCH',
  path: '/v1/reviews/{reviewId}',
  args: [
    { name: '_id', required: true, value: 'path.reviewId' },
    { name: 'review', required: true, value: 'body.review' },
    { name: 'options', properties: { fieldMask: 'body.fieldMask' } },
  ],
  requestPlan: { body: updateReviewRequestPlan },
  decode: updateReviewResponseDecoder,
  unwrap: 'review',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate, float: encodeFloat, image: mediaObjectFromRef, video: mediaObjectFromRef }), encodeBody: encodeJsonBody });

/** The `reviews` module: pass it to `createClient({ modules: { reviews } })`. */
export const reviews = { bulkCreateReview, bulkDeleteReviews, bulkUpdateModerationStatus, countReviews, createReview, createReviewAndContact, deleteReview, getReview, queryReviews, removeReply, setReply, updateModerationStatus, updateReview };

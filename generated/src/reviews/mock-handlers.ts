// Generated from spec/reviews.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { bulkCreateReview, bulkDeleteReviews, bulkUpdateModerationStatus, countReviews, createReview, createReviewAndContact, deleteReview, getReview, queryReviews, removeReply, setReply, updateModerationStatus, updateReview } from './reviews.js';

/** msw handlers of every reviews call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...reviewsHandlers(document))`. */
export function reviewsHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['reviews'] });
}

/** One reviews call answered by a typed resolver, for a test: `server.use(reviewsMocks.bulkCreateReview(() => ...))`. */
export const reviewsMocks = {
  bulkCreateReview: (resolve: MockResolver<typeof bulkCreateReview>, options?: MockCallOptions) => mockCall(bulkCreateReview, resolve, options),
  bulkDeleteReviews: (resolve: MockResolver<typeof bulkDeleteReviews>, options?: MockCallOptions) => mockCall(bulkDeleteReviews, resolve, options),
  bulkUpdateModerationStatus: (resolve: MockResolver<typeof bulkUpdateModerationStatus>, options?: MockCallOptions) => mockCall(bulkUpdateModerationStatus, resolve, options),
  countReviews: (resolve: MockResolver<typeof countReviews>, options?: MockCallOptions) => mockCall(countReviews, resolve, options),
  createReview: (resolve: MockResolver<typeof createReview>, options?: MockCallOptions) => mockCall(createReview, resolve, options),
  createReviewAndContact: (resolve: MockResolver<typeof createReviewAndContact>, options?: MockCallOptions) => mockCall(createReviewAndContact, resolve, options),
  deleteReview: (resolve: MockResolver<typeof deleteReview>, options?: MockCallOptions) => mockCall(deleteReview, resolve, options),
  getReview: (resolve: MockResolver<typeof getReview>, options?: MockCallOptions) => mockCall(getReview, resolve, options),
  queryReviews: (resolve: MockResolver<typeof queryReviews>, options?: MockCallOptions) => mockCall(queryReviews, resolve, options),
  removeReply: (resolve: MockResolver<typeof removeReply>, options?: MockCallOptions) => mockCall(removeReply, resolve, options),
  setReply: (resolve: MockResolver<typeof setReply>, options?: MockCallOptions) => mockCall(setReply, resolve, options),
  updateModerationStatus: (resolve: MockResolver<typeof updateModerationStatus>, options?: MockCallOptions) => mockCall(updateModerationStatus, resolve, options),
  updateReview: (resolve: MockResolver<typeof updateReview>, options?: MockCallOptions) => mockCall(updateReview, resolve, options),
};

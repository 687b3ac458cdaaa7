// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime/generated';
import { reviewPlan } from './request-plans.js';

/** Conversions of `GetReviewResponse`. */
export const getReviewResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `CreateReviewResponse`. */
export const createReviewResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `BulkReviewResult`. */
export const bulkReviewResultPlan: Plan = { review: reviewPlan };

/** Conversions of `BulkCreateReviewResponse`. */
export const bulkCreateReviewResponsePlan: Plan = { results: { '*': bulkReviewResultPlan } };

/** Conversions of `UpdateReviewResponse`. */
export const updateReviewResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `DeleteReviewResponse`. */
export const deleteReviewResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `SetReplyResponse`. */
export const setReplyResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `RemoveReplyResponse`. */
export const removeReplyResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `UpdateModerationStatusResponse`. */
export const updateModerationStatusResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `QueryReviewsResponse`. */
export const queryReviewsResponsePlan: Plan = { reviews: { '*': reviewPlan } };

/** Conversions of `ReviewRequest`. */
export const reviewRequestPlan: Plan = { createdDate: 'date', sendDate: 'date', updatedDate: 'date' };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `ModerationStatusChanged`. */
export const moderationStatusChangedPlan: Plan = { review: reviewPlan };

/** Conversions of `ReviewPublished`. */
export const reviewPublishedPlan: Plan = { review: reviewPlan };

/** Conversions of `ReviewCreatedEvent`. */
export const reviewCreatedEventPlan: Plan = { entity: reviewPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewUpdatedEvent`. */
export const reviewUpdatedEventPlan: Plan = { entity: reviewPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewDeletedEvent`. */
export const reviewDeletedEventPlan: Plan = { entity: reviewPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewModerationStatusChangedEvent`. */
export const reviewModerationStatusChangedEventPlan: Plan = { data: moderationStatusChangedPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewPublishedEvent`. */
export const reviewPublishedEventPlan: Plan = { data: reviewPublishedPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewRequestCreatedEvent`. */
export const reviewRequestCreatedEventPlan: Plan = { entity: reviewRequestPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewRequestUpdatedEvent`. */
export const reviewRequestUpdatedEventPlan: Plan = { entity: reviewRequestPlan, metadata: eventMetadataPlan };

/** Conversions of `ReviewRequestDeletedEvent`. */
export const reviewRequestDeletedEventPlan: Plan = { entity: reviewRequestPlan, metadata: eventMetadataPlan };

/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */
export const responsePlans = {
  bulkCreateReview: bulkCreateReviewResponsePlan,
  createReview: createReviewResponsePlan,
  createReviewAndContact: createReviewResponsePlan,
  deleteReview: deleteReviewResponsePlan,
  getReview: getReviewResponsePlan,
  queryReviews: queryReviewsResponsePlan,
  removeReply: removeReplyResponsePlan,
  setReply: setReplyResponsePlan,
  updateModerationStatus: updateModerationStatusResponsePlan,
  updateReview: updateReviewResponsePlan
} satisfies Record<string, Plan>;

export * from './request-plans.js';

// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime/generated';

/** Conversions of `Media`. */
export const mediaPlan: Plan = { image: 'image', video: 'video' };

/** Conversions of `ReviewContent`. */
export const reviewContentPlan: Plan = { media: { '*': mediaPlan } };

/** Conversions of `Reply`. */
export const replyPlan: Plan = { createdDate: 'date', updatedDate: 'date' };

/** Conversions of `Review`. */
export const reviewPlan: Plan = {
  content: reviewContentPlan,
  createdDate: 'date',
  relevanceScore: 'float',
  reply: replyPlan,
  reviewDate: 'date',
  updatedDate: 'date',
};

/** Conversions of `CreateReviewAndContactRequest`. */
export const createReviewAndContactRequestPlan: Plan = { content: reviewContentPlan };

/** Conversions of `CreateReviewRequest`. */
export const createReviewRequestPlan: Plan = { review: reviewPlan };

/** Conversions of `BulkCreateReviewRequest`. */
export const bulkCreateReviewRequestPlan: Plan = { reviews: { '*': reviewPlan } };

/** Conversions of `UpdateReviewRequest`. */
export const updateReviewRequestPlan: Plan = { review: reviewPlan };

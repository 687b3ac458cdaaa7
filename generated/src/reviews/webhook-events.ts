// Generated from spec/reviews.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { ReviewCreatedEvent, ReviewDeletedEvent, ReviewModerationStatusChangedEvent, ReviewPublishedEvent, ReviewRequestCreatedEvent, ReviewRequestDeletedEvent, ReviewRequestUpdatedEvent, ReviewUpdatedEvent } from './schema-types.js';
import { reviewCreatedEventPlan, reviewDeletedEventPlan, reviewModerationStatusChangedEventPlan, reviewPublishedEventPlan, reviewRequestCreatedEventPlan, reviewRequestDeletedEventPlan, reviewRequestUpdatedEventPlan, reviewUpdatedEventPlan } from './conversion-plans.js';
import { reviewsService } from './service-info.js';

/**
 * Triggered when a review is created.
 *
 * Event type `wix.reviews.v1.review_created`.
 */
export const onReviewCreated = /* @__PURE__ */ defineEvent<ReviewCreatedEvent>(reviewsService, {
  module: 'reviews',
  name: 'onReviewCreated',
  type: 'wix.reviews.v1.review_created',
  plan: reviewCreatedEventPlan,
});

/**
 * Triggered when a review is deleted.
 *
 * Event type `wix.reviews.v1.review_deleted`.
 */
export const onReviewDeleted = /* @__PURE__ */ defineEvent<ReviewDeletedEvent>(reviewsService, {
  module: 'reviews',
  name: 'onReviewDeleted',
  type: 'wix.reviews.v1.review_deleted',
  plan: reviewDeletedEventPlan,
});

/**
 * Triggered when a review's moderation status changes, and when a review is created.
 *
 * Event type `wix.reviews.v1.review_moderation_status_changed`.
 */
export const onReviewModerationStatusChanged = /* @__PURE__ */ defineEvent<ReviewModerationStatusChangedEvent>(reviewsService, {
  module: 'reviews',
  name: 'onReviewModerationStatusChanged',
  type: 'wix.reviews.v1.review_moderation_status_changed',
  plan: reviewModerationStatusChangedEventPlan,
});

/**
 * Triggered when a review's moderation status is set to `APPROVED`.
 *
 * Event type `wix.reviews.v1.review_review_published`.
 */
export const onReviewPublished = /* @__PURE__ */ defineEvent<ReviewPublishedEvent>(reviewsService, {
  module: 'reviews',
  name: 'onReviewPublished',
  type: 'wix.reviews.v1.review_review_published',
  plan: reviewPublishedEventPlan,
});

/**
 * Triggered when a review request is created (module `reviewRequests` of the SDK).
 *
 * Event type `wix.reviews.v2.review_request_created`.
 */
export const onReviewRequestCreated = /* @__PURE__ */ defineEvent<ReviewRequestCreatedEvent>(reviewsService, {
  module: 'reviewRequests',
  name: 'onReviewRequestCreated',
  type: 'wix.reviews.v2.review_request_created',
  plan: reviewRequestCreatedEventPlan,
});

/**
 * Triggered when a review request is deleted (module `reviewRequests` of the SDK).
 *
 * Event type `wix.reviews.v2.review_request_deleted`.
 */
export const onReviewRequestDeleted = /* @__PURE__ */ defineEvent<ReviewRequestDeletedEvent>(reviewsService, {
  module: 'reviewRequests',
  name: 'onReviewRequestDeleted',
  type: 'wix.reviews.v2.review_request_deleted',
  plan: reviewRequestDeletedEventPlan,
});

/**
 * Triggered when a review request is updated, for example when it is sent, fails or is canceled (module `reviewRequests` of the SDK).
 *
 * Event type `wix.reviews.v2.review_request_updated`.
 */
export const onReviewRequestUpdated = /* @__PURE__ */ defineEvent<ReviewRequestUpdatedEvent>(reviewsService, {
  module: 'reviewRequests',
  name: 'onReviewRequestUpdated',
  type: 'wix.reviews.v2.review_request_updated',
  plan: reviewRequestUpdatedEventPlan,
});

/**
 * Triggered when a review is updated (also when it gets or loses a reply, or is moderated).
 *
 * Event type `wix.reviews.v1.review_updated`.
 */
export const onReviewUpdated = /* @__PURE__ */ defineEvent<ReviewUpdatedEvent>(reviewsService, {
  module: 'reviews',
  name: 'onReviewUpdated',
  type: 'wix.reviews.v1.review_updated',
  plan: reviewUpdatedEventPlan,
});

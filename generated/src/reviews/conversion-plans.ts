// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { Converters, Expansion, Plan } from '@siteapi/runtime';
import { decodeDate, decodeFloat, decodeImage, decodeVideo } from '@siteapi/runtime';

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

/** Conversions of `GetReviewResponse`. */
export const getReviewResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `CreateReviewAndContactRequest`. */
export const createReviewAndContactRequestPlan: Plan = { content: reviewContentPlan };

/** Conversions of `CreateReviewRequest`. */
export const createReviewRequestPlan: Plan = { review: reviewPlan };

/** Conversions of `CreateReviewResponse`. */
export const createReviewResponsePlan: Plan = { review: reviewPlan };

/** Conversions of `BulkCreateReviewRequest`. */
export const bulkCreateReviewRequestPlan: Plan = { reviews: { '*': reviewPlan } };

/** Conversions of `BulkReviewResult`. */
export const bulkReviewResultPlan: Plan = { review: reviewPlan };

/** Conversions of `BulkCreateReviewResponse`. */
export const bulkCreateReviewResponsePlan: Plan = { results: { '*': bulkReviewResultPlan } };

/** Conversions of `UpdateReviewRequest`. */
export const updateReviewRequestPlan: Plan = { review: reviewPlan };

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

/** Converts a parsed `Media` in place, as {@link mediaPlan} says. */
export function mediaDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.video) != null) v.video = decodeVideo(c0);
  }
}

/** Converts a parsed `ReviewContent` in place, as {@link reviewContentPlan} says. */
export function reviewContentDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.media) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) mediaDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) mediaDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `Reply` in place, as {@link replyPlan} says. */
export function replyDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `Review` in place, as {@link reviewPlan} says. */
export function reviewDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.content) != null) reviewContentDecoder(c0, x);
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.relevanceScore) != null) v.relevanceScore = decodeFloat(c0);
    if ((c0 = v.reply) != null) replyDecoder(c0, x);
    if ((c0 = v.reviewDate) != null) v.reviewDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `GetReviewResponse` in place, as {@link getReviewResponsePlan} says. */
export function getReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `CreateReviewResponse` in place, as {@link createReviewResponsePlan} says. */
export function createReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `BulkReviewResult` in place, as {@link bulkReviewResultPlan} says. */
export function bulkReviewResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `BulkCreateReviewResponse` in place, as {@link bulkCreateReviewResponsePlan} says. */
export function bulkCreateReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.results) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) bulkReviewResultDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) bulkReviewResultDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `UpdateReviewResponse` in place, as {@link updateReviewResponsePlan} says. */
export function updateReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteReviewResponse` in place, as {@link deleteReviewResponsePlan} says. */
export function deleteReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `SetReplyResponse` in place, as {@link setReplyResponsePlan} says. */
export function setReplyResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveReplyResponse` in place, as {@link removeReplyResponsePlan} says. */
export function removeReplyResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateModerationStatusResponse` in place, as {@link updateModerationStatusResponsePlan} says. */
export function updateModerationStatusResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `QueryReviewsResponse` in place, as {@link queryReviewsResponsePlan} says. */
export function queryReviewsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.reviews) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) reviewDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) reviewDecoder(c0[k1], x);
        }

      }

    }

  }
}

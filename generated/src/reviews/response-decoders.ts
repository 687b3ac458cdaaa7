// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { Expansion } from '@siteapi/runtime/generated';
import { decodeDate, decodeFloat, decodeImage, decodeVideo } from '@siteapi/runtime/generated';

/** Converts a parsed `Media` in place, as `mediaPlan` (conversion-plans.ts) says. */
export function mediaDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.video) != null) v.video = decodeVideo(c0);
  }
}

/** Converts a parsed `ReviewContent` in place, as `reviewContentPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `Reply` in place, as `replyPlan` (conversion-plans.ts) says. */
export function replyDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);
    if ((c0 = v.updatedDate) != null) v.updatedDate = decodeDate(c0);
  }
}

/** Converts a parsed `Review` in place, as `reviewPlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `GetReviewResponse` in place, as `getReviewResponsePlan` (conversion-plans.ts) says. */
export function getReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `CreateReviewResponse` in place, as `createReviewResponsePlan` (conversion-plans.ts) says. */
export function createReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `BulkReviewResult` in place, as `bulkReviewResultPlan` (conversion-plans.ts) says. */
export function bulkReviewResultDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `BulkCreateReviewResponse` in place, as `bulkCreateReviewResponsePlan` (conversion-plans.ts) says. */
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

/** Converts a parsed `UpdateReviewResponse` in place, as `updateReviewResponsePlan` (conversion-plans.ts) says. */
export function updateReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `DeleteReviewResponse` in place, as `deleteReviewResponsePlan` (conversion-plans.ts) says. */
export function deleteReviewResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `SetReplyResponse` in place, as `setReplyResponsePlan` (conversion-plans.ts) says. */
export function setReplyResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `RemoveReplyResponse` in place, as `removeReplyResponsePlan` (conversion-plans.ts) says. */
export function removeReplyResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `UpdateModerationStatusResponse` in place, as `updateModerationStatusResponsePlan` (conversion-plans.ts) says. */
export function updateModerationStatusResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.review) != null) reviewDecoder(c0, x);
  }
}

/** Converts a parsed `QueryReviewsResponse` in place, as `queryReviewsResponsePlan` (conversion-plans.ts) says. */
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

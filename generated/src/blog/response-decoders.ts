// Generated from spec/blog.yaml by codegen. Do not edit.

import type { Expansion, ResponseDecoder } from '@siteapi/runtime/generated';
import { decodeDate, decodeFloat, decodeImage, decodePageUrl, decodeVideo } from '@siteapi/runtime/generated';

/** The decoder of a `RichContent`, loaded with the first answer that has one (it reaches a recursive plan: it and its plans are large, and few answers carry them). */
export const loadRichContentDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.richContentDecoder);

/** Converts a parsed `CoverMedia` in place, as `coverMediaPlan` (conversion-plans.ts) says. */
export function coverMediaDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.video) != null) v.video = decodeVideo(c0);
  }
}

/** Converts a parsed `Metrics` in place, as `metricsPlan` (conversion-plans.ts) says. */
export function metricsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.averageRating) != null) v.averageRating = decodeFloat(c0);
  }
}

/** Converts a parsed `ModerationDetails` in place, as `moderationDetailsPlan` (conversion-plans.ts) says. */
export function moderationDetailsDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.moderationDate) != null) v.moderationDate = decodeDate(c0);
    if ((c0 = v.submittedDate) != null) v.submittedDate = decodeDate(c0);
  }
}

/** Converts a parsed `WixMedia` in place, as `wixMediaPlan` (conversion-plans.ts) says. */
export function wixMediaDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.image) != null) v.image = decodeImage(c0);
    if ((c0 = v.videoV2) != null) v.videoV2 = decodeVideo(c0);
  }
}

/** Converts a parsed `Media` in place, as `mediaPlan` (conversion-plans.ts) says. */
export function mediaDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.wixMedia) != null) wixMediaDecoder(c0, x);
  }
}

/** Converts a parsed `PostTranslation` in place, as `postTranslationPlan` (conversion-plans.ts) says. */
export function postTranslationDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.url) != null) v.url = decodePageUrl(c0);
  }
}

/** Converts a parsed `Post` in place, as `postPlan` (conversion-plans.ts) says. */
export function postDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if (typeof v.richContentCompressed === 'string') x.push({
      target: v, from: 'richContentCompressed', to: 'richContent', decode: (v: any, x: Expansion[]): void => {
        x.push({ value: v, load: loadRichContentDecoder });
      }
    });
    if ((c0 = v.coverMedia) != null) coverMediaDecoder(c0, x);
    if ((c0 = v.firstPublishedDate) != null) v.firstPublishedDate = decodeDate(c0);
    if ((c0 = v.heroImage) != null) v.heroImage = decodeImage(c0);
    if ((c0 = v.lastPublishedDate) != null) v.lastPublishedDate = decodeDate(c0);
    if ((c0 = v.media) != null) mediaDecoder(c0, x);
    if ((c0 = v.metrics) != null) metricsDecoder(c0, x);
    if ((c0 = v.moderationDetails) != null) moderationDetailsDecoder(c0, x);
    if ((c0 = v.richContent) != null) x.push({ value: c0, load: loadRichContentDecoder });
    if ((c0 = v.translations) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) postTranslationDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) postTranslationDecoder(c0[k1], x);
        }

      }

    }

    if ((c0 = v.url) != null) v.url = decodePageUrl(c0);
  }
}

/** Converts a parsed `ListPostsResponse` in place, as `listPostsResponsePlan` (conversion-plans.ts) says. */
export function listPostsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.posts) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) postDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) postDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `QueryPostsResponse` in place, as `queryPostsResponsePlan` (conversion-plans.ts) says. */
export function queryPostsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.posts) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) postDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) postDecoder(c0[k1], x);
        }

      }

    }

  }
}

/** Converts a parsed `GetPostResponse` in place, as `getPostResponsePlan` (conversion-plans.ts) says. */
export function getPostResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.post) != null) postDecoder(c0, x);
  }
}

/** Converts a parsed `GetPostBySlugResponse` in place, as `getPostBySlugResponsePlan` (conversion-plans.ts) says. */
export function getPostBySlugResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.post) != null) postDecoder(c0, x);
  }
}

/** Converts a parsed `GetPostMetricsResponse` in place, as `getPostMetricsResponsePlan` (conversion-plans.ts) says. */
export function getPostMetricsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.metrics) != null) metricsDecoder(c0, x);
  }
}

/** Converts a parsed `PeriodPostCount` in place, as `periodPostCountPlan` (conversion-plans.ts) says. */
export function periodPostCountDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.periodStart) != null) v.periodStart = decodeDate(c0);
  }
}

/** Converts a parsed `QueryPostCountStatsResponse` in place, as `queryPostCountStatsResponsePlan` (conversion-plans.ts) says. */
export function queryPostCountStatsResponseDecoder(v: any, x: Expansion[]): void {
  if (v === null || typeof v !== 'object') return;
  if (!Array.isArray(v)) {
    let c0: any;
    if ((c0 = v.stats) != null) {
      if (c0 !== null && typeof c0 === 'object') {
        if (Array.isArray(c0)) {
          for (let i1 = 0; i1 < c0.length; i1++) periodPostCountDecoder(c0[i1], x);
        } else {
          for (const k1 of Object.keys(c0)) periodPostCountDecoder(c0[k1], x);
        }

      }

    }

  }
}

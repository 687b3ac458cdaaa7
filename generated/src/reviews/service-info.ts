// Generated from spec/reviews.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { reviewsErrors } from './error-catalogue.js';

export type ReviewsErrorCode = keyof typeof reviewsErrors;

/**
 * Customer reviews of a site's entities (for example Wix Stores products): read, create, bulk-create, update and
 * delete reviews; delete reviews in bulk by filter; set and remove the owner's reply; moderate reviews one by one or
 * in bulk by filter; count and query reviews. Also the events the reviews service emits, and those of the
 * review-requests service (requests e-mailed to customers to solicit a review).
 *
 * Ground truth: the platform's public REST API for reviews (`com.wixpress.critique.reviews.Reviews`), as exposed by
 * the `@wix/reviews` SDK (`@wix/auto_sdk_reviews_reviews`, module `reviews`; `@wix/auto_sdk_reviews_review-requests`,
 * module `reviewRequests`). Field names are the wire (REST) names: `id` rather than the SDK's `_id`, `createdDate`
 * rather than `_createdDate`. A review author may leave one review per entity; every review needs a contact.
 *
 * Create Review And Contact (`POST /v1/reviews/contact`) is deprecated by the platform (replaced by Create Review)
 * and is no longer in the current SDK; it is described from `@wix/reviews` 1.0.66 (`@wix/auto_sdk_reviews_reviews`
 * 1.0.4). The review-requests service's own calls (`/v2/review-requests`) are not part of this document; its entity
 * `ReviewRequest` is described as a component for its events.
 */
export const reviewsService: ServiceInfo = {
  name: 'reviews',
  title: 'Reviews',
  prefix: '/reviews',
  host: 'www.wixapis.com',
  sitePaths: { '/reviews/v1/reviews': '/_api/reviews/v1/reviews' },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.reviewsErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type ReviewsCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { Credential, ServiceInfo } from '@siteapi/runtime';

/** Application error codes of the Reviews service (x-error-catalogue). */
export const reviewsErrors = {
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission the call needs (for example `REVIEWS.READ_PRIVATE_REVIEWS`, `REVIEWS.MODERATE_REVIEWS` or `REVIEWS.DELETE_REVIEW`).',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  TOO_MANY_TO_COUNT: {
    status: 400,
    message: 'Too many reviews to count.',
    description: 'Count Reviews: the service could not count the reviews that match the filter, because there are too many. Narrow the filter (for example by `namespace` and `entityId`). Declared by the SDK (`CountReviewsApplicationErrors`); HTTP status inferred (the SDK declares the code, not its status).',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired token).',
  },
} as const;

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
  errors: reviewsErrors,
  security: {
    schemes: {
      oauthToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
      apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
    },
    requirements: [['oauthToken'], ['apiKey']],
  },
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type ReviewsCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

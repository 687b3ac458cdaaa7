// Generated from spec/reviews.yaml by codegen. Do not edit.


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

// Generated from spec/blog.yaml by codegen. Do not edit.


/** Application error codes of the Blog service (x-error-catalogue). */
export const blogErrors = {
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission to read the blog (permission `BLOG.READ-PUBLICATION`).',
  },
  POST_NOT_FOUND: {
    status: 404,
    message: 'Post not found.',
    description: 'No published post has the given id or slug (in the requested language). The blog documents no custom error codes for its read calls; this is the platform\'s standard not-found application error as returned for a post that does not exist, is not published, or was deleted.',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error: the caller exceeded the request quota. Retry later.',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired token).',
  },
} as const;

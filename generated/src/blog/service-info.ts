// Generated from spec/blog.yaml by codegen. Do not edit.

import type { Credential, ServiceInfo } from '@siteapi/runtime';

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

export type BlogErrorCode = keyof typeof blogErrors;

/**
 * Read access to a site's published blog: posts (list, query, get by id or slug, metrics), post count
 * statistics, and the events the blog emits for posts, drafts, categories and tags.
 *
 * Ground truth: the platform's public REST API for the blog, as exposed by the `@wix/blog` SDK
 * (`@wix/auto_sdk_blog_posts`, `_draft-posts`, `_categories`, `_tags`). Field names are the wire (REST)
 * names: `id` rather than the SDK's `_id`, page URLs as `{ base, path }`, media as objects.
 */
export const blogService: ServiceInfo = {
  name: 'blog',
  title: 'Blog',
  prefix: '/blog',
  host: 'www.wixapis.com',
  errors: blogErrors,
  security: {
    schemes: {
      oauthToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
      apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
    },
    requirements: [['oauthToken'], ['apiKey']],
  },
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type BlogCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

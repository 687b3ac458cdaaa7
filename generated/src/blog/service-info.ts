// Generated from spec/blog.yaml by codegen. Do not edit.

import { PLATFORM } from '@siteapi/runtime/generated';
import type { Credential, ServiceInfo } from '@siteapi/runtime/generated';
import type { blogErrors } from './error-catalogue.js';

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
  sitePaths: { '/blog': '/_api/communities-blog-node-api' },
  platform: PLATFORM,
  loadErrors: () => import('./error-catalogue.js').then((m) => m.blogErrors),
  loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),
  loadSecurity: () => import('./security-schemes.js').then((m) => m.security),
};

/** Credentials for `createClient({ credentials })`, by the document's security scheme names. */
export type BlogCredentials = { readonly oauthToken?: Credential; readonly apiKey?: Credential };

// Generated from spec/blog.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { getPost, getPostBySlug, getPostMetrics, getTotalPosts, listPosts, queryPostCountStats, queryPosts } from './posts.js';

/** msw handlers of every blog call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...blogHandlers(document))`. */
export function blogHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['blog'] });
}

/** One blog call answered by a typed resolver, for a test: `server.use(blogMocks.getPost(() => ...))`. */
export const blogMocks = {
  getPost: (resolve: MockResolver<typeof getPost>, options?: MockCallOptions) => mockCall(getPost, resolve, options),
  getPostBySlug: (resolve: MockResolver<typeof getPostBySlug>, options?: MockCallOptions) => mockCall(getPostBySlug, resolve, options),
  getPostMetrics: (resolve: MockResolver<typeof getPostMetrics>, options?: MockCallOptions) => mockCall(getPostMetrics, resolve, options),
  getTotalPosts: (resolve: MockResolver<typeof getTotalPosts>, options?: MockCallOptions) => mockCall(getTotalPosts, resolve, options),
  listPosts: (resolve: MockResolver<typeof listPosts>, options?: MockCallOptions) => mockCall(listPosts, resolve, options),
  queryPostCountStats: (resolve: MockResolver<typeof queryPostCountStats>, options?: MockCallOptions) => mockCall(queryPostCountStats, resolve, options),
  queryPosts: (resolve: MockResolver<typeof queryPosts>, options?: MockCallOptions) => mockCall(queryPosts, resolve, options),
};

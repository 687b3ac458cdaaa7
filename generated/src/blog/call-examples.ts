// Generated from spec/blog.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  getPost: [
    {
      name: 'compressed',
      request: {
        path: { postId: '3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56' },
        query: { fieldsets: ['URL', 'RICH_CONTENT'] },
        header: {},
      },
    },
    {
      name: 'published',
      request: {
        path: { postId: '3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56' },
        query: { fieldsets: ['URL', 'METRICS', 'SEO', 'RICH_CONTENT'] },
        header: {},
      },
    },
  ],
  getPostBySlug: [
    {
      name: 'bySlug',
      request: {
        path: { slug: 'how-to-bake-sourdough-bread' },
        query: { fieldsets: ['URL'], language: 'en' },
        header: {},
      },
    },
  ],
  getPostMetrics: [
    {
      name: 'metrics',
      request: {
        path: { postId: '3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56' },
        query: {},
        header: {},
      },
    },
  ],
  getTotalPosts: [
    {
      name: 'english',
      request: { path: {}, query: { language: 'en' }, header: {} },
    },
  ],
  listPosts: [
    {
      name: 'feed',
      request: {
        path: {},
        query: {
          featured: false,
          categoryIds: ['1c9e4f7a-3b2d-4a6e-8f10-5d7c9b2a4e61'],
          sort: 'FEED',
          paging: { limit: 2, offset: 0 },
          language: 'en',
          fieldsets: ['URL', 'METRICS'],
        },
        header: {},
      },
    },
  ],
  queryPostCountStats: [
    {
      name: 'firstQuarter',
      request: {
        path: {},
        query: {
          rangeStart: '2024-01-01T00:00:00.000Z',
          order: 'OLDEST',
          months: 3,
          language: 'en',
          timeZone: '-05',
        },
        header: {},
      },
    },
  ],
  queryPosts: [
    {
      name: 'featuredBaking',
      summary: 'Featured posts in one category, newest first',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: {
              featured: true,
              categoryIds: { $hasSome: ['1c9e4f7a-3b2d-4a6e-8f10-5d7c9b2a4e61'] },
            },
            sort: [{ fieldName: 'firstPublishedDate', order: 'DESC' }],
            cursorPaging: { limit: 1 },
          },
          fieldsets: ['URL'],
        },
      },
    },
  ],
};

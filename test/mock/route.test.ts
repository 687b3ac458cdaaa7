import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../mock/operations.ts';
import { compileRoutes } from '../../mock/route.ts';

// The HTTP mock's routing picks the operation msw's handlers would (path-to-regexp 6 as msw 2 matches `*<path>`).
const document = {
  paths: {
    '/blog/v3/posts': { get: { operationId: 'listPosts' } },
    '/blog/v3/posts/{postId}': { get: { operationId: 'getPost' }, delete: { operationId: 'deletePost' } },
    '/blog/v3/posts/query': { post: { operationId: 'queryPosts' } },
    '/v2/confirmation/{bookingId}:confirmOrDecline': { post: { operationId: 'confirmOrDecline' } },
  },
};
const route = compileRoutes(operationsOf(document));

describe('compileRoutes', () => {
  it.each([
    ['GET', '/blog/v3/posts', 'listPosts', {}],
    ['GET', '/blog/v3/posts/', 'listPosts', {}],
    ['GET', '/BLOG/V3/Posts', 'listPosts', {}],
    ['GET', '/blog/v3/posts/p%201', 'getPost', { postId: 'p 1' }],
    ['DELETE', '/blog/v3/posts/p1', 'deletePost', { postId: 'p1' }],
    ['POST', '/blog/v3/posts/query', 'queryPosts', {}],
    ['POST', '/v2/confirmation/b1:confirmOrDecline', 'confirmOrDecline', { bookingId: 'b1' }],
    ['GET', '/prefix/blog/v3/posts', 'listPosts', {}],
  ])('%s %s → %s', (method, path, operationId, params) => {
    const found = route(method, path);
    expect(found?.op.key).toBe(operationId);
    expect(found?.params).toEqual(params);
  });

  it.each([
    ['POST', '/blog/v3/posts'],
    ['GET', '/blog/v3/posts/p1/extra'],
    ['HEAD', '/blog/v3/posts'],
    ['GET', '/nowhere'],
  ])('%s %s → no operation', (method, path) => {
    expect(route(method, path)).toBeUndefined();
  });
});

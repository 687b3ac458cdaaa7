import { describe, expect, it, vi } from 'vitest';
import { posts } from '../../generated/src/blog/index.ts';
import { examples as callExamples } from '../../generated/src/blog/call-examples.ts';
import { ApiError, createClient } from '../../runtime/index.ts';
import { compressRichContent } from '../../runtime/generated.ts';
import { fakeFetch, json } from '../runtime/core/fixtures.ts';

// The generated blog client against an injected fetch: what a caller of the SDK sees.
describe('generated blog client', () => {
  it("getPost('missing'): the errorHandler is called once, then an ApiError with status, code and request id", async () => {
    const errorHandler = vi.fn();
    const fetch = fakeFetch(() =>
      json(
        404,
        { message: 'Post not found', details: { applicationError: { code: 'POST_NOT_FOUND', description: 'Post missing not found', data: {} } } },
        { 'x-wix-request-id': '1700000000.12345' },
      ),
    );
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch, errorHandler });
    const error = await client.posts.getPost('missing').catch((e: unknown) => e);
    expect(fetch.calls[0]!.url).toBe('http://127.0.0.1:1/blog/v3/posts/missing');
    expect(errorHandler).toHaveBeenCalledTimes(1);
    expect(errorHandler).toHaveBeenCalledWith(error, { operation: 'blog.getPost' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, code: 'POST_NOT_FOUND', requestId: '1700000000.12345' });
    expect((error as ApiError).entry?.message).toBe('Post not found.');
  });

  it('a violation on paging.limit for listPosts surfaces as options.paging.limit', async () => {
    const fetch = fakeFetch(() =>
      json(400, {
        message: 'INVALID_ARGUMENT',
        details: { validationError: { fieldViolations: [{ field: 'paging.limit', description: 'must be less than or equal to 100', violatedRule: 'MAX' }] } },
      }),
    );
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch });
    const error = (await client.posts.listPosts({ paging: { limit: 500 } }).catch((e: unknown) => e)) as ApiError;
    expect(fetch.calls[0]!.url).toBe('http://127.0.0.1:1/blog/v3/posts?paging.limit=500');
    expect(error.violations).toEqual([
      { field: 'options.paging.limit', serverField: 'paging.limit', description: 'must be less than or equal to 100', rule: 'MAX' },
    ]);
    expect(error.message).toContain('options.paging.limit');
  });

  it('expands richContentCompressed and converts dates, media and page URLs of a post', async () => {
    const richContent = { nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [] }], metadata: { version: 1, createdTimestamp: '2024-05-01T10:00:00.000Z' } };
    const wire = {
      post: {
        id: 'p-1',
        firstPublishedDate: '2024-05-01T10:00:00.000Z',
        heroImage: { id: 'hero_mv2.jpg', url: 'https://static.wixstatic.com/media/hero_mv2.jpg', width: 1200, height: 800 },
        url: { base: 'https://www.myblog.example', path: '/post/hello' },
        richContentCompressed: await compressRichContent(richContent),
      },
    };
    const client = createClient({ modules: { posts }, fetch: fakeFetch(() => json(200, wire)) });
    const { post } = await client.posts.getPost('p-1', { fieldsets: ['RICH_CONTENT'] });
    expect(post?.firstPublishedDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(post?.heroImage).toBe('wix:image://v1/hero_mv2.jpg/hero_mv2.jpg#originWidth=1200&originHeight=800');
    expect(post?.url).toBe('https://www.myblog.example/post/hello');
    expect(post?.richContent?.metadata?.createdTimestamp).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(post).not.toHaveProperty('richContentCompressed');
  });

  it('sends queryPostCountStats dates as ISO strings', async () => {
    const fetch = fakeFetch(() => json(200, { stats: [{ periodStart: '2024-01-01T00:00:00.000Z', postCount: 3 }] }));
    const client = createClient({ modules: { posts }, host: 'http://127.0.0.1:1', fetch });
    const result = await client.posts.queryPostCountStats({ rangeStart: new Date('2024-01-01T00:00:00.000Z'), months: 3 });
    expect(fetch.calls[0]!.url).toContain('rangeStart=2024-01-01T00%3A00%3A00.000Z');
    expect(result.stats?.[0]?.periodStart).toEqual(new Date('2024-01-01T00:00:00.000Z'));
  });

  it('exports a call example for each of the 7 operations', () => {
    expect(Object.keys(callExamples).sort()).toEqual([
      'getPost',
      'getPostBySlug',
      'getPostMetrics',
      'getTotalPosts',
      'listPosts',
      'queryPostCountStats',
      'queryPosts',
    ]);
    expect(Object.keys(posts).sort()).toEqual(Object.keys(callExamples).sort());
  });
});

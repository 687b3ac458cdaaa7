import { describe, expect, inject, it, vi } from 'vitest';
import { posts } from '../../generated/src/blog/index.ts';
import { ApiError, createClient } from '../../runtime/index.ts';

// The blog's error answers over real HTTP, from Prism serving the spec's error examples.
const prism = { url: inject('prismUrl') };

describe('blog errors against the mock', () => {
  it("getPost('missing') answered 404: errorHandler once, then ApiError with status, code and request id", async () => {
    const errorHandler = vi.fn();
    const client = createClient({ modules: { posts }, host: prism.url, errorHandler, headers: { Prefer: 'code=404' } });
    const error = await client.posts.getPost('missing').catch((e: unknown) => e);
    expect(errorHandler).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'POST_NOT_FOUND', requestId: '1732190000.5187412345' });
    expect((error as ApiError).entry?.status).toBe(404);
  });

  it('a request Prism rejects names the caller argument: options.paging.limit', async () => {
    const client = createClient({ modules: { posts }, host: prism.url });
    const error = (await client.posts.listPosts({ paging: { limit: 500 } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.violations.map((v) => v.field)).toEqual(['options.paging.limit']);
  });
});

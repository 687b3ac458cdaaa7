import createClient from 'openapi-fetch';
import { describe, expect, inject, it } from 'vitest';
import { services } from '../../generated/src/index.ts';
import type { paths as blogPaths } from '../../generated/src/blog/paths.ts';
import type { paths as reviewsPaths } from '../../generated/src/reviews/paths.ts';
import { OAuthStrategy, siteapiMiddleware } from '../../runtime/index.ts';

/**
 * openapi-fetch, typed by the generated `paths`, with this runtime's middleware, against Prism: the base URL says
 * the platform's published server, the middleware sends to the mock with the call's prefix, signs in as a visitor
 * through the mock's token endpoint, and converts answers by the call's plan.
 */
const prism = inject('prismUrl');

describe('contract: openapi-fetch with siteapiMiddleware against Prism', () => {
  it('types and converts a call: the answer carries Dates and media references, as paths.ts says', async () => {
    const seen: Request[] = [];
    const fetchAndRecord = (request: Request) => {
      seen.push(request.clone());
      return globalThis.fetch(request);
    };
    const auth = OAuthStrategy({ clientId: '0f4b7a52-6c1e-4d3a-9b8e-2f5c7d9e1a34', api: services.oauth, host: prism });
    const blog = createClient<blogPaths>({ baseUrl: 'https://www.wixapis.com/blog', fetch: fetchAndRecord });
    blog.use(siteapiMiddleware({ modules: services.blog, host: prism, auth }));
    const { data, error, response } = await blog.GET('/v3/posts/{postId}', {
      params: { path: { postId: '3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56' }, query: { fieldsets: ['URL'] } },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.headers.get('sl-violations')).toBeNull();
    const published: Date | undefined = data?.post?.firstPublishedDate;
    expect(published).toBeInstanceOf(Date);
    expect(data?.post?.heroImage).toMatch(/^wix:image:\/\/v1\//);
    expect(data?.post?.url).toMatch(/^https?:\/\//);
    // Sent to the mock under the service's prefix, with the visitor token the strategy got from the mock.
    const sent = seen.find((r) => r.url.includes('/v3/posts/'))!;
    expect(sent.url).toBe(`${prism}/blog/v3/posts/3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56?fieldsets=URL`);
    expect(sent.headers.get('authorization')).toBeTruthy();
  });

  it('converts a request by its plan: a media reference goes as the object Prism validates', async () => {
    const reviews = createClient<reviewsPaths>({ baseUrl: 'https://www.wixapis.com/reviews' });
    reviews.use(siteapiMiddleware({ modules: services.reviews, host: prism }));
    const { data, error, response } = await reviews.POST('/v1/reviews', {
      body: {
        review: {
          namespace: 'stores',
          entityId: '6b1d3f8e-2c4a-4f9b-8e7d-1a2b3c4d5e6f',
          content: {
            title: 'Crusty',
            body: 'Great loaf.',
            rating: 5,
            media: [{ image: 'wix:image://v1/a27d24_loaf~mv2.jpg/loaf.jpg#originWidth=1200&originHeight=800' }],
          },
        },
      },
    });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.headers.get('sl-violations')).toBeNull();
    expect(data?.review?.createdDate).toBeInstanceOf(Date);
  });
});

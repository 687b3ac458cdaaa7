/**
 * A listPosts answer of `count` posts: the base fields with their dates (first and last published, and the two of
 * moderationDetails), no media and no page URL. Every converter compared here turns exactly these four strings per
 * post into `Date`s, so they all do the same work.
 */
export function listPostsAnswer(count: number): { posts: object[]; metaData: object } {
  const posts = Array.from({ length: count }, (_, i) => {
    const published = Date.UTC(2024, 0, 1) + i * 3_600_000;
    const hex = i.toString(16).padStart(12, '0');
    return {
      id: `3e6a1f24-9c1b-4d5e-8f7a-${hex}`,
      title: `Post number ${i}: how to bake sourdough bread`,
      excerpt: 'A step-by-step guide to a crusty, open-crumb loaf with nothing but flour, water and salt.',
      firstPublishedDate: new Date(published).toISOString(),
      lastPublishedDate: new Date(published + 86_400_000).toISOString(),
      slug: `post-number-${i}`,
      featured: i % 7 === 0,
      pinned: false,
      categoryIds: ['1c9e4f7a-3b2d-4a6e-8f10-5d7c9b2a4e61'],
      memberId: '5f2a9c1e-7d4b-4e8a-9b3c-6a1d0e2f8c47',
      hashtags: ['sourdough', 'baking'],
      commentingEnabled: true,
      minutesToRead: 6,
      tagIds: ['9d4b2e7f-6a1c-4f3e-b8d5-2c7a9e1f0b34'],
      relatedPostIds: [],
      pricingPlanIds: [],
      language: 'en',
      metrics: { comments: 12, likes: 87, views: 1543 },
      preview: false,
      moderationDetails: {
        submittedBy: '5f2a9c1e-7d4b-4e8a-9b3c-6a1d0e2f8c47',
        submittedDate: new Date(published - 3_600_000).toISOString(),
        status: 'APPROVED',
        moderatedBy: '0c7e2a91-4b6d-4f38-a5e2-9d1b3c8f7a60',
        moderationDate: new Date(published - 600_000).toISOString(),
      },
    };
  });
  return { posts, metaData: { count, offset: 0, total: count } };
}

/** The four converted fields of one post, for checking that a converter did its job. */
export function postDates(post: Record<string, unknown>): unknown[] {
  const moderation = (post.moderationDetails ?? {}) as Record<string, unknown>;
  return [post.firstPublishedDate, post.lastPublishedDate, moderation.submittedDate, moderation.moderationDate];
}

/** Throws unless every post of the answer has its four dates converted. */
export function checkConverted(answer: unknown, who: string, count: number): void {
  const posts = (answer as { posts?: Record<string, unknown>[] } | undefined)?.posts;
  if (!Array.isArray(posts) || posts.length !== count) throw new Error(`${who}: expected ${count} posts, got ${posts?.length}`);
  for (const post of posts) {
    if (!postDates(post).every((d) => d instanceof Date)) throw new Error(`${who}: a post's dates were not converted: ${JSON.stringify(post).slice(0, 300)}`);
  }
}

// Generated from spec/*.yaml by codegen. Do not edit.

import { posts as blog_posts } from './blog/index.ts';
import { examples as blogExamples } from './blog/examples.ts';

export * as blog from './blog/index.ts';

/** Every module of every service: `services.blog.posts.listPosts`. */
export const services = {
  blog: { posts: blog_posts },
};

/** Call examples by service and operationId. */
export const examples = {
  blog: blogExamples,
};

// Generated from spec/blog.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { CategoryCreatedEvent, CategoryDeletedEvent, CategoryUpdatedEvent, DraftCreatedEvent, DraftDeletedEvent, DraftUpdatedEvent, PostCreatedEvent, PostDeletedEvent, PostLikedEvent, PostUnlikedEvent, PostUpdatedEvent, TagCreatedEvent, TagDeletedEvent, TagUpdatedEvent } from './schema-types.js';
import { categoryCreatedEventPlan, categoryDeletedEventPlan, categoryUpdatedEventPlan, draftCreatedEventPlan, draftDeletedEventPlan, draftUpdatedEventPlan, postCreatedEventPlan, postDeletedEventPlan, postLikedEventPlan, postUnlikedEventPlan, postUpdatedEventPlan, tagCreatedEventPlan, tagDeletedEventPlan, tagUpdatedEventPlan } from './conversion-plans.js';
import { blogService } from './service-info.js';

/**
 * Triggered when a category is created.
 *
 * Event type `wix.blog.v3.category_created`.
 */
export const onCategoryCreated = /* @__PURE__ */ defineEvent<CategoryCreatedEvent>(blogService, {
  module: 'categories',
  name: 'onCategoryCreated',
  type: 'wix.blog.v3.category_created',
  plan: categoryCreatedEventPlan,
});

/**
 * Triggered when a category is deleted. The deleted category's ID is `metadata.entityId`.
 *
 * Event type `wix.blog.v3.category_deleted`.
 */
export const onCategoryDeleted = /* @__PURE__ */ defineEvent<CategoryDeletedEvent>(blogService, {
  module: 'categories',
  name: 'onCategoryDeleted',
  type: 'wix.blog.v3.category_deleted',
  plan: categoryDeletedEventPlan,
});

/**
 * Triggered when a category is updated.
 *
 * Event type `wix.blog.v3.category_updated`.
 */
export const onCategoryUpdated = /* @__PURE__ */ defineEvent<CategoryUpdatedEvent>(blogService, {
  module: 'categories',
  name: 'onCategoryUpdated',
  type: 'wix.blog.v3.category_updated',
  plan: categoryUpdatedEventPlan,
});

/**
 * Triggered when a draft post is created.
 *
 * Event type `wix.blog.v3.draft_created`.
 */
export const onDraftCreated = /* @__PURE__ */ defineEvent<DraftCreatedEvent>(blogService, {
  module: 'draftPosts',
  name: 'onDraftCreated',
  type: 'wix.blog.v3.draft_created',
  plan: draftCreatedEventPlan,
});

/**
 * Triggered when a draft post is deleted.
 *
 * Event type `wix.blog.v3.draft_deleted`.
 */
export const onDraftDeleted = /* @__PURE__ */ defineEvent<DraftDeletedEvent>(blogService, {
  module: 'draftPosts',
  name: 'onDraftDeleted',
  type: 'wix.blog.v3.draft_deleted',
  plan: draftDeletedEventPlan,
});

/**
 * Triggered when a draft post is updated (saved, scheduled, published, moderated...).
 *
 * Event type `wix.blog.v3.draft_updated`.
 */
export const onDraftUpdated = /* @__PURE__ */ defineEvent<DraftUpdatedEvent>(blogService, {
  module: 'draftPosts',
  name: 'onDraftUpdated',
  type: 'wix.blog.v3.draft_updated',
  plan: draftUpdatedEventPlan,
});

/**
 * Triggered when a post is created (published for the first time).
 *
 * Event type `wix.blog.v3.post_created`.
 */
export const onPostCreated = /* @__PURE__ */ defineEvent<PostCreatedEvent>(blogService, {
  module: 'posts',
  name: 'onPostCreated',
  type: 'wix.blog.v3.post_created',
  plan: postCreatedEventPlan,
});

/**
 * Triggered when a post is deleted.
 *
 * Event type `wix.blog.v3.post_deleted`.
 */
export const onPostDeleted = /* @__PURE__ */ defineEvent<PostDeletedEvent>(blogService, {
  module: 'posts',
  name: 'onPostDeleted',
  type: 'wix.blog.v3.post_deleted',
  plan: postDeletedEventPlan,
});

/**
 * Triggered when a member or an anonymous visitor likes a post.
 *
 * Event type `wix.blog.v3.post_liked`.
 */
export const onPostLiked = /* @__PURE__ */ defineEvent<PostLikedEvent>(blogService, {
  module: 'posts',
  name: 'onPostLiked',
  type: 'wix.blog.v3.post_liked',
  plan: postLikedEventPlan,
});

/**
 * Triggered when a member or an anonymous visitor removes their like from a post.
 *
 * Event type `wix.blog.v3.post_unliked`.
 */
export const onPostUnliked = /* @__PURE__ */ defineEvent<PostUnlikedEvent>(blogService, {
  module: 'posts',
  name: 'onPostUnliked',
  type: 'wix.blog.v3.post_unliked',
  plan: postUnlikedEventPlan,
});

/**
 * Triggered when a published post is updated.
 *
 * Event type `wix.blog.v3.post_updated`.
 */
export const onPostUpdated = /* @__PURE__ */ defineEvent<PostUpdatedEvent>(blogService, {
  module: 'posts',
  name: 'onPostUpdated',
  type: 'wix.blog.v3.post_updated',
  plan: postUpdatedEventPlan,
});

/**
 * Triggered when a tag is created.
 *
 * Event type `wix.blog.v3.tag_created`.
 */
export const onTagCreated = /* @__PURE__ */ defineEvent<TagCreatedEvent>(blogService, {
  module: 'tags',
  name: 'onTagCreated',
  type: 'wix.blog.v3.tag_created',
  plan: tagCreatedEventPlan,
});

/**
 * Triggered when a tag is deleted. The deleted tag's ID is `metadata.entityId`.
 *
 * Event type `wix.blog.v3.tag_deleted`.
 */
export const onTagDeleted = /* @__PURE__ */ defineEvent<TagDeletedEvent>(blogService, {
  module: 'tags',
  name: 'onTagDeleted',
  type: 'wix.blog.v3.tag_deleted',
  plan: tagDeletedEventPlan,
});

/**
 * Triggered when a tag is updated.
 *
 * Event type `wix.blog.v3.tag_updated`.
 */
export const onTagUpdated = /* @__PURE__ */ defineEvent<TagUpdatedEvent>(blogService, {
  module: 'tags',
  name: 'onTagUpdated',
  type: 'wix.blog.v3.tag_updated',
  plan: tagUpdatedEventPlan,
});

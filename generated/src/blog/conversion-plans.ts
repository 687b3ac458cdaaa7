// Generated from spec/blog.yaml by codegen. Do not edit.

import type { Plan } from '@siteapi/runtime';

/** Conversions of `CoverMedia`. */
export const coverMediaPlan: Plan = { image: 'image', video: 'video' };

/** Conversions of `RichContentMetadata`. */
export const richContentMetadataPlan: Plan = { createdTimestamp: 'date', updatedTimestamp: 'date' };

/** Conversions of `RichContent`. */
export const richContentPlan: Plan = { metadata: richContentMetadataPlan };

/** Conversions of `ModerationDetails`. */
export const moderationDetailsPlan: Plan = { moderationDate: 'date', submittedDate: 'date' };

/** Conversions of `WixMedia`. */
export const wixMediaPlan: Plan = { image: 'image', videoV2: 'video' };

/** Conversions of `Media`. */
export const mediaPlan: Plan = { wixMedia: wixMediaPlan };

/** Conversions of `PostTranslation`. */
export const postTranslationPlan: Plan = { url: 'pageUrl' };

/** Conversions of `Post`. */
export const postPlan: Plan = {
  richContentCompressed: ['expand', 'richContent'],
  coverMedia: coverMediaPlan,
  firstPublishedDate: 'date',
  heroImage: 'image',
  lastPublishedDate: 'date',
  media: mediaPlan,
  moderationDetails: moderationDetailsPlan,
  richContent: richContentPlan,
  translations: { '*': postTranslationPlan },
  url: 'pageUrl',
};

/** Conversions of `ListPostsResponse`. */
export const listPostsResponsePlan: Plan = { posts: { '*': postPlan } };

/** Conversions of `QueryPostsResponse`. */
export const queryPostsResponsePlan: Plan = { posts: { '*': postPlan } };

/** Conversions of `GetPostResponse`. */
export const getPostResponsePlan: Plan = { post: postPlan };

/** Conversions of `GetPostBySlugResponse`. */
export const getPostBySlugResponsePlan: Plan = { post: postPlan };

/** Conversions of `PeriodPostCount`. */
export const periodPostCountPlan: Plan = { periodStart: 'date' };

/** Conversions of `QueryPostCountStatsResponse`. */
export const queryPostCountStatsResponsePlan: Plan = { stats: { '*': periodPostCountPlan } };

/** Conversions of `DraftTranslation`. */
export const draftTranslationPlan: Plan = { url: 'pageUrl' };

/** Conversions of `Draft`. */
export const draftPlan: Plan = {
  createdDate: 'date',
  editedDate: 'date',
  firstPublishedDate: 'date',
  heroImage: 'image',
  media: mediaPlan,
  moderationDetails: moderationDetailsPlan,
  richContent: richContentPlan,
  scheduledPublishDate: 'date',
  translations: { '*': draftTranslationPlan },
  url: 'pageUrl',
};

/** Conversions of `CategoryTranslation`. */
export const categoryTranslationPlan: Plan = { url: 'pageUrl' };

/** Conversions of `Category`. */
export const categoryPlan: Plan = {
  coverImage: 'image',
  translations: { '*': categoryTranslationPlan },
  updatedDate: 'date',
  url: 'pageUrl',
};

/** Conversions of `Tag`. */
export const tagPlan: Plan = { createdDate: 'date', updatedDate: 'date', url: 'pageUrl' };

/** Conversions of `EventMetadata`. */
export const eventMetadataPlan: Plan = { eventTime: 'date' };

/** Conversions of `PostCreatedEvent`. */
export const postCreatedEventPlan: Plan = { entity: postPlan, metadata: eventMetadataPlan };

/** Conversions of `PostUpdatedEvent`. */
export const postUpdatedEventPlan: Plan = { entity: postPlan, metadata: eventMetadataPlan };

/** Conversions of `PostDeletedEvent`. */
export const postDeletedEventPlan: Plan = { entity: postPlan, metadata: eventMetadataPlan };

/** Conversions of `PostLikedEvent`. */
export const postLikedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `PostUnlikedEvent`. */
export const postUnlikedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `DraftCreatedEvent`. */
export const draftCreatedEventPlan: Plan = { entity: draftPlan, metadata: eventMetadataPlan };

/** Conversions of `DraftUpdatedEvent`. */
export const draftUpdatedEventPlan: Plan = { entity: draftPlan, metadata: eventMetadataPlan };

/** Conversions of `DraftDeletedEvent`. */
export const draftDeletedEventPlan: Plan = { entity: draftPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryCreatedEvent`. */
export const categoryCreatedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryUpdatedEvent`. */
export const categoryUpdatedEventPlan: Plan = { entity: categoryPlan, metadata: eventMetadataPlan };

/** Conversions of `CategoryDeletedEvent`. */
export const categoryDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

/** Conversions of `TagCreatedEvent`. */
export const tagCreatedEventPlan: Plan = { entity: tagPlan, metadata: eventMetadataPlan };

/** Conversions of `TagUpdatedEvent`. */
export const tagUpdatedEventPlan: Plan = { entity: tagPlan, metadata: eventMetadataPlan };

/** Conversions of `TagDeletedEvent`. */
export const tagDeletedEventPlan: Plan = { metadata: eventMetadataPlan };

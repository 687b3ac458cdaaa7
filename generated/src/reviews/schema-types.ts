// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { ImageRef, VideoRef } from '@siteapi/runtime/generated';

export interface AccountInfo {
  accountId?: string;
  parentAccountId?: string;
  siteId?: string;
}

/** The platform's error body. */
export interface ApiErrorBody {
  message?: string;
  details?: {
    applicationError?: {
      /** Application error code from the catalogue. */
      code?: string;
      description?: string;
      data?: Record<string, unknown>;
    };
    validationError?: {
      fieldViolations?: Array<{
        /** The request field, e.g. `cursorPaging.limit`. */
        field?: string;
        description?: string;
        violatedRule?: string;
        ruleName?: string;
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** Why one item of a bulk call failed. */
export interface ApplicationError {
  /** Error code. */
  code?: string;
  description?: string;
  /** Data of the error. */
  data?: Record<string, unknown>;
}

/** The author of a review. */
export interface Author {
  /** Contact ID of the author (see the Contacts API). Immutable; required by Bulk Create Review. */
  contactId?: string;
  /** Display name of the author. */
  authorName?: string;
  /** Whether the author is a site member or a visitor. Read-only; hidden from the current SDK's `Author` type, present on the wire (declared non-nullable in earlier SDK versions). */
  authorType?: AuthorType;
}

/** Kind of review author (the SDK's `AuthorType`). */
export const AuthorType = {
  UNKNOWN: 'UNKNOWN',
  MEMBER: 'MEMBER',
  VISITOR: 'VISITOR',
} as const;

/** Kind of review author (the SDK's `AuthorType`). */
export type AuthorType = (typeof AuthorType)[keyof typeof AuthorType];

export interface BulkActionMetadata {
  /** Number of items processed. */
  totalSuccesses?: number;
  /** Number of items that failed. */
  totalFailures?: number;
  /** Number of failures without details (past the threshold of detailed failures). */
  undetailedFailures?: number;
}

export interface BulkCreateReviewRequest {
  /** Reviews to create; each needs `namespace`, `entityId`, `content` and `author.contactId`. */
  reviews: Review[];
  /** Whether to return the created reviews. */
  returnEntity?: boolean;
}

export interface BulkCreateReviewResponse {
  results?: BulkReviewResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkDeleteReviewsRequest {
  filter?: Filter;
}

export interface BulkDeleteReviewsResponse {
  /** ID of the bulk job. */
  jobId?: string;
}

export interface BulkReviewResult {
  itemMetadata?: ItemMetadata;
  /** The created review, when `returnEntity` is `true`. */
  review?: Review;
}

export interface BulkUpdateModerationStatusRequest {
  /** The reviews to moderate. */
  filter?: Filter;
  status?: ModerationStatus;
}

export interface BulkUpdateModerationStatusResponse {
  /** ID of the bulk job. */
  jobId?: string;
}

/** Channel a review request is sent through. */
export const CommunicationChannel = {
  EMAIL: 'EMAIL',
} as const;

/** Channel a review request is sent through. */
export type CommunicationChannel = (typeof CommunicationChannel)[keyof typeof CommunicationChannel];

export interface CountReviewsRequest {
  filter?: Filter;
  /** Whether to count unpublished reviews too. Default `false`. */
  includePrivateReviews?: boolean;
}

export interface CountReviewsResponse {
  /** Number of matching reviews. */
  count?: number;
}

export interface CreateReviewAndContactRequest {
  /** Namespace of the review, for example `stores`. */
  namespace: string;
  /** ID of the entity to review. */
  entityId: string;
  /** Review content; `rating` is required. */
  content: ReviewContent;
  /** Name of the author, shown with the review and used for the new contact. Required for third-party apps. */
  name?: string;
  /** E-mail address of the author, used to find or create the contact. Required for third-party apps. */
  email?: string;
}

export interface CreateReviewRequest {
  /** The review; `namespace`, `entityId`, `content` and `content.rating` are required. */
  review: Review;
}

export interface CreateReviewResponse {
  review: Review;
}

export interface CursorPaging {
  /** Number of reviews to return, at most 100. Default 50. */
  limit?: number;
  /** Cursor from the previous page's `metadata.cursors.next`; not sent for the first page. */
  cursor?: string;
}

export interface Cursors {
  /** Cursor to the next page. */
  next?: string;
  /** Cursor to the previous page. */
  prev?: string;
}

export interface DeleteReviewResponse {
  /** The deleted review. */
  review?: Review;
}

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Event ID, to spot duplicates. */
  id?: string;
  /** Fully qualified name of the entity: `wix.reviews.v1.review` or `wix.reviews.v2.review_request`. */
  entityFqdn?: string;
  /** Event name, for example `created`. */
  slug?: string;
  /** ID of the entity. */
  entityId?: string;
  eventTime?: Date;
  /** Whether a privacy request (such as GDPR) caused the event. */
  triggeredByAnonymizeRequest?: boolean;
  /** The action that caused the event, when known. */
  originatedFrom?: string;
  /** Sequence number of the entity's events, to order updates. */
  entityEventSequence?: string;
  /** App instance ID. */
  instanceId?: string;
  eventType?: string;
  identity?: IdentificationData;
  accountInfo?: AccountInfo;
}

/** Details when `status` is `FAILED`. */
export interface FailedOptions {
  reason?: FailureReason;
  /** Error message of the failure. */
  message?: string;
}

/** Why a review request failed. `ACTIVATION_FAILED`: the automation's activation flow failed. `BOUNCED`: the e-mail bounced. `SUBSCRIPTION_INACTIVE`: the recipient's contact has an inactive e-mail subscription. */
export const FailureReason = {
  UNKNOWN_FAILURE_REASON: 'UNKNOWN_FAILURE_REASON',
  ACTIVATION_FAILED: 'ACTIVATION_FAILED',
  BOUNCED: 'BOUNCED',
  SUBSCRIPTION_INACTIVE: 'SUBSCRIPTION_INACTIVE',
} as const;

/** Why a review request failed. `ACTIVATION_FAILED`: the automation's activation flow failed. `BOUNCED`: the e-mail bounced. `SUBSCRIPTION_INACTIVE`: the recipient's contact has an inactive e-mail subscription. */
export type FailureReason = (typeof FailureReason)[keyof typeof FailureReason];

/** A platform filter on review fields, for example `{"entityId": "...", "content.rating": {"$gte": 4}}`; the fields and operators are those of Query Reviews. */
export type Filter = Record<string, unknown>;

export interface GetReviewResponse {
  review: Review;
}

/** Who performed the action; one of the IDs is set, by `identityType`. */
export interface IdentificationData {
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  identityType?: WebhookIdentityType;
}

/** Kind of identity that created a review request. */
export const IdentityType = {
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/** Kind of identity that created a review request. */
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];

/** An image in the platform's media manager. The SDK form is a `wix:image://v1/...` reference. */
export type Image = ImageRef;

/** The result of one item of a bulk call. */
export interface ItemMetadata {
  /** Item ID, when known. */
  id?: string;
  /** Index of the item in the request. */
  originalIndex?: number;
  /** Whether the item was processed; when `false`, `error` says why. */
  success?: boolean;
  error?: ApplicationError;
}

/** One media item of a review; either `image` or `video` is set. */
export interface Media {
  image?: Image;
  video?: VideoV2;
}

/** Moderation state of a review. */
export interface Moderation {
  moderationStatus?: ModerationModerationStatus;
  /** Whether a moderator changed the status by hand; `false` when it changed automatically (the review passed the moderation rules, or moderation is off). Read-only. */
  manuallyChanged?: boolean;
}

/** Moderation status of a review (the SDK's `ModerationModerationStatus`). `SUBMITTED`: initial status before moderation. `IN_MODERATION`: pending a moderator's decision. `APPROVED`: published. `REJECTED`: not visible on the site. */
export const ModerationModerationStatus = {
  UNKNOWN: 'UNKNOWN',
  APPROVED: 'APPROVED',
  IN_MODERATION: 'IN_MODERATION',
  REJECTED: 'REJECTED',
  SUBMITTED: 'SUBMITTED',
} as const;

/** Moderation status of a review (the SDK's `ModerationModerationStatus`). `SUBMITTED`: initial status before moderation. `IN_MODERATION`: pending a moderator's decision. `APPROVED`: published. `REJECTED`: not visible on the site. */
export type ModerationModerationStatus = (typeof ModerationModerationStatus)[keyof typeof ModerationModerationStatus];

/** Status to set on many reviews (the SDK's `ModerationStatus`). `APPROVED`: published. `REJECTED`: not visible. `UNKNOWN` is not used. */
export const ModerationStatus = {
  UNKNOWN: 'UNKNOWN',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;

/** Status to set on many reviews (the SDK's `ModerationStatus`). `APPROVED`: published. `REJECTED`: not visible. `UNKNOWN` is not used. */
export type ModerationStatus = (typeof ModerationStatus)[keyof typeof ModerationStatus];

export interface ModerationStatusChanged {
  review?: Review;
  /** The moderation status before the change. */
  previousModerationStatus?: ModerationModerationStatus;
}

/** How a review was created. */
export interface Origin {
  type?: OriginType;
  /** ID of the app that created the review, when `type` is `APP`. */
  appId?: string;
}

/** Origin of a review (the SDK's `OriginType`). `ORGANIC`: written directly by a member or visitor. `APP`: created through an app, even when the author is a member or visitor. */
export const OriginType = {
  UNKNOWN: 'UNKNOWN',
  ORGANIC: 'ORGANIC',
  APP: 'APP',
} as const;

/** Origin of a review (the SDK's `OriginType`). `ORGANIC`: written directly by a member or visitor. `APP`: created through an app, even when the author is a member or visitor. */
export type OriginType = (typeof OriginType)[keyof typeof OriginType];

export interface PagingMetadataV2 {
  /** Number of items in this page. */
  count?: number;
  /** Offset requested (offset paging only). */
  offset?: number;
  /** Total matching items (offset paging only, unless `tooManyToCount`). */
  total?: number;
  /** Whether the server could not count the total. */
  tooManyToCount?: boolean;
  cursors?: Cursors;
}

export interface QueryReviewsRequest {
  query: QueryV2;
  /** Whether to return unpublished reviews too. Default `false`. */
  returnPrivateReviews?: boolean;
}

export interface QueryReviewsResponse {
  reviews?: Review[];
  metadata?: PagingMetadataV2;
}

/** A review query with cursor paging. */
export interface QueryV2 {
  filter?: Filter;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

/** The customer the request is sent to. */
export interface Recipient {
  /** Contact ID of the recipient. Immutable. */
  contactId?: string;
}

export interface RemoveReplyResponse {
  review?: Review;
}

/** The owner's reply to a review. */
export interface Reply {
  /** Reply content. */
  message?: string;
  /** Date and time the reply was created. Read-only. */
  createdDate?: Date;
  /** Date and time the reply was updated. Read-only. */
  updatedDate?: Date;
}

/** A review of an entity (for example a Wix Stores product): its content, rating, media and author, the owner's reply, moderation and helpfulness. A review is private (unpublished) while its moderation status is not `APPROVED`; the SDK has no separate private flag on the review. */
export interface Review {
  /** Review ID. Read-only. */
  id?: string;
  /** The app the reviewed entity belongs to. Supported: `stores` (Wix Stores). */
  namespace?: string;
  /** ID of the reviewed entity, for example a Wix Stores product ID. */
  entityId?: string;
  author?: Author;
  content?: ReviewContent;
  /** Date and time the review was created. Read-only. */
  createdDate?: Date;
  /** Date and time the review was updated. Read-only. */
  updatedDate?: Date;
  /** Date and time the review was written. The same as `createdDate`, except for reviews imported from another system. */
  reviewDate?: Date;
  /** The owner's reply. Read-only; set with Set Reply. */
  reply?: Reply;
  /** Number of visitors who found the review helpful. Read-only. */
  foundHelpful?: number;
  /** Number of visitors who found the review unhelpful. Read-only. */
  foundUnhelpful?: number;
  /** `foundHelpful` minus `foundUnhelpful`. Read-only. */
  helpfulness?: number;
  /** Moderation status. Read-only; set with Update Moderation Status. */
  moderation?: Moderation;
  /** Revision number (a decimal string), incremented on every update; send the current one to Update Review. Ignored on create. */
  revision?: string;
  /** Whether the review is verified (for example a verified purchase). Read-only. */
  verified?: boolean;
  /** How the review was created. Read-only. */
  origin?: Origin;
  /** Platform-calculated relevance of the review to the entity, used to sort by relevance. Read-only. */
  relevanceScore?: number;
  /** Number of times the review has been published. Read-only. */
  publishCount?: number;
  /** Where the review came from, for example a review request. Marked internal in the current SDK typings (the REST entity still carries it). */
  source?: Source;
}

/** The content of a review. */
export interface ReviewContent {
  /** Review title. */
  title?: string;
  /** Review body. */
  body?: string;
  /** Images and videos of the review, at most 10. */
  media?: Media[];
  /** Rating, 1 to 5. Required on create. */
  rating?: number;
}

export interface ReviewCreatedEvent {
  /** The created review. */
  entity: Review;
  metadata: EventMetadata;
}

export interface ReviewDeletedEvent {
  /** The deleted review. */
  entity: Review;
  metadata: EventMetadata;
}

export interface ReviewModerationStatusChangedEvent {
  data: ModerationStatusChanged;
  metadata: EventMetadata;
}

export interface ReviewPublished {
  review?: Review;
}

export interface ReviewPublishedEvent {
  data: ReviewPublished;
  metadata: EventMetadata;
}

/** A request e-mailed to a customer to solicit a review of an order or of specific items (the review-requests service, SDK module `reviewRequests`). Either `sentOptions` (status `SENT`) or `failedOptions` (status `FAILED`) may be set. */
export interface ReviewRequest {
  /** Review request ID. Read-only. */
  id?: string;
  /** Revision number, incremented on every update. Read-only. */
  revision?: string;
  /** Date and time the request was created. Read-only. */
  createdDate?: Date;
  /** Date and time the request was last updated. Read-only. */
  updatedDate?: Date;
  /** Date and time the request was, or will be, sent (informational; it does not trigger a send). Immutable. */
  sendDate?: Date;
  /** App whose catalog the items belong to; supported: `stores`. Immutable. */
  namespace?: string;
  order?: ReviewRequestOrder;
  /** Items a review is requested for. Immutable. */
  items?: ReviewRequestItem[];
  recipient?: Recipient;
  communicationChannel?: CommunicationChannel;
  status?: ReviewRequestStatus;
  sentOptions?: SentOptions;
  failedOptions?: FailedOptions;
  /** ID of the automation action that created the request, when the reviews automation did. Immutable. */
  automationActivationId?: string;
  /** The user or app that created the request. Read-only. */
  requestedBy?: ReviewRequestIdentificationData;
}

export interface ReviewRequestCreatedEvent {
  /** The created review request. */
  entity: ReviewRequest;
  metadata: EventMetadata;
}

export interface ReviewRequestDeletedEvent {
  /** The deleted review request. */
  entity: ReviewRequest;
  metadata: EventMetadata;
}

/** The user or app that created a review request (the review-requests SDK's `IdentificationData`). */
export interface ReviewRequestIdentificationData {
  wixUserId?: string;
  appId?: string;
  identityType?: IdentityType;
}

/** An item a review is requested for (the SDK's `Item`). */
export interface ReviewRequestItem {
  /** ID of the item in its catalog, for example a Wix Stores product ID. Immutable. */
  catalogItemId?: string;
  /** ID of the review the recipient wrote for this item. Read-only. */
  reviewId?: string;
}

/** The review request a review was written from. */
export interface ReviewRequestOptions {
  /** Review request ID. */
  id?: string;
}

/** The order a review is requested for (the SDK's `Order`). */
export interface ReviewRequestOrder {
  /** Order ID. */
  id?: string;
}

/** Status of a review request. */
export const ReviewRequestStatus = {
  UNKNOWN_REVIEW_REQUEST_STATUS: 'UNKNOWN_REVIEW_REQUEST_STATUS',
  SCHEDULED: 'SCHEDULED',
  CANCELED: 'CANCELED',
  FAILED: 'FAILED',
  SENT: 'SENT',
} as const;

/** Status of a review request. */
export type ReviewRequestStatus = (typeof ReviewRequestStatus)[keyof typeof ReviewRequestStatus];

export interface ReviewRequestUpdatedEvent {
  /** The review request after the update. */
  entity: ReviewRequest;
  metadata: EventMetadata;
}

export interface ReviewUpdatedEvent {
  /** The review after the update. */
  entity: Review;
  metadata: EventMetadata;
  /** The fields the update changed, with their values (hidden in the SDK's documentation). */
  modifiedFields?: Record<string, unknown>;
}

/** Details when `status` is `SENT`. */
export interface SentOptions {
  /** Whether the recipient opened the e-mail. */
  opened?: boolean;
}

export interface SetReplyRequest {
  /** Reply to the review author. */
  message: string;
}

export interface SetReplyResponse {
  review?: Review;
}

export interface Sorting {
  /** Field to sort by, for example `content.rating`. */
  fieldName?: string;
  order?: SortOrder;
}

/** Sort direction. Default `ASC`. */
export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Sort direction. Default `ASC`. */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** Where a review came from; `reviewRequestOptions` is set when `type` is `REVIEW_REQUEST`. */
export interface Source {
  type?: SourceType;
  reviewRequestOptions?: ReviewRequestOptions;
}

/** Source of a review (the SDK's `SourceType`). `REVIEW_REQUEST`: written from a review request. (Earlier SDK versions also listed `UNKNOWN_SOURCE_TYPE` and `REQUEST_LINK`.) */
export const SourceType = {
  REVIEW_REQUEST: 'REVIEW_REQUEST',
} as const;

/** Source of a review (the SDK's `SourceType`). `REVIEW_REQUEST`: written from a review request. (Earlier SDK versions also listed `UNKNOWN_SOURCE_TYPE` and `REQUEST_LINK`.) */
export type SourceType = (typeof SourceType)[keyof typeof SourceType];

export interface UpdateModerationStatusRequest {
  status?: UpdateModerationStatusRequestModerationStatus;
}

/** Status to set on one review (the SDK's `UpdateModerationStatusRequestModerationStatus`). `APPROVED`: published, visible to visitors. `REJECTED`: not visible. `UNKNOWN_MODERATION_STATUS` is not used. */
export const UpdateModerationStatusRequestModerationStatus = {
  UNKNOWN_MODERATION_STATUS: 'UNKNOWN_MODERATION_STATUS',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;

/** Status to set on one review (the SDK's `UpdateModerationStatusRequestModerationStatus`). `APPROVED`: published, visible to visitors. `REJECTED`: not visible. `UNKNOWN_MODERATION_STATUS` is not used. */
export type UpdateModerationStatusRequestModerationStatus = (typeof UpdateModerationStatusRequestModerationStatus)[keyof typeof UpdateModerationStatusRequestModerationStatus];

export interface UpdateModerationStatusResponse {
  /** The review after moderation. */
  review?: Review;
}

export interface UpdateReviewRequest {
  /** The fields to update; `revision` (the current one) is required, `id` is the path's review ID. */
  review: Review;
  /** Comma-separated paths of the fields to update, for example `content.title,content.rating` (a protobuf field mask). Without it, the fields sent are updated. */
  fieldMask?: string;
}

export interface UpdateReviewResponse {
  review: Review;
}

/** A video thumbnail image. Same fields as `Image`, but carried inside a video, so it has no conversion of its own. */
export interface VideoPoster {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string;
  filename?: string;
}

/** One available resolution of a video. */
export interface VideoResolution {
  /** Video URL. */
  url?: string;
  /** Video height. */
  height?: number;
  /** Video width. */
  width?: number;
  /** Video thumbnail. */
  poster?: VideoPoster;
  /** Video format, for example `mp4` or `hls`. */
  format?: string;
}

/** A video in the platform's media manager (the SDK's `VideoV2`). The SDK form is a `wix:video://v1/...` reference. */
export type VideoV2 = VideoRef;

/** Who performed the action that caused an event. */
export const WebhookIdentityType = {
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const;

/** Who performed the action that caused an event. */
export type WebhookIdentityType = (typeof WebhookIdentityType)[keyof typeof WebhookIdentityType];

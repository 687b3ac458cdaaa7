// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { ImageRef, VideoRef } from '@siteapi/runtime/generated';

export interface paths {
    "/v1/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get review
         * @description Retrieves a review. By default an unpublished (private) review, one whose moderation status is not `APPROVED`, is not returned; pass `returnPrivateReviews: true` to retrieve it (needs the `REVIEWS.READ_PRIVATE_REVIEWS` permission).
         */
        get: operations["getReview"];
        put?: never;
        post?: never;
        /**
         * Delete review
         * @description Deletes a review. The answer holds the deleted review.
         */
        delete: operations["deleteReview"];
        options?: never;
        head?: never;
        /**
         * Update review
         * @description Updates a review. Send the current `revision`: it increments by 1 on every update, and an outdated revision is rejected. The platform declares the path as `/v1/reviews/{review.id}` (the ID is `review.id` of the body); it is written `{reviewId}` here. `fieldMask` (comma-separated field paths such as `content.title,content.rating`) limits the update to those fields; the SDK method `updateReview(_id, review)` has no argument for it, so it is carried by a trailing `options` argument here. This is the call the seed lists as "update review content" (PATCH with a field mask); the SDK's older `updateReviewContent` was a different call (`PUT /v1/reviews/content/{reviewId}`), deprecated and since removed.
         */
        patch: operations["updateReview"];
        trace?: never;
    };
    "/v1/reviews/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create review and contact (deprecated)
         * @deprecated
         * @description Creates a review and, when the author is not yet a contact of the site, a contact from `name` and `email` (both needed to create the contact; a third-party app must always send them). When the author is already a contact, only the review is created. The review may need moderation. Deprecated by the platform (target removal 2024-02-01) in favour of Create Review; described from `@wix/reviews` 1.0.66, where the method is `createReviewAndContact(namespace, entityId, content, options?)`.
         */
        post: operations["createReviewAndContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create review
         * @description Creates a review by an existing contact (`review.author.contactId`; see the platform's Contacts API). `review.namespace`, `review.entityId`, `review.content` and `review.content.rating` are required. If `author.authorName` is empty, a site member's name is used; for other authors it stays empty. The review may need moderation. `reviewDate` may be set for reviews imported from another system.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk/reviews/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create reviews
         * @description Creates up to 100 reviews. Each needs `namespace`, `entityId`, `content` and `author.contactId`. With `returnEntity: true` each result carries the created review. An empty `author.authorName` is filled as in Create Review.
         */
        post: operations["bulkCreateReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk/reviews/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk delete reviews
         * @description Deletes every review that matches `filter` (the filter fields of Query Reviews), in a background job whose ID is returned; the job may not finish at once. Query Reviews with the same filter shows what would be deleted.
         */
        post: operations["bulkDeleteReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reviews/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove reply
         * @description Removes the owner's reply from a review. (The seed calls this "delete reply"; the SDK method is `removeReply(reviewId)`.)
         */
        delete: operations["removeReply"];
        options?: never;
        head?: never;
        /**
         * Set reply
         * @description Sets the owner's reply on a review. A review has at most one reply; setting a reply again overwrites it. (The seed calls this "update reply"; the SDK method is `setReply(reviewId, message)`.)
         */
        patch: operations["setReply"];
        trace?: never;
    };
    "/v1/reviews/{reviewId}/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update moderation status
         * @description Moderates a review: `APPROVED` publishes it, `REJECTED` hides it from the site. The review's `moderation.manuallyChanged` becomes `true`.
         */
        patch: operations["updateModerationStatus"];
        trace?: never;
    };
    "/v1/bulk/reviews/moderate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update moderation status
         * @description Sets one moderation status on every review that matches `filter`, in a background job whose ID is returned.
         */
        post: operations["bulkUpdateModerationStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reviews/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count reviews
         * @description Counts the reviews that match `filter` (the filter fields of Query Reviews), or all reviews without a filter. Unpublished reviews are counted only with `includePrivateReviews: true`.
         */
        post: operations["countReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reviews/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query reviews
         * @description Retrieves reviews that match a query: `filter`, `sort` and cursor paging (`cursorPaging.limit` at most 100, default 50). Filterable: `id`, `namespace`, `entityId`, `author.contactId`, `moderation.moderationStatus` (`$eq`, `$in`, `$ne`); `createdDate`, `content.rating`, `helpfulness`, `relevanceScore` (also `$gt`, `$gte`, `$lt`, `$lte`, sortable); `origin.type`, `verified` (`$eq`, `$ne`, sortable); `content.media` (`$isEmpty`). Unpublished reviews are returned only with `returnPrivateReviews: true`. The answer's paging metadata is `metadata` (`count`, `cursors`), with no `hasNext`: a page has a successor when `cursors.next` is set. The SDK's `queryReviews(options?)` is a query builder; the data form used here is its `typedQueryReviews(query, options?)`.
         */
        post: operations["queryReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    reviewCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review created
         * @description Triggered when a review is created.
         */
        post: operations["onReviewCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review updated
         * @description Triggered when a review is updated (also when it gets or loses a reply, or is moderated).
         */
        post: operations["onReviewUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review deleted
         * @description Triggered when a review is deleted.
         */
        post: operations["onReviewDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewModerationStatusChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review moderation status changed
         * @description Triggered when a review's moderation status changes, and when a review is created.
         */
        post: operations["onReviewModerationStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewPublished: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review published
         * @description Triggered when a review's moderation status is set to `APPROVED`.
         */
        post: operations["onReviewPublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewRequestCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review request created
         * @description Triggered when a review request is created (module `reviewRequests` of the SDK).
         */
        post: operations["onReviewRequestCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewRequestUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review request updated
         * @description Triggered when a review request is updated, for example when it is sent, fails or is canceled (module `reviewRequests` of the SDK).
         */
        post: operations["onReviewRequestUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    reviewRequestDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review request deleted
         * @description Triggered when a review request is deleted (module `reviewRequests` of the SDK).
         */
        post: operations["onReviewRequestDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The platform's error body. */
        ApiErrorBody: {
            message?: string;
            details?: {
                applicationError?: {
                    /** @description Application error code from the catalogue. */
                    code?: string;
                    description?: string;
                    data?: {
                        [key: string]: unknown;
                    };
                };
                validationError?: {
                    fieldViolations?: {
                        /** @description The request field, e.g. `cursorPaging.limit`. */
                        field?: string;
                        description?: string;
                        violatedRule?: string;
                        ruleName?: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description An image in the platform's media manager. The SDK form is a `wix:image://v1/...` reference. */
        Image: ImageRef;
        /** @description A video in the platform's media manager (the SDK's `VideoV2`). The SDK form is a `wix:video://v1/...` reference. */
        VideoV2: VideoRef;
        /** @description One available resolution of a video. */
        VideoResolution: {
            /** @description Video URL. */
            url?: string;
            /** @description Video height. */
            height?: number;
            /** @description Video width. */
            width?: number;
            /** @description Video thumbnail. */
            poster?: components["schemas"]["VideoPoster"];
            /** @description Video format, for example `mp4` or `hls`. */
            format?: string;
        };
        /** @description A video thumbnail image. Same fields as `Image`, but carried inside a video, so it has no conversion of its own. */
        VideoPoster: {
            id?: string;
            url?: string;
            height?: number;
            width?: number;
            altText?: string;
            filename?: string;
        };
        /** @description A review of an entity (for example a Wix Stores product): its content, rating, media and author, the owner's reply, moderation and helpfulness. A review is private (unpublished) while its moderation status is not `APPROVED`; the SDK has no separate private flag on the review. */
        Review: {
            /**
             * Format: uuid
             * @description Review ID. Read-only.
             */
            id?: string;
            /** @description The app the reviewed entity belongs to. Supported: `stores` (Wix Stores). */
            namespace?: string;
            /** @description ID of the reviewed entity, for example a Wix Stores product ID. */
            entityId?: string;
            author?: components["schemas"]["Author"];
            content?: components["schemas"]["ReviewContent"];
            /**
             * Format: date-time
             * @description Date and time the review was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the review was updated. Read-only.
             */
            updatedDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the review was written. The same as `createdDate`, except for reviews imported from another system.
             */
            reviewDate?: Date;
            /** @description The owner's reply. Read-only; set with Set Reply. */
            reply?: components["schemas"]["Reply"];
            /** @description Number of visitors who found the review helpful. Read-only. */
            foundHelpful?: number;
            /** @description Number of visitors who found the review unhelpful. Read-only. */
            foundUnhelpful?: number;
            /** @description `foundHelpful` minus `foundUnhelpful`. Read-only. */
            helpfulness?: number;
            /** @description Moderation status. Read-only; set with Update Moderation Status. */
            moderation?: components["schemas"]["Moderation"];
            /** @description Revision number (a decimal string), incremented on every update; send the current one to Update Review. Ignored on create. */
            revision?: string;
            /** @description Whether the review is verified (for example a verified purchase). Read-only. */
            verified?: boolean;
            /** @description How the review was created. Read-only. */
            origin?: components["schemas"]["Origin"];
            /** @description Platform-calculated relevance of the review to the entity, used to sort by relevance. Read-only. */
            relevanceScore?: number;
            /** @description Number of times the review has been published. Read-only. */
            publishCount?: number;
            /** @description Where the review came from, for example a review request. Marked internal in the current SDK typings (the REST entity still carries it). */
            source?: components["schemas"]["Source"];
        };
        /** @description The content of a review. */
        ReviewContent: {
            /** @description Review title. */
            title?: string;
            /** @description Review body. */
            body?: string;
            /** @description Images and videos of the review, at most 10. */
            media?: components["schemas"]["Media"][];
            /** @description Rating, 1 to 5. Required on create. */
            rating?: number;
        };
        /** @description One media item of a review; either `image` or `video` is set. */
        Media: {
            image?: components["schemas"]["Image"];
            video?: components["schemas"]["VideoV2"];
        };
        /** @description The author of a review. */
        Author: {
            /**
             * Format: uuid
             * @description Contact ID of the author (see the Contacts API). Immutable; required by Bulk Create Review.
             */
            contactId?: string;
            /** @description Display name of the author. */
            authorName?: string;
            /** @description Whether the author is a site member or a visitor. Read-only; hidden from the current SDK's `Author` type, present on the wire (declared non-nullable in earlier SDK versions). */
            authorType?: components["schemas"]["AuthorType"];
        };
        /**
         * @description Kind of review author (the SDK's `AuthorType`).
         * @enum {string}
         */
        AuthorType: "UNKNOWN" | "MEMBER" | "VISITOR";
        /** @description The owner's reply to a review. */
        Reply: {
            /** @description Reply content. */
            message?: string;
            /**
             * Format: date-time
             * @description Date and time the reply was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the reply was updated. Read-only.
             */
            updatedDate?: Date;
        };
        /** @description Moderation state of a review. */
        Moderation: {
            moderationStatus?: components["schemas"]["ModerationModerationStatus"];
            /** @description Whether a moderator changed the status by hand; `false` when it changed automatically (the review passed the moderation rules, or moderation is off). Read-only. */
            manuallyChanged?: boolean;
        };
        /**
         * @description Moderation status of a review (the SDK's `ModerationModerationStatus`). `SUBMITTED`: initial status before moderation. `IN_MODERATION`: pending a moderator's decision. `APPROVED`: published. `REJECTED`: not visible on the site.
         * @enum {string}
         */
        ModerationModerationStatus: "UNKNOWN" | "APPROVED" | "IN_MODERATION" | "REJECTED" | "SUBMITTED";
        /** @description How a review was created. */
        Origin: {
            type?: components["schemas"]["OriginType"];
            /** @description ID of the app that created the review, when `type` is `APP`. */
            appId?: string;
        };
        /**
         * @description Origin of a review (the SDK's `OriginType`). `ORGANIC`: written directly by a member or visitor. `APP`: created through an app, even when the author is a member or visitor.
         * @enum {string}
         */
        OriginType: "UNKNOWN" | "ORGANIC" | "APP";
        /** @description Where a review came from; `reviewRequestOptions` is set when `type` is `REVIEW_REQUEST`. */
        Source: {
            type?: components["schemas"]["SourceType"];
            reviewRequestOptions?: components["schemas"]["ReviewRequestOptions"];
        };
        /**
         * @description Source of a review (the SDK's `SourceType`). `REVIEW_REQUEST`: written from a review request. (Earlier SDK versions also listed `UNKNOWN_SOURCE_TYPE` and `REQUEST_LINK`.)
         * @enum {string}
         */
        SourceType: "REVIEW_REQUEST";
        /** @description The review request a review was written from. */
        ReviewRequestOptions: {
            /** @description Review request ID. */
            id?: string;
        };
        GetReviewResponse: {
            review: components["schemas"]["Review"];
        };
        CreateReviewAndContactRequest: {
            /** @description Namespace of the review, for example `stores`. */
            namespace: string;
            /** @description ID of the entity to review. */
            entityId: string;
            /** @description Review content; `rating` is required. */
            content: components["schemas"]["ReviewContent"];
            /** @description Name of the author, shown with the review and used for the new contact. Required for third-party apps. */
            name?: string;
            /**
             * Format: email
             * @description E-mail address of the author, used to find or create the contact. Required for third-party apps.
             */
            email?: string;
        };
        CreateReviewRequest: {
            /** @description The review; `namespace`, `entityId`, `content` and `content.rating` are required. */
            review: components["schemas"]["Review"];
        };
        CreateReviewResponse: {
            review: components["schemas"]["Review"];
        };
        BulkCreateReviewRequest: {
            /** @description Reviews to create; each needs `namespace`, `entityId`, `content` and `author.contactId`. */
            reviews: components["schemas"]["Review"][];
            /** @description Whether to return the created reviews. */
            returnEntity?: boolean;
        };
        /** @description Why one item of a bulk call failed. */
        ApplicationError: {
            /** @description Error code. */
            code?: string;
            description?: string;
            /** @description Data of the error. */
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description The result of one item of a bulk call. */
        ItemMetadata: {
            /** @description Item ID, when known. */
            id?: string;
            /** @description Index of the item in the request. */
            originalIndex?: number;
            /** @description Whether the item was processed; when `false`, `error` says why. */
            success?: boolean;
            error?: components["schemas"]["ApplicationError"];
        };
        BulkActionMetadata: {
            /** @description Number of items processed. */
            totalSuccesses?: number;
            /** @description Number of items that failed. */
            totalFailures?: number;
            /** @description Number of failures without details (past the threshold of detailed failures). */
            undetailedFailures?: number;
        };
        BulkReviewResult: {
            itemMetadata?: components["schemas"]["ItemMetadata"];
            /** @description The created review, when `returnEntity` is `true`. */
            review?: components["schemas"]["Review"];
        };
        BulkCreateReviewResponse: {
            results?: components["schemas"]["BulkReviewResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        UpdateReviewRequest: {
            /** @description The fields to update; `revision` (the current one) is required, `id` is the path's review ID. */
            review: components["schemas"]["Review"];
            /** @description Comma-separated paths of the fields to update, for example `content.title,content.rating` (a protobuf field mask). Without it, the fields sent are updated. */
            fieldMask?: string;
        };
        UpdateReviewResponse: {
            review: components["schemas"]["Review"];
        };
        DeleteReviewResponse: {
            /** @description The deleted review. */
            review?: components["schemas"]["Review"];
        };
        /** @description A platform filter on review fields, for example `{"entityId": "...", "content.rating": {"$gte": 4}}`; the fields and operators are those of Query Reviews. */
        Filter: {
            [key: string]: unknown;
        };
        BulkDeleteReviewsRequest: {
            filter?: components["schemas"]["Filter"];
        };
        BulkDeleteReviewsResponse: {
            /** @description ID of the bulk job. */
            jobId?: string;
        };
        SetReplyRequest: {
            /** @description Reply to the review author. */
            message: string;
        };
        SetReplyResponse: {
            review?: components["schemas"]["Review"];
        };
        RemoveReplyResponse: {
            review?: components["schemas"]["Review"];
        };
        /**
         * @description Status to set on one review (the SDK's `UpdateModerationStatusRequestModerationStatus`). `APPROVED`: published, visible to visitors. `REJECTED`: not visible. `UNKNOWN_MODERATION_STATUS` is not used.
         * @enum {string}
         */
        UpdateModerationStatusRequestModerationStatus: "UNKNOWN_MODERATION_STATUS" | "APPROVED" | "REJECTED";
        UpdateModerationStatusRequest: {
            status?: components["schemas"]["UpdateModerationStatusRequestModerationStatus"];
        };
        UpdateModerationStatusResponse: {
            /** @description The review after moderation. */
            review?: components["schemas"]["Review"];
        };
        /**
         * @description Status to set on many reviews (the SDK's `ModerationStatus`). `APPROVED`: published. `REJECTED`: not visible. `UNKNOWN` is not used.
         * @enum {string}
         */
        ModerationStatus: "UNKNOWN" | "APPROVED" | "REJECTED";
        BulkUpdateModerationStatusRequest: {
            /** @description The reviews to moderate. */
            filter?: components["schemas"]["Filter"];
            status?: components["schemas"]["ModerationStatus"];
        };
        BulkUpdateModerationStatusResponse: {
            /** @description ID of the bulk job. */
            jobId?: string;
        };
        CountReviewsRequest: {
            filter?: components["schemas"]["Filter"];
            /** @description Whether to count unpublished reviews too. Default `false`. */
            includePrivateReviews?: boolean;
        };
        CountReviewsResponse: {
            /** @description Number of matching reviews. */
            count?: number;
        };
        /**
         * @description Sort direction. Default `ASC`.
         * @enum {string}
         */
        SortOrder: "ASC" | "DESC";
        Sorting: {
            /** @description Field to sort by, for example `content.rating`. */
            fieldName?: string;
            order?: components["schemas"]["SortOrder"];
        };
        CursorPaging: {
            /** @description Number of reviews to return, at most 100. Default 50. */
            limit?: number;
            /** @description Cursor from the previous page's `metadata.cursors.next`; not sent for the first page. */
            cursor?: string;
        };
        /** @description A review query with cursor paging. */
        QueryV2: {
            filter?: components["schemas"]["Filter"];
            sort?: components["schemas"]["Sorting"][];
            cursorPaging?: components["schemas"]["CursorPaging"];
        };
        QueryReviewsRequest: {
            query: components["schemas"]["QueryV2"];
            /** @description Whether to return unpublished reviews too. Default `false`. */
            returnPrivateReviews?: boolean;
        };
        Cursors: {
            /** @description Cursor to the next page. */
            next?: string;
            /** @description Cursor to the previous page. */
            prev?: string;
        };
        PagingMetadataV2: {
            /** @description Number of items in this page. */
            count?: number;
            /** @description Offset requested (offset paging only). */
            offset?: number;
            /** @description Total matching items (offset paging only, unless `tooManyToCount`). */
            total?: number;
            /** @description Whether the server could not count the total. */
            tooManyToCount?: boolean;
            cursors?: components["schemas"]["Cursors"];
        };
        QueryReviewsResponse: {
            reviews?: components["schemas"]["Review"][];
            metadata?: components["schemas"]["PagingMetadataV2"];
        };
        /** @description A request e-mailed to a customer to solicit a review of an order or of specific items (the review-requests service, SDK module `reviewRequests`). Either `sentOptions` (status `SENT`) or `failedOptions` (status `FAILED`) may be set. */
        ReviewRequest: {
            /**
             * Format: uuid
             * @description Review request ID. Read-only.
             */
            id?: string;
            /** @description Revision number, incremented on every update. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the request was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the request was last updated. Read-only.
             */
            updatedDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the request was, or will be, sent (informational; it does not trigger a send). Immutable.
             */
            sendDate?: Date;
            /** @description App whose catalog the items belong to; supported: `stores`. Immutable. */
            namespace?: string;
            order?: components["schemas"]["ReviewRequestOrder"];
            /** @description Items a review is requested for. Immutable. */
            items?: components["schemas"]["ReviewRequestItem"][];
            recipient?: components["schemas"]["Recipient"];
            communicationChannel?: components["schemas"]["CommunicationChannel"];
            status?: components["schemas"]["ReviewRequestStatus"];
            sentOptions?: components["schemas"]["SentOptions"];
            failedOptions?: components["schemas"]["FailedOptions"];
            /**
             * Format: uuid
             * @description ID of the automation action that created the request, when the reviews automation did. Immutable.
             */
            automationActivationId?: string;
            /** @description The user or app that created the request. Read-only. */
            requestedBy?: components["schemas"]["ReviewRequestIdentificationData"];
        };
        /** @description The order a review is requested for (the SDK's `Order`). */
        ReviewRequestOrder: {
            /**
             * Format: uuid
             * @description Order ID.
             */
            id?: string;
        };
        /** @description An item a review is requested for (the SDK's `Item`). */
        ReviewRequestItem: {
            /** @description ID of the item in its catalog, for example a Wix Stores product ID. Immutable. */
            catalogItemId?: string;
            /**
             * Format: uuid
             * @description ID of the review the recipient wrote for this item. Read-only.
             */
            reviewId?: string;
        };
        /** @description The customer the request is sent to. */
        Recipient: {
            /**
             * Format: uuid
             * @description Contact ID of the recipient. Immutable.
             */
            contactId?: string;
        };
        /**
         * @description Channel a review request is sent through.
         * @enum {string}
         */
        CommunicationChannel: "EMAIL";
        /**
         * @description Status of a review request.
         * @enum {string}
         */
        ReviewRequestStatus: "UNKNOWN_REVIEW_REQUEST_STATUS" | "SCHEDULED" | "CANCELED" | "FAILED" | "SENT";
        /** @description Details when `status` is `SENT`. */
        SentOptions: {
            /** @description Whether the recipient opened the e-mail. */
            opened?: boolean;
        };
        /** @description Details when `status` is `FAILED`. */
        FailedOptions: {
            reason?: components["schemas"]["FailureReason"];
            /** @description Error message of the failure. */
            message?: string;
        };
        /**
         * @description Why a review request failed. `ACTIVATION_FAILED`: the automation's activation flow failed. `BOUNCED`: the e-mail bounced. `SUBSCRIPTION_INACTIVE`: the recipient's contact has an inactive e-mail subscription.
         * @enum {string}
         */
        FailureReason: "UNKNOWN_FAILURE_REASON" | "ACTIVATION_FAILED" | "BOUNCED" | "SUBSCRIPTION_INACTIVE";
        /**
         * @description Kind of identity that created a review request.
         * @enum {string}
         */
        IdentityType: "WIX_USER" | "APP";
        /** @description The user or app that created a review request (the review-requests SDK's `IdentificationData`). */
        ReviewRequestIdentificationData: {
            /** Format: uuid */
            wixUserId?: string;
            /** Format: uuid */
            appId?: string;
            identityType?: components["schemas"]["IdentityType"];
        };
        /**
         * @description Who performed the action that caused an event.
         * @enum {string}
         */
        WebhookIdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        /** @description Who performed the action; one of the IDs is set, by `identityType`. */
        IdentificationData: {
            /** Format: uuid */
            anonymousVisitorId?: string;
            /** Format: uuid */
            memberId?: string;
            /** Format: uuid */
            wixUserId?: string;
            /** Format: uuid */
            appId?: string;
            identityType?: components["schemas"]["WebhookIdentityType"];
        };
        AccountInfo: {
            /** Format: uuid */
            accountId?: string;
            /** Format: uuid */
            parentAccountId?: string;
            /** Format: uuid */
            siteId?: string;
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Event ID, to spot duplicates. */
            id?: string;
            /** @description Fully qualified name of the entity: `wix.reviews.v1.review` or `wix.reviews.v2.review_request`. */
            entityFqdn?: string;
            /** @description Event name, for example `created`. */
            slug?: string;
            /** @description ID of the entity. */
            entityId?: string;
            /** Format: date-time */
            eventTime?: Date;
            /** @description Whether a privacy request (such as GDPR) caused the event. */
            triggeredByAnonymizeRequest?: boolean;
            /** @description The action that caused the event, when known. */
            originatedFrom?: string;
            /** @description Sequence number of the entity's events, to order updates. */
            entityEventSequence?: string;
            /**
             * Format: uuid
             * @description App instance ID.
             */
            instanceId?: string;
            eventType?: string;
            identity?: components["schemas"]["IdentificationData"];
            accountInfo?: components["schemas"]["AccountInfo"];
        };
        ModerationStatusChanged: {
            review?: components["schemas"]["Review"];
            /** @description The moderation status before the change. */
            previousModerationStatus?: components["schemas"]["ModerationModerationStatus"];
        };
        ReviewPublished: {
            review?: components["schemas"]["Review"];
        };
        ReviewCreatedEvent: {
            /** @description The created review. */
            entity: components["schemas"]["Review"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ReviewUpdatedEvent: {
            /** @description The review after the update. */
            entity: components["schemas"]["Review"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields the update changed, with their values (hidden in the SDK's documentation). */
            modifiedFields?: {
                [key: string]: unknown;
            };
        };
        ReviewDeletedEvent: {
            /** @description The deleted review. */
            entity: components["schemas"]["Review"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ReviewModerationStatusChangedEvent: {
            data: components["schemas"]["ModerationStatusChanged"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ReviewPublishedEvent: {
            data: components["schemas"]["ReviewPublished"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ReviewRequestCreatedEvent: {
            /** @description The created review request. */
            entity: components["schemas"]["ReviewRequest"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ReviewRequestUpdatedEvent: {
            /** @description The review request after the update. */
            entity: components["schemas"]["ReviewRequest"];
            metadata: components["schemas"]["EventMetadata"];
        };
        ReviewRequestDeletedEvent: {
            /** @description The deleted review request. */
            entity: components["schemas"]["ReviewRequest"];
            metadata: components["schemas"]["EventMetadata"];
        };
    };
    responses: {
        /** @description No valid authorization was sent (application error `UNAUTHENTICATED`). */
        Unauthenticated: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The caller may not perform this call (application error `PERMISSION_DENIED`). */
        PermissionDenied: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The request quota is exhausted (application error `RESOURCE_EXHAUSTED`). */
        TooManyRequests: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The platform's id of the request, to quote when reporting a problem (`ApiError.requestId`).
         * @example 1732190000.5187412345
         */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getReview: {
        parameters: {
            query?: {
                /** @description Whether to return the review even if it is unpublished. Default `false`. */
                returnPrivateReviews?: boolean;
            };
            header?: never;
            path: {
                /** @description Review ID. */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetReviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the review to delete. */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteReviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the review to update (`review.id`). */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReviewRequest"];
            };
        };
        responses: {
            /** @description The updated review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateReviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createReviewAndContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewAndContactRequest"];
            };
        };
        responses: {
            /** @description The created review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateReviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewRequest"];
            };
        };
        responses: {
            /** @description The created review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateReviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkCreateReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCreateReviewRequest"];
            };
        };
        responses: {
            /** @description One result per review, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCreateReviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkDeleteReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BulkDeleteReviewsRequest"];
            };
        };
        responses: {
            /** @description The ID of the bulk job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteReviewsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the review to remove the reply from. */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review without its reply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveReplyResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Review ID. */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetReplyRequest"];
            };
        };
        responses: {
            /** @description The review with its reply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetReplyResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateModerationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the review to moderate. */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateModerationStatusRequest"];
            };
        };
        responses: {
            /** @description The review after moderation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateModerationStatusResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkUpdateModerationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BulkUpdateModerationStatusRequest"];
            };
        };
        responses: {
            /** @description The ID of the bulk job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateModerationStatusResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountReviewsRequest"];
            };
        };
        responses: {
            /** @description The number of matching reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountReviewsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryReviewsRequest"];
            };
        };
        responses: {
            /** @description The matching reviews and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryReviewsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onReviewCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewModerationStatusChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewModerationStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewPublished: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewPublishedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewRequestCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequestCreatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewRequestUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequestUpdatedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewRequestDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequestDeletedEvent"];
            };
        };
        responses: {
            /** @description Handled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

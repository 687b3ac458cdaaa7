// Generated from spec/blog.yaml by codegen. Do not edit.

import type { ImageRef, VideoRef } from '@siteapi/runtime/generated';

export interface paths {
    "/v3/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts
         * @description Retrieves up to 100 published posts per request. By default posts are sorted by `firstPublishedDate` in descending order with pinned posts first (`FEED`), with `paging.limit` 50 and `paging.offset` 0.
         */
        get: operations["listPosts"];
        put?: never;
        /**
         * The body form of listPosts.
         * @description listPosts sent as a POST, its query parameters as the JSON body, when the query string is longer than 4000 characters (`x-body-form`). Not a call of its own.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        featured?: boolean;
                        hashtags?: string[];
                        categoryIds?: string[];
                        tagIds?: string[];
                        sort?: components["schemas"]["SortOrder"];
                        paging?: {
                            limit?: number;
                            offset?: number;
                        };
                        language?: string;
                        memberId?: string;
                        fieldsets?: components["schemas"]["PostFieldField"][];
                    };
                };
            };
            responses: {
                200: components["responses"]["ListPosts"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PermissionDenied"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/posts/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query posts
         * @description Retrieves published posts that match a query: `filter` on post fields, up to 3 `sort` entries and cursor paging (`cursorPaging.limit` at most 100). Later pages are requested with `cursorPaging.cursor` only.
         */
        post: operations["queryPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get post
         * @description Retrieves a published post by its ID.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/posts/slugs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get post by slug
         * @description Retrieves a published post by its slug, the case-sensitive last part of the post's URL (for `https://example.com/blog/post/my-post-slug` the slug is `my-post-slug`).
         */
        get: operations["getPostBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/posts/{postId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get post metrics
         * @description Retrieves a post's metrics, the comments, likes, views and ratings the post received.
         */
        get: operations["getPostMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/stats/post/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Query post count stats
         * @description Retrieves the number of published posts per month in a time range. The range starts on the 1st day of the month of `rangeStart` and spans `months` months, ending on the last day of a month. Months without published posts are left out of the response.
         */
        get: operations["queryPostCountStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/stats/posts/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get total posts
         * @description Retrieves the total number of published posts of the blog.
         */
        get: operations["getTotalPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    postCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post created
         * @description Triggered when a post is created (published for the first time).
         */
        post: operations["onPostCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    postUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post updated
         * @description Triggered when a published post is updated.
         */
        post: operations["onPostUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    postDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post deleted
         * @description Triggered when a post is deleted.
         */
        post: operations["onPostDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    postLiked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post liked
         * @description Triggered when a member or an anonymous visitor likes a post.
         */
        post: operations["onPostLiked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    postUnliked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post unliked
         * @description Triggered when a member or an anonymous visitor removes their like from a post.
         */
        post: operations["onPostUnliked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    draftCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft created
         * @description Triggered when a draft post is created.
         */
        post: operations["onDraftCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    draftUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft updated
         * @description Triggered when a draft post is updated (saved, scheduled, published, moderated...).
         */
        post: operations["onDraftUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    draftDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft deleted
         * @description Triggered when a draft post is deleted.
         */
        post: operations["onDraftDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    categoryCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Category created
         * @description Triggered when a category is created.
         */
        post: operations["onCategoryCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    categoryUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Category updated
         * @description Triggered when a category is updated.
         */
        post: operations["onCategoryUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    categoryDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Category deleted
         * @description Triggered when a category is deleted. The deleted category's ID is `metadata.entityId`.
         */
        post: operations["onCategoryDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tagCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tag created
         * @description Triggered when a tag is created.
         */
        post: operations["onTagCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tagUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tag updated
         * @description Triggered when a tag is updated.
         */
        post: operations["onTagUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tagDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tag deleted
         * @description Triggered when a tag is deleted. The deleted tag's ID is `metadata.entityId`.
         */
        post: operations["onTagDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Error body of the platform. `details` carries either an `applicationError` (business-logic rejection, with a code from the error catalogue) or a `validationError` (request fields that failed validation). System errors are sent with an empty body by design. */
        ApiErrorBody: {
            /** @description Short explanation of the error. */
            message?: string;
            /** @description Additional information about the error. */
            details?: {
                /** @description Present when the service's business logic rejected the request. */
                applicationError?: {
                    /** @description Identifier of the specific error, e.g. `POST_NOT_FOUND`. */
                    code?: string;
                    /** @description Detailed explanation of why the error occurred. */
                    description?: string;
                    /** @description Additional information related to the error. */
                    data?: {
                        [key: string]: unknown;
                    };
                };
                /** @description Present when request fields failed validation. */
                validationError?: {
                    /** @description One entry per invalid request field. */
                    fieldViolations?: {
                        /** @description Name (path) of the invalid field, e.g. `paging.limit`. */
                        field?: string;
                        /** @description Why the field is invalid. */
                        description?: string;
                        /** @description The rule or constraint the value violated, e.g. `MAX`. */
                        violatedRule?: string;
                        /** @description Name of the violated rule, e.g. `VALIDATION_ERROR`. */
                        ruleName?: string;
                        /** @description Additional information related to the violation. */
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        ListPostsResponse: {
            /** @description The retrieved posts. */
            posts?: components["schemas"]["Post"][];
            metaData?: components["schemas"]["PagingMetaData"];
        };
        /** @description Offset paging metadata of List Posts (the SDK's `MetaData`; the wire name of the property is `metaData`). */
        PagingMetaData: {
            /** @description Number of items returned in this response. */
            count?: number;
            /** @description Requested offset. */
            offset?: number;
            /** @description Total number of items that match the request. */
            total?: number;
            /** @description Pointer to the next or previous page of results. */
            cursor?: string;
        };
        QueryPostsRequest: {
            query: components["schemas"]["PostQuery"];
            /** @description Additional post fields to include in the response. By default only the post's base fields are returned. */
            fieldsets?: components["schemas"]["PostFieldField"][];
            /** @description When `true`, `pagingMetadata.total` is omitted; `hasNext` and the next cursor are still returned. */
            skipCount?: boolean;
        };
        /** @description Query of published posts. The first request may carry `filter` and `sort`; following requests carry only `cursorPaging.cursor`. */
        PostQuery: {
            /** @description Filter in the platform's query language, `{"field": value}` or `{"field": {"$operator": value}}`. Filterable fields include `id`, `title`, `firstPublishedDate`, `lastPublishedDate`, `slug`, `featured`, `pinned`, `memberId`, `categoryIds`, `tagIds`, `hashtags`, `pricingPlanIds`, `translationId`, `language`, `metrics.comments`, `metrics.likes`, `metrics.views`, `media.displayed`. Operators: `$eq`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte`, `$in`, `$hasSome`, `$hasAll`, `$startsWith`, `$exists`. */
            filter?: {
                [key: string]: unknown;
            };
            /** @description Sort entries, applied in order. */
            sort?: components["schemas"]["Sorting"][];
            cursorPaging?: components["schemas"]["CursorPaging"];
        };
        Sorting: {
            /** @description Name of the field to sort by, e.g. `firstPublishedDate`. */
            fieldName?: string;
            order?: components["schemas"]["SortDirection"];
        };
        /** @description Cursor paging. */
        CursorPaging: {
            /** @description Number of items to return. */
            limit?: number;
            /** @description Pointer to the next or previous page, taken from `pagingMetadata.cursors` of the previous response. Not used in the first request. */
            cursor?: string;
        };
        QueryPostsResponse: {
            /** @description The retrieved posts. */
            posts?: components["schemas"]["Post"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        /** @description Paging metadata of a query. */
        PagingMetadataV2: {
            /** @description Number of items returned in the response. */
            count?: number;
            /** @description Offset that was requested (offset paging only). */
            offset?: number;
            /** @description Total number of items that match the query, unless `skipCount` was set or it could not be computed. */
            total?: number;
            /** @description Whether the server failed to compute `total`. */
            tooManyToCount?: boolean;
            cursors?: components["schemas"]["Cursors"];
            /** @description Whether there are more results after this page. */
            hasNext?: boolean;
        };
        /** @description Cursors to the neighbouring pages (cursor paging only). */
        Cursors: {
            /** @description Cursor to the next page. */
            next?: string;
            /** @description Cursor to the previous page. */
            prev?: string;
        };
        GetPostResponse: {
            post?: components["schemas"]["Post"];
        };
        GetPostBySlugResponse: {
            post?: components["schemas"]["Post"];
        };
        GetPostMetricsResponse: {
            metrics?: components["schemas"]["Metrics"];
        };
        QueryPostCountStatsResponse: {
            /** @description Published post counts per month. Months without published posts are omitted. */
            stats?: components["schemas"]["PeriodPostCount"][];
        };
        /** @description Post count of one period (month). */
        PeriodPostCount: {
            /**
             * Format: date-time
             * @description Start of the period.
             */
            periodStart?: Date;
            /** @description Number of posts published during the period. */
            postCount?: number;
        };
        GetTotalPostsResponse: {
            /** @description Total number of published posts. */
            total?: number;
        };
        /** @description A published blog post. Fields outside the base set (`url`, `contentText`, `metrics`, `seoData`, `contactId`, `richContent`, `referenceId`) are returned only when the matching fieldset is requested. */
        Post: {
            /** @description Post ID. */
            readonly id?: string;
            /** @description Post title. */
            title?: string;
            /** @description Post excerpt. Set by a contributor or, by default, taken from the first characters of the content. */
            excerpt?: string;
            /** @description The post's content as plain text (fieldset `CONTENT_TEXT`). */
            readonly contentText?: string;
            /**
             * Format: date-time
             * @description Date the post was first published.
             */
            firstPublishedDate?: Date;
            /**
             * Format: date-time
             * @description Date the post was last published.
             */
            readonly lastPublishedDate?: Date;
            /** @description Post page URL (fieldset `URL`). */
            url?: components["schemas"]["PageUrl"];
            /** @description Post slug, the last part of the post's URL, e.g. `post-slug`. */
            slug?: string;
            /** @description Whether the post is marked as featured. */
            featured?: boolean;
            /** @description Whether the post is pinned. Pinned posts are placed at the top of the post list. */
            pinned?: boolean;
            /** @description IDs of the post's categories. */
            categoryIds?: string[];
            /**
             * @deprecated
             * @description Deprecated, use `media`. Post cover media.
             */
            coverMedia?: components["schemas"]["CoverMedia"];
            /** @description Member ID of the post's owner. */
            memberId?: string;
            /** @description Hashtags in the post. */
            readonly hashtags?: string[];
            /** @description Whether commenting on the post is enabled. */
            commentingEnabled?: boolean;
            /** @description Estimated reading time in minutes (calculated automatically). */
            minutesToRead?: number;
            /** @description Image placed at the top of the post page. */
            heroImage?: components["schemas"]["Image"];
            /** @description IDs of the tags the post is tagged with. */
            readonly tagIds?: string[];
            /** @description IDs of posts related to this post. */
            readonly relatedPostIds?: string[];
            /** @description IDs of the pricing plans the post is assigned to, if any. */
            readonly pricingPlanIds?: string[];
            /** @description ID shared by all translations of this post (multilingual sites). */
            translationId?: string;
            /** @description Language of the post, a 2-or-4-letter IETF BCP 47 language tag. */
            language?: string;
            /** @description Post metrics (fieldset `METRICS`). Use Get Post Metrics for consistent values. */
            metrics?: components["schemas"]["Metrics"];
            /** @description SEO data (fieldset `SEO`). */
            seoData?: components["schemas"]["SeoSchema"];
            /** @description Contact ID of the post's owner (fieldset `CONTACT_ID`). */
            contactId?: string;
            /** @description Post content as a rich content document (fieldset `RICH_CONTENT`). */
            readonly richContent?: components["schemas"]["RichContent"];
            /** @description Whether the returned content is a preview of premium content (a limited number of paragraphs of paid content shown to non-subscribed users). Default `false`. */
            readonly preview?: boolean;
            /** @description Reserved for internal use. */
            contentId?: string;
            /** @description Reserved for internal use. ID of the member who most recently contributed to the post. */
            readonly mostRecentContributorId?: string;
            /** @description Moderation details. Only relevant to posts submitted by guest writers. */
            readonly moderationDetails?: components["schemas"]["ModerationDetails"];
            /** @description Post cover media. */
            media?: components["schemas"]["Media"];
            /** @description Post content as compressed binary data: the base64 of the gzip'ed UTF-8 JSON of a rich content document. Expanded by the runtime into `richContent`. */
            readonly richContentCompressed?: string;
            /** @description Whether a draft of the post has changes that are not published yet. */
            readonly hasUnpublishedChanges?: boolean;
            /** @description The post's translations (multilingual sites). */
            readonly translations?: components["schemas"]["PostTranslation"][];
            /** @description Whether the excerpt was set by a contributor (`true`) or generated from the content (`false`). */
            readonly customExcerpt?: boolean;
            /** @description Post reference ID, used to reference the post from other entities such as comments (fieldset `REFERENCE_ID`). */
            readonly referenceId?: string;
        };
        /** @description A translation of a post. */
        PostTranslation: {
            /** @description ID of the translated post. */
            id?: string;
            /** @description Language of the translated post. */
            language?: string;
            /** @description Slug of the translated post. */
            slug?: string;
            /** @description SEO data of the translated post. */
            seoData?: components["schemas"]["SeoSchema"];
            /** @description URL of the translated post. */
            url?: components["schemas"]["PageUrl"];
        };
        /** @description Engagement metrics of a post. */
        Metrics: {
            /** @description Total number of comments on the post. */
            readonly comments?: number;
            /** @description Total number of likes of the post. */
            readonly likes?: number;
            /** @description Total number of views of the post. */
            readonly views?: number;
            /** @description Total number of ratings of the post. */
            readonly totalRatings?: number;
            /** @description Average rating of the post, from 1 to 5. */
            readonly averageRating?: number;
        };
        /** @description Review details of a post submitted by a guest writer. Guest writers can write posts but not publish them; a blog editor approves or rejects the submission. */
        ModerationDetails: {
            /** @description Member ID of the person who submitted the post for review. */
            submittedBy?: string;
            /**
             * Format: date-time
             * @description Date the post was submitted for review.
             */
            submittedDate?: Date;
            status?: components["schemas"]["ModerationStatus"];
            /** @description Member ID of the person who approved or rejected the post. */
            moderatedBy?: string;
            /**
             * Format: date-time
             * @description Date the post was approved or rejected.
             */
            moderationDate?: Date;
        };
        /** @description Cover media of a post: either `wixMedia` (an image or a video hosted by the platform) or `embedMedia` (an embedded external video). */
        Media: {
            wixMedia?: components["schemas"]["WixMedia"];
            embedMedia?: components["schemas"]["EmbedMedia"];
            /** @description Whether the cover media is displayed. */
            displayed?: boolean;
            /** @description Whether custom cover media was set. If `false`, the first media item of the post's content serves as cover media. */
            custom?: boolean;
            /** @description Alternative text of the media. */
            altText?: string;
        };
        /** @description Media hosted by the platform. */
        WixMedia: {
            /** @description Image details. */
            image?: components["schemas"]["Image"];
            /** @description Video details. */
            videoV2?: components["schemas"]["VideoV2"];
        };
        /** @description Embedded external media. */
        EmbedMedia: {
            thumbnail?: components["schemas"]["EmbedThumbnail"];
            video?: components["schemas"]["EmbedVideo"];
        };
        /** @description Thumbnail of embedded media. */
        EmbedThumbnail: {
            /** @description Thumbnail URL. */
            url?: string;
            /** @description Thumbnail width. */
            width?: number;
            /** @description Thumbnail height. */
            height?: number;
        };
        /** @description Embedded video. */
        EmbedVideo: {
            /** @description Video URL. */
            url?: string;
            /** @description Video width. */
            width?: number;
            /** @description Video height. */
            height?: number;
        };
        /**
         * @deprecated
         * @description Deprecated cover media of a post (replaced by `media`). Either an image or a video.
         */
        CoverMedia: {
            /** @description Cover image. */
            image?: components["schemas"]["Image"];
            /** @description Cover video. */
            video?: components["schemas"]["Video"];
            /** @description Whether the cover media is enabled, as selected by the user, for display in the feed. */
            enabled?: boolean;
            /** @description Whether the cover media is displayed. */
            displayed?: boolean;
            /** @description Whether the cover media is custom. If `false`, the cover is the first media item of the content. */
            custom?: boolean;
        };
        /** @description A draft post (the SDK's `DraftPost`), the editable version of a post. */
        Draft: {
            /** @description Draft post ID. */
            readonly id?: string;
            /** @description Draft post title. */
            title?: string;
            /** @description Draft post excerpt. */
            excerpt?: string;
            /** @description Whether the draft post is marked as featured. */
            featured?: boolean;
            /** @description IDs of the draft post's categories. */
            categoryIds?: string[];
            /** @description Member ID of the draft post's owner. */
            memberId?: string;
            /** @description Hashtags in the post. */
            hashtags?: string[];
            /** @description Whether commenting on the draft post is enabled. */
            commentingEnabled?: boolean;
            /** @description Estimated reading time in minutes (calculated automatically). */
            readonly minutesToRead?: number;
            /** @description Image placed at the top of the post page. */
            heroImage?: components["schemas"]["Image"];
            /** @description IDs of the tags the draft post is tagged with. */
            tagIds?: string[];
            /** @description IDs of posts related to this draft post. */
            relatedPostIds?: string[];
            /** @description IDs of the pricing plans the post is assigned to, if any. */
            pricingPlanIds?: string[];
            /** @description ID shared by all translations of this post. Set only on creation. */
            translationId?: string;
            /** @description Language of the draft post, a 2-or-4-letter IETF BCP 47 language tag. */
            language?: string;
            /** @description What caused the latest change of the draft. */
            readonly changeOrigin?: components["schemas"]["DraftOrigin"];
            /** @description Reserved for internal use. */
            readonly contentId?: string;
            /** @description Reserved for internal use. ID of the current editing session. */
            editingSessionId?: string;
            /** @description Draft post content as a rich content document. */
            richContent?: components["schemas"]["RichContent"];
            /** @description Status of the draft post. */
            readonly status?: components["schemas"]["PostStatus"];
            /** @description Review details. Only relevant to posts submitted by guest writers. */
            moderationDetails?: components["schemas"]["ModerationDetails"];
            /** @description Reserved for internal use. ID of the member who most recently contributed to the draft. */
            readonly mostRecentContributorId?: string;
            /** @description Whether the draft has changes that are not published yet. */
            readonly hasUnpublishedChanges?: boolean;
            /**
             * Format: date-time
             * @description Date the draft post was last edited.
             */
            readonly editedDate?: Date;
            /**
             * Format: date-time
             * @description Date the draft post is scheduled to be published.
             */
            readonly scheduledPublishDate?: Date;
            /**
             * Format: date-time
             * @description Date the post was first published.
             */
            firstPublishedDate?: Date;
            /** @description SEO data. */
            seoData?: components["schemas"]["SeoSchema"];
            /** @description Preview of the post's URL once published. */
            readonly url?: components["schemas"]["PageUrl"];
            /**
             * Format: date-time
             * @description Date the draft post was created.
             */
            readonly createdDate?: Date;
            /** @description SEO slug. */
            seoSlug?: string;
            /** @description Post cover media. */
            media?: components["schemas"]["Media"];
            /** @description Number of paragraphs shown to non-paying users in a preview of paid content. */
            previewTextParagraph?: number;
            /** @description The post's translations (multilingual sites). */
            readonly translations?: components["schemas"]["DraftTranslation"][];
        };
        /** @description A translation of a draft post. */
        DraftTranslation: {
            /** @description ID of the translated post. */
            id?: string;
            /** @description Status of the translated post. */
            status?: components["schemas"]["PostStatus"];
            /** @description Language of the translated post. */
            language?: string;
            /** @description Slug of the translated post. */
            slug?: string;
            /** @description SEO data of the translated post. */
            seoData?: components["schemas"]["SeoSchema"];
            /** @description URL of the translated post. */
            url?: components["schemas"]["PageUrl"];
        };
        /** @description A blog category. Posts can be in up to 10 categories. */
        Category: {
            /** @description Category ID. */
            id?: string;
            /** @description Category label, displayed in the category menu. */
            label?: string;
            /** @description Number of posts in the category. */
            readonly postCount?: number;
            /** @description URL of the page that lists the category's posts. */
            readonly url?: components["schemas"]["PageUrl"];
            /** @description Category description. */
            description?: string;
            /**
             * @deprecated
             * @description Deprecated. Category title.
             */
            title?: string;
            /** @description Position of the category in the category menu, in ascending order. `-1` (the default) places the category at the end. */
            displayPosition?: number;
            /** @description ID shared by all translations of this category. */
            translationId?: string;
            /** @description Language of the category, a 2-or-4-letter IETF BCP 47 language tag. */
            language?: string;
            /** @description Last part of the category page's URL, e.g. `famous-cats`. */
            slug?: string;
            /** @description SEO data. */
            seoData?: components["schemas"]["SeoSchema"];
            /** @description Category cover image. */
            coverImage?: components["schemas"]["Image"];
            /** @description The category's translations (multilingual sites). */
            readonly translations?: components["schemas"]["CategoryTranslation"][];
            /**
             * Format: date-time
             * @description Date the category was last updated.
             */
            readonly updatedDate?: Date;
        };
        /** @description A translation of a category. */
        CategoryTranslation: {
            /** @description ID of the translated category. */
            id?: string;
            /** @description Label of the translated category. */
            label?: string;
            /** @description Language of the translated category. */
            language?: string;
            /** @description URL of the translated category page. */
            url?: components["schemas"]["PageUrl"];
        };
        /** @description A blog tag (the SDK's `BlogTag`). A blog can't have two tags with the same label. */
        Tag: {
            /** @description Tag ID. */
            readonly id?: string;
            /** @description Tag label. */
            label?: string;
            /** @description Last part of the tag page's URL. */
            slug?: string;
            /**
             * Format: date-time
             * @description Date the tag was created.
             */
            readonly createdDate?: Date;
            /**
             * Format: date-time
             * @description Date the tag was last updated.
             */
            readonly updatedDate?: Date;
            /**
             * @deprecated
             * @description Deprecated, use `publishedPostCount`. Number of posts with this tag, including unpublished drafts.
             */
            readonly postCount?: number;
            /** @description URL of the page that lists the tag's posts. */
            readonly url?: components["schemas"]["PageUrl"];
            /** @description Number of published posts with this tag. */
            readonly publishedPostCount?: number;
            /** @description ID shared by all translations of this tag. */
            readonly translationId?: string;
            /** @description Language of the tag, a 2-or-4-letter IETF BCP 47 language tag. */
            language?: string;
            /** @description SEO data. */
            seoData?: components["schemas"]["SeoSchema"];
        };
        /** @description A page URL in two parts; the runtime joins them into one absolute URL. */
        PageUrl: string;
        /** @description An image hosted by the platform's media manager. */
        Image: ImageRef;
        /** @description Focal point of an image. */
        FocalPoint: {
            /** @description X coordinate of the focal point. */
            x?: number;
            /** @description Y coordinate of the focal point. */
            y?: number;
            /** @description Crop height. */
            height?: number;
            /** @description Crop width. */
            width?: number;
        };
        /** @description A video hosted by the platform's media manager (legacy shape, used by `coverMedia`). */
        Video: VideoRef;
        /** @description A video hosted by the platform's media manager (current shape, used by `media.wixMedia.videoV2`). */
        VideoV2: VideoRef;
        /** @description One available resolution of a video. */
        VideoResolution: {
            /** @description Video URL. */
            url?: string;
            /** @description Video height. */
            height?: number;
            /** @description Video width. */
            width?: number;
            /** @description Video format, e.g. `mp4` or `hls`. */
            format?: string;
            /** @description Video quality, e.g. `480p` or `720p`. */
            quality?: string;
            /** @description Video file name. */
            filename?: string;
        };
        /** @description A video poster (thumbnail) image. Same fields as `Image`, but carried inside a video: the video's media conversion reads it, so it has no conversion of its own. */
        VideoPoster: {
            /** @description Media ID of the image. */
            id?: string;
            /** @description Image URL. */
            url?: string;
            /** @description Image height. */
            height?: number;
            /** @description Image width. */
            width?: number;
            /** @description Image alt text. */
            altText?: string;
            /** @description Image file name. */
            filename?: string;
        };
        /** @description SEO data: meta tags and settings that make search engines present the page properly. Overrides other sources of tags and is placed in the page's `<head>`. */
        SeoSchema: {
            /** @description SEO tags. */
            tags?: components["schemas"]["SeoTag"][];
            settings?: components["schemas"]["SeoSettings"];
        };
        /** @description One SEO tag (the SDK's SEO `Tag`). */
        SeoTag: {
            /** @description Tag type: `title`, `meta`, `script` or `link`. */
            type?: string;
            /** @description Tag attributes as key-value pairs, e.g. `{"name": "description", "content": "..."}`. */
            props?: {
                [key: string]: unknown;
            };
            /** @description Tag metadata, e.g. `{"height": 300, "width": 240}`. */
            meta?: {
                [key: string]: unknown;
            };
            /** @description Inner content of the tag, e.g. the text of a `<title>`. */
            children?: string;
            /** @description Whether the tag is a custom tag from the site's advanced SEO settings. */
            custom?: boolean;
            /** @description Whether the tag is disabled. */
            disabled?: boolean;
        };
        /** @description General SEO settings. */
        SeoSettings: {
            /** @description Whether the automatic redirect from the old URL to the new one is disabled. Default `false`. */
            preventAutoRedirect?: boolean;
            /** @description Keyword terms selected for the page. */
            keywords?: components["schemas"]["SeoKeyword"][];
        };
        /** @description An SEO keyword. */
        SeoKeyword: {
            /** @description Keyword value. */
            term?: string;
            /** @description Whether this is the main focus keyword. */
            isMain?: boolean;
            /** @description Source that added the keyword. */
            origin?: string;
        };
        /**
         * @description Status of a draft post (and of its translations).
         *     - `UNKNOWN`: unknown status.
         *     - `PUBLISHED`: the post is published.
         *     - `UNPUBLISHED`: the post is not published.
         *     - `SCHEDULED`: the post is scheduled for publication.
         *     - `DELETED`: the post is deleted (in the trash).
         *     - `IN_REVIEW`: the post was submitted by a guest writer and waits for review.
         * @enum {string}
         */
        PostStatus: "UNKNOWN" | "PUBLISHED" | "UNPUBLISHED" | "SCHEDULED" | "DELETED" | "IN_REVIEW";
        /**
         * @description Whether a guest writer's submission was approved or rejected.
         *     - `UNKNOWN`: not moderated (yet).
         *     - `APPROVED`: approved for publishing.
         *     - `REJECTED`: rejected.
         * @enum {string}
         */
        ModerationStatus: "UNKNOWN" | "APPROVED" | "REJECTED";
        /**
         * @description Sort order of List Posts (the SDK's `GetPostsSort`).
         *     - `FEED`: by `firstPublishedDate`, newest first, pinned posts first.
         *     - `PUBLISHED_DATE_ASC`: by `firstPublishedDate`, oldest first.
         *     - `PUBLISHED_DATE_DESC`: by `firstPublishedDate`, newest first.
         *     - `VIEW_COUNT`: by number of views, most viewed first.
         *     - `LIKE_COUNT`: by number of likes, most liked first.
         *     - `TITLE_ASC`: by `title`, ascending.
         *     - `TITLE_DESC`: by `title`, descending.
         * @enum {string}
         */
        SortOrder: "FEED" | "PUBLISHED_DATE_ASC" | "PUBLISHED_DATE_DESC" | "VIEW_COUNT" | "LIKE_COUNT" | "TITLE_ASC" | "TITLE_DESC";
        /**
         * @description Direction of a query sort entry (the SDK's `SortOrder`).
         * @enum {string}
         */
        SortDirection: "ASC" | "DESC";
        /**
         * @description Fieldsets: additional post fields to include in a response.
         *     - `UNKNOWN`: no additional field.
         *     - `URL`: the post URL.
         *     - `CONTENT_TEXT`: the post content as plain text.
         *     - `METRICS`: the post metrics.
         *     - `SEO`: the SEO data.
         *     - `CONTACT_ID`: the contact ID of the post's owner.
         *     - `RICH_CONTENT`: the post content as rich content.
         *     - `REFERENCE_ID`: the post reference ID.
         * @enum {string}
         */
        PostFieldField: "UNKNOWN" | "URL" | "CONTENT_TEXT" | "METRICS" | "SEO" | "CONTACT_ID" | "RICH_CONTENT" | "REFERENCE_ID";
        /**
         * @description Order of the periods returned by Query Post Count Stats (the SDK's `Order`). Default `OLDEST`.
         *     - `UNKNOWN`: unspecified.
         *     - `OLDEST`: by date, ascending.
         *     - `NEWEST`: by date, descending.
         * @enum {string}
         */
        PostCountOrder: "UNKNOWN" | "OLDEST" | "NEWEST";
        /**
         * @description Kind of identity that caused an event (the SDK's `WebhookIdentityType`).
         *     - `UNKNOWN`: unknown.
         *     - `ANONYMOUS_VISITOR`: a site visitor who is not logged in.
         *     - `MEMBER`: a logged-in site member.
         *     - `WIX_USER`: a site user (owner or contributor).
         *     - `APP`: an app.
         * @enum {string}
         */
        IdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        /**
         * @description What caused the latest change of a draft post (the SDK's `Origin`).
         *     - `UNKNOWN`: unknown.
         *     - `ADMIN`: changed by an admin.
         *     - `ADD_CATEGORIES`: categories were changed.
         *     - `AUTO_SAVE`: saved automatically.
         *     - `COPY_TEMPLATE`: copied from a template.
         *     - `IMPORT`: imported.
         *     - `IMPORT_BULK`: imported in bulk.
         *     - `IMPORT_HTML`: imported from HTML.
         *     - `IMPORT_PATCH`: patch import.
         *     - `LANGUAGE_CHANGE`: the language was changed.
         *     - `MANUAL_SAVE`: saved manually.
         *     - `MIGRATION`: changed by a migration.
         *     - `MODERATION`: changed by moderation.
         *     - `MOVE_TO_TRASH`: moved to the trash.
         *     - `PRICING_PLANS_CHANGE`: pricing plans were changed.
         *     - `PROVISION`: provisioned.
         *     - `PUBLISH`: published.
         *     - `REASSIGN_OWNER`: the owner was reassigned.
         *     - `REBLOG`: reblogged.
         *     - `RESTORE`: restored from the trash.
         *     - `REVERT_TO_DRAFT`: reverted to draft.
         *     - `TRANSLATION`: translated.
         *     - `UNPUBLISH`: unpublished.
         *     - `UNSCHEDULE`: unscheduled.
         *     - `NEW_EDIT_SESSION`: a new editing session started.
         *     - `SCHEDULING_SERVICE_SCHEDULE`: scheduled by the scheduling service.
         *     - `SCHEDULING_SERVICE_UNSCHEDULE`: unscheduled by the scheduling service.
         *     - `SCHEDULING_SERVICE_PUBLISH`: published by the scheduling service.
         *     - `SCHEDULE`: scheduled.
         *     - `REMOVE_FROM_MODERATION`: removed from moderation.
         *     - `REJECT_FROM_MODERATION`: rejected in moderation.
         *     - `APPROVE_IN_MODERATION`: approved in moderation.
         *     - `DELETE_TAG`: a tag was deleted.
         *     - `PIN`: pinned.
         *     - `UNPIN`: unpinned.
         *     - `AI_AUTO_SAVE`: saved automatically by an AI tool.
         * @enum {string}
         */
        DraftOrigin: "UNKNOWN" | "ADMIN" | "ADD_CATEGORIES" | "AUTO_SAVE" | "COPY_TEMPLATE" | "IMPORT" | "IMPORT_BULK" | "IMPORT_HTML" | "IMPORT_PATCH" | "LANGUAGE_CHANGE" | "MANUAL_SAVE" | "MIGRATION" | "MODERATION" | "MOVE_TO_TRASH" | "PRICING_PLANS_CHANGE" | "PROVISION" | "PUBLISH" | "REASSIGN_OWNER" | "REBLOG" | "RESTORE" | "REVERT_TO_DRAFT" | "TRANSLATION" | "UNPUBLISH" | "UNSCHEDULE" | "NEW_EDIT_SESSION" | "SCHEDULING_SERVICE_SCHEDULE" | "SCHEDULING_SERVICE_UNSCHEDULE" | "SCHEDULING_SERVICE_PUBLISH" | "SCHEDULE" | "REMOVE_FROM_MODERATION" | "REJECT_FROM_MODERATION" | "APPROVE_IN_MODERATION" | "DELETE_TAG" | "PIN" | "UNPIN" | "AI_AUTO_SAVE";
        /** @description Metadata of an event. */
        EventMetadata: {
            /** @description Event ID. Use it to spot and ignore duplicate deliveries. */
            id?: string;
            /** @description Fully qualified domain name of the entity, e.g. `wix.blog.v3.post`. */
            entityFqdn?: string;
            /** @description Event action name, e.g. `created`, `updated`, `deleted`, `liked`. */
            slug?: string;
            /** @description ID of the entity the event is about. */
            entityId?: string;
            /**
             * Format: date-time
             * @description When the event happened (UTC).
             */
            eventTime?: Date;
            /** @description Whether the event was triggered by a privacy regulation request (for example GDPR). */
            triggeredByAnonymizeRequest?: boolean;
            /** @description The action that triggered the event, if known. */
            originatedFrom?: string;
            /** @description Sequence number of the entity's updates; a later update has a higher number. Compare it to the last one handled to ignore out-of-order deliveries. */
            entityEventSequence?: string;
            /** @description App instance ID. */
            instanceId?: string;
            /** @description Event type, e.g. `wix.blog.v3.post_created`. */
            eventType?: string;
            identity?: components["schemas"]["IdentificationData"];
            accountInfo?: components["schemas"]["AccountInfo"];
        };
        /** @description Who caused the event. Exactly one of the IDs is set, matching `identityType`. */
        IdentificationData: {
            identityType?: components["schemas"]["IdentityType"];
            /** @description ID of a site visitor who is not logged in. */
            anonymousVisitorId?: string;
            /** @description ID of a logged-in site member. */
            memberId?: string;
            /** @description ID of a site user (owner, contributor...). */
            wixUserId?: string;
            /** @description ID of an app. */
            appId?: string;
        };
        /** @description Account the event belongs to. */
        AccountInfo: {
            /** @description ID of the account. */
            accountId?: string;
            /** @description ID of the parent account, when the account is a child account. */
            parentAccountId?: string;
            /** @description ID of the site, when the event is tied to a site. */
            siteId?: string;
        };
        PostCreatedEvent: {
            entity: components["schemas"]["Post"];
            metadata: components["schemas"]["EventMetadata"];
        };
        PostUpdatedEvent: {
            /** @description The post after the update. */
            entity: components["schemas"]["Post"];
            metadata: components["schemas"]["EventMetadata"];
        };
        PostDeletedEvent: {
            /** @description The deleted post, when delivered. Its ID is always `metadata.entityId`. */
            entity?: components["schemas"]["Post"];
            metadata: components["schemas"]["EventMetadata"];
        };
        PostLikedEvent: {
            data: components["schemas"]["PostLiked"];
            metadata: components["schemas"]["EventMetadata"];
        };
        PostUnlikedEvent: {
            data: components["schemas"]["PostUnliked"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description A like of a post. Either `memberId` or `anonymousVisitorId` is set. */
        PostLiked: {
            /** @description ID of the liked post. */
            postId?: string;
            /** @description Member ID of the person who liked the post, when logged in. */
            memberId?: string;
            /** @description Visitor ID of the person who liked the post, when not logged in. */
            anonymousVisitorId?: string;
        };
        /** @description Removal of a like of a post. Either `memberId` or `anonymousVisitorId` is set. */
        PostUnliked: {
            /** @description ID of the unliked post. */
            postId?: string;
            /** @description Member ID of the person who removed the like, when logged in. */
            memberId?: string;
            /** @description Visitor ID of the person who removed the like, when not logged in. */
            anonymousVisitorId?: string;
        };
        DraftCreatedEvent: {
            entity: components["schemas"]["Draft"];
            metadata: components["schemas"]["EventMetadata"];
        };
        DraftUpdatedEvent: {
            /** @description The draft post after the update. */
            entity: components["schemas"]["Draft"];
            metadata: components["schemas"]["EventMetadata"];
        };
        DraftDeletedEvent: {
            /** @description The deleted draft post, when delivered. Its ID is always `metadata.entityId`. */
            entity?: components["schemas"]["Draft"];
            metadata: components["schemas"]["EventMetadata"];
        };
        CategoryCreatedEvent: {
            entity: components["schemas"]["Category"];
            metadata: components["schemas"]["EventMetadata"];
        };
        CategoryUpdatedEvent: {
            /** @description The category after the update. */
            entity: components["schemas"]["Category"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description The deleted category's ID is `metadata.entityId`. */
        CategoryDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        TagCreatedEvent: {
            entity: components["schemas"]["Tag"];
            metadata: components["schemas"]["EventMetadata"];
        };
        TagUpdatedEvent: {
            /** @description The tag after the update. */
            entity: components["schemas"]["Tag"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description The deleted tag's ID is `metadata.entityId`. */
        TagDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description A rich content (Ricos) document: a tree of nodes, document metadata and document-wide styles. */
        RichContent: {
            /** @description Node objects representing a rich content document. */
            nodes?: components["schemas"]["Node"][];
            /** @description Object metadata. */
            metadata?: components["schemas"]["RichContentMetadata"];
            /** @description Global styling for header, paragraph, block quote, and code block nodes in the object. */
            documentStyle?: components["schemas"]["DocumentStyle"];
        };
        /** @description A node of a rich content document. `type` says which kind of node it is; the matching `<kind>Data` property (e.g. `paragraphData` for `PARAGRAPH`, `textData` for `TEXT`) holds its data, and `nodes` its children. */
        Node: {
            /** @description Node type. Use `APP_EMBED` for nodes that embed content from other Wix apps. Use `EMBED` to embed content in [oEmbed](https://oembed.com/) format. */
            type?: components["schemas"]["NodeType"];
            /** @description Node ID. */
            id?: string;
            /** @description A list of child nodes. */
            nodes?: components["schemas"]["Node"][];
            /** @description Padding and background color styling for the node. */
            style?: components["schemas"]["NodeStyle"];
            /** @description Data for a button node. */
            buttonData?: components["schemas"]["ButtonData"];
            /** @description Data for a code block node. */
            codeBlockData?: components["schemas"]["CodeBlockData"];
            /** @description Data for a divider node. */
            dividerData?: components["schemas"]["DividerData"];
            /** @description Data for a file node. */
            fileData?: components["schemas"]["FileData"];
            /** @description Data for a gallery node. */
            galleryData?: components["schemas"]["GalleryData"];
            /** @description Data for a GIF node. */
            gifData?: components["schemas"]["GIFData"];
            /** @description Data for a heading node. */
            headingData?: components["schemas"]["HeadingData"];
            /** @description Data for an embedded HTML node. */
            htmlData?: components["schemas"]["HTMLData"];
            /** @description Data for an image node. */
            imageData?: components["schemas"]["ImageData"];
            /** @description Data for a link preview node. */
            linkPreviewData?: components["schemas"]["LinkPreviewData"];
            mapData?: components["schemas"]["MapData"];
            /** @description Data for a paragraph node. */
            paragraphData?: components["schemas"]["ParagraphData"];
            /** @description Data for a poll node. */
            pollData?: components["schemas"]["PollData"];
            /** @description Data for a text node. Used to apply decorations to text. */
            textData?: components["schemas"]["TextData"];
            /** @description Data for an app embed node. */
            appEmbedData?: components["schemas"]["AppEmbedData"];
            /** @description Data for a video node. */
            videoData?: components["schemas"]["VideoData"];
            /** @description Data for an oEmbed node. */
            embedData?: components["schemas"]["EmbedData"];
            /** @description Data for a collapsible list node. */
            collapsibleListData?: components["schemas"]["CollapsibleListData"];
            /** @description Data for a table node. */
            tableData?: components["schemas"]["TableData"];
            /** @description Data for a table cell node. */
            tableCellData?: components["schemas"]["TableCellData"];
            /** @description Data for a custom external node. */
            externalData?: {
                [key: string]: unknown;
            };
            /** @description Data for an audio node. */
            audioData?: components["schemas"]["AudioData"];
            /** @description Data for an ordered list node. */
            orderedListData?: components["schemas"]["OrderedListData"];
            /** @description Data for a bulleted list node. */
            bulletedListData?: components["schemas"]["BulletedListData"];
            /** @description Data for a block quote node. */
            blockquoteData?: components["schemas"]["BlockquoteData"];
            /** @description Data for a caption node. */
            captionData?: components["schemas"]["CaptionData"];
            /** @description Data for a layout node. Reserved for future use. */
            layoutData?: components["schemas"]["LayoutData"];
            /** @description Data for a cell node. */
            layoutCellData?: components["schemas"]["LayoutCellData"];
            /** @description Data for a shape node. */
            shapeData?: components["schemas"]["ShapeData"];
            /** @description Data for a card node. */
            cardData?: components["schemas"]["CardData"];
            /** @description Data for a table of contents node. */
            tocData?: components["schemas"]["TocData"];
            /** @description Data for a smart block node. */
            smartBlockData?: components["schemas"]["SmartBlockData"];
            /** @description Data for a smart block cell node. */
            smartBlockCellData?: components["schemas"]["SmartBlockCellData"];
            /** @description Data for a checkbox list node. */
            checkboxListData?: components["schemas"]["CheckboxListData"];
            /** @description Data for a list item node. */
            listItemData?: components["schemas"]["ListItemNodeData"];
        };
        ButtonData: {
            /** @description Styling for the button's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description The button type. */
            type?: components["schemas"]["ButtonDataType"];
            /** @description Styling for the button. */
            styles?: components["schemas"]["ButtonDataStyles"];
            /** @description The text to display on the button. */
            text?: string;
            /** @description Button link details. */
            link?: components["schemas"]["NodeLink"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        PluginContainerData: {
            /** @description The width of the node when it's displayed. */
            width?: components["schemas"]["PluginContainerDataWidth"];
            /** @description The node's alignment within its container. */
            alignment?: components["schemas"]["PluginContainerDataAlignment"];
            /** @description Spoiler cover settings for the node. */
            spoiler?: components["schemas"]["Spoiler"];
            /** @description The height of the node when it's displayed. */
            height?: components["schemas"]["Height"];
            /** @description Sets whether text should wrap around this node when it's displayed. If `textWrap` is `false`, the node takes up the width of its container. Defaults to `true` for all node types except 'DIVIVDER' where it defaults to `false`. */
            textWrap?: boolean;
        };
        PluginContainerDataWidth: {
            /** @description One of the following predefined width options: `CONTENT`: The width of the container matches the content width. `SMALL`: A small width. `ORIGINAL`: For `imageData` containers only. The width of the container matches the original image width. `FULL_WIDTH`: For `imageData` containers only. The... */
            size?: components["schemas"]["WidthType"];
            /** @description A custom width value in pixels. */
            custom?: string;
        };
        /**
         * @description - `CONTENT`: Width matches the content width
         *     - `SMALL`: Small Width
         *     - `ORIGINAL`: Width will match the original asset width
         *     - `FULL_WIDTH`: coast-to-coast display
         * @enum {string}
         */
        WidthType: "CONTENT" | "SMALL" | "ORIGINAL" | "FULL_WIDTH";
        /**
         * @description - `CENTER`: Center Alignment
         *     - `LEFT`: Left Alignment
         *     - `RIGHT`: Right Alignment
         * @enum {string}
         */
        PluginContainerDataAlignment: "CENTER" | "LEFT" | "RIGHT";
        Spoiler: {
            /** @description Sets whether the spoiler cover is enabled for this node. Defaults to `false`. */
            enabled?: boolean;
            /** @description The description displayed on top of the spoiler cover. */
            description?: string;
            /** @description The text for the button used to remove the spoiler cover. */
            buttonText?: string;
        };
        Height: {
            /** @description A custom height value in pixels. */
            custom?: string;
        };
        /**
         * @description - `LINK`: Regular link button
         *     - `ACTION`: Triggers custom action that is defined in plugin configuration by the consumer
         * @enum {string}
         */
        ButtonDataType: "LINK" | "ACTION";
        ButtonDataStyles: {
            /** @description Deprecated: Use `borderWidth` and `borderRadius` instead. */
            border?: components["schemas"]["Border"];
            /** @description Deprecated: Use `textColor`, `borderColor` and `backgroundColor` instead. */
            colors?: components["schemas"]["Colors"];
            /** @description Border width in pixels. */
            borderWidth?: number;
            /** @description Deprecated: Use `borderWidth` for normal/hover states instead. */
            borderWidthHover?: number;
            /** @description Border radius in pixels. */
            borderRadius?: number;
            /** @description Border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Border color as a hexadecimal value (hover state). */
            borderColorHover?: string;
            /** @description Text color as a hexadecimal value. */
            textColor?: string;
            /** @description Text color as a hexadecimal value (hover state). */
            textColorHover?: string;
            /** @description Deprecated: Use `background` instead. */
            backgroundColor?: string;
            /** @description Deprecated: Use `backgroundHover` instead. */
            backgroundColorHover?: string;
            /** @description Button size option, one of `SMALL`, `MEDIUM` or `LARGE`. Defaults to `MEDIUM`. */
            buttonSize?: string;
            /** @description Background styling (color or gradient). */
            background?: components["schemas"]["Background"];
            /** @description Background styling for hover state (color or gradient). */
            backgroundHover?: components["schemas"]["Background"];
        };
        Border: {
            /** @description Deprecated: Use `borderWidth` in `styles` instead. */
            width?: number;
            /** @description Deprecated: Use `borderRadius` in `styles` instead. */
            radius?: number;
        };
        Colors: {
            /** @description Deprecated: Use `textColor` in `styles` instead. */
            text?: string;
            /** @description Deprecated: Use `borderColor` in `styles` instead. */
            border?: string;
            /** @description Deprecated: Use `backgroundColor` in `styles` instead. */
            background?: string;
        };
        /** @description Background styling (color or gradient) */
        Background: {
            /** @description Background type. */
            type?: components["schemas"]["BackgroundType"];
            /** @description Background color as a hexadecimal value. */
            color?: string;
            /** @description Gradient configuration. */
            gradient?: components["schemas"]["Gradient"];
        };
        /**
         * @description Background type
         *     - `COLOR`: Solid color background
         *     - `GRADIENT`: Gradient background
         * @enum {string}
         */
        BackgroundType: "COLOR" | "GRADIENT";
        Gradient: {
            /** @description Gradient type. */
            type?: components["schemas"]["GradientType"];
            /** @description Color stops for the gradient. */
            stops?: components["schemas"]["Stop"][];
            /** @description Angle in degrees for linear gradient (0-360). */
            angle?: number;
            /** @description Horizontal center position for radial gradient (0-100). */
            centerX?: number;
            /** @description Vertical center position for radial gradient (0-100). */
            centerY?: number;
        };
        /**
         * @description Gradient type.
         *     - `LINEAR`: Linear gradient.
         *     - `RADIAL`: Radial gradient.
         * @enum {string}
         */
        GradientType: "LINEAR" | "RADIAL";
        /** @description A single color stop in the gradient. */
        Stop: {
            /** @description Stop color as hex value. */
            color?: string;
            /** @description Stop position (0-1). */
            position?: number;
        };
        NodeLink: {
            /** @description The absolute URL for the linked document. */
            url?: string;
            /** @description The target node's ID. Used for linking to another node in this object. */
            anchor?: string;
            /** @description he HTML `target` attribute value for the link. This property defines where the linked document opens as follows: `SELF` - Default. Opens the linked document in the same frame as the link. `BLANK` - Opens the linked document in a new browser tab or window. `PARENT` - Opens the linked document in... */
            target?: components["schemas"]["Target"];
            /** @description The HTML `rel` attribute value for the link. This object specifies the relationship between the current document and the linked document. */
            rel?: components["schemas"]["Rel"];
            /** @description A serialized object used for a custom or external link panel. */
            customData?: string;
        };
        /**
         * @description - `SELF`: Opens the linked document in the same frame as it was clicked (this is default)
         *     - `BLANK`: Opens the linked document in a new window or tab
         *     - `PARENT`: Opens the linked document in the parent frame
         *     - `TOP`: Opens the linked document in the full body of the window
         * @enum {string}
         */
        Target: "SELF" | "BLANK" | "PARENT" | "TOP";
        Rel: {
            /** @description Indicates to search engine crawlers not to follow the link. Defaults to `false`. */
            nofollow?: boolean;
            /** @description Indicates to search engine crawlers that the link is a paid placement such as sponsored content or an advertisement. Defaults to `false`. */
            sponsored?: boolean;
            /** @description Indicates that this link is user-generated content and isn't necessarily trusted or endorsed by the page’s author. For example, a link in a fourm post. Defaults to `false`. */
            ugc?: boolean;
            /** @description Indicates that this link protect referral information from being passed to the target website. */
            noreferrer?: boolean;
        };
        Animation: {
            /** @description Animation kind. */
            type?: components["schemas"]["AnimationType"];
            /** @description Entrance animation, played once when the node first enters the viewport (VIEW). */
            entrance?: components["schemas"]["EntranceAnimation"];
            /** @description Looping animation, repeated indefinitely while the node is on the page. When combined with entrance, the loop starts after the entrance finishes (VIEW). */
            loop?: components["schemas"]["LoopAnimation"];
            /** @description Effect that follows the visitor's pointer (POINTER). */
            effect?: components["schemas"]["PointerEffect"];
            /** @description How quickly the node settles toward the pointer, in milliseconds (POINTER). */
            transitionDuration?: number;
        };
        /**
         * @description - `VIEW`: Animations that play while the node is in view.
         *     - `POINTER`: Animations driven by the visitor's mouse position.
         * @enum {string}
         */
        AnimationType: "VIEW" | "POINTER";
        EntranceAnimation: {
            /** @description The entrance effect to play. */
            effect?: components["schemas"]["EntranceEffect"];
            /** @description Effect duration in milliseconds. Each effect has its own default. */
            duration?: number;
            /** @description Delay before the effect starts, in milliseconds. */
            delay?: number;
        };
        EntranceEffect: {
            /** @description The entrance effect type. */
            type?: components["schemas"]["EntranceEffectType"];
            /** @description Direction the effect enters from. Allowed values depend on the effect type (e.g. TOP/RIGHT/BOTTOM/LEFT, the diagonals with or without CENTER, corners, HORIZONTAL/VERTICAL, CLOCKWISE/COUNTER_CLOCKWISE). */
            direction?: string;
            /** @description Clip-path shape: ELLIPSE, CIRCLE, RECTANGLE, or DIAMOND (SHAPE). */
            shape?: string;
            /** @description Motion style: GENTLE, MODERATE, or INTENSE. Only the effects that expose one accept it. */
            easing?: string;
        };
        /**
         * @description - `FADE`: Fades in from fully transparent to fully opaque.
         *     - `ARC`: Enters along a 3D arc path.
         *     - `BLUR`: Transitions from blurred to sharp.
         *     - `BOUNCE`: Bounces into place with an elastic curve.
         *     - `DROP`: Shrinks down from a larger size.
         *     - `EXPAND`: Expands from a point, scaling to full size.
         *     - `FLIP`: Flips into view with a 3D rotation.
         *     - `FLOAT`: Drifts gently into place.
         *     - `FOLD`: Unfolds from an edge as if hinged.
         *     - `GLIDE`: Glides in smoothly from off-screen.
         *     - `REVEAL`: Progressively revealed by an expanding clip-path.
         *     - `SHAPE`: Appears through an expanding geometric clip-path shape.
         *     - `SHUTTERS`: Revealed through shutter-like strips.
         *     - `SLIDE`: Slides in from one side.
         *     - `SPIN`: Spins into view while scaling up.
         *     - `TILT`: Tilts in from the side with 3D rotation.
         *     - `TURN`: Rotates into view around a corner pivot.
         *     - `WINK`: Expands from its horizontal or vertical center.
         * @enum {string}
         */
        EntranceEffectType: "FADE" | "ARC" | "BLUR" | "BOUNCE" | "DROP" | "EXPAND" | "FLIP" | "FLOAT" | "FOLD" | "GLIDE" | "REVEAL" | "SHAPE" | "SHUTTERS" | "SLIDE" | "SPIN" | "TILT" | "TURN" | "WINK";
        LoopAnimation: {
            /** @description The looping effect to repeat. */
            effect?: components["schemas"]["LoopEffect"];
            /** @description Duration of a single iteration in milliseconds. Each effect has its own default. */
            duration?: number;
            /** @description Pause between iterations in milliseconds. */
            iterationDelay?: number;
        };
        LoopEffect: {
            /** @description The looping effect type. */
            type?: components["schemas"]["LoopEffectType"];
            /** @description Direction of the effect. Allowed values depend on the effect type (e.g. TOP/RIGHT/BOTTOM/LEFT, LEFT/RIGHT, HORIZONTAL/VERTICAL with or without CENTER, CLOCKWISE/COUNTER_CLOCKWISE). */
            direction?: string;
            /** @description Motion style: GENTLE, MODERATE, or INTENSE. Only the effects that expose one accept it. */
            easing?: string;
        };
        /**
         * @description - `BOUNCE`: Bounces up and down in place.
         *     - `BREATHE`: Scales gently in and out along an axis.
         *     - `CROSS`: Drifts toward one side, then re-enters from the opposite side.
         *     - `FLASH`: Fades out to fully transparent and back in.
         *     - `FLIP`: Rotates a full turn around its horizontal or vertical axis.
         *     - `FOLD`: Folds back and forth around a hinged edge.
         *     - `JELLO`: Wobbles with a jelly-like skew.
         *     - `POKE`: Nudges repeatedly toward a direction.
         *     - `PULSE`: Scales up and back down rhythmically.
         *     - `RUBBER`: Stretches and squashes like a rubber band.
         *     - `SPIN`: Rotates continuously around its center.
         *     - `SWING`: Swings back and forth around an edge pivot.
         *     - `WIGGLE`: Rocks side to side with an accumulating rotation.
         * @enum {string}
         */
        LoopEffectType: "BOUNCE" | "BREATHE" | "CROSS" | "FLASH" | "FLIP" | "FOLD" | "JELLO" | "POKE" | "PULSE" | "RUBBER" | "SPIN" | "SWING" | "WIGGLE";
        PointerEffect: {
            /** @description The mouse effect type. */
            type?: components["schemas"]["PointerEffectType"];
            /** @description Reacts away from the pointer instead of toward it. */
            inverted?: boolean;
            /** @description One field, two value spaces (the effect type says which): the axis the movement is constrained to — HORIZONTAL, VERTICAL, or BOTH (AIRY, SCALE, SKEW, TRACK, TRACK_3D) — or the edge/center axis the node swivels around — TOP, BOTTOM, LEFT, RIGHT, CENTER_HORIZONTAL, or CENTER_VERTICAL (SWIVEL).... */
            axis?: string;
            /** @description Whether the node grows or shrinks as the pointer nears: UP or DOWN (SCALE). */
            direction?: string;
            /** @description Motion style: GENTLE, MODERATE, or INTENSE. */
            easing?: string;
        };
        /**
         * @description - `AIRY`: Drifts loosely after the pointer with a light rotation.
         *     - `BLOB`: Squashes and stretches toward the pointer.
         *     - `BLUR`: Shifts after the pointer while blurring.
         *     - `SCALE`: Scales as the pointer approaches.
         *     - `SKEW`: Skews toward the pointer.
         *     - `SWIVEL`: Rotates around a pivot edge or axis, following the pointer.
         *     - `TILT_3D`: Tilts in 3D perspective toward the pointer.
         *     - `TRACK`: Follows the pointer's position.
         *     - `TRACK_3D`: Follows the pointer with a 3D depth motion.
         * @enum {string}
         */
        PointerEffectType: "AIRY" | "BLOB" | "BLUR" | "SCALE" | "SKEW" | "SWIVEL" | "TILT_3D" | "TRACK" | "TRACK_3D";
        CodeBlockData: {
            /** @description Styling for the code block's text. */
            textStyle?: components["schemas"]["TextStyle"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        TextStyle: {
            /** @description Text alignment. Defaults to `AUTO`. */
            textAlignment?: components["schemas"]["TextAlignment"];
            /** @description A CSS `line-height` value for the text expressed as a ratio relative to the font size. For example, if the font size is 20px, a `lineHeight` value of `'1.5'`` results in a line height of 30px. */
            lineHeight?: string;
        };
        /**
         * @description - `AUTO`: browser default, eqivalent to `initial`
         *     - `LEFT`: Left align
         *     - `RIGHT`: Right align
         *     - `CENTER`: Center align
         *     - `JUSTIFY`: Text is spaced to line up its left and right edges to the left and right edges of the line box, except for the last line
         * @enum {string}
         */
        TextAlignment: "AUTO" | "LEFT" | "RIGHT" | "CENTER" | "JUSTIFY";
        DividerData: {
            /** @description Styling for the divider's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Divider line style. */
            lineStyle?: components["schemas"]["LineStyle"];
            /** @description Divider width. */
            width?: components["schemas"]["Width"];
            /** @description Divider alignment. */
            alignment?: components["schemas"]["DividerDataAlignment"];
            /** @description Visual styling for the divider lines. */
            styles?: components["schemas"]["DividerDataStyles"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        /**
         * @description - `SINGLE`: Single Line
         *     - `DOUBLE`: Double Line
         *     - `DASHED`: Dashed Line
         *     - `DOTTED`: Dotted Line
         * @enum {string}
         */
        LineStyle: "SINGLE" | "DOUBLE" | "DASHED" | "DOTTED";
        /**
         * @description - `LARGE`: Large line
         *     - `MEDIUM`: Medium line
         *     - `SMALL`: Small line
         * @enum {string}
         */
        Width: "LARGE" | "MEDIUM" | "SMALL";
        /**
         * @description - `CENTER`: Center alignment
         *     - `LEFT`: Left alignment
         *     - `RIGHT`: Right alignment
         * @enum {string}
         */
        DividerDataAlignment: "CENTER" | "LEFT" | "RIGHT";
        DividerDataStyles: {
            /** @description Divider color as a hexadecimal value. An alpha channel controls opacity. */
            color?: string;
            /** @description Divider line ending shape. */
            lineCap?: components["schemas"]["LineCap"];
            /** @description Line thicknesses in pixels, ordered from first line to last line. */
            lineThickness?: number[];
            /** @description Visible dash length for dashed dividers, in pixels. The pattern is snapped to a whole number of dashes so that the first and last dash touch the divider's edges - narrower containers show fewer dashes at the same size. */
            dashLength?: number;
            /** @description Visible gap between dashes or dots, in pixels. */
            dashGap?: number;
            /** @description Gap between divider lines in pixels. */
            lineGap?: number;
        };
        /**
         * @description - `SQUARE`: Square line endings.
         *     - `ROUND`: Rounded line endings.
         * @enum {string}
         */
        LineCap: "SQUARE" | "ROUND";
        FileData: {
            /** @description Styling for the file's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description The source for the file's data. */
            src?: components["schemas"]["FileSource"];
            /** @description File name. */
            name?: string;
            /** @description File type. */
            type?: string;
            /** @description Use `sizeInKb` instead. */
            size?: number;
            /** @description Settings for PDF files. */
            pdfSettings?: components["schemas"]["PDFSettings"];
            /** @description File MIME type. */
            mimeType?: string;
            /** @description File path. */
            path?: string;
            /** @description File size in KB. */
            sizeInKb?: string;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        FileSource: {
            /** @description The absolute URL for the file's source. */
            url?: string;
            /** @description Custom ID. Use `id` instead. */
            custom?: string;
            /** @description An ID that's resolved to a URL by a resolver function. */
            id?: string;
            /** @description Indicates whether the file's source is private. Defaults to `false`. */
            private?: boolean;
        };
        PDFSettings: {
            /** @description PDF view mode. One of the following: `NONE` : The PDF isn't displayed. `FULL` : A full page view of the PDF is displayed. `MINI` : A mini view of the PDF is displayed. */
            viewMode?: components["schemas"]["ViewMode"];
            /** @description Sets whether the PDF download button is disabled. Defaults to `false`. */
            disableDownload?: boolean;
            /** @description Sets whether the PDF print button is disabled. Defaults to `false`. */
            disablePrint?: boolean;
        };
        /**
         * @description - `NONE`: No PDF view
         *     - `FULL`: Full PDF view
         *     - `MINI`: Mini PDF view
         * @enum {string}
         */
        ViewMode: "NONE" | "FULL" | "MINI";
        GalleryData: {
            /** @description Styling for the gallery's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description The items in the gallery. */
            items?: components["schemas"]["GalleryItem"][];
            /** @description Options for defining the gallery's appearance. */
            options?: components["schemas"]["GalleryOptions"];
            /** @description Sets whether the gallery's expand button is disabled. Defaults to `false`. */
            disableExpand?: boolean;
            /** @description Sets whether the gallery's download button is disabled. Defaults to `false`. */
            disableDownload?: boolean;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        GalleryItem: {
            /** @description An image item. */
            image?: components["schemas"]["GalleryImage"];
            /** @description A video item. */
            video?: components["schemas"]["GalleryVideo"];
            /** @description Item title. */
            title?: string;
            /** @description Item's alternative text. */
            altText?: string;
        };
        GalleryImage: {
            /** @description Image file details. */
            media?: components["schemas"]["NodeMedia"];
            /** @description Link details for images that are links. */
            link?: components["schemas"]["NodeLink"];
        };
        /** @description A media file referenced from a rich content node (image, video, audio...). A plain object: no media conversion applies inside the node tree. */
        NodeMedia: {
            /** @description The source for the media's data. */
            src?: components["schemas"]["FileSource"];
            /** @description Media width in pixels. */
            width?: number;
            /** @description Media height in pixels. */
            height?: number;
            /** @description Media duration in seconds. Only relevant for audio and video files. */
            duration?: number;
        };
        GalleryVideo: {
            /** @description Video file details. */
            media?: components["schemas"]["NodeMedia"];
            /** @description Video thumbnail file details. */
            thumbnail?: components["schemas"]["NodeMedia"];
        };
        GalleryOptions: {
            /** @description Gallery layout. */
            layout?: components["schemas"]["GalleryOptionsLayout"];
            /** @description Styling for gallery items. */
            item?: components["schemas"]["ItemStyle"];
            /** @description Styling for gallery thumbnail images. */
            thumbnails?: components["schemas"]["Thumbnails"];
        };
        GalleryOptionsLayout: {
            /** @description Gallery layout type. */
            type?: components["schemas"]["LayoutType"];
            /** @description Sets whether horizontal scroll is enabled. Defaults to `true` unless the layout `type` is set to `GRID` or `COLLAGE`. */
            horizontalScroll?: boolean;
            /** @description Gallery orientation. */
            orientation?: components["schemas"]["Orientation"];
            /** @description The number of columns to display on full size screens. */
            numberOfColumns?: number;
            /** @description The number of columns to display on mobile screens. */
            mobileNumberOfColumns?: number;
        };
        /**
         * @description - `COLLAGE`: Collage type
         *     - `MASONRY`: Masonry type
         *     - `GRID`: Grid type
         *     - `THUMBNAIL`: Thumbnail type
         *     - `SLIDER`: Slider type
         *     - `SLIDESHOW`: Slideshow type
         *     - `PANORAMA`: Panorama type
         *     - `COLUMN`: Column type
         *     - `MAGIC`: Magic type
         *     - `FULLSIZE`: Fullsize images type
         * @enum {string}
         */
        LayoutType: "COLLAGE" | "MASONRY" | "GRID" | "THUMBNAIL" | "SLIDER" | "SLIDESHOW" | "PANORAMA" | "COLUMN" | "MAGIC" | "FULLSIZE";
        /**
         * @description - `ROWS`: Rows Orientation
         *     - `COLUMNS`: Columns Orientation
         * @enum {string}
         */
        Orientation: "ROWS" | "COLUMNS";
        ItemStyle: {
            /** @description Desirable dimension for each item in pixels (behvaior changes according to gallery type) */
            targetSize?: number;
            /** @description Item ratio */
            ratio?: number;
            /** @description Sets how item images are cropped. */
            crop?: components["schemas"]["Crop"];
            /** @description The spacing between items in pixels. */
            spacing?: number;
        };
        /**
         * @description - `FILL`: Crop to fill
         *     - `FIT`: Crop to fit
         * @enum {string}
         */
        Crop: "FILL" | "FIT";
        Thumbnails: {
            /** @description Thumbnail alignment. */
            placement?: components["schemas"]["ThumbnailsAlignment"];
            /** @description Spacing between thumbnails in pixels. */
            spacing?: number;
        };
        /**
         * @description - `TOP`: Top alignment
         *     - `RIGHT`: Right alignment
         *     - `BOTTOM`: Bottom alignment
         *     - `LEFT`: Left alignment
         *     - `NONE`: No thumbnail
         * @enum {string}
         */
        ThumbnailsAlignment: "TOP" | "RIGHT" | "BOTTOM" | "LEFT" | "NONE";
        GIFData: {
            /** @description Styling for the GIF's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description The source of the full size GIF. */
            original?: components["schemas"]["GIF"];
            /** @description The source of the downsized GIF. */
            downsized?: components["schemas"]["GIF"];
            /** @description Height in pixels. */
            height?: number;
            /** @description Width in pixels. */
            width?: number;
            /** @description Type of GIF (Sticker or NORMAL). Defaults to `NORMAL`. */
            gifType?: components["schemas"]["GIFType"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        GIF: {
            /** @description GIF format URL. */
            gif?: string;
            /** @description MP4 format URL. */
            mp4?: string;
            /** @description Thumbnail URL. */
            still?: string;
        };
        /**
         * @description Kind of GIF: `NORMAL` or `STICKER`.
         * @enum {string}
         */
        GIFType: "NORMAL" | "STICKER";
        HeadingData: {
            /** @description Heading level from 1-6. */
            level?: number;
            /** @description Styling for the heading text. */
            textStyle?: components["schemas"]["TextStyle"];
            /** @description Indentation level from 1-4. */
            indentation?: number;
            /** @description Rendered heading level for SEO/accessibility, overrides the HTML tag when set. */
            renderedLevel?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        HTMLData: {
            /** @description The URL for the HTML code for the node. */
            url?: string;
            /** @description The HTML code for the node. */
            html?: string;
            /** @description Whether this is an AdSense element. Use `source` instead. */
            isAdsense?: boolean;
            /** @description The WixelWidget ID for AI_WIDGET source nodes. */
            widgetId?: string;
            /** @description Styling for the HTML node's container. Height property is irrelevant for HTML embeds when autoHeight is set to `true`. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description The type of HTML code. */
            source?: components["schemas"]["HTMLSource"];
            /** @description If container height is aligned with its content height. Defaults to `true`. */
            autoHeight?: boolean;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        /**
         * @description Origin of the content of an HTML node: `HTML`, `ADSENSE`, `AI` or `AI_WIDGET`.
         * @enum {string}
         */
        HTMLSource: "HTML" | "ADSENSE" | "AI" | "AI_WIDGET";
        ImageData: {
            /** @description Styling for the image's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Image file details. */
            image?: components["schemas"]["NodeMedia"];
            /** @description Link details for images that are links. */
            link?: components["schemas"]["NodeLink"];
            /** @description Sets whether the image expands to full screen when clicked. Defaults to `false`. */
            disableExpand?: boolean;
            /** @description Image's alternative text. */
            altText?: string;
            /** @description Deprecated: use Caption node instead. */
            caption?: string;
            /** @description Sets whether the image's download button is disabled. Defaults to `false`. */
            disableDownload?: boolean;
            /** @description Sets whether the image is decorative and does not need an explanation. Defaults to `false`. */
            decorative?: boolean;
            /** @description Styling for the image. */
            styles?: components["schemas"]["ImageDataStyles"];
            /** @description Non-destructive crop rectangle, expressed as fractions (0-1) of the original image. When omitted, the full image is shown. */
            crop?: components["schemas"]["ImageDataCrop"];
            /** @description Optional shape mask applied to the visible crop. Supported values: CIRCLE, OVAL, STAR, PENTAGON, HEXAGON, TRIANGLE, HEART, RHOMBUS, FLUID, WINDOW. */
            cropShape?: string;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        ImageDataStyles: {
            /** @description Border attributes. */
            border?: components["schemas"]["StylesBorder"];
        };
        StylesBorder: {
            /** @description Border width in pixels. */
            width?: number;
            /** @description Border color as a hexadecimal value. */
            color?: string;
            /** @description Border radius in pixels. */
            radius?: number;
        };
        ImageDataCrop: {
            /** @description Left edge of the crop, as a fraction (0-1) of the original image width. */
            x?: number;
            /** @description Top edge of the crop, as a fraction (0-1) of the original image height. */
            y?: number;
            /** @description Visible width of the crop, as a fraction (0-1) of the original image width. */
            width?: number;
            /** @description Visible height of the crop, as a fraction (0-1) of the original image height. */
            height?: number;
        };
        LinkPreviewData: {
            /** @description Styling for the link preview's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Link details. */
            link?: components["schemas"]["NodeLink"];
            /** @description Preview title. */
            title?: string;
            /** @description Preview thumbnail URL. */
            thumbnailUrl?: string;
            /** @description Preview description. */
            description?: string;
            /** @description The preview content as HTML. */
            html?: string;
            /** @description Styling for the link preview. */
            styles?: components["schemas"]["LinkPreviewDataStyles"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        LinkPreviewDataStyles: {
            /** @description Background color as a hexadecimal value. */
            backgroundColor?: string;
            /** @description Title color as a hexadecimal value. */
            titleColor?: string;
            /** @description Subtitle color as a hexadecimal value. */
            subtitleColor?: string;
            /** @description Link color as a hexadecimal value. */
            linkColor?: string;
            /** @description Border width in pixels. */
            borderWidth?: number;
            /** @description Border radius in pixels. */
            borderRadius?: number;
            /** @description Border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Position of thumbnail. Defaults to `START`. */
            thumbnailPosition?: components["schemas"]["StylesPosition"];
        };
        /**
         * @description - `START`: Thumbnail positioned at the start (left in LTR layouts, right in RTL layouts)
         *     - `END`: Thumbnail positioned at the end (right in LTR layouts, left in RTL layouts)
         *     - `TOP`: Thumbnail positioned at the top
         *     - `HIDDEN`: Thumbnail hidden and not displayed
         * @enum {string}
         */
        StylesPosition: "START" | "END" | "TOP" | "HIDDEN";
        MapData: {
            /** @description Styling for the map's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Map settings. */
            mapSettings?: components["schemas"]["MapSettings"];
        };
        MapSettings: {
            /** @description The address to display on the map. */
            address?: string;
            /** @description Sets whether the map is draggable. */
            draggable?: boolean;
            /** @description Sets whether the location marker is visible. */
            marker?: boolean;
            /** @description Sets whether street view control is enabled. */
            streetViewControl?: boolean;
            /** @description Sets whether zoom control is enabled. */
            zoomControl?: boolean;
            /** @description Location latitude. */
            lat?: number;
            /** @description Location longitude. */
            lng?: number;
            /** @description Location name. */
            locationName?: string;
            /** @description Sets whether view mode control is enabled. */
            viewModeControl?: boolean;
            /** @description Initial zoom value. */
            initialZoom?: number;
            /** @description Map type. `HYBRID` is a combination of the `ROADMAP` and `SATELLITE` map types. */
            mapType?: components["schemas"]["MapType"];
        };
        /**
         * @description - `ROADMAP`: Roadmap map type
         *     - `SATELITE`: Satellite map type
         *     - `HYBRID`: Hybrid map type
         *     - `TERRAIN`: Terrain map type
         * @enum {string}
         */
        MapType: "ROADMAP" | "SATELITE" | "HYBRID" | "TERRAIN";
        ParagraphData: {
            /** @description Styling for the paragraph text. */
            textStyle?: components["schemas"]["TextStyle"];
            /** @description Indentation level from 1-4. */
            indentation?: number;
            /** @description Paragraph level */
            level?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        PollData: {
            /** @description Styling for the poll's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Poll data. */
            poll?: components["schemas"]["Poll"];
            /** @description Layout settings for the poll and voting options. */
            layout?: components["schemas"]["PollDataLayout"];
            /** @description Styling for the poll and voting options. */
            design?: components["schemas"]["PollDataDesign"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        Poll: {
            /** @description Poll ID. */
            id?: string;
            /** @description Poll title. */
            title?: string;
            /** @description Poll creator ID. */
            creatorId?: string;
            /** @description Main poll image. */
            image?: components["schemas"]["NodeMedia"];
            /** @description Voting options. */
            options?: components["schemas"]["PollOption"][];
            /** @description The poll's permissions and display settings. */
            settings?: components["schemas"]["PollSettings"];
        };
        PollOption: {
            /** @description Option ID. */
            id?: string;
            /** @description Option title. */
            title?: string;
            /** @description The image displayed with the option. */
            image?: components["schemas"]["NodeMedia"];
        };
        PollSettings: {
            /** @description Permissions settings for voting. */
            permissions?: components["schemas"]["PollPermissions"];
            /** @description Sets whether voters are displayed in the vote results. Defaults to `true`. */
            showVoters?: boolean;
            /** @description Sets whether the vote count is displayed. Defaults to `true`. */
            showVotesCount?: boolean;
        };
        PollPermissions: {
            /** @description Sets who can view the poll results. */
            view?: components["schemas"]["ViewRole"];
            /** @description Sets who can vote. */
            vote?: components["schemas"]["VoteRole"];
            /** @description Sets whether one voter can vote multiple times. Defaults to `false`. */
            allowMultipleVotes?: boolean;
        };
        /**
         * @description - `CREATOR`: Only Poll creator can view the results
         *     - `VOTERS`: Anyone who voted can see the results
         *     - `EVERYONE`: Anyone can see the results, even if one didn't vote
         * @enum {string}
         */
        ViewRole: "CREATOR" | "VOTERS" | "EVERYONE";
        /**
         * @description - `SITE_MEMBERS`: Logged in member
         *     - `ALL`: Anyone
         * @enum {string}
         */
        VoteRole: "SITE_MEMBERS" | "ALL";
        PollDataLayout: {
            /** @description Poll layout settings. */
            poll?: components["schemas"]["PollLayout"];
            /** @description Voting otpions layout settings. */
            options?: components["schemas"]["OptionLayout"];
        };
        PollLayout: {
            /** @description The layout for displaying the voting options. */
            type?: components["schemas"]["PollLayoutType"];
            /** @description The direction of the text displayed in the voting options. Text can be displayed either right-to-left or left-to-right. */
            direction?: components["schemas"]["PollLayoutDirection"];
            /** @description Sets whether to display the main poll image. Defaults to `false`. */
            enableImage?: boolean;
        };
        /**
         * @description - `LIST`: List
         *     - `GRID`: Grid
         * @enum {string}
         */
        PollLayoutType: "LIST" | "GRID";
        /**
         * @description - `LTR`: Left-to-right
         *     - `RTL`: Right-to-left
         * @enum {string}
         */
        PollLayoutDirection: "LTR" | "RTL";
        OptionLayout: {
            /** @description Sets whether to display option images. Defaults to `false`. */
            enableImage?: boolean;
        };
        PollDataDesign: {
            /** @description Styling for the poll. */
            poll?: components["schemas"]["PollDesign"];
            /** @description Styling for voting options. */
            options?: components["schemas"]["OptionDesign"];
        };
        PollDesign: {
            /** @description Background styling. */
            background?: components["schemas"]["PollDesignBackground"];
            /** @description Border radius in pixels. */
            borderRadius?: number;
        };
        PollDesignBackground: {
            /** @description The background color as a hexademical value. */
            color?: string;
            /** @description An image to use for the background. */
            image?: components["schemas"]["NodeMedia"];
            /** @description Details for a gradient background. */
            gradient?: components["schemas"]["BackgroundGradient"];
            /** @description Background type. For each option, include the relevant details. */
            type?: components["schemas"]["PollDesignBackgroundType"];
        };
        BackgroundGradient: {
            /** @description The gradient angle in degrees. */
            angle?: number;
            /** @description The start color as a hexademical value. */
            startColor?: string;
            /** @description The end color as a hexademical value. */
            lastColor?: string;
        };
        /**
         * @description - `COLOR`: Color background type
         *     - `IMAGE`: Image background type
         *     - `GRADIENT`: Gradiant background type
         * @enum {string}
         */
        PollDesignBackgroundType: "COLOR" | "IMAGE" | "GRADIENT";
        OptionDesign: {
            /** @description Border radius in pixels. */
            borderRadius?: number;
        };
        TextData: {
            /** @description The text to apply decorations to. */
            text?: string;
            /** @description The decorations to apply. */
            decorations?: components["schemas"]["Decoration"][];
        };
        /** @description A decoration applied to a text node. `type` says which; the matching `<kind>Data` property (or `fontWeightValue` for BOLD) holds its data. */
        Decoration: {
            /** @description Data for an anchor link decoration. */
            anchorData?: components["schemas"]["AnchorData"];
            /** @description Data for a color decoration. */
            colorData?: components["schemas"]["ColorData"];
            /** @description Data for an external link decoration. */
            linkData?: components["schemas"]["LinkData"];
            /** @description Data for a mention decoration. */
            mentionData?: components["schemas"]["MentionData"];
            /** @description Data for a font size decoration. */
            fontSizeData?: components["schemas"]["FontSizeData"];
            /** @description Font weight for a bold decoration. */
            fontWeightValue?: number;
            /** @description Data for an italic decoration. Defaults to `true`. */
            italicData?: boolean;
            /** @description Data for an underline decoration. Defaults to `true`. */
            underlineData?: boolean;
            /** @description Data for a spoiler decoration. */
            spoilerData?: components["schemas"]["SpoilerData"];
            /** @description Data for a strikethrough decoration. Defaults to `true`. */
            strikethroughData?: boolean;
            /** @description Data for a superscript decoration. Defaults to `true`. */
            superscriptData?: boolean;
            /** @description Data for a subscript decoration. Defaults to `true`. */
            subscriptData?: boolean;
            /** @description Data for a font family decoration. */
            fontFamilyData?: components["schemas"]["FontFamilyData"];
            /** @description Data for a hand-drawn sketch annotation decoration. */
            sketchData?: components["schemas"]["SketchData"];
            /** @description The type of decoration to apply. */
            type?: components["schemas"]["DecorationType"];
        };
        AnchorData: {
            /** @description The target node's ID. */
            anchor?: string;
        };
        ColorData: {
            /** @description The text's background color as a hexadecimal value. */
            background?: string;
            /** @description The text's foreground color as a hexadecimal value. */
            foreground?: string;
        };
        LinkData: {
            /** @description Link details. */
            link?: components["schemas"]["NodeLink"];
        };
        MentionData: {
            /** @description The mentioned user's name. */
            name?: string;
            /** @description The version of the user's name that appears after the `@` character in the mention. */
            slug?: string;
            /** @description Mentioned user's ID. */
            id?: string;
            /** @description The kind of entity the mention refers to. Any value is accepted, and it's usually used to mark a mention as a group mention (for example, `group`). When empty, the mention refers to a member. */
            type?: string;
        };
        FontSizeData: {
            /** @description The units used for the font size. */
            unit?: components["schemas"]["FontType"];
            /** @description Font size value. */
            value?: number;
        };
        /**
         * @description Unit of a font size decoration: `PX` or `EM`.
         * @enum {string}
         */
        FontType: "PX" | "EM";
        SpoilerData: {
            /** @description Spoiler ID. */
            id?: string;
        };
        FontFamilyData: {
            value?: string;
        };
        SketchData: {
            /** @description The sketch annotation variant to draw over the text. */
            variant?: components["schemas"]["Variant"];
            /** @description Annotation color. Defaults to the theme action color. */
            color?: string;
            /** @description Whether the annotation animates on first paint. Defaults to `true`. */
            animate?: boolean;
        };
        /**
         * @description Shape of a hand-drawn sketch decoration.
         * @enum {string}
         */
        Variant: "UNDERLINE" | "BOX" | "CIRCLE" | "HIGHLIGHT" | "STRIKETHROUGH" | "CROSSED_OFF";
        /**
         * @description Kind of a text decoration: BOLD, ITALIC, UNDERLINE, SPOILER, ANCHOR (link to a node of the document), MENTION, LINK, COLOR, FONT_SIZE, EXTERNAL (custom decoration), STRIKETHROUGH, SUPERSCRIPT, SUBSCRIPT, FONT_FAMILY and SKETCH (hand-drawn annotation).
         * @enum {string}
         */
        DecorationType: "BOLD" | "ITALIC" | "UNDERLINE" | "SPOILER" | "ANCHOR" | "MENTION" | "LINK" | "COLOR" | "FONT_SIZE" | "EXTERNAL" | "STRIKETHROUGH" | "SUPERSCRIPT" | "SUBSCRIPT" | "FONT_FAMILY" | "SKETCH";
        AppEmbedData: {
            /** @description Data for embedded Wix Bookings content. */
            bookingData?: components["schemas"]["BookingData"];
            /** @description Data for embedded Wix Events content. */
            eventData?: components["schemas"]["EventData"];
            /** @description The type of Wix App content being embedded. */
            type?: components["schemas"]["AppType"];
            /** @description The ID of the embedded content. */
            itemId?: string;
            /** @description The name of the embedded content. */
            name?: string;
            /** @description Deprecated: Use `image` instead. */
            imageSrc?: string;
            /** @description The URL for the embedded content. */
            url?: string;
            /** @description An image for the embedded content. */
            image?: components["schemas"]["NodeMedia"];
            /** @description Whether to hide the image. */
            hideImage?: boolean;
            /** @description Whether to hide the title. */
            hideTitle?: boolean;
            /** @description Whether to hide the price. */
            hidePrice?: boolean;
            /** @description Whether to hide the description (Event and Booking). */
            hideDescription?: boolean;
            /** @description Whether to hide the date and time (Event). */
            hideDateTime?: boolean;
            /** @description Whether to hide the location (Event). */
            hideLocation?: boolean;
            /** @description Whether to hide the duration (Booking). */
            hideDuration?: boolean;
            /** @description Whether to hide the button. */
            hideButton?: boolean;
            /** @description Whether to hide the ribbon. */
            hideRibbon?: boolean;
            /** @description Button styling options. */
            buttonStyles?: components["schemas"]["ButtonStyles"];
            /** @description Image styling options. */
            imageStyles?: components["schemas"]["ImageStyles"];
            /** @description Ribbon styling options. */
            ribbonStyles?: components["schemas"]["RibbonStyles"];
            /** @description Card styling options. */
            cardStyles?: components["schemas"]["CardStyles"];
            /** @description Styling for the app embed's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Pricing data for embedded Wix App content. */
            pricingData?: components["schemas"]["PricingData"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        BookingData: {
            /** @description Booking duration in minutes. */
            durations?: string;
        };
        EventData: {
            /** @description Event schedule. */
            scheduling?: string;
            /** @description Event location. */
            location?: string;
        };
        /**
         * @description Kind of item an app embed node shows: `PRODUCT`, `EVENT` or `BOOKING`.
         * @enum {string}
         */
        AppType: "PRODUCT" | "EVENT" | "BOOKING";
        ButtonStyles: {
            /** @description Text to display on the button. */
            buttonText?: string;
            /** @description Border width in pixels. */
            borderWidth?: number;
            /** @description Border radius in pixels. */
            borderRadius?: number;
            /** @description Border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Text color as a hexadecimal value. */
            textColor?: string;
            /** @description Background color as a hexadecimal value. */
            backgroundColor?: string;
            /** @description Border color as a hexadecimal value (hover state). */
            borderColorHover?: string;
            /** @description Text color as a hexadecimal value (hover state). */
            textColorHover?: string;
            /** @description Background color as a hexadecimal value (hover state). */
            backgroundColorHover?: string;
            /** @description Button size option, one of `SMALL`, `MEDIUM` or `LARGE`. Defaults to `MEDIUM`. */
            buttonSize?: string;
        };
        ImageStyles: {
            /** @description Whether to hide the image. */
            hideImage?: boolean;
            /** @description Position of image. Defaults to `START`. */
            imagePosition?: components["schemas"]["AppEmbedPosition"];
            /** @description Aspect ratio for the image. Defaults to `SQUARE`. */
            aspectRatio?: components["schemas"]["AspectRatio"];
            /** @description How the image should be resized. Defaults to `FILL`. */
            resizing?: components["schemas"]["Resizing"];
            /** @description Image border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Image border width in pixels. */
            borderWidth?: number;
            /** @description Image border radius in pixels. */
            borderRadius?: number;
        };
        /**
         * @description - `START`: Image positioned at the start (left in LTR layouts, right in RTL layouts)
         *     - `END`: Image positioned at the end (right in LTR layouts, left in RTL layouts)
         *     - `TOP`: Image positioned at the top
         * @enum {string}
         */
        AppEmbedPosition: "START" | "END" | "TOP";
        /**
         * @description - `SQUARE`: 1:1 aspect ratio
         *     - `RECTANGLE`: 16:9 aspect ratio
         * @enum {string}
         */
        AspectRatio: "SQUARE" | "RECTANGLE";
        /**
         * @description - `FILL`: Fill the container, may crop the image
         *     - `FIT`: Fit the image within the container
         * @enum {string}
         */
        Resizing: "FILL" | "FIT";
        RibbonStyles: {
            /** @description Text to display on the ribbon. */
            ribbonText?: string;
            /** @description Ribbon background color as a hexadecimal value. */
            backgroundColor?: string;
            /** @description Ribbon text color as a hexadecimal value. */
            textColor?: string;
            /** @description Ribbon border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Ribbon border width in pixels. */
            borderWidth?: number;
            /** @description Ribbon border radius in pixels. */
            borderRadius?: number;
            /** @description Placement of the ribbon. Defaults to `IMAGE`. */
            ribbonPlacement?: components["schemas"]["Placement"];
        };
        /**
         * @description - `IMAGE`: Ribbon placed on the image
         *     - `PRODUCT_INFO`: Ribbon placed on the product information
         * @enum {string}
         */
        Placement: "IMAGE" | "PRODUCT_INFO";
        CardStyles: {
            /** @description Card background color as a hexadecimal value. */
            backgroundColor?: string;
            /** @description Card border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Card border width in pixels. */
            borderWidth?: number;
            /** @description Card border radius in pixels. */
            borderRadius?: number;
            /** @description Card type. Defaults to `CONTAINED`. */
            type?: components["schemas"]["CardStylesType"];
            /** @description Content alignment. Defaults to `START`. */
            alignment?: components["schemas"]["CardAlignment"];
            /** @description Layout for title and price. Defaults to `STACKED`. */
            titlePriceLayout?: components["schemas"]["CardLayout"];
            /** @description Title text color as a hexadecimal value. */
            titleColor?: string;
            /** @description Text color as a hexadecimal value. */
            textColor?: string;
        };
        /**
         * @description - `CONTAINED`: Card with visible border and background
         *     - `FRAMELESS`: Card without visible border
         * @enum {string}
         */
        CardStylesType: "CONTAINED" | "FRAMELESS";
        /**
         * @description - `START`: Content aligned to start (left in LTR layouts, right in RTL layouts)
         *     - `CENTER`: Content centered
         *     - `END`: Content aligned to end (right in LTR layouts, left in RTL layouts)
         * @enum {string}
         */
        CardAlignment: "START" | "CENTER" | "END";
        /**
         * @description - `STACKED`: Elements stacked vertically
         *     - `SIDE_BY_SIDE`: Elements arranged horizontally
         * @enum {string}
         */
        CardLayout: "STACKED" | "SIDE_BY_SIDE";
        PricingData: {
            /** @description Minimum numeric price value as string (e.g., "10.99"). */
            valueFrom?: string;
            /** @description Maximum numeric price value as string (e.g., "19.99"). */
            valueTo?: string;
            /** @description Numeric price value as string after discount application (e.g., "15.99"). */
            discountedValue?: string;
            /** @description Currency of the value in ISO 4217 format (e.g., "USD", "EUR"). */
            currency?: string;
            /** @description Pricing plan ID. */
            pricingPlanId?: string;
        };
        VideoData: {
            /** @description Styling for the video's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Video details. */
            video?: components["schemas"]["NodeMedia"];
            /** @description Video thumbnail details. */
            thumbnail?: components["schemas"]["NodeMedia"];
            /** @description Sets whether the video's download button is disabled. Defaults to `false`. */
            disableDownload?: boolean;
            /** @description Video title. */
            title?: string;
            /** @description Video options. */
            options?: components["schemas"]["PlaybackOptions"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        PlaybackOptions: {
            /** @description Sets whether the media will automatically start playing. */
            autoPlay?: boolean;
            /** @description Sets whether media's will be looped. */
            playInLoop?: boolean;
            /** @description Sets whether media's controls will be shown. */
            showControls?: boolean;
        };
        EmbedData: {
            /** @description Styling for the oEmbed node's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description An [oEmbed](https://www.oembed.com) object. */
            oembed?: components["schemas"]["Oembed"];
            /** @description Origin asset source. */
            src?: string;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        Oembed: {
            /** @description The resource type. */
            type?: string;
            /** @description The width of the resource specified in the `url` property in pixels. */
            width?: number;
            /** @description The height of the resource specified in the `url` property in pixels. */
            height?: number;
            /** @description Resource title. */
            title?: string;
            /** @description The source URL for the resource. */
            url?: string;
            /** @description HTML for embedding a video player. The HTML should have no padding or margins. */
            html?: string;
            /** @description The name of the author or owner of the resource. */
            authorName?: string;
            /** @description The URL for the author or owner of the resource. */
            authorUrl?: string;
            /** @description The name of the resource provider. */
            providerName?: string;
            /** @description The URL for the resource provider. */
            providerUrl?: string;
            /** @description The URL for a thumbnail image for the resource. If this property is defined, `thumbnailWidth` and `thumbnailHeight` must also be defined. */
            thumbnailUrl?: string;
            /** @description The width of the resource's thumbnail image. If this property is defined, `thumbnailUrl` and `thumbnailHeight` must also be defined. */
            thumbnailWidth?: string;
            /** @description The height of the resource's thumbnail image. If this property is defined, `thumbnailUrl` and `thumbnailWidth`must also be defined. */
            thumbnailHeight?: string;
            /** @description The URL for an embedded viedo. */
            videoUrl?: string;
            /** @description The oEmbed version number.  This value must be `1.0`. */
            version?: string;
        };
        CollapsibleListData: {
            /** @description Styling for the collapsible list's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description If `true`, only one item can be expanded at a time. Defaults to `false`. */
            expandOnlyOne?: boolean;
            /** @description Sets which items are expanded when the page loads. */
            initialExpandedItems?: components["schemas"]["InitialExpandedItems"];
            /** @description The direction of the text in the list. Either left-to-right or right-to-left. */
            direction?: components["schemas"]["Direction"];
            /** @description If `true`, The collapsible item will appear in search results as an FAQ. */
            isQapageData?: boolean;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        /**
         * @description - `FIRST`: First item will be expended initally
         *     - `ALL`: All items will expended initally
         *     - `NONE`: All items collapsed initally
         * @enum {string}
         */
        InitialExpandedItems: "FIRST" | "ALL" | "NONE";
        /**
         * @description - `LTR`: Left-to-right
         *     - `RTL`: Right-to-left
         * @enum {string}
         */
        Direction: "LTR" | "RTL";
        TableData: {
            /** @description Styling for the table's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description The table's dimensions. */
            dimensions?: components["schemas"]["Dimensions"];
            /** @description Deprecated: Use `rowHeader` and `columnHeader` instead. */
            header?: boolean;
            /** @description Sets whether the table's first row is a header. Defaults to `false`. */
            rowHeader?: boolean;
            /** @description Sets whether the table's first column is a header. Defaults to `false`. */
            columnHeader?: boolean;
            /** @description The spacing between cells in pixels. Defaults to `0`. */
            cellSpacing?: number;
            /** @description Padding in pixels for cells. Follows CSS order: top, right, bottom, left. */
            cellPadding?: number[];
            /** @description Table's alternative text. */
            altText?: string;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        Dimensions: {
            /** @description An array representing relative width of each column in relation to the other columns. */
            colsWidthRatio?: number[];
            /** @description An array representing the height of each row in pixels. */
            rowsHeight?: number[];
            /** @description An array representing the minimum width of each column in pixels. */
            colsMinWidth?: number[];
        };
        TableCellData: {
            /** @description Styling for the cell's background color and text alignment. */
            cellStyle?: components["schemas"]["CellStyle"];
            /** @description The cell's border colors. */
            borderColors?: components["schemas"]["BorderColors"];
            /** @description Defines how many columns the cell spans. Default: 1. */
            colspan?: number;
            /** @description Defines how many rows the cell spans. Default: 1. */
            rowspan?: number;
            /** @description The cell's border widths. */
            borderWidths?: components["schemas"]["BorderWidths"];
        };
        CellStyle: {
            /** @description Vertical alignment for the cell's text. */
            verticalAlignment?: components["schemas"]["VerticalAlignment"];
            /** @description Cell background color as a hexadecimal value. */
            backgroundColor?: string;
        };
        /**
         * @description - `TOP`: Top alignment
         *     - `MIDDLE`: Middle alignment
         *     - `BOTTOM`: Bottom alignment
         * @enum {string}
         */
        VerticalAlignment: "TOP" | "MIDDLE" | "BOTTOM";
        BorderColors: {
            /** @description Left border color as a hexadecimal value. */
            left?: string;
            /** @description Right border color as a hexadecimal value. */
            right?: string;
            /** @description Top border color as a hexadecimal value. */
            top?: string;
            /** @description Bottom border color as a hexadecimal value. */
            bottom?: string;
        };
        BorderWidths: {
            /** @description Left border width in pixels. */
            left?: number;
            /** @description Right border width in pixels. */
            right?: number;
            /** @description Top border width in pixels. */
            top?: number;
            /** @description Bottom border width in pixels. */
            bottom?: number;
        };
        AudioData: {
            /** @description Styling for the audio node's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Audio file details. */
            audio?: components["schemas"]["NodeMedia"];
            /** @description Sets whether the audio node's download button is disabled. Defaults to `false`. */
            disableDownload?: boolean;
            /** @description Cover image. */
            coverImage?: components["schemas"]["NodeMedia"];
            /** @description Track name. */
            name?: string;
            /** @description Author name. */
            authorName?: string;
            /** @description An HTML version of the audio node. */
            html?: string;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        OrderedListData: {
            /** @description Indentation level from 0-4. */
            indentation?: number;
            /** @description Offset level from 0-4. */
            offset?: number;
            /** @description List start number. */
            start?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        BulletedListData: {
            /** @description Indentation level from 0-4. */
            indentation?: number;
            /** @description Offset level from 0-4. */
            offset?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        BlockquoteData: {
            /** @description Indentation level from 1-4. */
            indentation?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        CaptionData: {
            textStyle?: components["schemas"]["TextStyle"];
        };
        LayoutData: {
            /** @description Deprecated: Use `background` instead. */
            backgroundColor?: string;
            /** @description Background image. */
            backgroundImage?: components["schemas"]["LayoutDataBackgroundImage"];
            /** @description Border color as a hexadecimal value. */
            borderColor?: string;
            /** @description Border width in pixels. */
            borderWidth?: number;
            /** @description Border radius in pixels. */
            borderRadius?: number;
            /** @description Deprecated: Use `backdrop` instead. */
            backdropColor?: string;
            /** @description Backdrop image. */
            backdropImage?: components["schemas"]["LayoutDataBackgroundImage"];
            /** @description Backdrop top padding. */
            backdropPaddingTop?: number;
            /** @description Backdrop bottom padding */
            backdropPaddingBottom?: number;
            /** @description Horizontal and vertical gap between columns */
            gap?: number;
            /** @description Padding in pixels for cells. Follows CSS order: top, right, bottom, left */
            cellPadding?: number[];
            /** @description Vertical alignment for the cell's items. */
            cellVerticalAlignment?: components["schemas"]["VerticalAlignmentAlignment"];
            /** @description Responsiveness behaviour of columns when responsiveness applies. Either stacks or wrappers. */
            responsivenessBehaviour?: components["schemas"]["ResponsivenessBehaviour"];
            /** @description Size in pixels when responsiveness_behaviour applies */
            responsivenessBreakpoint?: number;
            /** @description Styling for the layout's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Defines where selected design propertied applies to */
            designTarget?: components["schemas"]["DesignTarget"];
            /** @description Banner configuration. When present, this layout is attached to a document edge (top or bottom). */
            banner?: components["schemas"]["Banner"];
            /** @description Background styling (color or gradient). */
            background?: components["schemas"]["LayoutDataBackground"];
            /** @description Backdrop styling (color or gradient). */
            backdrop?: components["schemas"]["Backdrop"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
            /** @description Shape divider at the top edge of the layout. */
            topDivider?: components["schemas"]["SectionDivider"];
            /** @description Shape divider at the bottom edge of the layout. */
            bottomDivider?: components["schemas"]["SectionDivider"];
        };
        LayoutDataBackgroundImage: {
            /** @description Background image. */
            media?: components["schemas"]["NodeMedia"];
            /** @description Deprecated: use `overlay` instead. Legacy image opacity (0–100) that dimmed the image to reveal the `background`/`backdrop` color behind it. */
            opacity?: number;
            /** @description Background image scaling. */
            scaling?: components["schemas"]["ImageScalingScaling"];
            /** @description Position of background. Defaults to `CENTER`. */
            position?: components["schemas"]["ImagePosition"];
            /** @description Blur radius in pixels applied to the image layer. `0` (default) leaves the image unblurred; blur is independent of any color overlay and the two stack. */
            blur?: number;
            /** @description Color or gradient drawn on top of the image. When present, this is the authoritative overlay and `opacity` is ignored. Its presence also marks content as authored under the new overlay model (vs. the legacy `opacity`-based dimming on `background`/`backdrop`). */
            overlay?: components["schemas"]["LayoutDataBackground"];
        };
        /**
         * @description - `AUTO`: Auto image scaling
         *     - `CONTAIN`: Contain image scaling
         *     - `COVER`: Cover image scaling
         * @enum {string}
         */
        ImageScalingScaling: "AUTO" | "CONTAIN" | "COVER";
        /**
         * @description - `CENTER`: Image positioned at the center
         *     - `CENTER_LEFT`: Image positioned on the left
         *     - `CENTER_RIGHT`: Image positioned on the right
         *     - `TOP`: Image positioned at the center top
         *     - `TOP_LEFT`: Image positioned at the top left
         *     - `TOP_RIGHT`: Image positioned at the top right
         *     - `BOTTOM`: Image positioned at the center bottom
         *     - `BOTTOM_LEFT`: Image positioned at the bottom left
         *     - `BOTTOM_RIGHT`: Image positioned at the bottom right
         * @enum {string}
         */
        ImagePosition: "CENTER" | "CENTER_LEFT" | "CENTER_RIGHT" | "TOP" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM" | "BOTTOM_LEFT" | "BOTTOM_RIGHT";
        /** @description Background styling (color or gradient) */
        LayoutDataBackground: {
            /** @description Background type. */
            type?: components["schemas"]["LayoutDataBackgroundType"];
            /** @description Background color as a hexadecimal value. */
            color?: string;
            /** @description Gradient configuration. */
            gradient?: components["schemas"]["Gradient"];
        };
        /**
         * @description Background type
         *     - `COLOR`: Solid color background
         *     - `GRADIENT`: Gradient background
         * @enum {string}
         */
        LayoutDataBackgroundType: "COLOR" | "GRADIENT";
        /**
         * @description - `TOP`: Top alignment
         *     - `MIDDLE`: Middle alignment
         *     - `BOTTOM`: Bottom alignment
         * @enum {string}
         */
        VerticalAlignmentAlignment: "TOP" | "MIDDLE" | "BOTTOM";
        /**
         * @description - `STACK`: Stacking of columns
         *     - `WRAP`: Wrapping of columns
         * @enum {string}
         */
        ResponsivenessBehaviour: "STACK" | "WRAP";
        /**
         * @description - `LAYOUT`: Design applied to layout
         *     - `CELL`: Design applied to cells
         * @enum {string}
         */
        DesignTarget: "LAYOUT" | "CELL";
        Banner: {
            /** @description Origin of the banner */
            origin?: components["schemas"]["BannerOrigin"];
            /** @description Position of the banner */
            position?: components["schemas"]["BannerPosition"];
        };
        /**
         * @description - `IMAGE`: Banner originated from an image
         *     - `LAYOUT`: Banner originated from a layout
         * @enum {string}
         */
        BannerOrigin: "IMAGE" | "LAYOUT";
        /**
         * @description - `TOP`: Attached to the top edge (banner)
         *     - `BOTTOM`: Attached to the bottom edge (footer)
         * @enum {string}
         */
        BannerPosition: "TOP" | "BOTTOM";
        /** @description Backdrop styling (color or gradient) */
        Backdrop: {
            /** @description Backdrop type. */
            type?: components["schemas"]["BackdropType"];
            /** @description Backdrop color as a hexadecimal value. */
            color?: string;
            /** @description Gradient configuration. */
            gradient?: components["schemas"]["Gradient"];
        };
        /**
         * @description Backdrop type
         *     - `COLOR`: Solid color backdrop
         *     - `GRADIENT`: Gradient backdrop
         * @enum {string}
         */
        BackdropType: "COLOR" | "GRADIENT";
        /** @description Decorative shape divider at a layout edge */
        SectionDivider: {
            /** @description Divider shape preset. Determines which customization properties apply. */
            type?: components["schemas"]["Shape"];
            /** @description Divider fill color as a hexadecimal value (may include alpha). */
            color?: string;
            /** @description Divider height in pixels. */
            height?: number;
            /** @description Horizontal offset in pixels. */
            offsetX?: number;
            /** @description Whether the shape is flipped horizontally. */
            flipped?: boolean;
            /** @description Layers effect - stacked semi-transparent copies of the divider shape. */
            layers?: components["schemas"]["Layers"];
        };
        /**
         * @description Divider shape preset
         *     - `ELLIPSE`: Ellipse shape
         *     - `TILT`: Tilt shape
         *     - `LIQUID`: Liquid shape
         *     - `LEFT_WAVE`: Left wave shape
         *     - `PAINT_SCRIBBLE`: Paint scribble shape
         *     - `INVERTED_ELLIPSE`: Inverted ellipse shape
         *     - `RIGHT_WAVE`: Right wave shape
         *     - `DUNES`: Dunes shape
         *     - `WAVES`: Waves shape
         *     - `TRIANGLE`: Triangle shape
         *     - `SEMI_ELLIPSE`: Semi-ellipse shape
         *     - `PLANTS`: Plants shape
         *     - `LAYERED_ELLIPSE`: Layered ellipse shape
         *     - `PIXELS`: Pixels shape
         *     - `PAINT`: Paint shape
         *     - `CLOUDS`: Clouds shape
         *     - `OPTICAL_ILLUSION`: Optical illusion shape
         *     - `STRIPES`: Stripes shape
         *     - `BLOBS`: Blobs shape
         *     - `SEMI_CIRCLES`: Semi-circles shape
         *     - `HILL`: Hill shape
         *     - `BRUSH`: Brush shape
         *     - `PEAKS`: Peaks shape
         *     - `ANGLED_TRIANGLE`: Angled triangle shape
         * @enum {string}
         */
        Shape: "ELLIPSE" | "TILT" | "LIQUID" | "LEFT_WAVE" | "PAINT_SCRIBBLE" | "INVERTED_ELLIPSE" | "RIGHT_WAVE" | "DUNES" | "WAVES" | "TRIANGLE" | "SEMI_ELLIPSE" | "PLANTS" | "LAYERED_ELLIPSE" | "PIXELS" | "PAINT" | "CLOUDS" | "OPTICAL_ILLUSION" | "STRIPES" | "BLOBS" | "SEMI_CIRCLES" | "HILL" | "BRUSH" | "PEAKS" | "ANGLED_TRIANGLE";
        /** @description Layers effect - stacked semi-transparent copies of the divider shape */
        Layers: {
            /** @description Total number of layers including the base shape (1-4). Absent or 1 disables the effect. */
            count?: number;
            /** @description Vertical distance in pixels between the silhouettes of consecutive layers: each successive layer's silhouette is offset from the previous one by this amount. The divider's own `height` is unchanged. Defaults to 20. */
            offsetY?: number;
            /** @description How the stacked layers fade relative to the base shape. */
            layerEffect?: components["schemas"]["LayerEffect"];
            /** @description Horizontal distance between consecutive layers in pixels. Defaults to 0. Only applies to shapes that support horizontal offset. */
            offsetX?: number;
        };
        /**
         * @description How the stacked layers fade relative to the base shape. Named for a bottom divider; top dividers render mirrored, so the visual fade flips.
         *     - `CENTER`: Shape keeps its height, a solid filler bar pushes it away from the edge
         *     - `FADE_TO_TOP`: Deeper (more transparent) layers shrink toward the edge inside the original band while a solid filler bar keeps its full height, so the faded copies hug the top of the band
         *     - `FADE_TO_BOTTOM`: Deeper (more transparent) layers stretch taller into the section, so the faded copies fan out above the base shape and descend to the layout edge
         * @enum {string}
         */
        LayerEffect: "CENTER" | "FADE_TO_TOP" | "FADE_TO_BOTTOM";
        LayoutCellData: {
            /** @description Size of the cell in 12 columns grid. */
            colSpan?: number;
        };
        ShapeData: {
            /** @description Styling for the shape's container. */
            containerData?: components["schemas"]["PluginContainerData"];
            /** @description Shape file details. */
            shape?: components["schemas"]["NodeMedia"];
            /** @description Styling for the shape. */
            styles?: components["schemas"]["ShapeDataStyles"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
            /** @description Link details for shapes that are links. */
            link?: components["schemas"]["NodeLink"];
            /** @description Alternate text describing the link's purpose for accessibility. Applies only when `link` is set. */
            altText?: string;
        };
        ShapeDataStyles: {
            /** @description Shape fill color as a hexadecimal value. */
            color?: string;
            /** @description Map of original color keys to their new color values. */
            colors?: {
                [key: string]: unknown;
            };
        };
        CardData: {
            /** @description Background styling (color or gradient). */
            background?: components["schemas"]["CardDataBackground"];
            /** @description Background image. */
            backgroundImage?: components["schemas"]["BackgroundImage"];
        };
        /** @description Background styling (color or gradient) */
        CardDataBackground: {
            /** @description Background type. */
            type?: components["schemas"]["CardDataBackgroundType"];
            /** @description Background color as a hexadecimal value. */
            color?: string;
            /** @description Gradient configuration. */
            gradient?: components["schemas"]["Gradient"];
        };
        /**
         * @description Background type
         *     - `COLOR`: Solid color background
         *     - `GRADIENT`: Gradient background
         * @enum {string}
         */
        CardDataBackgroundType: "COLOR" | "GRADIENT";
        BackgroundImage: {
            /** @description Background image. */
            media?: components["schemas"]["NodeMedia"];
            /** @description Deprecated: use `overlay` instead. Legacy image opacity (0–100) that dimmed the image to reveal the `background` color behind it. */
            opacity?: number;
            /** @description Background image scaling. */
            scaling?: components["schemas"]["Scaling"];
            /** @description Position of background. Defaults to `CENTER`. */
            position?: components["schemas"]["ImagePositionPosition"];
            /** @description Color or gradient drawn on top of the image. When present, this is the authoritative overlay and `opacity` is ignored. Its presence also marks content as authored under the new overlay model (vs. the legacy `opacity`-based dimming on `background`). */
            overlay?: components["schemas"]["CardDataBackground"];
            /** @description Blur radius in pixels applied to the image layer. `0` (default) leaves the image unblurred; blur is independent of any color overlay and the two stack. */
            blur?: number;
        };
        /**
         * @description - `AUTO`: Auto image scaling
         *     - `CONTAIN`: Contain image scaling
         *     - `COVER`: Cover image scaling
         * @enum {string}
         */
        Scaling: "AUTO" | "CONTAIN" | "COVER";
        /**
         * @description - `CENTER`: Image positioned at the center
         *     - `CENTER_LEFT`: Image positioned on the left
         *     - `CENTER_RIGHT`: Image positioned on the right
         *     - `TOP`: Image positioned at the center top
         *     - `TOP_LEFT`: Image positioned at the top left
         *     - `TOP_RIGHT`: Image positioned at the top right
         *     - `BOTTOM`: Image positioned at the center bottom
         *     - `BOTTOM_LEFT`: Image positioned at the bottom left
         *     - `BOTTOM_RIGHT`: Image positioned at the bottom right
         * @enum {string}
         */
        ImagePositionPosition: "CENTER" | "CENTER_LEFT" | "CENTER_RIGHT" | "TOP" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM" | "BOTTOM_LEFT" | "BOTTOM_RIGHT";
        TocData: {
            /** @description Heading levels included in the table of contents. Default: [1, 2, 3, 4, 5, 6]. */
            includedHeadings?: number[];
            /** @description List style. Default: PLAIN. */
            listStyle?: components["schemas"]["ListStyle"];
            /** @description Optional override for the font size in pixels. */
            fontSize?: number;
            /** @description Optional override for the vertical spacing between items in pixels. */
            itemSpacing?: number;
            /** @description Optional override for the text color. */
            color?: string;
            /** @description Indentation style. Default: NESTED. */
            indentation?: components["schemas"]["Indentation"];
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        /**
         * @description List style.
         *     - `PLAIN`: No markers (default)
         *     - `NUMBERED`: Numbered list
         *     - `LETTERS`: Alphabetic letters
         *     - `ROMAN`: Roman numerals
         *     - `BULLETED`: Bulleted list
         *     - `ALPHABETICAL_INDEX`: Alphabetical index
         *     - `ALPHABETICAL_INDEX_COMPACT`: Alphabetical index (compact top-row only)
         * @enum {string}
         */
        ListStyle: "PLAIN" | "NUMBERED" | "LETTERS" | "ROMAN" | "BULLETED" | "ALPHABETICAL_INDEX" | "ALPHABETICAL_INDEX_COMPACT";
        /**
         * @description Indentation style.
         *     - `NESTED`: Sub-headings indented under parents (default)
         *     - `FLAT`: All items at the same level
         * @enum {string}
         */
        Indentation: "NESTED" | "FLAT";
        /** @description Data for a smart block node. */
        SmartBlockData: {
            /** @description The type of the smart block. */
            type?: components["schemas"]["SmartBlockDataType"];
            /** @description Layout orientation. HORIZONTAL or VERTICAL. Optional for variants with fixed orientation. */
            orientation?: string;
            /** @description Column size controlling cells per row. */
            columnSize?: components["schemas"]["ColumnSize"];
            /** @description Border color (for SOLID_JOINED_BOXES variant). */
            borderColor?: string;
            /** @description Border width in pixels (for SOLID_JOINED_BOXES variant). */
            borderWidth?: number;
            /** @description Border radius in pixels (for SOLID_JOINED_BOXES variant). */
            borderRadius?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        /**
         * @description Layout type of the smart block
         *     - `SOLID_BOXES`: Grid-based layouts with solid box items containing title, body, and icon/image.
         *     - `NUMBERED_BOXES`: Numbered boxes.
         *     - `STATS`: Statistics display with large numbers/values.
         *     - `CIRCLE_STATS`: Statistics with circular visual elements.
         *     - `SOLID_BOXES_ALTERNATING`: Staggered/zigzag grid layout with alternating box positions.
         *     - `SOLID_JOINED_BOXES`: Grid layout with boxes visually joined (no gaps, shared container border).
         *     - `SIDE_LINE_TEXT`: Transparent cells with only a left side line.
         *     - `TOP_LINE_TEXT`: Transparent cells with only a top line.
         *     - `OUTLINE_BOXES_WITH_TOP_CIRCLE`: Outlined boxes with a numbered/icon circle at the top.
         *     - `BIG_BULLETS`: Large icon bullets with text content.
         *     - `SMALL_BULLETS`: Small dot bullets with text content.
         *     - `ARROW_BULLETS`: Arrow icon bullets with text content.
         *     - `PROCESS_STEPS`: Process steps with numbered/icon labels above a horizontal line.
         *     - `BAR_STATS`: Statistics with bar visual elements.
         *     - `TIMELINE`: Timeline layout with numbered chips on a connecting line; cells alternate around the line.
         *     - `MINIMAL_TIMELINE`: Timeline layout with plain dot indicators; no numbers or shapes; cells alternate around the line.
         *     - `PILLS`: Numbered pill-shaped labels (stadium chips) with text content; supports HORIZONTAL (pill on top) and VERTICAL (pill on left) orientations.
         *     - `STAR_RATING`: Star rating display with stars and a numeric value per cell.
         *     - `QUOTE_BOXES`: Outlined boxes with decorative quote glyphs at the top-left and bottom-right corners.
         *     - `CIRCLE`: Donut/ring with numbered annular-sector segments; cell text labels sit outside the ring.
         *     - `PYRAMID`: Hierarchical pyramid where each cell renders as a horizontal slice (apex at top, base at bottom) with the cell number or shape centered inside; text content sits beside (desktop) or below (mobile) the pyramid.
         *     - `STAIRCASE`: Cells render a horizontal bar whose width scales with cell index, creating a staircase pattern; bar carries the cell number or a custom shape.
         *     - `VERTICAL_FUNNEL`: Hierarchical funnel where each cell renders as a horizontal slice (wide at top, narrowing toward the bottom) with the cell number or shape centered inside; text content sits beside (desktop) or below (mobile) the funnel.
         * @enum {string}
         */
        SmartBlockDataType: "SOLID_BOXES" | "NUMBERED_BOXES" | "STATS" | "CIRCLE_STATS" | "SOLID_BOXES_ALTERNATING" | "SOLID_JOINED_BOXES" | "SIDE_LINE_TEXT" | "TOP_LINE_TEXT" | "OUTLINE_BOXES_WITH_TOP_CIRCLE" | "BIG_BULLETS" | "SMALL_BULLETS" | "ARROW_BULLETS" | "PROCESS_STEPS" | "BAR_STATS" | "TIMELINE" | "MINIMAL_TIMELINE" | "PILLS" | "STAR_RATING" | "QUOTE_BOXES" | "CIRCLE" | "PYRAMID" | "STAIRCASE" | "VERTICAL_FUNNEL";
        /**
         * @description Column size controlling how many cells appear per row.
         *     - `SMALL`: Up to 4 cells in a row.
         *     - `MEDIUM`: Up to 3 cells in a row (default).
         *     - `LARGE`: Up to 2 cells in a row.
         *     - `EXTRA_LARGE`: 1 cell in a row.
         * @enum {string}
         */
        ColumnSize: "SMALL" | "MEDIUM" | "LARGE" | "EXTRA_LARGE";
        /** @description Data for a smart block cell node. */
        SmartBlockCellData: {
            /** @description Optional label text for the cell (e.g., for stats variants). */
            label?: string;
            /** @description Shape file details. */
            shape?: components["schemas"]["NodeMedia"];
            /** @description Border color of the cell. */
            borderColor?: string;
            /** @description Border width in pixels. */
            borderWidth?: number;
            /** @description Border radius in pixels. */
            borderRadius?: number;
            /** @description The type of the parent smart block (must match parent). */
            type?: components["schemas"]["SmartBlockDataType"];
            /** @description Accent color for non-background variants (e.g., line, bullet, label color). */
            accentColor?: string;
            /** @description Background color for background-based variants (SOLID_BOXES, SOLID_BOXES_ALTERNATING, SOLID_JOINED_BOXES). */
            backgroundColor?: string;
            /** @description Shape fill color as a hexadecimal value. */
            shapeColor?: string;
        };
        CheckboxListData: {
            /** @description Indentation level from 0-4. */
            indentation?: number;
            /** @description Offset level from 0-4. */
            offset?: number;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        ListItemNodeData: {
            /** @description Checkbox list item state. Defaults to `false`. */
            checked?: boolean;
            /** @description Node animation. */
            animation?: components["schemas"]["Animation"];
        };
        /**
         * @description Kind of a rich content node. The blog uses PARAGRAPH, TEXT, HEADING, BULLETED_LIST, ORDERED_LIST, LIST_ITEM, BLOCKQUOTE, CODE_BLOCK, VIDEO, DIVIDER, FILE, GALLERY, GIF, HTML, IMAGE, LINK_PREVIEW, MAP, POLL, APP_EMBED, BUTTON, COLLAPSIBLE_LIST, TABLE, EMBED, AUDIO, CAPTION and LAYOUT; the remaining values are structural parts of those (collapsible items, table rows and cells, layout cells, smart block cells) or newer node kinds (EXTERNAL, SHAPE, CARD, TOC, SMART_BLOCK, CHECKBOX_LIST).
         * @enum {string}
         */
        NodeType: "PARAGRAPH" | "TEXT" | "HEADING" | "BULLETED_LIST" | "ORDERED_LIST" | "LIST_ITEM" | "BLOCKQUOTE" | "CODE_BLOCK" | "VIDEO" | "DIVIDER" | "FILE" | "GALLERY" | "GIF" | "HTML" | "IMAGE" | "LINK_PREVIEW" | "MAP" | "POLL" | "APP_EMBED" | "BUTTON" | "COLLAPSIBLE_LIST" | "TABLE" | "EMBED" | "COLLAPSIBLE_ITEM" | "COLLAPSIBLE_ITEM_TITLE" | "COLLAPSIBLE_ITEM_BODY" | "TABLE_CELL" | "TABLE_ROW" | "EXTERNAL" | "AUDIO" | "CAPTION" | "LAYOUT" | "LAYOUT_CELL" | "SHAPE" | "CARD" | "TOC" | "SMART_BLOCK" | "SMART_BLOCK_CELL" | "CHECKBOX_LIST";
        NodeStyle: {
            /** @description The top padding value in pixels. */
            paddingTop?: string;
            /** @description The bottom padding value in pixels. */
            paddingBottom?: string;
            /** @description The background color as a hexadecimal value. */
            backgroundColor?: string;
        };
        /** @description Metadata of a rich content document. */
        RichContentMetadata: {
            /** @description Schema version. */
            version?: number;
            /**
             * Format: date-time
             * @description When the object was created.
             */
            createdTimestamp?: Date;
            /**
             * Format: date-time
             * @description When the object was most recently updated.
             */
            updatedTimestamp?: Date;
            /** @description Object ID. */
            id?: string;
        };
        DocumentStyle: {
            /** @description Styling for H1 nodes. */
            headerOne?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for H2 nodes. */
            headerTwo?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for H3 nodes. */
            headerThree?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for H4 nodes. */
            headerFour?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for H5 nodes. */
            headerFive?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for H6 nodes. */
            headerSix?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for paragraph nodes. */
            paragraph?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for block quote nodes. */
            blockquote?: components["schemas"]["TextNodeStyle"];
            /** @description Styling for code block nodes. */
            codeBlock?: components["schemas"]["TextNodeStyle"];
        };
        TextNodeStyle: {
            /** @description The decorations to apply to the node. */
            decorations?: components["schemas"]["Decoration"][];
            /** @description Padding and background color for the node. */
            nodeStyle?: components["schemas"]["NodeStyle"];
            /** @description Line height for text in the node. */
            lineHeight?: string;
        };
    };
    responses: {
        /** @description The requested page of published posts. */
        ListPosts: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListPostsResponse"];
            };
        };
        /** @description Unauthenticated, no valid authorization was sent (application error `UNAUTHENTICATED`). */
        Unauthenticated: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description Permission denied, the caller may not read the blog (application error `PERMISSION_DENIED`). */
        PermissionDenied: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description Too many requests (application error `RESOURCE_EXHAUSTED`). */
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
    listPosts: {
        parameters: {
            query?: {
                /** @description Whether to return only featured posts. Default `false`. */
                featured?: boolean;
                /** @description Hashtag filter. Only posts containing any of the given hashtags are returned. If omitted, posts with or without hashtags are returned. */
                hashtags?: string[];
                /** @description Category filter. Only posts in any of the given categories are returned. If omitted, posts with or without categories are returned. */
                categoryIds?: string[];
                /** @description Tag filter. Only posts with any of the given tags are returned. If omitted, posts with or without tags are returned. */
                tagIds?: string[];
                /** @description Sort order of the returned posts. Default `FEED`. */
                sort?: components["schemas"]["SortOrder"];
                /** @description Number of posts to return. Default `50`, at most `100`. */
                "paging.limit"?: number;
                /** @description Number of posts to skip in the current sort order. Default `0`. */
                "paging.offset"?: number;
                /** @description Language filter, a 2-or-4-letter IETF BCP 47 language tag. Only posts in that language are returned; if omitted, posts in all languages are returned. */
                language?: string;
                /** @description Member ID of the posts' owner. Only that member's posts are returned. */
                memberId?: string;
                /** @description Additional post fields to include in the response. By default only the post's base fields (fields that are not a fieldset value) are returned. */
                fieldsets?: components["schemas"]["PostFieldField"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListPosts"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryPostsRequest"];
            };
        };
        responses: {
            /** @description The matching posts and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryPostsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPost: {
        parameters: {
            query?: {
                /** @description Additional post fields to include in the response. By default only the post's base fields are returned. */
                fieldsets?: components["schemas"]["PostFieldField"][];
            };
            header?: never;
            path: {
                /** @description Post ID. */
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPostResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No published post has this ID. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPostBySlug: {
        parameters: {
            query?: {
                /** @description Additional post fields to include in the response. By default only the post's base fields are returned. */
                fieldsets?: components["schemas"]["PostFieldField"][];
                /** @description Language of the post, a 2-or-4-letter IETF BCP 47 language tag. */
                language?: string;
            };
            header?: never;
            path: {
                /** @description Slug of the post to retrieve. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPostBySlugResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No published post has this slug (in this language). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPostMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the post to retrieve metrics for. */
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post's metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPostMetricsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description No published post has this ID. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryPostCountStats: {
        parameters: {
            query?: {
                /** @description Start of the time range, as an ISO 8601 date and time. */
                rangeStart?: Date;
                /** @description Order of the returned periods. Default `OLDEST`. */
                order?: components["schemas"]["PostCountOrder"];
                /** @description Number of months to include in the response. */
                months?: number;
                /** @description Language filter, a 2-or-4-letter IETF BCP 47 language tag. Only posts in that language are counted. */
                language?: string;
                /** @description Time zone used to compute the start of each month, as a UTC offset (New York is `-05`). */
                timeZone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published post counts per month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryPostCountStatsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTotalPosts: {
        parameters: {
            query?: {
                /** @description Language filter, a 2-or-4-letter IETF BCP 47 language tag. Only posts in that language are counted. */
                language?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The total number of published posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTotalPostsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onPostCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostCreatedEvent"];
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
    onPostUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostUpdatedEvent"];
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
    onPostDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostDeletedEvent"];
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
    onPostLiked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostLikedEvent"];
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
    onPostUnliked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostUnlikedEvent"];
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
    onDraftCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftCreatedEvent"];
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
    onDraftUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftUpdatedEvent"];
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
    onDraftDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftDeletedEvent"];
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
    onCategoryCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryCreatedEvent"];
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
    onCategoryUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryUpdatedEvent"];
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
    onCategoryDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryDeletedEvent"];
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
    onTagCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagCreatedEvent"];
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
    onTagUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagUpdatedEvent"];
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
    onTagDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagDeletedEvent"];
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

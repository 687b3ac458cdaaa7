// Generated from spec/members.yaml by codegen. Do not edit.

export interface paths {
    "/v1/members/my/slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update current member slug
         * @description Updates the current member's slug, the end of the member's profile page URL (`https://example.com/member/{slug}`). The slug is case-sensitive. Only a logged-in member can call this without elevated permissions. Platform method `UpdateMySlug`; permission `MEMBERS.MEMBER_UPDATE`.
         */
        post: operations["updateCurrentMemberSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update member slug
         * @description Updates a member's slug, the end of the member's profile page URL. The platform declares the path as `/v1/members/{id}/slug`. Permission `MEMBERS.MEMBER_UPDATE`.
         */
        post: operations["updateMemberSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/join-community": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join community
         * @description Joins the current member to the site community and sets their profile to `PUBLIC`: the member gets the Members Area's community features (chat, forum, followers) and their profile becomes visible to other members and visitors. Only a logged-in member can call this without elevated permissions. Permission `MEMBERS.MEMBER_JOIN_COMMUNITY`. The call takes no arguments.
         */
        post: operations["joinCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/leave-community": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave community
         * @description Removes the current member from the site community and sets their profile to `PRIVATE`: the member loses the community features and their profile is hidden from other members and visitors. Content they already posted (forum posts, blog comments) stays visible. Only a logged-in member can call this without elevated permissions. Permission `MEMBERS.MEMBER_JOIN_COMMUNITY`. The call takes no arguments.
         */
        post: operations["leaveCommunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get current member
         * @description Retrieves the current member (the member whose identity makes the call). Needs a visitor or member identity. `fieldsets` picks the fields returned: `PUBLIC` (default), `EXTENDED` or `FULL`. Platform method `GetMyMember`; permission `MEMBERS.MEMBER_READ`.
         */
        get: operations["getCurrentMember"];
        put?: never;
        post?: never;
        /**
         * Delete my member
         * @description Deletes the current member, who is then logged out of the site. The member's content (for example blog posts) is transferred to the member given by `contentAssigneeId`. Needs a visitor or member identity. The site owner and contributors cannot delete themselves this way. Permission `MEMBERS.MEMBER_DELETE`.
         */
        delete: operations["deleteMyMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get member
         * @description Retrieves a member by ID. `fieldsets` picks the fields returned: `PUBLIC` (default: ID, contact ID, dates and profile; the statuses come back `UNKNOWN`), `EXTENDED` (adds login email and the statuses) or `FULL`. Only the custom contact fields the site owner added to the member profile are returned. Called with a site member identity, a member involved in a member-to-member block with the caller is not found. The SDK method returns the response's `member`. Permission `MEMBERS.MEMBER_READ`.
         */
        get: operations["getMember"];
        put?: never;
        post?: never;
        /**
         * Delete member
         * @description Deletes a member by ID. The member's content (for example blog posts) is transferred to the site owner. The site owner, contributors and members with an active subscription cannot be deleted. Permission `MEMBERS.MEMBER_DELETE`.
         */
        delete: operations["deleteMember"];
        options?: never;
        head?: never;
        /**
         * Update member
         * @description Updates a member's properties; only the fields sent are updated, and an empty string clears a field. Sending `contact.addresses`, `contact.emails` or `contact.phones` replaces the whole list; an empty list has no effect (clear them with Delete Member Addresses, Emails or Phones). `loginEmail` cannot be changed here. The platform declares the path as `/v1/members/{member.id}` (the ID is `member.id` of the body); it is written `{memberId}` here. Only a logged-in member can update themselves without elevated permissions. The SDK method returns the response's `member`. Permission `MEMBERS.MEMBER_UPDATE`.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Lists site members with offset paging (`paging.limit`, `paging.offset`), fieldsets and sorting. A member's default privacy status is `PRIVATE`; private members are not returned to visitor or member identities. The platform declares `sorting` as a list of sort entries; as query parameters one entry is sent (`sorting.fieldName`, `sorting.order`). Permission `MEMBERS.MEMBER_READ`.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Create member
         * @description Creates a site member. Send Set Password Email (authentication module) can then email the member a link to set a password; the member can log in once the password is set. When creating many members, space the requests at least 1 second apart. The SDK method returns the response's `member`. Permission `MEMBERS.MEMBER_CREATE`.
         */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query members
         * @description Retrieves up to 100 members that match a query: `filter` on `id`, `loginEmail`, `status`, `contactId`, `contact.firstName`, `contact.lastName`, `profile.nickname`, `profile.slug` and `privacyStatus`; `sorting` by `profile.nickname`, `contact.firstName`, `contact.lastName`, `createdDate`, `updatedDate` or `lastLoginDate`; offset paging (`query.paging.limit`, `query.paging.offset`). `search` matches free text in `loginEmail`, `contact.firstName`, `contact.lastName`, `profile.title`, `profile.nickname` or `profile.slug` (default `profile.nickname`). The SDK's `queryMembers()` builds the query with a query builder; this call takes the query object, as the SDK's typed variant `queryMembers(query, options)` does. Permission `MEMBERS.MEMBER_READ`.
         */
        post: operations["queryMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute member
         * @description Mutes a member (`activityStatus` `MUTED`): the member cannot engage with the community, for example comment, like or share in the site's blog and forum. Permission `MEMBERS.MEMBER_MUTE`.
         */
        post: operations["muteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/unmute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unmute member
         * @description Unmutes a member (`activityStatus` `ACTIVE`): the member can engage with the community again. Permission `MEMBERS.MEMBER_MUTE`.
         */
        post: operations["unmuteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve member
         * @description Changes a member's status to `APPROVED`, giving access to members-only pages: approves a `PENDING` member or unblocks a `BLOCKED` one. Permission `MEMBERS.MEMBER_APPROVE`.
         */
        post: operations["approveMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block member
         * @description Blocks a member (status `BLOCKED`): the member cannot log in to members-only pages. Unblock with Approve Member. The caller themselves, the site owner and members with an active subscription cannot be blocked. Permission `MEMBERS.MEMBER_BLOCK`.
         */
        post: operations["blockMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect member
         * @description Disconnects a member: the member cannot log in to members-only pages, is not shown in the dashboard, and their status becomes `OFFLINE`; the member's data is kept. Irreversible: to connect the person again, create a member with a new slug. Permission `MEMBERS.MEMBER_DISCONNECT`.
         */
        post: operations["disconnectMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk delete members
         * @description Deletes up to 100 members by ID. Their content is transferred to the site owner. Each item's result tells whether it was deleted. Permission `MEMBERS.MEMBER_DELETE`.
         */
        post: operations["bulkDeleteMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/bulk/delete-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk delete members by filter
         * @description Deletes the members that match a filter (and, optionally, a free-text `search`), in an asynchronous job. Their content is transferred to the member given by `contentAssigneeId`. Follow the job with the platform's Async Job API (`jobId`). Permission `MEMBERS.MEMBER_DELETE`.
         */
        post: operations["bulkDeleteMembersByFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/bulk/approve-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk approve members
         * @description Changes the status of the members that match a filter to `APPROVED` (approves pending members, unblocks blocked ones), in an asynchronous job. Permission `MEMBERS.MEMBER_APPROVE`.
         */
        post: operations["bulkApproveMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/bulk/block-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk block members
         * @description Blocks the members that match a filter, in an asynchronous job; blocked members cannot log in to members-only pages. Unblock them with Bulk Approve Members. Permission `MEMBERS.MEMBER_BLOCK`.
         */
        post: operations["bulkBlockMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/phones": {
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
         * Delete member phones
         * @description Clears a member's phone numbers (`contact.phones`). Only a logged-in member can clear their own without elevated permissions. Permission `MEMBERS.MEMBER_UPDATE`.
         */
        delete: operations["deleteMemberPhones"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/emails": {
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
         * Delete member emails
         * @description Clears a member's email addresses (`contact.emails`). The member can still log in with `loginEmail`, which is not cleared. Only a logged-in member can clear their own without elevated permissions. Permission `MEMBERS.MEMBER_UPDATE`.
         */
        delete: operations["deleteMemberEmails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}/addresses": {
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
         * Delete member addresses
         * @description Clears a member's street addresses (`contact.addresses`). Only a logged-in member can clear their own without elevated permissions. Permission `MEMBERS.MEMBER_UPDATE`.
         */
        delete: operations["deleteMemberAddresses"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    memberCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Member created
         * @description Triggered when a member is created. A member approved automatically or manually has status `APPROVED`; a member waiting for approval has status `PENDING` and cannot log in yet.
         */
        post: operations["onMemberCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    memberUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Member updated
         * @description Triggered when a member is updated, including status changes (approve, block, disconnect), mute and unmute, joining or leaving the community and slug changes.
         */
        post: operations["onMemberUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    memberDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Member deleted
         * @description Triggered when a member is deleted. The payload carries only the envelope; `metadata.entityId` is the member ID.
         */
        post: operations["onMemberDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    badgeAssigned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Badge assigned
         * @description Triggered when a member receives a badge. `metadata.entityId` is the badge ID and `data.memberId` the member. Badges v3 event (`com.wixpress.badges.v3.BadgesServiceV3`); the SDK marks it deprecated in favour of the badge assignments v4 events.
         */
        post: operations["onBadgeAssigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    badgeUnassigned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Badge unassigned
         * @description Triggered when a badge is removed from a member. `metadata.entityId` is the badge ID and `data.memberId` the member. Badges v3 event; the SDK marks it deprecated in favour of the badge assignments v4 events.
         */
        post: operations["onBadgeUnassigned"];
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
                        /** @description The request field, e.g. `paging.limit`. */
                        field?: string;
                        description?: string;
                        violatedRule?: string;
                        /** @description Rule name of a custom validation error, e.g. `INVALID_CUSTOM_FIELD_URL`. */
                        ruleName?: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description A registered user of the site who can log in, reach members-only content and take part in the site's community. Which fields are returned depends on the fieldset (`PUBLIC`, `EXTENDED`, `FULL`) and the caller. */
        Member: {
            /**
             * Format: uuid
             * @description Member ID.
             */
            readonly id?: string;
            /**
             * Format: email
             * @description Email the member logs in with. Set when the member is created; cannot be changed with Update Member.
             */
            loginEmail?: string;
            /** @description Whether the login email has been verified. */
            readonly loginEmailVerified?: boolean;
            /** @description Site access status of the member. Read-only. */
            status?: components["schemas"]["MemberStatus"];
            /**
             * Format: uuid
             * @description ID of the member's contact in the site's contact list.
             */
            readonly contactId?: string;
            /** @description The member's contact information (stored in the site's contact list). */
            contact?: components["schemas"]["Contact"];
            /** @description Profile display details. */
            profile?: components["schemas"]["Profile"];
            /** @description Whether the member is visible to everyone or only to site collaborators. */
            privacyStatus?: components["schemas"]["PrivacyStatus"];
            /** @description Whether the member can write in the community. Read-only. */
            activityStatus?: components["schemas"]["ActivityStatus"];
            /**
             * Format: date-time
             * @description Date and time the member was created.
             */
            readonly createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the member was last updated.
             */
            readonly updatedDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the member last logged in to the site.
             */
            readonly lastLoginDate?: Date;
        };
        /** @description Contact information of a member. */
        Contact: {
            /** @description First name. */
            firstName?: string;
            /** @description Last name. */
            lastName?: string;
            /** @description Phone numbers. Sending the list replaces it; clear it with Delete Member Phones. */
            phones?: string[];
            /** @description Email addresses. Sending the list replaces it; clear it with Delete Member Emails. */
            emails?: string[];
            /** @description Street addresses. Sending the list replaces it; clear it with Delete Member Addresses. */
            addresses?: components["schemas"]["Address"][];
            /** @description Birthdate as `YYYY-MM-DD`, for example `"2020-03-15"`. */
            birthdate?: string;
            /** @description Company name. */
            company?: string;
            /** @description Job title. */
            jobTitle?: string;
            /** @description Custom fields, keyed by the field key (for example `custom.favorite-glaze`). Only the fields the site owner added to the member profile are returned, and empty fields are not. On update, `name` is ignored. */
            customFields?: {
                [key: string]: components["schemas"]["CustomField"];
            };
        };
        /** @description A street address of a member: the street as `streetAddress` (number and name) or as free text in `addressLine`. Not converted, as in the platform's SDK. */
        Address: {
            /**
             * Format: uuid
             * @description Address ID.
             */
            readonly id?: string;
            /** @description Street number and name. Set this or `addressLine`. */
            streetAddress?: components["schemas"]["StreetAddress"];
            /** @description Main address line, usually street and number, as free text. Set this or `streetAddress`. */
            addressLine?: string;
            /** @description Free text for the unit: apartment, suite or floor. */
            addressLine2?: string;
            /** @description City name. */
            city?: string;
            /** @description Subdivision (state, prefecture, province) code in ISO 3166-2 format, for example `US-CA`. */
            subdivision?: string;
            /** @description 2-letter country code in ISO-3166 alpha-2 format. */
            country?: string;
            /** @description Postal code. */
            postalCode?: string;
        };
        StreetAddress: {
            /** @description Street number. */
            number?: string;
            /** @description Street name. */
            name?: string;
        };
        /** @description Geographic coordinates (here the origin of a geo-distance sort). */
        AddressLocation: {
            /** @description Latitude, -90 to 90. */
            latitude?: number;
            /** @description Longitude, -180 to 180. */
            longitude?: number;
        };
        /** @description The value of one custom profile field of a member. */
        CustomField: {
            /** @description Display name of the field. Ignored on update. */
            name?: string;
            /** @description The field's value: text, a number, a date string or a URL, by the field type. */
            value?: unknown;
        };
        /** @description How the member is shown to others. */
        Profile: {
            /** @description Name that identifies the member to other members, on the profile page and in the forum or blog. */
            nickname?: string;
            /** @description End of the member's profile page URL. Change it with Update Member Slug. */
            readonly slug?: string;
            /** @description Profile photo. */
            photo?: components["schemas"]["Image"];
            /** @description Cover photo, the background of the profile page. `offsetX` and `offsetY` position it (default `0`). */
            cover?: components["schemas"]["Image"];
            /** @description Member title. */
            title?: string;
        };
        /** @description An image of a member profile. `id` is the media manager ID, set when the member picked the image from the site's media. Kept as an object, as in the platform's SDK: `offsetX`/`offsetY` position it. */
        Image: {
            /** @description Media manager image ID. */
            id?: string;
            /** @description Image URL. */
            url?: string;
            /** @description Original image height. */
            height?: number;
            /** @description Original image width. */
            width?: number;
            /** @description X-axis offset. Default `0`. */
            offsetX?: number;
            /** @description Y-axis offset. Default `0`. */
            offsetY?: number;
        };
        /**
         * @description Site access status of a member. `PENDING`: created and waiting for approval by the site owner; cannot log in. `APPROVED`: can log in. `BLOCKED`: blocked, cannot log in. `OFFLINE`: a disconnected member or a guest author of the site blog, cannot log in. `UNKNOWN`: the caller may not see the status (for example the `PUBLIC` fieldset). Approve, Block (also in bulk by filter) and Disconnect change it.
         * @enum {string}
         */
        MemberStatus: "UNKNOWN" | "PENDING" | "APPROVED" | "BLOCKED" | "OFFLINE";
        /**
         * @description `PUBLIC`: visible to everyone (joined the community). `PRIVATE`: hidden from visitors and other members, returned only to site collaborators and apps (default). `UNKNOWN`: the caller may not see the status. Join Community and Leave Community change it.
         * @enum {string}
         */
        PrivacyStatus: "UNKNOWN" | "PRIVATE" | "PUBLIC";
        /**
         * @description `ACTIVE`: can write forum posts and blog comments. `MUTED`: cannot. `UNKNOWN`: the caller may not see the status. Mute and Unmute change it.
         * @enum {string}
         */
        ActivityStatus: "UNKNOWN" | "ACTIVE" | "MUTED";
        /**
         * @description Predefined set of member fields to return (SDK enum `Set`). `PUBLIC`: `id`, `contactId`, `createdDate`, `updatedDate` and `profile` (statuses returned as `UNKNOWN`). `EXTENDED`: also `loginEmail`, `status`, `privacyStatus` and `activityStatus`. `FULL`: all fields.
         * @enum {string}
         */
        Fieldset: "PUBLIC" | "EXTENDED" | "FULL";
        Paging: {
            /** @description Number of items to return. */
            limit?: number;
            /** @description Number of items to skip in the current sort order. Default `0`. */
            offset?: number;
        };
        /** @enum {string} */
        SortOrder: "ASC" | "DESC";
        Sorting: {
            /** @description Name of the field to sort by. */
            fieldName?: string;
            /** @description Sort order. */
            order?: components["schemas"]["SortOrder"];
            /** @description Origin point of a geo-distance sort (nearest first with `ASC`). */
            origin?: components["schemas"]["AddressLocation"];
        };
        /** @description A platform filter, for example `{"status": "PENDING"}` or `{"profile.nickname": {"$startsWith": "Da"}}`; operators `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$startsWith`, `$in`, `$exists`, combined with `$and`, `$or`, `$not`. */
        Filter: {
            [key: string]: unknown;
        };
        /** @description A members query (SDK `Query`) with offset paging. */
        MembersQuery: {
            filter?: components["schemas"]["Filter"];
            /** @description Offset paging; `limit` at most 100. */
            paging?: components["schemas"]["Paging"];
            /** @description Sort entries, applied in order. */
            sorting?: components["schemas"]["Sorting"][];
        };
        /** @description Free text to match in searchable fields. */
        Search: {
            /** @description Search term or expression. */
            expression?: string;
            /** @description Fields to search: `loginEmail`, `contact.firstName`, `contact.lastName`, `profile.title`, `profile.nickname`, `profile.slug`. Default `profile.nickname`. */
            fields?: string[];
        };
        PagingMetadata: {
            /** @description Number of items returned. */
            count?: number;
            /** @description Offset that was requested. */
            offset?: number;
            /** @description Total number of items that match. */
            total?: number;
            /** @description Whether the server could not calculate `total`. */
            tooManyToCount?: boolean;
        };
        UpdateMySlugRequest: {
            /** @description New slug. */
            slug: string;
        };
        UpdateMySlugResponse: {
            member?: components["schemas"]["Member"];
        };
        UpdateMemberSlugRequest: {
            /** @description New slug. */
            slug: string;
        };
        UpdateMemberSlugResponse: {
            member?: components["schemas"]["Member"];
        };
        JoinCommunityResponse: {
            member?: components["schemas"]["Member"];
        };
        LeaveCommunityResponse: {
            member?: components["schemas"]["Member"];
        };
        GetMyMemberResponse: {
            member?: components["schemas"]["Member"];
        };
        GetMemberResponse: {
            member: components["schemas"]["Member"];
        };
        ListMembersResponse: {
            members?: components["schemas"]["Member"][];
            metadata?: components["schemas"]["PagingMetadata"];
        };
        QueryMembersRequest: {
            query?: components["schemas"]["MembersQuery"];
            /** @description Predefined sets of fields to return. Default `PUBLIC`. */
            fieldsets?: components["schemas"]["Fieldset"][];
            search?: components["schemas"]["Search"];
        };
        QueryMembersResponse: {
            members?: components["schemas"]["Member"][];
            metadata?: components["schemas"]["PagingMetadata"];
        };
        MuteMemberResponse: {
            member?: components["schemas"]["Member"];
        };
        UnmuteMemberResponse: {
            member?: components["schemas"]["Member"];
        };
        ApproveMemberResponse: {
            member?: components["schemas"]["Member"];
        };
        BlockMemberResponse: {
            member?: components["schemas"]["Member"];
        };
        DisconnectMemberResponse: {
            member?: components["schemas"]["Member"];
        };
        /** @description Empty on success. */
        DeleteMemberResponse: Record<string, never>;
        /** @description Empty on success. */
        DeleteMyMemberResponse: Record<string, never>;
        BulkDeleteMembersRequest: {
            /** @description IDs of the members to delete. */
            memberIds: string[];
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
        BulkMemberResult: {
            itemMetadata?: components["schemas"]["ItemMetadata"];
        };
        BulkActionMetadata: {
            /** @description Number of items processed. */
            totalSuccesses?: number;
            /** @description Number of items that failed. */
            totalFailures?: number;
            /** @description Number of failures without details (past the threshold of detailed failures). */
            undetailedFailures?: number;
        };
        BulkDeleteMembersResponse: {
            results?: components["schemas"]["BulkMemberResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkDeleteMembersByFilterRequest: {
            filter: components["schemas"]["Filter"];
            /**
             * Format: uuid
             * @description ID of the member who receives the deleted members' content.
             */
            contentAssigneeId?: string;
            search?: components["schemas"]["Search"];
        };
        BulkDeleteMembersByFilterResponse: {
            /** @description ID of the asynchronous job; see the platform's Async Job API. */
            jobId?: string;
        };
        BulkApproveMembersRequest: {
            filter: components["schemas"]["Filter"];
        };
        BulkApproveMembersResponse: {
            /** @description ID of the asynchronous job; see the platform's Async Job API. */
            jobId?: string;
        };
        BulkBlockMembersRequest: {
            filter: components["schemas"]["Filter"];
        };
        BulkBlockMembersResponse: {
            /** @description ID of the asynchronous job; see the platform's Async Job API. */
            jobId?: string;
        };
        CreateMemberRequest: {
            /** @description Member to create. */
            member?: components["schemas"]["Member"];
        };
        CreateMemberResponse: {
            member: components["schemas"]["Member"];
        };
        UpdateMemberRequest: {
            /** @description The fields to update. */
            member?: components["schemas"]["Member"];
        };
        UpdateMemberResponse: {
            member: components["schemas"]["Member"];
        };
        DeleteMemberPhonesResponse: {
            member?: components["schemas"]["Member"];
        };
        DeleteMemberEmailsResponse: {
            member?: components["schemas"]["Member"];
        };
        DeleteMemberAddressesResponse: {
            member?: components["schemas"]["Member"];
        };
        /** @description `data` of `SLUG_ALREADY_EXISTS`. */
        SlugAlreadyExistsPayload: {
            slug?: string;
        };
        /** @description `data` of `MEMBER_TO_MEMBER_BLOCKED`. */
        MemberToMemberBlockedPayload: {
            /** Format: uuid */
            memberId?: string;
        };
        /** @description `data` of `MEMBER_SELF_BLOCK_FORBIDDEN`: the target member. */
        MemberSelfBlockForbiddenPayload: {
            /** Format: uuid */
            memberId?: string;
        };
        /** @description `data` of `OWNER_MEMBER_BLOCK_FORBIDDEN`: the owner's member ID. */
        OwnerMemberBlockForbiddenPayload: {
            /** Format: uuid */
            memberId?: string;
        };
        /** @description `data` of `ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN`. */
        ActiveSubscriptionMemberBlockForbiddenPayload: {
            /** Format: uuid */
            memberId?: string;
        };
        /** @description `data` of `OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN`. */
        OwnerOrContributorDeleteForbiddenPayload: {
            /** Format: uuid */
            memberId?: string;
        };
        /** @description `data` of `ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN`. */
        ActiveSubscriptionMemberDeleteForbiddenPayload: {
            /** Format: uuid */
            memberId?: string;
        };
        /** @description `data` of `INVALID_CUSTOM_FIELD_URL`. */
        InvalidCustomFieldUrlPayload: {
            /** @description Custom field key to the invalid URL. */
            fields?: {
                [key: string]: string;
            };
        };
        /**
         * @description Who performed the action that caused an event.
         * @enum {string}
         */
        WebhookIdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        /** @description Who performed the action; one of the IDs is set, by `identityType`. */
        IdentificationData: {
            /**
             * Format: uuid
             * @description ID of a visitor who is not logged in.
             */
            anonymousVisitorId?: string;
            /**
             * Format: uuid
             * @description ID of a logged-in site member.
             */
            memberId?: string;
            /**
             * Format: uuid
             * @description ID of a platform user (site owner, contributor).
             */
            wixUserId?: string;
            /**
             * Format: uuid
             * @description ID of an app.
             */
            appId?: string;
            identityType?: components["schemas"]["WebhookIdentityType"];
        };
        AccountInfo: {
            /** @description ID of the account the event belongs to. */
            accountId?: string;
            /** @description ID of the parent account, when `accountId` is a child account. */
            parentAccountId?: string;
            /** @description ID of the site, when the event is tied to one. */
            siteId?: string;
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Event ID, to spot duplicates. */
            id?: string;
            /** @description Fully qualified name of the entity, for example `wix.members.v1.member`. */
            entityFqdn?: string;
            /** @description Event name, for example `created`. */
            slug?: string;
            /** @description ID of the entity the event is about. */
            entityId?: string;
            /** Format: date-time */
            eventTime?: Date;
            /** @description Whether a privacy request (such as GDPR) caused the event. */
            triggeredByAnonymizeRequest?: boolean;
            /** @description The action that caused the event, when known. */
            originatedFrom?: string;
            /** @description Sequence number of the entity's events, to order updates. */
            entityEventSequence?: string;
            /** @description App instance ID. */
            instanceId?: string;
            eventType?: string;
            identity?: components["schemas"]["IdentificationData"];
            accountInfo?: components["schemas"]["AccountInfo"];
        };
        MemberCreatedEvent: {
            /** @description The created member. */
            entity: components["schemas"]["Member"];
            metadata: components["schemas"]["EventMetadata"];
        };
        MemberUpdatedEvent: {
            /** @description The member after the update. */
            entity: components["schemas"]["Member"];
            metadata: components["schemas"]["EventMetadata"];
        };
        MemberDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        BadgeAssigned: {
            /**
             * Format: uuid
             * @description ID of the member who received the badge.
             */
            memberId?: string;
        };
        BadgeUnassigned: {
            /**
             * Format: uuid
             * @description ID of the member who lost the badge.
             */
            memberId?: string;
        };
        BadgeAssignedEvent: {
            data: components["schemas"]["BadgeAssigned"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BadgeUnassignedEvent: {
            data: components["schemas"]["BadgeUnassigned"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /**
         * @description State of an app (such as the Members Area) on the site, as site events report it (SDK `State` of `Asset.state`).
         * @enum {string}
         */
        MemberSiteState: "UNKNOWN" | "ENABLED" | "DISABLED" | "PENDING" | "DEMO";
        /**
         * @description Deletion state of a site, as site deletion events report it (SDK `DeleteStatus`).
         * @enum {string}
         */
        SiteDeleteStatus: "UNKNOWN" | "TRASH" | "DELETED" | "PENDING_PURGE" | "PURGED_EXTERNALLY";
        /** @description An app installed on the site and its state (SDK `Asset`). */
        SiteAsset: {
            /** @description App definition ID. */
            appDefId?: string;
            /** @description App instance ID. */
            instanceId?: string;
            state?: components["schemas"]["MemberSiteState"];
        };
        /** @description How a site was deleted (SDK `DeleteContext`). */
        SiteDeleteContext: {
            /** Format: date-time */
            dateDeleted?: Date;
            deleteStatus?: components["schemas"]["SiteDeleteStatus"];
            /** @description The flow that deleted the site. */
            deleteOrigin?: string;
            /** @description The service that deleted the site. */
            initiatorId?: string;
        };
        /**
         * @description How a site was created, as site creation events report it.
         * @enum {string}
         */
        SiteCreatedContext: "OTHER" | "FROM_TEMPLATE" | "DUPLICATE_BY_SITE_TRANSFER" | "DUPLICATE" | "OLD_SITE_TRANSFER" | "FLASH";
        /**
         * @description Product namespace of a site, as site events report it (SDK `Namespace`).
         * @enum {string}
         */
        SiteNamespace: "UNKNOWN_NAMESPACE" | "WIX" | "SHOUT_OUT" | "ALBUMS" | "WIX_STORES_TEST_DRIVE" | "HOTELS" | "CLUBS" | "ONBOARDING_DRAFT" | "DEV_SITE" | "LOGOS" | "VIDEO_MAKER" | "PARTNER_DASHBOARD" | "DEV_CENTER_COMPANY" | "HTML_DRAFT" | "SITELESS_BUSINESS" | "CREATOR_ECONOMY" | "DASHBOARD_FIRST" | "ANYWHERE" | "HEADLESS" | "ACCOUNT_MASTER_CMS" | "RISE" | "BRANDED_FIRST" | "NOWNIA" | "UGC_TEMPLATE" | "CODUX" | "MEDIA_DESIGN_CREATOR" | "SHARED_BLOG_ENTERPRISE" | "STANDALONE_FORMS" | "STANDALONE_EVENTS" | "MIMIR" | "TWINS" | "NANO" | "BASE44" | "CHANNELS" | "NAUTILUS" | "SYMPHONY" | "NAUTILUS_APPS" | "VIBU" | "ENTERPRISE_BRAND_KIT" | "DEV_CENTER_DEV_SITE";
        /** @description A badge that can be assigned to members, shown on their profiles; a badge can also grant access to members-only pages. Returned by the badges calls of the members package (not part of this document). */
        Badge: {
            /**
             * Format: uuid
             * @description Badge ID.
             */
            readonly id?: string;
            /** @description Text displayed on the badge. */
            title?: string;
            /** @description Badge description. */
            description?: string;
            /** @description Background color, uppercase hexadecimal RGB. Default `#796EFF`. */
            backgroundColor?: string;
            /** @description Text color, uppercase hexadecimal RGB. Default `#FFFFFF`. */
            textColor?: string;
            /** @description Badge icon as an SVG image: an external `http(s)://` URL or a media manager file's source URL. */
            icon?: string;
            /** @description Whether members with the badge get special permissions to members-only pages. */
            permissionsEnabled?: boolean;
            /** @description Slugified name used in URLs. */
            readonly slug?: string;
            /** Format: date-time */
            readonly createdDate?: Date;
            /** Format: date-time */
            readonly updatedDate?: Date;
        };
        /**
         * @description Why a member was reported. `UNKNOWN` is unused.
         * @enum {string}
         */
        ReportCategory: "UNKNOWN" | "SPAM" | "IMPERSONATION" | "HARASSMENT" | "OTHER";
        ReportReason: {
            category?: components["schemas"]["ReportCategory"];
            /** @description Explanation of why the member is reported. */
            description?: string;
        };
        /** @description A report a member submitted about another member (spam, impersonation, harassment). */
        MemberReport: {
            /**
             * Format: uuid
             * @description Report ID.
             */
            readonly id?: string;
            /**
             * Format: uuid
             * @description ID of the reported member.
             */
            reportedMemberId?: string;
            /** @description ID of the member who created the report. */
            readonly reportingMemberId?: string;
            reason?: components["schemas"]["ReportReason"];
            /** Format: date-time */
            readonly createdDate?: Date;
        };
        /** @description Report totals of one reported member. */
        ReportedMember: {
            /** Format: uuid */
            reportedMemberId?: string;
            /** @description Number of reports of this member (64-bit integer as a string). */
            reportCount?: string;
            /** @description Whether the reports of this member have been reviewed. */
            reviewed?: boolean;
            /** Format: date-time */
            readonly lastReportDate?: Date;
        };
        /**
         * @description Direction of a block relative to a member: `BLOCKING` (the member blocks the other one) or `BLOCKED` (the member is blocked by the other one).
         * @enum {string}
         */
        BlockDirection: "UNKNOWN" | "BLOCKING" | "BLOCKED";
        /** @description A block one member put on another; the two no longer see each other on the site. */
        MemberToMemberBlock: {
            /**
             * Format: uuid
             * @description ID of the member who created the block.
             */
            blockingMemberId?: string;
            /**
             * Format: uuid
             * @description ID of the blocked member.
             */
            blockedMemberId?: string;
        };
        /** @description One block involving a member, with its direction. */
        MemberBlock: {
            /**
             * Format: uuid
             * @description ID of the other member.
             */
            memberId?: string;
            blockDirection?: components["schemas"]["BlockDirection"];
        };
        /**
         * @description Site-level role of a site member (SDK `Role` of the authentication module).
         * @enum {string}
         */
        SiteMemberRole: "UNDEFINED_ROLE" | "MEMBER" | "OWNER" | "CONTRIBUTOR";
        /** @description A role assigned to a member (SDK `Role` of the authorization module). */
        MemberRole: {
            /** @description Role key. */
            roleKey?: string;
            /** @description Role title. */
            title?: string;
        };
        /** @description A member role the site defines. */
        MemberRoleDefinition: {
            /** @description Role definition ID. */
            readonly id?: string;
            /** @description Role key. */
            roleKey?: string;
            /** @description Role title. */
            title?: string;
            /** @description Whether members with the role can be blocked. */
            blockable?: boolean;
            /** @description Revision number; increments on every update. */
            revision?: string;
        };
        /**
         * @description Kind of information a custom profile field takes. `UNKNOWN` is unused.
         * @enum {string}
         */
        CustomFieldType: "UNKNOWN" | "TEXT" | "NUMBER" | "DATE" | "URL" | "SOCIAL";
        /**
         * @description Social network of a `SOCIAL` custom profile field. `UNKNOWN` is unused.
         * @enum {string}
         */
        SocialType: "UNKNOWN" | "FACEBOOK" | "INSTAGRAM" | "LINKEDIN" | "TWITTER" | "YOUTUBE" | "PINTEREST" | "TIKTOK" | "DEVIANTART" | "SOUNDCLOUD" | "TUMBLR" | "VIMEO" | "VKONTAKTE" | "ODNOKLASSNIKI" | "OTHER";
        /**
         * @description Where a custom profile field comes from. `CUSTOM`: created by the site owner. `CONTACT`: a default field of the Members Area (birth date, position, company). `SYSTEM`: a system field (first name, last name, email, phone, address, title). `UNKNOWN` is unused.
         * @enum {string}
         */
        CustomFieldOrigin: "UNKNOWN" | "CUSTOM" | "CONTACT" | "SYSTEM";
        /**
         * @description `PUBLIC`: shown on the member's public profile page. `PRIVATE`: only the member sees it. `UNKNOWN` is unused.
         * @enum {string}
         */
        CustomFieldPrivacy: "UNKNOWN" | "PUBLIC" | "PRIVATE";
        /**
         * @description Which members have the field in their profile.
         * @enum {string}
         */
        CustomFieldAppliesTo: "ALL_MEMBERS" | "SELECTED_MEMBERS";
        /**
         * @description Profile section the field belongs to.
         * @enum {string}
         */
        CustomFieldSection: "GENERAL" | "SOCIAL" | "DISPLAY_INFO" | "ADDRESS";
        /** @description A custom field of the member profile (SDK `CustomField` of the custom fields module); a member's values are `Contact.customFields`, keyed by `key`. */
        CustomFieldDefinition: {
            /**
             * Format: uuid
             * @description Custom field ID.
             */
            readonly id?: string;
            /** @description Field title. */
            name?: string;
            /** @description Field key, for example `custom.favorite-glaze`. */
            readonly key?: string;
            defaultPrivacy?: components["schemas"]["CustomFieldPrivacy"];
            fieldType?: components["schemas"]["CustomFieldType"];
            socialType?: components["schemas"]["SocialType"];
            fieldOrigin?: components["schemas"]["CustomFieldOrigin"];
            appliesTo?: components["schemas"]["CustomFieldAppliesTo"];
            section?: components["schemas"]["CustomFieldSection"];
            /** Format: date-time */
            readonly createdDate?: Date;
            /** Format: date-time */
            readonly updatedDate?: Date;
            /** @description Revision number; send the current one when updating. */
            revision?: string;
        };
        /** @description The "About" section of a member's profile, as rich content. */
        MemberAbout: {
            /**
             * Format: uuid
             * @description ID of the "About" content.
             */
            readonly id?: string;
            /** @description Revision number; send the current one when updating. */
            revision?: string;
            /**
             * Format: uuid
             * @description Member ID.
             */
            memberId?: string;
            content?: components["schemas"]["RichContent"];
        };
        /** @description A rich content (Ricos) document. */
        RichContent: {
            /** @description The document's top-level nodes. */
            nodes?: components["schemas"]["RichContentNode"][];
            metadata?: components["schemas"]["RichContentMetadata"];
            /** @description Global styling for headings, paragraphs, block quotes and code blocks (not detailed here). */
            documentStyle?: components["schemas"]["NodeData"];
        };
        RichContentMetadata: {
            /** @description Schema version. */
            version?: number;
            /** Format: date-time */
            createdTimestamp?: Date;
            /** Format: date-time */
            updatedTimestamp?: Date;
            /** @description Document ID. */
            id?: string;
        };
        /**
         * @description Kind of a rich content node. Text lives in `TEXT` nodes under `PARAGRAPH`, `HEADING`, `LIST_ITEM`, `BLOCKQUOTE` and `CODE_BLOCK`; lists are `BULLETED_LIST`, `ORDERED_LIST` and `CHECKBOX_LIST` of `LIST_ITEM`s; tables are `TABLE` of `TABLE_ROW` of `TABLE_CELL`. `MAP` is deprecated.
         * @enum {string}
         */
        RichContentNodeType: "PARAGRAPH" | "TEXT" | "HEADING" | "BULLETED_LIST" | "ORDERED_LIST" | "LIST_ITEM" | "BLOCKQUOTE" | "CODE_BLOCK" | "VIDEO" | "DIVIDER" | "FILE" | "GALLERY" | "GIF" | "HTML" | "IMAGE" | "LINK_PREVIEW" | "MAP" | "POLL" | "APP_EMBED" | "BUTTON" | "COLLAPSIBLE_LIST" | "TABLE" | "EMBED" | "COLLAPSIBLE_ITEM" | "COLLAPSIBLE_ITEM_TITLE" | "COLLAPSIBLE_ITEM_BODY" | "TABLE_CELL" | "TABLE_ROW" | "EXTERNAL" | "AUDIO" | "CAPTION" | "LAYOUT" | "LAYOUT_CELL" | "SHAPE" | "CARD" | "TOC" | "SMART_BLOCK" | "SMART_BLOCK_CELL" | "CHECKBOX_LIST";
        /** @description A node of a rich content document. `type` says which kind it is; the matching `<kind>Data` property holds its data and `nodes` its children. The data of the node kinds the members "About" section uses most is typed here; the data of the other kinds (`buttonData`, `fileData`, `gifData`, `htmlData`, `linkPreviewData`, `appEmbedData`, `embedData`, `audioData`, `captionData`, `layoutData`, `shapeData`, `cardData`, `tocData`, ...) is passed through as `NodeData`. */
        RichContentNode: {
            type?: components["schemas"]["RichContentNodeType"];
            /** @description Node ID. */
            id?: string;
            /** @description Child nodes. */
            nodes?: components["schemas"]["RichContentNode"][];
            style?: components["schemas"]["NodeStyle"];
            textData?: components["schemas"]["TextData"];
            paragraphData?: components["schemas"]["ParagraphData"];
            headingData?: components["schemas"]["HeadingData"];
            bulletedListData?: components["schemas"]["ListData"];
            orderedListData?: components["schemas"]["ListData"];
            checkboxListData?: components["schemas"]["NodeData"];
            listItemData?: components["schemas"]["ListItemData"];
            blockquoteData?: components["schemas"]["ListData"];
            codeBlockData?: components["schemas"]["ParagraphData"];
            imageData?: components["schemas"]["ImageNodeData"];
            galleryData?: components["schemas"]["GalleryNodeData"];
            videoData?: components["schemas"]["VideoNodeData"];
            pollData?: components["schemas"]["PollNodeData"];
            mapData?: components["schemas"]["MapNodeData"];
            tableData?: components["schemas"]["TableNodeData"];
            tableCellData?: components["schemas"]["NodeData"];
            dividerData?: components["schemas"]["NodeData"];
            buttonData?: components["schemas"]["NodeData"];
            fileData?: components["schemas"]["NodeData"];
            gifData?: components["schemas"]["NodeData"];
            htmlData?: components["schemas"]["NodeData"];
            linkPreviewData?: components["schemas"]["NodeData"];
            appEmbedData?: components["schemas"]["NodeData"];
            embedData?: components["schemas"]["NodeData"];
            collapsibleListData?: components["schemas"]["NodeData"];
            externalData?: components["schemas"]["NodeData"];
            audioData?: components["schemas"]["NodeData"];
            captionData?: components["schemas"]["NodeData"];
            layoutData?: components["schemas"]["NodeData"];
            layoutCellData?: components["schemas"]["NodeData"];
            shapeData?: components["schemas"]["NodeData"];
            cardData?: components["schemas"]["NodeData"];
            tocData?: components["schemas"]["NodeData"];
            smartBlockData?: components["schemas"]["NodeData"];
            smartBlockCellData?: components["schemas"]["NodeData"];
        };
        /** @description Data of a node kind this compact schema does not detail; passed through as sent. */
        NodeData: {
            [key: string]: unknown;
        };
        NodeStyle: {
            /** @description Top padding in pixels. */
            paddingTop?: string;
            /** @description Bottom padding in pixels. */
            paddingBottom?: string;
            /** @description Background color as a hexadecimal value. */
            backgroundColor?: string;
        };
        /** @enum {string} */
        TextAlignment: "AUTO" | "LEFT" | "RIGHT" | "CENTER" | "JUSTIFY";
        TextStyle: {
            textAlignment?: components["schemas"]["TextAlignment"];
            /** @description Line height of the text. */
            lineHeight?: string;
        };
        /** @enum {string} */
        DecorationType: "BOLD" | "ITALIC" | "UNDERLINE" | "SPOILER" | "ANCHOR" | "MENTION" | "LINK" | "COLOR" | "FONT_SIZE" | "EXTERNAL" | "STRIKETHROUGH" | "SUPERSCRIPT" | "SUBSCRIPT" | "FONT_FAMILY" | "SKETCH";
        /** @description A decoration of a text node; `type` says which `<kind>Data` is set. */
        Decoration: {
            type?: components["schemas"]["DecorationType"];
            linkData?: {
                link?: components["schemas"]["NodeLink"];
            };
            mentionData?: {
                /** @description Name of the mentioned member. */
                name?: string;
                /** @description Slug of the mentioned member. */
                slug?: string;
                /** @description ID of the mentioned member. */
                id?: string;
            };
            colorData?: {
                background?: string;
                foreground?: string;
            };
            anchorData?: {
                anchor?: string;
            };
            fontWeightValue?: number;
            italicData?: boolean;
            underlineData?: boolean;
            strikethroughData?: boolean;
            superscriptData?: boolean;
            subscriptData?: boolean;
        };
        /** @enum {string} */
        LinkTarget: "SELF" | "BLANK" | "PARENT" | "TOP";
        NodeLink: {
            /** @description Absolute URL. */
            url?: string;
            /** @description ID of a node to scroll to. */
            anchor?: string;
            target?: components["schemas"]["LinkTarget"];
            customData?: string;
        };
        TextData: {
            /** @description The text. */
            text?: string;
            decorations?: components["schemas"]["Decoration"][];
        };
        /** @description Data of a paragraph or code block node. */
        ParagraphData: {
            textStyle?: components["schemas"]["TextStyle"];
            indentation?: number;
            /** @description Paragraph level. */
            level?: number;
        };
        HeadingData: {
            /** @description Heading level, 1 to 6. */
            level?: number;
            textStyle?: components["schemas"]["TextStyle"];
            indentation?: number;
        };
        /** @description Data of a bulleted list, ordered list or block quote node. */
        ListData: {
            indentation?: number;
            /** @description Ordered list: offset of the numbering. */
            offset?: number;
            /** @description Ordered list: first number. */
            start?: number;
        };
        ListItemData: {
            /** @description Checkbox list item state. Default `false`. */
            checked?: boolean;
        };
        /** @description Where a media file is; one of `url`, `custom` (a media manager ID) or `id`. */
        RichContentFileSource: {
            url?: string;
            custom?: string;
            id?: string;
            private?: boolean;
        };
        /** @description A media file inside rich content (no conversion). */
        RichContentMedia: {
            src?: components["schemas"]["RichContentFileSource"];
            width?: number;
            height?: number;
            /** @description Duration in seconds (video, audio). */
            duration?: number;
        };
        ImageNodeData: {
            image?: components["schemas"]["RichContentMedia"];
            link?: components["schemas"]["NodeLink"];
            altText?: string;
            caption?: string;
            disableExpand?: boolean;
            disableDownload?: boolean;
            decorative?: boolean;
        };
        GalleryItem: {
            image?: {
                media?: components["schemas"]["RichContentMedia"];
                link?: components["schemas"]["NodeLink"];
            };
            video?: {
                media?: components["schemas"]["RichContentMedia"];
                thumbnail?: components["schemas"]["RichContentMedia"];
            };
            title?: string;
            altText?: string;
        };
        GalleryNodeData: {
            items?: components["schemas"]["GalleryItem"][];
            options?: components["schemas"]["NodeData"];
            disableExpand?: boolean;
            disableDownload?: boolean;
        };
        VideoNodeData: {
            video?: components["schemas"]["RichContentMedia"];
            thumbnail?: components["schemas"]["RichContentMedia"];
            title?: string;
            disableDownload?: boolean;
            options?: {
                autoPlay?: boolean;
                playInLoop?: boolean;
                showControls?: boolean;
            };
        };
        PollOption: {
            id?: string;
            title?: string;
            image?: components["schemas"]["RichContentMedia"];
        };
        PollNodeData: {
            poll?: {
                id?: string;
                title?: string;
                creatorId?: string;
                image?: components["schemas"]["RichContentMedia"];
                options?: components["schemas"]["PollOption"][];
                settings?: components["schemas"]["NodeData"];
            };
            layout?: components["schemas"]["NodeData"];
            design?: components["schemas"]["NodeData"];
        };
        /** @enum {string} */
        MapType: "ROADMAP" | "SATELITE" | "HYBRID" | "TERRAIN";
        /** @description Data of a map node (deprecated node kind). */
        MapNodeData: {
            mapSettings?: {
                address?: string;
                draggable?: boolean;
                marker?: boolean;
                streetViewControl?: boolean;
                zoomControl?: boolean;
                lat?: number;
                lng?: number;
                locationName?: string;
                viewModeControl?: boolean;
                initialZoom?: number;
                mapType?: components["schemas"]["MapType"];
            };
        };
        TableNodeData: {
            dimensions?: {
                colsWidthRatio?: number[];
                rowsHeight?: number[];
                colsMinWidth?: number[];
            };
            /** @description Whether the first row is a header (deprecated in favour of `rowHeader`). */
            header?: boolean;
            rowHeader?: boolean;
            columnHeader?: boolean;
            cellSpacing?: number;
            cellPadding?: number[];
            altText?: string;
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
        /** @description Another member already has the slug (application error `SLUG_ALREADY_EXISTS`). */
        SlugAlreadyExists: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The member is hidden from the caller or does not exist (application errors `MEMBER_TO_MEMBER_BLOCKED`, `NOT_FOUND`). */
        MemberNotFound: {
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
    updateCurrentMemberSlug: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMySlugRequest"];
            };
        };
        responses: {
            /** @description The member with the new slug. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateMySlugResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            409: components["responses"]["SlugAlreadyExists"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateMemberSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member ID. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberSlugRequest"];
            };
        };
        responses: {
            /** @description The member with the new slug. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateMemberSlugResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            409: components["responses"]["SlugAlreadyExists"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    joinCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member, now public. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinCommunityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The member cannot join the community (application error `COMMUNITY_JOIN_IMPOSSIBLE`). */
            428: {
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
    leaveCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member, now private. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveCommunityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentMember: {
        parameters: {
            query?: {
                /** @description Predefined sets of fields to return. Default `PUBLIC`. */
                fieldsets?: components["schemas"]["Fieldset"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMyMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The caller is not a site member (application error `NOT_FOUND`). */
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
    deleteMyMember: {
        parameters: {
            query?: {
                /** @description ID of the member who receives the deleted member's content. */
                contentAssigneeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current member was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteMyMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMember: {
        parameters: {
            query?: {
                /** @description Predefined sets of fields to return. Default `PUBLIC`. */
                fieldsets?: components["schemas"]["Fieldset"][];
            };
            header?: never;
            path: {
                /** @description Member ID. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["MemberNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to delete. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to update (`member.id`). */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRequest"];
            };
        };
        responses: {
            /** @description The updated member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description Number of members to return. */
                "paging.limit"?: number;
                /** @description Number of members to skip in the current sort order. Default `0`. */
                "paging.offset"?: number;
                /** @description Predefined sets of fields to return. Default `PUBLIC`. */
                fieldsets?: components["schemas"]["Fieldset"][];
                /** @description Field to sort by: `profile.nickname`, `contact.firstName`, `contact.lastName`, `createdDate`, `updatedDate` or `lastLoginDate`. */
                "sorting.fieldName"?: string;
                /** @description Sort order. Default `ASC`. */
                "sorting.order"?: components["schemas"]["SortOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListMembersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMemberRequest"];
            };
        };
        responses: {
            /** @description The new member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryMembersRequest"];
            };
        };
        responses: {
            /** @description The matching members and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryMembersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    muteMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to mute. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The muted member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unmuteMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to unmute. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unmuted member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnmuteMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    approveMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to approve. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApproveMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    blockMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to block. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocked member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The member has an active subscription and cannot be blocked (application error `ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN`). */
            428: {
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
    disconnectMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member to disconnect. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The disconnected member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisconnectMemberResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkDeleteMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteMembersRequest"];
            };
        };
        responses: {
            /** @description One result per member ID, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteMembersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkDeleteMembersByFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteMembersByFilterRequest"];
            };
        };
        responses: {
            /** @description The ID of the deletion job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteMembersByFilterResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkApproveMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkApproveMembersRequest"];
            };
        };
        responses: {
            /** @description The ID of the approval job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkApproveMembersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkBlockMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkBlockMembersRequest"];
            };
        };
        responses: {
            /** @description The ID of the blocking job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkBlockMembersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMemberPhones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member whose phone numbers are deleted. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member without phone numbers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteMemberPhonesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMemberEmails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member whose email addresses are deleted. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member without contact email addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteMemberEmailsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMemberAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the member whose street addresses are deleted. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member without street addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteMemberAddressesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onMemberCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberCreatedEvent"];
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
    onMemberUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdatedEvent"];
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
    onMemberDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberDeletedEvent"];
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
    onBadgeAssigned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadgeAssignedEvent"];
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
    onBadgeUnassigned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadgeUnassignedEvent"];
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

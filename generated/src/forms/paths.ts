// Generated from spec/forms.yaml by codegen. Do not edit.

export interface paths {
    "/v4/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create submission
         * @description Creates a submission of a form, as if a visitor submitted it. `submission.formId` is required; the values go in `submission.submissions`, keyed by each field's `target`. The namespace is taken from the form, and the status depends on it: forms that collect payment start `PAYMENT_WAITING`, most others are recorded `CONFIRMED` at once, and some namespaces create the submission `PENDING` until Confirm Submission. Send `captchaToken` when the form is protected by a captcha.
         */
        post: operations["createSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/{submissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get submission
         * @description Retrieves a submission by ID.
         */
        get: operations["getSubmission"];
        put?: never;
        post?: never;
        /**
         * Delete submission
         * @description Deletes a submission. By default it moves into the trash bin, where it can be restored; with `permanent: true` it bypasses the trash bin and cannot be restored. Unless `preserveFiles` is `true`, the files of the submission are deleted after 210 days.
         */
        delete: operations["deleteSubmission"];
        options?: never;
        head?: never;
        /**
         * Update submission
         * @description Updates a submission. Send the current `revision` and `formId`; `revision` increments by 1 on every update, and an outdated revision is rejected. The platform declares the path as `/v4/submissions/{submission.id}` (the ID is `submission.id` of the body); it is written `{submissionId}` here. The SDK method is `updateSubmission(_id, submission)`; the field mask `mask` (the seed's "submission fields plus mask") has no SDK argument, so it is carried by a trailing `options` argument here.
         */
        patch: operations["updateSubmission"];
        trace?: never;
    };
    "/v4/submissions/{submissionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm submission
         * @description Confirms a `PENDING` submission, which records it (status `CONFIRMED`). Submissions of namespaces that need another step first (for example paying for a pricing plan) are created `PENDING` and are deleted automatically if they are not confirmed in time.
         */
        post: operations["confirmSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/bulk/submissions/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk delete submissions
         * @description Deletes up to 100 submissions of one form, into the trash bin or (with `permanent: true`) permanently. Each item's result tells whether it was deleted.
         */
        post: operations["bulkDeleteSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/trash-bin/{submissionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore submission from trash bin
         * @description Restores a deleted submission from the trash bin.
         */
        post: operations["restoreSubmissionFromTrashBin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/trash-bin/{submissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get deleted submission
         * @description Retrieves a submission that is in the trash bin.
         */
        get: operations["getDeletedSubmission"];
        put?: never;
        post?: never;
        /**
         * Remove submission from trash bin
         * @description Deletes a submission in the trash bin permanently; it cannot be restored afterwards.
         */
        delete: operations["removeSubmissionFromTrashBin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/trash-bin/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk remove submissions from trash bin
         * @description Deletes up to 100 submissions of one form from the trash bin permanently. Each item's result tells whether it was removed.
         */
        post: operations["bulkRemoveSubmissionFromTrashBin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/trash-bin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deleted submissions
         * @description Lists the submissions of a form that are in the trash bin, with cursor paging (`paging.limit` at most 100; later pages with `paging.cursor` from `pagingMetadata.cursors.next`). By default only `CONFIRMED` submissions are listed; `statuses` chooses others. The request and response name the paging fields `paging` and `pagingMetadata` (not `cursorPaging`/`metadata`), so the call is not marked `x-paging: cursor`.
         */
        get: operations["listDeletedSubmissions"];
        put?: never;
        /**
         * The body form of listDeletedSubmissions.
         * @description listDeletedSubmissions sent as a POST, its query parameters as the JSON body, when the query string is longer than 4000 characters (`x-body-form`). Not a call of its own.
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
                        /** Format: uuid */
                        formId: string;
                        submissionIds?: string[];
                        paging?: {
                            limit?: number;
                            cursor?: string;
                        };
                        statuses?: components["schemas"]["SubmissionStatus"][];
                        namespace?: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["ListDeletedSubmissions"];
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
    "/v4/submissions/trash-bin/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count deleted submissions
         * @description Counts the submissions in the trash bin, per form. By default `CONFIRMED`, `PAYMENT_WAITING` and `PAYMENT_CANCELED` submissions are counted; `statuses` chooses others.
         */
        post: operations["countDeletedSubmissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query submissions (deprecated)
         * @deprecated
         * @description Retrieves submissions that match a query: `filter`, up to 3 `sort` entries and cursor paging (`cursorPaging.limit` at most 100). With `onlyYourOwn: true` only the caller's own submissions are returned. Deprecated by the platform on 2023-08-08 in favour of Query Submissions By Namespace.
         */
        post: operations["querySubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/namespace/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search submissions by namespace
         * @description Retrieves up to 100 submissions of one namespace that match a search: `filter` (it must filter on `namespace`), up to 10 `sort` entries, free-text `search` and cursor paging. `formId` is needed in the filter only when filtering or sorting by a form's own fields.
         */
        post: operations["searchSubmissionsByNamespace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/namespace/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query submissions by namespace
         * @description Retrieves submissions of one namespace that match a query: `filter` (it must filter on `namespace`), up to 3 `sort` entries and cursor paging (`cursorPaging.limit` at most 100; later pages with `cursorPaging.cursor` only). With `onlyYourOwn: true` only the caller's own submissions are returned. The SDK's `querySubmissionsByNamespace(options)` returns a query builder; the positional form used here is the SDK's typed variant `(query, options)`.
         */
        post: operations["querySubmissionsByNamespace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/count-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count submissions by filter
         * @description Counts the submissions that match a filter (it must filter on `namespace`) and, optionally, a free-text search, per form, with the number the site owner has not seen yet.
         */
        post: operations["countSubmissionsByFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count submissions
         * @description Counts the submissions of up to 100 forms of one namespace, per form, with the number the site owner has not seen yet. `statuses` limits the count to submissions in those statuses.
         */
        post: operations["countSubmissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/media-upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get media upload URL
         * @description Returns a URL to upload a file to the site's media manager, for a submission of a form with a file-upload field. Uploading files needs a premium site plan.
         */
        post: operations["getMediaUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/bulk/submissions/mark-as-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk mark submissions as seen
         * @description Marks up to 100 submissions of one form as seen by the site owner. Runs as a job; the answer is its ID.
         */
        post: operations["bulkMarkSubmissionsAsSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/{submissionId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get submission document
         * @description Gets the submission as a document (PDF). While the document is being generated its `status` is `PENDING`; when it is `READY`, `readyDetails.downloadUrl` is the URL to download it from.
         */
        get: operations["getSubmissionDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/{submissionId}/formatted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get formatted submission
         * @description Retrieves a submission formatted for display: one entry per field, in the order of the form's layout, with the field's label and the value as a string.
         */
        get: operations["getFormattedSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/{id}/extended-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update extended fields
         * @description Sets the extended fields of one app namespace on a submission. The data is structured by the schema that app defined for its extended fields. The SDK method is `updateExtendedFields(_id, namespace, options)`.
         */
        post: operations["updateExtendedFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/bulk/submissions/update-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update submission tags
         * @description Assigns tags to and removes tags from up to 100 submissions. A tag in both lists is removed. (The SDK marks this method internal.)
         */
        post: operations["bulkUpdateFormSubmissionTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/bulk/submissions/update-tags-by-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update submission tags by filter
         * @description Assigns tags to and removes tags from every submission that matches a filter. Runs as a job; the answer is its ID. (The SDK marks this method internal.)
         */
        post: operations["bulkUpdateFormSubmissionTagsByFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate form submission
         * @description Checks a submission against its form's rules without saving it, optionally only the fields named in `fieldsToValidate`. Problems are reported in a 200 answer: `valid` is `false` and `violationErrors` lists them, each with its submission validation errors (`errorType` from `SubmissionErrorType`).
         */
        post: operations["validateFormSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/submissions-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upsert contact from submission
         * @description Creates or updates the contact of a submission from its values and maps the submission onto it, or onto the given `contactId`. A logged-in member's own contact is used as is (`identityType` `MEMBER`). Served by the platform's `FormSubmissionContactUpsertService` under the prefix `/form-submission-contact-mapping-service`.
         */
        post: operations["upsertContactFromSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    submissionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission created
         * @description Triggered when a submission is created.
         */
        post: operations["onSubmissionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    submissionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission updated
         * @description Triggered when a submission is updated, when the status of its order is updated, and when it is confirmed.
         */
        post: operations["onSubmissionUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    submissionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission deleted
         * @description Triggered when a submission is deleted.
         */
        post: operations["onSubmissionDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    submissionStatusUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission status updated
         * @description Triggered when the status of a submission changes, with its previous status.
         */
        post: operations["onSubmissionStatusUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    submissionRemovedSubmissionFromTrash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission removed from trash bin
         * @description Triggered when a submission is removed from the trash bin permanently.
         */
        post: operations["onSubmissionRemovedSubmissionFromTrash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    submissionContactMapped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission contact mapped
         * @description Triggered when a submission is mapped onto a contact (created or updated from the submission), with the marketing subscriptions the visitor consented to.
         */
        post: operations["onSubmissionContactMapped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    submissionContactMappingSkipped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submission contact mapping skipped
         * @description Triggered when a submission is not mapped onto a contact (for example, it has no contact fields).
         */
        post: operations["onSubmissionContactMappingSkipped"];
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
                        /** @description The request field, e.g. `submission.submissions`. */
                        field?: string;
                        description?: string;
                        violatedRule?: string;
                        /** @description For example `SUBMISSION_VALIDATION`. */
                        ruleName?: string;
                        /** @description Rule data. For `SUBMISSION_VALIDATION` it is a `SubmissionValidationErrorsDetails`. */
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description The data of a `SUBMISSION_VALIDATION` validation error (Create Submission, Update Submission): one entry per value that failed. */
        SubmissionValidationErrorsDetails: {
            errors?: components["schemas"]["ValidationError"][];
        };
        /** @description One value of a submission that failed validation. */
        ValidationError: {
            /** @description The value that failed, relative to the submission's values: the field's `target` (`email`), continued with `/` for nested values (`address/postal_code`, `attachments/0/fileId`). */
            errorPath?: string;
            errorType?: components["schemas"]["ErrorType"];
            /** @description English description from the schema validator, for debugging only: not localized, not stable, not for display. Decide what to show from `errorType`. */
            errorMessage?: string;
            /** @description Additional details of the failure, such as the offending property name. */
            params?: {
                [key: string]: unknown;
            };
            /** @description Whether to show a custom error message instead of the one of `errorType`. Default `false`. */
            useCustomErrorMessage?: boolean;
        };
        /**
         * @description Kind of a submission validation failure (`ValidationError.errorType`). The SDK's full list: value checks (type, required, unknown value, length, pattern, format, value bounds, multiple-of, item counts, allowed values), form state and limits (disabled form; counts of forms, fields, steps and rules; file uploads), phone country code, appointment staff and location, and service options.
         * @enum {string}
         */
        ErrorType: "UNKNOWN_ERROR" | "TYPE_ERROR" | "REQUIRED_VALUE_ERROR" | "UNKNOWN_VALUE_ERROR" | "MAX_LENGTH_ERROR" | "MIN_LENGTH_ERROR" | "PATTERN_ERROR" | "FORMAT_ERROR" | "MAX_VALUE_ERROR" | "MIN_VALUE_ERROR" | "MULTIPLE_OF_VALUE_ERROR" | "MIN_ITEMS_ERROR" | "MAX_ITEMS_ERROR" | "NOT_ALLOWED_VALUE_ERROR" | "FIELDS_COMPATIBILITY_ERROR" | "DISABLED_FORM_ERROR" | "FORMS_COUNT_RESTRICTIONS_ERROR" | "FIELDS_COUNT_RESTRICTIONS_ERROR" | "STEPS_COUNT_RESTRICTIONS_ERROR" | "RULES_COUNT_RESTRICTIONS_ERROR" | "FILE_UPLOAD_RESTRICTIONS_ERROR" | "INVALID_PHONE_COUNTRY_CODE_ERROR" | "INVALID_STAFF_ID_ERROR" | "INVALID_LOCATION_ID_ERROR" | "MISSING_SERVICE_OPTION_ERROR" | "INVALID_SERVICE_OPTIONS_ERROR" | "NO_AVAILABLE_SERVICE_OPTIONS_ERROR" | "EXACT_CHARACTER_LENGTH_ERROR" | "CHARACTER_LENGTH_RANGE_ERROR" | "VALUE_RANGE_ERROR" | "EXACT_ITEMS_NUMBER_ERROR" | "DECIMAL_POINT_ERROR" | "INCOMPLETE_DATE_ERROR" | "INVALID_VALUE_FOR_PATTERN_ERROR" | "INVALID_DEFAULT_VALUE_ERROR" | "NO_CONNECTED_CONFERENCING_RESOURCE_ERROR";
        CursorPaging: {
            /** @description Number of items to return. */
            limit?: number;
            /** @description Cursor of the page to return, from the previous page's `cursors.next`. Not used in the first request. */
            cursor?: string;
        };
        Cursors: {
            /** @description Cursor of the next page. */
            next?: string;
            /** @description Cursor of the previous page. */
            prev?: string;
        };
        CursorPagingMetadata: {
            /** @description Number of items returned. */
            count?: number;
            cursors?: components["schemas"]["Cursors"];
            /** @description Whether there is a page after this one. */
            hasNext?: boolean;
        };
        /**
         * @description Sort direction.
         * @enum {string}
         */
        SortOrder: "ASC" | "DESC";
        Sorting: {
            /** @description Field to sort by, for example `createdDate`. */
            fieldName?: string;
            order?: components["schemas"]["SortOrder"];
        };
        /** @description A platform filter on submission fields, for example `{"namespace": "wix.form_app.form", "status": {"$in": ["CONFIRMED"]}}`. Operators: `$eq`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte`, `$in`, `$nin`, `$hasSome`, `$hasAll`, `$startsWith`, `$contains`. Its fields depend on the form, so it is free-form. */
        Filter: {
            [key: string]: unknown;
        };
        /** @description Query with cursor paging. A request with `cursorPaging.cursor` sends no `filter` or `sort`. */
        CursorQuery: {
            cursorPaging?: components["schemas"]["CursorPaging"];
            filter?: components["schemas"]["Filter"];
            sort?: components["schemas"]["Sorting"][];
        };
        /**
         * @description How the terms of a free-text search combine: any term (`OR`) or every term (`AND`).
         * @enum {string}
         */
        Mode: "OR" | "AND";
        /** @description Free text to match in the searchable fields. */
        SearchDetails: {
            mode?: components["schemas"]["Mode"];
            /** @description Search term or expression. */
            expression?: string;
            /** @description Whether to allow typos (automatic fuzzy matching). */
            fuzzy?: boolean;
        };
        /** @description Search with cursor paging. A request with `cursorPaging.cursor` sends no `filter`, `sort` or `search`. */
        CursorSearch: {
            cursorPaging?: components["schemas"]["CursorPaging"];
            filter?: components["schemas"]["Filter"];
            sort?: components["schemas"]["Sorting"][];
            search?: components["schemas"]["SearchDetails"];
        };
        /** @description A submission of a form. The form it belongs to is identified by `formId` and, for the app that owns the form, `namespace`. */
        FormSubmission: {
            /**
             * Format: uuid
             * @description Submission ID. Read-only.
             */
            id?: string;
            /**
             * Format: uuid
             * @description ID of the form the submission belongs to. Set on creation, immutable.
             */
            formId?: string;
            /** @description The app the form belongs to, inherited from the form (it cannot be set), for example `wix.form_app.form` for the platform's forms app. Read-only. */
            namespace?: string;
            status?: components["schemas"]["SubmissionStatus"];
            submissions?: components["schemas"]["SubmissionValues"];
            /**
             * Format: date-time
             * @description Date and time the submission was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the submission was last updated. Read-only.
             */
            updatedDate?: Date;
            /** @description Revision number (an integer as a string), incremented by 1 on every update. An update sends the current revision. Read-only. */
            revision?: string;
            submitter?: components["schemas"]["Submitter"];
            /** @description Whether a site owner marked the submission as seen. */
            seen?: boolean;
            extendedFields?: components["schemas"]["ExtendedFields"];
            orderDetails?: components["schemas"]["OrderDetails"];
            /**
             * Format: uuid
             * @description Contact ID of the visitor who created the submission. Immutable.
             */
            contactId?: string;
            /**
             * Format: uuid
             * @description ID of the only viewer authorized to see the submission. Immutable.
             */
            accessRestriction?: string;
            tags?: components["schemas"]["PublicTags"];
            appointmentDetails?: components["schemas"]["AppointmentDetails"];
            /**
             * Format: uuid
             * @description ID of the child site the submission was made on, when the form's site shares its data with a parent site (submissions of every child site are stored on the parent). Read-only.
             */
            childMetaSiteId?: string;
        };
        /** @description The submitted values, a free-form map. Each key is the `target` of a field of the form (its stable storage key, not its ID or label); only keys that match a field target are accepted. Each value's shape follows the field's input type: a string, number or boolean; an array of the selected option values; date and time fields as strings; an address object, an array of product objects (payment) or an appointment object (scheduling). Its keys depend on the form, so it is not typed further. */
        SubmissionValues: {
            [key: string]: unknown;
        };
        /**
         * @description Status of a submission. `PENDING`: created but not recorded yet (confirm it with Confirm Submission, or it is deleted automatically). `CONFIRMED`: recorded. `PAYMENT_WAITING`: created for a form that collects payment, waiting for the payment. `PAYMENT_CANCELED`: the order of the submission was canceled.
         * @enum {string}
         */
        SubmissionStatus: "PENDING" | "CONFIRMED" | "PAYMENT_WAITING" | "PAYMENT_CANCELED";
        /** @description Who submitted the form; exactly one of the IDs is set. Read-only. */
        Submitter: {
            /**
             * Format: uuid
             * @description Site member ID.
             */
            memberId?: string;
            /**
             * Format: uuid
             * @description Anonymous visitor ID.
             */
            visitorId?: string;
            /** @description App ID. */
            applicationId?: string;
            /**
             * Format: uuid
             * @description Site user (owner or collaborator) ID.
             */
            userId?: string;
        };
        /** @description Data of other apps on the submission, by app namespace. */
        ExtendedFields: {
            /** @description Each key is the namespace of the app that defined the extended fields; each value is structured by the schema that app defined, so it is free-form here. Only fields the caller may read are returned. */
            namespaces?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description The order of a submission of a form that collects payment. Read-only. */
        OrderDetails: {
            /**
             * Format: uuid
             * @description ID of the order.
             */
            orderId?: string;
            /** @description Order number. */
            number?: string;
            /** @description 3-letter ISO-4217 currency code. */
            currency?: string;
            /** @description Item subtotal as a decimal string (at least 0, at most 2 decimal places), for example "90.00". */
            itemSubtotal?: string;
            /**
             * Format: uuid
             * @description ID of the checkout.
             */
            checkoutId?: string;
        };
        /** @description Tags of the submission that anyone who can see it can see, including site members and visitors. */
        PublicTags: {
            tags?: components["schemas"]["TagList"];
        };
        TagList: {
            /** @description Tag IDs. */
            tagIds?: string[];
        };
        /** @description The appointment of a submission of a form that books an appointment. */
        AppointmentDetails: {
            /**
             * Format: uuid
             * @description ID of the staff member assigned to the appointment.
             */
            staffMemberId?: string;
            /** @description Name of the staff member assigned to the appointment. */
            staffMemberName?: string;
        };
        CreateSubmissionRequest: {
            /** @description Submission to create; `formId` is required. */
            submission: components["schemas"]["FormSubmission"];
            /** @description Captcha token, for a form protected by a captcha. */
            captchaToken?: string;
            /** @description Free-form business data passed on to the apps that validate submissions (the submission service plugin). */
            additionalMetadata?: {
                [key: string]: unknown;
            };
        };
        CreateSubmissionResponse: {
            submission: components["schemas"]["FormSubmission"];
        };
        GetSubmissionResponse: {
            submission: components["schemas"]["FormSubmission"];
        };
        UpdateSubmissionRequest: {
            /** @description Submission to update; `formId` and the current `revision` are required. */
            submission: components["schemas"]["FormSubmission"];
            /** @description Field mask, the comma-separated fields to update (default the fields sent). */
            mask?: string;
        };
        UpdateSubmissionResponse: {
            submission: components["schemas"]["FormSubmission"];
        };
        ConfirmSubmissionResponse: {
            submission?: components["schemas"]["FormSubmission"];
        };
        /** @description Empty on success. */
        DeleteSubmissionResponse: Record<string, never>;
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
            /**
             * Format: uuid
             * @description Item ID, when known.
             */
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
        BulkDeleteSubmissionRequest: {
            /**
             * Format: uuid
             * @description ID of the form the submissions belong to.
             */
            formId: string;
            /** @description IDs of the submissions to delete. */
            submissionIds?: string[];
            /** @description Whether to bypass the trash bin. Default `false`. */
            permanent?: boolean;
            /** @description Whether to keep the files of the submissions. */
            preserveFiles?: boolean;
        };
        BulkDeleteSubmissionResult: {
            itemMetadata?: components["schemas"]["ItemMetadata"];
        };
        BulkDeleteSubmissionResponse: {
            results?: components["schemas"]["BulkDeleteSubmissionResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        RestoreSubmissionFromTrashBinResponse: {
            submission?: components["schemas"]["FormSubmission"];
        };
        /** @description Empty on success. */
        RemoveSubmissionFromTrashBinResponse: Record<string, never>;
        BulkRemoveSubmissionFromTrashBinRequest: {
            /**
             * Format: uuid
             * @description ID of the form the submissions belong to.
             */
            formId: string;
            /** @description IDs of the submissions to remove from the trash bin. */
            submissionIds?: string[];
        };
        BulkRemoveSubmissionFromTrashBinResult: {
            itemMetadata?: components["schemas"]["ItemMetadata"];
        };
        BulkRemoveSubmissionFromTrashBinResponse: {
            results?: components["schemas"]["BulkRemoveSubmissionFromTrashBinResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        ListDeletedSubmissionsResponse: {
            submissions?: components["schemas"]["FormSubmission"][];
            pagingMetadata?: components["schemas"]["CursorPagingMetadata"];
        };
        GetDeletedSubmissionResponse: {
            submission?: components["schemas"]["FormSubmission"];
        };
        CountDeletedSubmissionsRequest: {
            /** @description IDs of the forms to count. */
            formIds: string[];
            /** @description Namespace of the app the forms belong to, for example `wix.form_app.form`. */
            namespace: string;
            /** @description Statuses to count. Default `CONFIRMED`, `PAYMENT_WAITING`, `PAYMENT_CANCELED`. */
            statuses?: components["schemas"]["SubmissionStatus"][];
        };
        FormDeletedSubmissionsCount: {
            /** Format: uuid */
            formId?: string;
            /** @description Number of deleted submissions of the form. */
            totalCount?: number;
        };
        CountDeletedSubmissionsResponse: {
            formsDeletedSubmissionsCount?: components["schemas"]["FormDeletedSubmissionsCount"][];
        };
        QuerySubmissionRequest: {
            query: components["schemas"]["CursorQuery"];
            /** @description Whether to return only the caller's own submissions. If `false`, every matching submission. */
            onlyYourOwn?: boolean;
        };
        QuerySubmissionResponse: {
            submissions?: components["schemas"]["FormSubmission"][];
            metadata?: components["schemas"]["CursorPagingMetadata"];
        };
        SearchSubmissionsByNamespaceRequest: {
            search: components["schemas"]["CursorSearch"];
        };
        SearchSubmissionsByNamespaceResponse: {
            submissions?: components["schemas"]["FormSubmission"][];
            metadata?: components["schemas"]["CursorPagingMetadata"];
        };
        QuerySubmissionsByNamespaceRequest: {
            query: components["schemas"]["CursorQuery"];
            /** @description Whether to return only the caller's own submissions. If `false`, every matching submission. */
            onlyYourOwn?: boolean;
        };
        QuerySubmissionsByNamespaceResponse: {
            submissions?: components["schemas"]["FormSubmission"][];
            metadata?: components["schemas"]["CursorPagingMetadata"];
        };
        CountSubmissionsByFilterRequest: {
            filter: components["schemas"]["Filter"];
            search?: components["schemas"]["SearchDetails"];
        };
        FormSubmissionsCount: {
            /** Format: uuid */
            formId?: string;
            /** @description Number of submissions of the form. */
            totalCount?: number;
            /** @description Number of them the site owner has not seen yet. */
            unseenCount?: number;
        };
        CountSubmissionsByFilterResponse: {
            formsSubmissionsCount?: components["schemas"]["FormSubmissionsCount"][];
        };
        CountSubmissionsRequest: {
            /** @description IDs of the forms to count. */
            formIds: string[];
            /** @description Namespace of the app the forms belong to, for example `wix.form_app.form`. */
            namespace: string;
            /** @description Statuses to count. */
            statuses?: components["schemas"]["SubmissionStatus"][];
        };
        CountSubmissionsResponse: {
            formsSubmissionsCount?: components["schemas"]["FormSubmissionsCount"][];
        };
        GetMediaUploadURLRequest: {
            /**
             * Format: uuid
             * @description ID of the form.
             */
            formId: string;
            /** @description Name of the file to upload. */
            filename: string;
            /** @description MIME type of the file, for example `image/png`. */
            mimeType: string;
        };
        GetMediaUploadURLResponse: {
            /** @description URL to upload the file to. */
            uploadUrl?: string;
        };
        BulkMarkSubmissionsAsSeenRequest: {
            /** @description IDs of the submissions to mark as seen. */
            ids: string[];
            /**
             * Format: uuid
             * @description ID of the form the submissions belong to.
             */
            formId: string;
        };
        BulkMarkSubmissionsAsSeenResponse: {
            /**
             * Format: uuid
             * @description ID of the job that marks the submissions.
             */
            jobId?: string;
        };
        /**
         * @description Status of a submission document (the SDK's enum `Status`): `PENDING` while it is generated, `READY` to download, `FAILED`.
         * @enum {string}
         */
        DocumentStatus: "UNKNOWN_STATUS" | "READY" | "PENDING" | "FAILED";
        DocumentReady: {
            /** @description URL to download the document from. */
            downloadUrl?: string;
        };
        /** @description A submission as a document. */
        SubmissionDocument: {
            /** @description Document ID. Read-only. */
            id?: string;
            status?: components["schemas"]["DocumentStatus"];
            readyDetails?: components["schemas"]["DocumentReady"];
        };
        GetSubmissionDownloadUrlResponse: {
            document?: components["schemas"]["SubmissionDocument"];
        };
        /** @description One field of a submission, formatted for display. */
        FormattedSubmission: {
            /** @description Label of the form field. */
            label?: string;
            /** @description Key of the value, the `target` of the form field. */
            key?: string;
            /** @description The value, formatted as a string. */
            value?: string;
            /**
             * Format: uuid
             * @description ID of the form field.
             */
            fieldId?: string;
        };
        GetFormattedSubmissionResponse: {
            /** Format: uuid */
            submissionId?: string;
            /** @description The fields, in the order of the form's layout. */
            submissions?: components["schemas"]["FormattedSubmission"][];
        };
        UpdateExtendedFieldsRequest: {
            /** @description Namespace of the app whose extended fields are updated. */
            namespace: string;
            /** @description The data to set, structured by the schema the app defined for its extended fields (free-form). */
            namespaceData: {
                [key: string]: unknown;
            };
        };
        UpdateExtendedFieldsResponse: {
            /** @description The namespace that was updated. */
            namespace?: string;
            /** @description The data that was set (only the request's `namespaceData`). */
            namespaceData?: {
                [key: string]: unknown;
            };
        };
        BulkUpdateFormSubmissionTagsRequest: {
            /** @description IDs of the submissions to update. */
            submissionIds: string[];
            /** @description Tags to add. */
            assignTags?: components["schemas"]["PublicTags"];
            /** @description Tags to remove. */
            unassignTags?: components["schemas"]["PublicTags"];
        };
        BulkUpdateFormSubmissionTagsResult: {
            itemMetadata?: components["schemas"]["ItemMetadata"];
        };
        BulkUpdateFormSubmissionTagsResponse: {
            results?: components["schemas"]["BulkUpdateFormSubmissionTagsResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkUpdateFormSubmissionTagsByFilterRequest: {
            filter: components["schemas"]["Filter"];
            /** @description Tags to add. */
            assignTags?: components["schemas"]["PublicTags"];
            /** @description Tags to remove. */
            unassignTags?: components["schemas"]["PublicTags"];
        };
        BulkUpdateFormSubmissionTagsByFilterResponse: {
            /**
             * Format: uuid
             * @description ID of the job that updates the tags.
             */
            jobId?: string;
        };
        ValidateFormSubmissionRequest: {
            /** @description Submission to validate. */
            submission: components["schemas"]["FormSubmission"];
            /** @description Free-form business data passed on to the apps that validate submissions. */
            additionalMetadata?: {
                [key: string]: unknown;
            };
            /** @description Targets of the fields to validate; empty to validate every field. */
            fieldsToValidate?: string[];
        };
        /**
         * @description Kind of failure of a submission validation error reported by Validate Form Submission.
         * @enum {string}
         */
        SubmissionErrorType: "UNKNOWN_ERROR" | "TYPE_ERROR" | "REQUIRED_VALUE_ERROR" | "UNKNOWN_VALUE_ERROR" | "MAX_LENGTH_ERROR" | "MIN_LENGTH_ERROR" | "PATTERN_ERROR" | "FORMAT_ERROR" | "MAX_VALUE_ERROR" | "MIN_VALUE_ERROR" | "MULTIPLE_OF_VALUE_ERROR" | "MIN_ITEMS_ERROR" | "MAX_ITEMS_ERROR" | "NOT_ALLOWED_VALUE_ERROR" | "DISABLED_FORM_ERROR";
        /** @description One validation error; `errorType` or `customErrorMessage` is set. */
        SubmissionValidationError: {
            errorType?: components["schemas"]["SubmissionErrorType"];
            /** @description Custom error message, shown instead of the message of an error type. */
            customErrorMessage?: string;
            /** @description Where the error is, for example the field target. */
            errorPath?: string;
            /** @description Additional details of the error. */
            params?: {
                [key: string]: unknown;
            };
        };
        SubmissionValidationErrors: {
            errors?: components["schemas"]["SubmissionValidationError"][];
        };
        /** @description A violation of a submission. */
        FieldViolation: {
            /** @description Name of the violated entity. */
            name?: string;
            /** @description Description of the error. */
            description?: string;
            /** @description Rule name. */
            ruleName?: string;
            submissionValidationErrors?: components["schemas"]["SubmissionValidationErrors"];
        };
        ValidateFormSubmissionResponse: {
            /** @description Whether the submission is valid. Default `true`. */
            valid?: boolean;
            violationErrors?: components["schemas"]["FieldViolation"][];
        };
        UpsertContactFromSubmissionRequest: {
            /**
             * Format: uuid
             * @description ID of the submission to create the contact from.
             */
            submissionId: string;
            /**
             * Format: uuid
             * @description ID of a contact to map the submission onto.
             */
            contactId?: string;
            /** @description Whether the contact's primary email is verified. */
            emailVerified?: boolean;
        };
        /**
         * @description Kind of the contact an upsert returned. `CONTACT`: a new or existing contact. `MEMBER`: the logged-in site member (matching skipped). `NOT_AUTHENTICATED_MEMBER`: the matching contact is a member who is not logged in (no merge).
         * @enum {string}
         */
        IdentityType: "UNKNOWN" | "CONTACT" | "MEMBER" | "NOT_AUTHENTICATED_MEMBER";
        SubmitContactResponse: {
            /**
             * Format: uuid
             * @description ID of the contact that was found or created.
             */
            contactId?: string;
            identityType?: components["schemas"]["IdentityType"];
            /** @description Whether the contact was just created. */
            newContact?: boolean;
        };
        UpsertContactFromSubmissionResponse: {
            submitContactResponse?: components["schemas"]["SubmitContactResponse"];
        };
        /**
         * @description Who performed the action that caused an event.
         * @enum {string}
         */
        WebhookIdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        /** @description Who performed the action; one of the IDs is set, by `identityType`. */
        IdentificationData: {
            anonymousVisitorId?: string;
            memberId?: string;
            wixUserId?: string;
            appId?: string;
            identityType?: components["schemas"]["WebhookIdentityType"];
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Event ID, to spot duplicates. */
            id?: string;
            /** @description Fully qualified name of the entity, `wix.forms.v4.submission`. */
            entityFqdn?: string;
            /** @description Event name, for example `created`. */
            slug?: string;
            /** @description ID of the submission. */
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
            accountInfo?: {
                accountId?: string;
                parentAccountId?: string;
                siteId?: string;
            };
        };
        /**
         * @description Consent confirmation mode of a marketing subscription, single or double confirmation.
         * @enum {string}
         */
        OptInLevel: "SINGLE_CONFIRMATION" | "DOUBLE_CONFIRMATION";
        /**
         * @description Kind of the contact a submission was mapped onto. `CONTACT`: a new or existing contact. `MEMBER`: the logged-in site member. `NOT_AUTHENTICATED_MEMBER`: a site member who is not logged in.
         * @enum {string}
         */
        ContactIdentityType: "CONTACT" | "MEMBER" | "NOT_AUTHENTICATED_MEMBER";
        /** @description The marketing subscriptions the submitter consented to. */
        MarketingSubscriptionDetails: {
            /**
             * Format: uuid
             * @description ID of the submitted form.
             */
            formId?: string;
            /** @description Emails of the contact. */
            emails?: string[];
            /**
             * Format: date-time
             * @description Date and time the submission was created.
             */
            submittedDate?: Date;
            /** @description Email subscription confirmation mode. Default `SINGLE_CONFIRMATION`. */
            optInLevel?: components["schemas"]["OptInLevel"];
            /** @description Valid phone numbers of the contact. */
            phones?: string[];
            /** @description Phone subscription confirmation mode. Default `SINGLE_CONFIRMATION`. */
            phoneOptInLevel?: components["schemas"]["OptInLevel"];
        };
        FormSubmissionStatusUpdatedEvent: {
            submission?: components["schemas"]["FormSubmission"];
            previousStatus?: components["schemas"]["SubmissionStatus"];
        };
        RemovedSubmissionFromTrash: {
            submission?: components["schemas"]["FormSubmission"];
        };
        SubmissionContactMapped: {
            /**
             * Format: uuid
             * @description ID of the contact the submission was mapped onto.
             */
            contactId?: string;
            /** @description Namespace of the submission's form. */
            namespace?: string;
            marketingSubscriptionDetails?: components["schemas"]["MarketingSubscriptionDetails"];
            contactIdentityType?: components["schemas"]["ContactIdentityType"];
        };
        SubmissionContactMappingSkipped: {
            /**
             * Format: uuid
             * @description ID of the form.
             */
            formId?: string;
            /** @description Namespace of the submission's form. */
            namespace?: string;
            /**
             * Format: uuid
             * @description Contact ID resolved from the submission's context.
             */
            contactId?: string;
        };
        SubmissionCreatedEvent: {
            /** @description The created submission. */
            entity: components["schemas"]["FormSubmission"];
            metadata: components["schemas"]["EventMetadata"];
        };
        SubmissionUpdatedEvent: {
            /** @description The submission after the update. */
            entity: components["schemas"]["FormSubmission"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields the update changed, with their values (hidden in the SDK's documentation). */
            modifiedFields?: {
                [key: string]: unknown;
            };
        };
        SubmissionDeletedEvent: {
            /** @description The deleted submission. */
            entity: components["schemas"]["FormSubmission"];
            metadata: components["schemas"]["EventMetadata"];
        };
        SubmissionStatusUpdatedEvent: {
            data: components["schemas"]["FormSubmissionStatusUpdatedEvent"];
            metadata: components["schemas"]["EventMetadata"];
        };
        SubmissionRemovedSubmissionFromTrashEvent: {
            data: components["schemas"]["RemovedSubmissionFromTrash"];
            metadata: components["schemas"]["EventMetadata"];
        };
        SubmissionContactMappedEvent: {
            data: components["schemas"]["SubmissionContactMapped"];
            metadata: components["schemas"]["EventMetadata"];
        };
        SubmissionContactMappingSkippedEvent: {
            data: components["schemas"]["SubmissionContactMappingSkipped"];
            metadata: components["schemas"]["EventMetadata"];
        };
    };
    responses: {
        /** @description A page of deleted submissions. */
        ListDeletedSubmissions: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListDeletedSubmissionsResponse"];
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
        /** @description Permission denied, the caller may not perform this call on the site's submissions (application error `PERMISSION_DENIED`). */
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
        /** @description No submission has this ID (application error `SUBMISSION_NOT_FOUND`). */
        SubmissionNotFound: {
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
    createSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubmissionRequest"];
            };
        };
        responses: {
            /** @description The created submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description The form does not exist (application error `FORM_NOT_FOUND`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description The submission cannot be accepted in the current state (application errors `INVALID_CAPTCHA`, `SITE_IS_A_TEMPLATE`). */
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
            /** @description The form could not be loaded (application error `FORM_RETRIEVAL_ERROR`). Retry later. */
            503: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    getSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the submission to retrieve. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteSubmission: {
        parameters: {
            query?: {
                /** @description Whether to delete the submission permanently, bypassing the trash bin. Default `false`. */
                permanent?: boolean;
                /** @description Whether to keep the files attached to the submission. If `false`, they are deleted after 210 days. */
                preserveFiles?: boolean;
            };
            header?: never;
            path: {
                /** @description ID of the submission to delete. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission was deleted (moved to the trash bin, or removed permanently). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the submission to update (`submission.id`). */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubmissionRequest"];
            };
        };
        responses: {
            /** @description The updated submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the submission to confirm. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmed submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkDeleteSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteSubmissionRequest"];
            };
        };
        responses: {
            /** @description One result per submission ID, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDeleteSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    restoreSubmissionFromTrashBin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the submission to restore. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestoreSubmissionFromTrashBinResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeletedSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the deleted submission. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDeletedSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeSubmissionFromTrashBin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the submission to remove from the trash bin. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission was removed permanently. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveSubmissionFromTrashBinResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkRemoveSubmissionFromTrashBin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRemoveSubmissionFromTrashBinRequest"];
            };
        };
        responses: {
            /** @description One result per submission ID, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkRemoveSubmissionFromTrashBinResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDeletedSubmissions: {
        parameters: {
            query: {
                /** @description ID of the form whose deleted submissions are listed. */
                formId: string;
                /** @description Only these submissions (at most 10). */
                submissionIds?: string[];
                /** @description Number of submissions to return, at most 100. */
                "paging.limit"?: number;
                /** @description Cursor of the page to return, from `pagingMetadata.cursors.next` of the previous page. */
                "paging.cursor"?: string;
                /** @description Statuses of the submissions to list (at most 4). Default `CONFIRMED`. */
                statuses?: components["schemas"]["SubmissionStatus"][];
                /** @description Namespace of the app the submissions belong to, for example `wix.form_app.form`. (An SDK field the seed does not list.) */
                namespace?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListDeletedSubmissions"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countDeletedSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountDeletedSubmissionsRequest"];
            };
        };
        responses: {
            /** @description The count of deleted submissions, per form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountDeletedSubmissionsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    querySubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuerySubmissionRequest"];
            };
        };
        responses: {
            /** @description The matching submissions and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuerySubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchSubmissionsByNamespace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchSubmissionsByNamespaceRequest"];
            };
        };
        responses: {
            /** @description The matching submissions and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchSubmissionsByNamespaceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    querySubmissionsByNamespace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuerySubmissionsByNamespaceRequest"];
            };
        };
        responses: {
            /** @description The matching submissions and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuerySubmissionsByNamespaceResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countSubmissionsByFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountSubmissionsByFilterRequest"];
            };
        };
        responses: {
            /** @description The counts, per form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountSubmissionsByFilterResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountSubmissionsRequest"];
            };
        };
        responses: {
            /** @description The counts, per form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountSubmissionsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMediaUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetMediaUploadURLRequest"];
            };
        };
        responses: {
            /** @description The upload URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetMediaUploadURLResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkMarkSubmissionsAsSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkMarkSubmissionsAsSeenRequest"];
            };
        };
        responses: {
            /** @description The ID of the job that marks the submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkMarkSubmissionsAsSeenResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSubmissionDownloadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission ID. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission's document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetSubmissionDownloadUrlResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFormattedSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission ID. */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The formatted submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetFormattedSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateExtendedFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the submission whose extended fields are updated. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateExtendedFieldsRequest"];
            };
        };
        responses: {
            /** @description The namespace and the data that was set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateExtendedFieldsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkUpdateFormSubmissionTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateFormSubmissionTagsRequest"];
            };
        };
        responses: {
            /** @description One result per submission, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateFormSubmissionTagsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkUpdateFormSubmissionTagsByFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateFormSubmissionTagsByFilterRequest"];
            };
        };
        responses: {
            /** @description The ID of the job that updates the tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateFormSubmissionTagsByFilterResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    validateFormSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateFormSubmissionRequest"];
            };
        };
        responses: {
            /** @description Whether the submission is valid, and the violations when it is not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateFormSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    upsertContactFromSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpsertContactFromSubmissionRequest"];
            };
        };
        responses: {
            /** @description The contact the submission is mapped onto. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpsertContactFromSubmissionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["SubmissionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onSubmissionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionCreatedEvent"];
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
    onSubmissionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionUpdatedEvent"];
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
    onSubmissionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionDeletedEvent"];
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
    onSubmissionStatusUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionStatusUpdatedEvent"];
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
    onSubmissionRemovedSubmissionFromTrash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionRemovedSubmissionFromTrashEvent"];
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
    onSubmissionContactMapped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionContactMappedEvent"];
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
    onSubmissionContactMappingSkipped: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionContactMappingSkippedEvent"];
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

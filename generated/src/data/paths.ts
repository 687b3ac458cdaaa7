// Generated from spec/data.yaml by codegen. Do not edit.

export interface paths {
    "/v2/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List data collections
         * @description Retrieves the data collections of the site or project, ordered by ID ascending by default, with offset paging (`paging.limit`, `paging.offset`; default page size 50). Permission `WIX_DATA.LIST_COLLECTIONS`.
         */
        get: operations["listDataCollections"];
        /**
         * Update data collection
         * @description Replaces a data collection. The collection's `id`, current `revision`, `permissions` and at least 1 field must be given; the update fails when the revision is not the latest. Properties left out are lost. The collection's `updatedDate` changes and its `revision` increments by 1. Permission `WIX_DATA.UPDATE_COLLECTION`.
         */
        put: operations["updateDataCollection"];
        /**
         * Create data collection
         * @description Creates a new data collection. The collection must have an `id`, at least 1 field (each with `key` and `type`) and `permissions` (`insert`, `update`, `remove`, `read`); otherwise it is not created. Read-only properties (`collectionType`, `ownerAppId`, `maxPageSize`, `capabilities`, `revision`, `pagingModes`, dates) are set by the platform. Permission `WIX_DATA.CREATE_COLLECTION`.
         */
        post: operations["createDataCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/collections/{dataCollectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get data collection
         * @description Retrieves a data collection by ID. With a visitor (unauthenticated) identity only the details needed to display the collection's data are returned (`id`, `displayName`, `displayField`, `plugins`, and per field `key`, `displayName`, `type`, `typeMetadata`). Permission `WIX_DATA.GET_COLLECTION`.
         */
        get: operations["getDataCollection"];
        put?: never;
        post?: never;
        /**
         * Delete data collection
         * @description Deletes a data collection. A deleted collection can be restored (Restore Data Collection) for a limited time only. Permission `WIX_DATA.DELETE_COLLECTION`.
         */
        delete: operations["deleteDataCollection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/collections/restore/{dataCollectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore data collection
         * @description Restores a deleted data collection, with its items. Fails with `WDE0025` when the collection was deleted too long ago or never existed. (The method is in the SDK's internal build of `@wix/auto_sdk_data_collections`.)
         */
        post: operations["restoreDataCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/collections/create-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create data collection field
         * @description Adds a field to the structure of a data collection. Permission `WIX_DATA.CREATE_COLLECTION_FIELD`.
         */
        post: operations["createDataCollectionField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/collections/update-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update data collection field
         * @description Replaces a field in a data collection's `fields` (matched by `key`). Properties left out of the field are lost. Permission `WIX_DATA.UPDATE_COLLECTION_FIELD`.
         */
        post: operations["updateDataCollectionField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/collections/delete-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete data collection field
         * @description Deletes a field from a data collection; the field's values are deleted from every item of the collection. Permission `WIX_DATA.DELETE_COLLECTION_FIELD`.
         */
        post: operations["deleteDataCollectionField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/{dataItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get data item
         * @description Retrieves an item from a collection. The SDK (`items.get`) answers `null` instead of failing when the item does not exist (`WDE0073`). Dates inside `dataItem.data` arrive as `{ "$date": ... }` wrappers and are converted to `Date`.
         */
        get: operations["getDataItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Insert data item
         * @description Adds an item to a collection. When `dataItem.id` (or `data._id`) is omitted the platform generates one; an existing ID fails with `WDE0074`. The SDK (`items.insert`) logs an error for field names starting with `$` and a warning for field names containing `.`. `Date` values inside `dataItem.data` are sent as `{ "$date": ... }`.
         */
        post: operations["insertDataItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update data item
         * @description Replaces an existing item's data (the item is matched by `dataItem.id`; fields left out are removed). The SDK (`items.update`) requires a string `_id` before sending (`WDE0007`).
         */
        post: operations["updateDataItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/patch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Patch data item
         * @description Applies field modifications to one item: `SET_FIELD`, `REMOVE_FIELD`, `INCREMENT_FIELD`, `APPEND_TO_ARRAY`, `REMOVE_FROM_ARRAY`. Other fields are unchanged. (The SDK's `items.patch(dataCollectionId, itemId, fieldModifications, options)` sends `itemId` and `fieldModifications` as `patch`.)
         */
        post: operations["patchDataItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save data item
         * @description Inserts an item, or replaces it when an item with the same ID exists. `action` tells which (`INSERTED` or `UPDATED`).
         */
        post: operations["saveDataItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove data item
         * @description Removes an item from a collection and answers with the removed item. The SDK (`items.remove`) answers `null` instead of failing when the item does not exist (`WDE0073`).
         */
        post: operations["removeDataItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/truncate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Truncate data items
         * @description Removes every item from a collection. The SDK's `items.truncate(dataCollectionId)` sends no options.
         */
        post: operations["truncateDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk insert data items
         * @description Inserts up to 1000 items (`x-client-rules.maxBulkItems`; the SDK rejects more with `WDE0006` before sending). Each item succeeds or fails on its own: `results[].itemMetadata` says which, with the failure's `error`. The SDK (`items.bulkInsert`) ignores results failing with `WDE0074` (item already exists; counted as skipped) unless `overrideExisting` is set, in which case it sends a bulk save instead.
         */
        post: operations["bulkInsertDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update data items
         * @description Replaces up to 1000 existing items (each needs its ID). Items that do not exist fail with `WDE0073`, which the SDK (`items.bulkUpdate`) ignores (counted as skipped).
         */
        post: operations["bulkUpdateDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/patch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk patch data items
         * @description Applies field modifications to up to 1000 items, one patch per item. (The SDK's `items.bulkPatch(dataCollectionId, itemIds, fieldModifications, options)` sends one patch per ID with the same modifications.)
         */
        post: operations["bulkPatchDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk save data items
         * @description Inserts or replaces up to 1000 items; each result's `action` is `INSERT` or `UPDATE`.
         */
        post: operations["bulkSaveDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk remove data items
         * @description Removes up to 1000 items by ID (the SDK rejects more with `WDE0069`, and IDs that are not strings with `WDE0068`, before sending). Items that do not exist fail with `WDE0073`, which the SDK (`items.bulkRemove`) ignores.
         */
        post: operations["bulkRemoveDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/is-referenced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is referenced data item
         * @description Checks whether the referring item's multi-reference field references the other item. (The SDK's `items.isReferenced(dataCollectionId, propertyName, referringItem, referencedItem, options)` also accepts items with an `_id` instead of IDs; the wire carries the IDs.)
         */
        post: operations["isReferencedDataItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/insert-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk insert data item references
         * @description Adds references to multi-reference fields, one result per reference. (The SDK's `items.insertReference( dataCollectionId, propertyName, referringItem, referencedItem, options)` sends one reference per referenced item.)
         */
        post: operations["bulkInsertDataItemReferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bulk/items/remove-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk remove data item references
         * @description Removes references from multi-reference fields, one result per reference. (The SDK's `items.removeReference` sends one reference per referenced item.)
         */
        post: operations["bulkRemoveDataItemReferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/replace-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace data item references
         * @description Replaces every reference in the referring item's multi-reference field with the given referenced items (an empty list removes them all).
         */
        post: operations["replaceDataItemReferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/query-referenced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query referenced data items
         * @description Retrieves the items referenced by the referring items' multi-reference field, ordered by when they were referenced. A reference that cannot be resolved (missing or draft item) comes back as `unresolvedReference`. Default page size 50 (the SDK's `items.queryReferenced` / `queryReferencedItems` send `paging.limit` 50 when the caller gives none).
         */
        post: operations["queryReferencedDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count data items
         * @description Counts the items of a collection that match a filter (all items without one).
         */
        post: operations["countDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/query-distinct-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query distinct values
         * @description Retrieves the distinct values of one field over the items that match a filter, with offset or cursor paging. Date values arrive as `{ "$date": ... }` wrappers and are converted to `Date`.
         */
        post: operations["queryDistinctValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Query data items (GET form)
         * @description The GET form of `queryDataItems`, which the client sends instead of the POST while the final URL stays within 2048 characters: the same JSON body, as `.r`. Not a call of its own (`x-form-of`).
         */
        get: {
            parameters: {
                query: {
                    /** @description The POST's JSON body, exactly as it would be sent, base64url-encoded: the UTF-8 bytes in base64 with `-` and `_` for `+` and `/`, without `=` padding. `contentSchema` is the POST's body schema, so a validator that decodes the value (the contract check does) checks what the client really sends. */
                    ".r": string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["QueryDataItemsResult"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PermissionDenied"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        put?: never;
        /**
         * Query data items
         * @description Retrieves the items of a collection that match `query.filter`, sorted by `query.sort`, with offset paging (`query.paging`) or cursor paging (`query.cursorPaging`; later pages carry the cursor only; skip cannot be combined with a cursor, `WDE0080`). Default page size 50. The client sends the same request as `GET /v2/items/query?.r=<base64url of the JSON body>` while the final URL stays within 2048 characters (`x-get-form`), and as this POST otherwise. `Date` values in the filter are sent as `{ "$date": ... }` wrappers; wrappers in item data are converted back to `Date`.
         */
        post: operations["queryDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aggregate data items
         * @description Runs an aggregation: `initialFilter` selects the items, `aggregation` groups them by `groupingFields` and computes `operations` (average, min, max, sum, item count) into result fields, `finalFilter` filters the grouped results. Results are free-form objects (one per group; the group key is in `_id`). (The SDK's fluent `items.aggregate(dataCollectionId)` builder sends this request; its `filter`, `having` and `group` can each be set once, `WDE0011`-`WDE0013`.)
         */
        post: operations["aggregateDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/aggregate-pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aggregate pipeline data items
         * @description Runs an aggregation pipeline: `pipeline.stages` are applied in order (filter, group with accumulators, projection, sort, object-to-array, unwind-array, skip, limit), each on the previous stage's output; the pipeline pages with `pipeline.paging` or `pipeline.cursorPaging`. Results are free-form objects; `{ "$date" }` wrappers in them are converted to `Date`. (The SDK's `items.aggregatePipeline(dataCollectionId, pipeline, options)`; `items.aggregate(dataCollectionId, pipeline, options)` sends the same request.)
         */
        post: operations["aggregatePipelineDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/items/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search data items
         * @description Free-text search over the collection's searchable fields (`search.search.expression`, terms combined with `OR` or `AND`, optionally fuzzy), combined with a filter, sort and paging (at most 10 sort entries and 20 fields).
         */
        post: operations["searchDataItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    dataItemCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data item created
         * @description Triggered when an item is inserted into a collection. Dates in `entity.data` are converted to `Date`.
         */
        post: operations["onDataItemCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    dataItemUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data item updated
         * @description Triggered when an item is updated (update, save of an existing item, patch). `entity` is the item after the update.
         */
        post: operations["onDataItemUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    dataItemDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data item deleted
         * @description Triggered when an item is removed from a collection. `entity` carries the item's ID and collection only.
         */
        post: operations["onDataItemDeleted"];
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
                    /** @description Identifier of the specific error, e.g. `WDE0073`. */
                    code?: string;
                    /** @description Detailed explanation of why the error occurred. */
                    description?: string;
                    /** @description Additional information related to the error (free-form; for `WDE0078` it carries `jsErrorValue` with the `name`, `message` and `code` of the error raised in the data hook). */
                    data?: {
                        [key: string]: unknown;
                    };
                };
                /** @description Present when request fields failed validation. */
                validationError?: {
                    /** @description One entry per invalid request field. */
                    fieldViolations?: {
                        /** @description Name (path) of the invalid field, e.g. `dataItem.data.price`. */
                        field?: string;
                        /** @description Why the field is invalid. */
                        description?: string;
                        /** @description The rule or constraint the value violated, e.g. `MAX`. */
                        violatedRule?: string;
                        /** @description Name of the violated rule, e.g. `VALIDATION_ERROR`. */
                        ruleName?: string;
                        /** @description Additional information related to the violation (free-form). */
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description An error of one item in a bulk answer, or of a failed job. */
        ApplicationError: {
            /** @description Error code, e.g. `WDE0074`. */
            code?: string;
            /** @description Description of the error. */
            description?: string;
            /** @description Data related to the error (free-form; may hold `fieldViolations`). */
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description Offset paging. */
        Paging: {
            /** @description Number of items to return. Default 50 (`x-client-rules.defaultPageSize`). */
            limit?: number;
            /** @description Number of items to skip in the current sort order. Default 0. */
            offset?: number;
        };
        /** @description Cursor paging. */
        CursorPaging: {
            /** @description Number of items to return. */
            limit?: number;
            /** @description Pointer to the next or previous page, from `pagingMetadata.cursors` of the previous answer. Not used in the first request; a request with a cursor carries no filter or sort, and no skip (`WDE0080`). */
            cursor?: string;
        };
        /** @description One sort entry. */
        Sorting: {
            /** @description Name of the field to sort by, e.g. `publishedDate`. */
            fieldName?: string;
            order?: components["schemas"]["SortOrder"];
        };
        /**
         * @description Sort order.
         * @enum {string}
         */
        SortOrder: "ASC" | "DESC";
        /** @description Paging metadata of a list, query or aggregation. */
        PagingMetadataV2: {
            /** @description Number of items returned in this answer. */
            count?: number;
            /** @description Offset that was requested (offset paging). */
            offset?: number;
            /** @description Total number of matching items. Returned with offset paging when `returnTotalCount` is `true` (lists of collections always) and `tooManyToCount` is not set. */
            total?: number;
            /** @description Whether the server failed to compute `total`. */
            tooManyToCount?: boolean;
            cursors?: components["schemas"]["Cursors"];
            /** @description Whether there are more results after this page. */
            hasNext?: boolean;
        };
        /** @description Cursors to the neighbouring pages (cursor paging). */
        Cursors: {
            /** @description Cursor to the next page. */
            next?: string;
            /** @description Cursor to the previous page. */
            prev?: string;
        };
        /** @description Filter in the platform's query language, genuinely free-form: `{"field": value}` or `{"field": {"$operator": value}}`, combined with `$and`, `$or`, `$not`. Operators: `$eq`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte`, `$in`, `$hasSome`, `$hasAll`, `$startsWith`, `$endsWith`, `$contains`, `$exists`, `$urlized`, `$matches` (`{ ignoreCase: true, spec: [{ type: literal | anyOf, value }] }`); `$regex` is not allowed (`WDE0070`). Values must match the field's type; a date-time value is written `{ "$date": "<ISO 8601>" }` (a `Date` given by the caller is sent as that wrapper). Numeric strings of up to 16 digits with an optional minus sign are matched as text or number by `$urlized`. */
        Filter: {
            [key: string]: unknown;
        };
        /**
         * @description Collection environment an operation runs in.
         *     - `LIVE`: the collection's live environment (default).
         *     - `SANDBOX`: the collection's sandbox environment.
         *     - `SANDBOX_PREFERRED`: the sandbox environment when it is enabled, the live one otherwise.
         * @enum {string}
         */
        Environment: "LIVE" | "SANDBOX" | "SANDBOX_PREFERRED";
        /**
         * @description Paging modes.
         *     - `OFFSET`: offset-based paging (`paging.limit`, `paging.offset`).
         *     - `CURSOR`: cursor-based paging (`cursorPaging.limit`, `cursorPaging.cursor`).
         * @enum {string}
         */
        PagingMode: "OFFSET" | "CURSOR";
        /** @description A data collection, the structure of the items stored in it. */
        DataCollection: {
            /** @description Collection ID, for example `Books`; app collections use `AppName/CollectionName`. Immutable. */
            id?: string;
            collectionType?: components["schemas"]["CollectionType"];
            /** @description ID of the app that defined the collection; absent for collections defined by site users. */
            readonly ownerAppId?: string;
            /** @description Maximum number of items one query returns: 1000 with offset paging and 100 with cursor paging for native collections; 50 by default (up to 1000) for external ones. */
            readonly maxPageSize?: number;
            /** @description Display name in the CMS, for example `My First Collection`. */
            displayName?: string;
            defaultDisplayOrder?: components["schemas"]["Sort"];
            /** @description UI-friendly namespace of the Wix app the collection belongs to (Stores, Bookings...); empty otherwise. */
            readonly displayNamespace?: string;
            /** @description Field whose value represents an item when it is referenced from another collection. */
            displayField?: string;
            capabilities?: components["schemas"]["CollectionCapabilities"];
            /** @description The collection's fields. */
            fields?: components["schemas"]["Field"][];
            permissions?: components["schemas"]["Permissions"];
            dataPermissions?: components["schemas"]["DataPermissions"];
            allowedDataPermissions?: components["schemas"]["AllowedDataPermissions"];
            /** @description Revision number (an int64 as a string), incremented by every update. An update must give the latest revision. */
            revision?: string;
            /** @description Plugins the collection uses. */
            plugins?: components["schemas"]["Plugin"][];
            /** @description Paging modes the collection supports (native collections support offset paging by default). */
            readonly pagingModes?: components["schemas"]["PagingMode"][];
            /**
             * Format: date-time
             * @description When the collection was created.
             */
            readonly createdDate?: Date;
            /**
             * Format: date-time
             * @description When the collection was last updated.
             */
            readonly updatedDate?: Date;
            /** @description Whether every field validation is enforced during data operations. */
            strictMode?: boolean;
            /** @description Free-text description of the collection's purpose and contents. */
            description?: string;
            deprecation?: components["schemas"]["Deprecation"];
        };
        /**
         * @description How the collection was created and where it is stored (read-only).
         *     - `NATIVE`: created by a site user.
         *     - `WIX_APP`: created by a Wix app when it was installed; the app may change it.
         *     - `BLOCKS_APP`: created by a Blocks app.
         *     - `EXTERNAL`: stored in an externally connected database.
         * @enum {string}
         */
        CollectionType: "NATIVE" | "WIX_APP" | "BLOCKS_APP" | "EXTERNAL";
        /** @description Default item order when a query gives none (read-only). */
        Sort: {
            /** @description Field to sort by. */
            fieldKey?: string;
            direction?: components["schemas"]["Direction"];
        };
        /**
         * @description Sort direction. Default `ASC`.
         * @enum {string}
         */
        Direction: "ASC" | "DESC";
        /** @description What the collection supports (read-only; set by the platform from the collection type). */
        CollectionCapabilities: {
            /** @description Data operations the collection's items support (`PATCH` and `BULK_PATCH` are not reported yet). */
            dataOperations?: components["schemas"]["DataOperation"][];
            /** @description Operations on the collection itself. */
            collectionOperations?: components["schemas"]["CollectionOperation"][];
            indexLimits?: components["schemas"]["IndexLimits"];
        };
        /**
         * @description A data operation on a collection's items.
         * @enum {string}
         */
        DataOperation: "AGGREGATE" | "BULK_INSERT" | "BULK_REMOVE" | "BULK_SAVE" | "BULK_UPDATE" | "COUNT" | "DISTINCT" | "FIND" | "GET" | "INSERT" | "INSERT_REFERENCE" | "IS_REFERENCED" | "QUERY_REFERENCED" | "REMOVE" | "REMOVE_REFERENCE" | "REPLACE_REFERENCES" | "SAVE" | "TRUNCATE" | "UPDATE" | "PATCH" | "BULK_PATCH";
        /**
         * @description An operation on the collection itself.
         *     - `UPDATE`: the structure can be changed (fields added, updated, deleted).
         *     - `REMOVE`: the collection can be deleted.
         * @enum {string}
         */
        CollectionOperation: "UPDATE" | "REMOVE";
        /** @description Maximum number of indexes of the collection. */
        IndexLimits: {
            /** @description Maximum number of regular (non-unique) indexes. */
            regular?: number;
            /** @description Maximum number of unique indexes. */
            unique?: number;
            /** @description Maximum number of regular and unique indexes together. */
            total?: number;
        };
        /** @description A field of a collection. At most one of `numberRange`, `stringLengthRange` and `arraySizeRange` is set. */
        Field: {
            /** @description Field key, for example `firstName`. */
            key: string;
            /** @description Display name in the CMS, for example `First Name`. */
            displayName?: string;
            type: components["schemas"]["FieldType"];
            typeMetadata?: components["schemas"]["TypeMetadata"];
            /** @description Whether the field is a system field (`_id`, `_createdDate`, `_updatedDate`, `_owner`). */
            readonly systemField?: boolean;
            capabilities?: components["schemas"]["FieldCapabilities"];
            /** @description Whether the field is encrypted. */
            encrypted?: boolean;
            /** @description Field description. */
            description?: string;
            /** @description Whether the field is read-only. Default `false`. */
            readOnly?: boolean;
            /** @description Whether the field can be set once and not updated afterwards. Default `false`. */
            immutable?: boolean;
            /** @description Whether the field is required. Default `false`. */
            required?: boolean;
            numberRange?: components["schemas"]["NumberRange"];
            stringLengthRange?: components["schemas"]["StringLengthRange"];
            arraySizeRange?: components["schemas"]["ArraySizeRange"];
            /** @description Additional plugins of the field. */
            plugins?: components["schemas"]["FieldPlugin"][];
            condition?: components["schemas"]["FieldCondition"];
        };
        /**
         * @description Data type of a field (the SDK's `Type`).
         *     - `TEXT`: plain-text string. `NUMBER`: number. `BOOLEAN`: `true` or `false`.
         *     - `DATE`: date string `YYYY-MM-DD`. `DATETIME`: date and time, on the wire `{ "$date": "YYYY-MM-DDTHH:mm:ss.sssZ" }`.
         *       `TIME`: time string `hh:mm:ss.SSS`.
         *     - `IMAGE`, `DOCUMENT`, `VIDEO`, `AUDIO`: web or Media Manager URL. `URL`: `http://`, `https://`, `ftp://`,
         *       `mailto:`, `sms:` or `tel:` URL. `MEDIA_GALLERY`: array of media URLs.
         *     - `RICH_TEXT`: string with a subset of HTML. `RICH_CONTENT`: rich content document.
         *     - `ANY`: any type. `ARRAY_STRING`: array of strings. `ARRAY_DOCUMENT`: array of document URLs. `ARRAY`: array.
         *       `OBJECT`: JSON object.
         *     - `LANGUAGE`: ISO 639-1 language code, optionally with an ISO 3166-1 alpha-2 country.
         *     - `ADDRESS`: address object. `PAGE_LINK`: dynamic page link.
         *     - `REFERENCE`: reference to one item of another collection (give `typeMetadata.reference.referencedCollectionId`).
         *       `MULTI_REFERENCE`: references to several items of another collection.
         *     - `LEGACY_TIME`, `LEGACY_BOOK`, `LEGACY_EXTERNAL_URL`, `LEGACY_BROKEN_REFERENCE`, `LEGACY_IMAGE`,
         *       `LEGACY_COLOR`, `LEGACY_EXTERNAL_VIDEO`: deprecated types that may appear in legacy collections.
         *     - `SLUG`: slug for dynamic page URLs. `EMAIL`: e-mail address. `MEDIA_IMAGE`: media image object.
         *       `MEDIA_VECTOR_ART`: media vector art object (preview types).
         * @enum {string}
         */
        FieldType: "TEXT" | "NUMBER" | "DATE" | "DATETIME" | "IMAGE" | "BOOLEAN" | "DOCUMENT" | "URL" | "RICH_TEXT" | "VIDEO" | "ANY" | "ARRAY_STRING" | "ARRAY_DOCUMENT" | "AUDIO" | "TIME" | "LANGUAGE" | "RICH_CONTENT" | "MEDIA_GALLERY" | "ADDRESS" | "PAGE_LINK" | "REFERENCE" | "MULTI_REFERENCE" | "OBJECT" | "ARRAY" | "LEGACY_TIME" | "LEGACY_BOOK" | "LEGACY_EXTERNAL_URL" | "LEGACY_BROKEN_REFERENCE" | "LEGACY_IMAGE" | "LEGACY_COLOR" | "LEGACY_EXTERNAL_VIDEO" | "SLUG" | "EMAIL" | "MEDIA_IMAGE" | "MEDIA_VECTOR_ART";
        /** @description Metadata of complex field types; one of its properties is set, for references, multi-references, objects, arrays and page links. (Recursive through objects and arrays, so it declares no conversions.) */
        TypeMetadata: {
            reference?: components["schemas"]["ReferenceMetadata"];
            multiReference?: components["schemas"]["MultiReferenceMetadata"];
            object?: components["schemas"]["ObjectMetadata"];
            array?: components["schemas"]["ArrayMetadata"];
            pageLink?: components["schemas"]["PageLinkMetadata"];
        };
        /** @description Metadata of a `REFERENCE` field. */
        ReferenceMetadata: {
            /** @description ID of the referenced collection. */
            referencedCollectionId?: string;
        };
        /** @description Metadata of a `MULTI_REFERENCE` field. */
        MultiReferenceMetadata: {
            /** @description ID of the referenced collection. */
            referencedCollectionId?: string;
            /** @description Key of the field in the referenced collection that holds the opposite side of the references. */
            referencingFieldKey?: string;
            /** @description Display name in the CMS of the referenced data. */
            referencingDisplayName?: string;
        };
        /** @description Metadata of an `OBJECT` field. */
        ObjectMetadata: {
            /** @description Fields of the object. */
            fields?: components["schemas"]["ObjectField"][];
        };
        /** @description A field inside an `OBJECT` field. */
        ObjectField: {
            /** @description Field key. */
            key?: string;
            /** @description Display name. */
            displayName?: string;
            type?: components["schemas"]["FieldType"];
            typeMetadata?: components["schemas"]["TypeMetadata"];
            capabilities?: components["schemas"]["FieldCapabilities"];
        };
        /** @description Metadata of an `ARRAY` field. */
        ArrayMetadata: {
            elementType?: components["schemas"]["FieldType"];
            typeMetadata?: components["schemas"]["TypeMetadata"];
        };
        /** @description Metadata of a `PAGE_LINK` field. */
        PageLinkMetadata: {
            calculator?: components["schemas"]["PageLinkCalculator"];
            /** @description Reference to the router pattern in the site document. */
            linkedRouterPage?: string;
        };
        /** @description How the page link value is calculated; one of the two patterns is set. */
        PageLinkCalculator: {
            /** @description Value calculated from a pattern of fields; whitespace is replaced with `-`. */
            fieldsPattern?: {
                /** @description Pattern, for example `/books/{title}`. */
                pattern?: string;
                /** @description Whether the value is lowercased. */
                lowercase?: boolean;
            };
            /** @description Value only URL-encoded. */
            urlizedOnlyPattern?: {
                /** @description Pattern. */
                pattern?: string;
            };
        };
        /** @description What a field supports (read-only). */
        FieldCapabilities: {
            /** @description Whether items can be sorted by the field. Default `false`. */
            sortable?: boolean;
            /** @description Query operators that can be used on the field. */
            queryOperators?: components["schemas"]["QueryOperator"][];
        };
        /**
         * @description A query operator a field supports.
         * @enum {string}
         */
        QueryOperator: "EQ" | "LT" | "GT" | "NE" | "LTE" | "GTE" | "STARTS_WITH" | "ENDS_WITH" | "CONTAINS" | "HAS_SOME" | "HAS_ALL" | "EXISTS" | "URLIZED";
        /** @description Range of values permitted for a numerical field. No validation when not set. */
        NumberRange: {
            /** @description Minimum permitted value. */
            min?: number;
            /** @description Maximum permitted value. */
            max?: number;
        };
        /** @description Length range permitted for a text field (`TEXT`, `RICH_TEXT`...). No validation when not set. */
        StringLengthRange: {
            /** @description Minimum permitted length. */
            minLength?: number;
            /** @description Maximum permitted length. */
            maxLength?: number;
        };
        /** @description Size range permitted for an array field (`ARRAY`, `ARRAY_STRING`, `ARRAY_DOCUMENT`). No validation when not set. */
        ArraySizeRange: {
            /** @description Minimum number of items. */
            minSize?: number;
            /** @description Maximum number of items. */
            maxSize?: number;
        };
        /** @description An optional plugin of a field. */
        FieldPlugin: {
            type?: components["schemas"]["FieldPluginType"];
            /** @description Options of the `CMS` plugin. */
            cmsOptions?: {
                /** @description Whether the field is internal to the CMS (not displayed). Default `false`. */
                internal?: boolean;
            };
            /** @description Options of a category field. */
            categoryFieldOptions?: {
                /** @description Input-only flag designating this category field's group as the target of `_primaryCategory`. */
                isPrimary?: boolean;
            };
        };
        /**
         * @description Type of a field plugin.
         * @enum {string}
         */
        FieldPluginType: "UNKNOWN" | "CMS";
        /** @description Present when the field is conditional and not returned by default (read-only). */
        FieldCondition: {
            /** @description Field group; the field is returned only when the group is requested in `includeFieldGroups`. */
            groupName?: string;
            permission?: components["schemas"]["FieldPermission"];
        };
        /**
         * @description Who may request a conditional field.
         *     - `ANYONE`: any role.
         *     - `RESTRICTED`: special permission required; the field may be left out of results otherwise.
         * @enum {string}
         */
        FieldPermission: "ANYONE" | "RESTRICTED";
        /** @description Collection permissions: the lowest role needed for each item operation. Required when creating or updating a collection. */
        Permissions: {
            insert: components["schemas"]["PermissionRole"];
            update: components["schemas"]["PermissionRole"];
            remove: components["schemas"]["PermissionRole"];
            read: components["schemas"]["PermissionRole"];
        };
        /**
         * @description Role of a collection permission (the SDK's `Role`).
         *     - `ADMIN`: site administrator.
         *     - `SITE_MEMBER_AUTHOR`: signed-in user who added the item.
         *     - `SITE_MEMBER`: any signed-in user.
         *     - `ANYONE`: any site visitor.
         * @enum {string}
         */
        PermissionRole: "ADMIN" | "SITE_MEMBER_AUTHOR" | "SITE_MEMBER" | "ANYONE";
        /** @description Item permissions as access levels (the newer model of `permissions`). */
        DataPermissions: {
            itemRead?: components["schemas"]["AccessLevel"];
            itemInsert?: components["schemas"]["AccessLevel"];
            itemUpdate?: components["schemas"]["AccessLevel"];
            itemRemove?: components["schemas"]["AccessLevel"];
        };
        /**
         * @description Who may perform an action; each level includes the levels below it. Defaults: read `SITE_MEMBER_AUTHOR`,
         *     insert, update and remove `CMS_EDITOR`.
         *     - `ANYONE`: anyone, visitors included.
         *     - `SITE_MEMBER`: any signed-in user (site members and collaborators).
         *     - `SITE_MEMBER_AUTHOR`: any signed-in user; site members only access their own items.
         *     - `CMS_EDITOR`: site collaborators with a CMS access role.
         *     - `PRIVILEGED`: CMS administrators and users or roles granted special access.
         * @enum {string}
         */
        AccessLevel: "ANYONE" | "SITE_MEMBER" | "SITE_MEMBER_AUTHOR" | "CMS_EDITOR" | "PRIVILEGED";
        /** @description The item operations the caller may perform; returned only when `includeAllowedDataPermissions` is `true`. */
        AllowedDataPermissions: {
            /** @description Whether the caller may read items. */
            itemRead?: boolean;
            /** @description Whether the caller may insert items. */
            itemInsert?: boolean;
            /** @description Whether the caller may update items. */
            itemUpdate?: boolean;
            /** @description Whether the caller may remove items. */
            itemRemove?: boolean;
        };
        /** @description A collection plugin; `type` says which, and the matching options property is set. */
        Plugin: {
            type?: components["schemas"]["PluginType"];
            publishOptions?: components["schemas"]["PublishPluginOptions"];
            /** @description Options of the `SINGLE_ITEM` plugin. */
            singleItemOptions?: {
                /** @description ID of the single item; an inserted or updated item always gets this ID. */
                singleItemId?: string;
            };
            /** @description Options of the `URLIZED` plugin. */
            urlizedOptions?: {
                format?: components["schemas"]["UrlizedFormat"];
            };
            /** @description Options of the `MULTILINGUAL` plugin. */
            multilingualOptions?: {
                /** @description Keys of the fields that can be translated. */
                translatableFieldKeys?: string[];
            };
            /** @description Options of the `EDITABLE_PAGE_LINK` plugin. */
            editablePageLinkOptions?: {
                /** @description Whether page link values are stored. */
                isPersisted?: boolean;
                /** @description Whether page link values can be updated. */
                isMutable?: boolean;
            };
            /** @description Options of the `CMS` plugin. */
            cmsOptions?: {
                /** @description CMS sort applied when the collection is displayed on a site. */
                siteSort?: {
                    /** @description Fields and orders of the site sort. */
                    sort?: components["schemas"]["Sort"][];
                };
            };
        };
        /**
         * @description Type of a collection plugin.
         *     - `PUBLISH`: items are draft or published, with an optional publishing time.
         *     - `SINGLE_ITEM`: the collection holds one item at most (new collections only).
         *     - `URLIZED`: generates item URLs for dynamic pages.
         *     - `GRIDAPPLESS`: deprecated.
         *     - `MULTILINGUAL`: selected fields can be translated.
         *     - `SHARED`: the collection is shared with the site.
         *     - `EDITABLE_PAGE_LINK`: page link fields are stored and can be updated.
         *     - `CMS`: CMS-specific collection properties.
         * @enum {string}
         */
        PluginType: "PUBLISH" | "SINGLE_ITEM" | "URLIZED" | "GRIDAPPLESS" | "MULTILINGUAL" | "SHARED" | "EDITABLE_PAGE_LINK" | "CMS";
        /** @description Options of the `PUBLISH` plugin. */
        PublishPluginOptions: {
            defaultStatus?: components["schemas"]["PublishStatus"];
        };
        /**
         * @description Publish status of items (the SDK's publish plugin `Status`).
         *     - `PUBLISHED`: visible to site visitors.
         *     - `DRAFT`: not visible to site visitors.
         * @enum {string}
         */
        PublishStatus: "PUBLISHED" | "DRAFT";
        /**
         * @description How item URLs are encoded.
         *     - `ORIGINAL`: letters lowercased and spaces replaced with dashes first.
         *     - `PLAIN`: no changes before encoding.
         * @enum {string}
         */
        UrlizedFormat: "ORIGINAL" | "PLAIN";
        /** @description Deprecation of an app collection (read-only). */
        Deprecation: {
            /** @description Whether the collection is deprecated. */
            deprecated?: boolean;
            /** @description Message naming the replacement collection. */
            deprecationMessage?: string;
        };
        /** @description An index of a collection's data, organised by specific fields to speed up queries (managed by the indexes API; typed here for completeness). */
        Index: {
            /** @description Index ID (GUID). */
            readonly id?: string;
            /** @description Index name. */
            name?: string;
            /** @description Indexed fields (at most 3; 1 for a unique index). */
            fields?: components["schemas"]["IndexField"][];
            status?: components["schemas"]["IndexStatus"];
            failure?: components["schemas"]["IndexFailure"];
            /** @description Whether the index enforces unique values (then it has 1 field). Default `false`. */
            unique?: boolean;
            /** @description Whether the index ignores case. Default `false`. */
            caseInsensitive?: boolean;
            source?: components["schemas"]["IndexSource"];
        };
        /** @description An indexed field. */
        IndexField: {
            /** @description Path of the field, for example `title` or `options.price`. */
            path?: string;
            order?: components["schemas"]["SortOrder"];
        };
        /**
         * @description Status of an index (read-only).
         *     - `UNKNOWN`: placeholder, never returned.
         *     - `BUILDING`: being created.
         *     - `ACTIVE`: created; used by queries.
         *     - `DROPPING`: being dropped.
         *     - `DROPPED`: dropped.
         *     - `FAILED`: creation failed (see `failure`).
         *     - `INVALID`: contains incorrectly indexed data.
         * @enum {string}
         */
        IndexStatus: "UNKNOWN" | "BUILDING" | "ACTIVE" | "DROPPING" | "DROPPED" | "FAILED" | "INVALID";
        /**
         * @description Source of an index. Default `USER`.
         *     - `SYSTEM`: created by the platform for every collection (ID, creation date); cannot be deleted, not counted.
         *     - `USER`: created by a user through the API or the dashboard.
         *     - `AUTO`: created automatically from slow queries on large collections; not counted, may be deleted.
         * @enum {string}
         */
        IndexSource: "SYSTEM" | "USER" | "AUTO";
        /** @description Why an index failed (when `status` is `FAILED`). */
        IndexFailure: {
            /** @description `WDE0112` (unknown error while building the index), `WDE0113` (duplicate key) or `WDE0114` (document too large). */
            code?: string;
            /** @description Description of the failure. */
            description?: string;
            /** @description ID of the item that caused the failure, for example one holding a duplicate value. */
            itemId?: string;
        };
        /** @description A backup of the site's collections (managed by the backups API; typed here for completeness). */
        Backup: {
            /** @description Backup ID (GUID). */
            readonly id?: string;
            status?: components["schemas"]["BackupStatus"];
            type?: components["schemas"]["BackupType"];
            /**
             * Format: date-time
             * @description When the backup was requested.
             */
            readonly requestedDate?: Date;
            /**
             * Format: date-time
             * @description When the backup started; absent until it begins.
             */
            readonly startedDate?: Date;
            /**
             * Format: date-time
             * @description When the backup finished; absent until it completes.
             */
            readonly finishedDate?: Date;
            /**
             * Format: date-time
             * @description When the backup was deleted; absent unless deleted.
             */
            readonly deletedDate?: Date;
            /** @description Backup size in bytes (an int64 as a string); absent until completed. */
            readonly sizeInBytes?: string;
            /** @description IDs and display names of the collections in the backup. */
            readonly collections?: components["schemas"]["BackupCollection"][];
        };
        /**
         * @description State of a backup.
         *     - `PENDING`: being created.
         *     - `READY`: created; can be restored.
         *     - `FAILED`: creation failed.
         *     - `DELETED`: deleted.
         *     - `CANCELED`: canceled.
         * @enum {string}
         */
        BackupStatus: "PENDING" | "READY" | "FAILED" | "DELETED" | "CANCELED";
        /**
         * @description Kind of backup.
         *     - `ON_DEMAND`: taken on request.
         *     - `AUTO`: taken automatically on a schedule.
         * @enum {string}
         */
        BackupType: "ON_DEMAND" | "AUTO";
        /** @description A collection in a backup. */
        BackupCollection: {
            /** @description Collection ID. */
            id?: string;
            /** @description Collection display name. */
            displayName?: string;
        };
        /** @description A restoration of collections from a backup (typed here for completeness). */
        Restoration: {
            /** @description Restoration ID (GUID). */
            readonly id?: string;
            backup?: components["schemas"]["Backup"];
            status?: components["schemas"]["RestorationStatus"];
            /**
             * Format: date-time
             * @description When the restoration was requested.
             */
            readonly requestedDate?: Date;
            /**
             * Format: date-time
             * @description When the restoration started.
             */
            readonly startedDate?: Date;
            /**
             * Format: date-time
             * @description When the restoration finished.
             */
            readonly finishedDate?: Date;
            /** @description The restored collections. */
            restorationCollections?: components["schemas"]["RestorationCollection"][];
        };
        /**
         * @description State of a restoration.
         *     - `PENDING`: in progress.
         *     - `COMPLETED`: succeeded.
         *     - `FAILED`: failed.
         * @enum {string}
         */
        RestorationStatus: "PENDING" | "COMPLETED" | "FAILED";
        /** @description A collection to restore, and where to. */
        RestorationCollection: {
            /** @description ID of the collection in the backup. */
            dataCollectionId?: string;
            /** @description Where to restore the collection; taken from the backup when not given. */
            restoreDestination?: {
                /** @description Destination collection ID. */
                dataCollectionId?: string;
                /** @description Destination display name; from the backup when empty. */
                displayName?: string;
            };
        };
        /** @description A data import (movement) job from a CSV or JSONL file into a collection (the SDK's `DataMovementJob` of the movement jobs API, with a file source and a collection destination; typed here for completeness). */
        ImportJob: {
            /** @description Job ID (GUID). */
            readonly id?: string;
            /** @description Job name. */
            name?: string;
            status?: components["schemas"]["ImportJobStatus"];
            /** @description File to import. */
            source?: {
                /** @description Uploaded source file. */
                file?: {
                    format?: components["schemas"]["ImportFileFormat"];
                    /** @description File ID from the file upload URL call. */
                    fileId?: string;
                    /** @description URL the file was uploaded to. */
                    readonly url?: string;
                };
            };
            /** @description Collection to import into. */
            destination?: {
                /** @description Destination collection. */
                wixDataCollection?: {
                    /** @description ID of the destination collection. */
                    collectionId?: string;
                    writePolicy?: components["schemas"]["ImportWritePolicy"];
                };
            };
            /** @description Progress while `status` is `IN_PROGRESS`. */
            readonly progress?: {
                /** @description Units already processed. */
                current?: number;
                /** @description Total units to move. */
                total?: number;
                /** @description Items that failed to move. */
                itemsRejected?: number;
                /** @description Items moved successfully. */
                itemsSuccessful?: number;
            };
            /**
             * Format: date-time
             * @description When the job was submitted.
             */
            readonly startedAt?: Date;
            /**
             * Format: date-time
             * @description When the job finished (`COMPLETED`, `FAILED` or `PARTIALLY_SUCCESSFUL`).
             */
            readonly finishedAt?: Date;
            error?: components["schemas"]["ApplicationError"];
            /** @description Details when `status` is `PARTIALLY_SUCCESSFUL`. */
            partiallySuccessfulOptions?: {
                /** @description Why the job was only partially successful. */
                cause?: string;
            };
        };
        /**
         * @description State of an import job.
         *     - `UNINITIALIZED`: submitted, not started.
         *     - `INITIALIZING`: initializing.
         *     - `IN_PROGRESS`: in progress.
         *     - `COMPLETED`: completed successfully.
         *     - `FAILED`: failed.
         *     - `PARTIALLY_SUCCESSFUL`: completed, but only partially (a destination limitation).
         * @enum {string}
         */
        ImportJobStatus: "UNINITIALIZED" | "INITIALIZING" | "IN_PROGRESS" | "COMPLETED" | "FAILED" | "PARTIALLY_SUCCESSFUL";
        /**
         * @description Format of an import file; detected when not given (`UNKNOWN`).
         * @enum {string}
         */
        ImportFileFormat: "UNKNOWN" | "CSV" | "JSONL";
        /**
         * @description Import mode: what happens to items that already exist in the destination. Default `OVERWRITE`.
         *     - `OVERWRITE`: an item with the same ID is overwritten.
         *     - `SKIP_EXISTING`: an item with the same ID is skipped.
         *     - `TRUNCATE_BEFORE`: the collection is emptied first; it then holds only the imported items.
         * @enum {string}
         */
        ImportWritePolicy: "OVERWRITE" | "SKIP_EXISTING" | "TRUNCATE_BEFORE";
        CreateDataCollectionRequest: {
            collection: components["schemas"]["DataCollection"];
        };
        CreateDataCollectionResponse: {
            collection?: components["schemas"]["DataCollection"];
        };
        GetDataCollectionResponse: {
            collection?: components["schemas"]["DataCollection"];
            /** @description Collections referenced by the requested one (only when requested). */
            referencedCollections?: components["schemas"]["DataCollection"][];
        };
        ListDataCollectionsResponse: {
            /** @description The collections of this page. */
            collections?: components["schemas"]["DataCollection"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        UpdateDataCollectionRequest: {
            collection: components["schemas"]["DataCollection"];
        };
        UpdateDataCollectionResponse: {
            collection?: components["schemas"]["DataCollection"];
        };
        /** @description Empty answer. */
        DeleteDataCollectionResponse: Record<string, never>;
        RestoreDataCollectionResponse: {
            dataCollection?: components["schemas"]["DataCollection"];
        };
        CreateDataCollectionFieldRequest: {
            /** @description ID of the collection to update. */
            dataCollectionId: string;
            field: components["schemas"]["Field"];
        };
        CreateDataCollectionFieldResponse: {
            dataCollection?: components["schemas"]["DataCollection"];
        };
        UpdateDataCollectionFieldRequest: {
            /** @description ID of the collection to update. */
            dataCollectionId: string;
            field: components["schemas"]["Field"];
        };
        UpdateDataCollectionFieldResponse: {
            dataCollection?: components["schemas"]["DataCollection"];
        };
        DeleteDataCollectionFieldRequest: {
            /** @description ID of the collection to update. */
            dataCollectionId: string;
            /** @description Key of the field to delete. */
            fieldKey: string;
        };
        DeleteDataCollectionFieldResponse: {
            dataCollection?: components["schemas"]["DataCollection"];
        };
        /** @description An item of a collection. */
        DataItem: {
            /** @description Item ID (the same as `data._id`). Generated when not given on insert. */
            id?: string;
            /** @description ID of the collection the item belongs to (set by the platform in answers). */
            dataCollectionId?: string;
            /** @description The item's field values, genuinely free-form: the keys are the collection's field keys and the values follow each field's type. Answers also carry the system fields `_id` (item ID), `_createdDate`, `_updatedDate` (dates) and `_owner` (ID of the user who created the item). A date and time travels as `{ "$date": "YYYY-MM-DDTHH:mm:ss.sssZ" }` at any depth; the runtime turns those wrappers into `Date` and every `Date` back into a wrapper. */
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description Options of the Publish plugin for an item operation. */
        DataPublishPluginOptions: {
            /** @description Whether draft items are included (the SDK's `showDrafts` option). Default `false`. */
            includeDraftItems?: boolean;
        };
        /** @description A reference field whose referenced items are included in the results. */
        IncludedReference: {
            /** @description Key of the reference or multi-reference field. */
            field: string;
            /** @description Maximum number of referenced items to include per item. */
            limit?: number;
        };
        /** @description One modification of a patch; the options property matching `action` is set. */
        FieldModification: {
            /** @description Path of the field to modify, for example `title` or, nested, `address.street`. */
            fieldPath?: string;
            action?: components["schemas"]["PatchAction"];
            /** @description Options of `SET_FIELD`. */
            setFieldOptions?: {
                /** @description Value to set, any JSON value (replaces the current value; dates as `{ "$date" }` wrappers). */
                value?: unknown;
            };
            /** @description Options of `INCREMENT_FIELD`. */
            incrementFieldOptions?: {
                /** @description Amount to add to the current value (negative to decrement). */
                value?: number;
            };
            /** @description Options of `APPEND_TO_ARRAY`. */
            appendToArrayOptions?: {
                /** @description Value to append to the array, any JSON value. */
                value?: unknown;
            };
            /** @description Options of `REMOVE_FROM_ARRAY`. */
            removeFromArrayOptions?: {
                /** @description Value to remove from the array, any JSON value. */
                value?: unknown;
            };
        };
        /**
         * @description Patch action of a field modification (the SDK's `ACTION`).
         *     - `SET_FIELD`: set the field to a value.
         *     - `REMOVE_FIELD`: remove the field.
         *     - `INCREMENT_FIELD`: add a number to the field.
         *     - `APPEND_TO_ARRAY`: append a value to an array field.
         *     - `REMOVE_FROM_ARRAY`: remove a value from an array field.
         *     - `UNKNOWN_ACTION`: placeholder.
         * @enum {string}
         */
        PatchAction: "UNKNOWN_ACTION" | "SET_FIELD" | "REMOVE_FIELD" | "INCREMENT_FIELD" | "APPEND_TO_ARRAY" | "REMOVE_FROM_ARRAY";
        /** @description Modifications of one item. */
        Patch: {
            /** @description ID of the item to patch. */
            dataItemId?: string;
            /** @description Modifications to apply, in order. */
            fieldModifications?: components["schemas"]["FieldModification"][];
        };
        /**
         * @description What Save Data Item did (the SDK's `Action`).
         *     - `INSERTED`: a new item was added.
         *     - `UPDATED`: an existing item was replaced.
         *     - `UNKNOWN_ACTION`: placeholder.
         * @enum {string}
         */
        SaveAction: "UNKNOWN_ACTION" | "INSERTED" | "UPDATED";
        /**
         * @description Action attempted for one item of a bulk call.
         *     - `INSERT`, `UPDATE`, `DELETE`, `PATCH`: the item was inserted, updated (or replaced by a save), removed, patched.
         *     - `UNKNOWN_ACTION_TYPE`: placeholder.
         * @enum {string}
         */
        BulkActionType: "UNKNOWN_ACTION_TYPE" | "INSERT" | "UPDATE" | "DELETE" | "PATCH";
        /** @description Outcome of one item (or reference) of a bulk call. */
        ItemMetadata: {
            /** @description Item ID; absent when there is none (for example a failed insert without an ID). */
            id?: string;
            /** @description Index of the item in the request array. */
            originalIndex?: number;
            /** @description Whether the action succeeded; when `false`, `error` is set. */
            success?: boolean;
            error?: components["schemas"]["ApplicationError"];
        };
        /** @description Result of one item of a bulk call. */
        BulkDataItemResult: {
            action?: components["schemas"]["BulkActionType"];
            itemMetadata?: components["schemas"]["ItemMetadata"];
            dataItem?: components["schemas"]["DataItem"];
        };
        /** @description Totals of a bulk call. */
        BulkActionMetadata: {
            /** @description Number of items processed successfully. */
            totalSuccesses?: number;
            /** @description Number of items that failed. */
            totalFailures?: number;
        };
        /** @description A query: filter, sort, field projection and either offset paging (`paging`) or cursor paging (`cursorPaging`). Later cursor pages carry `cursorPaging.cursor` only. */
        QueryV2: {
            filter?: components["schemas"]["Filter"];
            /** @description Sort entries, applied in order: `[{"fieldName": "sortField1", "order": "ASC"}]`. */
            sort?: components["schemas"]["Sorting"][];
            paging?: components["schemas"]["Paging"];
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Item fields to return; all when empty. `_id` is always returned. */
            fields?: string[];
        };
        /**
         * @description How the results are sorted.
         *     - `WIX_QUERY`: by `query.sort`.
         *     - `RANDOM`: randomly, ignoring `query.sort` (see `randomOptions`).
         *     - `UNKNOWN_SORT_MODE`: placeholder, same as `WIX_QUERY`.
         * @enum {string}
         */
        SortMode: "UNKNOWN_SORT_MODE" | "WIX_QUERY" | "RANDOM";
        /** @description Options of random sorting. */
        RandomOptions: {
            /** @description Seed of the pseudo-random order; the same seed gives the same order. */
            seed?: number;
        };
        /** @description Grouping and operations of an aggregation. */
        Aggregation: {
            /** @description Fields to group items by; all items form one group when empty. */
            groupingFields?: string[];
            /** @description Operations to compute per group. */
            operations?: components["schemas"]["AggregationOperation"][];
        };
        /** @description One operation of an aggregation; exactly one of the calculations is set. */
        AggregationOperation: {
            /** @description Name of the result field holding the operation's value. */
            resultFieldName?: string;
            average?: components["schemas"]["AggregationOperand"];
            min?: components["schemas"]["AggregationOperand"];
            max?: components["schemas"]["AggregationOperand"];
            sum?: components["schemas"]["AggregationOperand"];
            /** @description Count the items of the group (no options). */
            itemCount?: Record<string, never>;
        };
        /** @description Field an aggregation operation is computed on. */
        AggregationOperand: {
            /** @description Name of the item field. */
            itemFieldName?: string;
        };
        /** @description Aggregation results, genuinely free-form: one object per group (or pipeline output item) with the grouping values in `_id` and one property per result field. `{ "$date" }` wrappers in them are converted to `Date`. */
        AggregationResults: {
            [key: string]: unknown;
        }[];
        /** @description An aggregation pipeline, stages applied in order, and paging of the output. */
        AggregationPipeline: {
            paging?: components["schemas"]["Paging"];
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Stages, each applied to the previous stage's output. */
            stages?: components["schemas"]["PipelineStage"][];
        };
        /** @description One pipeline stage; exactly one of its properties is set. */
        PipelineStage: {
            group?: components["schemas"]["PipelineGroup"];
            filter?: components["schemas"]["Filter"];
            /** @description Sort stage. */
            sort?: {
                /** @description Sort entries, applied in order. */
                values?: components["schemas"]["Sorting"][];
            };
            /** @description Projection stage, including, excluding or reshaping fields. */
            projection?: {
                /** @description Fields to include, exclude or reshape. */
                fields?: components["schemas"]["ProjectionField"][];
            };
            /** @description Converts an object field to an array; each property becomes an element with the item's other fields. */
            objectToArray?: {
                /** @description Key of the object field (dot notation for nested fields). */
                objectFieldName?: string;
                /** @description Key of the new array field. */
                destinationFieldName?: string;
            };
            /** @description Unwinds an array field into one result per element. */
            unwindArray?: {
                /** @description Key of the array field (dot notation for nested arrays). */
                arrayFieldName?: string;
            };
            /** @description Number of results to skip. */
            skip?: number;
            /** @description Maximum number of results. */
            limit?: number;
        };
        /** @description Group stage. */
        PipelineGroup: {
            /** @description Grouping criteria; they form each result's `_id`. All items form one group when empty. */
            groupIds?: components["schemas"]["PipelineGroupId"][];
            /** @description Accumulations computed per group. */
            accumulators?: components["schemas"]["PipelineAccumulator"][];
        };
        /** @description One grouping criterion. */
        PipelineGroupId: {
            /** @description Name of the criterion in the result's `_id`. */
            key?: string;
            expression?: components["schemas"]["Expression"];
        };
        /** @description One accumulation; exactly one of `avg`, `min`, `max`, `sum`, `first`, `last`, `push` is set. */
        PipelineAccumulator: {
            /** @description Field of the result holding the accumulated value. */
            resultFieldName?: string;
            avg?: components["schemas"]["ExpressionOperand"];
            min?: components["schemas"]["ExpressionOperand"];
            max?: components["schemas"]["ExpressionOperand"];
            sum?: components["schemas"]["ExpressionOperand"];
            first?: components["schemas"]["ExpressionOperand"];
            last?: components["schemas"]["ExpressionOperand"];
            push?: components["schemas"]["ExpressionOperand"];
        };
        /** @description One projection field; exactly one of its properties is set. (Recursive through `projectNested`.) */
        ProjectionField: {
            /** @description Include only this field (others are excluded). */
            include?: {
                /** @description Field key (dot notation for nested fields). */
                fieldName?: string;
            };
            /** @description Exclude this field (others are included). */
            exclude?: {
                /** @description Field key (dot notation for nested fields). */
                fieldName?: string;
            };
            /** @description Create a field from an expression. */
            reshape?: {
                /** @description Key of the new field. */
                resultFieldName?: string;
                expression?: components["schemas"]["Expression"];
            };
            /** @description Create nested fields. */
            projectNested?: {
                /** @description Key of the parent field. */
                resultFieldName?: string;
                /** @description Nested fields to include, exclude or reshape. */
                fields?: components["schemas"]["ProjectionField"][];
            };
        };
        /** @description A pipeline expression; exactly one of its properties is set: a field path, a literal text or number, or an operation on other expressions. (Recursive, so it declares no conversions.) */
        Expression: {
            /** @description Path of the field whose value to use (dot notation, for example `product.price`). */
            fieldPath?: string;
            /** @description Text value. */
            text?: string;
            /** @description Number value. */
            numeric?: number;
            add?: components["schemas"]["ExpressionList"];
            sum?: components["schemas"]["ExpressionList"];
            subtract?: components["schemas"]["ExpressionPair"];
            multiply?: components["schemas"]["ExpressionList"];
            divide?: components["schemas"]["ExpressionPair"];
            abs?: components["schemas"]["ExpressionOperand"];
            mod?: components["schemas"]["ExpressionPair"];
            floor?: components["schemas"]["ExpressionOperand"];
            ceil?: components["schemas"]["ExpressionOperand"];
            concat?: components["schemas"]["ExpressionList"];
            stringify?: components["schemas"]["ExpressionOperand"];
            toLower?: components["schemas"]["ExpressionOperand"];
            toUpper?: components["schemas"]["ExpressionOperand"];
            substring?: components["schemas"]["SubstringOperation"];
            length?: components["schemas"]["ExpressionOperand"];
        };
        /** @description Operands of `add`, `sum`, `multiply` (numbers) or `concat` (strings). */
        ExpressionList: {
            /** @description The operands. */
            expressions?: components["schemas"]["Expression"][];
        };
        /** @description Operands of `subtract`, `divide` and `mod` (`firstExpression` op `secondExpression`; divisors non-zero). */
        ExpressionPair: {
            firstExpression?: components["schemas"]["Expression"];
            secondExpression?: components["schemas"]["Expression"];
        };
        /** @description The single operand of an operation (`abs`, `floor`, `ceil`, `stringify`, `toLower`, `toUpper`, `length`) or accumulator. */
        ExpressionOperand: {
            expression?: components["schemas"]["Expression"];
        };
        /** @description Substring of a string expression. */
        SubstringOperation: {
            expression?: components["schemas"]["Expression"];
            startExpression?: components["schemas"]["Expression"];
            lengthExpression?: components["schemas"]["Expression"];
        };
        /** @description A search: free text plus filter, sort (at most 10), fields (at most 20) and offset or cursor paging. */
        Search: {
            search?: components["schemas"]["SearchDetails"];
            filter?: components["schemas"]["Filter"];
            /** @description Sort entries, applied in order. */
            sort?: components["schemas"]["Sorting"][];
            paging?: components["schemas"]["Paging"];
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Item fields to return; all when empty. */
            fields?: string[];
        };
        /** @description Free text to match in the searchable fields. */
        SearchDetails: {
            mode?: components["schemas"]["SearchMode"];
            /** @description Search term or expression. */
            expression?: string;
            /** @description Whether to allow typos (automatic fuzzy matching). */
            fuzzy?: boolean;
        };
        /**
         * @description How the terms of the expression combine.
         *     - `OR`: any term must be present.
         *     - `AND`: all terms must be present.
         * @enum {string}
         */
        SearchMode: "OR" | "AND";
        /** @description A reference from a referring item's multi-reference field to a referenced item. */
        DataItemReference: {
            /** @description Key of the referring item's multi-reference field. */
            referringItemFieldName?: string;
            /** @description ID of the referring item. */
            referringItemId?: string;
            /** @description ID of the referenced item. */
            referencedItemId?: string;
        };
        /** @description Result of one reference of a bulk reference call. */
        BulkDataItemReferenceResult: {
            action?: components["schemas"]["BulkActionType"];
            referenceMetadata?: components["schemas"]["ItemMetadata"];
            dataItemReference?: components["schemas"]["DataItemReference"];
        };
        /** @description A referenced item, or the reference that could not be resolved; one of the two is set. */
        ReferencedResult: {
            dataItem?: components["schemas"]["DataItem"];
            /** @description A reference that does not resolve (missing item, or item in draft state). */
            unresolvedReference?: {
                /** @description ID of the referring item. */
                referringItemId?: string;
                /** @description Field queried for references. */
                referringItemFieldName?: string;
            };
        };
        InsertDataItemRequest: {
            /** @description ID of the collection to insert the item into. */
            dataCollectionId: string;
            dataItem: components["schemas"]["DataItem"];
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Whether references from the item to other items are saved. */
            saveReferences?: boolean;
            /** @description Whether referenced items are included in the answer (the SDK's `includeReferences`). */
            includeReferencedItems?: boolean;
        };
        InsertDataItemResponse: {
            dataItem?: components["schemas"]["DataItem"];
        };
        UpdateDataItemRequest: {
            /** @description ID of the collection that contains the item. */
            dataCollectionId: string;
            dataItem: components["schemas"]["DataItem"];
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Whether references from the item to other items are saved. */
            saveReferences?: boolean;
            /** @description Whether referenced items are included in the answer. */
            includeReferencedItems?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        UpdateDataItemResponse: {
            dataItem?: components["schemas"]["DataItem"];
        };
        PatchDataItemRequest: {
            /** @description ID of the collection that contains the item. */
            dataCollectionId: string;
            patch: components["schemas"]["Patch"];
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        PatchDataItemResponse: {
            dataItem?: components["schemas"]["DataItem"];
        };
        SaveDataItemRequest: {
            /** @description ID of the collection to save the item in. */
            dataCollectionId: string;
            dataItem: components["schemas"]["DataItem"];
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Whether references from the item to other items are saved. */
            saveReferences?: boolean;
            /** @description Whether referenced items are included in the answer. */
            includeReferencedItems?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        SaveDataItemResponse: {
            action?: components["schemas"]["SaveAction"];
            dataItem?: components["schemas"]["DataItem"];
        };
        GetDataItemResponse: {
            dataItem?: components["schemas"]["DataItem"];
        };
        RemoveDataItemRequest: {
            /** @description ID of the collection that contains the item. */
            dataCollectionId: string;
            /** @description ID of the item to remove. */
            dataItemId: string;
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        RemoveDataItemResponse: {
            dataItem?: components["schemas"]["DataItem"];
        };
        TruncateDataItemsRequest: {
            /** @description ID of the collection to empty. */
            dataCollectionId: string;
            environment?: components["schemas"]["Environment"];
        };
        /** @description Empty answer. */
        TruncateDataItemsResponse: Record<string, never>;
        BulkInsertDataItemsRequest: {
            /** @description ID of the collection to insert the items into. */
            dataCollectionId: string;
            /** @description Items to insert (at most 1000). */
            dataItems: components["schemas"]["DataItem"][];
            environment?: components["schemas"]["Environment"];
            /** @description Whether each result carries its `dataItem`. Default `false`. */
            returnEntity?: boolean;
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Whether references from the items to other items are saved. */
            saveReferences?: boolean;
        };
        BulkInsertDataItemsResponse: {
            /** @description One result per requested item. */
            results?: components["schemas"]["BulkDataItemResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkUpdateDataItemsRequest: {
            /** @description ID of the collection that contains the items. */
            dataCollectionId: string;
            /** @description Items to replace, each with its ID (at most 1000). */
            dataItems: components["schemas"]["DataItem"][];
            environment?: components["schemas"]["Environment"];
            /** @description Whether each result carries its `dataItem`. Default `false`. */
            returnEntity?: boolean;
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Whether references from the items to other items are saved. */
            saveReferences?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        BulkUpdateDataItemsResponse: {
            /** @description One result per requested item. */
            results?: components["schemas"]["BulkDataItemResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkPatchDataItemsRequest: {
            /** @description ID of the collection that contains the items. */
            dataCollectionId: string;
            /** @description One patch per item (at most 1000). */
            patches: components["schemas"]["Patch"][];
            environment?: components["schemas"]["Environment"];
            /** @description Whether each result carries its `dataItem`. Default `false`. */
            returnEntity?: boolean;
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        BulkPatchDataItemsResponse: {
            /** @description One result per patch. */
            results?: components["schemas"]["BulkDataItemResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkSaveDataItemsRequest: {
            /** @description ID of the collection to save the items in. */
            dataCollectionId: string;
            /** @description Items to insert or replace (at most 1000). */
            dataItems: components["schemas"]["DataItem"][];
            environment?: components["schemas"]["Environment"];
            /** @description Whether each result carries its `dataItem`. Default `false`. */
            returnEntity?: boolean;
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Whether references from the items to other items are saved. */
            saveReferences?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        BulkSaveDataItemsResponse: {
            /** @description One result per requested item. */
            results?: components["schemas"]["BulkDataItemResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkRemoveDataItemsRequest: {
            /** @description ID of the collection that contains the items. */
            dataCollectionId: string;
            /** @description IDs of the items to remove (at most 1000). */
            dataItemIds: string[];
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        BulkRemoveDataItemsResponse: {
            /** @description One result per requested ID. */
            results?: components["schemas"]["BulkDataItemResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        IsReferencedDataItemRequest: {
            /** @description ID of the collection of the referring item. */
            dataCollectionId: string;
            /** @description Multi-reference field of the referring item to check. */
            referringItemFieldName: string;
            /** @description ID of the referring item. */
            referringItemId: string;
            /** @description ID of the item that may be referenced. */
            referencedItemId: string;
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            environment?: components["schemas"]["Environment"];
        };
        IsReferencedDataItemResponse: {
            /** @description Whether the reference exists. */
            isReferenced?: boolean;
        };
        BulkInsertDataItemReferencesRequest: {
            /** @description ID of the collection of the referring items. */
            dataCollectionId: string;
            /** @description References to insert. */
            dataItemReferences: components["schemas"]["DataItemReference"][];
            /** @description Whether each result carries its `dataItemReference`. Default `false`. */
            returnEntity?: boolean;
            environment?: components["schemas"]["Environment"];
        };
        BulkInsertDataItemReferencesResponse: {
            /** @description One result per reference. */
            results?: components["schemas"]["BulkDataItemReferenceResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkRemoveDataItemReferencesRequest: {
            /** @description ID of the collection of the referring items. */
            dataCollectionId: string;
            /** @description References to remove. */
            dataItemReferences: components["schemas"]["DataItemReference"][];
            environment?: components["schemas"]["Environment"];
        };
        BulkRemoveDataItemReferencesResponse: {
            /** @description One result per reference. */
            results?: components["schemas"]["BulkDataItemReferenceResult"][];
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        ReplaceDataItemReferencesRequest: {
            /** @description ID of the collection of the referring item. */
            dataCollectionId: string;
            /** @description Multi-reference field of the referring item. */
            referringItemFieldName: string;
            /** @description ID of the referring item. */
            referringItemId: string;
            /** @description IDs of the items the field references afterwards (empty to remove every reference). */
            newReferencedItemIds?: string[];
            environment?: components["schemas"]["Environment"];
        };
        ReplaceDataItemReferencesResponse: {
            /** @description The references the field now holds. */
            dataItemReferences?: components["schemas"]["DataItemReference"][];
        };
        QueryReferencedDataItemsRequest: {
            /** @description ID of the collection of the referring items. */
            dataCollectionId: string;
            /** @description IDs of the referring items. */
            referringItemIds?: string[];
            /** @description Multi-reference field of the referring items. */
            referringItemFieldName?: string;
            /**
             * @deprecated
             * @description ID of one referring item (deprecated; use `referringItemIds`).
             */
            referringItemId?: string;
            order?: components["schemas"]["SortOrder"];
            paging?: components["schemas"]["Paging"];
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Whether `pagingMetadata.total` is returned. Default `false`. */
            returnTotalCount?: boolean;
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            /** @description IETF BCP 47 language tag to translate the referenced items into. */
            language?: string;
            /** @description Fields to return for each referenced item; all when empty. `_id` is always returned. */
            fields?: string[];
            environment?: components["schemas"]["Environment"];
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        QueryReferencedDataItemsResponse: {
            /** @description Referenced items, or the references that could not be resolved. */
            results?: components["schemas"]["ReferencedResult"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        CountDataItemsRequest: {
            /** @description ID of the collection to count items of. */
            dataCollectionId: string;
            filter?: components["schemas"]["Filter"];
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            /** @description IETF BCP 47 language tag of the text the filter matches. */
            language?: string;
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        CountDataItemsResponse: {
            /** @description Number of matching items. */
            totalCount?: number;
        };
        QueryDistinctValuesRequest: {
            /** @description ID of the collection to query. */
            dataCollectionId: string;
            /** @description Item field whose distinct values to return. */
            fieldName?: string;
            filter?: components["schemas"]["Filter"];
            order?: components["schemas"]["SortOrder"];
            paging?: components["schemas"]["Paging"];
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
            returnTotalCount?: boolean;
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            /** @description IETF BCP 47 language tag to translate the values into. */
            language?: string;
            environment?: components["schemas"]["Environment"];
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        QueryDistinctValuesResponse: {
            /** @description The distinct values of the field, genuinely free-form (each value has the field's type; dates as `{ "$date" }` wrappers, converted to `Date`). */
            distinctValues?: unknown[];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        QueryDataItemsRequest: {
            /** @description ID of the collection to query. */
            dataCollectionId: string;
            query?: components["schemas"]["QueryV2"];
            /** @description Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
            returnTotalCount?: boolean;
            /** @description Reference fields whose referenced items are included in the results. */
            includeReferences?: components["schemas"]["IncludedReference"][];
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            /** @description IETF BCP 47 language tag to translate the results into. */
            language?: string;
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            /** @description Parameters specific to the queried Wix app collection, genuinely free-form (for the Stores Products collection: `includeHiddenProducts`, `includeVariants`). */
            appOptions?: {
                [key: string]: unknown;
            };
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
            sortMode?: components["schemas"]["SortMode"];
            randomOptions?: components["schemas"]["RandomOptions"];
            /** @description Conditional field groups to include (app collections). */
            includeFieldGroups?: string[];
        };
        QueryDataItemsResponse: {
            /** @description The matching items. */
            dataItems?: components["schemas"]["DataItem"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        AggregateDataItemsRequest: {
            /** @description ID of the collection to aggregate. */
            dataCollectionId: string;
            initialFilter?: components["schemas"]["Filter"];
            aggregation?: components["schemas"]["Aggregation"];
            finalFilter?: components["schemas"]["Filter"];
            /** @description Sort entries of the results. */
            sort?: components["schemas"]["Sorting"][];
            paging?: components["schemas"]["Paging"];
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
            returnTotalCount?: boolean;
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            /** @description IETF BCP 47 language tag to translate the results into. */
            language?: string;
            environment?: components["schemas"]["Environment"];
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        AggregateDataItemsResponse: {
            results?: components["schemas"]["AggregationResults"];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        AggregatePipelineDataItemsRequest: {
            /** @description ID of the collection to run the pipeline on. */
            dataCollectionId: string;
            pipeline?: components["schemas"]["AggregationPipeline"];
            /** @description Whether `pagingMetadata.total` is returned (offset paging). Default `false`. */
            returnTotalCount?: boolean;
            /** @description Whether to read from the primary database instance. Default `false`. */
            consistentRead?: boolean;
            /** @description IETF BCP 47 language tag of the items to aggregate. */
            language?: string;
            environment?: components["schemas"]["Environment"];
            /** @description Parameters specific to the Wix app collection, genuinely free-form. */
            appOptions?: {
                [key: string]: unknown;
            };
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        AggregatePipelineDataItemsResponse: {
            results?: components["schemas"]["AggregationResults"];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        SearchDataItemsRequest: {
            /** @description ID of the collection to search. */
            dataCollectionId: string;
            search?: components["schemas"]["Search"];
            /** @description Reference fields whose referenced items are included in the results. */
            includeReferences?: components["schemas"]["IncludedReference"][];
            environment?: components["schemas"]["Environment"];
            /** @description Whether data hooks are skipped (site backend code only). Default `false`. */
            suppressHooks?: boolean;
            publishPluginOptions?: components["schemas"]["DataPublishPluginOptions"];
        };
        SearchDataItemsResponse: {
            /** @description The matching items. */
            dataItems?: components["schemas"]["DataItem"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        /** @description Metadata of an event. */
        EventMetadata: {
            /** @description Event ID. Use it to spot and ignore duplicate deliveries. */
            id?: string;
            /** @description Fully qualified domain name of the entity, `wix.data.v2.data_item`. */
            entityFqdn?: string;
            /** @description Event action name, `created`, `updated` or `deleted`. */
            slug?: string;
            /** @description ID of the item the event is about. */
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
            /** @description Event type, e.g. `wix.data.v2.data_item_created`. */
            eventType?: string;
            identity?: components["schemas"]["IdentificationData"];
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
        /**
         * @description Kind of identity that caused an event.
         * @enum {string}
         */
        IdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        DataItemCreatedEvent: {
            entity: components["schemas"]["DataItem"];
            metadata: components["schemas"]["EventMetadata"];
        };
        DataItemUpdatedEvent: {
            entity: components["schemas"]["DataItem"];
            metadata: components["schemas"]["EventMetadata"];
        };
        DataItemDeletedEvent: {
            entity: components["schemas"]["DeletedDataItem"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description The removed item's identity. */
        DeletedDataItem: {
            /** @description ID of the removed item. */
            id?: string;
            /** @description ID of the collection it belonged to. */
            dataCollectionId?: string;
        };
    };
    responses: {
        /** @description The matching items and the paging metadata. */
        QueryDataItemsResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["QueryDataItemsResponse"];
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
        /** @description Permission denied: the caller lacks the call's permission or the collection's permissions do not let the caller's role perform the operation (application error `PERMISSION_DENIED`). */
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
        /** @description The collection does not exist (application error `WDE0025`). */
        CollectionNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The item (application error `WDE0073`) or its collection (`WDE0025`) does not exist. */
        ItemOrCollectionNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description An item with the same ID already exists (application error `WDE0074`). */
        ItemAlreadyExists: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description A collection with the same ID already exists (application error `WDE0104`). */
        CollectionAlreadyExists: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The request body is too large (HTTP 413). The SDK reports it as `WDE0109: Payload is too large.` whatever the body says. */
        PayloadTooLarge: {
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
    listDataCollections: {
        parameters: {
            query?: {
                /** @description Name of the field to sort the collections by. Default `id`. */
                "sort.fieldName"?: string;
                /** @description Sort order. Default `ASC`. */
                "sort.order"?: components["schemas"]["SortOrder"];
                /** @description Number of collections to return. Default 50. */
                "paging.limit"?: number;
                /** @description Number of collections to skip. Default 0. */
                "paging.offset"?: number;
                /** @description Whether to read from the primary database instance: slower, but up to date even immediately after an update. Default `false`. */
                consistentRead?: boolean;
                /** @description Whether to include `allowedDataPermissions` (the item operations the caller may perform) in each collection. Default `false`. */
                includeAllowedDataPermissions?: boolean;
                /** @description Collection properties to return; all when empty. Applies to every returned collection. */
                fields?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of collections and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDataCollectionsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateDataCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDataCollectionRequest"];
            };
        };
        responses: {
            /** @description The updated collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateDataCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createDataCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDataCollectionRequest"];
            };
        };
        responses: {
            /** @description The created collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateDataCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            409: components["responses"]["CollectionAlreadyExists"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDataCollection: {
        parameters: {
            query?: {
                /** @description Whether to read from the primary database instance (up to date, slower). Default `false`. */
                consistentRead?: boolean;
                /** @description Whether to include `allowedDataPermissions`, the item operations the caller may perform. Default `false`. */
                includeAllowedDataPermissions?: boolean;
                /** @description Collection properties to return; all when empty. */
                fields?: string[];
            };
            header?: never;
            path: {
                /** @description ID of the collection to retrieve, for example `Books`; app collections are `AppName/CollectionName`. */
                dataCollectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDataCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDataCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the collection to delete. */
                dataCollectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection was deleted (empty answer). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteDataCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    restoreDataCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the deleted collection to restore. */
                dataCollectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestoreDataCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createDataCollectionField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDataCollectionFieldRequest"];
            };
        };
        responses: {
            /** @description The updated collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateDataCollectionFieldResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateDataCollectionField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDataCollectionFieldRequest"];
            };
        };
        responses: {
            /** @description The updated collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateDataCollectionFieldResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDataCollectionField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteDataCollectionFieldRequest"];
            };
        };
        responses: {
            /** @description The updated collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteDataCollectionFieldResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDataItem: {
        parameters: {
            query: {
                /** @description ID of the collection that contains the item. */
                dataCollectionId: string;
                /** @description Whether to read from the primary database instance (up to date, slower). Default `false`. */
                consistentRead?: boolean;
                /** @description IETF BCP 47 language tag to translate the item's text into (translation must be enabled in the site's multilingual settings). Not translated when omitted. */
                language?: string;
                /** @description Item fields to return; all when empty. `_id` is always returned. */
                fields?: string[];
                /** @description Conditional field groups to include (app collections). */
                includeFieldGroups?: string[];
                /** @description Collection environment to read from. Default `LIVE`. */
                environment?: components["schemas"]["Environment"];
                /** @description Whether draft items are included (collections with the Publish plugin; the SDK's `showDrafts`). Default `false`. */
                "publishPluginOptions.includeDraftItems"?: boolean;
            };
            header?: never;
            path: {
                /** @description ID of the item to retrieve. */
                dataItemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["ItemOrCollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    insertDataItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsertDataItemRequest"];
            };
        };
        responses: {
            /** @description The inserted item, with its system fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsertDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            409: components["responses"]["ItemAlreadyExists"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateDataItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDataItemRequest"];
            };
        };
        responses: {
            /** @description The updated item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["ItemOrCollectionNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchDataItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchDataItemRequest"];
            };
        };
        responses: {
            /** @description The patched item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["ItemOrCollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveDataItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveDataItemRequest"];
            };
        };
        responses: {
            /** @description What was done, and the saved item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeDataItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveDataItemRequest"];
            };
        };
        responses: {
            /** @description The removed item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["ItemOrCollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    truncateDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TruncateDataItemsRequest"];
            };
        };
        responses: {
            /** @description The collection is empty (empty answer). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TruncateDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CollectionNotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkInsertDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkInsertDataItemsRequest"];
            };
        };
        responses: {
            /** @description One result per requested item, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkInsertDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkUpdateDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateDataItemsRequest"];
            };
        };
        responses: {
            /** @description One result per requested item, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkPatchDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkPatchDataItemsRequest"];
            };
        };
        responses: {
            /** @description One result per patch, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPatchDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkSaveDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkSaveDataItemsRequest"];
            };
        };
        responses: {
            /** @description One result per requested item, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkSaveDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkRemoveDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRemoveDataItemsRequest"];
            };
        };
        responses: {
            /** @description One result per requested ID, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkRemoveDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    isReferencedDataItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IsReferencedDataItemRequest"];
            };
        };
        responses: {
            /** @description Whether the reference exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IsReferencedDataItemResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkInsertDataItemReferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkInsertDataItemReferencesRequest"];
            };
        };
        responses: {
            /** @description One result per reference, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkInsertDataItemReferencesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkRemoveDataItemReferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRemoveDataItemReferencesRequest"];
            };
        };
        responses: {
            /** @description One result per reference, and the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkRemoveDataItemReferencesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    replaceDataItemReferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceDataItemReferencesRequest"];
            };
        };
        responses: {
            /** @description The references the field now holds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplaceDataItemReferencesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryReferencedDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryReferencedDataItemsRequest"];
            };
        };
        responses: {
            /** @description The referenced items (or unresolved references), and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryReferencedDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    countDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CountDataItemsRequest"];
            };
        };
        responses: {
            /** @description The number of matching items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryDistinctValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryDistinctValuesRequest"];
            };
        };
        responses: {
            /** @description The distinct values and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryDistinctValuesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryDataItemsRequest"];
            };
        };
        responses: {
            200: components["responses"]["QueryDataItemsResult"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    aggregateDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AggregateDataItemsRequest"];
            };
        };
        responses: {
            /** @description One result per group, and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregateDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    aggregatePipelineDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AggregatePipelineDataItemsRequest"];
            };
        };
        responses: {
            /** @description The pipeline's results and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregatePipelineDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchDataItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchDataItemsRequest"];
            };
        };
        responses: {
            /** @description The matching items and the paging metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchDataItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onDataItemCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataItemCreatedEvent"];
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
    onDataItemUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataItemUpdatedEvent"];
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
    onDataItemDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataItemDeletedEvent"];
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

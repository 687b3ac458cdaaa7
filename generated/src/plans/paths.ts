// Generated from spec/plans.yaml by codegen. Do not edit.

import type { ImageRef } from '@siteapi/runtime/generated';

export interface paths {
    "/v2/plans/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List public plans
         * @description Retrieves up to 100 public plans: visible, not archived plans that site visitors can buy. Plans come in the order set in the dashboard (Arrange Plans). `limit` defaults to 75; IDs in `planIds` that do not exist are ignored. Any site visitor or member may call it. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`; the response's `pagingMetadata` gives `count`, `offset` and `total`.
         */
        get: operations["listPublicPlans"];
        put?: never;
        /**
         * The body form of listPublicPlans.
         * @description listPublicPlans sent as a POST, its query parameters as the JSON body, when the query string is longer than 4000 characters (`x-body-form`). Not a call of its own.
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
                        limit?: number;
                        offset?: number;
                        planIds?: string[];
                    };
                };
            };
            responses: {
                200: components["responses"]["ListPublicPlans"];
                401: components["responses"]["Unauthenticated"];
                403: components["responses"]["PermissionDenied"];
                428: components["responses"]["PricingPlansNotInstalled"];
                429: components["responses"]["TooManyRequests"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/public/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Query public plans
         * @description Retrieves public plans that match a query: `filter` on plan fields (`id`, `primary`, `createdDate`, `updatedDate`, `slug` and the other public fields), `sort`, and offset paging (`paging.limit`, `paging.offset`; the SDK's query builder sends `paging.limit` 50 when the caller gives none). A limit out of range is rejected with the validation rule `PAGING_LIMIT_OUT_OF_RANGE`. In the SDK the method with no argument returns a query builder; with a query object it sends it as is.
         */
        post: operations["queryPublicPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get plan
         * @description Retrieves a plan by ID, public, hidden or archived. The platform declares the path as `/v2/plans/{id}`. The SDK method `getPlan(_id)` returns the plan itself; this call returns `{ plan }`.
         */
        get: operations["getPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update plan
         * @description Updates a plan. Existing orders keep the terms of the plan as it was when they were bought. The platform declares the path as `/v2/plans/{plan.id}` (the ID is `plan.id` of the body); it is written `{planId}` here. The SDK method is `updatePlan(_id, plan)` and computes the field mask from the fields given; the mask `fieldMask` (comma-separated field paths) is carried by a trailing `options` argument here. Validation rules the SDK names: `MISSING_PLAN_ID`, `PLAN_NAME_BLANK`, `PLAN_FEE_NAME_BLANK`, `PERIOD_AMOUNT_OUT_OF_RANGE`, `RECURRING_PLAN_PAYMENT_PRICE_MISSING`, `RECURRING_PLAN_CYCLE_DURATION_TOO_SHORT`, `RECURRING_PLAN_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_FREE_TRIAL_UNSUPPORTED`, `INVALID_SINGLE_PAYMENT_WITHOUT_DURATION`, `INVALID_DURATION_UNIT`, `update_not_supported`, `invalid_period_amount`, `price_missing`, `duration_missing`, `free_trial_not_supported`, `client_data_is_invalid`.
         */
        patch: operations["updatePlan"];
        trace?: never;
    };
    "/v2/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plans
         * @description Retrieves up to 100 plans, public, hidden and archived, for the site owner. `archived` defaults to `ACTIVE` and `public` to `PUBLIC_AND_HIDDEN`; `limit` defaults to 75. Without `planIds` the plans come in the order set in the dashboard. Validation rules the SDK names: `INVALID_ARCHIVE_FILTER`, `INVALID_VISIBLE_FILTER`. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`.
         */
        get: operations["listPlans"];
        put?: never;
        /**
         * Create plan
         * @description Creates a plan. `plan.name` and `plan.pricing` are required, and the pricing has exactly one model: a `subscription` (recurring payments every `cycleDuration`, for `cycleCount` cycles, `0` meaning until canceled; may have `freeTrialDays`), a `singlePaymentForDuration` (one payment, valid for a duration) or `singlePaymentUnlimited` (one payment, valid until canceled). New plans are public. The SDK method `createPlan(plan)` returns the plan itself. Validation rules the SDK names: `PLAN_NAME_BLANK`, `PLAN_FEE_NAME_BLANK`, `PERIOD_AMOUNT_OUT_OF_RANGE`, `RECURRING_PLAN_PAYMENT_PRICE_MISSING`, `RECURRING_PLAN_CYCLE_DURATION_TOO_SHORT`, `RECURRING_PLAN_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_DURATION_TOO_SHORT`, `SINGLE_PAYMENT_CYCLE_COUNT_INVALID`, `SINGLE_PAYMENT_FREE_TRIAL_UNSUPPORTED`, `INVALID_SINGLE_PAYMENT_WITHOUT_DURATION`, `invalid_duration_unit`, `client_data_is_invalid`.
         */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get plan stats
         * @description Gets statistics about the site's plans. Currently only the total number of plans, active (public and hidden) and archived.
         */
        get: operations["getPlanStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/{planId}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set plan visibility
         * @description Shows or hides a plan: sets its `public` field. Hidden plans cannot be chosen by visitors, but their orders stay active. Unlike archiving, this can be reversed. The platform declares the path as `/v2/plans/{id}/visibility`.
         */
        put: operations["setPlanVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/{planId}/make-primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make plan primary
         * @description Marks a plan as the primary plan, highlighted on the site with a ribbon. Only one plan is primary at a time: the previous primary plan loses its status. The platform declares the path as `/v2/plans/{id}/make-primary`.
         */
        post: operations["makePlanPrimary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/clear-primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear primary
         * @description Sets all plans as not primary, so no plan is highlighted on the site.
         */
        post: operations["clearPrimary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/plans/{planId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive plan
         * @description Archives an active plan: it is no longer public and can no longer be bought or reactivated, but its orders stay in effect. Archiving an archived plan fails with `already_archived`. The platform declares the path as `/v2/plans/{id}/archive`.
         */
        post: operations["archivePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get order
         * @description Retrieves an order by ID, for the site owner. With `fieldSet` `FULL` the order includes the data submitted to the plan's checkout form (`formData.submissionData`); by default (`BASIC`) it does not. The platform declares the path as `/v2/orders/{id}`. The SDK declares no application error codes for this call.
         */
        get: operations["managementGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Postpone end date
         * @description Extends an order by moving its `endDate` later. Payments are not affected. The new date must be later than the current `endDate`; orders valid until canceled and `PAUSED` orders cannot be postponed. The platform declares the path as `/v2/orders/{id}`. The SDK declares no application error codes for this call.
         */
        patch: operations["postponeEndDate"];
        trace?: never;
    };
    "/v2/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Retrieves up to 50 orders, for the site owner, filtered by buyer, plan, auto-renew state, order status and payment status. By default all orders are returned, newest `createdDate` first; `sorting.fieldName` accepts `endDate` and `createdDate`. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`. The SDK declares no application error codes for this call.
         */
        get: operations["managementListOrders"];
        put?: never;
        /**
         * The body form of managementListOrders.
         * @description managementListOrders sent as a POST, its query parameters as the JSON body, when the query string is longer than 4000 characters (`x-body-form`). Not a call of its own.
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
                        buyerIds?: string[];
                        planIds?: string[];
                        autoRenewCanceled?: boolean;
                        orderStatuses?: components["schemas"]["OrderStatus"][];
                        paymentStatuses?: components["schemas"]["PaymentStatus"][];
                        limit?: number;
                        offset?: number;
                        sorting?: {
                            fieldName?: string;
                            order?: components["schemas"]["SortOrder"];
                        };
                        fieldSet?: components["schemas"]["FieldSet"];
                    };
                };
            };
            responses: {
                200: components["responses"]["ListOrders"];
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
    "/v2/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel order
         * @description Cancels an order, as the site owner. Recurring orders can be canceled `IMMEDIATELY` or at the `NEXT_PAYMENT_DATE` (the buyer keeps the plan until then); one-time orders only `IMMEDIATELY`. Canceled during a free trial, the buyer is not billed. The platform declares the path as `/v2/orders/{id}/cancel`. The SDK declares no application error codes for this call.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/orders/{orderId}/mark-as-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark as paid
         * @description Marks an offline order as paid: its `lastPaymentStatus` becomes `PAID` and its status `PENDING` or `ACTIVE`, by its `startDate`. Online orders, and offline orders already paid, cannot be marked. Separate payment cycles cannot be marked; the whole order is. The platform declares the path as `/v2/orders/{id}/mark-as-paid`. The SDK declares no application error codes for this call.
         */
        post: operations["markAsPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/orders/{orderId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause order
         * @description Pauses an `ACTIVE` order: its status becomes `PAUSED`, a pause period starts, and for recurring orders the payment schedule stops. When the order is resumed, its `endDate` and `earliestEndDate` move by the pause's length. The platform declares the path as `/v2/orders/{id}/pause`. The SDK declares no application error codes for this call; an order that cannot be paused has one of the reasons `ReasonNotSuspendable` lists.
         */
        post: operations["pauseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/orders/{orderId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume order
         * @description Resumes a paused order: its status becomes `ACTIVE`, the pause period ends, its `endDate` (and `earliestEndDate`) move by the pause's length, and for recurring orders the payment schedule restarts. The platform declares the path as `/v2/orders/{id}/resume`. The SDK declares no application error codes for this call.
         */
        post: operations["resumeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/member/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member get order
         * @description Retrieves an order of the logged-in member by ID. The platform declares the path as `/v2/member/orders/{id}`. The SDK method `memberGetOrder(_id, options)` returns the order itself; this call returns `{ order }`. The SDK declares no application error codes for this call.
         */
        get: operations["memberGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/member/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Member list orders
         * @description Retrieves the logged-in member's orders, with the same filters as List Orders except `buyerIds`. `limit` defaults to 50 (at most 50); sorting defaults to ascending. Paged with top-level `limit`/`offset` (not `paging.*`), so the call is not marked `x-paging`. The SDK declares no application error codes for this call.
         */
        get: operations["memberListOrders"];
        put?: never;
        /**
         * The body form of memberListOrders.
         * @description memberListOrders sent as a POST, its query parameters as the JSON body, when the query string is longer than 4000 characters (`x-body-form`). Not a call of its own.
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
                        planIds?: string[];
                        autoRenewCanceled?: boolean;
                        orderStatuses?: components["schemas"]["OrderStatus"][];
                        paymentStatuses?: components["schemas"]["PaymentStatus"][];
                        limit?: number;
                        offset?: number;
                        sorting?: {
                            fieldName?: string;
                            order?: components["schemas"]["SortOrder"];
                        };
                        fieldSet?: components["schemas"]["FieldSet"];
                    };
                };
            };
            responses: {
                200: components["responses"]["ListMemberOrders"];
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
    "/v2/member/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request cancellation
         * @description Cancels an order of the logged-in member, as the buyer. Recurring orders can be canceled `IMMEDIATELY` or at the `NEXT_PAYMENT_DATE`; one-time orders only `IMMEDIATELY`. The plan must allow it (`buyerCanCancel`). Some work (such as refunds) may finish before the status changes to `CANCELED`. The platform declares the path as `/v2/member/orders/{id}/cancel`. The SDK declares no application error codes for this call.
         */
        post: operations["requestCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/orders/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create online order
         * @description Creates an online order of a plan for a site member. Called by a member, the member is the buyer; otherwise `onBehalf.memberId` is required (and `onBehalf.orderMethod` says how the sale was made, `MOTO` or `POS`). The order is `DRAFT` until paid, then `PENDING` (future start date) or `ACTIVE`. Validation rules the SDK names: `UNKNOWN_ORDER_METHOD`, `RECURRING_POS_UNSUPPORTED` (a recurring plan cannot be sold by `POS`), `invalid_sort_field`.
         */
        post: operations["createOnlineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/orders/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create offline order
         * @description Creates an order for a member who bought the plan outside the site (type `OFFLINE`). The plan's purchase limit is ignored. The order is `PENDING` when `startDate` is in the future, `ACTIVE` otherwise; its last payment status is `NOT_APPLICABLE` for a free plan, else `PAID` or `UNPAID` by `paid` (mark it paid later with Mark As Paid). Tax applies when the site has it configured. Validation rules the SDK names: `MEMBER_DOESNT_EXIST` (the member ID is not a site member), `invalid_sort_field`.
         */
        post: operations["createOfflineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/orders/preview-online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get online order preview
         * @description Previews the online order the logged-in member would get for a plan, without creating it. Must be called as a site member. When the member already reached the plan's purchase limit, `purchaseLimitExceeded` is `true` and `order` is omitted. Validation rule the SDK names: `invalid_sort_field`.
         */
        post: operations["getOnlineOrderPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/orders/preview-offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get offline order preview
         * @description Previews the offline order a member would get for a plan: a dry run of Create Offline Order, not saved; the preview's order and subscription IDs are zeros. The purchase limit does not block the preview, but `purchaseLimitExceeded` tells whether this order would exceed it. Validation rule the SDK names: `invalid_sort_field`.
         */
        post: operations["getOfflineOrderPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/checkout/orders/price-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get price preview
         * @description Previews a plan's price, with a coupon if given, in the pricing-model form orders use. Not specific to a buyer (no login needed); tax applies when the site has it configured. For a buyer-specific preview call Get Offline Order Preview. `price` is deprecated in favour of `prices`.
         */
        post: operations["getPricePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    planCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan created
         * @description Triggered when a plan is created.
         */
        post: operations["onPlanCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    planUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan updated
         * @description Triggered when a plan is updated.
         */
        post: operations["onPlanUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    planBuyerCanCancelUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan buyer-can-cancel updated
         * @description Triggered when a plan's `buyerCanCancel` field changes. Deprecated in the SDK.
         */
        post: operations["onPlanBuyerCanCancelUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    planArchived: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan archived
         * @description Triggered when a plan is archived. Deprecated in the SDK. The wire type is `wix.pricing_plans.plan_plan_archived` (sic).
         */
        post: operations["onPlanArchived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order created
         * @description Triggered when an order is created: an online order (as a draft) or an offline order.
         */
        post: operations["onOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order updated
         * @description Triggered whenever an order changes: paid for, started or ended, a new cycle, marked as paid, end date postponed, paused or resumed, canceled (now or at the next payment date). The specific event of the change is triggered too.
         */
        post: operations["onOrderUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderPurchased: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order purchased
         * @description Triggered when an order is paid for, or when a free or offline order is created.
         */
        post: operations["onOrderPurchased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order started
         * @description Triggered when an order reaches its `startDate`.
         */
        post: operations["onOrderStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderCycleStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order cycle started
         * @description Triggered when a new payment cycle of an order starts. Not triggered at the first start of an offline order.
         */
        post: operations["onOrderCycleStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderAutoRenewCanceled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order auto-renew canceled
         * @description Triggered when a recurring order is canceled with `effectiveAt` `NEXT_PAYMENT_DATE`. Not triggered for `IMMEDIATELY` (Order Canceled is), nor when such an order finally expires (Order Canceled and Order Ended are).
         */
        post: operations["onOrderAutoRenewCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderCanceled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order canceled
         * @description Triggered when an order is canceled: at once for `IMMEDIATELY`, at the end of the current cycle for `NEXT_PAYMENT_DATE`. `order.cancellation.cause` tells why.
         */
        post: operations["onOrderCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderEnded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order ended
         * @description Triggered when an order ends: it expired, or was canceled.
         */
        post: operations["onOrderEnded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderEndDatePostponed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order end date postponed
         * @description Triggered when an order's `endDate` is postponed.
         */
        post: operations["onOrderEndDatePostponed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderMarkedAsPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order marked as paid
         * @description Triggered when an offline order is marked as paid.
         */
        post: operations["onOrderMarkedAsPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderPaused: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order paused
         * @description Triggered when an order is paused.
         */
        post: operations["onOrderPaused"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderResumed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order resumed
         * @description Triggered when a paused order is resumed.
         */
        post: operations["onOrderResumed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderStartDateChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order start date changed
         * @description Triggered when the `startDate` of an order changes (a draft order's start date is changed before checkout).
         */
        post: operations["onOrderStartDateChanged"];
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
                        /** @description The request field, e.g. `limit` or `plan.name`. */
                        field?: string;
                        description?: string;
                        violatedRule?: string;
                        /** @description Rule name, e.g. `PLAN_NAME_BLANK`. */
                        ruleName?: string;
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description A monetary amount and its currency. */
        Money: {
            /** @description Amount as a decimal string with a period separator, for example `"3.99"`. Not negative, at most 3 decimals. */
            value?: string;
            /** @description 3-letter ISO-4217 currency code, for example `USD`. */
            currency?: string;
        };
        Paging: {
            /** @description Number of items to load. */
            limit?: number;
            /** @description Number of items to skip in the current sort order. */
            offset?: number;
        };
        Cursors: {
            /** @description Cursor of the next page. */
            next?: string;
            /** @description Cursor of the previous page. */
            prev?: string;
        };
        /** @description Paging information of a page of results. */
        PagingMetadataV2: {
            /** @description Number of items returned. */
            count?: number;
            /** @description The requested offset. */
            offset?: number;
            /** @description Number of items that match, unless `tooManyToCount`. */
            total?: number;
            /** @description Whether the server could not count `total`. */
            tooManyToCount?: boolean;
            cursors?: components["schemas"]["Cursors"];
        };
        /**
         * @description Sort direction.
         * @enum {string}
         */
        SortOrder: "ASC" | "DESC";
        /** @description Geographic coordinates. */
        AddressLocation: {
            /** @description Latitude, -90 to 90. */
            latitude?: number;
            /** @description Longitude, -180 to 180. */
            longitude?: number;
        };
        Sorting: {
            /** @description Name of the field to sort by. */
            fieldName?: string;
            order?: components["schemas"]["SortOrder"];
            /** @description Origin point of a geo-distance sort on a GEO field (nearest first for `ASC`). */
            origin?: components["schemas"]["AddressLocation"];
        };
        /** @description A platform filter, for example `{"primary": true}` or `{"slug": {"$in": ["gold-membership"]}}`; operators `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$startsWith`, `$endsWith`, `$contains`, `$hasSome`, `$hasAll`, `$in`, `$exists`, `$between`, combined with `$and`, `$or`, `$not`. */
        Filter: {
            [key: string]: unknown;
        };
        /** @description Query with offset paging. */
        QueryV2: {
            filter?: components["schemas"]["Filter"];
            /** @description Sort entries, for example `[{"fieldName": "createdDate", "order": "DESC"}]`. */
            sort?: components["schemas"]["Sorting"][];
            paging?: components["schemas"]["Paging"];
        };
        /** @description An image in the platform's media manager. */
        Image: ImageRef;
        /**
         * @description Unit of a duration.
         * @enum {string}
         */
        PeriodUnit: "UNDEFINED" | "DAY" | "WEEK" | "MONTH" | "YEAR";
        /** @description A duration as a number of time units. */
        Duration: {
            /** @description Number of units. For a subscription's `cycleDuration` only `1` is supported. */
            count?: number;
            unit?: components["schemas"]["PeriodUnit"];
        };
        /** @description How often and for how long payments recur. */
        Recurrence: {
            /** @description Length of one payment cycle, for example 1 month for monthly payments. */
            cycleDuration?: components["schemas"]["Duration"];
            /** @description Number of payment cycles the subscription lasts; `0` until canceled. Multiply by `cycleDuration.count` for the subscription's length. */
            cycleCount?: number;
        };
        /** @description Price, payment schedule and expiry of a plan. Exactly one pricing model is set: `subscription`, `singlePaymentForDuration` or `singlePaymentUnlimited`. */
        Pricing: {
            /** @description Recurring payments. */
            subscription?: components["schemas"]["Recurrence"];
            /** @description One payment; the plan is valid for this duration. */
            singlePaymentForDuration?: components["schemas"]["Duration"];
            /** @description One payment; the plan is valid until canceled. */
            singlePaymentUnlimited?: boolean;
            /** @description For a subscription, the amount of each payment (required); otherwise the single payment for the whole plan. */
            price?: components["schemas"]["Money"];
            /** @description Free trial in days, for subscriptions only. `0` removes the trial. */
            freeTrialDays?: number;
        };
        /** @description A list of strings (a wrapper that tells an empty list from no list in updates). */
        StringList: {
            values?: string[];
        };
        /**
         * @description When a fee is charged. `FIRST_PAYMENT`, after the free trial when there is one.
         * @enum {string}
         */
        AppliedAt: "FIRST_PAYMENT";
        /** @description A fee charged with a plan. */
        Fee: {
            /** @description Fee name. */
            name?: string;
            /** @description Fee amount, a decimal string greater than 0 (at most 3 decimals). */
            amount?: string;
        };
        /** @description A fee and when it is charged. */
        FeeConfig: {
            fee?: components["schemas"]["Fee"];
            appliedAt?: components["schemas"]["AppliedAt"];
        };
        /** @description A pricing plan (Plans v2). `id`, `archived`, `primary`, `hasOrders`, `createdDate`, `updatedDate` and `slug` are read-only. */
        Plan: {
            /**
             * Format: uuid
             * @description Plan ID.
             */
            id?: string;
            /** @description Plan name. */
            name?: string;
            /** @description Plan description. */
            description?: string;
            /** @description What the plan includes, for example "Plenty of parking". */
            perks?: components["schemas"]["StringList"];
            pricing?: components["schemas"]["Pricing"];
            /** @description Whether the plan is public (visible to visitors and members) rather than hidden. */
            public?: boolean;
            /** @description Whether the plan is archived. Archived plans cannot be bought; their orders stay in effect. */
            archived?: boolean;
            /** @description Whether the plan is the primary (highlighted) plan. */
            primary?: boolean;
            /** @description Whether the plan has orders, including pending and unpaid ones. */
            hasOrders?: boolean;
            /** Format: date-time */
            createdDate?: Date;
            /** Format: date-time */
            updatedDate?: Date;
            /** @description URL-friendly name, unique among the site's plans. */
            slug?: string;
            /** @description How many times one buyer may buy the plan; `0` or empty for no limit, `1` for once. */
            maxPurchasesPerBuyer?: number;
            /** @description Whether the buyer may start the plan later. Default `false`. */
            allowFutureStartDate?: boolean;
            /** @description Whether the buyer may cancel the plan (Request Cancellation). Default `false`. */
            buyerCanCancel?: boolean;
            /** @description Terms shown at checkout. */
            termsAndConditions?: string;
            /**
             * Format: uuid
             * @description ID of the form filled in at checkout.
             */
            formId?: string;
            /** @description Fees charged with the plan, each at its `appliedAt` moment. Not in the SDK's `Plan` type, which declares `FeeConfig` and the validation rule `PLAN_FEE_NAME_BLANK` but hides the field. */
            fees?: components["schemas"]["FeeConfig"][];
            /** @description Free string data of the caller, kept with the plan. Not in the SDK's `Plan` type, which names the validation rule `client_data_is_invalid` but hides the field. */
            clientData?: {
                [key: string]: string;
            };
        };
        /** @description The public view of a plan, readable by any visitor or member. */
        PublicPlan: {
            /**
             * Format: uuid
             * @description Plan ID.
             */
            id?: string;
            name?: string;
            description?: string;
            perks?: components["schemas"]["StringList"];
            pricing?: components["schemas"]["Pricing"];
            primary?: boolean;
            /** Format: date-time */
            createdDate?: Date;
            /** Format: date-time */
            updatedDate?: Date;
            slug?: string;
            /** @description `0` or empty for no limit. */
            maxPurchasesPerBuyer?: number;
            allowFutureStartDate?: boolean;
            buyerCanCancel?: boolean;
            termsAndConditions?: string;
            /** Format: uuid */
            formId?: string;
        };
        /**
         * @description Which plans List Plans returns by archive state: `ACTIVE` (not archived, the default), `ARCHIVED`, or `ARCHIVED_AND_ACTIVE`.
         * @enum {string}
         */
        ArchivedFilter: "ACTIVE" | "ARCHIVED" | "ARCHIVED_AND_ACTIVE";
        /**
         * @description Which plans List Plans returns by visibility: `PUBLIC_AND_HIDDEN` (the default), `PUBLIC` or `HIDDEN`.
         * @enum {string}
         */
        PublicFilter: "PUBLIC_AND_HIDDEN" | "PUBLIC" | "HIDDEN";
        ListPublicPlansResponse: {
            plans?: components["schemas"]["PublicPlan"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        QueryPublicPlansRequest: {
            query: components["schemas"]["QueryV2"];
        };
        QueryPublicPlansResponse: {
            plans?: components["schemas"]["PublicPlan"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        GetPlanResponse: {
            plan: components["schemas"]["Plan"];
        };
        ListPlansResponse: {
            plans?: components["schemas"]["Plan"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        /** @description Plan statistics. */
        GetPlanStatsResponse: {
            /** @description Number of plans created, active (public and hidden) and archived. */
            totalPlans?: number;
        };
        CreatePlanRequest: {
            /** @description The plan to create; `name` and `pricing` are required. */
            plan: components["schemas"]["Plan"];
        };
        CreatePlanResponse: {
            plan: components["schemas"]["Plan"];
        };
        UpdatePlanRequest: {
            /** @description The fields to update; `id` is the path's plan ID. */
            plan: components["schemas"]["Plan"];
            /** @description Comma-separated paths of the fields to update, for example `name,pricing`. */
            fieldMask?: string;
        };
        UpdatePlanResponse: {
            plan: components["schemas"]["Plan"];
        };
        SetPlanVisibilityRequest: {
            /** @description Whether the plan is visible to members and visitors (sets `public`). */
            visible: boolean;
        };
        SetPlanVisibilityResponse: {
            plan?: components["schemas"]["Plan"];
        };
        MakePlanPrimaryResponse: {
            plan?: components["schemas"]["Plan"];
        };
        /** @description Empty on success. */
        ClearPrimaryResponse: Record<string, never>;
        ArchivePlanResponse: {
            plan?: components["schemas"]["Plan"];
        };
        /**
         * @description How a Plans v3 fee is priced. `FIXED_AMOUNT`, a fixed monetary amount.
         * @enum {string}
         */
        PriceType: "FIXED_AMOUNT";
        /**
         * @description Unit of a Plans v3 duration.
         * @enum {string}
         */
        Period: "DAY" | "WEEK" | "MONTH" | "YEAR";
        /**
         * @description When billing of a Plans v3 pricing variant starts: `ON_PURCHASE` (right after purchase) or `CUSTOM` (the customer chooses).
         * @enum {string}
         */
        StartType: "ON_PURCHASE" | "CUSTOM";
        /**
         * @description How long a Plans v3 plan lasts: `UNTIL_CANCELLED` (until the customer cancels) or `CYCLES_COMPLETED` (a number of billing cycles).
         * @enum {string}
         */
        EndType: "UNTIL_CANCELLED" | "CYCLES_COMPLETED";
        /**
         * @description Visibility of a Plans v3 plan: `PUBLIC` (visible, buyable by all customers) or `PRIVATE` (only through a direct link; existing buyers keep using it).
         * @enum {string}
         */
        Visibility: "PUBLIC" | "PRIVATE";
        /**
         * @description Status of a Plans v3 plan (SDK `Status`).
         * @enum {string}
         */
        PlanV3Status: "ACTIVE";
        /**
         * @description Kind of Plans v3 product a purchase refers to (SDK `Type`): `PLAN`, `ADD_ON`, or `PLAN_CHANGE` (moving an existing subscription to another plan or variant).
         * @enum {string}
         */
        PlanV3Type: "PLAN" | "ADD_ON" | "PLAN_CHANGE";
        /**
         * @description How a Plans v3 purchase is validated, `ON_BEHALF` (bought for a member) or `PREVIEW`.
         * @enum {string}
         */
        ValidationStrategy: "ON_BEHALF" | "PREVIEW";
        /**
         * @description Which address tax of a Plans v3 purchase is calculated by.
         * @enum {string}
         */
        TaxableAddress: "BILLING" | "BUSINESS";
        /**
         * @description Purchase flow of a Plans v3 plan, `MANUAL` (offline or on behalf of a member) or `ONLINE`.
         * @enum {string}
         */
        PurchaseFlow: "MANUAL" | "ONLINE";
        /** @description A Plans v3 duration. */
        V3Duration: {
            period?: components["schemas"]["Period"];
            /** @description Number of periods, at least 1 (a 64-bit integer as a string). */
            count?: string;
        };
        CyclesCompletedDetails: {
            /** @description Number of billing cycles before the plan ends, 1 to 2000 (a 64-bit integer as a string). */
            billingCycleCount?: string;
        };
        /** @description When and how often a Plans v3 pricing variant is charged. */
        BillingTerms: {
            cyclesCompletedDetails?: components["schemas"]["CyclesCompletedDetails"];
            /** @description Length of a billing cycle, at least 7 days; recurring plans only. */
            billingCycle?: components["schemas"]["V3Duration"];
            startType?: components["schemas"]["StartType"];
            endType?: components["schemas"]["EndType"];
        };
        FixedAmountOption: {
            /** @description Fixed amount, a decimal string greater than 0. */
            amount?: string;
        };
        /** @description A fee of a Plans v3 pricing variant (SDK `Fee` of `plansV3`). */
        PlanV3Fee: {
            fixedAmountOptions?: components["schemas"]["FixedAmountOption"];
            /** Format: uuid */
            id?: string;
            priceType?: components["schemas"]["PriceType"];
            /** @description Fee name, for example "Setup fee". */
            name?: string;
            appliedAt?: components["schemas"]["AppliedAt"];
        };
        FlatRate: {
            /** @description Fixed amount, a decimal string. */
            amount?: string;
        };
        PricingStrategy: {
            flatRate?: components["schemas"]["FlatRate"];
        };
        /** @description A billing and price option of a Plans v3 plan. */
        PricingVariant: {
            /** Format: uuid */
            id?: string;
            /** @description For example "Monthly". */
            name?: string;
            freeTrialDays?: number;
            fees?: components["schemas"]["PlanV3Fee"][];
            billingTerms?: components["schemas"]["BillingTerms"];
            promotion?: string;
            pricingStrategies?: components["schemas"]["PricingStrategy"][];
            visible?: boolean;
            categoryIds?: string[];
        };
        Perk: {
            /** Format: uuid */
            id?: string;
            description?: string;
        };
        /** @description The newer plan entity (SDK module `plansV3`, `/pricing-plans/v3/plans`), with the fields that carry the Plans v3 enumerations and the plan image. No call of this document returns it. */
        PlanV3: {
            /** Format: uuid */
            id?: string;
            /** @description Revision number (a 64-bit integer as a string). */
            revision?: string;
            /** Format: date-time */
            createdDate?: Date;
            /** Format: date-time */
            updatedDate?: Date;
            name?: string;
            description?: string;
            /** @description Image shown at checkout and on the Plans & Pricing page. */
            image?: components["schemas"]["Image"];
            slug?: string;
            termsAndConditions?: string;
            /** @deprecated */
            maxPurchasesPerBuyer?: number;
            pricingVariants?: components["schemas"]["PricingVariant"][];
            perks?: components["schemas"]["Perk"][];
            visibility?: components["schemas"]["Visibility"];
            buyable?: boolean;
            /** Format: uuid */
            formId?: string;
            buyerCanCancel?: boolean;
            /** @description 3-letter ISO-4217 currency code. */
            currency?: string;
        };
        /** @description Options of a Plans v3 plan purchase, as validated by the platform (SDK `PlanOptions`, with `Options.type` giving the `PlanV3Type`). */
        PlanOptions: {
            /** Format: uuid */
            pricingVariantId?: string;
            /** Format: date-time */
            startDate?: Date;
            /** Format: uuid */
            submissionId?: string;
            membersOnly?: boolean;
            taxableAddress?: components["schemas"]["TaxableAddress"];
            validationStrategy?: components["schemas"]["ValidationStrategy"];
            purchaseFlow?: components["schemas"]["PurchaseFlow"];
        };
        /**
         * @description How an order was made: `ONLINE` (bought on the site), `OFFLINE` (a manual purchase recorded by the owner), `EXTERNAL` (through an external payment provider).
         * @enum {string}
         */
        OrderType: "UNDEFINED" | "ONLINE" | "OFFLINE" | "EXTERNAL";
        /**
         * @description How a sale on a buyer's behalf was made, `MOTO` (mail or telephone order) or `POS` (point of sale).
         * @enum {string}
         */
        OrderMethod: "UNKNOWN" | "MOTO" | "POS";
        /**
         * @description Status of an order: `DRAFT` (started, not paid yet), `PENDING` (bought, starts in the future), `ACTIVE`, `PAUSED`, `ENDED` (its duration is over) or `CANCELED`.
         * @enum {string}
         */
        OrderStatus: "UNDEFINED" | "DRAFT" | "PENDING" | "ACTIVE" | "PAUSED" | "ENDED" | "CANCELED";
        /**
         * @description Status of an order's last payment: `PAID`, `REFUNDED`, `FAILED`, `UNPAID`, `PENDING` (billing set up, not yet charged, as for free trials or PayPal) or `NOT_APPLICABLE` (nothing to pay, as for free plans).
         * @enum {string}
         */
        PaymentStatus: "UNDEFINED" | "PAID" | "REFUNDED" | "FAILED" | "UNPAID" | "PENDING" | "NOT_APPLICABLE";
        /**
         * @description Why an order was canceled: `OWNER_ACTION`, `MEMBER_ACTION`, `PAYMENT_FAILURE`, `PAYMENT_SETUP_FAILURE` or `UNKNOWN`.
         * @enum {string}
         */
        CancellationCause: "UNDEFINED" | "OWNER_ACTION" | "MEMBER_ACTION" | "PAYMENT_FAILURE" | "PAYMENT_SETUP_FAILURE" | "UNKNOWN";
        /**
         * @description When a cancellation takes effect: `IMMEDIATELY` (the buyer loses the plan now) or `NEXT_PAYMENT_DATE` (the buyer keeps it until then). One-time orders can only be canceled `IMMEDIATELY`.
         * @enum {string}
         */
        CancellationEffectiveAt: "UNDEFINED" | "IMMEDIATELY" | "NEXT_PAYMENT_DATE";
        /**
         * @description Status of a pause period, `ACTIVE` while the order is paused, `ENDED` once it is resumed (SDK `Status`).
         * @enum {string}
         */
        PausePeriodStatus: "UNDEFINED" | "ACTIVE" | "ENDED";
        /**
         * @description Why an order cannot be paused (suspended): `PENDING` (awaiting payment), `TRIAL` (in a free trial), `CANCELED`, `ENDED`, `NOT_STARTED` (paid, starts in the future), `ALREADY_SUSPENDED`, or `OLD_STRIPE` (recurring payments through an older Stripe integration).
         * @enum {string}
         */
        ReasonNotSuspendable: "UNDEFINED" | "PENDING" | "TRIAL" | "CANCELED" | "ENDED" | "NOT_STARTED" | "ALREADY_SUSPENDED" | "OLD_STRIPE";
        /**
         * @description Which order fields to return (SDK `Set`): `BASIC`, no form submission data (the default; `UNKNOWN_SET` behaves the same), or `FULL`, with `formData.submissionData`.
         * @enum {string}
         */
        FieldSet: "UNKNOWN_SET" | "BASIC" | "FULL";
        /** @description The buyer of an order. */
        Buyer: {
            /**
             * Format: uuid
             * @description Member ID of the buyer.
             */
            memberId?: string;
            /**
             * Format: uuid
             * @description Contact ID of the buyer.
             */
            contactId?: string;
        };
        /** @description Tax applied to an order. */
        Tax: {
            /** @description Tax name, for example VAT. */
            name?: string;
            /** @description Whether the price includes the tax; otherwise it is added at checkout. */
            includedInPrice?: boolean;
            /** @description Tax rate in percent, a decimal string, for example `"7.00"`. */
            rate?: string;
            /** @description Tax amount, a decimal string. */
            amount?: string;
        };
        /** @description A coupon applied to an order. */
        Coupon: {
            /** @description Coupon code. */
            code?: string;
            /** @description Discount of the coupon, a decimal string. */
            amount?: string;
            /**
             * Format: uuid
             * @description Coupon ID.
             */
            id?: string;
        };
        /** @description Deprecated price of an order (use `pricing`). One pricing model is set: `subscription`, `singlePaymentForDuration` or `singlePaymentUnlimited`. */
        PriceDetails: {
            subscription?: components["schemas"]["Recurrence"];
            singlePaymentForDuration?: components["schemas"]["Duration"];
            singlePaymentUnlimited?: boolean;
            /** @description Price before tax, a decimal string, for example `"9.99"`. */
            subtotal?: string;
            /** @description Total discount, a decimal string. */
            discount?: string;
            tax?: components["schemas"]["Tax"];
            /** @description Price after tax and discount, a decimal string. */
            total?: string;
            /** @description Plan price when the order was created. */
            planPrice?: string;
            /** @description 3-letter ISO-4217 currency code. */
            currency?: string;
            /** @description Free trial in days, recurring plans only. */
            freeTrialDays?: number;
            coupon?: components["schemas"]["Coupon"];
        };
        /** @description The payment cycles a price applies to. */
        PriceDuration: {
            /** @description First cycle the price applies to; `1` is the first payment cycle. */
            cycleFrom?: number;
            /** @description Number of cycles the price applies to. Omitted for subscriptions valid until canceled; `1` for single payments. */
            numberOfCycles?: number;
        };
        /** @description A price of an order for some of its payment cycles. */
        Price: {
            /** @description Price before tax, a decimal string. */
            subtotal?: string;
            coupon?: components["schemas"]["Coupon"];
            /** @description Total discount, a decimal string. */
            discount?: string;
            tax?: components["schemas"]["Tax"];
            /** @description Price after tax and discount, a decimal string. */
            total?: string;
            /** @description 3-letter ISO-4217 currency code. */
            currency?: string;
            /** @description Adjustment after a billing-date change, positive or negative, a decimal string. */
            proration?: string;
        };
        /** @description A price and the payment cycles it applies to. */
        SpannedPrice: {
            duration?: components["schemas"]["PriceDuration"];
            price?: components["schemas"]["Price"];
        };
        /** @description Pricing model, prices and payment schedule of an order. One pricing model is set: `subscription`, `singlePaymentForDuration` or `singlePaymentUnlimited`. */
        PricingDetails: {
            subscription?: components["schemas"]["Recurrence"];
            singlePaymentForDuration?: components["schemas"]["Duration"];
            singlePaymentUnlimited?: boolean;
            /** @description Prices by payment cycle, for every pricing model. */
            prices?: components["schemas"]["SpannedPrice"][];
        };
        /** @description How and when an order was canceled. */
        Cancellation: {
            /**
             * Format: date-time
             * @description When the cancellation was requested.
             */
            requestedDate?: Date;
            cause?: components["schemas"]["CancellationCause"];
            effectiveAt?: components["schemas"]["CancellationEffectiveAt"];
        };
        /** @description A period during which an order was (or is) paused. */
        PausePeriod: {
            status?: components["schemas"]["PausePeriodStatus"];
            /**
             * Format: date-time
             * @description Start of the pause.
             */
            pauseDate?: Date;
            /**
             * Format: date-time
             * @description End of the pause; omitted while it is `ACTIVE`.
             */
            resumeDate?: Date;
        };
        /** @description The current payment cycle of an order, including free trial days and pauses. Omitted when the order is canceled or ended, or has not started. */
        CurrentCycle: {
            /** @description Cycle index: `0` during the free trial, else from `1`. */
            index?: number;
            /** Format: date-time */
            startedDate?: Date;
            /** Format: date-time */
            endedDate?: Date;
        };
        /** @description A payment cycle of an order, including free trial days and pauses. */
        OrderCycle: {
            /** @description Cycle index: `0` during the free trial, else from `1`. */
            index?: number;
            /** Format: date-time */
            startedDate?: Date;
            /** Format: date-time */
            endedDate?: Date;
        };
        /** @description The checkout form submitted with an order. */
        FormData: {
            /**
             * Format: uuid
             * @description ID of the plan's checkout form.
             */
            formId?: string;
            /**
             * Format: uuid
             * @description ID of the form submission made at checkout.
             */
            submissionId?: string;
            /** @description The submitted values, keyed by field; returned with `fieldSet` `FULL`. */
            submissionData?: {
                [key: string]: unknown;
            };
        };
        /** @description An order of a plan: the purchase and the subscription it starts. All fields are read-only; orders change through the order calls. */
        Order: {
            /**
             * Format: uuid
             * @description Order ID.
             */
            id?: string;
            /**
             * Format: uuid
             * @description ID of the plan bought.
             */
            planId?: string;
            /**
             * Format: uuid
             * @description ID of the platform subscription of the order (every order has one, single payments included).
             */
            subscriptionId?: string;
            /**
             * Format: uuid
             * @description ID of the platform's payment order; omitted for free orders.
             */
            wixPayOrderId?: string;
            buyer?: components["schemas"]["Buyer"];
            /**
             * @deprecated
             * @description Deprecated; use `pricing`.
             */
            priceDetails?: components["schemas"]["PriceDetails"];
            pricing?: components["schemas"]["PricingDetails"];
            type?: components["schemas"]["OrderType"];
            status?: components["schemas"]["OrderStatus"];
            /** @description Whether the order ends at the next payment date instead of renewing. Omitted for single-payment orders. */
            autoRenewCanceled?: boolean;
            /** @description Present when the order is (to be) canceled. */
            cancellation?: components["schemas"]["Cancellation"];
            lastPaymentStatus?: components["schemas"]["PaymentStatus"];
            /**
             * Format: date-time
             * @description When the plan starts.
             */
            startDate?: Date;
            /**
             * Format: date-time
             * @description When the plan ends; moves later when the order is resumed after a pause or postponed. Omitted while an order valid until canceled is `ACTIVE`.
             */
            endDate?: Date;
            pausePeriods?: components["schemas"]["PausePeriod"][];
            /** @description Free trial in days, recurring plans only. */
            freeTrialDays?: number;
            /**
             * Format: date-time
             * @description Earliest end date, the original end date plus any pauses. Omitted for orders valid until canceled.
             */
            earliestEndDate?: Date;
            currentCycle?: components["schemas"]["CurrentCycle"];
            /** @description The order's payment cycles so far. Not in the SDK's `Order` type, which declares `OrderCycle` but hides the field. */
            cycles?: components["schemas"]["OrderCycle"][];
            /** @description Plan name when the order was made. */
            planName?: string;
            /** @description Plan description when the order was made. */
            planDescription?: string;
            /** @description Plan price when the order was made, a decimal string. */
            planPrice?: string;
            /** Format: date-time */
            createdDate?: Date;
            /** Format: date-time */
            updatedDate?: Date;
            formData?: components["schemas"]["FormData"];
        };
        /** @description The member an online order is made for, when the caller is not that member. */
        OnBehalf: {
            /**
             * Format: uuid
             * @description Member ID of the buyer.
             */
            memberId: string;
            orderMethod?: components["schemas"]["OrderMethod"];
        };
        /** @description The `data` of the coupon application errors. */
        CouponsError: {
            couponCode?: string;
            planId?: string;
        };
        /** @description What can be done with an order (the platform's Get Available Order Actions; the SDK has no method for it). It carries the reasons `ReasonNotSuspendable`. */
        GetAvailableOrderActionsResponse: {
            /** @description Whether the order can be paused. */
            suspendable?: boolean;
            notSuspendableReason?: components["schemas"]["ReasonNotSuspendable"];
            /** @description Whether the buyer can cancel the order. */
            cancelableByBuyer?: boolean;
        };
        GetOrderResponse: {
            order?: components["schemas"]["Order"];
        };
        ListOrdersResponse: {
            orders?: components["schemas"]["Order"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        PostponeEndDateRequest: {
            /**
             * Format: date-time
             * @description New end date, later than the current one.
             */
            endDate: Date;
        };
        /** @description Empty on success. */
        PostponeEndDateResponse: Record<string, never>;
        CancelOrderRequest: {
            /** @description When the cancellation takes effect. One-time orders only `IMMEDIATELY`. */
            effectiveAt: components["schemas"]["CancellationEffectiveAt"];
        };
        /** @description Empty on success. */
        CancelOrderResponse: Record<string, never>;
        /** @description Empty on success. */
        MarkAsPaidResponse: Record<string, never>;
        /** @description Empty on success. */
        PauseOrderResponse: Record<string, never>;
        /** @description Empty on success. */
        ResumeOrderResponse: Record<string, never>;
        MemberGetOrderResponse: {
            order: components["schemas"]["Order"];
        };
        MemberListOrdersResponse: {
            orders?: components["schemas"]["Order"][];
            pagingMetadata?: components["schemas"]["PagingMetadataV2"];
        };
        RequestCancellationRequest: {
            /** @description When the cancellation takes effect. One-time orders only `IMMEDIATELY`. */
            effectiveAt: components["schemas"]["CancellationEffectiveAt"];
        };
        /** @description Empty on success. */
        RequestCancellationResponse: Record<string, never>;
        CreateOnlineOrderRequest: {
            /**
             * Format: uuid
             * @description ID of the plan to buy.
             */
            planId: string;
            /**
             * Format: date-time
             * @description When the plan starts. Default now.
             */
            startDate?: Date;
            /** @description Coupon code to apply. */
            couponCode?: string;
            /** @description The buyer, when the caller is not the buying member (then required). */
            onBehalf?: components["schemas"]["OnBehalf"];
            /**
             * Format: uuid
             * @description ID of the checkout form submission.
             */
            submissionId?: string;
        };
        CreateOnlineOrderResponse: {
            order?: components["schemas"]["Order"];
        };
        CreateOfflineOrderRequest: {
            /**
             * Format: uuid
             * @description ID of the plan bought.
             */
            planId: string;
            /**
             * Format: uuid
             * @description Member ID of the buyer.
             */
            memberId: string;
            /**
             * Format: date-time
             * @description When the plan starts. Default now.
             */
            startDate?: Date;
            /** @description Whether the order is paid. Default `false`. */
            paid?: boolean;
            /** @description Coupon code to apply. */
            couponCode?: string;
            /**
             * Format: uuid
             * @description ID of the checkout form submission.
             */
            submissionId?: string;
        };
        CreateOfflineOrderResponse: {
            order?: components["schemas"]["Order"];
        };
        GetOnlineOrderPreviewRequest: {
            /**
             * Format: uuid
             * @description ID of the plan.
             */
            planId: string;
            /**
             * Format: date-time
             * @description When the plan would start. Default now.
             */
            startDate?: Date;
            /** @description Coupon code to apply. */
            couponCode?: string;
        };
        GetOnlineOrderPreviewResponse: {
            /** @description The previewed order; omitted when the member reached the plan's purchase limit. */
            order?: components["schemas"]["Order"];
            /** @description Whether the member already reached the plan's purchase limit. */
            purchaseLimitExceeded?: boolean;
        };
        GetOfflineOrderPreviewRequest: {
            /**
             * Format: uuid
             * @description ID of the plan.
             */
            planId: string;
            /**
             * Format: uuid
             * @description Member ID of the buyer.
             */
            memberId: string;
            /**
             * Format: date-time
             * @description When the plan would start. Default now.
             */
            startDate?: Date;
            /** @description Coupon code to apply. */
            couponCode?: string;
        };
        GetOfflineOrderPreviewResponse: {
            /** @description The previewed order, as if the plan were ordered. */
            order?: components["schemas"]["Order"];
            /** @description Whether this order would exceed the buyer's purchase limit of the plan. Always `false` for plans without a limit. */
            purchaseLimitExceeded?: boolean;
        };
        GetPricePreviewRequest: {
            /**
             * Format: uuid
             * @description ID of the plan.
             */
            planId: string;
            /** @description Coupon code to apply. */
            couponCode?: string;
        };
        GetPricePreviewResponse: {
            /**
             * @deprecated
             * @description Deprecated; use `prices`.
             */
            price?: components["schemas"]["PriceDetails"];
            prices?: components["schemas"]["SpannedPrice"][];
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
            appId?: string;
            identityType?: components["schemas"]["WebhookIdentityType"];
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Event ID, to spot duplicates. */
            id?: string;
            /** @description Fully qualified name of the entity: `wix.pricing_plans.v2.plan` or `wix.pricing_plans.v2.order`. */
            entityFqdn?: string;
            /** @description Event name, for example `created` or `cycle_started`. */
            slug?: string;
            /** @description ID of the plan or order. */
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
        PlanCreatedEvent: {
            /** @description The created plan. */
            entity: components["schemas"]["Plan"];
            metadata: components["schemas"]["EventMetadata"];
        };
        PlanUpdatedEvent: {
            /** @description The plan after the update. */
            entity: components["schemas"]["Plan"];
            metadata: components["schemas"]["EventMetadata"];
        };
        BuyerCanCancelUpdated: {
            plan?: components["schemas"]["Plan"];
        };
        PlanBuyerCanCancelUpdatedEvent: {
            data: components["schemas"]["BuyerCanCancelUpdated"];
            metadata: components["schemas"]["EventMetadata"];
        };
        PlanArchived: {
            plan?: components["schemas"]["Plan"];
        };
        PlanArchivedEvent: {
            data: components["schemas"]["PlanArchived"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderCreatedEvent: {
            /** @description The created order. */
            entity: components["schemas"]["Order"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderUpdatedEvent: {
            /** @description The order after the change. */
            entity: components["schemas"]["Order"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderPurchased: {
            /** @description The order that was paid for; for a free or offline order, the order created. */
            order?: components["schemas"]["Order"];
        };
        OrderPurchasedEvent: {
            data: components["schemas"]["OrderPurchased"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderStarted: {
            /** @description The order that reached its `startDate`. */
            order?: components["schemas"]["Order"];
        };
        OrderStartedEvent: {
            data: components["schemas"]["OrderStarted"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderCycleStarted: {
            /** @description The order whose new cycle started. */
            order?: components["schemas"]["Order"];
            /** @description Number of the cycle: `0` during the free trial, else from `1`. */
            cycleNumber?: number;
        };
        OrderCycleStartedEvent: {
            data: components["schemas"]["OrderCycleStarted"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderAutoRenewCanceled: {
            /** @description The order, canceled at the end of the current payment cycle. */
            order?: components["schemas"]["Order"];
        };
        OrderAutoRenewCanceledEvent: {
            data: components["schemas"]["OrderAutoRenewCanceled"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderCanceled: {
            /** @description The canceled order. */
            order?: components["schemas"]["Order"];
        };
        OrderCanceledEvent: {
            data: components["schemas"]["OrderCanceled"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderEnded: {
            /** @description The order that ended. */
            order?: components["schemas"]["Order"];
        };
        OrderEndedEvent: {
            data: components["schemas"]["OrderEnded"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderEndDatePostponed: {
            /** @description The order whose `endDate` was postponed. */
            order?: components["schemas"]["Order"];
        };
        OrderEndDatePostponedEvent: {
            data: components["schemas"]["OrderEndDatePostponed"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderMarkedAsPaid: {
            /** @description The order that was marked as paid. */
            order?: components["schemas"]["Order"];
        };
        OrderMarkedAsPaidEvent: {
            data: components["schemas"]["OrderMarkedAsPaid"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderPaused: {
            /** @description The paused order. */
            order?: components["schemas"]["Order"];
        };
        OrderPausedEvent: {
            data: components["schemas"]["OrderPaused"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderResumed: {
            /** @description The resumed order. */
            order?: components["schemas"]["Order"];
        };
        OrderResumedEvent: {
            data: components["schemas"]["OrderResumed"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderStartDateChanged: {
            /** @description The order whose `startDate` changed. */
            order?: components["schemas"]["Order"];
        };
        OrderStartDateChangedEvent: {
            data: components["schemas"]["OrderStartDateChanged"];
            metadata: components["schemas"]["EventMetadata"];
        };
    };
    responses: {
        /** @description The member's orders. */
        ListMemberOrders: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MemberListOrdersResponse"];
            };
        };
        /** @description A page of orders. */
        ListOrders: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListOrdersResponse"];
            };
        };
        /** @description A page of public plans. */
        ListPublicPlans: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListPublicPlansResponse"];
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
        /** @description Permission denied, the caller may not perform this call (application error `PERMISSION_DENIED`). */
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
        /** @description No plan has this ID (application error `plan_not_found`). */
        PlanNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The site has no Pricing Plans app (application error `PRICING_PLANS_NOT_INSTALLED`). */
        PricingPlansNotInstalled: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description No coupon has the given code (application error `ERROR_COUPON_DOES_NOT_EXIST`). */
        CouponNotFound: {
            headers: {
                "x-wix-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorBody"];
            };
        };
        /** @description The preview cannot be computed now (application errors `PRICING_PLANS_NOT_INSTALLED`, the coupon errors `ERROR_COUPON_IS_DISABLED`, `ERROR_COUPON_USAGE_EXCEEDED`, `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`, `ERROR_COUPON_IS_NOT_ACTIVE_YET`, `ERROR_COUPON_HAS_EXPIRED`, `ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN`, `ERROR_INVALID_SUBTOTAL`, and `MISSING_BUSINESS_ADDRESS_COUNTRY`, `MISSING_BUSINESS_ADDRESS_STATE`). */
        CheckoutPreconditionFailed: {
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
    listPublicPlans: {
        parameters: {
            query?: {
                /** @description Number of plans to return. Default `75`, at most `100`. */
                limit?: number;
                /** @description Number of plans to skip. Default `0`. */
                offset?: number;
                /** @description IDs of the plans to list, at most 100. Unknown IDs are ignored. */
                planIds?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListPublicPlans"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    queryPublicPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryPublicPlansRequest"];
            };
        };
        responses: {
            /** @description The matching public plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryPublicPlansResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Plan ID. */
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPlanResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["PlanNotFound"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the plan to update (`plan.id`). */
                planId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlanRequest"];
            };
        };
        responses: {
            /** @description The updated plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePlanResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["PlanNotFound"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @description Which plans to list by archive state. Default `ACTIVE`. */
                archived?: components["schemas"]["ArchivedFilter"];
                /** @description Which plans to list by visibility. Default `PUBLIC_AND_HIDDEN`. */
                public?: components["schemas"]["PublicFilter"];
                /** @description Number of plans to return. Default `75`, at most `100`. */
                limit?: number;
                /** @description Number of plans to skip. Default `0`. */
                offset?: number;
                /** @description IDs of the plans to list, at most 100. Unknown IDs are ignored. */
                planIds?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPlansResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlanRequest"];
            };
        };
        responses: {
            /** @description The created plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatePlanResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPlanStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPlanStatsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setPlanVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the plan to show or hide. */
                planId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPlanVisibilityRequest"];
            };
        };
        responses: {
            /** @description The plan with its new visibility. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetPlanVisibilityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["PlanNotFound"];
            /** @description The app is missing or the plan's visibility cannot change (application errors `PRICING_PLANS_NOT_INSTALLED`, `set_visibility_not_supported`). */
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
    makePlanPrimary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the plan to make primary. */
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan, now primary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MakePlanPrimaryResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["PlanNotFound"];
            /** @description The app is missing or the plan cannot be primary (application errors `PRICING_PLANS_NOT_INSTALLED`, `set_primary_not_supported`). */
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
    clearPrimary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No plan is primary any more. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearPrimaryResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            428: components["responses"]["PricingPlansNotInstalled"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    archivePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the active plan to archive. */
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archived plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivePlanResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["PlanNotFound"];
            /** @description The app is missing or the plan is archived already (application errors `PRICING_PLANS_NOT_INSTALLED`, `already_archived`). */
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
    managementGetOrder: {
        parameters: {
            query?: {
                /** @description Fields to return. Default `BASIC` (no form submission data). */
                fieldSet?: components["schemas"]["FieldSet"];
            };
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postponeEndDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostponeEndDateRequest"];
            };
        };
        responses: {
            /** @description The end date was postponed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostponeEndDateResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    managementListOrders: {
        parameters: {
            query?: {
                /** @description Only orders of these buyers (member IDs). */
                buyerIds?: string[];
                /** @description Only orders of these plans. */
                planIds?: string[];
                /** @description Only orders whose auto-renewal was (or was not) canceled. */
                autoRenewCanceled?: boolean;
                /** @description Only orders in these statuses. */
                orderStatuses?: components["schemas"]["OrderStatus"][];
                /** @description Only orders whose last payment has these statuses. */
                paymentStatuses?: components["schemas"]["PaymentStatus"][];
                /** @description Number of orders to return, at most `50`. */
                limit?: number;
                /** @description Number of orders to skip in the current sort order. */
                offset?: number;
                /** @description Field to sort by, `createdDate` or `endDate`. */
                "sorting.fieldName"?: string;
                /** @description Sort order. Default `DESC`. */
                "sorting.order"?: components["schemas"]["SortOrder"];
                /** @description Fields to return. Default `BASIC` (no form submission data). */
                fieldSet?: components["schemas"]["FieldSet"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListOrders"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelOrderRequest"];
            };
        };
        responses: {
            /** @description The order was canceled (or will be, at the next payment date). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markAsPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the offline order. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order is marked as paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkAsPaidResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    pauseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the active order. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order is paused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PauseOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resumeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the paused order. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order is active again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberGetOrder: {
        parameters: {
            query?: {
                /** @description Fields to return. Default `BASIC` (no form submission data). */
                fieldSet?: components["schemas"]["FieldSet"];
            };
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberGetOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    memberListOrders: {
        parameters: {
            query?: {
                /** @description Only orders of these plans. */
                planIds?: string[];
                /** @description Only orders whose auto-renewal was (or was not) canceled. */
                autoRenewCanceled?: boolean;
                /** @description Only orders in these statuses. */
                orderStatuses?: components["schemas"]["OrderStatus"][];
                /** @description Only orders whose last payment has these statuses. */
                paymentStatuses?: components["schemas"]["PaymentStatus"][];
                /** @description Number of orders to return. Default `50`, at most `50`. */
                limit?: number;
                /** @description Number of orders to skip. */
                offset?: number;
                /** @description Field to sort by, `createdDate` or `endDate`. */
                "sorting.fieldName"?: string;
                /** @description Sort order. Default `ASC`. */
                "sorting.order"?: components["schemas"]["SortOrder"];
                /** @description Fields to return. Default `BASIC` (no form submission data). */
                fieldSet?: components["schemas"]["FieldSet"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListMemberOrders"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestCancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestCancellationRequest"];
            };
        };
        responses: {
            /** @description The cancellation was requested. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestCancellationResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOnlineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOnlineOrderRequest"];
            };
        };
        responses: {
            /** @description The created order, a draft until it is paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOnlineOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The caller may not make this call, or there is no buyer (application errors `PERMISSION_DENIED`, `MEMBER_REQUIRED`). */
            403: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description The buyer or the coupon does not exist (application errors `member_not_found`, `ERROR_COUPON_DOES_NOT_EXIST`). */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description The plan cannot be bought now (application errors `archived_plan`, `purchases_limit_reached`, `accept_payment_feature_missing`, the coupon errors `ERROR_COUPON_IS_DISABLED`, `ERROR_COUPON_USAGE_EXCEEDED`, `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`, `ERROR_COUPON_IS_NOT_ACTIVE_YET`, `ERROR_COUPON_HAS_EXPIRED`, `ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN`, `ERROR_INVALID_SUBTOTAL`, and `MISSING_BUSINESS_ADDRESS_COUNTRY`, `MISSING_BUSINESS_ADDRESS_STATE`). */
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
    createOfflineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOfflineOrderRequest"];
            };
        };
        responses: {
            /** @description The created offline order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOfflineOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CouponNotFound"];
            /** @description The order cannot be created now (application errors `PRICING_PLANS_NOT_INSTALLED`, the coupon errors `ERROR_COUPON_IS_DISABLED`, `ERROR_COUPON_USAGE_EXCEEDED`, `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`, `ERROR_COUPON_IS_NOT_ACTIVE_YET`, `ERROR_COUPON_HAS_EXPIRED`, `ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN`, `ERROR_INVALID_SUBTOTAL`, and `MISSING_BUSINESS_ADDRESS_COUNTRY`, `MISSING_BUSINESS_ADDRESS_STATE`). */
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
    getOnlineOrderPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetOnlineOrderPreviewRequest"];
            };
        };
        responses: {
            /** @description The order preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOnlineOrderPreviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CouponNotFound"];
            428: components["responses"]["CheckoutPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOfflineOrderPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetOfflineOrderPreviewRequest"];
            };
        };
        responses: {
            /** @description The order preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOfflineOrderPreviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CouponNotFound"];
            428: components["responses"]["CheckoutPreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPricePreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetPricePreviewRequest"];
            };
        };
        responses: {
            /** @description The price preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPricePreviewResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            404: components["responses"]["CouponNotFound"];
            /** @description The coupon cannot be used, or tax cannot be calculated (application errors `ERROR_COUPON_IS_DISABLED`, `ERROR_COUPON_USAGE_EXCEEDED`, `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`, `ERROR_COUPON_IS_NOT_ACTIVE_YET`, `ERROR_COUPON_HAS_EXPIRED`, `ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN`, `ERROR_INVALID_SUBTOTAL`, `MISSING_BUSINESS_ADDRESS_COUNTRY`, `MISSING_BUSINESS_ADDRESS_STATE`). */
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
    onPlanCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanCreatedEvent"];
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
    onPlanUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanUpdatedEvent"];
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
    onPlanBuyerCanCancelUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanBuyerCanCancelUpdatedEvent"];
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
    onPlanArchived: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanArchivedEvent"];
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
    onOrderCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreatedEvent"];
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
    onOrderUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdatedEvent"];
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
    onOrderPurchased: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPurchasedEvent"];
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
    onOrderStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStartedEvent"];
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
    onOrderCycleStarted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCycleStartedEvent"];
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
    onOrderAutoRenewCanceled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderAutoRenewCanceledEvent"];
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
    onOrderCanceled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCanceledEvent"];
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
    onOrderEnded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderEndedEvent"];
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
    onOrderEndDatePostponed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderEndDatePostponedEvent"];
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
    onOrderMarkedAsPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderMarkedAsPaidEvent"];
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
    onOrderPaused: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPausedEvent"];
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
    onOrderResumed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderResumedEvent"];
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
    onOrderStartDateChanged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStartDateChangedEvent"];
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

// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { ImageRef, PostalAddress } from '@siteapi/runtime/generated';

export interface paths {
    "/v1/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create checkout
         * @description Creates a checkout from catalog line items and/or custom line items (at least 1 item in total). When `checkoutInfo.customFields` is passed, each custom field needs a `value`. The SDK marks the method deprecated in favour of Cart V2; it is the documented checkout call of the REST API. `channelType` is required on the wire, so the `options` argument is required here although the SDK types it as optional.
         */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get checkout
         * @description Retrieves a checkout, recalculated (prices, stock, discounts, shipping and tax).
         */
        get: operations["getCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update checkout
         * @description Updates a checkout: buyer, billing and shipping info, custom fields, memberships, the coupon or gift card, and the line items. The platform declares the path as `/v1/checkouts/{checkout.id}`; it is written `{id}` here (the same template as Get Checkout), and the ID is also sent as `checkout.id`. The request fields `fieldMask` and `ignoreCalculationErrors` are not sent by the SDK and are not declared.
         */
        patch: operations["updateCheckout"];
        trace?: never;
    };
    "/v1/checkouts/by-cart-id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get checkout by cart ID
         * @description Retrieves the checkout created from a cart.
         */
        get: operations["getCheckoutByCartId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/wix-checkout-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Wix checkout URL
         * @description Retrieves the URL of the site's own checkout page for a checkout, ignoring any `overrideCheckoutUrl`. The SDK has the method in its internal build only, marked as deprecated in favour of Get Checkout URL. The request's optional `cartId` and `currencyCode` query fields are not sent by the SDK and are not declared.
         */
        get: operations["getWixCheckoutUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/checkout-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get checkout URL
         * @description Retrieves the checkout page URL of a checkout: the `overrideCheckoutUrl` when one was set, otherwise the site's checkout page. The optional `currencyCode` query field is not sent by the SDK and is not declared.
         */
        get: operations["getCheckoutUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get checkout payment settings
         * @description Retrieves the payment settings of a checkout: the payment options blocked for it (for example manual/offline payment, when a line item needs an online payment). The method and its types are in the internal build of @wix/auto_sdk_ecom_checkout 1.0.0 (`getCheckoutPaymentSettings(_id)`); later versions dropped it from the SDK.
         */
        get: operations["getCheckoutPaymentSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/remove-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove coupon
         * @description Removes the coupon applied to a checkout.
         */
        post: operations["removeCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/remove-gift-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove gift card
         * @description Removes the gift card applied to a checkout.
         */
        post: operations["removeGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/remove-override-checkout-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove override checkout URL
         * @description Removes the `overrideCheckoutUrl` of a checkout, so Get Checkout URL returns the site's checkout page again.
         */
        post: operations["removeOverrideCheckoutUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/add-to-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add to checkout
         * @description Adds catalog line items and/or custom line items to a checkout (at most 100 of each per call).
         */
        post: operations["addToCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/remove-line-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove line items
         * @description Removes line items from a checkout.
         */
        post: operations["removeLineItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/create-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create order (from checkout)
         * @description Creates an order from a checkout; the buyer then pays on the returned payment gateway order (or no payment is needed). The SDK method is `checkout.createOrder`; the operationId differs from Orders' Create Order. The request field `urlParams` is not sent by the SDK and is not declared.
         */
        post: operations["createOrderFromCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/create-order-and-charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create order and charge
         * @description Creates an order from a checkout and charges the buyer with a payment token from the payment provider in one call. The request field `urlParams` is not sent by the SDK and is not declared.
         */
        post: operations["createOrderAndCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mark checkout as completed and redirect to URL
         * @description Marks the checkout named in a server-signed token as completed and redirects the browser to the URL in the token. The public API answers `302 Found` with the target in `Location` (declared below; a mock serves it on `Prefer: code=302`). The `200` declares the answer as the SDK types it, a raw HTTP response (`RawHttpResponse`: body, status code and headers): a mock answers it by default (Prism picks the lowest 2xx) and the generated client can return it, whereas a real 302 is followed by `fetch` to the target page, so against the platform the call is meant for browsers. `UNAUTHENTICATED_TOKEN` is the SDK's code for a bad token.
         */
        get: operations["markCheckoutAsCompletedAndRedirectToUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/mark-as-completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark checkout as completed
         * @description Sets `completed` to `true`. A checkout completed through the site is marked automatically; use this call when the order was completed in another system.
         */
        post: operations["markCheckoutAsCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkouts/{id}/update-line-items-quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update line items quantity
         * @description Updates the quantity of line items. When the requested quantity is more than the remaining stock, the returned quantity is the stock left. To remove an item use Remove Line Items; to add one use Add To Checkout.
         */
        post: operations["updateLineItemsQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get order
         * @description Retrieves an order.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update order
         * @description Updates an order's editable fields (buyer info, billing and recipient info, shipping info, buyer note, custom fields, tags, extended fields, archived). The platform declares the path as `/v1/orders/{order.id}`; it is written `{id}` here (the same template as Get Order), and the ID is also sent as `order.id`. The request field `fieldMask` is not sent by the SDK and is not declared.
         */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/v1/orders/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search orders
         * @description Retrieves orders with filtering, sorting and cursor paging (at most 100 per page). Filterable fields include `id`, `number`, `status`, `paymentStatus`, `fulfillmentStatus`, `createdDate`, `updatedDate`, `purchasedDate`, `buyerInfo.contactId`, `buyerInfo.memberId`, `channelInfo.type`, `lineItems.catalogReference.catalogItemId` and `archived`.
         */
        post: operations["searchOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create order
         * @description Creates an order directly (without a checkout), for example to record a sale made on another channel. Send at least one line item, the price summary, the currency and the buyer or billing info; `settings` controls approval, notifications and which apps may edit the order.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk/orders/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update orders
         * @description Updates up to 100 orders; each item names the fields it changes in `fieldMask`.
         */
        post: operations["bulkUpdateOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/cancel": {
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
         * @description Cancels an order (status `CANCELED`), optionally emailing the buyer and restocking the items. Refunds are separate (Refund Payments).
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderId}/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update order status
         * @description Sets an order's approval status (for example approves a `PENDING` order or rejects it). The SDK has the method in its internal build.
         */
        post: operations["updateOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{orderId}/activities/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add activities
         * @description Adds entries to an order's activity history (merchant comments and custom app activities). The request's deprecated `activities` field is not sent by the SDK and is not declared.
         */
        post: operations["addActivities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{ecomOrderId}/payment-collectability-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get payment collectability status
         * @description Tells whether the order's remaining balance can be collected (charged to a saved card or recorded), and if not, why (`NONCOLLECTABLE_*`: canceled, paid, missing payment method, pending, rejected, has subscriptions, has chargebacks...).
         */
        get: operations["getPaymentCollectabilityStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{ecomOrderId}/prepare-payment-collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare payment collection
         * @description Creates (or reuses) a payment gateway order for collecting an amount of the order balance, for the buyer or the merchant to pay. Optionally delays the capture with a scheduled void or capture.
         */
        post: operations["preparePaymentCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{orderId}/manual-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record manually collected payment
         * @description Records a payment collected outside the platform (cash, bank transfer, check or a custom method) on the order. The SDK has the method in its internal build.
         */
        post: operations["recordManuallyCollectedPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{ecomOrderId}/refundability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get refundability status
         * @description Tells, per payment of the order, whether it can be refunded through the platform (`REFUNDABLE`), only manually (`MANUAL`, with a ManuallyRefundableReason: expired, not supported, offline, requires card reader), or not at all (`NOT_REFUNDABLE`, with a NonRefundableReason). The SDK has the method in its internal build.
         */
        get: operations["getRefundabilityStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{ecomOrderId}/trigger-refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger refund
         * @description Refunds payments of an order, with the refunded items and side effects (restock, email). The SDK has the method in its internal build; Refund Payments (order billing) is the public refund call.
         */
        post: operations["triggerRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{ecomOrderId}/void-authorized-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void authorized payments
         * @description Voids payments that were authorized but not captured, releasing the hold on the buyer's card.
         */
        post: operations["voidAuthorizedPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments-collector/orders/{ecomOrderId}/capture-authorized-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture authorized payments
         * @description Captures payments that were authorized with a delayed capture, in full or in part.
         */
        post: operations["captureAuthorizedPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions for single order
         * @description Retrieves an order's payments (with their authorization, capture, void and chargeback details) and refunds.
         */
        get: operations["listTransactionsForSingleOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/list-by-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List transactions for multiple orders
         * @description Retrieves the payments and refunds of up to 100 orders.
         */
        post: operations["listTransactionsForMultipleOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/orders/{orderId}/add-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add payments
         * @description Adds payment records to an order, for example a payment a payment app collected outside the checkout.
         */
        post: operations["addPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{paymentId}/orders/{orderId}/update-payment-transaction-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update payment status
         * @description Updates the status of a payment, for example marks an offline payment as approved. The request field `statusUpdatedDate` is not sent by the SDK and is not declared.
         */
        post: operations["updatePaymentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk/payments/update-payment-transaction-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk update payment statuses
         * @description Sets the same status on several payments of several orders. The request field `statusUpdatedDate` is not sent by the SDK and is not declared.
         */
        post: operations["bulkUpdatePaymentStatuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fulfillments/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List fulfillments for single order
         * @description Retrieves an order's fulfillments (shipments with tracking info, or custom fulfillment info).
         */
        get: operations["listFulfillmentsForSingleOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fulfillments/list-by-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List fulfillments for multiple orders
         * @description Retrieves the fulfillments of up to 100 orders.
         */
        post: operations["listFulfillmentsForMultipleOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fulfillments/orders/{orderId}/create-fulfillment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create fulfillment
         * @description Creates a fulfillment of some or all of an order's line items; the order's fulfillment status follows.
         */
        post: operations["createFulfillment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fulfillments/{fulfillmentId}/orders/{orderId}": {
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
         * Delete fulfillment
         * @description Deletes a fulfillment; the order's fulfillment status follows.
         */
        delete: operations["deleteFulfillment"];
        options?: never;
        head?: never;
        /**
         * Update fulfillment
         * @description Updates a fulfillment's tracking or custom info. The platform declares the path as `/v1/fulfillments/{fulfillment.id}/orders/{orderId}`; it is written `{fulfillmentId}` here (the same template as Delete Fulfillment), and the ID is also sent as `fulfillment.id`. The request field `fieldMask` is not sent by the SDK and is not declared.
         */
        patch: operations["updateFulfillment"];
        trace?: never;
    };
    "/v1/fulfillments/orders/bulk/create-fulfillments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bulk create fulfillments
         * @description Creates fulfillments for several orders.
         */
        post: operations["bulkCreateFulfillments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order-billing/get-order-refundability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get order refundability
         * @description Tells what can be refunded on an order: per payment (refundable, manually refundable with a reason, or not refundable with a reason), per line item (quantities), shipping and additional fees.
         */
        post: operations["getOrderRefundability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order-billing/refund-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund payments
         * @description Refunds payments of an order (through the payment provider, or recorded as an external refund), with the refunded items and side effects (restock, customer email). Check Get Order Refundability first.
         */
        post: operations["refundPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    checkoutCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout completed
         * @description Triggered when an order created from a checkout is paid for, or when a checkout is marked as completed.
         */
        post: operations["onCheckoutCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout created
         * @description Triggered when a checkout is created.
         */
        post: operations["onCheckoutCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout deleted
         * @description Triggered when a checkout is deleted.
         */
        post: operations["onCheckoutDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout updated
         * @description Triggered when a checkout is updated.
         */
        post: operations["onCheckoutUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutTemplateCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout template created
         * @description Triggered when a checkout template is created.
         */
        post: operations["onCheckoutTemplateCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutTemplateDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout template deleted
         * @description Triggered when a checkout template is deleted.
         */
        post: operations["onCheckoutTemplateDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutTemplateUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout template updated
         * @description Triggered when a checkout template is updated.
         */
        post: operations["onCheckoutTemplateUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutTemplateUsed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout template used
         * @description Triggered when a checkout template is used.
         */
        post: operations["onCheckoutTemplateUsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    checkoutSettingsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout settings updated
         * @description Triggered when the checkout settings are updated.
         */
        post: operations["onCheckoutSettingsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderApproved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order approved
         * @description Triggered when an order is approved (its status becomes `APPROVED`).
         */
        post: operations["onOrderApproved"];
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
         * @description Triggered when an order is canceled.
         */
        post: operations["onOrderCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderCommitted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order committed
         * @description Triggered when draft order changes are committed to an order.
         */
        post: operations["onOrderCommitted"];
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
         * @description Triggered when an order is created.
         */
        post: operations["onOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderFulfilled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order fulfilled
         * @description Triggered when an order's fulfillment status changes to fulfilled.
         */
        post: operations["onOrderFulfilled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderImported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order imported
         * @description Triggered when an order is imported with the order import API.
         */
        post: operations["onOrderImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderImportedOrderDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order imported order deleted
         * @description Triggered when an imported order is deleted.
         */
        post: operations["onOrderImportedOrderDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderPaymentStatusUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order payment status updated
         * @description Triggered when an order's payment status changes.
         */
        post: operations["onOrderPaymentStatusUpdated"];
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
         * @description Triggered when an order is updated.
         */
        post: operations["onOrderUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderTransactionsChargebackApproved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order transactions chargeback approved
         * @description Triggered when a chargeback of an order payment is approved (the money was taken back).
         */
        post: operations["onOrderTransactionsChargebackApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderTransactionsChargebackReversed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order transactions chargeback reversed
         * @description Triggered when a chargeback of an order payment is reversed (the money was returned to the merchant).
         */
        post: operations["onOrderTransactionsChargebackReversed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderTransactionsDetailsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order transactions details updated
         * @description Triggered when details of an order's payments or refunds are updated.
         */
        post: operations["onOrderTransactionsDetailsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderTransactionsRefundCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order transactions refund completed
         * @description Triggered when a refund of order payments is completed.
         */
        post: operations["onOrderTransactionsRefundCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    orderTransactionsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order transactions updated
         * @description Triggered when an order's payments or refunds are added or updated.
         */
        post: operations["onOrderTransactionsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    fulfillmentsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fulfillments updated
         * @description Triggered when an order's fulfillments are created, updated or deleted.
         */
        post: operations["onFulfillmentsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shippingOptionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shipping option created
         * @description Triggered when a shipping option is created.
         */
        post: operations["onShippingOptionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shippingOptionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shipping option deleted
         * @description Triggered when a shipping option is deleted.
         */
        post: operations["onShippingOptionDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shippingOptionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shipping option updated
         * @description Triggered when a shipping option is updated.
         */
        post: operations["onShippingOptionUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shippoConfigurationCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shippo configuration created
         * @description Triggered when a shippo configuration is created.
         */
        post: operations["onShippoConfigurationCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shippoConfigurationDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shippo configuration deleted
         * @description Triggered when a shippo configuration is deleted.
         */
        post: operations["onShippoConfigurationDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    shippoConfigurationUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shippo configuration updated
         * @description Triggered when a shippo configuration is updated.
         */
        post: operations["onShippoConfigurationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ordersSettingsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders settings updated
         * @description Triggered when the orders settings are updated.
         */
        post: operations["onOrdersSettingsUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    discountRuleCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discount rule created
         * @description Triggered when a discount rule is created.
         */
        post: operations["onDiscountRuleCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    discountRuleDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discount rule deleted
         * @description Triggered when a discount rule is deleted.
         */
        post: operations["onDiscountRuleDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    discountRuleUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discount rule updated
         * @description Triggered when a discount rule is updated.
         */
        post: operations["onDiscountRuleUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    taxGroupCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax group created
         * @description Triggered when a tax group is created.
         */
        post: operations["onTaxGroupCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    taxGroupDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax group deleted
         * @description Triggered when a tax group is deleted.
         */
        post: operations["onTaxGroupDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    taxGroupUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax group updated
         * @description Triggered when a tax group is updated.
         */
        post: operations["onTaxGroupUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    taxRegionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax region created
         * @description Triggered when a tax region is created.
         */
        post: operations["onTaxRegionCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    taxRegionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax region deleted
         * @description Triggered when a tax region is deleted.
         */
        post: operations["onTaxRegionDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    taxRegionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax region updated
         * @description Triggered when a tax region is updated.
         */
        post: operations["onTaxRegionUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    abandonedCheckoutCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abandoned checkout created
         * @description Triggered when an abandoned checkout is created.
         */
        post: operations["onAbandonedCheckoutCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    abandonedCheckoutDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abandoned checkout deleted
         * @description Triggered when an abandoned checkout is deleted.
         */
        post: operations["onAbandonedCheckoutDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    abandonedCheckoutRecovered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abandoned checkout recovered
         * @description Triggered when an abandoned checkout is recovered.
         */
        post: operations["onAbandonedCheckoutRecovered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    abandonedCheckoutUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abandoned checkout updated
         * @description Triggered when an abandoned checkout is updated.
         */
        post: operations["onAbandonedCheckoutUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    backInStockNotificationRequestCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back in stock notification request created
         * @description Triggered when a back in stock notification request is created.
         */
        post: operations["onBackInStockNotificationRequestCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    backInStockNotificationRequestDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back in stock notification request deleted
         * @description Triggered when a back in stock notification request is deleted.
         */
        post: operations["onBackInStockNotificationRequestDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    backInStockNotificationRequestUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back in stock notification request updated
         * @description Triggered when a back in stock notification request is updated.
         */
        post: operations["onBackInStockNotificationRequestUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    subscriptionContractCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscription contract created
         * @description Triggered when a subscription contract is created.
         */
        post: operations["onSubscriptionContractCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    subscriptionContractDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscription contract deleted
         * @description Triggered when a subscription contract is deleted.
         */
        post: operations["onSubscriptionContractDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    subscriptionContractUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscription contract updated
         * @description Triggered when a subscription contract is updated.
         */
        post: operations["onSubscriptionContractUpdated"];
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
                    /** @description Identifier of the specific error, e.g. `CHECKOUT_IS_COMPLETE`. */
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
                        /** @description Name (path) of the invalid field, e.g. `lineItems.0.quantity`. */
                        field?: string;
                        /** @description Why the field is invalid. */
                        description?: string;
                        /** @description The rule or constraint the value violated, e.g. `MAX` (see RuleType). */
                        violatedRule?: string;
                        /** @description Name of the violated rule, when `violatedRule` is `OTHER`. */
                        ruleName?: string;
                        /** @description Additional information related to the violation. */
                        data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        /** @description A physical address (billing, shipping destination, pickup location, ship-from address). The SDK form renames formattedAddress → formatted, geocode → location, addressLine → addressLine1. */
        Address: PostalAddress;
        /** @description Street address. */
        StreetAddress: {
            /** @description Street number. */
            number?: string;
            /** @description Street name. */
            name?: string;
            /** @description Apartment number. */
            apt?: string;
            /** @description Optional address line 1. */
            formattedAddressLine?: string;
        };
        /** @description Geographic coordinates. */
        AddressLocation: {
            /** @description Latitude, -90 to 90. */
            latitude?: number;
            /** @description Longitude, -180 to 180. */
            longitude?: number;
        };
        /** @description An image in the platform's media manager (the SDK form is a `wix:image://v1/...` string). */
        Image: ImageRef;
        /** @description A page URL on the site (the platform's `PageUrlV2`); the SDK form is the full URL string. */
        PageUrl: string;
        /** @description Custom field data of other apps, by app namespace. */
        ExtendedFields: {
            /** @description Extended field data; each key is the namespace of the app that created the fields. */
            namespaces?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description Payment settings of a checkout (from the internal build of @wix/auto_sdk_ecom_checkout 1.0.0; later SDK versions no longer carry the call). */
        GetCheckoutPaymentSettingsResponse: {
            /** @description Payment options that cannot be used to pay for this checkout. */
            blockedPaymentOptions?: components["schemas"]["GetCheckoutPaymentSettingsResponsePaymentOption"][];
        };
        /**
         * @description A payment option of the checkout page. `MANUAL`: manual (offline) payment.
         * @enum {string}
         */
        GetCheckoutPaymentSettingsResponsePaymentOption: "UNKNOWN_PAYMENT_OPTION" | "MANUAL";
        /**
         * @description Who performed the action that caused an event.
         * @enum {string}
         */
        WebhookIdentityType: "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
        /** @description The identity that caused an event. */
        IdentificationData: {
            /** @description ID of a site visitor that has not logged in to the site. */
            anonymousVisitorId?: string;
            /** @description ID of a site visitor that has logged in to the site. */
            memberId?: string;
            /** @description ID of a Wix user (site owner, contributor, etc.). */
            wixUserId?: string;
            /** @description ID of an app. */
            appId?: string;
            identityType?: components["schemas"]["WebhookIdentityType"];
        };
        /** @description The account and site the event belongs to. */
        AccountInfo: {
            /** @description ID of the Wix account associated with the event. */
            accountId?: string;
            /** @description ID of the parent Wix account, when `accountId` is a child account. */
            parentAccountId?: string;
            /** @description ID of the Wix site associated with the event. */
            siteId?: string;
        };
        /** @description Envelope fields of every event. */
        EventMetadata: {
            /** @description Event ID (the SDK calls it `_id`); use it to spot duplicated events. */
            id?: string;
            /** @description Fully qualified name of the entity, e.g. `wix.ecom.v1.checkout`. */
            entityFqdn?: string;
            /** @description Event action name, e.g. `created`. */
            slug?: string;
            /** @description ID of the entity associated with the event. */
            entityId?: string;
            /**
             * Format: date-time
             * @description Event timestamp.
             */
            eventTime?: Date;
            /** @description Whether the event was triggered by a privacy regulation application (for example GDPR). */
            triggeredByAnonymizeRequest?: boolean;
            /** @description The action that triggered the event, when known. */
            originatedFrom?: string;
            /** @description Sequence number of the update; events of an entity can arrive out of order. */
            entityEventSequence?: string;
            /** @description App instance ID. */
            instanceId?: string;
            /** @description Event type. */
            eventType?: string;
            identity?: components["schemas"]["IdentificationData"];
            accountInfo?: components["schemas"]["AccountInfo"];
        };
        CreateCheckoutRequest: {
            /** @description Checkout information. */
            checkoutInfo?: components["schemas"]["Checkout"];
            /** @description Coupon code. */
            couponCode?: string;
            /** @description Catalog line items to add to the checkout. */
            lineItems?: components["schemas"]["LineItem"][];
            /** @description Custom line items to add to the checkout. Custom line items don't trigger the Catalog service plugin. */
            customLineItems?: components["schemas"]["CustomLineItem"][];
            /** @description Sales channel that submitted the order. */
            channelType: components["schemas"]["ChannelType"];
            /** @description Gift card code. */
            giftCardCode?: string;
            /** @description `overrideCheckoutUrl` allows the flexibility to redirect customers to a customized checkout page. */
            overrideCheckoutUrl?: string;
            /** @description Amount to redeem from the gift card referenced in `gift_card_code`. */
            giftCardRedeemAmount?: string;
        };
        /** @description A checkout represents a cart that is in the process of being purchased. It holds calculated prices, tax, shipping, and buyer information needed to complete the purchase. */
        Checkout: {
            /** @description Checkout ID. Read-only. */
            id?: string;
            /** @description Line items. Read-only. */
            lineItems?: components["schemas"]["LineItem"][];
            /** @description Billing information. */
            billingInfo?: components["schemas"]["AddressWithContact"];
            /** @description Shipping information. */
            shippingInfo?: components["schemas"]["ShippingInfo"];
            /** @description Buyer note left by the customer. */
            buyerNote?: string;
            /** @description Buyer information. */
            buyerInfo?: components["schemas"]["BuyerInfo"];
            /** @description The currency selected by the customer during the purchase flow, in three-letter ISO-4217 alphabetic format. Read-only. */
            conversionCurrency?: string;
            /** @description Calculated price summary for the checkout. Read-only. */
            priceSummary?: components["schemas"]["PriceSummary"];
            /** @description Errors when calculating totals. Read-only. */
            calculationErrors?: components["schemas"]["CalculationErrors"];
            /** @description Applied gift card details. Read-only. */
            giftCard?: components["schemas"]["GiftCard"];
            /** @description Applied discounts. Read-only. */
            appliedDiscounts?: components["schemas"]["AppliedDiscount"][];
            /** @description Custom fields. */
            customFields?: components["schemas"]["CustomField"][];
            /** @description Weight measurement unit. Defaults to a site's weight unit. Read-only. */
            weightUnit?: components["schemas"]["WeightUnit"];
            /** @description Tax summary. Read-only. */
            taxSummary?: components["schemas"]["TaxSummary"];
            /** @description The site’s default currency, in three-letter ISO-4217 alphabetic format. This represents the base currency configured for the site and remains constant regardless of the customer’s currency selection. Read-only. */
            currency?: string;
            /** @description Sales channel that submitted the order. Read-only. */
            channelType?: components["schemas"]["ChannelType"];
            /** @description Site language in which original values are shown. Read-only. */
            siteLanguage?: string;
            /** @description Language for communication with the buyer. Defaults to the site language. Read-only. */
            buyerLanguage?: string;
            /** @description Whether an order was successfully created from this checkout. Read-only. */
            completed?: boolean;
            /** @description Whether tax is included in line item prices. Read-only. */
            taxIncludedInPrice?: boolean;
            /** @description ID of the checkout's initiator. Read-only. */
            createdBy?: components["schemas"]["CreatedBy"];
            /**
             * Format: date-time
             * @description Date and time the checkout was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the checkout was updated. Read-only.
             */
            updatedDate?: Date;
            /** @description Minimal amount to pay in order to place the order. Read-only. */
            payNow?: components["schemas"]["PriceSummary"];
            /** @description Remaining amount for the order to be fully paid. Read-only. */
            payLater?: components["schemas"]["PriceSummary"];
            /** @description Memberships to apply when creating the order. */
            membershipOptions?: components["schemas"]["MembershipOptions"];
            /** @description Additional Fees. Read-only. */
            additionalFees?: components["schemas"]["AdditionalFee"][];
            /** @description Cart ID that this checkout was created from. Empty if this checkout wasn't created from a cart. */
            cartId?: string;
            /** @description Information about the currency conversion that took place if at all. Empty if no conversion took place. (Internal in the SDK.) */
            conversionInfo?: components["schemas"]["ConversionInfo"];
            /** @description The pay now total amount after gift card reduction Read-only. (Internal in the SDK.) */
            payNowTotalAfterGiftCard?: components["schemas"]["MultiCurrencyPrice"];
            /**
             * @deprecated
             * @description __Deprecated.__ Use `purchaseFlowId` instead. (Internal in the SDK.)
             */
            ecomId?: string;
            /** @description List of validation violations raised by the Validations service plugin. Read-only. */
            violations?: components["schemas"]["Violation"][];
            /** @description The total payment amount after gift card reduction Read-only. (Internal in the SDK.) */
            totalAfterGiftCard?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Custom field data for the checkout object. */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Persistent ID that correlates between the various eCommerce elements: cart, checkout, and order. Read-only. */
            purchaseFlowId?: string;
            /** @description Additional settings for customization of the checkout process. */
            customSettings?: components["schemas"]["CustomSettings"];
            /** @description Reference IDs for the app and component providing custom checkout page content. */
            customContentReference?: components["schemas"]["CustomContentReference"];
            /** @description References to an external app and resource associated with this checkout. Used for integration and tracking across different platforms. */
            externalReference?: components["schemas"]["ExternalReference"];
            /** @description Order ID. Read-only. (Internal in the SDK.) */
            orderId?: string;
            /** @description Payment for subscriptions after free trial period. Read-only. */
            payAfterFreeTrial?: components["schemas"]["PriceSummary"];
            /** @description The business location ID associated with the checkout. */
            businessLocationId?: string;
            /** @description Whether payment is required to create an order. Read-only. (Internal in the SDK.) */
            paymentRequired?: boolean;
            /** @description Charges information for each subscription in the checkout. Read-only. (Internal in the SDK.) */
            subscriptionCharges?: components["schemas"]["SubscriptionCharges"][];
            /** @description The currency used for payment, in three-letter ISO-4217 alphabetic format. Read-only. */
            paymentCurrency?: string;
            /** @description Sum of all line items in the checkout. Read-only. (Internal in the SDK.) */
            lineItemsSubtotal?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Tax exempt group ID to use for tax exemptions. */
            taxExemptGroupId?: string;
        };
        LineItem: {
            /** @description Line item ID. Read-only. */
            id?: string;
            /** @description Item quantity. */
            quantity?: number;
            /** @description Catalog and item reference. Includes IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Item name. + Stores - `product.name` + Bookings - `service.info.name` + Events - `ticket.name` Read-only. */
            productName?: components["schemas"]["ProductName"];
            /** @description URL to the item's page on the site. Read-only. */
            url?: components["schemas"]["PageUrl"];
            /** @description Item price **after** catalog-defined discount and line item discounts. Read-only. */
            price?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Original item price. Read-only. (Internal in the SDK.) */
            originalPrice?: string;
            /** @description Original item full price. Read-only. (Internal in the SDK.) */
            originalFullPrice?: string;
            /** @description Total line item price **after** catalog-defined discount and line item discounts. Read-only. */
            lineItemPrice?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Item price **before** catalog-defined discount. Defaults to `price` when not provided. Read-only. */
            fullPrice?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Item price **before** line item discounts and **after** catalog-defined discount. Defaults to `price` when not provided. Read-only. */
            priceBeforeDiscounts?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Item price before line item discounts and tax. Read-only. (Internal in the SDK.) */
            priceBeforeDiscountsAndTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total price after all discounts and tax. Read-only. */
            totalPriceAfterTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total price after discounts, and before tax. Read-only. */
            totalPriceBeforeTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Tax details for this line item. Read-only. */
            taxDetails?: components["schemas"]["ItemTaxFullDetails"];
            /** @description Discount for this line item's entire quantity. Read-only. */
            discount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Line item description lines. Used for display purposes for the cart, checkout and order. Read-only. */
            descriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Line item image details. Read-only. */
            media?: components["schemas"]["Image"];
            /** @description Item availability details. Read-only. */
            availability?: components["schemas"]["ItemAvailabilityInfo"];
            /** @description Physical properties of the item. When relevant, contains information such as SKU, item weight, and shippability. Read-only. */
            physicalProperties?: components["schemas"]["PhysicalProperties"];
            /** @description Coupon scopes - which app and items a coupon applies to. This field is internal to Wix, and should be used by Bookings, Stores and Events as used by the Coupons API. Read-only. (Internal in the SDK.) */
            couponScopes?: components["schemas"]["Scope"][];
            /** @description Item type. Either a preset type or custom. Read-only. */
            itemType?: components["schemas"]["ItemType"];
            /** @description Subscription option information. Read-only. */
            subscriptionOptionInfo?: components["schemas"]["SubscriptionOptionInfo"];
            /** @description Fulfiller ID for this item. Field is empty when the item is self-fulfilled. Read-only. (Internal in the SDK.) */
            fulfillerId?: string;
            /** @description Shipping group ID. Read-only. (Internal in the SDK.) */
            shippingGroupId?: string;
            /** @description Digital file identifier, relevant only for items with type `DIGITAL`. Read-only. (Internal in the SDK.) */
            digitalFile?: components["schemas"]["SecuredMedia"];
            /** @description Type of selected payment option for current item. Read-only. */
            paymentOption?: components["schemas"]["PaymentOptionType"];
            /** @description Service properties. When relevant, this contains information such as date and number of participants. Read-only. */
            serviceProperties?: components["schemas"]["ServiceProperties"];
            /** @description In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. + For example, for Wix Bookings, `catalogReference.catalogItemId` is the booking ID. Therefore this value is set to the service ID. Read-only. */
            rootCatalogItemId?: string;
            /** @description Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". Read-only. */
            priceDescription?: components["schemas"]["PriceDescription"];
            /** @description Partial payment to be paid upfront during the checkout. Eligible for catalog items with `lineItem.paymentOption` type `DEPOSIT_ONLINE` only. Read-only. */
            depositAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Delivery profile ID. Read-only. */
            deliveryProfileId?: string;
            /** @description Whether the line item is a custom line item. Custom line items don't trigger the Catalog service plugin. Read-only. */
            customLineItem?: boolean;
            /** @description Item payment policy that requires customer consent to complete purchase. The payment policy will be displayed on the checkout page. Read-only. */
            consentRequiredPaymentPolicy?: string;
            /** @description Overriding values for catalog item properties. */
            catalogOverrideFields?: components["schemas"]["CatalogOverrideFields"];
            /** @description Whether the price is not yet defined, and will be updated after the order is created. Read-only. */
            priceUndetermined?: boolean;
            /** @description Whether the line item quantity is fixed and cannot be changed. Read-only. */
            fixedQuantity?: boolean;
            /** @description Whether to save the payment method on the order. Read-only. */
            savePaymentMethod?: boolean;
            /** @description Address to use for tax calculation purposes. */
            taxableAddress?: components["schemas"]["TaxableAddress"];
            /** @description Custom extended fields for the line item object. */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Policies to be displayed to the customer on the checkout page. Read-only. */
            policies?: components["schemas"]["Policy"][];
            /** @description ID of the app managing the inventory. (Internal in the SDK.) */
            inventoryAppId?: string;
            /** @description Whether the item can only be purchased by site members. Read-only. */
            membersOnly?: boolean;
            /** @description Modifier groups that were added to the item. Read-only. */
            modifierGroups?: components["schemas"]["ModifierGroup"][];
            /** @description Total price of all item modifiers. Included in the item price. Read-only. */
            modifiersTotalPrice?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Platform Fee associated with this line item. Read-only. (Internal in the SDK.) */
            platformFee?: components["schemas"]["PlatformFee"];
            /** @description Line item ID in external systems. (Internal in the SDK.) */
            externalResourceId?: string;
        };
        CustomLineItem: {
            /** @description Custom line item quantity. */
            quantity?: number;
            /** @description Custom line item price. */
            price?: string;
            /** @description Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". */
            priceDescription?: components["schemas"]["PriceDescription"];
            /** @description Custom line item description lines. Used for display purposes for the cart, checkout and order. */
            descriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Custom line item's media. */
            media?: components["schemas"]["Image"];
            /**
             * @deprecated
             * @description Deprecated. Custom line item ID. Read-only.
             */
            id?: string;
            /** @description Tax group ID for this custom line item. */
            taxGroupId?: string;
            /** @description Name of the item or product. */
            productName?: components["schemas"]["ProductName"];
            /** @description URL to the item's page on the site. When not provided, the link back from the cart page to the relevant product page will not work. */
            url?: components["schemas"]["PageUrl"];
            /** @description Item type. Either a preset type or custom. */
            itemType?: components["schemas"]["ItemType"];
            /** @description Item price **before** catalog-defined discount. Defaults to `price` when not provided. */
            fullPrice?: string;
            /** @description Item quantity available for purchase. Only return this if inventory is managed. Not returning this field means that the buyer can "infinitely" tick up the number of items in the cart. */
            quantityAvailable?: number;
            /** @description Physical properties of the item. */
            physicalProperties?: components["schemas"]["PhysicalProperties"];
            /** @description Subscription option info. This field is internal and only used by Stores. (Internal in the SDK.) */
            subscriptionOptionInfo?: components["schemas"]["SubscriptionOptionInfo"];
            /** @description Digital file ID and name. Required if `itemType: DIGITAL`. (Internal in the SDK.) */
            digitalFile?: components["schemas"]["SecuredMedia"];
            /** @description Type of selected payment option for current item. Defaults to `FULL_PAYMENT_ONLINE`. */
            paymentOption?: components["schemas"]["PaymentOptionType"];
            /** @description Service properties. When relevant, this contains information such as date and number of participants. Used, among other things, when checking for valid memberships. */
            serviceProperties?: components["schemas"]["ServiceProperties"];
            /** @description In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. */
            rootCatalogItemId?: string;
            /** @description Partial payment for the given item to be paid upfront during the checkout. */
            depositAmount?: string;
            /** @description Delivery profile ID. */
            deliveryProfileId?: string;
            /** @description Catalog and item reference. Includes IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Whether the price is not yet defined, and will be updated after the order is created. */
            priceUndetermined?: boolean;
            /** @description Whether the line item quantity is fixed and cannot be changed. */
            fixedQuantity?: boolean;
            /** @description Item payment policy that requires customer consent to complete purchase. The payment policy will be displayed on the checkout page. Read-only. */
            consentRequiredPaymentPolicy?: string;
            /** @description Whether to save the payment method on the order. Read-only. */
            savePaymentMethod?: boolean;
            /** @description Policies to be displayed to the customer on the checkout page. */
            policies?: components["schemas"]["Policy"][];
            /** @description ID of the app managing the inventory. (Internal in the SDK.) */
            inventoryAppId?: string;
            /** @description Whether the item can only be purchased by site members. */
            membersOnly?: boolean;
            /** @description Address to use for tax calculation purposes. */
            taxableAddress?: components["schemas"]["TaxableAddress"];
            /** @description Modifier groups that were added to the item. */
            modifierGroups?: components["schemas"]["V1ModifierGroup"][];
        };
        /** @enum {string} */
        ChannelType: "UNSPECIFIED" | "WEB" | "POS" | "EBAY" | "AMAZON" | "OTHER_PLATFORM" | "WIX_APP_STORE" | "WIX_INVOICES" | "BACKOFFICE_MERCHANT" | "WISH" | "CLASS_PASS" | "GLOBAL_E" | "FACEBOOK" | "ETSY" | "TIKTOK" | "FAIRE_COM" | "PAYPAL_AGENTIC_CHECKOUT" | "STRIPE_AGENTIC_CHECKOUT" | "WIX_INVOICES_PLATFORM" | "UCP_AGENTIC_CHECKOUT";
        /** @description Billing Info and shipping details */
        AddressWithContact: {
            /** @description Address. */
            address?: components["schemas"]["Address"];
            /** @description Contact details. */
            contactDetails?: components["schemas"]["FullAddressContactDetails"];
            /** @description Reference to address service. (Internal in the SDK.) */
            addressesServiceId?: string;
        };
        ShippingInfo: {
            /** @description Shipping address and contact details. */
            shippingDestination?: components["schemas"]["AddressWithContact"];
            /** @description Selected option out of the options allowed for the `region`. */
            selectedCarrierServiceOption?: components["schemas"]["SelectedCarrierServiceOption"];
            /** @description Shipping region. Based on the address provided. Read-only. */
            region?: components["schemas"]["ShippingRegion"];
            /** @description All carrier options for this shipping rule. Read-only. */
            carrierServiceOptions?: components["schemas"]["CarrierServiceOption"][];
        };
        BuyerInfo: {
            /** @description Visitor ID (if site visitor is **not** a member). Read-only. */
            visitorId?: string;
            /** @description Member ID (if site visitor is a site member). Read-only. */
            memberId?: string;
            /** @description + If `true`, the checkout doesn't have an owner yet and anyone can access it. The first to access it will be the new owner. + If `false`, the value in `checkout.createdBy` is the owner. (Internal in the SDK.) */
            openAccess?: boolean;
            /** @description Contact ID. Auto-created if one does not yet exist. For more information, see the Contacts API. Read-only. */
            contactId?: string;
            /** @description Buyer email address. */
            email?: string;
        };
        PriceSummary: {
            /** @description Subtotal of all line items, before discounts and before tax. */
            subtotal?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total shipping price, before discounts and before tax. */
            shipping?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total tax. */
            tax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total calculated discount value. */
            discount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total price after discounts, gift cards, and tax. */
            total?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total additional fees price before tax. */
            additionalFees?: components["schemas"]["MultiCurrencyPrice"];
        };
        CalculationErrors: {
            /** @description General shipping calculation error. */
            generalShippingCalculationError?: components["schemas"]["Details"];
            /** @description Errors related to the delivery carrier. */
            carrierErrors?: components["schemas"]["CarrierErrors"];
            /** @description Error related to the selected shipping option. */
            selectedShippingOptionError?: components["schemas"]["Details"];
            /** @description Tax calculation error. */
            taxCalculationError?: components["schemas"]["Details"];
            /** @description Coupon calculation error. */
            couponCalculationError?: components["schemas"]["Details"];
            /**
             * @deprecated
             * @description DEPRECATED: Use gift_card_calculation_errors instead.
             */
            giftCardCalculationError?: components["schemas"]["Details"];
            /** @description Order validation errors. */
            orderValidationErrors?: components["schemas"]["ApplicationError"][];
            /** @description Membership payment methods calculation errors For example, will indicate that a line item that must be paid with membership payment doesn't have one or selected memberships are invalid */
            membershipError?: components["schemas"]["Details"];
            /** @description Discount Rule calculation error. */
            discountsCalculationError?: components["schemas"]["Details"];
            /** @description Gift card calculation errors, one per failed card. (Internal in the SDK.) */
            giftCardCalculationErrors?: components["schemas"]["GiftCardCalculationError"][];
        };
        GiftCard: {
            /**
             * @deprecated
             * @description Gift Card ID.
             */
            id?: string;
            /** @description Gift card obfuscated code. */
            obfuscatedCode?: string;
            /** @description Actual amount to be redeemed from the gift card. */
            amount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description App ID of the gift card provider. */
            appId?: string;
            /** @description External ID in the gift card provider's system. Used for integration and tracking across different platforms. */
            externalId?: string;
            /** @description Requested amount to redeem from the gift card. */
            requestedAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Full gift card code. Echoed from the request input for correlation. (Internal in the SDK.) */
            code?: string;
        };
        AppliedDiscount: {
            /** @description Coupon details. */
            coupon?: components["schemas"]["Coupon"];
            /** @description Merchant discount. */
            merchantDiscount?: components["schemas"]["MerchantDiscount"];
            /** @description Discount rule */
            discountRule?: components["schemas"]["AppliedDiscountRule"];
            /** @description Discount type. */
            discountType?: components["schemas"]["DiscountType"];
            /** @description IDs of line items the discount applies to. */
            lineItemIds?: string[];
            /** @description Discount ID. (Internal in the SDK.) */
            id?: string;
            /** @description Discount distribution. Each entry contains the discount amount allocated to a specific line item. Returned only when `apply_item_discounts_to_prices` is enabled. Read-only. (Internal in the SDK.) */
            lineItemDiscounts?: components["schemas"]["LineItemDiscount"][];
            /** @description Number of subscription cycle this discount applies to default None - all billing cycle (Internal in the SDK.) */
            subscriptionCycles?: number;
            /** @description A list of item combinations for this applied discount. Each entry represents a unique combination of line items that triggered or received this discount, along with how many times that combination was applied together. Relevant ONLY for BXGY and Quantity-based promotions. (Internal in the SDK.) */
            itemCombinations?: components["schemas"]["ItemCombination"][];
        };
        CustomField: {
            /** @description Custom field value. */
            value?: unknown;
            /** @description Custom field title. */
            title?: string;
            /** @description Translated custom field title. */
            translatedTitle?: string;
        };
        /** @enum {string} */
        WeightUnit: "UNSPECIFIED_WEIGHT_UNIT" | "KG" | "LB";
        TaxSummary: {
            /** @description Amount for which tax is calculated, added from line items. Read-only. */
            taxableAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Calculated tax, added from line items. Read-only. */
            totalTax?: components["schemas"]["MultiCurrencyPrice"];
            /**
             * @deprecated
             * @description Manual tax rate Read-only. (Internal in the SDK.)
             */
            manualTaxRate?: string;
            /**
             * @deprecated
             * @description Tax calculator that was active when the order was created.
             */
            calculationDetails?: components["schemas"]["TaxCalculationDetails"];
            /** @description Tax estimation id in tax service Read-only. (Internal in the SDK.) */
            taxEstimationId?: string;
            /** @description Average Tax Rate Read-only. (Internal in the SDK.) */
            averageTaxRate?: string;
            /** @description The amount of this estimate that was exempt (for all line items). Read-only. (Internal in the SDK.) */
            totalExempt?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. Read-only. (Internal in the SDK.) */
            aggregatedTaxBreakdown?: components["schemas"]["AggregatedTaxBreakdown"][];
            /** @description Default name of the tax that was calculated. (Internal in the SDK.) */
            taxName?: string;
        };
        CreatedBy: {
            /** @description User ID. When the order was created by a Wix user on behalf of a buyer. For example, via POS (point of service). */
            userId?: string;
            /** @description Member ID. When the order was created by a **logged in** site visitor. */
            memberId?: string;
            /** @description Visitor ID. When the order was created by a site visitor that was **not** logged in. */
            visitorId?: string;
            /** @description App ID. When the order was created by an external application or Wix service. */
            appId?: string;
        };
        /** @description Reserved for internal use. */
        MembershipOptions: {
            /** @description Reserved for internal use. Read-only. */
            eligibleMemberships?: components["schemas"]["Membership"][];
            /** @description Reserved for internal use. Read-only. */
            invalidMemberships?: components["schemas"]["InvalidMembership"][];
            /** @description Selected membership to apply to this checkout. */
            selectedMemberships?: components["schemas"]["SelectedMemberships"];
        };
        AdditionalFee: {
            /** @description Additional fee's unique code (or ID) for future processing. */
            code?: string;
            /** @description Additional fee's name. */
            name?: string;
            /** @description Additional fee's price. */
            price?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Tax details. */
            taxDetails?: components["schemas"]["ItemTaxFullDetails"];
            /** @description Provider's app id. */
            providerAppId?: string;
            /** @description Additional fee's price before tax. */
            priceBeforeTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Additional fee's price after tax. */
            priceAfterTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Optional - Line items associated with this additional fee. If no `lineItemIds` are provided, the fee will be associated with the whole cart/checkout/order. */
            lineItemIds?: string[];
            /** @description Number of subscription cycle this fee applies to default None - all billing cycle (Internal in the SDK.) */
            subscriptionCycles?: number;
            /** @description the source the additional fee was added from */
            source?: components["schemas"]["AdditionalFeeSource"];
            /** @description The translated name of the additional fee. The translation language is determined by the `languages` field in the request envelope. */
            translatedName?: string;
            /** @description Address type tax was calculated against for this fee. */
            taxableAddress?: components["schemas"]["TaxableAddress"];
        };
        ConversionInfo: {
            /** @description The site currency. Read-only. */
            siteCurrency?: string;
            /** @description The rate used when converting from the site currency to the checkout currency. Read-only. */
            conversionRate?: string;
        };
        MultiCurrencyPrice: {
            /** @description Amount. */
            amount?: string;
            /** @description Converted amount. Read-only. */
            convertedAmount?: string;
            /** @description Amount formatted with currency symbol. Read-only. */
            formattedAmount?: string;
            /** @description Converted amount formatted with currency symbol. Read-only. */
            formattedConvertedAmount?: string;
        };
        Violation: {
            /** @description Severity of the violation. The violations are shown on the cart and checkout pages. A warning is displayed as yellow, and allows a site visitor to proceed with caution. An error is displayed as red, and doesn't allow a site visitor to proceed with the eCommerce flow. */
            severity?: components["schemas"]["Severity"];
            /** @description Target location on a checkout or cart page where the violation will be displayed. */
            target?: components["schemas"]["Target"];
            /** @description Violation description. Can include rich text. Only HTTP or HTTPS links in the following format are allowed: `<a href="https://www.wix.com">Click me</a>`. */
            description?: string;
        };
        CustomSettings: {
            /** @description Whether to restrict the option to add or remove a gift card on the checkout page. */
            lockGiftCard?: boolean;
            /** @description Whether to restrict the option to add or remove a coupon code on the checkout page. */
            lockCouponCode?: boolean;
            /** @description Whether to disable policy agreement checkout in the checkout page */
            disabledPolicyAgreementCheckbox?: boolean;
            /** @description Whether to disable manual payment option for this checkout. */
            disabledManualPayment?: boolean;
            /** @description For internal use by Bookings only. Whether to disable automatic discount rules calculation for this checkout. (Internal in the SDK.) */
            disabledDiscountRulesCalculation?: boolean;
        };
        CustomContentReference: {
            /** @description ID of the app providing the content. */
            appId?: string;
            /** @description ID of the component within the app it belongs to. */
            componentId?: string;
        };
        ExternalReference: {
            /** @description ID of the app associated with the purchase flow. For example, the Wix Pay Links app ID. */
            appId?: string;
            /** @description Reference to an external resource ID. Used to link the purchase flow to a specific entity in an external system. For example, a Wix Pay Link ID. */
            resourceId?: string;
        };
        SubscriptionCharges: {
            /** @description ids of the items the subscription is defined on */
            lineItemIds?: string[];
            /** @description Generated description explaining future charges amount and schedule. Translated to subscription order buyer language, or to site language if was not provided. */
            description?: string;
            /** @description Charges for subscription. */
            charges?: components["schemas"]["Charge"][];
        };
        /** @description Used for grouping line items. Sent when an item is added to a cart, checkout, or order. */
        CatalogReference: {
            /** @description ID of the item within the catalog it belongs to. */
            catalogItemId?: string;
            /** @description ID of the app providing the catalog. */
            appId?: string;
            /** @description Additional item details in `key:value` pairs. */
            options?: {
                [key: string]: unknown;
            };
        };
        ProductName: {
            /** @description Item name in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Item name translated into the buyer's language. */
            translated?: string;
        };
        ItemTaxFullDetails: {
            /** @description Amount for which tax is calculated. */
            taxableAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Tax group ID, if specified. (Internal in the SDK.) */
            taxGroupId?: string;
            /** @description Tax rate %, as a decimal point between 0 and 1. */
            taxRate?: string;
            /** @description Calculated tax, based on `taxable_amount` and `tax_rate`. */
            totalTax?: components["schemas"]["MultiCurrencyPrice"];
            /**
             * @deprecated
             * @description If breakdown exists, the sum of rates in the breakdown must equal `tax_rate`. Deprecated - use 'tax_breakdown' instead. Read-only.
             */
            rateBreakdown?: components["schemas"]["TaxRateBreakdown"][];
            /** @description The amount of this line item that was exempt. (Internal in the SDK.) */
            exemptAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description True for items we have a tax applied on them (Internal in the SDK.) */
            isItemTaxable?: boolean;
            /** @description True if the lineAmount include tax in it. (Internal in the SDK.) */
            isTaxIncluded?: boolean;
            /** @description The calculator that calculated this line tax (Internal in the SDK.) */
            calculatorName?: string;
            /** @description tax information for a line item. Read-only. */
            taxBreakdown?: components["schemas"]["TaxBreakdown"][];
        };
        DescriptionLine: {
            /** @description Description line plain text value. */
            plainText?: components["schemas"]["PlainTextValue"];
            /** @description Description line color value. */
            colorInfo?: components["schemas"]["Color"];
            /**
             * @deprecated
             * @description Description line plain text value. (Internal in the SDK.)
             */
            plainTextValue?: components["schemas"]["PlainTextValue"];
            /**
             * @deprecated
             * @description Description line color. (Internal in the SDK.)
             */
            color?: string;
            /** @description Description line name. */
            name?: components["schemas"]["DescriptionLineName"];
            /**
             * @deprecated
             * @description Description line type. (Internal in the SDK.)
             */
            lineType?: components["schemas"]["DescriptionLineType"];
        };
        ItemAvailabilityInfo: {
            /** @description Item availability status. */
            status?: components["schemas"]["ItemAvailabilityStatus"];
            /** @description Quantity available. */
            quantityAvailable?: number;
        };
        PhysicalProperties: {
            /** @description Line item weight. Measurement unit matches the weight unit specified in `weightUnit` in the request. */
            weight?: number;
            /** @description Stock-keeping unit. Learn more about SKUs. */
            sku?: string;
            /** @description Whether this line item is shippable. */
            shippable?: boolean;
            /** @description Product dimensions (length, width, height of the physical product). (Internal in the SDK.) */
            productDimensions?: components["schemas"]["Dimensions"];
            /** @description Package dimensions (length, width, height of the shipping package). (Internal in the SDK.) */
            packageDimensions?: components["schemas"]["Dimensions"];
        };
        Scope: {
            /** @description Scope namespace (Wix Stores, Wix Bookings, Wix Events, Wix Pricing Plans) */
            namespace?: string;
            /** @description Coupon scope's applied group (e.g., event or ticket in Wix Events) */
            group?: components["schemas"]["Group"];
        };
        ItemType: {
            /** @description Preset item type. */
            preset?: components["schemas"]["ItemTypePreset"];
            /** @description Custom item type. When none of the preset types are suitable, specifies the custom type. */
            custom?: string;
        };
        SubscriptionOptionInfo: {
            /** @description Subscription option settings. */
            subscriptionSettings?: components["schemas"]["SubscriptionSettings"];
            /** @description Subscription option title. */
            title?: components["schemas"]["Title"];
            /** @description Subscription option description. */
            description?: components["schemas"]["Description"];
        };
        SecuredMedia: {
            /** @description Media ID in Wix Media Manager. */
            id?: string;
            /** @description Original filename. */
            fileName?: string;
            /** @description File type. */
            fileType?: components["schemas"]["FileType"];
        };
        /**
         * @description Type of selected payment option for catalog item
         * @enum {string}
         */
        PaymentOptionType: "FULL_PAYMENT_ONLINE" | "FULL_PAYMENT_OFFLINE" | "MEMBERSHIP" | "DEPOSIT_ONLINE" | "MEMBERSHIP_OFFLINE" | "MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER";
        ServiceProperties: {
            /**
             * Format: date-time
             * @description Date and time the service is to be provided, in ISO-8601 format. For example, the start time of a class.
             */
            scheduledDate?: Date;
            /** @description The number of people participating in the service. For example, the number of people attending a class or the number of people per hotel room. */
            numberOfParticipants?: number;
            /**
             * Format: date-time
             * @description Date and time the service is to be ended, in ISO-8601 format. For example, the date and time a class will end. (Internal in the SDK.)
             */
            endDate?: Date;
        };
        PriceDescription: {
            /** @description Price description in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Price description translated into the buyer's language. */
            translated?: string;
        };
        CatalogOverrideFields: {
            /** @description Item name. */
            productName?: components["schemas"]["ProductName"];
            /** @description Item price **after** discounts. */
            price?: string;
            /** @description Item price **before** discounts. */
            fullPrice?: string;
            /** @description Item description lines. Used when displaying the line item to customers. */
            descriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Physical properties of the item. */
            physicalProperties?: components["schemas"]["PhysicalProperties"];
            /** @description Item image. */
            image?: components["schemas"]["Image"];
            /** @description Payment method selected for the item. */
            paymentOption?: components["schemas"]["PaymentOption"];
            /** @description Only eligible for catalog items with `lineItem.paymentOption.value` type of `DEPOSIT_ONLINE`. */
            depositAmount?: string;
            /** @description Whether to save the payment method on the order. */
            savePaymentMethod?: boolean;
            /** @description ID of the app managing the inventory. */
            inventoryAppId?: string;
            /** @description Whether the line item quantity is fixed and can't be changed. When not set, falls back to the value from the catalog. (Internal in the SDK.) */
            fixedQuantity?: boolean;
        };
        TaxableAddress: {
            /** @description taxable address type. if this field is selected, the address is automatically resolved, and the tax is calculated accordingly. */
            addressType?: components["schemas"]["TaxableAddressType"];
        };
        Policy: {
            /** @description Policy title - should be translated */
            title?: string;
            /** @description Policy content - should be translated */
            content?: string;
        };
        ModifierGroup: {
            /** @description Modifier group ID. */
            id?: string;
            /** @description Modifier group name. */
            name?: components["schemas"]["TranslatableString"];
            /** @description List of modifiers in this group. */
            modifiers?: components["schemas"]["ItemModifier"][];
        };
        PlatformFee: {
            /** @description Platform fee name. */
            name?: components["schemas"]["TranslatableString"];
            /** @description Platform fee charge type. */
            chargeType?: components["schemas"]["PlatformFeeChargeType"];
            /** @description Percentage rate charged as platform fee. */
            percentageRate?: string;
        };
        V1ModifierGroup: {
            /** @description Modifier group ID. */
            id?: string;
            /** @description Modifier group name. */
            name?: components["schemas"]["TranslatableString"];
            /** @description List of modifiers in this group. */
            modifiers?: components["schemas"]["V1ItemModifier"][];
        };
        /** @description Full contact details for an address */
        FullAddressContactDetails: {
            /** @description First name. */
            firstName?: string;
            /** @description Last name. */
            lastName?: string;
            /** @description Phone number. */
            phone?: string;
            /** @description Company name. */
            company?: string;
            /** @description Tax information (for Brazil only). If ID is provided, `vatId.type` must also be set, `UNSPECIFIED` is not allowed. */
            vatId?: components["schemas"]["VatId"];
        };
        SelectedCarrierServiceOption: {
            /** @description Unique identifier of selected option. For example, "usps_std_overnight". */
            code?: string;
            /** @description Title of the option, such as USPS Standard Overnight Delivery (in the requested locale). For example, "Standard" or "First-Class Package International". Read-only. */
            title?: string;
            /** @description Delivery logistics. Read-only. */
            logistics?: components["schemas"]["DeliveryLogistics"];
            /** @description Shipping costs. Read-only. */
            cost?: components["schemas"]["SelectedCarrierServiceOptionPrices"];
            /** @description Were we able to find the requested shipping option, or otherwise we fallback to the default one (the first) Read-only. */
            requestedShippingOption?: boolean;
            /**
             * @deprecated
             * @description Other charges
             */
            otherCharges?: components["schemas"]["SelectedCarrierServiceOptionOtherCharge"][];
            /** @description This carrier's unique ID */
            carrierId?: string;
            /** @description Delivery solution allocations to different delivery carriers and delivery regions */
            deliveryAllocations?: components["schemas"]["DeliveryAllocation"][];
            /** @description If the delivery solution is a partial and doesn't apply to all items. */
            partial?: boolean;
        };
        ShippingRegion: {
            /** @description Shipping region ID. Read-only. */
            id?: string;
            /** @description Shipping region name. */
            name?: string;
        };
        CarrierServiceOption: {
            /** @description Carrier ID. */
            carrierId?: string;
            /** @description Shipping options offered by this carrier for this request. */
            shippingOptions?: components["schemas"]["CarrierShippingOption"][];
        };
        Details: {
            applicationError?: components["schemas"]["ApplicationError"];
            validationError?: components["schemas"]["ValidationError"];
            systemError?: components["schemas"]["SystemError"];
            /**
             * @deprecated
             * @description deprecated in API's - to enable migration from rendering arbitrary tracing to rest response
             */
            tracing?: {
                [key: string]: string;
            };
        };
        CarrierErrors: {
            /** @description Carrier errors. */
            errors?: components["schemas"]["CarrierError"][];
        };
        ApplicationError: {
            /** @description Error code. */
            code?: string;
            /** @description Description of the error. */
            description?: string;
            /** @description Data related to the error. */
            data?: {
                [key: string]: unknown;
            };
        };
        GiftCardCalculationError: {
            /** @description Gift card code with most characters masked for security. */
            obfuscatedCode?: string;
            /** @description Error details. */
            error?: components["schemas"]["Details"];
            /** @description Full gift card code. Echoed from the request input for correlation. (Internal in the SDK.) */
            code?: string;
        };
        /** @description Coupon */
        Coupon: {
            /** @description Coupon ID. */
            id?: string;
            /** @description Coupon code. */
            code?: string;
            /** @description Coupon value. */
            amount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Coupon name. */
            name?: string;
            /**
             * @deprecated
             * @description Coupon type: We want it to be an enum and not a string but currently we have no time to do it so we leave it as is to be aligned with cart summary. (Internal in the SDK.)
             */
            couponType?: string;
        };
        MerchantDiscount: {
            /** @description Discount value. */
            amount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Discount Percentage. Will be calculated from items price before other discounts. */
            percentage?: number;
        };
        AppliedDiscountRule: {
            /** @description Discount rule ID */
            id?: string;
            /** @description Discount rule name */
            name?: components["schemas"]["DiscountRuleName"];
            /** @description Discount value. */
            amount?: components["schemas"]["MultiCurrencyPrice"];
        };
        /** @enum {string} */
        DiscountType: "GLOBAL" | "SPECIFIC_ITEMS" | "SHIPPING";
        LineItemDiscount: {
            /** @description ID of line item the discount applies to. */
            id?: string;
            /** @description Discount value. */
            totalDiscountAmount?: components["schemas"]["MultiCurrencyPrice"];
        };
        ItemCombination: {
            /** @description The number of times this exact combination of items (with the specified quantities) was applied together in the order. */
            count?: number;
            /** @description Line items that participated together in this combination. */
            lineItems?: components["schemas"]["ItemCombinationLineItem"][];
        };
        TaxCalculationDetails: {
            /** @description Reason the manual calculation was used. */
            manualRateReason?: components["schemas"]["ManualCalculationReason"];
            /** @description Details of the fallback rate calculation. */
            autoTaxFallbackDetails?: components["schemas"]["AutoTaxFallbackCalculationDetails"];
            /** @description Rate calculation type. */
            rateType?: components["schemas"]["RateType"];
        };
        /** @description The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. Tax breakdown is the tax amount split to the tax authorities that applied on the line item. */
        AggregatedTaxBreakdown: {
            /** @description The name of the tax against which this tax amount was calculated. */
            taxName?: string;
            /** @description The type of tax that was calculated. Depends on the company's nexus settings as well as the jurisdiction's tax laws. */
            taxType?: string;
            /** @description The name of the jurisdiction in which this tax detail applies. */
            jurisdiction?: string;
            /** @description The type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special). */
            jurisdictionTypeEnum?: components["schemas"]["JurisdictionType"];
            /** @description The rate at which this tax detail was calculated, e.g 0.1000 signifies 10% tax and 2.000 signifies 200% tax. (Decimal value) */
            rate?: string;
            /** @description The sum of all the tax from line items that calculated by the tax identifiers. */
            aggregatedTaxAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The sum of all the taxable amount from line items for tax identifiers. */
            aggregatedTaxableAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The aggregated exempt amount from all line items for tax identifiers. (Internal in the SDK.) */
            aggregatedExemptAmount?: components["schemas"]["MultiCurrencyPrice"];
        };
        Membership: {
            /** @description Membership ID. */
            id?: string;
            /** @description ID of the application providing this payment option. */
            appId?: string;
            /** @description The name of this membership. */
            name?: components["schemas"]["MembershipName"];
            /** @description Deprecated. Use `ExistingMembership.covered_line_items` to see which line items this membership covers. */
            lineItemIds?: string[];
            /** @description Membership's payment credits (balance information). */
            credits?: components["schemas"]["MembershipPaymentCredits"];
            /**
             * Format: date-time
             * @description Membership expiration date.
             */
            expirationDate?: Date;
            /**
             * @deprecated
             * @description Deprecated. Use `offering_description`.
             */
            additionalData?: {
                [key: string]: unknown;
            };
            /** @description Human-readable offering summary for display. Provider-supplied. (Internal in the SDK.) */
            offeringDescription?: string;
        };
        InvalidMembership: {
            /** @description Membership details. */
            membership?: components["schemas"]["Membership"];
            /** @description Reason why this membership is invalid and cannot be used. */
            reason?: string;
        };
        SelectedMemberships: {
            /** @description Selected memberships. */
            memberships?: components["schemas"]["SelectedMembership"][];
        };
        /** @enum {string} */
        AdditionalFeeSource: "UNKNOWN_ADDITIONAL_FEE_SOURCE" | "SERVICE_PLUGIN" | "ITEM" | "MANUAL" | "SHIPPING" | "PLATFORM";
        /** @enum {string} */
        Severity: "WARNING" | "ERROR";
        Target: {
            /** @description General (other) violation. */
            other?: components["schemas"]["Other"];
            /** @description Specific line item violation. */
            lineItem?: components["schemas"]["TargetLineItem"];
        };
        Charge: {
            /** @description The cycle number from which the charge starts. */
            cycleFrom?: number;
            /** @description The number of cycles for which the charge is applicable. */
            cycleCount?: number;
            /** @description Charge summary. */
            priceSummary?: components["schemas"]["PriceSummary"];
            /**
             * Format: date-time
             * @description The billing date from which the charge starts.
             */
            cycleBillingDate?: Date;
        };
        TaxRateBreakdown: {
            /** @description Name of tax against which the calculation was performed. */
            name?: string;
            /** @description Rate at which this tax detail was calculated. */
            rate?: string;
            /** @description Amount of tax for this tax detail. */
            tax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The type of tax that was calculated (Internal in the SDK.) */
            taxType?: string;
            /** @description The name of the jurisdiction in which this tax detail applies (Internal in the SDK.) */
            jurisdiction?: string;
            /** @description The type of the jurisdiction in which this tax detail applies(Country,State,County,City,Special). (Internal in the SDK.) */
            jurisdictionType?: string;
            /** @description The amount of this line item that was exempt from this authority. (Internal in the SDK.) */
            exemptAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description ids of the used exemptions from the TaxEstimate exemptions array. (Internal in the SDK.) */
            exemptionIds?: number[];
            /** @description The taxable amount of this tax detail (Internal in the SDK.) */
            taxableAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The Taxes/Fee component. True if the fee is applied. (Internal in the SDK.) */
            isFee?: boolean;
        };
        /** @description TaxBreakdown represents tax information for a line item. It holds the tax amount and the tax rate for each tax authority that apply on the line item. */
        TaxBreakdown: {
            /** @description The name of the jurisdiction to which this tax detail applies. For example, "New York" or "Quebec". */
            jurisdiction?: string;
            /** @description The amount of this line item price that was considered nontaxable. (Decimal value) */
            nonTaxableAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The rate at which this tax detail was calculated, e.g 0.1000 signifies 10% tax and 2.0000 signifies 200% tax. (Decimal value) */
            rate?: string;
            /** @description The amount of tax estimated for this line item. (Decimal value) */
            taxAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The taxable amount of this line item. */
            taxableAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description The type of tax that was calculated. Depends on the jurisdiction's tax laws. For example, "Sales Tax", "Income Tax", "Value Added Tax", etc. */
            taxType?: string;
            /** @description The name of the tax against which this tax amount was calculated. For example, "NY State Sales Tax", "Quebec GST", etc. This name should be explicit enough to allow the merchant to understand what tax was calculated. */
            taxName?: string;
            /** @description The type of the jurisdiction in which this tax detail applies. */
            jurisdictionType?: components["schemas"]["JurisdictionType"];
            /** @description The amount of this line item that was exempt from this authority. (Internal in the SDK.) */
            exemptAmount?: components["schemas"]["MultiCurrencyPrice"];
        };
        PlainTextValue: {
            /** @description Description line plain text value in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Description line plain text value translated into the buyer's language. */
            translated?: string;
        };
        Color: {
            /** @description Description line color name in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Description line color name translated into the buyer's language. */
            translated?: string;
            /** @description HEX or RGB color code for display. */
            code?: string;
        };
        DescriptionLineName: {
            /** @description Description line name in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Description line name translated into the buyer's language. */
            translated?: string;
        };
        /** @enum {string} */
        DescriptionLineType: "UNRECOGNISED" | "PLAIN_TEXT" | "COLOR";
        /** @enum {string} */
        ItemAvailabilityStatus: "AVAILABLE" | "NOT_FOUND" | "NOT_AVAILABLE" | "PARTIALLY_AVAILABLE";
        Dimensions: {
            /** @description Length. Measurement unit is handled at the system level (metric/imperial). */
            length?: string;
            /** @description Width. Measurement unit is handled at the system level (metric/imperial). */
            width?: string;
            /** @description Height. Measurement unit is handled at the system level (metric/imperial). */
            height?: string;
            /** @description Unit of measurement for dimensions (length, width, height). */
            unit?: components["schemas"]["DimensionsUnit"];
        };
        Group: {
            /** @description Coupon scope's group (e.g., product or collection in Wix Stores). See valid scope values. */
            name?: string;
            /** @description Item ID (when the coupon scope is limited to just one item). */
            entityId?: string;
        };
        /** @enum {string} */
        ItemTypePreset: "UNRECOGNISED" | "PHYSICAL" | "DIGITAL" | "GIFT_CARD" | "SERVICE";
        SubscriptionSettings: {
            /** @description Frequency of recurring payment. */
            frequency?: components["schemas"]["SubscriptionFrequency"];
            /** @description Interval of recurring payment. */
            interval?: number;
            /** @description Whether subscription is renewed automatically at the end of each period. */
            autoRenewal?: boolean;
            /** @description Number of billing cycles before subscription ends. Ignored if `autoRenewal` is `true`. */
            billingCycles?: number;
            /** @description Whether to allow the customer to cancel the subscription.. */
            enableCustomerCancellation?: boolean;
            /** @description Period until first cycle starts. If applied payNow will be 0 If None => no free trial */
            freeTrialPeriod?: components["schemas"]["FreeTrialPeriod"];
            /**
             * Format: date-time
             * @description The date the subscription will start. The subscription will be charged either now or according to freeTrialDays. (Internal in the SDK.)
             */
            startDate?: Date;
            /** @description Billing configuration for recurring charges. (Internal in the SDK.) */
            billingSettings?: components["schemas"]["BillingSettings"];
            /** @description Whether the product/service/subscription access period is aligned with the billing period. (Internal in the SDK.) */
            productPeriodAlignment?: components["schemas"]["ProductPeriodAlignment"];
        };
        Title: {
            /** @description Subscription option name in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Subscription option name translated into the buyer's language. */
            translated?: string;
        };
        Description: {
            /** @description Subscription option description. */
            original?: string;
            /** @description Translated subscription option description. */
            translated?: string;
        };
        /** @enum {string} */
        FileType: "UNSPECIFIED" | "SECURE_PICTURE" | "SECURE_VIDEO" | "SECURE_DOCUMENT" | "SECURE_MUSIC" | "SECURE_ARCHIVE" | "SECURE_RAW";
        PaymentOption: {
            /** @description Type of selected payment option for current item. */
            value?: components["schemas"]["PaymentOptionType"];
        };
        /** @enum {string} */
        TaxableAddressType: "BUSINESS" | "BILLING" | "SHIPPING";
        TranslatableString: {
            /** @description String in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description String translated into the buyer's language. */
            translated?: string;
        };
        ItemModifier: {
            /** @description Modifier ID. */
            id?: string;
            /** @description The quantity of this modifier. */
            quantity?: number;
            /** @description Primary display label for the modifier. */
            label?: components["schemas"]["TranslatableString"];
            /** @description Additional details. */
            details?: components["schemas"]["TranslatableString"];
            /** @description The price of the modifier. */
            price?: components["schemas"]["MultiCurrencyPrice"];
        };
        /** @enum {string} */
        PlatformFeeChargeType: "PASS_ON" | "ABSORBED";
        V1ItemModifier: {
            /** @description Modifier ID. */
            id?: string;
            /** @description The quantity of this modifier. */
            quantity?: number;
            /** @description Primary display label for the modifier. */
            label?: components["schemas"]["TranslatableString"];
            /** @description Additional details. */
            details?: components["schemas"]["TranslatableString"];
            /** @description The price of the modifier. */
            price?: string;
        };
        VatId: {
            /** @description Customer's tax ID. */
            id?: string;
            /** @description Tax type. */
            type?: components["schemas"]["VatType"];
        };
        DeliveryLogistics: {
            /** @description Expected delivery time, in free text. For example, "3-5 business days". */
            deliveryTime?: string;
            /** @description Instructions for caller, e.g for pickup: "Please deliver during opening hours, and please don't park in disabled parking spot". */
            instructions?: string;
            /** @description Pickup details. */
            pickupDetails?: components["schemas"]["PickupDetails"];
            /** @description Expected delivery time slot (from and to time stamps representation) (Internal in the SDK.) */
            deliveryTimeSlot?: components["schemas"]["DeliveryTimeSlot"];
        };
        SelectedCarrierServiceOptionPrices: {
            /** @description Total shipping price, after discount and after tax. */
            totalPriceAfterTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Total price of shipping after discounts (when relevant), and before tax. */
            totalPriceBeforeTax?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Tax details. */
            taxDetails?: components["schemas"]["ItemTaxFullDetails"];
            /** @description Shipping discount before tax. */
            totalDiscount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Shipping price before discount and before tax. */
            price?: components["schemas"]["MultiCurrencyPrice"];
        };
        SelectedCarrierServiceOptionOtherCharge: {
            /** @description Type of additional cost. */
            type?: components["schemas"]["ChargeType"];
            /** @description Details of the charge, such as 'Full Coverage Insurance of up to 80% of value of shipment'. */
            details?: string;
            /** @description Price of added charge. */
            cost?: components["schemas"]["SelectedCarrierServiceOptionPrices"];
        };
        DeliveryAllocation: {
            /** @description The delivery option's carrier details, could be multiple if the delivery option is a combination of multiple carriers */
            deliveryCarrier?: components["schemas"]["Carrier"];
            /** @description The delivery region that are relevant for this delivery solution. */
            deliveryRegion?: components["schemas"]["Region"];
            /** @description Populated if the delivery solution is a partially supplied by this carrier. */
            applicableLineItems?: components["schemas"]["ApplicableLineItems"];
        };
        CarrierShippingOption: {
            /** @description Unique code of provided shipping option like "usps_std_overnight". For legacy calculators this would be the UUID of the option. */
            code?: string;
            /** @description Title of the option, such as USPS Standard Overnight Delivery (in the requested locale). For example, "Standard" or "First-Class Package International". */
            title?: string;
            /** @description Delivery logistics. */
            logistics?: components["schemas"]["DeliveryLogistics"];
            /** @description Sipping price information. */
            cost?: components["schemas"]["ShippingPrice"];
            /** @description Delivery solution allocations to different delivery carriers and delivery regions */
            deliveryAllocations?: components["schemas"]["DeliveryAllocation"][];
            /** @description If the delivery solution is a partial and doesn't apply to all items. */
            partial?: boolean;
        };
        /** @description example result: { "fieldViolations": [ { "field": "fieldA", "description": "invalid music note. supported notes: [do,re,mi,fa,sol,la,ti]", "violatedRule": "OTHER", "ruleName": "INVALID_NOTE", "data": { "value": "FI" } }, { "field": "fieldB", "description": "field value out of range. */
        ValidationError: {
            fieldViolations?: components["schemas"]["FieldViolation"][];
        };
        SystemError: {
            /** @description Error code. */
            errorCode?: string;
        };
        CarrierError: {
            /** @description Carrier ID. */
            carrierId?: string;
            /** @description Error details. */
            error?: components["schemas"]["Details"];
        };
        DiscountRuleName: {
            /** @description Original discount rule name (in site's default language). */
            original?: string;
            /** @description Translated discount rule name according to buyer language. Defaults to `original` when not provided. */
            translated?: string;
        };
        ItemCombinationLineItem: {
            /** @description The unique ID of the line item to which this discount applies. */
            lineItemId?: string;
            /** @description Total discount amount for all units (quantity) of this line item in this combination. */
            discountAmount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Number of units from this line item that participated in a single combination. */
            quantity?: number;
        };
        /** @enum {string} */
        ManualCalculationReason: "GLOBAL_SETTING_TO_MANUAL" | "REGION_SETTING_TO_MANUAL";
        AutoTaxFallbackCalculationDetails: {
            /** @description reason for fallback */
            fallbackReason?: components["schemas"]["FallbackReason"];
            /** @description invalid request (i.e. address), timeout, internal error, license error, and others will be encoded here */
            error?: components["schemas"]["ApplicationError"];
        };
        /** @enum {string} */
        RateType: "NO_TAX_COLLECTED" | "MANUAL_RATE" | "AUTO_RATE" | "FALLBACK_RATE";
        /**
         * @description JurisdictionType represents the type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special).
         * @enum {string}
         */
        JurisdictionType: "UNDEFINED" | "COUNTRY" | "STATE" | "COUNTY" | "CITY" | "SPECIAL";
        MembershipName: {
            /** @description Membership name. */
            original?: string;
            /** @description Translated membership name. Defaults to `original` when not provided. */
            translated?: string;
        };
        MembershipPaymentCredits: {
            /** @description Membership's initial value. */
            total?: number;
            /** @description Membership's remaining value. */
            remaining?: number;
            /**
             * @deprecated
             * @description Deprecated. The new flow no longer exposes a per-item redemption cost on a membership's credits; what a membership can pay for is conveyed by `ExistingMembership.covered_line_items` (per-item redemption cost). (Internal in the SDK.)
             */
            redemptionCost?: number;
            /** @description Membership's balance type. (Internal in the SDK.) */
            balanceType?: components["schemas"]["BalanceType"];
        };
        SelectedMembership: {
            /** @description Membership ID. */
            id?: string;
            /** @description ID of the app providing this payment option. */
            appId?: string;
            /** @description IDs of the line items this membership applies to. */
            lineItemIds?: string[];
        };
        /** @description General (other) violation. */
        Other: {
            /** @description Location on a checkout or a cart page where a general (other) violation will be displayed. */
            name?: components["schemas"]["NameInOther"];
        };
        /** @description Specific line item violation. */
        TargetLineItem: {
            /** @description Location on a checkout or a cart page where the specific line item violation will be displayed. */
            name?: components["schemas"]["NameInLineItem"];
            /** @description ID of the line item containing the violation. */
            id?: string;
            /** @description Suggested fix for resolving the line item violation. (Internal in the SDK.) */
            suggestedFix?: components["schemas"]["SuggestedFix"];
        };
        /** @enum {string} */
        DimensionsUnit: "UNKNOWN_DIMENSIONS_UNIT" | "MM" | "CM" | "M" | "IN" | "FT" | "YD";
        /**
         * @description Frequency unit of recurring payment
         * @enum {string}
         */
        SubscriptionFrequency: "UNDEFINED" | "DAY" | "WEEK" | "MONTH" | "YEAR";
        FreeTrialPeriod: {
            /** @description Frequency of period. Values: DAY, WEEK, MONTH, YEAR */
            frequency?: components["schemas"]["SubscriptionFrequency"];
            /** @description Number of frequency units in the free trial period. For example, frequency `MONTH` with interval `3` means a 3-month free trial. */
            interval?: number;
        };
        BillingSettings: {
            /** @description Day of month (1-28) to anchor recurring billing to. When set, billing recurs on this day each cycle. Does not apply to weekly subscriptions. */
            anchorDay?: number;
        };
        /** @enum {string} */
        ProductPeriodAlignment: "ALIGNED_WITH_BILLING_PERIOD" | "NOT_ALIGNED_WITH_BILLING_PERIOD";
        /**
         * @description tax info types
         * @enum {string}
         */
        VatType: "UNSPECIFIED" | "CPF" | "CNPJ";
        PickupDetails: {
            /** @description Pickup address. */
            address?: components["schemas"]["Address"];
            /**
             * @deprecated
             * @description Whether the pickup address is that of a business - this may effect tax calculation.
             */
            businessLocation?: boolean;
            /** @description Pickup method */
            pickupMethod?: components["schemas"]["PickupMethod"];
        };
        DeliveryTimeSlot: {
            /**
             * Format: date-time
             * @description starting time of the delivery time slot
             */
            from?: Date;
            /**
             * Format: date-time
             * @description ending time of the delivery time slot
             */
            to?: Date;
        };
        /** @enum {string} */
        ChargeType: "HANDLING_FEE" | "INSURANCE";
        Carrier: {
            /** @description The carrier app id */
            appId?: string;
            /** @description Unique code that acts as an ID for a shipping rate. For example, `"usps_std_overnight"`. */
            code?: string;
        };
        Region: {
            /** @description The delivery region id. */
            id?: string;
            /** @description The delivery region name. */
            name?: string;
        };
        ApplicableLineItems: {
            /** @description Line items that the delivery solution is for. */
            lineItemIds?: string[];
        };
        ShippingPrice: {
            /** @description Shipping price. */
            price?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Other costs such as insurance, handling & packaging for fragile items, etc. */
            otherCharges?: components["schemas"]["OtherCharge"][];
        };
        FieldViolation: {
            field?: string;
            description?: string;
            violatedRule?: components["schemas"]["RuleType"];
            /** @description applicable when violated_rule=OTHER */
            ruleName?: string;
            data?: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        FallbackReason: "AUTO_TAX_FAILED" | "AUTO_TAX_DEACTIVATED";
        /** @enum {string} */
        BalanceType: "PUNCH_CARD" | "CREDIT";
        /**
         * @description Available locations on the webpage
         * @enum {string}
         */
        NameInOther: "OTHER_DEFAULT";
        /**
         * @description Available locations on the line item
         * @enum {string}
         */
        NameInLineItem: "LINE_ITEM_DEFAULT";
        /** @enum {string} */
        SuggestedFix: "UNKNOWN_SUGGESTED_FIX" | "REMOVE_LINE_ITEM";
        /** @enum {string} */
        PickupMethod: "STORE_PICKUP" | "PICKUP_POINT";
        OtherCharge: {
            /** @description Type of additional cost. */
            type?: components["schemas"]["ChargeType"];
            /** @description Price of added cost. */
            price?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Description of the additional charge. For example, `"Handling fee of $5 applied for gift wrapping"`. */
            details?: string;
        };
        /** @enum {string} */
        RuleType: "VALIDATION" | "OTHER" | "MAX" | "MIN" | "MAX_LENGTH" | "MIN_LENGTH" | "MAX_SIZE" | "MIN_SIZE" | "FORMAT" | "DECIMAL_LTE" | "DECIMAL_GTE" | "DECIMAL_LT" | "DECIMAL_GT" | "DECIMAL_MAX_SCALE" | "INVALID_ENUM_VALUE" | "REQUIRED_FIELD" | "FIELD_NOT_ALLOWED" | "ONE_OF_ALIGNMENT" | "EXACT_LENGTH" | "EXACT_SIZE" | "REQUIRED_ONE_OF_FIELD";
        CreateCheckoutResponse: {
            /** @description Newly created checkout. */
            checkout: components["schemas"]["Checkout"];
        };
        GetCheckoutResponse: {
            /** @description Retrieved checkout. */
            checkout: components["schemas"]["Checkout"];
        };
        UpdateCheckoutRequest: {
            /** @description Checkout information. */
            checkout: components["schemas"]["Checkout"];
            /** @description Coupon code. */
            couponCode?: string;
            /** @description Gift card code. */
            giftCardCode?: string;
            /** @description `overrideCheckoutUrl` allows the flexibility to redirect customers to a customized checkout page. */
            overrideCheckoutUrl?: string;
            /** @description Catalog line items. */
            lineItems?: components["schemas"]["LineItem"][];
            /** @description Custom line items. Custom line items don't trigger the Catalog service plugin. */
            customLineItems?: components["schemas"]["CustomLineItem"][];
            /** @description Amount to redeem from the gift card referenced in `gift_card_code`. */
            giftCardRedeemAmount?: string;
        };
        UpdateCheckoutResponse: {
            /** @description Updated checkout. */
            checkout: components["schemas"]["Checkout"];
        };
        GetCheckoutByCartIdResponse: {
            /** @description Retrieved checkout. */
            checkout?: components["schemas"]["Checkout"];
        };
        GetWixCheckoutURLResponse: {
            /** @description Checkout URL. */
            checkoutUrl?: string;
        };
        GetCheckoutURLResponse: {
            /** @description Checkout URL. */
            checkoutUrl?: string;
        };
        RemoveCouponResponse: {
            /** @description Updated checkout after removal of coupon. */
            checkout?: components["schemas"]["Checkout"];
        };
        RemoveGiftCardResponse: {
            /** @description Updated checkout after removal of gift card. */
            checkout?: components["schemas"]["Checkout"];
        };
        RemoveOverrideCheckoutUrlResponse: {
            /** @description Updated checkout after removal of override checkout url. */
            checkout?: components["schemas"]["Checkout"];
        };
        AddToCheckoutRequest: {
            /** @description Catalog line items. */
            lineItems?: components["schemas"]["LineItem"][];
            /** @description Custom line items. Custom line items don't trigger the Catalog service plugin. */
            customLineItems?: components["schemas"]["CustomLineItem"][];
        };
        AddToCheckoutResponse: {
            /** @description Updated checkout. */
            checkout?: components["schemas"]["Checkout"];
        };
        RemoveLineItemsRequest: {
            /** @description IDs of the line items to remove from the checkout. */
            lineItemIds: string[];
        };
        RemoveLineItemsResponse: {
            /** @description Updated checkout after removal of line items. */
            checkout?: components["schemas"]["Checkout"];
        };
        CreateOrderFromCheckoutRequest: {
            /** @description Whether the payment method should be saved on the order. */
            savePaymentMethod?: boolean;
            /** @description Whether to authorize the payment and delay the capture. */
            delayCapture?: boolean;
            /** @description Whether the order is being placed from within a native mobile app (iOS or Android) where the buyer paid via the platform's in-app purchase system. (Internal in the SDK.) */
            inAppPurchase?: boolean;
        };
        CreateOrderFromCheckoutResponse: {
            /** @description ID of newly created order. */
            orderId?: string;
            /** @description ID of newly created subscription. Learn more about your site's Subscriptions. */
            subscriptionId?: string;
            /** @description Payment gateway order ID. */
            paymentGatewayOrderId?: string;
        };
        CreateOrderAndChargeRequest: {
            /** @description Payment token. */
            paymentToken?: string;
            /** @description Whether the payment method should be saved on the order. */
            savePaymentMethod?: boolean;
            /** @description Whether to authorize the payment and delay the capture. */
            delayCapture?: boolean;
            /** @description Whether the order is being placed from within a native mobile app (iOS or Android) where the buyer paid via the platform's in-app purchase system. (Internal in the SDK.) */
            inAppPurchase?: boolean;
        };
        CreateOrderAndChargeResponse: {
            /** @description ID of newly created order. */
            orderId?: string;
            /** @description ID of newly created subscription. */
            subscriptionId?: string;
            /** @description Payment response token. */
            paymentResponseToken?: string;
            /** @description The payment gateway is cashier. payment_gateway_order_id will be returned given that money was charged. */
            paymentGatewayOrderId?: string;
            /** @description Whether an order was successfully created from this checkout and the payment transaction was completed Read-only. (Internal in the SDK.) */
            checkoutCompleted?: boolean;
        };
        RawHttpResponse: {
            body?: string;
            statusCode?: number;
            headers?: components["schemas"]["HeadersEntry"][];
        };
        HeadersEntry: {
            key?: string;
            value?: string;
        };
        MarkCheckoutAsCompletedRequest: {
            /** @description Order ID. (Internal in the SDK.) */
            orderId?: string;
        };
        /** @description Empty: the call returns no fields. */
        MarkCheckoutAsCompletedResponse: Record<string, never>;
        UpdateLineItemsQuantityRequest: {
            /** @description Line item info to update. */
            lineItems: components["schemas"]["LineItemQuantityUpdate"][];
        };
        LineItemQuantityUpdate: {
            /** @description ID of the line item to update. */
            id?: string;
            /** @description New total amount of the line item, not the amount to add to the current `quantity`. */
            quantity?: number;
        };
        UpdateLineItemsQuantityResponse: {
            /** @description Updated checkout. */
            checkout?: components["schemas"]["Checkout"];
        };
        GetOrderResponse: {
            /** @description The requested order. */
            order: components["schemas"]["Order"];
        };
        /** @description An order represents a completed purchase from a buyer. Orders are created through the checkout flow or manually via the Create Order endpoint. */
        Order: {
            /** @description Order ID. Read-only. */
            id?: string;
            /** @description Order number displayed in the site owner's dashboard. Read-only. */
            number?: string;
            /**
             * Format: date-time
             * @description Date and time the order was created in ISO-8601 format. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the order was last updated in ISO-8601 format. Read-only.
             */
            updatedDate?: Date;
            /** @description Order line items. Read-only. */
            lineItems?: components["schemas"]["OrderLineItem"][];
            /** @description Buyer information. */
            buyerInfo?: components["schemas"]["OrderBuyerInfo"];
            /** @description Order payment status. */
            paymentStatus?: components["schemas"]["PaymentStatusEnumPaymentStatus"];
            /** @description Order fulfillment status. Read-only. */
            fulfillmentStatus?: components["schemas"]["FulfillmentStatus"];
            /** @description Language for communication with the buyer. Defaults to the site language. For a site that supports multiple languages, this is the language the buyer selected. */
            buyerLanguage?: string;
            /** @description Weight measurement unit - defaults to site's weight unit. */
            weightUnit?: components["schemas"]["WeightUnit"];
            /** @description Currency used for the pricing of this order in ISO-4217 format. */
            currency?: string;
            /** @description Currency conversion details. For use with multi-currency sites. */
            currencyConversionDetails?: components["schemas"]["CurrencyConversionDetails"];
            /** @description Whether tax is included in line item prices. */
            taxIncludedInPrices?: boolean;
            /** @description Site language in which original values are shown. Read-only. */
            siteLanguage?: string;
            /** @description Order price summary. Read-only. */
            priceSummary?: components["schemas"]["OrderPriceSummary"];
            /** @description Billing address and contact details. */
            billingInfo?: components["schemas"]["OrderAddressWithContact"];
            /** @description Shipping info and selected shipping option details. */
            shippingInfo?: components["schemas"]["V1ShippingInformation"];
            /** @description Buyer note left by the customer. */
            buyerNote?: string;
            /** @description Order status. */
            status?: components["schemas"]["OrderStatus"];
            /** @description Whether the order is archived. Archived orders are hidden from the main orders view in the dashboard, but remain retrievable through the API. */
            archived?: boolean;
            /**
             * @deprecated
             * @description Tax summary. Deprecated. Use `taxInfo` instead. This field will be removed on September 30, 2024.
             */
            taxSummary?: components["schemas"]["OrderTaxSummary"];
            /** @description Tax information. */
            taxInfo?: components["schemas"]["OrderTaxInfo"];
            /** @description Applied discounts. */
            appliedDiscounts?: components["schemas"]["OrderAppliedDiscount"][];
            /** @description Order activities. Read-only. */
            activities?: components["schemas"]["Activity"][];
            /** @description Order attribution source. */
            attributionSource?: components["schemas"]["AttributionSource"];
            /** @description ID of the order's initiator. Read-only. */
            createdBy?: components["schemas"]["CreatedBy"];
            /** @description Information about the sales channel that submitted this order. */
            channelInfo?: components["schemas"]["ChannelInfo"];
            /** @description Whether a human has seen the order. Set when an order is clicked on in the dashboard. */
            seenByAHuman?: boolean;
            /** @description Checkout ID. */
            checkoutId?: string;
            /** @description Custom fields. */
            customFields?: components["schemas"]["CustomField"][];
            /** @description Cart ID - required by TYP OOI for legacy orders. (Internal in the SDK.) */
            cartId?: string;
            /** @description Private API flag that allows using read-only "id" during order creation. (Internal in the SDK.) */
            isInternalOrderCreate?: boolean;
            /**
             * @deprecated
             * @description Pay now price summary. Part of `priceSummary` that must be paid at checkout. Deprecated. Use `deposit` instead. This field will be removed on March 09, 2026. Read-only. (Internal in the SDK.)
             */
            payNow?: components["schemas"]["OrderPriceSummary"];
            /** @description Balance summary. Read-only. */
            balanceSummary?: components["schemas"]["BalanceSummary"];
            /** @description Additional fees applied to the order. */
            additionalFees?: components["schemas"]["OrderAdditionalFee"][];
            /** @description Custom string status values aggregated from every fulfillment entity associated with the current order. Read-only. (Internal in the SDK.) */
            fulfillmentStatusesAggregate?: components["schemas"]["FulfillmentStatusesAggregate"];
            /** @description Custom field data for the order object. */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Persistent ID that correlates between the various eCommerce elements: cart, checkout, and order. */
            purchaseFlowId?: string;
            /** @description Final recipient's address and contact details. */
            recipientInfo?: components["schemas"]["OrderAddressWithContact"];
            /** @description Order tags. */
            tags?: components["schemas"]["Tags"];
            /**
             * Format: date-time
             * @description Date and time the order was originally purchased in ISO-8601 format. Used for migration from external systems.
             */
            purchasedDate?: Date;
            /** @description Order location. */
            businessLocation?: components["schemas"]["Location"];
            /** @description Pay after free trial price summary. Price summary that should be paid for subscriptions after free trial period. Read-only. */
            payAfterFreeTrial?: components["schemas"]["OrderPriceSummary"];
            /** @description Deposit price summary. Part of `priceSummary` that must be paid at checkout. Read-only. (Internal in the SDK.) */
            deposit?: components["schemas"]["OrderPriceSummary"];
            /** @description Order-level settings and allowed actions. Read-only. (Internal in the SDK.) */
            settings?: components["schemas"]["OrderSettings"];
            /** @description Forms associated with the Order's line items. Read-only. (Internal in the SDK.) */
            forms?: components["schemas"]["FormInfo"][];
            /** @description Summary of platform fees for this order, including totals by charge type and a breakdown of individual fees. */
            platformFeeSummary?: components["schemas"]["PlatformFeeSummary"];
            /** @description Whether the order was imported from an external system using the Order Import API. Read-only. */
            imported?: boolean;
            /** @description Whether this order is a test order, not a real purchase. Read-only. (Internal in the SDK.) */
            demo?: boolean;
        };
        OrderLineItem: {
            /** @description Line item ID. */
            id?: string;
            /** @description Item name. */
            productName?: components["schemas"]["ProductName"];
            /** @description References to the line item's origin catalog. Empty for custom line items. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Line item quantity. */
            quantity?: number;
            /** @description Total discount for this line item's entire quantity. Read-only. */
            totalDiscount?: components["schemas"]["Price"];
            /** @description Line item description lines. Used for display purposes for the cart, checkout and order. */
            descriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Line item image. */
            image?: components["schemas"]["Image"];
            /** @description Physical properties of the item. When relevant, contains information such as SKU and item weight. */
            physicalProperties?: components["schemas"]["PhysicalProperties"];
            /** @description Item type. Either a preset type or custom. */
            itemType?: components["schemas"]["ItemType"];
            /** @description Fulfiller ID. Field is empty when the line item is self-fulfilled. To get fulfillment information, pass the order ID to List Fulfillments For Single Order. */
            fulfillerId?: string;
            /** @description Number of items that were refunded. */
            refundQuantity?: number;
            /** @description Number of items restocked. */
            restockQuantity?: number;
            /** @description Per-location restock breakdown. Read-only. (Internal in the SDK.) */
            restockLocations?: components["schemas"]["RestockLocation"][];
            /** @description Line item price after line item discounts for display purposes. */
            price?: components["schemas"]["Price"];
            /** @description Line item price before line item discounts for display purposes. Defaults to `price` when not provided. Read-only. */
            priceBeforeDiscounts?: components["schemas"]["Price"];
            /** @description Line item price per unit before line item discounts and before tax. Read-only. (Internal in the SDK.) */
            priceBeforeDiscountsAndTax?: components["schemas"]["Price"];
            /** @description Total price after discounts, and before tax. Read-only. */
            totalPriceBeforeTax?: components["schemas"]["Price"];
            /** @description Total price after all discounts and tax. Read-only. */
            totalPriceAfterTax?: components["schemas"]["Price"];
            /** @description Type of selected payment option for current item. */
            paymentOption?: components["schemas"]["PaymentOptionType"];
            /**
             * @deprecated
             * @description Deprecated. Use `taxInfo` instead. This field will be removed on September 30, 2024. Tax details for this line item.
             */
            taxDetails?: components["schemas"]["OrderItemTaxFullDetails"];
            /** @description Represents all the relevant tax details for a specific line item. */
            taxInfo?: components["schemas"]["LineItemTaxInfo"];
            /** @description Digital file identifier, relevant only for items with type DIGITAL. */
            digitalFile?: components["schemas"]["DigitalFile"];
            /** @description Subscription info. */
            subscriptionInfo?: components["schemas"]["SubscriptionInfo"];
            /** @description Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". */
            priceDescription?: components["schemas"]["PriceDescription"];
            /** @description Item's price amount to be charged during checkout. Relevant for items with a `paymentOption` value of `"DEPOSIT_ONLINE"`. Read-only. */
            depositAmount?: components["schemas"]["Price"];
            /** @description The item's delivery profile ID. (Internal in the SDK.) */
            deliveryProfileId?: string;
            /** @description Internal in the SDK. */
            shippingGroupId?: string;
            /** @description Line item locations. */
            locations?: components["schemas"]["LocationAndQuantity"][];
            /** @description Total price **after** catalog discounts and line item discounts. */
            lineItemPrice?: components["schemas"]["Price"];
            /** @description Whether the line item is a custom line item. Custom line items don't trigger the Catalog service plugin. Read-only. (Internal in the SDK.) */
            customLineItem?: boolean;
            /** @description In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. + For example, for Wix Bookings, `catalogReference.catalogItemId` is the booking ID. Therefore this value is set to the service ID. Read-only. (Internal in the SDK.) */
            rootCatalogItemId?: string;
            /** @description Address used for tax calculation. */
            taxableAddress?: components["schemas"]["TaxableAddress"];
            /** @description ID of the app managing the inventory. (Internal in the SDK.) */
            inventoryAppId?: string;
            /** @description Whether the price is not yet defined, and will be updated after the order is created. */
            priceUndetermined?: boolean;
            /** @description Whether the line item quantity is fixed and cannot be changed. */
            fixedQuantity?: boolean;
            /** @description Decimal-quantity metadata. Set when the line represents a non-integer purchase (e.g. 2.75 m² of fake grass). */
            decimalQuantity?: components["schemas"]["DecimalQuantity"];
            /** @description Custom extended fields for the line item object. */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Modifier groups that were added to the item. Read-only. */
            modifierGroups?: components["schemas"]["OrderModifierGroup"][];
            /** @description Line item ID in external systems. (Internal in the SDK.) */
            externalLineItemId?: string;
            /** @description Service properties. When relevant, this contains information such as the date and number of participants. Read-only. (Internal in the SDK.) */
            serviceProperties?: components["schemas"]["ServiceProperties"];
        };
        /** @description Buyer information. */
        OrderBuyerInfo: {
            /** @description Visitor ID. Returned when the buyer isn't a logged-in site member. */
            visitorId?: string;
            /** @description Member ID. Returned when the buyer is a logged-in site member. */
            memberId?: string;
            /** @description Contact ID. Automatically created if one doesn't exist. For more information, see Contacts API. */
            contactId?: string;
            /** @description Buyer's email address. */
            email?: string;
        };
        /** @enum {string} */
        PaymentStatusEnumPaymentStatus: "UNSPECIFIED" | "NOT_PAID" | "PAID" | "PARTIALLY_REFUNDED" | "FULLY_REFUNDED" | "PENDING" | "PARTIALLY_PAID" | "PENDING_MERCHANT" | "CANCELED" | "DECLINED";
        /**
         * @description Order fulfillment status. CANCELED is named by the source documents (orders whose fulfillment was canceled); the current SDK lists the other three.
         * @enum {string}
         */
        FulfillmentStatus: "NOT_FULFILLED" | "FULFILLED" | "PARTIALLY_FULFILLED" | "CANCELED";
        CurrencyConversionDetails: {
            /** @description Currency used for the pricing of this order, in ISO-4217 format. Read-only. */
            originalCurrency?: string;
            /** @description The rate used for converting the original currency to the currency used for payment. Read-only. */
            conversionRate?: string;
        };
        OrderPriceSummary: {
            /** @description Subtotal of all line items, before discounts and before tax. */
            subtotal?: components["schemas"]["Price"];
            /** @description Total shipping price, before discounts and before tax. */
            shipping?: components["schemas"]["Price"];
            /** @description Total tax applied to the order. */
            tax?: components["schemas"]["Price"];
            /** @description Total discount amount applied to the order. */
            discount?: components["schemas"]["Price"];
            /**
             * @deprecated
             * @description Deprecated - use `total` instead. (Internal in the SDK.)
             */
            totalPrice?: components["schemas"]["Price"];
            /** @description Order's total price after discounts and tax. */
            total?: components["schemas"]["Price"];
            /**
             * @deprecated
             * @description Order's total price including gift card. (Internal in the SDK.)
             */
            totalWithGiftCard?: components["schemas"]["Price"];
            /**
             * @deprecated
             * @description Order's total price after without gift card. (Internal in the SDK.)
             */
            totalWithoutGiftCard?: components["schemas"]["Price"];
            /** @description Total additional fees before tax. */
            totalAdditionalFees?: components["schemas"]["Price"];
        };
        /** @description Billing Info and shipping details */
        OrderAddressWithContact: {
            /** @description Address. */
            address?: components["schemas"]["Address"];
            /** @description Contact details. */
            contactDetails?: components["schemas"]["FullAddressContactDetails"];
        };
        V1ShippingInformation: {
            /** @description App Def Id of external provider which was a source of shipping info */
            carrierId?: string;
            /** @description Unique code (or ID) of selected shipping option. For example, `"usps_std_overnight"`. */
            code?: string;
            /** @description Shipping option title. For example, `"USPS Standard Overnight Delivery"`, `"Standard"` or `"First-Class Package International"`. */
            title?: string;
            /** @description Shipping logistics. */
            logistics?: components["schemas"]["OrderDeliveryLogistics"];
            /** @description Shipping costs. */
            cost?: components["schemas"]["OrderShippingPrice"];
            /** @description Shipping region. */
            region?: components["schemas"]["OrderShippingRegion"];
        };
        /** @enum {string} */
        OrderStatus: "INITIALIZED" | "APPROVED" | "CANCELED" | "PENDING" | "REJECTED";
        OrderTaxSummary: {
            /** @description Total tax. Read-only. */
            totalTax?: components["schemas"]["Price"];
            /** @description manual tax rate Read-only. (Internal in the SDK.) */
            manualTaxRate?: string;
        };
        OrderTaxInfo: {
            /** @description Calculated tax, added from line items. */
            totalTax?: components["schemas"]["Price"];
            /** @description The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. */
            taxBreakdown?: components["schemas"]["OrderTaxBreakdown"][];
            /** @description Manual tax rate Read-only. (Internal in the SDK.) */
            manualTaxRate?: string;
            /** @description Whether the order is exempt from tax calculations. Read-only. */
            taxExempt?: boolean;
            /** @description The total amount that was exempt from tax calculations. Read-only. (Internal in the SDK.) */
            totalExempt?: components["schemas"]["Price"];
        };
        OrderAppliedDiscount: {
            /** @description Coupon applied by the customer. */
            coupon?: components["schemas"]["OrderCoupon"];
            /** @description Discount applied manually by the merchant. */
            merchantDiscount?: components["schemas"]["OrderMerchantDiscount"];
            /** @description Automatic discount applied by the system based on configured discount rules. */
            discountRule?: components["schemas"]["OrderAppliedDiscountRule"];
            discountType?: components["schemas"]["DiscountType"];
            /**
             * @deprecated
             * @description __Deprecated.__ Use `lineItemDiscounts` instead.
             */
            lineItemIds?: string[];
            /** @description Discount ID. */
            id?: string;
            /** @description Line items the discount applies to, including the discount amount for each. */
            lineItemDiscounts?: components["schemas"]["OrderLineItemDiscount"][];
            /** @description Number of subscription billing cycles the discount applies to. If None and discount is linked to subscription line item, it applies to all cycles. (Internal in the SDK.) */
            subscriptionCycles?: number;
            /** @description A list of item combinations for this applied discount. Each entry represents a unique combination of line items that triggered or received this discount, along with how many times that combination was applied together. Relevant ONLY for BXGY and Quantity-based promotions. (Internal in the SDK.) */
            itemCombinations?: components["schemas"]["OrderItemCombination"][];
        };
        Activity: {
            /** @description Custom activity details. Not currently supported. (Internal in the SDK.) */
            customActivity?: components["schemas"]["CustomActivity"];
            /** @description Merchant comment details (optional). `activity.type` must be `MERCHANT_COMMENT`. */
            merchantComment?: components["schemas"]["MerchantComment"];
            /** @description Additional info about order refunded activity (optional). `activity.type` must be `ORDER_REFUNDED`. */
            orderRefunded?: components["schemas"]["OrderRefunded"];
            /** @description Details of the original order for this exchange order. `activity.type` must be `ORDER_CREATED_FROM_EXCHANGE`. (Internal in the SDK.) */
            orderCreatedFromExchange?: components["schemas"]["OrderCreatedFromExchange"];
            /** @description Details of an order that was created as a result of an exchange of items in this order. `activity.type` must be `NEW_EXCHANGE_ORDER_CREATED`. (Internal in the SDK.) */
            newExchangeOrderCreated?: components["schemas"]["NewExchangeOrderCreated"];
            /** @description Details of changes made by the Draft Orders API. */
            draftOrderChangesApplied?: components["schemas"]["DraftOrderChangesApplied"];
            /** @description Details of the payment method saved for the order. */
            savedPaymentMethod?: components["schemas"]["SavedPaymentMethod"];
            /** @description Details of an authorized payment created. */
            authorizedPaymentCreated?: components["schemas"]["AuthorizedPaymentCreated"];
            /** @description Details of an authorized payment captured. */
            authorizedPaymentCaptured?: components["schemas"]["AuthorizedPaymentCaptured"];
            /** @description Details of an authorized payment voided. */
            authorizedPaymentVoided?: components["schemas"]["AuthorizedPaymentVoided"];
            /** @description Details of an initiated refund process. */
            refundInitiated?: components["schemas"]["RefundInitiated"];
            /** @description Details of a refunded payment. */
            paymentRefunded?: components["schemas"]["PaymentRefunded"];
            /** @description Details of a failed payment refund. */
            paymentRefundFailed?: components["schemas"]["PaymentRefundFailed"];
            /** @description Details of refund to store credit. */
            refundedAsStoreCredit?: components["schemas"]["RefundedAsStoreCredit"];
            /** @description Details of a pending payment. */
            paymentPending?: components["schemas"]["PaymentPending"];
            /** @description Details of a canceled payment. */
            paymentCanceled?: components["schemas"]["PaymentCanceled"];
            /** @description Details of a declined payment. */
            paymentDeclined?: components["schemas"]["PaymentDeclined"];
            /** @description Receipt was added for associated payment. */
            receiptCreated?: components["schemas"]["ReceiptCreated"];
            /** @description Receipt sent to customer. */
            receiptSent?: components["schemas"]["ReceiptSent"];
            /** @description Order received a chargeback for one of its payments. */
            chargebackCreated?: components["schemas"]["ChargebackCreated"];
            /** @description Chargeback reversed for one of the order's payments. */
            chargebackReversed?: components["schemas"]["ChargebackReversed"];
            /** @description Activity ID. Read-only. */
            id?: string;
            /** @description Activity author's email. Read-only. */
            authorEmail?: string;
            /**
             * Format: date-time
             * @description Activity creation date and time. Read-only.
             */
            createdDate?: Date;
            /**
             * @deprecated
             * @description Activity type.
             */
            type?: components["schemas"]["ActivityType"];
            /** @description Activity type. */
            activityType?: components["schemas"]["OrderActivityTypeEnumActivityType"];
        };
        /** @enum {string} */
        AttributionSource: "UNSPECIFIED" | "FACEBOOK_ADS";
        ChannelInfo: {
            /** @description Sales channel that submitted the order. */
            type?: components["schemas"]["ChannelType"];
            /** @description Reference to an order ID from an external system. Relevant when recording orders from external platforms. */
            externalOrderId?: string;
            /** @description URL to the order in the external system. Relevant when recording orders from external platforms. */
            externalOrderUrl?: string;
        };
        BalanceSummary: {
            /** @description Current amount left to pay. Read-only. */
            balance?: components["schemas"]["Balance"];
            /** @description Sum of all approved and successful payments. Read-only. */
            paid?: components["schemas"]["Price"];
            /** @description Sum of all successfully refunded payments. Read-only. */
            refunded?: components["schemas"]["Price"];
            /** @description Sum of all authorized payments. Read-only. */
            authorized?: components["schemas"]["Price"];
            /** @description Sum of all pending refund transactions. Read-only. */
            pendingRefund?: components["schemas"]["Price"];
            /** @description Sum of all pending transactions. Read-only. */
            pending?: components["schemas"]["Price"];
            /** @description Sum of all transaction chargebacks. Read-only. */
            chargeback?: components["schemas"]["Price"];
            /** @description Sum of all chargeback reversals. Read-only. */
            chargebackReversal?: components["schemas"]["Price"];
            /** @description Total platform fees actually charged across all payments. This reflects amounts collected, which may differ from the expected fees in `order.platformFeeSummary`. Read-only. */
            platformFees?: components["schemas"]["Price"];
            /** @description Order total after deducting platform fees. Represents the net amount payable to the merchant. Read-only. */
            totalMinusPlatformFees?: components["schemas"]["Price"];
            /** @description The total adjustment applied to the cash payment due to rounding. Read-only. */
            cashRoundingAdjustment?: components["schemas"]["CashRounding"];
        };
        OrderAdditionalFee: {
            /** @description Additional fee's unique code for future processing. */
            code?: string;
            /** @description Name of additional fee. */
            name?: string;
            /** @description Additional fee's price. */
            price?: components["schemas"]["Price"];
            /**
             * @deprecated
             * @description Tax details.
             */
            taxDetails?: components["schemas"]["OrderItemTaxFullDetails"];
            /** @description Represents all the relevant tax details for additional fee. */
            taxInfo?: components["schemas"]["LineItemTaxInfo"];
            /** @description SPI implementer's `appId`. */
            providerAppId?: string;
            /** @description Additional fee's price before tax. */
            priceBeforeTax?: components["schemas"]["Price"];
            /** @description Additional fee's price after tax. */
            priceAfterTax?: components["schemas"]["Price"];
            /** @description Additional fee's id. */
            id?: string;
            /** @description Optional - Line items associated with this additional fee. If no `lineItemIds` are provided, the fee will be associated with the whole cart/checkout/order. */
            lineItemIds?: string[];
            /** @description Number of subscription billing cycles the additional fee applies to. If None and additional fee is linked to subscription line item, it applies to all cycles. (Internal in the SDK.) */
            subscriptionCycles?: number;
            /** @description Specifies the entity that added the additional fee. */
            source?: components["schemas"]["OrderAdditionalFeeSource"];
            /** @description Address type tax was calculated against for this fee. */
            taxableAddress?: components["schemas"]["TaxableAddress"];
        };
        FulfillmentStatusesAggregate: {
            /** @description Unique string values based on Fulfillment entities statuses */
            statuses?: string[];
        };
        /** @description Common object for tags. Should be use as in this example: message Foo { option (.wix.api.decomposite_of) = "wix.common.tags.Foo"; string id = 1; ... Tags tags = 5 } */
        Tags: {
            /** @description Tags that require an additional permission in order to access them, normally not given to site members or visitors. */
            privateTags?: components["schemas"]["TagList"];
            /** @description Tags that are exposed to anyone who has access to the labeled entity itself, including site members and visitors. */
            tags?: components["schemas"]["TagList"];
        };
        Location: {
            /** @description Location ID. Learn more about the Wix Locations API. */
            id?: string;
            /** @description Location name. Read-only. */
            name?: string;
        };
        OrderSettings: {
            /** @description Regular order with full set of allowed actions (ActionType for reference). */
            standardActions?: boolean;
            /** @description View only order with limited set of allowed actions: 1. Add merchant activity 2. Send order notifications 3. Archiving order 4. Assign tags on orders 5. Export order 6. Print order */
            limitedActions?: boolean;
            /** @description Custom list of allowed actions for order. */
            customActions?: components["schemas"]["CustomAllowedActions"];
            /** @description Allow the order to be editable by any app that has the required permissions. Use when edits are not restricted to owning apps. (Internal in the SDK.) */
            editableByEveryone?: boolean;
            /** @description Restrict editing of the order to the specified owning apps only. Other apps (even with general edit permissions) are not allowed to edit. (Internal in the SDK.) */
            editableByOwnerApps?: components["schemas"]["OwnerApps"];
            /** @description New global coupons calculation logic. Indicates which calculation is used for coupons with type `SPECIFIC_ITEMS`. (Internal in the SDK.) */
            specificItemsCouponBehavior?: components["schemas"]["SpecificItemsCouponBehavior"];
            /** @description Whether to automatically generate an invoice when this order will be PAID. If `false`, no invoice is auto-generated for this order. (Internal in the SDK.) */
            createInvoice?: boolean;
        };
        FormInfo: {
            /** @description The identifier of the form schema. Read-only. */
            schemaIdentifier?: components["schemas"]["FormIdentifier"];
            /** @description The unique identifier of the form instance. Read-only. */
            id?: string;
            /** @description The line item ids associated with this form. Read-only. */
            lineItemIds?: string[];
            /** @description The translated title of the form. Read-only. */
            title?: string;
            /** @description The translated subtitles of the form. Read-only. */
            subtitles?: string[];
            /** @description The id of the form submission. */
            formSubmissionId?: string;
        };
        PlatformFeeSummary: {
            /** @description Total sum of all platform fees. */
            total?: components["schemas"]["Price"];
            /** @description Total amount of platform fees with `PASS_ON` charge type. */
            totalPassOn?: components["schemas"]["Price"];
            /** @description Total amount of platform fees with `ABSORBED` charge type. */
            totalAbsorbed?: components["schemas"]["Price"];
            /** @description Specific information about each platform fee. */
            fees?: components["schemas"]["OrderPlatformFee"][];
        };
        Price: {
            /** @description Amount. */
            amount?: string;
            /** @description Amount formatted with currency symbol. Read-only. */
            formattedAmount?: string;
        };
        /** @description Quantity of items restocked at a specific location. */
        RestockLocation: {
            /** @description ID of the location where items were restocked. */
            locationId?: string;
            /** @description Number of items restocked at this location. */
            quantity?: number;
        };
        OrderItemTaxFullDetails: {
            /** @description Taxable amount of this line item. */
            taxableAmount?: components["schemas"]["Price"];
            /** @description ID of the item's tax group, if specified. (Internal in the SDK.) */
            taxGroupId?: string;
            /** @description Tax rate percentage, as a decimal numeral between 0 and 1. For example, `"0.13"`. */
            taxRate?: string;
            /** @description The calculated tax, based on the `taxableAmount` and `taxRate`. */
            totalTax?: components["schemas"]["Price"];
            /** @description Amount that was exempt from tax calculations. (Internal in the SDK.) */
            exemptAmount?: components["schemas"]["Price"];
        };
        LineItemTaxInfo: {
            /** @description Calculated tax, based on `taxable_amount` and `tax_rate`. */
            taxAmount?: components["schemas"]["Price"];
            /** @description Amount for which tax is calculated. */
            taxableAmount?: components["schemas"]["Price"];
            /** @description Tax rate %, as a decimal point. */
            taxRate?: string;
            /** @description Tax group ID. */
            taxGroupId?: string;
            /** @description Indicates whether the price already includes tax. */
            taxIncludedInPrice?: boolean;
            /** @description Tax information for a line item. */
            taxBreakdown?: components["schemas"]["LineItemTaxBreakdown"][];
            /** @description Amount of the line item price that was exempt from tax. (Internal in the SDK.) */
            exemptAmount?: components["schemas"]["Price"];
        };
        DigitalFile: {
            /** @description ID of the secure file in media. */
            fileId?: string;
            /** @description Link will exist after the digital links have been generated on the order. */
            link?: string;
            /**
             * Format: date-time
             * @description Link expiration time and date. Read-only.
             */
            expirationDate?: Date;
        };
        SubscriptionInfo: {
            /** @description Subscription ID. */
            id?: string;
            /** @description Subscription cycle. For example, if this order is for the 3rd cycle of a subscription, value will be `3`. */
            cycleNumber?: number;
            /**
             * @deprecated
             * @description Subscription option title. For example, `"Monthly coffee Subscription"`.
             */
            subscriptionOptionTitle?: string;
            /** @description Subscription title. For example, `"Monthly coffee Subscription"`. (Internal in the SDK.) */
            title?: components["schemas"]["SubscriptionTitle"];
            /**
             * @deprecated
             * @description Subscription option description. For example, `"1kg of selected coffee, once a month"`.
             */
            subscriptionOptionDescription?: string;
            /** @description Subscription description. For example, `"1kg of selected coffee, once a month"`. (Internal in the SDK.) */
            description?: components["schemas"]["SubscriptionDescription"];
            /** @description Subscription detailed information. */
            subscriptionSettings?: components["schemas"]["SubscriptionSettings"];
            /** @description Description of the charges that will be applied for subscription. */
            chargesDescription?: string;
            /** @description Details of the billing adjustment applied to the current subscription cycle due to a shift in the subscription’s billing date. (Internal in the SDK.) */
            billingAdjustment?: components["schemas"]["BillingAdjustment"];
        };
        LocationAndQuantity: {
            /** @description Location id in the associated owner app. */
            id?: string;
            /**
             * @deprecated
             * @description Location owner app, if not provided then the site business info locations will be used.
             */
            appId?: string;
            /** @description Quantity for specific location. */
            quantity?: number;
            /** @description Location name. Read-only. */
            name?: string;
        };
        /** @description Decimal-quantity metadata for a line item. */
        DecimalQuantity: {
            /** @description Unit the value is expressed in, selected from the standard `measurementUnit` enum. */
            measurementUnit?: components["schemas"]["MeasurementUnit"];
            /** @description Free-form unit name for standard units not in the `measurementUnit` enum (e.g. "hour", "minute", "session"). */
            otherUnit?: string;
            /** @description The decimal quantity the buyer / merchant entered. */
            value?: string;
            /** @description Human-readable, pre-formatted display string for the quantity. For example, "2.75 square meters of fake grass". Always set alongside `value`; use this directly for display rather than composing your own string from `value` and `unit`. */
            description?: components["schemas"]["TranslatableString"];
        };
        OrderModifierGroup: {
            /** @description Modifier group ID. */
            id?: string;
            /** @description Modifier group name. */
            name?: components["schemas"]["TranslatableString"];
            /** @description List of modifiers in this group. */
            modifiers?: components["schemas"]["OrderItemModifier"][];
        };
        OrderDeliveryLogistics: {
            /** @description Shipping destination address and contact details. For pickup orders, this contains the pickup location address, not the recipient's address. */
            shippingDestination?: components["schemas"]["OrderAddressWithContact"];
            /** @description Pickup details for store pickup or pickup point orders. */
            pickupDetails?: components["schemas"]["OrderPickupDetails"];
            /** @description Expected delivery time in free text. For example, `"3-5 business days"`. */
            deliveryTime?: string;
            /** @description Instructions for the carrier. For example, `"Please knock on the door. If unanswered, please call contact number."`. */
            instructions?: string;
            /**
             * Format: date-time
             * @deprecated
             * @description Deprecated - Latest expected delivery date and time in ISO-8601 format.
             */
            deliverByDate?: Date;
            /** @description Expected delivery time slot with start and end times. */
            deliveryTimeSlot?: components["schemas"]["DeliveryTimeSlot"];
        };
        OrderShippingPrice: {
            /** @description Shipping price for display purposes. */
            price?: components["schemas"]["Price"];
            /** @description Total price of shipping after discounts (when relevant), and before tax. Read-only. */
            totalPriceBeforeTax?: components["schemas"]["Price"];
            /** @description Shipping price after all discounts (if any exist), and after tax. Read-only. */
            totalPriceAfterTax?: components["schemas"]["Price"];
            /**
             * @deprecated
             * @description Tax details.
             */
            taxDetails?: components["schemas"]["OrderItemTaxFullDetails"];
            /** @description Represents all the relevant tax details for a shipping. */
            taxInfo?: components["schemas"]["LineItemTaxInfo"];
            /** @description Shipping discount before tax. Read-only. */
            discount?: components["schemas"]["Price"];
        };
        OrderShippingRegion: {
            /** @description Name of shipping region. For example, `"Metropolitan London"`, or `"Outer Melbourne suburbs"`. */
            name?: string;
        };
        /** @description The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. Tax breakdown is the tax amount split to the tax authorities that applied on the line item. */
        OrderTaxBreakdown: {
            /** @description The name of the tax against which this tax amount was calculated. */
            taxName?: string;
            /** @description The type of tax that was calculated. Depends on the company's nexus settings as well as the jurisdiction's tax laws. */
            taxType?: string;
            /** @description The name of the jurisdiction in which this tax detail applies. */
            jurisdiction?: string;
            /** @description The type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special). */
            jurisdictionType?: components["schemas"]["JurisdictionType"];
            /** @description The rate at which this tax detail was calculated. */
            rate?: string;
            /** @description The sum of all the tax from line items that calculated by the tax identifiers. */
            aggregatedTaxAmount?: components["schemas"]["Price"];
            /** @description The sum of all the taxable amount from line items for tax identifiers. (Internal in the SDK.) */
            aggregatedTaxableAmount?: components["schemas"]["Price"];
            /** @description The aggregated exempt amount from all line items for tax identifiers. (Internal in the SDK.) */
            aggregatedExemptAmount?: components["schemas"]["Price"];
        };
        /** @description Coupon */
        OrderCoupon: {
            /** @description Coupon ID. */
            id?: string;
            /** @description Coupon code. */
            code?: string;
            /** @description Coupon name. */
            name?: string;
            /** @description Coupon value. */
            amount?: components["schemas"]["Price"];
        };
        /** @description Discount applied manually by the merchant through the dashboard. */
        OrderMerchantDiscount: {
            /** @description Predefined discount reason. */
            discountReason?: components["schemas"]["DiscountReason"];
            /** @description Custom discount description as free text. */
            description?: string;
            /** @description Discount amount. */
            amount?: components["schemas"]["Price"];
            /** @description Discount as a percentage of the original price. For example, `10.5` for a 10.5% discount. (Internal in the SDK.) */
            percentage?: string;
            /** @description Discount name. (Internal in the SDK.) */
            name?: string;
        };
        OrderAppliedDiscountRule: {
            /** @description Discount rule ID */
            id?: string;
            /** @description Discount rule name */
            name?: components["schemas"]["DiscountRuleName"];
            /** @description Discount value. */
            amount?: components["schemas"]["Price"];
        };
        OrderLineItemDiscount: {
            /** @description Line item ID. */
            id?: string;
            /** @description Total discount amount for this line item. */
            totalDiscount?: components["schemas"]["Price"];
        };
        OrderItemCombination: {
            /** @description The number of times this exact combination of items (with the specified quantities) was applied together in the order. */
            count?: number;
            /** @description Line items that participated together in this combination. */
            lineItems?: components["schemas"]["OrderItemCombinationLineItem"][];
        };
        CustomActivity: {
            /** @description ID of the app that created the custom activity. */
            appId?: string;
            /** @description Custom activity type. For example, `"Ticket number set"`. */
            type?: string;
            /** @description Additional data in key-value form. For example, `{ "Ticket number": "123456" }`. */
            additionalData?: {
                [key: string]: string;
            };
        };
        /** @description Merchant added a comment. */
        MerchantComment: {
            /** @description Merchant comment message. */
            message?: string;
        };
        OrderRefunded: {
            /** @description Whether order was refunded manually. For example, via payment provider or using cash. */
            manual?: boolean;
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
            /** @description Reason for refund. */
            reason?: string;
        };
        OrderCreatedFromExchange: {
            /** @description ID of the original order for which the exchange happened. */
            originalOrderId?: string;
        };
        NewExchangeOrderCreated: {
            /** @description ID of the new order created as a result of an exchange of items. */
            exchangeOrderId?: string;
            /** @description IDs of the items that were exchanged. */
            lineItems?: components["schemas"]["LineItemExchangeData"][];
        };
        DraftOrderChangesApplied: {
            /** @description Draft order id. */
            draftOrderId?: string;
            /** @description Reason for edit, given by user (optional). */
            reason?: string;
            /** @description Changes applied to order. */
            changes?: components["schemas"]["OrderChange"][];
        };
        /** @description Payment method is saved for order */
        SavedPaymentMethod: {
            /** @description Payment method name. */
            name?: string;
            /** @description Payment method description. */
            description?: string;
        };
        AuthorizedPaymentCreated: {
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
            /** @description Payment amount. */
            amount?: components["schemas"]["Price"];
            /** @description The last 4 digits of the card number. */
            lastFourDigits?: string;
            /** @description Card issuer's brand. */
            brand?: string;
        };
        AuthorizedPaymentCaptured: {
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
            /** @description Payment amount. */
            amount?: components["schemas"]["Price"];
            /** @description The last 4 digits of the card number. */
            lastFourDigits?: string;
            /** @description Card issuer's brand. */
            brand?: string;
        };
        AuthorizedPaymentVoided: {
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
            /** @description Payment amount. */
            amount?: components["schemas"]["Price"];
            /** @description The last 4 digits of the card number. */
            lastFourDigits?: string;
            /** @description Card issuer's brand. */
            brand?: string;
        };
        RefundInitiated: {
            /** @description Refund ID. */
            refundId?: string;
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
            /** @description Details about the payments being refunded. */
            payments?: components["schemas"]["RefundedPayment"][];
            /** @description Reason for refund. */
            reason?: string;
        };
        PaymentRefunded: {
            /** @description Refund ID. */
            refundId?: string;
            /** @description Details about the refunded payment. */
            payment?: components["schemas"]["RefundedPayment"];
        };
        PaymentRefundFailed: {
            /** @description Refund ID. */
            refundId?: string;
            /** @description Details about the failed payment refund. */
            payment?: components["schemas"]["RefundedPayment"];
        };
        RefundedAsStoreCredit: {
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
            /** @description Reason for refund. */
            reason?: string;
        };
        PaymentPending: {
            /** @description Regular payment. */
            regular?: components["schemas"]["RegularPayment"];
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
        };
        PaymentCanceled: {
            /** @description Regular payment. */
            regular?: components["schemas"]["RegularPayment"];
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
        };
        PaymentDeclined: {
            /** @description Regular payment. */
            regular?: components["schemas"]["RegularPayment"];
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
        };
        ReceiptCreated: {
            /** @description Receipt created by Wix. */
            wixReceipt?: components["schemas"]["WixReceipt"];
            /** @description Receipt created by an external system. */
            externalReceipt?: components["schemas"]["ExternalReceipt"];
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
        };
        ReceiptSent: {
            /** @description Receipt created by Wix. */
            wixReceipt?: components["schemas"]["WixReceipt"];
            /** @description Receipt created by an external system. */
            externalReceipt?: components["schemas"]["ExternalReceipt"];
            /** @description Payment ID of payment associated with this activity. */
            paymentId?: string;
        };
        ChargebackCreated: {
            /** @description ID of the payment that received a chargeback. */
            paymentId?: string;
            /** @description Chargeback ID. */
            chargebackId?: string;
            /** @description Chargeback amount. */
            amount?: components["schemas"]["Price"];
            /** @description Payment details. */
            paymentDetails?: components["schemas"]["RegularPayment"];
        };
        ChargebackReversed: {
            /** @description ID of the payment involved with the chargeback. */
            paymentId?: string;
            /** @description Chargeback ID. */
            chargebackId?: string;
            /** @description Chargeback amount. */
            amount?: components["schemas"]["Price"];
            /** @description Chargeback reversal amount. */
            reversalAmount?: components["schemas"]["Price"];
            /** @description Payment details. */
            paymentDetails?: components["schemas"]["RegularPayment"];
        };
        /** @enum {string} */
        ActivityType: "ORDER_REFUNDED" | "ORDER_PLACED" | "ORDER_PAID" | "ORDER_FULFILLED" | "ORDER_NOT_FULFILLED" | "ORDER_CANCELED" | "DOWNLOAD_LINK_SENT" | "TRACKING_NUMBER_ADDED" | "TRACKING_NUMBER_EDITED" | "TRACKING_LINK_ADDED" | "SHIPPING_CONFIRMATION_EMAIL_SENT" | "INVOICE_ADDED" | "INVOICE_REMOVED" | "INVOICE_SENT" | "FULFILLER_EMAIL_SENT" | "SHIPPING_ADDRESS_EDITED" | "EMAIL_EDITED" | "PICKUP_READY_EMAIL_SENT" | "CUSTOM_ACTIVITY" | "MERCHANT_COMMENT" | "ORDER_PARTIALLY_PAID" | "DRAFT_ORDER_CHANGES_APPLIED" | "SAVED_PAYMENT_METHOD" | "AUTHORIZED_PAYMENT_CREATED" | "AUTHORIZED_PAYMENT_CAPTURED" | "AUTHORIZED_PAYMENT_VOIDED" | "REFUND_INITIATED" | "PAYMENT_REFUNDED" | "PAYMENT_REFUND_FAILED" | "REFUNDED_AS_STORE_CREDIT" | "PAYMENT_PENDING" | "PAYMENT_CANCELED" | "PAYMENT_DECLINED" | "ORDER_PENDING" | "ORDER_REJECTED" | "RECEIPT_CREATED" | "RECEIPT_SENT" | "CHARGEBACK_CREATED" | "CHARGEBACK_REVERSED";
        /** @enum {string} */
        OrderActivityTypeEnumActivityType: "ORDER_PLACED" | "ORDER_PAID" | "ORDER_FULFILLED" | "ORDER_NOT_FULFILLED" | "ORDER_CANCELED" | "DOWNLOAD_LINK_SENT" | "TRACKING_NUMBER_ADDED" | "TRACKING_NUMBER_EDITED" | "TRACKING_LINK_ADDED" | "SHIPPING_CONFIRMATION_EMAIL_SENT" | "INVOICE_ADDED" | "INVOICE_REMOVED" | "INVOICE_SENT" | "FULFILLER_EMAIL_SENT" | "SHIPPING_ADDRESS_EDITED" | "EMAIL_EDITED" | "PICKUP_READY_EMAIL_SENT" | "MERCHANT_COMMENT" | "ORDER_PARTIALLY_PAID" | "DRAFT_ORDER_CHANGES_APPLIED" | "SAVED_PAYMENT_METHOD" | "AUTHORIZED_PAYMENT_CREATED" | "AUTHORIZED_PAYMENT_CAPTURED" | "AUTHORIZED_PAYMENT_VOIDED" | "REFUND_INITIATED" | "PAYMENT_REFUNDED" | "PAYMENT_REFUND_FAILED" | "REFUNDED_AS_STORE_CREDIT" | "PAYMENT_PENDING" | "PAYMENT_CANCELED" | "PAYMENT_DECLINED" | "ORDER_PENDING" | "ORDER_REJECTED" | "RECEIPT_CREATED" | "RECEIPT_SENT" | "CHARGEBACK_CREATED" | "CHARGEBACK_REVERSED" | "ORDER_REFUNDED";
        /** @description Order balance. Reflects amount left to be paid on order and is calculated dynamically. Can be negative per balance definition. */
        Balance: {
            /** @description Balance amount. Read-only. */
            amount?: string;
            /** @description Amount formatted with currency symbol. Read-only. */
            formattedAmount?: string;
        };
        CashRounding: {
            /** @description Amount, can be negative or positive. */
            amount?: string;
            /** @description Amount formatted with currency symbol. Read-only. */
            formattedAmount?: string;
        };
        /** @enum {string} */
        OrderAdditionalFeeSource: "SERVICE_PLUGIN" | "ITEM" | "MANUAL" | "SHIPPING" | "PLATFORM";
        TagList: {
            /** @description List of tag IDs */
            tagIds?: string[];
        };
        CustomAllowedActions: {
            orderActions?: components["schemas"]["OrderActionType"][];
        };
        OwnerApps: {
            /** @description IDs of the owning apps for this order. */
            appIds?: string[];
        };
        /** @enum {string} */
        SpecificItemsCouponBehavior: "UNDEFINED_COUPON_BEHAVIOR" | "ITEM_SUBTOTAL_INCLUDES_DISCOUNT" | "LEGACY_ITEM_SUBTOTAL_DOES_NOT_INCLUDE_DISCOUNT";
        FormIdentifier: {
            formSchemaId?: string;
            namespace?: string;
        };
        OrderPlatformFee: {
            /** @description Platform fee name. */
            name?: components["schemas"]["TranslatableString"];
            /** @description Platform fee amount. */
            amount?: components["schemas"]["Price"];
            /** @description ID of the line item the platform fee applies to. */
            lineItemId?: string;
            /** @description Platform fee charge type. */
            chargeType?: components["schemas"]["OrderChargeType"];
            /** @description Percentage rate charged as platform fee. The fee rate percentage expressed as a decimal fraction between 0 and 1. For example, `0.05` for 5%. */
            percentageRate?: string;
        };
        /** @description TaxBreakdown represents tax information for a line item. It holds the tax amount and the tax rate for each tax authority that apply on the line item. */
        LineItemTaxBreakdown: {
            /** @description Jurisdiction that taxes were calculated for. For example, "New York", or "Quebec". */
            jurisdiction?: string;
            /** @description Tax rate used for this jurisdiction, as a decimal. For example, 10% tax is 0.1000. */
            rate?: string;
            /** @description Amount of tax calculated for this line item. */
            taxAmount?: components["schemas"]["Price"];
            /** @description The type of tax that was calculated. Depends on the jurisdiction's tax laws. For example, "Sales Tax", "Income Tax", "Value Added Tax", etc. */
            taxType?: string;
            /** @description The name of the tax against which this tax amount was calculated. For example, "NY State Sales Tax", "Quebec GST", etc. This name should be explicit enough to allow the merchant to understand what tax was calculated. */
            taxName?: string;
            /** @description Type of jurisdiction that taxes were calculated for. */
            jurisdictionType?: components["schemas"]["JurisdictionType"];
            /** @description Non-taxable amount of the line item price. */
            nonTaxableAmount?: components["schemas"]["Price"];
            /** @description Taxable amount of the line item price. */
            taxableAmount?: components["schemas"]["Price"];
            /** @description Amount of the line item price that was exempt from this authority. (Internal in the SDK.) */
            exemptAmount?: components["schemas"]["Price"];
        };
        SubscriptionTitle: {
            /** @description Subscription option name in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Subscription option name translated into the buyer's language. */
            translated?: string;
        };
        SubscriptionDescription: {
            /** @description Subscription option description. */
            original?: string;
            /** @description Translated subscription option description. */
            translated?: string;
        };
        BillingAdjustment: {
            /** @description The type of adjustment. */
            type?: components["schemas"]["AdjustmentType"];
            /** @description Summary of the prorated adjustment amount. */
            priceSummary?: components["schemas"]["BillingAdjustmentPriceSummary"];
        };
        /** @enum {string} */
        MeasurementUnit: "UNSPECIFIED" | "ML" | "CL" | "L" | "CBM" | "MG" | "G" | "KG" | "MM" | "CM" | "M" | "SQM" | "OZ" | "LB" | "FLOZ" | "PT" | "QT" | "GAL" | "IN" | "FT" | "YD" | "SQFT";
        OrderItemModifier: {
            /** @description Modifier ID. */
            id?: string;
            /** @description The quantity of this modifier. */
            quantity?: number;
            /** @description Primary display label for the modifier. */
            label?: components["schemas"]["TranslatableString"];
            /** @description Additional details. */
            details?: components["schemas"]["TranslatableString"];
            /** @description The price of the modifier. */
            price?: components["schemas"]["Price"];
        };
        OrderPickupDetails: {
            /** @description Pickup address. */
            address?: components["schemas"]["Address"];
            /** @description Pickup method */
            pickupMethod?: components["schemas"]["PickupMethod"];
        };
        /**
         * @description Predefined reason for the discount.
         * @enum {string}
         */
        DiscountReason: "UNSPECIFIED" | "EXCHANGED_ITEMS" | "BILLING_ADJUSTMENT";
        OrderItemCombinationLineItem: {
            /** @description The unique ID of the line item to which this discount applies. */
            lineItemId?: string;
            /** @description Total discount amount for all units (quantity) of this line item in this combination. */
            discountAmount?: components["schemas"]["Price"];
            /** @description Number of units from this line item that participated in a single combination. */
            quantity?: number;
        };
        LineItemExchangeData: {
            /** @description ID of the exchanged line item. */
            lineItemId?: string;
            /** @description Line item quantity being exchanged. */
            quantity?: number;
        };
        OrderChange: {
            lineItemChanged?: components["schemas"]["LineItemChanges"];
            lineItemAdded?: components["schemas"]["ManagedLineItem"];
            lineItemRemoved?: components["schemas"]["ManagedLineItem"];
            discountAdded?: components["schemas"]["ManagedDiscount"];
            discountRemoved?: components["schemas"]["ManagedDiscount"];
            additionalFeeAdded?: components["schemas"]["ManagedAdditionalFee"];
            additionalFeeRemoved?: components["schemas"]["ManagedAdditionalFee"];
            totalPriceChanged?: components["schemas"]["TotalPriceChange"];
            shippingInformationChanged?: components["schemas"]["ShippingInformationChange"];
        };
        RefundedPayment: {
            /** @description Regular payment refund. */
            regular?: components["schemas"]["RegularPaymentRefund"];
            /** @description Gift card payment refund. */
            giftCard?: components["schemas"]["GiftCardPaymentRefund"];
            /** @description Membership payment refund. */
            membership?: components["schemas"]["MembershipPaymentRefund"];
            /** @description Payment ID. */
            paymentId?: string;
            /** @description Whether refund was made externally and manually on the payment provider's side. */
            externalRefund?: boolean;
        };
        RegularPayment: {
            /** @description Credit card details. */
            creditCardDetails?: components["schemas"]["CreditCardDetails"];
            /** @description Payment amount. */
            amount?: components["schemas"]["Price"];
        };
        WixReceipt: {
            /** @description Receipt ID. */
            receiptId?: string;
            /** @description Display number of receipt. */
            displayNumber?: string;
        };
        ExternalReceipt: {
            /** @description Receipt ID. */
            receiptId?: string;
            /** @description Display number of receipt. */
            displayNumber?: string;
        };
        /** @enum {string} */
        OrderActionType: "EDIT" | "UPDATE" | "REFUND" | "APPROVE" | "CANCEL" | "FULFILL" | "COLLECT_PAYMENTS" | "SEND_NOTIFICATIONS" | "ADD_MERCHANT_ACTIVITY" | "ADD_ACTIVITY" | "CREATE_INVOICE" | "CREATE_RECEIPTS" | "ASSIGN_TAG" | "PRINT_PACKAGING_SLIP" | "MODIFY_INVENTORY";
        /** @enum {string} */
        OrderChargeType: "PASS_ON" | "ABSORBED";
        /** @enum {string} */
        AdjustmentType: "EXTRA_CHARGE" | "CREDIT";
        BillingAdjustmentPriceSummary: {
            /** @description Subtotal of adjustment, before tax. */
            subtotal?: components["schemas"]["Price"];
            /** @description Tax on adjustment. */
            tax?: components["schemas"]["Price"];
            /** @description Total price after tax. */
            total?: components["schemas"]["Price"];
        };
        LineItemChanges: {
            /** @description Line item ID. */
            id?: string;
            /** @description Item name after change. */
            name?: components["schemas"]["ProductName"];
            /** @description Item quantity change. */
            quantity?: components["schemas"]["LineItemQuantityChange"];
            /** @description Item price change. */
            price?: components["schemas"]["LineItemPriceChange"];
            /** @description Item product name change. (Internal in the SDK.) */
            productName?: components["schemas"]["LineItemProductNameChange"];
            /** @description Item description lines change. (Internal in the SDK.) */
            descriptionLines?: components["schemas"]["LineItemDescriptionLineChange"];
            /** @description Item modifiers change. (Internal in the SDK.) */
            modifierGroups?: components["schemas"]["LineItemModifiersChange"];
        };
        ManagedLineItem: {
            /** @description Line item ID. */
            id?: string;
            /** @description Item name. */
            name?: components["schemas"]["ProductName"];
            /** @description Added or removed item quantity. */
            quantity?: number;
        };
        ManagedDiscount: {
            /** @description Discount id. */
            id?: string;
            /** @description Discount name: coupon name / discount rule name / merchant discount description. */
            name?: components["schemas"]["TranslatedValue"];
            /** @description Line items discount applies to. */
            affectedLineItems?: components["schemas"]["LineItemAmount"][];
            /** @description Discount amount. */
            totalAmount?: components["schemas"]["Price"];
        };
        ManagedAdditionalFee: {
            /** @description Additional fee id. */
            id?: string;
            /** @description Additional fee name. */
            name?: components["schemas"]["TranslatedValue"];
            /** @description Line items additional fee applies to. */
            affectedLineItems?: components["schemas"]["LineItemAmount"][];
            /** @description Additional fee amount. */
            totalAmount?: components["schemas"]["Price"];
        };
        TotalPriceChange: {
            /** @description Order’s total price after discounts and tax. Before update */
            originalTotal?: components["schemas"]["Price"];
            /** @description Order’s total price after discounts and tax. After update */
            newTotal?: components["schemas"]["Price"];
        };
        ShippingInformationChange: {
            /** @description Order’s Shipping Information. Before update */
            originalShippingInfo?: components["schemas"]["ShippingInformation"];
            /** @description Order’s Shipping Information. After update */
            newShippingInfo?: components["schemas"]["ShippingInformation"];
        };
        RegularPaymentRefund: {
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
            /** @description The last 4 digits of the card number. */
            lastFourDigits?: string;
            /** @description Card issuer's brand. */
            brand?: string;
        };
        GiftCardPaymentRefund: {
            /** @description Gift card payment ID. */
            giftCardPaymentId?: string;
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
        };
        MembershipPaymentRefund: {
            /** @description Membership ID. */
            membershipId?: string;
        };
        CreditCardDetails: {
            /** @description The last 4 digits of the card number. */
            lastFourDigits?: string;
            /** @description Card issuer's brand. */
            brand?: string;
        };
        LineItemQuantityChange: {
            /** @description Item quantity before update. */
            originalQuantity?: number;
            /** @description Item quantity after update. */
            newQuantity?: number;
            /** @description Difference between original and new quantity. Absolute value. */
            diff?: number;
            /** @description Type of quantity change: increase or decrease. */
            deltaType?: components["schemas"]["LineItemQuantityChangeType"];
        };
        LineItemPriceChange: {
            /** @description Item price before update. */
            originalPrice?: components["schemas"]["Price"];
            /** @description Item price after update. */
            newPrice?: components["schemas"]["Price"];
        };
        LineItemProductNameChange: {
            /** @description Item product name before update. */
            originalProductName?: components["schemas"]["ProductName"];
            /** @description Item product name after update. */
            newProductName?: components["schemas"]["ProductName"];
        };
        LineItemDescriptionLineChange: {
            /** @description Description lines that were added to the line item. */
            addedDescriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Description lines that were removed from the line item. */
            removedDescriptionLines?: components["schemas"]["DescriptionLine"][];
        };
        LineItemModifiersChange: {
            /** @description Modifier groups that were added to the line item. */
            addedModifierGroups?: components["schemas"]["OrderModifierGroup"][];
            /** @description Modifier groups that were removed from the line item. */
            removedModifierGroups?: components["schemas"]["OrderModifierGroup"][];
        };
        TranslatedValue: {
            /** @description Value in site default language. */
            original?: string;
            /** @description Translated value. */
            translated?: string;
        };
        LineItemAmount: {
            /** @description Order line item id */
            id?: string;
            /** @description Item name. */
            name?: components["schemas"]["ProductName"];
            /** @description Amount associated with this item. (Discount amount for item / additional fee amount for item) */
            amount?: components["schemas"]["Price"];
        };
        ShippingInformation: {
            /** @description Order’s shipping price. */
            total?: components["schemas"]["Price"];
            /** @description Order’s shipping title. */
            shippingTitle?: string;
        };
        /** @enum {string} */
        LineItemQuantityChangeType: "QUANTITY_INCREASED" | "QUANTITY_DECREASED";
        SearchOrdersRequest: {
            /** @description Search options. */
            search: components["schemas"]["CursorSearch"];
        };
        CursorSearch: {
            /** @description Cursor paging options. */
            cursorPaging?: components["schemas"]["CursorPaging"];
            /** @description Filter object. */
            filter?: {
                [key: string]: unknown;
            };
            /** @description List of sort objects. */
            sort?: components["schemas"]["Sorting"][];
        };
        CursorPaging: {
            /** @description Maximum number of items to return in the results. */
            limit?: number;
            /** @description Pointer to the next or previous page in the list of results. */
            cursor?: string;
        };
        Sorting: {
            /** @description Name of the field to sort by. */
            fieldName?: string;
            /** @description Sort order. */
            order?: components["schemas"]["SortOrder"];
            /** @description When `field_name` is a property of repeated field that is marked as `MATCH_ITEMS` and sort should be done by a specific element from a collection, filter can/should be provided to ensure correct sort value is picked. (Internal in the SDK.) */
            selectItemsBy?: {
                [key: string]: unknown;
            }[];
            /** @description Origin point for geo-distance sorting on a GEO field results are ordered by distance from this point (ASC = nearest first, DESC = farthest first). */
            origin?: components["schemas"]["AddressLocation"];
        };
        /** @enum {string} */
        SortOrder: "ASC" | "DESC";
        SearchOrdersResponse: {
            /** @description List of orders. */
            orders?: components["schemas"]["Order"][];
            /** @description Details on the paged set of results returned. */
            metadata?: components["schemas"]["CursorPagingMetadata"];
        };
        CursorPagingMetadata: {
            /** @description Number of items returned in current page. */
            count?: number;
            /** @description Cursor strings that point to the next page, previous page, or both. */
            cursors?: components["schemas"]["Cursors"];
            /** @description Whether there are more pages to retrieve following the current page. */
            hasNext?: boolean;
            /** @description Total number of items matching the filter. Available only on the first page of *Search* results, not included in *Query* or *List* results. If the Search results span multiple pages, the value of `total` will exceed the number of items returned on the first page. (Internal in the SDK.) */
            total?: number;
        };
        Cursors: {
            /** @description Cursor string pointing to the next page in the list of results. */
            next?: string;
            /** @description Cursor pointing to the previous page in the list of results. */
            prev?: string;
        };
        CreateOrderRequest: {
            /** @description Order info. */
            order: components["schemas"]["Order"];
            /** @description Settings and side effects to apply when creating the order, including approval strategy, notifications, and edit access. */
            settings?: components["schemas"]["OrderCreationSettings"];
        };
        OrderCreationSettings: {
            /** @description Whether any app with the required permissions can edit this order. Currently, setting this to `false` has no effect. Editing is restricted only when `editableByOwnerApps` is set. */
            editableByEveryone?: boolean;
            /** @description Pass a list of `appIds` to restrict editing of this order to those apps only. Apps not in the list receive an `ORDER_CANNOT_BE_EDITED` error when attempting to edit. */
            editableByOwnerApps?: components["schemas"]["OwnerApps"];
            /** @description Condition for the order to be approved. Default: `DEFAULT` */
            orderApprovalStrategy?: components["schemas"]["OrderApprovalStrategy"];
            /** @description Notification settings to be applied on order creation */
            notifications?: components["schemas"]["OrderCreateNotifications"];
        };
        /**
         * @description When a created order is approved.
         * @enum {string}
         */
        OrderApprovalStrategy: "DEFAULT" | "PAYMENT_RECEIVED" | "PAYMENT_METHOD_SAVED";
        OrderCreateNotifications: {
            /** @description Whether to send notification to the buyer. */
            sendNotificationToBuyer?: boolean;
            /** @description Whether to send notifications to the business. */
            sendNotificationsToBusiness?: boolean;
        };
        CreateOrderResponse: {
            /** @description Newly created order. */
            order: components["schemas"]["Order"];
        };
        UpdateOrderRequest: {
            /** @description Order to be updated. */
            order: components["schemas"]["Order"];
        };
        UpdateOrderResponse: {
            /** @description Newly created order. */
            order: components["schemas"]["Order"];
        };
        BulkUpdateOrdersRequest: {
            /** @description Orders to update. */
            orders: components["schemas"]["MaskedOrder"][];
            /** @description Whether to return the full order entities. */
            returnEntity?: boolean;
        };
        MaskedOrder: {
            /** @description Order to be updated. */
            order?: components["schemas"]["Order"];
            /** @description Field mask of fields to update. (Internal in the SDK.) */
            fieldMask?: string[];
        };
        BulkUpdateOrdersResponse: {
            /** @description Bulk action results. */
            results?: components["schemas"]["BulkOrderResult"][];
            /** @description Bulk action metadata. */
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkOrderResult: {
            /** @description Item metadata. */
            itemMetadata?: components["schemas"]["ItemMetadata"];
            /** @description Updated order. */
            item?: components["schemas"]["Order"];
        };
        BulkActionMetadata: {
            /** @description Number of items that were successfully processed. */
            totalSuccesses?: number;
            /** @description Number of items that couldn't be processed. */
            totalFailures?: number;
            /** @description Number of failures without details because detailed failure threshold was exceeded. */
            undetailedFailures?: number;
        };
        ItemMetadata: {
            /** @description Item ID. Should always be available, unless it's impossible (for example, when failing to create an item). */
            id?: string;
            /** @description Index of the item within the request array. Allows for correlation between request and response items. */
            originalIndex?: number;
            /** @description Whether the requested action was successful for this item. When `false`, the `error` field is populated. */
            success?: boolean;
            /** @description Details about the error in case of failure. */
            error?: components["schemas"]["ApplicationError"];
        };
        CancelOrderRequest: {
            /** @description Whether to send an order canceled email to the buyer. */
            sendOrderCanceledEmail?: boolean;
            /** @description Custom note to be added to the email (optional). */
            customMessage?: string;
            /** @description Whether to restock all items in the order. This will only apply to products in the Wix Stores inventory. */
            restockAllItems?: boolean;
        };
        CancelOrderResponse: {
            /** @description Canceled order. */
            order?: components["schemas"]["Order"];
        };
        UpdateOrderStatusRequest: {
            /** @description New order status. */
            status: components["schemas"]["OrderStatus"];
        };
        UpdateOrderStatusResponse: {
            /** @description Updated order. */
            order?: components["schemas"]["Order"];
        };
        AddActivitiesRequest: {
            /** @description Activities to add to the order. */
            orderActivities?: components["schemas"]["Activity"][];
        };
        AddActivitiesResponse: {
            /** @description Updated order. */
            order?: components["schemas"]["Order"];
            /** @description IDs of the added activities. */
            activityIds?: string[];
        };
        GetPaymentCollectabilityStatusResponse: {
            /** @description Payment collectability status */
            status?: components["schemas"]["PaymentCollectabilityStatus"];
            /** @description Collectable order amount */
            amount?: components["schemas"]["Price"];
            /** @description Whether authorization supported (Internal in the SDK.) */
            authorizationSupported?: boolean;
            /** @description Whether custom amount is supported for payment collection (Internal in the SDK.) */
            customAmountSupported?: boolean;
        };
        /**
         * @description Whether an order's remaining balance can be collected, or why not (order not collectable reasons).
         * @enum {string}
         */
        PaymentCollectabilityStatus: "UNKNOWN" | "COLLECTABLE" | "NONCOLLECTABLE_ORDER_IS_CANCELLED" | "NONCOLLECTABLE_ORDER_IS_PAID" | "NONCOLLECTABLE_MISSING_PAYMENT_METHOD" | "NONCOLLECTABLE_ORDER_IS_PENDING" | "NONCOLLECTABLE_ORDER_IS_REJECTED" | "NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS" | "NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS" | "NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED" | "NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION" | "NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED";
        PreparePaymentCollectionRequest: {
            /** @description Amount to collect */
            amount: components["schemas"]["Price"];
            /** @description Optional parameter. When present, payment collection will be performed using given payment gateway order. Existing payment gateway order will be updated with a new amount. When parameter is absent, new payment gateway order will be created and used for payment collection. */
            paymentGatewayOrderId?: string;
            /**
             * @deprecated
             * @description Whether to delay capture of the payment. Default: false
             */
            delayedCapture?: boolean;
            /** @description Specifies whether payment collection is initiated by Merchant or User of User Default: `true` (Internal in the SDK.) */
            merchantInitiated?: boolean;
            /** @description Redirect urls which are used to return buyer to third party system. (Internal in the SDK.) */
            redirectUrls?: components["schemas"]["RedirectUrls"];
            /** @description Delayed capture payment settings */
            delayedCaptureSettings?: components["schemas"]["DelayedCaptureSettings"];
        };
        RedirectUrls: {
            /** @description URL to redirect buyer in case of approved (successful) transaction */
            successUrl?: string;
            /** @description URL to redirect buyer in case of buyer canceled the transaction */
            cancelUrl?: string;
            /** @description URL to redirect buyer in case of failed/rejected transaction */
            errorUrl?: string;
            /** @description URL to redirect buyer in case of pending transaction (that might take some time to process) */
            pendingUrl?: string;
        };
        DelayedCaptureSettings: {
            /** @description Specifies the automatic action (void/capture) for authorized transaction after the specified duration */
            scheduledAction?: components["schemas"]["ScheduledAction"];
            /** @description Delay duration before execution. Optional - if not set, providers default period will be used */
            delayDuration?: components["schemas"]["Duration"];
        };
        /** @enum {string} */
        ScheduledAction: "VOID" | "CAPTURE";
        Duration: {
            /** @description Amount of units. For example, 30 MINUTES, 1 HOURS, 7 DAYS, etc */
            count?: number;
            /** @description Duration unit: MINUTES, HOURS and DAYS */
            unit?: components["schemas"]["DurationUnit"];
        };
        /** @enum {string} */
        DurationUnit: "MINUTES" | "HOURS" | "DAYS";
        PreparePaymentCollectionResponse: {
            /** @description Payment gateway order id which is associated with given payment */
            paymentGatewayOrderId?: string;
        };
        RecordManuallyCollectedPaymentRequest: {
            /** @description Amount to be recorded as approved manual payment for given order */
            amount: components["schemas"]["Price"];
            /** @description Payment method name provided by user. (Internal in the SDK.) */
            userDefinedPaymentMethodName?: components["schemas"]["UserDefinedPaymentMethodName"];
        };
        /** @description User-defined payment method name. Allows specifying either a predefined type or a custom name. */
        UserDefinedPaymentMethodName: {
            /** @description Predefined payment method. */
            predefined?: components["schemas"]["PredefinedPaymentMethod"];
            /** @description Custom payment method name provided by user. */
            custom?: string;
        };
        /**
         * @description Predefined payment method types for offline/manual payments.
         * @enum {string}
         */
        PredefinedPaymentMethod: "CASH" | "BANK_TRANSFER" | "CHECK";
        /** @description Empty: the call returns no fields. */
        RecordManuallyCollectedPaymentResponse: Record<string, never>;
        GetRefundabilityStatusResponse: {
            /** @description Refundability details. */
            refundabilities?: components["schemas"]["Refundability"][];
            /**
             * @deprecated
             * @description Whether the order supports refunding per item.
             */
            refundablePerItem?: boolean;
        };
        Refundability: {
            /** @description Reason why payment is not refundable. */
            nonRefundableReason?: components["schemas"]["NonRefundableReason"];
            /** @description Reason why payment is only refundable manually. */
            manuallyRefundableReason?: components["schemas"]["ManuallyRefundableReason"];
            /** @description Payment ID. */
            paymentId?: string;
            /** @description Payment refundability status. */
            refundabilityStatus?: components["schemas"]["RefundableStatus"];
            /** @description Link to payment provider dashboard. */
            providerLink?: string;
        };
        /**
         * @description Why a payment cannot be refunded (Get Refundability Status).
         * @enum {string}
         */
        NonRefundableReason: "NONE" | "ALREADY_REFUNDED" | "PROVIDER_IS_DOWN" | "INTERNAL_ERROR" | "NOT_PAID" | "ACCESS_DENIED" | "ZERO_PRICE" | "DISABLED_BY_PROVIDER" | "PENDING_REFUND" | "FORBIDDEN" | "TRANSACTION_NOT_FOUND" | "ORDER_IS_PENDING" | "ORDER_IS_REJECTED";
        /**
         * @description Why a payment can only be refunded manually, outside the platform (non-refundable payment reasons).
         * @enum {string}
         */
        ManuallyRefundableReason: "EXPIRED" | "NOT_SUPPORTED" | "OFFLINE" | "REQUIRES_CARD_READER";
        /** @enum {string} */
        RefundableStatus: "NOT_REFUNDABLE" | "MANUAL" | "REFUNDABLE";
        TriggerRefundRequest: {
            /** @description Refund operations information */
            payments: components["schemas"]["PaymentRefund"][];
            /** @description Business model of a refund */
            details?: components["schemas"]["RefundDetails"];
            /** @description Side effect details related to refund */
            sideEffects?: components["schemas"]["RefundSideEffects"];
        };
        PaymentRefund: {
            /** @description Specific payment within the order to refund */
            paymentId?: string;
            /** @description Refund amount. Not relevant for membership and gift card refunds. */
            amount?: components["schemas"]["Price"];
            /** @description Whether refund is made externally and manually (on the payment provider's side) When false (default), the payment gateway will be called in order to make an actual refund, and then the payment will be marked as refunded. When true, the payment will only be *marked* as refunded, and no actual refund will be performed. */
            externalRefund?: boolean;
            /** @description Gateway refund id. When param is present, new refund is not created. Instead if order has a refund transaction with given gateway refund id, this refund will be updated with details from request, and all side effects from request will be executed. (Internal in the SDK.) */
            gatewayRefundId?: string;
        };
        /** @description Business model of a refund request */
        RefundDetails: {
            /** @description Order line item IDs and quantities that were refunded. */
            items?: components["schemas"]["RefundItem"][];
            /** @description Whether the shipping fee was also refunded. */
            shippingIncluded?: boolean;
            /** @description Reason for the refund, provided by customer (optional). */
            reason?: string;
            /** @description Line items that were refunded. */
            lineItems?: components["schemas"]["LineItemRefund"][];
            /** @description Additional fees that were refunded. */
            additionalFees?: components["schemas"]["AdditionalFeeRefund"][];
            /** @description Shipping amount that was refunded. */
            shipping?: components["schemas"]["ShippingRefund"];
        };
        RefundSideEffects: {
            /** @description Inventory restock details as part of this refund. */
            restockInfo?: components["schemas"]["RestockInfo"];
            /** @description Whether to send a refund confirmation email to the customer. */
            sendOrderRefundedEmail?: boolean;
            /** @description Custom message added to the refund confirmation email. */
            customMessage?: string;
        };
        RefundItem: {
            /** @description Line item ID the refunded line item. */
            lineItemId?: string;
            /** @description Line item quantity refunded. */
            quantity?: number;
        };
        LineItemRefund: {
            /** @description Line item ID. */
            lineItemId?: string;
            /** @description Refund quantity. */
            quantity?: number;
        };
        AdditionalFeeRefund: {
            /** @description Additional fee ID. */
            additionalFeeId?: string;
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
        };
        ShippingRefund: {
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
        };
        RestockInfo: {
            /** @description Restock type. */
            type?: components["schemas"]["RestockType"];
            /**
             * @deprecated
             * @description Deprecated, use items instead (Internal in the SDK.)
             */
            lineItemIds?: string[];
            /** @description Restocked line items and quantities. Only relevant for `{"type": "SOME_ITEMS"}`. */
            items?: components["schemas"]["RestockItem"][];
        };
        /** @enum {string} */
        RestockType: "NO_ITEMS" | "ALL_ITEMS" | "SOME_ITEMS";
        RestockItem: {
            /** @description ID of the line item being restocked. */
            lineItemId?: string;
            /** @description Line item quantity being restocked. */
            quantity?: number;
            /** @description Per-location breakdown of restock quantities. (Internal in the SDK.) */
            restockLocations?: components["schemas"]["RestockLocation"][];
        };
        TriggerRefundResponse: {
            /** @description All order's transactions after the refunds were added */
            orderTransactions?: components["schemas"]["OrderTransactions"];
            /** @description Created refund ID */
            refundId?: string;
            /** @description Payment ID's that the refund execution had failed for */
            failedPaymentIds?: components["schemas"]["ItemMetadata"][];
        };
        /** @description A record of all payments and refunds associated with an order. */
        OrderTransactions: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Record of payments made to the merchant. */
            payments?: components["schemas"]["Payment"][];
            /** @description Record of refunds made to the buyer. */
            refunds?: components["schemas"]["Refund"][];
        };
        Payment: {
            /** @description Regular payment details. */
            regularPaymentDetails?: components["schemas"]["RegularPaymentDetails"];
            /** @description Gift card payment details. */
            giftcardPaymentDetails?: components["schemas"]["GiftCardPaymentDetails"];
            /** @description Membership payment details. */
            membershipPaymentDetails?: components["schemas"]["MembershipPaymentDetails"];
            /** @description Receipt created by Wix (Internal in the SDK.) */
            wixReceipt?: components["schemas"]["WixReceiptInfo"];
            /** @description Receipt created by an external system. (Internal in the SDK.) */
            externalReceipt?: components["schemas"]["ExternalReceiptInfo"];
            /** @description Internal in the SDK. */
            canceled?: components["schemas"]["CanceledStatusDetails"];
            /** @description Internal in the SDK. */
            declined?: components["schemas"]["DeclinedStatusDetails"];
            /** @description Internal in the SDK. */
            voided?: components["schemas"]["VoidedStatusDetails"];
            /** @description Payment ID. Read-only. */
            id?: string;
            /**
             * Format: date-time
             * @description Date and time the payment was created in ISO-8601 format. Defaults to current time when not provided.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the payment was last updated in ISO-8601 format. Read-only.
             */
            updatedDate?: Date;
            /** @description Payment amount. */
            amount?: components["schemas"]["Price"];
            /** @description Whether refunds for this payment are disabled. + `true`: This payment is not refundable. + `false`: This payment may be refunded. However, this ultimately depends on the payment provider. */
            refundDisabled?: boolean;
            /** @description Whether receipt generation is allowed for this payment. + `true`: This payment supports receipt generation. + `false`: This payment doesn't support receipt generation, or a receipt was already generated. Read-only. */
            supportReceiptGeneration?: boolean;
            /** @description Details about cash rounding applied to this payment, when relevant. */
            cashRounding?: components["schemas"]["CashRoundingDetails"];
            /** @description Overall payment status. */
            status?: components["schemas"]["PaymentStatus"];
            /** @description Detailed payment status information including gateway reason codes and status-specific details. (Internal in the SDK.) */
            paymentStatusDetails?: components["schemas"]["PaymentStatusDetails"];
            /** @description Location where the payment was processed. (Internal in the SDK.) */
            locationId?: string;
            /** @description ID linking this payment to the charge request that created it. Matches the `idempotencyKey` sent in the Charge Order request. */
            chargeCorrelationId?: string;
        };
        Refund: {
            /** @description Refund ID. Read-only. */
            id?: string;
            /** @description List of transactions. */
            transactions?: components["schemas"]["RefundTransaction"][];
            /** @description Refund business details. */
            details?: components["schemas"]["RefundDetails"];
            /**
             * Format: date-time
             * @description Date and time the refund was created in ISO-8601 format. Defaults to current time when not provided. Read-only.
             */
            createdDate?: Date;
            /** @description Aggregated refund summary. Read-only. */
            summary?: components["schemas"]["AggregatedRefundSummary"];
            /** @description ID of the app that initiated this refund. Read-only. */
            requestingServiceAppId?: string;
        };
        RegularPaymentDetails: {
            /** @description Credit card details. */
            creditCardDetails?: components["schemas"]["CreditCardPaymentMethodDetails"];
            /** @description Wix Payments order ID. */
            paymentOrderId?: string;
            /** @description Payment gateway's transaction ID. This field is only returned when the value of `offline_payment` is `false`. */
            gatewayTransactionId?: string;
            /**
             * @deprecated
             * @description Payment method. Deprecated. Use `paymentMethodName.buyerLanguageName` instead. Non-exhaustive list of supported values: + `CreditCard`, `Alipay`, `AstropayCash`, `AstropayDBT`, `AstropayMBT`, `Bitcoin`, `BitPay`, `Cash`, `ConvenienceStore`, `EPay`, `Fake`, `Giropay`, `IDeal`, `InPerson`, `Klarna`, `MercadoPago`,...
             */
            paymentMethod?: string;
            /** @description Transaction ID in the payment provider's system. For example, at PayPal, Square, Stripe, etc. Not returned for offline payments. */
            providerTransactionId?: string;
            /** @description Whether the payment was made offline. For example, when using cash or when marked as paid in the Business Manager. */
            offlinePayment?: boolean;
            /**
             * @deprecated
             * @description Payment status.
             */
            status?: components["schemas"]["TransactionStatus"];
            /** @description Whether there is a payment agreement that allows for future charges. */
            savedPaymentMethod?: boolean;
            /** @description Authorization details. */
            authorizationDetails?: components["schemas"]["AuthorizationDetails"];
            /** @description Payment service provider display name. Non-exhaustive list of supported values: Wix Payments, PayPal, Square, Stripe, etc. (Internal in the SDK.) */
            paymentProvider?: string;
            /** @description Record of chargebacks made by the buyer. */
            chargebacks?: components["schemas"]["Chargeback"][];
            /** @description Payment method ID. (Internal in the SDK.) */
            paymentMethodId?: string;
            /** @description Platform fee amount associated with this payment. */
            platformFee?: components["schemas"]["Price"];
            /** @description Payment method with buyer and optional owner translations. Non-exhaustive list of supported values: + `CreditCard`, `Alipay`, `AstropayCash`, `AstropayDBT`, `AstropayMBT`, `Bitcoin`, `BitPay`, `Cash`, `ConvenienceStore`, `EPay`, `Fake`, `Giropay`, `IDeal`, `InPerson`, `Klarna`, `MercadoPago`, `Netpay`, `NordeaSolo`,... */
            paymentMethodName?: components["schemas"]["PaymentMethodName"];
        };
        GiftCardPaymentDetails: {
            /** @description Gift card payment ID. */
            giftCardPaymentId?: string;
            /**
             * @deprecated
             * @description Gift card ID. (Internal in the SDK.)
             */
            giftCardId?: string;
            /** @description ID of the app that created the gift card. */
            appId?: string;
            /**
             * @deprecated
             * @description Whether the gift card is voided. Read-only.
             */
            voided?: boolean;
            /** @description Gift card code with all but the last four characters masked. For example, `************QXY1`. */
            obfuscatedCode?: string;
        };
        MembershipPaymentDetails: {
            /** @description Membership ID. */
            membershipId?: string;
            /** @description ID of the line item this membership applies to. */
            lineItemId?: string;
            /**
             * @deprecated
             * @description Payment status.
             */
            status?: components["schemas"]["MembershipPaymentStatus"];
            /** @description Membership name. */
            name?: components["schemas"]["MembershipName"];
            /** @description The transaction ID in the membership system. Can be used to void the transaction. */
            externalTransactionId?: string;
            /**
             * @deprecated
             * @description Whether the membership is voided. Read-only.
             */
            voided?: boolean;
            /** @description ID of the application providing this payment option. */
            providerAppId?: string;
            /** @description Details of a membership that does not yet exist, allowing the payment to be held before the membership is created. */
            futureMembership?: components["schemas"]["FutureMembershipDetails"];
        };
        WixReceiptInfo: {
            /** @description Receipt ID */
            receiptId?: string;
            /** @description Display number of receipt */
            displayNumber?: string;
        };
        ExternalReceiptInfo: {
            /** @description External receipt ID */
            receiptId?: string;
            /** @description ID of the app providing the receipt */
            appId?: string;
            /** @description Display number of receipt */
            displayNumber?: string;
        };
        CanceledStatusDetails: {
            reason?: components["schemas"]["CanceledReason"];
        };
        DeclinedStatusDetails: {
            reason?: components["schemas"]["DeclinedReason"];
        };
        VoidedStatusDetails: {
            reason?: components["schemas"]["VoidedReason"];
        };
        CashRoundingDetails: {
            /** @description Payment amount before cash rounding was applied. When provided, balance and status calculations use this value instead of `amount` to prevent false overpayment or underpayment due to rounding. */
            unroundedAmount?: components["schemas"]["Price"];
            /** @description The difference between 'amount' and 'unroundedAmount' (amount minus unroundedAmount). A positive value indicates the price was rounded up; a negative value indicates a round-down. Read-only. */
            roundingAdjustment?: components["schemas"]["CashRounding"];
        };
        /** @enum {string} */
        PaymentStatus: "APPROVED" | "PENDING" | "PENDING_MERCHANT" | "CANCELED" | "DECLINED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "AUTHORIZED" | "VOIDED";
        PaymentStatusDetails: {
            /** @description Internal in the SDK. */
            canceled?: components["schemas"]["CanceledStatusDetails"];
            /** @description Internal in the SDK. */
            declined?: components["schemas"]["DeclinedStatusDetails"];
            /** @description Internal in the SDK. */
            voided?: components["schemas"]["VoidedStatusDetails"];
            /** @description Reason code from the payment gateway. (Internal in the SDK.) */
            paymentGatewayReasonCode?: string;
        };
        RefundTransaction: {
            /** @description ID of the payment associated with this refund. */
            paymentId?: string;
            /** @description Refund amount. */
            amount?: components["schemas"]["Price"];
            /** @description Refund status. */
            refundStatus?: components["schemas"]["RefundStatus"];
            /** @description Optional details of current refund status. */
            refundStatusInfo?: components["schemas"]["RefundStatusInfo"];
            /** @description Payment gateway's refund ID. This field is only returned when the value of `external_refund` is `false`. */
            gatewayRefundId?: string;
            /** @description ID of the refund in the payment provider's system. For example, at PayPal, Square, Stripe, etc. Not returned for external refunds. */
            providerRefundId?: string;
            /** @description Whether refund was made externally and manually on the payment provider's side. */
            externalRefund?: boolean;
            /** @description Location where the refund was processed. (Internal in the SDK.) */
            locationId?: string;
        };
        AggregatedRefundSummary: {
            /** @description Total amount requested for refund. */
            requestedRefund?: components["schemas"]["Price"];
            /** @description Pending refund amount - the portion of `requestedRefund` that is still pending. */
            pendingRefund?: components["schemas"]["Price"];
            /** @description Refunded amount - the portion of `requestedRefund` that refunded successfully. */
            refunded?: components["schemas"]["Price"];
            /** @description Failed refund amount - the portion of `requestedRefund` that failed. */
            failedRefundAmount?: components["schemas"]["Price"];
            /** @description Whether at least one refund transaction is still in `"PENDING"` status. */
            pending?: boolean;
            /** @description Breakdown of refunded items. Available only after refund is complete. */
            breakdown?: components["schemas"]["RefundItemsBreakdown"];
        };
        CreditCardPaymentMethodDetails: {
            /** @description The last 4 digits of the card number. */
            lastFourDigits?: string;
            /** @description Card issuer's brand. */
            brand?: string;
        };
        /** @enum {string} */
        TransactionStatus: "UNDEFINED" | "APPROVED" | "PENDING" | "PENDING_MERCHANT" | "CANCELED" | "DECLINED" | "REFUNDED" | "PARTIALLY_REFUNDED" | "AUTHORIZED" | "VOIDED";
        AuthorizationDetails: {
            /** @description Whether the authorized payment is of a delayed capture. Read-only. */
            delayedCapture?: boolean;
            /**
             * Format: date-time
             * @description Date and time the payment was authorized in ISO-8601 format.
             */
            authorizedDate?: Date;
            /** @description List of captures associated with payment In case of failed it can be replaced with new one with PENDING or SUCCESS statuses */
            captures?: components["schemas"]["AuthorizationCapture"][];
            /** @description Void associated with payment */
            void?: components["schemas"]["AuthorizationVoid"];
            /** @description Scheduled action for this transaction */
            scheduledAction?: components["schemas"]["V1ScheduledAction"];
        };
        Chargeback: {
            /** @description Chargeback ID. Read-only. */
            id?: string;
            /**
             * Format: date-time
             * @description Date and time the chargeback was created in ISO-8601 format. Defaults to current time when not provided. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the chargeback was updated in ISO-8601 format. Defaults to current time when not provided. Read-only.
             */
            updatedDate?: Date;
            /** @description Amount. Read-only. */
            amount?: components["schemas"]["Price"];
            /** @description Reversal amount. Present only when status is REVERSED. Read-only. */
            reversalAmount?: components["schemas"]["Price"];
            /** @description Status. */
            status?: components["schemas"]["ChargebackStatus"];
            /** @description External chargeback ID. Read-only. */
            externalId?: string;
        };
        PaymentMethodName: {
            /** @description Translated payment method name in buyer language. */
            buyerLanguageName?: string;
            /** @description Translated payment method name in site owner language. */
            siteLanguageName?: string;
            /** @description User-provided payment method name. */
            userDefinedName?: components["schemas"]["UserDefinedPaymentMethodName"];
        };
        /** @enum {string} */
        MembershipPaymentStatus: "CHARGED" | "CHARGE_FAILED" | "CHARGE_PENDING" | "VOIDED";
        FutureMembershipDetails: {
            /** @description ID of the plan line item in the order from which the membership will be created. */
            lineItemId?: string;
            /** @description ID of the benefit the future membership will grant. */
            benefitId?: string;
        };
        /** @enum {string} */
        CanceledReason: "OTHER_PAYMENT_FAILURE" | "EXPIRED";
        /** @enum {string} */
        DeclinedReason: "CHARGE_FAILED" | "EXPIRED" | "INSUFFICIENT_FUNDS" | "GIFT_CARD_DISABLED";
        /** @enum {string} */
        VoidedReason: "MERCHANT_REQUEST" | "OTHER_PAYMENT_FAILURE";
        /**
         * @description Refund transaction status.
         * @enum {string}
         */
        RefundStatus: "PENDING" | "SUCCEEDED" | "FAILED" | "SCHEDULED" | "STARTED";
        RefundStatusInfo: {
            /** @description Reason code for the refund's current status. */
            paymentGatewayReasonCode?: string;
            /** @description Free text explanation of current refund status. */
            description?: string;
        };
        RefundItemsBreakdown: {
            /** @description Refunded line items and the amount refunded for each. */
            lineItems?: components["schemas"]["LineItemRefundSummary"][];
        };
        AuthorizationCapture: {
            /** @description Capture ID. Read-only. */
            id?: string;
            /** @description Status of this capture action */
            status?: components["schemas"]["AuthorizationCaptureStatus"];
            /** @description Amount of this capture */
            amount?: components["schemas"]["Price"];
            /**
             * Format: date-time
             * @description Date and time the capture was initiated in ISO-8601 format.
             */
            createdDate?: Date;
            /** @description In case of status is FAILED may contain failure details */
            failureDetails?: components["schemas"]["AuthorizationActionFailureDetails"];
        };
        AuthorizationVoid: {
            /** @description Status of this void action */
            status?: components["schemas"]["AuthorizationVoidStatus"];
            /**
             * Format: date-time
             * @description Date and time the void was initiated in ISO-8601 format.
             */
            voidedDate?: Date;
            /** @description In case of status is FAILED may contain failure details */
            failureDetails?: components["schemas"]["AuthorizationActionFailureDetails"];
            /** @description Reason of void action */
            reason?: components["schemas"]["Reason"];
        };
        V1ScheduledAction: {
            /** @description Type of the action. */
            actionType?: components["schemas"]["ActionType"];
            /**
             * Format: date-time
             * @description The date and time of the action.
             */
            executionDate?: Date;
        };
        /** @enum {string} */
        ChargebackStatus: "APPROVED" | "REVERSED";
        LineItemRefundSummary: {
            /** @description ID of the refunded line item. */
            lineItemId?: string;
            /** @description Total refunded amount for the line item. */
            totalRefundedAmount?: components["schemas"]["Price"];
        };
        /** @enum {string} */
        AuthorizationCaptureStatus: "PENDING" | "SUCCEEDED" | "FAILED";
        AuthorizationActionFailureDetails: {
            failureCode?: string;
        };
        /** @enum {string} */
        AuthorizationVoidStatus: "PENDING" | "SUCCEEDED" | "FAILED";
        /**
         * @description Reason the authorization was voided.
         * @enum {string}
         */
        Reason: "MANUAL" | "SCHEDULED";
        /** @enum {string} */
        ActionType: "VOID" | "CAPTURE";
        VoidAuthorizedPaymentsRequest: {
            /** @description Payment IDs */
            paymentIds: string[];
        };
        VoidAuthorizedPaymentsResponse: {
            /** @description All order's transactions after the void was triggered */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        CaptureAuthorizedPaymentsRequest: {
            /** @description Capture payments information */
            payments: components["schemas"]["PaymentCapture"][];
        };
        PaymentCapture: {
            /** @description Payment ID */
            paymentId?: string;
            /** @description Capture amount. If not provided - full authorized amount will be captured. */
            amount?: components["schemas"]["Price"];
        };
        CaptureAuthorizedPaymentsResponse: {
            /** @description All order's transactions after the capture was triggered */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        ListTransactionsForSingleOrderResponse: {
            /** @description Order ID and its associated transactions. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        ListTransactionsForMultipleOrdersRequest: {
            /** @description Order IDs for which to retrieve transactions. */
            orderIds: string[];
        };
        ListTransactionsForMultipleOrdersResponse: {
            /** @description List of order IDs and their associated transactions. */
            orderTransactions?: components["schemas"]["OrderTransactions"][];
        };
        AddPaymentsRequest: {
            /** @description Payments to be added to order. */
            payments: components["schemas"]["Payment"][];
        };
        AddPaymentsResponse: {
            /** @description Order ID and its associated transactions. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
            /** @description IDs of added order payments. */
            paymentsIds?: string[];
        };
        UpdatePaymentStatusRequest: {
            /** @description Payment status. */
            status?: components["schemas"]["TransactionStatus"];
        };
        UpdatePaymentStatusResponse: {
            /** @description Order ID and its associated transactions after update. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        BulkUpdatePaymentStatusesRequest: {
            /** @description Order and payment IDs for which to update payment status. */
            paymentAndOrderIds: components["schemas"]["PaymentAndOrderId"][];
            /** @description Whether to return the full payment entity (`results.item`) in the response. */
            returnFullEntity?: boolean;
            /** @description Payment status. */
            status?: components["schemas"]["TransactionStatus"];
        };
        PaymentAndOrderId: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Payment ID. todo: remove comment once UI will use BulkMarkOrderAsPaid */
            paymentId?: string;
        };
        BulkUpdatePaymentStatusesResponse: {
            /** @description Bulk operation results. */
            results?: components["schemas"]["BulkPaymentResult"][];
            /** @description Bulk operation metadata. */
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkPaymentResult: {
            /** @description Item metadata. */
            itemMetadata?: components["schemas"]["ItemMetadata"];
            /** @description Updated payment. Returned if `return_full_entity` set to `true`. */
            item?: components["schemas"]["Payment"];
        };
        ListFulfillmentsForSingleOrderResponse: {
            /** @description List of fulfillments associated with the order. */
            orderWithFulfillments?: components["schemas"]["OrderWithFulfillments"];
        };
        /** @description An order and its associated fulfillments. A fulfillment represents the shipment or delivery of order items. */
        OrderWithFulfillments: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Fulfillments associated with the order. */
            fulfillments?: components["schemas"]["Fulfillment"][];
        };
        /** @description for now, this is a sub-object of Orders, so can refer to order line items by id. */
        Fulfillment: {
            /** @description Tracking info. */
            trackingInfo?: components["schemas"]["FulfillmentTrackingInfo"];
            /** @description Custom fulfillment info. */
            customInfo?: components["schemas"]["CustomFulfillmentInfo"];
            /** @description Fulfillment ID. Read-only. */
            id?: string;
            /**
             * Format: date-time
             * @description Fulfillment creation date and time in ISO-8601 format. Read-only.
             */
            createdDate?: Date;
            /** @description Line items being fulfilled. */
            lineItems?: components["schemas"]["FulfillmentLineItem"][];
            /** @description The current status of the fulfillment process. */
            status?: string;
            /** @description Fulfillment handling complete. */
            completed?: boolean;
        };
        FulfillmentTrackingInfo: {
            /** @description Shipping/delivery tracking number. */
            trackingNumber?: string;
            /** @description Shipping provider name. Can be either a predefined provider for automatic tracking link generation, or a custom provider name for manual tracking link management. */
            shippingProvider?: string;
            /** @description URL where customers can track their shipment status. */
            trackingLink?: string;
        };
        CustomFulfillmentInfo: {
            /** @description Custom fulfillment info in key:value form. */
            fieldsData?: {
                [key: string]: string;
            };
        };
        FulfillmentLineItem: {
            /** @description Line item ID (mirrors the ID of the order line item). */
            id?: string;
            /** @description Line item quantity. */
            quantity?: number;
        };
        ListFulfillmentsForMultipleOrdersRequest: {
            /** @description List of order IDs for which to retrieve fulfillments. */
            orderIds: string[];
        };
        ListFulfillmentsForMultipleOrdersResponse: {
            /** @description List of order IDs and their associated fulfillments. */
            ordersWithFulfillments?: components["schemas"]["OrderWithFulfillments"][];
        };
        CreateFulfillmentRequest: {
            /** @description Fulfillment info. */
            fulfillment: components["schemas"]["Fulfillment"];
        };
        CreateFulfillmentResponse: {
            /** @description Order ID and the orders' fulfillments. */
            orderWithFulfillments?: components["schemas"]["OrderWithFulfillments"];
            /** @description ID of created fulfillment. */
            fulfillmentId?: string;
        };
        UpdateFulfillmentRequest: {
            /** @description Fulfillment info to update. */
            fulfillment?: components["schemas"]["Fulfillment"];
        };
        UpdateFulfillmentResponse: {
            /** @description Order ID and the orders' associated fulfillments after update. */
            orderWithFulfillments?: components["schemas"]["OrderWithFulfillments"];
        };
        DeleteFulfillmentResponse: {
            /** @description Order ID and the order's associated fulfillments after deletion. */
            orderWithFulfillments?: components["schemas"]["OrderWithFulfillments"];
        };
        BulkCreateFulfillmentRequest: {
            /** @description List of order IDs and their associated fulfillments. */
            ordersWithFulfillments: components["schemas"]["BulkCreateOrderWithFulfillments"][];
        };
        BulkCreateOrderWithFulfillments: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Fulfillments associated with the order. */
            fulfillments?: components["schemas"]["Fulfillment"][];
        };
        BulkCreateFulfillmentResponse: {
            /** @description Items updated by bulk action. */
            results?: components["schemas"]["BulkOrderFulfillmentsResult"][];
            /** @description Bulk action metadata. */
            bulkActionMetadata?: components["schemas"]["BulkActionMetadata"];
        };
        BulkOrderFulfillmentsResult: {
            /** @description Item metadata. */
            itemMetadata?: components["schemas"]["ItemMetadata"];
            ordersWithFulfillments?: components["schemas"]["OrderWithFulfillments"];
        };
        GetOrderRefundabilityRequest: {
            /** @description Order ID. */
            orderId: string;
        };
        GetOrderRefundabilityResponse: {
            /** @description Payment refundability status and amounts for each payment method used in the order. */
            payments?: components["schemas"]["PaymentRefundability"][];
            /** @description Aggregated summary of all payment amounts across all payment methods. */
            paymentsSummary?: components["schemas"]["PaymentsSummary"];
            /** @description Line item refundability showing available refund quantities for each product. */
            lineItems?: components["schemas"]["LineItemRefundability"][];
            /** @description Shipping refundability including original amount, previously refunded amount, and remaining refundable amount. */
            shipping?: components["schemas"]["ShippingRefundability"];
            /** @description List of additional fee refund amounts - both previously refunded and the amount still available for refund. */
            additionalFees?: components["schemas"]["AdditionalFeeRefundability"][];
        };
        PaymentRefundability: {
            /** @description Whether the payment supports automatic API-based refunds. Choose automatic refunds for faster processing when possible. */
            refundable?: boolean;
            /** @description Payment requires manual/external refund processing. Can be manually marked as refunded. Use the provided `providerLink` to access the provider's refund interface. */
            manuallyRefundable?: components["schemas"]["ManuallyRefundablePaymentStatus"];
            /** @description Payment cannot be refunded due to business rules, provider restrictions, or payment state. Check the specific reason to understand why refunding is not possible. */
            nonRefundable?: components["schemas"]["NonRefundablePaymentStatus"];
            /** @description Payment details including method, amounts, and transaction information. */
            payment?: components["schemas"]["PaymentInfo"];
            /** @description URL to the payment provider's dashboard for manual refund processing. Required when payment has manual refund status. */
            providerLink?: string;
        };
        PaymentsSummary: {
            /** @description Summary of cash-based payment methods (credit cards, PayPal, etc.). */
            monetary?: components["schemas"]["MonetaryPaymentSummary"];
            /** @description Summary of membership-based payments using credits, plans, or benefits. */
            membership?: components["schemas"]["MembershipPaymentSummary"];
        };
        LineItemRefundability: {
            /** @description Line item ID. */
            lineItemId?: string;
            /** @description Total quantity of this item originally ordered. */
            originalQuantity?: number;
            /** @description Quantity of this item previously refunded across all refund transactions. */
            refundedQuantity?: number;
            /** @description Maximum quantity of this item that can still be refunded. */
            availableRefundQuantity?: number;
        };
        ShippingRefundability: {
            /** @description Original shipping fee amount. */
            amount?: components["schemas"]["Price"];
            /** @description Previously refunded shipping fee amount. */
            refundedAmount?: components["schemas"]["Price"];
            /** @description Shipping fee amount available for refund. */
            availableRefundAmount?: components["schemas"]["Price"];
        };
        AdditionalFeeRefundability: {
            /** @description Additional fee ID. */
            additionalFeeId?: string;
            /** @description Original additional fee amount. */
            amount?: components["schemas"]["Price"];
            /** @description Previously refunded additional fee amount. */
            refundedAmount?: components["schemas"]["Price"];
            /** @description Additional fee amount available for refund. */
            availableRefundAmount?: components["schemas"]["Price"];
            /** @description Specifies the entity that added the additional fee. (Internal in the SDK.) */
            source?: components["schemas"]["OrderAdditionalFeeSource"];
        };
        ManuallyRefundablePaymentStatus: {
            /** @description Specific reason why this payment requires manual refund processing. */
            reason?: components["schemas"]["BillingManuallyRefundableReason"];
        };
        NonRefundablePaymentStatus: {
            /** @description Specific reason why this payment cannot be refunded through any method. */
            reason?: components["schemas"]["BillingNonRefundableReason"];
        };
        PaymentInfo: {
            /** @description Monetary payment details with amounts for cash-based payments. */
            monetary?: components["schemas"]["MonetaryPaymentSummary"];
            /** @description Membership payment details for payments made using membership credits or plans. */
            membership?: components["schemas"]["MembershipPaymentSummary"];
            /** @description Credit card information for credit card payments, including card type and last 4 digits. */
            creditCardDetails?: components["schemas"]["CreditCardPaymentMethodDetails"];
            /** @description Payment ID used to reference this payment in refund operations. */
            paymentId?: string;
            /** @description Payment method type used for this transaction. */
            paymentMethod?: string;
            /** @description Whether this payment was processed offline (not through an online payment gateway). Offline payments typically require manual refund processing. */
            offlinePayment?: boolean;
        };
        MonetaryPaymentSummary: {
            /** @description Amount paid. */
            paid?: components["schemas"]["Price"];
            /** @description Total amount already refunded from this payment method. */
            refunded?: components["schemas"]["Price"];
            /** @description Amount currently being processed for refund but not yet completed. */
            refundPending?: components["schemas"]["Price"];
            /** @description Maximum amount available for additional refunds if the payment is refundable. Calculated as: `paid` - `refunded` - `refundPending` */
            maxRefund?: components["schemas"]["Price"];
        };
        MembershipPaymentSummary: {
            /** @description Line item IDs that were originally paid using membership credits or benefits. */
            paidLineItemIds?: string[];
            /** @description Line item IDs that were previously refunded and had been paid with membership benefits. These items have already been processed for membership credit restoration. */
            refundedLineItemIds?: string[];
            /** @description Line item IDs paid with membership benefits that can still be refunded. Refunding these items may restore membership credits to the customer's account. */
            refundableLineItemIds?: string[];
        };
        /** @enum {string} */
        BillingManuallyRefundableReason: "UNKNOWN_REASON" | "EXPIRED" | "NOT_SUPPORTED" | "OFFLINE" | "REQUIRES_CARD_READER";
        /** @enum {string} */
        BillingNonRefundableReason: "UNKNOWN_REASON" | "ALREADY_REFUNDED" | "PROVIDER_IS_DOWN" | "NOT_PAID" | "ZERO_PRICE" | "DISABLED_BY_PROVIDER" | "PENDING_REFUND" | "FORBIDDEN" | "TRANSACTION_NOT_FOUND" | "ORDER_IS_PENDING" | "ORDER_IS_REJECTED" | "AMOUNT_OFFSET_BY_CHARGEBACK";
        RefundPaymentsRequest: {
            /** @description Order ID to process refunds for. */
            orderId: string;
            /** @description Payment refunds specifying which payments to refund and their amounts. Set `externalRefund` to `true` for manual refunds processed outside the system. */
            paymentRefunds: components["schemas"]["BillingPaymentRefund"][];
            /** @description Additional actions to perform alongside the refund, such as restocking inventory or sending notifications. */
            sideEffects?: components["schemas"]["BillingRefundSideEffects"];
            /** @description Specific items being refunded including line items, shipping, and additional fees. */
            refundItems?: components["schemas"]["RefundItems"];
            /** @description Optional customer-provided reason for the refund for record-keeping purposes. */
            customerReason?: string;
            /** @description Location where the refund was processed. (Internal in the SDK.) */
            locationId?: string;
        };
        BillingPaymentRefund: {
            /** @description ID of the payment to refund from the order's payment transactions. */
            paymentId?: string;
            /** @description Amount to refund from this payment. Not applicable for membership payments and gift card refunds where the full credit is refunded. */
            amount?: components["schemas"]["Price"];
            /** @description Whether this refund is processed externally through the payment provider's dashboard. */
            externalRefund?: boolean;
            /** @description If set, indicates that refund is made externally and manually (on the payment provider's side) and payment gateway will NOT be called to make an actual refund. When not set (default), the payment gateway will be called in order to make an actual refund, and then the payment will be marked as refunded. (Internal in the SDK.) */
            externalRefundInfo?: components["schemas"]["ExternalRefundInfo"];
        };
        BillingRefundSideEffects: {
            /** @description Inventory restocking actions to perform alongside the refund. */
            restock?: components["schemas"]["RestockSideEffects"];
            /** @description Customer notification actions for the refund. */
            notifications?: components["schemas"]["NotificationSideEffects"];
        };
        RefundItems: {
            /** @description Line items and their quantities to refund. */
            lineItems?: components["schemas"]["LineItemRefund"][];
            /** @description Additional fees and their amounts to refund. */
            additionalFees?: components["schemas"]["AdditionalFeeRefund"][];
            /** @description Shipping amount to refund. */
            shipping?: components["schemas"]["ShippingRefund"];
        };
        ExternalRefundInfo: {
            /** @description Status of the external refund transaction affecting how the system handles the refund. */
            refundStatus?: components["schemas"]["ExternalRefundStatus"];
        };
        RestockSideEffects: {
            /** @description Items to add back to inventory when processing the refund. Use this to automatically restock returned items. */
            lineItems?: components["schemas"]["RestockItem"][];
        };
        NotificationSideEffects: {
            /** @description Whether to send a refund confirmation email to the customer. The email includes refund details and any custom message provided. */
            sendCustomerEmail?: boolean;
            /** @description Custom message to include in the refund confirmation email sent to the customer. Use this to provide additional context about the refund, return instructions, or customer service information. */
            customMessage?: string;
        };
        /** @enum {string} */
        ExternalRefundStatus: "SUCCEEDED" | "PENDING";
        RefundPaymentsResponse: {
            /** @description Complete refund information including refund ID, status, and amounts processed. */
            refund?: components["schemas"]["Refund"];
            /** @description Updated order transaction history reflecting all payments and refunds after processing. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        /** @description Triggered when an order created from this checkout is successfully paid for or when a checkout is marked as completed. */
        CheckoutMarkedAsCompleted: {
            checkout?: components["schemas"]["Checkout"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_completed event (checkout completed). */
        CheckoutCompletedEvent: {
            data: components["schemas"]["CheckoutMarkedAsCompleted"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_created event (checkout created). */
        CheckoutCreatedEvent: {
            entity: components["schemas"]["Checkout"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_deleted event (checkout deleted). */
        CheckoutDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_updated event (checkout updated). */
        CheckoutUpdatedEvent: {
            entity: components["schemas"]["Checkout"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        /** @description A reusable template for creating checkouts with predefined line items, coupons, and customization settings. */
        CheckoutTemplate: {
            /** @description Checkout template ID. Read-only. */
            id?: string;
            /** @description Status of the checkout template. */
            status?: components["schemas"]["CheckoutTemplateStatus"];
            /** @description Custom settings to apply to the checkout page created from this template. */
            customization?: components["schemas"]["CheckoutCustomization"];
            /** @description Catalog line items. */
            lineItems?: components["schemas"]["V1LineItem"][];
            /** @description Custom line items. Custom line items don't trigger the Catalog service plugin. */
            customLineItems?: components["schemas"]["CustomLineItem"][];
            /** @description Coupon code. */
            couponCode?: string;
            /** @description Extended fields must be configured in the app dashboard before they can be accessed with API calls. (Internal in the SDK.) */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description Reference IDs for the app and component providing custom checkout page content. */
            customContentReference?: components["schemas"]["CustomContentReference"];
            /** @description References to an external app and resource associated with the checkout. Used for integration and tracking across different platforms. */
            externalReference?: components["schemas"]["ExternalReference"];
        };
        /** @enum {string} */
        CheckoutTemplateStatus: "ACTIVE" | "INACTIVE";
        CheckoutCustomization: {
            /** @description Web client customizations. These customizations only apply to the standard Wix checkout page. */
            webClient?: components["schemas"]["WebClientCustomization"];
            /** @description Whether to lock the ability to add or remove a gift card. */
            lockedGiftCard?: boolean;
            /** @description Whether to lock the ability to apply or remove a coupon code. */
            lockedCoupon?: boolean;
            /** @description Whether to disable manual payment option for this checkout. */
            disabledManualPayment?: boolean;
        };
        V1LineItem: {
            /** @description Item quantity. */
            quantity?: number;
            /** @description Catalog and item reference. Holds IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Overriding values for catalog item properties. */
            catalogOverrideFields?: components["schemas"]["CatalogOverrideFields"];
        };
        WebClientCustomization: {
            /** @description Whether to disable the "Continue shopping" button. */
            disabledContinueShoppingButton?: boolean;
            /** @description Whether to disable policy agreement checkout in the checkout page */
            disabledPolicyAgreementCheckbox?: boolean;
        };
        /** @description Payload of the wix.ecom.v1.checkout_template_created event (checkout template created). */
        CheckoutTemplateCreatedEvent: {
            entity: components["schemas"]["CheckoutTemplate"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_template_deleted event (checkout template deleted). */
        CheckoutTemplateDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_template_updated event (checkout template updated). */
        CheckoutTemplateUpdatedEvent: {
            entity: components["schemas"]["CheckoutTemplate"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when newly checkout created successfully from checkout template */
        CheckoutTemplateUsed: {
            /** @description checkout template */
            checkoutTemplate?: components["schemas"]["CheckoutTemplate"];
            /** @description newly created checkout */
            checkout?: components["schemas"]["Checkout"];
        };
        /** @description Payload of the wix.ecom.v1.checkout_template_used event (checkout template used). */
        CheckoutTemplateUsedEvent: {
            data: components["schemas"]["CheckoutTemplateUsed"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Site-level settings that control the checkout experience, including policies, field visibility, and branding. */
        CheckoutSettings: {
            /** @description Checkout policies. */
            checkoutPolicies?: components["schemas"]["CheckoutPolicies"];
            /** @description Settings that apply to checkout fields and the checkout process. */
            checkoutFields?: components["schemas"]["CheckoutFields"];
            /** @description Checkout brand settings. */
            checkoutBrand?: components["schemas"]["CheckoutBrand"];
            /**
             * Format: date-time
             * @description Date and time the checkout settings were created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the checkout settings were updated. Read-only.
             */
            updatedDate?: Date;
            /** @description Billing information required to complete the checkout. */
            checkoutBillingFields?: components["schemas"]["CheckoutBillingFields"];
        };
        CheckoutPolicies: {
            /** @description Terms and conditions. */
            termsAndConditions?: components["schemas"]["TermsAndConditionsPolicy"];
            /** @description Privacy policy. */
            privacyPolicy?: components["schemas"]["PrivacyPolicy"];
            /** @description Return policy. */
            returnPolicy?: components["schemas"]["ReturnPolicy"];
            /** @description Digital item policy. */
            digitalItemPolicy?: components["schemas"]["DigitalItemPolicy"];
            /** @description "Contact us" information. */
            contactUs?: components["schemas"]["ContactUsPolicy"];
            /** @description Custom policy. */
            customPolicy?: components["schemas"]["CustomCheckoutPolicy"];
        };
        CheckoutFields: {
            /** @description Subscription checkbox. <br><br> */
            subscriptionCheckbox?: components["schemas"]["SubscriptionCheckboxField"];
            /** @description Policy agreement checkbox. <br><br> */
            policyAgreementCheckbox?: components["schemas"]["CheckboxField"];
            /** @description Whether the ability to redeem a gift card is enabled. <br><br> */
            giftCardRedeemEnabled?: boolean;
            /** @description Whether to allow for MIT transactions. <br><br> */
            mitEnabled?: boolean;
            /** @description Whether to allow for Auth & Capture transactions. <br><br> */
            delayCaptureEnabled?: boolean;
            /** @description Whether to automatically capture the transaction before the authorization expires. */
            captureBeforeExpiryEnabled?: boolean;
            /** @description Whether purchase recommendations are shown to the buyer at checkout. (Internal in the SDK.) */
            purchaseRecommendationsEnabled?: boolean;
            /** @description Who can enter Test Mode on the site's checkout. In Test Mode, the regular payment methods are hidden and checkout completes with a dedicated test payment method, so no real payment is processed. (Internal in the SDK.) */
            testMode?: components["schemas"]["TestMode"];
        };
        CheckoutBrand: {
            /** @description Checkout header. */
            header?: components["schemas"]["CheckoutHeader"];
            /** @description Main checkout area branding. */
            mainSection?: components["schemas"]["CheckoutMain"];
            /** @description Checkout footer branding. */
            footer?: components["schemas"]["CheckoutFooter"];
            /** @description Global checkout branding. */
            global?: components["schemas"]["CheckoutGlobal"];
        };
        /** @enum {string} */
        CheckoutBillingFields: "All_FIELDS" | "MINIMUM_REQUIRED_FIELDS";
        TermsAndConditionsPolicy: {
            /** @description Whether the terms and conditions policy is visible to the customer in the checkout page. <br><br> */
            visible?: boolean;
            /** @description Terms and conditions policy content. */
            content?: string;
        };
        PrivacyPolicy: {
            /** @description Whether the privacy policy is visible to the customer in the checkout page. <br><br> */
            visible?: boolean;
            /** @description Privacy policy content. */
            content?: string;
        };
        ReturnPolicy: {
            /** @description Whether the return policy is visible to the customer in the checkout page. <br><br> */
            visible?: boolean;
            /** @description Return policy content. */
            content?: string;
        };
        DigitalItemPolicy: {
            /** @description Whether the digital item policy is visible to the customer in the checkout page. <br><br> */
            visible?: boolean;
            /** @description Digital item policy content. */
            content?: string;
        };
        ContactUsPolicy: {
            /** @description Whether the contact us policy is visible to the customer in the checkout page. <br><br> */
            visible?: boolean;
            /** @description Contact us policy content. */
            content?: string;
        };
        CustomCheckoutPolicy: {
            /** @description Whether the custom policy is visible to the customer in the checkout page. <br><br> */
            visible?: boolean;
            /** @description Custom policy content. */
            content?: string;
            /** @description Custom policy title. */
            title?: string;
        };
        SubscriptionCheckboxField: {
            /** @description Whether the checkbox is visible to the customer. */
            visible?: boolean;
            /** @description Whether the checkbox is checked by default. */
            checkedByDefault?: boolean;
            /** @description Whether checkout shows two separate opt-in checkboxes for email and SMS instead of a single combined checkbox. Only takes effect when `visible` is `true`. Both checkboxes are always shown together - a buyer can't be shown just one channel. */
            splitByChannel?: boolean;
        };
        CheckboxField: {
            /** @description Whether the checkbox is visible to the customer. */
            visible?: boolean;
            /** @description Whether the checkbox is checked by default. */
            checkedByDefault?: boolean;
        };
        /** @enum {string} */
        TestMode: "DISABLED" | "ENABLED_TO_ALL" | "ENABLED_TO_OWNER_AND_COLLABORATORS";
        CheckoutHeader: {
            /** @description Textual content to be included in the header (e.g. Business Name) */
            text?: string;
            /** @description Text color hex code. */
            textColor?: string;
            /** @description Specifications for when a logo is included in the header. */
            logo?: components["schemas"]["Logo"];
            /** @description Alignment within the header. */
            alignment?: components["schemas"]["Alignment"];
            /** @description Whether to display the 'Checkout' label within the header. Depending on the locale, the label may be translated. */
            displayCheckoutLabel?: boolean;
            /** @description Continue shopping specifications. */
            continueShopping?: components["schemas"]["ContinueShopping"];
            /** @description Background fill specifications. */
            backgroundFill?: components["schemas"]["BackgroundFill"];
            /** @description Color hex code of the full-width divider rule below the header. */
            dividerColor?: string;
        };
        CheckoutMain: {
            /** @description Background fill of the checkout form. */
            formBackgroundFill?: components["schemas"]["BackgroundFill"];
            /** @description Background fill of the checkout summary. */
            summaryBackgroundFill?: components["schemas"]["BackgroundFill"];
            /** @description Color hex code of the dividers. */
            dividerColor?: string;
            /** @description Color hex code of the tinted boxes (e.g. show-summary box). Stored and applied solid (no opacity). */
            tintedBoxColor?: string;
            /** @description Corner radius style applied to the express checkout buttons. */
            expressButtonsCornerRadius?: components["schemas"]["ExpressButtonsCornerRadius"];
            /** @description Corner radius applied everywhere except the express checkout buttons — line-item images and form-field inputs. */
            cornerRadius?: number;
        };
        CheckoutFooter: {
            /** @description Background fill of the footer. */
            backgroundFill?: components["schemas"]["BackgroundFill"];
            /** @description Color hex code of the full-width divider rule above the footer. */
            dividerColor?: string;
        };
        CheckoutGlobal: {
            /** @description Color hex code of selection controls (radios/checkboxes). */
            selectionColor?: string;
            /** @description Color hex code of the place order button. */
            placeOrderButtonColor?: string;
            /** @description Color hex code of the buttons. */
            buttonColor?: string;
            /** @description Background style applied to checkout input fields. (Internal in the SDK.) */
            inputFieldBackgroundStyle?: components["schemas"]["InputFieldBackgroundStyle"];
            /** @description Font family used for headings. (Internal in the SDK.) */
            headingsFontFamily?: string;
            /** @description Font family used for body text. (Internal in the SDK.) */
            bodyFontFamily?: string;
        };
        Logo: {
            /** @description Logo image. (Internal in the SDK.) */
            image?: components["schemas"]["Image"];
            /** @description Size of the logo. */
            size?: components["schemas"]["LogoSize"];
        };
        /** @enum {string} */
        Alignment: "SIDE" | "CENTER";
        ContinueShopping: {
            /** @description Whether the continue shopping element is hidden. */
            hidden?: boolean;
            /** @description Display type for the continue shopping element. */
            displayType?: components["schemas"]["DisplayType"];
        };
        BackgroundFill: {
            /** @description Background color hex code. */
            color?: string;
            /** @description Background image. */
            image?: components["schemas"]["Image"];
        };
        /** @enum {string} */
        ExpressButtonsCornerRadius: "RECTANGLE" | "PILL";
        /** @enum {string} */
        InputFieldBackgroundStyle: "WHITE" | "TRANSPARENT";
        /** @enum {string} */
        LogoSize: "SMALL" | "MEDIUM" | "LARGE";
        /** @enum {string} */
        DisplayType: "TEXT" | "ICON";
        /** @description Payload of the wix.ecom.v1.checkout_settings_updated event (checkout settings updated). */
        CheckoutSettingsUpdatedEvent: {
            entity: components["schemas"]["CheckoutSettings"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        /** @description Triggered when the order status changes to approved */
        OrderApproved: {
            /** @description The order that was updated */
            order?: components["schemas"]["Order"];
            /**
             * @deprecated
             * @description Internal in the SDK.
             */
            ordersExperiments?: components["schemas"]["OrdersExperiments"];
        };
        OrdersExperiments: {
            epCommitTax?: boolean;
            moveMerchantEmailToEp?: boolean;
            moveBuyerOrderConfirmationEmailToEp?: boolean;
            producedByEpBridge?: boolean;
            enableRewrittenSideEffects?: boolean;
        };
        /** @description Payload of the wix.ecom.v1.order_approved event (order approved). */
        OrderApprovedEvent: {
            data: components["schemas"]["OrderApproved"];
            metadata: components["schemas"]["EventMetadata"];
        };
        OrderCanceledEventOrderCanceled: {
            /** @description The order that was cancelled */
            order?: components["schemas"]["Order"];
            /** @description Should restock all items on that order */
            restockAllItems?: boolean;
            /** @description Should send a confirmation mail to the customer */
            sendOrderCanceledEmail?: boolean;
            /** @description Personal note added to the email */
            customMessage?: string;
        };
        /** @description Payload of the wix.ecom.v1.order_canceled event (order canceled). */
        OrderCanceledEvent: {
            data: components["schemas"]["OrderCanceledEventOrderCanceled"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when order is edited by draftOrders */
        OrderDeltasCommitted: {
            /** @description The order after committed changes. */
            order?: components["schemas"]["Order"];
            /** @description Draft order Id representing this change. */
            draftOrderId?: string;
            /** @description Applied changes. */
            changes?: components["schemas"]["CommittedDiffs"];
            /** @description Side-effects requested to happen as a result of this edit. */
            commitSettings?: components["schemas"]["DraftOrderCommitSettings"];
            /**
             * Format: date-time
             * @description Date and time when order deltas were committed. Read-only.
             */
            commitDate?: Date;
        };
        CommittedDiffs: {
            /** @description Shipping info and selected shipping option details. */
            changedShippingInfo?: components["schemas"]["V1ShippingInformation"];
            /** @description Remove existing shipping info. */
            shippingInfoRemoved?: boolean;
            /** @description Added/updated/removed order line items. */
            lineItems?: components["schemas"]["LineItemDelta"][];
            /** @description Added/updated/removed discounts. */
            appliedDiscounts?: components["schemas"]["AppliedDiscountDelta"][];
            /** @description Added/updated/removed additional fee. */
            additionalFees?: components["schemas"]["AdditionalFeeDelta"][];
        };
        DraftOrderCommitSettings: {
            /** @description If false, do not send notifications to buyer. Default is true. */
            sendNotificationsToBuyer?: boolean;
            /** @description If false, do not send notifications to business. Default is true. */
            sendNotificationsToBusiness?: boolean;
            /** @description If false, do not add activities to the order. Default is true. */
            addActivitiesToOrder?: boolean;
            /** @description If false, do not send mails to custom fulfillers in case of a change of shippable items fulfilled by custom fulfillers. Default is true. */
            sendNotificationsToCustomFulfillers?: boolean;
            /** @description Inventory changes to be applied. Either to restock, or decrease. */
            inventoryUpdates?: components["schemas"]["InventoryUpdateDetails"][];
        };
        LineItemDelta: {
            lineItemAdded?: boolean;
            changedDetails?: components["schemas"]["ItemChangedDetails"];
            lineItemRemoved?: components["schemas"]["OrderLineItemChangedDetails"];
            /** @description Recalculation-driven update (e.g. GLOBAL coupon redistribution) that changed the stored item's derived fields but not a merchant decision. Downstream consumers that count merchant actions should ignore this case. (Internal in the SDK.) */
            changedImplicitly?: boolean;
            /** @description Line item ID. */
            lineItemId?: string;
        };
        AppliedDiscountDelta: {
            editedDiscount?: components["schemas"]["OrderAppliedDiscount"];
            discountRemoved?: boolean;
            /** @description Discount id. */
            discountId?: string;
        };
        AdditionalFeeDelta: {
            editedAdditionalFee?: components["schemas"]["OrderAdditionalFee"];
            additionalFeeRemoved?: boolean;
            /** @description Additional fee id. */
            additionalFeeId?: string;
        };
        InventoryUpdateDetails: {
            /** @description Action to be applied - decrease or restock */
            actionType?: components["schemas"]["InventoryAction"];
            /** @description Order line item id */
            lineItemId?: string;
            /** @description The amount to be increased or restocked */
            quantityChange?: number;
        };
        ItemChangedDetails: {
            /** @description The quantity before the change. */
            quantityBeforeChange?: number;
            /** @description The price before the change. */
            priceBeforeChange?: components["schemas"]["Price"];
            /** @description The price description before the change */
            priceDescriptionBeforeChange?: components["schemas"]["PriceDescription"];
            /** @description Line Item product name before change. (Internal in the SDK.) */
            productNameBeforeChange?: components["schemas"]["ProductName"];
            /** @description Line item description lines before change (Internal in the SDK.) */
            descriptionLinesBeforeChange?: components["schemas"]["DescriptionLine"][];
            /** @description Modifier groups before the change. (Internal in the SDK.) */
            modifierGroupsBeforeChange?: components["schemas"]["OrderModifierGroup"][];
            /** @description Catalog Options before change. (Internal in the SDK.) */
            catalogReferenceOptionsBeforeChange?: {
                [key: string]: unknown;
            };
        };
        OrderLineItemChangedDetails: {
            /** @description Item name. + Stores - `product.name` + Bookings - `service.info.name` + Events - `ticket.name` */
            productName?: components["schemas"]["ProductName"];
            /** @description References to the line item's origin catalog. This field may be empty in the case of a custom line item. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Line item quantity. */
            quantity?: number;
            /** @description Total discount for this line item's entire quantity. */
            totalDiscount?: components["schemas"]["Price"];
            /** @description Line item description lines. Used for display purposes for the cart, checkout and order. */
            descriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Line item image. */
            image?: components["schemas"]["Image"];
            /** @description Physical properties of the item. When relevant, contains information such as SKU and item weight. */
            physicalProperties?: components["schemas"]["PhysicalProperties"];
            /** @description Item type. Either a preset type or custom. */
            itemType?: components["schemas"]["ItemType"];
            /** @description Fulfiller ID. Field is empty when the line item is self-fulfilled. To get fulfillment information, pass this order's ID to List Fulfillments For Single Order. */
            fulfillerId?: string;
            /** @description Line item price after line item discounts for display purposes. */
            price?: components["schemas"]["Price"];
            /** @description Line item price before line item discounts for display purposes. Defaults to `price` when not provided. */
            priceBeforeDiscounts?: components["schemas"]["Price"];
            /** @description Line item price per unit before line item discounts and before tax. (Internal in the SDK.) */
            priceBeforeDiscountsAndTax?: components["schemas"]["Price"];
            /** @description Total price after all discounts and tax. */
            totalPriceAfterTax?: components["schemas"]["Price"];
            /** @description Type of selected payment option for current item. Defaults to `FULL_PAYMENT_ONLINE`. + `FULL_PAYMENT_OFFLINE` - The entire payment for this item happens after the checkout. For example, when using cash, check, or other offline payment methods. + `MEMBERSHIP` - Payment for this item is done by charging a membership. */
            paymentOption?: components["schemas"]["DeltaPaymentOptionType"];
            /**
             * @deprecated
             * @description Deprecated. Use `taxInfo` instead. This field will be removed on September 30, 2024. Tax details for this line item.
             */
            taxDetails?: components["schemas"]["OrderItemTaxFullDetails"];
            /** @description Represents all the relevant tax details for a specific line item. (Internal in the SDK.) */
            taxInfo?: components["schemas"]["LineItemTaxInfo"];
            /** @description Digital file identifier, relevant only for items with type DIGITAL. (Internal in the SDK.) */
            digitalFile?: components["schemas"]["DigitalFile"];
            /** @description Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". */
            priceDescription?: components["schemas"]["PriceDescription"];
            /** @description Total price **after** catalog-defined discount and line item discounts. */
            lineItemPrice?: components["schemas"]["Price"];
            /** @description Total price after all discounts excluding tax. */
            totalPriceBeforeTax?: components["schemas"]["Price"];
            /** @description Whether the line item is a custom line item. Custom line items don't trigger the Catalog service plugin. (Internal in the SDK.) */
            customLineItem?: boolean;
            /** @description Line item locations. */
            locations?: components["schemas"]["LocationAndQuantity"][];
            /** @description ID of the app managing the inventory. (Internal in the SDK.) */
            inventoryAppId?: string;
            /** @description Subscription info. */
            subscriptionInfo?: components["schemas"]["SubscriptionInfo"];
            /** @description Modifier groups that were added to the item. Read-only. */
            modifierGroups?: components["schemas"]["OrderModifierGroup"][];
            /** @description Line item ID in external systems. (Internal in the SDK.) */
            externalLineItemId?: string;
            /** @description Item's price amount to be charged during checkout. Relevant for items with a `paymentOption` value of `"DEPOSIT_ONLINE"`. Read-only. (Internal in the SDK.) */
            depositAmount?: components["schemas"]["Price"];
            /** @description In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. (Internal in the SDK.) */
            rootCatalogItemId?: string;
            /**
             * @deprecated
             * @description Deprecated. Use `decimalQuantityUpdate` instead. This field will be removed on August 31, 2027. Line item quantity as a decimal, for a purchase that isn't a whole number of units. For example, `2.75` m² of fake grass. (Internal in the SDK.)
             */
            decimalQuantity?: components["schemas"]["DecimalQuantity"];
            /** @description Whether the line item's quantity is fixed and can't be changed. (Internal in the SDK.) */
            fixedQuantity?: boolean;
            /** @description Address used for tax calculation, carried through the commit delta so a newly-added line item persists its taxable address on the order. Only populated for added line items; ignored for existing line items, whose taxable address cannot change in edit mode. (Internal in the SDK.) */
            taxableAddress?: components["schemas"]["TaxableAddress"];
            /** @description Line item quantity as a decimal, for a purchase that isn't a whole number of units. For example, `2.75` m² of fake grass. (Internal in the SDK.) */
            decimalQuantityUpdate?: components["schemas"]["DecimalQuantityUpdate"];
        };
        /** @enum {string} */
        InventoryAction: "RESTOCK" | "DECREASE";
        /**
         * @description Type of selected payment option for catalog item
         * @enum {string}
         */
        DeltaPaymentOptionType: "FULL_PAYMENT_OFFLINE" | "MEMBERSHIP_OFFLINE";
        DecimalQuantityUpdate: {
            /** @description Line item quantity as a decimal, for a purchase that isn't a whole number of units. For example, `2.75` m² of fake grass. (Internal in the SDK.) */
            decimalQuantity?: components["schemas"]["DecimalQuantity"];
        };
        /** @description Payload of the wix.ecom.v1.order_committed event (order committed). */
        OrderCommittedEvent: {
            data: components["schemas"]["OrderDeltasCommitted"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.order_created event (order created). */
        OrderCreatedEvent: {
            entity: components["schemas"]["Order"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when the fulfillment status of an order is updated */
        FulfillmentStatusUpdated: {
            /** @description The order that was updated */
            order?: components["schemas"]["Order"];
            /** @description The previous status (before the update) */
            previousFulfillmentStatus?: components["schemas"]["FulfillmentStatus"];
            /** @description the new status (after the update) */
            newFulfillmentStatus?: components["schemas"]["FulfillmentStatus"];
            /** @description the action that caused this update */
            action?: string;
        };
        /** @description Payload of the wix.ecom.v1.order_fulfilled event (order fulfilled). */
        OrderFulfilledEvent: {
            data: components["schemas"]["FulfillmentStatusUpdated"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when an order is imported with Import Order. Fires on both initial import and reimport (overwrite). */
        OrderImported: {
            /** @description Imported order. */
            order?: components["schemas"]["Order"];
        };
        /** @description Payload of the wix.ecom.v1.order_imported event (order imported). */
        OrderImportedEvent: {
            data: components["schemas"]["OrderImported"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when an imported order is deleted with Bulk Delete Imported Orders. Fires once per deleted order. */
        ImportedOrderDeleted: {
            /** @description Deleted order. */
            order?: components["schemas"]["Order"];
        };
        /** @description Payload of the wix.ecom.v1.order_imported_order_deleted event (order imported order deleted). */
        OrderImportedOrderDeletedEvent: {
            data: components["schemas"]["ImportedOrderDeleted"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when the payment status of an order is updated */
        PaymentStatusUpdated: {
            /** @description The order that was updated */
            order?: components["schemas"]["Order"];
            /** @description The previous status (before the update) */
            previousPaymentStatus?: components["schemas"]["PaymentStatusEnumPaymentStatus"];
        };
        /** @description Payload of the wix.ecom.v1.order_payment_status_updated event (order payment status updated). */
        OrderPaymentStatusUpdatedEvent: {
            data: components["schemas"]["PaymentStatusUpdated"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.order_updated event (order updated). */
        OrderUpdatedEvent: {
            entity: components["schemas"]["Order"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        ChargebackApproved: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Payment ID. */
            paymentId?: string;
            /** @description Approved chargeback. */
            chargeback?: components["schemas"]["Chargeback"];
            /** @description Order transactions after chargeback is approved. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        /** @description Payload of the wix.ecom.v1.order_transactions_chargeback_approved event (order transactions chargeback approved). */
        OrderTransactionsChargebackApprovedEvent: {
            data: components["schemas"]["ChargebackApproved"];
            metadata: components["schemas"]["EventMetadata"];
        };
        TransactionChargebackReversed: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Payment ID. */
            paymentId?: string;
            /** @description Reversed chargeback. */
            chargeback?: components["schemas"]["Chargeback"];
            /** @description Order transactions after chargeback is reversed. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        /** @description Payload of the wix.ecom.v1.order_transactions_chargeback_reversed event (order transactions chargeback reversed). */
        OrderTransactionsChargebackReversedEvent: {
            data: components["schemas"]["TransactionChargebackReversed"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when a payment is updated. */
        PaymentDetailsUpdated: {
            /** @description Updated order transactions. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
            /** @description List of IDs of the updated payments. */
            paymentIds?: string[];
            /** @description List of IDs of the updated refunds. */
            refundIds?: string[];
        };
        /** @description Payload of the wix.ecom.v1.order_transactions_details_updated event (order transactions details updated). */
        OrderTransactionsDetailsUpdatedEvent: {
            data: components["schemas"]["PaymentDetailsUpdated"];
            metadata: components["schemas"]["EventMetadata"];
        };
        RefundCompleted: {
            /** @description Order ID. */
            orderId?: string;
            /** @description Completed refund. */
            refund?: components["schemas"]["Refund"];
            /** @description Refund side effects. */
            sideEffects?: components["schemas"]["RefundSideEffects"];
            /** @description Order transactions after refund is completed. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
        };
        /** @description Payload of the wix.ecom.v1.order_transactions_refund_completed event (order transactions refund completed). */
        OrderTransactionsRefundCompletedEvent: {
            data: components["schemas"]["RefundCompleted"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when a payment is updated. */
        PaymentsUpdated: {
            /** @description Updated order transactions. */
            orderTransactions?: components["schemas"]["OrderTransactions"];
            /** @description List of IDs of the updated payments. */
            paymentIds?: string[];
            /** @description List of IDs of the updated refunds. */
            refundIds?: string[];
        };
        /** @description Payload of the wix.ecom.v1.order_transactions_updated event (order transactions updated). */
        OrderTransactionsUpdatedEvent: {
            data: components["schemas"]["PaymentsUpdated"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.fulfillments_updated event (fulfillments updated). */
        FulfillmentsUpdatedEvent: {
            entity: components["schemas"]["OrderWithFulfillments"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        ShippingOption: {
            /** @description ShippingOption ID. Read-only. */
            id?: string;
            /** @description Revision number, which increments by 1 each time the ShippingOption is updated. To prevent conflicting changes, the current revision must be passed when updating the ShippingOption. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the ShippingOption was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the ShippingOption was last updated. Read-only.
             */
            updatedDate?: Date;
            /**
             * @deprecated
             * @description Associated delivery region id.
             */
            deliveryRegionId?: string;
            /** @description This shipping option is active for the following delivery regions. */
            deliveryRegionIds?: string[];
            /** @description Delivery option configured for the ShippingOption */
            title?: string;
            /** @description Estimated delivery time. For example, "2-3 business days". */
            estimatedDeliveryTime?: string;
            /** @description at runtime for a given shipment input, up to one rate (price) should be returned in an option. If more than one rate is valid then we return the lowest one. */
            rates?: components["schemas"]["ConditionalRates"][];
            /** @description Data Extensions */
            extendedFields?: components["schemas"]["ExtendedFields"];
        };
        ConditionalRates: {
            /** @description there is an AND logic between all the conditions. Empty conditions means true. The amount of the rate that will be returned if all conditions are met. */
            amount?: string;
            /** @description For example: weight > 0 and weight <= 10 */
            conditions?: components["schemas"]["Condition"][];
            /** @description When this flag is set to true, multiply the amount by the number of line items passed on the request. */
            multiplyByQuantity?: boolean;
        };
        Condition: {
            type?: components["schemas"]["ConditionType"];
            /** @description The value in respective to the condition type Weight values should be in the same weight units of the store: KG / LB Total price is according to the store currency Quantity of items should be integers */
            value?: string;
            /** @description Logical operator. */
            operator?: components["schemas"]["LogicalOperator"];
        };
        /** @enum {string} */
        ConditionType: "BY_TOTAL_WEIGHT" | "BY_TOTAL_PRICE" | "BY_TOTAL_QUANTITY";
        /** @enum {string} */
        LogicalOperator: "EQ" | "GT" | "GTE" | "LT" | "LTE";
        /** @description Payload of the wix.ecom.v1.shipping_option_created event (shipping option created). */
        ShippingOptionCreatedEvent: {
            entity: components["schemas"]["ShippingOption"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.shipping_option_deleted event (shipping option deleted). */
        ShippingOptionDeletedEvent: {
            entity: components["schemas"]["ShippingOption"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.shipping_option_updated event (shipping option updated). */
        ShippingOptionUpdatedEvent: {
            entity: components["schemas"]["ShippingOption"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        ShippoConfiguration: {
            /** @description ShippoConfiguration ID. Read-only. */
            id?: string;
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the ShippoConfiguration was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the ShippoConfiguration was last updated. Read-only.
             */
            updatedDate?: Date;
            /**
             * @deprecated
             * @description Associated delivery region ID.
             */
            deliveryRegionId?: string;
            /** @description Settings of USPS domestic services. */
            domesticServices?: components["schemas"]["DomesticServiceSettings"][];
            /** @description Settings of USPS international services. */
            internationalServices?: components["schemas"]["InternationalServiceSettings"][];
            /** @description Package type. */
            packageType?: components["schemas"]["PackageType"];
            /** @description Package details. */
            packageDetails?: components["schemas"]["PackageDetails"];
            /** @description Location ID from OS location service. */
            osLocationId?: string;
            /** @description Ship from address materialized from OS location. Read-only. */
            shipFromAddress?: components["schemas"]["Address"];
            /** @description This shippo configuration is active for the following delivery regions. */
            deliveryRegionIds?: string[];
            /** @description Backup weight. */
            backupWeight?: string;
            /** @description Data extensions. */
            extendedFields?: components["schemas"]["ExtendedFields"];
        };
        DomesticServiceSettings: {
            /** @description DomesticServiceSettings ID. */
            id?: string;
            /** @description USPS domestic service. */
            service?: components["schemas"]["DomesticService"];
            /** @description Service settings. */
            serviceSettings?: components["schemas"]["ServiceSettings"];
        };
        InternationalServiceSettings: {
            /** @description InternationalServiceSettings ID. */
            id?: string;
            /** @description USPS international service. */
            service?: components["schemas"]["InternationalService"];
            /** @description Service settings. */
            serviceSettings?: components["schemas"]["ServiceSettings"];
        };
        /** @enum {string} */
        PackageType: "CUSTOM" | "FLAT_RATE_ENVELOPE" | "PADDED_FLAT_RATE_ENVELOPE" | "SMALL_FLAT_RATE_BOX" | "MEDIUM_FLAT_RATE_BOX_1" | "MEDIUM_FLAT_RATE_BOX_2" | "LARGE_FLAT_RATE_BOX";
        PackageDetails: {
            /** @description Package name. Must be set when package type is CUSTOM. For other package types, it is read-only, and an exception will be thrown if it set when creating a ShippoConfiguration. */
            name?: string;
            /** @description Package dimensions. Can only be set when package type is CUSTOM. For other package types, it is read-only, and an exception will be thrown if it set when creating a ShippoConfiguration. */
            dimensions?: components["schemas"]["PackageDimensions"];
            /** @description Maximum number of products. Must be set when package type is NOT CUSTOM. Otherwise, if the package type is CUSTOM, this field cannot be set and an exception will be thrown if it is set when creating a ShippoConfiguration. */
            maxNumberOfProducts?: string;
        };
        /** @enum {string} */
        DomesticService: "GROUND_ADVANTAGE" | "PRIORITY_MAIL" | "PRIORITY_MAIL_EXPRESS";
        ServiceSettings: {
            /** @description Estimated delivery time. */
            estimatedDeliveryTime?: string;
            /** @description Handling fee. */
            handlingFee?: components["schemas"]["HandlingFee"];
            /** @description Amount above which free delivery is offered. */
            freeDeliveryMinimumAmount?: string;
        };
        /** @enum {string} */
        InternationalService: "FIRST_CLASS_PACKAGE_INTERNATIONAL" | "PRIORITY_MAIL_INTERNATIONAL" | "PRIORITY_MAIL_EXPRESS_INTERNATIONAL";
        PackageDimensions: {
            /** @description Package length. */
            length?: string;
            /** @description Package width. */
            width?: string;
            /** @description Package height. */
            height?: string;
        };
        HandlingFee: {
            /** @description Value that will be used to calculate the fee. For example, percentage fee with value 5% to calculate the fee. */
            value?: string;
            /** @description How to calculate the fee: fixed amount or by percentage. */
            calculationType?: components["schemas"]["CalculationType"];
        };
        /** @enum {string} */
        CalculationType: "FIXED" | "PERCENTAGE";
        /** @description Payload of the wix.ecom.v1.shippo_configuration_created event (shippo configuration created). */
        ShippoConfigurationCreatedEvent: {
            entity: components["schemas"]["ShippoConfiguration"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.shippo_configuration_deleted event (shippo configuration deleted). */
        ShippoConfigurationDeletedEvent: {
            entity: components["schemas"]["ShippoConfiguration"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.shippo_configuration_updated event (shippo configuration updated). */
        ShippoConfigurationUpdatedEvent: {
            entity: components["schemas"]["ShippoConfiguration"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        /** @description Site-level settings that control order behavior, such as when inventory is decremented and whether invoices are automatically generated. */
        OrdersSettings: {
            /** @description Defines when to update the store inventory. Default: `ON_ORDER_PLACED` */
            inventoryUpdateTrigger?: components["schemas"]["InventoryUpdateTrigger"];
            /** @description Whether to automatically create invoices for every new order paid online. <br> Default: `false` <br> **Note**: The issued invoice for an order is not a tax invoice and doesn't reflect refunds. You are responsible for ensuring that invoices you issue conform to any relevant legal requirements. */
            createInvoice?: boolean;
            /**
             * Format: date-time
             * @description Date and time the orders settings were created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the orders settings were updated. Read-only.
             */
            updatedDate?: Date;
            /** @description Whether to automatically generate invoices for every new paid order. (Internal in the SDK.) */
            autoGenerateInvoiceOnPaidOrder?: boolean;
        };
        /** @enum {string} */
        InventoryUpdateTrigger: "ON_ORDER_PAID" | "ON_ORDER_PLACED";
        /** @description Payload of the wix.ecom.v1.orders_settings_updated event (orders settings updated). */
        OrdersSettingsUpdatedEvent: {
            entity: components["schemas"]["OrdersSettings"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        DiscountRule: {
            /** @description Discount rule ID. Read-only. */
            id?: string;
            /** @description Revision number, which increments by 1 each time the discount rule is updated. To prevent conflicting changes, the current `revision` must be passed when updating the discount rule. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the discount rule was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the discount rule was last updated. Read-only.
             */
            updatedDate?: Date;
            /** @description Whether the discount rule is active. */
            active?: boolean;
            /** @description Discount rule name. */
            name?: string;
            /** @description Discount rule trigger. A set of conditions that must be met for the `discounts` to be applied. Not passing a trigger will cause the discount to always apply. */
            trigger?: components["schemas"]["DiscountTrigger"];
            /** @description Time frame in which the discount rule is active. */
            activeTimeInfo?: components["schemas"]["ActiveTimeInfo"];
            /** @description List of discounts that are applied when one or more triggers are met. */
            discounts?: components["schemas"]["Discounts"];
            /** @description Discount rule status. Default: `UNDEFINED` Read-only. */
            status?: components["schemas"]["DiscountRuleStatus"];
            /** @description Number of times the discount rule was used. Read-only. */
            usageCount?: number;
            /** @description calculated string which describe the discount rule Read-only. (Internal in the SDK.) */
            offer?: string;
            /** @description Discount advance settings. (Internal in the SDK.) */
            settings?: components["schemas"]["DiscountSettings"];
            /** @description Data Extensions. (Internal in the SDK.) */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /** @description For internal use only. Subscription-specific configuration, populated from V2 for compatibility. Read-only. (Internal in the SDK.) */
            subscriptionSettings?: components["schemas"]["DiscountRuleSubscriptionSettings"];
            /** @description Tags for this discount rule. */
            tags?: components["schemas"]["DiscountRuleTags"];
        };
        /** @description DiscountTrigger - description of a set of conditions, that if met, will trigger the associated rule actions */
        DiscountTrigger: {
            /** @description Chain multiple triggers with the `and` operator. */
            and?: components["schemas"]["And"];
            /** @description Chain multiple triggers with the `or` operator. */
            or?: components["schemas"]["Or"];
            /** @description Custom trigger. */
            customTrigger?: components["schemas"]["Custom"];
            /** @description Subtotal trigger range. */
            subtotalRange?: components["schemas"]["SubtotalRange"];
            /** @description Item quantity trigger range. */
            itemQuantityRange?: components["schemas"]["ItemQuantityRange"];
            /** @description Customer Eligibility info */
            customerEligibility?: components["schemas"]["CustomerEligibility"];
            /** @description Trigger type. */
            triggerType?: components["schemas"]["TriggerType"];
        };
        ActiveTimeInfo: {
            /**
             * Format: date-time
             * @description Date and time the discount rule is active **from**, in ISO-8601 format.
             */
            start?: Date;
            /**
             * Format: date-time
             * @description Date and time the discount rule is active **till**, in ISO-8601 format.
             */
            end?: Date;
            /** @description Recurring schedule for this discount rule. (Internal in the SDK.) */
            recurrence?: components["schemas"]["Recurrence"];
        };
        Discounts: {
            /** @description Discounts. */
            values?: components["schemas"]["Discount"][];
        };
        /** @enum {string} */
        DiscountRuleStatus: "LIVE" | "EXPIRED" | "PENDING";
        /** @description The discount settings */
        DiscountSettings: {
            /** @description Discount applies to either `ALL_ITEMS`, or to the `LOWEST_PRICED_ITEM`. */
            appliesTo?: components["schemas"]["AppliedSubjectType"];
            /**
             * @deprecated
             * @description Whether the discount will apply to subscriptions.
             */
            includeSubscription?: boolean;
            /** @description Maximum total number of uses allowed for the discount rule. */
            usageLimit?: number;
            /** @description The usage limit per user per discount. When not provided, this setting will not apply. */
            usageLimitPerUser?: number;
            /** @description Opt in to indexing this discount rule by an offline pipeline. Default value is false (rules are not indexed by default). The purpose of indexing discount rules is to allow fast reads of potential discounts on given catalog items, without having to do heavy calculations like in `GetAppliedDiscounts` API. (Internal in the SDK.) */
            indexOptIn?: boolean;
        };
        DiscountRuleSubscriptionSettings: {
            /** @description Controls which purchase types are considered when evaluating the discount rule's trigger. Named `precondition` to mirror the V2 field. (Internal in the SDK.) */
            preconditionPurchaseType?: components["schemas"]["PurchaseType"];
            /** @description Controls which purchase types receive the discount and how it is applied. (Internal in the SDK.) */
            customerGets?: components["schemas"]["CustomerGetsConfig"];
        };
        /** @description Common object for tags. Should be use as in this example: message Foo { option (.wix.api.decomposite_of) = "wix.commons.v2.tags.Foo"; string id = 1; ... Tags tags = 5 } */
        DiscountRuleTags: {
            /** @description Tags that require an additional permission in order to access them, normally not given to site members or visitors. */
            privateTags?: components["schemas"]["TagList"];
            /** @description Tags that are exposed to anyone who has access to the labeled entity itself, including site members and visitors. */
            publicTags?: components["schemas"]["TagList"];
        };
        And: {
            /** @description List of triggers to have an "AND" operator between their results. */
            triggers?: components["schemas"]["DiscountTrigger"][];
        };
        Or: {
            /** @description List of triggers to have an "OR" operator between their results. */
            triggers?: components["schemas"]["DiscountTrigger"][];
        };
        Custom: {
            /** @description Trigger ID. */
            id?: string;
            /** @description ID of the app that created the trigger. */
            appId?: string;
            /** @description Additional data in { "key": value } form. + This data will be passed to the Custom Triggers Service SPI. + For example, for a trigger that would activate if temperature is above 30 degrees, `params` field would be: `{ "minTemp": 30 }`. (Internal in the SDK.) */
            params?: {
                [key: string]: unknown;
            };
        };
        SubtotalRange: {
            /** @description Relevant scopes for `SPECIFIC_ITEMS` target type. */
            scopes?: components["schemas"]["DiscountRuleScope"][];
            /** @description Minimum subtotal price (inclusive). */
            from?: string;
            /** @description Maximum subtotal price (inclusive). */
            to?: string;
        };
        ItemQuantityRange: {
            /** @description Relevant scopes for `SPECIFIC_ITEMS` target type. */
            scopes?: components["schemas"]["DiscountRuleScope"][];
            /** @description Minimum item quantity (inclusive). */
            from?: number;
            /** @description Maximum item quantity (inclusive). */
            to?: number;
        };
        CustomerEligibility: {
            /** @description Information about specific segments. (Internal in the SDK.) */
            contactSegmentsInfo?: components["schemas"]["ContactSegments"];
            /** @description Information about specific lables. (Internal in the SDK.) */
            contactTagsInfo?: components["schemas"]["ContactTags"];
            /** @description Information about specific members. */
            individualMembersInfo?: components["schemas"]["IndividualMembers"];
            /** @description Customer eligibility type. */
            eligibilityType?: components["schemas"]["EligibilityType"];
        };
        /** @enum {string} */
        TriggerType: "AND" | "SUBTOTAL_RANGE" | "ITEM_QUANTITY_RANGE" | "CUSTOM" | "OR" | "CUSTOMER_ELIGIBILITY";
        Recurrence: {
            /** @description Weekly discount recurrence. */
            weeklySchedule?: components["schemas"]["WeeklySchedule"];
        };
        Discount: {
            /** @description Percentage to discount from original price. */
            percentage?: number;
            /** @description Amount to discount from original price. */
            fixedAmount?: string;
            /** @description Fixed price. Line item will be fixed to this price. */
            fixedPrice?: string;
            /** @description A special price is applied for a specific quantity of items. For example, 3 for $10. */
            quantityBased?: components["schemas"]["QuantityBased"];
            /** @description Discount target. */
            targetType?: components["schemas"]["DiscountTargetType"];
            /** @description Data related to `SPECIFIC_ITEMS` target type. */
            specificItemsInfo?: components["schemas"]["SpecificItemsInfo"];
            /** @description Discount type. */
            discountType?: components["schemas"]["DiscountRuleDiscountType"];
            /** @description Data related to `BUY_X_GET_Y` target type. (Internal in the SDK.) */
            buyXGetYInfo?: components["schemas"]["BuyXGetYInfo"];
        };
        /**
         * @description TODO: check if can be removed
         * @enum {string}
         */
        AppliedSubjectType: "ALL_ITEMS" | "LOWEST_PRICED_ITEM";
        /** @enum {string} */
        PurchaseType: "ONLY_ONE_TIME_PURCHASE" | "ONLY_SUBSCRIPTION" | "ALL_PURCHASE_TYPES";
        CustomerGetsConfig: {
            /** @description Purchase type that receives the discount. (Internal in the SDK.) */
            purchaseType?: components["schemas"]["PurchaseType"];
            /** @description Number of billing cycles to discount, starting from the first paid cycle. (Internal in the SDK.) */
            discountedCycleCount?: number;
        };
        /** @description This object represents a scope of catalog items. Examples: 1. All catalog items of a specific app - type = CATALOG_ITEM, CatalogItemFilter with `catalog_app_id` 2. Specific catalog item - type = CATALOG_ITEM, CatalogItemFilter with `catalog_app_id` + `catalog_item_ids` 3. */
        DiscountRuleScope: {
            /** @description Catalog item filter. Must be passed with `type."CATALOG_ITEM"`. */
            catalogItemFilter?: components["schemas"]["CatalogItemFilter"];
            /** @description Custom filter. Must be passed with `type."CATALOG_ITEM"`. */
            customFilter?: components["schemas"]["CustomFilter"];
            /** @description Scope ID. */
            id?: string;
            /** @description Scope type. */
            type?: components["schemas"]["ScopeType"];
        };
        ContactSegments: {
            /** @description Eligible segment ids. */
            segmentIds?: string[];
        };
        ContactTags: {
            /** @description Eligible tag and label ids. */
            tagReferences?: components["schemas"]["TagReference"][];
        };
        IndividualMembers: {
            /** @description Eligible member ids. */
            memberIds?: string[];
        };
        /** @enum {string} */
        EligibilityType: "CONTACT_SEGMENTS" | "CONTACT_TAGS" | "INDIVIDUAL_MEMBERS";
        WeeklySchedule: {
            /** @description A list of days with their respective active time ranges. */
            timeWindows?: components["schemas"]["TimeWindow"][];
        };
        /** @description A special price is applied for a specific quantity of items. For example, 3 for $10. */
        QuantityBased: {
            /** @description list of discountConfig options. */
            configurations?: components["schemas"]["DiscountConfig"][];
        };
        /** @enum {string} */
        DiscountTargetType: "SPECIFIC_ITEMS" | "BUY_X_GET_Y";
        SpecificItemsInfo: {
            /** @description All associated scopes for `SPECIFIC_ITEMS` target type. */
            scopes?: components["schemas"]["DiscountRuleScope"][];
            /** @description limit number of items the discount can be applied to if no limit specified, the discount will be applied to all items in the request that match 'scopes' field (Internal in the SDK.) */
            limit?: number;
            /** @description Scopes of items to exclude from the discounted set. Exclusion wins on overlap: an item that matches both `scopes` and `excluded_scopes` is not discounted. (Internal in the SDK.) */
            excludedScopes?: components["schemas"]["DiscountRuleScope"][];
        };
        /** @enum {string} */
        DiscountRuleDiscountType: "PERCENTAGE" | "FIXED_AMOUNT" | "FIXED_PRICE" | "QUANTITY_BASED";
        BuyXGetYInfo: {
            /** @description Information about which items must be in the cart (buy X) for the discount to apply (get Y). */
            customerBuys?: components["schemas"]["CustomerBuy"];
            /** @description Information about which items will be discounted (get Y). */
            customerGets?: components["schemas"]["CustomerGet"];
            /** @description The maximum number of times the 'buy X get Y' discount can be applied. For example, when the value of `limit` is `2`, with a "2+1" sale on all items, the following logic applies: + Buy 2 get 1, buy 3 get 1. + Buy 4 get 2, buy 6 get 2, buy 9 get 2, and so on. */
            limit?: number;
        };
        CatalogItemFilter: {
            /** @description Catalog App ID. For example, the Wix Stores, Wix Bookings, or 3rd-party `appId`. */
            catalogAppId?: string;
            /** @description ID of the item within its Wix or 3rd-party catalog. For example, `productId` for Wix Stores. */
            catalogItemIds?: string[];
        };
        CustomFilter: {
            /** @description Custom filter app ID, when relevant. */
            appId?: string;
            /** @description Custom filter in `{ "key": "value" }` form. For example, an array of `collectionIDs`: `{ ["collectionId": "12345"], ["collectionId": "67890"] }`. */
            params?: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        ScopeType: "CATALOG_ITEM" | "CUSTOM_FILTER";
        TagReference: {
            /** @description Eligible tag id. */
            tagId?: string;
            /** @description Eligible label id. */
            labelKey?: string;
        };
        TimeWindow: {
            /** @description Day of week. */
            dayOfWeek?: components["schemas"]["DayOfWeek"];
            /** @description Start time window during each recurrence. */
            startTime?: components["schemas"]["TimeOfDay"];
            /** @description End time window during each recurrence. */
            endTime?: components["schemas"]["TimeOfDay"];
        };
        DiscountConfig: {
            /** @description DiscountConfig ID. Read-only. */
            id?: string;
            /** @description The number of items that must be added to the cart to be eligible for the discount (Represents X). */
            quantity?: number;
            /** @description The DiscountConfig price (Represents Amount). */
            price?: string;
        };
        CustomerBuy: {
            /** @description Minimum number of items the customer must add to the cart to be eligible for a discount. */
            minimumQuantity?: number;
            /** @description Minimum price the customer must add to the cart to be eligible for a discount. */
            minimumSpend?: string;
            /** @description Scopes of the items that must be added to the cart to enable the discount. */
            scopes?: components["schemas"]["DiscountRuleScope"][];
        };
        CustomerGet: {
            /** @description Exact number of items in the cart that will be discounted. If the cart contains fewer items than the value of quantity, the discount will not apply. */
            quantity?: number;
            /** @description Scopes of the items that will be discounted. */
            scopes?: components["schemas"]["DiscountRuleScope"][];
            /** @description Scopes of items to exclude from the discounted (get Y) set. Exclusion wins on overlap: an item that matches both `scopes` and `excluded_scopes` is not discounted. (Internal in the SDK.) */
            excludedScopes?: components["schemas"]["DiscountRuleScope"][];
        };
        /** @enum {string} */
        DayOfWeek: "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
        TimeOfDay: {
            /** @description Hours. Min: `0`. Max: `23`. */
            hours?: number;
            /** @description Minutes. Min: `0`. Max: `59`. */
            minutes?: number;
        };
        /** @description Payload of the wix.ecom.discounts.v1.discount_rule_created event (discount rule created). */
        DiscountRuleCreatedEvent: {
            entity: components["schemas"]["DiscountRule"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.discounts.v1.discount_rule_deleted event (discount rule deleted). */
        DiscountRuleDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.discounts.v1.discount_rule_updated event (discount rule updated). */
        DiscountRuleUpdatedEvent: {
            entity: components["schemas"]["DiscountRule"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        /** @description A tax group is a category of specific line items grouped together based on their tax treatment. You can create new tax groups to apply distinct tax rates and rules. */
        TaxGroup: {
            /** @description Tax group ID. Read-only. */
            id?: string;
            /** @description Tax group name. */
            name?: string;
            /** @description Revision number, which increments by 1 each time the tax group is updated. To prevent conflicting changes, the current revision must be passed when updating the tax group. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the tax group was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the tax group was last updated. Read-only.
             */
            updatedDate?: Date;
        };
        /** @description Payload of the wix.billing.v1.tax_group_created event (tax group created). */
        TaxGroupCreatedEvent: {
            entity: components["schemas"]["TaxGroup"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.billing.v1.tax_group_deleted event (tax group deleted). */
        TaxGroupDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.billing.v1.tax_group_updated event (tax group updated). */
        TaxGroupUpdatedEvent: {
            entity: components["schemas"]["TaxGroup"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description A tax region uses a location to define a specific tax treatment. A location is defined by `country` and `subdivision`. The tax region also dictates whether or not tax is included in the displayed price. */
        TaxRegion: {
            /** @description Tax region ID. Read-only. */
            id?: string;
            /** @description 2-letter country code in ISO 3166-1 alpha-2 format, for example `US` or `GB`. */
            country?: string;
            /** @description Subdivision (such as a state, prefecture, or province) in ISO 3166-2 format, without the country prefix. For example, `NY` for New York, `ON` for Ontario, or `BY` for Bavaria. */
            subdivision?: string;
            /** @description The app ID of the tax calculator to use for this region. */
            appId?: string;
            /** @description Whether tax is included in the price. */
            taxIncludedInPrice?: boolean;
            /** @description Revision number, which increments by 1 each time the tax region is updated. To prevent conflicting changes, the current revision must be passed when updating the tax region. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the tax region was created. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the tax region was last updated. Read-only.
             */
            updatedDate?: Date;
        };
        /** @description Payload of the wix.billing.v1.tax_region_created event (tax region created). */
        TaxRegionCreatedEvent: {
            entity: components["schemas"]["TaxRegion"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.billing.v1.tax_region_deleted event (tax region deleted). */
        TaxRegionDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.billing.v1.tax_region_updated event (tax region updated). */
        TaxRegionUpdatedEvent: {
            entity: components["schemas"]["TaxRegion"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description A checkout that was started but not completed. Use abandoned checkouts to track and recover potential sales through automated follow-ups. */
        AbandonedCheckout: {
            /** @description Abandoned checkout ID. */
            id?: string;
            /**
             * Format: date-time
             * @description Date and time the abandoned checkout was created.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the abandoned checkout was updated.
             */
            updatedDate?: Date;
            /** @description The associated checkout ID. */
            checkoutId?: string;
            /** @description The associated cart ID. */
            cartId?: string;
            /** @description Status of the abandoned checkout. */
            status?: components["schemas"]["AbandonedCheckoutStatus"];
            /** @description Language for communication with the buyer. Defaults to the site language. For a site that supports multiple languages, this is the language the buyer selected. */
            buyerLanguage?: string;
            /** @description Buyer information. */
            buyerInfo?: components["schemas"]["V1BuyerInfo"];
            /** @description Contact details. */
            contactDetails?: components["schemas"]["FullAddressContactDetails"];
            /** @description The store's currency. */
            currency?: string;
            /** @description Currency the buyer used in checkout. */
            conversionCurrency?: string;
            /** @description Total price after discounts, gift cards, and tax. */
            totalPrice?: components["schemas"]["MultiCurrencyPrice"];
            /** @description List of all automation activities performed by Wix Automations regarding the abandoned checkout. Wix Automations updates the `activities` field for each activity in the automation flow. Only relevant if the site owner set up automations in the Dashboard. Read-only. */
            activities?: components["schemas"]["AbandonedCheckoutActivity"][];
            /**
             * Format: date-time
             * @description Date and time the abandoned checkout was recovered.
             */
            checkoutRecoveredDate?: Date;
            /** @description Checkout URL. */
            checkoutUrl?: string;
            /** @description Subtotal price of all line items, before discounts and before tax. */
            subtotalPrice?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Line items. Read-only. */
            lineItems?: components["schemas"]["AbandonedCheckoutLineItem"][];
            /** @description Applied discounts. Read-only. */
            appliedDiscounts?: components["schemas"]["AbandonedCheckoutAppliedDiscount"][];
        };
        /**
         * @description Status of the abandoned checkout.
         * @enum {string}
         */
        AbandonedCheckoutStatus: "ABANDONED" | "RECOVERED";
        /** @description Buyer information. */
        V1BuyerInfo: {
            /** @description Visitor ID (if the site visitor is **not** a site member). */
            visitorId?: string;
            /** @description Member ID (if the site visitor is a site member). */
            memberId?: string;
            /** @description User ID (if the site visitor is a site owner or collaborator). */
            userId?: string;
            /** @description Contact ID. For more information, see the Contacts API. Read-only. */
            contactId?: string;
            /** @description Buyer email address. */
            email?: string;
        };
        AbandonedCheckoutActivity: {
            /**
             * Format: date-time
             * @description Date and time the automation activity was created.
             */
            createdDate?: Date;
            /** @description Automation activity type. */
            type?: components["schemas"]["AbandonedCheckoutActivityType"];
        };
        AbandonedCheckoutLineItem: {
            /** @description Line item ID. Read-only. */
            id?: string;
            /** @description Item quantity. */
            quantity?: number;
            /** @description Catalog and item reference. Holds IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Item name. + Stores - `product.name` + Bookings - `service.info.name` + Events - `ticket.name` Read-only. */
            productName?: components["schemas"]["ProductName"];
            /** @description Item price **after** catalog-defined discount and line item discounts. Read-only. */
            price?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Item price **before** line item discounts and **after** catalog-defined discount. Defaults to `price` when not provided. Read-only. */
            priceBeforeDiscounts?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Line item description lines. Used for displaying the cart, checkout and order. Read-only. */
            descriptionLines?: components["schemas"]["DescriptionLine"][];
            /** @description Line item image details. Read-only. */
            image?: components["schemas"]["Image"];
            /** @description Physical properties of the item. When relevant, contains information such as SKU, item weight, and shippability. Read-only. */
            physicalProperties?: components["schemas"]["PhysicalProperties"];
        };
        AbandonedCheckoutAppliedDiscount: {
            /** @description Coupon details. */
            coupon?: components["schemas"]["AbandonedCheckoutCoupon"];
            /** @description Merchant discount. */
            merchantDiscount?: components["schemas"]["MerchantDiscount"];
            /** @description Discount rule */
            discountRule?: components["schemas"]["AppliedDiscountRule"];
            /** @description Discount type. */
            discountType?: components["schemas"]["DiscountType"];
            /** @description IDs of line items the discount applies to. */
            lineItemIds?: string[];
        };
        /** @enum {string} */
        AbandonedCheckoutActivityType: "SCHEDULED" | "EMAIL_SENT" | "EMAIL_NOT_SENT" | "NOTIFICATION_SENT" | "TASK_CREATED" | "AUTOMATION_SKIPPED";
        AbandonedCheckoutCoupon: {
            /** @description Coupon ID. */
            id?: string;
            /** @description Coupon code. */
            code?: string;
            /** @description Coupon value. */
            amount?: components["schemas"]["MultiCurrencyPrice"];
            /** @description Coupon name. */
            name?: string;
        };
        /** @description Payload of the wix.ecom.v1.abandoned_checkout_created event (abandoned checkout created). */
        AbandonedCheckoutCreatedEvent: {
            entity: components["schemas"]["AbandonedCheckout"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.abandoned_checkout_deleted event (abandoned checkout deleted). */
        AbandonedCheckoutDeletedEvent: {
            entity: components["schemas"]["AbandonedCheckout"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Triggered when an abandoned checkout is recovered (the customer completes the checkout). */
        AbandonedCheckoutRecovered: {
            /** @description The abandoned checkout that was recovered. */
            abandonedCheckout?: components["schemas"]["AbandonedCheckout"];
        };
        /** @description Payload of the wix.ecom.v1.abandoned_checkout_recovered event (abandoned checkout recovered). */
        AbandonedCheckoutRecoveredEvent: {
            data: components["schemas"]["AbandonedCheckoutRecovered"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.abandoned_checkout_updated event (abandoned checkout updated). */
        AbandonedCheckoutUpdatedEvent: {
            entity: components["schemas"]["AbandonedCheckout"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description The back in stock notification request allows a customer to receive a notification when a specific item is available again. The request includes information about the person making the request, the item they want to receive a notification for, and the status of the notification. */
        BackInStockNotificationRequest: {
            /** @description Notification request ID. Read-only. */
            id?: string;
            /** @description Catalog and item reference that the notification request is for. */
            catalogReference?: components["schemas"]["CatalogReference"];
            /** @description Email address to send notification to about item being back in stock. */
            email?: string;
            /** @description Contact ID for the contact with this `email`. Read-only. */
            contactId?: string;
            /** @description Status of the notification. Read-only. */
            status?: components["schemas"]["BackInStockStatus"];
            /** @description Whether a notification was sent automatically. Read-only. */
            autoNotified?: boolean;
            /**
             * Format: date-time
             * @description Date and time the notification request was created. Read-only.
             */
            createdDate?: Date;
            /** @description Item URL for this notification request. */
            itemUrl?: string;
        };
        /** @enum {string} */
        BackInStockStatus: "UNSPECIFIED" | "RECEIVED" | "PROCESSING" | "NOTIFICATION_SENT" | "FAILED";
        /** @description Payload of the wix.ecom.v1.back_in_stock_notification_request_created event (back in stock notification request created). */
        BackInStockNotificationRequestCreatedEvent: {
            entity: components["schemas"]["BackInStockNotificationRequest"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.back_in_stock_notification_request_deleted event (back in stock notification request deleted). */
        BackInStockNotificationRequestDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.v1.back_in_stock_notification_request_updated event (back in stock notification request updated). */
        BackInStockNotificationRequestUpdatedEvent: {
            entity: components["schemas"]["BackInStockNotificationRequest"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description A SubscriptionContract is a ... You can ... Read more about SubscriptionContracts in this article. */
        SubscriptionContract: {
            /** @description SubscriptionContract ID. Read-only. */
            id?: string;
            /** @description Revision number, which increments by 1 each time the SubscriptionContract is updated. To prevent conflicting changes, the current revision must be passed when updating the SubscriptionContract. Read-only. */
            revision?: string;
            /**
             * Format: date-time
             * @description Date and time the subscription contract was created in ISO-8601 format. Read-only.
             */
            createdDate?: Date;
            /**
             * Format: date-time
             * @description Date and time the subscription contract was last updated in ISO-8601 format. Read-only.
             */
            updatedDate?: Date;
            /** @description Corresponding billing subscription id (Internal in the SDK.) */
            billingSubscriptionId?: string;
            /**
             * @deprecated
             * @description Subscription option description. For example, `"1kg of selected coffee, once a month"`.
             */
            description?: string;
            /** @description Subscription option description. For example, `"1kg of selected coffee, once a month"`. (Internal in the SDK.) */
            subscriptionDescription?: components["schemas"]["V1SubscriptionDescription"];
            /** @description Subscription detailed information. */
            subscriptionSettings?: components["schemas"]["V1SubscriptionSettings"];
            /** @description Order line items. */
            lineItems?: components["schemas"]["OrderLineItem"][];
            /** @description Buyer information. */
            buyerInfo?: components["schemas"]["OrderBuyerInfo"];
            /** @description Language for communication with the buyer. Defaults to the site language. For a site that supports multiple languages, this is the language the buyer selected. */
            buyerLanguage?: string;
            /** @description Weight measurement unit - defaults to site's weight unit. */
            weightUnit?: components["schemas"]["WeightUnit"];
            /** @description Currency used for the pricing of this order in ISO-4217 format. */
            currency?: string;
            /** @description Multi-currency information of the subscription. conversionRate may reflect updated exchange rate on created order per recurring cycle. */
            currencyConversionDetails?: components["schemas"]["CurrencyConversionDetails"];
            /** @description Whether tax is included in line item prices. */
            taxIncludedInPrices?: boolean;
            /** @description Order price summary. Read-only. */
            priceSummary?: components["schemas"]["OrderPriceSummary"];
            /** @description Summary of platform fees for this subscription contract, including totals by charge type and a breakdown of individual fees. */
            platformFeeSummary?: components["schemas"]["PlatformFeeSummary"];
            /** @description Billing address and contact details. */
            billingInfo?: components["schemas"]["OrderAddressWithContact"];
            /** @description Shipping info and selected shipping option details. */
            shippingInfo?: components["schemas"]["SubscriptionContractShippingInformation"];
            /** @description Tax information. Read-only. (Internal in the SDK.) */
            taxInfo?: components["schemas"]["OrderTaxInfo"];
            /** @description Applied discounts. */
            appliedDiscounts?: components["schemas"]["OrderAppliedDiscount"][];
            /** @description Information about the sales channel that submitted this order. */
            channelInfo?: components["schemas"]["ChannelInfo"];
            /** @description Custom fields. */
            customFields?: components["schemas"]["CustomField"][];
            /** @description Order recipient address and contact details. */
            recipientInfo?: components["schemas"]["OrderAddressWithContact"];
            /** @description Custom field data for the subscription contract object. */
            extendedFields?: components["schemas"]["ExtendedFields"];
            /**
             * @deprecated
             * @description Subscription option title. For example, `"Monthly coffee Subscription"`.
             */
            title?: string;
            /** @description Subscription title. For example, `"Monthly coffee Subscription"`. (Internal in the SDK.) */
            subscriptionTitle?: components["schemas"]["V1SubscriptionTitle"];
            /** @description Additional fees applied to subscription contract. */
            additionalFees?: components["schemas"]["OrderAdditionalFee"][];
            /** @description Order Location (Internal in the SDK.) */
            businessLocation?: components["schemas"]["Location"];
            /** @description Contract-level settings and allowed actions. (Internal in the SDK.) */
            settings?: components["schemas"]["SubscriptionContractSettings"];
            /** @description Activities recorded on this contract (e.g. draft commits, status changes). Read-only. */
            activities?: components["schemas"]["SubscriptionContractActivity"][];
        };
        V1SubscriptionDescription: {
            /** @description Subscription option description. */
            original?: string;
            /** @description Translated subscription option description. */
            translated?: string;
        };
        V1SubscriptionSettings: {
            /** @description Frequency of recurring payment. */
            frequency?: components["schemas"]["SubscriptionFrequency"];
            /** @description Number of frequency units in a billing cycle. For example, frequency `MONTH` with interval `3` means billing every 3 months. */
            interval?: number;
            /** @description Whether subscription is renewed automatically at the end of each period. */
            autoRenewal?: boolean;
            /** @description Number of billing cycles before subscription ends. Ignored if `autoRenewal: true`. */
            billingCycles?: number;
            /** @description Whether to allow the customer to cancel the subscription. */
            enableCustomerCancellation?: boolean;
            /** @description Period until first cycle starts. If None => no free trial */
            freeTrialPeriod?: components["schemas"]["V1FreeTrialPeriod"];
            /**
             * Format: date-time
             * @description The date the subscription will start. The subscription will be charged either now or according to freeTrialDays. (Internal in the SDK.)
             */
            startDate?: Date;
            /** @description Billing configuration for recurring charges. (Internal in the SDK.) */
            billingSettings?: components["schemas"]["V1BillingSettings"];
            /** @description Whether the product/service/subscription access period is aligned with the billing period. (Internal in the SDK.) */
            productPeriodAlignment?: components["schemas"]["SubscriptionSettingsProductPeriodAlignment"];
        };
        SubscriptionContractShippingInformation: {
            /** @description App Def Id of external provider which was a source of shipping info */
            carrierId?: string;
            /** @description Unique code (or ID) of selected shipping option. For example, `"usps_std_overnight"`. */
            code?: string;
            /** @description Shipping option title. For example, `"USPS Standard Overnight Delivery"`, `"Standard"` or `"First-Class Package International"`. */
            title?: string;
            /** @description Shipping logistics. */
            logistics?: components["schemas"]["OrderDeliveryLogistics"];
            /** @description Shipping costs. */
            cost?: components["schemas"]["OrderShippingPrice"];
            /** @description Shipping region. */
            region?: components["schemas"]["OrderShippingRegion"];
        };
        V1SubscriptionTitle: {
            /** @description Subscription option name in the site's default language as defined in the request envelope. */
            original?: string;
            /** @description Subscription option name translated into the buyer's language. */
            translated?: string;
        };
        SubscriptionContractSettings: {
            /** @description Indicates which coupon calculation model was used when creating this contract. */
            specificItemsCouponBehavior?: components["schemas"]["SpecificItemsCouponBehavior"];
        };
        SubscriptionContractActivity: {
            /** @description Scopes the draft to the contract level, applying to all future cycles. */
            contractTarget?: components["schemas"]["ContractTarget"];
            /** @description Changes committed from a DraftSubscriptionContract. */
            changesApplied?: components["schemas"]["ChangesAppliedActivity"];
            /** @description Activity ID. Read-only. */
            id?: string;
            /**
             * Format: date-time
             * @description When the activity occurred. Read-only.
             */
            createdDate?: Date;
            /** @description Identity of the draft order's initiator. Read-only. */
            author?: components["schemas"]["ActivityAuthor"];
            /** @description Activity type. */
            activityType?: components["schemas"]["SubscriptionContractActivityType"];
        };
        V1FreeTrialPeriod: {
            /** @description Frequency of period. Values: DAY, WEEK, MONTH, YEAR */
            frequency?: components["schemas"]["SubscriptionFrequency"];
            /** @description Number of frequency units in the free trial period. For example, frequency `MONTH` with interval `3` means a 3-month free trial. */
            interval?: number;
        };
        V1BillingSettings: {
            /** @description Day of month (1-28) to anchor recurring billing to. When set, billing recurs on this day each cycle. Does not apply to weekly subscriptions. */
            anchorDay?: number;
        };
        /** @enum {string} */
        SubscriptionSettingsProductPeriodAlignment: "ALIGNED_WITH_BILLING_PERIOD" | "NOT_ALIGNED_WITH_BILLING_PERIOD";
        /** @description Scopes the draft to the contract level, applying to all future cycles. */
        ContractTarget: {
            /** @description Cycle number of the next billing cycle (1-based). Set by the caller; returned by the server on read. */
            nextCycleNumber?: number;
        };
        ChangesAppliedActivity: {
            /** @description Scopes the draft to the contract level, applying to all future cycles. */
            contractTarget?: components["schemas"]["ContractTarget"];
            /** @description ID of the DraftSubscriptionContract that was committed. */
            draftSubscriptionContractId?: string;
            /** @description Individual typed changes applied. */
            changes?: components["schemas"]["ContractChange"][];
            /** @description Reason for the edit, provided by the merchant (optional). */
            reason?: string;
        };
        ActivityAuthor: {
            /** @description User ID. When the draft order was created by a Wix user. */
            userId?: string;
            /** @description App ID. When the draft order was created by an app. */
            appId?: string;
        };
        /** @enum {string} */
        SubscriptionContractActivityType: "UNKNOWN_ACTIVITY_TYPE" | "CHANGES_APPLIED";
        ContractChange: {
            /** @description Line item was modified. */
            lineItemChanged?: components["schemas"]["SubscriptionContractLineItemChanges"];
            /** @description Line item was added to the contract. */
            lineItemAdded?: components["schemas"]["ManagedLineItem"];
            /** @description Line item was removed from the contract. */
            lineItemRemoved?: components["schemas"]["ManagedLineItem"];
            /** @description Discount was added to the contract. */
            discountAdded?: components["schemas"]["SubscriptionContractManagedDiscount"];
            /** @description Discount was removed from the contract. */
            discountRemoved?: components["schemas"]["SubscriptionContractManagedDiscount"];
            /** @description Additional fee was added to the contract. */
            additionalFeeAdded?: components["schemas"]["SubscriptionContractManagedAdditionalFee"];
            /** @description Additional fee was removed from the contract. */
            additionalFeeRemoved?: components["schemas"]["SubscriptionContractManagedAdditionalFee"];
            /** @description Total price changed. */
            totalPriceChanged?: components["schemas"]["TotalPriceChange"];
        };
        SubscriptionContractLineItemChanges: {
            /** @description Line item ID. */
            id?: string;
            /** @description Item name after change. */
            name?: components["schemas"]["ProductName"];
            /** @description Item quantity change. */
            quantity?: components["schemas"]["LineItemQuantityChange"];
        };
        SubscriptionContractManagedDiscount: {
            /** @description Discount ID. */
            id?: string;
            /** @description Discount name. */
            name?: components["schemas"]["TranslatedValue"];
            /** @description Discount amount. */
            totalAmount?: components["schemas"]["Price"];
        };
        SubscriptionContractManagedAdditionalFee: {
            /** @description Additional fee ID. */
            id?: string;
            /** @description Additional fee name. */
            name?: components["schemas"]["TranslatedValue"];
            /** @description Additional fee amount. */
            totalAmount?: components["schemas"]["Price"];
        };
        /** @description Payload of the wix.ecom.subscription_contracts.v1.subscription_contract_created event (subscription contract created). */
        SubscriptionContractCreatedEvent: {
            entity: components["schemas"]["SubscriptionContract"];
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.subscription_contracts.v1.subscription_contract_deleted event (subscription contract deleted). */
        SubscriptionContractDeletedEvent: {
            metadata: components["schemas"]["EventMetadata"];
        };
        /** @description Payload of the wix.ecom.subscription_contracts.v1.subscription_contract_updated event (subscription contract updated). */
        SubscriptionContractUpdatedEvent: {
            entity: components["schemas"]["SubscriptionContract"];
            metadata: components["schemas"]["EventMetadata"];
            /** @description The fields that changed and their previous values, by field path. */
            modifiedFields: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Status of a discount or coupon applied to a cart or checkout, as the source documents name it. The current SDK reports a coupon that no longer applies through `InvalidCouponReason` instead.
         * @enum {string}
         */
        DiscountStatus: "ACTIVE" | "EXPIRED" | "DELETED" | "MAX_USAGE_REACHED";
        /**
         * @description Who performed an action recorded in an order's history, as the source documents name it. The current SDK records the actor's ids in `Order.createdBy` (userId, memberId, visitorId, appId) instead.
         * @enum {string}
         */
        HistoryActorType: "USER" | "MEMBER" | "CONTACT" | "APP";
        /**
         * @description Item stock status of a cart line item (cart v2; in stock, partially in stock, out of stock, removed from catalog).
         * @enum {string}
         */
        ItemStatus: "IN_STOCK" | "PARTIALLY_IN_STOCK" | "OUT_OF_STOCK" | "REMOVED_FROM_CATALOG";
        /**
         * @description Source of a discount: an automatic discount rule or a coupon (cart v2 discount source).
         * @enum {string}
         */
        DiscountSourceType: "AUTOMATIC_RULE" | "COUPON";
        /**
         * @description What a discount applies to: the cart subtotal, a line item or delivery (cart v2).
         * @enum {string}
         */
        DiscountScope: "UNKNOWN_DISCOUNT_SCOPE" | "CART_SUBTOTAL" | "LINE_ITEM" | "DELIVERY";
        /**
         * @description Validation mode of a cart calculation: skip validations, pre-checkout validations or checkout validations.
         * @enum {string}
         */
        ValidationsConfig: "SKIP_VALIDATIONS" | "PRE_CHECKOUT_VALIDATIONS" | "CHECKOUT_VALIDATIONS";
        /**
         * @description Why a coupon cannot be applied (cart v2). The nearest the SDK has to a discount status (expired, disabled, max usage exceeded...).
         * @enum {string}
         */
        InvalidCouponReason: "UNKNOWN_INVALID_COUPON_REASON" | "EXPIRED" | "DISABLED" | "INACTIVE" | "MAX_USAGE_EXCEEDED" | "MAX_USAGE_PER_CUSTOMER_EXCEEDED" | "NOT_APPLICABLE_TO_SUBSCRIPTIONS" | "NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS" | "MIN_LINE_ITEM_QUANTITY_NOT_REACHED" | "MIN_SUBTOTAL_NOT_REACHED";
        /**
         * @description Tip type: percentage of the order, fixed amount, or custom amount entered by the customer.
         * @enum {string}
         */
        TipType: "UNKNOWN_TIP_TYPE" | "PERCENTAGE" | "AMOUNT" | "CUSTOM";
        /**
         * @description How a tip is split between staff members: equally or proportionally.
         * @enum {string}
         */
        StaffDistributionMethod: "UNKNOWN_SPLIT_METHOD" | "EQUAL" | "PROPORTIONAL";
    };
    responses: {
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
        /** @description Permission denied, the caller lacks the permission the call needs (application error `PERMISSION_DENIED`). */
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
    createCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCheckoutRequest"];
            };
        };
        responses: {
            /** @description The new checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateCheckoutResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND`, `GIFT_CARD_NOT_FOUND`, `ERROR_COUPON_DOES_NOT_EXIST`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `GIFT_CARD_IS_EMPTY`, `GIFT_CARD_DISABLED`, `GIFT_CARD_EXPIRED`, `ERROR_COUPON_USAGE_EXCEEDED`, `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`, `ERROR_COUPON_IS_NOT_ACTIVE_YET`, `ERROR_COUPON_HAS_EXPIRED`, `SITE_MUST_ACCEPT_PAYMENTS`. */
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
    getCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCheckoutResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    updateCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCheckoutRequest"];
            };
        };
        responses: {
            /** @description The updated checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateCheckoutResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND`, `GIFT_CARD_NOT_FOUND`, `ERROR_COUPON_DOES_NOT_EXIST`, `CHECKOUT_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `GIFT_CARD_IS_EMPTY`, `GIFT_CARD_DISABLED`, `GIFT_CARD_EXPIRED`, `ERROR_COUPON_USAGE_EXCEEDED`, `ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED`, `ERROR_COUPON_IS_NOT_ACTIVE_YET`, `ERROR_COUPON_HAS_EXPIRED`. */
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
    getCheckoutByCartId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Cart ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout created from the cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCheckoutByCartIdResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    getWixCheckoutUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout page URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetWixCheckoutURLResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    getCheckoutUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout page URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCheckoutURLResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    getCheckoutPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocked payment options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetCheckoutPaymentSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    removeCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout without the coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveCouponResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    removeGiftCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout without the gift card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveGiftCardResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    removeOverrideCheckoutUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveOverrideCheckoutUrlResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    addToCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddToCheckoutRequest"];
            };
        };
        responses: {
            /** @description The updated checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddToCheckoutResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `CHECKOUT_IS_COMPLETE`. */
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
    removeLineItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveLineItemsRequest"];
            };
        };
        responses: {
            /** @description The updated checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveLineItemsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    createOrderFromCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderFromCheckoutRequest"];
            };
        };
        responses: {
            /** @description The new order (or subscription) and its payment gateway order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderFromCheckoutResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflict: `CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS`, `CHECKOUT_CHANGED`. */
            409: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `PAYMENT_ERROR`, `PAYMENT_PROVIDER_IS_NOT_AVAILABLE_ON_SITE`, `SITE_NOT_ACCEPTING_PAYMENTS`, `CHECKOUT_ALREADY_PAID`, `CALCULATION_ERROR`, `REDEEM_GIFT_CARD_ERROR`, `PARTIAL_OUT_OF_STOCK`, `FULL_OUT_OF_STOCK`, `EMPTY_CHECKOUT`, `SUBSCRIPTION_WITH_ZERO_TOTAL`, `SUBSCRIPTION_WITH_SEVERAL_LINE_ITEMS`, `SUBSCRIPTION_WITH_GIFT_CARD`, `NO_SELECTED_CARRIER_SERVICE_OPTION`, `VIOLATIONS_WITH_ERROR_SEVERITY`, `NO_SAVE_PAYMENT_METHOD_CONFIRMATION`, `SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE`, `MEMBERS_ONLY_ITEM`, `GIFT_CARD_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD`, `COUPON_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD`. */
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
    createOrderAndCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderAndChargeRequest"];
            };
        };
        responses: {
            /** @description The new order and the charge result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderAndChargeResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflict: `CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS`, `CHECKOUT_CHANGED`. */
            409: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `PAYMENT_ERROR`, `PAYMENT_PROVIDER_IS_NOT_AVAILABLE_ON_SITE`, `SITE_NOT_ACCEPTING_PAYMENTS`, `CHECKOUT_ALREADY_PAID`, `CALCULATION_ERROR`, `REDEEM_GIFT_CARD_ERROR`, `PARTIAL_OUT_OF_STOCK`, `FULL_OUT_OF_STOCK`, `EMPTY_CHECKOUT`, `SUBSCRIPTION_WITH_ZERO_TOTAL`, `SUBSCRIPTION_WITH_SEVERAL_LINE_ITEMS`, `SUBSCRIPTION_WITH_GIFT_CARD`, `NO_SELECTED_CARRIER_SERVICE_OPTION`, `NO_SAVE_PAYMENT_METHOD_CONFIRMATION`, `SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE`, `MEMBERS_ONLY_ITEM`, `GIFT_CARD_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD`, `COUPON_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD`. */
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
    markCheckoutAsCompletedAndRedirectToUrl: {
        parameters: {
            query: {
                /** @description Server-signed JWT token with the information needed to complete the checkout. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The redirect as the SDK models it: status code, headers (with `Location`) and the (empty) body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RawHttpResponse"];
                };
            };
            /** @description The checkout was marked as completed; the browser is sent to the URL of the token. */
            302: {
                headers: {
                    /**
                     * @description The URL to redirect to.
                     * @example https://www.chelseabeans.example/thank-you-page/9a3f6c1e-2d8b-4f7a-b5c9-3e1d0a8f6b24
                     */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthenticated: `UNAUTHENTICATED`, `UNAUTHENTICATED_TOKEN`. */
            401: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markCheckoutAsCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkCheckoutAsCompletedRequest"];
            };
        };
        responses: {
            /** @description Empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkCheckoutAsCompletedResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    updateLineItemsQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Checkout ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLineItemsQuantityRequest"];
            };
        };
        responses: {
            /** @description The updated checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateLineItemsQuantityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `CHECKOUT_NOT_FOUND`. */
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
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                id: string;
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
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderRequest"];
            };
        };
        responses: {
            /** @description The updated order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `ORDER_IS_PENDING`, `ORDER_IS_REJECTED`. */
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
    searchOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchOrdersRequest"];
            };
        };
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchOrdersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkUpdateOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateOrdersRequest"];
            };
        };
        responses: {
            /** @description Per-order results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdateOrdersResponse"];
                };
            };
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelOrderRequest"];
            };
        };
        responses: {
            /** @description The canceled order. */
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
            /** @description Not found: `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `ORDER_HAS_AUTHORIZED_TRANSACTION`, `ORDER_IS_PENDING`, `ORDER_IS_REJECTED`. */
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
    updateOrderStatus: {
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
                "application/json": components["schemas"]["UpdateOrderStatusRequest"];
            };
        };
        responses: {
            /** @description The order with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateOrderStatusResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflict: `STATUS_ALREADY_SET`. */
            409: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `UNSUPPORTED_TRANSITION`. */
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
    addActivities: {
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
                "application/json": components["schemas"]["AddActivitiesRequest"];
            };
        };
        responses: {
            /** @description The order and the IDs of the new activities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddActivitiesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    getPaymentCollectabilityStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                ecomOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collectability status and the collectable amount. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPaymentCollectabilityStatusResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    preparePaymentCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                ecomOrderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreparePaymentCollectionRequest"];
            };
        };
        responses: {
            /** @description The payment gateway order to pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreparePaymentCollectionResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `NO_ASSOCIATED_ECOM_ORDER`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `PAYMENT_METHODS_NOT_FOUND`, `ORDER_CANCELED`, `ORDER_ALREADY_PAID`, `ORDER_HAS_CHARGEBACKS`. */
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
    recordManuallyCollectedPayment: {
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
                "application/json": components["schemas"]["RecordManuallyCollectedPaymentRequest"];
            };
        };
        responses: {
            /** @description Empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordManuallyCollectedPaymentResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `ORDER_ALREADY_PAID`, `ORDER_CANCELED`. */
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
    getRefundabilityStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                ecomOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refundability of each payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRefundabilityStatusResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    triggerRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                ecomOrderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TriggerRefundRequest"];
            };
        };
        responses: {
            /** @description The order's transactions with the new refund. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerRefundResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `PAYMENTS_NOT_FOUND`, `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `REFUND_NOT_AVAILABLE`. */
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
    voidAuthorizedPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                ecomOrderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoidAuthorizedPaymentsRequest"];
            };
        };
        responses: {
            /** @description The order's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoidAuthorizedPaymentsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `PAYMENT_NOT_FOUND`, `PAYMENT_GATEWAY_ID_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `PAYMENT_ALREADY_VOIDED`, `PAYMENT_ALREADY_CAPTURED`, `PAYMENT_NOT_AUTHORIZED`. */
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
    captureAuthorizedPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                ecomOrderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaptureAuthorizedPaymentsRequest"];
            };
        };
        responses: {
            /** @description The order's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptureAuthorizedPaymentsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `PAYMENT_NOT_FOUND`, `PAYMENT_GATEWAY_ID_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflict: `PAYMENT_HAS_PENDING_CAPTURE`. */
            409: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `PAYMENT_ALREADY_VOIDED`, `PAYMENT_ALREADY_CAPTURED`, `PAYMENT_NOT_AUTHORIZED`. */
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
    listTransactionsForSingleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransactionsForSingleOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    listTransactionsForMultipleOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListTransactionsForMultipleOrdersRequest"];
            };
        };
        responses: {
            /** @description Transactions per order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTransactionsForMultipleOrdersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addPayments: {
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
                "application/json": components["schemas"]["AddPaymentsRequest"];
            };
        };
        responses: {
            /** @description The order's transactions and the IDs of the new payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddPaymentsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    updatePaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payment ID. */
                paymentId: string;
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentStatusRequest"];
            };
        };
        responses: {
            /** @description The order's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePaymentStatusResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `PAYMENT_NOT_FOUND`. */
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
    bulkUpdatePaymentStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdatePaymentStatusesRequest"];
            };
        };
        responses: {
            /** @description Per-payment results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpdatePaymentStatusesResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listFulfillmentsForSingleOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's fulfillments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFulfillmentsForSingleOrderResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    listFulfillmentsForMultipleOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListFulfillmentsForMultipleOrdersRequest"];
            };
        };
        responses: {
            /** @description Fulfillments per order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFulfillmentsForMultipleOrdersResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createFulfillment: {
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
                "application/json": components["schemas"]["CreateFulfillmentRequest"];
            };
        };
        responses: {
            /** @description The order's fulfillments and the new fulfillment's ID. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateFulfillmentResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflict: `TRACKING_NUMBER_ALREADY_EXISTS`. */
            409: {
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
    deleteFulfillment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID of the fulfillment to delete. */
                fulfillmentId: string;
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's remaining fulfillments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteFulfillmentResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    updateFulfillment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fulfillment ID (`fulfillment.id`). */
                fulfillmentId: string;
                /** @description Order ID. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFulfillmentRequest"];
            };
        };
        responses: {
            /** @description The order's fulfillments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateFulfillmentResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Conflict: `TRACKING_NUMBER_ALREADY_EXISTS`. */
            409: {
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
    bulkCreateFulfillments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCreateFulfillmentRequest"];
            };
        };
        responses: {
            /** @description Per-order results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCreateFulfillmentResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrderRefundability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetOrderRefundabilityRequest"];
            };
        };
        responses: {
            /** @description Refundability of the order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOrderRefundabilityResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `ORDER_NOT_FOUND`. */
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
    refundPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundPaymentsRequest"];
            };
        };
        responses: {
            /** @description The new refund and the order's transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundPaymentsResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["PermissionDenied"];
            /** @description Not found: `PAYMENT_NOT_FOUND`, `LINE_ITEM_NOT_FOUND`, `ADDITIONAL_FEE_NOT_FOUND`, `SHIPPING_NOT_FOUND`, `ORDER_NOT_FOUND`. */
            404: {
                headers: {
                    "x-wix-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Failed precondition: `PAYMENT_NOT_REFUNDABLE`. */
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
    onCheckoutCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutCompletedEvent"];
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
    onCheckoutCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutCreatedEvent"];
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
    onCheckoutDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutDeletedEvent"];
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
    onCheckoutUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutUpdatedEvent"];
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
    onCheckoutTemplateCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutTemplateCreatedEvent"];
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
    onCheckoutTemplateDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutTemplateDeletedEvent"];
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
    onCheckoutTemplateUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutTemplateUpdatedEvent"];
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
    onCheckoutTemplateUsed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutTemplateUsedEvent"];
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
    onCheckoutSettingsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutSettingsUpdatedEvent"];
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
    onOrderApproved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderApprovedEvent"];
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
    onOrderCommitted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCommittedEvent"];
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
    onOrderFulfilled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderFulfilledEvent"];
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
    onOrderImported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderImportedEvent"];
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
    onOrderImportedOrderDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderImportedOrderDeletedEvent"];
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
    onOrderPaymentStatusUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPaymentStatusUpdatedEvent"];
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
    onOrderTransactionsChargebackApproved: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTransactionsChargebackApprovedEvent"];
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
    onOrderTransactionsChargebackReversed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTransactionsChargebackReversedEvent"];
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
    onOrderTransactionsDetailsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTransactionsDetailsUpdatedEvent"];
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
    onOrderTransactionsRefundCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTransactionsRefundCompletedEvent"];
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
    onOrderTransactionsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTransactionsUpdatedEvent"];
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
    onFulfillmentsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FulfillmentsUpdatedEvent"];
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
    onShippingOptionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingOptionCreatedEvent"];
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
    onShippingOptionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingOptionDeletedEvent"];
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
    onShippingOptionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingOptionUpdatedEvent"];
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
    onShippoConfigurationCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippoConfigurationCreatedEvent"];
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
    onShippoConfigurationDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippoConfigurationDeletedEvent"];
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
    onShippoConfigurationUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippoConfigurationUpdatedEvent"];
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
    onOrdersSettingsUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrdersSettingsUpdatedEvent"];
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
    onDiscountRuleCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountRuleCreatedEvent"];
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
    onDiscountRuleDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountRuleDeletedEvent"];
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
    onDiscountRuleUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountRuleUpdatedEvent"];
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
    onTaxGroupCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxGroupCreatedEvent"];
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
    onTaxGroupDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxGroupDeletedEvent"];
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
    onTaxGroupUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxGroupUpdatedEvent"];
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
    onTaxRegionCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxRegionCreatedEvent"];
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
    onTaxRegionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxRegionDeletedEvent"];
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
    onTaxRegionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxRegionUpdatedEvent"];
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
    onAbandonedCheckoutCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbandonedCheckoutCreatedEvent"];
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
    onAbandonedCheckoutDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbandonedCheckoutDeletedEvent"];
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
    onAbandonedCheckoutRecovered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbandonedCheckoutRecoveredEvent"];
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
    onAbandonedCheckoutUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AbandonedCheckoutUpdatedEvent"];
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
    onBackInStockNotificationRequestCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackInStockNotificationRequestCreatedEvent"];
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
    onBackInStockNotificationRequestDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackInStockNotificationRequestDeletedEvent"];
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
    onBackInStockNotificationRequestUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BackInStockNotificationRequestUpdatedEvent"];
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
    onSubscriptionContractCreated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionContractCreatedEvent"];
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
    onSubscriptionContractDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionContractDeletedEvent"];
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
    onSubscriptionContractUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionContractUpdatedEvent"];
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

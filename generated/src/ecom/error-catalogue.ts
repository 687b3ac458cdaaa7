// Generated from spec/ecom.yaml by codegen. Do not edit.


/** Application error codes of the eCommerce service (x-error-catalogue). */
export const ecomErrors = {
  ADDITIONAL_FEE_NOT_FOUND: {
    status: 404,
    message: 'Additional fee not found.',
    description: 'Refund Payments: a refunded additional fee is not an additional fee of the order. `data` is the AdditionalFeeRefund (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CALCULATION_ERROR: {
    status: 428,
    message: 'Checkout calculation failed.',
    description: 'Totals could not be calculated (shipping, tax, coupon, gift card, membership or discount). `data` is the checkout\'s CalculationErrors (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CHECKOUT_ALREADY_PAID: {
    status: 428,
    message: 'Checkout already paid.',
    description: 'An order was already created and paid for this checkout. `data` is a DoublePaymentErrorData with the `orderId` or `subscriptionId` (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CHECKOUT_CHANGED: {
    status: 409,
    message: 'Checkout changed.',
    description: 'The checkout changed (prices, stock or discounts were recalculated) while the order was being created; retrieve it and try again (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CHECKOUT_IS_COMPLETE: {
    status: 428,
    message: 'Checkout is complete.',
    description: 'Items cannot be added to a checkout an order was already created from (`completed: true`) (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CHECKOUT_NOT_FOUND: {
    status: 404,
    message: 'Checkout not found.',
    description: 'No checkout has the given ID (or, for Get Checkout By Cart ID, no checkout was created from the cart). The checkout SDK lists no custom not-found code; this is the platform\'s standard not-found application error for a checkout, its code name inferred like the bookings spec\'s SERVICE_NOT_FOUND (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS: {
    status: 409,
    message: 'Checkout payment already in progress.',
    description: 'Another request is already paying for this checkout. `data` is a DoublePaymentErrorData (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  COUPON_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD: {
    status: 428,
    message: 'A coupon cannot discount a gift card.',
    description: 'The checkout contains a gift card item and a coupon was applied (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  EMPTY_CHECKOUT: {
    status: 428,
    message: 'Checkout is empty.',
    description: 'The checkout has no line items (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ERROR_COUPON_DOES_NOT_EXIST: {
    status: 404,
    message: 'Coupon does not exist.',
    description: 'No coupon has the given `couponCode` (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ERROR_COUPON_HAS_EXPIRED: {
    status: 428,
    message: 'Coupon has expired.',
    description: 'The coupon is past its expiration date (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ERROR_COUPON_IS_NOT_ACTIVE_YET: {
    status: 428,
    message: 'Coupon is not active yet.',
    description: 'The coupon\'s start date is in the future (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED: {
    status: 428,
    message: 'Coupon limit per customer reached.',
    description: 'This customer already used the coupon the maximum number of times (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ERROR_COUPON_USAGE_EXCEEDED: {
    status: 428,
    message: 'Coupon usage limit reached.',
    description: 'The coupon reached its maximum number of uses (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  EXTERNAL_REFUND_EXPECTED: {
    status: 400,
    message: 'External refund expected.',
    description: 'Refund Payments: the payment can only be refunded manually (offline payments); send it with `externalRefund: true` (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FAILED_TO_RETRIEVE_VALIDATIONS_VIOLATIONS: {
    status: 500,
    message: 'Failed to retrieve validation violations.',
    description: 'The Validations service plugin could not be reached, so the order was not created (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  FULL_OUT_OF_STOCK: {
    status: 428,
    message: 'Items are out of stock.',
    description: 'All line items are out of stock (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  GIFT_CARD_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD: {
    status: 428,
    message: 'A gift card cannot pay for a gift card.',
    description: 'The checkout contains a gift card item and a gift card was applied (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  GIFT_CARD_CODE_INVALID: {
    status: 400,
    message: 'Gift card code is invalid.',
    description: 'The gift card code is not in a valid format (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  GIFT_CARD_DISABLED: {
    status: 428,
    message: 'Gift card is disabled.',
    description: 'The gift card was disabled by the site owner (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  GIFT_CARD_EXPIRED: {
    status: 428,
    message: 'Gift card has expired.',
    description: 'The gift card is past its expiration date (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  GIFT_CARD_IS_EMPTY: {
    status: 428,
    message: 'Gift card has no balance.',
    description: 'The gift card balance is zero (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  GIFT_CARD_NOT_FOUND: {
    status: 404,
    message: 'Gift card not found.',
    description: 'No gift card has the given `giftCardCode` (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_ADDITIONAL_FEE_REFUND_AMOUNT: {
    status: 400,
    message: 'Invalid additional fee refund amount.',
    description: 'Refund Payments: the amount is more than the fee\'s refundable amount (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_AMOUNT: {
    status: 400,
    message: 'Invalid amount.',
    description: 'The amount is zero, negative, or more than the order balance (or, for captures, than the authorized amount) (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_LINE_ITEM_REFUND_QUANTITY: {
    status: 400,
    message: 'Invalid line item refund quantity.',
    description: 'Refund Payments: the quantity is more than the line item\'s refundable quantity (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_LINE_ITEM_RESTOCK_QUANTITY: {
    status: 400,
    message: 'Invalid line item restock quantity.',
    description: 'Refund Payments: the restock quantity is more than the refunded quantity (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_PAYMENT_REFUND_AMOUNT: {
    status: 400,
    message: 'Invalid payment refund amount.',
    description: 'Refund Payments: the amount is more than the payment\'s refundable amount. `data` is the PaymentRefund (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_SELECTED_CARRIER_SERVICE_OPTION: {
    status: 400,
    message: 'Invalid selected shipping option.',
    description: 'The selected shipping option is malformed or cannot be used with the checkout (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  INVALID_SHIPPING_REFUND_AMOUNT: {
    status: 400,
    message: 'Invalid shipping refund amount.',
    description: 'Refund Payments: the amount is more than the refundable shipping amount (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  LINE_ITEM_NOT_FOUND: {
    status: 404,
    message: 'Line item not found.',
    description: 'Refund Payments: a refunded or restocked line item is not a line item of the order (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  MEMBERS_ONLY_ITEM: {
    status: 428,
    message: 'Members-only item.',
    description: 'A line item can only be purchased by site members and the buyer is not logged in (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NO_ASSOCIATED_ECOM_ORDER: {
    status: 404,
    message: 'No associated order.',
    description: 'Prepare Payment Collection: the ID does not belong to an eCommerce order (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NO_SAVE_PAYMENT_METHOD_CONFIRMATION: {
    status: 428,
    message: 'No confirmation to save the payment method.',
    description: 'A line item requires saving the payment method but the buyer did not agree to it (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NO_SELECTED_CARRIER_SERVICE_OPTION: {
    status: 428,
    message: 'No shipping option selected.',
    description: 'The checkout has shippable items but no selected shipping option (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  NOT_REGULAR_ONLINE_PAYMENT: {
    status: 400,
    message: 'Not a regular online payment.',
    description: 'Capture Authorized Payments: only regular online (card) payments can be captured (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_ALREADY_PAID: {
    status: 428,
    message: 'Order already paid.',
    description: 'The order has no balance left to collect (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_CANCELED: {
    status: 428,
    message: 'Order is canceled.',
    description: 'Payments cannot be collected for a canceled order (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_HAS_AUTHORIZED_TRANSACTION: {
    status: 428,
    message: 'Order has an authorized transaction.',
    description: 'Cancel Order: the order has an authorized payment that must be voided or captured first (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_HAS_CHARGEBACKS: {
    status: 428,
    message: 'Order has chargebacks.',
    description: 'Payments cannot be collected for an order with chargebacks (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_IS_PENDING: {
    status: 428,
    message: 'Order is pending.',
    description: 'The order\'s status is `PENDING`; it cannot be updated or canceled until it is approved (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_IS_REJECTED: {
    status: 428,
    message: 'Order is rejected.',
    description: 'The order\'s status is `REJECTED`; it cannot be updated or canceled (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  ORDER_NOT_FOUND: {
    status: 404,
    message: 'Order not found.',
    description: 'No order has the given ID. Declared by the SDK for Get Order (and by order billing calls); returned by the other calls that take an order ID as well (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PARTIAL_OUT_OF_STOCK: {
    status: 428,
    message: 'Some items are out of stock.',
    description: 'Part of the requested quantity of at least one line item is no longer in stock (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PARTIAL_REFUND_FOR_MULTIPLE_LOCATIONS_NOT_ALLOWED: {
    status: 400,
    message: 'Partial refund across locations not allowed.',
    description: 'Refund Payments: a line item stocked in several locations cannot be partially restocked. `data` is the RestockItem (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_ALREADY_CAPTURED: {
    status: 428,
    message: 'Payment already captured.',
    description: 'The authorized payment was already captured (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_ALREADY_VOIDED: {
    status: 428,
    message: 'Payment already voided.',
    description: 'The authorized payment was already voided (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_ERROR: {
    status: 428,
    message: 'Payment failed.',
    description: 'The payment provider declined or failed the charge. `data` is a PaymentErrorResponseData (`paymentResponseToken`, `transactionStatus`, `failureDetails`) (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_GATEWAY_ID_NOT_FOUND: {
    status: 404,
    message: 'Payment gateway ID not found.',
    description: 'The payment has no payment gateway transaction to void or capture (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_HAS_PENDING_CAPTURE: {
    status: 409,
    message: 'Payment has a pending capture.',
    description: 'Capture Authorized Payments: a capture of this payment is still pending (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_METHODS_NOT_FOUND: {
    status: 428,
    message: 'No payment methods.',
    description: 'Prepare Payment Collection: the site has no payment method that can collect the amount (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_NOT_AUTHORIZED: {
    status: 428,
    message: 'Payment is not authorized.',
    description: 'Only payments with status `AUTHORIZED` can be voided or captured (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    message: 'Payment not found.',
    description: 'No payment of the order has the given ID (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 428,
    message: 'Payment is not refundable.',
    description: 'Refund Payments: the payment cannot be refunded. `data` is a PaymentNotRefundableDetails with the NonRefundableReason (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENT_PROVIDER_IS_NOT_AVAILABLE_ON_SITE: {
    status: 428,
    message: 'Payment provider not available on the site.',
    description: 'The payment method the token belongs to is not connected to the site (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PAYMENTS_NOT_FOUND: {
    status: 404,
    message: 'Payments not found.',
    description: 'Trigger Refund: one of the payment IDs is not a payment of the order (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission the call needs (for example Manage Orders).',
  },
  PURCHASED_DATE_CANNOT_BE_IN_FUTURE: {
    status: 400,
    message: 'Purchased date cannot be in the future.',
    description: 'Create Order: `order.purchasedDate` is later than now (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  REDEEM_GIFT_CARD_ERROR: {
    status: 428,
    message: 'Gift card could not be redeemed.',
    description: 'The gift card redemption failed while placing the order. `data` is a RedeemErrorData (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  REFUND_NOT_AVAILABLE: {
    status: 428,
    message: 'Refund not available.',
    description: 'Trigger Refund: a payment cannot be refunded (see Get Refundability Status for the reason) (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error: the caller exceeded the request quota. Retry later.',
  },
  SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE: {
    status: 428,
    message: 'Selected shipping option no longer available.',
    description: 'The selected shipping option stopped being available before the order was placed (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND: {
    status: 404,
    message: 'Selected shipping option not found.',
    description: 'The `shippingInfo.selectedCarrierServiceOption.code` is not among the shipping options available for the destination. `data` is a ShippingCalculationErrorData (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SHIPPING_NOT_FOUND: {
    status: 404,
    message: 'Shipping not found.',
    description: 'Refund Payments: shipping was refunded but the order has no shipping charge. `data` is the ShippingRefund (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SITE_MUST_ACCEPT_PAYMENTS: {
    status: 428,
    message: 'Site must accept payments.',
    description: 'A checkout with items to pay for cannot be created while the site has no payment method connected (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SITE_NOT_ACCEPTING_PAYMENTS: {
    status: 428,
    message: 'Site is not accepting payments.',
    description: 'The site has no active payment method, so an order that needs payment cannot be created (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  STATUS_ALREADY_SET: {
    status: 409,
    message: 'Status already set.',
    description: 'Update Order Status: the order already has the requested status (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  STATUS_NOT_ALLOWED: {
    status: 400,
    message: 'Status not allowed.',
    description: 'Update Payment Status: the status cannot be set on this payment (for example a non-offline payment) (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  STATUS_NOT_SUPPORTED: {
    status: 400,
    message: 'Status not supported.',
    description: 'Update Order Status: the requested status cannot be set with this call (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SUBSCRIPTION_WITH_GIFT_CARD: {
    status: 428,
    message: 'Subscription with a gift card.',
    description: 'A gift card cannot pay for a subscription (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SUBSCRIPTION_WITH_SEVERAL_LINE_ITEMS: {
    status: 428,
    message: 'Subscription with several line items.',
    description: 'A checkout with a subscription must contain exactly one line item (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  SUBSCRIPTION_WITH_ZERO_TOTAL: {
    status: 428,
    message: 'Subscription with a zero total.',
    description: 'A subscription cannot be purchased when its total is 0 (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  TRACKING_NUMBER_ALREADY_EXISTS: {
    status: 409,
    message: 'Tracking number already exists.',
    description: 'Another fulfillment of the order already has this tracking number (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired token).',
  },
  UNAUTHENTICATED_TOKEN: {
    status: 401,
    message: 'Invalid token.',
    description: 'The `token` of Mark Checkout As Completed And Redirect To URL is not a valid server-signed token (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  UNSUPPORTED_TRANSITION: {
    status: 428,
    message: 'Unsupported status transition.',
    description: 'Update Order Status: the order cannot move from its current status to the requested one (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
  VIOLATIONS_WITH_ERROR_SEVERITY: {
    status: 428,
    message: 'Checkout has violations with ERROR severity.',
    description: 'The Validations service plugin reported violations with severity `ERROR`. `data` is a ViolationsList (HTTP status inferred from the kind of failure; the SDK declares the code, not its status.)',
  },
} as const;

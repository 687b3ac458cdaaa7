// Generated from spec/plans.yaml by codegen. Do not edit.


/** Application error codes of the Pricing plans service (x-error-catalogue). */
export const plansErrors = {
  accept_payment_feature_missing: {
    status: 428,
    message: 'The site cannot accept payments.',
    description: 'Create Online Order: the plan is not free and the site is not set up (or not on a plan that allows) to accept online payments. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  already_archived: {
    status: 428,
    message: 'Plan is already archived.',
    description: 'Archive Plan: the plan is archived already; archiving is not repeatable. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  archived_plan: {
    status: 428,
    message: 'The plan is archived.',
    description: 'Create Online Order: the plan is archived and can no longer be purchased. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  buyer_can_not_pick_future_start_date: {
    status: 400,
    message: 'The buyer cannot pick a future start date.',
    description: 'Create Online Order: `startDate` is in the future but the plan\'s `allowFutureStartDate` is `false`. Declared by the SDK; HTTP status inferred (Invalid Argument).',
  },
  ERROR_COUPON_DOES_NOT_EXIST: {
    status: 404,
    message: 'Coupon does not exist.',
    description: 'No coupon has the given `couponCode`. `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred from the kind of failure.',
  },
  ERROR_COUPON_HAS_EXPIRED: {
    status: 428,
    message: 'Coupon has expired.',
    description: 'The coupon is past its expiration date. `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  ERROR_COUPON_IS_DISABLED: {
    status: 428,
    message: 'Coupon is disabled.',
    description: '`couponCode` names a coupon that is disabled. The error\'s `data` is a `CouponsError` (couponCode, planId). Declared by the SDK for the checkout calls; HTTP status inferred (Failed Precondition).',
  },
  ERROR_COUPON_IS_NOT_ACTIVE_YET: {
    status: 428,
    message: 'Coupon is not active yet.',
    description: 'The coupon\'s start date is in the future. `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED: {
    status: 428,
    message: 'Coupon limit per customer reached.',
    description: 'The buyer already used the coupon the maximum number of times. `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  ERROR_COUPON_NOT_APPLICABLE_FOR_PLAN: {
    status: 428,
    message: 'Coupon does not apply to this plan.',
    description: 'The coupon exists but is restricted to other plans. `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  ERROR_COUPON_USAGE_EXCEEDED: {
    status: 428,
    message: 'Coupon usage limit reached.',
    description: 'The coupon reached its maximum number of uses. `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  ERROR_INVALID_SUBTOTAL: {
    status: 428,
    message: 'Invalid subtotal for the coupon.',
    description: 'The coupon cannot be applied to the order\'s subtotal (for example a minimum subtotal is not met, or the discount exceeds the price). `data` is a `CouponsError`. Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  invalid_start_date: {
    status: 400,
    message: 'Invalid start date.',
    description: 'Create Online Order: `startDate` is not acceptable (for example in the past). Declared by the SDK; HTTP status inferred (Invalid Argument).',
  },
  member_not_found: {
    status: 404,
    message: 'Member not found.',
    description: 'Create Online Order: the buyer (the calling member or `onBehalf.memberId`) is not a member of the site. Declared by the SDK; HTTP status inferred from the kind of failure.',
  },
  MEMBER_REQUIRED: {
    status: 403,
    message: 'A member is required.',
    description: 'Create Online Order: the caller is not a site member and `onBehalf.memberId` was not given, so there is no buyer. Declared by the SDK; HTTP status inferred from the kind of failure (the call is refused for the caller\'s identity).',
  },
  meta_site_id_missing: {
    status: 400,
    message: 'Site ID is missing.',
    description: 'Create Online Order, Create Offline Order: the request carries no site context (it was not made for a site). Declared by the SDK; HTTP status inferred (Invalid Argument).',
  },
  MISSING_BUSINESS_ADDRESS_COUNTRY: {
    status: 428,
    message: 'The business address has no country.',
    description: 'Checkout calls: tax cannot be calculated because the site\'s business address has no country. Declared by the SDK; HTTP status 428 as documented for Create Offline Order.',
  },
  MISSING_BUSINESS_ADDRESS_STATE: {
    status: 428,
    message: 'The business address has no state.',
    description: 'Checkout calls: tax cannot be calculated because the site\'s business address has no state or region where one is needed. Declared by the SDK; HTTP status 428 as documented for Create Offline Order.',
  },
  PERMISSION_DENIED: {
    status: 403,
    message: 'Permission denied.',
    description: 'Standard platform error: the caller is authenticated but lacks the permission the call needs (for example `SCOPE.DC-PAIDPLANS.MANAGE-PLANS`, `SCOPE.DC-PAIDPLANS.MANAGE-ORDERS` or `SCOPE.DC-PAIDPLANS.READ-ORDERS`), or a member call was made for an order of another member.',
  },
  plan_not_found: {
    status: 404,
    message: 'Plan not found.',
    description: 'No plan has the given ID (Get Plan, Update Plan, Set Plan Visibility, Make Plan Primary, Archive Plan). Declared by the SDK; HTTP status inferred from the kind of failure.',
  },
  PRICING_PLANS_NOT_INSTALLED: {
    status: 428,
    message: 'Pricing Plans is not installed.',
    description: 'The site does not have the Pricing Plans app installed. Declared by the SDK for every plans call and for Create Offline Order, Get Online Order Preview and Get Offline Order Preview. HTTP status 428 (Failed Precondition) as documented for Create Offline Order; the same status is assumed for the other calls.',
  },
  purchases_limit_reached: {
    status: 428,
    message: 'Purchase limit reached.',
    description: 'Create Online Order: the buyer already bought the plan as many times as its `maxPurchasesPerBuyer` allows. Declared by the SDK; HTTP status inferred (Failed Precondition). Offline orders ignore the limit.',
  },
  RESOURCE_EXHAUSTED: {
    status: 429,
    message: 'Too many requests.',
    description: 'Standard platform error; the caller exceeded the request quota. Retry later.',
  },
  set_primary_not_supported: {
    status: 428,
    message: 'Making this plan primary is not supported.',
    description: 'Make Plan Primary: the plan cannot be marked as primary in its current state (for example an archived or hidden plan). Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  set_visibility_not_supported: {
    status: 428,
    message: 'Setting the visibility is not supported for this plan.',
    description: 'Set Plan Visibility: the plan\'s visibility cannot be changed in its current state (for example an archived plan, which is never public again). Declared by the SDK; HTTP status inferred (Failed Precondition).',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated.',
    description: 'Standard platform error: the request carries no valid authorization (missing, malformed or expired token).',
  },
  undefined_not_allowed: {
    status: 400,
    message: 'Undefined value not allowed.',
    description: 'Create Online Order, Create Offline Order and the previews: an enumeration field was sent as `UNDEFINED` (for example `onBehalf.orderMethod`). Declared by the SDK; HTTP status inferred (Invalid Argument).',
  },
} as const;

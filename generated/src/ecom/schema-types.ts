// Generated from spec/ecom.yaml by codegen. Do not edit.

import type { ImageRef, PostalAddress } from '@siteapi/runtime/generated';

/** A checkout that was started but not completed. Use abandoned checkouts to track and recover potential sales through automated follow-ups. */
export interface AbandonedCheckout {
  /** Abandoned checkout ID. */
  id?: string;
  /** Date and time the abandoned checkout was created. */
  createdDate?: Date;
  /** Date and time the abandoned checkout was updated. */
  updatedDate?: Date;
  /** The associated checkout ID. */
  checkoutId?: string;
  /** The associated cart ID. */
  cartId?: string;
  /** Status of the abandoned checkout. */
  status?: AbandonedCheckoutStatus;
  /** Language for communication with the buyer. Defaults to the site language. For a site that supports multiple languages, this is the language the buyer selected. */
  buyerLanguage?: string;
  /** Buyer information. */
  buyerInfo?: V1BuyerInfo;
  /** Contact details. */
  contactDetails?: FullAddressContactDetails;
  /** The store's currency. */
  currency?: string;
  /** Currency the buyer used in checkout. */
  conversionCurrency?: string;
  /** Total price after discounts, gift cards, and tax. */
  totalPrice?: MultiCurrencyPrice;
  /** List of all automation activities performed by Wix Automations regarding the abandoned checkout. Wix Automations updates the `activities` field for each activity in the automation flow. Only relevant if the site owner set up automations in the Dashboard. Read-only. */
  activities?: AbandonedCheckoutActivity[];
  /** Date and time the abandoned checkout was recovered. */
  checkoutRecoveredDate?: Date;
  /** Checkout URL. */
  checkoutUrl?: string;
  /** Subtotal price of all line items, before discounts and before tax. */
  subtotalPrice?: MultiCurrencyPrice;
  /** Line items. Read-only. */
  lineItems?: AbandonedCheckoutLineItem[];
  /** Applied discounts. Read-only. */
  appliedDiscounts?: AbandonedCheckoutAppliedDiscount[];
}

export interface AbandonedCheckoutActivity {
  /** Date and time the automation activity was created. */
  createdDate?: Date;
  /** Automation activity type. */
  type?: AbandonedCheckoutActivityType;
}

export const AbandonedCheckoutActivityType = {
  SCHEDULED: 'SCHEDULED',
  EMAIL_SENT: 'EMAIL_SENT',
  EMAIL_NOT_SENT: 'EMAIL_NOT_SENT',
  NOTIFICATION_SENT: 'NOTIFICATION_SENT',
  TASK_CREATED: 'TASK_CREATED',
  AUTOMATION_SKIPPED: 'AUTOMATION_SKIPPED',
} as const;

export type AbandonedCheckoutActivityType = (typeof AbandonedCheckoutActivityType)[keyof typeof AbandonedCheckoutActivityType];

export interface AbandonedCheckoutAppliedDiscount {
  /** Coupon details. */
  coupon?: AbandonedCheckoutCoupon;
  /** Merchant discount. */
  merchantDiscount?: MerchantDiscount;
  /** Discount rule */
  discountRule?: AppliedDiscountRule;
  /** Discount type. */
  discountType?: DiscountType;
  /** IDs of line items the discount applies to. */
  lineItemIds?: string[];
}

export interface AbandonedCheckoutCoupon {
  /** Coupon ID. */
  id?: string;
  /** Coupon code. */
  code?: string;
  /** Coupon value. */
  amount?: MultiCurrencyPrice;
  /** Coupon name. */
  name?: string;
}

/** Payload of the wix.ecom.v1.abandoned_checkout_created event (abandoned checkout created). */
export interface AbandonedCheckoutCreatedEvent {
  entity: AbandonedCheckout;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.abandoned_checkout_deleted event (abandoned checkout deleted). */
export interface AbandonedCheckoutDeletedEvent {
  entity: AbandonedCheckout;
  metadata: EventMetadata;
}

export interface AbandonedCheckoutLineItem {
  /** Line item ID. Read-only. */
  id?: string;
  /** Item quantity. */
  quantity?: number;
  /** Catalog and item reference. Holds IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
  catalogReference?: CatalogReference;
  /** Item name. + Stores - `product.name` + Bookings - `service.info.name` + Events - `ticket.name` Read-only. */
  productName?: ProductName;
  /** Item price **after** catalog-defined discount and line item discounts. Read-only. */
  price?: MultiCurrencyPrice;
  /** Item price **before** line item discounts and **after** catalog-defined discount. Defaults to `price` when not provided. Read-only. */
  priceBeforeDiscounts?: MultiCurrencyPrice;
  /** Line item description lines. Used for displaying the cart, checkout and order. Read-only. */
  descriptionLines?: DescriptionLine[];
  /** Line item image details. Read-only. */
  image?: Image;
  /** Physical properties of the item. When relevant, contains information such as SKU, item weight, and shippability. Read-only. */
  physicalProperties?: PhysicalProperties;
}

/** Triggered when an abandoned checkout is recovered (the customer completes the checkout). */
export interface AbandonedCheckoutRecovered {
  /** The abandoned checkout that was recovered. */
  abandonedCheckout?: AbandonedCheckout;
}

/** Payload of the wix.ecom.v1.abandoned_checkout_recovered event (abandoned checkout recovered). */
export interface AbandonedCheckoutRecoveredEvent {
  data: AbandonedCheckoutRecovered;
  metadata: EventMetadata;
}

/** Status of the abandoned checkout. */
export const AbandonedCheckoutStatus = {
  ABANDONED: 'ABANDONED',
  RECOVERED: 'RECOVERED',
} as const;

/** Status of the abandoned checkout. */
export type AbandonedCheckoutStatus = (typeof AbandonedCheckoutStatus)[keyof typeof AbandonedCheckoutStatus];

/** Payload of the wix.ecom.v1.abandoned_checkout_updated event (abandoned checkout updated). */
export interface AbandonedCheckoutUpdatedEvent {
  entity: AbandonedCheckout;
  metadata: EventMetadata;
}

/** The account and site the event belongs to. */
export interface AccountInfo {
  /** ID of the Wix account associated with the event. */
  accountId?: string;
  /** ID of the parent Wix account, when `accountId` is a child account. */
  parentAccountId?: string;
  /** ID of the Wix site associated with the event. */
  siteId?: string;
}

export const ActionType = {
  VOID: 'VOID',
  CAPTURE: 'CAPTURE',
} as const;

export type ActionType = (typeof ActionType)[keyof typeof ActionType];

export interface ActiveTimeInfo {
  /** Date and time the discount rule is active **from**, in ISO-8601 format. */
  start?: Date;
  /** Date and time the discount rule is active **till**, in ISO-8601 format. */
  end?: Date;
  /** Recurring schedule for this discount rule. (Internal in the SDK.) */
  recurrence?: Recurrence;
}

export interface Activity {
  /** Custom activity details. Not currently supported. (Internal in the SDK.) */
  customActivity?: CustomActivity;
  /** Merchant comment details (optional). `activity.type` must be `MERCHANT_COMMENT`. */
  merchantComment?: MerchantComment;
  /** Additional info about order refunded activity (optional). `activity.type` must be `ORDER_REFUNDED`. */
  orderRefunded?: OrderRefunded;
  /** Details of the original order for this exchange order. `activity.type` must be `ORDER_CREATED_FROM_EXCHANGE`. (Internal in the SDK.) */
  orderCreatedFromExchange?: OrderCreatedFromExchange;
  /** Details of an order that was created as a result of an exchange of items in this order. `activity.type` must be `NEW_EXCHANGE_ORDER_CREATED`. (Internal in the SDK.) */
  newExchangeOrderCreated?: NewExchangeOrderCreated;
  /** Details of changes made by the Draft Orders API. */
  draftOrderChangesApplied?: DraftOrderChangesApplied;
  /** Details of the payment method saved for the order. */
  savedPaymentMethod?: SavedPaymentMethod;
  /** Details of an authorized payment created. */
  authorizedPaymentCreated?: AuthorizedPaymentCreated;
  /** Details of an authorized payment captured. */
  authorizedPaymentCaptured?: AuthorizedPaymentCaptured;
  /** Details of an authorized payment voided. */
  authorizedPaymentVoided?: AuthorizedPaymentVoided;
  /** Details of an initiated refund process. */
  refundInitiated?: RefundInitiated;
  /** Details of a refunded payment. */
  paymentRefunded?: PaymentRefunded;
  /** Details of a failed payment refund. */
  paymentRefundFailed?: PaymentRefundFailed;
  /** Details of refund to store credit. */
  refundedAsStoreCredit?: RefundedAsStoreCredit;
  /** Details of a pending payment. */
  paymentPending?: PaymentPending;
  /** Details of a canceled payment. */
  paymentCanceled?: PaymentCanceled;
  /** Details of a declined payment. */
  paymentDeclined?: PaymentDeclined;
  /** Receipt was added for associated payment. */
  receiptCreated?: ReceiptCreated;
  /** Receipt sent to customer. */
  receiptSent?: ReceiptSent;
  /** Order received a chargeback for one of its payments. */
  chargebackCreated?: ChargebackCreated;
  /** Chargeback reversed for one of the order's payments. */
  chargebackReversed?: ChargebackReversed;
  /** Activity ID. Read-only. */
  id?: string;
  /** Activity author's email. Read-only. */
  authorEmail?: string;
  /** Activity creation date and time. Read-only. */
  createdDate?: Date;
  /**
   * Activity type.
   * @deprecated
   */
  type?: ActivityType;
  /** Activity type. */
  activityType?: OrderActivityTypeEnumActivityType;
}

export interface ActivityAuthor {
  /** User ID. When the draft order was created by a Wix user. */
  userId?: string;
  /** App ID. When the draft order was created by an app. */
  appId?: string;
}

export const ActivityType = {
  ORDER_REFUNDED: 'ORDER_REFUNDED',
  ORDER_PLACED: 'ORDER_PLACED',
  ORDER_PAID: 'ORDER_PAID',
  ORDER_FULFILLED: 'ORDER_FULFILLED',
  ORDER_NOT_FULFILLED: 'ORDER_NOT_FULFILLED',
  ORDER_CANCELED: 'ORDER_CANCELED',
  DOWNLOAD_LINK_SENT: 'DOWNLOAD_LINK_SENT',
  TRACKING_NUMBER_ADDED: 'TRACKING_NUMBER_ADDED',
  TRACKING_NUMBER_EDITED: 'TRACKING_NUMBER_EDITED',
  TRACKING_LINK_ADDED: 'TRACKING_LINK_ADDED',
  SHIPPING_CONFIRMATION_EMAIL_SENT: 'SHIPPING_CONFIRMATION_EMAIL_SENT',
  INVOICE_ADDED: 'INVOICE_ADDED',
  INVOICE_REMOVED: 'INVOICE_REMOVED',
  INVOICE_SENT: 'INVOICE_SENT',
  FULFILLER_EMAIL_SENT: 'FULFILLER_EMAIL_SENT',
  SHIPPING_ADDRESS_EDITED: 'SHIPPING_ADDRESS_EDITED',
  EMAIL_EDITED: 'EMAIL_EDITED',
  PICKUP_READY_EMAIL_SENT: 'PICKUP_READY_EMAIL_SENT',
  CUSTOM_ACTIVITY: 'CUSTOM_ACTIVITY',
  MERCHANT_COMMENT: 'MERCHANT_COMMENT',
  ORDER_PARTIALLY_PAID: 'ORDER_PARTIALLY_PAID',
  DRAFT_ORDER_CHANGES_APPLIED: 'DRAFT_ORDER_CHANGES_APPLIED',
  SAVED_PAYMENT_METHOD: 'SAVED_PAYMENT_METHOD',
  AUTHORIZED_PAYMENT_CREATED: 'AUTHORIZED_PAYMENT_CREATED',
  AUTHORIZED_PAYMENT_CAPTURED: 'AUTHORIZED_PAYMENT_CAPTURED',
  AUTHORIZED_PAYMENT_VOIDED: 'AUTHORIZED_PAYMENT_VOIDED',
  REFUND_INITIATED: 'REFUND_INITIATED',
  PAYMENT_REFUNDED: 'PAYMENT_REFUNDED',
  PAYMENT_REFUND_FAILED: 'PAYMENT_REFUND_FAILED',
  REFUNDED_AS_STORE_CREDIT: 'REFUNDED_AS_STORE_CREDIT',
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  PAYMENT_CANCELED: 'PAYMENT_CANCELED',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  ORDER_PENDING: 'ORDER_PENDING',
  ORDER_REJECTED: 'ORDER_REJECTED',
  RECEIPT_CREATED: 'RECEIPT_CREATED',
  RECEIPT_SENT: 'RECEIPT_SENT',
  CHARGEBACK_CREATED: 'CHARGEBACK_CREATED',
  CHARGEBACK_REVERSED: 'CHARGEBACK_REVERSED',
} as const;

export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];

export interface AddActivitiesRequest {
  /** Activities to add to the order. */
  orderActivities?: Activity[];
}

export interface AddActivitiesResponse {
  /** Updated order. */
  order?: Order;
  /** IDs of the added activities. */
  activityIds?: string[];
}

export interface AdditionalFee {
  /** Additional fee's unique code (or ID) for future processing. */
  code?: string;
  /** Additional fee's name. */
  name?: string;
  /** Additional fee's price. */
  price?: MultiCurrencyPrice;
  /** Tax details. */
  taxDetails?: ItemTaxFullDetails;
  /** Provider's app id. */
  providerAppId?: string;
  /** Additional fee's price before tax. */
  priceBeforeTax?: MultiCurrencyPrice;
  /** Additional fee's price after tax. */
  priceAfterTax?: MultiCurrencyPrice;
  /** Optional - Line items associated with this additional fee. If no `lineItemIds` are provided, the fee will be associated with the whole cart/checkout/order. */
  lineItemIds?: string[];
  /** Number of subscription cycle this fee applies to default None - all billing cycle (Internal in the SDK.) */
  subscriptionCycles?: number;
  /** the source the additional fee was added from */
  source?: AdditionalFeeSource;
  /** The translated name of the additional fee. The translation language is determined by the `languages` field in the request envelope. */
  translatedName?: string;
  /** Address type tax was calculated against for this fee. */
  taxableAddress?: TaxableAddress;
}

export interface AdditionalFeeDelta {
  editedAdditionalFee?: OrderAdditionalFee;
  additionalFeeRemoved?: boolean;
  /** Additional fee id. */
  additionalFeeId?: string;
}

export interface AdditionalFeeRefund {
  /** Additional fee ID. */
  additionalFeeId?: string;
  /** Refund amount. */
  amount?: Price;
}

export interface AdditionalFeeRefundability {
  /** Additional fee ID. */
  additionalFeeId?: string;
  /** Original additional fee amount. */
  amount?: Price;
  /** Previously refunded additional fee amount. */
  refundedAmount?: Price;
  /** Additional fee amount available for refund. */
  availableRefundAmount?: Price;
  /** Specifies the entity that added the additional fee. (Internal in the SDK.) */
  source?: OrderAdditionalFeeSource;
}

export const AdditionalFeeSource = {
  UNKNOWN_ADDITIONAL_FEE_SOURCE: 'UNKNOWN_ADDITIONAL_FEE_SOURCE',
  SERVICE_PLUGIN: 'SERVICE_PLUGIN',
  ITEM: 'ITEM',
  MANUAL: 'MANUAL',
  SHIPPING: 'SHIPPING',
  PLATFORM: 'PLATFORM',
} as const;

export type AdditionalFeeSource = (typeof AdditionalFeeSource)[keyof typeof AdditionalFeeSource];

export interface AddPaymentsRequest {
  /** Payments to be added to order. */
  payments: Payment[];
}

export interface AddPaymentsResponse {
  /** Order ID and its associated transactions. */
  orderTransactions?: OrderTransactions;
  /** IDs of added order payments. */
  paymentsIds?: string[];
}

/** A physical address (billing, shipping destination, pickup location, ship-from address). The SDK form renames formattedAddress → formatted, geocode → location, addressLine → addressLine1. */
export type Address = PostalAddress;

/** Geographic coordinates. */
export interface AddressLocation {
  /** Latitude, -90 to 90. */
  latitude?: number;
  /** Longitude, -180 to 180. */
  longitude?: number;
}

/** Billing Info and shipping details */
export interface AddressWithContact {
  /** Address. */
  address?: Address;
  /** Contact details. */
  contactDetails?: FullAddressContactDetails;
  /** Reference to address service. (Internal in the SDK.) */
  addressesServiceId?: string;
}

export interface AddToCheckoutRequest {
  /** Catalog line items. */
  lineItems?: LineItem[];
  /** Custom line items. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
}

export interface AddToCheckoutResponse {
  /** Updated checkout. */
  checkout?: Checkout;
}

export const AdjustmentType = {
  EXTRA_CHARGE: 'EXTRA_CHARGE',
  CREDIT: 'CREDIT',
} as const;

export type AdjustmentType = (typeof AdjustmentType)[keyof typeof AdjustmentType];

export interface AggregatedRefundSummary {
  /** Total amount requested for refund. */
  requestedRefund?: Price;
  /** Pending refund amount - the portion of `requestedRefund` that is still pending. */
  pendingRefund?: Price;
  /** Refunded amount - the portion of `requestedRefund` that refunded successfully. */
  refunded?: Price;
  /** Failed refund amount - the portion of `requestedRefund` that failed. */
  failedRefundAmount?: Price;
  /** Whether at least one refund transaction is still in `"PENDING"` status. */
  pending?: boolean;
  /** Breakdown of refunded items. Available only after refund is complete. */
  breakdown?: RefundItemsBreakdown;
}

/** The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. Tax breakdown is the tax amount split to the tax authorities that applied on the line item. */
export interface AggregatedTaxBreakdown {
  /** The name of the tax against which this tax amount was calculated. */
  taxName?: string;
  /** The type of tax that was calculated. Depends on the company's nexus settings as well as the jurisdiction's tax laws. */
  taxType?: string;
  /** The name of the jurisdiction in which this tax detail applies. */
  jurisdiction?: string;
  /** The type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special). */
  jurisdictionTypeEnum?: JurisdictionType;
  /** The rate at which this tax detail was calculated, e.g 0.1000 signifies 10% tax and 2.000 signifies 200% tax. (Decimal value) */
  rate?: string;
  /** The sum of all the tax from line items that calculated by the tax identifiers. */
  aggregatedTaxAmount?: MultiCurrencyPrice;
  /** The sum of all the taxable amount from line items for tax identifiers. */
  aggregatedTaxableAmount?: MultiCurrencyPrice;
  /** The aggregated exempt amount from all line items for tax identifiers. (Internal in the SDK.) */
  aggregatedExemptAmount?: MultiCurrencyPrice;
}

export const Alignment = {
  SIDE: 'SIDE',
  CENTER: 'CENTER',
} as const;

export type Alignment = (typeof Alignment)[keyof typeof Alignment];

export interface And {
  /** List of triggers to have an "AND" operator between their results. */
  triggers?: DiscountTrigger[];
}

/** Error body of the platform. `details` carries either an `applicationError` (business-logic rejection, with a code from the error catalogue) or a `validationError` (request fields that failed validation). System errors are sent with an empty body by design. */
export interface ApiErrorBody {
  /** Short explanation of the error. */
  message?: string;
  /** Additional information about the error. */
  details?: {
    /** Present when the service's business logic rejected the request. */
    applicationError?: {
      /** Identifier of the specific error, e.g. `CHECKOUT_IS_COMPLETE`. */
      code?: string;
      /** Detailed explanation of why the error occurred. */
      description?: string;
      /** Additional information related to the error. */
      data?: Record<string, unknown>;
    };
    /** Present when request fields failed validation. */
    validationError?: {
      /** One entry per invalid request field. */
      fieldViolations?: Array<{
        /** Name (path) of the invalid field, e.g. `lineItems.0.quantity`. */
        field?: string;
        /** Why the field is invalid. */
        description?: string;
        /** The rule or constraint the value violated, e.g. `MAX` (see RuleType). */
        violatedRule?: string;
        /** Name of the violated rule, when `violatedRule` is `OTHER`. */
        ruleName?: string;
        /** Additional information related to the violation. */
        data?: Record<string, unknown>;
      }>;
    };
  };
}

export interface ApplicableLineItems {
  /** Line items that the delivery solution is for. */
  lineItemIds?: string[];
}

export interface ApplicationError {
  /** Error code. */
  code?: string;
  /** Description of the error. */
  description?: string;
  /** Data related to the error. */
  data?: Record<string, unknown>;
}

export interface AppliedDiscount {
  /** Coupon details. */
  coupon?: Coupon;
  /** Merchant discount. */
  merchantDiscount?: MerchantDiscount;
  /** Discount rule */
  discountRule?: AppliedDiscountRule;
  /** Discount type. */
  discountType?: DiscountType;
  /** IDs of line items the discount applies to. */
  lineItemIds?: string[];
  /** Discount ID. (Internal in the SDK.) */
  id?: string;
  /** Discount distribution. Each entry contains the discount amount allocated to a specific line item. Returned only when `apply_item_discounts_to_prices` is enabled. Read-only. (Internal in the SDK.) */
  lineItemDiscounts?: LineItemDiscount[];
  /** Number of subscription cycle this discount applies to default None - all billing cycle (Internal in the SDK.) */
  subscriptionCycles?: number;
  /** A list of item combinations for this applied discount. Each entry represents a unique combination of line items that triggered or received this discount, along with how many times that combination was applied together. Relevant ONLY for BXGY and Quantity-based promotions. (Internal in the SDK.) */
  itemCombinations?: ItemCombination[];
}

export interface AppliedDiscountDelta {
  editedDiscount?: OrderAppliedDiscount;
  discountRemoved?: boolean;
  /** Discount id. */
  discountId?: string;
}

export interface AppliedDiscountRule {
  /** Discount rule ID */
  id?: string;
  /** Discount rule name */
  name?: DiscountRuleName;
  /** Discount value. */
  amount?: MultiCurrencyPrice;
}

/** TODO: check if can be removed */
export const AppliedSubjectType = {
  ALL_ITEMS: 'ALL_ITEMS',
  LOWEST_PRICED_ITEM: 'LOWEST_PRICED_ITEM',
} as const;

/** TODO: check if can be removed */
export type AppliedSubjectType = (typeof AppliedSubjectType)[keyof typeof AppliedSubjectType];

export const AttributionSource = {
  UNSPECIFIED: 'UNSPECIFIED',
  FACEBOOK_ADS: 'FACEBOOK_ADS',
} as const;

export type AttributionSource = (typeof AttributionSource)[keyof typeof AttributionSource];

export interface AuthorizationActionFailureDetails {
  failureCode?: string;
}

export interface AuthorizationCapture {
  /** Capture ID. Read-only. */
  id?: string;
  /** Status of this capture action */
  status?: AuthorizationCaptureStatus;
  /** Amount of this capture */
  amount?: Price;
  /** Date and time the capture was initiated in ISO-8601 format. */
  createdDate?: Date;
  /** In case of status is FAILED may contain failure details */
  failureDetails?: AuthorizationActionFailureDetails;
}

export const AuthorizationCaptureStatus = {
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
} as const;

export type AuthorizationCaptureStatus = (typeof AuthorizationCaptureStatus)[keyof typeof AuthorizationCaptureStatus];

export interface AuthorizationDetails {
  /** Whether the authorized payment is of a delayed capture. Read-only. */
  delayedCapture?: boolean;
  /** Date and time the payment was authorized in ISO-8601 format. */
  authorizedDate?: Date;
  /** List of captures associated with payment In case of failed it can be replaced with new one with PENDING or SUCCESS statuses */
  captures?: AuthorizationCapture[];
  /** Void associated with payment */
  void?: AuthorizationVoid;
  /** Scheduled action for this transaction */
  scheduledAction?: V1ScheduledAction;
}

export interface AuthorizationVoid {
  /** Status of this void action */
  status?: AuthorizationVoidStatus;
  /** Date and time the void was initiated in ISO-8601 format. */
  voidedDate?: Date;
  /** In case of status is FAILED may contain failure details */
  failureDetails?: AuthorizationActionFailureDetails;
  /** Reason of void action */
  reason?: Reason;
}

export const AuthorizationVoidStatus = {
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
} as const;

export type AuthorizationVoidStatus = (typeof AuthorizationVoidStatus)[keyof typeof AuthorizationVoidStatus];

export interface AuthorizedPaymentCaptured {
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
  /** Payment amount. */
  amount?: Price;
  /** The last 4 digits of the card number. */
  lastFourDigits?: string;
  /** Card issuer's brand. */
  brand?: string;
}

export interface AuthorizedPaymentCreated {
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
  /** Payment amount. */
  amount?: Price;
  /** The last 4 digits of the card number. */
  lastFourDigits?: string;
  /** Card issuer's brand. */
  brand?: string;
}

export interface AuthorizedPaymentVoided {
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
  /** Payment amount. */
  amount?: Price;
  /** The last 4 digits of the card number. */
  lastFourDigits?: string;
  /** Card issuer's brand. */
  brand?: string;
}

export interface AutoTaxFallbackCalculationDetails {
  /** reason for fallback */
  fallbackReason?: FallbackReason;
  /** invalid request (i.e. address), timeout, internal error, license error, and others will be encoded here */
  error?: ApplicationError;
}

export interface BackgroundFill {
  /** Background color hex code. */
  color?: string;
  /** Background image. */
  image?: Image;
}

/** The back in stock notification request allows a customer to receive a notification when a specific item is available again. The request includes information about the person making the request, the item they want to receive a notification for, and the status of the notification. */
export interface BackInStockNotificationRequest {
  /** Notification request ID. Read-only. */
  id?: string;
  /** Catalog and item reference that the notification request is for. */
  catalogReference?: CatalogReference;
  /** Email address to send notification to about item being back in stock. */
  email?: string;
  /** Contact ID for the contact with this `email`. Read-only. */
  contactId?: string;
  /** Status of the notification. Read-only. */
  status?: BackInStockStatus;
  /** Whether a notification was sent automatically. Read-only. */
  autoNotified?: boolean;
  /** Date and time the notification request was created. Read-only. */
  createdDate?: Date;
  /** Item URL for this notification request. */
  itemUrl?: string;
}

/** Payload of the wix.ecom.v1.back_in_stock_notification_request_created event (back in stock notification request created). */
export interface BackInStockNotificationRequestCreatedEvent {
  entity: BackInStockNotificationRequest;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.back_in_stock_notification_request_deleted event (back in stock notification request deleted). */
export interface BackInStockNotificationRequestDeletedEvent {
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.back_in_stock_notification_request_updated event (back in stock notification request updated). */
export interface BackInStockNotificationRequestUpdatedEvent {
  entity: BackInStockNotificationRequest;
  metadata: EventMetadata;
}

export const BackInStockStatus = {
  UNSPECIFIED: 'UNSPECIFIED',
  RECEIVED: 'RECEIVED',
  PROCESSING: 'PROCESSING',
  NOTIFICATION_SENT: 'NOTIFICATION_SENT',
  FAILED: 'FAILED',
} as const;

export type BackInStockStatus = (typeof BackInStockStatus)[keyof typeof BackInStockStatus];

/** Order balance. Reflects amount left to be paid on order and is calculated dynamically. Can be negative per balance definition. */
export interface Balance {
  /** Balance amount. Read-only. */
  amount?: string;
  /** Amount formatted with currency symbol. Read-only. */
  formattedAmount?: string;
}

export interface BalanceSummary {
  /** Current amount left to pay. Read-only. */
  balance?: Balance;
  /** Sum of all approved and successful payments. Read-only. */
  paid?: Price;
  /** Sum of all successfully refunded payments. Read-only. */
  refunded?: Price;
  /** Sum of all authorized payments. Read-only. */
  authorized?: Price;
  /** Sum of all pending refund transactions. Read-only. */
  pendingRefund?: Price;
  /** Sum of all pending transactions. Read-only. */
  pending?: Price;
  /** Sum of all transaction chargebacks. Read-only. */
  chargeback?: Price;
  /** Sum of all chargeback reversals. Read-only. */
  chargebackReversal?: Price;
  /** Total platform fees actually charged across all payments. This reflects amounts collected, which may differ from the expected fees in `order.platformFeeSummary`. Read-only. */
  platformFees?: Price;
  /** Order total after deducting platform fees. Represents the net amount payable to the merchant. Read-only. */
  totalMinusPlatformFees?: Price;
  /** The total adjustment applied to the cash payment due to rounding. Read-only. */
  cashRoundingAdjustment?: CashRounding;
}

export const BalanceType = {
  PUNCH_CARD: 'PUNCH_CARD',
  CREDIT: 'CREDIT',
} as const;

export type BalanceType = (typeof BalanceType)[keyof typeof BalanceType];

export interface BillingAdjustment {
  /** The type of adjustment. */
  type?: AdjustmentType;
  /** Summary of the prorated adjustment amount. */
  priceSummary?: BillingAdjustmentPriceSummary;
}

export interface BillingAdjustmentPriceSummary {
  /** Subtotal of adjustment, before tax. */
  subtotal?: Price;
  /** Tax on adjustment. */
  tax?: Price;
  /** Total price after tax. */
  total?: Price;
}

export const BillingManuallyRefundableReason = {
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  EXPIRED: 'EXPIRED',
  NOT_SUPPORTED: 'NOT_SUPPORTED',
  OFFLINE: 'OFFLINE',
  REQUIRES_CARD_READER: 'REQUIRES_CARD_READER',
} as const;

export type BillingManuallyRefundableReason = (typeof BillingManuallyRefundableReason)[keyof typeof BillingManuallyRefundableReason];

export const BillingNonRefundableReason = {
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  ALREADY_REFUNDED: 'ALREADY_REFUNDED',
  PROVIDER_IS_DOWN: 'PROVIDER_IS_DOWN',
  NOT_PAID: 'NOT_PAID',
  ZERO_PRICE: 'ZERO_PRICE',
  DISABLED_BY_PROVIDER: 'DISABLED_BY_PROVIDER',
  PENDING_REFUND: 'PENDING_REFUND',
  FORBIDDEN: 'FORBIDDEN',
  TRANSACTION_NOT_FOUND: 'TRANSACTION_NOT_FOUND',
  ORDER_IS_PENDING: 'ORDER_IS_PENDING',
  ORDER_IS_REJECTED: 'ORDER_IS_REJECTED',
  AMOUNT_OFFSET_BY_CHARGEBACK: 'AMOUNT_OFFSET_BY_CHARGEBACK',
} as const;

export type BillingNonRefundableReason = (typeof BillingNonRefundableReason)[keyof typeof BillingNonRefundableReason];

export interface BillingPaymentRefund {
  /** ID of the payment to refund from the order's payment transactions. */
  paymentId?: string;
  /** Amount to refund from this payment. Not applicable for membership payments and gift card refunds where the full credit is refunded. */
  amount?: Price;
  /** Whether this refund is processed externally through the payment provider's dashboard. */
  externalRefund?: boolean;
  /** If set, indicates that refund is made externally and manually (on the payment provider's side) and payment gateway will NOT be called to make an actual refund. When not set (default), the payment gateway will be called in order to make an actual refund, and then the payment will be marked as refunded. (Internal in the SDK.) */
  externalRefundInfo?: ExternalRefundInfo;
}

export interface BillingRefundSideEffects {
  /** Inventory restocking actions to perform alongside the refund. */
  restock?: RestockSideEffects;
  /** Customer notification actions for the refund. */
  notifications?: NotificationSideEffects;
}

export interface BillingSettings {
  /** Day of month (1-28) to anchor recurring billing to. When set, billing recurs on this day each cycle. Does not apply to weekly subscriptions. */
  anchorDay?: number;
}

export interface BulkActionMetadata {
  /** Number of items that were successfully processed. */
  totalSuccesses?: number;
  /** Number of items that couldn't be processed. */
  totalFailures?: number;
  /** Number of failures without details because detailed failure threshold was exceeded. */
  undetailedFailures?: number;
}

export interface BulkCreateFulfillmentRequest {
  /** List of order IDs and their associated fulfillments. */
  ordersWithFulfillments: BulkCreateOrderWithFulfillments[];
}

export interface BulkCreateFulfillmentResponse {
  /** Items updated by bulk action. */
  results?: BulkOrderFulfillmentsResult[];
  /** Bulk action metadata. */
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkCreateOrderWithFulfillments {
  /** Order ID. */
  orderId?: string;
  /** Fulfillments associated with the order. */
  fulfillments?: Fulfillment[];
}

export interface BulkOrderFulfillmentsResult {
  /** Item metadata. */
  itemMetadata?: ItemMetadata;
  ordersWithFulfillments?: OrderWithFulfillments;
}

export interface BulkOrderResult {
  /** Item metadata. */
  itemMetadata?: ItemMetadata;
  /** Updated order. */
  item?: Order;
}

export interface BulkPaymentResult {
  /** Item metadata. */
  itemMetadata?: ItemMetadata;
  /** Updated payment. Returned if `return_full_entity` set to `true`. */
  item?: Payment;
}

export interface BulkUpdateOrdersRequest {
  /** Orders to update. */
  orders: MaskedOrder[];
  /** Whether to return the full order entities. */
  returnEntity?: boolean;
}

export interface BulkUpdateOrdersResponse {
  /** Bulk action results. */
  results?: BulkOrderResult[];
  /** Bulk action metadata. */
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkUpdatePaymentStatusesRequest {
  /** Order and payment IDs for which to update payment status. */
  paymentAndOrderIds: PaymentAndOrderId[];
  /** Whether to return the full payment entity (`results.item`) in the response. */
  returnFullEntity?: boolean;
  /** Payment status. */
  status?: TransactionStatus;
}

export interface BulkUpdatePaymentStatusesResponse {
  /** Bulk operation results. */
  results?: BulkPaymentResult[];
  /** Bulk operation metadata. */
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BuyerInfo {
  /** Visitor ID (if site visitor is **not** a member). Read-only. */
  visitorId?: string;
  /** Member ID (if site visitor is a site member). Read-only. */
  memberId?: string;
  /** + If `true`, the checkout doesn't have an owner yet and anyone can access it. The first to access it will be the new owner. + If `false`, the value in `checkout.createdBy` is the owner. (Internal in the SDK.) */
  openAccess?: boolean;
  /** Contact ID. Auto-created if one does not yet exist. For more information, see the Contacts API. Read-only. */
  contactId?: string;
  /** Buyer email address. */
  email?: string;
}

export interface BuyXGetYInfo {
  /** Information about which items must be in the cart (buy X) for the discount to apply (get Y). */
  customerBuys?: CustomerBuy;
  /** Information about which items will be discounted (get Y). */
  customerGets?: CustomerGet;
  /** The maximum number of times the 'buy X get Y' discount can be applied. For example, when the value of `limit` is `2`, with a "2+1" sale on all items, the following logic applies: + Buy 2 get 1, buy 3 get 1. + Buy 4 get 2, buy 6 get 2, buy 9 get 2, and so on. */
  limit?: number;
}

export interface CalculationErrors {
  /** General shipping calculation error. */
  generalShippingCalculationError?: Details;
  /** Errors related to the delivery carrier. */
  carrierErrors?: CarrierErrors;
  /** Error related to the selected shipping option. */
  selectedShippingOptionError?: Details;
  /** Tax calculation error. */
  taxCalculationError?: Details;
  /** Coupon calculation error. */
  couponCalculationError?: Details;
  /**
   * DEPRECATED: Use gift_card_calculation_errors instead.
   * @deprecated
   */
  giftCardCalculationError?: Details;
  /** Order validation errors. */
  orderValidationErrors?: ApplicationError[];
  /** Membership payment methods calculation errors For example, will indicate that a line item that must be paid with membership payment doesn't have one or selected memberships are invalid */
  membershipError?: Details;
  /** Discount Rule calculation error. */
  discountsCalculationError?: Details;
  /** Gift card calculation errors, one per failed card. (Internal in the SDK.) */
  giftCardCalculationErrors?: GiftCardCalculationError[];
}

export const CalculationType = {
  FIXED: 'FIXED',
  PERCENTAGE: 'PERCENTAGE',
} as const;

export type CalculationType = (typeof CalculationType)[keyof typeof CalculationType];

export const CanceledReason = {
  OTHER_PAYMENT_FAILURE: 'OTHER_PAYMENT_FAILURE',
  EXPIRED: 'EXPIRED',
} as const;

export type CanceledReason = (typeof CanceledReason)[keyof typeof CanceledReason];

export interface CanceledStatusDetails {
  reason?: CanceledReason;
}

export interface CancelOrderRequest {
  /** Whether to send an order canceled email to the buyer. */
  sendOrderCanceledEmail?: boolean;
  /** Custom note to be added to the email (optional). */
  customMessage?: string;
  /** Whether to restock all items in the order. This will only apply to products in the Wix Stores inventory. */
  restockAllItems?: boolean;
}

export interface CancelOrderResponse {
  /** Canceled order. */
  order?: Order;
}

export interface CaptureAuthorizedPaymentsRequest {
  /** Capture payments information */
  payments: PaymentCapture[];
}

export interface CaptureAuthorizedPaymentsResponse {
  /** All order's transactions after the capture was triggered */
  orderTransactions?: OrderTransactions;
}

export interface Carrier {
  /** The carrier app id */
  appId?: string;
  /** Unique code that acts as an ID for a shipping rate. For example, `"usps_std_overnight"`. */
  code?: string;
}

export interface CarrierError {
  /** Carrier ID. */
  carrierId?: string;
  /** Error details. */
  error?: Details;
}

export interface CarrierErrors {
  /** Carrier errors. */
  errors?: CarrierError[];
}

export interface CarrierServiceOption {
  /** Carrier ID. */
  carrierId?: string;
  /** Shipping options offered by this carrier for this request. */
  shippingOptions?: CarrierShippingOption[];
}

export interface CarrierShippingOption {
  /** Unique code of provided shipping option like "usps_std_overnight". For legacy calculators this would be the UUID of the option. */
  code?: string;
  /** Title of the option, such as USPS Standard Overnight Delivery (in the requested locale). For example, "Standard" or "First-Class Package International". */
  title?: string;
  /** Delivery logistics. */
  logistics?: DeliveryLogistics;
  /** Sipping price information. */
  cost?: ShippingPrice;
  /** Delivery solution allocations to different delivery carriers and delivery regions */
  deliveryAllocations?: DeliveryAllocation[];
  /** If the delivery solution is a partial and doesn't apply to all items. */
  partial?: boolean;
}

export interface CashRounding {
  /** Amount, can be negative or positive. */
  amount?: string;
  /** Amount formatted with currency symbol. Read-only. */
  formattedAmount?: string;
}

export interface CashRoundingDetails {
  /** Payment amount before cash rounding was applied. When provided, balance and status calculations use this value instead of `amount` to prevent false overpayment or underpayment due to rounding. */
  unroundedAmount?: Price;
  /** The difference between 'amount' and 'unroundedAmount' (amount minus unroundedAmount). A positive value indicates the price was rounded up; a negative value indicates a round-down. Read-only. */
  roundingAdjustment?: CashRounding;
}

export interface CatalogItemFilter {
  /** Catalog App ID. For example, the Wix Stores, Wix Bookings, or 3rd-party `appId`. */
  catalogAppId?: string;
  /** ID of the item within its Wix or 3rd-party catalog. For example, `productId` for Wix Stores. */
  catalogItemIds?: string[];
}

export interface CatalogOverrideFields {
  /** Item name. */
  productName?: ProductName;
  /** Item price **after** discounts. */
  price?: string;
  /** Item price **before** discounts. */
  fullPrice?: string;
  /** Item description lines. Used when displaying the line item to customers. */
  descriptionLines?: DescriptionLine[];
  /** Physical properties of the item. */
  physicalProperties?: PhysicalProperties;
  /** Item image. */
  image?: Image;
  /** Payment method selected for the item. */
  paymentOption?: PaymentOption;
  /** Only eligible for catalog items with `lineItem.paymentOption.value` type of `DEPOSIT_ONLINE`. */
  depositAmount?: string;
  /** Whether to save the payment method on the order. */
  savePaymentMethod?: boolean;
  /** ID of the app managing the inventory. */
  inventoryAppId?: string;
  /** Whether the line item quantity is fixed and can't be changed. When not set, falls back to the value from the catalog. (Internal in the SDK.) */
  fixedQuantity?: boolean;
}

/** Used for grouping line items. Sent when an item is added to a cart, checkout, or order. */
export interface CatalogReference {
  /** ID of the item within the catalog it belongs to. */
  catalogItemId?: string;
  /** ID of the app providing the catalog. */
  appId?: string;
  /** Additional item details in `key:value` pairs. */
  options?: Record<string, unknown>;
}

export interface ChangesAppliedActivity {
  /** Scopes the draft to the contract level, applying to all future cycles. */
  contractTarget?: ContractTarget;
  /** ID of the DraftSubscriptionContract that was committed. */
  draftSubscriptionContractId?: string;
  /** Individual typed changes applied. */
  changes?: ContractChange[];
  /** Reason for the edit, provided by the merchant (optional). */
  reason?: string;
}

export interface ChannelInfo {
  /** Sales channel that submitted the order. */
  type?: ChannelType;
  /** Reference to an order ID from an external system. Relevant when recording orders from external platforms. */
  externalOrderId?: string;
  /** URL to the order in the external system. Relevant when recording orders from external platforms. */
  externalOrderUrl?: string;
}

export const ChannelType = {
  UNSPECIFIED: 'UNSPECIFIED',
  WEB: 'WEB',
  POS: 'POS',
  EBAY: 'EBAY',
  AMAZON: 'AMAZON',
  OTHER_PLATFORM: 'OTHER_PLATFORM',
  WIX_APP_STORE: 'WIX_APP_STORE',
  WIX_INVOICES: 'WIX_INVOICES',
  BACKOFFICE_MERCHANT: 'BACKOFFICE_MERCHANT',
  WISH: 'WISH',
  CLASS_PASS: 'CLASS_PASS',
  GLOBAL_E: 'GLOBAL_E',
  FACEBOOK: 'FACEBOOK',
  ETSY: 'ETSY',
  TIKTOK: 'TIKTOK',
  FAIRE_COM: 'FAIRE_COM',
  PAYPAL_AGENTIC_CHECKOUT: 'PAYPAL_AGENTIC_CHECKOUT',
  STRIPE_AGENTIC_CHECKOUT: 'STRIPE_AGENTIC_CHECKOUT',
  WIX_INVOICES_PLATFORM: 'WIX_INVOICES_PLATFORM',
  UCP_AGENTIC_CHECKOUT: 'UCP_AGENTIC_CHECKOUT',
} as const;

export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];

export interface Charge {
  /** The cycle number from which the charge starts. */
  cycleFrom?: number;
  /** The number of cycles for which the charge is applicable. */
  cycleCount?: number;
  /** Charge summary. */
  priceSummary?: PriceSummary;
  /** The billing date from which the charge starts. */
  cycleBillingDate?: Date;
}

export interface Chargeback {
  /** Chargeback ID. Read-only. */
  id?: string;
  /** Date and time the chargeback was created in ISO-8601 format. Defaults to current time when not provided. Read-only. */
  createdDate?: Date;
  /** Date and time the chargeback was updated in ISO-8601 format. Defaults to current time when not provided. Read-only. */
  updatedDate?: Date;
  /** Amount. Read-only. */
  amount?: Price;
  /** Reversal amount. Present only when status is REVERSED. Read-only. */
  reversalAmount?: Price;
  /** Status. */
  status?: ChargebackStatus;
  /** External chargeback ID. Read-only. */
  externalId?: string;
}

export interface ChargebackApproved {
  /** Order ID. */
  orderId?: string;
  /** Payment ID. */
  paymentId?: string;
  /** Approved chargeback. */
  chargeback?: Chargeback;
  /** Order transactions after chargeback is approved. */
  orderTransactions?: OrderTransactions;
}

export interface ChargebackCreated {
  /** ID of the payment that received a chargeback. */
  paymentId?: string;
  /** Chargeback ID. */
  chargebackId?: string;
  /** Chargeback amount. */
  amount?: Price;
  /** Payment details. */
  paymentDetails?: RegularPayment;
}

export interface ChargebackReversed {
  /** ID of the payment involved with the chargeback. */
  paymentId?: string;
  /** Chargeback ID. */
  chargebackId?: string;
  /** Chargeback amount. */
  amount?: Price;
  /** Chargeback reversal amount. */
  reversalAmount?: Price;
  /** Payment details. */
  paymentDetails?: RegularPayment;
}

export const ChargebackStatus = {
  APPROVED: 'APPROVED',
  REVERSED: 'REVERSED',
} as const;

export type ChargebackStatus = (typeof ChargebackStatus)[keyof typeof ChargebackStatus];

export const ChargeType = {
  HANDLING_FEE: 'HANDLING_FEE',
  INSURANCE: 'INSURANCE',
} as const;

export type ChargeType = (typeof ChargeType)[keyof typeof ChargeType];

export interface CheckboxField {
  /** Whether the checkbox is visible to the customer. */
  visible?: boolean;
  /** Whether the checkbox is checked by default. */
  checkedByDefault?: boolean;
}

/** A checkout represents a cart that is in the process of being purchased. It holds calculated prices, tax, shipping, and buyer information needed to complete the purchase. */
export interface Checkout {
  /** Checkout ID. Read-only. */
  id?: string;
  /** Line items. Read-only. */
  lineItems?: LineItem[];
  /** Billing information. */
  billingInfo?: AddressWithContact;
  /** Shipping information. */
  shippingInfo?: ShippingInfo;
  /** Buyer note left by the customer. */
  buyerNote?: string;
  /** Buyer information. */
  buyerInfo?: BuyerInfo;
  /** The currency selected by the customer during the purchase flow, in three-letter ISO-4217 alphabetic format. Read-only. */
  conversionCurrency?: string;
  /** Calculated price summary for the checkout. Read-only. */
  priceSummary?: PriceSummary;
  /** Errors when calculating totals. Read-only. */
  calculationErrors?: CalculationErrors;
  /** Applied gift card details. Read-only. */
  giftCard?: GiftCard;
  /** Applied discounts. Read-only. */
  appliedDiscounts?: AppliedDiscount[];
  /** Custom fields. */
  customFields?: CustomField[];
  /** Weight measurement unit. Defaults to a site's weight unit. Read-only. */
  weightUnit?: WeightUnit;
  /** Tax summary. Read-only. */
  taxSummary?: TaxSummary;
  /** The site’s default currency, in three-letter ISO-4217 alphabetic format. This represents the base currency configured for the site and remains constant regardless of the customer’s currency selection. Read-only. */
  currency?: string;
  /** Sales channel that submitted the order. Read-only. */
  channelType?: ChannelType;
  /** Site language in which original values are shown. Read-only. */
  siteLanguage?: string;
  /** Language for communication with the buyer. Defaults to the site language. Read-only. */
  buyerLanguage?: string;
  /** Whether an order was successfully created from this checkout. Read-only. */
  completed?: boolean;
  /** Whether tax is included in line item prices. Read-only. */
  taxIncludedInPrice?: boolean;
  /** ID of the checkout's initiator. Read-only. */
  createdBy?: CreatedBy;
  /** Date and time the checkout was created. Read-only. */
  createdDate?: Date;
  /** Date and time the checkout was updated. Read-only. */
  updatedDate?: Date;
  /** Minimal amount to pay in order to place the order. Read-only. */
  payNow?: PriceSummary;
  /** Remaining amount for the order to be fully paid. Read-only. */
  payLater?: PriceSummary;
  /** Memberships to apply when creating the order. */
  membershipOptions?: MembershipOptions;
  /** Additional Fees. Read-only. */
  additionalFees?: AdditionalFee[];
  /** Cart ID that this checkout was created from. Empty if this checkout wasn't created from a cart. */
  cartId?: string;
  /** Information about the currency conversion that took place if at all. Empty if no conversion took place. (Internal in the SDK.) */
  conversionInfo?: ConversionInfo;
  /** The pay now total amount after gift card reduction Read-only. (Internal in the SDK.) */
  payNowTotalAfterGiftCard?: MultiCurrencyPrice;
  /**
   * __Deprecated.__ Use `purchaseFlowId` instead. (Internal in the SDK.)
   * @deprecated
   */
  ecomId?: string;
  /** List of validation violations raised by the Validations service plugin. Read-only. */
  violations?: Violation[];
  /** The total payment amount after gift card reduction Read-only. (Internal in the SDK.) */
  totalAfterGiftCard?: MultiCurrencyPrice;
  /** Custom field data for the checkout object. */
  extendedFields?: ExtendedFields;
  /** Persistent ID that correlates between the various eCommerce elements: cart, checkout, and order. Read-only. */
  purchaseFlowId?: string;
  /** Additional settings for customization of the checkout process. */
  customSettings?: CustomSettings;
  /** Reference IDs for the app and component providing custom checkout page content. */
  customContentReference?: CustomContentReference;
  /** References to an external app and resource associated with this checkout. Used for integration and tracking across different platforms. */
  externalReference?: ExternalReference;
  /** Order ID. Read-only. (Internal in the SDK.) */
  orderId?: string;
  /** Payment for subscriptions after free trial period. Read-only. */
  payAfterFreeTrial?: PriceSummary;
  /** The business location ID associated with the checkout. */
  businessLocationId?: string;
  /** Whether payment is required to create an order. Read-only. (Internal in the SDK.) */
  paymentRequired?: boolean;
  /** Charges information for each subscription in the checkout. Read-only. (Internal in the SDK.) */
  subscriptionCharges?: SubscriptionCharges[];
  /** The currency used for payment, in three-letter ISO-4217 alphabetic format. Read-only. */
  paymentCurrency?: string;
  /** Sum of all line items in the checkout. Read-only. (Internal in the SDK.) */
  lineItemsSubtotal?: MultiCurrencyPrice;
  /** Tax exempt group ID to use for tax exemptions. */
  taxExemptGroupId?: string;
}

export const CheckoutBillingFields = {
  All_FIELDS: 'All_FIELDS',
  MINIMUM_REQUIRED_FIELDS: 'MINIMUM_REQUIRED_FIELDS',
} as const;

export type CheckoutBillingFields = (typeof CheckoutBillingFields)[keyof typeof CheckoutBillingFields];

export interface CheckoutBrand {
  /** Checkout header. */
  header?: CheckoutHeader;
  /** Main checkout area branding. */
  mainSection?: CheckoutMain;
  /** Checkout footer branding. */
  footer?: CheckoutFooter;
  /** Global checkout branding. */
  global?: CheckoutGlobal;
}

/** Payload of the wix.ecom.v1.checkout_completed event (checkout completed). */
export interface CheckoutCompletedEvent {
  data: CheckoutMarkedAsCompleted;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.checkout_created event (checkout created). */
export interface CheckoutCreatedEvent {
  entity: Checkout;
  metadata: EventMetadata;
}

export interface CheckoutCustomization {
  /** Web client customizations. These customizations only apply to the standard Wix checkout page. */
  webClient?: WebClientCustomization;
  /** Whether to lock the ability to add or remove a gift card. */
  lockedGiftCard?: boolean;
  /** Whether to lock the ability to apply or remove a coupon code. */
  lockedCoupon?: boolean;
  /** Whether to disable manual payment option for this checkout. */
  disabledManualPayment?: boolean;
}

/** Payload of the wix.ecom.v1.checkout_deleted event (checkout deleted). */
export interface CheckoutDeletedEvent {
  metadata: EventMetadata;
}

export interface CheckoutFields {
  /** Subscription checkbox. <br><br> */
  subscriptionCheckbox?: SubscriptionCheckboxField;
  /** Policy agreement checkbox. <br><br> */
  policyAgreementCheckbox?: CheckboxField;
  /** Whether the ability to redeem a gift card is enabled. <br><br> */
  giftCardRedeemEnabled?: boolean;
  /** Whether to allow for MIT transactions. <br><br> */
  mitEnabled?: boolean;
  /** Whether to allow for Auth & Capture transactions. <br><br> */
  delayCaptureEnabled?: boolean;
  /** Whether to automatically capture the transaction before the authorization expires. */
  captureBeforeExpiryEnabled?: boolean;
  /** Whether purchase recommendations are shown to the buyer at checkout. (Internal in the SDK.) */
  purchaseRecommendationsEnabled?: boolean;
  /** Who can enter Test Mode on the site's checkout. In Test Mode, the regular payment methods are hidden and checkout completes with a dedicated test payment method, so no real payment is processed. (Internal in the SDK.) */
  testMode?: TestMode;
}

export interface CheckoutFooter {
  /** Background fill of the footer. */
  backgroundFill?: BackgroundFill;
  /** Color hex code of the full-width divider rule above the footer. */
  dividerColor?: string;
}

export interface CheckoutGlobal {
  /** Color hex code of selection controls (radios/checkboxes). */
  selectionColor?: string;
  /** Color hex code of the place order button. */
  placeOrderButtonColor?: string;
  /** Color hex code of the buttons. */
  buttonColor?: string;
  /** Background style applied to checkout input fields. (Internal in the SDK.) */
  inputFieldBackgroundStyle?: InputFieldBackgroundStyle;
  /** Font family used for headings. (Internal in the SDK.) */
  headingsFontFamily?: string;
  /** Font family used for body text. (Internal in the SDK.) */
  bodyFontFamily?: string;
}

export interface CheckoutHeader {
  /** Textual content to be included in the header (e.g. Business Name) */
  text?: string;
  /** Text color hex code. */
  textColor?: string;
  /** Specifications for when a logo is included in the header. */
  logo?: Logo;
  /** Alignment within the header. */
  alignment?: Alignment;
  /** Whether to display the 'Checkout' label within the header. Depending on the locale, the label may be translated. */
  displayCheckoutLabel?: boolean;
  /** Continue shopping specifications. */
  continueShopping?: ContinueShopping;
  /** Background fill specifications. */
  backgroundFill?: BackgroundFill;
  /** Color hex code of the full-width divider rule below the header. */
  dividerColor?: string;
}

export interface CheckoutMain {
  /** Background fill of the checkout form. */
  formBackgroundFill?: BackgroundFill;
  /** Background fill of the checkout summary. */
  summaryBackgroundFill?: BackgroundFill;
  /** Color hex code of the dividers. */
  dividerColor?: string;
  /** Color hex code of the tinted boxes (e.g. show-summary box). Stored and applied solid (no opacity). */
  tintedBoxColor?: string;
  /** Corner radius style applied to the express checkout buttons. */
  expressButtonsCornerRadius?: ExpressButtonsCornerRadius;
  /** Corner radius applied everywhere except the express checkout buttons — line-item images and form-field inputs. */
  cornerRadius?: number;
}

/** Triggered when an order created from this checkout is successfully paid for or when a checkout is marked as completed. */
export interface CheckoutMarkedAsCompleted {
  checkout?: Checkout;
}

export interface CheckoutPolicies {
  /** Terms and conditions. */
  termsAndConditions?: TermsAndConditionsPolicy;
  /** Privacy policy. */
  privacyPolicy?: PrivacyPolicy;
  /** Return policy. */
  returnPolicy?: ReturnPolicy;
  /** Digital item policy. */
  digitalItemPolicy?: DigitalItemPolicy;
  /** "Contact us" information. */
  contactUs?: ContactUsPolicy;
  /** Custom policy. */
  customPolicy?: CustomCheckoutPolicy;
}

/** Site-level settings that control the checkout experience, including policies, field visibility, and branding. */
export interface CheckoutSettings {
  /** Checkout policies. */
  checkoutPolicies?: CheckoutPolicies;
  /** Settings that apply to checkout fields and the checkout process. */
  checkoutFields?: CheckoutFields;
  /** Checkout brand settings. */
  checkoutBrand?: CheckoutBrand;
  /** Date and time the checkout settings were created. Read-only. */
  createdDate?: Date;
  /** Date and time the checkout settings were updated. Read-only. */
  updatedDate?: Date;
  /** Billing information required to complete the checkout. */
  checkoutBillingFields?: CheckoutBillingFields;
}

/** Payload of the wix.ecom.v1.checkout_settings_updated event (checkout settings updated). */
export interface CheckoutSettingsUpdatedEvent {
  entity: CheckoutSettings;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

/** A reusable template for creating checkouts with predefined line items, coupons, and customization settings. */
export interface CheckoutTemplate {
  /** Checkout template ID. Read-only. */
  id?: string;
  /** Status of the checkout template. */
  status?: CheckoutTemplateStatus;
  /** Custom settings to apply to the checkout page created from this template. */
  customization?: CheckoutCustomization;
  /** Catalog line items. */
  lineItems?: V1LineItem[];
  /** Custom line items. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
  /** Coupon code. */
  couponCode?: string;
  /** Extended fields must be configured in the app dashboard before they can be accessed with API calls. (Internal in the SDK.) */
  extendedFields?: ExtendedFields;
  /** Reference IDs for the app and component providing custom checkout page content. */
  customContentReference?: CustomContentReference;
  /** References to an external app and resource associated with the checkout. Used for integration and tracking across different platforms. */
  externalReference?: ExternalReference;
}

/** Payload of the wix.ecom.v1.checkout_template_created event (checkout template created). */
export interface CheckoutTemplateCreatedEvent {
  entity: CheckoutTemplate;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.checkout_template_deleted event (checkout template deleted). */
export interface CheckoutTemplateDeletedEvent {
  metadata: EventMetadata;
}

export const CheckoutTemplateStatus = {
  ACTIVE: 'ACTIVE',
  INACTIVE: 'INACTIVE',
} as const;

export type CheckoutTemplateStatus = (typeof CheckoutTemplateStatus)[keyof typeof CheckoutTemplateStatus];

/** Payload of the wix.ecom.v1.checkout_template_updated event (checkout template updated). */
export interface CheckoutTemplateUpdatedEvent {
  entity: CheckoutTemplate;
  metadata: EventMetadata;
}

/** Triggered when newly checkout created successfully from checkout template */
export interface CheckoutTemplateUsed {
  /** checkout template */
  checkoutTemplate?: CheckoutTemplate;
  /** newly created checkout */
  checkout?: Checkout;
}

/** Payload of the wix.ecom.v1.checkout_template_used event (checkout template used). */
export interface CheckoutTemplateUsedEvent {
  data: CheckoutTemplateUsed;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.checkout_updated event (checkout updated). */
export interface CheckoutUpdatedEvent {
  entity: Checkout;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export interface Color {
  /** Description line color name in the site's default language as defined in the request envelope. */
  original?: string;
  /** Description line color name translated into the buyer's language. */
  translated?: string;
  /** HEX or RGB color code for display. */
  code?: string;
}

export interface CommittedDiffs {
  /** Shipping info and selected shipping option details. */
  changedShippingInfo?: V1ShippingInformation;
  /** Remove existing shipping info. */
  shippingInfoRemoved?: boolean;
  /** Added/updated/removed order line items. */
  lineItems?: LineItemDelta[];
  /** Added/updated/removed discounts. */
  appliedDiscounts?: AppliedDiscountDelta[];
  /** Added/updated/removed additional fee. */
  additionalFees?: AdditionalFeeDelta[];
}

export interface Condition {
  type?: ConditionType;
  /** The value in respective to the condition type Weight values should be in the same weight units of the store: KG / LB Total price is according to the store currency Quantity of items should be integers */
  value?: string;
  /** Logical operator. */
  operator?: LogicalOperator;
}

export interface ConditionalRates {
  /** there is an AND logic between all the conditions. Empty conditions means true. The amount of the rate that will be returned if all conditions are met. */
  amount?: string;
  /** For example: weight > 0 and weight <= 10 */
  conditions?: Condition[];
  /** When this flag is set to true, multiply the amount by the number of line items passed on the request. */
  multiplyByQuantity?: boolean;
}

export const ConditionType = {
  BY_TOTAL_WEIGHT: 'BY_TOTAL_WEIGHT',
  BY_TOTAL_PRICE: 'BY_TOTAL_PRICE',
  BY_TOTAL_QUANTITY: 'BY_TOTAL_QUANTITY',
} as const;

export type ConditionType = (typeof ConditionType)[keyof typeof ConditionType];

export interface ContactSegments {
  /** Eligible segment ids. */
  segmentIds?: string[];
}

export interface ContactTags {
  /** Eligible tag and label ids. */
  tagReferences?: TagReference[];
}

export interface ContactUsPolicy {
  /** Whether the contact us policy is visible to the customer in the checkout page. <br><br> */
  visible?: boolean;
  /** Contact us policy content. */
  content?: string;
}

export interface ContinueShopping {
  /** Whether the continue shopping element is hidden. */
  hidden?: boolean;
  /** Display type for the continue shopping element. */
  displayType?: DisplayType;
}

export interface ContractChange {
  /** Line item was modified. */
  lineItemChanged?: SubscriptionContractLineItemChanges;
  /** Line item was added to the contract. */
  lineItemAdded?: ManagedLineItem;
  /** Line item was removed from the contract. */
  lineItemRemoved?: ManagedLineItem;
  /** Discount was added to the contract. */
  discountAdded?: SubscriptionContractManagedDiscount;
  /** Discount was removed from the contract. */
  discountRemoved?: SubscriptionContractManagedDiscount;
  /** Additional fee was added to the contract. */
  additionalFeeAdded?: SubscriptionContractManagedAdditionalFee;
  /** Additional fee was removed from the contract. */
  additionalFeeRemoved?: SubscriptionContractManagedAdditionalFee;
  /** Total price changed. */
  totalPriceChanged?: TotalPriceChange;
}

/** Scopes the draft to the contract level, applying to all future cycles. */
export interface ContractTarget {
  /** Cycle number of the next billing cycle (1-based). Set by the caller; returned by the server on read. */
  nextCycleNumber?: number;
}

export interface ConversionInfo {
  /** The site currency. Read-only. */
  siteCurrency?: string;
  /** The rate used when converting from the site currency to the checkout currency. Read-only. */
  conversionRate?: string;
}

/** Coupon */
export interface Coupon {
  /** Coupon ID. */
  id?: string;
  /** Coupon code. */
  code?: string;
  /** Coupon value. */
  amount?: MultiCurrencyPrice;
  /** Coupon name. */
  name?: string;
  /**
   * Coupon type: We want it to be an enum and not a string but currently we have no time to do it so we leave it as is to be aligned with cart summary. (Internal in the SDK.)
   * @deprecated
   */
  couponType?: string;
}

export interface CreateCheckoutRequest {
  /** Checkout information. */
  checkoutInfo?: Checkout;
  /** Coupon code. */
  couponCode?: string;
  /** Catalog line items to add to the checkout. */
  lineItems?: LineItem[];
  /** Custom line items to add to the checkout. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
  /** Sales channel that submitted the order. */
  channelType: ChannelType;
  /** Gift card code. */
  giftCardCode?: string;
  /** `overrideCheckoutUrl` allows the flexibility to redirect customers to a customized checkout page. */
  overrideCheckoutUrl?: string;
  /** Amount to redeem from the gift card referenced in `gift_card_code`. */
  giftCardRedeemAmount?: string;
}

export interface CreateCheckoutResponse {
  /** Newly created checkout. */
  checkout: Checkout;
}

export interface CreatedBy {
  /** User ID. When the order was created by a Wix user on behalf of a buyer. For example, via POS (point of service). */
  userId?: string;
  /** Member ID. When the order was created by a **logged in** site visitor. */
  memberId?: string;
  /** Visitor ID. When the order was created by a site visitor that was **not** logged in. */
  visitorId?: string;
  /** App ID. When the order was created by an external application or Wix service. */
  appId?: string;
}

export interface CreateFulfillmentRequest {
  /** Fulfillment info. */
  fulfillment: Fulfillment;
}

export interface CreateFulfillmentResponse {
  /** Order ID and the orders' fulfillments. */
  orderWithFulfillments?: OrderWithFulfillments;
  /** ID of created fulfillment. */
  fulfillmentId?: string;
}

export interface CreateOrderAndChargeRequest {
  /** Payment token. */
  paymentToken?: string;
  /** Whether the payment method should be saved on the order. */
  savePaymentMethod?: boolean;
  /** Whether to authorize the payment and delay the capture. */
  delayCapture?: boolean;
  /** Whether the order is being placed from within a native mobile app (iOS or Android) where the buyer paid via the platform's in-app purchase system. (Internal in the SDK.) */
  inAppPurchase?: boolean;
}

export interface CreateOrderAndChargeResponse {
  /** ID of newly created order. */
  orderId?: string;
  /** ID of newly created subscription. */
  subscriptionId?: string;
  /** Payment response token. */
  paymentResponseToken?: string;
  /** The payment gateway is cashier. payment_gateway_order_id will be returned given that money was charged. */
  paymentGatewayOrderId?: string;
  /** Whether an order was successfully created from this checkout and the payment transaction was completed Read-only. (Internal in the SDK.) */
  checkoutCompleted?: boolean;
}

export interface CreateOrderFromCheckoutRequest {
  /** Whether the payment method should be saved on the order. */
  savePaymentMethod?: boolean;
  /** Whether to authorize the payment and delay the capture. */
  delayCapture?: boolean;
  /** Whether the order is being placed from within a native mobile app (iOS or Android) where the buyer paid via the platform's in-app purchase system. (Internal in the SDK.) */
  inAppPurchase?: boolean;
}

export interface CreateOrderFromCheckoutResponse {
  /** ID of newly created order. */
  orderId?: string;
  /** ID of newly created subscription. Learn more about your site's Subscriptions. */
  subscriptionId?: string;
  /** Payment gateway order ID. */
  paymentGatewayOrderId?: string;
}

export interface CreateOrderRequest {
  /** Order info. */
  order: Order;
  /** Settings and side effects to apply when creating the order, including approval strategy, notifications, and edit access. */
  settings?: OrderCreationSettings;
}

export interface CreateOrderResponse {
  /** Newly created order. */
  order: Order;
}

export interface CreditCardDetails {
  /** The last 4 digits of the card number. */
  lastFourDigits?: string;
  /** Card issuer's brand. */
  brand?: string;
}

export interface CreditCardPaymentMethodDetails {
  /** The last 4 digits of the card number. */
  lastFourDigits?: string;
  /** Card issuer's brand. */
  brand?: string;
}

export interface CurrencyConversionDetails {
  /** Currency used for the pricing of this order, in ISO-4217 format. Read-only. */
  originalCurrency?: string;
  /** The rate used for converting the original currency to the currency used for payment. Read-only. */
  conversionRate?: string;
}

export interface CursorPaging {
  /** Maximum number of items to return in the results. */
  limit?: number;
  /** Pointer to the next or previous page in the list of results. */
  cursor?: string;
}

export interface CursorPagingMetadata {
  /** Number of items returned in current page. */
  count?: number;
  /** Cursor strings that point to the next page, previous page, or both. */
  cursors?: Cursors;
  /** Whether there are more pages to retrieve following the current page. */
  hasNext?: boolean;
  /** Total number of items matching the filter. Available only on the first page of *Search* results, not included in *Query* or *List* results. If the Search results span multiple pages, the value of `total` will exceed the number of items returned on the first page. (Internal in the SDK.) */
  total?: number;
}

export interface Cursors {
  /** Cursor string pointing to the next page in the list of results. */
  next?: string;
  /** Cursor pointing to the previous page in the list of results. */
  prev?: string;
}

export interface CursorSearch {
  /** Cursor paging options. */
  cursorPaging?: CursorPaging;
  /** Filter object. */
  filter?: Record<string, unknown>;
  /** List of sort objects. */
  sort?: Sorting[];
}

export interface Custom {
  /** Trigger ID. */
  id?: string;
  /** ID of the app that created the trigger. */
  appId?: string;
  /** Additional data in { "key": value } form. + This data will be passed to the Custom Triggers Service SPI. + For example, for a trigger that would activate if temperature is above 30 degrees, `params` field would be: `{ "minTemp": 30 }`. (Internal in the SDK.) */
  params?: Record<string, unknown>;
}

export interface CustomActivity {
  /** ID of the app that created the custom activity. */
  appId?: string;
  /** Custom activity type. For example, `"Ticket number set"`. */
  type?: string;
  /** Additional data in key-value form. For example, `{ "Ticket number": "123456" }`. */
  additionalData?: Record<string, string>;
}

export interface CustomAllowedActions {
  orderActions?: OrderActionType[];
}

export interface CustomCheckoutPolicy {
  /** Whether the custom policy is visible to the customer in the checkout page. <br><br> */
  visible?: boolean;
  /** Custom policy content. */
  content?: string;
  /** Custom policy title. */
  title?: string;
}

export interface CustomContentReference {
  /** ID of the app providing the content. */
  appId?: string;
  /** ID of the component within the app it belongs to. */
  componentId?: string;
}

export interface CustomerBuy {
  /** Minimum number of items the customer must add to the cart to be eligible for a discount. */
  minimumQuantity?: number;
  /** Minimum price the customer must add to the cart to be eligible for a discount. */
  minimumSpend?: string;
  /** Scopes of the items that must be added to the cart to enable the discount. */
  scopes?: DiscountRuleScope[];
}

export interface CustomerEligibility {
  /** Information about specific segments. (Internal in the SDK.) */
  contactSegmentsInfo?: ContactSegments;
  /** Information about specific lables. (Internal in the SDK.) */
  contactTagsInfo?: ContactTags;
  /** Information about specific members. */
  individualMembersInfo?: IndividualMembers;
  /** Customer eligibility type. */
  eligibilityType?: EligibilityType;
}

export interface CustomerGet {
  /** Exact number of items in the cart that will be discounted. If the cart contains fewer items than the value of quantity, the discount will not apply. */
  quantity?: number;
  /** Scopes of the items that will be discounted. */
  scopes?: DiscountRuleScope[];
  /** Scopes of items to exclude from the discounted (get Y) set. Exclusion wins on overlap: an item that matches both `scopes` and `excluded_scopes` is not discounted. (Internal in the SDK.) */
  excludedScopes?: DiscountRuleScope[];
}

export interface CustomerGetsConfig {
  /** Purchase type that receives the discount. (Internal in the SDK.) */
  purchaseType?: PurchaseType;
  /** Number of billing cycles to discount, starting from the first paid cycle. (Internal in the SDK.) */
  discountedCycleCount?: number;
}

export interface CustomField {
  /** Custom field value. */
  value?: unknown;
  /** Custom field title. */
  title?: string;
  /** Translated custom field title. */
  translatedTitle?: string;
}

export interface CustomFilter {
  /** Custom filter app ID, when relevant. */
  appId?: string;
  /** Custom filter in `{ "key": "value" }` form. For example, an array of `collectionIDs`: `{ ["collectionId": "12345"], ["collectionId": "67890"] }`. */
  params?: Record<string, unknown>;
}

export interface CustomFulfillmentInfo {
  /** Custom fulfillment info in key:value form. */
  fieldsData?: Record<string, string>;
}

export interface CustomLineItem {
  /** Custom line item quantity. */
  quantity?: number;
  /** Custom line item price. */
  price?: string;
  /** Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". */
  priceDescription?: PriceDescription;
  /** Custom line item description lines. Used for display purposes for the cart, checkout and order. */
  descriptionLines?: DescriptionLine[];
  /** Custom line item's media. */
  media?: Image;
  /**
   * Deprecated. Custom line item ID. Read-only.
   * @deprecated
   */
  id?: string;
  /** Tax group ID for this custom line item. */
  taxGroupId?: string;
  /** Name of the item or product. */
  productName?: ProductName;
  /** URL to the item's page on the site. When not provided, the link back from the cart page to the relevant product page will not work. */
  url?: PageUrl;
  /** Item type. Either a preset type or custom. */
  itemType?: ItemType;
  /** Item price **before** catalog-defined discount. Defaults to `price` when not provided. */
  fullPrice?: string;
  /** Item quantity available for purchase. Only return this if inventory is managed. Not returning this field means that the buyer can "infinitely" tick up the number of items in the cart. */
  quantityAvailable?: number;
  /** Physical properties of the item. */
  physicalProperties?: PhysicalProperties;
  /** Subscription option info. This field is internal and only used by Stores. (Internal in the SDK.) */
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  /** Digital file ID and name. Required if `itemType: DIGITAL`. (Internal in the SDK.) */
  digitalFile?: SecuredMedia;
  /** Type of selected payment option for current item. Defaults to `FULL_PAYMENT_ONLINE`. */
  paymentOption?: PaymentOptionType;
  /** Service properties. When relevant, this contains information such as date and number of participants. Used, among other things, when checking for valid memberships. */
  serviceProperties?: ServiceProperties;
  /** In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. */
  rootCatalogItemId?: string;
  /** Partial payment for the given item to be paid upfront during the checkout. */
  depositAmount?: string;
  /** Delivery profile ID. */
  deliveryProfileId?: string;
  /** Catalog and item reference. Includes IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
  catalogReference?: CatalogReference;
  /** Whether the price is not yet defined, and will be updated after the order is created. */
  priceUndetermined?: boolean;
  /** Whether the line item quantity is fixed and cannot be changed. */
  fixedQuantity?: boolean;
  /** Item payment policy that requires customer consent to complete purchase. The payment policy will be displayed on the checkout page. Read-only. */
  consentRequiredPaymentPolicy?: string;
  /** Whether to save the payment method on the order. Read-only. */
  savePaymentMethod?: boolean;
  /** Policies to be displayed to the customer on the checkout page. */
  policies?: Policy[];
  /** ID of the app managing the inventory. (Internal in the SDK.) */
  inventoryAppId?: string;
  /** Whether the item can only be purchased by site members. */
  membersOnly?: boolean;
  /** Address to use for tax calculation purposes. */
  taxableAddress?: TaxableAddress;
  /** Modifier groups that were added to the item. */
  modifierGroups?: V1ModifierGroup[];
}

export interface CustomSettings {
  /** Whether to restrict the option to add or remove a gift card on the checkout page. */
  lockGiftCard?: boolean;
  /** Whether to restrict the option to add or remove a coupon code on the checkout page. */
  lockCouponCode?: boolean;
  /** Whether to disable policy agreement checkout in the checkout page */
  disabledPolicyAgreementCheckbox?: boolean;
  /** Whether to disable manual payment option for this checkout. */
  disabledManualPayment?: boolean;
  /** For internal use by Bookings only. Whether to disable automatic discount rules calculation for this checkout. (Internal in the SDK.) */
  disabledDiscountRulesCalculation?: boolean;
}

export const DayOfWeek = {
  MON: 'MON',
  TUE: 'TUE',
  WED: 'WED',
  THU: 'THU',
  FRI: 'FRI',
  SAT: 'SAT',
  SUN: 'SUN',
} as const;

export type DayOfWeek = (typeof DayOfWeek)[keyof typeof DayOfWeek];

/** Decimal-quantity metadata for a line item. */
export interface DecimalQuantity {
  /** Unit the value is expressed in, selected from the standard `measurementUnit` enum. */
  measurementUnit?: MeasurementUnit;
  /** Free-form unit name for standard units not in the `measurementUnit` enum (e.g. "hour", "minute", "session"). */
  otherUnit?: string;
  /** The decimal quantity the buyer / merchant entered. */
  value?: string;
  /** Human-readable, pre-formatted display string for the quantity. For example, "2.75 square meters of fake grass". Always set alongside `value`; use this directly for display rather than composing your own string from `value` and `unit`. */
  description?: TranslatableString;
}

export interface DecimalQuantityUpdate {
  /** Line item quantity as a decimal, for a purchase that isn't a whole number of units. For example, `2.75` m² of fake grass. (Internal in the SDK.) */
  decimalQuantity?: DecimalQuantity;
}

export const DeclinedReason = {
  CHARGE_FAILED: 'CHARGE_FAILED',
  EXPIRED: 'EXPIRED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  GIFT_CARD_DISABLED: 'GIFT_CARD_DISABLED',
} as const;

export type DeclinedReason = (typeof DeclinedReason)[keyof typeof DeclinedReason];

export interface DeclinedStatusDetails {
  reason?: DeclinedReason;
}

export interface DelayedCaptureSettings {
  /** Specifies the automatic action (void/capture) for authorized transaction after the specified duration */
  scheduledAction?: ScheduledAction;
  /** Delay duration before execution. Optional - if not set, providers default period will be used */
  delayDuration?: Duration;
}

export interface DeleteFulfillmentResponse {
  /** Order ID and the order's associated fulfillments after deletion. */
  orderWithFulfillments?: OrderWithFulfillments;
}

export interface DeliveryAllocation {
  /** The delivery option's carrier details, could be multiple if the delivery option is a combination of multiple carriers */
  deliveryCarrier?: Carrier;
  /** The delivery region that are relevant for this delivery solution. */
  deliveryRegion?: Region;
  /** Populated if the delivery solution is a partially supplied by this carrier. */
  applicableLineItems?: ApplicableLineItems;
}

export interface DeliveryLogistics {
  /** Expected delivery time, in free text. For example, "3-5 business days". */
  deliveryTime?: string;
  /** Instructions for caller, e.g for pickup: "Please deliver during opening hours, and please don't park in disabled parking spot". */
  instructions?: string;
  /** Pickup details. */
  pickupDetails?: PickupDetails;
  /** Expected delivery time slot (from and to time stamps representation) (Internal in the SDK.) */
  deliveryTimeSlot?: DeliveryTimeSlot;
}

export interface DeliveryTimeSlot {
  /** starting time of the delivery time slot */
  from?: Date;
  /** ending time of the delivery time slot */
  to?: Date;
}

/** Type of selected payment option for catalog item */
export const DeltaPaymentOptionType = {
  FULL_PAYMENT_OFFLINE: 'FULL_PAYMENT_OFFLINE',
  MEMBERSHIP_OFFLINE: 'MEMBERSHIP_OFFLINE',
} as const;

/** Type of selected payment option for catalog item */
export type DeltaPaymentOptionType = (typeof DeltaPaymentOptionType)[keyof typeof DeltaPaymentOptionType];

export interface Description {
  /** Subscription option description. */
  original?: string;
  /** Translated subscription option description. */
  translated?: string;
}

export interface DescriptionLine {
  /** Description line plain text value. */
  plainText?: PlainTextValue;
  /** Description line color value. */
  colorInfo?: Color;
  /**
   * Description line plain text value. (Internal in the SDK.)
   * @deprecated
   */
  plainTextValue?: PlainTextValue;
  /**
   * Description line color. (Internal in the SDK.)
   * @deprecated
   */
  color?: string;
  /** Description line name. */
  name?: DescriptionLineName;
  /**
   * Description line type. (Internal in the SDK.)
   * @deprecated
   */
  lineType?: DescriptionLineType;
}

export interface DescriptionLineName {
  /** Description line name in the site's default language as defined in the request envelope. */
  original?: string;
  /** Description line name translated into the buyer's language. */
  translated?: string;
}

export const DescriptionLineType = {
  UNRECOGNISED: 'UNRECOGNISED',
  PLAIN_TEXT: 'PLAIN_TEXT',
  COLOR: 'COLOR',
} as const;

export type DescriptionLineType = (typeof DescriptionLineType)[keyof typeof DescriptionLineType];

export interface Details {
  applicationError?: ApplicationError;
  validationError?: ValidationError;
  systemError?: SystemError;
  /**
   * deprecated in API's - to enable migration from rendering arbitrary tracing to rest response
   * @deprecated
   */
  tracing?: Record<string, string>;
}

export interface DigitalFile {
  /** ID of the secure file in media. */
  fileId?: string;
  /** Link will exist after the digital links have been generated on the order. */
  link?: string;
  /** Link expiration time and date. Read-only. */
  expirationDate?: Date;
}

export interface DigitalItemPolicy {
  /** Whether the digital item policy is visible to the customer in the checkout page. <br><br> */
  visible?: boolean;
  /** Digital item policy content. */
  content?: string;
}

export interface Dimensions {
  /** Length. Measurement unit is handled at the system level (metric/imperial). */
  length?: string;
  /** Width. Measurement unit is handled at the system level (metric/imperial). */
  width?: string;
  /** Height. Measurement unit is handled at the system level (metric/imperial). */
  height?: string;
  /** Unit of measurement for dimensions (length, width, height). */
  unit?: DimensionsUnit;
}

export const DimensionsUnit = {
  UNKNOWN_DIMENSIONS_UNIT: 'UNKNOWN_DIMENSIONS_UNIT',
  MM: 'MM',
  CM: 'CM',
  M: 'M',
  IN: 'IN',
  FT: 'FT',
  YD: 'YD',
} as const;

export type DimensionsUnit = (typeof DimensionsUnit)[keyof typeof DimensionsUnit];

export interface Discount {
  /** Percentage to discount from original price. */
  percentage?: number;
  /** Amount to discount from original price. */
  fixedAmount?: string;
  /** Fixed price. Line item will be fixed to this price. */
  fixedPrice?: string;
  /** A special price is applied for a specific quantity of items. For example, 3 for $10. */
  quantityBased?: QuantityBased;
  /** Discount target. */
  targetType?: DiscountTargetType;
  /** Data related to `SPECIFIC_ITEMS` target type. */
  specificItemsInfo?: SpecificItemsInfo;
  /** Discount type. */
  discountType?: DiscountRuleDiscountType;
  /** Data related to `BUY_X_GET_Y` target type. (Internal in the SDK.) */
  buyXGetYInfo?: BuyXGetYInfo;
}

export interface DiscountConfig {
  /** DiscountConfig ID. Read-only. */
  id?: string;
  /** The number of items that must be added to the cart to be eligible for the discount (Represents X). */
  quantity?: number;
  /** The DiscountConfig price (Represents Amount). */
  price?: string;
}

/** Predefined reason for the discount. */
export const DiscountReason = {
  UNSPECIFIED: 'UNSPECIFIED',
  EXCHANGED_ITEMS: 'EXCHANGED_ITEMS',
  BILLING_ADJUSTMENT: 'BILLING_ADJUSTMENT',
} as const;

/** Predefined reason for the discount. */
export type DiscountReason = (typeof DiscountReason)[keyof typeof DiscountReason];

export interface DiscountRule {
  /** Discount rule ID. Read-only. */
  id?: string;
  /** Revision number, which increments by 1 each time the discount rule is updated. To prevent conflicting changes, the current `revision` must be passed when updating the discount rule. Read-only. */
  revision?: string;
  /** Date and time the discount rule was created. Read-only. */
  createdDate?: Date;
  /** Date and time the discount rule was last updated. Read-only. */
  updatedDate?: Date;
  /** Whether the discount rule is active. */
  active?: boolean;
  /** Discount rule name. */
  name?: string;
  /** Discount rule trigger. A set of conditions that must be met for the `discounts` to be applied. Not passing a trigger will cause the discount to always apply. */
  trigger?: DiscountTrigger;
  /** Time frame in which the discount rule is active. */
  activeTimeInfo?: ActiveTimeInfo;
  /** List of discounts that are applied when one or more triggers are met. */
  discounts?: Discounts;
  /** Discount rule status. Default: `UNDEFINED` Read-only. */
  status?: DiscountRuleStatus;
  /** Number of times the discount rule was used. Read-only. */
  usageCount?: number;
  /** calculated string which describe the discount rule Read-only. (Internal in the SDK.) */
  offer?: string;
  /** Discount advance settings. (Internal in the SDK.) */
  settings?: DiscountSettings;
  /** Data Extensions. (Internal in the SDK.) */
  extendedFields?: ExtendedFields;
  /** For internal use only. Subscription-specific configuration, populated from V2 for compatibility. Read-only. (Internal in the SDK.) */
  subscriptionSettings?: DiscountRuleSubscriptionSettings;
  /** Tags for this discount rule. */
  tags?: DiscountRuleTags;
}

/** Payload of the wix.ecom.discounts.v1.discount_rule_created event (discount rule created). */
export interface DiscountRuleCreatedEvent {
  entity: DiscountRule;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.discounts.v1.discount_rule_deleted event (discount rule deleted). */
export interface DiscountRuleDeletedEvent {
  metadata: EventMetadata;
}

export const DiscountRuleDiscountType = {
  PERCENTAGE: 'PERCENTAGE',
  FIXED_AMOUNT: 'FIXED_AMOUNT',
  FIXED_PRICE: 'FIXED_PRICE',
  QUANTITY_BASED: 'QUANTITY_BASED',
} as const;

export type DiscountRuleDiscountType = (typeof DiscountRuleDiscountType)[keyof typeof DiscountRuleDiscountType];

export interface DiscountRuleName {
  /** Original discount rule name (in site's default language). */
  original?: string;
  /** Translated discount rule name according to buyer language. Defaults to `original` when not provided. */
  translated?: string;
}

/** This object represents a scope of catalog items. Examples: 1. All catalog items of a specific app - type = CATALOG_ITEM, CatalogItemFilter with `catalog_app_id` 2. Specific catalog item - type = CATALOG_ITEM, CatalogItemFilter with `catalog_app_id` + `catalog_item_ids` 3. */
export interface DiscountRuleScope {
  /** Catalog item filter. Must be passed with `type."CATALOG_ITEM"`. */
  catalogItemFilter?: CatalogItemFilter;
  /** Custom filter. Must be passed with `type."CATALOG_ITEM"`. */
  customFilter?: CustomFilter;
  /** Scope ID. */
  id?: string;
  /** Scope type. */
  type?: ScopeType;
}

export const DiscountRuleStatus = {
  LIVE: 'LIVE',
  EXPIRED: 'EXPIRED',
  PENDING: 'PENDING',
} as const;

export type DiscountRuleStatus = (typeof DiscountRuleStatus)[keyof typeof DiscountRuleStatus];

export interface DiscountRuleSubscriptionSettings {
  /** Controls which purchase types are considered when evaluating the discount rule's trigger. Named `precondition` to mirror the V2 field. (Internal in the SDK.) */
  preconditionPurchaseType?: PurchaseType;
  /** Controls which purchase types receive the discount and how it is applied. (Internal in the SDK.) */
  customerGets?: CustomerGetsConfig;
}

/** Common object for tags. Should be use as in this example: message Foo { option (.wix.api.decomposite_of) = "wix.commons.v2.tags.Foo"; string id = 1; ... Tags tags = 5 } */
export interface DiscountRuleTags {
  /** Tags that require an additional permission in order to access them, normally not given to site members or visitors. */
  privateTags?: TagList;
  /** Tags that are exposed to anyone who has access to the labeled entity itself, including site members and visitors. */
  publicTags?: TagList;
}

/** Payload of the wix.ecom.discounts.v1.discount_rule_updated event (discount rule updated). */
export interface DiscountRuleUpdatedEvent {
  entity: DiscountRule;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export interface Discounts {
  /** Discounts. */
  values?: Discount[];
}

/** What a discount applies to: the cart subtotal, a line item or delivery (cart v2). */
export const DiscountScope = {
  UNKNOWN_DISCOUNT_SCOPE: 'UNKNOWN_DISCOUNT_SCOPE',
  CART_SUBTOTAL: 'CART_SUBTOTAL',
  LINE_ITEM: 'LINE_ITEM',
  DELIVERY: 'DELIVERY',
} as const;

/** What a discount applies to: the cart subtotal, a line item or delivery (cart v2). */
export type DiscountScope = (typeof DiscountScope)[keyof typeof DiscountScope];

/** The discount settings */
export interface DiscountSettings {
  /** Discount applies to either `ALL_ITEMS`, or to the `LOWEST_PRICED_ITEM`. */
  appliesTo?: AppliedSubjectType;
  /**
   * Whether the discount will apply to subscriptions.
   * @deprecated
   */
  includeSubscription?: boolean;
  /** Maximum total number of uses allowed for the discount rule. */
  usageLimit?: number;
  /** The usage limit per user per discount. When not provided, this setting will not apply. */
  usageLimitPerUser?: number;
  /** Opt in to indexing this discount rule by an offline pipeline. Default value is false (rules are not indexed by default). The purpose of indexing discount rules is to allow fast reads of potential discounts on given catalog items, without having to do heavy calculations like in `GetAppliedDiscounts` API. (Internal in the SDK.) */
  indexOptIn?: boolean;
}

/** Source of a discount: an automatic discount rule or a coupon (cart v2 discount source). */
export const DiscountSourceType = {
  AUTOMATIC_RULE: 'AUTOMATIC_RULE',
  COUPON: 'COUPON',
} as const;

/** Source of a discount: an automatic discount rule or a coupon (cart v2 discount source). */
export type DiscountSourceType = (typeof DiscountSourceType)[keyof typeof DiscountSourceType];

/** Status of a discount or coupon applied to a cart or checkout, as the source documents name it. The current SDK reports a coupon that no longer applies through `InvalidCouponReason` instead. */
export const DiscountStatus = {
  ACTIVE: 'ACTIVE',
  EXPIRED: 'EXPIRED',
  DELETED: 'DELETED',
  MAX_USAGE_REACHED: 'MAX_USAGE_REACHED',
} as const;

/** Status of a discount or coupon applied to a cart or checkout, as the source documents name it. The current SDK reports a coupon that no longer applies through `InvalidCouponReason` instead. */
export type DiscountStatus = (typeof DiscountStatus)[keyof typeof DiscountStatus];

export const DiscountTargetType = {
  SPECIFIC_ITEMS: 'SPECIFIC_ITEMS',
  BUY_X_GET_Y: 'BUY_X_GET_Y',
} as const;

export type DiscountTargetType = (typeof DiscountTargetType)[keyof typeof DiscountTargetType];

/** DiscountTrigger - description of a set of conditions, that if met, will trigger the associated rule actions */
export interface DiscountTrigger {
  /** Chain multiple triggers with the `and` operator. */
  and?: And;
  /** Chain multiple triggers with the `or` operator. */
  or?: Or;
  /** Custom trigger. */
  customTrigger?: Custom;
  /** Subtotal trigger range. */
  subtotalRange?: SubtotalRange;
  /** Item quantity trigger range. */
  itemQuantityRange?: ItemQuantityRange;
  /** Customer Eligibility info */
  customerEligibility?: CustomerEligibility;
  /** Trigger type. */
  triggerType?: TriggerType;
}

export const DiscountType = {
  GLOBAL: 'GLOBAL',
  SPECIFIC_ITEMS: 'SPECIFIC_ITEMS',
  SHIPPING: 'SHIPPING',
} as const;

export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

export const DisplayType = {
  TEXT: 'TEXT',
  ICON: 'ICON',
} as const;

export type DisplayType = (typeof DisplayType)[keyof typeof DisplayType];

export const DomesticService = {
  GROUND_ADVANTAGE: 'GROUND_ADVANTAGE',
  PRIORITY_MAIL: 'PRIORITY_MAIL',
  PRIORITY_MAIL_EXPRESS: 'PRIORITY_MAIL_EXPRESS',
} as const;

export type DomesticService = (typeof DomesticService)[keyof typeof DomesticService];

export interface DomesticServiceSettings {
  /** DomesticServiceSettings ID. */
  id?: string;
  /** USPS domestic service. */
  service?: DomesticService;
  /** Service settings. */
  serviceSettings?: ServiceSettings;
}

export interface DraftOrderChangesApplied {
  /** Draft order id. */
  draftOrderId?: string;
  /** Reason for edit, given by user (optional). */
  reason?: string;
  /** Changes applied to order. */
  changes?: OrderChange[];
}

export interface DraftOrderCommitSettings {
  /** If false, do not send notifications to buyer. Default is true. */
  sendNotificationsToBuyer?: boolean;
  /** If false, do not send notifications to business. Default is true. */
  sendNotificationsToBusiness?: boolean;
  /** If false, do not add activities to the order. Default is true. */
  addActivitiesToOrder?: boolean;
  /** If false, do not send mails to custom fulfillers in case of a change of shippable items fulfilled by custom fulfillers. Default is true. */
  sendNotificationsToCustomFulfillers?: boolean;
  /** Inventory changes to be applied. Either to restock, or decrease. */
  inventoryUpdates?: InventoryUpdateDetails[];
}

export interface Duration {
  /** Amount of units. For example, 30 MINUTES, 1 HOURS, 7 DAYS, etc */
  count?: number;
  /** Duration unit: MINUTES, HOURS and DAYS */
  unit?: DurationUnit;
}

export const DurationUnit = {
  MINUTES: 'MINUTES',
  HOURS: 'HOURS',
  DAYS: 'DAYS',
} as const;

export type DurationUnit = (typeof DurationUnit)[keyof typeof DurationUnit];

export const EligibilityType = {
  CONTACT_SEGMENTS: 'CONTACT_SEGMENTS',
  CONTACT_TAGS: 'CONTACT_TAGS',
  INDIVIDUAL_MEMBERS: 'INDIVIDUAL_MEMBERS',
} as const;

export type EligibilityType = (typeof EligibilityType)[keyof typeof EligibilityType];

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Event ID (the SDK calls it `_id`); use it to spot duplicated events. */
  id?: string;
  /** Fully qualified name of the entity, e.g. `wix.ecom.v1.checkout`. */
  entityFqdn?: string;
  /** Event action name, e.g. `created`. */
  slug?: string;
  /** ID of the entity associated with the event. */
  entityId?: string;
  /** Event timestamp. */
  eventTime?: Date;
  /** Whether the event was triggered by a privacy regulation application (for example GDPR). */
  triggeredByAnonymizeRequest?: boolean;
  /** The action that triggered the event, when known. */
  originatedFrom?: string;
  /** Sequence number of the update; events of an entity can arrive out of order. */
  entityEventSequence?: string;
  /** App instance ID. */
  instanceId?: string;
  /** Event type. */
  eventType?: string;
  identity?: IdentificationData;
  accountInfo?: AccountInfo;
}

export const ExpressButtonsCornerRadius = {
  RECTANGLE: 'RECTANGLE',
  PILL: 'PILL',
} as const;

export type ExpressButtonsCornerRadius = (typeof ExpressButtonsCornerRadius)[keyof typeof ExpressButtonsCornerRadius];

/** Custom field data of other apps, by app namespace. */
export interface ExtendedFields {
  /** Extended field data; each key is the namespace of the app that created the fields. */
  namespaces?: Record<string, Record<string, unknown>>;
}

export interface ExternalReceipt {
  /** Receipt ID. */
  receiptId?: string;
  /** Display number of receipt. */
  displayNumber?: string;
}

export interface ExternalReceiptInfo {
  /** External receipt ID */
  receiptId?: string;
  /** ID of the app providing the receipt */
  appId?: string;
  /** Display number of receipt */
  displayNumber?: string;
}

export interface ExternalReference {
  /** ID of the app associated with the purchase flow. For example, the Wix Pay Links app ID. */
  appId?: string;
  /** Reference to an external resource ID. Used to link the purchase flow to a specific entity in an external system. For example, a Wix Pay Link ID. */
  resourceId?: string;
}

export interface ExternalRefundInfo {
  /** Status of the external refund transaction affecting how the system handles the refund. */
  refundStatus?: ExternalRefundStatus;
}

export const ExternalRefundStatus = {
  SUCCEEDED: 'SUCCEEDED',
  PENDING: 'PENDING',
} as const;

export type ExternalRefundStatus = (typeof ExternalRefundStatus)[keyof typeof ExternalRefundStatus];

export const FallbackReason = {
  AUTO_TAX_FAILED: 'AUTO_TAX_FAILED',
  AUTO_TAX_DEACTIVATED: 'AUTO_TAX_DEACTIVATED',
} as const;

export type FallbackReason = (typeof FallbackReason)[keyof typeof FallbackReason];

export interface FieldViolation {
  field?: string;
  description?: string;
  violatedRule?: RuleType;
  /** applicable when violated_rule=OTHER */
  ruleName?: string;
  data?: Record<string, unknown>;
}

export const FileType = {
  UNSPECIFIED: 'UNSPECIFIED',
  SECURE_PICTURE: 'SECURE_PICTURE',
  SECURE_VIDEO: 'SECURE_VIDEO',
  SECURE_DOCUMENT: 'SECURE_DOCUMENT',
  SECURE_MUSIC: 'SECURE_MUSIC',
  SECURE_ARCHIVE: 'SECURE_ARCHIVE',
  SECURE_RAW: 'SECURE_RAW',
} as const;

export type FileType = (typeof FileType)[keyof typeof FileType];

export interface FormIdentifier {
  formSchemaId?: string;
  namespace?: string;
}

export interface FormInfo {
  /** The identifier of the form schema. Read-only. */
  schemaIdentifier?: FormIdentifier;
  /** The unique identifier of the form instance. Read-only. */
  id?: string;
  /** The line item ids associated with this form. Read-only. */
  lineItemIds?: string[];
  /** The translated title of the form. Read-only. */
  title?: string;
  /** The translated subtitles of the form. Read-only. */
  subtitles?: string[];
  /** The id of the form submission. */
  formSubmissionId?: string;
}

export interface FreeTrialPeriod {
  /** Frequency of period. Values: DAY, WEEK, MONTH, YEAR */
  frequency?: SubscriptionFrequency;
  /** Number of frequency units in the free trial period. For example, frequency `MONTH` with interval `3` means a 3-month free trial. */
  interval?: number;
}

/** for now, this is a sub-object of Orders, so can refer to order line items by id. */
export interface Fulfillment {
  /** Tracking info. */
  trackingInfo?: FulfillmentTrackingInfo;
  /** Custom fulfillment info. */
  customInfo?: CustomFulfillmentInfo;
  /** Fulfillment ID. Read-only. */
  id?: string;
  /** Fulfillment creation date and time in ISO-8601 format. Read-only. */
  createdDate?: Date;
  /** Line items being fulfilled. */
  lineItems?: FulfillmentLineItem[];
  /** The current status of the fulfillment process. */
  status?: string;
  /** Fulfillment handling complete. */
  completed?: boolean;
}

export interface FulfillmentLineItem {
  /** Line item ID (mirrors the ID of the order line item). */
  id?: string;
  /** Line item quantity. */
  quantity?: number;
}

/** Order fulfillment status. CANCELED is named by the source documents (orders whose fulfillment was canceled); the current SDK lists the other three. */
export const FulfillmentStatus = {
  NOT_FULFILLED: 'NOT_FULFILLED',
  FULFILLED: 'FULFILLED',
  PARTIALLY_FULFILLED: 'PARTIALLY_FULFILLED',
  CANCELED: 'CANCELED',
} as const;

/** Order fulfillment status. CANCELED is named by the source documents (orders whose fulfillment was canceled); the current SDK lists the other three. */
export type FulfillmentStatus = (typeof FulfillmentStatus)[keyof typeof FulfillmentStatus];

export interface FulfillmentStatusesAggregate {
  /** Unique string values based on Fulfillment entities statuses */
  statuses?: string[];
}

/** Triggered when the fulfillment status of an order is updated */
export interface FulfillmentStatusUpdated {
  /** The order that was updated */
  order?: Order;
  /** The previous status (before the update) */
  previousFulfillmentStatus?: FulfillmentStatus;
  /** the new status (after the update) */
  newFulfillmentStatus?: FulfillmentStatus;
  /** the action that caused this update */
  action?: string;
}

/** Payload of the wix.ecom.v1.fulfillments_updated event (fulfillments updated). */
export interface FulfillmentsUpdatedEvent {
  entity: OrderWithFulfillments;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export interface FulfillmentTrackingInfo {
  /** Shipping/delivery tracking number. */
  trackingNumber?: string;
  /** Shipping provider name. Can be either a predefined provider for automatic tracking link generation, or a custom provider name for manual tracking link management. */
  shippingProvider?: string;
  /** URL where customers can track their shipment status. */
  trackingLink?: string;
}

/** Full contact details for an address */
export interface FullAddressContactDetails {
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** Phone number. */
  phone?: string;
  /** Company name. */
  company?: string;
  /** Tax information (for Brazil only). If ID is provided, `vatId.type` must also be set, `UNSPECIFIED` is not allowed. */
  vatId?: VatId;
}

export interface FutureMembershipDetails {
  /** ID of the plan line item in the order from which the membership will be created. */
  lineItemId?: string;
  /** ID of the benefit the future membership will grant. */
  benefitId?: string;
}

export interface GetCheckoutByCartIdResponse {
  /** Retrieved checkout. */
  checkout?: Checkout;
}

/** Payment settings of a checkout (from the internal build of @wix/auto_sdk_ecom_checkout 1.0.0; later SDK versions no longer carry the call). */
export interface GetCheckoutPaymentSettingsResponse {
  /** Payment options that cannot be used to pay for this checkout. */
  blockedPaymentOptions?: GetCheckoutPaymentSettingsResponsePaymentOption[];
}

/** A payment option of the checkout page. `MANUAL`: manual (offline) payment. */
export const GetCheckoutPaymentSettingsResponsePaymentOption = {
  UNKNOWN_PAYMENT_OPTION: 'UNKNOWN_PAYMENT_OPTION',
  MANUAL: 'MANUAL',
} as const;

/** A payment option of the checkout page. `MANUAL`: manual (offline) payment. */
export type GetCheckoutPaymentSettingsResponsePaymentOption = (typeof GetCheckoutPaymentSettingsResponsePaymentOption)[keyof typeof GetCheckoutPaymentSettingsResponsePaymentOption];

export interface GetCheckoutResponse {
  /** Retrieved checkout. */
  checkout: Checkout;
}

export interface GetCheckoutURLResponse {
  /** Checkout URL. */
  checkoutUrl?: string;
}

export interface GetOrderRefundabilityRequest {
  /** Order ID. */
  orderId: string;
}

export interface GetOrderRefundabilityResponse {
  /** Payment refundability status and amounts for each payment method used in the order. */
  payments?: PaymentRefundability[];
  /** Aggregated summary of all payment amounts across all payment methods. */
  paymentsSummary?: PaymentsSummary;
  /** Line item refundability showing available refund quantities for each product. */
  lineItems?: LineItemRefundability[];
  /** Shipping refundability including original amount, previously refunded amount, and remaining refundable amount. */
  shipping?: ShippingRefundability;
  /** List of additional fee refund amounts - both previously refunded and the amount still available for refund. */
  additionalFees?: AdditionalFeeRefundability[];
}

export interface GetOrderResponse {
  /** The requested order. */
  order: Order;
}

export interface GetPaymentCollectabilityStatusResponse {
  /** Payment collectability status */
  status?: PaymentCollectabilityStatus;
  /** Collectable order amount */
  amount?: Price;
  /** Whether authorization supported (Internal in the SDK.) */
  authorizationSupported?: boolean;
  /** Whether custom amount is supported for payment collection (Internal in the SDK.) */
  customAmountSupported?: boolean;
}

export interface GetRefundabilityStatusResponse {
  /** Refundability details. */
  refundabilities?: Refundability[];
  /**
   * Whether the order supports refunding per item.
   * @deprecated
   */
  refundablePerItem?: boolean;
}

export interface GetWixCheckoutURLResponse {
  /** Checkout URL. */
  checkoutUrl?: string;
}

export interface GiftCard {
  /**
   * Gift Card ID.
   * @deprecated
   */
  id?: string;
  /** Gift card obfuscated code. */
  obfuscatedCode?: string;
  /** Actual amount to be redeemed from the gift card. */
  amount?: MultiCurrencyPrice;
  /** App ID of the gift card provider. */
  appId?: string;
  /** External ID in the gift card provider's system. Used for integration and tracking across different platforms. */
  externalId?: string;
  /** Requested amount to redeem from the gift card. */
  requestedAmount?: MultiCurrencyPrice;
  /** Full gift card code. Echoed from the request input for correlation. (Internal in the SDK.) */
  code?: string;
}

export interface GiftCardCalculationError {
  /** Gift card code with most characters masked for security. */
  obfuscatedCode?: string;
  /** Error details. */
  error?: Details;
  /** Full gift card code. Echoed from the request input for correlation. (Internal in the SDK.) */
  code?: string;
}

export interface GiftCardPaymentDetails {
  /** Gift card payment ID. */
  giftCardPaymentId?: string;
  /**
   * Gift card ID. (Internal in the SDK.)
   * @deprecated
   */
  giftCardId?: string;
  /** ID of the app that created the gift card. */
  appId?: string;
  /**
   * Whether the gift card is voided. Read-only.
   * @deprecated
   */
  voided?: boolean;
  /** Gift card code with all but the last four characters masked. For example, `************QXY1`. */
  obfuscatedCode?: string;
}

export interface GiftCardPaymentRefund {
  /** Gift card payment ID. */
  giftCardPaymentId?: string;
  /** Refund amount. */
  amount?: Price;
}

export interface Group {
  /** Coupon scope's group (e.g., product or collection in Wix Stores). See valid scope values. */
  name?: string;
  /** Item ID (when the coupon scope is limited to just one item). */
  entityId?: string;
}

export interface HandlingFee {
  /** Value that will be used to calculate the fee. For example, percentage fee with value 5% to calculate the fee. */
  value?: string;
  /** How to calculate the fee: fixed amount or by percentage. */
  calculationType?: CalculationType;
}

export interface HeadersEntry {
  key?: string;
  value?: string;
}

/** Who performed an action recorded in an order's history, as the source documents name it. The current SDK records the actor's ids in `Order.createdBy` (userId, memberId, visitorId, appId) instead. */
export const HistoryActorType = {
  USER: 'USER',
  MEMBER: 'MEMBER',
  CONTACT: 'CONTACT',
  APP: 'APP',
} as const;

/** Who performed an action recorded in an order's history, as the source documents name it. The current SDK records the actor's ids in `Order.createdBy` (userId, memberId, visitorId, appId) instead. */
export type HistoryActorType = (typeof HistoryActorType)[keyof typeof HistoryActorType];

/** The identity that caused an event. */
export interface IdentificationData {
  /** ID of a site visitor that has not logged in to the site. */
  anonymousVisitorId?: string;
  /** ID of a site visitor that has logged in to the site. */
  memberId?: string;
  /** ID of a Wix user (site owner, contributor, etc.). */
  wixUserId?: string;
  /** ID of an app. */
  appId?: string;
  identityType?: WebhookIdentityType;
}

/** An image in the platform's media manager (the SDK form is a `wix:image://v1/...` string). */
export type Image = ImageRef;

/** Triggered when an imported order is deleted with Bulk Delete Imported Orders. Fires once per deleted order. */
export interface ImportedOrderDeleted {
  /** Deleted order. */
  order?: Order;
}

export interface IndividualMembers {
  /** Eligible member ids. */
  memberIds?: string[];
}

export const InputFieldBackgroundStyle = {
  WHITE: 'WHITE',
  TRANSPARENT: 'TRANSPARENT',
} as const;

export type InputFieldBackgroundStyle = (typeof InputFieldBackgroundStyle)[keyof typeof InputFieldBackgroundStyle];

export const InternationalService = {
  FIRST_CLASS_PACKAGE_INTERNATIONAL: 'FIRST_CLASS_PACKAGE_INTERNATIONAL',
  PRIORITY_MAIL_INTERNATIONAL: 'PRIORITY_MAIL_INTERNATIONAL',
  PRIORITY_MAIL_EXPRESS_INTERNATIONAL: 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL',
} as const;

export type InternationalService = (typeof InternationalService)[keyof typeof InternationalService];

export interface InternationalServiceSettings {
  /** InternationalServiceSettings ID. */
  id?: string;
  /** USPS international service. */
  service?: InternationalService;
  /** Service settings. */
  serviceSettings?: ServiceSettings;
}

/** Why a coupon cannot be applied (cart v2). The nearest the SDK has to a discount status (expired, disabled, max usage exceeded...). */
export const InvalidCouponReason = {
  UNKNOWN_INVALID_COUPON_REASON: 'UNKNOWN_INVALID_COUPON_REASON',
  EXPIRED: 'EXPIRED',
  DISABLED: 'DISABLED',
  INACTIVE: 'INACTIVE',
  MAX_USAGE_EXCEEDED: 'MAX_USAGE_EXCEEDED',
  MAX_USAGE_PER_CUSTOMER_EXCEEDED: 'MAX_USAGE_PER_CUSTOMER_EXCEEDED',
  NOT_APPLICABLE_TO_SUBSCRIPTIONS: 'NOT_APPLICABLE_TO_SUBSCRIPTIONS',
  NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS: 'NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS',
  MIN_LINE_ITEM_QUANTITY_NOT_REACHED: 'MIN_LINE_ITEM_QUANTITY_NOT_REACHED',
  MIN_SUBTOTAL_NOT_REACHED: 'MIN_SUBTOTAL_NOT_REACHED',
} as const;

/** Why a coupon cannot be applied (cart v2). The nearest the SDK has to a discount status (expired, disabled, max usage exceeded...). */
export type InvalidCouponReason = (typeof InvalidCouponReason)[keyof typeof InvalidCouponReason];

export interface InvalidMembership {
  /** Membership details. */
  membership?: Membership;
  /** Reason why this membership is invalid and cannot be used. */
  reason?: string;
}

export const InventoryAction = {
  RESTOCK: 'RESTOCK',
  DECREASE: 'DECREASE',
} as const;

export type InventoryAction = (typeof InventoryAction)[keyof typeof InventoryAction];

export interface InventoryUpdateDetails {
  /** Action to be applied - decrease or restock */
  actionType?: InventoryAction;
  /** Order line item id */
  lineItemId?: string;
  /** The amount to be increased or restocked */
  quantityChange?: number;
}

export const InventoryUpdateTrigger = {
  ON_ORDER_PAID: 'ON_ORDER_PAID',
  ON_ORDER_PLACED: 'ON_ORDER_PLACED',
} as const;

export type InventoryUpdateTrigger = (typeof InventoryUpdateTrigger)[keyof typeof InventoryUpdateTrigger];

export interface ItemAvailabilityInfo {
  /** Item availability status. */
  status?: ItemAvailabilityStatus;
  /** Quantity available. */
  quantityAvailable?: number;
}

export const ItemAvailabilityStatus = {
  AVAILABLE: 'AVAILABLE',
  NOT_FOUND: 'NOT_FOUND',
  NOT_AVAILABLE: 'NOT_AVAILABLE',
  PARTIALLY_AVAILABLE: 'PARTIALLY_AVAILABLE',
} as const;

export type ItemAvailabilityStatus = (typeof ItemAvailabilityStatus)[keyof typeof ItemAvailabilityStatus];

export interface ItemChangedDetails {
  /** The quantity before the change. */
  quantityBeforeChange?: number;
  /** The price before the change. */
  priceBeforeChange?: Price;
  /** The price description before the change */
  priceDescriptionBeforeChange?: PriceDescription;
  /** Line Item product name before change. (Internal in the SDK.) */
  productNameBeforeChange?: ProductName;
  /** Line item description lines before change (Internal in the SDK.) */
  descriptionLinesBeforeChange?: DescriptionLine[];
  /** Modifier groups before the change. (Internal in the SDK.) */
  modifierGroupsBeforeChange?: OrderModifierGroup[];
  /** Catalog Options before change. (Internal in the SDK.) */
  catalogReferenceOptionsBeforeChange?: Record<string, unknown>;
}

export interface ItemCombination {
  /** The number of times this exact combination of items (with the specified quantities) was applied together in the order. */
  count?: number;
  /** Line items that participated together in this combination. */
  lineItems?: ItemCombinationLineItem[];
}

export interface ItemCombinationLineItem {
  /** The unique ID of the line item to which this discount applies. */
  lineItemId?: string;
  /** Total discount amount for all units (quantity) of this line item in this combination. */
  discountAmount?: MultiCurrencyPrice;
  /** Number of units from this line item that participated in a single combination. */
  quantity?: number;
}

export interface ItemMetadata {
  /** Item ID. Should always be available, unless it's impossible (for example, when failing to create an item). */
  id?: string;
  /** Index of the item within the request array. Allows for correlation between request and response items. */
  originalIndex?: number;
  /** Whether the requested action was successful for this item. When `false`, the `error` field is populated. */
  success?: boolean;
  /** Details about the error in case of failure. */
  error?: ApplicationError;
}

export interface ItemModifier {
  /** Modifier ID. */
  id?: string;
  /** The quantity of this modifier. */
  quantity?: number;
  /** Primary display label for the modifier. */
  label?: TranslatableString;
  /** Additional details. */
  details?: TranslatableString;
  /** The price of the modifier. */
  price?: MultiCurrencyPrice;
}

export interface ItemQuantityRange {
  /** Relevant scopes for `SPECIFIC_ITEMS` target type. */
  scopes?: DiscountRuleScope[];
  /** Minimum item quantity (inclusive). */
  from?: number;
  /** Maximum item quantity (inclusive). */
  to?: number;
}

/** Item stock status of a cart line item (cart v2; in stock, partially in stock, out of stock, removed from catalog). */
export const ItemStatus = {
  IN_STOCK: 'IN_STOCK',
  PARTIALLY_IN_STOCK: 'PARTIALLY_IN_STOCK',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  REMOVED_FROM_CATALOG: 'REMOVED_FROM_CATALOG',
} as const;

/** Item stock status of a cart line item (cart v2; in stock, partially in stock, out of stock, removed from catalog). */
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

export interface ItemTaxFullDetails {
  /** Amount for which tax is calculated. */
  taxableAmount?: MultiCurrencyPrice;
  /** Tax group ID, if specified. (Internal in the SDK.) */
  taxGroupId?: string;
  /** Tax rate %, as a decimal point between 0 and 1. */
  taxRate?: string;
  /** Calculated tax, based on `taxable_amount` and `tax_rate`. */
  totalTax?: MultiCurrencyPrice;
  /**
   * If breakdown exists, the sum of rates in the breakdown must equal `tax_rate`. Deprecated - use 'tax_breakdown' instead. Read-only.
   * @deprecated
   */
  rateBreakdown?: TaxRateBreakdown[];
  /** The amount of this line item that was exempt. (Internal in the SDK.) */
  exemptAmount?: MultiCurrencyPrice;
  /** True for items we have a tax applied on them (Internal in the SDK.) */
  isItemTaxable?: boolean;
  /** True if the lineAmount include tax in it. (Internal in the SDK.) */
  isTaxIncluded?: boolean;
  /** The calculator that calculated this line tax (Internal in the SDK.) */
  calculatorName?: string;
  /** tax information for a line item. Read-only. */
  taxBreakdown?: TaxBreakdown[];
}

export interface ItemType {
  /** Preset item type. */
  preset?: ItemTypePreset;
  /** Custom item type. When none of the preset types are suitable, specifies the custom type. */
  custom?: string;
}

export const ItemTypePreset = {
  UNRECOGNISED: 'UNRECOGNISED',
  PHYSICAL: 'PHYSICAL',
  DIGITAL: 'DIGITAL',
  GIFT_CARD: 'GIFT_CARD',
  SERVICE: 'SERVICE',
} as const;

export type ItemTypePreset = (typeof ItemTypePreset)[keyof typeof ItemTypePreset];

/** JurisdictionType represents the type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special). */
export const JurisdictionType = {
  UNDEFINED: 'UNDEFINED',
  COUNTRY: 'COUNTRY',
  STATE: 'STATE',
  COUNTY: 'COUNTY',
  CITY: 'CITY',
  SPECIAL: 'SPECIAL',
} as const;

/** JurisdictionType represents the type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special). */
export type JurisdictionType = (typeof JurisdictionType)[keyof typeof JurisdictionType];

export interface LineItem {
  /** Line item ID. Read-only. */
  id?: string;
  /** Item quantity. */
  quantity?: number;
  /** Catalog and item reference. Includes IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
  catalogReference?: CatalogReference;
  /** Item name. + Stores - `product.name` + Bookings - `service.info.name` + Events - `ticket.name` Read-only. */
  productName?: ProductName;
  /** URL to the item's page on the site. Read-only. */
  url?: PageUrl;
  /** Item price **after** catalog-defined discount and line item discounts. Read-only. */
  price?: MultiCurrencyPrice;
  /** Original item price. Read-only. (Internal in the SDK.) */
  originalPrice?: string;
  /** Original item full price. Read-only. (Internal in the SDK.) */
  originalFullPrice?: string;
  /** Total line item price **after** catalog-defined discount and line item discounts. Read-only. */
  lineItemPrice?: MultiCurrencyPrice;
  /** Item price **before** catalog-defined discount. Defaults to `price` when not provided. Read-only. */
  fullPrice?: MultiCurrencyPrice;
  /** Item price **before** line item discounts and **after** catalog-defined discount. Defaults to `price` when not provided. Read-only. */
  priceBeforeDiscounts?: MultiCurrencyPrice;
  /** Item price before line item discounts and tax. Read-only. (Internal in the SDK.) */
  priceBeforeDiscountsAndTax?: MultiCurrencyPrice;
  /** Total price after all discounts and tax. Read-only. */
  totalPriceAfterTax?: MultiCurrencyPrice;
  /** Total price after discounts, and before tax. Read-only. */
  totalPriceBeforeTax?: MultiCurrencyPrice;
  /** Tax details for this line item. Read-only. */
  taxDetails?: ItemTaxFullDetails;
  /** Discount for this line item's entire quantity. Read-only. */
  discount?: MultiCurrencyPrice;
  /** Line item description lines. Used for display purposes for the cart, checkout and order. Read-only. */
  descriptionLines?: DescriptionLine[];
  /** Line item image details. Read-only. */
  media?: Image;
  /** Item availability details. Read-only. */
  availability?: ItemAvailabilityInfo;
  /** Physical properties of the item. When relevant, contains information such as SKU, item weight, and shippability. Read-only. */
  physicalProperties?: PhysicalProperties;
  /** Coupon scopes - which app and items a coupon applies to. This field is internal to Wix, and should be used by Bookings, Stores and Events as used by the Coupons API. Read-only. (Internal in the SDK.) */
  couponScopes?: Scope[];
  /** Item type. Either a preset type or custom. Read-only. */
  itemType?: ItemType;
  /** Subscription option information. Read-only. */
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  /** Fulfiller ID for this item. Field is empty when the item is self-fulfilled. Read-only. (Internal in the SDK.) */
  fulfillerId?: string;
  /** Shipping group ID. Read-only. (Internal in the SDK.) */
  shippingGroupId?: string;
  /** Digital file identifier, relevant only for items with type `DIGITAL`. Read-only. (Internal in the SDK.) */
  digitalFile?: SecuredMedia;
  /** Type of selected payment option for current item. Read-only. */
  paymentOption?: PaymentOptionType;
  /** Service properties. When relevant, this contains information such as date and number of participants. Read-only. */
  serviceProperties?: ServiceProperties;
  /** In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. + For example, for Wix Bookings, `catalogReference.catalogItemId` is the booking ID. Therefore this value is set to the service ID. Read-only. */
  rootCatalogItemId?: string;
  /** Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". Read-only. */
  priceDescription?: PriceDescription;
  /** Partial payment to be paid upfront during the checkout. Eligible for catalog items with `lineItem.paymentOption` type `DEPOSIT_ONLINE` only. Read-only. */
  depositAmount?: MultiCurrencyPrice;
  /** Delivery profile ID. Read-only. */
  deliveryProfileId?: string;
  /** Whether the line item is a custom line item. Custom line items don't trigger the Catalog service plugin. Read-only. */
  customLineItem?: boolean;
  /** Item payment policy that requires customer consent to complete purchase. The payment policy will be displayed on the checkout page. Read-only. */
  consentRequiredPaymentPolicy?: string;
  /** Overriding values for catalog item properties. */
  catalogOverrideFields?: CatalogOverrideFields;
  /** Whether the price is not yet defined, and will be updated after the order is created. Read-only. */
  priceUndetermined?: boolean;
  /** Whether the line item quantity is fixed and cannot be changed. Read-only. */
  fixedQuantity?: boolean;
  /** Whether to save the payment method on the order. Read-only. */
  savePaymentMethod?: boolean;
  /** Address to use for tax calculation purposes. */
  taxableAddress?: TaxableAddress;
  /** Custom extended fields for the line item object. */
  extendedFields?: ExtendedFields;
  /** Policies to be displayed to the customer on the checkout page. Read-only. */
  policies?: Policy[];
  /** ID of the app managing the inventory. (Internal in the SDK.) */
  inventoryAppId?: string;
  /** Whether the item can only be purchased by site members. Read-only. */
  membersOnly?: boolean;
  /** Modifier groups that were added to the item. Read-only. */
  modifierGroups?: ModifierGroup[];
  /** Total price of all item modifiers. Included in the item price. Read-only. */
  modifiersTotalPrice?: MultiCurrencyPrice;
  /** Platform Fee associated with this line item. Read-only. (Internal in the SDK.) */
  platformFee?: PlatformFee;
  /** Line item ID in external systems. (Internal in the SDK.) */
  externalResourceId?: string;
}

export interface LineItemAmount {
  /** Order line item id */
  id?: string;
  /** Item name. */
  name?: ProductName;
  /** Amount associated with this item. (Discount amount for item / additional fee amount for item) */
  amount?: Price;
}

export interface LineItemChanges {
  /** Line item ID. */
  id?: string;
  /** Item name after change. */
  name?: ProductName;
  /** Item quantity change. */
  quantity?: LineItemQuantityChange;
  /** Item price change. */
  price?: LineItemPriceChange;
  /** Item product name change. (Internal in the SDK.) */
  productName?: LineItemProductNameChange;
  /** Item description lines change. (Internal in the SDK.) */
  descriptionLines?: LineItemDescriptionLineChange;
  /** Item modifiers change. (Internal in the SDK.) */
  modifierGroups?: LineItemModifiersChange;
}

export interface LineItemDelta {
  lineItemAdded?: boolean;
  changedDetails?: ItemChangedDetails;
  lineItemRemoved?: OrderLineItemChangedDetails;
  /** Recalculation-driven update (e.g. GLOBAL coupon redistribution) that changed the stored item's derived fields but not a merchant decision. Downstream consumers that count merchant actions should ignore this case. (Internal in the SDK.) */
  changedImplicitly?: boolean;
  /** Line item ID. */
  lineItemId?: string;
}

export interface LineItemDescriptionLineChange {
  /** Description lines that were added to the line item. */
  addedDescriptionLines?: DescriptionLine[];
  /** Description lines that were removed from the line item. */
  removedDescriptionLines?: DescriptionLine[];
}

export interface LineItemDiscount {
  /** ID of line item the discount applies to. */
  id?: string;
  /** Discount value. */
  totalDiscountAmount?: MultiCurrencyPrice;
}

export interface LineItemExchangeData {
  /** ID of the exchanged line item. */
  lineItemId?: string;
  /** Line item quantity being exchanged. */
  quantity?: number;
}

export interface LineItemModifiersChange {
  /** Modifier groups that were added to the line item. */
  addedModifierGroups?: OrderModifierGroup[];
  /** Modifier groups that were removed from the line item. */
  removedModifierGroups?: OrderModifierGroup[];
}

export interface LineItemPriceChange {
  /** Item price before update. */
  originalPrice?: Price;
  /** Item price after update. */
  newPrice?: Price;
}

export interface LineItemProductNameChange {
  /** Item product name before update. */
  originalProductName?: ProductName;
  /** Item product name after update. */
  newProductName?: ProductName;
}

export interface LineItemQuantityChange {
  /** Item quantity before update. */
  originalQuantity?: number;
  /** Item quantity after update. */
  newQuantity?: number;
  /** Difference between original and new quantity. Absolute value. */
  diff?: number;
  /** Type of quantity change: increase or decrease. */
  deltaType?: LineItemQuantityChangeType;
}

export const LineItemQuantityChangeType = {
  QUANTITY_INCREASED: 'QUANTITY_INCREASED',
  QUANTITY_DECREASED: 'QUANTITY_DECREASED',
} as const;

export type LineItemQuantityChangeType = (typeof LineItemQuantityChangeType)[keyof typeof LineItemQuantityChangeType];

export interface LineItemQuantityUpdate {
  /** ID of the line item to update. */
  id?: string;
  /** New total amount of the line item, not the amount to add to the current `quantity`. */
  quantity?: number;
}

export interface LineItemRefund {
  /** Line item ID. */
  lineItemId?: string;
  /** Refund quantity. */
  quantity?: number;
}

export interface LineItemRefundability {
  /** Line item ID. */
  lineItemId?: string;
  /** Total quantity of this item originally ordered. */
  originalQuantity?: number;
  /** Quantity of this item previously refunded across all refund transactions. */
  refundedQuantity?: number;
  /** Maximum quantity of this item that can still be refunded. */
  availableRefundQuantity?: number;
}

export interface LineItemRefundSummary {
  /** ID of the refunded line item. */
  lineItemId?: string;
  /** Total refunded amount for the line item. */
  totalRefundedAmount?: Price;
}

/** TaxBreakdown represents tax information for a line item. It holds the tax amount and the tax rate for each tax authority that apply on the line item. */
export interface LineItemTaxBreakdown {
  /** Jurisdiction that taxes were calculated for. For example, "New York", or "Quebec". */
  jurisdiction?: string;
  /** Tax rate used for this jurisdiction, as a decimal. For example, 10% tax is 0.1000. */
  rate?: string;
  /** Amount of tax calculated for this line item. */
  taxAmount?: Price;
  /** The type of tax that was calculated. Depends on the jurisdiction's tax laws. For example, "Sales Tax", "Income Tax", "Value Added Tax", etc. */
  taxType?: string;
  /** The name of the tax against which this tax amount was calculated. For example, "NY State Sales Tax", "Quebec GST", etc. This name should be explicit enough to allow the merchant to understand what tax was calculated. */
  taxName?: string;
  /** Type of jurisdiction that taxes were calculated for. */
  jurisdictionType?: JurisdictionType;
  /** Non-taxable amount of the line item price. */
  nonTaxableAmount?: Price;
  /** Taxable amount of the line item price. */
  taxableAmount?: Price;
  /** Amount of the line item price that was exempt from this authority. (Internal in the SDK.) */
  exemptAmount?: Price;
}

export interface LineItemTaxInfo {
  /** Calculated tax, based on `taxable_amount` and `tax_rate`. */
  taxAmount?: Price;
  /** Amount for which tax is calculated. */
  taxableAmount?: Price;
  /** Tax rate %, as a decimal point. */
  taxRate?: string;
  /** Tax group ID. */
  taxGroupId?: string;
  /** Indicates whether the price already includes tax. */
  taxIncludedInPrice?: boolean;
  /** Tax information for a line item. */
  taxBreakdown?: LineItemTaxBreakdown[];
  /** Amount of the line item price that was exempt from tax. (Internal in the SDK.) */
  exemptAmount?: Price;
}

export interface ListFulfillmentsForMultipleOrdersRequest {
  /** List of order IDs for which to retrieve fulfillments. */
  orderIds: string[];
}

export interface ListFulfillmentsForMultipleOrdersResponse {
  /** List of order IDs and their associated fulfillments. */
  ordersWithFulfillments?: OrderWithFulfillments[];
}

export interface ListFulfillmentsForSingleOrderResponse {
  /** List of fulfillments associated with the order. */
  orderWithFulfillments?: OrderWithFulfillments;
}

export interface ListTransactionsForMultipleOrdersRequest {
  /** Order IDs for which to retrieve transactions. */
  orderIds: string[];
}

export interface ListTransactionsForMultipleOrdersResponse {
  /** List of order IDs and their associated transactions. */
  orderTransactions?: OrderTransactions[];
}

export interface ListTransactionsForSingleOrderResponse {
  /** Order ID and its associated transactions. */
  orderTransactions?: OrderTransactions;
}

export interface Location {
  /** Location ID. Learn more about the Wix Locations API. */
  id?: string;
  /** Location name. Read-only. */
  name?: string;
}

export interface LocationAndQuantity {
  /** Location id in the associated owner app. */
  id?: string;
  /**
   * Location owner app, if not provided then the site business info locations will be used.
   * @deprecated
   */
  appId?: string;
  /** Quantity for specific location. */
  quantity?: number;
  /** Location name. Read-only. */
  name?: string;
}

export const LogicalOperator = {
  EQ: 'EQ',
  GT: 'GT',
  GTE: 'GTE',
  LT: 'LT',
  LTE: 'LTE',
} as const;

export type LogicalOperator = (typeof LogicalOperator)[keyof typeof LogicalOperator];

export interface Logo {
  /** Logo image. (Internal in the SDK.) */
  image?: Image;
  /** Size of the logo. */
  size?: LogoSize;
}

export const LogoSize = {
  SMALL: 'SMALL',
  MEDIUM: 'MEDIUM',
  LARGE: 'LARGE',
} as const;

export type LogoSize = (typeof LogoSize)[keyof typeof LogoSize];

export interface ManagedAdditionalFee {
  /** Additional fee id. */
  id?: string;
  /** Additional fee name. */
  name?: TranslatedValue;
  /** Line items additional fee applies to. */
  affectedLineItems?: LineItemAmount[];
  /** Additional fee amount. */
  totalAmount?: Price;
}

export interface ManagedDiscount {
  /** Discount id. */
  id?: string;
  /** Discount name: coupon name / discount rule name / merchant discount description. */
  name?: TranslatedValue;
  /** Line items discount applies to. */
  affectedLineItems?: LineItemAmount[];
  /** Discount amount. */
  totalAmount?: Price;
}

export interface ManagedLineItem {
  /** Line item ID. */
  id?: string;
  /** Item name. */
  name?: ProductName;
  /** Added or removed item quantity. */
  quantity?: number;
}

export const ManualCalculationReason = {
  GLOBAL_SETTING_TO_MANUAL: 'GLOBAL_SETTING_TO_MANUAL',
  REGION_SETTING_TO_MANUAL: 'REGION_SETTING_TO_MANUAL',
} as const;

export type ManualCalculationReason = (typeof ManualCalculationReason)[keyof typeof ManualCalculationReason];

export interface ManuallyRefundablePaymentStatus {
  /** Specific reason why this payment requires manual refund processing. */
  reason?: BillingManuallyRefundableReason;
}

/** Why a payment can only be refunded manually, outside the platform (non-refundable payment reasons). */
export const ManuallyRefundableReason = {
  EXPIRED: 'EXPIRED',
  NOT_SUPPORTED: 'NOT_SUPPORTED',
  OFFLINE: 'OFFLINE',
  REQUIRES_CARD_READER: 'REQUIRES_CARD_READER',
} as const;

/** Why a payment can only be refunded manually, outside the platform (non-refundable payment reasons). */
export type ManuallyRefundableReason = (typeof ManuallyRefundableReason)[keyof typeof ManuallyRefundableReason];

export interface MarkCheckoutAsCompletedRequest {
  /** Order ID. (Internal in the SDK.) */
  orderId?: string;
}

/** Empty: the call returns no fields. */
export type MarkCheckoutAsCompletedResponse = Record<string, unknown>;

export interface MaskedOrder {
  /** Order to be updated. */
  order?: Order;
  /** Field mask of fields to update. (Internal in the SDK.) */
  fieldMask?: string[];
}

export const MeasurementUnit = {
  UNSPECIFIED: 'UNSPECIFIED',
  ML: 'ML',
  CL: 'CL',
  L: 'L',
  CBM: 'CBM',
  MG: 'MG',
  G: 'G',
  KG: 'KG',
  MM: 'MM',
  CM: 'CM',
  M: 'M',
  SQM: 'SQM',
  OZ: 'OZ',
  LB: 'LB',
  FLOZ: 'FLOZ',
  PT: 'PT',
  QT: 'QT',
  GAL: 'GAL',
  IN: 'IN',
  FT: 'FT',
  YD: 'YD',
  SQFT: 'SQFT',
} as const;

export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit];

export interface Membership {
  /** Membership ID. */
  id?: string;
  /** ID of the application providing this payment option. */
  appId?: string;
  /** The name of this membership. */
  name?: MembershipName;
  /** Deprecated. Use `ExistingMembership.covered_line_items` to see which line items this membership covers. */
  lineItemIds?: string[];
  /** Membership's payment credits (balance information). */
  credits?: MembershipPaymentCredits;
  /** Membership expiration date. */
  expirationDate?: Date;
  /**
   * Deprecated. Use `offering_description`.
   * @deprecated
   */
  additionalData?: Record<string, unknown>;
  /** Human-readable offering summary for display. Provider-supplied. (Internal in the SDK.) */
  offeringDescription?: string;
}

export interface MembershipName {
  /** Membership name. */
  original?: string;
  /** Translated membership name. Defaults to `original` when not provided. */
  translated?: string;
}

/** Reserved for internal use. */
export interface MembershipOptions {
  /** Reserved for internal use. Read-only. */
  eligibleMemberships?: Membership[];
  /** Reserved for internal use. Read-only. */
  invalidMemberships?: InvalidMembership[];
  /** Selected membership to apply to this checkout. */
  selectedMemberships?: SelectedMemberships;
}

export interface MembershipPaymentCredits {
  /** Membership's initial value. */
  total?: number;
  /** Membership's remaining value. */
  remaining?: number;
  /**
   * Deprecated. The new flow no longer exposes a per-item redemption cost on a membership's credits; what a membership can pay for is conveyed by `ExistingMembership.covered_line_items` (per-item redemption cost). (Internal in the SDK.)
   * @deprecated
   */
  redemptionCost?: number;
  /** Membership's balance type. (Internal in the SDK.) */
  balanceType?: BalanceType;
}

export interface MembershipPaymentDetails {
  /** Membership ID. */
  membershipId?: string;
  /** ID of the line item this membership applies to. */
  lineItemId?: string;
  /**
   * Payment status.
   * @deprecated
   */
  status?: MembershipPaymentStatus;
  /** Membership name. */
  name?: MembershipName;
  /** The transaction ID in the membership system. Can be used to void the transaction. */
  externalTransactionId?: string;
  /**
   * Whether the membership is voided. Read-only.
   * @deprecated
   */
  voided?: boolean;
  /** ID of the application providing this payment option. */
  providerAppId?: string;
  /** Details of a membership that does not yet exist, allowing the payment to be held before the membership is created. */
  futureMembership?: FutureMembershipDetails;
}

export interface MembershipPaymentRefund {
  /** Membership ID. */
  membershipId?: string;
}

export const MembershipPaymentStatus = {
  CHARGED: 'CHARGED',
  CHARGE_FAILED: 'CHARGE_FAILED',
  CHARGE_PENDING: 'CHARGE_PENDING',
  VOIDED: 'VOIDED',
} as const;

export type MembershipPaymentStatus = (typeof MembershipPaymentStatus)[keyof typeof MembershipPaymentStatus];

export interface MembershipPaymentSummary {
  /** Line item IDs that were originally paid using membership credits or benefits. */
  paidLineItemIds?: string[];
  /** Line item IDs that were previously refunded and had been paid with membership benefits. These items have already been processed for membership credit restoration. */
  refundedLineItemIds?: string[];
  /** Line item IDs paid with membership benefits that can still be refunded. Refunding these items may restore membership credits to the customer's account. */
  refundableLineItemIds?: string[];
}

/** Merchant added a comment. */
export interface MerchantComment {
  /** Merchant comment message. */
  message?: string;
}

export interface MerchantDiscount {
  /** Discount value. */
  amount?: MultiCurrencyPrice;
  /** Discount Percentage. Will be calculated from items price before other discounts. */
  percentage?: number;
}

export interface ModifierGroup {
  /** Modifier group ID. */
  id?: string;
  /** Modifier group name. */
  name?: TranslatableString;
  /** List of modifiers in this group. */
  modifiers?: ItemModifier[];
}

export interface MonetaryPaymentSummary {
  /** Amount paid. */
  paid?: Price;
  /** Total amount already refunded from this payment method. */
  refunded?: Price;
  /** Amount currently being processed for refund but not yet completed. */
  refundPending?: Price;
  /** Maximum amount available for additional refunds if the payment is refundable. Calculated as: `paid` - `refunded` - `refundPending` */
  maxRefund?: Price;
}

export interface MultiCurrencyPrice {
  /** Amount. */
  amount?: string;
  /** Converted amount. Read-only. */
  convertedAmount?: string;
  /** Amount formatted with currency symbol. Read-only. */
  formattedAmount?: string;
  /** Converted amount formatted with currency symbol. Read-only. */
  formattedConvertedAmount?: string;
}

/** Available locations on the line item */
export const NameInLineItem = {
  LINE_ITEM_DEFAULT: 'LINE_ITEM_DEFAULT',
} as const;

/** Available locations on the line item */
export type NameInLineItem = (typeof NameInLineItem)[keyof typeof NameInLineItem];

/** Available locations on the webpage */
export const NameInOther = {
  OTHER_DEFAULT: 'OTHER_DEFAULT',
} as const;

/** Available locations on the webpage */
export type NameInOther = (typeof NameInOther)[keyof typeof NameInOther];

export interface NewExchangeOrderCreated {
  /** ID of the new order created as a result of an exchange of items. */
  exchangeOrderId?: string;
  /** IDs of the items that were exchanged. */
  lineItems?: LineItemExchangeData[];
}

export interface NonRefundablePaymentStatus {
  /** Specific reason why this payment cannot be refunded through any method. */
  reason?: BillingNonRefundableReason;
}

/** Why a payment cannot be refunded (Get Refundability Status). */
export const NonRefundableReason = {
  NONE: 'NONE',
  ALREADY_REFUNDED: 'ALREADY_REFUNDED',
  PROVIDER_IS_DOWN: 'PROVIDER_IS_DOWN',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  NOT_PAID: 'NOT_PAID',
  ACCESS_DENIED: 'ACCESS_DENIED',
  ZERO_PRICE: 'ZERO_PRICE',
  DISABLED_BY_PROVIDER: 'DISABLED_BY_PROVIDER',
  PENDING_REFUND: 'PENDING_REFUND',
  FORBIDDEN: 'FORBIDDEN',
  TRANSACTION_NOT_FOUND: 'TRANSACTION_NOT_FOUND',
  ORDER_IS_PENDING: 'ORDER_IS_PENDING',
  ORDER_IS_REJECTED: 'ORDER_IS_REJECTED',
} as const;

/** Why a payment cannot be refunded (Get Refundability Status). */
export type NonRefundableReason = (typeof NonRefundableReason)[keyof typeof NonRefundableReason];

export interface NotificationSideEffects {
  /** Whether to send a refund confirmation email to the customer. The email includes refund details and any custom message provided. */
  sendCustomerEmail?: boolean;
  /** Custom message to include in the refund confirmation email sent to the customer. Use this to provide additional context about the refund, return instructions, or customer service information. */
  customMessage?: string;
}

export interface Or {
  /** List of triggers to have an "OR" operator between their results. */
  triggers?: DiscountTrigger[];
}

/** An order represents a completed purchase from a buyer. Orders are created through the checkout flow or manually via the Create Order endpoint. */
export interface Order {
  /** Order ID. Read-only. */
  id?: string;
  /** Order number displayed in the site owner's dashboard. Read-only. */
  number?: string;
  /** Date and time the order was created in ISO-8601 format. Read-only. */
  createdDate?: Date;
  /** Date and time the order was last updated in ISO-8601 format. Read-only. */
  updatedDate?: Date;
  /** Order line items. Read-only. */
  lineItems?: OrderLineItem[];
  /** Buyer information. */
  buyerInfo?: OrderBuyerInfo;
  /** Order payment status. */
  paymentStatus?: PaymentStatusEnumPaymentStatus;
  /** Order fulfillment status. Read-only. */
  fulfillmentStatus?: FulfillmentStatus;
  /** Language for communication with the buyer. Defaults to the site language. For a site that supports multiple languages, this is the language the buyer selected. */
  buyerLanguage?: string;
  /** Weight measurement unit - defaults to site's weight unit. */
  weightUnit?: WeightUnit;
  /** Currency used for the pricing of this order in ISO-4217 format. */
  currency?: string;
  /** Currency conversion details. For use with multi-currency sites. */
  currencyConversionDetails?: CurrencyConversionDetails;
  /** Whether tax is included in line item prices. */
  taxIncludedInPrices?: boolean;
  /** Site language in which original values are shown. Read-only. */
  siteLanguage?: string;
  /** Order price summary. Read-only. */
  priceSummary?: OrderPriceSummary;
  /** Billing address and contact details. */
  billingInfo?: OrderAddressWithContact;
  /** Shipping info and selected shipping option details. */
  shippingInfo?: V1ShippingInformation;
  /** Buyer note left by the customer. */
  buyerNote?: string;
  /** Order status. */
  status?: OrderStatus;
  /** Whether the order is archived. Archived orders are hidden from the main orders view in the dashboard, but remain retrievable through the API. */
  archived?: boolean;
  /**
   * Tax summary. Deprecated. Use `taxInfo` instead. This field will be removed on September 30, 2024.
   * @deprecated
   */
  taxSummary?: OrderTaxSummary;
  /** Tax information. */
  taxInfo?: OrderTaxInfo;
  /** Applied discounts. */
  appliedDiscounts?: OrderAppliedDiscount[];
  /** Order activities. Read-only. */
  activities?: Activity[];
  /** Order attribution source. */
  attributionSource?: AttributionSource;
  /** ID of the order's initiator. Read-only. */
  createdBy?: CreatedBy;
  /** Information about the sales channel that submitted this order. */
  channelInfo?: ChannelInfo;
  /** Whether a human has seen the order. Set when an order is clicked on in the dashboard. */
  seenByAHuman?: boolean;
  /** Checkout ID. */
  checkoutId?: string;
  /** Custom fields. */
  customFields?: CustomField[];
  /** Cart ID - required by TYP OOI for legacy orders. (Internal in the SDK.) */
  cartId?: string;
  /** Private API flag that allows using read-only "id" during order creation. (Internal in the SDK.) */
  isInternalOrderCreate?: boolean;
  /**
   * Pay now price summary. Part of `priceSummary` that must be paid at checkout. Deprecated. Use `deposit` instead. This field will be removed on March 09, 2026. Read-only. (Internal in the SDK.)
   * @deprecated
   */
  payNow?: OrderPriceSummary;
  /** Balance summary. Read-only. */
  balanceSummary?: BalanceSummary;
  /** Additional fees applied to the order. */
  additionalFees?: OrderAdditionalFee[];
  /** Custom string status values aggregated from every fulfillment entity associated with the current order. Read-only. (Internal in the SDK.) */
  fulfillmentStatusesAggregate?: FulfillmentStatusesAggregate;
  /** Custom field data for the order object. */
  extendedFields?: ExtendedFields;
  /** Persistent ID that correlates between the various eCommerce elements: cart, checkout, and order. */
  purchaseFlowId?: string;
  /** Final recipient's address and contact details. */
  recipientInfo?: OrderAddressWithContact;
  /** Order tags. */
  tags?: Tags;
  /** Date and time the order was originally purchased in ISO-8601 format. Used for migration from external systems. */
  purchasedDate?: Date;
  /** Order location. */
  businessLocation?: Location;
  /** Pay after free trial price summary. Price summary that should be paid for subscriptions after free trial period. Read-only. */
  payAfterFreeTrial?: OrderPriceSummary;
  /** Deposit price summary. Part of `priceSummary` that must be paid at checkout. Read-only. (Internal in the SDK.) */
  deposit?: OrderPriceSummary;
  /** Order-level settings and allowed actions. Read-only. (Internal in the SDK.) */
  settings?: OrderSettings;
  /** Forms associated with the Order's line items. Read-only. (Internal in the SDK.) */
  forms?: FormInfo[];
  /** Summary of platform fees for this order, including totals by charge type and a breakdown of individual fees. */
  platformFeeSummary?: PlatformFeeSummary;
  /** Whether the order was imported from an external system using the Order Import API. Read-only. */
  imported?: boolean;
  /** Whether this order is a test order, not a real purchase. Read-only. (Internal in the SDK.) */
  demo?: boolean;
}

export const OrderActionType = {
  EDIT: 'EDIT',
  UPDATE: 'UPDATE',
  REFUND: 'REFUND',
  APPROVE: 'APPROVE',
  CANCEL: 'CANCEL',
  FULFILL: 'FULFILL',
  COLLECT_PAYMENTS: 'COLLECT_PAYMENTS',
  SEND_NOTIFICATIONS: 'SEND_NOTIFICATIONS',
  ADD_MERCHANT_ACTIVITY: 'ADD_MERCHANT_ACTIVITY',
  ADD_ACTIVITY: 'ADD_ACTIVITY',
  CREATE_INVOICE: 'CREATE_INVOICE',
  CREATE_RECEIPTS: 'CREATE_RECEIPTS',
  ASSIGN_TAG: 'ASSIGN_TAG',
  PRINT_PACKAGING_SLIP: 'PRINT_PACKAGING_SLIP',
  MODIFY_INVENTORY: 'MODIFY_INVENTORY',
} as const;

export type OrderActionType = (typeof OrderActionType)[keyof typeof OrderActionType];

export const OrderActivityTypeEnumActivityType = {
  ORDER_PLACED: 'ORDER_PLACED',
  ORDER_PAID: 'ORDER_PAID',
  ORDER_FULFILLED: 'ORDER_FULFILLED',
  ORDER_NOT_FULFILLED: 'ORDER_NOT_FULFILLED',
  ORDER_CANCELED: 'ORDER_CANCELED',
  DOWNLOAD_LINK_SENT: 'DOWNLOAD_LINK_SENT',
  TRACKING_NUMBER_ADDED: 'TRACKING_NUMBER_ADDED',
  TRACKING_NUMBER_EDITED: 'TRACKING_NUMBER_EDITED',
  TRACKING_LINK_ADDED: 'TRACKING_LINK_ADDED',
  SHIPPING_CONFIRMATION_EMAIL_SENT: 'SHIPPING_CONFIRMATION_EMAIL_SENT',
  INVOICE_ADDED: 'INVOICE_ADDED',
  INVOICE_REMOVED: 'INVOICE_REMOVED',
  INVOICE_SENT: 'INVOICE_SENT',
  FULFILLER_EMAIL_SENT: 'FULFILLER_EMAIL_SENT',
  SHIPPING_ADDRESS_EDITED: 'SHIPPING_ADDRESS_EDITED',
  EMAIL_EDITED: 'EMAIL_EDITED',
  PICKUP_READY_EMAIL_SENT: 'PICKUP_READY_EMAIL_SENT',
  MERCHANT_COMMENT: 'MERCHANT_COMMENT',
  ORDER_PARTIALLY_PAID: 'ORDER_PARTIALLY_PAID',
  DRAFT_ORDER_CHANGES_APPLIED: 'DRAFT_ORDER_CHANGES_APPLIED',
  SAVED_PAYMENT_METHOD: 'SAVED_PAYMENT_METHOD',
  AUTHORIZED_PAYMENT_CREATED: 'AUTHORIZED_PAYMENT_CREATED',
  AUTHORIZED_PAYMENT_CAPTURED: 'AUTHORIZED_PAYMENT_CAPTURED',
  AUTHORIZED_PAYMENT_VOIDED: 'AUTHORIZED_PAYMENT_VOIDED',
  REFUND_INITIATED: 'REFUND_INITIATED',
  PAYMENT_REFUNDED: 'PAYMENT_REFUNDED',
  PAYMENT_REFUND_FAILED: 'PAYMENT_REFUND_FAILED',
  REFUNDED_AS_STORE_CREDIT: 'REFUNDED_AS_STORE_CREDIT',
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  PAYMENT_CANCELED: 'PAYMENT_CANCELED',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  ORDER_PENDING: 'ORDER_PENDING',
  ORDER_REJECTED: 'ORDER_REJECTED',
  RECEIPT_CREATED: 'RECEIPT_CREATED',
  RECEIPT_SENT: 'RECEIPT_SENT',
  CHARGEBACK_CREATED: 'CHARGEBACK_CREATED',
  CHARGEBACK_REVERSED: 'CHARGEBACK_REVERSED',
  ORDER_REFUNDED: 'ORDER_REFUNDED',
} as const;

export type OrderActivityTypeEnumActivityType = (typeof OrderActivityTypeEnumActivityType)[keyof typeof OrderActivityTypeEnumActivityType];

export interface OrderAdditionalFee {
  /** Additional fee's unique code for future processing. */
  code?: string;
  /** Name of additional fee. */
  name?: string;
  /** Additional fee's price. */
  price?: Price;
  /**
   * Tax details.
   * @deprecated
   */
  taxDetails?: OrderItemTaxFullDetails;
  /** Represents all the relevant tax details for additional fee. */
  taxInfo?: LineItemTaxInfo;
  /** SPI implementer's `appId`. */
  providerAppId?: string;
  /** Additional fee's price before tax. */
  priceBeforeTax?: Price;
  /** Additional fee's price after tax. */
  priceAfterTax?: Price;
  /** Additional fee's id. */
  id?: string;
  /** Optional - Line items associated with this additional fee. If no `lineItemIds` are provided, the fee will be associated with the whole cart/checkout/order. */
  lineItemIds?: string[];
  /** Number of subscription billing cycles the additional fee applies to. If None and additional fee is linked to subscription line item, it applies to all cycles. (Internal in the SDK.) */
  subscriptionCycles?: number;
  /** Specifies the entity that added the additional fee. */
  source?: OrderAdditionalFeeSource;
  /** Address type tax was calculated against for this fee. */
  taxableAddress?: TaxableAddress;
}

export const OrderAdditionalFeeSource = {
  SERVICE_PLUGIN: 'SERVICE_PLUGIN',
  ITEM: 'ITEM',
  MANUAL: 'MANUAL',
  SHIPPING: 'SHIPPING',
  PLATFORM: 'PLATFORM',
} as const;

export type OrderAdditionalFeeSource = (typeof OrderAdditionalFeeSource)[keyof typeof OrderAdditionalFeeSource];

/** Billing Info and shipping details */
export interface OrderAddressWithContact {
  /** Address. */
  address?: Address;
  /** Contact details. */
  contactDetails?: FullAddressContactDetails;
}

export interface OrderAppliedDiscount {
  /** Coupon applied by the customer. */
  coupon?: OrderCoupon;
  /** Discount applied manually by the merchant. */
  merchantDiscount?: OrderMerchantDiscount;
  /** Automatic discount applied by the system based on configured discount rules. */
  discountRule?: OrderAppliedDiscountRule;
  discountType?: DiscountType;
  /**
   * __Deprecated.__ Use `lineItemDiscounts` instead.
   * @deprecated
   */
  lineItemIds?: string[];
  /** Discount ID. */
  id?: string;
  /** Line items the discount applies to, including the discount amount for each. */
  lineItemDiscounts?: OrderLineItemDiscount[];
  /** Number of subscription billing cycles the discount applies to. If None and discount is linked to subscription line item, it applies to all cycles. (Internal in the SDK.) */
  subscriptionCycles?: number;
  /** A list of item combinations for this applied discount. Each entry represents a unique combination of line items that triggered or received this discount, along with how many times that combination was applied together. Relevant ONLY for BXGY and Quantity-based promotions. (Internal in the SDK.) */
  itemCombinations?: OrderItemCombination[];
}

export interface OrderAppliedDiscountRule {
  /** Discount rule ID */
  id?: string;
  /** Discount rule name */
  name?: DiscountRuleName;
  /** Discount value. */
  amount?: Price;
}

/** When a created order is approved. */
export const OrderApprovalStrategy = {
  DEFAULT: 'DEFAULT',
  PAYMENT_RECEIVED: 'PAYMENT_RECEIVED',
  PAYMENT_METHOD_SAVED: 'PAYMENT_METHOD_SAVED',
} as const;

/** When a created order is approved. */
export type OrderApprovalStrategy = (typeof OrderApprovalStrategy)[keyof typeof OrderApprovalStrategy];

/** Triggered when the order status changes to approved */
export interface OrderApproved {
  /** The order that was updated */
  order?: Order;
  /**
   * Internal in the SDK.
   * @deprecated
   */
  ordersExperiments?: OrdersExperiments;
}

/** Payload of the wix.ecom.v1.order_approved event (order approved). */
export interface OrderApprovedEvent {
  data: OrderApproved;
  metadata: EventMetadata;
}

/** Buyer information. */
export interface OrderBuyerInfo {
  /** Visitor ID. Returned when the buyer isn't a logged-in site member. */
  visitorId?: string;
  /** Member ID. Returned when the buyer is a logged-in site member. */
  memberId?: string;
  /** Contact ID. Automatically created if one doesn't exist. For more information, see Contacts API. */
  contactId?: string;
  /** Buyer's email address. */
  email?: string;
}

/** Payload of the wix.ecom.v1.order_canceled event (order canceled). */
export interface OrderCanceledEvent {
  data: OrderCanceledEventOrderCanceled;
  metadata: EventMetadata;
}

export interface OrderCanceledEventOrderCanceled {
  /** The order that was cancelled */
  order?: Order;
  /** Should restock all items on that order */
  restockAllItems?: boolean;
  /** Should send a confirmation mail to the customer */
  sendOrderCanceledEmail?: boolean;
  /** Personal note added to the email */
  customMessage?: string;
}

export interface OrderChange {
  lineItemChanged?: LineItemChanges;
  lineItemAdded?: ManagedLineItem;
  lineItemRemoved?: ManagedLineItem;
  discountAdded?: ManagedDiscount;
  discountRemoved?: ManagedDiscount;
  additionalFeeAdded?: ManagedAdditionalFee;
  additionalFeeRemoved?: ManagedAdditionalFee;
  totalPriceChanged?: TotalPriceChange;
  shippingInformationChanged?: ShippingInformationChange;
}

export const OrderChargeType = {
  PASS_ON: 'PASS_ON',
  ABSORBED: 'ABSORBED',
} as const;

export type OrderChargeType = (typeof OrderChargeType)[keyof typeof OrderChargeType];

/** Payload of the wix.ecom.v1.order_committed event (order committed). */
export interface OrderCommittedEvent {
  data: OrderDeltasCommitted;
  metadata: EventMetadata;
}

/** Coupon */
export interface OrderCoupon {
  /** Coupon ID. */
  id?: string;
  /** Coupon code. */
  code?: string;
  /** Coupon name. */
  name?: string;
  /** Coupon value. */
  amount?: Price;
}

/** Payload of the wix.ecom.v1.order_created event (order created). */
export interface OrderCreatedEvent {
  entity: Order;
  metadata: EventMetadata;
}

export interface OrderCreatedFromExchange {
  /** ID of the original order for which the exchange happened. */
  originalOrderId?: string;
}

export interface OrderCreateNotifications {
  /** Whether to send notification to the buyer. */
  sendNotificationToBuyer?: boolean;
  /** Whether to send notifications to the business. */
  sendNotificationsToBusiness?: boolean;
}

export interface OrderCreationSettings {
  /** Whether any app with the required permissions can edit this order. Currently, setting this to `false` has no effect. Editing is restricted only when `editableByOwnerApps` is set. */
  editableByEveryone?: boolean;
  /** Pass a list of `appIds` to restrict editing of this order to those apps only. Apps not in the list receive an `ORDER_CANNOT_BE_EDITED` error when attempting to edit. */
  editableByOwnerApps?: OwnerApps;
  /** Condition for the order to be approved. Default: `DEFAULT` */
  orderApprovalStrategy?: OrderApprovalStrategy;
  /** Notification settings to be applied on order creation */
  notifications?: OrderCreateNotifications;
}

export interface OrderDeliveryLogistics {
  /** Shipping destination address and contact details. For pickup orders, this contains the pickup location address, not the recipient's address. */
  shippingDestination?: OrderAddressWithContact;
  /** Pickup details for store pickup or pickup point orders. */
  pickupDetails?: OrderPickupDetails;
  /** Expected delivery time in free text. For example, `"3-5 business days"`. */
  deliveryTime?: string;
  /** Instructions for the carrier. For example, `"Please knock on the door. If unanswered, please call contact number."`. */
  instructions?: string;
  /**
   * Deprecated - Latest expected delivery date and time in ISO-8601 format.
   * @deprecated
   */
  deliverByDate?: Date;
  /** Expected delivery time slot with start and end times. */
  deliveryTimeSlot?: DeliveryTimeSlot;
}

/** Triggered when order is edited by draftOrders */
export interface OrderDeltasCommitted {
  /** The order after committed changes. */
  order?: Order;
  /** Draft order Id representing this change. */
  draftOrderId?: string;
  /** Applied changes. */
  changes?: CommittedDiffs;
  /** Side-effects requested to happen as a result of this edit. */
  commitSettings?: DraftOrderCommitSettings;
  /** Date and time when order deltas were committed. Read-only. */
  commitDate?: Date;
}

/** Payload of the wix.ecom.v1.order_fulfilled event (order fulfilled). */
export interface OrderFulfilledEvent {
  data: FulfillmentStatusUpdated;
  metadata: EventMetadata;
}

/** Triggered when an order is imported with Import Order. Fires on both initial import and reimport (overwrite). */
export interface OrderImported {
  /** Imported order. */
  order?: Order;
}

/** Payload of the wix.ecom.v1.order_imported event (order imported). */
export interface OrderImportedEvent {
  data: OrderImported;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.order_imported_order_deleted event (order imported order deleted). */
export interface OrderImportedOrderDeletedEvent {
  data: ImportedOrderDeleted;
  metadata: EventMetadata;
}

export interface OrderItemCombination {
  /** The number of times this exact combination of items (with the specified quantities) was applied together in the order. */
  count?: number;
  /** Line items that participated together in this combination. */
  lineItems?: OrderItemCombinationLineItem[];
}

export interface OrderItemCombinationLineItem {
  /** The unique ID of the line item to which this discount applies. */
  lineItemId?: string;
  /** Total discount amount for all units (quantity) of this line item in this combination. */
  discountAmount?: Price;
  /** Number of units from this line item that participated in a single combination. */
  quantity?: number;
}

export interface OrderItemModifier {
  /** Modifier ID. */
  id?: string;
  /** The quantity of this modifier. */
  quantity?: number;
  /** Primary display label for the modifier. */
  label?: TranslatableString;
  /** Additional details. */
  details?: TranslatableString;
  /** The price of the modifier. */
  price?: Price;
}

export interface OrderItemTaxFullDetails {
  /** Taxable amount of this line item. */
  taxableAmount?: Price;
  /** ID of the item's tax group, if specified. (Internal in the SDK.) */
  taxGroupId?: string;
  /** Tax rate percentage, as a decimal numeral between 0 and 1. For example, `"0.13"`. */
  taxRate?: string;
  /** The calculated tax, based on the `taxableAmount` and `taxRate`. */
  totalTax?: Price;
  /** Amount that was exempt from tax calculations. (Internal in the SDK.) */
  exemptAmount?: Price;
}

export interface OrderLineItem {
  /** Line item ID. */
  id?: string;
  /** Item name. */
  productName?: ProductName;
  /** References to the line item's origin catalog. Empty for custom line items. */
  catalogReference?: CatalogReference;
  /** Line item quantity. */
  quantity?: number;
  /** Total discount for this line item's entire quantity. Read-only. */
  totalDiscount?: Price;
  /** Line item description lines. Used for display purposes for the cart, checkout and order. */
  descriptionLines?: DescriptionLine[];
  /** Line item image. */
  image?: Image;
  /** Physical properties of the item. When relevant, contains information such as SKU and item weight. */
  physicalProperties?: PhysicalProperties;
  /** Item type. Either a preset type or custom. */
  itemType?: ItemType;
  /** Fulfiller ID. Field is empty when the line item is self-fulfilled. To get fulfillment information, pass the order ID to List Fulfillments For Single Order. */
  fulfillerId?: string;
  /** Number of items that were refunded. */
  refundQuantity?: number;
  /** Number of items restocked. */
  restockQuantity?: number;
  /** Per-location restock breakdown. Read-only. (Internal in the SDK.) */
  restockLocations?: RestockLocation[];
  /** Line item price after line item discounts for display purposes. */
  price?: Price;
  /** Line item price before line item discounts for display purposes. Defaults to `price` when not provided. Read-only. */
  priceBeforeDiscounts?: Price;
  /** Line item price per unit before line item discounts and before tax. Read-only. (Internal in the SDK.) */
  priceBeforeDiscountsAndTax?: Price;
  /** Total price after discounts, and before tax. Read-only. */
  totalPriceBeforeTax?: Price;
  /** Total price after all discounts and tax. Read-only. */
  totalPriceAfterTax?: Price;
  /** Type of selected payment option for current item. */
  paymentOption?: PaymentOptionType;
  /**
   * Deprecated. Use `taxInfo` instead. This field will be removed on September 30, 2024. Tax details for this line item.
   * @deprecated
   */
  taxDetails?: OrderItemTaxFullDetails;
  /** Represents all the relevant tax details for a specific line item. */
  taxInfo?: LineItemTaxInfo;
  /** Digital file identifier, relevant only for items with type DIGITAL. */
  digitalFile?: DigitalFile;
  /** Subscription info. */
  subscriptionInfo?: SubscriptionInfo;
  /** Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". */
  priceDescription?: PriceDescription;
  /** Item's price amount to be charged during checkout. Relevant for items with a `paymentOption` value of `"DEPOSIT_ONLINE"`. Read-only. */
  depositAmount?: Price;
  /** The item's delivery profile ID. (Internal in the SDK.) */
  deliveryProfileId?: string;
  /** Internal in the SDK. */
  shippingGroupId?: string;
  /** Line item locations. */
  locations?: LocationAndQuantity[];
  /** Total price **after** catalog discounts and line item discounts. */
  lineItemPrice?: Price;
  /** Whether the line item is a custom line item. Custom line items don't trigger the Catalog service plugin. Read-only. (Internal in the SDK.) */
  customLineItem?: boolean;
  /** In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. + For example, for Wix Bookings, `catalogReference.catalogItemId` is the booking ID. Therefore this value is set to the service ID. Read-only. (Internal in the SDK.) */
  rootCatalogItemId?: string;
  /** Address used for tax calculation. */
  taxableAddress?: TaxableAddress;
  /** ID of the app managing the inventory. (Internal in the SDK.) */
  inventoryAppId?: string;
  /** Whether the price is not yet defined, and will be updated after the order is created. */
  priceUndetermined?: boolean;
  /** Whether the line item quantity is fixed and cannot be changed. */
  fixedQuantity?: boolean;
  /** Decimal-quantity metadata. Set when the line represents a non-integer purchase (e.g. 2.75 m² of fake grass). */
  decimalQuantity?: DecimalQuantity;
  /** Custom extended fields for the line item object. */
  extendedFields?: ExtendedFields;
  /** Modifier groups that were added to the item. Read-only. */
  modifierGroups?: OrderModifierGroup[];
  /** Line item ID in external systems. (Internal in the SDK.) */
  externalLineItemId?: string;
  /** Service properties. When relevant, this contains information such as the date and number of participants. Read-only. (Internal in the SDK.) */
  serviceProperties?: ServiceProperties;
}

export interface OrderLineItemChangedDetails {
  /** Item name. + Stores - `product.name` + Bookings - `service.info.name` + Events - `ticket.name` */
  productName?: ProductName;
  /** References to the line item's origin catalog. This field may be empty in the case of a custom line item. */
  catalogReference?: CatalogReference;
  /** Line item quantity. */
  quantity?: number;
  /** Total discount for this line item's entire quantity. */
  totalDiscount?: Price;
  /** Line item description lines. Used for display purposes for the cart, checkout and order. */
  descriptionLines?: DescriptionLine[];
  /** Line item image. */
  image?: Image;
  /** Physical properties of the item. When relevant, contains information such as SKU and item weight. */
  physicalProperties?: PhysicalProperties;
  /** Item type. Either a preset type or custom. */
  itemType?: ItemType;
  /** Fulfiller ID. Field is empty when the line item is self-fulfilled. To get fulfillment information, pass this order's ID to List Fulfillments For Single Order. */
  fulfillerId?: string;
  /** Line item price after line item discounts for display purposes. */
  price?: Price;
  /** Line item price before line item discounts for display purposes. Defaults to `price` when not provided. */
  priceBeforeDiscounts?: Price;
  /** Line item price per unit before line item discounts and before tax. (Internal in the SDK.) */
  priceBeforeDiscountsAndTax?: Price;
  /** Total price after all discounts and tax. */
  totalPriceAfterTax?: Price;
  /** Type of selected payment option for current item. Defaults to `FULL_PAYMENT_ONLINE`. + `FULL_PAYMENT_OFFLINE` - The entire payment for this item happens after the checkout. For example, when using cash, check, or other offline payment methods. + `MEMBERSHIP` - Payment for this item is done by charging a membership. */
  paymentOption?: DeltaPaymentOptionType;
  /**
   * Deprecated. Use `taxInfo` instead. This field will be removed on September 30, 2024. Tax details for this line item.
   * @deprecated
   */
  taxDetails?: OrderItemTaxFullDetails;
  /** Represents all the relevant tax details for a specific line item. (Internal in the SDK.) */
  taxInfo?: LineItemTaxInfo;
  /** Digital file identifier, relevant only for items with type DIGITAL. (Internal in the SDK.) */
  digitalFile?: DigitalFile;
  /** Additional description for the price. For example, when price is 0 but additional details about the actual price are needed - "Starts at $67". */
  priceDescription?: PriceDescription;
  /** Total price **after** catalog-defined discount and line item discounts. */
  lineItemPrice?: Price;
  /** Total price after all discounts excluding tax. */
  totalPriceBeforeTax?: Price;
  /** Whether the line item is a custom line item. Custom line items don't trigger the Catalog service plugin. (Internal in the SDK.) */
  customLineItem?: boolean;
  /** Line item locations. */
  locations?: LocationAndQuantity[];
  /** ID of the app managing the inventory. (Internal in the SDK.) */
  inventoryAppId?: string;
  /** Subscription info. */
  subscriptionInfo?: SubscriptionInfo;
  /** Modifier groups that were added to the item. Read-only. */
  modifierGroups?: OrderModifierGroup[];
  /** Line item ID in external systems. (Internal in the SDK.) */
  externalLineItemId?: string;
  /** Item's price amount to be charged during checkout. Relevant for items with a `paymentOption` value of `"DEPOSIT_ONLINE"`. Read-only. (Internal in the SDK.) */
  depositAmount?: Price;
  /** In cases where `catalogReference.catalogItemId` is NOT the actual catalog item ID, this field will return the true item's ID. (Internal in the SDK.) */
  rootCatalogItemId?: string;
  /**
   * Deprecated. Use `decimalQuantityUpdate` instead. This field will be removed on August 31, 2027. Line item quantity as a decimal, for a purchase that isn't a whole number of units. For example, `2.75` m² of fake grass. (Internal in the SDK.)
   * @deprecated
   */
  decimalQuantity?: DecimalQuantity;
  /** Whether the line item's quantity is fixed and can't be changed. (Internal in the SDK.) */
  fixedQuantity?: boolean;
  /** Address used for tax calculation, carried through the commit delta so a newly-added line item persists its taxable address on the order. Only populated for added line items; ignored for existing line items, whose taxable address cannot change in edit mode. (Internal in the SDK.) */
  taxableAddress?: TaxableAddress;
  /** Line item quantity as a decimal, for a purchase that isn't a whole number of units. For example, `2.75` m² of fake grass. (Internal in the SDK.) */
  decimalQuantityUpdate?: DecimalQuantityUpdate;
}

export interface OrderLineItemDiscount {
  /** Line item ID. */
  id?: string;
  /** Total discount amount for this line item. */
  totalDiscount?: Price;
}

/** Discount applied manually by the merchant through the dashboard. */
export interface OrderMerchantDiscount {
  /** Predefined discount reason. */
  discountReason?: DiscountReason;
  /** Custom discount description as free text. */
  description?: string;
  /** Discount amount. */
  amount?: Price;
  /** Discount as a percentage of the original price. For example, `10.5` for a 10.5% discount. (Internal in the SDK.) */
  percentage?: string;
  /** Discount name. (Internal in the SDK.) */
  name?: string;
}

export interface OrderModifierGroup {
  /** Modifier group ID. */
  id?: string;
  /** Modifier group name. */
  name?: TranslatableString;
  /** List of modifiers in this group. */
  modifiers?: OrderItemModifier[];
}

/** Payload of the wix.ecom.v1.order_payment_status_updated event (order payment status updated). */
export interface OrderPaymentStatusUpdatedEvent {
  data: PaymentStatusUpdated;
  metadata: EventMetadata;
}

export interface OrderPickupDetails {
  /** Pickup address. */
  address?: Address;
  /** Pickup method */
  pickupMethod?: PickupMethod;
}

export interface OrderPlatformFee {
  /** Platform fee name. */
  name?: TranslatableString;
  /** Platform fee amount. */
  amount?: Price;
  /** ID of the line item the platform fee applies to. */
  lineItemId?: string;
  /** Platform fee charge type. */
  chargeType?: OrderChargeType;
  /** Percentage rate charged as platform fee. The fee rate percentage expressed as a decimal fraction between 0 and 1. For example, `0.05` for 5%. */
  percentageRate?: string;
}

export interface OrderPriceSummary {
  /** Subtotal of all line items, before discounts and before tax. */
  subtotal?: Price;
  /** Total shipping price, before discounts and before tax. */
  shipping?: Price;
  /** Total tax applied to the order. */
  tax?: Price;
  /** Total discount amount applied to the order. */
  discount?: Price;
  /**
   * Deprecated - use `total` instead. (Internal in the SDK.)
   * @deprecated
   */
  totalPrice?: Price;
  /** Order's total price after discounts and tax. */
  total?: Price;
  /**
   * Order's total price including gift card. (Internal in the SDK.)
   * @deprecated
   */
  totalWithGiftCard?: Price;
  /**
   * Order's total price after without gift card. (Internal in the SDK.)
   * @deprecated
   */
  totalWithoutGiftCard?: Price;
  /** Total additional fees before tax. */
  totalAdditionalFees?: Price;
}

export interface OrderRefunded {
  /** Whether order was refunded manually. For example, via payment provider or using cash. */
  manual?: boolean;
  /** Refund amount. */
  amount?: Price;
  /** Reason for refund. */
  reason?: string;
}

export interface OrderSettings {
  /** Regular order with full set of allowed actions (ActionType for reference). */
  standardActions?: boolean;
  /** View only order with limited set of allowed actions: 1. Add merchant activity 2. Send order notifications 3. Archiving order 4. Assign tags on orders 5. Export order 6. Print order */
  limitedActions?: boolean;
  /** Custom list of allowed actions for order. */
  customActions?: CustomAllowedActions;
  /** Allow the order to be editable by any app that has the required permissions. Use when edits are not restricted to owning apps. (Internal in the SDK.) */
  editableByEveryone?: boolean;
  /** Restrict editing of the order to the specified owning apps only. Other apps (even with general edit permissions) are not allowed to edit. (Internal in the SDK.) */
  editableByOwnerApps?: OwnerApps;
  /** New global coupons calculation logic. Indicates which calculation is used for coupons with type `SPECIFIC_ITEMS`. (Internal in the SDK.) */
  specificItemsCouponBehavior?: SpecificItemsCouponBehavior;
  /** Whether to automatically generate an invoice when this order will be PAID. If `false`, no invoice is auto-generated for this order. (Internal in the SDK.) */
  createInvoice?: boolean;
}

export interface OrdersExperiments {
  epCommitTax?: boolean;
  moveMerchantEmailToEp?: boolean;
  moveBuyerOrderConfirmationEmailToEp?: boolean;
  producedByEpBridge?: boolean;
  enableRewrittenSideEffects?: boolean;
}

export interface OrderShippingPrice {
  /** Shipping price for display purposes. */
  price?: Price;
  /** Total price of shipping after discounts (when relevant), and before tax. Read-only. */
  totalPriceBeforeTax?: Price;
  /** Shipping price after all discounts (if any exist), and after tax. Read-only. */
  totalPriceAfterTax?: Price;
  /**
   * Tax details.
   * @deprecated
   */
  taxDetails?: OrderItemTaxFullDetails;
  /** Represents all the relevant tax details for a shipping. */
  taxInfo?: LineItemTaxInfo;
  /** Shipping discount before tax. Read-only. */
  discount?: Price;
}

export interface OrderShippingRegion {
  /** Name of shipping region. For example, `"Metropolitan London"`, or `"Outer Melbourne suburbs"`. */
  name?: string;
}

/** Site-level settings that control order behavior, such as when inventory is decremented and whether invoices are automatically generated. */
export interface OrdersSettings {
  /** Defines when to update the store inventory. Default: `ON_ORDER_PLACED` */
  inventoryUpdateTrigger?: InventoryUpdateTrigger;
  /** Whether to automatically create invoices for every new order paid online. <br> Default: `false` <br> **Note**: The issued invoice for an order is not a tax invoice and doesn't reflect refunds. You are responsible for ensuring that invoices you issue conform to any relevant legal requirements. */
  createInvoice?: boolean;
  /** Date and time the orders settings were created. Read-only. */
  createdDate?: Date;
  /** Date and time the orders settings were updated. Read-only. */
  updatedDate?: Date;
  /** Whether to automatically generate invoices for every new paid order. (Internal in the SDK.) */
  autoGenerateInvoiceOnPaidOrder?: boolean;
}

/** Payload of the wix.ecom.v1.orders_settings_updated event (orders settings updated). */
export interface OrdersSettingsUpdatedEvent {
  entity: OrdersSettings;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export const OrderStatus = {
  INITIALIZED: 'INITIALIZED',
  APPROVED: 'APPROVED',
  CANCELED: 'CANCELED',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
} as const;

export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. Tax breakdown is the tax amount split to the tax authorities that applied on the line item. */
export interface OrderTaxBreakdown {
  /** The name of the tax against which this tax amount was calculated. */
  taxName?: string;
  /** The type of tax that was calculated. Depends on the company's nexus settings as well as the jurisdiction's tax laws. */
  taxType?: string;
  /** The name of the jurisdiction in which this tax detail applies. */
  jurisdiction?: string;
  /** The type of the jurisdiction in which this tax detail applies (e.g. Country,State,County,City,Special). */
  jurisdictionType?: JurisdictionType;
  /** The rate at which this tax detail was calculated. */
  rate?: string;
  /** The sum of all the tax from line items that calculated by the tax identifiers. */
  aggregatedTaxAmount?: Price;
  /** The sum of all the taxable amount from line items for tax identifiers. (Internal in the SDK.) */
  aggregatedTaxableAmount?: Price;
  /** The aggregated exempt amount from all line items for tax identifiers. (Internal in the SDK.) */
  aggregatedExemptAmount?: Price;
}

export interface OrderTaxInfo {
  /** Calculated tax, added from line items. */
  totalTax?: Price;
  /** The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. */
  taxBreakdown?: OrderTaxBreakdown[];
  /** Manual tax rate Read-only. (Internal in the SDK.) */
  manualTaxRate?: string;
  /** Whether the order is exempt from tax calculations. Read-only. */
  taxExempt?: boolean;
  /** The total amount that was exempt from tax calculations. Read-only. (Internal in the SDK.) */
  totalExempt?: Price;
}

export interface OrderTaxSummary {
  /** Total tax. Read-only. */
  totalTax?: Price;
  /** manual tax rate Read-only. (Internal in the SDK.) */
  manualTaxRate?: string;
}

/** A record of all payments and refunds associated with an order. */
export interface OrderTransactions {
  /** Order ID. */
  orderId?: string;
  /** Record of payments made to the merchant. */
  payments?: Payment[];
  /** Record of refunds made to the buyer. */
  refunds?: Refund[];
}

/** Payload of the wix.ecom.v1.order_transactions_chargeback_approved event (order transactions chargeback approved). */
export interface OrderTransactionsChargebackApprovedEvent {
  data: ChargebackApproved;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.order_transactions_chargeback_reversed event (order transactions chargeback reversed). */
export interface OrderTransactionsChargebackReversedEvent {
  data: TransactionChargebackReversed;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.order_transactions_details_updated event (order transactions details updated). */
export interface OrderTransactionsDetailsUpdatedEvent {
  data: PaymentDetailsUpdated;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.order_transactions_refund_completed event (order transactions refund completed). */
export interface OrderTransactionsRefundCompletedEvent {
  data: RefundCompleted;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.order_transactions_updated event (order transactions updated). */
export interface OrderTransactionsUpdatedEvent {
  data: PaymentsUpdated;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.order_updated event (order updated). */
export interface OrderUpdatedEvent {
  entity: Order;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

/** An order and its associated fulfillments. A fulfillment represents the shipment or delivery of order items. */
export interface OrderWithFulfillments {
  /** Order ID. */
  orderId?: string;
  /** Fulfillments associated with the order. */
  fulfillments?: Fulfillment[];
}

/** General (other) violation. */
export interface Other {
  /** Location on a checkout or a cart page where a general (other) violation will be displayed. */
  name?: NameInOther;
}

export interface OtherCharge {
  /** Type of additional cost. */
  type?: ChargeType;
  /** Price of added cost. */
  price?: MultiCurrencyPrice;
  /** Description of the additional charge. For example, `"Handling fee of $5 applied for gift wrapping"`. */
  details?: string;
}

export interface OwnerApps {
  /** IDs of the owning apps for this order. */
  appIds?: string[];
}

export interface PackageDetails {
  /** Package name. Must be set when package type is CUSTOM. For other package types, it is read-only, and an exception will be thrown if it set when creating a ShippoConfiguration. */
  name?: string;
  /** Package dimensions. Can only be set when package type is CUSTOM. For other package types, it is read-only, and an exception will be thrown if it set when creating a ShippoConfiguration. */
  dimensions?: PackageDimensions;
  /** Maximum number of products. Must be set when package type is NOT CUSTOM. Otherwise, if the package type is CUSTOM, this field cannot be set and an exception will be thrown if it is set when creating a ShippoConfiguration. */
  maxNumberOfProducts?: string;
}

export interface PackageDimensions {
  /** Package length. */
  length?: string;
  /** Package width. */
  width?: string;
  /** Package height. */
  height?: string;
}

export const PackageType = {
  CUSTOM: 'CUSTOM',
  FLAT_RATE_ENVELOPE: 'FLAT_RATE_ENVELOPE',
  PADDED_FLAT_RATE_ENVELOPE: 'PADDED_FLAT_RATE_ENVELOPE',
  SMALL_FLAT_RATE_BOX: 'SMALL_FLAT_RATE_BOX',
  MEDIUM_FLAT_RATE_BOX_1: 'MEDIUM_FLAT_RATE_BOX_1',
  MEDIUM_FLAT_RATE_BOX_2: 'MEDIUM_FLAT_RATE_BOX_2',
  LARGE_FLAT_RATE_BOX: 'LARGE_FLAT_RATE_BOX',
} as const;

export type PackageType = (typeof PackageType)[keyof typeof PackageType];

/** A page URL on the site (the platform's `PageUrlV2`); the SDK form is the full URL string. */
export type PageUrl = string;

export interface Payment {
  /** Regular payment details. */
  regularPaymentDetails?: RegularPaymentDetails;
  /** Gift card payment details. */
  giftcardPaymentDetails?: GiftCardPaymentDetails;
  /** Membership payment details. */
  membershipPaymentDetails?: MembershipPaymentDetails;
  /** Receipt created by Wix (Internal in the SDK.) */
  wixReceipt?: WixReceiptInfo;
  /** Receipt created by an external system. (Internal in the SDK.) */
  externalReceipt?: ExternalReceiptInfo;
  /** Internal in the SDK. */
  canceled?: CanceledStatusDetails;
  /** Internal in the SDK. */
  declined?: DeclinedStatusDetails;
  /** Internal in the SDK. */
  voided?: VoidedStatusDetails;
  /** Payment ID. Read-only. */
  id?: string;
  /** Date and time the payment was created in ISO-8601 format. Defaults to current time when not provided. */
  createdDate?: Date;
  /** Date and time the payment was last updated in ISO-8601 format. Read-only. */
  updatedDate?: Date;
  /** Payment amount. */
  amount?: Price;
  /** Whether refunds for this payment are disabled. + `true`: This payment is not refundable. + `false`: This payment may be refunded. However, this ultimately depends on the payment provider. */
  refundDisabled?: boolean;
  /** Whether receipt generation is allowed for this payment. + `true`: This payment supports receipt generation. + `false`: This payment doesn't support receipt generation, or a receipt was already generated. Read-only. */
  supportReceiptGeneration?: boolean;
  /** Details about cash rounding applied to this payment, when relevant. */
  cashRounding?: CashRoundingDetails;
  /** Overall payment status. */
  status?: PaymentStatus;
  /** Detailed payment status information including gateway reason codes and status-specific details. (Internal in the SDK.) */
  paymentStatusDetails?: PaymentStatusDetails;
  /** Location where the payment was processed. (Internal in the SDK.) */
  locationId?: string;
  /** ID linking this payment to the charge request that created it. Matches the `idempotencyKey` sent in the Charge Order request. */
  chargeCorrelationId?: string;
}

export interface PaymentAndOrderId {
  /** Order ID. */
  orderId?: string;
  /** Payment ID. todo: remove comment once UI will use BulkMarkOrderAsPaid */
  paymentId?: string;
}

export interface PaymentCanceled {
  /** Regular payment. */
  regular?: RegularPayment;
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
}

export interface PaymentCapture {
  /** Payment ID */
  paymentId?: string;
  /** Capture amount. If not provided - full authorized amount will be captured. */
  amount?: Price;
}

/** Whether an order's remaining balance can be collected, or why not (order not collectable reasons). */
export const PaymentCollectabilityStatus = {
  UNKNOWN: 'UNKNOWN',
  COLLECTABLE: 'COLLECTABLE',
  NONCOLLECTABLE_ORDER_IS_CANCELLED: 'NONCOLLECTABLE_ORDER_IS_CANCELLED',
  NONCOLLECTABLE_ORDER_IS_PAID: 'NONCOLLECTABLE_ORDER_IS_PAID',
  NONCOLLECTABLE_MISSING_PAYMENT_METHOD: 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
  NONCOLLECTABLE_ORDER_IS_PENDING: 'NONCOLLECTABLE_ORDER_IS_PENDING',
  NONCOLLECTABLE_ORDER_IS_REJECTED: 'NONCOLLECTABLE_ORDER_IS_REJECTED',
  NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS: 'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS',
  NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS: 'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS',
  NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED: 'NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED',
  NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION: 'NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION',
  NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED: 'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED',
} as const;

/** Whether an order's remaining balance can be collected, or why not (order not collectable reasons). */
export type PaymentCollectabilityStatus = (typeof PaymentCollectabilityStatus)[keyof typeof PaymentCollectabilityStatus];

export interface PaymentDeclined {
  /** Regular payment. */
  regular?: RegularPayment;
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
}

/** Triggered when a payment is updated. */
export interface PaymentDetailsUpdated {
  /** Updated order transactions. */
  orderTransactions?: OrderTransactions;
  /** List of IDs of the updated payments. */
  paymentIds?: string[];
  /** List of IDs of the updated refunds. */
  refundIds?: string[];
}

export interface PaymentInfo {
  /** Monetary payment details with amounts for cash-based payments. */
  monetary?: MonetaryPaymentSummary;
  /** Membership payment details for payments made using membership credits or plans. */
  membership?: MembershipPaymentSummary;
  /** Credit card information for credit card payments, including card type and last 4 digits. */
  creditCardDetails?: CreditCardPaymentMethodDetails;
  /** Payment ID used to reference this payment in refund operations. */
  paymentId?: string;
  /** Payment method type used for this transaction. */
  paymentMethod?: string;
  /** Whether this payment was processed offline (not through an online payment gateway). Offline payments typically require manual refund processing. */
  offlinePayment?: boolean;
}

export interface PaymentMethodName {
  /** Translated payment method name in buyer language. */
  buyerLanguageName?: string;
  /** Translated payment method name in site owner language. */
  siteLanguageName?: string;
  /** User-provided payment method name. */
  userDefinedName?: UserDefinedPaymentMethodName;
}

export interface PaymentOption {
  /** Type of selected payment option for current item. */
  value?: PaymentOptionType;
}

/** Type of selected payment option for catalog item */
export const PaymentOptionType = {
  FULL_PAYMENT_ONLINE: 'FULL_PAYMENT_ONLINE',
  FULL_PAYMENT_OFFLINE: 'FULL_PAYMENT_OFFLINE',
  MEMBERSHIP: 'MEMBERSHIP',
  DEPOSIT_ONLINE: 'DEPOSIT_ONLINE',
  MEMBERSHIP_OFFLINE: 'MEMBERSHIP_OFFLINE',
  MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER: 'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
} as const;

/** Type of selected payment option for catalog item */
export type PaymentOptionType = (typeof PaymentOptionType)[keyof typeof PaymentOptionType];

export interface PaymentPending {
  /** Regular payment. */
  regular?: RegularPayment;
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
}

export interface PaymentRefund {
  /** Specific payment within the order to refund */
  paymentId?: string;
  /** Refund amount. Not relevant for membership and gift card refunds. */
  amount?: Price;
  /** Whether refund is made externally and manually (on the payment provider's side) When false (default), the payment gateway will be called in order to make an actual refund, and then the payment will be marked as refunded. When true, the payment will only be *marked* as refunded, and no actual refund will be performed. */
  externalRefund?: boolean;
  /** Gateway refund id. When param is present, new refund is not created. Instead if order has a refund transaction with given gateway refund id, this refund will be updated with details from request, and all side effects from request will be executed. (Internal in the SDK.) */
  gatewayRefundId?: string;
}

export interface PaymentRefundability {
  /** Whether the payment supports automatic API-based refunds. Choose automatic refunds for faster processing when possible. */
  refundable?: boolean;
  /** Payment requires manual/external refund processing. Can be manually marked as refunded. Use the provided `providerLink` to access the provider's refund interface. */
  manuallyRefundable?: ManuallyRefundablePaymentStatus;
  /** Payment cannot be refunded due to business rules, provider restrictions, or payment state. Check the specific reason to understand why refunding is not possible. */
  nonRefundable?: NonRefundablePaymentStatus;
  /** Payment details including method, amounts, and transaction information. */
  payment?: PaymentInfo;
  /** URL to the payment provider's dashboard for manual refund processing. Required when payment has manual refund status. */
  providerLink?: string;
}

export interface PaymentRefunded {
  /** Refund ID. */
  refundId?: string;
  /** Details about the refunded payment. */
  payment?: RefundedPayment;
}

export interface PaymentRefundFailed {
  /** Refund ID. */
  refundId?: string;
  /** Details about the failed payment refund. */
  payment?: RefundedPayment;
}

export interface PaymentsSummary {
  /** Summary of cash-based payment methods (credit cards, PayPal, etc.). */
  monetary?: MonetaryPaymentSummary;
  /** Summary of membership-based payments using credits, plans, or benefits. */
  membership?: MembershipPaymentSummary;
}

export const PaymentStatus = {
  APPROVED: 'APPROVED',
  PENDING: 'PENDING',
  PENDING_MERCHANT: 'PENDING_MERCHANT',
  CANCELED: 'CANCELED',
  DECLINED: 'DECLINED',
  REFUNDED: 'REFUNDED',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  AUTHORIZED: 'AUTHORIZED',
  VOIDED: 'VOIDED',
} as const;

export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export interface PaymentStatusDetails {
  /** Internal in the SDK. */
  canceled?: CanceledStatusDetails;
  /** Internal in the SDK. */
  declined?: DeclinedStatusDetails;
  /** Internal in the SDK. */
  voided?: VoidedStatusDetails;
  /** Reason code from the payment gateway. (Internal in the SDK.) */
  paymentGatewayReasonCode?: string;
}

export const PaymentStatusEnumPaymentStatus = {
  UNSPECIFIED: 'UNSPECIFIED',
  NOT_PAID: 'NOT_PAID',
  PAID: 'PAID',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  FULLY_REFUNDED: 'FULLY_REFUNDED',
  PENDING: 'PENDING',
  PARTIALLY_PAID: 'PARTIALLY_PAID',
  PENDING_MERCHANT: 'PENDING_MERCHANT',
  CANCELED: 'CANCELED',
  DECLINED: 'DECLINED',
} as const;

export type PaymentStatusEnumPaymentStatus = (typeof PaymentStatusEnumPaymentStatus)[keyof typeof PaymentStatusEnumPaymentStatus];

/** Triggered when the payment status of an order is updated */
export interface PaymentStatusUpdated {
  /** The order that was updated */
  order?: Order;
  /** The previous status (before the update) */
  previousPaymentStatus?: PaymentStatusEnumPaymentStatus;
}

/** Triggered when a payment is updated. */
export interface PaymentsUpdated {
  /** Updated order transactions. */
  orderTransactions?: OrderTransactions;
  /** List of IDs of the updated payments. */
  paymentIds?: string[];
  /** List of IDs of the updated refunds. */
  refundIds?: string[];
}

export interface PhysicalProperties {
  /** Line item weight. Measurement unit matches the weight unit specified in `weightUnit` in the request. */
  weight?: number;
  /** Stock-keeping unit. Learn more about SKUs. */
  sku?: string;
  /** Whether this line item is shippable. */
  shippable?: boolean;
  /** Product dimensions (length, width, height of the physical product). (Internal in the SDK.) */
  productDimensions?: Dimensions;
  /** Package dimensions (length, width, height of the shipping package). (Internal in the SDK.) */
  packageDimensions?: Dimensions;
}

export interface PickupDetails {
  /** Pickup address. */
  address?: Address;
  /**
   * Whether the pickup address is that of a business - this may effect tax calculation.
   * @deprecated
   */
  businessLocation?: boolean;
  /** Pickup method */
  pickupMethod?: PickupMethod;
}

export const PickupMethod = {
  STORE_PICKUP: 'STORE_PICKUP',
  PICKUP_POINT: 'PICKUP_POINT',
} as const;

export type PickupMethod = (typeof PickupMethod)[keyof typeof PickupMethod];

export interface PlainTextValue {
  /** Description line plain text value in the site's default language as defined in the request envelope. */
  original?: string;
  /** Description line plain text value translated into the buyer's language. */
  translated?: string;
}

export interface PlatformFee {
  /** Platform fee name. */
  name?: TranslatableString;
  /** Platform fee charge type. */
  chargeType?: PlatformFeeChargeType;
  /** Percentage rate charged as platform fee. */
  percentageRate?: string;
}

export const PlatformFeeChargeType = {
  PASS_ON: 'PASS_ON',
  ABSORBED: 'ABSORBED',
} as const;

export type PlatformFeeChargeType = (typeof PlatformFeeChargeType)[keyof typeof PlatformFeeChargeType];

export interface PlatformFeeSummary {
  /** Total sum of all platform fees. */
  total?: Price;
  /** Total amount of platform fees with `PASS_ON` charge type. */
  totalPassOn?: Price;
  /** Total amount of platform fees with `ABSORBED` charge type. */
  totalAbsorbed?: Price;
  /** Specific information about each platform fee. */
  fees?: OrderPlatformFee[];
}

export interface Policy {
  /** Policy title - should be translated */
  title?: string;
  /** Policy content - should be translated */
  content?: string;
}

/** Predefined payment method types for offline/manual payments. */
export const PredefinedPaymentMethod = {
  CASH: 'CASH',
  BANK_TRANSFER: 'BANK_TRANSFER',
  CHECK: 'CHECK',
} as const;

/** Predefined payment method types for offline/manual payments. */
export type PredefinedPaymentMethod = (typeof PredefinedPaymentMethod)[keyof typeof PredefinedPaymentMethod];

export interface PreparePaymentCollectionRequest {
  /** Amount to collect */
  amount: Price;
  /** Optional parameter. When present, payment collection will be performed using given payment gateway order. Existing payment gateway order will be updated with a new amount. When parameter is absent, new payment gateway order will be created and used for payment collection. */
  paymentGatewayOrderId?: string;
  /**
   * Whether to delay capture of the payment. Default: false
   * @deprecated
   */
  delayedCapture?: boolean;
  /** Specifies whether payment collection is initiated by Merchant or User of User Default: `true` (Internal in the SDK.) */
  merchantInitiated?: boolean;
  /** Redirect urls which are used to return buyer to third party system. (Internal in the SDK.) */
  redirectUrls?: RedirectUrls;
  /** Delayed capture payment settings */
  delayedCaptureSettings?: DelayedCaptureSettings;
}

export interface PreparePaymentCollectionResponse {
  /** Payment gateway order id which is associated with given payment */
  paymentGatewayOrderId?: string;
}

export interface Price {
  /** Amount. */
  amount?: string;
  /** Amount formatted with currency symbol. Read-only. */
  formattedAmount?: string;
}

export interface PriceDescription {
  /** Price description in the site's default language as defined in the request envelope. */
  original?: string;
  /** Price description translated into the buyer's language. */
  translated?: string;
}

export interface PriceSummary {
  /** Subtotal of all line items, before discounts and before tax. */
  subtotal?: MultiCurrencyPrice;
  /** Total shipping price, before discounts and before tax. */
  shipping?: MultiCurrencyPrice;
  /** Total tax. */
  tax?: MultiCurrencyPrice;
  /** Total calculated discount value. */
  discount?: MultiCurrencyPrice;
  /** Total price after discounts, gift cards, and tax. */
  total?: MultiCurrencyPrice;
  /** Total additional fees price before tax. */
  additionalFees?: MultiCurrencyPrice;
}

export interface PrivacyPolicy {
  /** Whether the privacy policy is visible to the customer in the checkout page. <br><br> */
  visible?: boolean;
  /** Privacy policy content. */
  content?: string;
}

export interface ProductName {
  /** Item name in the site's default language as defined in the request envelope. */
  original?: string;
  /** Item name translated into the buyer's language. */
  translated?: string;
}

export const ProductPeriodAlignment = {
  ALIGNED_WITH_BILLING_PERIOD: 'ALIGNED_WITH_BILLING_PERIOD',
  NOT_ALIGNED_WITH_BILLING_PERIOD: 'NOT_ALIGNED_WITH_BILLING_PERIOD',
} as const;

export type ProductPeriodAlignment = (typeof ProductPeriodAlignment)[keyof typeof ProductPeriodAlignment];

export const PurchaseType = {
  ONLY_ONE_TIME_PURCHASE: 'ONLY_ONE_TIME_PURCHASE',
  ONLY_SUBSCRIPTION: 'ONLY_SUBSCRIPTION',
  ALL_PURCHASE_TYPES: 'ALL_PURCHASE_TYPES',
} as const;

export type PurchaseType = (typeof PurchaseType)[keyof typeof PurchaseType];

/** A special price is applied for a specific quantity of items. For example, 3 for $10. */
export interface QuantityBased {
  /** list of discountConfig options. */
  configurations?: DiscountConfig[];
}

export const RateType = {
  NO_TAX_COLLECTED: 'NO_TAX_COLLECTED',
  MANUAL_RATE: 'MANUAL_RATE',
  AUTO_RATE: 'AUTO_RATE',
  FALLBACK_RATE: 'FALLBACK_RATE',
} as const;

export type RateType = (typeof RateType)[keyof typeof RateType];

export interface RawHttpResponse {
  body?: string;
  statusCode?: number;
  headers?: HeadersEntry[];
}

/** Reason the authorization was voided. */
export const Reason = {
  MANUAL: 'MANUAL',
  SCHEDULED: 'SCHEDULED',
} as const;

/** Reason the authorization was voided. */
export type Reason = (typeof Reason)[keyof typeof Reason];

export interface ReceiptCreated {
  /** Receipt created by Wix. */
  wixReceipt?: WixReceipt;
  /** Receipt created by an external system. */
  externalReceipt?: ExternalReceipt;
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
}

export interface ReceiptSent {
  /** Receipt created by Wix. */
  wixReceipt?: WixReceipt;
  /** Receipt created by an external system. */
  externalReceipt?: ExternalReceipt;
  /** Payment ID of payment associated with this activity. */
  paymentId?: string;
}

export interface RecordManuallyCollectedPaymentRequest {
  /** Amount to be recorded as approved manual payment for given order */
  amount: Price;
  /** Payment method name provided by user. (Internal in the SDK.) */
  userDefinedPaymentMethodName?: UserDefinedPaymentMethodName;
}

/** Empty: the call returns no fields. */
export type RecordManuallyCollectedPaymentResponse = Record<string, unknown>;

export interface Recurrence {
  /** Weekly discount recurrence. */
  weeklySchedule?: WeeklySchedule;
}

export interface RedirectUrls {
  /** URL to redirect buyer in case of approved (successful) transaction */
  successUrl?: string;
  /** URL to redirect buyer in case of buyer canceled the transaction */
  cancelUrl?: string;
  /** URL to redirect buyer in case of failed/rejected transaction */
  errorUrl?: string;
  /** URL to redirect buyer in case of pending transaction (that might take some time to process) */
  pendingUrl?: string;
}

export interface Refund {
  /** Refund ID. Read-only. */
  id?: string;
  /** List of transactions. */
  transactions?: RefundTransaction[];
  /** Refund business details. */
  details?: RefundDetails;
  /** Date and time the refund was created in ISO-8601 format. Defaults to current time when not provided. Read-only. */
  createdDate?: Date;
  /** Aggregated refund summary. Read-only. */
  summary?: AggregatedRefundSummary;
  /** ID of the app that initiated this refund. Read-only. */
  requestingServiceAppId?: string;
}

export interface Refundability {
  /** Reason why payment is not refundable. */
  nonRefundableReason?: NonRefundableReason;
  /** Reason why payment is only refundable manually. */
  manuallyRefundableReason?: ManuallyRefundableReason;
  /** Payment ID. */
  paymentId?: string;
  /** Payment refundability status. */
  refundabilityStatus?: RefundableStatus;
  /** Link to payment provider dashboard. */
  providerLink?: string;
}

export const RefundableStatus = {
  NOT_REFUNDABLE: 'NOT_REFUNDABLE',
  MANUAL: 'MANUAL',
  REFUNDABLE: 'REFUNDABLE',
} as const;

export type RefundableStatus = (typeof RefundableStatus)[keyof typeof RefundableStatus];

export interface RefundCompleted {
  /** Order ID. */
  orderId?: string;
  /** Completed refund. */
  refund?: Refund;
  /** Refund side effects. */
  sideEffects?: RefundSideEffects;
  /** Order transactions after refund is completed. */
  orderTransactions?: OrderTransactions;
}

/** Business model of a refund request */
export interface RefundDetails {
  /** Order line item IDs and quantities that were refunded. */
  items?: RefundItem[];
  /** Whether the shipping fee was also refunded. */
  shippingIncluded?: boolean;
  /** Reason for the refund, provided by customer (optional). */
  reason?: string;
  /** Line items that were refunded. */
  lineItems?: LineItemRefund[];
  /** Additional fees that were refunded. */
  additionalFees?: AdditionalFeeRefund[];
  /** Shipping amount that was refunded. */
  shipping?: ShippingRefund;
}

export interface RefundedAsStoreCredit {
  /** Refund amount. */
  amount?: Price;
  /** Reason for refund. */
  reason?: string;
}

export interface RefundedPayment {
  /** Regular payment refund. */
  regular?: RegularPaymentRefund;
  /** Gift card payment refund. */
  giftCard?: GiftCardPaymentRefund;
  /** Membership payment refund. */
  membership?: MembershipPaymentRefund;
  /** Payment ID. */
  paymentId?: string;
  /** Whether refund was made externally and manually on the payment provider's side. */
  externalRefund?: boolean;
}

export interface RefundInitiated {
  /** Refund ID. */
  refundId?: string;
  /** Refund amount. */
  amount?: Price;
  /** Details about the payments being refunded. */
  payments?: RefundedPayment[];
  /** Reason for refund. */
  reason?: string;
}

export interface RefundItem {
  /** Line item ID the refunded line item. */
  lineItemId?: string;
  /** Line item quantity refunded. */
  quantity?: number;
}

export interface RefundItems {
  /** Line items and their quantities to refund. */
  lineItems?: LineItemRefund[];
  /** Additional fees and their amounts to refund. */
  additionalFees?: AdditionalFeeRefund[];
  /** Shipping amount to refund. */
  shipping?: ShippingRefund;
}

export interface RefundItemsBreakdown {
  /** Refunded line items and the amount refunded for each. */
  lineItems?: LineItemRefundSummary[];
}

export interface RefundPaymentsRequest {
  /** Order ID to process refunds for. */
  orderId: string;
  /** Payment refunds specifying which payments to refund and their amounts. Set `externalRefund` to `true` for manual refunds processed outside the system. */
  paymentRefunds: BillingPaymentRefund[];
  /** Additional actions to perform alongside the refund, such as restocking inventory or sending notifications. */
  sideEffects?: BillingRefundSideEffects;
  /** Specific items being refunded including line items, shipping, and additional fees. */
  refundItems?: RefundItems;
  /** Optional customer-provided reason for the refund for record-keeping purposes. */
  customerReason?: string;
  /** Location where the refund was processed. (Internal in the SDK.) */
  locationId?: string;
}

export interface RefundPaymentsResponse {
  /** Complete refund information including refund ID, status, and amounts processed. */
  refund?: Refund;
  /** Updated order transaction history reflecting all payments and refunds after processing. */
  orderTransactions?: OrderTransactions;
}

export interface RefundSideEffects {
  /** Inventory restock details as part of this refund. */
  restockInfo?: RestockInfo;
  /** Whether to send a refund confirmation email to the customer. */
  sendOrderRefundedEmail?: boolean;
  /** Custom message added to the refund confirmation email. */
  customMessage?: string;
}

/** Refund transaction status. */
export const RefundStatus = {
  PENDING: 'PENDING',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  SCHEDULED: 'SCHEDULED',
  STARTED: 'STARTED',
} as const;

/** Refund transaction status. */
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

export interface RefundStatusInfo {
  /** Reason code for the refund's current status. */
  paymentGatewayReasonCode?: string;
  /** Free text explanation of current refund status. */
  description?: string;
}

export interface RefundTransaction {
  /** ID of the payment associated with this refund. */
  paymentId?: string;
  /** Refund amount. */
  amount?: Price;
  /** Refund status. */
  refundStatus?: RefundStatus;
  /** Optional details of current refund status. */
  refundStatusInfo?: RefundStatusInfo;
  /** Payment gateway's refund ID. This field is only returned when the value of `external_refund` is `false`. */
  gatewayRefundId?: string;
  /** ID of the refund in the payment provider's system. For example, at PayPal, Square, Stripe, etc. Not returned for external refunds. */
  providerRefundId?: string;
  /** Whether refund was made externally and manually on the payment provider's side. */
  externalRefund?: boolean;
  /** Location where the refund was processed. (Internal in the SDK.) */
  locationId?: string;
}

export interface Region {
  /** The delivery region id. */
  id?: string;
  /** The delivery region name. */
  name?: string;
}

export interface RegularPayment {
  /** Credit card details. */
  creditCardDetails?: CreditCardDetails;
  /** Payment amount. */
  amount?: Price;
}

export interface RegularPaymentDetails {
  /** Credit card details. */
  creditCardDetails?: CreditCardPaymentMethodDetails;
  /** Wix Payments order ID. */
  paymentOrderId?: string;
  /** Payment gateway's transaction ID. This field is only returned when the value of `offline_payment` is `false`. */
  gatewayTransactionId?: string;
  /**
   * Payment method. Deprecated. Use `paymentMethodName.buyerLanguageName` instead. Non-exhaustive list of supported values: + `CreditCard`, `Alipay`, `AstropayCash`, `AstropayDBT`, `AstropayMBT`, `Bitcoin`, `BitPay`, `Cash`, `ConvenienceStore`, `EPay`, `Fake`, `Giropay`, `IDeal`, `InPerson`, `Klarna`, `MercadoPago`,...
   * @deprecated
   */
  paymentMethod?: string;
  /** Transaction ID in the payment provider's system. For example, at PayPal, Square, Stripe, etc. Not returned for offline payments. */
  providerTransactionId?: string;
  /** Whether the payment was made offline. For example, when using cash or when marked as paid in the Business Manager. */
  offlinePayment?: boolean;
  /**
   * Payment status.
   * @deprecated
   */
  status?: TransactionStatus;
  /** Whether there is a payment agreement that allows for future charges. */
  savedPaymentMethod?: boolean;
  /** Authorization details. */
  authorizationDetails?: AuthorizationDetails;
  /** Payment service provider display name. Non-exhaustive list of supported values: Wix Payments, PayPal, Square, Stripe, etc. (Internal in the SDK.) */
  paymentProvider?: string;
  /** Record of chargebacks made by the buyer. */
  chargebacks?: Chargeback[];
  /** Payment method ID. (Internal in the SDK.) */
  paymentMethodId?: string;
  /** Platform fee amount associated with this payment. */
  platformFee?: Price;
  /** Payment method with buyer and optional owner translations. Non-exhaustive list of supported values: + `CreditCard`, `Alipay`, `AstropayCash`, `AstropayDBT`, `AstropayMBT`, `Bitcoin`, `BitPay`, `Cash`, `ConvenienceStore`, `EPay`, `Fake`, `Giropay`, `IDeal`, `InPerson`, `Klarna`, `MercadoPago`, `Netpay`, `NordeaSolo`,... */
  paymentMethodName?: PaymentMethodName;
}

export interface RegularPaymentRefund {
  /** Refund amount. */
  amount?: Price;
  /** The last 4 digits of the card number. */
  lastFourDigits?: string;
  /** Card issuer's brand. */
  brand?: string;
}

export interface RemoveCouponResponse {
  /** Updated checkout after removal of coupon. */
  checkout?: Checkout;
}

export interface RemoveGiftCardResponse {
  /** Updated checkout after removal of gift card. */
  checkout?: Checkout;
}

export interface RemoveLineItemsRequest {
  /** IDs of the line items to remove from the checkout. */
  lineItemIds: string[];
}

export interface RemoveLineItemsResponse {
  /** Updated checkout after removal of line items. */
  checkout?: Checkout;
}

export interface RemoveOverrideCheckoutUrlResponse {
  /** Updated checkout after removal of override checkout url. */
  checkout?: Checkout;
}

export interface RestockInfo {
  /** Restock type. */
  type?: RestockType;
  /**
   * Deprecated, use items instead (Internal in the SDK.)
   * @deprecated
   */
  lineItemIds?: string[];
  /** Restocked line items and quantities. Only relevant for `{"type": "SOME_ITEMS"}`. */
  items?: RestockItem[];
}

export interface RestockItem {
  /** ID of the line item being restocked. */
  lineItemId?: string;
  /** Line item quantity being restocked. */
  quantity?: number;
  /** Per-location breakdown of restock quantities. (Internal in the SDK.) */
  restockLocations?: RestockLocation[];
}

/** Quantity of items restocked at a specific location. */
export interface RestockLocation {
  /** ID of the location where items were restocked. */
  locationId?: string;
  /** Number of items restocked at this location. */
  quantity?: number;
}

export interface RestockSideEffects {
  /** Items to add back to inventory when processing the refund. Use this to automatically restock returned items. */
  lineItems?: RestockItem[];
}

export const RestockType = {
  NO_ITEMS: 'NO_ITEMS',
  ALL_ITEMS: 'ALL_ITEMS',
  SOME_ITEMS: 'SOME_ITEMS',
} as const;

export type RestockType = (typeof RestockType)[keyof typeof RestockType];

export interface ReturnPolicy {
  /** Whether the return policy is visible to the customer in the checkout page. <br><br> */
  visible?: boolean;
  /** Return policy content. */
  content?: string;
}

export const RuleType = {
  VALIDATION: 'VALIDATION',
  OTHER: 'OTHER',
  MAX: 'MAX',
  MIN: 'MIN',
  MAX_LENGTH: 'MAX_LENGTH',
  MIN_LENGTH: 'MIN_LENGTH',
  MAX_SIZE: 'MAX_SIZE',
  MIN_SIZE: 'MIN_SIZE',
  FORMAT: 'FORMAT',
  DECIMAL_LTE: 'DECIMAL_LTE',
  DECIMAL_GTE: 'DECIMAL_GTE',
  DECIMAL_LT: 'DECIMAL_LT',
  DECIMAL_GT: 'DECIMAL_GT',
  DECIMAL_MAX_SCALE: 'DECIMAL_MAX_SCALE',
  INVALID_ENUM_VALUE: 'INVALID_ENUM_VALUE',
  REQUIRED_FIELD: 'REQUIRED_FIELD',
  FIELD_NOT_ALLOWED: 'FIELD_NOT_ALLOWED',
  ONE_OF_ALIGNMENT: 'ONE_OF_ALIGNMENT',
  EXACT_LENGTH: 'EXACT_LENGTH',
  EXACT_SIZE: 'EXACT_SIZE',
  REQUIRED_ONE_OF_FIELD: 'REQUIRED_ONE_OF_FIELD',
} as const;

export type RuleType = (typeof RuleType)[keyof typeof RuleType];

/** Payment method is saved for order */
export interface SavedPaymentMethod {
  /** Payment method name. */
  name?: string;
  /** Payment method description. */
  description?: string;
}

export const ScheduledAction = {
  VOID: 'VOID',
  CAPTURE: 'CAPTURE',
} as const;

export type ScheduledAction = (typeof ScheduledAction)[keyof typeof ScheduledAction];

export interface Scope {
  /** Scope namespace (Wix Stores, Wix Bookings, Wix Events, Wix Pricing Plans) */
  namespace?: string;
  /** Coupon scope's applied group (e.g., event or ticket in Wix Events) */
  group?: Group;
}

export const ScopeType = {
  CATALOG_ITEM: 'CATALOG_ITEM',
  CUSTOM_FILTER: 'CUSTOM_FILTER',
} as const;

export type ScopeType = (typeof ScopeType)[keyof typeof ScopeType];

export interface SearchOrdersRequest {
  /** Search options. */
  search: CursorSearch;
}

export interface SearchOrdersResponse {
  /** List of orders. */
  orders?: Order[];
  /** Details on the paged set of results returned. */
  metadata?: CursorPagingMetadata;
}

export interface SecuredMedia {
  /** Media ID in Wix Media Manager. */
  id?: string;
  /** Original filename. */
  fileName?: string;
  /** File type. */
  fileType?: FileType;
}

export interface SelectedCarrierServiceOption {
  /** Unique identifier of selected option. For example, "usps_std_overnight". */
  code?: string;
  /** Title of the option, such as USPS Standard Overnight Delivery (in the requested locale). For example, "Standard" or "First-Class Package International". Read-only. */
  title?: string;
  /** Delivery logistics. Read-only. */
  logistics?: DeliveryLogistics;
  /** Shipping costs. Read-only. */
  cost?: SelectedCarrierServiceOptionPrices;
  /** Were we able to find the requested shipping option, or otherwise we fallback to the default one (the first) Read-only. */
  requestedShippingOption?: boolean;
  /**
   * Other charges
   * @deprecated
   */
  otherCharges?: SelectedCarrierServiceOptionOtherCharge[];
  /** This carrier's unique ID */
  carrierId?: string;
  /** Delivery solution allocations to different delivery carriers and delivery regions */
  deliveryAllocations?: DeliveryAllocation[];
  /** If the delivery solution is a partial and doesn't apply to all items. */
  partial?: boolean;
}

export interface SelectedCarrierServiceOptionOtherCharge {
  /** Type of additional cost. */
  type?: ChargeType;
  /** Details of the charge, such as 'Full Coverage Insurance of up to 80% of value of shipment'. */
  details?: string;
  /** Price of added charge. */
  cost?: SelectedCarrierServiceOptionPrices;
}

export interface SelectedCarrierServiceOptionPrices {
  /** Total shipping price, after discount and after tax. */
  totalPriceAfterTax?: MultiCurrencyPrice;
  /** Total price of shipping after discounts (when relevant), and before tax. */
  totalPriceBeforeTax?: MultiCurrencyPrice;
  /** Tax details. */
  taxDetails?: ItemTaxFullDetails;
  /** Shipping discount before tax. */
  totalDiscount?: MultiCurrencyPrice;
  /** Shipping price before discount and before tax. */
  price?: MultiCurrencyPrice;
}

export interface SelectedMembership {
  /** Membership ID. */
  id?: string;
  /** ID of the app providing this payment option. */
  appId?: string;
  /** IDs of the line items this membership applies to. */
  lineItemIds?: string[];
}

export interface SelectedMemberships {
  /** Selected memberships. */
  memberships?: SelectedMembership[];
}

export interface ServiceProperties {
  /** Date and time the service is to be provided, in ISO-8601 format. For example, the start time of a class. */
  scheduledDate?: Date;
  /** The number of people participating in the service. For example, the number of people attending a class or the number of people per hotel room. */
  numberOfParticipants?: number;
  /** Date and time the service is to be ended, in ISO-8601 format. For example, the date and time a class will end. (Internal in the SDK.) */
  endDate?: Date;
}

export interface ServiceSettings {
  /** Estimated delivery time. */
  estimatedDeliveryTime?: string;
  /** Handling fee. */
  handlingFee?: HandlingFee;
  /** Amount above which free delivery is offered. */
  freeDeliveryMinimumAmount?: string;
}

export const Severity = {
  WARNING: 'WARNING',
  ERROR: 'ERROR',
} as const;

export type Severity = (typeof Severity)[keyof typeof Severity];

export interface ShippingInfo {
  /** Shipping address and contact details. */
  shippingDestination?: AddressWithContact;
  /** Selected option out of the options allowed for the `region`. */
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  /** Shipping region. Based on the address provided. Read-only. */
  region?: ShippingRegion;
  /** All carrier options for this shipping rule. Read-only. */
  carrierServiceOptions?: CarrierServiceOption[];
}

export interface ShippingInformation {
  /** Order’s shipping price. */
  total?: Price;
  /** Order’s shipping title. */
  shippingTitle?: string;
}

export interface ShippingInformationChange {
  /** Order’s Shipping Information. Before update */
  originalShippingInfo?: ShippingInformation;
  /** Order’s Shipping Information. After update */
  newShippingInfo?: ShippingInformation;
}

export interface ShippingOption {
  /** ShippingOption ID. Read-only. */
  id?: string;
  /** Revision number, which increments by 1 each time the ShippingOption is updated. To prevent conflicting changes, the current revision must be passed when updating the ShippingOption. Read-only. */
  revision?: string;
  /** Date and time the ShippingOption was created. Read-only. */
  createdDate?: Date;
  /** Date and time the ShippingOption was last updated. Read-only. */
  updatedDate?: Date;
  /**
   * Associated delivery region id.
   * @deprecated
   */
  deliveryRegionId?: string;
  /** This shipping option is active for the following delivery regions. */
  deliveryRegionIds?: string[];
  /** Delivery option configured for the ShippingOption */
  title?: string;
  /** Estimated delivery time. For example, "2-3 business days". */
  estimatedDeliveryTime?: string;
  /** at runtime for a given shipment input, up to one rate (price) should be returned in an option. If more than one rate is valid then we return the lowest one. */
  rates?: ConditionalRates[];
  /** Data Extensions */
  extendedFields?: ExtendedFields;
}

/** Payload of the wix.ecom.v1.shipping_option_created event (shipping option created). */
export interface ShippingOptionCreatedEvent {
  entity: ShippingOption;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.shipping_option_deleted event (shipping option deleted). */
export interface ShippingOptionDeletedEvent {
  entity: ShippingOption;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.shipping_option_updated event (shipping option updated). */
export interface ShippingOptionUpdatedEvent {
  entity: ShippingOption;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export interface ShippingPrice {
  /** Shipping price. */
  price?: MultiCurrencyPrice;
  /** Other costs such as insurance, handling & packaging for fragile items, etc. */
  otherCharges?: OtherCharge[];
}

export interface ShippingRefund {
  /** Refund amount. */
  amount?: Price;
}

export interface ShippingRefundability {
  /** Original shipping fee amount. */
  amount?: Price;
  /** Previously refunded shipping fee amount. */
  refundedAmount?: Price;
  /** Shipping fee amount available for refund. */
  availableRefundAmount?: Price;
}

export interface ShippingRegion {
  /** Shipping region ID. Read-only. */
  id?: string;
  /** Shipping region name. */
  name?: string;
}

export interface ShippoConfiguration {
  /** ShippoConfiguration ID. Read-only. */
  id?: string;
  revision?: string;
  /** Date and time the ShippoConfiguration was created. Read-only. */
  createdDate?: Date;
  /** Date and time the ShippoConfiguration was last updated. Read-only. */
  updatedDate?: Date;
  /**
   * Associated delivery region ID.
   * @deprecated
   */
  deliveryRegionId?: string;
  /** Settings of USPS domestic services. */
  domesticServices?: DomesticServiceSettings[];
  /** Settings of USPS international services. */
  internationalServices?: InternationalServiceSettings[];
  /** Package type. */
  packageType?: PackageType;
  /** Package details. */
  packageDetails?: PackageDetails;
  /** Location ID from OS location service. */
  osLocationId?: string;
  /** Ship from address materialized from OS location. Read-only. */
  shipFromAddress?: Address;
  /** This shippo configuration is active for the following delivery regions. */
  deliveryRegionIds?: string[];
  /** Backup weight. */
  backupWeight?: string;
  /** Data extensions. */
  extendedFields?: ExtendedFields;
}

/** Payload of the wix.ecom.v1.shippo_configuration_created event (shippo configuration created). */
export interface ShippoConfigurationCreatedEvent {
  entity: ShippoConfiguration;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.shippo_configuration_deleted event (shippo configuration deleted). */
export interface ShippoConfigurationDeletedEvent {
  entity: ShippoConfiguration;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.v1.shippo_configuration_updated event (shippo configuration updated). */
export interface ShippoConfigurationUpdatedEvent {
  entity: ShippoConfiguration;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export interface Sorting {
  /** Name of the field to sort by. */
  fieldName?: string;
  /** Sort order. */
  order?: SortOrder;
  /** When `field_name` is a property of repeated field that is marked as `MATCH_ITEMS` and sort should be done by a specific element from a collection, filter can/should be provided to ensure correct sort value is picked. (Internal in the SDK.) */
  selectItemsBy?: Array<Record<string, unknown>>;
  /** Origin point for geo-distance sorting on a GEO field results are ordered by distance from this point (ASC = nearest first, DESC = farthest first). */
  origin?: AddressLocation;
}

export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

export const SpecificItemsCouponBehavior = {
  UNDEFINED_COUPON_BEHAVIOR: 'UNDEFINED_COUPON_BEHAVIOR',
  ITEM_SUBTOTAL_INCLUDES_DISCOUNT: 'ITEM_SUBTOTAL_INCLUDES_DISCOUNT',
  LEGACY_ITEM_SUBTOTAL_DOES_NOT_INCLUDE_DISCOUNT: 'LEGACY_ITEM_SUBTOTAL_DOES_NOT_INCLUDE_DISCOUNT',
} as const;

export type SpecificItemsCouponBehavior = (typeof SpecificItemsCouponBehavior)[keyof typeof SpecificItemsCouponBehavior];

export interface SpecificItemsInfo {
  /** All associated scopes for `SPECIFIC_ITEMS` target type. */
  scopes?: DiscountRuleScope[];
  /** limit number of items the discount can be applied to if no limit specified, the discount will be applied to all items in the request that match 'scopes' field (Internal in the SDK.) */
  limit?: number;
  /** Scopes of items to exclude from the discounted set. Exclusion wins on overlap: an item that matches both `scopes` and `excluded_scopes` is not discounted. (Internal in the SDK.) */
  excludedScopes?: DiscountRuleScope[];
}

/** How a tip is split between staff members: equally or proportionally. */
export const StaffDistributionMethod = {
  UNKNOWN_SPLIT_METHOD: 'UNKNOWN_SPLIT_METHOD',
  EQUAL: 'EQUAL',
  PROPORTIONAL: 'PROPORTIONAL',
} as const;

/** How a tip is split between staff members: equally or proportionally. */
export type StaffDistributionMethod = (typeof StaffDistributionMethod)[keyof typeof StaffDistributionMethod];

/** Street address. */
export interface StreetAddress {
  /** Street number. */
  number?: string;
  /** Street name. */
  name?: string;
  /** Apartment number. */
  apt?: string;
  /** Optional address line 1. */
  formattedAddressLine?: string;
}

export interface SubscriptionCharges {
  /** ids of the items the subscription is defined on */
  lineItemIds?: string[];
  /** Generated description explaining future charges amount and schedule. Translated to subscription order buyer language, or to site language if was not provided. */
  description?: string;
  /** Charges for subscription. */
  charges?: Charge[];
}

export interface SubscriptionCheckboxField {
  /** Whether the checkbox is visible to the customer. */
  visible?: boolean;
  /** Whether the checkbox is checked by default. */
  checkedByDefault?: boolean;
  /** Whether checkout shows two separate opt-in checkboxes for email and SMS instead of a single combined checkbox. Only takes effect when `visible` is `true`. Both checkboxes are always shown together - a buyer can't be shown just one channel. */
  splitByChannel?: boolean;
}

/** A SubscriptionContract is a ... You can ... Read more about SubscriptionContracts in this article. */
export interface SubscriptionContract {
  /** SubscriptionContract ID. Read-only. */
  id?: string;
  /** Revision number, which increments by 1 each time the SubscriptionContract is updated. To prevent conflicting changes, the current revision must be passed when updating the SubscriptionContract. Read-only. */
  revision?: string;
  /** Date and time the subscription contract was created in ISO-8601 format. Read-only. */
  createdDate?: Date;
  /** Date and time the subscription contract was last updated in ISO-8601 format. Read-only. */
  updatedDate?: Date;
  /** Corresponding billing subscription id (Internal in the SDK.) */
  billingSubscriptionId?: string;
  /**
   * Subscription option description. For example, `"1kg of selected coffee, once a month"`.
   * @deprecated
   */
  description?: string;
  /** Subscription option description. For example, `"1kg of selected coffee, once a month"`. (Internal in the SDK.) */
  subscriptionDescription?: V1SubscriptionDescription;
  /** Subscription detailed information. */
  subscriptionSettings?: V1SubscriptionSettings;
  /** Order line items. */
  lineItems?: OrderLineItem[];
  /** Buyer information. */
  buyerInfo?: OrderBuyerInfo;
  /** Language for communication with the buyer. Defaults to the site language. For a site that supports multiple languages, this is the language the buyer selected. */
  buyerLanguage?: string;
  /** Weight measurement unit - defaults to site's weight unit. */
  weightUnit?: WeightUnit;
  /** Currency used for the pricing of this order in ISO-4217 format. */
  currency?: string;
  /** Multi-currency information of the subscription. conversionRate may reflect updated exchange rate on created order per recurring cycle. */
  currencyConversionDetails?: CurrencyConversionDetails;
  /** Whether tax is included in line item prices. */
  taxIncludedInPrices?: boolean;
  /** Order price summary. Read-only. */
  priceSummary?: OrderPriceSummary;
  /** Summary of platform fees for this subscription contract, including totals by charge type and a breakdown of individual fees. */
  platformFeeSummary?: PlatformFeeSummary;
  /** Billing address and contact details. */
  billingInfo?: OrderAddressWithContact;
  /** Shipping info and selected shipping option details. */
  shippingInfo?: SubscriptionContractShippingInformation;
  /** Tax information. Read-only. (Internal in the SDK.) */
  taxInfo?: OrderTaxInfo;
  /** Applied discounts. */
  appliedDiscounts?: OrderAppliedDiscount[];
  /** Information about the sales channel that submitted this order. */
  channelInfo?: ChannelInfo;
  /** Custom fields. */
  customFields?: CustomField[];
  /** Order recipient address and contact details. */
  recipientInfo?: OrderAddressWithContact;
  /** Custom field data for the subscription contract object. */
  extendedFields?: ExtendedFields;
  /**
   * Subscription option title. For example, `"Monthly coffee Subscription"`.
   * @deprecated
   */
  title?: string;
  /** Subscription title. For example, `"Monthly coffee Subscription"`. (Internal in the SDK.) */
  subscriptionTitle?: V1SubscriptionTitle;
  /** Additional fees applied to subscription contract. */
  additionalFees?: OrderAdditionalFee[];
  /** Order Location (Internal in the SDK.) */
  businessLocation?: Location;
  /** Contract-level settings and allowed actions. (Internal in the SDK.) */
  settings?: SubscriptionContractSettings;
  /** Activities recorded on this contract (e.g. draft commits, status changes). Read-only. */
  activities?: SubscriptionContractActivity[];
}

export interface SubscriptionContractActivity {
  /** Scopes the draft to the contract level, applying to all future cycles. */
  contractTarget?: ContractTarget;
  /** Changes committed from a DraftSubscriptionContract. */
  changesApplied?: ChangesAppliedActivity;
  /** Activity ID. Read-only. */
  id?: string;
  /** When the activity occurred. Read-only. */
  createdDate?: Date;
  /** Identity of the draft order's initiator. Read-only. */
  author?: ActivityAuthor;
  /** Activity type. */
  activityType?: SubscriptionContractActivityType;
}

export const SubscriptionContractActivityType = {
  UNKNOWN_ACTIVITY_TYPE: 'UNKNOWN_ACTIVITY_TYPE',
  CHANGES_APPLIED: 'CHANGES_APPLIED',
} as const;

export type SubscriptionContractActivityType = (typeof SubscriptionContractActivityType)[keyof typeof SubscriptionContractActivityType];

/** Payload of the wix.ecom.subscription_contracts.v1.subscription_contract_created event (subscription contract created). */
export interface SubscriptionContractCreatedEvent {
  entity: SubscriptionContract;
  metadata: EventMetadata;
}

/** Payload of the wix.ecom.subscription_contracts.v1.subscription_contract_deleted event (subscription contract deleted). */
export interface SubscriptionContractDeletedEvent {
  metadata: EventMetadata;
}

export interface SubscriptionContractLineItemChanges {
  /** Line item ID. */
  id?: string;
  /** Item name after change. */
  name?: ProductName;
  /** Item quantity change. */
  quantity?: LineItemQuantityChange;
}

export interface SubscriptionContractManagedAdditionalFee {
  /** Additional fee ID. */
  id?: string;
  /** Additional fee name. */
  name?: TranslatedValue;
  /** Additional fee amount. */
  totalAmount?: Price;
}

export interface SubscriptionContractManagedDiscount {
  /** Discount ID. */
  id?: string;
  /** Discount name. */
  name?: TranslatedValue;
  /** Discount amount. */
  totalAmount?: Price;
}

export interface SubscriptionContractSettings {
  /** Indicates which coupon calculation model was used when creating this contract. */
  specificItemsCouponBehavior?: SpecificItemsCouponBehavior;
}

export interface SubscriptionContractShippingInformation {
  /** App Def Id of external provider which was a source of shipping info */
  carrierId?: string;
  /** Unique code (or ID) of selected shipping option. For example, `"usps_std_overnight"`. */
  code?: string;
  /** Shipping option title. For example, `"USPS Standard Overnight Delivery"`, `"Standard"` or `"First-Class Package International"`. */
  title?: string;
  /** Shipping logistics. */
  logistics?: OrderDeliveryLogistics;
  /** Shipping costs. */
  cost?: OrderShippingPrice;
  /** Shipping region. */
  region?: OrderShippingRegion;
}

/** Payload of the wix.ecom.subscription_contracts.v1.subscription_contract_updated event (subscription contract updated). */
export interface SubscriptionContractUpdatedEvent {
  entity: SubscriptionContract;
  metadata: EventMetadata;
  /** The fields that changed and their previous values, by field path. */
  modifiedFields: Record<string, unknown>;
}

export interface SubscriptionDescription {
  /** Subscription option description. */
  original?: string;
  /** Translated subscription option description. */
  translated?: string;
}

/** Frequency unit of recurring payment */
export const SubscriptionFrequency = {
  UNDEFINED: 'UNDEFINED',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
} as const;

/** Frequency unit of recurring payment */
export type SubscriptionFrequency = (typeof SubscriptionFrequency)[keyof typeof SubscriptionFrequency];

export interface SubscriptionInfo {
  /** Subscription ID. */
  id?: string;
  /** Subscription cycle. For example, if this order is for the 3rd cycle of a subscription, value will be `3`. */
  cycleNumber?: number;
  /**
   * Subscription option title. For example, `"Monthly coffee Subscription"`.
   * @deprecated
   */
  subscriptionOptionTitle?: string;
  /** Subscription title. For example, `"Monthly coffee Subscription"`. (Internal in the SDK.) */
  title?: SubscriptionTitle;
  /**
   * Subscription option description. For example, `"1kg of selected coffee, once a month"`.
   * @deprecated
   */
  subscriptionOptionDescription?: string;
  /** Subscription description. For example, `"1kg of selected coffee, once a month"`. (Internal in the SDK.) */
  description?: SubscriptionDescription;
  /** Subscription detailed information. */
  subscriptionSettings?: SubscriptionSettings;
  /** Description of the charges that will be applied for subscription. */
  chargesDescription?: string;
  /** Details of the billing adjustment applied to the current subscription cycle due to a shift in the subscription’s billing date. (Internal in the SDK.) */
  billingAdjustment?: BillingAdjustment;
}

export interface SubscriptionOptionInfo {
  /** Subscription option settings. */
  subscriptionSettings?: SubscriptionSettings;
  /** Subscription option title. */
  title?: Title;
  /** Subscription option description. */
  description?: Description;
}

export interface SubscriptionSettings {
  /** Frequency of recurring payment. */
  frequency?: SubscriptionFrequency;
  /** Interval of recurring payment. */
  interval?: number;
  /** Whether subscription is renewed automatically at the end of each period. */
  autoRenewal?: boolean;
  /** Number of billing cycles before subscription ends. Ignored if `autoRenewal` is `true`. */
  billingCycles?: number;
  /** Whether to allow the customer to cancel the subscription.. */
  enableCustomerCancellation?: boolean;
  /** Period until first cycle starts. If applied payNow will be 0 If None => no free trial */
  freeTrialPeriod?: FreeTrialPeriod;
  /** The date the subscription will start. The subscription will be charged either now or according to freeTrialDays. (Internal in the SDK.) */
  startDate?: Date;
  /** Billing configuration for recurring charges. (Internal in the SDK.) */
  billingSettings?: BillingSettings;
  /** Whether the product/service/subscription access period is aligned with the billing period. (Internal in the SDK.) */
  productPeriodAlignment?: ProductPeriodAlignment;
}

export const SubscriptionSettingsProductPeriodAlignment = {
  ALIGNED_WITH_BILLING_PERIOD: 'ALIGNED_WITH_BILLING_PERIOD',
  NOT_ALIGNED_WITH_BILLING_PERIOD: 'NOT_ALIGNED_WITH_BILLING_PERIOD',
} as const;

export type SubscriptionSettingsProductPeriodAlignment = (typeof SubscriptionSettingsProductPeriodAlignment)[keyof typeof SubscriptionSettingsProductPeriodAlignment];

export interface SubscriptionTitle {
  /** Subscription option name in the site's default language as defined in the request envelope. */
  original?: string;
  /** Subscription option name translated into the buyer's language. */
  translated?: string;
}

export interface SubtotalRange {
  /** Relevant scopes for `SPECIFIC_ITEMS` target type. */
  scopes?: DiscountRuleScope[];
  /** Minimum subtotal price (inclusive). */
  from?: string;
  /** Maximum subtotal price (inclusive). */
  to?: string;
}

export const SuggestedFix = {
  UNKNOWN_SUGGESTED_FIX: 'UNKNOWN_SUGGESTED_FIX',
  REMOVE_LINE_ITEM: 'REMOVE_LINE_ITEM',
} as const;

export type SuggestedFix = (typeof SuggestedFix)[keyof typeof SuggestedFix];

export interface SystemError {
  /** Error code. */
  errorCode?: string;
}

export interface TagList {
  /** List of tag IDs */
  tagIds?: string[];
}

export interface TagReference {
  /** Eligible tag id. */
  tagId?: string;
  /** Eligible label id. */
  labelKey?: string;
}

/** Common object for tags. Should be use as in this example: message Foo { option (.wix.api.decomposite_of) = "wix.common.tags.Foo"; string id = 1; ... Tags tags = 5 } */
export interface Tags {
  /** Tags that require an additional permission in order to access them, normally not given to site members or visitors. */
  privateTags?: TagList;
  /** Tags that are exposed to anyone who has access to the labeled entity itself, including site members and visitors. */
  tags?: TagList;
}

export interface Target {
  /** General (other) violation. */
  other?: Other;
  /** Specific line item violation. */
  lineItem?: TargetLineItem;
}

/** Specific line item violation. */
export interface TargetLineItem {
  /** Location on a checkout or a cart page where the specific line item violation will be displayed. */
  name?: NameInLineItem;
  /** ID of the line item containing the violation. */
  id?: string;
  /** Suggested fix for resolving the line item violation. (Internal in the SDK.) */
  suggestedFix?: SuggestedFix;
}

export interface TaxableAddress {
  /** taxable address type. if this field is selected, the address is automatically resolved, and the tax is calculated accordingly. */
  addressType?: TaxableAddressType;
}

export const TaxableAddressType = {
  BUSINESS: 'BUSINESS',
  BILLING: 'BILLING',
  SHIPPING: 'SHIPPING',
} as const;

export type TaxableAddressType = (typeof TaxableAddressType)[keyof typeof TaxableAddressType];

/** TaxBreakdown represents tax information for a line item. It holds the tax amount and the tax rate for each tax authority that apply on the line item. */
export interface TaxBreakdown {
  /** The name of the jurisdiction to which this tax detail applies. For example, "New York" or "Quebec". */
  jurisdiction?: string;
  /** The amount of this line item price that was considered nontaxable. (Decimal value) */
  nonTaxableAmount?: MultiCurrencyPrice;
  /** The rate at which this tax detail was calculated, e.g 0.1000 signifies 10% tax and 2.0000 signifies 200% tax. (Decimal value) */
  rate?: string;
  /** The amount of tax estimated for this line item. (Decimal value) */
  taxAmount?: MultiCurrencyPrice;
  /** The taxable amount of this line item. */
  taxableAmount?: MultiCurrencyPrice;
  /** The type of tax that was calculated. Depends on the jurisdiction's tax laws. For example, "Sales Tax", "Income Tax", "Value Added Tax", etc. */
  taxType?: string;
  /** The name of the tax against which this tax amount was calculated. For example, "NY State Sales Tax", "Quebec GST", etc. This name should be explicit enough to allow the merchant to understand what tax was calculated. */
  taxName?: string;
  /** The type of the jurisdiction in which this tax detail applies. */
  jurisdictionType?: JurisdictionType;
  /** The amount of this line item that was exempt from this authority. (Internal in the SDK.) */
  exemptAmount?: MultiCurrencyPrice;
}

export interface TaxCalculationDetails {
  /** Reason the manual calculation was used. */
  manualRateReason?: ManualCalculationReason;
  /** Details of the fallback rate calculation. */
  autoTaxFallbackDetails?: AutoTaxFallbackCalculationDetails;
  /** Rate calculation type. */
  rateType?: RateType;
}

/** A tax group is a category of specific line items grouped together based on their tax treatment. You can create new tax groups to apply distinct tax rates and rules. */
export interface TaxGroup {
  /** Tax group ID. Read-only. */
  id?: string;
  /** Tax group name. */
  name?: string;
  /** Revision number, which increments by 1 each time the tax group is updated. To prevent conflicting changes, the current revision must be passed when updating the tax group. Read-only. */
  revision?: string;
  /** Date and time the tax group was created. Read-only. */
  createdDate?: Date;
  /** Date and time the tax group was last updated. Read-only. */
  updatedDate?: Date;
}

/** Payload of the wix.billing.v1.tax_group_created event (tax group created). */
export interface TaxGroupCreatedEvent {
  entity: TaxGroup;
  metadata: EventMetadata;
}

/** Payload of the wix.billing.v1.tax_group_deleted event (tax group deleted). */
export interface TaxGroupDeletedEvent {
  metadata: EventMetadata;
}

/** Payload of the wix.billing.v1.tax_group_updated event (tax group updated). */
export interface TaxGroupUpdatedEvent {
  entity: TaxGroup;
  metadata: EventMetadata;
}

export interface TaxRateBreakdown {
  /** Name of tax against which the calculation was performed. */
  name?: string;
  /** Rate at which this tax detail was calculated. */
  rate?: string;
  /** Amount of tax for this tax detail. */
  tax?: MultiCurrencyPrice;
  /** The type of tax that was calculated (Internal in the SDK.) */
  taxType?: string;
  /** The name of the jurisdiction in which this tax detail applies (Internal in the SDK.) */
  jurisdiction?: string;
  /** The type of the jurisdiction in which this tax detail applies(Country,State,County,City,Special). (Internal in the SDK.) */
  jurisdictionType?: string;
  /** The amount of this line item that was exempt from this authority. (Internal in the SDK.) */
  exemptAmount?: MultiCurrencyPrice;
  /** ids of the used exemptions from the TaxEstimate exemptions array. (Internal in the SDK.) */
  exemptionIds?: number[];
  /** The taxable amount of this tax detail (Internal in the SDK.) */
  taxableAmount?: MultiCurrencyPrice;
  /** The Taxes/Fee component. True if the fee is applied. (Internal in the SDK.) */
  isFee?: boolean;
}

/** A tax region uses a location to define a specific tax treatment. A location is defined by `country` and `subdivision`. The tax region also dictates whether or not tax is included in the displayed price. */
export interface TaxRegion {
  /** Tax region ID. Read-only. */
  id?: string;
  /** 2-letter country code in ISO 3166-1 alpha-2 format, for example `US` or `GB`. */
  country?: string;
  /** Subdivision (such as a state, prefecture, or province) in ISO 3166-2 format, without the country prefix. For example, `NY` for New York, `ON` for Ontario, or `BY` for Bavaria. */
  subdivision?: string;
  /** The app ID of the tax calculator to use for this region. */
  appId?: string;
  /** Whether tax is included in the price. */
  taxIncludedInPrice?: boolean;
  /** Revision number, which increments by 1 each time the tax region is updated. To prevent conflicting changes, the current revision must be passed when updating the tax region. Read-only. */
  revision?: string;
  /** Date and time the tax region was created. Read-only. */
  createdDate?: Date;
  /** Date and time the tax region was last updated. Read-only. */
  updatedDate?: Date;
}

/** Payload of the wix.billing.v1.tax_region_created event (tax region created). */
export interface TaxRegionCreatedEvent {
  entity: TaxRegion;
  metadata: EventMetadata;
}

/** Payload of the wix.billing.v1.tax_region_deleted event (tax region deleted). */
export interface TaxRegionDeletedEvent {
  metadata: EventMetadata;
}

/** Payload of the wix.billing.v1.tax_region_updated event (tax region updated). */
export interface TaxRegionUpdatedEvent {
  entity: TaxRegion;
  metadata: EventMetadata;
}

export interface TaxSummary {
  /** Amount for which tax is calculated, added from line items. Read-only. */
  taxableAmount?: MultiCurrencyPrice;
  /** Calculated tax, added from line items. Read-only. */
  totalTax?: MultiCurrencyPrice;
  /**
   * Manual tax rate Read-only. (Internal in the SDK.)
   * @deprecated
   */
  manualTaxRate?: string;
  /**
   * Tax calculator that was active when the order was created.
   * @deprecated
   */
  calculationDetails?: TaxCalculationDetails;
  /** Tax estimation id in tax service Read-only. (Internal in the SDK.) */
  taxEstimationId?: string;
  /** Average Tax Rate Read-only. (Internal in the SDK.) */
  averageTaxRate?: string;
  /** The amount of this estimate that was exempt (for all line items). Read-only. (Internal in the SDK.) */
  totalExempt?: MultiCurrencyPrice;
  /** The summary of the tax breakdown for all the line items. It will hold for each tax name, the aggregated tax amount paid for it and the tax rate. Read-only. (Internal in the SDK.) */
  aggregatedTaxBreakdown?: AggregatedTaxBreakdown[];
  /** Default name of the tax that was calculated. (Internal in the SDK.) */
  taxName?: string;
}

export interface TermsAndConditionsPolicy {
  /** Whether the terms and conditions policy is visible to the customer in the checkout page. <br><br> */
  visible?: boolean;
  /** Terms and conditions policy content. */
  content?: string;
}

export const TestMode = {
  DISABLED: 'DISABLED',
  ENABLED_TO_ALL: 'ENABLED_TO_ALL',
  ENABLED_TO_OWNER_AND_COLLABORATORS: 'ENABLED_TO_OWNER_AND_COLLABORATORS',
} as const;

export type TestMode = (typeof TestMode)[keyof typeof TestMode];

export interface TimeOfDay {
  /** Hours. Min: `0`. Max: `23`. */
  hours?: number;
  /** Minutes. Min: `0`. Max: `59`. */
  minutes?: number;
}

export interface TimeWindow {
  /** Day of week. */
  dayOfWeek?: DayOfWeek;
  /** Start time window during each recurrence. */
  startTime?: TimeOfDay;
  /** End time window during each recurrence. */
  endTime?: TimeOfDay;
}

/** Tip type: percentage of the order, fixed amount, or custom amount entered by the customer. */
export const TipType = {
  UNKNOWN_TIP_TYPE: 'UNKNOWN_TIP_TYPE',
  PERCENTAGE: 'PERCENTAGE',
  AMOUNT: 'AMOUNT',
  CUSTOM: 'CUSTOM',
} as const;

/** Tip type: percentage of the order, fixed amount, or custom amount entered by the customer. */
export type TipType = (typeof TipType)[keyof typeof TipType];

export interface Title {
  /** Subscription option name in the site's default language as defined in the request envelope. */
  original?: string;
  /** Subscription option name translated into the buyer's language. */
  translated?: string;
}

export interface TotalPriceChange {
  /** Order’s total price after discounts and tax. Before update */
  originalTotal?: Price;
  /** Order’s total price after discounts and tax. After update */
  newTotal?: Price;
}

export interface TransactionChargebackReversed {
  /** Order ID. */
  orderId?: string;
  /** Payment ID. */
  paymentId?: string;
  /** Reversed chargeback. */
  chargeback?: Chargeback;
  /** Order transactions after chargeback is reversed. */
  orderTransactions?: OrderTransactions;
}

export const TransactionStatus = {
  UNDEFINED: 'UNDEFINED',
  APPROVED: 'APPROVED',
  PENDING: 'PENDING',
  PENDING_MERCHANT: 'PENDING_MERCHANT',
  CANCELED: 'CANCELED',
  DECLINED: 'DECLINED',
  REFUNDED: 'REFUNDED',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  AUTHORIZED: 'AUTHORIZED',
  VOIDED: 'VOIDED',
} as const;

export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export interface TranslatableString {
  /** String in the site's default language as defined in the request envelope. */
  original?: string;
  /** String translated into the buyer's language. */
  translated?: string;
}

export interface TranslatedValue {
  /** Value in site default language. */
  original?: string;
  /** Translated value. */
  translated?: string;
}

export interface TriggerRefundRequest {
  /** Refund operations information */
  payments: PaymentRefund[];
  /** Business model of a refund */
  details?: RefundDetails;
  /** Side effect details related to refund */
  sideEffects?: RefundSideEffects;
}

export interface TriggerRefundResponse {
  /** All order's transactions after the refunds were added */
  orderTransactions?: OrderTransactions;
  /** Created refund ID */
  refundId?: string;
  /** Payment ID's that the refund execution had failed for */
  failedPaymentIds?: ItemMetadata[];
}

export const TriggerType = {
  AND: 'AND',
  SUBTOTAL_RANGE: 'SUBTOTAL_RANGE',
  ITEM_QUANTITY_RANGE: 'ITEM_QUANTITY_RANGE',
  CUSTOM: 'CUSTOM',
  OR: 'OR',
  CUSTOMER_ELIGIBILITY: 'CUSTOMER_ELIGIBILITY',
} as const;

export type TriggerType = (typeof TriggerType)[keyof typeof TriggerType];

export interface UpdateCheckoutRequest {
  /** Checkout information. */
  checkout: Checkout;
  /** Coupon code. */
  couponCode?: string;
  /** Gift card code. */
  giftCardCode?: string;
  /** `overrideCheckoutUrl` allows the flexibility to redirect customers to a customized checkout page. */
  overrideCheckoutUrl?: string;
  /** Catalog line items. */
  lineItems?: LineItem[];
  /** Custom line items. Custom line items don't trigger the Catalog service plugin. */
  customLineItems?: CustomLineItem[];
  /** Amount to redeem from the gift card referenced in `gift_card_code`. */
  giftCardRedeemAmount?: string;
}

export interface UpdateCheckoutResponse {
  /** Updated checkout. */
  checkout: Checkout;
}

export interface UpdateFulfillmentRequest {
  /** Fulfillment info to update. */
  fulfillment?: Fulfillment;
}

export interface UpdateFulfillmentResponse {
  /** Order ID and the orders' associated fulfillments after update. */
  orderWithFulfillments?: OrderWithFulfillments;
}

export interface UpdateLineItemsQuantityRequest {
  /** Line item info to update. */
  lineItems: LineItemQuantityUpdate[];
}

export interface UpdateLineItemsQuantityResponse {
  /** Updated checkout. */
  checkout?: Checkout;
}

export interface UpdateOrderRequest {
  /** Order to be updated. */
  order: Order;
}

export interface UpdateOrderResponse {
  /** Newly created order. */
  order: Order;
}

export interface UpdateOrderStatusRequest {
  /** New order status. */
  status: OrderStatus;
}

export interface UpdateOrderStatusResponse {
  /** Updated order. */
  order?: Order;
}

export interface UpdatePaymentStatusRequest {
  /** Payment status. */
  status?: TransactionStatus;
}

export interface UpdatePaymentStatusResponse {
  /** Order ID and its associated transactions after update. */
  orderTransactions?: OrderTransactions;
}

/** User-defined payment method name. Allows specifying either a predefined type or a custom name. */
export interface UserDefinedPaymentMethodName {
  /** Predefined payment method. */
  predefined?: PredefinedPaymentMethod;
  /** Custom payment method name provided by user. */
  custom?: string;
}

export interface V1BillingSettings {
  /** Day of month (1-28) to anchor recurring billing to. When set, billing recurs on this day each cycle. Does not apply to weekly subscriptions. */
  anchorDay?: number;
}

/** Buyer information. */
export interface V1BuyerInfo {
  /** Visitor ID (if the site visitor is **not** a site member). */
  visitorId?: string;
  /** Member ID (if the site visitor is a site member). */
  memberId?: string;
  /** User ID (if the site visitor is a site owner or collaborator). */
  userId?: string;
  /** Contact ID. For more information, see the Contacts API. Read-only. */
  contactId?: string;
  /** Buyer email address. */
  email?: string;
}

export interface V1FreeTrialPeriod {
  /** Frequency of period. Values: DAY, WEEK, MONTH, YEAR */
  frequency?: SubscriptionFrequency;
  /** Number of frequency units in the free trial period. For example, frequency `MONTH` with interval `3` means a 3-month free trial. */
  interval?: number;
}

export interface V1ItemModifier {
  /** Modifier ID. */
  id?: string;
  /** The quantity of this modifier. */
  quantity?: number;
  /** Primary display label for the modifier. */
  label?: TranslatableString;
  /** Additional details. */
  details?: TranslatableString;
  /** The price of the modifier. */
  price?: string;
}

export interface V1LineItem {
  /** Item quantity. */
  quantity?: number;
  /** Catalog and item reference. Holds IDs for the item and the catalog it came from, as well as further optional info. Optional for custom line items, which don't trigger the Catalog service plugin. */
  catalogReference?: CatalogReference;
  /** Overriding values for catalog item properties. */
  catalogOverrideFields?: CatalogOverrideFields;
}

export interface V1ModifierGroup {
  /** Modifier group ID. */
  id?: string;
  /** Modifier group name. */
  name?: TranslatableString;
  /** List of modifiers in this group. */
  modifiers?: V1ItemModifier[];
}

export interface V1ScheduledAction {
  /** Type of the action. */
  actionType?: ActionType;
  /** The date and time of the action. */
  executionDate?: Date;
}

export interface V1ShippingInformation {
  /** App Def Id of external provider which was a source of shipping info */
  carrierId?: string;
  /** Unique code (or ID) of selected shipping option. For example, `"usps_std_overnight"`. */
  code?: string;
  /** Shipping option title. For example, `"USPS Standard Overnight Delivery"`, `"Standard"` or `"First-Class Package International"`. */
  title?: string;
  /** Shipping logistics. */
  logistics?: OrderDeliveryLogistics;
  /** Shipping costs. */
  cost?: OrderShippingPrice;
  /** Shipping region. */
  region?: OrderShippingRegion;
}

export interface V1SubscriptionDescription {
  /** Subscription option description. */
  original?: string;
  /** Translated subscription option description. */
  translated?: string;
}

export interface V1SubscriptionSettings {
  /** Frequency of recurring payment. */
  frequency?: SubscriptionFrequency;
  /** Number of frequency units in a billing cycle. For example, frequency `MONTH` with interval `3` means billing every 3 months. */
  interval?: number;
  /** Whether subscription is renewed automatically at the end of each period. */
  autoRenewal?: boolean;
  /** Number of billing cycles before subscription ends. Ignored if `autoRenewal: true`. */
  billingCycles?: number;
  /** Whether to allow the customer to cancel the subscription. */
  enableCustomerCancellation?: boolean;
  /** Period until first cycle starts. If None => no free trial */
  freeTrialPeriod?: V1FreeTrialPeriod;
  /** The date the subscription will start. The subscription will be charged either now or according to freeTrialDays. (Internal in the SDK.) */
  startDate?: Date;
  /** Billing configuration for recurring charges. (Internal in the SDK.) */
  billingSettings?: V1BillingSettings;
  /** Whether the product/service/subscription access period is aligned with the billing period. (Internal in the SDK.) */
  productPeriodAlignment?: SubscriptionSettingsProductPeriodAlignment;
}

export interface V1SubscriptionTitle {
  /** Subscription option name in the site's default language as defined in the request envelope. */
  original?: string;
  /** Subscription option name translated into the buyer's language. */
  translated?: string;
}

/** example result: { "fieldViolations": [ { "field": "fieldA", "description": "invalid music note. supported notes: [do,re,mi,fa,sol,la,ti]", "violatedRule": "OTHER", "ruleName": "INVALID_NOTE", "data": { "value": "FI" } }, { "field": "fieldB", "description": "field value out of range. */
export interface ValidationError {
  fieldViolations?: FieldViolation[];
}

/** Validation mode of a cart calculation: skip validations, pre-checkout validations or checkout validations. */
export const ValidationsConfig = {
  SKIP_VALIDATIONS: 'SKIP_VALIDATIONS',
  PRE_CHECKOUT_VALIDATIONS: 'PRE_CHECKOUT_VALIDATIONS',
  CHECKOUT_VALIDATIONS: 'CHECKOUT_VALIDATIONS',
} as const;

/** Validation mode of a cart calculation: skip validations, pre-checkout validations or checkout validations. */
export type ValidationsConfig = (typeof ValidationsConfig)[keyof typeof ValidationsConfig];

export interface VatId {
  /** Customer's tax ID. */
  id?: string;
  /** Tax type. */
  type?: VatType;
}

/** tax info types */
export const VatType = {
  UNSPECIFIED: 'UNSPECIFIED',
  CPF: 'CPF',
  CNPJ: 'CNPJ',
} as const;

/** tax info types */
export type VatType = (typeof VatType)[keyof typeof VatType];

export interface Violation {
  /** Severity of the violation. The violations are shown on the cart and checkout pages. A warning is displayed as yellow, and allows a site visitor to proceed with caution. An error is displayed as red, and doesn't allow a site visitor to proceed with the eCommerce flow. */
  severity?: Severity;
  /** Target location on a checkout or cart page where the violation will be displayed. */
  target?: Target;
  /** Violation description. Can include rich text. Only HTTP or HTTPS links in the following format are allowed: `<a href="https://www.wix.com">Click me</a>`. */
  description?: string;
}

export interface VoidAuthorizedPaymentsRequest {
  /** Payment IDs */
  paymentIds: string[];
}

export interface VoidAuthorizedPaymentsResponse {
  /** All order's transactions after the void was triggered */
  orderTransactions?: OrderTransactions;
}

export const VoidedReason = {
  MERCHANT_REQUEST: 'MERCHANT_REQUEST',
  OTHER_PAYMENT_FAILURE: 'OTHER_PAYMENT_FAILURE',
} as const;

export type VoidedReason = (typeof VoidedReason)[keyof typeof VoidedReason];

export interface VoidedStatusDetails {
  reason?: VoidedReason;
}

export interface WebClientCustomization {
  /** Whether to disable the "Continue shopping" button. */
  disabledContinueShoppingButton?: boolean;
  /** Whether to disable policy agreement checkout in the checkout page */
  disabledPolicyAgreementCheckbox?: boolean;
}

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

export interface WeeklySchedule {
  /** A list of days with their respective active time ranges. */
  timeWindows?: TimeWindow[];
}

export const WeightUnit = {
  UNSPECIFIED_WEIGHT_UNIT: 'UNSPECIFIED_WEIGHT_UNIT',
  KG: 'KG',
  LB: 'LB',
} as const;

export type WeightUnit = (typeof WeightUnit)[keyof typeof WeightUnit];

export interface WixReceipt {
  /** Receipt ID. */
  receiptId?: string;
  /** Display number of receipt. */
  displayNumber?: string;
}

export interface WixReceiptInfo {
  /** Receipt ID */
  receiptId?: string;
  /** Display number of receipt */
  displayNumber?: string;
}

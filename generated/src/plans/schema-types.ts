// Generated from spec/plans.yaml by codegen. Do not edit.

import type { ImageRef } from '@siteapi/runtime/generated';

/** Geographic coordinates. */
export interface AddressLocation {
  /** Latitude, -90 to 90. */
  latitude?: number;
  /** Longitude, -180 to 180. */
  longitude?: number;
}

/** The platform's error body. */
export interface ApiErrorBody {
  message?: string;
  details?: {
    applicationError?: {
      /** Application error code from the catalogue. */
      code?: string;
      description?: string;
      data?: Record<string, unknown>;
    };
    validationError?: {
      fieldViolations?: Array<{
        /** The request field, e.g. `limit` or `plan.name`. */
        field?: string;
        description?: string;
        violatedRule?: string;
        /** Rule name, e.g. `PLAN_NAME_BLANK`. */
        ruleName?: string;
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** When a fee is charged. `FIRST_PAYMENT`, after the free trial when there is one. */
export const AppliedAt = {
  FIRST_PAYMENT: 'FIRST_PAYMENT',
} as const;

/** When a fee is charged. `FIRST_PAYMENT`, after the free trial when there is one. */
export type AppliedAt = (typeof AppliedAt)[keyof typeof AppliedAt];

/** Which plans List Plans returns by archive state: `ACTIVE` (not archived, the default), `ARCHIVED`, or `ARCHIVED_AND_ACTIVE`. */
export const ArchivedFilter = {
  ACTIVE: 'ACTIVE',
  ARCHIVED: 'ARCHIVED',
  ARCHIVED_AND_ACTIVE: 'ARCHIVED_AND_ACTIVE',
} as const;

/** Which plans List Plans returns by archive state: `ACTIVE` (not archived, the default), `ARCHIVED`, or `ARCHIVED_AND_ACTIVE`. */
export type ArchivedFilter = (typeof ArchivedFilter)[keyof typeof ArchivedFilter];

export interface ArchivePlanResponse {
  plan?: Plan;
}

/** When and how often a Plans v3 pricing variant is charged. */
export interface BillingTerms {
  cyclesCompletedDetails?: CyclesCompletedDetails;
  /** Length of a billing cycle, at least 7 days; recurring plans only. */
  billingCycle?: V3Duration;
  startType?: StartType;
  endType?: EndType;
}

/** The buyer of an order. */
export interface Buyer {
  /** Member ID of the buyer. */
  memberId?: string;
  /** Contact ID of the buyer. */
  contactId?: string;
}

export interface BuyerCanCancelUpdated {
  plan?: Plan;
}

/** How and when an order was canceled. */
export interface Cancellation {
  /** When the cancellation was requested. */
  requestedDate?: Date;
  cause?: CancellationCause;
  effectiveAt?: CancellationEffectiveAt;
}

/** Why an order was canceled: `OWNER_ACTION`, `MEMBER_ACTION`, `PAYMENT_FAILURE`, `PAYMENT_SETUP_FAILURE` or `UNKNOWN`. */
export const CancellationCause = {
  UNDEFINED: 'UNDEFINED',
  OWNER_ACTION: 'OWNER_ACTION',
  MEMBER_ACTION: 'MEMBER_ACTION',
  PAYMENT_FAILURE: 'PAYMENT_FAILURE',
  PAYMENT_SETUP_FAILURE: 'PAYMENT_SETUP_FAILURE',
  UNKNOWN: 'UNKNOWN',
} as const;

/** Why an order was canceled: `OWNER_ACTION`, `MEMBER_ACTION`, `PAYMENT_FAILURE`, `PAYMENT_SETUP_FAILURE` or `UNKNOWN`. */
export type CancellationCause = (typeof CancellationCause)[keyof typeof CancellationCause];

/** When a cancellation takes effect: `IMMEDIATELY` (the buyer loses the plan now) or `NEXT_PAYMENT_DATE` (the buyer keeps it until then). One-time orders can only be canceled `IMMEDIATELY`. */
export const CancellationEffectiveAt = {
  UNDEFINED: 'UNDEFINED',
  IMMEDIATELY: 'IMMEDIATELY',
  NEXT_PAYMENT_DATE: 'NEXT_PAYMENT_DATE',
} as const;

/** When a cancellation takes effect: `IMMEDIATELY` (the buyer loses the plan now) or `NEXT_PAYMENT_DATE` (the buyer keeps it until then). One-time orders can only be canceled `IMMEDIATELY`. */
export type CancellationEffectiveAt = (typeof CancellationEffectiveAt)[keyof typeof CancellationEffectiveAt];

export interface CancelOrderRequest {
  /** When the cancellation takes effect. One-time orders only `IMMEDIATELY`. */
  effectiveAt: CancellationEffectiveAt;
}

/** Empty on success. */
export type CancelOrderResponse = Record<string, unknown>;

/** Empty on success. */
export type ClearPrimaryResponse = Record<string, unknown>;

/** A coupon applied to an order. */
export interface Coupon {
  /** Coupon code. */
  code?: string;
  /** Discount of the coupon, a decimal string. */
  amount?: string;
  /** Coupon ID. */
  id?: string;
}

/** The `data` of the coupon application errors. */
export interface CouponsError {
  couponCode?: string;
  planId?: string;
}

export interface CreateOfflineOrderRequest {
  /** ID of the plan bought. */
  planId: string;
  /** Member ID of the buyer. */
  memberId: string;
  /** When the plan starts. Default now. */
  startDate?: Date;
  /** Whether the order is paid. Default `false`. */
  paid?: boolean;
  /** Coupon code to apply. */
  couponCode?: string;
  /** ID of the checkout form submission. */
  submissionId?: string;
}

export interface CreateOfflineOrderResponse {
  order?: Order;
}

export interface CreateOnlineOrderRequest {
  /** ID of the plan to buy. */
  planId: string;
  /** When the plan starts. Default now. */
  startDate?: Date;
  /** Coupon code to apply. */
  couponCode?: string;
  /** The buyer, when the caller is not the buying member (then required). */
  onBehalf?: OnBehalf;
  /** ID of the checkout form submission. */
  submissionId?: string;
}

export interface CreateOnlineOrderResponse {
  order?: Order;
}

export interface CreatePlanRequest {
  /** The plan to create; `name` and `pricing` are required. */
  plan: Plan;
}

export interface CreatePlanResponse {
  plan: Plan;
}

/** The current payment cycle of an order, including free trial days and pauses. Omitted when the order is canceled or ended, or has not started. */
export interface CurrentCycle {
  /** Cycle index: `0` during the free trial, else from `1`. */
  index?: number;
  startedDate?: Date;
  endedDate?: Date;
}

export interface Cursors {
  /** Cursor of the next page. */
  next?: string;
  /** Cursor of the previous page. */
  prev?: string;
}

export interface CyclesCompletedDetails {
  /** Number of billing cycles before the plan ends, 1 to 2000 (a 64-bit integer as a string). */
  billingCycleCount?: string;
}

/** A duration as a number of time units. */
export interface Duration {
  /** Number of units. For a subscription's `cycleDuration` only `1` is supported. */
  count?: number;
  unit?: PeriodUnit;
}

/** How long a Plans v3 plan lasts: `UNTIL_CANCELLED` (until the customer cancels) or `CYCLES_COMPLETED` (a number of billing cycles). */
export const EndType = {
  UNTIL_CANCELLED: 'UNTIL_CANCELLED',
  CYCLES_COMPLETED: 'CYCLES_COMPLETED',
} as const;

/** How long a Plans v3 plan lasts: `UNTIL_CANCELLED` (until the customer cancels) or `CYCLES_COMPLETED` (a number of billing cycles). */
export type EndType = (typeof EndType)[keyof typeof EndType];

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Event ID, to spot duplicates. */
  id?: string;
  /** Fully qualified name of the entity: `wix.pricing_plans.v2.plan` or `wix.pricing_plans.v2.order`. */
  entityFqdn?: string;
  /** Event name, for example `created` or `cycle_started`. */
  slug?: string;
  /** ID of the plan or order. */
  entityId?: string;
  eventTime?: Date;
  /** Whether a privacy request (such as GDPR) caused the event. */
  triggeredByAnonymizeRequest?: boolean;
  /** The action that caused the event, when known. */
  originatedFrom?: string;
  /** Sequence number of the entity's events, to order updates. */
  entityEventSequence?: string;
  /** App instance ID. */
  instanceId?: string;
  eventType?: string;
  identity?: IdentificationData;
  accountInfo?: {
    accountId?: string;
    parentAccountId?: string;
    siteId?: string;
  };
}

/** A fee charged with a plan. */
export interface Fee {
  /** Fee name. */
  name?: string;
  /** Fee amount, a decimal string greater than 0 (at most 3 decimals). */
  amount?: string;
}

/** A fee and when it is charged. */
export interface FeeConfig {
  fee?: Fee;
  appliedAt?: AppliedAt;
}

/** Which order fields to return (SDK `Set`): `BASIC`, no form submission data (the default; `UNKNOWN_SET` behaves the same), or `FULL`, with `formData.submissionData`. */
export const FieldSet = {
  UNKNOWN_SET: 'UNKNOWN_SET',
  BASIC: 'BASIC',
  FULL: 'FULL',
} as const;

/** Which order fields to return (SDK `Set`): `BASIC`, no form submission data (the default; `UNKNOWN_SET` behaves the same), or `FULL`, with `formData.submissionData`. */
export type FieldSet = (typeof FieldSet)[keyof typeof FieldSet];

/** A platform filter, for example `{"primary": true}` or `{"slug": {"$in": ["gold-membership"]}}`; operators `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$startsWith`, `$endsWith`, `$contains`, `$hasSome`, `$hasAll`, `$in`, `$exists`, `$between`, combined with `$and`, `$or`, `$not`. */
export type Filter = Record<string, unknown>;

export interface FixedAmountOption {
  /** Fixed amount, a decimal string greater than 0. */
  amount?: string;
}

export interface FlatRate {
  /** Fixed amount, a decimal string. */
  amount?: string;
}

/** The checkout form submitted with an order. */
export interface FormData {
  /** ID of the plan's checkout form. */
  formId?: string;
  /** ID of the form submission made at checkout. */
  submissionId?: string;
  /** The submitted values, keyed by field; returned with `fieldSet` `FULL`. */
  submissionData?: Record<string, unknown>;
}

/** What can be done with an order (the platform's Get Available Order Actions; the SDK has no method for it). It carries the reasons `ReasonNotSuspendable`. */
export interface GetAvailableOrderActionsResponse {
  /** Whether the order can be paused. */
  suspendable?: boolean;
  notSuspendableReason?: ReasonNotSuspendable;
  /** Whether the buyer can cancel the order. */
  cancelableByBuyer?: boolean;
}

export interface GetOfflineOrderPreviewRequest {
  /** ID of the plan. */
  planId: string;
  /** Member ID of the buyer. */
  memberId: string;
  /** When the plan would start. Default now. */
  startDate?: Date;
  /** Coupon code to apply. */
  couponCode?: string;
}

export interface GetOfflineOrderPreviewResponse {
  /** The previewed order, as if the plan were ordered. */
  order?: Order;
  /** Whether this order would exceed the buyer's purchase limit of the plan. Always `false` for plans without a limit. */
  purchaseLimitExceeded?: boolean;
}

export interface GetOnlineOrderPreviewRequest {
  /** ID of the plan. */
  planId: string;
  /** When the plan would start. Default now. */
  startDate?: Date;
  /** Coupon code to apply. */
  couponCode?: string;
}

export interface GetOnlineOrderPreviewResponse {
  /** The previewed order; omitted when the member reached the plan's purchase limit. */
  order?: Order;
  /** Whether the member already reached the plan's purchase limit. */
  purchaseLimitExceeded?: boolean;
}

export interface GetOrderResponse {
  order?: Order;
}

export interface GetPlanResponse {
  plan: Plan;
}

/** Plan statistics. */
export interface GetPlanStatsResponse {
  /** Number of plans created, active (public and hidden) and archived. */
  totalPlans?: number;
}

export interface GetPricePreviewRequest {
  /** ID of the plan. */
  planId: string;
  /** Coupon code to apply. */
  couponCode?: string;
}

export interface GetPricePreviewResponse {
  /**
   * Deprecated; use `prices`.
   * @deprecated
   */
  price?: PriceDetails;
  prices?: SpannedPrice[];
}

/** Who performed the action; one of the IDs is set, by `identityType`. */
export interface IdentificationData {
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  identityType?: WebhookIdentityType;
}

/** An image in the platform's media manager. */
export type Image = ImageRef;

export interface ListOrdersResponse {
  orders?: Order[];
  pagingMetadata?: PagingMetadataV2;
}

export interface ListPlansResponse {
  plans?: Plan[];
  pagingMetadata?: PagingMetadataV2;
}

export interface ListPublicPlansResponse {
  plans?: PublicPlan[];
  pagingMetadata?: PagingMetadataV2;
}

export interface MakePlanPrimaryResponse {
  plan?: Plan;
}

/** Empty on success. */
export type MarkAsPaidResponse = Record<string, unknown>;

export interface MemberGetOrderResponse {
  order: Order;
}

export interface MemberListOrdersResponse {
  orders?: Order[];
  pagingMetadata?: PagingMetadataV2;
}

/** A monetary amount and its currency. */
export interface Money {
  /** Amount as a decimal string with a period separator, for example `"3.99"`. Not negative, at most 3 decimals. */
  value?: string;
  /** 3-letter ISO-4217 currency code, for example `USD`. */
  currency?: string;
}

/** The member an online order is made for, when the caller is not that member. */
export interface OnBehalf {
  /** Member ID of the buyer. */
  memberId: string;
  orderMethod?: OrderMethod;
}

/** An order of a plan: the purchase and the subscription it starts. All fields are read-only; orders change through the order calls. */
export interface Order {
  /** Order ID. */
  id?: string;
  /** ID of the plan bought. */
  planId?: string;
  /** ID of the platform subscription of the order (every order has one, single payments included). */
  subscriptionId?: string;
  /** ID of the platform's payment order; omitted for free orders. */
  wixPayOrderId?: string;
  buyer?: Buyer;
  /**
   * Deprecated; use `pricing`.
   * @deprecated
   */
  priceDetails?: PriceDetails;
  pricing?: PricingDetails;
  type?: OrderType;
  status?: OrderStatus;
  /** Whether the order ends at the next payment date instead of renewing. Omitted for single-payment orders. */
  autoRenewCanceled?: boolean;
  /** Present when the order is (to be) canceled. */
  cancellation?: Cancellation;
  lastPaymentStatus?: PaymentStatus;
  /** When the plan starts. */
  startDate?: Date;
  /** When the plan ends; moves later when the order is resumed after a pause or postponed. Omitted while an order valid until canceled is `ACTIVE`. */
  endDate?: Date;
  pausePeriods?: PausePeriod[];
  /** Free trial in days, recurring plans only. */
  freeTrialDays?: number;
  /** Earliest end date, the original end date plus any pauses. Omitted for orders valid until canceled. */
  earliestEndDate?: Date;
  currentCycle?: CurrentCycle;
  /** The order's payment cycles so far. Not in the SDK's `Order` type, which declares `OrderCycle` but hides the field. */
  cycles?: OrderCycle[];
  /** Plan name when the order was made. */
  planName?: string;
  /** Plan description when the order was made. */
  planDescription?: string;
  /** Plan price when the order was made, a decimal string. */
  planPrice?: string;
  createdDate?: Date;
  updatedDate?: Date;
  formData?: FormData;
}

export interface OrderAutoRenewCanceled {
  /** The order, canceled at the end of the current payment cycle. */
  order?: Order;
}

export interface OrderAutoRenewCanceledEvent {
  data: OrderAutoRenewCanceled;
  metadata: EventMetadata;
}

export interface OrderCanceled {
  /** The canceled order. */
  order?: Order;
}

export interface OrderCanceledEvent {
  data: OrderCanceled;
  metadata: EventMetadata;
}

export interface OrderCreatedEvent {
  /** The created order. */
  entity: Order;
  metadata: EventMetadata;
}

/** A payment cycle of an order, including free trial days and pauses. */
export interface OrderCycle {
  /** Cycle index: `0` during the free trial, else from `1`. */
  index?: number;
  startedDate?: Date;
  endedDate?: Date;
}

export interface OrderCycleStarted {
  /** The order whose new cycle started. */
  order?: Order;
  /** Number of the cycle: `0` during the free trial, else from `1`. */
  cycleNumber?: number;
}

export interface OrderCycleStartedEvent {
  data: OrderCycleStarted;
  metadata: EventMetadata;
}

export interface OrderEndDatePostponed {
  /** The order whose `endDate` was postponed. */
  order?: Order;
}

export interface OrderEndDatePostponedEvent {
  data: OrderEndDatePostponed;
  metadata: EventMetadata;
}

export interface OrderEnded {
  /** The order that ended. */
  order?: Order;
}

export interface OrderEndedEvent {
  data: OrderEnded;
  metadata: EventMetadata;
}

export interface OrderMarkedAsPaid {
  /** The order that was marked as paid. */
  order?: Order;
}

export interface OrderMarkedAsPaidEvent {
  data: OrderMarkedAsPaid;
  metadata: EventMetadata;
}

/** How a sale on a buyer's behalf was made, `MOTO` (mail or telephone order) or `POS` (point of sale). */
export const OrderMethod = {
  UNKNOWN: 'UNKNOWN',
  MOTO: 'MOTO',
  POS: 'POS',
} as const;

/** How a sale on a buyer's behalf was made, `MOTO` (mail or telephone order) or `POS` (point of sale). */
export type OrderMethod = (typeof OrderMethod)[keyof typeof OrderMethod];

export interface OrderPaused {
  /** The paused order. */
  order?: Order;
}

export interface OrderPausedEvent {
  data: OrderPaused;
  metadata: EventMetadata;
}

export interface OrderPurchased {
  /** The order that was paid for; for a free or offline order, the order created. */
  order?: Order;
}

export interface OrderPurchasedEvent {
  data: OrderPurchased;
  metadata: EventMetadata;
}

export interface OrderResumed {
  /** The resumed order. */
  order?: Order;
}

export interface OrderResumedEvent {
  data: OrderResumed;
  metadata: EventMetadata;
}

export interface OrderStartDateChanged {
  /** The order whose `startDate` changed. */
  order?: Order;
}

export interface OrderStartDateChangedEvent {
  data: OrderStartDateChanged;
  metadata: EventMetadata;
}

export interface OrderStarted {
  /** The order that reached its `startDate`. */
  order?: Order;
}

export interface OrderStartedEvent {
  data: OrderStarted;
  metadata: EventMetadata;
}

/** Status of an order: `DRAFT` (started, not paid yet), `PENDING` (bought, starts in the future), `ACTIVE`, `PAUSED`, `ENDED` (its duration is over) or `CANCELED`. */
export const OrderStatus = {
  UNDEFINED: 'UNDEFINED',
  DRAFT: 'DRAFT',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  ENDED: 'ENDED',
  CANCELED: 'CANCELED',
} as const;

/** Status of an order: `DRAFT` (started, not paid yet), `PENDING` (bought, starts in the future), `ACTIVE`, `PAUSED`, `ENDED` (its duration is over) or `CANCELED`. */
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** How an order was made: `ONLINE` (bought on the site), `OFFLINE` (a manual purchase recorded by the owner), `EXTERNAL` (through an external payment provider). */
export const OrderType = {
  UNDEFINED: 'UNDEFINED',
  ONLINE: 'ONLINE',
  OFFLINE: 'OFFLINE',
  EXTERNAL: 'EXTERNAL',
} as const;

/** How an order was made: `ONLINE` (bought on the site), `OFFLINE` (a manual purchase recorded by the owner), `EXTERNAL` (through an external payment provider). */
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export interface OrderUpdatedEvent {
  /** The order after the change. */
  entity: Order;
  metadata: EventMetadata;
}

export interface Paging {
  /** Number of items to load. */
  limit?: number;
  /** Number of items to skip in the current sort order. */
  offset?: number;
}

/** Paging information of a page of results. */
export interface PagingMetadataV2 {
  /** Number of items returned. */
  count?: number;
  /** The requested offset. */
  offset?: number;
  /** Number of items that match, unless `tooManyToCount`. */
  total?: number;
  /** Whether the server could not count `total`. */
  tooManyToCount?: boolean;
  cursors?: Cursors;
}

/** Empty on success. */
export type PauseOrderResponse = Record<string, unknown>;

/** A period during which an order was (or is) paused. */
export interface PausePeriod {
  status?: PausePeriodStatus;
  /** Start of the pause. */
  pauseDate?: Date;
  /** End of the pause; omitted while it is `ACTIVE`. */
  resumeDate?: Date;
}

/** Status of a pause period, `ACTIVE` while the order is paused, `ENDED` once it is resumed (SDK `Status`). */
export const PausePeriodStatus = {
  UNDEFINED: 'UNDEFINED',
  ACTIVE: 'ACTIVE',
  ENDED: 'ENDED',
} as const;

/** Status of a pause period, `ACTIVE` while the order is paused, `ENDED` once it is resumed (SDK `Status`). */
export type PausePeriodStatus = (typeof PausePeriodStatus)[keyof typeof PausePeriodStatus];

/** Status of an order's last payment: `PAID`, `REFUNDED`, `FAILED`, `UNPAID`, `PENDING` (billing set up, not yet charged, as for free trials or PayPal) or `NOT_APPLICABLE` (nothing to pay, as for free plans). */
export const PaymentStatus = {
  UNDEFINED: 'UNDEFINED',
  PAID: 'PAID',
  REFUNDED: 'REFUNDED',
  FAILED: 'FAILED',
  UNPAID: 'UNPAID',
  PENDING: 'PENDING',
  NOT_APPLICABLE: 'NOT_APPLICABLE',
} as const;

/** Status of an order's last payment: `PAID`, `REFUNDED`, `FAILED`, `UNPAID`, `PENDING` (billing set up, not yet charged, as for free trials or PayPal) or `NOT_APPLICABLE` (nothing to pay, as for free plans). */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Unit of a Plans v3 duration. */
export const Period = {
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
} as const;

/** Unit of a Plans v3 duration. */
export type Period = (typeof Period)[keyof typeof Period];

/** Unit of a duration. */
export const PeriodUnit = {
  UNDEFINED: 'UNDEFINED',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
} as const;

/** Unit of a duration. */
export type PeriodUnit = (typeof PeriodUnit)[keyof typeof PeriodUnit];

export interface Perk {
  id?: string;
  description?: string;
}

/** A pricing plan (Plans v2). `id`, `archived`, `primary`, `hasOrders`, `createdDate`, `updatedDate` and `slug` are read-only. */
export interface Plan {
  /** Plan ID. */
  id?: string;
  /** Plan name. */
  name?: string;
  /** Plan description. */
  description?: string;
  /** What the plan includes, for example "Plenty of parking". */
  perks?: StringList;
  pricing?: Pricing;
  /** Whether the plan is public (visible to visitors and members) rather than hidden. */
  public?: boolean;
  /** Whether the plan is archived. Archived plans cannot be bought; their orders stay in effect. */
  archived?: boolean;
  /** Whether the plan is the primary (highlighted) plan. */
  primary?: boolean;
  /** Whether the plan has orders, including pending and unpaid ones. */
  hasOrders?: boolean;
  createdDate?: Date;
  updatedDate?: Date;
  /** URL-friendly name, unique among the site's plans. */
  slug?: string;
  /** How many times one buyer may buy the plan; `0` or empty for no limit, `1` for once. */
  maxPurchasesPerBuyer?: number;
  /** Whether the buyer may start the plan later. Default `false`. */
  allowFutureStartDate?: boolean;
  /** Whether the buyer may cancel the plan (Request Cancellation). Default `false`. */
  buyerCanCancel?: boolean;
  /** Terms shown at checkout. */
  termsAndConditions?: string;
  /** ID of the form filled in at checkout. */
  formId?: string;
  /** Fees charged with the plan, each at its `appliedAt` moment. Not in the SDK's `Plan` type, which declares `FeeConfig` and the validation rule `PLAN_FEE_NAME_BLANK` but hides the field. */
  fees?: FeeConfig[];
  /** Free string data of the caller, kept with the plan. Not in the SDK's `Plan` type, which names the validation rule `client_data_is_invalid` but hides the field. */
  clientData?: Record<string, string>;
}

export interface PlanArchived {
  plan?: Plan;
}

export interface PlanArchivedEvent {
  data: PlanArchived;
  metadata: EventMetadata;
}

export interface PlanBuyerCanCancelUpdatedEvent {
  data: BuyerCanCancelUpdated;
  metadata: EventMetadata;
}

export interface PlanCreatedEvent {
  /** The created plan. */
  entity: Plan;
  metadata: EventMetadata;
}

/** Options of a Plans v3 plan purchase, as validated by the platform (SDK `PlanOptions`, with `Options.type` giving the `PlanV3Type`). */
export interface PlanOptions {
  pricingVariantId?: string;
  startDate?: Date;
  submissionId?: string;
  membersOnly?: boolean;
  taxableAddress?: TaxableAddress;
  validationStrategy?: ValidationStrategy;
  purchaseFlow?: PurchaseFlow;
}

export interface PlanUpdatedEvent {
  /** The plan after the update. */
  entity: Plan;
  metadata: EventMetadata;
}

/** The newer plan entity (SDK module `plansV3`, `/pricing-plans/v3/plans`), with the fields that carry the Plans v3 enumerations and the plan image. No call of this document returns it. */
export interface PlanV3 {
  id?: string;
  /** Revision number (a 64-bit integer as a string). */
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  name?: string;
  description?: string;
  /** Image shown at checkout and on the Plans & Pricing page. */
  image?: Image;
  slug?: string;
  termsAndConditions?: string;
  /** @deprecated */
  maxPurchasesPerBuyer?: number;
  pricingVariants?: PricingVariant[];
  perks?: Perk[];
  visibility?: Visibility;
  buyable?: boolean;
  formId?: string;
  buyerCanCancel?: boolean;
  /** 3-letter ISO-4217 currency code. */
  currency?: string;
}

/** A fee of a Plans v3 pricing variant (SDK `Fee` of `plansV3`). */
export interface PlanV3Fee {
  fixedAmountOptions?: FixedAmountOption;
  id?: string;
  priceType?: PriceType;
  /** Fee name, for example "Setup fee". */
  name?: string;
  appliedAt?: AppliedAt;
}

/** Status of a Plans v3 plan (SDK `Status`). */
export const PlanV3Status = {
  ACTIVE: 'ACTIVE',
} as const;

/** Status of a Plans v3 plan (SDK `Status`). */
export type PlanV3Status = (typeof PlanV3Status)[keyof typeof PlanV3Status];

/** Kind of Plans v3 product a purchase refers to (SDK `Type`): `PLAN`, `ADD_ON`, or `PLAN_CHANGE` (moving an existing subscription to another plan or variant). */
export const PlanV3Type = {
  PLAN: 'PLAN',
  ADD_ON: 'ADD_ON',
  PLAN_CHANGE: 'PLAN_CHANGE',
} as const;

/** Kind of Plans v3 product a purchase refers to (SDK `Type`): `PLAN`, `ADD_ON`, or `PLAN_CHANGE` (moving an existing subscription to another plan or variant). */
export type PlanV3Type = (typeof PlanV3Type)[keyof typeof PlanV3Type];

export interface PostponeEndDateRequest {
  /** New end date, later than the current one. */
  endDate: Date;
}

/** Empty on success. */
export type PostponeEndDateResponse = Record<string, unknown>;

/** A price of an order for some of its payment cycles. */
export interface Price {
  /** Price before tax, a decimal string. */
  subtotal?: string;
  coupon?: Coupon;
  /** Total discount, a decimal string. */
  discount?: string;
  tax?: Tax;
  /** Price after tax and discount, a decimal string. */
  total?: string;
  /** 3-letter ISO-4217 currency code. */
  currency?: string;
  /** Adjustment after a billing-date change, positive or negative, a decimal string. */
  proration?: string;
}

/** Deprecated price of an order (use `pricing`). One pricing model is set: `subscription`, `singlePaymentForDuration` or `singlePaymentUnlimited`. */
export interface PriceDetails {
  subscription?: Recurrence;
  singlePaymentForDuration?: Duration;
  singlePaymentUnlimited?: boolean;
  /** Price before tax, a decimal string, for example `"9.99"`. */
  subtotal?: string;
  /** Total discount, a decimal string. */
  discount?: string;
  tax?: Tax;
  /** Price after tax and discount, a decimal string. */
  total?: string;
  /** Plan price when the order was created. */
  planPrice?: string;
  /** 3-letter ISO-4217 currency code. */
  currency?: string;
  /** Free trial in days, recurring plans only. */
  freeTrialDays?: number;
  coupon?: Coupon;
}

/** The payment cycles a price applies to. */
export interface PriceDuration {
  /** First cycle the price applies to; `1` is the first payment cycle. */
  cycleFrom?: number;
  /** Number of cycles the price applies to. Omitted for subscriptions valid until canceled; `1` for single payments. */
  numberOfCycles?: number;
}

/** How a Plans v3 fee is priced. `FIXED_AMOUNT`, a fixed monetary amount. */
export const PriceType = {
  FIXED_AMOUNT: 'FIXED_AMOUNT',
} as const;

/** How a Plans v3 fee is priced. `FIXED_AMOUNT`, a fixed monetary amount. */
export type PriceType = (typeof PriceType)[keyof typeof PriceType];

/** Price, payment schedule and expiry of a plan. Exactly one pricing model is set: `subscription`, `singlePaymentForDuration` or `singlePaymentUnlimited`. */
export interface Pricing {
  /** Recurring payments. */
  subscription?: Recurrence;
  /** One payment; the plan is valid for this duration. */
  singlePaymentForDuration?: Duration;
  /** One payment; the plan is valid until canceled. */
  singlePaymentUnlimited?: boolean;
  /** For a subscription, the amount of each payment (required); otherwise the single payment for the whole plan. */
  price?: Money;
  /** Free trial in days, for subscriptions only. `0` removes the trial. */
  freeTrialDays?: number;
}

/** Pricing model, prices and payment schedule of an order. One pricing model is set: `subscription`, `singlePaymentForDuration` or `singlePaymentUnlimited`. */
export interface PricingDetails {
  subscription?: Recurrence;
  singlePaymentForDuration?: Duration;
  singlePaymentUnlimited?: boolean;
  /** Prices by payment cycle, for every pricing model. */
  prices?: SpannedPrice[];
}

export interface PricingStrategy {
  flatRate?: FlatRate;
}

/** A billing and price option of a Plans v3 plan. */
export interface PricingVariant {
  id?: string;
  /** For example "Monthly". */
  name?: string;
  freeTrialDays?: number;
  fees?: PlanV3Fee[];
  billingTerms?: BillingTerms;
  promotion?: string;
  pricingStrategies?: PricingStrategy[];
  visible?: boolean;
  categoryIds?: string[];
}

/** Which plans List Plans returns by visibility: `PUBLIC_AND_HIDDEN` (the default), `PUBLIC` or `HIDDEN`. */
export const PublicFilter = {
  PUBLIC_AND_HIDDEN: 'PUBLIC_AND_HIDDEN',
  PUBLIC: 'PUBLIC',
  HIDDEN: 'HIDDEN',
} as const;

/** Which plans List Plans returns by visibility: `PUBLIC_AND_HIDDEN` (the default), `PUBLIC` or `HIDDEN`. */
export type PublicFilter = (typeof PublicFilter)[keyof typeof PublicFilter];

/** The public view of a plan, readable by any visitor or member. */
export interface PublicPlan {
  /** Plan ID. */
  id?: string;
  name?: string;
  description?: string;
  perks?: StringList;
  pricing?: Pricing;
  primary?: boolean;
  createdDate?: Date;
  updatedDate?: Date;
  slug?: string;
  /** `0` or empty for no limit. */
  maxPurchasesPerBuyer?: number;
  allowFutureStartDate?: boolean;
  buyerCanCancel?: boolean;
  termsAndConditions?: string;
  formId?: string;
}

/** Purchase flow of a Plans v3 plan, `MANUAL` (offline or on behalf of a member) or `ONLINE`. */
export const PurchaseFlow = {
  MANUAL: 'MANUAL',
  ONLINE: 'ONLINE',
} as const;

/** Purchase flow of a Plans v3 plan, `MANUAL` (offline or on behalf of a member) or `ONLINE`. */
export type PurchaseFlow = (typeof PurchaseFlow)[keyof typeof PurchaseFlow];

export interface QueryPublicPlansRequest {
  query: QueryV2;
}

export interface QueryPublicPlansResponse {
  plans?: PublicPlan[];
  pagingMetadata?: PagingMetadataV2;
}

/** Query with offset paging. */
export interface QueryV2 {
  filter?: Filter;
  /** Sort entries, for example `[{"fieldName": "createdDate", "order": "DESC"}]`. */
  sort?: Sorting[];
  paging?: Paging;
}

/** Why an order cannot be paused (suspended): `PENDING` (awaiting payment), `TRIAL` (in a free trial), `CANCELED`, `ENDED`, `NOT_STARTED` (paid, starts in the future), `ALREADY_SUSPENDED`, or `OLD_STRIPE` (recurring payments through an older Stripe integration). */
export const ReasonNotSuspendable = {
  UNDEFINED: 'UNDEFINED',
  PENDING: 'PENDING',
  TRIAL: 'TRIAL',
  CANCELED: 'CANCELED',
  ENDED: 'ENDED',
  NOT_STARTED: 'NOT_STARTED',
  ALREADY_SUSPENDED: 'ALREADY_SUSPENDED',
  OLD_STRIPE: 'OLD_STRIPE',
} as const;

/** Why an order cannot be paused (suspended): `PENDING` (awaiting payment), `TRIAL` (in a free trial), `CANCELED`, `ENDED`, `NOT_STARTED` (paid, starts in the future), `ALREADY_SUSPENDED`, or `OLD_STRIPE` (recurring payments through an older Stripe integration). */
export type ReasonNotSuspendable = (typeof ReasonNotSuspendable)[keyof typeof ReasonNotSuspendable];

/** How often and for how long payments recur. */
export interface Recurrence {
  /** Length of one payment cycle, for example 1 month for monthly payments. */
  cycleDuration?: Duration;
  /** Number of payment cycles the subscription lasts; `0` until canceled. Multiply by `cycleDuration.count` for the subscription's length. */
  cycleCount?: number;
}

export interface RequestCancellationRequest {
  /** When the cancellation takes effect. One-time orders only `IMMEDIATELY`. */
  effectiveAt: CancellationEffectiveAt;
}

/** Empty on success. */
export type RequestCancellationResponse = Record<string, unknown>;

/** Empty on success. */
export type ResumeOrderResponse = Record<string, unknown>;

export interface SetPlanVisibilityRequest {
  /** Whether the plan is visible to members and visitors (sets `public`). */
  visible: boolean;
}

export interface SetPlanVisibilityResponse {
  plan?: Plan;
}

export interface Sorting {
  /** Name of the field to sort by. */
  fieldName?: string;
  order?: SortOrder;
  /** Origin point of a geo-distance sort on a GEO field (nearest first for `ASC`). */
  origin?: AddressLocation;
}

/** Sort direction. */
export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Sort direction. */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** A price and the payment cycles it applies to. */
export interface SpannedPrice {
  duration?: PriceDuration;
  price?: Price;
}

/** When billing of a Plans v3 pricing variant starts: `ON_PURCHASE` (right after purchase) or `CUSTOM` (the customer chooses). */
export const StartType = {
  ON_PURCHASE: 'ON_PURCHASE',
  CUSTOM: 'CUSTOM',
} as const;

/** When billing of a Plans v3 pricing variant starts: `ON_PURCHASE` (right after purchase) or `CUSTOM` (the customer chooses). */
export type StartType = (typeof StartType)[keyof typeof StartType];

/** A list of strings (a wrapper that tells an empty list from no list in updates). */
export interface StringList {
  values?: string[];
}

/** Tax applied to an order. */
export interface Tax {
  /** Tax name, for example VAT. */
  name?: string;
  /** Whether the price includes the tax; otherwise it is added at checkout. */
  includedInPrice?: boolean;
  /** Tax rate in percent, a decimal string, for example `"7.00"`. */
  rate?: string;
  /** Tax amount, a decimal string. */
  amount?: string;
}

/** Which address tax of a Plans v3 purchase is calculated by. */
export const TaxableAddress = {
  BILLING: 'BILLING',
  BUSINESS: 'BUSINESS',
} as const;

/** Which address tax of a Plans v3 purchase is calculated by. */
export type TaxableAddress = (typeof TaxableAddress)[keyof typeof TaxableAddress];

export interface UpdatePlanRequest {
  /** The fields to update; `id` is the path's plan ID. */
  plan: Plan;
  /** Comma-separated paths of the fields to update, for example `name,pricing`. */
  fieldMask?: string;
}

export interface UpdatePlanResponse {
  plan: Plan;
}

/** A Plans v3 duration. */
export interface V3Duration {
  period?: Period;
  /** Number of periods, at least 1 (a 64-bit integer as a string). */
  count?: string;
}

/** How a Plans v3 purchase is validated, `ON_BEHALF` (bought for a member) or `PREVIEW`. */
export const ValidationStrategy = {
  ON_BEHALF: 'ON_BEHALF',
  PREVIEW: 'PREVIEW',
} as const;

/** How a Plans v3 purchase is validated, `ON_BEHALF` (bought for a member) or `PREVIEW`. */
export type ValidationStrategy = (typeof ValidationStrategy)[keyof typeof ValidationStrategy];

/** Visibility of a Plans v3 plan: `PUBLIC` (visible, buyable by all customers) or `PRIVATE` (only through a direct link; existing buyers keep using it). */
export const Visibility = {
  PUBLIC: 'PUBLIC',
  PRIVATE: 'PRIVATE',
} as const;

/** Visibility of a Plans v3 plan: `PUBLIC` (visible, buyable by all customers) or `PRIVATE` (only through a direct link; existing buyers keep using it). */
export type Visibility = (typeof Visibility)[keyof typeof Visibility];

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

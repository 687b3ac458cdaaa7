import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// What the source documents name, transcribed once, checked against the specs so nothing is dropped later.
type Doc = {
  paths: Record<string, Record<string, { operationId?: string }>>;
  webhooks?: Record<string, Record<string, { operationId?: string; 'x-event'?: { type: string } }>>;
  'x-error-catalogue'?: Record<string, unknown>;
};
const load = (name: string) => parse(readFileSync(new URL(`../../spec/${name}.yaml`, import.meta.url), 'utf8')) as Doc;

function enums(doc: unknown): string[][] {
  const out: string[][] = [];
  const walk = (node: unknown, key: string): void => {
    if (Array.isArray(node)) {
      if (key === 'enum') out.push(node.map(String));
      else node.forEach((n) => walk(n, ''));
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) if (k !== 'examples' && k !== 'example') walk(v, k);
    }
  };
  walk(doc, '');
  return out;
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([, o]) => o?.operationId)
      .map(([m]) => `${m.toUpperCase()} ${p}`),
  );
const handlers = (doc: Doc) => Object.values(doc.webhooks ?? {}).flatMap((item) => Object.values(item).map((o) => o.operationId));

function checkEnums(doc: Doc, sets: Record<string, string[]>) {
  const all = enums(doc);
  const missing = Object.entries(sets).filter(([, values]) => !all.some((e) => values.every((v) => e.includes(v))));
  expect(missing.map(([name, values]) => `${name}: ${values.join(', ')}`)).toEqual([]);
}

describe('blog spec covers the platform API of blog', () => {
  const doc = load('blog');
  it('has the 7 calls', () => {
    expect(operations(doc).sort()).toEqual([
      'GET /v2/stats/post/count',
      'GET /v2/stats/posts/total',
      'GET /v3/posts',
      'GET /v3/posts/slugs/{slug}',
      'GET /v3/posts/{postId}',
      'GET /v3/posts/{postId}/metrics',
      'POST /v3/posts/query',
    ]);
  });
  it('has every enumeration', () => {
    checkEnums(doc, {
      postStatus: ['UNKNOWN', 'PUBLISHED', 'UNPUBLISHED', 'SCHEDULED', 'DELETED', 'IN_REVIEW'],
      moderationStatus: ['UNKNOWN', 'APPROVED', 'REJECTED'],
      postCountOrder: ['OLDEST', 'NEWEST'],
      identityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
      sort: ['FEED', 'PUBLISHED_DATE_ASC', 'PUBLISHED_DATE_DESC', 'VIEW_COUNT', 'LIKE_COUNT', 'TITLE_ASC', 'TITLE_DESC'],
      fieldsets: ['UNKNOWN', 'URL', 'CONTENT_TEXT', 'METRICS', 'SEO', 'CONTACT_ID', 'RICH_CONTENT', 'REFERENCE_ID'],
      nodeTypes: [
        'PARAGRAPH',
        'TEXT',
        'HEADING',
        'BULLETED_LIST',
        'ORDERED_LIST',
        'LIST_ITEM',
        'BLOCKQUOTE',
        'CODE_BLOCK',
        'VIDEO',
        'DIVIDER',
        'FILE',
        'GALLERY',
        'GIF',
        'HTML',
        'IMAGE',
        'LINK_PREVIEW',
        'MAP',
        'POLL',
        'APP_EMBED',
        'BUTTON',
        'COLLAPSIBLE_LIST',
        'TABLE',
        'EMBED',
        'AUDIO',
        'CAPTION',
        'LAYOUT',
      ],
      decorations: [
        'BOLD',
        'ITALIC',
        'UNDERLINE',
        'SPOILER',
        'ANCHOR',
        'MENTION',
        'LINK',
        'COLOR',
        'FONT_SIZE',
        'EXTERNAL',
        'STRIKETHROUGH',
        'SUPERSCRIPT',
        'SUBSCRIPT',
      ],
    });
  });
  it('has every event', () => {
    const names = ['Post', 'Draft', 'Category', 'Tag'].flatMap((e) => ['Created', 'Updated', 'Deleted'].map((a) => `on${e}${a}`));
    expect(names.concat('onPostLiked', 'onPostUnliked').filter((n) => !handlers(doc).includes(n))).toEqual([]);
  });
});

describe('bookings spec covers the platform API of bookings', () => {
  const doc = load('bookings');
  it('has every call', () => {
    const required = [
      'POST /v1/availability/query',
      'GET /v2/availability/schedule/{scheduleId}',
      'POST /v1/availability/multislot',
      'POST /v2/time-slots',
      'POST /v2/time-slots/get',
      'POST /v2/extended-booking/query',
      'POST /v2/extended-bookings/query',
      'POST /v2/extended-bookings/count',
      'POST /v2/services',
      'POST /v2/bulk/services/create',
      'GET /v2/services/{serviceId}',
      'PATCH /v2/services/{serviceId}',
      'POST /v2/bulk/services/update',
      'POST /v2/bulk/services/update-by-filter',
      'DELETE /v2/services/{serviceId}',
      'POST /v2/bulk/services/delete',
      'POST /v2/bulk/services/delete-by-filter',
      'POST /v2/services/query',
      'POST /v2/services/search',
      'POST /v2/services/policies/query',
      'POST /v2/services/booking-forms/query',
      'POST /v2/services/count',
      'POST /v2/services/locations/query',
      'POST /v2/services/categories/query',
      'POST /v2/services/{serviceId}/locations',
      'POST /v2/services/{serviceId}/pricing-plans/add',
      'POST /v2/services/{serviceId}/pricing-plans/remove',
      'POST /v2/services/{serviceId}/slugs/custom',
      'POST /v2/services/slugs/validate',
      'POST /v2/services/clone',
      'POST /v2/services/add-on-groups/create',
      'POST /v2/services/add-on-groups/delete',
      'POST /v2/services/add-on-groups/update',
      'POST /v2/services/add-on-groups/list-add-on-groups-by-service-id',
      'POST /v2/services/add-on-groups/set-add-ons-for-group',
      'POST /v2/confirmation/{bookingId}:confirmOrDecline',
      'POST /v2/bulk/bookings/confirmOrDecline',
      'POST /v2/bookings',
      'POST /v2/bulk/bookings/create',
      'POST /v2/bookings/{bookingId}/reschedule',
      'POST /v2/bookings/{bookingId}/confirm',
      'POST /v2/bookings/{bookingId}/decline',
      'POST /v2/bookings/{bookingId}/cancel',
      'POST /v2/bookings/{bookingId}/mark_booking_as_pending',
      'POST /v2/bookings/{bookingId}/update_number_of_participants',
      'POST /v2/bookings/{bookingId}/set-booking-submission-id',
      'POST /v2/bookings/{id}/update_extended_fields',
      'POST /v2/multi_service_bookings',
      'POST /v2/multi_service_bookings/{multiServiceBookingId}/reschedule',
      'POST /v2/multi_service_bookings/{multiServiceBookingId}/get_availability',
      'POST /v2/multi_service_bookings/{multiServiceBookingId}/cancel',
      'POST /v2/multi_service_bookings/{multiServiceBookingId}/mark_as_pending',
      'POST /v2/multi_service_bookings/{multiServiceBookingId}/confirm',
      'POST /v2/multi_service_bookings/{multiServiceBookingId}/decline',
      'POST /v2/bulk/multi_service_bookings/get_allowed_actions',
      'GET /v2/multi_service_bookings/{multiServiceBookingId}',
      'POST /v2/multi_service_bookings/add_bookings_to_multi_service_booking',
      'POST /v2/multi_service_bookings/remove_bookings_from_multi_service_booking',
      'POST /v2/multi-service-time-slots',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
    expect(operations(doc).length).toBeGreaterThanOrEqual(59);
  });
  it('has every enumeration', () => {
    checkEnums(doc, {
      serviceType: ['APPOINTMENT', 'CLASS', 'COURSE'],
      rateType: ['FIXED', 'CUSTOM', 'VARIED', 'NO_FEE'],
      addOnPayment: ['ONLINE', 'IN_PERSON'],
      serviceLocationType: ['CUSTOM', 'BUSINESS', 'CUSTOMER'],
      benefitType: ['LIMITED', 'UNLIMITED'],
      attendance: ['NOT_SET', 'ATTENDED', 'NOT_ATTENDED'],
      multiServiceBookingType: ['SEQUENTIAL_BOOKINGS', 'SEPARATE_BOOKINGS', 'PARALLEL_BOOKINGS'],
      formValueType: ['SHORT_TEXT', 'LONG_TEXT', 'CHECK_BOX'],
      platform: ['UNDEFINED_PLATFORM', 'WEB', 'MOBILE_APP'],
      actor: ['UNDEFINED_ACTOR', 'BUSINESS', 'CUSTOMER'],
      selectedPaymentOption: ['UNDEFINED', 'OFFLINE', 'ONLINE', 'MEMBERSHIP', 'MEMBERSHIP_OFFLINE'],
      paymentOptionType: [
        'FULL_PAYMENT_ONLINE',
        'FULL_PAYMENT_OFFLINE',
        'MEMBERSHIP',
        'DEPOSIT_ONLINE',
        'MEMBERSHIP_OFFLINE',
        'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
      ],
      identityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
      dayOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      calendarConnection: ['CONNECTED', 'SYNC_IN_PROGRESS', 'SYNCED', 'DISCONNECTED', 'ERROR'],
      staffConnection: ['CONNECTED', 'PENDING', 'EXPIRED', 'DISCONNECTED'],
      sortOrder: ['ASC', 'DESC'],
      bookingStatus: ['CREATED', 'CONFIRMED', 'CANCELED', 'PENDING', 'DECLINED', 'WAITING_LIST'],
      bookingPaymentStatus: ['UNDEFINED', 'NOT_PAID', 'PAID', 'PARTIALLY_PAID', 'REFUNDED', 'EXEMPT'],
      orderStatus: ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'],
      paymentStatus: [
        'UNSPECIFIED',
        'NOT_PAID',
        'PAID',
        'PARTIALLY_REFUNDED',
        'FULLY_REFUNDED',
        'PENDING',
        'PARTIALLY_PAID',
        'PENDING_MERCHANT',
        'CANCELED',
        'DECLINED',
      ],
      transactionStatus: ['APPROVED', 'PENDING', 'PENDING_MERCHANT', 'CANCELED', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'AUTHORIZED', 'VOIDED'],
      captureAndVoid: ['PENDING', 'SUCCEEDED', 'FAILED'],
      refundStatus: ['PENDING', 'SUCCEEDED', 'FAILED', 'SCHEDULED', 'STARTED'],
      chargeback: ['APPROVED', 'REVERSED'],
      bookingFee: ['NOT_YET_APPLIED_TO_ORDER', 'APPLIED_TO_ORDER'],
      slotAvailability: ['FREE', 'BUSY'],
      removedLocationAction: ['KEEP_AT_CURRENT_LOCATION', 'MOVE_TO_LOCATION', 'DELETE'],
      placement: ['BEFORE', 'AFTER', 'REPLACE'],
      aggregationType: ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED'],
      interval: ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'],
    });
  });
  it('has every error code', () => {
    const codes = [
      'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
      'SLUG_ALREADY_EXISTS',
      'FAILED_TO_CREATE_RESOURCES',
      'TOKEN_REVOKED',
      'EXTERNAL_CALENDAR_CREATION_FAILED',
      'EXTERNAL_CALENDAR_DELETED',
    ];
    expect(codes.filter((c) => !Object.hasOwn(doc['x-error-catalogue'] ?? {}, c))).toEqual([]);
  });
  it('has every event', () => {
    const required = [
      'onServiceCreated',
      'onServiceUpdated',
      'onServiceDeleted',
      'onBookingCreated',
      'onBookingUpdated',
      'onBookingConfirmed',
      'onBookingDeclined',
      'onBookingCanceled',
      'onBookingRescheduled',
      'onBookingNumberOfParticipantsUpdated',
    ];
    const families = ['StaffMember', 'Resource', 'ResourceType', 'Category', 'BookingPolicy'].map((f) => `on${f}Created`);
    expect([...required, ...families].filter((n) => !handlers(doc).includes(n))).toEqual([]);
  });
});

describe('forms spec covers the platform API of form submissions', () => {
  const doc = load('forms');
  it('has the 26 calls', () => {
    const required = [
      'POST /v4/submissions',
      'GET /v4/submissions/{submissionId}',
      'PATCH /v4/submissions/{submissionId}',
      'POST /v4/submissions/{submissionId}/confirm',
      'DELETE /v4/submissions/{submissionId}',
      'POST /v4/bulk/submissions/delete',
      'POST /v4/submissions/trash-bin/{submissionId}/restore',
      'DELETE /v4/submissions/trash-bin/{submissionId}',
      'POST /v4/submissions/trash-bin/delete',
      'GET /v4/submissions/trash-bin',
      'GET /v4/submissions/trash-bin/{submissionId}',
      'POST /v4/submissions/trash-bin/count',
      'POST /v4/submissions/query',
      'POST /v4/submissions/namespace/search',
      'POST /v4/submissions/namespace/query',
      'POST /v4/submissions/count-by-filter',
      'POST /v4/submissions/count',
      'POST /v4/submissions/media-upload-url',
      'POST /v4/bulk/submissions/mark-as-seen',
      'GET /v4/submissions/{submissionId}/document',
      'GET /v4/submissions/{submissionId}/formatted',
      'POST /v4/submissions/{id}/extended-fields',
      'POST /v4/bulk/submissions/update-tags',
      'POST /v4/bulk/submissions/update-tags-by-filter',
      'POST /v4/submissions/validate',
      'POST /v4/submissions-contacts',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
    expect(operations(doc)).toHaveLength(26);
  });
  it('has the statuses, confirmation modes and error types', () => {
    checkEnums(doc, {
      status: ['PENDING', 'CONFIRMED', 'PAYMENT_WAITING', 'PAYMENT_CANCELED'],
      confirmation: ['SINGLE_CONFIRMATION', 'DOUBLE_CONFIRMATION'],
      errorTypes: [
        'TYPE_ERROR',
        'REQUIRED_VALUE_ERROR',
        'UNKNOWN_VALUE_ERROR',
        'MAX_LENGTH_ERROR',
        'MIN_LENGTH_ERROR',
        'PATTERN_ERROR',
        'FORMAT_ERROR',
        'MAX_VALUE_ERROR',
        'MIN_VALUE_ERROR',
        'MULTIPLE_OF_VALUE_ERROR',
        'MIN_ITEMS_ERROR',
        'MAX_ITEMS_ERROR',
        'NOT_ALLOWED_VALUE_ERROR',
        'DISABLED_FORM_ERROR',
        'FORMS_COUNT_RESTRICTIONS_ERROR',
        'FIELDS_COUNT_RESTRICTIONS_ERROR',
        'STEPS_COUNT_RESTRICTIONS_ERROR',
        'RULES_COUNT_RESTRICTIONS_ERROR',
        'FILE_UPLOAD_RESTRICTIONS_ERROR',
        'INVALID_PHONE_COUNTRY_CODE_ERROR',
        'INVALID_STAFF_ID_ERROR',
        'INVALID_LOCATION_ID_ERROR',
        'MISSING_SERVICE_OPTION_ERROR',
        'INVALID_SERVICE_OPTIONS_ERROR',
      ],
    });
  });
  it('has the events', () => {
    const required = [
      'onSubmissionCreated',
      'onSubmissionUpdated',
      'onSubmissionDeleted',
      'onSubmissionStatusUpdated',
      'onSubmissionRemovedSubmissionFromTrash',
      'onSubmissionContactMapped',
      'onSubmissionContactMappingSkipped',
    ];
    expect(required.filter((n) => !handlers(doc).includes(n))).toEqual([]);
  });
});

describe('data spec covers the platform API of data collections and items', () => {
  const doc = load('data') as Doc & { 'x-client-rules'?: Record<string, number>; 'x-error-catalogue': Record<string, { message: string }> };
  it('has the 9 collection calls and every item call', () => {
    const required = [
      'POST /v2/collections',
      'GET /v2/collections/{dataCollectionId}',
      'GET /v2/collections',
      'PUT /v2/collections',
      'DELETE /v2/collections/{dataCollectionId}',
      'POST /v2/collections/restore/{dataCollectionId}',
      'POST /v2/collections/create-field',
      'POST /v2/collections/update-field',
      'POST /v2/collections/delete-field',
      'GET /v2/items/{dataItemId}',
      'POST /v2/items',
      'POST /v2/items/update',
      'POST /v2/items/patch',
      'POST /v2/items/save',
      'POST /v2/items/remove',
      'POST /v2/items/truncate',
      'POST /v2/bulk/items/insert',
      'POST /v2/bulk/items/update',
      'POST /v2/bulk/items/patch',
      'POST /v2/bulk/items/save',
      'POST /v2/bulk/items/remove',
      'POST /v2/items/is-referenced',
      'POST /v2/bulk/items/insert-references',
      'POST /v2/bulk/items/remove-references',
      'POST /v2/items/replace-references',
      'POST /v2/items/query-referenced',
      'POST /v2/items/count',
      'POST /v2/items/query-distinct-values',
      'POST /v2/items/query',
      'POST /v2/items/aggregate',
      'POST /v2/items/aggregate-pipeline',
      'POST /v2/items/search',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
  });
  it('has every enumeration', () => {
    checkEnums(doc, {
      collectionType: ['NATIVE', 'WIX_APP', 'BLOCKS_APP', 'EXTERNAL'],
      fieldType: [
        'TEXT',
        'NUMBER',
        'DATE',
        'DATETIME',
        'IMAGE',
        'BOOLEAN',
        'DOCUMENT',
        'URL',
        'RICH_TEXT',
        'VIDEO',
        'ANY',
        'ARRAY_STRING',
        'ARRAY_DOCUMENT',
        'AUDIO',
        'TIME',
        'LANGUAGE',
        'RICH_CONTENT',
        'MEDIA_GALLERY',
        'ADDRESS',
        'PAGE_LINK',
        'REFERENCE',
        'MULTI_REFERENCE',
        'OBJECT',
        'ARRAY',
        'LEGACY_TIME',
        'LEGACY_BOOK',
        'LEGACY_EXTERNAL_URL',
        'LEGACY_BROKEN_REFERENCE',
        'LEGACY_IMAGE',
        'LEGACY_COLOR',
        'LEGACY_EXTERNAL_VIDEO',
      ],
      permissionRole: ['ADMIN', 'SITE_MEMBER_AUTHOR', 'SITE_MEMBER', 'ANYONE'],
      accessLevel: ['ANYONE', 'SITE_MEMBER', 'SITE_MEMBER_AUTHOR', 'CMS_EDITOR', 'PRIVILEGED'],
      publishStatus: ['PUBLISHED', 'DRAFT'],
      indexStatus: ['BUILDING', 'ACTIVE', 'DROPPING', 'DROPPED', 'FAILED', 'INVALID'],
      indexSource: ['SYSTEM', 'USER', 'AUTO'],
      environment: ['LIVE', 'SANDBOX', 'SANDBOX_PREFERRED'],
      backupState: ['PENDING', 'READY', 'FAILED', 'DELETED', 'CANCELED'],
      backupKind: ['ON_DEMAND', 'AUTO'],
      restorationState: ['PENDING', 'COMPLETED', 'FAILED'],
      importJobState: ['UNINITIALIZED', 'INITIALIZING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'PARTIALLY_SUCCESSFUL'],
      importFormat: ['CSV', 'JSONL'],
      importMode: ['OVERWRITE', 'SKIP_EXISTING', 'TRUNCATE_BEFORE'],
      patchAction: ['SET_FIELD', 'REMOVE_FIELD', 'INCREMENT_FIELD', 'APPEND_TO_ARRAY', 'REMOVE_FROM_ARRAY'],
      itemAction: ['INSERT', 'UPDATE', 'DELETE', 'PATCH'],
      pagingMode: ['OFFSET', 'CURSOR'],
    });
  });
  it('has every error code with its message, and the client rules', () => {
    const catalogue = doc['x-error-catalogue'];
    const codes = [
      'WDE0007',
      'WDE0055',
      'WDE0070',
      'WDE0073',
      'WDE0074',
      'WDE0078',
      'WDE0080',
      'WDE0109',
      'WDE0159',
      'WDE0165',
      'WD_VALIDATION_ERROR',
      'WD_UNKNOWN_ERROR',
    ];
    expect(codes.filter((c) => !catalogue[c])).toEqual([]);
    expect(catalogue.WD_UNKNOWN_ERROR!.message).toBe('Internal wixData error: Unknown error.');
    expect(catalogue.WDE0109!.message).toBe('Payload is too large.');
    expect(catalogue.WDE0007!.message).toBe('Invalid update. Updated object must have a string _id property.');
    expect(doc['x-client-rules']).toEqual({ maxBulkItems: 1000, defaultPageSize: 50 });
    // The query goes as GET ?.r=<base64url body> while the URL stays within 2048 characters: declared on the call.
    expect((doc.paths['/v2/items/query']!.post as { 'x-get-form'?: unknown })['x-get-form']).toEqual({ parameter: '.r', maxUrlLength: 2048 });
  });
});

describe('ecom spec covers the platform API of checkout and orders', () => {
  const doc = load('ecom');
  it('has every checkout call', () => {
    const required = [
      'POST /v1/checkouts',
      'GET /v1/checkouts/{id}',
      'GET /v1/checkouts/by-cart-id/{id}',
      'GET /v1/checkouts/{id}/wix-checkout-url',
      'GET /v1/checkouts/{id}/checkout-url',
      'GET /v1/checkouts/{id}/payment-settings',
      'PATCH /v1/checkouts/{id}',
      'POST /v1/checkouts/{id}/remove-coupon',
      'POST /v1/checkouts/{id}/remove-gift-card',
      'POST /v1/checkouts/{id}/remove-override-checkout-url',
      'POST /v1/checkouts/{id}/add-to-checkout',
      'POST /v1/checkouts/{id}/remove-line-items',
      'POST /v1/checkouts/{id}/create-order',
      'POST /v1/checkouts/{id}/create-order-and-charge',
      'POST /v1/checkouts/{id}/mark-as-completed',
      'POST /v1/checkouts/{id}/update-line-items-quantity',
      'GET /v1/checkouts/mark-checkout-as-completed-and-redirect-to-url',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
  });
  it('has the order calls the issue names: read, search, create, update, cancel, transactions, fulfillments, refunds', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((o) => o.operationId));
    const required = [
      'getOrder',
      'searchOrders',
      'createOrder',
      'updateOrder',
      'cancelOrder',
      'listTransactionsForSingleOrder',
      'addPayments',
      'updatePaymentStatus',
      'listFulfillmentsForSingleOrder',
      'createFulfillment',
      'updateFulfillment',
      'deleteFulfillment',
      'getRefundabilityStatus',
      'refundPayments',
    ];
    expect(required.filter((r) => !ids.includes(r))).toEqual([]);
  });
  it('has every enumeration', () => {
    checkEnums(doc, {
      channel: ['WEB', 'POS'],
      weightUnit: ['KG', 'LB'],
      lineItemType: ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'],
      taxableAddress: ['BUSINESS', 'BILLING', 'SHIPPING'],
      taxType: ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'],
      discountSource: ['AUTOMATIC_RULE', 'COUPON'],
      discountScope: ['CART_SUBTOTAL', 'LINE_ITEM', 'DELIVERY'],
      discountStatus: ['ACTIVE', 'EXPIRED', 'DELETED', 'MAX_USAGE_REACHED'],
      stockStatus: ['IN_STOCK', 'PARTIALLY_IN_STOCK', 'OUT_OF_STOCK', 'REMOVED_FROM_CATALOG'],
      tipType: ['PERCENTAGE', 'AMOUNT', 'CUSTOM'],
      tipSplit: ['EQUAL', 'PROPORTIONAL'],
      paymentOptions: [
        'FULL_PAYMENT_ONLINE',
        'FULL_PAYMENT_OFFLINE',
        'MEMBERSHIP',
        'DEPOSIT_ONLINE',
        'MEMBERSHIP_OFFLINE',
        'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
      ],
      ruleTypes: [
        'MAX',
        'MIN',
        'MAX_LENGTH',
        'FORMAT',
        'REQUIRED_FIELD',
        'MIN_LENGTH',
        'MAX_SIZE',
        'MIN_SIZE',
        'DECIMAL_MAX_SCALE',
        'INVALID_ENUM_VALUE',
        'FIELD_NOT_ALLOWED',
        'EXACT_LENGTH',
        'EXACT_SIZE',
      ],
      severity: ['WARNING', 'ERROR'],
      suggestedFix: ['REMOVE_LINE_ITEM'],
      historyActors: ['USER', 'MEMBER', 'CONTACT', 'APP'],
      orderApproval: ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'],
      orderPayment: ['NOT_PAID', 'PAID', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'PENDING', 'PENDING_MERCHANT', 'CANCELED', 'DECLINED'],
      fulfillment: ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED', 'CANCELED'],
      payment: ['APPROVED', 'PENDING', 'PENDING_MERCHANT', 'CANCELED', 'DECLINED', 'REFUNDED', 'PARTIALLY_REFUNDED', 'AUTHORIZED', 'VOIDED'],
      progress: ['PENDING', 'SUCCEEDED', 'FAILED', 'SCHEDULED', 'STARTED'],
      chargeback: ['APPROVED', 'REVERSED'],
      scheduledAction: ['VOID', 'CAPTURE'],
      validationModes: ['SKIP_VALIDATIONS', 'PRE_CHECKOUT_VALIDATIONS', 'CHECKOUT_VALIDATIONS'],
      autoTaxFailure: ['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED'],
      refundNotPossible: [
        'ALREADY_REFUNDED',
        'PROVIDER_IS_DOWN',
        'NOT_PAID',
        'ZERO_PRICE',
        'DISABLED_BY_PROVIDER',
        'PENDING_REFUND',
        'FORBIDDEN',
        'TRANSACTION_NOT_FOUND',
        'ORDER_IS_PENDING',
        'ORDER_IS_REJECTED',
        'AMOUNT_OFFSET_BY_CHARGEBACK',
      ],
      nonRefundable: ['EXPIRED', 'NOT_SUPPORTED', 'OFFLINE', 'REQUIRES_CARD_READER'],
      notCollectable: [
        'NONCOLLECTABLE_ORDER_IS_CANCELLED',
        'NONCOLLECTABLE_ORDER_IS_PAID',
        'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
        'NONCOLLECTABLE_ORDER_IS_PENDING',
        'NONCOLLECTABLE_ORDER_IS_REJECTED',
        'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS',
        'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS',
      ],
    });
  });
  it('has the events', () => {
    const required = [
      'onCheckoutCreated',
      'onCheckoutUpdated',
      'onCheckoutDeleted',
      'onCheckoutCompleted',
      'onOrderCreated',
      'onOrderUpdated',
      'onOrderApproved',
      'onOrderCanceled',
      'onOrderPaymentStatusUpdated',
    ];
    const present = handlers(doc);
    expect(required.filter((n) => !present.includes(n))).toEqual([]);
    expect(present.length).toBeGreaterThanOrEqual(40);
  });
});

describe('reviews spec covers the platform API of reviews', () => {
  const doc = load('reviews');
  it('has the 13 calls', () => {
    const required = [
      'GET /v1/reviews/{reviewId}',
      'POST /v1/reviews/contact',
      'POST /v1/reviews',
      'POST /v1/bulk/reviews/create',
      'PATCH /v1/reviews/{reviewId}',
      'DELETE /v1/reviews/{reviewId}',
      'POST /v1/bulk/reviews/delete',
      'PATCH /v1/reviews/{reviewId}/reply',
      'DELETE /v1/reviews/{reviewId}/reply',
      'PATCH /v1/reviews/{reviewId}/moderate',
      'POST /v1/bulk/reviews/moderate',
      'POST /v1/reviews/count',
      'POST /v1/reviews/query',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
  });
  it('has every enumeration', () => {
    checkEnums(doc, {
      author: ['MEMBER', 'VISITOR'],
      origin: ['ORGANIC', 'APP'],
      source: ['REVIEW_REQUEST'],
      moderation: ['APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED'],
      channel: ['EMAIL'],
      requestStatus: ['SCHEDULED', 'CANCELED', 'FAILED', 'SENT'],
      failure: ['ACTIVATION_FAILED', 'BOUNCED', 'SUBSCRIPTION_INACTIVE'],
      sortOrder: ['ASC', 'DESC'],
    });
  });
  it('has review events', () => {
    expect(['onReviewCreated', 'onReviewUpdated', 'onReviewDeleted'].filter((n) => !handlers(doc).includes(n))).toEqual([]);
  });
});

describe('members spec covers the platform API of members', () => {
  const doc = load('members');
  it('has the 24 member calls', () => {
    const required = [
      'POST /v1/members/my/slug',
      'POST /v1/members/{memberId}/slug',
      'POST /v1/members/join-community',
      'POST /v1/members/leave-community',
      'GET /v1/members/my',
      'GET /v1/members/{memberId}',
      'GET /v1/members',
      'POST /v1/members/query',
      'POST /v1/members/{memberId}/mute',
      'POST /v1/members/{memberId}/unmute',
      'POST /v1/members/{memberId}/approve',
      'POST /v1/members/{memberId}/block',
      'POST /v1/members/{memberId}/disconnect',
      'DELETE /v1/members/{memberId}',
      'DELETE /v1/members/my',
      'POST /v1/members/bulk/delete',
      'POST /v1/members/bulk/delete-by-filter',
      'POST /v1/members/bulk/approve-by-filter',
      'POST /v1/members/bulk/block-by-filter',
      'POST /v1/members',
      'PATCH /v1/members/{memberId}',
      'DELETE /v1/members/{memberId}/phones',
      'DELETE /v1/members/{memberId}/emails',
      'DELETE /v1/members/{memberId}/addresses',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
    expect(operations(doc)).toHaveLength(24);
  });
  it('has every member enumeration', () => {
    checkEnums(doc, {
      profileFieldType: ['TEXT', 'NUMBER', 'DATE', 'URL', 'SOCIAL'],
      social: ['FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'TWITTER', 'YOUTUBE', 'PINTEREST', 'TIKTOK'],
      origin: ['CUSTOM', 'CONTACT', 'SYSTEM'],
      fieldset: ['PUBLIC', 'EXTENDED', 'FULL'],
      report: ['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER'],
      block: ['BLOCKING', 'BLOCKED'],
      role: ['OWNER', 'CONTRIBUTOR', 'MEMBER'],
      status: ['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'],
      activity: ['ACTIVE', 'MUTED'],
      privacy: ['PRIVATE', 'PUBLIC'],
      siteState: ['ENABLED', 'DISABLED', 'PENDING', 'DEMO'],
      deletion: ['TRASH', 'DELETED', 'PENDING_PURGE', 'PURGED_EXTERNALLY'],
      nodes: ['PARAGRAPH', 'HEADING', 'BULLETED_LIST', 'ORDERED_LIST', 'IMAGE', 'GALLERY', 'VIDEO', 'POLL', 'MAP', 'TABLE'],
    });
  });
  it('has member and badge events', () => {
    expect(['onMemberCreated', 'onMemberUpdated', 'onMemberDeleted', 'onBadgeAssigned', 'onBadgeUnassigned'].filter((n) => !handlers(doc).includes(n))).toEqual(
      [],
    );
  });
});

describe('plans spec covers the platform API of plans and plan orders', () => {
  const doc = load('plans');
  it('has every plan and order call', () => {
    const required = [
      'GET /v2/plans/public',
      'GET /v2/plans/{planId}',
      'GET /v2/plans',
      'GET /v2/plans/stats',
      'POST /v2/plans',
      'PATCH /v2/plans/{planId}',
      'PUT /v2/plans/{planId}/visibility',
      'POST /v2/plans/{planId}/make-primary',
      'POST /v2/plans/clear-primary',
      'POST /v2/plans/{planId}/archive',
      'POST /v2/plans/public/query',
      'GET /v2/orders/{orderId}',
      'GET /v2/orders',
      'PATCH /v2/orders/{orderId}',
      'POST /v2/orders/{orderId}/cancel',
      'POST /v2/orders/{orderId}/mark-as-paid',
      'POST /v2/orders/{orderId}/pause',
      'POST /v2/orders/{orderId}/resume',
      'GET /v2/member/orders/{orderId}',
      'GET /v2/member/orders',
      'POST /v2/member/orders/{orderId}/cancel',
      'POST /v2/checkout/orders/online',
      'POST /v2/checkout/orders/offline',
      'POST /v2/checkout/orders/preview-online',
      'POST /v2/checkout/orders/preview-offline',
      'POST /v2/checkout/orders/price-preview',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
  });
  it('has every plan and order enumeration', () => {
    checkEnums(doc, {
      periodUnit: ['DAY', 'WEEK', 'MONTH', 'YEAR'],
      appliedAt: ['FIRST_PAYMENT'],
      priceType: ['FIXED_AMOUNT'],
      startType: ['ON_PURCHASE', 'CUSTOM'],
      endType: ['UNTIL_CANCELLED', 'CYCLES_COMPLETED'],
      visibility: ['PUBLIC', 'PRIVATE'],
      planType: ['PLAN', 'ADD_ON'],
      validation: ['ON_BEHALF', 'PREVIEW'],
      orderType: ['ONLINE', 'OFFLINE', 'EXTERNAL'],
      orderMethod: ['MOTO', 'POS'],
      notSuspendable: ['PENDING', 'TRIAL', 'CANCELED', 'ENDED', 'NOT_STARTED', 'ALREADY_SUSPENDED', 'OLD_STRIPE'],
      orderStatus: ['DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED'],
      effectiveAt: ['IMMEDIATELY', 'NEXT_PAYMENT_DATE'],
      paymentStatus: ['PAID', 'REFUNDED', 'FAILED', 'UNPAID', 'PENDING', 'NOT_APPLICABLE'],
      cause: ['OWNER_ACTION', 'MEMBER_ACTION', 'PAYMENT_FAILURE', 'PAYMENT_SETUP_FAILURE', 'UNKNOWN'],
      sortOrder: ['ASC', 'DESC'],
    });
  });
  it('has the order events', () => {
    const required = [
      'Created',
      'Purchased',
      'Started',
      'CycleStarted',
      'Paused',
      'Resumed',
      'Ended',
      'Canceled',
      'AutoRenewCanceled',
      'MarkedAsPaid',
      'EndDatePostponed',
      'StartDateChanged',
      'Updated',
    ].map((e) => `onOrder${e}`);
    expect(required.filter((n) => !handlers(doc).includes(n))).toEqual([]);
  });
});

describe('oauth spec covers the platform API of redirect sessions and sign-in', () => {
  const doc = load('oauth') as Doc & { 'x-error-catalogue': Record<string, { message: string; clientCode?: string; status?: number }> };
  it('has every call', () => {
    const required = [
      'POST /v1/redirect-session',
      'POST /oauth2/token',
      'POST /v2/register',
      'POST /v2/login',
      'POST /v2/change-password',
      'POST /v2/sign-on',
      'GET /v1/logout',
      'POST /v2/{factorType}/verify',
      'POST /v1/send-email',
      'POST /v1/activation-email',
      'POST /v1/recover',
      'POST /v1/Start',
      'POST /v1/auth/verify',
      'POST /v1/auth/resend',
      'POST /graphql/{apiVersion}',
    ];
    expect(required.filter((r) => !operations(doc).includes(r))).toEqual([]);
  });
  it('has every enumeration and the client login states', () => {
    checkEnums(doc, {
      privacy: ['UNDEFINED', 'PUBLIC', 'PRIVATE'],
      emailTag: ['UNTAGGED', 'MAIN', 'HOME', 'WORK'],
      phoneTag: ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'],
      addressTag: ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'],
      identityStatus: ['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'],
      pendingReasons: ['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'],
      factorTypes: ['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH', 'WEBAUTHN', 'RECOVERY_CODE'],
      factorStatus: ['ENABLED', 'REQUIRE_ACTIVATION', 'REQUIRE_REENROLL', 'ENABLED_BY_RULE', 'DISABLED_BY_RULE'],
      mfaReason: ['USER_SETTINGS', 'HIGH_RISK_LOGIN'],
      // The platform spells these with a prefix: USER_VERIFICATION_REQUIRED, ...
      userVerification: ['USER_VERIFICATION_REQUIRED', 'USER_VERIFICATION_PREFERRED', 'USER_VERIFICATION_DISCOURAGED'],
      tenantType: ['ACCOUNT', 'SITE'],
      eventIdentity: ['ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
      sections: ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'],
      callbackTypes: ['LOGOUT', 'CHECKOUT', 'AUTHORIZE'],
      locationTypes: ['OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM'],
      redirectStatus: ['SUCCESS', 'ERROR'],
      attachPages: ['SUCCESS', 'NO_ACTION', 'ERROR'],
      tokenRole: ['none', 'visitor', 'member'],
      serverStates: ['SUCCESS', 'REQUIRE_OWNER_APPROVAL', 'REQUIRE_EMAIL_VERIFICATION'],
      loginStates: [
        'INITIAL',
        'SUCCESS',
        'FAILURE',
        'EMAIL_VERIFICATION_REQUIRED',
        'OWNER_APPROVAL_REQUIRED',
        'USER_CAPTCHA_REQUIRED',
        'SILENT_CAPTCHA_REQUIRED',
      ],
    });
  });
  it('has the error catalogue with client codes and client messages', () => {
    const c = doc['x-error-catalogue'];
    expect(Object.fromEntries(['-19971', '-19970', '-19995', '-19976', '-19973', 'EMAIL'].map((k) => [k, c[k]?.clientCode]))).toEqual({
      '-19971': 'missingCaptchaToken',
      '-19970': 'invalidCaptchaToken',
      '-19995': 'emailAlreadyExists',
      '-19976': 'invalidPassword',
      '-19973': 'resetPassword',
      EMAIL: 'invalidEmail',
    });
    expect(['BAD_CODE', 'NOT_FOUND', 'SEND_CODE_ERROR', 'HANDLING_SPAM'].filter((k) => !c[k])).toEqual([]);
    const messages = Object.values(c).map((e) => e.message);
    for (const m of ['Missing code or _state', 'Invalid _state', 'Unknown _state', 'OAuth flow timed out']) expect(messages).toContain(m);
    expect(messages.some((m) => m.startsWith('Failed to fetch tokens from OAuth API'))).toBe(true);
    expect(c.INVALID_STATE!.status).toBeUndefined();
  });
});

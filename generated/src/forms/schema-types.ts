// Generated from spec/forms.yaml by codegen. Do not edit.


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
        /** The request field, e.g. `submission.submissions`. */
        field?: string;
        description?: string;
        violatedRule?: string;
        /** For example `SUBMISSION_VALIDATION`. */
        ruleName?: string;
        /** Rule data. For `SUBMISSION_VALIDATION` it is a `SubmissionValidationErrorsDetails`. */
        data?: Record<string, unknown>;
      }>;
    };
  };
}

/** Why one item of a bulk call failed. */
export interface ApplicationError {
  /** Error code. */
  code?: string;
  description?: string;
  /** Data of the error. */
  data?: Record<string, unknown>;
}

/** The appointment of a submission of a form that books an appointment. */
export interface AppointmentDetails {
  /** ID of the staff member assigned to the appointment. */
  staffMemberId?: string;
  /** Name of the staff member assigned to the appointment. */
  staffMemberName?: string;
}

export interface BulkActionMetadata {
  /** Number of items processed. */
  totalSuccesses?: number;
  /** Number of items that failed. */
  totalFailures?: number;
  /** Number of failures without details (past the threshold of detailed failures). */
  undetailedFailures?: number;
}

export interface BulkDeleteSubmissionRequest {
  /** ID of the form the submissions belong to. */
  formId: string;
  /** IDs of the submissions to delete. */
  submissionIds?: string[];
  /** Whether to bypass the trash bin. Default `false`. */
  permanent?: boolean;
  /** Whether to keep the files of the submissions. */
  preserveFiles?: boolean;
}

export interface BulkDeleteSubmissionResponse {
  results?: BulkDeleteSubmissionResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkDeleteSubmissionResult {
  itemMetadata?: ItemMetadata;
}

export interface BulkMarkSubmissionsAsSeenRequest {
  /** IDs of the submissions to mark as seen. */
  ids: string[];
  /** ID of the form the submissions belong to. */
  formId: string;
}

export interface BulkMarkSubmissionsAsSeenResponse {
  /** ID of the job that marks the submissions. */
  jobId?: string;
}

export interface BulkRemoveSubmissionFromTrashBinRequest {
  /** ID of the form the submissions belong to. */
  formId: string;
  /** IDs of the submissions to remove from the trash bin. */
  submissionIds?: string[];
}

export interface BulkRemoveSubmissionFromTrashBinResponse {
  results?: BulkRemoveSubmissionFromTrashBinResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkRemoveSubmissionFromTrashBinResult {
  itemMetadata?: ItemMetadata;
}

export interface BulkUpdateFormSubmissionTagsByFilterRequest {
  filter: Filter;
  /** Tags to add. */
  assignTags?: PublicTags;
  /** Tags to remove. */
  unassignTags?: PublicTags;
}

export interface BulkUpdateFormSubmissionTagsByFilterResponse {
  /** ID of the job that updates the tags. */
  jobId?: string;
}

export interface BulkUpdateFormSubmissionTagsRequest {
  /** IDs of the submissions to update. */
  submissionIds: string[];
  /** Tags to add. */
  assignTags?: PublicTags;
  /** Tags to remove. */
  unassignTags?: PublicTags;
}

export interface BulkUpdateFormSubmissionTagsResponse {
  results?: BulkUpdateFormSubmissionTagsResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkUpdateFormSubmissionTagsResult {
  itemMetadata?: ItemMetadata;
}

export interface ConfirmSubmissionResponse {
  submission?: FormSubmission;
}

/** Kind of the contact a submission was mapped onto. `CONTACT`: a new or existing contact. `MEMBER`: the logged-in site member. `NOT_AUTHENTICATED_MEMBER`: a site member who is not logged in. */
export const ContactIdentityType = {
  CONTACT: 'CONTACT',
  MEMBER: 'MEMBER',
  NOT_AUTHENTICATED_MEMBER: 'NOT_AUTHENTICATED_MEMBER',
} as const;

/** Kind of the contact a submission was mapped onto. `CONTACT`: a new or existing contact. `MEMBER`: the logged-in site member. `NOT_AUTHENTICATED_MEMBER`: a site member who is not logged in. */
export type ContactIdentityType = (typeof ContactIdentityType)[keyof typeof ContactIdentityType];

export interface CountDeletedSubmissionsRequest {
  /** IDs of the forms to count. */
  formIds: string[];
  /** Namespace of the app the forms belong to, for example `wix.form_app.form`. */
  namespace: string;
  /** Statuses to count. Default `CONFIRMED`, `PAYMENT_WAITING`, `PAYMENT_CANCELED`. */
  statuses?: SubmissionStatus[];
}

export interface CountDeletedSubmissionsResponse {
  formsDeletedSubmissionsCount?: FormDeletedSubmissionsCount[];
}

export interface CountSubmissionsByFilterRequest {
  filter: Filter;
  search?: SearchDetails;
}

export interface CountSubmissionsByFilterResponse {
  formsSubmissionsCount?: FormSubmissionsCount[];
}

export interface CountSubmissionsRequest {
  /** IDs of the forms to count. */
  formIds: string[];
  /** Namespace of the app the forms belong to, for example `wix.form_app.form`. */
  namespace: string;
  /** Statuses to count. */
  statuses?: SubmissionStatus[];
}

export interface CountSubmissionsResponse {
  formsSubmissionsCount?: FormSubmissionsCount[];
}

export interface CreateSubmissionRequest {
  /** Submission to create; `formId` is required. */
  submission: FormSubmission;
  /** Captcha token, for a form protected by a captcha. */
  captchaToken?: string;
  /** Free-form business data passed on to the apps that validate submissions (the submission service plugin). */
  additionalMetadata?: Record<string, unknown>;
}

export interface CreateSubmissionResponse {
  submission: FormSubmission;
}

export interface CursorPaging {
  /** Number of items to return. */
  limit?: number;
  /** Cursor of the page to return, from the previous page's `cursors.next`. Not used in the first request. */
  cursor?: string;
}

export interface CursorPagingMetadata {
  /** Number of items returned. */
  count?: number;
  cursors?: Cursors;
  /** Whether there is a page after this one. */
  hasNext?: boolean;
}

/** Query with cursor paging. A request with `cursorPaging.cursor` sends no `filter` or `sort`. */
export interface CursorQuery {
  cursorPaging?: CursorPaging;
  filter?: Filter;
  sort?: Sorting[];
}

export interface Cursors {
  /** Cursor of the next page. */
  next?: string;
  /** Cursor of the previous page. */
  prev?: string;
}

/** Search with cursor paging. A request with `cursorPaging.cursor` sends no `filter`, `sort` or `search`. */
export interface CursorSearch {
  cursorPaging?: CursorPaging;
  filter?: Filter;
  sort?: Sorting[];
  search?: SearchDetails;
}

/** Empty on success. */
export type DeleteSubmissionResponse = Record<string, unknown>;

export interface DocumentReady {
  /** URL to download the document from. */
  downloadUrl?: string;
}

/** Status of a submission document (the SDK's enum `Status`): `PENDING` while it is generated, `READY` to download, `FAILED`. */
export const DocumentStatus = {
  UNKNOWN_STATUS: 'UNKNOWN_STATUS',
  READY: 'READY',
  PENDING: 'PENDING',
  FAILED: 'FAILED',
} as const;

/** Status of a submission document (the SDK's enum `Status`): `PENDING` while it is generated, `READY` to download, `FAILED`. */
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];

/** Kind of a submission validation failure (`ValidationError.errorType`). The SDK's full list: value checks (type, required, unknown value, length, pattern, format, value bounds, multiple-of, item counts, allowed values), form state and limits (disabled form; counts of forms, fields, steps and rules; file uploads), phone country code, appointment staff and location, and service options. */
export const ErrorType = {
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  TYPE_ERROR: 'TYPE_ERROR',
  REQUIRED_VALUE_ERROR: 'REQUIRED_VALUE_ERROR',
  UNKNOWN_VALUE_ERROR: 'UNKNOWN_VALUE_ERROR',
  MAX_LENGTH_ERROR: 'MAX_LENGTH_ERROR',
  MIN_LENGTH_ERROR: 'MIN_LENGTH_ERROR',
  PATTERN_ERROR: 'PATTERN_ERROR',
  FORMAT_ERROR: 'FORMAT_ERROR',
  MAX_VALUE_ERROR: 'MAX_VALUE_ERROR',
  MIN_VALUE_ERROR: 'MIN_VALUE_ERROR',
  MULTIPLE_OF_VALUE_ERROR: 'MULTIPLE_OF_VALUE_ERROR',
  MIN_ITEMS_ERROR: 'MIN_ITEMS_ERROR',
  MAX_ITEMS_ERROR: 'MAX_ITEMS_ERROR',
  NOT_ALLOWED_VALUE_ERROR: 'NOT_ALLOWED_VALUE_ERROR',
  FIELDS_COMPATIBILITY_ERROR: 'FIELDS_COMPATIBILITY_ERROR',
  DISABLED_FORM_ERROR: 'DISABLED_FORM_ERROR',
  FORMS_COUNT_RESTRICTIONS_ERROR: 'FORMS_COUNT_RESTRICTIONS_ERROR',
  FIELDS_COUNT_RESTRICTIONS_ERROR: 'FIELDS_COUNT_RESTRICTIONS_ERROR',
  STEPS_COUNT_RESTRICTIONS_ERROR: 'STEPS_COUNT_RESTRICTIONS_ERROR',
  RULES_COUNT_RESTRICTIONS_ERROR: 'RULES_COUNT_RESTRICTIONS_ERROR',
  FILE_UPLOAD_RESTRICTIONS_ERROR: 'FILE_UPLOAD_RESTRICTIONS_ERROR',
  INVALID_PHONE_COUNTRY_CODE_ERROR: 'INVALID_PHONE_COUNTRY_CODE_ERROR',
  INVALID_STAFF_ID_ERROR: 'INVALID_STAFF_ID_ERROR',
  INVALID_LOCATION_ID_ERROR: 'INVALID_LOCATION_ID_ERROR',
  MISSING_SERVICE_OPTION_ERROR: 'MISSING_SERVICE_OPTION_ERROR',
  INVALID_SERVICE_OPTIONS_ERROR: 'INVALID_SERVICE_OPTIONS_ERROR',
  NO_AVAILABLE_SERVICE_OPTIONS_ERROR: 'NO_AVAILABLE_SERVICE_OPTIONS_ERROR',
  EXACT_CHARACTER_LENGTH_ERROR: 'EXACT_CHARACTER_LENGTH_ERROR',
  CHARACTER_LENGTH_RANGE_ERROR: 'CHARACTER_LENGTH_RANGE_ERROR',
  VALUE_RANGE_ERROR: 'VALUE_RANGE_ERROR',
  EXACT_ITEMS_NUMBER_ERROR: 'EXACT_ITEMS_NUMBER_ERROR',
  DECIMAL_POINT_ERROR: 'DECIMAL_POINT_ERROR',
  INCOMPLETE_DATE_ERROR: 'INCOMPLETE_DATE_ERROR',
  INVALID_VALUE_FOR_PATTERN_ERROR: 'INVALID_VALUE_FOR_PATTERN_ERROR',
  INVALID_DEFAULT_VALUE_ERROR: 'INVALID_DEFAULT_VALUE_ERROR',
  NO_CONNECTED_CONFERENCING_RESOURCE_ERROR: 'NO_CONNECTED_CONFERENCING_RESOURCE_ERROR',
} as const;

/** Kind of a submission validation failure (`ValidationError.errorType`). The SDK's full list: value checks (type, required, unknown value, length, pattern, format, value bounds, multiple-of, item counts, allowed values), form state and limits (disabled form; counts of forms, fields, steps and rules; file uploads), phone country code, appointment staff and location, and service options. */
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

/** Envelope fields of every event. */
export interface EventMetadata {
  /** Event ID, to spot duplicates. */
  id?: string;
  /** Fully qualified name of the entity, `wix.forms.v4.submission`. */
  entityFqdn?: string;
  /** Event name, for example `created`. */
  slug?: string;
  /** ID of the submission. */
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

/** Data of other apps on the submission, by app namespace. */
export interface ExtendedFields {
  /** Each key is the namespace of the app that defined the extended fields; each value is structured by the schema that app defined, so it is free-form here. Only fields the caller may read are returned. */
  namespaces?: Record<string, Record<string, unknown>>;
}

/** A violation of a submission. */
export interface FieldViolation {
  /** Name of the violated entity. */
  name?: string;
  /** Description of the error. */
  description?: string;
  /** Rule name. */
  ruleName?: string;
  submissionValidationErrors?: SubmissionValidationErrors;
}

/** A platform filter on submission fields, for example `{"namespace": "wix.form_app.form", "status": {"$in": ["CONFIRMED"]}}`. Operators: `$eq`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte`, `$in`, `$nin`, `$hasSome`, `$hasAll`, `$startsWith`, `$contains`. Its fields depend on the form, so it is free-form. */
export type Filter = Record<string, unknown>;

/** One field of a submission, formatted for display. */
export interface FormattedSubmission {
  /** Label of the form field. */
  label?: string;
  /** Key of the value, the `target` of the form field. */
  key?: string;
  /** The value, formatted as a string. */
  value?: string;
  /** ID of the form field. */
  fieldId?: string;
}

export interface FormDeletedSubmissionsCount {
  formId?: string;
  /** Number of deleted submissions of the form. */
  totalCount?: number;
}

/** A submission of a form. The form it belongs to is identified by `formId` and, for the app that owns the form, `namespace`. */
export interface FormSubmission {
  /** Submission ID. Read-only. */
  id?: string;
  /** ID of the form the submission belongs to. Set on creation, immutable. */
  formId?: string;
  /** The app the form belongs to, inherited from the form (it cannot be set), for example `wix.form_app.form` for the platform's forms app. Read-only. */
  namespace?: string;
  status?: SubmissionStatus;
  submissions?: SubmissionValues;
  /** Date and time the submission was created. */
  createdDate?: Date;
  /** Date and time the submission was last updated. Read-only. */
  updatedDate?: Date;
  /** Revision number (an integer as a string), incremented by 1 on every update. An update sends the current revision. Read-only. */
  revision?: string;
  submitter?: Submitter;
  /** Whether a site owner marked the submission as seen. */
  seen?: boolean;
  extendedFields?: ExtendedFields;
  orderDetails?: OrderDetails;
  /** Contact ID of the visitor who created the submission. Immutable. */
  contactId?: string;
  /** ID of the only viewer authorized to see the submission. Immutable. */
  accessRestriction?: string;
  tags?: PublicTags;
  appointmentDetails?: AppointmentDetails;
  /** ID of the child site the submission was made on, when the form's site shares its data with a parent site (submissions of every child site are stored on the parent). Read-only. */
  childMetaSiteId?: string;
}

export interface FormSubmissionsCount {
  formId?: string;
  /** Number of submissions of the form. */
  totalCount?: number;
  /** Number of them the site owner has not seen yet. */
  unseenCount?: number;
}

export interface FormSubmissionStatusUpdatedEvent {
  submission?: FormSubmission;
  previousStatus?: SubmissionStatus;
}

export interface GetDeletedSubmissionResponse {
  submission?: FormSubmission;
}

export interface GetFormattedSubmissionResponse {
  submissionId?: string;
  /** The fields, in the order of the form's layout. */
  submissions?: FormattedSubmission[];
}

export interface GetMediaUploadURLRequest {
  /** ID of the form. */
  formId: string;
  /** Name of the file to upload. */
  filename: string;
  /** MIME type of the file, for example `image/png`. */
  mimeType: string;
}

export interface GetMediaUploadURLResponse {
  /** URL to upload the file to. */
  uploadUrl?: string;
}

export interface GetSubmissionDownloadUrlResponse {
  document?: SubmissionDocument;
}

export interface GetSubmissionResponse {
  submission: FormSubmission;
}

/** Who performed the action; one of the IDs is set, by `identityType`. */
export interface IdentificationData {
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  identityType?: WebhookIdentityType;
}

/** Kind of the contact an upsert returned. `CONTACT`: a new or existing contact. `MEMBER`: the logged-in site member (matching skipped). `NOT_AUTHENTICATED_MEMBER`: the matching contact is a member who is not logged in (no merge). */
export const IdentityType = {
  UNKNOWN: 'UNKNOWN',
  CONTACT: 'CONTACT',
  MEMBER: 'MEMBER',
  NOT_AUTHENTICATED_MEMBER: 'NOT_AUTHENTICATED_MEMBER',
} as const;

/** Kind of the contact an upsert returned. `CONTACT`: a new or existing contact. `MEMBER`: the logged-in site member (matching skipped). `NOT_AUTHENTICATED_MEMBER`: the matching contact is a member who is not logged in (no merge). */
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];

/** The result of one item of a bulk call. */
export interface ItemMetadata {
  /** Item ID, when known. */
  id?: string;
  /** Index of the item in the request. */
  originalIndex?: number;
  /** Whether the item was processed; when `false`, `error` says why. */
  success?: boolean;
  error?: ApplicationError;
}

export interface ListDeletedSubmissionsResponse {
  submissions?: FormSubmission[];
  pagingMetadata?: CursorPagingMetadata;
}

/** The marketing subscriptions the submitter consented to. */
export interface MarketingSubscriptionDetails {
  /** ID of the submitted form. */
  formId?: string;
  /** Emails of the contact. */
  emails?: string[];
  /** Date and time the submission was created. */
  submittedDate?: Date;
  /** Email subscription confirmation mode. Default `SINGLE_CONFIRMATION`. */
  optInLevel?: OptInLevel;
  /** Valid phone numbers of the contact. */
  phones?: string[];
  /** Phone subscription confirmation mode. Default `SINGLE_CONFIRMATION`. */
  phoneOptInLevel?: OptInLevel;
}

/** How the terms of a free-text search combine: any term (`OR`) or every term (`AND`). */
export const Mode = {
  OR: 'OR',
  AND: 'AND',
} as const;

/** How the terms of a free-text search combine: any term (`OR`) or every term (`AND`). */
export type Mode = (typeof Mode)[keyof typeof Mode];

/** Consent confirmation mode of a marketing subscription, single or double confirmation. */
export const OptInLevel = {
  SINGLE_CONFIRMATION: 'SINGLE_CONFIRMATION',
  DOUBLE_CONFIRMATION: 'DOUBLE_CONFIRMATION',
} as const;

/** Consent confirmation mode of a marketing subscription, single or double confirmation. */
export type OptInLevel = (typeof OptInLevel)[keyof typeof OptInLevel];

/** The order of a submission of a form that collects payment. Read-only. */
export interface OrderDetails {
  /** ID of the order. */
  orderId?: string;
  /** Order number. */
  number?: string;
  /** 3-letter ISO-4217 currency code. */
  currency?: string;
  /** Item subtotal as a decimal string (at least 0, at most 2 decimal places), for example "90.00". */
  itemSubtotal?: string;
  /** ID of the checkout. */
  checkoutId?: string;
}

/** Tags of the submission that anyone who can see it can see, including site members and visitors. */
export interface PublicTags {
  tags?: TagList;
}

export interface QuerySubmissionRequest {
  query: CursorQuery;
  /** Whether to return only the caller's own submissions. If `false`, every matching submission. */
  onlyYourOwn?: boolean;
}

export interface QuerySubmissionResponse {
  submissions?: FormSubmission[];
  metadata?: CursorPagingMetadata;
}

export interface QuerySubmissionsByNamespaceRequest {
  query: CursorQuery;
  /** Whether to return only the caller's own submissions. If `false`, every matching submission. */
  onlyYourOwn?: boolean;
}

export interface QuerySubmissionsByNamespaceResponse {
  submissions?: FormSubmission[];
  metadata?: CursorPagingMetadata;
}

export interface RemovedSubmissionFromTrash {
  submission?: FormSubmission;
}

/** Empty on success. */
export type RemoveSubmissionFromTrashBinResponse = Record<string, unknown>;

export interface RestoreSubmissionFromTrashBinResponse {
  submission?: FormSubmission;
}

/** Free text to match in the searchable fields. */
export interface SearchDetails {
  mode?: Mode;
  /** Search term or expression. */
  expression?: string;
  /** Whether to allow typos (automatic fuzzy matching). */
  fuzzy?: boolean;
}

export interface SearchSubmissionsByNamespaceRequest {
  search: CursorSearch;
}

export interface SearchSubmissionsByNamespaceResponse {
  submissions?: FormSubmission[];
  metadata?: CursorPagingMetadata;
}

export interface Sorting {
  /** Field to sort by, for example `createdDate`. */
  fieldName?: string;
  order?: SortOrder;
}

/** Sort direction. */
export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;

/** Sort direction. */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

export interface SubmissionContactMapped {
  /** ID of the contact the submission was mapped onto. */
  contactId?: string;
  /** Namespace of the submission's form. */
  namespace?: string;
  marketingSubscriptionDetails?: MarketingSubscriptionDetails;
  contactIdentityType?: ContactIdentityType;
}

export interface SubmissionContactMappedEvent {
  data: SubmissionContactMapped;
  metadata: EventMetadata;
}

export interface SubmissionContactMappingSkipped {
  /** ID of the form. */
  formId?: string;
  /** Namespace of the submission's form. */
  namespace?: string;
  /** Contact ID resolved from the submission's context. */
  contactId?: string;
}

export interface SubmissionContactMappingSkippedEvent {
  data: SubmissionContactMappingSkipped;
  metadata: EventMetadata;
}

export interface SubmissionCreatedEvent {
  /** The created submission. */
  entity: FormSubmission;
  metadata: EventMetadata;
}

export interface SubmissionDeletedEvent {
  /** The deleted submission. */
  entity: FormSubmission;
  metadata: EventMetadata;
}

/** A submission as a document. */
export interface SubmissionDocument {
  /** Document ID. Read-only. */
  id?: string;
  status?: DocumentStatus;
  readyDetails?: DocumentReady;
}

/** Kind of failure of a submission validation error reported by Validate Form Submission. */
export const SubmissionErrorType = {
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  TYPE_ERROR: 'TYPE_ERROR',
  REQUIRED_VALUE_ERROR: 'REQUIRED_VALUE_ERROR',
  UNKNOWN_VALUE_ERROR: 'UNKNOWN_VALUE_ERROR',
  MAX_LENGTH_ERROR: 'MAX_LENGTH_ERROR',
  MIN_LENGTH_ERROR: 'MIN_LENGTH_ERROR',
  PATTERN_ERROR: 'PATTERN_ERROR',
  FORMAT_ERROR: 'FORMAT_ERROR',
  MAX_VALUE_ERROR: 'MAX_VALUE_ERROR',
  MIN_VALUE_ERROR: 'MIN_VALUE_ERROR',
  MULTIPLE_OF_VALUE_ERROR: 'MULTIPLE_OF_VALUE_ERROR',
  MIN_ITEMS_ERROR: 'MIN_ITEMS_ERROR',
  MAX_ITEMS_ERROR: 'MAX_ITEMS_ERROR',
  NOT_ALLOWED_VALUE_ERROR: 'NOT_ALLOWED_VALUE_ERROR',
  DISABLED_FORM_ERROR: 'DISABLED_FORM_ERROR',
} as const;

/** Kind of failure of a submission validation error reported by Validate Form Submission. */
export type SubmissionErrorType = (typeof SubmissionErrorType)[keyof typeof SubmissionErrorType];

export interface SubmissionRemovedSubmissionFromTrashEvent {
  data: RemovedSubmissionFromTrash;
  metadata: EventMetadata;
}

/** Status of a submission. `PENDING`: created but not recorded yet (confirm it with Confirm Submission, or it is deleted automatically). `CONFIRMED`: recorded. `PAYMENT_WAITING`: created for a form that collects payment, waiting for the payment. `PAYMENT_CANCELED`: the order of the submission was canceled. */
export const SubmissionStatus = {
  PENDING: 'PENDING',
  CONFIRMED: 'CONFIRMED',
  PAYMENT_WAITING: 'PAYMENT_WAITING',
  PAYMENT_CANCELED: 'PAYMENT_CANCELED',
} as const;

/** Status of a submission. `PENDING`: created but not recorded yet (confirm it with Confirm Submission, or it is deleted automatically). `CONFIRMED`: recorded. `PAYMENT_WAITING`: created for a form that collects payment, waiting for the payment. `PAYMENT_CANCELED`: the order of the submission was canceled. */
export type SubmissionStatus = (typeof SubmissionStatus)[keyof typeof SubmissionStatus];

export interface SubmissionStatusUpdatedEvent {
  data: FormSubmissionStatusUpdatedEvent;
  metadata: EventMetadata;
}

export interface SubmissionUpdatedEvent {
  /** The submission after the update. */
  entity: FormSubmission;
  metadata: EventMetadata;
  /** The fields the update changed, with their values (hidden in the SDK's documentation). */
  modifiedFields?: Record<string, unknown>;
}

/** One validation error; `errorType` or `customErrorMessage` is set. */
export interface SubmissionValidationError {
  errorType?: SubmissionErrorType;
  /** Custom error message, shown instead of the message of an error type. */
  customErrorMessage?: string;
  /** Where the error is, for example the field target. */
  errorPath?: string;
  /** Additional details of the error. */
  params?: Record<string, unknown>;
}

export interface SubmissionValidationErrors {
  errors?: SubmissionValidationError[];
}

/** The data of a `SUBMISSION_VALIDATION` validation error (Create Submission, Update Submission): one entry per value that failed. */
export interface SubmissionValidationErrorsDetails {
  errors?: ValidationError[];
}

/** The submitted values, a free-form map. Each key is the `target` of a field of the form (its stable storage key, not its ID or label); only keys that match a field target are accepted. Each value's shape follows the field's input type: a string, number or boolean; an array of the selected option values; date and time fields as strings; an address object, an array of product objects (payment) or an appointment object (scheduling). Its keys depend on the form, so it is not typed further. */
export type SubmissionValues = Record<string, unknown>;

export interface SubmitContactResponse {
  /** ID of the contact that was found or created. */
  contactId?: string;
  identityType?: IdentityType;
  /** Whether the contact was just created. */
  newContact?: boolean;
}

/** Who submitted the form; exactly one of the IDs is set. Read-only. */
export interface Submitter {
  /** Site member ID. */
  memberId?: string;
  /** Anonymous visitor ID. */
  visitorId?: string;
  /** App ID. */
  applicationId?: string;
  /** Site user (owner or collaborator) ID. */
  userId?: string;
}

export interface TagList {
  /** Tag IDs. */
  tagIds?: string[];
}

export interface UpdateExtendedFieldsRequest {
  /** Namespace of the app whose extended fields are updated. */
  namespace: string;
  /** The data to set, structured by the schema the app defined for its extended fields (free-form). */
  namespaceData: Record<string, unknown>;
}

export interface UpdateExtendedFieldsResponse {
  /** The namespace that was updated. */
  namespace?: string;
  /** The data that was set (only the request's `namespaceData`). */
  namespaceData?: Record<string, unknown>;
}

export interface UpdateSubmissionRequest {
  /** Submission to update; `formId` and the current `revision` are required. */
  submission: FormSubmission;
  /** Field mask, the comma-separated fields to update (default the fields sent). */
  mask?: string;
}

export interface UpdateSubmissionResponse {
  submission: FormSubmission;
}

export interface UpsertContactFromSubmissionRequest {
  /** ID of the submission to create the contact from. */
  submissionId: string;
  /** ID of a contact to map the submission onto. */
  contactId?: string;
  /** Whether the contact's primary email is verified. */
  emailVerified?: boolean;
}

export interface UpsertContactFromSubmissionResponse {
  submitContactResponse?: SubmitContactResponse;
}

export interface ValidateFormSubmissionRequest {
  /** Submission to validate. */
  submission: FormSubmission;
  /** Free-form business data passed on to the apps that validate submissions. */
  additionalMetadata?: Record<string, unknown>;
  /** Targets of the fields to validate; empty to validate every field. */
  fieldsToValidate?: string[];
}

export interface ValidateFormSubmissionResponse {
  /** Whether the submission is valid. Default `true`. */
  valid?: boolean;
  violationErrors?: FieldViolation[];
}

/** One value of a submission that failed validation. */
export interface ValidationError {
  /** The value that failed, relative to the submission's values: the field's `target` (`email`), continued with `/` for nested values (`address/postal_code`, `attachments/0/fileId`). */
  errorPath?: string;
  errorType?: ErrorType;
  /** English description from the schema validator, for debugging only: not localized, not stable, not for display. Decide what to show from `errorType`. */
  errorMessage?: string;
  /** Additional details of the failure, such as the offending property name. */
  params?: Record<string, unknown>;
  /** Whether to show a custom error message instead of the one of `errorType`. Default `false`. */
  useCustomErrorMessage?: boolean;
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

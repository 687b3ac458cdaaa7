// Generated from spec/forms.yaml by codegen. Do not edit.

import { bodyFormOf, defineGeneratedCall, defineGeneratedQueryCall, encodeDate, encodeJsonBody, planEncoder, serializeQuery } from '@siteapi/runtime/generated';
import type { Call, CallInit, ItemQuery, QueryCall } from '@siteapi/runtime/generated';
import type { ApiErrorBody, BulkDeleteSubmissionResponse, BulkMarkSubmissionsAsSeenResponse, BulkRemoveSubmissionFromTrashBinResponse, BulkUpdateFormSubmissionTagsByFilterResponse, BulkUpdateFormSubmissionTagsResponse, ConfirmSubmissionResponse, CountDeletedSubmissionsResponse, CountSubmissionsByFilterResponse, CountSubmissionsResponse, CreateSubmissionResponse, CursorQuery, CursorSearch, DeleteSubmissionResponse, Filter, FormSubmission, GetDeletedSubmissionResponse, GetFormattedSubmissionResponse, GetMediaUploadURLResponse, GetSubmissionDownloadUrlResponse, GetSubmissionResponse, ListDeletedSubmissionsResponse, PublicTags, QuerySubmissionResponse, QuerySubmissionsByNamespaceResponse, RemoveSubmissionFromTrashBinResponse, RestoreSubmissionFromTrashBinResponse, SearchDetails, SearchSubmissionsByNamespaceResponse, SubmissionStatus, UpdateExtendedFieldsResponse, UpdateSubmissionResponse, UpsertContactFromSubmissionResponse, ValidateFormSubmissionResponse } from './schema-types.js';
import { createSubmissionRequestPlan, updateSubmissionRequestPlan, validateFormSubmissionRequestPlan } from './request-plans.js';
import { confirmSubmissionResponseDecoder, createSubmissionResponseDecoder, getDeletedSubmissionResponseDecoder, getSubmissionResponseDecoder, listDeletedSubmissionsResponseDecoder, querySubmissionResponseDecoder, querySubmissionsByNamespaceResponseDecoder, restoreSubmissionFromTrashBinResponseDecoder, searchSubmissionsByNamespaceResponseDecoder, updateSubmissionResponseDecoder } from './response-decoders.js';
import { formsService } from './service-info.js';

/** Argument `options` of {@link bulkDeleteSubmission}. */
export interface BulkDeleteSubmissionOptions {
  /** IDs of the submissions to delete. */
  submissionIds?: string[];
  /** Whether to bypass the trash bin. Default `false`. */
  permanent?: boolean;
  /** Whether to keep the files of the submissions. */
  preserveFiles?: boolean;
}

/** Error answers of {@link bulkDeleteSubmission} by status: `isApiError<BulkDeleteSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type BulkDeleteSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link bulkMarkSubmissionsAsSeen} by status: `isApiError<BulkMarkSubmissionsAsSeenErrors, 404>(e, 404)` types `e.data`. */
export type BulkMarkSubmissionsAsSeenErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkRemoveSubmissionFromTrashBin}. */
export interface BulkRemoveSubmissionFromTrashBinOptions {
  /** IDs of the submissions to remove from the trash bin. */
  submissionIds?: string[];
}

/** Error answers of {@link bulkRemoveSubmissionFromTrashBin} by status: `isApiError<BulkRemoveSubmissionFromTrashBinErrors, 404>(e, 404)` types `e.data`. */
export type BulkRemoveSubmissionFromTrashBinErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateFormSubmissionTags}. */
export interface BulkUpdateFormSubmissionTagsOptions {
  /** Tags to add. */
  assignTags?: PublicTags;
  /** Tags to remove. */
  unassignTags?: PublicTags;
}

/** Error answers of {@link bulkUpdateFormSubmissionTags} by status: `isApiError<BulkUpdateFormSubmissionTagsErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateFormSubmissionTagsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link bulkUpdateFormSubmissionTagsByFilter}. */
export interface BulkUpdateFormSubmissionTagsByFilterOptions {
  /** Tags to add. */
  assignTags?: PublicTags;
  /** Tags to remove. */
  unassignTags?: PublicTags;
}

/** Error answers of {@link bulkUpdateFormSubmissionTagsByFilter} by status: `isApiError<BulkUpdateFormSubmissionTagsByFilterErrors, 404>(e, 404)` types `e.data`. */
export type BulkUpdateFormSubmissionTagsByFilterErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link confirmSubmission} by status: `isApiError<ConfirmSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type ConfirmSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link countDeletedSubmissions}. */
export interface CountDeletedSubmissionsOptions {
  /** Statuses to count. Default `CONFIRMED`, `PAYMENT_WAITING`, `PAYMENT_CANCELED`. */
  statuses?: SubmissionStatus[];
}

/** Error answers of {@link countDeletedSubmissions} by status: `isApiError<CountDeletedSubmissionsErrors, 404>(e, 404)` types `e.data`. */
export type CountDeletedSubmissionsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link countSubmissions}. */
export interface CountSubmissionsOptions {
  /** Statuses to count. */
  statuses?: SubmissionStatus[];
}

/** Error answers of {@link countSubmissions} by status: `isApiError<CountSubmissionsErrors, 404>(e, 404)` types `e.data`. */
export type CountSubmissionsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link countSubmissionsByFilter}. */
export interface CountSubmissionsByFilterOptions {
  search?: SearchDetails;
}

/** Error answers of {@link countSubmissionsByFilter} by status: `isApiError<CountSubmissionsByFilterErrors, 404>(e, 404)` types `e.data`. */
export type CountSubmissionsByFilterErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link createSubmission}. */
export interface CreateSubmissionOptions {
  /** Captcha token, for a form protected by a captcha. */
  captchaToken?: string;
  /** Free-form business data passed on to the apps that validate submissions (the submission service plugin). */
  additionalMetadata?: Record<string, unknown>;
}

/** Error answers of {@link createSubmission} by status: `isApiError<CreateSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type CreateSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  428: ApiErrorBody;
  429: ApiErrorBody;
  503: ApiErrorBody;
};

/** Argument `options` of {@link deleteSubmission}. */
export interface DeleteSubmissionOptions {
  /** Whether to delete the submission permanently, bypassing the trash bin. Default `false`. */
  permanent?: boolean;
  /** Whether to keep the files attached to the submission. If `false`, they are deleted after 210 days. */
  preserveFiles?: boolean;
}

/** Error answers of {@link deleteSubmission} by status: `isApiError<DeleteSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type DeleteSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getDeletedSubmission} by status: `isApiError<GetDeletedSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type GetDeletedSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getFormattedSubmission} by status: `isApiError<GetFormattedSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type GetFormattedSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getMediaUploadUrl} by status: `isApiError<GetMediaUploadUrlErrors, 404>(e, 404)` types `e.data`. */
export type GetMediaUploadUrlErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getSubmission} by status: `isApiError<GetSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type GetSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link getSubmissionDownloadUrl} by status: `isApiError<GetSubmissionDownloadUrlErrors, 404>(e, 404)` types `e.data`. */
export type GetSubmissionDownloadUrlErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link listDeletedSubmissions}. */
export interface ListDeletedSubmissionsOptions {
  /** Only these submissions (at most 10). */
  submissionIds?: string[];
  paging?: {
    /** Number of submissions to return, at most 100. */
    limit?: number;
    /** Cursor of the page to return, from `pagingMetadata.cursors.next` of the previous page. */
    cursor?: string;
  };
  /** Statuses of the submissions to list (at most 4). Default `CONFIRMED`. */
  statuses?: SubmissionStatus[];
  /** Namespace of the app the submissions belong to, for example `wix.form_app.form`. (An SDK field the seed does not list.) */
  namespace?: string;
}

/** Error answers of {@link listDeletedSubmissions} by status: `isApiError<ListDeletedSubmissionsErrors, 404>(e, 404)` types `e.data`. */
export type ListDeletedSubmissionsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link querySubmission}. */
export interface QuerySubmissionOptions {
  /** Whether to return only the caller's own submissions. If `false`, every matching submission. */
  onlyYourOwn?: boolean;
}

/** Error answers of {@link querySubmission} by status: `isApiError<QuerySubmissionErrors, 404>(e, 404)` types `e.data`. */
export type QuerySubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link querySubmissionsByNamespace}. */
export interface QuerySubmissionsByNamespaceOptions {
  /** Whether to return only the caller's own submissions. If `false`, every matching submission. */
  onlyYourOwn?: boolean;
}

/** Error answers of {@link querySubmissionsByNamespace} by status: `isApiError<QuerySubmissionsByNamespaceErrors, 404>(e, 404)` types `e.data`. */
export type QuerySubmissionsByNamespaceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link removeSubmissionFromTrashBin} by status: `isApiError<RemoveSubmissionFromTrashBinErrors, 404>(e, 404)` types `e.data`. */
export type RemoveSubmissionFromTrashBinErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link restoreSubmissionFromTrashBin} by status: `isApiError<RestoreSubmissionFromTrashBinErrors, 404>(e, 404)` types `e.data`. */
export type RestoreSubmissionFromTrashBinErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Error answers of {@link searchSubmissionsByNamespace} by status: `isApiError<SearchSubmissionsByNamespaceErrors, 404>(e, 404)` types `e.data`. */
export type SearchSubmissionsByNamespaceErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateExtendedFields}. */
export interface UpdateExtendedFieldsOptions {
  /** The data to set, structured by the schema the app defined for its extended fields (free-form). */
  namespaceData: Record<string, unknown>;
}

/** Error answers of {@link updateExtendedFields} by status: `isApiError<UpdateExtendedFieldsErrors, 404>(e, 404)` types `e.data`. */
export type UpdateExtendedFieldsErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link updateSubmission}. */
export interface UpdateSubmissionOptions {
  /** Field mask, the comma-separated fields to update (default the fields sent). */
  mask?: string;
}

/** Error answers of {@link updateSubmission} by status: `isApiError<UpdateSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type UpdateSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link upsertContactFromSubmission}. */
export interface UpsertContactFromSubmissionOptions {
  /** ID of a contact to map the submission onto. */
  contactId?: string;
  /** Whether the contact's primary email is verified. */
  emailVerified?: boolean;
}

/** Error answers of {@link upsertContactFromSubmission} by status: `isApiError<UpsertContactFromSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type UpsertContactFromSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  404: ApiErrorBody;
  429: ApiErrorBody;
};

/** Argument `options` of {@link validateFormSubmission}. */
export interface ValidateFormSubmissionOptions {
  /** Free-form business data passed on to the apps that validate submissions. */
  additionalMetadata?: Record<string, unknown>;
  /** Targets of the fields to validate; empty to validate every field. */
  fieldsToValidate?: string[];
}

/** Error answers of {@link validateFormSubmission} by status: `isApiError<ValidateFormSubmissionErrors, 404>(e, 404)` types `e.data`. */
export type ValidateFormSubmissionErrors = {
  401: ApiErrorBody;
  403: ApiErrorBody;
  429: ApiErrorBody;
};

/**
 * Bulk delete submissions
 *
 * Deletes up to 100 submissions of one form, into the trash bin or (with `permanent: true`) permanently. Each item's result tells whether it was deleted.
 *
 * `POST /form-submission-service/v4/bulk/submissions/delete`
 *
 * Emits `submissions.onSubmissionDeleted` (`wix.forms.v4.submission_deleted`).
 *
 * @param formId `body.formId`
 *
 * @param options Options.
 */
export const bulkDeleteSubmission: Call<[formId: string, options?: BulkDeleteSubmissionOptions, init?: CallInit], BulkDeleteSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'bulkDeleteSubmission',
  method: 'POST',
  path: '/v4/bulk/submissions/delete',
  args: [
    { name: 'formId', required: true, value: 'body.formId' },
    {
      name: 'options',
      properties: {
        submissionIds: 'body.submissionIds',
        permanent: 'body.permanent',
        preserveFiles: 'body.preserveFiles',
      },
    },
  ],
  clientRules: { maxBulkItems: 100 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk mark submissions as seen
 *
 * Marks up to 100 submissions of one form as seen by the site owner. Runs as a job; the answer is its ID.
 *
 * `POST /form-submission-service/v4/bulk/submissions/mark-as-seen`
 *
 * @param ids `body.ids`
 *
 * @param formId `body.formId`
 */
export const bulkMarkSubmissionsAsSeen: Call<[ids: string[], formId: string, init?: CallInit], BulkMarkSubmissionsAsSeenResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'bulkMarkSubmissionsAsSeen',
  method: 'POST',
  path: '/v4/bulk/submissions/mark-as-seen',
  args: [
    { name: 'ids', required: true, value: 'body.ids' },
    { name: 'formId', required: true, value: 'body.formId' },
  ],
  clientRules: { maxBulkItems: 100 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk remove submissions from trash bin
 *
 * Deletes up to 100 submissions of one form from the trash bin permanently. Each item's result tells whether it was removed.
 *
 * `POST /form-submission-service/v4/submissions/trash-bin/delete`
 *
 * Emits `submissions.onSubmissionRemovedSubmissionFromTrash` (`wix.forms.v4.submission_removed_submission_from_trash`).
 *
 * @param formId `body.formId`
 *
 * @param options Options.
 */
export const bulkRemoveSubmissionFromTrashBin: Call<[formId: string, options?: BulkRemoveSubmissionFromTrashBinOptions, init?: CallInit], BulkRemoveSubmissionFromTrashBinResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'bulkRemoveSubmissionFromTrashBin',
  method: 'POST',
  path: '/v4/submissions/trash-bin/delete',
  args: [
    { name: 'formId', required: true, value: 'body.formId' },
    { name: 'options', properties: { submissionIds: 'body.submissionIds' } },
  ],
  clientRules: { maxBulkItems: 100 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk update submission tags
 *
 * Assigns tags to and removes tags from up to 100 submissions. A tag in both lists is removed. (The SDK marks this method internal.)
 *
 * `POST /form-submission-service/v4/bulk/submissions/update-tags`
 *
 * @param submissionIds `body.submissionIds`
 *
 * @param options Options.
 */
export const bulkUpdateFormSubmissionTags: Call<[submissionIds: string[], options?: BulkUpdateFormSubmissionTagsOptions, init?: CallInit], BulkUpdateFormSubmissionTagsResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'bulkUpdateFormSubmissionTags',
  method: 'POST',
  path: '/v4/bulk/submissions/update-tags',
  args: [
    { name: 'submissionIds', required: true, value: 'body.submissionIds' },
    {
      name: 'options',
      properties: { assignTags: 'body.assignTags', unassignTags: 'body.unassignTags' },
    },
  ],
  clientRules: { maxBulkItems: 100 },
}, { encodeBody: encodeJsonBody });

/**
 * Bulk update submission tags by filter
 *
 * Assigns tags to and removes tags from every submission that matches a filter. Runs as a job; the answer is its ID. (The SDK marks this method internal.)
 *
 * `POST /form-submission-service/v4/bulk/submissions/update-tags-by-filter`
 *
 * @param filter `body.filter`
 *
 * @param options Options.
 */
export const bulkUpdateFormSubmissionTagsByFilter: Call<[filter: Filter, options?: BulkUpdateFormSubmissionTagsByFilterOptions, init?: CallInit], BulkUpdateFormSubmissionTagsByFilterResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'bulkUpdateFormSubmissionTagsByFilter',
  method: 'POST',
  path: '/v4/bulk/submissions/update-tags-by-filter',
  args: [
    { name: 'filter', required: true, value: 'body.filter' },
    {
      name: 'options',
      properties: { assignTags: 'body.assignTags', unassignTags: 'body.unassignTags' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Confirm submission
 *
 * Confirms a `PENDING` submission, which records it (status `CONFIRMED`). Submissions of namespaces that need another step first (for example paying for a pricing plan) are created `PENDING` and are deleted automatically if they are not confirmed in time.
 *
 * `POST /form-submission-service/v4/submissions/{submissionId}/confirm`
 *
 * Emits `submissions.onSubmissionStatusUpdated` (`wix.forms.v4.submission_status_updated`).
 *
 * @param submissionId `path.submissionId`
 */
export const confirmSubmission: Call<[submissionId: string, init?: CallInit], ConfirmSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'confirmSubmission',
  method: 'POST',
  path: '/v4/submissions/{submissionId}/confirm',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
  decode: confirmSubmissionResponseDecoder,
});

/**
 * Count deleted submissions
 *
 * Counts the submissions in the trash bin, per form. By default `CONFIRMED`, `PAYMENT_WAITING` and `PAYMENT_CANCELED` submissions are counted; `statuses` chooses others.
 *
 * `POST /form-submission-service/v4/submissions/trash-bin/count`; idempotent (retried like a GET)
 *
 * @param formIds `body.formIds`
 *
 * @param namespace `body.namespace`
 *
 * @param options Options.
 */
export const countDeletedSubmissions: Call<[formIds: string[], namespace: string, options?: CountDeletedSubmissionsOptions, init?: CallInit], CountDeletedSubmissionsResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'countDeletedSubmissions',
  method: 'POST',
  path: '/v4/submissions/trash-bin/count',
  args: [
    { name: 'formIds', required: true, value: 'body.formIds' },
    { name: 'namespace', required: true, value: 'body.namespace' },
    { name: 'options', properties: { statuses: 'body.statuses' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Count submissions
 *
 * Counts the submissions of up to 100 forms of one namespace, per form, with the number the site owner has not seen yet. `statuses` limits the count to submissions in those statuses.
 *
 * `POST /form-submission-service/v4/submissions/count`; idempotent (retried like a GET)
 *
 * @param formIds `body.formIds`
 *
 * @param namespace `body.namespace`
 *
 * @param options Options.
 */
export const countSubmissions: Call<[formIds: string[], namespace: string, options?: CountSubmissionsOptions, init?: CallInit], CountSubmissionsResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'countSubmissions',
  method: 'POST',
  path: '/v4/submissions/count',
  args: [
    { name: 'formIds', required: true, value: 'body.formIds' },
    { name: 'namespace', required: true, value: 'body.namespace' },
    { name: 'options', properties: { statuses: 'body.statuses' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Count submissions by filter
 *
 * Counts the submissions that match a filter (it must filter on `namespace`) and, optionally, a free-text search, per form, with the number the site owner has not seen yet.
 *
 * `POST /form-submission-service/v4/submissions/count-by-filter`; idempotent (retried like a GET)
 *
 * @param filter `body.filter`
 *
 * @param options Options.
 */
export const countSubmissionsByFilter: Call<[filter: Filter, options?: CountSubmissionsByFilterOptions, init?: CallInit], CountSubmissionsByFilterResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'countSubmissionsByFilter',
  method: 'POST',
  path: '/v4/submissions/count-by-filter',
  args: [
    { name: 'filter', required: true, value: 'body.filter' },
    { name: 'options', properties: { search: 'body.search' } },
  ],
  idempotent: true,
}, { encodeBody: encodeJsonBody });

/**
 * Create submission
 *
 * Creates a submission of a form, as if a visitor submitted it. `submission.formId` is required; the values go in `submission.submissions`, keyed by each field's `target`. The namespace is taken from the form, and the status depends on it: forms that collect payment start `PAYMENT_WAITING`, most others are recorded `CONFIRMED` at once, and some namespaces create the submission `PENDING` until Confirm Submission. Send `captchaToken` when the form is protected by a captcha.
 *
 * `POST /form-submission-service/v4/submissions`
 *
 * Emits `submissions.onSubmissionCreated` (`wix.forms.v4.submission_created`).
 *
 * @param submission `body.submission`
 *
 * @param options Options.
 */
export const createSubmission: Call<[submission: FormSubmission, options?: CreateSubmissionOptions, init?: CallInit], FormSubmission> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'createSubmission',
  method: 'POST',
  path: '/v4/submissions',
  args: [
    { name: 'submission', required: true, value: 'body.submission' },
    {
      name: 'options',
      properties: {
        captchaToken: 'body.captchaToken',
        additionalMetadata: 'body.additionalMetadata',
      },
    },
  ],
  requestPlan: { body: createSubmissionRequestPlan },
  decode: createSubmissionResponseDecoder,
  unwrap: 'submission',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Delete submission
 *
 * Deletes a submission. By default it moves into the trash bin, where it can be restored; with `permanent: true` it bypasses the trash bin and cannot be restored. Unless `preserveFiles` is `true`, the files of the submission are deleted after 210 days.
 *
 * `DELETE /form-submission-service/v4/submissions/{submissionId}`
 *
 * Emits `submissions.onSubmissionDeleted` (`wix.forms.v4.submission_deleted`).
 *
 * @param submissionId `path.submissionId`
 *
 * @param options Options.
 */
export const deleteSubmission: Call<[submissionId: string, options?: DeleteSubmissionOptions, init?: CallInit], DeleteSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'deleteSubmission',
  method: 'DELETE',
  path: '/v4/submissions/{submissionId}',
  args: [
    { name: 'submissionId', required: true, value: 'path.submissionId' },
    {
      name: 'options',
      properties: { permanent: 'query.permanent', preserveFiles: 'query.preserveFiles' },
    },
  ],
}, { query: serializeQuery });

/**
 * Get deleted submission
 *
 * Retrieves a submission that is in the trash bin.
 *
 * `GET /form-submission-service/v4/submissions/trash-bin/{submissionId}`
 *
 * @param submissionId `path.submissionId`
 */
export const getDeletedSubmission: Call<[submissionId: string, init?: CallInit], GetDeletedSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'getDeletedSubmission',
  method: 'GET',
  path: '/v4/submissions/trash-bin/{submissionId}',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
  decode: getDeletedSubmissionResponseDecoder,
});

/**
 * Get formatted submission
 *
 * Retrieves a submission formatted for display: one entry per field, in the order of the form's layout, with the field's label and the value as a string.
 *
 * `GET /form-submission-service/v4/submissions/{submissionId}/formatted`
 *
 * @param submissionId `path.submissionId`
 */
export const getFormattedSubmission: Call<[submissionId: string, init?: CallInit], GetFormattedSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'getFormattedSubmission',
  method: 'GET',
  path: '/v4/submissions/{submissionId}/formatted',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
});

/**
 * Get media upload URL
 *
 * Returns a URL to upload a file to the site's media manager, for a submission of a form with a file-upload field. Uploading files needs a premium site plan.
 *
 * `POST /form-submission-service/v4/submissions/media-upload-url`
 *
 * @param formId `body.formId`
 *
 * @param filename `body.filename`
 *
 * @param mimeType `body.mimeType`
 */
export const getMediaUploadUrl: Call<[formId: string, filename: string, mimeType: string, init?: CallInit], GetMediaUploadURLResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'getMediaUploadUrl',
  method: 'POST',
  path: '/v4/submissions/media-upload-url',
  args: [
    { name: 'formId', required: true, value: 'body.formId' },
    { name: 'filename', required: true, value: 'body.filename' },
    { name: 'mimeType', required: true, value: 'body.mimeType' },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Get submission
 *
 * Retrieves a submission by ID.
 *
 * `GET /form-submission-service/v4/submissions/{submissionId}`
 *
 * @param submissionId `path.submissionId`
 */
export const getSubmission: Call<[submissionId: string, init?: CallInit], FormSubmission> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'getSubmission',
  method: 'GET',
  path: '/v4/submissions/{submissionId}',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
  decode: getSubmissionResponseDecoder,
  unwrap: 'submission',
});

/**
 * Get submission document
 *
 * Gets the submission as a document (PDF). While the document is being generated its `status` is `PENDING`; when it is `READY`, `readyDetails.downloadUrl` is the URL to download it from.
 *
 * `GET /form-submission-service/v4/submissions/{submissionId}/document`
 *
 * @param submissionId `path.submissionId`
 */
export const getSubmissionDownloadUrl: Call<[submissionId: string, init?: CallInit], GetSubmissionDownloadUrlResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'getSubmissionDownloadUrl',
  method: 'GET',
  path: '/v4/submissions/{submissionId}/document',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
});

/**
 * List deleted submissions
 *
 * Lists the submissions of a form that are in the trash bin, with cursor paging (`paging.limit` at most 100; later pages with `paging.cursor` from `pagingMetadata.cursors.next`). By default only `CONFIRMED` submissions are listed; `statuses` chooses others. The request and response name the paging fields `paging` and `pagingMetadata` (not `cursorPaging`/`metadata`), so the call is not marked `x-paging: cursor`.
 *
 * `GET /form-submission-service/v4/submissions/trash-bin`, or `POST /form-submission-service/v4/submissions/trash-bin` with the query as its JSON body once the query string is longer than 4000 characters
 *
 * @param formId `query.formId`
 *
 * @param options Options.
 */
export const listDeletedSubmissions: Call<[formId: string, options?: ListDeletedSubmissionsOptions, init?: CallInit], ListDeletedSubmissionsResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'listDeletedSubmissions',
  method: 'GET',
  path: '/v4/submissions/trash-bin',
  args: [
    { name: 'formId', required: true, value: 'query.formId' },
    {
      name: 'options',
      properties: {
        submissionIds: 'query.submissionIds',
        paging: 'query.paging',
        statuses: 'query.statuses',
        namespace: 'query.namespace',
      },
    },
  ],
  bodyForm: { maxQueryLength: 4000 },
  decode: listDeletedSubmissionsResponseDecoder,
}, { query: serializeQuery, encodeBody: encodeJsonBody, bodyForm: bodyFormOf });

/**
 * Query submissions (deprecated)
 *
 * Retrieves submissions that match a query: `filter`, up to 3 `sort` entries and cursor paging (`cursorPaging.limit` at most 100). With `onlyYourOwn: true` only the caller's own submissions are returned. Deprecated by the platform on 2023-08-08 in favour of Query Submissions By Namespace.
 *
 * `POST /form-submission-service/v4/submissions/query`; idempotent (retried like a GET)
 *
 * @param query `body.query`
 *
 * @param options Options.
 * @deprecated
 */
export const querySubmission: Call<[query: CursorQuery, options?: QuerySubmissionOptions, init?: CallInit], QuerySubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'querySubmission',
  method: 'POST',
  path: '/v4/submissions/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    { name: 'options', properties: { onlyYourOwn: 'body.onlyYourOwn' } },
  ],
  idempotent: true,
  decode: querySubmissionResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Query submissions by namespace
 *
 * Retrieves submissions of one namespace that match a query: `filter` (it must filter on `namespace`), up to 3 `sort` entries and cursor paging (`cursorPaging.limit` at most 100; later pages with `cursorPaging.cursor` only). With `onlyYourOwn: true` only the caller's own submissions are returned. The SDK's `querySubmissionsByNamespace(options)` returns a query builder; the positional form used here is the SDK's typed variant `(query, options)`.
 *
 * `POST /form-submission-service/v4/submissions/namespace/query`; idempotent (retried like a GET)
 *
 * Given no query, or only `options`, returns a builder: `querySubmissionsByNamespace().eq(field, value).limit(10).find()`, `for await (const item of querySubmissionsByNamespace().iterate())`.
 *
 * @param query `body.query`
 *
 * @param options Options.
 */
export const querySubmissionsByNamespace: QueryCall<[query: CursorQuery, options?: QuerySubmissionsByNamespaceOptions, init?: CallInit], QuerySubmissionsByNamespaceResponse, [options?: QuerySubmissionsByNamespaceOptions], ItemQuery<FormSubmission>> = /* @__PURE__ */ defineGeneratedQueryCall(formsService, {
  module: 'submissions',
  operationId: 'querySubmissionsByNamespace',
  method: 'POST',
  path: '/v4/submissions/namespace/query',
  args: [
    { name: 'query', required: true, value: 'body.query' },
    { name: 'options', properties: { onlyYourOwn: 'body.onlyYourOwn' } },
  ],
  idempotent: true,
  decode: querySubmissionsByNamespaceResponseDecoder,
  queryBuilder: { items: 'submissions', pagingMetadata: 'metadata', paging: 'cursor' },
}, { encodeBody: encodeJsonBody });

/**
 * Remove submission from trash bin
 *
 * Deletes a submission in the trash bin permanently; it cannot be restored afterwards.
 *
 * `DELETE /form-submission-service/v4/submissions/trash-bin/{submissionId}`
 *
 * Emits `submissions.onSubmissionRemovedSubmissionFromTrash` (`wix.forms.v4.submission_removed_submission_from_trash`).
 *
 * @param submissionId `path.submissionId`
 */
export const removeSubmissionFromTrashBin: Call<[submissionId: string, init?: CallInit], RemoveSubmissionFromTrashBinResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'removeSubmissionFromTrashBin',
  method: 'DELETE',
  path: '/v4/submissions/trash-bin/{submissionId}',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
});

/**
 * Restore submission from trash bin
 *
 * Restores a deleted submission from the trash bin.
 *
 * `POST /form-submission-service/v4/submissions/trash-bin/{submissionId}/restore`
 *
 * @param submissionId `path.submissionId`
 */
export const restoreSubmissionFromTrashBin: Call<[submissionId: string, init?: CallInit], RestoreSubmissionFromTrashBinResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'restoreSubmissionFromTrashBin',
  method: 'POST',
  path: '/v4/submissions/trash-bin/{submissionId}/restore',
  args: [{ name: 'submissionId', required: true, value: 'path.submissionId' }],
  decode: restoreSubmissionFromTrashBinResponseDecoder,
});

/**
 * Search submissions by namespace
 *
 * Retrieves up to 100 submissions of one namespace that match a search: `filter` (it must filter on `namespace`), up to 10 `sort` entries, free-text `search` and cursor paging. `formId` is needed in the filter only when filtering or sorting by a form's own fields.
 *
 * `POST /form-submission-service/v4/submissions/namespace/search`; idempotent (retried like a GET)
 *
 * @param search `body.search`
 */
export const searchSubmissionsByNamespace: Call<[search: CursorSearch, init?: CallInit], SearchSubmissionsByNamespaceResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'searchSubmissionsByNamespace',
  method: 'POST',
  path: '/v4/submissions/namespace/search',
  args: [{ name: 'search', required: true, value: 'body.search' }],
  idempotent: true,
  decode: searchSubmissionsByNamespaceResponseDecoder,
}, { encodeBody: encodeJsonBody });

/**
 * Update extended fields
 *
 * Sets the extended fields of one app namespace on a submission. The data is structured by the schema that app defined for its extended fields. The SDK method is `updateExtendedFields(_id, namespace, options)`.
 *
 * `POST /form-submission-service/v4/submissions/{id}/extended-fields`
 *
 * @param _id ID of the submission to update.
 *
 * @param namespace `body.namespace`
 *
 * @param options Options.
 */
export const updateExtendedFields: Call<[_id: string, namespace: string, options: UpdateExtendedFieldsOptions, init?: CallInit], UpdateExtendedFieldsResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'updateExtendedFields',
  method: 'POST',
  path: '/v4/submissions/{id}/extended-fields',
  args: [
    { name: '_id', required: true, value: 'path.id' },
    { name: 'namespace', required: true, value: 'body.namespace' },
    {
      name: 'options',
      required: true,
      properties: { namespaceData: 'body.namespaceData' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Update submission
 *
 * Updates a submission. Send the current `revision` and `formId`; `revision` increments by 1 on every update, and an outdated revision is rejected. The platform declares the path as `/v4/submissions/{submission.id}` (the ID is `submission.id` of the body); it is written `{submissionId}` here. The SDK method is `updateSubmission(_id, submission)`; the field mask `mask` (the seed's "submission fields plus mask") has no SDK argument, so it is carried by a trailing `options` argument here.
 *
 * `PATCH /form-submission-service/v4/submissions/{submissionId}`
 *
 * Emits `submissions.onSubmissionUpdated` (`wix.forms.v4.submission_updated`).
 *
 * @param _id The submission ID (the path's `submission.id`).
 *
 * @param submission `body.submission`
 *
 * @param options Options.
 */
export const updateSubmission: Call<[_id: string, submission: FormSubmission, options?: UpdateSubmissionOptions, init?: CallInit], FormSubmission> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'updateSubmission',
  method: 'PATCH',
  path: '/v4/submissions/{submissionId}',
  args: [
    { name: '_id', required: true, value: 'path.submissionId' },
    { name: 'submission', required: true, value: 'body.submission' },
    { name: 'options', properties: { mask: 'body.mask' } },
  ],
  requestPlan: { body: updateSubmissionRequestPlan },
  decode: updateSubmissionResponseDecoder,
  unwrap: 'submission',
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/**
 * Upsert contact from submission
 *
 * Creates or updates the contact of a submission from its values and maps the submission onto it, or onto the given `contactId`. A logged-in member's own contact is used as is (`identityType` `MEMBER`). Served by the platform's `FormSubmissionContactUpsertService` under the prefix `/form-submission-contact-mapping-service`.
 *
 * `POST /form-submission-contact-mapping-service/v4/submissions-contacts`
 *
 * Emits `submissions.onSubmissionContactMapped` (`wix.forms.v4.submission_submission_contact_mapped`).
 *
 * @param submissionId `body.submissionId`
 *
 * @param options Options.
 */
export const upsertContactFromSubmission: Call<[submissionId: string, options?: UpsertContactFromSubmissionOptions, init?: CallInit], UpsertContactFromSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'upsertContactFromSubmission',
  method: 'POST',
  prefix: '/form-submission-contact-mapping-service',
  path: '/v4/submissions-contacts',
  args: [
    { name: 'submissionId', required: true, value: 'body.submissionId' },
    {
      name: 'options',
      properties: { contactId: 'body.contactId', emailVerified: 'body.emailVerified' },
    },
  ],
}, { encodeBody: encodeJsonBody });

/**
 * Validate form submission
 *
 * Checks a submission against its form's rules without saving it, optionally only the fields named in `fieldsToValidate`. Problems are reported in a 200 answer: `valid` is `false` and `violationErrors` lists them, each with its submission validation errors (`errorType` from `SubmissionErrorType`).
 *
 * `POST /form-submission-service/v4/submissions/validate`; idempotent (retried like a GET)
 *
 * @param submission `body.submission`
 *
 * @param options Options.
 */
export const validateFormSubmission: Call<[submission: FormSubmission, options?: ValidateFormSubmissionOptions, init?: CallInit], ValidateFormSubmissionResponse> = /* @__PURE__ */ defineGeneratedCall(formsService, {
  module: 'submissions',
  operationId: 'validateFormSubmission',
  method: 'POST',
  path: '/v4/submissions/validate',
  args: [
    { name: 'submission', required: true, value: 'body.submission' },
    {
      name: 'options',
      properties: {
        additionalMetadata: 'body.additionalMetadata',
        fieldsToValidate: 'body.fieldsToValidate',
      },
    },
  ],
  idempotent: true,
  requestPlan: { body: validateFormSubmissionRequestPlan },
}, { encodePlan: /* @__PURE__ */ planEncoder({ date: encodeDate }), encodeBody: encodeJsonBody });

/** The `submissions` module: pass it to `createClient({ modules: { submissions } })`. */
export const submissions = { bulkDeleteSubmission, bulkMarkSubmissionsAsSeen, bulkRemoveSubmissionFromTrashBin, bulkUpdateFormSubmissionTags, bulkUpdateFormSubmissionTagsByFilter, confirmSubmission, countDeletedSubmissions, countSubmissions, countSubmissionsByFilter, createSubmission, deleteSubmission, getDeletedSubmission, getFormattedSubmission, getMediaUploadUrl, getSubmission, getSubmissionDownloadUrl, listDeletedSubmissions, querySubmission, querySubmissionsByNamespace, removeSubmissionFromTrashBin, restoreSubmissionFromTrashBin, searchSubmissionsByNamespace, updateExtendedFields, updateSubmission, upsertContactFromSubmission, validateFormSubmission };

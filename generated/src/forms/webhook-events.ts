// Generated from spec/forms.yaml by codegen. Do not edit.

import { defineEvent } from '@siteapi/runtime/generated';
import type { SubmissionContactMappedEvent, SubmissionContactMappingSkippedEvent, SubmissionCreatedEvent, SubmissionDeletedEvent, SubmissionRemovedSubmissionFromTrashEvent, SubmissionStatusUpdatedEvent, SubmissionUpdatedEvent } from './schema-types.js';
import { submissionContactMappedEventPlan, submissionContactMappingSkippedEventPlan, submissionCreatedEventPlan, submissionDeletedEventPlan, submissionRemovedSubmissionFromTrashEventPlan, submissionStatusUpdatedEventPlan, submissionUpdatedEventPlan } from './conversion-plans.js';
import { formsService } from './service-info.js';

/**
 * Triggered when a submission is mapped onto a contact (created or updated from the submission), with the marketing subscriptions the visitor consented to.
 *
 * Event type `wix.forms.v4.submission_submission_contact_mapped`.
 */
export const onSubmissionContactMapped = /* @__PURE__ */ defineEvent<SubmissionContactMappedEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionContactMapped',
  type: 'wix.forms.v4.submission_submission_contact_mapped',
  plan: submissionContactMappedEventPlan,
});

/**
 * Triggered when a submission is not mapped onto a contact (for example, it has no contact fields).
 *
 * Event type `wix.forms.v4.submission_submission_contact_mapping_skipped`.
 */
export const onSubmissionContactMappingSkipped = /* @__PURE__ */ defineEvent<SubmissionContactMappingSkippedEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionContactMappingSkipped',
  type: 'wix.forms.v4.submission_submission_contact_mapping_skipped',
  plan: submissionContactMappingSkippedEventPlan,
});

/**
 * Triggered when a submission is created.
 *
 * Event type `wix.forms.v4.submission_created`.
 */
export const onSubmissionCreated = /* @__PURE__ */ defineEvent<SubmissionCreatedEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionCreated',
  type: 'wix.forms.v4.submission_created',
  plan: submissionCreatedEventPlan,
});

/**
 * Triggered when a submission is deleted.
 *
 * Event type `wix.forms.v4.submission_deleted`.
 */
export const onSubmissionDeleted = /* @__PURE__ */ defineEvent<SubmissionDeletedEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionDeleted',
  type: 'wix.forms.v4.submission_deleted',
  plan: submissionDeletedEventPlan,
});

/**
 * Triggered when a submission is removed from the trash bin permanently.
 *
 * Event type `wix.forms.v4.submission_removed_submission_from_trash`.
 */
export const onSubmissionRemovedSubmissionFromTrash = /* @__PURE__ */ defineEvent<SubmissionRemovedSubmissionFromTrashEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionRemovedSubmissionFromTrash',
  type: 'wix.forms.v4.submission_removed_submission_from_trash',
  plan: submissionRemovedSubmissionFromTrashEventPlan,
});

/**
 * Triggered when the status of a submission changes, with its previous status.
 *
 * Event type `wix.forms.v4.submission_status_updated`.
 */
export const onSubmissionStatusUpdated = /* @__PURE__ */ defineEvent<SubmissionStatusUpdatedEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionStatusUpdated',
  type: 'wix.forms.v4.submission_status_updated',
  plan: submissionStatusUpdatedEventPlan,
});

/**
 * Triggered when a submission is updated, when the status of its order is updated, and when it is confirmed.
 *
 * Event type `wix.forms.v4.submission_updated`.
 */
export const onSubmissionUpdated = /* @__PURE__ */ defineEvent<SubmissionUpdatedEvent>(formsService, {
  module: 'submissions',
  name: 'onSubmissionUpdated',
  type: 'wix.forms.v4.submission_updated',
  plan: submissionUpdatedEventPlan,
});
